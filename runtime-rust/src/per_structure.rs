//! The pieces of PER's constructed types (X.691 §19-§23): collections'
//! counts and elements (fragmented past 16K, a SET OF in canonical order),
//! open types, CHOICE and ENUMERATED indexes, extension bitmaps, and what
//! a later version of a schema added.

use alloc::vec::Vec;

use crate::per::{BitOctets, LengthOf, PerReader, PerVariant, Whole};
use crate::per_space::full;
use crate::per_values::{per_error, read_octets, root_sent_outside, write_octets};
use crate::{Error, ErrorKind, Per, PerForm, PerWriter, Result};

/// Reads a collection's count and its elements with `read`, keeping them
/// in the space (X.691 §20, §22: fragments of 16K to 64K elements past 16K).
pub(crate) fn read_elements<'a, T>(
    r: &mut PerReader<'a>,
    form: PerForm,
    read: impl FnMut(&mut PerReader<'a>) -> Result<T>,
) -> Result<&'a [T]> {
    let at = r.bit_offset();
    let PerForm::Count(count, extensible) = form else { return Err(per_error("not a collection's form", at)) };
    let outside = extensible && r.bit()?;
    let elements = read_counted(r, if outside { LengthOf::Unconstrained } else { count }, at, read)?;
    if outside && r.is_canonical() && count.contains(elements.len()) {
        return Err(root_sent_outside(at));
    }
    Ok(elements)
}

/// The most elements of a collection's part room is reserved for before
/// they are read.
const RESERVED: usize = 64;

/// Reads a count written as `count` and that many elements with `read`.
fn read_counted<'a, T>(
    r: &mut PerReader<'a>,
    count: LengthOf,
    at: usize,
    mut read: impl FnMut(&mut PerReader<'a>) -> Result<T>,
) -> Result<&'a [T]> {
    // Every element in one run of the space, fragments (X.691 §11.9.3.8)
    // included.
    let mut all = r.space()?.vec();
    let mut part = r.length(count)?;
    loop {
        // Room for the part at once (elements read in between take room
        // after it, so a run grown later is copied whole), but for no more
        // than one element an octet left and 64 at most: a count the input
        // cannot back reserves no more than that at each level of nesting;
        // past it the run grows as the elements come.
        all.try_reserve(part.count.min(r.bits_left() / 8).min(RESERVED)).map_err(|_| full(at))?;
        for _ in 0..part.count {
            all.try_reserve(1).map_err(|_| full(at))?;
            r.enter()?;
            let i = all.len();
            match read(r) {
                Ok(v) => all.push(v),
                Err(e) => return Err(e.at_index(i)),
            }
            r.leave();
        }
        if !part.more {
            return Ok(all.into_bump_slice());
        }
        part = r.length(LengthOf::Unconstrained)?;
    }
}

/// A SET OF element's encoding as CANONICAL-PER orders it (X.691 §22):
/// its complete encoding on its own, as an octet string padded with zero
/// bits (none for an encoding of no bits).
fn sort_key<'a, T: Per<'a>>(element: &T, variant: PerVariant) -> Result<Vec<u8>> {
    let mut w = PerWriter::new(variant);
    element.write_per(&mut w)?;
    let empty = w.bit_len() == 0;
    Ok(if empty { Vec::new() } else { w.finish() })
}

/// The elements in the order of their encodings.
pub(crate) fn sorted<'a, T: Per<'a>>(elements: impl Iterator<Item = T>, variant: PerVariant) -> Result<Vec<T>> {
    let mut keyed = Vec::new();
    for (i, e) in elements.enumerate() {
        keyed.push((sort_key(&e, variant).map_err(|err| err.at_index(i))?, e));
    }
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(keyed.into_iter().map(|(_, e)| e).collect())
}

/// CANONICAL-PER: a SET OF's elements in the order of their encodings.
pub(crate) fn check_sorted<'a, T: Per<'a>>(elements: &[T], variant: PerVariant, at: usize) -> Result<()> {
    let mut previous: Option<Vec<u8>> = None;
    for (i, e) in elements.iter().enumerate() {
        let key = sort_key(e, variant)?;
        if previous.as_ref().is_some_and(|p| *p > key) {
            return Err(Error::at_bit(ErrorKind::SetOfNotSorted, at).at_index(i));
        }
        previous = Some(key);
    }
    Ok(())
}

/// Writes a collection's count and its elements with `write`.
pub(crate) fn write_elements<T>(
    w: &mut PerWriter,
    form: PerForm,
    count: usize,
    elements: impl Iterator<Item = T>,
    mut write: impl FnMut(&mut PerWriter, T) -> Result<()>,
) -> Result<()> {
    let PerForm::Count(count_form, extensible) = form else {
        return Err(Error::new(ErrorKind::Per("not a collection's form"), 0));
    };
    let in_root = match count_form {
        LengthOf::Fixed(n) => count == n,
        LengthOf::Constrained { lb, ub, .. } => (lb..=ub).contains(&count),
        LengthOf::Unconstrained => true,
    };
    if extensible {
        w.bit(!in_root);
    } else if !in_root {
        return Err(Error::new(ErrorKind::SizeOutOfRange, 0));
    }
    let form = if in_root { count_form } else { LengthOf::Unconstrained };
    let mut elements = elements.enumerate();
    let mut left = count;
    loop {
        let (n, more) = w.length_part(form, left);
        for (i, e) in elements.by_ref().take(n) {
            write(w, e).map_err(|e| e.at_index(i))?;
        }
        left -= n;
        if !more {
            return Ok(());
        }
    }
}

/// Writes `value` as an open type (X.691 §11.2): its complete encoding
/// in the writer's variant, as octets after an unconstrained length.
pub fn write_open(w: &mut PerWriter, write: impl FnOnce(&mut PerWriter) -> Result<()>) -> Result<()> {
    let mut inner = PerWriter::new(w.variant());
    write(&mut inner)?;
    write_octets(w, &inner.finish())
}

/// Reads a value wrapped as an open type: the whole wrapped encoding is
/// one complete encoding read by `read`.
pub fn read_open<'a, T>(r: &mut PerReader<'a>, read: impl FnOnce(&mut PerReader<'a>) -> Result<T>) -> Result<T> {
    let octets = read_octets(r)?;
    // Where the octets start: after the length (and padding).
    let start = r.bit_offset() - 8 * octets.len();
    let mut inner = r.inner(octets, start);
    let value = read(&mut inner)?;
    inner.finish()?;
    Ok(value)
}

/// Skips an open type (an extension addition this schema does not know,
/// when it is not kept): returns its octets.
pub fn skip_open<'a>(r: &mut PerReader<'a>) -> Result<&'a [u8]> {
    read_octets(r)
}

/// The whole-number form of `aligned` or `unaligned`, for the variant.
#[inline]
fn whole_of(variant: PerVariant, aligned: Whole, unaligned: Whole) -> Whole {
    if variant == PerVariant::Aligned {
        aligned
    } else {
        unaligned
    }
}

/// Reads which alternative of a CHOICE (X.691 §23) or item of an
/// ENUMERATED (§14) follows: `(false, i)` for root index `i` (of `roots`,
/// written as `aligned` or `unaligned`), `(true, i)` for addition `i`
/// (after the extension bit, a normally small number).
#[inline]
pub fn read_index(
    r: &mut PerReader<'_>,
    aligned: Whole,
    unaligned: Whole,
    roots: usize,
    extensible: bool,
) -> Result<(bool, usize)> {
    if extensible && r.bit()? {
        return read_addition_index(r).map(|i| (true, i));
    }
    let most = roots.saturating_sub(1) as u64;
    Ok((false, r.whole(whole_of(r.variant(), aligned, unaligned), most)? as usize))
}

/// The index of an addition, after the extension bit: a normally small number.
fn read_addition_index(r: &mut PerReader<'_>) -> Result<usize> {
    let at = r.bit_offset();
    let i = r.normally_small()?;
    usize::try_from(i).map_err(|_| per_error("an addition index past the type's", at))
}

/// Writes the index [`read_index`] reads.
#[inline]
pub fn write_index(
    w: &mut PerWriter,
    aligned: Whole,
    unaligned: Whole,
    extensible: bool,
    addition: bool,
    index: usize,
) {
    if extensible {
        w.bit(addition);
    }
    if addition {
        w.normally_small(index as u64);
    } else {
        w.whole(whole_of(w.variant(), aligned, unaligned), index as u64);
    }
}

/// An ENUMERATED item of a later version of the schema (X.691 §14): the
/// addition index `index` [`read_index`] gave (read at bit `at`), kept as
/// it is all PER says of the item.
pub fn later_item(index: usize, at: usize) -> Result<u32> {
    u32::try_from(index).map_err(|_| per_error("an addition index past the type's", at))
}

/// Writes an item [`later_item`] kept: its addition index, which must be
/// past the `named` additions the schema names (one of theirs would be
/// read back as that addition, not as what was read).
pub fn write_later_item(w: &mut PerWriter, index: u32, named: usize) -> Result<()> {
    let index = index as usize;
    if index < named {
        return Err(Error::new(
            ErrorKind::Per("an item of a later version with the index of an addition this schema names"),
            0,
        ));
    }
    w.bit(true);
    w.normally_small(index as u64);
    Ok(())
}

/// A number an extensible ENUMERATED that keeps later items does not
/// name, read at byte `at` of DER or OER: kept, but for one of those C
/// holds later items as (below −2^63 + 2^32), refused here as in C so that
/// the two read the same.
pub fn unnamed_number(n: i64, at: usize) -> Result<i64> {
    const LATER_HELD_BELOW: i64 = i64::MIN + (1 << 32);
    if n < LATER_HELD_BELOW {
        return Err(Error::new(ErrorKind::ValueOutOfRange, at));
    }
    Ok(n)
}

/// The error of writing an item [`later_item`] kept in DER, OER or JER:
/// PER gave its index alone, and they write a number or an identifier.
pub fn later_item_elsewhere() -> Error {
    Error::new(ErrorKind::Per("an item of a later version read from PER has no number or identifier to write"), 0)
}

/// A SEQUENCE's or SET's extension bitmap (X.691 §19.8): its length as a
/// normally small length, then a bit per addition. One with no bit set is
/// refused: the extension bit says some addition is there (§19.7).
pub fn read_extension_bitmap<'a>(r: &mut PerReader<'a>) -> Result<BitOctets<'a>> {
    let at = r.bit_offset();
    let len = r.normally_small()?.saturating_add(1);
    let len = usize::try_from(len).map_err(|_| per_error("an extension bitmap past the input", at))?;
    let bits = r.run(len)?;
    if (0..len).all(|i| !bits.bit(i)) {
        return Err(per_error("extension bit set but no addition present (X.691 §19.7)", at));
    }
    Ok(bits)
}

/// Writes the extension bitmap of the additions `present`, then the bits
/// of those a later version of the schema added, as they were read.
pub fn write_extension_bitmap(w: &mut PerWriter, present: &[bool], unknown: impl Iterator<Item = bool> + Clone) {
    w.normally_small((present.len() + unknown.clone().count()).saturating_sub(1) as u64);
    for p in present.iter().copied().chain(unknown) {
        w.bit(p);
    }
}

/// Reads the additions a bitmap announces past the `known` ones, which a
/// SET does not keep (as in DER): read, and dropped.
pub fn skip_unknown_additions(r: &mut PerReader<'_>, bitmap: &BitOctets<'_>, known: usize) -> Result<()> {
    for i in known..bitmap.bit_len() {
        if bitmap.bit(i) {
            skip_open(r)?;
        }
    }
    Ok(())
}

/// Reads a CHOICE alternative a later version of the schema added: its
/// open type, kept.
pub fn read_unknown_alternative<'a>(r: &mut PerReader<'a>, index: usize) -> Result<crate::RawDer<'a>> {
    // Kept as a tag number: an index past one would come back as another.
    if index > crate::tag::MAX_TAG_NUMBER as usize {
        return Err(per_error("an addition index past the type's", r.bit_offset()));
    }
    Ok(crate::RawDer::per_alternative(index, skip_open(r)?, r.variant()))
}

/// Writes back an alternative read by [`read_unknown_alternative`].
pub fn write_unknown_alternative(
    w: &mut PerWriter,
    value: &crate::RawDer<'_>,
    aligned: Whole,
    unaligned: Whole,
) -> Result<()> {
    let (index, octets) = value.as_per_alternative(w)?;
    write_index(w, aligned, unaligned, true, true, index);
    write_octets(w, octets)
}

/// CANONICAL-PER: a DEFAULT component is left out when it has its default
/// value; a canonical decoder refuses it sent (X.691 §19.5).
pub fn check_not_default<T: PartialEq>(r: &PerReader<'_>, value: &T, default: &T, at: usize) -> Result<()> {
    if r.is_canonical() && value == default {
        return Err(Error::at_bit(ErrorKind::DefaultValueEncoded, at));
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{PerAs, PerForm, PerSpace, PerVariant, RawDer};
    use alloc::string::ToString;

    /// A count the input cannot back (10 000 one-bit elements announced,
    /// sixteen bits sent) is refused as input that ends early: the room
    /// reserved before reading is bounded by what is left, so a small
    /// space's limit is not what refuses it.
    #[test]
    fn a_count_past_the_input_reserves_no_more_than_it_holds() {
        let input = [0xa7, 0x10, 0xff, 0xff];
        let space = PerSpace::with_limit(1024);
        let mut r = PerReader::new(&input, PerVariant::Unaligned, false).with_space(&space);
        let err = read_counted(&mut r, LengthOf::Unconstrained, 0, |r| r.bit()).unwrap_err();
        assert_eq!(err.kind(), crate::ErrorKind::Truncated, "{err}");
        // The same count backed by its bits reads (past the reservation,
        // the run grows as the elements come).
        let mut full = alloc::vec![96];
        full.extend([0xaa; 12]);
        let mut r = PerReader::new(&full, PerVariant::Unaligned, false).with_space(&space);
        let bits = read_counted(&mut r, LengthOf::Unconstrained, 0, |r| r.bit()).unwrap();
        assert_eq!(bits.len(), 96);
        assert!(bits.iter().step_by(2).all(|&b| b) && bits.iter().skip(1).step_by(2).all(|&b| !b));
    }

    /// What a later version of the schema sent, kept from one variant, is
    /// written back in that variant only: its octets encode a value of a
    /// type this schema does not know in that variant.
    #[test]
    fn kept_values_are_written_back_in_their_variant_only() {
        // An open type of two octets after its length (the same octets in
        // both variants, as it starts on an octet).
        let input = [0x02, 0x01, 0x00];
        for (read, other) in
            [(PerVariant::Aligned, PerVariant::Unaligned), (PerVariant::Unaligned, PerVariant::Aligned)]
        {
            let space = PerSpace::new();
            let whole = Whole::Bits(2);
            let reader = || PerReader::new(&input, read, false).with_space(&space);
            let alternative = read_unknown_alternative(&mut reader(), 3).unwrap();
            let open = RawDer::read_per_as(&mut reader(), PerForm::Open).unwrap();
            let mut same = PerWriter::new(read);
            write_unknown_alternative(&mut same, &alternative, whole, whole).unwrap();
            open.write_per_as(&mut same, PerForm::Open).unwrap();
            let mut across = PerWriter::new(other);
            let refused = write_unknown_alternative(&mut across, &alternative, whole, whole).unwrap_err();
            assert!(refused.to_string().contains("read in the other PER variant"), "{refused}");
            assert!(open.write_per_as(&mut across, PerForm::Open).is_err());
        }
    }

    /// An ENUMERATED item of a later version is its addition index, read
    /// and written in either variant alike; one whose index is that of an
    /// addition the schema names would be read back as that addition, and
    /// is refused, as is one written where a number is.
    #[test]
    fn later_items_go_back_as_their_index_past_the_named_additions() {
        for variant in [PerVariant::Aligned, PerVariant::Unaligned] {
            // The extension bit, then 2 as a normally small number (a 0
            // bit, then six bits): 1 0 000010.
            let input = [0x82];
            let mut r = PerReader::new(&input, variant, true);
            assert_eq!(read_index(&mut r, Whole::Bits(2), Whole::Bits(2), 4, true).unwrap(), (true, 2));
            let index = later_item(2, 0).unwrap();
            let mut w = PerWriter::new(variant);
            write_later_item(&mut w, index, 1).unwrap();
            assert_eq!(w.finish(), input);
            let refused = write_later_item(&mut PerWriter::new(variant), index, 3).unwrap_err();
            assert!(refused.to_string().contains("the index of an addition this schema names"), "{refused}");
        }
        assert!(later_item(u32::MAX as usize, 0).is_ok());
        #[cfg(target_pointer_width = "64")]
        assert!(later_item(u32::MAX as usize + 1, 7).unwrap_err().to_string().contains("at bit 7"));
        assert!(later_item_elsewhere().to_string().contains("no number or identifier"));
        assert_eq!(unnamed_number(i64::MIN + (1 << 32), 0).unwrap(), i64::MIN + (1 << 32));
        assert!(unnamed_number(i64::MIN + (1 << 32) - 1, 3).is_err());
    }
}
