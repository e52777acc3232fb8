//! The shipped schemas (`schemas/`): they compile together without a
//! warning, every file names the standard it was written from, and the IR and
//! the generated Rust API of every module are pinned by snapshots
//! (`INSTA_UPDATE=always` to bless). The generated code as a whole is pinned
//! by the checked-in `generated/` and its staleness test.

#![allow(clippy::expect_used, clippy::unwrap_used)]

mod support;

use std::path::PathBuf;

use synta_compile::{ir::dump as ir_dump, Compiler};

fn schema_files() -> Vec<PathBuf> {
    let root = support::repo_root().join("schemas");
    let mut files = Vec::new();
    for dir in ["pkix", "pkcs", "cms", "kerberos", "mtc"] {
        let entries = std::fs::read_dir(root.join(dir)).expect("schema dir");
        files.extend(
            entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|e| e == "asn1")),
        );
    }
    files.sort();
    files
}

#[test]
fn shipped_schemas_compile_cleanly_and_their_ir_is_pinned() {
    let files = schema_files();
    assert!(files.len() >= 17, "schemas went missing: {files:?}");
    let mut compiler = Compiler::new();
    for f in &files {
        compiler.file(f);
    }
    let checked = compiler.check().map_err(|f| f.render()).expect("shipped schemas compile");
    assert!(checked.diagnostics.iter().next().is_none(), "warnings:\n{}", checked.render());
    for module in &checked.ir.modules {
        let mut out = String::new();
        ir_dump::render_module(&mut out, module);
        insta::assert_snapshot!(format!("ir-{}", module.name), out);
    }
}

/// The public surface of generated Rust: items with their fields, variants
/// and signatures; function bodies and doc comments left out.
fn api_surface(code: &str) -> String {
    let mut file = syn::parse_file(code).expect("generated code parses");
    file.attrs.clear();
    file.items.retain_mut(|item| {
        let attrs = match item {
            syn::Item::Struct(s) => {
                s.fields.iter_mut().for_each(|f| f.attrs.clear());
                &mut s.attrs
            }
            syn::Item::Enum(e) => {
                e.variants.iter_mut().for_each(|v| v.attrs.clear());
                &mut e.attrs
            }
            syn::Item::Impl(i) => {
                // Which traits a type implements is its API; their method
                // signatures are the traits'.
                if i.trait_.is_some() {
                    i.items.clear();
                }
                for member in &mut i.items {
                    match member {
                        syn::ImplItem::Fn(f) => {
                            f.attrs.clear();
                            f.block.stmts.clear();
                        }
                        syn::ImplItem::Const(c) => c.attrs.clear(),
                        _ => {}
                    }
                }
                &mut i.attrs
            }
            syn::Item::Const(c) => &mut c.attrs,
            syn::Item::Type(t) => &mut t.attrs,
            _ => return false,
        };
        attrs.retain(|a| !a.path().is_ident("doc"));
        true
    });
    prettyplease::unparse(&file)
}

#[test]
fn generated_rust_api_of_every_module_is_pinned() {
    let mut compiler = Compiler::new();
    for f in &schema_files() {
        compiler.file(f);
    }
    let checked = compiler.check().map_err(|f| f.render()).expect("shipped schemas compile");
    let options = synta_compile::backend::rust::RustOptions { jer: true, ..Default::default() };
    let files = synta_compile::backend::rust::generate(&checked.ir, &options).expect("backend");
    assert_eq!(files.len(), checked.ir.modules.len() + 1, "one file per module and mod.rs");
    for file in files.iter().filter(|f| f.path != "mod.rs") {
        insta::assert_snapshot!(format!("rust-api-{}", file.path.trim_end_matches(".rs")), api_surface(&file.contents));
    }
}

#[test]
fn every_schema_names_its_source() {
    for f in schema_files() {
        let text = std::fs::read_to_string(&f).expect("schema");
        let header: String = text.lines().take_while(|l| l.starts_with("--")).collect::<Vec<_>>().join("\n");
        assert!(
            ["RFC ", "draft-", "[MS-KILE]", "X.6"].iter().any(|s| header.contains(s)),
            "{} does not cite the standard it was written from",
            f.display()
        );
    }
}

#[test]
fn standard_names_are_kept_for_users() {
    let mut compiler = Compiler::new();
    for f in schema_files() {
        compiler.file(f);
    }
    let ir = compiler.check().map_err(|f| f.render()).expect("compiles").ir;
    for (module, ty) in [
        ("PKIX1Explicit88", "Certificate"),
        ("PKIX1Implicit88", "GeneralName"),
        ("KerberosV5Spec2", "AS-REQ"),
        ("KerberosPreauthFramework", "KrbFastArmoredReq"),
        ("CryptographicMessageSyntax2004", "SignedData"),
        ("PKCS-1", "RSASSA-PSS-params"),
        ("PKCS-10", "CertificationRequest"),
        ("PKCS-12", "PFX"),
        ("AsymmetricKeyPackageModuleV1", "OneAsymmetricKey"),
        ("OCSP-2013-88", "OCSPResponse"),
        ("MerkleTreeCertificates", "TBSCertificateLogEntry"),
        ("SPNEGOASNOneSpec", "NegotiationToken"),
    ] {
        let m = ir.module(module).unwrap_or_else(|| panic!("module {module}"));
        assert!(m.types.iter().any(|t| t.name == ty), "{module}.{ty}");
    }
}
