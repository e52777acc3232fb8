//! Canonical DER output.
//!
//! Length strategy: a value's length octets come before its content, but
//! the content length of a constructed value is only known once the
//! content is written. [`crate::Der::to_der`] and [`crate::Der::encode_into`]
//! run the encoder twice: first against [`Lengths`], which notes the
//! content length of every constructed TLV in the order the encoder opens
//! them, then against [`PlannedWriter`], which writes each header with the
//! length already known, front to back into a buffer of exactly the right
//! size. Primitive values mostly hand their content over whole
//! ([`Writer::primitive`], through [`crate::DerValue::encode_with_tag`]);
//! only one whose content is written piece by piece (a BIT STRING: a key,
//! a signature) is moved after it is written, once, when it turns out
//! long. The only allocation is the output (and the list of lengths, for
//! values of more than [`Lengths::INLINE`] constructed TLVs). Constraints
//! are checked in the first pass only ([`Writer::CHECKS`]).
//!
//! A writer that cannot run the encoder twice (a `Vec` or a fixed buffer
//! handed to `encode_tlv` directly) reserves one length octet, writes the
//! content, and widens the length in place when the content turned out to
//! be 128 bytes or more.

use crate::{Result, Tag};

/// Where encoded bytes go.
pub trait Writer {
    /// Appends raw bytes (already DER: identifier, length and content).
    fn write(&mut self, bytes: &[u8]);

    /// Writes one TLV: `tag`, then the length of what `content` writes,
    /// then that content.
    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()>;

    /// Whether encoders check their values' constraints as they write to
    /// this writer. The second pass of a planned encoding does not: the
    /// first pass checked the same value.
    const CHECKS: bool = true;

    /// Writes a primitive TLV whose content is known.
    #[inline]
    fn primitive(&mut self, tag: Tag, content: &[u8]) {
        let mut head = [0u8; HEADER_MAX];
        let n = header(tag, content.len(), &mut head);
        self.write(&head[..n]);
        self.write(content);
    }

    /// Writes a primitive TLV whose content is known as the content of the
    /// EXPLICIT tag `outer` (constructed): both headers, then the content.
    #[inline]
    fn explicit_primitive(&mut self, outer: Tag, tag: Tag, content: &[u8]) {
        let mut head = [0u8; HEADER_MAX];
        let n = header(outer, tlv_len(tag, content.len()), &mut head);
        self.write(&head[..n]);
        self.primitive(tag, content);
    }

    /// How many bytes are written so far: where the next value starts.
    fn position(&self) -> usize;

    /// Puts the TLVs written since `from` (an earlier [`Writer::position`])
    /// in DER SET OF order (X.690 §11.6). Writers that only count do
    /// nothing.
    fn sort_set_of(&mut self, from: usize);
}

/// The octets of a TLV with `tag` and `content_len` octets of content.
#[inline(always)]
fn tlv_len(tag: Tag, content_len: usize) -> usize {
    tag.encoded_len() + length_len(content_len) + content_len
}

/// The most identifier and length octets a header takes: five for a tag
/// number up to 2^28, nine for any `usize` length.
pub(crate) const HEADER_MAX: usize = 14;

/// The identifier and length octets of a TLV with `len` content octets,
/// in `buf[..n]`.
#[inline(always)]
pub(crate) fn header(tag: Tag, len: usize, buf: &mut [u8; HEADER_MAX]) -> usize {
    let n = if tag.number() < 31 {
        buf[0] = tag.lead_octet() | tag.number() as u8;
        1
    } else {
        let mut id = [0u8; 5];
        let n = tag.encode(&mut id);
        buf[..5].copy_from_slice(&id);
        n
    };
    n + put_length(len, &mut buf[n..])
}

/// The length octets of `len`, minimal form, in `buf[..n]`.
#[inline]
pub fn length_octets(len: usize, buf: &mut [u8; 9]) -> usize {
    put_length(len, buf)
}

/// The length octets of `len` at the start of `out` (which has room for
/// nine); how many. Written octet by octet: a copy of a run whose length is
/// not a constant is a call to `memcpy`, which costs more than a header.
#[inline(always)]
fn put_length(len: usize, out: &mut [u8]) -> usize {
    // One bounds check for all nine.
    let out = &mut out[..9];
    if len < 0x80 {
        out[0] = len as u8;
        return 1;
    }
    let octets = 8 - (len as u64).leading_zeros() as usize / 8;
    out[0] = 0x80 | octets as u8;
    for i in 0..octets {
        out[1 + i] = (len as u64 >> (8 * (octets - 1 - i))) as u8;
    }
    octets + 1
}

/// The length octets at `len_at`, one reserved there before the content
/// `buf[len_at + 1..end]` was written, set for that content: in the long
/// form the content moves right to make room. The new end, or `None` when
/// `buf` has no room for the move.
#[inline(always)]
fn set_reserved_length(buf: &mut [u8], len_at: usize, end: usize) -> Option<usize> {
    let len = end - len_at - 1;
    if len < 0x80 {
        buf[len_at] = len as u8;
        return Some(end);
    }
    widen_reserved_length(buf, len_at, end)
}

/// [`set_reserved_length`] for a content of 128 octets or more.
#[inline(never)]
fn widen_reserved_length(buf: &mut [u8], len_at: usize, end: usize) -> Option<usize> {
    let mut octets = [0u8; 9];
    let n = length_octets(end - len_at - 1, &mut octets);
    if end + n - 1 > buf.len() {
        return None;
    }
    buf.copy_within(len_at + 1..end, len_at + n);
    buf[len_at..len_at + n].copy_from_slice(&octets[..n]);
    Some(end + n - 1)
}

/// Number of length octets for a content of `len` bytes.
pub const fn length_len(len: usize) -> usize {
    if len < 0x80 {
        1
    } else if len < 1 << 8 {
        2
    } else if len < 1 << 16 {
        3
    } else if len < 1 << 24 {
        4
    } else if (len as u64) < 1 << 32 {
        5
    } else {
        1 + 8 - (len as u64).leading_zeros() as usize / 8
    }
}

/// Puts the whole TLVs of `region` (DER written by this crate) in DER SET OF
/// order. Elements already in order, as those of a decoded value and most
/// built ones are, are only compared. Otherwise, with `alloc`, a sort of
/// the elements' places and one copy through a scratch buffer: O(k log k)
/// comparisons for k elements; without it, an insertion sort by rotation,
/// which needs no room beyond the elements but is quadratic.
pub(crate) fn sort_set_of_region(region: &mut [u8]) {
    let tlv_len = |bytes: &[u8]| crate::Reader::new(bytes).read_tlv().map_or(bytes.len(), |t| t.raw.len());
    let mut at = 0;
    let mut previous: &[u8] = &[];
    let mut sorted = true;
    while at < region.len() {
        let len = tlv_len(&region[at..]);
        let element = &region[at..at + len];
        if crate::der_set_order(previous, element) == core::cmp::Ordering::Greater {
            sorted = false;
            break;
        }
        previous = element;
        at += len;
    }
    if sorted {
        return;
    }
    #[cfg(feature = "alloc")]
    {
        let mut places: smallvec::SmallVec<[core::ops::Range<usize>; 16]> = smallvec::SmallVec::new();
        let mut at = 0;
        while at < region.len() {
            let len = tlv_len(&region[at..]);
            places.push(at..at + len);
            at += len;
        }
        places.sort_by(|a, b| crate::der_set_order(&region[a.clone()], &region[b.clone()]));
        let sorted: alloc::vec::Vec<u8> = places.into_iter().flat_map(|place| &region[place]).copied().collect();
        region.copy_from_slice(&sorted);
    }
    #[cfg(not(feature = "alloc"))]
    {
        let mut next = 0;
        while next < region.len() {
            let len = tlv_len(&region[next..]);
            let mut at = 0;
            while at < next {
                let here = tlv_len(&region[at..next]);
                let order = crate::der_set_order(&region[at..at + here], &region[next..next + len]);
                if order == core::cmp::Ordering::Greater {
                    break;
                }
                at += here;
            }
            region[at..next + len].rotate_right(len);
            next += len;
        }
    }
}

/// Counts the bytes an encoding would take.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counter(pub usize);

impl Writer for Counter {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        self.0 += bytes.len();
    }

    #[inline]
    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()> {
        let before = self.0;
        content(self)?;
        let len = self.0 - before;
        self.0 += tag.encoded_len() + length_len(len);
        Ok(())
    }

    #[inline]
    fn primitive(&mut self, tag: Tag, content: &[u8]) {
        self.0 += tlv_len(tag, content.len());
    }

    #[inline]
    fn explicit_primitive(&mut self, outer: Tag, tag: Tag, content: &[u8]) {
        self.0 += tlv_len(outer, tlv_len(tag, content.len()));
    }

    #[inline]
    fn position(&self) -> usize {
        self.0
    }

    #[inline]
    fn sort_set_of(&mut self, _from: usize) {}
}

/// The first pass of a planned encoding: counts the bytes, and notes the
/// content length of every constructed TLV in the order the encoder opens
/// them, for [`PlannedWriter`].
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, Default)]
pub(crate) struct Lengths {
    total: usize,
    /// Content lengths, by TLV in opening order.
    lengths: smallvec::SmallVec<[u32; Lengths::INLINE]>,
    /// A length the list cannot hold (4 GiB or more).
    too_long: bool,
}

#[cfg(feature = "alloc")]
impl Lengths {
    /// Constructed TLVs whose lengths are kept without an allocation: a
    /// certificate has about 40, a Kerberos message about as many.
    pub(crate) const INLINE: usize = 128;

    /// Plans `value`'s encoding (its first pass) into this empty plan. It
    /// is filled in place, not returned: the plan is half a kilobyte, and
    /// moving it out of a `Result` is a copy of it.
    #[inline(always)]
    pub(crate) fn plan<'a, T: crate::Der<'a>>(&mut self, value: &T) -> Result<()> {
        value.encode_tlv(self).map_err(|e| e.at(T::NAME))
    }

    /// The encoding's size, when the plan can be followed.
    pub(crate) fn total(&self) -> Option<usize> {
        (!self.too_long).then_some(self.total)
    }

    /// The second pass: `value` written into `out`, of [`Lengths::total`]
    /// octets; false when the encoder strayed from the plan (the caller
    /// then encodes it in one pass).
    #[inline(always)]
    pub(crate) fn write<'a, T: crate::Der<'a>>(&self, value: &T, out: &mut [u8]) -> Result<bool> {
        let mut w = PlannedWriter { buf: out, pos: 0, lengths: &self.lengths, next: 0, lost: false };
        value.encode_tlv(&mut w).map_err(|e| e.at(T::NAME))?;
        Ok(!w.lost && w.next == w.lengths.len() && w.pos == w.buf.len())
    }
}

#[cfg(feature = "alloc")]
impl Writer for Lengths {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        self.total += bytes.len();
    }

    #[inline]
    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()> {
        if !tag.is_constructed() {
            // Left out of the plan: PlannedWriter::unplanned_tlv.
            let before = self.total;
            content(self)?;
            self.total += tag.encoded_len() + length_len(self.total - before);
            return Ok(());
        }
        let slot = self.lengths.len();
        self.lengths.push(0);
        let before = self.total;
        content(self)?;
        let len = self.total - before;
        match (u32::try_from(len), self.lengths.get_mut(slot)) {
            (Ok(len), Some(noted)) => *noted = len,
            _ => self.too_long = true,
        }
        self.total += tag.encoded_len() + length_len(len);
        Ok(())
    }

    #[inline]
    fn primitive(&mut self, tag: Tag, content: &[u8]) {
        self.total += tlv_len(tag, content.len());
    }

    /// Left out of the plan like a primitive: the wrapper's length follows
    /// from the content's.
    #[inline]
    fn explicit_primitive(&mut self, outer: Tag, tag: Tag, content: &[u8]) {
        self.total += tlv_len(outer, tlv_len(tag, content.len()));
    }

    #[inline]
    fn position(&self) -> usize {
        self.total
    }

    #[inline]
    fn sort_set_of(&mut self, _from: usize) {}
}

/// Copies `src` into `dst`, of the same length. Most contents are a few
/// octets (a number, a time, a name), and a copy of a run of unknown length
/// is a call to `memcpy`; up to 16 octets, two overlapping copies of a
/// constant size do it in a few instructions.
#[cfg(feature = "alloc")]
#[inline(always)]
fn copy_octets(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    if n > 16 || dst.len() != n {
        dst.copy_from_slice(src);
    } else if n >= 8 {
        dst[..8].copy_from_slice(&src[..8]);
        dst[n - 8..].copy_from_slice(&src[n - 8..]);
    } else if n >= 4 {
        dst[..4].copy_from_slice(&src[..4]);
        dst[n - 4..].copy_from_slice(&src[n - 4..]);
    } else if n > 0 {
        dst[0] = src[0];
        dst[n / 2] = src[n / 2];
        dst[n - 1] = src[n - 1];
    }
}

/// The second pass of a planned encoding: writes front to back into a
/// buffer the size [`Lengths`] counted, each header with the length it
/// noted. An encoder that writes anything else the second time (none of
/// the generated ones does) leaves the writer `lost`, and the caller
/// encodes again the other way.
#[cfg(feature = "alloc")]
struct PlannedWriter<'b, 'l> {
    buf: &'b mut [u8],
    pos: usize,
    lengths: &'l [u32],
    next: usize,
    lost: bool,
}

#[cfg(feature = "alloc")]
impl PlannedWriter<'_, '_> {
    /// Writes the header of a TLV of `len` content octets.
    #[inline(always)]
    fn put_header(&mut self, tag: Tag, len: usize) {
        match self.buf.get_mut(self.pos..self.pos + HEADER_MAX) {
            // A one-octet identifier and a short length: the usual header.
            Some(dst) if tag.number() < 31 && len < 0x80 => {
                dst[0] = tag.lead_octet() | tag.number() as u8;
                dst[1] = len as u8;
                self.pos += 2;
            }
            // Any other, stored by a copy of constant size where the buffer
            // has room for one (all but its last few octets): a copy of a
            // run of any other length is a call to `memcpy`.
            Some(dst) => {
                let mut head = [0u8; HEADER_MAX];
                let n = header(tag, len, &mut head);
                dst.copy_from_slice(&head);
                self.pos += n;
            }
            None => {
                let mut head = [0u8; HEADER_MAX];
                let n = header(tag, len, &mut head);
                self.write(&head[..n]);
            }
        }
    }

    /// [`Writer::primitive`] for any tag and content.
    #[inline(never)]
    fn primitive_general(&mut self, tag: Tag, content: &[u8]) {
        self.put_header(tag, content.len());
        self.write(content);
    }

    /// [`Writer::explicit_primitive`] for any tags and content.
    #[inline(never)]
    fn explicit_primitive_general(&mut self, outer: Tag, tag: Tag, content: &[u8]) {
        self.put_header(outer, tlv_len(tag, content.len()));
        self.primitive_general(tag, content);
    }

    /// A primitive TLV whose content is written piece by piece (most are
    /// handed over whole, to [`Writer::primitive`]), and whose length the
    /// plan leaves out: its content is written after a one-octet length,
    /// widened when the content turns out to be 128 octets or more, which
    /// moves that content once (a key, a signature).
    #[inline(always)]
    fn unplanned_tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()> {
        match self.buf.get_mut(self.pos..self.pos + 2) {
            Some(dst) if tag.number() < 31 => {
                dst[0] = tag.lead_octet() | tag.number() as u8;
                self.pos += 2;
            }
            _ => {
                let mut id = [0u8; 5];
                let n = tag.encode(&mut id);
                self.write(&id[..n]);
                self.write(&[0]);
            }
        }
        let len_at = self.pos - 1;
        content(self)?;
        if self.lost {
            return Ok(());
        }
        match set_reserved_length(self.buf, len_at, self.pos) {
            Some(end) => self.pos = end,
            None => self.lost = true,
        }
        Ok(())
    }
}

#[cfg(feature = "alloc")]
impl Writer for PlannedWriter<'_, '_> {
    const CHECKS: bool = false;

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        match self.buf.get_mut(self.pos..self.pos + bytes.len()) {
            Some(dst) => {
                copy_octets(dst, bytes);
                self.pos += bytes.len();
            }
            None => self.lost = true,
        }
    }

    #[inline]
    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()> {
        if !tag.is_constructed() {
            return self.unplanned_tlv(tag, content);
        }
        let Some(&len) = self.lengths.get(self.next) else {
            self.lost = true;
            return Ok(());
        };
        self.next += 1;
        let len = len as usize;
        self.put_header(tag, len);
        let start = self.pos;
        content(self)?;
        if self.pos - start != len {
            self.lost = true;
        }
        Ok(())
    }

    #[inline]
    fn primitive(&mut self, tag: Tag, content: &[u8]) {
        // The usual case inline, small enough to be inlined at every field:
        // a one-octet identifier, a short length and a content of at most
        // 16 octets.
        let n = content.len();
        if tag.number() < 31 && n <= 16 {
            if let Some(dst) = self.buf.get_mut(self.pos..self.pos + 2 + n) {
                dst[0] = tag.lead_octet() | tag.number() as u8;
                dst[1] = n as u8;
                copy_octets(&mut dst[2..], content);
                self.pos += 2 + n;
                return;
            }
        }
        self.primitive_general(tag, content);
    }

    #[inline]
    fn explicit_primitive(&mut self, outer: Tag, tag: Tag, content: &[u8]) {
        // The usual case inline, as for `primitive`: one-octet identifiers,
        // content of at most 16 octets, so both lengths are short.
        let n = content.len();
        if outer.number() < 31 && tag.number() < 31 && n <= 16 {
            if let Some(dst) = self.buf.get_mut(self.pos..self.pos + 4 + n) {
                dst[0] = outer.lead_octet() | outer.number() as u8;
                dst[1] = (n + 2) as u8;
                dst[2] = tag.lead_octet() | tag.number() as u8;
                dst[3] = n as u8;
                copy_octets(&mut dst[4..], content);
                self.pos += 4 + n;
                return;
            }
        }
        self.explicit_primitive_general(outer, tag, content);
    }

    #[inline]
    fn position(&self) -> usize {
        self.pos
    }

    fn sort_set_of(&mut self, from: usize) {
        if let Some(region) = self.buf.get_mut(from..self.pos) {
            sort_set_of_region(region);
        }
    }
}

#[cfg(feature = "alloc")]
impl Writer for alloc::vec::Vec<u8> {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }

    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()> {
        let mut id = [0u8; 5];
        let n = tag.encode(&mut id);
        self.extend_from_slice(&id[..n]);
        let len_at = self.len();
        self.push(0);
        content(self)?;
        // Room for the long form's octets, then the length set in it.
        let end = self.len();
        self.resize(end + length_len(end - len_at - 1) - 1, 0);
        set_reserved_length(self, len_at, end);
        Ok(())
    }

    #[inline]
    fn position(&self) -> usize {
        self.len()
    }

    fn sort_set_of(&mut self, from: usize) {
        if let Some(region) = self.get_mut(from..) {
            sort_set_of_region(region);
        }
    }
}

/// Writes into a caller's fixed buffer; fails with
/// [`crate::ErrorKind::BufferTooSmall`] instead of writing past its end.
#[derive(Debug)]
pub struct SliceWriter<'b> {
    buf: &'b mut [u8],
    len: usize,
    overflow: bool,
}

impl<'b> SliceWriter<'b> {
    /// A writer over `buf`.
    pub fn new(buf: &'b mut [u8]) -> SliceWriter<'b> {
        SliceWriter { buf, len: 0, overflow: false }
    }

    /// The whole buffer, how many bytes were written, and whether they
    /// did not all fit.
    pub(crate) fn into_parts(self) -> (&'b mut [u8], usize, bool) {
        (self.buf, self.len, self.overflow)
    }

    /// The bytes written, or the error when they did not fit.
    pub fn finish(self) -> Result<&'b [u8]> {
        if self.overflow {
            return Err(crate::Error::new(crate::ErrorKind::BufferTooSmall, 0));
        }
        Ok(&self.buf[..self.len])
    }
}

impl Writer for SliceWriter<'_> {
    fn write(&mut self, bytes: &[u8]) {
        match self.buf.get_mut(self.len..self.len + bytes.len()) {
            Some(dst) if !self.overflow => {
                dst.copy_from_slice(bytes);
                self.len += bytes.len();
            }
            _ => self.overflow = true,
        }
    }

    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()> {
        let mut id = [0u8; 5];
        let n = tag.encode(&mut id);
        self.write(&id[..n]);
        let len_at = self.len;
        self.write(&[0]);
        content(self)?;
        if self.overflow {
            return Ok(());
        }
        match set_reserved_length(self.buf, len_at, self.len) {
            Some(end) => self.len = end,
            None => self.overflow = true,
        }
        Ok(())
    }

    fn position(&self) -> usize {
        self.len
    }

    fn sort_set_of(&mut self, from: usize) {
        if self.overflow {
            return;
        }
        if let Some(region) = self.buf.get_mut(from..self.len) {
            sort_set_of_region(region);
        }
    }
}

/// Records the tag of the first TLV an encoder writes, and nothing else:
/// the outer tag of a value whose type has none of its own (an untagged
/// CHOICE), by which a DER SET holding one is sorted (X.690 §10.3: such a
/// component's place depends on the alternative chosen).
#[derive(Debug, Default)]
pub struct TagProbe(Option<Tag>);

impl TagProbe {
    /// The tag `encode` writes first; `None` when it writes nothing (an
    /// absent OPTIONAL component).
    pub fn first_tag(encode: impl FnOnce(&mut TagProbe) -> Result<()>) -> Result<Option<Tag>> {
        let mut probe = TagProbe::default();
        encode(&mut probe)?;
        Ok(probe.0)
    }
}

impl Writer for TagProbe {
    fn position(&self) -> usize {
        0
    }

    fn sort_set_of(&mut self, _from: usize) {}

    fn write(&mut self, bytes: &[u8]) {
        // A TLV written whole (a value kept as read).
        if self.0.is_none() {
            self.0 = crate::Reader::new(bytes).peek_tag();
        }
    }

    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, _content: F) -> Result<()> {
        // The content is not needed: the encoder writing for real checks it.
        if self.0.is_none() {
            self.0 = Some(tag);
        }
        Ok(())
    }
}

#[cfg(all(test, feature = "alloc"))]
#[allow(clippy::unwrap_used)]
mod tests {
    use alloc::{vec, vec::Vec};

    use super::{length_len, length_octets, Counter, SliceWriter, TagProbe, Writer};
    use crate::{Der, ErrorKind, Mode, Reader, Result, Tag};

    /// A value written through the `Writer` calls generated encoders make:
    /// nested TLVs, a long content, primitives with and without an EXPLICIT
    /// wrapper, a high tag number and a SET OF sorted when written.
    struct Sample;

    impl<'a> Der<'a> for Sample {
        const NAME: &'static str = "Sample";

        fn decode_tlv<M: Mode<'a>>(_: &mut Reader<'a, M>) -> Result<Self> {
            Ok(Sample)
        }

        fn starts_with(tag: Tag) -> bool {
            tag == Tag::SEQUENCE
        }

        fn encode_tlv<W: Writer>(&self, w: &mut W) -> Result<()> {
            w.tlv(Tag::SEQUENCE, |w| {
                w.primitive(Tag::INTEGER, &[5]);
                w.primitive(Tag::OCTET_STRING, &[0xab; 200]);
                w.explicit_primitive(Tag::context(0).constructed(), Tag::BOOLEAN, &[0xff]);
                w.primitive(Tag::private(200), &[]);
                w.tlv(Tag::SET, |w| {
                    let from = w.position();
                    w.primitive(Tag::INTEGER, &[2]);
                    w.primitive(Tag::INTEGER, &[1]);
                    w.sort_set_of(from);
                    Ok(())
                })
            })
        }
    }

    fn expected() -> Vec<u8> {
        let mut content = vec![0x02, 0x01, 0x05, 0x04, 0x81, 200];
        content.extend([0xab; 200]);
        content.extend([0xa0, 0x03, 0x01, 0x01, 0xff]);
        content.extend([0xdf, 0x81, 0x48, 0x00]);
        content.extend([0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x02]);
        let mut out = vec![0x30, 0x81, content.len() as u8];
        out.extend(content);
        out
    }

    #[test]
    fn every_writer_writes_the_same_der() {
        let want = expected();
        let mut vec = Vec::new();
        Sample.encode_tlv(&mut vec).unwrap();
        assert_eq!(vec, want);
        // Counted, then written in two passes (the lengths planned first).
        let mut counter = Counter(0);
        Sample.encode_tlv(&mut counter).unwrap();
        assert_eq!(counter.0, want.len());
        assert_eq!(Sample.to_der().unwrap(), want);
        // Into a caller's buffer, which must hold it all.
        let mut buf = vec![0u8; want.len()];
        let mut slice = SliceWriter::new(&mut buf);
        Sample.encode_tlv(&mut slice).unwrap();
        assert_eq!(slice.finish().unwrap(), want.as_slice());
        let mut short = vec![0u8; want.len() - 1];
        let mut slice = SliceWriter::new(&mut short);
        Sample.encode_tlv(&mut slice).unwrap();
        assert_eq!(slice.finish().unwrap_err().kind(), ErrorKind::BufferTooSmall);
        assert_eq!(TagProbe::first_tag(|w| Sample.encode_tlv(w)).unwrap(), Some(Tag::SEQUENCE));
    }

    #[test]
    fn lengths_take_their_fewest_octets() {
        let cases: [(usize, &[u8]); 7] = [
            (0, &[0x00]),
            (127, &[0x7f]),
            (128, &[0x81, 0x80]),
            (255, &[0x81, 0xff]),
            (256, &[0x82, 0x01, 0x00]),
            (65_536, &[0x83, 0x01, 0x00, 0x00]),
            (u32::MAX as usize, &[0x84, 0xff, 0xff, 0xff, 0xff]),
        ];
        for (len, octets) in cases {
            let mut buf = [0u8; 9];
            let n = length_octets(len, &mut buf);
            assert_eq!(&buf[..n], octets, "{len}");
            assert_eq!(length_len(len), n, "{len}");
        }
    }
}
