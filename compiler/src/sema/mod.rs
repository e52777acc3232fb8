//! Semantic analysis: resolves a module set into the [`crate::ir`].
//!
//! The passes, each in its own file:
//! - this file: the module set, IMPORTS (by name, then by module OID), the
//!   symbol tables, scopes of parameterized definitions, and what each
//!   assignment defines (type, value, class, object, value set, object set);
//! - `types.rs`: types with effective tags (module default, AUTOMATIC, the
//!   IMPLICIT-on-CHOICE rule), COMPONENTS OF, parameterized instantiation;
//! - `constraints.rs` (over `ranges.rs`): effective value ranges, sizes and
//!   alphabets, and the native integer width;
//! - `values.rs`: value notation evaluated against its governing type;
//! - `objects.rs`: classes, objects read through WITH SYNTAX, object sets and
//!   table constraints;
//! - `dispatch.rs`: for every open type, the table from key to type;
//! - `checks.rs`: tag distinctness in SET, CHOICE and runs of OPTIONAL
//!   components.
//!
//! Every finding is collected; nothing stops at the first error.

mod chars;
mod checks;
mod constraints;
mod dispatch;
mod fits;
mod instances;
mod objects;
pub(crate) mod ranges;
mod real;
mod types;
mod values;

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

use crate::ast::{self, AssignmentKind, DefinedName, Setting};
use crate::diag::Diagnostic;
use crate::ir;
use crate::source::{FileId, SourceMap, Span};

/// The predefined classes of X.681 Annex A and B, written in ASN.1 and
/// parsed like any module.
pub const PRELUDE: &str = "\
ASN1-Predefined DEFINITIONS ::= BEGIN
TYPE-IDENTIFIER ::= CLASS {
    &id OBJECT IDENTIFIER UNIQUE,
    &Type
} WITH SYNTAX { &Type IDENTIFIED BY &id }
ABSTRACT-SYNTAX ::= CLASS {
    &id OBJECT IDENTIFIER UNIQUE,
    &Type,
    &property BIT STRING { handles-invalid-encodings(0) } DEFAULT {}
} WITH SYNTAX { &Type IDENTIFIED BY &id [HAS PROPERTY &property] }
END
";

/// Name of the prelude module.
pub const PRELUDE_NAME: &str = "ASN1-Predefined";

/// What an assignment defines, decided with the symbol table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DefKind {
    Type,
    Class,
    Value,
    Object,
    ValueSet,
    ObjectSet,
}

/// A value with its type, as a value assignment defines it.
pub(crate) type TypedValue = Rc<(ir::Type, ir::Value)>;

/// An assignment: module index and assignment index.
pub(crate) type DefId = (usize, usize);

/// A scope: where names are looked up. Parameterized definitions add their
/// dummy references, bound to the actual parameters of one instance.
#[derive(Clone)]
pub(crate) struct Env {
    pub module: usize,
    scope: Option<Rc<Scope>>,
}

pub(crate) struct Scope {
    params: Vec<ast::Parameter>,
    actuals: Vec<(Setting, Env)>,
    /// What is being instantiated, for the IR's `instance_of`.
    pub origin: (ir::DefRef, String),
}

/// A name resolved.
#[derive(Clone)]
pub(crate) enum Target {
    /// An assignment.
    Def(DefId),
    /// A dummy reference: its parameter, the actual setting and its scope.
    Param { governor: Option<(ast::Type, Env)>, actual: Setting, env: Env },
}

pub(crate) struct Sema<'a> {
    pub src: &'a SourceMap,
    pub modules: &'a [ast::Module],
    /// Reads the settings of objects in a class's own syntax.
    pub(crate) settings: &'a dyn SettingParser,
    prelude: usize,
    defs: Vec<HashMap<&'a str, usize>>,
    imports: Vec<HashMap<&'a str, usize>>,
    /// Per module: names imported from more than one module, usable only
    /// qualified (X.680 §13.13).
    ambiguous: Vec<HashMap<&'a str, Vec<usize>>>,
    /// Per module: names imported from modules that are not in the set
    /// (the missing module is reported once, not every use).
    unavailable: Vec<HashSet<&'a str>>,
    /// Per module, per IMPORTS clause: the module it resolved to.
    import_targets: Vec<Vec<Option<usize>>>,
    diags: RefCell<Vec<Diagnostic>>,
    kind_cache: RefCell<HashMap<DefId, DefKind>>,
    pub(crate) type_cache: RefCell<HashMap<DefId, Rc<ir::Type>>>,
    pub(crate) value_cache: RefCell<HashMap<DefId, Option<TypedValue>>>,
    pub(crate) class_cache: RefCell<HashMap<DefId, Rc<ir::ClassDef>>>,
    pub(crate) object_cache: RefCell<HashMap<DefId, Option<Arc<ir::Object>>>>,
    pub(crate) set_cache: RefCell<HashMap<DefId, Rc<ir::ObjectSet>>>,
    active: RefCell<HashSet<(&'static str, DefId)>>,
    depth: Cell<u32>,
    /// Types lowered so far, against [`MAX_LOWERED_TYPES`].
    lowered: Cell<usize>,
    /// Instances of parameterized types that contain themselves.
    instances: RefCell<instances::Instances>,
    /// Each module's name in the IR (`module_names`).
    module_names: Vec<String>,
    options: Options,
}

/// How deep instantiation and reference chains may go before sema calls it a
/// cycle.
pub const MAX_DEPTH: u32 = 48;

/// How many types sema may lower for one module set. Instances of
/// parameterized types and COMPONENTS OF copy their definitions, so nested
/// they grow exponentially (`P{P{P{...}}}` with `P{X} ::= SEQUENCE { a X,
/// b X }`); the largest real module set lowers about 7 200 (the X.500 set).
pub const MAX_LOWERED_TYPES: usize = 100_000;

/// What sema needs from the parser. An object written in its class's own
/// syntax (X.681 §10.12) is kept as a token group by the parser; only sema,
/// which knows the class, can read it, a setting at a time. The loader
/// wires the grammar in (`load.rs`).
pub trait SettingParser {
    /// The setting of `kind` at byte `pos` of `text` (file `file`) and the
    /// offset after it, or `None` when none is there.
    fn setting(&self, kind: ast::SettingKind, file: FileId, text: &str, pos: usize) -> Option<(Setting, usize)>;
    /// The offset of the next token at or after `pos`: past white space
    /// and comments.
    fn next_token(&self, text: &str, pos: usize) -> usize;
}

/// What a user may choose about how a module set is read.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Treat every information object set as extensible (as if each ended
    /// in `...`): an open type's value under a key the set does not list is
    /// kept raw instead of refused, for peers that use objects defined
    /// after the module (the X.682 §10 rule for sets with a marker).
    pub extensible_object_sets: bool,
    /// Take an import of a symbol its module's EXPORTS does not list with a
    /// warning (W0204) instead of the error X.680 §13.13 makes it (E0223),
    /// for modules in the wild that import what `EXPORTS ;` keeps.
    pub allow_unexported_imports: bool,
}

/// What one module's IMPORTS resolved to (`Sema::resolve_imports`).
struct ResolvedImports<'a> {
    /// Each imported name and the module it comes from (the first, when two).
    map: HashMap<&'a str, usize>,
    /// Names imported from more than one module.
    ambiguous: HashMap<&'a str, Vec<usize>>,
    /// Names imported from modules not in the set.
    unavailable: HashSet<&'a str>,
    /// Per IMPORTS clause, the module it resolved to.
    targets: Vec<Option<usize>>,
}

/// Analyses parsed modules (the prelude last) into the IR; objects in a
/// class's own syntax are read with `settings`.
pub fn analyze(
    src: &SourceMap,
    modules: &[ast::Module],
    settings: &dyn SettingParser,
    options: Options,
) -> (ir::Ir, Vec<Diagnostic>) {
    let mut sema = Sema::new(src, modules, settings);
    sema.options = options;
    let ir = sema.build();
    let diags = sema.diags.into_inner();
    (ir, diags)
}

/// The reserved words that name built-in types (X.680 §12.38): a module that
/// imports one its source module does not define gets the built-in type.
const BUILT_IN_TYPE_NAMES: &[&str] = &[
    "BMPString",
    "GeneralString",
    "GraphicString",
    "IA5String",
    "ISO646String",
    "NumericString",
    "PrintableString",
    "TeletexString",
    "T61String",
    "UniversalString",
    "UTF8String",
    "VideotexString",
    "VisibleString",
    "GeneralizedTime",
    "UTCTime",
    "ObjectDescriptor",
];

impl<'a> Sema<'a> {
    fn new(src: &'a SourceMap, modules: &'a [ast::Module], settings: &'a dyn SettingParser) -> Sema<'a> {
        let prelude = modules.iter().position(|m| m.name.text == PRELUDE_NAME).unwrap_or(usize::MAX);
        let mut sema = Sema {
            src,
            settings,
            modules,
            prelude,
            defs: Vec::new(),
            imports: Vec::new(),
            ambiguous: Vec::new(),
            unavailable: Vec::new(),
            import_targets: Vec::new(),
            diags: RefCell::new(Vec::new()),
            kind_cache: RefCell::default(),
            type_cache: RefCell::default(),
            value_cache: RefCell::default(),
            class_cache: RefCell::default(),
            object_cache: RefCell::default(),
            set_cache: RefCell::default(),
            active: RefCell::default(),
            depth: Cell::new(0),
            lowered: Cell::new(0),
            instances: RefCell::default(),
            module_names: Vec::new(),
            options: Options::default(),
        };
        sema.module_names = sema.module_names();
        sema.defs = modules.iter().map(|m| sema.symbol_table(m)).collect();
        for i in 0..modules.len() {
            let resolved = sema.resolve_imports(i);
            sema.imports.push(resolved.map);
            sema.ambiguous.push(resolved.ambiguous);
            sema.unavailable.push(resolved.unavailable);
            sema.import_targets.push(resolved.targets);
        }
        for i in 0..modules.len() {
            sema.check_exports(i);
        }
        sema
    }

    pub(crate) fn report(&self, d: Diagnostic) {
        self.diags.borrow_mut().push(d);
    }

    /// The text of a span.
    pub(crate) fn text(&self, span: Span) -> &'a str {
        self.src.slice(span)
    }

    pub(crate) fn module(&self, i: usize) -> &'a ast::Module {
        &self.modules[i]
    }

    pub(crate) fn assignment(&self, id: DefId) -> &'a ast::Assignment {
        &self.modules[id.0].assignments[id.1]
    }

    pub(crate) fn def_ref(&self, id: DefId) -> ir::DefRef {
        ir::DefRef { module: self.module_names[id.0].clone(), name: self.assignment(id).name.text.clone() }
    }

    /// The top-level scope of a module.
    pub(crate) fn module_env(&self, module: usize) -> Env {
        Env { module, scope: None }
    }

    // ------------------------------------------------------ module set ---

    /// Each module's name in the IR. Two modules of one name are one
    /// defined twice, unless their OIDs differ: then they are two editions
    /// that imports tell apart by OID (X.680 §13.9), and the later ones get
    /// their name numbered (`ITS-Container-2`), with a warning.
    fn module_names(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for (i, m) in self.modules.iter().enumerate() {
            let earlier: Vec<usize> = (0..i).filter(|&j| self.modules[j].name.text == m.name.text).collect();
            let Some(&first) = earlier.first() else {
                names.push(m.name.text.clone());
                continue;
            };
            let oid = self.module_oid_quiet(i);
            let distinct =
                oid.is_some() && earlier.iter().all(|&j| self.module_oid_quiet(j).is_some_and(|o| Some(o) != oid));
            let first = &self.modules[first];
            if !distinct {
                self.report(
                    Diagnostic::error("E0104", m.name.span, format!("module `{}` is defined twice", m.name.text))
                        .with_label("second definition")
                        .with_secondary(first.name.span, "first defined here")
                        .with_note("load one edition of a module at a time, or two with different OIDs"),
                );
                names.push(m.name.text.clone());
                continue;
            }
            let numbered = (2..)
                .map(|n| format!("{}-{n}", m.name.text))
                .find(|n| !names.contains(n) && !self.modules.iter().any(|o| o.name.text == *n))
                .unwrap_or_default();
            self.report(
                Diagnostic::warning(
                    "W0109",
                    m.name.span,
                    format!("a second module named `{}`, with another OID: generated as `{numbered}`", m.name.text),
                )
                .with_label("another edition")
                .with_secondary(first.name.span, "the first")
                .with_note("imports that give an OID get the edition with that OID; without one, the first"),
            );
            names.push(numbered);
        }
        names
    }

    fn symbol_table(&self, m: &'a ast::Module) -> HashMap<&'a str, usize> {
        let mut table: HashMap<&str, usize> = HashMap::new();
        for (i, a) in m.assignments.iter().enumerate() {
            if let Some(&first) = table.get(a.name.text.as_str()) {
                self.report(
                    Diagnostic::error("E0202", a.name.span, format!("`{}` is defined twice", a.name.text))
                        .with_label("second definition")
                        .with_secondary(m.assignments[first].name.span, "first defined here"),
                );
            } else {
                table.insert(&a.name.text, i);
            }
        }
        table
    }

    /// The OID of a module header or import, when every arc is a number or a
    /// well-known name.
    pub(crate) fn literal_oid(&self, items: &[ast::ValueItem]) -> Option<ir::Oid> {
        let mut arcs = Vec::new();
        for (n, item) in items.iter().enumerate() {
            let arc = match item {
                ast::ValueItem::NameAndNumber(_, ast::NumberOrRef::Number(v, _)) => u128::try_from(v).ok()?,
                ast::ValueItem::Value(ast::Value { kind: ast::ValueKind::Number(v), .. }) => u128::try_from(v).ok()?,
                ast::ValueItem::Value(ast::Value { kind: ast::ValueKind::Ref(d), .. }) if d.module.is_none() => {
                    values::well_known_arc(&arcs, n, &d.name.text)?
                }
                _ => return None,
            };
            arcs.push(arc);
        }
        Some(ir::Oid(arcs))
    }

    fn module_oid(&self, m: &ast::Module) -> Option<ir::Oid> {
        let items = m.oid.as_ref()?;
        let oid = self.literal_oid(items);
        if oid.is_none() && m.name.text != PRELUDE_NAME {
            let placeholder = items.iter().find_map(|i| match i {
                ast::ValueItem::NameAndNumber(_, ast::NumberOrRef::Ref(d)) => Some(d.name.clone()),
                _ => None,
            });
            let span = placeholder.as_ref().map(|p| p.span).or(m.oid_span).unwrap_or(m.name.span);
            let what = placeholder.map(|p| format!("`{}`", p.text)).unwrap_or_else(|| "an arc".into());
            self.report(
                Diagnostic::warning(
                    "W0105",
                    span,
                    format!("module `{}` has no usable OID: {what} is not a number", m.name.text),
                )
                .with_label("not a number")
                .with_note("the module is found by name only; drafts use placeholders until IANA assigns the arc"),
            );
        }
        oid
    }

    /// Finds the module an IMPORTS clause means. The OID, when given,
    /// identifies the module (X.680 §13.9) even under another name, as RFC
    /// 5911 writes it; the name decides when no loaded module has the OID.
    fn find_module(&self, name: &str, oid: Option<&ir::Oid>, selection: Option<ast::Selection>) -> Option<usize> {
        if let Some(oid) = oid {
            if let Some(i) = (0..self.modules.len()).find(|&i| self.module_oid_quiet(i).as_ref() == Some(oid)) {
                return Some(i);
            }
            // The latest edition or descendant the selection lets stand for
            // it.
            let standing = (0..self.modules.len())
                .filter_map(|i| Some((i, self.module_oid_quiet(i)?)))
                .filter(|(_, found)| selection.is_some_and(|s| stands_for(found, oid, s)))
                .max_by(|a, b| a.1 .0.cmp(&b.1 .0));
            if let Some((i, _)) = standing {
                return Some(i);
            }
        }
        self.modules.iter().position(|m| m.name.text == name)
    }

    fn module_oid_quiet(&self, i: usize) -> Option<ir::Oid> {
        self.modules[i].oid.as_ref().and_then(|items| self.literal_oid(items))
    }

    fn resolve_imports(&self, module: usize) -> ResolvedImports<'a> {
        let m = &self.modules[module];
        let mut map: HashMap<&str, usize> = HashMap::new();
        let mut ambiguous: HashMap<&str, Vec<usize>> = HashMap::new();
        let mut unavailable = HashSet::new();
        let mut targets = Vec::with_capacity(m.imports.len());
        for import in &m.imports {
            if let Some(comma) = import.trailing_comma {
                self.report(
                    Diagnostic::error(
                        "E0106",
                        comma,
                        format!("a comma ends the symbols imported from `{}`", import.module.text),
                    )
                    .with_label("remove this comma")
                    .with_note("X.680 §13.16: symbols are separated by commas; FROM follows the last one directly"),
                );
            }
            let oid = import.oid.as_ref().and_then(|o| self.literal_oid(o));
            let Some(target) = self.find_module(&import.module.text, oid.as_ref(), import.selection) else {
                let mut d = Diagnostic::error(
                    "E0107",
                    import.module.span,
                    format!("module `{}` is not in the module set", import.module.text),
                )
                .with_label("imported from here")
                .with_note("give the file that defines it on the command line or in a directory named by -I");
                if let Some(oid) = &oid {
                    d = d.with_note(format!("no module has the OID {oid} either"));
                }
                self.report(d);
                unavailable.extend(import.symbols.iter().map(|s| s.name.text.as_str()));
                targets.push(None);
                continue;
            };
            targets.push(Some(target));
            // Found as `WITH SUCCESSORS` or `WITH DESCENDANTS` allows: said
            // as such, and no other report.
            let selected = match (&oid, self.module_oid_quiet(target), import.selection) {
                (Some(wanted), Some(found), Some(selection))
                    if *wanted != found && stands_for(&found, wanted, selection) =>
                {
                    let how = match selection {
                        ast::Selection::Successors => "WITH SUCCESSORS: its successor",
                        ast::Selection::Descendants => "WITH DESCENDANTS: its descendant",
                    };
                    self.report(
                        Diagnostic::warning(
                            "W0112",
                            import.module.span,
                            format!(
                                "no module has the OID {wanted}; {how} `{}` ({found}) is used",
                                self.modules[target].name.text
                            ),
                        )
                        .with_label("imported from here"),
                    );
                    true
                }
                _ => false,
            };
            if !selected && self.modules[target].name.text != import.module.text {
                self.report(
                    Diagnostic::warning(
                        "W0108",
                        import.module.span,
                        format!(
                            "no module is named `{}`; using `{}`, which has the OID given here",
                            import.module.text, self.modules[target].name.text
                        ),
                    )
                    .with_label("resolved by OID"),
                );
            } else if let (false, Some(wanted), Some(found)) = (selected, &oid, self.module_oid_quiet(target)) {
                // Found by name with another OID: another edition of the
                // module than the one the import names (CEN DSRC imports
                // ITS-Container version 2; a set may hold version 1).
                if *wanted != found {
                    self.report(
                        Diagnostic::warning(
                            "W0111",
                            import.module.span,
                            format!(
                                "no module has the OID {wanted}; using `{}`, whose OID is {found}",
                                import.module.text
                            ),
                        )
                        .with_label("another edition than the one named here")
                        .with_note("load the edition with this OID, or check that the symbols mean the same in both"),
                    );
                }
            }
            for s in &import.symbols {
                match map.get(s.name.text.as_str()) {
                    Some(&first) if first != target => {
                        ambiguous.entry(s.name.text.as_str()).or_insert(vec![first]).push(target)
                    }
                    Some(_) => {}
                    None => {
                        map.insert(s.name.text.as_str(), target);
                    }
                }
            }
        }
        ResolvedImports { map, ambiguous, unavailable, targets }
    }

    /// Reports imported symbols that their module does not define (a
    /// built-in type's name with a warning: W0205).
    fn check_imported_symbols(&self, module: usize) {
        // Each clause against its own module (a name imported from two
        // modules has one entry in the import map).
        for (import, target) in self.modules[module].imports.iter().zip(&self.import_targets[module]) {
            let Some(target) = *target else { continue };
            for s in &import.symbols {
                if self.find_def(target, &s.name.text, 0).is_none()
                    && BUILT_IN_TYPE_NAMES.contains(&s.name.text.as_str())
                {
                    // RFC 3281, 3852, 4210 and 4211 import BMPString and
                    // UTF8String from PKIX1Explicit88, whose 1988 syntax
                    // once defined them; the name is the built-in type.
                    self.report(
                        Diagnostic::warning(
                            "W0205",
                            s.name.span,
                            format!(
                                "`{}` is not defined in module `{}`: the built-in type of that name is used",
                                s.name.text, self.modules[target].name.text
                            ),
                        )
                        .with_label("imported here")
                        .with_note("a built-in type needs no import; leave it out of IMPORTS"),
                    );
                } else if self.find_def(target, &s.name.text, 0).is_none() {
                    let candidates = self.names_in(target);
                    self.report(with_suggestion(
                        Diagnostic::error(
                            "E0203",
                            s.name.span,
                            format!("`{}` is not defined in module `{}`", s.name.text, self.modules[target].name.text),
                        )
                        .with_label("imported here"),
                        &s.name.text,
                        candidates,
                    ));
                } else if let Some(exports) = &self.modules[target].exports {
                    if !exports.iter().any(|e| e.name.text == s.name.text) {
                        let message =
                            format!("`{}` is not exported by module `{}`", s.name.text, self.modules[target].name.text);
                        let exported = if exports.is_empty() {
                            "its `EXPORTS ;` exports nothing".to_string()
                        } else {
                            "its EXPORTS list leaves it out".to_string()
                        };
                        let diagnostic = if self.options.allow_unexported_imports {
                            Diagnostic::warning("W0204", s.name.span, message)
                        } else {
                            Diagnostic::error("E0223", s.name.span, message).with_note(
                                "X.680 §13.13: a module imports only what the other exports; add it to that \
                                 module's EXPORTS, or take the module as published with \
                                 --allow-unexported-imports (a warning then)",
                            )
                        };
                        self.report(diagnostic.with_label(format!("imported here; {exported}")));
                    }
                }
            }
        }
    }

    fn check_exports(&self, module: usize) {
        let Some(exports) = &self.modules[module].exports else { return };
        for s in exports {
            if self.find_def(module, &s.name.text, 0).is_none() {
                self.report(with_suggestion(
                    Diagnostic::error("E0205", s.name.span, format!("exported `{}` is not defined", s.name.text))
                        .with_label("exported here"),
                    &s.name.text,
                    self.names_in(module),
                ));
            }
        }
    }

    fn names_in(&self, module: usize) -> Vec<&'a str> {
        let mut v: Vec<&str> = self.defs[module].keys().copied().collect();
        v.extend(self.imports[module].keys().copied());
        v
    }

    // ----------------------------------------------------------- lookup ---

    /// The assignment a name in `module` stands for: its own, or imported
    /// (following re-exports), or predefined.
    fn find_def(&self, module: usize, name: &str, hops: u32) -> Option<DefId> {
        if let Some(&i) = self.defs.get(module)?.get(name) {
            return Some((module, i));
        }
        if hops < 16 {
            if let Some(&m) = self.imports.get(module)?.get(name) {
                if m != module {
                    return self.find_def(m, name, hops + 1);
                }
            }
        }
        if module != self.prelude {
            if let Some(&i) = self.defs.get(self.prelude).and_then(|d| d.get(name)) {
                return Some((self.prelude, i));
            }
        }
        None
    }

    /// A module by the name written in `Module.name` from `from`: the module
    /// its IMPORTS clause of that name resolved to, else any of that name.
    fn module_named(&self, from: usize, name: &str) -> Option<usize> {
        if let Some(import) = self.modules[from].imports.iter().find(|i| i.module.text == name) {
            let oid = import.oid.as_ref().and_then(|o| self.literal_oid(o));
            return self.find_module(name, oid.as_ref(), import.selection);
        }
        self.modules.iter().position(|m| m.name.text == name)
    }

    /// The module an IR name ([`ir::DefRef::module`]) stands for.
    pub(crate) fn module_index(&self, ir_name: &str) -> Option<usize> {
        self.module_names.iter().position(|n| n == ir_name)
    }

    /// Resolves a name without reporting.
    pub(crate) fn lookup_quiet(&self, env: &Env, name: &DefinedName) -> Option<Target> {
        if let Some(module) = &name.module {
            let m = self.module_named(env.module, &module.text)?;
            return self.find_def(m, &name.name.text, 0).map(Target::Def);
        }
        if let Some(scope) = &env.scope {
            if let Some(k) = scope.params.iter().position(|p| p.name.text == name.name.text) {
                let (actual, actual_env) = scope.actuals.get(k)?.clone();
                let governor = scope.params[k].governor.clone().map(|g| (g, env.clone()));
                return Some(Target::Param { governor, actual, env: actual_env });
            }
        }
        self.find_def(env.module, &name.name.text, 0).map(Target::Def)
    }

    /// Resolves a name; reports it when undefined, with a suggestion.
    pub(crate) fn lookup(&self, env: &Env, name: &DefinedName) -> Option<Target> {
        let local = self.defs[env.module].contains_key(name.name.text.as_str())
            || env.scope.as_ref().is_some_and(|s| s.params.iter().any(|p| p.name.text == name.name.text));
        if let (None, false, Some(from)) =
            (&name.module, local, self.ambiguous[env.module].get(name.name.text.as_str()))
        {
            let modules: Vec<String> = from.iter().map(|m| format!("`{}`", self.modules[*m].name.text)).collect();
            self.report(
                Diagnostic::error(
                    "E0218",
                    name.span(),
                    format!("`{}` is imported from several modules", name.name.text),
                )
                .with_label("ambiguous here")
                .with_note(format!(
                    "it comes from {}; write `Module.{}`",
                    modules.join(" and "),
                    name.name.text
                )),
            );
            return None;
        }
        let found = self.lookup_quiet(env, name);
        let text = name.name.text.as_str();
        let known_gap = self.unavailable[env.module].contains(text)
            || self.modules.iter().any(|m| m.unparsed.iter().any(|u| u == text));
        if found.is_none() && !known_gap {
            let mut candidates = self.names_in(env.module);
            if let Some(scope) = &env.scope {
                candidates.extend(scope.params.iter().map(|p| p.name.text.as_str()));
            }
            let what = match &name.module {
                Some(m) => format!("`{}.{}` is not defined", m.text, name.name.text),
                None => format!("`{}` is not defined", name.name.text),
            };
            self.report(with_suggestion(
                Diagnostic::error("E0201", name.span(), what).with_label("not found in this module or its imports"),
                &name.name.text,
                candidates,
            ));
        }
        found
    }

    /// A scope for the body of parameterized definition `def` bound to
    /// `args` as written in `env`.
    pub(crate) fn instance_env(&self, def: DefId, args: &[Setting], env: &Env, at: Span) -> Option<Env> {
        let a = self.assignment(def);
        if a.params.len() != args.len() {
            self.report(
                Diagnostic::error(
                    "E0206",
                    at,
                    format!("`{}` takes {} parameter(s), {} given", a.name.text, a.params.len(), args.len()),
                )
                .with_secondary(a.name.span, "defined here"),
            );
            return None;
        }
        let args_text = args.iter().map(|s| self.text(s.span()).split_whitespace().collect::<Vec<_>>().join(" "));
        let origin = (self.def_ref(def), format!("{{{}}}", args_text.collect::<Vec<_>>().join(", ")));
        let scope = Scope {
            params: a.params.clone(),
            actuals: args.iter().map(|s| (s.clone(), env.clone())).collect(),
            origin,
        };
        Some(Env { module: def.0, scope: Some(Rc::new(scope)) })
    }

    /// The instance an environment belongs to, if any.
    pub(crate) fn origin(&self, env: &Env) -> Option<(ir::DefRef, String)> {
        env.scope.as_ref().map(|s| s.origin.clone())
    }

    /// Runs `f` unless `key` is already being computed (a cycle) or the
    /// nesting is too deep; `None` then.
    pub(crate) fn guarded<T>(&self, tag: &'static str, key: DefId, f: impl FnOnce() -> T) -> Option<T> {
        if self.depth.get() > MAX_DEPTH || !self.active.borrow_mut().insert((tag, key)) {
            return None;
        }
        self.depth.set(self.depth.get() + 1);
        let out = f();
        self.depth.set(self.depth.get() - 1);
        self.active.borrow_mut().remove(&(tag, key));
        Some(out)
    }

    /// Whether `key` is being computed under `tag` (a `guarded` call met
    /// again inside itself answers `None`).
    pub(crate) fn in_progress(&self, tag: &'static str, key: DefId) -> bool {
        self.active.borrow().contains(&(tag, key))
    }

    /// Counts one more lowered type: false (reported once) past
    /// [`MAX_LOWERED_TYPES`].
    pub(crate) fn within_type_budget(&self, at: Span) -> bool {
        let n = self.lowered.get() + 1;
        self.lowered.set(n);
        if n == MAX_LOWERED_TYPES + 1 {
            self.report(
                Diagnostic::error("E0219", at, format!("the module set expands to more than {MAX_LOWERED_TYPES} types"))
                    .with_label("the limit was reached here")
                    .with_note("each instance of a parameterized type and each COMPONENTS OF copies its definition; nested, the copies multiply"),
            );
        }
        n <= MAX_LOWERED_TYPES
    }

    /// Counts nesting for instantiation (which has no single key).
    pub(crate) fn nested<T>(&self, at: Span, f: impl FnOnce() -> Option<T>) -> Option<T> {
        if self.depth.get() > MAX_DEPTH {
            self.report(
                Diagnostic::error("E0207", at, "parameterized definitions nest too deeply")
                    .with_label("instantiated here")
                    .with_note(format!("instances may nest {MAX_DEPTH} deep; a parameterized type that instantiates itself without end never stops")),
            );
            return None;
        }
        self.depth.set(self.depth.get() + 1);
        let out = f();
        self.depth.set(self.depth.get() - 1);
        out
    }

    // --------------------------------------------------- classification ---

    /// What an assignment defines.
    pub(crate) fn def_kind(&self, id: DefId) -> DefKind {
        if let Some(k) = self.kind_cache.borrow().get(&id) {
            return *k;
        }
        let a = self.assignment(id);
        let env = self.module_env(id.0);
        let kind = self
            .guarded("kind", id, || match &a.kind {
                AssignmentKind::Class(_) => DefKind::Class,
                AssignmentKind::Type(t) if self.type_names_class(t, &env) => DefKind::Class,
                AssignmentKind::Type(_) => DefKind::Type,
                AssignmentKind::ValueSet { governor, .. } if self.type_names_class(governor, &env) => {
                    DefKind::ObjectSet
                }
                AssignmentKind::ValueSet { .. } => DefKind::ValueSet,
                AssignmentKind::Value { governor, .. } if self.type_names_class(governor, &env) => DefKind::Object,
                AssignmentKind::Value { .. } => DefKind::Value,
            })
            .unwrap_or(DefKind::Type);
        self.kind_cache.borrow_mut().insert(id, kind);
        kind
    }

    /// `t` is a bare reference to an information object class.
    pub(crate) fn type_names_class(&self, t: &ast::Type, env: &Env) -> bool {
        self.class_of_type(t, env).is_some()
    }

    /// The class definition `t` names, following aliases and parameters.
    pub(crate) fn class_of_type(&self, t: &ast::Type, env: &Env) -> Option<(DefId, ir::DefRef)> {
        let ast::TypeBody::Ref { name, args: None } = &t.body else { return None };
        if !t.tags.is_empty() || !t.constraints.is_empty() {
            return None;
        }
        match self.lookup_quiet(env, name)? {
            Target::Def(id) => self.class_def_id(id),
            Target::Param { actual: Setting::Type(actual), env: actual_env, .. } => {
                self.class_of_type(&actual, &actual_env)
            }
            Target::Param { .. } => None,
        }
    }

    /// Follows class aliases (`ALGORITHM ::= TYPE-IDENTIFIER`) to a CLASS.
    fn class_def_id(&self, id: DefId) -> Option<(DefId, ir::DefRef)> {
        self.guarded("class-alias", id, || match &self.assignment(id).kind {
            AssignmentKind::Class(_) => Some((id, self.def_ref(id))),
            AssignmentKind::Type(t) => self.class_of_type(t, &self.module_env(id.0)),
            _ => None,
        })
        .flatten()
    }

    // ------------------------------------------------------------ build ---

    fn build(&self) -> ir::Ir {
        for i in 0..self.modules.len() {
            self.check_imported_symbols(i);
        }
        let mut ir = ir::Ir::default();
        for (mi, m) in self.modules.iter().enumerate() {
            if mi == self.prelude {
                continue;
            }
            ir.modules.push(self.build_module(mi, m));
        }
        // Instances made definitions (instances.rs) join their modules.
        for (mi, def) in std::mem::take(&mut self.instances.borrow_mut().definitions) {
            if let Some(module) = ir.modules.iter_mut().find(|m| m.name == self.module_names[mi]) {
                module.types.push(def);
            }
        }
        dispatch::resolve(&mut ir, self.options.extensible_object_sets);
        ir
    }

    fn build_module(&self, mi: usize, m: &ast::Module) -> ir::Module {
        let mut out = ir::Module {
            name: self.module_names[mi].clone(),
            oid: self.module_oid(m),
            tag_default: m.tag_default,
            extensibility_implied: m.extensibility_implied,
            file: self.src.name(m.file).to_string(),
            imports: m
                .imports
                .iter()
                .map(|i| {
                    let from = self.module_named(mi, &i.module.text).map_or(&i.module.text, |k| &self.module_names[k]);
                    (from.clone(), i.symbols.iter().map(|s| s.name.text.clone()).collect())
                })
                .collect(),
            types: Vec::new(),
            values: Vec::new(),
            classes: Vec::new(),
            objects: Vec::new(),
            object_sets: Vec::new(),
            parameterized: Vec::new(),
        };
        for (ai, a) in m.assignments.iter().enumerate() {
            let id = (mi, ai);
            if !a.params.is_empty() {
                self.check_parameterized(id);
                out.parameterized.push(a.name.text.clone());
                continue;
            }
            match self.def_kind(id) {
                DefKind::Type | DefKind::ValueSet => {
                    let ty = (*self.def_type(id)).clone();
                    out.types.push(ir::TypeDef {
                        name: a.name.text.clone(),
                        ty,
                        asn1: self.text(a.span).to_string(),
                        span: a.name.span,
                    })
                }
                DefKind::Value => {
                    if let Some(v) = self.value_def(id) {
                        out.values.push(ir::ValueDef {
                            name: a.name.text.clone(),
                            ty: v.0.clone(),
                            value: v.1.clone(),
                        });
                    }
                }
                DefKind::Class => {
                    if matches!(a.kind, AssignmentKind::Class(_)) {
                        out.classes.push((*self.class_def(id)).clone());
                    }
                }
                DefKind::Object => {
                    if let Some(o) = self.object_def(id) {
                        out.objects.push((*o).clone());
                    }
                }
                DefKind::ObjectSet => {
                    if let Some((_, class)) = self.object_set_class(id) {
                        let set = (*self.object_set_def(id)).clone();
                        out.object_sets.push(ir::ObjectSetDef { name: a.name.text.clone(), class, set });
                    }
                }
            }
        }
        out
    }

    /// A parameterized definition is not lowered on its own, but its
    /// governors must name something.
    fn check_parameterized(&self, id: DefId) {
        let env = self.module_env(id.0);
        for p in &self.assignment(id).params {
            if let Some(g) = &p.governor {
                if let ast::TypeBody::Ref { name, .. } = &g.body {
                    let dummy = self.assignment(id).params.iter().any(|q| q.name.text == name.name.text);
                    if !dummy {
                        self.lookup(&env, name);
                    }
                }
            }
        }
    }
}

/// Adds "did you mean" when a candidate is close to `name`.
pub(crate) fn with_suggestion<'n>(
    d: Diagnostic,
    name: &str,
    candidates: impl IntoIterator<Item = &'n str>,
) -> Diagnostic {
    let best = candidates
        .into_iter()
        .filter(|c| *c != name)
        .map(|c| (strsim::jaro_winkler(&name.to_lowercase(), &c.to_lowercase()), c))
        .filter(|(score, _)| *score > 0.85)
        .max_by(|a, b| a.0.total_cmp(&b.0).then_with(|| b.1.cmp(a.1)));
    match best {
        Some((_, c)) => d.with_note(format!("did you mean `{c}`?")),
        None => d,
    }
}

/// Whether a module whose OID is `found` may stand for the one an import
/// names by `wanted` under `selection` (X.680 2021, §13.16): a successor
/// differs in the last arc only, which is greater; a descendant's OID
/// begins with `wanted`.
fn stands_for(found: &ir::Oid, wanted: &ir::Oid, selection: ast::Selection) -> bool {
    let (found, wanted) = (&found.0, &wanted.0);
    match selection {
        ast::Selection::Successors => {
            found.len() == wanted.len()
                && found.split_last().zip(wanted.split_last()).is_some_and(|((f, fs), (w, ws))| fs == ws && f >= w)
        }
        ast::Selection::Descendants => found.len() >= wanted.len() && found[..wanted.len()] == wanted[..],
    }
}
