//! The measurements that are counts, not times, printed as one JSON object
//! for `bench/report`: which inputs each decoder accepts and whether it
//! reads the same fields as ours, allocations per decode, Kerberos round
//! trips, struct sizes, and CA-store throughput on 1..N threads.

use std::mem::size_of;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use synta_bench::alloc_count::{count, Counting};
use synta_bench::data::{self, Input};
use synta_bench::its::{self, Its, Variant, VARIANTS};
use synta_bench::kerberos::{self, Kerberos};
use synta_bench::mtc;
use synta_bench::v2x::{self, V2x};
use synta_bench::x509::{self, X509};
use synta_bench::{for_each_x509, integers::bench_integers as ints};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Per decoder and set: inputs accepted, and the most allocations one
/// decode made, parse-only and parse+fields.
fn x509_facts(sets: &[(&str, Vec<Input>)]) -> Vec<Value> {
    let mut rows = Vec::new();
    macro_rules! decoder {
        ($t:ty) => {
            for (set, inputs) in sets {
                let mut accepted = 0;
                let (mut parse_allocs, mut field_allocs) = (0, 0);
                let mut out = <$t as X509>::Out::default();
                // One untimed pass first, so that strings reused from one
                // certificate to the next have grown already.
                for input in inputs {
                    <$t as X509>::fields(&input.der, &mut out);
                }
                for input in inputs {
                    let (allocs, ok) = count(|| <$t as X509>::parse(&input.der));
                    accepted += usize::from(ok);
                    parse_allocs = parse_allocs.max(allocs);
                    let (allocs, _) = count(|| <$t as X509>::fields(&input.der, &mut out));
                    field_allocs = field_allocs.max(allocs);
                }
                rows.push(json!({
                    "decoder": <$t as X509>::NAME, "set": set, "inputs": inputs.len(), "accepted": accepted,
                    "allocs_parse": parse_allocs, "allocs_fields": field_allocs,
                }));
            }
        };
    }
    for_each_x509!(decoder);
    rows
}

/// The inputs where a decoder rejects what ours accepts or reads other values.
fn disagreements(sets: &[(&str, Vec<Input>)]) -> Vec<String> {
    let mut problems = Vec::new();
    for (set, inputs) in sets {
        for input in inputs {
            if let Err(problem) = x509::check_agreement(&input.der) {
                problems.push(format!("{set}/{}: {problem}", input.name));
            }
        }
    }
    problems
}

fn kerberos_facts(inputs: &[Input]) -> Vec<Value> {
    let mut rows = Vec::new();
    macro_rules! peer {
        ($t:ty) => {
            for input in inputs {
                let kind = input.name.as_str();
                let (allocs, decoded) = count(|| <$t as Kerberos>::decode(kind, &input.der));
                let (roundtrip_allocs, der) = count(|| <$t as Kerberos>::roundtrip(kind, &input.der));
                let same = der.is_some_and(|der| der == input.der);
                // Encoding's own: the round trip's less the decode's.
                let encode_allocs = roundtrip_allocs.saturating_sub(allocs);
                rows.push(json!({
                    "decoder": <$t as Kerberos>::NAME, "kind": kind, "bytes": input.der.len(), "decodes": decoded,
                    "roundtrip_identical": same, "allocs_decode": allocs, "allocs_encode": encode_allocs,
                }));
            }
        };
    }
    peer!(kerberos::Ours);
    peer!(kerberos::Rasn);
    peer!(kerberos::SyntaKrb5);
    rows
}

/// The same facts for IEEE 1609.2 in CANONICAL-OER.
fn v2x_facts(inputs: &[Input]) -> Vec<Value> {
    let mut rows = Vec::new();
    macro_rules! peer {
        ($t:ty) => {
            for input in inputs {
                let kind = input.name.as_str();
                let (allocs, decoded) = count(|| <$t as V2x>::decoder(kind)(&input.der));
                let (roundtrip_allocs, oer) = count(|| <$t as V2x>::roundtrip(kind, &input.der));
                let same = oer.is_some_and(|oer| oer == input.der);
                rows.push(json!({
                    "decoder": <$t as V2x>::NAME, "kind": kind, "bytes": input.der.len(), "decodes": decoded,
                    "roundtrip_identical": same, "allocs_decode": allocs,
                    "allocs_encode": roundtrip_allocs.saturating_sub(allocs),
                }));
            }
        };
    }
    peer!(v2x::Ours);
    peer!(v2x::Rasn);
    rows
}

/// The same facts for the ETSI CAMs in each PER variant, a row a side and
/// variant (both sides checked to write the same bytes first): allocations
/// of a decode of all three, its space or buffers grown once before they
/// are counted, and of writing them again.
fn its_facts() -> Vec<Value> {
    let inputs = data::its();
    let uper: Vec<Vec<u8>> = inputs.iter().map(|i| i.der.clone()).collect();
    let mut rows = Vec::new();
    for variant in VARIANTS {
        let cams = its::check(&inputs, variant);
        macro_rules! peer {
            ($t:ty) => {
                let mut decoder = <$t as Its>::decoder(variant);
                let decoded = decoder(&cams);
                let (allocs, _) = count(|| decoder(&cams));
                let mut encoder = <$t as Its>::encoder(variant, cams.clone());
                let (encode_allocs, ()) = count(|| encoder());
                rows.push(json!({
                    "decoder": <$t as Its>::NAME, "kind": format!("cam-{}", variant.name()),
                    "bytes": cams.iter().map(Vec::len).sum::<usize>(), "decodes": decoded,
                    "roundtrip_identical": <$t as Its>::transcode(&uper, variant) == cams,
                    "allocs_decode": allocs, "allocs_encode": encode_allocs / cams.len() as u64,
                }));
            };
        }
        peer!(its::Ours);
        peer!(its::Rasn);
        if variant == Variant::Unaligned {
            peer!(its::Asn1rs);
        }
    }
    rows
}

/// The Merkle Tree Certificate steps on each batch of the `mtc` set:
/// allocations a certificate (most over the batch), each side's; both
/// sides write the same bytes (synta_bench::mtc::check, which panics
/// otherwise).
fn mtc_facts() -> Vec<Value> {
    let inputs = data::set("mtc");
    let mut rows = Vec::new();
    for set in mtc::SETS {
        let batch = mtc::batch(&inputs, &format!("{set}-"));
        let standalone = mtc::check(&batch);
        let mut out = vec![0u8; mtc::OUT_BYTES];
        let mut scratch = vec![0u8; mtc::OUT_BYTES];
        let most =
            |f: &mut dyn FnMut(usize) -> bool| (0..batch.len()).map(|i| count(|| assert!(f(i))).0).max().unwrap_or(0);
        rows.push(json!({
            "decoder": mtc::OURS, "set": set, "certificates": batch.len(),
            "bytes": batch.iter().map(|i| i.der.len()).sum::<usize>() / batch.len(),
            "allocs_entry": most(&mut |i| mtc::ours_entry(&batch[i].der, &mut out).is_ok()),
            "allocs_standalone": most(&mut |i| mtc::ours_standalone(&batch[i], &mut scratch, &mut out).is_ok()),
            "allocs_decode": most(&mut |i| mtc::ours_proof_of(&standalone[i]).is_some()),
        }));
        rows.push(json!({
            "decoder": mtc::SYNTA_MTC, "set": set, "certificates": batch.len(),
            "bytes": batch.iter().map(|i| i.der.len()).sum::<usize>() / batch.len(),
            "allocs_entry": most(&mut |i| mtc::synta_entry(&batch[i].der).is_some()),
            "allocs_standalone": most(&mut |i| mtc::synta_standalone(&batch[i]).is_some()),
            "allocs_decode": most(&mut |i| mtc::synta_proof_of(&standalone[i]).is_some()),
        }));
    }
    rows
}

fn sizes() -> Vec<Value> {
    [
        ("INTEGER (0..200)", size_of::<ints::Small>()),
        ("INTEGER (0..10000)", size_of::<ints::Medium>()),
        ("INTEGER (-1000..1000)", size_of::<ints::Signed>()),
        ("INTEGER (-1000000000..1000000000)", size_of::<ints::Wide>()),
        ("INTEGER", size_of::<ints::Unconstrained<'static>>()),
        ("Reading (three constrained fields)", size_of::<ints::Reading>()),
        ("ReadingUnconstrained", size_of::<ints::ReadingUnconstrained<'static>>()),
    ]
    .into_iter()
    .map(|(name, bytes)| json!({ "type": name, "bytes": bytes }))
    .collect()
}

/// The size of each decoder's decoded certificate (`size_of`; the C's
/// struct), and the arena bytes the C takes per certificate of each set
/// (mean and most): what a decoded value costs in memory beside the input
/// it borrows from.
fn memory(sets: &[(&str, Vec<Input>)]) -> Value {
    let mut values = Vec::new();
    macro_rules! decoder {
        ($t:ty) => {
            values.push(json!({ "decoder": <$t as X509>::NAME, "bytes": <$t as X509>::value_size() }));
        };
    }
    for_each_x509!(decoder);
    let arena: Vec<Value> = sets
        .iter()
        .map(|(set, inputs)| {
            let used: Vec<usize> = inputs.iter().filter_map(|i| synta_bench::ffi::arena_used(&i.der)).collect();
            let mean = used.iter().sum::<usize>() as f64 / used.len().max(1) as f64;
            json!({ "set": set, "mean": mean.round(), "max": used.iter().max().copied().unwrap_or(0) })
        })
        .collect();
    json!({ "values": values, "c_arena": arena })
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

fn scaling(inputs: &[Input], run: Duration) -> Vec<Value> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rows = Vec::new();
    for threads in 1..=cores {
        macro_rules! decoder {
            ($t:ty) => {
                let rate = throughput::<$t>(inputs, threads, run).round();
                rows.push(json!({ "decoder": <$t as X509>::NAME, "threads": threads, "certs_per_s": rate }));
            };
        }
        decoder!(x509::Ours);
        decoder!(x509::OursLazy);
        decoder!(x509::OursC);
        decoder!(x509::Synta);
    }
    rows
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let sets = [("pkits", data::pkits()), ("ca-store", data::ca_store()), ("ml-dsa", data::ml_dsa())];
    let run = Duration::from_millis(if quick { 200 } else { 1000 });
    let facts = json!({
        "x509": x509_facts(&sets),
        "disagreements": disagreements(&sets),
        "kerberos": kerberos_facts(&data::kerberos()),
        "v2x": v2x_facts(&data::v2x()),
        "its": its_facts(),
        "mtc": mtc_facts(),
        "sizes": sizes(),
        "memory": memory(&sets),
        "scaling": scaling(&sets[1].1, run),
    });
    println!("{facts}");
}
