//! Owned values (the `yoke` feature): certificates of the Debian CA store
//! decoded into `synta_rt::Owned`, kept in a cache after every input buffer
//! is gone, read from another thread, and equal field by field to the same
//! certificate decoded from a fresh copy. Also from BER, and from a value
//! whose input is dropped.

mod common;

use common::{ber_variant, Departures};
use synta_rt::{decode_ber_owned, decode_owned, to_owned, Der, Owned};
use synta_schemas::pkix1_explicit88::Certificate;

/// The CA store's certificates as DER.
fn ca_store() -> Vec<Vec<u8>> {
    common::ca_store().into_iter().map(|(_, der)| der).collect()
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

/// What BER mode itself makes of `ber`: the DER of the value, or its error.
fn read_in_ber_mode(ber: &[u8]) -> Result<Vec<u8>, synta_rt::Error> {
    let mut buf = vec![0u8; synta_rt::BerSpace::needed(ber.len())];
    let space = synta_rt::BerSpace::new(&mut buf);
    Certificate::decode_ber(ber, &space)?.to_der()
}

/// What `decode_ber_owned` makes of `ber`, in the same terms.
fn read_owned(ber: &[u8]) -> Result<Vec<u8>, synta_rt::Error> {
    decode_ber_owned::<Certificate<'static>>(ber).map(|owned| owned.get().to_der().expect("encodes"))
}

#[test]
fn ber_framed_otherwise_reads_as_ber_mode_reads_it() {
    // decode_ber_owned reads BER whose framing alone departs from DER as
    // DER with the framing rewritten; anything else falls back to BER mode.
    // On every certificate of the store, each kind gives what BER mode
    // gives, value or error.
    let store = ca_store();
    let (mut booleans, mut ambiguous) = (0, 0);
    for der in &store {
        let ber = ber_variant(der, &mut Departures::default());
        assert_eq!(synta_rt::frame_as_der(&ber).as_deref(), Some(&der[..]));
        assert_eq!(read_owned(&ber), Ok(der.clone()));
        assert_eq!(read_in_ber_mode(&ber), Ok(der.clone()));
        // A BOOLEAN TRUE as 0x01 (BER, not DER) where the certificate has
        // one; otherwise a length cut short (an error in both).
        let mut other = ber.clone();
        match other.windows(3).position(|w| w == [0x01, 0x01, 0xff]) {
            Some(at) => {
                other[at + 2] = 0x01;
                booleans += 1;
            }
            None => other.truncate(other.len() - 1),
        }
        assert_eq!(read_owned(&other), read_in_ber_mode(&other));
        // Framing only a schema can read, in a raw value: refused by both.
        let mut wrap = Departures { wrap_first_printable: true, ..Departures::default() };
        let unclear = ber_variant(der, &mut wrap);
        if !wrap.wrap_first_printable {
            assert!(read_in_ber_mode(&unclear).is_err());
            assert_eq!(read_owned(&unclear), read_in_ber_mode(&unclear));
            ambiguous += 1;
        }
    }
    assert!(
        store.is_empty() || (booleans > 100 && ambiguous > 100),
        "{booleans} BOOLEANs, {ambiguous} PrintableStrings"
    );
}
