//! Values in OER (X.696): the trait generated types implement, and how the
//! runtime's values are read and written at a use, under the form the
//! compiler's plan gives the use (`plan::oer`).
//!
//! OER decodes into the same values DER does. Most of them are views of
//! content octets that OER and DER share: a string's octets, an OBJECT
//! IDENTIFIER's, a REAL's or a time's content, a BIT STRING's unused-bits
//! octet and bits, an INTEGER's two's complement. Those borrow the OER
//! input as they would the DER. What DER lays out otherwise is rebuilt
//! inline without allocating: a fixed-size BIT STRING (no unused-bits
//! octet on the wire), an unsigned INTEGER whose top bit is set (DER puts
//! a zero octet in front), a native integer. SEQUENCE OF and SET OF keep
//! their OER elements and read them as they are iterated
//! ([`crate::SequenceOf`]).

use alloc::vec::Vec;

use crate::{BitString, Der, DerValue, Error, ErrorKind, Integer, OerReader, OerRule, OerWriter, Reader, Result};

/// How a runtime value is laid out where it is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OerForm {
    /// A length determinant, then the content (two's complement for an
    /// INTEGER).
    Length,
    /// Exactly this many octets (OCTET STRING, a known-multiplier string)
    /// or bits (BIT STRING), without a length.
    Fixed(usize),
    /// An INTEGER in exactly `octets` octets (1, 2, 4 or 8).
    Int {
        /// 1, 2, 4 or 8.
        octets: u8,
        /// Two's complement rather than unsigned.
        signed: bool,
    },
    /// An INTEGER after a length determinant, as an unsigned number.
    Unsigned,
}

/// A type with an OER encoding of its own: every generated type, and the
/// runtime's values in their form without constraints.
pub trait Oer<'a>: Sized {
    /// Reads a value.
    fn read_oer(r: &mut OerReader<'a>) -> Result<Self>;

    /// Writes the value in CANONICAL-OER.
    fn write_oer(&self, w: &mut OerWriter) -> Result<()>;

    /// Decodes BASIC-OER: the whole of `bytes` is one value. Errors name
    /// the type first in their path, as [`Der::decode`]'s do.
    fn decode_oer(bytes: &'a [u8]) -> Result<Self>
    where
        Self: Der<'a>,
    {
        decode_with(bytes, OerRule::Basic)
    }

    /// Decodes CANONICAL-OER, refusing every other encoding.
    fn decode_coer(bytes: &'a [u8]) -> Result<Self>
    where
        Self: Der<'a>,
    {
        decode_with(bytes, OerRule::Canonical)
    }

    /// The CANONICAL-OER encoding (valid BASIC-OER as well).
    fn to_oer(&self) -> Result<Vec<u8>> {
        let mut w = OerWriter::with_capacity(256);
        self.write_oer(&mut w).map_err(Error::while_encoding)?;
        Ok(w.into_bytes())
    }
}

fn decode_with<'a, T: Oer<'a> + Der<'a>>(bytes: &'a [u8], rule: OerRule) -> Result<T> {
    let mut r = OerReader::new(bytes, rule);
    let value = T::read_oer(&mut r).and_then(|value| r.finish().map(|()| value));
    value.map_err(|mut e| {
        e.push_at(T::NAME);
        e
    })
}

/// A runtime value read and written under the form of its use.
pub trait OerAs<'a>: Sized {
    /// Reads a value laid out as `form`.
    fn read_oer_as(r: &mut OerReader<'a>, form: OerForm) -> Result<Self>;
    /// Writes the value laid out as `form`.
    fn write_oer_as(&self, w: &mut OerWriter, form: OerForm) -> Result<()>;
}

/// Reads DER content octets from `octets`, which start at `base` in the
/// input: the whole of them is one value's content.
fn content_from<'a, T: DerValue<'a>>(octets: &'a [u8], base: usize) -> Result<T> {
    let mut r = Reader::der_at(octets, base);
    let value = T::decode_content(&mut r)?;
    r.finish()?;
    Ok(value)
}

/// The octets of `form` (a length-prefixed run, or `Fixed` octets), and
/// where they start.
fn octets_of<'a>(r: &mut OerReader<'a>, form: OerForm) -> Result<(&'a [u8], usize)> {
    let octets = match form {
        OerForm::Fixed(n) => r.take(n)?,
        _ => r.length_prefixed()?,
    };
    Ok((octets, r.offset() - octets.len()))
}

/// Writes a value's DER content as `form`, in place (no vector of its
/// own: encoding allocates its output only): after a length determinant,
/// or as a fixed size, which is checked.
fn write_content<'a, T: DerValue<'a>>(w: &mut OerWriter, value: &T, form: OerForm) -> Result<()> {
    match form {
        OerForm::Fixed(n) => {
            let at = w.as_bytes().len();
            value.encode_content(w.octets())?;
            if w.as_bytes().len() - at != n {
                w.octets().truncate(at);
                return Err(Error::new(ErrorKind::SizeOutOfRange, 0));
            }
            Ok(())
        }
        _ => w.wrapped(|w| value.encode_content(w.octets())),
    }
}

/// Values whose OER is their DER content, after a length determinant or
/// (strings of known multiplier, OCTET STRING) as a fixed number of octets.
macro_rules! as_content {
    ($($ty:ty),* $(,)?) => {$(
        impl<'a> OerAs<'a> for $ty {
            #[inline]
            fn read_oer_as(r: &mut OerReader<'a>, form: OerForm) -> Result<Self> {
                let (octets, base) = octets_of(r, form)?;
                content_from(octets, base)
            }
            fn write_oer_as(&self, w: &mut OerWriter, form: OerForm) -> Result<()> {
                write_content(w, self, form)
            }
        }

        by_length!($ty);
    )*};
}

/// `Oer` for a runtime value without a constraint: length-prefixed.
macro_rules! by_length {
    ($ty:ty) => {
        impl<'a> Oer<'a> for $ty {
            #[inline]
            fn read_oer(r: &mut OerReader<'a>) -> Result<Self> {
                Self::read_oer_as(r, OerForm::Length)
            }
            fn write_oer(&self, w: &mut OerWriter) -> Result<()> {
                self.write_oer_as(w, OerForm::Length)
            }
        }
    };
}

as_content!(
    &'a [u8],
    crate::ObjectIdentifier<'a>,
    crate::RelativeOid<'a>,
    crate::Utf8String<'a>,
    crate::Ia5String<'a>,
    crate::VisibleString<'a>,
    crate::NumericString<'a>,
    crate::PrintableString<'a>,
    crate::BmpString<'a>,
    crate::UniversalString<'a>,
    crate::TeletexString<'a>,
    crate::VideotexString<'a>,
    crate::GraphicString<'a>,
    crate::GeneralString<'a>,
    crate::ObjectDescriptor<'a>,
    crate::UtcTime<'a>,
    crate::GeneralizedTime<'a>,
    crate::Real<'a>,
    crate::OidIri<'a>,
    crate::RelativeOidIri<'a>,
);

/// The time types of X.680 §38, which X.696 encodes in a form of their
/// own that the runtime does not have yet: refused, not guessed.
macro_rules! not_yet {
    ($($ty:ty),*) => {$(
        impl<'a> Oer<'a> for $ty {
            fn read_oer(r: &mut OerReader<'a>) -> Result<Self> {
                Err(Error::new(ErrorKind::Oer("this time type has no OER codec yet"), r.offset()))
            }
            fn write_oer(&self, _: &mut OerWriter) -> Result<()> {
                Err(Error::new(ErrorKind::Oer("this time type has no OER codec yet"), 0))
            }
        }
    )*};
}

not_yet!(crate::Date<'a>, crate::TimeOfDay<'a>, crate::LocalDateTime<'a>, crate::Time<'a>, crate::Duration<'a>);

impl<'a> OerAs<'a> for BitString<'a> {
    fn read_oer_as(r: &mut OerReader<'a>, form: OerForm) -> Result<Self> {
        let at = r.offset();
        let (unused, bytes) = match form {
            OerForm::Fixed(bits) => ((8 - bits % 8) as u8 % 8, r.fixed_bits(bits)?),
            _ => r.bit_string()?,
        };
        // Padding bits are zero in both rules: the value DER writes has
        // them zero, and a view cannot clear them.
        BitString::new(unused, bytes).map_err(|e| Error::new(e.kind(), at))
    }

    fn write_oer_as(&self, w: &mut OerWriter, form: OerForm) -> Result<()> {
        match form {
            OerForm::Fixed(bits) if self.len() > bits => Err(Error::new(ErrorKind::SizeOutOfRange, 0)),
            // Shorter only with named bits, whose trailing zero bits the
            // value does not hold (X.680 §22.7): written back to the size.
            OerForm::Fixed(bits) => {
                w.write(self.as_bytes());
                for _ in self.as_bytes().len()..bits.div_ceil(8) {
                    w.octet(0);
                }
                Ok(())
            }
            _ => {
                w.length(1 + self.as_bytes().len());
                w.octet(self.unused_bits());
                w.write(self.as_bytes());
                Ok(())
            }
        }
    }
}

by_length!(BitString<'a>);

impl<'a> OerAs<'a> for Integer<'a> {
    fn read_oer_as(r: &mut OerReader<'a>, form: OerForm) -> Result<Self> {
        let at = r.offset();
        match form {
            OerForm::Int { octets, signed: true } => Ok(Integer::from_i64(r.signed_fixed(octets.into())?)),
            OerForm::Int { octets, signed: false } => Ok(Integer::from_u64(r.unsigned_fixed(octets.into())?)),
            OerForm::Unsigned => {
                let magnitude = r.unsigned()?;
                if magnitude[0] & 0x80 == 0 {
                    return Integer::from_bytes(magnitude).map_err(|e| Error::new(e.kind(), at));
                }
                match magnitude.len() {
                    ..=8 => Ok(Integer::from_u64(magnitude.iter().fold(0, |acc, &o| (acc << 8) | u64::from(o)))),
                    _ => Err(Error::new(
                        ErrorKind::Oer("an unsigned INTEGER of 2^64 or more with its top bit set is not held yet"),
                        at,
                    )),
                }
            }
            _ => Integer::from_bytes(r.signed()?).map_err(|e| Error::new(e.kind(), at)),
        }
    }

    fn write_oer_as(&self, w: &mut OerWriter, form: OerForm) -> Result<()> {
        let out_of_range = || Error::new(ErrorKind::ValueOutOfRange, 0);
        match form {
            OerForm::Int { octets, signed: true } => {
                w.signed_fixed(self.to_i64().ok_or_else(out_of_range)?, octets.into());
                Ok(())
            }
            OerForm::Int { octets, signed: false } => {
                w.unsigned_fixed(self.to_u64().ok_or_else(out_of_range)?, octets.into());
                Ok(())
            }
            OerForm::Unsigned => w.unsigned_from_der(self.as_bytes()),
            _ => {
                w.signed_from_der(self.as_bytes());
                Ok(())
            }
        }
    }
}

by_length!(Integer<'a>);

/// Native integers: a constrained INTEGER, in the fixed width its range
/// gives (or length-prefixed, which the plan gives a range wider than 64
/// bits, held in a native only when it is 64 bits wide).
macro_rules! native {
    ($($ty:ty),*) => {$(
        impl<'a> OerAs<'a> for $ty {
            #[inline]
            fn read_oer_as(r: &mut OerReader<'a>, form: OerForm) -> Result<Self> {
                let at = r.offset();
                let wide: i128 = match form {
                    OerForm::Int { octets, signed: true } => r.signed_fixed(octets.into())?.into(),
                    OerForm::Int { octets, signed: false } => r.unsigned_fixed(octets.into())?.into(),
                    _ => Integer::read_oer_as(r, form)?
                        .to_i128()
                        .ok_or_else(|| Error::new(ErrorKind::ValueOutOfRange, at))?,
                };
                <$ty>::try_from(wide).map_err(|_| Error::new(ErrorKind::ValueOutOfRange, at))
            }

            #[inline]
            fn write_oer_as(&self, w: &mut OerWriter, form: OerForm) -> Result<()> {
                let v = i128::from(*self);
                match form {
                    OerForm::Int { octets, signed: true } => w.signed_fixed(v as i64, octets.into()),
                    OerForm::Int { octets, signed: false } => w.unsigned_fixed(v as u64, octets.into()),
                    OerForm::Unsigned => w.integer(v, false),
                    _ => w.integer(v, true),
                }
                Ok(())
            }
        }
    )*};
}

native!(u8, u16, u32, u64, i8, i16, i32, i64);

/// A native integer without a constraint narrower than its own range (an
/// element of `SEQUENCE OF INTEGER (0..255)`): its own width, which is the
/// layout X.696 gives that range.
macro_rules! native_whole_range {
    ($($ty:ty: $octets:expr, $signed:expr);*) => {$(
        impl<'a> Oer<'a> for $ty {
            #[inline]
            fn read_oer(r: &mut OerReader<'a>) -> Result<Self> {
                Self::read_oer_as(r, OerForm::Int { octets: $octets, signed: $signed })
            }
            fn write_oer(&self, w: &mut OerWriter) -> Result<()> {
                self.write_oer_as(w, OerForm::Int { octets: $octets, signed: $signed })
            }
        }
    )*};
}

native_whole_range!(u8: 1, false; u16: 2, false; u32: 4, false; u64: 8, false;
    i8: 1, true; i16: 2, true; i32: 4, true; i64: 8, true);

impl<'a> Oer<'a> for bool {
    #[inline]
    fn read_oer(r: &mut OerReader<'a>) -> Result<Self> {
        r.boolean()
    }
    fn write_oer(&self, w: &mut OerWriter) -> Result<()> {
        w.boolean(*self);
        Ok(())
    }
}

impl<'a> Oer<'a> for () {
    #[inline]
    fn read_oer(_: &mut OerReader<'a>) -> Result<Self> {
        Ok(())
    }
    fn write_oer(&self, _: &mut OerWriter) -> Result<()> {
        Ok(())
    }
}

/// Writes `value` as an open type: its encoding after a length
/// determinant (an extension addition, an addition alternative).
pub fn write_open<'a, T: Oer<'a>>(w: &mut OerWriter, value: &T) -> Result<()> {
    w.wrapped(|w| value.write_oer(w))
}

/// Reads `T` wrapped as an open type: the whole wrapped value is one `T`.
pub fn read_open<'a, T>(r: &mut OerReader<'a>, read: impl FnOnce(&mut OerReader<'a>) -> Result<T>) -> Result<T> {
    let mut inner = r.open_type()?;
    let value = read(&mut inner)?;
    inner.finish()?;
    Ok(value)
}

/// CANONICAL-OER: a DEFAULT component is left out when it has its
/// default value; a decoder refuses it sent (X.696 §16).
pub fn check_not_default<T: PartialEq>(r: &OerReader<'_>, value: &T, default: &T, at: usize) -> Result<()> {
    if r.is_canonical() && value == default {
        return Err(Error::new(ErrorKind::DefaultValueEncoded, at));
    }
    Ok(())
}

/// Decodes `bytes` as OER under `rule` and writes the value again as
/// CANONICAL-OER (the round trip tools run on a type chosen by name).
pub fn oer_roundtrip<'a, T: Oer<'a> + Der<'a>>(bytes: &'a [u8], rule: OerRule) -> Result<Vec<u8>> {
    decode_with::<T>(bytes, rule)?.to_oer()
}

/// Decodes `bytes` as OER under `rule` and writes the value as DER.
pub fn oer_to_der<'a, T: Oer<'a> + Der<'a>>(bytes: &'a [u8], rule: OerRule) -> Result<Vec<u8>> {
    decode_with::<T>(bytes, rule)?.to_der()
}

/// Decodes `der` as DER and writes the value as CANONICAL-OER.
pub fn der_to_oer<'a, T: Oer<'a> + Der<'a>>(der: &'a [u8]) -> Result<Vec<u8>> {
    T::decode(der)?.to_oer()
}

/// Decodes `bytes` as OER under `rule` and writes the value as X.697 JSON.
pub fn oer_to_jer<'a, T: Oer<'a> + Der<'a> + crate::Jer>(
    bytes: &'a [u8],
    rule: OerRule,
) -> Result<alloc::string::String> {
    decode_with::<T>(bytes, rule)?.to_jer()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{SequenceOf, SetOf, Utf8String};
    use alloc::string::ToString;

    #[test]
    fn strings_borrow_the_input_under_either_form() {
        let oer = [0x03, b'a', b'b', b'c'];
        let s = Utf8String::decode_coer(&oer).unwrap();
        assert_eq!(s.as_str(), "abc");
        assert!(core::ptr::eq(s.as_str().as_ptr(), oer[1..].as_ptr()));
        assert_eq!(s.to_oer().unwrap(), oer);
        let mut r = OerReader::new(b"abcd", OerRule::Canonical);
        let fixed = <&[u8]>::read_oer_as(&mut r, OerForm::Fixed(4)).unwrap();
        assert_eq!(fixed, b"abcd");
        let mut w = OerWriter::new();
        assert_eq!(fixed.write_oer_as(&mut w, OerForm::Fixed(3)).unwrap_err().kind(), ErrorKind::SizeOutOfRange);
    }

    #[test]
    fn integers_take_the_form_of_their_use() {
        let read =
            |bytes: &'static [u8], form| Integer::read_oer_as(&mut OerReader::new(bytes, OerRule::Canonical), form);
        // An unsigned 128 gets DER's leading zero octet, held inline.
        let n = read(&[0x01, 0x80], OerForm::Unsigned).unwrap();
        assert_eq!(n.as_bytes(), [0x00, 0x80]);
        assert_eq!(n.to_der().unwrap(), [0x02, 0x02, 0x00, 0x80]);
        assert_eq!(read(&[0x01, 0x80], OerForm::Length).unwrap().to_i64(), Some(-128));
        assert_eq!(read(&[0xFF, 0xFE], OerForm::Int { octets: 2, signed: true }).unwrap().to_i64(), Some(-2));
        let mut w = OerWriter::new();
        n.write_oer_as(&mut w, OerForm::Unsigned).unwrap();
        assert_eq!(w.into_bytes(), [0x01, 0x80]);
        let mut r = OerReader::new(&[0x01, 0x2C], OerRule::Canonical);
        assert_eq!(
            u8::read_oer_as(&mut r, OerForm::Int { octets: 2, signed: false }).unwrap_err().kind(),
            ErrorKind::ValueOutOfRange
        );
        let mut r = OerReader::new(&[0x01, 0x2C], OerRule::Canonical);
        assert_eq!(u16::read_oer_as(&mut r, OerForm::Int { octets: 2, signed: false }).unwrap(), 300);
    }

    #[test]
    fn fixed_bit_strings_have_no_unused_bits_octet() {
        let mut r = OerReader::new(&[0xA0], OerRule::Canonical);
        let bits = BitString::read_oer_as(&mut r, OerForm::Fixed(4)).unwrap();
        assert_eq!((bits.len(), bits.bit(0), bits.bit(2)), (4, true, true));
        assert_eq!(bits.to_der().unwrap(), [0x03, 0x02, 0x04, 0xA0]);
        assert_eq!(bits.to_oer().unwrap(), [0x02, 0x04, 0xA0]);
    }

    #[test]
    fn collections_keep_their_oer_and_write_any_rule() {
        let oer = [0x01, 0x02, 0x01, 0x05, 0x01, 0x80];
        let list = SequenceOf::<Integer>::decode_coer(&oer).unwrap();
        let values: Vec<i64> = list.iter().filter_map(|i| i.to_i64()).collect();
        assert_eq!(values, [5, -128]);
        assert_eq!(list.to_oer().unwrap(), oer);
        assert_eq!(list.to_der().unwrap(), [0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x80]);
        let from_der = SequenceOf::<Integer>::decode(&list.to_der().unwrap()).unwrap().to_oer().unwrap();
        assert_eq!(from_der, oer);
        // CANONICAL-OER: a SET OF in the order of its encodings.
        let unsorted = [0x01, 0x02, 0x01, 0x80, 0x01, 0x05];
        assert!(SetOf::<Integer>::decode_oer(&unsorted).is_ok());
        let e = SetOf::<Integer>::decode_coer(&unsorted).unwrap_err();
        assert_eq!(
            (e.kind(), e.offset(), e.to_string().contains("[1] at byte 4")),
            (ErrorKind::SetOfNotSorted, 4, true)
        );
        let set = SetOf::<Integer>::decode_oer(&unsorted).unwrap();
        assert_eq!(set.to_oer().unwrap(), [0x01, 0x02, 0x01, 0x05, 0x01, 0x80]);
        // Elements that are not there.
        assert_eq!(
            SequenceOf::<Integer>::decode_oer(&[0x01, 0x03, 0x01, 0x05]).unwrap_err().kind(),
            ErrorKind::Truncated
        );
    }
}
