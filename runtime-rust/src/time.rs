//! UTCTime and GeneralizedTime in their DER forms (X.690 §11.7, §11.8):
//! UTC (`Z`), seconds present, no trailing zeros in fractions. And the
//! useful time types of X.680 §38.4.1–3, encoded as ISO 8601 basic-format
//! text: DATE `YYYYMMDD`, TIME-OF-DAY `hhmmss`, DATE-TIME `YYYYMMDDhhmmss`
//! (local times; the years those types allow are 1582 to 9999).

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag, Writer};

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
        let days = days_from_civil(i64::from(self.year), u32::from(self.month), u32::from(self.day));
        days * 86_400 + i64::from(self.hour) * 3600 + i64::from(self.minute) * 60 + i64::from(self.second)
    }
}

/// Days from 1970-01-01 to a day of the proleptic Gregorian calendar
/// (negative before), after H. Hinnant's algorithm.
pub(crate) fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let (y, m) = if month <= 2 { (year - 1, i64::from(month) + 9) } else { (year, i64::from(month) - 3) };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
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

/// Whether every octet is an ASCII digit, eight at a time (the last eight
/// overlapping the others, so any length from eight up takes no tail loop).
fn all_digits(bytes: &[u8]) -> bool {
    match bytes.len().checked_sub(8) {
        None => bytes.iter().fold(true, |all, b| all & b.is_ascii_digit()),
        Some(last) => bytes.chunks_exact(8).fold(eight_digits(&bytes[last..]), |all, chunk| all & eight_digits(chunk)),
    }
}

/// Whether eight octets are ASCII digits: each has the high nibble 3, and
/// still has it after adding 6 (so its low nibble is below 10). Once every
/// high nibble is 3 no addition carries into the next octet.
fn eight_digits(chunk: &[u8]) -> bool {
    const HIGH: u64 = 0xf0f0_f0f0_f0f0_f0f0;
    const THREES: u64 = 0x3030_3030_3030_3030;
    const SIXES: u64 = 0x0606_0606_0606_0606;
    let Ok(octets) = <[u8; 8]>::try_from(chunk) else { return false };
    let x = u64::from_le_bytes(octets);
    (x & HIGH == THREES) & (x.wrapping_add(SIXES) & HIGH == THREES)
}

/// The days of `month` (1–12) of `year` in the proleptic Gregorian
/// calendar; any year with the same remainder by 400 gives the same.
pub(crate) fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        _ => 31,
    }
}

/// The number in two digit octets, not checked (wrapping, so that any
/// octets give some number without overflow).
fn pair(tens: u8, units: u8) -> u8 {
    tens.wrapping_sub(b'0').wrapping_mul(10).wrapping_add(units.wrapping_sub(b'0'))
}

/// `MMDDHHMMSS` after the year, read without checks.
fn read_fields(year: u16, rest: &[u8; 10]) -> DateTime {
    let field = |i: usize| pair(rest[i], rest[i + 1]);
    DateTime { year, month: field(0), day: field(2), hour: field(4), minute: field(6), second: field(8), nanosecond: 0 }
}

/// Whether `time`, read from digits, names a real second.
fn fields_valid(time: &DateTime) -> bool {
    (1..=12).contains(&time.month)
        && time.day >= 1
        && time.day <= days_in_month(time.year, time.month)
        && time.hour <= 23
        && time.minute <= 59
        && time.second <= 59
}

/// `YYMMDDHHMMSSZ`, its digits read without checks: the shape only.
fn read_utc(bytes: &[u8]) -> Option<DateTime> {
    let [y0, y1, rest @ .., b'Z'] = bytes else { return None };
    let rest: &[u8; 10] = rest.try_into().ok()?;
    // RFC 5280 §4.1.2.5.1: YY below 50 is 20YY, otherwise 19YY.
    let yy = u16::from(pair(*y0, *y1));
    Some(read_fields(if yy < 50 { 2000 + yy } else { 1900 + yy }, rest))
}

/// The four two-digit numbers that eight ASCII digits spell, or `None`
/// when one of the octets is not a digit. All eight at once: with every
/// octet a digit value (0–9), ten times each plus its successor is each
/// pair's number in the pair's first octet, below 100, so nothing carries
/// into the next octet.
fn digit_pairs(octets: [u8; 8]) -> Option<[u8; 4]> {
    const THREES: u64 = 0x3030_3030_3030_3030;
    if !eight_digits(&octets) {
        return None;
    }
    let values = u64::from_le_bytes(octets) - THREES;
    let pairs = (values * 10 + (values >> 8)).to_le_bytes();
    Some([pairs[0], pairs[2], pairs[4], pairs[6]])
}

/// The first eight octets of `text` and the eight ending at `end`.
fn two_windows(text: &[u8], end: usize) -> Option<([u8; 8], [u8; 8])> {
    Some((text.get(..8)?.try_into().ok()?, text.get(end - 8..end)?.try_into().ok()?))
}

/// `YYMMDDHHMMSSZ`, the only DER form of UTCTime: its twelve digits read
/// as two overlapping windows of eight (`YYMMDDHH`, `DDHHMMSS`).
pub(crate) fn parse_utc(bytes: &[u8]) -> Option<DateTime> {
    let [_, _, _, _, _, _, _, _, _, _, _, _, b'Z'] = bytes else { return None };
    let (head, tail) = two_windows(bytes, 12)?;
    let [yy, month, day, _] = digit_pairs(head)?;
    let [_, hour, minute, second] = digit_pairs(tail)?;
    // RFC 5280 §4.1.2.5.1: YY below 50 is 20YY, otherwise 19YY.
    let year = if yy < 50 { 2000 } else { 1900 } + u16::from(yy);
    let time = DateTime { year, month, day, hour, minute, second, nanosecond: 0 };
    fields_valid(&time).then_some(time)
}

/// `YYYYMMDDHHMMSS[.f]Z` split into the fields and the fraction digits,
/// the digits read without checks: the shape only.
fn read_generalized(bytes: &[u8]) -> Option<(DateTime, &[u8])> {
    let [body @ .., b'Z'] = bytes else { return None };
    let (head, frac) = body.split_at_checked(14)?;
    let (year, rest) = head.split_at(4);
    let year = year.iter().fold(0u16, |acc, &b| acc.wrapping_mul(10).wrapping_add(u16::from(b.wrapping_sub(b'0'))));
    let mut time = read_fields(year, rest.try_into().ok()?);
    let fraction = match frac.split_first() {
        None => &[][..],
        Some((b'.', fraction)) => fraction,
        Some(_) => return None,
    };
    if !fraction.is_empty() {
        const SCALE: [u32; 10] =
            [1_000_000_000, 100_000_000, 10_000_000, 1_000_000, 100_000, 10_000, 1_000, 100, 10, 1];
        let nine = &fraction[..fraction.len().min(9)];
        let value =
            nine.iter().fold(0u32, |acc, &b| acc.wrapping_mul(10).wrapping_add(u32::from(b.wrapping_sub(b'0'))));
        time.nanosecond = value.wrapping_mul(SCALE[nine.len()]);
    }
    Some((time, fraction))
}

/// `YYYYMMDDHHMMSSZ`, the DER form of a GeneralizedTime of whole
/// seconds (what certificates and Kerberos send): its fourteen digits read
/// as two overlapping windows of eight (`YYYYMMDD`, `DDHHMMSS`).
fn parse_whole_seconds(bytes: &[u8]) -> Option<DateTime> {
    let (head, tail) = two_windows(bytes, 14)?;
    let [century, yy, month, day] = digit_pairs(head)?;
    let [_, hour, minute, second] = digit_pairs(tail)?;
    let year = u16::from(century) * 100 + u16::from(yy);
    let time = DateTime { year, month, day, hour, minute, second, nanosecond: 0 };
    fields_valid(&time).then_some(time)
}

pub(crate) fn parse_generalized(bytes: &[u8]) -> Option<DateTime> {
    if let [_, _, _, _, _, _, _, _, _, _, _, _, _, _, b'Z'] = bytes {
        return parse_whole_seconds(bytes);
    }
    let (time, fraction) = read_generalized(bytes)?;
    // A fraction is `.` then at least one digit, the last not zero.
    let fraction_valid = match bytes.len() {
        15 => true,
        _ => !fraction.is_empty() && fraction.last() != Some(&b'0') && all_digits(fraction),
    };
    (all_digits(&bytes[..14]) && fields_valid(&time) && fraction_valid).then_some(time)
}

/// In BER mode, the DER text of `text`, a time in another form X.680
/// allows (see `ber_time`), written into the space of BER mode.
#[cold]
fn from_ber_form<'a, M: Mode<'a>>(
    r: &Reader<'a, M>,
    text: &[u8],
    offset: usize,
    generalized: bool,
) -> Result<&'a [u8]> {
    let invalid = || Error::new(ErrorKind::InvalidTime, offset);
    let space = r.space().ok_or_else(invalid)?;
    let time = crate::ber_time::DerTime::parse(text, generalized).ok_or_else(invalid)?;
    space.note_irregular();
    let mut w = crate::SliceWriter::new(space.take(time.len(), offset)?);
    for piece in time.pieces() {
        w.write(piece);
    }
    w.finish()
}

macro_rules! time_type {
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr, $parse:ident, $read:expr, $generalized:expr) => {
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

            /// The time. The text was checked when decoded, so its digits
            /// are read without checking them again.
            pub fn to_datetime(&self) -> DateTime {
                $read(self.0).unwrap_or(DateTime {
                    year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, nanosecond: 0,
                })
            }
        }

        impl<'a> DerValue<'a> for $name<'a> {
            const TAG: Tag = $tag;
            const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Octets);
            #[inline]
            fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<$name<'a>> {
                let offset = r.offset();
                let text = r.take_rest();
                if r.is_checked() {
                    return Ok($name(text));
                }
                match $parse(text) {
                    Some(_) => Ok($name(text)),
                    None => from_ber_form(r, text, offset, $generalized).map($name),
                }
            }
            crate::codec::octets_encoders!(|v| v.0);
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
    UtcTime, Tag::UTC_TIME, "UTCTime", parse_utc, read_utc, false
);
time_type!(
    /// GeneralizedTime, `YYYYMMDDHHMMSS[.f]Z`.
    GeneralizedTime, Tag::GENERALIZED_TIME, "GeneralizedTime", parse_generalized,
    |text| read_generalized(text).map(|(time, _)| time), true
);

/// The years of the "Basic" year setting of DATE and DATE-TIME (X.680
/// §38.4.1), the Gregorian calendar's.
const BASIC_YEARS: core::ops::RangeInclusive<u16> = 1582..=9999;

/// `YYYYMMDD`: a day of a Gregorian year of four digits.
fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    let Ok(&[y0, y1, y2, y3, m0, m1, d0, d1]) = <&[u8; 8]>::try_from(bytes) else { return false };
    let year = u16::from(pair(y0, y1)) * 100 + u16::from(pair(y2, y3));
    let (month, day) = (pair(m0, m1), pair(d0, d1));
    all_digits(bytes)
        && BASIC_YEARS.contains(&year)
        && (1..=12).contains(&month)
        && day >= 1
        && day <= days_in_month(year, month)
}

/// `hhmmss`: a second of a day (hours 00 to 23).
fn is_time_of_day(text: &str) -> bool {
    let bytes = text.as_bytes();
    let Ok(&[h0, h1, m0, m1, s0, s1]) = <&[u8; 6]>::try_from(bytes) else { return false };
    all_digits(bytes) && pair(h0, h1) <= 23 && pair(m0, m1) <= 59 && pair(s0, s1) <= 59
}

/// `YYYYMMDDhhmmss`.
fn is_date_time(text: &str) -> bool {
    text.len() == 14 && text.is_char_boundary(8) && is_date(&text[..8]) && is_time_of_day(&text[8..])
}

/// Writes `digits` with `separator` before the groups that start at the
/// given positions: the value notation of a basic-format time.
fn write_extended(f: &mut fmt::Formatter<'_>, digits: &str, groups: &[(usize, char)]) -> fmt::Result {
    let mut start = 0;
    for &(at, separator) in groups {
        f.write_str(&digits[start..at])?;
        write!(f, "{separator}")?;
        start = at;
    }
    f.write_str(&digits[start..])
}

checked_text!(
    /// DATE: `YYYYMMDD` on the wire, shown as `YYYY-MM-DD`.
    Date, Tag::DATE, "DATE", is_date, ErrorKind::InvalidTime
);
checked_text!(
    /// TIME-OF-DAY (local time): `hhmmss` on the wire, shown as `hh:mm:ss`.
    TimeOfDay, Tag::TIME_OF_DAY, "TIME-OF-DAY", is_time_of_day, ErrorKind::InvalidTime
);
checked_text!(
    /// DATE-TIME (local time): `YYYYMMDDhhmmss` on the wire, shown as
    /// `YYYY-MM-DDThh:mm:ss`.
    LocalDateTime, Tag::DATE_TIME, "DATE-TIME", is_date_time, ErrorKind::InvalidTime
);

impl fmt::Display for Date<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_extended(f, self.0, &[(4, '-'), (6, '-')])
    }
}

impl fmt::Display for TimeOfDay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_extended(f, self.0, &[(2, ':'), (4, ':')])
    }
}

impl fmt::Display for LocalDateTime<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_extended(f, self.0, &[(4, '-'), (6, '-'), (8, 'T'), (10, ':'), (12, ':')])
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn useful_time_types_check_their_fields() {
        assert!(Date::new("20240229").is_ok());
        assert_eq!(Date::new("20240229").unwrap().to_string(), "2024-02-29");
        for bad in ["20230229", "15811231", "2024-02-29", "2024022", "20241301", "2024013a"] {
            assert!(Date::new(bad).is_err(), "{bad}");
        }
        assert_eq!(TimeOfDay::new("235959").unwrap().to_string(), "23:59:59");
        for bad in ["240000", "236000", "235960", "23595", "23:59:59"] {
            assert!(TimeOfDay::new(bad).is_err(), "{bad}");
        }
        assert_eq!(LocalDateTime::new("19511014153000").unwrap().to_string(), "1951-10-14T15:30:00");
        assert!(LocalDateTime::new("19511014153000Z").is_err());
    }

    /// The DER time check written the plain way, octet by octet: the
    /// oracle of the eight-at-a-time readers.
    fn plain_check(text: &[u8], year_digits: usize) -> Option<DateTime> {
        let number = |digits: &[u8]| {
            digits.iter().try_fold(0u16, |n, &b| b.is_ascii_digit().then(|| n * 10 + u16::from(b - b'0')))
        };
        let (body, b"Z") = text.split_at_checked(text.len().checked_sub(1)?)? else { return None };
        let fields = body.get(year_digits..year_digits + 10)?;
        let mut year = number(&body[..year_digits])?;
        if year_digits == 2 {
            year += if year < 50 { 2000 } else { 1900 };
        }
        let field = |i: usize| number(&fields[i..i + 2]).map(|n| n as u8);
        let time = DateTime {
            year,
            month: field(0)?,
            day: field(2)?,
            hour: field(4)?,
            minute: field(6)?,
            second: field(8)?,
            nanosecond: 0,
        };
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        let valid = (1..=12).contains(&time.month)
            && time.day >= 1
            && time.day <= days[usize::from(time.month) - 1]
            && time.hour < 24
            && time.minute < 60
            && time.second < 60;
        (valid && body.len() == year_digits + 10).then_some(time)
    }

    #[test]
    fn times_read_eight_digits_at_a_time_agree_with_the_plain_check() {
        // Every field at and beyond its bounds, in leap and common years
        // and the centuries' exceptions; then every octet value at every
        // position of a valid time.
        let mut texts = alloc::vec::Vec::new();
        for year in [1900u16, 1950, 1999, 2000, 2004, 2023, 2049, 2100, 9999] {
            for month in 0..=13u8 {
                for day in [0u8, 1, 28, 29, 30, 31, 32] {
                    for (hour, minute, second) in [(0u8, 0u8, 0u8), (23, 59, 59), (24, 0, 0), (0, 60, 0), (0, 0, 60)] {
                        let clock = alloc::format!("{month:02}{day:02}{hour:02}{minute:02}{second:02}Z");
                        texts.push((alloc::format!("{year:04}{clock}"), 4));
                        texts.push((alloc::format!("{:02}{clock}", year % 100), 2));
                    }
                }
            }
        }
        let mut checked = 0;
        for (text, year_digits) in &texts {
            let parse = if *year_digits == 4 { parse_generalized } else { parse_utc };
            let mut octets = text.clone().into_bytes();
            assert_eq!(parse(&octets), plain_check(&octets, *year_digits), "{text}");
            if plain_check(&octets, *year_digits).is_none() || octets[5] != b'1' {
                continue;
            }
            for at in 0..octets.len() {
                let keep = octets[at];
                for octet in 0..=255u8 {
                    octets[at] = octet;
                    assert_eq!(parse(&octets), plain_check(&octets, *year_digits), "{text} {at} {octet:#04x}");
                    checked += 1;
                }
                octets[at] = keep;
            }
        }
        assert!(checked > 100_000, "{checked}");
        assert_eq!(parse_generalized(b"20240229120000Z").map(|t| t.unix_timestamp()), Some(1_709_208_000));
        assert_eq!(parse_utc(b"491231235959Z").map(|t| t.year), Some(2049));
        assert_eq!(parse_utc(b"500101000000Z").map(|t| t.year), Some(1950));
    }

    #[test]
    fn all_digits_agrees_with_the_octet_check() {
        // Every octet value at every position of every length up to 20,
        // on both sides of the eight-octet chunks.
        for len in 0..=20 {
            let mut text = [b'7'; 20];
            assert!(all_digits(&text[..len]));
            for at in 0..len {
                for octet in 0..=255u8 {
                    text[at] = octet;
                    assert_eq!(all_digits(&text[..len]), octet.is_ascii_digit(), "{len} {at} {octet:#04x}");
                }
                text[at] = b'7';
            }
        }
    }
}
