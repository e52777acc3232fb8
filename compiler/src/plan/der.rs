//! Encodes IR values to DER at compile time: DEFAULT values become byte
//! strings that generated decoders compare against (in DER, two values are
//! equal exactly when their encodings are), and constants become literals.

use crate::ir::{Ir, StringKind, Tag, TagClass, Type, TypeKind, Value};
use crate::plan::tags::is_constructed;

/// Why a value could not be encoded.
pub type EncodeError = String;

/// The identifier octets of a tag.
pub fn identifier(tag: &Tag, constructed: bool) -> Vec<u8> {
    let class = match tag.class {
        TagClass::Universal => 0u8,
        TagClass::Application => 1,
        TagClass::Context => 2,
        TagClass::Private => 3,
    };
    let lead = class << 6 | u8::from(constructed) << 5;
    if tag.number < 31 {
        return vec![lead | tag.number as u8];
    }
    let mut out = vec![lead | 0x1f];
    crate::ir::push_base128(&mut out, u128::from(tag.number));
    out
}

/// One TLV.
pub fn tlv(identifier: &[u8], content: &[u8]) -> Vec<u8> {
    let mut out = identifier.to_vec();
    let len = content.len();
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let bytes = len.to_be_bytes();
        let skip = bytes.iter().take_while(|&&b| b == 0).count();
        out.push(0x80 | (bytes.len() - skip) as u8);
        out.extend_from_slice(&bytes[skip..]);
    }
    out.extend_from_slice(content);
    out
}

/// The complete encoding of `value` as a value of `ty`, tag chain included.
pub fn encode(ir: &Ir, ty: &Type, value: &Value) -> Result<Vec<u8>, EncodeError> {
    let own = ty.tags.last().filter(|t| !t.explicit);
    let mut out = match own {
        Some(tag) => tlv(&identifier(tag, is_constructed(ir, ty)), &content(ir, ty, value)?),
        None => untagged(ir, ty, value)?,
    };
    for tag in ty.tags.iter().rev().filter(|t| t.explicit) {
        out = tlv(&identifier(tag, true), &out);
    }
    Ok(out)
}

/// A value of an untagged CHOICE or open type: the chosen value's TLV.
fn untagged(ir: &Ir, ty: &Type, value: &Value) -> Result<Vec<u8>, EncodeError> {
    match (&ir.core(ty).kind, value) {
        (TypeKind::Choice(choice), Value::Choice(name, v)) => {
            let alt = choice
                .alternatives
                .iter()
                .find(|a| &a.name == name)
                .ok_or_else(|| format!("no alternative `{name}`"))?;
            encode(ir, &alt.ty, v)
        }
        (_, Value::Open(t, v)) => encode(ir, t, v),
        _ => Err(format!("cannot encode {value:?} as an untagged type")),
    }
}

/// The content octets of `value` as a value of `ty`'s core.
fn content(ir: &Ir, ty: &Type, value: &Value) -> Result<Vec<u8>, EncodeError> {
    let core = ir.core(ty);
    match (&core.kind, value) {
        (TypeKind::Boolean, Value::Boolean(b)) => Ok(vec![if *b { 0xff } else { 0 }]),
        (TypeKind::Null, Value::Null) => Ok(Vec::new()),
        (TypeKind::Integer(_), Value::Integer(i)) | (TypeKind::Enumerated(_), Value::Integer(i)) => {
            Ok(i.to_signed_bytes_be())
        }
        (TypeKind::Enumerated(_), Value::Enumerated(_, n)) => Ok(num_bigint::BigInt::from(*n).to_signed_bytes_be()),
        (TypeKind::BitString(named), Value::BitString(bits)) => {
            let mut bits = bits.as_slice();
            if !named.is_empty() {
                while let [rest @ .., false] = bits {
                    bits = rest;
                }
            }
            let mut out = vec![((8 - bits.len() % 8) % 8) as u8];
            for chunk in bits.chunks(8) {
                out.push(chunk.iter().enumerate().fold(0u8, |acc, (i, &b)| acc | (u8::from(b) << (7 - i))));
            }
            Ok(out)
        }
        (TypeKind::OctetString { .. }, Value::OctetString(bytes)) => Ok(bytes.clone()),
        (TypeKind::Real, Value::Real(real, _)) => Ok(crate::plan::der_real::real_content(real)),
        (TypeKind::Time(kind), Value::String(text)) => crate::plan::der_text::time_content(*kind, text),
        (TypeKind::OidIri | TypeKind::RelativeOidIri, Value::String(text)) => {
            crate::plan::der_text::iri_content(matches!(core.kind, TypeKind::OidIri), text)
        }
        (TypeKind::ObjectIdentifier, Value::Oid(oid)) => Ok(oid.to_der_content()),
        (TypeKind::RelativeOid, Value::RelativeOid(arcs)) => {
            let mut out = Vec::new();
            arcs.iter().for_each(|a| crate::ir::push_base128(&mut out, *a));
            Ok(out)
        }
        (TypeKind::String(kind), Value::String(s)) => Ok(match kind {
            StringKind::Bmp => s.encode_utf16().flat_map(u16::to_be_bytes).collect(),
            StringKind::Universal => s.chars().flat_map(|c| u32::from(c).to_be_bytes()).collect(),
            _ => s.as_bytes().to_vec(),
        }),
        (TypeKind::Sequence(st) | TypeKind::Set(st), Value::Struct(given)) => {
            let mut parts = Vec::new();
            for c in &st.components {
                let Some((_, v)) = given.iter().find(|(n, _)| n == &c.name) else {
                    if c.optional || c.default.is_some() || c.extension != crate::ir::Extension::Root {
                        continue;
                    }
                    return Err(format!("component `{}` missing", c.name));
                };
                let bytes = encode(ir, &c.ty, v)?;
                if let Some(d) = &c.default {
                    if encode(ir, &c.ty, d)? == bytes {
                        continue;
                    }
                }
                parts.push(bytes);
            }
            if matches!(core.kind, TypeKind::Set(_)) {
                parts.sort();
            }
            Ok(parts.concat())
        }
        (TypeKind::SequenceOf(coll) | TypeKind::SetOf(coll), Value::List(items)) => {
            let mut parts = items.iter().map(|v| encode(ir, &coll.element, v)).collect::<Result<Vec<_>, _>>()?;
            if matches!(core.kind, TypeKind::SetOf(_)) {
                parts.sort();
            }
            Ok(parts.concat())
        }
        _ => Err(format!("cannot encode the value {} here", crate::ir::dump::value(value))),
    }
}
