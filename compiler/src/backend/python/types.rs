//! What a Rust field holds, as the Python bindings see it: a value of a
//! class of its own (reached by projecting the parent's value, so that it
//! stays a view of the input), or a value converted to a Python value
//! (`ToPy`); and the type annotation of the stubs.
//!
//! The Rust backend decided every field's Rust type; this reads that type
//! back (`syn`) and follows the generated items it names.

use std::collections::HashMap;

use syn::{GenericArgument, PathArguments, Type};

use crate::backend::rust::{RustItemKind, RustModule};

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
    /// The value in a `Box`.
    Unbox,
    /// A value kept raw, decoded as the Rust type given.
    Decode(String),
    /// The value in a newtype.
    Inner,
    /// The value of one variant of an enum (its path), else absent.
    Variant(String),
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

    /// How a value of the Rust type `ty` (text of module `module`) reaches
    /// Python.
    pub(super) fn reach(&self, module: &str, ty: &str) -> Reach {
        match syn::parse_str::<Type>(ty) {
            Ok(t) => self.reach_type(module, &t, Vec::new()),
            Err(_) => Reach::Convert,
        }
    }

    fn reach_type(&self, module: &str, ty: &Type, mut steps: Vec<Step>) -> Reach {
        let Type::Path(path) = ty else { return Reach::Convert };
        let segments: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
        let args = type_args(&path.path);
        let names: Vec<&str> = segments.iter().map(String::as_str).collect();
        match names.as_slice() {
            ["core", "option", "Option"] | ["Option"] => {
                steps.push(Step::Some);
                args.first().map_or(Reach::Convert, |t| self.reach_type(module, t, steps))
            }
            ["Box"] | ["std", "boxed", "Box"] | ["alloc", "boxed", "Box"] => {
                steps.push(Step::Unbox);
                args.first().map_or(Reach::Convert, |t| self.reach_type(module, t, steps))
            }
            ["rt", "Lazy"] => match args.first() {
                Some(t) => {
                    let reach = self.reach_type(module, t, Vec::new());
                    if let Reach::Class { .. } = reach {
                        steps.push(Step::Decode(self.absolute(module, t)));
                        self.reach_type(module, t, steps)
                    } else {
                        Reach::Convert
                    }
                }
                None => Reach::Convert,
            },
            ["rt", ..] => Reach::Convert,
            ["super", m, name] => self.reach_def(m, name, steps),
            [name] => self.reach_def(module, name, steps),
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
                match syn::parse_str::<Type>(inner) {
                    Ok(t) => self.reach_type(module, &t, steps),
                    Err(_) => Reach::Convert,
                }
            }
            RustItemKind::Alias(target) => match syn::parse_str::<Type>(target) {
                Ok(t) => self.reach_type(module, &t, steps),
                Err(_) => Reach::Convert,
            },
            _ => Reach::Convert,
        }
    }

    /// `ty` (text of module `module`) as a path from the bindings:
    /// `codec::module::Name<'a>`.
    pub(super) fn absolute(&self, module: &str, ty: &Type) -> String {
        let text = quote_type(ty);
        match text.strip_prefix("super :: ") {
            Some(rest) => format!("codec :: {rest}"),
            None if !text.starts_with("rt ::") && !text.starts_with(":: ") => format!("codec :: {module} :: {text}"),
            None => text,
        }
    }

    /// The annotation of the stubs for a value of the Rust type `ty` of
    /// module `module`; `qualify` names a class of another module.
    pub(super) fn annotation(&self, module: &str, ty: &str, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        match syn::parse_str::<Type>(ty) {
            Ok(t) => self.annotate(module, &t, qualify),
            Err(_) => "typing.Any".to_string(),
        }
    }

    fn annotate(&self, module: &str, ty: &Type, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        match ty {
            Type::Tuple(t) if t.elems.is_empty() => return "None".to_string(),
            Type::Reference(_) => return "memoryview | bytes".to_string(),
            Type::Path(_) => {}
            _ => return "typing.Any".to_string(),
        }
        let Type::Path(path) = ty else { return "typing.Any".to_string() };
        let names: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let args = type_args(&path.path);
        let first = |me: &Self, q: &mut dyn FnMut(&str, &str) -> String| {
            args.first().map_or("typing.Any".to_string(), |t| me.annotate(module, t, q))
        };
        match names.as_slice() {
            ["core", "option", "Option"] | ["Option"] => format!("{} | None", first(self, qualify)),
            ["Box"] | ["rt", "Lazy"] => first(self, qualify),
            ["rt", "SequenceOf" | "SetOf" | "KeyedSequenceOf" | "KeyedSetOf"] => {
                format!("list[{}]", first(self, qualify))
            }
            ["rt", leaf] => leaf_annotation(leaf).to_string(),
            ["bool"] => "bool".to_string(),
            ["i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64"] => "int".to_string(),
            ["super", m, name] => self.annotate_def(m, name, qualify),
            [name] => self.annotate_def(module, name, qualify),
            _ => "typing.Any".to_string(),
        }
    }

    fn annotate_def(&self, module: &str, name: &str, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        let Some(item) = self.item(module, name) else { return "typing.Any".to_string() };
        let parse = |t: &str| syn::parse_str::<Type>(t).ok();
        match &item.kind {
            RustItemKind::Struct(_) | RustItemKind::Choice { keyed: false, .. } => {
                qualify(module, &super::class_name(item))
            }
            RustItemKind::Enumerated(_, unknown) => {
                let class = qualify(module, &super::class_name(item));
                if *unknown {
                    format!("{class} | int")
                } else {
                    class
                }
            }
            RustItemKind::Choice { variants, keyed: true } => super::union(
                variants
                    .iter()
                    .map(|v| parse(&v.ty).map_or("typing.Any".to_string(), |t| self.annotate(module, &t, qualify))),
            ),
            RustItemKind::Newtype(_) if super::has_flags(item) => {
                qualify(module, &format!("{}Bits", super::class_name(item)))
            }
            RustItemKind::Newtype(inner) | RustItemKind::Alias(inner) => {
                parse(inner).map_or("typing.Any".to_string(), |t| self.annotate(module, &t, qualify))
            }
        }
    }
}

impl Items<'_> {
    /// The annotation of the stubs for what a constructor takes as a value
    /// of the Rust type `ty` (`runtime-python`'s `FromPy`): the instances
    /// of a class, or the Python values its JER is written from.
    pub(super) fn input(&self, module: &str, ty: &str, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        match syn::parse_str::<Type>(ty) {
            Ok(t) => self.input_of(module, &t, qualify),
            Err(_) => "typing.Any".to_string(),
        }
    }

    fn input_of(&self, module: &str, ty: &Type, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        const BYTES: &str = "bytes | bytearray | memoryview";
        let path = match ty {
            Type::Tuple(t) if t.elems.is_empty() => return "None".to_string(),
            Type::Reference(_) => return BYTES.to_string(),
            Type::Path(path) => &path.path,
            _ => return "typing.Any".to_string(),
        };
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let args = type_args(path);
        let first = |q: &mut dyn FnMut(&str, &str) -> String| {
            args.first().map_or("typing.Any".to_string(), |t| self.input_of(module, t, q))
        };
        match names.as_slice() {
            ["core", "option", "Option"] | ["Option"] => format!("{} | None", first(qualify)),
            ["Box"] | ["rt", "Lazy"] => first(qualify),
            // A list or a tuple; Sequence, as list is invariant.
            ["rt", "SequenceOf" | "SetOf" | "KeyedSequenceOf" | "KeyedSetOf"] => {
                format!("typing.Sequence[{}]", first(qualify))
            }
            ["rt", "BitString"] => format!("BitString | {BYTES}"),
            ["rt", "ObjectIdentifier" | "RelativeOid"] => "ObjectIdentifier | str".to_string(),
            ["rt", "RawDer" | "UnknownExtensions"] => BYTES.to_string(),
            ["rt", "UtcTime" | "GeneralizedTime"] => "datetime.datetime | str".to_string(),
            ["rt", leaf] => leaf_annotation(leaf).to_string(),
            ["bool"] => "bool".to_string(),
            ["i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64"] => "int".to_string(),
            ["super", m, name] => self.input_def(m, name, qualify),
            [name] => self.input_def(module, name, qualify),
            _ => "typing.Any".to_string(),
        }
    }

    fn input_def(&self, module: &str, name: &str, qualify: &mut dyn FnMut(&str, &str) -> String) -> String {
        let Some(item) = self.item(module, name) else { return "typing.Any".to_string() };
        let inner = |me: &Self, ty: &str, q: &mut dyn FnMut(&str, &str) -> String| me.input(module, ty, q);
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
                super::union([class, inner(self, ty, qualify)].into_iter())
            }
            // An alias's own class (super::ModuleView::add_item) or the
            // class it names, and what the aliased type takes.
            RustItemKind::Alias(ty) => {
                let taken = inner(self, ty, qualify);
                if item.asn1_name.contains('.') || matches!(self.reach(module, ty), Reach::Class { .. }) {
                    taken
                } else {
                    super::union([qualify(module, &super::class_name(item)), taken].into_iter())
                }
            }
        }
    }
}

/// The type arguments of a path's last segment: `T` of `Option<T>`.
fn type_args(path: &syn::Path) -> Vec<&Type> {
    match path.segments.last().map(|s| &s.arguments) {
        Some(PathArguments::AngleBracketed(a)) => a
            .args
            .iter()
            .filter_map(|a| match a {
                GenericArgument::Type(t) => Some(t),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The Python type of a runtime value type.
fn leaf_annotation(rt_type: &str) -> &'static str {
    match rt_type {
        "Integer" => "int",
        "BitString" => "BitString",
        "ObjectIdentifier" => "ObjectIdentifier",
        "RawDer" | "UnknownExtensions" => "memoryview | bytes",
        "Real" => "float",
        "UtcTime" | "GeneralizedTime" => "datetime.datetime",
        _ => "str",
    }
}

/// A type as Rust text with spaces between tokens, as `quote` prints it.
fn quote_type(ty: &Type) -> String {
    use quote::ToTokens;
    ty.to_token_stream().to_string()
}
