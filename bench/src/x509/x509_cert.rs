//! x509-cert (RustCrypto, on der 0.8): owned values; names with its own
//! Display (RFC 4514 order).

use std::fmt::Write;

use x509_cert::der::Decode;
use x509_cert::Certificate;

use super::{Fields, X509};
use crate::dn::last_arc;

pub struct X509Cert;

impl X509 for X509Cert {
    const NAME: &'static str = "x509-cert";
    fn value_size() -> usize {
        std::mem::size_of::<Certificate>()
    }
    const SHARED_DN_FORMAT: bool = false;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        Certificate::from_der(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok(cert) = Certificate::from_der(der) else { return false };
        let tbs = cert.tbs_certificate();
        out.version = tbs.version() as u8;
        out.set_serial(tbs.serial_number().as_bytes());
        let (issuer, subject) = out.names();
        let _ = write!(issuer, "{}", tbs.issuer());
        let _ = write!(subject, "{}", tbs.subject());
        out.signature_algorithm = last_arc(cert.signature_algorithm().oid.as_bytes());
        out.signature_len = cert.signature().raw_bytes().len();
        out.not_before = tbs.validity().not_before.to_unix_duration().as_secs() as i64;
        out.not_after = tbs.validity().not_after.to_unix_duration().as_secs() as i64;
        let spki = tbs.subject_public_key_info();
        out.key_algorithm = last_arc(spki.algorithm.oid.as_bytes());
        out.key_len = spki.subject_public_key.raw_bytes().len();
        true
    }
}

/// Writing certificates decoded once (`der::Encode::to_der`), after
/// checking that each is written back as it was read.
pub fn encoder(ders: &[&[u8]]) -> crate::Encoder<'static> {
    use x509_cert::der::Encode;
    let certs: Vec<Certificate> = ders.iter().map(|der| Certificate::from_der(der).expect("decodes")).collect();
    for (cert, der) in certs.iter().zip(ders) {
        assert_eq!(cert.to_der().expect("encodes"), *der, "x509-cert re-encodes the input");
    }
    Box::new(move || {
        for cert in &certs {
            std::hint::black_box(cert.to_der().expect("encodes"));
        }
    })
}
