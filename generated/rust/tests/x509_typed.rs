//! The typed certificate schema (PKIX1Typed): lookups by key, and encoders
//! that refuse a value its key does not select.

use synta_rt::{Der, ErrorKind};
use synta_schemas::pkix1_typed::{CertExtension, CertExtensionExtnValue, CertExtensions};

/// extensions: basicConstraints (cA TRUE), keyUsage (keyCertSign, cRLSign)
/// and an extension the set does not list (1.2.3), in one SEQUENCE OF.
const EXTENSIONS: &str = "3029\
    300f0603551d130101ff040530030101ff\
    300e0603551d0f0101ff040403020106\
    30060602\
    2a030400";

fn hex(text: &str) -> Vec<u8> {
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap()).collect()
}

#[test]
fn lookups_find_the_value_each_key_selects() {
    let der = hex(EXTENSIONS);
    let exts = CertExtensions::decode(&der).unwrap();
    assert!(exts.basic_constraints().unwrap().ca);
    let ku = exts.key_usage().unwrap();
    assert!(ku.key_cert_sign() && ku.crl_sign() && !ku.digital_signature());
    assert!(exts.subject_alt_name().is_none());
    let kinds: Vec<bool> = exts.0.iter().map(|e| matches!(e.extn_value, CertExtensionExtnValue::Other(_))).collect();
    assert_eq!(kinds, [false, false, true]);
    assert_eq!(exts.to_der().unwrap(), der);
}

#[test]
fn encoders_refuse_a_value_its_key_does_not_select() {
    let der = hex(EXTENSIONS);
    let exts = CertExtensions::decode(&der).unwrap();
    let all: Vec<CertExtension> = exts.0.iter().collect();
    let (bc, ku, other) = (&all[0], &all[1], &all[2]);
    // BasicConstraints under the keyUsage key.
    let swapped = CertExtension { extn_id: ku.extn_id, ..bc.clone() };
    let err = swapped.to_der().unwrap_err();
    assert_eq!(err.kind(), ErrorKind::KeyMismatch);
    assert!(err.to_string().contains("extnValue"), "{err}");
    // Raw octets under a key the set lists would not decode back as raw.
    let raw = CertExtension { extn_id: bc.extn_id, ..other.clone() };
    assert_eq!(raw.to_der().unwrap_err().kind(), ErrorKind::KeyMismatch);
    // Each as decoded encodes again.
    for e in &all {
        e.to_der().unwrap();
    }
}
