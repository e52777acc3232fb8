//! Python values written as X.697 JSON, for building values from Python:
//! a constructor writes the JER of its arguments, field by field, in the
//! forms the JER reader takes (`synta_rt::FromJer`), which checks
//! everything the schema says while it writes the DER.
//!
//! These are the forms of the runtime's value types; `define_to_py!`
//! applies them by type (`FromPy`), the generated code for the generated
//! types.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{
    IntoPyDict, PyBool, PyByteArray, PyBytes, PyDateTime, PyDict, PyFloat, PyInt, PyList, PyMemoryView, PyString,
    PyTuple,
};
use synta_rt::JerWriter;

use crate::values::{BitString, ObjectIdentifier};

fn expected(what: &str, obj: &Bound<'_, PyAny>) -> PyErr {
    let got = obj.get_type().name().map(|n| n.to_string()).unwrap_or_default();
    PyTypeError::new_err(format!("expected {what}, got {got}"))
}

/// Writes the JER of `obj` when it is a value of a generated class
/// (anything with `to_jer` but a dict), which any type takes as it is;
/// whether it was one.
pub fn class_value(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<bool> {
    if obj.is_instance_of::<PyDict>() || !obj.hasattr("to_jer")? {
        return Ok(false);
    }
    let jer: String = obj.call_method0("to_jer")?.extract()?;
    w.json(&jer);
    Ok(true)
}

/// BOOLEAN: `bool`.
pub fn boolean(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    let b = obj.cast::<PyBool>().map_err(|_| expected("bool", obj))?;
    w.json(if b.is_true() { "true" } else { "false" });
    Ok(())
}

/// NULL: `None`.
pub fn null(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    if !obj.is_none() {
        return Err(expected("None", obj));
    }
    w.json("null");
    Ok(())
}

/// INTEGER: `int` (not `bool`), of any size.
pub fn integer(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return Err(expected("int", obj));
    }
    // int.__str__ of an IntEnum member is its number too.
    let text: String = obj.py().get_type::<PyInt>().call_method1("__repr__", (obj,))?.extract()?;
    w.json(&text);
    Ok(())
}

/// The octets of a bytes-like object.
fn octets_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    if obj.is_instance_of::<PyByteArray>() || obj.is_instance_of::<PyMemoryView>() {
        let b = obj.py().get_type::<PyBytes>().call1((obj,))?;
        return Ok(b.cast::<PyBytes>()?.as_bytes().to_vec());
    }
    Err(expected("bytes, bytearray or memoryview", obj))
}

/// OCTET STRING: bytes-like.
pub fn octets(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    w.hex(&octets_of(obj)?);
    Ok(())
}

/// ANY, and values kept raw: the encoding, bytes-like.
pub fn raw_der(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    octets(obj, w)
}

/// BIT STRING: a `BitString`, or bytes-like (all their bits).
pub fn bits(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    let (data, len) = match obj.cast::<BitString>() {
        Ok(b) => (octets_of(b.get().data_object(obj.py()).bind(obj.py()))?, b.get().bit_len()),
        Err(_) => {
            let data = octets_of(obj).map_err(|_| expected("BitString or bytes", obj))?;
            let len = data.len() * 8;
            (data, len)
        }
    };
    write_bits(w, &data, len);
    Ok(())
}

/// The JER of a BIT STRING: its octets and its length in bits.
fn write_bits(w: &mut JerWriter, data: &[u8], len: usize) {
    w.begin_object();
    w.member("value");
    w.hex(data);
    w.member("length");
    w.json(&len.to_string());
    w.end_object();
}

/// BIT STRING with named bits: an `int` of flags (an `IntFlag`; bit `i`
/// is `1 << i`), or as [`bits`]. Trailing zero bits are left out, as DER
/// writes named bits.
pub fn named_bits(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return bits(obj, w);
    }
    let flags: u128 = obj.extract().map_err(|_| PyValueError::new_err("flags must be 0 to 2**128 - 1"))?;
    let len = (128 - flags.leading_zeros()) as usize;
    let mut data = vec![0u8; len.div_ceil(8)];
    for i in (0..len).filter(|i| flags >> i & 1 == 1) {
        data[i / 8] |= 0x80 >> (i % 8);
    }
    write_bits(w, &data, len);
    Ok(())
}

/// OBJECT IDENTIFIER, RELATIVE-OID: an `ObjectIdentifier` or its dotted `str`.
pub fn oid(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    let dotted = match obj.cast::<ObjectIdentifier>() {
        Ok(o) => o.get().dotted().to_string(),
        Err(_) => obj.cast::<PyString>().map_err(|_| expected("ObjectIdentifier or str", obj))?.to_str()?.to_string(),
    };
    w.string(dotted.chars());
    Ok(())
}

/// Strings, and the time types other than UTCTime and GeneralizedTime:
/// `str`.
pub fn text(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    let s = obj.cast::<PyString>().map_err(|_| expected("str", obj))?;
    w.string(s.to_str()?.chars());
    Ok(())
}

/// REAL: `float` or `int`.
pub fn real(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    let v: f64 = if obj.is_instance_of::<PyFloat>() || obj.is_instance_of::<PyInt>() {
        obj.extract()?
    } else {
        return Err(expected("float", obj));
    };
    if v.is_nan() {
        w.string("NaN".chars());
    } else if v.is_infinite() {
        w.string(if v > 0.0 { "INF" } else { "-INF" }.chars());
    } else if v == 0.0 && v.is_sign_negative() {
        w.string("-0".chars());
    } else {
        w.json(&format!("{v:?}"));
    }
    Ok(())
}

/// A `datetime` in UTC (an aware one converted, a naive one taken as UTC)
/// formatted by `format`, its year within `years`; a `str` is the time's
/// text as it is.
fn time(
    obj: &Bound<'_, PyAny>,
    w: &mut JerWriter,
    format: &str,
    fraction: bool,
    years: std::ops::RangeInclusive<i32>,
) -> PyResult<()> {
    if let Ok(s) = obj.cast::<PyString>() {
        w.string(s.to_str()?.chars());
        return Ok(());
    }
    if !obj.is_instance_of::<PyDateTime>() {
        return Err(expected("datetime or str", obj));
    }
    let py = obj.py();
    let utc = pyo3::types::PyTzInfo::utc(py)?;
    let dt = if obj.getattr("tzinfo")?.is_none() {
        obj.call_method("replace", (), Some(&[("tzinfo", utc)].into_py_dict(py)?))?
    } else {
        obj.call_method1("astimezone", (utc,))?
    };
    let year: i32 = dt.getattr("year")?.extract()?;
    if !years.contains(&year) {
        let kind = if fraction { "GeneralizedTime" } else { "UTCTime" };
        return Err(PyValueError::new_err(format!(
            "{kind} holds the years {} to {}, not {year}",
            years.start(),
            years.end()
        )));
    }
    let mut text: String = dt.call_method1("strftime", (format,))?.extract()?;
    let micro: u32 = dt.getattr("microsecond")?.extract()?;
    if fraction && micro != 0 {
        let digits = format!("{micro:06}");
        text.push('.');
        text.push_str(digits.trim_end_matches('0'));
    } else if micro != 0 {
        return Err(PyValueError::new_err("UTCTime holds whole seconds"));
    }
    text.push('Z');
    w.string(text.chars());
    Ok(())
}

/// UTCTime: `datetime` (1950–2049: its two digits of year say no more)
/// or its text.
pub fn utc_time(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    time(obj, w, "%y%m%d%H%M%S", false, 1950..=2049)
}

/// GeneralizedTime: `datetime` (four digits of year) or its text.
pub fn generalized_time(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    time(obj, w, "%Y%m%d%H%M%S", true, 1000..=9999)
}

/// The elements of a SEQUENCE OF / SET OF: a `list` or `tuple`.
pub fn elements<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        obj.try_iter()?.collect()
    } else {
        Err(expected("list", obj))
    }
}

/// A value of a type the bindings do not know the form of (an open
/// type's): a value of a generated class, or a value of the JSON the
/// type's JER reader takes (dict, list, str, int, bool, None; bytes as hex).
pub fn any(obj: &Bound<'_, PyAny>, w: &mut JerWriter) -> PyResult<()> {
    if class_value(obj, w)? {
        return Ok(());
    }
    if obj.is_none() {
        w.json("null");
    } else if obj.is_instance_of::<PyBool>() {
        boolean(obj, w)?;
    } else if obj.is_instance_of::<PyInt>() {
        integer(obj, w)?;
    } else if obj.is_instance_of::<ObjectIdentifier>() {
        oid(obj, w)?;
    } else if obj.is_instance_of::<PyString>() {
        text(obj, w)?;
    } else if let Ok(d) = obj.cast::<PyDict>() {
        w.begin_object();
        for (k, v) in d.iter() {
            w.member(k.cast::<PyString>().map_err(|_| expected("str keys", &k))?.to_str()?);
            any(&v, w)?;
        }
        w.end_object();
    } else if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        w.begin_array();
        for item in obj.try_iter()? {
            any(&item?, w)?;
        }
        w.end_array();
    } else {
        octets(obj, w)?;
    }
    Ok(())
}

/// The keyword arguments of a constructor (or a `dict` in their place):
/// the names it knows, none other.
pub fn fields<'py>(obj: &Bound<'py, PyAny>, known: &[&str], class: &str) -> PyResult<Bound<'py, PyDict>> {
    let d = obj.cast::<PyDict>().map_err(|_| expected(&format!("{class} or a dict of its fields"), obj))?;
    for key in d.keys() {
        let key: String = key.extract()?;
        if !known.contains(&key.as_str()) {
            return Err(PyTypeError::new_err(format!("{class} has no field `{key}`")));
        }
    }
    Ok(d.clone())
}

/// The one alternative of a CHOICE's constructor (or a one-item `dict`).
pub fn alternative<'py>(obj: &Bound<'py, PyAny>, class: &str) -> PyResult<(String, Bound<'py, PyAny>)> {
    let d = obj.cast::<PyDict>().map_err(|_| expected(&format!("{class} or a dict of one alternative"), obj))?;
    if d.len() != 1 {
        return Err(PyTypeError::new_err(format!("{class} takes exactly one alternative, got {}", d.len())));
    }
    match d.iter().next() {
        Some((k, v)) => Ok((k.extract()?, v)),
        None => Err(PyTypeError::new_err(format!("{class} takes exactly one alternative"))),
    }
}

/// The error of an alternative a CHOICE does not have.
pub fn no_alternative(class: &str, name: &str) -> PyErr {
    PyTypeError::new_err(format!("{class} has no alternative `{name}`"))
}

/// An ENUMERATED value: an `int` (an `IntEnum` member is one).
pub fn number(obj: &Bound<'_, PyAny>) -> PyResult<i64> {
    if obj.is_instance_of::<crate::LaterItem>() {
        // Values are built through JER, which has no form of one.
        return Err(PyValueError::new_err(
            "an ENUMERATED item of a later version read from PER cannot be given to a constructor: \
             it has no number or identifier",
        ));
    }
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return Err(expected("int", obj));
    }
    obj.extract()
}

/// The error of a number an ENUMERATED type does not name.
pub fn no_member(class: &str, number: i64) -> PyErr {
    PyValueError::new_err(format!("{class} has no member {number}"))
}
