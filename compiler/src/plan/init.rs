//! What an initialiser sets a value to beyond zero, for the backends whose
//! values start as zeroed memory (C's `T_init`): each DEFAULT, each
//! component whose type admits one value, and, inside it, each SEQUENCE
//! or SET held by value that has such components of its own. A CHOICE is
//! not entered (that would choose); a collection has no elements yet.

use std::cell::RefCell;
use std::collections::HashMap;

use num_bigint::BigInt;

use crate::diag::Diagnostic;
use crate::ir::{DefRef, Ir, Type, TypeKind, Value};
use crate::plan::structs::DefaultPlan;
use crate::plan::Planner;

/// What the initialiser of a SEQUENCE or SET sets a component to, beyond
/// zero. A DEFAULT is not here: it is the component's `Presence`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Initial {
    /// The one value its type admits (`pvno INTEGER (5)`): set as a
    /// DEFAULT is restored.
    Only(DefaultPlan),
    /// A SEQUENCE or SET held by value that has something to set: its
    /// own initialiser runs on it. The definition that is that SEQUENCE or
    /// SET (through references that rename it), or None for the
    /// component's own inline type.
    Inner(Option<DefRef>),
}

/// Whether the SEQUENCE or SET each definition is has something to set,
/// by definition, worked out once.
#[derive(Debug, Default)]
pub struct Memo(RefCell<HashMap<DefRef, bool>>);

/// The one value an INTEGER type admits: a constraint of a single value
/// that is not extensible (an extensible one admits others).
pub fn only_value<'t>(ir: &Ir, ty: &'t Type) -> Option<&'t BigInt> {
    if !matches!(ir.core(ty).kind, TypeKind::Integer(_)) {
        return None;
    }
    let values = ty.constraint.value.as_ref().filter(|_| !ty.constraint.extensible.value)?;
    match values.0.as_slice() {
        [(Some(lo), Some(hi))] if lo == hi => Some(lo),
        _ => None,
    }
}

impl Planner<'_> {
    /// What an initialiser sets a value of `ty` to, a component or
    /// alternative inside `owner` at `path` (not kept raw, with no
    /// DEFAULT), beyond zero.
    pub fn initial(&self, owner: &DefRef, ty: &Type, path: &str, errors: &mut Vec<Diagnostic>) -> Option<Initial> {
        match only_value(self.ir, ty) {
            Some(v) => Some(Initial::Only(self.default_value(owner, ty, &Value::Integer(v.clone()), path, errors))),
            None => self.initialises(owner, ty, path).then(|| Initial::Inner(self.record_def(ty))),
        }
    }

    /// The definition a use of `ty` reaches through references (the
    /// SEQUENCE or SET itself, for [`Initial::Inner`]); None when `ty` is
    /// not a reference.
    pub fn record_def(&self, ty: &Type) -> Option<DefRef> {
        let mut found = None;
        let mut ty = ty;
        // Reference chains are short and acyclic (as in `Ir::core`).
        for _ in 0..64 {
            let TypeKind::Ref(r) = &ty.kind else { break };
            ty = &self.ir.type_def(r)?.ty;
            found = Some(r.clone());
        }
        found
    }

    /// Whether a value of `ty`, a component inside `owner` at `path`, is a
    /// SEQUENCE or SET held by value whose initialiser sets something.
    pub fn initialises(&self, owner: &DefRef, ty: &Type, path: &str) -> bool {
        match &ty.kind {
            // Held by pointer: nothing there to set until the caller
            // allocates it.
            TypeKind::Ref(_) if self.mode(owner, ty, false).is_cycle() => false,
            TypeKind::Ref(r) => {
                if let Some(&known) = self.init_memo.0.borrow().get(r) {
                    return known;
                }
                let answer = self.ir.type_def(r).is_some_and(|def| self.initialises(r, &def.ty, &r.name));
                self.init_memo.0.borrow_mut().insert(r.clone(), answer);
                answer
            }
            TypeKind::Sequence(s) | TypeKind::Set(s) => s.components.iter().any(|c| {
                let path = format!("{path}.{}", c.name);
                !self.is_lazy(&owner.module, &path)
                    && (c.default.is_some()
                        || only_value(self.ir, &c.ty).is_some()
                        || self.initialises(owner, &c.ty, &path))
            }),
            _ => false,
        }
    }
}
