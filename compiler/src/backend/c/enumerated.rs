//! ENUMERATED (templates/c/enumerated.{h,c}.askama), and the constants
//! of named numbers and bits.

use crate::plan::enumerated::enum_plan;

use super::{
    int64_literal,
    jer::{Jer, JerIn, JerInForm},
    names, CItem, ContentCodecHeader, Emitter, Part, Template,
};

/// An ENUMERATED: its content codec.
#[derive(Template)]
#[template(path = "c/enumerated.c.askama", escape = "none")]
pub(super) struct Enumerated<'a> {
    pub(super) name: &'a str,
    pub(super) extensible: bool,
    /// The type may hold an item of a later version read from PER
    /// (`SYNTA_ENUM_LATER`), which has no number to write.
    pub(super) later: bool,
    /// The condition that `v` is one of the items.
    pub(super) known: String,
    /// The items as constants.
    pub(super) constants: Constants<'a>,
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
        let constants: Vec<(String, String)> =
            all.iter().map(|(n, v)| (self.scope.claim(names::c_constant(&name, n)), v.to_string())).collect();
        let identifiers = constants.iter().zip(&all).map(|((c, _), (n, _))| (c.clone(), n.clone())).collect();
        let known = if all.is_empty() {
            "0".to_string()
        } else {
            all.iter().map(|(_, v)| format!("v == {}", int64_literal(i128::from(*v)))).collect::<Vec<_>>().join(" || ")
        };
        let plan = enum_plan(e);
        let per = self.an.per;
        if let Some(item) = plan.named_where_later_items_are_held(per) {
            self.fail(
                "E0832",
                format!(
                    "`{name}` names {} {}, among the numbers C holds the items of a later version read from PER as (below -2^63 + 2^32); renumber it, or generate without --per",
                    item.name, item.number
                ),
            );
        }
        let model = Enumerated {
            name: &name,
            extensible: plan.keeps_unknown,
            later: plan.keeps_later(per),
            known,
            constants: Constants::new(&name, constants),
        };
        let header = ContentCodecHeader { name: &name };
        let parts = vec![
            (Part::Definition, EnumeratedHeader { model: &model }.render()),
            (Part::Functions, model.render()),
            (Part::Codec, header.render()),
        ];
        self.put(item, parts);
        let later = model.later.then(|| "SYNTA_ENUM_IS_LATER".to_string());
        self.put_jer(item, Jer::Identifiers { items: identifiers, unknown: None, later });
        let body = JerIn::Identifiers {
            names: all.iter().map(|(n, _)| n.clone()).collect(),
            numbers: all.iter().map(|(_, v)| int64_literal(i128::from(*v))).collect(),
            extensible: plan.keeps_unknown,
        };
        self.put_jer_in(item, JerInForm::Content, body);
        let (keeps_unknown, known) = (model.extensible, model.known.clone());
        self.put_oer(item, |_, wire| Ok(super::oer::OerBody::enumerated(wire, e, keeps_unknown, known.clone(), per)));
        if let Some(crate::plan::per::BitField::Index { bits, .. }) =
            crate::plan::per::enumerated_bit_field(&plan).filter(|_| per)
        {
            let items =
                plan.roots_by_index().iter().map(|item| super::stmts::int64_literal(i128::from(item.number))).collect();
            self.put_per_bits(item, super::per::PerBitsBody::Index { bits, items });
        }
    }
}

/// Named constants of a type (`T_a`, with their values).
#[derive(Template)]
#[template(path = "c/constants.h.askama", escape = "none")]
pub(super) struct Constants<'a> {
    pub(super) name: &'a str,
    /// Every value fits an int: an enum, else int64_t macros.
    pub(super) as_enum: bool,
    pub(super) list: Vec<(String, String)>,
}

impl<'a> Constants<'a> {
    /// The constants `list` of the type `name`, the values in decimal.
    pub(super) fn new(name: &'a str, mut list: Vec<(String, String)>) -> Constants<'a> {
        let as_enum = list
            .iter()
            .all(|(_, v)| v.parse::<i128>().is_ok_and(|v| i128::from(i32::MIN) <= v && v <= i128::from(i32::MAX)));
        if !as_enum {
            for (_, v) in &mut list {
                if let Ok(n) = v.parse::<i128>() {
                    *v = int64_literal(n);
                }
            }
        }
        Constants { name, as_enum, list }
    }
}
