//! Builds a Kerberos AS-REQ (RFC 4120 §5.4.1) from scratch with the
//! generated types, as `kinit` would send it for a ticket-granting ticket:
//!
//! ```text
//! build_as_req CLIENT REALM NONCE > as-req.der
//! ```
//!
//! CLIENT is a principal name (`alice`, `host/kdc.synta.test`), the
//! request asks for `krbtgt/REALM` with AES keys, and NONCE (a decimal
//! number) comes back in the reply. `tests/interop/test_build_values.py` sends it
//! to a real MIT KDC, which answers.

use std::io::Write as _;
use std::process::ExitCode;

use synta_rt::{BitString, Der, GeneralString, GeneralizedTime, SequenceOf};
use synta_schemas::kerberos_v5_spec2::{AsReq, KdcReq, KdcReqBody, KerberosFlags, KerberosString, PrincipalName};

/// NT-PRINCIPAL and NT-SRV-INST (RFC 4120 §6.2).
const NT_PRINCIPAL: i32 = 1;
const NT_SRV_INST: i32 = 2;
/// aes256-cts-hmac-sha1-96 and aes128-cts-hmac-sha1-96 (RFC 3962).
const ETYPES: [i32; 2] = [18, 17];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [client, realm, nonce] = args.as_slice() else {
        eprintln!("usage: build_as_req CLIENT REALM NONCE");
        return ExitCode::from(2);
    };
    let Ok(nonce) = nonce.parse::<u32>() else {
        eprintln!("error: NONCE must be a number below 2^32");
        return ExitCode::from(2);
    };
    match as_req(client, realm, nonce).and_then(|der| std::io::stdout().write_all(&der).map_err(|e| e.to_string())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A principal name of the given type, its components split at `/`.
fn principal<'a>(name_type: i32, name: &'a str) -> PrincipalName<'a> {
    let components = name.split('/').map(|c| KerberosString(GeneralString::new(c.as_bytes()))).collect();
    PrincipalName::new(name_type, SequenceOf::from_vec(components))
}

/// The DER of the AS-REQ.
fn as_req(client: &str, realm: &str, nonce: u32) -> Result<Vec<u8>, String> {
    let service = format!("krbtgt/{realm}");
    // No option asked for: 32 flags, all clear (KDCOptions is at least 32 bits).
    let options = KerberosFlags(BitString::new(0, &[0, 0, 0, 0]).map_err(|e| e.to_string())?);
    let till = GeneralizedTime::new(b"20370101000000Z").map_err(|e| e.to_string())?;
    let mut body = KdcReqBody::new(
        options,
        KerberosString(GeneralString::new(realm.as_bytes())),
        till,
        nonce,
        SequenceOf::from_vec(ETYPES.to_vec()),
    );
    body.cname = Some(principal(NT_PRINCIPAL, client));
    body.sname = Some(principal(NT_SRV_INST, &service));
    // pvno 5, msg-type 10 (AS-REQ).
    AsReq(KdcReq::new(5, 10, body)).to_der().map_err(|e| e.to_string())
}
