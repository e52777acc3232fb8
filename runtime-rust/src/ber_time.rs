//! The BER forms of UTCTime and GeneralizedTime (X.680 §47.3, §46.3),
//! brought to their DER forms (X.690 §11.7, §11.8).
//!
//! BER sends the text as the sender wrote it: UTCTime without seconds or
//! with a time difference (`+hhmm`); GeneralizedTime down to the hour or
//! the minute, with a fraction of the last unit written (after `.` or
//! `,`), with a time difference (`+hh` or `+hhmm`), or in local time. DER
//! has one form: UTC, seconds written, `Z`, and a fraction of the second
//! after `.` without trailing zeros. Every form but local time names one
//! instant, written here in that form; local time names none without the
//! place it was written in, so it is refused, as is a time difference that
//! would move a UTCTime out of the century its two-digit year stands for.

use crate::iso_time::Cursor;
use crate::time::{days_from_civil, days_in_month};

/// The most digits of a fraction of an hour or of a minute that are
/// scaled to seconds (fractions of the second are kept whatever their
/// length): 32 digits are far below any clock's resolution.
const MAX_SCALED_DIGITS: usize = 32;

/// A time read from one of its BER forms, ready to be written as DER.
pub(crate) struct DerTime<'t> {
    /// `YYYYMMDDhhmmss`, or `YYMMDDhhmmss` in the first twelve for UTCTime.
    head: [u8; 14],
    head_len: usize,
    fraction: Fraction<'t>,
}

/// The fraction of the second, without trailing zeros.
enum Fraction<'t> {
    /// Written as such in the input.
    Given(&'t [u8]),
    /// Computed from a fraction of an hour or of a minute.
    Scaled([u8; MAX_SCALED_DIGITS], usize),
}

impl<'t> DerTime<'t> {
    /// Reads `text`, the content of a UTCTime or (with `generalized`) a
    /// GeneralizedTime in any form X.680 allows; `None` when it is none of
    /// them or names no instant that DER can write.
    pub(crate) fn parse(text: &'t [u8], generalized: bool) -> Option<DerTime<'t>> {
        let mut c = Cursor { text, at: 0 };
        let year = if generalized {
            c.fixed(4)?
        } else {
            // RFC 5280 §4.1.2.5.1: YY below 50 is 20YY, otherwise 19YY.
            let yy = c.fixed(2)?;
            if yy < 50 {
                2000 + yy
            } else {
                1900 + yy
            }
        };
        let (month, day, hour) = (c.fixed(2)?, c.fixed(2)?, c.fixed(2)?);
        // The units written: hours only, minutes, or seconds (UTCTime has
        // minutes always); a fraction is of the last of them.
        let minute = if generalized { optional(&mut c, 2) } else { Some(c.fixed(2)?) };
        let second = minute.and_then(|_| optional(&mut c, 2));
        let unit = match (minute, second) {
            (None, _) => 3600,
            (Some(_), None) => 60,
            (Some(_), Some(_)) => 1,
        };
        let digits = if generalized && matches!(c.peek(), Some(b'.' | b',')) {
            c.at += 1;
            let digits = c.digits();
            if digits.is_empty() {
                return None;
            }
            digits
        } else {
            &[][..]
        };
        let zone = c.peek()?;
        c.at += 1;
        let offset_minutes = match zone {
            b'Z' => 0,
            sign @ (b'+' | b'-') => {
                let hours = c.fixed(2)?;
                let minutes = if generalized { optional(&mut c, 2).unwrap_or(0) } else { c.fixed(2)? };
                if hours > 23 || minutes > 59 {
                    return None;
                }
                let offset = i64::from(hours * 60 + minutes);
                if sign == b'+' {
                    offset
                } else {
                    -offset
                }
            }
            _ => return None,
        };
        let (minute, second) = (minute.unwrap_or(0), second.unwrap_or(0));
        let fields_valid = (1..=12).contains(&month)
            && day >= 1
            && day <= u32::from(days_in_month(year as u16, month as u8))
            && hour <= 23
            && minute <= 59
            && second <= 59;
        if !c.done() || !fields_valid {
            return None;
        }

        let (carried, fraction) =
            if unit == 1 { (0, Fraction::Given(trim_zeros(digits))) } else { scale(digits, unit)? };
        let local = days_from_civil(i64::from(year), month, day) * 86_400
            + i64::from(hour * 3600 + minute * 60 + second)
            + carried;
        let (year, month, day, seconds) = civil_from_seconds(local - offset_minutes * 60);
        let in_range = if generalized { (0..=9999).contains(&year) } else { (1950..=2049).contains(&year) };
        if !in_range {
            return None;
        }

        let mut head = [0u8; 14];
        let year_digits = if generalized { 4 } else { 2 };
        let fields = [
            (year as u32, year_digits),
            (month, 2),
            (day, 2),
            (seconds / 3600, 2),
            (seconds / 60 % 60, 2),
            (seconds % 60, 2),
        ];
        let mut at = 0;
        for (value, width) in fields {
            let mut v = value;
            for i in (at..at + width).rev() {
                head[i] = b'0' + (v % 10) as u8;
                v /= 10;
            }
            at += width;
        }
        Some(DerTime { head, head_len: at, fraction })
    }

    fn fraction(&self) -> &[u8] {
        match &self.fraction {
            Fraction::Given(digits) => digits,
            Fraction::Scaled(digits, len) => &digits[..*len],
        }
    }

    /// The DER text in pieces: the digits up to the second, the decimal
    /// mark and the fraction of the second (both empty when there is
    /// none), and `Z`.
    pub(crate) fn pieces(&self) -> [&[u8]; 4] {
        let fraction = self.fraction();
        let mark: &[u8] = if fraction.is_empty() { b"" } else { b"." };
        [&self.head[..self.head_len], mark, fraction, b"Z"]
    }

    /// The length of the DER text.
    pub(crate) fn len(&self) -> usize {
        self.pieces().iter().map(|piece| piece.len()).sum()
    }
}

/// `digits` (a fraction of `unit` seconds, 60 or 3600) as whole seconds
/// and the fraction of a second left over, which has no more digits than
/// the fraction given (`unit` is a whole number of seconds).
fn scale(digits: &[u8], unit: u32) -> Option<(i64, Fraction<'static>)> {
    if digits.len() > MAX_SCALED_DIGITS {
        return None;
    }
    // digits × unit, from the last digit, in decimal; what carries out of
    // the first digit is the number of whole seconds (below `unit`).
    let mut scaled = [0u8; MAX_SCALED_DIGITS];
    let mut carry = 0u32;
    for (i, &d) in digits.iter().enumerate().rev() {
        let v = u32::from(d - b'0') * unit + carry;
        scaled[i] = b'0' + (v % 10) as u8;
        carry = v / 10;
    }
    let len = trim_zeros(&scaled[..digits.len()]).len();
    Some((i64::from(carry), Fraction::Scaled(scaled, len)))
}

/// `digits` without trailing zeros (DER writes none, X.690 §11.7.3).
fn trim_zeros(digits: &[u8]) -> &[u8] {
    let len = digits.iter().rposition(|&d| d != b'0').map_or(0, |last| last + 1);
    &digits[..len]
}

/// The day (year, month, day) and the second of that day of `seconds`
/// since 1970-01-01T00:00:00: the inverse of `days_from_civil`.
fn civil_from_seconds(seconds: i64) -> (i64, u32, u32, u32) {
    let (days, second) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400) as u32);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = (if mp < 10 { mp + 3 } else { mp - 9 }) as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day, second)
}

/// Exactly `n` digits, as a number, if a digit comes next; else `None`,
/// reading nothing.
fn optional(c: &mut Cursor<'_>, n: usize) -> Option<u32> {
    c.peek().filter(u8::is_ascii_digit).and_then(|_| c.fixed(n))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The DER text of `text`, in a buffer of its own.
    fn der(text: &str, generalized: bool) -> Option<Text> {
        let time = DerTime::parse(text.as_bytes(), generalized)?;
        let mut out = Text([0; 96], 0);
        for piece in time.pieces() {
            out.0[out.1..out.1 + piece.len()].copy_from_slice(piece);
            out.1 += piece.len();
        }
        Some(out)
    }

    #[derive(Debug)]
    struct Text([u8; 96], usize);

    impl Text {
        fn as_deref(&self) -> &str {
            core::str::from_utf8(&self.0[..self.1]).unwrap()
        }
    }

    #[test]
    fn utc_time_forms() {
        for (ber, der_form) in [
            ("2401011200Z", "240101120000Z"),
            ("240101120000Z", "240101120000Z"),
            ("240101120000+0100", "240101110000Z"),
            ("2401010030-0045", "240101011500Z"),
            ("240101003000+0100", "231231233000Z"),
            ("000301000000+0001", "000229235900Z"),
        ] {
            assert_eq!(der(ber, false).as_ref().map(Text::as_deref), Some(der_form), "{ber}");
        }
        for bad in [
            "240101120000",      // local time is not a UTCTime form
            "2401011200.5Z",     // no fractions
            "240101120000+01",   // the difference has minutes
            "240101120000+2400", // no such difference
            "491231230000-0200", // 2050, which UTCTime cannot say
            "500101000000+0100", // 1949, neither
            "490229000000Z",     // 2049 is not a leap year
            "2401011260Z",       // no such minute
            "240101120000Zjunk",
            "24010112Z",
        ] {
            assert!(der(bad, false).is_none(), "{bad}");
        }
    }

    #[test]
    fn generalized_time_forms() {
        for (ber, der_form) in [
            ("2024010112Z", "20240101120000Z"),
            ("202401011230Z", "20240101123000Z"),
            ("2024010112,5Z", "20240101123000Z"),
            ("2024010112.1234567Z", "20240101120724.44412Z"),
            ("202401011230.25Z", "20240101123015Z"),
            ("202401011230.001Z", "20240101123000.06Z"),
            ("20240101123015,50Z", "20240101123015.5Z"),
            ("20240101123015.000Z", "20240101123015Z"),
            ("20240101120000+01", "20240101110000Z"),
            ("20240101120000-0130", "20240101133000Z"),
            ("20231231235959.5-0001", "20240101000059.5Z"),
            ("20240101000000.123456789123+0000", "20240101000000.123456789123Z"),
        ] {
            assert_eq!(der(ber, true).as_ref().map(Text::as_deref), Some(der_form), "{ber}");
        }
        for bad in [
            "20240101120000",   // local time: no instant
            "2024010112.5",     // local time
            "20240101120000.Z", // a separator without digits
            "2024010112.Z",
            "20240101120000+1", // the difference has two digits of hours
            "20240101120000+0160",
            "20240230120000Z",
            "2024010124Z",
            "00000101003000+0100", // before year 0
            "202401011",
            "2024010112.123456789012345678901234567890123Z", // 33 digits of an hour
        ] {
            assert!(der(bad, true).is_none(), "{bad}");
        }
    }

    #[test]
    fn der_forms_are_their_own_der() {
        for text in ["991231235959Z", "000101000000Z", "490228120000Z"] {
            assert_eq!(der(text, false).as_ref().map(Text::as_deref), Some(text));
        }
        for text in ["99991231235959.999999999Z", "00000101000000Z", "20240229120000.1Z"] {
            assert_eq!(der(text, true).as_ref().map(Text::as_deref), Some(text));
        }
    }
}
