//! The Python backend: a Python package over the generated Rust.
//!
//! The package is a native extension (PyO3, built by maturin) around the
//! Rust codec of the same module set, which it contains (`src/codec/`,
//! the Rust backend's output) or takes from an existing crate
//! (`codec_crate`). Each Rust struct, CHOICE and newtype gets a
//! Python class holding its decoded value over the input; fields are
//! properties that either project the value to a part with a class of its
//! own, or convert it to a Python value; constructors write their
//! arguments as X.697 JSON, which the schema's JER reader reads. ENUMERATED
//! types are `enum.IntEnum`s, named bits `enum.IntFlag`s. Stubs (`.pyi`)
//! give every class and property its type.
//!
//! Here: the model of each module's bindings and stubs; `types.rs` reads
//! the Rust types of fields; the text is in `templates/python/`.

use std::collections::BTreeSet;

use askama::Template;
use heck::ToSnakeCase;

use crate::backend::rust::{self, RustItem, RustItemKind, RustMember, RustModule, RustOptions, RustType};
use crate::backend::{filters, names, GenerateError, GeneratedFile};
use crate::ir::Ir;

mod types;

use types::{Items, Reach, Step};

/// Options of the Python backend.
#[derive(Clone, Debug)]
pub struct PythonOptions {
    /// The Python package's name (`synta_schemas`): `import NAME`.
    pub package: String,
    /// Where the runtime crates are, relative to the output directory: a
    /// checkout of synta-compile (its `runtime-rust` and
    /// `runtime-python`). `None`: the registry's.
    pub runtime_path: Option<String>,
    /// Components kept raw (as the Rust backend's `lazy`).
    pub lazy: Vec<String>,
    /// The Rust codec of the same module set as a crate that exists
    /// already, (package name, path relative to the output directory),
    /// generated with JER and `yoke::Yokeable` on every type (as
    /// generated/rust is); `None`: the package contains its own. The
    /// package name may name a module of the crate where the codec is,
    /// `synta-schemas::v2x`.
    pub codec_crate: Option<(String, String)>,
    /// OER and CANONICAL-OER besides DER, BER and JER: `rules="oer"` and
    /// `"coer"` in every class's `decode` and `encode` (the codec crate,
    /// when given, must have been generated with `--oer`).
    pub oer: bool,
    /// The PER rules besides: `rules="uper"`, `"aper"`, `"cuper"` and
    /// `"caper"` (the codec crate, when given, must have been generated
    /// with `--per`).
    pub per: bool,
}

/// The rules a package's classes take besides DER, BER and JER.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Families {
    oer: bool,
    per: bool,
}

impl Families {
    /// The families' name in `class_methods!` and `alias_value!`.
    fn keyword(self) -> &'static str {
        match (self.oer, self.per) {
            (false, false) => "der",
            (true, false) => "oer",
            (false, true) => "per",
            (true, true) => "oer_per",
        }
    }

    /// The names `decode` and `encode` take as `rules`.
    fn rule_names(self) -> Vec<&'static str> {
        self.names(["uper", "aper", "cuper", "caper"])
    }

    /// The names the dump's `--encoding` takes: synta-dump's, where
    /// ALIGNED PER is `per` and `cper`.
    fn dump_names(self) -> Vec<&'static str> {
        self.names(["uper", "per", "cuper", "cper"])
    }

    /// DER's, BER's, OER's and, named `per`, PER's rule names.
    fn names(self, per: [&'static str; 4]) -> Vec<&'static str> {
        let mut names = vec!["der", "ber"];
        if self.oer {
            names.extend(["oer", "coer"]);
        }
        if self.per {
            names.extend(per);
        }
        names
    }
}

/// Generates the package: `Cargo.toml`, `pyproject.toml`, the Rust codec
/// and bindings under `src/`, the Python modules and stubs under
/// `python/PACKAGE/`.
pub fn generate(ir: &Ir, options: &PythonOptions) -> Result<Vec<GeneratedFile>, GenerateError> {
    if !is_identifier(&options.package) {
        return Err(GenerateError::Unlocated(vec![format!(
            "`{}` is not a Python package name (letters, digits and `_`)",
            options.package
        )]));
    }
    let rust_options = RustOptions {
        lazy: options.lazy.clone(),
        jer: true,
        oer: options.oer,
        per: options.per,
        base: None,
        type_attributes: vec![(".".to_string(), "#[derive(::yoke::Yokeable)]".to_string())],
    };
    let modules = rust::items(ir, &rust_options)?;
    let mut files: Vec<GeneratedFile> = match options.codec_crate {
        Some(_) => Vec::new(),
        None => rust::generate(ir, &rust_options)?
            .into_iter()
            .map(|f| GeneratedFile { path: format!("src/codec/{}", f.path), contents: f.contents })
            .collect(),
    };
    let codec = options.codec_crate.as_ref().map(|(package, path)| {
        let (dependency, module) = package.split_once("::").map_or((package.as_str(), None), |(d, m)| (d, Some(m)));
        let crate_ident = dependency.replace('-', "_");
        CodecCrate {
            package: dependency.to_string(),
            ident: module.map_or(crate_ident.clone(), |m| format!("{crate_ident}::{m}")),
            path: path.trim_end_matches('/').to_string(),
        }
    });
    let items = Items::new(&modules);
    let package = &options.package;
    let families = Families { oer: options.oer, per: options.per };
    let mut errors = Vec::new();
    // The files that are Rust (the bindings), by index: formatted below.
    let mut bindings = Vec::new();
    let mut push = |rust: bool, path: String, rendered: Result<String, askama::Error>| match rendered {
        Ok(contents) => {
            if rust {
                bindings.push(files.len());
            }
            // Text files end with a newline (the templates' last is trimmed).
            let newline = if contents.is_empty() || contents.ends_with('\n') { "" } else { "\n" };
            files.push(GeneratedFile { path, contents: contents + newline });
        }
        Err(e) => errors.push(format!("{path}: {e}")),
    };
    let mut views = Vec::new();
    for m in &modules {
        let view = ModuleView::new(m, &items, package, families);
        push(true, format!("src/bindings/{}.rs", m.rust_name), view.bindings().render());
        push(false, format!("python/{package}/{}.py", m.rust_name), view.python().render());
        push(false, format!("python/{package}/{}.pyi", m.rust_name), view.stubs().render());
        views.push(view);
    }
    let lib = LibFile { modules: &views, codec: codec.as_ref() };
    push(true, "src/lib.rs".to_string(), lib.render());
    push(true, "src/bindings/mod.rs".to_string(), BindingsModFile { modules: &views }.render());
    push(false, format!("python/{package}/__init__.py"), InitFile { modules: &views }.render());
    push(false, format!("python/{package}/__init__.pyi"), InitStubs { modules: &views }.render());
    push(false, format!("python/{package}/_native.pyi"), NativeStubs.render());
    push(
        false,
        format!("python/{package}/__main__.py"),
        MainFile { package, encodings: families.dump_names() }.render(),
    );
    push(false, format!("python/{package}/py.typed"), Ok(String::new()));
    let runtime = options.runtime_path.as_deref().map(|p| p.trim_end_matches('/').to_string());
    push(
        false,
        "Cargo.toml".to_string(),
        CargoFile {
            package,
            crate_name: format!("{}-native", package.replace('_', "-")),
            runtime: runtime.as_deref(),
            codec: codec.as_ref(),
            per: options.per,
        }
        .render(),
    );
    push(false, "pyproject.toml".to_string(), PyprojectFile { package }.render());
    if !errors.is_empty() {
        return Err(GenerateError::Unlocated(errors));
    }
    // The bindings are Rust: formatted like the codec, and checked to parse.
    errors.extend(crate::rust_syntax::format_files(
        files.iter_mut().enumerate().filter(|(i, _)| bindings.contains(i)).map(|(_, f)| f).collect(),
    ));
    if !errors.is_empty() {
        return Err(GenerateError::Unlocated(errors));
    }
    Ok(files)
}

fn is_identifier(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A Rust field or variant name as a Python name (`names::python_ident`).
fn python_name(rust: &str) -> String {
    names::python_ident(&names::unraw(rust).to_snake_case())
}

/// Members of an enum or flags class, each name once: two that differ only
/// in case are one name in snake case (RRC's `dB-3` and `dB3` are both
/// `db3`), and the later one takes a number after it (`db3_2`).
fn distinct_members<T>(members: impl Iterator<Item = (String, T)>) -> Vec<(String, T)> {
    let mut taken = std::collections::HashSet::new();
    members
        .map(|(name, value)| {
            let name = std::iter::once(name.clone())
                .chain((2..).map(|n| format!("{name}_{n}")))
                .find(|candidate| !taken.contains(candidate))
                .unwrap_or(name);
            taken.insert(name.clone());
            (name, value)
        })
        .collect()
}

/// Whether a BIT STRING type's named bits make an `enum.IntFlag`: it has
/// some, all below 128 (the runtime's flags are a `u128`; a type with a
/// higher one stays a `BitString`).
fn has_flags(item: &RustItem) -> bool {
    !item.named_bits.is_empty() && item.named_bits.iter().all(|(_, bit)| *bit < 128)
}

/// The Python class of an item: the ASN.1 name of a type assignment
/// (`TBSCertificate`), the Rust name of a type defined in place; a keyword
/// (`None`, `True`, `False`) or a class of the runtime with `_` after it.
fn class_name(item: &RustItem) -> String {
    names::python_class(if !item.definition { item.name.clone() } else { item.asn1_name.replace('-', "_") })
}

/// The codec type of an item from the bindings, at `lifetime`.
fn codec_type(module: &str, item_name: &str, borrows: bool, lifetime: &str) -> String {
    if borrows {
        format!("codec::{module}::{item_name}<{lifetime}>")
    } else {
        format!("codec::{module}::{item_name}")
    }
}

// ---------------------------------------------------------------------------
// The model.

/// One ASN.1 module's bindings, Python module and stubs.
pub(crate) struct ModuleView {
    asn1_name: String,
    rust_name: String,
    package: String,
    /// The rules the classes take besides DER's family.
    families: Families,
    classes: Vec<Class>,
    /// ToPy and FromPy of the items without a class.
    conversions: Vec<Conversion>,
    enums: Vec<PyEnum>,
    /// `enum.IntFlag`s of named bits.
    flags: Vec<PyFlags>,
    /// Python names for classes of other type assignments.
    aliases: Vec<Alias>,
    /// Modules whose native classes `aliases` name.
    alias_modules: BTreeSet<String>,
    /// Modules the stubs name classes of.
    imports: BTreeSet<String>,
}

/// A type assignment that names another's class: `alias = module.class`.
struct Alias {
    alias: String,
    /// The class's module, when it is another.
    module: Option<String>,
    class: String,
}

struct Class {
    /// The Rust struct in the bindings.
    rust: String,
    /// The Python name.
    python: String,
    /// The codec type's path, at `'static` and at `'a`.
    path: String,
    codec_static: String,
    codec_a: String,
    borrows: bool,
    asn1_name: String,
    /// The class of a type assignment (not of a type defined in place).
    definition: bool,
    /// Properties: (Python name, annotation, body).
    properties: Vec<Property>,
    /// A CHOICE: (Rust variant, `kind`).
    kinds: Vec<(String, String)>,
    /// Newtypes convert to their inner value as fields.
    newtype: bool,
    /// The body of `ToPy::to_py` when it is not the default (the class's
    /// value, or a newtype's inner value).
    to_py: Option<String>,
    /// What the constructor takes.
    new: New,
    /// The class of an alias: the aliased codec type's path, which its
    /// wrapper `aliases::{rust}` holds.
    alias_of: Option<String>,
    /// The constructor's parameters: (name, the stubs' annotation).
    init: Vec<(String, String)>,
    /// The body of `FromPy::write_py` for a Python value that is not a
    /// value of the class.
    from_py: String,
}

/// What a class's constructor takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum New {
    /// A SEQUENCE's or SET's fields, by keyword.
    Fields,
    /// A CHOICE's one alternative, by keyword.
    Alternative,
    /// A newtype's value.
    Value,
}

impl New {
    /// The constructor's form in `synta_py::class_methods!`.
    fn keyword(self) -> &'static str {
        match self {
            New::Fields => "fields",
            New::Alternative => "alternative",
            New::Value => "value",
        }
    }
}

/// How a class's values are built from Python.
struct Built {
    new: New,
    /// The constructor's parameters: (name, the stubs' annotation).
    init: Vec<(String, String)>,
    /// The body of `FromPy::write_py` (see `Class::from_py`).
    from_py: String,
}

/// `ToPy` and `FromPy` of an item without a class.
struct Conversion {
    generics: String,
    codec: String,
    to_py: String,
    from_py: String,
}

struct Property {
    name: String,
    /// Its docstring.
    doc: String,
    annotation: String,
    body: String,
}

struct PyEnum {
    python: String,
    members: Vec<(String, i64)>,
}

/// An `enum.IntFlag` of named bits: (member, bit number).
struct PyFlags {
    python: String,
    members: Vec<(String, u64)>,
}

impl ModuleView {
    fn new(m: &RustModule, items: &Items<'_>, package: &str, families: Families) -> ModuleView {
        let mut view = ModuleView {
            asn1_name: m.asn1_name.clone(),
            rust_name: m.rust_name.clone(),
            package: package.to_string(),
            families,
            classes: Vec::new(),
            conversions: Vec::new(),
            enums: Vec::new(),
            flags: Vec::new(),
            aliases: Vec::new(),
            alias_modules: BTreeSet::new(),
            imports: BTreeSet::new(),
        };
        for item in &m.items {
            view.add_item(m, item, items);
        }
        view
    }

    /// The stubs' annotation of a value of `ty` as a property gives it.
    fn annotation(&mut self, items: &Items<'_>, ty: &RustType) -> String {
        self.qualified(|qualify| items.annotation(ty, qualify))
    }

    /// The stubs' annotation of what a constructor takes for `ty`.
    fn input(&mut self, items: &Items<'_>, ty: &RustType) -> String {
        self.qualified(|qualify| items.input(ty, qualify))
    }

    /// What `annotate` writes, with the classes of other modules named by
    /// their module, which the stubs then import.
    fn qualified(&mut self, annotate: impl FnOnce(&mut dyn FnMut(&str, &str) -> String) -> String) -> String {
        let own = self.rust_name.clone();
        let mut imports = BTreeSet::new();
        let text = annotate(&mut |module, class| {
            if module == own {
                class.to_string()
            } else {
                imports.insert(module.to_string());
                format!("{module}.{class}")
            }
        });
        self.imports.extend(imports);
        text
    }

    fn add_item(&mut self, m: &RustModule, item: &RustItem, items: &Items<'_>) {
        let module = &m.rust_name;
        let codec_a = codec_type(module, &item.name, item.borrows, "'a");
        let codec_any = codec_type(module, &item.name, item.borrows, "'_");
        let path = format!("codec::{module}::{}", item.name);
        let python = class_name(item);
        let generics = if item.borrows { "<'a>" } else { "" }.to_string();
        match &item.kind {
            RustItemKind::Struct(fields) => {
                let properties = fields
                    .iter()
                    .map(|f| Property {
                        name: python_name(&f.name),
                        doc: match &f.asn1 {
                            Some(asn1) => format!("`{asn1}`."),
                            None => "Extension additions this schema does not know, as read.".to_string(),
                        },
                        annotation: self.annotation(items, &f.ty),
                        body: getter(items, &f.ty, &format!("&v.{}", f.name), &format!("&self.0.get().{}", f.name)),
                    })
                    .collect();
                let named: Vec<&RustMember> = fields.iter().filter(|f| f.asn1.is_some()).collect();
                let known: Vec<String> = named.iter().map(|f| format!("{:?}", python_name(&f.name))).collect();
                // A SEQUENCE of no fields (RRC's extension placeholders)
                // only checks that none is given.
                let bound = if named.is_empty() { "" } else { "let fields = " };
                let mut body = format!(
                    "{bound}synta_py::jer_of::fields(obj, &[{}], {python:?})?;\nw.begin_object();\n",
                    known.join(", ")
                );
                for f in &named {
                    body.push_str(&format!(
                        "crate::member(|v: &{codec_any}| &v.{}, &fields, {:?}, {:?}, w)?;\n",
                        f.name,
                        python_name(&f.name),
                        f.asn1.as_deref().unwrap_or_default()
                    ));
                }
                body.push_str("w.end_object();\nOk(())");
                let init = named.iter().map(|f| (python_name(&f.name), self.input(items, &f.ty))).collect();
                let built = Built { new: New::Fields, init, from_py: body };
                self.push_class(item, module, properties, Vec::new(), built);
            }
            RustItemKind::Choice { variants, keyed: false } => {
                let value = choice_value(items, &codec_any, variants);
                let annotation = union(variants.iter().map(|v| self.annotation(items, &v.ty)));
                let kinds = variants.iter().map(|v| (v.name.clone(), python_name(&v.name))).collect();
                let doc = "The value of the alternative chosen (`kind`).".to_string();
                let properties = vec![Property { name: "value".to_string(), doc, annotation, body: value }];
                let arms: String = variants
                    .iter()
                    .filter_map(|v| {
                        let asn1 = v.asn1.as_deref()?;
                        Some(format!(
                            "{:?} => crate::choose({path}::{}, &value, {asn1:?}, w),\n",
                            python_name(&v.name),
                            v.name
                        ))
                    })
                    .collect();
                let body = format!(
                    "let (name, value) = synta_py::jer_of::alternative(obj, {python:?})?;\nmatch name.as_str() {{\n{arms}_ => Err(synta_py::jer_of::no_alternative({python:?}, &name)),\n}}"
                );
                let init = variants
                    .iter()
                    .filter(|v| v.asn1.is_some())
                    .map(|v| (python_name(&v.name), self.input(items, &v.ty)))
                    .collect();
                let built = Built { new: New::Alternative, init, from_py: body };
                self.push_class(item, module, properties, kinds, built);
            }
            RustItemKind::Newtype(_) if has_flags(item) => {
                // Named bits: an `enum.IntFlag` of them (`NameBits`).
                let flags = format!("{python}Bits");
                let own_type = RustType::Item {
                    module: module.clone(),
                    name: item.name.clone(),
                    borrows: item.borrows,
                    local: true,
                };
                let to_py =
                    format!("synta_py::named_bits(py, \"{}.{module}\", \"{flags}\", &self.0, cart)", self.package);
                let properties = vec![Property {
                    name: "value".to_string(),
                    doc: "The bits set, as flags.".to_string(),
                    annotation: flags.clone(),
                    body: "ToPy::to_py(self.0.get(), py, self.0.backing_cart())".to_string(),
                }];
                // Members as `1 << bit`: Python's ints hold any bit number.
                let members =
                    distinct_members(item.named_bits.iter().map(|(n, bit)| (python_name(&names::field_name(n)), *bit)));
                self.flags.push(PyFlags { python: flags, members });
                let built = Built {
                    new: New::Value,
                    init: vec![("value".to_string(), self.input(items, &own_type))],
                    from_py: "synta_py::jer_of::named_bits(obj, w)".to_string(),
                };
                self.push_class(item, module, properties, Vec::new(), built);
                if let Some(class) = self.classes.last_mut() {
                    class.to_py = Some(to_py);
                }
            }
            RustItemKind::Newtype(inner) => {
                let properties = vec![Property {
                    name: "value".to_string(),
                    doc: "The value.".to_string(),
                    annotation: self.annotation(items, inner),
                    body: getter(items, inner, "&v.0", "&self.0.get().0"),
                }];
                let body = format!("crate::inner({path}, obj, w)");
                let init = vec![("value".to_string(), self.input(items, inner))];
                let built = Built { new: New::Value, init, from_py: body };
                self.push_class(item, module, properties, Vec::new(), built);
            }
            RustItemKind::Choice { variants, keyed: true } => {
                let arms: String =
                    variants.iter().map(|v| format!("{path}::{}(x) => ToPy::to_py(x, py, cart),\n", v.name)).collect();
                self.conversions.push(Conversion {
                    generics,
                    codec: codec_a,
                    to_py: format!("match self {{\n{arms}}}"),
                    from_py: "synta_py::jer_of::any(obj, w)".to_string(),
                });
            }
            RustItemKind::Enumerated(e) => {
                let member = |number: &str| {
                    format!("synta_py::enumerated(py, \"{}.{module}\", \"{python}\", {number})", self.package)
                };
                let to_py = match &e.later {
                    // `number()` is `None` for an item of a later version alone.
                    Some(later) => format!(
                        "match self {{\n{path}::{later}(index) => synta_py::later_item(py, *index),\n_ => {},\n}}",
                        member("self.number().unwrap_or_default()")
                    ),
                    None => member("self.number()"),
                };
                let arms: String = e.named.iter().map(|(v, n)| format!("{n} => {path}::{v},\n")).collect();
                let other = if let Some(unknown) = &e.unknown {
                    format!("n => {path}::{unknown}(n),")
                } else {
                    format!("n => return Err(synta_py::jer_of::no_member({python:?}, n)),")
                };
                let from_py = format!(
                    "let value = match synta_py::jer_of::number(obj)? {{\n{arms}{other}\n}};\nsynta_py::synta_rt::Jer::write_jer(&value, w).map_err(|e| synta_py::error(obj.py(), &e))"
                );
                self.conversions.push(Conversion { generics: String::new(), codec: codec_a, to_py, from_py });
                let members = distinct_members(e.named.iter().map(|(v, n)| (python_name(v), *n)));
                self.enums.push(PyEnum { python, members });
            }
            // An alias has no name of its own when it is an inline item.
            RustItemKind::Alias(_) if !item.definition => {}
            RustItemKind::Alias(target) => match items.reach(target) {
                // Another type's class, under this name too.
                Reach::Class { steps, module: target_module, name } if steps.is_empty() => {
                    if let Some(class) = items.classes.get(&(target_module.clone(), name.clone())) {
                        let module = (target_module != *module).then_some(target_module);
                        if let Some(other) = &module {
                            self.imports.insert(other.clone());
                            self.alias_modules.insert(other.clone());
                        }
                        self.aliases.push(Alias { alias: python, module, class: class.clone() });
                    }
                }
                // Reached through a box or an option: no class to name.
                Reach::Class { .. } => {}
                // A value without a class (a collection, a leaf): a class
                // over a Rust wrapper of the alias (`synta_py::alias_value!`:
                // a class holds a `Yoke` of a type of the extension's own).
                Reach::Convert | Reach::Keyed { .. } => {
                    let properties = vec![Property {
                        name: "value".to_string(),
                        doc: "The value.".to_string(),
                        annotation: self.annotation(items, target),
                        body: getter(items, target, "&v.0", "&self.0.get().0"),
                    }];
                    let init = vec![("value".to_string(), self.input(items, target))];
                    let built = Built { new: New::Value, init, from_py: String::new() };
                    self.push_class(item, module, properties, Vec::new(), built);
                    if let Some(class) = self.classes.last_mut() {
                        let wrapper = format!("aliases::{}", item.name);
                        class.codec_static = if item.borrows { format!("{wrapper}<'static>") } else { wrapper };
                        class.alias_of = Some(path.clone());
                    }
                }
            },
        }
    }

    fn push_class(
        &mut self,
        item: &RustItem,
        module: &str,
        properties: Vec<Property>,
        kinds: Vec<(String, String)>,
        built: Built,
    ) {
        let Built { new, init, from_py } = built;
        self.classes.push(Class {
            rust: item.name.clone(),
            python: class_name(item),
            path: format!("codec::{module}::{}", item.name),
            codec_static: codec_type(module, &item.name, item.borrows, "'static"),
            codec_a: codec_type(module, &item.name, item.borrows, "'a"),
            borrows: item.borrows,
            asn1_name: item.asn1_name.clone(),
            definition: item.definition,
            properties,
            kinds,
            newtype: new == New::Value,
            to_py: None,
            new,
            alias_of: None,
            init,
            from_py,
        });
    }

    fn bindings(&self) -> BindingsFile<'_> {
        BindingsFile { m: self }
    }

    fn python(&self) -> PythonFile<'_> {
        PythonFile { m: self }
    }

    fn stubs(&self) -> StubsFile<'_> {
        StubsFile { m: self }
    }

    /// The rules family of `class_methods!` and `alias_value!` (their
    /// last argument).
    fn rules(&self) -> &'static str {
        self.families.keyword()
    }

    /// The names `decode` and `encode` take as `rules`, for the stubs.
    fn rule_names(&self) -> String {
        self.families.rule_names().iter().map(|n| format!("{n:?}")).collect::<Vec<_>>().join(", ")
    }

    /// Whether some class is an alias's (`aliases` in the bindings).
    fn has_alias_classes(&self) -> bool {
        self.classes.iter().any(|c| c.alias_of.is_some())
    }

    /// `Module.Type` and the Python class of every type assignment that has
    /// a class.
    fn named_types(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = self
            .classes
            .iter()
            .filter(|c| c.definition)
            .map(|c| (format!("{}.{}", self.asn1_name, c.asn1_name), c.python.clone()))
            .collect();
        out.extend(
            self.aliases.iter().map(|a| (format!("{}.{}", self.asn1_name, a.alias.replace('_', "-")), a.alias.clone())),
        );
        out
    }
}

/// `a | b`, each part once.
pub(super) fn union(parts: impl Iterator<Item = String>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for p in parts {
        for part in p.split(" | ") {
            if !seen.iter().any(|s| s == part) {
                seen.push(part.to_string());
            }
        }
    }
    seen.join(" | ")
}

/// The body of a property whose value has the Rust type `ty` (of module
/// `module`): `projected` reaches it from the class's value `v` inside a
/// projection, `direct` from `self`.
fn getter(items: &Items<'_>, ty: &RustType, projected: &str, direct: &str) -> String {
    let convert = format!("ToPy::to_py({direct}, py, self.0.backing_cart())");
    match items.reach(ty) {
        Reach::Convert => convert,
        Reach::Class { steps, module: target, name } => {
            let projection = projection(items, &target, &name, &format!("let x = {projected};"), &steps);
            format!("synta_py::projected(py, {projection}, crate::bindings::{target}::{name})")
        }
        // An open type's value: the variant that has a class is projected,
        // the others (and an absent value) converted.
        Reach::Keyed { steps, module: keyed_module, name: keyed } => {
            let mut body = String::new();
            for v in items.variants(&keyed_module, &keyed) {
                let Reach::Class { steps: inner, module: target, name } = items.reach(&v.ty) else {
                    continue;
                };
                let mut path = steps.clone();
                path.push(Step::Variant(format!("codec::{keyed_module}::{keyed}::{}", v.name)));
                path.extend(inner);
                let projection = projection(items, &target, &name, &format!("let x = {projected};"), &path);
                body.push_str(&format!(
                    "if let Some(value) = synta_py::try_projected(py, {projection}, crate::bindings::{target}::{name})? {{\nreturn Ok(value);\n}}\n"
                ));
            }
            body + &convert
        }
    }
}

/// A projection of the class's value to a value of the class
/// `target::name` (a `Result` of the value or `synta_py::Skip`): `start`
/// binds `x` to the first part, `steps` go on from there.
fn projection(items: &Items<'_>, target: &str, name: &str, start: &str, steps: &[Step]) -> String {
    let borrows = items.borrows(target, name);
    let to = codec_type(target, name, borrows, "'static");
    let mut body = format!("{start}\n");
    for step in steps {
        body.push_str(&match step {
            Step::Some => "let x = x.as_ref().ok_or(synta_py::Skip::Absent)?;\n".to_string(),
            Step::Inner => "let x = &x.0;\n".to_string(),
            Step::Decode(ty) => {
                format!("let x: {ty} = x.decoded()?;\nlet x = &x;\n")
            }
            Step::Variant(path) => format!("let {path}(x) = x else {{ return Err(synta_py::Skip::Absent) }};\n"),
            Step::Only(path) => format!("let {path}(x) = x;\n"),
        });
    }
    format!("self.0.try_map_project_cloned::<{to}, _, synta_py::Skip>(|v, _| {{\n{body}Ok(x.clone())\n}})")
}

/// The body of a CHOICE's `value`: per alternative, its value.
fn choice_value(items: &Items<'_>, codec: &str, variants: &[RustMember]) -> String {
    let path = codec.split('<').next().unwrap_or(codec);
    let arms: String = variants
        .iter()
        .map(|member| {
            let v = &member.name;
            // A value with a class is projected from the whole (`v`), others
            // converted from the variant's value (`x`).
            let (binding, body) = match items.reach(&member.ty) {
                Reach::Class { steps, module: target, name } => {
                    let variant = format!("{path}::{v}");
                    let step = if variants.len() == 1 { Step::Only(variant) } else { Step::Variant(variant) };
                    let mut path_steps = vec![step];
                    path_steps.extend(steps);
                    let projection = projection(items, &target, &name, "let x = v;", &path_steps);
                    ("_", format!("synta_py::projected(py, {projection}, crate::bindings::{target}::{name})"))
                }
                Reach::Convert | Reach::Keyed { .. } => ("x", "ToPy::to_py(x, py, self.0.backing_cart())".to_string()),
            };
            format!("{path}::{v}({binding}) => {body},\n")
        })
        .collect();
    format!("match self.0.get() {{\n{arms}}}")
}

// ---------------------------------------------------------------------------
// Templates.

#[derive(Template)]
#[template(path = "python/bindings.rs.askama", escape = "none")]
struct BindingsFile<'m> {
    m: &'m ModuleView,
}

#[derive(Template)]
#[template(path = "python/bindings_mod.rs.askama", escape = "none")]
struct BindingsModFile<'m> {
    modules: &'m [ModuleView],
}

#[derive(Template)]
#[template(path = "python/lib.rs.askama", escape = "none")]
struct LibFile<'m> {
    modules: &'m [ModuleView],
    codec: Option<&'m CodecCrate>,
}

/// A Rust codec crate the package is built on.
struct CodecCrate {
    package: String,
    /// Its name in Rust.
    ident: String,
    path: String,
}

#[derive(Template)]
#[template(path = "python/module.py.askama", escape = "none")]
struct PythonFile<'m> {
    m: &'m ModuleView,
}

#[derive(Template)]
#[template(path = "python/module.pyi.askama", escape = "none")]
struct StubsFile<'m> {
    m: &'m ModuleView,
}

#[derive(Template)]
#[template(path = "python/init.py.askama", escape = "none")]
struct InitFile<'m> {
    modules: &'m [ModuleView],
}

#[derive(Template)]
#[template(path = "python/init.pyi.askama", escape = "none")]
struct InitStubs<'m> {
    modules: &'m [ModuleView],
}

#[derive(Template)]
#[template(path = "python/native.pyi.askama", escape = "none")]
struct NativeStubs;

#[derive(Template)]
#[template(path = "python/main.py.askama", escape = "none")]
struct MainFile<'m> {
    package: &'m str,
    /// What `--encoding` offers.
    encodings: Vec<&'static str>,
}

#[derive(Template)]
#[template(path = "python/Cargo.toml.askama", escape = "none")]
struct CargoFile<'m> {
    package: &'m str,
    crate_name: String,
    runtime: Option<&'m str>,
    codec: Option<&'m CodecCrate>,
    /// Whether the runtimes' `per` feature is needed.
    per: bool,
}

#[derive(Template)]
#[template(path = "python/pyproject.toml.askama", escape = "none")]
struct PyprojectFile<'m> {
    package: &'m str,
}
