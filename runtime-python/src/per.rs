//! PER in Python (a package generated with `--per`).
//!
//! A value decoded from PER borrows from its input where the encoding
//! puts what it needs on an octet boundary, as DER does; what does not lie
//! on one (most strings of UNALIGNED PER, a permitted alphabet's
//! characters), a collection's elements and the parts of a fragmented
//! length are copied by the decode into a [`rt::PerSpace`]. That space is
//! held by the cart beside the input, so that the value, and every object
//! reached from it, keeps both alive.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyAny, PyBytes};
use synta_rt as rt;
use yoke::{Yoke, Yokeable};

use crate::{as_bytes, decode, encode, error, Input, Rules, Value};

/// What one PER decode copied, held by the cart of the value it decoded
/// (empty, and without memory, in every other cart).
#[derive(Default)]
pub(crate) struct Copies(rt::PerSpace);

// SAFETY: `PerSpace` is not `Sync` only because its bump arena hands out
// memory through a shared reference (it keeps its free pointer in
// `Cell`s). The space of a `Copies` is reached from nowhere but
// `Copies::decode` (the field is private to this module), which
// `decode_per` calls once, inside `Yoke::try_attach_to_cart`, on the
// cart it made a moment before: no other thread can see that cart yet,
// and none ever allocates from the space afterwards. What other threads
// then share are reads of memory nobody writes again until the cart is
// dropped (which takes it by value).
#[allow(unsafe_code)]
unsafe impl Sync for Copies {}

impl Copies {
    /// Decodes `bytes` in PER as `T`, copying into this space what the
    /// value cannot borrow from `bytes`.
    fn decode<'a, T: rt::Per<'a> + rt::Der<'a>>(
        &'a self,
        bytes: &'a [u8],
        variant: rt::PerVariant,
        canonical: bool,
    ) -> rt::Result<T> {
        rt::per_decode_with(bytes, &self.0, variant, canonical)
    }
}

/// Decodes `data` as one value of `Y` in DER, BER or a PER rule.
pub fn decode_per<Y>(py: Python<'_>, data: &Bound<'_, PyAny>, rules: Rules) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a> + rt::Per<'a>,
{
    let Some((variant, canonical)) = rules.per() else {
        // DER or BER (OER is refused by `Rules::named` where the codec
        // has none).
        return decode(py, data, rules == Rules::Ber);
    };
    let cart = Arc::new(Input::new(as_bytes(py, data)?.unbind()));
    Yoke::try_attach_to_cart(cart, |input| input.copies.decode(input.bytes(), variant, canonical))
        .map_err(|e| error(py, &e))
}

/// The value's encoding in `rules`: CANONICAL-PER in the variant of a PER
/// rule (BASIC-PER decoders read it), DER for DER and BER.
pub fn encode_per<'py, Y>(py: Python<'py>, value: &Value<Y>, rules: Rules) -> PyResult<Bound<'py, PyBytes>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a> + rt::Per<'a>,
{
    let Some((variant, _)) = rules.per() else {
        return encode(py, value);
    };
    let per = match variant {
        rt::PerVariant::Unaligned => rt::Per::to_uper(value.get()),
        rt::PerVariant::Aligned => rt::Per::to_aper(value.get()),
    };
    per.map(|per| PyBytes::new(py, &per)).map_err(|e| error(py, &e))
}

/// Decodes `data` as one value of `Y` in any rule, for a package generated
/// with both `--oer` and `--per`.
pub fn decode_oer_per<Y>(py: Python<'_>, data: &Bound<'_, PyAny>, rules: Rules) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a> + rt::Oer<'a> + rt::Per<'a>,
{
    match rules.per() {
        Some(_) => decode_per(py, data, rules),
        None => crate::decode_oer(py, data, rules),
    }
}

/// [`decode_oer_per`]'s encoder.
pub fn encode_oer_per<'py, Y>(py: Python<'py>, value: &Value<Y>, rules: Rules) -> PyResult<Bound<'py, PyBytes>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a> + rt::Oer<'a> + rt::Per<'a>,
{
    match rules.per() {
        Some(_) => encode_per(py, value, rules),
        None => crate::encode_oer(py, value, rules),
    }
}
