//! The DER content octets of a REAL written in the value notation (X.680
//! §21): `realnumber` (`1.5`, `-2`, `6.02e23`) is a base-10 value, written
//! in the NR3 form of X.690 §11.3.2; `{ mantissa m, base b, exponent e }`
//! is base 2 (binary, the mantissa made odd, §11.3.1) or base 10;
//! `PLUS-INFINITY` and `MINUS-INFINITY` are their special octets.

use num_bigint::BigInt;
use num_traits::{Signed, Zero};

/// The content octets, or why the text is not a REAL value.
pub fn real_content(text: &str) -> Result<Vec<u8>, String> {
    let text = text.trim();
    match text {
        "PLUS-INFINITY" => return Ok(vec![0x40]),
        "MINUS-INFINITY" => return Ok(vec![0x41]),
        "NOT-A-NUMBER" => return Ok(vec![0x42]),
        _ => {}
    }
    let (mantissa, base, exponent) = match text.strip_prefix('{') {
        Some(block) => sequence_value(block.trim_end_matches('}'))?,
        None => real_number(text)?,
    };
    Ok(match base {
        _ if mantissa.is_zero() => Vec::new(),
        2 => binary(mantissa, exponent),
        _ => decimal(mantissa, exponent),
    })
}

/// `{ mantissa m, base b, exponent e }`.
fn sequence_value(body: &str) -> Result<(BigInt, u32, BigInt), String> {
    let mut parts = [None, None, None];
    for item in body.split(',') {
        let mut words = item.split_whitespace();
        let (Some(name), Some(number), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!("`{item}` is not a component of a REAL value"));
        };
        let slot = ["mantissa", "base", "exponent"].iter().position(|n| *n == name);
        let number: BigInt = number.parse().map_err(|_| format!("`{number}` is not a number"))?;
        match slot {
            Some(i) => parts[i] = Some(number),
            None => return Err(format!("a REAL value has no component `{name}`")),
        }
    }
    let [Some(mantissa), Some(base), Some(exponent)] = parts else {
        return Err("a REAL value needs mantissa, base and exponent".into());
    };
    let base = match u32::try_from(&base) {
        Ok(b @ (2 | 10)) => b,
        _ => return Err(format!("a REAL's base is 2 or 10, not {base}")),
    };
    Ok((mantissa, base, exponent))
}

/// `-`? digits (`.` digits)? (`e` `-`? digits)?, as base 10.
fn real_number(text: &str) -> Result<(BigInt, u32, BigInt), String> {
    let bad = || format!("`{text}` is not a REAL value");
    let lower = text.to_ascii_lowercase();
    let (number, exponent) = lower.split_once('e').unwrap_or((&lower, "0"));
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let mantissa: BigInt = format!("{whole}{fraction}").parse().map_err(|_| bad())?;
    let exponent: BigInt = exponent.parse().map_err(|_| bad())?;
    Ok((mantissa, 10, exponent - fraction.len()))
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
#[allow(clippy::unwrap_used)]
mod tests {
    use super::real_content;

    #[test]
    fn value_notation_to_der() {
        assert_eq!(real_content("0").unwrap(), b"");
        assert_eq!(real_content("1.5").unwrap(), b"\x0315.E-1");
        assert_eq!(real_content("-2").unwrap(), b"\x03-2.E+0");
        assert_eq!(real_content("1200").unwrap(), b"\x0312.E2");
        assert_eq!(real_content("6.02e23").unwrap(), b"\x03602.E21");
        assert_eq!(real_content("{ mantissa 12, base 2, exponent 0 }").unwrap(), [0x80, 0x02, 0x03]);
        assert_eq!(real_content("{mantissa -1, base 2, exponent -1}").unwrap(), [0xc0, 0xff, 0x01]);
        assert_eq!(real_content("{ mantissa 5, base 10, exponent 0 }").unwrap(), b"\x035.E+0");
        assert_eq!(real_content("PLUS-INFINITY").unwrap(), [0x40]);
        assert!(real_content("{ mantissa 1, base 8, exponent 0 }").is_err());
        assert!(real_content("one").is_err());
    }
}
