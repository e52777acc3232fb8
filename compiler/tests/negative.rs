//! Each schema in `tests/negative/` is wrong in a known way; its rendered
//! diagnostics (file:line:col, source line, caret, notes) are pinned by an
//! insta snapshot. Bless new ones with `INSTA_UPDATE=always cargo test`.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::Path;

#[test]
fn every_negative_schema_fails_with_its_diagnostics() {
    let dir = Path::new("tests/negative");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/negative")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "asn1"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 15, "the negative suite lost files");
    for path in paths {
        let name = path.file_stem().and_then(|s| s.to_str()).expect("name").to_string();
        let failed = match synta_compile::Compiler::new().file(&path).check() {
            Ok(_) => panic!("{name}: expected errors, the schema compiled"),
            Err(f) => f,
        };
        assert!(failed.diagnostics.has_errors(), "{name}");
        insta::assert_snapshot!(name, failed.render());
    }
}
