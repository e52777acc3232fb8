//! The C backend: lowers the IR to C99 on the runtime in `runtime-c/` and
//! renders it through the Askama templates in `templates/c/`.
//!
//! Each module becomes a `.h`/`.c` pair whose symbols all start with the
//! module's prefix. The layout follows the Rust backend: a type's own codec
//! reads only its content (`_decode_content`), or for untagged CHOICE and
//! ANY its one TLV (`_decode_untagged`); tag chains are read where a type is
//! used, from the IR's complete chain, so an IMPLICIT tag at the use site
//! simply replaces the tag the content is read under. Definitions also get
//! the whole-chain codec (`_decode_tlv`) and the public entry points
//! (`_decode`, `_encode`, `_encoded_len`).
//!
//! Decoding writes into the caller's arena: arrays for SEQUENCE OF and the
//! values that close a recursive cycle. Everything else is held by value,
//! and byte strings are views into the input. Encoding runs back to front
//! (see `synta_rt.h`), so components are written last to first.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use askama::Template;

use crate::backend::names::{self, Scope};
use crate::backend::GeneratedFile;
use crate::plan::checks::{Checks, Ranges, Size as SizeExpr};
use crate::plan::mode::Mode;
use crate::plan::open::Holder;
use crate::plan::structs::{DefaultPlan, Literal};
use crate::plan::tags::WireTag;
use crate::plan::uses::Target;
use crate::plan::{self, Planner};

mod groups;
mod open;
use crate::ir::{DefRef, Ir, Module, NativeInt, StringKind, TagClass, Type, TypeKind, Value};

/// The runtime, copied next to the generated files with `--emit-runtime`.
const RUNTIME_HEADER: &str = include_str!("../../../runtime-c/synta_rt.h");
const RUNTIME_SOURCE: &str = include_str!("../../../runtime-c/synta_rt.c");

/// Options of the C backend.
#[derive(Clone, Debug, Default)]
pub struct COptions {
    /// Components kept as checked raw DER, with an accessor that decodes
    /// them on demand: `Module.Type.component` paths.
    pub lazy: Vec<String>,
    /// Symbol prefixes by module name, replacing the module-derived ones.
    pub prefixes: BTreeMap<String, String>,
    /// Also write `synta_rt.h` and `synta_rt.c`, so the output builds alone.
    pub emit_runtime: bool,
    /// Also write `synta_types.h`/`.c`: every type by its ASN.1 name with
    /// decode and round-trip entry points (what synta-dump-c runs).
    pub registry: bool,
}

/// Generates a header and a source file per module.
pub fn generate(ir: &Ir, options: &COptions) -> Result<Vec<GeneratedFile>, Vec<String>> {
    let analysis = Analysis::new(ir, options)?;
    let mut files = Vec::new();
    let mut errors = Vec::new();
    let mut emitters: Vec<Emitter> = ir.modules.iter().map(|m| Emitter::new(&analysis, m)).collect();
    for emitter in &mut emitters {
        emitter.emit_module();
        errors.append(&mut emitter.errors);
    }
    let mut render = |path: String, rendered: askama::Result<String>, what: &str| match rendered {
        Ok(text) => files.push(GeneratedFile { path, contents: text }),
        Err(e) => errors.push(format!("{what}: {e}")),
    };
    let uses: Vec<BTreeSet<String>> = emitters.iter().map(|e| e.uses_modules.clone()).collect();
    for group in groups::include_cycles(ir, &uses) {
        let members: Vec<&Emitter> = group.iter().map(|&i| &emitters[i]).collect();
        let header_of = |e: &Emitter| format!("{}.h", analysis.files[&e.module.name]);
        // A module alone declares its types in its own header; modules that
        // import each other in a circle declare theirs together in one,
        // ordered across the modules, which each of their headers includes.
        let (path, origin, guard) = match members.as_slice() {
            [one] => {
                let stem = &analysis.files[&one.module.name];
                (header_of(one), origin(&[one]), format!("{}_SYNTA_H", stem.to_uppercase()))
            }
            _ => {
                let stem = format!("{}_group", analysis.files[&members[0].module.name]);
                for member in &members {
                    let header = MemberHeader {
                        asn1_name: &member.module.name,
                        source: &member.module.file,
                        guard: format!("{}_SYNTA_H", analysis.files[&member.module.name].to_uppercase()),
                        group: format!("{stem}.h"),
                    };
                    render(header_of(member), header.render(), &member.module.name);
                }
                (format!("{stem}.h"), origin(&members), format!("{}_SYNTA_H", stem.to_uppercase()))
            }
        };
        let own: BTreeSet<String> = members.iter().map(|e| header_of(e)).collect();
        let mut includes: Vec<String> =
            members.iter().flat_map(|e| e.includes()).filter(|h| !own.contains(h)).collect();
        includes.sort();
        includes.dedup();
        let all: Vec<&CItem> = members.iter().flat_map(|e| &e.items).collect();
        let header = HeaderFile {
            origin,
            guard,
            includes,
            values: members.iter().flat_map(|e| e.value_decls.iter().cloned()).collect(),
            forwards: all.iter().filter(|i| i.forward).map(|i| i.name.clone()).collect(),
            items: sorted(&all),
        };
        render(path, header.render(), &members[0].module.name);
    }
    for emitter in &emitters {
        let module = emitter.module;
        let stem = &analysis.files[&module.name];
        let items: Vec<&CItem> = emitter.items.iter().collect();
        let source = SourceFile {
            asn1_name: &module.name,
            source: &module.file,
            header: format!("{stem}.h"),
            includes: emitter.source_includes(),
            statics: &emitter.statics,
            values: &emitter.value_defs,
            items: sorted(&items),
        };
        render(format!("{stem}.c"), source.render(), &module.name);
    }
    if options.registry {
        let mut entries = Vec::new();
        let mut headers = Vec::new();
        for module in &ir.modules {
            headers.push(format!("{}.h", analysis.files[&module.name]));
            for t in &module.types {
                let r = DefRef { module: module.name.clone(), name: t.name.clone() };
                entries.push((format!("{}.{}", module.name, t.name), analysis.type_names[&r].clone()));
            }
        }
        let header = RegistryHeader {};
        let source = RegistrySource { headers, entries };
        for (path, rendered) in [("synta_types.h", header.render()), ("synta_types.c", source.render())] {
            match rendered {
                Ok(text) => files.push(GeneratedFile { path: path.to_string(), contents: text }),
                Err(e) => errors.push(e.to_string()),
            }
        }
    }
    if options.emit_runtime {
        files.push(GeneratedFile { path: "synta_rt.h".into(), contents: RUNTIME_HEADER.into() });
        files.push(GeneratedFile { path: "synta_rt.c".into(), contents: RUNTIME_SOURCE.into() });
    }
    if errors.is_empty() {
        Ok(files)
    } else {
        Err(errors)
    }
}

// ---------------------------------------------------------------------------
// The model the templates render.

#[derive(Template)]
#[template(path = "c/module.h.askama", escape = "none")]
struct HeaderFile<'m> {
    /// Where the declarations come from: `from x.asn1 (module X)`.
    origin: String,
    guard: String,
    includes: Vec<String>,
    values: Vec<String>,
    forwards: Vec<String>,
    items: Vec<&'m CItem>,
}

/// The header of a module whose types are declared in its group's header.
#[derive(Template)]
#[template(path = "c/member.h.askama", escape = "none")]
struct MemberHeader<'m> {
    asn1_name: &'m str,
    source: &'m str,
    guard: String,
    group: String,
}

#[derive(Template)]
#[template(path = "c/module.c.askama", escape = "none")]
struct SourceFile<'m> {
    asn1_name: &'m str,
    source: &'m str,
    header: String,
    includes: Vec<String>,
    statics: &'m [String],
    values: &'m [String],
    items: Vec<&'m CItem>,
}

/// A content codec (`_decode_content`, `_encode_content`) with the
/// statements of its construct.
#[derive(Template)]
#[template(path = "c/content_codec.c.askama", escape = "none")]
struct ContentCodec<'a> {
    name: &'a str,
    decode: String,
    encode: String,
}

/// The definition of a CHOICE or an open type's union.
#[derive(Template)]
#[template(path = "c/tagged_union.h.askama", escape = "none")]
struct TaggedUnion<'a> {
    name: &'a str,
    /// The kind meaning nothing chosen.
    none: String,
    kinds: Vec<UnionKind>,
    /// The members' declarations, one per kind.
    members: &'a [String],
}

/// One kind of a [`TaggedUnion`].
pub(super) struct UnionKind {
    /// Its comment's text.
    pub comment: String,
    pub name: String,
}

/// A CHOICE: its untagged codec.
#[derive(Template)]
#[template(path = "c/choice.c.askama", escape = "none")]
struct Choice<'a> {
    name: &'a str,
    alternatives: Vec<ChoiceAlternative>,
    /// An extensible CHOICE's alternative for values of other tags.
    unknown: Option<ChoiceUnknown>,
    /// Some alternative's decoder uses the arena.
    uses_arena: bool,
    /// Some alternative is recognised by its tag (not all are ANY).
    uses_tag: bool,
}

struct ChoiceAlternative {
    /// The condition that a value starting with `tag` is this alternative.
    matches: String,
    /// Statements reading it into the union (`out->u.member`).
    read: String,
    /// Statements writing `in->u.member`.
    write: String,
    kind: String,
}

struct ChoiceUnknown {
    kind: String,
    member: String,
}

/// The prototypes of an untagged codec (CHOICE, ANY, open types).
#[derive(Template)]
#[template(path = "c/untagged_codec.h.askama", escape = "none")]
struct UntaggedCodecHeader<'a> {
    name: &'a str,
}

/// The prototypes of a content codec (`_decode_content`, `_encode_content`).
#[derive(Template)]
#[template(path = "c/content_codec.h.askama", escape = "none")]
struct ContentCodecHeader<'a> {
    name: &'a str,
}

/// An ENUMERATED: its content codec.
#[derive(Template)]
#[template(path = "c/enumerated.c.askama", escape = "none")]
struct Enumerated<'a> {
    name: &'a str,
    extensible: bool,
    /// The condition that `v` is one of the items.
    known: String,
    /// The items as constants.
    constants: String,
}

/// An ENUMERATED: its definition.
#[derive(Template)]
#[template(path = "c/enumerated.h.askama", escape = "none")]
struct EnumeratedHeader<'a> {
    model: &'a Enumerated<'a>,
}

/// The whole-chain codec and the public entry points of a definition.
#[derive(Template)]
#[template(path = "c/entry_points.c.askama", escape = "none")]
struct EntryPoints<'a> {
    name: &'a str,
    asn1_name: &'a str,
    /// Statements reading the whole chain into `*out`.
    decode_tlv: String,
    /// Statements writing the whole chain of `*in`.
    encode_tlv: String,
}

#[derive(Template)]
#[template(path = "c/entry_points.h.askama", escape = "none")]
struct EntryPointsHeader<'a> {
    name: &'a str,
    asn1_name: &'a str,
}

#[derive(Template)]
#[template(path = "c/synta_types.h.askama", escape = "none")]
struct RegistryHeader {}

#[derive(Template)]
#[template(path = "c/synta_types.c.askama", escape = "none")]
struct RegistrySource {
    headers: Vec<String>,
    /// `Module.Type` and the C type.
    entries: Vec<(String, String)>,
}

/// One generated type: its definition and its functions.
struct CItem {
    name: String,
    /// Comment lines above the definition (the ASN.1 text).
    comment: Vec<String>,
    /// The C text defining the type (and its constants).
    definition: String,
    /// Function prototypes for the header, each with its comment.
    prototypes: Vec<String>,
    /// Function definitions for the source file.
    functions: Vec<String>,
    /// Types this definition needs, and whether it holds them by value.
    deps: Vec<(String, bool)>,
    /// A struct type, declared ahead by name.
    forward: bool,
}

impl CItem {
    fn new(name: &str, comment: Vec<String>) -> CItem {
        CItem {
            name: name.to_string(),
            comment,
            definition: String::new(),
            prototypes: Vec::new(),
            functions: Vec::new(),
            deps: Vec::new(),
            forward: false,
        }
    }
}

/// The items with every type defined before a definition that needs it
/// complete; otherwise in the order they were made.
fn sorted<'a>(items: &[&'a CItem]) -> Vec<&'a CItem> {
    let index: HashMap<&str, usize> = items.iter().enumerate().map(|(i, it)| (it.name.as_str(), i)).collect();
    let mut done = vec![false; items.len()];
    let mut out = Vec::new();
    fn visit<'a>(
        i: usize,
        items: &[&'a CItem],
        index: &HashMap<&str, usize>,
        done: &mut Vec<bool>,
        out: &mut Vec<&'a CItem>,
    ) {
        if done[i] {
            return;
        }
        done[i] = true;
        for (dep, by_value) in &items[i].deps {
            if let Some(&j) = index.get(dep.as_str()) {
                if *by_value || !items[j].forward {
                    visit(j, items, index, done, out);
                }
            }
        }
        out.push(items[i]);
    }
    for i in 0..items.len() {
        visit(i, items, &index, &mut done, &mut out);
    }
    out
}

/// `from x.asn1 (module X)`, or for modules declared together
/// `from x.asn1 and y.asn1 (modules X and Y, which import each other)`.
fn origin(members: &[&Emitter]) -> String {
    let list = |names: Vec<&str>| match names.as_slice() {
        [one] => one.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
        [] => String::new(),
    };
    let files = list(members.iter().map(|e| e.module.file.as_str()).collect());
    let modules = list(members.iter().map(|e| e.module.name.as_str()).collect());
    match members {
        [_] => format!("from {files} (module {modules})"),
        _ => format!("from {files} (modules {modules}, which import each other)"),
    }
}

// ---------------------------------------------------------------------------
// Whole-IR analysis: names, shapes and cycles.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Struct,
    Choice,
    Enumerated,
    Collection,
    Typedef,
}

fn shape_of(ty: &Type) -> Shape {
    match &ty.kind {
        TypeKind::Sequence(_) | TypeKind::Set(_) => Shape::Struct,
        TypeKind::Choice(_) => Shape::Choice,
        TypeKind::Enumerated(_) => Shape::Enumerated,
        TypeKind::SequenceOf(_) | TypeKind::SetOf(_) => Shape::Collection,
        _ => Shape::Typedef,
    }
}

/// The functions a type name brings along; a name is free only when all are.
const TYPE_SUFFIXES: &[&str] = &[
    "",
    "_decode_content",
    "_encode_content",
    "_decode_untagged",
    "_encode_untagged",
    "_has_tag",
    "_decode_tlv",
    "_encode_tlv",
    "_decode",
    "_encode",
    "_encoded_len",
    "_kind",
];

/// Claims `base` (or `base2`, ...) together with its function names.
fn claim_type(scope: &mut Scope, base: &str) -> String {
    let free = |scope: &Scope, name: &str| TYPE_SUFFIXES.iter().all(|s| !scope.contains(&format!("{name}{s}")));
    let name = std::iter::once(base.to_string())
        .chain((2..).map(|n| format!("{base}{n}")))
        .find(|candidate| free(scope, candidate))
        .unwrap_or_else(|| base.to_string());
    for s in TYPE_SUFFIXES {
        scope.claim(format!("{name}{s}"));
    }
    name
}

struct Analysis<'ir> {
    ir: &'ir Ir,
    /// Module → symbol prefix.
    prefixes: HashMap<String, String>,
    /// Module → file stem.
    files: HashMap<String, String>,
    type_names: HashMap<DefRef, String>,
    /// Each module's names once its definitions are named.
    scopes: HashMap<String, Scope>,
    plan: Planner<'ir>,
}

impl<'ir> Analysis<'ir> {
    fn new(ir: &'ir Ir, options: &COptions) -> Result<Analysis<'ir>, Vec<String>> {
        let plan = Planner::new(ir, &options.lazy)?;
        let mut prefixes = HashMap::new();
        let mut files = HashMap::new();
        let mut file_scope = Scope::default();
        let mut type_names = HashMap::new();
        let mut scopes = HashMap::new();
        for m in &ir.modules {
            let stem = file_scope.claim(names::c_prefix(&m.name));
            let prefix = options.prefixes.get(&m.name).cloned().unwrap_or_else(|| stem.clone());
            let mut scope = Scope::default();
            for t in &m.types {
                let name = claim_type(&mut scope, &format!("{prefix}_{}", names::c_ident(&t.name)));
                type_names.insert(DefRef { module: m.name.clone(), name: t.name.clone() }, name);
            }
            files.insert(m.name.clone(), stem);
            prefixes.insert(m.name.clone(), prefix);
            scopes.insert(m.name.clone(), scope);
        }
        Ok(Analysis { ir, prefixes, files, type_names, scopes, plan })
    }
}

// ---------------------------------------------------------------------------
// Use sites.

/// A runtime value type and its codec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Prim {
    Bool,
    Null,
    Native(NativeInt),
    Integer,
    Octets,
    Oid,
    Bits { named: bool },
    Str(StringKind),
    UtcTime,
    GeneralizedTime,
    Any,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Codec {
    /// A generated type, by its C name.
    Item(String),
    Prim(Prim),
}

/// How a value is held and read where it is used.
#[derive(Clone, Debug)]
struct CUse {
    /// The C type of the decoded value.
    ctype: String,
    codec: Codec,
    mode: Mode,
    checks: Checks,
    size: SizeExpr,
    /// For an open type decoded by its key: the lvalue holding the key
    /// (the codec is then the table's union).
    key: Option<String>,
}

impl CUse {
    /// The C type a field holds.
    fn held(&self) -> String {
        match self.mode {
            Mode::Own | Mode::Untagged => self.ctype.clone(),
            Mode::LazyOwn | Mode::LazyUntagged => "synta_any".to_string(),
            Mode::CycleOwn | Mode::CycleUntagged => format!("{} *", self.ctype),
        }
    }

    /// The decoded value held in the field `x`: behind its pointer when it
    /// closes a cycle.
    fn value(&self, x: &str) -> String {
        if self.mode.is_cycle() {
            format!("(*{x})")
        } else {
            x.to_string()
        }
    }

    /// The C type held by value, if it is a generated one.
    fn dep(&self) -> Option<(String, bool)> {
        match (&self.codec, self.mode) {
            (Codec::Item(name), Mode::Own | Mode::Untagged) => Some((name.clone(), true)),
            (Codec::Item(name), Mode::CycleOwn | Mode::CycleUntagged) => Some((name.clone(), false)),
            _ => None,
        }
    }
}

/// Where an error gets its path segment.
#[derive(Clone, Debug)]
enum At {
    None,
    Name(String),
    Index(String),
}

impl At {
    /// The statement trying `expr`.
    fn try_(&self, expr: &str) -> String {
        match self {
            At::None => format!("SYNTA_TRY({expr});"),
            At::Name(n) => format!("SYNTA_TRY_AT({expr}, \"{n}\");"),
            At::Index(i) => format!("SYNTA_TRY_AT_INDEX({expr}, {i});"),
        }
    }
}

// ---------------------------------------------------------------------------
// Per-module emission.

struct Emitter<'a, 'ir> {
    an: &'a Analysis<'ir>,
    module: &'ir Module,
    prefix: String,
    scope: Scope,
    items: Vec<CItem>,
    /// `static const` data of the source file (DEFAULT encodings).
    statics: Vec<String>,
    value_decls: Vec<String>,
    value_defs: Vec<String>,
    /// Modules whose types this one uses.
    uses_modules: BTreeSet<String>,
    /// Modules only the source file needs (their types are held through
    /// pointers or as runtime types in this header).
    source_modules: BTreeSet<String>,
    errors: Vec<String>,
    /// The definition being emitted (for cycles and lazy paths).
    owner: DefRef,
    /// Collection types of this module and their element types.
    collections: Vec<(String, String)>,
    /// Structs of this module with one keyed open type.
    keyed_elements: HashMap<String, open::KeyedElement>,
}

impl<'a, 'ir> Emitter<'a, 'ir> {
    fn new(an: &'a Analysis<'ir>, module: &'ir Module) -> Emitter<'a, 'ir> {
        Emitter {
            an,
            module,
            prefix: an.prefixes[&module.name].clone(),
            scope: an.scopes.get(&module.name).cloned().unwrap_or_default(),
            items: Vec::new(),
            statics: Vec::new(),
            value_decls: Vec::new(),
            value_defs: Vec::new(),
            uses_modules: BTreeSet::new(),
            source_modules: BTreeSet::new(),
            errors: Vec::new(),
            owner: DefRef { module: module.name.clone(), name: String::new() },
            collections: Vec::new(),
            keyed_elements: HashMap::new(),
        }
    }

    fn ir(&self) -> &'ir Ir {
        self.an.ir
    }

    /// The headers of the other modules whose types this one uses.
    fn includes(&self) -> Vec<String> {
        self.headers_of(&self.uses_modules)
    }

    /// The headers only the source file includes.
    fn source_includes(&self) -> Vec<String> {
        let only: BTreeSet<String> = self.source_modules.difference(&self.uses_modules).cloned().collect();
        self.headers_of(&only)
    }

    fn headers_of(&self, modules: &BTreeSet<String>) -> Vec<String> {
        modules
            .iter()
            .filter(|m| **m != self.module.name)
            .filter_map(|m| self.an.files.get(m))
            .map(|stem| format!("{stem}.h"))
            .collect()
    }

    fn emit_module(&mut self) {
        for t in &self.module.types {
            let r = DefRef { module: self.module.name.clone(), name: t.name.clone() };
            self.owner = r.clone();
            let name = self.an.type_names[&r].clone();
            self.emit_item(&name, &t.name, &t.ty, comment_block(&t.asn1), &t.name, true);
        }
        self.add_lookups();
        for v in &self.module.values {
            self.value(v);
        }
    }

    /// Emits the item for `ty` (a definition, or an inline type given a
    /// name); `definition` adds the whole-chain codec and the entry points.
    fn emit_item(
        &mut self,
        name: &str,
        asn1_name: &str,
        ty: &Type,
        comment: Vec<String>,
        path: &str,
        definition: bool,
    ) {
        let mut item = CItem::new(name, comment);
        match (shape_of(ty), &ty.kind) {
            (Shape::Struct, TypeKind::Sequence(_) | TypeKind::Set(_)) => self.struct_item(&mut item, ty, path),
            (Shape::Choice, TypeKind::Choice(c)) => self.choice_item(&mut item, c, path),
            (Shape::Enumerated, TypeKind::Enumerated(e)) => self.enumerated_item(&mut item, e),
            (Shape::Collection, TypeKind::SequenceOf(c) | TypeKind::SetOf(c)) => {
                let set = matches!(ty.kind, TypeKind::SetOf(_));
                let own_checks = if definition { plan::checks::checks(self.ir(), ty) } else { Checks::default() };
                let element = self.collection_item(&mut item, &c.element, set, path, own_checks, None);
                // A collection type of elements with a keyed open type gets
                // lookups by key (see `add_lookups`).
                if let (true, Some(element)) = (definition, element) {
                    self.collections.push((name.to_string(), element));
                }
            }
            _ => self.typedef_item(&mut item, ty, path),
        }
        if definition {
            let top = plan::defs::error_name(self.ir(), ty, asn1_name);
            self.entry_points(&mut item, ty, &top);
        }
        self.items.push(item);
    }

    // -- use sites ------------------------------------------------------------

    fn use_of(&mut self, ty: &Type, path: &str, lazy: bool) -> CUse {
        let (ctype, codec, checks, size) = self.c_type(ty, path);
        let mode = self.an.plan.mode(&self.owner, ty, lazy);
        CUse { ctype, codec, mode, checks, size, key: None }
    }

    /// The C type of `ty`, its codec, the checks its use site makes and
    /// how its size is measured.
    fn c_type(&mut self, ty: &Type, path: &str) -> (String, Codec, Checks, SizeExpr) {
        let plan = match plan::uses::use_of(self.ir(), ty) {
            Ok(plan) => plan,
            Err(e) => {
                self.errors.push(format!("{}: {e}", self.owner));
                return ("synta_any".to_string(), Codec::Prim(Prim::Any), Checks::default(), SizeExpr::Bytes);
            }
        };
        let name = match plan.target {
            Target::Def(r) => {
                self.uses_modules.insert(r.module.clone());
                self.an.type_names.get(r).cloned().unwrap_or_else(|| r.name.clone())
            }
            Target::Inline => match plan::associated::associated_sequence(ty) {
                Some(sequence) => self.inline_item(&sequence, path),
                None => self.inline_item(ty, path),
            },
            Target::Collection { .. } => self.inline_item(ty, path),
            Target::Prim(p) => {
                let p = c_prim(p);
                return (prim_ctype(p).to_string(), Codec::Prim(p), plan.checks, plan.size);
            }
        };
        (name.clone(), Codec::Item(name), plan.checks, plan.size)
    }

    /// Claims the C name of the item for the inline type at `path`:
    /// `Attr.values` is `prefix_Attr_values`.
    fn claim_path_type(&mut self, path: &str) -> String {
        let base = format!("{}_{}", self.prefix, path.split('.').map(names::c_ident).collect::<Vec<_>>().join("_"));
        claim_type(&mut self.scope, &base)
    }

    /// A named item for an inline type at `path`.
    fn inline_item(&mut self, ty: &Type, path: &str) -> String {
        let name = self.claim_path_type(path);
        let comment = vec![format!("The type of `{path}`.")];
        self.emit_item(&name, path, ty, comment, path, false);
        name
    }

    // -- statements -------------------------------------------------------------

    /// Statements reading a value of `ty` (its whole chain) from the reader
    /// `r` (a pointer expression) into the lvalue `x`.
    fn decode_stmts(&self, ty: &Type, u: &CUse, r: &str, x: &str, at: &At) -> Stmts {
        let ir = self.ir();
        let wrappers: Vec<_> = plan::tags::wrappers(ty).collect();
        let mut reader = r.to_string();
        let mut decls = Vec::new();
        let mut body = String::new();
        for (k, tag) in wrappers.iter().enumerate() {
            let t = WireTag { class: tag.class, constructed: true, number: tag.number };
            decls.push(format!("synta_reader x{k};"));
            body += &at.try_(&format!("synta_open({reader}, {}, &x{k}, err)", tag_expr(t)));
            body += "\n";
            reader = format!("&x{k}");
        }
        if u.mode.is_cycle() {
            body += &format!("{x} = ({} *)synta_arena_alloc(arena, sizeof *{x}, SYNTA_ARENA_ALIGN);\n", u.ctype);
            body += &at.try_(&format!(
                "synta_check({x} != NULL, SYNTA_ERR_ARENA_EXHAUSTED, synta_reader_offset({reader}), err)"
            ));
            body += "\n";
        }
        let target = u.value(x);
        match (u.mode, plan::tags::own_tag(ir, ty)) {
            (Mode::Own | Mode::CycleOwn, Some(tag)) => {
                decls.push("synta_reader c;".to_string());
                body += &at.try_(&format!("synta_open({reader}, {}, &c, err)", tag_expr(tag)));
                body += "\n";
                body += &at.try_(&inner_decode(u, "&c", &target, content_decode));
            }
            (Mode::LazyOwn, Some(tag)) => {
                body +=
                    &at.try_(&format!("synta_decode_lazy_tagged({reader}, {}, {}, err)", tag_expr(tag), addr(&target)));
            }
            (Mode::LazyUntagged, _) => {
                body += &at.try_(&format!("synta_decode_lazy({reader}, {}, err)", addr(&target)))
            }
            (_, _) => body += &at.try_(&inner_decode(u, &reader, &target, untagged_decode)),
        }
        body += "\n";
        for k in (0..wrappers.len()).rev() {
            body += &at.try_(&format!("synta_reader_finish(&x{k}, err)"));
            body += "\n";
        }
        Stmts { decls: decls.join("\n"), body }
    }

    /// Statements writing the value `x` (an lvalue) of `ty`, whole chain,
    /// in front of what the writer `w` (a pointer expression) holds.
    fn encode_parts(&self, ty: &Type, u: &CUse, w: &str, x: &str, at: &At) -> String {
        let ir = self.ir();
        let own = plan::tags::own_tag(ir, ty);
        let value = u.value(x);
        let mut headers = Vec::new();
        let content = match (u.mode, own) {
            (Mode::Own | Mode::CycleOwn, Some(tag)) => {
                headers.push(tag);
                match &u.codec {
                    Codec::Item(name) => at.try_(&format!("{name}_encode_content({}, {w}, err)", addr(&value))),
                    Codec::Prim(p) => prim_encode(*p, w, &value),
                }
            }
            (Mode::LazyOwn | Mode::LazyUntagged, _) => format!("synta_encode_bytes({w}, {value});"),
            (_, _) => match &u.codec {
                Codec::Item(name) => at.try_(&format!("{name}_encode_untagged({}, {w}, err)", addr(&value))),
                Codec::Prim(_) => format!("synta_encode_bytes({w}, {value});"),
            },
        };
        for tag in plan::tags::wrappers(ty).collect::<Vec<_>>().into_iter().rev() {
            headers.push(WireTag { class: tag.class, constructed: true, number: tag.number });
        }
        if headers.is_empty() {
            return format!("{content}\n");
        }
        let mut inner = format!("size_t mark = {w}->len;\n{content}\n");
        for tag in headers {
            inner += &format!("synta_write_header({w}, {}, {w}->len - mark);\n", tag_expr(tag));
        }
        inner
    }

    /// The same statements, in a block of their own when they declare the
    /// writer's mark (so that two of them can stand side by side).
    fn encode_stmts(&self, ty: &Type, u: &CUse, w: &str, x: &str, at: &At) -> String {
        let stmts = self.encode_parts(ty, u, w, x, at);
        if stmts.starts_with("size_t mark") {
            block("", &stmts)
        } else {
            stmts
        }
    }

    /// A condition: the next value of reader `r` can be a `ty`.
    fn present_expr(&self, ty: &Type, u: &CUse, r: &str) -> String {
        match plan::tags::outer_tag(self.ir(), ty) {
            Some(tag) => format!("synta_peek_is({r}, {})", tag_expr(tag)),
            None => match &u.codec {
                Codec::Item(name) => format!("synta_peek_matches({r}, {name}_has_tag)"),
                Codec::Prim(_) => format!("synta_peek_matches({r}, NULL)"),
            },
        }
    }

    /// A condition: a value starting with `tag` is a `ty`.
    fn matches_expr(&self, ty: &Type, u: &CUse) -> String {
        match plan::tags::outer_tag(self.ir(), ty) {
            Some(tag) => format!("tag == {}", tag_expr(tag)),
            None => match &u.codec {
                Codec::Item(name) => format!("{name}_has_tag(tag)"),
                Codec::Prim(_) => "1".to_string(),
            },
        }
    }

    /// Statements checking the value `x` against the use's checks, failing
    /// at byte `off`.
    fn check_stmts(&self, u: &CUse, x: &str, off: &str, at: &At) -> String {
        if u.mode.is_lazy() {
            return String::new(); // checked when the accessor decodes it
        }
        let x = u.value(x);
        let mut out = String::new();
        if let Some(ranges) = &u.checks.value {
            let native = match u.codec {
                Codec::Prim(Prim::Native(n)) => Some(n),
                _ => None,
            };
            let cond = range_cond(&value(&x), ranges, native.map(plan::checks::native_range));
            out += &at.try_(&format!("synta_check({cond}, SYNTA_ERR_VALUE_OUT_OF_RANGE, {off}, err)"));
            out += "\n";
        }
        if let Some(ranges) = &u.checks.integer {
            // Compared with the bounds' own content octets: any width.
            let cmp = |bound: i128| {
                let octets: String = num_bigint::BigInt::from(bound)
                    .to_signed_bytes_be()
                    .iter()
                    .map(|b| format!("\\x{b:02x}"))
                    .collect();
                format!("synta_integer_compare({}, SYNTA_INTEGER_CONST(\"{octets}\"))", value(&x))
            };
            let parts: Vec<String> = ranges
                .iter()
                .map(|(lo, hi)| match (lo, hi) {
                    (Some(l), Some(h)) if l == h => format!("{} == 0", cmp(*l)),
                    (Some(l), Some(h)) => format!("({} >= 0 && {} <= 0)", cmp(*l), cmp(*h)),
                    (Some(l), None) => format!("{} >= 0", cmp(*l)),
                    (None, Some(h)) => format!("{} <= 0", cmp(*h)),
                    (None, None) => "1".to_string(),
                })
                .collect();
            let cond = if parts.is_empty() { "0".to_string() } else { parts.join(" || ") };
            out += &at.try_(&format!("synta_check({cond}, SYNTA_ERR_VALUE_OUT_OF_RANGE, {off}, err)"));
            out += "\n";
        }
        if let Some(ranges) = &u.checks.size {
            let len = match u.size {
                SizeExpr::Bytes => member(&x, "len"),
                SizeExpr::Bits => format!("synta_bit_string_length({})", addr(&x)),
                SizeExpr::Chars(k) => format!("synta_string_length({}, {})", string_kind(k), value(&x)),
                SizeExpr::Elements => member(&x, "count"),
            };
            let cond = range_cond(&len, ranges, Some((0, i128::from(u64::MAX))));
            out += &at.try_(&format!("synta_check({cond}, SYNTA_ERR_SIZE_OUT_OF_RANGE, {off}, err)"));
            out += "\n";
        }
        if let (Some(alphabet), SizeExpr::Chars(k)) = (&u.checks.alphabet, u.size) {
            let list: Vec<String> = alphabet.iter().map(|(lo, hi)| format!("{lo:#x}, {hi:#x}")).collect();
            let check = at.try_(&format!(
                "synta_check_alphabet({}, {}, alphabet, {}, {off}, err)",
                string_kind(k),
                value(&x),
                alphabet.len()
            ));
            out += &block("", &format!("static const uint32_t alphabet[] = {{{}}};\n{check}\n", list.join(", ")));
        }
        out
    }

    // -- items ------------------------------------------------------------------

    fn struct_item(&mut self, item: &mut CItem, ty: &Type, path: &str) {
        let plan = self.an.plan.structure(&self.owner, ty, path, &mut self.errors);
        let set = plan.set;
        let name = item.name.clone();
        let mut fields = Vec::new();
        let mut field_scope = Scope::default();
        // Every field is written on success; OPTIONAL values only when
        // present (their flag says so), so nothing is cleared first.
        let mut decode = String::new();
        // Encoders, one per component; written in the plan's order, back
        // to front, below.
        let mut encodes: Vec<String> = Vec::new();
        let mut set_arms = Vec::new();
        let mut set_decls = String::new();
        let mut set_finish = String::new();
        let unknown = plan.unknown.map(|u| (u, field_scope.claim("unknown_extensions".to_string())));
        let mut unknown_encode = None;
        let mut field_names: Vec<String> = Vec::new();
        let mut keyed_fields = Vec::new();
        for (i, f) in plan.fields.iter().enumerate() {
            if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == i) {
                unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
            }
            let c_ty = f.ty();
            let field = field_scope.claim(names::c_ident(f.asn1()));
            field_names.push(field.clone());
            let keyed = f.keyed;
            let (u, open) = match keyed {
                Some(k) => {
                    let (u, open) = self.open_use(k, c_ty, &format!("out->{}", field_names[k.key]), &f.path);
                    (u, Some(open))
                }
                None => (self.use_of(c_ty, &f.path, f.lazy), None),
            };
            if let Some(dep) = u.dep() {
                item.deps.push(dep);
            }
            let has = if f.is_optional() { Some(field_scope.claim(format!("has_{field}"))) } else { None };
            if let Some(open) = open {
                let collection = keyed.is_some_and(|k| k.holder == Holder::Collection);
                keyed_fields.push(open::KeyedElement { field: field.clone(), has: has.clone(), collection, open });
            }
            let at = At::Name(f.asn1().to_string());
            let x = format!("out->{field}");
            let default = f.default().map(|d| self.default_value(d, &format!("{name}_{field}")));
            let present = self.present_expr(c_ty, &u, "r");
            let read = self.decode_stmts(c_ty, &u, "r", &x, &at);
            // Every use below opens a block of its own but the plain one.
            let (read, standalone) = (read.in_block(), read.standalone());
            let checks = self.check_stmts(&u, &x, "off", &at);
            let restore = default.as_ref().map(|d| self.restore_default(c_ty, &u, d, &x, &at));
            let not_default = default
                .as_ref()
                .map(|d| at.try_(&format!("synta_check_not_default(r, start, {0}, sizeof {0}, off, err)", d.array)));
            if set {
                let seen = match &has {
                    Some(h) => {
                        set_decls += &format!("out->{h} = false;\n");
                        format!("out->{h}")
                    }
                    None => {
                        let s = format!("seen_{field}");
                        set_decls += &format!("bool {s} = false;\n");
                        s
                    }
                };
                let start = if default.is_some() { "size_t start = r->pos;\n" } else { "" };
                let nd = not_default.map(|s| s + "\n").unwrap_or_default();
                set_arms.push(block(
                    &format!("if ({} && !{seen})", self.matches_expr(c_ty, &u)),
                    &format!("{start}{read}{nd}{checks}{seen} = true;\n"),
                ));
                set_finish += &match (&restore, has.is_some()) {
                    (Some(r), _) => block(&format!("if (!{seen})"), r),
                    (None, true) => String::new(),
                    (None, false) => block(
                        &format!("if (!{seen})"),
                        &(at.try_("synta_fail(err, SYNTA_ERR_MISSING, synta_reader_offset(r))") + "\n"),
                    ),
                };
            } else {
                let off =
                    if !checks.is_empty() || default.is_some() { "size_t off = synta_reader_offset(r);\n" } else { "" };
                decode += &format!("/* {} */\n", f.asn1());
                decode += &match (&restore, &has) {
                    (Some(restore), _) => if_else(
                        &format!("if ({present})"),
                        &format!("{off}size_t start = r->pos;\n{read}{}\n{checks}", not_default.unwrap_or_default()),
                        restore,
                    ),
                    (None, Some(h)) => {
                        format!(
                            "out->{h} = {present};\n{}",
                            block(&format!("if (out->{h})"), &format!("{off}{read}{checks}"))
                        )
                    }
                    (None, None) if off.is_empty() => standalone,
                    (None, None) => block("", &format!("{off}{read}{checks}")),
                };
            }
            // Encoding: the value, checked first.
            let v = format!("in->{field}");
            let mut enc_checks = self.check_stmts(&u, &v, "0", &at);
            if let Some(k) = keyed {
                // A keyed value must be the one its key selects.
                let fits = format!("{}_fits({}, in->{})", u.ctype, addr(&v), field_names[k.key]);
                enc_checks =
                    at.try_(&format!("synta_check({fits}, SYNTA_ERR_KEY_MISMATCH, 0, err)")) + "\n" + &enc_checks;
            }
            let write = format!("{enc_checks}{}", self.encode_stmts(c_ty, &u, "w", &v, &at));
            let statement = match (&default, &has) {
                (Some(d), _) => match &d.literal {
                    Some(lit) => block(&format!("if ({})", differs_from(&v, lit)), &write),
                    None => {
                        // Written only when its encoding is not the DEFAULT's.
                        let arr = &d.array;
                        let probe = self.encode_stmts(c_ty, &u, "probe", &v, &at);
                        let differs = block(&format!("if (!synta_writer_equals(probe, {arr}, sizeof {arr}))"), &write);
                        block(
                            "",
                            &format!("uint8_t probe_buf[sizeof {arr}];\nsynta_writer probe_w, *probe = &probe_w;\nsynta_writer_init(probe, probe_buf, sizeof probe_buf);\n{probe}{differs}"),
                        )
                    }
                },
                (None, Some(h)) => block(&format!("if (in->{h})"), &write),
                (None, None) => write,
            };
            encodes.push(format!("/* {} */\n{statement}", f.asn1()));
            let mut doc = f.doc.clone();
            if f.lazy {
                doc += " (kept raw: see the _get_ accessor)";
                self.lazy_accessor(item, &u, &field, has.as_deref(), f.asn1());
            }
            if let Some(h) = &has {
                fields.push(format!("bool {h};"));
            }
            fields.push(format!("/* {}: {} */\n{}", f.asn1(), comment_text(&doc), declaration(&u.held(), &field)));
        }
        if let Some((u, field)) = unknown.as_ref().filter(|(u, _)| u.before == plan.fields.len()) {
            unknown_encode = Some(self.unknown_extensions(&mut decode, field, u.stop));
        }
        if let Some((_, u)) = &unknown {
            fields.push(format!(
                "/* Extension additions this schema does not know, kept to re-encode them. */\nsynta_bytes {u};"
            ));
        }
        if set {
            // Each component once, in ascending tag order (X.690 §10.3).
            let unexpected = block("else", "return synta_fail_tag(err, off, tag, 0, 0);\n");
            let step = format!(
                "size_t off = synta_reader_offset(r);\nsynta_tag tag;\nSYNTA_TRY(synta_next_tag(r, &tag, err));\n{}last = tag;\nhave_last = 1;\n{} {unexpected}",
                block(
                    "if (have_last && SYNTA_TAG_ORDER_KEY(last) >= SYNTA_TAG_ORDER_KEY(tag))",
                    "return synta_fail(err, SYNTA_ERR_SET_NOT_SORTED, off);\n"
                ),
                set_arms.iter().map(|a| a.trim_end()).collect::<Vec<_>>().join(" else "),
            );
            let scan = block("while (!synta_reader_is_empty(r))", &step);
            decode += &format!(
                "{set_decls}{}{set_finish}",
                block("", &format!("synta_tag last = 0;\nint have_last = 0;\n{scan}"))
            );
        }
        decode += "return synta_reader_finish(r, err);";
        // Written back to front: the last component first.
        let mut ordered: Vec<&str> = plan.encode_order.iter().map(|&i| encodes[i].as_str()).collect();
        if let (Some((u, _)), Some(e)) = (&unknown, &unknown_encode) {
            ordered.insert(u.before, e);
        }
        let encode: String = ordered.into_iter().rev().collect::<String>() + "return SYNTA_OK;";
        if fields.is_empty() {
            fields.push("/* C has no empty structs. */\nuint8_t unused;".to_string());
        }
        item.forward = true;
        // With one keyed open type, a collection of this struct can be
        // searched by key (see `add_lookups`).
        if let Ok([keyed]) = <[open::KeyedElement; 1]>::try_from(keyed_fields) {
            self.keyed_elements.insert(name.clone(), keyed);
        }
        item.definition = format!("struct {name} {{\n{}}};", indent(&fields.join("\n")));
        self.content_functions(item, &decode, &encode);
    }

    /// Reads unknown extension additions into `out->field` up to the tag
    /// `stop`; returns the statement writing them back.
    fn unknown_extensions(&self, decode: &mut String, field: &str, stop: Option<WireTag>) -> String {
        let (has_stop, stop) = match stop {
            Some(tag) => ("1", tag_expr(tag)),
            None => ("0", "0".to_string()),
        };
        *decode += &format!("SYNTA_TRY(synta_decode_unknown_extensions(r, {has_stop}, {stop}, &out->{field}, err));\n");
        format!("synta_encode_bytes(w, in->{field});\n")
    }

    fn choice_item(&mut self, item: &mut CItem, choice: &crate::ir::Choice, path: &str) {
        let name = item.name.clone();
        let mut kinds = Vec::new();
        let mut members = Vec::new();
        let mut member_scope = Scope::default();
        let mut alternatives = Vec::new();
        // The kinds are named first: they are what users write most.
        let kind_names: Vec<String> = choice
            .alternatives
            .iter()
            .map(|a| self.scope.claim(format!("{name}_{}", names::c_ident(&a.name))))
            .collect();
        for (alt, kind) in choice.alternatives.iter().zip(kind_names) {
            let member = member_scope.claim(names::c_ident(&alt.name));
            let alt_path = format!("{path}.{}", alt.name);
            let u = self.use_of(&alt.ty, &alt_path, false);
            if let Some(dep) = u.dep() {
                item.deps.push(dep);
            }
            let at = At::Name(alt.name.clone());
            let x = format!("out->u.{member}");
            let checks = self.check_stmts(&u, &x, "off", &at);
            let off = if checks.is_empty() { "" } else { "size_t off = synta_reader_offset(r);\n" };
            let read = self.decode_stmts(&alt.ty, &u, "r", &x, &at).in_block();
            let v = format!("in->u.{member}");
            let write =
                format!("{}{}", self.check_stmts(&u, &v, "0", &at), self.encode_stmts(&alt.ty, &u, "w", &v, &at));
            let comment = format!("{}: {}", alt.name, comment_text(&crate::ir_dump::type_line(&alt.ty)));
            alternatives.push(ChoiceAlternative {
                matches: self.matches_expr(&alt.ty, &u),
                read: format!("{off}out->kind = {kind};\n{read}{checks}").trim_end().to_string(),
                write: write.trim_end().to_string(),
                kind: kind.clone(),
            });
            kinds.push(UnionKind { comment, name: kind });
            members.push(declaration(&u.held(), &member));
        }
        let unknown = choice.extensible.then(|| {
            let kind = self.scope.claim(format!("{name}_unknown"));
            let member = member_scope.claim("unknown".to_string());
            let comment = "An alternative added in a later version of the schema, kept as read.".to_string();
            kinds.push(UnionKind { comment, name: kind.clone() });
            members.push(format!("synta_any {member};"));
            ChoiceUnknown { kind, member }
        });
        self.tagged_union(item, kinds, &members);
        let model = Choice {
            uses_arena: alternatives.iter().any(|a| mentions(&a.read, "arena")),
            uses_tag: alternatives.iter().any(|a| mentions(&a.matches, "tag")),
            name: &name,
            alternatives,
            unknown,
        };
        match (model.render(), UntaggedCodecHeader { name: &name }.render()) {
            (Ok(functions), Ok(prototypes)) => {
                item.functions.push(functions.trim_end().to_string());
                item.prototypes.push(prototypes.trim_end().to_string());
            }
            (Err(e), _) | (_, Err(e)) => self.errors.push(format!("{name}: {e}")),
        }
    }

    /// The definition of a CHOICE or an open type's union: a `_kind` enum
    /// (zero meaning nothing chosen, then one enumerator per entry of
    /// `kinds`) and the struct holding the kind and a union of `members`.
    fn tagged_union(&mut self, item: &mut CItem, kinds: Vec<UnionKind>, members: &[String]) {
        let name = item.name.clone();
        let none = self.scope.claim(format!("{name}_none"));
        item.forward = true;
        match (TaggedUnion { name: &name, none, kinds, members }).render() {
            Ok(definition) => item.definition = definition.trim_end().to_string(),
            Err(e) => self.errors.push(format!("{name}: {e}")),
        }
    }

    fn enumerated_item(&mut self, item: &mut CItem, e: &crate::ir::Enumerated) {
        let name = item.name.clone();
        let all: Vec<&(String, i64)> = e.root.iter().chain(&e.additions).collect();
        let constants: Vec<(String, String)> = all
            .iter()
            .map(|(n, v)| (self.scope.claim(format!("{name}_{}", names::c_ident(n))), v.to_string()))
            .collect();
        let known = if all.is_empty() {
            "0".to_string()
        } else {
            all.iter().map(|(_, v)| format!("v == {}", int64_literal(i128::from(*v)))).collect::<Vec<_>>().join(" || ")
        };
        let model =
            Enumerated { name: &name, extensible: e.extensible, known, constants: enum_constants(&name, &constants) };
        let header = ContentCodecHeader { name: &name };
        match (EnumeratedHeader { model: &model }.render(), model.render(), header.render()) {
            (Ok(definition), Ok(functions), Ok(prototypes)) => {
                item.definition = definition.trim_end().to_string();
                item.functions.push(functions.trim_end().to_string());
                item.prototypes.push(prototypes.trim_end().to_string());
            }
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => self.errors.push(format!("{name}: {e}")),
        }
    }

    /// Returns the element's generated type, when it has one. `keyed` is
    /// the use of an open type's union, every element decoded by one key:
    /// the collection then decodes with `_decode_for(key, ...)` and gets
    /// `_fits(in, key)`.
    fn collection_item(
        &mut self,
        item: &mut CItem,
        element: &Type,
        set: bool,
        path: &str,
        own_checks: Checks,
        keyed: Option<CUse>,
    ) -> Option<String> {
        let name = item.name.clone();
        let element_path = format!("{path}.item");
        let is_keyed = keyed.is_some();
        let mut u = keyed.unwrap_or_else(|| self.use_of(element, &element_path, false));
        if !u.checks.is_empty() {
            // As in Rust, an element with checks of its own is a type of its
            // own, which checks them on its content.
            let held = claim_type(&mut self.scope, &format!("{name}_item"));
            let comment = vec![format!("The type of the elements of `{path}`.")];
            let mut inner = CItem::new(&held, comment);
            self.typedef_item(&mut inner, element, &element_path);
            self.items.push(inner);
            u = CUse { ctype: held.clone(), codec: Codec::Item(held), checks: Checks::default(), ..u };
        }
        // The array holds its elements by value: it breaks any cycle itself.
        u.mode = match u.mode {
            Mode::CycleOwn => Mode::Own,
            Mode::CycleUntagged => Mode::Untagged,
            mode => mode,
        };
        if let Some((dep, _)) = u.dep() {
            item.deps.push((dep, false));
        }
        let at = At::Index("i".to_string());
        let x = "out->items[i]";
        let order = if set {
            let unsorted = block(
                "if (i > 0 && synta_der_set_order(previous, element) > 0)",
                "synta_fail(err, SYNTA_ERR_SET_OF_NOT_SORTED, off);\nsynta_error_at_index(err, i);\nreturn SYNTA_ERR_SET_OF_NOT_SORTED;\n",
            );
            format!("synta_bytes element = synta_reader_span(r, start);\n{unsorted}previous = element;\n")
        } else {
            String::new()
        };
        let (set_decls, set_start) = if set {
            ("synta_bytes previous = {NULL, 0};\n", "size_t off = synta_reader_offset(r);\nsize_t start = r->pos;\n")
        } else {
            ("", "")
        };
        let checks = self.check_stmts(&u, x, "off", &at);
        let check_off = if !checks.is_empty() && !set { "size_t off = synta_reader_offset(r);\n" } else { "" };
        let elem_type = u.held();
        // A named collection checks its own SIZE on its content (as a Rust
        // newtype does); an inline one is checked where it is used.
        let own = CUse {
            ctype: name.clone(),
            codec: Codec::Item(name.clone()),
            mode: Mode::Own,
            checks: own_checks,
            size: SizeExpr::Elements,
            key: None,
        };
        let own_check = self.check_stmts(&own, "(*out)", "content_off", &At::None);
        let content_off = if own_check.is_empty() { "" } else { "size_t content_off = synta_reader_offset(r);\n" };
        let allocate = block(
            "if (n > 0)",
            &format!("out->items = ({elem_type} *)synta_arena_array(arena, n, sizeof *out->items);\nSYNTA_TRY(synta_check(out->items != NULL, SYNTA_ERR_ARENA_EXHAUSTED, synta_reader_offset(r), err));\n"),
        );
        let read = self.decode_stmts(element, &u, "r", x, &at).in_block();
        let each = block(
            "for (i = 0; !synta_reader_is_empty(r) && i < n; i++)",
            &format!("{set_start}{check_off}{read}{checks}{order}"),
        );
        let decode = format!(
            "size_t n = synta_count_elements(r), i;\n{content_off}{set_decls}out->items = NULL;\n{allocate}{each}out->count = i;\n{own_check}return synta_reader_finish(r, err);"
        );
        let v = "in->items[i - 1]";
        let enc_at = At::Index("i - 1".to_string());
        let mark = if set { "size_t mark = w->len;\n" } else { "" };
        let sort = if set {
            "/* X.690 11.6: SET OF elements in the order of their encodings. */\nsynta_writer_sort_set(w, mark);\n"
        } else {
            ""
        };
        let each = block(
            "for (i = in->count; i > 0; i--)",
            &format!("{}{}", self.check_stmts(&u, v, "0", &enc_at), self.encode_stmts(element, &u, "w", v, &enc_at)),
        );
        let encode = format!(
            "size_t i;\n{}{mark}{each}{sort}return SYNTA_OK;",
            self.check_stmts(&own, "(*in)", "0", &At::None),
        );
        let what = if set { "SET OF" } else { "SEQUENCE OF" };
        item.forward = true;
        item.definition = format!(
            "/* {what}: `count` elements in an array from the decoding arena. */\nstruct {name} {{\n    {elem_type} *items;\n    size_t count;\n}};"
        );
        if is_keyed {
            push_function(
                item,
                "Decodes the content octets read by `r` (from synta_open), every element the value `key` (the key's content octets) selects.",
                format!("synta_status {name}_decode_for(synta_bytes key, synta_reader *r, synta_arena *arena, {name} *out, synta_error *err)"),
                &decode,
            );
            push_function(
                item,
                "Whether every element goes with `key`.",
                format!("bool {name}_fits(const {name} *in, synta_bytes key)"),
                &format!(
                    "size_t i;\n{}return true;",
                    block(
                        "for (i = 0; i < in->count; i++)",
                        &block(&format!("if (!{elem_type}_fits(&in->items[i], key))"), "return false;\n")
                    )
                ),
            );
            push_function(
                item,
                "Writes the content octets in front of what `w` holds.",
                format!("synta_status {name}_encode_content(const {name} *in, synta_writer *w, synta_error *err)"),
                &encode,
            );
        } else {
            self.content_functions(item, &decode, &encode);
        }
        match u.codec {
            Codec::Item(element) => Some(element),
            _ => None,
        }
    }

    /// A type that is another one, maybe with a tag, checks or names of its own.
    fn typedef_item(&mut self, item: &mut CItem, ty: &Type, path: &str) {
        let ir = self.ir();
        let name = item.name.clone();
        let checks = plan::uses::own_checks(ir, ty);
        let (target, codec) = match &ty.kind {
            TypeKind::Ref(r) => {
                self.uses_modules.insert(r.module.clone());
                let t = self.an.type_names.get(r).cloned().unwrap_or_else(|| r.name.clone());
                item.deps.push((t.clone(), true));
                (t.clone(), Codec::Item(t))
            }
            TypeKind::BitString(named) if !named.is_empty() => {
                ("synta_bit_string".to_string(), Codec::Prim(Prim::Bits { named: true }))
            }
            TypeKind::Integer(_) => {
                let plain = Type { kind: TypeKind::Integer(Vec::new()), ..ty.clone() };
                let (t, c, _, _) = self.c_type(&plain, path);
                (t, c)
            }
            _ => {
                let (t, c, _, _) = self.c_type(ty, path);
                (t, c)
            }
        };
        let u = CUse {
            ctype: target.clone(),
            codec: codec.clone(),
            mode: Mode::Own,
            checks,
            size: SizeExpr::of(&ir.core(ty).kind),
            key: None,
        };
        let mut constants = Vec::new();
        match &ty.kind {
            TypeKind::BitString(bits) => {
                for (n, bit) in bits {
                    constants.push((self.scope.claim(format!("{name}_{}", names::c_ident(n))), bit.to_string()));
                }
            }
            TypeKind::Integer(numbers) => {
                for (n, v) in numbers {
                    constants.push((self.scope.claim(format!("{name}_{}", names::c_ident(n))), v.to_string()));
                }
            }
            _ => {}
        }
        let what = match &ty.kind {
            TypeKind::BitString(b) if !b.is_empty() => "/* Named bits (test with synta_bit_string_get). */\n",
            TypeKind::Integer(n) if !n.is_empty() => "/* Named numbers. */\n",
            _ => "",
        };
        item.definition =
            format!("typedef {target} {name};\n{what}{}", enum_constants(&name, &constants)).trim_end().to_string();
        if plan::tags::own_tag(ir, ty).is_some() {
            let checks = self.check_stmts(&u, "(*out)", "off", &At::None);
            let off = if checks.is_empty() { "" } else { "size_t off = synta_reader_offset(r);\n" };
            let decode =
                format!("{off}{}\n{checks}return SYNTA_OK;", At::None.try_(&content_decode(&codec, "r", "(*out)")));
            let enc_checks = self.check_stmts(&u, "(*in)", "0", &At::None);
            let write = match &codec {
                Codec::Item(t) => format!("return {t}_encode_content(in, w, err);"),
                Codec::Prim(p) => format!("{}\nreturn SYNTA_OK;", prim_encode(*p, "w", "(*in)")),
            };
            self.content_functions(item, &decode, &format!("{enc_checks}{write}"));
        } else {
            let (decode, encode, has_tag) = match &codec {
                Codec::Item(t) => (
                    format!("return {t}_decode_untagged(r, arena, out, err);"),
                    format!("return {t}_encode_untagged(in, w, err);"),
                    format!("return {t}_has_tag(tag);"),
                ),
                Codec::Prim(_) => (
                    "return synta_decode_any(r, out, err);".to_string(),
                    "synta_encode_bytes(w, *in);\nreturn SYNTA_OK;".to_string(),
                    "return 1;".to_string(),
                ),
            };
            self.untagged_functions(item, &decode, &encode, &has_tag);
        }
    }

    /// The content codec of an own-tagged item.
    fn content_functions(&mut self, item: &mut CItem, decode: &str, encode: &str) {
        let name = item.name.clone();
        let model = ContentCodec {
            name: &name,
            decode: format!("{}{decode}", unused(&["r", "arena", "out", "err"], decode)).trim_end().to_string(),
            encode: format!("{}{encode}", unused(&["err", "in", "w"], encode)).trim_end().to_string(),
        };
        match (model.render(), ContentCodecHeader { name: &name }.render()) {
            (Ok(functions), Ok(prototypes)) => {
                item.functions.push(functions.trim_end().to_string());
                item.prototypes.push(prototypes.trim_end().to_string());
            }
            (Err(e), _) | (_, Err(e)) => self.errors.push(format!("{name}: {e}")),
        }
    }

    /// The codec of an untagged item (CHOICE, ANY): one TLV of its own.
    fn untagged_functions(&self, item: &mut CItem, decode: &str, encode: &str, has_tag: &str) {
        let n = item.name.clone();
        push_function(
            item,
            "Decodes the value's TLV from `r`.",
            format!(
                "synta_status {n}_decode_untagged(synta_reader *r, synta_arena *arena, {n} *out, synta_error *err)"
            ),
            decode,
        );
        push_function(
            item,
            "Writes the value's TLV in front of what `w` holds.",
            format!("synta_status {n}_encode_untagged(const {n} *in, synta_writer *w, synta_error *err)"),
            encode,
        );
        push_function(
            item,
            "Whether a value can start with `tag`.",
            format!("int {n}_has_tag(synta_tag tag)"),
            has_tag,
        );
    }

    /// The whole-chain codec and the public entry points of a definition.
    fn entry_points(&mut self, item: &mut CItem, ty: &Type, asn1_name: &str) {
        let n = item.name.clone();
        let mode = if plan::tags::own_tag(self.ir(), ty).is_some() { Mode::Own } else { Mode::Untagged };
        let u = CUse {
            ctype: n.clone(),
            codec: Codec::Item(n.clone()),
            mode,
            checks: Checks::default(),
            size: SizeExpr::Bytes,
            key: None,
        };
        let decode_tlv = self.decode_stmts(ty, &u, "r", "(*out)", &At::None).in_block();
        // At the top of a function the writer's mark needs no block of its own.
        let encode_tlv = self.encode_parts(ty, &u, "w", "(*in)", &At::None);
        let model = EntryPoints {
            name: &n,
            asn1_name,
            decode_tlv: decode_tlv.trim_end().to_string(),
            encode_tlv: encode_tlv.trim_end().to_string(),
        };
        match (EntryPointsHeader { name: &n, asn1_name }.render(), model.render()) {
            (Ok(prototypes), Ok(functions)) => {
                item.prototypes.push(prototypes.trim_end().to_string());
                item.functions.push(functions.trim_end().to_string());
            }
            (Err(e), _) | (_, Err(e)) => self.errors.push(format!("{n}: {e}")),
        }
    }

    /// The accessor of a component kept raw: decodes it on demand.
    fn lazy_accessor(&mut self, item: &mut CItem, u: &CUse, field: &str, has: Option<&str>, asn1: &str) {
        let n = item.name.clone();
        let accessor = self.scope.claim(format!("{n}_get_{field}"));
        let at = At::Name(asn1.to_string());
        let absent = match has {
            Some(h) => block(
                &format!("if (!in->{h})"),
                &format!("synta_fail(err, SYNTA_ERR_MISSING, 0);\nsynta_error_at(err, \"{asn1}\");\nreturn SYNTA_ERR_MISSING;\n"),
            ),
            None => String::new(),
        };
        let read = match (u.mode, &u.codec) {
            (Mode::LazyOwn, codec) => format!(
                "synta_tlv tlv;\nsynta_reader c;\n{}\n{}\n{}\n",
                at.try_("synta_read_tlv(&r, &tlv, err)"),
                at.try_("synta_reader_enter(&r, &tlv, &c, err)"),
                at.try_(&content_decode(codec, "&c", "(*out)"))
            ),
            (_, codec) => format!(
                "{}\n{}\n",
                at.try_(&untagged_decode(codec, "&r", "(*out)")),
                at.try_("synta_reader_finish(&r, err)")
            ),
        };
        push_function(
            item,
            &format!("Decodes `{asn1}`, kept raw in `{field}` (offsets in errors count from its start)."),
            format!("synta_status {accessor}(const {n} *in, synta_arena *arena, {} *out, synta_error *err)", u.ctype),
            &format!("synta_reader r;\n{absent}synta_reader_init(&r, in->{field}.ptr, in->{field}.len);\n{read}return SYNTA_OK;"),
        );
    }

    /// The DEFAULT value of a component: its encoding as a static array, and
    /// a literal when the value is a number or a boolean.
    fn default_value(&mut self, d: &DefaultPlan, base: &str) -> DefaultValue {
        let array = self.scope.claim(format!("{base}_default"));
        self.statics.push(format!(
            "/* The DER encoding of the DEFAULT value of {base}. */\nstatic const uint8_t {array}[] = {{{}}};",
            byte_list(&d.der)
        ));
        let literal = d.literal.map(|l| match l {
            Literal::Bool(b) => b.to_string(),
            Literal::Int(i) => int64_literal(i),
        });
        DefaultValue { array, literal }
    }

    /// Statements setting `x` to the DEFAULT value.
    fn restore_default(&self, ty: &Type, u: &CUse, d: &DefaultValue, x: &str, at: &At) -> String {
        match &d.literal {
            Some(lit) => format!("{x} = {lit};\n"),
            None => format!(
                "synta_reader d;\nsynta_reader_init(&d, {0}, sizeof {0});\n{1}",
                d.array,
                self.decode_stmts(ty, u, "&d", x, at).in_block()
            ),
        }
    }

    fn value(&mut self, v: &crate::ir::ValueDef) {
        use num_traits::ToPrimitive;
        let ir = self.ir();
        let doc = format!("/* {} = {} */", v.name, comment_text(&crate::ir_dump::value(&v.value)));
        let base = format!("{}_{}", self.prefix, names::c_ident(&v.name));
        match (&ir.core(&v.ty).kind, &v.value) {
            (TypeKind::ObjectIdentifier, Value::Oid(oid)) => {
                let name = self.scope.claim(base);
                let bytes = oid.to_der_content();
                let data = self.scope.claim(format!("{name}_content"));
                self.value_decls.push(format!("{doc}\nextern const synta_oid {name};"));
                self.value_defs.push(format!(
                    "static const uint8_t {data}[] = {{{}}};\nconst synta_oid {name} = {{{data}, {}}};",
                    byte_list(&bytes),
                    bytes.len()
                ));
            }
            (TypeKind::Integer(_) | TypeKind::Enumerated(_), Value::Integer(i)) => {
                if let Some(i) = i.to_i64() {
                    let name = self.scope.claim(base);
                    self.value_decls.push(format!("{doc}\n#define {name} {}", int64_literal(i128::from(i))));
                }
            }
            (TypeKind::Boolean, Value::Boolean(b)) => {
                let name = self.scope.claim(base);
                self.value_decls.push(format!("{doc}\n#define {name} {b}"));
            }
            _ => {}
        }
    }
}

struct DefaultValue {
    array: String,
    literal: Option<String>,
}

/// Adds a function (prototype for the header, definition for the source).
/// Parameters the body does not use are marked as such.
fn push_function(item: &mut CItem, doc: &str, signature: String, body: &str) {
    let params: Vec<&str> = ["r", "arena", "out", "err", "in", "w", "tag"]
        .into_iter()
        .filter(|param| {
            signature.contains(&format!(" *{param},"))
                || signature.contains(&format!(" *{param})"))
                || signature.contains(&format!(" {param},"))
                || signature.contains(&format!(" {param})"))
        })
        .collect();
    item.prototypes.push(format!("/* {doc} */\n{signature};"));
    item.functions.push(block(&signature, &format!("{}{body}", unused(&params, body))).trim_end().to_string());
}

/// `(void)p;` for each of the parameters `params` that `body` does not use.
/// (Found in the statements' text: what a construct's statements use
/// depends on the codecs of its components.)
fn unused(params: &[&str], body: &str) -> String {
    let used_by_macro = |param: &str| param == "err" && body.contains("SYNTA_TRY_AT");
    params.iter().filter(|p| !used_by_macro(p) && !mentions(body, p)).map(|p| format!("(void){p};\n")).collect()
}

/// Whether `text` uses the identifier `name`.
fn mentions(text: &str, name: &str) -> bool {
    let bytes = text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    text.match_indices(name).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + name.len()).copied();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident) && before != Some(b'"')
    })
}

/// `text` one level (four spaces) in, each line ending in a newline.
pub(super) fn indent(text: &str) -> String {
    text.lines().map(|l| if l.is_empty() { "\n".to_string() } else { format!("    {l}\n") }).collect()
}

/// `head { body }` with the body one level in (a bare block when `head`
/// is empty), ending in a newline.
pub(super) fn block(head: &str, body: &str) -> String {
    let open = if head.is_empty() { "{".to_string() } else { format!("{head} {{") };
    format!("{open}\n{}}}\n", indent(body))
}

/// `head { then } else { otherwise }`.
fn if_else(head: &str, then: &str, otherwise: &str) -> String {
    format!("{head} {{\n{}}} else {{\n{}}}\n", indent(then), indent(otherwise))
}

/// Decoding statements and the locals they declare, placed at the top of
/// the block that holds them.
struct Stmts {
    decls: String,
    body: String,
}

impl Stmts {
    /// For a block the caller opens (an `if`, a loop, a function body).
    fn in_block(&self) -> String {
        if self.decls.is_empty() {
            self.body.clone()
        } else {
            format!("{}\n{}", self.decls, self.body)
        }
    }

    /// Among other statements of one scope: a block of its own when it
    /// declares locals, so that two such reads do not clash.
    fn standalone(&self) -> String {
        if self.decls.is_empty() {
            self.body.clone()
        } else {
            block("", &format!("{}\n{}", self.decls, self.body))
        }
    }
}

/// The call decoding content (reader `r`, a pointer) of `codec` into `x`.
/// The call reading the innermost value of a use with `read`; a keyed open
/// type is read by its union's `_decode_for` with the key instead.
fn inner_decode(u: &CUse, r: &str, x: &str, read: fn(&Codec, &str, &str) -> String) -> String {
    match (&u.codec, &u.key) {
        (Codec::Item(name), Some(key)) => format!("{name}_decode_for({key}, {r}, arena, {}, err)", addr(x)),
        _ => read(&u.codec, r, x),
    }
}

fn content_decode(codec: &Codec, r: &str, x: &str) -> String {
    let a = addr(x);
    match codec {
        Codec::Item(name) => format!("{name}_decode_content({r}, arena, {a}, err)"),
        Codec::Prim(p) => match p {
            Prim::Bool => format!("synta_decode_bool({r}, {a}, err)"),
            Prim::Null => format!("synta_decode_null({r}, {a}, err)"),
            Prim::Native(n) => format!("synta_decode_{}({r}, {a}, err)", n.rust_name()),
            Prim::Integer => format!("synta_decode_integer({r}, {a}, err)"),
            Prim::Octets => format!("synta_decode_octets({r}, {a}, err)"),
            Prim::Oid => format!("synta_decode_oid({r}, {a}, err)"),
            Prim::Bits { named } => format!("synta_decode_bit_string({r}, {}, {a}, err)", u8::from(*named)),
            Prim::Str(k) => format!("synta_decode_string({r}, {}, {a}, err)", string_kind(*k)),
            Prim::UtcTime => format!("synta_decode_utc_time({r}, {a}, err)"),
            Prim::GeneralizedTime => format!("synta_decode_generalized_time({r}, {a}, err)"),
            Prim::Any => format!("synta_decode_any({r}, {a}, err)"),
        },
    }
}

/// The call decoding an untagged value of `codec` from reader `r` into `x`.
fn untagged_decode(codec: &Codec, r: &str, x: &str) -> String {
    match codec {
        Codec::Item(name) => format!("{name}_decode_untagged({r}, arena, {}, err)", addr(x)),
        Codec::Prim(_) => format!("synta_decode_any({r}, {}, err)", addr(x)),
    }
}

/// The statement writing the content of a runtime value `x`.
fn prim_encode(p: Prim, w: &str, x: &str) -> String {
    let x = &value(x);
    match p {
        Prim::Bool => format!("synta_encode_bool({w}, {x});"),
        Prim::Null => format!("(void){x};"),
        Prim::Native(n) if plan::checks::native_range(n).0 < 0 => format!("synta_write_int64({w}, {x});"),
        Prim::Native(_) => format!("synta_write_uint64({w}, {x});"),
        Prim::Bits { .. } => format!("synta_encode_bit_string({w}, {});", addr(x)),
        _ => format!("synta_encode_bytes({w}, {x});"),
    }
}

/// The C codec of a runtime value type.
fn c_prim(p: plan::uses::Prim) -> Prim {
    use plan::uses::Prim as P;
    match p {
        P::Bool => Prim::Bool,
        P::Null => Prim::Null,
        P::Native(n) => Prim::Native(n),
        P::Integer => Prim::Integer,
        P::Octets => Prim::Octets,
        // A RELATIVE-OID's arcs have the form of an OID's.
        P::Oid | P::RelativeOid => Prim::Oid,
        P::Bits => Prim::Bits { named: false },
        P::Str(k) => Prim::Str(k),
        P::ObjectDescriptor => Prim::Str(StringKind::Graphic),
        P::UtcTime => Prim::UtcTime,
        P::GeneralizedTime => Prim::GeneralizedTime,
        P::Any => Prim::Any,
    }
}

/// The C type holding a runtime value.
fn prim_ctype(p: Prim) -> &'static str {
    match p {
        Prim::Bool => "bool",
        Prim::Null => "synta_null",
        Prim::Native(n) => native_c(n),
        Prim::Integer => "synta_integer",
        Prim::Octets => "synta_bytes",
        Prim::Oid => "synta_oid",
        Prim::Bits { .. } => "synta_bit_string",
        Prim::Str(_) => "synta_string",
        Prim::UtcTime | Prim::GeneralizedTime => "synta_time",
        Prim::Any => "synta_any",
    }
}

fn native_c(n: NativeInt) -> &'static str {
    match n {
        NativeInt::U8 => "uint8_t",
        NativeInt::U16 => "uint16_t",
        NativeInt::U32 => "uint32_t",
        NativeInt::U64 => "uint64_t",
        NativeInt::I8 => "int8_t",
        NativeInt::I16 => "int16_t",
        NativeInt::I32 => "int32_t",
        NativeInt::I64 => "int64_t",
    }
}

fn string_kind(kind: StringKind) -> &'static str {
    match kind {
        StringKind::Utf8 => "SYNTA_STRING_UTF8",
        StringKind::Printable => "SYNTA_STRING_PRINTABLE",
        StringKind::Ia5 => "SYNTA_STRING_IA5",
        StringKind::Visible | StringKind::Iso646 => "SYNTA_STRING_VISIBLE",
        StringKind::Numeric => "SYNTA_STRING_NUMERIC",
        StringKind::Bmp => "SYNTA_STRING_BMP",
        StringKind::Universal => "SYNTA_STRING_UNIVERSAL",
        StringKind::Teletex | StringKind::T61 | StringKind::Videotex | StringKind::Graphic | StringKind::General => {
            "SYNTA_STRING_BYTES"
        }
    }
}

/// The address of the place `x`: `out` for `(*out)`, else `&x`.
fn addr(x: &str) -> String {
    match x.strip_prefix("(*").and_then(|p| p.strip_suffix(')')) {
        Some(pointer) => pointer.to_string(),
        None => format!("&{x}"),
    }
}

/// The place `x` as a value: `*out` for `(*out)`.
fn value(x: &str) -> String {
    match x.strip_prefix("(*").and_then(|p| p.strip_suffix(')')) {
        Some(pointer) => format!("*{pointer}"),
        None => x.to_string(),
    }
}

/// The member `field` of the place `x`: `out->field` for `(*out)`.
fn member(x: &str, field: &str) -> String {
    match x.strip_prefix("(*").and_then(|p| p.strip_suffix(')')) {
        Some(pointer) => format!("{pointer}->{field}"),
        None => format!("{x}.{field}"),
    }
}

/// A `synta_tag` constant expression.
fn tag_expr(tag: WireTag) -> String {
    let named = match (tag.class, tag.number, tag.constructed) {
        (TagClass::Universal, 1, false) => Some("SYNTA_TAG_BOOLEAN"),
        (TagClass::Universal, 2, false) => Some("SYNTA_TAG_INTEGER"),
        (TagClass::Universal, 3, false) => Some("SYNTA_TAG_BIT_STRING"),
        (TagClass::Universal, 4, false) => Some("SYNTA_TAG_OCTET_STRING"),
        (TagClass::Universal, 5, false) => Some("SYNTA_TAG_NULL"),
        (TagClass::Universal, 6, false) => Some("SYNTA_TAG_OID"),
        (TagClass::Universal, 10, false) => Some("SYNTA_TAG_ENUMERATED"),
        (TagClass::Universal, 12, false) => Some("SYNTA_TAG_UTF8_STRING"),
        (TagClass::Universal, 16, true) => Some("SYNTA_TAG_SEQUENCE"),
        (TagClass::Universal, 17, true) => Some("SYNTA_TAG_SET"),
        (TagClass::Universal, 19, false) => Some("SYNTA_TAG_PRINTABLE_STRING"),
        (TagClass::Universal, 22, false) => Some("SYNTA_TAG_IA5_STRING"),
        (TagClass::Universal, 23, false) => Some("SYNTA_TAG_UTC_TIME"),
        (TagClass::Universal, 24, false) => Some("SYNTA_TAG_GENERALIZED_TIME"),
        _ => None,
    };
    if let Some(n) = named {
        return n.to_string();
    }
    let class = match tag.class {
        TagClass::Universal => "SYNTA_CLASS_UNIVERSAL",
        TagClass::Application => "SYNTA_CLASS_APPLICATION",
        TagClass::Context => "SYNTA_CLASS_CONTEXT",
        TagClass::Private => "SYNTA_CLASS_PRIVATE",
    };
    format!("SYNTA_TAG({class}, {}, {})", u8::from(tag.constructed), tag.number)
}

/// A literal of type int64_t (or uint64_t beyond it).
fn int64_literal(v: i128) -> String {
    if v == i128::from(i64::MIN) {
        "INT64_MIN".to_string()
    } else if v > i128::from(i64::MAX) {
        format!("UINT64_C({v})")
    } else {
        format!("INT64_C({v})")
    }
}

/// `lo <= x && x <= hi || …` over inclusive ranges, leaving out the
/// comparisons that the type of `x` (within `limits`) already makes true.
fn range_cond(x: &str, ranges: &Ranges, limits: Option<(i128, i128)>) -> String {
    let (min, max) = limits.unwrap_or((i128::from(i64::MIN), i128::from(u64::MAX)));
    let lit = |v: i128| if min >= 0 { format!("{v}u") } else { int64_literal(v) };
    let parts: Vec<String> = ranges
        .iter()
        .map(|(lo, hi)| {
            let lo = lo.filter(|l| *l > min);
            let hi = hi.filter(|h| *h < max);
            match (lo, hi) {
                (Some(l), Some(h)) if l == h => format!("{x} == {}", lit(l)),
                (Some(l), Some(h)) => format!("({x} >= {} && {x} <= {})", lit(l), lit(h)),
                (Some(l), None) => format!("{x} >= {}", lit(l)),
                (None, Some(h)) => format!("{x} <= {}", lit(h)),
                (None, None) => "1".to_string(),
            }
        })
        .collect();
    if parts.is_empty() {
        "0".to_string()
    } else {
        parts.join(" || ")
    }
}

/// A condition: `value` differs from the literal `default`.
fn differs_from(value: &str, default: &str) -> String {
    match default {
        "false" => value.to_string(),
        "true" => format!("!{value}"),
        _ => format!("{value} != {default}"),
    }
}

/// `typedef int64_t T; enum T_values { T_a = 0, ... };` constants.
fn enum_constants(name: &str, constants: &[(String, String)]) -> String {
    if constants.is_empty() {
        return String::new();
    }
    let fits = constants
        .iter()
        .all(|(_, v)| v.parse::<i128>().is_ok_and(|v| i128::from(i32::MIN) <= v && v <= i128::from(i32::MAX)));
    if fits {
        let list: Vec<String> = constants.iter().map(|(n, v)| format!("{n} = {v}")).collect();
        format!("enum {name}_values {{\n{}}};", indent(&list.join(",\n")))
    } else {
        constants
            .iter()
            .map(|(n, v)| format!("#define {n} {}", v.parse::<i128>().map(int64_literal).unwrap_or_else(|_| v.clone())))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// `T name;`, or `T *name;` for a pointer type `T *`.
fn declaration(t: &str, name: &str) -> String {
    match t.strip_suffix('*') {
        Some(pointee) => format!("{}*{name};", pointee),
        None => format!("{t} {name};"),
    }
}

fn byte_list(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(", ")
}

/// Text safe inside a C block comment.
fn comment_text(s: &str) -> String {
    s.replace("*/", "* /").replace("/*", "/ *")
}

/// The ASN.1 text as comment lines.
fn comment_block(asn1: &str) -> Vec<String> {
    asn1.trim_start().lines().map(|l| comment_text(l.trim_end())).collect()
}
