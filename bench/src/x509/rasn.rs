//! rasn-pkix: owned values decoded by rasn's DER codec; names through `dn`.

use rasn::types::IntegerType;
use rasn_pkix::{Certificate, Name, Time};

use super::{Fields, X509};
use crate::dn::push_attribute;

pub struct Rasn;

fn push_name(out: &mut String, name: &Name) {
    let Name::RdnSequence(rdns) = name;
    for rdn in rdns {
        for atv in rdn.iter() {
            // rasn checked the value: split it into tag and content only.
            if let Ok(value) = synta_rt::Reader::new(atv.value.as_bytes()).read_tlv() {
                let (oid, len) = oid_content(&atv.r#type);
                push_attribute(out, &oid[..len], value.tag.number(), value.content);
            }
        }
    }
}

/// The OID's content octets, on the stack (rasn keeps arcs; `dn` keys on
/// the encoding, so this is part of rasn's share of the work). Attribute
/// types are short: 32 octets hold every one in the corpora.
fn oid_content(arcs: &[u32]) -> ([u8; 32], usize) {
    let mut out = [0u8; 32];
    let mut len = 0;
    let first = u64::from(arcs[0]) * 40 + u64::from(arcs[1]);
    for arc in std::iter::once(first).chain(arcs[2..].iter().map(|&a| u64::from(a))) {
        let groups = (64 - arc.leading_zeros()).max(1).div_ceil(7);
        for i in (0..groups).rev() {
            let group = ((arc >> (7 * i)) & 0x7f) as u8;
            if len < out.len() {
                out[len] = if i > 0 { group | 0x80 } else { group };
                len += 1;
            }
        }
    }
    (out, len)
}

fn unix(time: &Time) -> i64 {
    match time {
        Time::Utc(t) => t.timestamp(),
        Time::General(t) => t.timestamp(),
    }
}

impl X509 for Rasn {
    const NAME: &'static str = "rasn-pkix";
    fn value_size() -> usize {
        std::mem::size_of::<Certificate>()
    }
    const SHARED_DN_FORMAT: bool = true;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        rasn::der::decode::<Certificate>(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok(cert) = rasn::der::decode::<Certificate>(der) else { return false };
        let tbs = &cert.tbs_certificate;
        out.version = tbs.version.raw_value() as u8;
        let (serial, len) = tbs.serial_number.to_signed_bytes_be();
        out.set_serial(&serial.as_ref()[..len]);
        out.signature_algorithm = cert.signature_algorithm.algorithm.last().copied().unwrap_or(0).into();
        out.signature_len = cert.signature_value.as_raw_slice().len();
        out.not_before = unix(&tbs.validity.not_before);
        out.not_after = unix(&tbs.validity.not_after);
        let spki = &tbs.subject_public_key_info;
        out.key_algorithm = spki.algorithm.algorithm.last().copied().unwrap_or(0).into();
        out.key_len = spki.subject_public_key.as_raw_slice().len();
        let (issuer, subject) = out.names();
        push_name(issuer, &tbs.issuer);
        push_name(subject, &tbs.subject);
        true
    }
}
