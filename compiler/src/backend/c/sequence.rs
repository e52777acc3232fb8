//! SEQUENCE and SET, from plan::structs: components, DEFAULT values,
//! unknown extensions, the SET loop, components kept raw.

use super::*;

pub(super) struct DefaultValue {
    pub(super) array: String,
    pub(super) literal: Option<String>,
}

impl Emitter<'_, '_> {
    pub(super) fn struct_item(&mut self, item: &mut CItem, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let set = plan.set;
        let name = item.name.clone();
        let mut fields = Vec::new();
        let mut field_scope = Scope::default();
        // Every field is written on success; OPTIONAL values only when
        // present (their flag says so), so nothing is cleared first.
        let mut decode = String::new();
        // Encoders, one per component; written in the plan's order, back
        // to front, below.
        let mut encodes: Vec<String> = Vec::new();
        let mut set_arms = Vec::new();
        let mut set_decls = String::new();
        let mut set_finish = String::new();
        let unknown = plan.unknown.map(|u| (u, field_scope.claim("unknown_extensions".to_string())));
        let mut unknown_encode = None;
        let mut field_names: Vec<String> = Vec::new();
        let mut keyed_fields = Vec::new();
        for (i, f) in plan.fields.iter().enumerate() {
            if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == i) {
                unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
            }
            let c_ty = f.ty();
            let field = field_scope.claim(names::c_ident(f.asn1()));
            field_names.push(field.clone());
            let keyed = f.keyed;
            let (u, open) = match keyed {
                Some(k) => {
                    let (u, open) = self.open_use(k, c_ty, &format!("out->{}", field_names[k.key]), &f.path);
                    (u, Some(open))
                }
                None => (self.use_of(c_ty, &f.path, f.lazy), None),
            };
            if let Some(dep) = u.dep() {
                item.deps.push(dep);
            }
            let has = if f.is_optional() { Some(field_scope.claim(format!("has_{field}"))) } else { None };
            if let Some(open) = open {
                let collection = keyed.is_some_and(|k| k.holder == Holder::Collection);
                keyed_fields.push(open::KeyedElement { field: field.clone(), has: has.clone(), collection, open });
            }
            let at = At::Name(f.asn1().to_string());
            let x = format!("out->{field}");
            let default = f.default().map(|d| self.default_value(d, &format!("{name}_{field}")));
            let present = self.present_expr(c_ty, &u, "r");
            let read = self.decode_stmts(c_ty, &u, "r", &x, &at);
            // Every use below opens a block of its own but the plain one.
            let (read, standalone) = (read.in_block(), read.standalone());
            let checks = self.check_stmts(&u, &x, "off", &at);
            let restore = default.as_ref().map(|d| self.restore_default(c_ty, &u, d, &x, &at));
            let not_default = default
                .as_ref()
                .map(|d| at.try_(&format!("synta_check_not_default(r, start, {0}, sizeof {0}, off, err)", d.array)));
            if set {
                let seen = match &has {
                    Some(h) => {
                        set_decls += &format!("out->{h} = false;\n");
                        format!("out->{h}")
                    }
                    None => {
                        let s = format!("seen_{field}");
                        set_decls += &format!("bool {s} = false;\n");
                        s
                    }
                };
                let start = if default.is_some() { "size_t start = r->pos;\n" } else { "" };
                let nd = not_default.map(|s| s + "\n").unwrap_or_default();
                set_arms.push(block(
                    &format!("if ({} && !{seen})", self.matches_expr(c_ty, &u)),
                    &format!("{start}{read}{nd}{checks}{seen} = true;\n"),
                ));
                set_finish += &match (&restore, has.is_some()) {
                    (Some(r), _) => block(&format!("if (!{seen})"), r),
                    (None, true) => String::new(),
                    (None, false) => block(
                        &format!("if (!{seen})"),
                        &(at.try_("synta_fail(err, SYNTA_ERR_MISSING, synta_reader_offset(r))") + "\n"),
                    ),
                };
            } else {
                let off =
                    if !checks.is_empty() || default.is_some() { "size_t off = synta_reader_offset(r);\n" } else { "" };
                decode += &format!("/* {} */\n", f.asn1());
                decode += &match (&restore, &has) {
                    (Some(restore), _) => if_else(
                        &format!("if ({present})"),
                        &format!("{off}size_t start = r->pos;\n{read}{}\n{checks}", not_default.unwrap_or_default()),
                        restore,
                    ),
                    (None, Some(h)) => {
                        format!(
                            "out->{h} = {present};\n{}",
                            block(&format!("if (out->{h})"), &format!("{off}{read}{checks}"))
                        )
                    }
                    (None, None) if off.is_empty() => standalone,
                    (None, None) => block("", &format!("{off}{read}{checks}")),
                };
            }
            // Encoding: the value, checked first.
            let v = format!("in->{field}");
            let mut enc_checks = self.check_stmts(&u, &v, "0", &at);
            if let Some(k) = keyed {
                // A keyed value must be the one its key selects.
                let fits = format!("{}_fits({}, in->{})", u.ctype, addr(&v), field_names[k.key]);
                enc_checks =
                    at.try_(&format!("synta_check({fits}, SYNTA_ERR_KEY_MISMATCH, 0, err)")) + "\n" + &enc_checks;
            }
            let write = format!("{enc_checks}{}", self.encode_stmts(c_ty, &u, "w", &v, &at));
            let statement = match (&default, &has) {
                (Some(d), _) => match &d.literal {
                    Some(lit) => block(&format!("if ({})", differs_from(&v, lit)), &write),
                    None => {
                        // Written only when its encoding is not the DEFAULT's.
                        let arr = &d.array;
                        let probe = self.encode_stmts(c_ty, &u, "probe", &v, &at);
                        let differs = block(&format!("if (!synta_writer_equals(probe, {arr}, sizeof {arr}))"), &write);
                        block(
                            "",
                            &format!("uint8_t probe_buf[sizeof {arr}];\nsynta_writer probe_w, *probe = &probe_w;\nsynta_writer_init(probe, probe_buf, sizeof probe_buf);\n{probe}{differs}"),
                        )
                    }
                },
                (None, Some(h)) => block(&format!("if (in->{h})"), &write),
                (None, None) => write,
            };
            encodes.push(format!("/* {} */\n{statement}", f.asn1()));
            let mut doc = f.doc.clone();
            if f.lazy {
                doc += " (kept raw: see the _get_ accessor)";
                self.lazy_accessor(item, &u, &field, has.as_deref(), f.asn1());
            }
            if let Some(h) = &has {
                fields.push(format!("bool {h};"));
            }
            fields.push(format!("/* {}: {} */\n{}", f.asn1(), comment_text(&doc), declaration(&u.held(), &field)));
        }
        if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == plan.fields.len()) {
            unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
        }
        if let Some((_, u)) = &unknown {
            fields.push(format!(
                "/* Extension additions this schema does not know, kept to re-encode them. */\nsynta_bytes {u};"
            ));
        }
        if set {
            // Each component once, in ascending tag order (X.690 §10.3).
            let unexpected = block("else", "return synta_fail_tag(err, off, tag, 0, 0);\n");
            let step = format!(
                "size_t off = synta_reader_offset(r);\nsynta_tag tag;\nSYNTA_TRY(synta_next_tag(r, &tag, err));\n{}last = tag;\nhave_last = 1;\n{} {unexpected}",
                block(
                    "if (have_last && SYNTA_TAG_ORDER_KEY(last) >= SYNTA_TAG_ORDER_KEY(tag))",
                    "return synta_fail(err, SYNTA_ERR_SET_NOT_SORTED, off);\n"
                ),
                set_arms.iter().map(|a| a.trim_end()).collect::<Vec<_>>().join(" else "),
            );
            let scan = block("while (!synta_reader_is_empty(r))", &step);
            decode += &format!(
                "{set_decls}{}{set_finish}",
                block("", &format!("synta_tag last = 0;\nint have_last = 0;\n{scan}"))
            );
        }
        decode += "return synta_reader_finish(r, err);";
        // Written back to front: the last component first.
        let mut ordered: Vec<&str> = plan.encode_order.iter().map(|&i| encodes[i].as_str()).collect();
        if let (Some((u, _)), Some(e)) = (&unknown, &unknown_encode) {
            ordered.insert(u.before, e);
        }
        let encode: String = ordered.into_iter().rev().collect::<String>() + "return SYNTA_OK;";
        if fields.is_empty() {
            fields.push("/* C has no empty structs. */\nuint8_t unused;".to_string());
        }
        item.forward = true;
        // With one keyed open type, a collection of this struct can be
        // searched by key (see `add_lookups`).
        if let Ok([keyed]) = <[open::KeyedElement; 1]>::try_from(keyed_fields) {
            self.keyed_elements.insert(name.clone(), keyed);
        }
        item.definition = format!("struct {name} {{\n{}}};", indent(&fields.join("\n")));
        self.content_functions(item, &decode, &encode);
    }

    /// Reads unknown extension additions into `out->field` up to the tag
    /// `stop`; returns the statement writing them back.
    pub(super) fn unknown_extensions(&self, decode: &mut String, field: &str, stop: Option<WireTag>) -> String {
        let (has_stop, stop) = match stop {
            Some(tag) => ("1", tag_expr(tag)),
            None => ("0", "0".to_string()),
        };
        *decode += &format!("SYNTA_TRY(synta_decode_unknown_extensions(r, {has_stop}, {stop}, &out->{field}, err));\n");
        format!("synta_encode_bytes(w, in->{field});\n")
    }

    /// The DEFAULT value of a component: its encoding as a static array, and
    /// a literal when the value is a number or a boolean.
    pub(super) fn default_value(&mut self, d: &DefaultPlan, base: &str) -> DefaultValue {
        let array = self.scope.claim(format!("{base}_default"));
        self.statics.push(format!(
            "/* The DER encoding of the DEFAULT value of {base}. */\nstatic const uint8_t {array}[] = {{{}}};",
            byte_list(&d.der)
        ));
        let literal = d.literal.map(|l| match l {
            Literal::Bool(b) => b.to_string(),
            Literal::Int(i) => int64_literal(i),
        });
        DefaultValue { array, literal }
    }

    /// Statements setting `x` to the DEFAULT value.
    pub(super) fn restore_default(&self, ty: &Type, u: &CUse, d: &DefaultValue, x: &str, at: &At) -> String {
        match &d.literal {
            Some(lit) => format!("{x} = {lit};\n"),
            None => format!(
                "synta_reader d;\nsynta_reader_init(&d, {0}, sizeof {0});\n{1}",
                d.array,
                self.decode_stmts(ty, u, "&d", x, at).in_block()
            ),
        }
    }

    /// The accessor of a component kept raw: decodes it on demand.
    pub(super) fn lazy_accessor(&mut self, item: &mut CItem, u: &CUse, field: &str, has: Option<&str>, asn1: &str) {
        let n = item.name.clone();
        let accessor = self.scope.claim(format!("{n}_get_{field}"));
        let at = At::Name(asn1.to_string());
        let absent = match has {
            Some(h) => block(
                &format!("if (!in->{h})"),
                &format!("synta_fail(err, SYNTA_ERR_MISSING, 0);\nsynta_error_at(err, \"{asn1}\");\nreturn SYNTA_ERR_MISSING;\n"),
            ),
            None => String::new(),
        };
        let read = match (u.mode, &u.codec) {
            (Mode::LazyOwn, codec) => format!(
                "synta_tlv tlv;\nsynta_reader c;\n{}\n{}\n{}\n",
                at.try_("synta_read_tlv(&r, &tlv, err)"),
                at.try_("synta_reader_enter(&r, &tlv, &c, err)"),
                at.try_(&content_decode(codec, "&c", "(*out)"))
            ),
            (_, codec) => format!(
                "{}\n{}\n",
                at.try_(&untagged_decode(codec, "&r", "(*out)")),
                at.try_("synta_reader_finish(&r, err)")
            ),
        };
        push_function(
            item,
            &format!("Decodes `{asn1}`, kept raw in `{field}` (offsets in errors count from its start)."),
            format!("synta_status {accessor}(const {n} *in, synta_arena *arena, {} *out, synta_error *err)", u.ctype),
            &format!("synta_reader r;\n{absent}synta_reader_init(&r, in->{field}.ptr, in->{field}.len);\n{read}return SYNTA_OK;"),
        );
    }
}

/// A condition: `value` differs from the literal `default`.
pub(super) fn differs_from(value: &str, default: &str) -> String {
    match default {
        "false" => value.to_string(),
        "true" => format!("!{value}"),
        _ => format!("{value} != {default}"),
    }
}
