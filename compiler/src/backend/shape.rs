//! Facts about IR types that every backend needs: how a tag chain splits
//! into EXPLICIT wrappers and an own tag, which constraints a decoder must
//! check, and which references close a cycle of containment.

use std::collections::{BTreeMap, BTreeSet};

use crate::backend::der_value::is_constructed;
use crate::backend::open_types::{table_of, Holder};
use crate::ir::{
    Component, Constraint, DefRef, Extension, Ir, NativeInt, StringKind, Struct, Tag, TagClass, Type, TypeKind,
};

/// A tag as it appears on the wire: with its constructed bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WireTag {
    /// Class.
    pub class: TagClass,
    /// Constructed form.
    pub constructed: bool,
    /// Number.
    pub number: u32,
}

/// The EXPLICIT wrappers of a type, outermost first.
pub fn wrappers(ty: &Type) -> impl Iterator<Item = &Tag> {
    ty.tags.iter().filter(|t| t.explicit)
}

/// The tag of the value's own TLV, with its form; `None` for untagged
/// CHOICE, ANY and open types.
pub fn own_tag(ir: &Ir, ty: &Type) -> Option<WireTag> {
    let tag = ty.tags.last().filter(|t| !t.explicit)?;
    Some(WireTag { class: tag.class, constructed: is_constructed(ir, ty), number: tag.number })
}

/// The first tag on the wire, when the type fixes it.
pub fn outer_tag(ir: &Ir, ty: &Type) -> Option<WireTag> {
    match ty.tags.first() {
        Some(t) if t.explicit => Some(WireTag { class: t.class, constructed: true, number: t.number }),
        Some(_) => own_tag(ir, ty),
        None => None,
    }
}

/// Whether a type's chain is just the UNIVERSAL tag of its kind (or empty
/// for untagged kinds): the chain a runtime type decodes by itself.
pub fn has_natural_chain(ty: &Type) -> bool {
    match ty.kind.universal_number() {
        Some(n) => ty.tags == [Tag::universal(n)],
        None => ty.tags.is_empty(),
    }
}

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

/// Inclusive ranges as i128 bounds (`None` for MIN/MAX).
pub type Ranges = Vec<(Option<i128>, Option<i128>)>;

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
    if c.extensible {
        return Checks::default();
    }
    let mut out = Checks::default();
    if let (Some(native), Some(values)) = (ty.native_int, &c.value) {
        let (lo, hi) = native_range(native);
        if let Some(r) = ranges_of(values) {
            let covers_native = r.len() == 1 && r[0].0.unwrap_or(i128::MIN) <= lo && r[0].1.unwrap_or(i128::MAX) >= hi;
            if !covers_native {
                out.value = Some(r);
            }
        }
    }
    let kind = &ir.core(ty).kind;
    if let (None, TypeKind::Integer(_), Some(values)) = (ty.native_int, kind, &c.value) {
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
        out.size = c.size.as_ref().and_then(ranges_of).filter(|r| !(r.len() == 1 && r[0] == (Some(0), None)));
    }
    if matches!(kind, TypeKind::String(_)) {
        out.alphabet = c.alphabet.clone();
    }
    out
}

/// How a use site holds and reads a value; each backend says what that
/// means in its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Decoded, under its own tag.
    Own,
    /// Decoded, untagged (CHOICE, ANY, open types).
    Untagged,
    /// Kept as checked raw DER whose own tag is checked; decoded on demand.
    LazyOwn,
    /// Kept as checked raw DER, untagged.
    LazyUntagged,
    /// Held indirectly because the reference closes a cycle of containment;
    /// checked in full when decoded.
    CycleOwn,
    /// The same, untagged.
    CycleUntagged,
}

impl Mode {
    /// The mode of a use of `ty` inside the definition `owner`, kept raw
    /// when `lazy`.
    pub fn of(ir: &Ir, cycles: &Cycles, owner: &DefRef, ty: &Type, lazy: bool) -> Mode {
        let untagged = own_tag(ir, ty).is_none();
        let cycle = matches!(&ty.kind, TypeKind::Ref(r) if cycles.closes_cycle(owner, r));
        match (lazy, cycle, untagged) {
            (true, _, false) => Mode::LazyOwn,
            (true, _, true) => Mode::LazyUntagged,
            (false, true, false) => Mode::CycleOwn,
            (false, true, true) => Mode::CycleUntagged,
            (false, false, false) => Mode::Own,
            (false, false, true) => Mode::Untagged,
        }
    }

    /// Kept as raw DER.
    pub fn is_lazy(self) -> bool {
        matches!(self, Mode::LazyOwn | Mode::LazyUntagged)
    }

    /// Held indirectly to break a cycle.
    pub fn is_cycle(self) -> bool {
        matches!(self, Mode::CycleOwn | Mode::CycleUntagged)
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

/// The references a type holds by value (through components, alternatives
/// and the values an open type's table selects; not through collections,
/// which are views).
pub fn contained_refs(ty: &Type, out: &mut BTreeSet<DefRef>) {
    if let Some((dispatch, Holder::Direct | Holder::Containing)) = table_of(ty) {
        dispatch.entries.iter().for_each(|e| contained_refs(&e.ty, out));
    }
    match &ty.kind {
        TypeKind::Ref(r) => {
            out.insert(r.clone());
        }
        TypeKind::Sequence(s) | TypeKind::Set(s) => s.components.iter().for_each(|c| contained_refs(&c.ty, out)),
        TypeKind::Choice(c) => c.alternatives.iter().for_each(|a| contained_refs(&a.ty, out)),
        _ => {}
    }
}

/// Definitions that contain themselves by value, directly or through
/// others: a reference from such a definition to another member of its
/// cycle must be held indirectly.
#[derive(Debug, Default)]
pub struct Cycles {
    reach: BTreeMap<DefRef, BTreeSet<DefRef>>,
}

impl Cycles {
    /// Computes reachability over containment for the whole IR.
    pub fn new(ir: &Ir) -> Cycles {
        let mut edges: BTreeMap<DefRef, BTreeSet<DefRef>> = BTreeMap::new();
        for m in &ir.modules {
            for t in &m.types {
                let mut refs = BTreeSet::new();
                contained_refs(&t.ty, &mut refs);
                edges.insert(DefRef { module: m.name.clone(), name: t.name.clone() }, refs);
            }
        }
        let mut reach = BTreeMap::new();
        for start in edges.keys() {
            let mut seen = BTreeSet::new();
            let mut stack: Vec<&DefRef> = edges[start].iter().collect();
            while let Some(d) = stack.pop() {
                if seen.insert(d.clone()) {
                    stack.extend(edges.get(d).into_iter().flatten());
                }
            }
            reach.insert(start.clone(), seen);
        }
        Cycles { reach }
    }

    /// Whether a reference from `from` to `to` closes a cycle.
    pub fn closes_cycle(&self, from: &DefRef, to: &DefRef) -> bool {
        self.reach.get(to).is_some_and(|r| r.contains(from))
    }
}

/// The SEQUENCE that `INSTANCE OF CLASS` stands for (X.681 Annex C), with
/// the tags of the use: `type-id CLASS.&id, value [0] EXPLICIT CLASS.&Type`.
/// Generated code holds it like any SEQUENCE; its value stays raw.
pub fn instance_of_sequence(ty: &Type, class: &DefRef) -> Type {
    let component = |name: &str, tags: Vec<Tag>, kind: TypeKind| Component {
        name: name.to_string(),
        ty: Type { tags, kind, constraint: Constraint::default(), native_int: None, table: None, instance_of: None },
        optional: false,
        default: None,
        extension: Extension::Root,
    };
    let explicit = Tag { class: TagClass::Context, number: 0, explicit: true };
    let components = vec![
        component("type-id", vec![Tag::universal(6)], TypeKind::ObjectIdentifier),
        component("value", vec![explicit], TypeKind::OpenType { class: class.clone(), field: "&Type".to_string() }),
    ];
    Type { kind: TypeKind::Sequence(Struct { components, extensible: false }), ..ty.clone() }
}
