//! The intermediate representation: a fully resolved, target-neutral module
//! set. Backends read only this; they never look back at the AST and never
//! re-derive a tag, a range or an integer width.

pub mod dump;

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use num_bigint::BigInt;

use crate::source::Span;

pub use crate::vocab::{StringKind, TagClass, TagDefault, TimeKind};

/// A resolved module set.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ir {
    /// Modules in the order they were given (files, then search paths).
    pub modules: Vec<Module>,
    /// Where each type definition is, built on the first lookup.
    types: TypeIndex,
}

impl Ir {
    /// The module of that name.
    pub fn module(&self, name: &str) -> Option<&Module> {
        self.modules.iter().find(|m| m.name == name)
    }

    /// The type definition a reference points to.
    pub fn type_def(&self, r: &DefRef) -> Option<&TypeDef> {
        // Backends look definitions up once a component or more (3GPP RRC
        // has 3,000 types in a module): by index. The index is checked
        // against what it finds, so a module set changed after it was
        // built is searched instead.
        let index = self.types.0.get_or_init(|| {
            let mut index = HashMap::new();
            for (m, module) in self.modules.iter().enumerate() {
                let (_, types) = index.entry(module.name.clone()).or_insert_with(|| (m, HashMap::new()));
                for (t, def) in module.types.iter().enumerate() {
                    types.entry(def.name.clone()).or_insert(t);
                }
            }
            index
        });
        let found = index
            .get(&r.module)
            .and_then(|(m, types)| self.modules.get(*m).filter(|m| m.name == r.module)?.types.get(*types.get(&r.name)?))
            .filter(|def| def.name == r.name);
        found.or_else(|| self.module(&r.module)?.types.iter().find(|t| t.name == r.name))
    }

    /// Follows references to the type that says what a value is.
    pub fn core<'a>(&'a self, mut ty: &'a Type) -> &'a Type {
        // Reference chains are short and acyclic (sema rejects cycles without
        // a tag or collection in between); the bound is a guard.
        for _ in 0..64 {
            match &ty.kind {
                TypeKind::Ref(r) => match self.type_def(r) {
                    Some(def) => ty = &def.ty,
                    None => return ty,
                },
                _ => return ty,
            }
        }
        ty
    }
}

/// Module name to its position in [`Ir::modules`] and its types' positions
/// by name.
#[derive(Clone, Debug, Default)]
struct TypeIndex(OnceLock<HashMap<String, ModuleIndex>>);

/// A module's position and its types' positions by name.
type ModuleIndex = (usize, HashMap<String, usize>);

/// Derived data: two module sets are equal by their modules alone.
impl PartialEq for TypeIndex {
    fn eq(&self, _: &TypeIndex) -> bool {
        true
    }
}

/// One module.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// Module reference.
    pub name: String,
    /// Definitive OID, when the header gives a usable one.
    pub oid: Option<Oid>,
    /// Default tagging of the module.
    pub tag_default: TagDefault,
    /// `EXTENSIBILITY IMPLIED`.
    pub extensibility_implied: bool,
    /// Source file name.
    pub file: String,
    /// Imported symbols: (module, symbols).
    pub imports: Vec<(String, Vec<String>)>,
    /// Type definitions (value sets are types with a constraint), in source order.
    pub types: Vec<TypeDef>,
    /// Value definitions.
    pub values: Vec<ValueDef>,
    /// Information object classes.
    pub classes: Vec<ClassDef>,
    /// Information objects.
    pub objects: Vec<Object>,
    /// Information object sets.
    pub object_sets: Vec<ObjectSetDef>,
    /// Parameterized definitions: not emitted themselves, expanded where used.
    pub parameterized: Vec<String>,
}

/// A reference to a definition: module and name.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DefRef {
    /// Module reference.
    pub module: String,
    /// Name in that module.
    pub name: String,
}

impl std::fmt::Display for DefRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.module, self.name)
    }
}

/// An OBJECT IDENTIFIER value: its arcs.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Oid(pub Vec<u128>);

impl std::fmt::Display for Oid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let arcs: Vec<String> = self.0.iter().map(u128::to_string).collect();
        f.write_str(&arcs.join("."))
    }
}

impl Oid {
    /// The DER content octets (X.690 §8.19): what dispatch compares.
    pub fn to_der_content(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let arcs = &self.0;
        if arcs.is_empty() {
            return out;
        }
        let first = arcs[0] * 40 + arcs.get(1).copied().unwrap_or(0);
        let rest = arcs.iter().skip(2);
        for arc in std::iter::once(&first).chain(rest) {
            push_base128(&mut out, *arc);
        }
        out
    }
}

/// Appends `v` as a base-128 sub-identifier.
pub fn push_base128(out: &mut Vec<u8>, v: u128) {
    let mut groups = vec![(v & 0x7f) as u8];
    let mut rest = v >> 7;
    while rest > 0 {
        groups.push((rest & 0x7f) as u8 | 0x80);
        rest >>= 7;
    }
    out.extend(groups.iter().rev());
}

/// A named type.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDef {
    /// Name in its module.
    pub name: String,
    /// The resolved type.
    pub ty: Type,
    /// The ASN.1 text it came from, for doc comments.
    pub asn1: String,
    /// Where its name is written: what errors about it point at.
    pub span: Span,
}

/// One tag on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tag {
    /// Class.
    pub class: TagClass,
    /// Number.
    pub number: u32,
    /// `true`: a constructed wrapper around the rest of the chain (EXPLICIT).
    /// `false`: the tag of the value's own TLV.
    pub explicit: bool,
}

impl Tag {
    /// A UNIVERSAL tag of the value's own TLV.
    pub fn universal(number: u32) -> Tag {
        Tag { class: TagClass::Universal, number, explicit: false }
    }
}

impl std::fmt::Display for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let class = match self.class {
            TagClass::Universal => "UNIVERSAL ",
            TagClass::Application => "APPLICATION ",
            TagClass::Context => "",
            TagClass::Private => "PRIVATE ",
        };
        let mode = if self.explicit { " EXPLICIT" } else { "" };
        write!(f, "[{class}{}]{mode}", self.number)
    }
}

/// A resolved type.
#[derive(Clone, Debug, PartialEq)]
pub struct Type {
    /// The complete tag chain on the wire, outermost first, resolved through
    /// references. Every explicit tag is a constructed wrapper; the final
    /// non-explicit tag, if any, is the tag of the value's own TLV. When the
    /// chain is empty or ends with an explicit tag, the core is an untagged
    /// CHOICE, ANY or open type whose tag comes with the value.
    pub tags: Vec<Tag>,
    /// What the type is.
    pub kind: TypeKind,
    /// The effective constraint, including those of referenced types.
    pub constraint: Constraint,
    /// For INTEGER types (also through references): the native integer that
    /// holds every value of the effective root constraint, or `None` when the
    /// range is unbounded or extensible (a general big integer then).
    pub native_int: Option<NativeInt>,
    /// A table constraint (`ATTRIBUTE.&id({AttrSet})`, `&Type({Set}{@id})`).
    pub table: Option<Box<TableConstraint>>,
    /// When this type is an expanded instance of a parameterized type: its
    /// definition and the actual parameters as written.
    pub instance_of: Option<(DefRef, String)>,
}

/// The smallest native integer type covering a range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum NativeInt {
    U8,
    U16,
    U32,
    U64,
    I8,
    I16,
    I32,
    I64,
}

impl NativeInt {
    /// The Rust name of the type (`u8`, ...); also the C `uintN_t` stem.
    pub fn rust_name(self) -> &'static str {
        match self {
            NativeInt::U8 => "u8",
            NativeInt::U16 => "u16",
            NativeInt::U32 => "u32",
            NativeInt::U64 => "u64",
            NativeInt::I8 => "i8",
            NativeInt::I16 => "i16",
            NativeInt::I32 => "i32",
            NativeInt::I64 => "i64",
        }
    }

    /// The smallest of u8/u16/u32/u64 (for non-negative ranges) or
    /// i8/i16/i32/i64 that holds every value in `lo..=hi`.
    pub fn for_range(lo: &BigInt, hi: &BigInt) -> Option<NativeInt> {
        use NativeInt::*;
        let candidates: &[(NativeInt, i128, i128)] = if lo >= &BigInt::from(0) {
            &[
                (U8, 0, u8::MAX as i128),
                (U16, 0, u16::MAX as i128),
                (U32, 0, u32::MAX as i128),
                (U64, 0, u64::MAX as i128),
            ]
        } else {
            &[
                (I8, i8::MIN as i128, i8::MAX as i128),
                (I16, i16::MIN as i128, i16::MAX as i128),
                (I32, i32::MIN as i128, i32::MAX as i128),
                (I64, i64::MIN as i128, i64::MAX as i128),
            ]
        };
        candidates
            .iter()
            .find(|(_, min, max)| lo >= &BigInt::from(*min) && hi <= &BigInt::from(*max))
            .map(|(t, _, _)| *t)
    }
}

/// The kinds of type.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    /// BOOLEAN.
    Boolean,
    /// NULL.
    Null,
    /// INTEGER, with its named numbers.
    Integer(Vec<(String, BigInt)>),
    /// ENUMERATED.
    Enumerated(Enumerated),
    /// REAL.
    Real,
    /// BIT STRING, with its named bits.
    BitString(Vec<(String, u32)>),
    /// OCTET STRING, maybe `CONTAINING` another type.
    OctetString {
        /// The contained type (`CONTAINING T`).
        containing: Option<Box<Type>>,
    },
    /// OBJECT IDENTIFIER.
    ObjectIdentifier,
    /// RELATIVE-OID.
    RelativeOid,
    /// OID-IRI.
    OidIri,
    /// RELATIVE-OID-IRI.
    RelativeOidIri,
    /// A restricted character string.
    String(StringKind),
    /// ObjectDescriptor (a GraphicString with its own tag).
    ObjectDescriptor,
    /// A time type.
    Time(TimeKind),
    /// SEQUENCE.
    Sequence(Struct),
    /// SET.
    Set(Struct),
    /// CHOICE.
    Choice(Choice),
    /// SEQUENCE OF.
    SequenceOf(Box<Collection>),
    /// SET OF.
    SetOf(Box<Collection>),
    /// ANY / ANY DEFINED BY: a validated raw value.
    Any {
        /// The component naming the type, for ANY DEFINED BY.
        defined_by: Option<String>,
    },
    /// An open type: `CLASS.&Type` (the value's type is chosen by the table
    /// constraint in [`Type::table`], when there is one).
    OpenType {
        /// The class.
        class: DefRef,
        /// The type field, e.g. `&Type`.
        field: String,
    },
    /// EXTERNAL.
    External,
    /// EMBEDDED PDV.
    EmbeddedPdv,
    /// CHARACTER STRING.
    CharacterString,
    /// `INSTANCE OF CLASS`: `SEQUENCE { type-id OID, value [0] EXPLICIT open }`.
    InstanceOf(DefRef),
    /// A reference to a named type definition.
    Ref(DefRef),
}

impl TypeKind {
    /// The UNIVERSAL tag number of the kind (X.680 §8.4 Table 1), when it
    /// has one (not CHOICE, ANY, open types or references).
    pub fn universal_number(&self) -> Option<u32> {
        Some(match self {
            TypeKind::Boolean => 1,
            TypeKind::Integer(_) => 2,
            TypeKind::BitString(_) => 3,
            TypeKind::OctetString { .. } => 4,
            TypeKind::Null => 5,
            TypeKind::ObjectIdentifier => 6,
            TypeKind::ObjectDescriptor => 7,
            TypeKind::External | TypeKind::InstanceOf(_) => 8,
            TypeKind::Real => 9,
            TypeKind::Enumerated(_) => 10,
            TypeKind::EmbeddedPdv => 11,
            TypeKind::RelativeOid => 13,
            TypeKind::OidIri => 35,
            TypeKind::RelativeOidIri => 36,
            TypeKind::Sequence(_) | TypeKind::SequenceOf(_) => 16,
            TypeKind::Set(_) | TypeKind::SetOf(_) => 17,
            TypeKind::CharacterString => 29,
            TypeKind::String(k) => match k {
                StringKind::Utf8 => 12,
                StringKind::Numeric => 18,
                StringKind::Printable => 19,
                StringKind::Teletex | StringKind::T61 => 20,
                StringKind::Videotex => 21,
                StringKind::Ia5 => 22,
                StringKind::Graphic => 25,
                StringKind::Visible | StringKind::Iso646 => 26,
                StringKind::General => 27,
                StringKind::Universal => 28,
                StringKind::Bmp => 30,
            },
            TypeKind::Time(k) => match k {
                TimeKind::UtcTime => 23,
                TimeKind::GeneralizedTime => 24,
                TimeKind::Time => 14,
                TimeKind::Date => 31,
                TimeKind::TimeOfDay => 32,
                TimeKind::DateTime => 33,
                TimeKind::Duration => 34,
            },
            _ => return None,
        })
    }
}

/// ENUMERATED items.
#[derive(Clone, Debug, PartialEq)]
pub struct Enumerated {
    /// Root items with their numbers.
    pub root: Vec<(String, i64)>,
    /// Items after the extension marker.
    pub additions: Vec<(String, i64)>,
    /// Has an extension marker (or the module implies extensibility).
    pub extensible: bool,
}

/// SEQUENCE / SET body.
#[derive(Clone, Debug, PartialEq)]
pub struct Struct {
    /// Components in order, COMPONENTS OF expanded.
    pub components: Vec<Component>,
    /// Has an extension marker (or the module implies extensibility).
    pub extensible: bool,
}

/// One component of a SEQUENCE or SET.
#[derive(Clone, Debug, PartialEq)]
pub struct Component {
    /// Identifier.
    pub name: String,
    /// Type, with its effective tags.
    pub ty: Type,
    /// OPTIONAL.
    pub optional: bool,
    /// DEFAULT value, evaluated and checked against the type.
    pub default: Option<Value>,
    /// Where it sits relative to the extension marker.
    pub extension: Extension,
    /// The component as the module writes it (`version [0] Version DEFAULT
    /// v1`), on one line, for doc comments; empty for components the
    /// compiler makes.
    pub notation: String,
}

/// Root or extension addition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extension {
    /// Before the extension marker (or after the second marker).
    Root,
    /// A single extension addition.
    Addition,
    /// Inside the `[[ ]]` group with this index (0-based, in order).
    Group(u32),
}

/// CHOICE body.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// Alternatives in order.
    pub alternatives: Vec<Alternative>,
    /// Has an extension marker (or the module implies extensibility).
    pub extensible: bool,
}

/// One CHOICE alternative.
#[derive(Clone, Debug, PartialEq)]
pub struct Alternative {
    /// Identifier.
    pub name: String,
    /// Type with its effective tags.
    pub ty: Type,
    /// Root or addition.
    pub extension: Extension,
    /// The alternative as the module writes it (`utcTime UTCTime`), on one
    /// line, for doc comments; empty for alternatives the compiler makes.
    pub notation: String,
}

/// SEQUENCE OF / SET OF element.
#[derive(Clone, Debug, PartialEq)]
pub struct Collection {
    /// The element's name (`SEQUENCE OF name T`), when given.
    pub element_name: Option<String>,
    /// The element type.
    pub element: Type,
}

/// Integer bounds: `None` is unbounded (MIN or MAX).
pub type Bound = Option<BigInt>;

/// A set of integers as a sorted union of disjoint closed ranges.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RangeSet(pub Vec<(Bound, Bound)>);

/// The effective constraint of a type, evaluated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Constraint {
    /// Permitted values (INTEGER, ENUMERATED numbers).
    pub value: Option<RangeSet>,
    /// Permitted sizes (strings, SEQUENCE OF, SET OF).
    pub size: Option<RangeSet>,
    /// Permitted characters as inclusive code point ranges (`FROM`).
    pub alphabet: Option<Vec<(u32, u32)>>,
    /// The dimensions whose constraint has an extension marker: values
    /// outside the root are allowed on the wire in those.
    pub extensible: Extensible,
    /// Constraints that a DER codec does not enforce (WITH COMPONENTS,
    /// PATTERN, CONSTRAINED BY) are present.
    pub unchecked: bool,
}

impl Constraint {
    /// No constraint at all.
    pub fn is_empty(&self) -> bool {
        self == &Constraint::default()
    }
}

/// Which dimensions of an effective constraint are extensible, each on its
/// own: `IA5String (SIZE (1..8, ...) ^ FROM ("A".."Z"))` has an extensible
/// size and a fixed alphabet. X.691 and X.696 decide per dimension what a
/// rule sees (an extensible SIZE is PER-visible with an extension bit and
/// not OER-visible; an extensible alphabet is visible to neither), and DER
/// checks what is not extensible.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extensible {
    /// The value range (INTEGER).
    pub value: bool,
    /// The SIZE.
    pub size: bool,
    /// The permitted alphabet.
    pub alphabet: bool,
}

impl Extensible {
    /// Some dimension is extensible.
    pub fn any(self) -> bool {
        self.value || self.size || self.alphabet
    }
}

/// A table constraint (X.682): which object set governs this field, and
/// which component holds the key.
#[derive(Clone, Debug, PartialEq)]
pub struct TableConstraint {
    /// The class of the object set.
    pub class: DefRef,
    /// The field this type is taken from (`&id`, `&Type`).
    pub field: String,
    /// The objects, flattened.
    pub set: ObjectSet,
    /// For a component relation constraint: the referenced component path
    /// (`@type` gives level 0, path `["type"]`; `@.id` gives level 1).
    pub relation: Option<(usize, Vec<String>)>,
    /// For an open type under a component relation constraint: how its
    /// value's type is chosen (filled in once the whole set is resolved).
    pub dispatch: Option<Dispatch>,
}

/// The table of an open type (X.682 §10): the key component, and for every
/// key in the object set the type its value has.
#[derive(Clone, Debug, PartialEq)]
pub struct Dispatch {
    /// The component holding the key, counted from the innermost SEQUENCE,
    /// SET or CHOICE enclosing the open type: `up` levels out, then `path`.
    /// The common case, a sibling component, is `up == 0` and one name.
    pub up: usize,
    /// Component names from that level down to the key.
    pub path: Vec<String>,
    /// The class field the key is taken from (`&id`).
    pub key_field: String,
    /// One entry per key, sorted by the key's DER content octets (the order
    /// dispatch searches in). Objects that leave the type field unset
    /// (`PARAMS ARE absent`) have no entry.
    pub entries: Vec<DispatchEntry>,
    /// The set is extensible: keys outside it are valid and keep the raw value.
    pub extensible: bool,
}

/// One key of a [`Dispatch`] and the type it selects.
#[derive(Clone, Debug, PartialEq)]
pub struct DispatchEntry {
    /// The key's value.
    pub key: Key,
    /// The object giving it, when named.
    pub object: Option<DefRef>,
    /// The type of values under this key.
    pub ty: Type,
}

/// A key of a dispatch table.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Key {
    /// An OBJECT IDENTIFIER.
    Oid(Oid),
    /// An INTEGER.
    Integer(BigInt),
}

impl Key {
    /// The DER content octets of the key: what dispatch compares.
    pub fn der_content(&self) -> Vec<u8> {
        match self {
            Key::Oid(oid) => oid.to_der_content(),
            Key::Integer(n) => n.to_signed_bytes_be(),
        }
    }
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Key::Oid(oid) => oid.fmt(f),
            Key::Integer(n) => n.fmt(f),
        }
    }
}

/// A REAL value (X.680 §21).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Real {
    /// mantissa × base ^ exponent; the base is 2 or 10, and a `realnumber`
    /// (`1.5`, `6.02e23`) is base 10.
    Finite {
        /// The mantissa (zero for the value zero).
        mantissa: BigInt,
        /// 2 or 10.
        base: u32,
        /// The exponent.
        exponent: BigInt,
    },
    /// PLUS-INFINITY.
    PlusInfinity,
    /// MINUS-INFINITY.
    MinusInfinity,
    /// NOT-A-NUMBER.
    NotANumber,
}

/// A value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// BOOLEAN.
    Boolean(bool),
    /// NULL.
    Null,
    /// INTEGER (also ENUMERATED's number).
    Integer(BigInt),
    /// ENUMERATED item.
    Enumerated(String, i64),
    /// REAL: its value, and the text the module writes it as (for
    /// comments).
    Real(Real, String),
    /// BIT STRING: the bits, first bit first.
    BitString(Vec<bool>),
    /// OCTET STRING.
    OctetString(Vec<u8>),
    /// OBJECT IDENTIFIER.
    Oid(Oid),
    /// RELATIVE-OID.
    RelativeOid(Vec<u128>),
    /// Character string.
    String(String),
    /// CHOICE value.
    Choice(String, Box<Value>),
    /// SEQUENCE / SET value: components given.
    Struct(Vec<(String, Value)>),
    /// SEQUENCE OF / SET OF value.
    List(Vec<Value>),
    /// A value of an open type written `Type : value`: the type it was
    /// given and the value evaluated against it.
    Open(Box<Type>, Box<Value>),
    /// A value whose type gives no way to evaluate it here (time values,
    /// ANY without a type), kept as written.
    Opaque(String),
}

/// A named value.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueDef {
    /// Name.
    pub name: String,
    /// Its type.
    pub ty: Type,
    /// The value.
    pub value: Value,
}

/// An information object class.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    /// Name.
    pub name: String,
    /// Fields in order.
    pub fields: Vec<ClassField>,
    /// The WITH SYNTAX definition, rendered as text, when given.
    pub syntax: Option<String>,
}

/// A field of a class.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassField {
    /// `&name`.
    pub name: String,
    /// What it holds.
    pub kind: FieldKind,
    /// UNIQUE.
    pub unique: bool,
    /// OPTIONAL (or DEFAULT).
    pub optional: bool,
    /// The DEFAULT setting.
    pub default: Option<FieldSetting>,
}

/// The kinds of class field (X.681 §9).
#[derive(Clone, Debug, PartialEq)]
pub enum FieldKind {
    /// `&Type`.
    Type,
    /// `&id OBJECT IDENTIFIER`.
    FixedValue(Type),
    /// `&value &Type`.
    VariableValue(String),
    /// `&Values INTEGER`.
    ValueSet(Type),
    /// `&obj CLASS`.
    Object(DefRef),
    /// `&Objs CLASS`.
    ObjectSet(DefRef),
}

/// What an object gives for one field.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldSetting {
    /// A type.
    Type(Type),
    /// A value.
    Value(Value),
    /// A value set: the type constrained to it.
    ValueSet(Type),
    /// An object.
    Object(Arc<Object>),
    /// An object set.
    ObjectSet(ObjectSet),
}

/// An information object.
#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    /// Its definition, when it has a name.
    pub name: Option<DefRef>,
    /// Its class.
    pub class: DefRef,
    /// The fields it sets (defaults applied), in class order.
    pub fields: Vec<(String, FieldSetting)>,
}

impl Object {
    /// The setting of a field.
    pub fn field(&self, name: &str) -> Option<&FieldSetting> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }
}

/// A flattened information object set. Objects are shared: the same object
/// stands in many sets and in every instance of a parameterized type.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ObjectSet {
    /// The objects, in order, each once.
    pub objects: Vec<Arc<Object>>,
    /// Has an extension marker: unknown keys are allowed.
    pub extensible: bool,
    /// Named sets this one includes that were still being resolved when it
    /// was flattened: a set whose objects' types lead back to it (CMS's
    /// `ContentSet` holds SignedData, whose `EncapsulatedContentInfo` is
    /// keyed by `ContentSet`). Their objects are added once every named set
    /// is known, before dispatch tables are made; empty after that.
    pub deferred: Vec<DefRef>,
}

impl ObjectSet {
    /// Adds the objects of `other` (a set it includes) to this one.
    pub fn absorb(&mut self, other: &ObjectSet) {
        self.extensible |= other.extensible;
        self.objects.extend(other.objects.iter().cloned());
        self.deferred.extend(other.deferred.iter().cloned());
    }
}

/// A named object set.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectSetDef {
    /// Name.
    pub name: String,
    /// Class.
    pub class: DefRef,
    /// The set.
    pub set: ObjectSet,
}
