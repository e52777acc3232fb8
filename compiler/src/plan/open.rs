//! Open types that generated code decodes to a typed value: which
//! components qualify, and what the values a table selects are called.
//! Both backends make the same decisions from here.
//!
//! A component qualifies when its open type (held directly, inside an
//! `OCTET STRING (CONTAINING …)`, or as the elements of a SET OF / SEQUENCE
//! OF) has a dispatch table whose key is an OBJECT IDENTIFIER component of
//! the same SEQUENCE, read before it and always present: `Extension`,
//! `AlgorithmIdentifier{}`, `SingleAttribute{}`, `Attribute{}`,
//! `ContentInfo`. Anything else keeps the checked raw value.

use crate::ir::{Component, Dispatch, Ir, Key, Oid, Type, TypeKind, Value};

/// Where the open type sits in its component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// The component is the open type (maybe behind EXPLICIT tags).
    Direct,
    /// The component is an OCTET STRING whose content is the open type.
    Containing,
    /// The component is a SET OF / SEQUENCE OF the open type.
    Collection,
}

/// A component whose open type is chosen by a sibling key.
#[derive(Clone, Copy, Debug)]
pub struct Keyed<'ir> {
    /// The table.
    pub dispatch: &'ir Dispatch,
    /// Where the open type sits.
    pub holder: Holder,
    /// The index of the key component.
    pub key: usize,
}

/// The open type a type holds and its table, when it has one.
pub fn table_of(ty: &Type) -> Option<(&Dispatch, Holder)> {
    let (inner, holder) = match &ty.kind {
        TypeKind::OpenType { .. } => (ty, Holder::Direct),
        TypeKind::OctetString { containing: Some(inner) } => (inner.as_ref(), Holder::Containing),
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => (&c.element, Holder::Collection),
        _ => return None,
    };
    if !matches!(inner.kind, TypeKind::OpenType { .. }) {
        return None;
    }
    Some((inner.table.as_ref()?.dispatch.as_ref()?, holder))
}

/// The table of `components[index]` when its key is a sibling read before it.
pub fn keyed_by_sibling<'ir>(ir: &Ir, components: &'ir [Component], index: usize) -> Option<Keyed<'ir>> {
    let (dispatch, holder) = table_of(&components.get(index)?.ty)?;
    let [name] = dispatch.path.as_slice() else { return None };
    if dispatch.up != 0 {
        return None;
    }
    let key = components.iter().position(|c| &c.name == name)?;
    let k = &components[key];
    let usable = key < index
        && !k.optional
        && k.default.is_none()
        && matches!(ir.core(&k.ty).kind, TypeKind::ObjectIdentifier)
        && dispatch.entries.iter().all(|e| matches!(e.key, Key::Oid(_)));
    usable.then_some(Keyed { dispatch, holder, key })
}

/// The ASN.1-style name of each entry's variant, before a backend's casing:
/// the object's name, else the name of a value assignment of its key
/// (`{ OID id-sha1 PARAMETERS NULL }` is `id-sha1`), else the name of the
/// type it selects; without the prefix all of them share (`ext-`, `id-`).
pub fn variant_bases(ir: &Ir, dispatch: &Dispatch) -> Vec<String> {
    let names: Vec<Option<String>> = dispatch
        .entries
        .iter()
        .map(|e| match (&e.object, &e.key) {
            (Some(o), _) => Some(o.name.clone()),
            (None, Key::Oid(oid)) => value_named(ir, oid),
            (None, Key::Integer(_)) => None,
        })
        .collect();
    let prefix = shared_prefix(&names).len();
    dispatch
        .entries
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(i, (e, name))| match (name, &e.ty.kind) {
            (Some(n), _) => n[prefix..].to_string(),
            (None, TypeKind::Ref(r)) => r.name.clone(),
            (None, _) => format!("key{i}"),
        })
        .collect()
}

/// The first OBJECT IDENTIFIER value assignment with this value.
fn value_named(ir: &Ir, oid: &Oid) -> Option<String> {
    ir.modules
        .iter()
        .flat_map(|m| &m.values)
        .find(|v| matches!(&v.value, Value::Oid(o) if o == oid))
        .map(|v| v.name.clone())
}

/// The `word-` prefix all names share, when every entry has a name and
/// a name is left after it.
fn shared_prefix(names: &[Option<String>]) -> &str {
    let Some(Some(first)) = names.first() else { return "" };
    let Some(dash) = first.find('-') else { return "" };
    let prefix = &first[..=dash];
    // What is left must still start with a letter (`kwa-3DESWrap` keeps it).
    let all = names.iter().all(|n| {
        n.as_ref()
            .is_some_and(|n| n.starts_with(prefix) && n[prefix.len()..].starts_with(|c: char| c.is_ascii_alphabetic()))
    });
    if all {
        prefix
    } else {
        ""
    }
}
