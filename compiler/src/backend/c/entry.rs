//! A definition's whole-chain codec and public entry points
//! (templates/c/entry_points.{h,c}.askama).

use super::{plan, At, CItem, CUse, Checks, Codec, Emitter, Mode, Part, SizeExpr, Template, Type};

/// The whole-chain codec and the public entry points of a definition.
#[derive(Template)]
#[template(path = "c/entry_points.c.askama", escape = "none")]
pub(super) struct EntryPoints<'a> {
    pub(super) name: &'a str,
    pub(super) asn1_name: &'a str,
    /// Statements reading the whole chain into `*out`.
    pub(super) decode_tlv: String,
    /// Statements writing the whole chain of `*in`.
    pub(super) encode_tlv: String,
    /// The SEQUENCE or SET whose `_init_value` sets what `_init` leaves
    /// beyond zero (this type's own, or the one it renames).
    pub(super) init_value: Option<String>,
}

/// The entry points' prototypes, in the header.
#[derive(Template)]
#[template(path = "c/entry_points.h.askama", escape = "none")]
pub(super) struct EntryPointsHeader<'a> {
    pub(super) name: &'a str,
}

/// The whole-chain codec's prototypes, in the codec header.
#[derive(Template)]
#[template(path = "c/entry_codec.h.askama", escape = "none")]
pub(super) struct EntryCodecHeader<'a> {
    pub(super) name: &'a str,
}

/// `_decode_ber`, inline at the end of the header: the reference to the
/// runtime's BER code is then made where it is called (synta_rt.h says why).
#[derive(Template)]
#[template(path = "c/entry_ber.h.askama", escape = "none")]
pub(super) struct EntryBerInline<'a> {
    pub(super) name: &'a str,
}

impl Emitter<'_, '_> {
    /// For a definition renaming a SEQUENCE or SET (`Alias ::= Named`,
    /// a typedef here), the record whose `_init_value` its `_init` runs.
    fn renamed_init_value(&self, ty: &Type) -> Option<String> {
        let plan = &self.an.plan;
        if !plan.initialises(&self.owner, ty, &self.owner.name) {
            return None;
        }
        plan.record_def(ty).and_then(|r| self.an.type_names.get(&r).cloned())
    }

    /// The whole-chain codec and the public entry points of a definition.
    pub(super) fn entry_points(&mut self, item: &mut CItem, ty: &Type, asn1_name: &str) {
        let n = item.name.clone();
        let mode = if plan::tags::own_tag(self.ir(), ty).is_some() { Mode::Own } else { Mode::Untagged };
        let u = CUse {
            ctype: n.clone(),
            codec: Codec::Item(n.clone()),
            mode,
            checks: Checks::default(),
            size: SizeExpr::Bytes,
            key: None,
        };
        let decode_tlv = self.decode_stmts(ty, &u, "r", "(*out)", &At::None).in_block();
        // At the top of a function the writer's mark needs no block of its own.
        let encode_tlv = self.encode_parts(ty, &u, "w", "(*in)", &At::None).in_block();
        let model = EntryPoints {
            name: &n,
            asn1_name,
            decode_tlv: decode_tlv.trim_end().to_string(),
            encode_tlv: encode_tlv.trim_end().to_string(),
            init_value: item.init_value.clone().or_else(|| self.renamed_init_value(ty)),
        };
        let parts = vec![
            (Part::Prototypes, EntryPointsHeader { name: &n }.render()),
            (Part::Codec, EntryCodecHeader { name: &n }.render()),
            (Part::Inline, EntryBerInline { name: &n }.render()),
            (Part::Functions, model.render()),
        ];
        self.put(item, parts);
        self.put_jer_entry(item, ty, &u);
        self.oer_entry_points(item, asn1_name);
        item.arena_bounds = self.pending_bounds();
    }
}
