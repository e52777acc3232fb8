//! Owned values (the `yoke` feature): certificates of the Debian CA store
//! decoded into `synta_rt::Owned`, kept in a cache after every input buffer
//! is gone, read from another thread, and equal field by field to the same
//! certificate decoded from a fresh copy. Also from BER, and from a value
//! whose input is dropped.

use std::path::Path;

use base64::Engine;
use synta_rt::{decode_ber_owned, decode_owned, to_owned, Der, Owned};
use synta_schemas::pkix1_explicit88::Certificate;

const CA_STORE: &str = "/usr/share/ca-certificates/mozilla";

/// The CA store's certificates as DER (empty off Debian, where the store is
/// not installed).
fn ca_store() -> Vec<Vec<u8>> {
    let dir = Path::new(CA_STORE);
    if !dir.is_dir() {
        assert!(!Path::new("/etc/debian_version").exists(), "install Debian's ca-certificates package");
        return Vec::new();
    }
    let mut ders = Vec::new();
    for entry in std::fs::read_dir(dir).expect("CA store") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "crt") {
            let text = std::fs::read_to_string(&path).expect("read");
            let body: String = text.lines().filter(|l| !l.starts_with("-----")).collect();
            ders.push(base64::engine::general_purpose::STANDARD.decode(body).expect("PEM body"));
        }
    }
    assert!(ders.len() > 100, "only {} certificates", ders.len());
    ders
}

#[test]
fn owned_certificates_outlive_their_input() {
    let expected = ca_store();
    // Each decoded from a buffer that is dropped at once: the cache holds
    // the only copy of the bytes.
    let cache: Vec<Owned<Certificate<'static>>> = expected
        .iter()
        .map(|der| {
            let buffer = der.clone();
            decode_owned::<Certificate<'static>>(buffer).expect("decodes")
        })
        .collect();
    // Read on another thread ('static and Send), compared there with the
    // certificate decoded from the expected bytes.
    let checked = std::thread::spawn(move || {
        for (owned, der) in cache.iter().zip(&expected) {
            let cert: &Certificate<'_> = owned.get();
            let fresh = Certificate::decode(der).expect("decodes");
            assert_eq!(*cert, fresh);
            assert_eq!(cert.tbs_certificate.serial_number, fresh.tbs_certificate.serial_number);
            assert_eq!(cert.to_der().expect("encodes"), *der);
        }
        cache.len()
    })
    .join()
    .expect("thread");
    assert_eq!(checked, ca_store().len());
}

#[test]
fn owned_values_from_ber_and_from_a_decoded_value() {
    let Some(der) = ca_store().into_iter().next() else { return };
    // BER: the outer SEQUENCE with an indefinite length.
    let header = if der[1] == 0x82 { 4 } else { 3 };
    let mut ber = vec![0x30, 0x80];
    ber.extend_from_slice(&der[header..]);
    ber.extend_from_slice(&[0, 0]);
    assert!(Certificate::decode(&ber).is_err(), "not DER");
    let owned = decode_ber_owned::<Certificate<'static>>(&ber).expect("BER");
    drop(ber);
    assert_eq!(owned.get().to_der().expect("encodes"), der);

    // A decoded value made owned, then its input dropped.
    let owned = {
        let buffer = der.clone();
        let cert = Certificate::decode(&buffer).expect("decodes");
        to_owned::<Certificate<'static>>(&cert).expect("owned")
    };
    assert_eq!(*owned.get(), Certificate::decode(&der).expect("decodes"));

    // A decoding error is the same error.
    let mut bad = der.clone();
    bad[1] = 0x80;
    let Err(owned_err) = decode_owned::<Certificate<'static>>(bad.clone()) else { panic!("accepted") };
    assert_eq!(owned_err, Certificate::decode(&bad).expect_err("refused"));
}
