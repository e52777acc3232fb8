//! A type that is another one, with a tag, checks or names of its own
//! (templates/c/typedef.{h,c}.askama).

use super::{
    content_decode,
    jer::{Jer, JerIn, JerInForm, JerWrite},
    names, plan, prim_encode, At, CItem, CUse, Codec, Constants, ContentCodecHeader, Emitter, Mode, Part, Prim,
    SizeExpr, Template, Type, TypeKind, UntaggedCodecHeader,
};

impl Emitter<'_, '_> {
    /// A type that is another one, maybe with a tag, checks or names of its own;
    /// `made`: the C type and codec already made for an inline `ty` (not
    /// made again).
    pub(super) fn typedef_item(&mut self, item: &mut CItem, ty: &Type, path: &str, made: Option<(String, Codec)>) {
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
            _ => made.unwrap_or_else(|| {
                let (t, c, _, _) = self.c_type(ty, path);
                (t, c)
            }),
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
                    constants.push((self.scope.claim(names::c_constant(&name, n)), bit.to_string()));
                }
            }
            TypeKind::Integer(numbers) => {
                for (n, v) in numbers {
                    constants.push((self.scope.claim(names::c_constant(&name, n)), v.to_string()));
                }
            }
            _ => {}
        }
        let header = TypedefHeader {
            name: &name,
            target: &target,
            named_bits: matches!(ty.kind, TypeKind::BitString(_)),
            constants: Constants::new(&name, constants),
        };
        let own_tag = plan::tags::own_tag(ir, ty).is_some();
        let item_name = match &codec {
            Codec::Item(t) => Some(t.as_str()),
            Codec::Prim(_) => None,
        };
        let encode_checks = self.check_stmts(&u, "(*in)", "0", &At::None).trim_end().to_string();
        let model = Typedef {
            name: &name,
            own_tag,
            item: item_name,
            decode_call: content_decode(&codec, "r", "(*out)"),
            decode_checks: self.check_stmts(&u, "(*out)", "off", &At::None).trim_end().to_string(),
            encode_checks: encode_checks.clone(),
            writes_nothing: codec == Codec::Prim(Prim::Null),
            encode_uses_err: u.encodes_with_err(&encode_checks),
            prim_write: match &codec {
                Codec::Prim(p) => prim_encode(*p, "w", "(*in)", &At::None),
                Codec::Item(_) => String::new(),
            },
        };
        let prototypes = if own_tag {
            ContentCodecHeader { name: &name }.render()
        } else {
            UntaggedCodecHeader { name: &name }.render()
        };
        let parts =
            vec![(Part::Definition, header.render()), (Part::Functions, model.render()), (Part::Codec, prototypes)];
        self.put(item, parts);
        self.put_jer(item, Jer::Inner(JerWrite::stmt(self.jer_stmt(&u, "(*in)", &At::None, None))));
        // The inner type's form: its content under this type's own tag.
        let inner = CUse { mode: if own_tag { Mode::Own } else { Mode::Untagged }, ..u.clone() };
        let write = self.jer_in_content(&inner, "w", "x");
        let form = if own_tag { JerInForm::Content } else { JerInForm::Untagged };
        self.put_jer_in(item, form, JerIn::Inner(write));
        self.put_oer(item, |e, wire| e.oer_newtype(wire, ty, &u));
        let bits = plan::per::reads_in_run(ir, ty).filter(|_| self.an.per);
        if let (Some(plan::per::BitField::Whole { lb, most, bits }), Codec::Prim(Prim::Native(n))) = (bits, &codec) {
            let checks = self.check_stmts(&u, "(*out)", "off", &At::None).trim_end().to_string();
            let body = super::per::PerBitsBody::native(*n, (lb, most, bits), checks, encode_checks);
            self.put_per_bits(item, body);
        }
    }
}

/// A type that is another one: its definition with its named numbers or
/// bits (templates/c/typedef.h.askama).
#[derive(Template)]
#[template(path = "c/typedef.h.askama", escape = "none")]
struct TypedefHeader<'a> {
    name: &'a str,
    target: &'a str,
    named_bits: bool,
    constants: Constants<'a>,
}

/// Its codec (templates/c/typedef.c.askama): the other type's, then the
/// checks this one adds.
#[derive(Template)]
#[template(path = "c/typedef.c.askama", escape = "none")]
struct Typedef<'a> {
    name: &'a str,
    /// The type has a tag of its own (a content codec), else it is untagged.
    own_tag: bool,
    /// The generated type it is, when it is not a runtime type.
    item: Option<&'a str>,
    /// The call decoding the content into `*out`.
    decode_call: String,
    /// Statements checking `*out` (with `off`, the content's offset).
    decode_checks: String,
    /// Statements checking `*in` before it is written.
    encode_checks: String,
    /// The statement writing a runtime value's content.
    prim_write: String,
    /// That statement writes nothing (NULL).
    writes_nothing: bool,
    /// The encoder can fail (a check, a generated type, a checked view).
    encode_uses_err: bool,
}
