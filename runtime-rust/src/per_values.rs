//! Values in PER (X.691): the trait generated types implement, the forms
//! of the runtime's values at a use (the compiler's `plan::per`, passed as
//! constants), and the space what PER lays out otherwise than DER is
//! copied into.
//!
//! PER decodes into the same values DER and OER do. Octets that happen to
//! start on an octet and are whole octets (an OCTET STRING or an open type
//! in ALIGNED PER, an IA5String of eight-bit characters) are borrowed from
//! the input; everything else a value holds as octets is copied into the
//! caller's [`PerSpace`]: octets that start between octets, characters of
//! fewer bits than DER's octets, fragments joined. Integers are rebuilt
//! inline, as from OER, and collections keep their decoded elements in the
//! space.

use alloc::vec::Vec;

use crate::per::{BitOctets, LengthOf, PerReader, PerVariant, Whole};
use crate::{BitString, Der, DerValue, Error, ErrorKind, Integer, PerSpace, PerWriter, Reader, Result};

#[cold]
pub(crate) fn per_error(what: &'static str, at: usize) -> Error {
    Error::at_bit(ErrorKind::Per(what), at)
}

/// Where a string's items go (X.691 §16, §17, §30), for a size in its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerSizeLayout {
    /// The size is zero: nothing.
    Empty,
    /// A fixed size of at most 16 bits: a bit-field, never aligned.
    Short(usize),
    /// A fixed size: no length, the items octet-aligned in ALIGNED.
    Fixed(usize),
    /// A length, then the items (octet-aligned in ALIGNED, even when
    /// there are none).
    Length(LengthOf),
}

impl PerSizeLayout {
    /// The least size of the root.
    fn least(self) -> usize {
        match self {
            PerSizeLayout::Empty | PerSizeLayout::Length(LengthOf::Unconstrained) => 0,
            PerSizeLayout::Short(n) | PerSizeLayout::Fixed(n) | PerSizeLayout::Length(LengthOf::Fixed(n)) => n,
            PerSizeLayout::Length(LengthOf::Constrained { lb, .. }) => lb,
        }
    }

    /// Whether `n` items lie in the root this layout is of.
    fn contains(self, n: usize) -> bool {
        match self {
            PerSizeLayout::Empty => n == 0,
            PerSizeLayout::Short(count) | PerSizeLayout::Fixed(count) => n == count,
            PerSizeLayout::Length(form) => form.contains(n),
        }
    }
}

/// CANONICAL-PER's refusal of a size or number in its type's root sent
/// with the extension bit set, as if it were outside: a BASIC decoder
/// reads it, but only the root form is canonical.
pub(crate) fn root_sent_outside(at: usize) -> Error {
    per_error("a value within the root sent as outside it (the extension bit must be 0)", at)
}

/// A string's size: its layout in the root, and whether it is extensible
/// (one bit first; a size outside the root has an unconstrained length).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerSize {
    /// Where the items of a value in the root go.
    pub layout: PerSizeLayout,
    /// The SIZE constraint is extensible.
    pub extensible: bool,
}

/// How the characters of a known-multiplier string are written (X.691
/// §30.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerChars {
    /// Bits per character.
    pub bits: u8,
    /// Octets a character takes in the value (its DER): 1, 2 or 4.
    pub octets: u8,
    /// When characters are written as their index: the permitted
    /// alphabet, ascending ranges of code points.
    pub indexes: Option<&'static [(u32, u32)]>,
}

/// How an INTEGER is written (X.691 §13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerInt {
    /// Both bounds: the offset from `lb`, at most `most`.
    Constrained {
        /// The least value of the root.
        lb: i64,
        /// The root's greatest offset from `lb`.
        most: u64,
        /// How the offset is written.
        whole: Whole,
        /// One bit first: a value outside the root is unconstrained.
        extensible: bool,
    },
    /// A lower bound only: the offset from `lb`, after its length.
    Semi {
        /// The least value of the root.
        lb: i64,
        /// As for `Constrained`.
        extensible: bool,
    },
    /// Two's complement after its length.
    Unconstrained {
        /// As for `Constrained`.
        extensible: bool,
    },
}

/// How a runtime value is laid out where it is used: the plan's PER form
/// of the use, in the variant being read or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerForm {
    /// An INTEGER.
    Int(PerInt),
    /// A BIT STRING (one bit an item) or OCTET STRING (eight).
    Items(PerSize),
    /// A BIT STRING with named bits: held without trailing zero bits
    /// (X.680 §22.7), written with as many as the size's least needs
    /// (X.691 §16.2); CANONICAL-PER refuses an encoding with any other.
    NamedBits(PerSize),
    /// A known-multiplier character string.
    Chars(PerSize, PerChars),
    /// A SEQUENCE OF or SET OF: its count, after one bit when the SIZE is
    /// extensible.
    Count(LengthOf, bool),
    /// The DER content octets after an unconstrained length (the other
    /// strings, OBJECT IDENTIFIER, REAL, the times).
    Content,
    /// An open type read without its key: the octets of the value's
    /// complete encoding after an unconstrained length (X.691 §11.2),
    /// kept as they are.
    Open,
}

impl PerForm {
    /// `aligned` in the ALIGNED variant, else `unaligned`.
    #[inline]
    pub fn pick(variant: PerVariant, aligned: PerForm, unaligned: PerForm) -> PerForm {
        match variant {
            PerVariant::Aligned => aligned,
            PerVariant::Unaligned => unaligned,
        }
    }
}

/// A type with a PER encoding of its own: every generated type, and the
/// runtime's values in their form without constraints.
pub trait Per<'a>: Sized {
    /// Reads a value.
    fn read_per(r: &mut PerReader<'a>) -> Result<Self>;

    /// Writes the value in CANONICAL-PER.
    fn write_per(&self, w: &mut PerWriter) -> Result<()>;

    /// Decodes BASIC-PER UNALIGNED: the whole of `bytes` is one complete
    /// encoding. What cannot be borrowed from `bytes` is copied into
    /// `space`. Errors name the type first and the bit they are at.
    fn decode_uper(bytes: &'a [u8], space: &'a PerSpace) -> Result<Self>
    where
        Self: Der<'a>,
    {
        decode_with(bytes, space, PerVariant::Unaligned, false)
    }

    /// Decodes BASIC-PER ALIGNED.
    fn decode_aper(bytes: &'a [u8], space: &'a PerSpace) -> Result<Self>
    where
        Self: Der<'a>,
    {
        decode_with(bytes, space, PerVariant::Aligned, false)
    }

    /// Decodes CANONICAL-PER UNALIGNED, refusing every other encoding.
    fn decode_cuper(bytes: &'a [u8], space: &'a PerSpace) -> Result<Self>
    where
        Self: Der<'a>,
    {
        decode_with(bytes, space, PerVariant::Unaligned, true)
    }

    /// Decodes CANONICAL-PER ALIGNED, refusing every other encoding.
    fn decode_caper(bytes: &'a [u8], space: &'a PerSpace) -> Result<Self>
    where
        Self: Der<'a>,
    {
        decode_with(bytes, space, PerVariant::Aligned, true)
    }

    /// The CANONICAL-PER UNALIGNED encoding (BASIC-PER as well). Errors
    /// name the type first, as `to_der`'s do.
    fn to_uper(&self) -> Result<Vec<u8>>
    where
        Self: Der<'a>,
    {
        encode(self, PerVariant::Unaligned)
    }

    /// The CANONICAL-PER ALIGNED encoding (BASIC-PER as well).
    fn to_aper(&self) -> Result<Vec<u8>>
    where
        Self: Der<'a>,
    {
        encode(self, PerVariant::Aligned)
    }
}

fn encode<'a, T: Per<'a> + Der<'a>>(value: &T, variant: PerVariant) -> Result<Vec<u8>> {
    let mut w = PerWriter::new(variant);
    value.write_per(&mut w).map_err(|e| e.at(T::NAME).while_encoding())?;
    Ok(w.finish())
}

/// Decodes `bytes` as one complete PER encoding of `T`.
pub fn decode_with<'a, T: Per<'a> + Der<'a>>(
    bytes: &'a [u8],
    space: &'a PerSpace,
    variant: PerVariant,
    canonical: bool,
) -> Result<T> {
    let mut r = PerReader::new(bytes, variant, canonical).with_space(space);
    let value = T::read_per(&mut r).and_then(|value| r.finish().map(|()| value));
    value.map_err(|mut e| {
        e.push_at(T::NAME);
        e
    })
}

/// A runtime value read and written under the form of its use.
pub trait PerAs<'a>: Sized {
    /// Reads a value laid out as `form`.
    fn read_per_as(r: &mut PerReader<'a>, form: PerForm) -> Result<Self>;
    /// Writes the value laid out as `form`.
    fn write_per_as(&self, w: &mut PerWriter, form: PerForm) -> Result<()>;
}

/// Reads the items of `unit` bits of a string sized as `size`: a view of
/// the input, or of the space when they came in fragments; and how many.
fn read_items<'a>(r: &mut PerReader<'a>, size: PerSize, unit: usize) -> Result<(BitOctets<'a>, usize)> {
    let bit = r.bit_offset();
    let outside = size.extensible && r.bit()?;
    if outside && r.is_canonical() {
        let (items, count) =
            read_items(r, PerSize { layout: PerSizeLayout::Length(LengthOf::Unconstrained), extensible: false }, unit)?;
        return if size.layout.contains(count) { Err(root_sent_outside(bit)) } else { Ok((items, count)) };
    }
    let layout = if outside { PerSizeLayout::Length(LengthOf::Unconstrained) } else { size.layout };
    let form = match layout {
        PerSizeLayout::Empty => return Ok((r.run(0)?, 0)),
        PerSizeLayout::Short(n) => return Ok((r.run(n * unit)?, n)),
        PerSizeLayout::Fixed(n) => {
            r.align()?;
            return Ok((r.run(n * unit)?, n));
        }
        PerSizeLayout::Length(form) => form,
    };
    let at = r.bit_offset();
    // The items after a length are octet-aligned in ALIGNED, none as well
    // (pycrate and asn1tools pad before an empty OCTET STRING).
    let mut part = r.length(form)?;
    if !part.more {
        r.align()?;
        return Ok((r.run(part.count * unit)?, part.count));
    }
    // Fragments: joined in the space.
    let mut joined = PerWriter::new(PerVariant::Unaligned);
    let mut count = 0usize;
    loop {
        r.align()?;
        joined.bit_octets(&r.run(part.count * unit)?);
        count += part.count;
        if !part.more {
            break;
        }
        part = r.length(LengthOf::Unconstrained)?;
    }
    let bytes = joined.finish();
    let space = r.space()?;
    let copy = space.zeroed(bytes.len(), at)?;
    copy.copy_from_slice(&bytes);
    Ok((BitOctets::whole(copy, count * unit), count))
}

/// Writes the length (if any) of `count` items sized as `size`, and the
/// items, each part by `emit(w, first, how_many)`.
fn write_items(
    w: &mut PerWriter,
    size: PerSize,
    count: usize,
    mut emit: impl FnMut(&mut PerWriter, usize, usize) -> Result<()>,
) -> Result<()> {
    let in_root = size.layout.contains(count);
    if size.extensible {
        w.bit(!in_root);
    } else if !in_root {
        return Err(Error::new(ErrorKind::SizeOutOfRange, 0));
    }
    let layout = if in_root { size.layout } else { PerSizeLayout::Length(LengthOf::Unconstrained) };
    match layout {
        PerSizeLayout::Empty => Ok(()),
        PerSizeLayout::Short(_) => emit(w, 0, count),
        PerSizeLayout::Fixed(_) => {
            w.align();
            emit(w, 0, count)
        }
        PerSizeLayout::Length(form) => {
            let mut done = 0;
            loop {
                let (n, more) = w.length_part(form, count - done);
                w.align();
                emit(w, done, n)?;
                done += n;
                if !more {
                    return Ok(());
                }
            }
        }
    }
}

/// Reads DER content octets from `octets`: the whole of them is one
/// value's content; errors are at bit `at`.
fn content_from<'a, T: DerValue<'a>>(octets: &'a [u8], at: usize) -> Result<T> {
    let mut r = Reader::der_at(octets, 0);
    let value = T::decode_content(&mut r).and_then(|v| r.finish().map(|()| v));
    value.map_err(|e| Error::at_bit(e.kind(), at))
}

/// The DER content a value writes.
fn der_content<'a, T: DerValue<'a>>(v: &T) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    v.encode_content(&mut out)?;
    Ok(out)
}

/// The octets after an unconstrained length (fragmented past 16K), as a
/// view or a copy.
pub(crate) fn read_octets<'a>(r: &mut PerReader<'a>) -> Result<&'a [u8]> {
    let at = r.bit_offset();
    let size = PerSize { layout: PerSizeLayout::Length(LengthOf::Unconstrained), extensible: false };
    let (view, _) = read_items(r, size, 8)?;
    r.space()?.octets(view, at)
}

/// Octets after an unconstrained length (fragmented past 16K).
pub(crate) fn write_octets(w: &mut PerWriter, octets: &[u8]) -> Result<()> {
    let size = PerSize { layout: PerSizeLayout::Length(LengthOf::Unconstrained), extensible: false };
    write_items(w, size, octets.len(), |w, first, n| {
        w.octets(&octets[first..first + n]);
        Ok(())
    })
}

/// Values whose PER is their DER content after a length (X.691 §24, §25,
/// §15, §30.6: the other character strings, OBJECT IDENTIFIER, REAL, the
/// times written as their VisibleString).
macro_rules! as_content {
    ($($ty:ty),* $(,)?) => {$(
        impl<'a> PerAs<'a> for $ty {
            fn read_per_as(r: &mut PerReader<'a>, _: PerForm) -> Result<Self> {
                let at = r.bit_offset();
                content_from(read_octets(r)?, at)
            }
            fn write_per_as(&self, w: &mut PerWriter, _: PerForm) -> Result<()> {
                write_octets(w, &der_content(self)?)
            }
        }

        own_form!($ty, PerForm::Content, PerForm::Content);
    )*};
}

/// `Per` for a runtime value without a constraint: its forms in each
/// variant.
macro_rules! own_form {
    ($ty:ty, $aligned:expr, $unaligned:expr) => {
        impl<'a> Per<'a> for $ty {
            #[inline]
            fn read_per(r: &mut PerReader<'a>) -> Result<Self> {
                Self::read_per_as(r, PerForm::pick(r.variant(), $aligned, $unaligned))
            }
            fn write_per(&self, w: &mut PerWriter) -> Result<()> {
                self.write_per_as(w, PerForm::pick(w.variant(), $aligned, $unaligned))
            }
        }
    };
}

as_content!(
    crate::ObjectIdentifier<'a>,
    crate::RelativeOid<'a>,
    crate::Utf8String<'a>,
    crate::TeletexString<'a>,
    crate::VideotexString<'a>,
    crate::GraphicString<'a>,
    crate::GeneralString<'a>,
    crate::ObjectDescriptor<'a>,
    crate::UtcTime<'a>,
    crate::GeneralizedTime<'a>,
    crate::Real<'a>,
    crate::OidIri<'a>,
    crate::RelativeOidIri<'a>,
);

/// An unconstrained length and its items.
const UNSIZED: PerSize = PerSize { layout: PerSizeLayout::Length(LengthOf::Unconstrained), extensible: false };

impl<'a> PerAs<'a> for &'a [u8] {
    fn read_per_as(r: &mut PerReader<'a>, form: PerForm) -> Result<Self> {
        let PerForm::Items(size) = form else { return Err(per_error("not an OCTET STRING's form", r.bit_offset())) };
        let at = r.bit_offset();
        let (view, _) = read_items(r, size, 8)?;
        r.space()?.octets(view, at)
    }

    fn write_per_as(&self, w: &mut PerWriter, form: PerForm) -> Result<()> {
        let PerForm::Items(size) = form else {
            return Err(Error::new(ErrorKind::Per("not an OCTET STRING's form"), 0));
        };
        write_items(w, size, self.len(), |w, first, n| {
            w.octets(&self[first..first + n]);
            Ok(())
        })
    }
}

own_form!(&'a [u8], PerForm::Items(UNSIZED), PerForm::Items(UNSIZED));

impl<'a> PerAs<'a> for BitString<'a> {
    fn read_per_as(r: &mut PerReader<'a>, form: PerForm) -> Result<Self> {
        let (size, named) = match form {
            PerForm::Items(size) => (size, false),
            PerForm::NamedBits(size) => (size, true),
            _ => return Err(per_error("not a BIT STRING's form", r.bit_offset())),
        };
        let at = r.bit_offset();
        let (view, bits) = read_items(r, size, 1)?;
        // A copy has its padding bits zero, which a view of the input
        // need not have: only whole octets are borrowed.
        let octets = r.space()?.octets(view, at)?;
        let value = BitString::new(((8 - bits % 8) % 8) as u8, octets).map_err(|e| Error::at_bit(e.kind(), at))?;
        if !named {
            return Ok(value);
        }
        let held = value.without_trailing_zeros();
        if r.is_canonical() && bits != held.len().max(size.layout.least()) {
            return Err(per_error("zero bits after the last one bit past the least size (X.691 §16.2)", at));
        }
        Ok(held)
    }

    fn write_per_as(&self, w: &mut PerWriter, form: PerForm) -> Result<()> {
        let (size, named) = match form {
            PerForm::Items(size) => (size, false),
            PerForm::NamedBits(size) => (size, true),
            _ => return Err(Error::new(ErrorKind::Per("not a BIT STRING's form"), 0)),
        };
        let bytes = self.as_bytes();
        // Named bits are held without their trailing zero bits: written
        // back with as many as the least size needs.
        let len = if named { self.len().max(size.layout.least()) } else { self.len() };
        let bit = |i: usize| bytes.get(i / 8).is_some_and(|b| b & (0x80 >> (i % 8)) != 0);
        write_items(w, size, len, |w, first, n| {
            for i in first..first + n {
                w.bit(bit(i));
            }
            Ok(())
        })
    }
}

own_form!(BitString<'a>, PerForm::Items(UNSIZED), PerForm::Items(UNSIZED));

impl<'a> PerAs<'a> for crate::RawDer<'a> {
    fn read_per_as(r: &mut PerReader<'a>, _: PerForm) -> Result<Self> {
        Ok(crate::RawDer::per_open(read_octets(r)?, r.variant()))
    }

    fn write_per_as(&self, w: &mut PerWriter, _: PerForm) -> Result<()> {
        write_octets(w, self.as_per_open(w)?)
    }
}

own_form!(crate::RawDer<'a>, PerForm::Open, PerForm::Open);

/// Known-multiplier strings: each character in `bits` bits, as its code or
/// its index in the permitted alphabet; the value holds DER's octets.
macro_rules! chars {
    ($($ty:ty: $octets:expr, $aligned:expr, $unaligned:expr, $indexes:expr);* $(;)?) => {$(
        impl<'a> PerAs<'a> for $ty {
            fn read_per_as(r: &mut PerReader<'a>, form: PerForm) -> Result<Self> {
                let PerForm::Chars(size, chars) = form else {
                    return Err(per_error("not a character string's form", r.bit_offset()));
                };
                let at = r.bit_offset();
                let (view, count) = read_items(r, size, usize::from(chars.bits))?;
                content_from(read_chars(r, view, count, chars, at)?, at)
            }

            fn write_per_as(&self, w: &mut PerWriter, form: PerForm) -> Result<()> {
                let PerForm::Chars(size, chars) = form else {
                    return Err(Error::new(ErrorKind::Per("not a character string's form"), 0));
                };
                write_chars(w, &der_content(self)?, size, chars)
            }
        }

        own_form!(
            $ty,
            PerForm::Chars(UNSIZED, PerChars { bits: $aligned, octets: $octets, indexes: $indexes }),
            PerForm::Chars(UNSIZED, PerChars { bits: $unaligned, octets: $octets, indexes: $indexes })
        );
    )*};
}

/// NumericString's characters, space and the digits: numbered by index.
const NUMERIC: &[(u32, u32)] = &[(0x20, 0x20), (0x30, 0x39)];

chars!(
    crate::Ia5String<'a>: 1, 8, 7, None;
    crate::VisibleString<'a>: 1, 8, 7, None;
    crate::PrintableString<'a>: 1, 8, 7, None;
    crate::NumericString<'a>: 1, 4, 4, Some(NUMERIC);
    crate::BmpString<'a>: 2, 16, 16, None;
    crate::UniversalString<'a>: 4, 32, 32, None;
);

/// The DER octets of `count` characters of `chars.bits` bits in `view`:
/// borrowed when they are aligned octets of their code, else written into
/// the space.
fn read_chars<'a>(
    r: &PerReader<'a>,
    view: BitOctets<'a>,
    count: usize,
    chars: PerChars,
    at: usize,
) -> Result<&'a [u8]> {
    if chars.bits == 8 && chars.octets == 1 && chars.indexes.is_none() {
        if let Some(aligned) = view.as_aligned() {
            return Ok(aligned);
        }
    }
    let width = usize::from(chars.octets);
    let out = r.space()?.zeroed(count.saturating_mul(width), at)?;
    for (i, slot) in out.chunks_exact_mut(width).enumerate() {
        let n = view.bits_at(i * usize::from(chars.bits), u32::from(chars.bits));
        let code = match chars.indexes {
            Some(alphabet) => code_of(alphabet, n)
                .ok_or_else(|| per_error("a character index past the alphabet (X.691 §30.5.4)", at))?,
            None => u32::try_from(n).unwrap_or(u32::MAX),
        };
        slot.copy_from_slice(&code.to_be_bytes()[4 - width..]);
    }
    Ok(out)
}

/// Writes the characters whose DER octets are `content`.
fn write_chars(w: &mut PerWriter, content: &[u8], size: PerSize, chars: PerChars) -> Result<()> {
    let width = usize::from(chars.octets);
    let codes = content.chunks_exact(width);
    write_items(w, size, content.len() / width, |w, first, n| {
        for c in codes.clone().skip(first).take(n) {
            let code = c.iter().fold(0u32, |acc, &o| (acc << 8) | u32::from(o));
            let n = match chars.indexes {
                Some(alphabet) => index_of(alphabet, code)
                    .ok_or_else(|| Error::new(ErrorKind::Per("a character outside the permitted alphabet"), 0))?,
                None => u64::from(code),
            };
            if chars.bits < 32 && n >> chars.bits != 0 {
                return Err(Error::new(ErrorKind::Per("a character outside the permitted alphabet"), 0));
            }
            w.bits(n, u32::from(chars.bits));
        }
        Ok(())
    })
}

/// The code point at index `n` of `alphabet`.
fn code_of(alphabet: &[(u32, u32)], mut n: u64) -> Option<u32> {
    for &(lo, hi) in alphabet {
        let size = u64::from(hi - lo) + 1;
        if n < size {
            return u32::try_from(u64::from(lo) + n).ok();
        }
        n -= size;
    }
    None
}

/// The index of `code` in `alphabet`.
fn index_of(alphabet: &[(u32, u32)], code: u32) -> Option<u64> {
    let mut before = 0u64;
    for &(lo, hi) in alphabet {
        if (lo..=hi).contains(&code) {
            return Some(before + u64::from(code - lo));
        }
        before += u64::from(hi - lo) + 1;
    }
    None
}

/// Reads an INTEGER as `form`: a number, or two's complement octets too
/// long for one (borrowed or copied).
enum Read<'a> {
    Number(i128),
    Octets(&'a [u8]),
}

fn read_integer<'a>(r: &mut PerReader<'a>, form: PerInt) -> Result<Read<'a>> {
    let at = r.bit_offset();
    let (extensible, lb) = match form {
        PerInt::Constrained { extensible, lb, .. } | PerInt::Semi { extensible, lb } => (extensible, Some(lb)),
        PerInt::Unconstrained { extensible } => (extensible, None),
    };
    let outside = extensible && r.bit()?;
    match form {
        PerInt::Constrained { lb, most, whole, .. } if !outside => {
            Ok(Read::Number(i128::from(lb) + i128::from(r.whole(whole, most)?)))
        }
        PerInt::Semi { .. } if !outside => {
            let lb = lb.unwrap_or(0);
            let offset = r.integer_octets(false)?;
            if offset.len() <= 8 {
                let n = (0..offset.len()).fold(0u64, |n, i| (n << 8) | u64::from(offset.get(i)));
                return Ok(Read::Number(i128::from(lb) + i128::from(n)));
            }
            if lb != 0 {
                return Err(per_error(
                    "a semi-constrained INTEGER of more than 64 bits above its bound is not held yet",
                    at,
                ));
            }
            // The offset is the value: DER's two's complement puts a zero
            // octet in front of a top bit set.
            let top = offset.get(0) & 0x80 != 0;
            let out = r.space()?.zeroed(offset.len() + usize::from(top), at)?;
            offset.copy_to(&mut out[usize::from(top)..]);
            Ok(Read::Octets(out))
        }
        _ => {
            let octets = r.integer_octets(true)?;
            let octets = r.space()?.octets(octets, at)?;
            if outside && r.is_canonical() && integer_in_root(form, octets) {
                return Err(root_sent_outside(at));
            }
            Ok(Read::Octets(octets))
        }
    }
}

/// Whether the number whose two's complement is `octets` lies in the root
/// of `form`.
fn integer_in_root(form: PerInt, octets: &[u8]) -> bool {
    let negative = octets.first().is_some_and(|b| b & 0x80 != 0);
    let start = if negative { -1i128 } else { 0 };
    let value = (octets.len() <= 16).then(|| octets.iter().fold(start, |n, &b| (n << 8) | i128::from(b)));
    match form {
        PerInt::Constrained { lb, most, .. } => {
            value.is_some_and(|v| (i128::from(lb)..=i128::from(lb) + i128::from(most)).contains(&v))
        }
        PerInt::Semi { lb, .. } => value.map_or(!negative, |v| v >= i128::from(lb)),
        PerInt::Unconstrained { .. } => true,
    }
}

/// Writes the INTEGER whose value is `v` (or, past i128, whose DER content
/// is `der`) as `form`.
fn write_integer(w: &mut PerWriter, v: Option<i128>, der: &[u8], form: PerInt) -> Result<()> {
    let out_of_range = || Error::new(ErrorKind::ValueOutOfRange, 0);
    match form {
        PerInt::Constrained { lb, most, whole, extensible } => {
            let offset = v.map(|v| v - i128::from(lb)).filter(|&o| (0..=i128::from(most)).contains(&o));
            if extensible {
                w.bit(offset.is_none());
            }
            match offset {
                Some(o) => w.whole(whole, o as u64),
                None if extensible => w.integer_octets(der),
                None => return Err(out_of_range()),
            }
        }
        PerInt::Semi { lb, extensible } => {
            let offset = match v {
                Some(v) => Some(v - i128::from(lb)).filter(|&o| o >= 0),
                None => (!der.is_empty() && der[0] & 0x80 == 0 && lb == 0).then_some(-1),
            };
            if extensible {
                w.bit(offset.is_none());
            }
            match offset {
                Some(-1) => w.integer_octets(der.strip_prefix(&[0]).filter(|m| !m.is_empty()).unwrap_or(der)),
                Some(o) => {
                    let bytes = (o as u128).to_be_bytes();
                    let skip = bytes.iter().take(15).take_while(|&&b| b == 0).count();
                    w.integer_octets(&bytes[skip..]);
                }
                None if extensible => w.integer_octets(der),
                None => return Err(out_of_range()),
            }
        }
        PerInt::Unconstrained { extensible } => {
            if extensible {
                w.bit(false);
            }
            w.integer_octets(der);
        }
    }
    Ok(())
}

impl<'a> PerAs<'a> for Integer<'a> {
    fn read_per_as(r: &mut PerReader<'a>, form: PerForm) -> Result<Self> {
        let at = r.bit_offset();
        let PerForm::Int(int) = form else { return Err(per_error("not an INTEGER's form", at)) };
        match read_integer(r, int)? {
            Read::Number(n) => match (i64::try_from(n), u64::try_from(n)) {
                (Ok(small), _) => Ok(Integer::from_i64(small)),
                (_, Ok(large)) => Ok(Integer::from_u64(large)),
                _ => Err(per_error("an INTEGER past 64 bits in a constrained form is not held yet", at)),
            },
            Read::Octets(octets) => Integer::from_bytes(octets).map_err(|e| Error::at_bit(e.kind(), at)),
        }
    }

    fn write_per_as(&self, w: &mut PerWriter, form: PerForm) -> Result<()> {
        let PerForm::Int(int) = form else { return Err(Error::new(ErrorKind::Per("not an INTEGER's form"), 0)) };
        write_integer(w, self.to_i128(), self.as_bytes(), int)
    }
}

own_form!(
    Integer<'a>,
    PerForm::Int(PerInt::Unconstrained { extensible: false }),
    PerForm::Int(PerInt::Unconstrained { extensible: false })
);

/// A native integer's value under any INTEGER form, as a number.
#[inline(never)]
fn read_native_wide(r: &mut PerReader<'_>, form: PerForm) -> Result<i128> {
    let at = r.bit_offset();
    let PerForm::Int(int) = form else { return Err(per_error("not an INTEGER's form", at)) };
    match read_integer(r, int)? {
        Read::Number(n) => Ok(n),
        Read::Octets(octets) => Integer::from_bytes(octets)
            .ok()
            .and_then(|i| i.to_i128())
            .ok_or_else(|| Error::at_bit(ErrorKind::ValueOutOfRange, at)),
    }
}

/// Native integers: a constrained INTEGER held in a Rust integer.
macro_rules! native {
    ($($ty:ty),*) => {$(
        impl<'a> PerAs<'a> for $ty {
            #[inline]
            fn read_per_as(r: &mut PerReader<'a>, form: PerForm) -> Result<Self> {
                let at = r.bit_offset();
                let wide = match form {
                    // Most fields of a telecom message: a root range read
                    // where the call is, its form a constant there.
                    PerForm::Int(PerInt::Constrained { lb, most, whole, extensible: false }) => {
                        i128::from(lb) + i128::from(r.whole(whole, most)?)
                    }
                    _ => read_native_wide(r, form)?,
                };
                <$ty>::try_from(wide).map_err(|_| Error::at_bit(ErrorKind::ValueOutOfRange, at))
            }

            #[inline]
            fn write_per_as(&self, w: &mut PerWriter, form: PerForm) -> Result<()> {
                if let PerForm::Int(PerInt::Constrained { lb, most, whole, extensible: false }) = form {
                    // As it is read: the offset from the bound, where the call is.
                    let offset = i128::from(*self) - i128::from(lb);
                    if !(0..=i128::from(most)).contains(&offset) {
                        return Err(Error::new(ErrorKind::ValueOutOfRange, 0));
                    }
                    w.whole(whole, offset as u64);
                    return Ok(());
                }
                write_native_wide(w, i128::from(*self), form)
            }
        }
    )*};
}

/// A native integer's value under any INTEGER form.
#[inline(never)]
fn write_native_wide(w: &mut PerWriter, v: i128, form: PerForm) -> Result<()> {
    let PerForm::Int(int) = form else { return Err(Error::new(ErrorKind::Per("not an INTEGER's form"), 0)) };
    let bytes = v.to_be_bytes();
    let skip = (0..15)
        .take_while(|&i| (bytes[i] == 0 && bytes[i + 1] & 0x80 == 0) || (bytes[i] == 0xFF && bytes[i + 1] & 0x80 != 0))
        .count();
    write_integer(w, Some(v), &bytes[skip..], int)
}

native!(u8, u16, u32, u64, i8, i16, i32, i64);

/// A native integer without a constraint narrower than its own range (an
/// element of `SEQUENCE OF INTEGER (0..255)`): the constrained whole
/// number of that range.
macro_rules! native_whole_range {
    ($($ty:ty: $aligned:expr, $unaligned:expr);*) => {$(
        impl<'a> Per<'a> for $ty {
            #[inline]
            fn read_per(r: &mut PerReader<'a>) -> Result<Self> {
                let whole = if r.variant() == PerVariant::Aligned { $aligned } else { $unaligned };
                let form = PerInt::Constrained { lb: <$ty>::MIN as i64, most: <$ty>::MAX.abs_diff(<$ty>::MIN) as u64, whole, extensible: false };
                Self::read_per_as(r, PerForm::Int(form))
            }
            fn write_per(&self, w: &mut PerWriter) -> Result<()> {
                let whole = if w.variant() == PerVariant::Aligned { $aligned } else { $unaligned };
                let form = PerInt::Constrained { lb: <$ty>::MIN as i64, most: <$ty>::MAX.abs_diff(<$ty>::MIN) as u64, whole, extensible: false };
                self.write_per_as(w, PerForm::Int(form))
            }
        }
    )*};
}

native_whole_range!(
    u8: Whole::Octets(1), Whole::Bits(8);
    i8: Whole::Octets(1), Whole::Bits(8);
    u16: Whole::Octets(2), Whole::Bits(16);
    i16: Whole::Octets(2), Whole::Bits(16);
    u32: Whole::Length { max_octets: 4 }, Whole::Bits(32);
    i32: Whole::Length { max_octets: 4 }, Whole::Bits(32);
    u64: Whole::Length { max_octets: 8 }, Whole::Bits(64);
    i64: Whole::Length { max_octets: 8 }, Whole::Bits(64)
);

impl<'a> Per<'a> for bool {
    #[inline]
    fn read_per(r: &mut PerReader<'a>) -> Result<Self> {
        r.bit()
    }
    fn write_per(&self, w: &mut PerWriter) -> Result<()> {
        w.bit(*self);
        Ok(())
    }
}

impl<'a> Per<'a> for () {
    #[inline]
    fn read_per(_: &mut PerReader<'a>) -> Result<Self> {
        Ok(())
    }
    fn write_per(&self, _: &mut PerWriter) -> Result<()> {
        Ok(())
    }
}

/// Decodes `bytes` as PER and writes the value again in the same variant
/// (the round trip tools run on a type chosen by name).
pub fn per_roundtrip<'a, T: Per<'a> + Der<'a>>(
    bytes: &'a [u8],
    space: &'a PerSpace,
    variant: PerVariant,
    canonical: bool,
) -> Result<Vec<u8>> {
    encode(&decode_with::<T>(bytes, space, variant, canonical)?, variant)
}

/// Decodes `bytes` as PER and writes the value as DER.
pub fn per_to_der<'a, T: Per<'a> + Der<'a>>(
    bytes: &'a [u8],
    space: &'a PerSpace,
    variant: PerVariant,
    canonical: bool,
) -> Result<Vec<u8>> {
    decode_with::<T>(bytes, space, variant, canonical)?.to_der()
}

/// Decodes `der` as DER and writes the value as PER in `variant`.
pub fn der_to_per<'a, T: Per<'a> + Der<'a>>(der: &'a [u8], variant: PerVariant) -> Result<Vec<u8>> {
    encode(&T::decode(der)?, variant)
}

/// Decodes `bytes` as PER and writes the value as X.697 JSON.
pub fn per_to_jer<'a, T: Per<'a> + Der<'a> + crate::Jer>(
    bytes: &'a [u8],
    space: &'a PerSpace,
    variant: PerVariant,
    canonical: bool,
) -> Result<alloc::string::String> {
    decode_with::<T>(bytes, space, variant, canonical)?.to_jer()
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    /// The items of an OCTET STRING (SIZE (2, ...)) read from UNALIGNED
    /// `data`: how many.
    fn extensible_pair(data: &[u8], canonical: bool) -> Result<usize> {
        let mut r = PerReader::new(data, PerVariant::Unaligned, canonical);
        let size = PerSize { layout: PerSizeLayout::Short(2), extensible: true };
        read_items(&mut r, size, 8).map(|(_, n)| n)
    }

    #[test]
    fn a_size_in_the_root_sent_as_outside_it_is_basic_not_canonical() {
        // The extension bit set, a length of 2, two octets: BASIC reads it;
        // CANONICAL refuses it at the extension bit.
        let two = [0x81, 0x55, 0xE6, 0x80];
        assert_eq!(extensible_pair(&two, false).unwrap(), 2);
        let refused = extensible_pair(&two, true).expect_err("not canonical");
        assert_eq!(
            alloc::format!("{refused}"),
            "<value> at bit 0: a value within the root sent as outside it (the extension bit must be 0)"
        );
        // Three octets are outside the root: canonical.
        assert_eq!(extensible_pair(&[0x81, 0x80, 0x00, 0x00, 0x00], true).unwrap(), 3);
        // Two in the root: no length, no extension bit set.
        assert_eq!(extensible_pair(&[0x55, 0xE6, 0x80], true).unwrap(), 2);
    }
}
