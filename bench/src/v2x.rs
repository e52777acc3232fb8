//! IEEE 1609.2 in CANONICAL-OER, decode and encode: ours (`synta_schemas::v2x`)
//! against rasn-its 0.30 (rasn's hand-checked 1609.2 types, its `coer`
//! codec), on real objects of the European C-ITS trust model
//! (`bench/prepare-data`: the test data of the rasn-its crate): a signed
//! Certificate Trust List (`Ieee1609Dot2Data`) and a Trust List Manager
//! `Certificate`.

use std::hint::black_box;

use synta_rt::Oer;
use synta_schemas::v2x::ieee1609dot2 as ours;

/// A decoder/encoder under test.
pub trait V2x {
    const NAME: &'static str;
    /// The decoder of inputs of `kind` (`ectl`, `tlm-certificate`),
    /// chosen once, as an application calls one type's decoder.
    fn decoder(kind: &str) -> Decoder;
    /// Decodes and encodes the input again.
    fn roundtrip(kind: &str, oer: &[u8]) -> Option<Vec<u8>>;
    /// What the encode benchmarks time: encoding a value decoded once from
    /// `oer`.
    fn encoder<'a>(kind: &str, oer: &'a [u8]) -> Encoder<'a>;
}

pub use crate::Encoder;

/// Decodes one input; false when the decoder rejects it.
pub type Decoder = fn(&[u8]) -> bool;

pub struct Ours;
pub struct Rasn;

/// Runs `$body` with `$t` the type of inputs of `$kind` in module `$m`
/// (whose types take the input's lifetime when `<'a>` is given).
macro_rules! by_kind {
    ($kind:expr, $m:path $(, <$lt:lifetime>)?, |$t:ident| $body:expr) => {{
        use $m as m;
        match $kind {
            "ectl" => {
                type $t<'a> = m::Ieee1609Dot2Data$(<$lt>)?;
                $body
            }
            "tlm-certificate" => {
                type $t<'a> = m::Certificate$(<$lt>)?;
                $body
            }
            other => panic!("no V2X input kind {other}"),
        }
    }};
}

impl V2x for Ours {
    const NAME: &'static str = "ours (Rust)";
    fn decoder(kind: &str) -> Decoder {
        by_kind!(kind, ours, <'a>, |T| |oer| T::decode_coer(oer).is_ok())
    }
    fn roundtrip(kind: &str, oer: &[u8]) -> Option<Vec<u8>> {
        by_kind!(kind, ours, <'a>, |T| T::decode_coer(oer).ok()?.to_oer().ok())
    }
    fn encoder<'a>(kind: &str, oer: &'a [u8]) -> Encoder<'a> {
        by_kind!(kind, ours, <'a>, |T| {
            let value = T::decode_coer(oer).expect("decodes");
            Box::new(move || drop(black_box(value.to_oer())))
        })
    }
}

impl V2x for Rasn {
    const NAME: &'static str = "rasn-its";
    fn decoder(kind: &str) -> Decoder {
        by_kind!(kind, rasn_its::ieee1609dot2, |T| |oer| rasn::coer::decode::<T>(oer).is_ok())
    }
    fn roundtrip(kind: &str, oer: &[u8]) -> Option<Vec<u8>> {
        by_kind!(kind, rasn_its::ieee1609dot2, |T| rasn::coer::encode(&rasn::coer::decode::<T>(oer).ok()?).ok())
    }
    fn encoder<'a>(kind: &str, oer: &'a [u8]) -> Encoder<'a> {
        by_kind!(kind, rasn_its::ieee1609dot2, |T| {
            let value = rasn::coer::decode::<T>(oer).expect("decodes");
            Box::new(move || drop(black_box(rasn::coer::encode(&value))))
        })
    }
}
