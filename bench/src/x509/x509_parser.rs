//! x509-parser: a nom parser over der-parser; names with its own Display.

use std::fmt::Write;

use x509_parser::prelude::{FromDer, X509Certificate};

use super::{Fields, X509};
use crate::dn::last_arc;

pub struct X509Parser;

impl X509 for X509Parser {
    const NAME: &'static str = "x509-parser";
    fn value_size() -> usize {
        std::mem::size_of::<X509Certificate<'static>>()
    }
    const SHARED_DN_FORMAT: bool = false;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        X509Certificate::from_der(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok((_, cert)) = X509Certificate::from_der(der) else { return false };
        out.version = cert.version().0 as u8;
        out.set_serial(cert.raw_serial());
        let (issuer, subject) = out.names();
        let _ = write!(issuer, "{}", cert.issuer());
        let _ = write!(subject, "{}", cert.subject());
        out.signature_algorithm = last_arc(cert.signature_algorithm.algorithm.as_bytes());
        out.signature_len = cert.signature_value.data.len();
        out.not_before = cert.validity().not_before.timestamp();
        out.not_after = cert.validity().not_after.timestamp();
        let spki = cert.public_key();
        out.key_algorithm = last_arc(spki.algorithm.algorithm.as_bytes());
        out.key_len = spki.subject_public_key.data.len();
        true
    }
}
