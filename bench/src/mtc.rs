//! The ASN.1 steps of a Merkle Tree Certificate CA's pipeline
//! (draft-ietf-plants-merkle-tree-certs), ours on the generated Rust of
//! `schemas/mtc` and `schemas/pkix`, and the reference library's,
//! synta-mtc 0.5.1, on the same certificates:
//!
//! - **log-entry conversion**: an issued certificate's DER in, its
//!   `TBSCertificateLogEntry` DER out (the subject public key replaced by
//!   the SHA-256 of its DER);
//! - **standalone certificate**: the issued certificate and its proof in,
//!   the MTC certificate's DER out (draft §6.2: a new serial number from the
//!   log number and index, the CA ID as the issuer, `id-alg-mtcProof` as
//!   the signature algorithm and the TLS-encoded `MTCProof` as the
//!   signature value);
//! - **standalone decode**: that certificate's DER in, its `MTCProof`
//!   octets out.
//!
//! Both sides hash with OpenSSL's SHA-256 (synta-mtc through
//! synta-certificate's backend, ours through libcrypto's one-shot `SHA256`),
//! so the hash costs the same on both. The `MTCProof` is a TLS structure,
//! not ASN.1: ours writes it with [`write_mtc_proof`], a few lines of this
//! benchmark, and only the certificate around it is generated code.
//!
//! Where synta-mtc differs from our module (bench/NOTES.md, "Merkle Tree
//! Certificates"): its `id-rdna-trustAnchorID` is the IANA arc of draft 07
//! (1.3.6.1.5.5.7.25.3) where ours is the experimental 1.3.6.1.4.1.44363.47.1,
//! so the standalone certificates here name the issuer with synta-mtc's arc
//! ([`TRUST_ANCHOR_ID`]) and `id-alg-mtcProof` as draft 06 and our module
//! do (1.3.6.1.4.1.44363.47.0, synta-mtc's `MtcDraft::Draft06`): both sides
//! then write the same bytes, which every workload checks before it is
//! timed.

use synta::{Encode, Encoding};
use synta_mtc::builder::{IssuanceLogBuilder, MtcX509CertificateBuilder};
use synta_mtc::crypto::{Cosignature, HashAlgorithm, MtcProof};
use synta_mtc::types::constants::MtcDraft;
use synta_rt::{BitString, Der, Integer};
use synta_schemas::merkle_tree_certificates::{TbsCertificateLogEntry, ID_ALG_MTC_PROOF};
use synta_schemas::pkix1_explicit88::{AlgorithmIdentifier, Certificate, Name, TbsCertificate};

use crate::data::Input;

/// `id-rdna-trustAnchorID` as synta-mtc 0.5.1 writes it (1.3.6.1.5.5.7.25.3),
/// content octets.
pub const TRUST_ANCHOR_ID: &[u8] = &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x19, 0x03];
/// The CA ID of the benchmark's CA (a RELATIVE-OID, 32473.1), content octets.
pub const CA_ID: &[u8] = &[0x81, 0xfd, 0x59, 0x01];
/// The CA's log number (the serial number's top 16 bits).
pub const LOG_NUMBER: u16 = 1;
/// Room for a certificate's output: an ML-DSA-65 certificate with its
/// proof and one ML-DSA-65 cosignature is under 12 KB.
pub const OUT_BYTES: usize = 16 * 1024;

extern "C" {
    /// bench/c/mtc_entry.c: the log-entry conversion in the generated C.
    fn bench_c_mtc_entry(der: *const u8, len: usize, out: *mut u8, cap: usize) -> usize;
    /// libcrypto's one-shot SHA-256 (the system's, as synta-certificate's
    /// OpenSSL backend links).
    fn SHA256(data: *const u8, len: usize, md: *mut u8) -> *mut u8;
}

fn sha256(data: &[u8]) -> [u8; 32] {
    let mut md = [0u8; 32];
    // SAFETY: `data` is valid for `len` bytes, `md` for the 32 written.
    unsafe { SHA256(data.as_ptr(), data.len(), md.as_mut_ptr()) };
    md
}

/// One certificate of a batch with what the CA knows of it once the batch's
/// tree is built: its index in the log and its proof.
pub struct Issued {
    pub name: String,
    pub der: Vec<u8>,
    /// The DER of its TBSCertificate (what synta-mtc's builder takes).
    pub tbs: Vec<u8>,
    pub index: u64,
    pub proof: MtcProof,
}

/// The batch of certificates of one key algorithm (`p256-` or `mldsa65-`
/// inputs of the `mtc` set) with their indices and proofs from a log of
/// the batch built by synta-mtc (a null entry at index 0, then one entry a
/// certificate, SHA-256), each with one cosignature: the CA's own signature
/// on the certificate, real bytes of the algorithm's size.
pub fn batch(inputs: &[Input], prefix: &str) -> Vec<Issued> {
    let certs: Vec<&Input> = inputs.iter().filter(|i| i.name.starts_with(prefix)).collect();
    assert!(!certs.is_empty(), "no {prefix} certificates in the mtc set");
    let decoded: Vec<synta_certificate::Certificate> = certs
        .iter()
        .map(|i| synta_certificate::Certificate::from_der(&i.der).unwrap_or_else(|e| panic!("{}: {e}", i.name)))
        .collect();
    let entries = decoded.iter().map(|c| {
        synta_mtc::integration::tbs_certificate_to_log_entry(&c.tbs_certificate, HashAlgorithm::Sha256)
            .expect("log entry")
    });
    let log = IssuanceLogBuilder::new().hash_algorithm(HashAlgorithm::Sha256).add_entries(entries);
    let size = log.tree_size();
    certs
        .iter()
        .enumerate()
        .map(|(i, input)| {
            let index = i as u64 + 1;
            let cert = Certificate::decode(&input.der).expect("decodes");
            let tbs = cert.tbs_certificate.to_der().expect("encodes");
            let proof = MtcProof {
                extensions: Vec::new(),
                start: 0,
                end: size,
                inclusion_proof: log.generate_proof(index).expect("proof").concat(),
                signatures: vec![Cosignature {
                    cosigner_id: CA_ID.to_vec(),
                    signature_value: cert.signature.as_bytes().to_vec(),
                }],
            };
            Issued { name: input.name.clone(), der: input.der.clone(), tbs, index, proof }
        })
        .collect()
}

// ---- Log-entry conversion -------------------------------------------------

/// Ours: the log entry of the certificate `der`, written into `out`.
/// Allocates nothing.
pub fn ours_entry<'o>(der: &[u8], out: &'o mut [u8]) -> synta_rt::Result<&'o [u8]> {
    let cert = Certificate::decode(der)?;
    let tbs = cert.tbs_certificate;
    // The DER of the SubjectPublicKeyInfo, written after the room the
    // entry needs (a key is never longer than its certificate).
    let (entry_room, key_room) = out.split_at_mut(out.len() / 2);
    let hash = sha256(tbs.subject_public_key_info.encode_into(key_room)?);
    let entry = TbsCertificateLogEntry {
        version: tbs.version,
        issuer: tbs.issuer,
        validity: tbs.validity,
        subject: tbs.subject,
        subject_public_key_algorithm: tbs.subject_public_key_info.algorithm,
        subject_public_key_info_hash: &hash,
        issuer_unique_id: tbs.issuer_unique_id,
        subject_unique_id: tbs.subject_unique_id,
        extensions: tbs.extensions,
    };
    entry.encode_into(entry_room)
}

/// Ours in C (bench/c/mtc_entry.c, through FFI): the log entry of `der`
/// written into `out`. Allocates nothing.
pub fn ours_c_entry<'o>(der: &[u8], out: &'o mut [u8]) -> Option<&'o [u8]> {
    // SAFETY: both buffers are valid for the lengths given.
    let n = unsafe { bench_c_mtc_entry(der.as_ptr(), der.len(), out.as_mut_ptr(), out.len()) };
    (n > 0).then(|| &out[..n])
}

/// synta-mtc's: the certificate decoded by synta-certificate,
/// `tbs_certificate_to_log_entry`, then the entry's DER.
pub fn synta_entry(der: &[u8]) -> Option<Vec<u8>> {
    let cert = synta_certificate::Certificate::from_der(der).ok()?;
    let entry =
        synta_mtc::integration::tbs_certificate_to_log_entry(&cert.tbs_certificate, HashAlgorithm::Sha256).ok()?;
    let mut encoder = synta::der::Encoder::new(Encoding::Der);
    entry.encode(&mut encoder).ok()?;
    encoder.finish().ok()
}

// ---- Standalone certificate --------------------------------------------------

/// The TLS encoding of an `MTCProof` (draft §6.2) into `out`, as synta-mtc's
/// `MtcProof::encode` writes it: extensions<0..2^16-1>, start and end as
/// uint48, inclusion_proof<0..2^16-1>, then the signatures<0..2^24-1>, each
/// a cosigner ID<1..2^8-1> and a signature<0..2^16-1>. None if it does not
/// fit or a length overflows its field.
pub fn write_mtc_proof<'o>(proof: &MtcProof, out: &'o mut [u8]) -> Option<&'o [u8]> {
    let sigs: usize = proof.signatures.iter().map(|s| 1 + s.cosigner_id.len() + 2 + s.signature_value.len()).sum();
    let mut w = TlsWriter { out, len: 0 };
    w.vector(2, &proof.extensions)?;
    w.bytes(&proof.start.to_be_bytes()[2..])?;
    w.bytes(&proof.end.to_be_bytes()[2..])?;
    w.vector(2, &proof.inclusion_proof)?;
    w.length(3, sigs)?;
    for s in &proof.signatures {
        w.vector(1, &s.cosigner_id)?;
        w.vector(2, &s.signature_value)?;
    }
    let TlsWriter { out, len } = w;
    Some(&out[..len])
}

/// Octets written in order into a slice: the TLS vectors and the small
/// DER of the issuer name.
struct TlsWriter<'o> {
    out: &'o mut [u8],
    len: usize,
}

impl TlsWriter<'_> {
    fn bytes(&mut self, b: &[u8]) -> Option<()> {
        self.out.get_mut(self.len..self.len + b.len())?.copy_from_slice(b);
        self.len += b.len();
        Some(())
    }

    fn length(&mut self, octets: usize, n: usize) -> Option<()> {
        (n >> (8 * octets) == 0).then_some(())?;
        self.bytes(&n.to_be_bytes()[8 - octets..])
    }

    fn vector(&mut self, octets: usize, b: &[u8]) -> Option<()> {
        self.length(octets, b.len())?;
        self.bytes(b)
    }
}

/// Ours: the MTC certificate of `issued`, written into `out`; `scratch`
/// holds its proof's TLS encoding and the issuer's attribute value while
/// the certificate is written.
pub fn ours_standalone<'o>(issued: &Issued, scratch: &mut [u8], out: &'o mut [u8]) -> synta_rt::Result<&'o [u8]> {
    let tbs = TbsCertificate::decode(&issued.tbs)?;
    // The CA ID as the issuer (draft §5.1): one RDN whose value is the
    // RELATIVE-OID, written as DER and read back, so that no collection
    // is allocated.
    let (name_room, proof_room) = scratch.split_at_mut(64);
    let issuer = Name::decode(ca_id_name(name_room)?)?;
    let proof = write_mtc_proof(&issued.proof, proof_room).ok_or_else(too_small)?;
    let algorithm = AlgorithmIdentifier { algorithm: ID_ALG_MTC_PROOF, parameters: None };
    let cert = Certificate {
        tbs_certificate: TbsCertificate {
            version: synta_schemas::pkix1_explicit88::Version(Integer::from_i64(2)),
            serial_number: Integer::from_u64((u64::from(LOG_NUMBER) << 48) | issued.index),
            signature: algorithm.clone(),
            issuer,
            issuer_unique_id: None,
            subject_unique_id: None,
            ..tbs
        },
        signature_algorithm: algorithm,
        signature: BitString::new(0, proof)?,
    };
    cert.encode_into(out)
}

/// The error of output that does not fit (made only when needed: an error
/// allocates).
fn too_small() -> synta_rt::Error {
    synta_rt::Error::new(synta_rt::ErrorKind::BufferTooSmall, 0)
}

/// The DER of the issuer name of [`CA_ID`], in `room`.
fn ca_id_name(room: &mut [u8]) -> synta_rt::Result<&[u8]> {
    let value_len = 2 + CA_ID.len();
    let atv_len = 2 + TRUST_ANCHOR_ID.len() + value_len;
    let mut w = TlsWriter { out: room, len: 0 };
    let written = (|| {
        w.bytes(&[0x30, (atv_len + 4) as u8, 0x31, (atv_len + 2) as u8, 0x30, atv_len as u8])?;
        w.bytes(&[0x06, TRUST_ANCHOR_ID.len() as u8])?;
        w.bytes(TRUST_ANCHOR_ID)?;
        w.bytes(&[0x0d, CA_ID.len() as u8])?;
        w.bytes(CA_ID)
    })();
    written.ok_or_else(too_small)?;
    let TlsWriter { out, len } = w;
    Ok(&out[..len])
}

/// synta-mtc's: `MtcX509CertificateBuilder` with the same CA ID, log number
/// and index, draft 06's `id-alg-mtcProof`.
pub fn synta_standalone(issued: &Issued) -> Option<Vec<u8>> {
    MtcX509CertificateBuilder::new()
        .original_tbs_der(&issued.tbs)
        .ca_id(synta::RelativeOid::new(&[32473, 1]))
        .log_number(LOG_NUMBER)
        .log_entry_index(issued.index)
        .draft(MtcDraft::Draft06)
        .mtc_proof(issued.proof.clone())
        .build()
        .ok()
}

// ---- Standalone certificate decoded --------------------------------------------

/// Ours: the MTC certificate decoded, its `MTCProof` octets (None unless
/// its signature algorithm is `id-alg-mtcProof` and the signature a whole
/// number of octets).
pub fn ours_proof_of(der: &[u8]) -> Option<&[u8]> {
    let cert = Certificate::decode(der).ok()?;
    (cert.signature_algorithm.algorithm == ID_ALG_MTC_PROOF && cert.signature.unused_bits() == 0)
        .then(|| cert.signature.as_bytes())
}

/// synta-mtc's: the certificate decoded by synta-certificate, the proof's
/// octets by `signature_value_octets`, the algorithm checked by
/// `is_mtc_proof_oid`.
pub fn synta_proof_of(der: &[u8]) -> Option<&[u8]> {
    let cert = synta_certificate::Certificate::from_der(der).ok()?;
    if !synta_mtc::types::constants::is_mtc_proof_oid(cert.signature_algorithm.algorithm.components()) {
        return None;
    }
    let bits = &cert.signature_value;
    synta_mtc::crypto::signature_value_octets(bits.as_bytes(), bits.unused_bits()).ok()
}

// ---- The workloads, checked ---------------------------------------------------

/// The batches of the `mtc` set, by the prefix of their inputs' names.
pub const SETS: [&str; 2] = ["p256", "mldsa65"];
/// The steps, as criterion groups name them (`STEP/SET`).
pub const STEPS: [&str; 3] = ["mtc-entry-convert", "mtc-standalone", "mtc-standalone-decode"];
/// The two sides, as criterion functions name them.
pub const OURS: &str = "ours (Rust)";
/// The log-entry conversion only: the generated C, through FFI.
pub const OURS_C: &str = "ours (C via FFI)";
pub const SYNTA_MTC: &str = "synta-mtc 0.5.1";

/// One pass of `step` over the batch `set` by `side` (OURS or SYNTA_MTC),
/// for criterion and the pairs binary alike; None for a name it does not
/// know. Before any is handed out, every certificate of the batch is
/// checked ([`check`]), so a side that writes other bytes is never timed.
pub fn work(step: &str, set: &str, side: &str) -> Option<crate::Encoder<'static>> {
    let c = side == OURS_C && step == "mtc-entry-convert";
    if !STEPS.contains(&step) || !SETS.contains(&set) || !(c || [OURS, SYNTA_MTC].contains(&side)) {
        return None;
    }
    let batch = batch(&crate::data::set("mtc"), &format!("{set}-"));
    let standalone = check(&batch);
    let ours = side == OURS;
    let mut out = vec![0u8; OUT_BYTES];
    let mut scratch = vec![0u8; OUT_BYTES];
    Some(match step {
        _ if c => each(batch, move |i| ours_c_entry(&i.der, &mut out).is_some()),
        "mtc-entry-convert" if ours => each(batch, move |i| ours_entry(&i.der, &mut out).is_ok()),
        "mtc-entry-convert" => each(batch, |i| synta_entry(&i.der).is_some()),
        "mtc-standalone" if ours => each(batch, move |i| ours_standalone(i, &mut scratch, &mut out).is_ok()),
        "mtc-standalone" => each(batch, |i| synta_standalone(i).is_some()),
        _ if ours => each(standalone, |der| ours_proof_of(der).is_some()),
        _ => each(standalone, |der| synta_proof_of(der).is_some()),
    })
}

/// One pass of `step` over every item of `items`.
fn each<T: 'static>(items: Vec<T>, mut step: impl FnMut(&T) -> bool + 'static) -> crate::Encoder<'static> {
    Box::new(move || {
        for item in &items {
            std::hint::black_box(step(std::hint::black_box(item)));
        }
    })
}

/// Checks both sides on every certificate of `batch` and returns the
/// batch's MTC certificates: the same log entry (ours in Rust and in C)
/// and the same MTC certificate, byte for byte; each log entry read back by both (ours'
/// `TBSCertificateLogEntry` and synta-mtc's); each MTC certificate read by
/// both, giving back the proof synta-mtc encodes, which synta-mtc's
/// `MtcProof::decode` reads as the proof it was given. Panics on the first
/// difference, naming the certificate.
pub fn check(batch: &[Issued]) -> Vec<Vec<u8>> {
    let mut out = vec![0u8; OUT_BYTES];
    let mut scratch = vec![0u8; OUT_BYTES];
    batch
        .iter()
        .map(|issued| {
            let name = &issued.name;
            let theirs = synta_entry(&issued.der).unwrap_or_else(|| panic!("{name}: synta-mtc made no log entry"));
            let ours = ours_entry(&issued.der, &mut out).unwrap_or_else(|e| panic!("{name}: ours: {e}"));
            assert_eq!(ours, &theirs[..], "{name}: the log entries differ");
            assert_eq!(ours_c_entry(&issued.der, &mut scratch), Some(&theirs[..]), "{name}: the C's log entry differs");
            TbsCertificateLogEntry::decode(ours).unwrap_or_else(|e| panic!("{name}: ours reads its entry: {e}"));
            <synta_mtc::types::TBSCertificateLogEntry as synta::Decode>::decode(&mut synta::Decoder::new(
                ours,
                Encoding::Der,
            ))
            .unwrap_or_else(|e| panic!("{name}: synta-mtc reads the entry: {e}"));

            let theirs = synta_standalone(issued).unwrap_or_else(|| panic!("{name}: synta-mtc made no certificate"));
            let ours = ours_standalone(issued, &mut scratch, &mut out).unwrap_or_else(|e| panic!("{name}: ours: {e}"));
            assert_eq!(ours, &theirs[..], "{name}: the MTC certificates differ");
            let proof = ours_proof_of(ours).unwrap_or_else(|| panic!("{name}: ours reads no proof"));
            assert_eq!(Some(proof), synta_proof_of(ours), "{name}: the two read different proofs");
            assert_eq!(
                MtcProof::decode(proof).ok().as_ref(),
                Some(&issued.proof),
                "{name}: the proof read back differs"
            );
            theirs
        })
        .collect()
}
