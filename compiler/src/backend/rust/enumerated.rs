//! ENUMERATED: a fieldless enum with its numbers.

use super::*;

pub(super) fn enumerated_item(item: &mut Item, e: &crate::ir::Enumerated) {
    let mut scope = Scope::default();
    let mut variants: Vec<(String, i64)> = Vec::new();
    for (n, v) in e.root.iter().chain(&e.additions) {
        variants.push((scope.claim(names::variant_name(n)), *v));
    }
    let unknown = if e.extensible { Some(scope.claim("Unknown".to_string())) } else { None };
    let mut decode = String::from("let off = r.offset();\nmatch rt::decode_i128(r)? {\n");
    let mut number = String::from("match self {\n");
    let mut jer = String::from("match self {\n");
    for ((n, v), (asn1, _)) in variants.iter().zip(e.root.iter().chain(&e.additions)) {
        decode += &format!("{v} => Ok(Self::{n}),\n");
        number += &format!("Self::{n} => {v},\n");
        jer += &format!("Self::{n} => w.identifier(\"{asn1}\"),\n");
    }
    match &unknown {
        Some(u) => {
            decode += &format!(
                "v => i64::try_from(v).map(Self::{u}).map_err(|_| rt::Error::new(rt::ErrorKind::ValueOutOfRange, off)),\n}}"
            );
            number += &format!("Self::{u}(v) => *v,\n");
            // A number the schema does not name has no identifier.
            jer += &format!("Self::{u}(v) => rt::Jer::write_jer(v, w)?,\n");
        }
        None => decode += "_ => Err(rt::Error::new(rt::ErrorKind::UnknownEnumerated, off)),\n}",
    }
    number += "}";
    item.jer = Some(jer + "}\nOk(())");
    item.inherent.push(format!("/// The number on the wire.\npub fn number(&self) -> i64 {{ {number} }}"));
    item.body = Body::Enumerated(variants, unknown.is_some());
    item.content = Some(Content::Own {
        tag: "rt::Tag::ENUMERATED".into(),
        decode,
        encode: "rt::encode_i128(w, i128::from(self.number()));\nOk(())".into(),
        reads_all: false,
    });
}
