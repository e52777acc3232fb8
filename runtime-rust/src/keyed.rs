//! Open types chosen by a key, and SEQUENCE OF / SET OF them.
//!
//! A table constraint (X.682 §10) gives an open type the type its key
//! selects. The generated enum of those types implements [`OpenType`]; a
//! collection of such values under one key (`values SET OF
//! ATTRIBUTE.&Type({Set}{@type})`) is a [`KeyedSetOf`] or
//! [`KeyedSequenceOf`], which decodes every element by that key.

use core::fmt;

use crate::collections::{check_sequence, check_set, count_elements, decode_ber, IterRepr, Repr};
use crate::{Mode, Reader, Result, Writer};

/// A value whose type its key chooses: the enum generated for an open type.
pub trait OpenType<'a>: Sized {
    /// Decodes the value `key` (the key's content octets) selects.
    fn decode_for<M: Mode<'a>>(key: &[u8], r: &mut Reader<'a, M>) -> Result<Self>;

    /// Writes the value.
    fn encode<W: Writer>(&self, w: &mut W) -> Result<()>;

    /// Whether the value goes with `key`.
    fn fits(&self, key: &[u8]) -> bool;
}

/// Iterator over the elements of a [`KeyedSequenceOf`] or [`KeyedSetOf`].
pub struct KeyedIter<'s, 'a, E> {
    key: &'a [u8],
    inner: IterRepr<'s, 'a, E>,
}

impl<'a, E: OpenType<'a> + Clone> Iterator for KeyedIter<'_, 'a, E> {
    type Item = E;
    fn next(&mut self) -> Option<E> {
        let key = self.key;
        self.inner.next_with(|r| E::decode_for(key, r))
    }
}

macro_rules! keyed_collection {
    ($(#[$doc:meta])* $name:ident, $check:ident, $set:expr) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name<'a, E> {
            /// The key the elements were decoded by (empty when built).
            key: &'a [u8],
            repr: Repr<'a, E>,
        }

        impl<'a, E: OpenType<'a> + Clone> $name<'a, E> {
            /// Decodes the content octets in `r`, every element by `key`.
            pub fn decode_for<M: Mode<'a>>(key: &'a [u8], r: &mut Reader<'a, M>) -> Result<Self> {
                if let Some(space) = r.space() {
                    return Ok($name { key, repr: decode_ber(r, space, $set, |r| E::decode_for(key, r))? });
                }
                let content = r.remaining();
                let len = if r.is_checked() {
                    count_elements(r)?
                } else {
                    $check(r, |r| E::decode_for(key, r).map(drop))?
                };
                Ok($name { key, repr: Repr::Der { content, len } })
            }

            /// Number of elements.
            pub fn len(&self) -> usize {
                self.repr.len()
            }

            /// Whether there are no elements.
            pub fn is_empty(&self) -> bool {
                self.len() == 0
            }

            /// The elements, in encoded order.
            pub fn iter(&self) -> KeyedIter<'_, 'a, E> {
                KeyedIter { key: self.key, inner: self.repr.iter() }
            }

            /// Whether every element goes with `key`.
            pub fn fits(&self, key: &[u8]) -> bool {
                self.iter().all(|e| e.fits(key))
            }

            /// The content octets, when the value was decoded.
            pub fn as_der_content(&self) -> Option<&'a [u8]> {
                self.repr.content()
            }

            /// A collection of `elements`, for encoding.
            #[cfg(feature = "alloc")]
            pub fn from_vec(elements: alloc::vec::Vec<E>) -> $name<'a, E> {
                $name { key: &[], repr: Repr::Owned(elements) }
            }
        }

        impl<'a, E: OpenType<'a> + Clone + PartialEq> PartialEq for $name<'a, E> {
            fn eq(&self, other: &Self) -> bool {
                match (self.as_der_content(), other.as_der_content()) {
                    (Some(a), Some(b)) => a == b && self.key == other.key,
                    _ => self.len() == other.len() && self.iter().eq(other.iter()),
                }
            }
        }

        impl<'a, E: OpenType<'a> + Clone + Eq> Eq for $name<'a, E> {}

        impl<'a, E: OpenType<'a> + Clone + fmt::Debug> fmt::Debug for $name<'a, E> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_list().entries(self.iter()).finish()
            }
        }
    };
}

keyed_collection!(
    /// SEQUENCE OF an open type, every element of the type one key selects.
    KeyedSequenceOf,
    check_sequence,
    false
);
keyed_collection!(
    /// SET OF an open type, every element of the type one key selects: DER
    /// order is checked on decode and produced on encode.
    KeyedSetOf,
    check_set,
    true
);

impl<'a, E: OpenType<'a> + Clone> KeyedSequenceOf<'a, E> {
    /// Writes the content octets: the elements in order.
    pub fn encode<W: Writer>(&self, w: &mut W) -> Result<()> {
        match &self.repr {
            Repr::Der { content, .. } => w.write(content),
            #[cfg(feature = "per")]
            Repr::Slice(_) => {
                return Err(crate::Error::new(crate::ErrorKind::Per("keyed collections are DER only"), 0))
            }
            #[cfg(feature = "alloc")]
            Repr::Owned(v) => {
                for (i, e) in v.iter().enumerate() {
                    e.encode(w).map_err(|err| err.at_index(i))?;
                }
            }
            // Keyed collections are read from DER only.
            #[cfg(feature = "alloc")]
            Repr::Oer { .. } => {
                return Err(crate::Error::new(crate::ErrorKind::Oer("keyed collections are DER only"), 0))
            }
            #[cfg(not(feature = "alloc"))]
            Repr::Never(_) => {}
        }
        Ok(())
    }
}

impl<'a, E: OpenType<'a> + Clone> KeyedSetOf<'a, E> {
    /// Writes the content octets: the elements in the order of their
    /// encodings (X.690 §11.6).
    pub fn encode<W: Writer>(&self, w: &mut W) -> Result<()> {
        match &self.repr {
            Repr::Der { content, .. } => {
                w.write(content);
                Ok(())
            }
            #[cfg(feature = "alloc")]
            Repr::Owned(v) => crate::collections::encode_sorted(v, w, |e, out| e.encode(out)),
            #[cfg(feature = "per")]
            Repr::Slice(_) => Err(crate::Error::new(crate::ErrorKind::Per("keyed collections are DER only"), 0)),
            #[cfg(feature = "alloc")]
            Repr::Oer { .. } => Err(crate::Error::new(crate::ErrorKind::Oer("keyed collections are DER only"), 0)),
            #[cfg(not(feature = "alloc"))]
            Repr::Never(_) => Ok(()),
        }
    }
}

#[cfg(all(test, feature = "alloc"))]
#[allow(clippy::expect_used)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::{encode_value, ErrorKind, Tag};

    /// Key `01` selects BOOLEAN, key `02` an INTEGER held in a u8; other
    /// keys are not listed (a closed set).
    #[derive(Clone, Debug, PartialEq)]
    enum Value {
        Flag(bool),
        Small(u8),
    }

    impl<'a> OpenType<'a> for Value {
        fn decode_for<M: Mode<'a>>(key: &[u8], r: &mut Reader<'a, M>) -> Result<Self> {
            match key {
                [1] => r.value(Tag::BOOLEAN).map(Value::Flag),
                [2] => r.value(Tag::INTEGER).map(Value::Small),
                _ => Err(crate::Error::new(ErrorKind::UnknownKey, r.offset())),
            }
        }
        fn encode<W: Writer>(&self, w: &mut W) -> Result<()> {
            match self {
                Value::Flag(v) => encode_value(w, Tag::BOOLEAN, v),
                Value::Small(v) => encode_value(w, Tag::INTEGER, v),
            }
        }
        fn fits(&self, key: &[u8]) -> bool {
            matches!((self, key), (Value::Flag(_), [1]) | (Value::Small(_), [2]))
        }
    }

    fn set(key: &'static [u8], content: &'static [u8]) -> Result<KeyedSetOf<'static, Value>> {
        KeyedSetOf::decode_for(key, &mut Reader::new(content))
    }

    #[test]
    fn every_element_is_decoded_by_the_key() {
        let flags = set(&[1], &[0x01, 0x01, 0x00, 0x01, 0x01, 0xff]).expect("two flags in order");
        assert_eq!(flags.iter().collect::<Vec<_>>(), [Value::Flag(false), Value::Flag(true)]);
        assert!(flags.fits(&[1]) && !flags.fits(&[2]));
        // The same octets under another key are INTEGERs: a wrong tag.
        let e = set(&[2], &[0x01, 0x01, 0x00]).expect_err("rejected");
        assert_eq!(
            (e.kind(), e.offset()),
            (ErrorKind::UnexpectedTag { expected: Some(Tag::INTEGER), found: Tag::BOOLEAN }, 0)
        );
        let e = set(&[3], &[0x01, 0x01, 0x00]).expect_err("rejected");
        assert_eq!((e.kind(), e.offset()), (ErrorKind::UnknownKey, 0));
    }

    #[test]
    fn set_of_order_is_checked_and_produced() {
        let e = set(&[2], &[0x02, 0x01, 0x07, 0x02, 0x01, 0x03]).expect_err("rejected");
        assert_eq!((e.kind(), e.offset()), (ErrorKind::SetOfNotSorted, 3));
        let built = KeyedSetOf::from_vec(alloc::vec![Value::Small(7), Value::Small(3)]);
        let mut out = Vec::new();
        built.encode(&mut out).expect("encodes");
        assert_eq!(out, [0x02, 0x01, 0x03, 0x02, 0x01, 0x07]);
        let list = KeyedSequenceOf::from_vec(alloc::vec![Value::Small(7), Value::Small(3)]);
        let mut out = Vec::new();
        list.encode(&mut out).expect("encodes");
        assert_eq!(out, [0x02, 0x01, 0x07, 0x02, 0x01, 0x03]);
    }
}
