//! Containment cycles: a definition that holds itself by value (directly
//! or through others) must hold some member of its cycle indirectly.

use std::collections::{BTreeMap, BTreeSet};

use crate::ir::{DefRef, Ir, Type, TypeKind};
use crate::plan::open::{table_of, Holder};

/// The references a type holds by value (through components, alternatives
/// and the values an open type's table selects; not through collections,
/// which are views).
pub fn contained_refs(ty: &Type, out: &mut BTreeSet<DefRef>) {
    if let Some((dispatch, Holder::Direct | Holder::Containing)) = table_of(ty) {
        dispatch.entries.iter().for_each(|e| contained_refs(&e.ty, out));
    }
    match &ty.kind {
        TypeKind::Ref(r) => {
            out.insert(r.clone());
        }
        TypeKind::Sequence(s) | TypeKind::Set(s) => s.components.iter().for_each(|c| contained_refs(&c.ty, out)),
        TypeKind::Choice(c) => c.alternatives.iter().for_each(|a| contained_refs(&a.ty, out)),
        _ => {}
    }
}

/// Definitions that contain themselves by value, directly or through
/// others: a reference from such a definition to another member of its
/// cycle must be held indirectly.
#[derive(Debug, Default)]
pub struct Cycles {
    reach: BTreeMap<DefRef, BTreeSet<DefRef>>,
}

impl Cycles {
    /// Computes reachability over containment for the whole IR.
    pub fn new(ir: &Ir) -> Cycles {
        let mut edges: BTreeMap<DefRef, BTreeSet<DefRef>> = BTreeMap::new();
        for m in &ir.modules {
            for t in &m.types {
                let mut refs = BTreeSet::new();
                contained_refs(&t.ty, &mut refs);
                edges.insert(DefRef { module: m.name.clone(), name: t.name.clone() }, refs);
            }
        }
        let mut reach = BTreeMap::new();
        for start in edges.keys() {
            let mut seen = BTreeSet::new();
            let mut stack: Vec<&DefRef> = edges[start].iter().collect();
            while let Some(d) = stack.pop() {
                if seen.insert(d.clone()) {
                    stack.extend(edges.get(d).into_iter().flatten());
                }
            }
            reach.insert(start.clone(), seen);
        }
        Cycles { reach }
    }

    /// Whether a reference from `from` to `to` closes a cycle.
    pub fn closes_cycle(&self, from: &DefRef, to: &DefRef) -> bool {
        self.reach.get(to).is_some_and(|r| r.contains(from))
    }
}
