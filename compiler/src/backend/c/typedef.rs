//! A type that is another one, with a tag, checks or names of its own.

use super::*;

impl Emitter<'_, '_> {
    /// A type that is another one, maybe with a tag, checks or names of its own.
    pub(super) fn typedef_item(&mut self, item: &mut CItem, ty: &Type, path: &str) {
        let ir = self.ir();
        let name = item.name.clone();
        let checks = plan::uses::own_checks(ir, ty);
        let (target, codec) = match &ty.kind {
            TypeKind::Ref(r) => {
                self.uses_modules.insert(r.module.clone());
                let t = self.an.type_names.get(r).cloned().unwrap_or_else(|| r.name.clone());
                item.deps.push((t.clone(), true));
                (t.clone(), Codec::Item(t))
            }
            TypeKind::BitString(named) if !named.is_empty() => {
                ("synta_bit_string".to_string(), Codec::Prim(Prim::Bits { named: true }))
            }
            TypeKind::Integer(_) => {
                let plain = Type { kind: TypeKind::Integer(Vec::new()), ..ty.clone() };
                let (t, c, _, _) = self.c_type(&plain, path);
                (t, c)
            }
            _ => {
                let (t, c, _, _) = self.c_type(ty, path);
                (t, c)
            }
        };
        let u = CUse {
            ctype: target.clone(),
            codec: codec.clone(),
            mode: Mode::Own,
            checks,
            size: SizeExpr::of(&ir.core(ty).kind),
            key: None,
        };
        let mut constants = Vec::new();
        match &ty.kind {
            TypeKind::BitString(bits) => {
                for (n, bit) in bits {
                    constants.push((self.scope.claim(format!("{name}_{}", names::c_ident(n))), bit.to_string()));
                }
            }
            TypeKind::Integer(numbers) => {
                for (n, v) in numbers {
                    constants.push((self.scope.claim(format!("{name}_{}", names::c_ident(n))), v.to_string()));
                }
            }
            _ => {}
        }
        let what = match &ty.kind {
            TypeKind::BitString(b) if !b.is_empty() => "/* Named bits (test with synta_bit_string_get). */\n",
            TypeKind::Integer(n) if !n.is_empty() => "/* Named numbers. */\n",
            _ => "",
        };
        item.definition =
            format!("typedef {target} {name};\n{what}{}", enum_constants(&name, &constants)).trim_end().to_string();
        if plan::tags::own_tag(ir, ty).is_some() {
            let checks = self.check_stmts(&u, "(*out)", "off", &At::None);
            let off = if checks.is_empty() { "" } else { "size_t off = synta_reader_offset(r);\n" };
            let decode =
                format!("{off}{}\n{checks}return SYNTA_OK;", At::None.try_(&content_decode(&codec, "r", "(*out)")));
            let enc_checks = self.check_stmts(&u, "(*in)", "0", &At::None);
            let write = match &codec {
                Codec::Item(t) => format!("return {t}_encode_content(in, w, err);"),
                Codec::Prim(p) => format!("{}\nreturn SYNTA_OK;", prim_encode(*p, "w", "(*in)")),
            };
            self.content_functions(item, &decode, &format!("{enc_checks}{write}"));
        } else {
            let (decode, encode, has_tag) = match &codec {
                Codec::Item(t) => (
                    format!("return {t}_decode_untagged(r, arena, out, err);"),
                    format!("return {t}_encode_untagged(in, w, err);"),
                    format!("return {t}_has_tag(tag);"),
                ),
                Codec::Prim(_) => (
                    "return synta_decode_any(r, out, err);".to_string(),
                    "synta_encode_bytes(w, *in);\nreturn SYNTA_OK;".to_string(),
                    "return 1;".to_string(),
                ),
            };
            self.untagged_functions(item, &decode, &encode, &has_tag);
        }
    }
}
