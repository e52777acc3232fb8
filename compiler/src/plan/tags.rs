//! The tag chain of a type as it appears on the wire: the EXPLICIT
//! wrappers, outermost first, and the tag of the value's own TLV with its
//! constructed bit.

use crate::ir::{Ir, Tag, TagClass, Type, TypeKind};

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

/// The tag of the one TLV a value of `ty` is, when its content is directly
/// inside it: the type's own tag or the IMPLICIT tag that replaced it, and
/// no EXPLICIT wrapper around. `None` for a wrapped or untagged type.
pub fn own_tlv(ir: &Ir, ty: &Type) -> Option<WireTag> {
    own_tag(ir, ty).filter(|_| wrappers(ty).next().is_none())
}

/// The first tag on the wire, when the type fixes it.
pub fn outer_tag(ir: &Ir, ty: &Type) -> Option<WireTag> {
    match ty.tags.first() {
        Some(t) if t.explicit => Some(WireTag { class: t.class, constructed: true, number: t.number }),
        Some(_) => own_tag(ir, ty),
        None => None,
    }
}

/// How a decoder tells that the next value is an OPTIONAL or DEFAULT
/// component of type `ty`: decided here, rendered by each backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// The type fixes its first tag: that tag is next.
    Tag(WireTag),
    /// An open type's value (`keyed`), which may have any tag, a malformed
    /// one too (which reading it then reports): present when anything is
    /// left. (Both runtimes must agree here; FUZZING.md finding 10.)
    AnythingLeft,
    /// An untagged CHOICE or ANY: a tag its type admits is next.
    ByType,
}

/// The [`Presence`] test of a component of type `ty`.
pub fn presence(ir: &Ir, ty: &Type, keyed: bool) -> Presence {
    match outer_tag(ir, ty) {
        Some(tag) => Presence::Tag(tag),
        None if keyed => Presence::AnythingLeft,
        None => Presence::ByType,
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

/// How BER may send a value of a type in segments: the segments' kind, or
/// `None` for the types BER sends whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segments {
    /// OCTET STRING segments (X.690 §8.7.3): OCTET STRING, and the types
    /// encoded as one (the character strings and times, §8.23.6, the
    /// IRIs).
    Octets,
    /// BIT STRING segments (§8.6.3), only the last with unused bits.
    Bits,
}

/// How BER may send a value of `ty` in segments, under its own tag (an
/// IMPLICIT tag keeps the type's encoding, segments and all).
pub fn segments(ir: &Ir, ty: &Type) -> Option<Segments> {
    match ir.core(ty).kind {
        TypeKind::BitString(_) => Some(Segments::Bits),
        TypeKind::OctetString { .. }
        | TypeKind::String(_)
        | TypeKind::ObjectDescriptor
        | TypeKind::Time(_)
        | TypeKind::OidIri
        | TypeKind::RelativeOidIri => Some(Segments::Octets),
        _ => None,
    }
}

/// Whether values of the type's core are constructed (X.690 §8.1.2.5).
pub fn is_constructed(ir: &Ir, ty: &Type) -> bool {
    matches!(
        ir.core(ty).kind,
        TypeKind::Sequence(_)
            | TypeKind::Set(_)
            | TypeKind::SequenceOf(_)
            | TypeKind::SetOf(_)
            | TypeKind::External
            | TypeKind::EmbeddedPdv
            | TypeKind::CharacterString
            | TypeKind::InstanceOf(_)
    )
}
