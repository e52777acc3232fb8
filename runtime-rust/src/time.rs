//! UTCTime and GeneralizedTime in their DER forms (X.690 §11.7, §11.8):
//! UTC (`Z`), seconds present, no trailing zeros in fractions.

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Reader, Result, Tag, Writer};

/// A calendar time in UTC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    /// Year, four digits.
    pub year: u16,
    /// Month, 1–12.
    pub month: u8,
    /// Day of month, 1–31.
    pub day: u8,
    /// Hour, 0–23.
    pub hour: u8,
    /// Minute, 0–59.
    pub minute: u8,
    /// Second, 0–59.
    pub second: u8,
    /// Nanoseconds (GeneralizedTime fractions; digits past the ninth are
    /// kept in the encoding but not here).
    pub nanosecond: u32,
}

impl DateTime {
    /// Seconds since 1970-01-01T00:00:00Z (negative before).
    pub fn unix_timestamp(&self) -> i64 {
        // Days from civil (proleptic Gregorian), after H. Hinnant's algorithm.
        let (y, m) = if self.month <= 2 {
            (i64::from(self.year) - 1, i64::from(self.month) + 9)
        } else {
            (i64::from(self.year), i64::from(self.month) - 3)
        };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * m + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        let days = era * 146_097 + doe - 719_468;
        days * 86_400 + i64::from(self.hour) * 3600 + i64::from(self.minute) * 60 + i64::from(self.second)
    }
}

/// RFC 3339: `2024-01-31T12:00:00Z`.
impl fmt::Display for DateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )?;
        if self.nanosecond != 0 {
            let mut frac = self.nanosecond;
            let mut digits = 9;
            while frac % 10 == 0 {
                frac /= 10;
                digits -= 1;
            }
            write!(f, ".{frac:0digits$}")?;
        }
        f.write_str("Z")
    }
}

fn digits(bytes: &[u8]) -> Option<u32> {
    bytes.iter().try_fold(0u32, |acc, &b| b.is_ascii_digit().then(|| acc * 10 + u32::from(b - b'0')))
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        _ => 31,
    }
}

/// Parses `MMDDHHMMSS` after the year and checks every field's range.
fn parse_fields(year: u16, rest: &[u8]) -> Option<DateTime> {
    let rest: &[u8; 10] = rest.try_into().ok()?;
    // All ten digits checked at once, then each pair read without a check.
    if !rest.iter().fold(true, |all, b| all & b.is_ascii_digit()) {
        return None;
    }
    let field = |i: usize| (rest[i] - b'0') * 10 + (rest[i + 1] - b'0');
    let (month, day, hour, minute, second) = (field(0), field(2), field(4), field(6), field(8));
    let valid = (1..=12).contains(&month)
        && day >= 1
        && day <= days_in_month(year, month)
        && hour <= 23
        && minute <= 59
        && second <= 59;
    valid.then_some(DateTime { year, month, day, hour, minute, second, nanosecond: 0 })
}

fn parse_utc(bytes: &[u8]) -> Option<DateTime> {
    if bytes.len() != 13 || bytes[12] != b'Z' {
        return None;
    }
    // RFC 5280 §4.1.2.5.1: YY below 50 is 20YY, otherwise 19YY.
    let yy = digits(&bytes[..2])? as u16;
    let year = if yy < 50 { 2000 + yy } else { 1900 + yy };
    parse_fields(year, &bytes[2..12])
}

fn parse_generalized(bytes: &[u8]) -> Option<DateTime> {
    let (body, z) = bytes.split_at(bytes.len().checked_sub(1)?);
    if z != b"Z" || body.len() < 14 {
        return None;
    }
    let year = digits(&body[..4])? as u16;
    let mut time = parse_fields(year, &body[4..14])?;
    let frac = &body[14..];
    if !frac.is_empty() {
        // `.` then at least one digit, the last not zero.
        let (dot, fraction) = frac.split_first()?;
        if *dot != b'.' || fraction.is_empty() || fraction.last() == Some(&b'0') {
            return None;
        }
        if !fraction.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let nine = &fraction[..fraction.len().min(9)];
        time.nanosecond = digits(nine)? * 10u32.pow(9 - nine.len() as u32);
    }
    Some(time)
}

macro_rules! time_type {
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr, $parse:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<'a>(&'a [u8]);

        impl<'a> $name<'a> {
            /// Checks the DER form of the text.
            pub fn new(text: &'a [u8]) -> Result<$name<'a>> {
                $parse(text).map(|_| $name(text)).ok_or_else(|| Error::new(ErrorKind::InvalidTime, 0))
            }

            /// The encoded text.
            pub fn as_bytes(&self) -> &'a [u8] {
                self.0
            }

            /// The time, parsed (the text was checked when decoded).
            pub fn to_datetime(&self) -> DateTime {
                $parse(self.0).unwrap_or(DateTime {
                    year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, nanosecond: 0,
                })
            }
        }

        impl<'a> DerValue<'a> for $name<'a> {
            const TAG: Tag = $tag;
            #[inline]
            fn decode_content(r: &mut Reader<'a>) -> Result<$name<'a>> {
                let offset = r.offset();
                let text = r.take_rest();
                match $parse(text) {
                    Some(_) => Ok($name(text)),
                    None => Err(Error::new(ErrorKind::InvalidTime, offset)),
                }
            }
            #[inline]
            fn encode_content<W: Writer>(&self, w: &mut W) -> Result<()> {
                w.write(self.0);
                Ok(())
            }
        }
        natural_der!($name<'a>, $asn1);

        impl fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.to_datetime(), f)
            }
        }

        impl fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self)
            }
        }
    };
}

time_type!(
    /// UTCTime, `YYMMDDHHMMSSZ`.
    UtcTime, Tag::UTC_TIME, "UTCTime", parse_utc
);
time_type!(
    /// GeneralizedTime, `YYYYMMDDHHMMSS[.f]Z`.
    GeneralizedTime, Tag::GENERALIZED_TIME, "GeneralizedTime", parse_generalized
);
