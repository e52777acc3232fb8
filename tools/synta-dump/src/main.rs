//! `synta-dump`: decodes files as a type of the shipped schemas.
//!
//! For each input prints `FILE: ok` or `FILE: error: PATH at byte N:
//! MESSAGE`; `--roundtrip` also re-encodes and reports the first byte that
//! differs; `--jer` prints the value as X.697 JSON. Exit status 1 when any input failed, 2 on usage errors.

mod pem;

use std::path::PathBuf;
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

    /// Re-encode each value and compare with the input.
    #[arg(long)]
    roundtrip: bool,

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
    if synta_schemas::roundtrip(&type_name, &[]).is_none() {
        eprintln!("error: no type `{type_name}` in the shipped schemas (see --list)");
        return ExitCode::from(2);
    }
    let mut failed = false;
    for file in &cli.files {
        let label = file.display().to_string();
        let inputs = match read(file, cli.pem) {
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
            let line = check(&cli, &type_name, der);
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

fn read(file: &PathBuf, pem: bool) -> Result<Vec<Vec<u8>>, String> {
    let bytes = std::fs::read(file).map_err(|e| e.to_string())?;
    if !pem {
        return Ok(vec![bytes]);
    }
    pem::blocks(&String::from_utf8_lossy(&bytes))
}

/// Decodes (and re-encodes) one input; returns its JER text with `--jer`.
fn check(cli: &Cli, type_name: &str, der: &[u8]) -> Result<Option<String>, String> {
    let encoded = match synta_schemas::roundtrip(type_name, der) {
        Some(Ok(encoded)) => encoded,
        Some(Err(e)) => return Err(e.to_string()),
        None => return Err("unknown type".to_string()),
    };
    if cli.roundtrip && encoded != der {
        let at = encoded.iter().zip(der).position(|(a, b)| a != b).unwrap_or(encoded.len().min(der.len()));
        return Err(format!(
            "<roundtrip> at byte {at}: re-encoding differs ({} bytes in, {} bytes out)",
            der.len(),
            encoded.len()
        ));
    }
    if !cli.jer {
        return Ok(None);
    }
    match synta_schemas::jer(type_name, der) {
        Some(Ok(json)) => Ok(Some(json)),
        Some(Err(e)) => Err(e.to_string()),
        None => Err("unknown type".to_string()),
    }
}
