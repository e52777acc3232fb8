//! SEQUENCE and SET, from plan::structs: fields, DEFAULT values, unknown
//! extensions, the SET loop, components kept raw.

use super::oer::OerMember;
use super::{
    byte_list, names, open, tag_expr, BTreeSet, Body, Component, Content, DefaultPlan, Emitter, Field, FromJerBody,
    FromJerField, FromJerShape, Holder, Item, Jer, JerMember, JerWrite, Literal, Mode, Prim, RustType, Scope, Template,
    Type, Use, WireTag,
};
use crate::plan::structs::{FieldPlan, Step, StructPlan, UnknownExtensions};

/// Names the generated decoders use for themselves, which a component's
/// local must not shadow.
pub(super) const DECODER_LOCALS: &[&str] = &["r", "v", "w", "off", "tag", "before", "last"];

/// A SEQUENCE or SET: its content codec (`templates/rust/sequence.rs.askama`).
#[derive(Template)]
#[template(path = "rust/sequence.rs.askama", escape = "none")]
pub(super) struct Sequence<'a> {
    name: &'a str,
    generics: &'a str,
    /// A SEQUENCE's components (and unknown extensions), in order.
    decode: Vec<DecodeStep>,
    /// A SET's loop.
    set: Option<SetLoop>,
    /// In writing order.
    encode: Vec<EncodeStep>,
    /// A SET with an untagged CHOICE: the components are sorted by the
    /// tags they write, when they are written.
    sort_at_run_time: bool,
    /// The struct's fields, from the locals decoded.
    init: Vec<String>,
}

/// The accessor of a component kept raw (templates/rust/accessor.rs.askama).
#[derive(Template)]
#[template(path = "rust/accessor.rs.askama", escape = "none")]
struct Accessor<'a> {
    asn1: &'a str,
    name: &'a str,
    /// The type it decodes to.
    core: &'a str,
    /// `get`, or `get_untagged` for a value without a tag of its own.
    get: &'static str,
    /// The error path step.
    at: &'a str,
    optional: bool,
}

pub(super) enum DecodeStep {
    /// Extension additions this schema does not know, read up to `stop`.
    Unknown {
        local: String,
        stop: String,
    },
    Field(FieldStep),
}

pub(super) struct FieldStep {
    /// The local it is decoded into.
    local: String,
    /// The expression reading it, and its error path segment.
    read: String,
    at: String,
    /// Its offset is kept (for checks and the DEFAULT check).
    off: bool,
    shape: FieldDecode,
}

/// How a SEQUENCE component is read.
pub(super) enum FieldDecode {
    /// DEFAULT: read and checked not to be the DEFAULT's encoding when its
    /// tag is there, else the DEFAULT value.
    Default { present: String, konst: String, checks: String, value: String },
    /// OPTIONAL: read when its tag is there; when it is not, refused if
    /// `unknown` (its key is not the table's). A NULL (`unit`) holds `()`.
    Optional { present: String, checks: String, unknown: Option<String>, unit: bool },
    /// A NULL: read, nothing kept.
    Unit,
    /// Required.
    Plain { checks: String },
}

/// A SET's loop over its components.
#[derive(Default)]
pub(super) struct SetLoop {
    arms: Vec<SetArm>,
}

pub(super) struct SetArm {
    local: String,
    matches: String,
    read: String,
    at: String,
    /// The DEFAULT's encoding, which the value must not have.
    not_default: Option<String>,
    checks: String,
    /// What an absent component is.
    absent: Absent,
}

pub(super) enum Absent {
    /// Its DEFAULT value.
    Default(String),
    /// An error: it is required.
    Missing,
    /// `None`: it is OPTIONAL.
    None,
}

pub(super) enum EncodeStep {
    /// Writing back the extension additions this schema does not know.
    Unknown(String),
    Field(FieldWrite),
}

pub(super) struct FieldWrite {
    name: String,
    asn1: String,
    at: String,
    /// For a keyed open type: the condition that it does not go with its key.
    misfit: Option<String>,
    /// For an absent one: the condition that its key is not the table's.
    unknown: Option<String>,
    /// Checks of `v`, a reference to the value.
    checks: String,
    /// Writing `&self.name`, and `v`.
    write_field: String,
    write_v: String,
    shape: FieldEncode,
    /// The order key of its outer tag, when it has one of its own.
    order_key: Option<String>,
}

/// How a component is written.
pub(super) enum FieldEncode {
    /// DEFAULT: written when it differs from the DEFAULT value (this
    /// expression).
    Default(String),
    /// OPTIONAL: written when present.
    Optional,
    Plain,
}

pub(super) struct DefaultValue {
    pub(super) bytes_const: String,
    pub(super) value_expr: String,
    /// The value is decoded from its encoding (`value_expr` can fail).
    pub(super) decoded: bool,
}

/// One component as the builders of its struct see it: its plan, how its
/// value is held, and the names the struct gives it.
struct Member<'p, 'ir> {
    index: usize,
    plan: &'p FieldPlan<'ir>,
    u: Use,
    /// The field.
    name: String,
    /// The decoder's local for it: the field's name, unless that is a name
    /// the decoder itself uses (`r`, `v`, ...).
    local: String,
    /// The suffix adding its name to an error's path.
    at: String,
    optional: bool,
    default: Option<DefaultValue>,
    /// For an open type: the encoder's test that the value does not go
    /// with its key.
    misfit: Option<String>,
    /// For an absent open type of a table that is not extensible: the
    /// tests that its key is not the table's.
    unknown: Option<UnknownKey>,
}

/// The tests that an absent keyed value's key is not one its table lists
/// (FieldPlan::key_checked_when_absent), in the decoder and the encoder.
struct UnknownKey {
    decode: String,
    encode: String,
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
    pub(super) fn struct_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let components: Vec<&Component> = plan.fields.iter().map(|f| f.component).collect();
        let key_indices: BTreeSet<usize> = plan.fields.iter().filter_map(|f| f.keyed.map(|k| k.key)).collect();
        let mut field_scope = Scope::default();
        let unknown = plan.unknown.map(|u| (u, field_scope_claim_unknown(&components)));
        let mut members: Vec<Member> = Vec::new();
        let mut fields: Vec<Field> = Vec::new();
        let mut keyed_fields = Vec::new();
        for (index, f) in plan.fields.iter().enumerate() {
            // A component's DEFAULT constants, then its accessor when kept
            // raw, go into the item's methods in component order.
            let member = self.member(index, f, &members, &mut field_scope, &mut keyed_fields, item);
            fields.push(self.member_field(&member, item));
            members.push(member);
        }
        // A collection of this struct can be searched by its keyed
        // component (see `add_lookups`).
        if let Some(keyed) = plan.lookup_field().and_then(|i| keyed_fields.into_iter().find(|(j, _)| *j == i)) {
            self.keyed_elements.insert(format!("{}{}", item.name, item.generics), keyed.1);
        }
        let mut constructor = Constructor::default();
        for m in &members {
            constructor.field(
                &m.name,
                &m.u.held().to_string(),
                m.optional,
                m.default.as_ref(),
                self.is_unit(m.ty(), &m.u),
            );
        }
        let mut init: Vec<String> = members.iter().map(|m| self.member_init(m, plan.set)).collect();
        if let Some((_, field)) = &unknown {
            fields.push(Field {
                name: field.clone(),
                asn1: None,
                ty: RustType::UnknownExtensions,
                doc: "Extension additions this schema does not know, kept to re-encode them unchanged.".to_string(),
            });
            init.push(field.clone());
            constructor.init.push(format!("{field}: rt::UnknownExtensions::default()"));
        }
        // A raw component named `new` has taken the constructor's name.
        if !members.iter().any(|m| m.plan.lazy && m.name == "new") {
            match constructor.render() {
                Ok(text) => item.inherent.push(text),
                Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
            }
        }
        let model = self.sequence_codec(item, &plan, &members, unknown.as_ref().map(|(u, f)| (*u, f.as_str())), init);
        match model {
            Ok(mut text) => {
                // Every component absent or at its DEFAULT: that is the
                // default value.
                if constructor.params.is_empty() && !constructor.fallible {
                    let default = DefaultImpl { name: &item.name, generics: &item.generics };
                    text += &default.render().unwrap_or_default();
                }
                item.content = Some(Content::Rendered(text))
            }
            Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
        self.set_jer(item, Jer::Object(members.iter().map(|m| self.member_jer(m)).collect()));
        if !self.wires().is_empty() {
            let layout = crate::plan::oer::struct_layout(self.ir(), &plan);
            let oer_members: Vec<OerMember> = members
                .iter()
                .map(|m| OerMember {
                    name: &m.name,
                    local: &m.local,
                    at: &m.at,
                    ty: m.ty(),
                    u: &m.u,
                    default: m.default.as_ref().map(|d| d.value_expr.as_str()),
                })
                .collect();
            for wire in self.wires() {
                let unknown = unknown.as_ref().map(|(_, f)| f.as_str());
                let body = self.oer_struct(wire, &plan, &layout, &oer_members, unknown);
                self.set_wire(wire, item, &body);
            }
        }
        let from_jer = self.struct_from_jer(&plan, &members, &key_indices);
        self.set_from_jer(item, from_jer);
        item.body = Body::Struct(fields);
    }

    /// A component's use, names and DEFAULT; an open type's use decoded by
    /// its key (read before it), which `keyed_fields` records.
    fn member<'p, 'ir>(
        &mut self,
        index: usize,
        f: &'p FieldPlan<'ir>,
        before: &[Member],
        field_scope: &mut Scope,
        keyed_fields: &mut Vec<(usize, open::KeyedElement)>,
        item: &mut Item,
    ) -> Member<'p, 'ir> {
        let c_ty = f.ty();
        let name = field_scope.claim(names::field_name(f.asn1()));
        let local = if DECODER_LOCALS.contains(&name.as_str()) { format!("{name}_") } else { name.clone() };
        let optional = f.is_optional();
        // The encoder checks that a keyed value goes with its key, and with
        // no value that the key is the table's.
        let (mut misfit, mut unknown) = (None, None);
        let u = match f.keyed {
            Some(k) => {
                let key_member = &before[k.key];
                let (u, open) = self.open_use(k, c_ty, &key_member.local, key_member.ty(), &f.path);
                let steps = self.newtype_steps(key_member.ty());
                let key = format!("self.{}{steps}.as_bytes()", key_member.name);
                misfit = Some(if optional {
                    format!("self.{name}.as_ref().is_some_and(|v| !v.fits({key}))")
                } else {
                    format!("!self.{name}.fits({key})")
                });
                if f.key_checked_when_absent() {
                    let unlisted = |key: &str| format!("{}::KEYS.binary_search(&{key}).is_err()", open.name);
                    unknown = Some(UnknownKey {
                        decode: unlisted(&format!("{}{steps}.as_bytes()", key_member.local)),
                        encode: format!("self.{name}.is_none() && {}", unlisted(&key)),
                    });
                }
                let collection = k.holder == Holder::Collection;
                keyed_fields.push((index, open::KeyedElement { field: name.clone(), optional, collection, open }));
                u
            }
            None => self.use_of(c_ty, &f.path, f.lazy),
        };
        let at = format!(".map_err(|e| e.at(\"{}\"))", f.asn1());
        let default = f.default().map(|d| self.default_value(c_ty, &u, d, &name, item));
        Member { index, plan: f, u, name, local, at, optional, default, misfit, unknown }
    }

    /// A component's field, with its doc; a component kept raw also gets its
    /// accessor.
    fn member_field(&mut self, m: &Member, item: &mut Item) -> Field {
        let asn1 = m.asn1();
        let mut doc = format!("`{asn1}`: `{}`", m.plan.doc.replace('`', "'"));
        if m.plan.lazy {
            doc += " (kept raw; decoded by the accessor of the same name)";
            let accessor = Accessor {
                asn1,
                name: &m.name,
                core: &m.u.core.to_string(),
                get: if m.u.mode == Mode::LazyOwn { "get" } else { "get_untagged" },
                at: &m.at,
                optional: m.optional,
            };
            match accessor.render() {
                Ok(method) => item.inherent.push(method),
                Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
            }
        }
        let ty = if m.optional { m.u.held().optional() } else { m.u.held() };
        Field { name: m.name.clone(), asn1: Some(asn1.to_string()), ty, doc }
    }

    /// How the decoder's result sets a component's field from its local.
    fn member_init(&self, m: &Member, set: bool) -> String {
        let unit = self.is_unit(m.ty(), &m.u) && !m.optional && m.default.is_none() && !set;
        match (unit, m.local == m.name) {
            (true, _) => format!("{}: ()", m.name),
            (false, true) => m.name.clone(),
            (false, false) => format!("{}: {}", m.name, m.local),
        }
    }

    /// A SEQUENCE component's step of the decoder.
    fn member_decode(&self, m: &Member) -> DecodeStep {
        let (c_ty, u, at) = (m.ty(), &m.u, &m.at);
        let present = self.present_expr(c_ty, u);
        let checks = self.check_stmts(u, "v", false, "off", at);
        let shape = match (&m.default, m.optional) {
            (Some(d), _) => {
                FieldDecode::Default { present, konst: d.bytes_const.clone(), checks, value: d.value_expr.clone() }
            }
            (None, true) => FieldDecode::Optional {
                present,
                checks,
                unknown: m.unknown.as_ref().map(|u| u.decode.clone()),
                unit: self.is_unit(c_ty, u),
            },
            (None, false) if self.is_unit(c_ty, u) => FieldDecode::Unit,
            (None, false) => FieldDecode::Plain { checks: self.check_stmts(u, &m.local, false, "off", at) },
        };
        let off = !u.checks.is_empty() || m.default.is_some();
        DecodeStep::Field(FieldStep {
            local: m.local.clone(),
            read: self.decode_expr(c_ty, u),
            at: at.clone(),
            off,
            shape,
        })
    }

    /// A SET component's arm of the decoder's loop.
    fn member_set_arm(&self, m: &Member) -> SetArm {
        let (c_ty, u) = (m.ty(), &m.u);
        SetArm {
            local: m.local.clone(),
            matches: self.matches_expr(c_ty, u),
            read: self.decode_expr(c_ty, u),
            at: m.at.clone(),
            not_default: m.default.as_ref().map(|d| d.bytes_const.clone()),
            checks: self.check_stmts(u, "v", false, "off", &m.at),
            absent: match (&m.default, m.optional) {
                (Some(d), _) => Absent::Default(d.value_expr.clone()),
                (None, true) => Absent::None,
                (None, false) => Absent::Missing,
            },
        }
    }

    /// A component's step of the encoder.
    fn member_encode(&self, m: &Member) -> EncodeStep {
        let (c_ty, u, name) = (m.ty(), &m.u, &m.name);
        EncodeStep::Field(FieldWrite {
            name: name.clone(),
            asn1: m.asn1().to_string(),
            at: m.at.clone(),
            misfit: m.misfit.clone(),
            unknown: m.unknown.as_ref().map(|u| u.encode.clone()),
            checks: self.encode_check_stmts(u, "v", true, &m.at),
            write_field: self.encode_expr(c_ty, u, &format!("&self.{name}")),
            write_v: self.encode_expr(c_ty, u, "v"),
            shape: match (&m.default, m.optional) {
                (Some(d), _) => FieldEncode::Default(d.value_expr.clone()),
                (None, true) => FieldEncode::Optional,
                (None, false) => FieldEncode::Plain,
            },
            order_key: m.plan.outer.map(|tag| format!("{}.order_key()", tag_expr(tag))),
        })
    }

    /// A component's member of the JER object.
    fn member_jer(&self, m: &Member) -> JerMember<JerWrite> {
        let write = if m.optional {
            self.jer_stmt(&m.u, "v", true, &m.at)
        } else {
            self.jer_stmt(&m.u, &format!("self.{}", m.name), false, &m.at)
        };
        JerMember { asn1: m.asn1().to_string(), optional: m.optional, write: JerWrite { place: m.name.clone(), write } }
    }

    /// The content codec: the decoder's steps (or the SET's loop) and the
    /// encoder's, in the plan's order.
    fn sequence_codec(
        &self,
        item: &Item,
        plan: &StructPlan,
        members: &[Member],
        unknown: Option<(UnknownExtensions, &str)>,
        init: Vec<String>,
    ) -> Result<String, askama::Error> {
        let set = plan.set.then(|| SetLoop { arms: members.iter().map(|m| self.member_set_arm(m)).collect() });
        let decode: Vec<DecodeStep> = match set {
            Some(_) => Vec::new(),
            None => plan
                .decode_steps()
                .into_iter()
                .filter_map(|step| match step {
                    Step::Field(i) => Some(self.member_decode(&members[i])),
                    Step::Unknown => unknown
                        .map(|(u, field)| DecodeStep::Unknown { local: field.to_string(), stop: unknown_stop(u.stop) }),
                })
                .collect(),
        };
        let encode: Vec<EncodeStep> = plan
            .encode_steps()
            .into_iter()
            .filter_map(|step| match step {
                Step::Field(i) => Some(self.member_encode(&members[i])),
                Step::Unknown => unknown.map(|(_, field)| EncodeStep::Unknown(field.to_string())),
            })
            .collect();
        Sequence {
            name: &item.name,
            generics: &item.generics,
            decode,
            set,
            encode,
            sort_at_run_time: plan.sort_at_run_time,
            init,
        }
        .render()
    }

    /// The content codec from JER: the members by name, the keys of open
    /// types read first, the fields in the order they are written.
    fn struct_from_jer(&self, plan: &StructPlan, members: &[Member], key_indices: &BTreeSet<usize>) -> FromJerBody {
        let from_jer: Vec<FromJerField> = members
            .iter()
            .map(|m| FromJerField {
                index: m.index,
                asn1: m.asn1().to_string(),
                at: m.at.clone(),
                write: self.jer_input_expr(m.ty(), &m.u, "v"),
                shape: match (&m.default, m.optional) {
                    _ if key_indices.contains(&m.index) => FromJerShape::Key,
                    (Some(d), _) => FromJerShape::Default(d.bytes_const.clone()),
                    (None, true) => FromJerShape::Optional,
                    (None, false) => FromJerShape::Plain,
                },
                key: m.plan.keyed.map(|k| k.key),
            })
            .collect();
        let names = from_jer.iter().map(|f| f.asn1.clone()).collect();
        let mut by_index: Vec<Option<FromJerField>> = from_jer.into_iter().map(Some).collect();
        let mut keys = Vec::new();
        let mut fields = Vec::new();
        for &i in &plan.encode_order {
            let Some(f) = by_index[i].take() else { continue };
            if matches!(f.shape, FromJerShape::Key) {
                // Read first (as a required component); written as read at
                // its place.
                keys.push(FromJerField { shape: FromJerShape::Plain, ..f.clone() });
            }
            fields.push(f);
        }
        FromJerBody::Object { names, keys, fields, set: plan.set }
    }

    /// The DEFAULT value of a component: its encoding as a constant and an
    /// expression giving the value.
    pub(super) fn default_value(
        &mut self,
        ty: &Type,
        u: &Use,
        d: &DefaultPlan,
        field: &str,
        item: &mut Item,
    ) -> DefaultValue {
        let konst = format!("{}_DEFAULT", names::const_name(names::unraw(field)));
        item.inherent.push(format!(
            "/// The DER encoding of the DEFAULT value of `{field}`.\npub const {konst}: &'static [u8] = &{};",
            byte_list(&d.der)
        ));
        // Simple values are written as literals (an integer only where the
        // field is the native integer itself, not a newtype of it); others
        // are decoded from the constant, which the compiler has just
        // produced and checked.
        let literal = match d.literal {
            Some(Literal::Bool(b)) => Some(b.to_string()),
            Some(Literal::Int(i)) if ty.native_int.is_some_and(|n| u.core == RustType::Prim(Prim::Native(n))) => {
                Some(i.to_string())
            }
            _ => None,
        };
        let decoded = literal.is_none();
        let value_expr = match literal {
            Some(l) => l,
            None => {
                let method = format!("{}_default", names::unraw(field));
                let decode = self.decode_expr(ty, u).replace("'a", "'static");
                item.inherent.push(format!(
                    "/// The DEFAULT value of `{field}`, decoded from its encoding.\npub fn {method}() -> rt::Result<{}> {{ let r = &mut rt::Reader::new(Self::{konst}); {decode} }}",
                    u.held().to_string().replace("'a", "'static")
                ));
                format!("Self::{method}()?")
            }
        };
        DefaultValue { bytes_const: format!("Self::{konst}"), value_expr, decoded }
    }
}

/// `new`: the required components as arguments, in order; OPTIONAL ones
/// absent, DEFAULT ones at their DEFAULT value, NULLs the unit
/// (templates/rust/constructor.rs.askama).
#[derive(Default, Template)]
#[template(path = "rust/constructor.rs.askama", escape = "none")]
struct Constructor {
    /// `name: Type`, one per required component.
    params: Vec<String>,
    /// `name` or `name: value`, one per field.
    init: Vec<String>,
    /// Some DEFAULT value is decoded from its encoding, so `new` returns a
    /// `Result` (which a valid generated constant never makes an error).
    fallible: bool,
}

impl Constructor {
    fn field(&mut self, name: &str, held: &str, optional: bool, default: Option<&DefaultValue>, unit: bool) {
        match (default, optional) {
            (Some(d), _) => {
                self.fallible |= d.decoded;
                self.init.push(format!("{name}: {}", d.value_expr));
            }
            (None, true) => self.init.push(format!("{name}: ::core::option::Option::None")),
            (None, false) if unit => self.init.push(format!("{name}: ()")),
            (None, false) => {
                self.params.push(format!("{name}: {held}"));
                self.init.push(name.to_string());
            }
        }
    }
}

/// `Default` of a struct whose components are all OPTIONAL or DEFAULT:
/// its `new()` (templates/rust/default_impl.rs.askama).
#[derive(Template)]
#[template(path = "rust/default_impl.rs.askama", escape = "none")]
struct DefaultImpl<'a> {
    name: &'a str,
    generics: &'a str,
}

/// A name for the unknown-extensions field that no component uses.
pub(super) fn field_scope_claim_unknown(components: &[&Component]) -> String {
    let taken: BTreeSet<String> = components.iter().map(|c| names::field_name(&c.name)).collect();
    let mut name = "unknown_extensions".to_string();
    while taken.contains(&name) {
        name.push('_');
    }
    name
}

/// The closure saying where unknown extension additions end: at the tag of
/// the component that follows them, or at the end of the SEQUENCE.
fn unknown_stop(stop: Option<WireTag>) -> String {
    match stop {
        Some(tag) => format!("|tag| tag == {}", tag_expr(tag)),
        None => "|_| false".to_string(),
    }
}
