//! The benchmark suites' shared parts: the inputs, one adapter per decoder
//! (ours and the peers) with the same work for each, and the allocation
//! counter. The suites themselves are in `benches/` (criterion) and `c/`
//! (the C harness); `bench/report` runs them all and checks the budgets.

pub mod alloc_count;
pub mod data;
pub mod dn;
pub mod ffi;
pub mod integers;
pub mod its;
pub mod kerberos;
pub mod lte;
pub mod mtc;
pub mod pkcs;
pub mod v2x;
pub mod x509;

/// One pass of a benchmark's work over values prepared beforehand (an
/// encode benchmark: values decoded once, encoded again), shared by the
/// criterion benches and the `pairs` binary so both time the same code.
pub type Encoder<'a> = Box<dyn FnMut() + 'a>;
