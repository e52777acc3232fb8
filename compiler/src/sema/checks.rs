//! Tag distinctness (X.680 §25.5, §27.3, §29.2): a decoder must be able to
//! tell which component or alternative comes next from its tag alone.

use crate::ast::{ComponentItem, TagClass};
use crate::diag::Diagnostic;
use crate::ir::{self, Tag, TypeKind};

use super::Sema;

/// The tags a value of a type can start with.
#[derive(Clone, Debug)]
enum FirstTags {
    /// One of these.
    Tags(Vec<(TagClass, u32)>),
    /// Any tag (an untagged open type or ANY).
    Any,
}

impl Sema<'_> {
    fn first_tags(&self, ty: &ir::Type, depth: u32) -> FirstTags {
        if let Some(t) = ty.tags.first() {
            return FirstTags::Tags(vec![(t.class, t.number)]);
        }
        let core = self.core(ty);
        if let Some(Tag { class, number, .. }) = core.tags.first() {
            return FirstTags::Tags(vec![(*class, *number)]);
        }
        match &core.kind {
            TypeKind::Choice(c) if depth < 16 => {
                let mut all = Vec::new();
                for a in &c.alternatives {
                    match self.first_tags(&a.ty, depth + 1) {
                        FirstTags::Tags(t) => all.extend(t),
                        FirstTags::Any => return FirstTags::Any,
                    }
                }
                FirstTags::Tags(all)
            }
            _ => FirstTags::Any,
        }
    }

    /// Reports components whose tags a decoder could confuse: all of them in
    /// a SET or CHOICE, each run of OPTIONAL/DEFAULT components with the
    /// component after it in a SEQUENCE.
    pub(crate) fn check_distinct_tags(&self, comps: &[ir::Component], items: &[ComponentItem], what: &str) {
        let groups: Vec<Vec<usize>> = if what == "SEQUENCE" {
            let mut groups = Vec::new();
            let mut i = 0;
            while i < comps.len() {
                if comps[i].optional || comps[i].default.is_some() {
                    let start = i;
                    while i < comps.len() && (comps[i].optional || comps[i].default.is_some()) {
                        i += 1;
                    }
                    let end = (i + 1).min(comps.len());
                    groups.push((start..end).collect());
                } else {
                    i += 1;
                }
            }
            groups
        } else {
            vec![(0..comps.len()).collect()]
        };
        let tags: Vec<FirstTags> = comps.iter().map(|c| self.first_tags(&c.ty, 0)).collect();
        let mut reported = std::collections::HashSet::new();
        for group in groups {
            for (n, &b) in group.iter().enumerate() {
                for &a in &group[..n] {
                    let (Some(sa), Some(sb)) =
                        (component_span(items, &comps[a].name), component_span(items, &comps[b].name))
                    else {
                        continue;
                    };
                    let (ta, tb) = match (&tags[a], &tags[b]) {
                        (FirstTags::Tags(ta), FirstTags::Tags(tb)) => (ta, tb),
                        // A value that may start with any tag cannot be told
                        // apart from anything beside it (X.680 §25.5's tags
                        // must be distinct, and an open type's are not fixed).
                        (any_a, _) => {
                            let (open, other, span, other_span) = match any_a {
                                FirstTags::Any => (a, b, sa, sb),
                                FirstTags::Tags(_) => (b, a, sb, sa),
                            };
                            if reported.insert((a, b)) {
                                self.report(
                                    Diagnostic::error(
                                        "E0404",
                                        span,
                                        format!(
                                            "`{}` may start with any tag, so a decoder cannot tell it from `{}` in this {what}",
                                            comps[open].name, comps[other].name
                                        ),
                                    )
                                    .with_label("an untagged ANY or open type")
                                    .with_secondary(other_span, "beside this one")
                                    .with_note(if what == "SEQUENCE" {
                                        "tag it, e.g. `[n] EXPLICIT`, or move it where nothing OPTIONAL comes before it"
                                    } else {
                                        "tag it, e.g. `[n] EXPLICIT`"
                                    }),
                                );
                            }
                            continue;
                        }
                    };
                    let Some(clash) = tb.iter().find(|t| ta.contains(t)) else { continue };
                    if !reported.insert((a, b)) {
                        continue;
                    }
                    let tag = ir::Tag { class: clash.0, number: clash.1, explicit: false };
                    self.report(
                        Diagnostic::error(
                            "E0403",
                            sb,
                            format!(
                                "`{}` and `{}` both start with tag {tag} in this {what}",
                                comps[a].name, comps[b].name
                            ),
                        )
                        .with_label("a decoder cannot tell this one apart")
                        .with_secondary(sa, "from this one")
                        .with_note("give one of them a distinct tag, e.g. `[n] IMPLICIT`"),
                    );
                }
            }
        }
        if what != "SEQUENCE" {
            self.check_open_choices(comps, items, what);
        }
    }

    /// Two untagged extensible CHOICEs in one SET or CHOICE: their roots'
    /// tags are distinct, which is what X.680 §27.3 and §29.2 ask, so the
    /// type is accepted; but an alternative later added to either could
    /// not be told from the other's by its tag, so a warning says so.
    fn check_open_choices(&self, comps: &[ir::Component], items: &[ComponentItem], what: &str) {
        let open: Vec<&ir::Component> = comps
            .iter()
            .filter(|c| c.ty.tags.is_empty() && matches!(&self.core(&c.ty).kind, TypeKind::Choice(ch) if ch.extensible))
            .collect();
        if let [first, second, ..] = open.as_slice() {
            let (Some(at), Some(before)) = (component_span(items, &second.name), component_span(items, &first.name))
            else {
                return;
            };
            self.report(
                Diagnostic::warning(
                    "W0110",
                    at,
                    format!("`{}` and `{}` are untagged extensible CHOICEs in this {what}", first.name, second.name),
                )
                .with_label("an alternative added to either could not be told apart")
                .with_secondary(before, "the other one")
                .with_note("their roots' tags are distinct (X.680 §27.3, §29.2); tag one to leave room for additions"),
            );
        }
    }
}

fn component_span(items: &[ComponentItem], name: &str) -> Option<crate::source::Span> {
    items.iter().find_map(|i| match i {
        ComponentItem::Component { name: n, .. } if n.text == name => Some(n.span),
        ComponentItem::Group { items, .. } => component_span(items, name),
        _ => None,
    })
}
