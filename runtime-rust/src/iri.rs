//! OID-IRI and RELATIVE-OID-IRI (X.680 §34–35): object identifiers written
//! as the Unicode labels of their arcs, encoded as that UTF-8 text (X.690
//! §8.21–8.22): `/ISO/Registration_Authority/19785.CBEFF` and
//! `Registration_Authority/19785.CBEFF`.

use crate::{ErrorKind, Tag};

/// One arc's label (X.660 §7.5): an integer without leading zeros, or a
/// non-integer label of letters, digits and `-._~` and of any character
/// beyond U+009F, not starting or ending with `-`.
fn is_label(label: &str) -> bool {
    let bytes = label.as_bytes();
    if bytes.iter().all(u8::is_ascii_digit) {
        return !bytes.is_empty() && (bytes.len() == 1 || bytes[0] != b'0');
    }
    !label.starts_with('-')
        && !label.ends_with('-')
        && label.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~') || c > '\u{9f}')
}

/// `/label/label…`: at least one arc.
fn is_oid_iri(text: &str) -> bool {
    text.strip_prefix('/').is_some_and(is_relative_oid_iri)
}

/// `label/label…`: at least one arc.
fn is_relative_oid_iri(text: &str) -> bool {
    text.split('/').all(is_label)
}

checked_text!(
    /// OID-IRI: `/` and the labels of the arcs from the root.
    OidIri, Tag::OID_IRI, "OID-IRI", is_oid_iri, ErrorKind::InvalidIri, shown as is
);
checked_text!(
    /// RELATIVE-OID-IRI: the labels of the arcs after a known node.
    RelativeOidIri, Tag::RELATIVE_OID_IRI, "RELATIVE-OID-IRI", is_relative_oid_iri, ErrorKind::InvalidIri, shown as is
);

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_checked() {
        assert!(OidIri::new("/ISO/Registration_Authority/19785.CBEFF").is_ok());
        assert!(OidIri::new("/Joint-ISO-ITU-T/0/Ünicode").is_ok());
        assert!(RelativeOidIri::new("Registration_Authority/19785.CBEFF").is_ok());
        for bad in ["", "/", "ISO", "/ISO/", "/ISO//1", "/01", "/-a", "/a b", "/a-"] {
            assert!(OidIri::new(bad).is_err(), "{bad:?}");
        }
        for bad in ["", "/ISO", "a/", "007"] {
            assert!(RelativeOidIri::new(bad).is_err(), "{bad:?}");
        }
    }
}
