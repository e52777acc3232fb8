//! Kerberos decode and encode, ours against rasn-kerberos and synta-krb5,
//! on messages captured from a real MIT KDC (`bench/prepare-data`).
//!
//! synta-krb5's message types leave out the [APPLICATION n] wrapper that
//! RFC 4120 puts around each message, so its adapter steps over it on
//! decode and writes it on encode: the same bytes in and out for all three.

use synta_rt::Der;
use synta_schemas::kerberos_v5_spec2 as ours;

/// The messages the suite covers, by the name `prepare-data` gives them.
pub const KINDS: [&str; 4] = ["AS-REQ", "AS-REP", "TGS-REQ", "KRB-ERROR"];

/// The content of the outer [APPLICATION n] wrapper.
fn inner(der: &[u8]) -> &[u8] {
    let len = der[1];
    if len < 0x80 {
        &der[2..]
    } else {
        &der[2 + usize::from(len & 0x7f)..]
    }
}

/// Wraps `content` in the [APPLICATION n] wrapper of `der`'s first octet.
fn wrap(first: u8, content: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(content.len() + 6);
    out.push(first);
    let len = content.len();
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let octets = len.to_be_bytes();
        let skip = octets.iter().take_while(|&&b| b == 0).count();
        out.push(0x80 | (octets.len() - skip) as u8);
        out.extend_from_slice(&octets[skip..]);
    }
    out.extend_from_slice(content);
    out
}

/// A decoder/encoder under test: decode, and decode then encode (the
/// encode-only time is measured on a value decoded once, in the suite).
pub trait Kerberos {
    const NAME: &'static str;
    fn decode(kind: &str, der: &[u8]) -> bool;
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>>;
    /// Times encoding a value decoded once from `der`.
    fn bench_encode(kind: &str, der: &[u8], b: &mut criterion::Bencher<'_>);
}

pub struct Ours;
pub struct Rasn;
pub struct SyntaKrb5;

macro_rules! by_kind {
    ($kind:expr, $der:expr, |$t:ident| $body:expr) => {
        match $kind {
            "AS-REQ" => {
                type $t<'a> = ours::AsReq<'a>;
                $body
            }
            "AS-REP" => {
                type $t<'a> = ours::AsRep<'a>;
                $body
            }
            "TGS-REQ" => {
                type $t<'a> = ours::TgsReq<'a>;
                $body
            }
            "KRB-ERROR" => {
                type $t<'a> = ours::KrbError<'a>;
                $body
            }
            other => panic!("no Kerberos message kind {other}"),
        }
    };
}

impl Kerberos for Ours {
    const NAME: &'static str = "ours (Rust)";
    fn decode(kind: &str, der: &[u8]) -> bool {
        by_kind!(kind, der, |T| T::decode(der).is_ok())
    }
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>> {
        by_kind!(kind, der, |T| T::decode(der).ok()?.to_der().ok())
    }
    fn bench_encode(kind: &str, der: &[u8], b: &mut criterion::Bencher<'_>) {
        by_kind!(kind, der, |T| {
            let value = T::decode(der).expect("decodes");
            b.iter(|| value.to_der())
        })
    }
}

macro_rules! rasn_kind {
    ($kind:expr, |$t:ident| $body:expr) => {
        match $kind {
            "AS-REQ" => {
                type $t = rasn_kerberos::AsReq;
                $body
            }
            "AS-REP" => {
                type $t = rasn_kerberos::AsRep;
                $body
            }
            "TGS-REQ" => {
                type $t = rasn_kerberos::TgsReq;
                $body
            }
            "KRB-ERROR" => {
                type $t = rasn_kerberos::KrbError;
                $body
            }
            other => panic!("no Kerberos message kind {other}"),
        }
    };
}

impl Kerberos for Rasn {
    const NAME: &'static str = "rasn-kerberos";
    fn decode(kind: &str, der: &[u8]) -> bool {
        rasn_kind!(kind, |T| rasn::der::decode::<T>(der).is_ok())
    }
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>> {
        rasn_kind!(kind, |T| rasn::der::encode(&rasn::der::decode::<T>(der).ok()?).ok())
    }
    fn bench_encode(kind: &str, der: &[u8], b: &mut criterion::Bencher<'_>) {
        rasn_kind!(kind, |T| {
            let value = rasn::der::decode::<T>(der).expect("decodes");
            b.iter(|| rasn::der::encode(&value))
        })
    }
}

macro_rules! synta_kind {
    ($kind:expr, |$t:ident| $body:expr) => {
        match $kind {
            "AS-REQ" => {
                type $t = synta_krb5::kerberos_v5::AsReq;
                $body
            }
            "AS-REP" => {
                type $t = synta_krb5::kerberos_v5::AsRep;
                $body
            }
            "TGS-REQ" => {
                type $t = synta_krb5::kerberos_v5::TgsReq;
                $body
            }
            "KRB-ERROR" => {
                type $t = synta_krb5::kerberos_v5::KrbError;
                $body
            }
            other => panic!("no Kerberos message kind {other}"),
        }
    };
}

fn synta_decode<'a, T: synta::Decode<'a>>(der: &'a [u8]) -> Option<T> {
    synta::Decoder::new(inner(der), synta::Encoding::Der).decode::<T>().ok()
}

fn synta_encode<T: synta::Encode>(first: u8, value: &T) -> Option<Vec<u8>> {
    let mut encoder = synta::Encoder::new(synta::Encoding::Der);
    value.encode(&mut encoder).ok()?;
    Some(wrap(first, &encoder.finish().ok()?))
}

impl Kerberos for SyntaKrb5 {
    const NAME: &'static str = "synta-krb5";
    fn decode(kind: &str, der: &[u8]) -> bool {
        synta_kind!(kind, |T| synta_decode::<T>(der).is_some())
    }
    fn roundtrip(kind: &str, der: &[u8]) -> Option<Vec<u8>> {
        synta_kind!(kind, |T| synta_encode(der[0], &synta_decode::<T>(der)?))
    }
    fn bench_encode(kind: &str, der: &[u8], b: &mut criterion::Bencher<'_>) {
        synta_kind!(kind, |T| {
            let value = synta_decode::<T>(der).expect("decodes");
            b.iter(|| synta_encode(der[0], &value))
        })
    }
}
