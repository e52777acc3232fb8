//! Constrained INTEGERs against the unconstrained view, and the primitives
//! under everything: tag and length, INTEGER, OCTET STRING of several
//! sizes, a SEQUENCE of three fields.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use synta_bench::integers::bench_integers as ints;
use synta_rt::{Der, Integer, Reader, Tag};

mod config;

/// DER of INTEGER `v` (minimal two's complement).
fn integer_der(v: i64) -> Vec<u8> {
    Integer::from_i64(v).to_der().expect("encodes")
}

fn integers(c: &mut Criterion) {
    let cases: [(&str, i64); 4] = [
        ("INTEGER (0..200)", 150),
        ("INTEGER (0..10000)", 9000),
        ("INTEGER (-1000..1000)", -700),
        ("INTEGER (-1000000000..1000000000)", -999_999_999),
    ];
    let mut decode = c.benchmark_group("integer-decode");
    for (name, v) in cases {
        let der = integer_der(v);
        macro_rules! both {
            ($t:ty) => {{
                decode.bench_function(name, |b| b.iter(|| <$t>::decode(black_box(&der))));
                // The same bytes as an unconstrained INTEGER, read to i64.
                decode.bench_function(format!("INTEGER, same value as {name}"), |b| {
                    b.iter(|| ints::Unconstrained::decode(black_box(&der)).map(|i| i.to_i64()))
                });
            }};
        }
        match name {
            "INTEGER (0..200)" => both!(ints::Small),
            "INTEGER (0..10000)" => both!(ints::Medium),
            "INTEGER (-1000..1000)" => both!(ints::Signed),
            _ => both!(ints::Wide),
        }
    }
    decode.finish();

    let mut encode = c.benchmark_group("integer-encode");
    let mut buf = [0u8; 16];
    encode.bench_function("INTEGER (0..200)", |b| {
        b.iter(|| black_box(ints::Small(150)).encode_into(&mut buf).map(|s| s.len()))
    });
    encode.bench_function("INTEGER (-1000000000..1000000000)", |b| {
        b.iter(|| black_box(ints::Wide(-999_999_999)).encode_into(&mut buf).map(|s| s.len()))
    });
    encode.bench_function("INTEGER", |b| {
        b.iter(|| Integer::from_i64(black_box(-999_999_999)).encode_into(&mut buf).map(|s| s.len()))
    });
    encode.finish();

    let reading = ints::Reading { channel: 7, level: -300, count: 9000 };
    let der = reading.to_der().expect("encodes");
    let mut group = c.benchmark_group("struct-of-three-integers");
    group.bench_function("decode, constrained (6-byte struct)", |b| b.iter(|| ints::Reading::decode(black_box(&der))));
    group.bench_function("decode, unconstrained", |b| b.iter(|| ints::ReadingUnconstrained::decode(black_box(&der))));
    let mut buf = [0u8; 32];
    group.bench_function("encode, constrained", |b| {
        b.iter(|| black_box(&reading).encode_into(&mut buf).map(|s| s.len()))
    });
    group.finish();
}

fn primitives(c: &mut Criterion) {
    let mut group = c.benchmark_group("primitives");
    let short = [0x04, 0x03, 1, 2, 3];
    group.bench_function("tag+length, short form", |b| {
        b.iter(|| Reader::new(black_box(&short)).read_expected(Tag::OCTET_STRING).map(|t| t.content.len()))
    });
    let long = {
        let mut v = vec![0x04, 0x82, 0x01, 0x00];
        v.resize(4 + 256, 0xab);
        v
    };
    group.bench_function("tag+length, long form", |b| {
        b.iter(|| Reader::new(black_box(&long)).read_expected(Tag::OCTET_STRING).map(|t| t.content.len()))
    });
    let int = integer_der(0x1234_5678_9abc);
    group.bench_function("INTEGER decode to i64", |b| b.iter(|| Integer::decode(black_box(&int)).map(|i| i.to_i64())));
    for size in [16usize, 256, 4096] {
        let content = vec![0x5a; size];
        let der = content.as_slice().to_der().expect("encodes");
        group.bench_function(format!("OCTET STRING decode, {size} bytes"), |b| {
            b.iter(|| <&[u8]>::decode(black_box(&der)).map(|s| s.len()))
        });
    }
    let reading = ints::ReadingUnconstrained {
        channel: Integer::from_i64(1),
        level: Integer::from_i64(-2),
        count: Integer::from_i64(3),
    };
    let der = reading.to_der().expect("encodes");
    group.bench_function("SEQUENCE of three INTEGERs decode", |b| {
        b.iter(|| ints::ReadingUnconstrained::decode(black_box(&der)))
    });
    let mut buf = [0u8; 32];
    group.bench_function("SEQUENCE of three INTEGERs encode", |b| {
        b.iter(|| black_box(&reading).encode_into(&mut buf).map(|s| s.len()))
    });
    group.finish();
}

criterion_group! { name = benches; config = config::criterion(); targets = integers, primitives }
criterion_main!(benches);
