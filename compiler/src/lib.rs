//! synta-compile: an ASN.1 schema compiler.
//!
//! The data path runs one way: text → [`parse`] → [`ast`] → sema → IR →
//! backends.

pub mod ast;
pub mod diag;
pub mod parse;
pub mod source;
