//! Definitions as wholes: the construct each one is generated as, which
//! ones only rename another type, and the name errors in a definition
//! decoded on its own start with.

use crate::ir::{Ir, StringKind, Type, TypeKind};
use crate::plan::associated::associated_sequence;
use crate::plan::checks::checks;
use crate::plan::tags::has_natural_chain;

/// The construct a definition (or a type defined in place and given a name)
/// is generated as, the same in every language; each backend maps it to
/// its own kind of item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    /// A record of components: SEQUENCE, SET, and the types whose encoding
    /// is a SEQUENCE the standards give (INSTANCE OF, EXTERNAL, EMBEDDED
    /// PDV, CHARACTER STRING: [`associated_sequence`]).
    Record,
    /// CHOICE: one of its alternatives.
    Choice,
    /// ENUMERATED.
    Enumerated,
    /// SEQUENCE OF or SET OF; `renames` when it has no tag or constraint
    /// of its own (a language with a generic collection type makes it an
    /// alias of that).
    Collection {
        /// The collection is [`renames`]'s plain SEQUENCE OF or SET OF.
        renames: bool,
    },
    /// Another type under a new name ([`renames`]): no codec of its own.
    Alias,
    /// A value of another type with a tag, checks or named numbers or bits
    /// of its own.
    Wrapper,
}

/// The construct of the type `ty`.
pub fn construct(ir: &Ir, ty: &Type) -> Construct {
    match &ty.kind {
        TypeKind::Sequence(_) | TypeKind::Set(_) => Construct::Record,
        _ if associated_sequence(ty).is_some() => Construct::Record,
        TypeKind::Choice(_) => Construct::Choice,
        TypeKind::Enumerated(_) => Construct::Enumerated,
        TypeKind::SequenceOf(_) | TypeKind::SetOf(_) => Construct::Collection { renames: renames(ir, ty) },
        _ if renames(ir, ty) => Construct::Alias,
        _ => Construct::Wrapper,
    }
}

/// Whether the definition `ty` is another type under a new name: no tags,
/// constraint or named numbers or bits of its own. Such a definition needs
/// no codec of its own (a language with type aliases makes it one).
pub fn renames(ir: &Ir, ty: &Type) -> bool {
    match &ty.kind {
        TypeKind::Sequence(_) | TypeKind::Set(_) | TypeKind::Choice(_) | TypeKind::Enumerated(_) => false,
        TypeKind::BitString(named) if !named.is_empty() => false,
        TypeKind::Integer(named) if !named.is_empty() => false,
        TypeKind::Ref(r) => {
            ir.type_def(r).is_some_and(|target| target.ty.tags == ty.tags && target.ty.constraint == ty.constraint)
        }
        // An extensible constraint has no checks (a value outside the
        // root is valid) but is still seen by PER (X.691 §9.3): it is a
        // constraint of the definition's own.
        _ => has_natural_chain(ty) && checks(ir, ty).is_empty() && !extensible_constraint(&ty.constraint),
    }
}

/// Whether `c` has a dimension whose constraint is extensible.
fn extensible_constraint(c: &crate::ir::Constraint) -> bool {
    (c.value.is_some() && c.extensible.value)
        || (c.size.is_some() && c.extensible.size)
        || (c.alphabet.is_some() && c.extensible.alphabet)
}

/// The type a use of `ty` finally names, through the definitions that only
/// rename another type ([`renames`]): `SubjectAltName` is `GeneralNames`,
/// `CertificateSerialNumber` is `INTEGER`. Where two uses name the same type
/// this way, a language with type aliases holds them in the same type.
pub fn renamed_type<'t>(ir: &'t Ir, mut ty: &'t Type) -> &'t Type {
    while let TypeKind::Ref(r) = &ty.kind {
        match ir.type_def(r) {
            Some(def) if renames(ir, &def.ty) => ty = &def.ty,
            _ => break,
        }
    }
    ty
}

/// The name an error path starts with when a definition is decoded on its
/// own. A definition that only renames another type reports under that
/// type's name, which for a runtime type is the name its runtime gives it
/// (`INTEGER` for `CertificateSerialNumber ::= INTEGER`): in languages
/// where such a definition is an alias of the type, nothing else is
/// possible, and every target reports the same path.
pub fn error_name(ir: &Ir, ty: &Type, asn1_name: &str) -> String {
    if !renames(ir, ty) {
        return asn1_name.to_string();
    }
    let runtime = match &ty.kind {
        TypeKind::Ref(r) => {
            return match ir.type_def(r) {
                Some(def) => error_name(ir, &def.ty, &r.name),
                None => r.name.clone(),
            }
        }
        TypeKind::Boolean => "BOOLEAN",
        TypeKind::Null => "NULL",
        TypeKind::Integer(_) => "INTEGER",
        TypeKind::BitString(_) => "BIT STRING",
        TypeKind::OctetString { .. } => "OCTET STRING",
        TypeKind::ObjectIdentifier => "OBJECT IDENTIFIER",
        TypeKind::RelativeOid => "RELATIVE-OID",
        TypeKind::ObjectDescriptor => "ObjectDescriptor",
        TypeKind::String(k) => match k {
            StringKind::Utf8 => "UTF8String",
            StringKind::Printable => "PrintableString",
            StringKind::Ia5 => "IA5String",
            StringKind::Visible | StringKind::Iso646 => "VisibleString",
            StringKind::Numeric => "NumericString",
            StringKind::Bmp => "BMPString",
            StringKind::Universal => "UniversalString",
            StringKind::Teletex | StringKind::T61 => "TeletexString",
            StringKind::Videotex => "VideotexString",
            StringKind::Graphic => "GraphicString",
            StringKind::General => "GeneralString",
        },
        TypeKind::Time(kind) => kind.keyword(),
        TypeKind::Real => "REAL",
        TypeKind::OidIri => "OID-IRI",
        TypeKind::RelativeOidIri => "RELATIVE-OID-IRI",
        TypeKind::SequenceOf(_) => "SequenceOf",
        TypeKind::SetOf(_) => "SetOf",
        TypeKind::Any { .. } | TypeKind::OpenType { .. } => "ANY",
        _ => asn1_name,
    };
    runtime.to_string()
}
