//! What a Rust field holds, as the Python bindings see it: a value of a
//! class of its own (reached by projecting the parent's value, so that it
//! stays a view of the input), or a value converted to a Python value
//! (`ToPy`); and the type annotation of the stubs.
//!
//! The Rust backend decided every field's Rust type; this walks that
//! type's structure ([`RustType`]: the plan's runtime values, collections,
//! options, values kept raw) and follows the generated items it names.

use std::collections::HashMap;

use crate::backend::rust::{RustItemKind, RustModule, RustType};
use crate::plan::uses::Prim;

/// A generated item, by (Rust module, Rust name).
pub(super) struct Items<'m> {
    by_name: HashMap<(&'m str, &'m str), &'m crate::backend::rust::RustItem>,
    /// Python class names, by (Rust module, Rust name).
    pub(super) classes: HashMap<(String, String), String>,
}

/// One step from a value to a part of it.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Step {
    /// The content of an `Option` (absent: `None` in Python).
    Some,
    /// A value kept raw, decoded as the Rust type given (at `'_`).
    Decode(String),
    /// The value in a newtype.
    Inner,
    /// The value of one variant of an enum (its path), else absent.
    Variant(String),
    /// The value of the one variant an enum has (its path): a CHOICE of
    /// one alternative (RRC's `c1` of one message), which a `let ... else`
    /// would match irrefutably.
    Only(String),
}

/// How a Rust value of some type is given to Python.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Reach {
    /// Through `steps`, a value of the class (module, Rust name): projected.
    Class { steps: Vec<Step>, module: String, name: String },
    /// Through `steps`, a value of the open type's enum (module, Rust
    /// name): each variant with a class of its own is projected.
    Keyed { steps: Vec<Step>, module: String, name: String },
    /// Converted by `ToPy` as a whole.
    Convert,
}

impl<'m> Items<'m> {
    pub(super) fn new(modules: &'m [RustModule]) -> Items<'m> {
        let mut by_name = HashMap::new();
        let mut classes = HashMap::new();
        for m in modules {
            for item in &m.items {
                by_name.insert((m.rust_name.as_str(), item.name.as_str()), item);
                let key = (m.rust_name.clone(), item.name.clone());
                match &item.kind {
                    RustItemKind::Struct(_) | RustItemKind::Newtype(_) | RustItemKind::Choice { keyed: false, .. } => {
                        classes.insert(key, super::class_name(item));
                    }
                    _ => {}
                }
            }
        }
        Items { by_name, classes }
    }

    /// Whether the item has the lifetime `'a`.
    pub(super) fn borrows(&self, module: &str, name: &str) -> bool {
        self.item(module, name).is_some_and(|i| i.borrows)
    }

    /// The variants of an enum item.
    pub(super) fn variants(&self, module: &str, name: &str) -> &'m [crate::backend::rust::RustMember] {
        match self.item(module, name).map(|i| &i.kind) {
            Some(RustItemKind::Choice { variants, .. }) => variants,
            _ => &[],
        }
    }

    fn item(&self, module: &str, name: &str) -> Option<&'m crate::backend::rust::RustItem> {
        self.by_name.get(&(module, name)).copied()
    }

    /// How a value of the Rust type `ty` reaches Python.
    pub(super) fn reach(&self, ty: &RustType) -> Reach {
        self.reach_type(ty, Vec::new())
    }

    fn reach_type(&self, ty: &RustType, mut steps: Vec<Step>) -> Reach {
        match ty {
            RustType::Option(inner) => {
                steps.push(Step::Some);
                self.reach_type(inner, steps)
            }
            // Kept raw: a value with a class is decoded first.
            RustType::Lazy(inner) => match self.reach_type(inner, Vec::new()) {
                Reach::Class { .. } => {
                    steps.push(Step::Decode(absolute(inner)));
                    self.reach_type(inner, steps)
                }
                _ => Reach::Convert,
            },
            RustType::Item { module, name, .. } => self.reach_def(module, name, steps),
            _ => Reach::Convert,
        }
    }

    fn reach_def(&self, module: &str, name: &str, mut steps: Vec<Step>) -> Reach {
        let Some(item) = self.item(module, name) else { return Reach::Convert };
        match &item.kind {
            RustItemKind::Struct(_) | RustItemKind::Choice { keyed: false, .. } => {
                Reach::Class { steps, module: module.to_string(), name: name.to_string() }
            }
            RustItemKind::Choice { keyed: true, .. } => {
                Reach::Keyed { steps, module: module.to_string(), name: name.to_string() }
            }
            RustItemKind::Newtype(inner) => {
                steps.push(Step::Inner);
                self.reach_type(inner, steps)
            }
            RustItemKind::Alias(target) => self.reach_type(target, steps),
            RustItemKind::Enumerated(..) => Reach::Convert,
        }
    }

    /// The annotation of the stubs for a value of the Rust type `ty`;
    /// `qualify` names a class of another module.
    pub(super) fn annotation(&self, ty: &RustType, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        match ty {
            RustType::Prim(p) => prim_annotation(*p).to_string(),
            RustType::Option(inner) => format!("{} | None", self.annotation(inner, qualify)),
            RustType::Lazy(inner) => self.annotation(inner, qualify),
            RustType::Collection { element, .. } => format!("list[{}]", self.annotation(element, qualify)),
            RustType::UnknownExtensions => "memoryview | bytes".to_string(),
            RustType::Item { module, name, .. } => self.annotate_def(module, name, qualify),
            RustType::SelfType => "typing.Any".to_string(),
        }
    }

    fn annotate_def(&self, module: &str, name: &str, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        let Some(item) = self.item(module, name) else { return "typing.Any".to_string() };
        match &item.kind {
            RustItemKind::Struct(_) | RustItemKind::Choice { keyed: false, .. } => {
                qualify(module, &super::class_name(item))
            }
            RustItemKind::Enumerated(e) => {
                let class = qualify(module, &super::class_name(item));
                match (&e.unknown, &e.later) {
                    (Some(_), Some(_)) => format!("{class} | int | LaterItem"),
                    (Some(_), None) => format!("{class} | int"),
                    _ => class,
                }
            }
            RustItemKind::Choice { variants, keyed: true } => {
                super::union(variants.iter().map(|v| self.annotation(&v.ty, qualify)))
            }
            RustItemKind::Newtype(_) if super::has_flags(item) => {
                qualify(module, &format!("{}Bits", super::class_name(item)))
            }
            RustItemKind::Newtype(inner) | RustItemKind::Alias(inner) => self.annotation(inner, qualify),
        }
    }
}

impl Items<'_> {
    /// The annotation of the stubs for what a constructor takes as a value
    /// of the Rust type `ty` (`runtime-python`'s `FromPy`): the instances
    /// of a class, or the Python values its JER is written from.
    pub(super) fn input(&self, ty: &RustType, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        const BYTES: &str = "bytes | bytearray | memoryview";
        match ty {
            RustType::Prim(p) => match p {
                Prim::Octets | Prim::Any => BYTES.to_string(),
                Prim::Bits => format!("BitString | {BYTES}"),
                Prim::Oid | Prim::RelativeOid => "ObjectIdentifier | str".to_string(),
                Prim::UtcTime | Prim::GeneralizedTime => "datetime.datetime | str".to_string(),
                _ => prim_annotation(*p).to_string(),
            },
            RustType::Option(inner) => format!("{} | None", self.input(inner, qualify)),
            RustType::Lazy(inner) => self.input(inner, qualify),
            // A list or a tuple; Sequence, as list is invariant.
            RustType::Collection { element, .. } => format!("typing.Sequence[{}]", self.input(element, qualify)),
            RustType::UnknownExtensions => BYTES.to_string(),
            RustType::Item { module, name, .. } => self.input_def(module, name, qualify),
            RustType::SelfType => "typing.Any".to_string(),
        }
    }

    fn input_def(&self, module: &str, name: &str, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        let Some(item) = self.item(module, name) else { return "typing.Any".to_string() };
        match &item.kind {
            RustItemKind::Struct(_) | RustItemKind::Choice { keyed: false, .. } => {
                format!("{} | dict[str, typing.Any]", qualify(module, &super::class_name(item)))
            }
            // An IntEnum member is an int.
            RustItemKind::Enumerated(..) => "int".to_string(),
            RustItemKind::Choice { keyed: true, .. } => "typing.Any".to_string(),
            // Flags (an IntFlag is an int), or the bits.
            RustItemKind::Newtype(_) if super::has_flags(item) => {
                format!(
                    "{} | int | BitString | bytes | bytearray | memoryview",
                    qualify(module, &super::class_name(item))
                )
            }
            RustItemKind::Newtype(ty) => {
                let class = qualify(module, &super::class_name(item));
                super::union([class, self.input(ty, qualify)].into_iter())
            }
            // An alias's own class (super::ModuleView::add_item) or the
            // class it names, and what the aliased type takes.
            RustItemKind::Alias(ty) => {
                let taken = self.input(ty, qualify);
                if !item.definition || matches!(self.reach(ty), Reach::Class { .. }) {
                    taken
                } else {
                    super::union([qualify(module, &super::class_name(item)), taken].into_iter())
                }
            }
        }
    }
}

/// `ty` as a path from the bindings, at the lifetime a call infers:
/// `codec::module::Name<'_>`.
fn absolute(ty: &RustType) -> String {
    match ty {
        RustType::Item { module, name, borrows: true, .. } => format!("codec::{module}::{name}<'_>"),
        RustType::Item { module, name, .. } => format!("codec::{module}::{name}"),
        other => other.to_string().replace("'a", "'_"),
    }
}

/// The Python type of a runtime value.
fn prim_annotation(p: Prim) -> &'static str {
    match p {
        Prim::Null => "None",
        Prim::Bool => "bool",
        Prim::Native(_) | Prim::Integer => "int",
        Prim::Octets | Prim::Any => "memoryview | bytes",
        Prim::Bits => "BitString",
        Prim::Oid => "ObjectIdentifier",
        Prim::Real => "float",
        Prim::UtcTime | Prim::GeneralizedTime => "datetime.datetime",
        Prim::RelativeOid
        | Prim::Str(_)
        | Prim::ObjectDescriptor
        | Prim::Date
        | Prim::TimeOfDay
        | Prim::DateTime
        | Prim::Duration
        | Prim::Time
        | Prim::OidIri
        | Prim::RelativeOidIri => "str",
    }
}
