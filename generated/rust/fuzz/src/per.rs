//! PER (X.691) on the shipped ETSI ITS types (`synta_schemas::its`): how a
//! fuzz input picks its type and rule, by the rule of [`crate::select`]
//! over the ITS list (two octets, little-endian, index `its::TYPES`; the
//! low two bits of the third pick `uper`, `aper`, `cuper` or `caper`; the
//! rest is the input), and what the PER target asserts.

use synta_schemas::its;

/// The rules, by the low two bits of the third octet.
pub const RULES: [&str; 4] = ["uper", "aper", "cuper", "caper"];

/// One decoding to try.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PerCase<'a> {
    /// `Module.Type`.
    pub type_name: &'static str,
    /// One of [`RULES`].
    pub rule: &'static str,
    /// The encoding to decode.
    pub input: &'a [u8],
}

/// The case a fuzz input stands for; `None` when it is too short.
pub fn select(data: &[u8]) -> Option<PerCase<'_>> {
    let [low, high, rule, input @ ..] = data else { return None };
    let index = usize::from(u16::from_le_bytes([*low, *high])) % its::TYPES.len();
    Some(PerCase { type_name: its::TYPES[index], rule: RULES[usize::from(rule & 3)], input })
}

/// The prefix that selects `its::TYPES[index]` under `RULES[rule]`.
pub fn prefix(index: usize, rule: usize) -> [u8; crate::select::PREFIX] {
    let [low, high] = u16::try_from(index).expect("fewer than 65536 types").to_le_bytes();
    [low, high, u8::try_from(rule).expect("one of four rules")]
}

/// Rust against C: the same verdict, error line (path, bit offset,
/// message) or CANONICAL-PER written back, what the schema does not know
/// included.
pub fn differential(case: &PerCase) {
    let PerCase { type_name: name, rule, input } = *case;
    let index = RULES.iter().position(|r| *r == rule).expect("one of the rules");
    let rust = its::per_roundtrip(name, input, rule).expect("an ITS type").map_err(|e| e.to_string());
    let c = crate::c::per(name, input, index);
    assert_eq!(rust, c, "{name} ({rule}): Rust and C disagree");
}

/// Decode, encode, decode: what decodes re-encodes to CANONICAL-PER of
/// its variant that the BASIC and CANONICAL rules read to itself (from
/// CANONICAL-PER: exactly the input); a value that has DER (no addition or
/// alternative the schema does not know) goes there and back to the same
/// PER, and its JSON is written.
pub fn roundtrip(case: &PerCase) {
    let PerCase { type_name: name, rule, input } = *case;
    let Ok(per) = its::per_roundtrip(name, input, rule).expect("an ITS type") else { return };
    let basic = rule.trim_start_matches('c');
    if rule != basic {
        assert_eq!(per, input, "{name}: {rule} re-encodes to other octets");
    }
    let canonical = format!("c{basic}");
    for again_rule in [basic, canonical.as_str()] {
        let again = its::per_roundtrip(name, &per, again_rule).expect("an ITS type");
        assert_eq!(again.as_ref(), Ok(&per), "{name}: its CANONICAL-PER does not read to itself ({again_rule})");
    }
    if let Ok(der) = its::per_to_der(name, input, rule).expect("an ITS type") {
        let der_again = its::roundtrip(name, &der, false).expect("an ITS type");
        assert_eq!(der_again.as_ref(), Ok(&der), "{name}: the DER written for PER does not decode to itself");
        let back = its::der_to_per(name, &der, basic).expect("an ITS type");
        assert_eq!(back.as_ref(), Ok(&per), "{name}: through DER it comes back as other PER ({rule})");
        let json = its::per_jer(name, &per, rule).expect("an ITS type");
        assert!(json.is_ok(), "{name}: decodes but its JSON fails: {json:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_its_type_can_be_picked_in_every_rule() {
        for (index, &name) in its::TYPES.iter().enumerate() {
            for (r, &rule) in RULES.iter().enumerate() {
                let mut data = prefix(index, r).to_vec();
                data.push(0x00);
                let case = select(&data).expect("long enough");
                assert_eq!((case.type_name, case.rule, case.input), (name, rule, &[0x00][..]));
                assert!(its::per_roundtrip(name, case.input, rule).is_some(), "{name} {rule}");
                // The C has the type under the same name, and the same verdict.
                differential(&case);
            }
        }
    }
}
