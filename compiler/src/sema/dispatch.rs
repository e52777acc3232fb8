//! Open-type tables (X.682 §10): once the whole module set is resolved,
//! every open type under a component relation constraint (`{Set}{@id}`)
//! gets the table from key to type that generated decoders dispatch on.
//!
//! The relation is resolved against the SEQUENCE, SET and CHOICE types that
//! enclose the open type. `@a.b` counts from the outermost of them in the
//! definition, or in the parameterized type it was instantiated from (an
//! `AlgorithmIdentifier{}` inside `TBSCertificate` counts from its own
//! SEQUENCE); `@.a` from the innermost, `@..a` from the one outside it.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use crate::ir::{
    DefRef, Dispatch, DispatchEntry, FieldSetting, Ir, Key, ObjectSet, TableConstraint, Type, TypeKind, Value,
};

/// What each named object and object set of the module set stands for.
struct NamedSets {
    sets: HashMap<DefRef, ObjectSet>,
    /// Every set is extensible (the user's choice).
    all_extensible: bool,
}

/// Completes every object set (see [`ObjectSet::deferred`]) and fills in
/// [`TableConstraint::dispatch`] throughout the IR; with `all_extensible`
/// every set is extensible ([`super::Options::extensible_object_sets`]).
pub(crate) fn resolve(ir: &mut Ir, all_extensible: bool) {
    let mut named = NamedSets { sets: HashMap::new(), all_extensible };
    for m in &ir.modules {
        for o in &m.objects {
            if let Some(name) = &o.name {
                named.sets.insert(name.clone(), ObjectSet { objects: vec![Arc::new(o.clone())], ..Default::default() });
            }
        }
        for s in &m.object_sets {
            named.sets.insert(DefRef { module: m.name.clone(), name: s.name.clone() }, s.set.clone());
        }
    }
    for module in &mut ir.modules {
        for s in &mut module.object_sets {
            complete(&mut s.set, &named);
        }
        for def in &mut module.types {
            walk(&mut def.ty, &mut Vec::new(), &mut Anchor::Pending, None, &named);
        }
    }
}

/// Adds to `set` the objects it defers to (objects and sets that were
/// still being resolved when it was flattened), and theirs in turn, each
/// object once.
fn complete(set: &mut ObjectSet, named: &NamedSets) {
    set.extensible |= named.all_extensible;
    let mut seen = HashSet::new();
    let mut pending = std::mem::take(&mut set.deferred);
    while let Some(r) = pending.pop() {
        let Some(full) = named.sets.get(&r).filter(|_| seen.insert(r.clone())) else { continue };
        set.extensible |= full.extensible;
        for o in &full.objects {
            if !set.objects.iter().any(|x| x.name.is_some() && x.name == o.name) {
                set.objects.push(o.clone());
            }
        }
        pending.extend(full.deferred.iter().cloned());
    }
}

/// The components of one enclosing SEQUENCE, SET or CHOICE, and the
/// component of the frame outside it that leads here.
struct Frame {
    components: Vec<(String, Type)>,
    via: Option<String>,
}

/// Where `@a.b` paths start: the next frame pushed (at the top of a
/// definition or an instance), or that frame once pushed.
#[derive(Clone, Copy)]
enum Anchor {
    Pending,
    At(usize),
}

fn walk(ty: &mut Type, frames: &mut Vec<Frame>, anchor: &mut Anchor, via: Option<&str>, named: &NamedSets) {
    let mut anchor_here = if ty.instance_of.is_some() { Anchor::Pending } else { *anchor };
    if let Some(table) = ty.table.as_deref_mut() {
        complete(&mut table.set, named);
        if matches!(ty.kind, TypeKind::OpenType { .. }) {
            table.dispatch = dispatch(table, frames, *anchor, named);
        }
    }
    match &mut ty.kind {
        TypeKind::Sequence(s) | TypeKind::Set(s) => {
            let components = s.components.iter().map(|c| (c.name.clone(), c.ty.clone())).collect();
            enter(frames, &mut anchor_here, components, via, |frames, anchor| {
                for c in &mut s.components {
                    walk(&mut c.ty, frames, anchor, Some(&c.name), named);
                }
            });
        }
        TypeKind::Choice(ch) => {
            let components = ch.alternatives.iter().map(|a| (a.name.clone(), a.ty.clone())).collect();
            enter(frames, &mut anchor_here, components, via, |frames, anchor| {
                for a in &mut ch.alternatives {
                    walk(&mut a.ty, frames, anchor, Some(&a.name), named);
                }
            });
        }
        // A collection's element and a contained type stand where the
        // collection or the OCTET STRING stands.
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => walk(&mut c.element, frames, &mut anchor_here, via, named),
        TypeKind::OctetString { containing: Some(inner) } => walk(inner, frames, &mut anchor_here, via, named),
        _ => {}
    }
}

/// Runs `body` with `components` pushed as the innermost frame.
fn enter(
    frames: &mut Vec<Frame>,
    anchor: &mut Anchor,
    components: Vec<(String, Type)>,
    via: Option<&str>,
    body: impl FnOnce(&mut Vec<Frame>, &mut Anchor),
) {
    frames.push(Frame { components, via: via.map(str::to_string) });
    let mut inner = match anchor {
        Anchor::Pending => Anchor::At(frames.len() - 1),
        at => *at,
    };
    body(frames, &mut inner);
    frames.pop();
}

/// The table of one open type, or `None` when its relation does not lead
/// to a component constrained by the same class (the value then stays raw).
fn dispatch(table: &TableConstraint, frames: &[Frame], anchor: Anchor, named: &NamedSets) -> Option<Dispatch> {
    let (level, path) = table.relation.as_ref()?;
    let mut start = if *level == 0 {
        match anchor {
            Anchor::At(i) => i,
            Anchor::Pending => return None,
        }
    } else {
        frames.len().checked_sub(*level)?
    };
    // Follow the path down the enclosing frames as far as it goes, so the
    // key is named from the innermost frame that holds it.
    let mut rest = path.as_slice();
    while rest.len() > 1 && frames.get(start + 1).is_some_and(|f| f.via.as_deref() == Some(rest[0].as_str())) {
        start += 1;
        rest = &rest[1..];
    }
    let key_type = component(&frames.get(start)?.components, rest)?;
    let key_table = key_type.table.as_deref().filter(|t| t.class == table.class)?;
    let key_field = key_table.field.clone();

    let mut entries: Vec<DispatchEntry> = Vec::new();
    for object in &table.set.objects {
        let key = match object.field(&key_field) {
            Some(FieldSetting::Value(Value::Oid(oid))) => Key::Oid(oid.clone()),
            Some(FieldSetting::Value(Value::Integer(n))) => Key::Integer(n.clone()),
            _ => continue,
        };
        let Some(FieldSetting::Type(ty)) = object.field(&table.field) else { continue };
        if entries.iter().any(|e| e.key == key) {
            continue; // UNIQUE: the first object with a key decides it
        }
        let mut ty = ty.clone();
        walk(&mut ty, &mut Vec::new(), &mut Anchor::Pending, None, named);
        entries.push(DispatchEntry { key, object: object.name.clone(), ty });
    }
    entries.sort_by_cached_key(|e| e.key.der_content());
    Some(Dispatch {
        up: frames.len() - 1 - start,
        path: rest.to_vec(),
        key_field,
        entries,
        extensible: table.set.extensible,
    })
}

/// The type of the component at `path` below `components`, through inline
/// SEQUENCE, SET and CHOICE types.
fn component<'t>(components: &'t [(String, Type)], path: &[String]) -> Option<&'t Type> {
    let (first, rest) = path.split_first()?;
    let ty = &components.iter().find(|(name, _)| name == first)?.1;
    if rest.is_empty() {
        Some(ty)
    } else {
        descend(ty, rest)
    }
}

/// The component type at `path` inside `ty`.
fn descend<'t>(ty: &'t Type, path: &[String]) -> Option<&'t Type> {
    let (first, rest) = path.split_first()?;
    let next = match &ty.kind {
        TypeKind::Sequence(s) | TypeKind::Set(s) => &s.components.iter().find(|c| &c.name == first)?.ty,
        TypeKind::Choice(c) => &c.alternatives.iter().find(|a| &a.name == first)?.ty,
        _ => return None,
    };
    if rest.is_empty() {
        Some(next)
    } else {
        descend(next, rest)
    }
}
