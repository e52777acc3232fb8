//! Rust against the generated C of the V2X schemas (generated/c/v2x,
//! compiled in by build.rs), BASIC-OER and CANONICAL-OER: the same
//! verdict, error line or CANONICAL-OER (src/oer.rs).
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_schemas_fuzz::oer;

fuzz_target!(|data: &[u8]| {
    if let Some(case) = oer::select(data) {
        oer::differential(&case);
    }
});
