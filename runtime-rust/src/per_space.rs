//! The space PER decoding copies into what a value cannot borrow from
//! its input (docs/per.md): a bump arena of the caller's, with a limit.

use crate::per::BitOctets;
use crate::{Error, ErrorKind, Result};

/// Room for what PER decoding copies: a bump arena of the caller's,
/// reset and reused between decodes (no allocation then once it has grown
/// to the largest input's need). It refuses to grow past a limit
/// ([`PerSpace::DEFAULT_LIMIT`] unless told), so that a short input that
/// claims many characters of no bits each cannot take the memory.
pub struct PerSpace {
    bump: bumpalo::Bump,
}

impl core::fmt::Debug for PerSpace {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "PerSpace {{ allocated: {} }}", self.bump.allocated_bytes())
    }
}

impl Default for PerSpace {
    fn default() -> PerSpace {
        PerSpace::new()
    }
}

impl PerSpace {
    /// The most a space takes unless told otherwise: 64 MiB.
    pub const DEFAULT_LIMIT: usize = 64 << 20;

    /// An empty space of [`PerSpace::DEFAULT_LIMIT`].
    pub fn new() -> PerSpace {
        PerSpace::with_limit(PerSpace::DEFAULT_LIMIT)
    }

    /// An empty space that takes at most `limit` bytes.
    pub fn with_limit(limit: usize) -> PerSpace {
        let bump = bumpalo::Bump::new();
        bump.set_allocation_limit(Some(limit));
        PerSpace { bump }
    }

    /// Frees what the values decoded with it held, keeping its memory.
    pub fn reset(&mut self) {
        self.bump.reset();
    }

    /// Bytes the space holds from the system.
    pub fn allocated_bytes(&self) -> usize {
        self.bump.allocated_bytes()
    }

    /// `len` zero bytes, for the value at bit `at`.
    pub(crate) fn zeroed(&self, len: usize, at: usize) -> Result<&mut [u8]> {
        self.bump.try_alloc_slice_fill_copy(len, 0u8).map_err(|_| full(at))
    }

    /// A copy of `bytes`, for the value at bit `at`.
    pub(crate) fn copy(&self, bytes: &[u8], at: usize) -> Result<&[u8]> {
        self.bump.try_alloc_slice_copy(bytes).map(|b| &*b).map_err(|_| full(at))
    }

    /// `view`'s octets: borrowed when aligned, else copied.
    pub(crate) fn octets<'a>(&'a self, view: BitOctets<'a>, at: usize) -> Result<&'a [u8]> {
        if let Some(aligned) = view.as_aligned() {
            return Ok(aligned);
        }
        let out = self.zeroed(view.len(), at)?;
        view.copy_to(out);
        Ok(out)
    }

    /// `value` kept in the space, for the value at bit `at`: a recursive
    /// link's ([`Lazy::read_per`](crate::Lazy::read_per)). Like a
    /// collection's elements, it is never dropped: what PER
    /// decoding builds owns no memory of its own.
    pub(crate) fn keep<T>(&self, value: T, at: usize) -> Result<&T> {
        self.bump.try_alloc(value).map(|v| &*v).map_err(|_| full(at))
    }

    /// An empty vector in the space, for a collection's elements.
    pub(crate) fn vec<T>(&self) -> bumpalo::collections::Vec<'_, T> {
        bumpalo::collections::Vec::new_in(&self.bump)
    }
}

#[cold]
pub(crate) fn full(at: usize) -> Error {
    Error::at_bit(ErrorKind::Per("the decoding space's limit is reached (PerSpace::with_limit)"), at)
}
