//! The strict-DER suite: one small input per DER rule, each rejected with
//! its own error at the byte that breaks the rule, and inputs that must be
//! accepted as they are. The cases are tests/support/strict-der.tsv, which the C
//! (tests/c/strict_der.c) and both tools (tests/rules/test_strict_der.py) read
//! too; what is checked here beyond the error lines follows them.

use synta_rt::{Der, ErrorKind, RawDer};
use synta_schemas::kerberos_v5_spec2::{KerberosString, Microseconds, PrincipalName};
use synta_schemas::pkix1_explicit88::{Extension, RelativeDistinguishedName};
use synta_schemas::pkix1_implicit88::KeyUsage;

/// (rule, `Module.Type`, DER, the error line or `ok`) for each case.
fn cases() -> Vec<(String, String, Vec<u8>, String)> {
    let text = include_str!("../../../tests/support/strict-der.tsv");
    let hex = |s: &str| -> Vec<u8> {
        (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex")).collect()
    };
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| match line.split('\t').collect::<Vec<_>>()[..] {
            [rule, ty, der, expected] => (rule.to_string(), ty.to_string(), hex(der), expected.to_string()),
            _ => panic!("not four columns: {line}"),
        })
        .collect()
}

#[test]
fn every_case_is_refused_or_accepted_as_listed() {
    let cases = cases();
    assert!(cases.len() > 60);
    for (rule, ty, der, expected) in cases {
        let result = synta_schemas::roundtrip(&ty, &der, false).unwrap_or_else(|| panic!("{rule}: no type {ty}"));
        match result {
            Ok(again) => assert!(expected == "ok" && again == der, "{rule}: accepted, expected {expected}"),
            Err(err) => assert_eq!(err.to_string(), expected, "{rule}"),
        }
    }
}

#[test]
fn an_omitted_default_is_restored_and_left_out_again() {
    // Extension { extnID 2.5.29.15, extnValue '00'H }: critical is FALSE.
    let der = [0x30, 0x08, 0x06, 0x03, 0x55, 0x1d, 0x0f, 0x04, 0x01, 0x00];
    let ext = Extension::decode(&der).expect("valid");
    assert!(!ext.critical);
    assert_eq!(ext.to_der().expect("encodes"), der);
}

#[test]
fn accepted_values_read_as_written() {
    let t = synta_rt::GeneralizedTime::decode(b"\x18\x1120240101000000.5Z").expect("valid");
    assert_eq!(t.to_datetime().nanosecond, 500_000_000);
    let ku = KeyUsage::decode(&[0x03, 0x02, 0x07, 0x80]).expect("valid");
    assert!(ku.digital_signature() && !ku.non_repudiation());
    let a = [0x30, 0x08, 0x06, 0x03, 0x55, 0x04, 0x03, 0x13, 0x01, b'a'];
    let b = [0x30, 0x08, 0x06, 0x03, 0x55, 0x04, 0x03, 0x13, 0x01, b'b'];
    let sorted = [&[0x31, 0x14][..], &a, &b].concat();
    let rdn = RelativeDistinguishedName::decode(&sorted).expect("sorted");
    assert_eq!(rdn.0.len(), 2);
    assert_eq!(Microseconds::decode(&[0x02, 0x03, 0x0f, 0x42, 0x3f]).expect("in range").0, 999_999);
}

#[test]
fn deep_nesting_is_refused_at_the_first_level_too_deep() {
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
fn encoding_checks_the_range_too() {
    // Microseconds ::= INTEGER (0..999999), held in a u32.
    assert_eq!(Microseconds(1_000_000).to_der().expect_err("out of range").kind(), ErrorKind::ValueOutOfRange);
}

#[test]
fn every_way_of_encoding_checks_the_constraints() {
    // KerberosString ::= GeneralString (IA5String), an element of a
    // PrincipalName's SEQUENCE OF: "café" in UTF-8 is not IA5. A planned
    // encoding checks in its first pass only, so each way is tried.
    let name = PrincipalName {
        name_type: 1,
        name_string: synta_rt::SequenceOf::from_vec(vec![KerberosString(synta_rt::GeneralString::new(
            "caf\u{e9}".as_bytes(),
        ))]),
    };
    let mut buf = [0u8; 64];
    let mut vec = Vec::new();
    let errors = [
        name.to_der().expect_err("to_der"),
        name.encode_into(&mut buf).expect_err("encode_into"),
        name.encoded_len().expect_err("encoded_len"),
        name.encode_tlv(&mut vec).expect_err("encode_tlv"),
    ];
    for err in errors {
        assert_eq!(err.kind(), ErrorKind::InvalidCharacter, "{err}");
        assert!(err.to_string().contains("name-string"), "{err}");
    }
    // The same name in IA5 encodes.
    let name = PrincipalName {
        name_string: synta_rt::SequenceOf::from_vec(vec![KerberosString(synta_rt::GeneralString::new(b"cafe"))]),
        ..name
    };
    assert_eq!(name.to_der().expect("IA5"), b"\x30\x0f\xa0\x03\x02\x01\x01\xa1\x08\x30\x06\x1b\x04cafe"[..]);
}
