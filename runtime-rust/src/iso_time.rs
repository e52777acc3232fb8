//! TIME and DURATION (X.680 §38): ISO 8601 text, kept as encoded.
//!
//! A TIME is encoded as the characters of its value notation (X.690 §8.26):
//! a date, a time of day, both, an interval or a recurring interval, in the
//! ISO 8601 extended format (`1985-W15-5`, `15:27:35.5`, `2024-02-29T12:00Z`,
//! `2024-01-01/P1M`, `R5/2024-01-01T09:00/PT1H`). DER allows one form of
//! each value, so the decimal sign is a full stop (not a comma) and a time
//! difference of whole hours has no minutes (`+01`, not `+01:00`), as OSS
//! publishes for its DER encodings of TIME. The years are any of four digits
//! or, with a sign, four or more (X.680's Proleptic, Negative and Large year
//! settings).
//!
//! A DURATION is encoded without the `P` of its value notation: `2Y10M15DT10H20M30S`
//! for `P2Y10M15DT10H20M30S`, as OSS's and asn1-ts's encodings are. Numbers have
//! no leading zeros (`01D` is the value of `1D`), and only the last component
//! may have a fraction. A component written as zero (`1Y0M`) is kept: X.680
//! models a DURATION as a SEQUENCE of OPTIONAL components, where a zero month
//! and an absent one are different values.

use crate::time::days_in_month;
use crate::{ErrorKind, Tag};

/// Reads ISO 8601 text one octet at a time (also the BER forms of the
/// times, `ber_time.rs`).
pub(crate) struct Cursor<'t> {
    pub(crate) text: &'t [u8],
    pub(crate) at: usize,
}

impl<'t> Cursor<'t> {
    pub(crate) fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn eat(&mut self, octet: u8) -> bool {
        let found = self.peek() == Some(octet);
        self.at += usize::from(found);
        found
    }

    pub(crate) fn done(&self) -> bool {
        self.at == self.text.len()
    }

    /// The digits from here on, taken.
    pub(crate) fn digits(&mut self) -> &'t [u8] {
        let start = self.at;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.at += 1;
        }
        &self.text[start..self.at]
    }

    /// Exactly `n` digits, as a number.
    pub(crate) fn fixed(&mut self, n: usize) -> Option<u32> {
        let digits = self.text.get(self.at..self.at + n)?;
        if !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        self.at += n;
        Some(digits.iter().fold(0, |v, d| v * 10 + u32::from(d - b'0')))
    }

    /// Exactly `n` digits whose number is in `range`.
    fn field(&mut self, n: usize, range: core::ops::RangeInclusive<u32>) -> Option<u32> {
        self.fixed(n).filter(|v| range.contains(v))
    }

    /// How many digits start the rest of the text.
    fn leading_digits(&self) -> usize {
        self.text[self.at..].iter().take_while(|b| b.is_ascii_digit()).count()
    }

    /// `.` and at least one digit, when there is a `.`.
    fn fraction(&mut self) -> Option<bool> {
        if !self.eat(b'.') {
            return Some(false);
        }
        (!self.digits().is_empty()).then_some(true)
    }
}

/// The days of `month` in a year with the remainder `year_mod_400` by 400.
fn days_of(year_mod_400: u32, month: u32) -> u32 {
    // Both are small: a remainder by 400 and a month already checked.
    u32::from(days_in_month(year_mod_400 as u16, month as u8))
}

/// A year: four digits, or a sign and four or more. Gives the year's
/// remainder by 400 (negative years counted astronomically: -0001 is 1 BC).
fn year(c: &mut Cursor<'_>) -> Option<u32> {
    let negative = c.eat(b'-');
    let signed = negative || c.eat(b'+');
    let digits = c.digits();
    if digits.len() < 4 || (!signed && digits.len() > 4) {
        return None;
    }
    let rem = digits.iter().fold(0, |v, d| (v * 10 + u32::from(d - b'0')) % 400);
    Some(if negative { (400 - rem) % 400 } else { rem })
}

/// What follows a year: `-MM`, `-MM-DD`, `-DDD`, `-Www`, `-Www-D`, or
/// nothing. Whether the date is complete (names a day) comes back.
fn rest_of_date(c: &mut Cursor<'_>, year_mod_400: u32) -> Option<bool> {
    if !c.eat(b'-') {
        return Some(false);
    }
    if c.eat(b'W') {
        c.field(2, 1..=53)?;
        return if c.eat(b'-') { c.field(1, 1..=7).map(|_| true) } else { Some(false) };
    }
    match c.leading_digits() {
        // An ordinal day: 337 days in the eleven months besides February.
        3 => c.field(3, 1..=337 + days_of(year_mod_400, 2)).map(|_| true),
        2 => {
            let month = c.field(2, 1..=12)?;
            if c.eat(b'-') {
                c.field(2, 1..=days_of(year_mod_400, month)).map(|_| true)
            } else {
                Some(false)
            }
        }
        _ => None,
    }
}

/// A time of day: `hh`, `hh:mm` or `hh:mm:ss`, a fraction of the last,
/// then `Z`, `±hh`, `±hh:mm` or nothing. Hour 24 is the end of the day:
/// only zeros may follow it. A time difference is at most 15 hours, and its
/// minutes are written only when they are not zero.
fn time_of_day(c: &mut Cursor<'_>) -> Option<()> {
    let hour = c.field(2, 0..=24)?;
    let start = c.at;
    for limit in [59, 60] {
        if !c.eat(b':') {
            break;
        }
        c.field(2, 0..=limit)?;
    }
    c.fraction()?;
    let zeros_only = c.text[start..c.at].iter().all(|b| matches!(b, b':' | b'.' | b'0'));
    if hour == 24 && !zeros_only {
        return None;
    }
    if c.eat(b'Z') || !(c.eat(b'+') || c.eat(b'-')) {
        return Some(());
    }
    c.field(2, 0..=15)?;
    if c.eat(b':') {
        c.field(2, 1..=59)?;
    }
    Some(())
}

/// A point in time: a date (with a time of day when it names a day), a
/// time of day, or two digits alone (a century, or an hour).
fn point(c: &mut Cursor<'_>) -> Option<()> {
    match (c.peek()?, c.leading_digits()) {
        (b'+' | b'-', _) | (_, 4) => {
            let year_mod_400 = year(c)?;
            let complete = rest_of_date(c, year_mod_400)?;
            if c.eat(b'T') && (!complete || time_of_day(c).is_none()) {
                return None;
            }
            Some(())
        }
        (_, 2) if matches!(c.text.get(c.at + 2), None | Some(b'/')) => {
            c.at += 2;
            Some(())
        }
        (_, 2) => time_of_day(c),
        _ => None,
    }
}

/// A number of a duration or of recurrences: digits, without leading zeros.
fn number(c: &mut Cursor<'_>) -> Option<()> {
    let digits = c.digits();
    (!digits.is_empty() && (digits.len() == 1 || digits[0] != b'0')).then_some(())
}

/// The designators of a duration's components, in their order: years,
/// months and days, then (after `T`) hours, minutes and seconds.
const DESIGNATORS: [u8; 6] = *b"YMDHMS";

/// A duration after its `P`: `nW`, or components in their order with at
/// least one (and at least one after a `T`), a fraction only on the last.
fn duration(c: &mut Cursor<'_>) -> Option<()> {
    // The index in DESIGNATORS the next component may start from.
    let mut next = 0;
    let (mut components, mut after_t, mut fraction) = (0, None, false);
    loop {
        if after_t.is_none() && c.eat(b'T') {
            after_t = Some(components);
            next = next.max(3);
            continue;
        }
        if !c.peek().is_some_and(|b| b.is_ascii_digit()) {
            break;
        }
        if fraction {
            return None;
        }
        number(c)?;
        fraction = c.fraction()?;
        let designator = c.peek()?;
        c.at += 1;
        next = if designator == b'W' && components == 0 && after_t.is_none() {
            // Weeks stand alone.
            DESIGNATORS.len()
        } else {
            let end = if after_t.is_some() { 6 } else { 3 };
            next + DESIGNATORS.get(next..end)?.iter().position(|d| *d == designator)? + 1
        };
        components += 1;
    }
    (components > 0 && after_t.map_or(true, |before| components > before)).then_some(())
}

/// A span: a point, a duration, or an interval of two points, of a point
/// and a duration, or of a duration and a point.
fn span(c: &mut Cursor<'_>) -> Option<()> {
    let starts_with_duration = c.eat(b'P');
    if starts_with_duration {
        duration(c)?;
    } else {
        point(c)?;
    }
    if c.eat(b'/') {
        if !starts_with_duration && c.eat(b'P') {
            duration(c)?;
        } else {
            point(c)?;
        }
    }
    Some(())
}

/// A TIME: a span, or `R`, an optional number of recurrences, `/` and a span.
fn is_time(text: &str) -> bool {
    let mut c = Cursor { text: text.as_bytes(), at: 0 };
    let recurrences = !c.eat(b'R') || ((c.peek() == Some(b'/') || number(&mut c).is_some()) && c.eat(b'/'));
    recurrences && span(&mut c).is_some() && c.done()
}

/// A DURATION's encoding: the duration without its `P`.
fn is_duration(text: &str) -> bool {
    let mut c = Cursor { text: text.as_bytes(), at: 0 };
    duration(&mut c).is_some() && c.done()
}

checked_text!(
    /// TIME: the ISO 8601 text of the value notation, shown as is.
    Time, Tag::TIME, "TIME", is_time, ErrorKind::InvalidTime, shown as is
);
checked_text!(
    /// DURATION: an ISO 8601 duration, without its `P` on the wire and
    /// shown with it (`P1Y2M`).
    Duration, Tag::DURATION, "DURATION", is_duration, ErrorKind::InvalidTime
);

impl core::fmt::Display for Duration<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "P{}", self.0)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn times_in_their_der_forms_are_accepted() {
        for good in [
            "1985-W15-5",
            "-0002-04-12",
            "15:27:35.5",
            "15:27:46+01",
            "15:27:46-05:30",
            "2024-02-29T12:00Z",
            "2000-366",
            "1985",
            "1985-04",
            "1985-W15",
            "19",
            "24:00:00",
            "23:59:60",
            "+12345-01-01",
            "2024-01-01/P1M",
            "P1DT2H/2024-03-01",
            "2024-01-01T09:00/2024-01-01T17:30",
            "R5/2024-01-01T09:00/PT1H",
            "R/P1W",
            "P3Y",
        ] {
            assert!(Time::new(good).is_ok(), "{good}");
        }
        assert_eq!(Time::new("15:27:35.5").unwrap().to_string(), "15:27:35.5");
    }

    #[test]
    fn times_not_in_der_form_are_refused() {
        for bad in [
            "",
            "15:27:35,5",     // a comma for the decimal sign
            "15:27:46+01:00", // zero minutes of a time difference
            "15:27:46+16",
            "2023-02-29",
            "1900-02-29",
            "2023-366",
            "1985-W54",
            "1985-W15-8",
            "1985-13",
            "25:00",
            "24:00:01",
            "12:60",
            "12:00:61",
            "1985-04T12:00", // a time on an incomplete date
            "19850412",      // basic format
            "12345-01-01",   // five digits without a sign
            "2024-01-01/",
            "P1D/P1D",
            "R05/P1D",
            "R5P1D",
            "12:00.",
            "2024-01-01T",
            "abc",
        ] {
            assert!(Time::new(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn durations_are_checked_and_shown_with_their_p() {
        assert_eq!(Duration::new("2Y10M15DT10H20M30S").unwrap().to_string(), "P2Y10M15DT10H20M30S");
        for good in ["1W", "0.5W", "1Y0M", "T1H", "1DT0.25S", "3M", "T5M", "1.5Y"] {
            assert!(Duration::new(good).is_ok(), "{good}");
        }
        for bad in
            ["", "P1Y", "1", "T", "1DT", "01D", "1M1Y", "1D1D", "T1Y", "1H", "1W1D", "1.5Y1M", "1,5S", "1.S", "1DT1H1D"]
        {
            assert!(Duration::new(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_short_text_is_decided_without_panicking() {
        const ALPHABET: &[u8] = b"0125:-+./PRTWYMDHSZ";
        let mut text = [0u8; 4];
        for len in 0..=text.len() {
            for n in 0..ALPHABET.len().pow(len as u32) {
                let mut rest = n;
                for octet in &mut text[..len] {
                    *octet = ALPHABET[rest % ALPHABET.len()];
                    rest /= ALPHABET.len();
                }
                let text = core::str::from_utf8(&text[..len]).unwrap();
                let _ = (is_time(text), is_duration(text));
            }
        }
    }
}
