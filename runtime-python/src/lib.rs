//! What the Python extensions that `synta-compile --lang python` writes
//! share.
//!
//! A decoded value is a [`yoke::Yoke`] of the generated Rust value over
//! its input: a Python `bytes` object, held (not copied) when the caller
//! passes one ([`Input`]). Every object reached from a value shares that
//! input, so sub-objects and `memoryview`s of OCTET STRINGs are zero-copy
//! and keep it alive. Values decoded in BER mode hold their DER
//! re-encoding instead, and values decoded from PER hold what their
//! decode copied (strings not aligned on an octet, collections'
//! elements) beside the input ([`per`]).
//!
//! The conversions of runtime values to Python values are here
//! ([`leaf`]); the trait that applies them, `ToPy`, is defined in the
//! generated crate by [`define_to_py!`], because it is implemented there
//! for the generated types, which the generated crate does not own either.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyMemoryView, PySlice, PyString};
use synta_rt as rt;
use yoke::{Yoke, Yokeable};

mod class;
pub mod jer_of;
pub mod leaf;
#[cfg(feature = "per")]
mod per;
mod values;

pub use class::object;
#[cfg(feature = "per")]
pub use per::{decode_oer_per, decode_per, encode_oer_per, encode_per};
pub use pyo3;
pub use synta_rt;
pub use values::{BitString, LaterItem, ObjectIdentifier};
pub use yoke;

pyo3::create_exception!(
    synta,
    Error,
    PyValueError,
    "A value that could not be decoded or encoded: `str(e)` is `PATH at byte N: MESSAGE` \
     (`at bit N` for PER), as synta-dump prints it; `e.path`, `e.offset`, `e.unit` (\"byte\" \
     or \"bit\") and `e.message` are its parts."
);

/// The bytes a decoded value borrows from: a Python `bytes` object, so
/// that `memoryview`s of it need no copy; for a value decoded from PER,
/// also what its decode copied.
pub struct Input {
    bytes: Py<PyBytes>,
    #[cfg(feature = "per")]
    copies: per::Copies,
}

impl Input {
    /// The input `bytes`, with nothing copied.
    fn new(bytes: Py<PyBytes>) -> Input {
        Input {
            bytes,
            #[cfg(feature = "per")]
            copies: per::Copies::default(),
        }
    }

    /// The bytes.
    pub fn bytes(&self) -> &[u8] {
        Python::attach(|py| self.bytes.as_bytes(py))
    }
}

/// What every value of one decode shares.
pub type Cart = Arc<Input>;

/// A decoded value of the generated type `Y` (`Certificate<'static>`).
pub type Value<Y> = Yoke<Y, Cart>;

/// The Python exception for `e`.
pub fn error(py: Python<'_>, e: &rt::Error) -> PyErr {
    let text = e.to_string();
    let (path, message) = error_parts(&text);
    // An encoder's error has no offset in an input (its text has none).
    let offset = (!e.is_encoding()).then(|| (e.offset(), if e.in_bits() { "bit" } else { "byte" }));
    exception(py, text.clone(), path, offset, message)
}

/// The exception for `e`, raised reading the JSON a constructor wrote from
/// its arguments: `PATH: MESSAGE`, with no offset (it would point into that
/// JSON, which the caller never saw).
fn build_error(py: Python<'_>, e: &rt::Error) -> PyErr {
    let text = e.to_string();
    let (path, message) = error_parts(&text);
    let line = if path.is_empty() { message.to_string() } else { format!("{path}: {message}") };
    exception(py, line, path, None, message)
}

/// The path and the message of an error's text, `PATH at byte N: MESSAGE`
/// or `PATH at bit N: MESSAGE`, or an encoder's `PATH: MESSAGE`.
fn error_parts(text: &str) -> (&str, &str) {
    match text.split_once(" at byte ").or_else(|| text.split_once(" at bit ")) {
        Some((path, rest)) => (path, rest.split_once(": ").map_or(rest, |(_, m)| m)),
        None => text.split_once(": ").unwrap_or(("", text)),
    }
}

/// The exception: `offset` is where, and in what unit (`"byte"`, `"bit"`).
fn exception(py: Python<'_>, text: String, path: &str, offset: Option<(usize, &str)>, message: &str) -> PyErr {
    let err = Error::new_err(text);
    let value = err.value(py);
    // Setting attributes on a fresh exception instance does not fail.
    let _ = value.setattr("path", path);
    let _ = value.setattr("offset", offset.map(|(n, _)| n));
    let _ = value.setattr("unit", offset.map(|(_, unit)| unit));
    let _ = value.setattr("message", message);
    err
}

/// `data` (bytes, bytearray, memoryview) as a `bytes` object: the object
/// itself when it is one.
fn as_bytes<'py>(py: Python<'py>, data: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyBytes>> {
    match data.cast::<PyBytes>() {
        Ok(b) => Ok(b.clone()),
        Err(_) => Ok(py.get_type::<PyBytes>().call1((data,))?.cast_into::<PyBytes>()?),
    }
}

/// The encoding rules a class's `decode` and `encode` take by name (`rules=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// DER (the default).
    Der,
    /// BER, decoding only (`ber=True`, kept).
    Ber,
    /// BASIC-OER (X.696); encoding writes CANONICAL-OER, which it reads too.
    Oer,
    /// CANONICAL-OER.
    Coer,
    /// BASIC-PER UNALIGNED (X.691); encoding writes CANONICAL-PER, which
    /// it reads too.
    Uper,
    /// BASIC-PER ALIGNED.
    Aper,
    /// CANONICAL-PER UNALIGNED.
    Cuper,
    /// CANONICAL-PER ALIGNED.
    Caper,
}

/// The rules a package's codec has besides DER, BER and JER.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Families {
    /// OER and CANONICAL-OER (`--oer`).
    pub oer: bool,
    /// The four PER rules (`--per`).
    pub per: bool,
}

impl Rules {
    /// The rules `name` names (`None`: DER, or BER with `ber`), checked
    /// against what the package was generated with and against `ber`,
    /// which may only repeat `rules="ber"`.
    pub fn named(name: Option<&str>, ber: bool, families: Families) -> PyResult<Rules> {
        let rules = match name {
            None if ber => Rules::Ber,
            None | Some("der") => Rules::Der,
            Some("ber") => Rules::Ber,
            Some("oer") => Rules::Oer,
            Some("coer") => Rules::Coer,
            Some("uper") => Rules::Uper,
            Some("aper") => Rules::Aper,
            Some("cuper") => Rules::Cuper,
            Some("caper") => Rules::Caper,
            Some(other) => {
                let mut known = vec!["der", "ber"];
                if families.oer {
                    known.extend(["oer", "coer"]);
                }
                if families.per {
                    known.extend(["uper", "aper", "cuper", "caper"]);
                }
                return Err(PyValueError::new_err(format!(
                    "unknown rules {other:?}: expected one of {}",
                    known.join(", ")
                )));
            }
        };
        if ber && rules != Rules::Ber {
            return Err(PyValueError::new_err("ber=True asks for BER: give rules=\"ber\" or leave rules out"));
        }
        if !families.oer && rules.is_oer() {
            return Err(PyValueError::new_err(
                "this package has no OER codec (its schemas were compiled without --oer)",
            ));
        }
        if !families.per && rules.is_per() {
            return Err(PyValueError::new_err(
                "this package has no PER codec (its schemas were compiled without --per)",
            ));
        }
        Ok(rules)
    }

    /// Whether these are OER or CANONICAL-OER.
    fn is_oer(self) -> bool {
        matches!(self, Rules::Oer | Rules::Coer)
    }

    /// Whether these are one of the PER rules.
    fn is_per(self) -> bool {
        matches!(self, Rules::Uper | Rules::Aper | Rules::Cuper | Rules::Caper)
    }

    /// The variant of a PER rule, and whether it is canonical.
    #[cfg(feature = "per")]
    fn per(self) -> Option<(rt::PerVariant, bool)> {
        match self {
            Rules::Uper => Some((rt::PerVariant::Unaligned, false)),
            Rules::Aper => Some((rt::PerVariant::Aligned, false)),
            Rules::Cuper => Some((rt::PerVariant::Unaligned, true)),
            Rules::Caper => Some((rt::PerVariant::Aligned, true)),
            _ => None,
        }
    }
}

/// Decodes `data` as one value of `Y` in `rules`, DER or BER (see
/// [`decode`]); OER in a package generated with `--oer` goes through
/// [`decode_oer`], PER with `--per` through [`decode_per`].
pub fn decode_rules<Y>(py: Python<'_>, data: &Bound<'_, PyAny>, rules: Rules) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    decode(py, data, rules == Rules::Ber)
}

/// Decodes `data` as one value of `Y` in DER, BER or OER: OER and
/// CANONICAL-OER read in place, as DER is (the value is a view of the
/// OER input: docs/oer.md).
pub fn decode_oer<Y>(py: Python<'_>, data: &Bound<'_, PyAny>, rules: Rules) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a> + rt::Oer<'a>,
{
    let canonical = match rules {
        Rules::Oer => false,
        Rules::Coer => true,
        // DER or BER (a PER rule is refused by `Rules::named` where the
        // codec has none).
        _ => return decode(py, data, rules == Rules::Ber),
    };
    let cart = Arc::new(Input::new(as_bytes(py, data)?.unbind()));
    Yoke::try_attach_to_cart(cart, |input| {
        type Output<'a, Y> = <Y as Yokeable<'a>>::Output;
        match canonical {
            true => <Output<'_, Y> as rt::Oer<'_>>::decode_coer(input.bytes()),
            false => <Output<'_, Y> as rt::Oer<'_>>::decode_oer(input.bytes()),
        }
    })
    .map_err(|e| error(py, &e))
}

/// The value's encoding in `rules`, DER or BER: DER (BER is DER; OER
/// goes through [`encode_oer`]).
pub fn encode_rules<'py, Y>(py: Python<'py>, value: &Value<Y>, _rules: Rules) -> PyResult<Bound<'py, PyBytes>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    encode(py, value)
}

/// The value's encoding in `rules`: CANONICAL-OER for both OER rules
/// (BASIC-OER decoders read it), DER for DER and BER.
pub fn encode_oer<'py, Y>(py: Python<'py>, value: &Value<Y>, rules: Rules) -> PyResult<Bound<'py, PyBytes>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a> + rt::Oer<'a>,
{
    match rules {
        Rules::Oer | Rules::Coer => {
            let oer = rt::Oer::to_oer(value.get()).map_err(|e| error(py, &e))?;
            Ok(PyBytes::new(py, &oer))
        }
        _ => encode(py, value),
    }
}

/// Decodes `data` as one value of `Y`: strict DER, or BER mode when `ber`
/// (the value then holds its DER re-encoding, unless `data` is DER).
pub fn decode<Y>(py: Python<'_>, data: &Bound<'_, PyAny>, ber: bool) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    let bytes = as_bytes(py, data)?;
    let read = decode_cart(Arc::new(Input::new(bytes.clone().unbind())));
    // DER is BER: read as DER, the value borrows the input as in DER mode.
    if !ber || read.is_ok() {
        return read.map_err(|e| error(py, &e));
    }
    // BER that departs from DER in its framing only (streamed CMS, PKCS #7
    // and PKCS #12: indefinite lengths, OCTET STRINGs in segments) is read
    // once, as DER reframed: where that reads, BER mode reads the same value
    // (synta_rt::frame_as_der). Framed as it was, it was just read as DER.
    let input = bytes.as_bytes();
    if let Some(der) = rt::frame_as_der(input).filter(|der| der.as_slice() != input) {
        if let Ok(value) = decode_cart(Arc::new(Input::new(PyBytes::new(py, &der).unbind()))) {
            return Ok(value);
        }
    }
    // (decode_ber tries DER first too: lost time only for input that
    // departs from DER deep inside; real BER is told at its first octets.)
    let mut space = vec![0u8; rt::BerSpace::needed(input.len())];
    let space = rt::BerSpace::new(&mut space);
    let der = <<Y as Yokeable<'_>>::Output as rt::Der<'_>>::decode_ber(input, &space)
        .and_then(|v| rt::Der::to_der(&v))
        .map_err(|e| error(py, &e))?;
    attach(py, Arc::new(Input::new(PyBytes::new(py, &der).unbind())))
}

/// The value of `Y` that the whole of `cart` holds.
fn attach<Y>(py: Python<'_>, cart: Cart) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    decode_cart(cart).map_err(|e| error(py, &e))
}

/// [`attach`], with the runtime's error.
fn decode_cart<Y>(cart: Cart) -> rt::Result<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    Yoke::try_attach_to_cart(cart, |input| <<Y as Yokeable<'_>>::Output as rt::Der<'_>>::decode(input.bytes()))
}

/// An element of a collection decoded from `cart`, whose TLV is `tlv`:
/// read again in place, without the checks it passed with the whole
/// value; decoded on its own, in full, where it does not lie in the cart.
pub fn element<Y>(py: Python<'_>, cart: &Cart, tlv: &[u8]) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    match span_in(cart, tlv) {
        Some((start, end)) => Yoke::try_attach_to_cart(cart.clone(), |input| {
            rt::decode_accepted::<<Y as Yokeable<'_>>::Output>(&input.bytes()[start..end])
        })
        .map_err(|e| error(py, &e)),
        None => attach(py, Arc::new(Input::new(PyBytes::new(py, tlv).unbind()))),
    }
}

/// `value` encoded and decoded on its own, for a value whose place in the
/// input is unknown.
pub fn reencoded<'v, Y>(py: Python<'_>, value: &<Y as Yokeable<'v>>::Output) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    let der = rt::Der::to_der(value).map_err(|e| error(py, &e))?;
    attach(py, Arc::new(Input::new(PyBytes::new(py, &der).unbind())))
}

/// Where `part` lies in the cart's bytes, when it does.
fn span_in(cart: &Cart, part: &[u8]) -> Option<(usize, usize)> {
    let all = cart.bytes();
    let start = (part.as_ptr() as usize).checked_sub(all.as_ptr() as usize)?;
    let end = start.checked_add(part.len())?;
    (end <= all.len()).then_some((start, end))
}

/// `part` as a `memoryview` of the input when it lies in it (zero-copy),
/// else as `bytes`.
pub fn view<'py>(py: Python<'py>, cart: &Cart, part: &[u8]) -> PyResult<Bound<'py, PyAny>> {
    match span_in(cart, part) {
        Some((start, end)) => {
            let whole = PyMemoryView::from(cart.bytes.bind(py).as_any())?;
            whole.get_item(PySlice::new(py, start as isize, end as isize, 1))
        }
        None => Ok(PyBytes::new(py, part).into_any()),
    }
}

/// The value's DER as `bytes`.
pub fn encode<'py, Y>(py: Python<'py>, value: &Value<Y>) -> PyResult<Bound<'py, PyBytes>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    let der = rt::Der::to_der(value.get()).map_err(|e| error(py, &e))?;
    Ok(PyBytes::new(py, &der))
}

/// The value as X.697 JSON.
pub fn to_jer<'py, Y>(py: Python<'py>, value: &Value<Y>) -> PyResult<Bound<'py, PyString>>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Jer,
{
    let text = rt::Jer::to_jer(value.get()).map_err(|e| error(py, &e))?;
    Ok(PyString::new(py, &text))
}

/// The value X.697 JSON `text` stands for.
pub fn from_jer<Y>(py: Python<'_>, text: &str) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a> + rt::FromJer,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    let der = rt::jer_to_der::<Y>(text).map_err(|e| error(py, &e))?;
    attach(py, Arc::new(Input::new(PyBytes::new(py, &der).unbind())))
}

/// The value a constructor wrote as X.697 JSON `text` from its arguments;
/// its errors name the path, not a place in that JSON.
pub fn built<Y>(py: Python<'_>, text: &str) -> PyResult<Value<Y>>
where
    Y: for<'a> Yokeable<'a> + rt::FromJer,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    let der = rt::jer_to_der::<Y>(text).map_err(|e| build_error(py, &e))?;
    decode_cart(Arc::new(Input::new(PyBytes::new(py, &der).unbind()))).map_err(|e| build_error(py, &e))
}

/// The hash of a value's DER encoding.
pub fn hash<Y>(py: Python<'_>, value: &Value<Y>) -> PyResult<u64>
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    use std::hash::{Hash, Hasher};
    let der = rt::Der::to_der(value.get()).map_err(|e| error(py, &e))?;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    der.hash(&mut hasher);
    Ok(hasher.finish())
}

/// Whether two values encode the same (values are compared as their DER).
pub fn same<Y>(a: &Value<Y>, b: &Value<Y>) -> bool
where
    Y: for<'a> Yokeable<'a>,
    for<'a> <Y as Yokeable<'a>>::Output: rt::Der<'a>,
{
    matches!((rt::Der::to_der(a.get()), rt::Der::to_der(b.get())), (Ok(x), Ok(y)) if x == y)
}

/// Why a projection to a component gave no value: the component is
/// absent (`None` in Python), or a value kept raw did not decode.
pub enum Skip {
    /// An absent OPTIONAL component, or another alternative of a CHOICE.
    Absent,
    /// A value kept raw that does not decode.
    Invalid(rt::Error),
}

impl From<rt::Error> for Skip {
    fn from(e: rt::Error) -> Skip {
        Skip::Invalid(e)
    }
}

/// The result of a projection as Python: an instance of `class`, `None`,
/// or the exception.
pub fn projected<'py, Y, C>(
    py: Python<'py>,
    projection: Result<Value<Y>, Skip>,
    class: impl FnOnce(Value<Y>) -> C,
) -> PyResult<Bound<'py, PyAny>>
where
    Y: for<'a> Yokeable<'a>,
    C: pyo3::PyClass + Into<pyo3::pyclass_init::PyClassInitializer<C>>,
{
    match projection {
        Ok(value) => object(py, class(value)),
        Err(Skip::Absent) => Ok(py.None().into_bound(py)),
        Err(Skip::Invalid(e)) => Err(error(py, &e)),
    }
}

/// The result of one of several projections tried in turn: an instance
/// of `class`, `None` when this one does not apply (try the next), or the
/// exception.
pub fn try_projected<'py, Y, C>(
    py: Python<'py>,
    projection: Result<Value<Y>, Skip>,
    class: impl FnOnce(Value<Y>) -> C,
) -> PyResult<Option<Bound<'py, PyAny>>>
where
    Y: for<'a> Yokeable<'a>,
    C: pyo3::PyClass + Into<pyo3::pyclass_init::PyClassInitializer<C>>,
{
    match projection {
        Ok(value) => object(py, class(value)).map(Some),
        Err(Skip::Absent) => Ok(None),
        Err(Skip::Invalid(e)) => Err(error(py, &e)),
    }
}

/// The member `number` of the `enum.IntEnum` `class` of the Python module
/// `module`; the plain `int` for a number it does not name (an extensible
/// ENUMERATED).
pub fn enumerated<'py>(py: Python<'py>, module: &str, class: &str, number: i64) -> PyResult<Bound<'py, PyAny>> {
    let class = py.import(module)?.getattr(class)?;
    match class.call1((number,)) {
        Ok(member) => Ok(member),
        Err(_) => Ok(number.into_pyobject(py)?.into_any()),
    }
}

/// An ENUMERATED item of a later version read from PER, of addition
/// index `index`: a [`LaterItem`].
pub fn later_item(py: Python<'_>, index: u32) -> PyResult<Bound<'_, PyAny>> {
    Ok(Bound::new(py, LaterItem::new(index))?.into_any())
}

/// A BIT STRING with named bits as a member of the `enum.IntFlag` `class`
/// of the Python module `module`: bit `i` is the flag `1 << i`. (Bits past
/// the 128th, which no schema names, give the plain `BitString`.)
pub fn named_bits<'py>(
    py: Python<'py>,
    module: &str,
    class: &str,
    bits: &rt::BitString<'_>,
    cart: &Cart,
) -> PyResult<Bound<'py, PyAny>> {
    if bits.len() > 128 {
        return leaf::Leaf::leaf_to_py(bits, py, cart);
    }
    let value = (0..bits.len()).filter(|&i| bits.bit(i)).fold(0u128, |v, i| v | 1 << i);
    py.import(module)?.getattr(class)?.call1((value,))
}

/// Adds the runtime's classes and the exception to a generated module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<ObjectIdentifier>()?;
    m.add_class::<BitString>()?;
    m.add_class::<LaterItem>()?;
    m.add("Error", m.py().get_type::<Error>())?;
    Ok(())
}

/// Defines the trait `ToPy` in the calling crate (the generated
/// extension), with its implementations for the runtime's value types;
/// the generated code implements it for the generated types.
#[macro_export]
macro_rules! define_to_py {
    () => {
        /// A decoded value as a Python value; `cart` is the input it was
        /// decoded from.
        pub trait ToPy {
            /// The Python value.
            fn to_py<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
                cart: &$crate::Cart,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>>;

            /// An element of a collection decoded from `cart`, whose TLV
            /// `tlv` was accepted with the whole value: decoded again
            /// without its checks and converted; a class of its own wraps
            /// it in place instead.
            fn element_to_py<'py, 'a>(
                py: $crate::pyo3::Python<'py>,
                cart: &$crate::Cart,
                tlv: &'a [u8],
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>>
            where
                Self: $crate::synta_rt::Der<'a>,
            {
                let value: Self = $crate::synta_rt::decode_accepted(tlv).map_err(|e| $crate::error(py, &e))?;
                value.to_py(py, cart)
            }
        }

        $crate::leaf_to_py!(ToPy: bool, (), i8, i16, i32, i64, u8, u16, u32, u64, &'a [u8]);
        $crate::leaf_to_py!(ToPy: $crate::synta_rt::Integer<'a>, $crate::synta_rt::BitString<'a>, $crate::synta_rt::ObjectIdentifier<'a>, $crate::synta_rt::RelativeOid<'a>,
            $crate::synta_rt::RawDer<'a>, $crate::synta_rt::UnknownExtensions<'a>, $crate::synta_rt::Real<'a>, $crate::synta_rt::UtcTime<'a>, $crate::synta_rt::GeneralizedTime<'a>);
        $crate::leaf_to_py!(ToPy: $crate::synta_rt::BmpString<'a>, $crate::synta_rt::GeneralString<'a>, $crate::synta_rt::GraphicString<'a>, $crate::synta_rt::Ia5String<'a>,
            $crate::synta_rt::NumericString<'a>, $crate::synta_rt::ObjectDescriptor<'a>, $crate::synta_rt::PrintableString<'a>, $crate::synta_rt::TeletexString<'a>,
            $crate::synta_rt::UniversalString<'a>, $crate::synta_rt::Utf8String<'a>, $crate::synta_rt::VideotexString<'a>, $crate::synta_rt::VisibleString<'a>,
            $crate::synta_rt::Date<'a>, $crate::synta_rt::TimeOfDay<'a>, $crate::synta_rt::LocalDateTime<'a>, $crate::synta_rt::Duration<'a>, $crate::synta_rt::Time<'a>,
            $crate::synta_rt::OidIri<'a>, $crate::synta_rt::RelativeOidIri<'a>);

        impl<T: ToPy> ToPy for ::core::option::Option<T> {
            fn to_py<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
                cart: &$crate::Cart,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
                match self {
                    Some(v) => v.to_py(py, cart),
                    None => Ok(py.None().into_bound(py)),
                }
            }
        }

        impl<T: ToPy> ToPy for ::std::boxed::Box<T> {
            fn to_py<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
                cart: &$crate::Cart,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
                (**self).to_py(py, cart)
            }
        }

        impl<'a, T: $crate::synta_rt::Der<'a> + Clone + ToPy> ToPy for $crate::synta_rt::Lazy<'a, T> {
            fn to_py<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
                cart: &$crate::Cart,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
                // `decoded`: a recursive link read from OER keeps its OER.
                let value = self.decoded().map_err(|e| $crate::error(py, &e))?;
                value.to_py(py, cart)
            }
        }

        $crate::collection_to_py!(ToPy: Der: SequenceOf, SetOf; OpenType: KeyedSequenceOf, KeyedSetOf);

        /// A Python value written as the X.697 JSON of this type, for
        /// building values from Python.
        pub trait FromPy {
            /// Writes the JER of `obj` as a value of this type, from the
            /// Python values this type takes.
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()>;

            /// The type has one value (NULL): a required component of it
            /// is written when no value is given.
            const ONE_VALUE: bool = false;

            /// Writes the JER of `obj`: a value of a class (any type takes
            /// one, as its JER: `Int32(5)` where an INTEGER goes), else as
            /// [`FromPy::write_py`] writes it. What every caller calls.
            fn write(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                if $crate::jer_of::class_value(obj, w)? {
                    return Ok(());
                }
                Self::write_py(obj, w)
            }
        }

        impl FromPy for () {
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                $crate::jer_of::null(obj, w)
            }

            const ONE_VALUE: bool = true;
        }

        $crate::leaf_from_py!(FromPy: boolean: bool; integer: i8, i16, i32, i64, u8, u16, u32, u64;
            octets: &'a [u8]; integer: $crate::synta_rt::Integer<'a>; bits: $crate::synta_rt::BitString<'a>;
            oid: $crate::synta_rt::ObjectIdentifier<'a>, $crate::synta_rt::RelativeOid<'a>;
            raw_der: $crate::synta_rt::RawDer<'a>, $crate::synta_rt::UnknownExtensions<'a>;
            real: $crate::synta_rt::Real<'a>; utc_time: $crate::synta_rt::UtcTime<'a>;
            generalized_time: $crate::synta_rt::GeneralizedTime<'a>;
            text: $crate::synta_rt::BmpString<'a>, $crate::synta_rt::GeneralString<'a>,
            $crate::synta_rt::GraphicString<'a>, $crate::synta_rt::Ia5String<'a>, $crate::synta_rt::NumericString<'a>,
            $crate::synta_rt::ObjectDescriptor<'a>, $crate::synta_rt::PrintableString<'a>,
            $crate::synta_rt::TeletexString<'a>, $crate::synta_rt::UniversalString<'a>,
            $crate::synta_rt::Utf8String<'a>, $crate::synta_rt::VideotexString<'a>,
            $crate::synta_rt::VisibleString<'a>, $crate::synta_rt::Date<'a>, $crate::synta_rt::TimeOfDay<'a>,
            $crate::synta_rt::LocalDateTime<'a>, $crate::synta_rt::Duration<'a>, $crate::synta_rt::Time<'a>,
            $crate::synta_rt::OidIri<'a>, $crate::synta_rt::RelativeOidIri<'a>);

        impl<T: FromPy> FromPy for ::core::option::Option<T> {
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                T::write_py(obj, w)
            }
        }

        impl<T: FromPy> FromPy for ::std::boxed::Box<T> {
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                T::write_py(obj, w)
            }
        }

        impl<'a, T: FromPy> FromPy for $crate::synta_rt::Lazy<'a, T> {
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                T::write_py(obj, w)
            }
        }

        $crate::collection_from_py!(FromPy: SequenceOf, SetOf, KeyedSequenceOf, KeyedSetOf);

        /// Writes the member `asn1` of a SEQUENCE or SET from the field
        /// `name` of `fields` (absent or `None`: left out, unless the
        /// field is a required NULL, whose one value `None` is); the
        /// field's type is the one `field` returns.
        pub fn member<S, F: FromPy>(
            _field: impl Fn(&S) -> &F,
            fields: &$crate::pyo3::Bound<'_, $crate::pyo3::types::PyDict>,
            name: &str,
            asn1: &str,
            w: &mut $crate::synta_rt::JerWriter,
        ) -> $crate::pyo3::PyResult<()> {
            use $crate::pyo3::types::PyDictMethods;
            match fields.get_item(name)? {
                Some(value) if !value.is_none() => {
                    w.member(asn1);
                    F::write(&value, w).map_err(|e| $crate::in_field(value.py(), e, name))
                }
                _ if F::ONE_VALUE => {
                    w.member(asn1);
                    w.json("null");
                    Ok(())
                }
                _ => Ok(()),
            }
        }

        /// Writes the alternative `asn1` of a CHOICE, of the type `variant`
        /// holds.
        pub fn choose<C, F: FromPy>(
            _variant: fn(F) -> C,
            value: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>,
            asn1: &str,
            w: &mut $crate::synta_rt::JerWriter,
        ) -> $crate::pyo3::PyResult<()> {
            w.begin_object();
            w.member(asn1);
            F::write(value, w)?;
            w.end_object();
            Ok(())
        }

        /// Writes the value a newtype holds, of the type `newtype` takes.
        pub fn inner<N, F: FromPy>(
            _newtype: fn(F) -> N,
            value: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>,
            w: &mut $crate::synta_rt::JerWriter,
        ) -> $crate::pyo3::PyResult<()> {
            F::write(value, w)
        }

        /// A value of `Y` built from the Python value `obj` (its JER,
        /// read back by the schema's JER reader).
        pub fn build<Y>(
            py: $crate::pyo3::Python<'_>,
            obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>,
        ) -> $crate::pyo3::PyResult<$crate::Value<Y>>
        where
            Y: for<'a> $crate::yoke::Yokeable<'a> + $crate::synta_rt::FromJer + FromPy,
            for<'a> <Y as $crate::yoke::Yokeable<'a>>::Output: $crate::synta_rt::Der<'a>,
        {
            let mut w = $crate::synta_rt::JerWriter::new();
            Y::write(obj, &mut w)?;
            $crate::built::<Y>(py, &w.finish())
        }
    };
}

/// `FromPy` for runtime value types, by the writers of [`jer_of`] (used
/// by [`define_to_py!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! leaf_from_py {
    ($trait:ident: $($writer:ident: $($ty:ty),+);+ $(;)?) => {$($(
        impl<'a> $trait for $ty {
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                $crate::jer_of::$writer(obj, w)
            }
        }
    )+)+};
}

/// `FromPy` for the runtime's collections: a `list` (used by
/// [`define_to_py!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! collection_from_py {
    ($trait:ident: $($name:ident),*) => {$(
        impl<'a, T: $trait> $trait for $crate::synta_rt::$name<'a, T> {
            fn write_py(obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>, w: &mut $crate::synta_rt::JerWriter)
                -> $crate::pyo3::PyResult<()> {
                w.begin_array();
                for (i, item) in $crate::jer_of::elements(obj)?.iter().enumerate() {
                    T::write(item, w).map_err(|e| $crate::in_field(obj.py(), e, &format!("[{i}]")))?;
                }
                w.end_array();
                Ok(())
            }
        }
    )*};
}

/// `e`, raised writing the field (or element, `[i]`) `name`, with the
/// field in its path: `name.inner: message` or `name: message`.
pub fn in_field(py: Python<'_>, e: PyErr, name: &str) -> PyErr {
    let message = e.value(py).to_string();
    let nested = match message.split_once(": ") {
        Some((path, rest)) if !path.contains(' ') => {
            let joint = if path.starts_with('[') { "" } else { "." };
            format!("{name}{joint}{path}: {rest}")
        }
        _ => format!("{name}: {message}"),
    };
    PyErr::from_type(e.get_type(py), nested)
}

/// `ToPy` for runtime value types, by [`leaf::Leaf`] (used by
/// [`define_to_py!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! leaf_to_py {
    ($trait:ident: $($ty:ty),* $(,)?) => {$(
        impl<'a> $trait for $ty {
            fn to_py<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
                cart: &$crate::Cart,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
                $crate::leaf::Leaf::leaf_to_py(self, py, cart)
            }
        }
    )*};
}

/// `ToPy` for the runtime's collections: a `list`, each element read in
/// place (used by [`define_to_py!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! collection_to_py {
    ($trait:ident: Der: $($plain:ident),*; OpenType: $($keyed:ident),*) => {
        $(
            impl<'a, T: $crate::synta_rt::Der<'a> + Clone + $trait> $trait for $crate::synta_rt::$plain<'a, T> {
                fn to_py<'py>(
                    &self,
                    py: $crate::pyo3::Python<'py>,
                    cart: &$crate::Cart,
                ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
                    // Each element is read once, from its TLV in the content
                    // (which the whole value's decode accepted); elements
                    // built in Rust are converted as they are.
                    let Some(content) = self.as_der_content() else {
                        return $crate::leaf::list(py, self.iter().map(|item| item.to_py(py, cart)));
                    };
                    let mut r = $crate::synta_rt::Reader::new(content);
                    let items = ::core::iter::from_fn(|| {
                        (!r.is_empty()).then(|| match r.read_tlv() {
                            Ok(tlv) => T::element_to_py(py, cart, tlv.raw),
                            Err(e) => Err($crate::error(py, &e)),
                        })
                    });
                    $crate::leaf::list(py, items)
                }
            }
        )*
        $(
            impl<'a, E: $crate::synta_rt::OpenType<'a> + Clone + $trait> $trait for $crate::synta_rt::$keyed<'a, E> {
                fn to_py<'py>(
                    &self,
                    py: $crate::pyo3::Python<'py>,
                    cart: &$crate::Cart,
                ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
                    $crate::leaf::list(py, self.iter().map(|item| item.to_py(py, cart)))
                }
            }
        )*
    };
}
