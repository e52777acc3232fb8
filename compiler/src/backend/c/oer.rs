//! OER (X.696, `--oer`) and PER (X.691, `--per`) codecs in C: each
//! construct's `_read_oer` and `_write_oer` (or `_read_per`, `_write_per`),
//! walked from the rules' plans (`plan::oer`, `plan::per`) and rendered by
//! `templates/c/oer.c.askama` or `per.c.askama`; a definition's public
//! entry points. Both rules build a SEQUENCE of the same pieces (a
//! preamble, the root, an extension bitmap and open types), so one walk
//! serves both (`Wire`); PER's leaves and forms are in `per.rs`. Here are
//! the names, the C places and OER's leaf statements; the layout of every
//! value was decided by the plan, as for Rust (`backend/rust/oer.rs`).

use super::stmts::{addr, block, tag_expr};
use super::{string_kind, At, CItem, CUse, Codec, Emitter, Part, Prim, Template, Type};
use crate::plan::choice::{ChoicePlan, Index};
use crate::plan::cycles::Site;
use crate::plan::oer::{inner_codec, use_codec, value_layout, Layout, StructLayout, UseCodec};
use crate::plan::per::{Forms, Variant};
use crate::plan::structs::StructPlan;
use crate::plan::tags::WireTag;

/// The binary rule a codec is walked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Wire {
    /// OER and CANONICAL-OER.
    Oer,
    /// PER, ALIGNED and UNALIGNED, BASIC and CANONICAL.
    Per,
}

impl Wire {
    /// The rule's name and the error code of a type without its codec.
    fn describe(self) -> (&'static str, &'static str) {
        match self {
            Wire::Oer => ("OER", "E0830"),
            Wire::Per => ("PER", "E0831"),
        }
    }
}

/// An item's OER codec (and, for a definition, its entry points).
#[derive(Template)]
#[template(path = "c/oer.c.askama", escape = "none")]
pub(super) struct OerCodec<'a> {
    name: &'a str,
    body: OerBody,
}

/// An item's PER codec, on the same walk's body.
#[derive(Template)]
#[template(path = "c/per.c.askama", escape = "none")]
pub(super) struct PerCodec<'a> {
    name: &'a str,
    body: &'a OerBody,
}

/// The prototypes of an item's OER codec, in the codec header.
#[derive(Template)]
#[template(path = "c/oer_codec.h.askama", escape = "none")]
pub(super) struct OerCodecHeader<'a> {
    name: &'a str,
}

/// A definition's OER entry points: prototypes and definitions.
#[derive(Template)]
#[template(path = "c/oer_entry.h.askama", escape = "none")]
pub(super) struct OerEntryHeader<'a> {
    name: &'a str,
}

#[derive(Template)]
#[template(path = "c/oer_entry.c.askama", escape = "none")]
pub(super) struct OerEntry<'a> {
    name: &'a str,
    asn1_name: &'a str,
}

/// What the codec reads and writes, per construct.
pub(super) enum OerBody {
    Struct(OerStruct),
    Choice(OerChoice),
    /// ENUMERATED: the number (OER), checked against the items (`known`,
    /// over `v`) unless the type keeps numbers it does not name; or (PER)
    /// the index of one of `items`.
    Enumerated {
        keeps_unknown: bool,
        known: String,
        /// PER: each item's number, whether it is an addition, and its
        /// index among the roots or the additions.
        items: Vec<(String, bool, usize)>,
        index: Option<PerIndex>,
        /// The type keeps items of a later version read from PER (held as
        /// `SYNTA_ENUM_LATER(index)`): how many additions the schema names
        /// (a later item's index is past them).
        later: Option<usize>,
    },
    Collection(OerCollection),
    /// A type over another: the value, checked.
    Newtype(OerValue),
}

/// One value read and written.
pub(super) struct OerValue {
    /// Statements reading it.
    read: String,
    /// Its checks once read, failing at `off`.
    checks: String,
    /// Statements writing it, its checks first.
    write: String,
}

pub(super) struct OerStruct {
    preamble_bits: usize,
    /// PER: the width of the run the preamble begins, when root components
    /// follow it there (`plan::per::BitRun`).
    preamble_run: Option<u32>,
    extensible: bool,
    /// The root components in writing order.
    root: Vec<OerField>,
    /// The encoder's locals `p<i>`: whether each component with a
    /// presence bit (root or addition) is there.
    presence_locals: Vec<String>,
    /// The preamble's presence bits, after the extension bit: `p<i>`.
    presence: Vec<String>,
    additions: Vec<OerAddition>,
    /// The field of extension additions read from DER.
    unknown_der: Option<String>,
    /// The field of those read in this rule (a SEQUENCE's; a SET keeps
    /// none), and of those read in the other binary rule, which this one
    /// cannot write.
    unknown_own: Option<String>,
    unknown_other: Option<String>,
}

impl OerStruct {
    /// Its preamble in PER.
    pub(super) fn per_preamble(&self) -> super::per::PerPreamble {
        match self.preamble_run {
            Some(bits) => super::per::PerPreamble::run("preamble", bits as usize),
            None => super::per::PerPreamble::new("preamble", self.preamble_bits),
        }
    }
}

pub(super) struct OerField {
    value: OerValue,
    presence: OerPresence,
    /// The reader it is read from: `r`, or an open type's `&o`.
    r: String,
    /// PER: the run of bit-fields it is read and written in.
    run: Option<super::per::InRun>,
}

impl OerField {
    /// The input's bit offset of the value read, where its checks fail.
    pub(super) fn per_offset(&self) -> String {
        match &self.run {
            Some(run) => run.at.clone(),
            None => format!("synta_per_offset({})", self.r),
        }
    }
}

pub(super) enum OerPresence {
    Required,
    /// A group's mandatory component: held with a flag, there whenever
    /// the group is.
    InGroup {
        has: String,
        asn1: String,
    },
    /// A presence bit (`bit` in the preamble), its flag and its local.
    Optional {
        has: String,
        bit: usize,
        local: String,
    },
    /// An extension addition of one component: there when its bit in the
    /// extension bitmap is.
    Addition {
        has: String,
        local: String,
    },
    /// A presence bit; the DEFAULT restored when clear, refused when sent
    /// (CANONICAL-OER) as `same` finds it.
    Default {
        bit: usize,
        restore: String,
        same: String,
        asn1: String,
        local: String,
    },
}

pub(super) struct OerAddition {
    /// Its bit in the extension bitmap.
    index: usize,
    /// The encoder's test that it is there.
    present: String,
    /// The addition's components (one, or a group's).
    fields: Vec<OerField>,
    group: bool,
    /// A group's preamble bits (its OPTIONAL and DEFAULT components).
    preamble_bits: usize,
    preamble: Vec<String>,
    /// Statements marking the components absent.
    absent: String,
    asn1: String,
    /// A single component read with checks or as a DEFAULT: its errors
    /// name the offset of the open type.
    needs_off: bool,
}

impl OerAddition {
    /// A group's preamble in PER (none for a single component).
    pub(super) fn per_preamble(&self) -> super::per::PerPreamble {
        super::per::PerPreamble::new("group_preamble", self.preamble_bits)
    }
}

pub(super) struct OerChoice {
    alternatives: Vec<OerAlternative>,
    /// Where an extensible CHOICE keeps an alternative the schema does not
    /// know.
    unknown: Option<OerUnknown>,
    /// PER: how the index is written.
    index: Option<PerIndex>,
}

/// PER: a CHOICE's or ENUMERATED's index form (`plan::per::IndexForm`):
/// a root index as `synta_per_whole` in each variant, among `roots`,
/// after one bit when `extensible`.
pub(super) struct PerIndex {
    aligned: String,
    unaligned: String,
    roots: usize,
    extensible: bool,
}

impl PerIndex {
    fn of(form: impl Fn(Variant) -> crate::plan::per::IndexForm, roots: u32) -> PerIndex {
        let (aligned, unaligned) = (form(Variant::Aligned), form(Variant::Unaligned));
        PerIndex {
            aligned: super::per::whole_expr(aligned.root),
            unaligned: super::per::whole_expr(unaligned.root),
            roots: roots as usize,
            extensible: aligned.extensible,
        }
    }

    /// The `synta_per_whole` of a root index for the reader or writer `rw`.
    fn whole(&self, rw: &str) -> String {
        super::per::variant_pick(rw, &self.aligned, &self.unaligned)
    }
}

/// The kinds of an alternative the schema does not know: read from DER
/// (it has no OER or PER), from this rule (kept as read), or from the
/// other binary rule (which this one cannot write), in one member.
pub(super) struct OerUnknown {
    pub(super) der_kind: String,
    pub(super) own_kind: String,
    pub(super) other_kind: Option<String>,
    pub(super) member: String,
}

pub(super) struct OerAlternative {
    kind: String,
    tag: String,
    /// PER: its index among the roots or the additions.
    index: usize,
    value: OerValue,
    addition: bool,
    asn1: String,
}

pub(super) struct OerCollection {
    element: String,
    sorted: bool,
    /// Reading `items[k]`, checked.
    value: OerValue,
    /// Checks of the whole collection (its SIZE) once read, at `quantity_at`,
    /// and before it is written.
    own_check: String,
    own_encode_check: String,
    /// PER: the count's form of the collection's own type, for its reader
    /// and its writer (a use passes its own).
    own_count: Option<((String, String), (String, String))>,
    /// PER: the fewest bits an element takes (0 for OER).
    element_bits: usize,
}

/// The fields a SEQUENCE keeps the extension additions it does not know
/// in: read from DER, from OER, from PER (each with its rule asked for).
pub(super) struct StructUnknown {
    pub(super) der: String,
    pub(super) oer: Option<String>,
    pub(super) per: Option<String>,
}

impl StructUnknown {
    /// The field of those read in `wire`.
    fn field(&self, wire: Wire) -> Option<&String> {
        match wire {
            Wire::Oer => self.oer.as_ref(),
            Wire::Per => self.per.as_ref(),
        }
    }
}

impl Wire {
    /// The other binary rule.
    fn other(self) -> Wire {
        match self {
            Wire::Oer => Wire::Per,
            Wire::Per => Wire::Oer,
        }
    }
}

/// A component of a SEQUENCE or SET as the OER codec sees it.
pub(super) struct OerMember<'m> {
    pub(super) field: &'m str,
    pub(super) has: Option<&'m str>,
    pub(super) asn1: &'m str,
    pub(super) ty: &'m Type,
    pub(super) u: &'m CUse,
    /// The DEFAULT: its array (the DER) and literal.
    pub(super) default: Option<(&'m str, Option<&'m str>)>,
    /// Statements restoring the DEFAULT into `out`.
    pub(super) restore: Option<String>,
}

/// A CHOICE alternative as the OER codec sees it.
pub(super) struct OerAlternativeMember<'m> {
    pub(super) kind: &'m str,
    pub(super) member: &'m str,
    pub(super) ty: &'m Type,
    pub(super) u: &'m CUse,
    pub(super) asn1: &'m str,
}

impl Emitter<'_, '_> {
    /// The binary rules asked for.
    fn wires(&self) -> Vec<Wire> {
        [(self.an.oer, Wire::Oer), (self.an.per, Wire::Per)].into_iter().filter(|w| w.0).map(|w| w.1).collect()
    }

    /// Adds the codec of `body` to `item` in each binary rule asked for.
    pub(super) fn put_oer(&mut self, item: &mut CItem, body: impl Fn(&Self, Wire) -> Result<OerBody, String>) {
        for wire in self.wires() {
            match body(self, wire) {
                Ok(body) => {
                    let name = item.name.clone();
                    let collection = matches!(body, OerBody::Collection(_));
                    let parts = match wire {
                        Wire::Oer => vec![
                            (Part::Functions, OerCodec { name: &name, body }.render()),
                            (Part::Codec, OerCodecHeader { name: &name }.render()),
                        ],
                        Wire::Per => vec![
                            (Part::Functions, PerCodec { name: &name, body: &body }.render()),
                            (Part::Codec, super::per::PerCodecHeader { name: &name, collection }.render()),
                        ],
                    };
                    self.put(item, parts);
                }
                Err(why) => {
                    let (rule, code) = wire.describe();
                    self.fail(code, format!("`{}` has no {rule} codec: {why}", item.name));
                }
            }
        }
    }

    /// Adds to `item` its functions reading itself from a run of PER
    /// bit-fields and writing itself into one.
    pub(super) fn put_per_bits(&mut self, item: &mut CItem, body: super::per::PerBitsBody) {
        let name = item.name.clone();
        let parts = vec![
            (Part::Functions, super::per::PerBits { name: &name, body }.render()),
            (Part::Codec, super::per::PerBitsHeader { name: &name }.render()),
        ];
        self.put(item, parts);
    }

    /// A definition's public entry points in each binary rule asked for.
    pub(super) fn oer_entry_points(&mut self, item: &mut CItem, asn1_name: &str) {
        let name = item.name.clone();
        for wire in self.wires() {
            let parts = match wire {
                Wire::Oer => vec![
                    (Part::Prototypes, OerEntryHeader { name: &name }.render()),
                    (Part::Functions, OerEntry { name: &name, asn1_name }.render()),
                ],
                Wire::Per => vec![
                    (Part::Prototypes, super::per::PerEntryHeader { name: &name }.render()),
                    (Part::Functions, super::per::PerEntry { name: &name, asn1_name }.render()),
                ],
            };
            self.put(item, parts);
        }
    }

    /// Reading (from the reader `r`) and writing one value of `ty` held
    /// at `x` as `u`.
    fn oer_value(
        &self,
        wire: Wire,
        ty: &Type,
        u: &CUse,
        rx: (&str, &str),
        at: &At,
        site: Site,
    ) -> Result<OerValue, String> {
        match wire {
            Wire::Oer => self.oer_value_by(use_codec(self.ir(), ty)?, ty, u, rx, at, site),
            Wire::Per => self.per_value_by(crate::plan::per::use_codec(self.ir(), ty)?, ty, u, rx, at, site),
        }
    }

    /// PER's statements for a use read as `codec` says (OER's are
    /// `oer_value_by`'s).
    fn per_value_by(
        &self,
        codec: UseCodec<Forms>,
        ty: &Type,
        u: &CUse,
        (r, x): (&str, &str),
        at: &At,
        site: Site,
    ) -> Result<OerValue, String> {
        use crate::plan::uses::{use_of, Target};
        crate::plan::oer::use_has_codec("PER", u.mode, u.key.is_some())?;
        let u = &self.per_checked(ty, u);
        let place = u.value(x);
        let w = super::per::writer_of(r);
        let (read, write) = match (codec, &u.codec) {
            (UseCodec::Own, Codec::Item(name)) => {
                let exhausted = format!("synta_fail_bit(err, SYNTA_ERR_ARENA_EXHAUSTED, synta_per_offset({r}))");
                let allocated = format!("{x} != NULL ? SYNTA_OK : {exhausted}");
                let cycle = u.mode.is_cycle().then(|| self.cycle_link(x, u, ty, allocated, site));
                own_codec(name, "per", cycle, (r, w), &place, at)
            }
            (UseCodec::Own, Codec::Prim(p)) => {
                super::per::prim_codec(*p, &crate::plan::per::forms(self.ir(), ty), r, &place, at)?
            }
            (UseCodec::Value(forms), Codec::Prim(p)) => super::per::prim_codec(*p, &forms, r, &place, at)?,
            (UseCodec::Inside { layout, value, .. }, _) => {
                super::per::prim_codec(super::uses::c_prim(value), &layout, r, &place, at)?
            }
            (UseCodec::Value(forms), Codec::Item(name)) => {
                let renamed = crate::plan::defs::renamed_type(self.ir(), ty);
                match use_of(self.ir(), renamed).target {
                    // A collection written in place: the item made of this
                    // use reads it under the use's own count.
                    Target::Collection { .. } if !matches!(ty.kind, crate::ir::TypeKind::Ref(_)) => {
                        own_codec(name, "per", None, (r, w), &place, at)
                    }
                    Target::Collection { .. } => {
                        let (rc, rx) = super::per::count_exprs(r, &forms)?;
                        let (wc, wx) = super::per::count_exprs(w, &forms)?;
                        (
                            at.try_(&format!("{name}_read_per_as({r}, arena, {rc}, {rx}, {}, err)", addr(&place))),
                            at.try_(&format!("{name}_write_per_as({}, {w}, {wc}, {wx}, err)", addr(&place))),
                        )
                    }
                    Target::Prim(p) => super::per::prim_codec(super::uses::c_prim(p), &forms, r, &place, at)?,
                    _ => return Err(format!("`{name}` is read as a runtime value")),
                }
            }
        };
        Ok(OerValue {
            read,
            checks: self.check_stmts(u, x, "off", at).trim_end().to_string(),
            write: format!("{}{write}", self.check_stmts(u, x, "0", at)).trim_end().to_string(),
        })
    }

    fn oer_value_by(
        &self,
        codec: UseCodec,
        ty: &Type,
        u: &CUse,
        (r, x): (&str, &str),
        at: &At,
        site: Site,
    ) -> Result<OerValue, String> {
        crate::plan::oer::use_has_codec("OER", u.mode, u.key.is_some())?;
        let place = u.value(x);
        // A type with named bits holds its value without trailing zero bits.
        let named = crate::plan::oer::drops_trailing_zero_bits(self.ir(), ty);
        let (read, write) = match (codec, &u.codec) {
            (UseCodec::Own, Codec::Item(name)) => {
                let allocated =
                    format!("synta_check({x} != NULL, SYNTA_ERR_ARENA_EXHAUSTED, synta_oer_offset({r}), err)");
                let cycle = u.mode.is_cycle().then(|| self.cycle_link(x, u, ty, allocated, site));
                own_codec(name, "oer", cycle, (r, "w"), &place, at)
            }
            (UseCodec::Own, Codec::Prim(p)) => {
                let layout = match p {
                    Prim::Bool | Prim::Null => Layout::Length,
                    _ => value_layout(self.ir(), ty)?,
                };
                prim_codec(*p, layout, named, r, &place, at)?
            }
            (UseCodec::Value(layout), Codec::Prim(p)) => prim_codec(*p, layout, named, r, &place, at)?,
            (UseCodec::Inside { layout, value, .. }, _) => {
                prim_codec(super::uses::c_prim(value), layout, named, r, &place, at)?
            }
            // A definition renaming a runtime type (a C typedef of it),
            // read as that type under the use's layout.
            (UseCodec::Value(layout), Codec::Item(name)) => {
                let renamed = crate::plan::defs::renamed_type(self.ir(), ty);
                match crate::plan::uses::use_of(self.ir(), renamed).target {
                    crate::plan::uses::Target::Prim(p) => {
                        prim_codec(super::uses::c_prim(p), layout, named, r, &place, at)?
                    }
                    _ => return Err(format!("`{name}` is read as a runtime value")),
                }
            }
        };
        Ok(OerValue {
            read,
            checks: self.check_stmts(u, x, "off", at).trim_end().to_string(),
            write: format!("{}{write}", self.check_stmts(u, x, "0", at)).trim_end().to_string(),
        })
    }

    /// `u`, a use of `ty`, with only the checks that reading it in PER
    /// leaves to make ([`crate::plan::per::checks_left`]).
    fn per_checked(&self, ty: &Type, u: &CUse) -> CUse {
        CUse { checks: crate::plan::per::checks_left(self.ir(), ty, &u.checks), ..u.clone() }
    }

    /// The OER codec of a type over another (a C typedef): its value at
    /// `(*out)` / `(*in)`.
    pub(super) fn oer_newtype(&self, wire: Wire, ty: &Type, u: &CUse) -> Result<OerBody, String> {
        let (read, write) = match wire {
            Wire::Oer => {
                let codec = inner_codec(self.ir(), ty)?;
                let read = self.oer_value_by(codec.clone(), ty, u, ("r", "(*out)"), &At::None, Site::Bare)?;
                (read, self.oer_value_by(codec, ty, u, ("r", "(*in)"), &At::None, Site::Bare)?)
            }
            Wire::Per => {
                let codec = crate::plan::per::inner_codec(self.ir(), ty)?;
                let read = self.per_value_by(codec.clone(), ty, u, ("r", "(*out)"), &At::None, Site::Bare)?;
                (read, self.per_value_by(codec, ty, u, ("r", "(*in)"), &At::None, Site::Bare)?)
            }
        };
        Ok(OerBody::Newtype(OerValue { read: read.read, checks: read.checks, write: write.write }))
    }

    /// A SEQUENCE's or SET's OER codec: its components in the plan's order.
    pub(super) fn oer_struct(
        &self,
        wire: Wire,
        plan: &StructPlan,
        layout: &StructLayout,
        members: &[OerMember],
        unknown: Option<&StructUnknown>,
    ) -> Result<OerBody, String> {
        if wire == Wire::Per && crate::plan::per::preamble_bits(layout).is_none() {
            return Err("64K OPTIONAL and DEFAULT components or more have no PER codec yet".to_string());
        }
        let local = |i: usize| format!("p{i}");
        // A component read from `r` into `out`, written from `in`; its
        // presence bit among `bits` (component indices) from `first`.
        let field = |i: usize, bits: &[usize], first: usize, in_group: bool, r: &str| -> Result<OerField, String> {
            let m = &members[i];
            let at = At::Name(m.asn1.to_string());
            let read = self.oer_value(wire, m.ty, m.u, (r, &format!("out->{}", m.field)), &at, Site::Component)?;
            let write = self.oer_value(wire, m.ty, m.u, (r, &format!("in->{}", m.field)), &at, Site::Component)?;
            let value = OerValue { read: read.read, checks: read.checks, write: write.write };
            let bit = bits.iter().position(|&b| b == i).map(|b| b + first);
            let presence = match (m.default, bit, m.has) {
                (Some(_), Some(bit), _) => OerPresence::Default {
                    bit,
                    restore: m.restore.clone().unwrap_or_default(),
                    same: self.same_as_default(m, "out")?,
                    asn1: m.asn1.to_string(),
                    local: local(i),
                },
                (None, Some(bit), Some(has)) => OerPresence::Optional { has: has.to_string(), bit, local: local(i) },
                (None, None, Some(has)) if in_group => {
                    OerPresence::InGroup { has: has.to_string(), asn1: m.asn1.to_string() }
                }
                (None, None, Some(has)) => OerPresence::Addition { has: has.to_string(), local: local(i) },
                _ => OerPresence::Required,
            };
            Ok(OerField { value, presence, r: r.to_string(), run: None })
        };
        // Whether a component with a presence bit is there, for the encoder.
        let mut presence_locals = Vec::new();
        let mut there = |i: usize| -> Result<(), String> {
            let m = &members[i];
            let stmt = match (m.default, m.has) {
                (Some(_), _) => {
                    block("", &format!("bool same;\n{}\n{} = !same;", self.same_as_default(m, "in")?, local(i)))
                }
                (None, Some(has)) => format!("{} = in->{has};", local(i)),
                (None, None) => format!("{} = true;", local(i)),
            };
            presence_locals.push(format!("bool {};\n{}", local(i), stmt.trim_end()));
            Ok(())
        };
        let first = usize::from(layout.extension_bit);
        let mut root = layout
            .root_order
            .iter()
            .map(|&i| field(i, &layout.presence_bits, first, false, "r"))
            .collect::<Result<Vec<_>, String>>()?;
        let mut preamble_run = None;
        if wire == Wire::Per {
            for (k, run) in crate::plan::per::bit_runs(self.ir(), plan, layout).iter().enumerate() {
                if run.preamble > 0 {
                    preamble_run = Some(run.bits);
                }
                let local = super::per::run_local(run, k);
                for (j, f) in run.fields.iter().enumerate() {
                    let Some(p) = layout.root_order.iter().position(|&i| i == f.component) else { continue };
                    let m = &members[f.component];
                    let at = At::Name(m.asn1.to_string());
                    let (out, input) = (format!("out->{}", m.field), format!("in->{}", m.field));
                    let (read, write) = super::per::run_codec(f, &local, &m.u.codec, (&out, &input), &at)?;
                    let field = &mut root[p];
                    field.value.read = read;
                    field.value.write =
                        format!("{}{write}", self.check_stmts(&self.per_checked(m.ty, m.u), &input, "0", &at));
                    field.run = Some(super::per::InRun::new(run, k, j));
                }
            }
        }
        for &i in &layout.presence_bits {
            there(i)?;
        }
        let mut additions = Vec::new();
        for (index, (addition, bits)) in plan.additions.iter().zip(&layout.addition_presence_bits).enumerate() {
            for &i in &addition.fields {
                if members[i].has.is_some() || members[i].default.is_some() {
                    there(i)?;
                }
            }
            let fields = if addition.group {
                addition.fields.iter().map(|&i| field(i, bits, 0, true, "&o")).collect::<Result<Vec<_>, String>>()?
            } else {
                let i = addition.fields[0];
                vec![field(i, &[], 0, false, "&o")?]
            };
            let present = addition.fields.iter().map(|&i| local(i)).collect::<Vec<_>>().join(" || ");
            let absent = addition
                .fields
                .iter()
                .map(|&i| match (&members[i].restore, members[i].has) {
                    (Some(restore), _) => restore.clone(),
                    (None, Some(has)) => format!("out->{has} = false;"),
                    (None, None) => String::new(),
                })
                .collect::<Vec<_>>()
                .join("\n");
            let asn1 = members[addition.fields[0]].asn1.to_string();
            let needs_off = !addition.group
                && fields
                    .iter()
                    .any(|f| !f.value.checks.is_empty() || matches!(f.presence, OerPresence::Default { .. }));
            additions.push(OerAddition {
                needs_off,
                index,
                present: if present.is_empty() { "false".to_string() } else { format!("({present})") },
                preamble_bits: if addition.group { bits.len() } else { 0 },
                preamble: bits.iter().map(|&i| local(i)).collect(),
                fields,
                group: addition.group,
                absent,
                asn1,
            });
        }
        Ok(OerBody::Struct(OerStruct {
            preamble_bits: layout.preamble_bits,
            preamble_run,
            extensible: layout.extension_bit,
            root,
            presence: layout.presence_bits.iter().map(|&i| local(i)).collect(),
            presence_locals,
            additions,
            unknown_der: unknown.map(|u| u.der.clone()),
            unknown_own: unknown.and_then(|u| u.field(wire)).cloned(),
            unknown_other: unknown.and_then(|u| u.field(wire.other())).cloned(),
        }))
    }

    /// Statements setting `same`: whether the DEFAULT component `m` of the
    /// struct `s` (`out` or `in`) holds its default value.
    fn same_as_default(&self, m: &OerMember, s: &str) -> Result<String, String> {
        let x = format!("{s}->{}", m.field);
        let Some((array, literal)) = m.default else { return Ok("same = false;".to_string()) };
        Ok(match literal {
            Some(lit) => format!("same = {x} == {lit};"),
            // Values are equal when their DER is (DER gives each one
            // encoding): the value's DER, against the DEFAULT's.
            None => format!(
                "uint8_t probe_buf[sizeof {array}];\nsynta_writer probe_w, *probe = &probe_w;\n\
                 synta_writer_init(probe, probe_buf, sizeof probe_buf);\n{}\nsame = synta_writer_equals(probe, {array}, sizeof {array});",
                self.encode_stmts(m.ty, m.u, "probe", &x, &At::Name(m.asn1.to_string())).trim_end()
            ),
        })
    }

    /// A CHOICE's OER codec: each alternative by the tag the plan gives it.
    pub(super) fn oer_choice(
        &self,
        wire: Wire,
        plan: &ChoicePlan,
        alternatives: &[OerAlternativeMember],
        unknown: Option<OerUnknown>,
    ) -> Result<OerBody, String> {
        let mut out = Vec::new();
        for (a, m) in plan.alternatives.iter().zip(alternatives) {
            // OER tells an alternative by its tag, PER by its index.
            let tag = match (a.outer, wire) {
                (Some(tag), _) => tag_expr(WireTag { constructed: false, ..tag }),
                (None, Wire::Per) => String::new(),
                (None, Wire::Oer) => {
                    return Err(format!(
                        "alternative `{}` has no tag of its own (an untagged CHOICE or open type)",
                        m.asn1
                    ))
                }
            };
            let (addition, index) = match a.index {
                Index::Root(i) => (false, i as usize),
                Index::Addition(i) => (true, i as usize),
            };
            let at = At::Name(m.asn1.to_string());
            let r = if addition { "&o" } else { "r" };
            let read = self.oer_value(wire, m.ty, m.u, (r, &format!("out->u.{}", m.member)), &at, Site::Bare)?;
            let write = self.oer_value(wire, m.ty, m.u, (r, &format!("in->u.{}", m.member)), &at, Site::Bare)?;
            out.push(OerAlternative {
                kind: m.kind.to_string(),
                tag,
                index,
                value: OerValue { read: read.read, checks: read.checks, write: write.write },
                addition,
                asn1: m.asn1.to_string(),
            });
        }
        let index =
            (wire == Wire::Per).then(|| PerIndex::of(|v| crate::plan::per::choice_index(plan, v), plan.root_count()));
        Ok(OerBody::Choice(OerChoice { alternatives: out, unknown, index }))
    }

    /// A SEQUENCE OF's or SET OF's OER codec.
    pub(super) fn oer_collection(
        &self,
        wire: Wire,
        ty: &Type,
        element: &Type,
        u: &CUse,
        held: &str,
        own: &CUse,
    ) -> Result<OerBody, String> {
        let sorted = matches!(ty.kind, crate::ir::TypeKind::SetOf(_));
        // OER writes back to front, PER forward.
        let (written, index) = match wire {
            Wire::Oer => ("in->items[i - 1]", "i - 1"),
            Wire::Per => ("in->items[i]", "i"),
        };
        let read = self.oer_value(wire, element, u, ("r", "items[k]"), &At::Index("i".to_string()), Site::Component)?;
        let write = self.oer_value(wire, element, u, ("r", written), &At::Index(index.to_string()), Site::Component)?;
        let own = &match wire {
            Wire::Oer => own.clone(),
            Wire::Per => self.per_checked(ty, own),
        };
        let (own_count, element_bits) = match wire {
            Wire::Oer => (None, 0),
            Wire::Per => {
                let forms = crate::plan::per::forms(self.ir(), ty);
                let counts = (super::per::count_exprs("r", &forms)?, super::per::count_exprs("w", &forms)?);
                (Some(counts), self.an.plan.per_least_bits(&self.owner, element))
            }
        };
        Ok(OerBody::Collection(OerCollection {
            element: held.to_string(),
            sorted,
            value: OerValue { read: read.read, checks: read.checks, write: write.write },
            own_check: self.check_stmts(own, "(*out)", "quantity_at", &At::None).trim_end().to_string(),
            own_encode_check: self.check_stmts(own, "(*in)", "0", &At::None).trim_end().to_string(),
            own_count,
            element_bits,
        }))
    }
}

impl OerBody {
    /// An ENUMERATED's codec: OER's number, checked by `known` unless the
    /// type `keeps_unknown`; PER's index of each item; `per`: the code
    /// reads PER (and so may hold an item of a later version).
    pub(super) fn enumerated(
        wire: Wire,
        e: &crate::ir::Enumerated,
        keeps_unknown: bool,
        known: String,
        per: bool,
    ) -> OerBody {
        let plan = crate::plan::enumerated::enum_plan(e);
        let items = plan
            .items
            .iter()
            .map(|item| match item.index {
                Index::Root(i) => (super::stmts::int64_literal(i128::from(item.number)), false, i as usize),
                Index::Addition(i) => (super::stmts::int64_literal(i128::from(item.number)), true, i as usize),
            })
            .collect();
        let index = (wire == Wire::Per)
            .then(|| PerIndex::of(|v| crate::plan::per::enumerated_index(&plan, v), plan.root_count()));
        let later = plan.keeps_later(per).then(|| plan.addition_count() as usize);
        OerBody::Enumerated { keeps_unknown, known, items, index, later }
    }
}

/// The statements reading (from `r`) and writing (to `w`) the runtime value
/// at `x` of `p` laid out as `layout` (a BIT STRING of a type with `named`
/// bits held without its trailing zero bits).
fn prim_codec(p: Prim, layout: Layout, named: bool, r: &str, x: &str, at: &At) -> Result<(String, String), String> {
    let a = addr(x);
    let value = super::stmts::value(x);
    let size = match layout {
        Layout::Fixed(n) => n.to_string(),
        _ => "SYNTA_OER_VARIABLE".to_string(),
    };
    let (octets, signed) = match layout {
        Layout::Int { octets, signed } => (octets, signed),
        Layout::Unsigned => (0, false),
        Layout::Length | Layout::Fixed(_) => (0, true),
    };
    let signed = u8::from(signed);
    let (read, write) = match p {
        Prim::Bool => (format!("synta_oer_read_bool({r}, {a}, err)"), format!("synta_oer_write_bool(w, {value});")),
        Prim::Null => return Ok((format!("{value} = 0;"), String::new())),
        Prim::Native(n) => {
            let write = if crate::plan::checks::native_range(n).0 < 0 {
                format!("synta_oer_write_int64(w, {octets}, {signed}, (int64_t){value});")
            } else {
                format!("synta_oer_write_uint64(w, {octets}, {signed}, (uint64_t){value});")
            };
            (format!("synta_oer_read_{}({r}, {octets}, {signed}, {a}, err)", n.rust_name()), write)
        }
        Prim::View { name: "integer", .. } => (
            format!("synta_oer_read_integer({r}, {octets}, {signed}, arena, {a}, err)"),
            at.try_(&format!("synta_oer_write_integer(w, {octets}, {signed}, {value}, err)")),
        ),
        Prim::Bits { .. } => (
            format!("synta_oer_read_bits({r}, {size}, {}, {a}, err)", u8::from(named)),
            at.try_(&format!("synta_oer_write_bits(w, {size}, {a}, err)")),
        ),
        Prim::Octets => (
            format!("synta_oer_read_octets({r}, {size}, {a}, err)"),
            at.try_(&format!("synta_oer_write_content(w, {size}, NULL, {value}, err)")),
        ),
        Prim::Str(k) => (
            format!("synta_oer_read_string({r}, {size}, {}, {a}, err)", string_kind(k)),
            at.try_(&format!("synta_oer_write_string(w, {size}, {}, {value}, err)", string_kind(k))),
        ),
        Prim::View { check, .. } => (
            format!("synta_oer_read_content({r}, {size}, synta_check_{check}, {a}, err)"),
            at.try_(&format!("synta_oer_write_content(w, {size}, synta_check_{check}, {value}, err)")),
        ),
        Prim::Any => return Err("ANY and open types have no OER codec yet".to_string()),
    };
    Ok((at.try_(&read), write))
}

/// A recursive link held at a pointer: what [`own_codec`] needs of it.
struct CycleLink<'u> {
    /// The field holding the pointer.
    x: &'u str,
    /// The C type it points to.
    ctype: &'u str,
    /// The status that its space was allocated, the rule's failure where
    /// it was not.
    allocated: String,
    /// Read one level deeper (`plan::cycles::link_enters_level`).
    deeper: bool,
}

impl Emitter<'_, '_> {
    fn cycle_link<'u>(&self, x: &'u str, u: &'u CUse, ty: &Type, allocated: String, site: Site) -> CycleLink<'u> {
        let deeper = crate::plan::cycles::link_enters_level(self.ir(), ty, site);
        CycleLink { x, ctype: &u.ctype, allocated, deeper }
    }
}

/// Reading and writing the value at `place` by its type's own codec of
/// `rule` (`oer`, `per`), with the reader and writer `rw`. A recursive
/// link is given its space in the arena first, and read one level deeper
/// where the plan says; a NULL one is refused before it is written.
fn own_codec(
    name: &str,
    rule: &str,
    cycle: Option<CycleLink>,
    (r, w): (&str, &str),
    place: &str,
    at: &At,
) -> (String, String) {
    let read = at.try_(&format!("{name}_read_{rule}({r}, arena, {}, err)", addr(place)));
    let write = at.try_(&format!("{name}_write_{rule}({}, {w}, err)", addr(place)));
    let Some(CycleLink { x, ctype, allocated, deeper }) = cycle else {
        return (read, write);
    };
    let read = match deeper {
        true => format!("{}\n{read}\nsynta_{rule}_leave({r});", at.try_(&format!("synta_{rule}_enter({r}, err)"))),
        false => read,
    };
    let read = format!(
        "{x} = ({ctype} *)synta_arena_alloc(arena, sizeof *{x}, SYNTA_ARENA_ALIGN);\n{}\n{read}",
        at.try_(&allocated)
    );
    let write = format!("{}\n{write}", at.try_(&format!("synta_check({x} != NULL, SYNTA_ERR_NULL_ARGUMENT, 0, err)")));
    (read, write)
}
