//! X.509 parse-only and parse+fields, the same work for every decoder.
//!
//! Parse-only decodes a certificate as far as the decoder does by itself.
//! Parse+fields then reads what an application reads: version, serial
//! number, issuer and subject as strings, signature algorithm OID, signature
//! bytes, notBefore/notAfter, public-key algorithm OID and public-key bytes.

mod c;
mod ours;
mod rasn;
pub mod rust_asn1;
mod synta;
pub mod x509_cert;
mod x509_parser;

pub use c::OursC;
pub use ours::{Ours, OursLazy};
pub use rasn::Rasn;
pub use rust_asn1::RustAsn1;
pub use synta::Synta;
pub use x509_cert::X509Cert;
pub use x509_parser::X509Parser;

/// The work of the encode benchmark `x509-encode/SET:FUNCTION` over
/// `ders`, for the encoder the function names: every certificate, decoded
/// once beforehand, written again into a new buffer (ours: `to_der`; our C
/// into a caller's buffer, which it needs no allocation for). Each encoder
/// is checked first to write back the octets it read. None for a name of
/// no encoder.
pub fn encoder<'a>(function: &str, ders: &[&'a [u8]]) -> Option<crate::Encoder<'a>> {
    use synta_rt::Der;
    use synta_schemas::pkix1_explicit88::Certificate;
    Some(match function {
        "ours (Rust)" => {
            let certs: Vec<Certificate<'a>> =
                ders.iter().map(|der| Certificate::decode(der).expect("decodes")).collect();
            for (cert, der) in certs.iter().zip(ders) {
                assert_eq!(cert.to_der().expect("encodes"), *der, "ours re-encodes the input");
            }
            Box::new(move || {
                for cert in &certs {
                    std::hint::black_box(cert.to_der().expect("encodes"));
                }
            })
        }
        "ours (C via FFI)" => {
            let kept: Vec<crate::ffi::Decoded> =
                ders.iter().map(|der| crate::ffi::Decoded::new(der).expect("decodes")).collect();
            let mut buf = vec![0u8; 1 << 16];
            for (cert, der) in kept.iter().zip(ders) {
                assert_eq!(cert.encode(&mut buf).expect("encodes"), *der, "ours (C) re-encodes the input");
            }
            Box::new(move || {
                for cert in &kept {
                    std::hint::black_box(cert.encode(&mut buf).map(<[u8]>::len));
                }
            })
        }
        "rust-asn1" => rust_asn1::encoder(ders),
        "x509-cert" => x509_cert::encoder(ders),
        _ => return None,
    })
}

/// What parse+fields reads, in a form every decoder can produce and the
/// adapters can be compared on (`check_agreement`). The strings are reused
/// from one certificate to the next, so formatting allocates only where a
/// decoder's own formatter returns a new String.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields {
    pub version: u8,
    /// Length and last octet of the serial number's content octets.
    pub serial: (usize, u8),
    pub issuer: String,
    pub subject: String,
    /// Last arc of the signature algorithm OID.
    pub signature_algorithm: u64,
    pub signature_len: usize,
    /// Seconds since 1970.
    pub not_before: i64,
    pub not_after: i64,
    /// Last arc of the public-key algorithm OID.
    pub key_algorithm: u64,
    pub key_len: usize,
}

impl Fields {
    /// The issuer and subject strings, emptied for the next certificate
    /// (their capacity kept).
    pub fn names(&mut self) -> (&mut String, &mut String) {
        self.issuer.clear();
        self.subject.clear();
        (&mut self.issuer, &mut self.subject)
    }

    pub(crate) fn set_serial(&mut self, content: &[u8]) {
        self.serial = (content.len(), content.last().copied().unwrap_or(0));
    }
}

/// One X.509 decoder under test.
pub trait X509 {
    /// The label in the results.
    const NAME: &'static str;
    /// Whether the names are formatted by `dn` (and so comparable between
    /// the adapters that do) rather than by the decoder's own formatter.
    const SHARED_DN_FORMAT: bool;
    /// Where parse+fields puts what it reads, reused from one certificate
    /// to the next: [`Fields`], or the decoder's own form of it.
    type Out: Default + ToFields;
    /// The size of the decoded certificate value (`size_of`; for the C,
    /// its struct), not counting what it points to.
    fn value_size() -> usize;
    /// Decodes the certificate; false when the decoder rejects it.
    fn parse(der: &[u8]) -> bool;
    /// Decodes the certificate and reads the fields into `out`.
    fn fields(der: &[u8], out: &mut Self::Out) -> bool;
}

/// What parse+fields read, in the common form (to compare decoders).
pub trait ToFields {
    fn to_fields(&self) -> Fields;
}

impl ToFields for Fields {
    fn to_fields(&self) -> Fields {
        self.clone()
    }
}

/// Calls `$m!(Type)` for every X.509 decoder, ours first.
#[macro_export]
macro_rules! for_each_x509 {
    ($m:ident) => {
        $m!($crate::x509::Ours);
        $m!($crate::x509::OursLazy);
        $m!($crate::x509::OursC);
        $m!($crate::x509::Synta);
        $m!($crate::x509::X509Parser);
        $m!($crate::x509::X509Cert);
        $m!($crate::x509::Rasn);
        $m!($crate::x509::RustAsn1);
    };
}

/// The fields as every decoder reads them, or the names of those that
/// reject the input or disagree with ours (names compared only between the
/// adapters that format them the same way).
pub fn check_agreement(der: &[u8]) -> Result<(), String> {
    let mut reference = Fields::default();
    if !Ours::fields(der, &mut reference) {
        return Err("ours rejects it".into());
    }
    let mut problems = Vec::new();
    macro_rules! compare {
        ($t:ty) => {{
            let mut out = <$t as X509>::Out::default();
            if !<$t as X509>::fields(der, &mut out) {
                problems.push(format!("{} rejects it", <$t as X509>::NAME));
            } else {
                let mut fields = out.to_fields();
                if !<$t as X509>::SHARED_DN_FORMAT {
                    fields.issuer = reference.issuer.clone();
                    fields.subject = reference.subject.clone();
                }
                if fields != reference {
                    problems.push(format!("{}: {fields:?} != {reference:?}", <$t as X509>::NAME));
                }
            }
        }};
    }
    for_each_x509!(compare);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

/// Seconds since 1970, for the decoders that give only the date's parts.
pub(crate) fn unix(year: u16, month: u8, day: u8, hour: u8, minute: u8, second: u8) -> i64 {
    synta_rt::DateTime { year, month, day, hour, minute, second, nanosecond: 0 }.unix_timestamp()
}
