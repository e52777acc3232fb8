//! Extracting the certificates of a PKCS #7 bundle and of a PKCS #12 file,
//! as synta-certificate's `certs_from_pkcs7` and `certs_from_pkcs12` do:
//! ours decodes in BER mode with the shipped schemas (compiled by build.rs
//! with what extraction does not read kept raw: CMS's ContentInfo decoded
//! by its content type with SignedData's certificates lazy, and PKCS #12's
//! bag values and attributes lazy) and hands back each
//! certificate's DER, borrowed from the input or from the caller's
//! `BerSpace` where the input was BER. OpenSSL's extraction is a peer too.

use synta_rt::{BerSpace, Der, Reader, Result, Tag};
use synta_schemas::cryptographic_message_syntax2004 as cms;
use synta_schemas::{pkcs_12, pkcs_9};

/// CMS with `SignedData.certificates` kept raw (build.rs).
#[allow(missing_docs, clippy::all)]
pub mod cms_lazy {
    include!(concat!(env!("OUT_DIR"), "/cms_lazy/mod.rs"));
}

/// PKCS #12 with SafeBag's value and attributes kept raw (build.rs).
#[allow(missing_docs, clippy::all)]
pub mod pkcs12_lazy {
    include!(concat!(env!("OUT_DIR"), "/pkcs12_lazy/mod.rs"));
}

/// The DER of each certificate of the SignedData in `ber`, in order.
pub fn ours_pkcs7<'a>(ber: &'a [u8], space: &'a BerSpace<'a>) -> Result<Vec<&'a [u8]>> {
    use cms_lazy::cryptographic_message_syntax_typed::{ContentInfo, ContentInfoContent};
    let mut certs = Vec::new();
    // The content is read as the SignedData its content type names (from
    // BER where it is BER); its certificates, lazy, are still read by
    // their type in BER mode (plan::lazy: a DEFAULT sent or an IMPLICIT
    // string inside shows only so), and handed back as the DER they are.
    let ContentInfoContent::SignedData(signed) = ContentInfo::decode_ber(ber, space)?.content else {
        return Ok(certs);
    };
    if let Some(set) = &signed.certificates {
        let mut r = Reader::new(set.raw().content());
        while !r.is_empty() {
            let tlv = r.read_tlv()?;
            if tlv.tag == Tag::SEQUENCE {
                certs.push(tlv.raw);
            }
        }
    }
    Ok(certs)
}

/// The DER of each certificate in the unencrypted bags of the PKCS #12
/// file `ber` (bags in encryptedData are skipped, as without a password).
/// The bags' values and attributes are kept as read (lazy), and only a
/// certificate bag's value is decoded.
pub fn ours_pkcs12<'a>(ber: &'a [u8], space: &'a BerSpace<'a>) -> Result<Vec<&'a [u8]>> {
    let pfx = pkcs_12::Pfx::decode_ber(ber, space)?;
    let auth_safe: &[u8] = <&[u8]>::decode(pfx.auth_safe.content.as_bytes())?;
    let mut certs = Vec::new();
    for info in pkcs_12::AuthenticatedSafe::decode_ber(auth_safe, space)?.iter() {
        if info.content_type != cms::ID_DATA {
            continue;
        }
        let data: &[u8] = <&[u8]>::decode(info.content.as_bytes())?;
        for bag in pkcs12_lazy::pkcs_12::SafeContents::decode_ber(data, space)?.iter() {
            if bag.bag_id != pkcs_12::CERT_BAG {
                continue;
            }
            let cert_bag = pkcs_12::CertBag::decode(bag.bag_value.raw().as_bytes())?;
            if cert_bag.cert_id == pkcs_9::X509_CERTIFICATE {
                certs.push(<&[u8]>::decode(cert_bag.cert_value.as_bytes())?);
            }
        }
    }
    Ok(certs)
}

/// The certificates of `der`, PKCS #7 if `pkcs7`, else PKCS #12.
pub fn ours_extract<'a>(pkcs7: bool, der: &'a [u8], space: &'a BerSpace<'a>) -> Result<Vec<&'a [u8]>> {
    if pkcs7 {
        ours_pkcs7(der, space)
    } else {
        ours_pkcs12(der, space)
    }
}

/// What the benchmarks time of ours: the certificates of `der` (PKCS #7 if
/// `pkcs7`, else PKCS #12) extracted with `buf` as the BER space; their
/// number.
pub fn ours_count(pkcs7: bool, der: &[u8], buf: &mut [u8]) -> Option<usize> {
    ours_extract(pkcs7, der, &BerSpace::new(buf)).map(|certs| certs.len()).ok()
}

/// Extraction as a user of each library gets certificates to work with:
/// the certificates taken out (as `ours_count`), then each parsed as the
/// `x509-parse` budget parses one (ours: the lazy-Name decoder). From
/// PKCS #7 ours reads each certificate twice (checked when extracted, then
/// parsed), synta-certificate once (copied unchecked, then parsed); from
/// PKCS #12 neither reads them before the parse. Reported beside the
/// extraction alone, without a budget (bench/NOTES.md).
pub fn ours_count_parsed(pkcs7: bool, der: &[u8], buf: &mut [u8]) -> Option<usize> {
    use crate::x509::{OursLazy, X509};
    let space = BerSpace::new(buf);
    let certs = ours_extract(pkcs7, der, &space).ok()?;
    Some(certs.iter().filter(|c| OursLazy::parse(c)).count())
}

/// synta-certificate's extraction, then each certificate parsed
/// (`Certificate::from_der`).
pub fn synta_count_parsed(pkcs7: bool, der: &[u8]) -> Option<usize> {
    use crate::x509::{Synta, X509};
    let certs = synta_extract(pkcs7, der)?;
    Some(certs.iter().filter(|c| Synta::parse(c)).count())
}

/// synta-certificate's extraction of PKCS #7 if `pkcs7`, else PKCS #12.
pub fn synta_extract(pkcs7: bool, der: &[u8]) -> Option<Vec<Vec<u8>>> {
    if pkcs7 {
        synta_pkcs7(der)
    } else {
        synta_pkcs12(der)
    }
}

/// synta-certificate's extraction of the same (owned copies).
pub fn synta_pkcs7(ber: &[u8]) -> Option<Vec<Vec<u8>>> {
    synta_certificate::certs_from_pkcs7(ber).ok()
}

/// synta-certificate's PKCS #12 extraction, without a decryptor.
pub fn synta_pkcs12(ber: &[u8]) -> Option<Vec<Vec<u8>>> {
    synta_certificate::certs_from_pkcs12(ber, b"", &synta_certificate::crypto::NoCrypto).ok()
}

extern "C" {
    fn bench_openssl_pkcs7(der: *const u8, len: usize, out: *mut u8, cap: usize) -> usize;
    fn bench_openssl_pkcs12(der: *const u8, len: usize, out: *mut u8, cap: usize) -> usize;
}

/// OpenSSL's extraction of the same (`d2i_PKCS7`, or `d2i_PKCS12` and its
/// unpacking of the unencrypted bags), each certificate written out as DER
/// into `out`, one after the other; the bytes written.
pub fn openssl(pkcs7: bool, der: &[u8], out: &mut [u8]) -> Option<usize> {
    let f = if pkcs7 { bench_openssl_pkcs7 } else { bench_openssl_pkcs12 };
    // SAFETY: the C reads der[0..len), writes only out[0..cap), and keeps
    // no pointer to either.
    let n = unsafe { f(der.as_ptr(), der.len(), out.as_mut_ptr(), out.len()) };
    (n != usize::MAX).then_some(n)
}
