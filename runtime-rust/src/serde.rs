//! `serde::Serialize` for the runtime's value types (feature `serde`), so
//! that generated types can derive it (`--type-attribute
//! '.=#[derive(serde::Serialize)]'`) and be written with any serde format.
//!
//! Human-readable formats (JSON, YAML, TOML) get the forms JER (X.697)
//! uses: INTEGER as a number (a decimal string when it is beyond 128 bits,
//! which serde cannot carry as a number), BIT STRING as `{"value": hex,
//! "length": bits}`, OBJECT IDENTIFIER as dotted text, strings and times as
//! text, a value kept raw (ANY, unknown extensions) as the hex digits of
//! its encoding. Binary formats get bytes where JER writes hex.
//!
//! A lazy field is decoded while it is written; one that does not decode
//! fails the serialisation with the decoding error's text.
//!
//! OCTET STRING is a plain `&[u8]` in generated types, which serde itself
//! writes as a sequence of numbers.

use core::fmt;

use serde::ser::{Error as _, SerializeStruct};
use serde::{Serialize, Serializer};

use crate::{
    BitString, BmpString, Date, Der, Duration, GeneralString, GeneralizedTime, GraphicString, Ia5String, Integer,
    KeyedSequenceOf, KeyedSetOf, Lazy, LocalDateTime, NumericString, ObjectDescriptor, ObjectIdentifier, OidIri,
    OpenType, PrintableString, RawDer, Real, RelativeOid, RelativeOidIri, SequenceOf, SetOf, TeletexString, Time,
    TimeOfDay, UniversalString, UnknownExtensions, UtcTime, Utf8String, VideotexString, VisibleString,
};

/// Upper-case hex digits, as JER writes octets.
struct Hex<'b>(&'b [u8]);

impl fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02X}"))
    }
}

/// Octets as hex text for people, as bytes for machines.
fn octets<S: Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
    if s.is_human_readable() {
        s.collect_str(&Hex(bytes))
    } else {
        s.serialize_bytes(bytes)
    }
}

/// Text made of code points; a number that is no Unicode scalar value (a
/// lone surrogate in a BMPString) becomes U+FFFD, as in JER.
struct CodePointText<I>(I);

impl<I: Iterator<Item = u32> + Clone> fmt::Display for CodePointText<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write as _;
        self.0.clone().try_for_each(|p| f.write_char(char::from_u32(p).unwrap_or(char::REPLACEMENT_CHARACTER)))
    }
}

impl Serialize for Integer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Read once; the narrowest number serde formats take widely.
        match self.to_i128() {
            Some(v) => match (i64::try_from(v), u64::try_from(v)) {
                (Ok(v), _) => s.serialize_i64(v),
                (_, Ok(v)) => s.serialize_u64(v),
                _ => s.serialize_i128(v),
            },
            None => s.serialize_str(&crate::jer::decimal(self.as_bytes())),
        }
    }
}

impl Serialize for BitString<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        /// The octets, in the serialiser's form for octets.
        struct Value<'b>(&'b [u8]);
        impl Serialize for Value<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                octets(self.0, s)
            }
        }
        let mut st = s.serialize_struct("BitString", 2)?;
        st.serialize_field("value", &Value(self.as_bytes()))?;
        st.serialize_field("length", &self.len())?;
        st.end()
    }
}

macro_rules! serialize_display {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
    )*};
}
serialize_display!(
    ObjectIdentifier<'_>,
    RelativeOid<'_>,
    Date<'_>,
    TimeOfDay<'_>,
    LocalDateTime<'_>,
    Time<'_>,
    Duration<'_>,
    OidIri<'_>,
    RelativeOidIri<'_>
);

macro_rules! serialize_code_points {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(&CodePointText(self.code_points()))
            }
        }
    )*};
}
with_code_point_strings!(serialize_code_points);

macro_rules! serialize_time {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                // Checked as ASCII digits and punctuation when decoded.
                s.collect_str(&CodePointText(self.as_bytes().iter().map(|&b| u32::from(b))))
            }
        }
    )*};
}
serialize_time!(UtcTime<'_>, GeneralizedTime<'_>);

/// A number; what f64 cannot hold (beyond its range, -0, the special
/// values) as serde's f64 of it, which formats without those write as null.
impl Serialize for Real<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.to_f64())
    }
}

impl Serialize for RawDer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        octets(self.as_bytes(), s)
    }
}

impl Serialize for UnknownExtensions<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        octets(self.as_bytes(), s)
    }
}

/// The decoded value, or the decoding error.
impl<'a, T: Der<'a> + Clone + Serialize> Serialize for Lazy<'a, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.decoded().map_err(S::Error::custom)?.serialize(s)
    }
}

macro_rules! serialize_collection {
    ($bound:ident: $($name:ident),*) => {$(
        impl<'a, T: $bound<'a> + Clone + Serialize> Serialize for $name<'a, T> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.iter())
            }
        }
    )*};
}
serialize_collection!(Der: SequenceOf, SetOf);
serialize_collection!(OpenType: KeyedSequenceOf, KeyedSetOf);

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use serde_json::json;

    use crate::{
        BitString, BmpString, Der, GeneralizedTime, Integer, Lazy, ObjectIdentifier, RawDer, SequenceOf, TeletexString,
    };

    fn to_json<T: serde::Serialize>(value: &T) -> serde_json::Value {
        serde_json::to_value(value).expect("serialises")
    }

    #[test]
    fn integers_are_numbers_while_serde_can_hold_them() {
        assert_eq!(to_json(&Integer::from_i64(-129)), json!(-129));
        assert_eq!(to_json(&Integer::from_u64(u64::MAX)), json!(u64::MAX));
        // 2^80 fits i128; serde_json writes it as a number.
        let big = [1u8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        let text = serde_json::to_string(&Integer::from_bytes(&big).expect("minimal")).expect("serialises");
        assert_eq!(text, "1208925819614629174706176");
        // 2^160, a 21-octet serial number: beyond serde's numbers.
        let mut huge = [0u8; 21];
        huge[0] = 1;
        assert_eq!(
            to_json(&Integer::from_bytes(&huge).expect("minimal")),
            json!("1461501637330902918203684832716283019655932542976")
        );
    }

    #[test]
    fn bits_octets_oids_strings_and_times_take_their_jer_forms() {
        let bits = BitString::new(3, &[0xa5, 0x28]).expect("valid");
        assert_eq!(to_json(&bits), json!({"value": "A528", "length": 13}));
        let oid = ObjectIdentifier::decode(&[0x06, 0x03, 0x55, 0x1d, 0x13]).expect("valid");
        assert_eq!(to_json(&oid), json!("2.5.29.19"));
        // U+00E9 in UCS-2, and a Teletex octet read as the code point.
        let bmp = BmpString::decode(&[0x1e, 0x04, 0x00, 0x41, 0x00, 0xe9]).expect("valid");
        assert_eq!(to_json(&bmp), json!("A\u{e9}"));
        let teletex = TeletexString::decode(&[0x14, 0x01, 0xe9]).expect("valid");
        assert_eq!(to_json(&teletex), json!("\u{e9}"));
        let time = GeneralizedTime::decode(b"\x18\x0f20261126040000Z").expect("valid");
        assert_eq!(to_json(&time), json!("20261126040000Z"));
        let raw = RawDer::decode(&[0x05, 0x00]).expect("valid");
        assert_eq!(to_json(&raw), json!("0500"));
    }

    #[test]
    fn a_lazy_value_is_written_decoded_whatever_its_implicit_tag() {
        // [0] IMPLICIT INTEGER 5, as a recursive link through an IMPLICIT
        // tag keeps it.
        let raw = RawDer::decode(&[0x80, 0x01, 0x05]).expect("valid");
        assert_eq!(to_json(&Lazy::<Integer<'_>>::from_raw(raw)), json!(5));
        // Content that is no INTEGER fails the serialisation.
        let bad = RawDer::decode(&[0x80, 0x02, 0x00, 0x05]).expect("valid");
        let error = serde_json::to_string(&Lazy::<Integer<'_>>::from_raw(bad)).expect_err("not minimal");
        assert!(alloc::format!("{error}").contains("INTEGER"), "{error}");
    }

    #[test]
    fn collections_are_arrays_of_their_elements() {
        let der = [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x80];
        let seq = SequenceOf::<Integer<'_>>::decode(&der).expect("valid");
        assert_eq!(to_json(&seq), json!([1, -128]));
    }
}
