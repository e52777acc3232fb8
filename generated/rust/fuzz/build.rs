//! Compiles the generated C (generated/c/src) and its runtime, with BER
//! mode, for the differential target and the selector's test. Under
//! cargo-fuzz (`--cfg fuzzing`) with clang and libFuzzer's coverage
//! instrumentation, so that the C's branches guide the fuzzer too.
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..");
    let (runtime, src, c_fuzz) = (root.join("runtime-c"), root.join("generated/c/src"), root.join("generated/c/fuzz"));
    let mut build = cc::Build::new();
    build.std("c99").include(&runtime).include(&src).include(&c_fuzz).warnings(false);
    instrument(&mut build);
    build.files(c_files(&runtime)).file("c/fuzz_c.c");
    build.files(c_files(&src)).compile("synta_generated_c");
    // The V2X tree with OER and the ETSI ITS tree with PER, whose
    // registries have the main tree's names: renamed here (c/fuzz_c.c calls
    // synta_v2x_type_find and synta_its_type_find).
    let (v2x, its) = (root.join("generated/c/v2x"), root.join("generated/c/its"));
    compile_renamed(&runtime, &v2x, "v2x");
    compile_renamed(&runtime, &its, "its");
    write_schema_tags(&root.join("generated/rust/src/schemas"));
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    for dir in [runtime, src, v2x, its, c_fuzz, Path::new("c").to_path_buf()] {
        println!("cargo:rerun-if-changed={}", dir.display());
    }
}

/// Compiles a generated C tree with its own registry (`dir`), its three
/// registry symbols renamed `synta_NAME_...`, as the main tree is compiled.
fn compile_renamed(runtime: &Path, dir: &Path, name: &str) {
    let mut build = cc::Build::new();
    build.std("c99").include(runtime).include(dir).warnings(false);
    for symbol in ["types", "types_count", "type_find"] {
        let (from, to) = (format!("synta_{symbol}"), format!("synta_{name}_{symbol}"));
        build.define(&from, to.as_str());
    }
    instrument(&mut build);
    build.files(c_files(dir)).compile(&format!("synta_generated_{name}_c"));
}

/// Under cargo-fuzz (`--cfg fuzzing`): clang with libFuzzer's coverage, and
/// ASan like the Rust when cargo-fuzz asks for it (its default; `-s none`
/// builds the safe-Rust targets faster, without it).
fn instrument(build: &mut cc::Build) {
    if std::env::var_os("CARGO_CFG_FUZZING").is_some() {
        build.compiler("clang").flag("-fsanitize=fuzzer-no-link").flag("-fno-omit-frame-pointer");
        if std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default().contains("sanitizer=address") {
            build.flag("-fsanitize=address");
        }
    }
}

/// Every tag the shipped schemas give a value, as identifier octets, for
/// the structure-aware mutator (src/structure.rs): read off the generated
/// Rust, where each is written `rt::Tag::context(3).constructed()`,
/// `rt::Tag::SEQUENCE` and so on. Written to `$OUT_DIR/schema_tags.rs`.
fn write_schema_tags(schemas: &Path) {
    const NAMED: &[(&str, u8)] = &[
        ("BOOLEAN", 0x01),
        ("INTEGER", 0x02),
        ("BIT_STRING", 0x03),
        ("OCTET_STRING", 0x04),
        ("NULL", 0x05),
        ("OBJECT_IDENTIFIER", 0x06),
        ("ENUMERATED", 0x0A),
        ("SEQUENCE", 0x30),
        ("SET", 0x31),
    ];
    let mut tags = std::collections::BTreeSet::new();
    let mut files: Vec<_> = std::fs::read_dir(schemas).expect("generated/rust/src/schemas").flatten().collect();
    files.sort_by_key(|e| e.path());
    for entry in files {
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        for (_, rest) in text.match_indices("rt::Tag::").map(|(i, m)| (i, &text[i + m.len()..])) {
            if let Some(&(_, id)) = NAMED.iter().find(|(name, _)| {
                rest.starts_with(name) && !rest[name.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
            }) {
                tags.insert(vec![id]);
                continue;
            }
            let Some((class, after)) =
                [("universal(", 0x00u8), ("application(", 0x40), ("context(", 0x80), ("private(", 0xC0)]
                    .iter()
                    .find_map(|(name, class)| rest.strip_prefix(name).map(|after| (*class, after)))
            else {
                continue;
            };
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            let Ok(number) = digits.parse::<u32>() else { continue };
            let constructed = after[digits.len()..].starts_with(").constructed()");
            tags.insert(identifier(class | if constructed { 0x20 } else { 0 }, number));
        }
    }
    let items: Vec<String> = tags.iter().map(|id| format!("&{id:?}")).collect();
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("schema_tags.rs");
    let text = format!(
        "/// Every tag of the shipped schemas (build.rs).\npub const SCHEMA_TAGS: &[&[u8]] = &[{}];\n",
        items.join(", ")
    );
    std::fs::write(out, text).expect("OUT_DIR is writable");
    println!("cargo:rerun-if-changed={}", schemas.display());
}

/// The identifier octets of a tag: its class and form bits, and the number
/// in the first octet or, from 31 on, in base 128 after it.
fn identifier(bits: u8, number: u32) -> Vec<u8> {
    if number < 31 {
        return vec![bits | number as u8];
    }
    let mut octets = vec![(number & 0x7F) as u8];
    let mut rest = number >> 7;
    while rest > 0 {
        octets.push(0x80 | (rest & 0x7F) as u8);
        rest >>= 7;
    }
    octets.push(bits | 0x1F);
    octets.reverse();
    octets
}

/// The C files of `dir`, in order: the runtime's (one a layer) or the
/// generated modules'.
fn c_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut sources: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    sources.sort();
    sources
}
