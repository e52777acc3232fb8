//! Merkle Tree Certificates: the log entry for a certificate is its
//! TBSCertificate with the serial number and signature algorithm left out
//! and the subject public key info replaced by its algorithm and SHA-256
//! hash (draft-ietf-plants-merkle-tree-certs). Built here with the
//! generated encoder from every certificate of the Debian CA store.

mod common;

use sha2::{Digest, Sha256};
use synta_rt::Der;
use synta_schemas::merkle_tree_certificates::TbsCertificateLogEntry;
use synta_schemas::pkix1_explicit88::Certificate;

fn log_entry_for(cert_der: &[u8]) -> Vec<u8> {
    let cert = Certificate::decode(cert_der).expect("certificate");
    let tbs = cert.tbs_certificate;
    let spki_der = tbs.subject_public_key_info.to_der().expect("SPKI encodes");
    let hash = Sha256::digest(&spki_der);
    let entry = TbsCertificateLogEntry {
        version: tbs.version,
        issuer: tbs.issuer.clone(),
        validity: tbs.validity.clone(),
        subject: tbs.subject.clone(),
        subject_public_key_algorithm: tbs.subject_public_key_info.algorithm.clone(),
        subject_public_key_info_hash: &hash,
        issuer_unique_id: tbs.issuer_unique_id,
        subject_unique_id: tbs.subject_unique_id,
        extensions: tbs.extensions.clone(),
    };
    let der = entry.to_der().expect("log entry encodes");

    // Decoding it again gives the same fields, byte for byte.
    let back = TbsCertificateLogEntry::decode(&der).expect("log entry decodes");
    assert_eq!(back.subject_public_key_info_hash, hash.as_slice());
    assert_eq!(back.issuer.to_der().unwrap(), tbs.issuer.to_der().unwrap());
    assert_eq!(back.subject.to_der().unwrap(), tbs.subject.to_der().unwrap());
    assert_eq!(back.extensions.map(|e| e.to_der().unwrap()), tbs.extensions.map(|e| e.to_der().unwrap()));
    der
}

#[test]
fn log_entries_from_the_ca_store() {
    for (path, der) in common::ca_store() {
        let entry = log_entry_for(&der);
        // The entry drops the serial number, the signature algorithm and
        // the key, and adds a 34-byte hash: it is never the TBS itself.
        assert!(entry.len() < der.len(), "{}", path.display());
    }
}
