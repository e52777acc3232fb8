//! The `synta-compile` command line.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};

/// Compile ASN.1 modules into strict DER codecs.
#[derive(Parser, Debug)]
#[command(name = "synta-compile", version, about, long_about = None)]
struct Cli {
    /// ASN.1 schema files; every module in them is compiled.
    #[arg(required = true, value_name = "SCHEMA")]
    schemas: Vec<PathBuf>,

    /// Target language of the generated code.
    #[arg(long, value_enum)]
    lang: Option<Lang>,

    /// Directory the generated files are written to.
    #[arg(short = 'o', long = "out-dir", value_name = "DIR")]
    out_dir: Option<PathBuf>,

    /// Directory searched for modules the schemas import (repeatable),
    /// before the directories of the schemas themselves.
    #[arg(short = 'I', long = "include", value_name = "DIR")]
    include: Vec<PathBuf>,

    /// Parse and resolve only; exit 0 when the module set is clean.
    #[arg(long)]
    check: bool,

    /// Print the resolved IR.
    #[arg(long)]
    emit_ir: bool,

    /// List every type of the module set, one `Module.Type` a line with
    /// its definition, and exit.
    #[arg(long)]
    list_types: bool,

    /// Keep a component as checked raw DER with an accessor that decodes it
    /// on demand: `Module.Type.component` (repeatable).
    #[arg(long = "raw", value_name = "PATH")]
    raw: Vec<String>,

    /// With --raw: generate only the types the raw components change and
    /// re-export the rest from this Rust path (the same modules generated
    /// without --raw, e.g. `crate::schemas`).
    #[arg(long = "base", value_name = "RUST_PATH", requires = "raw")]
    base: Option<String>,

    /// Also generate X.697 JSON (JER) output for every type: `rt::Jer` in
    /// Rust, `PREFIX_Type_write_jer` in C (the same JSON).
    #[arg(long)]
    jer: bool,

    /// Also generate OER and CANONICAL-OER (X.696) codecs for every type:
    /// `rt::Oer` in Rust (`decode_oer`, `decode_coer`, `to_oer`),
    /// `PREFIX_Type_decode_oer`, `_decode_coer` and `_encode_oer` in C,
    /// `rules="oer"` and `"coer"` of `decode` and `encode` in Python.
    #[arg(long)]
    oer: bool,

    /// Also generate PER codecs (X.691: ALIGNED and UNALIGNED, BASIC and
    /// CANONICAL) for every type: `rt::Per` in Rust (`decode_uper`,
    /// `decode_aper`, `decode_cuper`, `decode_caper`, `to_uper`,
    /// `to_aper`; needs synta-rt's `per` feature),
    /// `PREFIX_Type_decode_uper`, `_decode_aper`, `_decode_cuper`,
    /// `_decode_caper`, `_encode_uper` and `_encode_aper` in C,
    /// `rules="uper"`, `"aper"`, `"cuper"` and `"caper"` in Python.
    #[arg(long)]
    per: bool,

    /// Treat every information object set as extensible, as if each ended
    /// in `...`: an open type's value under a key its set does not list is
    /// kept raw instead of refused
    #[arg(long)]
    extensible_object_sets: bool,

    /// Take an import of a symbol that its module's EXPORTS does not list
    /// (`EXPORTS ;` lists none) with a warning, for modules in the wild:
    /// X.680 §13.13 makes it an error (E0223)
    #[arg(long)]
    allow_unexported_imports: bool,

    /// Rust: put an attribute on the generated types under an ASN.1 path,
    /// `PATH=ATTRIBUTE` (repeatable): `.` for every type, `Module` for a
    /// module's, `Module.Type` for one type and the types made for its
    /// components. E.g. `.=#[derive(::yoke::Yokeable)]` for owned values.
    #[arg(long = "type-attribute", value_name = "PATH=ATTRIBUTE", value_parser = parse_type_attribute)]
    type_attribute: Vec<(String, String)>,

    /// How generated files name the schema they came from: relative to
    /// this directory (by default, as given on the command line when that
    /// is a relative path, and relative to the output directory when it is
    /// absolute: never an absolute build path).
    #[arg(long, value_name = "DIR")]
    source_root: Option<PathBuf>,

    /// C: the symbol prefix of a module, `MODULE=PREFIX` (repeatable; by
    /// default the module name in snake case, e.g. `pkix1_explicit88`).
    #[arg(long = "prefix", value_name = "MODULE=PREFIX", value_parser = parse_prefix)]
    prefix: Vec<(String, String)>,

    /// C: also write the runtime (synta_rt.h, synta_codec.h, synta_names.h,
    /// synta_internal.h, and one synta_*.c a layer with synta.am, the list
    /// for automake; or with `=single`, one synta_rt.c whose file list never
    /// changes) so the output directory builds on its own.
    #[arg(long, value_enum, value_name = "FORM", num_args = 0..=1, require_equals = true, default_missing_value = "layered")]
    emit_runtime: Option<RuntimeForm>,

    /// C: also write synta_types.h/.c, every type by its ASN.1 name with
    /// decode and round-trip entry points (what synta-dump-c uses).
    #[arg(long)]
    registry: bool,

    /// How diagnostics are printed: `human` (to standard error, with the
    /// source line) or `json` (one object a line to standard output, for
    /// editors and CI).
    #[arg(long, value_enum, default_value_t = MessageFormat::Human)]
    message_format: MessageFormat,

    /// Python: the package name (`import NAME`); by default the output
    /// directory's name.
    #[arg(long, value_name = "NAME")]
    package: Option<String>,

    /// Python: take the runtime crates (synta-rt, synta-py) from this
    /// checkout of synta-compile, a path relative to the output directory,
    /// instead of the registry.
    #[arg(long, value_name = "DIR")]
    runtime_path: Option<String>,

    /// Python: build on the Rust codec of the same schemas in an existing
    /// crate, `PACKAGE=DIR` (DIR relative to the output directory; made
    /// with --jer and `yoke::Yokeable` on every type, and --oer with
    /// --oer), instead of writing one into the package. PACKAGE may name
    /// the module of the crate that holds the codec: `synta-schemas::v2x`.
    #[arg(long, value_name = "PACKAGE=DIR", value_parser = parse_codec_crate)]
    rust_codec: Option<(String, String)>,

    /// With --lang and -o: print the path of every file the generation
    /// would write, one a line, and write nothing (for build systems that
    /// name a rule's outputs before running it, as CMake does).
    #[arg(long)]
    list_outputs: bool,
}

fn parse_prefix(s: &str) -> Result<(String, String), String> {
    let (module, prefix) = s.split_once('=').ok_or("expected MODULE=PREFIX")?;
    let valid = !prefix.is_empty()
        && !prefix.starts_with(|c: char| c.is_ascii_digit())
        && prefix.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid {
        return Err(format!("`{prefix}` is not a C identifier"));
    }
    Ok((module.to_string(), prefix.to_string()))
}

fn parse_codec_crate(s: &str) -> Result<(String, String), String> {
    let (package, dir) = s.split_once('=').ok_or("expected PACKAGE=DIR")?;
    let mut parts = package.split("::");
    let dependency = parts.next().unwrap_or_default();
    let is_ident = |p: &str| {
        !p.is_empty()
            && !p.starts_with(|c: char| c.is_ascii_digit())
            && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    if !is_ident(&dependency.replace('-', "_")) || !parts.all(is_ident) {
        return Err(format!("`{package}` is not a crate name, or one followed by `::module`"));
    }
    Ok((package.to_string(), dir.to_string()))
}

fn parse_type_attribute(s: &str) -> Result<(String, String), String> {
    let (path, attribute) = s.split_once('=').ok_or("expected PATH=ATTRIBUTE")?;
    Ok((path.to_string(), attribute.to_string()))
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum MessageFormat {
    Human,
    Json,
}

/// How --emit-runtime writes the C runtime.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum RuntimeForm {
    /// One source file a layer (a static link takes only those it calls).
    Layered,
    /// One synta_rt.c, for a tree that vendors it.
    Single,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Lang {
    Rust,
    C,
    Python,
}

// Formatting the generated Rust (syn, prettyplease) is most of the time the
// compiler takes on a large module set, and most of that is allocation:
// mimalloc makes 3GPP RRC's Rust about a third faster than the system's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Deeply nested schemas recurse deeply when rendered and dropped too, so
    // the whole run gets the same large stack as the compiler's own thread.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(move || run(cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            err("error: internal compiler error\n");
            ExitCode::from(101)
        }
    }
}

fn run(cli: Cli) -> ExitCode {
    let mut compiler = synta_compile::Compiler::new();
    for s in &cli.schemas {
        compiler.file(s);
    }
    for dir in &cli.include {
        compiler.include_dir(dir);
    }
    compiler.extensible_object_sets(cli.extensible_object_sets);
    compiler.allow_unexported_imports(cli.allow_unexported_imports);
    let json = cli.message_format == MessageFormat::Json;
    let mut checked = match compiler.check() {
        Ok(c) => c,
        Err(failed) if json => {
            let _ = out(&failed.render_json());
            return ExitCode::from(1);
        }
        Err(failed) => {
            err(&failed.render());
            let n = failed.diagnostics.error_count();
            err(&format!("error: {n} error{} in the module set\n", if n == 1 { "" } else { "s" }));
            return ExitCode::from(1);
        }
    };
    let mut stdout = String::new();
    if json {
        stdout += &checked.render_json();
    } else {
        err(&checked.render());
    }
    if cli.emit_ir {
        stdout += &synta_compile::ir::dump::render(&checked.ir);
    }
    if cli.list_types {
        for module in &checked.ir.modules {
            for def in &module.types {
                let line = synta_compile::ir::dump::type_line(&def.ty);
                stdout += &format!("{}.{}\t{line}\n", module.name, def.name);
            }
        }
    }
    if let Err(code) = out(&stdout) {
        return code;
    }
    if cli.check || cli.emit_ir || cli.list_types {
        return ExitCode::SUCCESS;
    }
    if let Some(dir) = &cli.out_dir {
        for module in &mut checked.ir.modules {
            module.file = synta_compile::source::banner_path(&module.file, dir, cli.source_root.as_deref());
        }
    }
    let generated = match (cli.lang, &cli.out_dir) {
        (Some(Lang::Rust), Some(_)) => {
            let options = synta_compile::backend::rust::RustOptions {
                lazy: cli.raw,
                jer: cli.jer,
                oer: cli.oer,
                per: cli.per,
                base: cli.base,
                type_attributes: cli.type_attribute,
            };
            synta_compile::backend::rust::generate(&checked.ir, &options)
        }
        (Some(Lang::C), Some(_)) => {
            let options = synta_compile::backend::c::COptions {
                lazy: cli.raw,
                prefixes: cli.prefix.into_iter().collect(),
                emit_runtime: cli.emit_runtime.map(|f| match f {
                    RuntimeForm::Layered => synta_compile::backend::c::RuntimeForm::Layered,
                    RuntimeForm::Single => synta_compile::backend::c::RuntimeForm::Single,
                }),
                registry: cli.registry,
                jer: cli.jer,
                oer: cli.oer,
                per: cli.per,
            };
            synta_compile::backend::c::generate(&checked.ir, &options)
        }
        (Some(Lang::Python), Some(dir)) => {
            let package = cli
                .package
                .clone()
                .unwrap_or_else(|| dir.file_name().map(|n| n.to_string_lossy().replace('-', "_")).unwrap_or_default());
            let options = synta_compile::backend::python::PythonOptions {
                package,
                runtime_path: cli.runtime_path.clone(),
                lazy: cli.raw,
                codec_crate: cli.rust_codec.clone(),
                oer: cli.oer,
                per: cli.per,
            };
            synta_compile::backend::python::generate(&checked.ir, &options)
        }
        _ => {
            err("error: give --lang and --out-dir to generate code, or --check / --emit-ir / --list-types\n");
            return ExitCode::from(2);
        }
    };
    let files = match generated {
        Ok(files) => files,
        Err(errors) if json => {
            let _ = out(&errors.render_json(&checked.sources));
            return ExitCode::from(1);
        }
        Err(errors) => {
            err(&errors.render(&checked.sources));
            return ExitCode::from(1);
        }
    };
    let dir = cli.out_dir.unwrap_or_default();
    if cli.list_outputs {
        let paths: String = files.iter().map(|file| format!("{}\n", dir.join(&file.path).display())).collect();
        return out(&paths).err().unwrap_or(ExitCode::SUCCESS);
    }
    if let Err(e) = synta_compile::write_files(&dir, &files) {
        err(&format!("error: writing {}: {e}\n", dir.display()));
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// Writes `text` to standard output. A reader that stops reading early
/// (`synta-compile --list-types ... | head`) ends the run as if it had
/// finished (exit 0); any other failure to write is reported (exit 1).
fn out(text: &str) -> Result<(), ExitCode> {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(ExitCode::SUCCESS),
        Err(e) => {
            err(&format!("error: writing to standard output: {e}\n"));
            Err(ExitCode::from(1))
        }
    }
}

/// Writes `text` to standard error; when that fails (a closed stream),
/// there is nowhere left to say so, and the run goes on.
fn err(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}
