//! The compiler's entry: gathers a module set from files and search
//! directories, parses it and runs sema.

use std::path::{Path, PathBuf};

use crate::ast;
use crate::diag::{Diagnostic, Diagnostics, Severity};
use crate::ir::Ir;
use crate::parse;
use crate::sema;
use crate::source::SourceMap;

/// Configures and runs the front end. Setters take `&mut self` so calls
/// chain, as in prost-build.
#[derive(Clone, Debug, Default)]
pub struct Compiler {
    files: Vec<PathBuf>,
    texts: Vec<(String, String)>,
    include_dirs: Vec<PathBuf>,
    options: sema::Options,
}

/// A module set that resolved: the IR and any warnings.
pub struct Checked {
    /// The resolved modules.
    pub ir: Ir,
    /// Warnings (no errors).
    pub diagnostics: Diagnostics,
    /// The files read, for rendering diagnostics.
    pub sources: SourceMap,
    /// Every file the module set was read from (for `rerun-if-changed`).
    pub files: Vec<PathBuf>,
}

/// A module set with errors: every diagnostic found.
pub struct Failed {
    /// Errors and warnings.
    pub diagnostics: Diagnostics,
    /// The files read, for rendering diagnostics.
    pub sources: SourceMap,
}

impl Failed {
    /// A failure of the compiler itself (a bug: it should never happen).
    fn internal() -> Failed {
        let mut sources = SourceMap::new();
        let id = sources.add("<synta-compile>", "");
        let mut diagnostics = Diagnostics::new();
        diagnostics.push(
            Diagnostic::error("E0002", crate::source::Span::new(id, 0, 0), "internal compiler error")
                .with_note("please report this with the schema that caused it"),
        );
        Failed { diagnostics, sources }
    }

    /// All diagnostics rendered with file:line:col and source lines.
    pub fn render(&self) -> String {
        self.diagnostics.render(&self.sources)
    }

    /// All diagnostics as JSON lines ([`Diagnostics::render_json`]).
    pub fn render_json(&self) -> String {
        self.diagnostics.render_json(&self.sources)
    }
}

impl Checked {
    /// The warnings rendered.
    pub fn render(&self) -> String {
        self.diagnostics.render(&self.sources)
    }

    /// The warnings as JSON lines ([`Diagnostics::render_json`]).
    pub fn render_json(&self) -> String {
        self.diagnostics.render_json(&self.sources)
    }
}

/// One file of a search directory, kept until a module in it is needed.
struct Candidate {
    path: PathBuf,
    text: String,
    /// The name and OID of its first module.
    header: Option<(String, Option<String>)>,
}

impl Compiler {
    /// A compiler with no input yet.
    pub fn new() -> Compiler {
        Compiler::default()
    }

    /// Adds a schema file; all its modules are compiled.
    ///
    /// ```
    /// let mut c = synta_compile::Compiler::new();
    /// c.file("a.asn1").file("b.asn1");
    /// ```
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Compiler {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Adds schema text held in memory, shown in diagnostics as `name`.
    ///
    /// ```
    /// let out = synta_compile::Compiler::new()
    ///     .source("inline.asn1", "M DEFINITIONS ::= BEGIN T ::= INTEGER (0..9) END")
    ///     .check();
    /// assert!(out.is_ok());
    /// ```
    pub fn source(&mut self, name: impl Into<String>, text: impl Into<String>) -> &mut Compiler {
        self.texts.push((name.into(), text.into()));
        self
    }

    /// Adds a directory searched for modules that the files import (before
    /// the directories of the files themselves, which are always searched).
    ///
    /// ```
    /// let mut c = synta_compile::Compiler::new();
    /// c.file("cms.asn1").include_dir("schemas/pkix");
    /// ```
    pub fn include_dir(&mut self, dir: impl AsRef<Path>) -> &mut Compiler {
        self.include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Treats every information object set as extensible, as if each ended
    /// in `...`: a value under a key its set does not list is kept raw
    /// instead of refused (for peers that use objects defined later than
    /// the module). The module set's own extension markers decide otherwise.
    ///
    /// ```
    /// let mut c = synta_compile::Compiler::new();
    /// c.file("cms.asn1").extensible_object_sets(true);
    /// ```
    pub fn extensible_object_sets(&mut self, yes: bool) -> &mut Compiler {
        self.options.extensible_object_sets = yes;
        self
    }

    /// Takes an import of a symbol that its module's EXPORTS does not list
    /// with a warning (W0204) instead of the error X.680 §13.13 makes it
    /// (E0223), for published modules that import what `EXPORTS ;` keeps.
    pub fn allow_unexported_imports(&mut self, yes: bool) -> &mut Compiler {
        self.options.allow_unexported_imports = yes;
        self
    }

    /// Parses and resolves the module set.
    ///
    /// Runs on a thread of its own with a large stack: the parser recurses
    /// once per nesting level, which [`parse::MAX_NESTING`] and
    /// [`parse::MAX_PREFIXES`] bound.
    pub fn check(&self) -> Result<Checked, Failed> {
        let this = self.clone();
        let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(move || this.check_here());
        match worker {
            Ok(handle) => handle.join().unwrap_or_else(|_| Err(Failed::internal())),
            Err(_) => self.check_here(),
        }
    }

    fn check_here(&self) -> Result<Checked, Failed> {
        let mut sources = SourceMap::new();
        let mut diags = Vec::new();
        let mut modules = Vec::new();
        let mut files = Vec::new();
        for path in &self.files {
            match std::fs::read_to_string(path) {
                Ok(text) => {
                    files.push(path.clone());
                    modules.extend(parse_into(&mut sources, path, text, &mut diags));
                }
                Err(e) => diags.push(io_error(&mut sources, path, &e)),
            }
        }
        for (name, text) in &self.texts {
            modules.extend(parse_into(&mut sources, Path::new(name), text.clone(), &mut diags));
        }
        self.add_imported_modules(&mut sources, &mut modules, &mut diags, &mut files);
        let prelude = sources.add("<predefined>", sema::PRELUDE);
        modules.extend(parse::parse_file(prelude, sema::PRELUDE, &mut diags));

        let mut all = Diagnostics::new();
        all.extend(diags);
        if all.has_errors() {
            // Sema still runs on what parsed, so that its errors are reported
            // together with the syntax errors.
            let (_, more) = sema::analyze(&sources, &modules, &Grammar, self.options);
            all.extend(more);
            return Err(Failed { diagnostics: all, sources });
        }
        let (ir, more) = sema::analyze(&sources, &modules, &Grammar, self.options);
        all.extend(more);
        if all.has_errors() {
            Err(Failed { diagnostics: all, sources })
        } else {
            Ok(Checked { ir, diagnostics: all, sources, files })
        }
    }

    /// Pulls modules from the search directories while some import names a
    /// module that is not loaded yet (by name, or by OID for imports that
    /// use another name).
    fn add_imported_modules(
        &self,
        sources: &mut SourceMap,
        modules: &mut Vec<ast::Module>,
        diags: &mut Vec<Diagnostic>,
        files: &mut Vec<PathBuf>,
    ) {
        let mut pool: Vec<Candidate> = Vec::new();
        // The -I directories first, then the directory of each input file
        // (as most compilers do: a module's neighbours are found without -I).
        let mut dirs: Vec<PathBuf> = self.include_dirs.clone();
        for file in &self.files {
            let dir = match file.parent() {
                Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
                _ => PathBuf::from("."),
            };
            if !dirs.contains(&dir) {
                dirs.push(dir);
            }
        }
        for dir in &dirs {
            let Ok(entries) = std::fs::read_dir(dir) else {
                diags.push(io_error(sources, dir, &std::io::Error::other("cannot read the directory")));
                continue;
            };
            let mut paths: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("asn1" | "asn")))
                .filter(|p| !files.contains(p))
                .collect();
            paths.sort();
            for path in paths {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    let header = header_of(&text);
                    pool.push(Candidate { path, text, header });
                }
            }
        }
        loop {
            let loaded_oids: Vec<String> = modules.iter().filter_map(|m| m.oid.as_ref().map(|o| oid_text(o))).collect();
            let wanted: Vec<(String, Option<String>)> = modules
                .iter()
                .flat_map(|m| m.imports.iter())
                .map(|i| (i.module.text.clone(), i.oid.as_ref().map(|o| oid_text(o))))
                .filter(|(name, oid)| match oid {
                    Some(o) => !loaded_oids.contains(o),
                    None => !modules.iter().any(|m| &m.name.text == name),
                })
                .collect();
            // An import's OID names its module; its name only when no file
            // in the search path has that OID.
            let by_oid = |oid: &Option<String>| {
                pool.iter().position(|c| oid.is_some() && c.header.as_ref().is_some_and(|(_, o)| o == oid))
            };
            let by_name = |name: &String| pool.iter().position(|c| c.header.as_ref().is_some_and(|(n, _)| n == name));
            // A module of that name already loaded is another edition: only
            // the OID finds this one.
            let named = |name: &String| modules.iter().any(|m| &m.name.text == name);
            let pick = wanted
                .iter()
                .find_map(|(name, oid)| by_oid(oid).or_else(|| if named(name) { None } else { by_name(name) }));
            let Some(k) = pick else { break };
            let c = pool.remove(k);
            let added = parse_into(sources, &c.path, c.text, diags);
            let before = modules.len();
            for m in added {
                // Already there: a module of that name and, when this one has
                // an OID, that OID (else it is another edition).
                let oid = m.oid.as_ref().map(|o| oid_text(o));
                let present = |x: &ast::Module| {
                    x.name.text == m.name.text && (oid.is_none() || x.oid.as_ref().map(|o| oid_text(o)) == oid)
                };
                if !modules.iter().any(present) {
                    modules.push(m);
                }
            }
            files.push(c.path);
            if modules.len() == before {
                break;
            }
        }
    }
}

fn parse_into(sources: &mut SourceMap, path: &Path, text: String, diags: &mut Vec<Diagnostic>) -> Vec<ast::Module> {
    let id = sources.add(path.display().to_string(), text);
    let text = sources.text(id).to_string();
    parse::parse_file(id, &text, diags)
}

fn io_error(sources: &mut SourceMap, path: &Path, e: &std::io::Error) -> Diagnostic {
    let id = sources.add(path.display().to_string(), "");
    Diagnostic {
        severity: Severity::Error,
        ..Diagnostic::error("E0001", crate::source::Span::new(id, 0, 0), format!("cannot read {}: {e}", path.display()))
    }
}

/// The module name and OID text of the first module in a file, read
/// cheaply by parsing just its header.
fn header_of(text: &str) -> Option<(String, Option<String>)> {
    let header_end = text.find("BEGIN")? + "BEGIN".len();
    let probe = format!("{} END", &text[..header_end]);
    let mut sink = Vec::new();
    let m = parse::parse_file(crate::source::FileId(0), &probe, &mut sink).into_iter().next()?;
    Some((m.name.text, m.oid.as_ref().map(|o| oid_text(o))))
}

/// A canonical text of literal OID components, for matching imports.
fn oid_text(items: &[ast::ValueItem]) -> String {
    items
        .iter()
        .map(|i| match i {
            ast::ValueItem::NameAndNumber(_, ast::NumberOrRef::Number(n, _)) => n.to_string(),
            ast::ValueItem::Value(ast::Value { kind: ast::ValueKind::Number(n), .. }) => n.to_string(),
            ast::ValueItem::Value(ast::Value { kind: ast::ValueKind::Ref(d), .. }) => d.name.text.clone(),
            _ => "?".into(),
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// The grammar, as sema asks for it (see [`sema::SettingParser`]).
struct Grammar;

impl sema::SettingParser for Grammar {
    fn setting(
        &self,
        kind: crate::ast::SettingKind,
        file: crate::source::FileId,
        text: &str,
        pos: usize,
    ) -> Option<(crate::ast::Setting, usize)> {
        parse::parse_setting(kind, file, text, pos).ok()
    }

    fn next_token(&self, text: &str, pos: usize) -> usize {
        parse::next_token(text, pos)
    }
}
