//! Runtime values as Python values: INTEGER as `int`, strings as `str`,
//! OCTET STRING and values kept raw as `memoryview`s of the input, OBJECT
//! IDENTIFIER and BIT STRING as the classes of [`crate::values`],
//! UTCTime and GeneralizedTime as `datetime` in UTC, REAL as `float`;
//! the other time types as their text.

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDateTime, PyList, PyString, PyTzInfo};
use synta_rt as rt;

use crate::values::{BitString, ObjectIdentifier};
use crate::{view, Cart};

/// A runtime value's Python form.
pub trait Leaf {
    /// The Python value.
    fn leaf_to_py<'py>(&self, py: Python<'py>, cart: &Cart) -> PyResult<Bound<'py, PyAny>>;
}

impl Leaf for bool {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyBool::new(py, *self).to_owned().into_any())
    }
}

impl Leaf for () {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        Ok(py.None().into_bound(py))
    }
}

macro_rules! native {
    ($($ty:ty),*) => {$(
        impl Leaf for $ty {
            fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
                Ok(self.into_pyobject(py)?.into_any())
            }
        }
    )*};
}
native!(i8, i16, i32, i64, u8, u16, u32, u64);

impl Leaf for &[u8] {
    fn leaf_to_py<'py>(&self, py: Python<'py>, cart: &Cart) -> PyResult<Bound<'py, PyAny>> {
        view(py, cart, self)
    }
}

impl Leaf for rt::Integer<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        if let Some(v) = self.to_i64() {
            return Ok(v.into_pyobject(py)?.into_any());
        }
        // Beyond 64 bits: two's complement, big-endian, as Python reads it.
        let int = py.get_type::<pyo3::types::PyInt>();
        let kwargs = pyo3::types::PyDict::new(py);
        kwargs.set_item("signed", true)?;
        int.call_method("from_bytes", (PyBytes::new(py, self.as_bytes()), "big"), Some(&kwargs))
    }
}

impl Leaf for rt::BitString<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, cart: &Cart) -> PyResult<Bound<'py, PyAny>> {
        let data = view(py, cart, self.as_bytes())?.unbind();
        Ok(Bound::new(py, BitString::new(data, self.len(), self.unused_bits()))?.into_any())
    }
}

impl Leaf for rt::ObjectIdentifier<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        Ok(Bound::new(py, ObjectIdentifier::from_dotted(self.to_string()))?.into_any())
    }
}

impl Leaf for rt::RawDer<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, cart: &Cart) -> PyResult<Bound<'py, PyAny>> {
        view(py, cart, self.as_bytes())
    }
}

impl Leaf for rt::UnknownExtensions<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, cart: &Cart) -> PyResult<Bound<'py, PyAny>> {
        view(py, cart, self.as_bytes())
    }
}

impl Leaf for rt::Real<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.to_f64().into_pyobject(py)?.into_any())
    }
}

/// A calendar time as an aware `datetime` in UTC (to the microsecond:
/// `datetime` holds no finer fraction).
fn datetime<'py>(py: Python<'py>, t: rt::DateTime) -> PyResult<Bound<'py, PyAny>> {
    let utc = PyTzInfo::utc(py)?;
    let micro = t.nanosecond / 1000;
    let dt = PyDateTime::new(py, i32::from(t.year), t.month, t.day, t.hour, t.minute, t.second, micro, Some(&utc))?;
    Ok(dt.into_any())
}

impl Leaf for rt::UtcTime<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        datetime(py, self.to_datetime())
    }
}

impl Leaf for rt::GeneralizedTime<'_> {
    fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
        datetime(py, self.to_datetime())
    }
}

/// Values whose Python form is their text.
macro_rules! text {
    ($($ty:ident),*) => {$(
        impl Leaf for rt::$ty<'_> {
            fn leaf_to_py<'py>(&self, py: Python<'py>, _: &Cart) -> PyResult<Bound<'py, PyAny>> {
                Ok(PyString::new(py, &self.to_string()).into_any())
            }
        }
    )*};
}
text!(
    BmpString,
    GeneralString,
    GraphicString,
    Ia5String,
    NumericString,
    ObjectDescriptor,
    PrintableString,
    TeletexString,
    UniversalString,
    Utf8String,
    VideotexString,
    VisibleString,
    Date,
    TimeOfDay,
    LocalDateTime,
    Duration,
    Time,
    OidIri,
    RelativeOidIri,
    RelativeOid
);

/// A `list` of `items`.
pub fn list<'py>(
    py: Python<'py>,
    items: impl Iterator<Item = PyResult<Bound<'py, PyAny>>>,
) -> PyResult<Bound<'py, PyAny>> {
    let items: Vec<Bound<'py, PyAny>> = items.collect::<PyResult<_>>()?;
    Ok(PyList::new(py, items)?.into_any())
}
