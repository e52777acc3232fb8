//! JER output (X.697) of the generated items, rendered by
//! templates/rust/jer.rs.askama from the plan's JSON shape of each construct
//! (`plan::jer`), filled with the Rust of each value.

use askama::Template;

use crate::plan;
pub(super) use crate::plan::jer::{Arm as JerArm, Member as JerMember};

/// The Rust of one value of a JER shape: the field or variant holding it
/// (empty where there is none), and the statement writing it (of `v` where
/// the template binds it, else of the field).
pub(super) struct JerWrite {
    pub(super) place: String,
    pub(super) write: String,
}

/// A construct's JER as Rust writes it.
pub(super) type Jer = plan::jer::Jer<JerWrite>;

/// The body of an item's `write_jer`.
#[derive(Template)]
#[template(path = "rust/jer.rs.askama", escape = "none")]
pub(super) struct JerBody<'a> {
    pub(super) body: &'a Jer,
}
