//! OER and CANONICAL-OER (X.696) decoding: the octet reader generated OER
//! decoders call. It reads the pieces every type is made of (length
//! determinants, fixed-width and length-prefixed integers, ENUMERATED
//! numbers, tags, quantity fields, presence bitmaps, BIT STRING contents)
//! and refuses, at the byte where it is, what its rule does not allow:
//! BASIC-OER accepts what X.696 lets an encoder write, CANONICAL-OER only
//! the one encoding of each value.
//!
//! OER has no tags or lengths of its own around most values, so a reader
//! knows where a value ends only from the schema: generated code asks for
//! each piece in turn, and strings borrow the input.

use crate::{Error, ErrorKind, Result, MAX_DEPTH};

/// Which OER a reader accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OerRule {
    /// BASIC-OER: also long-form lengths below 128, lengths and integers
    /// with leading zero octets, any non-zero octet as TRUE, non-zero
    /// padding bits, DEFAULT values encoded, SET OF in any order.
    Basic,
    /// CANONICAL-OER: the one encoding of each value.
    Canonical,
}

/// An OER error with its reason, which names the clause of X.696.
fn oer_error(what: &'static str, offset: usize) -> Error {
    Error::new(ErrorKind::Oer(what), offset)
}

/// Reads OER octet by octet. Offsets in errors count from the start of the
/// whole input.
#[derive(Clone, Debug)]
pub struct OerReader<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
    rule: OerRule,
    depth: u8,
}

/// A presence bitmap or an extension bitmap: bit `i` counts from the most
/// significant bit of the first octet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bits<'a> {
    octets: &'a [u8],
    len: usize,
}

impl<'a> Bits<'a> {
    /// The first `len` bits of `octets`.
    #[cfg(feature = "per")]
    pub(crate) fn from_octets(octets: &'a [u8], len: usize) -> Bits<'a> {
        Bits { octets, len }
    }

    /// Whether bit `i` is set; bits past the end are clear.
    #[inline]
    pub fn get(&self, i: usize) -> bool {
        i < self.len && self.octets[i / 8] & (0x80 >> (i % 8)) != 0
    }

    /// How many bits there are.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<'a> OerReader<'a> {
    /// A reader of `data` under `rule`.
    pub fn new(data: &'a [u8], rule: OerRule) -> OerReader<'a> {
        OerReader { data, pos: 0, base: 0, rule, depth: 0 }
    }

    /// The rule it reads by.
    pub fn rule(&self) -> OerRule {
        self.rule
    }

    /// Whether only canonical encodings are accepted.
    #[inline]
    pub fn is_canonical(&self) -> bool {
        self.rule == OerRule::Canonical
    }

    /// The offset of the next octet in the whole input.
    #[inline]
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Whether everything has been read.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.pos == self.data.len()
    }

    /// What is left, unread.
    #[inline]
    pub fn remaining(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// Fails unless everything has been read.
    pub fn finish(&self) -> Result<()> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(Error::new(ErrorKind::TrailingData, self.offset()))
        }
    }

    /// The next `n` octets, borrowed.
    #[inline]
    pub fn take(&mut self, n: usize) -> Result<&'a [u8]> {
        match self.data.get(self.pos..).and_then(|rest| rest.get(..n)) {
            Some(octets) => {
                self.pos += n;
                Ok(octets)
            }
            None => Err(Error::new(ErrorKind::Truncated, self.offset())),
        }
    }

    /// The next octet.
    #[inline]
    pub fn octet(&mut self) -> Result<u8> {
        Ok(self.take(1)?[0])
    }

    /// A length determinant (X.696 §8.6): one octet below 128, else 0x80
    /// plus the number of octets that follow, then the length in them.
    /// CANONICAL-OER takes the short form below 128 and the long form in
    /// the fewest octets only.
    #[inline]
    pub fn length(&mut self) -> Result<usize> {
        // The short form, which nearly every length takes.
        if let Some(&first) = self.data.get(self.pos).filter(|&&o| o < 0x80) {
            self.pos += 1;
            return Ok(first.into());
        }
        self.length_long()
    }

    fn length_long(&mut self) -> Result<usize> {
        let at = self.offset();
        let octets = match self.short_or_long("a length determinant of 0x80 has no length octets (X.696 §8.6)")? {
            Ok(short) => return Ok(short.into()),
            Err(octets) => octets,
        };
        let n = octets.len();
        let significant = octets.iter().position(|&o| o != 0).map_or(&[][..], |i| &octets[i..]);
        if significant.len() > 4 {
            return Err(Error::new(ErrorKind::LengthTooLarge, at));
        }
        let len = significant.iter().fold(0usize, |acc, &o| (acc << 8) | usize::from(o));
        if self.is_canonical() && (len < 0x80 || significant.len() != n) {
            return Err(Error::new(ErrorKind::NonMinimalLength, at));
        }
        Ok(len)
    }

    /// A length determinant and the octets it counts, borrowed; fails when
    /// they run past the end.
    #[inline]
    pub fn length_prefixed(&mut self) -> Result<&'a [u8]> {
        let at = self.offset();
        let len = self.length()?;
        if len > self.data.len() - self.pos {
            return Err(Error::new(ErrorKind::LengthBeyondParent, at));
        }
        self.take(len)
    }

    /// A value wrapped as an open type (a length determinant, then its
    /// encoding) as a reader of its own, one level deeper: an extension
    /// addition, an addition alternative, an open type's value. Offsets in
    /// its errors still count from the start of the input.
    pub fn open_type(&mut self) -> Result<OerReader<'a>> {
        if self.depth >= MAX_DEPTH {
            return Err(Error::new(ErrorKind::TooDeep, self.offset()));
        }
        let data = self.length_prefixed()?;
        let base = self.offset() - data.len();
        Ok(OerReader { data, pos: 0, base, rule: self.rule, depth: self.depth + 1 })
    }

    /// One level deeper for a value inside this one (a component's SEQUENCE),
    /// so that nesting is bounded whatever the input.
    #[inline]
    pub fn enter(&mut self) -> Result<()> {
        if self.depth >= MAX_DEPTH {
            return Err(Error::new(ErrorKind::TooDeep, self.offset()));
        }
        self.depth += 1;
        Ok(())
    }

    /// Back out of [`OerReader::enter`].
    #[inline]
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// BOOLEAN (X.696 §9): 0x00 is FALSE and 0xFF TRUE; BASIC-OER also
    /// takes any other non-zero octet as TRUE.
    pub fn boolean(&mut self) -> Result<bool> {
        let at = self.offset();
        match self.octet()? {
            0 => Ok(false),
            0xFF => Ok(true),
            _ if self.is_canonical() => Err(Error::new(ErrorKind::InvalidBoolean, at)),
            _ => Ok(true),
        }
    }

    /// The form lengths and ENUMERATED numbers share (X.696 §8.6, §11): one
    /// octet below 0x80 (`Ok`), or 0x80 plus a count and that many octets
    /// (`Err`, the octets); a count of zero is the error `empty`.
    fn short_or_long(&mut self, empty: &'static str) -> Result<core::result::Result<u8, &'a [u8]>> {
        let at = self.offset();
        let first = self.octet()?;
        if first < 0x80 {
            return Ok(Ok(first));
        }
        match usize::from(first & 0x7F) {
            0 => Err(oer_error(empty, at)),
            n => Ok(Err(self.take(n)?)),
        }
    }

    /// An unsigned integer of a fixed width of 1, 2, 4 or 8 octets (X.696
    /// §10: a range with a lower bound of zero or more).
    #[inline]
    pub fn unsigned_fixed(&mut self, octets: usize) -> Result<u64> {
        Ok(self.take(octets)?.iter().fold(0u64, |acc, &o| (acc << 8) | u64::from(o)))
    }

    /// A two's complement integer of a fixed width of 1, 2, 4 or 8 octets.
    #[inline]
    pub fn signed_fixed(&mut self, octets: usize) -> Result<i64> {
        let bytes = self.take(octets)?;
        let negative = bytes.first().is_some_and(|&b| b & 0x80 != 0);
        let start = if negative { -1i64 } else { 0 };
        Ok(bytes.iter().fold(start, |acc, &o| (acc << 8) | i64::from(o)))
    }

    /// A length-prefixed non-negative integer (X.696 §10: a lower bound of
    /// zero or more and no upper bound in 8 octets): its big-endian octets,
    /// at least one, without leading zero octets. CANONICAL-OER refuses
    /// them; BASIC-OER drops them.
    pub fn unsigned(&mut self) -> Result<&'a [u8]> {
        let at = self.offset();
        let octets = self.length_prefixed()?;
        let zeros = octets.iter().take_while(|&&o| o == 0).count().min(octets.len().saturating_sub(1));
        match octets {
            [] => Err(Error::new(ErrorKind::EmptyInteger, at)),
            _ if zeros > 0 && self.is_canonical() => Err(Error::new(ErrorKind::NonMinimalInteger, at)),
            _ => Ok(&octets[zeros..]),
        }
    }

    /// A length-prefixed two's complement integer (X.696 §10): its content
    /// octets as the DER content of the same INTEGER. CANONICAL-OER refuses
    /// a redundant leading octet; BASIC-OER drops it.
    pub fn signed(&mut self) -> Result<&'a [u8]> {
        let at = self.offset();
        let mut octets = self.length_prefixed()?;
        if octets.is_empty() {
            return Err(Error::new(ErrorKind::EmptyInteger, at));
        }
        // BASIC-OER's redundant leading octets are dropped: what is left is
        // the DER content of the same value.
        while let [first @ (0x00 | 0xFF), next, ..] = octets {
            if (*first == 0xFF) != (next & 0x80 != 0) {
                break;
            }
            if self.is_canonical() {
                return Err(Error::new(ErrorKind::NonMinimalInteger, at));
            }
            octets = &octets[1..];
        }
        Ok(octets)
    }

    /// An ENUMERATED number (X.696 §11): one octet for 0 to 127; else 0x80
    /// plus the number of octets, then the number in two's complement in
    /// them. CANONICAL-OER takes the short form for 0 to 127 and the
    /// fewest octets only.
    pub fn enumerated(&mut self) -> Result<i64> {
        let at = self.offset();
        let octets = match self.short_or_long("an ENUMERATED of 0x80 has no value octets (X.696 §11)")? {
            Ok(short) => return Ok(short.into()),
            Err(octets) => octets,
        };
        let n = octets.len();
        if n > 8 {
            return Err(Error::new(ErrorKind::ValueOutOfRange, at));
        }
        let negative = octets[0] & 0x80 != 0;
        let value = octets.iter().fold(if negative { -1i64 } else { 0 }, |acc, &o| (acc << 8) | i64::from(o));
        let redundant =
            n > 1 && ((octets[0] == 0 && octets[1] & 0x80 == 0) || (octets[0] == 0xFF && octets[1] & 0x80 != 0));
        if self.is_canonical() && (redundant || (0..=127).contains(&value)) {
            return Err(oer_error("ENUMERATED not in its shortest form (X.696 §11)", at));
        }
        Ok(value)
    }

    /// A tag (X.696 §8.7): the class in the two high bits, the number in
    /// the six low bits, or 63 there and the number in base 128 after.
    /// Both rules refuse a number that the shorter form could hold and a
    /// leading 0x80 octet, since X.696 gives each tag one encoding.
    #[inline]
    pub fn tag(&mut self) -> Result<(crate::Class, u32)> {
        let at = self.offset();
        let first = self.octet()?;
        let class = match first >> 6 {
            0 => crate::Class::Universal,
            1 => crate::Class::Application,
            2 => crate::Class::Context,
            _ => crate::Class::Private,
        };
        let low = u32::from(first & 0x3F);
        if low < 63 {
            return Ok((class, low));
        }
        self.tag_long(class, at)
    }

    /// A tag number after the first octet's 63.
    fn tag_long(&mut self, class: crate::Class, at: usize) -> Result<(crate::Class, u32)> {
        let mut number: u32 = 0;
        for i in 0.. {
            let o = self.octet()?;
            if i == 0 && o == 0x80 {
                return Err(Error::new(ErrorKind::NonMinimalTag, at));
            }
            if number > crate::MAX_TAG_NUMBER >> 7 {
                return Err(Error::new(ErrorKind::TagTooLarge, at));
            }
            number = (number << 7) | u32::from(o & 0x7F);
            if o & 0x80 == 0 {
                break;
            }
        }
        if number < 63 {
            return Err(Error::new(ErrorKind::NonMinimalTag, at));
        }
        Ok((class, number))
    }

    /// A quantity field (X.696 §17): a length determinant, then the number
    /// of elements as an unsigned integer in that many octets.
    /// CANONICAL-OER refuses a leading zero octet.
    pub fn quantity(&mut self) -> Result<usize> {
        let at = self.offset();
        let octets = self.length_prefixed()?;
        let significant = octets.iter().position(|&o| o != 0).map_or(&[][..], |i| &octets[i..]);
        if octets.is_empty() {
            return Err(oer_error("a quantity field with no octets (X.696 §17)", at));
        }
        if self.is_canonical() && octets.len() > 1 && octets[0] == 0 {
            return Err(oer_error("quantity field not in its fewest octets (X.696 §17)", at));
        }
        if significant.len() > core::mem::size_of::<usize>().min(4) {
            return Err(Error::new(ErrorKind::LengthTooLarge, at));
        }
        Ok(significant.iter().fold(0usize, |acc, &o| (acc << 8) | usize::from(o)))
    }

    /// The preamble of a SEQUENCE or SET (X.696 §16): `bits` bits (the
    /// extension bit, then one per OPTIONAL or DEFAULT root component) in
    /// as many octets as they need. CANONICAL-OER refuses padding bits
    /// that are not zero.
    #[inline]
    pub fn preamble(&mut self, bits: usize) -> Result<Bits<'a>> {
        let at = self.offset();
        let octets = self.take(bits.div_ceil(8))?;
        if self.is_canonical() && bits % 8 != 0 && octets[octets.len() - 1] & (0xFF >> (bits % 8)) != 0 {
            return Err(oer_error("preamble padding bits not zero (X.696 §16)", at));
        }
        Ok(Bits { octets, len: bits })
    }

    /// The extension addition presence bitmap of a SEQUENCE or SET whose
    /// extension bit is set (X.696 §16): a length determinant, the number
    /// of unused bits, then one bit per extension addition of the
    /// encoder's version of the type (more or fewer than this schema
    /// knows). Both rules refuse an empty bitmap; CANONICAL-OER also
    /// refuses unused bits that are not zero, and a bitmap with no
    /// addition present (the extension bit is then clear).
    pub fn extension_bitmap(&mut self) -> Result<Bits<'a>> {
        let at = self.offset();
        let (unused, octets) = self.bits_content(at)?;
        let len = octets.len() * 8 - unused;
        if len == 0 {
            return Err(oer_error("an extension bitmap with no bits (X.696 §16)", at));
        }
        let bits = Bits { octets, len };
        if self.is_canonical() {
            if !(0..len).any(|i| bits.get(i)) {
                return Err(oer_error("extension bit set but no addition present (X.696 §16)", at));
            }
            if unused > 0 && octets[octets.len() - 1] & (0xFF >> (8 - unused)) != 0 {
                return Err(oer_error("extension bitmap unused bits not zero (X.696 §16)", at));
            }
        }
        Ok(bits)
    }

    /// A BIT STRING of variable size (X.696 §13.3): a length determinant,
    /// the number of unused bits in the last octet, then the bits. Returns
    /// (unused bits, octets): the DER content's layout. CANONICAL-OER
    /// refuses unused bits that are not zero.
    pub fn bit_string(&mut self) -> Result<(u8, &'a [u8])> {
        let at = self.offset();
        let (unused, octets) = self.bits_content(at)?;
        if self.is_canonical() && unused > 0 && octets[octets.len() - 1] & (0xFF >> (8 - unused)) != 0 {
            return Err(Error::new(ErrorKind::InvalidBitString, at));
        }
        Ok((unused as u8, octets))
    }

    /// A BIT STRING of the fixed size `bits` (X.696 §13.2): the bits in as
    /// many octets as they need. CANONICAL-OER refuses padding bits that
    /// are not zero.
    pub fn fixed_bits(&mut self, bits: usize) -> Result<&'a [u8]> {
        let at = self.offset();
        let octets = self.take(bits.div_ceil(8))?;
        if self.is_canonical() && bits % 8 != 0 && octets[octets.len() - 1] & (0xFF >> (bits % 8)) != 0 {
            return Err(Error::new(ErrorKind::InvalidBitString, at));
        }
        Ok(octets)
    }

    /// The unused-bits octet and the bits after it, with a length
    /// determinant in front.
    fn bits_content(&mut self, at: usize) -> Result<(usize, &'a [u8])> {
        let content = self.length_prefixed()?;
        let (&unused, octets) = content.split_first().ok_or_else(|| Error::new(ErrorKind::InvalidBitString, at))?;
        if unused > 7 || (octets.is_empty() && unused != 0) {
            return Err(Error::new(ErrorKind::InvalidBitString, at));
        }
        Ok((usize::from(unused), octets))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn basic(data: &[u8]) -> OerReader<'_> {
        OerReader::new(data, OerRule::Basic)
    }

    fn canonical(data: &[u8]) -> OerReader<'_> {
        OerReader::new(data, OerRule::Canonical)
    }

    fn kind<T: core::fmt::Debug>(r: Result<T>) -> ErrorKind {
        r.unwrap_err().kind()
    }

    #[test]
    fn lengths_short_and_long() {
        assert_eq!(canonical(&[0x05]).length().unwrap(), 5);
        assert_eq!(canonical(&[0x81, 0x80]).length().unwrap(), 128);
        assert_eq!(canonical(&[0x83, 0x01, 0x00, 0x00]).length().unwrap(), 65_536);
        // X.696 §8.6: the long form below 128, or with a leading zero octet,
        // is BASIC-OER only.
        assert_eq!(basic(&[0x81, 0x05]).length().unwrap(), 5);
        assert_eq!(kind(canonical(&[0x81, 0x05]).length()), ErrorKind::NonMinimalLength);
        assert_eq!(basic(&[0x82, 0x00, 0x80]).length().unwrap(), 128);
        assert_eq!(kind(canonical(&[0x82, 0x00, 0x80]).length()), ErrorKind::NonMinimalLength);
        assert!(matches!(kind(basic(&[0x80]).length()), ErrorKind::Oer(_)));
        assert_eq!(kind(basic(&[0x82, 0x01]).length()), ErrorKind::Truncated);
        assert_eq!(kind(basic(&[0x85, 1, 0, 0, 0, 0]).length()), ErrorKind::LengthTooLarge);
        let mut r = basic(&[0x03, 1, 2]);
        assert_eq!(kind(r.length_prefixed()), ErrorKind::LengthBeyondParent);
    }

    #[test]
    fn fixed_width_integers() {
        assert_eq!(basic(&[0xFF]).unsigned_fixed(1).unwrap(), 255);
        assert_eq!(basic(&[0x01, 0x00]).unsigned_fixed(2).unwrap(), 256);
        assert_eq!(basic(&[0xFF]).signed_fixed(1).unwrap(), -1);
        assert_eq!(basic(&[0xFF, 0x7F]).signed_fixed(2).unwrap(), -129);
        assert_eq!(basic(&[0x80, 0, 0, 0, 0, 0, 0, 0]).signed_fixed(8).unwrap(), i64::MIN);
        assert_eq!(kind(basic(&[0x01]).unsigned_fixed(2)), ErrorKind::Truncated);
    }

    #[test]
    fn length_prefixed_integers_are_minimal_in_canonical_oer() {
        assert_eq!(canonical(&[0x01, 0x80]).unsigned().unwrap(), [0x80]);
        assert_eq!(basic(&[0x02, 0x00, 0x80]).unsigned().unwrap(), [0x80]);
        assert_eq!(basic(&[0x02, 0x00, 0x00]).unsigned().unwrap(), [0x00]);
        assert_eq!(kind(canonical(&[0x02, 0x00, 0x80]).unsigned()), ErrorKind::NonMinimalInteger);
        assert_eq!(canonical(&[0x01, 0x00]).unsigned().unwrap(), [0x00]);
        assert_eq!(canonical(&[0x02, 0x00, 0x80]).signed().unwrap(), [0x00, 0x80]);
        assert_eq!(kind(canonical(&[0x02, 0x00, 0x7F]).signed()), ErrorKind::NonMinimalInteger);
        assert_eq!(kind(canonical(&[0x02, 0xFF, 0x80]).signed()), ErrorKind::NonMinimalInteger);
        assert_eq!(canonical(&[0x02, 0xFF, 0x7F]).signed().unwrap(), [0xFF, 0x7F]);
        assert_eq!(basic(&[0x03, 0xFF, 0xFF, 0x80]).signed().unwrap(), [0x80]);
        assert_eq!(basic(&[0x02, 0x00, 0x05]).signed().unwrap(), [0x05]);
        assert_eq!(kind(basic(&[0x00]).signed()), ErrorKind::EmptyInteger);
    }

    #[test]
    fn booleans() {
        assert!(canonical(&[0xFF]).boolean().unwrap());
        assert!(!canonical(&[0x00]).boolean().unwrap());
        assert!(basic(&[0x01]).boolean().unwrap());
        assert_eq!(kind(canonical(&[0x01]).boolean()), ErrorKind::InvalidBoolean);
    }

    #[test]
    fn enumerated_numbers() {
        assert_eq!(canonical(&[0x05]).enumerated().unwrap(), 5);
        assert_eq!(canonical(&[0x81, 0x80]).enumerated().unwrap(), -128);
        assert_eq!(canonical(&[0x82, 0x00, 0x80]).enumerated().unwrap(), 128);
        assert_eq!(canonical(&[0x81, 0xFF]).enumerated().unwrap(), -1);
        assert_eq!(basic(&[0x81, 0x05]).enumerated().unwrap(), 5);
        assert!(matches!(kind(canonical(&[0x81, 0x05]).enumerated()), ErrorKind::Oer(_)));
        assert!(matches!(kind(canonical(&[0x82, 0x00, 0x05]).enumerated()), ErrorKind::Oer(_)));
        assert!(matches!(kind(basic(&[0x80]).enumerated()), ErrorKind::Oer(_)));
    }

    #[test]
    fn tags() {
        assert_eq!(basic(&[0x80]).tag().unwrap(), (crate::Class::Context, 0));
        assert_eq!(basic(&[0x45]).tag().unwrap(), (crate::Class::Application, 5));
        assert_eq!(basic(&[0xBF, 0x3F]).tag().unwrap(), (crate::Class::Context, 63));
        assert_eq!(basic(&[0xBF, 0x87, 0x68]).tag().unwrap(), (crate::Class::Context, 1000));
        assert_eq!(kind(basic(&[0xBF, 0x05]).tag()), ErrorKind::NonMinimalTag);
        assert_eq!(kind(basic(&[0xBF, 0x80, 0x7F]).tag()), ErrorKind::NonMinimalTag);
        assert_eq!(kind(basic(&[0xBF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]).tag()), ErrorKind::TagTooLarge);
        assert_eq!(kind(basic(&[0xBF, 0x87]).tag()), ErrorKind::Truncated);
    }

    #[test]
    fn quantities() {
        assert_eq!(canonical(&[0x01, 0x03]).quantity().unwrap(), 3);
        assert_eq!(canonical(&[0x02, 0x01, 0x00]).quantity().unwrap(), 256);
        assert_eq!(basic(&[0x02, 0x00, 0x03]).quantity().unwrap(), 3);
        assert!(matches!(kind(canonical(&[0x02, 0x00, 0x03]).quantity()), ErrorKind::Oer(_)));
        assert!(matches!(kind(basic(&[0x00]).quantity()), ErrorKind::Oer(_)));
    }

    #[test]
    fn presence_bitmaps() {
        let bits = canonical(&[0b1010_0000]).preamble(3).unwrap();
        assert_eq!((bits.get(0), bits.get(1), bits.get(2), bits.get(3)), (true, false, true, false));
        assert!(basic(&[0b1010_0001]).preamble(3).is_ok());
        assert!(matches!(kind(canonical(&[0b1010_0001]).preamble(3)), ErrorKind::Oer(_)));
        assert!(canonical(&[]).preamble(0).unwrap().is_empty());
        assert_eq!(canonical(&[0xFF, 0x80]).preamble(9).unwrap().len(), 9);
    }

    #[test]
    fn extension_bitmaps() {
        // Two additions, the second present: 2 bits, 6 unused.
        let bits = canonical(&[0x02, 0x06, 0b0100_0000]).extension_bitmap().unwrap();
        assert_eq!((bits.len(), bits.get(0), bits.get(1)), (2, false, true));
        // One bit per addition the encoder knows, absent ones too.
        assert!(canonical(&[0x02, 0x06, 0b1000_0000]).extension_bitmap().is_ok());
        // No addition present: the extension bit should have been clear.
        assert!(basic(&[0x02, 0x06, 0]).extension_bitmap().is_ok());
        assert!(matches!(kind(canonical(&[0x02, 0x06, 0]).extension_bitmap()), ErrorKind::Oer(_)));
        assert!(matches!(kind(canonical(&[0x02, 0x06, 0b0100_0001]).extension_bitmap()), ErrorKind::Oer(_)));
        assert!(matches!(kind(basic(&[0x01, 0x00]).extension_bitmap()), ErrorKind::Oer(_)));
        assert_eq!(kind(basic(&[0x02, 0x08, 0x00]).extension_bitmap()), ErrorKind::InvalidBitString);
    }

    #[test]
    fn bit_strings() {
        assert_eq!(canonical(&[0x02, 0x04, 0xA0]).bit_string().unwrap(), (4, &[0xA0][..]));
        assert_eq!(canonical(&[0x01, 0x00]).bit_string().unwrap(), (0, &[][..]));
        assert_eq!(kind(canonical(&[0x02, 0x04, 0xA1]).bit_string()), ErrorKind::InvalidBitString);
        assert!(basic(&[0x02, 0x04, 0xA1]).bit_string().is_ok());
        assert_eq!(kind(basic(&[0x01, 0x03]).bit_string()), ErrorKind::InvalidBitString);
        assert_eq!(kind(basic(&[0x00]).bit_string()), ErrorKind::InvalidBitString);
        assert_eq!(canonical(&[0xA0]).fixed_bits(4).unwrap(), [0xA0]);
        assert_eq!(kind(canonical(&[0xA1]).fixed_bits(4)), ErrorKind::InvalidBitString);
    }

    #[test]
    fn nesting_is_bounded() {
        let mut r = basic(&[]);
        for _ in 0..MAX_DEPTH {
            r.enter().unwrap();
        }
        assert_eq!(kind(r.enter()), ErrorKind::TooDeep);
        r.leave();
        r.enter().unwrap();
    }

    #[test]
    fn open_types_are_read_on_their_own_with_offsets_of_the_whole_input() {
        let data = [0x02, 0x81, 0x05, 0x07];
        let mut r = canonical(&data);
        let mut inner = r.open_type().unwrap();
        let e = inner.length().unwrap_err();
        assert_eq!((e.kind(), e.offset()), (ErrorKind::NonMinimalLength, 1));
        assert_eq!(r.octet().unwrap(), 0x07);
        r.finish().unwrap();
        assert_eq!(kind(canonical(&[0x00, 0x01]).finish()), ErrorKind::TrailingData);
    }
}
