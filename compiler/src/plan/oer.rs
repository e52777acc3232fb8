//! OER and CANONICAL-OER (X.696): how each type is laid out on the wire,
//! decided once for every language.
//!
//! OER sees only part of a type's constraint (X.696 §8.2): a value range
//! or SIZE that is not extensible; never a permitted alphabet. What it sees
//! fixes integer widths and drops length determinants; what it does not
//! see is still checked after decoding ([`crate::plan::checks`]), so that
//! every value decoded re-encodes. PER (X.691) adds permitted alphabets,
//! bit-field widths and alignment to these same facts.
//!
//! One encoder serves both rules: it writes CANONICAL-OER, which BASIC-OER
//! decoders accept. The decoders differ in what they let through
//! ([`Rule`]), a choice of the runtime reader, as DER and BER are.

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use crate::ir::{Constraint, Ir, StringKind, Type, TypeKind};
use crate::plan::structs::StructPlan;

/// The two OER variants (X.696 §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// BASIC-OER: decoders accept the forms X.696 allows an encoder
    /// (long-form lengths below 128, DEFAULT values encoded, SET OF in any
    /// order, any non-zero octet as TRUE).
    Basic,
    /// CANONICAL-OER: one encoding per value; decoders refuse every
    /// other.
    Canonical,
}

/// How a value of a type is written in OER. Sizes and widths come from the
/// OER-visible constraint; a type whose encoding is another's (a tagged or
/// constrained reference) has the form of its core type under its own
/// constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// One octet, 0x00 or 0xFF (X.696 §9).
    Boolean,
    /// Nothing (X.696 §15).
    Null,
    /// X.696 §10.
    Integer(IntegerForm),
    /// The number: one octet for 0..=127, else 0x80 | n and n octets of
    /// two's complement (X.696 §11).
    Enumerated,
    /// X.696 §13: a fixed number of bits as ⌈n/8⌉ octets; otherwise a
    /// length determinant, the number of unused bits and the bits.
    BitString(Size),
    /// X.696 §14: a fixed number of octets as they are; otherwise after a
    /// length determinant.
    OctetString(Size),
    /// A restricted character string: a type of known multiplier
    /// (`octets_per_char`) with a fixed SIZE as its octets alone;
    /// otherwise after a length determinant.
    Chars {
        /// Octets per character for IA5String, VisibleString, NumericString,
        /// PrintableString (1), BMPString (2), UniversalString (4).
        octets_per_char: Option<u8>,
        /// Fixed or with a length determinant.
        size: Size,
    },
    /// The content octets X.690 gives the value, after a length
    /// determinant: OBJECT IDENTIFIER, RELATIVE-OID (X.696 §21, §22), REAL
    /// (X.696 §12, the CER/DER content), the IRIs, GeneralizedTime and
    /// UTCTime (VisibleStrings, X.680 §46-47), ObjectDescriptor.
    Content,
    /// SEQUENCE and SET: the preamble, the root, the extension additions
    /// (X.696 §16, §18): see [`StructLayout`].
    Struct,
    /// SEQUENCE OF and SET OF: a quantity field (a length determinant,
    /// then the number of elements as an unsigned integer of that many
    /// octets), then the elements (X.696 §17). A SIZE is not OER-visible
    /// here.
    Collection {
        /// SET OF: sorted by encoding in CANONICAL-OER (X.696 §19).
        sorted: bool,
    },
    /// CHOICE: the tag of the alternative, then its value; an extension
    /// addition's value as an open type (X.696 §20).
    Choice,
    /// An open type, ANY, or a value written as one: a length determinant,
    /// then the value's encoding.
    Open,
    /// A type X.696 encodes that the generated codecs do not yet: the time
    /// types of X.680 §38 (TIME, DATE, TIME-OF-DAY, DATE-TIME, DURATION).
    Unsupported(&'static str),
}

/// A fixed size, or a length determinant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// The OER-visible SIZE is one value: bits, octets or characters.
    Fixed(u64),
    /// A length determinant says how many octets follow.
    Length,
}

/// How an INTEGER is written (X.696 §10), from its OER-visible range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerForm {
    /// Exactly this many octets (1, 2, 4 or 8): unsigned when the lower
    /// bound is not negative, else two's complement.
    Fixed {
        /// 1, 2, 4 or 8.
        octets: u8,
        /// Two's complement rather than unsigned.
        signed: bool,
    },
    /// A length determinant, then the value in the fewest octets: unsigned
    /// when the lower bound is not negative (`INTEGER (0..MAX)`), else two's
    /// complement.
    Length {
        /// Two's complement rather than unsigned.
        signed: bool,
    },
}

/// The OER-visible part of a type's constraint (X.696 §8.2): a value range
/// and a SIZE that are not extensible.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Visible {
    /// The least and greatest value, each when finite.
    pub value: Option<(Option<BigInt>, Option<BigInt>)>,
    /// The SIZE when it is one value.
    pub fixed_size: Option<u64>,
}

/// The OER-visible constraint of `c`. An extensible dimension is not
/// visible at all (X.696 §8.2): `INTEGER (0..255, ...)` is written as an
/// unconstrained INTEGER, its root notwithstanding.
pub fn visible(c: &Constraint) -> Visible {
    let value = c.value.as_ref().filter(|_| !c.extensible.value).and_then(|v| {
        let lo = v.0.first()?.0.clone();
        let hi = v.0.last()?.1.clone();
        Some((lo, hi))
    });
    let fixed_size = c.size.as_ref().filter(|_| !c.extensible.size).and_then(|s| match s.0.as_slice() {
        [(Some(lo), Some(hi))] if lo == hi => lo.to_u64(),
        _ => None,
    });
    Visible { value, fixed_size }
}

/// How an INTEGER with the OER-visible range `range` is written (X.696
/// §10).
pub fn integer_form(range: Option<&(Option<BigInt>, Option<BigInt>)>) -> IntegerForm {
    let (lo, hi) = match range {
        Some((lo, hi)) => (lo.as_ref(), hi.as_ref()),
        None => (None, None),
    };
    let fits = |lo: &BigInt, hi: &BigInt, min: i128, max: i128| *lo >= BigInt::from(min) && *hi <= BigInt::from(max);
    match (lo, hi) {
        (Some(lo), Some(hi)) if lo.sign() != num_bigint::Sign::Minus => {
            let octets = [(1, u8::MAX as i128), (2, u16::MAX as i128), (4, u32::MAX as i128), (8, u64::MAX as i128)]
                .into_iter()
                .find(|&(_, max)| fits(lo, hi, 0, max))
                .map(|(n, _)| n);
            match octets {
                Some(octets) => IntegerForm::Fixed { octets, signed: false },
                None => IntegerForm::Length { signed: false },
            }
        }
        (Some(lo), None) if lo.sign() != num_bigint::Sign::Minus => IntegerForm::Length { signed: false },
        (Some(lo), Some(hi)) => {
            let widths = [
                (1, i8::MIN as i128, i8::MAX as i128),
                (2, i16::MIN as i128, i16::MAX as i128),
                (4, i32::MIN as i128, i32::MAX as i128),
                (8, i64::MIN as i128, i64::MAX as i128),
            ];
            match widths.into_iter().find(|&(_, min, max)| fits(lo, hi, min, max)) {
                Some((octets, _, _)) => IntegerForm::Fixed { octets, signed: true },
                None => IntegerForm::Length { signed: true },
            }
        }
        _ => IntegerForm::Length { signed: true },
    }
}

/// The octets per character of a known-multiplier character string type
/// (X.696, restricted character strings), `None` for the others.
pub fn octets_per_char(kind: StringKind) -> Option<u8> {
    match kind {
        StringKind::Ia5 | StringKind::Visible | StringKind::Iso646 | StringKind::Numeric | StringKind::Printable => {
            Some(1)
        }
        StringKind::Bmp => Some(2),
        StringKind::Universal => Some(4),
        _ => None,
    }
}

/// The types OER and PER write as the content octets X.690 gives them,
/// after a length: OBJECT IDENTIFIER, RELATIVE-OID, REAL, the IRIs,
/// ObjectDescriptor, UTCTime and GeneralizedTime.
pub(crate) fn written_as_content(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::ObjectIdentifier
            | TypeKind::RelativeOid
            | TypeKind::Real
            | TypeKind::OidIri
            | TypeKind::RelativeOidIri
            | TypeKind::ObjectDescriptor
            | TypeKind::Time(crate::ir::TimeKind::UtcTime | crate::ir::TimeKind::GeneralizedTime)
    )
}

/// The OER form of a value of `ty`.
pub fn form(ir: &Ir, ty: &Type) -> Form {
    let core = ir.core(ty);
    if crate::plan::associated::associated_sequence(core).is_some() {
        return Form::Struct;
    }
    let shown = visible(&ty.constraint);
    let size = || shown.fixed_size.map_or(Size::Length, Size::Fixed);
    match &core.kind {
        TypeKind::Boolean => Form::Boolean,
        TypeKind::Null => Form::Null,
        TypeKind::Integer(_) => Form::Integer(integer_form(shown.value.as_ref())),
        TypeKind::Enumerated(_) => Form::Enumerated,
        TypeKind::BitString(_) => Form::BitString(size()),
        TypeKind::OctetString { .. } => Form::OctetString(size()),
        TypeKind::String(kind) => {
            let octets_per_char = octets_per_char(*kind);
            // Only a known multiplier lets a fixed SIZE drop the length.
            let size = if octets_per_char.is_some() { size() } else { Size::Length };
            Form::Chars { octets_per_char, size }
        }
        kind if written_as_content(kind) => Form::Content,
        TypeKind::Time(kind) => Form::Unsupported(kind.keyword()),
        TypeKind::Sequence(_) | TypeKind::Set(_) => Form::Struct,
        TypeKind::SequenceOf(_) => Form::Collection { sorted: false },
        TypeKind::SetOf(_) => Form::Collection { sorted: true },
        TypeKind::Choice(_) => Form::Choice,
        _ => Form::Open,
    }
}

/// The fewest octets a value of form `form` takes, for the forms whose
/// size does not depend on components or alternatives (0 for those: a
/// SEQUENCE, SET or CHOICE is measured by its components, a collection's
/// elements stand apart from its quantity field, two octets at least).
pub fn least_octets(form: &Form) -> usize {
    let length = 1;
    match form {
        Form::Boolean | Form::Enumerated => 1,
        Form::Null | Form::Struct | Form::Choice | Form::Unsupported(_) => 0,
        Form::Integer(IntegerForm::Fixed { octets, .. }) => usize::from(*octets),
        // A length and one octet at least (X.696 §10.3, §10.4).
        Form::Integer(IntegerForm::Length { .. }) => length + 1,
        Form::BitString(Size::Fixed(bits)) => usize::try_from(bits.div_ceil(8)).unwrap_or(usize::MAX),
        // A length, then the unused-bits octet (X.696 §13.3).
        Form::BitString(Size::Length) => length + 1,
        Form::OctetString(Size::Fixed(n)) => usize::try_from(*n).unwrap_or(usize::MAX),
        Form::Chars { octets_per_char: Some(m), size: Size::Fixed(n) } => {
            usize::try_from(n.saturating_mul(u64::from(*m))).unwrap_or(usize::MAX)
        }
        Form::OctetString(Size::Length) | Form::Chars { .. } | Form::Content | Form::Open => length,
        // The quantity field: its length, then one octet (X.696 §17.2).
        Form::Collection { .. } => 2,
    }
}

/// A SEQUENCE's or SET's layout in OER (X.696 §16, §18).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// The preamble's first bit says whether extension additions follow.
    pub extension_bit: bool,
    /// The root components with a bit in the preamble, in the order of
    /// their bits: OPTIONAL and DEFAULT ones, in text order.
    pub presence_bits: Vec<usize>,
    /// The root components in the order they are written: text order for
    /// a SEQUENCE, the canonical order of their tags for a SET (X.696 §18,
    /// X.680 §8.6; an untagged CHOICE stands at its least tag).
    pub root_order: Vec<usize>,
    /// How many bits the preamble has: the extension bit, if any, then the
    /// presence bits (in as many octets as they need).
    pub preamble_bits: usize,
    /// For each extension addition (`StructPlan::additions`), the components
    /// with a bit in its own preamble: a group's OPTIONAL and DEFAULT ones
    /// (it is written as a SEQUENCE of its components); none for a single
    /// component, whose presence is its bit in the extension bitmap.
    pub addition_presence_bits: Vec<Vec<usize>>,
}

/// The OER layout of the SEQUENCE or SET planned as `plan`.
pub fn struct_layout(ir: &Ir, plan: &StructPlan<'_>) -> StructLayout {
    let has_bit = |i: &usize| {
        let c = plan.fields[*i].component;
        c.optional || c.default.is_some()
    };
    let presence_bits: Vec<usize> = plan.root.iter().copied().filter(has_bit).collect();
    let addition_presence_bits = plan
        .additions
        .iter()
        .map(|a| if a.group { a.fields.iter().copied().filter(has_bit).collect() } else { Vec::new() })
        .collect();
    let mut root_order = plan.root.clone();
    if plan.set {
        root_order.sort_by_key(|&i| {
            crate::plan::choice::canonical_tag(ir, plan.fields[i].ty(), 0).map(|t| (t.class as u8, t.number))
        });
    }
    let presence_bits_len = presence_bits.len();
    StructLayout {
        extension_bit: plan.extensible,
        presence_bits,
        root_order,
        preamble_bits: usize::from(plan.extensible) + presence_bits_len,
        addition_presence_bits,
    }
}

/// How a runtime value is laid out at a use: [`Form`] reduced to what the
/// runtime's value codecs take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A length determinant, then the content.
    Length,
    /// Exactly this many octets (OCTET STRING, a known-multiplier string)
    /// or bits (BIT STRING).
    Fixed(u64),
    /// An INTEGER in exactly `octets` octets.
    Int {
        /// 1, 2, 4 or 8.
        octets: u8,
        /// Two's complement rather than unsigned.
        signed: bool,
    },
    /// An INTEGER after a length determinant, unsigned.
    Unsigned,
}

/// How a use of a type is read and written in OER (or, with PER's
/// layouts, in PER: [`crate::plan::per::use_codec`]).
#[derive(Clone, Debug, PartialEq)]
pub enum UseCodec<'ir, L = Layout> {
    /// By the rule's codec of the type the use holds: a definition, an
    /// inline type, a collection, BOOLEAN, NULL.
    Own,
    /// A runtime value under this layout.
    Value(L),
    /// The runtime value inside the definitions `through` (outermost
    /// first), under this layout: a use whose constraint changes the
    /// layout its definition has (`UnknownLatitude ::= NinetyDegreeInt
    /// (unknown)`, a single value in four unsigned octets where its
    /// definition takes four signed ones).
    Inside {
        /// The layout of the use.
        layout: L,
        /// The definitions wrapping the value, outermost first.
        through: Vec<&'ir crate::ir::DefRef>,
        /// The runtime value inside them.
        value: crate::plan::uses::Prim,
    },
}

/// Whether a use has a codec in the binary rules (`rule`: OER, PER) yet:
/// not a component kept raw (`--raw`: held in a lazy `mode`) nor an open
/// type read by its key (`keyed`).
pub fn use_has_codec(rule: &str, mode: crate::plan::mode::Mode, keyed: bool) -> Result<(), String> {
    match mode.is_lazy() || keyed {
        true => Err(format!("components kept raw (--raw) and open types read by their key have no {rule} codec yet")),
        false => Ok(()),
    }
}

/// How a use of `ty` is read and written, or why it cannot be yet.
pub fn use_codec<'ir>(ir: &'ir Ir, ty: &'ir Type) -> Result<UseCodec<'ir>, String> {
    codec_by(ir, ty, "OER", |t| form(ir, t), layout)
}

/// How a use of `ty` is read and written in `rule`, whose form of a type
/// is `form` and whose layout of a runtime value of a form is `layout`: by
/// the codec of the type the use holds when its definition has the use's
/// form, else as the runtime value under the use's layout.
pub(crate) fn codec_by<'ir, F: PartialEq, L>(
    ir: &'ir Ir,
    ty: &'ir Type,
    rule: &str,
    form: impl Fn(&Type) -> F,
    layout: impl Fn(&F) -> Result<L, String>,
) -> Result<UseCodec<'ir, L>, String> {
    use crate::plan::uses::{use_of, Prim, Target};
    let renamed = crate::plan::defs::renamed_type(ir, ty);
    match use_of(ir, renamed).target {
        Target::Def(r) => {
            let def = ir.type_def(r).map(|d| form(&d.ty));
            if def.as_ref().map_or(true, |f| *f == form(ty)) {
                return Ok(UseCodec::Own);
            }
            // The definitions down to the runtime value, skipping those
            // that only rename.
            let mut through = Vec::new();
            let mut inner = renamed;
            while let TypeKind::Ref(r) = &inner.kind {
                let Some(def) = ir.type_def(r) else { break };
                if !crate::plan::defs::renames(ir, &def.ty) {
                    through.push(r);
                }
                inner = &def.ty;
                if through.len() > 64 {
                    break;
                }
            }
            // An INTEGER or BIT STRING with names is a definition of its own
            // over the runtime value.
            let value = match (use_of(ir, inner).target, &inner.kind) {
                (Target::Prim(p), _) if !matches!(p, Prim::Any | Prim::Bool | Prim::Null) => p,
                (Target::Inline, TypeKind::Integer(_)) => inner.native_int.map_or(Prim::Integer, Prim::Native),
                (Target::Inline, TypeKind::BitString(_)) => Prim::Bits,
                _ => return Err(format!("a constraint on this use of `{}` changes its {rule} layout", r.name)),
            };
            Ok(UseCodec::Inside { layout: layout(&form(ty))?, through, value })
        }
        Target::Inline | Target::Collection { .. } | Target::Prim(Prim::Bool | Prim::Null) => Ok(UseCodec::Own),
        Target::Prim(Prim::Any) => Err(format!("ANY and open types have no {rule} codec yet")),
        Target::Prim(_) => layout(&form(ty)).map(UseCodec::Value),
    }
}

/// How the value a definition of type `ty` wraps is read and written: an
/// INTEGER or BIT STRING with names is a definition of its own over the
/// runtime value, under the definition's layout; any other as a use.
pub fn inner_codec<'ir>(ir: &'ir Ir, ty: &'ir Type) -> Result<UseCodec<'ir>, String> {
    match &ty.kind {
        TypeKind::Integer(_) | TypeKind::BitString(_) => layout(&form(ir, ty)).map(UseCodec::Value),
        _ => use_codec(ir, ty),
    }
}

/// Whether a BIT STRING value of `ty` is held without trailing zero bits:
/// a type with named bits (X.680 §22.7), whose DER drops them (X.690
/// §11.2.2), so that a value read from OER is the one read from DER; a
/// fixed size is written back with them.
pub fn drops_trailing_zero_bits(ir: &Ir, ty: &Type) -> bool {
    matches!(&ir.core(ty).kind, TypeKind::BitString(named) if !named.is_empty())
}

/// The layout of the runtime value a use of `ty` holds: for a backend
/// whose definitions that only rename a runtime type are that type.
pub fn value_layout(ir: &Ir, ty: &Type) -> Result<Layout, String> {
    layout(&form(ir, ty))
}

/// The layout of a runtime value of form `form`.
fn layout(form: &Form) -> Result<Layout, String> {
    Ok(match form {
        Form::Integer(IntegerForm::Fixed { octets, signed }) => Layout::Int { octets: *octets, signed: *signed },
        Form::Integer(IntegerForm::Length { signed: false }) => Layout::Unsigned,
        Form::BitString(Size::Fixed(n)) | Form::OctetString(Size::Fixed(n)) => Layout::Fixed(*n),
        Form::Chars { octets_per_char: Some(m), size: Size::Fixed(n) } => Layout::Fixed(n * u64::from(*m)),
        Form::Unsupported(what) => return Err(format!("{what} has no OER codec yet")),
        _ => Layout::Length,
    })
}
