//! Statements: reading and writing one value with its tag chain, its
//! checks, and the C text they are made of (places, tags, literals,
//! blocks indented where they are made).

use super::{plan, string_kind, CUse, Codec, Emitter, Mode, Presence, Prim, Ranges, SizeExpr, TagClass, Type, WireTag};

/// Where an error gets its path segment.
#[derive(Clone, Debug)]
pub(super) enum At {
    None,
    Name(String),
    Index(String),
}

impl At {
    /// The statement trying `expr`.
    pub(super) fn try_(&self, expr: &str) -> String {
        match self {
            At::None => format!("SYNTA_TRY({expr});"),
            At::Name(n) => format!("SYNTA_TRY_AT({expr}, \"{n}\");"),
            At::Index(i) => format!("SYNTA_TRY_AT_INDEX({expr}, {i});"),
        }
    }
}

/// Statements and the locals they declare (readers of EXPLICIT wrappers,
/// a writer's mark), placed at the top of the block that holds them.
pub(super) struct Stmts {
    pub(super) decls: String,
    pub(super) body: String,
}

impl Stmts {
    /// For a block the caller opens (an `if`, a loop, a function body).
    pub(super) fn in_block(&self) -> String {
        if self.decls.is_empty() {
            self.body.clone()
        } else {
            format!("{}\n{}", self.decls, self.body)
        }
    }

    /// Among other statements of one scope: a block of its own when it
    /// declares locals, so that two such reads do not clash.
    pub(super) fn standalone(&self) -> String {
        if self.decls.is_empty() {
            self.body.clone()
        } else {
            block("", &format!("{}\n{}", self.decls, self.body))
        }
    }
}

impl Emitter<'_, '_> {
    /// Statements reading a value of `ty` (its whole chain) from the reader
    /// `r` (a pointer expression) into the lvalue `x`.
    pub(super) fn decode_stmts(&self, ty: &Type, u: &CUse, r: &str, x: &str, at: &At) -> Stmts {
        let ir = self.ir();
        let wrappers: Vec<_> = plan::tags::wrappers(ty).collect();
        let mut reader = r.to_string();
        let mut decls = Vec::new();
        let mut body = String::new();
        for (k, tag) in wrappers.iter().enumerate() {
            let t = WireTag { class: tag.class, constructed: true, number: tag.number };
            decls.push(format!("synta_reader x{k};"));
            body += &at.try_(&format!("synta_open({reader}, {}, &x{k}, err)", tag_expr(t)));
            body += "\n";
            reader = format!("&x{k}");
        }
        if u.mode.is_cycle() {
            body += &format!("{x} = ({} *)synta_arena_alloc(arena, sizeof *{x}, SYNTA_ARENA_ALIGN);\n", u.ctype);
            body += &at.try_(&format!(
                "synta_check({x} != NULL, SYNTA_ERR_ARENA_EXHAUSTED, synta_reader_offset({reader}), err)"
            ));
            body += "\n";
        }
        let target = u.value(x);
        match (u.mode, plan::tags::own_tag(ir, ty)) {
            (Mode::Own | Mode::CycleOwn, Some(tag)) => {
                decls.push("synta_reader c;".to_string());
                body += &self.own_decode(ty, u, &reader, &target, tag, at);
            }
            (Mode::LazyOwn, Some(tag)) => body += &self.lazy_read(ty, u, &reader, &target, Some(tag), at),
            (Mode::LazyUntagged, _) => body += &self.lazy_read(ty, u, &reader, &target, None, at),
            (_, _) => body += &at.try_(&inner_decode(u, &reader, &target, untagged_decode)),
        }
        body += "\n";
        for k in (0..wrappers.len()).rev() {
            body += &at.try_(&format!("synta_reader_finish(&x{k}, err)"));
            body += "\n";
        }
        Stmts { decls: decls.join("\n"), body }
    }

    /// Statements reading the value's own TLV, with the tag `tag`, from
    /// `reader` through the local reader `c` into `target`.
    fn own_decode(&self, ty: &Type, u: &CUse, reader: &str, target: &str, tag: WireTag, at: &At) -> String {
        let open = match plan::tags::segments(self.ir(), ty) {
            // BER may send it in segments, which BER mode joins.
            Some(segments) if !tag.constructed => {
                let bits = u8::from(segments == plan::tags::Segments::Bits);
                format!("synta_open_segments({reader}, {}, {bits}, arena, &c, err)", tag_expr(tag))
            }
            _ => format!("synta_open({reader}, {}, &c, err)", tag_expr(tag)),
        };
        format!("{}\n{}", at.try_(&open), at.try_(&inner_decode(u, "&c", target, content_decode)))
    }

    /// Statements reading a lazy component (its own TLV, or an untagged
    /// one when `tag` is `None`) into `target`: as read, checked by its
    /// universal tags in BER mode; or, where only its type shows all that
    /// BER may change (plan::lazy), in BER mode decoded as a value of its
    /// type is and kept as the DER of that value, counted and then written
    /// into the arena.
    fn lazy_read(&self, ty: &Type, u: &CUse, reader: &str, target: &str, tag: Option<WireTag>, at: &At) -> String {
        let as_read = at.try_(&match tag {
            Some(tag) => {
                format!("synta_decode_lazy_tagged({reader}, {}, arena, {}, err)", tag_expr(tag), addr(target))
            }
            None => format!("synta_decode_lazy({reader}, arena, {}, err)", addr(target)),
        });
        if !plan::lazy::needs_type_in_ber(self.ir(), ty) {
            return as_read;
        }
        let decoded = CUse { mode: if tag.is_some() { Mode::Own } else { Mode::Untagged }, ..u.clone() };
        let (decls, decode, header) = match tag {
            Some(tag) => (
                "synta_reader c;\n",
                self.own_decode(ty, &decoded, reader, "v", tag, at),
                format!("\nsynta_write_header_since(&w, {}, 0);", tag_expr(tag)),
            ),
            None => ("", at.try_(&inner_decode(&decoded, reader, "v", untagged_decode)), String::new()),
        };
        let write = format!("{}{header}", self.content_encode(&decoded, "&w", "v", at));
        let by_type = format!(
            "{} v;\n{decls}synta_writer w;\nsynta_bytes der;\n{decode}\nsynta_writer_init(&w, NULL, 0);\n{write}\n{}\n\
             {write}\n{}\n{} = synta_any_of_tlv(der);",
            u.ctype,
            at.try_(&format!("synta_arena_writer(&w, arena, synta_reader_offset({reader}), err)")),
            at.try_("synta_writer_view(&w, &der, err)"),
            value(target),
        );
        format!(
            "/* From BER, read by its type, which alone shows all that BER\n * changed (plan::lazy): its DER counted, then written. */\n\
             if (SYNTA_READER_IS_BER({reader})) {{\n{}}} else {{\n{}}}",
            indent(&by_type),
            indent(&as_read),
        )
    }

    /// Statements writing the value `x` (an lvalue) of `ty`, whole chain,
    /// in front of what the writer `w` (a pointer expression) holds.
    pub(super) fn encode_parts(&self, ty: &Type, u: &CUse, w: &str, x: &str, at: &At) -> Stmts {
        let ir = self.ir();
        let own = plan::tags::own_tag(ir, ty);
        let value = u.value(x);
        let mut headers = Vec::new();
        if let (Mode::Own | Mode::CycleOwn, Some(tag)) = (u.mode, own) {
            headers.push(tag);
        }
        let mut content = self.content_encode(u, w, &value, at);
        if matches!(u.mode, Mode::CycleOwn | Mode::CycleUntagged) {
            // A value held by pointer is there, or the component is missing.
            content =
                format!("{}\n{content}", at.try_(&format!("synta_check({x} != NULL, SYNTA_ERR_MISSING, 0, err)")));
        }
        for tag in plan::tags::wrappers(ty).collect::<Vec<_>>().into_iter().rev() {
            headers.push(WireTag { class: tag.class, constructed: true, number: tag.number });
        }
        if headers.is_empty() {
            return Stmts { decls: String::new(), body: format!("{content}\n") };
        }
        // Headers go in front of what the content wrote since `mark`.
        let mut body = format!("{content}\n");
        for tag in headers {
            body += &format!("synta_write_header_since({w}, {}, mark);\n", tag_expr(tag));
        }
        Stmts { decls: format!("size_t mark = synta_writer_mark({w});"), body }
    }

    /// The statement writing the decoded value `value` in `u`'s mode, its
    /// own header and wrappers left to the caller.
    fn content_encode(&self, u: &CUse, w: &str, value: &str, at: &At) -> String {
        match (u.mode, &u.codec) {
            (Mode::LazyOwn | Mode::LazyUntagged, _) | (_, Codec::Prim(Prim::Any)) => {
                at.try_(&format!("synta_encode_any({w}, {value}, err)"))
            }
            (Mode::Own | Mode::CycleOwn, Codec::Item(name)) => {
                at.try_(&format!("{name}_encode_content({}, {w}, err)", addr(value)))
            }
            (Mode::Own | Mode::CycleOwn, Codec::Prim(p)) => prim_encode(*p, w, value, at),
            (_, Codec::Item(name)) => at.try_(&format!("{name}_encode_untagged({}, {w}, err)", addr(value))),
            (_, Codec::Prim(p)) => prim_encode(*p, w, value, at),
        }
    }

    /// The same statements among others of one scope (see
    /// [`Stmts::standalone`]).
    pub(super) fn encode_stmts(&self, ty: &Type, u: &CUse, w: &str, x: &str, at: &At) -> String {
        self.encode_parts(ty, u, w, x, at).standalone()
    }

    /// A condition: the next value of reader `r` can be a `ty`.
    pub(super) fn present_expr(&self, ty: &Type, u: &CUse, r: &str) -> String {
        match plan::tags::presence(self.ir(), ty, u.key.is_some()) {
            Presence::Tag(tag) => format!("synta_peek_is({r}, {})", tag_expr(tag)),
            Presence::AnythingLeft => format!("!synta_reader_is_empty({r})"),
            Presence::ByType => match &u.codec {
                Codec::Item(name) => format!("synta_peek_matches({r}, {name}_has_tag)"),
                Codec::Prim(_) => format!("synta_peek_matches({r}, NULL)"),
            },
        }
    }

    /// A condition on `tag`: a value starting with it is a `ty`; `None`
    /// when a value of any tag is (ANY).
    pub(super) fn matches_expr(&self, ty: &Type, u: &CUse) -> Option<String> {
        match plan::tags::outer_tag(self.ir(), ty) {
            Some(tag) => Some(format!("tag == {}", tag_expr(tag))),
            None => match &u.codec {
                Codec::Item(name) => Some(format!("{name}_has_tag(tag)")),
                Codec::Prim(_) => None,
            },
        }
    }

    /// Statements checking the value `x` against the use's checks, failing
    /// at byte `off`.
    pub(super) fn check_stmts(&self, u: &CUse, x: &str, off: &str, at: &At) -> String {
        if u.mode.is_lazy() {
            return String::new(); // checked when the accessor decodes it
        }
        let x = u.value(x);
        let mut out = String::new();
        if let Some(ranges) = &u.checks.value {
            let native = match u.codec {
                Codec::Prim(Prim::Native(n)) => Some(n),
                _ => None,
            };
            let (table, cond) = range_check(&value(&x), ranges, native.map(plan::checks::native_range));
            out +=
                &with_table(table, at.try_(&format!("synta_check({cond}, SYNTA_ERR_VALUE_OUT_OF_RANGE, {off}, err)")));
        }
        if let Some(ranges) = &u.checks.integer {
            // Compared with the bounds' own content octets: any width.
            let cmp = |bound: i128| {
                let octets: String = num_bigint::BigInt::from(bound)
                    .to_signed_bytes_be()
                    .iter()
                    .map(|b| format!("\\x{b:02x}"))
                    .collect();
                format!("synta_integer_compare({}, SYNTA_INTEGER_CONST(\"{octets}\"))", value(&x))
            };
            let parts: Vec<String> = ranges
                .iter()
                .map(|(lo, hi)| match (lo, hi) {
                    (Some(l), Some(h)) if l == h => format!("{} == 0", cmp(*l)),
                    (Some(l), Some(h)) => format!("({} >= 0 && {} <= 0)", cmp(*l), cmp(*h)),
                    (Some(l), None) => format!("{} >= 0", cmp(*l)),
                    (None, Some(h)) => format!("{} <= 0", cmp(*h)),
                    (None, None) => "1".to_string(),
                })
                .collect();
            let cond = if parts.is_empty() { "0".to_string() } else { parts.join(" || ") };
            out += &at.try_(&format!("synta_check({cond}, SYNTA_ERR_VALUE_OUT_OF_RANGE, {off}, err)"));
            out += "\n";
        }
        if let Some(ranges) = &u.checks.size {
            // A size a field holds is compared as it is; one a call measures
            // (bits, characters) is measured once, however many bounds.
            let (measure, len) = match u.size {
                SizeExpr::Bytes => (None, member(&x, "len")),
                SizeExpr::Elements => (None, member(&x, "count")),
                SizeExpr::Bits => (Some(format!("synta_bit_string_length({})", addr(&x))), "length".to_string()),
                SizeExpr::Chars(k) => {
                    (Some(format!("synta_string_length({}, {})", string_kind(k), value(&x))), "length".to_string())
                }
            };
            let (table, cond) = range_check(&len, ranges, Some((0, i128::from(u64::MAX))));
            let check = at.try_(&format!("synta_check({cond}, SYNTA_ERR_SIZE_OUT_OF_RANGE, {off}, err)"));
            out += &match measure {
                None => with_table(table, check),
                Some(call) => block("", &format!("{table}size_t length = {call};\n{check}\n")),
            };
        }
        if let (Some(alphabet), SizeExpr::Chars(k)) = (&u.checks.alphabet, u.size) {
            let list: Vec<String> = alphabet.iter().map(|(lo, hi)| format!("{lo:#x}, {hi:#x}")).collect();
            let check = at.try_(&format!(
                "synta_check_alphabet({}, {}, alphabet, {}, {off}, err)",
                string_kind(k),
                value(&x),
                alphabet.len()
            ));
            out += &block("", &format!("static const uint32_t alphabet[] = {{{}}};\n{check}\n", list.join(", ")));
        }
        out
    }
}

/// The call decoding content (reader `r`, a pointer) of `codec` into `x`.
/// The call reading the innermost value of a use with `read`; a keyed open
/// type is read by its union's `_decode_for` with the key instead.
pub(super) fn inner_decode(u: &CUse, r: &str, x: &str, read: fn(&Codec, &str, &str) -> String) -> String {
    match (&u.codec, &u.key) {
        (Codec::Item(name), Some(key)) => format!("{name}_decode_for({key}, {r}, arena, {}, err)", addr(x)),
        _ => read(&u.codec, r, x),
    }
}

pub(super) fn content_decode(codec: &Codec, r: &str, x: &str) -> String {
    let a = addr(x);
    match codec {
        Codec::Item(name) => format!("{name}_decode_content({r}, arena, {a}, err)"),
        Codec::Prim(p) => match p {
            Prim::Bool => format!("synta_decode_bool({r}, {a}, err)"),
            Prim::Null => format!("synta_decode_null({r}, {a}, err)"),
            Prim::Native(n) => format!("synta_decode_{}({r}, {a}, err)", n.rust_name()),
            Prim::Octets => format!("synta_decode_octets({r}, {a}, err)"),
            Prim::Bits { named } => format!("synta_decode_bit_string({r}, {}, arena, {a}, err)", u8::from(*named)),
            Prim::Str(k) => format!("synta_decode_string({r}, {}, {a}, err)", string_kind(*k)),
            Prim::View { name, rewrites: true, .. } => format!("synta_decode_{name}({r}, arena, {a}, err)"),
            Prim::View { name, .. } => format!("synta_decode_{name}({r}, {a}, err)"),
            Prim::Any => format!("synta_decode_any({r}, arena, {a}, err)"),
        },
    }
}

/// The call decoding an untagged value of `codec` from reader `r` into `x`
/// (it always takes the arena).
pub(super) fn untagged_decode(codec: &Codec, r: &str, x: &str) -> String {
    match codec {
        Codec::Item(name) => format!("{name}_decode_untagged({r}, arena, {}, err)", addr(x)),
        Codec::Prim(_) => format!("synta_decode_any({r}, arena, {}, err)", addr(x)),
    }
}

/// The statement writing the content of a runtime value `x`: a view is
/// checked first as its decoder checks it (Prim::checks_when_encoded),
/// failing `at`.
pub(super) fn prim_encode(p: Prim, w: &str, x: &str, at: &At) -> String {
    let x = &value(x);
    match p {
        Prim::Bool => format!("synta_encode_bool({w}, {x});"),
        Prim::Null => format!("(void){x};"),
        Prim::Native(n) if plan::checks::native_range(n).0 < 0 => format!("synta_write_int64({w}, {x});"),
        Prim::Native(_) => format!("synta_write_uint64({w}, {x});"),
        Prim::Bits { named } => {
            at.try_(&format!("synta_encode_bit_string({w}, {}, {}, err)", addr(x), u8::from(named)))
        }
        Prim::Octets => at.try_(&format!("synta_encode_view({w}, {x}, NULL, err)")),
        Prim::Str(k) => at.try_(&format!("synta_encode_string({w}, {}, {x}, err)", string_kind(k))),
        Prim::View { check, .. } => at.try_(&format!("synta_encode_view({w}, {x}, synta_check_{check}, err)")),
        Prim::Any => at.try_(&format!("synta_encode_any({w}, {x}, err)")),
    }
}

/// The address of the place `x`: `out` for `(*out)`, else `&x`.
pub(super) fn addr(x: &str) -> String {
    match x.strip_prefix("(*").and_then(|p| p.strip_suffix(')')) {
        Some(pointer) => pointer.to_string(),
        None => format!("&{x}"),
    }
}

/// The place `x` as a value: `*out` for `(*out)`.
pub(super) fn value(x: &str) -> String {
    match x.strip_prefix("(*").and_then(|p| p.strip_suffix(')')) {
        Some(pointer) => format!("*{pointer}"),
        None => x.to_string(),
    }
}

/// The member `field` of the place `x`: `out->field` for `(*out)`.
pub(super) fn member(x: &str, field: &str) -> String {
    match x.strip_prefix("(*").and_then(|p| p.strip_suffix(')')) {
        Some(pointer) => format!("{pointer}->{field}"),
        None => format!("{x}.{field}"),
    }
}

/// A `synta_tag` constant expression.
pub(super) fn tag_expr(tag: WireTag) -> String {
    let named = match (tag.class, tag.number, tag.constructed) {
        (TagClass::Universal, 1, false) => Some("SYNTA_TAG_BOOLEAN"),
        (TagClass::Universal, 2, false) => Some("SYNTA_TAG_INTEGER"),
        (TagClass::Universal, 3, false) => Some("SYNTA_TAG_BIT_STRING"),
        (TagClass::Universal, 4, false) => Some("SYNTA_TAG_OCTET_STRING"),
        (TagClass::Universal, 5, false) => Some("SYNTA_TAG_NULL"),
        (TagClass::Universal, 6, false) => Some("SYNTA_TAG_OID"),
        (TagClass::Universal, 10, false) => Some("SYNTA_TAG_ENUMERATED"),
        (TagClass::Universal, 12, false) => Some("SYNTA_TAG_UTF8_STRING"),
        (TagClass::Universal, 16, true) => Some("SYNTA_TAG_SEQUENCE"),
        (TagClass::Universal, 17, true) => Some("SYNTA_TAG_SET"),
        (TagClass::Universal, 19, false) => Some("SYNTA_TAG_PRINTABLE_STRING"),
        (TagClass::Universal, 22, false) => Some("SYNTA_TAG_IA5_STRING"),
        (TagClass::Universal, 23, false) => Some("SYNTA_TAG_UTC_TIME"),
        (TagClass::Universal, 24, false) => Some("SYNTA_TAG_GENERALIZED_TIME"),
        _ => None,
    };
    if let Some(n) = named {
        return n.to_string();
    }
    let class = match tag.class {
        TagClass::Universal => "SYNTA_CLASS_UNIVERSAL",
        TagClass::Application => "SYNTA_CLASS_APPLICATION",
        TagClass::Context => "SYNTA_CLASS_CONTEXT",
        TagClass::Private => "SYNTA_CLASS_PRIVATE",
    };
    format!("SYNTA_TAG({class}, {}, {})", u8::from(tag.constructed), tag.number)
}

/// A literal of type int64_t (or uint64_t beyond it).
pub(super) fn int64_literal(v: i128) -> String {
    if v == i128::from(i64::MIN) {
        "INT64_MIN".to_string()
    } else if v > i128::from(i64::MAX) {
        format!("UINT64_C({v})")
    } else {
        format!("INT64_C({v})")
    }
}

/// A condition that `x` (within `limits`, its type's) lies in `ranges`,
/// and the declaration of the table it searches (empty when none):
/// `lo <= x && x <= hi || …`, leaving out the comparisons the type of `x`
/// already makes true, or for ranges the plan checks by table, a binary
/// search of a table of `int64_t` (when values can be negative) or
/// `uint64_t`.
pub(super) fn range_check(x: &str, ranges: &Ranges, limits: Option<(i128, i128)>) -> (String, String) {
    let (min, max) = limits.unwrap_or((i128::from(i64::MIN), i128::from(u64::MAX)));
    let lit = |v: i128| if min >= 0 { format!("{v}u") } else { int64_literal(v) };
    if plan::checks::by_table(ranges) {
        let (kind, search, max) = if min >= 0 {
            ("synta_urange", "synta_in_uranges", max)
        } else {
            ("synta_range", "synta_in_ranges", max.min(i128::from(i64::MAX)))
        };
        let rows: Vec<String> = ranges
            .iter()
            .map(|(lo, hi)| format!("{{{}, {}}}", lit(lo.unwrap_or(min).max(min)), lit(hi.unwrap_or(max).min(max))))
            .collect();
        let table = format!("static const {kind} ranges[] = {{{}}};\n", rows.join(", "));
        return (table, format!("{search}({x}, ranges, {})", ranges.len()));
    }
    let parts: Vec<String> = ranges
        .iter()
        .map(|(lo, hi)| {
            let lo = lo.filter(|l| *l > min);
            let hi = hi.filter(|h| *h < max);
            match (lo, hi) {
                (Some(l), Some(h)) if l == h => format!("{x} == {}", lit(l)),
                (Some(l), Some(h)) => format!("({x} >= {} && {x} <= {})", lit(l), lit(h)),
                (Some(l), None) => format!("{x} >= {}", lit(l)),
                (None, Some(h)) => format!("{x} <= {}", lit(h)),
                (None, None) => "1".to_string(),
            }
        })
        .collect();
    let cond = if parts.is_empty() { "0".to_string() } else { parts.join(" || ") };
    (String::new(), cond)
}

/// The statement `check`, in a block of its own after `table` when there
/// is one.
fn with_table(table: String, check: String) -> String {
    if table.is_empty() {
        format!("{check}\n")
    } else {
        block("", &format!("{table}{check}\n"))
    }
}

/// `text` one level (four spaces) in, each line ending in a newline.
pub(super) fn indent(text: &str) -> String {
    text.lines().map(|l| if l.is_empty() { "\n".to_string() } else { format!("    {l}\n") }).collect()
}

/// `head { body }` with the body one level in (a bare block when `head`
/// is empty), ending in a newline.
pub(super) fn block(head: &str, body: &str) -> String {
    let open = if head.is_empty() { "{".to_string() } else { format!("{head} {{") };
    format!("{open}\n{}}}\n", indent(body))
}

/// `T name;`, or `T *name;` for a pointer type `T *`.
pub(super) fn declaration(t: &str, name: &str) -> String {
    match t.strip_suffix('*') {
        Some(pointee) => format!("{}*{name};", pointee),
        None => format!("{t} {name};"),
    }
}

pub(super) fn byte_list(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(", ")
}

/// Text safe inside a C block comment.
pub(super) fn comment_text(s: &str) -> String {
    s.replace("*/", "* /").replace("/*", "/ *")
}

/// The ASN.1 text as comment lines.
pub(super) fn comment_block(asn1: &str) -> Vec<String> {
    asn1.trim_start().lines().map(|l| comment_text(l.trim_end())).collect()
}

/// A component's or alternative's notation cut at a word to fit a comment line: an inline
/// CHOICE or SEQUENCE is written whole in the ASN.1 above the struct.
pub(super) fn shortened(notation: &str) -> String {
    const WIDTH: usize = 96;
    if notation.len() <= WIDTH {
        return notation.to_string();
    }
    let mut out = String::new();
    for word in notation.split(' ') {
        if out.len() + word.len() + 1 > WIDTH - 4 {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out + " ..."
}
