//! The DER content octets of a REAL value (X.690 §11.3): base 2 is binary
//! (the mantissa made odd, §11.3.1), base 10 the NR3 form (§11.3.2); the
//! special values are their one octet. Sema has parsed the value notation
//! ([`Real`]); this only encodes.

use num_bigint::BigInt;
use num_traits::{Signed, Zero};

use crate::ir::Real;

/// The content octets of `real`.
pub fn real_content(real: &Real) -> Vec<u8> {
    match real {
        Real::PlusInfinity => vec![0x40],
        Real::MinusInfinity => vec![0x41],
        Real::NotANumber => vec![0x42],
        Real::Finite { mantissa, .. } if mantissa.is_zero() => Vec::new(),
        Real::Finite { mantissa, base: 2, exponent } => binary(mantissa.clone(), exponent.clone()),
        Real::Finite { mantissa, exponent, .. } => decimal(mantissa.clone(), exponent.clone()),
    }
}

/// Binary, base 2, no scaling, the mantissa odd and both in their fewest
/// octets.
fn binary(mut mantissa: BigInt, mut exponent: BigInt) -> Vec<u8> {
    let negative = mantissa.is_negative();
    mantissa = mantissa.abs();
    while (&mantissa % 2u8).is_zero() {
        mantissa /= 2u8;
        exponent += 1u8;
    }
    let exponent = exponent.to_signed_bytes_be();
    let mut out = vec![0x80 | if negative { 0x40 } else { 0 }];
    match exponent.len() {
        n @ 1..=3 => out[0] |= (n - 1) as u8,
        n => {
            out[0] |= 3;
            out.push(n as u8);
        }
    }
    out.extend_from_slice(&exponent);
    out.extend_from_slice(&mantissa.to_bytes_be().1);
    out
}

/// Decimal, NR3, with neither a leading nor a trailing zero in the
/// mantissa and the exponent written `+0` or without `+`.
fn decimal(mut mantissa: BigInt, mut exponent: BigInt) -> Vec<u8> {
    while (&mantissa % 10u8).is_zero() {
        mantissa /= 10u8;
        exponent += 1u8;
    }
    let exponent = if exponent.is_zero() { "+0".to_string() } else { exponent.to_string() };
    let mut out = vec![0x03];
    out.extend_from_slice(format!("{mantissa}.E{exponent}").as_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::real_content;
    use crate::ir::Real;

    fn finite(mantissa: i64, base: u32, exponent: i64) -> Real {
        Real::Finite { mantissa: mantissa.into(), base, exponent: exponent.into() }
    }

    #[test]
    fn values_to_der() {
        assert_eq!(real_content(&finite(0, 10, 0)), b"");
        assert_eq!(real_content(&finite(0, 2, 5)), b"");
        assert_eq!(real_content(&finite(15, 10, -1)), b"\x0315.E-1");
        assert_eq!(real_content(&finite(-2, 10, 0)), b"\x03-2.E+0");
        assert_eq!(real_content(&finite(1200, 10, 0)), b"\x0312.E2");
        assert_eq!(real_content(&finite(602, 10, 21)), b"\x03602.E21");
        assert_eq!(real_content(&finite(12, 2, 0)), [0x80, 0x02, 0x03]);
        assert_eq!(real_content(&finite(-1, 2, -1)), [0xc0, 0xff, 0x01]);
        assert_eq!(real_content(&finite(5, 10, 0)), b"\x035.E+0");
        assert_eq!(real_content(&Real::PlusInfinity), [0x40]);
        assert_eq!(real_content(&Real::MinusInfinity), [0x41]);
        assert_eq!(real_content(&Real::NotANumber), [0x42]);
    }
}
