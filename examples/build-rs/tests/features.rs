//! Generated code for recursion, APPLICATION/PRIVATE tags, extensible
//! CHOICE and ENUMERATED, named bits, SET and SET OF, and a lazy field.

use synta_example_build_rs::features::{Body, Colour, Envelope, Flags, Node, Palette, Palettes};
use synta_rt::{Der, ErrorKind, Ia5String, SetOf, Utf8String};

#[test]
fn recursive_type_round_trips() {
    let leaf = Node { label: Utf8String::new("leaf"), children: None, next: None };
    let leaf_der = leaf.to_der().expect("encodes");
    let tree_der = {
        // Node { label "root", children { leaf, leaf } }
        let mut children = vec![0x30, (2 * leaf_der.len()) as u8];
        children.extend(&leaf_der);
        children.extend(&leaf_der);
        let mut content = vec![0x0c, 0x04];
        content.extend(b"root");
        content.extend(children);
        let mut der = vec![0x30, content.len() as u8];
        der.extend(content);
        der
    };
    let tree = Node::decode(&tree_der).expect("decodes");
    let children: Vec<Node> = tree.children.as_ref().expect("present").iter().collect();
    assert_eq!(children.len(), 2);
    assert_eq!(children[0].label.as_str(), "leaf");
    assert_eq!(tree.to_der().expect("encodes"), tree_der);

    // A bad child is found when the parent is decoded, with its path.
    let mut bad = tree_der.clone();
    let at = bad.len() - leaf_der.len() + 1;
    bad[at + 1] = 0x05; // the second leaf's label length
    let err = Node::decode(&bad).expect_err("bad child");
    assert!(err.to_string().starts_with("Node.children[1]"), "{err}");
}

#[test]
fn lazy_field_decodes_on_demand() {
    let inner = Node { label: Utf8String::new("b"), children: None, next: None };
    // next [0] IMPLICIT Node: the SEQUENCE's tag replaced by [0] constructed.
    let mut next = inner.to_der().expect("encodes");
    next[0] = 0xa0;
    let mut content = vec![0x0c, 0x01, b'a'];
    content.extend(&next);
    let mut der = vec![0x30, content.len() as u8];
    der.extend(content);
    let node = Node::decode(&der).expect("decodes");
    assert_eq!(node.next().expect("valid").expect("present"), inner);
    assert_eq!(node.to_der().expect("encodes"), der);
}

#[test]
fn lazy_field_content_is_checked_when_decoded() {
    // next [0] holds a Node whose label is not UTF-8: one well-formed TLV,
    // so the parent decodes (and re-encodes as it was); the accessor fails.
    let der = [0x30, 0x0a, 0x0c, 0x01, b'a', 0xa0, 0x05, 0x0c, 0x03, 0xff, 0xfe, 0xfd];
    let node = Node::decode(&der).expect("the lazy field is one TLV");
    assert_eq!(node.next().expect_err("bad label").kind(), ErrorKind::InvalidCharacter);
    assert_eq!(node.to_der().expect("encodes"), der);
    // A lazy field that is not even one TLV in DER form fails at once.
    let bad_length = [0x30, 0x09, 0x0c, 0x01, b'a', 0xa0, 0x81, 0x02, 0x0c, 0x00, 0x00];
    assert_eq!(Node::decode(&bad_length).expect_err("long-form length").kind(), ErrorKind::NonMinimalLength);
}

#[test]
fn hostile_recursion_meets_the_depth_bound() {
    // 1000 Nodes, each the only child of the one around it.
    let mut der = vec![0x30, 0x03, 0x0c, 0x01, b'x'];
    for _ in 0..1000 {
        let children = tlv(0x30, &der);
        let mut content = vec![0x0c, 0x01, b'x'];
        content.extend(children);
        der = tlv(0x30, &content);
    }
    assert_eq!(Node::decode(&der).expect_err("too deep").kind(), ErrorKind::TooDeep);
}

fn tlv(tag: u8, content: &[u8]) -> Vec<u8> {
    let mut out = vec![tag];
    let len = content.len();
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let octets: Vec<u8> = len.to_be_bytes().into_iter().skip_while(|&b| b == 0).collect();
        out.push(0x80 | octets.len() as u8);
        out.extend(octets);
    }
    out.extend_from_slice(content);
    out
}

#[test]
fn size_constraint_on_recursive_label() {
    let node = Node { label: Utf8String::new(""), children: None, next: None };
    assert_eq!(node.to_der().expect_err("empty label").kind(), ErrorKind::SizeOutOfRange);
}

#[test]
fn application_and_private_tags_and_defaults() {
    let env = Envelope {
        version: 1,
        body: Body::Number(synta_rt::Integer::from_i64(5)),
        flags: Flags(synta_rt::BitString::from_static(0, &[])),
    };
    let der = env.to_der().expect("encodes");
    // [APPLICATION 7] EXPLICIT { SEQUENCE { [1] IMPLICIT INTEGER 5 } }:
    // version and flags equal their DEFAULTs and are left out.
    assert_eq!(der, [0x67, 0x05, 0x30, 0x03, 0x81, 0x01, 0x05]);
    assert_eq!(Envelope::decode(&der).expect("decodes"), env);

    let v2 = Envelope { version: 2, ..env.clone() };
    let der = v2.to_der().expect("encodes");
    assert_eq!(der, [0x67, 0x08, 0x30, 0x06, 0xc1, 0x01, 0x02, 0x81, 0x01, 0x05]);
    assert_eq!(Envelope::decode(&der).expect("decodes").version, 2);
    // version 1 on the wire is the DEFAULT: rejected.
    let encoded_default = [0x67, 0x08, 0x30, 0x06, 0xc1, 0x01, 0x01, 0x81, 0x01, 0x05];
    assert_eq!(Envelope::decode(&encoded_default).expect_err("DEFAULT").kind(), ErrorKind::DefaultValueEncoded);
}

#[test]
fn named_bits() {
    let flags = Flags::decode(&[0x03, 0x02, 0x02, 0x84]).expect("bits 0 and 5");
    assert!(flags.urgent() && flags.archived() && !flags.signed());
    assert_eq!(Flags::ARCHIVED, 5);
}

#[test]
fn extensible_choice_keeps_unknown_alternatives() {
    let unknown = [0x67, 0x07, 0x30, 0x05, 0x85, 0x03, 0x01, 0x02, 0x03];
    let env = Envelope::decode(&unknown).expect("unknown alternative kept");
    assert!(matches!(env.body, Body::Unknown(_)));
    assert_eq!(env.to_der().expect("encodes"), unknown);
    let text = Envelope::decode(&[0x67, 0x06, 0x30, 0x04, 0x80, 0x02, b'h', b'i']).expect("text");
    assert_eq!(text.body, Body::Text(Ia5String::new("hi").expect("ascii")));
}

#[test]
fn extensible_enumerated() {
    assert_eq!(Colour::decode(&[0x0a, 0x01, 0x02]).expect("blue"), Colour::Blue);
    assert_eq!(Colour::decode(&[0x0a, 0x01, 0x07]).expect("unknown kept"), Colour::Unknown(7));
    assert_eq!(Colour::Unknown(7).to_der().expect("encodes"), [0x0a, 0x01, 0x07]);
}

#[test]
fn set_in_tag_order_and_set_of_sorted() {
    let red = Palette { primary: Colour::Red, name: None, weight: 10 };
    let blue = Palette { primary: Colour::Blue, name: None, weight: 3 };
    let der = red.to_der().expect("encodes");
    // weight [1] comes before primary [2] on the wire.
    assert_eq!(der, [0x31, 0x06, 0x81, 0x01, 0x0a, 0x82, 0x01, 0x00]);
    assert_eq!(Palette::decode(&der).expect("decodes"), red);

    let set: Palettes = SetOf::from_vec(vec![red.clone(), blue.clone()]);
    let der = set.to_der().expect("encodes");
    let decoded = Palettes::decode(&der).expect("sorted on encoding");
    let order: Vec<Palette> = decoded.iter().collect();
    assert_eq!(order, [blue, red]);
}
