//! The code generated from `asn1/Telemetry.asn1` by `build.rs`.
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/mod.rs"));
