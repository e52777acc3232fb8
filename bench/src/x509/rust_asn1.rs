//! rust-asn1 (the `asn1` crate, used by Python cryptography) with a small
//! Certificate definition of our own: its derive needs one per user.

use super::{Fields, X509};
use crate::dn::{last_arc, push_attribute};

pub struct RustAsn1;

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct Certificate<'a> {
    tbs_certificate: TbsCertificate<'a>,
    signature_algorithm: AlgorithmIdentifier<'a>,
    signature: asn1::BitString<'a>,
}

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct TbsCertificate<'a> {
    #[explicit(0)]
    #[default(0u8)]
    version: u8,
    serial_number: asn1::BigInt<'a>,
    _signature: AlgorithmIdentifier<'a>,
    issuer: Name<'a>,
    validity: Validity,
    subject: Name<'a>,
    subject_public_key_info: SubjectPublicKeyInfo<'a>,
    #[implicit(1)]
    _issuer_unique_id: Option<asn1::BitString<'a>>,
    #[implicit(2)]
    _subject_unique_id: Option<asn1::BitString<'a>>,
    #[explicit(3)]
    _extensions: Option<asn1::SequenceOf<'a, Extension<'a>>>,
}

type Name<'a> = asn1::SequenceOf<'a, asn1::SetOf<'a, AttributeTypeAndValue<'a>>>;

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct AttributeTypeAndValue<'a> {
    attribute_type: asn1::ObjectIdentifier,
    value: asn1::Tlv<'a>,
}

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct AlgorithmIdentifier<'a> {
    algorithm: asn1::ObjectIdentifier,
    _parameters: Option<asn1::Tlv<'a>>,
}

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct Validity {
    not_before: Time,
    not_after: Time,
}

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
enum Time {
    UtcTime(asn1::UtcTime),
    GeneralizedTime(asn1::X509GeneralizedTime),
}

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct SubjectPublicKeyInfo<'a> {
    algorithm: AlgorithmIdentifier<'a>,
    subject_public_key: asn1::BitString<'a>,
}

#[derive(asn1::Asn1Read, asn1::Asn1Write)]
struct Extension<'a> {
    _extn_id: asn1::ObjectIdentifier,
    #[default(false)]
    _critical: bool,
    _extn_value: &'a [u8],
}

fn push_name(out: &mut String, name: &Name<'_>) {
    for rdn in name.clone() {
        for atv in rdn {
            push_attribute(
                out,
                atv.attribute_type.as_der(),
                atv.value.tag().as_u8().map_or(0, |b| u32::from(b & 0x1f)),
                atv.value.data(),
            );
        }
    }
}

fn unix(time: &Time) -> i64 {
    let t = match time {
        Time::UtcTime(t) => t.as_datetime(),
        Time::GeneralizedTime(t) => t.as_datetime(),
    };
    super::unix(t.year(), t.month(), t.day(), t.hour(), t.minute(), t.second())
}

impl X509 for RustAsn1 {
    const NAME: &'static str = "rust-asn1";
    fn value_size() -> usize {
        std::mem::size_of::<Certificate<'static>>()
    }
    const SHARED_DN_FORMAT: bool = true;
    type Out = Fields;
    fn parse(der: &[u8]) -> bool {
        asn1::parse_single::<Certificate<'_>>(der).is_ok()
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let Ok(cert) = asn1::parse_single::<Certificate<'_>>(der) else { return false };
        let tbs = &cert.tbs_certificate;
        out.version = tbs.version;
        out.set_serial(tbs.serial_number.as_bytes());
        out.signature_algorithm = last_arc(cert.signature_algorithm.algorithm.as_der());
        out.signature_len = cert.signature.as_bytes().len();
        out.not_before = unix(&tbs.validity.not_before);
        out.not_after = unix(&tbs.validity.not_after);
        let spki = &tbs.subject_public_key_info;
        out.key_algorithm = last_arc(spki.algorithm.algorithm.as_der());
        out.key_len = spki.subject_public_key.as_bytes().len();
        let (issuer, subject) = out.names();
        push_name(issuer, &tbs.issuer);
        push_name(subject, &tbs.subject);
        true
    }
}

/// Writing certificates parsed once (`asn1::write_single`), after checking
/// that each is written back as it was read.
pub fn encoder<'a>(ders: &[&'a [u8]]) -> crate::Encoder<'a> {
    let certs: Vec<Certificate<'a>> = ders.iter().map(|der| asn1::parse_single(der).expect("parses")).collect();
    for (cert, der) in certs.iter().zip(ders) {
        assert_eq!(asn1::write_single(cert).expect("writes"), *der, "rust-asn1 re-encodes the input");
    }
    Box::new(move || {
        for cert in &certs {
            std::hint::black_box(asn1::write_single(cert).expect("writes"));
        }
    })
}
