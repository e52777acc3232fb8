//! Runs of adjacent bit-fields (`plan::per::BitRun`): a SEQUENCE's preamble
//! and the mandatory components after it that are each a bit-field of one
//! width in both variants, read from the input as one number and written
//! as one, their widths and places known where the code is generated.

use crate::error::{ErrorKind, Result};
use crate::per::{past_the_bound, PerReader};
use crate::per_writer::PerWriter;
use crate::Error;

/// Up to 64 bits of a run: read at once, or gathered to be written at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerWord {
    /// The bits, the first the most significant of the low `bits`.
    value: u64,
    /// How many there are.
    bits: u32,
    /// The bit offset of the first in the input (reading).
    at: usize,
}

impl PerWord {
    /// Bit `i` of the run (the preamble's bits are its first).
    #[inline]
    pub fn bit(&self, i: usize) -> bool {
        self.field(i as u32, 1) != 0
    }

    /// The `width` bits from bit `first`, as a number.
    #[inline]
    pub fn field(&self, first: u32, width: u32) -> u64 {
        debug_assert!(width >= 1 && first + width <= self.bits);
        (self.value >> (self.bits - first - width)) & (u64::MAX >> (64 - width))
    }

    /// The input's bit offset of bit `first` of the run.
    #[inline]
    pub fn at(&self, first: u32) -> usize {
        self.at + first as usize
    }

    /// A constrained whole number of `width` bits at bit `first`, which
    /// must not exceed `most` (X.691 §11.5: refused at its bit).
    #[inline]
    pub fn whole(&self, first: u32, width: u32, most: u64) -> Result<u64> {
        let v = self.field(first, width);
        if v > most {
            return Err(past_the_bound(self.at(first)));
        }
        Ok(v)
    }

    /// An INTEGER of `lb..=lb + most` at bit `first`, in the native
    /// integer holding it.
    #[inline]
    pub fn native<T: TryFrom<i128>>(&self, first: u32, width: u32, lb: i64, most: u64) -> Result<T> {
        let v = i128::from(lb) + i128::from(self.whole(first, width, most)?);
        T::try_from(v).map_err(|_| Error::at_bit(ErrorKind::ValueOutOfRange, self.at(first)))
    }

    /// Appends the low `width` bits of `value` (at most 64 in all).
    #[inline]
    pub fn push(&mut self, value: u64, width: u32) {
        debug_assert!(width >= 1 && self.bits + width <= 64);
        self.value = (self.value << (width % 64)) | (value & (u64::MAX >> (64 - width)));
        self.bits += width;
    }

    /// Appends an INTEGER of `lb..=lb + most` as its offset from `lb`, in
    /// `width` bits; a value outside the range is refused.
    #[inline]
    pub fn push_whole(&mut self, v: impl Into<i128>, lb: i64, most: u64, width: u32) -> Result<()> {
        let offset = v.into() - i128::from(lb);
        if !(0..=i128::from(most)).contains(&offset) {
            return Err(Error::new(ErrorKind::ValueOutOfRange, 0));
        }
        self.push(offset as u64, width);
        Ok(())
    }
}

impl PerReader<'_> {
    /// The next `n` bits (1 to 64) as a run.
    #[inline]
    pub fn word(&mut self, n: u32) -> Result<PerWord> {
        let at = self.bit_offset();
        Ok(PerWord { value: self.bits(n)?, bits: n, at })
    }
}

impl PerWriter {
    /// Writes a run's bits.
    #[inline]
    pub fn word(&mut self, run: &PerWord) {
        self.bits(run.value, run.bits);
    }
}

/// A type PER writes as a bit-field of one width in both variants
/// (`plan::per::BitField`), read from and written into a run: BOOLEAN, and
/// generated ENUMERATED and INTEGER types the plan says read themselves in
/// a run.
pub trait PerBits: Sized {
    /// The value whose bits start at bit `first` of `run`.
    fn read_in(run: &PerWord, first: u32) -> Result<Self>;
    /// Appends its bits to `run`.
    fn write_in(&self, run: &mut PerWord) -> Result<()>;
}

impl PerBits for bool {
    #[inline]
    fn read_in(run: &PerWord, first: u32) -> Result<Self> {
        Ok(run.field(first, 1) != 0)
    }

    #[inline]
    fn write_in(&self, run: &mut PerWord) -> Result<()> {
        run.push(u64::from(*self), 1);
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::per::PerVariant;

    #[test]
    fn a_run_reads_and_writes_its_fields_in_place() {
        // 1, then 5 in three bits, then 0b1010 in four.
        let data = [0b1101_1010, 0b0000_0000];
        let mut r = PerReader::new(&data, PerVariant::Unaligned, false);
        let run = r.word(8).unwrap();
        assert!(run.bit(0) && !run.bit(5));
        assert_eq!(run.field(1, 3), 5);
        assert_eq!(run.native::<u8>(4, 4, 10, 15).unwrap(), 20);
        // Past the bound: refused at the field's bit.
        assert_eq!(run.whole(1, 3, 4).unwrap_err(), past_the_bound(1));
        let mut out = PerWord::default();
        true.write_in(&mut out).unwrap();
        out.push(5, 3);
        out.push_whole(20u8, 10, 15, 4).unwrap();
        assert!(out.push_whole(26u8, 10, 15, 4).is_err());
        let mut w = PerWriter::new(PerVariant::Unaligned);
        w.word(&out);
        assert_eq!(w.finish(), [0b1101_1010]);
        // Sixty-four bits at once.
        let mut full = PerWord::default();
        full.push(u64::MAX, 64);
        assert_eq!(full.field(0, 64), u64::MAX);
    }
}
