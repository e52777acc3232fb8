//! Prints the extensions of certificates, decoded by their extnID with the
//! typed schema (`PKIX1Typed`) and read through its lookups.
//!
//! ```sh
//! cargo run --example x509_extensions -- cert.der other.pem
//! ```
//!
//! For each file: `FILE: ok` (or `FILE: error: …`), then one line per
//! extension (`ext OID critical=BOOL typed|raw`) and, for the extensions
//! below, one line of what it says. tests/test_x509_extensions.py prints the
//! same lines from Python `cryptography` and from the C example.

use std::fmt::Write as _;

use synta_rt::{Der, ObjectIdentifier};
use synta_schemas::pkix1_explicit88::Name;
use synta_schemas::pkix1_implicit88::{DistributionPointName, GeneralName, GeneralNames, GeneralSubtrees};
use synta_schemas::pkix1_typed::{
    CertExtensionExtnValue as Value, CertExtensions, Certificate, PolicyQualifierInfoQualifier as Qualifier,
};

/// KeyUsage's named bits, in bit order.
const KEY_USAGE: [&str; 9] = [
    "digitalSignature",
    "nonRepudiation",
    "keyEncipherment",
    "dataEncipherment",
    "keyAgreement",
    "keyCertSign",
    "cRLSign",
    "encipherOnly",
    "decipherOnly",
];

fn main() {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let der = match pem_body(&bytes) {
            Some(der) => der,
            None => bytes,
        };
        match Certificate::decode(&der) {
            Ok(cert) => {
                println!("{path}: ok");
                if let Some(extensions) = &cert.tbs_certificate.extensions {
                    print!("{}", describe(extensions));
                }
            }
            Err(e) => println!("{path}: error: {e}"),
        }
    }
}

/// The lines for every extension, then the facts the lookups find.
fn describe(extensions: &CertExtensions<'_>) -> String {
    let mut out = String::new();
    for e in extensions.0.iter() {
        let kind = if matches!(e.extn_value, Value::Other(_)) { "raw" } else { "typed" };
        writeln!(out, "  ext {} critical={} {kind}", e.extn_id, e.critical).unwrap();
    }
    if let Some(bc) = extensions.basic_constraints() {
        let pathlen = bc.path_len_constraint.map_or("none".to_string(), |n| n.to_string());
        writeln!(out, "  basic-constraints ca={} pathlen={pathlen}", bc.ca).unwrap();
    }
    if let Some(ku) = extensions.key_usage() {
        let set: Vec<&str> = (0..KEY_USAGE.len()).filter(|&i| ku.0.bit(i)).map(|i| KEY_USAGE[i]).collect();
        writeln!(out, "  key-usage {}", set.join(",")).unwrap();
    }
    if let Some(eku) = extensions.ext_key_usage() {
        writeln!(out, "  ext-key-usage {}", oids(eku.0.iter())).unwrap();
    }
    if let Some(san) = extensions.subject_alt_name() {
        writeln!(out, "  subject-alt-name {}", general_names(&san)).unwrap();
    }
    if let Some(ian) = extensions.issuer_alt_name() {
        writeln!(out, "  issuer-alt-name {}", general_names(&ian)).unwrap();
    }
    if let Some(nc) = extensions.name_constraints() {
        writeln!(
            out,
            "  name-constraints permitted={} excluded={}",
            subtrees(nc.permitted_subtrees.as_ref()),
            subtrees(nc.excluded_subtrees.as_ref())
        )
        .unwrap();
    }
    if let Some(policies) = extensions.certificate_policies() {
        let mut line = String::new();
        for p in policies.0.iter() {
            write!(line, " {}", p.policy_identifier).unwrap();
            for q in p.policy_qualifiers.iter().flat_map(|qs| qs.iter()) {
                match &q.qualifier {
                    Qualifier::Cps(uri) => write!(line, "+cps:{}", uri.as_str()),
                    Qualifier::Unotice(_) => write!(line, "+unotice"),
                    Qualifier::Other(_) => write!(line, "+{}", q.policy_qualifier_id),
                }
                .unwrap();
            }
        }
        writeln!(out, "  policies{line}").unwrap();
    }
    if let Some(aki) = extensions.authority_key_identifier() {
        writeln!(
            out,
            "  authority-key-id keyid={} issuer={} serial={}",
            aki.key_identifier.map_or("none".to_string(), hex),
            aki.authority_cert_issuer.as_ref().map_or("none".to_string(), |g| format!("[{}]", general_names(g))),
            aki.authority_cert_serial_number.map_or("none".to_string(), |s| hex(s.as_bytes())),
        )
        .unwrap();
    }
    if let Some(ski) = extensions.subject_key_identifier() {
        writeln!(out, "  subject-key-id {}", hex(ski)).unwrap();
    }
    if let Some(aia) = extensions.authority_info_access() {
        let access: Vec<String> =
            aia.0.iter().map(|a| format!("{}={}", a.access_method, general_name(&a.access_location))).collect();
        writeln!(out, "  authority-info-access {}", access.join(" ")).unwrap();
    }
    if let Some(dps) = extensions.crl_distribution_points() {
        let points: Vec<String> = dps
            .0
            .iter()
            .map(|dp| match &dp.distribution_point {
                Some(DistributionPointName::FullName(names)) => format!("[{}]", general_names(names)),
                Some(DistributionPointName::NameRelativeToCrlIssuer(_)) => "relative".to_string(),
                None => "none".to_string(),
            })
            .collect();
        writeln!(out, "  crl-distribution-points {}", points.join(" ")).unwrap();
    }
    out
}

fn general_names(names: &GeneralNames<'_>) -> String {
    names.0.iter().map(|n| general_name(&n)).collect::<Vec<_>>().join(" ")
}

fn subtrees(trees: Option<&GeneralSubtrees<'_>>) -> String {
    match trees {
        Some(trees) => format!("[{}]", trees.0.iter().map(|t| general_name(&t.base)).collect::<Vec<_>>().join(" ")),
        None => "none".to_string(),
    }
}

fn general_name(name: &GeneralName<'_>) -> String {
    match name {
        GeneralName::OtherName(other) => format!("other:{}", other.type_id),
        GeneralName::Rfc822Name(s) => format!("email:{}", s.as_str()),
        GeneralName::DnsName(s) => format!("dns:{}", s.as_str()),
        GeneralName::X400Address(_) => "x400".to_string(),
        GeneralName::DirectoryName(n) => format!("dir:{}", hex(&name_der(n))),
        GeneralName::EdiPartyName(_) => "edi".to_string(),
        GeneralName::UniformResourceIdentifier(s) => format!("uri:{}", s.as_str()),
        GeneralName::IpAddress(ip) => format!("ip:{}", hex(ip)),
        GeneralName::RegisteredId(oid) => format!("rid:{oid}"),
    }
}

fn name_der(name: &Name<'_>) -> Vec<u8> {
    // A decoded Name re-encodes to the octets it was read from.
    name.to_der().expect("a decoded Name encodes")
}

fn oids<'a>(oids: impl Iterator<Item = ObjectIdentifier<'a>>) -> String {
    oids.map(|o| o.to_string()).collect::<Vec<_>>().join(" ")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The DER inside a PEM `CERTIFICATE` block, when the file is PEM.
fn pem_body(bytes: &[u8]) -> Option<Vec<u8>> {
    use base64::Engine as _;
    let text = std::str::from_utf8(bytes).ok()?;
    let start = text.find("-----BEGIN CERTIFICATE-----")?;
    let body: String = text[start..].lines().skip(1).take_while(|l| !l.starts_with("-----")).collect();
    base64::engine::general_purpose::STANDARD.decode(body.trim()).ok()
}
