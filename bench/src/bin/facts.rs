//! The measurements that are counts, not times, printed as one JSON object
//! for `bench/report`: which inputs each decoder accepts and whether it
//! reads the same fields as ours, allocations per decode, Kerberos round
//! trips, struct sizes, and CA-store throughput on 1..N threads.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use synta_bench::alloc_count::{count, Counting};
use synta_bench::data::{self, Input};
use synta_bench::kerberos::{self, Kerberos};
use synta_bench::x509::{self, Fields, X509};
use synta_bench::{for_each_x509, integers::bench_integers as ints};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// A JSON string literal (the names and messages here are plain text).
fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Per decoder and set: inputs accepted, disagreements with ours (first
/// few named), and the most allocations one decode made, parse-only and
/// parse+fields.
fn x509_facts(sets: &[(&str, Vec<Input>)]) -> String {
    let mut rows = Vec::new();
    macro_rules! decoder {
        ($t:ty) => {{
            for (set, inputs) in sets {
                let mut accepted = 0;
                let (mut parse_allocs, mut field_allocs) = (0u64, 0u64);
                let mut fields = Fields::default();
                // Warm the strings up so their growth is not counted.
                fields.issuer.reserve(4096);
                fields.subject.reserve(4096);
                for input in inputs {
                    let (allocs, ok) = count(|| <$t as X509>::parse(&input.der));
                    accepted += usize::from(ok);
                    parse_allocs = parse_allocs.max(allocs);
                    fields.clear();
                    let (allocs, _) = count(|| <$t as X509>::fields(&input.der, &mut fields));
                    field_allocs = field_allocs.max(allocs);
                }
                rows.push(format!(
                    "{{\"decoder\":{},\"set\":{},\"inputs\":{},\"accepted\":{accepted},\"allocs_parse\":{parse_allocs},\"allocs_fields\":{field_allocs}}}",
                    json_str(<$t as X509>::NAME),
                    json_str(set),
                    inputs.len()
                ));
            }
        }};
    }
    for_each_x509!(decoder);
    format!("[{}]", rows.join(","))
}

fn agreement(sets: &[(&str, Vec<Input>)]) -> String {
    let mut problems = Vec::new();
    for (set, inputs) in sets {
        for input in inputs {
            if let Err(problem) = x509::check_agreement(&input.der) {
                problems.push(json_str(&format!("{set}/{}: {problem}", input.name)));
            }
        }
    }
    format!("[{}]", problems.join(","))
}

fn kerberos_facts(inputs: &[Input]) -> String {
    let mut rows = Vec::new();
    macro_rules! peer {
        ($t:ty) => {
            for input in inputs {
                let kind = input.name.as_str();
                let (allocs, decoded) = count(|| <$t as Kerberos>::decode(kind, &input.der));
                let same = <$t as Kerberos>::roundtrip(kind, &input.der).is_some_and(|der| der == input.der);
                rows.push(format!(
                    "{{\"decoder\":{},\"kind\":{},\"bytes\":{},\"decodes\":{decoded},\"roundtrip_identical\":{same},\"allocs_decode\":{allocs}}}",
                    json_str(<$t as Kerberos>::NAME),
                    json_str(kind),
                    input.der.len()
                ));
            }
        };
    }
    peer!(kerberos::Ours);
    peer!(kerberos::Rasn);
    peer!(kerberos::SyntaKrb5);
    format!("[{}]", rows.join(","))
}

fn sizes() -> String {
    use std::mem::size_of;
    [
        ("INTEGER (0..200)", size_of::<ints::Small>()),
        ("INTEGER (0..10000)", size_of::<ints::Medium>()),
        ("INTEGER (-1000..1000)", size_of::<ints::Signed>()),
        ("INTEGER (-1000000000..1000000000)", size_of::<ints::Wide>()),
        ("INTEGER", size_of::<ints::Unconstrained<'static>>()),
        ("Reading (three constrained fields)", size_of::<ints::Reading>()),
        ("ReadingUnconstrained", size_of::<ints::ReadingUnconstrained<'static>>()),
    ]
    .iter()
    .map(|(name, size)| format!("{{\"type\":{},\"bytes\":{size}}}", json_str(name)))
    .collect::<Vec<_>>()
    .join(",")
}

/// Certificates per second parsing the CA store with `threads` threads,
/// each parsing the whole store again and again for `run`.
fn throughput<T: X509>(inputs: &[Input], threads: usize, run: Duration) -> f64 {
    let start = Instant::now();
    let parsed: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut n = 0;
                    while start.elapsed() < run {
                        for input in inputs {
                            n += usize::from(T::parse(std::hint::black_box(&input.der)));
                        }
                    }
                    n
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or(0)).sum()
    });
    parsed as f64 / start.elapsed().as_secs_f64()
}

fn scaling(inputs: &[Input], run: Duration) -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rows = Vec::new();
    for threads in 1..=cores {
        macro_rules! decoder {
            ($t:ty) => {
                rows.push(format!(
                    "{{\"decoder\":{},\"threads\":{threads},\"certs_per_s\":{:.0}}}",
                    json_str(<$t as X509>::NAME),
                    throughput::<$t>(inputs, threads, run)
                ));
            };
        }
        decoder!(x509::Ours);
        decoder!(x509::OursLazy);
        decoder!(x509::OursC);
        decoder!(x509::Synta);
    }
    format!("[{}]", rows.join(","))
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let sets = [("pkits", data::pkits()), ("ca-store", data::ca_store()), ("ml-dsa", data::ml_dsa())];
    let kerberos_inputs = data::set("kerberos");
    let run = Duration::from_millis(if quick { 200 } else { 1000 });
    println!(
        "{{\"x509\":{},\"disagreements\":{},\"kerberos\":{},\"sizes\":[{}],\"scaling\":{}}}",
        x509_facts(&sets),
        agreement(&sets),
        kerberos_facts(&kerberos_inputs),
        sizes(),
        scaling(&sets[1].1, run)
    );
}
