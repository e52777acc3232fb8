//! CHOICE: each alternative's place among the root alternatives or the
//! extension additions, the tag that selects it, and whether a value of an
//! alternative this schema does not know is kept.
//!
//! DER and OER tell the alternative by its tag (X.690 §8.13, X.696 §20);
//! PER by its index (X.691 §23), which counts the root alternatives and
//! the extension additions each from zero, in the canonical order of their
//! tags (X.680 §8.6), not in text order.

use crate::ir::{Alternative, Choice, Extension, Ir, Type, TypeKind};
use crate::plan::tags::{outer_tag, WireTag};

/// A CHOICE as a codec reads and writes it.
#[derive(Clone, Debug)]
pub struct ChoicePlan<'ir> {
    /// One per alternative, in text order.
    pub alternatives: Vec<AlternativePlan<'ir>>,
    /// The CHOICE is extensible: a value of an alternative the schema does
    /// not know is valid, and is kept as read to be written unchanged.
    pub keeps_unknown: bool,
}

/// One alternative.
#[derive(Clone, Debug)]
pub struct AlternativePlan<'ir> {
    /// The alternative in the IR.
    pub alternative: &'ir Alternative,
    /// Where it stands: a root alternative or an extension addition, with
    /// its index among those (PER's choice index).
    pub index: Index,
    /// The first tag of its encoding, which DER and OER read to select it;
    /// `None` for an untagged CHOICE or open type, selected by their own
    /// alternatives' tags.
    pub outer: Option<WireTag>,
}

/// A place among the root items or among the extension additions, each
/// counted from zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Index {
    /// The n-th root item.
    Root(u32),
    /// The n-th extension addition.
    Addition(u32),
}

impl Index {
    /// An extension addition.
    pub fn is_addition(self) -> bool {
        matches!(self, Index::Addition(_))
    }
}

impl ChoicePlan<'_> {
    /// How many root alternatives there are (PER's index range).
    pub fn root_count(&self) -> u32 {
        self.alternatives.iter().filter(|a| !a.index.is_addition()).count() as u32
    }
}

/// The plan of the CHOICE `choice`.
pub fn choice_plan<'ir>(ir: &Ir, choice: &'ir Choice) -> ChoicePlan<'ir> {
    let order = |addition: bool| {
        let mut members: Vec<(usize, Option<WireTag>)> = choice
            .alternatives
            .iter()
            .enumerate()
            .filter(|(_, a)| (a.extension != Extension::Root) == addition)
            .map(|(i, a)| (i, canonical_tag(ir, &a.ty, 0)))
            .collect();
        // Stable: alternatives without a tag keep their text order.
        members.sort_by_key(|(_, tag)| tag.map(|t| (t.class as u8, t.number)));
        members.into_iter().map(|(i, _)| i).collect::<Vec<_>>()
    };
    let mut index = vec![Index::Root(0); choice.alternatives.len()];
    for (n, i) in order(false).into_iter().enumerate() {
        index[i] = Index::Root(n as u32);
    }
    for (n, i) in order(true).into_iter().enumerate() {
        index[i] = Index::Addition(n as u32);
    }
    let alternatives = choice
        .alternatives
        .iter()
        .zip(index)
        .map(|(alternative, index)| AlternativePlan { alternative, index, outer: outer_tag(ir, &alternative.ty) })
        .collect();
    ChoicePlan { alternatives, keeps_unknown: choice.extensible }
}

/// The tag a type is ordered by (X.680 §8.6): its outer tag, or for an
/// untagged CHOICE the least tag of its alternatives.
pub(crate) fn canonical_tag(ir: &Ir, ty: &Type, depth: usize) -> Option<WireTag> {
    if let Some(tag) = outer_tag(ir, ty) {
        return Some(tag);
    }
    match &ir.core(ty).kind {
        TypeKind::Choice(c) if depth < 32 => c
            .alternatives
            .iter()
            .filter_map(|a| canonical_tag(ir, &a.ty, depth + 1))
            .min_by_key(|t| (t.class as u8, t.number)),
        _ => None,
    }
}
