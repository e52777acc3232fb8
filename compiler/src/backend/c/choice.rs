//! CHOICE, and the tagged union it shares with open types
//! (templates/c/choice.c.askama, tagged_union.h.askama).

use super::oer::OerUnknown;
use super::{
    comment_text, declaration,
    jer::{Jer, JerArm, JerIn, JerInArm, JerInForm, JerWrite},
    names,
    oer::{OerAlternativeMember, Wire},
    stmts::shortened,
    At, CItem, Emitter, Part, Scope, Template, UntaggedCodecHeader,
};

/// The definition of a CHOICE or an open type's union.
#[derive(Template)]
#[template(path = "c/tagged_union.h.askama", escape = "none")]
pub(super) struct TaggedUnion<'a> {
    pub(super) name: &'a str,
    /// The kind meaning nothing chosen.
    pub(super) none: String,
    pub(super) kinds: Vec<UnionKind>,
    /// The members' declarations, one per kind.
    pub(super) members: &'a [String],
}

/// One kind of a [`TaggedUnion`].
pub(super) struct UnionKind {
    /// Its comment's text.
    pub comment: String,
    pub name: String,
}

/// A CHOICE: its untagged codec.
#[derive(Template)]
#[template(path = "c/choice.c.askama", escape = "none")]
pub(super) struct Choice<'a> {
    pub(super) name: &'a str,
    pub(super) alternatives: Vec<ChoiceAlternative>,
    /// An extensible CHOICE's alternative for values of other tags.
    pub(super) unknown: Option<ChoiceUnknown>,
    /// Some alternative's decoder uses the arena.
    pub(super) uses_arena: bool,
    /// Some alternative is recognised by its tag (not all are ANY).
    pub(super) uses_tag: bool,
}

pub(super) struct ChoiceAlternative {
    /// The condition that a value starting with `tag` is this alternative.
    pub(super) matches: String,
    /// Statements reading it into the union (`out->u.member`).
    pub(super) read: String,
    /// Statements writing `in->u.member`.
    pub(super) write: String,
    pub(super) kind: String,
}

pub(super) struct ChoiceUnknown {
    pub(super) kind: String,
    pub(super) member: String,
    /// With OER: the kind of an alternative read from OER (its tag and
    /// open type as read, in the same member), which has no DER.
    pub(super) oer_kind: Option<String>,
    /// With PER: the same read from PER (its index and open type).
    pub(super) per_kind: Option<String>,
}

/// `_init_as` of a CHOICE (templates/c/choice_init.{c,h}.askama).
#[derive(Template)]
#[template(path = "c/choice_init.c.askama", escape = "none")]
struct ChoiceInit<'a> {
    name: &'a str,
    /// The alternatives whose value has something to set.
    arms: Vec<InitArm>,
    /// The kinds whose value stays zero.
    plain: Vec<String>,
    /// Some arm decodes a DEFAULT from its DER.
    decodes: bool,
}

struct InitArm {
    kind: String,
    /// Statements setting `out->u.<member>`.
    sets: String,
}

#[derive(Template)]
#[template(path = "c/choice_init.h.askama", escape = "none")]
struct ChoiceInitHeader<'a> {
    name: &'a str,
}

impl Emitter<'_, '_> {
    pub(super) fn choice_item(&mut self, item: &mut CItem, choice: &crate::ir::Choice, path: &str) {
        let name = item.name.clone();
        let mut kinds = Vec::new();
        let mut members = Vec::new();
        let mut member_scope = Scope::default();
        let mut alternatives = Vec::new();
        let (mut uses_arena, mut uses_tag) = (false, false);
        let mut jer_arms = Vec::new();
        let mut jer_in_arms = Vec::new();
        // Each alternative's kind, member, type and use, for OER.
        let mut held = Vec::new();
        // `_init_as`: what choosing each alternative sets beyond zero.
        let mut init = ChoiceInit { name: &name, arms: Vec::new(), plain: Vec::new(), decodes: false };
        // The kinds are named first: they are what users write most.
        let kind_names: Vec<String> = choice
            .alternatives
            .iter()
            .map(|a| self.scope.claim(format!("{name}_{}", names::c_ident(&a.name))))
            .collect();
        for (alt, kind) in choice.alternatives.iter().zip(kind_names) {
            let member = member_scope.claim(names::c_ident(&alt.name));
            let alt_path = format!("{path}.{}", alt.name);
            let u = self.use_of(&alt.ty, &alt_path, false);
            if let Some(dep) = u.dep() {
                item.deps.push(dep);
            }
            uses_arena |= u.decodes_with_arena();
            uses_tag |= self.matches_expr(&alt.ty, &u).is_some();
            let at = At::Name(alt.name.clone());
            let x = format!("out->u.{member}");
            let checks = self.check_stmts(&u, &x, "off", &at);
            let off = if checks.is_empty() { "" } else { "size_t off = synta_reader_offset(r);\n" };
            let read = self.decode_stmts(&alt.ty, &u, "r", &x, &at).in_block();
            let v = format!("in->u.{member}");
            let write =
                format!("{}{}", self.check_stmts(&u, &v, "0", &at), self.encode_stmts(&alt.ty, &u, "w", &v, &at));
            let comment = if alt.notation.is_empty() {
                format!("{}: {}", alt.name, crate::ir::dump::type_line(&alt.ty))
            } else {
                shortened(&alt.notation)
            };
            let comment = comment_text(&comment);
            alternatives.push(ChoiceAlternative {
                matches: self.matches_expr(&alt.ty, &u).unwrap_or_else(|| "1".to_string()),
                read: format!("{off}out->kind = {kind};\n{read}{checks}").trim_end().to_string(),
                write: write.trim_end().to_string(),
                kind: kind.clone(),
            });
            let jer_write = self.jer_stmt(&u, &format!("in->u.{member}"), &at, None);
            jer_arms.push(JerArm { asn1: alt.name.clone(), write: JerWrite { place: kind.clone(), stmt: jer_write } });
            let write = self.jer_in_stmts(&alt.ty, &u, "w", "x", None, &at);
            jer_in_arms.push(JerInArm { asn1: alt.name.clone(), write });
            let initial = self.an.plan.initial(&self.owner, &alt.ty, &alt_path, &mut self.errors);
            match self.initial_stmts(initial.as_ref(), &alt.ty, &u, &x, &at, &format!("{name}_{member}")) {
                Some((sets, decodes)) => {
                    init.decodes |= decodes;
                    init.arms.push(InitArm { kind: kind.clone(), sets: sets.trim_end().to_string() });
                }
                None => init.plain.push(kind.clone()),
            }
            held.push((kind.clone(), member.clone(), &alt.ty, u.clone(), alt.name.clone()));
            kinds.push(UnionKind { comment, name: kind });
            members.push(declaration(&u.held(), &member));
        }
        let unknown = crate::plan::choice::choice_plan(self.ir(), choice).keeps_unknown.then(|| {
            let kind = self.scope.claim(format!("{name}_unknown"));
            let member = member_scope.claim("unknown".to_string());
            let comment = "An alternative added in a later version of the schema, kept as read.".to_string();
            kinds.push(UnionKind { comment, name: kind.clone() });
            let oer_kind = self.an.oer.then(|| {
                let oer_kind = self.scope.claim(format!("{name}_unknown_oer"));
                let comment = "The same, read from OER: its tag and open type as read, in `unknown` (it has no \
                               DER; `_encode` refuses it)."
                    .to_string();
                kinds.push(UnionKind { comment, name: oer_kind.clone() });
                oer_kind
            });
            let per_kind = self.an.per.then(|| {
                let per_kind = self.scope.claim(format!("{name}_unknown_per"));
                let comment = "The same, read from PER: its index and open type in the runtime's form, in \
                               `unknown` (it has no DER; `_encode` refuses it)."
                    .to_string();
                kinds.push(UnionKind { comment, name: per_kind.clone() });
                per_kind
            });
            members.push(format!("synta_any {member};"));
            ChoiceUnknown { kind, member, oer_kind, per_kind }
        });
        self.tagged_union(item, kinds, &members);
        init.plain.extend(
            unknown
                .iter()
                .flat_map(|u| std::iter::once(u.kind.clone()).chain(u.oer_kind.clone()).chain(u.per_kind.clone())),
        );
        let init_parts =
            vec![(Part::Prototypes, ChoiceInitHeader { name: &name }.render()), (Part::Functions, init.render())];
        self.put(item, init_parts);
        // An unknown alternative is read as ANY, which BER mode may copy.
        let uses_arena = uses_arena || unknown.is_some();
        let unknown_kinds =
            unknown.as_ref().map(|u| (u.kind.clone(), u.member.clone(), u.oer_kind.clone(), u.per_kind.clone()));
        let mut as_read: Vec<JerWrite> = unknown.iter().map(|u| JerWrite::as_read(&u.kind, &u.member, true)).collect();
        as_read.extend(unknown.iter().filter_map(|u| Some(JerWrite::as_read_oer(u.oer_kind.as_ref()?, &u.member))));
        as_read.extend(unknown.iter().filter_map(|u| Some(JerWrite::as_read_per(u.per_kind.as_ref()?, &u.member))));
        let model = Choice { uses_arena, uses_tag, name: &name, alternatives, unknown };
        let parts =
            vec![(Part::Functions, model.render()), (Part::Codec, UntaggedCodecHeader { name: &name }.render())];
        self.put(item, parts);
        self.put_jer(item, Jer::Union { arms: jer_arms, as_read, wrapped: true });
        let extensible = unknown_kinds.is_some();
        self.put_jer_in(item, JerInForm::Untagged, JerIn::Choice { arms: jer_in_arms, extensible });
        self.put_oer(item, |e, wire| {
            let plan = crate::plan::choice::choice_plan(e.ir(), choice);
            let members: Vec<OerAlternativeMember> = held
                .iter()
                .map(|(kind, member, ty, u, asn1)| OerAlternativeMember { kind, member, ty, u, asn1 })
                .collect();
            // (Generated with the rule, so the kind read from it is there.)
            let unknown = unknown_kinds.as_ref().map(|(kind, member, oer_kind, per_kind)| {
                let (own, other) = match wire {
                    Wire::Oer => (oer_kind, per_kind),
                    Wire::Per => (per_kind, oer_kind),
                };
                OerUnknown {
                    der_kind: kind.clone(),
                    own_kind: own.clone().unwrap_or_else(|| kind.clone()),
                    other_kind: other.clone(),
                    member: member.clone(),
                }
            });
            e.oer_choice(wire, &plan, &members, unknown)
        });
    }

    /// The definition of a CHOICE or an open type's union: a `_kind` enum
    /// (zero meaning nothing chosen, then one enumerator per entry of
    /// `kinds`) and the struct holding the kind and a union of `members`.
    pub(super) fn tagged_union(&mut self, item: &mut CItem, kinds: Vec<UnionKind>, members: &[String]) {
        let name = item.name.clone();
        let none = self.scope.claim(format!("{name}_none"));
        item.forward = true;
        let definition = TaggedUnion { name: &name, none, kinds, members }.render();
        self.put(item, vec![(Part::Definition, definition)]);
    }
}
