//! The codec plan: what the IR means for a codec, decided once for every
//! target language.
//!
//! The IR says what a type *is*; the plan says how a value of it is read
//! and written:
//! - what a use holds and what the use site checks ([`uses`]), how it holds
//!   it ([`mode`]), which references close a cycle of containment
//!   ([`cycles`]), and how a lazy component is read from BER ([`lazy`]);
//! - the tag chain on the wire ([`tags`]) and what a decoder checks
//!   ([`checks`]);
//! - per construct: a SEQUENCE's or SET's components, presence, DEFAULTs,
//!   unknown extensions, write order and root-then-additions order
//!   ([`structs`]); a CHOICE's alternatives by tag and by index
//!   ([`choice`]); an ENUMERATED's numbers and indexes ([`enumerated`]);
//!   open types decoded
//!   by their key ([`open`]); types encoded as a SEQUENCE the standards
//!   give ([`associated`]); the construct each definition is generated as,
//!   and definitions that only rename ([`defs`]);
//!   element codecs inlined into their collection's loop ([`inline`]);
//!   the source files a large module's code is split into ([`units`]);
//! - the DER of DEFAULT values and constants ([`der`]); the JSON (JER)
//!   each construct is written as ([`jer`]);
//! - the arena a DER decode takes at most per input byte ([`arena`]).
//!
//! A backend maps these decisions to its own names and types and renders
//! them through its templates; it takes none of them itself.

pub mod arena;
pub mod associated;
pub mod checks;
pub mod choice;
pub mod cycles;
pub mod defs;
pub mod der;
pub mod der_real;
pub mod der_text;
pub mod enumerated;
pub mod init;
pub mod inline;
pub mod jer;
pub mod lazy;
pub mod mode;
pub mod oer;
pub mod open;
pub mod per;
pub mod structs;
pub mod tags;
pub mod units;
pub mod uses;

use std::collections::{BTreeSet, HashMap};

use crate::diag::Diagnostic;
use crate::ir::{DefRef, Ir, Type, TypeKind};

/// What the plan is built from: the IR, its containment cycles and the
/// components the user keeps raw.
pub struct Planner<'ir> {
    /// The resolved module set.
    pub ir: &'ir Ir,
    /// Containment cycles of the whole set.
    pub cycles: cycles::Cycles,
    /// Element codecs inlined into their one collection's loop, each with
    /// the definition holding that collection.
    pub inlined: HashMap<DefRef, DefRef>,
    /// The source file of its module each definition's code is written
    /// into.
    pub units: units::Units,
    lazy: BTreeSet<String>,
    init_memo: init::Memo,
}

impl<'ir> Planner<'ir> {
    /// A planner for `ir` keeping the components at `lazy`
    /// (`Module.Type.component` paths) raw. Every path must name a
    /// component of a SEQUENCE or SET: one that does not is an error,
    /// with the nearest path that does.
    pub fn new(ir: &'ir Ir, lazy: &[String]) -> Result<Planner<'ir>, Vec<String>> {
        let known = component_paths(ir);
        let errors: Vec<String> = lazy
            .iter()
            .filter(|p| !known.contains(p.as_str()))
            .map(|p| {
                let nearest = known
                    .iter()
                    .map(|k| (strsim::levenshtein(p, k), k))
                    .min()
                    .filter(|(d, _)| *d <= p.len() / 3 + 1)
                    .map(|(_, k)| format!("; did you mean `{k}`?"))
                    .unwrap_or_default();
                format!("`{p}` names no component of a SEQUENCE or SET in the module set{nearest}")
            })
            .collect();
        if !errors.is_empty() {
            return Err(errors);
        }
        let inlined = inline::inlined_elements(ir);
        Ok(Planner {
            ir,
            cycles: cycles::Cycles::new(ir),
            units: units::Units::new(ir, &inlined, units::UNIT_WEIGHT),
            inlined,
            lazy: lazy.iter().cloned().collect(),
            init_memo: init::Memo::default(),
        })
    }

    /// Whether the component at `path` of `module` is kept raw.
    pub fn is_lazy(&self, module: &str, path: &str) -> bool {
        self.lazy.contains(&format!("{module}.{path}"))
    }

    /// An error about the definition `owner`, pointing at it.
    pub fn error(&self, owner: &DefRef, code: &'static str, message: String) -> Diagnostic {
        let span = self.ir.type_def(owner).map(|d| d.span).unwrap_or_default();
        Diagnostic::error(code, span, message).with_label(format!("in `{}`", owner.name))
    }

    /// How a use of `ty` inside `owner` holds its value.
    pub fn mode(&self, owner: &DefRef, ty: &Type, lazy: bool) -> mode::Mode {
        mode::Mode::of(self.ir, &self.cycles, owner, ty, lazy)
    }
}

/// Every `Module.Type.component` path that `--raw` can name: components of
/// SEQUENCEs and SETs, also inside inline types (`Type.a.item.b` through
/// a SEQUENCE OF, `Type.choice.alt.b` through a CHOICE).
fn component_paths(ir: &Ir) -> BTreeSet<String> {
    fn walk(ty: &Type, path: &str, out: &mut BTreeSet<String>) {
        match &ty.kind {
            TypeKind::Sequence(s) | TypeKind::Set(s) => {
                for c in &s.components {
                    let p = format!("{path}.{}", c.name);
                    walk(&c.ty, &p, out);
                    out.insert(p);
                }
            }
            TypeKind::Choice(c) => c.alternatives.iter().for_each(|a| walk(&a.ty, &format!("{path}.{}", a.name), out)),
            TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => walk(&c.element, &format!("{path}.item"), out),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    for m in &ir.modules {
        for t in &m.types {
            walk(&t.ty, &format!("{}.{}", m.name, t.name), &mut out);
        }
    }
    out
}
