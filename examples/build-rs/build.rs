//! Compiles the modules of `asn1/` into `$OUT_DIR` at build time.

fn main() {
    let result = synta_compile::Builder::new()
        .file("asn1/Telemetry.asn1")
        .file("asn1/Features.asn1")
        .lazy("Features.Node.next")
        .compile_rust();
    if let Err(diagnostics) = result {
        eprintln!("{diagnostics}");
        std::process::exit(1);
    }
}
