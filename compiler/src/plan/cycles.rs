//! Containment cycles: a definition that holds itself by value (directly
//! or through others) must hold some member of its cycle indirectly.

use std::collections::{BTreeSet, HashMap};

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

/// Where a use stands in the type that holds it, for [`link_enters_level`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// A component of a SEQUENCE or SET, or a collection's element: read
    /// inside the level its holder enters.
    Component,
    /// A CHOICE's alternative, or the value a definition wraps: its holder
    /// enters no level.
    Bare,
}

/// Whether a recursive link to `ty` standing at `site` is read one level
/// deeper than where it is found, in the rules whose codecs count levels
/// (OER, PER): a bare link that names a CHOICE, which enters none of its
/// own either. A containment cycle that passes no SEQUENCE or SET passes
/// only CHOICEs and the definitions that wrap them, so its link is such a
/// one (collections hold no cycle: [`contained_refs`]), and every cycle's
/// depth is bounded; a cycle through a SEQUENCE counts its levels as
/// before.
pub fn link_enters_level(ir: &Ir, ty: &Type, site: Site) -> bool {
    site == Site::Bare && matches!(ir.core(ty).kind, TypeKind::Choice(_))
}

/// Definitions that contain themselves by value, directly or through
/// others: a reference from such a definition to another member of its
/// cycle must be held indirectly.
#[derive(Debug, Default)]
pub struct Cycles {
    index: HashMap<DefRef, usize>,
    /// Per definition, a bit set of the definitions it reaches through one
    /// containment or more: 1 MB for a chain of 3000 modules, whose compile
    /// took 816 MB with a set of names per definition (160 MB now).
    reach: Vec<Vec<u64>>,
    /// Per definition, whether it only renames another (plan::defs::renames):
    /// it holds nothing itself, so the definitions around it hold the cycle.
    renames: Vec<bool>,
}

impl Cycles {
    /// Computes reachability over containment for the whole IR.
    pub fn new(ir: &Ir) -> Cycles {
        let defs: Vec<(DefRef, &Type)> = ir
            .modules
            .iter()
            .flat_map(|m| m.types.iter().map(|t| (DefRef { module: m.name.clone(), name: t.name.clone() }, &t.ty)))
            .collect();
        let index: HashMap<DefRef, usize> = defs.iter().enumerate().map(|(i, (d, _))| (d.clone(), i)).collect();
        let edges: Vec<Vec<usize>> = defs
            .iter()
            .map(|(_, ty)| {
                let mut refs = BTreeSet::new();
                contained_refs(ty, &mut refs);
                refs.iter().filter_map(|r| index.get(r).copied()).collect()
            })
            .collect();
        let words = defs.len().div_ceil(64);
        let reach = edges
            .iter()
            .map(|first| {
                let mut seen = vec![0u64; words];
                let mut stack = first.clone();
                while let Some(d) = stack.pop() {
                    if seen[d / 64] & (1 << (d % 64)) == 0 {
                        seen[d / 64] |= 1 << (d % 64);
                        stack.extend(&edges[d]);
                    }
                }
                seen
            })
            .collect();
        let renames = defs.iter().map(|(_, ty)| crate::plan::defs::renames(ir, ty)).collect();
        Cycles { index, reach, renames }
    }

    /// Whether a reference from `from` to `to` closes a cycle (never one
    /// from a definition that only renames `to`).
    pub fn closes_cycle(&self, from: &DefRef, to: &DefRef) -> bool {
        match (self.index.get(from), self.index.get(to)) {
            (Some(&f), Some(&t)) => !self.renames[f] && self.reach[t][f / 64] & (1 << (f % 64)) != 0,
            _ => false,
        }
    }
}
