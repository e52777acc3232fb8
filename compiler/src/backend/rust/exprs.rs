//! Expressions: reading and writing one value with its tag chain, its
//! checks, JER output, and the Rust text they are made of.

use super::{
    any_lifetime, plan, Checks, Codec, Emitter, Mode, Presence, Ranges, RustType, SizeExpr, TagClass, Tlv, Type,
    TypeKind, Use, WireTag,
};

impl Emitter<'_, '_> {
    /// An expression reading a value of `ty` (whole chain) from reader `r`.
    pub(super) fn decode_expr(&self, ty: &Type, u: &Use) -> String {
        let ir = self.ir();
        let core_rust = &u.core;
        // The innermost read, as a function of `r`, and as a function path
        // when there is one (passed as is to an EXPLICIT wrapper).
        let bare = core_rust.call_path();
        let (mut expr, mut path) = match (plan::tags::own_tag(ir, ty), u.mode, &u.key) {
            // An open type's value inside an OCTET STRING, or its one TLV.
            (Some(tag), Mode::Own, Some(key)) => {
                (format!("r.read_with({}, |r| {bare}::decode_for({key}, r))", tag_expr(tag)), None)
            }
            (None, Mode::Untagged, Some(key)) => (format!("{bare}::decode_for({key}, r)"), None),
            (Some(tag), Mode::Own, None) => (format!("r.value::<{core_rust}>({})", tag_expr(tag)), None),
            (None, Mode::Untagged, _) => {
                let path = format!("<{core_rust} as rt::DerUntagged>::decode_untagged");
                (format!("{path}(r)"), Some(path))
            }
            // Kept as read; in BER mode by its type where only the type
            // tells what BER changed (plan::lazy), as a recursive link is.
            (Some(tag), Mode::LazyOwn, _) if plan::lazy::needs_type_in_ber(ir, ty) => {
                let (tag, any) = (tag_expr(tag), any_lifetime(core_rust));
                let relink = format!("|r| rt::relink_value::<{any}>(r, {tag})");
                (format!("rt::Lazy::read_value_by_type(r, {tag}, {relink})"), None)
            }
            (None, Mode::LazyUntagged, _) if plan::lazy::needs_type_in_ber(ir, ty) => {
                let relink = format!("|r| rt::relink_untagged::<{}>(r)", any_lifetime(core_rust));
                (format!("rt::Lazy::read_untagged_by_type(r, {relink})"), None)
            }
            (Some(tag), Mode::LazyOwn, _) => (format!("rt::Lazy::read_value(r, {})", tag_expr(tag)), None),
            (None, Mode::LazyUntagged, _) => {
                ("rt::Lazy::read_untagged(r)".to_string(), Some("rt::Lazy::read_untagged".to_string()))
            }
            // A recursive link: in BER mode, the closure decodes it against a
            // scratch space of a shorter lifetime (rt::Relink).
            (Some(tag), Mode::CycleOwn, _) => {
                let (tag, any) = (tag_expr(tag), any_lifetime(core_rust));
                let relink = format!("|r| rt::relink_value::<{any}>(r, {tag})");
                (format!("rt::Lazy::<'a, {core_rust}>::read_value_decoded(r, {tag}, {relink})"), None)
            }
            (None, Mode::CycleUntagged, _) => {
                let relink = format!("|r| rt::relink_untagged::<{}>(r)", any_lifetime(core_rust));
                (format!("rt::Lazy::<'a, {core_rust}>::read_untagged_decoded(r, {relink})"), None)
            }
            (own, mode, _) => unreachable_mode(own.is_some(), mode),
        };
        // The innermost wrapper around a value with its own TLV reads both
        // at once (`explicit_value`: no copy of the value to check the
        // wrapper's end); any further wrappers go around that.
        let own_value = match (plan::tags::own_tag(ir, ty), u.mode, &u.key) {
            (Some(own), Mode::Own, None) => Some(own),
            _ => None,
        };
        for (i, tag) in plan::tags::wrappers(ty).collect::<Vec<_>>().into_iter().rev().enumerate() {
            let t = WireTag { class: tag.class, constructed: false, number: tag.number };
            expr = match (i, own_value) {
                (0, Some(own)) => {
                    format!("r.explicit_value::<{core_rust}>({}, {})", tag_expr(t), tag_expr(own))
                }
                _ => {
                    let inner = match path.take() {
                        Some(p) => p,
                        None => format!("|r| {expr}"),
                    };
                    format!("r.explicit({}, {inner})", tag_expr(t))
                }
            };
        }
        expr
    }

    /// A statement-free expression writing `var` (a reference) as `ty`.
    pub(super) fn encode_expr(&self, ty: &Type, u: &Use, var: &str) -> String {
        let ir = self.ir();
        let bare = u.core.call_path();
        let mut wrappers: Vec<_> = plan::tags::wrappers(ty).collect();
        let expr = match (plan::tags::own_tag(ir, ty), u.mode) {
            (Some(tag), Mode::Own) if u.key.is_some() => {
                format!("w.tlv({}, |w| {bare}::encode({var}, w))", tag_expr(tag))
            }
            (None, Mode::Untagged) if u.key.is_some() => format!("{bare}::encode({var}, w)"),
            // The innermost wrapper around a value with its own TLV is
            // written with it (`encode_explicit`, as `explicit_value`
            // reads them); any further wrappers go around that.
            (Some(tag), Mode::Own) => match wrappers.pop() {
                Some(outer) => {
                    let outer = WireTag { class: outer.class, constructed: true, number: outer.number };
                    format!("rt::encode_explicit(w, {}, {}, {var})", tag_expr(outer), tag_expr(tag))
                }
                None => format!("rt::encode_value(w, {}, {var})", tag_expr(tag)),
            },
            (None, Mode::Untagged) => format!("rt::DerUntagged::encode_untagged({var}, w)"),
            _ => format!("rt::Lazy::encode({var}, w)"),
        };
        wrap(wrappers, expr, "w.tlv(")
    }

    /// An expression writing into `w` the DER of `ty` read from the JER
    /// value `json`, the same chain as [`Self::encode_expr`] writes; a keyed
    /// open type reads the local `key` (its key's content octets).
    pub(super) fn jer_input_expr(&self, ty: &Type, u: &Use, json: &str) -> String {
        let core = u.core.elided();
        let expr = match (plan::tags::own_tag(self.ir(), ty), u.key.is_some()) {
            (Some(tag), true) => format!(
                "rt::Writer::tlv(w, {}, |w| <{core} as rt::FromJerKeyed>::from_jer_for(key, {json}, w))",
                tag_expr(tag)
            ),
            (None, true) => format!("<{core} as rt::FromJerKeyed>::from_jer_for(key, {json}, w)"),
            (Some(tag), false) => format!(
                "rt::Writer::tlv(w, {}, |w| <{core} as rt::FromJerContent>::from_jer_content({json}, w))",
                tag_expr(tag)
            ),
            (None, false) => format!("<{core} as rt::FromJerUntagged>::from_jer_untagged({json}, w)"),
        };
        within_wrappers(ty, expr, "rt::Writer::tlv(w, ")
    }

    /// An expression: whether the next value of `r` can be a `ty`.
    pub(super) fn present_expr(&self, ty: &Type, u: &Use) -> String {
        match plan::tags::presence(self.ir(), ty, u.key.is_some()) {
            Presence::Tag(tag) => format!("r.peek_is({})", tag_expr(tag)),
            Presence::AnythingLeft => "!r.is_empty()".to_string(),
            Presence::ByType => format!("r.peek_tag().is_some_and(<{} as rt::DerUntagged>::has_tag)", u.core),
        }
    }

    /// A boolean expression: whether a value starting with `tag` is a `ty`.
    pub(super) fn matches_expr(&self, ty: &Type, u: &Use) -> String {
        match plan::tags::outer_tag(self.ir(), ty) {
            Some(tag) => format!("tag == {}", tag_expr(tag)),
            None => {
                format!("<{} as rt::DerUntagged>::has_tag(tag)", u.core)
            }
        }
    }

    /// Whether values of `ty` are `()` (NULL), which need no binding.
    /// (A NULL under a name of its own, `UnbindRequest ::= [APPLICATION 2]
    /// NULL`, is a newtype of `()`.)
    pub(super) fn is_unit(&self, ty: &Type, u: &Use) -> bool {
        matches!(self.ir().core(ty).kind, TypeKind::Null) && u.mode == Mode::Own && self.newtype_steps(ty).is_empty()
    }

    /// Statements checking `var` (a reference) against `checks`, failing at
    /// byte `off`.
    /// `var` names the value, or a reference to it when `by_ref`.
    pub(super) fn check_stmts(&self, u: &Use, var: &str, by_ref: bool, off: &str, at: &str) -> String {
        let mut out = String::new();
        // The runtime value inside any newtypes (a field access reads
        // through a reference as well).
        let var = &format!("{var}{}", u.inner);
        if let Some(ranges) = &u.checks.value {
            let value = if by_ref && u.inner.is_empty() { format!("*{var}") } else { var.to_string() };
            let cond = range_cond(&format!("i128::from({value})"), ranges);
            out += &format!("rt::check_range({cond}, {off}){at}?;\n");
        }
        if let Some(ranges) = &u.checks.integer {
            // A value beyond i128 is inside a range only through its open end.
            let below = ranges.iter().any(|(lo, _)| lo.is_none());
            let above = ranges.iter().any(|(_, hi)| hi.is_none());
            let beyond = match (below, above) {
                (true, true) => "true".to_string(),
                (true, false) => format!("{var}.is_negative()"),
                (false, true) => format!("!{var}.is_negative()"),
                (false, false) => "false".to_string(),
            };
            let cond = range_cond("x", ranges);
            let test = match beyond.as_str() {
                "false" => format!("{var}.to_i128().is_some_and(|x| {cond})"),
                _ => format!("{var}.to_i128().map_or({beyond}, |x| {cond})"),
            };
            out += &format!("rt::check_range({test}, {off}){at}?;\n");
        }
        if let Some(ranges) = &u.checks.size {
            let len = match u.size_expr {
                SizeExpr::Bytes | SizeExpr::Bits | SizeExpr::Elements => format!("{var}.len()"),
                SizeExpr::Chars(_) => format!("{var}.code_points().count()"),
            };
            let cond = range_cond(&format!("({len} as i128)"), ranges);
            out += &format!("rt::check_size({cond}, {off}){at}?;\n");
        }
        if let Some(alphabet) = &u.checks.alphabet {
            let list: Vec<String> = alphabet.iter().map(|(lo, hi)| format!("({lo:#x}, {hi:#x})")).collect();
            out += &format!("rt::check_alphabet({var}.code_points(), &[{}], {off}){at}?;\n", list.join(", "));
        }
        out
    }

    /// [`Self::check_stmts`] for an encoder, at offset 0: made only by a
    /// writer whose pass checks (`W::CHECKS`), so that a planned encoding
    /// checks its value once, in the pass that measures it.
    pub(super) fn encode_check_stmts(&self, u: &Use, var: &str, by_ref: bool, at: &str) -> String {
        let checks = self.check_stmts(u, var, by_ref, "0", at);
        if checks.is_empty() {
            return checks;
        }
        format!("if W::CHECKS {{\n{checks}}}\n")
    }

    /// A statement writing the held value at `place` as JER; values kept
    /// raw are decoded first. `place` is a reference (`v`) when `by_ref`,
    /// else a field (`self.x`).
    pub(super) fn jer_stmt(&self, u: &Use, place: &str, by_ref: bool, at: &str) -> String {
        let value = match u.mode {
            Mode::Own | Mode::Untagged if !by_ref => format!("&{place}"),
            Mode::Own | Mode::Untagged => place.to_string(),
            Mode::LazyOwn | Mode::CycleOwn => format!("&{place}.get(){at}?"),
            Mode::LazyUntagged | Mode::CycleUntagged => format!("&{place}.get_untagged(){at}?"),
        };
        format!("rt::Jer::write_jer({value}, w){at}?;\n")
    }

    /// The `Der` impl: the item's whole chain around its content codec.
    pub(super) fn der_codec(&self, ty: &Type) -> Codec {
        let ir = self.ir();
        let mode = if plan::tags::own_tag(ir, ty).is_some() { Mode::Own } else { Mode::Untagged };
        let u = Use {
            core: RustType::SelfType,
            mode,
            checks: Checks::default(),
            size_expr: SizeExpr::Bytes,
            key: None,
            inner: String::new(),
        };
        let tlv = match plan::tags::own_tlv(ir, ty) {
            Some(tag) => Tlv::Own(tag_expr(tag)),
            None => Tlv::Chain {
                decode: self.decode_expr(ty, &u),
                encode: self.encode_expr(ty, &u, "self"),
                starts_with: self.matches_expr(ty, &u),
                own_tag: mode == Mode::Own,
            },
        };
        Codec { tlv, from_jer: self.jer_input_expr(ty, &u, "v") }
    }
}

/// `expr` (writing a value into `w`) inside `ty`'s EXPLICIT wrappers, each
/// written by the call `tlv` opens (`w.tlv(`, or `rt::Writer::tlv(w, `
/// where no `Writer` bound is in scope).
fn within_wrappers(ty: &Type, expr: String, tlv: &str) -> String {
    wrap(plan::tags::wrappers(ty).collect(), expr, tlv)
}

/// `expr` inside `wrappers` (outermost first).
fn wrap(wrappers: Vec<&crate::ir::Tag>, mut expr: String, tlv: &str) -> String {
    for tag in wrappers.into_iter().rev() {
        let t = WireTag { class: tag.class, constructed: true, number: tag.number };
        expr = format!("{tlv}{}, |w| {expr})", tag_expr(t));
    }
    expr
}

/// `use_of` sets the mode from the same own-tag test the codecs make, so
/// the two always agree; this keeps the match total without a panic.
pub(super) fn unreachable_mode(own: bool, mode: Mode) -> (String, Option<String>) {
    (format!("compile_error!(\"internal: mode {mode:?} with own tag {own}\")"), None)
}

/// A `Tag` constant expression.
pub(super) fn tag_expr(tag: WireTag) -> String {
    let base = match (tag.class, tag.number) {
        (TagClass::Universal, 1) => "rt::Tag::BOOLEAN".to_string(),
        (TagClass::Universal, 2) => "rt::Tag::INTEGER".to_string(),
        (TagClass::Universal, 3) => "rt::Tag::BIT_STRING".to_string(),
        (TagClass::Universal, 4) => "rt::Tag::OCTET_STRING".to_string(),
        (TagClass::Universal, 5) => "rt::Tag::NULL".to_string(),
        (TagClass::Universal, 6) => "rt::Tag::OBJECT_IDENTIFIER".to_string(),
        (TagClass::Universal, 10) => "rt::Tag::ENUMERATED".to_string(),
        (TagClass::Universal, 16) if tag.constructed => return "rt::Tag::SEQUENCE".to_string(),
        (TagClass::Universal, 17) if tag.constructed => return "rt::Tag::SET".to_string(),
        (TagClass::Universal, n) => format!("rt::Tag::universal({n})"),
        (TagClass::Context, n) => format!("rt::Tag::context({n})"),
        (TagClass::Application, n) => format!("rt::Tag::application({n})"),
        (TagClass::Private, n) => format!("rt::Tag::private({n})"),
    };
    if tag.constructed {
        format!("{base}.constructed()")
    } else {
        base
    }
}

/// `lo <= x && x <= hi || …` over inclusive ranges.
pub(super) fn range_cond(x: &str, ranges: &Ranges) -> String {
    if plan::checks::by_table(ranges) {
        let bound = |b: Option<i128>, open: &str| b.map_or_else(|| open.to_string(), |v| v.to_string());
        let table: Vec<String> = ranges
            .iter()
            .map(|(lo, hi)| format!("({}, {})", bound(*lo, "i128::MIN"), bound(*hi, "i128::MAX")))
            .collect();
        return format!("rt::in_ranges({x}, &[{}])", table.join(", "));
    }
    let parts: Vec<String> = ranges
        .iter()
        .map(|(lo, hi)| match (lo, hi) {
            (Some(l), Some(h)) if l == h => format!("{x} == {l}"),
            (Some(l), Some(h)) => format!("({l}..={h}).contains(&{x})"),
            (Some(l), None) => format!("{x} >= {l}"),
            (None, Some(h)) => format!("{x} <= {h}"),
            (None, None) => "true".to_string(),
        })
        .collect();
    if parts.is_empty() {
        "false".to_string()
    } else {
        parts.join(" || ")
    }
}

pub(super) fn byte_list(bytes: &[u8]) -> String {
    let items: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
    format!("[{}]", items.join(", "))
}
