//! PER encoding (X.691): the pieces generated PER encoders write, in the
//! ALIGNED or UNALIGNED variant, always in their CANONICAL-PER form, which
//! BASIC-PER decoders read too. The twin of [`crate::PerReader`]; the forms
//! it is told to write are the plan's.

use alloc::vec::Vec;

use crate::per::{LengthOf, PerVariant, Whole, K16};

/// Appends PER bits to a vector.
#[derive(Debug)]
pub struct PerWriter {
    out: Vec<u8>,
    /// Bits written, the last octet's low bits still zero.
    bits: usize,
    variant: PerVariant,
}

impl PerWriter {
    /// An empty writer of `variant`.
    pub fn new(variant: PerVariant) -> PerWriter {
        // Room for a typical message (a CAM: 36 to 53 octets), so that
        // writing one grows the buffer once, not octet by octet.
        PerWriter { out: Vec::with_capacity(64), bits: 0, variant }
    }

    /// The variant it writes.
    #[inline]
    pub fn variant(&self) -> PerVariant {
        self.variant
    }

    /// How many bits have been written.
    pub fn bit_len(&self) -> usize {
        self.bits
    }

    /// The complete encoding (X.691 §11.1): padded with zero bits to an
    /// octet, and one zero octet when nothing was written.
    pub fn finish(mut self) -> Vec<u8> {
        if self.out.is_empty() {
            self.out.push(0);
        }
        self.out
    }

    /// One bit.
    #[inline]
    pub fn bit(&mut self, set: bool) {
        if self.bits % 8 == 0 {
            self.out.push(0);
        }
        if set {
            let last = self.out.len() - 1;
            self.out[last] |= 0x80 >> (self.bits % 8);
        }
        self.bits += 1;
    }

    /// The low `n` bits of `value` (at most 64), most significant first:
    /// with the last octet's bits, one big-endian 64-bit window written at
    /// once (a field of a few bits is one store, not one an octet).
    #[inline]
    pub fn bits(&mut self, value: u64, n: u32) {
        debug_assert!(n <= 64);
        let used = (self.bits % 8) as u32;
        if n == 0 {
            return;
        }
        if used + n > 64 {
            self.bits(value >> 32, n - 32);
            self.bits(value, 32);
            return;
        }
        let mut window = (value & (u64::MAX >> (64 - n))) << (64 - used - n);
        if used > 0 {
            // The octet begun, whose low bits are still zero.
            window |= u64::from(self.out.pop().unwrap_or(0)) << 56;
        }
        let octets = (used + n).div_ceil(8) as usize;
        self.out.extend_from_slice(&window.to_be_bytes()[..octets]);
        self.bits += n as usize;
    }

    /// In ALIGNED, zero bits up to the next octet; nothing in UNALIGNED.
    #[inline]
    pub fn align(&mut self) {
        if self.variant == PerVariant::Aligned {
            self.bits = self.bits.div_ceil(8) * 8;
        }
    }

    /// Octets as they are, from where the writer is.
    pub fn octets(&mut self, octets: &[u8]) {
        if self.bits % 8 == 0 {
            self.out.extend_from_slice(octets);
            self.bits += 8 * octets.len();
        } else {
            for &o in octets {
                self.bits(u64::from(o), 8);
            }
        }
    }

    /// The bits of `view`, from where the writer is.
    pub fn bit_octets(&mut self, view: &crate::BitOctets<'_>) {
        let whole = view.bit_len() / 8;
        for i in 0..whole {
            self.bits(u64::from(view.get(i)), 8);
        }
        let rest = (view.bit_len() % 8) as u32;
        if rest > 0 {
            self.bits(u64::from(view.get(whole) >> (8 - rest)), rest);
        }
    }

    /// A constrained whole number: `offset` from the range's lower bound,
    /// written as `form`.
    #[inline]
    pub fn whole(&mut self, form: Whole, offset: u64) {
        match form {
            Whole::Empty => {}
            Whole::Bits(n) => self.bits(offset, u32::from(n)),
            Whole::Octets(n) => {
                self.align();
                self.bits(offset, 8 * u32::from(n));
            }
            Whole::Length { max_octets } => {
                let octets = octets_for(offset);
                let len_bits = u32::BITS - u32::from(max_octets.saturating_sub(1)).leading_zeros();
                self.bits(u64::from(octets - 1), len_bits);
                self.align();
                self.bits(offset, 8 * octets);
            }
        }
    }

    /// A normally small non-negative whole number (X.691 §11.6).
    pub fn normally_small(&mut self, n: u64) {
        if n < 64 {
            self.bit(false);
            self.bits(n, 6);
        } else {
            self.bit(true);
            self.semi_constrained(n);
        }
    }

    /// A semi-constrained whole number's offset (X.691 §11.7): its length,
    /// then the fewest octets.
    pub fn semi_constrained(&mut self, offset: u64) {
        let octets = octets_for(offset);
        self.length(LengthOf::Unconstrained, octets as usize);
        self.align();
        self.bits(offset, 8 * octets);
    }

    /// Integer octets already in their fewest form (X.691 §11.7, §11.8),
    /// after their length.
    pub fn integer_octets(&mut self, octets: &[u8]) {
        self.length(LengthOf::Unconstrained, octets.len());
        self.align();
        self.octets(octets);
    }

    /// The length determinant of `count` items in the form `form`, or of
    /// the first part of them: returns how many items to write before the
    /// next call, which continues with what is left (X.691 §11.9.3.8: while
    /// 16K items or more are left, a fragment of 16K, 32K, 48K or 64K; then
    /// the rest, which may be none).
    pub fn length(&mut self, form: LengthOf, count: usize) -> usize {
        self.length_part(form, count).0
    }

    /// [`PerWriter::length`], and whether another length follows the items.
    pub fn length_part(&mut self, form: LengthOf, count: usize) -> (usize, bool) {
        match form {
            LengthOf::Fixed(_) => (count, false),
            LengthOf::Constrained { lb, whole, .. } => {
                self.whole(whole, (count - lb) as u64);
                (count, false)
            }
            LengthOf::Unconstrained => {
                self.align();
                if count < 128 {
                    self.bits(count as u64, 8);
                    (count, false)
                } else if count < K16 {
                    self.bits(0x8000 | count as u64, 16);
                    (count, false)
                } else {
                    let m = (count / K16).min(4);
                    self.bits(0xC0 | m as u64, 8);
                    (m * K16, true)
                }
            }
        }
    }
}

/// The fewest octets holding `n` (one for zero).
fn octets_for(n: u64) -> u32 {
    (u64::BITS - n.leading_zeros()).div_ceil(8).max(1)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::per::PerReader;

    fn written(variant: PerVariant, f: impl FnOnce(&mut PerWriter)) -> Vec<u8> {
        let mut w = PerWriter::new(variant);
        f(&mut w);
        w.finish()
    }

    #[test]
    fn whole_numbers_as_both_oracles_write_them() {
        // INTEGER (0..65536) value 5.
        assert_eq!(written(PerVariant::Unaligned, |w| w.whole(Whole::Bits(17), 5)), [0x00, 0x02, 0x80]);
        assert_eq!(written(PerVariant::Aligned, |w| w.whole(Whole::Length { max_octets: 3 }, 5)), [0x00, 0x05]);
        assert_eq!(
            written(PerVariant::Aligned, |w| {
                w.bit(true);
                w.whole(Whole::Octets(1), 200);
            }),
            [0x80, 0xC8]
        );
    }

    #[test]
    fn nothing_written_is_one_zero_octet() {
        assert_eq!(written(PerVariant::Unaligned, |_| {}), [0]);
        assert_eq!(written(PerVariant::Aligned, |w| w.bits(0b101, 3)), [0b1010_0000]);
    }

    #[test]
    fn lengths_fragment_at_16k_with_a_final_part_that_may_be_empty() {
        let mut w = PerWriter::new(PerVariant::Aligned);
        // 65536 items: one fragment of 64K, then a length of none.
        assert_eq!(w.length_part(LengthOf::Unconstrained, 65_536), (65_536, true));
        assert_eq!(w.length_part(LengthOf::Unconstrained, 0), (0, false));
        // 100000 items: 64K, 32K, then 1696.
        assert_eq!(w.length_part(LengthOf::Unconstrained, 100_000), (65_536, true));
        assert_eq!(w.length_part(LengthOf::Unconstrained, 34_464), (32_768, true));
        assert_eq!(w.length_part(LengthOf::Unconstrained, 1_696), (1_696, false));
        assert_eq!(w.finish(), [0xC4, 0x00, 0xC4, 0xC2, 0x86, 0xA0]);
    }

    #[test]
    fn what_is_written_reads_back_in_both_variants() {
        for variant in [PerVariant::Aligned, PerVariant::Unaligned] {
            let forms = [
                (Whole::Bits(3), 5u64),
                (Whole::Octets(2), 40_000),
                (Whole::Length { max_octets: 3 }, 70_000),
                (Whole::Empty, 0),
                (Whole::Bits(1), 1),
            ];
            let mut w = PerWriter::new(variant);
            for &(form, v) in &forms {
                w.bit(true);
                w.whole(form, v);
            }
            w.normally_small(5);
            w.normally_small(1_000);
            w.integer_octets(&[0x01, 0x00]);
            w.length(LengthOf::Constrained { lb: 1, ub: 4, whole: Whole::Bits(2) }, 3);
            let bytes = w.finish();
            let mut r = PerReader::new(&bytes, variant, true);
            for &(form, v) in &forms {
                assert!(r.bit().unwrap());
                assert_eq!(r.whole(form, u64::MAX).unwrap(), v, "{variant:?} {form:?}");
            }
            assert_eq!(r.normally_small().unwrap(), 5);
            assert_eq!(r.normally_small().unwrap(), 1_000);
            assert_eq!(r.integer_octets(false).unwrap().len(), 2);
            assert_eq!(r.length(LengthOf::Constrained { lb: 1, ub: 4, whole: Whole::Bits(2) }).unwrap().count, 3);
            r.finish().unwrap();
        }
    }
}
