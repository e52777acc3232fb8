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
use crate::plan::defs::{construct, Construct};

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

/// Whether a value of `ty`, selected by an open type in a definition of
/// `module`, is held apart (behind a pointer, in the arena when decoded):
/// a SEQUENCE, SET, CHOICE or collection defined in another module, so
/// that the union of the values needs no more than that type's name.
pub fn held_apart(ir: &Ir, module: &str, ty: &Type) -> bool {
    let TypeKind::Ref(r) = &ty.kind else { return false };
    r.module != module
        && ir.type_def(r).is_some_and(|d| {
            matches!(construct(ir, &d.ty), Construct::Record | Construct::Choice | Construct::Collection { .. })
        })
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

/// The values an open type's table selects: one member per key, and one
/// for the keys it does not list.
#[derive(Clone, Debug)]
pub struct OpenPlan<'t> {
    /// One per key, in the table's order (sorted by the key's encoding:
    /// what a binary search over [`OpenEntry::key_der`] needs).
    pub entries: Vec<OpenEntry<'t>>,
    /// A key the table does not list keeps its value as read (the set is
    /// extensible); otherwise it is an error.
    pub extensible: bool,
    /// The value is the content of an OCTET STRING (`CONTAINING`): the
    /// value of an unknown key is those octets, not a TLV, and the value
    /// must fill them.
    pub containing: bool,
    /// The key component, as written in the relation (`extnID`).
    pub key_path: String,
}

/// One key of an [`OpenPlan`].
#[derive(Clone, Debug)]
pub struct OpenEntry<'t> {
    /// The member's name before a backend's casing (see [`variant_bases`]).
    pub base: String,
    /// The key's content octets.
    pub key_der: Vec<u8>,
    /// The object's name, or the key: the segment of an error path.
    pub label: String,
    /// `` `id-ce-basicConstraints` (2.5.29.19) ``, or `` `2.5.29.19` ``:
    /// how documentation names the entry.
    pub title: String,
    /// The object giving the key, when named.
    pub object: Option<&'t str>,
    /// The key as text.
    pub key: String,
    /// The type of values under this key.
    pub ty: &'t Type,
}

/// The union of the values `dispatch` selects; `containing` when the open
/// type is the content of an OCTET STRING.
pub fn open_plan<'t>(ir: &Ir, dispatch: &'t Dispatch, containing: bool) -> OpenPlan<'t> {
    let bases = variant_bases(ir, dispatch);
    let entries = dispatch
        .entries
        .iter()
        .zip(bases)
        .map(|(e, base)| {
            let object = e.object.as_ref().map(|o| o.name.as_str());
            let key = e.key.to_string();
            OpenEntry {
                base,
                key_der: e.key.der_content(),
                label: object.map_or_else(|| key.clone(), str::to_string),
                title: match object {
                    Some(o) => format!("`{o}` ({key})"),
                    None => format!("`{key}`"),
                },
                object,
                key,
                ty: &e.ty,
            }
        })
        .collect();
    OpenPlan { entries, extensible: dispatch.extensible, containing, key_path: dispatch.path.join(".") }
}
