//! The generated C for RFC 5280 (built by build.rs with the `cc` crate) and
//! the bench's C parse-only / parse+fields / re-encode around it.

use std::os::raw::{c_int, c_void};

/// `bench_fields` of bench/c/x509_fields.h.
#[repr(C)]
pub struct CFields {
    pub version: u8,
    pub serial_len: usize,
    pub serial_last: u8,
    pub issuer: [u8; 1024],
    pub issuer_len: usize,
    pub subject: [u8; 1024],
    pub subject_len: usize,
    pub signature_algorithm: u64,
    pub signature_len: usize,
    pub not_before: i64,
    pub not_after: i64,
    pub key_algorithm: u64,
    pub key_len: usize,
}

impl Default for CFields {
    fn default() -> CFields {
        CFields {
            version: 0,
            serial_len: 0,
            serial_last: 0,
            issuer: [0; 1024],
            issuer_len: 0,
            subject: [0; 1024],
            subject_len: 0,
            signature_algorithm: 0,
            signature_len: 0,
            not_before: 0,
            not_after: 0,
            key_algorithm: 0,
            key_len: 0,
        }
    }
}

extern "C" {
    fn bench_c_parse(der: *const u8, len: usize) -> c_int;
    fn bench_c_parse_ber(ber: *const u8, len: usize) -> c_int;
    fn bench_c_fields(der: *const u8, len: usize, out: *mut CFields) -> c_int;
    fn bench_c_reencode(der: *const u8, len: usize, buf: *mut u8, cap: usize) -> usize;
    fn bench_c_certificate_size() -> usize;
    fn bench_c_arena_used(der: *const u8, len: usize) -> usize;
    fn bench_c_decode_kept(der: *const u8, len: usize) -> *mut c_void;
    fn bench_c_encode_kept(kept: *const c_void, buf: *mut u8, cap: usize, start: *mut usize) -> usize;
    fn bench_c_decoded_free(kept: *mut c_void);
}

/// A certificate the generated C decoded once (with its arena), to time
/// its encoding alone.
pub struct Decoded(*mut c_void);

impl Decoded {
    /// Decodes `der` (which the value borrows: keep it alive), or None.
    pub fn new(der: &[u8]) -> Option<Decoded> {
        // SAFETY: the C reads der[0..len); the value keeps pointers into it,
        // which the caller keeps alive (the bench's inputs live throughout).
        let kept = unsafe { bench_c_decode_kept(der.as_ptr(), der.len()) };
        (!kept.is_null()).then_some(Decoded(kept))
    }

    /// Encodes the certificate into `buf`, back to front; the encoding,
    /// where the C wrote it (at the end of `buf`), or None.
    pub fn encode<'b>(&self, buf: &'b mut [u8]) -> Option<&'b [u8]> {
        let mut start = 0;
        // SAFETY: `self.0` is a live decoded value; the C writes only
        // within buf[0..cap), and `start` is a valid place for the offset.
        let n = unsafe { bench_c_encode_kept(self.0, buf.as_mut_ptr(), buf.len(), &mut start) };
        (n != 0).then(|| &buf[start..start + n])
    }
}

impl Drop for Decoded {
    fn drop(&mut self) {
        // SAFETY: allocated by bench_c_decode_kept, freed once.
        unsafe { bench_c_decoded_free(self.0) }
    }
}

/// `sizeof` the generated C's decoded Certificate.
pub fn certificate_struct_size() -> usize {
    // SAFETY: returns a constant.
    unsafe { bench_c_certificate_size() }
}

/// The arena bytes the generated C takes to decode the certificate; None
/// when it does not decode.
pub fn arena_used(der: &[u8]) -> Option<usize> {
    // SAFETY: the C reads exactly der[0..len) and keeps no pointer to it.
    let used = unsafe { bench_c_arena_used(der.as_ptr(), der.len()) };
    (used != usize::MAX).then_some(used)
}

/// Decodes a certificate with the generated C.
pub fn parse(der: &[u8]) -> bool {
    // SAFETY: the C reads exactly der[0..len) and keeps no pointer to it.
    unsafe { bench_c_parse(der.as_ptr(), der.len()) != 0 }
}

/// Decodes a certificate with the generated C's BER entry point.
pub fn parse_ber(ber: &[u8]) -> bool {
    // SAFETY: the C reads exactly ber[0..len) and keeps no pointer to it.
    unsafe { bench_c_parse_ber(ber.as_ptr(), ber.len()) != 0 }
}

/// Decodes a certificate with the generated C and reads the fields.
pub fn fields(der: &[u8], out: &mut CFields) -> bool {
    // SAFETY: as in `parse`; `out` is a valid, exclusive bench_fields.
    unsafe { bench_c_fields(der.as_ptr(), der.len(), out) != 0 }
}

/// Decodes and re-encodes a certificate with the generated C into `buf`;
/// the encoding's length, or None.
pub fn reencode(der: &[u8], buf: &mut [u8]) -> Option<usize> {
    // SAFETY: the C writes only within buf[0..cap).
    let n = unsafe { bench_c_reencode(der.as_ptr(), der.len(), buf.as_mut_ptr(), buf.len()) };
    (n != 0).then_some(n)
}
