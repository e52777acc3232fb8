//! Kerberos decode and encode, ours against rasn-kerberos and synta-krb5,
//! on messages captured from a real MIT KDC (`bench/prepare-data`).
//!
//! synta-krb5's message types leave out the [APPLICATION n] wrapper that
//! RFC 4120 puts around each message, so its adapter steps over it on
//! decode and writes it on encode: the same bytes in and out for all three.

use std::hint::black_box;

use synta_krb5::kerberos_v5 as synta_krb;
use synta_rt::{Der, Reader, Tag, Writer};
use synta_schemas::kerberos_v5_spec2 as ours;

/// A decoder/encoder under test.
pub trait Kerberos {
    const NAME: &'static str;
    /// The decoder of messages of `kind`, chosen once so that the timed
    /// loop calls one function of one message type (as an application
    /// does), not a dispatch over all of them.
    fn decoder(kind: &str) -> Decoder;
    /// Decodes the message; false when the decoder rejects it.
    fn decode(kind: &str, der: &[u8]) -> bool {
        Self::decoder(kind)(der)
    }
    /// Decodes and encodes the message again.
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>>;
    /// What the encode benchmarks time: encoding a value decoded once from
    /// `der` (one call, one encoding).
    fn encoder<'a>(kind: &str, der: &'a [u8]) -> Encoder<'a>;
}

/// One encoding of a value decoded beforehand.
pub use crate::Encoder;

/// Decodes one message; false when the decoder rejects it.
pub type Decoder = fn(&[u8]) -> bool;

pub struct Ours;
pub struct Rasn;
pub struct SyntaKrb5;

/// Runs `$body` with `$t` the type of message `$kind` in module `$m` (whose
/// types take the input's lifetime when `<'a>` is given).
macro_rules! by_kind {
    ($kind:expr, $m:ident $(<$lt:lifetime>)?, |$t:ident| $body:expr) => {
        match $kind {
            "AS-REQ" => {
                type $t<'a> = $m::AsReq$(<$lt>)?;
                $body
            }
            "AS-REP" => {
                type $t<'a> = $m::AsRep$(<$lt>)?;
                $body
            }
            "TGS-REQ" => {
                type $t<'a> = $m::TgsReq$(<$lt>)?;
                $body
            }
            "KRB-ERROR" => {
                type $t<'a> = $m::KrbError$(<$lt>)?;
                $body
            }
            other => panic!("no Kerberos message kind {other}"),
        }
    };
}

impl Kerberos for Ours {
    const NAME: &'static str = "ours (Rust)";
    fn decoder(kind: &str) -> Decoder {
        by_kind!(kind, ours<'a>, |T| |der| T::decode(der).is_ok())
    }
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>> {
        by_kind!(kind, ours<'a>, |T| T::decode(der).ok()?.to_der().ok())
    }
    fn encoder<'a>(kind: &str, der: &'a [u8]) -> Encoder<'a> {
        by_kind!(kind, ours<'a>, |T| {
            let value = T::decode(der).expect("decodes");
            Box::new(move || drop(black_box(value.to_der())))
        })
    }
}

impl Kerberos for Rasn {
    const NAME: &'static str = "rasn-kerberos";
    fn decoder(kind: &str) -> Decoder {
        by_kind!(kind, rasn_kerberos, |T| |der| rasn::der::decode::<T>(der).is_ok())
    }
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>> {
        by_kind!(kind, rasn_kerberos, |T| rasn::der::encode(&rasn::der::decode::<T>(der).ok()?).ok())
    }
    fn encoder<'a>(kind: &str, der: &'a [u8]) -> Encoder<'a> {
        by_kind!(kind, rasn_kerberos, |T| {
            let value = rasn::der::decode::<T>(der).expect("decodes");
            Box::new(move || drop(black_box(rasn::der::encode(&value))))
        })
    }
}

/// Decodes the content of the [APPLICATION n] wrapper; returns the value
/// and the wrapper's tag.
fn synta_decode<'a, T: synta::Decode<'a>>(der: &'a [u8]) -> Option<(T, Tag)> {
    let wrapper = Reader::new(der).read_tlv().ok()?;
    let value = synta::Decoder::new(wrapper.content, synta::Encoding::Der).decode::<T>().ok()?;
    Some((value, wrapper.tag))
}

/// Encodes `value` inside the wrapper `tag`.
fn synta_encode<T: synta::Encode>(value: &T, tag: Tag) -> Option<Vec<u8>> {
    let mut encoder = synta::Encoder::new(synta::Encoding::Der);
    value.encode(&mut encoder).ok()?;
    let mut out = Vec::new();
    out.primitive(tag, &encoder.finish().ok()?);
    Some(out)
}

impl Kerberos for SyntaKrb5 {
    const NAME: &'static str = "synta-krb5";
    fn decoder(kind: &str) -> Decoder {
        by_kind!(kind, synta_krb, |T| |der| synta_decode::<T>(der).is_some())
    }
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>> {
        by_kind!(kind, synta_krb, |T| {
            let (value, tag) = synta_decode::<T>(der)?;
            synta_encode(&value, tag)
        })
    }
    fn encoder<'a>(kind: &str, der: &'a [u8]) -> Encoder<'a> {
        by_kind!(kind, synta_krb, |T| {
            let (value, tag) = synta_decode::<T>(der).expect("decodes");
            Box::new(move || drop(black_box(synta_encode(&value, tag))))
        })
    }
}
