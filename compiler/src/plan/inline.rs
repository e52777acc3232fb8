//! Element codecs read and written inside their collection's loop.
//!
//! A SEQUENCE OF or SET OF calls its element's codec once an element; where
//! the element is a small SEQUENCE or SET OF (an RDN's
//! AttributeTypeAndValue, an Extension, an RDN), the call and the child
//! reader it opens cost about as much as the element's own checks. A
//! constructed definition that is the element of one collection and
//! referred to nowhere else in its module is therefore inlined into that
//! loop: the code moves rather than doubles (measured in bench/NOTES.md,
//! thirteenth round). A definition that reaches itself is never inlined:
//! recursion cannot be unrolled.

use std::collections::HashMap;

use crate::ir::{DefRef, Ir, Type, TypeKind};
use crate::plan::open::table_of;

/// The definitions whose codecs are inlined into the one collection of
/// their module that holds them, each with the definition holding that
/// collection (the generated code of both must stay in one source file).
pub fn inlined_elements(ir: &Ir) -> HashMap<DefRef, DefRef> {
    let defs: Vec<(DefRef, &Type)> = ir
        .modules
        .iter()
        .flat_map(|m| m.types.iter().map(|t| (DefRef { module: m.name.clone(), name: t.name.clone() }, &t.ty)))
        .collect();
    let index: HashMap<&DefRef, usize> = defs.iter().enumerate().map(|(i, (r, _))| (r, i)).collect();
    let mut edges = vec![Vec::new(); defs.len()];
    // Per definition: references from its own module, and whether one of
    // them is as a collection's element.
    let mut uses = vec![0usize; defs.len()];
    let mut element = vec![false; defs.len()];
    let mut holder = vec![0usize; defs.len()];
    for (i, (owner, ty)) in defs.iter().enumerate() {
        references(ty, false, &mut |target, as_element| {
            if let Some(&j) = index.get(target) {
                edges[i].push(j);
                if target.module == owner.module {
                    uses[j] += 1;
                    element[j] |= as_element;
                    holder[j] = i;
                }
            }
        });
    }
    let cyclic = on_cycles(&edges);
    // Constructed elements only: theirs are the decoders that open a child
    // reader an element (a CHOICE or a value of a runtime type reads in
    // place).
    let constructed = |ty: &Type| {
        matches!(ty.kind, TypeKind::Sequence(_) | TypeKind::Set(_) | TypeKind::SequenceOf(_) | TypeKind::SetOf(_))
    };
    defs.iter()
        .enumerate()
        .filter(|&(j, (_, ty))| uses[j] == 1 && element[j] && !cyclic[j] && constructed(ty))
        .map(|(j, (r, _))| (r.clone(), defs[holder[j]].0.clone()))
        .collect()
}

/// Calls `f` with every definition `ty` refers to, anywhere inside it, and
/// whether the reference is a collection's element type.
fn references(ty: &Type, as_element: bool, f: &mut impl FnMut(&DefRef, bool)) {
    if let Some((dispatch, _)) = table_of(ty) {
        dispatch.entries.iter().for_each(|e| references(&e.ty, false, f));
    }
    match &ty.kind {
        TypeKind::Ref(r) => f(r, as_element),
        TypeKind::Sequence(s) | TypeKind::Set(s) => s.components.iter().for_each(|c| references(&c.ty, false, f)),
        TypeKind::Choice(c) => c.alternatives.iter().for_each(|a| references(&a.ty, false, f)),
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => references(&c.element, true, f),
        TypeKind::OctetString { containing: Some(inner) } => references(inner, false, f),
        _ => {}
    }
}

/// Which nodes lie on a cycle of `edges` (a strongly connected component
/// of more than one node, or a node with an edge to itself): Tarjan's
/// algorithm with its own stack, so that a chain of thousands of
/// definitions cannot exhaust the thread's.
fn on_cycles(edges: &[Vec<usize>]) -> Vec<bool> {
    const UNSEEN: usize = usize::MAX;
    let n = edges.len();
    let (mut order, mut low) = (vec![UNSEEN; n], vec![0; n]);
    let (mut on_stack, mut cyclic) = (vec![false; n], vec![false; n]);
    let (mut stack, mut next) = (Vec::new(), 0);
    for root in 0..n {
        if order[root] != UNSEEN {
            continue;
        }
        // Nodes being visited, each with the index of its next edge.
        let mut work = vec![(root, 0)];
        (order[root], low[root]) = (next, next);
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&(v, e)) = work.last() {
            if let Some(&w) = edges[v].get(e) {
                if let Some(top) = work.last_mut() {
                    top.1 += 1;
                }
                cyclic[v] |= w == v;
                if order[w] == UNSEEN {
                    (order[w], low[w]) = (next, next);
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(order[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == order[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.into_iter().for_each(|w| cyclic[w] = true);
                }
            }
        }
    }
    cyclic
}

#[cfg(test)]
mod tests {
    use super::on_cycles;

    #[test]
    fn cycles_are_found_and_nothing_else() {
        // 0 -> 1 -> 2 -> 0 (a cycle), 2 -> 3 (off it), 4 -> 4 (itself),
        // 5 -> 3 (a second way into 3), 6 alone.
        let edges = vec![vec![1], vec![2], vec![0, 3], vec![], vec![4], vec![3], vec![]];
        assert_eq!(on_cycles(&edges), [true, true, true, false, true, false, false]);
    }

    #[test]
    fn a_long_chain_needs_no_deep_stack() {
        // 200 000 nodes in a chain, closed into one cycle or left open.
        let n = 200_000;
        let mut edges: Vec<Vec<usize>> = (0..n).map(|i| if i + 1 < n { vec![i + 1] } else { vec![] }).collect();
        assert!(on_cycles(&edges).iter().all(|c| !c));
        edges[n - 1].push(0);
        assert!(on_cycles(&edges).iter().all(|c| *c));
    }
}
