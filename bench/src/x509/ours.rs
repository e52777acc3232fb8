//! Our generated Rust: the whole certificate decoded (`Ours`), and the
//! `x509_lazy` variant that keeps issuer, subject and extensions as checked
//! raw DER until they are asked for (`OursLazy`).

use synta_rt::Der;
use synta_schemas::pkix1_explicit88 as full;
use synta_schemas::x509_lazy::pkix1_explicit88 as lazy;

use super::{Fields, X509};
use crate::dn::push_attribute;

pub struct Ours;
pub struct OursLazy;

fn push_name(out: &mut String, name: &full::Name<'_>) {
    let full::Name::RdnSequence(rdns) = name;
    for rdn in rdns.iter() {
        for atv in rdn.0.iter() {
            push_attribute(out, atv.r#type.as_bytes(), atv.value.tag().number(), atv.value.content());
        }
    }
}

/// The OID's last arc, read by its own accessor (the OID was checked when
/// the certificate was decoded).
fn last_arc(oid: &synta_rt::ObjectIdentifier<'_>) -> u64 {
    oid.arcs().last().map_or(0, |arc| arc as u64)
}

fn unix(time: &full::Time<'_>) -> i64 {
    match time {
        full::Time::UtcTime(t) => t.to_datetime().unix_timestamp(),
        full::Time::GeneralTime(t) => t.to_datetime().unix_timestamp(),
    }
}

/// The fields both variants share (everything but the names).
macro_rules! common_fields {
    ($cert:expr, $out:expr) => {{
        let (cert, out) = ($cert, $out);
        let tbs = &cert.tbs_certificate;
        out.version = tbs.version.0.to_i64().unwrap_or(-1) as u8;
        out.set_serial(tbs.serial_number.as_bytes());
        out.signature_algorithm = last_arc(&cert.signature_algorithm.algorithm);
        out.signature_len = cert.signature.as_bytes().len();
        out.not_before = unix(&tbs.validity.not_before);
        out.not_after = unix(&tbs.validity.not_after);
        let spki = &tbs.subject_public_key_info;
        out.key_algorithm = last_arc(&spki.algorithm.algorithm);
        out.key_len = spki.subject_public_key.as_bytes().len();
    }};
}

impl X509 for Ours {
    const NAME: &'static str = "ours (Rust)";
    fn value_size() -> usize {
        std::mem::size_of::<full::Certificate<'static>>()
    }
    const SHARED_DN_FORMAT: bool = true;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        full::Certificate::decode(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok(cert) = full::Certificate::decode(der) else { return false };
        common_fields!(&cert, &mut *out);
        let (issuer, subject) = out.names();
        push_name(issuer, &cert.tbs_certificate.issuer);
        push_name(subject, &cert.tbs_certificate.subject);
        true
    }
}

impl X509 for OursLazy {
    const NAME: &'static str = "ours (Rust, lazy Name)";
    fn value_size() -> usize {
        std::mem::size_of::<lazy::Certificate<'static>>()
    }
    const SHARED_DN_FORMAT: bool = true;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        lazy::Certificate::decode(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok(cert) = lazy::Certificate::decode(der) else { return false };
        common_fields!(&cert, &mut *out);
        let (Ok(issuer), Ok(subject)) = (cert.tbs_certificate.issuer(), cert.tbs_certificate.subject()) else {
            return false;
        };
        let (issuer_text, subject_text) = out.names();
        push_name(issuer_text, &issuer);
        push_name(subject_text, &subject);
        true
    }
}
