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

use std::collections::{BTreeSet, HashMap, HashSet};

use askama::Template;

use crate::backend::names::{self, Scope};
use crate::backend::{filters, GeneratedFile};
use crate::plan::checks::{Checks, Ranges, Size as SizeExpr};
use crate::plan::mode::Mode;
use crate::plan::open::Holder;
use crate::plan::structs::{DefaultPlan, Literal};
use crate::plan::tags::WireTag;
use crate::plan::uses::{Prim, Target};
use crate::plan::{self, Planner};
mod open;

use crate::ir::{Component, DefRef, Ir, Module, NativeInt, StringKind, TagClass, Type, TypeKind, Value};

/// Options of the Rust backend.
#[derive(Clone, Debug, Default)]
pub struct RustOptions {
    /// Components kept as checked raw DER and decoded on demand, as
    /// `Module.Type.component` paths.
    pub lazy: Vec<String>,
    /// Also implement `rt::Jer` (X.697 JSON output) for every type.
    pub jer: bool,
    /// The Rust path of the same modules generated without `lazy` (e.g.
    /// `crate::schemas`): only the types the lazy components change are
    /// generated, and each module re-exports everything else from there.
    pub base: Option<String>,
}

/// Generates one file per module plus `mod.rs`.
pub fn generate(ir: &Ir, options: &RustOptions) -> Result<Vec<GeneratedFile>, Vec<String>> {
    let analysis = Analysis::new(ir, options)?;
    let mut files = Vec::new();
    let mut errors = Vec::new();
    let mut mods = Vec::new();
    for module in &ir.modules {
        let mut emitter = Emitter::new(&analysis, module);
        emitter.emit_module();
        errors.append(&mut emitter.errors);
        let file = format!("{}.rs", analysis.module_names[&module.name]);
        let module_rust = analysis.module_names[&module.name].clone();
        let model = ModuleFile {
            asn1_name: &module.name,
            source: &module.file,
            base: options.base.as_ref().map(|b| format!("{b}::{module_rust}")),
            items: &emitter.items,
            values: &emitter.values,
            uses_runtime: !emitter.items.is_empty() || emitter.values.iter().any(|v| v.ty.contains("rt::")),
        };
        match render(&model) {
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
    match render(&ModFile { modules: &mods, jer: options.jer, registry: options.base.is_none() }) {
        Ok(text) => files.push(GeneratedFile { path: "mod.rs".into(), contents: text }),
        Err(e) => errors.push(e),
    }
    if errors.is_empty() {
        Ok(files)
    } else {
        Err(errors)
    }
}

/// Renders a template and formats the result with prettyplease.
fn render<T: Template>(model: &T) -> Result<String, String> {
    let raw = model.render().map_err(|e| e.to_string())?;
    let file = syn::parse_file(&raw).map_err(|e| {
        let line = e.span().start().line;
        let context: String = raw.lines().skip(line.saturating_sub(3)).take(5).collect::<Vec<_>>().join("\n");
        format!("generated code does not parse: {e} near line {line}:\n{context}")
    })?;
    // prettyplease keeps doc comments only; the template's header comment
    // (generated, do not edit) is carried over by hand.
    let header: String = raw.lines().take_while(|l| l.starts_with("// ")).map(|l| format!("{l}\n")).collect();
    Ok(header + &prettyplease::unparse(&file))
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
}

/// One generated type.
struct Item {
    name: String,
    asn1_name: String,
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
}

enum Body {
    Struct(Vec<Field>),
    Choice(Vec<Variant>),
    Enumerated(Vec<(String, i64)>, bool),
    Newtype(String),
    Alias(String),
}

struct Field {
    name: String,
    ty: String,
    doc: String,
}

struct Variant {
    name: String,
    ty: String,
    doc: String,
}

struct Codec {
    decode: String,
    encode: String,
    starts_with: String,
}

enum Content {
    Own {
        tag: String,
        decode: String,
        encode: String,
        /// The decoder checks that it read all content itself
        /// (`rt::DerValue::READS_ALL`).
        reads_all: bool,
    },
    Untagged {
        decode: String,
        encode: String,
        has_tag: String,
    },
    /// An open type's enum: `rt::OpenType`, by its inherent methods.
    Keyed,
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
    /// With `RustOptions::base`: the definitions to generate (those the
    /// lazy components change); `None`: all of them.
    changed: Option<HashSet<DefRef>>,
}

impl<'ir> Analysis<'ir> {
    fn new(ir: &'ir Ir, options: &RustOptions) -> Result<Analysis<'ir>, Vec<String>> {
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
            changed: None,
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
                s.extensible
                    || s.components.iter().any(|c| {
                        let p = format!("{path}.{}", c.name);
                        self.plan.is_lazy(&owner.module, &p) || self.type_borrows(owner, &c.ty, &p)
                    })
            }
            TypeKind::Choice(c) => {
                c.extensible
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
        match &ty.kind {
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

/// How a definition is represented in Rust: a definition that only
/// renames another type is an alias of it.
fn shape_of(ir: &Ir, ty: &Type) -> Shape {
    match &ty.kind {
        TypeKind::Sequence(_) | TypeKind::Set(_) => Shape::Struct,
        TypeKind::Choice(_) => Shape::Choice,
        TypeKind::Enumerated(_) => Shape::Enumerated,
        _ if plan::defs::renames(ir, ty) => Shape::Alias,
        _ => Shape::Newtype,
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
    errors: Vec<String>,
    /// The definition being emitted (for cycles and lazy paths).
    owner: DefRef,
    /// SEQUENCE OF / SET OF newtypes of this module and their element types.
    collections: Vec<(String, String)>,
    /// Structs of this module (`Name<'a>`) with one keyed open type.
    keyed_elements: HashMap<String, open::KeyedElement>,
}

/// Names the generated decoders use for themselves, which a component's
/// local must not shadow.
const DECODER_LOCALS: &[&str] = &["r", "v", "w", "off", "tag", "before", "last"];

/// How a value of some type is read and written at a use site.
#[derive(Clone, Debug)]
struct Use {
    /// The Rust type of the value (inside `Lazy` for raw-kept modes).
    core: String,
    /// How the core is read once the EXPLICIT wrappers are open.
    mode: Mode,
    /// Constraint checks on the decoded value.
    checks: Checks,
    /// Whether the checks compare a native integer, sizes or characters:
    /// what expression yields the size.
    size_expr: SizeExpr,
    /// For an open type decoded by its key: the expression giving the
    /// key's content octets (the core is then the table's enum).
    key: Option<String>,
    /// `.0` for every newtype between the value and the runtime value
    /// inside it, which the checks read.
    inner: String,
}

impl Use {
    /// The Rust type a field holds: the value, or a `Lazy` of it.
    fn held(&self) -> String {
        match self.mode {
            Mode::Own | Mode::Untagged => self.core.clone(),
            _ => format!("rt::Lazy<'a, {}>", self.core),
        }
    }
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
        }
    }

    fn ir(&self) -> &'ir Ir {
        self.an.ir
    }

    fn emit_module(&mut self) {
        for t in &self.module.types {
            let r = DefRef { module: self.module.name.clone(), name: t.name.clone() };
            if self.an.changed.as_ref().is_some_and(|changed| !changed.contains(&r)) {
                continue; // re-exported from the base module
            }
            self.owner = r.clone();
            let name = self.an.type_names[&r].clone();
            let doc = doc_block(&t.asn1);
            self.emit_item(&name, &t.name, &t.ty, doc, &t.name, Some(self.an.shapes[&r]));
        }
        self.add_lookups();
        if self.an.changed.is_some() {
            return; // values are the base module's
        }
        let mut scope = Scope::default();
        for v in &self.module.values {
            if let Some(item) = self.value_item(v, &mut scope) {
                self.values.push(item);
            }
        }
    }

    /// Emits the item for `ty` (a definition, or an inline type given a
    /// name) with `ty`'s chain as its natural chain.
    fn emit_item(
        &mut self,
        name: &str,
        asn1_name: &str,
        ty: &Type,
        doc: Vec<String>,
        path: &str,
        shape: Option<Shape>,
    ) {
        let shape = shape.unwrap_or_else(|| shape_of(self.ir(), ty));
        let borrows = self.an.type_borrows(&self.owner, ty, path);
        let generics = if borrows { "<'a>".to_string() } else { String::new() };
        let mut item = Item {
            name: name.to_string(),
            asn1_name: asn1_name.to_string(),
            doc,
            generics,
            body: Body::Alias(String::new()),
            der: None,
            content: None,
            inherent: Vec::new(),
            jer: None,
        };
        match (shape, &ty.kind) {
            (Shape::Struct, TypeKind::Sequence(_) | TypeKind::Set(_)) => self.struct_item(&mut item, ty, path),
            (Shape::Choice, TypeKind::Choice(c)) => self.choice_item(&mut item, c, path),
            (Shape::Enumerated, TypeKind::Enumerated(e)) => enumerated_item(&mut item, e),
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
        }
        self.items.push(item);
    }

    // -- use sites ----------------------------------------------------------

    /// How a value of `ty` is held and read where it is used; `path` names
    /// the use (for inline type names and lazy options).
    fn use_of(&mut self, ty: &Type, path: &str, lazy: bool) -> Use {
        let (rust, checks, size_expr) = self.rust_type(ty, path);
        let mode = self.an.plan.mode(&self.owner, ty, lazy);
        let inner = if checks.is_empty() { String::new() } else { self.newtype_steps(ty) };
        Use { core: rust, mode, checks, size_expr, key: None, inner }
    }

    /// The Rust type of `ty`, the checks its use site makes, and how its size
    /// is measured.
    fn rust_type(&mut self, ty: &Type, path: &str) -> (String, Checks, SizeExpr) {
        let plan = match plan::uses::use_of(self.ir(), ty) {
            Ok(plan) => plan,
            Err(e) => {
                self.errors.push(format!("{}: {e}", self.owner));
                return ("rt::RawDer<'a>".to_string(), Checks::default(), SizeExpr::Bytes);
            }
        };
        let rust = match plan.target {
            Target::Def(r) => self.type_path(r),
            Target::Inline => match plan::associated::associated_sequence(ty) {
                Some(sequence) => self.inline_item(&sequence, path),
                None => self.inline_item(ty, path),
            },
            Target::Collection { element, .. } => {
                let element = self.element_type(element, path);
                collection_type(ty, &element)
            }
            Target::Prim(p) => prim_type(p),
        };
        (rust, plan.checks, plan.size)
    }

    /// The element type of a collection: a type whose own chain is the
    /// element's chain, so the collection can decode it on its own.
    fn element_type(&mut self, element: &Type, path: &str) -> String {
        let ir = self.ir();
        if let TypeKind::Ref(r) = &element.kind {
            if let Some(def) = ir.type_def(r) {
                if def.ty.tags == element.tags && def.ty.constraint == element.constraint {
                    return self.type_path(r);
                }
            }
        }
        let simple = !matches!(
            element.kind,
            TypeKind::Sequence(_) | TypeKind::Set(_) | TypeKind::Choice(_) | TypeKind::Enumerated(_) | TypeKind::Ref(_)
        ) && !matches!(&element.kind, TypeKind::BitString(n) if !n.is_empty());
        if simple && plan::tags::has_natural_chain(element) && plan::checks::checks(ir, element).is_empty() {
            return self.rust_type(element, path).0;
        }
        self.inline_item(element, &format!("{path}.item"))
    }

    /// A named item for an inline type at `path`.
    fn inline_item(&mut self, ty: &Type, path: &str) -> String {
        let name = self.scope.claim(names::type_name(&path.replace('.', "-")));
        let doc = vec![format!("The type of `{path}`.")];
        let shape = match &ty.kind {
            TypeKind::Sequence(_) | TypeKind::Set(_) => Shape::Struct,
            TypeKind::Choice(_) => Shape::Choice,
            TypeKind::Enumerated(_) => Shape::Enumerated,
            _ => Shape::Newtype,
        };
        self.emit_item(&name, path, ty, doc, path, Some(shape));
        let generics = self.items.iter().find(|i| i.name == name).map(|i| i.generics.clone()).unwrap_or_default();
        format!("{name}{generics}")
    }

    /// The path of a definition's type from this module.
    fn type_path(&self, r: &DefRef) -> String {
        let name = &self.an.type_names[r];
        let lifetime = if self.an.def_borrows(r) { "<'a>" } else { "" };
        if r.module == self.module.name {
            format!("{name}{lifetime}")
        } else {
            format!("super::{}::{name}{lifetime}", self.an.module_names[&r.module])
        }
    }

    // -- expressions -----------------------------------------------------------

    /// An expression reading a value of `ty` (whole chain) from reader `r`.
    fn decode_expr(&self, ty: &Type, u: &Use) -> String {
        let ir = self.ir();
        let core_rust = &u.core;
        // The innermost read, as a function of `r`, and as a function path
        // when there is one (passed as is to an EXPLICIT wrapper).
        let bare = type_path(core_rust);
        let (mut expr, mut path) = match (plan::tags::own_tag(ir, ty), u.mode, &u.key) {
            // An open type's value inside an OCTET STRING, or its one TLV.
            (Some(tag), Mode::Own, Some(key)) => {
                (format!("r.read_with({}, |r| {bare}::decode_for({key}, r))", tag_expr(tag)), None)
            }
            (None, Mode::Untagged, Some(key)) => (format!("{bare}::decode_for({key}, r)"), None),
            (Some(tag), Mode::Own, None) => (format!("r.value::<{core_rust}>({})", tag_expr(tag)), None),
            (None, Mode::Untagged, _) => {
                let path = format!("<{core_rust} as rt::DerUntagged>::decode_untagged");
                (format!("{path}(r)"), Some(path))
            }
            (Some(tag), Mode::LazyOwn, _) => (format!("rt::Lazy::read_value(r, {})", tag_expr(tag)), None),
            (None, Mode::LazyUntagged, _) => {
                ("rt::Lazy::read_untagged(r)".to_string(), Some("rt::Lazy::read_untagged".to_string()))
            }
            (Some(tag), Mode::CycleOwn, _) => {
                (format!("rt::Lazy::<'a, {core_rust}>::read_value_decoded(r, {})", tag_expr(tag)), None)
            }
            (None, Mode::CycleUntagged, _) => (format!("rt::Lazy::<'a, {core_rust}>::read_untagged_decoded(r)"), None),
            (own, mode, _) => unreachable_mode(own.is_some(), mode),
        };
        // The innermost wrapper around a value with its own TLV reads both
        // at once (`explicit_value`: no copy of the value to check the
        // wrapper's end); any further wrappers go around that.
        let own_value = match (plan::tags::own_tag(ir, ty), u.mode, &u.key) {
            (Some(own), Mode::Own, None) => Some(own),
            _ => None,
        };
        for (i, tag) in plan::tags::wrappers(ty).collect::<Vec<_>>().into_iter().rev().enumerate() {
            let t = WireTag { class: tag.class, constructed: false, number: tag.number };
            expr = match (i, own_value) {
                (0, Some(own)) => {
                    format!("r.explicit_value::<{core_rust}>({}, {})", tag_expr(t), tag_expr(own))
                }
                _ => {
                    let inner = match path.take() {
                        Some(p) => p,
                        None => format!("|r| {expr}"),
                    };
                    format!("r.explicit({}, {inner})", tag_expr(t))
                }
            };
        }
        expr
    }

    /// A statement-free expression writing `var` (a reference) as `ty`.
    fn encode_expr(&self, ty: &Type, u: &Use, var: &str) -> String {
        let ir = self.ir();
        let bare = type_path(&u.core);
        let mut expr = match (plan::tags::own_tag(ir, ty), u.mode) {
            (Some(tag), Mode::Own) if u.key.is_some() => {
                format!("w.tlv({}, |w| {bare}::encode({var}, w))", tag_expr(tag))
            }
            (None, Mode::Untagged) if u.key.is_some() => format!("{bare}::encode({var}, w)"),
            (Some(tag), Mode::Own) => format!("rt::encode_value(w, {}, {var})", tag_expr(tag)),
            (None, Mode::Untagged) => format!("rt::DerUntagged::encode_untagged({var}, w)"),
            _ => format!("rt::Lazy::encode({var}, w)"),
        };
        for tag in plan::tags::wrappers(ty).collect::<Vec<_>>().into_iter().rev() {
            let t = WireTag { class: tag.class, constructed: true, number: tag.number };
            expr = format!("w.tlv({}, |w| {expr})", tag_expr(t));
        }
        expr
    }

    /// An expression: whether the next value of `r` can be a `ty`.
    fn present_expr(&self, ty: &Type, u: &Use) -> String {
        match plan::tags::outer_tag(self.ir(), ty) {
            Some(tag) => format!("r.peek_is({})", tag_expr(tag)),
            // An open type's value can have any tag.
            None if u.key.is_some() => "!r.is_empty()".to_string(),
            None => {
                format!("r.peek_tag().is_some_and(<{} as rt::DerUntagged>::has_tag)", u.core)
            }
        }
    }

    /// A boolean expression: whether a value starting with `tag` is a `ty`.
    fn matches_expr(&self, ty: &Type, u: &Use) -> String {
        match plan::tags::outer_tag(self.ir(), ty) {
            Some(tag) => format!("tag == {}", tag_expr(tag)),
            None => {
                format!("<{} as rt::DerUntagged>::has_tag(tag)", u.core)
            }
        }
    }

    /// Whether values of `ty` are `()` (NULL), which need no binding.
    /// (A NULL under a name of its own, `UnbindRequest ::= [APPLICATION 2]
    /// NULL`, is a newtype of `()`.)
    fn is_unit(&self, ty: &Type, u: &Use) -> bool {
        matches!(self.ir().core(ty).kind, TypeKind::Null) && u.mode == Mode::Own && self.newtype_steps(ty).is_empty()
    }

    /// Statements checking `var` (a reference) against `checks`, failing at
    /// byte `off`.
    /// `var` names the value, or a reference to it when `by_ref`.
    fn check_stmts(&self, u: &Use, var: &str, by_ref: bool, off: &str, at: &str) -> String {
        let mut out = String::new();
        // The runtime value inside any newtypes (a field access reads
        // through a reference as well).
        let var = &format!("{var}{}", u.inner);
        if let Some(ranges) = &u.checks.value {
            let value = if by_ref && u.inner.is_empty() { format!("*{var}") } else { var.to_string() };
            let cond = range_cond(&format!("i128::from({value})"), ranges);
            out += &format!("rt::check_range({cond}, {off}){at}?;\n");
        }
        if let Some(ranges) = &u.checks.integer {
            // A value beyond i128 is inside a range only through its open end.
            let below = ranges.iter().any(|(lo, _)| lo.is_none());
            let above = ranges.iter().any(|(_, hi)| hi.is_none());
            let beyond = match (below, above) {
                (true, true) => "true".to_string(),
                (true, false) => format!("{var}.is_negative()"),
                (false, true) => format!("!{var}.is_negative()"),
                (false, false) => "false".to_string(),
            };
            let cond = range_cond("x", ranges);
            out += &format!("rt::check_range({var}.to_i128().map_or({beyond}, |x| {cond}), {off}){at}?;\n");
        }
        if let Some(ranges) = &u.checks.size {
            let len = match u.size_expr {
                SizeExpr::Bytes | SizeExpr::Bits | SizeExpr::Elements => format!("{var}.len()"),
                SizeExpr::Chars(_) => format!("{var}.code_points().count()"),
            };
            let cond = range_cond(&format!("({len} as i128)"), ranges);
            out += &format!("rt::check_size({cond}, {off}){at}?;\n");
        }
        if let Some(alphabet) = &u.checks.alphabet {
            let list: Vec<String> = alphabet.iter().map(|(lo, hi)| format!("({lo:#x}, {hi:#x})")).collect();
            out += &format!("rt::check_alphabet({var}.code_points(), &[{}], {off}){at}?;\n", list.join(", "));
        }
        out
    }

    /// A statement writing `var` (a reference to the held value) as JER;
    /// values kept raw are decoded first.
    /// `place` is a reference (`v`) or a field (`self.x`).
    fn jer_stmt(&self, u: &Use, place: &str, at: &str) -> String {
        let value = match u.mode {
            Mode::Own | Mode::Untagged if place.starts_with("self.") => format!("&{place}"),
            Mode::Own | Mode::Untagged => place.to_string(),
            Mode::LazyOwn | Mode::CycleOwn => format!("&{place}.get(){at}?"),
            Mode::LazyUntagged | Mode::CycleUntagged => format!("&{place}.get_untagged(){at}?"),
        };
        format!("rt::Jer::write_jer({value}, w){at}?;\n")
    }

    // -- items -----------------------------------------------------------------

    fn struct_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let set = plan.set;
        let components: Vec<&Component> = plan.fields.iter().map(|f| f.component).collect();
        let mut fields: Vec<Field> = Vec::new();
        let mut decode = String::new();
        let mut encodes: Vec<String> = Vec::new();
        let mut init = Vec::new();
        let mut field_scope = Scope::default();
        let mut set_arms = Vec::new();
        let mut set_finish = String::new();
        let mut jer = String::from("w.begin_object();\n");
        let unknown = plan.unknown.map(|u| (u, field_scope_claim_unknown(&components)));
        let mut unknown_encode = None;
        let mut locals: Vec<String> = Vec::new();
        let mut keyed_fields = Vec::new();
        for (i, f) in plan.fields.iter().enumerate() {
            if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == i) {
                unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
            }
            let c_ty = f.ty();
            let name = field_scope.claim(names::field_name(f.asn1()));
            // The local a component is decoded into: its field name, unless
            // that is a name the decoder itself uses (`r`, `v`, ...).
            let local = if DECODER_LOCALS.contains(&name.as_str()) { format!("{name}_") } else { name.clone() };
            locals.push(local.clone());
            let optional = f.is_optional();
            // The encoder checks that a keyed value goes with its key.
            let mut fits = String::new();
            let u = match f.keyed {
                Some(k) => {
                    let (u, open) = self.open_use(k, c_ty, &locals[k.key], &components[k.key].ty, &f.path);
                    let key =
                        format!("self.{}{}.as_bytes()", fields[k.key].name, self.newtype_steps(&components[k.key].ty));
                    let misfit = if optional {
                        format!("self.{name}.as_ref().is_some_and(|v| !v.fits({key}))")
                    } else {
                        format!("!self.{name}.fits({key})")
                    };
                    fits = format!(
                        "if {misfit} {{\nreturn Err(rt::Error::new(rt::ErrorKind::KeyMismatch, 0)).map_err(|e| e.at(\"{}\"));\n}}\n",
                        f.asn1()
                    );
                    let collection = k.holder == Holder::Collection;
                    keyed_fields.push(open::KeyedElement { field: name.clone(), optional, collection, open });
                    u
                }
                None => self.use_of(c_ty, &f.path, f.lazy),
            };
            let asn1 = f.asn1();
            let at = format!(".map_err(|e| e.at(\"{asn1}\"))");
            let default = f.default().map(|d| self.default_value(c_ty, &u, d, &name, item));
            let field_ty = if optional { format!("::core::option::Option<{}>", u.held()) } else { u.held() };
            let decode_value = self.decode_expr(c_ty, &u);
            let encode_value = self.encode_expr(c_ty, &u, "v");
            let present = self.present_expr(c_ty, &u);
            let needs_off = !u.checks.is_empty() || default.is_some();
            if set {
                self.set_component(&mut set_arms, &mut set_finish, c_ty, &u, &local, optional, default.as_ref(), &at);
            } else {
                if needs_off {
                    decode += "let off = r.offset();\n";
                }
                match (&default, optional) {
                    (Some(d), _) => {
                        decode += &format!(
                            "let {local} = if {present} {{\n let before = r.remaining();\n let v = {decode_value}{at}?;\n rt::check_not_default(before, r.remaining(), {konst}, off){at}?;\n{checks} v\n}} else {{ {dv} }};\n",
                            konst = d.bytes_const,
                            checks = self.check_stmts(&u, "v", false, "off", &at),
                            dv = d.value_expr,
                        );
                    }
                    (None, true) => {
                        decode += &format!(
                            "let {local} = if {present} {{\n let v = {decode_value}{at}?;\n{checks} ::core::option::Option::Some(v)\n}} else {{ ::core::option::Option::None }};\n",
                            checks = self.check_stmts(&u, "v", false, "off", &at),
                        );
                    }
                    (None, false) if self.is_unit(c_ty, &u) => {
                        decode += &format!("{decode_value}{at}?;\n");
                    }
                    (None, false) => {
                        decode += &format!("let {local} = {decode_value}{at}?;\n");
                        decode += &self.check_stmts(&u, &local, false, "off", &at);
                    }
                }
            }
            let checks = self.check_stmts(&u, "v", true, "0", &at);
            // Writes the present value `&self.{name}`, checked first when
            // the type asks for checks.
            let write = if checks.is_empty() {
                format!("{}{at}?;\n", self.encode_expr(c_ty, &u, &format!("&self.{name}")))
            } else {
                format!("let v = &self.{name};\n{checks}{encode_value}{at}?;\n")
            };
            let statement = match (&default, optional) {
                (Some(d), _) => format!("if {} {{\n{write}}}\n", differs_from(&format!("self.{name}"), &d.value_expr)),
                (None, true) => format!(
                    "if let ::core::option::Option::Some(v) = &self.{name} {{\n{checks}{encode_value}{at}?;\n}}\n"
                ),
                (None, false) if checks.is_empty() => write,
                (None, false) => format!("{{\n{write}}}\n"),
            };
            encodes.push(fits + &statement);
            let mut doc = format!("`{asn1}`: {}", f.doc.replace('`', "'"));
            if f.lazy {
                doc += " (kept raw; decoded by the accessor of the same name)";
                let core_rust = &u.core;
                let get = if u.mode == Mode::LazyOwn { "get" } else { "get_untagged" };
                item.inherent.push(if optional {
                    format!(
                        "/// Decodes `{asn1}`.\npub fn {name}(&self) -> rt::Result<::core::option::Option<{core_rust}>> {{ self.{name}.as_ref().map(|v| v.{get}()).transpose(){at} }}"
                    )
                } else {
                    format!("/// Decodes `{asn1}`.\npub fn {name}(&self) -> rt::Result<{core_rust}> {{ self.{name}.{get}(){at} }}")
                });
            }
            jer += &if optional {
                format!(
                    "if let ::core::option::Option::Some(v) = &self.{name} {{\nw.member(\"{asn1}\");\n{}}}\n",
                    self.jer_stmt(&u, "v", &at)
                )
            } else {
                format!("w.member(\"{asn1}\");\n{}", self.jer_stmt(&u, &format!("self.{name}"), &at))
            };
            let unit = self.is_unit(c_ty, &u) && !optional && default.is_none() && !set;
            init.push(match (unit, local == name) {
                (true, _) => format!("{name}: ()"),
                (false, true) => name.clone(),
                (false, false) => format!("{name}: {local}"),
            });
            fields.push(Field { name, ty: field_ty, doc });
        }
        // With one keyed open type, a collection of this struct can be
        // searched by key (see `add_lookups`).
        if let Ok([keyed]) = <[open::KeyedElement; 1]>::try_from(keyed_fields) {
            self.keyed_elements.insert(format!("{}{}", item.name, item.generics), keyed);
        }
        if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == plan.fields.len()) {
            unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
        }
        if set {
            decode = format!(
                "{decls}let mut last: ::core::option::Option<rt::Tag> = ::core::option::Option::None;\nwhile !r.is_empty() {{\n let off = r.offset();\n let tag = r.next_tag()?;\n if last.is_some_and(|l| l.order_key() >= tag.order_key()) {{ return Err(rt::Error::new(rt::ErrorKind::SetNotSorted, off)); }}\n last = ::core::option::Option::Some(tag);\n {arms} else {{ return Err(rt::Error::new(rt::ErrorKind::UnexpectedTag {{ expected: ::core::option::Option::None, found: tag }}, off)); }}\n}}\n{set_finish}",
                decls = locals.iter().map(|l| format!("let mut {l} = ::core::option::Option::None;\n")).collect::<String>(),
                arms = set_arms.join(" else "),
            );
        }
        let mut encode: Vec<&str> = plan.encode_order.iter().map(|&i| encodes[i].as_str()).collect();
        if let (Some((u, field)), Some(e)) = (&unknown, &unknown_encode) {
            encode.insert(u.before, e);
            fields.push(Field {
                name: field.clone(),
                ty: "rt::UnknownExtensions<'a>".to_string(),
                doc: "Extension additions this schema does not know, kept to re-encode them unchanged.".to_string(),
            });
            init.push(field.clone());
        }
        let mut encode = encode.concat();
        if !set {
            // A SET's loop above ends only at the end of its content.
            decode += "r.finish()?;\n";
        }
        decode += &format!("Ok(Self {{ {} }})", init.join(", "));
        encode += "Ok(())";
        item.jer = Some(jer + "w.end_object();\nOk(())");
        item.body = Body::Struct(fields);
        item.content = Some(Content::Own {
            tag: if set { "rt::Tag::SET".into() } else { "rt::Tag::SEQUENCE".into() },
            decode,
            encode,
            reads_all: true,
        });
    }

    /// Reads unknown extension additions into the local `name` up to the
    /// tag `stop`; returns the statement writing them back.
    fn unknown_extensions(&self, decode: &mut String, name: &str, stop: Option<WireTag>) -> String {
        let stop = match stop {
            Some(tag) => format!("|tag| tag == {}", tag_expr(tag)),
            None => "|_| false".to_string(),
        };
        *decode += &format!("let {name} = rt::UnknownExtensions::read(r, {stop})?;\n");
        format!("self.{name}.encode(w);\n")
    }

    #[allow(clippy::too_many_arguments)]
    fn set_component(
        &self,
        arms: &mut Vec<String>,
        finish: &mut String,
        ty: &Type,
        u: &Use,
        name: &str,
        optional: bool,
        default: Option<&DefaultValue>,
        at: &str,
    ) {
        let decode_value = self.decode_expr(ty, u);
        let checks = self.check_stmts(u, "v", false, "off", at);
        let (before, not_default) = match default {
            Some(d) => (
                "let before = r.remaining();\n",
                format!("rt::check_not_default(before, r.remaining(), {}, off){at}?;\n", d.bytes_const),
            ),
            None => ("", String::new()),
        };
        arms.push(format!(
            "if {cond} && {name}.is_none() {{\n{before} let v = {decode_value}{at}?;\n{not_default}{checks}{name} = ::core::option::Option::Some(v);\n}}",
            cond = self.matches_expr(ty, u),
        ));
        *finish += &match (default, optional) {
            (Some(d), _) => format!("let {name} = match {name} {{ ::core::option::Option::Some(v) => v, ::core::option::Option::None => {} }};\n", d.value_expr),
            (None, true) => String::new(),
            (None, false) => format!(
                "let {name} = {name}.ok_or_else(|| rt::Error::new(rt::ErrorKind::Missing, r.offset())){at}?;\n"
            ),
        };
    }

    fn choice_item(&mut self, item: &mut Item, choice: &crate::ir::Choice, path: &str) {
        let mut variants = Vec::new();
        let mut decode = String::from("let tag = r.next_tag()?;\n");
        let mut encode = String::from("match self {\n");
        let mut has_tag = Vec::new();
        let mut jer = String::from("match self {\n");
        let mut scope = Scope::default();
        for alt in &choice.alternatives {
            let name = scope.claim(names::variant_name(&alt.name));
            let alt_path = format!("{path}.{}", alt.name);
            let u = self.use_of(&alt.ty, &alt_path, false);
            let at = format!(".map_err(|e| e.at(\"{}\"))", alt.name);
            let cond = self.matches_expr(&alt.ty, &u);
            let checks = self.check_stmts(&u, "v", false, "off", &at);
            let off = if checks.is_empty() { "" } else { "let off = r.offset();\n" };
            let read = self.decode_expr(&alt.ty, &u);
            decode += &if self.is_unit(&alt.ty, &u) {
                format!("if {cond} {{\n{read}{at}?;\n return Ok(Self::{name}(()));\n}}\n")
            } else {
                format!("if {cond} {{\n{off} let v = {read}{at}?;\n{checks} return Ok(Self::{name}(v));\n}}\n")
            };
            let enc_checks = self.check_stmts(&u, "v", true, "0", &at);
            encode += &format!("Self::{name}(v) => {{ {enc_checks}{}{at} }}\n", self.encode_expr(&alt.ty, &u, "v"));
            jer += &format!(
                "Self::{name}(v) => {{\nw.begin_object();\nw.member(\"{}\");\n{}w.end_object();\n}}\n",
                alt.name,
                self.jer_stmt(&u, "v", &at)
            );
            has_tag.push(cond);
            variants.push(Variant {
                name,
                ty: u.held(),
                doc: format!("`{}`: {}", alt.name, crate::ir_dump::type_line(&alt.ty).replace('`', "'")),
            });
        }
        if choice.extensible {
            let name = scope.claim("Unknown".to_string());
            decode += &format!("Ok(Self::{name}(rt::RawDer::read(r)?))");
            encode += &format!("Self::{name}(v) => {{ w.write(v.as_bytes()); Ok(()) }}\n");
            jer += &format!("Self::{name}(v) => rt::Jer::write_jer(v, w)?,\n");
            variants.push(Variant {
                name,
                ty: "rt::RawDer<'a>".to_string(),
                doc: "An alternative added in a later version of the schema, kept as read.".to_string(),
            });
        } else {
            decode += "Err(rt::Error::new(rt::ErrorKind::UnexpectedTag { expected: ::core::option::Option::None, found: tag }, r.offset()))";
        }
        encode += "}";
        item.jer = Some(jer + "}\nOk(())");
        item.body = Body::Choice(variants);
        item.content = Some(Content::Untagged {
            decode,
            encode,
            has_tag: if has_tag.is_empty() { "false".to_string() } else { has_tag.join(" || ") },
        });
    }

    fn newtype_item(&mut self, item: &mut Item, ty: &Type, path: &str) {
        let ir = self.ir();
        // The inner type: what the newtype wraps, read with the same content
        // codec but without this type's checks or names.
        let (inner, _, _) = match &ty.kind {
            TypeKind::Ref(r) => (self.type_path(r), Checks::default(), SizeExpr::Bytes),
            TypeKind::BitString(_) => ("rt::BitString<'a>".to_string(), Checks::default(), SizeExpr::Bits),
            TypeKind::Integer(_) => {
                let plain = Type { kind: TypeKind::Integer(Vec::new()), ..ty.clone() };
                self.rust_type(&plain, path)
            }
            TypeKind::SequenceOf(c) | TypeKind::SetOf(c) => {
                let element = self.element_type(&c.element, path);
                self.collections.push((item.name.clone(), element.clone()));
                (collection_type(ty, &element), Checks::default(), SizeExpr::Bytes)
            }
            _ => self.rust_type(ty, path),
        };
        let u = Use {
            core: inner.clone(),
            mode: Mode::Own,
            checks: plan::uses::own_checks(ir, ty),
            size_expr: SizeExpr::of(&ir.core(ty).kind),
            key: None,
            inner: self.newtype_steps(ty),
        };
        let named_bits = matches!(&ty.kind, TypeKind::BitString(n) if !n.is_empty());
        if let TypeKind::BitString(bits) = &ty.kind {
            for (n, bit) in bits {
                let konst = names::const_name(n);
                let method = names::field_name(n);
                item.inherent.push(format!("/// Bit `{n}({bit})`.\npub const {konst}: usize = {bit};"));
                item.inherent.push(format!(
                    "/// Whether bit `{n}` is set.\npub fn {method}(&self) -> bool {{ self.0.bit({bit}) }}"
                ));
            }
        }
        if let TypeKind::Integer(named) = &ty.kind {
            for (n, v) in named {
                item.inherent.push(format!("/// The number `{n}`.\npub const {}: i64 = {v};", names::const_name(n)));
            }
        }
        let checks = self.check_stmts(&u, "v", false, "off", "");
        let enc_checks = self.check_stmts(&u, "self.0", false, "0", "");
        let off = if checks.is_empty() { "" } else { "let off = r.offset();\n" };
        item.content = Some(if plan::tags::own_tag(ir, ty).is_some() {
            let read = if named_bits {
                "rt::BitString::decode_named(r)".to_string()
            } else {
                format!("<{} as rt::DerValue>::decode_content(r)", inner)
            };
            Content::Own {
                tag: tag_expr(plan::tags::own_tag(ir, ty).unwrap_or(WireTag {
                    class: TagClass::Universal,
                    constructed: false,
                    number: 0,
                })),
                // Without checks the inner result is wrapped as it is: no
                // copy of the value out of one Result and into another.
                decode: if checks.is_empty() {
                    format!("{read}.map(Self)")
                } else {
                    format!("{off}let v = {read}?;\n{checks}Ok(Self(v))")
                },
                encode: format!("{enc_checks}rt::DerValue::encode_content(&self.0, w)"),
                // A SEQUENCE or SET under a new name: its decoder checks its end.
                reads_all: !named_bits && matches!(ir.core(ty).kind, TypeKind::Sequence(_) | TypeKind::Set(_)),
            }
        } else {
            Content::Untagged {
                decode: format!("Ok(Self(<{} as rt::DerUntagged>::decode_untagged(r)?))", inner),
                encode: "rt::DerUntagged::encode_untagged(&self.0, w)".to_string(),
                has_tag: format!("<{} as rt::DerUntagged>::has_tag(tag)", inner),
            }
        });
        item.jer = Some("rt::Jer::write_jer(&self.0, w)".to_string());
        item.body = Body::Newtype(inner);
    }

    /// The `Der` impl: the item's whole chain around its content codec.
    fn der_codec(&self, ty: &Type) -> Codec {
        let ir = self.ir();
        let mode = if plan::tags::own_tag(ir, ty).is_some() { Mode::Own } else { Mode::Untagged };
        let u = Use {
            core: "Self".to_string(),
            mode,
            checks: Checks::default(),
            size_expr: SizeExpr::Bytes,
            key: None,
            inner: String::new(),
        };
        Codec {
            decode: self.decode_expr(ty, &u),
            encode: self.encode_expr(ty, &u, "self"),
            starts_with: self.matches_expr(ty, &u),
        }
    }

    /// The DEFAULT value of a component: its encoding as a constant and an
    /// expression giving the value.
    fn default_value(&mut self, ty: &Type, u: &Use, d: &DefaultPlan, field: &str, item: &mut Item) -> DefaultValue {
        let konst = format!("{}_DEFAULT", names::const_name(field.trim_start_matches("r#")));
        item.inherent.push(format!(
            "/// The DER encoding of the DEFAULT value of `{field}`.\npub const {konst}: &'static [u8] = &{};",
            byte_list(&d.der)
        ));
        // Simple values are written as literals (an integer only where the
        // field is the native integer itself, not a newtype of it); others
        // are decoded from the constant, which the compiler has just
        // produced and checked.
        let native = ty.native_int.map(NativeInt::rust_name);
        let literal = match d.literal {
            Some(Literal::Bool(b)) => Some(b.to_string()),
            Some(Literal::Int(i)) if native == Some(u.core.as_str()) => Some(i.to_string()),
            _ => None,
        };
        let value_expr = match literal {
            Some(l) => l,
            None => {
                let method = format!("{}_default", field.trim_start_matches("r#"));
                let decode = self.decode_expr(ty, u).replace("'a", "'static");
                item.inherent.push(format!(
                    "/// The DEFAULT value of `{field}`, decoded from its encoding.\npub fn {method}() -> rt::Result<{}> {{ let r = &mut rt::Reader::new(Self::{konst}); {decode} }}",
                    u.held().replace("'a", "'static")
                ));
                format!("Self::{method}()?")
            }
        };
        DefaultValue { bytes_const: format!("Self::{konst}"), value_expr }
    }

    fn value_item(&self, v: &crate::ir::ValueDef, scope: &mut Scope) -> Option<ValueItem> {
        let ir = self.ir();
        let name = scope.claim(names::const_name(&v.name));
        let doc = format!("`{}` = {}", v.name, crate::ir_dump::value(&v.value).replace('`', "'"));
        let (ty, expr) = match (&ir.core(&v.ty).kind, &v.value) {
            (TypeKind::ObjectIdentifier, Value::Oid(oid)) => (
                "rt::ObjectIdentifier<'static>".to_string(),
                format!("rt::ObjectIdentifier::from_static(&{})", byte_list(&oid.to_der_content())),
            ),
            (TypeKind::Integer(_) | TypeKind::Enumerated(_), Value::Integer(i)) => {
                use num_traits::ToPrimitive;
                (String::from("i64"), i.to_i64()?.to_string())
            }
            (TypeKind::Boolean, Value::Boolean(b)) => ("bool".to_string(), b.to_string()),
            _ => return None,
        };
        Some(ValueItem { name, doc, ty, expr })
    }
}

/// A condition: `value` differs from the DEFAULT expression `default`.
fn differs_from(value: &str, default: &str) -> String {
    match default {
        "false" => value.to_string(),
        "true" => format!("!{value}"),
        _ => format!("{value} != {default}"),
    }
}

/// `use_of` sets the mode from the same own-tag test the codecs make, so
/// the two always agree; this keeps the match total without a panic.
fn unreachable_mode(own: bool, mode: Mode) -> (String, Option<String>) {
    (format!("compile_error!(\"internal: mode {mode:?} with own tag {own}\")"), None)
}

struct DefaultValue {
    bytes_const: String,
    value_expr: String,
}

/// A name for the unknown-extensions field that no component uses.
fn field_scope_claim_unknown(components: &[&Component]) -> String {
    let taken: BTreeSet<String> = components.iter().map(|c| names::field_name(&c.name)).collect();
    let mut name = "unknown_extensions".to_string();
    while taken.contains(&name) {
        name.push('_');
    }
    name
}

fn enumerated_item(item: &mut Item, e: &crate::ir::Enumerated) {
    let mut scope = Scope::default();
    let mut variants: Vec<(String, i64)> = Vec::new();
    for (n, v) in e.root.iter().chain(&e.additions) {
        variants.push((scope.claim(names::variant_name(n)), *v));
    }
    let unknown = if e.extensible { Some(scope.claim("Unknown".to_string())) } else { None };
    let mut decode = String::from("let off = r.offset();\nmatch rt::decode_i128(r)? {\n");
    let mut number = String::from("match self {\n");
    let mut jer = String::from("match self {\n");
    for ((n, v), (asn1, _)) in variants.iter().zip(e.root.iter().chain(&e.additions)) {
        decode += &format!("{v} => Ok(Self::{n}),\n");
        number += &format!("Self::{n} => {v},\n");
        jer += &format!("Self::{n} => w.identifier(\"{asn1}\"),\n");
    }
    match &unknown {
        Some(u) => {
            decode += &format!(
                "v => i64::try_from(v).map(Self::{u}).map_err(|_| rt::Error::new(rt::ErrorKind::ValueOutOfRange, off)),\n}}"
            );
            number += &format!("Self::{u}(v) => *v,\n");
            // A number the schema does not name has no identifier.
            jer += &format!("Self::{u}(v) => rt::Jer::write_jer(v, w)?,\n");
        }
        None => decode += "_ => Err(rt::Error::new(rt::ErrorKind::UnknownEnumerated, off)),\n}",
    }
    number += "}";
    item.jer = Some(jer + "}\nOk(())");
    item.inherent.push(format!("/// The number on the wire.\npub fn number(&self) -> i64 {{ {number} }}"));
    item.body = Body::Enumerated(variants, unknown.is_some());
    item.content = Some(Content::Own {
        tag: "rt::Tag::ENUMERATED".into(),
        decode,
        encode: "rt::encode_i128(w, i128::from(self.number()));\nOk(())".into(),
        reads_all: false,
    });
}

/// The runtime type holding a value of `p`.
fn prim_type(p: Prim) -> String {
    match p {
        Prim::Bool => "bool".to_string(),
        Prim::Null => "()".to_string(),
        Prim::Native(n) => n.rust_name().to_string(),
        Prim::Integer => "rt::Integer<'a>".to_string(),
        Prim::Bits => "rt::BitString<'a>".to_string(),
        Prim::Octets => "&'a [u8]".to_string(),
        Prim::Oid => "rt::ObjectIdentifier<'a>".to_string(),
        Prim::RelativeOid => "rt::RelativeOid<'a>".to_string(),
        Prim::Str(k) => format!("rt::{}<'a>", string_type(k)),
        Prim::ObjectDescriptor => "rt::ObjectDescriptor<'a>".to_string(),
        Prim::UtcTime => "rt::UtcTime<'a>".to_string(),
        Prim::GeneralizedTime => "rt::GeneralizedTime<'a>".to_string(),
        Prim::Any => "rt::RawDer<'a>".to_string(),
    }
}

/// The runtime collection holding `element`s for a SEQUENCE OF / SET OF.
fn collection_type(ty: &Type, element: &str) -> String {
    let coll = if matches!(ty.kind, TypeKind::SetOf(_)) { "SetOf" } else { "SequenceOf" };
    format!("rt::{coll}<'a, {element}>")
}

fn string_type(kind: StringKind) -> &'static str {
    match kind {
        StringKind::Bmp => "BmpString",
        StringKind::General => "GeneralString",
        StringKind::Graphic => "GraphicString",
        StringKind::Ia5 => "Ia5String",
        StringKind::Iso646 | StringKind::Visible => "VisibleString",
        StringKind::Numeric => "NumericString",
        StringKind::Printable => "PrintableString",
        StringKind::Teletex | StringKind::T61 => "TeletexString",
        StringKind::Universal => "UniversalString",
        StringKind::Utf8 => "Utf8String",
        StringKind::Videotex => "VideotexString",
    }
}

/// A `Tag` constant expression.
fn tag_expr(tag: WireTag) -> String {
    let base = match (tag.class, tag.number) {
        (TagClass::Universal, 1) => "rt::Tag::BOOLEAN".to_string(),
        (TagClass::Universal, 2) => "rt::Tag::INTEGER".to_string(),
        (TagClass::Universal, 3) => "rt::Tag::BIT_STRING".to_string(),
        (TagClass::Universal, 4) => "rt::Tag::OCTET_STRING".to_string(),
        (TagClass::Universal, 5) => "rt::Tag::NULL".to_string(),
        (TagClass::Universal, 6) => "rt::Tag::OBJECT_IDENTIFIER".to_string(),
        (TagClass::Universal, 10) => "rt::Tag::ENUMERATED".to_string(),
        (TagClass::Universal, 16) if tag.constructed => return "rt::Tag::SEQUENCE".to_string(),
        (TagClass::Universal, 17) if tag.constructed => return "rt::Tag::SET".to_string(),
        (TagClass::Universal, n) => format!("rt::Tag::universal({n})"),
        (TagClass::Context, n) => format!("rt::Tag::context({n})"),
        (TagClass::Application, n) => format!("rt::Tag::application({n})"),
        (TagClass::Private, n) => format!("rt::Tag::private({n})"),
    };
    if tag.constructed {
        format!("{base}.constructed()")
    } else {
        base
    }
}

/// `lo <= x && x <= hi || …` over inclusive ranges.
fn range_cond(x: &str, ranges: &Ranges) -> String {
    let parts: Vec<String> = ranges
        .iter()
        .map(|(lo, hi)| match (lo, hi) {
            (Some(l), Some(h)) if l == h => format!("{x} == {l}"),
            (Some(l), Some(h)) => format!("({l}..={h}).contains(&{x})"),
            (Some(l), None) => format!("{x} >= {l}"),
            (None, Some(h)) => format!("{x} <= {h}"),
            (None, None) => "true".to_string(),
        })
        .collect();
    if parts.is_empty() {
        "false".to_string()
    } else {
        parts.join(" || ")
    }
}

fn byte_list(bytes: &[u8]) -> String {
    let items: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
    format!("[{}]", items.join(", "))
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

/// The path to call an associated function of the type `core` by:
/// `Name` for `Name<'a>`, `<rt::KeyedSetOf<'a, Name<'a>>>` for the rest.
fn type_path(core: &str) -> String {
    match core.strip_suffix("<'a>") {
        Some(name) if !name.contains('<') => name.to_string(),
        _ => format!("<{core}>"),
    }
}
