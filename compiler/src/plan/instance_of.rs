//! INSTANCE OF (X.681 Annex C): the SEQUENCE it stands for.

use crate::ir::{Component, Constraint, DefRef, Extension, Struct, Tag, TagClass, Type, TypeKind};

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
