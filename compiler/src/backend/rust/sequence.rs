//! SEQUENCE and SET, from plan::structs: fields, DEFAULT values, unknown
//! extensions, the SET loop, components kept raw.

use super::{
    byte_list, names, open, tag_expr, BTreeSet, Body, Component, Content, DefaultPlan, Emitter, Field, FromJerBody,
    FromJerField, FromJerShape, Holder, Item, Jer, JerMember, JerWrite, Literal, Mode, Prim, RustType, Scope, Template,
    Type, Use, WireTag,
};
use crate::plan::structs::Step;

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
    /// OPTIONAL: read when its tag is there.
    Optional { present: String, checks: String },
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

impl Emitter<'_, '_> {
    pub(super) fn struct_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let components: Vec<&Component> = plan.fields.iter().map(|f| f.component).collect();
        let mut fields: Vec<Field> = Vec::new();
        // One per component of a SEQUENCE, in component order; read in the
        // plan's steps below.
        let mut decodes: Vec<Option<DecodeStep>> = Vec::new();
        let mut set = plan.set.then(SetLoop::default);
        let mut encodes = Vec::new();
        let mut init = Vec::new();
        let mut field_scope = Scope::default();
        let mut jer = Vec::new();
        let mut from_jer: Vec<FromJerField> = Vec::new();
        let key_indices: BTreeSet<usize> = plan.fields.iter().filter_map(|f| f.keyed.map(|k| k.key)).collect();
        let unknown = plan.unknown.map(|u| (u, field_scope_claim_unknown(&components)));
        let mut locals: Vec<String> = Vec::new();
        let mut keyed_fields = Vec::new();
        let mut constructor = Constructor::default();
        // The accessors of raw components, named after their fields.
        let mut accessors: Vec<String> = Vec::new();
        for (i, f) in plan.fields.iter().enumerate() {
            let c_ty = f.ty();
            let name = field_scope.claim(names::field_name(f.asn1()));
            // The local a component is decoded into: its field name, unless
            // that is a name the decoder itself uses (`r`, `v`, ...).
            let local = if DECODER_LOCALS.contains(&name.as_str()) { format!("{name}_") } else { name.clone() };
            locals.push(local.clone());
            let optional = f.is_optional();
            // The encoder checks that a keyed value goes with its key.
            let mut misfit = None;
            let u = match f.keyed {
                Some(k) => {
                    let (u, open) = self.open_use(k, c_ty, &locals[k.key], &components[k.key].ty, &f.path);
                    let key =
                        format!("self.{}{}.as_bytes()", fields[k.key].name, self.newtype_steps(&components[k.key].ty));
                    misfit = Some(if optional {
                        format!("self.{name}.as_ref().is_some_and(|v| !v.fits({key}))")
                    } else {
                        format!("!self.{name}.fits({key})")
                    });
                    let collection = k.holder == Holder::Collection;
                    keyed_fields.push((i, open::KeyedElement { field: name.clone(), optional, collection, open }));
                    u
                }
                None => self.use_of(c_ty, &f.path, f.lazy),
            };
            let asn1 = f.asn1();
            let at = format!(".map_err(|e| e.at(\"{asn1}\"))");
            let default = f.default().map(|d| self.default_value(c_ty, &u, d, &name, item));
            let field_ty = if optional { u.held().optional() } else { u.held() };
            let read = self.decode_expr(c_ty, &u);
            let present = self.present_expr(c_ty, &u);
            let checks = self.check_stmts(&u, "v", false, "off", &at);
            if let Some(set) = &mut set {
                set.arms.push(SetArm {
                    local: local.clone(),
                    matches: self.matches_expr(c_ty, &u),
                    read,
                    at: at.clone(),
                    not_default: default.as_ref().map(|d| d.bytes_const.clone()),
                    checks,
                    absent: match (&default, optional) {
                        (Some(d), _) => Absent::Default(d.value_expr.clone()),
                        (None, true) => Absent::None,
                        (None, false) => Absent::Missing,
                    },
                });
            } else {
                let shape = match (&default, optional) {
                    (Some(d), _) => FieldDecode::Default {
                        present,
                        konst: d.bytes_const.clone(),
                        checks,
                        value: d.value_expr.clone(),
                    },
                    (None, true) => FieldDecode::Optional { present, checks },
                    (None, false) if self.is_unit(c_ty, &u) => FieldDecode::Unit,
                    (None, false) => FieldDecode::Plain { checks: self.check_stmts(&u, &local, false, "off", &at) },
                };
                let off = !u.checks.is_empty() || default.is_some();
                decodes.push(Some(DecodeStep::Field(FieldStep {
                    local: local.clone(),
                    read,
                    at: at.clone(),
                    off,
                    shape,
                })));
            }
            encodes.push(EncodeStep::Field(FieldWrite {
                name: name.clone(),
                asn1: asn1.to_string(),
                at: at.clone(),
                misfit,
                checks: self.encode_check_stmts(&u, "v", true, &at),
                write_field: self.encode_expr(c_ty, &u, &format!("&self.{name}")),
                write_v: self.encode_expr(c_ty, &u, "v"),
                shape: match (&default, optional) {
                    (Some(d), _) => FieldEncode::Default(d.value_expr.clone()),
                    (None, true) => FieldEncode::Optional,
                    (None, false) => FieldEncode::Plain,
                },
                order_key: f.outer.map(|tag| format!("{}.order_key()", tag_expr(tag))),
            }));
            let mut doc = format!("`{asn1}`: `{}`", f.doc.replace('`', "'"));
            if f.lazy {
                doc += " (kept raw; decoded by the accessor of the same name)";
                let accessor = Accessor {
                    asn1,
                    name: &name,
                    core: &u.core.to_string(),
                    get: if u.mode == Mode::LazyOwn { "get" } else { "get_untagged" },
                    at: &at,
                    optional,
                };
                accessors.push(name.clone());
                match accessor.render() {
                    Ok(method) => item.inherent.push(method),
                    Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
                }
            }
            let write = if optional {
                self.jer_stmt(&u, "v", true, &at)
            } else {
                self.jer_stmt(&u, &format!("self.{name}"), false, &at)
            };
            jer.push(JerMember { asn1: asn1.to_string(), optional, write: JerWrite { place: name.clone(), write } });
            from_jer.push(FromJerField {
                index: i,
                asn1: asn1.to_string(),
                at: at.clone(),
                write: self.jer_input_expr(c_ty, &u, "v"),
                shape: match (&default, optional) {
                    _ if key_indices.contains(&i) => FromJerShape::Key,
                    (Some(d), _) => FromJerShape::Default(d.bytes_const.clone()),
                    (None, true) => FromJerShape::Optional,
                    (None, false) => FromJerShape::Plain,
                },
                key: f.keyed.map(|k| k.key),
            });
            constructor.field(&name, &u.held().to_string(), optional, default.as_ref(), self.is_unit(c_ty, &u));
            let unit = self.is_unit(c_ty, &u) && !optional && default.is_none() && set.is_none();
            init.push(match (unit, local == name) {
                (true, _) => format!("{name}: ()"),
                (false, true) => name.clone(),
                (false, false) => format!("{name}: {local}"),
            });
            fields.push(Field { name, asn1: Some(asn1.to_string()), ty: field_ty, doc });
        }
        // A collection of this struct can be searched by its keyed
        // component (see `add_lookups`).
        if let Some(keyed) = plan.lookup_field().and_then(|i| keyed_fields.into_iter().find(|(j, _)| *j == i)) {
            self.keyed_elements.insert(format!("{}{}", item.name, item.generics), keyed.1);
        }
        let decode: Vec<DecodeStep> = plan
            .decode_steps()
            .into_iter()
            .filter_map(|step| match step {
                Step::Field(i) => decodes.get_mut(i).and_then(Option::take),
                Step::Unknown => unknown
                    .as_ref()
                    .map(|(u, field)| DecodeStep::Unknown { local: field.clone(), stop: unknown_stop(u.stop) }),
            })
            .collect();
        let mut by_index: Vec<Option<EncodeStep>> = encodes.into_iter().map(Some).collect();
        let encode: Vec<EncodeStep> = plan
            .encode_steps()
            .into_iter()
            .filter_map(|step| match step {
                Step::Field(i) => by_index[i].take(),
                Step::Unknown => unknown.as_ref().map(|(_, field)| EncodeStep::Unknown(field.clone())),
            })
            .collect();
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
        if !accessors.iter().any(|a| a == "new") {
            match constructor.render() {
                Ok(text) => item.inherent.push(text),
                Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
            }
        }
        let model = Sequence {
            name: &item.name,
            generics: &item.generics,
            decode,
            set,
            encode,
            sort_at_run_time: plan.sort_at_run_time,
            init,
        };
        match model.render() {
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
        self.set_jer(item, Jer::Object(jer));
        let names = from_jer.iter().map(|f| f.asn1.clone()).collect();
        let mut by_index: Vec<Option<FromJerField>> = from_jer.into_iter().map(Some).collect();
        let mut keys = Vec::new();
        let mut fields_in_order = Vec::new();
        for &i in &plan.encode_order {
            let Some(f) = by_index[i].take() else { continue };
            if matches!(f.shape, FromJerShape::Key) {
                // Read first (as a required component); written as read at
                // its place.
                keys.push(FromJerField { shape: FromJerShape::Plain, ..f.clone() });
            }
            fields_in_order.push(f);
        }
        self.set_from_jer(item, FromJerBody::Object { names, keys, fields: fields_in_order, set: plan.set });
        item.body = Body::Struct(fields);
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
