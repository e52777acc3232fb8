//! Every type of the shipped V2X schemas in BASIC-OER and CANONICAL-OER
//! (the prefix picks them: src/oer.rs): decode, encode, decode gives the
//! same bytes, and through DER the same OER.
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_schemas_fuzz::oer;

fuzz_target!(|data: &[u8]| {
    if let Some(case) = oer::select(data) {
        oer::roundtrip(&case);
    }
});
