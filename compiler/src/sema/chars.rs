//! Character string values as X.680 §41.8 writes them: a quoted string, a
//! character by its position (`{0, 0, 0, 32}`: Quadruple, `{2, 0}`: Tuple),
//! a list of such pieces (`{"abc", {0, 0, 0, 10}}`), or a reference to a
//! character string value. Values, permitted alphabets and their ranges all
//! read characters here.

use num_traits::ToPrimitive;

use crate::ast::{self, Setting, ValueItem, ValueKind};
use crate::diag::Diagnostic;

use super::{DefKind, Env, Sema, Target};

/// What a value written where characters are expected gives.
pub(crate) enum Chars {
    /// The characters, in order.
    These(Vec<char>),
    /// Not a character string value (the caller says why it wanted one).
    NotCharacters,
    /// An error already reported.
    Reported,
}

impl Sema<'_> {
    /// The characters `v` denotes in `env`.
    pub(crate) fn string_chars(&self, v: &ast::Value, env: &Env) -> Chars {
        match &v.kind {
            ValueKind::CString(s) => Chars::These(s.chars().collect()),
            ValueKind::Block(groups) => {
                let numbers: Option<Vec<&num_bigint::BigInt>> = groups
                    .iter()
                    .map(|g| match g.as_slice() {
                        [ValueItem::Value(ast::Value { kind: ValueKind::Number(n), .. })] => Some(n),
                        _ => None,
                    })
                    .collect();
                match numbers {
                    Some(parts) => self.character_at(&parts, v),
                    None => self.character_list(groups, env),
                }
            }
            ValueKind::Ref(name) => match self.lookup(env, name) {
                None => Chars::Reported,
                Some(Target::Def(id)) if self.def_kind(id) == DefKind::Value => match self.value_def(id) {
                    Some(d) => match &d.1 {
                        crate::ir::Value::String(s) => Chars::These(s.chars().collect()),
                        _ => Chars::NotCharacters,
                    },
                    None => Chars::Reported,
                },
                Some(Target::Param { actual: Setting::Value(actual), env: actual_env, .. }) => {
                    self.string_chars(&actual, &actual_env)
                }
                Some(_) => Chars::NotCharacters,
            },
            _ => Chars::NotCharacters,
        }
    }

    /// `{"abc", {0, 0, 0, 10}, cr}`: the pieces one after the other.
    fn character_list(&self, groups: &[Vec<ValueItem>], env: &Env) -> Chars {
        let mut out = Vec::new();
        for g in groups {
            let [ValueItem::Value(piece)] = g.as_slice() else { return Chars::NotCharacters };
            match self.string_chars(piece, env) {
                Chars::These(c) => out.extend(c),
                other => return other,
            }
        }
        Chars::These(out)
    }

    /// A Quadruple (group, plane, row, cell: its ISO/IEC 10646 code point)
    /// or a Tuple (table column and row of ISO/IEC 646: column × 16 + row).
    fn character_at(&self, parts: &[&num_bigint::BigInt], v: &ast::Value) -> Chars {
        let (limits, weights): (&[u32], &[u32]) = match parts.len() {
            4 => (&[127, 255, 255, 255], &[1 << 24, 1 << 16, 1 << 8, 1]),
            2 => (&[7, 15], &[16, 1]),
            _ => return Chars::NotCharacters,
        };
        let mut code = 0u32;
        for ((part, limit), weight) in parts.iter().zip(limits).zip(weights) {
            match part.to_u32() {
                Some(p) if p <= *limit => code += p * weight,
                _ => return self.bad_character(v, "a part of it is out of its range"),
            }
        }
        match char::from_u32(code) {
            Some(c) => Chars::These(vec![c]),
            None if code > 0x10FFFF => self.bad_character(v, "it is past the last code point, 10FFFF"),
            None => self.bad_character(v, "it is a surrogate code point"),
        }
    }

    fn bad_character(&self, v: &ast::Value, why: &str) -> Chars {
        self.report(
            Diagnostic::error("E0613", v.span, format!("`{}` is no character: {why}", self.text(v.span)))
                .with_label("not a character")
                .with_note(
                    "X.680 §41.8: {group, plane, row, cell} with group 0..127 and the others 0..255, \
                     or {column, row} of the ISO/IEC 646 table with column 0..7 and row 0..15",
                ),
        );
        Chars::Reported
    }
}
