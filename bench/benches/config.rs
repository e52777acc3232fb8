//! Criterion settings shared by the suites: `SYNTA_BENCH_QUICK=1` (set by
//! `bench/report --quick`) trades precision for a run of about a minute.

use criterion::Criterion;
use std::time::Duration;

pub fn criterion() -> Criterion {
    let quick = std::env::var_os("SYNTA_BENCH_QUICK").is_some_and(|v| v != "0");
    let (warm_up, measure, samples) = if quick { (100, 300, 10) } else { (500, 2000, 30) };
    Criterion::default()
        .warm_up_time(Duration::from_millis(warm_up))
        .measurement_time(Duration::from_millis(measure))
        .sample_size(samples)
        .without_plots()
}
