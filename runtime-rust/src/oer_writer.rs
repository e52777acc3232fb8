//! OER encoding (X.696): the pieces generated OER encoders write, always in
//! their CANONICAL-OER form, which BASIC-OER decoders accept too.

use alloc::vec::Vec;

use crate::{Class, Error, ErrorKind, Result};

/// Appends OER to a vector.
#[derive(Debug, Default)]
pub struct OerWriter {
    out: Vec<u8>,
}

impl OerWriter {
    /// An empty writer.
    pub fn new() -> OerWriter {
        OerWriter::default()
    }

    /// An empty writer with room for `capacity` octets: one allocation
    /// for a value of that size, where growing from nothing takes several.
    pub fn with_capacity(capacity: usize) -> OerWriter {
        OerWriter { out: Vec::with_capacity(capacity) }
    }

    /// What has been written.
    pub fn into_bytes(self) -> Vec<u8> {
        self.out
    }

    /// What has been written so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.out
    }

    /// The octets written, to append DER content to in place (a DER
    /// writer over a vector appends).
    pub(crate) fn octets(&mut self) -> &mut Vec<u8> {
        &mut self.out
    }

    /// Appends octets as they are.
    #[inline]
    pub fn write(&mut self, octets: &[u8]) {
        self.out.extend_from_slice(octets);
    }

    /// Appends one octet.
    #[inline]
    pub fn octet(&mut self, octet: u8) {
        self.out.push(octet);
    }

    /// A length determinant (X.696 §8.6) in its shortest form.
    pub fn length(&mut self, len: usize) {
        if len < 0x80 {
            self.out.push(len as u8);
            return;
        }
        let bytes = (len as u64).to_be_bytes();
        let skip = bytes.iter().take_while(|&&b| b == 0).count();
        self.out.push(0x80 | (8 - skip) as u8);
        self.out.extend_from_slice(&bytes[skip..]);
    }

    /// Octets after their length determinant.
    pub fn length_prefixed(&mut self, octets: &[u8]) {
        self.length(octets.len());
        self.write(octets);
    }

    /// What `content` writes, after a length determinant: an open type, an
    /// extension addition. The length is written once the content is
    /// known, widened in place when it takes more than one octet.
    pub fn wrapped(&mut self, content: impl FnOnce(&mut OerWriter) -> Result<()>) -> Result<()> {
        let at = self.out.len();
        self.out.push(0);
        content(self)?;
        let len = self.out.len() - at - 1;
        if len < 0x80 {
            self.out[at] = len as u8;
            return Ok(());
        }
        // The long form: 0x80 | n, then the length in n octets.
        let bytes = (len as u64).to_be_bytes();
        let skip = bytes.iter().take_while(|&&b| b == 0).count();
        self.out[at] = 0x80 | (8 - skip) as u8;
        self.out.splice(at + 1..at + 1, bytes[skip..].iter().copied());
        Ok(())
    }

    /// BOOLEAN (X.696 §9).
    #[inline]
    pub fn boolean(&mut self, value: bool) {
        self.out.push(if value { 0xFF } else { 0x00 });
    }

    /// An unsigned integer in a fixed width of 1, 2, 4 or 8 octets.
    #[inline]
    pub fn unsigned_fixed(&mut self, value: u64, octets: usize) {
        self.out.extend_from_slice(&value.to_be_bytes()[8 - octets..]);
    }

    /// A two's complement integer in a fixed width of 1, 2, 4 or 8 octets.
    #[inline]
    pub fn signed_fixed(&mut self, value: i64, octets: usize) {
        self.out.extend_from_slice(&value.to_be_bytes()[8 - octets..]);
    }

    /// A non-negative integer given by its DER content (minimal two's
    /// complement), length-prefixed in its fewest unsigned octets (X.696
    /// §10). A negative value is an error: the type's range excludes it.
    pub fn unsigned_from_der(&mut self, content: &[u8]) -> Result<()> {
        match content {
            [first, ..] if first & 0x80 != 0 => Err(Error::new(ErrorKind::ValueOutOfRange, 0)),
            [0, rest @ ..] if !rest.is_empty() => {
                self.length_prefixed(rest);
                Ok(())
            }
            _ => {
                self.length_prefixed(content);
                Ok(())
            }
        }
    }

    /// A length-prefixed two's complement integer given by its DER content
    /// (X.696 §10).
    pub fn signed_from_der(&mut self, content: &[u8]) {
        self.length_prefixed(content);
    }

    /// A length-prefixed integer held natively: unsigned or two's
    /// complement, in its fewest octets.
    pub fn integer(&mut self, value: i128, signed: bool) {
        let bytes = value.to_be_bytes();
        let skip = if signed {
            let mut skip = 0;
            while skip < 15 {
                let (b, next) = (bytes[skip], bytes[skip + 1]);
                if (b == 0 && next & 0x80 == 0) || (b == 0xFF && next & 0x80 != 0) {
                    skip += 1;
                } else {
                    break;
                }
            }
            skip
        } else {
            bytes.iter().take_while(|&&b| b == 0).count().min(15)
        };
        self.length_prefixed(&bytes[skip..]);
    }

    /// An ENUMERATED number (X.696 §11) in its shortest form.
    pub fn enumerated(&mut self, value: i64) {
        if (0..=127).contains(&value) {
            self.out.push(value as u8);
            return;
        }
        let at = self.out.len();
        self.integer(value.into(), true);
        self.out[at] |= 0x80;
    }

    /// A tag (X.696 §8.7).
    pub fn tag(&mut self, class: Class, number: u32) {
        let class = (class as u8) << 6;
        if number < 63 {
            self.out.push(class | number as u8);
            return;
        }
        self.out.push(class | 0x3F);
        let groups = (32 - number.leading_zeros()).div_ceil(7);
        for i in (0..groups).rev() {
            let group = ((number >> (7 * i)) & 0x7F) as u8;
            self.out.push(if i == 0 { group } else { group | 0x80 });
        }
    }

    /// A quantity field (X.696 §17): the number of elements.
    pub fn quantity(&mut self, count: usize) {
        let bytes = (count as u64).to_be_bytes();
        let skip = bytes.iter().take_while(|&&b| b == 0).count().min(7);
        self.length_prefixed(&bytes[skip..]);
    }

    /// A preamble or presence bitmap: `bits`, most significant first, in
    /// as many octets as they need, padded with zero bits.
    pub fn bits(&mut self, bits: impl IntoIterator<Item = bool>) {
        let mut octet = 0u8;
        let mut n = 0;
        for bit in bits {
            if bit {
                octet |= 0x80 >> (n % 8);
            }
            n += 1;
            if n % 8 == 0 {
                self.out.push(octet);
                octet = 0;
            }
        }
        if n % 8 != 0 {
            self.out.push(octet);
        }
    }

    /// The extension addition presence bitmap (X.696 §16): one bit per
    /// addition of the type, absent ones too, so that a decoder of
    /// another version knows how many open types follow. Nothing is
    /// written when none is present (the extension bit is then clear).
    pub fn extension_bitmap(&mut self, present: &[bool]) {
        self.extension_bitmap_with(present, core::iter::empty());
    }

    /// [`OerWriter::extension_bitmap`] with the bits of additions the
    /// schema does not know after the known ones, as they were read.
    pub fn extension_bitmap_with(&mut self, present: &[bool], unknown: impl Iterator<Item = bool> + Clone) {
        if !present.contains(&true) && !unknown.clone().any(|p| p) {
            return;
        }
        let len = present.len() + unknown.clone().count();
        self.length(1 + len.div_ceil(8));
        self.out.push(((8 - len % 8) % 8) as u8);
        self.bits(present.iter().copied().chain(unknown));
    }

    /// A BIT STRING of variable size from its DER content (the unused-bits
    /// octet, then the bits): the same octets after a length determinant
    /// (X.696 §13.3).
    pub fn bit_string_from_der(&mut self, content: &[u8]) {
        self.length_prefixed(content);
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{OerReader, OerRule};

    fn written(f: impl FnOnce(&mut OerWriter)) -> Vec<u8> {
        let mut w = OerWriter::new();
        f(&mut w);
        w.into_bytes()
    }

    #[test]
    fn lengths_are_shortest() {
        assert_eq!(written(|w| w.length(5)), [0x05]);
        assert_eq!(written(|w| w.length(127)), [0x7F]);
        assert_eq!(written(|w| w.length(128)), [0x81, 0x80]);
        assert_eq!(written(|w| w.length(65_536)), [0x83, 0x01, 0x00, 0x00]);
    }

    #[test]
    fn wrapped_content_gets_its_length_in_front() {
        let long = written(|w| {
            w.wrapped(|w| {
                w.write(&[7; 200]);
                Ok(())
            })
            .unwrap()
        });
        assert_eq!(&long[..3], [0x81, 200, 7]);
        assert_eq!(long.len(), 202);
        let short = written(|w| {
            w.wrapped(|w| {
                w.octet(9);
                Ok(())
            })
            .unwrap()
        });
        assert_eq!(short, [0x01, 0x09]);
    }

    #[test]
    fn integers() {
        assert_eq!(written(|w| w.unsigned_fixed(256, 2)), [0x01, 0x00]);
        assert_eq!(written(|w| w.signed_fixed(-129, 2)), [0xFF, 0x7F]);
        assert_eq!(written(|w| w.integer(128, false)), [0x01, 0x80]);
        assert_eq!(written(|w| w.integer(128, true)), [0x02, 0x00, 0x80]);
        assert_eq!(written(|w| w.integer(-128, true)), [0x01, 0x80]);
        assert_eq!(written(|w| w.integer(0, false)), [0x01, 0x00]);
        assert_eq!(written(|w| w.unsigned_from_der(&[0x00, 0x80]).unwrap()), [0x01, 0x80]);
        assert_eq!(written(|w| w.unsigned_from_der(&[0x00]).unwrap()), [0x01, 0x00]);
        assert!(OerWriter::new().unsigned_from_der(&[0x80]).is_err());
    }

    #[test]
    fn enumerated_and_tags_read_back() {
        for n in [0i64, 5, 127, 128, -1, -128, 1000, i64::MIN, i64::MAX] {
            let bytes = written(|w| w.enumerated(n));
            assert_eq!(OerReader::new(&bytes, OerRule::Canonical).enumerated().unwrap(), n, "{n}");
        }
        for (class, number) in
            [(Class::Context, 0), (Class::Private, 62), (Class::Application, 63), (Class::Context, 1000)]
        {
            let bytes = written(|w| w.tag(class, number));
            assert_eq!(OerReader::new(&bytes, OerRule::Canonical).tag().unwrap(), (class, number));
        }
        assert_eq!(written(|w| w.tag(Class::Context, 1000)), [0xBF, 0x87, 0x68]);
    }

    #[test]
    fn bitmaps() {
        assert_eq!(written(|w| w.bits([true, false, true])), [0b1010_0000]);
        assert_eq!(written(|w| w.bits([true; 9])), [0xFF, 0x80]);
        assert_eq!(written(|w| w.bits([])), [] as [u8; 0]);
        assert_eq!(written(|w| w.extension_bitmap(&[false, true, false])), [0x02, 0x05, 0b0100_0000]);
        assert_eq!(written(|w| w.extension_bitmap(&[false, false])), [] as [u8; 0]);
        let eight = written(|w| w.extension_bitmap(&[true; 8]));
        assert_eq!(eight, [0x02, 0x00, 0xFF]);
        let bits = OerReader::new(&eight, OerRule::Canonical).extension_bitmap().unwrap();
        assert_eq!(bits.len(), 8);
    }

    #[test]
    fn quantities_read_back() {
        for n in [0usize, 1, 255, 256, 70_000] {
            let bytes = written(|w| w.quantity(n));
            assert_eq!(OerReader::new(&bytes, OerRule::Canonical).quantity().unwrap(), n);
        }
    }
}
