//! The traits generated code implements, and the entry points users call.

use crate::{Counter, Mode, Reader, Result, Tag, Writer};

/// Decodes `bytes`, one whole TLV that the decode of a value holding it
/// has already accepted in full: an element of a decoded collection,
/// handed out on its own. The checks that can only reject are skipped,
/// as they are when the collection is iterated (framing is still read).
/// For bindings that wrap such elements one by one (the Python runtime);
/// bytes from anywhere else must go through [`Der::decode`], as this
/// would accept them unchecked.
#[doc(hidden)]
pub fn decode_accepted<'a, T: Der<'a>>(bytes: &'a [u8]) -> Result<T> {
    T::decode_tlv(&mut Reader::already_checked(bytes))
}

/// A complete DER codec for a type: its whole tag chain (EXPLICIT wrappers
/// and its own tag), as declared by its type assignment.
pub trait Der<'a>: Sized {
    /// The ASN.1 name, the first segment of error paths.
    const NAME: &'static str;

    /// Reads one value (all its TLVs) from `r`.
    fn decode_tlv<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self>;

    /// Writes the value with its whole tag chain.
    fn encode_tlv<W: Writer>(&self, w: &mut W) -> Result<()>;

    /// Whether an encoding of this type can start with `tag` (decides
    /// OPTIONAL components and CHOICE alternatives).
    fn starts_with(tag: Tag) -> bool;

    /// Whether [`Der::quick_len`] can find a value of this type valid.
    #[doc(hidden)]
    const HAS_QUICK_LEN: bool = false;

    /// The length of the value at the front of `rest` when its octets
    /// alone show a valid value of this type, else 0. A SEQUENCE OF takes
    /// such elements without decoding them; the rest is decoded, which
    /// says what is wrong.
    #[doc(hidden)]
    #[inline(always)]
    fn quick_len(rest: &[u8]) -> usize {
        let _ = rest;
        0
    }

    /// Reads the value from OER when the type has an OER codec (generated
    /// with `--oer`; the runtime's values): how a collection or recursive
    /// link read from OER reads what it kept again. `None` for the rest.
    /// Not public API.
    #[doc(hidden)]
    #[cfg(feature = "alloc")]
    #[inline]
    fn read_oer_again(_: &mut crate::OerReader<'a>) -> Option<Result<Self>> {
        None
    }

    /// Decodes the encoding a [`Lazy`](crate::Lazy) keeps of a value of
    /// this type: its own TLV, whose identifier an IMPLICIT tag may have
    /// replaced. Types with a tag of their own decode its content
    /// ([`decode_stored_content`]); this default, which reads the whole
    /// encoding, is for the rest (untagged CHOICE, ANY).
    fn decode_stored(bytes: &'a [u8]) -> Result<Self> {
        Self::decode(bytes)
    }

    /// Decodes `bytes`, which must hold exactly one value.
    fn decode(bytes: &'a [u8]) -> Result<Self> {
        let mut r = Reader::new(bytes);
        // The usual input is one TLV and nothing after it: then the value
        // is returned as `decode_tlv` built it, with no copy of it held
        // while the end is checked. (Only a hint: anything else takes the
        // path below, whose errors are the same.)
        if r.holds_one_value() {
            return Self::decode_tlv(&mut r).map_err(|e| e.at(Self::NAME));
        }
        let mut value = Self::decode_tlv(&mut r);
        if value.is_ok() {
            if let Err(e) = r.finish() {
                value = Err(e);
            }
        }
        if let Err(e) = &mut value {
            e.push_at(Self::NAME);
        }
        value
    }

    /// Decodes `bytes`, which must hold exactly one value, in BER: what
    /// X.690 allows BER beyond DER is accepted, and the value re-encodes as
    /// DER. It borrows from `bytes` wherever that is DER already, and from
    /// `space` where it is not (joined segments, raw values brought to
    /// DER); [`crate::BerSpace::needed`] bytes of space are always enough.
    ///
    /// DER is BER, and the usual input: it is decoded as [`Der::decode`]
    /// decodes it, at the same cost. Anything else is decoded by the BER
    /// reader from the start (so BER that departs from DER only near its
    /// end costs up to twice; real BER, indefinite or long lengths at the
    /// top, is told at the first octets).
    fn decode_ber(bytes: &'a [u8], space: &'a crate::BerSpace<'a>) -> Result<Self> {
        // An indefinite length on the outer value (streamed CMS, most BER
        // PKCS #12) is never DER: the DER try would only build an error to
        // drop. A tag number in one octet puts the length octet second.
        let indefinite = matches!(bytes, [identifier, 0x80, ..] if identifier & 0x1f != 0x1f);
        if !indefinite {
            if let Ok(value) = Self::decode(bytes) {
                return Ok(value);
            }
        }
        let mut r = Reader::new_ber(bytes, space);
        let mut value = Self::decode_tlv(&mut r);
        if value.is_ok() {
            if let Err(e) = r.finish() {
                value = Err(e);
            }
        }
        value.map_err(|e| e.at(Self::NAME))
    }

    /// Decodes one value from the front of `bytes`; returns it and the rest.
    fn decode_prefix(bytes: &'a [u8]) -> Result<(Self, &'a [u8])> {
        let mut r = Reader::new(bytes);
        let value = Self::decode_tlv(&mut r).map_err(|e| e.at(Self::NAME))?;
        Ok((value, r.remaining()))
    }

    /// The number of bytes [`Der::to_der`] produces.
    fn encoded_len(&self) -> Result<usize> {
        let mut counter = Counter::default();
        self.encode_tlv(&mut counter).map_err(|e| e.at(Self::NAME).while_encoding())?;
        Ok(counter.0)
    }

    /// Encodes into a new vector of exactly the right size, the only
    /// allocation (see the length strategy in [`crate::Writer`]'s module).
    #[cfg(feature = "alloc")]
    // `vec![0; n]` is slower here: see the allocation below.
    #[allow(clippy::slow_vector_initialization)]
    fn to_der(&self) -> Result<alloc::vec::Vec<u8>> {
        let mut plan = crate::writer::Lengths::default();
        plan.plan(self).map_err(crate::Error::while_encoding)?;
        if let Some(total) = plan.total() {
            // Not `vec![0; total]`: a zeroed allocation is `calloc`, which
            // skips the allocator's cache of small blocks.
            let mut out = alloc::vec::Vec::with_capacity(total);
            out.resize(total, 0);
            if plan.write(self, &mut out).map_err(crate::Error::while_encoding)? {
                return Ok(out);
            }
        }
        // A length of 4 GiB or more, or an encoder that strayed from its
        // plan: the writer that fixes lengths up as it goes.
        let mut out = alloc::vec::Vec::with_capacity(self.encoded_len()?);
        self.encode_tlv(&mut out).map_err(|e| e.at(Self::NAME).while_encoding())?;
        Ok(out)
    }

    /// Encodes into `buf`; returns the bytes written.
    #[cfg(feature = "alloc")]
    fn encode_into<'b>(&self, buf: &'b mut [u8]) -> Result<&'b [u8]> {
        let mut plan = crate::writer::Lengths::default();
        plan.plan(self).map_err(crate::Error::while_encoding)?;
        let Some(total) = plan.total() else { return self.encode_into_unplanned(buf) };
        let Some(room) = buf.get_mut(..total) else {
            return Err(crate::Error::new(crate::ErrorKind::BufferTooSmall, 0).at(Self::NAME).while_encoding());
        };
        if plan.write(self, room).map_err(crate::Error::while_encoding)? {
            return Ok(&buf[..total]);
        }
        self.encode_into_unplanned(buf)
    }

    /// Encodes into `buf`; returns the bytes written.
    #[cfg(not(feature = "alloc"))]
    fn encode_into<'b>(&self, buf: &'b mut [u8]) -> Result<&'b [u8]> {
        self.encode_into_unplanned(buf)
    }

    /// [`Der::encode_into`] in one pass, fixing lengths up as it goes.
    #[doc(hidden)]
    fn encode_into_unplanned<'b>(&self, buf: &'b mut [u8]) -> Result<&'b [u8]> {
        let mut w = crate::SliceWriter::new(buf);
        self.encode_tlv(&mut w).map_err(|e| e.at(Self::NAME).while_encoding())?;
        w.finish().map_err(|e| e.at(Self::NAME).while_encoding())
    }
}

/// A type whose value is one TLV of its own (everything but untagged CHOICE,
/// ANY and open types). An IMPLICIT tag replaces `TAG`; the content codec
/// stays the same.
pub trait DerValue<'a>: Sized {
    /// The natural identifier (with the constructed bit of its form).
    const TAG: Tag;

    /// Whether `decode_content` itself fails when it leaves content
    /// unread (the generated SEQUENCE and SET decoders end by checking
    /// it). Readers then return the value as the decoder built it, instead
    /// of holding it while they check the end, which copies it.
    const READS_ALL: bool = false;

    /// How BER may send a value in segments, for the string types; `None`
    /// for the rest, which BER sends whole.
    const SEGMENTS: Option<crate::Segments> = None;

    /// Decodes the content octets; the caller checks nothing is left over
    /// (unless [`DerValue::READS_ALL`] says the decoder does).
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self>;

    /// Writes the content octets.
    fn encode_content<W: Writer>(&self, w: &mut W) -> Result<()>;

    /// Writes the value's TLV with `tag`. The primitive types override it
    /// to hand the writer their content whole ([`Writer::primitive`]), so
    /// that its length is known before it is written and never fixed up.
    #[inline]
    fn encode_with_tag<W: Writer>(&self, w: &mut W, tag: Tag) -> Result<()> {
        w.tlv(tag, |w| self.encode_content(w))
    }

    /// Writes the value's TLV with `tag` as the content of an EXPLICIT
    /// `outer` tag (constructed). The primitive types override it as they
    /// do [`DerValue::encode_with_tag`], and the writer writes both headers
    /// at once ([`Writer::explicit_primitive`]): the wrapper's length
    /// follows from the content's, so a planned encoding needs no entry
    /// for it. (Kerberos wraps nearly every field so.)
    #[inline]
    fn encode_explicit<W: Writer>(&self, w: &mut W, outer: Tag, tag: Tag) -> Result<()> {
        w.tlv(outer, |w| self.encode_with_tag(w, tag))
    }
}

/// The two writers of a primitive type whose content is octets the value
/// holds, `|v| octets`: [`DerValue::encode_content`] writes them, and
/// [`DerValue::encode_with_tag`] hands them to the writer whole.
macro_rules! octets_encoders {
    (|$v:ident| $octets:expr) => {
        #[inline]
        fn encode_content<W: $crate::Writer>(&self, w: &mut W) -> $crate::Result<()> {
            let $v = self;
            w.write($octets);
            Ok(())
        }

        #[inline]
        fn encode_with_tag<W: $crate::Writer>(&self, w: &mut W, tag: $crate::Tag) -> $crate::Result<()> {
            let $v = self;
            w.primitive(tag, $octets);
            Ok(())
        }

        #[inline]
        fn encode_explicit<W: $crate::Writer>(
            &self,
            w: &mut W,
            outer: $crate::Tag,
            tag: $crate::Tag,
        ) -> $crate::Result<()> {
            let $v = self;
            w.explicit_primitive(outer, tag, $octets);
            Ok(())
        }
    };
}
pub(crate) use octets_encoders;

/// A type whose encoding is just one TLV of its own: its tag, or the
/// IMPLICIT tag that replaces it, around its [`DerValue`] content, with no
/// EXPLICIT tag outside. Generated code implements this for such a type,
/// and gets [`Der`] from it.
pub trait OwnTlv<'a>: DerValue<'a> {
    /// The ASN.1 name ([`Der::NAME`]).
    const ASN1_NAME: &'static str;

    /// The tag of the TLV: [`DerValue::TAG`], or the IMPLICIT tag that
    /// replaces it.
    const TLV_TAG: Tag;

    /// [`Der::read_oer_again`]. Not public API.
    #[doc(hidden)]
    #[cfg(feature = "alloc")]
    #[inline]
    fn read_oer_again(_: &mut crate::OerReader<'a>) -> Option<Result<Self>> {
        None
    }
}

impl<'a, T: OwnTlv<'a>> Der<'a> for T {
    const NAME: &'static str = T::ASN1_NAME;

    #[inline]
    fn decode_tlv<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self> {
        r.value::<Self>(T::TLV_TAG)
    }

    #[inline]
    fn encode_tlv<W: Writer>(&self, w: &mut W) -> Result<()> {
        encode_value(w, T::TLV_TAG, self)
    }

    #[inline]
    fn starts_with(tag: Tag) -> bool {
        tag == T::TLV_TAG
    }

    fn decode_stored(bytes: &'a [u8]) -> Result<Self> {
        decode_stored_content(bytes)
    }

    #[cfg(feature = "alloc")]
    #[inline]
    fn read_oer_again(r: &mut crate::OerReader<'a>) -> Option<Result<Self>> {
        <T as OwnTlv<'a>>::read_oer_again(r)
    }
}

/// A type without a tag of its own (untagged CHOICE, ANY, open types):
/// the value's TLV carries whatever tag the chosen alternative has.
pub trait DerUntagged<'a>: Sized {
    /// Reads the value's TLV.
    fn decode_untagged<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self>;

    /// Writes the value's TLV.
    fn encode_untagged<W: Writer>(&self, w: &mut W) -> Result<()>;

    /// Whether the value can start with `tag`.
    fn has_tag(tag: Tag) -> bool;
}

/// Decodes the content of the one TLV in `bytes`, whatever its identifier,
/// as a `T` ([`Der::decode_stored`] of a type with a tag of its own).
pub fn decode_stored_content<'a, T: DerValue<'a>>(bytes: &'a [u8]) -> Result<T> {
    let mut r = Reader::new(bytes);
    let tlv = r.read_tlv()?;
    let mut content = r.enter(&tlv)?;
    let value = T::decode_content(&mut content)?;
    content.finish()?;
    Ok(value)
}

/// Writes a value whose own TLV carries `tag`.
#[inline]
pub fn encode_value<'a, T: DerValue<'a>, W: Writer>(w: &mut W, tag: Tag, value: &T) -> Result<()> {
    value.encode_with_tag(w, tag)
}

/// Writes `value` with `tag` inside the EXPLICIT tag `outer` (the
/// generated encoders' call for an EXPLICIT tag around a value with a tag
/// of its own; [`DerValue::encode_explicit`]).
#[inline(always)]
pub fn encode_explicit<'a, T: DerValue<'a>, W: Writer>(w: &mut W, outer: Tag, tag: Tag, value: &T) -> Result<()> {
    value.encode_explicit(w, outer, tag)
}

/// Implements [`Der`] for a runtime type from its [`DerValue`] impl, with
/// the `Der` items given after the name (a native INTEGER's `quick_len`).
#[macro_export]
#[doc(hidden)]
macro_rules! natural_der {
    ($ty:ty, $name:expr $(, $($extra:item)*)?) => {
        impl<'a> $crate::Der<'a> for $ty {
            const NAME: &'static str = $name;
            $($($extra)*)?
            #[inline]
            fn decode_tlv<M: $crate::Mode<'a>>(r: &mut $crate::Reader<'a, M>) -> $crate::Result<Self> {
                r.value(<Self as $crate::DerValue<'a>>::TAG)
            }
            #[inline]
            fn encode_tlv<W: $crate::Writer>(&self, w: &mut W) -> $crate::Result<()> {
                $crate::encode_value(w, <Self as $crate::DerValue<'a>>::TAG, self)
            }
            #[inline]
            fn starts_with(tag: $crate::Tag) -> bool {
                tag == <Self as $crate::DerValue<'a>>::TAG
            }
            fn decode_stored(bytes: &'a [u8]) -> $crate::Result<Self> {
                $crate::decode_stored_content(bytes)
            }
            #[cfg(feature = "alloc")]
            #[inline]
            fn read_oer_again(r: &mut $crate::OerReader<'a>) -> Option<$crate::Result<Self>> {
                Some(<Self as $crate::Oer<'a>>::read_oer(r))
            }
        }
    };
}

/// Decodes `der` as `T` and encodes the value again: the round trip that
/// tools and tests run on a type chosen by name.
#[cfg(feature = "alloc")]
pub fn roundtrip<'a, T: Der<'a>>(der: &'a [u8]) -> Result<alloc::vec::Vec<u8>> {
    T::decode(der)?.to_der()
}

/// Decodes `bytes` as `T`, in BER mode when `space` is given, and encodes
/// the value as DER: the round trip tools run on a type chosen by name.
#[cfg(feature = "alloc")]
pub fn roundtrip_in<'a, T: Der<'a>>(
    bytes: &'a [u8],
    space: Option<&'a crate::BerSpace<'a>>,
) -> Result<alloc::vec::Vec<u8>> {
    match space {
        Some(space) => T::decode_ber(bytes, space)?.to_der(),
        None => T::decode(bytes)?.to_der(),
    }
}
