//! The parse-only X.509 variant (`x509_lazy`): over the Debian CA store, a
//! certificate decoded with issuer, subject and extensions kept raw gives,
//! through its accessors, exactly the values the fully decoded certificate
//! holds, and re-encodes to the same bytes; read from BER, to the DER it
//! was made from.

use std::path::Path;

use base64::Engine;
use synta_rt::{BerSpace, Der};
use synta_schemas::{pkix1_explicit88 as full, x509_lazy::pkix1_explicit88 as lazy};

const CA_STORE: &str = "/usr/share/ca-certificates/mozilla";

/// The certificates of the CA store, by file; none where the store is
/// absent and may be (not on Debian).
fn ca_store() -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let dir = Path::new(CA_STORE);
    if !dir.is_dir() {
        assert!(!Path::new("/etc/debian_version").exists(), "install Debian's ca-certificates package");
        return Vec::new();
    }
    let mut store = Vec::new();
    for entry in std::fs::read_dir(dir).expect("CA store") {
        let path = entry.expect("entry").path();
        if !path.extension().is_some_and(|e| e == "crt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read");
        let body: String = text.lines().filter(|l| !l.starts_with("-----")).collect();
        store.push((path, base64::engine::general_purpose::STANDARD.decode(body).expect("PEM body")));
    }
    store
}

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
        let ber = as_ber(der, &[]);
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

/// BER for the DER values `der`, inside the constructed values whose
/// identifiers are `outer` (outermost first): every constructed value of
/// indefinite length, OCTET STRINGs in two segments, and an Extension
/// (`SEQUENCE { OID, OCTET STRING }` in a certificate's `[3]`) with its
/// DEFAULT `critical FALSE` sent.
fn as_ber(der: &[u8], outer: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut r = synta_rt::Reader::new(der);
    while !r.is_empty() {
        let tlv = r.read_tlv().expect("DER");
        let (identifier, content) = (tlv.raw[0], tlv.content);
        if identifier == 0x04 && content.len() >= 2 {
            let half = content.len() / 2;
            out.extend([0x24, 0x80]);
            out.extend(as_ber_primitive(0x04, &content[..half]));
            out.extend(as_ber_primitive(0x04, &content[half..]));
            out.extend([0, 0]);
        } else if identifier & 0x20 != 0 {
            let inner = [outer, &[identifier]].concat();
            out.extend([identifier, 0x80]);
            let mut children = synta_rt::Reader::new(content);
            let tags: Vec<u8> = std::iter::from_fn(|| children.read_tlv().ok().map(|t| t.raw[0])).collect();
            let extension = identifier == 0x30 && tags == [0x06, 0x04] && outer.ends_with(&[0xa3, 0x30]);
            let oid_len = if extension { usize::from(content[1]) + 2 } else { content.len() };
            out.extend(as_ber(&content[..oid_len], &inner));
            if extension {
                out.extend([0x01, 0x01, 0x00]);
            }
            out.extend(as_ber(&content[oid_len..], &inner));
            out.extend([0, 0]);
        } else {
            out.extend(as_ber_primitive(identifier, content));
        }
    }
    out
}

/// A primitive TLV with a short or two-octet length (test certificates).
fn as_ber_primitive(identifier: u8, content: &[u8]) -> Vec<u8> {
    let mut out = vec![identifier];
    match content.len() {
        n @ 0..=0x7f => out.push(n as u8),
        n => out.extend([0x82, (n >> 8) as u8, n as u8]),
    }
    out.extend_from_slice(content);
    out
}
