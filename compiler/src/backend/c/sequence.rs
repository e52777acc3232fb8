//! SEQUENCE and SET, from plan::structs: components, DEFAULT values,
//! unknown extensions, the SET loop, components kept raw.

use super::oer::{OerMember, StructUnknown};
use super::stmts::{shortened, Stmts};
use super::{
    addr, block, comment_text, content_decode, declaration, int64_literal,
    jer::{Jer, JerIn, JerInField, JerInForm, JerInKey, JerInShape, JerMember, JerWrite},
    names, open, tag_expr, untagged_decode, At, CItem, CUse, DefaultPlan, Emitter, Holder, Literal, Mode, Part, Scope,
    Template, Type, WireTag,
};
use crate::plan::init::Initial;
use crate::plan::structs::{FieldPlan, Step, StructPlan};

/// A SEQUENCE or SET: its content codec.
#[derive(Template)]
#[template(path = "c/sequence.c.askama", escape = "none")]
pub(super) struct Sequence<'a> {
    name: &'a str,
    /// Read and written inside its one collection's loop (plan/inline.rs).
    inline_element: bool,
    /// A SEQUENCE's components (and unknown extensions), in order.
    decode: Vec<DecodeStep>,
    /// A SET's loop.
    set: Option<SetLoop>,
    /// In writing order: the last component first.
    encode: Vec<EncodeStep>,
    /// Parameters the decoder does not use, and the encoder's.
    unused_decode: Vec<&'static str>,
    unused_encode: Vec<&'static str>,
    /// A SET with an untagged CHOICE: sorted by tag once written.
    sort_at_run_time: bool,
}

impl<'a> Sequence<'a> {
    /// `uses_arena`: some component's codec takes the arena;
    /// `encode_uses_err`: some component's writer or check takes the error;
    /// `sort_at_run_time`: the plan's word for a SET with an untagged CHOICE.
    fn new(
        name: &'a str,
        decode: Vec<DecodeStep>,
        set: Option<SetLoop>,
        encode: Vec<EncodeStep>,
        uses_arena: bool,
        encode_uses_err: bool,
        sort_at_run_time: bool,
    ) -> Sequence<'a> {
        // Which parameters the statements use: `r` and `err` always (the
        // end of the content is checked); `arena` when a component's codec
        // takes it; `out`, `in` and `w` when there is a component.
        let empty = encode.is_empty();
        let mut unused_decode = Vec::new();
        if !uses_arena {
            unused_decode.push("arena");
        }
        if empty {
            unused_decode.push("out");
        }
        let mut unused_encode = Vec::new();
        if !encode_uses_err {
            unused_encode.push("err");
        }
        if empty {
            unused_encode.extend(["in", "w"]);
        }
        Sequence { name, inline_element: false, decode, set, encode, unused_decode, unused_encode, sort_at_run_time }
    }
}

/// The struct of a SEQUENCE or SET (templates/c/struct.h.askama).
#[derive(Template)]
#[template(path = "c/struct.h.askama", escape = "none")]
pub(super) struct StructDefinition<'a> {
    name: &'a str,
    members: Vec<StructMember>,
    /// The field of the unknown extension additions, when kept.
    unknown: Option<String>,
    /// The field of those read from OER, when generated with OER.
    unknown_oer: Option<String>,
    /// The field of those read from PER, when generated with PER.
    unknown_per: Option<String>,
}

/// One component's field, and its presence flag when OPTIONAL.
pub(super) struct StructMember {
    has: Option<String>,
    comment: String,
    declaration: String,
}

pub(super) enum DecodeStep {
    /// Reading extension additions this schema does not know.
    Unknown(String),
    Field(FieldStep),
}

pub(super) struct FieldStep {
    asn1: String,
    shape: FieldDecode,
}

/// How a SEQUENCE component is read: the statements of each shape.
pub(super) enum FieldDecode {
    /// DEFAULT: read and checked not to be the DEFAULT's encoding when its
    /// tag is there, else restored.
    Default { present: String, read: String, not_default: String, checks: String, restore: String },
    /// OPTIONAL: read when its tag is there.
    /// When absent, `absent` runs (refusing a key its table does not list).
    Optional { has: String, present: String, off: bool, read: String, checks: String, absent: String },
    /// Required, without checks.
    Plain(String),
    /// Required, with checks at its offset.
    Checked { read: String, checks: String },
}

/// A SET's loop over its components.
pub(super) struct SetLoop {
    /// The static function saying whether a tag is a component's.
    accept: String,
    /// The flags saying which components were seen.
    decls: Vec<String>,
    arms: Vec<SetArm>,
    /// After the loop: DEFAULTs restored, required components checked.
    finish: Vec<String>,
}

pub(super) struct SetArm {
    matches: String,
    default: bool,
    read: String,
    not_default: String,
    checks: String,
    /// The flag of the component.
    seen: String,
}

pub(super) enum EncodeStep {
    /// Writing back the extension additions this schema does not know
    /// (`field`), refusing those read from OER (`oer`: their field).
    Unknown {
        field: String,
        oer: Option<String>,
        per: Option<String>,
    },
    Field {
        asn1: String,
        shape: FieldEncode,
    },
}

/// How a component is written.
pub(super) enum FieldEncode {
    /// DEFAULT with a literal value: written when the value (`place`)
    /// differs from it.
    Literal {
        place: String,
        literal: String,
        write: String,
    },
    /// DEFAULT of another value: written when its encoding differs.
    Probe {
        array: String,
        probe: String,
        write: String,
    },
    /// OPTIONAL: written when present; when absent, `absent` runs.
    Optional {
        has: String,
        write: String,
        absent: String,
    },
    Plain(String),
}

pub(super) struct DefaultValue {
    pub(super) array: String,
    pub(super) literal: Option<String>,
}

/// One component as the builders of its struct see it: its plan, how its
/// value is held, and the names the struct gives it.
struct Member<'p, 'ir> {
    plan: &'p FieldPlan<'ir>,
    u: CUse,
    /// The field.
    field: String,
    /// The presence flag of an OPTIONAL component.
    has: Option<String>,
    at: At,
    default: Option<DefaultValue>,
    /// The accessor of a component kept raw.
    accessor: Option<String>,
    /// For an absent open type of a table that is not extensible: the
    /// test, over `out` or `in`, that its key is not the table's.
    unknown: Option<UnknownKey>,
}

/// Whether the key component of a struct (`out` decoding, `in` encoding)
/// is one the table of its open type's union lists.
struct UnknownKey {
    keys: String,
    count: usize,
    key_field: String,
}

impl UnknownKey {
    /// Whether the key of the struct `s` is listed.
    fn listed(&self, s: &str) -> String {
        match self.count {
            0 => "0".to_string(),
            n => format!("synta_find_key({}, {n}, {s}->{}) < {n}", self.keys, self.key_field),
        }
    }
}

/// How a component is read into `out`: its statements (in a block, as
/// `read`), its checks, and for a DEFAULT the value restored when absent
/// and the check that it was not sent.
struct Reads {
    stmts: Stmts,
    read: String,
    checks: String,
    restore: Option<String>,
    not_default: Option<String>,
}

/// A component's field in the struct, under its ASN.1 as the module
/// writes it.
fn member_declaration(m: &Member) -> StructMember {
    let component = &m.plan.component;
    let mut doc = if component.notation.is_empty() {
        format!("{}: {}", m.asn1(), m.plan.doc)
    } else {
        shortened(&component.notation)
    };
    if m.plan.lazy {
        doc += " (kept raw: see the _get_ accessor)";
    }
    StructMember { has: m.has.clone(), comment: comment_text(&doc), declaration: declaration(&m.u.held(), &m.field) }
}

impl Member<'_, '_> {
    fn ty(&self) -> &Type {
        self.plan.ty()
    }

    fn asn1(&self) -> &str {
        self.plan.asn1()
    }
}

impl Emitter<'_, '_> {
    pub(super) fn struct_item(&mut self, item: &mut CItem, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let name = item.name.clone();
        let mut field_scope = Scope::default();
        // Every field is written on success; OPTIONAL values only when
        // present (their flag says so), so nothing is cleared first.
        // One per component of a SEQUENCE, in component order; read in the
        // plan's steps below.
        let mut decodes: Vec<DecodeStep> = Vec::new();
        let mut set = plan.set.then(|| SetLoop {
            accept: self.scope.claim(format!("{name}_is_component_tag")),
            decls: Vec::new(),
            arms: Vec::new(),
            finish: Vec::new(),
        });
        // One per component, in component order; written in the plan's
        // order, back to front, below.
        let mut encodes = Vec::new();
        let unknown = plan.unknown.map(|u| (u, field_scope.claim("unknown_extensions".to_string())));
        // With OER, those read from OER are kept in a field of their own.
        let unknown_oer =
            unknown.as_ref().filter(|_| self.an.oer).map(|_| field_scope.claim("unknown_oer".to_string()));
        let unknown_per =
            unknown.as_ref().filter(|_| self.an.per).map(|_| field_scope.claim("unknown_per".to_string()));
        let mut members: Vec<Member> = Vec::new();
        let mut keyed_fields = Vec::new();
        // Each component's names, DEFAULT and accessor are claimed, and its
        // statements made, in component order.
        for (i, f) in plan.fields.iter().enumerate() {
            let member = self.member(i, f, &members, &mut field_scope, &mut keyed_fields, item);
            match &mut set {
                Some(set) => self.member_set_arm(&member, set),
                None => decodes.push(self.member_decode(&member)),
            }
            encodes.push(self.member_encode(&member, &members));
            let accessor =
                f.lazy.then(|| self.lazy_accessor(item, &member.u, &member.field, member.has.as_deref(), f.asn1()));
            members.push(Member { accessor, ..member });
        }
        self.init_value(item, &members);
        let uses_arena = members.iter().any(|m| m.u.decodes_with_arena());
        let encode_uses_err = encodes.iter().any(|(_, uses_err)| *uses_err);
        let mut decodes = decodes.into_iter().map(Some).collect::<Vec<_>>();
        let decode: Vec<DecodeStep> = plan
            .decode_steps()
            .into_iter()
            .filter_map(|step| match step {
                Step::Field(i) => decodes.get_mut(i).and_then(Option::take),
                Step::Unknown => unknown.as_ref().map(|(u, field)| {
                    let mut read = unknown_extensions(field, u.stop);
                    for kept in unknown_oer.iter().chain(&unknown_per) {
                        read += &format!("\n    out->{kept}.ptr = NULL;\n    out->{kept}.len = 0;");
                    }
                    DecodeStep::Unknown(read)
                }),
            })
            .collect();
        // Written back to front: the last component first.
        let mut by_index: Vec<Option<EncodeStep>> = encodes.into_iter().map(|(step, _)| Some(step)).collect();
        let mut encode: Vec<EncodeStep> = plan
            .encode_steps()
            .into_iter()
            .filter_map(|step| match step {
                Step::Field(i) => by_index[i].take(),
                Step::Unknown => unknown.as_ref().map(|(_, field)| EncodeStep::Unknown {
                    field: field.clone(),
                    oer: unknown_oer.clone(),
                    per: unknown_per.clone(),
                }),
            })
            .collect();
        encode.reverse();
        item.forward = true;
        // A collection of this struct can be searched by its keyed
        // component (see `add_lookups`).
        if let Some(keyed) = plan.lookup_field().and_then(|i| keyed_fields.into_iter().find(|(j, _)| *j == i)) {
            self.keyed_elements.insert(name.clone(), keyed.1);
        }
        let definition = StructDefinition {
            name: &name,
            members: members.iter().map(member_declaration).collect(),
            unknown: unknown.as_ref().map(|(_, f)| f.clone()),
            unknown_oer: unknown_oer.clone(),
            unknown_per: unknown_per.clone(),
        };
        match definition.render() {
            Ok(text) => item.definition = text,
            Err(e) => self.fail("E0804", format!("`{name}` could not be rendered: {e}")),
        }
        let mut model = Sequence::new(&name, decode, set, encode, uses_arena, encode_uses_err, plan.sort_at_run_time);
        model.inline_element = self.is_inline_element(&name);
        let mut parts = vec![(Part::Functions, model.render())];
        parts.extend(self.content_codec_parts(&name, model.inline_element));
        self.put(item, parts);
        let jer = members.iter().map(|m| self.member_jer(m)).collect();
        self.put_jer(item, Jer::Object(jer));
        let jer_in = self.struct_jer_in(&plan, &members);
        self.put_jer_in(item, JerInForm::Content, jer_in);
        let unknown_fields = unknown.as_ref().map(|(_, der)| StructUnknown {
            der: der.clone(),
            oer: unknown_oer.clone(),
            per: unknown_per.clone(),
        });
        self.put_struct_oer(item, &plan, &members, unknown_fields.as_ref());
    }

    /// The struct's OER codec, from its components as built for DER.
    /// `unknown`: the fields of the additions the schema does not know, read
    /// from DER and from OER.
    fn put_struct_oer(
        &mut self,
        item: &mut CItem,
        plan: &StructPlan,
        members: &[Member],
        unknown: Option<&StructUnknown>,
    ) {
        if !self.an.oer && !self.an.per {
            return;
        }
        let oer_members: Vec<OerMember> = members
            .iter()
            .map(|m| OerMember {
                field: &m.field,
                has: m.has.as_deref(),
                asn1: m.asn1(),
                ty: m.ty(),
                u: &m.u,
                default: m.default.as_ref().map(|d| (d.array.as_str(), d.literal.as_deref())),
                restore: m.default.as_ref().map(|d| {
                    let restore = self.restore_default(m.ty(), &m.u, d, &format!("out->{}", m.field), &m.at);
                    // A DEFAULT decoded from its DER declares a reader.
                    if d.literal.is_some() {
                        restore.trim_end().to_string()
                    } else {
                        block("", &restore).trim_end().to_string()
                    }
                }),
            })
            .collect();
        let layout = crate::plan::oer::struct_layout(self.ir(), plan);
        self.put_oer(item, |e, wire| e.oer_struct(wire, plan, &layout, &oer_members, unknown));
    }

    /// A component's field and presence flag, its use (an open type's read
    /// by its key, which `keyed_fields` records) and its DEFAULT.
    fn member<'p, 'ir>(
        &mut self,
        index: usize,
        f: &'p FieldPlan<'ir>,
        before: &[Member],
        field_scope: &mut Scope,
        keyed_fields: &mut Vec<(usize, open::KeyedElement)>,
        item: &mut CItem,
    ) -> Member<'p, 'ir> {
        let c_ty = f.ty();
        let field = field_scope.claim(names::c_ident(f.asn1()));
        let (u, open) = match f.keyed {
            Some(k) => {
                let (u, open) = self.open_use(k, c_ty, &format!("out->{}", before[k.key].field), &f.path);
                (u, Some(open))
            }
            None => (self.use_of(c_ty, &f.path, f.lazy), None),
        };
        let unknown = match (&open, f.keyed) {
            (Some(open), Some(k)) if f.key_checked_when_absent() => Some(UnknownKey {
                keys: format!("{}_keys", open.name),
                count: open.members.len(),
                key_field: before[k.key].field.clone(),
            }),
            _ => None,
        };
        if let Some(dep) = u.dep() {
            item.deps.push(dep);
        }
        let has = if f.is_optional() { Some(field_scope.claim(format!("has_{field}"))) } else { None };
        if let Some(open) = open {
            let collection = f.keyed.is_some_and(|k| k.holder == Holder::Collection);
            keyed_fields.push((index, open::KeyedElement { field: field.clone(), has: has.clone(), collection, open }));
        }
        let at = At::Name(f.asn1().to_string());
        let default = f.default().map(|d| self.constant_value(d, &format!("{}_{field}", item.name), Constant::Default));
        Member { plan: f, u, field, has, at, default, accessor: None, unknown }
    }

    /// How a component is read into `out` ([`Reads`]).
    fn member_reads(&self, m: &Member) -> Reads {
        let (c_ty, u, at) = (m.ty(), &m.u, &m.at);
        let x = format!("out->{}", m.field);
        let stmts = self.decode_stmts(c_ty, u, "r", &x, at);
        Reads {
            read: stmts.in_block().trim_end().to_string(),
            stmts,
            checks: self.check_stmts(u, &x, "off", at).trim_end().to_string(),
            restore: m.default.as_ref().map(|d| self.restore_default(c_ty, u, d, &x, at).trim_end().to_string()),
            not_default: m
                .default
                .as_ref()
                .map(|d| at.try_(&format!("synta_check_not_default(r, start, {0}, sizeof {0}, off, err)", d.array))),
        }
    }

    /// A SEQUENCE component's step of the decoder.
    fn member_decode(&self, m: &Member) -> DecodeStep {
        let Reads { stmts, read, checks, restore, not_default } = self.member_reads(m);
        let present = self.present_expr(m.ty(), &m.u, "r");
        let shape = match (restore, &m.has) {
            (Some(restore), _) => {
                FieldDecode::Default { present, read, not_default: not_default.unwrap_or_default(), checks, restore }
            }
            (None, Some(h)) => FieldDecode::Optional {
                has: h.clone(),
                present,
                off: !checks.is_empty(),
                read,
                checks,
                absent: self.unknown_key_stmt(m, "out", "synta_reader_offset(r)"),
            },
            (None, None) if checks.is_empty() => FieldDecode::Plain(stmts.standalone().trim_end().to_string()),
            (None, None) => FieldDecode::Checked { read, checks },
        };
        DecodeStep::Field(FieldStep { asn1: m.asn1().to_string(), shape })
    }

    /// The statement refusing an absent keyed value's key that its table
    /// does not list (none for other components), over the struct `s`,
    /// failing at `offset`.
    fn unknown_key_stmt(&self, m: &Member, s: &str, offset: &str) -> String {
        match &m.unknown {
            Some(u) => m.at.try_(&format!("synta_check({}, SYNTA_ERR_UNKNOWN_KEY, {offset}, err)", u.listed(s))),
            None => String::new(),
        }
    }

    /// A SET component's arm of the decoder's loop, with its flag cleared
    /// before the loop and, after it, its DEFAULT restored or its absence
    /// refused.
    fn member_set_arm(&self, m: &Member, set: &mut SetLoop) {
        let Reads { read, checks, restore, not_default, .. } = self.member_reads(m);
        let seen = match &m.has {
            Some(h) => {
                set.decls.push(format!("out->{h} = false;"));
                format!("out->{h}")
            }
            None => {
                let s = format!("seen_{}", m.field);
                set.decls.push(format!("bool {s} = false;"));
                s
            }
        };
        let finish = match (&restore, m.has.is_some()) {
            (Some(r), _) => Some(block(&format!("if (!{seen})"), r)),
            (None, true) => None,
            (None, false) => Some(block(
                &format!("if (!{seen})"),
                &m.at.try_("synta_fail(err, SYNTA_ERR_MISSING, synta_reader_offset(r))"),
            )),
        };
        set.finish.extend(finish.map(|f| f.trim_end().to_string()));
        set.arms.push(SetArm {
            matches: self.matches_expr(m.ty(), &m.u).unwrap_or_else(|| "1".to_string()),
            default: m.default.is_some(),
            read,
            not_default: not_default.unwrap_or_default(),
            checks,
            seen,
        });
    }

    /// A component's step of the encoder (the value checked first), and
    /// whether it uses the error.
    fn member_encode(&self, m: &Member, before: &[Member]) -> (EncodeStep, bool) {
        let (c_ty, u, at) = (m.ty(), &m.u, &m.at);
        let v = format!("in->{}", m.field);
        let mut enc_checks = self.check_stmts(u, &v, "0", at);
        if let Some(k) = m.plan.keyed {
            // A keyed value must be the one its key selects.
            let fits = format!("{}_fits({}, in->{})", u.ctype, addr(&v), before[k.key].field);
            enc_checks = at.try_(&format!("synta_check({fits}, SYNTA_ERR_KEY_MISMATCH, 0, err)")) + "\n" + &enc_checks;
        }
        let uses_err = u.encodes_with_err(&enc_checks) || m.unknown.is_some();
        let write = format!("{enc_checks}{}", self.encode_stmts(c_ty, u, "w", &v, at)).trim_end().to_string();
        let shape = match (&m.default, &m.has) {
            (Some(d), _) => match &d.literal {
                Some(lit) => FieldEncode::Literal { place: v.clone(), literal: lit.clone(), write },
                // Written only when its encoding is not the DEFAULT's.
                None => FieldEncode::Probe {
                    array: d.array.clone(),
                    probe: self.encode_stmts(c_ty, u, "probe", &v, at).trim_end().to_string(),
                    write,
                },
            },
            (None, Some(h)) => {
                FieldEncode::Optional { has: h.clone(), write, absent: self.unknown_key_stmt(m, "in", "0") }
            }
            (None, None) => FieldEncode::Plain(write),
        };
        (EncodeStep::Field { asn1: m.asn1().to_string(), shape }, uses_err)
    }

    /// A component's member of the JER object (a component kept raw is
    /// decoded by its accessor first).
    fn member_jer(&self, m: &Member) -> JerMember<JerWrite> {
        let stmt = self.jer_stmt(&m.u, &format!("in->{}", m.field), &m.at, m.accessor.as_deref());
        let place = m.has.clone().unwrap_or_default();
        JerMember { asn1: m.asn1().to_string(), optional: m.has.is_some(), write: JerWrite { place, stmt } }
    }

    /// The struct's JER reader: the keys of open types first, then the
    /// components in DER order.
    fn struct_jer_in(&self, plan: &StructPlan, members: &[Member]) -> JerIn {
        let names = members.iter().map(|m| m.asn1().to_string()).collect();
        let mut key_indices: Vec<usize> = members.iter().filter_map(|m| m.plan.keyed.map(|k| k.key)).collect();
        key_indices.sort_unstable();
        key_indices.dedup();
        let keys = key_indices
            .into_iter()
            .map(|i| {
                let m = &members[i];
                let write = self.jer_in_stmts(m.ty(), &m.u, "kw", "x", None, &m.at);
                JerInKey { index: i, asn1: m.asn1().to_string(), write }
            })
            .collect();
        // In component order, as Rust reads them (a SET is sorted by tag
        // once written), so that the first error is the one Rust finds.
        let fields = members
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let key = m.plan.keyed.map(|k| format!("key_{}", k.key));
                let write = self.jer_in_stmts(m.ty(), &m.u, "w", "x", key.as_deref(), &m.at);
                let shape = match (&m.default, &m.has) {
                    (Some(d), _) => JerInShape::Default(d.array.clone()),
                    (None, Some(_)) => JerInShape::Optional,
                    (None, None) => JerInShape::Plain,
                };
                JerInField { index: i, asn1: m.asn1().to_string(), shape, write }
            })
            .collect();
        JerIn::Object { names, keys, fields, set: plan.set }
    }

    /// `_init_value`, setting what `_init` leaves beyond zero, when a
    /// component has a DEFAULT, one value, or an inner SEQUENCE or SET
    /// that has either (the plan's `Initial`).
    fn init_value(&mut self, item: &mut CItem, members: &[Member]) {
        let mut sets = String::new();
        let mut decodes = false;
        for m in members {
            let x = format!("out->{}", m.field);
            if let Some(d) = &m.default {
                let (restore, decode) = self.restore_stmts(m.ty(), &m.u, d, &x, &m.at);
                sets += &restore;
                decodes |= decode;
            } else if let Some((set, decode)) = self.initial_stmts(
                m.plan.initial.as_ref(),
                m.ty(),
                &m.u,
                &x,
                &m.at,
                &format!("{}_{}", item.name, m.field),
            ) {
                sets += &set;
                decodes |= decode;
            }
        }
        if sets.is_empty() {
            return;
        }
        let name = item.name.clone();
        let sets = sets.trim_end().to_string();
        self.put(
            item,
            vec![
                (Part::Codec, InitValueHeader { name: &name }.render()),
                (Part::Functions, InitValue { name: &name, sets: &sets, decodes }.render()),
            ],
        );
        item.init_value = Some(name);
    }

    /// Statements setting `x` to a constant value, and whether they decode
    /// it from its DER (in a block of their own: they declare readers).
    fn restore_stmts(&self, ty: &Type, u: &CUse, d: &DefaultValue, x: &str, at: &At) -> (String, bool) {
        let restore = self.restore_default(ty, u, d, x, at);
        match d.literal {
            Some(_) => (restore, false),
            None => (block("", &restore), true),
        }
    }

    /// Statements setting `x`, of type `ty`, to what an initialiser sets
    /// beyond zero (the plan's `Initial`), and whether they decode; None
    /// when it stays zero. `base` names the constant of a value.
    pub(super) fn initial_stmts(
        &mut self,
        initial: Option<&Initial>,
        ty: &Type,
        u: &CUse,
        x: &str,
        at: &At,
        base: &str,
    ) -> Option<(String, bool)> {
        match initial? {
            Initial::Only(d) => {
                let only = self.constant_value(d, base, Constant::Only);
                Some(self.restore_stmts(ty, u, &only, x, at))
            }
            Initial::Inner(def) => {
                let record = def.as_ref().and_then(|r| self.an.type_names.get(r)).unwrap_or(&u.ctype);
                Some((format!("SYNTA_TRY({record}_init_value(&{x}));\n"), false))
            }
        }
    }

    /// The DEFAULT value of a component, or the one value its type admits:
    /// its encoding as a static array, and a literal when the value is a
    /// number or a boolean.
    pub(super) fn constant_value(&mut self, d: &DefaultPlan, base: &str, what: Constant) -> DefaultValue {
        let literal = d.literal.map(|l| match l {
            Literal::Bool(b) => b.to_string(),
            Literal::Int(i) => int64_literal(i),
        });
        // A DEFAULT's encoding is what decoders compare with; the one value
        // is only set, from its literal where it has one.
        if let (Constant::Only, Some(_)) = (what, &literal) {
            return DefaultValue { array: String::new(), literal };
        }
        let array = self.scope.claim(format!("{base}_{}", what.suffix()));
        match (DefaultArray { base, array: &array, der: &d.der, what: what.described() }).render() {
            Ok(text) => self.statics.push((self.unit(), text.trim_end().to_string())),
            Err(e) => self.fail("E0804", format!("`{base}` could not be rendered: {e}")),
        }
        DefaultValue { array, literal }
    }

    /// Statements setting `x` to the DEFAULT value.
    pub(super) fn restore_default(&self, ty: &Type, u: &CUse, d: &DefaultValue, x: &str, at: &At) -> String {
        match &d.literal {
            Some(lit) => format!("{x} = {lit};\n"),
            None => format!(
                "synta_reader d;\nsynta_reader_init(&d, {0}, sizeof {0});\n{1}",
                d.array,
                self.decode_stmts(ty, u, "&d", x, at).in_block()
            ),
        }
    }

    /// The accessor of a component kept raw, which decodes it on demand;
    /// returns its name.
    pub(super) fn lazy_accessor(
        &mut self,
        item: &mut CItem,
        u: &CUse,
        field: &str,
        has: Option<&str>,
        asn1: &str,
    ) -> String {
        let owner = item.name.clone();
        let own_tag = u.mode == Mode::LazyOwn;
        let decode =
            if own_tag { content_decode(&u.codec, "&c", "(*out)") } else { untagged_decode(&u.codec, "&r", "(*out)") };
        let model = Accessor {
            accessor: self.scope.claim(format!("{owner}_get_{field}")),
            owner: &owner,
            ctype: &u.ctype,
            field,
            has,
            asn1,
            own_tag,
            decode,
        };
        let parts =
            vec![(Part::Functions, model.render()), (Part::Prototypes, AccessorHeader { model: &model }.render())];
        self.put(item, parts);
        model.accessor
    }
}

/// The DER of a DEFAULT value, which decoders compare a component's
/// encoding against (templates/c/default_value.c.askama).
#[derive(Template)]
#[template(path = "c/default_value.c.askama", escape = "none")]
struct DefaultArray<'a> {
    /// The component, for the comment.
    base: &'a str,
    array: &'a str,
    der: &'a [u8],
    /// What the value is, for the comment.
    what: &'a str,
}

/// Which constant value of a component a static array holds.
#[derive(Clone, Copy)]
pub(super) enum Constant {
    /// Its DEFAULT.
    Default,
    /// The one value its type admits.
    Only,
}

impl Constant {
    fn suffix(self) -> &'static str {
        match self {
            Constant::Default => "default",
            Constant::Only => "only",
        }
    }

    fn described(self) -> &'static str {
        match self {
            Constant::Default => "the DEFAULT value",
            Constant::Only => "the one value",
        }
    }
}

/// `_init_value` (templates/c/init_value.{c,h}.askama).
#[derive(Template)]
#[template(path = "c/init_value.c.askama", escape = "none")]
struct InitValue<'a> {
    name: &'a str,
    /// Statements setting the components of `out`.
    sets: &'a str,
    /// They decode a DEFAULT from its DER, with an arena and an error of
    /// their own.
    decodes: bool,
}

#[derive(Template)]
#[template(path = "c/init_value.h.askama", escape = "none")]
struct InitValueHeader<'a> {
    name: &'a str,
}

/// The accessor of a component kept raw (templates/c/accessor.{h,c}.askama).
#[derive(Template)]
#[template(path = "c/accessor.c.askama", escape = "none")]
struct Accessor<'a> {
    accessor: String,
    /// The struct holding the component.
    owner: &'a str,
    /// The C type the component decodes to.
    ctype: &'a str,
    field: &'a str,
    /// The presence flag, for an OPTIONAL component.
    has: Option<&'a str>,
    asn1: &'a str,
    /// The component has a tag of its own (its content is decoded).
    own_tag: bool,
    /// The call decoding it into `*out`.
    decode: String,
}

/// The prototype of an [`Accessor`].
#[derive(Template)]
#[template(path = "c/accessor.h.askama", escape = "none")]
struct AccessorHeader<'m, 'a> {
    model: &'m Accessor<'a>,
}

/// The statement reading unknown extension additions into `out->field` up
/// to the tag `stop`.
fn unknown_extensions(field: &str, stop: Option<WireTag>) -> String {
    let (has_stop, stop) = match stop {
        Some(tag) => ("1", tag_expr(tag)),
        None => ("0", "0".to_string()),
    };
    format!("SYNTA_TRY(synta_decode_unknown_extensions(r, {has_stop}, {stop}, arena, &out->{field}, err));")
}
