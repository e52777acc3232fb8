//! ENUMERATED: each item's number and its place among the root items or
//! the extension additions.
//!
//! DER, JER and OER write the number (X.690 §8.4, X.696 §11); PER writes
//! the index (X.691 §14): the root items counted from zero in ascending
//! order of their numbers, the additions counted from zero in the order
//! they are defined (which X.680 §20.8 makes ascending too).
//!
//! An extensible type read in PER may meet an item a later version of the
//! schema added: PER gives its addition index alone, not its number or
//! identifier, so a codec that reads PER keeps it as that index (a *later
//! item*), written back by PER alone: DER, OER and JER have no number or
//! identifier to write for it and refuse it.

use crate::ir::Enumerated;
use crate::plan::choice::Index;

/// An ENUMERATED as a codec reads and writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumPlan<'ir> {
    /// The root items then the additions, in text order.
    pub items: Vec<EnumItem<'ir>>,
    /// The type is extensible: a number it does not name is valid, and is
    /// kept to be written unchanged.
    pub keeps_unknown: bool,
}

/// One item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumItem<'ir> {
    /// Its identifier.
    pub name: &'ir str,
    /// Its number.
    pub number: i64,
    /// Root item or addition, with its index.
    pub index: Index,
}

/// The numbers below which a target without a variant of its own for a
/// later item (C, whose ENUMERATED is an `int64_t`) holds one: addition
/// index `i` as `i64::MIN + i`. A type that keeps later items may not name
/// a number there.
pub const LATER_HELD_BELOW: i64 = i64::MIN + (1 << 32);

impl EnumPlan<'_> {
    /// How many root items there are (PER's index range).
    pub fn root_count(&self) -> u32 {
        self.items.iter().filter(|i| !i.index.is_addition()).count() as u32
    }

    /// How many additions the schema names: a later item's index is at
    /// least this.
    pub fn addition_count(&self) -> u32 {
        self.items.iter().filter(|i| i.index.is_addition()).count() as u32
    }

    /// The root items in the order of their indexes (PER's, X.691 §14:
    /// ascending numbers).
    pub fn roots_by_index(&self) -> Vec<&EnumItem<'_>> {
        let mut roots: Vec<(u32, &EnumItem<'_>)> = self
            .items
            .iter()
            .filter_map(|i| match i.index {
                Index::Root(n) => Some((n, i)),
                Index::Addition(_) => None,
            })
            .collect();
        roots.sort_by_key(|(n, _)| *n);
        roots.into_iter().map(|(_, i)| i).collect()
    }

    /// Whether a codec that reads PER (`per`) keeps an item of a later
    /// version of the schema, as its addition index: the type is
    /// extensible (X.691 §14 gives such an item by its index alone).
    pub fn keeps_later(&self, per: bool) -> bool {
        per && self.keeps_unknown
    }

    /// The first item numbered where a target holds later items
    /// ([`LATER_HELD_BELOW`]), when the type keeps them (`per`).
    pub fn named_where_later_items_are_held(&self, per: bool) -> Option<&EnumItem<'_>> {
        self.items.iter().find(|i| self.keeps_later(per) && i.number < LATER_HELD_BELOW)
    }
}

/// The plan of the ENUMERATED `e`.
pub fn enum_plan(e: &Enumerated) -> EnumPlan<'_> {
    let mut by_number: Vec<usize> = (0..e.root.len()).collect();
    by_number.sort_by_key(|&i| e.root[i].1);
    let mut root_index = vec![0u32; e.root.len()];
    for (n, i) in by_number.into_iter().enumerate() {
        root_index[i] = n as u32;
    }
    let root = e.root.iter().zip(root_index).map(|((name, number), n)| EnumItem {
        name,
        number: *number,
        index: Index::Root(n),
    });
    let additions = e.additions.iter().enumerate().map(|(n, (name, number))| EnumItem {
        name,
        number: *number,
        index: Index::Addition(n as u32),
    });
    EnumPlan { items: root.chain(additions).collect(), keeps_unknown: e.extensible }
}
