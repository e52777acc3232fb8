//! Value notation evaluated against its governing type (X.680 §17-§41):
//! OBJECT IDENTIFIER values with named arcs and references, integers of any
//! size, named numbers and bits, SEQUENCE / CHOICE / SEQUENCE OF values.

use std::rc::Rc;

use num_bigint::BigInt;

use crate::ast::{self, AssignmentKind, NumberOrRef, Setting, ValueItem, ValueKind};
use crate::diag::Diagnostic;
use crate::ir::{self, Oid, TypeKind, Value};

use super::chars::Chars;
use super::types::{error_type, plain};
use super::{DefId, DefKind, Env, Sema, Target};

/// Arcs that X.660 names without a number: the roots, the arcs under
/// `iso` and `itu-t` (X.680 Annex A), ETSI's under `itu-t
/// identified-organization`, and the letters of the series of
/// ITU-T Recommendations under `itu-t recommendation`, `a` (1) to `z` (26)
/// (X.660 Annex A: Q.773 TCAP's `{itu-t recommendation q 773 ...}`).
pub(crate) fn well_known_arc(prefix: &[u128], position: usize, name: &str) -> Option<u128> {
    if let (2, [0, 0], &[letter @ b'a'..=b'z']) = (position, prefix, name.as_bytes()) {
        return Some(u128::from(letter - b'a' + 1));
    }
    match (position, prefix, name) {
        (0, _, "itu-t" | "ccitt" | "itu-r") => Some(0),
        (0, _, "iso") => Some(1),
        (0, _, "joint-iso-itu-t" | "joint-iso-ccitt") => Some(2),
        (1, [1], "standard") => Some(0),
        (1, [1], "registration-authority") => Some(1),
        (1, [1], "member-body") => Some(2),
        (1, [1], "identified-organization") => Some(3),
        (1, [0], "recommendation") => Some(0),
        (1, [0], "question") => Some(1),
        (1, [0], "administration") => Some(2),
        (1, [0], "network-operator") => Some(3),
        (1, [0], "identified-organization") => Some(4),
        (1, [0], "r-recommendation") => Some(5),
        (2, [0, 4], "etsi") => Some(0),
        _ => None,
    }
}

fn kind_label(kind: &TypeKind) -> &'static str {
    match kind {
        TypeKind::Boolean => "a BOOLEAN",
        TypeKind::Null => "a NULL",
        TypeKind::Integer(_) => "an INTEGER",
        TypeKind::Enumerated(_) => "an ENUMERATED",
        TypeKind::BitString(_) => "a BIT STRING",
        TypeKind::OctetString { .. } => "an OCTET STRING",
        TypeKind::ObjectIdentifier => "an OBJECT IDENTIFIER",
        TypeKind::RelativeOid => "a RELATIVE-OID",
        TypeKind::String(_) => "a character string",
        TypeKind::Sequence(_) => "a SEQUENCE",
        TypeKind::Set(_) => "a SET",
        TypeKind::Choice(_) => "a CHOICE",
        TypeKind::SequenceOf(_) => "a SEQUENCE OF",
        TypeKind::SetOf(_) => "a SET OF",
        _ => "a",
    }
}

impl Sema<'_> {
    /// A number or a reference to an INTEGER value.
    pub(crate) fn eval_number_or_ref(&self, n: &NumberOrRef, env: &Env) -> Option<BigInt> {
        match n {
            NumberOrRef::Number(v, _) => Some(v.clone()),
            NumberOrRef::Ref(name) => {
                let v = ast::Value { kind: ValueKind::Ref(name.clone()), span: name.span() };
                self.eval_integer(&v, &[], env)
            }
        }
    }

    /// An INTEGER value: a number, a named number of the governing type, or
    /// a reference to an INTEGER value.
    pub(crate) fn eval_integer(&self, v: &ast::Value, named: &[(String, BigInt)], env: &Env) -> Option<BigInt> {
        match &v.kind {
            ValueKind::Number(n) => Some(n.clone()),
            ValueKind::Ref(name) if name.module.is_none() && named.iter().any(|(n, _)| n == &name.name.text) => {
                named.iter().find(|(n, _)| n == &name.name.text).map(|(_, v)| v.clone())
            }
            _ => match self.eval_value(v, &plain(TypeKind::Integer(named.to_vec())), env)? {
                Value::Integer(n) => Some(n),
                _ => None,
            },
        }
    }

    /// The type and value of a value assignment (cached).
    pub(crate) fn value_def(&self, id: DefId) -> Option<Rc<(ir::Type, Value)>> {
        if let Some(v) = self.value_cache.borrow().get(&id) {
            return v.clone();
        }
        let a = self.assignment(id);
        let env = self.module_env(id.0);
        let result = match &a.kind {
            AssignmentKind::Value { governor, value } => self
                .guarded("value", id, || {
                    let ty = self.lower_type(governor, &env);
                    let v = self.eval_value(value, &ty, &env)?;
                    self.check_fits(&v, &ty, value.span, "this value");
                    Some(Rc::new((ty, v)))
                })
                .unwrap_or_else(|| {
                    self.report(
                        Diagnostic::error(
                            "E0602",
                            a.name.span,
                            format!("value `{}` is defined in terms of itself", a.name.text),
                        )
                        .with_label("circular definition"),
                    );
                    None
                }),
            _ => None,
        };
        self.value_cache.borrow_mut().insert(id, result.clone());
        result
    }

    fn mismatch(&self, v: &ast::Value, ty: &TypeKind) -> Option<Value> {
        self.report(Diagnostic::error("E0601", v.span, format!("expected {} value", kind_label(ty))).with_label(
            format!("`{}` does not fit the type", self.text(v.span).split_whitespace().collect::<Vec<_>>().join(" ")),
        ));
        None
    }

    /// Evaluates `v` as a value of type `ty`.
    pub(crate) fn eval_value(&self, v: &ast::Value, ty: &ir::Type, env: &Env) -> Option<Value> {
        let core = self.core(ty);
        let kind = &core.kind;
        // References first: they mean the same whatever the type.
        match &v.kind {
            ValueKind::Ref(name) => {
                if let (TypeKind::Integer(named), None) = (kind, &name.module) {
                    if let Some((_, n)) = named.iter().find(|(n, _)| n == &name.name.text) {
                        return Some(Value::Integer(n.clone()));
                    }
                }
                if let TypeKind::Enumerated(e) = kind {
                    if let Some((n, i)) = e.root.iter().chain(&e.additions).find(|(n, _)| n == &name.name.text) {
                        return Some(Value::Enumerated(n.clone(), *i));
                    }
                }
                if matches!(kind, TypeKind::Any { .. } | TypeKind::OpenType { .. }) {
                    // A value defined with a type of its own (RFC 4055's
                    // `parameters nullParameters`) is that type's value, as
                    // `NULL : NULL` would be; anything else stays as written.
                    if let Some(Target::Def(id)) = self.lookup_quiet(env, name) {
                        if self.def_kind(id) == DefKind::Value {
                            if let Some(d) = self.value_def(id) {
                                return Some(Value::Open(Box::new(d.0.clone()), Box::new(d.1.clone())));
                            }
                        }
                    }
                    return Some(Value::Opaque(self.text(v.span).to_string()));
                }
                return self.referenced_value(name, v, ty, env);
            }
            ValueKind::Field(object, fields) => return self.field_value(object, fields, v, env),
            ValueKind::Instance(..) => return Some(Value::Opaque(self.text(v.span).to_string())),
            ValueKind::Typed(t, inner) => {
                let named = self.lower_type(t, env);
                let value = self.eval_value(inner, &named, env)?;
                return Some(Value::Open(Box::new(named), Box::new(value)));
            }
            _ => {}
        }
        match (kind, &v.kind) {
            (TypeKind::Boolean, ValueKind::Bool(b)) => Some(Value::Boolean(*b)),
            (TypeKind::Null, ValueKind::Null) => Some(Value::Null),
            (TypeKind::Integer(_), ValueKind::Number(n)) => Some(Value::Integer(n.clone())),
            (
                TypeKind::Real,
                ValueKind::Number(_)
                | ValueKind::Real(_)
                | ValueKind::PlusInfinity
                | ValueKind::MinusInfinity
                | ValueKind::NotANumber
                | ValueKind::Block(_),
            ) => {
                let text = self.text(v.span).trim();
                match super::real::parse(text) {
                    Ok(real) => Some(Value::Real(real, text.to_string())),
                    Err(e) => {
                        let hint = "a REAL value is a number (`1.5`, `-2`, `6.02e23`), \
                                    `{ mantissa m, base 2, exponent e }` (base 2 or 10), \
                                    PLUS-INFINITY, MINUS-INFINITY or NOT-A-NUMBER";
                        self.report(Diagnostic::error("E0611", v.span, e).with_note(hint));
                        None
                    }
                }
            }
            (TypeKind::ObjectIdentifier, ValueKind::Block(groups)) => self.oid_value(groups, v, env).map(Value::Oid),
            (TypeKind::RelativeOid, ValueKind::Block(groups)) => {
                self.relative_oid_value(groups, env).map(Value::RelativeOid)
            }
            (TypeKind::ObjectIdentifier | TypeKind::RelativeOid, ValueKind::Tokens) => {
                let text = self.text(v.span);
                let bad = text
                    .trim_matches(['{', '}'])
                    .split(|c: char| c.is_whitespace() || c == '(' || c == ')')
                    .find(|t| t.starts_with(|c: char| c.is_ascii_uppercase()));
                let at = bad
                    .and_then(|b| text.find(b).map(|i| (i, b.len())))
                    .map(|(i, len)| crate::source::Span {
                        start: v.span.start + i as u32,
                        end: v.span.start + (i + len) as u32,
                        ..v.span
                    })
                    .unwrap_or(v.span);
                self.report(
                    Diagnostic::error(
                        "E0603",
                        at,
                        match bad {
                            Some(t) => format!(
                                "`{t}` is not an arc: OID components are numbers, `name(number)` or value names"
                            ),
                            None => "this is not an OBJECT IDENTIFIER value".to_string(),
                        },
                    )
                    .with_label("in this OID value")
                    .with_note("a draft's placeholder arc must be replaced by the number assigned to it"),
                );
                None
            }
            (TypeKind::BitString(named), _) => self.bit_string_value(named, v),
            (TypeKind::OctetString { .. }, ValueKind::HString(h)) => Some(Value::OctetString(hex_bytes(h))),
            (TypeKind::OctetString { .. }, ValueKind::BString(b)) => Some(Value::OctetString(bits_to_bytes(&bits(b)))),
            (TypeKind::String(_) | TypeKind::ObjectDescriptor, ValueKind::CString(s)) => Some(Value::String(s.clone())),
            (TypeKind::String(_), ValueKind::Block(_)) => match self.string_chars(v, env) {
                Chars::These(chars) => Some(Value::String(chars.into_iter().collect())),
                Chars::NotCharacters => self.mismatch(v, kind),
                Chars::Reported => None,
            },
            (TypeKind::Time(_) | TypeKind::OidIri | TypeKind::RelativeOidIri, ValueKind::CString(s)) => {
                Some(Value::String(s.clone()))
            }
            (TypeKind::Choice(c), ValueKind::Choice(alt, inner)) => match c
                .alternatives
                .iter()
                .find(|a| a.name == alt.text)
            {
                Some(a) => self.eval_value(inner, &a.ty, env).map(|x| Value::Choice(alt.text.clone(), Box::new(x))),
                None => {
                    self.report(
                        Diagnostic::error("E0604", alt.span, format!("the CHOICE has no alternative `{}`", alt.text))
                            .with_label("unknown alternative"),
                    );
                    None
                }
            },
            (TypeKind::Sequence(s) | TypeKind::Set(s), ValueKind::Block(groups)) => {
                self.struct_value(s, groups, v, env)
            }
            (TypeKind::SequenceOf(c) | TypeKind::SetOf(c), ValueKind::Block(groups)) => {
                let mut out = Vec::new();
                for g in groups.iter().filter(|g| !g.is_empty()) {
                    let Some(item) = self.element_value(c, g, kind) else { return self.mismatch(v, kind) };
                    out.push(self.eval_value(&item?, &c.element, env)?);
                }
                Some(Value::List(out))
            }
            (
                TypeKind::Time(_)
                | TypeKind::Any { .. }
                | TypeKind::OpenType { .. }
                | TypeKind::External
                | TypeKind::EmbeddedPdv
                | TypeKind::CharacterString
                | TypeKind::InstanceOf(_),
                _,
            ) => Some(Value::Opaque(self.text(v.span).to_string())),
            _ => self.mismatch(v, kind),
        }
    }

    fn referenced_value(&self, name: &ast::DefinedName, v: &ast::Value, ty: &ir::Type, env: &Env) -> Option<Value> {
        match self.lookup(env, name)? {
            Target::Def(id) => match self.def_kind(id) {
                DefKind::Value => {
                    let d = self.value_def(id)?;
                    self.string_value_maps(&d.0, ty, name)?;
                    Some(d.1.clone())
                }
                DefKind::Object => Some(Value::Opaque(self.text(v.span).to_string())),
                other => {
                    self.report(
                        Diagnostic::error(
                            "E0605",
                            name.span(),
                            format!("`{}` is {}, not a value", name.name.text, super::types::kind_name(other)),
                        )
                        .with_label("a value is expected here"),
                    );
                    None
                }
            },
            Target::Param { actual: Setting::Value(actual), env: actual_env, .. } => {
                self.eval_value(&actual, ty, &actual_env)
            }
            Target::Param { actual, .. } => {
                self.report(
                    Diagnostic::error(
                        "E0605",
                        actual.span(),
                        format!("`{}` is used as a value, but its actual parameter is not one", name.name.text),
                    )
                    .with_secondary(name.span(), "used as a value here"),
                );
                None
            }
        }
    }

    /// Whether a value defined with the character string type `from` is a
    /// value of `to` (X.680 Annex B): between two different string types
    /// only where both have a fixed repertoire; GeneralString, GraphicString,
    /// TeletexString and VideotexString values map to no other type.
    /// Reports E0615 and gives `None` when it is not.
    fn string_value_maps(&self, from: &ir::Type, to: &ir::Type, name: &ast::DefinedName) -> Option<()> {
        use crate::ir::StringKind::{General, Graphic, Teletex, Videotex, T61};
        let (TypeKind::String(a), TypeKind::String(b)) = (&self.core(from).kind, &self.core(to).kind) else {
            return Some(());
        };
        let unmapped = |k: &ir::StringKind| matches!(k, General | Graphic | Teletex | T61 | Videotex);
        if a == b || !(unmapped(a) || unmapped(b)) {
            return Some(());
        }
        self.report(
            Diagnostic::error(
                "E0615",
                name.span(),
                format!("`{}` is a {} value, not a value of {}", name.name.text, a.keyword(), b.keyword()),
            )
            .with_label("a value of another string type")
            .with_note("X.680 Annex B maps values between character string types of fixed repertoires only; write the value as a string here"),
        );
        None
    }

    /// `object.&field` as a value.
    fn field_value(&self, object: &ast::DefinedName, fields: &[ast::Name], v: &ast::Value, env: &Env) -> Option<Value> {
        let obj = self.resolve_object_ref(object, env)?;
        let mut current = obj;
        for (i, f) in fields.iter().enumerate() {
            match current.field(&f.text) {
                Some(ir::FieldSetting::Value(val)) if i + 1 == fields.len() => return Some(val.clone()),
                Some(ir::FieldSetting::Object(o)) => current = o.clone(),
                _ => {
                    self.report(
                        Diagnostic::error(
                            "E0606",
                            f.span,
                            format!("`{}` sets no value field `{}`", object.name.text, f.text),
                        )
                        .with_label("no such value"),
                    );
                    return None;
                }
            }
        }
        Some(Value::Opaque(self.text(v.span).to_string()))
    }

    fn oid_value(&self, groups: &[Vec<ValueItem>], v: &ast::Value, env: &Env) -> Option<Oid> {
        let [items] = groups else {
            self.report(
                Diagnostic::error("E0603", v.span, "OID components are separated by spaces, not commas")
                    .with_label("here"),
            );
            return None;
        };
        let mut arcs: Vec<u128> = Vec::new();
        for (pos, item) in items.iter().enumerate() {
            match item {
                ValueItem::NameAndNumber(_, n) => arcs.push(self.arc(n, env)?),
                ValueItem::Value(ast::Value { kind: ValueKind::Number(n), span }) => {
                    arcs.push(self.arc(&NumberOrRef::Number(n.clone(), *span), env)?)
                }
                ValueItem::Value(val @ ast::Value { kind: ValueKind::Ref(name), .. }) => {
                    if name.module.is_none() {
                        if let Some(arc) = well_known_arc(&arcs, pos, &name.name.text) {
                            arcs.push(arc);
                            continue;
                        }
                    }
                    match self.referenced_value(name, val, &error_type(), env)? {
                        Value::Oid(prefix) if pos == 0 => arcs.extend(prefix.0),
                        Value::RelativeOid(rel) => arcs.extend(rel),
                        Value::Integer(n) => arcs.push(self.arc(&NumberOrRef::Number(n, val.span), env)?),
                        _ => {
                            self.report(
                                Diagnostic::error(
                                    "E0603",
                                    val.span,
                                    format!("`{}` cannot stand in an OID here", name.name.text),
                                )
                                .with_label("expected an OID value first, or an arc number"),
                            );
                            return None;
                        }
                    }
                }
                other => {
                    self.report(Diagnostic::error("E0603", other.span(), "not an OID component").with_label("here"));
                    return None;
                }
            }
        }
        if arcs.len() >= 2 && (arcs[0] > 2 || (arcs[0] < 2 && arcs[1] > 39)) {
            self.report(
                Diagnostic::error("E0607", v.span, format!("{} is not a valid OID", Oid(arcs.clone())))
                    .with_label("the first arc is 0, 1 or 2; under 0 and 1 the second is at most 39 (X.660)"),
            );
        }
        Some(Oid(arcs))
    }

    fn relative_oid_value(&self, groups: &[Vec<ValueItem>], env: &Env) -> Option<Vec<u128>> {
        let mut arcs = Vec::new();
        for item in groups.iter().flatten() {
            match item {
                ValueItem::NameAndNumber(_, n) => arcs.push(self.arc(n, env)?),
                ValueItem::Value(ast::Value { kind: ValueKind::Number(n), span }) => {
                    arcs.push(self.arc(&NumberOrRef::Number(n.clone(), *span), env)?)
                }
                ValueItem::Value(val) => match self.eval_value(val, &plain(TypeKind::RelativeOid), env)? {
                    Value::RelativeOid(rel) => arcs.extend(rel),
                    _ => return None,
                },
            }
        }
        Some(arcs)
    }

    fn arc(&self, n: &NumberOrRef, env: &Env) -> Option<u128> {
        let v = self.eval_number_or_ref(n, env)?;
        match u128::try_from(&v) {
            Ok(a) => Some(a),
            Err(_) => {
                self.report(
                    Diagnostic::error("E0607", n.span(), format!("OID arc {v} is out of range"))
                        .with_label("arcs are non-negative"),
                );
                None
            }
        }
    }

    fn bit_string_value(&self, named: &[(String, u32)], v: &ast::Value) -> Option<Value> {
        match &v.kind {
            ValueKind::BString(b) => Some(Value::BitString(bits(b))),
            ValueKind::HString(h) => Some(Value::BitString(
                h.chars()
                    .flat_map(|c| {
                        let d = c.to_digit(16).unwrap_or(0);
                        (0..4).rev().map(move |i| d >> i & 1 == 1)
                    })
                    .collect(),
            )),
            ValueKind::Block(groups) => {
                let mut set = Vec::new();
                for item in groups.iter().flatten() {
                    match item {
                        ValueItem::Value(ast::Value { kind: ValueKind::Ref(n), span }) if n.module.is_none() => {
                            match named.iter().find(|(name, _)| name == &n.name.text) {
                                Some((_, bit)) => set.push(*bit as usize),
                                None => {
                                    self.report(
                                        Diagnostic::error(
                                            "E0608",
                                            *span,
                                            format!("the BIT STRING has no named bit `{}`", n.name.text),
                                        )
                                        .with_label("unknown bit"),
                                    );
                                    return None;
                                }
                            }
                        }
                        other => {
                            self.report(
                                Diagnostic::error("E0608", other.span(), "a BIT STRING value lists named bits")
                                    .with_label("not a bit name"),
                            );
                            return None;
                        }
                    }
                }
                let len = set.iter().max().map(|m| m + 1).unwrap_or(0);
                let mut out = vec![false; len];
                for b in set {
                    out[b] = true;
                }
                Some(Value::BitString(out))
            }
            _ => self.mismatch(v, &TypeKind::BitString(named.to_vec())),
        }
    }

    /// One element of a SEQUENCE OF or SET OF value as written: `value`,
    /// or `name value` when the type names its element (X.680 §26.3,
    /// §28.3: the NamedValueList form then, with that name, and only
    /// then). A CHOICE element is `alternative value` either way.
    /// `Some(None)`: wrongly named, reported; `None`: not an element.
    fn element_value(&self, c: &ir::Collection, items: &[ValueItem], of: &TypeKind) -> Option<Option<ast::Value>> {
        let what = kind_label(of);
        let first_name = match items {
            [ValueItem::Value(ast::Value { kind: ValueKind::Ref(r), .. }), _, ..] if r.module.is_none() => {
                Some(&r.name)
            }
            _ => None,
        };
        let items = match (&c.element_name, first_name) {
            (Some(element), Some(name)) if name.text == *element => &items[1..],
            (Some(element), _) => {
                let at = items[0].span().to(items[items.len() - 1].span());
                let label = match first_name {
                    Some(name) => format!("an element named `{}`", name.text),
                    None => "an element without its name".to_string(),
                };
                self.report(
                    Diagnostic::error("E0612", at, format!("the elements of {what} type are named `{element}`"))
                        .with_label(label)
                        .with_note(format!("X.680 writes each element of this type `{element} value`")),
                );
                return Some(None);
            }
            (None, Some(name)) if !matches!(self.core(&c.element).kind, TypeKind::Choice(_)) => {
                self.report(
                    Diagnostic::error("E0612", name.span, format!("the elements of {what} type have no name"))
                        .with_label(format!("`{}` names nothing here", name.text))
                        .with_note("X.680 writes each element of this type as its value alone"),
                );
                return Some(None);
            }
            (None, _) => items,
        };
        Some(Some(joined_value(items)?))
    }

    fn struct_value(&self, s: &ir::Struct, groups: &[Vec<ValueItem>], v: &ast::Value, env: &Env) -> Option<Value> {
        let mut out = Vec::new();
        for g in groups {
            let (Some(ValueItem::Value(ast::Value { kind: ValueKind::Ref(name), .. })), [ValueItem::Value(item)]) =
                (g.first(), &g[1..])
            else {
                if g.is_empty() {
                    continue;
                }
                return self.mismatch(v, &TypeKind::Sequence(s.clone()));
            };
            let Some(c) = s.components.iter().find(|c| c.name == name.name.text) else {
                self.report(
                    Diagnostic::error("E0609", name.span(), format!("no component `{}` in this type", name.name.text))
                        .with_label("unknown component"),
                );
                return None;
            };
            out.push((c.name.clone(), self.eval_value(item, &c.ty, env)?));
        }
        for c in &s.components {
            if !c.optional
                && c.default.is_none()
                && c.extension == ir::Extension::Root
                && !out.iter().any(|(n, _)| n == &c.name)
            {
                self.report(
                    Diagnostic::error("E0610", v.span, format!("component `{}` is missing from this value", c.name))
                        .with_label("required component missing"),
                );
                return None;
            }
        }
        Some(Value::Struct(out))
    }
}

/// The value items of one element as one value: a single value, or an
/// alternative's name and its value (`a 5`, nested: `a b 5`).
fn joined_value(items: &[ValueItem]) -> Option<ast::Value> {
    match items {
        [ValueItem::Value(v)] => Some(v.clone()),
        [ValueItem::Value(ast::Value { kind: ValueKind::Ref(r), span }), rest @ ..]
            if r.module.is_none() && !rest.is_empty() =>
        {
            let inner = joined_value(rest)?;
            let span = span.to(inner.span);
            Some(ast::Value { kind: ValueKind::Choice(r.name.clone(), Box::new(inner)), span })
        }
        _ => None,
    }
}

fn bits(b: &str) -> Vec<bool> {
    b.chars().map(|c| c == '1').collect()
}

fn bits_to_bytes(bits: &[bool]) -> Vec<u8> {
    bits.chunks(8).map(|c| c.iter().enumerate().fold(0u8, |acc, (i, b)| acc | ((*b as u8) << (7 - i)))).collect()
}

fn hex_bytes(h: &str) -> Vec<u8> {
    let digits: Vec<u32> = h.chars().filter_map(|c| c.to_digit(16)).collect();
    digits.chunks(2).map(|p| (p[0] << 4 | p.get(1).copied().unwrap_or(0)) as u8).collect()
}
