//! JER input: JSON text read as every top-level type of the shipped
//! schemas (the prefix picks it, as for the other targets; its BER bit is
//! not used): no panic, and what is read is DER whose value's JSON reads
//! back to it (src/check.rs). Seeds: `tests/support/fuzz_seeds.py --jer`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_schemas_fuzz::{check, select};

fuzz_target!(|data: &[u8]| {
    if let Some(case) = select(data) {
        check::jer_text(case.type_name, case.input);
    }
});
