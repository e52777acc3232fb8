//! The codec plan: what the IR means for a codec, decided once for every
//! target language.
//!
//! The IR says what a type *is*; the plan says how a value of it is read
//! and written: the tag chain on the wire ([`tags`]), what a decoder checks
//! ([`checks`]), how a use site holds the value ([`mode`]), which references
//! close a cycle of containment ([`cycles`]), the DER of DEFAULT values and
//! constants ([`der`]), which open types decode by their key ([`open`]), and
//! per construct the layout a backend renders (components, presence,
//! unknown-extension position, SET order). A backend maps these decisions
//! to its own names and types and renders them; it takes none of them
//! itself.

pub mod checks;
pub mod cycles;
pub mod der;
pub mod instance_of;
pub mod mode;
pub mod open;
pub mod tags;
