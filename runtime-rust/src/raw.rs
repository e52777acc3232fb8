//! Values kept as checked DER: `ANY`, open types, and fields compiled lazy.

use core::fmt;
use core::marker::PhantomData;

use crate::{check_integer, Der, DerUntagged, DerValue, Error, ErrorKind, Reader, Result, Tag, Tlv, Writer};

/// One complete value of any type, kept as its encoding after checking the
/// DER structure: minimal tags and lengths throughout, and the content
/// rules of every UNIVERSAL primitive type found inside.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RawDer<'a> {
    tag: Tag,
    header_len: u8,
    bytes: &'a [u8],
}

impl<'a> RawDer<'a> {
    /// Checks that `bytes` holds exactly one DER value.
    pub fn new(bytes: &'a [u8]) -> Result<RawDer<'a>> {
        let mut r = Reader::new(bytes);
        let raw = Self::read(&mut r)?;
        r.finish()?;
        Ok(raw)
    }

    /// An encoding known to be valid (generated constants).
    pub const fn from_static(tag: Tag, header_len: u8, bytes: &'static [u8]) -> RawDer<'a> {
        RawDer { tag, header_len, bytes }
    }

    /// Reads and checks the next value of `r`.
    #[inline(always)]
    pub fn read(r: &mut Reader<'a>) -> Result<RawDer<'a>> {
        let tlv = r.read_tlv()?;
        if !r.is_checked() {
            check_tlv(r, &tlv)?;
        }
        Ok(Self::from_tlv(&tlv))
    }

    #[inline]
    pub(crate) fn from_tlv(tlv: &Tlv<'a>) -> RawDer<'a> {
        let header_len = (tlv.content_offset - tlv.offset) as u8;
        RawDer { tag: tlv.tag, header_len, bytes: tlv.raw }
    }

    /// The value's tag.
    pub fn tag(&self) -> Tag {
        self.tag
    }

    /// The whole encoding.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The content octets.
    pub fn content(&self) -> &'a [u8] {
        &self.bytes[usize::from(self.header_len)..]
    }

    /// Decodes the value as `T`.
    pub fn decode_as<T: Der<'a>>(&self) -> Result<T> {
        T::decode(self.bytes)
    }
}

/// The content rules of one value, recursively.
fn check_tlv(parent: &Reader<'_>, tlv: &Tlv<'_>) -> Result<()> {
    let universal = tlv.tag.class() == crate::Class::Universal;
    let n = tlv.tag.number();
    if tlv.tag.is_constructed() {
        // Only these universal types may be constructed in DER.
        if universal && !matches!(n, 8 | 11 | 16 | 17 | 29) {
            return Err(Error::new(ErrorKind::WrongForm, tlv.offset));
        }
        let mut inner = parent.enter(tlv)?;
        while !inner.is_empty() {
            let child = inner.read_tlv()?;
            check_tlv(&inner, &child)?;
        }
        return Ok(());
    }
    if !universal {
        return Ok(());
    }
    let mut content = parent.enter(tlv)?;
    let (bytes, at) = (tlv.content, tlv.content_offset);
    match n {
        0 => Err(Error::new(ErrorKind::UnexpectedTag { expected: None, found: tlv.tag }, tlv.offset)),
        1 => bool::decode_content(&mut content).map(drop),
        2 | 10 => check_integer(bytes, at),
        3 => crate::BitString::decode_content(&mut content).map(drop),
        5 => <()>::decode_content(&mut content),
        6 => crate::ObjectIdentifier::decode_content(&mut content).map(drop),
        8 | 11 | 16 | 17 | 29 => Err(Error::new(ErrorKind::WrongForm, tlv.offset)),
        12 => crate::Utf8String::decode_content(&mut content).map(drop),
        18 => crate::NumericString::check(bytes, at),
        19 => crate::PrintableString::check(bytes, at),
        22 => crate::Ia5String::check(bytes, at),
        26 => crate::VisibleString::check(bytes, at),
        13 => crate::RelativeOid::decode_content(&mut content).map(drop),
        23 => crate::UtcTime::decode_content(&mut content).map(drop),
        24 => crate::GeneralizedTime::decode_content(&mut content).map(drop),
        28 => crate::UniversalString::decode_content(&mut content).map(drop),
        30 => crate::BmpString::decode_content(&mut content).map(drop),
        _ => Ok(()),
    }
}

impl<'a> DerUntagged<'a> for RawDer<'a> {
    #[inline]
    fn decode_untagged(r: &mut Reader<'a>) -> Result<RawDer<'a>> {
        if r.is_empty() {
            return Err(r.missing());
        }
        Self::read(r)
    }
    #[inline]
    fn encode_untagged<W: Writer>(&self, w: &mut W) -> Result<()> {
        w.write(self.bytes);
        Ok(())
    }
    fn has_tag(_: Tag) -> bool {
        true
    }
}

impl<'a> Der<'a> for RawDer<'a> {
    const NAME: &'static str = "ANY";
    fn decode_tlv(r: &mut Reader<'a>) -> Result<Self> {
        Self::decode_untagged(r)
    }
    fn encode_tlv<W: Writer>(&self, w: &mut W) -> Result<()> {
        self.encode_untagged(w)
    }
    fn starts_with(_: Tag) -> bool {
        true
    }
}

impl fmt::Debug for RawDer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RawDer({} ", self.tag)?;
        self.bytes.iter().try_for_each(|b| write!(f, "{b:02x}"))?;
        f.write_str(")")
    }
}

/// A value kept as its encoding and decoded as `T` on demand: the fields a
/// compilation marks lazy (`--raw`), and the links that break a recursive
/// type's cycle.
///
/// A lazy field is checked as one TLV when it is read — identifier and
/// length in DER form, inside its parent — and in full when it is decoded:
/// a parse-only workload skips what it never reads. A recursive link is
/// decoded in full where it is read (`read_value_decoded`), at the depth it
/// is found, so hostile nesting meets the depth bound.
///
/// The stored TLV is the value's own (inside any EXPLICIT wrappers), so
/// `T`'s content codec reads it whatever its IMPLICIT tag.
pub struct Lazy<'a, T> {
    raw: RawDer<'a>,
    _type: PhantomData<fn() -> T>,
}

impl<'a, T> Lazy<'a, T> {
    /// Reads the next TLV of `r`, which must have the tag `tag`, checking
    /// its identifier and length (the content is checked by `get`).
    #[inline]
    pub fn read_value(r: &mut Reader<'a>, tag: Tag) -> Result<Lazy<'a, T>> {
        let offset = r.offset();
        let raw = Self::read_framed(r)?;
        if raw.tag != tag {
            return Err(Error::new(ErrorKind::UnexpectedTag { expected: Some(tag), found: raw.tag }, offset));
        }
        Ok(Lazy { raw, _type: PhantomData })
    }

    /// Reads the next TLV of `r`, whatever its tag (an untagged CHOICE),
    /// checking its identifier and length.
    #[inline]
    pub fn read_untagged(r: &mut Reader<'a>) -> Result<Lazy<'a, T>> {
        Ok(Lazy { raw: Self::read_framed(r)?, _type: PhantomData })
    }

    fn read_framed(r: &mut Reader<'a>) -> Result<RawDer<'a>> {
        if r.is_empty() {
            return Err(r.missing());
        }
        Ok(RawDer::from_tlv(&r.read_tlv()?))
    }

    /// Keeps an already checked value.
    pub fn from_raw(raw: RawDer<'a>) -> Lazy<'a, T> {
        Lazy { raw, _type: PhantomData }
    }

    /// The encoding.
    pub fn raw(&self) -> RawDer<'a> {
        self.raw
    }

    /// Writes the stored encoding.
    pub fn encode<W: Writer>(&self, w: &mut W) -> Result<()> {
        w.write(self.raw.bytes);
        Ok(())
    }
}

impl<'a, T: DerValue<'a>> Lazy<'a, T> {
    /// Reads the next value of `r`, with the tag `tag`, and decodes it in
    /// full (a recursive link: checked now, kept as its encoding).
    pub fn read_value_decoded(r: &mut Reader<'a>, tag: Tag) -> Result<Lazy<'a, T>> {
        let tlv = r.read_expected(tag)?;
        let mut content = r.enter(&tlv)?;
        T::decode_content(&mut content)?;
        content.finish()?;
        Ok(Lazy { raw: RawDer::from_tlv(&tlv), _type: PhantomData })
    }

    /// Decodes the value.
    pub fn get(&self) -> Result<T> {
        let mut r = Reader::new(self.raw.bytes);
        let tlv = r.read_tlv()?;
        let mut content = r.enter(&tlv)?;
        let value = T::decode_content(&mut content)?;
        content.finish()?;
        Ok(value)
    }
}

impl<'a, T: DerUntagged<'a>> Lazy<'a, T> {
    /// Reads the next value of `r`, of an untagged type, and decodes it in
    /// full (a recursive link).
    pub fn read_untagged_decoded(r: &mut Reader<'a>) -> Result<Lazy<'a, T>> {
        let mut after = *r;
        T::decode_untagged(&mut after)?;
        // The value is one TLV: read it again as such to keep its bytes.
        let raw = Self::read_framed(r)?;
        Ok(Lazy { raw, _type: PhantomData })
    }

    /// Decodes the value of an untagged type.
    pub fn get_untagged(&self) -> Result<T> {
        let mut r = Reader::new(self.raw.bytes);
        let value = T::decode_untagged(&mut r)?;
        r.finish()?;
        Ok(value)
    }
}

impl<T> Clone for Lazy<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Lazy<'_, T> {}

impl<T> PartialEq for Lazy<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}

impl<T> Eq for Lazy<'_, T> {}

impl<T> fmt::Debug for Lazy<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lazy({:?})", self.raw)
    }
}

/// Fails with [`ErrorKind::DefaultValueEncoded`] when the bytes read between
/// `before` and `after` (two `Reader::remaining` snapshots) are `default`,
/// the encoding of the component's DEFAULT value: DER leaves it out.
#[inline]
pub fn check_not_default(before: &[u8], after: &[u8], default: &[u8], offset: usize) -> Result<()> {
    let read = &before[..before.len() - after.len()];
    if read == default {
        Err(Error::new(ErrorKind::DefaultValueEncoded, offset))
    } else {
        Ok(())
    }
}

/// Extension additions a newer version of a schema added to an extensible
/// SEQUENCE, which this one does not know: each checked as DER, kept as
/// read, and written back unchanged.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct UnknownExtensions<'a> {
    bytes: &'a [u8],
}

impl<'a> UnknownExtensions<'a> {
    /// Reads values until the end of `r` or a value for which `stop` holds
    /// (the next known component).
    pub fn read(r: &mut Reader<'a>, stop: impl Fn(Tag) -> bool) -> Result<UnknownExtensions<'a>> {
        let start = r.remaining();
        while !r.is_empty() && !stop(r.next_tag()?) {
            RawDer::read(r)?;
        }
        Ok(UnknownExtensions { bytes: &start[..start.len() - r.remaining().len()] })
    }

    /// The encodings, concatenated.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Writes them back.
    pub fn encode<W: Writer>(&self, w: &mut W) {
        w.write(self.bytes);
    }
}

impl fmt::Debug for UnknownExtensions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "UnknownExtensions({} bytes)", self.bytes.len())
    }
}
