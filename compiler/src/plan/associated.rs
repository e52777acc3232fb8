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
//! - `EMBEDDED PDV` and `CHARACTER STRING` (X.690 §8.19, §8.21): the
//!   associated types of X.680 §36.5 and §44.5, which X.680 gives "assuming
//!   an automatic tagging environment": `[UNIVERSAL 11]` (29) `IMPLICIT
//!   SEQUENCE { identification [0] EXPLICIT CHOICE { syntaxes [0] SEQUENCE
//!   { abstract [0] OID, transfer [1] OID }, syntax [1] OID,
//!   presentation-context-id [2] INTEGER, context-negotiation [3] SEQUENCE {
//!   presentation-context-id [0] INTEGER, transfer-syntax [1] OID },
//!   transfer-syntax [4] OID, fixed [5] NULL }, data-value [2] OCTET STRING
//!   }` (`string-value` for CHARACTER STRING), every tag but
//!   `identification`'s IMPLICIT (a CHOICE's tag is explicit, X.680
//!   §31.2.7). Their `data-value-descriptor [1]` is constrained ABSENT, so
//!   it is not a component here: a `[1]` in its place is refused.
//!
//! The tags of the use are kept: an IMPLICIT tag on an EXTERNAL replaces
//! `[UNIVERSAL 8]` as it would on the SEQUENCE. Values of the open types
//! in them stay raw (checked TLVs).

use crate::ir::{Alternative, Choice, Component, Constraint, DefRef, Extension, Struct, Tag, TagClass, Type, TypeKind};

/// The SEQUENCE `ty` is encoded as, when it is an INSTANCE OF, EXTERNAL,
/// EMBEDDED PDV or CHARACTER STRING.
pub fn associated_sequence(ty: &Type) -> Option<Type> {
    let components = match &ty.kind {
        TypeKind::InstanceOf(class) => instance_of(class),
        TypeKind::External => external(),
        TypeKind::EmbeddedPdv => presentation_data_value("data-value"),
        TypeKind::CharacterString => presentation_data_value("string-value"),
        _ => return None,
    };
    Some(Type { kind: TypeKind::Sequence(Struct { components, extensible: false }), ..ty.clone() })
}

fn plain(tags: Vec<Tag>, kind: TypeKind) -> Type {
    Type { tags, kind, constraint: Constraint::default(), native_int: None, table: None, instance_of: None }
}

fn component(name: &str, optional: bool, ty: Type) -> Component {
    Component {
        name: name.to_string(),
        ty,
        optional,
        default: None,
        extension: Extension::Root,
        notation: String::new(),
    }
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

fn alternative(name: &str, ty: Type) -> Alternative {
    Alternative { name: name.to_string(), ty, extension: Extension::Root, notation: String::new() }
}

fn external() -> Vec<Component> {
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

/// EMBEDDED PDV and CHARACTER STRING, whose data is called `data`.
fn presentation_data_value(data: &str) -> Vec<Component> {
    let implicit = |number: u32, kind: TypeKind| plain(vec![context(number, false)], kind);
    let sequence = |number: u32, components: Vec<Component>| {
        implicit(number, TypeKind::Sequence(Struct { components, extensible: false }))
    };
    let oid = |number: u32| implicit(number, TypeKind::ObjectIdentifier);
    let integer = |number: u32| implicit(number, TypeKind::Integer(Vec::new()));
    let identification = Choice {
        alternatives: vec![
            alternative(
                "syntaxes",
                sequence(0, vec![component("abstract", false, oid(0)), component("transfer", false, oid(1))]),
            ),
            alternative("syntax", oid(1)),
            alternative("presentation-context-id", integer(2)),
            alternative(
                "context-negotiation",
                sequence(
                    3,
                    vec![
                        component("presentation-context-id", false, integer(0)),
                        component("transfer-syntax", false, oid(1)),
                    ],
                ),
            ),
            alternative("transfer-syntax", oid(4)),
            alternative("fixed", implicit(5, TypeKind::Null)),
        ],
        extensible: false,
    };
    vec![
        component("identification", false, plain(vec![context(0, true)], TypeKind::Choice(identification))),
        component(data, false, implicit(2, TypeKind::OctetString { containing: None })),
    ]
}
