//! Every top-level type of the shipped schemas: the first byte picks the
//! type, the rest is the input. Whatever decodes must re-encode to exactly
//! the input (DER has one encoding per value).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, der)) = data.split_first() else { return };
    let types = synta_schemas::TYPES;
    let name = types[usize::from(pick) % types.len()];
    if let Some(Ok(encoded)) = synta_schemas::roundtrip(name, der, false) {
        assert_eq!(encoded, der, "{name}");
    }
});
