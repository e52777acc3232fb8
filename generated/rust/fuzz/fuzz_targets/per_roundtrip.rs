//! Every type of the shipped ETSI ITS schemas in BASIC-PER and
//! CANONICAL-PER, ALIGNED and UNALIGNED (the prefix picks them:
//! src/per.rs): decode, encode, decode gives the same bytes, and through
//! DER the same PER.
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_schemas_fuzz::per;

fuzz_target!(|data: &[u8]| {
    if let Some(case) = per::select(data) {
        per::roundtrip(&case);
    }
});
