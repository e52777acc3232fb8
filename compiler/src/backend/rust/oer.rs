//! OER (X.696) codecs (`--oer`): each construct's `rt::Oer` impl, walked
//! from the rule's plan (`plan::oer`) and rendered by
//! `templates/rust/oer.rs.askama`. Here are the names, the Rust types and
//! the leaf expressions reading and writing one value; the layout of every
//! value was decided by the plan.

use super::{Emitter, Item, Template, Type, Use};
use crate::ir::TagClass;
use crate::plan::choice::{ChoicePlan, Index};
use crate::plan::oer::{inner_codec, use_codec, Layout, StructLayout, UseCodec};
use crate::plan::structs::StructPlan;

/// An item's `rt::Oer` impl.
#[derive(Template)]
#[template(path = "rust/oer.rs.askama", escape = "none")]
pub(super) struct OerCodec<'a> {
    name: &'a str,
    generics: &'a str,
    body: OerBody,
}

/// What the impl reads and writes, per construct.
pub(super) enum OerBody {
    /// SEQUENCE and SET: the preamble, the root, the extension additions.
    Struct(OerStruct),
    /// CHOICE: the tag, then the alternative.
    Choice(OerChoice),
    /// ENUMERATED: the number.
    Enumerated {
        /// (variant, number).
        variants: Vec<(String, i64)>,
        /// The variant keeping a number the schema does not name.
        unknown: Option<String>,
    },
    /// A type over another: the inner value, checked.
    Newtype(OerValue),
}

/// One value read and written: a component, an alternative, a newtype's
/// inner value.
pub(super) struct OerValue {
    /// The expression reading it from `r` (an `rt::Result`).
    read: String,
    /// The expression writing `v` (a reference) to `w`.
    write: String,
    /// Checks of the value read, `v`, failing at `off`.
    checks: String,
    /// Checks of `v` before it is written.
    encode_checks: String,
    /// Its error path segment.
    at: String,
    /// A NULL: nothing on the wire, `()` held.
    unit: bool,
}

pub(super) struct OerStruct {
    /// Bits of the preamble: the extension bit, then the presence bits.
    preamble_bits: usize,
    extensible: bool,
    /// The root components, in writing order.
    root: Vec<OerField>,
    /// For the encoder: whether each root component with a presence bit
    /// is there, in the order of the bits.
    presence: Vec<String>,
    /// The extension additions, in order.
    additions: Vec<OerAddition>,
    /// The struct's fields, from the locals decoded.
    init: Vec<String>,
    /// The field keeping extension additions the schema does not know.
    unknown: Option<String>,
}

/// A component.
pub(super) struct OerField {
    /// The decoder's local and the struct's field.
    local: String,
    name: String,
    value: OerValue,
    presence: OerPresence,
}

/// How a component is there.
pub(super) enum OerPresence {
    /// Always (in a present group, held as an option).
    Required { held_optional: bool },
    /// OPTIONAL (or an addition): a presence bit.
    Optional { bit: usize },
    /// DEFAULT: a presence bit; the value when it is clear, and the
    /// encoder's test that the value is another.
    Default { bit: usize, value: String, differs: String },
}

/// An extension addition: one component or a group.
pub(super) struct OerAddition {
    /// Its bit in the extension bitmap.
    index: usize,
    /// For the encoder: whether it is there.
    present: String,
    kind: OerAdditionKind,
}

pub(super) enum OerAdditionKind {
    /// One component (whose presence is the bitmap's bit).
    Single(OerField),
    /// A group: its preamble (a bit per OPTIONAL or DEFAULT component),
    /// then its components.
    Group {
        preamble_bits: usize,
        presence: Vec<String>,
        fields: Vec<OerField>,
        /// The components' values when the group is absent.
        absent: Vec<String>,
    },
}

pub(super) struct OerChoice {
    alternatives: Vec<OerAlternative>,
    /// The variant keeping an alternative the schema does not know.
    unknown: Option<String>,
}

pub(super) struct OerAlternative {
    variant: String,
    /// `(rt::Class::Context, 3)`: the tag it is selected by.
    tag: String,
    value: OerValue,
    /// An extension addition: its value is wrapped as an open type.
    addition: bool,
}

/// A component of a SEQUENCE or SET as the OER codec sees it.
pub(super) struct OerMember<'m> {
    pub(super) name: &'m str,
    pub(super) local: &'m str,
    pub(super) at: &'m str,
    pub(super) ty: &'m Type,
    pub(super) u: &'m Use,
    /// The DEFAULT value's expression.
    pub(super) default: Option<&'m str>,
}

impl OerMember<'_> {
    /// How the decoder's result sets the field: from its local, or `()`
    /// for a NULL that is always there (nothing was read).
    fn init(&self, unit_required: bool) -> String {
        match (unit_required, self.local == self.name) {
            (true, _) => format!("{}: ()", self.name),
            (false, true) => self.name.to_string(),
            (false, false) => format!("{}: {}", self.name, self.local),
        }
    }
}

impl Emitter<'_, '_> {
    /// Renders `body` as the item's `rt::Oer` impl, when OER is asked for.
    pub(super) fn set_oer(&mut self, item: &mut Item, body: Result<OerBody, String>) {
        if !self.an.oer {
            return;
        }
        let body = match body {
            Ok(body) => body,
            Err(why) => return self.fail("E0830", format!("`{}` has no OER codec: {why}", item.asn1_name)),
        };
        match (OerCodec { name: &item.name, generics: &item.generics, body }).render() {
            Ok(text) => item.oer = Some(text),
            Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
    }

    /// Reading and writing one value of `ty`, held as `u`.
    pub(super) fn oer_value(&self, ty: &Type, u: &Use, at: &str) -> Result<OerValue, String> {
        self.oer_value_by(use_codec(self.ir(), ty)?, ty, u, at)
    }

    /// Reading and writing the value a newtype of type `ty` wraps, held as
    /// `u`.
    pub(super) fn oer_inner_value(&self, ty: &Type, u: &Use) -> Result<OerValue, String> {
        self.oer_value_by(inner_codec(self.ir(), ty)?, ty, u, "")
    }

    fn oer_value_by(&self, codec: UseCodec, ty: &Type, u: &Use, at: &str) -> Result<OerValue, String> {
        if u.mode.is_lazy() || u.key.is_some() {
            return Err("components kept raw (--raw) and open types have no OER codec yet".to_string());
        }
        let core = &u.core;
        let codec_is_value = matches!(codec, UseCodec::Value(_) | UseCodec::Inside { .. });
        let (read, write) = match codec {
            // A recursive link is held by `rt::Lazy`, which keeps its OER and
            // the tag its DER takes here.
            UseCodec::Own if u.mode.is_cycle() => {
                let tag = crate::plan::tags::own_tag(self.ir(), ty)
                    .map_or("::core::option::Option::None".to_string(), |t| {
                        format!("::core::option::Option::Some({})", super::exprs::tag_expr(t))
                    });
                (format!("<{}>::read_oer(r, {tag})", u.held()), "v.write_oer(w)".to_string())
            }
            UseCodec::Own => (format!("<{core} as rt::Oer>::read_oer(r)"), "rt::Oer::write_oer(v, w)".to_string()),
            UseCodec::Inside { layout, through, value } => {
                let layout = layout_expr(layout);
                let value = super::RustType::Prim(value);
                let names: Vec<String> = through.iter().map(|r| self.type_path(r).elided()).collect();
                let wrap = match names.as_slice() {
                    [one] => one.clone(),
                    _ => {
                        format!("|v| {}", names.iter().rev().fold("v".to_string(), |inner, n| format!("{n}({inner})")))
                    }
                };
                let field = ".0".repeat(through.len());
                (
                    format!("<{value} as rt::OerAs>::read_oer_as(r, {layout}).map({wrap})"),
                    format!("rt::OerAs::write_oer_as(&v{field}, w, {layout})"),
                )
            }
            UseCodec::Value(layout) => {
                let layout = layout_expr(layout);
                (
                    format!("<{core} as rt::OerAs>::read_oer_as(r, {layout})"),
                    format!("rt::OerAs::write_oer_as(v, w, {layout})"),
                )
            }
        };
        // A type with named bits holds its value without trailing zero bits.
        let read = match codec_is_value && crate::plan::oer::drops_trailing_zero_bits(self.ir(), ty) {
            true => format!("{read}.map(rt::BitString::without_trailing_zeros)"),
            false => read,
        };
        Ok(OerValue {
            read,
            write,
            checks: self.check_stmts(u, "v", false, "off", at),
            encode_checks: self.check_stmts(u, "v", true, "0", at),
            at: at.to_string(),
            unit: matches!(u.core, super::RustType::Prim(crate::plan::uses::Prim::Null)) && u.inner.is_empty(),
        })
    }

    /// A SEQUENCE's or SET's OER codec: its members in the plan's order.
    pub(super) fn oer_struct(
        &self,
        plan: &StructPlan,
        layout: &StructLayout,
        members: &[OerMember],
        unknown: Option<&str>,
    ) -> Result<OerBody, String> {
        // The presence bits of `optional` (component indices), from `first`.
        let field = |i: usize, optional: &[usize], first: usize, in_group: bool| -> Result<OerField, String> {
            let m = &members[i];
            let value = self.oer_value(m.ty, m.u, m.at)?;
            let bit = optional.iter().position(|&b| b == i).map(|b| b + first);
            let presence = match (m.default, bit) {
                (Some(d), Some(bit)) => OerPresence::Default { bit, value: d.to_string(), differs: differs(m.name, d) },
                (None, Some(bit)) => OerPresence::Optional { bit },
                _ => OerPresence::Required { held_optional: in_group },
            };
            Ok(OerField { local: m.local.to_string(), name: m.name.to_string(), value, presence })
        };
        // The preamble's first bit is the extension bit.
        let first = usize::from(layout.extension_bit);
        let root = layout
            .root_order
            .iter()
            .map(|&i| field(i, &layout.presence_bits, first, false))
            .collect::<Result<Vec<_>, String>>()?;
        let presence = layout.presence_bits.iter().map(|&i| is_there(members[i].name, members[i].default)).collect();
        let mut additions = Vec::new();
        for (index, (addition, optional)) in plan.additions.iter().zip(&layout.addition_presence_bits).enumerate() {
            let there: Vec<String> =
                addition.fields.iter().map(|&i| is_there(members[i].name, members[i].default)).collect();
            let present = if there.len() == 1 { there[0].clone() } else { format!("({})", there.join(" || ")) };
            let kind = if addition.group {
                let fields =
                    addition.fields.iter().map(|&i| field(i, optional, 0, true)).collect::<Result<Vec<_>, String>>()?;
                let absent = addition
                    .fields
                    .iter()
                    .map(|&i| members[i].default.map_or("::core::option::Option::None".to_string(), str::to_string))
                    .collect();
                let presence = optional.iter().map(|&i| is_there(members[i].name, members[i].default)).collect();
                OerAdditionKind::Group { preamble_bits: optional.len(), presence, fields, absent }
            } else {
                // A single addition is there when its bit in the bitmap is.
                let i = addition.fields[0];
                OerAdditionKind::Single(field(i, &[i], 0, false)?)
            };
            additions.push(OerAddition { index, present, kind });
        }
        let unit_required =
            |f: &OerField| matches!(f.presence, OerPresence::Required { held_optional: false }) && f.value.unit;
        let init = members.iter().map(|m| m.init(root.iter().any(|f| f.name == m.name && unit_required(f)))).collect();
        Ok(OerBody::Struct(OerStruct {
            preamble_bits: layout.preamble_bits,
            extensible: layout.extension_bit,
            root,
            presence,
            additions,
            init,
            unknown: unknown.map(str::to_string),
        }))
    }

    /// A CHOICE's OER codec: each alternative by the tag the plan gives it.
    pub(super) fn oer_choice(
        &self,
        plan: &ChoicePlan,
        alternatives: &[(String, &Type, Use, String)],
        unknown: Option<&str>,
    ) -> Result<OerBody, String> {
        let mut out = Vec::new();
        for (a, (variant, ty, u, at)) in plan.alternatives.iter().zip(alternatives) {
            let tag = a.outer.ok_or_else(|| {
                format!("alternative `{}` has no tag of its own (an untagged CHOICE or open type)", a.alternative.name)
            })?;
            let class = match tag.class {
                TagClass::Universal => "Universal",
                TagClass::Application => "Application",
                TagClass::Context => "Context",
                TagClass::Private => "Private",
            };
            out.push(OerAlternative {
                variant: variant.clone(),
                tag: format!("(rt::Class::{class}, {})", tag.number),
                value: self.oer_value(ty, u, at)?,
                addition: matches!(a.index, Index::Addition(_)),
            });
        }
        Ok(OerBody::Choice(OerChoice { alternatives: out, unknown: unknown.map(str::to_string) }))
    }
}

/// The runtime's name of a layout.
fn layout_expr(layout: Layout) -> String {
    match layout {
        Layout::Length => "rt::OerForm::Length".to_string(),
        Layout::Fixed(n) => format!("rt::OerForm::Fixed({n})"),
        Layout::Int { octets, signed } => format!("rt::OerForm::Int {{ octets: {octets}, signed: {signed} }}"),
        Layout::Unsigned => "rt::OerForm::Unsigned".to_string(),
    }
}

/// The encoder's test that a component with a presence bit is there:
/// present, or not at its DEFAULT value.
fn is_there(name: &str, default: Option<&str>) -> String {
    match default {
        Some(d) => differs(name, d),
        None => format!("self.{name}.is_some()"),
    }
}

/// The test that a DEFAULT component is not at its DEFAULT value (a
/// BOOLEAN's without comparing to a literal).
fn differs(name: &str, default: &str) -> String {
    match default {
        "false" => format!("self.{name}"),
        "true" => format!("!self.{name}"),
        _ => format!("self.{name} != {default}"),
    }
}

impl OerBody {
    /// An ENUMERATED's: its variants by number, as the item names them.
    pub(super) fn enumerated(item: &Item, e: &crate::ir::Enumerated) -> OerBody {
        let plan = crate::plan::enumerated::enum_plan(e);
        let (variants, unknown) = match &item.body {
            super::Body::Enumerated(variants, unknown) => (variants.clone(), unknown.clone()),
            _ => (Vec::new(), None),
        };
        debug_assert_eq!(variants.len(), plan.items.len());
        OerBody::Enumerated { variants, unknown: unknown.filter(|_| plan.keeps_unknown) }
    }
}
