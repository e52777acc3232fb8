//! IEEE 1609.2 in CANONICAL-OER, decode and encode: ours and rasn-its on
//! real objects of the European C-ITS trust model.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use synta_bench::data;
use synta_bench::v2x::{self, V2x};

mod config;

fn v2x(c: &mut Criterion) {
    for input in data::v2x() {
        let kind = input.name.as_str();
        let mut decode = c.benchmark_group(format!("oer-decode/{kind}"));
        macro_rules! peer {
            ($t:ty) => {
                let decoder = <$t as V2x>::decoder(kind);
                assert!(decoder(&input.der), "{} cannot decode {kind}", <$t as V2x>::NAME);
                decode.bench_function(<$t as V2x>::NAME, |b| b.iter(|| decoder(black_box(&input.der))));
            };
        }
        peer!(v2x::Ours);
        peer!(v2x::Rasn);
        decode.finish();
        let mut encode = c.benchmark_group(format!("oer-encode/{kind}"));
        macro_rules! peer {
            ($t:ty) => {
                let mut encoder = <$t as V2x>::encoder(kind, &input.der);
                encode.bench_function(<$t as V2x>::NAME, |b| b.iter(&mut encoder));
            };
        }
        peer!(v2x::Ours);
        peer!(v2x::Rasn);
        encode.finish();
    }
}

criterion_group! { name = benches; config = config::criterion(); targets = v2x }
criterion_main!(benches);
