//! SEQUENCE and SET, from plan::structs: fields, DEFAULT values, unknown
//! extensions, the SET loop, components kept raw.

use super::*;

/// Names the generated decoders use for themselves, which a component's
/// local must not shadow.
pub(super) const DECODER_LOCALS: &[&str] = &["r", "v", "w", "off", "tag", "before", "last"];

pub(super) struct DefaultValue {
    pub(super) bytes_const: String,
    pub(super) value_expr: String,
}

impl Emitter<'_, '_> {
    pub(super) fn struct_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let set = plan.set;
        let components: Vec<&Component> = plan.fields.iter().map(|f| f.component).collect();
        let mut fields: Vec<Field> = Vec::new();
        let mut decode = String::new();
        let mut encodes: Vec<String> = Vec::new();
        let mut init = Vec::new();
        let mut field_scope = Scope::default();
        let mut set_arms = Vec::new();
        let mut set_finish = String::new();
        let mut jer = String::from("w.begin_object();\n");
        let unknown = plan.unknown.map(|u| (u, field_scope_claim_unknown(&components)));
        let mut unknown_encode = None;
        let mut locals: Vec<String> = Vec::new();
        let mut keyed_fields = Vec::new();
        for (i, f) in plan.fields.iter().enumerate() {
            if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == i) {
                unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
            }
            let c_ty = f.ty();
            let name = field_scope.claim(names::field_name(f.asn1()));
            // The local a component is decoded into: its field name, unless
            // that is a name the decoder itself uses (`r`, `v`, ...).
            let local = if DECODER_LOCALS.contains(&name.as_str()) { format!("{name}_") } else { name.clone() };
            locals.push(local.clone());
            let optional = f.is_optional();
            // The encoder checks that a keyed value goes with its key.
            let mut fits = String::new();
            let u = match f.keyed {
                Some(k) => {
                    let (u, open) = self.open_use(k, c_ty, &locals[k.key], &components[k.key].ty, &f.path);
                    let key =
                        format!("self.{}{}.as_bytes()", fields[k.key].name, self.newtype_steps(&components[k.key].ty));
                    let misfit = if optional {
                        format!("self.{name}.as_ref().is_some_and(|v| !v.fits({key}))")
                    } else {
                        format!("!self.{name}.fits({key})")
                    };
                    fits = format!(
                        "if {misfit} {{\nreturn Err(rt::Error::new(rt::ErrorKind::KeyMismatch, 0)).map_err(|e| e.at(\"{}\"));\n}}\n",
                        f.asn1()
                    );
                    let collection = k.holder == Holder::Collection;
                    keyed_fields.push(open::KeyedElement { field: name.clone(), optional, collection, open });
                    u
                }
                None => self.use_of(c_ty, &f.path, f.lazy),
            };
            let asn1 = f.asn1();
            let at = format!(".map_err(|e| e.at(\"{asn1}\"))");
            let default = f.default().map(|d| self.default_value(c_ty, &u, d, &name, item));
            let field_ty = if optional { format!("::core::option::Option<{}>", u.held()) } else { u.held() };
            let decode_value = self.decode_expr(c_ty, &u);
            let encode_value = self.encode_expr(c_ty, &u, "v");
            let present = self.present_expr(c_ty, &u);
            let needs_off = !u.checks.is_empty() || default.is_some();
            if set {
                self.set_component(&mut set_arms, &mut set_finish, c_ty, &u, &local, optional, default.as_ref(), &at);
            } else {
                if needs_off {
                    decode += "let off = r.offset();\n";
                }
                match (&default, optional) {
                    (Some(d), _) => {
                        decode += &format!(
                            "let {local} = if {present} {{\n let before = r.remaining();\n let v = {decode_value}{at}?;\n rt::check_not_default(before, r.remaining(), {konst}, off){at}?;\n{checks} v\n}} else {{ {dv} }};\n",
                            konst = d.bytes_const,
                            checks = self.check_stmts(&u, "v", false, "off", &at),
                            dv = d.value_expr,
                        );
                    }
                    (None, true) => {
                        decode += &format!(
                            "let {local} = if {present} {{\n let v = {decode_value}{at}?;\n{checks} ::core::option::Option::Some(v)\n}} else {{ ::core::option::Option::None }};\n",
                            checks = self.check_stmts(&u, "v", false, "off", &at),
                        );
                    }
                    (None, false) if self.is_unit(c_ty, &u) => {
                        decode += &format!("{decode_value}{at}?;\n");
                    }
                    (None, false) => {
                        decode += &format!("let {local} = {decode_value}{at}?;\n");
                        decode += &self.check_stmts(&u, &local, false, "off", &at);
                    }
                }
            }
            let checks = self.check_stmts(&u, "v", true, "0", &at);
            // Writes the present value `&self.{name}`, checked first when
            // the type asks for checks.
            let write = if checks.is_empty() {
                format!("{}{at}?;\n", self.encode_expr(c_ty, &u, &format!("&self.{name}")))
            } else {
                format!("let v = &self.{name};\n{checks}{encode_value}{at}?;\n")
            };
            let statement = match (&default, optional) {
                (Some(d), _) => format!("if {} {{\n{write}}}\n", differs_from(&format!("self.{name}"), &d.value_expr)),
                (None, true) => format!(
                    "if let ::core::option::Option::Some(v) = &self.{name} {{\n{checks}{encode_value}{at}?;\n}}\n"
                ),
                (None, false) if checks.is_empty() => write,
                (None, false) => format!("{{\n{write}}}\n"),
            };
            encodes.push(fits + &statement);
            let mut doc = format!("`{asn1}`: {}", f.doc.replace('`', "'"));
            if f.lazy {
                doc += " (kept raw; decoded by the accessor of the same name)";
                let core_rust = &u.core;
                let get = if u.mode == Mode::LazyOwn { "get" } else { "get_untagged" };
                item.inherent.push(if optional {
                    format!(
                        "/// Decodes `{asn1}`.\npub fn {name}(&self) -> rt::Result<::core::option::Option<{core_rust}>> {{ self.{name}.as_ref().map(|v| v.{get}()).transpose(){at} }}"
                    )
                } else {
                    format!("/// Decodes `{asn1}`.\npub fn {name}(&self) -> rt::Result<{core_rust}> {{ self.{name}.{get}(){at} }}")
                });
            }
            jer += &if optional {
                format!(
                    "if let ::core::option::Option::Some(v) = &self.{name} {{\nw.member(\"{asn1}\");\n{}}}\n",
                    self.jer_stmt(&u, "v", &at)
                )
            } else {
                format!("w.member(\"{asn1}\");\n{}", self.jer_stmt(&u, &format!("self.{name}"), &at))
            };
            let unit = self.is_unit(c_ty, &u) && !optional && default.is_none() && !set;
            init.push(match (unit, local == name) {
                (true, _) => format!("{name}: ()"),
                (false, true) => name.clone(),
                (false, false) => format!("{name}: {local}"),
            });
            fields.push(Field { name, ty: field_ty, doc });
        }
        // With one keyed open type, a collection of this struct can be
        // searched by key (see `add_lookups`).
        if let Ok([keyed]) = <[open::KeyedElement; 1]>::try_from(keyed_fields) {
            self.keyed_elements.insert(format!("{}{}", item.name, item.generics), keyed);
        }
        if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == plan.fields.len()) {
            unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
        }
        if set {
            decode = format!(
                "{decls}let mut last: ::core::option::Option<rt::Tag> = ::core::option::Option::None;\nwhile !r.is_empty() {{\n let off = r.offset();\n let tag = r.next_tag()?;\n if last.is_some_and(|l| l.order_key() >= tag.order_key()) {{ return Err(rt::Error::new(rt::ErrorKind::SetNotSorted, off)); }}\n last = ::core::option::Option::Some(tag);\n {arms} else {{ return Err(rt::Error::new(rt::ErrorKind::UnexpectedTag {{ expected: ::core::option::Option::None, found: tag }}, off)); }}\n}}\n{set_finish}",
                decls = locals.iter().map(|l| format!("let mut {l} = ::core::option::Option::None;\n")).collect::<String>(),
                arms = set_arms.join(" else "),
            );
        }
        let mut encode: Vec<&str> = plan.encode_order.iter().map(|&i| encodes[i].as_str()).collect();
        if let (Some((u, field)), Some(e)) = (&unknown, &unknown_encode) {
            encode.insert(u.before, e);
            fields.push(Field {
                name: field.clone(),
                ty: "rt::UnknownExtensions<'a>".to_string(),
                doc: "Extension additions this schema does not know, kept to re-encode them unchanged.".to_string(),
            });
            init.push(field.clone());
        }
        let mut encode = encode.concat();
        if !set {
            // A SET's loop above ends only at the end of its content.
            decode += "r.finish()?;\n";
        }
        decode += &format!("Ok(Self {{ {} }})", init.join(", "));
        encode += "Ok(())";
        item.jer = Some(jer + "w.end_object();\nOk(())");
        item.body = Body::Struct(fields);
        item.content = Some(Content::Own {
            tag: if set { "rt::Tag::SET".into() } else { "rt::Tag::SEQUENCE".into() },
            decode,
            encode,
            reads_all: true,
        });
    }

    /// Reads unknown extension additions into the local `name` up to the
    /// tag `stop`; returns the statement writing them back.
    pub(super) fn unknown_extensions(&self, decode: &mut String, name: &str, stop: Option<WireTag>) -> String {
        let stop = match stop {
            Some(tag) => format!("|tag| tag == {}", tag_expr(tag)),
            None => "|_| false".to_string(),
        };
        *decode += &format!("let {name} = rt::UnknownExtensions::read(r, {stop})?;\n");
        format!("self.{name}.encode(w);\n")
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn set_component(
        &self,
        arms: &mut Vec<String>,
        finish: &mut String,
        ty: &Type,
        u: &Use,
        name: &str,
        optional: bool,
        default: Option<&DefaultValue>,
        at: &str,
    ) {
        let decode_value = self.decode_expr(ty, u);
        let checks = self.check_stmts(u, "v", false, "off", at);
        let (before, not_default) = match default {
            Some(d) => (
                "let before = r.remaining();\n",
                format!("rt::check_not_default(before, r.remaining(), {}, off){at}?;\n", d.bytes_const),
            ),
            None => ("", String::new()),
        };
        arms.push(format!(
            "if {cond} && {name}.is_none() {{\n{before} let v = {decode_value}{at}?;\n{not_default}{checks}{name} = ::core::option::Option::Some(v);\n}}",
            cond = self.matches_expr(ty, u),
        ));
        *finish += &match (default, optional) {
            (Some(d), _) => format!("let {name} = match {name} {{ ::core::option::Option::Some(v) => v, ::core::option::Option::None => {} }};\n", d.value_expr),
            (None, true) => String::new(),
            (None, false) => format!(
                "let {name} = {name}.ok_or_else(|| rt::Error::new(rt::ErrorKind::Missing, r.offset())){at}?;\n"
            ),
        };
    }

    /// The DEFAULT value of a component: its encoding as a constant and an
    /// expression giving the value.
    pub(super) fn default_value(
        &mut self,
        ty: &Type,
        u: &Use,
        d: &DefaultPlan,
        field: &str,
        item: &mut Item,
    ) -> DefaultValue {
        let konst = format!("{}_DEFAULT", names::const_name(field.trim_start_matches("r#")));
        item.inherent.push(format!(
            "/// The DER encoding of the DEFAULT value of `{field}`.\npub const {konst}: &'static [u8] = &{};",
            byte_list(&d.der)
        ));
        // Simple values are written as literals (an integer only where the
        // field is the native integer itself, not a newtype of it); others
        // are decoded from the constant, which the compiler has just
        // produced and checked.
        let native = ty.native_int.map(NativeInt::rust_name);
        let literal = match d.literal {
            Some(Literal::Bool(b)) => Some(b.to_string()),
            Some(Literal::Int(i)) if native == Some(u.core.as_str()) => Some(i.to_string()),
            _ => None,
        };
        let value_expr = match literal {
            Some(l) => l,
            None => {
                let method = format!("{}_default", field.trim_start_matches("r#"));
                let decode = self.decode_expr(ty, u).replace("'a", "'static");
                item.inherent.push(format!(
                    "/// The DEFAULT value of `{field}`, decoded from its encoding.\npub fn {method}() -> rt::Result<{}> {{ let r = &mut rt::Reader::new(Self::{konst}); {decode} }}",
                    u.held().replace("'a", "'static")
                ));
                format!("Self::{method}()?")
            }
        };
        DefaultValue { bytes_const: format!("Self::{konst}"), value_expr }
    }
}

/// A condition: `value` differs from the DEFAULT expression `default`.
pub(super) fn differs_from(value: &str, default: &str) -> String {
    match default {
        "false" => value.to_string(),
        "true" => format!("!{value}"),
        _ => format!("{value} != {default}"),
    }
}

/// A name for the unknown-extensions field that no component uses.
pub(super) fn field_scope_claim_unknown(components: &[&Component]) -> String {
    let taken: BTreeSet<String> = components.iter().map(|c| names::field_name(&c.name)).collect();
    let mut name = "unknown_extensions".to_string();
    while taken.contains(&name) {
        name.push('_');
    }
    name
}
