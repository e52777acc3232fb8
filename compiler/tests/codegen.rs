//! Generated code per construct, pinned with insta: one small schema per
//! construct, so a backend change shows up as a readable diff of exactly
//! the code it changes. (The shipped modules are pinned as a whole by the
//! checked-in `generated/` and its staleness test.)

mod support;

use synta_compile::backend::rust::{generate, RustOptions};

/// The Rust of the one module in `text` (its file, not `mod.rs`).
fn rust(text: &str, options: &RustOptions) -> String {
    let ir = support::compile(text).unwrap_or_else(|e| panic!("schema does not compile:\n{e}"));
    let files = generate(&ir, options).unwrap_or_else(|e| panic!("backend failed: {e:?}"));
    let module = files.iter().find(|f| f.path != "mod.rs").map(|f| f.contents.clone());
    module.unwrap_or_else(|| panic!("no module file in {:?}", files.iter().map(|f| &f.path).collect::<Vec<_>>()))
}

fn plain(text: &str) -> String {
    rust(text, &RustOptions::default())
}

#[test]
fn sequence_with_optional_default_and_extensions() {
    insta::assert_snapshot!(plain(
        "Seq DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Version ::= INTEGER { v1(0), v2(1) }
        Record ::= SEQUENCE {
            version  [0] EXPLICIT Version DEFAULT v1,
            id       INTEGER (0..65535),
            label    UTF8String (SIZE (1..64)) OPTIONAL,
            flag     BOOLEAN DEFAULT FALSE,
            ...,
            note     [1] IA5String OPTIONAL
        }
        END"
    ));
}

#[test]
fn choice_enumerated_and_named_bits() {
    insta::assert_snapshot!(plain(
        "Alt DEFINITIONS EXPLICIT TAGS ::= BEGIN
        Shape ::= CHOICE { circle [0] INTEGER, square [1] IMPLICIT OCTET STRING, ... }
        Colour ::= ENUMERATED { red(0), green(1), ..., blue(2) }
        Usage ::= BIT STRING { sign(0), encrypt(1), agree(4) }
        END"
    ));
}

#[test]
fn set_set_of_and_application_tags() {
    insta::assert_snapshot!(plain(
        "Sets DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Header ::= [APPLICATION 3] SET { b [1] INTEGER, a [0] BOOLEAN OPTIONAL }
        Names ::= SET OF PrintableString
        Tagged ::= [PRIVATE 7] EXPLICIT SEQUENCE OF Header
        END"
    ));
}

#[test]
fn recursion_and_any() {
    insta::assert_snapshot!(plain(
        "Tree DEFINITIONS EXPLICIT TAGS ::= BEGIN
        Node ::= SEQUENCE { value OBJECT IDENTIFIER, params [1] ANY DEFINED BY value OPTIONAL, next [0] Node OPTIONAL }
        END"
    ));
}

#[test]
fn lazy_field_and_jer() {
    let options = RustOptions { lazy: vec!["Lazy.Outer.inner".to_string()], jer: true, ..Default::default() };
    insta::assert_snapshot!(rust(
        "Lazy DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Inner ::= SEQUENCE { when GeneralizedTime, who SEQUENCE OF UTF8String }
        Outer ::= SEQUENCE { serial INTEGER, inner [0] Inner }
        END",
        &options
    ));
}

/// `Lazy.Outer.inner` made lazy, over the base module `crate::full`.
fn lazy_variant() -> RustOptions {
    RustOptions {
        lazy: vec!["Lazy.Outer.inner".to_string()],
        base: Some("crate::full".to_string()),
        ..Default::default()
    }
}

#[test]
fn lazy_variant_generates_only_what_changes() {
    // `Holder` uses `Outer`, which has the lazy component; `Inner` and the
    // value are unchanged and come from the base module.
    let code = rust(
        "Lazy DEFINITIONS IMPLICIT TAGS ::= BEGIN
        answer INTEGER ::= 42
        Inner ::= SEQUENCE { when GeneralizedTime }
        Outer ::= SEQUENCE { serial INTEGER, inner [0] Inner }
        Holder ::= SEQUENCE OF Outer
        END",
        &lazy_variant(),
    );
    assert!(code.contains("pub use crate::full::lazy::*;"));
    assert!(
        code.contains("pub struct Outer<'a>") && code.contains("pub type Holder<'a> = rt::SequenceOf<'a, Outer<'a>>")
    );
    assert!(!code.contains("pub struct Inner") && !code.contains("ANSWER"));
    insta::assert_snapshot!(code);
}

#[test]
fn lazy_variant_regenerates_what_holds_a_changed_type_by_table_or_containing() {
    // `Info` holds `Outer` as an open type picked by its table, `Wrapped`
    // inside an OCTET STRING CONTAINING: both hold the lazy component, so
    // both are generated again; `Other` holds neither.
    let code = rust(
        "Lazy DEFINITIONS IMPLICIT TAGS ::= BEGIN
        KIND ::= CLASS { &id OBJECT IDENTIFIER UNIQUE, &Type } WITH SYNTAX { TYPE &Type IDENTIFIED BY &id }
        k-outer KIND ::= { TYPE Outer IDENTIFIED BY { 1 2 3 } }
        k-int KIND ::= { TYPE INTEGER IDENTIFIED BY { 1 2 4 } }
        Kinds KIND ::= { k-outer | k-int, ... }
        Inner ::= SEQUENCE { when GeneralizedTime }
        Outer ::= SEQUENCE { serial INTEGER, inner [0] Inner }
        Info ::= SEQUENCE { id KIND.&id({Kinds}), value [0] EXPLICIT KIND.&Type({Kinds}{@id}) }
        Wrapped ::= SEQUENCE { outer OCTET STRING (CONTAINING Outer) }
        Other ::= SEQUENCE { id KIND.&id({Kinds}), n INTEGER }
        END",
        &lazy_variant(),
    );
    for generated in ["pub struct Outer<'a>", "pub struct Info<'a>", "pub struct Wrapped<'a>"] {
        assert!(code.contains(generated), "{generated} is not generated");
    }
    assert!(!code.contains("pub struct Other") && !code.contains("pub struct Inner"));
}

/// The C header and source of the one module in `text`, one after the other.
fn c(text: &str, options: &synta_compile::backend::c::COptions) -> String {
    let ir = support::compile(text).unwrap_or_else(|e| panic!("schema does not compile:\n{e}"));
    let files = synta_compile::backend::c::generate(&ir, options).unwrap_or_else(|e| panic!("backend failed: {e:?}"));
    files.iter().map(|f| format!("// ---- {}\n{}", f.path, f.contents)).collect()
}

#[test]
fn c_constructs() {
    let options = synta_compile::backend::c::COptions::default();
    insta::assert_snapshot!(c(
        "Mix DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Version ::= INTEGER { v1(0), v2(1) }
        Record ::= SEQUENCE {
            version  [0] EXPLICIT Version DEFAULT v1,
            id       INTEGER (0..65535),
            label    UTF8String (SIZE (1..64)) OPTIONAL,
            flag     BOOLEAN DEFAULT FALSE,
            ...,
            note     [1] IA5String OPTIONAL
        }
        Shape ::= CHOICE { circle [0] EXPLICIT INTEGER, square [1] OCTET STRING, ... }
        Colour ::= ENUMERATED { red(0), green(1), ..., blue(2) }
        Usage ::= BIT STRING { sign(0), encrypt(1), agree(4) }
        Header ::= [APPLICATION 3] SET { b [1] INTEGER, a [0] BOOLEAN OPTIONAL }
        Names ::= SET SIZE (1..4) OF PrintableString
        Node ::= SEQUENCE { value OBJECT IDENTIFIER, params [1] ANY DEFINED BY value OPTIONAL, next [0] Node OPTIONAL }
        END",
        &options
    ));
}

/// An element written in place with checks of its own (its SIZE) is a
/// type over the one made of it: not a second copy of that type, and its
/// PER codec reads it under its own count.
#[test]
fn c_makes_an_inline_element_with_checks_once() {
    use synta_compile::backend::c::COptions;
    let per = COptions { per: true, ..COptions::default() };
    let code = c(
        "Lists DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Lists ::= SEQUENCE (SIZE (1..1000)) OF SEQUENCE (SIZE (1..2)) OF BOOLEAN
        END",
        &per,
    );
    assert_eq!(code.matches("\nstruct lists_Lists_item {").count(), 1, "{code}");
    assert!(code.contains("typedef lists_Lists_item lists_Lists_item2;"), "{code}");
    assert!(!code.contains("lists_Lists_item3"), "{code}");
    assert!(code.contains("lists_Lists_item2_read_per(r, arena, &items[k], err)"), "{code}");
}

#[test]
fn c_with_per_refuses_an_enumerated_that_names_a_number_later_items_are_held_as() {
    use synta_compile::backend::{c::COptions, GenerateError};
    let ir = support::compile(
        "Low DEFINITIONS ::= BEGIN
        Depth ::= ENUMERATED { deep(-9223372036854775807), shallow(0), ... }
        END",
    )
    .unwrap_or_else(|e| panic!("schema does not compile:\n{e}"));
    // Without PER there are no later items, and nothing to refuse.
    assert!(synta_compile::backend::c::generate(&ir, &COptions::default()).is_ok());
    let per = COptions { per: true, ..COptions::default() };
    match synta_compile::backend::c::generate(&ir, &per) {
        Err(GenerateError::Located(errors)) => {
            let found: Vec<(&str, &str)> = errors.iter().map(|d| (d.code, d.message.as_str())).collect();
            assert_eq!(found.len(), 1, "{found:?}");
            assert_eq!(found[0].0, "E0832");
            assert!(found[0].1.contains("`low_Depth` names deep -9223372036854775807"), "{}", found[0].1);
        }
        other => panic!("expected E0832, got {:?}", other.map(|files| files.len())),
    }
}

#[test]
fn c_lazy_component_and_prefix() {
    let mut options = synta_compile::backend::c::COptions::default();
    options.lazy.push("Lazy.Msg.body".to_string());
    // With JER output: the lazy component is decoded to be written.
    options.jer = true;
    options.prefixes.insert("Lazy".to_string(), "lz".to_string());
    insta::assert_snapshot!(c(
        "Lazy DEFINITIONS EXPLICIT TAGS ::= BEGIN
        Body ::= SEQUENCE { n INTEGER (0..7) }
        Msg ::= SEQUENCE { id INTEGER, body [0] Body OPTIONAL }
        END",
        &options
    ));
}

/// A constructed definition that is the element of one collection of its
/// module and used nowhere else is read and written by inline bodies in
/// that collection's loop, its public codecs calling the same bodies; one
/// used twice, one that holds itself, and a primitive element are called.
#[test]
fn c_elements_of_one_collection_are_read_in_its_loop() {
    let out = c(
        "Names DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Atv ::= SEQUENCE { type OBJECT IDENTIFIER, value ANY }
        Rdn ::= SET OF Atv
        Dn ::= SEQUENCE OF Rdn
        Shared ::= SEQUENCE { n INTEGER }
        Pair ::= SEQUENCE OF Shared
        Holder ::= SEQUENCE { s Shared }
        Tree ::= SEQUENCE { kids SEQUENCE OF Tree }
        Leaf ::= INTEGER
        Leaves ::= SEQUENCE OF Leaf
        END
        Other DEFINITIONS IMPLICIT TAGS ::= BEGIN
        IMPORTS Atv FROM Names;
        Bag ::= SEQUENCE OF Atv
        END",
        &synta_compile::backend::c::COptions::default(),
    );
    // The definition of a function (not its prototype): its body.
    let function = |name: &str| {
        let signature = format!(" {name}(");
        let start = out
            .match_indices(&signature)
            .map(|(i, _)| i)
            .find(|&i| out[i..].lines().next().is_some_and(|line| line.ends_with(") {")))
            .unwrap_or_else(|| panic!("no definition of {name} in\n{out}"));
        let body = &out[start..];
        body[..body.find("\n}\n").unwrap_or(body.len())].to_string()
    };
    for inlined in ["names_Atv", "names_Rdn"] {
        assert!(out.contains(&format!("SYNTA_ALWAYS_INLINE synta_status {inlined}_element_decode_content(")), "{out}");
        assert!(out.contains(&format!("SYNTA_ALWAYS_INLINE synta_status {inlined}_element_encode_content(")), "{out}");
        assert!(
            function(&format!("{inlined}_decode_content")).contains(&format!("{inlined}_element_decode_content(r,"))
        );
    }
    assert!(function("names_Rdn_element_decode_content").contains("names_Atv_element_decode_content(&c,"));
    assert!(
        function("names_Rdn_element_encode_content").contains("names_Atv_element_encode_content(&in->items[i - 1],")
    );
    assert!(function("names_Dn_decode_content").contains("names_Rdn_element_decode_content(&c,"));
    for called in ["names_Shared", "names_Tree", "names_Leaf"] {
        assert!(!out.contains(&format!("{called}_element_")), "{called} in\n{out}");
    }
    assert!(function("names_Pair_decode_content").contains("names_Shared_decode_content(&c,"));
    // Another module's collection of it calls its public functions.
    assert!(function("other_Bag_decode_content").contains("names_Atv_decode_content(&c,"));
    assert!(function("other_Bag_encode_content").contains("names_Atv_encode_content(&in->items[i - 1],"));
}

/// A definition that only renames a runtime type is read and written by
/// the runtime where it is used (its own functions would only forward),
/// and still held under its name; one with a constraint of its own keeps
/// its functions, which check it.
#[test]
fn c_uses_of_renaming_definitions_call_the_runtime() {
    let out = c(
        "Ren DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Key ::= OCTET STRING
        Named ::= Key
        Stamp ::= GeneralizedTime
        Limited ::= OCTET STRING (SIZE (1..4))
        Rec ::= SEQUENCE { k Key, n Named, s [0] Stamp, l Limited }
        END",
        &synta_compile::backend::c::COptions::default(),
    );
    let rec = &out[out
        .find("ren_Rec_decode_content(synta_reader *r, synta_arena *arena, ren_Rec *out, synta_error *err) {")
        .unwrap_or_else(|| panic!("no decoder of Rec in\n{out}"))..];
    let rec = &rec[..rec.find("\n}\n").unwrap_or(rec.len())];
    assert_eq!(rec.matches("synta_decode_octets(").count(), 2, "{rec}");
    assert!(rec.contains("synta_decode_generalized_time("), "{rec}");
    assert!(
        !rec.contains("ren_Key_decode") && !rec.contains("ren_Named_decode") && !rec.contains("ren_Stamp_decode"),
        "{rec}"
    );
    assert!(rec.contains("ren_Limited_decode_content("), "{rec}");
    for field in ["ren_Key k;", "ren_Named n;", "ren_Stamp s;", "ren_Limited l;"] {
        assert!(out.contains(field), "{field} in\n{out}");
    }
}

#[test]
fn type_attributes_go_on_the_types_under_their_path() {
    let schema = "Attrs DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Outer ::= SEQUENCE { inner SEQUENCE { n INTEGER }, kind Kind }
        Kind ::= ENUMERATED { a(0), b(1) }
        Alias ::= Outer
        END";
    let options = RustOptions {
        type_attributes: vec![
            (".".to_string(), "#[derive(::yoke::Yokeable)]".to_string()),
            ("Attrs.Outer".to_string(), "#[doc(alias = \"outer\")]".to_string()),
            ("Attrs.Kind".to_string(), "#[non_exhaustive]".to_string()),
        ],
        ..Default::default()
    };
    let code = rust(schema, &options);
    // Every struct and enum takes `.`; `Attrs.Outer` reaches the type made
    // for its component; an alias takes none (it is not an item to derive on).
    assert_eq!(code.matches("#[derive(::yoke::Yokeable)]").count(), 3, "{code}");
    assert_eq!(code.matches("#[doc(alias = \"outer\")]").count(), 2, "{code}");
    assert_eq!(code.matches("#[non_exhaustive]").count(), 1, "{code}");
    assert!(code.contains("#[non_exhaustive]\n#[derive(Clone, Copy"), "{code}");

    let wrong = RustOptions {
        type_attributes: vec![
            ("Attrs.Missing".to_string(), "#[derive(Hash)]".to_string()),
            ("Other".to_string(), "#[derive(Hash)]".to_string()),
            ("Attrs".to_string(), "derive(Hash)".to_string()),
            ("Attrs".to_string(), "#[derive(Hash)] pub".to_string()),
            ("Attrs".to_string(), String::new()),
        ],
        ..Default::default()
    };
    let ir = support::compile(schema).unwrap_or_else(|e| panic!("schema does not compile:\n{e}"));
    let errors = format!("{:?}", generate(&ir, &wrong).err().unwrap_or_else(|| panic!("accepted")));
    for needle in ["`Attrs.Missing`", "`Other`", "`derive(Hash)`", "`#[derive(Hash)] pub`", "type attribute ``"] {
        assert!(errors.contains(needle), "{needle} not in {errors}");
    }
}

/// The Python backend's bindings and stubs of the one module in `text`.
fn python(text: &str) -> String {
    use synta_compile::backend::python::{generate, PythonOptions};
    let ir = support::compile(text).unwrap_or_else(|e| panic!("schema does not compile:\n{e}"));
    let options = PythonOptions {
        package: "pkg".into(),
        runtime_path: None,
        lazy: Vec::new(),
        codec_crate: None,
        oer: false,
        per: false,
    };
    let files = generate(&ir, &options).unwrap_or_else(|e| panic!("backend failed: {e:?}"));
    let pick = |suffix: &str| {
        let file = files.iter().find(|f| f.path.ends_with(suffix) && !f.path.contains("__init__"));
        file.map(|f| format!("// {}\n{}", f.path, f.contents)).unwrap_or_else(|| panic!("no {suffix} file"))
    };
    // The package builds on its own: it has its codec, its manifests and its stubs.
    for path in [
        "Cargo.toml",
        "pyproject.toml",
        "src/lib.rs",
        "src/codec/mod.rs",
        "python/pkg/__init__.py",
        "python/pkg/__main__.py",
        "python/pkg/py.typed",
        "python/pkg/_native.pyi",
    ] {
        assert!(files.iter().any(|f| f.path == path), "no {path}");
    }
    format!("{}\n{}\n{}", pick("bindings/m.rs"), pick("m.py"), pick("m.pyi"))
}

#[test]
fn python_classes_properties_constructors_and_stubs() {
    insta::assert_snapshot!(python(
        "M DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Color ::= ENUMERATED { red(0), green(1), ... }
        Usage ::= BIT STRING { sign(0), encrypt(1) }
        Shape ::= CHOICE { circle [0] INTEGER, box [1] Box }
        Box ::= SEQUENCE { width INTEGER, height INTEGER DEFAULT 1 }
        Frame ::= Box
        Shapes ::= SEQUENCE OF Shape
        Count ::= INTEGER (0..100)
        Drawing ::= SEQUENCE {
            id       OBJECT IDENTIFIER,
            color    Color OPTIONAL,
            usage    Usage,
            shapes   SEQUENCE OF Shape,
            note     UTF8String OPTIONAL,
            ...
        }
        END"
    ));
}

#[test]
fn python_members_that_meet_in_snake_case_and_types_of_one_part_or_none() {
    // RRC's `p-a ENUMERATED { dB-6, ..., dB-3, ..., dB3 }`: `dB-3` and `dB3`
    // are both `db3` in snake case, which Python's enum refuses twice.
    let text = python(
        "M DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        PA ::= ENUMERATED { dB-3, dB0, dB3 }
        Lanes ::= BIT STRING { lane-a(0), laneA(1) }
        Placeholder ::= SEQUENCE { }
        One ::= CHOICE { paging Placeholder }
        END",
    );
    for member in ["db3 = 0", "db0 = 1", "db3_2 = 2", "lane_a = 1 << 0", "lane_a_2 = 1 << 1"] {
        assert!(text.contains(member), "no `{member}` in\n{text}");
    }
    // A SEQUENCE of no fields checks that none is given and binds nothing
    // (an unused `fields` is a warning, which RRC's placeholders gave).
    assert!(text.contains("synta_py::jer_of::fields(obj, &[], \"Placeholder\")?;"), "{text}");
    assert!(!text.contains("let fields = synta_py::jer_of::fields(obj, &[]"), "{text}");
    // A CHOICE of one alternative (RRC's PCCH-Message c1) projects its
    // value without a `let ... else` that cannot fail (a warning).
    assert!(text.contains("let codec::m::One::Paging(x) = x;"), "{text}");
    assert!(!text.contains("let codec::m::One::Paging(x) = x else"), "{text}");
}

#[test]
fn python_package_on_an_existing_codec_crate_has_none_of_its_own() {
    use synta_compile::backend::python::{generate, PythonOptions};
    let ir = support::compile("M DEFINITIONS ::= BEGIN T ::= SEQUENCE { a INTEGER } END")
        .unwrap_or_else(|e| panic!("compiles: {e:?}"));
    let options = PythonOptions {
        package: "pkg".into(),
        runtime_path: Some("../..".into()),
        lazy: Vec::new(),
        codec_crate: Some(("my-codec".into(), "../rust".into())),
        oer: false,
        per: false,
    };
    let files = generate(&ir, &options).unwrap_or_else(|e| panic!("generates: {e:?}"));
    assert!(!files.iter().any(|f| f.path.starts_with("src/codec/")));
    let file = |path: &str| files.iter().find(|f| f.path == path).map(|f| f.contents.clone()).unwrap_or_default();
    assert!(file("Cargo.toml").contains("my-codec = { path = \"../rust\" }"), "{}", file("Cargo.toml"));
    assert!(file("Cargo.toml").contains("synta-py = { path = \"../../runtime-python\" }"));
    assert!(file("src/lib.rs").contains("pub use my_codec as codec;"));
}

#[test]
fn python_package_with_oer_on_a_module_of_a_codec_crate() {
    use synta_compile::backend::python::{generate, PythonOptions};
    let ir = support::compile("M DEFINITIONS ::= BEGIN T ::= SEQUENCE { a INTEGER } Ts ::= SEQUENCE OF T END")
        .unwrap_or_else(|e| panic!("compiles: {e:?}"));
    let options = PythonOptions {
        package: "pkg".into(),
        runtime_path: None,
        lazy: Vec::new(),
        codec_crate: Some(("my-codec::v2x".into(), "../rust".into())),
        oer: true,
        per: false,
    };
    let files = generate(&ir, &options).unwrap_or_else(|e| panic!("generates: {e:?}"));
    let file = |path: &str| files.iter().find(|f| f.path == path).map(|f| f.contents.clone()).unwrap_or_default();
    // The dependency is the crate; the codec is its module.
    assert!(file("Cargo.toml").contains("my-codec = { path = \"../rust\" }"), "{}", file("Cargo.toml"));
    assert!(file("src/lib.rs").contains("pub use my_codec::v2x as codec;"));
    // Every class and alias value takes OER; the stubs and the dump say so.
    let bindings = file("src/bindings/m.rs");
    assert!(bindings.contains(r#"synta_py::class_methods!(T, "T", fields, oer);"#), "{bindings}");
    assert!(bindings.contains("; oer);"), "{bindings}");
    assert!(file("python/pkg/m.pyi").contains(r#"rules: typing.Literal["der", "ber", "oer", "coer"] | None = None"#));
    assert!(file("python/pkg/__main__.py").contains(r#"ENCODINGS = ("der", "ber", "oer", "coer")"#));
}

#[test]
fn python_package_with_per_and_with_both_families() {
    use synta_compile::backend::python::{generate, PythonOptions};
    let ir = support::compile("M DEFINITIONS ::= BEGIN T ::= SEQUENCE { a INTEGER } Ts ::= SEQUENCE OF T END")
        .unwrap_or_else(|e| panic!("compiles: {e:?}"));
    for (oer, family, rules, encodings) in [
        (
            false,
            "per",
            r#""der", "ber", "uper", "aper", "cuper", "caper""#,
            r#""der", "ber", "uper", "per", "cuper", "cper""#,
        ),
        (
            true,
            "oer_per",
            r#""der", "ber", "oer", "coer", "uper", "aper", "cuper", "caper""#,
            r#""der", "ber", "oer", "coer", "uper", "per", "cuper", "cper""#,
        ),
    ] {
        let options = PythonOptions {
            package: "pkg".into(),
            runtime_path: Some("../..".into()),
            lazy: Vec::new(),
            codec_crate: None,
            oer,
            per: true,
        };
        let files = generate(&ir, &options).unwrap_or_else(|e| panic!("generates: {e:?}"));
        let file = |path: &str| files.iter().find(|f| f.path == path).map(|f| f.contents.clone()).unwrap_or_default();
        // The runtimes' PER, and a codec of its own with `rt::Per`.
        let manifest = file("Cargo.toml");
        assert!(manifest.contains(r#"features = ["yoke", "per"]"#), "{manifest}");
        assert!(manifest.contains(r#"synta-py = { path = "../../runtime-python", features = ["per"] }"#), "{manifest}");
        assert!(file("src/codec/m.rs").contains("rt::Per<'a> for T"), "{}", file("src/codec/m.rs"));
        let bindings = file("src/bindings/m.rs");
        assert!(bindings.contains(&format!(r#"synta_py::class_methods!(T, "T", fields, {family});"#)), "{bindings}");
        assert!(bindings.contains(&format!("; {family});")), "{bindings}");
        assert!(file("python/pkg/m.pyi").contains(&format!("rules: typing.Literal[{rules}] | None = None")));
        assert!(file("python/pkg/__main__.py").contains(&format!("ENCODINGS = ({encodings})")));
    }
}

#[test]
fn builder_writes_a_python_package() {
    let dir = std::env::temp_dir().join(format!("synta-builder-python-{}", std::process::id()));
    let schema = dir.join("m.asn1");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("temp dir: {e:?}"));
    std::fs::write(&schema, "M DEFINITIONS ::= BEGIN T ::= SEQUENCE { a INTEGER } END")
        .unwrap_or_else(|e| panic!("schema: {e:?}"));
    synta_compile::Builder::new()
        .file(&schema)
        .out_dir(dir.join("out"))
        .compile_python("my_pkg", None)
        .unwrap_or_else(|e| panic!("compiles: {e:?}"));
    for path in ["Cargo.toml", "pyproject.toml", "src/lib.rs", "src/bindings/m.rs", "python/my_pkg/m.pyi"] {
        assert!(dir.join("out").join(path).is_file(), "no {path}");
    }
    assert!(std::fs::read_to_string(dir.join("out/pyproject.toml"))
        .unwrap_or_else(|e| panic!("read: {e:?}"))
        .contains("my_pkg._native"));
    std::fs::remove_dir_all(&dir).ok();
}
