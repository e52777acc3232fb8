//! Information object classes, objects and object sets (X.681), class field
//! types and table constraints (X.682).
//!
//! An object definition in a class's WITH SYNTAX form cannot be parsed
//! without the class, so the grammar keeps it as a token block; here the
//! class's syntax is matched against the source text, and each setting is
//! parsed with the grammar's entry rule for its kind (type, value or set).

use std::rc::Rc;
use std::sync::Arc;

use crate::ast::SettingKind;
use crate::ast::{self, AssignmentKind, Element, ElementSet, Setting, SyntaxItem, ValueKind};
use crate::diag::Diagnostic;
use crate::ir::{self, FieldKind, FieldSetting, TypeKind};
use crate::source::Span;

use super::types::{error_type, plain, Denotes};
use super::{with_suggestion, DefId, Env, Sema, Target};

/// A class: its definition and reference.
pub(crate) type ClassId = (DefId, ir::DefRef);

impl Sema<'_> {
    fn class_ast(&self, id: DefId) -> Option<&ast::ClassDefn> {
        match &self.assignment(id).kind {
            AssignmentKind::Class(c) => Some(c),
            _ => None,
        }
    }

    /// The class defined by assignment `id` (cached).
    pub(crate) fn class_def(&self, id: DefId) -> Rc<ir::ClassDef> {
        if let Some(c) = self.class_cache.borrow().get(&id) {
            return c.clone();
        }
        let a = self.assignment(id);
        let env = self.module_env(id.0);
        let built = self.guarded("class", id, || {
            let defn = self.class_ast(id);
            let fields = defn.map(|d| d.fields.iter().map(|f| self.class_field(f, &env)).collect()).unwrap_or_default();
            let syntax = defn.and_then(|d| d.syntax.as_ref()).map(|items| render_syntax(items));
            ir::ClassDef { name: a.name.text.clone(), fields, syntax }
        });
        let class =
            Rc::new(built.unwrap_or(ir::ClassDef { name: a.name.text.clone(), fields: Vec::new(), syntax: None }));
        self.class_cache.borrow_mut().insert(id, class.clone());
        class
    }

    fn class_field(&self, f: &ast::FieldSpec, env: &Env) -> ir::ClassField {
        let upper = f.name.text[1..].starts_with(|c: char| c.is_ascii_uppercase());
        let kind = match (&f.governor, upper) {
            (None, true) => FieldKind::Type,
            (None, false) => {
                self.report(
                    Diagnostic::error("E0701", f.name.span, format!("value field `{}` needs a type", f.name.text))
                        .with_label("a lower-case field is a value or object field"),
                );
                FieldKind::FixedValue(error_type())
            }
            (Some(ast::FieldGovernor::Field(t)), _) => FieldKind::VariableValue(t.text.clone()),
            (Some(ast::FieldGovernor::Type(t)), upper) => match self.class_of_type(t, env) {
                Some((_, r)) if upper => FieldKind::ObjectSet(r),
                Some((_, r)) => FieldKind::Object(r),
                None if upper => FieldKind::ValueSet(self.lower_type(t, env)),
                None => FieldKind::FixedValue(self.lower_type(t, env)),
            },
        };
        let default = f.default.as_ref().and_then(|d| self.field_setting(&kind, d, env));
        ir::ClassField {
            name: f.name.text.clone(),
            kind,
            unique: f.unique,
            optional: f.optional || default.is_some(),
            default,
        }
    }

    /// One field of a class, read from the class's syntax when the class
    /// itself is still being built (a class may refer to its own fields:
    /// `&SuperiorStructureRules STRUCTURE-RULE.&id`).
    pub(crate) fn class_field_of(&self, class: DefId, name: &str) -> Option<ir::ClassField> {
        if let Some(c) = self.class_cache.borrow().get(&class) {
            return c.fields.iter().find(|f| f.name == name).cloned();
        }
        let spec = self.class_ast(class)?.fields.iter().find(|f| f.name.text == name)?;
        self.guarded("class-field", class, || self.class_field(spec, &self.module_env(class.0)))
    }

    fn class_id_of(&self, r: &ir::DefRef) -> Option<ClassId> {
        self.def_id(r).map(|id| (id, r.clone()))
    }

    /// Turns a parsed setting into what the field holds.
    fn field_setting(&self, kind: &FieldKind, s: &Setting, env: &Env) -> Option<FieldSetting> {
        Some(match (kind, s) {
            (FieldKind::Type, Setting::Type(t)) => FieldSetting::Type(self.lower_type(t, env)),
            (FieldKind::FixedValue(ty), Setting::Value(v)) => FieldSetting::Value(self.eval_value(v, ty, env)?),
            (FieldKind::VariableValue(_), Setting::Value(v)) => {
                FieldSetting::Value(ir::Value::Opaque(self.text(v.span).to_string()))
            }
            (FieldKind::ValueSet(ty), Setting::Set(set)) => {
                let mut t = ty.clone();
                self.constrain_to_set(&mut t, set, env);
                FieldSetting::ValueSet(t)
            }
            (FieldKind::ValueSet(_), Setting::Type(t)) => FieldSetting::ValueSet(self.lower_type(t, env)),
            (FieldKind::Object(c), Setting::Value(v)) => {
                FieldSetting::Object(self.lower_object(&self.class_id_of(c)?, v, env)?)
            }
            (FieldKind::ObjectSet(c), Setting::Set(set)) => {
                FieldSetting::ObjectSet(self.lower_object_set(&self.class_id_of(c)?, set, env))
            }
            (FieldKind::ObjectSet(c), Setting::Type(t)) => {
                let mut set = ir::ObjectSet::default();
                self.collect_from_type(&self.class_id_of(c)?, t, env, &mut set);
                FieldSetting::ObjectSet(set)
            }
            (_, other) => {
                self.report(
                    Diagnostic::error("E0707", other.span(), "this setting does not fit the field")
                        .with_label(format!("expected {}", setting_label(kind))),
                );
                return None;
            }
        })
    }

    // ---------------------------------------------------------- objects ---

    /// The object defined by assignment `id` (cached).
    pub(crate) fn object_def(&self, id: DefId) -> Option<Arc<ir::Object>> {
        if let Some(o) = self.object_cache.borrow().get(&id) {
            return o.clone();
        }
        let a = self.assignment(id);
        let env = self.module_env(id.0);
        let AssignmentKind::Value { governor, value } = &a.kind else { return None };
        let object = self
            .guarded("object", id, || {
                let class = self.class_of_type(governor, &env)?;
                let mut o = (*self.lower_object(&class, value, &env)?).clone();
                o.name = Some(self.def_ref(id));
                Some(Arc::new(o))
            })
            .flatten();
        self.object_cache.borrow_mut().insert(id, object.clone());
        object
    }

    /// An object named in `env` (a definition or an object parameter).
    pub(crate) fn resolve_object_ref(&self, name: &ast::DefinedName, env: &Env) -> Option<Arc<ir::Object>> {
        let target = self.lookup(env, name)?;
        match self.denotes(&target) {
            Denotes::Object(id) => self.object_def(id),
            _ => match target {
                Target::Param { governor: Some((g, genv)), actual: Setting::Value(v), env: aenv } => {
                    let class = self.class_of_type(&g, &genv)?;
                    self.lower_object(&class, &v, &aenv)
                }
                _ => {
                    self.report(
                        Diagnostic::error(
                            "E0702",
                            name.span(),
                            format!("`{}` is not an information object", name.name.text),
                        )
                        .with_label("an object is expected here"),
                    );
                    None
                }
            },
        }
    }

    /// An object of `class` as written: a reference, an instance of a
    /// parameterized object, or a definition in braces.
    pub(crate) fn lower_object(&self, class: &ClassId, v: &ast::Value, env: &Env) -> Option<Arc<ir::Object>> {
        match &v.kind {
            ValueKind::Ref(name) => self.resolve_object_ref(name, env),
            ValueKind::Instance(name, args) => {
                let Some(Target::Def(id)) = self.lookup(env, name) else { return None };
                let AssignmentKind::Value { value, .. } = &self.assignment(id).kind else { return None };
                let ienv = self.instance_env(id, args, env, v.span)?;
                self.nested(v.span, || self.lower_object(class, value, &ienv)).map(|o| {
                    let mut o = (*o).clone();
                    o.name = None;
                    Arc::new(o)
                })
            }
            ValueKind::Tokens | ValueKind::Block(_) => self.define_object(class, v.span, env).map(Arc::new),
            ValueKind::Field(source, fields) => {
                let mut found = ir::ObjectSet::default();
                self.collect_from_objects(source, fields, env, &mut found);
                found.objects.into_iter().next()
            }
            _ => {
                self.report(
                    Diagnostic::error("E0702", v.span, format!("expected an object of class `{}`", class.1.name))
                        .with_label("not an object"),
                );
                None
            }
        }
    }

    /// Reads `{ ... }` with the class's WITH SYNTAX (or the default
    /// `&field setting, ...` syntax) and applies field defaults.
    fn define_object(&self, class: &ClassId, span: Span, env: &Env) -> Option<ir::Object> {
        let class_def = self.class_def(class.0);
        let file = span.file;
        let text = self.src.text(file);
        let mut reader = ObjectReader {
            sema: self,
            class: &class_def,
            env,
            text,
            file,
            end: span.end as usize - 1,
            settings: Vec::new(),
            failed: Vec::new(),
        };
        let start = span.start as usize + 1;
        let result = match self.class_ast(class.0).and_then(|c| c.syntax.as_deref()) {
            Some(items) => reader.items(items, start).and_then(|pos| reader.finish(pos)),
            None => reader.default_syntax(start),
        };
        if let Err((at, expected)) = result {
            let at = at.min(reader.end);
            let mut d = Diagnostic::error(
                "E0703",
                Span::new(file, at, at + word_len(&text[at..])),
                format!("this object does not follow the syntax of class `{}`", class.1.name),
            )
            .with_label(format!("expected {expected}"))
            .with_secondary(span, "object defined here");
            if let Some(s) = &class_def.syntax {
                d = d.with_note(format!("the class's syntax is {{ {s} }}"));
            }
            self.report(d);
            return None;
        }
        let mut fields = Vec::new();
        for f in &class_def.fields {
            match reader.settings.iter().find(|(n, _)| n == &f.name) {
                Some((_, s)) => fields.push((f.name.clone(), s.clone())),
                None => match &f.default {
                    Some(d) => fields.push((f.name.clone(), d.clone())),
                    None if f.optional || reader.failed.contains(&f.name) => {}
                    None => {
                        self.report(
                            Diagnostic::error(
                                "E0708",
                                span,
                                format!("this object does not set the required field `{}`", f.name),
                            )
                            .with_label(format!("class `{}` requires `{}`", class.1.name, f.name)),
                        );
                        return None;
                    }
                },
            }
        }
        Some(ir::Object { name: None, class: class.1.clone(), fields })
    }

    // ------------------------------------------------------ object sets ---

    /// The class of the object set defined by `id`.
    pub(crate) fn object_set_class(&self, id: DefId) -> Option<ClassId> {
        match &self.assignment(id).kind {
            AssignmentKind::ValueSet { governor, .. } => self.class_of_type(governor, &self.module_env(id.0)),
            _ => None,
        }
    }

    /// The object set defined by `id` (cached). Met again while it is being
    /// resolved (a cycle), it is an empty set that defers to `id`: its
    /// objects are added once every set is known (see `ObjectSet::deferred`).
    pub(crate) fn object_set_def(&self, id: DefId) -> Rc<ir::ObjectSet> {
        if let Some(s) = self.set_cache.borrow().get(&id) {
            return s.clone();
        }
        let AssignmentKind::ValueSet { set, .. } = &self.assignment(id).kind else { return Rc::default() };
        let Some(class) = self.object_set_class(id) else { return Rc::default() };
        let env = self.module_env(id.0);
        match self.guarded("set", id, || self.lower_object_set(&class, set, &env)) {
            Some(s) => {
                let s = Rc::new(s);
                self.set_cache.borrow_mut().insert(id, s.clone());
                s
            }
            None => Rc::new(ir::ObjectSet { deferred: vec![self.def_ref(id)], ..Default::default() }),
        }
    }

    /// Flattens `{ ... }` into its objects.
    pub(crate) fn lower_object_set(&self, class: &ClassId, specs: &ast::ElementSetSpecs, env: &Env) -> ir::ObjectSet {
        let mut set = ir::ObjectSet { extensible: specs.extensible, ..Default::default() };
        for part in specs.root.iter().chain(specs.additional.iter()) {
            self.collect(class, part, env, &mut set);
        }
        let mut seen = std::collections::HashSet::new();
        set.objects.retain(|o| o.name.as_ref().map(|n| seen.insert(n.clone())).unwrap_or(true));
        set
    }

    fn collect(&self, class: &ClassId, es: &ElementSet, env: &Env, out: &mut ir::ObjectSet) {
        match es {
            ElementSet::Union(parts) | ElementSet::Intersection(parts) => {
                for p in parts {
                    self.collect(class, p, env, out);
                }
            }
            ElementSet::Except(a, b) => {
                self.collect(class, a, env, out);
                let mut removed = ir::ObjectSet::default();
                self.collect(class, b, env, &mut removed);
                out.objects.retain(|o| !removed.objects.iter().any(|r| r.name.is_some() && r.name == o.name));
            }
            ElementSet::AllExcept(_) => out.extensible = true,
            ElementSet::Element(Element::Nested(inner)) => self.collect(class, inner, env, out),
            ElementSet::Element(Element::Value(v)) => match self.lower_object(class, v, env) {
                Some(o) => out.objects.push(o),
                None => self.defer_object(v, env, out),
            },
            ElementSet::Element(Element::Type(t)) => self.collect_from_type(class, t, env, out),
            ElementSet::Element(other) => {
                let span = match other {
                    Element::Range { span, .. } => Some(*span),
                    _ => None,
                };
                if let Some(span) = span {
                    self.report(
                        Diagnostic::error("E0704", span, "an object set holds objects and object sets")
                            .with_label("not an object"),
                    );
                }
            }
        }
    }

    /// An object named in a set that is still being resolved: its type
    /// leads back to the set (`ct-SignedData` in CMS's `ContentSet`). The
    /// set defers to it, to be completed once every object is known.
    fn defer_object(&self, v: &ast::Value, env: &Env, out: &mut ir::ObjectSet) {
        let ValueKind::Ref(name) = &v.kind else { return };
        if let Some(target) = self.lookup(env, name) {
            if let Denotes::Object(id) = self.denotes(&target) {
                if self.in_progress("object", id) {
                    out.deferred.push(self.def_ref(id));
                }
            }
        }
    }

    /// An upper-case name inside an object set: another object set.
    fn collect_from_type(&self, class: &ClassId, t: &ast::Type, env: &Env, out: &mut ir::ObjectSet) {
        if let ast::TypeBody::Field { class: source, fields } = &t.body {
            return self.collect_from_objects(source, fields, env, out);
        }
        let ast::TypeBody::Ref { name, args } = &t.body else {
            self.report(
                Diagnostic::error("E0704", t.span, "an object set holds objects and object sets")
                    .with_label("not an object set"),
            );
            return;
        };
        let Some(target) = self.lookup(env, name) else { return };
        match target {
            Target::Param { actual: Setting::Set(specs), env: aenv, .. } => {
                let inner = self.lower_object_set(class, &specs, &aenv);
                out.absorb(&inner);
            }
            Target::Param { actual: Setting::Type(t2), env: aenv, .. } => {
                self.collect_from_type(class, &t2, &aenv, out)
            }
            Target::Param { actual: Setting::Value(v), env: aenv, .. } => {
                if let Some(o) = self.lower_object(class, &v, &aenv) {
                    out.objects.push(o);
                }
            }
            Target::Def(id) => {
                if let (Some(args), AssignmentKind::ValueSet { set, .. }) = (args, &self.assignment(id).kind) {
                    if let Some(ienv) = self.instance_env(id, args, env, t.span) {
                        if let Some(inner) = self.nested(t.span, || Some(self.lower_object_set(class, set, &ienv))) {
                            out.absorb(&inner);
                        }
                    }
                    return;
                }
                match self.denotes(&Target::Def(id)) {
                    Denotes::ObjectSet(id) => {
                        let inner = self.object_set_def(id);
                        out.absorb(&inner);
                    }
                    Denotes::Object(id) => {
                        if let Some(o) = self.object_def(id) {
                            out.objects.push(o);
                        }
                    }
                    _ => self.report(
                        Diagnostic::error("E0704", name.span(), format!("`{}` is not an object set", name.name.text))
                            .with_label("an object set is expected here"),
                    ),
                }
            }
        }
    }

    /// `object.&objs` or `Set.&obj` in an object set: the objects those
    /// fields hold (X.681 §15). An optional field that is not set adds none.
    fn collect_from_objects(
        &self,
        source: &ast::DefinedName,
        fields: &[ast::Name],
        env: &Env,
        out: &mut ir::ObjectSet,
    ) {
        let Some(target) = self.lookup(env, source) else { return };
        let mut current: Vec<Arc<ir::Object>> = match (self.denotes(&target), &target) {
            (Denotes::Object(id), _) => self.object_def(id).into_iter().collect(),
            (Denotes::ObjectSet(id), _) => {
                let set = self.object_set_def(id);
                out.extensible |= set.extensible;
                set.objects.clone()
            }
            (_, Target::Param { governor: Some((g, genv)), actual, env: aenv }) => {
                let Some(class) = self.class_of_type(g, genv) else { return };
                match actual {
                    Setting::Value(v) => self.lower_object(&class, v, aenv).into_iter().collect(),
                    Setting::Set(set) => self.lower_object_set(&class, set, aenv).objects,
                    Setting::Type(t) => {
                        let mut set = ir::ObjectSet::default();
                        self.collect_from_type(&class, t, aenv, &mut set);
                        set.objects
                    }
                }
            }
            _ => {
                self.report(
                    Diagnostic::error(
                        "E0704",
                        source.span(),
                        format!("`{}` is not an object or object set", source.name.text),
                    )
                    .with_label("`.&field` here must take objects from an object or object set"),
                );
                return;
            }
        };
        for f in fields {
            let mut next = Vec::new();
            for o in &current {
                match o.field(&f.text) {
                    Some(FieldSetting::Object(x)) => next.push(x.clone()),
                    Some(FieldSetting::ObjectSet(s)) => {
                        out.extensible |= s.extensible;
                        next.extend(s.objects.iter().cloned());
                    }
                    Some(_) => {
                        self.report(
                            Diagnostic::error("E0704", f.span, format!("field `{}` does not hold objects", f.text))
                                .with_label("not an object field"),
                        );
                        return;
                    }
                    None => {}
                }
            }
            current = next;
        }
        out.objects.extend(current);
    }

    // ---------------------------------------------------- field types ---

    /// `CLASS.&field`, `object.&Type` or `ObjectSet.&Type`, with its table
    /// constraint when one follows.
    pub(crate) fn field_type(
        &self,
        source: &ast::DefinedName,
        fields: &[ast::Name],
        constraints: &[ast::Constraint],
        env: &Env,
    ) -> ir::Type {
        let Some(target) = self.lookup(env, source) else { return error_type() };
        let Some(field) = fields.first() else { return error_type() };
        match self.denotes(&target) {
            Denotes::Class(cid, cref) => {
                // Walk `.&objField.&objField2.&final` through the classes of
                // object and object set fields.
                let mut class = (cid, cref.clone());
                let mut last = None;
                for (i, f) in fields.iter().enumerate() {
                    let Some(field) = self.class_field_of(class.0, &f.text) else {
                        let names = self
                            .class_ast(class.0)
                            .map(|c| c.fields.iter().map(|x| x.name.text.as_str()).collect::<Vec<_>>());
                        self.report(with_suggestion(
                            Diagnostic::error(
                                "E0705",
                                f.span,
                                format!("class `{}` has no field `{}`", class.1.name, f.text),
                            )
                            .with_label("unknown field"),
                            &f.text,
                            names.unwrap_or_default(),
                        ));
                        return error_type();
                    };
                    if i + 1 < fields.len() {
                        match &field.kind {
                            FieldKind::Object(c) | FieldKind::ObjectSet(c) => match self.class_id_of(c) {
                                Some(next) => class = next,
                                None => return error_type(),
                            },
                            _ => {
                                self.report(
                                    Diagnostic::error(
                                        "E0706",
                                        f.span,
                                        format!("`{}` holds no objects, so `.&` cannot follow it", f.text),
                                    )
                                    .with_label("not an object field"),
                                );
                                return error_type();
                            }
                        }
                    }
                    last = Some(field);
                }
                let Some(f) = last else { return error_type() };
                let path = fields.iter().map(|f| f.text.as_str()).collect::<Vec<_>>().join(".");
                let mut ty = match &f.kind {
                    FieldKind::Type => plain(TypeKind::OpenType { class: class.1.clone(), field: path.clone() }),
                    FieldKind::FixedValue(t) | FieldKind::ValueSet(t) => t.clone(),
                    FieldKind::VariableValue(_) => plain(TypeKind::Any { defined_by: None }),
                    FieldKind::Object(_) | FieldKind::ObjectSet(_) => {
                        self.report(
                            Diagnostic::error(
                                "E0706",
                                fields[fields.len() - 1].span,
                                format!("`{}` holds objects, not a type or value", f.name),
                            )
                            .with_label("not a type field"),
                        );
                        return error_type();
                    }
                };
                for c in constraints {
                    if let ast::ConstraintSpec::Table { set, at } = &c.spec {
                        let objects = self.lower_object_set(&(cid, cref.clone()), set, env);
                        let relation = at.first().map(|a| (a.level, a.path.clone()));
                        ty.table = Some(Box::new(ir::TableConstraint {
                            class: cref.clone(),
                            field: path.clone(),
                            set: objects,
                            relation,
                            dispatch: None,
                        }));
                    }
                }
                ty
            }
            Denotes::Object(id) => match self.object_def(id).as_ref().and_then(|o| o.field(&field.text).cloned()) {
                Some(FieldSetting::Type(t)) => t,
                _ => {
                    self.report(
                        Diagnostic::error(
                            "E0706",
                            field.span,
                            format!("`{}` sets no type field `{}`", source.name.text, field.text),
                        )
                        .with_label("no such type"),
                    );
                    error_type()
                }
            },
            Denotes::ObjectSet(id) => match self.object_set_class(id) {
                Some((_, cref)) => {
                    let mut ty = plain(TypeKind::OpenType { class: cref.clone(), field: field.text.clone() });
                    let set = (*self.object_set_def(id)).clone();
                    ty.table = Some(Box::new(ir::TableConstraint {
                        class: cref,
                        field: field.text.clone(),
                        set,
                        relation: None,
                        dispatch: None,
                    }));
                    ty
                }
                None => error_type(),
            },
            Denotes::Unresolved => error_type(),
            _ => match target {
                Target::Param { governor: Some((g, genv)), actual, env: aenv } => match self.class_of_type(&g, &genv) {
                    Some(class) => {
                        let object = match &actual {
                            Setting::Value(v) => self.lower_object(&class, v, &aenv),
                            _ => None,
                        };
                        match object.as_ref().and_then(|o| o.field(&field.text)) {
                            Some(FieldSetting::Type(t)) => t.clone(),
                            _ => plain(TypeKind::OpenType { class: class.1, field: field.text.clone() }),
                        }
                    }
                    None => error_type(),
                },
                _ => {
                    self.report(
                        Diagnostic::error(
                            "E0706",
                            source.span(),
                            format!("`{}` is not a class, object or object set", source.name.text),
                        )
                        .with_label("`.&field` needs one of these"),
                    );
                    error_type()
                }
            },
        }
    }
}

/// Reads one object definition against a class's syntax.
struct ObjectReader<'s, 'a> {
    sema: &'s Sema<'a>,
    class: &'s ir::ClassDef,
    env: &'s Env,
    text: &'s str,
    file: crate::source::FileId,
    /// Offset of the closing brace.
    end: usize,
    settings: Vec<(String, FieldSetting)>,
    /// Fields whose setting was present but did not evaluate (reported).
    failed: Vec<String>,
}

type ReadResult = Result<usize, (usize, String)>;

impl ObjectReader<'_, '_> {
    fn items(&mut self, items: &[SyntaxItem], mut pos: usize) -> ReadResult {
        for item in items {
            pos = match item {
                SyntaxItem::Literal(word) => self.literal(&word.text, pos)?,
                SyntaxItem::Field(name) => self.setting(&name.text, pos)?,
                SyntaxItem::Optional(group) => {
                    // X.681 §10.9: an optional group is present when its
                    // first literal is.
                    let present = match group.first() {
                        Some(SyntaxItem::Literal(w)) => self.literal(&w.text, pos).is_ok(),
                        _ => true,
                    };
                    if present {
                        let saved = self.settings.len();
                        match self.items(group, pos) {
                            Ok(p) => p,
                            Err(e) if matches!(group.first(), Some(SyntaxItem::Literal(_))) => return Err(e),
                            Err(_) => {
                                self.settings.truncate(saved);
                                pos
                            }
                        }
                    } else {
                        pos
                    }
                }
            };
        }
        Ok(pos)
    }

    fn finish(&self, pos: usize) -> ReadResult {
        let p = self.sema.settings.next_token(self.text, pos);
        if p >= self.end {
            Ok(p)
        } else {
            Err((p, "`}`: the object's syntax ends here".to_string()))
        }
    }

    fn literal(&self, word: &str, pos: usize) -> ReadResult {
        let p = self.sema.settings.next_token(self.text, pos);
        let rest = &self.text[p.min(self.end)..self.end];
        let boundary = |s: &str| !s.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-');
        if rest.starts_with(word) && (word == "," || boundary(&rest[word.len()..])) {
            Ok(p + word.len())
        } else {
            Err((p, format!("`{word}`")))
        }
    }

    fn setting(&mut self, field: &str, pos: usize) -> ReadResult {
        let Some(f) = self.class.fields.iter().find(|f| f.name == field) else {
            return Err((pos, format!("a field `{field}` of the class")));
        };
        let kind = match f.kind {
            FieldKind::Type => SettingKind::Type,
            FieldKind::FixedValue(_) | FieldKind::VariableValue(_) | FieldKind::Object(_) => SettingKind::Value,
            FieldKind::ValueSet(_) | FieldKind::ObjectSet(_) => SettingKind::Set,
        };
        let parser = self.sema.settings;
        let parsed = parser.setting(kind, self.file, self.text, pos).or_else(|| match kind {
            // A set field may also name a set without braces.
            SettingKind::Set => parser.setting(SettingKind::Type, self.file, self.text, pos),
            _ => None,
        });
        let (setting, end) = match parsed {
            Some((s, end)) if end <= self.end => (s, end),
            _ => {
                return Err((
                    self.sema.settings.next_token(self.text, pos),
                    format!("{} for `{field}`", setting_label(&f.kind)),
                ))
            }
        };
        match self.sema.field_setting(&f.kind, &setting, self.env) {
            Some(value) => self.settings.push((field.to_string(), value)),
            None => self.failed.push(field.to_string()),
        }
        Ok(end)
    }

    /// `{ &field setting, ... }` (X.681 §11.5).
    fn default_syntax(&mut self, mut pos: usize) -> ReadResult {
        loop {
            let p = self.sema.settings.next_token(self.text, pos);
            if p >= self.end {
                return Ok(p);
            }
            let rest = &self.text[p..self.end];
            if !rest.starts_with('&') {
                return Err((p, "`&field`".to_string()));
            }
            let len = 1 + rest[1..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).unwrap_or(rest.len() - 1);
            pos = self.setting(&rest[..len], p + len)?;
            let p = self.sema.settings.next_token(self.text, pos);
            if self.text[p..].starts_with(',') && p < self.end {
                pos = p + 1;
            }
        }
    }
}

fn setting_label(kind: &FieldKind) -> &'static str {
    match kind {
        FieldKind::Type => "a type",
        FieldKind::FixedValue(_) | FieldKind::VariableValue(_) => "a value",
        FieldKind::ValueSet(_) => "a value set",
        FieldKind::Object(_) => "an object",
        FieldKind::ObjectSet(_) => "an object set",
    }
}

fn render_syntax(items: &[SyntaxItem]) -> String {
    items
        .iter()
        .map(|i| match i {
            SyntaxItem::Literal(n) | SyntaxItem::Field(n) => n.text.clone(),
            SyntaxItem::Optional(g) => format!("[{}]", render_syntax(g)),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn word_len(s: &str) -> usize {
    s.find(|c: char| c.is_whitespace()).unwrap_or(s.len()).clamp(1, 40).min(s.len().max(1))
}
