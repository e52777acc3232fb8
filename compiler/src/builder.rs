//! Code generation for `build.rs`, in the manner of prost-build:
//!
//! ```no_run
//! // in build.rs, fn main():
//! if let Err(e) = synta_compile::Builder::new()
//!     .file("asn1/MyModule.asn1")
//!     .include_dir("asn1")
//!     .compile_rust()
//! {
//!     eprintln!("{e}");
//!     std::process::exit(1);
//! }
//! ```
//!
//! and in the crate: `include!(concat!(env!("OUT_DIR"), "/mod.rs"));`.

use std::path::{Path, PathBuf};

use crate::backend::{python, rust, GeneratedFile};
use crate::Compiler;

/// Compiles schemas to Rust from a build script.
#[derive(Clone, Debug, Default)]
pub struct Builder {
    compiler: Compiler,
    options: rust::RustOptions,
    out_dir: Option<PathBuf>,
}

impl Builder {
    /// A builder with no input yet.
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Adds a schema file; every module in it is compiled.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Builder {
        self.compiler.file(path);
        self
    }

    /// Adds a directory searched for imported modules.
    pub fn include_dir(&mut self, dir: impl AsRef<Path>) -> &mut Builder {
        self.compiler.include_dir(dir);
        self
    }

    /// Keeps a component as checked raw DER, decoded on demand by an
    /// accessor (`Module.Type.component`).
    pub fn lazy(&mut self, path: impl Into<String>) -> &mut Builder {
        self.options.lazy.push(path.into());
        self
    }

    /// With lazy components: generates only the types they change and
    /// re-exports the rest from `rust_path`, where the same modules were
    /// generated without them (e.g. `crate::schemas`).
    pub fn base(&mut self, rust_path: impl Into<String>) -> &mut Builder {
        self.options.base = Some(rust_path.into());
        self
    }

    /// Puts `attribute` on the generated types under the ASN.1 path `path`:
    /// `.` for every type, `Module` for a module's, `Module.Type` for one
    /// type and those made for its components. As prost-build's
    /// `type_attribute`; e.g. `(".", "#[derive(::yoke::Yokeable)]")` for
    /// owned values (`synta_rt::Owned`).
    pub fn type_attribute(&mut self, path: impl Into<String>, attribute: impl Into<String>) -> &mut Builder {
        self.options.type_attributes.push((path.into(), attribute.into()));
        self
    }

    /// Treats every information object set as extensible
    /// ([`Compiler::extensible_object_sets`]).
    pub fn extensible_object_sets(&mut self, yes: bool) -> &mut Builder {
        self.compiler.extensible_object_sets(yes);
        self
    }

    /// Takes an import its module does not export with a warning
    /// ([`Compiler::allow_unexported_imports`]).
    pub fn allow_unexported_imports(&mut self, yes: bool) -> &mut Builder {
        self.compiler.allow_unexported_imports(yes);
        self
    }

    /// Also implements `rt::Jer` (X.697 JSON output) for every type.
    pub fn jer(&mut self, enabled: bool) -> &mut Builder {
        self.options.jer = enabled;
        self
    }

    /// Also implements `rt::Oer` (X.696 OER and CANONICAL-OER) for every
    /// type.
    pub fn oer(&mut self, enabled: bool) -> &mut Builder {
        self.options.oer = enabled;
        self
    }

    /// Also implements `rt::Per` (X.691 PER, ALIGNED and UNALIGNED) for
    /// every type; the crate needs synta-rt's `per` feature.
    pub fn per(&mut self, enabled: bool) -> &mut Builder {
        self.options.per = enabled;
        self
    }

    /// Where to write (default: `$OUT_DIR`).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Builder {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Compiles and writes the Rust files, telling Cargo to rerun when any
    /// schema read changes. The error is the rendered diagnostics.
    pub fn compile_rust(&self) -> Result<(), String> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or("OUT_DIR is not set; call out_dir()")?,
        };
        let checked = self.compiler.check().map_err(|failed| failed.render())?;
        for f in &checked.files {
            println!("cargo:rerun-if-changed={}", f.display());
        }
        let files = rust::generate(&checked.ir, &self.options).map_err(|errors| errors.render(&checked.sources))?;
        write_files(&out_dir, &files).map_err(|e| format!("writing {}: {e}", out_dir.display()))
    }

    /// Compiles and writes a Python package named `package` into the
    /// output directory (as `synta-compile --lang python`: a maturin
    /// project with the Rust codec in it), with the components made raw by
    /// [`Builder::lazy`]; `runtime_path` as `--runtime-path`. For a build
    /// step that makes the package (a `setup`/`noxfile` script, a build.rs
    /// of a crate that embeds it). The error is the rendered diagnostics.
    pub fn compile_python(&self, package: &str, runtime_path: Option<&str>) -> Result<(), String> {
        let out_dir = self.out_dir.clone().ok_or("call out_dir() for the package's directory")?;
        let checked = self.compiler.check().map_err(|failed| failed.render())?;
        let options = python::PythonOptions {
            package: package.to_string(),
            runtime_path: runtime_path.map(str::to_string),
            lazy: self.options.lazy.clone(),
            codec_crate: None,
            oer: self.options.oer,
            per: self.options.per,
        };
        let files = python::generate(&checked.ir, &options).map_err(|errors| errors.render(&checked.sources))?;
        write_files(&out_dir, &files).map_err(|e| format!("writing {}: {e}", out_dir.display()))
    }
}

/// Writes generated files under `dir`, leaving files whose contents are
/// unchanged untouched (so their timestamps do not trigger rebuilds).
pub fn write_files(dir: &Path, files: &[GeneratedFile]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for f in files {
        let path = dir.join(&f.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        if std::fs::read_to_string(&path).ok().as_deref() != Some(f.contents.as_str()) {
            std::fs::write(&path, &f.contents)?;
        }
    }
    Ok(())
}
