//! What every generated class has in common, written once: its Python
//! methods beside its properties, and its `ToPy`.
//!
//! A generated class is a tuple struct over its [`Value`](crate::Value),
//! `pub struct Certificate(pub(crate) Value<codec::...::Certificate<'static>>)`;
//! the macros below infer the value's type from it. The generated crate
//! enables pyo3's `multiple-pymethods`, so that a class's properties are a
//! `#[pymethods]` block of its own, written out where they are generated.

use pyo3::prelude::*;
use pyo3::pyclass::PyClass;
use pyo3::pyclass_init::PyClassInitializer;

/// `value`, an instance of a generated class, as a Python object.
pub fn object<'py, C>(py: Python<'py>, value: C) -> PyResult<Bound<'py, PyAny>>
where
    C: PyClass + Into<PyClassInitializer<C>>,
{
    Ok(Bound::new(py, value)?.into_any())
}

/// The Python methods of the generated class `$class`, named `$python` in
/// Python: its constructor, which takes the value's `fields` by keyword
/// (a SEQUENCE or SET), its one `alternative` by keyword (a CHOICE) or its
/// `value` (a type defined as another); `decode`, `from_jer`, `encode`,
/// `to_jer`, `__eq__`, `__hash__`, `__reduce__` (pickling) and `__repr__`.
/// Each builds on a function of this crate; the values are built by the
/// generated crate's `build`. The last argument names the rules the
/// codec has besides DER, BER and JER: `oer` (generated with `--oer`),
/// `per` (`--per`), `oer_per` (both), or none (`der`).
// `crate::build` is the calling crate's, on purpose (`define_to_py!`).
#[allow(clippy::crate_in_macro_def)]
#[macro_export]
macro_rules! class_methods {
    ($class:ident, $python:tt, $new:ident) => {
        $crate::class_methods!($class, $python, $new, der);
    };
    ($class:ident, $python:tt, fields, $rules:ident) => {
        $crate::class_methods!(@methods $class, $python, $rules,
            /// A value built from its fields, by keyword (OPTIONAL and
            /// DEFAULT ones may be left out): values of the classes, or
            /// Python values.
            #[new]
            #[pyo3(signature = (**fields))]
            fn new(
                py: $crate::pyo3::Python<'_>,
                fields: Option<&$crate::pyo3::Bound<'_, $crate::pyo3::types::PyDict>>,
            ) -> $crate::pyo3::PyResult<Self> {
                let fields = fields.cloned().unwrap_or_else(|| $crate::pyo3::types::PyDict::new(py));
                crate::build(py, fields.as_any()).map(Self)
            }
        );
    };
    ($class:ident, $python:tt, alternative, $rules:ident) => {
        $crate::class_methods!(@methods $class, $python, $rules,
            /// A value of the one alternative given by keyword.
            #[new]
            #[pyo3(signature = (**alternative))]
            fn new(
                py: $crate::pyo3::Python<'_>,
                alternative: Option<&$crate::pyo3::Bound<'_, $crate::pyo3::types::PyDict>>,
            ) -> $crate::pyo3::PyResult<Self> {
                let alternative = alternative.cloned().unwrap_or_else(|| $crate::pyo3::types::PyDict::new(py));
                crate::build(py, alternative.as_any()).map(Self)
            }
        );
    };
    ($class:ident, $python:tt, value, $rules:ident) => {
        $crate::class_methods!(@methods $class, $python, $rules,
            /// A value holding `value`.
            #[new]
            fn new(
                py: $crate::pyo3::Python<'_>,
                value: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>,
            ) -> $crate::pyo3::PyResult<Self> {
                crate::build(py, value).map(Self)
            }
        );
    };
    // The rules' functions and the families they include.
    (@decode der) => { $crate::decode_rules };
    (@decode oer) => { $crate::decode_oer };
    (@decode per) => { $crate::decode_per };
    (@decode oer_per) => { $crate::decode_oer_per };
    (@encode der) => { $crate::encode_rules };
    (@encode oer) => { $crate::encode_oer };
    (@encode per) => { $crate::encode_per };
    (@encode oer_per) => { $crate::encode_oer_per };
    (@families der) => { $crate::Families { oer: false, per: false } };
    (@families oer) => { $crate::Families { oer: true, per: false } };
    (@families per) => { $crate::Families { oer: false, per: true } };
    (@families oer_per) => { $crate::Families { oer: true, per: true } };
    (@methods $class:ident, $python:tt, $rules:ident, $($new:tt)*) => {
        #[$crate::pyo3::pymethods]
        impl $class {
            $($new)*

            /// Decodes `data`: DER, or the `rules` named (`"der"`, `"ber"`;
            /// `"oer"` and `"coer"` where the schemas were compiled with
            /// OER; `"uper"`, `"aper"`, `"cuper"` and `"caper"` with PER;
            /// `ber=True` is `rules="ber"`).
            #[staticmethod]
            #[pyo3(signature = (data, *, ber = false, rules = None))]
            fn decode(
                py: $crate::pyo3::Python<'_>,
                data: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>,
                ber: bool,
                rules: Option<&str>,
            ) -> $crate::pyo3::PyResult<Self> {
                let rules = $crate::Rules::named(rules, ber, $crate::class_methods!(@families $rules))?;
                let decode = $crate::class_methods!(@decode $rules);
                decode(py, data, rules).map(Self)
            }

            /// The value read from X.697 JSON.
            #[staticmethod]
            fn from_jer(py: $crate::pyo3::Python<'_>, text: &str) -> $crate::pyo3::PyResult<Self> {
                $crate::from_jer(py, text).map(Self)
            }

            /// The encoding in `rules`: DER (the default), CANONICAL-OER
            /// for `"oer"` and `"coer"` where the schemas were compiled with
            /// OER, CANONICAL-PER in the variant named for a PER rule.
            #[pyo3(signature = (*, rules = None))]
            fn encode<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
                rules: Option<&str>,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::types::PyBytes>> {
                let rules = $crate::Rules::named(rules, false, $crate::class_methods!(@families $rules))?;
                let encode = $crate::class_methods!(@encode $rules);
                encode(py, &self.0, rules)
            }

            /// The X.697 JSON encoding.
            fn to_jer<'py>(
                &self,
                py: $crate::pyo3::Python<'py>,
            ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::types::PyString>> {
                $crate::to_jer(py, &self.0)
            }

            fn __eq__(&self, other: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>) -> bool {
                other.cast::<Self>().is_ok_and(|o| $crate::same(&self.0, &o.get().0))
            }

            /// The hash of the DER encoding (equal values encode the same).
            fn __hash__(&self, py: $crate::pyo3::Python<'_>) -> $crate::pyo3::PyResult<u64> {
                $crate::hash(py, &self.0)
            }

            /// Pickled as its DER encoding, read back by `decode`.
            fn __reduce__<'py>(
                slf: &$crate::pyo3::Bound<'py, Self>,
            ) -> $crate::pyo3::PyResult<(
                $crate::pyo3::Bound<'py, $crate::pyo3::PyAny>,
                ($crate::pyo3::Bound<'py, $crate::pyo3::types::PyBytes>,),
            )> {
                use $crate::pyo3::types::PyAnyMethods;
                let decode = slf.get_type().getattr("decode")?;
                Ok((decode, ($crate::encode(slf.py(), &slf.get().0)?,)))
            }

            fn __repr__(&self) -> String {
                match $crate::synta_rt::Jer::to_jer(self.0.get()) {
                    Ok(jer) => format!(concat!($python, "({})"), jer),
                    Err(e) => format!(concat!($python, "(<{}>)"), e),
                }
            }
        }
    };
}

/// The `ToPy` methods of a generated type with a class of its own,
/// `$class`, written inside its `impl ToPy`: a value becomes an instance
/// of the class; an element of a decoded collection is read again in
/// place, a value elsewhere is encoded and decoded on its own.
#[macro_export]
macro_rules! class_to_py {
    ($class:path) => {
        fn to_py<'py>(
            &self,
            py: $crate::pyo3::Python<'py>,
            _cart: &$crate::Cart,
        ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>> {
            $crate::object(py, $class($crate::reencoded(py, self)?))
        }

        fn element_to_py<'py, 'e>(
            py: $crate::pyo3::Python<'py>,
            cart: &$crate::Cart,
            tlv: &'e [u8],
        ) -> $crate::pyo3::PyResult<$crate::pyo3::Bound<'py, $crate::pyo3::PyAny>>
        where
            Self: $crate::synta_rt::Der<'e>,
        {
            $crate::object(py, $class($crate::element(py, cart, tlv)?))
        }
    };
}

/// The Rust value of the class of an alias (`SafeContents ::= SEQUENCE OF
/// SafeBag`, `Int32 ::= INTEGER (...)`): a type of the extension's own
/// that holds the aliased type, so that a class can hold a `Yoke` of it,
/// and that decodes, encodes, and reads and writes JER exactly as the
/// aliased type does (its errors name the same path).
/// `alias_value!(borrowed Name = codec::m::Name)` for a type that borrows
/// from the input (`Name<'a>`), `owned` for one that does not; after
/// it, `; oer`, `; per` or `; oer_per` for a codec with OER (`--oer`),
/// PER (`--per`) or both.
#[macro_export]
macro_rules! alias_value {
    (borrowed $value:ident = $($aliased:ident)::+; $family:ident) => {
        $crate::alias_value!(borrowed $value = $($aliased)::+);
        $crate::alias_value!(@$family [$value<'a>] 'a, $($aliased)::+<'a>);
    };
    (owned $value:ident = $($aliased:ident)::+; $family:ident) => {
        $crate::alias_value!(owned $value = $($aliased)::+);
        $crate::alias_value!(@$family [$value] 'a, $($aliased)::+);
    };
    (borrowed $value:ident = $($aliased:ident)::+) => {
        #[derive($crate::yoke::Yokeable)]
        pub struct $value<'a>(pub $($aliased)::+<'a>);
        $crate::alias_value!(@impls [$value<'a>] 'a, $($aliased)::+<'a>);
    };
    (owned $value:ident = $($aliased:ident)::+) => {
        #[derive($crate::yoke::Yokeable)]
        pub struct $value(pub $($aliased)::+);
        $crate::alias_value!(@impls [$value] 'a, $($aliased)::+);
    };
    (@der [$($value:tt)*] $lt:lifetime, $aliased:ty) => {};
    (@oer_per [$($value:tt)*] $lt:lifetime, $aliased:ty) => {
        $crate::alias_value!(@oer [$($value)*] $lt, $aliased);
        $crate::alias_value!(@per [$($value)*] $lt, $aliased);
    };
    (@per [$($value:tt)*] $lt:lifetime, $aliased:ty) => {
        impl<$lt> $crate::synta_rt::Per<$lt> for $($value)* {
            fn read_per(r: &mut $crate::synta_rt::PerReader<$lt>) -> $crate::synta_rt::Result<Self> {
                <$aliased as $crate::synta_rt::Per<$lt>>::read_per(r).map(Self)
            }

            fn write_per(&self, w: &mut $crate::synta_rt::PerWriter) -> $crate::synta_rt::Result<()> {
                $crate::synta_rt::Per::write_per(&self.0, w)
            }
        }
    };
    (@oer [$($value:tt)*] $lt:lifetime, $aliased:ty) => {
        impl<$lt> $crate::synta_rt::Oer<$lt> for $($value)* {
            fn read_oer(r: &mut $crate::synta_rt::OerReader<$lt>) -> $crate::synta_rt::Result<Self> {
                <$aliased as $crate::synta_rt::Oer<$lt>>::read_oer(r).map(Self)
            }

            fn write_oer(&self, w: &mut $crate::synta_rt::OerWriter) -> $crate::synta_rt::Result<()> {
                $crate::synta_rt::Oer::write_oer(&self.0, w)
            }
        }
    };
    (@impls [$($value:tt)*] $lt:lifetime, $aliased:ty) => {
        impl<$lt> $crate::synta_rt::Der<$lt> for $($value)* {
            const NAME: &'static str = <$aliased as $crate::synta_rt::Der<$lt>>::NAME;

            fn decode_tlv<M: $crate::synta_rt::Mode<$lt>>(
                r: &mut $crate::synta_rt::Reader<$lt, M>,
            ) -> $crate::synta_rt::Result<Self> {
                <$aliased as $crate::synta_rt::Der<$lt>>::decode_tlv(r).map(Self)
            }

            fn encode_tlv<W: $crate::synta_rt::Writer>(&self, w: &mut W) -> $crate::synta_rt::Result<()> {
                $crate::synta_rt::Der::encode_tlv(&self.0, w)
            }

            fn starts_with(tag: $crate::synta_rt::Tag) -> bool {
                <$aliased as $crate::synta_rt::Der<$lt>>::starts_with(tag)
            }

            fn decode_stored(bytes: &$lt [u8]) -> $crate::synta_rt::Result<Self> {
                <$aliased as $crate::synta_rt::Der<$lt>>::decode_stored(bytes).map(Self)
            }
        }

        impl<$lt> $crate::synta_rt::Jer for $($value)* {
            fn write_jer(&self, w: &mut $crate::synta_rt::JerWriter) -> $crate::synta_rt::Result<()> {
                $crate::synta_rt::Jer::write_jer(&self.0, w)
            }
        }

        impl<$lt> $crate::synta_rt::FromJer for $($value)* {
            fn from_jer(
                v: &$crate::synta_rt::Json<'_>,
                w: &mut ::std::vec::Vec<u8>,
            ) -> $crate::synta_rt::Result<()> {
                <$aliased as $crate::synta_rt::FromJer>::from_jer(v, w)
            }
        }

        impl<$lt> FromPy for $($value)* {
            fn write_py(
                obj: &$crate::pyo3::Bound<'_, $crate::pyo3::PyAny>,
                w: &mut $crate::synta_rt::JerWriter,
            ) -> $crate::pyo3::PyResult<()> {
                <$aliased as FromPy>::write_py(obj, w)
            }
        }
    };
}
