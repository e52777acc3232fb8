//! ENUMERATED: a fieldless enum with its numbers.

use super::{names, Body, Content, EnumVariants, FromJerBody, Item, Jer, JerBody, Scope, Template};

/// An ENUMERATED: its codec (`templates/rust/enumerated_codec.rs.askama`).
#[derive(Template)]
#[template(path = "rust/enumerated_codec.rs.askama", escape = "none")]
pub(super) struct EnumeratedCodec<'a> {
    name: &'a str,
    e: &'a EnumVariants,
}

/// The enum, its codecs and its `number()`; `per`: the crate reads PER
/// (which may give an item of a later version, kept as its index).
pub(super) fn enumerated_item(item: &mut Item, e: &crate::ir::Enumerated, per: bool) -> askama::Result<()> {
    let mut scope = Scope::default();
    let mut named: Vec<(String, i64)> = Vec::new();
    for (n, v) in e.root.iter().chain(&e.additions) {
        named.push((scope.claim(names::variant_name(n)), *v));
    }
    let plan = crate::plan::enumerated::enum_plan(e);
    let unknown = plan.keeps_unknown.then(|| scope.claim("Unknown".to_string()));
    let later = plan.keeps_later(per).then(|| scope.claim("Later".to_string()));
    let variants = EnumVariants { named, unknown, later };
    let mut number = String::from("match self {\n");
    let mut identifiers = Vec::new();
    // A later item has no number: `number()` says so with `None`.
    let some = |v: String| if variants.later.is_some() { format!("Some({v})") } else { v };
    for ((n, v), (asn1, _)) in variants.named.iter().zip(e.root.iter().chain(&e.additions)) {
        number += &format!("Self::{n} => {},\n", some(v.to_string()));
        identifiers.push((n.clone(), asn1.clone()));
    }
    if let Some(u) = &variants.unknown {
        number += &format!("Self::{u}(v) => {},\n", some("*v".to_string()));
    }
    if let Some(l) = &variants.later {
        number += &format!("Self::{l}(_) => None,\n");
    }
    number += "}";
    // A number the schema does not name has no identifier: it is written as a number.
    let jer = Jer::Identifiers { items: identifiers, unknown: variants.unknown.clone(), later: variants.later.clone() };
    item.jer = Some(askama::Template::render(&JerBody { body: &jer })?);
    let from_jer = FromJerBody::Identifiers {
        items: e.root.iter().chain(&e.additions).map(|(n, v)| (n.clone(), *v)).collect(),
        extensible: plan.keeps_unknown,
    };
    item.from_jer = Some(from_jer.into_impl()?);
    item.inherent.push(if variants.later.is_some() {
        format!(
            "/// The number on the wire; `None` for an item of a later version read from PER, which gives its index alone.\npub fn number(&self) -> Option<i64> {{ {number} }}"
        )
    } else {
        format!("/// The number on the wire.\npub fn number(&self) -> i64 {{ {number} }}")
    });
    let codec = EnumeratedCodec { name: &item.name, e: &variants }.render()?;
    item.content = Some(Content::Rendered(codec));
    item.body = Body::Enumerated(variants);
    Ok(())
}
