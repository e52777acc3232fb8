//! The runtime on its own: writers, tags, OIDs, times, integers.
// Tests fail by panicking.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use synta_rt::{
    check_alphabet, Class, CodePoints, Der, ErrorKind, GeneralizedTime, Ia5String, Integer, ObjectIdentifier,
    PrintableString, RawDer, Reader, SequenceOf, SetOf, SliceWriter, Tag, UtcTime, Utf8String, Writer,
};

#[test]
fn long_lengths_are_widened_in_place() {
    for len in [0usize, 127, 128, 255, 256, 65_535, 65_536] {
        let content = vec![0xab; len];
        let mut out = Vec::new();
        out.tlv(Tag::OCTET_STRING, |w| {
            w.write(&content);
            Ok(())
        })
        .expect("writes");
        let back = <&[u8]>::decode(&out).expect("reads back");
        assert_eq!(back.len(), len);
        assert_eq!(<&[u8]>::encoded_len(&back).expect("len"), out.len());

        let mut buf = vec![0u8; out.len()];
        let written = back.encode_into(&mut buf).expect("fits exactly");
        assert_eq!(written, out.as_slice());
        let mut small = vec![0u8; out.len() - 1];
        assert_eq!(back.encode_into(&mut small).expect_err("too small").kind(), ErrorKind::BufferTooSmall);
    }
}

#[test]
fn nested_values_in_a_slice_writer() {
    let mut buf = [0u8; 300];
    let mut w = SliceWriter::new(&mut buf);
    w.tlv(Tag::SEQUENCE, |w| {
        w.tlv(Tag::SEQUENCE, |w| {
            w.primitive(Tag::OCTET_STRING, &[7; 200]);
            Ok(())
        })
    })
    .expect("writes");
    let out = w.finish().expect("fits");
    assert_eq!(&out[..8], &[0x30, 0x81, 0xce, 0x30, 0x81, 0xcb, 0x04, 0x81]);
    assert_eq!(out.len(), 3 + 3 + 3 + 200);
}

#[test]
fn high_tag_numbers_round_trip() {
    for number in [0u32, 30, 31, 127, 128, 16_383, 16_384, (1 << 28) - 1] {
        let tag = Tag::new(Class::Application, true, number);
        let mut id = [0u8; 5];
        let n = tag.encode(&mut id);
        assert_eq!(n, tag.encoded_len());
        let mut der = id[..n].to_vec();
        der.push(0);
        let tlv = Reader::new(&der).read_tlv().expect("reads");
        assert_eq!(tlv.tag, tag);
    }
}

#[test]
fn oid_display_and_arcs() {
    let oid = ObjectIdentifier::from_bytes(&[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]).expect("valid");
    assert_eq!(oid.to_string(), "1.2.840.113549.1.1.11");
    let big = ObjectIdentifier::from_bytes(&[0x88, 0x37, 0x03]).expect("valid");
    assert_eq!(big.to_string(), "2.999.3");
    // 2^128 does not fit an arc.
    let mut too_big = vec![0x84];
    too_big.extend([0x80; 18]);
    too_big.push(0x00);
    assert_eq!(ObjectIdentifier::from_bytes(&too_big).expect_err("too big").kind(), ErrorKind::InvalidOid);
    // 2^128 - 1 does, in the longest form there is (19 octets).
    let mut largest = vec![0x83];
    largest.extend([0xff; 17]);
    largest.push(0x7f);
    let arcs: Vec<u128> = ObjectIdentifier::from_bytes(&largest).expect("fits").arcs().collect();
    assert_eq!(arcs, [2, u128::MAX - 80]);
    // The last arc, read from the end, is the one iteration ends with: for
    // one sub-identifier (two arcs), several, and after some are taken.
    for bytes in [&[0x2a][..], &[0x88, 0x37][..], &[0x88, 0x37, 0x03][..], oid.as_bytes(), &largest[..]] {
        let oid = ObjectIdentifier::from_bytes(bytes).expect("valid");
        let all: Vec<u128> = oid.arcs().collect();
        for taken in 0..=all.len() {
            let mut arcs = oid.arcs();
            arcs.by_ref().take(taken).for_each(drop);
            assert_eq!(
                arcs.last(),
                all.get(taken..).and_then(|rest| rest.last().copied()),
                "{bytes:02x?} after {taken}"
            );
        }
    }
    // Every other form error, with its offset.
    for (bytes, kind, offset) in [
        (&[][..], ErrorKind::InvalidOid, 0),
        (&[0x2a, 0x86][..], ErrorKind::InvalidOid, 2),
        (&[0x2a, 0x80, 0x01][..], ErrorKind::NonMinimalOid, 1),
        (&[0x80, 0x01][..], ErrorKind::NonMinimalOid, 0),
    ] {
        let err = ObjectIdentifier::from_bytes(bytes).expect_err("malformed");
        assert_eq!((err.kind(), err.offset()), (kind, offset), "{bytes:02x?}");
    }
}

#[test]
fn times() {
    let t = UtcTime::new(b"491231235959Z").expect("valid");
    assert_eq!(t.to_datetime().year, 2049);
    assert_eq!(UtcTime::new(b"500101000000Z").expect("valid").to_datetime().year, 1950);
    let g = GeneralizedTime::new(b"20240229120000.123Z").expect("leap day");
    assert_eq!(g.to_string(), "2024-02-29T12:00:00.123Z");
    assert_eq!(g.to_datetime().unix_timestamp(), 1_709_208_000);
    assert!(GeneralizedTime::new(b"20230229120000Z").is_err());
    // Every DER rule, each broken once.
    for bad in [
        &b"4912312359Z"[..],  // no seconds
        b"4912312359590",     // no Z
        b"491231235959+0000", // offset
        b"49123123595 Z",     // not a digit
        b"4/1231235959Z",     // not a digit in the year
        b"491331235959Z",     // month 13
        b"491200235959Z",     // day 0
        b"490431235959Z",     // April 31
        b"491231245959Z",     // hour 24
        b"491231236059Z",     // minute 60
        b"491231235960Z",     // second 60 (no leap seconds in DER)
    ] {
        assert!(UtcTime::new(bad).is_err(), "{}", String::from_utf8_lossy(bad));
    }
    for bad in [
        &b"20240229120000.Z"[..], // empty fraction
        b"20240229120000.10Z",    // trailing zero
        b"20240229120000,1Z",     // comma
        b"20240229120000.1aZ",    // not a digit in the fraction
        b"2024022912000Z",        // no seconds
        b"2O24022912000OZ",       // letters
        b"20240229120000",        // no Z
    ] {
        assert!(GeneralizedTime::new(bad).is_err(), "{}", String::from_utf8_lossy(bad));
    }
    // The fields read back (without checks) are those of the checked text.
    for (text, expected) in [
        (&b"000229000000Z"[..], "2000-02-29T00:00:00Z"),
        (b"991231235959Z", "1999-12-31T23:59:59Z"),
        (b"700101000000Z", "1970-01-01T00:00:00Z"),
    ] {
        assert_eq!(UtcTime::new(text).expect("valid").to_string(), expected);
    }
    for (text, expected, unix) in [
        (&b"19700101000000Z"[..], "1970-01-01T00:00:00Z", 0),
        (b"99991231235959.999999999Z", "9999-12-31T23:59:59.999999999Z", 253_402_300_799),
        (b"16000229000001.0000000001Z", "1600-02-29T00:00:01Z", -11_670_998_399),
    ] {
        let time = GeneralizedTime::new(text).expect("valid").to_datetime();
        assert_eq!((time.to_string(), time.unix_timestamp()), (expected.to_string(), unix));
    }
}

#[test]
fn integers() {
    for v in [0i64, 1, -1, 127, 128, -128, -129, i64::MAX, i64::MIN] {
        let i = Integer::from_i64(v);
        assert_eq!(i.to_i64(), Some(v));
        assert_eq!(Integer::decode(&i.to_der().expect("encodes")).expect("minimal"), i);
    }
    assert_eq!(Integer::from_u64(u64::MAX).as_bytes(), &[0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    assert_eq!(Integer::from_u64(u64::MAX).to_u64(), Some(u64::MAX));
    // Native types: their whole range (up to eight content octets read in
    // one register, nine for the top of u64) and nothing outside it.
    for v in [0i64, -1, 127, -129, i64::MAX, i64::MIN] {
        let der = Integer::from_i64(v).to_der().expect("encodes");
        assert_eq!(i64::decode(&der).expect("in range"), v);
        assert_eq!(i32::decode(&der).ok(), i32::try_from(v).ok(), "{v}");
        assert_eq!(u64::decode(&der).ok(), u64::try_from(v).ok(), "{v}");
    }
    let top = Integer::from_u64(u64::MAX).to_der().expect("encodes");
    assert_eq!(u64::decode(&top).expect("in range"), u64::MAX);
    assert_eq!(i64::decode(&top).expect_err("above i64").kind(), ErrorKind::ValueOutOfRange);
    assert_eq!(u8::decode(&[0x02, 0x02, 0x01, 0x00]).expect_err("256").kind(), ErrorKind::ValueOutOfRange);
    assert_eq!(u8::decode(&[0x02, 0x02, 0x00, 0x7f]).expect_err("not minimal").kind(), ErrorKind::NonMinimalInteger);
}

/// Collections check every element, however deep, when decoded; iterating
/// reads the elements again without those checks, and must give exactly
/// what was checked.
#[test]
fn collections_are_checked_on_decode_and_iterated_as_checked() {
    type Nested<'a> = SequenceOf<'a, SetOf<'a, PrintableString<'a>>>;
    let good = [0x30, 0x0c, 0x31, 0x04, 0x13, 0x02, b'a', b'b', 0x31, 0x04, 0x13, 0x02, b'c', b'd'];
    let nested = Nested::decode(&good).unwrap();
    let texts: Vec<Vec<&str>> = nested.iter().map(|set| set.iter().map(|s| s.as_str()).collect()).collect();
    assert_eq!(texts, [["ab"], ["cd"]]);
    assert_eq!(nested.iter().map(|set| set.len()).collect::<Vec<_>>(), [1, 1]);

    // A character outside the alphabet in the last element of the last set.
    let mut bad = good;
    bad[13] = b'*';
    let err = Nested::decode(&bad).unwrap_err();
    assert_eq!((err.kind(), err.offset()), (ErrorKind::InvalidCharacter, 13));

    // The content of an ANY element: a sub-identifier with a leading 0x80.
    let any = [0x30, 0x06, 0x06, 0x01, 0x2a, 0x06, 0x01, 0x80];
    let err = SequenceOf::<RawDer>::decode(&any).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NonMinimalOid);
    let fine = [0x30, 0x06, 0x06, 0x01, 0x2a, 0x06, 0x01, 0x2b];
    let oids: Vec<Vec<u8>> =
        SequenceOf::<RawDer>::decode(&fine).unwrap().iter().map(|v| v.content().to_vec()).collect();
    assert_eq!(oids, [[0x2a], [0x2b]]);
}

/// Text built by hand meets the same alphabets as decoded text.
#[test]
fn restricted_strings_built_from_text_are_checked() {
    assert_eq!(PrintableString::new("Test CA (2011)").expect("printable").as_str(), "Test CA (2011)");
    let err = PrintableString::new("a*b").expect_err("`*` is not printable");
    assert_eq!((err.kind(), err.offset()), (ErrorKind::InvalidCharacter, 1));
    assert_eq!(Ia5String::new("caf\u{e9}").expect_err("not ASCII").offset(), 3);
}

/// FROM constraints, over octets (GeneralString and its kin) and over text.
#[test]
fn from_constraints_check_every_code_point() {
    let ia5 = [(0x00, 0x7f)];
    assert!(check_alphabet(CodePoints::Bytes(b"krbtgt".iter()), &ia5, 0).is_ok());
    let err = check_alphabet(CodePoints::Bytes([b'a', 0xe9].iter()), &ia5, 7).expect_err("not IA5");
    assert_eq!((err.kind(), err.offset()), (ErrorKind::InvalidCharacter, 7));
    let upper = [(u32::from('A'), u32::from('Z'))];
    assert!(check_alphabet(Utf8String::new("AZ").code_points(), &upper, 0).is_ok());
    assert!(check_alphabet(Utf8String::new("A\u{c9}").code_points(), &upper, 0).is_err());
    // Alphabets holding all of ASCII take octets a word at a time: every
    // octet value at every position of every length up to 20 is decided
    // as the ranges say, for ASCII alone, ASCII and more, and less.
    let alphabets: [&[(u32, u32)]; 4] = [&ia5, &[(0x00, 0x7f), (0xa0, 0xff)], &[(0x00, 0xff)], &[(0x00, 0x7e)]];
    for ranges in alphabets {
        let allowed = |b: u8| ranges.iter().any(|&(lo, hi)| lo <= u32::from(b) && u32::from(b) <= hi);
        for len in 1..=20 {
            let mut text = [b'k'; 20];
            for at in 0..len {
                for octet in 0..=255u8 {
                    text[at] = octet;
                    let got = check_alphabet(CodePoints::Bytes(text[..len].iter()), ranges, 0).is_ok();
                    assert_eq!(got, allowed(octet), "{ranges:?} {len} {at} {octet:#04x}");
                }
                text[at] = b'k';
            }
        }
    }
}

/// SIZE constraints count characters: the count taken by the length (one
/// width) or by the standard library (UTF-8) equals the count of the
/// characters the iterator yields, for every kind of string.
#[test]
fn code_points_count_what_they_yield() {
    let utf8 = "a\u{e9}\u{20ac}\u{1f600}z";
    let ucs2 = [0x00, 0x41, 0x20, 0xac, 0xd8, 0x3d];
    let ucs4 = [0x00, 0x01, 0xf6, 0x00, 0x00, 0x00, 0x00, 0x41];
    let cases = [
        CodePoints::Str(utf8.chars()),
        CodePoints::Str("".chars()),
        CodePoints::Bytes(b"krbtgt\xe9".iter()),
        CodePoints::Ucs2(ucs2.chunks_exact(2)),
        CodePoints::Ucs4(ucs4.chunks_exact(4)),
    ];
    let expected = [5, 0, 7, 3, 2];
    for (points, expected) in cases.into_iter().zip(expected) {
        let yielded = points.clone().fold(0, |n, _| n + 1);
        assert_eq!((points.clone().count(), yielded), (expected, expected), "{points:?}");
        assert_eq!(points.size_hint().1.map(|hi| hi >= expected), Some(true), "{points:?}");
    }
}

/// An EXPLICIT wrapper whose length octet is 0x80 (indefinite) around a
/// value of 126 octets of content (length octet 0x7e, two less): the
/// indefinite form must not be read as a definite length of 128. Fuzzing
/// finding 14: DER mode took the wrapper as definite and failed later, at
/// the wrong place; BER mode must find the end-of-contents after it.
#[test]
fn an_indefinite_explicit_wrapper_is_not_a_length_of_128() {
    let mut input = vec![0xa0, 0x80, 0x04, 0x7e];
    input.extend([0x5a; 0x7e]);
    input.extend([0x00, 0x00]);

    let err = Reader::new(&input).explicit_value::<&[u8]>(Tag::context(0), Tag::OCTET_STRING).expect_err("not DER");
    assert_eq!((err.kind(), err.offset()), (ErrorKind::IndefiniteLength, 1));

    let space_bytes = synta_rt::BerSpace::needed(input.len());
    let mut storage = vec![0u8; space_bytes];
    let space = synta_rt::BerSpace::new(&mut storage);
    let mut r = Reader::new_ber(&input, &space);
    let value = r.explicit_value::<&[u8]>(Tag::context(0), Tag::OCTET_STRING).expect("BER");
    assert_eq!(value, &[0x5a; 0x7e][..]);
    assert!(r.is_empty(), "the end-of-contents is read with the wrapper");
}

/// A value of nested SEQUENCEs around `len` octets: every level's length
/// in the form its content needs.
#[derive(Clone)]
struct Nested {
    depth: usize,
    len: usize,
}

impl<'a> Der<'a> for Nested {
    const NAME: &'static str = "Nested";
    fn decode_tlv<M: synta_rt::Mode<'a>>(_: &mut Reader<'a, M>) -> synta_rt::Result<Self> {
        unreachable!("encoding only")
    }
    fn encode_tlv<W: Writer>(&self, w: &mut W) -> synta_rt::Result<()> {
        if self.depth == 0 {
            w.primitive(Tag::OCTET_STRING, &vec![0x5a; self.len]);
            return Ok(());
        }
        w.tlv(Tag::SEQUENCE, |w| {
            w.primitive(Tag::BOOLEAN, &[0xff]);
            Nested { depth: self.depth - 1, len: self.len }.encode_tlv(w)?;
            w.tlv(Tag::context(5).constructed(), |w| {
                w.primitive(Tag::INTEGER, &[1]);
                Ok(())
            })?;
            // DER inside a primitive (an extension's value): the nested
            // TLVs are in the plan, the OCTET STRING around them is not.
            w.tlv(Tag::OCTET_STRING, |w| {
                w.tlv(Tag::SEQUENCE, |w| {
                    w.tlv(Tag::context(1), |w| {
                        w.write(&vec![0x33; self.len / 2]);
                        Ok(())
                    })
                })
            })
        })
    }
    fn starts_with(tag: Tag) -> bool {
        tag == Tag::SEQUENCE
    }
}

/// `to_der` and `encode_into` run the encoder twice (lengths first, then
/// the octets with each header written once); what they write must be
/// what the one-pass writers write, which fix lengths up as they go.
#[test]
fn planned_encoding_writes_what_one_pass_writers_write() {
    for len in [0usize, 100, 119, 120, 127, 128, 250, 255, 256, 65_530, 65_536, 70_000] {
        for depth in [0, 1, 4] {
            let value = Nested { depth, len };
            let mut one_pass = Vec::new();
            value.encode_tlv(&mut one_pass).expect("writes");
            let planned = value.to_der().expect("encodes");
            assert_eq!(planned, one_pass, "depth {depth}, {len} octets");
            // And it is DER, read by the decoder's own rules.
            RawDer::decode(&planned).expect("DER");
            assert_eq!(value.encoded_len().expect("len"), planned.len());
            // In a larger buffer, and in one a byte too small.
            let mut buf = vec![0u8; planned.len() + 20];
            assert_eq!(value.encode_into(&mut buf).expect("fits"), planned.as_slice());
            let mut small = vec![0u8; planned.len() - 1];
            assert_eq!(value.encode_into(&mut small).expect_err("too small").kind(), ErrorKind::BufferTooSmall);
            let mut slice = vec![0u8; planned.len()];
            let mut w = SliceWriter::new(&mut slice);
            value.encode_tlv(&mut w).expect("writes");
            assert_eq!(w.finish().expect("fits"), planned.as_slice());
        }
    }
}

/// A SEQUENCE of primitives, each inside an EXPLICIT tag written with it
/// (`encode_explicit`, as the generated encoders write Kerberos' fields).
struct Explicit {
    outer: Tag,
    tag: Tag,
    octets: Vec<u8>,
    number: i64,
}

impl Explicit {
    /// The same TLVs written the general way: the wrapper, then the value.
    fn by_wrapper(&self, w: &mut Vec<u8>) {
        w.tlv(Tag::SEQUENCE, |w| {
            w.tlv(self.outer, |w| synta_rt::encode_value(w, self.tag, &self.octets.as_slice()))?;
            w.tlv(self.outer, |w| synta_rt::encode_value(w, Tag::INTEGER, &self.number))
        })
        .expect("writes");
    }
}

impl<'a> Der<'a> for Explicit {
    const NAME: &'static str = "Explicit";
    fn decode_tlv<M: synta_rt::Mode<'a>>(_: &mut Reader<'a, M>) -> synta_rt::Result<Self> {
        unreachable!("encoding only")
    }
    fn encode_tlv<W: Writer>(&self, w: &mut W) -> synta_rt::Result<()> {
        w.tlv(Tag::SEQUENCE, |w| {
            synta_rt::encode_explicit(w, self.outer, self.tag, &self.octets.as_slice())?;
            synta_rt::encode_explicit(w, self.outer, Tag::INTEGER, &self.number)
        })
    }
    fn starts_with(tag: Tag) -> bool {
        tag == Tag::SEQUENCE
    }
}

/// An EXPLICIT wrapper written with its primitive value: the same octets as
/// the wrapper written around the value, in every writer, for short and
/// long tags and contents (the planned writer's inline case takes one-octet
/// identifiers and up to 16 octets; an inner TLV of 128 octets or more
/// gives the wrapper a long length).
#[test]
fn explicit_wrappers_written_with_their_value() {
    let outers = [Tag::context(0), Tag::context(30), Tag::context(31), Tag::application(200)];
    let inners = [Tag::OCTET_STRING, Tag::context(40)];
    let lens = [0usize, 1, 15, 16, 17, 123, 124, 125, 126, 127, 128, 300, 70_000];
    for outer in outers {
        for tag in inners {
            for (i, len) in lens.into_iter().enumerate() {
                let number = [0, -1, 127, 128, -129, i64::MIN, i64::MAX][i % 7];
                let value = Explicit { outer: outer.constructed(), tag, octets: vec![0xa5; len], number };
                let mut expected = Vec::new();
                value.by_wrapper(&mut expected);
                let what = format!("{outer:?} around {tag:?}, {len} octets, {number}");
                assert_eq!(value.to_der().expect("encodes"), expected, "{what}");
                let mut one_pass = Vec::new();
                value.encode_tlv(&mut one_pass).expect("writes");
                assert_eq!(one_pass, expected, "{what}");
                assert_eq!(value.encoded_len().expect("len"), expected.len(), "{what}");
                let mut buf = vec![0u8; expected.len()];
                let mut w = SliceWriter::new(&mut buf);
                value.encode_tlv(&mut w).expect("writes");
                assert_eq!(w.finish().expect("fits"), expected.as_slice(), "{what}");
                RawDer::decode(&expected).expect("DER");
            }
        }
    }
}

/// An encoder that writes something else the second time it runs (none of
/// the generated ones does) still gets a correct encoding: the plan is
/// dropped and the one-pass writer used.
#[test]
fn an_encoder_that_strays_from_its_plan_is_encoded_in_one_pass() {
    use std::cell::Cell;
    /// Writes 1, 2, 3, 1, ... NULLs on successive runs: in a SEQUENCE, or
    /// bare (an untagged value, whose length no header states).
    struct Fickle(Cell<usize>, bool);
    impl<'a> Der<'a> for Fickle {
        const NAME: &'static str = "Fickle";
        fn decode_tlv<M: synta_rt::Mode<'a>>(_: &mut Reader<'a, M>) -> synta_rt::Result<Self> {
            unreachable!("encoding only")
        }
        fn encode_tlv<W: Writer>(&self, w: &mut W) -> synta_rt::Result<()> {
            let runs = self.0.get();
            self.0.set(runs + 1);
            let nulls = |w: &mut W| {
                for _ in 0..=runs % 3 {
                    w.primitive(Tag::NULL, &[]);
                }
                Ok(())
            };
            if self.1 {
                nulls(w)
            } else {
                w.tlv(Tag::SEQUENCE, nulls)
            }
        }
        fn starts_with(tag: Tag) -> bool {
            tag == Tag::SEQUENCE
        }
    }
    // Whatever run wrote it, the output is consistent, whether the second
    // run writes more than planned (starting at 0 or 1: the output has no
    // room) or less (starting at 2: the output is not filled).
    for (start, bare) in (0..3).flat_map(|start| [(start, false), (start, true)]) {
        let der = Fickle(Cell::new(start), bare).to_der().expect("encodes");
        let mut buf = [0u8; 64];
        let into = Fickle(Cell::new(start), bare).encode_into(&mut buf).expect("encodes").to_vec();
        for out in [der, into] {
            let nulls = if bare { &out[..] } else { &out[2..] };
            assert!(bare || out[1] as usize == out.len() - 2, "{start}: {out:02x?}");
            assert!(!nulls.is_empty() && nulls.chunks(2).all(|null| null == [0x05, 0x00]), "{start}: {out:02x?}");
        }
    }
}

/// SET OF elements built in any order are written in DER order, sorted in
/// the output itself, by every writer.
#[test]
fn set_of_built_out_of_order_is_sorted_in_place() {
    let texts = ["zz", "a", "mm", "b", "aaa", "a"];
    let set = SetOf::from_vec(texts.iter().map(|t| PrintableString::new(t).expect("printable")).collect());
    let der = set.to_der().expect("encodes");
    let back = SetOf::<PrintableString>::decode(&der).expect("DER order");
    let order: Vec<&str> = back.iter().map(|s| s.as_str()).collect();
    // By encoding: the length octet first, then the text.
    assert_eq!(order, ["a", "a", "b", "mm", "zz", "aaa"]);
    let mut vec_out = Vec::new();
    set.encode_tlv(&mut vec_out).expect("writes");
    assert_eq!(vec_out, der);
    let mut buf = [0u8; 64];
    let mut w = SliceWriter::new(&mut buf);
    set.encode_tlv(&mut w).expect("writes");
    assert_eq!(w.finish().expect("fits"), der.as_slice());
    // Inside a SEQUENCE OF, after other octets: only the set's own region moves.
    let outer = SequenceOf::from_vec(vec![set.clone(), set]);
    let der = outer.to_der().expect("encodes");
    let back = SequenceOf::<SetOf<PrintableString>>::decode(&der).expect("DER order");
    assert_eq!(back.len(), 2);
}

/// Native integers are written in their minimal two's-complement form at
/// every octet boundary.
#[test]
fn native_integers_are_minimal_at_every_boundary() {
    let mut values = vec![0i64, -1, i64::MAX, i64::MIN];
    for bits in 1..63 {
        let edge = 1i64 << bits;
        values.extend([edge - 1, edge, -edge, -edge - 1]);
    }
    for v in values {
        let der = v.to_der().expect("encodes");
        assert_eq!(i64::decode(&der).expect("minimal"), v);
        assert_eq!(der, Integer::from_i64(v).to_der().expect("encodes"), "{v}");
    }
    let der = u64::MAX.to_der().expect("encodes");
    assert_eq!(der, [0x02, 0x09, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
}
