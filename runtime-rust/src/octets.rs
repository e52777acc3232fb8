//! Content octets that are borrowed from the input, or held inline when a
//! value was made from a native one (an INTEGER from an `i64`, a REAL from
//! an `f64`), so that neither needs the heap.

/// Borrowed octets, or up to `N` held inline.
#[derive(Clone, Copy, Eq)]
pub(crate) enum Octets<'a, const N: usize> {
    Borrowed(&'a [u8]),
    Inline { buf: [u8; N], len: u8 },
}

impl<const N: usize> Octets<'_, N> {
    /// `bytes` held inline; they must fit in `N`.
    pub(crate) fn inline(bytes: &[u8]) -> Self {
        let mut buf = [0u8; N];
        buf[..bytes.len()].copy_from_slice(bytes);
        Octets::Inline { buf, len: bytes.len() as u8 }
    }

    pub(crate) fn bytes(&self) -> &[u8] {
        match self {
            Octets::Borrowed(b) => b,
            Octets::Inline { buf, len } => &buf[..usize::from(*len)],
        }
    }
}

/// Equal when the octets are, wherever they are held.
impl<const N: usize> PartialEq for Octets<'_, N> {
    fn eq(&self, other: &Self) -> bool {
        self.bytes() == other.bytes()
    }
}

impl<const N: usize> core::hash::Hash for Octets<'_, N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state);
    }
}
