//! A type with a tag, constraint or names of its own over another.

use super::*;

impl Emitter<'_, '_> {
    pub(super) fn newtype_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let ir = self.ir();
        // The inner type: what the newtype wraps, read with the same content
        // codec but without this type's checks or names.
        let (inner, _, _) = match &ty.kind {
            TypeKind::Ref(r) => (self.type_path(r), Checks::default(), SizeExpr::Bytes),
            TypeKind::BitString(_) => ("rt::BitString<'a>".to_string(), Checks::default(), SizeExpr::Bits),
            TypeKind::Integer(_) => {
                let plain = Type { kind: TypeKind::Integer(Vec::new()), ..ty.clone() };
                self.rust_type(&plain, path)
            }
            TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => {
                let element = self.element_type(&c.element, path);
                self.collections.push((item.name.clone(), element.clone()));
                (collection_type(ty, &element), Checks::default(), SizeExpr::Bytes)
            }
            _ => self.rust_type(ty, path),
        };
        let u = Use {
            core: inner.clone(),
            mode: Mode::Own,
            checks: plan::uses::own_checks(ir, ty),
            size_expr: SizeExpr::of(&ir.core(ty).kind),
            key: None,
            inner: self.newtype_steps(ty),
        };
        let named_bits = matches!(&ty.kind, TypeKind::BitString(n) if !n.is_empty());
        if let TypeKind::BitString(bits) = &ty.kind {
            for (n, bit) in bits {
                let konst = names::const_name(n);
                let method = names::field_name(n);
                item.inherent.push(format!("/// Bit `{n}({bit})`.\npub const {konst}: usize = {bit};"));
                item.inherent.push(format!(
                    "/// Whether bit `{n}` is set.\npub fn {method}(&self) -> bool {{ self.0.bit({bit}) }}"
                ));
            }
        }
        if let TypeKind::Integer(named) = &ty.kind {
            for (n, v) in named {
                item.inherent.push(format!("/// The number `{n}`.\npub const {}: i64 = {v};", names::const_name(n)));
            }
        }
        let checks = self.check_stmts(&u, "v", false, "off", "");
        let enc_checks = self.check_stmts(&u, "self.0", false, "0", "");
        let off = if checks.is_empty() { "" } else { "let off = r.offset();\n" };
        item.content = Some(if plan::tags::own_tag(ir, ty).is_some() {
            let read = if named_bits {
                "rt::BitString::decode_named(r)".to_string()
            } else {
                format!("<{} as rt::DerValue>::decode_content(r)", inner)
            };
            Content::Own {
                tag: tag_expr(plan::tags::own_tag(ir, ty).unwrap_or(WireTag {
                    class: TagClass::Universal,
                    constructed: false,
                    number: 0,
                })),
                // Without checks the inner result is wrapped as it is: no
                // copy of the value out of one Result and into another.
                decode: if checks.is_empty() {
                    format!("{read}.map(Self)")
                } else {
                    format!("{off}let v = {read}?;\n{checks}Ok(Self(v))")
                },
                encode: format!("{enc_checks}rt::DerValue::encode_content(&self.0, w)"),
                // A SEQUENCE or SET under a new name: its decoder checks its end.
                reads_all: !named_bits && matches!(ir.core(ty).kind, TypeKind::Sequence(_) | TypeKind::Set(_)),
            }
        } else {
            Content::Untagged {
                decode: format!("Ok(Self(<{} as rt::DerUntagged>::decode_untagged(r)?))", inner),
                encode: "rt::DerUntagged::encode_untagged(&self.0, w)".to_string(),
                has_tag: format!("<{} as rt::DerUntagged>::has_tag(tag)", inner),
            }
        });
        item.jer = Some("rt::Jer::write_jer(&self.0, w)".to_string());
        item.body = Body::Newtype(inner);
    }
}
