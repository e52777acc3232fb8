//! The Rust backend: lowers the IR to a model of Rust items (names, types,
//! and the statements of each codec function) and renders it through the
//! Askama templates in `templates/rust/`.
//!
//! Each ASN.1 type becomes one item: a struct (SEQUENCE, SET), an enum
//! (CHOICE, ENUMERATED), a newtype (a type with checks or tags of its own)
//! or an alias (a plain use of another type). Tag chains are decoded where a
//! type is used, from the IR's complete chain; a type's own codec only reads
//! its content, so an IMPLICIT tag at the use site simply replaces the tag
//! the content is read under.
//!
//! Here: generation, names, lifetimes and the emitter. Per construct:
//! `sequence.rs` (SEQUENCE, SET), `choice.rs`, `enumerated.rs`,
//! `newtype.rs`, `open.rs` (open types by key), `values.rs`; shared:
//! `uses.rs` (what a use holds), `exprs.rs` (reading and writing one value,
//! checks, JER, Rust text).

use std::collections::{BTreeSet, HashMap, HashSet};

use askama::Template;

use crate::backend::names::{self, Scope};
use crate::backend::{filters, GenerateError, GeneratedFile};
use crate::diag::Diagnostic;
use crate::plan::checks::{Checks, Ranges, Size as SizeExpr};
use crate::plan::defs::Construct;
use crate::plan::mode::Mode;
use crate::plan::open::Holder;
use crate::plan::structs::{DefaultPlan, Literal};
use crate::plan::tags::{Presence, WireTag};
use crate::plan::uses::{Prim, Target};
use crate::plan::{self, Planner};
use jer::{Jer, JerArm, JerBody, JerMember, JerWrite};
use jer_in::{FromJerArm, FromJerBody, FromJerField, FromJerImpl, FromJerShape};
mod choice;
mod enumerated;
mod exprs;
mod jer;
mod jer_in;
mod newtype;
mod oer;
mod open;
mod per;
mod sequence;
mod types;
mod uses;
mod values;

use enumerated::enumerated_item;
use exprs::{byte_list, tag_expr};
pub use types::RustType;
use uses::{any_lifetime, collection_type, Use};

use crate::ir::{Component, DefRef, Ir, Module, StringKind, TagClass, Type, TypeKind, Value};

/// Options of the Rust backend.
#[derive(Clone, Debug, Default)]
pub struct RustOptions {
    /// Components kept as checked raw DER and decoded on demand, as
    /// `Module.Type.component` paths.
    pub lazy: Vec<String>,
    /// Also implement `rt::Jer` (X.697 JSON output) for every type.
    pub jer: bool,
    /// Also implement `rt::Oer` (X.696 OER and CANONICAL-OER) for every
    /// type.
    pub oer: bool,
    /// Also implement `rt::Per` (X.691 PER, ALIGNED and UNALIGNED, BASIC
    /// and CANONICAL) for every type.
    pub per: bool,
    /// The Rust path of the same modules generated without `lazy` (e.g.
    /// `crate::schemas`): only the types the lazy components change are
    /// generated, and each module re-exports everything else from there.
    pub base: Option<String>,
    /// Attributes put on the generated types: (ASN.1 path, attribute), the
    /// path `.` for every type, `Module`, or `Module.Type` and the types
    /// made for its components.
    pub type_attributes: Vec<(String, String)>,
}

/// Generates one file per module plus `mod.rs`.
pub fn generate(ir: &Ir, options: &RustOptions) -> Result<Vec<GeneratedFile>, GenerateError> {
    let analysis = Analysis::new(ir, options).map_err(GenerateError::Unlocated)?;
    let mut files = Vec::new();
    let mut located = Vec::new();
    // Output that does not parse as Rust: a fault of this backend.
    let mut errors = Vec::new();
    let mut mods = Vec::new();
    for module in &ir.modules {
        let mut emitter = Emitter::new(&analysis, module);
        emitter.emit_module();
        located.append(&mut emitter.errors);
        let file = format!("{}.rs", analysis.module_names[&module.name]);
        let module_rust = analysis.module_names[&module.name].clone();
        let model = ModuleFile {
            asn1_name: &module.name,
            source: &module.file,
            base: options.base.as_ref().filter(|_| emitter.left_to_base).map(|b| format!("{b}::{module_rust}")),
            items: &emitter.items,
            values: &emitter.values,
            // A module of aliases of native types alone names nothing of it.
            uses_runtime: emitter.items.iter().any(|i| !matches!(&i.body, Body::Alias(t) if !t.names_runtime()))
                || emitter.values.iter().any(|v| v.runtime),
        };
        match model.render() {
            Ok(text) => files.push(GeneratedFile { path: file.clone(), contents: text }),
            Err(e) => errors.push(format!("{}: {e}", module.name)),
        }
        let types = module
            .types
            .iter()
            .map(|t| {
                let r = DefRef { module: module.name.clone(), name: t.name.clone() };
                (format!("{}.{}", module.name, t.name), format!("{module_rust}::{}", analysis.type_names[&r]))
            })
            .collect();
        mods.push(ModDecl { name: module_rust, file, asn1_name: module.name.clone(), types });
    }
    match (ModFile {
        modules: &mods,
        jer: options.jer,
        oer: options.oer,
        per: options.per,
        registry: options.base.is_none(),
    })
    .render()
    {
        Ok(text) => files.push(GeneratedFile { path: "mod.rs".into(), contents: text }),
        Err(e) => errors.push(e.to_string()),
    }
    errors.extend(crate::rust_syntax::format_files(files.iter_mut().collect()));
    match GenerateError::from_parts(located, errors) {
        Some(e) => Err(e),
        None => Ok(files),
    }
}

/// The Rust items of one module, as the Python backend wraps them.
pub struct RustModule {
    /// The ASN.1 module name.
    pub asn1_name: String,
    /// The Rust module name.
    pub rust_name: String,
    /// Its items, in the order they are generated.
    pub items: Vec<RustItem>,
}

/// One generated Rust item.
pub struct RustItem {
    /// The Rust name.
    pub name: String,
    /// The ASN.1 name: the type assignment's, or the path of an inline type.
    pub asn1_name: String,
    /// The item of a type assignment (not of a type defined in place).
    pub definition: bool,
    /// Whether the type has the lifetime `'a`.
    pub borrows: bool,
    /// What it is.
    pub kind: RustItemKind,
    /// A BIT STRING type's named bits: (identifier, bit).
    pub named_bits: Vec<(String, u64)>,
}

/// A field of a struct or a variant of an enum.
pub struct RustMember {
    /// The Rust name.
    pub name: String,
    /// The ASN.1 identifier; none for what has no name in the schema
    /// (unknown extensions and alternatives, an open type's values).
    pub asn1: Option<String>,
    /// The Rust type.
    pub ty: RustType,
}

/// What a generated Rust item is.
pub enum RustItemKind {
    /// A struct: its fields.
    Struct(Vec<RustMember>),
    /// An enum of alternatives; `keyed` for an open type's values, which
    /// only its key decodes.
    Choice {
        /// The variants.
        variants: Vec<RustMember>,
        /// An open type's enum.
        keyed: bool,
    },
    /// ENUMERATED: its variants.
    Enumerated(EnumVariants),
    /// A tuple struct around one value of the type.
    Newtype(RustType),
    /// A type alias.
    Alias(RustType),
}

/// An ENUMERATED's variants.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EnumVariants {
    /// (variant, number) of each item the schema names.
    pub named: Vec<(String, i64)>,
    /// The variant keeping a number the schema does not name, when the
    /// type is extensible (`Unknown`, or `Unknown2` when an item is named
    /// `unknown`).
    pub unknown: Option<String>,
    /// The variant keeping an item of a later version read from PER, by
    /// its addition index (`Later`), when the type keeps them
    /// (`plan::enumerated::EnumPlan::keeps_later`).
    pub later: Option<String>,
}

/// The Rust items `generate` would write, for a backend that wraps them.
pub fn items(ir: &Ir, options: &RustOptions) -> Result<Vec<RustModule>, GenerateError> {
    let analysis = Analysis::new(ir, options).map_err(GenerateError::Unlocated)?;
    let mut located = Vec::new();
    let mut modules = Vec::new();
    for module in &ir.modules {
        let mut emitter = Emitter::new(&analysis, module);
        emitter.emit_module();
        located.append(&mut emitter.errors);
        let items = emitter
            .items
            .iter()
            .map(|item| RustItem {
                name: item.name.clone(),
                asn1_name: item.asn1_name.clone(),
                definition: item.definition,
                borrows: !item.generics.is_empty(),
                named_bits: item.named_bits.clone(),
                kind: match &item.body {
                    Body::Struct(fields) => RustItemKind::Struct(
                        fields
                            .iter()
                            .map(|f| RustMember { name: f.name.clone(), asn1: f.asn1.clone(), ty: f.ty.clone() })
                            .collect(),
                    ),
                    Body::Choice(variants) => RustItemKind::Choice {
                        variants: variants
                            .iter()
                            .map(|v| RustMember { name: v.name.clone(), asn1: v.asn1.clone(), ty: v.ty.clone() })
                            .collect(),
                        keyed: matches!(item.content, Some(Content::Keyed)),
                    },
                    Body::Enumerated(e) => RustItemKind::Enumerated(e.clone()),
                    Body::Newtype(ty) => RustItemKind::Newtype(ty.clone()),
                    Body::Alias(ty) => RustItemKind::Alias(ty.clone()),
                },
            })
            .collect();
        modules.push(RustModule {
            asn1_name: module.name.clone(),
            rust_name: analysis.module_names[&module.name].clone(),
            items,
        });
    }
    match GenerateError::from_parts(located, Vec::new()) {
        Some(e) => Err(e),
        None => Ok(modules),
    }
}

// ---------------------------------------------------------------------------
// The model the templates render.

#[derive(Template)]
#[template(path = "rust/module.rs.askama", escape = "none")]
struct ModuleFile<'m> {
    asn1_name: &'m str,
    source: &'m str,
    /// The module whose items this one re-exports (see `RustOptions::base`).
    base: Option<String>,
    items: &'m [Item],
    values: &'m [ValueItem],
    /// Something refers to the runtime (integer constants alone do not).
    uses_runtime: bool,
}

#[derive(Template)]
#[template(path = "rust/mod.rs.askama", escape = "none")]
struct ModFile<'m> {
    modules: &'m [ModDecl],
    jer: bool,
    /// The registry's OER entry points too.
    oer: bool,
    /// The registry's PER entry points too.
    per: bool,
    /// `TYPES`, `roundtrip` and `jer` by name; a variant over a base set
    /// leaves them to the base.
    registry: bool,
}

struct ModDecl {
    name: String,
    file: String,
    asn1_name: String,
    /// `Module.Type` and the Rust path of every type assignment.
    types: Vec<(String, String)>,
}

/// A constant from a value assignment.
struct ValueItem {
    name: String,
    doc: String,
    ty: String,
    expr: String,
    /// Whether its type is one of the runtime's (`rt::`).
    runtime: bool,
}

/// One generated type.
struct Item {
    name: String,
    asn1_name: String,
    /// The item of a type assignment (not of a type defined in place).
    definition: bool,
    doc: Vec<String>,
    /// `<'a>` when the type borrows from the input, else empty.
    generics: String,
    body: Body,
    /// `decode_tlv`, `encode_tlv` and `starts_with` bodies (whole chain).
    der: Option<Codec>,
    /// The content codec: own tag (`DerValue`) or untagged (`DerUntagged`).
    content: Option<Content>,
    /// Associated constants and methods.
    inherent: Vec<String>,
    /// The body of `rt::Jer::write_jer`, when JER output is asked for.
    jer: Option<String>,
    /// The content codec from JER (`rt::FromJerContent`, `FromJerUntagged`
    /// or `FromJerKeyed`), with JER.
    from_jer: Option<FromJerImpl>,
    /// The `rt::Oer` impl, with OER.
    oer: Option<String>,
    /// The `rt::Per` impl, with PER.
    per: Option<String>,
    /// What `RustOptions::type_attributes` puts on the type.
    attributes: Vec<String>,
    /// A BIT STRING type's named bits: (identifier, bit).
    named_bits: Vec<(String, u64)>,
}

enum Body {
    Struct(Vec<Field>),
    Choice(Vec<Variant>),
    Enumerated(EnumVariants),
    Newtype(RustType),
    Alias(RustType),
}

struct Field {
    name: String,
    /// The component's ASN.1 identifier (none for unknown extensions).
    asn1: Option<String>,
    ty: RustType,
    doc: String,
}

struct Variant {
    name: String,
    /// The alternative's ASN.1 identifier (none for an unknown one, or an
    /// open type's value).
    asn1: Option<String>,
    ty: RustType,
    doc: String,
    /// `From<ty>` builds this variant (see [`mark_from_impls`]).
    from: bool,
    /// Whether a `From<ty>` could build it: it holds a decoded value that
    /// is not the unit (see [`Emitter::builds_variant`]).
    convertible: bool,
    /// What `ty` is once aliases are resolved (see [`Emitter::type_identity`]).
    identity: String,
}

/// Marks the variants of a CHOICE or an open type's enum that a `From` impl
/// builds: each convertible one whose type no other variant holds. The
/// variants of values kept as read (an unknown alternative or key) are not
/// convertible.
fn mark_from_impls(variants: &mut [Variant]) {
    let types: Vec<String> = variants.iter().map(|v| v.identity.clone()).collect();
    for v in variants.iter_mut() {
        let unique = types.iter().filter(|t| **t == v.identity).count() == 1;
        v.from = unique && v.convertible;
    }
}

struct Codec {
    tlv: Tlv,
    /// The body of `rt::FromJer::from_jer` (JER input, with `--jer`).
    from_jer: String,
}

/// How an item's whole tag chain is read and written.
enum Tlv {
    /// Its encoding is just its own TLV, of this tag: `rt::OwnTlv`, which
    /// implements `rt::Der`.
    Own(String),
    /// Anything else (EXPLICIT wrappers, no tag of its own): a `Der` impl.
    Chain {
        decode: String,
        encode: String,
        starts_with: String,
        /// Whether the type has a tag of its own (implements
        /// `rt::DerValue`), so that the encoding a `Lazy` keeps is decoded
        /// by its content.
        own_tag: bool,
    },
}

/// An item's codec impl.
enum Content {
    /// An open type's enum: `rt::OpenType`, by its inherent methods.
    Keyed,
    /// The whole impl, rendered by the construct's own template
    /// (SEQUENCE and SET: `templates/rust/sequence.rs.askama`).
    Rendered(String),
}

// ---------------------------------------------------------------------------
// Whole-IR analysis: names, shapes, lifetimes and cycles.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Struct,
    Choice,
    Enumerated,
    Newtype,
    Alias,
}

struct Analysis<'ir> {
    ir: &'ir Ir,
    module_names: HashMap<String, String>,
    type_names: HashMap<DefRef, String>,
    shapes: HashMap<DefRef, Shape>,
    borrows: HashMap<DefRef, bool>,
    plan: Planner<'ir>,
    jer: bool,
    oer: bool,
    per: bool,
    /// With `RustOptions::base`: the definitions to generate (those the
    /// lazy components change); `None`: all of them.
    changed: Option<HashSet<DefRef>>,
    /// `RustOptions::type_attributes`, checked.
    type_attributes: Vec<(String, String)>,
}

/// Whether the `--type-attribute` path `pattern` covers the type at the
/// ASN.1 path `path` (`Module.Type...`).
fn covers(pattern: &str, path: &str) -> bool {
    pattern == "." || path.strip_prefix(pattern).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// The errors of `RustOptions::type_attributes`: a path that is not `.`, a
/// module of the set, or a path under one of its type definitions; an
/// attribute that is not Rust outer attributes.
fn check_type_attributes(ir: &Ir, attributes: &[(String, String)]) -> Vec<String> {
    let mut errors = Vec::new();
    for (path, attribute) in attributes {
        let mut segments = path.splitn(3, '.');
        let module = ir.modules.iter().find(|m| Some(m.name.as_str()) == segments.next());
        let known = path == "."
            || module.is_some_and(|m| segments.next().map_or(true, |t| m.types.iter().any(|d| d.name == t)));
        if !known {
            errors.push(format!(
                "type attribute path `{path}` is neither `.`, a module of the set, nor under a type it defines"
            ));
        }
        // Outer attributes and nothing else: they go before `#[derive(...)]`.
        if !crate::rust_syntax::is_outer_attributes(attribute) {
            errors.push(format!(
                "type attribute `{attribute}` (for `{path}`) is not a Rust attribute such as #[derive(...)]"
            ));
        }
    }
    errors
}

impl<'ir> Analysis<'ir> {
    fn new(ir: &'ir Ir, options: &RustOptions) -> Result<Analysis<'ir>, Vec<String>> {
        let errors = check_type_attributes(ir, &options.type_attributes);
        if !errors.is_empty() {
            return Err(errors);
        }
        let plan = Planner::new(ir, &options.lazy)?;
        let mut module_scope = Scope::default();
        let mut module_names = HashMap::new();
        let mut type_names = HashMap::new();
        let mut shapes = HashMap::new();
        for m in &ir.modules {
            module_names.insert(m.name.clone(), module_scope.claim(names::module_name(&m.name)));
            let mut scope = Scope::default();
            for t in &m.types {
                let r = DefRef { module: m.name.clone(), name: t.name.clone() };
                type_names.insert(r.clone(), scope.claim(names::type_name(&t.name)));
                shapes.insert(r, shape_of(ir, &t.ty));
            }
        }
        let mut analysis = Analysis {
            ir,
            module_names,
            type_names,
            shapes,
            borrows: HashMap::new(),
            plan,
            jer: options.jer,
            oer: options.oer,
            per: options.per,
            changed: None,
            type_attributes: options.type_attributes.clone(),
        };
        analysis.compute_borrows();
        if options.base.is_some() {
            analysis.changed = Some(analysis.changed_by_lazy());
        }
        Ok(analysis)
    }

    /// Which definitions need a lifetime: a fixpoint, since types refer to
    /// each other (and to themselves).
    fn compute_borrows(&mut self) {
        loop {
            let mut changed = false;
            for m in &self.ir.modules {
                for t in &m.types {
                    let r = DefRef { module: m.name.clone(), name: t.name.clone() };
                    let b = self.type_borrows(&r, &t.ty, &t.name);
                    if b && !self.borrows.get(&r).copied().unwrap_or(false) {
                        self.borrows.insert(r, true);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn def_borrows(&self, r: &DefRef) -> bool {
        self.borrows.get(r).copied().unwrap_or(false)
    }

    fn type_borrows(&self, owner: &DefRef, ty: &Type, path: &str) -> bool {
        match &ty.kind {
            TypeKind::Boolean | TypeKind::Null | TypeKind::Enumerated(_) => false,
            TypeKind::Integer(_) => ty.native_int.is_none(),
            TypeKind::Sequence(s) | TypeKind::Set(s) => {
                crate::plan::structs::keeps_unknown_extensions(ty)
                    || s.components.iter().any(|c| {
                        let p = format!("{path}.{}", c.name);
                        self.plan.is_lazy(&owner.module, &p) || self.type_borrows(owner, &c.ty, &p)
                    })
            }
            TypeKind::Choice(c) => {
                crate::plan::choice::choice_plan(self.ir, c).keeps_unknown
                    || c.alternatives.iter().any(|a| self.type_borrows(owner, &a.ty, &format!("{path}.{}", a.name)))
            }
            TypeKind::Ref(r) => self.def_borrows(r) || self.plan.cycles.closes_cycle(owner, r),
            _ => true,
        }
    }

    /// The definitions whose Rust differs when components are kept lazy:
    /// those with a lazy component, and those that use one of them.
    fn changed_by_lazy(&self) -> HashSet<DefRef> {
        let mut changed = HashSet::new();
        loop {
            let before = changed.len();
            for m in &self.ir.modules {
                for t in &m.types {
                    if self.changes(&m.name, &t.ty, &t.name, &changed) {
                        changed.insert(DefRef { module: m.name.clone(), name: t.name.clone() });
                    }
                }
            }
            if changed.len() == before {
                return changed;
            }
        }
    }

    fn changes(&self, module: &str, ty: &Type, path: &str, changed: &HashSet<DefRef>) -> bool {
        // An open type's value is one of the types its table names; an
        // OCTET STRING CONTAINING holds its contained type.
        let dispatch = ty.table.as_ref().and_then(|t| t.dispatch.as_ref());
        if dispatch.is_some_and(|d| d.entries.iter().any(|e| self.changes(module, &e.ty, path, changed))) {
            return true;
        }
        match &ty.kind {
            TypeKind::OctetString { containing: Some(inner) } => self.changes(module, inner, path, changed),
            TypeKind::Sequence(s) | TypeKind::Set(s) => s.components.iter().any(|c| {
                let p = format!("{path}.{}", c.name);
                self.plan.is_lazy(module, &p) || self.changes(module, &c.ty, &p, changed)
            }),
            TypeKind::Choice(c) => {
                c.alternatives.iter().any(|a| self.changes(module, &a.ty, &format!("{path}.{}", a.name), changed))
            }
            TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => self.changes(module, &c.element, path, changed),
            TypeKind::Ref(r) => changed.contains(r),
            _ => false,
        }
    }
}

/// The Rust item of a definition of `ty`'s construct: a definition that
/// only renames another type (a plain collection included, as the
/// runtime's generic one) is an alias of it.
fn shape_of(ir: &Ir, ty: &Type) -> Shape {
    match plan::defs::construct(ir, ty) {
        Construct::Record => Shape::Struct,
        Construct::Choice => Shape::Choice,
        Construct::Enumerated => Shape::Enumerated,
        Construct::Alias | Construct::Collection { renames: true } => Shape::Alias,
        Construct::Collection { renames: false } | Construct::Wrapper => Shape::Newtype,
    }
}

// ---------------------------------------------------------------------------
// Per-module emission.

struct Emitter<'a, 'ir> {
    an: &'a Analysis<'ir>,
    module: &'ir Module,
    scope: Scope,
    items: Vec<Item>,
    values: Vec<ValueItem>,
    errors: Vec<Diagnostic>,
    /// The definition being emitted (for cycles and lazy paths).
    owner: DefRef,
    /// SEQUENCE OF / SET OF newtypes of this module and their element types.
    collections: Vec<(String, String)>,
    /// Structs of this module (`Name<'a>`) with one keyed open type.
    keyed_elements: HashMap<String, open::KeyedElement>,
    /// With a base module: whether it has items this module does not
    /// generate again (else re-exporting them would name nothing).
    left_to_base: bool,
}

impl<'a, 'ir> Emitter<'a, 'ir> {
    fn new(an: &'a Analysis<'ir>, module: &'ir Module) -> Emitter<'a, 'ir> {
        let mut scope = Scope::default();
        for t in &module.types {
            let r = DefRef { module: module.name.clone(), name: t.name.clone() };
            scope.claim(an.type_names[&r].clone());
        }
        Emitter {
            an,
            module,
            scope,
            items: Vec::new(),
            values: Vec::new(),
            errors: Vec::new(),
            owner: DefRef { module: module.name.clone(), name: String::new() },
            collections: Vec::new(),
            keyed_elements: HashMap::new(),
            left_to_base: false,
        }
    }

    fn ir(&self) -> &'ir Ir {
        self.an.ir
    }

    /// Records an error about the definition being emitted, at its place
    /// in the schema.
    /// Sets the item's JER output, rendered from `body`, when JER is asked
    /// for (`--jer`).
    fn set_jer(&mut self, item: &mut Item, body: Jer) {
        if !self.an.jer {
            return;
        }
        match askama::Template::render(&JerBody { body: &body }) {
            Ok(text) => item.jer = Some(text),
            Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
    }

    /// Sets the item's content codec from JER, rendered from `body`, when
    /// JER is asked for.
    fn set_from_jer(&mut self, item: &mut Item, body: FromJerBody) {
        if !self.an.jer {
            return;
        }
        match body.into_impl() {
            Ok(from_jer) => item.from_jer = Some(from_jer),
            Err(e) => self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name)),
        }
    }

    fn fail(&mut self, code: &'static str, message: String) {
        let error = self.an.plan.error(&self.owner, code, message);
        self.errors.push(error);
    }

    fn emit_module(&mut self) {
        for t in &self.module.types {
            let r = DefRef { module: self.module.name.clone(), name: t.name.clone() };
            if self.an.changed.as_ref().is_some_and(|changed| !changed.contains(&r)) {
                self.left_to_base = true;
                continue; // re-exported from the base module
            }
            self.owner = r.clone();
            let name = self.an.type_names[&r].clone();
            let doc = doc_block(&t.asn1);
            self.emit_item(&name, &t.name, &t.ty, doc, &t.name, true);
        }
        self.add_lookups();
        if self.an.changed.is_some() {
            // Values are the base module's.
            let mut scope = Scope::default();
            self.left_to_base |= self.module.values.iter().any(|v| self.value_item(v, &mut scope).is_some());
            return;
        }
        // A constant shares the value namespace with tuple and unit structs
        // (`i INTEGER ::= 1` beside `I ::= SEQUENCE OF BOOLEAN`).
        let mut scope = self.scope.clone();
        for v in &self.module.values {
            if let Some(item) = self.value_item(v, &mut scope) {
                self.values.push(item);
            }
        }
    }

    /// Adds a struct or enum item, with the attributes its path takes.
    fn push_item(&mut self, mut item: Item) {
        let path = format!("{}.{}", self.module.name, item.asn1_name);
        item.attributes =
            self.an.type_attributes.iter().filter(|(p, _)| covers(p, &path)).map(|(_, a)| a.clone()).collect();
        self.items.push(item);
    }

    /// Emits the item for `ty` (a definition, or an inline type given a
    /// name) with `ty`'s chain as its natural chain.
    fn emit_item(&mut self, name: &str, asn1_name: &str, ty: &Type, doc: Vec<String>, path: &str, definition: bool) {
        let shape = shape_of(self.ir(), ty);
        // A definition of an EXTERNAL (and the like) is its SEQUENCE.
        let associated = plan::associated::associated_sequence(ty);
        let ty = associated.as_ref().unwrap_or(ty);
        let borrows = self.an.type_borrows(&self.owner, ty, path);
        let generics = if borrows { "<'a>".to_string() } else { String::new() };
        let mut item = Item {
            name: name.to_string(),
            asn1_name: asn1_name.to_string(),
            definition,
            doc,
            generics,
            body: Body::Alias(RustType::SelfType),
            der: None,
            content: None,
            inherent: Vec::new(),
            jer: None,
            from_jer: None,
            oer: None,
            per: None,
            attributes: Vec::new(),
            named_bits: Vec::new(),
        };
        match (shape, &ty.kind) {
            (Shape::Struct, TypeKind::Sequence(_) | TypeKind::Set(_)) => self.struct_item(&mut item, ty, path),
            (Shape::Choice, TypeKind::Choice(c)) => self.choice_item(&mut item, c, path),
            (Shape::Enumerated, TypeKind::Enumerated(e)) => {
                if let Err(e) = enumerated_item(&mut item, e, self.an.per) {
                    self.fail("E0804", format!("`{}` could not be rendered: {e}", item.name));
                }
                for wire in self.wires() {
                    let body = Ok(oer::OerBody::enumerated(&item, e));
                    self.set_wire(wire, &mut item, &body);
                    if let (oer::Wire::Per, Ok(body)) = (wire, &body) {
                        self.set_per_bits(&mut item, ty, body, None);
                    }
                }
            }
            (Shape::Alias, _) => {
                let u = self.use_of(ty, path, false);
                item.body = Body::Alias(u.held());
                self.items.push(item);
                return;
            }
            _ => self.newtype_item(&mut item, ty, path),
        }
        item.der = Some(self.der_codec(ty));
        if !self.an.jer {
            item.jer = None;
            item.from_jer = None;
        }
        self.push_item(item);
    }

    // -- use sites ----------------------------------------------------------

    // -- expressions -----------------------------------------------------------

    // -- items -----------------------------------------------------------------
}

/// The ASN.1 text as doc lines in a code block.
fn doc_block(asn1: &str) -> Vec<String> {
    let mut lines = vec!["```asn1".to_string()];
    // The assignment's text, without the blank lines and indentation that
    // precede its first line in the source.
    lines.extend(asn1.trim_start().lines().map(|l| l.trim_end().to_string()));
    lines.push("```".to_string());
    lines
}

impl Item {
    fn derives(&self) -> &'static str {
        match self.body {
            Body::Enumerated(..) => "Clone, Copy, Debug, PartialEq, Eq, Hash",
            _ => "Clone, Debug, PartialEq, Eq",
        }
    }
}
