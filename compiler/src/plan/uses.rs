//! What a use of a type holds: a named definition, a type defined in place
//! (which a backend names after the path of the use), a collection, or a
//! value of a runtime type; and which constraint checks the use site
//! itself makes.

use crate::ir::{DefRef, Ir, NativeInt, StringKind, TimeKind, Type, TypeKind};
use crate::plan::checks::{checks, Checks, Size};

/// The value types the runtimes provide, one codec each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prim {
    /// BOOLEAN.
    Bool,
    /// NULL.
    Null,
    /// An INTEGER whose values fit this native integer.
    Native(NativeInt),
    /// Any other INTEGER: its content octets.
    Integer,
    /// OCTET STRING.
    Octets,
    /// OBJECT IDENTIFIER.
    Oid,
    /// RELATIVE-OID.
    RelativeOid,
    /// BIT STRING without named bits.
    Bits,
    /// A restricted character string.
    Str(StringKind),
    /// ObjectDescriptor (a GraphicString under its own tag).
    ObjectDescriptor,
    /// UTCTime.
    UtcTime,
    /// GeneralizedTime.
    GeneralizedTime,
    /// DATE.
    Date,
    /// TIME-OF-DAY.
    TimeOfDay,
    /// DATE-TIME.
    DateTime,
    /// DURATION.
    Duration,
    /// TIME.
    Time,
    /// REAL.
    Real,
    /// OID-IRI.
    OidIri,
    /// RELATIVE-OID-IRI.
    RelativeOidIri,
    /// ANY, or an open type read without its table: a checked TLV.
    Any,
}

/// What a use of a type holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target<'t> {
    /// A named definition.
    Def(&'t DefRef),
    /// A type defined in place: SEQUENCE, SET, CHOICE, ENUMERATED, an
    /// INTEGER or BIT STRING with names, or INSTANCE OF and EXTERNAL (as
    /// their [`associated_sequence`](crate::plan::associated)). It becomes a
    /// definition of its own, named after the use, which checks its own
    /// constraint.
    Inline,
    /// SEQUENCE OF (`set` false) or SET OF `element`.
    Collection {
        /// SET OF.
        set: bool,
        /// The element type.
        element: &'t Type,
    },
    /// A runtime value type.
    Prim(Prim),
}

/// A use of a type: what it holds and what the use site checks.
#[derive(Clone, Debug, PartialEq)]
pub struct UsePlan<'t> {
    /// What the value is.
    pub target: Target<'t>,
    /// The checks made where the value is used (a definition or an inline
    /// type checks its own constraint; the use checks only what it adds).
    pub checks: Checks,
    /// How a SIZE of the value is counted.
    pub size: Size,
}

/// The plan of a use of `ty`.
pub fn use_of<'t>(ir: &Ir, ty: &'t Type) -> UsePlan<'t> {
    let size = Size::of(&ir.core(ty).kind);
    let prim = |p: Prim| Target::Prim(p);
    let (target, checked) = match &ty.kind {
        TypeKind::Ref(r) => {
            // The referenced type checks its own constraint.
            let own = ir.type_def(r).map(|d| &d.ty.constraint);
            (Target::Def(r), own != Some(&ty.constraint))
        }
        TypeKind::Sequence(_)
        | TypeKind::Set(_)
        | TypeKind::Choice(_)
        | TypeKind::Enumerated(_)
        | TypeKind::InstanceOf(_)
        | TypeKind::External
        | TypeKind::EmbeddedPdv
        | TypeKind::CharacterString => (Target::Inline, false),
        TypeKind::BitString(named) if !named.is_empty() => (Target::Inline, false),
        TypeKind::Integer(named) if !named.is_empty() => (Target::Inline, false),
        // An inline collection is checked where it is used.
        TypeKind::SequenceOf(c) => (Target::Collection { set: false, element: &c.element }, true),
        TypeKind::SetOf(c) => (Target::Collection { set: true, element: &c.element }, true),
        TypeKind::Boolean => (prim(Prim::Bool), true),
        TypeKind::Null => (prim(Prim::Null), true),
        TypeKind::Integer(_) => (prim(ty.native_int.map_or(Prim::Integer, Prim::Native)), true),
        TypeKind::BitString(_) => (prim(Prim::Bits), true),
        TypeKind::OctetString { .. } => (prim(Prim::Octets), true),
        TypeKind::ObjectIdentifier => (prim(Prim::Oid), true),
        TypeKind::RelativeOid => (prim(Prim::RelativeOid), true),
        TypeKind::String(k) => (prim(Prim::Str(*k)), true),
        TypeKind::ObjectDescriptor => (prim(Prim::ObjectDescriptor), true),
        TypeKind::Time(TimeKind::UtcTime) => (prim(Prim::UtcTime), true),
        TypeKind::Time(TimeKind::GeneralizedTime) => (prim(Prim::GeneralizedTime), true),
        TypeKind::Time(TimeKind::Date) => (prim(Prim::Date), true),
        TypeKind::Time(TimeKind::TimeOfDay) => (prim(Prim::TimeOfDay), true),
        TypeKind::Time(TimeKind::DateTime) => (prim(Prim::DateTime), true),
        TypeKind::Time(TimeKind::Duration) => (prim(Prim::Duration), true),
        TypeKind::Time(TimeKind::Time) => (prim(Prim::Time), true),
        TypeKind::Real => (prim(Prim::Real), true),
        TypeKind::OidIri => (prim(Prim::OidIri), true),
        TypeKind::RelativeOidIri => (prim(Prim::RelativeOidIri), true),
        TypeKind::Any { .. } | TypeKind::OpenType { .. } => (prim(Prim::Any), true),
    };
    let checks = if checked { checks(ir, ty) } else { Checks::default() };
    UsePlan { target, checks, size }
}

/// The checks the codec of the definition `ty` makes itself: like a use,
/// a definition that is another definition checks only what it adds; any
/// other checks its whole effective constraint.
pub fn own_checks(ir: &Ir, ty: &Type) -> Checks {
    match &ty.kind {
        TypeKind::Ref(r) if ir.type_def(r).map(|d| &d.ty.constraint) == Some(&ty.constraint) => Checks::default(),
        _ => checks(ir, ty),
    }
}
