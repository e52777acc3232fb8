//! Helpers shared by the integration tests.

#![allow(dead_code, clippy::expect_used)]

use std::path::{Path, PathBuf};

use synta_compile::{ir, Compiler};

/// Compiles schema text given inline; Ok(IR) or Err(rendered diagnostics).
pub fn compile(text: &str) -> Result<ir::Ir, String> {
    match Compiler::new().source("input.asn1", text).check() {
        Ok(c) => Ok(c.ir),
        Err(f) => Err(f.render()),
    }
}

/// Compiles `text`, which must resolve; gives the IR and the codes of the
/// warnings, in order.
pub fn compile_warned(text: &str) -> (ir::Ir, Vec<&'static str>) {
    match Compiler::new().source("input.asn1", text).check() {
        Ok(c) => (c.ir, c.diagnostics.iter().map(|d| d.code).collect()),
        Err(f) => panic!("{}", f.render()),
    }
}

/// A fresh temporary directory.
pub fn tempdir() -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir =
        std::env::temp_dir().join(format!("synta-test-{}-{}", std::process::id(), N.fetch_add(1, Ordering::SeqCst)));
    std::fs::create_dir_all(&dir).expect("create temp dir");
    dir
}

/// The type definition `name` in the first module.
pub fn ty<'a>(ir: &'a ir::Ir, name: &str) -> &'a ir::Type {
    let found = ir.modules.iter().flat_map(|m| m.types.iter()).find(|t| t.name == name);
    &found.unwrap_or_else(|| panic!("no type {name}")).ty
}

/// The component `name` of SEQUENCE/SET type `t`, or alternative of a CHOICE.
pub fn member<'a>(t: &'a ir::Type, name: &str) -> &'a ir::Type {
    match &t.kind {
        ir::TypeKind::Sequence(s) | ir::TypeKind::Set(s) => {
            &s.components.iter().find(|c| c.name == name).unwrap_or_else(|| panic!("no component {name}")).ty
        }
        ir::TypeKind::Choice(c) => {
            &c.alternatives.iter().find(|a| a.name == name).unwrap_or_else(|| panic!("no alternative {name}")).ty
        }
        other => panic!("not a structured type: {other:?}"),
    }
}

/// The repository root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").to_path_buf()
}

/// `../shared` beside the repository, when it is there; the tests that
/// need it return early without it, but not under CI (`CI` set), where it
/// is always there and its absence fails them.
pub fn shared() -> Option<PathBuf> {
    let p = repo_root().join("..").join("shared");
    let found = p.join("asn1").is_dir().then_some(p);
    assert!(
        found.is_some() || std::env::var_os("CI").is_none(),
        "../shared/asn1 (the published modules) is absent: needed in CI"
    );
    found
}
