//! Structure-aware mutation. Byte mutation mostly breaks a length, and the
//! decoder then stops at the first TLV; here the input after its prefix is
//! read as a tree of BER TLVs, changed as a tree (a tag replaced, a
//! component deleted, repeated, moved, wrapped or unwrapped, a length
//! written in another BER form, a string cut into segments, a primitive's
//! content mutated, a subtree replaced by a new one) and written back with
//! lengths that fit, so the inputs stay well-formed and reach the checks
//! deep inside a type. Tags come from the input itself (the tags the
//! schemas gave the value) or from the classes and numbers the shipped
//! schemas use.

use crate::select::PREFIX;

/// The most TLVs read from one input, and the deepest nesting.
const MAX_NODES: usize = 4096;
const MAX_DEPTH: usize = 48;

#[derive(Clone, Debug, PartialEq)]
enum Body {
    Primitive(Vec<u8>),
    Constructed(Vec<Node>),
}

/// How a length is written: as DER does, one octet longer than needed
/// (BER's long form), or indefinite with end-of-contents (constructed only).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Length {
    Minimal,
    Long,
    Indefinite,
}

#[derive(Clone, Debug, PartialEq)]
struct Node {
    /// The identifier octets; the constructed bit is written from `body`.
    id: Vec<u8>,
    body: Body,
    length: Length,
}

/// A small deterministic generator (xorshift64*), seeded by libFuzzer.
struct Rng(u64);

impl Rng {
    fn new(seed: u32) -> Rng {
        Rng(u64::from(seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Mutates the input `data[..size]` into `data[..new size]`, at most
/// `max_size` octets, and returns the new size. `bytes` is libFuzzer's own
/// mutator (same contract), used for a third of the calls, for inputs that
/// do not read as TLVs, and for the content of primitives.
pub fn mutate(
    data: &mut [u8],
    size: usize,
    max_size: usize,
    seed: u32,
    bytes: impl Fn(&mut [u8], usize, usize) -> usize,
) -> usize {
    let mut rng = Rng::new(seed);
    if size <= PREFIX || rng.below(3) == 0 {
        return bytes(data, size, max_size);
    }
    let Some(mut tree) = parse(&data[PREFIX..size]) else {
        return bytes(data, size, max_size);
    };
    for _ in 0..1 + rng.below(3) {
        change(&mut tree, &mut rng, &bytes);
    }
    let mut out = Vec::with_capacity(size);
    write_all(&tree, &mut out);
    if PREFIX + out.len() > max_size {
        return bytes(data, size, max_size);
    }
    // Now and then another type, or the other mode.
    match rng.below(32) {
        0 => data[..2].copy_from_slice(&(rng.next() as u16).to_le_bytes()),
        1 => data[2] ^= 1,
        _ => {}
    }
    data[PREFIX..PREFIX + out.len()].copy_from_slice(&out);
    PREFIX + out.len()
}

/// Reads `bytes` as a sequence of TLVs that fills it exactly.
fn parse(bytes: &[u8]) -> Option<Vec<Node>> {
    let mut budget = MAX_NODES;
    let mut pos = 0;
    let mut nodes = Vec::new();
    while pos < bytes.len() {
        nodes.push(parse_one(bytes, &mut pos, 0, &mut budget)?);
    }
    Some(nodes)
}

fn parse_one(bytes: &[u8], pos: &mut usize, depth: usize, budget: &mut usize) -> Option<Node> {
    if depth > MAX_DEPTH || *budget == 0 {
        return None;
    }
    *budget -= 1;
    let start = *pos;
    let first = *bytes.get(*pos)?;
    *pos += 1;
    if first & 0x1F == 0x1F {
        // High tag number: octets with the top bit set, then one without.
        for _ in 0..5 {
            let octet = *bytes.get(*pos)?;
            *pos += 1;
            if octet & 0x80 == 0 {
                break;
            }
        }
    }
    let id = bytes[start..*pos].to_vec();
    let constructed = first & 0x20 != 0;
    let lead = *bytes.get(*pos)?;
    *pos += 1;
    if lead == 0x80 {
        if !constructed {
            return None;
        }
        let mut children = Vec::new();
        while bytes.get(*pos..*pos + 2)? != [0, 0] {
            children.push(parse_one(bytes, pos, depth + 1, budget)?);
        }
        *pos += 2;
        return Some(Node { id, body: Body::Constructed(children), length: Length::Indefinite });
    }
    let (len, length) = if lead < 0x80 {
        (usize::from(lead), Length::Minimal)
    } else {
        let count = usize::from(lead & 0x7F);
        if count > 4 {
            return None;
        }
        let octets = bytes.get(*pos..*pos + count)?;
        *pos += count;
        let len = octets.iter().fold(0usize, |n, &b| n << 8 | usize::from(b));
        let minimal = len >= 0x80 && octets[0] != 0;
        (len, if minimal { Length::Minimal } else { Length::Long })
    };
    let content = bytes.get(*pos..pos.checked_add(len)?)?;
    *pos += len;
    let body = if constructed {
        let mut inner = 0;
        let mut children = Vec::new();
        while inner < content.len() {
            children.push(parse_one(content, &mut inner, depth + 1, budget)?);
        }
        Body::Constructed(children)
    } else {
        Body::Primitive(content.to_vec())
    };
    Some(Node { id, body, length })
}

fn write_all(nodes: &[Node], out: &mut Vec<u8>) {
    for node in nodes {
        write(node, out);
    }
}

fn write(node: &Node, out: &mut Vec<u8>) {
    let mut id = node.id.clone();
    match node.body {
        Body::Primitive(_) => id[0] &= !0x20,
        Body::Constructed(_) => id[0] |= 0x20,
    }
    out.extend_from_slice(&id);
    match &node.body {
        Body::Primitive(content) => {
            write_length(content.len(), node.length, out);
            out.extend_from_slice(content);
        }
        Body::Constructed(children) if node.length == Length::Indefinite => {
            out.push(0x80);
            write_all(children, out);
            out.extend_from_slice(&[0, 0]);
        }
        Body::Constructed(children) => {
            let mut inner = Vec::new();
            write_all(children, &mut inner);
            write_length(inner.len(), node.length, out);
            out.extend_from_slice(&inner);
        }
    }
}

fn write_length(len: usize, form: Length, out: &mut Vec<u8>) {
    if len < 0x80 && form != Length::Long {
        out.push(len as u8);
        return;
    }
    let octets = len.to_be_bytes();
    let mut skip = octets.iter().take_while(|&&b| b == 0).count().min(octets.len() - 1);
    if form == Length::Long && len >= 0x80 {
        // A leading zero octet: BER's long form, never DER's.
        skip = skip.saturating_sub(1);
    }
    out.push(0x80 | (octets.len() - skip) as u8);
    out.extend_from_slice(&octets[skip..]);
}

/// Where a node is: the child indices from the top-level sequence down.
type Path = Vec<usize>;

fn paths(nodes: &[Node], prefix: &mut Path, out: &mut Vec<Path>) {
    for (i, node) in nodes.iter().enumerate() {
        prefix.push(i);
        out.push(prefix.clone());
        if let Body::Constructed(children) = &node.body {
            paths(children, prefix, out);
        }
        prefix.pop();
    }
}

/// The sequence holding the node at `path`, and the node's index in it.
fn siblings<'t>(tree: &'t mut Vec<Node>, path: &[usize]) -> Option<(&'t mut Vec<Node>, usize)> {
    let (&last, parents) = path.split_last()?;
    let mut nodes = tree;
    for &i in parents {
        match &mut nodes.get_mut(i)?.body {
            Body::Constructed(children) => nodes = children,
            Body::Primitive(_) => return None,
        }
    }
    (last < nodes.len()).then_some((nodes, last))
}

fn node_at<'t>(tree: &'t mut Vec<Node>, path: &[usize]) -> Option<&'t mut Node> {
    let (nodes, i) = siblings(tree, path)?;
    nodes.get_mut(i)
}

/// One change at a random place of `tree`.
fn change(tree: &mut Vec<Node>, rng: &mut Rng, bytes: &impl Fn(&mut [u8], usize, usize) -> usize) {
    let mut all = Vec::new();
    paths(tree, &mut Vec::new(), &mut all);
    if all.is_empty() {
        tree.push(random_tree(rng, &[], 2));
        return;
    }
    let path = all[rng.below(all.len())].clone();
    let ids: Vec<Vec<u8>> = all.iter().filter_map(|p| node_at(tree, p).map(|n| n.id.clone())).collect();
    let donor = node_at(tree, &all[rng.below(all.len())]).cloned();
    let Some((nodes, i)) = siblings(tree, &path) else { return };
    match rng.below(11) {
        0 => nodes[i].id = pick_tag(rng, &ids),
        1 if nodes.len() > 1 || path.len() > 1 => {
            nodes.remove(i);
        }
        2 => {
            let copy = nodes[i].clone();
            nodes.insert(i + 1, copy);
        }
        3 if nodes.len() > 1 => {
            let j = rng.below(nodes.len());
            nodes.swap(i, j);
        }
        4 => {
            // A node from elsewhere in the tree, here instead or beside.
            if let Some(donor) = donor {
                if rng.below(2) == 0 {
                    nodes[i] = donor;
                } else {
                    nodes.insert(i, donor);
                }
            }
        }
        5 => {
            // Wrapped in a constructed value (an EXPLICIT tag, a SEQUENCE).
            let inner = nodes[i].clone();
            nodes[i] = Node { id: pick_tag(rng, &ids), body: Body::Constructed(vec![inner]), length: Length::Minimal };
        }
        6 => {
            if let Body::Constructed(children) = &nodes[i].body {
                let children = children.clone();
                nodes.splice(i..=i, children);
            }
        }
        7 => {
            let indefinite = matches!(nodes[i].body, Body::Constructed(_)) && rng.below(2) == 0;
            nodes[i].length = match (indefinite, nodes[i].length) {
                (true, _) => Length::Indefinite,
                (false, Length::Minimal) => Length::Long,
                (false, _) => Length::Minimal,
            };
        }
        8 => segment(&mut nodes[i], rng),
        9 => {
            if let Body::Primitive(content) = &mut nodes[i].body {
                mutate_content(content, rng, bytes);
            }
        }
        _ => nodes[i] = random_tree(rng, &ids, 3),
    }
}

/// A primitive string cut into two segments of a constructed encoding, as
/// BER allows (X.690 8.6.3, 8.7.3, 8.23.6). A BIT STRING keeps its unused
/// bits in the last segment; another tag is cut as an OCTET STRING.
fn segment(node: &mut Node, rng: &mut Rng) {
    let Body::Primitive(content) = &node.body else { return };
    let bit_string = node.id == [0x03];
    let data = if bit_string { content.get(1..).unwrap_or(&[]) } else { content };
    let cut = rng.below(data.len() + 1);
    let (a, b) = data.split_at(cut);
    let segment = |bytes: Vec<u8>| Node {
        id: vec![if bit_string || node.id.len() > 1 || node.id[0] & 0xC0 != 0 { 0x04 } else { node.id[0] }],
        body: Body::Primitive(bytes),
        length: Length::Minimal,
    };
    let (first, last) = if bit_string {
        let unused = content.first().copied().unwrap_or(0);
        ([&[0][..], a].concat(), [&[unused][..], b].concat())
    } else {
        (a.to_vec(), b.to_vec())
    };
    let mut first = segment(first);
    let mut last = segment(last);
    if bit_string {
        first.id = vec![0x03];
        last.id = vec![0x03];
    }
    node.body = Body::Constructed(vec![first, last]);
}

/// A primitive's content: mutated by libFuzzer, or set to a value that
/// sits on a rule (empty, zero, a sign bit, a redundant leading octet).
fn mutate_content(content: &mut Vec<u8>, rng: &mut Rng, bytes: &impl Fn(&mut [u8], usize, usize) -> usize) {
    const EDGES: &[&[u8]] = &[&[], &[0], &[0x80], &[0xFF], &[0x00, 0x7F], &[0xFF, 0x80], &[0x01], &[0x7F, 0xFF]];
    if rng.below(4) == 0 {
        *content = EDGES[rng.below(EDGES.len())].to_vec();
        return;
    }
    let size = content.len();
    content.resize(size + 16, 0);
    let max = content.len();
    let new = bytes(content, size, max).min(max);
    content.truncate(new);
}

include!(concat!(env!("OUT_DIR"), "/schema_tags.rs"));

/// An identifier: one the input already has, one the shipped schemas give
/// a value (`SCHEMA_TAGS`, read off the generated code by build.rs), or now
/// and then any class and number.
fn pick_tag(rng: &mut Rng, seen: &[Vec<u8>]) -> Vec<u8> {
    match rng.below(16) {
        0..=6 if !seen.is_empty() => seen[rng.below(seen.len())].clone(),
        0..=13 => SCHEMA_TAGS[rng.below(SCHEMA_TAGS.len())].to_vec(),
        14 => vec![(rng.next() as u8 & 0xC0) | 0x1F, 0x1F + rng.below(96) as u8],
        _ => vec![(rng.next() as u8 & 0xC0) | rng.below(31) as u8],
    }
}

/// A new subtree of at most `depth` levels.
fn random_tree(rng: &mut Rng, seen: &[Vec<u8>], depth: usize) -> Node {
    let id = pick_tag(rng, seen);
    if depth > 0 && rng.below(2) == 0 {
        let children = (0..1 + rng.below(3)).map(|_| random_tree(rng, seen, depth - 1)).collect();
        return Node { id, body: Body::Constructed(children), length: Length::Minimal };
    }
    let content = (0..rng.below(9)).map(|_| rng.next() as u8).collect();
    Node { id, body: Body::Primitive(content), length: Length::Minimal }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_bytes(_: &mut [u8], size: usize, _: usize) -> usize {
        size
    }

    /// `bytes` read as a tree and written back.
    fn rewritten(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        write_all(&parse(bytes).expect("reads as TLVs"), &mut out);
        out
    }

    #[test]
    fn what_reads_writes_back_unchanged() {
        // DER like a certificate's: long and short lengths, a high tag.
        let mut der = vec![0x30, 0x81, 0x85, 0xA0, 0x03, 0x02, 0x01, 0x02, 0x9F, 0x21, 0x00, 0x04, 0x7B];
        der.extend([0x5A; 123]);
        assert_eq!(rewritten(&der), der);
        // BER: an indefinite length, a length one octet longer than needed.
        let ber = [0x30, 0x80, 0x04, 0x81, 0x01, 0x41, 0x00, 0x00];
        assert_eq!(rewritten(&ber), ber);
    }

    #[test]
    fn what_is_not_tlv_is_left_to_byte_mutation() {
        assert_eq!(parse(&[0x30, 0x05, 0x01]), None);
        assert_eq!(parse(&[0x04, 0x80, 0x00, 0x00]), None, "a primitive has no indefinite length");
    }

    #[test]
    fn the_schemas_tags_are_known() {
        for id in [&[0x30][..], &[0x31], &[0xA0], &[0x80], &[0x6A], &[0x04], &[0x13], &[0x18]] {
            assert!(SCHEMA_TAGS.contains(&id), "{id:02x?}");
        }
        assert!(SCHEMA_TAGS.len() > 40);
    }

    #[test]
    fn segments_keep_the_value() {
        let mut node = Node { id: vec![0x03], body: Body::Primitive(vec![3, 0xAB, 0xC8]), length: Length::Minimal };
        segment(&mut node, &mut Rng::new(7));
        let Body::Constructed(parts) = &node.body else { panic!("segmented") };
        let joined: Vec<u8> = parts
            .iter()
            .flat_map(|p| match &p.body {
                Body::Primitive(c) => c[1..].to_vec(),
                Body::Constructed(_) => panic!("segments are primitive"),
            })
            .collect();
        assert_eq!(joined, [0xAB, 0xC8]);
        let Body::Primitive(last) = &parts[1].body else { unreachable!() };
        assert_eq!(last[0], 3, "the unused bits stay with the last segment");
    }

    #[test]
    fn mutants_stay_within_bounds_and_read_as_tlvs() {
        let mut input = vec![0x10, 0x00, 0x01, 0x30, 0x06, 0x02, 0x01, 0x05, 0x04, 0x01, 0x41];
        for seed in 0..2000 {
            let max_size = 64;
            let mut data = input.clone();
            data.resize(max_size.max(data.len()), 0);
            let size = mutate(&mut data, input.len(), max_size, seed, no_bytes);
            assert!(size <= max_size);
            if size > PREFIX && data[PREFIX..size] != input[PREFIX..] {
                assert!(parse(&data[PREFIX..size]).is_some(), "seed {seed}: {:02x?}", &data[..size]);
            }
            if parse(&data[PREFIX..size]).is_some_and(|t| !t.is_empty()) {
                input = data[..size].to_vec();
            }
        }
    }
}
