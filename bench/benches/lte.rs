//! LTE RRC messages in PER, UNALIGNED and ALIGNED, decode and encode: ours
//! and rasn on the same messages, checked to read and write the same bytes
//! first (synta_bench::lte::check).

use criterion::{criterion_group, criterion_main, Criterion};

use synta_bench::data;
use synta_bench::its::VARIANTS;
use synta_bench::lte::{self, Lte};

mod config;

fn lte(c: &mut Criterion) {
    let inputs = data::rrc();
    for variant in VARIANTS {
        let messages = lte::check(&inputs, variant);
        let mut decode = c.benchmark_group(format!("per-decode/rrc-{}", variant.name()));
        macro_rules! peer {
            ($t:ty) => {
                let mut decoder = <$t as Lte>::decoder(variant);
                decode.bench_function(<$t as Lte>::NAME, |b| b.iter(|| decoder(&messages)));
            };
        }
        peer!(lte::Ours);
        peer!(lte::Rasn);
        decode.finish();
        let mut encode = c.benchmark_group(format!("per-encode/rrc-{}", variant.name()));
        macro_rules! peer {
            ($t:ty) => {
                let mut encoder = <$t as Lte>::encoder(variant, messages.clone());
                encode.bench_function(<$t as Lte>::NAME, |b| b.iter(&mut encoder));
            };
        }
        peer!(lte::Ours);
        peer!(lte::Rasn);
        encode.finish();
    }
}

criterion_group! { name = benches; config = config::criterion(); targets = lte }
criterion_main!(benches);
