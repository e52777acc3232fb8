//! Canonical DER output.
//!
//! Length strategy: a value's length octets come before its content, but
//! the content length of a constructed value is only known once the
//! content is written. Three ways out: compute every length first (a second
//! pass over the value tree, repeated at every nesting level), write
//! backwards from the end of a pre-sized buffer, or reserve one length
//! octet, write the content, and widen the length in place when the content
//! turned out to be 128 bytes or more. We take the last: one pass, output
//! in natural order, and the widening memmove only happens for long values,
//! where it costs a small fraction of producing their content. The same
//! generated `encode` code also runs against [`Counter`], which yields
//! `encoded_len` without writing anything, so `to_der` allocates exactly
//! once.

use crate::{Result, Tag};

/// Where encoded bytes go.
pub trait Writer {
    /// Appends raw bytes (already DER: identifier, length and content).
    fn write(&mut self, bytes: &[u8]);

    /// Writes one TLV: `tag`, then the length of what `content` writes,
    /// then that content.
    fn tlv<F: FnOnce(&mut Self) -> Result<()>>(&mut self, tag: Tag, content: F) -> Result<()>;

    /// Writes a primitive TLV whose content is known.
    fn primitive(&mut self, tag: Tag, content: &[u8]) {
        let mut buf = [0u8; 5];
        let n = tag.encode(&mut buf);
        self.write(&buf[..n]);
        let mut len = [0u8; 5];
        let n = length_octets(content.len(), &mut len);
        self.write(&len[..n]);
        self.write(content);
    }
}

/// The length octets of `len`, minimal form, in `buf[..n]`.
pub fn length_octets(len: usize, buf: &mut [u8; 5]) -> usize {
    if len < 0x80 {
        buf[0] = len as u8;
        return 1;
    }
    let bytes = (len as u64).to_be_bytes();
    let skip = bytes.iter().take_while(|&&b| b == 0).count();
    let n = 8 - skip;
    buf[0] = 0x80 | n as u8;
    buf[1..=n].copy_from_slice(&bytes[skip..]);
    n + 1
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
    } else {
        5
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
        self.0 += tag.encoded_len() + length_len(content.len()) + content.len();
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
        let len = self.len() - len_at - 1;
        let mut octets = [0u8; 5];
        let n = length_octets(len, &mut octets);
        self[len_at] = octets[0];
        if n > 1 {
            // Long form: open a gap after the first length octet.
            self.splice(len_at + 1..len_at + 1, octets[1..n].iter().copied());
        }
        Ok(())
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
            return Err(crate::Error::new(crate::ErrorKind::BufferTooSmall, self.buf.len()));
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
        let len = self.len - len_at - 1;
        let mut octets = [0u8; 5];
        let n = length_octets(len, &mut octets);
        if n > 1 {
            if self.len + n - 1 > self.buf.len() {
                self.overflow = true;
                return Ok(());
            }
            self.buf.copy_within(len_at + 1..self.len, len_at + n);
            self.len += n - 1;
        }
        self.buf[len_at..len_at + n].copy_from_slice(&octets[..n]);
        Ok(())
    }
}

/// What BER's normalization needs of the writer it writes raw values with.
impl SliceWriter<'_> {
    /// Bytes written so far.
    pub(crate) fn position(&self) -> usize {
        self.len
    }

    /// Sorts the values written since `from` into DER SET OF order.
    ///
    /// With `alloc`, a merge sort of the values' places, then one copy:
    /// O(k log k) comparisons for k values, so that hostile BER (a SET of
    /// many values in reverse order) costs no more than sorting. Without
    /// it, an insertion sort by rotation, which needs no room beyond the
    /// values but is quadratic.
    pub(crate) fn sort_set_of(&mut self, from: usize) {
        let tlv_len = |bytes: &[u8]| crate::Reader::new(bytes).read_tlv().map_or(bytes.len(), |t| t.raw.len());
        if self.overflow {
            return;
        }
        #[cfg(feature = "alloc")]
        {
            let region = &self.buf[from..self.len];
            let mut places = alloc::vec::Vec::new();
            let mut at = 0;
            while at < region.len() {
                let len = tlv_len(&region[at..]);
                places.push(at..at + len);
                at += len;
            }
            places.sort_by(|a, b| crate::der_set_order(&region[a.clone()], &region[b.clone()]));
            let sorted: alloc::vec::Vec<u8> = places.into_iter().flat_map(|place| &region[place]).copied().collect();
            self.buf[from..self.len].copy_from_slice(&sorted);
        }
        #[cfg(not(feature = "alloc"))]
        {
            let mut next = from;
            while next < self.len {
                let len = tlv_len(&self.buf[next..self.len]);
                let mut at = from;
                while at < next {
                    let here = tlv_len(&self.buf[at..next]);
                    let order = crate::der_set_order(&self.buf[at..at + here], &self.buf[next..next + len]);
                    if order == core::cmp::Ordering::Greater {
                        break;
                    }
                    at += here;
                }
                self.buf[at..next + len].rotate_right(len);
                next += len;
            }
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
