//! Compatibility with the published modules in `../shared/asn1`: every
//! module set is checked, with its expected outcome recorded here (pass, or
//! fail because the published text is broken) and its diagnostics pinned by
//! a snapshot. docs/schemas.md's compatibility table is generated from this list;
//! `SYNTA_BLESS=1 cargo test --test compat` rewrites it. tests/rules/test_open_types.py
//! builds the `rfc5912` and `rfc5911` cases from the lists here.
//!
//! Skipped when `../shared` is absent (a fresh clone on its own), but
//! under CI, where its absence is a failure (`support::shared`).
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod support;

use synta_compile::Compiler;

struct Case {
    name: &'static str,
    what: &'static str,
    files: &'static [&'static str],
    include: &'static [&'static str],
    passes: bool,
    why: &'static str,
    /// What the end-to-end tests do with the generated code, when they
    /// compile this set as published (every set that resolves is built in
    /// both languages by tests/compiler/test_published_codegen.py).
    runs: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "pkix-1988",
        what: "RFC 5280 PKIX1Explicit88 + PKIX1Implicit88",
        files: &["pkix/PKIX1Explicit88.asn1", "pkix/PKIX1Implicit88.asn1"],
        include: &[],
        passes: true,
        why: "redefined UniversalString/BMPString/UTF8String handled",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
    Case {
        name: "rfc5912",
        what: "RFC 5912: all 15 PKIX 2009 modules + PKCS-10 (2008 syntax)",
        files: &[
            "pkix/PKIX-CommonTypes-2009.asn1",
            "pkix/AlgorithmInformation-2009.asn1",
            "pkix/OCSP-2009.asn1",
            "pkix/PKIXAlgs-2009.asn1",
            "pkix/AttributeCertificateVersion1-2009.asn1",
            "pkix/PKIX1-PSS-OAEP-Algorithms-2009.asn1",
            "pkix/PKIXCMP-2009.asn1",
            "pkix/PKIXCRMF-2009.asn1",
            "pkix/SCVP-2009.asn1",
            "pkix/EnrollmentMessageSyntax-2009.asn1",
            "pkix/PKIXAttributeCertificate-2009.asn1",
            "pkix/PKIX1Explicit-2009.asn1",
            "pkix/PKIX1Implicit-2009.asn1",
            "pkix/PKIX-X400Address-2009.asn1",
            "pkcs/PKCS-10-2009.asn1",
        ],
        include: &["cms"],
        passes: true,
        why: "field references split over lines; CMS 2009 modules pulled from -I",
        runs: "Rust and C build; certificates decode with typed extensions over the CA store, alike in both",
    },
    Case {
        name: "rfc5911",
        what: "RFC 5911 CMS 2009 set + RFC 6268 CMS 2010",
        files: &[
            "cms/CryptographicMessageSyntax-2009.asn1",
            "cms/CryptographicMessageSyntaxAlgorithms-2009.asn1",
            "cms/CMSAesRsaesOaep-2009.asn1",
            "cms/SecureMimeMessageV3dot1-2009.asn1",
            "cms/CMSFirmwareWrapper-2009.asn1",
            "cms/ERS.asn1",
            "cms/ExtendedSecurityServices-2009.asn1",
            "cms/CMS-AuthEnvelopedData-2009.asn1",
            "cms/CMS-AES-CCM-and-AES-GCM-2009.asn1",
            "cms/SMIMESymmetricKeyDistribution-2009.asn1",
            "cms/CryptographicMessageSyntax-2010.asn1",
        ],
        include: &["pkix", "pkcs"],
        passes: true,
        why: "imports of misnamed modules resolved by OID (warnings)",
        runs: "Rust and C build; ContentInfo decodes by contentType over the PKCS #7 vectors, alike in both; signed attributes decode by type as asn1crypto reads them",
    },
    Case {
        name: "cms-2004",
        what: "RFC 5652 CMS 2004 + AttributeCertificateVersion1 (imports RFC 3281)",
        files: &["cms/CryptographicMessageSyntax2004.asn1", "cms/AttributeCertificateVersion1.asn1"],
        include: &["pkix"],
        passes: false,
        why: "RFC 3281 puts the comma after `version` inside a comment",
        runs: "",
    },
    Case {
        name: "rfc5755-ac",
        what: "RFC 5755 PKIXAttributeCertificate-2008",
        files: &["pkix/PKIXAttributeCertificate-2008.asn1"],
        include: &["pkix", "cms"],
        passes: false,
        why: "imports `CRLDistributionPoint`, which PKIX1Implicit88 does not define; its CMS 2004 import hits the RFC 3281 defect",
        runs: "",
    },
    Case {
        name: "pkcs10-x500",
        what: "RFC 2986 PKCS-10 with the X.500 (2016) modules",
        files: &["pkcs/PKCS-10.asn1"],
        include: &["x500", "ldap"],
        passes: true,
        why: "",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
    Case {
        name: "pkcs12-x500",
        what: "RFC 7292 PKCS-12 with the X.500 modules",
        files: &["pkcs/PKCS-12.asn1"],
        include: &["x500", "pkcs", "ldap"],
        passes: false,
        why: "imports PKCS-7, PKCS-8 and PKCS-9, which are not in the corpus",
        runs: "",
    },
    Case {
        name: "asymmetric-key-package",
        what: "RFC 5958 AsymmetricKeyPackageModuleV1",
        files: &["pkcs/AsymmetricKeyPackageModuleV1.asn1"],
        include: &["pkix", "cms"],
        passes: true,
        why: "",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
    Case {
        name: "pkcs1-rfc8017",
        what: "RFC 8017 PKCS-1 v2.2",
        files: &["pkcs/PKCS-1.asn1"],
        include: &[],
        passes: false,
        why: "`--})` comments out the closing brackets of CONSTRAINED BY; imports NIST-SHA2 (never published as a module)",
        runs: "",
    },
    Case {
        name: "pkcs1-rfc3447",
        what: "RFC 3447 PKCS-1 v2.1",
        files: &["pkcs/PKCS-1-rfc3447.asn1"],
        include: &[],
        passes: false,
        why: "imports NIST-SHA2 (never published as a module)",
        runs: "",
    },
    Case {
        name: "kerberos",
        what: "RFC 4120, RFC 6113 FAST, RFC 4178 SPNEGO, RFC 4556 PKINIT",
        files: &[
            "kerberos/KerberosV5Spec2.asn1",
            "kerberos/KerberosPreauthFramework.asn1",
            "kerberos/SPNEGOASNOneSpec.asn1",
            "kerberos/KerberosV5-PK-INIT-SPEC.asn1",
        ],
        include: &["pkix", "cms"],
        passes: true,
        why: "comments between a type name and `::=`",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
    Case {
        name: "ldap",
        what: "RFC 4511 LDAP",
        files: &["ldap/Lightweight-Directory-Access-Protocol-V3.asn1"],
        include: &[],
        passes: true,
        why: "EXTENSIBILITY IMPLIED",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
    Case {
        name: "pqc",
        what: "ML-DSA, ML-KEM certificates; CMS KEMRecipientInfo",
        files: &[
            "pqc/X509-ML-DSA-2025.asn1",
            "pqc/X509-ML-KEM-2025.asn1",
            "pqc/KEMAlgorithmInformation-2023.asn1",
            "pqc/CMS-KEMRecipientInfo-2023.asn1",
        ],
        include: &["pkix", "cms"],
        passes: true,
        why: "placeholder module OID arcs (warnings)",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
    Case {
        name: "mtc-editors-copy",
        what: "Merkle Tree Certificates, editor's copy",
        files: &["mtc/MerkleTreeCertificates.asn1"],
        include: &["pkix", "cms"],
        passes: false,
        why: "trailing comma in IMPORTS; PUBLIC-KEY and EXTENSION not imported; `TBD` OID arcs",
        runs: "",
    },
    Case {
        name: "mtc-05",
        what: "Merkle Tree Certificates, draft -05",
        files: &["mtc/MerkleTreeCertificates-draft-ietf-plants-05.asn1"],
        include: &["pkix", "cms"],
        passes: false,
        why: "as the editor's copy, and imports TrustAnchorIDs-2025 (not published)",
        runs: "",
    },
    Case {
        name: "x500",
        what: "ITU-T X.500 (10/2016): all 29 modules",
        files: &["x500/*"],
        include: &["ldap"],
        passes: true,
        why: "chained class fields, recursive COMPONENTS OF, parameterized objects",
        runs: "Rust and C build (tests/compiler/test_published_codegen.py)",
    },
];

const ROOT: &str = "../../shared/asn1";

fn expand(pattern: &str) -> Vec<String> {
    match pattern.strip_suffix("/*") {
        Some(dir) => {
            let mut files: Vec<String> = std::fs::read_dir(format!("{ROOT}/{dir}"))
                .expect("corpus dir")
                .filter_map(|e| e.ok())
                .map(|e| e.path().display().to_string())
                .filter(|p| p.ends_with(".asn1"))
                .collect();
            files.sort();
            files
        }
        None => vec![format!("{ROOT}/{pattern}")],
    }
}

fn table() -> String {
    let mut out = String::from("| module set | outcome | notes | generated code |\n|---|---|---|---|\n");
    for c in CASES {
        let outcome = if c.passes { "resolves" } else { "exact error" };
        out.push_str(&format!("| {} | {outcome} | {} | {} |\n", c.what, c.why, c.runs));
    }
    out
}

#[test]
fn published_module_sets_resolve_or_fail_exactly() {
    if support::shared().is_none() {
        eprintln!("skipped: ../shared/asn1 is not there");
        return;
    }
    for case in CASES {
        let mut compiler = Compiler::new();
        for f in case.files.iter().flat_map(|f| expand(f)) {
            compiler.file(f);
        }
        for dir in case.include {
            compiler.include_dir(format!("{ROOT}/{dir}"));
        }
        let (ok, rendered) = match compiler.check() {
            Ok(c) => (true, c.render()),
            Err(f) => (false, f.render()),
        };
        assert_eq!(
            ok,
            case.passes,
            "{}: expected {}:\n{rendered}",
            case.name,
            if case.passes { "pass" } else { "errors" }
        );
        insta::assert_snapshot!(format!("compat-{}", case.name), rendered);
    }
}

#[test]
fn docs_compatibility_table_is_current() {
    if support::shared().is_none() {
        eprintln!("skipped: ../shared/asn1 is not there");
        return;
    }
    let path = support::repo_root().join("docs/schemas.md");
    let readme = std::fs::read_to_string(&path).expect("docs/schemas.md");
    let (start, end) = ("<!-- compat:start -->\n", "<!-- compat:end -->");
    let (Some(a), Some(b)) = (readme.find(start), readme.find(end)) else {
        panic!("docs/schemas.md lacks the compat markers")
    };
    let current = &readme[a + start.len()..b];
    let wanted = table();
    if current != wanted {
        if std::env::var_os("SYNTA_BLESS").is_some() {
            let updated = format!("{}{wanted}{}", &readme[..a + start.len()], &readme[b..]);
            std::fs::write(&path, updated).expect("write docs/schemas.md");
        } else {
            panic!("docs/schemas.md's compatibility table is stale; run SYNTA_BLESS=1 cargo test -p synta-compile --test compat\n{wanted}");
        }
    }
}
