//! Types whose encoding is that of a SEQUENCE the standards give: generated
//! code holds them as that SEQUENCE, decided here for every target.
//!
//! - `INSTANCE OF CLASS` (X.681 Annex C):
//!   `SEQUENCE { type-id CLASS.&id, value [0] EXPLICIT CLASS.&Type }`.
//! - `EXTERNAL` (X.690 §8.18.1, in an environment of EXPLICIT TAGS):
//!   `[UNIVERSAL 8] IMPLICIT SEQUENCE { direct-reference OBJECT IDENTIFIER
//!   OPTIONAL, indirect-reference INTEGER OPTIONAL, data-value-descriptor
//!   ObjectDescriptor OPTIONAL, encoding CHOICE { single-ASN1-type [0]
//!   ABSTRACT-SYNTAX.&Type, octet-aligned [1] IMPLICIT OCTET STRING,
//!   arbitrary [2] IMPLICIT BIT STRING } }`.
//!
//! The tags of the use are kept: an IMPLICIT tag on an EXTERNAL replaces
//! `[UNIVERSAL 8]` as it would on the SEQUENCE. Values of the open types
//! in them stay raw (checked TLVs).

use crate::ir::{Alternative, Choice, Component, Constraint, DefRef, Extension, Struct, Tag, TagClass, Type, TypeKind};

/// The SEQUENCE `ty` is encoded as, when it is an INSTANCE OF or EXTERNAL.
pub fn associated_sequence(ty: &Type) -> Option<Type> {
    let components = match &ty.kind {
        TypeKind::InstanceOf(class) => instance_of(class),
        TypeKind::External => external(),
        _ => return None,
    };
    Some(Type { kind: TypeKind::Sequence(Struct { components, extensible: false }), ..ty.clone() })
}

fn plain(tags: Vec<Tag>, kind: TypeKind) -> Type {
    Type { tags, kind, constraint: Constraint::default(), native_int: None, table: None, instance_of: None }
}

fn component(name: &str, optional: bool, ty: Type) -> Component {
    Component { name: name.to_string(), ty, optional, default: None, extension: Extension::Root }
}

fn context(number: u32, explicit: bool) -> Tag {
    Tag { class: TagClass::Context, number, explicit }
}

fn instance_of(class: &DefRef) -> Vec<Component> {
    let value = TypeKind::OpenType { class: class.clone(), field: "&Type".to_string() };
    vec![
        component("type-id", false, plain(vec![Tag::universal(6)], TypeKind::ObjectIdentifier)),
        component("value", false, plain(vec![context(0, true)], value)),
    ]
}

fn external() -> Vec<Component> {
    let alternative = |name: &str, ty: Type| Alternative { name: name.to_string(), ty, extension: Extension::Root };
    let encoding = Choice {
        alternatives: vec![
            alternative("single-ASN1-type", plain(vec![context(0, true)], TypeKind::Any { defined_by: None })),
            alternative("octet-aligned", plain(vec![context(1, false)], TypeKind::OctetString { containing: None })),
            alternative("arbitrary", plain(vec![context(2, false)], TypeKind::BitString(Vec::new()))),
        ],
        extensible: false,
    };
    vec![
        component("direct-reference", true, plain(vec![Tag::universal(6)], TypeKind::ObjectIdentifier)),
        component("indirect-reference", true, plain(vec![Tag::universal(2)], TypeKind::Integer(Vec::new()))),
        component("data-value-descriptor", true, plain(vec![Tag::universal(7)], TypeKind::ObjectDescriptor)),
        component("encoding", false, plain(Vec::new(), TypeKind::Choice(encoding))),
    ]
}
