//! Values kept as checked DER: `ANY`, open types, and fields compiled lazy.

use core::fmt;
use core::marker::PhantomData;

use crate::{
    check_integer, BerMode, Der, DerUntagged, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag, Tlv, Writer,
};

/// One complete value of any type, kept as its encoding after checking the
/// DER structure: minimal tags and lengths throughout, and the content
/// rules of every UNIVERSAL primitive type found inside.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RawDer<'a> {
    tag: Tag,
    /// The length of the identifier and length octets.
    header: u8,
    bytes: &'a [u8],
    /// A CHOICE alternative read from OER or PER that the schema does not
    /// know: `tag` is its tag (OER) or addition index (PER, as a context
    /// tag's number), `bytes` the encoding of its value, which only that
    /// rule can write back.
    oer: Option<KeptIn>,
}

/// The rule an alternative or addition the schema does not know was read
/// in, which alone can write it back: for PER, in the variant it was read
/// in (the open type holds its value's encoding in that variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(feature = "alloc"), allow(dead_code))]
pub(crate) enum KeptIn {
    Oer,
    #[cfg(feature = "per")]
    Per(crate::PerVariant),
}

/// Refuses to write octets kept from PER `read` into a writer of another
/// variant: they encode a value of a type the schema does not know in
/// `read`'s variant, and cannot be brought to the other.
#[cfg(feature = "per")]
fn same_variant(read: crate::PerVariant, w: &crate::PerWriter, what: &'static str) -> Result<()> {
    if read == w.variant() {
        return Ok(());
    }
    Err(Error::new(ErrorKind::Per(what), 0))
}

#[cfg(feature = "per")]
const ALTERNATIVE_OF_OTHER_VARIANT: &str =
    "an alternative read in the other PER variant that this schema does not know cannot be written in this one";
#[cfg(feature = "per")]
const ADDITIONS_OF_OTHER_VARIANT: &str =
    "extension additions read in the other PER variant that this schema does not know cannot be written in this one";

impl<'a> RawDer<'a> {
    /// No value: what a recursive link read from OER keeps as DER.
    #[cfg(feature = "alloc")]
    pub(crate) const EMPTY: RawDer<'static> = RawDer { tag: Tag::universal(0), header: 0, bytes: &[], oer: None };

    /// Reads the value of a CHOICE alternative the schema does not know
    /// from OER, after its tag (`class`, `number`): an open type (X.696
    /// §20), kept as read.
    #[cfg(feature = "alloc")]
    pub fn read_oer_alternative(r: &mut crate::OerReader<'a>, class: crate::Class, number: u32) -> Result<RawDer<'a>> {
        let bytes = r.length_prefixed()?;
        Ok(RawDer { tag: Tag::new(class, false, number), header: 0, bytes, oer: Some(KeptIn::Oer) })
    }

    /// Writes an alternative read by [`RawDer::read_oer_alternative`] back:
    /// its tag, then its value as an open type. One read from DER has no
    /// OER (its type is not known): an error.
    #[cfg(feature = "alloc")]
    pub fn write_oer_alternative(&self, w: &mut crate::OerWriter) -> Result<()> {
        if self.oer != Some(KeptIn::Oer) {
            return Err(Error::new(
                ErrorKind::Oer("an alternative read from another rule that this schema does not know has no OER"),
                0,
            ));
        }
        w.tag(self.tag.class(), self.tag.number());
        w.length_prefixed(self.bytes);
        Ok(())
    }

    /// A CHOICE alternative read from PER (in `variant`) that the schema
    /// does not know: its addition index and the open type's octets (its
    /// value's complete encoding in that variant).
    #[cfg(feature = "per")]
    pub fn per_alternative(index: usize, octets: &'a [u8], variant: crate::PerVariant) -> RawDer<'a> {
        let number = u32::try_from(index).unwrap_or(u32::MAX);
        let tag = Tag::new(crate::Class::Context, false, number);
        RawDer { tag, header: 0, bytes: octets, oer: Some(KeptIn::Per(variant)) }
    }

    /// An open type read from PER (in `variant`) without its key: the
    /// octets of its value's complete encoding, which only PER, in that
    /// variant, can write back.
    #[cfg(feature = "per")]
    pub fn per_open(octets: &'a [u8], variant: crate::PerVariant) -> RawDer<'a> {
        Self::per_alternative(u32::MAX as usize, octets, variant)
    }

    /// The octets of an open type read by [`RawDer::per_open`] (or of an
    /// alternative the schema does not know), to be written by `w`; one
    /// read otherwise, or in the other variant, has no PER there: an
    /// error.
    #[cfg(feature = "per")]
    pub fn as_per_open(&self, w: &crate::PerWriter) -> Result<&'a [u8]> {
        self.as_per_alternative(w).map(|(_, octets)| octets)
    }

    /// The addition index and octets of an alternative read by
    /// [`RawDer::per_alternative`], to be written by `w`; one read
    /// otherwise, or in the other variant, has no PER there (its type is
    /// not known): an error.
    #[cfg(feature = "per")]
    pub fn as_per_alternative(&self, w: &crate::PerWriter) -> Result<(usize, &'a [u8])> {
        let Some(KeptIn::Per(variant)) = self.oer else {
            return Err(Error::new(
                ErrorKind::Per("an alternative read from another rule that this schema does not know has no PER"),
                0,
            ));
        };
        same_variant(variant, w, ALTERNATIVE_OF_OTHER_VARIANT)?;
        Ok((self.tag.number() as usize, self.bytes))
    }

    /// Checks that `bytes` holds exactly one DER value.
    pub fn new(bytes: &'a [u8]) -> Result<RawDer<'a>> {
        let mut r = Reader::new(bytes);
        let raw = Self::read(&mut r)?;
        r.finish()?;
        Ok(raw)
    }

    /// An encoding known to be valid (generated constants).
    pub const fn from_static(tag: Tag, header_len: u8, bytes: &'static [u8]) -> RawDer<'a> {
        RawDer { tag, header: header_len, bytes, oer: None }
    }

    /// Reads and checks the next value of `r`; none left is a missing
    /// component (the C's answer too), not input that ends inside one.
    #[inline(always)]
    pub fn read<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<RawDer<'a>> {
        if r.is_empty() {
            return Err(r.missing());
        }
        let irregularities = r.space().map(|space| space.irregularities());
        let tlv = r.read_tlv()?;
        if let Some(space) = r.space() {
            if Some(space.irregularities()) == irregularities && Self::is_der(r, &tlv) {
                return Ok(Self::from_tlv(&tlv));
            }
            return Self::from_ber(r, &tlv, space, true);
        }
        if !r.is_checked() {
            check_tlv(r, &tlv)?;
        }
        Ok(Self::from_tlv(&tlv))
    }

    /// BER mode: whether `tlv`, whose header `r` read as DER, is DER
    /// throughout, the usual case: one walk that checks it as DER mode
    /// does, at the same depth, after which it is kept borrowed.
    #[inline(always)]
    fn is_der<M: Mode<'a>>(r: &Reader<'a, M>, tlv: &Tlv<'a>) -> bool {
        check_tlv(&r.as_der(&[], r.offset()), tlv).is_ok()
    }

    /// The value `tlv` read in BER mode, brought to DER by its universal
    /// tags (see `ber::normalize`), and with `check` its content checked
    /// as DER; and what is wrong where when it cannot be.
    #[cold]
    fn from_ber<M: Mode<'a>>(
        r: &Reader<'a, M>,
        tlv: &Tlv<'a>,
        space: &'a crate::BerSpace<'a>,
        check: bool,
    ) -> Result<RawDer<'a>> {
        let der = crate::ber::normalize(&r.nested(tlv.raw, tlv.offset), space)?;
        let mut d = Reader::der_at(der, tlv.offset);
        let normalized = d.read_tlv()?;
        if check {
            check_tlv(&d, &normalized)?;
        }
        Ok(Self::from_tlv(&normalized))
    }

    #[inline]
    pub(crate) fn from_tlv(tlv: &Tlv<'a>) -> RawDer<'a> {
        let header_len = (tlv.content_offset - tlv.offset) as u8;
        RawDer { tag: tlv.tag, header: header_len, bytes: tlv.raw, oer: None }
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
        &self.bytes[usize::from(self.header)..]
    }

    /// Decodes the value as `T`.
    pub fn decode_as<T: Der<'a>>(&self) -> Result<T> {
        T::decode(self.bytes)
    }
}

/// The content rules of one value, recursively.
fn check_tlv<'a, M: Mode<'a>>(parent: &Reader<'a, M>, tlv: &Tlv<'a>) -> Result<()> {
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
    fn decode_untagged<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<RawDer<'a>> {
        Self::read(r)
    }
    #[inline]
    fn encode_untagged<W: Writer>(&self, w: &mut W) -> Result<()> {
        if self.oer.is_some() {
            return Err(Error::new(
                ErrorKind::Oer("an alternative read from OER or PER that this schema does not know has no DER"),
                0,
            ));
        }
        w.write(self.bytes);
        Ok(())
    }
    fn has_tag(_: Tag) -> bool {
        true
    }
}

impl<'a> Der<'a> for RawDer<'a> {
    const NAME: &'static str = "ANY";
    fn decode_tlv<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self> {
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
/// a parse-only workload skips what it never reads. In BER mode its
/// structure is walked as well, to find BER inside and bring it to DER. A
/// recursive link is decoded in full where it is read
/// (`read_value_decoded`), at the depth it is found, so hostile nesting
/// meets the depth bound.
///
/// The stored TLV is the value's own (inside any EXPLICIT wrappers), so
/// `T`'s content codec reads it whatever its IMPLICIT tag.
///
/// A recursive link read from OER keeps the OER it was read from instead
/// (checked in full where it was read, like the DER one), and decodes it
/// again with the rule it was read by. One read from PER, which is not
/// read again without the decoding's space, keeps its value in that space.
pub struct Lazy<'a, T> {
    raw: RawDer<'a>,
    /// A link read from OER or PER: what it keeps, and the tag its DER
    /// takes at its use (an IMPLICIT tag replacing the value's own; `None`
    /// where the value keeps its own).
    #[cfg(feature = "alloc")]
    kept: Option<(Kept<'a, T>, Option<Tag>)>,
    _type: PhantomData<fn() -> T>,
}

/// What a recursive link read from a rule other than DER keeps.
#[cfg(feature = "alloc")]
enum Kept<'a, T> {
    /// The octets it was read from and the rule they were read by.
    Oer(&'a [u8], crate::OerRule),
    /// Its value, in the decoding's space.
    #[cfg_attr(not(feature = "per"), allow(dead_code))]
    Per(&'a T),
}

#[cfg(feature = "alloc")]
impl<T> Clone for Kept<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

#[cfg(feature = "alloc")]
impl<T> Copy for Kept<'_, T> {}

/// Equal when the OER octets are, or the values read from PER.
#[cfg(feature = "alloc")]
impl<T: PartialEq> PartialEq for Kept<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Kept::Oer(a, _), Kept::Oer(b, _)) => a == b,
            (Kept::Per(a), Kept::Per(b)) => a == b,
            _ => false,
        }
    }
}

#[cfg(feature = "alloc")]
impl<'a, T: crate::Oer<'a> + Der<'a>> Lazy<'a, T> {
    /// Reads a recursive link from OER: the value is decoded in full now,
    /// at the depth it is found, and kept as the octets it took. `tag` is
    /// the tag its DER takes where it is used (the IMPLICIT tag of the
    /// use), for [`Lazy::encode`].
    pub fn read_oer(r: &mut crate::OerReader<'a>, tag: Option<Tag>) -> Result<Lazy<'a, T>> {
        let before = r.remaining();
        T::read_oer(r)?;
        let bytes = &before[..before.len() - r.remaining().len()];
        Ok(Lazy { raw: RawDer::EMPTY, kept: Some((Kept::Oer(bytes, r.rule()), tag)), _type: PhantomData })
    }

    /// [`Lazy::read_oer`] one level deeper: a link a CHOICE holds to a
    /// CHOICE, neither of which enters a level of its own (a CHOICE of
    /// itself would nest without bound).
    pub fn read_oer_deeper(r: &mut crate::OerReader<'a>, tag: Option<Tag>) -> Result<Lazy<'a, T>> {
        r.enter()?;
        let link = Self::read_oer(r, tag)?;
        r.leave();
        Ok(link)
    }

    /// Writes the value in CANONICAL-OER: as it came when it was read as
    /// CANONICAL-OER (its one encoding), else decoded and written.
    pub fn write_oer(&self, w: &mut crate::OerWriter) -> Result<()>
    where
        T: Clone,
    {
        if let Some((Kept::Oer(bytes, crate::OerRule::Canonical), _)) = self.kept {
            w.write(bytes);
            return Ok(());
        }
        self.decoded()?.write_oer(w)
    }
}

#[cfg(feature = "per")]
impl<'a, T: crate::Per<'a> + Der<'a>> Lazy<'a, T> {
    /// Reads a recursive link from PER: the value is decoded now, at the
    /// depth it is found, and kept in the reader's space. `tag` is the tag
    /// its DER takes where it is used, for [`Lazy::encode`].
    pub fn read_per(r: &mut crate::PerReader<'a>, tag: Option<Tag>) -> Result<Lazy<'a, T>> {
        let at = r.bit_offset();
        let value = T::read_per(r)?;
        let value = r.space()?.keep(value, at)?;
        Ok(Lazy { raw: RawDer::EMPTY, kept: Some((Kept::Per(value), tag)), _type: PhantomData })
    }

    /// [`Lazy::read_per`] one level deeper: a link a CHOICE holds to a
    /// CHOICE (as [`Lazy::read_oer_deeper`]).
    pub fn read_per_deeper(r: &mut crate::PerReader<'a>, tag: Option<Tag>) -> Result<Lazy<'a, T>> {
        r.enter()?;
        let link = Self::read_per(r, tag)?;
        r.leave();
        Ok(link)
    }

    /// Writes the value in PER (one read otherwise decoded first).
    pub fn write_per(&self, w: &mut crate::PerWriter) -> Result<()>
    where
        T: Clone,
    {
        match self.kept {
            Some((Kept::Per(value), _)) => value.write_per(w),
            _ => self.decoded()?.write_per(w),
        }
    }
}

impl<'a, T> Lazy<'a, T> {
    /// Reads the next TLV of `r`, which must have the tag `tag`, checking
    /// its identifier and length (the content is checked by `get`).
    #[inline]
    pub fn read_value<M: Mode<'a>>(r: &mut Reader<'a, M>, tag: Tag) -> Result<Lazy<'a, T>> {
        let offset = r.offset();
        let raw = Self::read_framed(r)?;
        if raw.tag != tag {
            return Err(Error::new(ErrorKind::UnexpectedTag { expected: Some(tag), found: raw.tag }, offset));
        }
        Ok(Self::of_raw(raw))
    }

    /// Reads the next TLV of `r`, whatever its tag (an untagged CHOICE),
    /// checking its identifier and length.
    #[inline]
    pub fn read_untagged<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Lazy<'a, T>> {
        Ok(Self::of_raw(Self::read_framed(r)?))
    }

    /// A value kept as its DER.
    fn of_raw(raw: RawDer<'a>) -> Lazy<'a, T> {
        Lazy {
            raw,
            #[cfg(feature = "alloc")]
            kept: None,
            _type: PhantomData,
        }
    }

    fn read_framed<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<RawDer<'a>> {
        if r.is_empty() {
            return Err(r.missing());
        }
        let irregularities = r.space().map(|space| space.irregularities());
        let tlv = r.read_tlv_likely_long()?;
        match r.space() {
            // DER already, the usual case: kept borrowed after a walk over
            // its structure, which is what finds BER inside.
            Some(space) if Some(space.irregularities()) == irregularities && crate::ber::in_der_form(r, &tlv) => {
                Ok(RawDer::from_tlv(&tlv))
            }
            // Its content is checked by `get`, as DER.
            Some(space) => RawDer::from_ber(r, &tlv, space, false),
            None => Ok(RawDer::from_tlv(&tlv)),
        }
    }

    /// Keeps an already checked value.
    pub fn from_raw(raw: RawDer<'a>) -> Lazy<'a, T> {
        Self::of_raw(raw)
    }

    /// The encoding; empty for a recursive link read from OER or PER, which
    /// keeps its OER or its value instead.
    pub fn raw(&self) -> RawDer<'a> {
        self.raw
    }

    /// Writes the stored encoding (a link read from OER or PER: its value's
    /// DER).
    pub fn encode<W: Writer>(&self, w: &mut W) -> Result<()>
    where
        T: Der<'a> + Clone,
    {
        #[cfg(feature = "alloc")]
        if let Some((_, tag)) = self.kept {
            let value = self.decoded()?;
            return match tag {
                // Under the tag of its use: the value's TLV with that
                // identifier (an IMPLICIT tag replaces the value's own).
                Some(tag) => {
                    let mut der = alloc::vec::Vec::new();
                    value.encode_tlv(&mut der)?;
                    let mut r = Reader::new(&der);
                    let tlv = r.read_tlv()?;
                    let tag = if tlv.tag.is_constructed() { tag.constructed() } else { tag };
                    w.tlv(tag, |w| {
                        w.write(tlv.content);
                        Ok(())
                    })
                }
                None => value.encode_tlv(w),
            };
        }
        w.write(self.raw.bytes);
        Ok(())
    }

    /// The value, decoded from what is kept (for callers that know only
    /// that it is `Der`).
    pub fn decoded(&self) -> Result<T>
    where
        T: Der<'a> + Clone,
    {
        match self.kept_value() {
            Some(value) => value,
            None => T::decode_stored(self.raw.bytes),
        }
    }

    /// The value, when it was read from OER or PER.
    fn kept_value(&self) -> Option<Result<T>>
    where
        T: Der<'a> + Clone,
    {
        #[cfg(feature = "alloc")]
        match self.kept {
            Some((Kept::Oer(bytes, rule), _)) => {
                let mut r = crate::OerReader::new(bytes, rule);
                return Some(
                    T::read_oer_again(&mut r).unwrap_or_else(|| Err(Error::new(ErrorKind::Oer("no OER codec"), 0))),
                );
            }
            Some((Kept::Per(value), _)) => return Some(Ok(value.clone())),
            None => {}
        }
        None
    }
}

impl<'a, T: DerValue<'a>> Lazy<'a, T> {
    /// Reads the next value of `r`, with the tag `tag`, and decodes it in
    /// full (a recursive link: checked now, kept as its encoding). In BER
    /// mode `relink` decodes it, as `|r| rt::relink_value::<T<'_>>(r, tag)`
    /// (see [`relink_value`]).
    pub fn read_value_decoded<M: Mode<'a>>(
        r: &mut Reader<'a, M>,
        tag: Tag,
        relink: impl Relink,
    ) -> Result<Lazy<'a, T>> {
        match r.space() {
            Some(space) => Self::relinked(r, space, relink),
            None => {
                // One read of the header: the TLV kept is the one decoded.
                let tlv = r.read_expected(tag)?;
                crate::reader::decode_all::<M, T>(&mut r.enter(&tlv)?)?;
                Ok(Self::of_raw(RawDer::from_tlv(&tlv)))
            }
        }
    }

    /// Decodes the value.
    pub fn get(&self) -> Result<T>
    where
        T: Der<'a> + Clone,
    {
        if let Some(value) = self.kept_value() {
            return value;
        }
        crate::decode_stored_content(self.raw.bytes)
    }
}

impl<'a, T: DerUntagged<'a>> Lazy<'a, T> {
    /// Reads the next value of `r`, of an untagged type, and decodes it in
    /// full (a recursive link). In BER mode `relink` decodes it, as
    /// `|r| rt::relink_untagged::<T<'_>>(r)` (see [`relink_untagged`]).
    pub fn read_untagged_decoded<M: Mode<'a>>(r: &mut Reader<'a, M>, relink: impl Relink) -> Result<Lazy<'a, T>> {
        match r.space() {
            Some(space) => Self::relinked(r, space, relink),
            None => {
                T::decode_untagged(&mut { *r })?;
                Ok(Self::of_raw(RawDer::from_tlv(&r.read_tlv()?)))
            }
        }
    }

    /// Decodes the value of an untagged type.
    pub fn get_untagged(&self) -> Result<T>
    where
        T: Der<'a> + Clone,
    {
        if let Some(value) = self.kept_value() {
            return value;
        }
        let mut r = Reader::new(self.raw.bytes);
        let value = T::decode_untagged(&mut r)?;
        r.finish()?;
        Ok(value)
    }
}

impl<'a, T> Lazy<'a, T> {
    /// Reads a lazy component with the tag `tag` whose DER, when it is read
    /// from BER, only its type can give (a DEFAULT value it may send, a
    /// string or SET OF under an IMPLICIT tag): in DER mode as
    /// [`Lazy::read_value`]; in BER mode decoded by `relink` (as
    /// `|r| rt::relink_value::<T<'_>>(r, tag)`) and kept as the DER of the
    /// value, borrowed where it was DER as read.
    pub fn read_value_by_type<M: Mode<'a>>(r: &mut Reader<'a, M>, tag: Tag, relink: impl Relink) -> Result<Self> {
        match r.space() {
            Some(space) => Self::relinked(r, space, relink),
            None => Self::read_value(r, tag),
        }
    }

    /// [`Lazy::read_value_by_type`] for an untagged type (`relink` as
    /// `|r| rt::relink_untagged::<T<'_>>(r)`).
    pub fn read_untagged_by_type<M: Mode<'a>>(r: &mut Reader<'a, M>, relink: impl Relink) -> Result<Self> {
        match r.space() {
            Some(space) => Self::relinked(r, space, relink),
            None => Self::read_untagged(r),
        }
    }

    /// A recursive link read from BER: decoded by `relink` against a scratch
    /// space, and kept as the DER of the value where it was not DER as
    /// read. The scratch space holds what the levels inside wrote (their
    /// DER, read once by this level's encoding) and is given back: nested
    /// links need space linear in the input, not in its size times its
    /// depth (fuzzing finding 13).
    fn relinked<M: Mode<'a>>(
        r: &mut Reader<'a, M>,
        space: &'a crate::BerSpace<'a>,
        relink: impl Relink,
    ) -> Result<Self> {
        let offset = r.offset();
        let (position, der) = space.relink(r, offset, relink)?;
        let Some(der) = der else {
            // DER as read, by its type: its bytes are kept as they are. (Not
            // `read_framed`, whose schema-less probe would take a raw SET
            // inside for a SET OF to sort, where the decoding just done kept
            // it as read, as C does.)
            return Ok(Self::of_raw(RawDer::from_tlv(&r.read_tlv()?)));
        };
        r.skip_to(position);
        Ok(Self::of_raw(RawDer::from_tlv(&Reader::der_at(der, offset).read_tlv()?)))
    }
}

/// How a recursive link's value is decoded in BER mode: from a reader in BER
/// mode over a scratch space, which lives shorter than the input, so the
/// value is a `T<'t>` for that space's lifetime, not the link's `T<'a>`.
/// Returns the value's DER, written into the scratch space, or `None` when
/// it was DER as read. Generated code passes a closure calling
/// [`relink_untagged`] or [`relink_value`].
pub trait Relink: for<'t> FnOnce(&mut Reader<'t, BerMode<'t>>) -> Result<Option<&'t [u8]>> {}
impl<F: for<'t> FnOnce(&mut Reader<'t, BerMode<'t>>) -> Result<Option<&'t [u8]>>> Relink for F {}

/// Decodes a value of the untagged type `T` from `r` and writes its DER
/// into `r`'s space when it was not DER as read (see [`Relink`]).
pub fn relink_untagged<'t, T: DerUntagged<'t>>(r: &mut Reader<'t, BerMode<'t>>) -> Result<Option<&'t [u8]>> {
    let (space, irregularities, offset) = relink_start(r);
    let value = T::decode_untagged(r)?;
    relink_end(space, irregularities, offset, |w| value.encode_untagged(w))
}

/// Decodes a value of type `T` with the tag `tag` from `r` and writes its
/// DER into `r`'s space when it was not DER as read (see [`Relink`]).
pub fn relink_value<'t, T: DerValue<'t>>(r: &mut Reader<'t, BerMode<'t>>, tag: Tag) -> Result<Option<&'t [u8]>> {
    let (space, irregularities, offset) = relink_start(r);
    let value = r.value::<T>(tag)?;
    relink_end(space, irregularities, offset, |w| crate::encode_value(w, tag, &value))
}

/// What `relink_end` compares and reports at: `r`'s space, its count of
/// departures from DER, the value's offset.
fn relink_start<'t>(r: &Reader<'t, BerMode<'t>>) -> (&'t crate::BerSpace<'t>, u32, usize) {
    let space = r.ber_space();
    (space, space.irregularities(), r.offset())
}

/// `None` when nothing read since `relink_start` departed from DER, else the
/// DER `encode` writes, kept in `space`.
fn relink_end<'t>(
    space: &'t crate::BerSpace<'t>,
    irregularities: u32,
    offset: usize,
    encode: impl FnOnce(&mut crate::SliceWriter<'t>) -> Result<()>,
) -> Result<Option<&'t [u8]>> {
    if space.irregularities() == irregularities {
        return Ok(None);
    }
    let (der, ()) = space.write_with(offset, |w| encode(w).map(|()| (true, ())))?;
    Ok(der)
}

impl<T> Clone for Lazy<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Lazy<'_, T> {}

/// Equal when the encodings kept are (a link read from OER compares its
/// OER octets; one read from PER, its value).
impl<T: PartialEq> PartialEq for Lazy<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        #[cfg(feature = "alloc")]
        if self.kept.is_some() || other.kept.is_some() {
            return self.kept.map(|(encoding, _)| encoding) == other.kept.map(|(encoding, _)| encoding);
        }
        self.raw == other.raw
    }
}

impl<T: Eq> Eq for Lazy<'_, T> {}

/// The DER a link was read from; one read from OER, its rule and octets;
/// one read from PER, its value (it has no encoding of its own to show).
impl<T: fmt::Debug> fmt::Debug for Lazy<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        #[cfg(feature = "alloc")]
        match self.kept {
            Some((Kept::Oer(octets, rule), _)) => return write!(f, "Lazy({rule:?} {octets:02x?})"),
            Some((Kept::Per(value), _)) => return f.debug_tuple("Lazy").field(value).finish(),
            None => {}
        }
        write!(f, "Lazy({:?})", self.raw)
    }
}

/// Extension additions a newer version of a schema added to an extensible
/// SEQUENCE, which this one does not know: each checked as DER, kept as
/// read, and written back unchanged. Read from OER, they are the bits of
/// the extension bitmap past the additions the schema knows and the open
/// types they announce, written back in OER only (what they hold is not
/// known, so there is no DER of it).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct UnknownExtensions<'a> {
    bytes: &'a [u8],
    #[cfg(feature = "alloc")]
    oer: Option<OerAdditions<'a>>,
}

/// Extension additions read from OER that the schema does not know.
#[cfg(feature = "alloc")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct OerAdditions<'a> {
    /// The whole extension bitmap as read.
    bitmap: crate::Bits<'a>,
    /// How many additions the schema knows: the bits after are these.
    known: usize,
    /// The open types of those present, as read (from PER: their octets
    /// each after an OER length).
    values: &'a [u8],
    /// The rule they were read in, which alone can write them back.
    rule: KeptIn,
}

#[cfg(feature = "alloc")]
impl<'a> UnknownExtensions<'a> {
    /// Reads the open types of the additions `bitmap` announces past the
    /// `known` ones (X.696 §16.5), keeping them as read.
    pub fn read_oer(r: &mut crate::OerReader<'a>, bitmap: crate::Bits<'a>, known: usize) -> Result<Self> {
        let start = r.remaining();
        for i in known..bitmap.len() {
            if bitmap.get(i) {
                r.open_type()?;
            }
        }
        let values = &start[..start.len() - r.remaining().len()];
        let oer = (bitmap.len() > known).then_some(OerAdditions { bitmap, known, values, rule: KeptIn::Oer });
        Ok(UnknownExtensions { bytes: &[], oer })
    }

    /// Reads the open types of the additions a PER `bitmap` announces past
    /// the `known` ones (X.691 §19.9), keeping their octets in the space.
    #[cfg(feature = "per")]
    pub fn read_per(r: &mut crate::PerReader<'a>, bitmap: crate::BitOctets<'a>, known: usize) -> Result<Self> {
        if bitmap.bit_len() <= known {
            return Ok(UnknownExtensions::default());
        }
        let mut values = crate::OerWriter::new();
        for i in known..bitmap.bit_len() {
            if bitmap.bit(i) {
                values.length_prefixed(crate::per_structure::skip_open(r)?);
            }
        }
        let space = r.space()?;
        let at = r.bit_offset();
        let bits = space.copy(&(0..bitmap.len()).map(|i| bitmap.get(i)).collect::<alloc::vec::Vec<u8>>(), at)?;
        let values = space.copy(&values.into_bytes(), at)?;
        let bitmap = crate::Bits::from_octets(bits, bitmap.bit_len());
        let rule = KeptIn::Per(r.variant());
        Ok(UnknownExtensions { bytes: &[], oer: Some(OerAdditions { bitmap, known, values, rule }) })
    }

    /// Writes their open types back (PER): each value's octets as read.
    #[cfg(feature = "per")]
    pub fn write_per(&self, w: &mut crate::PerWriter) -> Result<()> {
        let Some((a, variant)) = self.oer.as_ref().and_then(|a| match a.rule {
            KeptIn::Per(variant) => Some((a, variant)),
            KeptIn::Oer => None,
        }) else {
            if self.is_empty() && !self.any_in_oer() {
                return Ok(());
            }
            return Err(Error::new(
                ErrorKind::Per("extension additions read from another rule that this schema does not know have no PER"),
                0,
            ));
        };
        same_variant(variant, w, ADDITIONS_OF_OTHER_VARIANT)?;
        let mut r = crate::OerReader::new(a.values, crate::OerRule::Basic);
        while !r.is_empty() {
            crate::per_values::write_octets(w, r.length_prefixed()?)?;
        }
        Ok(())
    }

    /// The extension bitmap's bits past the known additions, as read (none
    /// unless read from OER).
    pub fn oer_bits(&self) -> impl Iterator<Item = bool> + Clone + '_ {
        let (bitmap, range) = match &self.oer {
            Some(a) => (Some(a.bitmap), a.known..a.bitmap.len()),
            None => (None, 0..0),
        };
        range.map(move |i| bitmap.is_some_and(|b| b.get(i)))
    }

    /// Whether one of them is present.
    pub fn any_in_oer(&self) -> bool {
        self.oer_bits().any(|present| present)
    }

    /// Writes their open types back (OER): each value as read, its length
    /// in the canonical form (what they hold is not known, so only that
    /// can be; a CANONICAL-OER decoder reads no further).
    pub fn write_oer(&self, w: &mut crate::OerWriter) -> Result<()> {
        if !self.bytes.is_empty() {
            return Err(Error::new(
                ErrorKind::Oer("extension additions read from DER that this schema does not know have no OER"),
                0,
            ));
        }
        if let Some(a) = &self.oer {
            if a.rule != KeptIn::Oer {
                return Err(Error::new(
                    ErrorKind::Oer("extension additions read from PER that this schema does not know have no OER"),
                    0,
                ));
            }
            let mut r = crate::OerReader::new(a.values, crate::OerRule::Basic);
            while !r.is_empty() {
                w.length_prefixed(r.length_prefixed()?);
            }
        }
        Ok(())
    }
}

impl<'a> UnknownExtensions<'a> {
    /// Reads values until the end of `r` or a value for which `stop` holds
    /// (the next known component).
    pub fn read<M: Mode<'a>>(r: &mut Reader<'a, M>, stop: impl Fn(Tag) -> bool) -> Result<UnknownExtensions<'a>> {
        let (start, offset) = (r.remaining(), r.offset());
        let Some(space) = r.space() else {
            while !r.is_empty() && !stop(r.next_tag()?) {
                RawDer::read(r)?;
            }
            return Ok(Self::of_der(&start[..start.len() - r.remaining().len()]));
        };
        // BER: the values as read; kept so when they are DER as read (as
        // RawDer::read keeps a value, and as C does), else brought to DER
        // together.
        let irregularities = space.irregularities();
        let mut der = true;
        while !r.is_empty() && !stop(r.next_tag()?) {
            let tlv = r.read_tlv()?;
            der = der && RawDer::is_der(r, &tlv);
        }
        let read = &start[..start.len() - r.remaining().len()];
        if der && space.irregularities() == irregularities {
            return Ok(Self::of_der(read));
        }
        let der = crate::ber::normalize(&r.nested(read, offset), space)?;
        let mut d = Reader::der_at(der, offset);
        while !d.is_empty() {
            RawDer::read(&mut d)?;
        }
        Ok(Self::of_der(der))
    }

    fn of_der(bytes: &'a [u8]) -> Self {
        UnknownExtensions {
            bytes,
            #[cfg(feature = "alloc")]
            oer: None,
        }
    }

    /// The encodings, concatenated.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Writes them back (those read from OER have no DER: an error).
    pub fn encode<W: Writer>(&self, w: &mut W) -> Result<()> {
        #[cfg(feature = "alloc")]
        if self.any_in_oer() {
            return Err(Error::new(
                ErrorKind::Oer("extension additions read from OER that this schema does not know have no DER"),
                0,
            ));
        }
        w.write(self.bytes);
        Ok(())
    }
}

impl fmt::Debug for UnknownExtensions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "UnknownExtensions({} bytes)", self.bytes.len())
    }
}

#[cfg(all(test, feature = "per"))]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::Lazy;

    /// A link's Debug shows what it keeps: the OER it was read from, or
    /// the value read from PER (it printed an empty DER for both).
    #[test]
    fn lazy_links_show_what_they_keep() {
        let mut r = crate::OerReader::new(&[0xff], crate::OerRule::Basic);
        let link = Lazy::<bool>::read_oer(&mut r, None).unwrap();
        assert_eq!(alloc::format!("{link:?}"), "Lazy(Basic [ff])");
        let space = crate::PerSpace::new();
        let mut r = crate::PerReader::new(&[0x80], crate::PerVariant::Unaligned, false).with_space(&space);
        let link = Lazy::<bool>::read_per(&mut r, None).unwrap();
        assert_eq!(alloc::format!("{link:?}"), "Lazy(true)");
    }
}
