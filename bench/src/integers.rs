//! The constrained-INTEGER module (asn1/BenchIntegers.asn1), compiled by
//! build.rs: each range maps to the smallest native integer that holds it.

#![allow(missing_docs, clippy::all)]
include!(concat!(env!("OUT_DIR"), "/integers/mod.rs"));
