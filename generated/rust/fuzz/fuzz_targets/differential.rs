//! Rust against C on every top-level type of the shipped schemas: the first
//! two bytes pick the type (more than 256 of them), the third the mode (its
//! low bit: BER), the rest is the input. Both codecs must take the same
//! decision; when they refuse it, with the same error line (path, byte
//! offset, message), and when they accept it, with the same DER written
//! back. The C is generated/c, compiled by build.rs.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::ffi::{c_char, c_int, CStr, CString};

extern "C" {
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
}

/// The C's verdict: its DER, or its error line.
fn c_roundtrip(name: &str, input: &[u8], ber: bool) -> Result<Vec<u8>, String> {
    let ty = CString::new(name).expect("type names have no NUL");
    let mut out = vec![0u8; input.len() * 2 + 64];
    let mut message = [0 as c_char; 512];
    let mut len = 0usize;
    let call = |out: &mut Vec<u8>, len: &mut usize, message: &mut [c_char; 512]| {
        // SAFETY: every pointer is valid for the length passed with it; the
        // C writes at most `cap` bytes to `out` and a terminated line of at
        // most `message_cap` bytes to `message`, and keeps no pointer.
        unsafe {
            synta_fuzz_roundtrip(
                ty.as_ptr(),
                input.as_ptr(),
                input.len(),
                c_int::from(ber),
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

fuzz_target!(|data: &[u8]| {
    let [a, b, mode, input @ ..] = data else { return };
    let types = synta_schemas::TYPES;
    let name = types[usize::from(u16::from_le_bytes([*a, *b])) % types.len()];
    let ber = mode & 1 == 1;
    let rust = synta_schemas::roundtrip(name, input, ber).expect("a type of the list").map_err(|e| e.to_string());
    let c = c_roundtrip(name, input, ber);
    assert_eq!(rust, c, "{name} ({}): Rust and C disagree", if ber { "BER" } else { "DER" });
});
