//! What a decoder checks beyond the form of a type: the PER-visible parts
//! of its effective constraint that DER codecs enforce (value ranges, SIZE,
//! permitted alphabet), and how a SIZE is counted.

use crate::ir::{Constraint, Ir, NativeInt, StringKind, Type, TypeKind};

/// The value range of a native integer type.
pub fn native_range(n: NativeInt) -> (i128, i128) {
    match n {
        NativeInt::U8 => (0, u8::MAX.into()),
        NativeInt::U16 => (0, u16::MAX.into()),
        NativeInt::U32 => (0, u32::MAX.into()),
        NativeInt::U64 => (0, u64::MAX.into()),
        NativeInt::I8 => (i8::MIN.into(), i8::MAX.into()),
        NativeInt::I16 => (i16::MIN.into(), i16::MAX.into()),
        NativeInt::I32 => (i32::MIN.into(), i32::MAX.into()),
        NativeInt::I64 => (i64::MIN.into(), i64::MAX.into()),
    }
}

/// Inclusive ranges as i128 bounds (`None` for MIN/MAX), sorted and
/// disjoint.
pub type Ranges = Vec<(Option<i128>, Option<i128>)>;

/// The most ranges a check compares one by one; a set of more is checked
/// by a binary search over a table of them. Real constraints have a few
/// ranges; a value set of thousands written as one comparison each made
/// generated code that its compilers (and the Rust formatter: 1.2 GB for
/// 100 000 values) could hardly take in.
pub const MAX_INLINE_RANGES: usize = 8;

/// Whether `ranges` are checked by a search over a table of them.
pub fn by_table(ranges: &Ranges) -> bool {
    ranges.len() > MAX_INLINE_RANGES
}

fn ranges_of(set: &crate::ir::RangeSet) -> Option<Ranges> {
    use num_traits::ToPrimitive;
    set.0
        .iter()
        .map(|(lo, hi)| {
            let lo = match lo {
                Some(v) => Some(v.to_i128()?),
                None => None,
            };
            let hi = match hi {
                Some(v) => Some(v.to_i128()?),
                None => None,
            };
            Some((lo, hi))
        })
        .collect()
}

/// What a decoder checks beyond the form of the type: the parts of the
/// effective constraint that are not extensible and not implied by the
/// native type.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Checks {
    /// Permitted values of a native integer.
    pub value: Option<Ranges>,
    /// Permitted values of an INTEGER wider than any native one (a range
    /// with an open end, like `(0..MAX)`), read from its content octets.
    pub integer: Option<Ranges>,
    /// Permitted sizes.
    pub size: Option<Ranges>,
    /// Permitted characters.
    pub alphabet: Option<Vec<(u32, u32)>>,
}

impl Checks {
    /// No checks.
    pub fn is_empty(&self) -> bool {
        self == &Checks::default()
    }
}

/// The checks a type's effective constraint asks for.
pub fn checks(ir: &Ir, ty: &Type) -> Checks {
    let c: &Constraint = &ty.constraint;
    let mut out = Checks::default();
    // Each dimension is checked unless it is extensible: `SIZE (1..8, ...)`
    // lets any size through and still checks a fixed alphabet beside it.
    let values = c.value.as_ref().filter(|_| !c.extensible.value);
    if let (Some(native), Some(values)) = (ty.native_int, values) {
        let (lo, hi) = native_range(native);
        if let Some(r) = ranges_of(values) {
            let covers_native = r.len() == 1 && r[0].0.unwrap_or(i128::MIN) <= lo && r[0].1.unwrap_or(i128::MAX) >= hi;
            if !covers_native {
                out.value = Some(r);
            }
        }
    }
    let kind = &ir.core(ty).kind;
    if let (None, TypeKind::Integer(_), Some(values)) = (ty.native_int, kind, values) {
        out.integer = ranges_of(values).filter(|r| !r.contains(&(None, None)));
    }
    let sized = matches!(
        kind,
        TypeKind::String(_)
            | TypeKind::OctetString { .. }
            | TypeKind::BitString(_)
            | TypeKind::SequenceOf(_)
            | TypeKind::SetOf(_)
    );
    if sized {
        let named_bits = matches!(kind, TypeKind::BitString(named) if !named.is_empty());
        out.size = c
            .size
            .as_ref()
            .filter(|_| !c.extensible.size)
            .and_then(ranges_of)
            .map(|r| if named_bits { named_bits_size(r) } else { r })
            .filter(|r| !(r.len() == 1 && r[0] == (Some(0), None)));
    }
    if matches!(kind, TypeKind::String(_)) && !c.extensible.alphabet {
        out.alphabet = c.alphabet.clone();
    }
    out
}

/// The sizes a value of a BIT STRING with named bits may have as held:
/// any up to the largest the constraint allows, since it is held without
/// its trailing zero bits, which stand for as many as the size needs
/// (X.680 §22.7, X.690 §11.2.2).
fn named_bits_size(ranges: Ranges) -> Ranges {
    match ranges.iter().map(|r| r.1).collect::<Option<Vec<_>>>().and_then(|his| his.into_iter().max()) {
        Some(hi) => vec![(Some(0), Some(hi))],
        None => vec![(Some(0), None)],
    }
}

/// What a SIZE constraint counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Octets.
    Bytes,
    /// Bits of a BIT STRING.
    Bits,
    /// Characters of a string of this kind.
    Chars(StringKind),
    /// Elements of a SEQUENCE OF / SET OF.
    Elements,
}

impl Size {
    /// How the size of values of a core kind is measured.
    pub fn of(kind: &TypeKind) -> Size {
        match kind {
            TypeKind::BitString(_) => Size::Bits,
            TypeKind::String(k) => Size::Chars(*k),
            TypeKind::SequenceOf(_) | TypeKind::SetOf(_) => Size::Elements,
            _ => Size::Bytes,
        }
    }
}
