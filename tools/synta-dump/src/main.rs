//! `synta-dump`: decodes files as a type of the shipped schemas.
//!
//! For each input prints `FILE: ok` or `FILE: error: PATH at byte N:
//! MESSAGE`; `--roundtrip` also re-encodes and reports the first byte that
//! differs; `--jer` prints the value as X.697 JSON; `--ber` decodes in BER
//! mode and `--der-out DIR` writes each value's DER re-encoding;
//! `--from-jer` reads X.697 JSON instead, as its DER (so `--der-out`
//! writes the DER of the JSON, and `--jer` writes it back). Exit
//! status 1 when any input failed, 2 on usage errors.

mod pem;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;

/// Decode DER (or PEM) files as a type of the shipped schemas.
#[derive(Parser, Debug)]
#[command(name = "synta-dump", version, about)]
struct Cli {
    /// The type, as `Module.Type` (e.g. `PKIX1Explicit88.Certificate`).
    #[arg(long = "type", value_name = "MODULE.TYPE", required_unless_present = "list")]
    type_name: Option<String>,

    /// Inputs are PEM; every block is decoded (`FILE#N` when several).
    #[arg(long)]
    pem: bool,

    /// Print each decoded value as X.697 JSON (JER), on the line after its
    /// `FILE: ok` line.
    #[arg(long)]
    jer: bool,

    /// Re-encode each value and compare with the input (with `--ber`:
    /// check that the DER re-encoding decodes as DER to itself).
    #[arg(long)]
    roundtrip: bool,

    /// Decode in BER mode: what X.690 allows BER beyond DER is accepted,
    /// and each value re-encodes as DER.
    #[arg(long)]
    ber: bool,

    /// Write each value's DER re-encoding to DIR/<input file name>
    /// (`FILE#N` inputs of a PEM file as `NAME.N`).
    #[arg(long, value_name = "DIR")]
    der_out: Option<PathBuf>,

    /// Inputs are X.697 JSON (JER), each read as the DER it stands for.
    #[arg(long, conflicts_with_all = ["pem", "ber"])]
    from_jer: bool,

    /// List the type names and exit.
    #[arg(long)]
    list: bool,

    /// Input files.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.list {
        synta_schemas::TYPES.iter().for_each(|t| println!("{t}"));
        return ExitCode::SUCCESS;
    }
    let type_name = cli.type_name.clone().unwrap_or_default();
    if synta_schemas::roundtrip(&type_name, &[], false).is_none() {
        eprintln!("error: no type `{type_name}` in the shipped schemas (see --list)");
        return ExitCode::from(2);
    }
    let mut failed = false;
    for file in &cli.files {
        let label = file.display().to_string();
        let inputs = match read(file, cli.pem, &type_name, cli.from_jer) {
            Ok(inputs) => inputs,
            Err(e) => {
                println!("{label}: error: {e}");
                failed = true;
                continue;
            }
        };
        let several = inputs.len() > 1;
        for (i, der) in inputs.iter().enumerate() {
            let label = if several { format!("{label}#{}", i + 1) } else { label.clone() };
            let out = cli.der_out.as_ref().map(|dir| {
                let name = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
                dir.join(if several { format!("{name}.{}", i + 1) } else { name })
            });
            let line = check(&cli, &type_name, der, out.as_deref());
            failed |= line.is_err();
            match line {
                Ok(None) => println!("{label}: ok"),
                Ok(Some(json)) => println!("{label}: ok\n{json}"),
                Err(e) => println!("{label}: error: {e}"),
            }
        }
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn read(file: &PathBuf, pem: bool, type_name: &str, from_jer: bool) -> Result<Vec<Vec<u8>>, String> {
    let bytes = std::fs::read(file).map_err(|e| e.to_string())?;
    if from_jer {
        let text = std::str::from_utf8(&bytes).map_err(|e| format!("not UTF-8: {e}"))?;
        return match synta_schemas::from_jer(type_name, text) {
            Some(Ok(der)) => Ok(vec![der]),
            Some(Err(e)) => Err(e.to_string()),
            None => Err("unknown type".to_string()),
        };
    }
    if !pem {
        return Ok(vec![bytes]);
    }
    pem::blocks(&String::from_utf8_lossy(&bytes))
}

/// Decodes (and re-encodes) one input; returns its JER text with `--jer`.
fn check(cli: &Cli, type_name: &str, input: &[u8], der_out: Option<&Path>) -> Result<Option<String>, String> {
    let encoded = match synta_schemas::roundtrip(type_name, input, cli.ber) {
        Some(Ok(encoded)) => encoded,
        Some(Err(e)) => return Err(e.to_string()),
        None => return Err("unknown type".to_string()),
    };
    if let Some(path) = der_out {
        std::fs::write(path, &encoded).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if cli.roundtrip {
        // The DER of a BER input is checked as DER: it must re-encode to itself.
        let again = if cli.ber {
            match synta_schemas::roundtrip(type_name, &encoded, false) {
                Some(Ok(again)) => again,
                Some(Err(e)) => return Err(format!("<der-out> {e}")),
                None => return Err("unknown type".to_string()),
            }
        } else {
            encoded.clone()
        };
        let expected = if cli.ber { &encoded[..] } else { input };
        if again != expected {
            let at = again.iter().zip(expected).position(|(a, b)| a != b).unwrap_or(again.len().min(expected.len()));
            return Err(format!(
                "<roundtrip> at byte {at}: re-encoding differs ({} bytes in, {} bytes out)",
                expected.len(),
                again.len()
            ));
        }
    }
    if !cli.jer {
        return Ok(None);
    }
    match synta_schemas::jer(type_name, input, cli.ber) {
        Some(Ok(json)) => Ok(Some(json)),
        Some(Err(e)) => Err(e.to_string()),
        None => Err("unknown type".to_string()),
    }
}
