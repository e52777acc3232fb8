//! The strict-DER suite: one small input per DER rule, each rejected with
//! its own error kind at the byte that breaks the rule. The C runtime runs
//! the same cases (issue 4); keep the two lists in step.

use synta_rt::{Der, ErrorKind, Integer, RawDer};
use synta_schemas::kerberos_v5_spec2::{Microseconds, PrincipalName};
use synta_schemas::pkix1_explicit88::{AlgorithmIdentifier, Extension, PersonalName, RelativeDistinguishedName};
use synta_schemas::pkix1_implicit88::KeyUsage;

/// Decodes `der` as `T` and checks the error kind, offset and message.
fn rejects<'a, T: Der<'a> + std::fmt::Debug>(der: &'a [u8], kind: ErrorKind, offset: usize, path: &str) {
    let err = T::decode(der).expect_err("must be rejected");
    assert_eq!(err.kind(), kind, "{err}");
    assert_eq!(err.offset(), offset, "{err}");
    assert!(err.to_string().starts_with(&format!("{path} at byte {offset}: ")), "{err}");
}

#[test]
fn non_minimal_length() {
    rejects::<Integer>(&[0x02, 0x81, 0x01, 0x05], ErrorKind::NonMinimalLength, 1, "INTEGER");
    let mut long = vec![0x04, 0x82, 0x00, 0x80];
    long.extend([0u8; 0x80]);
    rejects::<&[u8]>(&long, ErrorKind::NonMinimalLength, 1, "OCTET STRING");
}

#[test]
fn indefinite_length() {
    let der = [0x30, 0x80, 0x06, 0x01, 0x2a, 0x00, 0x00];
    rejects::<AlgorithmIdentifier>(&der, ErrorKind::IndefiniteLength, 1, "AlgorithmIdentifier");
}

#[test]
fn integer_leading_zero_or_ones_and_empty() {
    rejects::<Integer>(&[0x02, 0x02, 0x00, 0x05], ErrorKind::NonMinimalInteger, 2, "INTEGER");
    rejects::<Integer>(&[0x02, 0x02, 0xff, 0x80], ErrorKind::NonMinimalInteger, 2, "INTEGER");
    rejects::<Integer>(&[0x02, 0x00], ErrorKind::EmptyInteger, 2, "INTEGER");
}

#[test]
fn boolean_other_than_00_or_ff() {
    rejects::<bool>(&[0x01, 0x01, 0x01], ErrorKind::InvalidBoolean, 2, "BOOLEAN");
}

#[test]
fn null_with_content() {
    rejects::<()>(&[0x05, 0x01, 0x00], ErrorKind::InvalidNull, 2, "NULL");
}

#[test]
fn encoded_default_value() {
    // Extension { extnID 2.5.29.15, critical FALSE, extnValue '00'H }
    let der = [0x30, 0x0b, 0x06, 0x03, 0x55, 0x1d, 0x0f, 0x01, 0x01, 0x00, 0x04, 0x01, 0x00];
    rejects::<Extension>(&der, ErrorKind::DefaultValueEncoded, 7, "Extension.critical");
    // Without it, the DEFAULT is restored and left out again on encoding.
    let der = [0x30, 0x08, 0x06, 0x03, 0x55, 0x1d, 0x0f, 0x04, 0x01, 0x00];
    let ext = Extension::decode(&der).expect("valid");
    assert!(!ext.critical);
    assert_eq!(ext.to_der().expect("encodes"), der);
}

#[test]
fn trailing_bytes_at_top_and_inside() {
    rejects::<Integer>(&[0x02, 0x01, 0x05, 0x00], ErrorKind::TrailingData, 3, "INTEGER");
    // AlgorithmIdentifier with a third component.
    let der = [0x30, 0x07, 0x06, 0x01, 0x2a, 0x05, 0x00, 0x05, 0x00];
    rejects::<AlgorithmIdentifier>(&der, ErrorKind::TrailingData, 7, "AlgorithmIdentifier");
    // PrincipalName with a NULL after the INTEGER inside name-type [0] EXPLICIT.
    let der = [0x30, 0x0b, 0xa0, 0x05, 0x02, 0x01, 0x01, 0x05, 0x00, 0xa1, 0x02, 0x30, 0x00];
    rejects::<PrincipalName>(&der, ErrorKind::TrailingData, 7, "PrincipalName.name-type");
}

#[test]
fn constructed_strings() {
    let der = [0x24, 0x03, 0x04, 0x01, 0x00];
    let err = <&[u8]>::decode(&der).expect_err("constructed OCTET STRING");
    assert!(matches!(err.kind(), ErrorKind::UnexpectedTag { .. }), "{err}");
    // Inside ANY, where no schema type says what to expect.
    rejects::<RawDer>(&der, ErrorKind::WrongForm, 0, "ANY");
}

#[test]
fn utc_time_forms() {
    let no_seconds = b"\x17\x0b2401010000Z";
    rejects::<synta_rt::UtcTime>(no_seconds, ErrorKind::InvalidTime, 2, "UTCTime");
    let offset = b"\x17\x11240101000000+0100";
    rejects::<synta_rt::UtcTime>(offset, ErrorKind::InvalidTime, 2, "UTCTime");
    let feb30 = b"\x17\x0d240230000000Z";
    rejects::<synta_rt::UtcTime>(feb30, ErrorKind::InvalidTime, 2, "UTCTime");
}

#[test]
fn generalized_time_fractions() {
    let trailing_zero = b"\x18\x1220240101000000.10Z";
    rejects::<synta_rt::GeneralizedTime>(trailing_zero, ErrorKind::InvalidTime, 2, "GeneralizedTime");
    let empty_fraction = b"\x18\x1020240101000000.Z";
    rejects::<synta_rt::GeneralizedTime>(empty_fraction, ErrorKind::InvalidTime, 2, "GeneralizedTime");
    let ok = b"\x18\x1120240101000000.5Z";
    let t = synta_rt::GeneralizedTime::decode(ok).expect("valid");
    assert_eq!(t.to_datetime().nanosecond, 500_000_000);
}

#[test]
fn bit_string_padding() {
    rejects::<synta_rt::BitString>(&[0x03, 0x02, 0x01, 0x01], ErrorKind::InvalidBitString, 2, "BIT STRING");
    rejects::<synta_rt::BitString>(&[0x03, 0x02, 0x08, 0x00], ErrorKind::InvalidBitString, 2, "BIT STRING");
    rejects::<synta_rt::BitString>(&[0x03, 0x01, 0x01], ErrorKind::InvalidBitString, 2, "BIT STRING");
    // Named bits: trailing zero bits must be dropped ('1'B is 07 80).
    rejects::<KeyUsage>(&[0x03, 0x02, 0x00, 0x80], ErrorKind::BitStringTrailingZero, 2, "KeyUsage");
    let ku = KeyUsage::decode(&[0x03, 0x02, 0x07, 0x80]).expect("valid");
    assert!(ku.digital_signature() && !ku.non_repudiation());
}

#[test]
fn non_minimal_oid_subidentifier() {
    rejects::<synta_rt::ObjectIdentifier>(
        &[0x06, 0x03, 0x2a, 0x80, 0x01],
        ErrorKind::NonMinimalOid,
        3,
        "OBJECT IDENTIFIER",
    );
    rejects::<synta_rt::ObjectIdentifier>(&[0x06, 0x02, 0x2a, 0x81], ErrorKind::InvalidOid, 4, "OBJECT IDENTIFIER");
}

#[test]
fn restricted_string_alphabets() {
    rejects::<synta_rt::PrintableString>(b"\x13\x01@", ErrorKind::InvalidCharacter, 2, "PrintableString");
    rejects::<synta_rt::Ia5String>(&[0x16, 0x01, 0x80], ErrorKind::InvalidCharacter, 2, "IA5String");
    rejects::<synta_rt::VisibleString>(&[0x1a, 0x01, 0x7f], ErrorKind::InvalidCharacter, 2, "VisibleString");
    rejects::<synta_rt::NumericString>(b"\x12\x01a", ErrorKind::InvalidCharacter, 2, "NumericString");
    rejects::<synta_rt::Utf8String>(&[0x0c, 0x01, 0xff], ErrorKind::InvalidCharacter, 2, "UTF8String");
    rejects::<synta_rt::BmpString>(&[0x1e, 0x01, 0x00], ErrorKind::InvalidCharacter, 2, "BMPString");
    rejects::<synta_rt::BmpString>(&[0x1e, 0x02, 0xd8, 0x00], ErrorKind::InvalidCharacter, 2, "BMPString");
    rejects::<synta_rt::UniversalString>(
        &[0x1c, 0x04, 0x00, 0x11, 0x00, 0x00],
        ErrorKind::InvalidCharacter,
        2,
        "UniversalString",
    );
}

#[test]
fn unsorted_set_of() {
    let b = [0x30, 0x08, 0x06, 0x03, 0x55, 0x04, 0x03, 0x13, 0x01, b'b'];
    let a = [0x30, 0x08, 0x06, 0x03, 0x55, 0x04, 0x03, 0x13, 0x01, b'a'];
    let mut der = vec![0x31, 0x14];
    der.extend(b);
    der.extend(a);
    rejects::<RelativeDistinguishedName>(&der, ErrorKind::SetOfNotSorted, 12, "RelativeDistinguishedName[1]");
    let mut sorted = vec![0x31, 0x14];
    sorted.extend(a);
    sorted.extend(b);
    let rdn = RelativeDistinguishedName::decode(&sorted).expect("sorted");
    assert_eq!(rdn.0.len(), 2);
}

#[test]
fn unsorted_set_components() {
    // PersonalName ::= SET { surname [0] …, given-name [1] … OPTIONAL, … }
    let der = [0x31, 0x06, 0x81, 0x01, b'a', 0x80, 0x01, b'b'];
    rejects::<PersonalName>(&der, ErrorKind::SetNotSorted, 5, "PersonalName");
}

#[test]
fn wrong_tag() {
    let err = Integer::decode(&[0x04, 0x01, 0x00]).expect_err("OCTET STRING is not INTEGER");
    assert_eq!(err.to_string(), "INTEGER at byte 0: unexpected tag [UNIVERSAL 4], expected [UNIVERSAL 2]");
}

#[test]
fn length_beyond_parent() {
    rejects::<AlgorithmIdentifier>(
        &[0x30, 0x03, 0x06, 0x05, 0x2a],
        ErrorKind::LengthBeyondParent,
        2,
        "AlgorithmIdentifier.algorithm",
    );
    rejects::<Integer>(&[0x02, 0x05, 0x01], ErrorKind::LengthBeyondParent, 0, "INTEGER");
}

#[test]
fn non_minimal_tag() {
    rejects::<RawDer>(&[0x9f, 0x05, 0x00], ErrorKind::NonMinimalTag, 0, "ANY");
}

#[test]
fn deep_nesting() {
    // 200 SEQUENCEs, each holding the next; built from the inside out.
    let mut der: Vec<u8> = Vec::new();
    for _ in 0..200 {
        let mut outer = vec![0x30];
        match der.len() {
            n if n < 0x80 => outer.push(n as u8),
            n if n < 0x100 => outer.extend([0x81, n as u8]),
            n => outer.extend([0x82, (n >> 8) as u8, n as u8]),
        }
        outer.extend(&der);
        der = outer;
    }
    let err = RawDer::new(&der).expect_err("too deep");
    assert_eq!(err.kind(), ErrorKind::TooDeep);
    // The 65th SEQUENCE is the first one too deep.
    assert_eq!(&der[err.offset()..err.offset() + 1], &[0x30]);
    assert_eq!(RawDer::new(&der[der.len() - 2 * 60..]).map(|r| r.tag()), Ok(synta_rt::Tag::SEQUENCE));
}

#[test]
fn size_and_value_constraints() {
    rejects::<RelativeDistinguishedName>(&[0x31, 0x00], ErrorKind::SizeOutOfRange, 2, "RelativeDistinguishedName");
    // Microseconds ::= INTEGER (0..999999), held in a u32.
    rejects::<Microseconds>(&[0x02, 0x03, 0x0f, 0x42, 0x40], ErrorKind::ValueOutOfRange, 2, "Microseconds");
    assert_eq!(Microseconds::decode(&[0x02, 0x03, 0x0f, 0x42, 0x3f]).expect("in range").0, 999_999);
    // Encoding checks the range too.
    assert_eq!(Microseconds(1_000_000).to_der().expect_err("out of range").kind(), ErrorKind::ValueOutOfRange);
}
