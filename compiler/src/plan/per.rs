//! PER (X.691), ALIGNED and UNALIGNED: what a type's encoding is made of,
//! decided once for every language, beside OER's facts ([`crate::plan::oer`])
//! and on the same structure plans (root components, additions, CHOICE and
//! ENUMERATED indexes).
//!
//! What PER sees of a constraint (X.691 §9.3, §10): a value range and a
//! SIZE, each with its extension marker (an extensible root is still
//! visible, behind one bit saying whether the value lies in it), and the
//! permitted alphabet of a known-multiplier character string when that is
//! not extensible. Nothing of another character string's constraint is
//! visible. What is not visible is checked after decoding, as for OER.
//!
//! The facts here are the ones every PER encoding is built of: constrained
//! whole numbers (§11.5), length determinants (§11.9), the characters of a
//! known-multiplier string (§30) and where a string's bits are octet-aligned
//! in the ALIGNED variant (§16, §17, §30). The codecs put them together per
//! type; the canonical variants (CANONICAL-PER) differ from the basic ones
//! only in what a decoder lets through.

use num_bigint::BigInt;
use num_traits::{One, ToPrimitive, Zero};

use crate::ir::{Constraint, StringKind};

/// The two variants of PER (X.691 §3.7.1, §3.7.28): ALIGNED pads some
/// fields to an octet boundary, UNALIGNED never does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// ALIGNED (`aper`).
    Aligned,
    /// UNALIGNED (`uper`).
    Unaligned,
}

/// 64K: the bound past which a length is no longer a constrained whole
/// number and long values are fragmented (X.691 §11.9.3.8).
pub const K64: u64 = 65_536;

/// The root of a value range or SIZE that PER sees, and whether the
/// constraint is extensible (one bit then precedes the value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Root {
    /// The least value, when finite.
    pub lb: Option<BigInt>,
    /// The greatest value, when finite.
    pub ub: Option<BigInt>,
    /// An extension marker: values outside the root may be encoded.
    pub extensible: bool,
}

/// The PER-visible value range of `c` (X.691 §9.3): its root
/// bounds (the additions never widen them), and whether it is extensible.
pub fn value_root(c: &Constraint) -> Option<Root> {
    c.value.as_ref().map(|set| root(set, c.extensible.value))
}

/// The bounds of `set`, the union of a root's ranges.
fn root(set: &crate::ir::RangeSet, extensible: bool) -> Root {
    Root { lb: set.0.first().and_then(|r| r.0.clone()), ub: set.0.last().and_then(|r| r.1.clone()), extensible }
}

/// The PER-visible SIZE of a string or collection constrained by `c`:
/// `None` when it has none, or when the type is a character string whose
/// constraints PER does not see (`kind` given and not a known multiplier,
/// X.691 §9.3: UTF8String, GeneralString and the like).
pub fn size_root(c: &Constraint, kind: Option<StringKind>) -> Option<Root> {
    if kind.is_some_and(|k| !known_multiplier(k)) {
        return None;
    }
    c.size.as_ref().map(|set| root(set, c.extensible.size))
}

/// The known-multiplier character string types (X.691 §3.7.16): a
/// character is a fixed number of bits.
pub fn known_multiplier(kind: StringKind) -> bool {
    matches!(
        kind,
        StringKind::Ia5
            | StringKind::Visible
            | StringKind::Iso646
            | StringKind::Numeric
            | StringKind::Printable
            | StringKind::Bmp
            | StringKind::Universal
    )
}

/// A constrained whole number of a range of values (X.691 §11.5.6-11.5.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WholeNumber {
    /// One value: nothing is written (§11.5.4).
    Empty,
    /// A bit-field of this many bits, not octet-aligned: every range in
    /// UNALIGNED, a range up to 255 in ALIGNED.
    Bits(u32),
    /// ALIGNED: an octet-aligned field of this many octets (1 for a range
    /// of 256, 2 up to 64K).
    Octets(u32),
    /// ALIGNED, a range past 64K: the number of octets, as a constrained
    /// whole number in `1..=max_octets`, then that many octet-aligned
    /// octets, as few as the value needs (§11.5.7.4).
    Length {
        /// The most octets a value of the range takes.
        max_octets: u32,
    },
}

/// How a constrained whole number of `range` values (`ub - lb + 1`, at
/// least one) is written in `variant`.
pub fn whole_number(range: &BigInt, variant: Variant) -> WholeNumber {
    if range <= &BigInt::one() {
        return WholeNumber::Empty;
    }
    let bits = bits_for(&(range - 1u8));
    match variant {
        Variant::Unaligned => WholeNumber::Bits(bits),
        Variant::Aligned if range <= &BigInt::from(255) => WholeNumber::Bits(bits),
        Variant::Aligned if range == &BigInt::from(256) => WholeNumber::Octets(1),
        Variant::Aligned if range <= &BigInt::from(K64) => WholeNumber::Octets(2),
        Variant::Aligned => WholeNumber::Length { max_octets: bits.div_ceil(8) },
    }
}

/// The fewest bits that hold every value in `0..=n` (0 for `n == 0`).
pub fn bits_for(n: &BigInt) -> u32 {
    if n.is_zero() {
        0
    } else {
        u32::try_from(n.bits()).unwrap_or(u32::MAX)
    }
}

/// How an INTEGER is written (X.691 §13), from its PER-visible range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntegerPer {
    /// Both bounds: the offset from `lb` as a constrained whole number.
    Constrained {
        /// The least value of the root.
        lb: BigInt,
        /// The greatest value of the root.
        ub: BigInt,
        /// How the offset is written.
        number: WholeNumber,
        /// One bit first: 0 for a value in the root, 1 for one outside,
        /// which is then written as an unconstrained integer.
        extensible: bool,
    },
    /// A lower bound only: the offset from `lb` in as few octets as it
    /// needs, after a length determinant (§11.7).
    SemiConstrained {
        /// The least value of the root.
        lb: BigInt,
        /// As for [`IntegerPer::Constrained`].
        extensible: bool,
    },
    /// Two's complement in as few octets as the value needs, after a
    /// length determinant (§11.8).
    Unconstrained {
        /// As for [`IntegerPer::Constrained`].
        extensible: bool,
    },
}

/// How an INTEGER constrained by `c` is written in `variant`.
pub fn integer(c: &Constraint, variant: Variant) -> IntegerPer {
    let Some(root) = value_root(c) else { return IntegerPer::Unconstrained { extensible: false } };
    match (root.lb, root.ub) {
        (Some(lb), Some(ub)) => {
            let range = &ub - &lb + 1u8;
            IntegerPer::Constrained { number: whole_number(&range, variant), lb, ub, extensible: root.extensible }
        }
        (Some(lb), None) => IntegerPer::SemiConstrained { lb, extensible: root.extensible },
        _ => IntegerPer::Unconstrained { extensible: root.extensible },
    }
}

/// How an INTEGER is written, with its bounds as the runtimes hold them:
/// a lower bound in 64 bits, and the greatest offset from it (`ub - lb`)
/// unsigned in 64 bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NativeInt {
    /// [`IntegerPer::Constrained`].
    Constrained {
        /// The least value of the root.
        lb: i64,
        /// The greatest offset from `lb` in the root.
        most: u64,
        /// How the offset is written.
        number: WholeNumber,
        /// As for [`IntegerPer::Constrained`].
        extensible: bool,
    },
    /// [`IntegerPer::SemiConstrained`].
    SemiConstrained {
        /// The least value of the root.
        lb: i64,
        /// As for [`IntegerPer::Constrained`].
        extensible: bool,
    },
    /// [`IntegerPer::Unconstrained`].
    Unconstrained {
        /// As for [`IntegerPer::Constrained`].
        extensible: bool,
    },
}

impl IntegerPer {
    /// The form with its bounds in 64 bits, when they fit there.
    pub fn native(&self) -> Option<NativeInt> {
        Some(match self {
            IntegerPer::Constrained { lb, ub, number, extensible } => NativeInt::Constrained {
                lb: lb.to_i64()?,
                most: (ub - lb).to_u64()?,
                number: *number,
                extensible: *extensible,
            },
            IntegerPer::SemiConstrained { lb, extensible } => {
                NativeInt::SemiConstrained { lb: lb.to_i64()?, extensible: *extensible }
            }
            IntegerPer::Unconstrained { extensible } => NativeInt::Unconstrained { extensible: *extensible },
        })
    }
}

/// How a length determinant is written (X.691 §11.9), for a count of
/// octets, bits, characters or elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LengthForm {
    /// The SIZE is one value below 64K: no length is written.
    Fixed(u64),
    /// An upper bound below 64K: the count minus `lb`, as a constrained
    /// whole number (§11.9.3.3, §11.9.4.1).
    Constrained {
        /// The least count.
        lb: u64,
        /// The greatest count.
        ub: u64,
        /// How the count minus `lb` is written.
        number: WholeNumber,
    },
    /// No upper bound below 64K: one octet for a count below 128, two
    /// below 16K, else fragments of 16K to 64K items, each after an octet
    /// saying how many (§11.9.3.5-11.9.3.8); octet-aligned in ALIGNED.
    Unconstrained,
}

/// How the length of a value whose PER-visible SIZE root is `root` is
/// written (the extension bit of an extensible SIZE comes first, and a
/// count outside the root is written [`LengthForm::Unconstrained`]).
pub fn length_form(root: Option<&Root>, variant: Variant) -> LengthForm {
    let lb = root.and_then(|r| r.lb.as_ref()).and_then(|b| b.to_u64()).unwrap_or(0);
    match root.and_then(|r| r.ub.as_ref()).and_then(|b| b.to_u64()) {
        Some(ub) if ub < K64 && ub == lb => LengthForm::Fixed(ub),
        Some(ub) if ub < K64 && ub > lb => {
            LengthForm::Constrained { lb, ub, number: whole_number(&BigInt::from(ub - lb + 1), variant) }
        }
        _ => LengthForm::Unconstrained,
    }
}

/// How the characters of a known-multiplier string are written (X.691
/// §30.5): each in `bits` bits, as its code or, when some code does not
/// fit in that many bits, as its index in the effective alphabet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharCoding {
    /// The effective permitted alphabet: ascending, disjoint, inclusive
    /// ranges of code points (canonical order, §30.5.3).
    pub alphabet: Vec<(u32, u32)>,
    /// How many characters it has.
    pub count: u64,
    /// Bits per character: the fewest that number every character
    /// (UNALIGNED), rounded up to a power of two (ALIGNED).
    pub bits: u32,
    /// Characters are written as their index in `alphabet` (some code
    /// exceeds `2^bits - 1`), else as their code.
    pub indexed: bool,
    /// The octets a character takes in the value (its DER, X.690 §8.23):
    /// 4 for UniversalString, 2 for BMPString, else 1.
    pub octets: u8,
}

/// The character coding of a known-multiplier string of `kind` whose
/// constraint is `c` (`None` for the other string types).
pub fn char_coding(kind: StringKind, c: &Constraint, variant: Variant) -> Option<CharCoding> {
    if !known_multiplier(kind) {
        return None;
    }
    let full: &[(u32, u32)] = match kind {
        StringKind::Universal => &[(0, u32::MAX)],
        _ => kind.repertoire()?,
    };
    // An extensible permitted alphabet is not PER-visible (§9.3).
    let alphabet = match c.alphabet.as_ref().filter(|_| !c.extensible.alphabet) {
        Some(permitted) => intersect(full, permitted),
        None => full.to_vec(),
    };
    let count: u64 = alphabet.iter().map(|&(lo, hi)| u64::from(hi - lo) + 1).sum();
    let unaligned = bits_for(&BigInt::from(count.saturating_sub(1)));
    let bits = match variant {
        Variant::Unaligned => unaligned,
        Variant::Aligned if unaligned == 0 => 0,
        Variant::Aligned => unaligned.next_power_of_two(),
    };
    let greatest = alphabet.last().map_or(0, |r| r.1);
    let indexed = bits < 32 && u64::from(greatest) > (1u64 << bits) - 1;
    let octets = match kind {
        StringKind::Universal => 4,
        StringKind::Bmp => 2,
        _ => 1,
    };
    Some(CharCoding { alphabet, count, bits, indexed, octets })
}

/// The code points in both sets of ranges, as ascending disjoint ranges.
fn intersect(a: &[(u32, u32)], b: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for &(alo, ahi) in a {
        for &(blo, bhi) in b {
            let (lo, hi) = (alo.max(blo), ahi.min(bhi));
            if lo <= hi {
                out.push((lo, hi));
            }
        }
    }
    out.sort_unstable();
    out
}

/// Where the bits of a string value go (X.691 §16.8-16.11 for BIT STRING,
/// §17.6-17.8 for OCTET STRING, §30.5.6-30.5.8 for a known-multiplier
/// character string): `unit` bits make one item (a bit, an octet, a
/// character).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StringLayout {
    /// The SIZE is zero: nothing is written.
    Empty,
    /// A fixed size of at most 16 bits: a bit-field, never aligned.
    Short(u64),
    /// A fixed size of more than 16 bits and fewer than 64K items: no
    /// length, the items octet-aligned in ALIGNED.
    Fixed(u64),
    /// A length determinant, then the items, octet-aligned in ALIGNED
    /// (when there are any).
    Length(LengthForm),
}

/// The layout of a string whose PER-visible SIZE root is `root`, of
/// `unit` bits per item, in `variant`: for a value in the root (the
/// extension bit of an extensible SIZE comes first, and a value outside
/// the root has an unconstrained length, X.691 §16.11, §17.8, §30.5.7).
pub fn string_layout(root: Option<&Root>, unit: u32, variant: Variant) -> StringLayout {
    match length_form(root, variant) {
        LengthForm::Fixed(0) => StringLayout::Empty,
        LengthForm::Fixed(n) if n.saturating_mul(u64::from(unit)) <= 16 => StringLayout::Short(n),
        LengthForm::Fixed(n) => StringLayout::Fixed(n),
        form => StringLayout::Length(form),
    }
}

/// A string's layout and whether its SIZE is extensible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sized {
    /// Where a value in the root goes.
    pub layout: StringLayout,
    /// One bit first: 0 for a size in the root, 1 for one outside, which
    /// then has an unconstrained length.
    pub extensible: bool,
}

fn sized(root: Option<&Root>, unit: u32, variant: Variant) -> Sized {
    Sized { layout: string_layout(root, unit, variant), extensible: root.is_some_and(|r| r.extensible) }
}

/// How a CHOICE's alternative (X.691 §23) or an ENUMERATED's item (§14) is
/// told: its index among the root ones as a constrained whole number of
/// their count, after one bit when the type is extensible; an addition's
/// index (that bit set) as a normally small number (§11.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexForm {
    /// How a root index is written.
    pub root: WholeNumber,
    /// The bit saying root or addition comes first.
    pub extensible: bool,
}

/// The index form of a CHOICE planned as `plan`.
pub fn choice_index(plan: &crate::plan::choice::ChoicePlan<'_>, variant: Variant) -> IndexForm {
    IndexForm { root: whole_number(&BigInt::from(plan.root_count()), variant), extensible: plan.keeps_unknown }
}

/// The index form of an ENUMERATED planned as `plan`.
pub fn enumerated_index(plan: &crate::plan::enumerated::EnumPlan<'_>, variant: Variant) -> IndexForm {
    IndexForm { root: whole_number(&BigInt::from(plan.root_count()), variant), extensible: plan.keeps_unknown }
}

/// A SEQUENCE's or SET's preamble (X.691 §19.2-19.3) is OER's
/// ([`crate::plan::oer::StructLayout`]): the extension bit, then a bit per
/// OPTIONAL or DEFAULT root component, in the same order, with the SET's
/// root in canonical tag order (§21) — but as bits, not padded to an
/// octet. Past 64K presence bits it would take a length first (§19.3);
/// this says how many bits there are, or `None` then.
pub fn preamble_bits(layout: &crate::plan::oer::StructLayout) -> Option<usize> {
    (layout.presence_bits.len() < K64 as usize).then_some(layout.preamble_bits)
}

/// How a value of a type is written in PER, from what PER sees of its
/// constraint: the pieces above, per kind of type. A type whose encoding
/// is another's (a tagged or constrained reference) has the form of its
/// core type under its own constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// One bit (X.691 §12).
    Boolean,
    /// Nothing (§24).
    Null,
    /// §13.
    Integer(NativeInt),
    /// The item's index (§14).
    Enumerated,
    /// §16: one bit an item.
    BitString(Sized),
    /// §16 for a BIT STRING with named bits: held without trailing zero
    /// bits (X.680 §22.7), written with as many as its size's least needs
    /// (§16.2), and CANONICAL-PER refuses any other.
    NamedBits(Sized),
    /// §17: eight bits an item.
    OctetString(Sized),
    /// A known-multiplier character string (§30): its characters in
    /// `coding.bits` bits each.
    Chars {
        /// How a character is written.
        coding: CharCoding,
        /// Where the characters go.
        size: Sized,
    },
    /// Another character string (§30.6), an OBJECT IDENTIFIER or
    /// RELATIVE-OID (§24, §25), a REAL (§15), the time types written as
    /// VisibleStrings: the octets X.690 gives the value's content, after
    /// an unconstrained length determinant, octet-aligned in ALIGNED.
    Content,
    /// SEQUENCE and SET: the preamble ([`preamble_bits`]), the root, the
    /// extension additions (§19, §21).
    Struct,
    /// SEQUENCE OF and SET OF: the count as a length determinant (after
    /// an extension bit when the SIZE is extensible), then the elements
    /// (§20, §22).
    Collection {
        /// How the count is written.
        count: LengthForm,
        /// The SIZE is extensible.
        extensible: bool,
    },
    /// CHOICE: the index ([`choice_index`]), then the alternative (§23).
    Choice,
    /// An open type or ANY: the value's complete encoding as octets after
    /// an unconstrained length determinant (§11.2).
    Open,
    /// A type the generated codecs do not write in PER yet: the time types
    /// of X.680 §38.
    Unsupported(&'static str),
}

/// The PER form of a value of `ty` in `variant`.
pub fn form(ir: &crate::ir::Ir, ty: &crate::ir::Type, variant: Variant) -> Form {
    use crate::ir::TypeKind;
    let core = ir.core(ty);
    if crate::plan::associated::associated_sequence(core).is_some() {
        return Form::Struct;
    }
    let c = &ty.constraint;
    let size = |kind| size_root(c, kind);
    match &core.kind {
        TypeKind::Boolean => Form::Boolean,
        TypeKind::Null => Form::Null,
        TypeKind::Integer(_) => match integer(c, variant).native() {
            Some(int) => Form::Integer(int),
            None => Form::Unsupported("an INTEGER whose bounds need more than 64 bits"),
        },
        TypeKind::Enumerated(_) => Form::Enumerated,
        TypeKind::BitString(named) if !named.is_empty() => Form::NamedBits(sized(size(None).as_ref(), 1, variant)),
        TypeKind::BitString(_) => Form::BitString(sized(size(None).as_ref(), 1, variant)),
        TypeKind::OctetString { .. } => Form::OctetString(sized(size(None).as_ref(), 8, variant)),
        TypeKind::String(kind) => match char_coding(*kind, c, variant) {
            Some(coding) => {
                let size = sized(size(Some(*kind)).as_ref(), coding.bits, variant);
                Form::Chars { coding, size }
            }
            None => Form::Content,
        },
        kind if crate::plan::oer::written_as_content(kind) => Form::Content,
        TypeKind::Time(kind) => Form::Unsupported(kind.keyword()),
        TypeKind::Sequence(_) | TypeKind::Set(_) => Form::Struct,
        TypeKind::SequenceOf(_) | TypeKind::SetOf(_) => {
            let root = size(None);
            Form::Collection {
                count: length_form(root.as_ref(), variant),
                extensible: root.is_some_and(|r| r.extensible),
            }
        }
        TypeKind::Choice(_) => Form::Choice,
        _ => Form::Open,
    }
}

/// A type's PER form in each variant: what a use passes the runtime, which
/// picks the one of the variant it reads or writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forms {
    /// ALIGNED.
    pub aligned: Form,
    /// UNALIGNED.
    pub unaligned: Form,
}

/// The PER forms of a value of `ty`.
pub fn forms(ir: &crate::ir::Ir, ty: &crate::ir::Type) -> Forms {
    Forms { aligned: form(ir, ty, Variant::Aligned), unaligned: form(ir, ty, Variant::Unaligned) }
}

/// What is left to check of `checks` (a value of `ty`'s, [`crate::plan::checks`])
/// when the value is read or written in PER. A value range or SIZE that
/// PER sees as one root with both bounds and no extension marker is read
/// as a constrained whole number or a length below 64K, which cannot give
/// a value outside it, and the writers refuse one outside it (X.691
/// §11.5, §11.9.4.1): checking it again would only repeat them. Every PER
/// reading of a use of `ty` is of `ty`'s form ([`use_codec`]: a
/// definition's own codec only where its form is the use's). What PER
/// does not enforce stays: a range of which it sees only the hull, a SIZE
/// past 64K, a permitted alphabet, the SIZE of a BIT STRING with named
/// bits (held without its trailing zero bits).
pub fn checks_left(
    ir: &crate::ir::Ir,
    ty: &crate::ir::Type,
    checks: &crate::plan::checks::Checks,
) -> crate::plan::checks::Checks {
    use crate::ir::TypeKind;
    let c = &ty.constraint;
    let mut left = checks.clone();
    let is_root = |ranges: &[(Option<i128>, Option<i128>)], root: &Root| {
        let bound = |b: &Option<BigInt>| b.as_ref().and_then(ToPrimitive::to_i128);
        match (ranges, bound(&root.lb), bound(&root.ub)) {
            ([(Some(lo), Some(hi))], Some(lb), Some(ub)) => !root.extensible && (*lo, *hi) == (lb, ub),
            _ => false,
        }
    };
    if let Some(root) = value_root(c).filter(|_| matches!(ir.core(ty).kind, TypeKind::Integer(_))) {
        if left.value.as_deref().is_some_and(|r| is_root(r, &root)) {
            left.value = None;
        }
        if left.integer.as_deref().is_some_and(|r| is_root(r, &root)) {
            left.integer = None;
        }
    }
    let kind = match &ir.core(ty).kind {
        TypeKind::BitString(named) if !named.is_empty() => return left,
        TypeKind::String(kind) => Some(*kind),
        _ => None,
    };
    let below_64k = |root: &Root| !matches!(length_form(Some(root), Variant::Unaligned), LengthForm::Unconstrained);
    if let Some(root) = size_root(c, kind).filter(below_64k) {
        if left.size.as_deref().is_some_and(|r| is_root(r, &root)) {
            left.size = None;
        }
    }
    left
}

/// The forms of a runtime value, or why it has no PER codec yet.
fn value_forms(forms: &Forms) -> Result<Forms, String> {
    match &forms.aligned {
        Form::Unsupported(what) => Err(format!("{what} has no PER codec yet")),
        _ => Ok(forms.clone()),
    }
}

/// How a use of `ty` is read and written in PER: as OER decides
/// ([`crate::plan::oer::use_codec`]), with PER's forms as the layouts, and
/// a collection always as a runtime value under its forms (its SIZE is
/// PER-visible, where OER writes every count alike).
pub fn use_codec<'ir>(
    ir: &'ir crate::ir::Ir,
    ty: &'ir crate::ir::Type,
) -> Result<crate::plan::oer::UseCodec<'ir, Forms>, String> {
    use crate::plan::oer::UseCodec;
    use crate::plan::uses::{Prim, Target};
    let renamed = crate::plan::defs::renamed_type(ir, ty);
    match crate::plan::uses::use_of(ir, renamed).target {
        Target::Collection { .. } => return Ok(UseCodec::Value(forms(ir, ty))),
        // An open type or ANY read without its key: the octets of the
        // value's complete encoding (X.691 §11.2), kept.
        Target::Prim(Prim::Any) => return Ok(UseCodec::Value(Forms { aligned: Form::Open, unaligned: Form::Open })),
        _ => {}
    }
    crate::plan::oer::codec_by(ir, ty, "PER", |t| forms(ir, t), value_forms)
}

/// How the value a definition of type `ty` wraps is read and written in
/// PER (as [`crate::plan::oer::inner_codec`] decides for OER).
pub fn inner_codec<'ir>(
    ir: &'ir crate::ir::Ir,
    ty: &'ir crate::ir::Type,
) -> Result<crate::plan::oer::UseCodec<'ir, Forms>, String> {
    use crate::ir::TypeKind;
    match &ty.kind {
        TypeKind::Integer(_) | TypeKind::BitString(_) => {
            value_forms(&forms(ir, ty)).map(crate::plan::oer::UseCodec::Value)
        }
        _ => use_codec(ir, ty),
    }
}

/// The fewest bits a constrained whole number written as `number` takes.
pub fn whole_least_bits(number: WholeNumber) -> usize {
    match number {
        WholeNumber::Empty => 0,
        WholeNumber::Bits(b) => b as usize,
        WholeNumber::Octets(n) => 8 * n as usize,
        // The count of octets (a bit-field of `1..=max_octets`), then one.
        WholeNumber::Length { max_octets } => bits_for(&BigInt::from(max_octets.saturating_sub(1))) as usize + 8,
    }
}

/// The fewest bits a length determinant written as `form` takes: none for
/// a fixed count, one octet for an unconstrained one (§11.9.3.6).
pub fn length_least_bits(form: &LengthForm) -> usize {
    match form {
        LengthForm::Fixed(_) => 0,
        LengthForm::Constrained { number, .. } => whole_least_bits(*number),
        LengthForm::Unconstrained => 8,
    }
}

/// The fewest items a string or collection whose count is written as
/// `form` holds.
pub fn length_least_count(form: &LengthForm) -> u64 {
    match form {
        LengthForm::Fixed(n) => *n,
        LengthForm::Constrained { lb, .. } => *lb,
        LengthForm::Unconstrained => 0,
    }
}

/// A string's fewest items and the fewest bits it takes besides theirs
/// (its extension bit and length determinant).
pub fn sized_least(size: &Sized) -> (u64, usize) {
    let (count, length) = match &size.layout {
        StringLayout::Empty => (0, 0),
        StringLayout::Short(n) | StringLayout::Fixed(n) => (*n, 0),
        StringLayout::Length(form) => (length_least_count(form), length_least_bits(form)),
    };
    (count, usize::from(size.extensible) + length)
}

/// The fewest bits a value of a primitive `form` takes, past alignment
/// padding (a SEQUENCE's, SET's or CHOICE's depend on their components:
/// their walks add them up). An ENUMERATED's index is its caller's.
pub fn least_bits(form: &Form) -> usize {
    match form {
        Form::Boolean => 1,
        Form::Integer(NativeInt::Constrained { number, extensible, .. }) => {
            usize::from(*extensible) + whole_least_bits(*number)
        }
        Form::Integer(NativeInt::SemiConstrained { extensible, .. } | NativeInt::Unconstrained { extensible }) => {
            usize::from(*extensible) + 8
        }
        Form::BitString(size) | Form::NamedBits(size) => {
            let (count, other) = sized_least(size);
            other + count as usize
        }
        Form::OctetString(size) => {
            let (count, other) = sized_least(size);
            other + 8 * count as usize
        }
        Form::Chars { coding, size } => {
            let (count, other) = sized_least(size);
            other.saturating_add((count as usize).saturating_mul(coding.bits as usize))
        }
        Form::Collection { count, extensible } => usize::from(*extensible) + length_least_bits(count),
        Form::Content | Form::Open => 8,
        Form::Null | Form::Enumerated | Form::Struct | Form::Choice | Form::Unsupported(_) => 0,
    }
}

/// A value PER writes as a bit-field of one width in both variants, never
/// aligned and never preceded by anything its value decides (X.691 §11.5.7.1
/// gives a range of 2 to 255 values the same bits in ALIGNED as in
/// UNALIGNED): what adjacent components can be read and written as one
/// [`BitRun`] of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BitField {
    /// A BOOLEAN: one bit (§12).
    Boolean,
    /// A non-extensible INTEGER of 2 to 255 values: the offset from `lb`,
    /// which must not exceed `most`, in `bits` bits (§13.2.2).
    Whole {
        /// The least value.
        lb: i64,
        /// The greatest offset from `lb`.
        most: u64,
        /// Its width.
        bits: u32,
    },
    /// A non-extensible ENUMERATED of 2 to 255 items: the item's index,
    /// below `count`, in `bits` bits (§14.2).
    Index {
        /// How many items there are.
        count: u32,
        /// Its width.
        bits: u32,
    },
}

impl BitField {
    /// Its width in bits.
    pub fn bits(&self) -> u32 {
        match self {
            BitField::Boolean => 1,
            BitField::Whole { bits, .. } | BitField::Index { bits, .. } => *bits,
        }
    }
}

/// The bit-field a value of `ty` is, when it is one ([`BitField`]).
pub fn bit_field(ir: &crate::ir::Ir, ty: &crate::ir::Type) -> Option<BitField> {
    let Forms { aligned, unaligned } = forms(ir, ty);
    if aligned != unaligned {
        return None;
    }
    match aligned {
        Form::Boolean => Some(BitField::Boolean),
        Form::Integer(NativeInt::Constrained { lb, most, number: WholeNumber::Bits(bits), extensible: false }) => {
            Some(BitField::Whole { lb, most, bits })
        }
        Form::Enumerated => {
            let crate::ir::TypeKind::Enumerated(e) = &ir.core(ty).kind else { return None };
            enumerated_bit_field(&crate::plan::enumerated::enum_plan(e))
        }
        _ => None,
    }
}

/// The bit-field an ENUMERATED planned as `plan` is, when it is one.
pub fn enumerated_bit_field(plan: &crate::plan::enumerated::EnumPlan<'_>) -> Option<BitField> {
    let index = enumerated_index(plan, Variant::Aligned);
    match (index, enumerated_index(plan, Variant::Unaligned)) {
        (IndexForm { root: WholeNumber::Bits(bits), extensible: false }, unaligned) if unaligned == index => {
            Some(BitField::Index { count: plan.root_count(), bits })
        }
        _ => None,
    }
}

/// How a component in a [`BitRun`] is taken out of the run's bits and put
/// into them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunCodec {
    /// By the codec of the type the use holds ([`UseCodec::Own`]): BOOLEAN,
    /// or a definition or inline type that reads itself from a run
    /// ([`reads_in_run`]).
    ///
    /// [`UseCodec::Own`]: crate::plan::oer::UseCodec::Own
    Own,
    /// A native integer under the component's [`BitField::Whole`].
    Native,
}

/// Whether a definition or inline type `ty`, which is a bit-field, reads and
/// writes itself from a run: an ENUMERATED, or an INTEGER held in a native
/// integer. The codecs give such a type a second entry point beside its
/// own, taking its bits from a run.
pub fn reads_in_run(ir: &crate::ir::Ir, ty: &crate::ir::Type) -> Option<BitField> {
    use crate::ir::TypeKind;
    match (&ty.kind, bit_field(ir, ty)?) {
        (TypeKind::Enumerated(_), field @ BitField::Index { .. }) => Some(field),
        (TypeKind::Integer(_), field @ BitField::Whole { .. }) if ty.native_int.is_some() => Some(field),
        _ => None,
    }
}

/// Whether a component of type `ty` can stand in a run, and how it is
/// taken from it.
fn run_member(ir: &crate::ir::Ir, ty: &crate::ir::Type) -> Option<(BitField, RunCodec)> {
    use crate::plan::oer::UseCodec;
    use crate::plan::uses::{use_of, Prim, Target};
    let field = bit_field(ir, ty)?;
    let renamed = crate::plan::defs::renamed_type(ir, ty);
    let codec = match (use_codec(ir, ty).ok()?, use_of(ir, renamed).target) {
        (UseCodec::Own, Target::Prim(Prim::Bool)) => RunCodec::Own,
        (UseCodec::Own, Target::Def(r)) => {
            reads_in_run(ir, &ir.type_def(r)?.ty)?;
            RunCodec::Own
        }
        (UseCodec::Own, Target::Inline) => {
            reads_in_run(ir, renamed)?;
            RunCodec::Own
        }
        (UseCodec::Value(_), Target::Prim(Prim::Native(_))) if matches!(field, BitField::Whole { .. }) => {
            RunCodec::Native
        }
        _ => return None,
    };
    Some((field, codec))
}

/// A component read and written in a [`BitRun`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunField {
    /// The component (an index into the struct plan's fields).
    pub component: usize,
    /// Its first bit in the run.
    pub first: u32,
    /// Its bits.
    pub field: BitField,
    /// How it is taken out of the run.
    pub codec: RunCodec,
}

/// Adjacent bit-fields of a SEQUENCE's or SET's root, read as one number
/// and written as one, as Erlang's asn1ct matches them: the preamble when
/// it is there and short, then mandatory components that are each a
/// [`BitField`]. Their widths do not depend on the variant, so neither does
/// the run; a run holds at most 64 bits, and one of a single bit-field
/// would save nothing and is not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitRun {
    /// The preamble's bits it begins with: the first run only, 0 if the
    /// run is not the preamble's.
    pub preamble: u32,
    /// Its components, in writing order.
    pub fields: Vec<RunField>,
    /// Its width: at most 64 bits.
    pub bits: u32,
}

/// The widest run: one number of the runtimes.
pub const RUN_BITS: u32 = 64;

/// The runs of the root of the SEQUENCE or SET planned as `plan`, laid out
/// as `layout`, in writing order.
pub fn bit_runs(
    ir: &crate::ir::Ir,
    plan: &crate::plan::structs::StructPlan<'_>,
    layout: &crate::plan::oer::StructLayout,
) -> Vec<BitRun> {
    let preamble = u32::try_from(layout.preamble_bits).ok().filter(|&bits| bits < RUN_BITS).unwrap_or(0);
    let mut runs = Vec::new();
    let mut run = BitRun { preamble, fields: Vec::new(), bits: preamble };
    let close = |run: BitRun, runs: &mut Vec<BitRun>| {
        if run.fields.len() + usize::from(run.preamble > 0) > 1 {
            runs.push(run);
        }
    };
    for &i in &layout.root_order {
        let f = &plan.fields[i];
        let c = f.component;
        let member = match c.optional || c.default.is_some() || f.lazy || f.keyed.is_some() {
            true => None,
            false => run_member(ir, &c.ty),
        };
        let Some((field, codec)) = member else {
            close(std::mem::replace(&mut run, BitRun { preamble: 0, fields: Vec::new(), bits: 0 }), &mut runs);
            continue;
        };
        if run.bits + field.bits() > RUN_BITS {
            close(std::mem::replace(&mut run, BitRun { preamble: 0, fields: Vec::new(), bits: 0 }), &mut runs);
        }
        run.bits += field.bits();
        run.fields.push(RunField { component: i, first: run.bits - field.bits(), field, codec });
    }
    close(run, &mut runs);
    runs
}
