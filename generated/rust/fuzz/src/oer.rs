//! OER (X.696) on the shipped V2X types (`synta_schemas::v2x`): how a fuzz
//! input picks its type and rule, by the rule of [`crate::select`] over the
//! V2X list (two octets, little-endian, index `v2x::TYPES`; the low bit of
//! the third asks for CANONICAL-OER, else BASIC-OER; the rest is the
//! input), and what the OER targets assert.

use synta_schemas::v2x;

/// One decoding to try.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OerCase<'a> {
    /// `Module.Type`.
    pub type_name: &'static str,
    /// CANONICAL-OER (else BASIC-OER).
    pub canonical: bool,
    /// The encoding to decode.
    pub input: &'a [u8],
}

/// The case a fuzz input stands for; `None` when it is too short.
pub fn select(data: &[u8]) -> Option<OerCase<'_>> {
    let [low, high, rule, input @ ..] = data else { return None };
    let index = usize::from(u16::from_le_bytes([*low, *high])) % v2x::TYPES.len();
    Some(OerCase { type_name: v2x::TYPES[index], canonical: rule & 1 == 1, input })
}

/// The prefix that selects `v2x::TYPES[index]` under the rule given.
pub fn prefix(index: usize, canonical: bool) -> [u8; crate::select::PREFIX] {
    let [low, high] = u16::try_from(index).expect("fewer than 65536 types").to_le_bytes();
    [low, high, u8::from(canonical)]
}

/// Decode, encode, decode: what decodes re-encodes to CANONICAL-OER that
/// both rules read to itself (from CANONICAL-OER: exactly the input); a
/// value that has DER (no addition or alternative the schema does not
/// know) goes there and back to the same OER, and its JSON is written.
pub fn roundtrip(case: &OerCase) {
    let OerCase { type_name: name, canonical, input } = *case;
    let Ok(oer) = v2x::oer_roundtrip(name, input, canonical).expect("a V2X type") else { return };
    if canonical {
        assert_eq!(oer, input, "{name}: CANONICAL-OER re-encodes to other octets");
    }
    for rule in [false, true] {
        let again = v2x::oer_roundtrip(name, &oer, rule).expect("a V2X type");
        assert_eq!(again.as_ref(), Ok(&oer), "{name}: its CANONICAL-OER does not read to itself (canonical {rule})");
    }
    if let Ok(der) = v2x::oer_to_der(name, input, canonical).expect("a V2X type") {
        let der_again = v2x::roundtrip(name, &der, false).expect("a V2X type");
        assert_eq!(der_again.as_ref(), Ok(&der), "{name}: the DER written for OER does not decode to itself");
        let back = v2x::der_to_oer(name, &der).expect("a V2X type");
        assert_eq!(back.as_ref(), Ok(&oer), "{name}: through DER it comes back as other OER");
        let json = v2x::oer_jer(name, &oer, true).expect("a V2X type");
        assert!(json.is_ok(), "{name}: decodes but its JSON fails: {json:?}");
    }
}

/// Rust against C: the same verdict, error line (path, byte offset,
/// message) or CANONICAL-OER written back, what the schema does not know
/// (extension additions and alternatives of a later version) included.
pub fn differential(case: &OerCase) {
    let OerCase { type_name: name, canonical, input } = *case;
    let rule = if canonical { "COER" } else { "OER" };
    let rust = v2x::oer_roundtrip(name, input, canonical).expect("a V2X type").map_err(|e| e.to_string());
    let c = crate::c::oer(name, input, canonical);
    assert_eq!(rust, c, "{name} ({rule}): Rust and C disagree");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_v2x_type_can_be_picked_in_both_rules_by_rust_and_c() {
        for (index, &name) in v2x::TYPES.iter().enumerate() {
            for canonical in [false, true] {
                let mut data = prefix(index, canonical).to_vec();
                data.push(0x00);
                let case = select(&data).expect("long enough");
                assert_eq!((case.type_name, case.canonical, case.input), (name, canonical, &[0x00][..]));
                // The C has the type under the same name.
                let c = crate::c::oer(name, case.input, canonical);
                let rust = v2x::oer_roundtrip(name, case.input, canonical).expect("a V2X type");
                assert_eq!(rust.is_ok(), c.is_ok(), "{name}");
            }
        }
    }
}
