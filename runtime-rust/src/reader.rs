//! The strict DER reader: one pass over borrowed input, every structural
//! rule of X.690 §10 checked where the bytes are read. In BER mode
//! ([`BerMode`]) it also reads what X.690 §8 allows BER: lengths in any
//! long form, the indefinite form on constructed values, and strings sent in
//! segments (see `ber.rs`). The mode is a type parameter, so the DER reader
//! carries no BER branch (see `mode.rs`).

use crate::ber::{self, BerSpace};
use crate::{BerMode, CheckedMode, Class, DerMode, Error, ErrorKind, Mode, Result, Tag};

/// Deepest nesting of constructed values accepted. Real certificates nest
/// about 10 deep; the bound keeps hostile input from exhausting the stack.
pub const MAX_DEPTH: u8 = 64;

/// One tag-length-value read from the input.
#[derive(Clone, Copy, Debug)]
pub struct Tlv<'a> {
    /// The tag.
    pub tag: Tag,
    /// Absolute offset of the identifier octet.
    pub offset: usize,
    /// Absolute offset of the first content octet.
    pub content_offset: usize,
    /// The content octets.
    pub content: &'a [u8],
    /// The whole encoding: identifier, length and content.
    pub raw: &'a [u8],
}

/// A cursor over the content of one constructed value (or the whole input),
/// reading by the rules of its mode `M`: strict DER unless said otherwise.
///
/// Offsets in errors are absolute: `base` is where `data` starts in the
/// original input.
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a, M = DerMode> {
    data: &'a [u8],
    pos: usize,
    base: usize,
    depth: u8,
    mode: M,
}

impl<'a> Reader<'a> {
    /// A reader over a whole input.
    pub fn new(data: &'a [u8]) -> Reader<'a> {
        Reader { data, pos: 0, base: 0, depth: 0, mode: DerMode }
    }

    /// A DER reader over `data`, which stands at absolute offset `base`
    /// (DER made from BER, checked where it is read).
    pub(crate) fn der_at(data: &'a [u8], base: usize) -> Reader<'a> {
        Reader { data, pos: 0, base, depth: 0, mode: DerMode }
    }

    /// A reader over content that the same decoder has already accepted in
    /// full: the elements of a decoded SEQUENCE OF or SET OF, read again as
    /// they are iterated. Framing is read as always; the checks that can
    /// only reject (alphabets, OID and INTEGER forms, BIT STRING padding,
    /// times, the values inside an ANY, the elements and order of inner
    /// collections, the depth bound) are compiled out of this mode's
    /// decoders ([`CheckedMode`]), having passed once on these very bytes.
    /// (Such content is always DER: a collection read from BER that was
    /// not keeps its decoded elements instead.)
    pub(crate) fn already_checked(data: &'a [u8]) -> Reader<'a, CheckedMode> {
        Reader { data, pos: 0, base: 0, depth: 0, mode: CheckedMode }
    }
}

impl<'a> Reader<'a, BerMode<'a>> {
    /// A reader over a whole input in BER mode: what BER allows beyond DER
    /// is accepted, and what cannot be borrowed from the input as DER
    /// (joined segments, raw values brought to DER) goes into `space`.
    pub fn new_ber(data: &'a [u8], space: &'a BerSpace<'a>) -> Reader<'a, BerMode<'a>> {
        Reader { data, pos: 0, base: 0, depth: 0, mode: BerMode(space) }
    }

    /// The space of this BER reader.
    pub(crate) fn ber_space(&self) -> &'a BerSpace<'a> {
        self.mode.0
    }
}

impl<'a, M: Mode<'a>> Reader<'a, M> {
    /// Whether this reader is in BER mode.
    #[inline(always)]
    pub fn is_ber(&self) -> bool {
        M::BER
    }

    /// The space of BER mode.
    #[inline(always)]
    pub(crate) fn space(&self) -> Option<&'a BerSpace<'a>> {
        self.mode.space()
    }

    /// A reader over `data`, which stands for the content at absolute
    /// offset `base` (joined segments, DER made from BER), one level deeper.
    pub(crate) fn nested(&self, data: &'a [u8], base: usize) -> Reader<'a, M> {
        Reader { data, pos: 0, base, depth: self.depth.saturating_add(1), mode: self.mode }
    }

    /// A DER reader over `data` at absolute offset `base` and at this
    /// reader's depth: what a BER-mode reader read, looked at as DER.
    pub(crate) fn as_der(&self, data: &'a [u8], base: usize) -> Reader<'a> {
        Reader { data, pos: 0, base, depth: self.depth, mode: DerMode }
    }

    /// This reader at its position, in BER mode with `space` (a scratch
    /// space: see `BerSpace::relink`).
    pub(crate) fn with_space<'t>(&self, space: &'t BerSpace<'t>) -> Reader<'t, BerMode<'t>>
    where
        'a: 't,
    {
        Reader { data: self.data, pos: self.pos, base: self.base, depth: self.depth, mode: BerMode(space) }
    }

    /// Where this reader stands in its data, for `skip_to`.
    pub(crate) fn position(&self) -> usize {
        self.pos
    }

    /// Moves past the next `n` octets, which the caller has looked at in
    /// `remaining()` (at most all of them).
    #[inline(always)]
    pub(crate) fn skip(&mut self, n: usize) {
        self.pos += n;
    }

    /// Moves on to `position`, where a reader over the same data (made by
    /// `with_space`) stopped.
    pub(crate) fn skip_to(&mut self, position: usize) {
        self.pos = position.clamp(self.pos, self.data.len());
    }

    /// Whether this reader is over content already accepted in full (see
    /// [`Reader::already_checked`]).
    #[inline]
    pub(crate) fn is_checked(&self) -> bool {
        M::CHECKED
    }

    /// A reader over the content of `tlv`, one level deeper than `self`.
    #[inline(always)]
    pub fn enter(&self, tlv: &Tlv<'a>) -> Result<Reader<'a, M>> {
        // Accepted content was within the bound when it was checked.
        if !self.is_checked() && self.depth >= MAX_DEPTH {
            return Err(Error::new(ErrorKind::TooDeep, tlv.offset));
        }
        Ok(Reader { data: tlv.content, pos: 0, base: tlv.content_offset, depth: self.depth + 1, mode: self.mode })
    }

    /// Absolute offset of the next byte.
    #[inline]
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// A [`ErrorKind::Missing`] error at the current offset.
    #[cold]
    pub fn missing(&self) -> Error {
        Error::new(ErrorKind::Missing, self.offset())
    }

    /// Nesting depth of this reader.
    pub fn depth(&self) -> u8 {
        self.depth
    }

    /// Whether every byte has been read.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// The bytes not read yet.
    #[inline]
    pub fn remaining(&self) -> &'a [u8] {
        self.data.get(self.pos..).unwrap_or(&[])
    }

    /// Takes every remaining byte (the content of a primitive value).
    #[inline]
    pub fn take_rest(&mut self) -> &'a [u8] {
        let rest = self.remaining();
        self.pos = self.data.len();
        rest
    }

    /// Fails unless every byte was read: with [`ErrorKind::NonMinimalTag`]
    /// or [`ErrorKind::TagTooLarge`] when what is left begins with such an
    /// identifier (most likely an OPTIONAL component written so), else
    /// with [`ErrorKind::TrailingData`].
    #[inline]
    pub fn finish(&self) -> Result<()> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self.trailing())
        }
    }

    /// The error for the bytes left where a value should end: when they
    /// begin with an identifier DER forbids (a tag number in a longer form
    /// than it needs, or too large), that is the error, for it is most
    /// likely an OPTIONAL component written so; otherwise
    /// [`ErrorKind::TrailingData`].
    #[cold]
    fn trailing(&self) -> Error {
        let mut copy = *self;
        match copy.read_tag_general() {
            Err(e) if matches!(e.kind(), ErrorKind::NonMinimalTag | ErrorKind::TagTooLarge) => e,
            _ => Error::new(ErrorKind::TrailingData, self.offset()),
        }
    }

    /// The tag of the next value, without consuming it; `None` at the end or
    /// when the identifier is malformed (reading it then reports why).
    #[inline]
    pub fn peek_tag(&self) -> Option<Tag> {
        // At the end (an absent last OPTIONAL) no error is made, and so
        // none is allocated.
        match self.data.get(self.pos) {
            Some(&b) if b & 0x1f != 0x1f => Some(low_tag(b)),
            Some(_) => {
                let mut copy = *self;
                copy.read_tag_general().ok()
            }
            None => None,
        }
    }

    /// The tag of the next value, without consuming it; fails at the end
    /// ([`ErrorKind::Missing`]) or when the identifier is malformed.
    #[inline]
    pub fn next_tag(&self) -> Result<Tag> {
        // The usual one-octet identifier is read in place: copying the
        // reader to read ahead costs more than the read.
        match self.data.get(self.pos) {
            Some(&b) if b & 0x1f != 0x1f => Ok(low_tag(b)),
            Some(_) => {
                let mut copy = *self;
                copy.read_tag_general()
            }
            None => Err(self.missing()),
        }
    }

    /// Whether the next value has tag `tag`. A primitive tag also matches
    /// its constructed form: a tag is its class and number (no two
    /// components or alternatives differ in the form alone), BER may send a
    /// string in segments, and DER mode must refuse such a value as the
    /// component it is, not take it for another (an unknown extension).
    #[inline]
    pub fn peek_is(&self, tag: Tag) -> bool {
        // Fast path: a low tag number is one identifier octet.
        match self.data.get(self.pos) {
            Some(&b) if b & 0x1f != 0x1f => {
                tag.number() < 31 && (b == identifier_octet(tag) || b == identifier_octet(tag.constructed()))
            }
            Some(_) => self.peek_tag().is_some_and(|t| t == tag || t == tag.constructed()),
            None => false,
        }
    }

    /// The tag of the next value, for a decoder that takes the tags for
    /// which `accept` holds (a CHOICE's alternatives, a SET's components):
    /// a value sent in the constructed form of a primitive tag `accept`
    /// takes is given under that tag (as in [`Reader::peek_is`]: in BER
    /// mode a string in segments, which DER mode refuses when reading it).
    #[inline]
    pub fn next_tag_for(&self, accept: impl Fn(Tag) -> bool) -> Result<Tag> {
        let tag = self.next_tag()?;
        if !tag.is_constructed() || accept(tag) {
            return Ok(tag);
        }
        let primitive = Tag::new(tag.class(), false, tag.number());
        Ok(if accept(primitive) { primitive } else { tag })
    }

    #[inline]
    fn read_tag(&mut self) -> Result<Tag> {
        match self.data.get(self.pos) {
            Some(&b) if b & 0x1f != 0x1f => {
                self.pos += 1;
                Ok(low_tag(b))
            }
            _ => self.read_tag_general(),
        }
    }

    fn read_tag_general(&mut self) -> Result<Tag> {
        let start = self.offset();
        let first = *self.data.get(self.pos).ok_or_else(|| Error::new(ErrorKind::Truncated, start))?;
        self.pos += 1;
        let class = class_of(first);
        let constructed = first & 0x20 != 0;
        let low = u32::from(first & 0x1f);
        if low != 0x1f {
            return Ok(Tag::new(class, constructed, low));
        }
        // High tag number form: base-128, no leading 0x80, at least 31.
        let mut number: u32 = 0;
        for i in 0..4 {
            let b = *self.data.get(self.pos).ok_or_else(|| Error::new(ErrorKind::Truncated, self.offset()))?;
            if i == 0 && b == 0x80 {
                return Err(Error::new(ErrorKind::NonMinimalTag, start));
            }
            self.pos += 1;
            number = (number << 7) | u32::from(b & 0x7f);
            if b & 0x80 == 0 {
                if number < 31 {
                    return Err(Error::new(ErrorKind::NonMinimalTag, start));
                }
                return Ok(Tag::new(class, constructed, number));
            }
        }
        Err(Error::new(ErrorKind::TagTooLarge, start))
    }

    #[inline]
    fn read_length(&mut self) -> Result<usize> {
        match self.data.get(self.pos) {
            Some(&b) if b < 0x80 => {
                self.pos += 1;
                Ok(usize::from(b))
            }
            _ => self.read_length_general(),
        }
    }

    fn read_length_general(&mut self) -> Result<usize> {
        let start = self.offset();
        let first = *self.data.get(self.pos).ok_or_else(|| Error::new(ErrorKind::Truncated, start))?;
        self.pos += 1;
        if first < 0x80 {
            return Ok(usize::from(first));
        }
        let count = usize::from(first & 0x7f);
        match count {
            0 => return Err(Error::new(ErrorKind::IndefiniteLength, start)),
            1..=4 => {}
            _ => return Err(Error::new(ErrorKind::LengthTooLarge, start)),
        }
        let bytes =
            self.data.get(self.pos..self.pos + count).ok_or_else(|| Error::new(ErrorKind::Truncated, self.offset()))?;
        self.pos += count;
        if bytes[0] == 0 {
            return Err(Error::new(ErrorKind::NonMinimalLength, start));
        }
        let len = bytes.iter().fold(0usize, |acc, &b| (acc << 8) | usize::from(b));
        if len < 0x80 {
            return Err(Error::new(ErrorKind::NonMinimalLength, start));
        }
        Ok(len)
    }

    /// Reads the next TLV, checking the DER forms of its tag and length and
    /// that the value fits in this reader.
    #[inline]
    pub fn read_tlv(&mut self) -> Result<Tlv<'a>> {
        // Fast path, as in `read_expected`: a one-octet identifier and a
        // short-form length that fits.
        if let [b, len, ..] = *self.remaining() {
            if b & 0x1f != 0x1f && len < 0x80 {
                if let Some(tlv) = self.take(low_tag(b), 2, usize::from(len)) {
                    return Ok(tlv);
                }
            }
        }
        self.read_tlv_general()
    }

    /// [`Reader::read_tlv`] for a value that is likely long (a lazy field,
    /// a whole input): a long length of one or two octets read in place
    /// too. Not for loops over small values, whose code it would enlarge.
    #[inline(always)]
    pub(crate) fn read_tlv_likely_long(&mut self) -> Result<Tlv<'a>> {
        if let Some((b, header_len, len)) = header(self.remaining()) {
            if let Some(tlv) = self.take(low_tag(b), header_len, len) {
                return Ok(tlv);
            }
        }
        self.read_tlv_general()
    }

    /// Whether what is left is exactly one value with DER's forms of
    /// identifier and length (its content not looked at).
    #[inline]
    pub(crate) fn holds_one_value(&self) -> bool {
        let rest = self.remaining();
        match header(rest) {
            Some((_, header_len, len)) => header_len + len == rest.len(),
            None => {
                let mut probe = *self;
                probe.read_tlv().is_ok() && probe.is_empty()
            }
        }
    }

    fn read_tlv_general(&mut self) -> Result<Tlv<'a>> {
        if let Some((b, header_len, len)) = long_header(self.remaining()) {
            if let Some(tlv) = self.take(low_tag(b), header_len, len) {
                return Ok(tlv);
            }
        }
        let start = self.pos;
        // A reader that fails leaves its position where it was: a caller
        // may try the same octets another way (BER's strings in segments).
        let (tag, len, end_of_contents) = self.read_header().inspect_err(|_| self.pos = start)?;
        let content_start = self.pos;
        let Some(content) = content_start.checked_add(len).and_then(|end| self.data.get(content_start..end)) else {
            self.pos = start;
            return Err(Error::new(ErrorKind::LengthBeyondParent, self.base + start));
        };
        self.pos = content_start + len + end_of_contents;
        Ok(Tlv {
            tag,
            offset: self.base + start,
            content_offset: self.base + content_start,
            content,
            raw: &self.data[start..self.pos],
        })
    }

    /// The identifier and length octets of the next value: its tag, its
    /// content length, and the number of octets after the content.
    fn read_header(&mut self) -> Result<(Tag, usize, usize)> {
        let tag = self.read_tag()?;
        let (len, end_of_contents) = match self.space() {
            Some(space) if M::BER => self.read_ber_length(tag, space)?,
            _ => (self.read_length()?, 0),
        };
        Ok((tag, len, end_of_contents))
    }

    /// A length in BER (X.690 §8.1.3): the short form, any long form, or
    /// for a constructed value the indefinite form, whose content ends at
    /// the end-of-contents octets. The content length comes back with the
    /// number of octets after the content (2 for end-of-contents). Every
    /// form DER would not have written is noted in `space`.
    fn read_ber_length(&mut self, tag: Tag, space: &BerSpace<'_>) -> Result<(usize, usize)> {
        let start = self.offset();
        let first = *self.data.get(self.pos).ok_or_else(|| Error::new(ErrorKind::Truncated, start))?;
        self.pos += 1;
        match first {
            0..=0x7f => return Ok((usize::from(first), 0)),
            0x80 if !tag.is_constructed() => return Err(Error::new(ErrorKind::IndefinitePrimitive, start)),
            0x80 => {
                space.note_irregular();
                // Found already when an enclosing value's end was: the
                // same octets, as long as this reader holds them all.
                let at = self.data[self.pos..].as_ptr() as usize;
                let held = self.data.len() - self.pos;
                if let Some(len) = space.known_end(at, self.depth).filter(|&len| len < held.saturating_sub(1)) {
                    return Ok((len, 2));
                }
                let len = self.indefinite_content_len()?;
                space.note_end(at, self.depth, len);
                return Ok((len, 2));
            }
            0xff => return Err(Error::new(ErrorKind::LengthTooLarge, start)),
            _ => {}
        }
        let count = usize::from(first & 0x7f);
        let bytes =
            self.data.get(self.pos..self.pos + count).ok_or_else(|| Error::new(ErrorKind::Truncated, self.offset()))?;
        self.pos += count;
        let mut len: usize = 0;
        for &b in bytes {
            len = len
                .checked_mul(256)
                .map(|l| l | usize::from(b))
                .ok_or_else(|| Error::new(ErrorKind::LengthTooLarge, start))?;
        }
        if bytes[0] == 0 || len < 0x80 {
            space.note_irregular();
        }
        Ok((len, 0))
    }

    /// The length of the content of an indefinite-length value, which
    /// starts at the current position: its values, up to the
    /// end-of-contents octets at its own level.
    fn indefinite_content_len(&self) -> Result<usize> {
        if self.depth >= MAX_DEPTH {
            return Err(Error::new(ErrorKind::TooDeep, self.offset()));
        }
        let mut scan = self.nested(self.remaining(), self.offset());
        loop {
            match scan.remaining() {
                [0, 0, ..] => return Ok(scan.pos),
                [] => return Err(Error::new(ErrorKind::MissingEndOfContents, scan.offset())),
                _ => drop(scan.read_tlv()?),
            }
        }
    }

    /// The next TLV, whose header of `header_len` octets was read by the
    /// caller, when its `len` content octets fit; `None` otherwise.
    #[inline]
    fn take(&mut self, tag: Tag, header_len: usize, len: usize) -> Option<Tlv<'a>> {
        let start = self.pos;
        let content_start = start + header_len;
        let end = content_start.checked_add(len)?;
        let content = self.data.get(content_start..end)?;
        self.pos = end;
        Some(Tlv {
            tag,
            offset: self.base + start,
            content_offset: self.base + content_start,
            content,
            raw: &self.data[start..end],
        })
    }

    /// Reads the next TLV and checks that it has tag `tag`.
    #[inline(always)]
    pub fn read_expected(&mut self, tag: Tag) -> Result<Tlv<'a>> {
        // Fast path, most values of real inputs: the expected one-octet
        // identifier and a short-form length, or a long one of one or two
        // octets (a certificate, its signed part, its key) found by a small
        // function whose answer comes back in registers. Every rule the
        // general path checks holds for these headers by construction.
        let rest = self.remaining();
        let (header_len, len) = match *rest {
            [b, len, ..] if tag.number() < 31 && b == identifier_octet(tag) && len < 0x80 => (2, usize::from(len)),
            _ if tag.number() < 31 => long_lengths(rest, identifier_octet(tag)),
            _ => (0, 0),
        };
        if header_len != 0 {
            let start = self.pos;
            let content_start = start + header_len;
            let end = content_start + len;
            if end <= self.data.len() {
                self.pos = end;
                return Ok(Tlv {
                    tag,
                    offset: self.base + start,
                    content_offset: self.base + content_start,
                    content: &self.data[content_start..end],
                    raw: &self.data[start..end],
                });
            }
        }
        self.read_expected_general(tag)
    }

    /// `read_expected` for every header its fast path (short and long
    /// lengths of one or two octets, already tried) does not take.
    fn read_expected_general(&mut self, tag: Tag) -> Result<Tlv<'a>> {
        let offset = self.offset();
        if self.is_empty() {
            return Err(self.missing());
        }
        let tlv = self.read_tlv_general()?;
        if tlv.tag != tag {
            self.pos -= tlv.raw.len();
            return Err(Error::new(ErrorKind::UnexpectedTag { expected: Some(tag), found: tlv.tag }, offset));
        }
        Ok(tlv)
    }

    /// Reads a value with identifier `tag` and hands its content to
    /// `decode`, which must consume all of it.
    #[inline(always)]
    pub fn read_with<T>(&mut self, tag: Tag, decode: impl FnOnce(&mut Reader<'a, M>) -> Result<T>) -> Result<T> {
        let tlv = match self.read_expected(tag) {
            Ok(tlv) => tlv,
            Err(e) if !M::BER => return Err(e),
            Err(e) => {
                // BER: an OCTET STRING (or BIT STRING) holding an encoding
                // (CONTAINING) may come in segments.
                let segments = if tag == Tag::BIT_STRING { ber::Segments::Bits } else { ber::Segments::Octets };
                let (data, base) = self.segmented_content(tag, segments, e)?;
                let mut inner = self.nested(data, base);
                let value = decode(&mut inner);
                if value.is_ok() {
                    inner.finish()?;
                }
                return value;
            }
        };
        let mut inner = self.enter(&tlv)?;
        // The value is returned as it was built, not moved out and back into
        // a Result: for a large struct that move is a memcpy per level.
        let value = decode(&mut inner);
        if value.is_ok() {
            inner.finish()?;
        }
        value
    }

    /// Reads a value of type `T` whose own TLV carries `tag` (its natural
    /// tag, or the one an IMPLICIT tag puts in its place).
    #[inline(always)]
    pub fn value<T: crate::DerValue<'a>>(&mut self, tag: Tag) -> Result<T> {
        let tlv = match self.read_expected(tag) {
            Ok(tlv) => tlv,
            Err(e) if !M::BER => return Err(e),
            Err(e) => return self.segmented_value(tag, e),
        };
        decode_all(&mut self.enter(&tlv)?)
    }

    /// In BER mode, a string type's value sent in segments under the
    /// constructed form of `tag` (X.690 §8.6.3, §8.7.3, §8.23.6): the
    /// segments joined and decoded as the content. Otherwise `error`, the
    /// failure of reading `tag`.
    #[cold]
    fn segmented_value<T: crate::DerValue<'a>>(&mut self, tag: Tag, error: Error) -> Result<T> {
        let Some(segments) = T::SEGMENTS else { return Err(error) };
        let (data, base) = self.segmented_content(tag, segments, error)?;
        decode_all(&mut self.nested(data, base))
    }

    /// In BER mode, the joined segments of a value under the constructed
    /// form of the primitive `tag`, and the offset of its content; else
    /// `error`.
    #[cold]
    fn segmented_content(&mut self, tag: Tag, segments: ber::Segments, error: Error) -> Result<(&'a [u8], usize)> {
        let Some(space) = self.space() else { return Err(error) };
        if tag.is_constructed() || self.peek_tag() != Some(tag.constructed()) {
            return Err(error);
        }
        let tlv = self.read_tlv()?;
        Ok((ber::join_segments(self, &tlv, segments, space)?, tlv.content_offset))
    }

    /// Fails with [`ErrorKind::DefaultValueEncoded`] when the bytes read
    /// since `before` (a [`Reader::remaining`] snapshot) are `default`, the
    /// encoding of the component's DEFAULT value: DER leaves it out, BER
    /// may send it (noted, so that a collection holding it is re-encoded).
    #[inline]
    pub fn check_not_default(&self, before: &[u8], default: &[u8], offset: usize) -> Result<()> {
        if before[..before.len() - self.remaining().len()] != *default {
            return Ok(());
        }
        match self.space() {
            Some(space) => {
                space.note_irregular();
                Ok(())
            }
            None => Err(Error::new(ErrorKind::DefaultValueEncoded, offset)),
        }
    }

    /// Fails with [`ErrorKind::SetNotSorted`] when a SET component with
    /// `tag` follows one with the tag `last` that DER puts after it (X.690
    /// §10.3); BER allows any order (noted).
    #[inline]
    pub fn check_set_order(&self, last: Option<Tag>, tag: Tag, offset: usize) -> Result<()> {
        if !last.is_some_and(|l| l.order_key() >= tag.order_key()) {
            return Ok(());
        }
        match self.space() {
            Some(space) if last.is_some_and(|l| l != tag) => {
                space.note_irregular();
                Ok(())
            }
            _ => Err(Error::new(ErrorKind::SetNotSorted, offset)),
        }
    }

    /// Reads an EXPLICIT wrapper `wrapper` around exactly one value of type
    /// `T` whose own TLV carries `tag`: `explicit(wrapper, |r| r.value(tag))`
    /// with the same errors in the same order, but when `T` checks its own
    /// end (`READS_ALL`) the value is returned as built, not held while the
    /// wrapper's end is checked (a copy of the whole value).
    #[inline(always)]
    pub fn explicit_value<T: crate::DerValue<'a>>(&mut self, wrapper: Tag, tag: Tag) -> Result<T> {
        // Fast path: the usual headers, read at once (see explicit_headers).
        if let Some((headers_len, len)) = self.explicit_headers(wrapper, tag) {
            let content_start = self.pos + headers_len;
            let end = content_start + len;
            if let Some(data) = self.data.get(content_start..end) {
                self.pos = end;
                let mut content =
                    Reader { data, pos: 0, base: self.base + content_start, depth: self.depth + 2, mode: self.mode };
                return decode_all(&mut content);
            }
        }
        if !T::READS_ALL {
            return self.explicit(wrapper, |r| r.value::<T>(tag));
        }
        let outer = self.read_expected(wrapper.constructed())?;
        let mut inner = self.enter(&outer)?;
        let tlv = inner.read_expected(tag)?;
        let mut content = inner.enter(&tlv)?;
        if inner.is_empty() {
            return T::decode_content(&mut content);
        }
        // Bytes after the value inside the wrapper: reported once the value
        // itself decodes, as `explicit` reports them.
        T::decode_content(&mut content)?;
        Err(inner.trailing())
    }

    /// The fast path of `explicit_value`: the two headers' length and the
    /// value's content length when both identifiers are the expected single
    /// octets, both lengths are minimal in at most two octets, the value
    /// fills the wrapper exactly and both levels are within the depth
    /// bound. Every rule the general path checks then holds by
    /// construction, but for the content fitting in the input.
    #[inline(always)]
    fn explicit_headers(&self, wrapper: Tag, tag: Tag) -> Option<(usize, usize)> {
        if wrapper.number() >= 31 || tag.number() >= 31 || self.depth >= MAX_DEPTH - 1 {
            return None;
        }
        let wrapper_octet = identifier_octet(wrapper.constructed());
        let rest = self.remaining();
        // The usual small field in four octets, checked at once: AS-REQ
        // decodes 8 % faster with it than by the two header reads below.
        // Both lengths are short forms: `len + 2` below 0x80, or an outer
        // 0x80 (indefinite) would pass for 128.
        if let [w, outer_len, t, len, ..] = *rest {
            if w == wrapper_octet && t == identifier_octet(tag) && len < 0x7e && outer_len == len + 2 {
                return Some((4, usize::from(len)));
            }
        }
        // A large one (a message body): either length in a long form.
        let (w, outer_header, outer_len) = header(rest)?;
        let (t, inner_header, len) = header(rest.get(outer_header..)?)?;
        if w == wrapper_octet && t == identifier_octet(tag) && inner_header + len == outer_len {
            return Some((outer_header + inner_header, len));
        }
        None
    }

    /// Reads an EXPLICIT wrapper `tag` around exactly one inner value.
    #[inline]
    pub fn explicit<T>(&mut self, tag: Tag, decode: impl FnOnce(&mut Reader<'a, M>) -> Result<T>) -> Result<T> {
        self.read_with(tag.constructed(), decode)
    }
}

/// Decodes `T` from the whole of `content`: a `READS_ALL` decoder checks the
/// end itself and its value is returned as built; any other is followed by
/// the check.
#[inline(always)]
pub(crate) fn decode_all<'a, M: Mode<'a>, T: crate::DerValue<'a>>(content: &mut Reader<'a, M>) -> Result<T> {
    if T::READS_ALL {
        return T::decode_content(content);
    }
    let value = T::decode_content(content);
    if value.is_ok() {
        content.finish()?;
    }
    value
}

/// A header of one identifier octet (a number below 31) and a length in
/// DER's minimal form of at most two octets: the identifier, the header's
/// length and the content's; `None` for anything else.
#[inline(always)]
fn header(rest: &[u8]) -> Option<(u8, usize, usize)> {
    match *rest {
        [b, len, ..] if b & 0x1f != 0x1f && len < 0x80 => Some((b, 2, usize::from(len))),
        _ => long_header(rest),
    }
}

/// The header of the usual large value: a one-octet identifier and a
/// length in one or two octets, already minimal (`0x81` then at least
/// 0x80, `0x82` then a non-zero octet). The identifier octet, the header's
/// length and the content length; `None` for every other form.
#[inline]
fn long_header(rest: &[u8]) -> Option<(u8, usize, usize)> {
    match *rest {
        [b, 0x81, len, ..] if b & 0x1f != 0x1f && len >= 0x80 => Some((b, 3, usize::from(len))),
        [b, 0x82, high, low, ..] if b & 0x1f != 0x1f && high != 0 => {
            Some((b, 4, usize::from(high) << 8 | usize::from(low)))
        }
        _ => None,
    }
}

/// [`long_header`]'s header and content lengths when its identifier is
/// `identifier`, the one-octet identifier of a tag with a number below 31
/// (the caller's constant: so no tag is taken apart here), `(0, 0)` for any
/// other header. Out of line and cold: inline at every read it made the
/// usual short headers' code larger and slower; its two lengths come back
/// in registers, where `read_expected_general` handed back a whole `Tlv`
/// through memory (PKCS #12 extraction, whose values are mostly long: 12 %
/// fewer instructions).
#[cold]
#[inline(never)]
fn long_lengths(rest: &[u8], identifier: u8) -> (usize, usize) {
    debug_assert!(identifier & 0x1f != 0x1f, "a one-octet identifier");
    // long_header's two forms, matched against the identifier directly
    // (through long_header, whose identifier test this one makes
    // redundant, a certificate's parse took 60 instructions more).
    match *rest {
        [b, 0x81, len, ..] if b == identifier && len >= 0x80 => (3, usize::from(len)),
        [b, 0x82, high, low, ..] if b == identifier && high != 0 => (4, usize::from(high) << 8 | usize::from(low)),
        _ => (0, 0),
    }
}

/// The class of an identifier octet.
#[inline]
const fn class_of(b: u8) -> Class {
    match b >> 6 {
        0 => Class::Universal,
        1 => Class::Application,
        2 => Class::Context,
        _ => Class::Private,
    }
}

/// The tag of a one-octet identifier (number below 31).
#[inline]
const fn low_tag(b: u8) -> Tag {
    Tag::new(class_of(b), b & 0x20 != 0, (b & 0x1f) as u32)
}

/// The single identifier octet of a tag with a number below 31.
#[inline]
const fn identifier_octet(tag: Tag) -> u8 {
    ((tag.class() as u8) << 6) | ((tag.is_constructed() as u8) << 5) | (tag.number() as u8 & 0x1f)
}

#[cfg(all(test, feature = "alloc"))]
#[allow(clippy::unwrap_used)]
mod tests {
    use alloc::vec;

    use super::{Reader, MAX_DEPTH};
    use crate::{ErrorKind, Tag};

    /// The kind and offset of the error reading one TLV of `input` as all
    /// of it.
    fn whole(input: &[u8]) -> Option<(ErrorKind, usize)> {
        let mut r = Reader::new(input);
        let result = r.read_tlv().and_then(|_| r.finish());
        result.err().map(|e| (e.kind(), e.offset()))
    }

    #[test]
    fn structural_rules_with_their_offsets() {
        assert_eq!(whole(&[0x04, 0x01, 0x00]), None);
        assert_eq!(whole(&[0x04, 0x81, 0x05, 1, 2, 3, 4, 5]), Some((ErrorKind::NonMinimalLength, 1)));
        assert_eq!(whole(&[0x30, 0x80, 0x00, 0x00]), Some((ErrorKind::IndefiniteLength, 1)));
        assert_eq!(whole(&[0x04, 0x01, 0x00, 0x00]), Some((ErrorKind::TrailingData, 3)));
        assert_eq!(whole(&[0x04, 0x05, 0x00]), Some((ErrorKind::LengthBeyondParent, 0)));
        assert_eq!(whole(&[0x1f, 0x1e, 0x00]), Some((ErrorKind::NonMinimalTag, 0)));
        // After the value, an identifier DER forbids is named as what it is.
        assert_eq!(whole(&[0x04, 0x01, 0x00, 0xbf, 0x03, 0x00]), Some((ErrorKind::NonMinimalTag, 3)));
        assert_eq!(whole(&[0x04, 0x01, 0x00, 0x9f, 0x80, 0x01]), Some((ErrorKind::NonMinimalTag, 3)));
        assert_eq!(whole(&[0x04, 0x01, 0x00, 0x9f, 0xff, 0xff, 0xff, 0xff, 0x01]), Some((ErrorKind::TagTooLarge, 3)));
        assert_eq!(whole(&[0x04, 0x01, 0x00, 0x9f, 0x1f]), Some((ErrorKind::TrailingData, 3)));
        assert_eq!(whole(&[0x04, 0x01, 0x00, 0x9f]), Some((ErrorKind::TrailingData, 3)));
        assert_eq!(whole(&[0x04]), Some((ErrorKind::Truncated, 1)));
        assert_eq!(whole(&[]), Some((ErrorKind::Truncated, 0)));
    }

    #[test]
    fn a_tlv_knows_where_it_is() {
        let input = [0x30, 0x06, 0x02, 0x01, 0x05, 0x9f, 0x1f, 0x00];
        let mut r = Reader::new(&input);
        let seq = r.read_expected(Tag::SEQUENCE).unwrap();
        assert_eq!((seq.offset, seq.content_offset, seq.raw.len()), (0, 2, 8));
        let mut inner = r.enter(&seq).unwrap();
        assert_eq!(inner.depth(), 1);
        assert!(inner.peek_is(Tag::INTEGER));
        let int = inner.read_tlv().unwrap();
        assert_eq!((int.offset, int.content_offset, int.content), (2, 4, &[5u8][..]));
        // Offsets stay absolute inside the content: the high tag [31] at 5.
        assert_eq!(inner.next_tag().unwrap(), Tag::context(31));
        let err = inner.read_expected(Tag::context(30)).unwrap_err();
        assert_eq!(
            (err.kind(), err.offset()),
            (ErrorKind::UnexpectedTag { expected: Some(Tag::context(30)), found: Tag::context(31) }, 5)
        );
        assert!(inner.read_expected(Tag::context(31)).is_ok());
        assert!(inner.is_empty() && inner.finish().is_ok());
        assert_eq!(inner.missing().kind(), ErrorKind::Missing);
    }

    #[test]
    fn nesting_is_bounded() {
        // MAX_DEPTH + 1 SEQUENCEs, each the other's only content.
        let levels = usize::from(MAX_DEPTH) + 1;
        let mut input = vec![0x05, 0x00];
        for _ in 0..levels {
            let mut outer = vec![0x30, input.len() as u8];
            if input.len() > 127 {
                outer = vec![0x30, 0x81, input.len() as u8];
            }
            outer.extend(input);
            input = outer;
        }
        let mut r = Reader::new(&input);
        let mut depth = 0;
        let err = loop {
            match r.read_tlv().and_then(|tlv| r.enter(&tlv)) {
                Ok(inner) => {
                    depth += 1;
                    r = inner;
                }
                Err(e) => break e,
            }
        };
        assert_eq!(err.kind(), ErrorKind::TooDeep);
        assert_eq!(depth, usize::from(MAX_DEPTH));
    }
}
