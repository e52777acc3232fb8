//! The PER tests' dump (tests/rules/test_per.py): reads lines
//! `Module.Type RULE HEX` from standard input, RULE `uper`, `aper`,
//! `cuper`, `caper`, or `der:uper` / `der:aper` (DER in, PER out), and for
//! each prints one line: `ok PER DER JSON` (the value written again as
//! CANONICAL-PER in the rule's variant and as DER, hex, DER `-` when
//! the value has none, and its JER, `-` the same) or `error MESSAGE`.
#![allow(dead_code)]

#[path = "gen/mod.rs"]
mod gen;

use std::io::{BufRead, Write};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

fn line(name: &str, rule: &str, bytes: &[u8]) -> Result<String, String> {
    let unknown = || format!("no type {name} or rule {rule}");
    let (per, der, rule) = match rule.strip_prefix("der:") {
        Some(rule) => {
            let per = gen::der_to_per(name, bytes, rule).ok_or_else(unknown)?.map_err(|e| e.to_string())?;
            let der = gen::roundtrip(name, bytes, false).ok_or_else(unknown)?.map_err(|e| e.to_string())?;
            (per, hex(&der), rule)
        }
        None => {
            let per = gen::per_roundtrip(name, bytes, rule).ok_or_else(unknown)?.map_err(|e| e.to_string())?;
            // Extension additions or alternatives the schema does not know
            // have no DER.
            let der = gen::per_to_der(name, bytes, rule).ok_or_else(unknown)?.map_or("-".to_string(), |d| hex(&d));
            (per, der, rule)
        }
    };
    // An ENUMERATED item of a later version has no JER (nor DER).
    let jer = gen::per_jer(name, &per, rule).ok_or_else(unknown)?.unwrap_or_else(|_| "-".to_string());
    Ok(format!("ok {} {der} {jer}", hex(&per)))
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    for text in stdin.lock().lines().map_while(Result::ok) {
        let mut parts = text.split_whitespace();
        let (Some(name), Some(rule), hex_text) = (parts.next(), parts.next(), parts.next().unwrap_or("")) else {
            continue;
        };
        let result = match unhex(hex_text) {
            Some(bytes) => line(name, rule, &bytes),
            None => Err("not hex".to_string()),
        };
        match result {
            Ok(ok) => writeln!(out, "{ok}"),
            Err(e) => writeln!(out, "error {e}"),
        }
        .expect("stdout");
    }
}
