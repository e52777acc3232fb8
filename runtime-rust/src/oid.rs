//! OBJECT IDENTIFIER and RELATIVE-OID: content octets, borrowed.
//! Comparing two OIDs compares bytes; arcs are decoded only when asked.

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag};

/// Checks sub-identifiers: non-empty, each minimal (no leading 0x80), the
/// last complete, none above 128 bits.
#[inline]
fn check_subidentifiers(bytes: &[u8], offset: usize) -> Result<()> {
    if quickly_valid(bytes) {
        Ok(())
    } else {
        check_subidentifiers_exactly(bytes, offset)
    }
}

/// The usual OID, of at most 16 octets (so no sub-identifier above 112
/// bits), is valid when its last octet is final and no sub-identifier
/// starts with 0x80. From 8 octets on (algorithm OIDs) that is found a
/// word at a time: two overlapping windows cover every octet, and each
/// octet's predecessor is shifted in beside it; shorter ones (attribute
/// types, extensions) octet by octet. `false` sends the OID to the exact
/// check, which finds the error and its offset (or accepts a long arc that
/// fits).
#[inline]
fn quickly_valid(bytes: &[u8]) -> bool {
    let n = bytes.len();
    if n == 0 || n > 16 || bytes[n - 1] & 0x80 != 0 {
        return false;
    }
    if n >= 8 {
        let first = u64::from_le_bytes(bytes[..8].try_into().unwrap_or([0x80; 8]));
        let last = u64::from_le_bytes(bytes[n - 8..].try_into().unwrap_or([0x80; 8]));
        // The octet before the last window, when it is not the first.
        let before_last = if n > 8 { bytes[n - 9] } else { 0 };
        return !starts_with_0x80(first, first << 8) && !starts_with_0x80(last, last << 8 | u64::from(before_last));
    }
    let mut at_start = true;
    for &b in bytes {
        if at_start && b == 0x80 {
            return false;
        }
        at_start = b < 0x80;
    }
    true
}

/// Whether an octet of `octets` (little-endian) is 0x80 where the octet
/// before it, at the same place in `before`, ends a sub-identifier (its
/// high bit clear; a zero octet where there is none before).
#[inline(always)]
fn starts_with_0x80(octets: u64, before: u64) -> bool {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // Octets equal to 0x80 are the zero octets of `x`; the high bit of each
    // is set in `zero` exactly there (no carry crosses octets).
    let x = octets ^ HIGH;
    let zero = !((x & LOW).wrapping_add(LOW) | x | LOW);
    zero & !before & HIGH != 0
}

#[cold]
fn check_subidentifiers_exactly(bytes: &[u8], offset: usize) -> Result<()> {
    if bytes.is_empty() {
        return Err(Error::new(ErrorKind::InvalidOid, offset));
    }
    let mut start = true;
    let mut groups = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if start && b == 0x80 {
            return Err(Error::new(ErrorKind::NonMinimalOid, offset + i));
        }
        groups += 1;
        // 19 groups of 7 bits hold 133 bits; 18 hold 126, and a first
        // group of at most 0x03 keeps 19 groups within 128 bits.
        if groups > 19 || (groups == 19 && bytes[i + 1 - 19] & 0x7f > 0x03) {
            return Err(Error::new(ErrorKind::InvalidOid, offset + i));
        }
        start = b & 0x80 == 0;
        if start {
            groups = 0;
        }
    }
    if !start {
        return Err(Error::new(ErrorKind::InvalidOid, offset + bytes.len()));
    }
    Ok(())
}

/// Iterates over base-128 sub-identifiers of checked content.
#[derive(Clone, Debug)]
pub struct SubIdentifiers<'a> {
    bytes: &'a [u8],
}

impl Iterator for SubIdentifiers<'_> {
    type Item = u128;
    fn next(&mut self) -> Option<u128> {
        if self.bytes.is_empty() {
            return None;
        }
        let mut v: u128 = 0;
        for (i, &b) in self.bytes.iter().enumerate() {
            v = (v << 7) | u128::from(b & 0x7f);
            if b & 0x80 == 0 {
                self.bytes = &self.bytes[i + 1..];
                return Some(v);
            }
        }
        self.bytes = &[];
        None
    }
}

impl DoubleEndedIterator for SubIdentifiers<'_> {
    fn next_back(&mut self) -> Option<u128> {
        // The last sub-identifier starts after the last final octet before
        // the final one that ends the content.
        let (_, body) = self.bytes.split_last()?;
        let start = body.iter().rposition(|&b| b & 0x80 == 0).map_or(0, |i| i + 1);
        let mut last = SubIdentifiers { bytes: &self.bytes[start..] };
        self.bytes = &self.bytes[..start];
        last.next()
    }
}

/// Writes arcs as `1.2.840`.
fn write_dotted(arcs: impl Iterator<Item = u128>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for (i, arc) in arcs.enumerate() {
        if i > 0 {
            f.write_str(".")?;
        }
        write!(f, "{arc}")?;
    }
    Ok(())
}

/// An OBJECT IDENTIFIER.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ObjectIdentifier<'a> {
    bytes: &'a [u8],
}

impl<'a> ObjectIdentifier<'a> {
    /// An OID from DER content octets known to be valid (generated constants).
    pub const fn from_static(bytes: &'static [u8]) -> ObjectIdentifier<'a> {
        ObjectIdentifier { bytes }
    }

    /// An OID from content octets, checked.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<ObjectIdentifier<'a>> {
        check_subidentifiers(bytes, 0)?;
        Ok(ObjectIdentifier { bytes })
    }

    /// The content octets: what comparisons and dispatch use.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The arcs, the first two split out of the first sub-identifier.
    pub fn arcs(&self) -> Arcs<'a> {
        Arcs { inner: SubIdentifiers { bytes: self.bytes }, pending: None, first: true }
    }
}

/// The arcs of an [`ObjectIdentifier`].
#[derive(Clone, Debug)]
pub struct Arcs<'a> {
    inner: SubIdentifiers<'a>,
    pending: Option<u128>,
    first: bool,
}

impl Iterator for Arcs<'_> {
    type Item = u128;
    /// The last arc, read from the end: the last sub-identifier, unless the
    /// first one (which holds two arcs) is the only one left.
    fn last(self) -> Option<u128> {
        if self.pending.is_none() {
            let mut rest = self.inner.clone();
            if let Some(last) = rest.next_back() {
                if !(self.first && rest.bytes.is_empty()) {
                    return Some(last);
                }
            }
        }
        self.fold(None, |_, arc| Some(arc))
    }

    fn next(&mut self) -> Option<u128> {
        if let Some(p) = self.pending.take() {
            return Some(p);
        }
        let v = self.inner.next()?;
        if self.first {
            self.first = false;
            let (a, b) = match v {
                0..=39 => (0, v),
                40..=79 => (1, v - 40),
                _ => (2, v - 80),
            };
            self.pending = Some(b);
            return Some(a);
        }
        Some(v)
    }
}

impl fmt::Display for ObjectIdentifier<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_dotted(self.arcs(), f)
    }
}

impl fmt::Debug for ObjectIdentifier<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ObjectIdentifier({self})")
    }
}

impl<'a> DerValue<'a> for ObjectIdentifier<'a> {
    const TAG: Tag = Tag::OBJECT_IDENTIFIER;
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<ObjectIdentifier<'a>> {
        let offset = r.offset();
        let bytes = r.take_rest();
        if !r.is_checked() {
            check_subidentifiers(bytes, offset)?;
        }
        Ok(ObjectIdentifier { bytes })
    }
    crate::codec::octets_encoders!(|v| v.bytes);
}
natural_der!(ObjectIdentifier<'a>, "OBJECT IDENTIFIER");

/// A RELATIVE-OID: sub-identifiers relative to some base.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RelativeOid<'a> {
    bytes: &'a [u8],
}

impl<'a> RelativeOid<'a> {
    /// From content octets known to be valid.
    pub const fn from_static(bytes: &'static [u8]) -> RelativeOid<'a> {
        RelativeOid { bytes }
    }

    /// The content octets.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The arcs.
    pub fn arcs(&self) -> SubIdentifiers<'a> {
        SubIdentifiers { bytes: self.bytes }
    }
}

impl fmt::Display for RelativeOid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_dotted(self.arcs(), f)
    }
}

impl fmt::Debug for RelativeOid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RelativeOid({self})")
    }
}

impl<'a> DerValue<'a> for RelativeOid<'a> {
    const TAG: Tag = Tag::RELATIVE_OID;
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<RelativeOid<'a>> {
        let offset = r.offset();
        let bytes = r.take_rest();
        if !r.is_checked() {
            check_subidentifiers(bytes, offset)?;
        }
        Ok(RelativeOid { bytes })
    }
    crate::codec::octets_encoders!(|v| v.bytes);
}
natural_der!(RelativeOid<'a>, "RELATIVE-OID");

#[cfg(test)]
mod tests {
    use super::{check_subidentifiers_exactly, quickly_valid};
    use alloc::vec::Vec;

    /// Up to 16 octets, the quick check and the exact one agree; beyond,
    /// the quick one always defers. Every octet string over an alphabet
    /// that has each case (0x80, another continuation octet, a final
    /// octet) up to 9 octets, and pseudo-random ones up to 17.
    #[test]
    fn quick_check_agrees_with_the_exact_one() {
        const ALPHABET: [u8; 4] = [0x00, 0x7f, 0x80, 0x81];
        let agree = |bytes: &[u8]| {
            let exact = check_subidentifiers_exactly(bytes, 0).is_ok();
            let quick = quickly_valid(bytes);
            assert!(!quick || exact, "{bytes:02x?} passed the quick check only");
            if bytes.len() <= 16 {
                assert_eq!(quick, exact, "{bytes:02x?}");
            }
        };
        let mut bytes = Vec::new();
        for n in 0..=9u32 {
            for code in 0..4usize.pow(n) {
                bytes.clear();
                bytes.extend((0..n).map(|i| ALPHABET[code / 4usize.pow(i) % 4]));
                agree(&bytes);
            }
        }
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let n = 10 + (state % 8) as usize;
            bytes.clear();
            bytes.extend((0..n).map(|i| ALPHABET[(state >> (3 + 2 * i)) as usize % 4]));
            agree(&bytes);
        }
    }
}
