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
//!
//! Here: generation, names and the emitter. Per construct: `sequence.rs`
//! (SEQUENCE, SET), `choice.rs`, `enumerated.rs`, `collection.rs`,
//! `typedef.rs`, `open.rs` (open types by key), `entry.rs` (entry points),
//! `values.rs`; shared: `uses.rs` (what a use holds), `stmts.rs` (reading
//! and writing one value, checks, C text), `functions.rs` (function
//! shells), `groups.rs` (modules whose headers need each other), `lists.rs`
//! (the sources listed for build systems; a large module's are split over
//! several files by `plan::units`).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use askama::Template;

use crate::backend::names::{self, Scope};
use crate::backend::{GenerateError, GeneratedFile};
use crate::diag::Diagnostic;
use crate::plan::checks::{Checks, Ranges, Size as SizeExpr};
use crate::plan::defs::Construct;
use crate::plan::mode::Mode;
use crate::plan::open::Holder;
use crate::plan::structs::{DefaultPlan, Literal};
use crate::plan::tags::{Presence, WireTag};
use crate::plan::uses::Target;
use crate::plan::{self, Planner};

mod arena;
mod choice;
mod collection;
mod entry;
mod enumerated;
mod functions;
mod groups;
mod jer;
mod lists;
mod oer;
mod open;
mod per;
mod runtime;
mod sequence;
mod stmts;
mod typedef;
mod uses;
mod values;

use crate::ir::{DefRef, Ir, Module, NativeInt, StringKind, TagClass, Type, TypeKind, Value};
use choice::UnionKind;
use enumerated::Constants;
use functions::{ContentCodecHeader, Part, UntaggedCodecHeader};
pub use runtime::RuntimeForm;
use stmts::{
    addr, block, byte_list, comment_block, comment_text, content_decode, declaration, int64_literal, prim_encode,
    tag_expr, untagged_decode, value, At,
};
use uses::{native_c, string_kind, CUse, Codec, Prim};

const RUNTIME_HEADER: &str = include_str!("../../../runtime-c/synta_rt.h");

/// The runtime ABI the generated C is written for: `SYNTA_RT_ABI_VERSION` of
/// `runtime-c/synta_rt.h` (a test checks they agree). Raise both together.
pub const RUNTIME_ABI: u32 = 7;

/// Options of the C backend.
#[derive(Clone, Debug, Default)]
pub struct COptions {
    /// Components kept as checked raw DER, with an accessor that decodes
    /// them on demand: `Module.Type.component` paths.
    pub lazy: Vec<String>,
    /// Symbol prefixes by module name, replacing the module-derived ones.
    pub prefixes: BTreeMap<String, String>,
    /// Also write the runtime (`synta_rt.h`, `synta_codec.h`,
    /// `synta_names.h`, `synta_internal.h`, and its `synta_*.c` layers with
    /// `synta.am`, or one `synta_rt.c`), so the output builds alone.
    pub emit_runtime: Option<RuntimeForm>,
    /// Also write `synta_types.h`/`.c`: every type by its ASN.1 name with
    /// decode and round-trip entry points (what synta-dump-c runs).
    pub registry: bool,
    /// Also write every type as X.697 JSON (`PREFIX_Type_write_jer`), as
    /// the Rust backend's `jer` option does, to the byte.
    pub jer: bool,
    /// Also give every type OER and CANONICAL-OER codecs (X.696):
    /// `PREFIX_Type_decode_oer`, `_decode_coer`, `_encode_oer`.
    pub oer: bool,
    /// Also give every type PER codecs (X.691), ALIGNED and UNALIGNED,
    /// BASIC and CANONICAL: `PREFIX_Type_decode_uper`, `_decode_aper`,
    /// `_decode_cuper`, `_decode_caper`, `_encode_uper`, `_encode_aper`.
    pub per: bool,
}

/// Generates a header and a source file per module.
pub fn generate(ir: &Ir, options: &COptions) -> Result<Vec<GeneratedFile>, GenerateError> {
    let analysis = Analysis::new(ir, options).map_err(GenerateError::Unlocated)?;
    let mut files = Vec::new();
    let mut located = Vec::new();
    // The sources written, in order, for the build systems' lists.
    let mut sources = Vec::new();
    // Templates fail only when writing fails, which a String never does.
    let mut errors = Vec::new();
    let mut emitters: Vec<Emitter> = ir.modules.iter().map(|m| Emitter::new(&analysis, m)).collect();
    for emitter in &mut emitters {
        emitter.emit_module();
        located.append(&mut emitter.errors);
    }
    arena::resolve_bounds(&mut emitters).map_err(|e| GenerateError::Unlocated(vec![e]))?;
    let mut render = |path: String, rendered: askama::Result<String>, what: &str| match rendered {
        Ok(text) => files.push(GeneratedFile { path, contents: text }),
        Err(e) => errors.push(format!("{what}: {e}")),
    };
    let uses: Vec<BTreeSet<String>> = emitters.iter().map(|e| e.uses_modules.clone()).collect();
    for group in groups::include_cycles(ir, &uses) {
        let members: Vec<&Emitter> = group.iter().map(|&i| &emitters[i]).collect();
        let header_of = |e: &Emitter| format!("{}.h", analysis.files[&e.module.name]);
        // Include guards follow the symbol prefix, not the file name: two
        // trees of one module under two prefixes can be included together.
        let guard_of = |e: &Emitter, what: &str| format!("{}_{what}", analysis.prefixes[&e.module.name].to_uppercase());
        // A module alone declares its types in its own header; modules that
        // import each other in a circle declare theirs together in one,
        // ordered across the modules, which each of their headers includes.
        let (path, origin, guard) = match members.as_slice() {
            [one] => (header_of(one), origin(&[one]), guard_of(one, "SYNTA_H")),
            _ => {
                let stem = format!("{}_group", analysis.files[&members[0].module.name]);
                for member in &members {
                    let header = MemberHeader {
                        version: env!("CARGO_PKG_VERSION"),
                        asn1_name: &member.module.name,
                        source: &member.module.file,
                        guard: guard_of(member, "SYNTA_H"),
                        group: format!("{stem}.h"),
                    };
                    render(header_of(member), header.render(), &member.module.name);
                }
                (format!("{stem}.h"), origin(&members), guard_of(members[0], "GROUP_SYNTA_H"))
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
            version: env!("CARGO_PKG_VERSION"),
            abi: RUNTIME_ABI,
            guard,
            includes,
            values: members.iter().flat_map(|e| e.value_decls.iter().cloned()).collect(),
            forwards: all.iter().filter(|i| i.forward).map(|i| i.name.clone()).collect(),
            items: sorted(&all),
            jer: options.jer,
        };
        render(path, header.render(), &members[0].module.name);
    }
    for emitter in &emitters {
        let module = emitter.module;
        let stem = &analysis.files[&module.name];
        let codec = CodecHeaderFile {
            version: env!("CARGO_PKG_VERSION"),
            asn1_name: &module.name,
            source: &module.file,
            header: format!("{stem}.h"),
            guard: format!("{}_SYNTA_CODEC_H", analysis.prefixes[&module.name].to_uppercase()),
            prototypes: emitter.items.iter().flat_map(|i| &i.codec).collect(),
        };
        render(format!("{stem}_codec.h"), codec.render(), &module.name);
        let items: Vec<&CItem> = emitter.items.iter().collect();
        let items = sorted(&items);
        for (unit, part) in analysis.sources[&module.name].iter().enumerate() {
            let source = SourceFile {
                version: env!("CARGO_PKG_VERSION"),
                asn1_name: &module.name,
                source: &module.file,
                header: format!("{stem}_codec.h"),
                includes: emitter.source_includes(),
                statics: emitter.statics.iter().filter(|(u, _)| *u == unit).map(|(_, s)| s.as_str()).collect(),
                // Values are the first file's.
                values: if unit == 0 { &emitter.value_defs } else { &[] },
                compact: analysis.plan.units.compact(&module.name),
                items: items.iter().copied().filter(|i| i.unit == unit).collect(),
            };
            render(format!("{part}.c"), source.render(), &module.name);
            sources.push(format!("{part}.c"));
        }
    }
    if options.registry {
        let mut entries = Vec::new();
        let mut headers = Vec::new();
        for module in &ir.modules {
            // With JER, the codec headers: `_jer_in_tlv` is in them.
            let suffix = if options.jer { "_codec" } else { "" };
            headers.push(format!("{}{suffix}.h", analysis.files[&module.name]));
            for t in &module.types {
                let r = DefRef { module: module.name.clone(), name: t.name.clone() };
                entries.push((format!("{}.{}", module.name, t.name), analysis.type_names[&r].clone()));
            }
        }
        let header = RegistryHeader {};
        let source = RegistrySource { headers, jer: options.jer, oer: options.oer, per: options.per, entries };
        sources.push("synta_types.c".to_string());
        for (path, rendered) in [("synta_types.h", header.render()), ("synta_types.c", source.render())] {
            match rendered {
                Ok(text) => files.push(GeneratedFile { path: path.to_string(), contents: text }),
                Err(e) => errors.push(e.to_string()),
            }
        }
    }
    files.extend(lists::source_lists(&sources));
    if let Some(form) = options.emit_runtime {
        files.extend(runtime::runtime_files(form));
    }
    match GenerateError::from_parts(located, errors) {
        Some(e) => Err(e),
        None => Ok(files),
    }
}

// ---------------------------------------------------------------------------
// The model the templates render.

#[derive(Template)]
#[template(path = "c/module.h.askama", escape = "none")]
struct HeaderFile<'m> {
    /// Where the declarations come from: `from x.asn1 (module X)`.
    origin: String,
    /// The compiler's version and the runtime ABI, checked at compile time.
    version: &'static str,
    abi: u32,
    guard: String,
    includes: Vec<String>,
    values: Vec<String>,
    forwards: Vec<String>,
    items: Vec<&'m CItem>,
    /// The types have `_write_jer`.
    jer: bool,
}

/// The prototypes of what generated code calls (`<module>_codec.h`).
#[derive(Template)]
#[template(path = "c/module_codec.h.askama", escape = "none")]
struct CodecHeaderFile<'m> {
    version: &'static str,
    asn1_name: &'m str,
    source: &'m str,
    /// The module's own header, which declares the types.
    header: String,
    guard: String,
    prototypes: Vec<&'m String>,
}

/// The header of a module whose types are declared in its group's header.
#[derive(Template)]
#[template(path = "c/member.h.askama", escape = "none")]
struct MemberHeader<'m> {
    version: &'static str,
    asn1_name: &'m str,
    source: &'m str,
    guard: String,
    group: String,
}

#[derive(Template)]
#[template(path = "c/module.c.askama", escape = "none")]
struct SourceFile<'m> {
    version: &'static str,
    asn1_name: &'m str,
    source: &'m str,
    header: String,
    includes: Vec<String>,
    statics: Vec<&'m str>,
    values: &'m [String],
    /// Defines SYNTA_COMPACT (`plan::units`).
    compact: bool,
    items: Vec<&'m CItem>,
}

#[derive(Template)]
#[template(path = "c/synta_types.h.askama", escape = "none")]
struct RegistryHeader {}

#[derive(Template)]
#[template(path = "c/synta_types.c.askama", escape = "none")]
struct RegistrySource {
    headers: Vec<String>,
    /// The types have `_write_jer`.
    jer: bool,
    /// The types have OER codecs.
    oer: bool,
    /// The types have PER codecs.
    per: bool,
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
    /// Function prototypes of the user's API, for the header.
    prototypes: Vec<String>,
    /// Prototypes of what generated code calls, for the codec header.
    codec: Vec<String>,
    /// Inline definitions of API functions, for the end of the header.
    inline: Vec<String>,
    /// The SEQUENCE or SET whose `_init_value` sets what `_init` leaves
    /// beyond zero: the item's own, or the one a renaming item renames.
    init_value: Option<String>,
    /// Function definitions for the source file.
    functions: Vec<String>,
    /// Types this definition needs, and whether it holds them by value.
    deps: Vec<(String, bool)>,
    /// A struct type, declared ahead by name.
    forward: bool,
    /// A definition's `T_arena_bound` (and `T_arena_bound_oer`), made
    /// once every module is emitted.
    arena_bounds: Vec<arena::PendingBound>,
    /// The module's source file (unit) the functions are written into.
    unit: usize,
}

impl CItem {
    fn new(name: &str, comment: Vec<String>) -> CItem {
        CItem {
            name: name.to_string(),
            comment,
            definition: String::new(),
            prototypes: Vec::new(),
            codec: Vec::new(),
            inline: Vec::new(),
            init_value: None,
            functions: Vec::new(),
            deps: Vec::new(),
            forward: false,
            arena_bounds: Vec::new(),
            unit: 0,
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

/// The C item of a definition of `ty`'s construct: C has no generic
/// collection, so every SEQUENCE OF and SET OF is a struct of its own, and
/// a definition that renames another type is a typedef like any other.
fn shape_of(ir: &Ir, ty: &Type) -> Shape {
    match plan::defs::construct(ir, ty) {
        Construct::Record => Shape::Struct,
        Construct::Choice => Shape::Choice,
        Construct::Enumerated => Shape::Enumerated,
        Construct::Collection { .. } => Shape::Collection,
        Construct::Alias | Construct::Wrapper => Shape::Typedef,
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
    "_write_jer",
    "_decode_tlv",
    "_encode_tlv",
    "_element_decode_content",
    "_element_encode_content",
    "_decode_tlv_void",
    "_encode_tlv_void",
    "_entry",
    "_decode",
    "_decode_ber",
    "_encode",
    "_encoded_len",
    "_kind",
    "_read_oer",
    "_write_oer",
    "_read_oer_void",
    "_write_oer_void",
    "_decode_oer",
    "_decode_coer",
    "_encode_oer",
    "_read_per",
    "_write_per",
    "_read_per_as",
    "_write_per_as",
    "_read_per_void",
    "_write_per_void",
    "_write_per_element",
    "_decode_uper",
    "_decode_aper",
    "_decode_cuper",
    "_decode_caper",
    "_encode_uper",
    "_encode_aper",
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
    /// Module → the stem of each of its source files, by unit: the
    /// module's own stem, then (a large module's, see `plan::units`)
    /// `STEM_2`, `STEM_3`...
    sources: HashMap<String, Vec<String>>,
    type_names: HashMap<DefRef, String>,
    /// Each module's names once its definitions are named.
    scopes: HashMap<String, Scope>,
    plan: Planner<'ir>,
    /// The arena each definition's decode takes (`T_arena_bound`), and
    /// its decodes of OER (with `oer`) and of PER (with `per`).
    arena: plan::arena::ArenaPlan<'ir>,
    arena_oer: Option<plan::arena::ArenaPlan<'ir>>,
    arena_per: Option<plan::arena::ArenaPlan<'ir>>,
    /// Every type also gets `_write_jer` (COptions::jer).
    jer: bool,
    /// Every type also gets OER codecs (COptions::oer).
    oer: bool,
    /// Every type also gets PER codecs (COptions::per).
    per: bool,
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
        // After every module's stem, so that a part never takes a name a
        // module would have had.
        let mut sources = HashMap::new();
        for m in &ir.modules {
            let stem = &files[&m.name];
            let parts = (2..=plan.units.count(&m.name)).map(|n| file_scope.claim(format!("{stem}_{n}")));
            sources.insert(m.name.clone(), std::iter::once(stem.clone()).chain(parts).collect());
        }
        let arena = plan.arena_plan(plan::arena::Encoding::Der);
        let arena_oer = options.oer.then(|| plan.arena_plan(plan::arena::Encoding::Oer));
        let arena_per = options.per.then(|| plan.arena_plan(plan::arena::Encoding::Per));
        Ok(Analysis {
            ir,
            prefixes,
            files,
            sources,
            type_names,
            scopes,
            plan,
            arena,
            arena_oer,
            arena_per,
            jer: options.jer,
            oer: options.oer,
            per: options.per,
        })
    }
}

// ---------------------------------------------------------------------------
// Use sites.

// ---------------------------------------------------------------------------
// Per-module emission.

struct Emitter<'a, 'ir> {
    an: &'a Analysis<'ir>,
    module: &'ir Module,
    prefix: String,
    scope: Scope,
    items: Vec<CItem>,
    /// What a source file holds before its functions (DEFAULT encodings,
    /// key tables, inline bodies' prototypes), with the unit it is for.
    statics: Vec<(usize, String)>,
    value_decls: Vec<String>,
    value_defs: Vec<String>,
    /// Modules whose types this one uses.
    uses_modules: BTreeSet<String>,
    /// Modules only the source file needs (their types are held through
    /// pointers or as runtime types in this header).
    source_modules: BTreeSet<String>,
    errors: Vec<Diagnostic>,
    /// The definition being emitted (for cycles and lazy paths).
    owner: DefRef,
    /// Collection types of this module and their element types.
    collections: Vec<(String, String)>,
    /// Structs of this module with one keyed open type.
    keyed_elements: HashMap<String, open::KeyedElement>,
    /// The C types of the values this module's codecs store apart.
    stored: HashMap<arena::UseKey, arena::Stored>,
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
            stored: HashMap::new(),
        }
    }

    fn ir(&self) -> &'ir Ir {
        self.an.ir
    }

    /// Whether `name` is the type of the definition being emitted and the
    /// plan reads it inside its one collection's loop (an inline type of
    /// the definition is not).
    fn is_inline_element(&self, name: &str) -> bool {
        self.reads_in_loop(&self.owner, name)
    }

    /// Whether this module's collections read the definition `r`, held as
    /// the C type `name`, by its inline bodies: the plan inlines it, and it
    /// is this module's (only its source file has the bodies: the one of its
    /// unit, which `plan::units` makes its collection's too).
    fn reads_in_loop(&self, r: &DefRef, name: &str) -> bool {
        r.module == self.module.name
            && self.an.plan.inlined.contains_key(r)
            && self.an.type_names.get(r).is_some_and(|n| n == name)
    }

    /// The headers of the other modules whose types this one uses.
    fn includes(&self) -> Vec<String> {
        self.headers_of(&self.uses_modules, ".h")
    }

    /// The codec headers of the other modules whose functions the source
    /// file calls.
    fn source_includes(&self) -> Vec<String> {
        let all: BTreeSet<String> = self.source_modules.union(&self.uses_modules).cloned().collect();
        self.headers_of(&all, "_codec.h")
    }

    fn headers_of(&self, modules: &BTreeSet<String>, suffix: &str) -> Vec<String> {
        modules
            .iter()
            .filter(|m| **m != self.module.name)
            .filter_map(|m| self.an.files.get(m))
            .map(|stem| format!("{stem}{suffix}"))
            .collect()
    }

    /// The unit (source file) the definition being emitted is written into.
    fn unit(&self) -> usize {
        self.an.plan.units.of(&self.owner)
    }

    /// An item of the definition being emitted, in its unit.
    fn new_item(&self, name: &str, comment: Vec<String>) -> CItem {
        CItem { unit: self.unit(), ..CItem::new(name, comment) }
    }

    /// Records an error about the definition being emitted, at its place
    /// in the schema.
    fn fail(&mut self, code: &'static str, message: String) {
        let error = self.an.plan.error(&self.owner, code, message);
        self.errors.push(error);
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
        let shape = shape_of(self.ir(), ty);
        // A definition of an EXTERNAL (and the like) is its SEQUENCE.
        let associated = plan::associated::associated_sequence(ty);
        let ty = associated.as_ref().unwrap_or(ty);
        let mut item = self.new_item(name, comment);
        match (shape, &ty.kind) {
            (Shape::Struct, TypeKind::Sequence(_) | TypeKind::Set(_)) => self.struct_item(&mut item, ty, path),
            (Shape::Choice, TypeKind::Choice(c)) => self.choice_item(&mut item, c, path),
            (Shape::Enumerated, TypeKind::Enumerated(e)) => self.enumerated_item(&mut item, e),
            (Shape::Collection, TypeKind::SequenceOf(c) | TypeKind::SetOf(c)) => {
                let own_checks = if definition { plan::checks::checks(self.ir(), ty) } else { Checks::default() };
                let element = self.collection_item(&mut item, ty, &c.element, path, own_checks, None);
                // A collection type of elements with a keyed open type gets
                // lookups by key (see `add_lookups`).
                if let (true, Some(element)) = (definition, element) {
                    self.collections.push((name.to_string(), element));
                }
            }
            _ => self.typedef_item(&mut item, ty, path, None),
        }
        if definition {
            let top = plan::defs::error_name(self.ir(), ty, asn1_name);
            self.entry_points(&mut item, ty, &top);
        }
        self.items.push(item);
    }

    // -- use sites ------------------------------------------------------------

    // -- statements -------------------------------------------------------------

    // -- items ------------------------------------------------------------------
}

#[cfg(test)]
mod tests {
    use super::{RUNTIME_ABI, RUNTIME_HEADER};

    #[test]
    fn the_abi_the_generated_headers_check_is_the_runtimes() {
        assert!(RUNTIME_HEADER.contains(&format!("\n#define SYNTA_RT_ABI_VERSION {RUNTIME_ABI}\n")));
    }
}
