//! The DER content octets of a DEFAULT of a type encoded as text (the time
//! types and the IRIs), from its value notation. The text is brought to the
//! form X.690 encodes, then checked by the runtime's own check of that
//! type, so the bytes a generated codec compares with are bytes its
//! decoder accepts.

use synta_rt::{Date, Duration, GeneralizedTime, LocalDateTime, OidIri, RelativeOidIri, Time, TimeOfDay, UtcTime};

use crate::ir::TimeKind;

/// The content octets of the value `text` (the characters between the
/// quotes) of a time type.
pub fn time_content(kind: TimeKind, text: &str) -> Result<Vec<u8>, String> {
    let without = |separators: &[char]| text.replace(separators, "");
    let encoded = match kind {
        TimeKind::UtcTime | TimeKind::GeneralizedTime => text.to_string(),
        // The useful time types are encoded in the ISO 8601 basic format.
        TimeKind::Date => without(&['-']),
        TimeKind::TimeOfDay => without(&[':']),
        TimeKind::DateTime => without(&['-', ':', 'T']),
        TimeKind::Duration => text.strip_prefix('P').unwrap_or("").to_string(),
        TimeKind::Time => canonical_time(text),
    };
    let valid = match kind {
        TimeKind::UtcTime => UtcTime::new(encoded.as_bytes()).is_ok(),
        TimeKind::GeneralizedTime => GeneralizedTime::new(encoded.as_bytes()).is_ok(),
        TimeKind::Date => Date::new(&encoded).is_ok(),
        TimeKind::TimeOfDay => TimeOfDay::new(&encoded).is_ok(),
        TimeKind::DateTime => LocalDateTime::new(&encoded).is_ok(),
        TimeKind::Duration => Duration::new(&encoded).is_ok(),
        TimeKind::Time => Time::new(&encoded).is_ok(),
    };
    if !valid {
        return Err(format!("\"{text}\" is not a {} value in a form DER encodes", kind.keyword()));
    }
    Ok(encoded.into_bytes())
}

/// A TIME value in its DER form: a full stop for the decimal sign, and no
/// minutes in a time difference of whole hours (`+01:00` is `+01`), which
/// is the only place a sign is followed by two digits and `:`.
fn canonical_time(text: &str) -> String {
    let mut out = text.replace(',', ".");
    let mut from = 0;
    while let Some(found) = out[from..].find(['+', '-']) {
        let at = from + found;
        let rest = &out.as_bytes()[at + 1..];
        let zero_minutes = rest.len() >= 5
            && rest[..2].iter().all(u8::is_ascii_digit)
            && &rest[2..5] == b":00"
            && matches!(rest.get(5), None | Some(b'/'));
        if zero_minutes {
            out.replace_range(at + 3..at + 6, "");
        }
        from = at + 1;
    }
    out
}

/// The content octets of an OID-IRI (`oid_iri`) or RELATIVE-OID-IRI value.
pub fn iri_content(oid_iri: bool, text: &str) -> Result<Vec<u8>, String> {
    let valid = if oid_iri { OidIri::new(text).is_ok() } else { RelativeOidIri::new(text).is_ok() };
    if !valid {
        return Err(format!("\"{text}\" is not an IRI value of this type"));
    }
    Ok(text.as_bytes().to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_values_become_their_der_text() {
        let der = |kind, text| time_content(kind, text).map(|b| String::from_utf8(b).unwrap_or_default());
        assert_eq!(der(TimeKind::Date, "2024-02-29").as_deref(), Ok("20240229"));
        assert_eq!(der(TimeKind::TimeOfDay, "23:59:58").as_deref(), Ok("235958"));
        assert_eq!(der(TimeKind::DateTime, "1951-10-14T15:30:00").as_deref(), Ok("19511014153000"));
        assert_eq!(der(TimeKind::Duration, "P1DT2H").as_deref(), Ok("1DT2H"));
        assert_eq!(der(TimeKind::Time, "15:27:35,5").as_deref(), Ok("15:27:35.5"));
        assert_eq!(der(TimeKind::Time, "15:27:46+01:00").as_deref(), Ok("15:27:46+01"));
        assert_eq!(der(TimeKind::Time, "R2/2024-01-01T09:00-05:00/PT1H").as_deref(), Ok("R2/2024-01-01T09:00-05/PT1H"));
        assert_eq!(der(TimeKind::Time, "12:00-05:30").as_deref(), Ok("12:00-05:30"));
        assert_eq!(der(TimeKind::GeneralizedTime, "20240101000000Z").as_deref(), Ok("20240101000000Z"));
        for (kind, bad) in [
            (TimeKind::Date, "2023-02-29"),
            (TimeKind::Duration, "1D"),
            (TimeKind::GeneralizedTime, "202401010000Z"),
            (TimeKind::Time, "25:00"),
        ] {
            assert!(der(kind, bad).is_err(), "{bad}");
        }
        assert_eq!(iri_content(true, "/ISO/1"), Ok(b"/ISO/1".to_vec()));
        assert!(iri_content(false, "/ISO/1").is_err());
    }
}
