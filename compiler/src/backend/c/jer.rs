//! JER output (X.697) of the generated types, `PREFIX_Type_write_jer`,
//! rendered by templates/c/jer.c.askama: the same JSON as the Rust
//! backend's `rt::Jer` (templates/rust/jer.rs.askama), to the byte. Each
//! construct gives its members and the statement writing each value.

use super::{addr, plan, string_kind, value, At, CItem, CUse, Codec, Emitter, Part, Prim, Template};

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

    /// A union's value kept as read, of kind `kind` in its member `member`:
    /// the hex of its octets.
    pub(super) fn as_read(kind: &str, member: &str) -> JerWrite {
        JerWrite { place: kind.to_string(), stmt: format!("synta_jer_hex(j, in->u.{member});") }
    }

    /// A CHOICE's alternative read from OER that the schema does not know,
    /// of kind `kind` in its member `member` (its tag and open type): the
    /// hex of the open type's octets, as Rust writes it.
    pub(super) fn as_read_oer(kind: &str, member: &str) -> JerWrite {
        JerWrite { place: kind.to_string(), stmt: format!("synta_oer_jer_alternative(j, in->u.{member});") }
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
            Prim::Octets | Prim::Any => format!("synta_jer_hex(j, {v});"),
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
