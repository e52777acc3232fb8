//! X.509 certificates, fully decoded and lazy: whatever decodes is DER, so
//! it must re-encode to exactly the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_rt::Der;
use synta_schemas::{pkix1_explicit88, x509_lazy};

fuzz_target!(|data: &[u8]| {
    if let Ok(cert) = pkix1_explicit88::Certificate::decode(data) {
        assert_eq!(cert.to_der().expect("a decoded value encodes"), data);
        assert_eq!(cert.encoded_len().expect("length"), data.len());
    }
    if let Ok(cert) = x509_lazy::pkix1_explicit88::Certificate::decode(data) {
        assert_eq!(cert.to_der().expect("a decoded value encodes"), data);
        let tbs = &cert.tbs_certificate;
        let _ = (tbs.issuer(), tbs.subject(), tbs.extensions());
    }
});
