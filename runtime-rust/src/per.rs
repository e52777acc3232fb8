//! PER (X.691) decoding: the bit reader generated PER decoders call. It
//! reads the pieces every PER encoding is made of — bits, constrained
//! whole numbers, normally small numbers, length determinants with their
//! fragments, octets that may start at any bit — in the ALIGNED or the
//! UNALIGNED variant, and refuses what X.691 does not allow at the bit
//! where it is: padding that is not zero, a length or number in a longer
//! form than X.691 requires, a constrained number past its range.
//! CANONICAL-PER is read by the same reader; what it refuses beyond BASIC
//! (an encoded DEFAULT, an unsorted SET OF) is the generated code's to see.
//!
//! The forms a reader is told to read ([`Whole`], [`LengthOf`]) are the
//! plan's (`plan::per` in the compiler), passed as constants.

use crate::{Error, ErrorKind, Result, MAX_DEPTH};

/// The two variants of PER (X.691 §3.7.1, §3.7.28).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PerVariant {
    /// ALIGNED: some fields start on an octet, after zero padding bits.
    Aligned,
    /// UNALIGNED: no padding but at the end of the whole encoding.
    Unaligned,
}

/// How a constrained whole number is written (X.691 §11.5.6-11.5.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whole {
    /// A range of one value: nothing.
    Empty,
    /// A bit-field of this many bits (at most 64), not aligned.
    Bits(u8),
    /// ALIGNED: this many octets (1 or 2), octet-aligned.
    Octets(u8),
    /// ALIGNED, a range past 64K: the octet count as a constrained whole
    /// number in `1..=max_octets`, then as few octets as the value needs,
    /// octet-aligned.
    Length {
        /// The most octets (at most 8 here).
        max_octets: u8,
    },
}

/// How a length determinant is written (X.691 §11.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LengthOf {
    /// One count below 64K: nothing is written.
    Fixed(usize),
    /// An upper bound below 64K: the count minus `lb`, as a constrained
    /// whole number.
    Constrained {
        /// The least count.
        lb: usize,
        /// The greatest count.
        ub: usize,
        /// How the count minus `lb` is written.
        whole: Whole,
    },
    /// One octet below 128, two below 16K, else fragments of 16K to 64K
    /// items; octet-aligned in ALIGNED.
    Unconstrained,
}

impl LengthOf {
    /// Whether a count of `n` is one this form writes (an extensible
    /// size's root).
    pub fn contains(self, n: usize) -> bool {
        match self {
            LengthOf::Fixed(count) => n == count,
            LengthOf::Constrained { lb, ub, .. } => (lb..=ub).contains(&n),
            LengthOf::Unconstrained => true,
        }
    }
}

/// 16K: the unit of a fragment's size (X.691 §11.9.3.8).
pub const K16: usize = 16_384;

/// A PER error with its reason, which names the clause of X.691.
#[cold]
fn per_error(what: &'static str, bit: usize) -> Error {
    Error::at_bit(ErrorKind::Per(what), bit)
}

/// Bits in the input that may start at any bit, read as octets (the last
/// one padded with zero bits): a view, copied out or borrowed where they
/// happen to be aligned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitOctets<'a> {
    data: &'a [u8],
    /// The bit of `data` the first octet starts at.
    start: usize,
    /// How many bits.
    bits: usize,
}

impl<'a> BitOctets<'a> {
    /// The first `bits` bits of `data`.
    pub(crate) fn whole(data: &'a [u8], bits: usize) -> BitOctets<'a> {
        BitOctets { data, start: 0, bits }
    }

    /// How many octets (the last one may be part of one).
    pub fn len(&self) -> usize {
        self.bits.div_ceil(8)
    }

    /// How many bits.
    pub fn bit_len(&self) -> usize {
        self.bits
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.bits == 0
    }

    /// The octets as a slice of the input, when they start on an octet and
    /// are whole octets.
    pub fn as_aligned(&self) -> Option<&'a [u8]> {
        (self.start % 8 == 0 && self.bits % 8 == 0).then(|| &self.data[self.start / 8..(self.start + self.bits) / 8])
    }

    /// Octet `i` (`i < len`); bits past the view read as zero.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        let bit = self.start + 8 * i;
        let (byte, shift) = (bit / 8, bit % 8);
        let at = |k: usize| self.data.get(k).copied().unwrap_or(0);
        let octet = if shift == 0 { at(byte) } else { (at(byte) << shift) | (at(byte + 1) >> (8 - shift)) };
        match self.bits.saturating_sub(8 * i) {
            left @ 0..=7 => octet & !(0xFFu8 >> left),
            _ => octet,
        }
    }

    /// Bit `i` of the view.
    #[inline]
    pub fn bit(&self, i: usize) -> bool {
        i < self.bits && self.bits_at(i, 1) == 1
    }

    /// `n` bits (at most 64) from bit `at` of the view, as a number.
    #[inline]
    pub fn bits_at(&self, at: usize, n: u32) -> u64 {
        bits_of(self.data, self.start + at, n)
    }

    /// Copies the octets to the front of `out`, which has room for them.
    pub fn copy_to(&self, out: &mut [u8]) {
        for (i, o) in out[..self.len()].iter_mut().enumerate() {
            *o = self.get(i);
        }
    }

    /// The octets as a big-endian unsigned number (at most eight of them).
    fn to_u64(self) -> u64 {
        (0..self.len()).fold(0, |n, i| (n << 8) | u64::from(self.get(i)))
    }
}

/// A constrained whole number past its range's upper bound, at bit `at`.
#[cold]
pub(crate) fn past_the_bound(at: usize) -> Error {
    per_error("a number past the upper bound of its range (X.691 §11.5)", at)
}

/// `n` bits (at most 64) from bit `at` of `data`, the first the most
/// significant; bits past the end read as zeros. Most fields fit in one
/// big-endian 64-bit window from the octet they start in, read at once
/// rather than octet by octet (a CAM's fields are mostly a few bits each).
#[inline]
fn bits_of(data: &[u8], at: usize, n: u32) -> u64 {
    let (byte, shift) = (at / 8, (at % 8) as u32);
    if n == 0 {
        return 0;
    }
    if shift + n > 64 {
        return bits_over_nine_octets(data, at, n);
    }
    let word = match data.get(byte..byte + 8) {
        Some(eight) => u64::from_be_bytes(eight.try_into().unwrap_or_default()),
        None => last_window(data, byte),
    };
    (word << shift) >> (64 - n)
}

/// The octets from `byte` to the end of `data` (fewer than eight), then
/// zeros, as one big-endian window: the last fields of every message, so
/// octet by octet rather than through a copy (a call to memmove).
fn last_window(data: &[u8], byte: usize) -> u64 {
    let tail = data.get(byte..).unwrap_or_default();
    tail.iter().enumerate().fold(0, |window, (i, &b)| window | u64::from(b) << (56 - 8 * i))
}

/// [`bits_of`] for bits spread over nine octets: the first 32, then the rest.
#[cold]
fn bits_over_nine_octets(data: &[u8], at: usize, n: u32) -> u64 {
    (bits_of(data, at, 32) << (n - 32)) | bits_of(data, at + 32, n - 32)
}

/// A count read by [`PerReader::length`]: `count` items follow, and when
/// `more`, another length after them (a fragment of 16K to 64K items).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// Items in this part.
    pub count: usize,
    /// Another length follows the items.
    pub more: bool,
}

/// Reads PER bit by bit. Offsets in errors count bits from the start of
/// the whole input.
#[derive(Clone, Debug)]
pub struct PerReader<'a> {
    data: &'a [u8],
    /// The next bit to read.
    bit: usize,
    /// Where `data` starts in the whole input, in bits (an open type's
    /// content read on its own), for the offsets errors give.
    base: usize,
    variant: PerVariant,
    canonical: bool,
    depth: u8,
    space: Option<&'a crate::PerSpace>,
}

impl<'a> PerReader<'a> {
    /// A reader of `data` in `variant`; `canonical` for CANONICAL-PER.
    pub fn new(data: &'a [u8], variant: PerVariant, canonical: bool) -> PerReader<'a> {
        PerReader { data, bit: 0, base: 0, variant, canonical, depth: 0, space: None }
    }

    /// This reader, copying what values cannot borrow into `space`.
    pub fn with_space(self, space: &'a crate::PerSpace) -> PerReader<'a> {
        PerReader { space: Some(space), ..self }
    }

    /// The space values copy into.
    pub fn space(&self) -> Result<&'a crate::PerSpace> {
        self.space.ok_or_else(|| per_error("no space to copy into (PerReader::with_space)", self.bit_offset()))
    }

    /// A reader of `data` (an open type's content, which starts at bit
    /// `base` of the whole input) with this one's rule, space and depth.
    pub fn inner(&self, data: &'a [u8], base: usize) -> PerReader<'a> {
        PerReader { data, bit: 0, base, ..self.clone() }
    }

    /// The variant it reads.
    #[inline]
    pub fn variant(&self) -> PerVariant {
        self.variant
    }

    /// Whether only CANONICAL-PER is accepted.
    pub fn is_canonical(&self) -> bool {
        self.canonical
    }

    /// The bit offset of the next bit.
    #[inline]
    pub fn bit_offset(&self) -> usize {
        self.base + self.bit
    }

    #[inline]
    pub(crate) fn bits_left(&self) -> usize {
        self.data.len() * 8 - self.bit
    }

    #[inline]
    fn need(&self, bits: usize) -> Result<()> {
        if bits > self.bits_left() {
            return Err(Error::at_bit(ErrorKind::Truncated, self.bit_offset()));
        }
        Ok(())
    }

    /// The end of a complete encoding (X.691 §11.1): what is left is the
    /// zero padding of the last octet; an encoding of no bits is one zero
    /// octet.
    pub fn finish(&self) -> Result<()> {
        if self.bit == 0 {
            return match self.data {
                [0] => Ok(()),
                [] => Err(Error::at_bit(ErrorKind::Truncated, self.base)),
                [_] => Err(per_error("an encoding of no bits is one zero octet (X.691 §11.1)", self.base)),
                _ => Err(Error::at_bit(ErrorKind::TrailingData, self.base + 8)),
            };
        }
        let end = self.bit.div_ceil(8) * 8;
        if self.data.len() * 8 > end {
            return Err(Error::at_bit(ErrorKind::TrailingData, self.base + end));
        }
        let pad = end - self.bit;
        if pad > 0 && self.data[end / 8 - 1] & ((1u8 << pad) - 1) != 0 {
            return Err(per_error("padding bits at the end are not zero (X.691 §11.1)", self.bit_offset()));
        }
        Ok(())
    }

    /// One level deeper for a value inside this one, so that nesting is
    /// bounded whatever the input.
    #[inline]
    pub fn enter(&mut self) -> Result<()> {
        if self.depth >= MAX_DEPTH {
            return Err(Error::at_bit(ErrorKind::TooDeep, self.bit_offset()));
        }
        self.depth += 1;
        Ok(())
    }

    /// Back out of [`PerReader::enter`].
    #[inline]
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// One bit.
    #[inline]
    pub fn bit(&mut self) -> Result<bool> {
        self.need(1)?;
        let b = self.data[self.bit / 8] & (0x80 >> (self.bit % 8)) != 0;
        self.bit += 1;
        Ok(b)
    }

    /// `n` bits (at most 64) as an unsigned number, the first the most
    /// significant.
    #[inline]
    pub fn bits(&mut self, n: u32) -> Result<u64> {
        debug_assert!(n <= 64);
        self.need(n as usize)?;
        let v = bits_of(self.data, self.bit, n);
        self.bit += n as usize;
        Ok(v)
    }

    /// In ALIGNED, skips to the next octet; the padding bits must be zero
    /// (X.691 §3.7.20: padding bits are zero). Nothing in UNALIGNED.
    #[inline]
    pub fn align(&mut self) -> Result<()> {
        if self.variant == PerVariant::Unaligned || self.bit % 8 == 0 {
            return Ok(());
        }
        let at = self.bit_offset();
        let pad = 8 - (self.bit % 8) as u32;
        if self.bits(pad)? != 0 {
            return Err(per_error("padding bits are not zero (X.691 §3.7.20)", at));
        }
        Ok(())
    }

    /// `n` octets, starting where the reader is.
    pub fn octets(&mut self, n: usize) -> Result<BitOctets<'a>> {
        self.need(n.checked_mul(8).ok_or_else(|| Error::at_bit(ErrorKind::Truncated, self.bit_offset()))?)?;
        let view = BitOctets { data: self.data, start: self.bit, bits: 8 * n };
        self.bit += 8 * n;
        Ok(view)
    }

    /// The next `n` bits, as a view.
    pub fn run(&mut self, n: usize) -> Result<BitOctets<'a>> {
        self.need(n)?;
        let view = BitOctets { data: self.data, start: self.bit, bits: n };
        self.bit += n;
        Ok(view)
    }

    /// A constrained whole number written as `form`: its offset from the
    /// range's lower bound, which must not exceed `most` (the range minus
    /// one; X.691 §11.5: a value past the upper bound is refused here, not
    /// met at re-encoding).
    #[inline]
    pub fn whole(&mut self, form: Whole, most: u64) -> Result<u64> {
        if let Whole::Bits(n) = form {
            // A bit-field, the common case (every UNALIGNED range): small
            // enough to be read where it is called, its width a constant
            // there, rather than through the match below.
            let at = self.bit_offset();
            let v = self.bits(u32::from(n))?;
            return if v > most { Err(past_the_bound(at)) } else { Ok(v) };
        }
        self.whole_not_bits(form, most)
    }

    /// [`PerReader::whole`] in its other forms, out of line.
    fn whole_not_bits(&mut self, form: Whole, most: u64) -> Result<u64> {
        let at = self.bit_offset();
        let v = match form {
            Whole::Empty => 0,
            Whole::Bits(n) => self.bits(u32::from(n))?,
            Whole::Octets(n) => {
                self.align()?;
                self.bits(8 * u32::from(n))?
            }
            Whole::Length { max_octets } => self.whole_of_length(max_octets)?,
        };
        if v > most {
            return Err(past_the_bound(at));
        }
        Ok(v)
    }

    /// A constrained whole number after the length of its octets (X.691
    /// §11.5.7.4: ALIGNED, a range over 64K).
    fn whole_of_length(&mut self, max_octets: u8) -> Result<u64> {
        let at = self.bit_offset();
        let len_bits = u32::BITS - u32::from(max_octets.saturating_sub(1)).leading_zeros();
        let octets = self.bits(len_bits)? + 1;
        if octets > u64::from(max_octets) {
            return Err(per_error("more octets than the range needs (X.691 §11.5.7.4)", at));
        }
        self.align()?;
        let value = self.octets(octets as usize)?;
        if octets > 1 && value.get(0) == 0 {
            return Err(per_error("a number not in the fewest octets (X.691 §11.5.7.4)", at));
        }
        Ok(value.to_u64())
    }

    /// A normally small non-negative whole number (X.691 §11.6): a zero
    /// bit and six bits below 64, else a one bit and a semi-constrained
    /// whole number (which must then be 64 or more).
    pub fn normally_small(&mut self) -> Result<u64> {
        let at = self.bit_offset();
        if !self.bit()? {
            return self.bits(6);
        }
        let v = self.semi_constrained()?;
        if v < 64 {
            return Err(per_error("a normally small number below 64 not in six bits (X.691 §11.6)", at));
        }
        Ok(v)
    }

    /// A semi-constrained whole number (X.691 §11.7) of at most eight
    /// octets: the offset from the lower bound, after its length.
    pub fn semi_constrained(&mut self) -> Result<u64> {
        let at = self.bit_offset();
        let value = self.integer_octets(false)?;
        if value.len() > 8 {
            return Err(per_error("a number of more than 64 bits", at));
        }
        Ok(value.to_u64())
    }

    /// Octets after an unconstrained length determinant, as a semi-
    /// constrained or unconstrained whole number takes them (X.691 §11.7,
    /// §11.8): never fragmented, at least one, and the fewest that hold
    /// the value (`signed`: two's complement).
    pub fn integer_octets(&mut self, signed: bool) -> Result<BitOctets<'a>> {
        let at = self.bit_offset();
        let value = self.length_prefixed()?;
        if value.is_empty() {
            return Err(per_error("an integer of no octets (X.691 §11.7, §11.8)", at));
        }
        if value.len() > 1 {
            let (a, b) = (value.get(0), value.get(1));
            let redundant = if signed { (a == 0 && b & 0x80 == 0) || (a == 0xFF && b & 0x80 != 0) } else { a == 0 };
            if redundant {
                return Err(per_error("an integer not in the fewest octets (X.691 §11.7, §11.8)", at));
            }
        }
        Ok(value)
    }

    fn length_prefixed(&mut self) -> Result<BitOctets<'a>> {
        let at = self.bit_offset();
        let part = self.length(LengthOf::Unconstrained)?;
        if part.more {
            return Err(per_error("an integer's length in fragments", at));
        }
        self.align()?;
        self.octets(part.count)
    }

    /// A length determinant in the form `form` (X.691 §11.9). An
    /// unconstrained one may announce a fragment: read its items, then
    /// another length.
    pub fn length(&mut self, form: LengthOf) -> Result<Part> {
        let at = self.bit_offset();
        match form {
            LengthOf::Fixed(n) => Ok(Part { count: n, more: false }),
            LengthOf::Constrained { lb, ub, whole } => {
                let count = self.whole(whole, (ub - lb) as u64)? as usize + lb;
                Ok(Part { count, more: false })
            }
            LengthOf::Unconstrained => {
                self.align()?;
                let first = self.bits(8)? as usize;
                if first & 0x80 == 0 {
                    return Ok(Part { count: first, more: false });
                }
                if first & 0x40 == 0 {
                    let count = ((first & 0x3F) << 8) | self.bits(8)? as usize;
                    if count < 128 {
                        return Err(per_error("a length below 128 in two octets (X.691 §11.9.3.6)", at));
                    }
                    return Ok(Part { count, more: false });
                }
                let m = first & 0x3F;
                if !(1..=4).contains(&m) {
                    return Err(per_error("a fragment of other than 1 to 4 times 16K (X.691 §11.9.3.8)", at));
                }
                Ok(Part { count: m * K16, more: true })
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn uper(data: &[u8]) -> PerReader<'_> {
        PerReader::new(data, PerVariant::Unaligned, false)
    }

    fn aper(data: &[u8]) -> PerReader<'_> {
        PerReader::new(data, PerVariant::Aligned, false)
    }

    fn message<T: core::fmt::Debug>(r: Result<T>) -> alloc::string::String {
        alloc::format!("{}", r.expect_err("an error"))
    }

    #[test]
    fn bits_cross_octets_most_significant_first() {
        let mut r = uper(&[0b1011_0011, 0b0101_0000]);
        assert!(r.bit().unwrap());
        assert_eq!(r.bits(3).unwrap(), 0b011);
        assert_eq!(r.bits(7).unwrap(), 0b001_1010);
        assert_eq!(r.bit_offset(), 11);
        assert_eq!(r.bits(5).unwrap(), 0b10000);
        assert_eq!(message(r.bit()), "<value> at bit 16: input ends inside a value");
    }

    #[test]
    fn aligned_padding_must_be_zero() {
        let mut r = aper(&[0b1000_0000, 0x05]);
        assert!(r.bit().unwrap());
        r.align().unwrap();
        assert_eq!(r.bits(8).unwrap(), 5);
        let mut bad = aper(&[0b1000_0100, 0x05]);
        bad.bit().unwrap();
        assert_eq!(message(bad.align()), "<value> at bit 1: padding bits are not zero (X.691 §3.7.20)");
        // UNALIGNED has no padding.
        let mut u = uper(&[0b1000_0101]);
        u.bit().unwrap();
        u.align().unwrap();
        assert_eq!(u.bits(7).unwrap(), 0b000_0101);
    }

    #[test]
    fn constrained_whole_numbers_in_both_variants() {
        // INTEGER (0..65536) value 5: UNALIGNED 17 bits, `00 02 80`;
        // ALIGNED a two-bit octet count, then the octet: `00 05`.
        assert_eq!(uper(&[0x00, 0x02, 0x80]).whole(Whole::Bits(17), 65_536).unwrap(), 5);
        assert_eq!(aper(&[0x00, 0x05]).whole(Whole::Length { max_octets: 3 }, 65_536).unwrap(), 5);
        // A range of 256 in ALIGNED: one aligned octet after padding.
        let mut r = aper(&[0b1000_0000, 0xC8]);
        r.bit().unwrap();
        assert_eq!(r.whole(Whole::Octets(1), 255).unwrap(), 200);
        // Past the range: refused where it is.
        assert_eq!(
            message(uper(&[0b1110_0000]).whole(Whole::Bits(3), 5)),
            "<value> at bit 0: a number past the upper bound of its range (X.691 §11.5)"
        );
        // Not in the fewest octets.
        assert!(aper(&[0x40, 0x00, 0x05]).whole(Whole::Length { max_octets: 3 }, 65_536).is_err());
        assert_eq!(uper(&[]).whole(Whole::Empty, 0).unwrap(), 0);
    }

    #[test]
    fn lengths_of_every_form() {
        let fixed = LengthOf::Fixed(3);
        assert_eq!(uper(&[]).length(fixed).unwrap(), Part { count: 3, more: false });
        let small = LengthOf::Constrained { lb: 1, ub: 4, whole: Whole::Bits(2) };
        assert_eq!(uper(&[0b0100_0000]).length(small).unwrap(), Part { count: 2, more: false });
        let open = LengthOf::Unconstrained;
        assert_eq!(uper(&[0x7F]).length(open).unwrap(), Part { count: 127, more: false });
        assert_eq!(uper(&[0x80, 0x80]).length(open).unwrap(), Part { count: 128, more: false });
        assert_eq!(uper(&[0xBF, 0xFF]).length(open).unwrap(), Part { count: 16_383, more: false });
        assert_eq!(uper(&[0xC4]).length(open).unwrap(), Part { count: 65_536, more: true });
        assert_eq!(uper(&[0xC1]).length(open).unwrap(), Part { count: 16_384, more: true });
        assert_eq!(
            message(uper(&[0x80, 0x05]).length(open)),
            "<value> at bit 0: a length below 128 in two octets (X.691 §11.9.3.6)"
        );
        assert!(uper(&[0xC5]).length(open).is_err());
        assert!(uper(&[0xC0]).length(open).is_err());
        // ALIGNED: the length starts on an octet.
        let mut r = aper(&[0x80, 0x03]);
        r.bit().unwrap();
        assert_eq!(r.length(open).unwrap(), Part { count: 3, more: false });
    }

    #[test]
    fn normally_small_numbers() {
        // 5: a zero bit and 000101.
        assert_eq!(uper(&[0b0000_1010]).normally_small().unwrap(), 5);
        // 64: a one bit, then a length of one octet and 0x40.
        assert_eq!(uper(&[0b1000_0000, 0b1010_0000, 0]).normally_small().unwrap(), 64);
        // 5 in the long form is refused.
        assert!(uper(&[0b1000_0000, 0b1000_0010, 0b1000_0000]).normally_small().is_err());
        // 512 in the long form, but in four octets (00 00 02 00), or in
        // none: not the fewest octets (found by per_roundtrip, FUZZING.md 27).
        let padded = [0b1000_0010, 0, 0, 0, 0b1000_0000, 0];
        assert!(uper(&padded).normally_small().is_err());
        assert_eq!(uper(&[0b1000_0001, 0b0000_0001, 0, 0]).normally_small().unwrap(), 512);
        assert!(uper(&[0b1000_0000, 0]).normally_small().is_err());
    }

    #[test]
    fn integers_in_the_fewest_octets() {
        let mut r = uper(&[0x02, 0x01, 0x00]);
        let v = r.integer_octets(false).unwrap();
        assert_eq!((v.len(), v.get(0), v.get(1)), (2, 1, 0));
        assert!(uper(&[0x02, 0x00, 0x05]).integer_octets(false).is_err());
        assert!(uper(&[0x02, 0xFF, 0x80]).integer_octets(true).is_err());
        assert!(uper(&[0x02, 0x00, 0x80]).integer_octets(true).is_ok());
        assert!(uper(&[0x00]).integer_octets(true).is_err());
    }

    #[test]
    fn octets_that_start_between_octets_are_copied_out() {
        let mut r = uper(&[0b1010_1010, 0b1011_1111, 0b1000_0000]);
        r.bit().unwrap();
        let v = r.octets(2).unwrap();
        assert_eq!(v.as_aligned(), None);
        let mut out = [0u8; 2];
        v.copy_to(&mut out);
        assert_eq!(out, [0b0101_0101, 0b0111_1111]);
        let mut a = aper(&[1, 2, 3]);
        assert_eq!(a.octets(3).unwrap().as_aligned(), Some(&[1u8, 2, 3][..]));
    }

    #[test]
    fn a_complete_encoding_ends_in_zero_padding() {
        let mut r = uper(&[0b1100_0000]);
        r.bits(2).unwrap();
        r.finish().unwrap();
        let mut bad = uper(&[0b1100_0001]);
        bad.bits(2).unwrap();
        assert_eq!(message(bad.finish()), "<value> at bit 2: padding bits at the end are not zero (X.691 §11.1)");
        let mut long = uper(&[0b1100_0000, 0]);
        long.bits(2).unwrap();
        assert!(long.finish().is_err());
        // No bits at all: one zero octet.
        uper(&[0]).finish().unwrap();
        assert!(uper(&[]).finish().is_err());
        assert!(uper(&[1]).finish().is_err());
    }
}
