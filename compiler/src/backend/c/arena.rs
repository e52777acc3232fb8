//! `T_arena_bound`, `T_arena_bound_oer` and `T_arena_bound_per`: the
//! plan's arena charges (`plan::arena`) in C
//! (templates/c/arena_bound.c.askama).
//!
//! The plan names each value stored apart by the IR type of its use; this
//! module maps those uses to the C types the emitters gave them, which is
//! known only once every module is emitted (a charge may lie in another).

use std::collections::{BTreeSet, HashMap};

use super::{CItem, Emitter, Template, Type, TypeKind};
use crate::plan::arena::{ArenaPlan, Copied, Encoding};

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
    encoding: Encoding,
    /// `None`: no bound (a DEFAULT restored from a value that stores).
    /// Else each charge's uses, allocations and fewest input units.
    charges: Option<Vec<(Vec<UseKey>, usize, usize)>>,
    /// What the decode copies, the most an input unit.
    copy: Option<Copied>,
    /// The C type whose bound this one is (ArenaPlan::same_bound_as).
    same_as: Option<String>,
}

/// `T_arena_bound`, `T_arena_bound_oer` or `T_arena_bound_per`, in the
/// source file.
#[derive(Template)]
#[template(path = "c/arena_bound.c.askama", escape = "none")]
struct ArenaBound<'a> {
    name: &'a str,
    /// What follows `_arena_bound` in the function's name: nothing for
    /// DER, `_oer`, `_per`.
    suffix: &'a str,
    /// PER: the charges count bits, not octets.
    bits: bool,
    bounded: bool,
    /// The type whose bound this one returns.
    same_as: Option<&'a str>,
    charges: Vec<ChargeText>,
    copy: Option<Copied>,
}

/// One charge: the bytes of its values (`sizeof` terms), how many
/// allocations they are, and the input bytes that pay for them.
#[derive(PartialEq)]
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
    /// DER's, and OER's and PER's when it has their codecs.
    pub(super) fn pending_bounds(&self) -> Vec<PendingBound> {
        let an = &self.an;
        let rules = [
            (Some(&an.arena), Encoding::Der),
            (an.arena_oer.as_ref(), Encoding::Oer),
            (an.arena_per.as_ref(), Encoding::Per),
        ];
        rules.into_iter().filter_map(|(plan, encoding)| Some(self.pending_bound(plan?, encoding))).collect()
    }

    fn pending_bound(&self, plan: &ArenaPlan, encoding: Encoding) -> PendingBound {
        let charges = plan.charges(&self.owner).map(|charges| {
            charges
                .iter()
                .map(|c| (c.stored.iter().map(|&t| t as UseKey).collect(), c.allocations, c.min_len))
                .collect()
        });
        let same_as = plan
            .same_bound_as(&self.owner)
            .map(|r| self.an.type_names.get(r).cloned().unwrap_or_else(|| r.name.clone()));
        PendingBound { encoding, charges, copy: plan.copies(&self.owner), same_as }
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
    for (uses, allocations, min_len) in own.into_iter().flatten() {
        // Each C type once, times how many (a PER element's room is four).
        let mut sizes: Vec<(String, usize)> = Vec::new();
        for key in uses {
            let s = stored.get(key).ok_or_else(|| {
                format!("internal error: a value `{}` decodes into the arena has no C type", item.name)
            })?;
            modules.extend(s.module.clone());
            match sizes.iter_mut().find(|(ctype, _)| *ctype == s.ctype) {
                Some((_, n)) => *n += 1,
                None => sizes.push((s.ctype.clone(), 1)),
            }
        }
        let sizes: Vec<String> = sizes
            .iter()
            .map(|(ctype, n)| if *n == 1 { format!("sizeof({ctype})") } else { format!("{n} * sizeof({ctype})") })
            .collect();
        // Two uses of one C type are one charge in C.
        let charge = ChargeText { sizes: sizes.join(" + "), allocations: *allocations, min_len: *min_len };
        if !charges.contains(&charge) {
            charges.push(charge);
        }
    }
    let model = ArenaBound {
        name: &item.name,
        suffix: match pending.encoding {
            Encoding::Der => "",
            Encoding::Oer => "_oer",
            Encoding::Per => "_per",
        },
        bits: pending.encoding == Encoding::Per,
        bounded: pending.charges.is_some(),
        same_as: pending.same_as.as_deref(),
        charges,
        copy: pending.copy,
    };
    Ok(model.render().unwrap_or_default())
}
