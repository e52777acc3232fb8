//! Schema text through the whole compiler: parse, sema, and, when it
//! resolves, the Rust, C and Python backends. No input may panic it (in any thread:
//! libFuzzer's panic hook aborts), end in an internal error (E0002), hang
//! (`-timeout`) or take unbounded memory (`-rss_limit_mb`); every
//! diagnostic renders with its file, line and column.
#![no_main]

use libfuzzer_sys::fuzz_target;
use synta_compile::backend::{c, python, rust};
use synta_compile::Compiler;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    match Compiler::new().source("fuzz.asn1", text).check() {
        Err(failed) => {
            assert!(!failed.diagnostics.iter().any(|d| d.code == "E0002"), "internal error:\n{}", failed.render());
            assert!(failed.render().contains("fuzz.asn1:"), "a diagnostic without its place:\n{}", failed.render());
        }
        Ok(checked) => {
            let _ = checked.render();
            let options = rust::RustOptions { jer: true, ..Default::default() };
            if let Err(errors) = rust::generate(&checked.ir, &options) {
                let _ = errors.render(&checked.sources);
            }
            let options = c::COptions { registry: true, ..Default::default() };
            if let Err(errors) = c::generate(&checked.ir, &options) {
                let _ = errors.render(&checked.sources);
            }
            let options = python::PythonOptions {
                package: "fuzzed".to_string(),
                runtime_path: None,
                lazy: Vec::new(),
                codec_crate: None,
                oer: false,
                per: false,
            };
            if let Err(errors) = python::generate(&checked.ir, &options) {
                let _ = errors.render(&checked.sources);
            }
        }
    }
});
