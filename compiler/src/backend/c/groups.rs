//! Modules whose C headers need each other: X.500's modules import each
//! other in circles, and two headers that include each other cannot both
//! be complete (the include guard cuts one short). Such modules declare
//! their types together, in one header ordered across them.

use std::collections::BTreeSet;

use crate::ir::Ir;

/// The modules of `ir` in groups, in module order (a group where its first
/// member is): a module alone, or every module that its header needs and
/// that needs it back, directly or through others. `uses[i]` names the
/// modules whose types module `i`'s header uses.
pub(super) fn include_cycles(ir: &Ir, uses: &[BTreeSet<String>]) -> Vec<Vec<usize>> {
    let index = |name: &str| ir.modules.iter().position(|m| m.name == name);
    let edges: Vec<Vec<usize>> = uses.iter().map(|u| u.iter().filter_map(|m| index(m)).collect()).collect();
    let reach: Vec<BTreeSet<usize>> = (0..edges.len())
        .map(|start| {
            let mut seen = BTreeSet::new();
            let mut stack = edges[start].clone();
            while let Some(m) = stack.pop() {
                if seen.insert(m) {
                    stack.extend(&edges[m]);
                }
            }
            seen
        })
        .collect();
    let mut placed = vec![false; edges.len()];
    let mut groups = Vec::new();
    for i in 0..edges.len() {
        if placed[i] {
            continue;
        }
        let group: Vec<usize> =
            (i..edges.len()).filter(|&j| j == i || (reach[i].contains(&j) && reach[j].contains(&i))).collect();
        group.iter().for_each(|&j| placed[j] = true);
        groups.push(group);
    }
    groups
}
