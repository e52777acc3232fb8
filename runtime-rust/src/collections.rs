//! SEQUENCE OF and SET OF: the elements stay in the input, checked once
//! when decoded, and are decoded again as they are iterated.

use core::cmp::Ordering;
use core::fmt;

use crate::{CheckedMode, Der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag, Writer, MAX_DEPTH};

/// Where a collection's elements are. (Shared with the keyed collections.)
#[derive(Clone)]
pub(crate) enum Repr<'a, T> {
    /// Checked content of a decoded value.
    Der { content: &'a [u8], len: usize },
    /// Elements built by the caller, for encoding.
    #[cfg(feature = "alloc")]
    Owned(alloc::vec::Vec<T>),
    /// Checked OER elements, read again as they are iterated
    /// ([`Der::read_oer_again`]).
    #[cfg(feature = "alloc")]
    Oer { content: &'a [u8], len: usize, rule: crate::OerRule },
    /// Elements decoded from PER, kept in its space.
    #[cfg(feature = "per")]
    Slice(&'a [T]),
    #[cfg(not(feature = "alloc"))]
    #[allow(dead_code)]
    Never(core::marker::PhantomData<T>),
}

/// Iterator over the elements of a [`SequenceOf`] or [`SetOf`].
pub struct Iter<'s, 'a, T> {
    inner: IterRepr<'s, 'a, T>,
}

pub(crate) enum IterRepr<'s, 'a, T> {
    Der(Reader<'a, CheckedMode>),
    #[cfg(feature = "alloc")]
    Owned(core::slice::Iter<'s, T>),
    #[cfg(feature = "alloc")]
    Oer(crate::OerReader<'a>),
    #[cfg(not(feature = "alloc"))]
    #[allow(dead_code)]
    Never(core::marker::PhantomData<&'s T>),
}

impl<'a, T> Repr<'a, T> {
    pub(crate) fn len(&self) -> usize {
        match self {
            Repr::Der { len, .. } => *len,
            #[cfg(feature = "alloc")]
            Repr::Owned(v) => v.len(),
            #[cfg(feature = "alloc")]
            Repr::Oer { len, .. } => *len,
            #[cfg(feature = "per")]
            Repr::Slice(v) => v.len(),
            #[cfg(not(feature = "alloc"))]
            Repr::Never(_) => 0,
        }
    }

    /// The elements, when they are held as values (built, or read from
    /// PER) rather than read again from their encoding as iterated.
    #[cfg(feature = "per")]
    fn values(&self) -> Option<&[T]> {
        match self {
            Repr::Owned(v) => Some(v),
            Repr::Slice(v) => Some(v),
            _ => None,
        }
    }

    /// The content octets, when the value was decoded.
    pub(crate) fn content(&self) -> Option<&'a [u8]> {
        match self {
            Repr::Der { content, .. } => Some(content),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    pub(crate) fn iter(&self) -> IterRepr<'_, 'a, T> {
        match self {
            Repr::Der { content, .. } => IterRepr::Der(Reader::already_checked(content)),
            #[cfg(feature = "alloc")]
            Repr::Owned(v) => IterRepr::Owned(v.iter()),
            #[cfg(feature = "per")]
            Repr::Slice(v) => IterRepr::Owned(v.iter()),
            #[cfg(feature = "alloc")]
            Repr::Oer { content, rule, .. } => IterRepr::Oer(crate::OerReader::new(content, *rule)),
            #[cfg(not(feature = "alloc"))]
            Repr::Never(_) => IterRepr::Never(core::marker::PhantomData),
        }
    }
}

impl<'a, T: Clone> IterRepr<'_, 'a, T> {
    /// The next element: decoded content read again with `decode`, or the
    /// next element built by the caller.
    #[inline(always)]
    pub(crate) fn next_with(&mut self, decode: impl FnOnce(&mut Reader<'a, CheckedMode>) -> Result<T>) -> Option<T> {
        match self {
            // The elements were checked when the collection was decoded,
            // so decoding them again cannot fail.
            IterRepr::Der(r) if !r.is_empty() => decode(r).ok(),
            IterRepr::Der(_) => None,
            #[cfg(feature = "alloc")]
            IterRepr::Owned(it) => it.next().cloned(),
            // Read as they were when the collection was decoded.
            // Read by the caller (`Iter`); keyed collections are DER only.
            #[cfg(feature = "alloc")]
            IterRepr::Oer(_) => None,
            #[cfg(not(feature = "alloc"))]
            IterRepr::Never(_) => None,
        }
    }
}

impl<'a, T: Der<'a> + Clone> Iterator for Iter<'_, 'a, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        // Elements read from OER were checked when the collection was.
        #[cfg(feature = "alloc")]
        if let IterRepr::Oer(r) = &mut self.inner {
            return if r.is_empty() { None } else { T::read_oer_again(r).and_then(|v| v.ok()) };
        }
        self.inner.next_with(T::decode_tlv)
    }
}

macro_rules! collection {
    ($(#[$doc:meta])* $name:ident, $tag:expr) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name<'a, T> {
            repr: Repr<'a, T>,
        }

        impl<'a, T: Der<'a> + Clone> $name<'a, T> {
            /// Number of elements.
            pub fn len(&self) -> usize {
                self.repr.len()
            }

            /// Whether there are no elements.
            pub fn is_empty(&self) -> bool {
                self.len() == 0
            }

            /// The elements, in encoded order.
            pub fn iter(&self) -> Iter<'_, 'a, T> {
                Iter { inner: self.repr.iter() }
            }

            /// The content octets, when the value was decoded.
            pub fn as_der_content(&self) -> Option<&'a [u8]> {
                self.repr.content()
            }

            /// A collection of `elements`, for encoding.
            #[cfg(feature = "alloc")]
            pub fn from_vec(elements: alloc::vec::Vec<T>) -> $name<'a, T> {
                $name { repr: Repr::Owned(elements) }
            }
        }

        impl<'a, T: Der<'a> + Clone> DerValue<'a> for $name<'a, T> {
            const TAG: Tag = $tag;
            #[inline(always)]
            fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self> {
                if let Some(space) = r.space() {
                    let set = <Self as DerValue>::TAG == Tag::SET;
                    return Ok($name { repr: decode_ber(r, space, set, T::decode_tlv)? });
                }
                let content = r.remaining();
                let len = if r.is_checked() { count_elements(r)? } else { Self::check_elements(r)? };
                Ok($name { repr: Repr::Der { content, len } })
            }
            fn encode_content<W: Writer>(&self, w: &mut W) -> Result<()> {
                match &self.repr {
                    Repr::Der { content, .. } => {
                        w.write(content);
                        Ok(())
                    }
                    #[cfg(feature = "alloc")]
                    Repr::Owned(v) => Self::encode_elements(v, w),
                    #[cfg(feature = "per")]
                    Repr::Slice(v) => Self::encode_elements(v, w),
                    #[cfg(feature = "alloc")]
                    Repr::Oer { .. } => {
                        let from = w.position();
                        for (i, e) in self.iter().enumerate() {
                            e.encode_tlv(w).map_err(|err| err.at_index(i))?;
                        }
                        if <Self as DerValue>::TAG == Tag::SET {
                            w.sort_set_of(from);
                        }
                        Ok(())
                    }
                    #[cfg(not(feature = "alloc"))]
                    Repr::Never(_) => Ok(()),
                }
            }
        }

        impl<'a, T: Der<'a> + Clone> Der<'a> for $name<'a, T> {
            const NAME: &'static str = stringify!($name);
            fn decode_tlv<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Self> {
                r.value(<Self as DerValue>::TAG)
            }
            fn encode_tlv<W: Writer>(&self, w: &mut W) -> Result<()> {
                crate::encode_value(w, <Self as DerValue>::TAG, self)
            }
            fn starts_with(tag: Tag) -> bool {
                tag == <Self as DerValue>::TAG
            }
            fn decode_stored(bytes: &'a [u8]) -> Result<Self> {
                crate::decode_stored_content(bytes)
            }
        }

        impl<'a, T: Der<'a> + Clone + PartialEq> PartialEq for $name<'a, T> {
            fn eq(&self, other: &Self) -> bool {
                match (self.as_der_content(), other.as_der_content()) {
                    (Some(a), Some(b)) => a == b,
                    _ => self.len() == other.len() && self.iter().eq(other.iter()),
                }
            }
        }

        impl<'a, T: Der<'a> + Clone + Eq> Eq for $name<'a, T> {}

        impl<'a, T: Der<'a> + Clone + fmt::Debug> fmt::Debug for $name<'a, T> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_list().entries(self.iter()).finish()
            }
        }
    };
}

/// The number of elements of content already accepted in full: their
/// headers are read, nothing else. (Its own loop: through `check_sequence`,
/// which names the failing index, lazy parse+fields is 4 % slower.)
#[inline(always)]
pub(crate) fn count_elements<'a, M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<usize> {
    let mut len = 0;
    while !r.is_empty() {
        r.read_tlv()?;
        len += 1;
    }
    Ok(len)
}

/// Decodes every element of SEQUENCE OF content with `decode`; the number
/// of elements.
#[inline(always)]
pub(crate) fn check_sequence<'a, M: Mode<'a>>(
    r: &mut Reader<'a, M>,
    decode: impl FnMut(&mut Reader<'a, M>) -> Result<()>,
) -> Result<usize> {
    check_sequence_skipping(r, false, |_| 0, decode)
}

/// [`check_sequence`], but when `has_quick` (a constant where it is
/// called: without it the loop is the plain one) an element valid by its
/// octets alone (`quick_len` of the front of the rest, 0 for anything
/// else) is skipped, when it is within the depth bound that reading it
/// would check.
#[inline(always)]
pub(crate) fn check_sequence_skipping<'a, M: Mode<'a>>(
    r: &mut Reader<'a, M>,
    has_quick: bool,
    quick_len: impl Fn(&[u8]) -> usize,
    mut decode: impl FnMut(&mut Reader<'a, M>) -> Result<()>,
) -> Result<usize> {
    let mut len = 0;
    let quick = has_quick && r.depth() < MAX_DEPTH;
    while !r.is_empty() {
        let skip = if quick { quick_len(r.remaining()) } else { 0 };
        if skip > 0 {
            r.skip(skip);
        } else {
            decode(r).map_err(|e| e.at_index(len))?;
        }
        len += 1;
    }
    Ok(len)
}

/// Decodes every element of SET OF content with `decode` and checks their
/// DER order; the number of elements.
#[inline(always)]
pub(crate) fn check_set<'a, M: Mode<'a>>(
    r: &mut Reader<'a, M>,
    mut decode: impl FnMut(&mut Reader<'a, M>) -> Result<()>,
) -> Result<usize> {
    let mut len = 0;
    let mut previous: &[u8] = &[];
    while !r.is_empty() {
        let offset = r.offset();
        let before = r.remaining();
        decode(r).map_err(|e| e.at_index(len))?;
        let element = &before[..before.len() - r.remaining().len()];
        if len > 0 && der_set_order(previous, element) == Ordering::Greater {
            return Err(Error::new(ErrorKind::SetOfNotSorted, offset).at_index(len));
        }
        previous = element;
        len += 1;
    }
    Ok(len)
}

/// BER mode: decodes every element with `decode` (checking nothing about
/// their order). When every element was read as DER, in DER order for a
/// SET OF (`set`), the collection is kept as read, as in DER mode and at
/// the same cost (inlined like `check_sequence`); otherwise its elements
/// are kept decoded, to be encoded as DER (see [`decode_owned`]).
#[inline(always)]
pub(crate) fn decode_ber<'a, M: Mode<'a>, T>(
    r: &mut Reader<'a, M>,
    space: &crate::BerSpace<'_>,
    set: bool,
    mut decode: impl FnMut(&mut Reader<'a, M>) -> Result<T>,
) -> Result<Repr<'a, T>> {
    let content = r.remaining();
    let base = r.offset();
    let mut len = 0;
    let mut previous: &[u8] = &[];
    while !r.is_empty() {
        let (before, irregularities) = (r.remaining(), space.irregularities());
        let value = decode(r).map_err(|e| e.at_index(len))?;
        let element = &before[..before.len() - r.remaining().len()];
        let unsorted = set && len > 0 && der_set_order(previous, element) == Ordering::Greater;
        if unsorted || space.irregularities() != irregularities {
            let read = &content[..content.len() - before.len()];
            return decode_owned(r, space, (read, base), len, value, decode);
        }
        previous = element;
        len += 1;
    }
    Ok(Repr::Der { content, len })
}

/// The rest of [`decode_ber`] once element `len` (`value`) departed from
/// DER or from DER order: the elements before it (`read`, at absolute
/// offset `base`) are decoded again (they are DER, so once more costs one
/// quick pass), the others only once, so nested collections cost no more;
/// all are kept decoded. Without `alloc` there is nowhere to keep them.
#[cold]
#[cfg(feature = "alloc")]
fn decode_owned<'a, M: Mode<'a>, T>(
    r: &mut Reader<'a, M>,
    space: &crate::BerSpace<'_>,
    (read, base): (&'a [u8], usize),
    mut len: usize,
    value: T,
    mut decode: impl FnMut(&mut Reader<'a, M>) -> Result<T>,
) -> Result<Repr<'a, T>> {
    let mut elements = alloc::vec::Vec::with_capacity(len + 1);
    let mut prefix = r.nested(read, base);
    while !prefix.is_empty() {
        elements.push(decode(&mut prefix)?);
    }
    elements.push(value);
    len += 1;
    while !r.is_empty() {
        elements.push(decode(r).map_err(|e| e.at_index(len))?);
        len += 1;
    }
    space.note_irregular();
    Ok(Repr::Owned(elements))
}

#[cold]
#[cfg(not(feature = "alloc"))]
fn decode_owned<'a, M: Mode<'a>, T>(
    _: &mut Reader<'a, M>,
    _: &crate::BerSpace<'_>,
    (read, base): (&'a [u8], usize),
    len: usize,
    value: T,
    _: impl FnMut(&mut Reader<'a, M>) -> Result<T>,
) -> Result<Repr<'a, T>> {
    drop(value);
    Err(Error::new(ErrorKind::BerNeedsAlloc, base + read.len()).at_index(len))
}

collection!(
    /// SEQUENCE OF `T`.
    SequenceOf,
    Tag::SEQUENCE
);
collection!(
    /// SET OF `T`: DER order (ascending encodings) is checked on decode and
    /// produced on encode.
    SetOf,
    Tag::SET
);

impl<'a, T: Der<'a> + Clone> SequenceOf<'a, T> {
    fn check_elements<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<usize> {
        check_sequence_skipping(r, T::HAS_QUICK_LEN, T::quick_len, |r| T::decode_tlv(r).map(drop))
    }

    #[cfg(feature = "alloc")]
    fn encode_elements<W: Writer>(elements: &[T], w: &mut W) -> Result<()> {
        for (i, e) in elements.iter().enumerate() {
            e.encode_tlv(w).map_err(|err| err.at_index(i))?;
        }
        Ok(())
    }
}

/// X.690 §11.6: SET OF elements in ascending order of their encodings,
/// compared as octet strings with the shorter padded with zero octets.
pub fn der_set_order(a: &[u8], b: &[u8]) -> Ordering {
    let n = a.len().min(b.len());
    match a[..n].cmp(&b[..n]) {
        Ordering::Equal => {
            let (longer, sign) =
                if a.len() > b.len() { (&a[n..], Ordering::Greater) } else { (&b[n..], Ordering::Less) };
            if longer.iter().all(|&x| x == 0) {
                Ordering::Equal
            } else {
                sign
            }
        }
        other => other,
    }
}

impl<'a, T: Der<'a> + Clone> SetOf<'a, T> {
    fn check_elements<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<usize> {
        check_set(r, |r| T::decode_tlv(r).map(drop))
    }

    #[cfg(feature = "alloc")]
    fn encode_elements<W: Writer>(elements: &[T], w: &mut W) -> Result<()> {
        encode_sorted(elements, w, |e, out| e.encode_tlv(out))
    }
}

/// Writes `elements`, each encoded by `encode`, in DER SET OF order: in
/// place, then sorted where they are, so that encoding allocates nothing.
#[cfg(feature = "alloc")]
pub(crate) fn encode_sorted<T, W: Writer>(
    elements: &[T],
    w: &mut W,
    encode: impl Fn(&T, &mut W) -> Result<()>,
) -> Result<()> {
    let from = w.position();
    for (i, e) in elements.iter().enumerate() {
        encode(e, w).map_err(|err| err.at_index(i))?;
    }
    w.sort_set_of(from);
    Ok(())
}

#[cfg(feature = "alloc")]
macro_rules! oer_collection {
    ($name:ident, $sorted:expr) => {
        impl<'a, T: Der<'a> + crate::Oer<'a> + Clone> crate::Oer<'a> for $name<'a, T> {
            fn read_oer(r: &mut crate::OerReader<'a>) -> Result<Self> {
                let rule = r.rule();
                let (len, content) = read_oer_elements(r, $sorted, T::read_oer)?;
                Ok($name { repr: Repr::Oer { content, len, rule } })
            }

            fn write_oer(&self, w: &mut crate::OerWriter) -> Result<()> {
                w.quantity(self.len());
                // Elements read as CANONICAL-OER are their one encoding
                // (sorted, for a SET OF): written as they came, not read
                // again to be written.
                if let Repr::Oer { content, rule: crate::OerRule::Canonical, .. } = &self.repr {
                    w.write(content);
                    return Ok(());
                }
                if !$sorted {
                    for (i, e) in self.iter().enumerate() {
                        e.write_oer(w).map_err(|err| err.at_index(i))?;
                    }
                    return Ok(());
                }
                let mut encodings = alloc::vec::Vec::with_capacity(self.len());
                for (i, e) in self.iter().enumerate() {
                    encodings.push(e.to_oer().map_err(|err| err.at_index(i))?);
                }
                encodings.sort_by(|a, b| der_set_order(a, b));
                encodings.iter().for_each(|e| w.write(e));
                Ok(())
            }
        }
    };
}

#[cfg(feature = "per")]
macro_rules! per_collection {
    ($name:ident, $sorted:expr) => {
        impl<'a, T: Der<'a> + crate::Per<'a> + Clone> crate::PerAs<'a> for $name<'a, T> {
            fn read_per_as(r: &mut crate::PerReader<'a>, form: crate::PerForm) -> Result<Self> {
                let at = r.bit_offset();
                let elements = crate::per_structure::read_elements(r, form, T::read_per)?;
                if $sorted && r.is_canonical() {
                    crate::per_structure::check_sorted(elements, r.variant(), at)?;
                }
                Ok($name { repr: Repr::Slice(elements) })
            }

            fn write_per_as(&self, w: &mut crate::PerWriter, form: crate::PerForm) -> Result<()> {
                if !$sorted {
                    // Elements held as values are written where they are,
                    // not copied out one by one as `iter` hands them.
                    return match self.repr.values() {
                        Some(v) => {
                            crate::per_structure::write_elements(w, form, v.len(), v.iter(), |w, e| e.write_per(w))
                        }
                        None => crate::per_structure::write_elements(w, form, self.len(), self.iter(), |w, e| {
                            e.write_per(w)
                        }),
                    };
                }
                // CANONICAL-PER: in the order of their encodings (X.691 §22).
                let sorted = crate::per_structure::sorted(self.iter(), w.variant())?;
                crate::per_structure::write_elements(w, form, self.len(), sorted.into_iter(), |w, e| e.write_per(w))
            }
        }

        impl<'a, T: Der<'a> + crate::Per<'a> + Clone> crate::Per<'a> for $name<'a, T> {
            fn read_per(r: &mut crate::PerReader<'a>) -> Result<Self> {
                crate::PerAs::read_per_as(r, UNCOUNTED)
            }

            fn write_per(&self, w: &mut crate::PerWriter) -> Result<()> {
                crate::PerAs::write_per_as(self, w, UNCOUNTED)
            }
        }
    };
}

/// A collection without a SIZE: an unconstrained count.
#[cfg(feature = "per")]
const UNCOUNTED: crate::PerForm = crate::PerForm::Count(crate::LengthOf::Unconstrained, false);

#[cfg(feature = "per")]
per_collection!(SequenceOf, false);
#[cfg(feature = "per")]
per_collection!(SetOf, true);

#[cfg(feature = "alloc")]
oer_collection!(SequenceOf, false);
#[cfg(feature = "alloc")]
oer_collection!(SetOf, true);

/// The most elements of no octets (NULL) a quantity field may count: a
/// bound on the work a short input can ask for.
#[cfg(feature = "alloc")]
const MAX_EMPTY_ELEMENTS: usize = 1 << 16;

/// Reads a quantity field and that many elements with `read` (X.696 §17,
/// §19), checking the CANONICAL-OER order of a SET OF's (`sorted`): the
/// number of elements and the octets they take.
#[cfg(feature = "alloc")]
fn read_oer_elements<'a, T>(
    r: &mut crate::OerReader<'a>,
    sorted: bool,
    read: fn(&mut crate::OerReader<'a>) -> Result<T>,
) -> Result<(usize, &'a [u8])> {
    let at = r.offset();
    // Nesting is bounded through collections too (a recursive type may
    // hold itself through one).
    r.enter()?;
    let count = r.quantity()?;
    let content = r.remaining();
    let mut previous: &[u8] = &[];
    for i in 0..count {
        let (offset, before) = (r.offset(), r.remaining());
        read(r).map_err(|e| e.at_index(i))?;
        let element = &before[..before.len() - r.remaining().len()];
        if element.is_empty() && count > MAX_EMPTY_ELEMENTS {
            return Err(Error::new(ErrorKind::Oer("a quantity above 65536 of elements of no octets"), at));
        }
        if sorted && r.is_canonical() && i > 0 && der_set_order(previous, element) == Ordering::Greater {
            return Err(Error::new(ErrorKind::SetOfNotSorted, offset).at_index(i));
        }
        previous = element;
    }
    r.leave();
    Ok((count, &content[..content.len() - r.remaining().len()]))
}
