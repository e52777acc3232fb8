//! Rust parse-only time per certificate, ours and synta-certificate's, over
//! the DER files named on the command line, printed as one JSON object.
//! bench/python/bench.py runs it in each of its rounds, beside the same
//! work done through the Python packages, to tell the cost of the PyO3
//! boundary (Python time minus Rust time) in one run.

use std::hint::black_box;
use std::time::Instant;

use synta_bench::x509::{Ours, Synta, X509};

/// Nanoseconds per call of `parse` over `inputs`, timed as bench.py times
/// its calls: whole passes, doubled until they take about 20 ms.
fn per_item(parse: fn(&[u8]) -> bool, inputs: &[Vec<u8>]) -> f64 {
    let mut loops: u32 = 1;
    loop {
        let start = Instant::now();
        for _ in 0..loops {
            for der in inputs {
                black_box(parse(black_box(der)));
            }
        }
        let took = start.elapsed().as_nanos() as f64;
        if took >= 20e6 || loops >= 1 << 20 {
            return took / (f64::from(loops) * inputs.len() as f64);
        }
        loops *= 2;
    }
}

fn main() {
    let inputs: Vec<Vec<u8>> = std::env::args_os()
        .skip(1)
        .map(|path| std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.to_string_lossy())))
        .collect();
    assert!(!inputs.is_empty(), "usage: parse_ns CERT.der...");
    for der in &inputs {
        assert!(Ours::parse(der) && Synta::parse(der), "a certificate one decoder refuses");
    }
    println!("{{\"ours\": {:.1}, \"synta\": {:.1}}}", per_item(Ours::parse, &inputs), per_item(Synta::parse, &inputs));
}
