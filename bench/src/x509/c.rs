//! Our generated C, called through FFI (built by build.rs). Its fields stay
//! in the C's own struct; converting them is left to `common`.

use super::{Fields, ToFields, X509};
use crate::ffi::{self, CFields};

pub struct OursC;

impl X509 for OursC {
    const NAME: &'static str = "ours (C via FFI)";
    fn value_size() -> usize {
        crate::ffi::certificate_struct_size()
    }
    const SHARED_DN_FORMAT: bool = true;
    type Out = CFields;
    fn parse(der: &[u8]) -> bool {
        ffi::parse(der)
    }
    fn fields(der: &[u8], out: &mut CFields) -> bool {
        ffi::fields(der, out)
    }
}

impl ToFields for CFields {
    fn to_fields(&self) -> Fields {
        let c = self;
        Fields {
            version: c.version,
            serial: (c.serial_len, c.serial_last),
            issuer: String::from_utf8_lossy(&c.issuer[..c.issuer_len]).into_owned(),
            subject: String::from_utf8_lossy(&c.subject[..c.subject_len]).into_owned(),
            signature_algorithm: c.signature_algorithm,
            signature_len: c.signature_len,
            not_before: c.not_before,
            not_after: c.not_after,
            key_algorithm: c.key_algorithm,
            key_len: c.key_len,
        }
    }
}
