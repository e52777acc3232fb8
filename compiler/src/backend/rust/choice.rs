//! CHOICE: an enum of its alternatives.

use super::*;

impl Emitter<'_, '_> {
    pub(super) fn choice_item(&mut self, item: &mut Item, choice: &crate::ir::Choice, path: &str) {
        let mut variants = Vec::new();
        let mut decode = String::from("let tag = r.next_tag()?;\n");
        let mut encode = String::from("match self {\n");
        let mut has_tag = Vec::new();
        let mut jer = String::from("match self {\n");
        let mut scope = Scope::default();
        for alt in &choice.alternatives {
            let name = scope.claim(names::variant_name(&alt.name));
            let alt_path = format!("{path}.{}", alt.name);
            let u = self.use_of(&alt.ty, &alt_path, false);
            let at = format!(".map_err(|e| e.at(\"{}\"))", alt.name);
            let cond = self.matches_expr(&alt.ty, &u);
            let checks = self.check_stmts(&u, "v", false, "off", &at);
            let off = if checks.is_empty() { "" } else { "let off = r.offset();\n" };
            let read = self.decode_expr(&alt.ty, &u);
            decode += &if self.is_unit(&alt.ty, &u) {
                format!("if {cond} {{\n{read}{at}?;\n return Ok(Self::{name}(()));\n}}\n")
            } else {
                format!("if {cond} {{\n{off} let v = {read}{at}?;\n{checks} return Ok(Self::{name}(v));\n}}\n")
            };
            let enc_checks = self.check_stmts(&u, "v", true, "0", &at);
            encode += &format!("Self::{name}(v) => {{ {enc_checks}{}{at} }}\n", self.encode_expr(&alt.ty, &u, "v"));
            jer += &format!(
                "Self::{name}(v) => {{\nw.begin_object();\nw.member(\"{}\");\n{}w.end_object();\n}}\n",
                alt.name,
                self.jer_stmt(&u, "v", &at)
            );
            has_tag.push(cond);
            variants.push(Variant {
                name,
                ty: u.held(),
                doc: format!("`{}`: {}", alt.name, crate::ir::dump::type_line(&alt.ty).replace('`', "'")),
            });
        }
        if choice.extensible {
            let name = scope.claim("Unknown".to_string());
            decode += &format!("Ok(Self::{name}(rt::RawDer::read(r)?))");
            encode += &format!("Self::{name}(v) => {{ w.write(v.as_bytes()); Ok(()) }}\n");
            jer += &format!("Self::{name}(v) => rt::Jer::write_jer(v, w)?,\n");
            variants.push(Variant {
                name,
                ty: "rt::RawDer<'a>".to_string(),
                doc: "An alternative added in a later version of the schema, kept as read.".to_string(),
            });
        } else {
            decode += "Err(rt::Error::new(rt::ErrorKind::UnexpectedTag { expected: ::core::option::Option::None, found: tag }, r.offset()))";
        }
        encode += "}";
        item.jer = Some(jer + "}\nOk(())");
        item.body = Body::Choice(variants);
        item.content = Some(Content::Untagged {
            decode,
            encode,
            has_tag: if has_tag.is_empty() { "false".to_string() } else { has_tag.join(" || ") },
        });
    }
}
