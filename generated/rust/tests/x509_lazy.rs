//! The parse-only X.509 variant (`x509_lazy`): over the Debian CA store, a
//! certificate decoded with issuer, subject and extensions kept raw gives,
//! through its accessors, exactly the values the fully decoded certificate
//! holds, and re-encodes to the same bytes; read from BER, to the DER it
//! was made from.

mod common;

use common::{ber_variant, ca_store, Departures};
use synta_rt::{BerSpace, Der};
use synta_schemas::{pkix1_explicit88 as full, x509_lazy::pkix1_explicit88 as lazy};

#[test]
fn lazy_certificates_agree_with_fully_decoded_ones() {
    let store = ca_store();
    let mut count = 0;
    for (path, der) in &store {
        let eager = full::Certificate::decode(der).expect("full decode").tbs_certificate;
        let cert = lazy::Certificate::decode(der).expect("lazy decode");
        let tbs = &cert.tbs_certificate;
        assert_eq!(tbs.issuer().expect("issuer"), eager.issuer, "{}", path.display());
        assert_eq!(tbs.subject().expect("subject"), eager.subject, "{}", path.display());
        assert_eq!(tbs.extensions().expect("extensions"), eager.extensions, "{}", path.display());
        assert_eq!(tbs.validity, eager.validity); // shared types are the same types
        assert_eq!(cert.to_der().expect("encode"), *der, "{}", path.display());
        count += 1;
    }
    assert!(store.is_empty() || count > 100, "only {count} certificates");
}

#[test]
fn lazy_certificates_read_from_ber_re_encode_to_their_der() {
    // BER that only the type shows: `critical FALSE` sent (a DEFAULT) in
    // the lazy extensions, besides indefinite lengths everywhere and the
    // extension values in segments. The extensions are read by their type
    // in BER mode (plan::lazy); the Names, which their universal tags tell
    // all about, as read. Before, the DEFAULT was kept: the DER was not the
    // certificate's, and `extensions()` refused it.
    let store = ca_store();
    let mut defaults = 0;
    for (path, der) in &store {
        let ber = ber_variant(der, &mut Departures { default_critical: true, ..Departures::default() });
        defaults += ber.windows(4).filter(|w| *w == [0x01, 0x01, 0x00, 0x24]).count();
        let mut buf = vec![0u8; BerSpace::needed(ber.len())];
        let space = BerSpace::new(&mut buf);
        let cert = lazy::Certificate::decode_ber(&ber, &space).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(cert.to_der().expect("encode"), *der, "{}", path.display());
        let eager = full::Certificate::decode(der).expect("full decode").tbs_certificate;
        let tbs = &cert.tbs_certificate;
        assert_eq!(tbs.extensions().expect("extensions"), eager.extensions, "{}", path.display());
        assert_eq!(tbs.issuer().expect("issuer"), eager.issuer, "{}", path.display());
    }
    assert!(store.is_empty() || defaults > store.len(), "only {defaults} DEFAULTs sent");
}
