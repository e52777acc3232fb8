//! What each target asserts about one case. Kept out of the targets so
//! that `cargo test` runs the same checks on the seeds and the findings.

use crate::select::Case;

/// Decode, encode, decode: what decodes re-encodes to DER that decodes as
/// DER to itself, with the same value (compared as X.697 JSON, see
/// [`unordered`]); in DER mode, to exactly the input (DER has one encoding
/// per value).
pub fn roundtrip(case: &Case) {
    let Case { type_name: name, ber, input } = *case;
    let Ok(der) = synta_schemas::roundtrip(name, input, ber).expect("a type of the list") else { return };
    let value = synta_schemas::jer(name, input, ber).expect("a type of the list");
    if ber {
        let again = synta_schemas::roundtrip(name, &der, false).expect("a type of the list");
        assert_eq!(again.as_ref(), Ok(&der), "{name}: the DER written for BER does not decode as DER to itself");
        let value_again = synta_schemas::jer(name, &der, false).expect("a type of the list");
        assert_eq!(
            value.map(|v| unordered(&v)),
            value_again.clone().map(|v| unordered(&v)),
            "{name}: the DER written for BER holds another value"
        );
        if let Ok(json) = &value_again {
            jer_reads_back(name, json);
        }
    } else {
        assert_eq!(der, input, "{name}: DER re-encodes to other octets");
        assert!(value.is_ok(), "{name}: decodes but its JSON fails: {value:?}");
        if let Ok(json) = &value {
            jer_reads_back(name, json);
        }
        if name == "PKIX1Explicit88.Certificate" {
            lazy_certificate(input);
        }
    }
}

/// JER input: the JSON written of a value reads back to DER of the same
/// value, as JER sees it. (Not always to the value's DER: JER has no form
/// for extension additions the schema does not know, which DER keeps.)
fn jer_reads_back(name: &str, json: &str) {
    let read = synta_schemas::from_jer(name, json).expect("a type of the list");
    let read = read.unwrap_or_else(|e| panic!("{name}: its JSON is refused: {e}"));
    let again = synta_schemas::roundtrip(name, &read, false).expect("a type of the list");
    assert_eq!(again.as_ref(), Ok(&read), "{name}: its JSON reads back to DER that does not decode to itself");
    let json_again = synta_schemas::jer(name, &read, false).expect("a type of the list");
    // Compared with the arrays as multisets: a SET OF is in the order of
    // its elements' DER, and the DER read back lacks what JSON cannot carry
    // (unknown extension additions, which every SEQUENCE of an EXTENSIBILITY
    // IMPLIED module such as LDAP's may have), so its order may differ
    // (FUZZING.md, finding 15).
    let json_again = json_again.as_deref().map(unordered);
    assert_eq!(json_again, Ok(unordered(json)), "{name}: its JSON reads back to another value");
}

/// JSON text of any kind read as a type: refused with an error, or read as
/// DER that the decoder refuses, or as the DER of a value whose JSON reads
/// back to that value again (nothing panics on the way).
pub fn jer_text(name: &str, text: &[u8]) {
    let Ok(text) = std::str::from_utf8(text) else { return };
    let Ok(der) = synta_schemas::from_jer(name, text).expect("a type of the list") else { return };
    let Ok(again) = synta_schemas::roundtrip(name, &der, false).expect("a type of the list") else { return };
    assert_eq!(again, der, "{name}: the DER read from JSON is not DER");
    let json = synta_schemas::jer(name, &der, false).expect("a type of the list");
    jer_reads_back(name, &json.expect("a value that decodes writes JSON"));
}

/// The certificate of `x509_lazy` (names and extensions kept as checked
/// raw DER) re-encodes to its input too, and its parts decode.
fn lazy_certificate(der: &[u8]) {
    use synta_rt::Der;
    let cert = synta_schemas::x509_lazy::pkix1_explicit88::Certificate::decode(der);
    let cert = cert.expect("what decodes fully decodes lazily");
    assert_eq!(cert.to_der().as_deref(), Ok(der), "the lazy certificate re-encodes to other octets");
    let tbs = &cert.tbs_certificate;
    let _ = (tbs.issuer(), tbs.subject(), tbs.extensions());
}

/// Rust against C: the same decision; when refused, the same error line
/// (path, byte offset, message); when accepted, the same DER written back
/// and the same JSON text.
pub fn differential(case: &Case) {
    let Case { type_name: name, ber, input } = *case;
    let mode = if ber { "BER" } else { "DER" };
    let rust = synta_schemas::roundtrip(name, input, ber).expect("a type of the list").map_err(|e| e.to_string());
    let c = crate::c::roundtrip(name, input, ber);
    assert_eq!(rust, c, "{name} ({mode}): Rust and C disagree");
    if rust.is_ok() {
        let rust = synta_schemas::jer(name, input, ber).expect("a type of the list").map_err(|e| e.to_string());
        let c = crate::c::jer(name, input, ber);
        if ber {
            // BER may send a SET OF's elements in any order. Both list them
            // as read, but Rust keeps a recursive value (LDAP's Filter) as
            // its DER, where they are in DER order: the same value.
            let same = |json: &Result<String, String>| json.as_ref().map(|text| unordered(text)).map_err(Clone::clone);
            assert_eq!(same(&rust), same(&c), "{name} ({mode}): Rust and C write other JSON");
        } else {
            assert_eq!(rust, c, "{name} ({mode}): Rust and C write other JSON");
        }
    }
}

/// A JSON value with the elements of every array in a fixed order. BER may
/// send a SET OF's elements in any order, which DER sorts; JSON does not say
/// which arrays are sets, so every array is compared as a multiset.
fn unordered(json: &str) -> serde_json::Value {
    fn sort(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::Array(items) => {
                items.iter_mut().for_each(sort);
                items.sort_by_cached_key(|item| item.to_string());
            }
            serde_json::Value::Object(fields) => fields.values_mut().for_each(sort),
            _ => {}
        }
    }
    let mut value = serde_json::from_str(json).expect("the JSON writer writes JSON");
    sort(&mut value);
    value
}
