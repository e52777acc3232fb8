//! ETSI CAMs in PER, UNALIGNED and ALIGNED, decode and encode: ours, rasn
//! and (UNALIGNED) asn1rs on the same messages, checked to read and write the same bytes
//! first (synta_bench::its::check).

use criterion::{criterion_group, criterion_main, Criterion};

use synta_bench::data;
use synta_bench::its::{self, Its, Variant, VARIANTS};

mod config;

fn its(c: &mut Criterion) {
    let inputs = data::its();
    for variant in VARIANTS {
        let cams = its::check(&inputs, variant);
        let mut decode = c.benchmark_group(format!("per-decode/cam-{}", variant.name()));
        macro_rules! peer {
            ($t:ty) => {
                let mut decoder = <$t as Its>::decoder(variant);
                decode.bench_function(<$t as Its>::NAME, |b| b.iter(|| decoder(&cams)));
            };
        }
        peer!(its::Ours);
        peer!(its::Rasn);
        if variant == Variant::Unaligned {
            peer!(its::Asn1rs);
        }
        decode.finish();
        let mut encode = c.benchmark_group(format!("per-encode/cam-{}", variant.name()));
        macro_rules! peer {
            ($t:ty) => {
                let mut encoder = <$t as Its>::encoder(variant, cams.clone());
                encode.bench_function(<$t as Its>::NAME, |b| b.iter(&mut encoder));
            };
        }
        peer!(its::Ours);
        peer!(its::Rasn);
        if variant == Variant::Unaligned {
            peer!(its::Asn1rs);
        }
        encode.finish();
    }
}

criterion_group! { name = benches; config = config::criterion(); targets = its }
criterion_main!(benches);
