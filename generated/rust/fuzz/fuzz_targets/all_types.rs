//! Every top-level type of the shipped schemas: the first two bytes pick
//! the type (there are more than 256), the rest is the input. Whatever
//! decodes must re-encode to exactly the input (DER has one encoding per
//! value).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [a, b, der @ ..] = data else { return };
    let types = synta_schemas::TYPES;
    let name = types[usize::from(u16::from_le_bytes([*a, *b])) % types.len()];
    if let Some(Ok(encoded)) = synta_schemas::roundtrip(name, der, false) {
        assert_eq!(encoded, der, "{name}");
    }
});
