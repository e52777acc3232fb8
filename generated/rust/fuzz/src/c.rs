//! The generated C, compiled into this crate by build.rs (c/fuzz_c.c).

use std::ffi::{c_char, c_int, CStr, CString};

extern "C" {
    fn synta_fuzz_select_name(data: *const u8, size: usize) -> *const c_char;
    fn synta_fuzz_roundtrip(
        ty: *const c_char,
        input: *const u8,
        len: usize,
        ber: c_int,
        out: *mut u8,
        cap: usize,
        out_len: *mut usize,
        message: *mut c_char,
        message_cap: usize,
    ) -> c_int;
    fn synta_fuzz_oer(
        ty: *const c_char,
        input: *const u8,
        len: usize,
        canonical: c_int,
        out: *mut u8,
        cap: usize,
        out_len: *mut usize,
        message: *mut c_char,
        message_cap: usize,
    ) -> c_int;
    fn synta_fuzz_per(
        ty: *const c_char,
        input: *const u8,
        len: usize,
        rule: c_int,
        out: *mut u8,
        cap: usize,
        out_len: *mut usize,
        message: *mut c_char,
        message_cap: usize,
    ) -> c_int;
    fn synta_fuzz_jer(
        ty: *const c_char,
        input: *const u8,
        len: usize,
        ber: c_int,
        out: *mut u8,
        cap: usize,
        out_len: *mut usize,
        message: *mut c_char,
        message_cap: usize,
    ) -> c_int;
}

/// One of the C's entry points above: the type's name, the input, its mode,
/// and room for the output and an error line.
type Entry = unsafe extern "C" fn(
    *const c_char,
    *const u8,
    usize,
    c_int,
    *mut u8,
    usize,
    *mut usize,
    *mut c_char,
    usize,
) -> c_int;

/// The type name the C's selector picks for a fuzz input.
pub fn select(data: &[u8]) -> Option<&'static str> {
    // SAFETY: the C reads `data[..len)` and returns NULL or a name of its
    // static type table.
    let name = unsafe { synta_fuzz_select_name(data.as_ptr(), data.len()) };
    // SAFETY: a non-null name is a NUL-terminated static string.
    (!name.is_null()).then(|| unsafe { CStr::from_ptr(name) }.to_str().expect("ASCII type names"))
}

/// The C's verdict on `input` as the type `name`: its DER, or its error
/// line (as synta-dump-c prints it).
pub fn roundtrip(name: &str, input: &[u8], ber: bool) -> Result<Vec<u8>, String> {
    call(synta_fuzz_roundtrip, name, input, ber)
}

/// The C's JSON of `input` decoded as the type `name` (its `_write_jer`),
/// or its error line.
pub fn jer(name: &str, input: &[u8], ber: bool) -> Result<String, String> {
    call(synta_fuzz_jer, name, input, ber).map(|text| String::from_utf8(text).expect("the C writes UTF-8 JSON"))
}

/// The C's verdict on `input` as the V2X type `name` in BASIC-OER (or
/// CANONICAL-OER): its CANONICAL-OER, or its error line.
pub fn oer(name: &str, input: &[u8], canonical: bool) -> Result<Vec<u8>, String> {
    call(synta_fuzz_oer, name, input, canonical)
}

/// The C's verdict on `input` as the ITS type `name` in the PER rule
/// `rule` (an index of [`crate::per::RULES`]): its CANONICAL-PER in the
/// variant, or its error line.
pub fn per(name: &str, input: &[u8], rule: usize) -> Result<Vec<u8>, String> {
    call_in(synta_fuzz_per, name, input, c_int::try_from(rule).expect("one of four rules"))
}

/// Runs `entry`, with a larger buffer once if its output did not fit.
fn call(entry: Entry, name: &str, input: &[u8], ber: bool) -> Result<Vec<u8>, String> {
    call_in(entry, name, input, c_int::from(ber))
}

/// [`call`] with the entry's mode as the C takes it.
fn call_in(entry: Entry, name: &str, input: &[u8], mode: c_int) -> Result<Vec<u8>, String> {
    let ty = CString::new(name).expect("type names have no NUL");
    let mut out = vec![0u8; input.len() * 2 + 64];
    let mut message = [0 as c_char; 512];
    let mut len = 0usize;
    let call = |out: &mut Vec<u8>, len: &mut usize, message: &mut [c_char; 512]| {
        // SAFETY: every pointer is valid for the length passed with it; the
        // C writes at most `cap` bytes to `out` and a terminated line of at
        // most `message_cap` bytes to `message`, and keeps no pointer.
        unsafe {
            entry(
                ty.as_ptr(),
                input.as_ptr(),
                input.len(),
                mode,
                out.as_mut_ptr(),
                out.len(),
                len,
                message.as_mut_ptr(),
                message.len(),
            )
        }
    };
    let mut status = call(&mut out, &mut len, &mut message);
    if status == 0 && len > out.len() {
        out.resize(len, 0);
        status = call(&mut out, &mut len, &mut message);
    }
    match status {
        0 => {
            out.truncate(len);
            Ok(out)
        }
        1 => {
            // SAFETY: synta_error_format wrote a NUL-terminated line.
            Err(unsafe { CStr::from_ptr(message.as_ptr()) }.to_string_lossy().into_owned())
        }
        _ => panic!("C has no type {name}"),
    }
}
