//! BER framing rewritten in its DER form, without the schema.
//!
//! The BER most often met departs from DER in its framing only: streaming
//! writers (CMS and PKCS #7 `-stream`, PKCS #12 from Java and Windows) send
//! indefinite lengths with end-of-contents octets, and OCTET STRINGs in
//! segments. Neither depends on the types: a length means the same in
//! every type, and a constructed value under the universal tag of OCTET
//! STRING is one in segments (X.690 §8.7.3). So they can be rewritten
//! without the schema, and the result, read in DER mode, is the value BER
//! mode reads from the input, or is refused, and then BER mode must read
//! the input itself (it may depart from DER elsewhere: other strings in
//! segments, BOOLEAN, order, lengths longer than they need). One framing
//! only the schema can read is refused here, as BER mode refuses it where
//! no schema says (a raw value): a value of a tag that is not universal,
//! of indefinite length, holding nothing but strings (see `only_strings`
//! in ber.rs). [`decode_ber_owned`] and the Python package's
//! `decode(data, ber=True)` try this first, where BER mode would read the
//! input, write its DER and read that again.
//!
//! [`decode_ber_owned`]: crate::decode_ber_owned

use alloc::vec::Vec;

use crate::reader::MAX_DEPTH;

/// `ber`, one whole TLV, framed as DER: indefinite lengths made definite
/// (in the fewest octets) and OCTET STRINGs in segments joined into one
/// primitive value; a value of definite length is copied as it is, header
/// and all (streaming writers wrap values that are DER already in their
/// indefinite lengths). `None` when it is not one well-formed TLV (X.690
/// §8.1): a length that runs past its enclosing value, an indefinite
/// length on a primitive value, an end-of-contents missing, octets after
/// the value, nesting deeper than the reader allows, or a segment of an
/// OCTET STRING that is not one; and for a value of indefinite length
/// whose DER only the schema knows (module docs).
pub fn frame_as_der(ber: &[u8]) -> Option<Vec<u8>> {
    // First the content length of each constructed value, in the order the
    // values start; then the output, written front to back with them.
    let mut lengths = Vec::new();
    let (end, total) = measure(ber, 0, 0, &mut lengths)?;
    if end != ber.len() {
        return None;
    }
    let mut out = Vec::with_capacity(total);
    let mut next = 0;
    write(ber, 0, &lengths, &mut next, &mut out);
    Some(out)
}

/// A header: the identifier's octets, whether the value is constructed,
/// its length (`None`: indefinite) and where its content starts.
struct Header {
    identifier: usize,
    constructed: bool,
    length: Option<usize>,
    content: usize,
}

/// The identifier octet of an OCTET STRING in segments.
const OCTETS_IN_SEGMENTS: u8 = 0x24;

impl Header {
    /// Where the content ends (`None`: at an end-of-contents to be found),
    /// or `Err` when a definite length runs past `limit`.
    fn end(&self, limit: usize) -> Result<Option<usize>, ()> {
        match self.length {
            Some(len) => self.content.checked_add(len).filter(|&end| end <= limit).map(Some).ok_or(()),
            None => Ok(None),
        }
    }
}

/// Walks the values of a content that starts at `at` and ends at `end` (or
/// at an end-of-contents, consumed), calling `each` on the start of each;
/// `each` returns where that value ends. Returns where the content ends.
fn contents(b: &[u8], at: usize, end: Option<usize>, mut each: impl FnMut(usize) -> Option<usize>) -> Option<usize> {
    let mut p = at;
    loop {
        match end {
            Some(end) if p == end => return Some(p),
            // End-of-contents (X.690 §8.1.5) closes an indefinite length.
            None if b.get(p..p + 2) == Some(&[0u8, 0][..]) => return Some(p + 2),
            _ => {}
        }
        p = each(p)?;
        if end.is_some_and(|end| p > end) {
            return None;
        }
    }
}

/// The segments of the OCTET STRING at `at` (its header `h`): where it
/// ends and the length of their contents joined. Segments are primitive
/// OCTET STRINGs or, in turn, OCTET STRINGs in segments (X.690 §8.7.3.2).
fn segments(b: &[u8], h: &Header, depth: u8) -> Option<(usize, usize)> {
    if depth >= MAX_DEPTH {
        return None;
    }
    let mut joined = 0usize;
    let end = contents(b, h.content, h.end(b.len()).ok()?, |p| {
        let s = header(b, p)?;
        match b[p] {
            0x04 => {
                let end = s.end(b.len()).ok()??;
                joined += end - s.content;
                Some(end)
            }
            OCTETS_IN_SEGMENTS => {
                let (end, len) = segments(b, &s, depth + 1)?;
                joined += len;
                Some(end)
            }
            _ => None,
        }
    })?;
    Some((end, joined))
}

/// Copies the contents of the segments of the OCTET STRING at `h`.
fn copy_segments(b: &[u8], h: &Header, out: &mut Vec<u8>) -> usize {
    let end = h.end(b.len()).ok().flatten();
    contents(b, h.content, end, |p| {
        let s = header(b, p)?;
        if b[p] == OCTETS_IN_SEGMENTS {
            return Some(copy_segments(b, &s, out));
        }
        let end = s.end(b.len()).ok()??;
        out.extend_from_slice(&b[s.content..end]);
        Some(end)
    })
    .unwrap_or(b.len())
}

fn header(b: &[u8], at: usize) -> Option<Header> {
    let first = *b.get(at)?;
    let mut p = at + 1;
    if first & 0x1f == 0x1f {
        // The tag number in base 128, at most five octets (32 bits).
        loop {
            let octet = *b.get(p)?;
            p += 1;
            if octet & 0x80 == 0 {
                break;
            }
            if p - at > 5 {
                return None;
            }
        }
    }
    let identifier = p - at;
    let octet = *b.get(p)?;
    p += 1;
    let length = match octet {
        0x00..=0x7f => Some(usize::from(octet)),
        0x80 => None,
        0xff => return None, // reserved (X.690 §8.1.3.5)
        _ => {
            let n = usize::from(octet & 0x7f);
            let octets = b.get(p..p + n)?;
            p += n;
            let mut len = 0usize;
            for &o in octets {
                len = len.checked_mul(256)?.checked_add(usize::from(o))?;
            }
            Some(len)
        }
    };
    Some(Header { identifier, constructed: first & 0x20 != 0, length, content: p })
}

/// The number of octets of a DER length of `len`.
fn length_octets(len: usize) -> usize {
    if len < 0x80 {
        1
    } else {
        1 + (usize::BITS as usize / 8 - len.leading_zeros() as usize / 8)
    }
}

/// Whether the value at `at` is copied as it is, header and all: one of a
/// definite length, but an OCTET STRING in segments. Inside a definite
/// length the framing is not looked at: BER there (an indefinite length,
/// segments, a length longer than it needs) is left for DER mode to refuse
/// and BER mode to read. That costs nothing on the BER streaming writers
/// send, whose indefinite lengths wrap values of definite ones
/// (certificates, signatures), which are then copied instead of walked.
fn copied_whole(b: &[u8], at: usize, h: &Header) -> bool {
    h.length.is_some() && b[at] != OCTETS_IN_SEGMENTS
}

/// The strings a content holds, as BER mode's `only_strings` counts them:
/// whether every value is an OCTET STRING or every one a BIT STRING, with
/// at least one primitive.
#[derive(Default)]
struct Strings {
    number: Option<u8>,
    other: bool,
    primitive: bool,
}

impl Strings {
    fn add(&mut self, identifier: u8) {
        let number = identifier & 0x1f;
        let string = identifier & 0xc0 == 0 && (number == 3 || number == 4);
        self.other |= !string || self.number.is_some_and(|n| n != number);
        self.number = Some(number);
        self.primitive |= identifier & 0x20 == 0;
    }

    fn only(&self) -> bool {
        !self.other && self.primitive
    }
}

/// Reads the TLV at `at`: where it ends in `b` and how long it is with DER
/// lengths; pushes the content length of each value it rewrites.
fn measure(b: &[u8], at: usize, depth: u8, lengths: &mut Vec<usize>) -> Option<(usize, usize)> {
    if depth >= MAX_DEPTH {
        return None;
    }
    let h = header(b, at)?;
    if copied_whole(b, at, &h) {
        let end = h.end(b.len()).ok()??;
        return Some((end, end - at));
    }
    if !h.constructed {
        return None; // an indefinite length on a primitive value
    }
    let slot = lengths.len();
    lengths.push(0);
    let (end, content) = if b[at] == OCTETS_IN_SEGMENTS {
        segments(b, &h, depth)?
    } else {
        let (mut content, mut strings) = (0usize, Strings::default());
        let end = contents(b, h.content, None, |p| {
            let (end, len) = measure(b, p, depth + 1, lengths)?;
            strings.add(b[p]); // a value was read at p
            content += len;
            Some(end)
        })?;
        // The segments of an IMPLICIT string, or a SEQUENCE OF strings?
        if b[at] & 0xc0 != 0 && strings.only() {
            return None;
        }
        (end, content)
    };
    lengths[slot] = content;
    Some((end, h.identifier + length_octets(content) + content))
}

/// Writes the TLV at `at` with DER lengths; `next` indexes `lengths`.
fn write(b: &[u8], at: usize, lengths: &[usize], next: &mut usize, out: &mut Vec<u8>) -> usize {
    let Some(h) = header(b, at) else { return b.len() };
    if copied_whole(b, at, &h) {
        let end = h.content + h.length.unwrap_or(0);
        out.extend_from_slice(&b[at..end]);
        return end;
    }
    out.extend_from_slice(&b[at..at + h.identifier]);
    let content = lengths[*next];
    *next += 1;
    if b[at] == OCTETS_IN_SEGMENTS {
        // One primitive OCTET STRING.
        let last = out.len() - h.identifier;
        out[last] = 0x04;
        push_length(out, content);
        return copy_segments(b, &h, out);
    }
    push_length(out, content);
    contents(b, h.content, None, |p| Some(write(b, p, lengths, next, out))).unwrap_or(b.len())
}

fn push_length(out: &mut Vec<u8>, len: usize) {
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let octets = length_octets(len) - 1;
        out.push(0x80 | octets as u8);
        out.extend_from_slice(&len.to_be_bytes()[core::mem::size_of::<usize>() - octets..]);
    }
}

#[cfg(test)]
mod tests {
    use super::frame_as_der;
    use alloc::string::String;
    use alloc::vec::Vec;

    fn hex(s: &str) -> Vec<u8> {
        let s: String = s.split_whitespace().collect();
        (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap_or(0)).collect()
    }

    #[test]
    fn indefinite_and_long_lengths_become_der() {
        // SEQUENCE (indefinite) { INTEGER 5, SEQUENCE { NULL },
        // [0] (indefinite) { SEQUENCE (indefinite) { OCTET STRING 'ab' } } }
        let ber = hex("3080 020105 3002 0500 a080 3080 0402abcd 0000 0000 0000");
        assert_eq!(frame_as_der(&ber), Some(hex("300f 020105 3002 0500 a006 3004 0402abcd")));
        // DER stays as it is.
        let der = hex("300d 020105 3002 0500 a004 0402abcd");
        assert_eq!(frame_as_der(&der).as_deref(), Some(&der[..]));
        // A content of 200 octets: a long length, in two octets.
        let mut long = hex("3080 0481c8");
        long.extend([7u8; 200]);
        long.extend([0, 0]);
        let mut want = hex("3081cb 0481c8");
        // (A length longer than it needs is left as it is.)
        want.extend([7u8; 200]);
        assert_eq!(frame_as_der(&long), Some(want));
        // A high tag number is copied.
        assert_eq!(frame_as_der(&hex("bf8148 80 0500 0000")), Some(hex("bf8148 02 0500")));
        // OCTET STRINGs in segments, nested and empty, joined; a BIT STRING
        // in segments is left to BER mode.
        assert_eq!(frame_as_der(&hex("3080 2480 0402abcd 2403 0401ef 0400 0000 0000")), Some(hex("3005 0403abcdef")));
        assert_eq!(frame_as_der(&hex("2480 0000")), Some(hex("0400")));
        assert_eq!(frame_as_der(&hex("2380 03020000 0000")), Some(hex("2304 03020000")));
        // A value of definite length is copied as it is, header and all.
        assert_eq!(frame_as_der(&hex("30820004 3080 0000")), Some(hex("30820004 3080 0000")));
        assert_eq!(frame_as_der(&hex("3080 0481020001 0000")), Some(hex("3005 0481020001")));
        // Under a tag that is not universal, strings in an indefinite
        // length: the segments of an IMPLICIT string or a SEQUENCE OF
        // strings, whose DER differ (BER mode refuses it in a raw value).
        assert_eq!(frame_as_der(&hex("a080 0402abcd 0000")), None);
        assert_eq!(frame_as_der(&hex("3080 a080 0301000302 0100 0000 0000")), None);
        // Only constructed strings: an EXPLICIT string, as CMS's eContent.
        assert_eq!(frame_as_der(&hex("a080 2480 0401aa 0000 0000")), Some(hex("a003 0401aa")));
        // Mixed, or universal: no doubt.
        assert_eq!(frame_as_der(&hex("a080 0401aa 0500 0000")), Some(hex("a005 0401aa 0500")));
        assert_eq!(frame_as_der(&hex("3080 0401aa 0000")), Some(hex("3003 0401aa")));
    }

    #[test]
    fn any_mutation_frames_once_or_is_refused_without_a_panic() {
        // Every prefix, and every octet set to each of a few telling
        // values, of BER with indefinite lengths, segments and a high tag:
        // no panic, and what is framed frames again to itself.
        let seed = hex("3080 a080 2480 0401aa 2402 0400 0000 0000 bf8148 80 3003 020101 0000 0481020001 0000");
        let mut inputs: Vec<Vec<u8>> = (0..=seed.len()).map(|n| seed[..n].to_vec()).collect();
        for i in 0..seed.len() {
            for v in [0x00, 0x01, 0x04, 0x1f, 0x24, 0x30, 0x7f, 0x80, 0x81, 0x84, 0xa0, 0xff] {
                let mut m = seed.clone();
                m[i] = v;
                inputs.push(m);
            }
        }
        let mut framed = 0;
        for input in &inputs {
            if let Some(der) = frame_as_der(input) {
                assert_eq!(frame_as_der(&der).as_ref(), Some(&der), "{input:02x?}");
                framed += 1;
            }
        }
        assert!(framed > inputs.len() / 4 && framed < inputs.len(), "{framed} of {}", inputs.len());
    }

    #[test]
    fn what_is_not_one_tlv_is_refused() {
        for bad in [
            "0480 00 0000",            // indefinite length on a primitive
            "3080 0500",               // no end-of-contents
            "3003 0500",               // content shorter than its length
            "3002 050100",             // a value running past its enclosing one
            "3000 00",                 // octets after the value
            "30ff",                    // a reserved length octet
            "1f",                      // a tag number cut off
            "3089 010000000000000000", // a length beyond usize
            "2480 0101ff 0000",        // a segment that is no OCTET STRING
            "2403 0402ab",             // a segment running past its string
            "",
        ] {
            assert_eq!(frame_as_der(&hex(bad)), None, "{bad}");
        }
        // Nesting beyond the reader's depth.
        let deep: Vec<u8> = [0x30, 0x80].repeat(100).into_iter().chain([0u8; 200]).collect();
        assert_eq!(frame_as_der(&deep), None);
    }
}
