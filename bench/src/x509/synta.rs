//! synta-certificate 0.5.1, the reference: issuer, subject and extensions
//! are kept raw by its own design, and `format_dn` formats a raw Name.

use synta_certificate::{format_dn, Certificate, Time};

use super::{Fields, X509};

pub struct Synta;

fn unix(time: &Time) -> i64 {
    match time {
        Time::UtcTime(t) => super::unix(t.year, t.month, t.day, t.hour, t.minute, t.second),
        Time::GeneralTime(t) => t.to_unix(),
    }
}

fn last(components: &[u32]) -> u64 {
    components.last().copied().unwrap_or(0).into()
}

impl X509 for Synta {
    const NAME: &'static str = "synta-certificate";
    fn value_size() -> usize {
        std::mem::size_of::<Certificate<'static>>()
    }
    const SHARED_DN_FORMAT: bool = false;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        Certificate::from_der(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok(cert) = Certificate::from_der(der) else { return false };
        let tbs = &cert.tbs_certificate;
        out.version = tbs.version.as_ref().map_or(Some(0), |v| v.as_i64().ok()).unwrap_or(-1) as u8;
        out.set_serial(tbs.serial_number.as_bytes());
        // format_dn returns new Strings: that is synta's formatter.
        out.issuer = format_dn(tbs.issuer.as_bytes());
        out.subject = format_dn(tbs.subject.as_bytes());
        out.signature_algorithm = last(cert.signature_algorithm.algorithm.components());
        out.signature_len = cert.signature_value.as_bytes().len();
        out.not_before = unix(&tbs.validity.not_before);
        out.not_after = unix(&tbs.validity.not_after);
        let spki = &tbs.subject_public_key_info;
        out.key_algorithm = last(spki.algorithm.algorithm.components());
        out.key_len = spki.subject_public_key.as_bytes().len();
        true
    }
}
