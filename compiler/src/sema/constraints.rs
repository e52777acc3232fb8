//! Subtype constraints (X.680 §49-51, X.682 §11) evaluated to the effective
//! value range, size range and permitted alphabet of a type, and the native
//! integer width that follows from the range (decided here for every
//! backend).

use num_bigint::BigInt;

use crate::ast::{self, ConstraintSpec, Element, ElementSet, Endpoint};
use crate::diag::Diagnostic;
use crate::ir::{self, Extensible, NativeInt, RangeSet, TypeKind};

use super::chars::Chars;
use super::{Env, Sema, Target};

/// What an element set says, per dimension; `None` is "no restriction".
/// `ext` says which dimensions have an extension marker (X.680 §49.4 and
/// G.4.3 for how set arithmetic combines them).
#[derive(Clone, Debug, Default)]
struct Eval {
    value: Option<RangeSet>,
    size: Option<RangeSet>,
    alphabet: Option<RangeSet>,
    ext: Extensible,
    unchecked: bool,
}

impl Eval {
    fn unchecked() -> Eval {
        Eval { unchecked: true, ..Eval::default() }
    }

    /// The union of several element sets, each dimension's ranges sorted
    /// together once: folding a pairwise union re-sorted the growing set
    /// for each part (seconds for a value set of a few thousand values).
    fn union_all(parts: Vec<Eval>) -> Eval {
        let Some(first) = parts.first() else { return Eval::default() };
        // Unioning a restriction with no restriction in that dimension is
        // not exact per dimension.
        let mixed = parts.iter().any(|p| p.dims() != first.dims());
        let dimension = |get: fn(&Eval) -> &Option<RangeSet>| {
            parts.iter().map(|p| get(p).as_ref()).collect::<Option<Vec<_>>>().map(RangeSet::union_all)
        };
        // A union is extensible when one of its parts is.
        let ext = parts.iter().fold(Extensible::default(), |a, p| Extensible {
            value: a.value || p.ext.value,
            size: a.size || p.ext.size,
            alphabet: a.alphabet || p.ext.alphabet,
        });
        Eval {
            value: dimension(|e| &e.value),
            size: dimension(|e| &e.size),
            alphabet: dimension(|e| &e.alphabet),
            ext,
            unchecked: mixed || parts.iter().any(|p| p.unchecked),
        }
    }

    fn intersect(self, o: Eval) -> Eval {
        let either = |a: Option<RangeSet>, b: Option<RangeSet>| match (a, b) {
            (Some(a), Some(b)) => Some(a.intersect(&b)),
            (a, None) => a,
            (None, b) => b,
        };
        // An intersection is extensible in a dimension both constrain only
        // when both are; in one only one constrains, as that one is.
        let both = |a: bool, a_ext: bool, b: bool, b_ext: bool| match (a, b) {
            (true, true) => a_ext && b_ext,
            (true, false) => a_ext,
            (false, true) => b_ext,
            (false, false) => false,
        };
        let ext = Extensible {
            value: both(self.value.is_some(), self.ext.value, o.value.is_some(), o.ext.value),
            size: both(self.size.is_some(), self.ext.size, o.size.is_some(), o.ext.size),
            alphabet: both(self.alphabet.is_some(), self.ext.alphabet, o.alphabet.is_some(), o.ext.alphabet),
        };
        Eval {
            ext,
            value: either(self.value, o.value),
            size: either(self.size, o.size),
            alphabet: either(self.alphabet, o.alphabet),
            unchecked: self.unchecked || o.unchecked,
        }
    }

    /// The complement, exact when one dimension is constrained; never
    /// extensible (`A EXCEPT B` is as extensible as A).
    fn complement(self) -> Eval {
        match self.dims() {
            (true, false, false) => Eval { value: self.value.map(|v| v.complement()), ..Eval::default() },
            (false, true, false) => Eval { size: self.size.map(|v| v.complement()), ..Eval::default() },
            (false, false, true) => Eval { alphabet: self.alphabet.map(|v| v.complement()), ..Eval::default() },
            _ => Eval::unchecked(),
        }
    }

    fn dims(&self) -> (bool, bool, bool) {
        (self.value.is_some(), self.size.is_some(), self.alphabet.is_some())
    }

    /// With an extension marker after it (`root, ...`): every dimension the
    /// root constrains becomes extensible.
    fn extended(mut self) -> Eval {
        let (value, size, alphabet) = self.dims();
        self.ext.value |= value;
        self.ext.size |= size;
        self.ext.alphabet |= alphabet;
        self
    }
}

/// How a single value inside a constraint is read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Context {
    /// INTEGER values (also inside SIZE).
    Integer,
    /// Characters (inside FROM).
    Chars,
    /// Values of other types: kept, not evaluated.
    Other,
}

impl Sema<'_> {
    /// Applies constraints, in order, to `ty` (serial application).
    pub(crate) fn apply_constraints(&self, ty: &mut ir::Type, constraints: &[ast::Constraint], env: &Env) {
        if constraints.is_empty() {
            return;
        }
        let core = self.core(ty);
        let is_integer = matches!(core.kind, TypeKind::Integer(_));
        // A constraint narrows a reference's values, not how they are held:
        // a subtype of an unbounded INTEGER stays one (`CrlPsid ::= Psid
        // (135)` with `Psid ::= INTEGER (0..MAX)`, IEEE 1609.2).
        let held_unbounded = matches!(ty.kind, TypeKind::Ref(_)) && ty.native_int.is_none();
        let named: Vec<(String, BigInt)> = match &core.kind {
            TypeKind::Integer(n) => n.clone(),
            _ => Vec::new(),
        };
        for c in constraints {
            let next = match &c.spec {
                ConstraintSpec::UserDefined => ir::Constraint { unchecked: true, ..Default::default() },
                ConstraintSpec::Contents { containing, .. } => {
                    if let (TypeKind::OctetString { containing: slot }, Some(t)) = (&mut ty.kind, containing) {
                        *slot = Some(Box::new(self.lower_type(t, env)));
                    } else if containing.is_some()
                        && !matches!(core.kind, TypeKind::OctetString { .. } | TypeKind::BitString(_))
                    {
                        self.report(
                            Diagnostic::error(
                                "E0501",
                                c.span,
                                "CONTAINING applies to OCTET STRING and BIT STRING only",
                            )
                            .with_label("not an OCTET STRING or BIT STRING"),
                        );
                    }
                    ir::Constraint::default()
                }
                ConstraintSpec::Table { set, at } => {
                    if !at.is_empty() {
                        self.report(
                            Diagnostic::error(
                                "E0502",
                                c.span,
                                "a component relation constraint needs a class field type",
                            )
                            .with_label("`{@...}` only follows `CLASS.&field`"),
                        );
                    }
                    self.element_constraint(set, &core.kind, &named, env)
                }
                ConstraintSpec::Elements(specs) => self.element_constraint(specs, &core.kind, &named, env),
            };
            combine(&mut ty.constraint, next);
            // Each constraint narrows what the ones before it left (X.680
            // §49.6, serial application): a range reaching past the parent's
            // is cut to it (`(1..32)(MIN..63)` is 1..32), but one leaving
            // no value at all is a type without values.
            let c_now = &ty.constraint;
            let emptied =
                [(&c_now.value, c_now.extensible.value, "value"), (&c_now.size, c_now.extensible.size, "size")]
                    .into_iter()
                    .find(|(dim, ext, _)| !ext && dim.as_ref().is_some_and(|d| d.is_empty()));
            if let Some((_, _, what)) = emptied {
                self.report(
                    Diagnostic::error("E0507", c.span, format!("no {what} is left by this constraint"))
                        .with_label("permits nothing the type had before it")
                        .with_note("X.680 §49.6: a constraint applies to its parent type as constrained so far"),
                );
                return;
            }
        }
        if is_integer && !held_unbounded {
            ty.native_int = native_int(&ty.constraint);
        }
    }

    fn element_constraint(
        &self,
        specs: &ast::ElementSetSpecs,
        kind: &TypeKind,
        named: &[(String, BigInt)],
        env: &Env,
    ) -> ir::Constraint {
        let ctx = match kind {
            TypeKind::Integer(_) => Context::Integer,
            _ => Context::Other,
        };
        let mut eval = match &specs.root {
            Some(root) => self.eval_set(root, ctx, kind, named, env),
            None => Eval::default(),
        };
        if specs.extensible {
            eval = eval.extended();
        }
        if let Some(add) = &specs.additional {
            // Additions widen nothing in the root; they are evaluated only to
            // resolve (and report) their references.
            self.eval_set(add, ctx, kind, named, env);
        }
        let is_string = matches!(kind, TypeKind::String(_));
        let sized = matches!(
            kind,
            TypeKind::String(_)
                | TypeKind::BitString(_)
                | TypeKind::OctetString { .. }
                | TypeKind::SequenceOf(_)
                | TypeKind::SetOf(_)
        );
        let unchecked = eval.unchecked || (ctx != Context::Integer && eval.value.is_some());
        ir::Constraint {
            value: if ctx == Context::Integer { eval.value } else { None },
            size: if sized { eval.size } else { None },
            alphabet: if is_string { eval.alphabet.map(to_char_ranges) } else { None },
            extensible: Extensible {
                value: ctx == Context::Integer && eval.ext.value,
                size: sized && eval.ext.size,
                alphabet: is_string && eval.ext.alphabet,
            },
            unchecked,
        }
    }

    fn eval_set(&self, set: &ElementSet, ctx: Context, kind: &TypeKind, named: &[(String, BigInt)], env: &Env) -> Eval {
        match set {
            ElementSet::Union(parts) => {
                Eval::union_all(parts.iter().map(|p| self.eval_set(p, ctx, kind, named, env)).collect())
            }
            ElementSet::Intersection(parts) => parts
                .iter()
                .map(|p| self.eval_set(p, ctx, kind, named, env))
                .reduce(Eval::intersect)
                .unwrap_or_default(),
            ElementSet::Except(a, b) => {
                let a = self.eval_set(a, ctx, kind, named, env);
                let ext = a.ext;
                let b = self.eval_set(b, ctx, kind, named, env);
                Eval { ext, ..a.intersect(b.complement()) }
            }
            ElementSet::AllExcept(b) => {
                let rest = self.eval_set(b, ctx, kind, named, env).complement();
                match (ctx, kind) {
                    // ALL is every character of the type (X.680 §51.3).
                    (Context::Chars, TypeKind::String(k)) => {
                        let all = alphabet_of(*k).unwrap_or_else(all_characters);
                        Eval { value: rest.value.map(|v| v.intersect(&all)), ..rest }
                    }
                    _ => rest,
                }
            }
            ElementSet::Element(e) => self.eval_element(e, ctx, kind, named, env),
        }
    }

    fn eval_element(&self, e: &Element, ctx: Context, kind: &TypeKind, named: &[(String, BigInt)], env: &Env) -> Eval {
        match e {
            Element::Nested(set) => self.eval_set(set, ctx, kind, named, env),
            Element::Size(c) => {
                if !takes_size(kind) {
                    self.report(
                        Diagnostic::error("E0504", c.span, format!("SIZE does not apply to {}", kind_name(kind)))
                            .with_label(
                            "SIZE constrains strings, BIT STRING, OCTET STRING, SEQUENCE OF and SET OF (X.680 §51.5)",
                        ),
                    );
                }
                let inner = self.inner_eval(c, Context::Integer, &TypeKind::Integer(Vec::new()), &[], env);
                Eval {
                    size: Some(inner.value.unwrap_or_else(|| RangeSet::range(Some(0.into()), None))),
                    ext: Extensible { size: inner.ext.value, ..Extensible::default() },
                    unchecked: inner.unchecked,
                    ..Eval::default()
                }
            }
            Element::From(c) => {
                if !takes_alphabet(kind) {
                    self.report(
                        Diagnostic::error("E0505", c.span, format!("FROM does not apply to {}", kind_name(kind)))
                            .with_label("a permitted alphabet constrains character string types only (X.680 §51.7)"),
                    );
                }
                let inner = self.inner_eval(c, Context::Chars, kind, &[], env);
                let alphabet = inner.value.or(inner.alphabet);
                if let (TypeKind::String(k), Some(a)) = (kind, &alphabet) {
                    // A permitted alphabet narrows the type's own (§51.7.1).
                    if alphabet_of(*k).is_some_and(|own| !a.intersect(&own.complement()).is_empty()) {
                        self.report(
                            Diagnostic::error(
                                "E0506",
                                c.span,
                                format!("this alphabet has characters {} does not", k.keyword()),
                            )
                            .with_label(format!("not all of them are {} characters (X.680 §41, Table 8)", k.keyword())),
                        );
                    }
                }
                let ext = Extensible { alphabet: inner.ext.value || inner.ext.alphabet, ..Extensible::default() };
                Eval { alphabet, ext, unchecked: inner.unchecked, ..Eval::default() }
            }
            Element::Pattern(_) | Element::WithComponent(_) | Element::WithComponents { .. } => Eval::unchecked(),
            Element::Range { lo, lo_open, hi, hi_open, .. } => {
                if ctx == Context::Other {
                    return Eval::unchecked();
                }
                let lo = self.endpoint(lo, ctx, named, env).map(|v| v.map(|v| if *lo_open { v + 1 } else { v }));
                let hi = self.endpoint(hi, ctx, named, env).map(|v| v.map(|v| if *hi_open { v - 1 } else { v }));
                match (lo, hi) {
                    (Some(lo), Some(hi)) => Eval { value: Some(RangeSet::range(lo, hi)), ..Eval::default() },
                    _ => Eval::unchecked(),
                }
            }
            Element::Type(t) => self.contained_subtype(t, ctx, kind, env),
            Element::Value(v) => match ctx {
                Context::Integer => match self.eval_integer(v, named, env) {
                    Some(n) => Eval { value: Some(RangeSet::single(n)), ..Eval::default() },
                    None => Eval::unchecked(),
                },
                Context::Chars => match self.string_chars(v, env) {
                    Chars::These(chars) => Eval {
                        value: Some(RangeSet::union_all(
                            &chars.iter().map(|&c| RangeSet::single((c as u32).into())).collect::<Vec<_>>(),
                        )),
                        ..Eval::default()
                    },
                    Chars::Reported => Eval::unchecked(),
                    Chars::NotCharacters => {
                        self.report(
                            Diagnostic::error(
                                "E0503",
                                v.span,
                                "FROM takes characters: a quoted string or a range of them",
                            )
                            .with_label("not a character string"),
                        );
                        Eval::unchecked()
                    }
                },
                Context::Other => {
                    // A single value of a non-integer type (a string, an OID):
                    // resolve its references, keep it as an unchecked constraint.
                    // An ENUMERATED type's own identifiers name its values
                    // (`Months (january | february)`, X.680 §20.7).
                    if let ast::ValueKind::Ref(name) = &v.kind {
                        let enumerator = match kind {
                            TypeKind::Enumerated(e) if name.module.is_none() => {
                                e.root.iter().chain(&e.additions).any(|(n, _)| *n == name.name.text)
                            }
                            _ => false,
                        };
                        if !enumerator {
                            self.lookup(env, name);
                        }
                    }
                    Eval::unchecked()
                }
            },
        }
    }

    fn inner_eval(
        &self,
        c: &ast::Constraint,
        ctx: Context,
        kind: &TypeKind,
        named: &[(String, BigInt)],
        env: &Env,
    ) -> Eval {
        match &c.spec {
            ConstraintSpec::Elements(specs) | ConstraintSpec::Table { set: specs, .. } => {
                let eval = match &specs.root {
                    Some(root) => self.eval_set(root, ctx, kind, named, env),
                    None => Eval::default(),
                };
                if specs.extensible {
                    eval.extended()
                } else {
                    eval
                }
            }
            _ => Eval::unchecked(),
        }
    }

    /// A range end: `Some(None)` is MIN/MAX, `None` is an error.
    fn endpoint(&self, e: &Endpoint, ctx: Context, named: &[(String, BigInt)], env: &Env) -> Option<Option<BigInt>> {
        match e {
            Endpoint::Min | Endpoint::Max => Some(None),
            Endpoint::Value(v) if ctx == Context::Chars => match self.string_chars(v, env) {
                Chars::These(chars) if chars.len() == 1 => Some(Some(BigInt::from(chars[0] as u32))),
                Chars::Reported => None,
                _ => {
                    self.report(
                        Diagnostic::error("E0503", v.span, "a character range needs single characters at both ends")
                            .with_label("not one character"),
                    );
                    None
                }
            },
            Endpoint::Value(v) => self.eval_integer(v, named, env).map(Some),
        }
    }

    /// `(T)` or `(INCLUDES T)`: the constraint of T; for a string type of
    /// another kind (Kerberos: `GeneralString (IA5String)`), its alphabet.
    fn contained_subtype(&self, t: &ast::Type, ctx: Context, kind: &TypeKind, env: &Env) -> Eval {
        // A value-set parameter used as a constraint (X.880's `InvokeId
        // (InvokeIdSet)`, X.683 §8.3): the values of the set given for it,
        // evaluated where it was given.
        if let (ast::TypeBody::Ref { name, args: None }, true) =
            (&t.body, t.tags.is_empty() && t.constraints.is_empty())
        {
            if let Some(Target::Param { actual: ast::Setting::Set(specs), env: given, .. }) =
                self.lookup_quiet(env, name)
            {
                let mut eval = match &specs.root {
                    Some(root) => self.eval_set(root, ctx, kind, &[], &given),
                    None => Eval::default(),
                };
                if specs.extensible {
                    eval = eval.extended();
                }
                return eval;
            }
        }
        let ty = self.lower_type(t, env);
        let core = self.core(&ty);
        if let (Context::Chars, TypeKind::String(inner)) = (ctx, &core.kind) {
            // In a permitted alphabet, the characters its values may have
            // (`FROM (ALL EXCEPT (C0 | C1))`, X.680 F.2.6).
            let chars = core.constraint.alphabet.as_ref().map(|a| from_char_ranges(a)).or_else(|| alphabet_of(*inner));
            return Eval { value: Some(chars.unwrap_or_else(all_characters)), ..Eval::default() };
        }
        if let (TypeKind::String(outer), TypeKind::String(inner)) = (kind, &core.kind) {
            if outer != inner {
                return Eval { alphabet: alphabet_of(*inner), ..Eval::default() };
            }
        }
        let c = &ty.constraint;
        Eval {
            value: if ctx == Context::Integer {
                Some(c.value.clone().unwrap_or_else(RangeSet::all))
            } else {
                c.value.clone()
            },
            size: c.size.clone(),
            alphabet: c.alphabet.as_ref().map(|a| from_char_ranges(a)),
            ext: c.extensible,
            unchecked: c.unchecked,
        }
    }
}

/// Serial application: `base` then `next` (X.680 §49.6). The result permits
/// what both permit; each dimension is extensible when the last constraint
/// on it is.
fn combine(base: &mut ir::Constraint, next: ir::Constraint) {
    if next.value.is_some() {
        base.extensible.value = next.extensible.value;
    }
    if next.size.is_some() {
        base.extensible.size = next.extensible.size;
    }
    if next.alphabet.is_some() {
        base.extensible.alphabet = next.extensible.alphabet;
    }
    if let Some(v) = next.value {
        base.value = Some(match base.value.take() {
            Some(b) => b.intersect(&v),
            None => v,
        });
    }
    if let Some(s) = next.size {
        base.size = Some(match base.size.take() {
            Some(b) => b.intersect(&s),
            None => s,
        });
    }
    if let Some(a) = next.alphabet {
        base.alphabet = Some(match base.alphabet.take() {
            Some(b) => to_char_ranges(from_char_ranges(&b).intersect(&from_char_ranges(&a))),
            None => a,
        });
    }
    base.unchecked |= next.unchecked;
}

/// The native integer for an effective constraint: only for a bounded,
/// non-extensible root.
pub(crate) fn native_int(c: &ir::Constraint) -> Option<NativeInt> {
    if c.extensible.value {
        return None;
    }
    let (lo, hi) = c.value.as_ref()?.bounds()?;
    NativeInt::for_range(&lo, &hi)
}

fn to_char_ranges(r: RangeSet) -> Vec<(u32, u32)> {
    r.0.iter()
        .map(|(l, h)| {
            let l = l.as_ref().and_then(|v| u32::try_from(v).ok()).unwrap_or(0);
            let h = h.as_ref().and_then(|v| u32::try_from(v).ok()).unwrap_or(0x10FFFF);
            (l, h)
        })
        .collect()
}

fn from_char_ranges(r: &[(u32, u32)]) -> RangeSet {
    let ranges: Vec<RangeSet> = r.iter().map(|(l, h)| RangeSet::range(Some((*l).into()), Some((*h).into()))).collect();
    RangeSet::union_all(&ranges)
}

/// Every character: the code points of ISO/IEC 10646.
fn all_characters() -> RangeSet {
    RangeSet::range(Some(0.into()), Some(0x10FFFF.into()))
}

/// Whether `ch` is a character of the string type `kind` (X.680 §41).
pub(crate) fn in_alphabet(kind: ast::StringKind, ch: char) -> bool {
    alphabet_of(kind).map_or(true, |a| a.contains(&BigInt::from(ch as u32)))
}

/// The characters a restricted string type permits (X.680 §41, Table 8),
/// for the types whose alphabet is a fixed small set.
fn alphabet_of(kind: ast::StringKind) -> Option<RangeSet> {
    kind.repertoire().map(from_char_ranges)
}

/// Whether a SIZE constraint applies to a type of `kind` (X.680 §51.5).
fn takes_size(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::String(_)
            | TypeKind::ObjectDescriptor
            | TypeKind::Time(ir::TimeKind::UtcTime | ir::TimeKind::GeneralizedTime)
            | TypeKind::CharacterString
            | TypeKind::BitString(_)
            | TypeKind::OctetString { .. }
            | TypeKind::SequenceOf(_)
            | TypeKind::SetOf(_)
    )
}

/// Whether a permitted alphabet applies to a type of `kind` (X.680
/// §51.7): the restricted character strings, and the useful types defined
/// as one.
fn takes_alphabet(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::String(_)
            | TypeKind::ObjectDescriptor
            | TypeKind::Time(ir::TimeKind::UtcTime | ir::TimeKind::GeneralizedTime)
    )
}

/// What a diagnostic calls a type of `kind`.
pub(crate) fn kind_name(kind: &TypeKind) -> &'static str {
    match kind {
        TypeKind::Boolean => "BOOLEAN",
        TypeKind::Null => "NULL",
        TypeKind::Integer(_) => "INTEGER",
        TypeKind::Enumerated(_) => "ENUMERATED",
        TypeKind::Real => "REAL",
        TypeKind::BitString(_) => "BIT STRING",
        TypeKind::OctetString { .. } => "OCTET STRING",
        TypeKind::ObjectIdentifier => "OBJECT IDENTIFIER",
        TypeKind::RelativeOid => "RELATIVE-OID",
        TypeKind::Sequence(_) => "SEQUENCE",
        TypeKind::Set(_) => "SET",
        TypeKind::Choice(_) => "CHOICE",
        TypeKind::SequenceOf(_) => "SEQUENCE OF",
        TypeKind::SetOf(_) => "SET OF",
        TypeKind::Time(_) => "a time type",
        TypeKind::String(k) => k.keyword(),
        _ => "this type",
    }
}
