//! Restricted character strings, borrowed and checked for their alphabet.

use core::fmt;

use crate::{natural_der, DerValue, Error, ErrorKind, Mode, Reader, Result, Tag};

/// The code points of any string type: what alphabet (`FROM`) and SIZE
/// constraints are checked against.
#[derive(Clone, Debug)]
pub enum CodePoints<'a> {
    /// Characters of a UTF-8 or ASCII string.
    Str(core::str::Chars<'a>),
    /// One code point per octet (Teletex, General, Graphic, Videotex).
    Bytes(core::slice::Iter<'a, u8>),
    /// UCS-2, big-endian (BMPString).
    Ucs2(core::slice::ChunksExact<'a, u8>),
    /// UCS-4, big-endian (UniversalString).
    Ucs4(core::slice::ChunksExact<'a, u8>),
}

impl Iterator for CodePoints<'_> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        match self {
            CodePoints::Str(c) => c.next().map(u32::from),
            CodePoints::Bytes(b) => b.next().map(|&b| u32::from(b)),
            CodePoints::Ucs2(c) => c.next().map(|p| u32::from(u16::from_be_bytes([p[0], p[1]]))),
            CodePoints::Ucs4(c) => c.next().map(|p| u32::from_be_bytes([p[0], p[1], p[2], p[3]])),
        }
    }

    // What a SIZE constraint counts: by the length where a character has one
    // width, by the standard library's count of UTF-8 (not one decoded
    // character at a time, as the default would).
    fn count(self) -> usize {
        match self {
            CodePoints::Str(c) => c.count(),
            CodePoints::Bytes(b) => b.len(),
            CodePoints::Ucs2(c) | CodePoints::Ucs4(c) => c.len(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            CodePoints::Str(c) => c.size_hint(),
            CodePoints::Bytes(b) => b.size_hint(),
            CodePoints::Ucs2(c) | CodePoints::Ucs4(c) => c.size_hint(),
        }
    }
}

/// Checks every code point against a `FROM` constraint's inclusive ranges.
///
/// Inlined so that the generated constant `ranges` fold into the loop; one
/// octet per code point is read as bytes, without a dispatch per character.
#[inline]
pub fn check_alphabet(points: CodePoints<'_>, ranges: &[(u32, u32)], offset: usize) -> Result<()> {
    let allowed = |p: u32| ranges.iter().any(|&(lo, hi)| lo <= p && p <= hi);
    // An alphabet holding all of ASCII (KerberosString's IA5String, on
    // every Kerberos name): octets without the high bit are in it, a word
    // at a time (the test of `ranges` folds away where they are constant).
    let all_ascii = matches!(ranges.first(), Some(&(0, hi)) if hi >= 0x7f);
    let all_allowed = match points {
        CodePoints::Bytes(bytes) if all_ascii && bytes.as_slice().is_ascii() => true,
        CodePoints::Bytes(bytes) => bytes.as_slice().iter().all(|&b| allowed(u32::from(b))),
        mut other => other.all(allowed),
    };
    if all_allowed {
        Ok(())
    } else {
        Err(Error::new(ErrorKind::InvalidCharacter, offset))
    }
}

const fn printable(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(b, b' ' | b'\'' | b'(' | b')' | b'+' | b',' | b'-' | b'.' | b'/' | b':' | b'=' | b'?')
}

const fn ia5(b: u8) -> bool {
    b < 0x80
}

const fn visible(b: u8) -> bool {
    b >= 0x20 && b < 0x7f
}

const fn numeric(b: u8) -> bool {
    b.is_ascii_digit() || b == b' '
}

macro_rules! ascii_string {
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr, $allowed:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<'a>(&'a str);

        impl<'a> $name<'a> {
            /// Checks `s` against the alphabet.
            pub fn new(s: &'a str) -> Result<$name<'a>> {
                Self::check(s.as_bytes(), 0).map(|()| $name(s))
            }

            /// Checks content octets against the alphabet.
            #[inline]
            pub(crate) fn check(bytes: &[u8], offset: usize) -> Result<()> {
                // The alphabet as a table indexed by octet, 1 for an octet
                // outside it: one load and one OR per octet, no branch.
                const OUTSIDE: [u8; 256] = {
                    let mut table = [0; 256];
                    let mut b = 0;
                    while b < 256 {
                        table[b] = !$allowed(b as u8) as u8;
                        b += 1;
                    }
                    table
                };
                let mut outside = 0;
                let mut chunks = bytes.chunks_exact(8);
                for chunk in &mut chunks {
                    for &b in chunk {
                        outside |= OUTSIDE[usize::from(b)];
                    }
                }
                for &b in chunks.remainder() {
                    outside |= OUTSIDE[usize::from(b)];
                }
                if outside == 0 {
                    return Ok(());
                }
                // Only now is the offending octet looked for.
                let i = bytes.iter().position(|&b| OUTSIDE[usize::from(b)] != 0).unwrap_or(0);
                Err(Error::new(ErrorKind::InvalidCharacter, offset + i))
            }

            /// The text.
            pub fn as_str(&self) -> &'a str {
                self.0
            }

            /// The code points.
            pub fn code_points(&self) -> CodePoints<'a> {
                CodePoints::Str(self.0.chars())
            }
        }

        impl<'a> DerValue<'a> for $name<'a> {
            const TAG: Tag = $tag;
            const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Octets);
            #[inline]
            fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<$name<'a>> {
                let offset = r.offset();
                let bytes = r.take_rest();
                if !r.is_checked() {
                    Self::check(bytes, offset)?;
                }
                // Every octet of the alphabet is ASCII, so this cannot fail.
                core::str::from_utf8(bytes).map($name).map_err(|_| Error::new(ErrorKind::InvalidCharacter, offset))
            }
            crate::codec::octets_encoders!(|v| v.0.as_bytes());
        }
        natural_der!($name<'a>, $asn1);

        impl fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.0)
            }
        }

        impl fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({:?})", stringify!($name), self.0)
            }
        }
    };
}

ascii_string!(
    /// PrintableString: letters, digits, space and `'()+,-./:=?`.
    PrintableString, Tag::PRINTABLE_STRING, "PrintableString", printable
);
ascii_string!(
    /// IA5String: ASCII, 0x00–0x7F.
    Ia5String, Tag::IA5_STRING, "IA5String", ia5
);
ascii_string!(
    /// VisibleString (ISO646String): printing ASCII and space, 0x20–0x7E.
    VisibleString, Tag::VISIBLE_STRING, "VisibleString", visible
);
ascii_string!(
    /// NumericString: digits and space.
    NumericString, Tag::NUMERIC_STRING, "NumericString", numeric
);

/// UTF8String.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Utf8String<'a>(&'a str);

impl<'a> Utf8String<'a> {
    /// A UTF8String holding `s`.
    pub fn new(s: &'a str) -> Utf8String<'a> {
        Utf8String(s)
    }

    /// The text.
    pub fn as_str(&self) -> &'a str {
        self.0
    }

    /// The code points.
    pub fn code_points(&self) -> CodePoints<'a> {
        CodePoints::Str(self.0.chars())
    }
}

impl<'a> DerValue<'a> for Utf8String<'a> {
    const TAG: Tag = Tag::UTF8_STRING;
    const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Octets);
    #[inline]
    fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<Utf8String<'a>> {
        let offset = r.offset();
        core::str::from_utf8(r.take_rest())
            .map(Utf8String)
            .map_err(|e| Error::new(ErrorKind::InvalidCharacter, offset + e.valid_up_to()))
    }
    crate::codec::octets_encoders!(|v| v.0.as_bytes());
}
natural_der!(Utf8String<'a>, "UTF8String");

impl fmt::Display for Utf8String<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Debug for Utf8String<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Utf8String({:?})", self.0)
    }
}

macro_rules! wide_string {
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr, $width:expr, $variant:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<'a>(&'a [u8]);

        impl<'a> $name<'a> {
            /// Checks big-endian code units: whole units, each a Unicode
            /// scalar value (no surrogates).
            pub fn new(bytes: &'a [u8]) -> Result<$name<'a>> {
                Self::check(bytes, 0)
            }

            fn check(bytes: &'a [u8], offset: usize) -> Result<$name<'a>> {
                if bytes.len() % $width != 0 {
                    return Err(Error::new(ErrorKind::InvalidCharacter, offset));
                }
                let value = $name(bytes);
                match value.code_points().position(|p| char::from_u32(p).is_none()) {
                    Some(i) => Err(Error::new(ErrorKind::InvalidCharacter, offset + i * $width)),
                    None => Ok(value),
                }
            }

            /// The encoded code units.
            pub fn as_bytes(&self) -> &'a [u8] {
                self.0
            }

            /// The code points.
            pub fn code_points(&self) -> CodePoints<'a> {
                CodePoints::$variant(self.0.chunks_exact($width))
            }

            /// The characters.
            pub fn chars(&self) -> impl Iterator<Item = char> + 'a {
                self.code_points().filter_map(char::from_u32)
            }
        }

        impl<'a> DerValue<'a> for $name<'a> {
            const TAG: Tag = $tag;
            const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Octets);
            fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<$name<'a>> {
                let offset = r.offset();
                Self::check(r.take_rest(), offset)
            }
            crate::codec::octets_encoders!(|v| v.0);
        }
        natural_der!($name<'a>, $asn1);

        impl fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.chars().try_for_each(|c| fmt::Write::write_char(f, c))
            }
        }

        impl fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}(\"{}\")", stringify!($name), self)
            }
        }
    };
}

wide_string!(
    /// BMPString: UCS-2, big-endian.
    BmpString, Tag::BMP_STRING, "BMPString", 2, Ucs2
);
wide_string!(
    /// UniversalString: UCS-4, big-endian.
    UniversalString, Tag::UNIVERSAL_STRING, "UniversalString", 4, Ucs4
);

macro_rules! byte_string {
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<'a>(&'a [u8]);

        impl<'a> $name<'a> {
            /// The string's octets (its character sets are not decoded).
            pub fn new(bytes: &'a [u8]) -> $name<'a> {
                $name(bytes)
            }

            /// The octets.
            pub fn as_bytes(&self) -> &'a [u8] {
                self.0
            }

            /// One code point per octet.
            pub fn code_points(&self) -> CodePoints<'a> {
                CodePoints::Bytes(self.0.iter())
            }
        }

        impl<'a> DerValue<'a> for $name<'a> {
            const TAG: Tag = $tag;
            const SEGMENTS: Option<crate::Segments> = Some(crate::Segments::Octets);
            fn decode_content<M: Mode<'a>>(r: &mut Reader<'a, M>) -> Result<$name<'a>> {
                Ok($name(r.take_rest()))
            }
            crate::codec::octets_encoders!(|v| v.0);
        }
        natural_der!($name<'a>, $asn1);

        /// Octets shown as Latin-1.
        impl fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.iter().try_for_each(|&b| fmt::Write::write_char(f, char::from(b)))
            }
        }

        impl fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({:?})", stringify!($name), self.0)
            }
        }
    };
}

byte_string!(
    /// TeletexString (T61String), as octets.
    TeletexString, Tag::TELETEX_STRING, "TeletexString"
);
byte_string!(
    /// VideotexString, as octets.
    VideotexString, Tag::VIDEOTEX_STRING, "VideotexString"
);
byte_string!(
    /// GraphicString, as octets.
    GraphicString, Tag::GRAPHIC_STRING, "GraphicString"
);
byte_string!(
    /// GeneralString, as octets.
    GeneralString, Tag::GENERAL_STRING, "GeneralString"
);
byte_string!(
    /// ObjectDescriptor (a GraphicString with its own tag), as octets.
    ObjectDescriptor, Tag::OBJECT_DESCRIPTOR, "ObjectDescriptor"
);
