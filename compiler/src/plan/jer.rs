//! JER (X.697): the JSON each construct is written as, the same in every
//! language. A backend fills the shape with its names and the statement
//! writing each value (`W`), and its template renders it.

/// How a value of a definition is written as JER.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Jer<W> {
    /// SEQUENCE and SET: an object of the components present, each under
    /// its identifier.
    Object(Vec<Member<W>>),
    /// CHOICE, `wrapped`: an object whose one member is the chosen
    /// alternative, under its identifier; an open type: the value as itself.
    /// `as_read` writes the values kept as read (an unknown alternative or
    /// key), one per way of keeping one (C keeps an alternative read from
    /// DER and one read from OER under kinds of their own).
    Union {
        /// One per alternative, or per key of the open type's table.
        arms: Vec<Arm<W>>,
        /// The value kept as read, when there can be one.
        as_read: Vec<W>,
        /// Each value inside an object named by its alternative.
        wrapped: bool,
    },
    /// ENUMERATED: (the language's name of the item, its identifier); a
    /// number the schema does not name is written as a number, `unknown`
    /// naming where the language keeps it; an item of a later version read
    /// from PER has neither and is refused, `later` naming where the
    /// language keeps it.
    Identifiers {
        /// (name, identifier) for each item.
        items: Vec<(String, String)>,
        /// Where a number the schema does not name is kept, if anywhere.
        unknown: Option<String>,
        /// Where an item of a later version is kept, if anywhere.
        later: Option<String>,
    },
    /// SEQUENCE OF and SET OF: an array of the elements.
    Array(W),
    /// Any other type: as the value it holds.
    Inner(W),
}

/// A component of an object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member<W> {
    /// Its identifier: the member's name in the object.
    pub asn1: String,
    /// OPTIONAL (or an extension addition): written only when present.
    pub optional: bool,
    /// The language's names and statement for it.
    pub write: W,
}

/// An alternative of a union.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arm<W> {
    /// Its identifier (the name of the object that wraps it), or the key's
    /// name for an open type's value.
    pub asn1: String,
    /// The language's names and statement for it.
    pub write: W,
}
