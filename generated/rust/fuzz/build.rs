//! Compiles the generated C (generated/c/src) and its runtime, with BER
//! mode, for the differential target and the selector's test. Under
//! cargo-fuzz (`--cfg fuzzing`) with clang and libFuzzer's coverage
//! instrumentation, so that the C's branches guide the fuzzer too.
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..");
    let (runtime, src, c_fuzz) = (root.join("runtime-c"), root.join("generated/c/src"), root.join("generated/c/fuzz"));
    let mut build = cc::Build::new();
    build.std("c99").include(&runtime).include(&src).include(&c_fuzz).define("SYNTA_BER", "1").warnings(false);
    if std::env::var_os("CARGO_CFG_FUZZING").is_some() {
        build.compiler("clang").flag("-fsanitize=fuzzer-no-link").flag("-fno-omit-frame-pointer");
        // Under ASan like the Rust when cargo-fuzz asks for it (its default;
        // `-s none` builds the safe-Rust targets faster, without it).
        let rustflags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
        if rustflags.contains("sanitizer=address") {
            build.flag("-fsanitize=address");
        }
    }
    build.file(runtime.join("synta_rt.c")).file("c/fuzz_c.c");
    let mut sources: Vec<_> = std::fs::read_dir(&src)
        .expect("generated/c/src")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    sources.sort();
    build.files(sources).compile("synta_generated_c");
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    for dir in [runtime, src, c_fuzz, Path::new("c").to_path_buf()] {
        println!("cargo:rerun-if-changed={}", dir.display());
    }
}
