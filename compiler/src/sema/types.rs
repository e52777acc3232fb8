//! Types: effective tags (X.680 §31), components with extension positions
//! and COMPONENTS OF (§25), AUTOMATIC tagging, references and instances of
//! parameterized types (X.683).

use std::rc::Rc;

use crate::ast::{self, AssignmentKind, ComponentItem, Presence, Setting, TagDefault, TagMode, TypeBody};
use crate::diag::Diagnostic;
use crate::ir::{self, Extension, Tag, TypeKind};

use super::instances::InstanceUse;
use super::{DefId, DefKind, Env, Sema, Target};

/// What a resolved name denotes, for type positions.
pub(crate) enum Denotes {
    Class(DefId, ir::DefRef),
    Object(DefId),
    ObjectSet(DefId),
    Type,
    /// A name that did not resolve (already reported).
    Unresolved,
    Other,
}

/// A type of `kind` with its universal tag and no constraint.
pub(crate) fn plain(kind: TypeKind) -> ir::Type {
    let tags = kind.universal_number().map(|n| vec![Tag::universal(n)]).unwrap_or_default();
    ir::Type { tags, kind, constraint: ir::Constraint::default(), native_int: None, table: None, instance_of: None }
}

/// Stands in for a type that could not be resolved (already reported).
pub(crate) fn error_type() -> ir::Type {
    plain(TypeKind::Any { defined_by: None })
}

impl Sema<'_> {
    /// The lowered type of a type or value-set assignment (cached). Inside a
    /// cycle of references it answers with a reference that has the
    /// definition's tags, which is all a recursive use needs.
    pub(crate) fn def_type(&self, id: DefId) -> Rc<ir::Type> {
        if let Some(t) = self.type_cache.borrow().get(&id) {
            return t.clone();
        }
        let env = self.module_env(id.0);
        let a = self.assignment(id);
        let lowered = self.guarded("type", id, || match &a.kind {
            AssignmentKind::Type(t) => self.lower_type(t, &env),
            AssignmentKind::ValueSet { governor, set } => self.lower_value_set(governor, set, &env),
            _ => error_type(),
        });
        match lowered {
            Some(t) => {
                let t = Rc::new(t);
                self.type_cache.borrow_mut().insert(id, t.clone());
                t
            }
            None => {
                let mut t = plain(TypeKind::Ref(self.def_ref(id)));
                t.tags = self.light_tags(id, 0);
                Rc::new(t)
            }
        }
    }

    /// The tags of a definition read straight from its syntax, for recursive
    /// references while the definition itself is being lowered.
    fn light_tags(&self, id: DefId, hops: u32) -> Vec<Tag> {
        let a = self.assignment(id);
        match &a.kind {
            AssignmentKind::Type(t) | AssignmentKind::ValueSet { governor: t, .. } => {
                // A selection type's tags are its CHOICE's alternative's,
                // found by lowering the CHOICE, which may come back here
                // (`A ::= a < A`, stack overflow found by fuzzing): met
                // again, the chain does not end.
                let env = self.module_env(id.0);
                let tags = self.guarded("light tags", id, || self.light_type_tags(t, &env, hops)).flatten();
                if tags.is_none() {
                    self.report(
                        Diagnostic::error(
                            "E0208",
                            a.name.span,
                            format!("`{}` is defined in terms of itself", a.name.text),
                        )
                        .with_label("this reference chain never reaches a type"),
                    );
                }
                tags.unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }

    /// Tags of a type as written, following references (and the bodies of
    /// parameterized definitions and dummy parameters) without lowering
    /// components. `None` when the reference chain does not end.
    pub(crate) fn light_type_tags(&self, t: &ast::Type, env: &Env, hops: u32) -> Option<Vec<Tag>> {
        if hops > 16 {
            return None;
        }
        let mut base = match &t.body {
            TypeBody::Ref { name, .. } => match self.lookup_quiet(env, name) {
                Some(Target::Def(next)) => match &self.assignment(next).kind {
                    AssignmentKind::Type(body) | AssignmentKind::ValueSet { governor: body, .. } => {
                        self.light_type_tags(body, &self.module_env(next.0), hops + 1)?
                    }
                    _ => Vec::new(),
                },
                Some(Target::Param { actual: Setting::Type(actual), env: actual_env, .. }) => {
                    self.light_type_tags(&actual, &actual_env, hops + 1)?
                }
                _ => Vec::new(),
            },
            TypeBody::Sequence(_) | TypeBody::SequenceOf(_) => vec![Tag::universal(16)],
            TypeBody::Set(_) | TypeBody::SetOf(_) => vec![Tag::universal(17)],
            TypeBody::Choice(_) | TypeBody::Any(_) | TypeBody::Field { .. } => Vec::new(),
            _ => self.lower_untagged(t, env).tags,
        };
        let mut dummy = self.is_dummy_ref(t, env);
        let unresolved = self.is_unresolved_ref(t, env);
        for p in t.tags.iter().rev() {
            if let Some(tag) = self.prefix_tag(p, env, (base.is_empty() || dummy) && !unresolved) {
                push_tag(&mut base, tag);
            }
            dummy = false;
        }
        Some(base)
    }

    /// Lowers a type as written in `env`.
    pub(crate) fn lower_type(&self, t: &ast::Type, env: &Env) -> ir::Type {
        if !self.within_type_budget(t.span) {
            return error_type();
        }
        let mut ty = self.lower_untagged(t, env);
        let mut dummy = self.is_dummy_ref(t, env);
        let unresolved = self.is_unresolved_ref(t, env);
        for prefix in t.tags.iter().rev() {
            self.apply_tag_prefix(&mut ty, prefix, env, dummy, unresolved);
            dummy = false;
        }
        ty
    }

    fn is_dummy_ref(&self, t: &ast::Type, env: &Env) -> bool {
        match &t.body {
            TypeBody::Ref { name, .. } => matches!(self.lookup_quiet(env, name), Some(Target::Param { .. })),
            _ => false,
        }
    }

    /// Whether `t` names something that does not resolve (already
    /// reported): its stand-in has no tag, which is no reason for more
    /// errors about its tags.
    fn is_unresolved_ref(&self, t: &ast::Type, env: &Env) -> bool {
        matches!(&t.body, TypeBody::Ref { name, .. } if self.lookup_quiet(env, name).is_none())
    }

    /// Applies `[class n] mode` to a lowered type (`unresolved`: the type
    /// is the stand-in of a name that does not resolve).
    fn apply_tag_prefix(&self, ty: &mut ir::Type, p: &ast::TagPrefix, env: &Env, dummy: bool, unresolved: bool) {
        if let Some(tag) = self.prefix_tag(p, env, (ty.tags.is_empty() || dummy) && !unresolved) {
            push_tag(&mut ty.tags, tag);
        }
    }

    /// The tag `[class n] mode` stands for (X.680 §31.2.7): EXPLICIT when
    /// written so or when the module tags explicitly; always EXPLICIT on
    /// what `must_wrap` says has no tag of its own (an untagged CHOICE,
    /// open type or ANY, or a dummy reference), where IMPLICIT is an error.
    fn prefix_tag(&self, p: &ast::TagPrefix, env: &Env, must_wrap: bool) -> Option<Tag> {
        let number = self.tag_number(&p.number, env)?;
        let explicit = match p.mode {
            Some(TagMode::Explicit) => true,
            Some(TagMode::Implicit) => {
                if must_wrap {
                    self.report(
                        Diagnostic::error("E0401", p.span, "IMPLICIT cannot tag an untagged CHOICE, open type or ANY")
                            .with_label("tagged IMPLICIT here")
                            .with_note("X.680 §31.2.9: the tag of such a type is only known from its value; the tag is taken as EXPLICIT"),
                    );
                }
                must_wrap
            }
            None => self.module(env.module).tag_default == TagDefault::Explicit || must_wrap,
        };
        Some(Tag { class: p.class, number, explicit })
    }

    fn tag_number(&self, n: &ast::NumberOrRef, env: &Env) -> Option<u32> {
        let v = self.eval_number_or_ref(n, env)?;
        match u32::try_from(&v) {
            Ok(n) => Some(n),
            Err(_) => {
                self.report(
                    Diagnostic::error("E0402", n.span(), format!("tag number {v} is out of range")).with_label("here"),
                );
                None
            }
        }
    }

    /// The type without its own tag prefixes, constraints applied.
    fn lower_untagged(&self, t: &ast::Type, env: &Env) -> ir::Type {
        let mut table_done = false;
        let mut ty = match &t.body {
            TypeBody::Boolean => plain(TypeKind::Boolean),
            TypeBody::Null => plain(TypeKind::Null),
            TypeBody::Real => plain(TypeKind::Real),
            TypeBody::ObjectIdentifier => plain(TypeKind::ObjectIdentifier),
            TypeBody::RelativeOid => plain(TypeKind::RelativeOid),
            TypeBody::OidIri => plain(TypeKind::OidIri),
            TypeBody::RelativeOidIri => plain(TypeKind::RelativeOidIri),
            TypeBody::OctetString => plain(TypeKind::OctetString { containing: None }),
            TypeBody::External => plain(TypeKind::External),
            TypeBody::EmbeddedPdv => plain(TypeKind::EmbeddedPdv),
            TypeBody::CharacterString => plain(TypeKind::CharacterString),
            TypeBody::ObjectDescriptor => plain(TypeKind::ObjectDescriptor),
            TypeBody::Time(k) => plain(TypeKind::Time(*k)),
            TypeBody::String(kind) => self.string_type(*kind, t, env),
            TypeBody::Integer(named) => plain(TypeKind::Integer(self.named_numbers(named, env))),
            TypeBody::BitString(named) => plain(TypeKind::BitString(self.named_bits(named, env))),
            TypeBody::Enumerated(items) => plain(TypeKind::Enumerated(self.enumerated(items, env))),
            TypeBody::Any(by) => plain(TypeKind::Any { defined_by: by.as_ref().map(|n| n.text.clone()) }),
            TypeBody::Sequence(items) => {
                let (components, extensible) = self.components(items, env, "SEQUENCE");
                plain(TypeKind::Sequence(ir::Struct { components, extensible }))
            }
            TypeBody::Set(items) => {
                let (components, extensible) = self.components(items, env, "SET");
                plain(TypeKind::Set(ir::Struct { components, extensible }))
            }
            TypeBody::Choice(items) => {
                let (components, extensible) = self.components(items, env, "CHOICE");
                let alternatives = components
                    .into_iter()
                    .map(|c| ir::Alternative { name: c.name, ty: c.ty, extension: c.extension, notation: c.notation })
                    .collect();
                plain(TypeKind::Choice(ir::Choice { alternatives, extensible }))
            }
            TypeBody::SequenceOf(c) | TypeBody::SetOf(c) => {
                let element = self.lower_type(&c.element, env);
                let coll =
                    Box::new(ir::Collection { element_name: c.element_name.as_ref().map(|n| n.text.clone()), element });
                let mut ty = plain(if matches!(t.body, TypeBody::SetOf(_)) {
                    TypeKind::SetOf(coll)
                } else {
                    TypeKind::SequenceOf(coll)
                });
                if let Some(size) = &c.constraint {
                    self.apply_constraints(&mut ty, std::slice::from_ref(size), env);
                }
                ty
            }
            TypeBody::InstanceOf(class) => match self.lookup(env, class).map(|t| self.denotes(&t)) {
                Some(Denotes::Class(_, r)) => plain(TypeKind::InstanceOf(r)),
                Some(_) => {
                    self.report(
                        Diagnostic::error("E0212", class.span(), format!("`{}` is not a class", class.name.text))
                            .with_label("INSTANCE OF needs an information object class"),
                    );
                    error_type()
                }
                None => error_type(),
            },
            TypeBody::Field { class, fields } => {
                table_done = true;
                self.field_type(class, fields, &t.constraints, env)
            }
            TypeBody::Ref { name, args } => self.ref_type(name, args.as_deref(), env, t.span),
            TypeBody::Selection { alternative, choice } => self.selection_type(alternative, choice, env),
        };
        if table_done {
            let rest: Vec<ast::Constraint> = t
                .constraints
                .iter()
                .filter(|c| !matches!(c.spec, ast::ConstraintSpec::Table { .. }))
                .cloned()
                .collect();
            self.apply_constraints(&mut ty, &rest, env);
        } else {
            self.apply_constraints(&mut ty, &t.constraints, env);
        }
        ty
    }

    /// A restricted string type; RFC 5280 redefines some of them
    /// (`UniversalString ::= [UNIVERSAL 28] IMPLICIT OCTET STRING`), and a
    /// module's own definition takes precedence over the built-in.
    fn string_type(&self, kind: ast::StringKind, t: &ast::Type, env: &Env) -> ir::Type {
        let name = kind.keyword();
        if let Some(id) = self.find_def(env.module, name, 0) {
            let a = self.assignment(id);
            // The redefinition itself refers to the built-in meaning.
            let inside_own_definition =
                a.span.file == t.span.file && a.span.start <= t.span.start && t.span.end <= a.span.end;
            if !inside_own_definition && self.def_kind(id) == DefKind::Type {
                return self.reference_to(id);
            }
        }
        plain(TypeKind::String(kind))
    }

    /// A use of a non-parameterized type definition.
    fn reference_to(&self, id: DefId) -> ir::Type {
        let d = self.def_type(id);
        ir::Type {
            tags: d.tags.clone(),
            kind: TypeKind::Ref(self.def_ref(id)),
            constraint: d.constraint.clone(),
            native_int: d.native_int,
            table: None,
            instance_of: None,
        }
    }

    fn ref_type(
        &self,
        name: &ast::DefinedName,
        args: Option<&[Setting]>,
        env: &Env,
        span: crate::source::Span,
    ) -> ir::Type {
        match self.lookup(env, name) {
            None => error_type(),
            Some(Target::Param { actual, env: actual_env, .. }) => match actual {
                Setting::Type(t) => self.lower_type(&t, &actual_env),
                other => {
                    let what = if matches!(other, Setting::Set(_)) { "a set" } else { "a value" };
                    self.report(
                        Diagnostic::error(
                            "E0213",
                            other.span(),
                            format!("`{}` is used as a type, but its actual parameter is {what}", name.name.text),
                        )
                        .with_secondary(name.span(), "used as a type here"),
                    );
                    error_type()
                }
            },
            Some(Target::Def(id)) => {
                let a = self.assignment(id);
                if !a.params.is_empty() {
                    let Some(args) = args else {
                        self.report(
                            Diagnostic::error(
                                "E0209",
                                name.span(),
                                format!("`{}` is parameterized: give its actual parameters", name.name.text),
                            )
                            .with_label("needs `{...}`")
                            .with_secondary(a.name.span, "defined here"),
                        );
                        return error_type();
                    };
                    let Some(ienv) = self.instance_env(id, args, env, span) else { return error_type() };
                    if let InstanceUse::Refer(t) = self.enter_instance(id, args, env, &ienv) {
                        return t;
                    }
                    let lowered = self.nested(span, || match &a.kind {
                        AssignmentKind::Type(t) => Some(self.lower_type(t, &ienv)),
                        AssignmentKind::ValueSet { governor, set } => Some(self.lower_value_set(governor, set, &ienv)),
                        _ => None,
                    });
                    let expanded = match lowered {
                        Some(mut t) => {
                            t.instance_of = self.origin(&ienv);
                            t
                        }
                        None => error_type(),
                    };
                    return self.leave_instance(expanded, span);
                }
                if args.is_some() {
                    self.report(
                        Diagnostic::error("E0210", span, format!("`{}` is not parameterized", name.name.text))
                            .with_secondary(a.name.span, "defined here"),
                    );
                }
                match self.def_kind(id) {
                    DefKind::Type | DefKind::ValueSet => self.reference_to(id),
                    other => {
                        self.report(
                            Diagnostic::error(
                                "E0211",
                                name.span(),
                                format!("`{}` is {}, not a type", name.name.text, kind_name(other)),
                            )
                            .with_label("a type is expected here")
                            .with_secondary(a.name.span, "defined here"),
                        );
                        error_type()
                    }
                }
            }
        }
    }

    /// `Name Type ::= { set }`: the type constrained to the set.
    pub(crate) fn lower_value_set(&self, governor: &ast::Type, set: &ast::ElementSetSpecs, env: &Env) -> ir::Type {
        let mut ty = self.lower_type(governor, env);
        self.constrain_to_set(&mut ty, set, env);
        ty
    }

    /// Constrains `ty` to the values of `{ set }`, as a value set does.
    pub(crate) fn constrain_to_set(&self, ty: &mut ir::Type, set: &ast::ElementSetSpecs, env: &Env) {
        let c = ast::Constraint { spec: ast::ConstraintSpec::Elements(set.clone()), span: set.span };
        self.apply_constraints(ty, std::slice::from_ref(&c), env);
    }

    /// What a resolved name stands for.
    pub(crate) fn denotes(&self, target: &Target) -> Denotes {
        match target {
            Target::Def(id) => match self.def_kind(*id) {
                DefKind::Class => match self.class_def_id_pub(*id) {
                    Some((cid, r)) => Denotes::Class(cid, r),
                    None => Denotes::Other,
                },
                DefKind::Object => Denotes::Object(*id),
                DefKind::ObjectSet => Denotes::ObjectSet(*id),
                DefKind::Type | DefKind::ValueSet => Denotes::Type,
                DefKind::Value => Denotes::Other,
            },
            Target::Param { actual: Setting::Type(t), env, .. } => match self.class_of_type(t, env) {
                Some((cid, r)) => Denotes::Class(cid, r),
                None => match &t.body {
                    TypeBody::Ref { name, args: None } if t.tags.is_empty() && t.constraints.is_empty() => {
                        match self.lookup(env, name) {
                            Some(inner) => self.denotes(&inner),
                            None => Denotes::Unresolved,
                        }
                    }
                    _ => Denotes::Type,
                },
            },
            Target::Param { .. } => Denotes::Other,
        }
    }

    pub(crate) fn class_def_id_pub(&self, id: DefId) -> Option<(DefId, ir::DefRef)> {
        self.class_of_type(
            &ast::Type {
                tags: Vec::new(),
                body: TypeBody::Ref {
                    name: ast::DefinedName { module: None, name: self.assignment(id).name.clone() },
                    args: None,
                },
                constraints: Vec::new(),
                span: self.assignment(id).name.span,
            },
            &self.module_env(id.0),
        )
    }

    fn named_numbers(&self, named: &[ast::NamedNumber], env: &Env) -> Vec<(String, num_bigint::BigInt)> {
        let mut out: Vec<(String, num_bigint::BigInt)> = Vec::new();
        for n in named {
            let Some(v) = self.eval_number_or_ref(&n.value, env) else { continue };
            if let Some((other, _)) = out.iter().find(|(name, value)| name == &n.name.text || value == &v) {
                self.report(
                    Diagnostic::error(
                        "E0214",
                        n.name.span,
                        format!("`{}` repeats a name or number of `{other}`", n.name.text),
                    )
                    .with_label("names and numbers must be distinct (X.680 §19.5)"),
                );
                continue;
            }
            out.push((n.name.text.clone(), v));
        }
        out
    }

    fn named_bits(&self, named: &[ast::NamedNumber], env: &Env) -> Vec<(String, u32)> {
        self.named_numbers(named, env)
            .into_iter()
            .filter_map(|(name, v)| match u32::try_from(&v) {
                Ok(bit) => Some((name, bit)),
                Err(_) => {
                    if let Some(n) = named.iter().find(|n| n.name.text == name) {
                        self.report(Diagnostic::error("E0215", n.name.span, format!("bit number {v} is out of range")));
                    }
                    None
                }
            })
            .collect()
    }

    /// Numbers the items of ENUMERATED (X.680 §20): given numbers first,
    /// then the smallest unused non-negative numbers for the root (§20.3).
    /// An addition's number, given or not, is above those of the additions
    /// before it (§20.4), but may lie below the root's: an addition without
    /// one takes the smallest number no item has that is (§20.5, §20.6).
    fn enumerated(&self, items: &[ast::EnumItem], env: &Env) -> ir::Enumerated {
        let mut root: Vec<(String, Option<i64>, crate::source::Span)> = Vec::new();
        let mut additions = Vec::new();
        let mut marker: Option<crate::source::Span> = None;
        for item in items {
            match item {
                ast::EnumItem::Extension(span) => {
                    if marker.is_some() {
                        self.report(
                            Diagnostic::error("E0220", *span, "a second extension marker in one ENUMERATED")
                                .with_label("ENUMERATED has one `...` at most (X.680 §20.1)"),
                        );
                    }
                    marker = Some(*span);
                }
                ast::EnumItem::Named(name, value) => {
                    let v = value
                        .as_ref()
                        .and_then(|v| self.eval_number_or_ref(v, env))
                        .and_then(|v| i64::try_from(&v).ok());
                    let entry = (name.text.clone(), v, name.span);
                    if marker.is_some() {
                        additions.push(entry);
                    } else {
                        root.push(entry);
                    }
                }
            }
        }
        let extensible = marker.is_some() || self.module(env.module).extensibility_implied;
        let mut used: Vec<i64> = root.iter().filter_map(|(_, v, _)| *v).collect();
        let mut next = 0;
        let root: Vec<(String, i64, crate::source::Span)> = root
            .into_iter()
            .map(|(name, v, span)| {
                let v = v.unwrap_or_else(|| {
                    while used.contains(&next) {
                        next += 1;
                    }
                    used.push(next);
                    next
                });
                (name, v, span)
            })
            .collect();
        let mut last: Option<i64> = None;
        let additions: Vec<(String, i64, crate::source::Span)> = additions
            .into_iter()
            .map(|(name, v, span)| {
                let v = match (v, last) {
                    // (The same number again is E0214's.)
                    (Some(v), Some(last)) if v < last => {
                        self.report(
                            Diagnostic::error("E0216", span, format!("`{name}` must be numbered above {last}"))
                                .with_label(
                                    "each extension addition is numbered above the additions before it (X.680 §20.4)",
                                ),
                        );
                        v
                    }
                    (Some(v), _) => v,
                    (None, _) => {
                        let mut n = last.map_or(0, |l| l.saturating_add(1));
                        while used.contains(&n) {
                            n += 1;
                        }
                        n
                    }
                };
                used.push(v);
                last = Some(last.map_or(v, |l| l.max(v)));
                (name, v, span)
            })
            .collect();
        let all: Vec<&(String, i64, crate::source::Span)> = root.iter().chain(&additions).collect();
        for (i, (b, vb, span)) in all.iter().enumerate() {
            if let Some((a, _, _)) = all[..i].iter().find(|(a, va, _)| a == b || va == vb) {
                self.report(
                    Diagnostic::error("E0214", *span, format!("`{b}` repeats a name or number of `{a}`"))
                        .with_label("names and numbers must be distinct (X.680 §20.2, §20.5)"),
                );
            }
        }
        let strip =
            |items: Vec<(String, i64, crate::source::Span)>| items.into_iter().map(|(n, v, _)| (n, v)).collect();
        ir::Enumerated { root: strip(root), additions: strip(additions), extensible }
    }

    /// Components of SEQUENCE, SET or CHOICE with their extension positions,
    /// COMPONENTS OF expanded, AUTOMATIC tags applied.
    fn components(&self, items: &[ComponentItem], env: &Env, what: &str) -> (Vec<ir::Component>, bool) {
        let module = self.module(env.module);
        let automatic = module.tag_default == TagDefault::Automatic && !any_written_tag(items);
        let mut out = Vec::new();
        let mut markers = 0;
        let mut groups = 0;
        for item in items {
            match item {
                ComponentItem::Extension(_) => markers += 1,
                ComponentItem::Group { items: inner, span, .. } => {
                    if markers != 1 {
                        self.report(
                            Diagnostic::error(
                                "E0302",
                                *span,
                                "an extension addition group must follow the extension marker `...`",
                            )
                            .with_label("outside the extension"),
                        );
                    }
                    for c in inner {
                        if let ComponentItem::Component { name, ty, presence } = c {
                            out.push(self.component(name, ty, presence, env, Extension::Group(groups), what));
                        }
                    }
                    groups += 1;
                }
                ComponentItem::ComponentsOf(t) => out.extend(self.components_of(t, env, what)),
                ComponentItem::Component { name, ty, presence } => {
                    let ext = if markers == 1 { Extension::Addition } else { Extension::Root };
                    out.push(self.component(name, ty, presence, env, ext, what));
                }
            }
        }
        if automatic {
            for (n, c) in out.iter_mut().enumerate() {
                let untagged = c.ty.tags.is_empty();
                push_tag(&mut c.ty.tags, Tag { class: ast::TagClass::Context, number: n as u32, explicit: untagged });
            }
        }
        self.check_distinct_tags(&out, items, what);
        for (i, c) in out.iter().enumerate() {
            if out[..i].iter().any(|p| p.name == c.name) {
                if let Some(span) = component_span(items, &c.name, 2) {
                    self.report(
                        Diagnostic::error(
                            "E0217",
                            span,
                            format!("component `{}` appears twice in this {what}", c.name),
                        )
                        .with_label("second one"),
                    );
                }
            }
        }
        (out, markers > 0 || module.extensibility_implied)
    }

    fn component(
        &self,
        name: &ast::Name,
        ty: &ast::Type,
        presence: &Presence,
        env: &Env,
        extension: Extension,
        what: &str,
    ) -> ir::Component {
        let lowered = self.lower_type(ty, env);
        let (optional, default) = match presence {
            Presence::Required => (false, None),
            Presence::Optional => (true, None),
            Presence::Default(v) => {
                let default = self.eval_value(v, &lowered, env);
                if let Some(d) = &default {
                    self.check_fits(d, &lowered, v.span, "the DEFAULT value");
                }
                (false, default)
            }
        };
        if what == "CHOICE" && !matches!(presence, Presence::Required) {
            self.report(
                Diagnostic::error(
                    "E0303",
                    name.span,
                    format!("CHOICE alternative `{}` cannot be OPTIONAL or DEFAULT", name.text),
                )
                .with_label("alternatives are never absent"),
            );
        }
        let mut notation = format!("{} {}", name.text, self.text(ty.span));
        match presence {
            Presence::Required => {}
            Presence::Optional => notation += " OPTIONAL",
            Presence::Default(v) => notation += &format!(" DEFAULT {}", self.text(v.span)),
        }
        let notation = notation.split_whitespace().collect::<Vec<_>>().join(" ");
        ir::Component { name: name.text.clone(), ty: lowered, optional, default, extension, notation }
    }

    /// `COMPONENTS OF T`: the root components of the SEQUENCE (or SET) T,
    /// expanded from T's syntax so that a T that is still being lowered
    /// (X.500's `Subtree` includes `TotalRefresh`, which contains `Subtree`)
    /// works as well.
    fn components_of(&self, t: &ast::Type, env: &Env, what: &str) -> Vec<ir::Component> {
        match self.struct_syntax(t, env, what, 0) {
            Some(Some((items, def_env, key))) => {
                let expanded = match key {
                    Some(id) => self.guarded("components-of", id, || self.components(&items, &def_env, what).0),
                    None => Some(self.components(&items, &def_env, what).0),
                };
                match expanded {
                    Some(comps) => comps.into_iter().filter(|c| c.extension == Extension::Root).collect(),
                    // Refused for depth, not for a cycle.
                    None if !key.is_some_and(|id| self.in_progress("components-of", id)) => {
                        self.report(
                            Diagnostic::error("E0306", t.span, "COMPONENTS OF chains nest too deeply").with_label(
                                format!("more than {} inclusions and instances inside each other", super::MAX_DEPTH),
                            ),
                        );
                        Vec::new()
                    }
                    None => {
                        self.report(
                            Diagnostic::error("E0305", t.span, "COMPONENTS OF includes the type it is part of")
                                .with_label("this inclusion never ends"),
                        );
                        Vec::new()
                    }
                }
            }
            Some(None) => Vec::new(),
            None => {
                self.report(
                    Diagnostic::error("E0304", t.span, format!("COMPONENTS OF in a {what} needs a {what} type"))
                        .with_label("not a type of the same kind"),
                );
                Vec::new()
            }
        }
    }

    /// The component syntax of the SEQUENCE or SET a type names, with the
    /// scope to read it in. `Some(None)`: unresolved, already reported.
    #[allow(clippy::type_complexity)]
    fn struct_syntax(
        &self,
        t: &ast::Type,
        env: &Env,
        what: &str,
        hops: u32,
    ) -> Option<Option<(Vec<ComponentItem>, Env, Option<DefId>)>> {
        if hops > 16 {
            return None;
        }
        match (&t.body, what) {
            (TypeBody::Sequence(items), "SEQUENCE") | (TypeBody::Set(items), "SET") => {
                Some(Some((items.clone(), env.clone(), None)))
            }
            (TypeBody::Ref { name, args }, _) => match self.lookup(env, name) {
                None => Some(None),
                Some(Target::Param { actual: Setting::Type(actual), env: actual_env, .. }) => {
                    self.struct_syntax(&actual, &actual_env, what, hops + 1)
                }
                Some(Target::Def(id)) => {
                    let AssignmentKind::Type(body) = &self.assignment(id).kind else { return None };
                    let def_env = match args {
                        Some(args) => self.instance_env(id, args, env, t.span)?,
                        None => self.module_env(id.0),
                    };
                    let found = self.struct_syntax(body, &def_env, what, hops + 1)?;
                    Some(found.map(|(items, e, key)| (items, e, key.or(Some(id)))))
                }
                Some(_) => None,
            },
            _ => None,
        }
    }

    /// `alternative < Choice` (X.680 §30): the type of that alternative of
    /// the CHOICE, its tags included.
    fn selection_type(&self, alternative: &ast::Name, choice: &ast::Type, env: &Env) -> ir::Type {
        let lowered = self.lower_type(choice, env);
        let core = self.core(&lowered);
        let found = match &core.kind {
            TypeKind::Choice(c) => c.alternatives.iter().find(|a| a.name == alternative.text),
            // Already reported where it failed to resolve.
            TypeKind::Any { defined_by: None } if lowered == error_type() => return error_type(),
            _ => {
                self.report(
                    Diagnostic::error("E0221", choice.span, "a selection type selects from a CHOICE")
                        .with_label("this type is no CHOICE")
                        .with_note("X.680 §30.1: `identifier < Type` names an alternative of the CHOICE `Type`"),
                );
                return error_type();
            }
        };
        match found {
            Some(a) => a.ty.clone(),
            None => {
                self.report(
                    Diagnostic::error(
                        "E0222",
                        alternative.span,
                        format!("the CHOICE has no alternative `{}`", alternative.text),
                    )
                    .with_label("not an alternative of the CHOICE after `<`"),
                );
                error_type()
            }
        }
    }

    /// Follows references to the type that defines the kind.
    pub(crate) fn core(&self, ty: &ir::Type) -> Rc<ir::Type> {
        let mut current = Rc::new(ty.clone());
        for _ in 0..32 {
            let TypeKind::Ref(r) = &current.kind else { return current };
            let next = match self.def_id(r) {
                Some(id) => self.def_type(id),
                None => match self.instance_definition(r) {
                    Some(t) => Rc::new(t),
                    None => return current,
                },
            };
            if matches!(&next.kind, TypeKind::Ref(n) if n == r) {
                return next;
            }
            current = next;
        }
        current
    }

    /// The assignment a [`ir::DefRef`] names.
    pub(crate) fn def_id(&self, r: &ir::DefRef) -> Option<DefId> {
        let m = self.module_index(&r.module)?;
        self.find_def(m, &r.name, 0)
    }
}

/// Puts a tag on a chain: an explicit tag wraps, an implicit tag replaces the
/// outermost tag (keeping whether that one was a wrapper).
fn push_tag(chain: &mut Vec<Tag>, tag: Tag) {
    if tag.explicit || chain.is_empty() {
        chain.insert(0, tag);
    } else {
        chain[0] = Tag { explicit: chain[0].explicit, ..tag };
    }
}

fn any_written_tag(items: &[ComponentItem]) -> bool {
    items.iter().any(|i| match i {
        ComponentItem::Component { ty, .. } => !ty.tags.is_empty(),
        ComponentItem::Group { items, .. } => any_written_tag(items),
        _ => false,
    })
}

/// The span of the `nth` (1-based) component named `name`.
fn component_span(items: &[ComponentItem], name: &str, nth: usize) -> Option<crate::source::Span> {
    let mut seen = 0;
    let mut found = None;
    visit_names(items, &mut |n: &ast::Name| {
        if n.text == name {
            seen += 1;
            if seen == nth {
                found = Some(n.span);
            }
        }
    });
    found
}

fn visit_names(items: &[ComponentItem], f: &mut impl FnMut(&ast::Name)) {
    for i in items {
        match i {
            ComponentItem::Component { name, .. } => f(name),
            ComponentItem::Group { items, .. } => visit_names(items, f),
            _ => {}
        }
    }
}

pub(crate) fn kind_name(k: DefKind) -> &'static str {
    match k {
        DefKind::Type => "a type",
        DefKind::Class => "an information object class",
        DefKind::Value => "a value",
        DefKind::Object => "an information object",
        DefKind::ValueSet => "a value set",
        DefKind::ObjectSet => "an information object set",
    }
}
