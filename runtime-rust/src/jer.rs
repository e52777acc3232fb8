//! JSON Encoding Rules (X.697) output of decoded values, for inspection
//! tools and tests: compact JSON, one value per call.
//!
//! The forms follow X.697: BOOLEAN, INTEGER and NULL as JSON literals (an
//! INTEGER of any size as a decimal number), OCTET STRING as hex digits,
//! BIT STRING as `{"value": hex, "length": bits}`, OBJECT IDENTIFIER as
//! dotted text, character strings and times as JSON strings (Teletex,
//! Graphic, Videotex and General strings map each octet to the code point
//! of the same number), SEQUENCE/SET as an object of the present
//! components, SEQUENCE OF/SET OF as an array, CHOICE as an object with
//! one member named by the alternative, ENUMERATED by its identifier.
//! X.697 has no form for a value whose type is unknown (ANY, an unknown
//! extension alternative): those are written as the hex digits of their
//! whole encoding.

use alloc::string::String;
use core::fmt::Write as _;

use crate::{
    BitString, BmpString, Date, Der, Duration, GeneralString, GeneralizedTime, GraphicString, Ia5String, Integer,
    KeyedSequenceOf, KeyedSetOf, LocalDateTime, NumericString, ObjectDescriptor, ObjectIdentifier, OidIri, OpenType,
    PrintableString, RawDer, Real, RealValue, RelativeOid, RelativeOidIri, Result, SequenceOf, SetOf, TeletexString,
    Time, TimeOfDay, UniversalString, UtcTime, Utf8String, VideotexString, VisibleString,
};

/// Builds the JSON text of one value.
#[derive(Default)]
pub struct JerWriter {
    out: String,
    /// Whether the next value or member needs a separating comma.
    comma: bool,
}

impl JerWriter {
    /// An empty writer.
    pub fn new() -> JerWriter {
        JerWriter::default()
    }

    /// The JSON text written so far.
    pub fn finish(self) -> String {
        self.out
    }

    fn start_value(&mut self) {
        if self.comma {
            self.out.push(',');
        }
        self.comma = false;
    }

    fn end_value(&mut self) {
        self.comma = true;
    }

    /// Writes a JSON literal or number as it is.
    fn raw(&mut self, text: impl core::fmt::Display) {
        self.start_value();
        let _ = write!(self.out, "{text}");
        self.end_value();
    }

    /// Writes JSON text as it is, as one value: a number, a literal, or
    /// the JER of a value written elsewhere. The caller vouches that it is
    /// one JSON value.
    pub fn json(&mut self, text: &str) {
        self.raw(text);
    }

    /// Opens an object (`{`).
    pub fn begin_object(&mut self) {
        self.start_value();
        self.out.push('{');
    }

    /// Closes an object (`}`).
    pub fn end_object(&mut self) {
        self.out.push('}');
        self.end_value();
    }

    /// Opens an array (`[`).
    pub fn begin_array(&mut self) {
        self.start_value();
        self.out.push('[');
    }

    /// Closes an array (`]`).
    pub fn end_array(&mut self) {
        self.out.push(']');
        self.end_value();
    }

    /// Writes the name of the next object member; its value follows.
    pub fn member(&mut self, name: &str) {
        self.string(name.chars());
        self.out.push(':');
        self.comma = false;
    }

    /// Writes a JSON string of the given characters, escaped.
    pub fn string(&mut self, chars: impl Iterator<Item = char>) {
        self.start_value();
        self.out.push('"');
        for c in chars {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                c if (c as u32) < 0x20 || c == '\u{7f}' => {
                    let _ = write!(self.out, "\\u{:04x}", c as u32);
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
        self.end_value();
    }

    /// Writes a JSON string of upper-case hex digits.
    pub fn hex(&mut self, bytes: &[u8]) {
        self.start_value();
        self.out.push('"');
        for b in bytes {
            let _ = write!(self.out, "{b:02X}");
        }
        self.out.push('"');
        self.end_value();
    }

    /// Writes a string of code points; a number that is no Unicode scalar
    /// value (a lone surrogate in a BMPString) becomes U+FFFD.
    fn code_points(&mut self, points: impl Iterator<Item = u32>) {
        self.string(points.map(|p| char::from_u32(p).unwrap_or(char::REPLACEMENT_CHARACTER)));
    }

    /// Writes an identifier (ENUMERATED) as a JSON string.
    pub fn identifier(&mut self, name: &str) {
        self.string(name.chars());
    }
}

/// A value that can be written in JER. Generated types implement it when
/// compiled with the JER option.
pub trait Jer {
    /// Writes the value. Fails only where a value kept raw (a lazy field)
    /// is decoded now and is not valid.
    fn write_jer(&self, w: &mut JerWriter) -> Result<()>;

    /// The JER text of the value.
    fn to_jer(&self) -> Result<String> {
        let mut w = JerWriter::new();
        self.write_jer(&mut w)?;
        Ok(w.finish())
    }
}

/// Decodes `der` as a `T` and returns its JER text.
pub fn der_to_jer<'a, T: Der<'a> + Jer>(der: &'a [u8]) -> Result<String> {
    T::decode(der)?.to_jer()
}

/// Decodes `bytes` as `T`, in BER mode when `space` is given, and writes it
/// as X.697 JSON.
pub fn to_jer_in<'a, T: Der<'a> + Jer>(bytes: &'a [u8], space: Option<&'a crate::BerSpace<'a>>) -> Result<String> {
    match space {
        Some(space) => T::decode_ber(bytes, space)?.to_jer(),
        None => T::decode(bytes)?.to_jer(),
    }
}

impl<T: Jer + ?Sized> Jer for &T {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        (**self).write_jer(w)
    }
}

impl Jer for bool {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        w.raw(if *self { "true" } else { "false" });
        Ok(())
    }
}

impl Jer for () {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        w.raw("null");
        Ok(())
    }
}

macro_rules! jer_display {
    ($($t:ty),*) => {$(
        impl Jer for $t {
            fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
                w.raw(self);
                Ok(())
            }
        }
    )*};
}
jer_display!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl Jer for Integer<'_> {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        w.raw(decimal(self.as_bytes()));
        Ok(())
    }
}

/// The decimal digits of a two's-complement big-endian integer.
pub(crate) fn decimal(bytes: &[u8]) -> String {
    let negative = bytes.first().is_some_and(|b| b & 0x80 != 0);
    // The magnitude in little-endian 32-bit limbs.
    let mut magnitude: alloc::vec::Vec<u8> = bytes.to_vec();
    if negative {
        crate::primitives::negate(&mut magnitude);
    }
    let mut limbs: alloc::vec::Vec<u32> =
        magnitude.rchunks(4).map(|chunk| chunk.iter().fold(0u32, |acc, b| (acc << 8) | u32::from(*b))).collect();
    // Divide by 10^9 repeatedly; each remainder gives nine digits.
    let mut groups = alloc::vec::Vec::new();
    loop {
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        if limbs.is_empty() {
            break;
        }
        let mut rem = 0u64;
        for limb in limbs.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / 1_000_000_000) as u32;
            rem = cur % 1_000_000_000;
        }
        groups.push(rem as u32);
    }
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    match groups.split_last() {
        None => out.push('0'),
        Some((most, rest)) => {
            let _ = write!(out, "{most}");
            for g in rest.iter().rev() {
                let _ = write!(out, "{g:09}");
            }
        }
    }
    out
}

impl Jer for &[u8] {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        w.hex(self);
        Ok(())
    }
}

impl Jer for BitString<'_> {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        w.begin_object();
        w.member("value");
        w.hex(self.as_bytes());
        w.member("length");
        self.len().write_jer(w)?;
        w.end_object();
        Ok(())
    }
}

macro_rules! jer_text {
    ($($t:ty),*) => {$(
        impl Jer for $t {
            fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
                // Dotted digits: nothing to escape.
                w.raw(format_args!("\"{self}\""));
                Ok(())
            }
        }
    )*};
}
jer_text!(ObjectIdentifier<'_>, RelativeOid<'_>);

macro_rules! jer_code_points {
    ($($t:ty),*) => {$(
        impl Jer for $t {
            fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
                w.code_points(self.code_points());
                Ok(())
            }
        }
    )*};
}
with_code_point_strings!(jer_code_points);

macro_rules! jer_time {
    ($($t:ty),*) => {$(
        impl Jer for $t {
            fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
                w.string(self.as_bytes().iter().map(|b| char::from(*b)));
                Ok(())
            }
        }
    )*};
}
jer_time!(UtcTime<'_>, GeneralizedTime<'_>);

macro_rules! jer_display_string {
    ($($t:ty),*) => {$(
        impl Jer for $t {
            fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
                let text = alloc::format!("{self}");
                w.string(text.chars());
                Ok(())
            }
        }
    )*};
}
jer_display_string!(Date<'_>, TimeOfDay<'_>, LocalDateTime<'_>, Time<'_>, Duration<'_>, OidIri<'_>, RelativeOidIri<'_>);

/// A JSON number; the special values as the strings X.697 gives them.
impl Jer for Real<'_> {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        match self.value() {
            RealValue::MinusZero => w.string("-0".chars()),
            RealValue::PlusInfinity => w.string("INF".chars()),
            RealValue::MinusInfinity => w.string("-INF".chars()),
            RealValue::NotANumber => w.string("NaN".chars()),
            // NR3 `125.E-2` is the JSON number `125E-2`.
            RealValue::Decimal(text) => w.raw(text.replacen(".", "", 1)),
            RealValue::Zero => w.raw("0"),
            RealValue::Binary { mantissa, exponent, negative } => {
                let v = self.to_f64();
                if v.is_finite() && v != 0.0 {
                    w.raw(alloc::format!("{v:?}"));
                } else {
                    // Beyond f64: the exact value in the value notation.
                    let mut unsigned = alloc::vec![0u8];
                    unsigned.extend_from_slice(mantissa);
                    let sign = if negative { "-" } else { "" };
                    let text = alloc::format!(
                        "{{ mantissa {sign}{}, base 2, exponent {} }}",
                        decimal(&unsigned),
                        decimal(exponent.as_bytes())
                    );
                    w.string(text.chars());
                }
            }
        }
        Ok(())
    }
}

impl Jer for RawDer<'_> {
    fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
        w.hex(self.as_bytes());
        Ok(())
    }
}

macro_rules! jer_collection {
    ($bound:ident: $($name:ident),*) => {$(
        impl<'a, T: $bound<'a> + Clone + Jer> Jer for $name<'a, T> {
            fn write_jer(&self, w: &mut JerWriter) -> Result<()> {
                w.begin_array();
                for element in self.iter() {
                    element.write_jer(w)?;
                }
                w.end_array();
                Ok(())
            }
        }
    )*};
}
jer_collection!(Der: SequenceOf, SetOf);
jer_collection!(OpenType: KeyedSequenceOf, KeyedSetOf);

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn decimal_of_big_and_negative_integers() {
        assert_eq!(decimal(&[0]), "0");
        assert_eq!(decimal(&[0x7f]), "127");
        assert_eq!(decimal(&[0x80]), "-128");
        assert_eq!(decimal(&[0xff]), "-1");
        assert_eq!(decimal(&[0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), "18446744073709551615");
        // 2^80 and -(2^80).
        let mut big = [0u8; 11];
        big[0] = 1;
        assert_eq!(decimal(&big), "1208925819614629174706176");
        let mut neg = [0u8; 11];
        neg[0] = 0xff;
        assert_eq!(decimal(&neg[..]), "-1208925819614629174706176");
    }
}
