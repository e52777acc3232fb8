//! What the tests over the Debian CA store share: its certificates, and
//! BER made from their DER (one maker, so that every test reads the same
//! kinds of BER).

#![allow(dead_code)] // each test binary uses its own part

use std::path::{Path, PathBuf};

use base64::Engine;

const CA_STORE: &str = "/usr/share/ca-certificates/mozilla";

/// The DER of a PEM file's text (one certificate).
pub fn pem_to_der(text: &str) -> Vec<u8> {
    let body: String = text.lines().filter(|l| !l.starts_with("-----")).collect();
    base64::engine::general_purpose::STANDARD.decode(body).expect("PEM body")
}

/// The certificates of the CA store, by file, in file-name order; none
/// where the store is absent and may be (off Debian: on Debian, as in CI,
/// its absence fails the test).
pub fn ca_store() -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(CA_STORE);
    if !dir.is_dir() {
        assert!(!Path::new("/etc/debian_version").exists(), "install Debian's ca-certificates package");
        return Vec::new();
    }
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("CA store")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "crt"))
        .collect();
    paths.sort();
    let store: Vec<_> = paths
        .into_iter()
        .map(|path| (path.clone(), pem_to_der(&std::fs::read_to_string(&path).expect("read"))))
        .collect();
    assert!(store.len() > 100, "only {} certificates in {CA_STORE}", store.len());
    store
}

/// What [`ber_variant`] changes beyond the framing.
#[derive(Clone, Copy, Default)]
pub struct Departures {
    /// Every Extension (`SEQUENCE { OID, OCTET STRING }` in a certificate's
    /// `[3]`) sent with its DEFAULT `critical FALSE`: BER only the schema
    /// can bring back to DER.
    pub default_critical: bool,
    /// The first PrintableString (in a certificate, an AttributeValue: an
    /// ANY) sent as `[0]` of indefinite length around an OCTET STRING,
    /// which only a schema could read (the segments of an IMPLICIT string,
    /// or a SEQUENCE OF strings?). Cleared when it was done.
    pub wrap_first_printable: bool,
}

/// `der` as BER: every constructed value of indefinite length and every
/// OCTET STRING of two octets or more in two segments (BER that departs
/// from DER in its framing only, what streaming writers send), and what
/// `departures` asks for besides.
pub fn ber_variant(der: &[u8], departures: &mut Departures) -> Vec<u8> {
    let mut out = Vec::new();
    write_ber(der, &[], departures, &mut out);
    out
}

/// [`ber_variant`] of the values in `der`, inside the constructed values
/// whose identifiers are `outer` (outermost first).
fn write_ber(der: &[u8], outer: &[u8], departures: &mut Departures, out: &mut Vec<u8>) {
    let mut r = synta_rt::Reader::new(der);
    while !r.is_empty() {
        let tlv = r.read_tlv().expect("DER");
        let (identifier, content) = (tlv.raw[0], tlv.content);
        if identifier == 0x13 && departures.wrap_first_printable {
            departures.wrap_first_printable = false;
            out.extend([0xa0, 0x80]);
            push_tlv(out, 0x04, content);
            out.extend([0, 0]);
        } else if identifier == 0x04 && content.len() >= 2 {
            let half = content.len() / 2;
            out.extend([0x24, 0x80]);
            push_tlv(out, 0x04, &content[..half]);
            push_tlv(out, 0x04, &content[half..]);
            out.extend([0, 0]);
        } else if identifier & 0x20 != 0 {
            let inner = [outer, &[identifier]].concat();
            out.extend([identifier, 0x80]);
            let extension =
                if departures.default_critical { extension_oid_len(identifier, content, outer) } else { None };
            match extension {
                Some(oid_len) => {
                    write_ber(&content[..oid_len], &inner, departures, out);
                    out.extend([0x01, 0x01, 0x00]);
                    write_ber(&content[oid_len..], &inner, departures, out);
                }
                None => write_ber(content, &inner, departures, out),
            }
            out.extend([0, 0]);
        } else {
            push_tlv(out, identifier, content);
        }
    }
}

/// The length of the OID's TLV when the value is an Extension without its
/// `critical`: a SEQUENCE { OID, OCTET STRING } directly in `[3] { SEQUENCE`.
fn extension_oid_len(identifier: u8, content: &[u8], outer: &[u8]) -> Option<usize> {
    let mut children = synta_rt::Reader::new(content);
    let tags: Vec<u8> = std::iter::from_fn(|| children.read_tlv().ok().map(|t| t.raw[0])).collect();
    (identifier == 0x30 && tags == [0x06, 0x04] && outer.ends_with(&[0xa3, 0x30])).then(|| usize::from(content[1]) + 2)
}

/// Appends the TLV of `identifier` and `content`, its length in DER.
fn push_tlv(out: &mut Vec<u8>, identifier: u8, content: &[u8]) {
    out.push(identifier);
    match content.len() {
        n @ 0..=0x7f => out.push(n as u8),
        n @ 0x80..=0xff => out.extend([0x81, n as u8]),
        n => out.extend([0x82, (n >> 8) as u8, n as u8]),
    }
    out.extend_from_slice(content);
}
