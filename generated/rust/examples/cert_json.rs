//! Prints certificates as JSON with serde_json, through the `Serialize`
//! the generated types derive with the crate's `serde` feature
//! (`--type-attribute '.=#[derive(serde::Serialize)]'` when you compile
//! your own schemas).
//!
//! ```sh
//! cargo run -p synta-schemas --features serde --example cert_json -- cert.der other.pem
//! ```
//!
//! One line of JSON per file: `{"file": NAME, "certificate": VALUE}`, or
//! `{"file": NAME, "error": TEXT}`. The certificate is read with the typed
//! schema (`PKIX1Typed`), so each extension's value is decoded by its
//! extnID. tests/rust/test_serde_json.py compares the output with Python
//! `cryptography`.

use std::process::ExitCode;

use serde_json::json;
use synta_rt::Der;
use synta_schemas::pkix1_typed::Certificate;

/// DER as read, or the body of the first PEM block.
fn der_of(bytes: Vec<u8>) -> Result<Vec<u8>, String> {
    let Ok(text) = std::str::from_utf8(&bytes) else { return Ok(bytes) };
    if !text.contains("-----BEGIN") {
        return Ok(bytes);
    }
    let body: String = text
        .lines()
        .skip_while(|l| !l.starts_with("-----BEGIN"))
        .skip(1)
        .take_while(|l| !l.starts_with("-----END"))
        .collect();
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.decode(body).map_err(|e| format!("PEM: {e}"))
}

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for file in std::env::args().skip(1) {
        let read = std::fs::read(&file).map_err(|e| e.to_string()).and_then(der_of);
        let line = match read.as_deref().map_err(String::clone).and_then(|der| {
            let cert = Certificate::decode(der).map_err(|e| e.to_string())?;
            serde_json::to_value(&cert).map_err(|e| e.to_string())
        }) {
            Ok(cert) => json!({ "file": file, "certificate": cert }),
            Err(error) => {
                status = ExitCode::FAILURE;
                json!({ "file": file, "error": error })
            }
        };
        println!("{line}");
    }
    status
}
