//! JER input (X.697) of the generated items, rendered by
//! templates/rust/from_jer.rs.askama: each construct's content codec from
//! JSON, writing the DER that its DER codec would (see synta-rt's
//! jer_in.rs); the backend gives the members and the expression writing
//! each one (`Emitter::jer_input_expr`).

use askama::Template;

/// An item's content codec from JER: which trait, and its body.
pub(super) struct FromJerImpl {
    pub(super) trait_name: &'static str,
    pub(super) method: &'static str,
    /// The method takes the key's content octets first (an open type).
    pub(super) key: bool,
    pub(super) body: String,
}

/// The body of an item's content codec from JER.
#[derive(Template)]
#[template(path = "rust/from_jer.rs.askama", escape = "none")]
pub(super) enum FromJerBody {
    /// SEQUENCE and SET: the object's members by name (`names`, in
    /// component order), the keys of open types read first, the components
    /// written in DER order (a SET's sorted when written).
    Object { names: Vec<String>, keys: Vec<FromJerField>, fields: Vec<FromJerField>, set: bool },
    /// CHOICE: the alternative named by the object's one member; an
    /// extensible one also takes the hex digits of an unknown alternative.
    Choice { arms: Vec<FromJerArm>, extensible: bool },
    /// ENUMERATED: (identifier, number); a number for one the schema does
    /// not name, when extensible.
    Identifiers { items: Vec<(String, i64)>, extensible: bool },
    /// A newtype: its inner type's codec (named bits without trailing zeros).
    Inner { inner: String, own_tag: bool, named_bits: bool },
    /// An open type's enum: the value its key selects (arms in the order of
    /// `KEYS`); an unknown key's value as read, when extensible.
    Keyed { arms: Vec<FromJerArm>, extensible: bool, containing: bool },
}

impl FromJerBody {
    /// The impl: the trait this body is of, and the body rendered.
    pub(super) fn into_impl(self) -> askama::Result<FromJerImpl> {
        let (trait_name, method, key) = self.signature();
        Ok(FromJerImpl { trait_name, method, key, body: self.render()? })
    }

    /// The trait, its method, and whether it takes a key.
    fn signature(&self) -> (&'static str, &'static str, bool) {
        match self {
            FromJerBody::Object { .. } | FromJerBody::Identifiers { .. } => {
                ("FromJerContent", "from_jer_content", false)
            }
            FromJerBody::Inner { own_tag: true, .. } => ("FromJerContent", "from_jer_content", false),
            FromJerBody::Choice { .. } | FromJerBody::Inner { own_tag: false, .. } => {
                ("FromJerUntagged", "from_jer_untagged", false)
            }
            FromJerBody::Keyed { .. } => ("FromJerKeyed", "from_jer_for", true),
        }
    }
}

/// One component of a SEQUENCE or SET.
#[derive(Clone)]
pub(super) struct FromJerField {
    /// Its index among the object's members.
    pub(super) index: usize,
    pub(super) asn1: String,
    /// `.map_err(..)` adding its name to an error's path.
    pub(super) at: String,
    /// The expression writing it from `v` (`key` bound for an open type).
    pub(super) write: String,
    pub(super) shape: FromJerShape,
    /// The index of the component holding its key, for an open type.
    pub(super) key: Option<usize>,
}

#[derive(Clone)]
pub(super) enum FromJerShape {
    /// Required.
    Plain,
    /// OPTIONAL: written when present.
    Optional,
    /// DEFAULT: written unless its DER is the DEFAULT's (this constant).
    Default(String),
    /// The key of an open type, read first: written as read then.
    Key,
}

/// A CHOICE alternative, or an open type's value for one key.
pub(super) struct FromJerArm {
    pub(super) asn1: String,
    pub(super) at: String,
    /// The expression writing it from `v`.
    pub(super) write: String,
}
