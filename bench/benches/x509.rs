//! X.509 parse-only and parse+fields, every decoder side by side on the
//! same inputs (PKITS end-entity certificates, ML-DSA certificates, the CA
//! store), and re-encoding a decoded certificate. One iteration goes over
//! the whole set; bench/report divides by the set's size.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use synta_bench::data::{self, Input};
use synta_bench::ffi;
use synta_bench::for_each_x509;
use synta_bench::x509::{self, X509};
use synta_rt::Der;

mod config;

fn sets() -> Vec<(&'static str, Vec<Input>)> {
    vec![("pkits", data::pkits()), ("ml-dsa", data::ml_dsa()), ("ca-store", data::ca_store())]
}

fn parse(c: &mut Criterion) {
    for (set, inputs) in sets() {
        let mut group = c.benchmark_group(format!("x509-parse/{set}"));
        macro_rules! decoder {
            ($t:ty) => {
                group.bench_function(<$t as X509>::NAME, |b| {
                    b.iter(|| {
                        for input in &inputs {
                            black_box(<$t as X509>::parse(black_box(&input.der)));
                        }
                    })
                });
            };
        }
        for_each_x509!(decoder);
        group.finish();
    }
}

fn fields(c: &mut Criterion) {
    for (set, inputs) in sets() {
        let mut group = c.benchmark_group(format!("x509-fields/{set}"));
        macro_rules! decoder {
            ($t:ty) => {
                let mut out = <$t as X509>::Out::default();
                group.bench_function(<$t as X509>::NAME, |b| {
                    b.iter(|| {
                        for input in &inputs {
                            black_box(<$t as X509>::fields(black_box(&input.der), &mut out));
                        }
                    })
                });
            };
        }
        for_each_x509!(decoder);
        group.finish();
    }
}

/// Decoding then re-encoding the PKITS certificates (ours in Rust and C).
fn reencode(c: &mut Criterion) {
    use synta_schemas::pkix1_explicit88::Certificate;
    let inputs = data::pkits();
    let mut group = c.benchmark_group("x509-reencode/pkits");
    let mut buf = vec![0u8; 1 << 16];
    group.bench_function("ours (Rust)", |b| {
        b.iter(|| {
            for input in &inputs {
                let cert = Certificate::decode(black_box(&input.der)).expect("decodes");
                black_box(cert.encode_into(&mut buf).expect("encodes").len());
            }
        })
    });
    group.bench_function("ours (C via FFI)", |b| {
        b.iter(|| {
            for input in &inputs {
                black_box(ffi::reencode(black_box(&input.der), &mut buf));
            }
        })
    });
    group.finish();
}

/// Encoding alone (issue 22): certificates decoded once, written again by
/// each library (`x509::encoder`, which `pairs` runs too), the same octets
/// by all.
fn encode(c: &mut Criterion) {
    let inputs = data::pkits();
    let ders: Vec<&[u8]> = inputs.iter().map(|i| i.der.as_slice()).collect();
    let mut group = c.benchmark_group("x509-encode/pkits");
    for function in ["ours (Rust)", "ours (C via FFI)", "rust-asn1", "x509-cert"] {
        let mut encode = x509::encoder(function, &ders).expect("an encoder of that name");
        group.bench_function(function, |b| b.iter(&mut encode));
    }
    group.finish();
}

/// BER mode on DER input (issue 21: at most 1.3x DER mode, which it should
/// nearly equal: DER is BER, and decode_ber reads it as DER mode does), and
/// the BER reader itself over the same DER. Full decoding, so that every
/// component goes through the reader.
fn ber_mode(c: &mut Criterion) {
    use synta_schemas::pkix1_explicit88::Certificate;
    for (set, inputs) in [("pkits", data::pkits()), ("ca-store", data::ca_store())] {
        let mut group = c.benchmark_group(format!("x509-ber-mode/{set}"));
        group.bench_function("ours (Rust), DER mode", |b| {
            b.iter(|| {
                for input in &inputs {
                    black_box(Certificate::decode(black_box(&input.der)).is_ok());
                }
            })
        });
        let mut buf = vec![0u8; synta_rt::BerSpace::needed(inputs.iter().map(|i| i.der.len()).max().unwrap_or(0))];
        group.bench_function("ours (Rust), BER mode", |b| {
            b.iter(|| {
                for input in &inputs {
                    let space = synta_rt::BerSpace::new(&mut buf);
                    black_box(Certificate::decode_ber(black_box(&input.der), &space).is_ok());
                }
            })
        });
        // decode_ber reads DER input as DER mode does; this is what its BER
        // reader costs where it runs over DER (the DER parts of real BER).
        group.bench_function("ours (Rust), BER reader", |b| {
            b.iter(|| {
                for input in &inputs {
                    let space = synta_rt::BerSpace::new(&mut buf);
                    let mut r = synta_rt::Reader::new_ber(black_box(&input.der), &space);
                    black_box(Certificate::decode_tlv(&mut r).is_ok() && r.is_empty());
                }
            })
        });
        // The same budget for the generated C, through FFI (the C harness
        // times it too, but a suite apart from DER mode).
        group.bench_function("ours (C), DER mode", |b| {
            b.iter(|| {
                for input in &inputs {
                    black_box(ffi::parse(black_box(&input.der)));
                }
            })
        });
        group.bench_function("ours (C), BER mode", |b| {
            b.iter(|| {
                for input in &inputs {
                    black_box(ffi::parse_ber(black_box(&input.der)));
                }
            })
        });
        group.finish();
    }
}

criterion_group! { name = benches; config = config::criterion(); targets = parse, fields, reencode, encode, ber_mode }
criterion_main!(benches);
