//! Source units: the files a large module's generated code is split into.
//!
//! A C compiler holds a whole translation unit in memory: UTRAN RRC's
//! InformationElements (3 645 definitions) made one 26 MB source file that
//! took gcc minutes and gigabytes at -O2, and a build cannot spread one
//! file over several cores. A module whose definitions weigh more than
//! [`UNIT_WEIGHT`] is therefore split into units of about that weight,
//! taken in source order (so that neighbours stay together and a unit
//! reads as a stretch of the module), each a file of its own that
//! `make -j` builds beside the others. A module lighter than that is one
//! unit, as before. A definition whose codec is inlined into its one
//! collection's loop ([`super::inline`]) goes with the definition holding
//! that collection: the inline bodies are local to one file.
//!
//! The code of a module split so is also compiled compact: the runtime's
//! small helpers, which are otherwise inlined into every call (for the
//! speed of the X.509 and Kerberos decoders), are left to the compiler to
//! inline where it sees fit. On UTRAN RRC that takes a third off the
//! machine code and off the build's time (191 s to 127 s at -O2), which
//! inlining everywhere spends on thousands of definitions.

use std::collections::HashMap;

use crate::ir::{DefRef, Ir, Module, Type, TypeKind};

/// The weight of a unit, in IR type nodes: 0.9 to 1.7 MB of C on UTRAN
/// RRC, about ten seconds of gcc -O2 each (docs/schemas.md, "Scale").
/// Smaller units parse the module's header in more compiler processes;
/// larger ones need more memory each and leave a core idle at the end.
pub const UNIT_WEIGHT: usize = 1_000;

/// Which unit of its module each definition's code is written into.
#[derive(Debug, Default)]
pub struct Units {
    unit: HashMap<DefRef, usize>,
    count: HashMap<String, usize>,
}

impl Units {
    /// The units of every module of `ir`, at most `limit` in weight each
    /// (unless one definition alone weighs more).
    pub fn new(ir: &Ir, inlined: &HashMap<DefRef, DefRef>, limit: usize) -> Units {
        let mut units = Units::default();
        for module in &ir.modules {
            units.split(module, inlined, limit);
        }
        units
    }

    /// The unit of the definition `r` (0, the module's first, for one
    /// not known).
    pub fn of(&self, r: &DefRef) -> usize {
        self.unit.get(r).copied().unwrap_or(0)
    }

    /// How many units `module` has (1 when it is not split).
    pub fn count(&self, module: &str) -> usize {
        self.count.get(module).copied().unwrap_or(1)
    }

    /// Whether `module`'s code is compiled compact (it is split).
    pub fn compact(&self, module: &str) -> bool {
        self.count(module) > 1
    }

    fn split(&mut self, module: &Module, inlined: &HashMap<DefRef, DefRef>, limit: usize) {
        let def = |name: &str| DefRef { module: module.name.clone(), name: name.to_string() };
        // The definition each one's code goes with: itself, or (following
        // inlined elements of inlined elements) the holder of its loop.
        let anchor = |r: DefRef| {
            let mut r = r;
            while let Some(holder) = inlined.get(&r) {
                r = holder.clone();
            }
            r
        };
        let mut group_weight: HashMap<DefRef, usize> = HashMap::new();
        for t in &module.types {
            *group_weight.entry(anchor(def(&t.name))).or_default() += weight(&t.ty);
        }
        let (mut unit, mut filled) = (0, 0);
        for t in &module.types {
            let r = def(&t.name);
            let Some(&w) = group_weight.get(&r) else { continue };
            if filled > 0 && filled + w > limit {
                (unit, filled) = (unit + 1, 0);
            }
            filled += w;
            self.unit.insert(r, unit);
        }
        // An inlined element goes where its anchor went.
        for t in &module.types {
            let r = def(&t.name);
            if inlined.contains_key(&r) {
                let at = self.of(&anchor(r.clone()));
                self.unit.insert(r, at);
            }
        }
        self.count.insert(module.name.clone(), unit + 1);
    }
}

/// A type's weight: its nodes, the types of its components, alternatives
/// and elements counted with their own, and each named number or
/// enumeration item (each is a line of code or a table entry).
fn weight(ty: &Type) -> usize {
    1 + match &ty.kind {
        TypeKind::Sequence(s) | TypeKind::Set(s) => s.components.iter().map(|c| weight(&c.ty)).sum(),
        TypeKind::Choice(c) => c.alternatives.iter().map(|a| weight(&a.ty)).sum(),
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => weight(&c.element),
        TypeKind::OctetString { containing: Some(inner) } => weight(inner),
        TypeKind::Enumerated(e) => e.root.len() + e.additions.len(),
        TypeKind::Integer(named) => named.len(),
        TypeKind::BitString(named) => named.len(),
        _ => 0,
    }
}
