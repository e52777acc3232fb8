//! The Python classes of the runtime's values that have no Python type of
//! their own.

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// An OBJECT IDENTIFIER: its dotted form, equal to that string
/// (`oid == "2.5.4.3"`) and hashed as it, so that it can key a `dict` that
/// is looked up with strings.
#[pyclass(module = "synta", frozen)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ObjectIdentifier {
    dotted: String,
}

impl ObjectIdentifier {
    /// The identifier with the dotted form `dotted`.
    pub fn from_dotted(dotted: String) -> ObjectIdentifier {
        ObjectIdentifier { dotted }
    }

    /// The dotted form.
    pub fn dotted(&self) -> &str {
        &self.dotted
    }
}

#[pymethods]
impl ObjectIdentifier {
    #[new]
    fn py_new(dotted: String) -> PyResult<ObjectIdentifier> {
        let arcs: Vec<&str> = dotted.split('.').collect();
        let valid = arcs.len() >= 2
            && arcs.iter().all(|a| {
                !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit()) && (a.len() == 1 || !a.starts_with('0'))
            });
        if !valid {
            return Err(pyo3::exceptions::PyValueError::new_err(format!("not a dotted object identifier: {dotted:?}")));
        }
        Ok(ObjectIdentifier { dotted })
    }

    /// The dotted form, `2.5.4.3`.
    #[getter]
    fn dotted_string(&self) -> &str {
        &self.dotted
    }

    /// The arcs, as `int`s.
    #[getter]
    fn arcs<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        let int = py.get_type::<pyo3::types::PyInt>();
        self.dotted.split('.').map(|a| int.call1((a,))).collect()
    }

    fn __str__(&self) -> &str {
        &self.dotted
    }

    fn __repr__(&self) -> String {
        format!("ObjectIdentifier({:?})", self.dotted)
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let same = if let Ok(o) = other.cast::<ObjectIdentifier>() {
            Some(o.get().dotted == self.dotted)
        } else if let Ok(s) = other.cast::<PyString>() {
            Some(s.to_str()? == self.dotted)
        } else {
            None
        };
        Ok(match (same, op) {
            (Some(same), CompareOp::Eq) => same.into_pyobject(py)?.to_owned().into_any().unbind(),
            (Some(same), CompareOp::Ne) => (!same).into_pyobject(py)?.to_owned().into_any().unbind(),
            _ => py.NotImplemented(),
        })
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        PyString::new(py, &self.dotted).hash()
    }
}

/// A BIT STRING: `data` holds the bits, first bit in the high bit of the
/// first octet; the last `unused_bits` bits of the last octet are not
/// part of it. `len()` is the number of bits.
#[pyclass(module = "synta", frozen)]
pub struct BitString {
    data: Py<PyAny>,
    len: usize,
    unused: u8,
}

impl BitString {
    /// The bits in `data` (bytes or a memoryview of the input).
    pub fn new(data: Py<PyAny>, len: usize, unused: u8) -> BitString {
        BitString { data, len, unused }
    }

    /// The octets (bytes or a memoryview).
    pub fn data_object(&self, py: Python<'_>) -> Py<PyAny> {
        self.data.clone_ref(py)
    }

    /// The number of bits.
    pub fn bit_len(&self) -> usize {
        self.len
    }
}

#[pymethods]
impl BitString {
    /// The octets.
    #[getter]
    fn data(&self, py: Python<'_>) -> Py<PyAny> {
        self.data.clone_ref(py)
    }

    /// How many bits of the last octet are not part of the value.
    #[getter]
    fn unused_bits(&self) -> u8 {
        self.unused
    }

    fn __len__(&self) -> usize {
        self.len
    }

    fn __bytes__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.get_type::<pyo3::types::PyBytes>().call1((self.data.bind(py),))
    }

    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        match other.cast::<BitString>() {
            Ok(o) => Ok(o.get().len == self.len && o.get().data.bind(py).eq(self.data.bind(py))?),
            Err(_) => Ok(false),
        }
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let bytes = self.__bytes__(py)?;
        let hex: String = bytes.call_method0("hex")?.extract()?;
        Ok(format!("BitString(len={}, data={hex})", self.len))
    }
}

/// An ENUMERATED item a later version of the schema added, read from PER:
/// its `index` among the additions, all PER gives of it (X.691 §14). The
/// value it is in writes it back in PER; DER, OER and JER have no number or
/// identifier to write for it, and a constructor cannot take one.
#[pyclass(module = "synta", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct LaterItem {
    index: u32,
}

impl LaterItem {
    /// The item of addition index `index`.
    pub fn new(index: u32) -> LaterItem {
        LaterItem { index }
    }
}

#[pymethods]
impl LaterItem {
    /// Its index among the additions, counted from 0 at the first one.
    #[getter]
    fn index(&self) -> u32 {
        self.index
    }

    fn __repr__(&self) -> String {
        format!("LaterItem(index={})", self.index)
    }
}
