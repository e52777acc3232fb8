//! The syntax tree of one ASN.1 module, as written, with a span on every node.
//!
//! Nothing here is resolved: names are text, and forms that ASN.1 leaves
//! ambiguous until the symbol table is known (object definitions, parameters,
//! `{ ... }` values) are kept neutral for sema to read.

use num_bigint::BigInt;

use crate::source::{FileId, Span};
pub use crate::vocab::{StringKind, TagClass, TagDefault, TimeKind};

/// A name as written, with where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// The text of the name.
    pub text: String,
    /// Where it stands.
    pub span: Span,
}

/// `Name` or `Module.Name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinedName {
    /// The module qualifier, when written.
    pub module: Option<Name>,
    /// The referenced name.
    pub name: Name,
}

impl DefinedName {
    /// The span from the qualifier (if any) to the name.
    pub fn span(&self) -> Span {
        match &self.module {
            Some(m) => m.span.to(self.name.span),
            None => self.name.span,
        }
    }
}

/// One module: header, exports, imports and assignments.
#[derive(Clone, Debug)]
pub struct Module {
    /// The file it came from.
    pub file: FileId,
    /// The module reference.
    pub name: Name,
    /// The components of the definitive OID, when written.
    pub oid: Option<Vec<ValueItem>>,
    /// Where the definitive OID stands.
    pub oid_span: Option<Span>,
    /// `EXPLICIT|IMPLICIT|AUTOMATIC TAGS`.
    pub tag_default: TagDefault,
    /// `EXTENSIBILITY IMPLIED`.
    pub extensibility_implied: bool,
    /// `None` for `EXPORTS ALL` or no EXPORTS clause.
    pub exports: Option<Vec<Symbol>>,
    /// One entry per `... FROM Module`.
    pub imports: Vec<Import>,
    /// Every assignment in order.
    pub assignments: Vec<Assignment>,
    /// Names of assignments that did not parse (their syntax error is
    /// reported; uses of the names are not reported again).
    pub unparsed: Vec<String>,
    /// The module header (name to BEGIN).
    pub header_span: Span,
}

/// An imported or exported symbol.
#[derive(Clone, Debug)]
pub struct Symbol {
    /// The name.
    pub name: Name,
    /// Written as `Name{}`.
    pub parameterized: bool,
}

/// `symbols FROM Module { oid }`.
#[derive(Clone, Debug)]
pub struct Import {
    /// The imported symbols.
    pub symbols: Vec<Symbol>,
    /// The module named after FROM.
    pub module: Name,
    /// Its OID as written, when given in braces.
    pub oid: Option<Vec<ValueItem>>,
    /// Its OID given as a value reference, when so written.
    pub oid_ref: Option<DefinedName>,
    /// A comma before FROM that should not be there (published in the MTC draft).
    pub trailing_comma: Option<Span>,
    /// `WITH SUCCESSORS` or `WITH DESCENDANTS` after the module's name.
    pub selection: Option<Selection>,
}

/// What may stand for the module an import names (X.680 2021, §13.16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// `WITH SUCCESSORS`: a later edition, whose OID differs in its last
    /// arc only, that arc greater.
    Successors,
    /// `WITH DESCENDANTS`: a module whose OID begins with the one named.
    Descendants,
}

/// A formal parameter: `{ATTRIBUTE:AttrSet}`, `{Type}`.
#[derive(Clone, Debug)]
pub struct Parameter {
    /// The governor before `:`, when written.
    pub governor: Option<Type>,
    /// The dummy reference.
    pub name: Name,
}

/// One assignment in a module body.
#[derive(Clone, Debug)]
pub struct Assignment {
    /// The name assigned.
    pub name: Name,
    /// Formal parameters of a parameterized assignment.
    pub params: Vec<Parameter>,
    /// What is assigned.
    pub kind: AssignmentKind,
    /// The whole assignment.
    pub span: Span,
}

/// The four syntactic forms of an assignment.
#[derive(Clone, Debug)]
pub enum AssignmentKind {
    /// `Name ::= Type` (also a class alias, `NAME ::= TYPE-IDENTIFIER`).
    Type(Type),
    /// `NAME ::= CLASS { ... }`.
    Class(ClassDefn),
    /// `Name Governor ::= { ... }`: a value set or an object set.
    ValueSet {
        /// The type or class after the name.
        governor: Type,
        /// The set.
        set: ElementSetSpecs,
    },
    /// `name Governor ::= value`: a value or an object.
    Value {
        /// The type or class after the name.
        governor: Type,
        /// The value (or object definition).
        value: Value,
    },
}

/// `IMPLICIT` or `EXPLICIT` after a tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagMode {
    /// `IMPLICIT`.
    Implicit,
    /// `EXPLICIT`.
    Explicit,
}

/// `[class n] mode` before a type.
#[derive(Clone, Debug)]
pub struct TagPrefix {
    /// The class.
    pub class: TagClass,
    /// The number, literal or a value reference.
    pub number: NumberOrRef,
    /// IMPLICIT/EXPLICIT when written.
    pub mode: Option<TagMode>,
    /// The `[...]` text.
    pub span: Span,
}

/// A number as written, or a reference to an INTEGER value.
#[derive(Clone, Debug)]
pub enum NumberOrRef {
    /// A literal.
    Number(BigInt, Span),
    /// A value reference.
    Ref(DefinedName),
}

impl NumberOrRef {
    /// Where it stands.
    pub fn span(&self) -> Span {
        match self {
            NumberOrRef::Number(_, s) => *s,
            NumberOrRef::Ref(d) => d.span(),
        }
    }
}

/// A type as written: tags, body, constraints.
#[derive(Clone, Debug)]
pub struct Type {
    /// Tags, outermost first.
    pub tags: Vec<TagPrefix>,
    /// The type itself.
    pub body: TypeBody,
    /// Constraints after the body, applied in order.
    pub constraints: Vec<Constraint>,
    /// The whole type text.
    pub span: Span,
}

/// The body of a type, after its tags and before its constraints.
#[derive(Clone, Debug)]
pub enum TypeBody {
    /// `BOOLEAN`.
    Boolean,
    /// `NULL`.
    Null,
    /// `REAL`.
    Real,
    /// `OBJECT IDENTIFIER`.
    ObjectIdentifier,
    /// `RELATIVE-OID`.
    RelativeOid,
    /// `OID-IRI`.
    OidIri,
    /// `RELATIVE-OID-IRI`.
    RelativeOidIri,
    /// `OCTET STRING`.
    OctetString,
    /// `EXTERNAL`.
    External,
    /// `EMBEDDED PDV`.
    EmbeddedPdv,
    /// `CHARACTER STRING`.
    CharacterString,
    /// `ObjectDescriptor`.
    ObjectDescriptor,
    /// A restricted character string type.
    String(StringKind),
    /// A time type.
    Time(TimeKind),
    /// `INTEGER { named numbers }`.
    Integer(Vec<NamedNumber>),
    /// `ENUMERATED { ... }`.
    Enumerated(Vec<EnumItem>),
    /// `BIT STRING { named bits }`.
    BitString(Vec<NamedNumber>),
    /// `ANY` / `ANY DEFINED BY component`.
    Any(Option<Name>),
    /// `INSTANCE OF CLASS`.
    InstanceOf(DefinedName),
    /// `SEQUENCE { ... }`.
    Sequence(Vec<ComponentItem>),
    /// `SET { ... }`.
    Set(Vec<ComponentItem>),
    /// `CHOICE { ... }`.
    Choice(Vec<ComponentItem>),
    /// `SEQUENCE [SIZE ...] OF [name] T`.
    SequenceOf(CollectionOf),
    /// `SET [SIZE ...] OF [name] T`.
    SetOf(CollectionOf),
    /// `CLASS.&field...` or `ObjectSet.&Field`.
    Field {
        /// The class (or object set) before the fields.
        class: DefinedName,
        /// The field names, in order.
        fields: Vec<Name>,
    },
    /// `alternative < Choice`: the type of one alternative (X.680 §30).
    Selection {
        /// The alternative's identifier.
        alternative: Name,
        /// The CHOICE type it is selected from.
        choice: Box<Type>,
    },
    /// A type (or class) reference, maybe with actual parameters.
    Ref {
        /// The name.
        name: DefinedName,
        /// `{...}` actual parameters, when given.
        args: Option<Vec<Setting>>,
    },
}

/// The element of a SEQUENCE OF / SET OF.
#[derive(Clone, Debug)]
pub struct CollectionOf {
    /// `SIZE (...)` or `(SIZE ...)` written between SEQUENCE and OF.
    pub constraint: Option<Constraint>,
    /// `SEQUENCE OF name T`: the element's name.
    pub element_name: Option<Name>,
    /// The element type.
    pub element: Box<Type>,
}

/// `name(number)` in INTEGER and BIT STRING lists.
#[derive(Clone, Debug)]
pub struct NamedNumber {
    /// The name.
    pub name: Name,
    /// The number.
    pub value: NumberOrRef,
}

/// An item of ENUMERATED.
#[derive(Clone, Debug)]
pub enum EnumItem {
    /// `name` or `name(n)`.
    Named(Name, Option<NumberOrRef>),
    /// `...`.
    Extension(Span),
}

/// What follows a component's type.
#[derive(Clone, Debug)]
pub enum Presence {
    /// Neither OPTIONAL nor DEFAULT.
    Required,
    /// `OPTIONAL`.
    Optional,
    /// `DEFAULT value`.
    Default(Value),
}

/// An item in SEQUENCE, SET or CHOICE braces.
#[derive(Clone, Debug)]
pub enum ComponentItem {
    /// `name Type [OPTIONAL|DEFAULT v]`.
    Component {
        /// The identifier.
        name: Name,
        /// The type.
        ty: Type,
        /// OPTIONAL / DEFAULT.
        presence: Presence,
    },
    /// `...` (with optional exception).
    Extension(Span),
    /// `[[ ... ]]` or `[[n: ... ]]`.
    Group {
        /// The version number, when written.
        version: Option<u32>,
        /// The components of the group.
        items: Vec<ComponentItem>,
        /// The whole group.
        span: Span,
    },
    /// `COMPONENTS OF Type`.
    ComponentsOf(Type),
}

/// A parenthesized constraint.
#[derive(Clone, Debug)]
pub struct Constraint {
    /// What it says.
    pub spec: ConstraintSpec,
    /// The `( ... )` text.
    pub span: Span,
}

/// The forms a constraint can take.
#[derive(Clone, Debug)]
pub enum ConstraintSpec {
    /// A subtype constraint: element sets.
    Elements(ElementSetSpecs),
    /// `CONSTRAINED BY { ... }`: recorded, not evaluated.
    UserDefined,
    /// `CONTAINING T [ENCODED BY v]`.
    Contents {
        /// The contained type.
        containing: Option<Box<Type>>,
        /// The encoding OID value.
        encoded_by: Option<Value>,
    },
    /// `{ObjectSet}{@a, @.b}`, also a simple `{Set}` (sema decides whether a
    /// simple one is a table constraint or a value set).
    Table {
        /// The object set.
        set: ElementSetSpecs,
        /// The component relation, when written.
        at: Vec<AtNotation>,
    },
}

/// `@comp.sub` or `@.field` (X.682 §10.7).
#[derive(Clone, Debug)]
pub struct AtNotation {
    /// Number of leading dots: 0 = from the outermost SEQUENCE, n = n levels up.
    pub level: usize,
    /// Component names.
    pub path: Vec<String>,
    /// The text.
    pub span: Span,
}

/// `root [, ... [, additional]]` (X.680 §50).
#[derive(Clone, Debug)]
pub struct ElementSetSpecs {
    /// The root set; `None` for `{ ... }`.
    pub root: Option<ElementSet>,
    /// An extension marker is present.
    pub extensible: bool,
    /// Additions after the marker.
    pub additional: Option<ElementSet>,
    /// The text.
    pub span: Span,
}

/// Set arithmetic over elements.
#[derive(Clone, Debug)]
pub enum ElementSet {
    /// `a | b | c`.
    Union(Vec<ElementSet>),
    /// `a ^ b`.
    Intersection(Vec<ElementSet>),
    /// `a EXCEPT b`.
    Except(Box<ElementSet>, Box<ElementSet>),
    /// `ALL EXCEPT a`.
    AllExcept(Box<ElementSet>),
    /// One element.
    Element(Element),
}

/// One subtype element (X.680 §51) or object set element (X.681 §12).
#[derive(Clone, Debug)]
pub enum Element {
    /// `( element set )`.
    Nested(Box<ElementSet>),
    /// `SIZE (...)`.
    Size(Box<Constraint>),
    /// `FROM (...)`.
    From(Box<Constraint>),
    /// `PATTERN "..."`.
    Pattern(Value),
    /// `WITH COMPONENT (...)`.
    WithComponent(Box<Constraint>),
    /// `WITH COMPONENTS { [..., ] a (...) PRESENT, ... }`.
    WithComponents {
        /// Starts with `...,` (partial specification).
        partial: bool,
        /// The named constraints.
        list: Vec<NamedConstraint>,
    },
    /// `lo..hi`.
    Range {
        /// Lower end.
        lo: Endpoint,
        /// `lo<..`.
        lo_open: bool,
        /// Upper end.
        hi: Endpoint,
        /// `..<hi`.
        hi_open: bool,
        /// The text.
        span: Span,
    },
    /// `INCLUDES T` or a type name: a contained subtype, or in an object set
    /// a reference to another object set.
    Type(Box<Type>),
    /// A single value, or in an object set an object.
    Value(Value),
}

/// A range end.
#[derive(Clone, Debug)]
pub enum Endpoint {
    /// `MIN`.
    Min,
    /// `MAX`.
    Max,
    /// A value.
    Value(Value),
}

/// `name (constraint) PRESENT|ABSENT|OPTIONAL` inside WITH COMPONENTS.
#[derive(Clone, Debug)]
pub struct NamedConstraint {
    /// The component.
    pub name: Name,
    /// Its value constraint, when written.
    pub constraint: Option<Constraint>,
    /// Its presence constraint, when written.
    pub presence: Option<PresenceConstraint>,
}

/// PRESENT / ABSENT / OPTIONAL in WITH COMPONENTS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum PresenceConstraint {
    Present,
    Absent,
    Optional,
}

/// A value as written.
#[derive(Clone, Debug)]
pub struct Value {
    /// What it says.
    pub kind: ValueKind,
    /// The text.
    pub span: Span,
}

/// The forms of value notation.
#[derive(Clone, Debug)]
pub enum ValueKind {
    /// `42`, `-1`.
    Number(BigInt),
    /// `1.5` (kept as text).
    Real(String),
    /// `'0101'B` (the digits).
    BString(String),
    /// `'0A'H` (the digits).
    HString(String),
    /// `"text"` (with `""` unescaped).
    CString(String),
    /// `TRUE` / `FALSE`.
    Bool(bool),
    /// `NULL`.
    Null,
    /// `PLUS-INFINITY`.
    PlusInfinity,
    /// `MINUS-INFINITY`.
    MinusInfinity,
    /// `NOT-A-NUMBER`.
    NotANumber,
    /// `alternative : value`.
    Choice(Name, Box<Value>),
    /// `name` or `Module.name`.
    Ref(DefinedName),
    /// `object.&field`.
    Field(DefinedName, Vec<Name>),
    /// `Type : value` (an open type's value).
    Typed(Box<Type>, Box<Value>),
    /// `name{actual, params}`: an instance of a parameterized value or object.
    Instance(DefinedName, Vec<Setting>),
    /// `{ a b, c }`: comma-separated groups of items.
    Block(Vec<Vec<ValueItem>>),
    /// A `{ ... }` that is no value form: an object definition, read by sema
    /// from the source text with the class's syntax.
    Tokens,
}

/// An item inside a value block.
#[derive(Clone, Debug)]
pub enum ValueItem {
    /// A plain value (number, name, nested block, ...).
    Value(Value),
    /// `name(number)` (OID arcs, also used by named values).
    NameAndNumber(Name, NumberOrRef),
}

impl ValueItem {
    /// Where it stands.
    pub fn span(&self) -> Span {
        match self {
            ValueItem::Value(v) => v.span,
            ValueItem::NameAndNumber(n, num) => n.span.to(num.span()),
        }
    }
}

/// Which setting an object definition expects next (X.681 §10.12: sema reads objects
/// written in a class's own syntax one setting at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKind {
    /// A type.
    Type,
    /// A value or an object.
    Value,
    /// `{ ... }`: a value set or object set.
    Set,
}

/// A setting: what may stand as an actual parameter or a field default.
#[derive(Clone, Debug)]
pub enum Setting {
    /// A type (or a class or object set named by an upper-case reference).
    Type(Type),
    /// A value (or an object).
    Value(Value),
    /// `{ ... }`: an object set or value set.
    Set(ElementSetSpecs),
}

impl Setting {
    /// Where it stands.
    pub fn span(&self) -> Span {
        match self {
            Setting::Type(t) => t.span,
            Setting::Value(v) => v.span,
            Setting::Set(s) => s.span,
        }
    }
}

/// `CLASS { fields } [WITH SYNTAX { ... }]`.
#[derive(Clone, Debug)]
pub struct ClassDefn {
    /// The field specifications.
    pub fields: Vec<FieldSpec>,
    /// The WITH SYNTAX definition, when given.
    pub syntax: Option<Vec<SyntaxItem>>,
}

/// `&name [governor] [UNIQUE] [OPTIONAL | DEFAULT x]`.
#[derive(Clone, Debug)]
pub struct FieldSpec {
    /// `&name` (with the ampersand).
    pub name: Name,
    /// The type, class or `&Field` after the name.
    pub governor: Option<FieldGovernor>,
    /// `UNIQUE`.
    pub unique: bool,
    /// `OPTIONAL` / `DEFAULT`.
    pub optional: bool,
    /// The default setting.
    pub default: Option<Setting>,
    /// The whole field spec.
    pub span: Span,
}

/// What follows a field name.
#[derive(Clone, Debug)]
pub enum FieldGovernor {
    /// `&value &Type`: a variable-type value field.
    Field(Name),
    /// A type or class.
    Type(Type),
}

/// An item of a WITH SYNTAX definition.
#[derive(Clone, Debug)]
pub enum SyntaxItem {
    /// A word or a comma.
    Literal(Name),
    /// `&field`.
    Field(Name),
    /// `[ ... ]`.
    Optional(Vec<SyntaxItem>),
}
