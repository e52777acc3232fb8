//! How a lazy component is read in BER mode: kept as read where its
//! universal tags tell all that BER may have changed, decoded by its type
//! where only the type can tell.
//!
//! A lazy component is kept as its DER. Read from BER, the runtimes find
//! what BER changed by the universal tags alone (lengths, strings in
//! segments, BOOLEANs, BIT STRING padding, times, the order of a universal
//! SET OF) and bring that to DER without the schema. That misses what only
//! the type shows: a DEFAULT value sent (`critical FALSE` in an X.509
//! Extension), a string, BOOLEAN, time or SET OF under an IMPLICIT tag, the
//! tag order of a SET's components, a value an open type or `CONTAINING`
//! decodes by its type. A component whose type can hold any of these is
//! decoded by its type in BER mode instead, and kept as the DER of the
//! value decoded.

use std::collections::BTreeSet;

use crate::ir::{DefRef, Ir, TagClass, Type, TypeKind};
use crate::plan::open::table_of;
use crate::plan::tags::own_tag;

/// Whether a lazy component of type `ty` read in BER mode must be decoded
/// by its type to be brought to DER.
pub fn needs_type_in_ber(ir: &Ir, ty: &Type) -> bool {
    !der_by_universal_tags(ir, ty, &mut BTreeSet::new())
}

/// Whether every value of `ty` is brought to DER by its universal tags
/// alone; `seen` holds the definitions already looked at (a recursive type
/// is as its definition is).
fn der_by_universal_tags(ir: &Ir, ty: &Type, seen: &mut BTreeSet<DefRef>) -> bool {
    if table_of(ty).is_some() || hides_its_universal_tag(ir, ty) {
        return false;
    }
    match &ty.kind {
        TypeKind::Ref(r) => {
            !seen.insert(r.clone()) || ir.type_def(r).is_some_and(|d| der_by_universal_tags(ir, &d.ty, seen))
        }
        TypeKind::Sequence(s) => {
            s.components.iter().all(|c| c.default.is_none() && der_by_universal_tags(ir, &c.ty, seen))
        }
        TypeKind::Choice(c) => c.alternatives.iter().all(|a| der_by_universal_tags(ir, &a.ty, seen)),
        TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => der_by_universal_tags(ir, &c.element, seen),
        // DER orders a SET's components by tag, which the order of their
        // octets is not (a primitive [1] before a constructed [0]).
        TypeKind::Set(_) => false,
        TypeKind::OctetString { containing } => containing.is_none(),
        // Structures of their own (X.680 §37-§44), rare enough to decode.
        TypeKind::External | TypeKind::EmbeddedPdv | TypeKind::CharacterString | TypeKind::InstanceOf(_) => false,
        _ => true,
    }
}

/// Whether `ty`'s own TLV carries a tag other than its universal one
/// where BER and DER encode the type differently: a BOOLEAN, BIT STRING,
/// OCTET STRING, character string, time, IRI or SET OF under an IMPLICIT
/// tag, whose universal tag told what to bring to DER.
fn hides_its_universal_tag(ir: &Ir, ty: &Type) -> bool {
    let core = &ir.core(ty).kind;
    let differs_in_ber = matches!(
        core,
        TypeKind::Boolean
            | TypeKind::BitString(_)
            | TypeKind::OctetString { .. }
            | TypeKind::String(_)
            | TypeKind::ObjectDescriptor
            | TypeKind::Time(_)
            | TypeKind::OidIri
            | TypeKind::RelativeOidIri
            | TypeKind::SetOf(_)
    );
    differs_in_ber
        && own_tag(ir, ty).is_some_and(|t| t.class != TagClass::Universal || Some(t.number) != core.universal_number())
}
