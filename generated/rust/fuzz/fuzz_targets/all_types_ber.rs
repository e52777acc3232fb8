//! BER mode on every top-level type of the shipped schemas: the first two
//! bytes pick the type (there are more than 256), the rest is the input.
//! Whatever decodes in BER mode is written as DER, which must decode as DER
//! to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [a, b, ber @ ..] = data else { return };
    let types = synta_schemas::TYPES;
    let name = types[usize::from(u16::from_le_bytes([*a, *b])) % types.len()];
    if let Some(Ok(der)) = synta_schemas::roundtrip(name, ber, true) {
        match synta_schemas::roundtrip(name, &der, false) {
            Some(Ok(again)) => assert_eq!(again, der, "{name}"),
            other => panic!("{name}: the DER of a BER value does not decode as DER: {other:?}"),
        }
    }
});
