//! The ratios of the budgets, each measured with both of its sides in one
//! process, side by side: the two workloads run in turns of about a
//! millisecond each, the order swapped every round, and the ratio is the
//! median of the rounds' ratios. A host whose speed drifts from one second
//! to the next (a shared VM) moves two criterion benchmarks measured a
//! second apart by tens of percent; a millisecond apart, both sides see the
//! same machine (bench/NOTES.md, "Measuring on a noisy host").
//!
//!   pairs [--quick|--smoke] NUMERATOR|DENOMINATOR ...
//!
//! Each argument is a budget's two sources as budgets.toml names them
//! (`criterion:GROUP:FUNCTION`). Printed: one JSON object from each pair
//! this binary can run (X.509 parse, fields, BER mode in Rust and C, and
//! encode; Kerberos decode and encode; PKCS extraction; IEEE 1609.2 OER
//! and ETSI CAM and LTE RRC PER decode and encode; the Merkle Tree
//! Certificate steps)
//! to its ratio;
//! bench/report decides those budgets on it, the others on criterion.

use std::hint::black_box;
use std::time::{Duration, Instant};

use serde_json::{Map, Value};
use synta_bench::data::{self, Input};
use synta_bench::for_each_x509;
use synta_bench::its::{self, Its, Variant};
use synta_bench::kerberos::{self, Kerberos};
use synta_bench::lte::{self, Lte};
use synta_bench::pkcs;
use synta_bench::v2x::{self, V2x};
use synta_bench::x509::X509;
use synta_rt::{BerSpace, Der};
use synta_schemas::pkix1_explicit88::Certificate;

/// One pass of a benchmark's work, as its criterion iteration does it.
type Work = synta_bench::Encoder<'static>;

/// The work criterion times as `GROUP/FUNCTION`, when this binary runs
/// that kind of benchmark.
fn work(group: &str, function: &str) -> Option<Work> {
    let (kind, set) = group.split_once('/')?;
    let work = match kind {
        "x509-parse" | "x509-fields" => x509_set(set).and_then(|i| x509_work(kind == "x509-fields", i, function)),
        "x509-ber-mode" => x509_set(set).and_then(|inputs| ber_mode_work(inputs, function)),
        "kerberos-decode" => kerberos_work(set, function),
        "kerberos-encode" => kerberos_encode_work(set, function),
        "x509-encode" => x509_set(set).and_then(|inputs| x509_encode_work(inputs, function)),
        "pkcs-extract" => pkcs_work(set, function),
        "oer-decode" => v2x_work(set, function),
        "oer-encode" => v2x_encode_work(set, function),
        "per-decode" | "per-encode" if set.starts_with("rrc-") => lte_work(kind == "per-encode", set, function),
        "per-decode" | "per-encode" => its_work(kind == "per-encode", set, function),
        "mtc-entry-convert" | "mtc-standalone" | "mtc-standalone-decode" => synta_bench::mtc::work(kind, set, function),
        _ => return None,
    };
    // A kind this binary runs, but a set or function it does not know: its
    // names and the benches' have drifted apart, which would quietly hand
    // the budget back to criterion.
    Some(work.unwrap_or_else(|| panic!("pairs: no work named {group}:{function}")))
}

fn x509_set(set: &str) -> Option<Vec<Input>> {
    match set {
        "pkits" => Some(data::pkits()),
        "ml-dsa" => Some(data::ml_dsa()),
        "ca-store" => Some(data::ca_store()),
        _ => None,
    }
}

fn x509_work(fields: bool, inputs: Vec<Input>, function: &str) -> Option<Work> {
    macro_rules! decoder {
        ($t:ty) => {
            if function == <$t as X509>::NAME {
                let mut out = <$t as X509>::Out::default();
                return Some(Box::new(move || {
                    for input in &inputs {
                        if fields {
                            black_box(<$t as X509>::fields(black_box(&input.der), &mut out));
                        } else {
                            black_box(<$t as X509>::parse(black_box(&input.der)));
                        }
                    }
                }));
            }
        };
    }
    for_each_x509!(decoder);
    None
}

fn ber_mode_work(inputs: Vec<Input>, function: &str) -> Option<Work> {
    let mut buf = vec![0u8; BerSpace::needed(inputs.iter().map(|i| i.der.len()).max().unwrap_or(0))];
    match function {
        "ours (Rust), DER mode" => Some(Box::new(move || {
            for input in &inputs {
                black_box(Certificate::decode(black_box(&input.der)).is_ok());
            }
        })),
        "ours (Rust), BER mode" => Some(Box::new(move || {
            for input in &inputs {
                let space = BerSpace::new(&mut buf);
                black_box(Certificate::decode_ber(black_box(&input.der), &space).is_ok());
            }
        })),
        "ours (C), DER mode" => Some(Box::new(move || {
            for input in &inputs {
                black_box(synta_bench::ffi::parse(black_box(&input.der)));
            }
        })),
        "ours (C), BER mode" => Some(Box::new(move || {
            for input in &inputs {
                black_box(synta_bench::ffi::parse_ber(black_box(&input.der)));
            }
        })),
        _ => None,
    }
}

fn kerberos_work(kind: &str, function: &str) -> Option<Work> {
    let input = data::kerberos().into_iter().find(|i| i.name == kind)?;
    let decoder = [
        (kerberos::Ours::NAME, kerberos::Ours::decoder(kind)),
        (kerberos::Rasn::NAME, kerberos::Rasn::decoder(kind)),
        (kerberos::SyntaKrb5::NAME, kerberos::SyntaKrb5::decoder(kind)),
    ]
    .into_iter()
    .find(|(name, _)| *name == function)?
    .1;
    Some(Box::new(move || {
        black_box(decoder(black_box(&input.der)));
    }))
}

fn x509_encode_work(inputs: Vec<Input>, function: &str) -> Option<Work> {
    // The encoders borrow the certificates they decoded: these live as long
    // as the process, as the work does.
    let ders: Vec<&'static [u8]> = inputs.into_iter().map(|i| &*i.der.leak()).collect();
    synta_bench::x509::encoder(function, &ders)
}

fn kerberos_encode_work(kind: &str, function: &str) -> Option<Work> {
    // The encoders borrow the message they decoded: it lives as long as
    // the process, as the work does.
    let der: &'static [u8] = data::kerberos().into_iter().find(|i| i.name == kind)?.der.leak();
    let encoder = match function {
        _ if function == kerberos::Ours::NAME => kerberos::Ours::encoder(kind, der),
        _ if function == kerberos::Rasn::NAME => kerberos::Rasn::encoder(kind, der),
        _ if function == kerberos::SyntaKrb5::NAME => kerberos::SyntaKrb5::encoder(kind, der),
        _ => return None,
    };
    Some(encoder)
}

fn v2x_work(kind: &str, function: &str) -> Option<Work> {
    let input = data::v2x().into_iter().find(|i| i.name == kind)?;
    let decoder = [(v2x::Ours::NAME, v2x::Ours::decoder(kind)), (v2x::Rasn::NAME, v2x::Rasn::decoder(kind))]
        .into_iter()
        .find(|(name, _)| *name == function)?
        .1;
    Some(Box::new(move || {
        black_box(decoder(black_box(&input.der)));
    }))
}

fn v2x_encode_work(kind: &str, function: &str) -> Option<Work> {
    // As for Kerberos: the encoders borrow the input, which lives as long
    // as the process.
    let oer: &'static [u8] = data::v2x().into_iter().find(|i| i.name == kind)?.der.leak();
    match function {
        _ if function == v2x::Ours::NAME => Some(v2x::Ours::encoder(kind, oer)),
        _ if function == v2x::Rasn::NAME => Some(v2x::Rasn::encoder(kind, oer)),
        _ => None,
    }
}

/// The CAMs in one PER variant (`cam-uper`, `cam-aper`), decoded or
/// written from values decoded once, as the criterion suite times them.
fn its_work(encode: bool, set: &str, function: &str) -> Option<Work> {
    let variant = Variant::named(set.strip_prefix("cam-")?)?;
    let cams = its::check(&data::its(), variant);
    macro_rules! peer {
        ($t:ty) => {
            if function == <$t as Its>::NAME {
                if encode {
                    return Some(<$t as Its>::encoder(variant, cams));
                }
                let mut decoder = <$t as Its>::decoder(variant);
                return Some(Box::new(move || {
                    black_box(decoder(black_box(&cams)));
                }));
            }
        };
    }
    peer!(its::Ours);
    peer!(its::Rasn);
    if variant == Variant::Unaligned {
        peer!(its::Asn1rs);
    }
    None
}

/// The RRC messages in one PER variant (`rrc-uper`, `rrc-aper`), likewise.
fn lte_work(encode: bool, set: &str, function: &str) -> Option<Work> {
    let variant = Variant::named(set.strip_prefix("rrc-")?)?;
    let messages = lte::check(&data::rrc(), variant);
    macro_rules! peer {
        ($t:ty) => {
            if function == <$t as Lte>::NAME {
                if encode {
                    return Some(<$t as Lte>::encoder(variant, messages));
                }
                let mut decoder = <$t as Lte>::decoder(variant);
                return Some(Box::new(move || {
                    black_box(decoder(black_box(&messages)));
                }));
            }
        };
    }
    peer!(lte::Ours);
    peer!(lte::Rasn);
    None
}

fn pkcs_work(name: &str, function: &str) -> Option<Work> {
    let input = data::set("pkcs").into_iter().find(|i| i.name == name)?;
    let pkcs7 = name.starts_with("pkcs7");
    match function {
        "ours (Rust, BER mode)" => Some(ours_pkcs_work(input, pkcs7, pkcs::ours_count)),
        "ours (Rust, BER mode), then parsed" => Some(ours_pkcs_work(input, pkcs7, pkcs::ours_count_parsed)),
        "synta-certificate" => Some(synta_pkcs_work(input, pkcs7, pkcs::synta_extract)),
        "synta-certificate, then parsed" => Some(synta_pkcs_work(input, pkcs7, pkcs::synta_count_parsed)),
        _ => None,
    }
}

/// Ours' extraction `work` of `input`, into a BER space of its own.
fn ours_pkcs_work<R>(input: Input, pkcs7: bool, work: impl Fn(bool, &[u8], &mut [u8]) -> R + 'static) -> Work {
    let mut buf = vec![0u8; BerSpace::needed(input.der.len())];
    Box::new(move || {
        black_box(work(pkcs7, black_box(&input.der), &mut buf));
    })
}

/// synta-certificate's extraction `work` of `input`.
fn synta_pkcs_work<R>(input: Input, pkcs7: bool, work: impl Fn(bool, &[u8]) -> R + 'static) -> Work {
    Box::new(move || {
        black_box(work(pkcs7, black_box(&input.der)));
    })
}

/// Passes of `work` that take about `slice`.
fn calibrate(work: &mut Work, slice: Duration) -> u32 {
    let mut passes = 1u32;
    loop {
        let start = Instant::now();
        for _ in 0..passes {
            work();
        }
        if start.elapsed() >= slice || passes >= 1 << 24 {
            return passes;
        }
        passes *= 2;
    }
}

/// Seconds per pass of `work`, over `passes` passes.
fn per_pass(work: &mut Work, passes: u32) -> f64 {
    let start = Instant::now();
    for _ in 0..passes {
        work();
    }
    start.elapsed().as_secs_f64() / f64::from(passes)
}

/// The median over `rounds` of the ratio of `a`'s time per pass to `b`'s,
/// the two run in turns, `a` first in even rounds and `b` in odd ones.
fn ratio(a: &mut Work, b: &mut Work, rounds: usize) -> f64 {
    let slice = Duration::from_millis(1);
    // Warm up both (caches, branch predictors, lazily grown buffers).
    let (pa, pb) = (calibrate(a, slice), calibrate(b, slice));
    let mut ratios: Vec<f64> = (0..rounds)
        .map(|round| {
            if round % 2 == 0 {
                let ta = per_pass(a, pa);
                ta / per_pass(b, pb)
            } else {
                let tb = per_pass(b, pb);
                per_pass(a, pa) / tb
            }
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    ratios[ratios.len() / 2]
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // --smoke (CI): each pair a few rounds, to show that it runs.
    let rounds = match args.first().map(String::as_str) {
        Some("--quick") => 200,
        Some("--smoke") => 2,
        _ => 1000,
    };
    if args.first().is_some_and(|a| a.starts_with("--")) {
        args.remove(0);
    }
    let mut ratios = Map::new();
    for pair in &args {
        let parse = |source: &str| {
            let rest = source.strip_prefix("criterion:")?;
            let (group, function) = rest.split_once(':')?;
            work(group, function)
        };
        let Some((numerator, denominator)) = pair.split_once('|') else { continue };
        if let (Some(mut a), Some(mut b)) = (parse(numerator), parse(denominator)) {
            ratios.insert(pair.clone(), Value::from(ratio(&mut a, &mut b, rounds)));
        }
    }
    println!("{}", Value::Object(ratios));
}
