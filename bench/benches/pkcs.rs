//! Extracting the certificates of PKCS #7 bundles and PKCS #12 files: ours
//! (BER mode, shipped schemas), synta-certificate's `certs_from_pkcs7` and
//! `certs_from_pkcs12`, and OpenSSL, on the `pkcs` set. Before measuring,
//! each peer must hand back the same certificates as ours.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use synta_bench::data;
use synta_bench::pkcs;
use synta_rt::BerSpace;

mod config;

fn extract(c: &mut Criterion) {
    for input in data::set("pkcs") {
        let pkcs7 = input.name.starts_with("pkcs7");
        let mut buf = vec![0u8; BerSpace::needed(input.der.len())];
        let ours = |buf: &mut [u8]| {
            let space = BerSpace::new(buf);
            pkcs::ours_extract(pkcs7, &input.der, &space)
                .map(|certs| certs.iter().map(|c| c.to_vec()).collect::<Vec<_>>())
        };
        let synta = |der: &[u8]| pkcs::synta_extract(pkcs7, der);
        let expected = ours(&mut buf).unwrap_or_else(|e| panic!("{}: {e}", input.name));
        assert!(!expected.is_empty(), "{}: no certificates", input.name);
        let mut group = c.benchmark_group(format!("pkcs-extract/{}", input.name));
        group.bench_function("ours (Rust, BER mode)", |b| {
            b.iter(|| black_box(pkcs::ours_count(pkcs7, black_box(&input.der), &mut buf)))
        });
        // A peer that extracts something else is a bug to see, not to time.
        match synta(&input.der) {
            Some(certs) if certs == expected => {
                group.bench_function("synta-certificate", |b| b.iter(|| black_box(synta(black_box(&input.der)))));
            }
            other => eprintln!(
                "{}: synta-certificate extracts {:?} certificates, ours {}",
                input.name,
                other.map(|c| c.len()),
                expected.len()
            ),
        }
        // Extraction, then each certificate parsed (like for like: see
        // pkcs::ours_count_parsed), when both parse every one.
        let parsed =
            (pkcs::ours_count_parsed(pkcs7, &input.der, &mut buf), pkcs::synta_count_parsed(pkcs7, &input.der));
        if parsed == (Some(expected.len()), Some(expected.len())) {
            group.bench_function("ours (Rust, BER mode), then parsed", |b| {
                b.iter(|| black_box(pkcs::ours_count_parsed(pkcs7, black_box(&input.der), &mut buf)))
            });
            group.bench_function("synta-certificate, then parsed", |b| {
                b.iter(|| black_box(pkcs::synta_count_parsed(pkcs7, black_box(&input.der))))
            });
        } else {
            eprintln!("{}: certificates parsed (ours, synta-certificate): {parsed:?}", input.name);
        }
        let mut out = vec![0u8; input.der.len()];
        match pkcs::openssl(pkcs7, &input.der, &mut out) {
            Some(n) if out[..n] == expected.concat() => {
                group.bench_function("OpenSSL", |b| {
                    b.iter(|| black_box(pkcs::openssl(pkcs7, black_box(&input.der), &mut out)))
                });
            }
            other => eprintln!("{}: OpenSSL extracts {other:?} bytes of certificates", input.name),
        }
        group.finish();
    }
}

criterion_group! { name = benches; config = config::criterion(); targets = extract }
criterion_main!(benches);
