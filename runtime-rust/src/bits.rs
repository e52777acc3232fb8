//! BIT STRING: unused-bit count and content, borrowed.

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Reader, Result, Tag, Writer};

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
    pub fn decode_named(r: &mut Reader<'a>) -> Result<BitString<'a>> {
        let offset = r.offset();
        let value = Self::decode_content(r)?;
        if let Some(&last) = value.bytes.last() {
            if last & (1 << value.unused) == 0 {
                return Err(Error::new(ErrorKind::BitStringTrailingZero, offset));
            }
        }
        Ok(value)
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
    #[inline]
    fn decode_content(r: &mut Reader<'a>) -> Result<BitString<'a>> {
        let offset = r.offset();
        let (&unused, bytes) =
            r.take_rest().split_first().ok_or_else(|| Error::new(ErrorKind::InvalidBitString, offset))?;
        check(unused, bytes, offset)?;
        Ok(BitString { unused, bytes })
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
