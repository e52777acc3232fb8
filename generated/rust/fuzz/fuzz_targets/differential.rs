//! Rust against the generated C (compiled in by build.rs) on every
//! top-level type of the shipped schemas, DER and BER mode (the prefix
//! picks them: src/select.rs): the same decision, error line or DER
//! (src/check.rs). Inputs mutated as TLV trees and as bytes.
#![no_main]

use libfuzzer_sys::{fuzz_mutator, fuzz_target, fuzzer_mutate};
use synta_schemas_fuzz::{check, select, structure};

fuzz_target!(|data: &[u8]| {
    if let Some(case) = select(data) {
        check::differential(&case);
    }
});

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    structure::mutate(data, size, max_size, seed, fuzzer_mutate)
});
