//! Distinguished-name formatting for the decoders that bring none of their
//! own (ours, rasn, rust-asn1): `CN=…, O=…` in the order of the encoding,
//! the RFC 4514 short names for the usual attributes, the dotted OID
//! otherwise. synta-certificate, x509-parser and x509-cert use their own.

use std::fmt::Write;

use synta_rt::ObjectIdentifier;

/// The short name of an attribute type, by its OID's content octets.
fn short_name(oid: &[u8]) -> Option<&'static str> {
    Some(match oid {
        [0x55, 0x04, n] => match n {
            3 => "CN",
            4 => "SN",
            5 => "serialNumber",
            6 => "C",
            7 => "L",
            8 => "ST",
            9 => "street",
            10 => "O",
            11 => "OU",
            12 => "title",
            42 => "GN",
            97 => "organizationIdentifier",
            _ => return None,
        },
        [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x01] => "emailAddress",
        [0x09, 0x92, 0x26, 0x89, 0x93, 0xf2, 0x2c, 0x64, 0x01, 0x19] => "DC",
        [0x09, 0x92, 0x26, 0x89, 0x93, 0xf2, 0x2c, 0x64, 0x01, 0x01] => "UID",
        _ => return None,
    })
}

/// Appends one `TYPE=value`, preceded by ", " unless it is the first.
/// `tag` is the value's universal tag number, `value` its content octets.
pub fn push_attribute(out: &mut String, oid: &[u8], tag: u32, value: &[u8]) {
    if !out.is_empty() {
        out.push_str(", ");
    }
    match short_name(oid) {
        Some(name) => out.push_str(name),
        None => match ObjectIdentifier::from_bytes(oid) {
            Ok(oid) => {
                let _ = write!(out, "{oid}");
            }
            Err(_) => out.push('?'),
        },
    }
    out.push('=');
    match tag {
        // UTF8String, PrintableString, IA5String, VisibleString, NumericString
        12 | 18 | 19 | 22 | 26 => match std::str::from_utf8(value) {
            Ok(text) => out.push_str(text),
            Err(_) => out.extend(value.iter().map(|&b| char::from(b))),
        },
        // TeletexString, read as Latin-1 as most software does
        20 => out.extend(value.iter().map(|&b| char::from(b))),
        // BMPString: UCS-2
        30 => out.extend(
            value
                .chunks_exact(2)
                .map(|pair| char::from_u32(u32::from(u16::from_be_bytes([pair[0], pair[1]]))).unwrap_or('\u{fffd}')),
        ),
        // UniversalString: UCS-4
        28 => out.extend(value.chunks_exact(4).map(|quad| {
            char::from_u32(u32::from_be_bytes([quad[0], quad[1], quad[2], quad[3]])).unwrap_or('\u{fffd}')
        })),
        _ => {
            out.push('#');
            for byte in value {
                let _ = write!(out, "{byte:02x}");
            }
        }
    }
}

/// The last arc of an OID given as content octets (what the adapters read
/// to show they reached the OID; a value compared across decoders).
pub fn last_arc(oid: &[u8]) -> u64 {
    ObjectIdentifier::from_bytes(oid).ok().and_then(|oid| oid.arcs().last()).map_or(0, |arc| arc as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_names_and_oids() {
        let mut out = String::new();
        push_attribute(&mut out, &[0x55, 0x04, 0x06], 19, b"US");
        push_attribute(&mut out, &[0x55, 0x04, 0x03], 30, &[0, b'a', 0, 0xe9]);
        push_attribute(&mut out, &[0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0x37, 0x3c], 4, &[1, 2]);
        assert_eq!(out, "C=US, CN=a\u{e9}, 1.3.6.1.4.1.311.60=#0102");
        assert_eq!(last_arc(&[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]), 11);
        assert_eq!(last_arc(&[0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0x37]), 311);
        assert_eq!(last_arc(&[0x55]), 5);
    }
}
