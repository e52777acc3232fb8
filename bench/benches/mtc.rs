//! The ASN.1 steps of a Merkle Tree Certificate CA's pipeline, ours against
//! synta-mtc 0.5.1, on the `mtc` set's batches (ECDSA P-256 and ML-DSA-65):
//! log-entry conversion (also in C, through FFI), the standalone certificate built and encoded, and
//! that certificate decoded to its proof (synta_bench::mtc). Each time is
//! for the whole batch; both sides are checked to write the same bytes
//! before they are timed.

use criterion::{criterion_group, criterion_main, Criterion};

use synta_bench::mtc;

mod config;

fn pipeline(c: &mut Criterion) {
    for step in mtc::STEPS {
        for set in mtc::SETS {
            let mut group = c.benchmark_group(format!("{step}/{set}"));
            for side in [mtc::OURS, mtc::OURS_C, mtc::SYNTA_MTC] {
                // The C is timed on the log-entry conversion only.
                let Some(mut work) = mtc::work(step, set, side) else { continue };
                group.bench_function(side, |b| b.iter(&mut work));
            }
            group.finish();
        }
    }
}

criterion_group! {
    name = benches;
    config = config::criterion();
    targets = pipeline
}
criterion_main!(benches);
