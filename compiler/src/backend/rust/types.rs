//! Rust types as the backend builds them: what each one is (a generated
//! item, a runtime value of the plan's, a collection, ...), written out as
//! Rust text only when rendered. The Python bindings read this structure,
//! never the text.

use std::fmt;

use crate::plan::uses::Prim;

/// A Rust type of the generated code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RustType {
    /// A generated item: its Rust module and name, whether it has the
    /// lifetime `'a`, and whether it is named from its own module (else
    /// through `super::module::`).
    Item {
        /// The Rust module.
        module: String,
        /// The Rust name.
        name: String,
        /// It has the lifetime `'a`.
        borrows: bool,
        /// Named from its own module.
        local: bool,
    },
    /// The runtime's type for a value of the plan (`rt::Integer<'a>`, a
    /// native integer, `bool`, `()`, `&'a [u8]`, `rt::RawDer<'a>` for ANY).
    Prim(Prim),
    /// A runtime collection of the element: SET OF when `set`; `keyed`
    /// for one whose elements hold an open type decoded by its key.
    Collection {
        /// SET OF (else SEQUENCE OF).
        set: bool,
        /// `rt::KeyedSetOf` / `rt::KeyedSequenceOf`.
        keyed: bool,
        /// The element type.
        element: Box<RustType>,
    },
    /// `rt::UnknownExtensions<'a>`: extension additions kept as read.
    UnknownExtensions,
    /// An optional value.
    Option(Box<RustType>),
    /// `rt::Lazy<'a, T>`: kept raw (or behind a cycle), decoded on demand.
    Lazy(Box<RustType>),
    /// `Self`, in an item's own codec.
    SelfType,
}

impl RustType {
    /// This type as an optional value.
    pub(super) fn optional(self) -> RustType {
        RustType::Option(Box::new(self))
    }

    /// A named type's path, and whether the lifetime `'a` is its one
    /// parameter; `None` for the types built of others.
    fn path(&self) -> Option<(String, bool)> {
        match self {
            RustType::Item { module, name, borrows, local } => {
                let path = if *local { name.clone() } else { format!("super::{module}::{name}") };
                Some((path, *borrows))
            }
            RustType::Prim(p) => Some(super::uses::prim_path(*p)),
            RustType::UnknownExtensions => Some(("rt::UnknownExtensions".to_string(), true)),
            _ => None,
        }
    }

    /// Whether the type is named through the runtime (`rt::`): all but
    /// the native ones (`bool`, `()`, `u8`…, `&'a [u8]`) and generated items.
    pub(super) fn names_runtime(&self) -> bool {
        match self {
            RustType::Prim(Prim::Bool | Prim::Null | Prim::Native(_) | Prim::Octets)
            | RustType::Item { .. }
            | RustType::SelfType => false,
            RustType::Option(inner) => inner.names_runtime(),
            _ => true,
        }
    }

    /// The type without the `<'a>` of a named type, which a call infers
    /// (`rt::Integer` for `rt::Integer<'a>`); others as they are.
    pub(super) fn elided(&self) -> String {
        self.path().map_or_else(|| self.to_string(), |(path, _)| path)
    }

    /// The path to call an associated function of the type by: `Name` for
    /// `Name<'a>`, `<rt::KeyedSetOf<'a, Name<'a>>>` for the rest.
    pub(super) fn call_path(&self) -> String {
        match self.path() {
            Some((path, true)) => path,
            _ => format!("<{self}>"),
        }
    }
}

impl fmt::Display for RustType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((path, lifetime)) = self.path() {
            return if lifetime { write!(f, "{path}<'a>") } else { f.write_str(&path) };
        }
        match self {
            RustType::Collection { set, keyed, element } => {
                let keyed = if *keyed { "Keyed" } else { "" };
                let kind = if *set { "SetOf" } else { "SequenceOf" };
                write!(f, "rt::{keyed}{kind}<'a, {element}>")
            }
            RustType::Option(inner) => write!(f, "::core::option::Option<{inner}>"),
            RustType::Lazy(inner) => write!(f, "rt::Lazy<'a, {inner}>"),
            RustType::SelfType => f.write_str("Self"),
            // Written by their path above.
            RustType::Item { .. } | RustType::Prim(_) | RustType::UnknownExtensions => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RustType;
    use crate::ir::NativeInt;
    use crate::plan::uses::Prim;

    fn item(borrows: bool, local: bool) -> RustType {
        RustType::Item { module: "m".into(), name: "Name".into(), borrows, local }
    }

    #[test]
    fn rendered_and_called() {
        assert_eq!(item(true, true).to_string(), "Name<'a>");
        assert_eq!(item(true, false).to_string(), "super::m::Name<'a>");
        assert_eq!(item(false, true).call_path(), "<Name>");
        assert_eq!(item(true, false).call_path(), "super::m::Name");
        assert_eq!(RustType::Prim(Prim::Integer).call_path(), "rt::Integer");
        assert_eq!(RustType::Prim(Prim::Native(NativeInt::U8)).call_path(), "<u8>");
        assert_eq!(RustType::Prim(Prim::Octets).elided(), "&'a [u8]");
        assert_eq!(RustType::Prim(Prim::Octets).call_path(), "<&'a [u8]>");
        assert_eq!(RustType::UnknownExtensions.to_string(), "rt::UnknownExtensions<'a>");
        let keyed = RustType::Collection { set: true, keyed: true, element: Box::new(item(true, true)) };
        assert_eq!(keyed.to_string(), "rt::KeyedSetOf<'a, Name<'a>>");
        assert_eq!(keyed.call_path(), "<rt::KeyedSetOf<'a, Name<'a>>>");
        assert_eq!(
            RustType::Lazy(Box::new(item(true, true))).optional().to_string(),
            "::core::option::Option<rt::Lazy<'a, Name<'a>>>"
        );
    }
}
