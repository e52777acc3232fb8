//! Compiles what the benchmarks call besides the crates they depend on: the
//! generated C for RFC 5280 and the MTC log entry with its runtime (called
//! through FFI), OpenSSL's
//! certificate extraction (linked to the system's libcrypto), and the
//! constrained-INTEGER module, compiled to Rust by synta-compile.

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let runtime = root.join("runtime-c");
    let generated = root.join("generated/c/src");
    cc::Build::new()
        .std("c99")
        .opt_level(2)
        .include(&runtime)
        .include(&generated)
        .files(runtime_sources(&runtime))
        .file(generated.join("pkix1_explicit88.c"))
        .file(generated.join("merkle_tree_certificates.c"))
        .file("c/x509_fields.c")
        .file("c/mtc_entry.c")
        // As the C harness builds it: no PIC, so calls inside the runtime can
        // be inlined (PIC makes every global function interposable).
        .pic(false)
        .warnings(true)
        .extra_warnings(true)
        .compile("synta_bench_c");
    // OpenSSL (the system's libcrypto) as a peer of the extraction benchmark.
    cc::Build::new()
        .std("c99")
        .opt_level(2)
        .file("c/openssl_pkcs.c")
        .warnings(true)
        .extra_warnings(true)
        .compile("synta_bench_openssl");
    println!("cargo:rustc-link-lib=crypto");
    for dir in [runtime.as_path(), generated.as_path(), Path::new("c")] {
        println!("cargo:rerun-if-changed={}", dir.display());
    }

    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let integers =
        synta_compile::Builder::new().file("asn1/BenchIntegers.asn1").out_dir(out.join("integers")).compile_rust();
    // CMS with SignedData's certificates kept raw, for extracting them the
    // way a PKCS #7 bundle is read, and the content of ContentInfo decoded
    // by its type: only SignedData and what holds it change, the rest is
    // the shipped crate's.
    let cms = synta_compile::Builder::new()
        .file(root.join("schemas/cms/CryptographicMessageSyntax2004.asn1"))
        .file(root.join("schemas/cms/CryptographicMessageSyntaxTyped.asn1"))
        .include_dir(root.join("schemas/pkix"))
        .include_dir(root.join("schemas/cms"))
        .lazy("CryptographicMessageSyntax2004.SignedData.certificates")
        .base("synta_schemas")
        .out_dir(out.join("cms_lazy"))
        .compile_rust();
    // PKCS #12 with what certificate extraction does not read kept raw: the
    // bags' values (a certificate's is decoded as CertBag where it is one)
    // and their attributes.
    let pkcs12 = synta_compile::Builder::new()
        .file(root.join("schemas/pkcs/PKCS-12.asn1"))
        .include_dir(root.join("schemas/pkcs"))
        .include_dir(root.join("schemas/pkix"))
        .include_dir(root.join("schemas/cms"))
        .lazy("PKCS-12.SafeBag.bagValue")
        .lazy("PKCS-12.SafeBag.bagAttributes")
        .base("synta_schemas")
        .out_dir(out.join("pkcs12_lazy"))
        .compile_rust();
    for result in [integers, cms, pkcs12] {
        if let Err(diagnostics) = result {
            eprintln!("{diagnostics}");
            std::process::exit(1);
        }
    }
    rasn_its(&root, &out);
    rasn_rrc(&root, &out);
    asn1rs_its(&root, &out);
}

/// rasn's types for ETSI ITS (schemas/its), as rasn's own compiler writes
/// them, the PER benchmark's peer (synta_bench::its).
fn rasn_its(root: &Path, out: &Path) {
    use rasn_compiler::prelude::{Compiler, RasnBackend};
    let modules = ["ITS-Container.asn1", "CAM-PDU-Descriptions.asn1"].map(|m| root.join("schemas/its").join(m));
    let compiled = Compiler::<RasnBackend, _>::new()
        .add_asn_by_path(&modules[0])
        .add_asn_by_path(&modules[1])
        .compile_to_string()
        .unwrap_or_else(|e| panic!("rasn-compiler: {e:?}"));
    std::fs::write(out.join("rasn_its.rs"), compiled.generated).expect("writes rasn_its.rs");
    for module in modules {
        println!("cargo:rerun-if-changed={}", module.display());
    }
}

/// rasn's types for LTE RRC (schemas/lte/EUTRA-RRC.asn1), the RRC
/// benchmark's peer (synta_bench::lte). rasn-compiler 0.16 cannot write
/// an inline ENUMERATED's DEFAULT ("Enumerated values are currently
/// unsupported!") and drops the type that has one, `PDCP-Parameters`: its
/// copy of the module makes that component OPTIONAL, which PER encodes
/// alike (one presence bit; X.691 §19.2), the benchmarked messages holding
/// no such value.
fn rasn_rrc(root: &Path, out: &Path) {
    use rasn_compiler::prelude::{Compiler, RasnBackend};
    let module = root.join("schemas/lte/EUTRA-RRC.asn1");
    let text = std::fs::read_to_string(&module).expect("reads EUTRA-RRC.asn1");
    let default = "cs16384, spare2, spare1}                DEFAULT cs16,";
    assert_eq!(text.matches(default).count(), 1, "EUTRA-RRC.asn1 changed: maxNumberROHC-ContextSessions' DEFAULT");
    let copy = out.join("EUTRA-RRC-for-rasn.asn1");
    std::fs::write(&copy, text.replace(default, "cs16384, spare2, spare1}                OPTIONAL,"))
        .expect("writes rasn's copy of EUTRA-RRC.asn1");
    let compiled = Compiler::<RasnBackend, _>::new()
        .add_asn_by_path(&copy)
        .compile_to_string()
        .unwrap_or_else(|e| panic!("rasn-compiler: {e:?}"));
    std::fs::write(out.join("rasn_rrc.rs"), compiled.generated).expect("writes rasn_rrc.rs");
    println!("cargo:rerun-if-changed={}", module.display());
}

/// The C runtime's source files, one a layer (`runtime-c/synta_*.c`).
fn runtime_sources(runtime: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut sources: Vec<_> = std::fs::read_dir(runtime)
        .expect("runtime-c")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    sources.sort();
    sources
}

/// asn1rs's types for ETSI ITS, as its converter writes them (a file a
/// module, in OUT_DIR/asn1rs_its/), the UNALIGNED PER benchmark's other peer.
fn asn1rs_its(root: &Path, out: &Path) {
    let dir = out.join("asn1rs_its");
    std::fs::create_dir_all(&dir).expect("creates asn1rs_its");
    let mut converter = asn1rs::converter::Converter::default();
    for module in ["ITS-Container.asn1", "CAM-PDU-Descriptions.asn1"] {
        let path = root.join("schemas/its").join(module);
        converter.load_file(&path).unwrap_or_else(|e| panic!("asn1rs: {}: {e:?}", path.display()));
        println!("cargo:rerun-if-changed={}", path.display());
    }
    converter.to_rust(&dir, |_| {}).unwrap_or_else(|e| panic!("asn1rs: {e:?}"));
}
