//! Owned values (feature `yoke`): a decoded value kept together with its
//! encoding, `'static`, so that it can be stored, sent to another thread or
//! cached after the input buffer is gone.
//!
//! Decoded values borrow from their input. [`Owned<T>`] is a
//! [`yoke::Yoke`] of the value over its own DER, held in a `Box<[u8]>`:
//! `owned.get()` is the value, borrowing from the bytes the `Owned` holds.
//! The generated types must implement `yoke::Yokeable`: compile with
//! `--type-attribute '.=#[derive(::yoke::Yokeable)]'` (or
//! `Builder::type_attribute`), with `yoke` a dependency of the crate. The
//! derive proves at compile time that each type is covariant in its
//! lifetime, which is what makes a `Yoke` sound; this crate itself keeps
//! `forbid(unsafe_code)`.

use alloc::boxed::Box;
use yoke::{Yoke, Yokeable};

use crate::{BerSpace, Der, Result};

/// A decoded value that owns its DER: `Owned<Certificate<'static>>`, whose
/// `get()` is a `&Certificate<'_>`.
pub type Owned<T> = Yoke<T, Box<[u8]>>;

/// Decodes `der` (strict DER, exactly one value) into a value that owns it.
pub fn decode_owned<T>(der: impl Into<Box<[u8]>>) -> Result<Owned<T>>
where
    T: for<'a> Yokeable<'a>,
    for<'a> <T as Yokeable<'a>>::Output: Der<'a>,
{
    Yoke::try_attach_to_cart(der.into(), |der| <<T as Yokeable<'_>>::Output as Der<'_>>::decode(der))
}

/// Decodes `ber` in BER mode into a value that owns its DER re-encoding:
/// what BER mode reads into its space lives no longer than this call.
/// BER that departs from DER only in its framing (indefinite lengths,
/// OCTET STRINGs in segments) is read once, as DER reframed
/// ([`crate::frame_as_der`]): where that reads, BER mode reads the same
/// value.
pub fn decode_ber_owned<T>(ber: &[u8]) -> Result<Owned<T>>
where
    T: for<'a> Yokeable<'a>,
    for<'a> <T as Yokeable<'a>>::Output: Der<'a>,
{
    if let Some(Ok(owned)) = crate::frame_as_der(ber).map(decode_owned) {
        return Ok(owned);
    }
    let mut buf = alloc::vec![0u8; BerSpace::needed(ber.len())];
    let space = BerSpace::new(&mut buf);
    let der = <<T as Yokeable<'_>>::Output as Der<'_>>::decode_ber(ber, &space)?.to_der()?;
    decode_owned(der)
}

/// `value` (decoded or built) as a value that owns its DER encoding.
pub fn to_owned<'v, T>(value: &<T as Yokeable<'v>>::Output) -> Result<Owned<T>>
where
    T: for<'a> Yokeable<'a>,
    for<'a> <T as Yokeable<'a>>::Output: Der<'a>,
{
    decode_owned(value.to_der()?)
}
