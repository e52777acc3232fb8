//! Rust against the generated C of the ETSI ITS schemas (generated/c/its,
//! compiled in by build.rs), the four PER rules: the same verdict, error
//! line or CANONICAL-PER (src/per.rs).
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_schemas_fuzz::per;

fuzz_target!(|data: &[u8]| {
    if let Some(case) = per::select(data) {
        per::differential(&case);
    }
});
