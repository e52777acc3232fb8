//! Which encodings a [`Reader`](crate::Reader) accepts: strict DER, or BER
//! (X.690 §8) brought to DER.
//!
//! The mode is a type parameter of the reader, not a field: every decoder is
//! generic over it, so the DER instantiation has no BER branch at all (the
//! tests of [`Mode::BER`] are constants) and strict DER pays nothing for BER
//! existing. A program that never decodes BER never compiles the BER paths.

use crate::BerSpace;

/// How a reader reads. Implemented by [`DerMode`] and [`BerMode`] only.
pub trait Mode<'a>: Copy + core::fmt::Debug + sealed::Sealed {
    /// Whether BER forms are accepted. A constant, so that the branches on
    /// it vanish from each instantiation.
    const BER: bool;

    /// Whether the input was accepted in full already (a collection read
    /// again as it is iterated): the content checks are left out. A
    /// constant, so that the checks vanish from that instantiation.
    const CHECKED: bool = false;

    /// Where BER mode puts what it cannot borrow; `None` in DER mode.
    fn space(self) -> Option<&'a BerSpace<'a>>;
}

/// Strict DER (X.690 §10 and §11), the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DerMode;

/// BER, with the caller's space for joined segments and raw values brought
/// to DER.
#[derive(Clone, Copy, Debug)]
pub struct BerMode<'a>(pub(crate) &'a BerSpace<'a>);

impl<'a> Mode<'a> for DerMode {
    const BER: bool = false;
    #[inline(always)]
    fn space(self) -> Option<&'a BerSpace<'a>> {
        None
    }
}

impl<'a> Mode<'a> for BerMode<'a> {
    const BER: bool = true;
    #[inline(always)]
    fn space(self) -> Option<&'a BerSpace<'a>> {
        Some(self.0)
    }
}

/// DER already accepted in full by an earlier decode (the elements of a
/// decoded SEQUENCE OF or SET OF, read again as they are iterated): read
/// as DER, with the checks that can only reject left out. A mode of its
/// own, not a flag of the reader, so that the iteration's decoders are
/// compiled without those checks and their branches (about a fifth less
/// work to walk a Name).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheckedMode;

impl<'a> Mode<'a> for CheckedMode {
    const BER: bool = false;
    const CHECKED: bool = true;
    #[inline(always)]
    fn space(self) -> Option<&'a BerSpace<'a>> {
        None
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::DerMode {}
    impl Sealed for super::BerMode<'_> {}
    impl Sealed for super::CheckedMode {}
}
