//! REAL values in the value notation (X.680 §21.6): `realnumber` (`1.5`,
//! `-2`, `6.02e23`) is a base-10 value; `{ mantissa m, base b, exponent e }`
//! names its base (2 or 10); `PLUS-INFINITY`, `MINUS-INFINITY` and
//! `NOT-A-NUMBER` are the special values.

use num_bigint::BigInt;

use crate::ir::Real;

/// The value a REAL's text (trimmed) writes, or why it is not one.
pub(super) fn parse(text: &str) -> Result<Real, String> {
    match text {
        "PLUS-INFINITY" => return Ok(Real::PlusInfinity),
        "MINUS-INFINITY" => return Ok(Real::MinusInfinity),
        "NOT-A-NUMBER" => return Ok(Real::NotANumber),
        _ => {}
    }
    let (mantissa, base, exponent) = match text.strip_prefix('{') {
        Some(block) => sequence_value(block.trim_end_matches('}'))?,
        None => real_number(text)?,
    };
    Ok(Real::Finite { mantissa, base, exponent })
}

/// `{ mantissa m, base b, exponent e }`.
fn sequence_value(body: &str) -> Result<(BigInt, u32, BigInt), String> {
    let mut parts = [None, None, None];
    for item in body.split(',') {
        let mut words = item.split_whitespace();
        let (Some(name), Some(number), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!("`{}` is not a component of a REAL value", item.trim()));
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::parse;
    use crate::ir::Real;

    fn finite(mantissa: i64, base: u32, exponent: i64) -> Real {
        Real::Finite { mantissa: mantissa.into(), base, exponent: exponent.into() }
    }

    #[test]
    fn value_notation() {
        assert_eq!(parse("0").unwrap(), finite(0, 10, 0));
        assert_eq!(parse("1.5").unwrap(), finite(15, 10, -1));
        assert_eq!(parse("-2").unwrap(), finite(-2, 10, 0));
        assert_eq!(parse("6.02e23").unwrap(), finite(602, 10, 21));
        assert_eq!(parse("6.02E-3").unwrap(), finite(602, 10, -5));
        assert_eq!(parse("{ mantissa 12, base 2, exponent 0 }").unwrap(), finite(12, 2, 0));
        assert_eq!(parse("{exponent -1, base 2, mantissa -1}").unwrap(), finite(-1, 2, -1));
        assert_eq!(parse("PLUS-INFINITY").unwrap(), Real::PlusInfinity);
        assert_eq!(parse("MINUS-INFINITY").unwrap(), Real::MinusInfinity);
        assert_eq!(parse("NOT-A-NUMBER").unwrap(), Real::NotANumber);
    }

    #[test]
    fn what_is_not_a_real() {
        assert_eq!(parse("{ mantissa 1, base 8, exponent 0 }").unwrap_err(), "a REAL's base is 2 or 10, not 8");
        assert_eq!(parse("{ mantissa 1, base 2 }").unwrap_err(), "a REAL value needs mantissa, base and exponent");
        assert_eq!(parse("{ mantissa 1, radix 2, exponent 0 }").unwrap_err(), "a REAL value has no component `radix`");
        assert_eq!(parse("one").unwrap_err(), "`one` is not a REAL value");
    }
}
