//! Decodes a DER certificate, prints its serial number and its JSON
//! (X.697), and encodes it again to the same octets: the Rust example of
//! the README, which tests/compiler/test_readme.py runs.
//!
//! ```sh
//! cargo run --release --example cert_serial -- cert.der
//! ```

use synta_rt::{Der, Jer};
use synta_schemas::pkix1_explicit88::Certificate;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let der = std::fs::read(std::env::args().nth(1).ok_or("usage: cert_serial CERT.der")?)?;
    // Strict DER: what is not DER is refused with its path and byte offset.
    let cert = Certificate::decode(&der)?;
    println!("serial: {}", cert.tbs_certificate.serial_number);
    println!("{}", cert.to_jer()?);
    // Encoding gives back the octets that were read.
    assert_eq!(cert.to_der()?, der);
    Ok(())
}
