//! ENUMERATED (templates/c/enumerated.{h,c}.askama), and the constants
//! of named numbers and bits.

use super::*;

/// An ENUMERATED: its content codec.
#[derive(Template)]
#[template(path = "c/enumerated.c.askama", escape = "none")]
pub(super) struct Enumerated<'a> {
    pub(super) name: &'a str,
    pub(super) extensible: bool,
    /// The condition that `v` is one of the items.
    pub(super) known: String,
    /// The items as constants.
    pub(super) constants: String,
}

/// An ENUMERATED: its definition.
#[derive(Template)]
#[template(path = "c/enumerated.h.askama", escape = "none")]
pub(super) struct EnumeratedHeader<'a> {
    pub(super) model: &'a Enumerated<'a>,
}

impl Emitter<'_, '_> {
    pub(super) fn enumerated_item(&mut self, item: &mut CItem, e: &crate::ir::Enumerated) {
        let name = item.name.clone();
        let all: Vec<&(String, i64)> = e.root.iter().chain(&e.additions).collect();
        let constants: Vec<(String, String)> = all
            .iter()
            .map(|(n, v)| (self.scope.claim(format!("{name}_{}", names::c_ident(n))), v.to_string()))
            .collect();
        let known = if all.is_empty() {
            "0".to_string()
        } else {
            all.iter().map(|(_, v)| format!("v == {}", int64_literal(i128::from(*v)))).collect::<Vec<_>>().join(" || ")
        };
        let model =
            Enumerated { name: &name, extensible: e.extensible, known, constants: enum_constants(&name, &constants) };
        let header = ContentCodecHeader { name: &name };
        let parts = vec![
            (Part::Definition, EnumeratedHeader { model: &model }.render()),
            (Part::Functions, model.render()),
            (Part::Prototypes, header.render()),
        ];
        self.put(item, parts);
    }
}

/// `typedef int64_t T; enum T_values { T_a = 0, ... };` constants.
pub(super) fn enum_constants(name: &str, constants: &[(String, String)]) -> String {
    if constants.is_empty() {
        return String::new();
    }
    let fits = constants
        .iter()
        .all(|(_, v)| v.parse::<i128>().is_ok_and(|v| i128::from(i32::MIN) <= v && v <= i128::from(i32::MAX)));
    if fits {
        let list: Vec<String> = constants.iter().map(|(n, v)| format!("{n} = {v}")).collect();
        format!("enum {name}_values {{\n{}}};", indent(&list.join(",\n")))
    } else {
        constants
            .iter()
            .map(|(n, v)| format!("#define {n} {}", v.parse::<i128>().map(int64_literal).unwrap_or_else(|_| v.clone())))
            .collect::<Vec<_>>()
            .join("\n")
    }
}
