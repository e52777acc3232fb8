//! Semantic analysis on small inline schemas: each test pins one rule of
//! X.680-683 that the IR must get right.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod support;

use support::{compile, compile_warned, member, ty};
use synta_compile::ir::{self, NativeInt, Real, Tag, TagClass, TypeKind, Value};

fn ctx(n: u32, explicit: bool) -> Tag {
    Tag { class: TagClass::Context, number: n, explicit }
}

#[test]
fn implicit_module_tags_replace_and_choice_stays_explicit() {
    let ir = compile(
        "M DEFINITIONS IMPLICIT TAGS ::= BEGIN
         C ::= CHOICE { a INTEGER, b BOOLEAN }
         S ::= SEQUENCE { x [0] INTEGER, y [1] C, z [2] EXPLICIT INTEGER, w [APPLICATION 3] IMPLICIT OCTET STRING }
         END",
    )
    .expect("compiles");
    let s = ty(&ir, "S");
    assert_eq!(member(s, "x").tags, vec![ctx(0, false)]);
    // X.680 §31.2.7 c: a tag on an untagged CHOICE is explicit even in an IMPLICIT module.
    assert_eq!(member(s, "y").tags, vec![ctx(1, true)]);
    assert_eq!(member(s, "z").tags, vec![ctx(2, true), Tag::universal(2)]);
    assert_eq!(member(s, "w").tags, vec![Tag { class: TagClass::Application, number: 3, explicit: false }]);
}

#[test]
fn explicit_module_wraps() {
    let ir = compile("M DEFINITIONS EXPLICIT TAGS ::= BEGIN S ::= SEQUENCE { x [5] INTEGER } END").expect("compiles");
    assert_eq!(member(ty(&ir, "S"), "x").tags, vec![ctx(5, true), Tag::universal(2)]);
}

#[test]
fn implicit_keyword_on_choice_is_an_error() {
    let err = compile("M DEFINITIONS ::= BEGIN C ::= CHOICE { a INTEGER } S ::= SEQUENCE { x [0] IMPLICIT C } END")
        .expect_err("IMPLICIT on an untagged CHOICE");
    assert!(err.contains("E0401"), "{err}");
    assert!(err.contains("input.asn1:1:"), "{err}");
}

#[test]
fn automatic_tags_number_components_and_respect_choice() {
    let ir = compile(
        "M DEFINITIONS AUTOMATIC TAGS ::= BEGIN
         C ::= CHOICE { a INTEGER, b NULL }
         S ::= SEQUENCE { p INTEGER, q C, r OCTET STRING OPTIONAL, ..., s BOOLEAN }
         T ::= SEQUENCE { p [7] INTEGER, q INTEGER }
         END",
    )
    .expect("compiles");
    let s = ty(&ir, "S");
    assert_eq!(member(s, "p").tags, vec![ctx(0, false)]);
    assert_eq!(member(s, "q").tags, vec![ctx(1, true)]);
    assert_eq!(member(s, "r").tags, vec![ctx(2, false)]);
    assert_eq!(member(s, "s").tags, vec![ctx(3, false)]);
    assert_eq!(member(ty(&ir, "C"), "b").tags, vec![ctx(1, false)]);
    // A written tag turns automatic tagging off for the whole list (X.680 §25.3).
    assert_eq!(member(ty(&ir, "T"), "q").tags, vec![Tag::universal(2)]);
}

#[test]
fn integer_narrowing_picks_the_smallest_native_type() {
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         lo INTEGER ::= -1000
         A ::= INTEGER (0..200)
         B ::= INTEGER (0..10000)
         C ::= INTEGER (lo..1000)
         D ::= INTEGER (-1000000000..1000000000)
         E ::= INTEGER (0..18446744073709551615)
         F ::= INTEGER (0..10, ...)
         G ::= INTEGER (0..MAX)
         H ::= INTEGER (1 | 5 | 200)
         I ::= A (0..50)
         J ::= INTEGER (-9223372036854775808..9223372036854775807)
         K ::= INTEGER (0..18446744073709551616)
         L ::= INTEGER
         END",
    )
    .expect("compiles");
    let native = |n: &str| ty(&ir, n).native_int;
    assert_eq!(native("A"), Some(NativeInt::U8));
    assert_eq!(native("B"), Some(NativeInt::U16));
    assert_eq!(native("C"), Some(NativeInt::I16));
    assert_eq!(native("D"), Some(NativeInt::I32));
    assert_eq!(native("E"), Some(NativeInt::U64));
    assert_eq!(native("F"), None, "extensible falls back to the general integer");
    assert_eq!(native("G"), None, "unbounded falls back");
    assert_eq!(native("H"), Some(NativeInt::U8));
    assert_eq!(native("I"), Some(NativeInt::U8));
    assert_eq!(native("J"), Some(NativeInt::I64));
    assert_eq!(native("K"), None, "2^64 does not fit");
    assert_eq!(native("L"), None);
    assert_eq!(ty(&ir, "I").constraint.value.as_ref().map(|v| v.to_string()).as_deref(), Some("0..50"));
}

#[test]
fn narrowing_follows_references_and_value_sets() {
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         Small ::= INTEGER (0..100)
         S ::= SEQUENCE { a Small, b Small (10..20), c INTEGER (0..300) }
         VS INTEGER ::= { 1 | 2 | 3 }
         END",
    )
    .expect("compiles");
    let s = ty(&ir, "S");
    assert_eq!(member(s, "a").native_int, Some(NativeInt::U8));
    assert_eq!(member(s, "b").constraint.value.as_ref().map(|v| v.to_string()).as_deref(), Some("10..20"));
    assert_eq!(member(s, "c").native_int, Some(NativeInt::U16));
    assert_eq!(ty(&ir, "VS").native_int, Some(NativeInt::U8));
}

#[test]
fn values_evaluate_big_integers_oids_and_defaults() {
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         max INTEGER ::= 18446744073709551615
         base OBJECT IDENTIFIER ::= { iso(1) member-body(2) us(840) 113549 }
         pkcs1 OBJECT IDENTIFIER ::= { base 1 1 }
         V ::= INTEGER { v1(0), v2(1) }
         S ::= SEQUENCE { version V DEFAULT v2, flags BIT STRING { a(0), b(3) } DEFAULT { b } }
         END",
    )
    .expect("compiles");
    let m = &ir.modules[0];
    let value = |n: &str| &m.values.iter().find(|v| v.name == n).expect("value").value;
    assert_eq!(value("max"), &Value::Integer("18446744073709551615".parse().expect("big")));
    match value("pkcs1") {
        Value::Oid(oid) => assert_eq!(oid.to_string(), "1.2.840.113549.1.1"),
        other => panic!("{other:?}"),
    }
    let TypeKind::Sequence(s) = &ty(&ir, "S").kind else { panic!() };
    assert_eq!(s.components[0].default, Some(Value::Integer(1.into())));
    assert_eq!(s.components[1].default, Some(Value::BitString(vec![false, false, false, true])));
}

#[test]
fn bad_default_and_undefined_names_are_all_reported() {
    let err = compile(
        "M DEFINITIONS ::= BEGIN
         S ::= SEQUENCE { a INTEGER DEFAULT TRUE, b Undefinde }
         Undefined ::= NULL
         T ::= SEQUENCE { c Missing }
         END",
    )
    .expect_err("errors");
    assert!(err.contains("expected an INTEGER value"), "{err}");
    assert!(err.contains("`Undefinde` is not defined"), "{err}");
    assert!(err.contains("did you mean `Undefined`?"), "{err}");
    assert!(err.contains("`Missing` is not defined"), "{err}");
}

#[test]
fn tag_clashes_are_found_in_choice_set_and_optional_runs() {
    let err = compile(
        "M DEFINITIONS IMPLICIT TAGS ::= BEGIN
         C ::= CHOICE { a INTEGER, b INTEGER }
         S ::= SEQUENCE { x [0] INTEGER OPTIONAL, y [0] BOOLEAN }
         T ::= SET { p INTEGER, q INTEGER }
         U ::= SEQUENCE { x INTEGER, y INTEGER }
         END",
    )
    .expect_err("clashes");
    assert_eq!(err.matches("E0403").count(), 3, "{err}");
    assert!(err.contains("`a` and `b` both start with tag [UNIVERSAL 2] in this CHOICE"), "{err}");
}

#[test]
fn parameterized_types_and_table_constraints_expand() {
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         ALG ::= CLASS { &id OBJECT IDENTIFIER UNIQUE, &Params OPTIONAL } WITH SYNTAX { IDENTIFIER &id [PARAMS &Params] }
         alg-a ALG ::= { IDENTIFIER { 1 2 3 } PARAMS NULL }
         alg-b ALG ::= { IDENTIFIER { 1 2 4 } }
         Algs ALG ::= { alg-a | alg-b, ... }
         AlgId{ALG:Set} ::= SEQUENCE { algorithm ALG.&id({Set}), parameters ALG.&Params({Set}{@algorithm}) OPTIONAL }
         S ::= SEQUENCE { alg AlgId{{Algs}} }
         END",
    )
    .expect("compiles");
    let alg = member(ty(&ir, "S"), "alg");
    let (def, args) = alg.instance_of.as_ref().expect("instance");
    assert_eq!((def.name.as_str(), args.as_str()), ("AlgId", "{{Algs}}"));
    let params = member(alg, "parameters");
    assert!(matches!(params.kind, TypeKind::OpenType { .. }));
    let table = params.table.as_ref().expect("table constraint");
    assert_eq!(table.relation, Some((0, vec!["algorithm".to_string()])));
    assert_eq!(table.set.objects.len(), 2);
    assert!(table.set.extensible);
    let a = &table.set.objects[0];
    assert!(
        matches!(a.field("&id"), Some(synta_compile::ir::FieldSetting::Value(Value::Oid(o))) if o.to_string() == "1.2.3")
    );
    assert!(
        matches!(a.field("&Params"), Some(synta_compile::ir::FieldSetting::Type(t)) if matches!(t.kind, TypeKind::Null))
    );
    assert!(table.set.objects[1].field("&Params").is_none());
}

/// The dispatch table of the open type inside `t` (through an OCTET STRING
/// CONTAINING it or a collection of it).
fn dispatch(t: &synta_compile::ir::Type) -> &synta_compile::ir::Dispatch {
    match &t.kind {
        TypeKind::OctetString { containing: Some(inner) } => dispatch(inner),
        TypeKind::SetOf(c) | TypeKind::SequenceOf(c) => dispatch(&c.element),
        _ => t.table.as_ref().and_then(|tc| tc.dispatch.as_ref()).expect("a dispatch table"),
    }
}

#[test]
fn open_types_get_a_table_from_key_to_type() {
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         EXT ::= CLASS { &id OBJECT IDENTIFIER UNIQUE, &Type OPTIONAL } WITH SYNTAX { [SYNTAX &Type] IDENTIFIED BY &id }
         NUM ::= CLASS { &code INTEGER UNIQUE, &Type }
         e-big EXT ::= { SYNTAX BOOLEAN IDENTIFIED BY { 2 5 29 19 } }
         e-small EXT ::= { SYNTAX INTEGER IDENTIFIED BY { 1 2 840 1 } }
         e-none EXT ::= { IDENTIFIED BY { 1 3 } }
         Exts EXT ::= { e-big | e-small | e-none | e-big, ... }
         Nums NUM ::= { { &code 300, &Type IA5String } | { &code -1, &Type NULL } }
         Ext{EXT:Set} ::= SEQUENCE {
             id EXT.&id({Set}),
             value OCTET STRING (CONTAINING EXT.&Type({Set}{@id})),
             values SET OF EXT.&Type({Set}{@id}) }
         Signed ::= SEQUENCE {
             body INTEGER,
             alg SEQUENCE { id EXT.&id({Exts}), params EXT.&Type({Exts}{@alg.id}) OPTIONAL },
             inner SEQUENCE { params NUM.&Type({Nums}{@..code}) },
             code NUM.&code({Nums}),
             byCode NUM.&Type({Nums}{@code}) }
         Top ::= SEQUENCE { ext Ext{{Exts}} }
         END",
    )
    .expect("compiles");
    let ext = member(ty(&ir, "Top"), "ext");
    let value = dispatch(member(ext, "value"));
    // `@id` counts from the instance's own SEQUENCE, not from Top.
    assert_eq!((value.up, value.path.clone(), value.key_field.as_str()), (0, vec!["id".to_string()], "&id"));
    assert!(value.extensible);
    // Sorted by the key's content octets (2a 86 48 .. before 2b .. before 55 ..);
    // e-none sets no type and e-big, listed twice, stands once.
    let keys: Vec<String> = value.entries.iter().map(|e| e.key.to_string()).collect();
    assert_eq!(keys, ["1.2.840.1", "2.5.29.19"]);
    assert_eq!(value.entries[1].object.as_ref().map(|o| o.name.as_str()), Some("e-big"));
    assert!(matches!(value.entries[1].ty.kind, TypeKind::Boolean));
    assert_eq!(dispatch(member(ext, "values")), value);

    let signed = ty(&ir, "Signed");
    // `@alg.id` from the outermost SEQUENCE names the sibling of `params`.
    let params = dispatch(member(member(signed, "alg"), "params"));
    assert_eq!((params.up, params.path.clone()), (0, vec!["id".to_string()]));
    // `@..code` from `inner` is one level out.
    let inner = dispatch(member(member(signed, "inner"), "params"));
    assert_eq!((inner.up, inner.path.clone()), (1, vec!["code".to_string()]));
    let by_code = dispatch(member(signed, "byCode"));
    let keys: Vec<String> = by_code.entries.iter().map(|e| e.key.to_string()).collect();
    assert_eq!(keys, ["300", "-1"], "ordered by content octets: 01 2c, then ff");
    assert!(!by_code.extensible);
}

#[test]
fn a_set_whose_objects_lead_back_to_it_is_whole_in_every_table() {
    // CMS's shape: ContentSet holds ct-Signed, whose type holds Encap,
    // keyed by ContentSet again. Whichever is resolved first (the object,
    // the set or a type), every table lists both objects and keeps the
    // extension marker.
    let definitions = [
        "ct-Data CT ::= { OCTET STRING IDENTIFIED BY { 1 2 1 } }",
        "ct-Signed CT ::= { Signed IDENTIFIED BY { 1 2 2 } }",
        "Encap ::= SEQUENCE { t CT.&id({ContentSet}), c [0] EXPLICIT OCTET STRING (CONTAINING CT.&Type({ContentSet}{@t})) OPTIONAL }",
        "Signed ::= SEQUENCE { version INTEGER, encap Encap }",
        "ContentSet CT ::= { ct-Data | ct-Signed, ... }",
        "Info ::= SEQUENCE { t CT.&id({ContentSet}), content [0] EXPLICIT CT.&Type({ContentSet}{@t}) }",
    ];
    for first in 0..definitions.len() {
        let order: Vec<&str> = definitions[first..].iter().chain(&definitions[..first]).copied().collect();
        let text = format!("M DEFINITIONS ::= BEGIN\nCT ::= TYPE-IDENTIFIER\n{}\nEND", order.join("\n"));
        let ir = compile(&text).expect("compiles");
        for (outer, open) in [("Encap", "c"), ("Info", "content")] {
            let table = dispatch(member(ty(&ir, outer), open));
            let keys: Vec<String> = table.entries.iter().map(|e| e.key.to_string()).collect();
            assert_eq!(keys, ["1.2.1", "1.2.2"], "{outer}.{open}, starting with {}", definitions[first]);
            assert!(table.extensible, "{outer}.{open}");
        }
        let key = member(ty(&ir, "Encap"), "t").table.as_ref().expect("the key's table");
        assert_eq!(key.set.objects.len(), 2);
        assert!(key.set.deferred.is_empty());
        let named = &ir.modules[0].object_sets[0];
        assert_eq!((named.set.objects.len(), named.set.deferred.len()), (2, 0));
    }
}

#[test]
fn object_not_following_class_syntax_is_reported() {
    let err = compile(
        "M DEFINITIONS ::= BEGIN
         ALG ::= CLASS { &id OBJECT IDENTIFIER UNIQUE } WITH SYNTAX { IDENTIFIER &id }
         bad ALG ::= { IDENTIFIED BY { 1 2 } }
         END",
    )
    .expect_err("syntax mismatch");
    assert!(err.contains("E0703"), "{err}");
    assert!(err.contains("expected `IDENTIFIER`"), "{err}");
}

#[test]
fn constraints_union_except_size_and_alphabet() {
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         A ::= INTEGER (0..10 | 20..30)
         B ::= INTEGER (0..100 EXCEPT 50)
         C ::= IA5String (SIZE (1..64))
         D ::= PrintableString (FROM (\"A\"..\"Z\") ^ SIZE (2))
         E ::= GeneralString (IA5String)
         F ::= SEQUENCE SIZE (1..MAX) OF INTEGER
         G ::= INTEGER (0..10 UNION 20..30)
         H ::= INTEGER ((0..10) INTERSECTION (5..20))
         END",
    )
    .expect("compiles");
    let v = |n: &str| ty(&ir, n).constraint.value.as_ref().map(|v| v.to_string());
    assert_eq!(v("A").as_deref(), Some("0..10 | 20..30"));
    assert_eq!(v("B").as_deref(), Some("0..49 | 51..100"));
    // The keyword forms (X.680 §50.4), which crashed the compiler until
    // fuzzing found them (FUZZING.md finding 19).
    assert_eq!(v("G").as_deref(), Some("0..10 | 20..30"));
    assert_eq!(v("H").as_deref(), Some("5..10"));
    let s = |n: &str| ty(&ir, n).constraint.size.as_ref().map(|v| v.to_string());
    assert_eq!(s("C").as_deref(), Some("1..64"));
    assert_eq!(s("D").as_deref(), Some("2"));
    assert_eq!(ty(&ir, "D").constraint.alphabet, Some(vec![(65, 90)]));
    assert_eq!(ty(&ir, "E").constraint.alphabet, Some(vec![(0, 127)]));
    assert_eq!(s("F").as_deref(), Some("1..MAX"));
}

#[test]
fn the_rest_of_the_syntax_real_modules_use_is_accepted() {
    let ir = compile(
        "/* a block comment /* nested */ still inside */
         First { iso(1) 2 3 } DEFINITIONS AUTOMATIC TAGS EXTENSIBILITY IMPLIED ::= BEGIN
         EXPORTS Shapes, pi;
         IMPORTS Id FROM Second { 1 2 4 } ;
         Shapes ::= SEQUENCE { a INTEGER (0..10, ... ! 1), ..., [[ b BOOLEAN ]], [[2: c NULL ]], ..., d Id }
         Tagged ::= [PRIVATE 7] IMPLICIT [APPLICATION 2] EXPLICIT SEQUENCE { x OCTET STRING (CONTAINING INTEGER) }
         Pattern ::= IA5String (PATTERN \"[a-z]+\")
         Pdv ::= EMBEDDED PDV
         Real ::= REAL
         pi REAL ::= 3.14
         Inst ::= INSTANCE OF TYPE-IDENTIFIER
         WithComps ::= Shapes (WITH COMPONENTS { ..., b PRESENT })
         E ::= ENUMERATED { red, green(5), blue }
         END
         Second { 1 2 4 } DEFINITIONS ::= BEGIN Id ::= RELATIVE-OID END",
    )
    .expect("compiles");
    let first = &ir.modules[0];
    assert!(first.extensibility_implied);
    let TypeKind::Sequence(s) = &ty(&ir, "Shapes").kind else { panic!() };
    let ext: Vec<_> = s.components.iter().map(|c| (c.name.as_str(), c.extension)).collect();
    use synta_compile::ir::Extension::*;
    assert_eq!(ext, [("a", Root), ("b", Group(0)), ("c", Group(1)), ("d", Root)]);
    // AUTOMATIC tags count every component in textual order.
    assert_eq!(member(ty(&ir, "Shapes"), "d").tags, vec![ctx(3, false)]);
    assert_eq!(
        ty(&ir, "Tagged").tags,
        vec![Tag { class: TagClass::Private, number: 7, explicit: true }, Tag::universal(16)],
        "IMPLICIT [PRIVATE 7] replaces the explicit [APPLICATION 2] wrapper and keeps it a wrapper"
    );
    assert!(matches!(&member(ty(&ir, "Tagged"), "x").kind, TypeKind::OctetString { containing: Some(_) }));
    assert!(ty(&ir, "Pattern").constraint.unchecked);
    assert!(ty(&ir, "WithComps").constraint.unchecked);
    assert!(matches!(ty(&ir, "Inst").kind, TypeKind::InstanceOf(_)));
    let TypeKind::Enumerated(e) = &ty(&ir, "E").kind else { panic!() };
    assert_eq!(e.root, vec![("red".to_string(), 0), ("green".to_string(), 5), ("blue".to_string(), 1)]);
    assert!(e.extensible, "EXTENSIBILITY IMPLIED makes ENUMERATED extensible");
    let pi = Value::Real(Real::Finite { mantissa: 314.into(), base: 10, exponent: (-2).into() }, "3.14".into());
    assert!(first.values.iter().any(|v| v.name == "pi" && v.value == pi));
}

#[test]
fn recursive_references_see_the_full_tag_even_when_numbered_by_a_value() {
    let ir = compile(
        "M DEFINITIONS IMPLICIT TAGS ::= BEGIN
         listTag INTEGER ::= 3
         List ::= [listTag] SEQUENCE { value INTEGER, next List OPTIONAL }
         END",
    )
    .expect("compiles");
    let list = ty(&ir, "List");
    assert_eq!(list.tags, vec![ctx(3, false)]);
    // `next` refers to List while List is being lowered: same tags.
    assert_eq!(member(list, "next").tags, vec![ctx(3, false)]);
}

#[test]
fn enumerated_additions_are_numbered_as_x680_says() {
    // X.680 §20.4-20.6: an addition's number is above the additions' before
    // it, not the root's; one without a number takes the smallest free one
    // above them.
    let ir = compile(
        "E DEFINITIONS ::= BEGIN
         C ::= ENUMERATED { a, b(3), ..., c(1) }
         D ::= ENUMERATED { a, b, ..., c(2) }
         F ::= ENUMERATED { a, b(3), ..., c, d(7), e }
         END",
    )
    .expect("compiles");
    let numbers = |name: &str| {
        let TypeKind::Enumerated(e) = &ty(&ir, name).kind else { panic!("{name} is no ENUMERATED") };
        (e.root.clone(), e.additions.clone())
    };
    let pairs = |items: &[(&str, i64)]| items.iter().map(|(n, v)| (n.to_string(), *v)).collect::<Vec<_>>();
    assert_eq!(numbers("C"), (pairs(&[("a", 0), ("b", 3)]), pairs(&[("c", 1)])));
    assert_eq!(numbers("D"), (pairs(&[("a", 0), ("b", 1)]), pairs(&[("c", 2)])));
    assert_eq!(numbers("F"), (pairs(&[("a", 0), ("b", 3)]), pairs(&[("c", 1), ("d", 7), ("e", 8)])));
}

#[test]
fn a_byte_order_mark_before_the_module_is_no_text() {
    let ir = compile("\u{FEFF}M DEFINITIONS ::= BEGIN\nT ::= INTEGER\nEND\n").expect("compiles");
    assert_eq!(ir.modules[0].name, "M");
}

#[test]
fn a_built_in_type_imported_by_name_is_the_built_in_with_a_warning() {
    // RFC 3281, 3852, 4210 and 4211 import BMPString and UTF8String from
    // PKIX1Explicit88, which as RFC 5280 publishes it does not define them.
    let (ir, codes) = compile_warned(
        "A DEFINITIONS ::= BEGIN
             IMPORTS BMPString, UTF8String, Name FROM B;
             T ::= SEQUENCE { a BMPString, b UTF8String, n Name }
             END
             B DEFINITIONS ::= BEGIN Name ::= PrintableString END",
    );
    assert_eq!(codes, ["W0205", "W0205"]);
    use synta_compile::vocab::StringKind;
    let t = ty(&ir, "T");
    assert!(matches!(member(t, "a").kind, TypeKind::String(StringKind::Bmp)));
    assert!(matches!(member(t, "b").kind, TypeKind::String(StringKind::Utf8)));
}

#[test]
fn an_instance_inside_itself_is_one_definition() {
    // X.683 8.3: a parameterized type's body may use the parameterized type;
    // the same instance met inside its own expansion is the same type.
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         List {T} ::= SEQUENCE { element T, next List {T} OPTIONAL }
         A ::= List {INTEGER}
         B ::= SEQUENCE { x List {INTEGER}, y List {BOOLEAN} }
         END",
    )
    .expect("compiles");
    let reference = |t: &synta_compile::ir::Type| match &t.kind {
        TypeKind::Ref(r) => r.name.clone(),
        other => panic!("not a reference: {other:?}"),
    };
    assert_eq!(reference(ty(&ir, "A")), "List-INTEGER");
    assert_eq!(reference(member(ty(&ir, "B"), "x")), "List-INTEGER");
    assert_eq!(reference(member(ty(&ir, "B"), "y")), "List-BOOLEAN");
    let list = ty(&ir, "List-INTEGER");
    assert_eq!(list.tags, vec![Tag::universal(16)]);
    assert_eq!(reference(member(list, "next")), "List-INTEGER");
    assert!(matches!(member(list, "element").kind, TypeKind::Integer(_)));
    // A type of that name already there: the instance's is numbered.
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         List {T} ::= SEQUENCE { element T, next List {T} OPTIONAL }
         List-INTEGER ::= BOOLEAN
         A ::= List {INTEGER}
         END",
    )
    .expect("compiles");
    assert_eq!(reference(ty(&ir, "A")), "List-INTEGER-2");
}

#[test]
fn characters_by_position_value_references_and_all_except_in_permitted_alphabets() {
    // X.680 §41.8: a character is also written {group, plane, row, cell} or
    // {table column, table row}, a string as a list of pieces; ALL in a
    // permitted alphabet is every character of the type (F.2.6's example).
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         space BMPString ::= {0, 0, 0, 32}
         crlf IA5String ::= {{0, 13}, {0, 10}}
         greeting IA5String ::= {\"Hi\", {2, 0}, \"there\"}
         C0 ::= BMPString (FROM ({0,0,0,0} .. {0,0,0,31}))
         C1 ::= BMPString (FROM ({0,0,0,128} .. {0,0,0,159}))
         Vanilla ::= BMPString (FROM (ALL EXCEPT (C0 | C1)))
         Spaced ::= IA5String (FROM (space | \"a\"..\"z\" | {0, 9}))
         NotSpace ::= VisibleString (FROM (ALL EXCEPT \" \"))
         END",
    )
    .expect("compiles");
    let value = |name: &str| ir.modules[0].values.iter().find(|v| v.name == name).map(|v| v.value.clone());
    assert!(matches!(value("space"), Some(Value::String(s)) if s == " "));
    assert!(matches!(value("crlf"), Some(Value::String(s)) if s == "\r\n"));
    assert!(matches!(value("greeting"), Some(Value::String(s)) if s == "Hi there"));
    let alphabet = |name: &str| ty(&ir, name).constraint.alphabet.clone().expect("an alphabet");
    assert_eq!(alphabet("C0"), [(0, 31)]);
    assert_eq!(alphabet("Vanilla"), [(32, 127), (160, 0xFFFF)]);
    assert_eq!(alphabet("Spaced"), [(9, 9), (32, 32), (97, 122)]);
    assert_eq!(alphabet("NotSpace"), [(33, 126)]);
}

#[test]
fn a_class_type_field_default_is_the_type_of_objects_that_leave_it_out() {
    // X.681 §9.5, §9.13: `&ResultType DEFAULT NULL` gives NULL to an object
    // that does not set the field; one that sets it keeps its own.
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         OPERATION ::= CLASS { &ArgumentType OPTIONAL, &ResultType DEFAULT NULL, &code INTEGER UNIQUE }
             WITH SYNTAX { [ARGUMENT &ArgumentType] [RESULT &ResultType] CODE &code }
         ping OPERATION ::= { CODE 1 }
         echo OPERATION ::= { ARGUMENT OCTET STRING RESULT OCTET STRING CODE 2 }
         Ops OPERATION ::= { ping | echo }
         Invoke ::= SEQUENCE { code OPERATION.&code ({Ops}), arg OPERATION.&ArgumentType ({Ops}{@code}) OPTIONAL }
         Result ::= SEQUENCE { code OPERATION.&code ({Ops}), res OPERATION.&ResultType ({Ops}{@code}) }
         END",
    )
    .expect("compiles");
    let results = dispatch(member(ty(&ir, "Result"), "res"));
    let kinds: Vec<(String, &TypeKind)> = results.entries.iter().map(|e| (e.key.to_string(), &e.ty.kind)).collect();
    assert!(
        matches!(kinds.as_slice(), [(a, TypeKind::Null), (b, TypeKind::OctetString { .. })] if a == "1" && b == "2")
    );
    // An OPTIONAL field without a default leaves ping out of the table.
    let arguments = dispatch(member(ty(&ir, "Invoke"), "arg"));
    let keys: Vec<String> = arguments.entries.iter().map(|e| e.key.to_string()).collect();
    assert_eq!(keys, ["2"]);
}

#[test]
fn components_without_identifiers_are_named_from_their_types_with_a_warning() {
    // X.208 (1988) allowed `SEQUENCE { INTEGER, OCTET STRING }`; X.680 does
    // not. The name comes from the type's words, numbered past the list's
    // written identifiers.
    let (ir, codes) = compile_warned(
        "Old DEFINITIONS ::= BEGIN
             Name ::= PrintableString
             Record ::= SEQUENCE { INTEGER, OCTET STRING, [0] IMPLICIT Name, Old.Name OPTIONAL, integer BOOLEAN }
             Pick ::= CHOICE { SEQUENCE OF INTEGER, BOOLEAN }
             END",
    );
    assert_eq!(codes, ["W0206"; 6]);
    let names = |t: &synta_compile::ir::Type| match &t.kind {
        TypeKind::Sequence(s) => s.components.iter().map(|c| c.name.clone()).collect::<Vec<_>>(),
        TypeKind::Choice(c) => c.alternatives.iter().map(|a| a.name.clone()).collect(),
        _ => panic!("not a SEQUENCE or CHOICE"),
    };
    assert_eq!(names(ty(&ir, "Record")), ["integer2", "octetString", "name", "name2", "integer"]);
    assert_eq!(names(ty(&ir, "Pick")), ["sequenceOfInteger", "boolean"]);
}

#[test]
fn one_module_name_twice_is_two_editions_only_with_different_oids() {
    // Different OIDs: two editions, the later numbered, imports choose by OID.
    let (ir, codes) = compile_warned(
        "C { 1 2 1 } DEFINITIONS ::= BEGIN Id ::= INTEGER (0..7) END
         C { 1 2 2 } DEFINITIONS ::= BEGIN Id ::= BOOLEAN END
         U DEFINITIONS ::= BEGIN IMPORTS Id FROM C { 1 2 2 }; T ::= SEQUENCE { id Id } END",
    );
    assert_eq!(codes, ["W0109"]);
    let names: Vec<&str> = ir.modules.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["C", "C-2", "U"]);
    assert!(matches!(&member(ty(&ir, "T"), "id").kind, TypeKind::Ref(r) if r.module == "C-2"));
    // The same OID, or none: one module defined twice.
    for text in [
        "C { 1 2 1 } DEFINITIONS ::= BEGIN END C { 1 2 1 } DEFINITIONS ::= BEGIN END",
        "C DEFINITIONS ::= BEGIN END C { 1 2 1 } DEFINITIONS ::= BEGIN END",
    ] {
        let failed = compile(text).expect_err("defined twice");
        assert!(failed.contains("error[E0104]: module `C` is defined twice"), "{failed}");
    }
}

#[test]
fn serial_constraints_narrow_what_the_parent_left() {
    // X.680 §49.6: each constraint applies to the parent as constrained so
    // far; MIN is the parent's least value, a range past it is cut to it.
    let ir =
        compile("M DEFINITIONS ::= BEGIN T ::= INTEGER (1..32)(MIN..63) U ::= INTEGER (1..32) END").expect("compiles");
    assert_eq!(ty(&ir, "T").constraint, ty(&ir, "U").constraint);
    assert_eq!(ty(&ir, "T").native_int, Some(NativeInt::U8));
    // Nothing left: refused.
    let err = compile("M DEFINITIONS ::= BEGIN T ::= INTEGER (1..32)(40..63) END").expect_err("no value left");
    assert!(err.contains("E0507"), "{err}");
}

#[test]
fn two_untagged_extensible_choices_in_a_set_are_accepted_with_a_warning() {
    let (_, codes) = compile_warned(
        "M DEFINITIONS ::= BEGIN
             S ::= SET { a CHOICE { x [0] INTEGER, ... }, b CHOICE { y [1] INTEGER, ... } }
             Tagged ::= SET { a CHOICE { x [0] INTEGER, ... }, b [2] CHOICE { y [1] INTEGER, ... } }
             Closed ::= SET { a CHOICE { x [0] INTEGER }, b CHOICE { y [1] INTEGER } }
             END",
    );
    assert_eq!(codes, ["W0110"]);
}

#[test]
fn real_numbers_without_a_fraction_or_with_only_an_exponent() {
    // X.680 §12.9: the fraction after the full stop is optional; `1..2` is
    // still a range.
    let ir =
        compile("M DEFINITIONS ::= BEGIN r REAL ::= 1e3 s REAL ::= 2. R ::= REAL (1. .. 2) I ::= INTEGER (1..2) END")
            .expect("compiles");
    assert_eq!(ir.modules[0].values.len(), 2);
    assert_eq!(ty(&ir, "I").native_int, Some(NativeInt::U8));
}

#[test]
fn an_import_finding_another_edition_by_name_warns() {
    // The OID names version 2, the set has version 1 of that name (CEN DSRC
    // and ITS-Container in the asn1tools corpus): used, with W0111.
    let (ir, codes) = compile_warned(
        "C { 1 2 1 } DEFINITIONS ::= BEGIN Id ::= INTEGER (0..7) END
         U DEFINITIONS ::= BEGIN IMPORTS Id FROM C { 1 2 2 }; T ::= SEQUENCE { id Id } END",
    );
    assert_eq!(codes, ["W0111"]);
    assert!(matches!(&member(ty(&ir, "T"), "id").kind, TypeKind::Ref(r) if r.module == "C"));
}

/// `Ir::type_def` looks definitions up by an index built on first use; a
/// module set changed afterwards is still answered from what it holds.
#[test]
fn type_lookup_follows_changes_after_the_index_is_built() {
    let mut ir = compile(
        "M DEFINITIONS ::= BEGIN A ::= INTEGER B ::= BOOLEAN END
         N DEFINITIONS ::= BEGIN IMPORTS A FROM M; C ::= SEQUENCE { a A } END",
    )
    .expect("compiles");
    let at = |module: &str, name: &str| ir::DefRef { module: module.into(), name: name.into() };
    assert!(matches!(ir.type_def(&at("M", "B")).map(|d| &d.ty.kind), Some(TypeKind::Boolean)));
    assert_eq!(ir.type_def(&at("N", "C")).map(|d| d.name.as_str()), Some("C"));
    assert!(ir.type_def(&at("N", "A")).is_none(), "an import is no definition of its own");
    // Changed after the index was built: a type removed (B moves to A's
    // place), one added, the modules swapped.
    ir.modules[0].types.remove(0);
    let mut added = ir.modules[0].types[0].clone();
    added.name = "D".into();
    ir.modules[0].types.push(added);
    ir.modules.swap(0, 1);
    assert!(ir.type_def(&at("M", "A")).is_none());
    assert!(matches!(ir.type_def(&at("M", "B")).map(|d| &d.ty.kind), Some(TypeKind::Boolean)));
    assert_eq!(ir.type_def(&at("M", "D")).map(|d| d.name.as_str()), Some("D"));
    assert_eq!(ir.type_def(&at("N", "C")).map(|d| d.name.as_str()), Some("C"));
}

#[test]
fn each_constraint_dimension_is_extensible_on_its_own() {
    use ir::Extensible;
    let ir = compile(
        r#"M DEFINITIONS ::= BEGIN
         Value ::= INTEGER (0..10, ...)
         InnerSize ::= IA5String (SIZE (1..8, ...) ^ FROM ("A".."Z"))
         OuterSize ::= OCTET STRING (SIZE (1..8), ...)
         Alphabet ::= IA5String (FROM ("a".."z", ...)) (SIZE (2))
         Fixed ::= InnerSize (SIZE (3))
         Ext ::= INTEGER (0..9, ...)
         Either ::= INTEGER (Ext | 20)
         Both ::= INTEGER (Ext ^ 0..5)
         Except ::= INTEGER (Ext EXCEPT 4)
         END"#,
    )
    .expect("compiles");
    let ext = |n: &str| ty(&ir, n).constraint.extensible;
    let only = |value, size, alphabet| Extensible { value, size, alphabet };
    assert_eq!(ext("Value"), only(true, false, false));
    // X.680 §51.5: the marker inside SIZE extends the size, not the alphabet
    // beside it.
    assert_eq!(ext("InnerSize"), only(false, true, false));
    assert_eq!(ext("OuterSize"), only(false, true, false));
    assert_eq!(ext("Alphabet"), only(false, false, true));
    // Serial application: the last constraint on a dimension decides it.
    assert_eq!(ext("Fixed"), only(false, false, false));
    assert_eq!(ty(&ir, "Fixed").constraint.size.as_ref().map(|s| s.to_string()).as_deref(), Some("3"));
    // Set arithmetic on a contained extensible subtype (X.680 G.4.3): a union
    // is extensible when a part is, an intersection when both parts are,
    // `A EXCEPT B` when A is.
    assert_eq!(ext("Either"), only(true, false, false));
    assert_eq!(ext("Both"), only(false, false, false));
    assert_eq!(ty(&ir, "Both").native_int, Some(NativeInt::U8));
    assert_eq!(ext("Except"), only(true, false, false));
}

#[test]
fn an_import_with_successors_takes_a_later_edition_and_says_so() {
    // ETSI TS 103 097 and IEEE 1609.2.1 import `FROM Ieee1609Dot2BaseTypes
    // {...} WITH SUCCESSORS` (X.680 2021, §13.16).
    let (ir, codes) = compile_warned(
        "C { 1 2 3 } DEFINITIONS ::= BEGIN Id ::= INTEGER (0..7) END
         U DEFINITIONS ::= BEGIN IMPORTS Id FROM C { 1 2 2 } WITH SUCCESSORS; T ::= SEQUENCE { id Id } END",
    );
    assert_eq!(codes, ["W0112"], "the successor used is said");
    assert!(matches!(&member(ty(&ir, "T"), "id").kind, TypeKind::Ref(r) if r.module == "C"));
    // The edition named itself: nothing to say.
    let (_, codes) = compile_warned(
        "C { 1 2 2 } DEFINITIONS ::= BEGIN Id ::= INTEGER (0..7) END
         U DEFINITIONS ::= BEGIN IMPORTS Id FROM C { 1 2 2 } WITH SUCCESSORS; T ::= SEQUENCE { id Id } END",
    );
    assert!(codes.is_empty(), "{codes:?}");
    // An earlier edition is no successor: found by name, with W0111.
    let (_, codes) = compile_warned(
        "C { 1 2 1 } DEFINITIONS ::= BEGIN Id ::= INTEGER (0..7) END
         U DEFINITIONS ::= BEGIN IMPORTS Id FROM C { 1 2 2 } WITH SUCCESSORS; T ::= SEQUENCE { id Id } END",
    );
    assert_eq!(codes, ["W0111"]);
    // WITH DESCENDANTS: a module below the OID named, found by its OID
    // even under another name.
    let (ir, codes) = compile_warned(
        "D { 1 2 2 5 } DEFINITIONS ::= BEGIN Id ::= BOOLEAN END
         U DEFINITIONS ::= BEGIN IMPORTS Id FROM C { 1 2 2 } WITH DESCENDANTS; T ::= SEQUENCE { id Id } END",
    );
    assert_eq!(codes, ["W0112"], "a descendant under another name");
    assert!(matches!(&member(ty(&ir, "T"), "id").kind, TypeKind::Ref(r) if r.module == "D"));
}

#[test]
fn letters_under_itu_t_recommendation_name_their_series() {
    // X.660 Annex A: `q` is 17; Q.773 TCAP's dialogue abstract syntax.
    let ir = compile(
        "M DEFINITIONS ::= BEGIN
         dialogue OBJECT IDENTIFIER ::= { itu-t recommendation q 773 as(1) dialogue-as(1) version1(1) }
         x509 OBJECT IDENTIFIER ::= { itu-t recommendation x 509 }
         radio OBJECT IDENTIFIER ::= { itu-r r-recommendation 1 }
         etsi OBJECT IDENTIFIER ::= { itu-t identified-organization etsi 0 }
         END",
    )
    .expect("compiles");
    let value = |n: &str| match &ir.modules[0].values.iter().find(|v| v.name == n).expect("value").value {
        Value::Oid(oid) => oid.to_string(),
        other => panic!("{other:?}"),
    };
    assert_eq!(value("dialogue"), "0.0.17.773.1.1.1");
    assert_eq!(value("x509"), "0.0.24.509");
    assert_eq!(value("radio"), "0.5.1");
    assert_eq!(value("etsi"), "0.4.0.0");
    // Elsewhere a letter is no arc's name.
    assert!(compile("M DEFINITIONS ::= BEGIN o OBJECT IDENTIFIER ::= { iso q 1 } END").is_err());
}

#[test]
fn a_parameterized_name_after_a_module_without_an_oid_is_imported() {
    // X.683 §9.1: `f{}` is the next import, not the OID of A.
    let ir = compile(
        "A DEFINITIONS ::= BEGIN EXPORTS ALL; P{T} ::= SEQUENCE { x T } END
         B DEFINITIONS ::= BEGIN EXPORTS ALL; f{INTEGER:n} INTEGER ::= n END
         C DEFINITIONS ::= BEGIN IMPORTS P{} FROM A f{} FROM B; T ::= P{INTEGER} u INTEGER ::= f{3} END",
    )
    .expect("compiles");
    assert!(matches!(ty(&ir, "T").kind, TypeKind::Sequence(_)));
}

#[test]
fn a_selection_type_is_the_type_of_its_alternative() {
    // X.880's InvokeId, as Q.773 TCAP and MAP use it.
    let ir = compile(
        "Sel DEFINITIONS IMPLICIT TAGS ::= BEGIN
         InvokeId ::= CHOICE { present INTEGER, absent NULL }
         Linked ::= CHOICE { present [0] IMPLICIT present < InvokeId, absent [1] IMPLICIT NULL }
         Direct ::= present < InvokeId
         After ::= BOOLEAN
         END",
    )
    .expect("compiles");
    assert!(matches!(ty(&ir, "Direct").kind, TypeKind::Integer(_)));
    let TypeKind::Choice(linked) = &ty(&ir, "Linked").kind else { panic!("CHOICE") };
    assert!(matches!(linked.alternatives[0].ty.kind, TypeKind::Integer(_)));
    assert_eq!(linked.alternatives[0].ty.tags.len(), 1, "[0] IMPLICIT replaces INTEGER's tag");
    // What follows is still read (the syntax error used to swallow it).
    assert!(matches!(ty(&ir, "After").kind, TypeKind::Boolean));
}

#[test]
fn a_value_set_parameter_constrains_as_its_set() {
    // X.880's `InvokeId (InvokeIdSet)`, in four lines (X.683 §8.3).
    let ir = compile(
        "VS DEFINITIONS ::= BEGIN
         Id ::= INTEGER
         Inner{Id:IdSet} ::= SEQUENCE { id Id(IdSet) }
         Small Id ::= {1|2|3}
         Direct ::= Inner{{Small}}
         Listed ::= Inner{{4 | 5, ...}}
         Plain ::= SEQUENCE { id Id (1..3) }
         END",
    )
    .expect("compiles");
    let range = |name: &str| {
        let c = &member(ty(&ir, name), "id").constraint;
        (c.value.as_ref().map(|v| v.0.len()), c.extensible.value)
    };
    // {1|2|3}: one range; {4|5, ...}: one range, extensible.
    assert_eq!(range("Direct"), (Some(1), false));
    assert_eq!(range("Listed"), (Some(1), true));
    assert_eq!(member(ty(&ir, "Direct"), "id").native_int, member(ty(&ir, "Plain"), "id").native_int);
}

#[test]
fn an_open_type_value_given_by_reference_has_the_type_of_its_definition() {
    // RFC 4055: `sha1Identifier ... parameters nullParameters`, the DEFAULT
    // of RSASSA-PSS-params' hashAlgorithm.
    let ir = compile(
        "PSS DEFINITIONS EXPLICIT TAGS ::= BEGIN
         AlgorithmIdentifier ::= SEQUENCE { algorithm OBJECT IDENTIFIER, parameters ANY DEFINED BY algorithm OPTIONAL }
         id-sha1 OBJECT IDENTIFIER ::= { 1 3 14 3 2 26 }
         nullParameters NULL ::= NULL
         sha1Identifier AlgorithmIdentifier ::= { algorithm id-sha1, parameters nullParameters }
         END",
    )
    .expect("compiles");
    let v = &ir.modules[0].values.iter().find(|v| v.name == "sha1Identifier").expect("value").value;
    let Value::Struct(parts) = v else { panic!("{v:?}") };
    assert!(
        matches!(&parts[1].1, Value::Open(t, inner) if matches!(t.kind, TypeKind::Null) && **inner == Value::Null),
        "{:?}",
        parts[1]
    );
}
