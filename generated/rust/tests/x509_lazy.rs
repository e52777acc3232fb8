//! The parse-only X.509 variant (`x509_lazy`): over the Debian CA store, a
//! certificate decoded with issuer, subject and extensions kept raw gives,
//! through its accessors, exactly the values the fully decoded certificate
//! holds, and re-encodes to the same bytes.

use std::path::Path;

use base64::Engine;
use synta_rt::Der;
use synta_schemas::{pkix1_explicit88 as full, x509_lazy::pkix1_explicit88 as lazy};

const CA_STORE: &str = "/usr/share/ca-certificates/mozilla";

#[test]
fn lazy_certificates_agree_with_fully_decoded_ones() {
    let dir = Path::new(CA_STORE);
    if !dir.is_dir() {
        assert!(!Path::new("/etc/debian_version").exists(), "install Debian's ca-certificates package");
        return;
    }
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("CA store") {
        let path = entry.expect("entry").path();
        if !path.extension().is_some_and(|e| e == "crt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read");
        let body: String = text.lines().filter(|l| !l.starts_with("-----")).collect();
        let der = base64::engine::general_purpose::STANDARD.decode(body).expect("PEM body");
        let eager = full::Certificate::decode(&der).expect("full decode").tbs_certificate;
        let cert = lazy::Certificate::decode(&der).expect("lazy decode");
        let tbs = &cert.tbs_certificate;
        assert_eq!(tbs.issuer().expect("issuer"), eager.issuer, "{}", path.display());
        assert_eq!(tbs.subject().expect("subject"), eager.subject, "{}", path.display());
        assert_eq!(tbs.extensions().expect("extensions"), eager.extensions, "{}", path.display());
        assert_eq!(tbs.validity, eager.validity); // shared types are the same types
        assert_eq!(cert.to_der().expect("encode"), der, "{}", path.display());
        count += 1;
    }
    assert!(count > 100, "only {count} certificates");
}
