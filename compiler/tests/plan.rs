//! The codec plan: the decisions every backend renders, tested on their
//! own (the generated code that follows from them is pinned by the
//! codegen snapshots and `generated/`).

#![allow(clippy::expect_used, clippy::unwrap_used)]

mod support;

use synta_compile::diag::Diagnostic;
use synta_compile::ir::{DefRef, Ir, TagClass};
use synta_compile::plan::structs::{Literal, Presence, Step, StructPlan, UnknownExtensions};
use synta_compile::plan::tags::WireTag;
use synta_compile::plan::Planner;

fn ir(text: &str) -> Ir {
    support::compile(text).unwrap_or_else(|e| panic!("schema does not compile:\n{e}"))
}

fn structure<'a>(planner: &Planner<'a>, ir: &'a Ir, name: &str, errors: &mut Vec<Diagnostic>) -> StructPlan<'a> {
    let module = ir.modules[0].name.clone();
    let owner = DefRef { module, name: name.to_string() };
    planner.structure(&owner, support::ty(ir, name), name, errors)
}

const RECORD: &str = "Seq DEFINITIONS IMPLICIT TAGS ::= BEGIN
    Record ::= SEQUENCE {
        version  [0] EXPLICIT INTEGER (0..9) DEFAULT 1,
        flag     BOOLEAN DEFAULT TRUE,
        name     OCTET STRING DEFAULT 'CAFE'H,
        label    UTF8String OPTIONAL,
        ...,
        note     [1] IA5String,
        [[ a [2] INTEGER, b [3] INTEGER OPTIONAL ]],
        ...,
        tail     [4] INTEGER
    }
    Header ::= SET { b [1] INTEGER, c [APPLICATION 2] BOOLEAN, a [0] BOOLEAN OPTIONAL }
    Plain ::= SEQUENCE { x INTEGER, ... }
    END";

#[test]
fn presence_and_defaults() {
    let ir = ir(RECORD);
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    let plan = structure(&planner, &ir, "Record", &mut errors);
    assert!(errors.is_empty(), "{errors:?}");
    let presence: Vec<(&str, &Presence)> = plan.fields.iter().map(|f| (f.asn1(), &f.presence)).collect();
    // An extension addition without DEFAULT is optional even when not
    // marked so: an older encoder leaves it out.
    let optional: Vec<&str> = presence.iter().filter(|(_, p)| **p == Presence::Optional).map(|(n, _)| *n).collect();
    assert_eq!(optional, ["label", "note", "a", "b"]);
    assert_eq!(plan.fields.iter().find(|f| f.asn1() == "tail").unwrap().presence, Presence::Required);
    // DEFAULTs carry their whole DER (tag chain included) and, for BOOLEAN
    // and native INTEGER, a literal.
    let version = plan.fields[0].default().unwrap();
    assert_eq!(version.der, [0xa0, 0x03, 0x02, 0x01, 0x01]);
    assert_eq!(version.literal, Some(Literal::Int(1)));
    let flag = plan.fields[1].default().unwrap();
    assert_eq!(flag.der, [0x01, 0x01, 0xff]);
    assert_eq!(flag.literal, Some(Literal::Bool(true)));
    let name = plan.fields[2].default().unwrap();
    assert_eq!(name.der, [0x04, 0x02, 0xca, 0xfe]);
    assert_eq!(name.literal, None);
    assert_eq!(plan.fields[3].doc, "[UNIVERSAL 12] UTF8String OPTIONAL");
    assert_eq!(plan.fields[3].path, "Record.label");
}

#[test]
fn unknown_extensions_sit_after_the_last_addition() {
    let ir = ir(RECORD);
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    // Before the root component that follows the second marker, ending at its tag.
    let record = structure(&planner, &ir, "Record", &mut errors);
    let tail = WireTag { class: TagClass::Context, constructed: false, number: 4 };
    assert_eq!(record.unknown, Some(UnknownExtensions { before: 7, stop: Some(tail) }));
    // At the end of a SEQUENCE whose marker closes it.
    let plain = structure(&planner, &ir, "Plain", &mut errors);
    assert_eq!(plain.unknown, Some(UnknownExtensions { before: 1, stop: None }));
    assert_eq!(record.encode_order, (0..8).collect::<Vec<_>>());
    // Read and written at that place: after `b`, before `tail`.
    let at_seven: Vec<Step> = (0..7).map(Step::Field).chain([Step::Unknown, Step::Field(7)]).collect();
    assert_eq!(record.decode_steps(), at_seven);
    assert_eq!(record.encode_steps(), at_seven);
    assert_eq!(plain.decode_steps(), [Step::Field(0), Step::Unknown]);
}

#[test]
fn a_set_is_written_in_tag_order() {
    let ir = ir(RECORD);
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    let header = structure(&planner, &ir, "Header", &mut errors);
    assert!(header.set);
    assert_eq!(header.unknown, None);
    // X.690 §10.3: APPLICATION after context-specific, by number within a class.
    let order: Vec<&str> = header.encode_order.iter().map(|&i| header.fields[i].asn1()).collect();
    assert_eq!(order, ["c", "a", "b"]);
    assert!(!header.sort_at_run_time);
    // Written in that order, with no unknown additions (a SET refuses an
    // unknown tag).
    assert_eq!(header.encode_steps(), [Step::Field(1), Step::Field(2), Step::Field(0)]);
    assert_eq!(header.decode_steps(), [Step::Field(0), Step::Field(1), Step::Field(2)]);
}

#[test]
fn a_set_with_an_untagged_choice_is_sorted_when_written() {
    // X.690 §10.3 NOTE: the CHOICE's place is its alternative's tag's.
    let ir = ir("Ess DEFINITIONS ::= BEGIN
        Label ::= SET { policy OBJECT IDENTIFIER, mark CHOICE { p PrintableString, u UTF8String } OPTIONAL }
        Plain ::= SET { policy OBJECT IDENTIFIER, mark [0] CHOICE { p PrintableString, u UTF8String } OPTIONAL }
        END");
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    assert!(structure(&planner, &ir, "Label", &mut errors).sort_at_run_time);
    assert!(!structure(&planner, &ir, "Plain", &mut errors).sort_at_run_time);
    assert!(errors.is_empty());
}

#[test]
fn raw_components_are_checked_against_the_module_set() {
    let ir = ir(RECORD);
    assert!(Planner::new(&ir, &["Seq.Record.label".to_string()]).is_ok());
    let errors = Planner::new(&ir, &["Seq.Record.lable".to_string(), "Nowhere.X.y".to_string()])
        .err()
        .expect("unknown paths are refused");
    assert_eq!(
        errors,
        [
            "`Seq.Record.lable` names no component of a SEQUENCE or SET in the module set; did you mean `Seq.Record.label`?",
            "`Nowhere.X.y` names no component of a SEQUENCE or SET in the module set",
        ]
    );
    // A component kept raw cannot restore its DEFAULT.
    let planner = Planner::new(&ir, &["Seq.Record.flag".to_string()]).unwrap();
    let mut errors = Vec::new();
    let plan = structure(&planner, &ir, "Record", &mut errors);
    assert!(plan.fields[1].lazy);
    let messages: Vec<(&str, &str)> = errors.iter().map(|d| (d.code, d.message.as_str())).collect();
    assert_eq!(messages, [("E0802", "`Record.flag` has a DEFAULT and cannot be kept raw")]);
}

#[test]
fn a_use_checks_only_what_it_adds_to_its_type() {
    use synta_compile::plan::uses::{use_of, Prim, Target};
    let ir = ir("Uses DEFINITIONS ::= BEGIN
        Small ::= INTEGER (0..9)
        T ::= SEQUENCE {
            same    Small,
            tighter Small (1..2),
            named   INTEGER { one(1) },
            list    SEQUENCE SIZE (1..4) OF Small,
            text    IA5String (SIZE (1..8)),
            real    REAL,
            time    TIME,
            span    DURATION
        }
        END");
    let t = support::ty(&ir, "T");
    let plan = |name: &str| use_of(&ir, support::member(t, name));
    let same = plan("same");
    assert!(matches!(same.target, Target::Def(r) if r.name == "Small"));
    assert!(same.checks.is_empty(), "Small checks its own range");
    assert_eq!(plan("tighter").checks.value, Some(vec![(Some(1), Some(2))]));
    // Named numbers make a type of their own, which checks itself.
    assert_eq!(plan("named").target, Target::Inline);
    let list = plan("list");
    assert!(matches!(list.target, Target::Collection { set: false, .. }));
    assert_eq!(list.checks.size, Some(vec![(Some(1), Some(4))]));
    let text = plan("text");
    assert_eq!(text.target, Target::Prim(Prim::Str(synta_compile::ir::StringKind::Ia5)));
    assert_eq!(text.checks.size, Some(vec![(Some(1), Some(8))]));
    assert_eq!(plan("real").target, Target::Prim(Prim::Real));
    assert_eq!(plan("time").target, Target::Prim(Prim::Time));
    assert_eq!(plan("span").target, Target::Prim(Prim::Duration));
}

#[test]
fn der_checks_every_dimension_that_is_not_extensible() {
    use synta_compile::plan::checks::checks;
    let ir = ir(r#"Dims DEFINITIONS ::= BEGIN
        Name ::= IA5String (SIZE (1..8, ...) ^ FROM ("A".."Z"))
        Code ::= PrintableString (FROM ("0".."9", ...)) (SIZE (4))
        Count ::= INTEGER (0..10, ...)
        END"#);
    let of = |name: &str| checks(&ir, support::ty(&ir, name));
    let name = of("Name");
    assert_eq!(name.size, None, "an extensible SIZE lets any size through");
    assert_eq!(name.alphabet, Some(vec![(65, 90)]), "the fixed alphabet beside it is still checked");
    let code = of("Code");
    assert_eq!(code.size, Some(vec![(Some(4), Some(4))]));
    assert_eq!(code.alphabet, None);
    assert!(of("Count").is_empty());
}

#[test]
fn named_bits_are_held_without_trailing_zeros_so_their_size_bounds_them_from_above() {
    use synta_compile::plan::checks::checks;
    use synta_compile::plan::oer::drops_trailing_zero_bits;
    let ir = ir(r#"Bits DEFINITIONS ::= BEGIN
        Kind ::= BIT STRING { app(0), enrol(1) } (SIZE (8))
        Flags ::= BIT STRING { a(0) } (SIZE (4 | 16..32))
        Plain ::= BIT STRING (SIZE (8))
        END"#);
    let of = |name: &str| checks(&ir, support::ty(&ir, name));
    // X.680 22.7: the trailing zero bits DER drops stand for as many as
    // the size needs.
    assert_eq!(of("Kind").size, Some(vec![(Some(0), Some(8))]));
    assert_eq!(of("Flags").size, Some(vec![(Some(0), Some(32))]));
    assert_eq!(of("Plain").size, Some(vec![(Some(8), Some(8))]));
    assert!(drops_trailing_zero_bits(&ir, support::ty(&ir, "Kind")));
    assert!(!drops_trailing_zero_bits(&ir, support::ty(&ir, "Plain")));
}

#[test]
fn a_collection_of_a_struct_is_searched_by_its_one_keyed_component() {
    let ir = ir("Keyed DEFINITIONS ::= BEGIN
        EXT ::= CLASS { &id OBJECT IDENTIFIER UNIQUE, &Type }
        Exts EXT ::= { { &id {1 2 3}, &Type INTEGER } | { &id {1 2 4}, &Type BOOLEAN } }
        One ::= SEQUENCE { id EXT.&id({Exts}), critical BOOLEAN, value EXT.&Type({Exts}{@id}) }
        Two ::= SEQUENCE { a EXT.&id({Exts}), va EXT.&Type({Exts}{@a}), b EXT.&id({Exts}), vb EXT.&Type({Exts}{@b}) }
        Late ::= SEQUENCE { value EXT.&Type({Exts}{@id}), id EXT.&id({Exts}) }
        END");
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    let one = structure(&planner, &ir, "One", &mut errors);
    assert!(one.fields[2].keyed.is_some());
    assert_eq!(one.lookup_field(), Some(2));
    // Two keyed components: no single key to search by.
    assert_eq!(structure(&planner, &ir, "Two", &mut errors).lookup_field(), None);
    // A key read after its value cannot select it: kept raw, not keyed.
    let late = structure(&planner, &ir, "Late", &mut errors);
    assert!(late.fields[0].keyed.is_none());
    assert_eq!(late.lookup_field(), None);
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn a_lazy_component_is_read_by_its_type_in_ber_mode_where_only_the_type_tells() {
    // Brought to DER by universal tags alone: what BER may change in them
    // (lengths, segments, BOOLEANs, times, a universal SET OF's order)
    // shows in the tags. Not so for a DEFAULT sent, a tag hiding a string,
    // BOOLEAN or SET OF, a SET's tag order, or what a type inside decodes.
    let ir = ir("Lazy DEFINITIONS IMPLICIT TAGS ::= BEGIN
        Name ::= SEQUENCE OF SET OF SEQUENCE { type OBJECT IDENTIFIER, value ANY }
        Plain ::= SEQUENCE { a INTEGER, b [0] SEQUENCE { c BOOLEAN, d UTF8String }, e [1] EXPLICIT OCTET STRING }
        Recursive ::= SEQUENCE { x INTEGER, next [0] Recursive OPTIONAL }
        WithDefault ::= SEQUENCE { a INTEGER, critical BOOLEAN DEFAULT FALSE }
        Nested ::= SEQUENCE OF WithDefault
        HiddenBoolean ::= SEQUENCE { a [0] BOOLEAN }
        HiddenString ::= [APPLICATION 1] OCTET STRING
        HiddenSetOf ::= [0] SET OF INTEGER
        HiddenTime ::= SEQUENCE { t [2] GeneralizedTime }
        Ordered ::= SET { a [0] INTEGER, b [1] INTEGER }
        Containing ::= OCTET STRING (CONTAINING WithDefault)
        END");
    let needs = |name: &str| synta_compile::plan::lazy::needs_type_in_ber(&ir, support::ty(&ir, name));
    for name in ["Name", "Plain", "Recursive"] {
        assert!(!needs(name), "{name}");
    }
    for name in
        ["WithDefault", "Nested", "HiddenBoolean", "HiddenString", "HiddenSetOf", "HiddenTime", "Ordered", "Containing"]
    {
        assert!(needs(name), "{name}");
    }
}

#[test]
fn root_components_come_before_the_extension_additions() {
    use synta_compile::plan::structs::AdditionPlan;
    let ir = ir(RECORD);
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    let record = structure(&planner, &ir, "Record", &mut errors);
    // X.691 §19 and X.696 §16: the root (after the second marker too), then
    // each addition, a group as one.
    assert!(record.extensible);
    assert_eq!(record.root, [0, 1, 2, 3, 7]);
    assert_eq!(
        record.additions,
        [AdditionPlan { fields: vec![4], group: false }, AdditionPlan { fields: vec![5, 6], group: true }]
    );
    let header = structure(&planner, &ir, "Header", &mut errors);
    assert!(!header.extensible);
    assert!(header.additions.is_empty());
    assert!(errors.is_empty());
}

#[test]
fn choice_alternatives_are_indexed_in_the_canonical_order_of_their_tags() {
    use synta_compile::ir::TypeKind;
    use synta_compile::plan::choice::{choice_plan, Index};
    let ir = ir("Ch DEFINITIONS ::= BEGIN
        Inner ::= CHOICE { p [PRIVATE 1] NULL, c [5] NULL }
        Pick ::= CHOICE { b [3] NULL, a [1] NULL, i Inner, u UTF8String, ..., y [9] NULL, x [7] NULL }
        Closed ::= CHOICE { a [0] NULL }
        END");
    let plan = |name: &str| match &support::ty(&ir, name).kind {
        TypeKind::Choice(c) => choice_plan(&ir, c),
        _ => unreachable!(),
    };
    let pick = plan("Pick");
    let index: Vec<Index> = pick.alternatives.iter().map(|a| a.index).collect();
    // X.691 §23 (X.680 §8.6): UNIVERSAL 12 first, then [1], [3], and the
    // untagged CHOICE by its least tag, [5]; additions counted apart.
    assert_eq!(
        index,
        [Index::Root(2), Index::Root(1), Index::Root(3), Index::Root(0), Index::Addition(1), Index::Addition(0)]
    );
    assert_eq!(pick.root_count(), 4);
    assert!(pick.keeps_unknown);
    assert_eq!(pick.alternatives[0].outer, Some(WireTag { class: TagClass::Context, constructed: true, number: 3 }));
    assert_eq!(pick.alternatives[2].outer, None, "an untagged CHOICE is told by its own alternatives");
    assert!(!plan("Closed").keeps_unknown);
}

#[test]
fn enumerated_items_are_indexed_by_ascending_number_in_the_root() {
    use synta_compile::ir::TypeKind;
    use synta_compile::plan::choice::Index;
    use synta_compile::plan::enumerated::enum_plan;
    let ir = ir("En DEFINITIONS ::= BEGIN
        Colour ::= ENUMERATED { red(5), green(-2), blue(9), ..., violet(12), ultra(20) }
        END");
    let TypeKind::Enumerated(e) = &support::ty(&ir, "Colour").kind else { unreachable!() };
    let plan = enum_plan(e);
    let items: Vec<(&str, i64, Index)> = plan.items.iter().map(|i| (i.name, i.number, i.index)).collect();
    // X.691 §14: root by number, additions in the order defined.
    assert_eq!(
        items,
        [
            ("red", 5, Index::Root(1)),
            ("green", -2, Index::Root(0)),
            ("blue", 9, Index::Root(2)),
            ("violet", 12, Index::Addition(0)),
            ("ultra", 20, Index::Addition(1)),
        ]
    );
    assert_eq!(plan.root_count(), 3);
    assert!(plan.keeps_unknown);
}

#[test]
fn an_extensible_enumerated_keeps_later_items_only_where_per_reads_it() {
    use synta_compile::ir::TypeKind;
    use synta_compile::plan::enumerated::enum_plan;
    let ir = ir("En DEFINITIONS ::= BEGIN
        Open ::= ENUMERATED { red(5), ..., violet(12), ultra(20) }
        Closed ::= ENUMERATED { red(5), blue(9) }
        Low ::= ENUMERATED { deep(-9223372036854775807), red(0), ... }
        LowClosed ::= ENUMERATED { deep(-9223372036854775807), red(0) }
        END");
    let plan = |name: &str| match &support::ty(&ir, name).kind {
        TypeKind::Enumerated(e) => enum_plan(e),
        _ => panic!("{name} is an ENUMERATED"),
    };
    let open = plan("Open");
    // PER gives a later item by its index alone (X.691 §14); no other rule
    // meets one.
    assert!(open.keeps_later(true) && !open.keeps_later(false));
    assert_eq!(open.addition_count(), 2);
    assert!(!plan("Closed").keeps_later(true));
    // A number where C holds later items is refused only where they are kept.
    assert_eq!(plan("Low").named_where_later_items_are_held(true).map(|i| i.name), Some("deep"));
    assert!(plan("Low").named_where_later_items_are_held(false).is_none());
    assert!(plan("LowClosed").named_where_later_items_are_held(true).is_none());
    assert!(open.named_where_later_items_are_held(true).is_none());
}

#[test]
fn a_recursive_link_to_a_choice_enters_a_level_of_its_own() {
    use synta_compile::ir::TypeKind;
    use synta_compile::plan::cycles::{link_enters_level, Site};
    let ir = ir("Rec DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Expr ::= CHOICE { num INTEGER, neg Expr, sum SEQUENCE { a Expr, b Expr } }
        Chain ::= SEQUENCE { value INTEGER, next Chain OPTIONAL }
        Wrapped ::= [5] Expr
        END");
    let member = |name: &str, i: usize| match &support::ty(&ir, name).kind {
        TypeKind::Choice(c) => c.alternatives[i].ty.clone(),
        TypeKind::Sequence(s) => s.components[i].ty.clone(),
        _ => panic!("{name} is a CHOICE or SEQUENCE"),
    };
    // A CHOICE of itself enters no level between its levels (OER and PER
    // read no tag that would): its link does, or it nests without bound.
    assert!(link_enters_level(&ir, &member("Expr", 1), Site::Bare));
    // Inside a SEQUENCE, which enters its own level, it does not.
    assert!(!link_enters_level(&ir, &member("Expr", 1), Site::Component));
    assert!(!link_enters_level(&ir, &member("Chain", 1), Site::Component));
    // Through a definition that wraps the CHOICE, as the value it wraps.
    assert!(link_enters_level(&ir, support::ty(&ir, "Wrapped"), Site::Bare));
    assert!(!link_enters_level(&ir, &member("Expr", 0), Site::Bare));
}

#[test]
fn oer_integer_widths_follow_the_visible_range() {
    use synta_compile::plan::oer::{form, Form, IntegerForm};
    let ir = ir("Ints DEFINITIONS ::= BEGIN
        U8 ::= INTEGER (0..255)
        U16 ::= INTEGER (0..256)
        U64 ::= INTEGER (0..18446744073709551615)
        Wide ::= INTEGER (0..18446744073709551616)
        I8 ::= INTEGER (-1..127)
        I16 ::= INTEGER (-129..0)
        I64 ::= INTEGER (-9223372036854775808..0)
        Single ::= INTEGER (5)
        Natural ::= INTEGER (0..MAX)
        FromMinus ::= INTEGER (-1..MAX)
        Extensible ::= INTEGER (0..255, ...)
        Plain ::= INTEGER
        Narrowed ::= U16 (1..3)
        END");
    let of = |name: &str| form(&ir, support::ty(&ir, name));
    let fixed = |octets, signed| Form::Integer(IntegerForm::Fixed { octets, signed });
    let length = |signed| Form::Integer(IntegerForm::Length { signed });
    // X.696 §10.2: a bounded range in the smallest of 1, 2, 4, 8 octets.
    assert_eq!(of("U8"), fixed(1, false));
    assert_eq!(of("U16"), fixed(2, false));
    assert_eq!(of("U64"), fixed(8, false));
    assert_eq!(of("I8"), fixed(1, true));
    assert_eq!(of("I16"), fixed(2, true));
    assert_eq!(of("I64"), fixed(8, true));
    assert_eq!(of("Single"), fixed(1, false));
    assert_eq!(of("Narrowed"), fixed(1, false));
    // Otherwise a length determinant, unsigned when the lower
    // bound is not negative.
    assert_eq!(of("Wide"), length(false));
    assert_eq!(of("Natural"), length(false));
    assert_eq!(of("FromMinus"), length(true));
    assert_eq!(of("Plain"), length(true));
    // §8.2: an extensible range is not OER-visible.
    assert_eq!(of("Extensible"), length(true));
}

#[test]
fn oer_drops_the_length_only_for_a_visible_fixed_size() {
    use synta_compile::plan::oer::{form, Form, Size};
    let ir = ir("Sizes DEFINITIONS ::= BEGIN
        Hash ::= OCTET STRING (SIZE (32))
        Open ::= OCTET STRING (SIZE (32, ...))
        Ranged ::= OCTET STRING (SIZE (1..32))
        Flags ::= BIT STRING (SIZE (8))
        Code ::= IA5String (SIZE (3))
        Wide ::= BMPString (SIZE (2))
        Text ::= UTF8String (SIZE (3))
        Pair ::= SEQUENCE SIZE (2) OF INTEGER
        Bag ::= SET OF INTEGER
        Id ::= OBJECT IDENTIFIER
        END");
    let of = |name: &str| form(&ir, support::ty(&ir, name));
    assert_eq!(of("Hash"), Form::OctetString(Size::Fixed(32)));
    assert_eq!(of("Open"), Form::OctetString(Size::Length), "X.696 §8.2: an extensible SIZE is not visible");
    assert_eq!(of("Ranged"), Form::OctetString(Size::Length));
    assert_eq!(of("Flags"), Form::BitString(Size::Fixed(8)));
    assert_eq!(of("Code"), Form::Chars { octets_per_char: Some(1), size: Size::Fixed(3) });
    assert_eq!(of("Wide"), Form::Chars { octets_per_char: Some(2), size: Size::Fixed(2) });
    // No known multiplier, so the length stays.
    assert_eq!(of("Text"), Form::Chars { octets_per_char: None, size: Size::Length });
    // §17: a quantity field whatever the SIZE.
    assert_eq!(of("Pair"), Form::Collection { sorted: false });
    assert_eq!(of("Bag"), Form::Collection { sorted: true });
    assert_eq!(of("Id"), Form::Content);
}

#[test]
fn oer_structs_have_a_preamble_of_the_extension_bit_and_the_optional_root() {
    use synta_compile::plan::oer::struct_layout;
    let ir = ir(RECORD);
    let planner = Planner::new(&ir, &[]).unwrap();
    let mut errors = Vec::new();
    let record = struct_layout(&ir, &structure(&planner, &ir, "Record", &mut errors));
    assert!(record.extension_bit);
    // DEFAULT and OPTIONAL root components; `tail` (after the second marker)
    // is root and required; additions have no bit here.
    assert_eq!(record.presence_bits, [0, 1, 2, 3]);
    assert_eq!(record.root_order, [0, 1, 2, 3, 7]);
    assert_eq!(record.preamble_bits, 5);
    // The group [[a, b OPTIONAL]] has a preamble of its own: b's bit.
    assert_eq!(record.addition_presence_bits, [vec![], vec![6]]);
    let header = struct_layout(&ir, &structure(&planner, &ir, "Header", &mut errors));
    // X.696 §18: a SET's components in the canonical order of their tags.
    assert_eq!(header.root_order, [1, 2, 0]);
    assert_eq!(header.presence_bits, [2]);
    assert!(!header.extension_bit);
    let plain = struct_layout(&ir, &structure(&planner, &ir, "Plain", &mut errors));
    assert_eq!((plain.presence_bits.len(), plain.preamble_bits), (0, 1));
    assert!(errors.is_empty());
}

#[test]
fn oer_arena_charges_land_on_the_octets_of_each_encoding() {
    use synta_compile::plan::arena::{Copied, Encoding};
    let ir = ir("Arena DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Flags ::= SEQUENCE OF BOOLEAN
        Items ::= SEQUENCE OF Item
        Item ::= SEQUENCE { a INTEGER (0..255), b OCTET STRING OPTIONAL, ... }
        Naturals ::= SEQUENCE OF INTEGER (0..MAX)
        Tree ::= CHOICE { leaf OCTET STRING (SIZE (4)), node SEQUENCE { left Tree, right Tree } }
        Nothings ::= SEQUENCE OF NULL
        END");
    let planner = Planner::new(&ir, &[]).unwrap();
    let der = planner.arena_plan(Encoding::Der);
    let oer = planner.arena_plan(Encoding::Oer);
    let def = |name: &str| DefRef { module: "Arena".to_string(), name: name.to_string() };
    let least = |plan: &synta_compile::plan::arena::ArenaPlan, name: &str| -> Vec<usize> {
        let mut lens: Vec<usize> = plan.charges(&def(name)).expect("bounded").iter().map(|c| c.min_len).collect();
        lens.sort();
        lens
    };
    // A BOOLEAN is one octet in OER, three in DER.
    assert_eq!(least(&oer, "Flags"), [1]);
    assert_eq!(least(&der, "Flags"), [3]);
    // An element pays with its preamble (the extension bit and b's bit) and
    // its one-octet integer: b is OPTIONAL, so none of its octets.
    assert_eq!(least(&oer, "Items"), [2]);
    // A Tree node is held apart for its CHOICE tag and nothing else (both
    // halves are held apart on their own octets).
    assert!(least(&oer, "Tree").contains(&1), "{:?}", least(&oer, "Tree"));
    // INTEGER (0..MAX): DER's leading zero octet is copied in OER only.
    assert_eq!(oer.copies(&def("Naturals")), Some(Copied { octets: 9, min_len: 2 }));
    assert!(der.copies(&def("Naturals")).is_none());
    assert!(oer.copies(&def("Items")).is_none(), "a one-octet INTEGER is a native integer");
    // An element of no octets: as many as a decode reads, no bound.
    assert!(oer.charges(&def("Nothings")).is_none());
    assert!(der.charges(&def("Nothings")).is_some());
}

#[test]
fn per_arena_charges_land_on_bits_and_copies_on_the_bits_copied() {
    use synta_compile::plan::arena::{Copied, Encoding};
    let ir = ir("Arena DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Flags ::= SEQUENCE OF BOOLEAN
        FewFlags ::= SEQUENCE (SIZE (1..8)) OF BOOLEAN
        Items ::= SEQUENCE (SIZE (1..4)) OF Item
        Item ::= SEQUENCE { a INTEGER (0..255), b OCTET STRING OPTIONAL, ... }
        Tree ::= CHOICE { leaf OCTET STRING (SIZE (4)), node SEQUENCE { left Tree, right Tree } }
        Nothings ::= SEQUENCE OF NULL
        Bits ::= SEQUENCE (SIZE (1..4)) OF BIT STRING (SIZE (1..4))
        Ab ::= IA5String (FROM (\"ab\"))
        OnlyA ::= IA5String (FROM (\"a\"))
        FewA ::= IA5String (FROM (\"a\")) (SIZE (1..10))
        END");
    let planner = Planner::new(&ir, &[]).unwrap();
    let per = planner.arena_plan(Encoding::Per);
    let def = |name: &str| DefRef { module: "Arena".to_string(), name: name.to_string() };
    let charges = |name: &str| -> Vec<(usize, usize, usize)> {
        let mut out: Vec<_> = per
            .charges(&def(name))
            .expect("bounded")
            .iter()
            .map(|c| (c.stored.len(), c.allocations, c.min_len))
            .collect();
        out.sort();
        out
    };
    // A BOOLEAN is one bit. A count with no bound below 16K may come in
    // fragments, whose array doubles: room for four an element, in one
    // allocation; a count read in one part gets its room at once.
    assert_eq!(charges("Flags"), [(4, 1, 1)]);
    assert_eq!(charges("FewFlags"), [(1, 1, 1)]);
    // An element pays with its extension bit, b's presence bit and its
    // eight-bit integer.
    assert_eq!(charges("Items"), [(1, 1, 10)]);
    assert_eq!(planner.per_least_bits(&def("Items"), &ir.type_def(&def("Item")).unwrap().ty), 10);
    // A Tree node is held apart for its one bit of index.
    assert!(charges("Tree").contains(&(1, 1, 1)), "{:?}", charges("Tree"));
    // An element of no bits: as many as a count says, no bound.
    assert!(per.charges(&def("Nothings")).is_none());
    // A BIT STRING of one bit after its two-bit length, copied off an
    // octet: one octet for its three bits, the most an input bit (one
    // octet for eight bits, as a longer one takes, adds nothing).
    assert_eq!(per.copies(&def("Bits")), Some(Copied { octets: 8, min_len: 24 }));
    // Characters of one bit widened to an octet each and, past 16K, the
    // fragments joined besides: the most an input bit.
    assert_eq!(per.copies(&def("Ab")), Some(Copied { octets: 10_245 + 16_384, min_len: 16_384 }));
    // Characters of no bits: as many as the count says, bounded only by
    // a SIZE (ten an input bit of its four-bit length).
    assert!(per.charges(&def("OnlyA")).is_none());
    assert_eq!(per.copies(&def("FewA")), Some(Copied { octets: 10, min_len: 4 }));
    // An extensible SEQUENCE keeps what a later version added: its block's
    // header is the most an input bit.
    assert_eq!(per.copies(&def("Items")), Some(Copied { octets: 10, min_len: 9 }));
}

/// The PER facts below were checked against both oracles the PER tests
/// will use (asn1tools 0.169 and pycrate 0.8), which agree on each.
#[test]
fn per_constrained_whole_numbers_take_bits_or_aligned_octets() {
    use num_bigint::BigInt;
    use synta_compile::plan::per::{whole_number, Variant, WholeNumber};
    let of = |range: u64, v| whole_number(&BigInt::from(range), v);
    // X.691 §11.5.4: one value takes nothing.
    assert_eq!(of(1, Variant::Aligned), WholeNumber::Empty);
    // UNALIGNED: always the fewest bits for range - 1.
    assert_eq!(of(2, Variant::Unaligned), WholeNumber::Bits(1));
    assert_eq!(of(256, Variant::Unaligned), WholeNumber::Bits(8));
    assert_eq!(of(65_537, Variant::Unaligned), WholeNumber::Bits(17));
    // ALIGNED §11.5.7: a bit-field up to 255, one octet for 256, two up
    // to 64K, then a length (in 1..=3 here) and as few octets as needed:
    // INTEGER (0..65536) value 5 is `00 05` in APER, `00 02 80` in UPER.
    assert_eq!(of(255, Variant::Aligned), WholeNumber::Bits(8));
    assert_eq!(of(256, Variant::Aligned), WholeNumber::Octets(1));
    assert_eq!(of(257, Variant::Aligned), WholeNumber::Octets(2));
    assert_eq!(of(65_536, Variant::Aligned), WholeNumber::Octets(2));
    assert_eq!(of(65_537, Variant::Aligned), WholeNumber::Length { max_octets: 3 });
}

#[test]
fn per_integers_follow_their_visible_root() {
    use num_bigint::BigInt;
    use synta_compile::plan::per::{form, integer, Form, IntegerPer, NativeInt, Variant, WholeNumber};
    let ir = ir("Ints DEFINITIONS ::= BEGIN
        Small ::= INTEGER (3..10)
        Ext ::= INTEGER (0..7, ..., 8..100)
        Natural ::= INTEGER (1..MAX)
        Plain ::= INTEGER
        Huge ::= INTEGER (0..1180591620717411303424)
        END");
    let of = |name: &str| integer(&support::ty(&ir, name).constraint, Variant::Unaligned);
    assert_eq!(
        of("Small"),
        IntegerPer::Constrained {
            lb: BigInt::from(3),
            ub: BigInt::from(10),
            number: WholeNumber::Bits(3),
            extensible: false
        }
    );
    // The additions never widen the root: 0..7 in three bits, after the
    // extension bit.
    assert_eq!(
        of("Ext"),
        IntegerPer::Constrained {
            lb: BigInt::from(0),
            ub: BigInt::from(7),
            number: WholeNumber::Bits(3),
            extensible: true
        }
    );
    assert_eq!(of("Natural"), IntegerPer::SemiConstrained { lb: BigInt::from(1), extensible: false });
    assert_eq!(of("Plain"), IntegerPer::Unconstrained { extensible: false });
    // The runtimes hold bounds in 64 bits: a range past them has no form yet.
    let form_of = |name: &str| form(&ir, support::ty(&ir, name), Variant::Unaligned);
    let small = NativeInt::Constrained { lb: 3, most: 7, number: WholeNumber::Bits(3), extensible: false };
    assert_eq!(form_of("Small"), Form::Integer(small));
    assert!(matches!(form_of("Huge"), Form::Unsupported(_)));
}

#[test]
fn per_lengths_are_fixed_constrained_or_unconstrained_at_64k() {
    use synta_compile::plan::per::{length_form, size_root, LengthForm, Variant, WholeNumber};
    let ir = ir("Sizes DEFINITIONS ::= BEGIN
        Fixed ::= OCTET STRING (SIZE (4))
        Small ::= OCTET STRING (SIZE (1..4))
        Big ::= OCTET STRING (SIZE (0..65535))
        Huge ::= OCTET STRING (SIZE (65536))
        Open ::= OCTET STRING
        Utf ::= UTF8String (SIZE (1..4))
        END");
    let of = |name: &str| length_form(size_root(&support::ty(&ir, name).constraint, None).as_ref(), Variant::Aligned);
    assert_eq!(of("Fixed"), LengthForm::Fixed(4));
    assert_eq!(of("Small"), LengthForm::Constrained { lb: 1, ub: 4, number: WholeNumber::Bits(2) });
    assert_eq!(of("Big"), LengthForm::Constrained { lb: 0, ub: 65_535, number: WholeNumber::Octets(2) });
    // §11.9.4: an upper bound of 64K or more is no constraint on the length.
    assert_eq!(of("Huge"), LengthForm::Unconstrained);
    assert_eq!(of("Open"), LengthForm::Unconstrained);
    // A SIZE on a string of no known multiplier is not PER-visible.
    let utf = support::ty(&ir, "Utf");
    assert_eq!(size_root(&utf.constraint, Some(synta_compile::ir::StringKind::Utf8)), None);
}

#[test]
fn per_characters_are_codes_when_they_fit_else_indexes() {
    use synta_compile::ir::{StringKind, TypeKind};
    use synta_compile::plan::per::{char_coding, Variant};
    let ir = ir("Chars DEFINITIONS ::= BEGIN
        Caps ::= IA5String (FROM (\"A\"..\"Z\"))
        Ia5 ::= IA5String
        Digits ::= NumericString
        Printable ::= PrintableString
        Visible ::= VisibleString
        Bmp ::= BMPString
        Loose ::= IA5String (FROM (\"A\"..\"Z\", ...))
        END");
    let of = |name: &str, v| {
        let ty = support::ty(&ir, name);
        let TypeKind::String(kind) = ty.kind else { panic!("{name} is a string type") };
        let c = char_coding(kind, &ty.constraint, v).expect("known multiplier");
        (c.count, c.bits, c.indexed)
    };
    // 26 characters: five bits, indexes in UNALIGNED (`AB` is `00 40`
    // after its length), eight bits and codes in ALIGNED (`41 42`).
    assert_eq!(of("Caps", Variant::Unaligned), (26, 5, true));
    assert_eq!(of("Caps", Variant::Aligned), (26, 8, false));
    assert_eq!(of("Ia5", Variant::Unaligned), (128, 7, false));
    // Space and ten digits: four bits and indexes in both (`12` is `2 3`).
    assert_eq!(of("Digits", Variant::Unaligned), (11, 4, true));
    assert_eq!(of("Digits", Variant::Aligned), (11, 4, true));
    assert_eq!(of("Printable", Variant::Unaligned), (74, 7, false));
    assert_eq!(of("Visible", Variant::Aligned), (95, 8, false));
    assert_eq!(of("Bmp", Variant::Aligned), (65_536, 16, false));
    // An extensible alphabet is not PER-visible: the whole of IA5String.
    assert_eq!(of("Loose", Variant::Unaligned), (128, 7, false));
    assert!(char_coding(StringKind::Utf8, &Default::default(), Variant::Aligned).is_none());
}

#[test]
fn per_short_fixed_strings_are_never_aligned() {
    use synta_compile::plan::per::{size_root, string_layout, LengthForm, StringLayout, Variant, WholeNumber};
    let ir = ir("Strings DEFINITIONS ::= BEGIN
        Three ::= NumericString (SIZE (3))
        Five ::= NumericString (SIZE (5))
        UpTo ::= NumericString (SIZE (0..3))
        Empty ::= OCTET STRING (SIZE (0))
        Flags ::= BIT STRING (SIZE (0..12, ...))
        END");
    let of = |name: &str, unit| {
        string_layout(size_root(&support::ty(&ir, name).constraint, None).as_ref(), unit, Variant::Aligned)
    };
    // Three digits of four bits: 12 bits, a bit-field (`23 40`, both
    // variants); five: 20 bits, octet-aligned in ALIGNED (§30.5.7).
    assert_eq!(of("Three", 4), StringLayout::Short(3));
    assert_eq!(of("Five", 4), StringLayout::Fixed(5));
    // With a length, the characters are aligned (`12` in SIZE (0..3) is
    // `80 23` in APER).
    assert_eq!(
        of("UpTo", 4),
        StringLayout::Length(LengthForm::Constrained { lb: 0, ub: 3, number: WholeNumber::Bits(2) })
    );
    assert_eq!(of("Empty", 8), StringLayout::Empty);
    assert_eq!(
        of("Flags", 1),
        StringLayout::Length(LengthForm::Constrained { lb: 0, ub: 12, number: WholeNumber::Bits(4) })
    );
}

#[test]
fn per_an_extensible_size_keeps_its_roots_layout_behind_its_bit() {
    use synta_compile::plan::per::{form, Form, StringLayout, Variant};
    let ir = ir("Ext DEFINITIONS ::= BEGIN
        Pair ::= OCTET STRING (SIZE (2, ...))
        Long ::= OCTET STRING (SIZE (4, ...))
        END");
    let of = |name: &str| form(&ir, support::ty(&ir, name), Variant::Aligned);
    // A value in the root is written as if the SIZE were not extensible
    // (X.691 §17.3): two octets are a bit-field, four are aligned; one
    // outside has an unconstrained length.
    let Form::OctetString(pair) = of("Pair") else { panic!("an OCTET STRING") };
    assert_eq!((pair.layout, pair.extensible), (StringLayout::Short(2), true));
    let Form::OctetString(long) = of("Long") else { panic!("an OCTET STRING") };
    assert_eq!((long.layout, long.extensible), (StringLayout::Fixed(4), true));
}

#[test]
fn per_choice_and_enumerated_indexes_count_the_root() {
    use synta_compile::ir::TypeKind;
    use synta_compile::plan::choice::choice_plan;
    use synta_compile::plan::enumerated::enum_plan;
    use synta_compile::plan::per::{choice_index, enumerated_index, IndexForm, Variant, WholeNumber};
    let ir = ir("Idx DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        One ::= CHOICE { a INTEGER }
        Three ::= CHOICE { a INTEGER, b BOOLEAN, c NULL, ..., d OCTET STRING }
        Colour ::= ENUMERATED { red(5), green(0), blue(9), ..., violet(20) }
        END");
    let choice = |name: &str| match &support::ty(&ir, name).kind {
        TypeKind::Choice(c) => choice_index(&choice_plan(&ir, c), Variant::Unaligned),
        _ => panic!("{name} is a CHOICE"),
    };
    // One root alternative: no index at all (X.691 §23.4).
    assert_eq!(choice("One"), IndexForm { root: WholeNumber::Empty, extensible: false });
    assert_eq!(choice("Three"), IndexForm { root: WholeNumber::Bits(2), extensible: true });
    let TypeKind::Enumerated(e) = &support::ty(&ir, "Colour").kind else { panic!("ENUMERATED") };
    assert_eq!(
        enumerated_index(&enum_plan(e), Variant::Aligned),
        IndexForm { root: WholeNumber::Bits(2), extensible: true }
    );
}

#[test]
fn per_forms_of_x691_a2s_personnel_record() {
    use synta_compile::plan::per::{form, Form, LengthForm, StringLayout, Variant, WholeNumber};
    // X.691 A.2's constrained PersonnelRecord, the types that PER sees the
    // constraints of.
    let ir = ir("A2 DEFINITIONS IMPLICIT TAGS ::= BEGIN
        NameString ::= VisibleString (FROM (\"a\"..\"z\" | \"A\"..\"Z\" | \"-.\") ^ SIZE (1..64))
        EmployeeNumber ::= [APPLICATION 2] INTEGER
        Date ::= [APPLICATION 3] VisibleString (FROM (\"0\"..\"9\") ^ SIZE (8))
        Children ::= [3] IMPLICIT SEQUENCE (SIZE (2)) OF NameString
        Utf ::= UTF8String (SIZE (1..4))
        END");
    let of = |name: &str, v| form(&ir, support::ty(&ir, name), v);
    let Form::Chars { coding, size } = of("NameString", Variant::Unaligned) else { panic!("characters") };
    // 54 characters: six bits, and 'z' (122) does not fit: indexes.
    assert_eq!((coding.count, coding.bits, coding.indexed), (54, 6, true));
    assert!(!size.extensible);
    assert_eq!(
        size.layout,
        StringLayout::Length(LengthForm::Constrained { lb: 1, ub: 64, number: WholeNumber::Bits(6) })
    );
    // ALIGNED: eight bits, codes.
    let Form::Chars { coding, .. } = of("NameString", Variant::Aligned) else { panic!("characters") };
    assert_eq!((coding.bits, coding.indexed), (8, false));
    // Ten digits of four bits, indexes; eight of them: 32 bits, fixed.
    let Form::Chars { coding, size } = of("Date", Variant::Aligned) else { panic!("characters") };
    assert_eq!((coding.count, coding.bits, coding.indexed, size.layout), (10, 4, true, StringLayout::Fixed(8)));
    assert_eq!(of("Children", Variant::Aligned), Form::Collection { count: LengthForm::Fixed(2), extensible: false });
    assert!(matches!(of("EmployeeNumber", Variant::Aligned), Form::Integer(_)));
    assert_eq!(of("Utf", Variant::Aligned), Form::Content);
}

#[test]
fn per_adjacent_bit_fields_are_one_run() {
    use synta_compile::plan::oer::struct_layout;
    use synta_compile::plan::per::{bit_field, bit_runs, BitField, RunCodec};
    let ir = ir("Runs DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Confidence ::= INTEGER (1..127)
        Wide ::= INTEGER (0..255)
        Colour ::= ENUMERATED { red, green, blue }
        Open ::= ENUMERATED { red, green, ... }
        Flag ::= BOOLEAN
        Fix ::= SEQUENCE {
            a BOOLEAN, b Confidence, c Colour OPTIONAL, d INTEGER (0..3), e Flag,
            f Wide, g Colour, h INTEGER (-8..7), i Open, j BOOLEAN, ...
        }
        Long ::= SEQUENCE { a Confidence, b Confidence, c Confidence, d Confidence, e Confidence,
            f Confidence, g Confidence, h Confidence, i Confidence, j Confidence }
        Lone ::= SEQUENCE { x INTEGER, a BOOLEAN, y INTEGER }
        END");
    let field = |name: &str| bit_field(&ir, support::ty(&ir, name));
    assert_eq!(field("Confidence"), Some(BitField::Whole { lb: 1, most: 126, bits: 7 }));
    // 256 values: one octet, aligned, in ALIGNED; eight bits in UNALIGNED.
    assert_eq!(field("Wide"), None);
    assert_eq!(field("Colour"), Some(BitField::Index { count: 3, bits: 2 }));
    // An extension bit first, then what it says: not one width.
    assert_eq!(field("Open"), None);
    assert_eq!(field("Flag"), Some(BitField::Boolean));
    let runs = |name: &str| {
        let planner = Planner::new(&ir, &[]).unwrap();
        let plan = structure(&planner, &ir, name, &mut Vec::new());
        let layout = struct_layout(&ir, &plan);
        bit_runs(&ir, &plan, &layout)
            .into_iter()
            .map(|run| {
                let fields: Vec<_> = run.fields.iter().map(|f| (f.component, f.first, f.codec)).collect();
                (run.preamble, fields, run.bits)
            })
            .collect::<Vec<_>>()
    };
    // The preamble (the extension bit, c's bit), a and b; the OPTIONAL c
    // ends the run; d and e; f stands alone between ALIGNED's octets; g and
    // h; i has an extension bit; j would be alone.
    assert_eq!(
        runs("Fix"),
        vec![
            (2, vec![(0, 2, RunCodec::Own), (1, 3, RunCodec::Own)], 10),
            (0, vec![(3, 0, RunCodec::Native), (4, 2, RunCodec::Own)], 3),
            (0, vec![(6, 0, RunCodec::Own), (7, 2, RunCodec::Native)], 6),
        ]
    );
    // Ten fields of seven bits: nine in 63 bits, the tenth alone.
    let long = runs("Long");
    assert_eq!(long.len(), 1);
    assert_eq!((long[0].1.len(), long[0].2), (9, 63));
    assert_eq!(runs("Lone"), vec![]);
}

#[test]
fn per_does_not_check_again_what_its_form_enforces() {
    use synta_compile::plan::checks::checks;
    use synta_compile::plan::per::checks_left;
    let ir = ir("Left DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Speed ::= INTEGER (0..250)
        Gaps ::= INTEGER (1..5 | 10..20)
        Loose ::= INTEGER (0..250, ...)
        Id ::= BIT STRING (SIZE (27))
        Name ::= IA5String (SIZE (1..8)) (FROM (\"a\"..\"z\"))
        Text ::= UTF8String (SIZE (1..8))
        Huge ::= OCTET STRING (SIZE (1..70000))
        List ::= SEQUENCE (SIZE (1..4)) OF BOOLEAN
        Flags ::= BIT STRING { a(0), b(1) } (SIZE (2..8))
        END");
    let left = |name: &str| {
        let ty = support::ty(&ir, name);
        let all = checks(&ir, ty);
        assert!(!all.is_empty(), "{name} has checks to begin with");
        checks_left(&ir, ty, &all)
    };
    // One root range, read as a constrained whole number or a bounded length.
    assert!(left("Speed").is_empty());
    assert!(left("Id").is_empty());
    assert!(left("List").is_empty());
    // PER sees only the hull 1..20 of Gaps.
    assert_eq!(left("Gaps").value, Some(vec![(Some(1), Some(5)), (Some(10), Some(20))]));
    // The alphabet stays; the SIZE goes.
    let name = left("Name");
    assert_eq!((name.size, name.alphabet.is_some()), (None, true));
    // A UTF8String's SIZE is not PER-visible; past 64K the length is not
    // bounded by its form; named bits are held without trailing zeros.
    assert_eq!(left("Text").size, Some(vec![(Some(1), Some(8))]));
    assert_eq!(left("Huge").size, Some(vec![(Some(1), Some(70000))]));
    assert_eq!(left("Flags").size, Some(vec![(Some(0), Some(8))]));
    // An extensible range is checked by nothing (any value may come).
    assert!(checks(&ir, support::ty(&ir, "Loose")).is_empty());
}

mod units {
    use super::ir;
    use std::collections::HashMap;
    use synta_compile::ir::DefRef;
    use synta_compile::plan::units::Units;

    fn r(name: &str) -> DefRef {
        DefRef { module: "M".into(), name: name.into() }
    }

    fn units_of(units: &Units, names: &[&str]) -> Vec<usize> {
        names.iter().map(|n| units.of(&r(n))).collect()
    }

    #[test]
    fn a_light_module_is_one_unit() {
        let ir = ir("M DEFINITIONS ::= BEGIN A ::= INTEGER B ::= SEQUENCE { a A, b BOOLEAN } END");
        let units = Units::new(&ir, &HashMap::new(), 100);
        assert_eq!(units.count("M"), 1);
        assert_eq!(units_of(&units, &["A", "B"]), [0, 0]);
    }

    #[test]
    fn a_heavy_module_is_split_in_source_order() {
        // Weights: A 1, B 3 (itself, a, b), C 4, D 1; units of at most 4.
        let ir = ir("M DEFINITIONS ::= BEGIN A ::= INTEGER B ::= SEQUENCE { a A, b BOOLEAN } \
                     C ::= CHOICE { a A, b B, c NULL } D ::= NULL END");
        let units = Units::new(&ir, &HashMap::new(), 4);
        assert_eq!(units.count("M"), 3);
        assert_eq!(units_of(&units, &["A", "B", "C", "D"]), [0, 0, 1, 2]);
    }

    #[test]
    fn a_definition_heavier_than_a_unit_is_a_unit_of_its_own() {
        let ir = ir("M DEFINITIONS ::= BEGIN A ::= NULL B ::= SEQUENCE { a BOOLEAN, b BOOLEAN, c NULL } \
                     D ::= NULL END");
        let units = Units::new(&ir, &HashMap::new(), 2);
        assert_eq!(units_of(&units, &["A", "B", "D"]), [0, 1, 2]);
    }

    #[test]
    fn an_inlined_element_goes_with_its_collection() {
        let ir = ir("M DEFINITIONS ::= BEGIN E ::= SEQUENCE { a INTEGER } X ::= NULL \
                     Y ::= NULL L ::= SEQUENCE OF E END");
        // The plan's own choice: E is L's element and referred to nowhere else.
        let planner = synta_compile::plan::Planner::new(&ir, &[]).unwrap();
        assert_eq!(planner.inlined, HashMap::from([(r("E"), r("L"))]));
        // E (2) is weighed with L (2): X and Y fill the first unit of 2.
        let units = Units::new(&ir, &planner.inlined, 2);
        assert_eq!(units_of(&units, &["E", "X", "Y", "L"]), [1, 0, 0, 1]);
        assert_eq!(units.count("M"), 2);
    }
}
