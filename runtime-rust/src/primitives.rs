//! BOOLEAN, NULL, OCTET STRING and INTEGER (borrowed and native).

use core::fmt;

use crate::octets::Octets;
use crate::{natural_der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag, Writer};

impl<'a> DerValue<'a> for bool {
    const TAG: Tag = Tag::BOOLEAN;
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<bool> {
        let offset = r.offset();
        match (r.take_rest(), r.space()) {
            ([0x00], _) => Ok(false),
            ([0xff], _) => Ok(true),
            // BER: any other octet is true too (X.690 §8.2.2).
            ([_], Some(space)) => {
                space.note_irregular();
                Ok(true)
            }
            _ => Err(Error::new(ErrorKind::InvalidBoolean, offset)),
        }
    }
    crate::codec::octets_encoders!(|v| &[if *v { 0xff } else { 0x00 }]);
}
natural_der!(bool, "BOOLEAN");

/// NULL.
impl<'a> DerValue<'a> for () {
    const TAG: Tag = Tag::NULL;
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<()> {
        if r.is_empty() {
            Ok(())
        } else {
            Err(Error::new(ErrorKind::InvalidNull, r.offset()))
        }
    }
    crate::codec::octets_encoders!(|_v| &[]);
}
natural_der!((), "NULL");

/// OCTET STRING: the content octets, borrowed.
impl<'a> DerValue<'a> for &'a [u8] {
    const TAG: Tag = Tag::OCTET_STRING;
    const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Octets);
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<&'a [u8]> {
        Ok(r.take_rest())
    }
    crate::codec::octets_encoders!(|v| *v);
}
natural_der!(&'a [u8], "OCTET STRING");

/// Checks the content octets of an INTEGER or ENUMERATED (X.690 §8.3.2:
/// at least one octet, and the first nine bits not all equal).
#[inline]
pub fn check_integer(bytes: &[u8], offset: usize) -> Result<()> {
    match bytes {
        [] => Err(Error::new(ErrorKind::EmptyInteger, offset)),
        [0x00, b, ..] if *b < 0x80 => Err(Error::new(ErrorKind::NonMinimalInteger, offset)),
        [0xff, b, ..] if *b >= 0x80 => Err(Error::new(ErrorKind::NonMinimalInteger, offset)),
        _ => Ok(()),
    }
}

/// The value of checked INTEGER content octets, when it fits an i128.
#[inline]
fn content_to_i128(bytes: &[u8]) -> Option<i128> {
    if bytes.len() > 16 {
        return None;
    }
    let negative = bytes.first().is_some_and(|b| b & 0x80 != 0);
    let init: i128 = if negative { -1 } else { 0 };
    Some(bytes.iter().fold(init, |acc, &b| (acc << 8) | i128::from(b)))
}

/// The value of checked INTEGER content octets of at most eight octets.
#[inline]
fn content_to_i64(bytes: &[u8]) -> Option<i64> {
    if bytes.len() > 8 {
        return None;
    }
    let negative = bytes.first().is_some_and(|b| b & 0x80 != 0);
    let init: i64 = if negative { -1 } else { 0 };
    Some(bytes.iter().fold(init, |acc, &b| (acc << 8) | i64::from(b)))
}

/// Decodes INTEGER or ENUMERATED content into an i128, checking the form.
#[inline]
pub fn decode_i128<'a, M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<i128> {
    let offset = r.offset();
    let bytes = r.take_rest();
    check_integer(bytes, offset)?;
    content_to_i128(bytes).ok_or_else(|| Error::new(ErrorKind::ValueOutOfRange, offset))
}

/// Writes `v` as minimal two's-complement content octets.
#[inline]
pub fn encode_i128<W: Writer>(w: &mut W, v: i128) {
    let (octets, start) = minimal_octets(v);
    w.write(&octets[start..]);
}

/// `v`'s two's-complement octets, and where its minimal form starts in them.
#[inline(always)]
const fn minimal_octets(v: i128) -> ([u8; 16], usize) {
    (v.to_be_bytes(), 16 - minimal_len(v))
}

/// The number of octets of `v`'s minimal two's-complement form: its
/// significant bits and a sign bit, rounded up to whole octets.
#[inline(always)]
const fn minimal_len(v: i128) -> usize {
    // At least one leading bit repeats the sign, so this is at most 16.
    let sign_bits = if v < 0 { (!v).leading_zeros() } else { v.leading_zeros() } as usize;
    (128 - sign_bits) / 8 + 1
}

/// Negates big-endian two's-complement octets in place: inverts them and
/// adds one (for the decimal forms of JER, which need `alloc`).
#[cfg(feature = "alloc")]
pub(crate) fn negate(bytes: &mut [u8]) {
    let mut carry = true;
    for b in bytes.iter_mut().rev() {
        let (sum, overflow) = (!*b).overflowing_add(u8::from(carry));
        *b = sum;
        carry = overflow;
    }
}

/// Two's-complement octets without the leading octets that only repeat
/// the sign (at least one octet is kept).
#[inline]
pub(crate) fn minimal(bytes: &[u8]) -> &[u8] {
    let mut start = 0;
    while start + 1 < bytes.len() {
        let (a, b) = (bytes[start], bytes[start + 1]);
        if (a == 0x00 && b < 0x80) || (a == 0xff && b >= 0x80) {
            start += 1;
        } else {
            break;
        }
    }
    &bytes[start..]
}

/// Fails with [`ErrorKind::ValueOutOfRange`] at `offset` unless `ok`.
#[inline]
pub fn check_range(ok: bool, offset: usize) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(Error::new(ErrorKind::ValueOutOfRange, offset))
    }
}

/// Whether `x` lies in one of `ranges`, inclusive, sorted and disjoint: the
/// generated check of a constraint with more ranges than it compares one by
/// one.
pub fn in_ranges(x: i128, ranges: &[(i128, i128)]) -> bool {
    let after = ranges.partition_point(|&(lo, _)| lo <= x);
    after > 0 && x <= ranges[after - 1].1
}

/// Fails with [`ErrorKind::SizeOutOfRange`] at `offset` unless `ok`.
#[inline]
pub fn check_size(ok: bool, offset: usize) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(Error::new(ErrorKind::SizeOutOfRange, offset))
    }
}

macro_rules! native_integer {
    ($($t:ty),*) => {$(
        /// INTEGER held in a native type: the schema's constraint fits it.
        impl<'a> DerValue<'a> for $t {
            const TAG: Tag = Tag::INTEGER;
            #[inline(always)]
            fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<$t> {
                let offset = r.offset();
                let bytes = r.take_rest();
                // One content octet, the most common INTEGER of a protocol
                // (versions, message types, enctypes), is always minimal:
                // its value without the loop. A negative one for an
                // unsigned type is refused below.
                if let [octet] = *bytes {
                    // (From i128, a conversion that can fail for every
                    // native type: the pattern stays refutable.)
                    if let Ok(v) = <$t>::try_from(i128::from(octet as i8)) {
                        return Ok(v);
                    }
                }
                // Two octets (Kerberos' padata-types from 128 on, ports)
                // are minimal when their value needs both.
                if let [high, low] = *bytes {
                    let v = i16::from_be_bytes([high, low]);
                    if i8::try_from(v).is_err() {
                        if let Ok(v) = <$t>::try_from(i128::from(v)) {
                            return Ok(v);
                        }
                    }
                }
                if !r.is_checked() {
                    check_integer(bytes, offset)?;
                }
                // Up to eight octets, the value is read in one register.
                let v = match content_to_i64(bytes) {
                    Some(v) => <$t>::try_from(v).ok(),
                    None => content_to_i128(bytes).and_then(|v| <$t>::try_from(v).ok()),
                };
                v.ok_or_else(|| Error::new(ErrorKind::ValueOutOfRange, offset))
            }
            #[inline]
            fn encode_content<W: Writer>(&self, w: &mut W) -> Result<()> {
                encode_i128(w, i128::from(*self));
                Ok(())
            }

            #[inline]
            fn encode_with_tag<W: Writer>(&self, w: &mut W, tag: Tag) -> Result<()> {
                let (octets, start) = minimal_octets(i128::from(*self));
                w.primitive(tag, &octets[start..]);
                Ok(())
            }

            #[inline]
            fn encode_explicit<W: Writer>(&self, w: &mut W, outer: Tag, tag: Tag) -> Result<()> {
                let (octets, start) = minimal_octets(i128::from(*self));
                w.explicit_primitive(outer, tag, &octets[start..]);
                Ok(())
            }
        }
        natural_der!(
            $t,
            "INTEGER",
            const HAS_QUICK_LEN: bool = true;
            /// An INTEGER of one content octet: minimal, and a value of
            /// every signed type, and of an unsigned one when not negative
            /// (a list of enctypes).
            #[inline(always)]
            fn quick_len(rest: &[u8]) -> usize {
                match *rest {
                    [0x02, 0x01, octet, ..] if <$t>::try_from(i128::from(octet as i8)).is_ok() => 3,
                    _ => 0,
                }
            }
        );
    )*};
}
native_integer!(u8, u16, u32, u64, i8, i16, i32, i64);

/// An INTEGER of any size: its content octets, borrowed and checked minimal.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Integer<'a> {
    repr: Octets<'a, 9>,
}

impl<'a> Integer<'a> {
    /// An integer from content octets that are known to be minimal
    /// (generated constants).
    pub const fn from_static(bytes: &'static [u8]) -> Integer<'a> {
        Integer { repr: Octets::Borrowed(bytes) }
    }

    /// An integer from two's-complement content octets, checked minimal.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Integer<'a>> {
        check_integer(bytes, 0)?;
        Ok(Integer { repr: Octets::Borrowed(bytes) })
    }

    /// An integer from a native value.
    pub fn from_i64(v: i64) -> Integer<'a> {
        Integer { repr: Octets::inline(minimal(&v.to_be_bytes())) }
    }

    /// An integer from a native unsigned value.
    pub fn from_u64(v: u64) -> Integer<'a> {
        if let Ok(small) = i64::try_from(v) {
            return Integer::from_i64(small);
        }
        let mut buf = [0u8; 9];
        buf[1..].copy_from_slice(&v.to_be_bytes());
        Integer { repr: Octets::inline(&buf) }
    }

    /// The two's-complement content octets, big-endian, minimal.
    pub fn as_bytes(&self) -> &[u8] {
        self.repr.bytes()
    }

    /// Whether the value is below zero.
    pub fn is_negative(&self) -> bool {
        self.as_bytes().first().is_some_and(|b| b & 0x80 != 0)
    }

    /// The value, when it fits an i64.
    pub fn to_i64(&self) -> Option<i64> {
        content_to_i128(self.as_bytes()).and_then(|v| i64::try_from(v).ok())
    }

    /// The value, when it is non-negative and fits a u64.
    pub fn to_u64(&self) -> Option<u64> {
        content_to_i128(self.as_bytes()).and_then(|v| u64::try_from(v).ok())
    }

    /// The value, when it fits an i128.
    pub fn to_i128(&self) -> Option<i128> {
        content_to_i128(self.as_bytes())
    }

    /// The magnitude as big-endian bytes without leading zeros, for
    /// non-negative values (serial numbers, RSA moduli).
    pub fn as_unsigned_bytes(&self) -> Option<&[u8]> {
        if self.is_negative() {
            return None;
        }
        let b = self.as_bytes();
        Some(if b.len() > 1 && b[0] == 0 { &b[1..] } else { b })
    }
}

impl<'a> DerValue<'a> for Integer<'a> {
    const TAG: Tag = Tag::INTEGER;
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Integer<'a>> {
        let offset = r.offset();
        let bytes = r.take_rest();
        if !r.is_checked() {
            check_integer(bytes, offset)?;
        }
        Ok(Integer { repr: Octets::Borrowed(bytes) })
    }
    crate::codec::octets_encoders!(|v| v.as_bytes());
}
natural_der!(Integer<'a>, "INTEGER");

/// Decimal for values that fit an i128, hex (`0x…`) otherwise.
impl fmt::Display for Integer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_i128() {
            Some(v) => write!(f, "{v}"),
            None => {
                if self.is_negative() {
                    f.write_str("-(two's complement) ")?;
                }
                f.write_str("0x")?;
                self.as_bytes().iter().try_for_each(|b| write!(f, "{b:02x}"))
            }
        }
    }
}

impl fmt::Debug for Integer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Integer({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::{content_to_i128, in_ranges};
    use crate::{Der, ErrorKind};

    /// Every INTEGER of one and of two content octets, read into `T`, is
    /// what the general reading gives: NonMinimalInteger where the first
    /// octet only repeats the sign, else the value where it fits, else
    /// ValueOutOfRange.
    fn short_integers<T>()
    where
        T: for<'a> Der<'a> + TryFrom<i128> + PartialEq + core::fmt::Debug,
    {
        let want = |content: &[u8]| {
            super::check_integer(content, 2).map_err(|e| e.kind())?;
            content_to_i128(content).and_then(|v| T::try_from(v).ok()).ok_or(ErrorKind::ValueOutOfRange)
        };
        for octet in 0..=255u8 {
            let got = T::decode(&[0x02, 0x01, octet]).map_err(|e| e.kind());
            assert_eq!(got, want(&[octet]), "{octet:#04x}");
        }
        for pair in 0..=u16::MAX {
            let [high, low] = pair.to_be_bytes();
            let got = T::decode(&[0x02, 0x02, high, low]).map_err(|e| e.kind());
            assert_eq!(got, want(&[high, low]), "{pair:#06x}");
        }
    }

    /// `$check::<T>()` for every native INTEGER type `T`.
    macro_rules! for_native_integers {
        ($check:ident) => {
            $check::<u8>();
            $check::<u16>();
            $check::<u32>();
            $check::<u64>();
            $check::<i8>();
            $check::<i16>();
            $check::<i32>();
            $check::<i64>();
        };
    }

    #[test]
    fn native_integers_of_one_and_two_octets() {
        for_native_integers!(short_integers);
    }

    /// The count, or the error, of the SEQUENCE OF `T` content `content`
    /// read at nesting depth `depth`: as a `SequenceOf` reads it (`quick`,
    /// taking elements of one content octet by `quick_len`), or element by
    /// element with the decoder (`check_sequence`).
    fn sequence_of<T>(content: &[u8], depth: u8, quick: bool) -> crate::Result<usize>
    where
        T: for<'a> Der<'a> + Clone,
    {
        use crate::{DerValue, Reader, SequenceOf};
        let mut r = Reader::new(content);
        for _ in 0..depth {
            r = r.nested(content, 0);
        }
        if quick {
            SequenceOf::<T>::decode_content(&mut r).map(|s| s.len())
        } else {
            crate::collections::check_sequence(&mut r, |r| T::decode_tlv(r).map(drop))
        }
    }

    /// Both readings of `sequence_of` agree for every one-octet value
    /// among elements of other forms and malformed ones, in three orders,
    /// and at the depth bound.
    fn sequences_of_short_integers<T>()
    where
        T: for<'a> Der<'a> + Clone,
    {
        assert!(T::HAS_QUICK_LEN);
        let others: [&[u8]; 8] = [
            &[0x02, 0x02, 0x00, 0x80],
            &[0x02, 0x02, 0x00, 0x01],
            &[0x02, 0x02, 0xff, 0x7f],
            &[0x02, 0x00],
            &[0x02, 0x81, 0x01, 0x05],
            &[0x04, 0x01, 0x05],
            &[0x22, 0x03, 0x02, 0x01, 0x05],
            &[0x02, 0x01],
        ];
        for octet in 0..=255u8 {
            let one = [0x02, 0x01, octet];
            for other in others {
                for parts in [[&one[..], &one, other], [&one, other, &one], [other, &one, &one]] {
                    let content = parts.concat();
                    for depth in [0, crate::MAX_DEPTH - 1, crate::MAX_DEPTH] {
                        assert_eq!(
                            sequence_of::<T>(&content, depth, true),
                            sequence_of::<T>(&content, depth, false),
                            "{content:02x?} at depth {depth}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn sequences_of_native_integers_skip_only_valid_elements() {
        for_native_integers!(sequences_of_short_integers);
    }

    #[test]
    fn in_ranges_agrees_with_a_scan() {
        let ranges = [(i128::MIN, -100), (-7, -7), (-3, 0), (2, 2), (5, 9), (40, i128::MAX)];
        for x in -120..=60 {
            let want = ranges.iter().any(|&(lo, hi)| lo <= x && x <= hi);
            assert_eq!(in_ranges(x, &ranges), want, "{x}");
        }
        assert!(in_ranges(i128::MIN, &ranges) && in_ranges(i128::MAX, &ranges));
        assert!(!in_ranges(0, &[]));
    }
}
