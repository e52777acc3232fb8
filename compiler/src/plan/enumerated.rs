//! ENUMERATED: each item's number and its place among the root items or
//! the extension additions.
//!
//! DER, JER and OER write the number (X.690 §8.4, X.696 §11); PER writes
//! the index (X.691 §14): the root items counted from zero in ascending
//! order of their numbers, the additions counted from zero in the order
//! they are defined (which X.680 §20.8 makes ascending too).

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

impl EnumPlan<'_> {
    /// How many root items there are (PER's index range).
    pub fn root_count(&self) -> u32 {
        self.items.iter().filter(|i| !i.index.is_addition()).count() as u32
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
