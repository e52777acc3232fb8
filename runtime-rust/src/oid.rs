//! OBJECT IDENTIFIER and RELATIVE-OID: content octets, borrowed.
//! Comparing two OIDs compares bytes; arcs are decoded only when asked.

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag};

/// Checks sub-identifiers: non-empty, each minimal (no leading 0x80), the
/// last complete, none above 128 bits.
#[inline]
fn check_subidentifiers(bytes: &[u8], offset: usize) -> Result<()> {
    // One pass without branches on the data, for the usual OID of at most
    // 16 octets (so no sub-identifier above 112 bits): no octet 0x80 where a
    // sub-identifier starts, the last octet final. Anything else goes to
    // the exact check below, which finds the error and its offset (or
    // accepts a long arc that fits).
    let mut suspect = bytes.len() > 16 || bytes.last().map_or(true, |&b| b & 0x80 != 0);
    let mut at_start = true;
    for &b in bytes {
        suspect |= at_start & (b == 0x80);
        at_start = b < 0x80;
    }
    if suspect {
        check_subidentifiers_exactly(bytes, offset)
    } else {
        Ok(())
    }
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
