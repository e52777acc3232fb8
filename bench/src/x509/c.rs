//! Our generated C, called through FFI (built by build.rs).

use super::{Fields, X509};
use crate::ffi::{self, CFields};

pub struct OursC;

impl X509 for OursC {
    const NAME: &'static str = "ours (C via FFI)";
    const SHARED_DN_FORMAT: bool = true;
    fn parse(der: &[u8]) -> bool {
        ffi::parse(der)
    }
    fn fields(der: &[u8], out: &mut Fields) -> bool {
        let mut c = CFields::default();
        if !ffi::fields(der, &mut c) {
            return false;
        }
        out.version = c.version;
        out.serial = (c.serial_len, c.serial_last);
        out.issuer.push_str(&String::from_utf8_lossy(&c.issuer[..c.issuer_len]));
        out.subject.push_str(&String::from_utf8_lossy(&c.subject[..c.subject_len]));
        out.signature_algorithm = c.signature_algorithm;
        out.signature_len = c.signature_len;
        out.not_before = c.not_before;
        out.not_after = c.not_after;
        out.key_algorithm = c.key_algorithm;
        out.key_len = c.key_len;
        true
    }
}
