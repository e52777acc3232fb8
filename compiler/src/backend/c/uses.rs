//! Use sites: the C type and codec of a value where it is used, and the
//! runtime types that hold plan::uses::Prim values.

use super::{claim_type, names, plan, Checks, Emitter, Ir, Mode, NativeInt, SizeExpr, StringKind, Target, Type};

/// A runtime value type and its codec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Prim {
    Bool,
    Null,
    Native(NativeInt),
    Octets,
    Bits {
        named: bool,
    },
    Str(StringKind),
    /// A value kept as its content octets, checked by `synta_decode_<name>`
    /// (INTEGER beyond a native type, OID, the times, REAL, the IRIs).
    View {
        name: &'static str,
        /// The content check (`synta_check_<check>`), which encoders call.
        check: &'static str,
        ctype: &'static str,
        /// Whether the reader takes the arena, where BER mode writes the
        /// DER form of a value sent in another (UTCTime, GeneralizedTime).
        rewrites: bool,
    },
    Any,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Codec {
    /// A generated type, by its C name.
    Item(String),
    Prim(Prim),
}

/// How a value is held and read where it is used.
#[derive(Clone, Debug)]
pub(super) struct CUse {
    /// The C type of the decoded value.
    pub(super) ctype: String,
    pub(super) codec: Codec,
    pub(super) mode: Mode,
    pub(super) checks: Checks,
    pub(super) size: SizeExpr,
    /// For an open type decoded by its key: the lvalue holding the key
    /// (the codec is then the table's union).
    pub(super) key: Option<String>,
}

impl CUse {
    /// Whether reading the value takes the arena: a generated codec does,
    /// so does a value behind a pointer, and so do the runtime's readers
    /// of what BER mode may have to copy (joined segments, raw values
    /// brought to DER).
    pub(super) fn decodes_with_arena(&self) -> bool {
        match &self.codec {
            _ if self.mode.is_lazy() || self.mode.is_cycle() => true,
            Codec::Item(_) => true,
            Codec::Prim(p) => p.decodes_with_arena(),
        }
    }

    /// Whether writing the value, after the statements `checks`, uses
    /// the error: a generated codec's writer takes it, the runtime's
    /// writers of plain values do not, and a lazy value is copied as read.
    pub(super) fn encodes_with_err(&self, checks: &str) -> bool {
        !checks.is_empty()
            || self.mode.is_lazy()
            || matches!(self.mode, Mode::CycleOwn | Mode::CycleUntagged)
            || match self.codec {
                Codec::Item(_) => true,
                Codec::Prim(p) => p.checks_when_encoded(),
            }
    }

    /// The C type a field holds.
    pub(super) fn held(&self) -> String {
        match self.mode {
            Mode::Own | Mode::Untagged => self.ctype.clone(),
            Mode::LazyOwn | Mode::LazyUntagged => "synta_any".to_string(),
            Mode::CycleOwn | Mode::CycleUntagged => format!("{} *", self.ctype),
        }
    }

    /// The decoded value held in the field `x`: behind its pointer when it
    /// closes a cycle.
    pub(super) fn value(&self, x: &str) -> String {
        if self.mode.is_cycle() {
            format!("(*{x})")
        } else {
            x.to_string()
        }
    }

    /// The C type held by value, if it is a generated one.
    pub(super) fn dep(&self) -> Option<(String, bool)> {
        let name = match &self.codec {
            Codec::Item(name) => name,
            // A definition renaming a runtime type, held under its name.
            Codec::Prim(p) if self.ctype != prim_ctype(*p) => &self.ctype,
            Codec::Prim(_) => return None,
        };
        match self.mode {
            Mode::Own | Mode::Untagged => Some((name.clone(), true)),
            Mode::CycleOwn | Mode::CycleUntagged => Some((name.clone(), false)),
            _ => None,
        }
    }
}

impl Emitter<'_, '_> {
    pub(super) fn use_of(&mut self, ty: &Type, path: &str, lazy: bool) -> CUse {
        let (ctype, codec, checks, size) = self.c_type(ty, path);
        let mode = self.an.plan.mode(&self.owner, ty, lazy);
        if mode.is_cycle() {
            self.stored_as(ty, &ctype);
        }
        CUse { ctype, codec, mode, checks, size, key: None }
    }

    /// The C type of `ty`, its codec, the checks its use site makes and
    /// how its size is measured.
    pub(super) fn c_type(&mut self, ty: &Type, path: &str) -> (String, Codec, Checks, SizeExpr) {
        let plan = plan::uses::use_of(self.ir(), ty);
        let name = match plan.target {
            Target::Def(r) => {
                self.uses_modules.insert(r.module.clone());
                let name = self.an.type_names.get(r).cloned().unwrap_or_else(|| r.name.clone());
                // A definition that only renames a runtime type is held
                // under its own name but read and written by the runtime,
                // as a type alias is in Rust: its own functions would only
                // forward there, a call deeper for every value.
                if let Some(p) = renamed_prim(self.ir(), ty) {
                    return (name, Codec::Prim(p), plan.checks, plan.size);
                }
                name
            }
            Target::Inline => match plan::associated::associated_sequence(ty) {
                Some(sequence) => self.inline_item(&sequence, path),
                None => self.inline_item(ty, path),
            },
            Target::Collection { .. } => self.inline_item(ty, path),
            Target::Prim(p) => {
                let p = c_prim(p);
                return (prim_ctype(p).to_string(), Codec::Prim(p), plan.checks, plan.size);
            }
        };
        (name.clone(), Codec::Item(name), plan.checks, plan.size)
    }

    /// Claims the C name of the item for the inline type at `path`:
    /// `Attr.values` is `prefix_Attr_values`.
    pub(super) fn claim_path_type(&mut self, path: &str) -> String {
        let base = format!("{}_{}", self.prefix, path.split('.').map(names::c_ident).collect::<Vec<_>>().join("_"));
        claim_type(&mut self.scope, &base)
    }

    /// A named item for an inline type at `path`.
    pub(super) fn inline_item(&mut self, ty: &Type, path: &str) -> String {
        let name = self.claim_path_type(path);
        let comment = vec![format!("The type of `{path}`.")];
        self.emit_item(&name, path, ty, comment, path, false);
        name
    }
}

/// The C codec of a runtime value type.
pub(super) fn c_prim(p: plan::uses::Prim) -> Prim {
    use plan::uses::Prim as P;
    match p {
        P::Bool => Prim::Bool,
        P::Null => Prim::Null,
        P::Native(n) => Prim::Native(n),
        P::Integer => Prim::View { name: "integer", check: "integer", ctype: "synta_integer", rewrites: false },
        P::Octets => Prim::Octets,
        P::Oid => Prim::View { name: "oid", check: "oid", ctype: "synta_oid", rewrites: false },
        P::RelativeOid => Prim::View { name: "relative_oid", check: "oid", ctype: "synta_oid", rewrites: false },
        P::Bits => Prim::Bits { named: false },
        P::Str(k) => Prim::Str(k),
        P::ObjectDescriptor => Prim::Str(StringKind::Graphic),
        P::UtcTime => Prim::View { name: "utc_time", check: "utc_time", ctype: "synta_time", rewrites: true },
        P::GeneralizedTime => {
            Prim::View { name: "generalized_time", check: "generalized_time", ctype: "synta_time", rewrites: true }
        }
        P::Date => Prim::View { name: "date", check: "date", ctype: "synta_time", rewrites: false },
        P::TimeOfDay => Prim::View { name: "time_of_day", check: "time_of_day", ctype: "synta_time", rewrites: false },
        P::DateTime => Prim::View { name: "date_time", check: "date_time", ctype: "synta_time", rewrites: false },
        P::Duration => Prim::View { name: "duration", check: "duration", ctype: "synta_time", rewrites: false },
        P::Time => Prim::View { name: "time", check: "time", ctype: "synta_time", rewrites: false },
        P::Real => Prim::View { name: "real", check: "real", ctype: "synta_real", rewrites: false },
        P::OidIri => Prim::View { name: "oid_iri", check: "oid_iri", ctype: "synta_iri", rewrites: false },
        P::RelativeOidIri => {
            Prim::View { name: "relative_oid_iri", check: "relative_oid_iri", ctype: "synta_iri", rewrites: false }
        }
        P::Any => Prim::Any,
    }
}

impl Prim {
    /// Whether the encoder checks the value before writing it (and so may
    /// fail): every view a caller fills, as opposed to C's own values
    /// (bool, NULL, native integers, whose ranges are constraints).
    pub(super) fn checks_when_encoded(self) -> bool {
        !matches!(self, Prim::Bool | Prim::Null | Prim::Native(_))
    }

    /// Whether the runtime's reader of the value takes the arena: BER may
    /// send the strings, times and IRIs in segments (joined into it), a BIT
    /// STRING with unused bits to clear, and ANY in any form.
    fn decodes_with_arena(self) -> bool {
        match self {
            Prim::Any | Prim::Bits { .. } | Prim::Octets | Prim::Str(_) => true,
            Prim::View { ctype, .. } => ctype == "synta_time" || ctype == "synta_iri",
            Prim::Bool | Prim::Null | Prim::Native(_) => false,
        }
    }
}

/// The runtime type that a use of `ty` names through definitions that
/// only rename another type (plan::defs::renamed_type), if it ends at one.
fn renamed_prim(ir: &Ir, ty: &Type) -> Option<Prim> {
    let target = plan::defs::renamed_type(ir, ty);
    match plan::uses::use_of(ir, target).target {
        Target::Prim(p) if !std::ptr::eq(target, ty) => Some(c_prim(p)),
        _ => None,
    }
}

/// The C type holding a runtime value.
pub(super) fn prim_ctype(p: Prim) -> &'static str {
    match p {
        Prim::Bool => "bool",
        Prim::Null => "synta_null",
        Prim::Native(n) => native_c(n),
        Prim::Octets => "synta_bytes",
        Prim::Bits { .. } => "synta_bit_string",
        Prim::Str(_) => "synta_string",
        Prim::View { ctype, .. } => ctype,
        Prim::Any => "synta_any",
    }
}

pub(super) fn native_c(n: NativeInt) -> &'static str {
    match n {
        NativeInt::U8 => "uint8_t",
        NativeInt::U16 => "uint16_t",
        NativeInt::U32 => "uint32_t",
        NativeInt::U64 => "uint64_t",
        NativeInt::I8 => "int8_t",
        NativeInt::I16 => "int16_t",
        NativeInt::I32 => "int32_t",
        NativeInt::I64 => "int64_t",
    }
}

pub(super) fn string_kind(kind: StringKind) -> &'static str {
    match kind {
        StringKind::Utf8 => "SYNTA_STRING_UTF8",
        StringKind::Printable => "SYNTA_STRING_PRINTABLE",
        StringKind::Ia5 => "SYNTA_STRING_IA5",
        StringKind::Visible | StringKind::Iso646 => "SYNTA_STRING_VISIBLE",
        StringKind::Numeric => "SYNTA_STRING_NUMERIC",
        StringKind::Bmp => "SYNTA_STRING_BMP",
        StringKind::Universal => "SYNTA_STRING_UNIVERSAL",
        StringKind::Teletex | StringKind::T61 | StringKind::Videotex | StringKind::Graphic | StringKind::General => {
            "SYNTA_STRING_BYTES"
        }
    }
}
