//! A type with a tag, constraint or names of its own over another.

use super::{
    collection_type, names, plan, tag_expr, Body, Checks, Content, Emitter, FromJerBody, Item, Jer, JerWrite, Mode,
    Prim, RustType, SizeExpr, Template, Type, TypeKind, Use,
};

/// A newtype: its codec (`templates/rust/newtype_codec.rs.askama`).
#[derive(Template)]
#[template(path = "rust/newtype_codec.rs.askama", escape = "none")]
pub(super) struct NewtypeCodec<'a> {
    name: &'a str,
    generics: &'a str,
    /// Its own tag; `None` for an untagged inner type.
    own_tag: Option<String>,
    /// The expression reading the inner value's content.
    read: String,
    /// Checks of the value read (`v`), and of `self.0` before writing.
    checks: String,
    encode_checks: String,
    reads_all: bool,
    /// The inner type.
    inner: &'a str,
}

impl Emitter<'_, '_> {
    pub(super) fn newtype_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let ir = self.ir();
        // The inner type: what the newtype wraps, read with the same content
        // codec but without this type's checks or names.
        let (inner, _, _) = match &ty.kind {
            TypeKind::Ref(r) => (self.type_path(r), Checks::default(), SizeExpr::Bytes),
            TypeKind::BitString(_) => (RustType::Prim(Prim::Bits), Checks::default(), SizeExpr::Bits),
            TypeKind::Integer(_) => {
                let plain = Type { kind: TypeKind::Integer(Vec::new()), ..ty.clone() };
                self.rust_type(&plain, path)
            }
            TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => {
                let element = self.element_type(&c.element, path);
                self.collections.push((item.name.clone(), element.to_string()));
                (collection_type(ty, element), Checks::default(), SizeExpr::Bytes)
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
                item.named_bits.push((n.clone(), *bit as u64));
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
        // The checks an encoder makes, written once for both of its entry
        // points (`encode_content`, `encode_with_tag`, `encode_explicit`).
        let checks_before_writing = self.check_stmts(&u, "self.0", false, "0", "");
        let encode_checks = if checks_before_writing.is_empty() {
            String::new()
        } else {
            item.inherent.push(format!(
                "/// The constraints checked before the value is written.\n#[inline]\n\
                 fn check_for_encoding(&self) -> rt::Result<()> {{\n{checks_before_writing}Ok(())\n}}"
            ));
            "if W::CHECKS {\nself.check_for_encoding()?;\n}\n".to_string()
        };
        let own_tag = plan::tags::own_tag(ir, ty);
        let model = NewtypeCodec {
            name: &item.name,
            generics: &item.generics,
            own_tag: own_tag.map(tag_expr),
            read: if named_bits {
                "rt::BitString::decode_named(r)".to_string()
            } else {
                format!("<{inner} as rt::DerValue>::decode_content(r)")
            },
            checks: self.check_stmts(&u, "v", false, "off", ""),
            encode_checks,
            // A SEQUENCE or SET under a new name: its decoder checks its end.
            reads_all: !named_bits && matches!(ir.core(ty).kind, TypeKind::Sequence(_) | TypeKind::Set(_)),
            inner: &inner.to_string(),
        };
        match model.render() {
            Ok(text) => item.content = Some(Content::Rendered(text)),
            Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
        for wire in self.wires() {
            let body = self.oer_inner_value(wire, ty, &u).map(super::oer::OerBody::Newtype);
            self.set_wire(wire, item, &body);
            if let (super::oer::Wire::Per, Ok(body)) = (wire, &body) {
                self.set_per_bits(item, ty, body, Some(&u));
            }
        }
        let wrapped = JerWrite { place: String::new(), write: "rt::Jer::write_jer(&self.0, w)".to_string() };
        self.set_jer(item, Jer::Inner(wrapped));
        let body = FromJerBody::Inner { inner: inner.to_string(), own_tag: own_tag.is_some(), named_bits };
        self.set_from_jer(item, body);
        item.body = Body::Newtype(inner);
    }
}
