//! JER output (X.697) of the generated types, `PREFIX_Type_write_jer`,
//! rendered by templates/c/jer.c.askama: the same JSON as the Rust
//! backend's `rt::Jer` (templates/rust/jer.rs.askama), to the byte. Each
//! construct gives its members and the statement writing each value.

use super::stmts::indent;
use super::{
    addr, plan, string_kind, tag_expr, value, At, CItem, CUse, Codec, Emitter, Mode, Part, Prim, Template, Type,
    WireTag,
};

/// A type's `_write_jer`.
#[derive(Template)]
#[template(path = "c/jer.c.askama", escape = "none")]
pub(super) struct JerWriter<'a> {
    pub(super) name: &'a str,
    pub(super) body: Jer,
}

/// Its prototype.
#[derive(Template)]
#[template(path = "c/jer.h.askama", escape = "none")]
pub(super) struct JerPrototype<'a> {
    pub(super) name: &'a str,
}

/// The C of one value of a JER shape (`plan::jer::Jer`): where it is (a
/// member's presence flag, an arm's kind constant; empty where there is
/// none) and the statements writing it.
pub(super) struct JerWrite {
    pub(super) place: String,
    pub(super) stmt: JerStmt,
}

impl JerWrite {
    /// The statements for a value with no place of its own.
    pub(super) fn stmt(stmt: JerStmt) -> JerWrite {
        JerWrite { place: String::new(), stmt }
    }

    /// A union's value kept as read, of kind `kind` in its member `member`
    /// (a `synta_any` when `any`, content octets otherwise): the hex of its
    /// octets.
    pub(super) fn as_read(kind: &str, member: &str, any: bool) -> JerWrite {
        let function = if any { "synta_jer_any" } else { "synta_jer_hex" };
        JerWrite { place: kind.to_string(), stmt: format!("{function}(j, in->u.{member});") }
    }

    /// A CHOICE's alternative read from OER that the schema does not know,
    /// of kind `kind` in its member `member` (its tag and open type): the
    /// hex of the open type's octets, as Rust writes it.
    pub(super) fn as_read_oer(kind: &str, member: &str) -> JerWrite {
        JerWrite { place: kind.to_string(), stmt: format!("synta_oer_jer_alternative(j, in->u.{member});") }
    }

    /// The same for one read from PER (its index and open type).
    pub(super) fn as_read_per(kind: &str, member: &str) -> JerWrite {
        JerWrite { place: kind.to_string(), stmt: format!("synta_per_jer_alternative(j, in->u.{member});") }
    }
}

/// A construct's JER as C writes it.
pub(super) type Jer = plan::jer::Jer<JerWrite>;
pub(super) use crate::plan::jer::{Arm as JerArm, Member as JerMember};

/// The statements writing one value.
pub(super) type JerStmt = String;

impl Emitter<'_, '_> {
    /// Adds `_write_jer` to `item` when JER output is asked for.
    pub(super) fn put_jer(&mut self, item: &mut CItem, body: Jer) {
        if !self.an.jer {
            return;
        }
        let name = item.name.clone();
        let parts = vec![
            (Part::Functions, JerWriter { name: &name, body }.render()),
            (Part::Prototypes, JerPrototype { name: &name }.render()),
        ];
        self.put(item, parts);
    }

    /// The statements writing the value held at `x` as JER; a value kept
    /// raw is decoded first, by `accessor` (its struct's `_get_`).
    pub(super) fn jer_stmt(&self, u: &CUse, x: &str, at: &At, accessor: Option<&str>) -> JerStmt {
        if let (true, Some(accessor)) = (u.mode.is_lazy(), accessor) {
            let call = jer_value(&u.codec, "value", at);
            let text = format!(
                "{{\n    {} value;\n    {}\n    {}\n}}",
                u.ctype,
                at.try_(&format!("{accessor}(in, synta_jer_scratch(j), &value, err)")),
                call.replace('\n', "\n    ")
            );
            return text;
        }
        jer_value(&u.codec, &u.value(x), at)
    }
}

/// The statement writing the value at the place `x` of a codec.
fn jer_value(codec: &Codec, x: &str, at: &At) -> JerStmt {
    let a = addr(x);
    let v = value(x);
    let text = match codec {
        Codec::Item(name) => return at.try_(&format!("{name}_write_jer(j, {a}, err)")),
        Codec::Prim(p) => match p {
            Prim::Bool => format!("synta_jer_bool(j, {v});"),
            Prim::Null => format!("(void){v};\nsynta_jer_null(j);"),
            Prim::Native(n) if plan::checks::native_range(*n).0 < 0 => format!("synta_jer_int64(j, {v});"),
            Prim::Native(_) => format!("synta_jer_uint64(j, {v});"),
            Prim::Octets => format!("synta_jer_hex(j, {v});"),
            Prim::Any => format!("synta_jer_any(j, {v});"),
            Prim::Bits { .. } => format!("synta_jer_bits(j, {a});"),
            Prim::Str(k) => format!("synta_jer_string(j, {}, {a});", string_kind(*k)),
            Prim::View { name, .. } => match *name {
                "integer" => return at.try_(&format!("synta_jer_integer(j, {a}, err)")),
                "oid" => return at.try_(&format!("synta_jer_oid(j, {a}, 0, err)")),
                "relative_oid" => return at.try_(&format!("synta_jer_oid(j, {a}, 1, err)")),
                "real" => return at.try_(&format!("synta_jer_real(j, {a}, err)")),
                "date" => format!("synta_jer_text(j, SYNTA_JER_DATE, {v});"),
                "time_of_day" => format!("synta_jer_text(j, SYNTA_JER_TIME_OF_DAY, {v});"),
                "date_time" => format!("synta_jer_text(j, SYNTA_JER_DATE_TIME, {v});"),
                "duration" => format!("synta_jer_text(j, SYNTA_JER_DURATION, {v});"),
                "oid_iri" | "relative_oid_iri" => format!("synta_jer_text(j, SYNTA_JER_UTF8, {v});"),
                // UTCTime, GeneralizedTime, TIME: the text as sent.
                _ => format!("synta_jer_text(j, SYNTA_JER_ASCII, {v});"),
            },
        },
    };
    text
}

/// A type's JER input (templates/c/jer_in.c.askama): the DER of a JSON
/// value, in the form of its DER codec, as the Rust backend's `FromJer`
/// writes it.
#[derive(Template)]
#[template(path = "c/jer_in.c.askama", escape = "none")]
pub(super) struct JerReader<'a> {
    pub(super) name: &'a str,
    pub(super) form: JerInForm,
    pub(super) body: JerIn,
}

/// Which of the DER codec's forms the reader has.
#[derive(Clone, Copy)]
pub(super) enum JerInForm {
    /// `_jer_in_content`: a type with a tag of its own.
    Content,
    /// `_jer_in_untagged`: the whole value of an untagged type.
    Untagged,
    /// `_jer_in_for(key, ...)`: an open type's union, or a collection of it.
    Keyed,
}

/// Its prototype, in the codec header.
#[derive(Template)]
#[template(path = "c/jer_in.h.askama", escape = "none")]
pub(super) struct JerReaderPrototype<'a> {
    pub(super) name: &'a str,
    pub(super) form: JerInForm,
}

/// What a JER reader does with its JSON value `v`; each `write` is
/// statements writing the JSON value `x`.
pub(super) enum JerIn {
    /// SEQUENCE and SET: the object's members (`names`, in component
    /// order), the keys of open types read first, the components in DER
    /// order (a SET's sorted by tag once written).
    Object { names: Vec<String>, keys: Vec<JerInKey>, fields: Vec<JerInField>, set: bool },
    /// CHOICE: the alternative named by the object's one member; an
    /// extensible one also takes the hex digits of an unknown alternative.
    Choice { arms: Vec<JerInArm>, extensible: bool },
    /// ENUMERATED: identifiers and their numbers; a number for one the
    /// schema does not name, when extensible.
    Identifiers { names: Vec<String>, numbers: Vec<String>, extensible: bool },
    /// SEQUENCE OF and SET OF (SET OF sorted once written).
    Array { write: String, set: bool },
    /// A type that is another: its value.
    Inner(String),
    /// An open type's union: the value its key selects (arms in the order
    /// of `_keys`); an unknown key's value as read, when extensible.
    Keyed { arms: Vec<JerInArm>, extensible: bool, containing: bool },
}

/// The key of an open type, read before the components: `write` writes
/// its whole DER into the writer `kw`.
pub(super) struct JerInKey {
    pub(super) index: usize,
    pub(super) asn1: String,
    pub(super) write: String,
}

/// A SEQUENCE or SET component.
pub(super) struct JerInField {
    /// Its index among the object's members.
    pub(super) index: usize,
    pub(super) asn1: String,
    pub(super) shape: JerInShape,
    pub(super) write: String,
}

pub(super) enum JerInShape {
    Plain,
    Optional,
    /// Left out when its DER is the DEFAULT's, this array.
    Default(String),
}

/// A CHOICE alternative, or an open type's value for one key.
pub(super) struct JerInArm {
    pub(super) asn1: String,
    pub(super) write: String,
}

/// A definition's whole-chain JER reader and `_decode_jer`.
#[derive(Template)]
#[template(path = "c/jer_entry.c.askama", escape = "none")]
pub(super) struct JerEntry<'a> {
    pub(super) name: &'a str,
    /// Statements writing the whole chain from the JSON value `x`.
    pub(super) write: String,
}

/// `_decode_jer`'s prototype, in the header.
#[derive(Template)]
#[template(path = "c/jer_entry.h.askama", escape = "none")]
pub(super) struct JerEntryPrototype<'a> {
    pub(super) name: &'a str,
}

/// `_jer_in_tlv`'s prototype, in the codec header.
#[derive(Template)]
#[template(path = "c/jer_entry_codec.h.askama", escape = "none")]
pub(super) struct JerEntryCodecPrototype<'a> {
    pub(super) name: &'a str,
}

impl Emitter<'_, '_> {
    /// Adds a definition's `_jer_in_tlv` and `_decode_jer`, whose whole
    /// chain is `ty` used as `u`, when JER is asked for.
    pub(super) fn put_jer_entry(&mut self, item: &mut CItem, ty: &Type, u: &CUse) {
        if !self.an.jer {
            return;
        }
        let name = item.name.clone();
        let write = self.jer_in_stmts(ty, u, "w", "x", None, &At::None);
        let parts = vec![
            (Part::Functions, JerEntry { name: &name, write }.render()),
            (Part::Prototypes, JerEntryPrototype { name: &name }.render()),
            (Part::Codec, JerEntryCodecPrototype { name: &name }.render()),
        ];
        self.put(item, parts);
    }

    /// Adds the JER reader of `form` to `item` when JER is asked for.
    pub(super) fn put_jer_in(&mut self, item: &mut CItem, form: JerInForm, body: JerIn) {
        if !self.an.jer {
            return;
        }
        let name = item.name.clone();
        let parts = vec![
            (Part::Functions, JerReader { name: &name, form, body }.render()),
            (Part::Codec, JerReaderPrototype { name: &name, form }.render()),
        ];
        self.put(item, parts);
    }

    /// The statement writing what `u`'s DER codec writes without its
    /// tags, from the JSON value `json`.
    pub(super) fn jer_in_content(&self, u: &CUse, w: &str, json: &str) -> String {
        At::None.try_(&jer_in_call(u, w, json))
    }

    /// Statements writing the DER of the JSON value `json` as a value of
    /// `ty` used as `u`, whole chain, into the writer `w` (as
    /// [`Emitter::encode_parts`] writes a decoded value); an open type's
    /// value by the key content `key`.
    pub(super) fn jer_in_stmts(&self, ty: &Type, u: &CUse, w: &str, json: &str, key: Option<&str>, at: &At) -> String {
        let own = plan::tags::own_tag(self.ir(), ty);
        let own_mode = matches!(u.mode, Mode::Own | Mode::CycleOwn | Mode::LazyOwn);
        let content = match (&u.codec, key) {
            (Codec::Item(name), Some(key)) => at.try_(&format!("{name}_jer_in_for({key}, {json}, {w}, err)")),
            _ => at.try_(&jer_in_call(u, w, json)),
        };
        let mut headers = Vec::new();
        if let (true, Some(tag)) = (own_mode, own) {
            headers.push(tag);
        }
        for tag in plan::tags::wrappers(ty).collect::<Vec<_>>().into_iter().rev() {
            headers.push(WireTag { class: tag.class, constructed: true, number: tag.number });
        }
        if headers.is_empty() {
            return content;
        }
        let mut body = format!("size_t mark = synta_writer_mark({w});\n{content}");
        for tag in headers {
            body += &format!("\nsynta_write_header_since({w}, {}, mark);", tag_expr(tag));
        }
        format!("{{\n{}\n}}", indent(&body).trim_end())
    }
}

/// The call writing what `u`'s DER codec writes without its tags (the
/// content, or an untagged type's whole value) from `json`.
fn jer_in_call(u: &CUse, w: &str, json: &str) -> String {
    let own_mode = matches!(u.mode, Mode::Own | Mode::CycleOwn | Mode::LazyOwn);
    match &u.codec {
        Codec::Item(name) if own_mode => format!("{name}_jer_in_content({json}, {w}, err)"),
        Codec::Item(name) => format!("{name}_jer_in_untagged({json}, {w}, err)"),
        Codec::Prim(p) => jer_in_prim(*p, w, json),
    }
}

/// The call writing the content octets of a runtime value from `json`
/// (the whole value, for ANY).
fn jer_in_prim(p: Prim, w: &str, json: &str) -> String {
    match p {
        Prim::Bool => format!("synta_jer_in_bool({json}, {w}, err)"),
        Prim::Null => format!("synta_jer_in_null({json}, {w}, err)"),
        Prim::Native(_) => format!("synta_jer_in_integer({json}, {w}, err)"),
        Prim::Octets | Prim::Any => format!("synta_jer_in_hex({json}, {w}, err)"),
        Prim::Bits { named } => format!("synta_jer_in_bits({json}, {w}, {}, err)", u8::from(named)),
        Prim::Str(k) => {
            let form = match string_kind(k) {
                "SYNTA_STRING_BMP" => "SYNTA_JER_IN_UCS2",
                "SYNTA_STRING_UNIVERSAL" => "SYNTA_JER_IN_UCS4",
                "SYNTA_STRING_BYTES" => "SYNTA_JER_IN_LATIN1",
                _ => "SYNTA_JER_IN_UTF8",
            };
            format!("synta_jer_in_text({json}, {w}, {form}, err)")
        }
        Prim::View { name, .. } => match name {
            "integer" => format!("synta_jer_in_integer({json}, {w}, err)"),
            "oid" => format!("synta_jer_in_arcs({json}, {w}, 1, err)"),
            "relative_oid" => format!("synta_jer_in_arcs({json}, {w}, 0, err)"),
            "real" => format!("synta_jer_in_real({json}, {w}, err)"),
            "utc_time" | "generalized_time" => format!("synta_jer_in_text({json}, {w}, SYNTA_JER_IN_ASCII, err)"),
            "date" | "time_of_day" | "date_time" => {
                format!("synta_jer_in_text({json}, {w}, SYNTA_JER_IN_DATE, err)")
            }
            "duration" => format!("synta_jer_in_text({json}, {w}, SYNTA_JER_IN_DURATION, err)"),
            // TIME and the IRIs: their characters as UTF-8.
            _ => format!("synta_jer_in_text({json}, {w}, SYNTA_JER_IN_UTF8, err)"),
        },
    }
}
