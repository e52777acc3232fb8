/// ASN.1 module `PKIX1Explicit88`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkix1_explicit88 {
    include!("pkix1_explicit88.rs");
}
