//! BIT STRING: unused-bit count and content, borrowed.

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag, Writer};

/// A BIT STRING.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BitString<'a> {
    unused: u8,
    bytes: &'a [u8],
}

impl<'a> BitString<'a> {
    /// From content known to be valid (generated constants).
    pub const fn from_static(unused: u8, bytes: &'static [u8]) -> BitString<'a> {
        BitString { unused, bytes }
    }

    /// From whole bytes and a count of unused bits in the last one; checks
    /// the DER rules (at most 7, none in an empty string, padding zero).
    pub fn new(unused: u8, bytes: &'a [u8]) -> Result<BitString<'a>> {
        check(unused, bytes, 0)?;
        Ok(BitString { unused, bytes })
    }

    /// The octets holding the bits, padding included.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Unused bits in the last octet.
    pub fn unused_bits(&self) -> u8 {
        self.unused
    }

    /// Number of bits.
    pub fn len(&self) -> usize {
        (self.bytes.len() * 8).saturating_sub(usize::from(self.unused))
    }

    /// Whether there are no bits.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bit `i` (bit 0 is the most significant bit of the first octet);
    /// `false` beyond the end, as named bits are read.
    pub fn bit(&self, i: usize) -> bool {
        i < self.len() && self.bytes[i / 8] & (0x80 >> (i % 8)) != 0
    }

    /// Decodes content with the rule for types with named bits: DER drops
    /// trailing zero bits, so the last bit present must be a one.
    pub fn decode_named<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<BitString<'a>> {
        let offset = r.offset();
        let value = Self::decode_content(r)?;
        if let Some(&last) = value.bytes.last() {
            if last & (1 << value.unused) == 0 {
                // BER may keep trailing zero bits (X.690 §11.2.2 is DER's):
                // the same value without them is a prefix of the octets.
                let Some(space) = r.space() else {
                    return Err(Error::new(ErrorKind::BitStringTrailingZero, offset));
                };
                space.note_irregular();
                return Ok(value.without_trailing_zeros());
            }
        }
        Ok(value)
    }

    /// The same named bits without the zero bits after the last one: the
    /// value DER writes (X.690 §11.2.2), which a type with named bits holds
    /// whatever rule it was read by (X.680 §22.7).
    pub fn without_trailing_zeros(self) -> BitString<'a> {
        match (0..self.len()).rev().find(|&i| self.bit(i)) {
            None => BitString { unused: 0, bytes: &[] },
            Some(last) => {
                let len = last + 1;
                let octets = len.div_ceil(8);
                BitString { unused: (octets * 8 - len) as u8, bytes: &self.bytes[..octets] }
            }
        }
    }
}

fn check(unused: u8, bytes: &[u8], offset: usize) -> Result<()> {
    let bad = match bytes.last() {
        None => unused != 0,
        Some(&last) => unused > 7 || last & ((1u16 << unused) - 1) as u8 != 0,
    };
    if bad {
        Err(Error::new(ErrorKind::InvalidBitString, offset))
    } else {
        Ok(())
    }
}

impl<'a> DerValue<'a> for BitString<'a> {
    const TAG: Tag = Tag::BIT_STRING;
    const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Bits);
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<BitString<'a>> {
        let offset = r.offset();
        let (&unused, bytes) =
            r.take_rest().split_first().ok_or_else(|| Error::new(ErrorKind::InvalidBitString, offset))?;
        if r.is_checked() {
            return Ok(BitString { unused, bytes });
        }
        match (check(unused, bytes, offset), r.space()) {
            (Ok(()), _) => Ok(BitString { unused, bytes }),
            // BER leaves the unused bits' values to the sender (X.690
            // §8.6.2.3); DER has them zero, so they are cleared in a copy.
            (Err(_), Some(space)) if unused <= 7 && !bytes.is_empty() => {
                space.note_irregular();
                let copy = space.take(bytes.len(), offset)?;
                copy.copy_from_slice(bytes);
                let last = copy.len() - 1;
                copy[last] &= !((1u8 << unused) - 1);
                Ok(BitString { unused, bytes: copy })
            }
            (Err(e), _) => Err(e),
        }
    }
    #[inline]
    fn encode_content<W: Writer>(&self, w: &mut W) -> Result<()> {
        w.write(&[self.unused]);
        w.write(self.bytes);
        Ok(())
    }
}
natural_der!(BitString<'a>, "BIT STRING");

/// The bits as `'0101…'B`.
impl fmt::Display for BitString<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("'")?;
        for i in 0..self.len() {
            f.write_str(if self.bit(i) { "1" } else { "0" })?;
        }
        f.write_str("'B")
    }
}

impl fmt::Debug for BitString<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BitString({self})")
    }
}
