//! Types whose value is text in a fixed format (the time types of X.680
//! §38.4 and the IRI forms of object identifiers): the content octets,
//! borrowed, checked by a function of the type's module.

/// Defines a borrowed text type `$name` under `$tag`, whose content octets
/// `$check` accepts (failing with `$kind` otherwise); with `shown as is`,
/// also its `Display`, the text itself.
macro_rules! checked_text {
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr, $check:path, $kind:expr, shown as is) => {
        checked_text!($(#[$doc])* $name, $tag, $asn1, $check, $kind);

        impl core::fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.0)
            }
        }
    };
    ($(#[$doc:meta])* $name:ident, $tag:expr, $asn1:expr, $check:path, $kind:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<'a>(&'a str);

        impl<'a> $name<'a> {
            /// Checks the text's form.
            pub fn new(text: &'a str) -> $crate::Result<$name<'a>> {
                Self::from_bytes(text.as_bytes(), 0)
            }

            fn from_bytes(bytes: &'a [u8], offset: usize) -> $crate::Result<$name<'a>> {
                match core::str::from_utf8(bytes) {
                    Ok(text) if $check(text) => Ok($name(text)),
                    _ => Err($crate::Error::new($kind, offset)),
                }
            }

            /// The text as encoded.
            pub fn as_str(&self) -> &'a str {
                self.0
            }
        }

        impl<'a> $crate::DerValue<'a> for $name<'a> {
            const TAG: $crate::Tag = $tag;
            const SEGMENTS: Option<$crate::Segments> = Some($crate::Segments::Octets);
            #[inline]
            fn decode_content<M: $crate::Mode<'a>>(r: &mut $crate::Reader<'a, M>) -> $crate::Result<$name<'a>> {
                let offset = r.offset();
                Self::from_bytes(r.take_rest(), offset)
            }
            #[inline]
            fn encode_content<W: $crate::Writer>(&self, w: &mut W) -> $crate::Result<()> {
                w.write(self.0.as_bytes());
                Ok(())
            }
        }
        $crate::natural_der!($name<'a>, $asn1);

        impl core::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "{}({})", stringify!($name), self)
            }
        }
    };
}

/// Invokes `$m!` with every character string type, each read as code
/// points (what JER and serde write of them).
#[cfg(feature = "alloc")]
macro_rules! with_code_point_strings {
    ($m:ident) => {
        $m!(
            Utf8String<'_>,
            PrintableString<'_>,
            Ia5String<'_>,
            VisibleString<'_>,
            NumericString<'_>,
            BmpString<'_>,
            UniversalString<'_>,
            TeletexString<'_>,
            VideotexString<'_>,
            GraphicString<'_>,
            GeneralString<'_>,
            ObjectDescriptor<'_>
        );
    };
}
