//! ENUMERATED: a fieldless enum with its numbers.

use super::{names, Body, Content, FromJerBody, Item, Jer, JerBody, Scope, Template};

/// An ENUMERATED: its codec (`templates/rust/enumerated_codec.rs.askama`).
#[derive(Template)]
#[template(path = "rust/enumerated_codec.rs.askama", escape = "none")]
pub(super) struct EnumeratedCodec<'a> {
    name: &'a str,
    /// The variants with their numbers.
    variants: &'a [(String, i64)],
    /// The variant keeping other numbers, when the type is extensible.
    unknown: Option<&'a str>,
}

pub(super) fn enumerated_item(item: &mut Item, e: &crate::ir::Enumerated) -> askama::Result<()> {
    let mut scope = Scope::default();
    let mut variants: Vec<(String, i64)> = Vec::new();
    for (n, v) in e.root.iter().chain(&e.additions) {
        variants.push((scope.claim(names::variant_name(n)), *v));
    }
    let keeps_unknown = crate::plan::enumerated::enum_plan(e).keeps_unknown;
    let unknown = keeps_unknown.then(|| scope.claim("Unknown".to_string()));
    let mut number = String::from("match self {\n");
    let mut identifiers = Vec::new();
    for ((n, v), (asn1, _)) in variants.iter().zip(e.root.iter().chain(&e.additions)) {
        number += &format!("Self::{n} => {v},\n");
        identifiers.push((n.clone(), asn1.clone()));
    }
    if let Some(u) = &unknown {
        number += &format!("Self::{u}(v) => *v,\n");
    }
    number += "}";
    // A number the schema does not name has no identifier: it is written as a number.
    let jer = Jer::Identifiers { items: identifiers, unknown: unknown.clone() };
    item.jer = Some(askama::Template::render(&JerBody { body: &jer })?);
    let from_jer = FromJerBody::Identifiers {
        items: e.root.iter().chain(&e.additions).map(|(n, v)| (n.clone(), *v)).collect(),
        extensible: keeps_unknown,
    };
    item.from_jer = Some(from_jer.into_impl()?);
    item.inherent.push(format!("/// The number on the wire.\npub fn number(&self) -> i64 {{ {number} }}"));
    let codec = EnumeratedCodec { name: &item.name, variants: &variants, unknown: unknown.as_deref() }.render()?;
    item.content = Some(Content::Rendered(codec));
    item.body = Body::Enumerated(variants, unknown);
    Ok(())
}
