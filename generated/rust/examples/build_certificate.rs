//! Builds an X.509 certificate from scratch with the generated types: the
//! constructors (`new`, OPTIONAL components absent, DEFAULT ones at their
//! value) and the `From` impls of CHOICEs. The signature is made outside
//! (this crate has no cryptography), in two steps:
//!
//! ```text
//! build_certificate SPKI.der > tbs.der            # the TBSCertificate to sign
//! build_certificate SPKI.der SIGNATURE > cert.der # the certificate, with the
//!                                                 # ECDSA-with-SHA256 signature of tbs.der
//! ```
//!
//! The certificate is self-issued: `CN=synta example, O=synta`, serial
//! 0x0123456789abcdef, valid 2025-2035, a CA (basicConstraints, critical)
//! for `synta.example` (subjectAltName). `tests/interop/test_build_values.py` signs
//! it with Python `cryptography`'s keys and verifies it there.

use std::io::Write as _;
use std::process::ExitCode;

use synta_rt::{BitString, Der, Ia5String, Integer, ObjectIdentifier, RawDer, SequenceOf, SetOf, UtcTime, Utf8String};
use synta_schemas::pkix1_explicit88::{
    AlgorithmIdentifier, AttributeTypeAndValue, Certificate, Extension, Extensions, Name, RelativeDistinguishedName,
    SubjectPublicKeyInfo, TbsCertificate, Validity, Version, ID_AT_COMMON_NAME, ID_AT_ORGANIZATION_NAME,
};
use synta_schemas::pkix1_implicit88::{
    BasicConstraints, GeneralName, GeneralNames, ID_CE_BASIC_CONSTRAINTS, ID_CE_SUBJECT_ALT_NAME,
};

/// ecdsa-with-SHA256 (RFC 5758), whose parameters are absent.
const ECDSA_WITH_SHA256: ObjectIdentifier<'static> =
    ObjectIdentifier::from_static(&[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x02]);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (spki, signature) = match args.as_slice() {
        [spki] => (spki, None),
        [spki, signature] => (spki, Some(signature)),
        _ => {
            eprintln!("usage: build_certificate SPKI.der [SIGNATURE]");
            return ExitCode::from(2);
        }
    };
    let read = |path: &String| std::fs::read(path).map_err(|e| format!("{path}: {e}"));
    let result = read(spki).and_then(|spki| match signature {
        None => to_be_signed(&spki),
        Some(path) => read(path).and_then(|signature| certificate(&spki, &signature)),
    });
    match result.and_then(|der| std::io::stdout().write_all(&der).map_err(|e| e.to_string())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The DER of the TBSCertificate.
fn to_be_signed(spki: &[u8]) -> Result<Vec<u8>, String> {
    // What the attribute values and extension values hold, encoded first:
    // the values borrow them.
    let common_name = Utf8String::new("synta example").to_der().map_err(|e| e.to_string())?;
    let organization = Utf8String::new("synta").to_der().map_err(|e| e.to_string())?;
    let basic_constraints = BasicConstraints { ca: true, ..BasicConstraints::new() };
    let basic_constraints = basic_constraints.to_der().map_err(|e| e.to_string())?;
    let dns_name = Ia5String::new("synta.example").map_err(|e| e.to_string())?;
    let alt_names = GeneralNames(SequenceOf::from_vec(vec![GeneralName::DnsName(dns_name)]));
    let alt_names = alt_names.to_der().map_err(|e| e.to_string())?;
    let name = Name::RdnSequence(SequenceOf::from_vec(vec![
        attribute(ID_AT_COMMON_NAME, &common_name)?,
        attribute(ID_AT_ORGANIZATION_NAME, &organization)?,
    ]));
    let time = |text: &'static str| UtcTime::new(text.as_bytes()).map_err(|e| e.to_string());
    let validity = Validity::new(time("250101000000Z")?.into(), time("350101000000Z")?.into());
    let spki = SubjectPublicKeyInfo::decode(spki).map_err(|e| format!("SubjectPublicKeyInfo: {e}"))?;
    let mut tbs = TbsCertificate::new(
        Integer::from_u64(0x0123_4567_89ab_cdef),
        AlgorithmIdentifier::new(ECDSA_WITH_SHA256),
        name.clone(),
        validity,
        name,
        spki,
    )
    .map_err(|e| e.to_string())?;
    tbs.version = Version(Integer::from_i64(Version::V3));
    let extension = |id, critical, value| Extension { critical, ..Extension::new(id, value) };
    tbs.extensions = Some(Extensions(SequenceOf::from_vec(vec![
        extension(ID_CE_BASIC_CONSTRAINTS, true, &basic_constraints),
        extension(ID_CE_SUBJECT_ALT_NAME, false, &alt_names),
    ])));
    tbs.to_der().map_err(|e| e.to_string())
}

/// A relative distinguished name of one attribute.
fn attribute<'a>(oid: ObjectIdentifier<'a>, value: &'a [u8]) -> Result<RelativeDistinguishedName<'a>, String> {
    let value = RawDer::new(value).map_err(|e| e.to_string())?;
    Ok(RelativeDistinguishedName(SetOf::from_vec(vec![AttributeTypeAndValue::new(oid, value)])))
}

/// The DER of the certificate: the TBSCertificate again, and `signature`.
fn certificate(spki: &[u8], signature: &[u8]) -> Result<Vec<u8>, String> {
    let tbs_der = to_be_signed(spki)?;
    let tbs = TbsCertificate::decode(&tbs_der).map_err(|e| e.to_string())?;
    let signature = BitString::new(0, signature).map_err(|e| e.to_string())?;
    let certificate = Certificate::new(tbs, AlgorithmIdentifier::new(ECDSA_WITH_SHA256), signature);
    certificate.to_der().map_err(|e| e.to_string())
}
