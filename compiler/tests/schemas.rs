//! The shipped schemas (`schemas/`): they compile together without a
//! warning, every file names the standard it was written from, and the IR of
//! every module is pinned by a snapshot (`INSTA_UPDATE=always` to bless).

#![allow(clippy::expect_used, clippy::unwrap_used)]

mod support;

use std::path::PathBuf;

use synta_compile::{ir_dump, Compiler};

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
