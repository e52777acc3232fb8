//! JER output (X.697) of the generated items, rendered by
//! templates/rust/jer.rs.askama: the backend gives each construct's
//! members and the statement writing each value.

use askama::Template;

/// The body of an item's `write_jer`.
#[derive(Template)]
#[template(path = "rust/jer.rs.askama", escape = "none")]
pub(super) enum Jer {
    /// SEQUENCE and SET: an object of the present components.
    Object(Vec<JerMember>),
    /// CHOICE (each arm wrapped in an object named by the alternative) and
    /// open types (each arm its value); `as_read` is the variant of a value
    /// kept as read.
    Union { arms: Vec<JerArm>, as_read: Option<String> },
    /// ENUMERATED: (variant, identifier), and the variant of a number the
    /// schema does not name.
    Identifiers { items: Vec<(String, String)>, unknown: Option<String> },
    /// A newtype: what it wraps.
    Inner,
}

pub(super) struct JerMember {
    pub(super) asn1: String,
    pub(super) field: String,
    pub(super) optional: bool,
    /// The statement writing the value (`v` when optional, else the field).
    pub(super) write: String,
}

pub(super) struct JerArm {
    pub(super) variant: String,
    /// The alternative's name, for a CHOICE.
    pub(super) member: Option<String>,
    /// The statement writing `v`.
    pub(super) write: String,
}
