//! `T_arena_bound` and `T_arena_bound_oer`: the plan's arena charges
//! (`plan::arena`) in C (templates/c/arena_bound.c.askama).
//!
//! The plan names each value stored apart by the IR type of its use; this
//! module maps those uses to the C types the emitters gave them, which is
//! known only once every module is emitted (a charge may lie in another).

use std::collections::{BTreeSet, HashMap};

use super::{CItem, Emitter, Template, Type, TypeKind};
use crate::plan::arena::{ArenaPlan, IntegerCopy};

/// The identity of a use in the IR: the address of its type, which the
/// plan's charges and the emitters both take from the one IR.
pub(super) type UseKey = *const Type;

/// The C type a use's value is stored apart as, and the module whose
/// header declares it (when not the emitting one's).
#[derive(Clone, Debug)]
pub(super) struct Stored {
    ctype: String,
    module: Option<String>,
}

/// A definition's charges, waiting for the C types of their uses.
#[derive(Clone, Debug)]
pub(super) struct PendingBound {
    /// What follows `_arena_bound` in the function's name: nothing for
    /// DER, `_oer` for OER.
    suffix: &'static str,
    /// `None`: no bound (a DEFAULT restored from a value that stores).
    charges: Option<Vec<(Vec<UseKey>, usize)>>,
    /// The integers OER copies.
    copies: Vec<IntegerCopy>,
    /// The C type whose bound this one is (ArenaPlan::same_bound_as).
    same_as: Option<String>,
}

/// `T_arena_bound` or `T_arena_bound_oer`, in the source file.
#[derive(Template)]
#[template(path = "c/arena_bound.c.askama", escape = "none")]
struct ArenaBound<'a> {
    name: &'a str,
    suffix: &'a str,
    bounded: bool,
    /// The type whose bound this one returns.
    same_as: Option<&'a str>,
    charges: Vec<ChargeText>,
    copies: Vec<IntegerCopy>,
}

/// One charge: the bytes of its values (`sizeof` terms), how many
/// allocations they are, and the input bytes that pay for them.
struct ChargeText {
    sizes: String,
    allocations: usize,
    min_len: usize,
}

impl Emitter<'_, '_> {
    /// Records that a value of the use `ty` is stored apart as `ctype`.
    pub(super) fn stored_as(&mut self, ty: &Type, ctype: &str) {
        let module = match &ty.kind {
            TypeKind::Ref(r) if r.module != self.module.name => Some(r.module.clone()),
            _ => None,
        };
        self.stored.insert(ty as UseKey, Stored { ctype: ctype.to_string(), module });
    }

    /// The charges of the definition being emitted, for [`resolve_bounds`]:
    /// DER's, and OER's when it has OER codecs.
    pub(super) fn pending_bounds(&self) -> Vec<PendingBound> {
        let mut out = vec![self.pending_bound(&self.an.arena, "")];
        if let Some(oer) = &self.an.arena_oer {
            out.push(self.pending_bound(oer, "_oer"));
        }
        out
    }

    fn pending_bound(&self, plan: &ArenaPlan, suffix: &'static str) -> PendingBound {
        let charges = plan.charges(&self.owner).map(|charges| {
            charges.iter().map(|c| (c.stored.iter().map(|&t| t as UseKey).collect(), c.min_len)).collect()
        });
        let same_as = plan
            .same_bound_as(&self.owner)
            .map(|r| self.an.type_names.get(r).cloned().unwrap_or_else(|| r.name.clone()));
        PendingBound { suffix, charges, copies: plan.copies(&self.owner), same_as }
    }
}

/// Renders every definition's `T_arena_bound` once all modules are
/// emitted, and has each source file include the headers its `sizeof`s
/// need. An internal error when a charged use was never given a C type.
pub(super) fn resolve_bounds(emitters: &mut [Emitter]) -> Result<(), String> {
    let stored: HashMap<UseKey, Stored> = emitters.iter().flat_map(|e| e.stored.clone()).collect();
    for emitter in emitters.iter_mut() {
        let mut modules = BTreeSet::new();
        for item in &mut emitter.items {
            for pending in std::mem::take(&mut item.arena_bounds) {
                let function = bound_function(item, &pending, &stored, &mut modules)?;
                item.functions.push(function);
            }
        }
        emitter.source_modules.extend(modules);
    }
    Ok(())
}

fn bound_function(
    item: &CItem,
    pending: &PendingBound,
    stored: &HashMap<UseKey, Stored>,
    modules: &mut BTreeSet<String>,
) -> Result<String, String> {
    let mut charges = Vec::new();
    let own = if pending.same_as.is_some() { None } else { pending.charges.as_ref() };
    for (uses, min_len) in own.into_iter().flatten() {
        let mut sizes = Vec::new();
        for key in uses {
            let s = stored.get(key).ok_or_else(|| {
                format!("internal error: a value `{}` decodes into the arena has no C type", item.name)
            })?;
            modules.extend(s.module.clone());
            sizes.push(format!("sizeof({})", s.ctype));
        }
        charges.push(ChargeText { sizes: sizes.join(" + "), allocations: uses.len(), min_len: *min_len });
    }
    let model = ArenaBound {
        name: &item.name,
        suffix: pending.suffix,
        bounded: pending.charges.is_some(),
        same_as: pending.same_as.as_deref(),
        charges,
        copies: pending.copies.clone(),
    };
    Ok(model.render().unwrap_or_default())
}
