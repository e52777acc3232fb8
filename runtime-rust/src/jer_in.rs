//! JER (X.697) input: JSON text to the canonical DER of a value, which the
//! DER decoder then reads (and checks: constraints, alphabets, keys).
//!
//! Values borrow what they are decoded from, and most of a JER value is not
//! its DER (hex digits, decimal numbers, dotted OIDs, escaped strings), so
//! JER is transcoded: each generated type writes the DER of the JSON value
//! it is given ([`FromJer`] and its content and untagged forms, which
//! mirror [`Der`](crate::Der), [`DerValue`](crate::DerValue) and
//! [`DerUntagged`](crate::DerUntagged)), and [`from_jer`] decodes that DER.
//! The forms read are those [`Jer`](crate::Jer) writes, which are X.697's;
//! a BIT STRING is also taken as a hex string (X.697's form for a fixed
//! size). A SEQUENCE's component equal to its DEFAULT is left out, SET
//! components and SET OF elements are put in DER order.
//!
//! The JSON is read strictly ([`Json::parse`]). Errors name the path of
//! ASN.1 names and the byte offset in the JSON text; what the DER decoder
//! then refuses is named by its offset in the DER written.

use alloc::vec::Vec;

use crate::json::{Json, JsonKind, JsonStr};
use crate::{
    BitString, BmpString, Date, Der, DerValue, Duration, Error, ErrorKind, GeneralString, GeneralizedTime,
    GraphicString, Ia5String, Integer, KeyedSequenceOf, KeyedSetOf, LocalDateTime, NumericString, ObjectDescriptor,
    ObjectIdentifier, OidIri, PrintableString, RawDer, Real, RelativeOid, RelativeOidIri, Result, SequenceOf, SetOf,
    TeletexString, Time, TimeOfDay, UniversalString, UtcTime, Utf8String, VideotexString, VisibleString, Writer,
};

/// The most decimal digits an INTEGER may have in JER input (a 16384-bit
/// RSA modulus has 4933); conversion is quadratic in them.
const MAX_INTEGER_DIGITS: usize = 20_000;

/// A type with its whole tag chain, read from JER: writes the DER of the
/// value `v` (generated types implement it, as they do [`Der`]).
pub trait FromJer {
    /// Writes the value's DER (one TLV).
    fn from_jer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()>;
}

/// The content octets of a type with a tag of its own, read from JER
/// (as [`DerValue`] is read from DER).
pub trait FromJerContent {
    /// Writes the content octets of the value `v`.
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()>;
}

/// A type without a tag of its own (untagged CHOICE, ANY), read from JER.
pub trait FromJerUntagged {
    /// Writes the value's DER (one TLV).
    fn from_jer_untagged(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()>;
}

/// An open type's enum (or a collection of it), read from JER by the key
/// that selects its type.
pub trait FromJerKeyed {
    /// Writes the value `key` (the key's content octets) selects: a TLV,
    /// or a collection's content.
    fn from_jer_for(key: &[u8], v: &Json<'_>, w: &mut Vec<u8>) -> Result<()>;
}

/// The DER of the JER `text` of a `T`, not yet checked by decoding.
pub fn jer_to_der<T: FromJer>(text: &str) -> Result<Vec<u8>> {
    let json = Json::parse(text)?;
    let mut der = Vec::new();
    T::from_jer(&json, &mut der)?;
    Ok(der)
}

/// Decodes the JER `text` of a `T`: its DER is written into `der`, which
/// the value borrows, and decoded (and so checked) there.
pub fn from_jer<'a, T: Der<'a> + FromJer>(text: &str, der: &'a mut Vec<u8>) -> Result<T> {
    *der = jer_to_der::<T>(text)?;
    let der: &'a Vec<u8> = der;
    T::decode(der)
}

/// The DER `write` writes, on its own (a component compared with its
/// DEFAULT, a key, a SET component to be sorted).
pub fn der_of(write: impl FnOnce(&mut Vec<u8>) -> Result<()>) -> Result<Vec<u8>> {
    let mut w = Vec::new();
    write(&mut w)?;
    Ok(w)
}

/// The members of the object `v` named by `names`, by index; fails on a
/// member of another name or a name given twice.
pub fn members<'v, 't>(v: &'v Json<'t>, names: &[&str]) -> Result<Vec<Option<&'v Json<'t>>>> {
    let JsonKind::Object(found) = v.kind() else { return Err(v.error("expected an object")) };
    let mut by_index = alloc::vec![None; names.len()];
    for (name, value) in found {
        let Some(i) = names.iter().position(|n| name.is(n)) else {
            return Err(value.error("member not in the type"));
        };
        if by_index[i].replace(value).is_some() {
            return Err(value.error("member given twice"));
        }
    }
    Ok(by_index)
}

/// The error for a required component missing from the object `v`.
pub fn missing(v: &Json<'_>) -> Error {
    Error::new(ErrorKind::Missing, v.offset())
}

/// The one member of a CHOICE's object: its name and value.
pub fn chosen<'v, 't>(v: &'v Json<'t>) -> Result<(JsonStr<'t>, &'v Json<'t>)> {
    match v.kind() {
        JsonKind::Object(members) if members.len() == 1 => Ok((members[0].0, &members[0].1)),
        _ => Err(v.error("expected an object of one member (a CHOICE)")),
    }
}

/// The content octets of the DER `tlv` wrote for a key, inside any
/// EXPLICIT tags (as keys are compared).
pub fn key_content(mut tlv: &[u8]) -> Result<&[u8]> {
    loop {
        let mut r = crate::Reader::new(tlv);
        let header = r.read_tlv()?;
        if !header.tag.is_constructed() {
            return Ok(header.content);
        }
        tlv = header.content;
    }
}

/// Puts SET components (each one TLV) in DER order, by their tags (X.690
/// §10.3), and writes them.
pub fn write_set(mut components: Vec<Vec<u8>>, w: &mut Vec<u8>) -> Result<()> {
    let mut keyed = Vec::with_capacity(components.len());
    for c in components.drain(..).filter(|c| !c.is_empty()) {
        let tag = crate::Reader::new(&c).next_tag()?;
        keyed.push((tag.order_key(), c));
    }
    keyed.sort_by_key(|(key, _)| *key);
    keyed.iter().for_each(|(_, c)| w.extend_from_slice(c));
    Ok(())
}

/// The value of an ENUMERATED's identifier `v` among `items`; a number for
/// one the schema does not name, when it is `extensible`.
pub fn enumerated(v: &Json<'_>, items: &[(&str, i64)], extensible: bool) -> Result<i64> {
    match v.kind() {
        JsonKind::String(s) => match items.iter().find(|(name, _)| s.is(name)) {
            Some(&(_, number)) => Ok(number),
            None => Err(v.error("identifier not in the ENUMERATED")),
        },
        JsonKind::Number(n) if extensible => n.parse().map_err(|_| v.error("number out of range")),
        _ => Err(v.error("expected an identifier")),
    }
}

/// Writes `v`'s INTEGER content octets: minimal two's complement.
fn integer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
    let text = v.number("expected an integer")?;
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(v.error("expected an integer"));
    }
    if digits.len() > MAX_INTEGER_DIGITS {
        return Err(v.error("integer too long"));
    }
    // The magnitude, big-endian, nine digits at a time, after a zero octet
    // for the sign; the octets that only repeat the sign are dropped last.
    let mut magnitude: Vec<u8> = alloc::vec![0];
    for chunk in digits.as_bytes().chunks(9) {
        let mut scale = 1u64;
        let mut add = 0u64;
        for &d in chunk {
            scale *= 10;
            add = add * 10 + u64::from(d - b'0');
        }
        let mut carry = add;
        for byte in magnitude.iter_mut().rev() {
            let x = u64::from(*byte) * scale + carry;
            *byte = x as u8;
            carry = x >> 8;
        }
        // Room for what carried out, with the sign octet kept in front.
        while carry > 0 || magnitude[0] != 0 {
            magnitude.insert(0, carry as u8);
            carry >>= 8;
        }
    }
    if negative {
        crate::primitives::negate(&mut magnitude);
    }
    w.extend_from_slice(crate::primitives::minimal(&magnitude));
    Ok(())
}

/// Writes the octets of the hex digits in the string `v`.
fn hex(v: &Json<'_>, w: &mut Vec<u8>) -> Result<usize> {
    let s = v.string("expected a string of hex digits")?;
    let digit = |c: char| c.to_digit(16).ok_or_else(|| v.error("expected a string of hex digits"));
    let mut chars = s.chars();
    let mut n = 0;
    while let Some(high) = chars.next() {
        let low = chars.next().ok_or_else(|| v.error("odd number of hex digits"))?;
        w.push((digit(high)? << 4 | digit(low)?) as u8);
        n += 1;
    }
    Ok(n)
}

/// Writes the arcs of the dotted text `v` (an OID when `absolute`).
fn arcs(v: &Json<'_>, w: &mut Vec<u8>, absolute: bool) -> Result<()> {
    let s = v.string("expected dotted arcs")?;
    let bad = || v.error("malformed arcs");
    let text: alloc::string::String = s.chars().collect();
    let mut numbers = Vec::new();
    for part in text.split('.') {
        let leading_zero = part.len() > 1 && part.starts_with('0');
        if part.is_empty() || leading_zero || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        numbers.push(part.parse::<u128>().map_err(|_| v.error("arc too large"))?);
    }
    let mut rest = &numbers[..];
    if absolute {
        let [first, second, tail @ ..] = rest else { return Err(bad()) };
        if *first > 2 || (*first < 2 && *second >= 40) {
            return Err(bad());
        }
        let joined = second.checked_add(first * 40).ok_or_else(|| v.error("arc too large"))?;
        base128(joined, w);
        rest = tail;
    }
    rest.iter().for_each(|&arc| base128(arc, w));
    Ok(())
}

fn base128(arc: u128, w: &mut Vec<u8>) {
    let groups = (128 - arc.leading_zeros()).div_ceil(7).max(1);
    for i in (0..groups).rev() {
        let more = if i > 0 { 0x80 } else { 0 };
        w.push(((arc >> (7 * i)) & 0x7f) as u8 | more);
    }
}

/// Writes each character of the string `v` with `put`.
fn text(v: &Json<'_>, w: &mut Vec<u8>, put: impl Fn(char, &mut Vec<u8>) -> bool) -> Result<()> {
    for c in v.string("expected a string")?.chars() {
        if !put(c, w) {
            return Err(v.error("character not in the string type"));
        }
    }
    Ok(())
}

/// Writes the runtime type's TLV around its content.
macro_rules! natural_from_jer {
    ($($t:ty),*) => {$(
        impl<'a> FromJer for $t {
            fn from_jer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
                w.tlv(<$t as DerValue<'a>>::TAG, |w| <$t as FromJerContent>::from_jer_content(v, w))
            }
        }
    )*};
}

impl FromJerContent for bool {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        match v.kind() {
            JsonKind::Bool(b) => w.push(if *b { 0xff } else { 0 }),
            _ => return Err(v.error("expected true or false")),
        }
        Ok(())
    }
}

impl FromJerContent for () {
    fn from_jer_content(v: &Json<'_>, _: &mut Vec<u8>) -> Result<()> {
        match v.kind() {
            JsonKind::Null => Ok(()),
            _ => Err(v.error("expected null")),
        }
    }
}

macro_rules! integer_from_jer {
    ($($t:ty),*) => {$(
        impl FromJerContent for $t {
            fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
                integer(v, w)
            }
        }
    )*};
}
integer_from_jer!(Integer<'_>, u8, u16, u32, u64, i8, i16, i32, i64);

impl FromJerContent for &[u8] {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        hex(v, w).map(drop)
    }
}

/// `{"value": hex, "length": bits}`, or hex digits (a whole number of
/// octets).
impl FromJerContent for BitString<'_> {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        if let JsonKind::String(_) = v.kind() {
            w.push(0);
            return hex(v, w).map(drop);
        }
        let m = members(v, &["value", "length"])?;
        let (Some(value), Some(length)) = (m[0], m[1]) else { return Err(missing(v)) };
        let bits: usize =
            length.number("expected a number of bits")?.parse().map_err(|_| length.error("bad length"))?;
        let at = w.len();
        w.push(0);
        let octets = hex(value, w)?;
        if octets != bits.div_ceil(8) {
            return Err(length.error("length does not fit the value's octets"));
        }
        w[at] = (octets * 8 - bits) as u8;
        Ok(())
    }
}

/// A BIT STRING with named bits: as [`BitString`]'s, without the trailing
/// zero bits DER leaves out (X.690 §11.2.2).
pub fn named_bits_from_jer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
    let at = w.len();
    BitString::from_jer_content(v, w)?;
    while w.len() > at + 1 {
        let last = w[w.len() - 1];
        if last == 0 {
            w.pop();
            w[at] = 0;
            continue;
        }
        w[at] = last.trailing_zeros() as u8;
        break;
    }
    Ok(())
}

impl FromJerContent for ObjectIdentifier<'_> {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        arcs(v, w, true)
    }
}

impl FromJerContent for RelativeOid<'_> {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        arcs(v, w, false)
    }
}

macro_rules! string_from_jer {
    ($put:expr => $($t:ty),*) => {$(
        impl FromJerContent for $t {
            fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
                text(v, w, $put)
            }
        }
    )*};
}
/// UTF-8, which the ASCII types' alphabets are checked within when decoded.
fn utf8(c: char, w: &mut Vec<u8>) -> bool {
    w.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
    true
}
fn latin1(c: char, w: &mut Vec<u8>) -> bool {
    u8::try_from(c).map(|b| w.push(b)).is_ok()
}
fn ucs2(c: char, w: &mut Vec<u8>) -> bool {
    u16::try_from(c).map(|u| w.extend_from_slice(&u.to_be_bytes())).is_ok()
}
fn ucs4(c: char, w: &mut Vec<u8>) -> bool {
    w.extend_from_slice(&u32::from(c).to_be_bytes());
    true
}
/// The times: ASCII digits and punctuation.
fn ascii(c: char, w: &mut Vec<u8>) -> bool {
    c.is_ascii() && utf8(c, w)
}
string_from_jer!(utf8 => Utf8String<'_>, PrintableString<'_>, Ia5String<'_>, VisibleString<'_>, NumericString<'_>,
    Time<'_>, OidIri<'_>, RelativeOidIri<'_>);
string_from_jer!(latin1 => TeletexString<'_>, VideotexString<'_>, GraphicString<'_>, GeneralString<'_>,
    ObjectDescriptor<'_>);
string_from_jer!(ucs2 => BmpString<'_>);
string_from_jer!(ucs4 => UniversalString<'_>);
string_from_jer!(ascii => UtcTime<'_>, GeneralizedTime<'_>);
// Shown with separators (`2024-01-31`, `12:30:00`, `P1Y`), sent without.
string_from_jer!(|c, w| matches!(c, '-' | ':' | 'T') || ascii(c, w) => Date<'_>, TimeOfDay<'_>, LocalDateTime<'_>);
string_from_jer!(|c, w| c == 'P' || ascii(c, w) => Duration<'_>);

/// A number; the special values as X.697's strings.
impl FromJerContent for Real<'_> {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        let value = match v.kind() {
            JsonKind::Number(n) => n.parse::<f64>().map_err(|_| v.error("expected a number"))?,
            JsonKind::String(s) if s.is("INF") => f64::INFINITY,
            JsonKind::String(s) if s.is("-INF") => f64::NEG_INFINITY,
            JsonKind::String(s) if s.is("NaN") => f64::NAN,
            JsonKind::String(s) if s.is("-0") => -0.0,
            _ => return Err(v.error("expected a number")),
        };
        w.extend_from_slice(Real::from_f64(value).as_bytes());
        Ok(())
    }
}

natural_from_jer!(
    bool,
    (),
    Integer<'a>,
    u8,
    u16,
    u32,
    u64,
    i8,
    i16,
    i32,
    i64,
    &'a [u8],
    BitString<'a>,
    ObjectIdentifier<'a>,
    RelativeOid<'a>,
    Utf8String<'a>,
    PrintableString<'a>,
    Ia5String<'a>,
    VisibleString<'a>,
    NumericString<'a>,
    TeletexString<'a>,
    VideotexString<'a>,
    GraphicString<'a>,
    GeneralString<'a>,
    ObjectDescriptor<'a>,
    BmpString<'a>,
    UniversalString<'a>,
    UtcTime<'a>,
    GeneralizedTime<'a>,
    Date<'a>,
    TimeOfDay<'a>,
    LocalDateTime<'a>,
    Duration<'a>,
    Time<'a>,
    OidIri<'a>,
    RelativeOidIri<'a>,
    Real<'a>
);

/// The hex digits of a whole encoding (JER has no form for ANY).
impl FromJerUntagged for RawDer<'_> {
    fn from_jer_untagged(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        hex(v, w).map(drop)
    }
}

impl FromJer for RawDer<'_> {
    fn from_jer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        Self::from_jer_untagged(v, w)
    }
}

fn elements<'v, 't>(v: &'v Json<'t>) -> Result<&'v [Json<'t>]> {
    match v.kind() {
        JsonKind::Array(elements) => Ok(elements),
        _ => Err(v.error("expected an array")),
    }
}

/// Writes each element with `write`, in order, or for a SET OF in DER
/// order (X.690 §11.6).
fn collection(
    v: &Json<'_>,
    w: &mut Vec<u8>,
    set: bool,
    write: impl Fn(&Json<'_>, &mut Vec<u8>) -> Result<()>,
) -> Result<()> {
    let elements = elements(v)?;
    if !set {
        for (i, e) in elements.iter().enumerate() {
            write(e, w).map_err(|err| err.at_index(i))?;
        }
        return Ok(());
    }
    let mut encodings = Vec::with_capacity(elements.len());
    for (i, e) in elements.iter().enumerate() {
        encodings.push(der_of(|w| write(e, w)).map_err(|err| err.at_index(i))?);
    }
    encodings.sort_by(|a, b| crate::der_set_order(a, b));
    encodings.iter().for_each(|e| w.extend_from_slice(e));
    Ok(())
}

impl<T: FromJer> FromJerContent for SequenceOf<'_, T> {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        collection(v, w, false, T::from_jer)
    }
}

impl<T: FromJer> FromJerContent for SetOf<'_, T> {
    fn from_jer_content(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        collection(v, w, true, T::from_jer)
    }
}

impl<'a, T: FromJer + Der<'a> + Clone> FromJer for SequenceOf<'a, T> {
    fn from_jer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        w.tlv(crate::Tag::SEQUENCE, |w| Self::from_jer_content(v, w))
    }
}

impl<'a, T: FromJer + Der<'a> + Clone> FromJer for SetOf<'a, T> {
    fn from_jer(v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        w.tlv(crate::Tag::SET, |w| Self::from_jer_content(v, w))
    }
}

impl<E: FromJerKeyed> FromJerKeyed for KeyedSequenceOf<'_, E> {
    fn from_jer_for(key: &[u8], v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        collection(v, w, false, |e, w| E::from_jer_for(key, e, w))
    }
}

impl<E: FromJerKeyed> FromJerKeyed for KeyedSetOf<'_, E> {
    fn from_jer_for(key: &[u8], v: &Json<'_>, w: &mut Vec<u8>) -> Result<()> {
        collection(v, w, true, |e, w| E::from_jer_for(key, e, w))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn content<T: FromJerContent>(text: &str) -> Result<Vec<u8>> {
        der_of(|w| T::from_jer_content(&Json::parse(text)?, w))
    }

    #[test]
    fn integers_are_minimal_twos_complement() {
        let cases: [(&str, &[u8]); 9] = [
            ("0", &[0]),
            ("-0", &[0]),
            ("127", &[0x7f]),
            ("128", &[0, 0x80]),
            ("-128", &[0x80]),
            ("-129", &[0xff, 0x7f]),
            ("256", &[1, 0]),
            ("18446744073709551615", &[0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
            ("-1208925819614629174706176", &[0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ];
        for (text, der) in cases {
            assert_eq!(content::<Integer<'_>>(text).unwrap(), der, "{text}");
        }
        for bad in ["1.5", "1e3", "\"1\"", "007"] {
            assert!(content::<Integer<'_>>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn bits_oids_and_strings_take_their_der_content() {
        assert_eq!(content::<BitString<'_>>(r#"{"value": "A528", "length": 13}"#).unwrap(), [3, 0xa5, 0x28]);
        assert_eq!(content::<BitString<'_>>(r#""A5""#).unwrap(), [0, 0xa5]);
        assert!(content::<BitString<'_>>(r#"{"value": "A5", "length": 9}"#).is_err());
        assert_eq!(
            content::<ObjectIdentifier<'_>>(r#""1.2.840.113549""#).unwrap(),
            [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d]
        );
        assert_eq!(content::<ObjectIdentifier<'_>>(r#""2.999""#).unwrap(), [0x88, 0x37]);
        for bad in [r#""1""#, r#""3.1""#, r#""1.40""#, r#""1..2""#, r#""1.02""#] {
            assert!(content::<ObjectIdentifier<'_>>(bad).is_err(), "{bad}");
        }
        assert_eq!(content::<BmpString<'_>>(r#""A\u00e9""#).unwrap(), [0, 0x41, 0, 0xe9]);
        assert!(content::<BmpString<'_>>("\"\u{1f600}\"").is_err());
        assert_eq!(content::<TeletexString<'_>>("\"\u{e9}\"").unwrap(), [0xe9]);
        assert_eq!(content::<Date<'_>>(r#""2024-01-31""#).unwrap(), b"20240131");
        assert_eq!(content::<&[u8]>(r#""00ff""#).unwrap(), [0, 0xff]);
        assert!(content::<&[u8]>(r#""0""#).is_err());
    }

    #[test]
    fn a_set_of_is_written_in_der_order_and_decodes() {
        let der = jer_to_der::<SetOf<'_, Integer<'_>>>("[256, 1, -1]").unwrap();
        assert_eq!(der, [0x31, 0x0a, 0x02, 0x01, 0x01, 0x02, 0x01, 0xff, 0x02, 0x02, 0x01, 0x00]);
        let mut buf = Vec::new();
        let set: SetOf<'_, Integer<'_>> = from_jer("[256, 1, -1]", &mut buf).unwrap();
        assert_eq!(set.len(), 3);
        let error = jer_to_der::<SetOf<'_, Integer<'_>>>("[1, \"x\"]").unwrap_err();
        assert_eq!(alloc::format!("{error}"), "[1] at byte 4: JER: expected an integer");
    }
}
