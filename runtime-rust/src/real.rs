//! REAL (X.690 §8.5) in its DER form (§11.3).
//!
//! The abstract value is kept as its checked content octets, so decoding
//! borrows and every value that decodes encodes back to the same octets.
//! DER allows, per value, exactly one form:
//! - plus zero: no content octets; minus zero, the infinities and
//!   NOT-A-NUMBER: one special octet (`0x43`, `0x40`, `0x41`, `0x42`);
//! - a base-2 value: binary, base 2, scaling factor 0, the mantissa odd
//!   (§11.3.1), mantissa and exponent in their fewest octets (the long
//!   exponent form only for exponents of four octets or more);
//! - a base-10 value: decimal in the ISO 6093 NR3 form, written as
//!   §11.3.2 says: `-`? digits without a leading or trailing `0`, then
//!   `.E`, then the exponent (`+0`, or without `+` and leading zeros).

use core::fmt;

use crate::octets::Octets;
use crate::{natural_der, DerValue, Error, ErrorKind, Integer, Mode, Reader, Result, Tag, Writer};

const PLUS_INFINITY: u8 = 0x40;
const MINUS_INFINITY: u8 = 0x41;
const NOT_A_NUMBER: u8 = 0x42;
const MINUS_ZERO: u8 = 0x43;
/// The first octet of a decimal encoding in the NR3 form.
const NR3: u8 = 0x03;

/// The most octets [`Real::from_f64`] writes: the first octet, two of
/// exponent (-1074..=971) and seven of mantissa (53 bits).
const F64_OCTETS: usize = 10;

/// A REAL value: its DER content octets.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Real<'a> {
    repr: Octets<'a, F64_OCTETS>,
}

/// What a [`Real`] is, read from its octets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RealValue<'r> {
    /// Plus zero.
    Zero,
    /// MINUS-ZERO.
    MinusZero,
    /// PLUS-INFINITY.
    PlusInfinity,
    /// MINUS-INFINITY.
    MinusInfinity,
    /// NOT-A-NUMBER.
    NotANumber,
    /// `mantissa × 2^exponent`, negated when `negative`.
    Binary {
        /// The sign.
        negative: bool,
        /// The mantissa: an odd unsigned number, big-endian, minimal.
        mantissa: &'r [u8],
        /// The exponent.
        exponent: Integer<'r>,
    },
    /// A base-10 value: its NR3 text, e.g. `-125.E-2`.
    Decimal(&'r str),
}

/// Checks REAL content octets against §8.5 and §11.3.
pub fn check_real(bytes: &[u8], offset: usize) -> Result<()> {
    if classify(bytes).is_some() {
        Ok(())
    } else {
        Err(Error::new(ErrorKind::InvalidReal, offset))
    }
}

/// The value of checked-or-not content octets; `None` when they are not
/// the DER form of any REAL.
fn classify(bytes: &[u8]) -> Option<RealValue<'_>> {
    let Some((&first, rest)) = bytes.split_first() else { return Some(RealValue::Zero) };
    match first >> 6 {
        0b10 | 0b11 => binary(first, rest),
        0b01 => match (first, rest) {
            (PLUS_INFINITY, []) => Some(RealValue::PlusInfinity),
            (MINUS_INFINITY, []) => Some(RealValue::MinusInfinity),
            (NOT_A_NUMBER, []) => Some(RealValue::NotANumber),
            (MINUS_ZERO, []) => Some(RealValue::MinusZero),
            _ => None,
        },
        // The canonical NR3 text is ASCII.
        _ if first == NR3 && nr3_is_canonical(rest) => core::str::from_utf8(rest).ok().map(RealValue::Decimal),
        _ => None,
    }
}

/// A binary encoding after its first octet: base 2 and no scaling (bits
/// 6–3 zero), a minimal exponent in the shortest format, a minimal odd
/// mantissa.
fn binary(first: u8, rest: &[u8]) -> Option<RealValue<'_>> {
    if first & 0b0011_1100 != 0 {
        return None;
    }
    let (exponent, mantissa) = match first & 0b11 {
        format @ 0..=2 => rest.split_at_checked(usize::from(format) + 1)?,
        _ => {
            let (&len, rest) = rest.split_first()?;
            // The long form only where the three short ones do not reach.
            if len < 4 {
                return None;
            }
            rest.split_at_checked(usize::from(len))?
        }
    };
    let exponent = Integer::from_bytes(exponent).ok()?;
    match (mantissa.first(), mantissa.last()) {
        (Some(&lead), Some(&last)) if lead != 0 && last & 1 == 1 => {
            Some(RealValue::Binary { negative: first & 0x40 != 0, mantissa, exponent })
        }
        _ => None,
    }
}

/// `-`? `[1-9]` (`[0-9]*[1-9]`)? `.E` (`+0` | `-`? `[1-9][0-9]*`).
fn nr3_is_canonical(text: &[u8]) -> bool {
    let unsigned = text.strip_prefix(b"-").unwrap_or(text);
    let Some(dot) = unsigned.iter().position(|&b| b == b'.') else { return false };
    let (mantissa, exponent) = (&unsigned[..dot], &unsigned[dot + 1..]);
    let Some(exponent) = exponent.strip_prefix(b"E") else { return false };
    let mantissa_ok = matches!((mantissa.first(), mantissa.last()), (Some(b'1'..=b'9'), Some(b'1'..=b'9')))
        && mantissa.iter().all(u8::is_ascii_digit);
    let digits = exponent.strip_prefix(b"-").unwrap_or(exponent);
    let exponent_ok =
        exponent == b"+0" || (matches!(digits.first(), Some(b'1'..=b'9')) && digits.iter().all(u8::is_ascii_digit));
    mantissa_ok && exponent_ok
}

impl<'a> Real<'a> {
    /// A REAL from content octets, checked to be DER.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Real<'a>> {
        check_real(bytes, 0)?;
        Ok(Real { repr: Octets::Borrowed(bytes) })
    }

    /// The REAL equal to `v`: binary, base 2 (NaN as NOT-A-NUMBER, and
    /// minus zero kept).
    pub fn from_f64(v: f64) -> Real<'a> {
        let special = |octet: u8| Octets::inline(&[octet]);
        let repr = if v.is_nan() {
            special(NOT_A_NUMBER)
        } else if v.is_infinite() {
            special(if v > 0.0 { PLUS_INFINITY } else { MINUS_INFINITY })
        } else if v == 0.0 {
            if v.is_sign_negative() {
                special(MINUS_ZERO)
            } else {
                Octets::inline(&[])
            }
        } else {
            let bits = v.to_bits();
            let biased = ((bits >> 52) & 0x7ff) as i32;
            let fraction = bits & ((1 << 52) - 1);
            // Subnormals have no implicit bit and the smallest exponent.
            let (mut mantissa, mut exponent) =
                if biased == 0 { (fraction, -1074) } else { (fraction | 1 << 52, biased - 1075) };
            let zeros = mantissa.trailing_zeros();
            mantissa >>= zeros;
            exponent += zeros as i32;
            let exponent = exponent as i16;
            let exponent_octets: &[u8] = &exponent.to_be_bytes();
            let exponent_octets = if i8::try_from(exponent).is_ok() { &exponent_octets[1..] } else { exponent_octets };
            let mantissa_octets = mantissa.to_be_bytes();
            let lead = (mantissa.leading_zeros() / 8) as usize;
            let mut buf = [0u8; F64_OCTETS];
            let sign = if v < 0.0 { 0x40 } else { 0 };
            buf[0] = 0x80 | sign | (exponent_octets.len() as u8 - 1);
            let mut len = 1;
            for part in [exponent_octets, &mantissa_octets[lead..]] {
                buf[len..len + part.len()].copy_from_slice(part);
                len += part.len();
            }
            Octets::inline(&buf[..len])
        };
        Real { repr }
    }

    /// The content octets.
    pub fn as_bytes(&self) -> &[u8] {
        self.repr.bytes()
    }

    /// What the value is.
    pub fn value(&self) -> RealValue<'_> {
        // The octets were checked when the value was made.
        classify(self.as_bytes()).unwrap_or(RealValue::NotANumber)
    }

    /// The nearest `f64`: exact for every value [`Real::from_f64`] makes;
    /// otherwise rounded to nearest (a binary mantissa of more than 64
    /// bits whose value is subnormal may be rounded twice).
    pub fn to_f64(&self) -> f64 {
        match self.value() {
            RealValue::Zero => 0.0,
            RealValue::MinusZero => -0.0,
            RealValue::PlusInfinity => f64::INFINITY,
            RealValue::MinusInfinity => f64::NEG_INFINITY,
            RealValue::NotANumber => f64::NAN,
            RealValue::Decimal(text) => text.parse().unwrap_or(f64::NAN),
            RealValue::Binary { negative, mantissa, exponent } => {
                let magnitude = binary_to_f64(mantissa, &exponent);
                if negative {
                    -magnitude
                } else {
                    magnitude
                }
            }
        }
    }
}

/// `mantissa × 2^exponent`, rounded once to nearest in the usual case.
fn binary_to_f64(mantissa: &[u8], exponent: &Integer<'_>) -> f64 {
    // The leading 64 bits, and a sticky 1 when anything after them is not
    // zero: the mantissa has at least 57 bits then, so the sticky bit sits
    // below the rounding position and `as f64` rounds correctly.
    let (head, tail) = mantissa.split_at(mantissa.len().min(8));
    let mut m = head.iter().fold(0u64, |acc, &b| acc << 8 | u64::from(b));
    if tail.iter().any(|&b| b != 0) {
        m |= 1;
    }
    let shift = i64::try_from(tail.len() * 8).unwrap_or(i64::MAX);
    let exponent = match exponent.to_i64() {
        Some(e) => e.saturating_add(shift),
        None if exponent.is_negative() => i64::MIN,
        None => i64::MAX,
    };
    scale(m as f64, exponent)
}

/// `x × 2^e`, by powers of two that are normal numbers, so that only the
/// last step can round.
fn scale(mut x: f64, mut e: i64) -> f64 {
    let power = |e: i64| f64::from_bits(((e + 1023) as u64) << 52);
    while e > 1023 {
        x *= power(1023);
        e -= 1023;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -1022 {
        x *= power(-1022);
        e += 1022;
        if x == 0.0 {
            return x;
        }
    }
    x * power(e)
}

impl<'a> DerValue<'a> for Real<'a> {
    const TAG: Tag = Tag::REAL;
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Real<'a>> {
        let offset = r.offset();
        let bytes = r.take_rest();
        check_real(bytes, offset)?;
        Ok(Real { repr: Octets::Borrowed(bytes) })
    }
    #[inline]
    fn encode_content<W: Writer>(&self, w: &mut W) -> Result<()> {
        w.write(self.as_bytes());
        Ok(())
    }
}
natural_der!(Real<'a>, "REAL");

/// The value notation: `0`, `-0`, `PLUS-INFINITY`, `MINUS-INFINITY`,
/// `NOT-A-NUMBER`, a decimal value as its NR3 text, a binary one as the
/// nearest `f64`.
impl fmt::Display for Real<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value() {
            RealValue::Zero => f.write_str("0"),
            RealValue::MinusZero => f.write_str("-0"),
            RealValue::PlusInfinity => f.write_str("PLUS-INFINITY"),
            RealValue::MinusInfinity => f.write_str("MINUS-INFINITY"),
            RealValue::NotANumber => f.write_str("NOT-A-NUMBER"),
            RealValue::Decimal(text) => f.write_str(text),
            RealValue::Binary { .. } => {
                let v = self.to_f64();
                if (1e-6..1e17).contains(&v.abs()) {
                    write!(f, "{v}")
                } else {
                    write!(f, "{v:e}")
                }
            }
        }
    }
}

impl fmt::Debug for Real<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Real({self})")
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn f64_values_round_trip_through_their_encoding() {
        let values = [
            1.0,
            -1.0,
            0.5,
            255.0,
            0.1,
            -1234.5625,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            -5e-324,
            1e300,
            core::f64::consts::PI,
        ];
        for v in values {
            let real = Real::from_f64(v);
            check_real(real.as_bytes(), 0).unwrap();
            assert_eq!(real.to_f64().to_bits(), v.to_bits(), "{v}");
        }
    }

    #[test]
    fn known_encodings() {
        assert_eq!(Real::from_f64(1.0).as_bytes(), [0x80, 0x00, 0x01]);
        assert_eq!(Real::from_f64(-0.5).as_bytes(), [0xc0, 0xff, 0x01]);
        assert_eq!(Real::from_f64(255.0).as_bytes(), [0x80, 0x00, 0xff]);
        assert_eq!(Real::from_f64(5e-324).as_bytes(), [0x81, 0xfb, 0xce, 0x01]);
        assert!(Real::from_f64(0.0).as_bytes().is_empty());
        assert_eq!(Real::from_f64(-0.0).as_bytes(), [MINUS_ZERO]);
        assert_eq!(Real::from_f64(f64::NAN).as_bytes(), [NOT_A_NUMBER]);
        assert_eq!(Real::from_f64(f64::NEG_INFINITY).as_bytes(), [MINUS_INFINITY]);
    }

    #[test]
    fn non_der_forms_are_refused() {
        for bad in [
            &[0x80, 0x00, 0x02][..],                     // even mantissa
            &[0x80, 0x00, 0x00, 0x01],                   // leading zero in the mantissa
            &[0x81, 0x00, 0x01, 0x01],                   // exponent in two octets where one does
            &[0x83, 0x01, 0x01, 0x01],                   // long exponent form for one octet
            &[0x90, 0x00, 0x01],                         // base 8
            &[0x84, 0x00, 0x01],                         // scaling factor 1
            &[0x80, 0x00],                               // no mantissa
            &[0x40, 0x00],                               // special value with more octets
            &[0x44],                                     // reserved special value
            &[0x01, b'1'],                               // NR1
            &[0x03, b'1', b'0', b'.', b'E', b'+', b'0'], // trailing zero
            &[0x03, b'1', b'.', b'E', b'0'],             // zero exponent without +
            &[0x03, b'1', b'.', b'E', b'+', b'1'],       // + on an exponent
            &[0x03, b'+', b'1', b'.', b'E', b'1'],       // + on the mantissa
            &[0x03, b'1', b'.', b'5', b'E', b'1'],       // digits after the point
        ] {
            assert!(check_real(bad, 0).is_err(), "{bad:02x?}");
        }
    }

    #[test]
    fn decimal_values_read_as_the_nearest_f64() {
        let real = Real::from_bytes(b"\x03-125.E-2").unwrap();
        assert_eq!(real.value(), RealValue::Decimal("-125.E-2"));
        assert_eq!(real.to_f64(), -1.25);
        assert_eq!(Real::from_bytes(b"\x031.E+0").unwrap().to_f64(), 1.0);
    }

    #[test]
    fn long_mantissas_round_to_nearest() {
        // 2^64 + 1 needs 65 bits: it rounds to 2^64.
        let bytes = [0x80, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 0x01];
        assert_eq!(Real::from_bytes(&bytes).unwrap().to_f64(), 18446744073709551616.0);
    }
}
