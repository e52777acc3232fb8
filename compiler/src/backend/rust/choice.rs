//! CHOICE: an enum of its alternatives.

use super::{
    mark_from_impls, names, Body, Content, Emitter, FromJerArm, FromJerBody, Item, Jer, JerArm, JerWrite, Prim,
    RustType, Scope, Template, Variant,
};

/// A CHOICE: its codec (`templates/rust/choice_codec.rs.askama`).
#[derive(Template)]
#[template(path = "rust/choice_codec.rs.askama", escape = "none")]
pub(super) struct ChoiceCodec<'a> {
    name: &'a str,
    generics: &'a str,
    alternatives: Vec<ChoiceAlternative>,
    /// An extensible CHOICE's variant for values of other tags.
    unknown: Option<String>,
}

pub(super) struct ChoiceAlternative {
    variant: String,
    /// The condition that a value starting with `tag` is this alternative.
    matches: String,
    /// The expression reading it, and its error path segment.
    read: String,
    at: String,
    /// It is a NULL: nothing is kept.
    unit: bool,
    /// Checks of the value read (`v`), and of the value written.
    checks: String,
    encode_checks: String,
    /// The expression writing `v`.
    write: String,
}

impl Emitter<'_, '_> {
    pub(super) fn choice_item(&mut self, item: &mut Item, choice: &crate::ir::Choice, path: &str) {
        let mut variants = Vec::new();
        let mut alternatives = Vec::new();
        let mut arms = Vec::new();
        let mut from_jer = Vec::new();
        let mut scope = Scope::default();
        let mut oer_alternatives = Vec::new();
        for alt in &choice.alternatives {
            let name = scope.claim(names::variant_name(&alt.name));
            let alt_path = format!("{path}.{}", alt.name);
            let u = self.use_of(&alt.ty, &alt_path, false);
            let at = format!(".map_err(|e| e.at(\"{}\"))", alt.name);
            alternatives.push(ChoiceAlternative {
                variant: name.clone(),
                matches: self.matches_expr(&alt.ty, &u),
                read: self.decode_expr(&alt.ty, &u),
                unit: self.is_unit(&alt.ty, &u),
                checks: self.check_stmts(&u, "v", false, "off", &at),
                encode_checks: self.encode_check_stmts(&u, "v", true, &at),
                write: self.encode_expr(&alt.ty, &u, "v"),
                at,
            });
            from_jer.push(FromJerArm {
                asn1: alt.name.clone(),
                at: alternatives[alternatives.len() - 1].at.clone(),
                write: self.jer_input_expr(&alt.ty, &u, "v"),
            });
            arms.push(JerArm {
                asn1: alt.name.clone(),
                write: JerWrite {
                    place: name.clone(),
                    write: self.jer_stmt(&u, "v", true, &alternatives[alternatives.len() - 1].at),
                },
            });
            oer_alternatives.push((name.clone(), &alt.ty, u.clone(), alternatives[alternatives.len() - 1].at.clone()));
            let identity = self.type_identity(&alt.ty, &u.held().to_string(), &alt_path);
            variants.push(Variant {
                name,
                asn1: Some(alt.name.clone()),
                identity,
                ty: u.held(),
                doc: format!("`{}`: `{}`", alt.name, crate::ir::dump::type_line(&alt.ty).replace('`', "'")),
                from: false,
                convertible: self.builds_variant(&alt.ty, &u),
            });
        }
        let plan = crate::plan::choice::choice_plan(self.ir(), choice);
        let keeps_unknown = plan.keeps_unknown;
        let unknown = keeps_unknown.then(|| {
            let name = scope.claim("Unknown".to_string());
            variants.push(Variant {
                name: name.clone(),
                asn1: None,
                identity: String::new(),
                ty: RustType::Prim(Prim::Any),
                doc: "An alternative added in a later version of the schema, kept as read.".to_string(),
                from: false,
                convertible: false,
            });
            name
        });
        let as_read = unknown.clone();
        let model = ChoiceCodec { name: &item.name, generics: &item.generics, alternatives, unknown };
        match model.render() {
            Ok(text) => item.content = Some(Content::Rendered(text)),
            Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
        mark_from_impls(&mut variants);
        let jer_as_read = as_read.clone().map(|place| JerWrite { place, write: String::new() }).into_iter().collect();
        self.set_jer(item, Jer::Union { arms, as_read: jer_as_read, wrapped: true });
        self.set_from_jer(item, FromJerBody::Choice { arms: from_jer, extensible: keeps_unknown });
        for wire in self.wires() {
            let body = self.oer_choice(wire, &plan, &oer_alternatives, as_read.as_deref());
            self.set_wire(wire, item, &body);
        }
        item.body = Body::Choice(variants);
    }
}
