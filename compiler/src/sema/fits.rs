//! Whether a value is a value of its type: a DEFAULT value (X.680 §25.17:
//! "shall be a value of the type"), a value assignment. Each value is read
//! in its own form already (values.rs); a reference brings a value of the
//! type it was defined with, which may not be the one it is used as, and any
//! value may lie outside its type's constraints.

use num_bigint::BigInt;

use crate::ast::StringKind;
use crate::diag::Diagnostic;
use crate::ir::{self, Constraint, RangeSet, TypeKind, Value};
use crate::source::Span;

use super::Sema;

impl Sema<'_> {
    /// Reports (E0614) when `value`, written at `at` for `what` (`the
    /// DEFAULT value`), is not a value of `ty`.
    pub(crate) fn check_fits(&self, value: &Value, ty: &ir::Type, at: Span, what: &str) {
        if let Err(why) = self.fits(value, ty, 0) {
            self.report(
                Diagnostic::error("E0614", at, format!("{what} is not a value of its type: {why}"))
                    .with_label("not a value of the type")
                    .with_note(
                        "X.680 §25.17, §16.2: a value, also one named by reference, is one of its type's values",
                    ),
            );
        }
    }

    /// Why `value` is not one of `ty`'s values, if it is not.
    fn fits(&self, value: &Value, ty: &ir::Type, depth: u32) -> Result<(), String> {
        if depth > 32 {
            return Ok(());
        }
        let core = self.core(ty);
        let c = &ty.constraint;
        match (value, &core.kind) {
            (Value::Opaque(_) | Value::Open(..), _)
            | (
                _,
                TypeKind::Any { .. }
                | TypeKind::OpenType { .. }
                | TypeKind::External
                | TypeKind::EmbeddedPdv
                | TypeKind::CharacterString
                | TypeKind::InstanceOf(_),
            ) => Ok(()),
            (Value::Integer(n), TypeKind::Integer(_)) => {
                within(c.value.as_ref(), c.extensible.value, c, n, || format!("{n} is outside the value constraint"))
            }
            (Value::Integer(_) | Value::Real(..), TypeKind::Real) => Ok(()),
            (Value::Boolean(_), TypeKind::Boolean)
            | (Value::Null, TypeKind::Null)
            | (Value::Enumerated(..), TypeKind::Enumerated(_))
            | (Value::Oid(_), TypeKind::ObjectIdentifier)
            | (Value::RelativeOid(_), TypeKind::RelativeOid)
            | (
                Value::String(_),
                TypeKind::Time(_) | TypeKind::ObjectDescriptor | TypeKind::OidIri | TypeKind::RelativeOidIri,
            ) => Ok(()),
            (Value::BitString(bits), TypeKind::BitString(named)) if !named.is_empty() => {
                // With named bits, values differing in trailing 0 bits are one
                // value (X.680 §22.7): `{app}` is also '10000000'B for SIZE (8).
                let significant = bits.iter().rposition(|&b| b).map_or(0, |last| last + 1);
                let room = match c.size.as_ref().and_then(|s| s.0.last()) {
                    Some((_, Some(max))) => *max >= BigInt::from(significant),
                    _ => true,
                };
                if room || c.extensible.size || c.unchecked {
                    Ok(())
                } else {
                    Err(format!("bit {} is set, past the SIZE constraint", significant - 1))
                }
            }
            (Value::BitString(bits), TypeKind::BitString(_)) => sized(c, bits.len(), "bits"),
            (Value::OctetString(bytes), TypeKind::OctetString { .. }) => sized(c, bytes.len(), "octets"),
            (Value::String(s), TypeKind::String(kind)) => string_fits(s, *kind, c),
            (Value::Choice(name, inner), TypeKind::Choice(choice)) => {
                match choice.alternatives.iter().find(|a| a.name == *name) {
                    Some(a) => self.fits(inner, &a.ty, depth + 1).map_err(|why| format!("in `{name}`: {why}")),
                    None => Err(format!("the CHOICE has no alternative `{name}`")),
                }
            }
            (Value::Struct(fields), TypeKind::Sequence(s) | TypeKind::Set(s)) => {
                for (name, v) in fields {
                    if let Some(component) = s.components.iter().find(|c| c.name == *name) {
                        self.fits(v, &component.ty, depth + 1).map_err(|why| format!("in `{name}`: {why}"))?;
                    }
                }
                Ok(())
            }
            (Value::List(items), TypeKind::SequenceOf(of) | TypeKind::SetOf(of)) => {
                sized(c, items.len(), "elements")?;
                items.iter().try_for_each(|v| self.fits(v, &of.element, depth + 1))
            }
            (v, kind) => {
                Err(format!("it is {} value; the type is {}", value_kind(v), super::constraints::kind_name(kind)))
            }
        }
    }
}

/// Within a root that is not extensible (an extensible type has values
/// outside its root too).
fn within(
    root: Option<&RangeSet>,
    extensible: bool,
    c: &Constraint,
    n: &BigInt,
    shown: impl Fn() -> String,
) -> Result<(), String> {
    match root {
        Some(range) if !extensible && !c.unchecked && !range.contains(n) => Err(shown()),
        _ => Ok(()),
    }
}

fn sized(c: &Constraint, len: usize, unit: &str) -> Result<(), String> {
    within(c.size.as_ref(), c.extensible.size, c, &BigInt::from(len), || {
        format!("its size, {len} {unit}, is outside the SIZE constraint")
    })
}

fn string_fits(s: &str, kind: StringKind, c: &Constraint) -> Result<(), String> {
    if let Some(bad) = s.chars().find(|&ch| !super::constraints::in_alphabet(kind, ch)) {
        return Err(format!("{bad:?} is not a {} character", kind.keyword()));
    }
    if let (Some(alphabet), false, false) = (&c.alphabet, c.extensible.alphabet, c.unchecked) {
        if let Some(bad) = s.chars().find(|&ch| !alphabet.iter().any(|&(lo, hi)| (lo..=hi).contains(&(ch as u32)))) {
            return Err(format!("{bad:?} is not in the permitted alphabet"));
        }
    }
    sized(c, s.chars().count(), "characters")
}

fn value_kind(v: &Value) -> &'static str {
    match v {
        Value::Boolean(_) => "a BOOLEAN",
        Value::Null => "a NULL",
        Value::Integer(_) => "an INTEGER",
        Value::Enumerated(..) => "an ENUMERATED",
        Value::Real(..) => "a REAL",
        Value::BitString(_) => "a BIT STRING",
        Value::OctetString(_) => "an OCTET STRING",
        Value::Oid(_) => "an OBJECT IDENTIFIER",
        Value::RelativeOid(_) => "a RELATIVE-OID",
        Value::String(_) => "a character string",
        Value::Choice(..) => "a CHOICE",
        Value::Struct(_) => "a SEQUENCE or SET",
        Value::List(_) => "a SEQUENCE OF or SET OF",
        Value::Open(..) | Value::Opaque(_) => "an open type's",
    }
}
