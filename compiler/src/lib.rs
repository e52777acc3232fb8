//! synta-compile: an ASN.1 schema compiler for strict DER codecs.
//!
//! The data path runs one way: text → [`parse`] (pest grammar) → [`ast`]
//! (spans kept) → [`sema`] (the module set resolved) → [`ir`] → [`plan`]
//! (how each value is read and written, for every target) → [`backend`]s,
//! which render `templates/`.
//!
//! The library is what the CLI runs and what a `build.rs` calls:
//!
//! ```no_run
//! let checked = synta_compile::Compiler::new()
//!     .file("schemas/pkix/PKIX1Explicit88.asn1")
//!     .include_dir("schemas/pkix")
//!     .check();
//! match checked {
//!     Ok(out) => println!("{} modules", out.ir.modules.len()),
//!     Err(failed) => eprint!("{}", failed.render()),
//! }
//! ```

// The AST, IR and diagnostics are built once per compilation and are not on
// any hot path; boxing their large variants would only add noise.
#![allow(clippy::large_enum_variant, clippy::result_large_err)]

pub mod backend;
mod builder;
pub mod diag;
pub mod ir;
mod load;
pub mod parse;
pub mod plan;
mod rust_syntax;
pub mod sema;
pub mod source;
pub mod vocab;

/// The syntax tree the parser produces and sema reads.
pub use parse::ast;

pub use builder::{write_files, Builder};
pub use load::{Checked, Compiler, Failed};
