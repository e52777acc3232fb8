//! OER (X.696, `--oer`) and PER (X.691, `--per`) codecs: each construct's
//! `rt::Oer` or `rt::Per` impl, walked from the rules' plans (`plan::oer`,
//! `plan::per`) and rendered by `templates/rust/oer.rs.askama` or
//! `per.rs.askama`. Both rules build a SEQUENCE of the same pieces (a
//! preamble of presence bits, the root, additions as open types), so one
//! model serves both; here are the names, the Rust types and the leaf
//! expressions reading and writing one value in each rule, whose layout
//! the plan decided.

use super::{Emitter, Item, Template, Type, Use};
use crate::ir::TagClass;
use crate::plan::choice::{ChoicePlan, Index};
use crate::plan::cycles::Site;
use crate::plan::oer::{inner_codec, use_codec, Layout, StructLayout, UseCodec};
use crate::plan::structs::StructPlan;

/// The rule families rendered from this model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Wire {
    /// OER and CANONICAL-OER.
    Oer,
    /// PER, ALIGNED and UNALIGNED, BASIC and CANONICAL.
    Per,
}

/// An item's `rt::Oer` impl.
#[derive(Template)]
#[template(path = "rust/oer.rs.askama", escape = "none")]
pub(super) struct OerCodec<'a> {
    name: &'a str,
    generics: &'a str,
    body: &'a OerBody,
}

/// An item's `rt::Per` impl.
#[derive(Template)]
#[template(path = "rust/per.rs.askama", escape = "none")]
pub(super) struct PerCodec<'a> {
    name: &'a str,
    generics: &'a str,
    body: &'a OerBody,
}

/// What the impl reads and writes, per construct.
pub(super) enum OerBody {
    /// SEQUENCE and SET: the preamble, the root, the extension additions.
    Struct(OerStruct),
    /// CHOICE: the tag, then the alternative.
    Choice(OerChoice),
    /// ENUMERATED: the number (OER) or index (PER).
    Enumerated {
        /// (variant, number).
        variants: Vec<(String, i64)>,
        /// (variant, an addition, its index among the root items or the
        /// additions).
        indexes: Vec<(String, bool, usize)>,
        /// PER: how a root index is written.
        index: PerIndex,
        /// The variant keeping a number the schema does not name.
        unknown: Option<String>,
        /// PER: the variant keeping an item of a later version, and how
        /// many additions the schema names (its index is past them).
        later: Option<(String, usize)>,
    },
    /// A type over another: the inner value, checked.
    Newtype(OerValue),
}

/// One value read and written: a component, an alternative, a newtype's
/// inner value.
pub(super) struct OerValue {
    /// The expression reading it from `r` (an `rt::Result`).
    read: String,
    /// The function `read` calls on `r` alone, when it is one (a type with
    /// a codec of its own): an open type's reader is given it, not a
    /// closure around it.
    read_fn: Option<String>,
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

impl OerValue {
    /// What an open type's reader is given to read it with: the function,
    /// or a closure around `read`.
    fn open_read(&self) -> String {
        self.read_fn.clone().unwrap_or_else(|| format!("|r| {}", self.read))
    }
}

pub(super) struct OerStruct {
    /// Bits of the preamble: the extension bit, then the presence bits.
    preamble_bits: usize,
    /// PER: the width of the run the preamble begins, when root components
    /// follow it there (`plan::per::BitRun`).
    preamble_run: Option<u32>,
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
    /// PER: the run of bit-fields it is read and written in.
    run: Option<super::per::InRun>,
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
    /// PER: how a root index is written.
    index: PerIndex,
    /// The variant keeping an alternative the schema does not know.
    unknown: Option<String>,
}

/// PER: a CHOICE's or ENUMERATED's index form (`plan::per::IndexForm`).
pub(super) struct PerIndex {
    /// `rt::Whole` of a root index in ALIGNED, in UNALIGNED.
    aligned: String,
    unaligned: String,
    /// How many root indexes.
    roots: usize,
    /// One bit first: root or addition.
    extensible: bool,
}

impl PerIndex {
    fn of(aligned: crate::plan::per::IndexForm, unaligned: crate::plan::per::IndexForm, roots: u32) -> PerIndex {
        PerIndex {
            aligned: whole_expr(aligned.root),
            unaligned: whole_expr(unaligned.root),
            roots: roots as usize,
            extensible: aligned.extensible,
        }
    }
}

pub(super) struct OerAlternative {
    variant: String,
    /// `(rt::Class::Context, 3)`: the tag it is selected by (OER).
    tag: String,
    /// Its index among the root alternatives or the additions (PER).
    index: usize,
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
    /// The rule families asked for.
    pub(super) fn wires(&self) -> Vec<Wire> {
        [(self.an.oer, Wire::Oer), (self.an.per, Wire::Per)].into_iter().filter(|w| w.0).map(|w| w.1).collect()
    }

    /// Renders `body` as the item's impl of `wire`'s trait.
    pub(super) fn set_wire(&mut self, wire: Wire, item: &mut Item, body: &Result<OerBody, String>) {
        let (rule, code) = match wire {
            Wire::Oer => ("OER", "E0830"),
            Wire::Per => ("PER", "E0831"),
        };
        let body = match body {
            Ok(body) => body,
            Err(why) => return self.fail(code, format!("`{}` has no {rule} codec: {why}", item.asn1_name)),
        };
        let (name, generics) = (item.name.as_str(), item.generics.as_str());
        let text = match wire {
            Wire::Oer => (OerCodec { name, generics, body }).render(),
            Wire::Per => (PerCodec { name, generics, body }).render(),
        };
        match (text, wire) {
            (Ok(text), Wire::Oer) => item.oer = Some(text),
            (Ok(text), Wire::Per) => item.per = Some(text),
            (Err(e), _) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
    }

    /// Appends to `item`'s PER codec its `rt::PerBits` impl, when the plan
    /// says its type `ty` reads itself from a run of bit-fields: an
    /// ENUMERATED (`body` its codec) or an INTEGER newtype over `inner`.
    pub(super) fn set_per_bits(&mut self, item: &mut Item, ty: &Type, body: &OerBody, inner: Option<&Use>) {
        use super::per::{PerBitsBody, PerBitsCodec};
        use crate::plan::per::BitField;
        let Some(field) = crate::plan::per::reads_in_run(self.ir(), ty).filter(|_| self.an.per) else { return };
        let body = match (field, body, inner) {
            (BitField::Index { bits, .. }, OerBody::Enumerated { indexes, .. }, _) => PerBitsBody::Index {
                bits,
                indexes: indexes.iter().filter(|(_, addition, _)| !addition).map(|(v, _, i)| (v.clone(), *i)).collect(),
            },
            (BitField::Whole { lb, most, bits }, OerBody::Newtype(value), Some(u)) => PerBitsBody::Native {
                inner: u.core.to_string(),
                lb,
                most,
                bits,
                checks: value.checks.clone(),
                encode_checks: value.encode_checks.clone(),
            },
            _ => {
                let why = "the plan reads it in a run of bit-fields, and it is neither an ENUMERATED nor a newtype";
                return self.fail("E0804", format!("`{}` could not be rendered: {why}", item.name));
            }
        };
        let codec = PerBitsCodec { name: &item.name, generics: &item.generics, body };
        match (codec.render(), item.per.as_mut()) {
            (Ok(text), Some(per)) => per.push_str(&text),
            (Ok(_), None) => {}
            (Err(e), _) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
    }

    /// Reading and writing one value of `ty`, held as `u`.
    pub(super) fn oer_value(&self, wire: Wire, ty: &Type, u: &Use, at: &str, site: Site) -> Result<OerValue, String> {
        match wire {
            Wire::Oer => self.oer_value_by(use_codec(self.ir(), ty)?, ty, u, at, site),
            Wire::Per => self.per_value_by(crate::plan::per::use_codec(self.ir(), ty)?, ty, u, at, site),
        }
    }

    /// Reading and writing the value a newtype of type `ty` wraps, held as
    /// `u`.
    pub(super) fn oer_inner_value(&self, wire: Wire, ty: &Type, u: &Use) -> Result<OerValue, String> {
        match wire {
            Wire::Oer => self.oer_value_by(inner_codec(self.ir(), ty)?, ty, u, "", Site::Bare),
            Wire::Per => self.per_value_by(crate::plan::per::inner_codec(self.ir(), ty)?, ty, u, "", Site::Bare),
        }
    }

    /// PER's leaf expressions for a use read as `codec` says.
    fn per_value_by(
        &self,
        codec: UseCodec<crate::plan::per::Forms>,
        ty: &Type,
        u: &Use,
        at: &str,
        site: Site,
    ) -> Result<OerValue, String> {
        crate::plan::oer::use_has_codec("PER", u.mode, u.key.is_some())?;
        let as_value = matches!(codec, UseCodec::Value(_) | UseCodec::Inside { .. });
        let exprs = match codec {
            // A recursive link is held by `rt::Lazy`, which keeps its value
            // in the decoding's space and the tag its DER takes here.
            UseCodec::Own if u.mode.is_cycle() => {
                let read =
                    format!("<{}>::{}(r, {})", u.held(), self.link_reader("per", ty, site), self.own_tag_expr(ty));
                return self.leaf_value((read, "v.write_per(w)".to_string()), false, ty, u, at, Wire::Per);
            }
            UseCodec::Own => {
                let read_fn = format!("<{} as rt::Per>::read_per", u.core);
                let value = self.leaf_value(
                    (format!("{read_fn}(r)"), "rt::Per::write_per(v, w)".to_string()),
                    false,
                    ty,
                    u,
                    at,
                    Wire::Per,
                )?;
                return Ok(OerValue { read_fn: Some(read_fn), ..value });
            }
            UseCodec::Inside { layout, through, value } => {
                let (read_form, write_form) = super::per::form_exprs(&layout)?;
                let value = super::RustType::Prim(value);
                let (wrap, field) = self.wrap_through(&through);
                (
                    format!("<{value} as rt::PerAs>::read_per_as(r, {read_form}).map({wrap})"),
                    format!("rt::PerAs::write_per_as(&v{field}, w, {write_form})"),
                )
            }
            UseCodec::Value(layout) => {
                let (read_form, write_form) = super::per::form_exprs(&layout)?;
                (
                    format!("<{} as rt::PerAs>::read_per_as(r, {read_form})", u.core),
                    format!("rt::PerAs::write_per_as(v, w, {write_form})"),
                )
            }
        };
        self.leaf_value(exprs, as_value, ty, u, at, Wire::Per)
    }

    /// The `rt::Lazy` function that reads a recursive link to `ty` at
    /// `site` in `rule` (`oer`, `per`): one level deeper where the plan
    /// says.
    fn link_reader(&self, rule: &str, ty: &Type, site: Site) -> String {
        match crate::plan::cycles::link_enters_level(self.ir(), ty, site) {
            true => format!("read_{rule}_deeper"),
            false => format!("read_{rule}"),
        }
    }

    /// The tag the DER of a recursive link's value takes at its use, as
    /// the `Option<Tag>` `rt::Lazy` keeps.
    fn own_tag_expr(&self, ty: &Type) -> String {
        crate::plan::tags::own_tag(self.ir(), ty).map_or("::core::option::Option::None".to_string(), |t| {
            format!("::core::option::Option::Some({})", super::exprs::tag_expr(t))
        })
    }

    /// The constructor through the definitions `through` wrapping a
    /// runtime value, and the field path to it.
    fn wrap_through(&self, through: &[&crate::ir::DefRef]) -> (String, String) {
        let names: Vec<String> = through.iter().map(|r| self.type_path(r).elided()).collect();
        let wrap = match names.as_slice() {
            [one] => one.clone(),
            _ => format!("|v| {}", names.iter().rev().fold("v".to_string(), |inner, n| format!("{n}({inner})"))),
        };
        (wrap, ".0".repeat(through.len()))
    }

    /// A value read by `read` and written by `write` (as a runtime value
    /// under a layout when `as_value`), with its checks.
    fn leaf_value(
        &self,
        (read, write): (String, String),
        as_value: bool,
        ty: &Type,
        u: &Use,
        at: &str,
        wire: Wire,
    ) -> Result<OerValue, String> {
        // A type with named bits holds its value without trailing zero bits
        // (PER's form for it drops them itself: `rt::PerForm::NamedBits`).
        let read = match as_value && wire == Wire::Oer && crate::plan::oer::drops_trailing_zero_bits(self.ir(), ty) {
            true => format!("{read}.map(rt::BitString::without_trailing_zeros)"),
            false => read,
        };
        // PER's checks fail at the bit the value started at; those its
        // form made already are not made again.
        let (check_at, u) = match wire {
            Wire::Oer => (at.to_string(), u.clone()),
            Wire::Per => (
                format!(".map_err(rt::Error::counted_in_bits){at}"),
                Use { checks: crate::plan::per::checks_left(self.ir(), ty, &u.checks), ..u.clone() },
            ),
        };
        let u = &u;
        Ok(OerValue {
            read,
            read_fn: None,
            write,
            checks: self.check_stmts(u, "v", false, "off", &check_at),
            encode_checks: self.check_stmts(u, "v", true, "0", at),
            at: at.to_string(),
            unit: matches!(u.core, super::RustType::Prim(crate::plan::uses::Prim::Null)) && u.inner.is_empty(),
        })
    }

    fn oer_value_by(&self, codec: UseCodec, ty: &Type, u: &Use, at: &str, site: Site) -> Result<OerValue, String> {
        crate::plan::oer::use_has_codec("OER", u.mode, u.key.is_some())?;
        let core = &u.core;
        let as_value = matches!(codec, UseCodec::Value(_) | UseCodec::Inside { .. });
        let exprs = match codec {
            // A recursive link is held by `rt::Lazy`, which keeps its OER and
            // the tag its DER takes here.
            UseCodec::Own if u.mode.is_cycle() => {
                let read_fn = self.link_reader("oer", ty, site);
                (format!("<{}>::{read_fn}(r, {})", u.held(), self.own_tag_expr(ty)), "v.write_oer(w)".to_string())
            }
            UseCodec::Own => (format!("<{core} as rt::Oer>::read_oer(r)"), "rt::Oer::write_oer(v, w)".to_string()),
            UseCodec::Inside { layout, through, value } => {
                let layout = layout_expr(layout);
                let value = super::RustType::Prim(value);
                let (wrap, field) = self.wrap_through(&through);
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
        self.leaf_value(exprs, as_value, ty, u, at, Wire::Oer)
    }

    /// A SEQUENCE's or SET's OER codec: its members in the plan's order.
    pub(super) fn oer_struct(
        &self,
        wire: Wire,
        plan: &StructPlan,
        layout: &StructLayout,
        members: &[OerMember],
        unknown: Option<&str>,
    ) -> Result<OerBody, String> {
        // The presence bits of `optional` (component indices), from `first`.
        let field = |i: usize, optional: &[usize], first: usize, in_group: bool| -> Result<OerField, String> {
            let m = &members[i];
            let value = self.oer_value(wire, m.ty, m.u, m.at, Site::Component)?;
            let bit = optional.iter().position(|&b| b == i).map(|b| b + first);
            let presence = match (m.default, bit) {
                (Some(d), Some(bit)) => OerPresence::Default { bit, value: d.to_string(), differs: differs(m.name, d) },
                (None, Some(bit)) => OerPresence::Optional { bit },
                _ => OerPresence::Required { held_optional: in_group },
            };
            Ok(OerField { local: m.local.to_string(), name: m.name.to_string(), value, presence, run: None })
        };
        // The preamble's first bit is the extension bit.
        let first = usize::from(layout.extension_bit);
        let mut root = layout
            .root_order
            .iter()
            .map(|&i| field(i, &layout.presence_bits, first, false))
            .collect::<Result<Vec<_>, String>>()?;
        let mut preamble_run = None;
        if wire == Wire::Per {
            for (k, run) in crate::plan::per::bit_runs(self.ir(), plan, layout).iter().enumerate() {
                if run.preamble > 0 {
                    preamble_run = Some(run.bits);
                }
                for (j, f) in run.fields.iter().enumerate() {
                    let position = layout.root_order.iter().position(|&i| i == f.component);
                    let Some(field) = position.and_then(|p| root.get_mut(p)) else { continue };
                    field.run = Some(super::per::InRun::new(run, k, j, f, &members[f.component].u.core));
                }
            }
        }
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
            preamble_run,
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
        wire: Wire,
        plan: &ChoicePlan,
        alternatives: &[(String, &Type, Use, String)],
        unknown: Option<&str>,
    ) -> Result<OerBody, String> {
        let mut out = Vec::new();
        for (a, (variant, ty, u, at)) in plan.alternatives.iter().zip(alternatives) {
            // PER tells an alternative by its index, OER by its tag.
            let tag = match (a.outer, wire) {
                (Some(tag), _) => {
                    let class = match tag.class {
                        TagClass::Universal => "Universal",
                        TagClass::Application => "Application",
                        TagClass::Context => "Context",
                        TagClass::Private => "Private",
                    };
                    format!("(rt::Class::{class}, {})", tag.number)
                }
                (None, Wire::Per) => String::new(),
                (None, Wire::Oer) => {
                    return Err(format!(
                        "alternative `{}` has no tag of its own (an untagged CHOICE or open type)",
                        a.alternative.name
                    ))
                }
            };
            let (addition, index) = match a.index {
                Index::Root(i) => (false, i),
                Index::Addition(i) => (true, i),
            };
            out.push(OerAlternative {
                variant: variant.clone(),
                tag,
                index: index as usize,
                value: self.oer_value(wire, ty, u, at, Site::Bare)?,
                addition,
            });
        }
        let index = PerIndex::of(
            crate::plan::per::choice_index(plan, crate::plan::per::Variant::Aligned),
            crate::plan::per::choice_index(plan, crate::plan::per::Variant::Unaligned),
            plan.root_count(),
        );
        Ok(OerBody::Choice(OerChoice { alternatives: out, index, unknown: unknown.map(str::to_string) }))
    }
}

/// The runtime's name of a whole-number form.
pub(super) fn whole_expr(w: crate::plan::per::WholeNumber) -> String {
    use crate::plan::per::WholeNumber;
    match w {
        WholeNumber::Empty => "rt::Whole::Empty".to_string(),
        WholeNumber::Bits(n) => format!("rt::Whole::Bits({n})"),
        WholeNumber::Octets(n) => format!("rt::Whole::Octets({n})"),
        WholeNumber::Length { max_octets } => format!("rt::Whole::Length {{ max_octets: {max_octets} }}"),
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
        // (None when the enum could not be rendered: its error is reported.)
        let e = match &item.body {
            super::Body::Enumerated(e) => e.clone(),
            _ => super::EnumVariants::default(),
        };
        let (variants, unknown) = (e.named, e.unknown);
        let later = e.later.map(|variant| (variant, plan.addition_count() as usize));
        debug_assert_eq!(variants.len(), plan.items.len());
        let indexes = variants
            .iter()
            .zip(&plan.items)
            .map(|((variant, _), item)| match item.index {
                crate::plan::choice::Index::Root(i) => (variant.clone(), false, i as usize),
                crate::plan::choice::Index::Addition(i) => (variant.clone(), true, i as usize),
            })
            .collect();
        let index = PerIndex::of(
            crate::plan::per::enumerated_index(&plan, crate::plan::per::Variant::Aligned),
            crate::plan::per::enumerated_index(&plan, crate::plan::per::Variant::Unaligned),
            plan.root_count(),
        );
        OerBody::Enumerated { variants, indexes, index, unknown: unknown.filter(|_| plan.keeps_unknown), later }
    }
}
