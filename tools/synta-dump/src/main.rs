//! `synta-dump`: decodes files as a type of the shipped schemas.
//!
//! For each input prints `FILE: ok` or `FILE: error: PATH at byte N:
//! MESSAGE`; `--roundtrip` also re-encodes and reports the first byte that
//! differs; `--jer` prints the value as X.697 JSON; `--encoding` picks the
//! rule the inputs are in (`der`, `ber`, `oer` or `coer` for the V2X
//! types, which have OER, and `uper`, `per`, `cuper` or `cper` for the
//! ETSI ITS and LTE types, which have PER) and `--der-out DIR` writes each value's DER
//! re-encoding;
//! `--from-jer` reads X.697 JSON instead, as its DER (so `--der-out`
//! writes the DER of the JSON, and `--jer` writes it back). Exit
//! status 1 when any input failed, 2 on usage errors.

mod pem;

use std::io::Write;
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

    /// Re-encode each value and compare with the input (BER and BASIC-OER
    /// inputs: check that the canonical re-encoding decodes to itself).
    #[arg(long)]
    roundtrip: bool,

    /// The encoding of the inputs: `der`; `ber` (what X.690 allows BER
    /// beyond DER is accepted, and each value re-encodes as DER); `oer`
    /// (BASIC-OER) or `coer` (CANONICAL-OER, X.696), for the types of
    /// `v2x` (IEEE 1609.2), which re-encode as CANONICAL-OER; `uper` or
    /// `per` (BASIC-PER, UNALIGNED or ALIGNED, X.691), `cuper` or `cper`
    /// (CANONICAL-PER), for the types of `its` (ETSI CAM and ITS
    /// container) and of synta-lte (LTE's S1AP and RRC), which re-encode
    /// as CANONICAL-PER of the same variant.
    #[arg(long, value_enum, default_value = "der")]
    encoding: Encoding,

    /// The same as `--encoding ber`.
    #[arg(long, conflicts_with = "encoding")]
    ber: bool,

    /// Write each value's DER re-encoding to DIR/<input file name>
    /// (`FILE#N` inputs of a PEM file as `NAME.N`).
    #[arg(long, value_name = "DIR")]
    der_out: Option<PathBuf>,

    /// Inputs are X.697 JSON (JER), each read as the DER it stands for.
    #[arg(long, conflicts_with_all = ["pem", "ber", "encoding"])]
    from_jer: bool,

    /// List the type names and exit (with an OER or PER encoding: the
    /// types that have it).
    #[arg(long)]
    list: bool,

    /// Input files.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// The rule the inputs are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Encoding {
    Der,
    Ber,
    Oer,
    Coer,
    Uper,
    Per,
    Cuper,
    Cper,
}

impl Encoding {
    /// The registry's name of a PER rule (`per` is ALIGNED).
    fn per_rule(self) -> Option<&'static str> {
        match self {
            Encoding::Uper => Some("uper"),
            Encoding::Per => Some("aper"),
            Encoding::Cuper => Some("cuper"),
            Encoding::Cper => Some("caper"),
            _ => None,
        }
    }

    /// The canonical rule of the family, which a re-encoding is in.
    fn canonical(self) -> Encoding {
        match self {
            Encoding::Ber => Encoding::Der,
            Encoding::Oer => Encoding::Coer,
            Encoding::Uper => Encoding::Cuper,
            Encoding::Per => Encoding::Cper,
            other => other,
        }
    }

    /// Which shipped types have the rule.
    fn types(self) -> (Vec<&'static str>, &'static str) {
        match self {
            Encoding::Oer | Encoding::Coer => (synta_schemas::v2x::TYPES.to_vec(), "with OER (the v2x types)"),
            _ if self.per_rule().is_some() => {
                ([synta_schemas::its::TYPES, synta_lte::TYPES].concat(), "with PER (the its and lte types)")
            }
            _ => (synta_schemas::TYPES.to_vec(), "in the shipped schemas"),
        }
    }
}

type Outcome<T> = Option<synta_rt::Result<T>>;

/// Decodes `input` as `type_name` in `encoding` and writes it again in the
/// canonical form of its family (DER for DER and BER, CANONICAL-OER for
/// OER); `None` when no type of that name has the encoding.
fn reencode(type_name: &str, input: &[u8], encoding: Encoding) -> Outcome<Vec<u8>> {
    let ber = encoding == Encoding::Ber;
    match encoding {
        Encoding::Der | Encoding::Ber => synta_schemas::roundtrip(type_name, input, ber)
            .or_else(|| synta_schemas::v2x::roundtrip(type_name, input, ber))
            .or_else(|| synta_schemas::its::roundtrip(type_name, input, ber))
            .or_else(|| synta_lte::roundtrip(type_name, input, ber)),
        Encoding::Oer | Encoding::Coer => {
            synta_schemas::v2x::oer_roundtrip(type_name, input, encoding == Encoding::Coer)
        }
        _ => {
            let rule = encoding.per_rule()?;
            synta_schemas::its::per_roundtrip(type_name, input, rule)
                .or_else(|| synta_lte::per_roundtrip(type_name, input, rule))
        }
    }
}

/// The DER of `input`.
fn to_der(type_name: &str, input: &[u8], encoding: Encoding) -> Outcome<Vec<u8>> {
    match encoding {
        Encoding::Oer | Encoding::Coer => synta_schemas::v2x::oer_to_der(type_name, input, encoding == Encoding::Coer),
        Encoding::Der | Encoding::Ber => reencode(type_name, input, encoding),
        _ => {
            let rule = encoding.per_rule()?;
            synta_schemas::its::per_to_der(type_name, input, rule)
                .or_else(|| synta_lte::per_to_der(type_name, input, rule))
        }
    }
}

/// The X.697 JSON of `input`.
fn jer(type_name: &str, input: &[u8], encoding: Encoding) -> Outcome<String> {
    let ber = encoding == Encoding::Ber;
    match encoding {
        Encoding::Der | Encoding::Ber => synta_schemas::jer(type_name, input, ber)
            .or_else(|| synta_schemas::v2x::jer(type_name, input, ber))
            .or_else(|| synta_schemas::its::jer(type_name, input, ber))
            .or_else(|| synta_lte::jer(type_name, input, ber)),
        Encoding::Oer | Encoding::Coer => synta_schemas::v2x::oer_jer(type_name, input, encoding == Encoding::Coer),
        _ => {
            let rule = encoding.per_rule()?;
            synta_schemas::its::per_jer(type_name, input, rule).or_else(|| synta_lte::per_jer(type_name, input, rule))
        }
    }
}

fn main() -> ExitCode {
    let mut cli = Cli::parse();
    if cli.ber {
        cli.encoding = Encoding::Ber;
    }
    if cli.list {
        // The shipped schemas, as synta-dump-c and the Python package list
        // them; with OER or PER, the types that have it.
        // A reader that stops early (`| head`) ends the listing quietly.
        let mut out = std::io::stdout().lock();
        for t in cli.encoding.types().0 {
            if writeln!(out, "{t}").is_err() {
                break;
            }
        }
        return ExitCode::SUCCESS;
    }
    let type_name = cli.type_name.clone().unwrap_or_default();
    if reencode(&type_name, &[], cli.encoding).is_none() {
        eprintln!("error: no type `{type_name}` {} (see --list)", cli.encoding.types().1);
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
        let der = synta_schemas::from_jer(type_name, text)
            .or_else(|| synta_schemas::v2x::from_jer(type_name, text))
            .or_else(|| synta_schemas::its::from_jer(type_name, text))
            .or_else(|| synta_lte::from_jer(type_name, text));
        return match der {
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
    let found = |outcome: Outcome<Vec<u8>>| match outcome {
        Some(Ok(bytes)) => Ok(bytes),
        Some(Err(e)) => Err(e.to_string()),
        None => Err("unknown type".to_string()),
    };
    let encoded = found(reencode(type_name, input, cli.encoding))?;
    if let Some(path) = der_out {
        let der = match cli.encoding {
            Encoding::Der | Encoding::Ber => encoded.clone(),
            _ => found(to_der(type_name, input, cli.encoding))?,
        };
        std::fs::write(path, &der).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if cli.roundtrip {
        // What a BER, BASIC-OER or BASIC-PER input re-encodes to is
        // checked in the canonical rule of its family: it must re-encode to
        // itself.
        let canonical = cli.encoding.canonical();
        let lenient = canonical != cli.encoding;
        let again = if lenient {
            let label = format!("<{}-out>", format!("{canonical:?}").to_lowercase());
            found(reencode(type_name, &encoded, canonical)).map_err(|e| format!("{label} {e}"))?
        } else {
            encoded.clone()
        };
        let expected = if lenient { &encoded[..] } else { input };
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
    match jer(type_name, input, cli.encoding) {
        Some(Ok(json)) => Ok(Some(json)),
        Some(Err(e)) => Err(e.to_string()),
        None => Err("unknown type".to_string()),
    }
}
