//! Decode and encode errors: what went wrong, where in the input, and the
//! path of ASN.1 names that led there.

use core::fmt;

use crate::Tag;

/// What went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input ended inside a tag, length or value.
    Truncated,
    /// A required component or element is missing.
    Missing,
    /// A tag other than the one the schema allows here.
    UnexpectedTag {
        /// What the schema allows (the first choice, when there are several).
        expected: Option<Tag>,
        /// What the input has.
        found: Tag,
    },
    /// A tag number encoded in more octets than needed.
    NonMinimalTag,
    /// A tag number above 2^28.
    TagTooLarge,
    /// The indefinite length form (BER only).
    IndefiniteLength,
    /// A length encoded in more octets than needed.
    NonMinimalLength,
    /// A length above 2^32 - 1, or the reserved form 0xFF.
    LengthTooLarge,
    /// A length running past the end of the enclosing value.
    LengthBeyondParent,
    /// Bytes left over after a complete value.
    TrailingData,
    /// Constructed values nested deeper than [`crate::MAX_DEPTH`].
    TooDeep,
    /// A primitive type in constructed form, or the other way round.
    WrongForm,
    /// A BOOLEAN other than 0x00 or 0xFF.
    InvalidBoolean,
    /// NULL with content.
    InvalidNull,
    /// An INTEGER or ENUMERATED with no content octets.
    EmptyInteger,
    /// An INTEGER or ENUMERATED with a redundant leading octet.
    NonMinimalInteger,
    /// A value outside the range the schema (or the native type) allows.
    ValueOutOfRange,
    /// An ENUMERATED number the schema does not define.
    UnknownEnumerated,
    /// An OBJECT IDENTIFIER that is empty, ends mid sub-identifier, or has
    /// an arc above 2^128.
    InvalidOid,
    /// A sub-identifier with a leading 0x80 octet.
    NonMinimalOid,
    /// A BIT STRING with more than 7 unused bits, unused bits in an empty
    /// string, or unused bits that are not zero.
    InvalidBitString,
    /// A BIT STRING with named bits that ends in a zero bit.
    BitStringTrailingZero,
    /// A character outside the string type's alphabet.
    InvalidCharacter,
    /// A time (UTCTime, GeneralizedTime, DATE, TIME-OF-DAY, DATE-TIME,
    /// DURATION) not in its DER form.
    InvalidTime,
    /// A REAL not in its DER form (X.690 §8.5, §11.3).
    InvalidReal,
    /// An OID-IRI or RELATIVE-OID-IRI that is not a list of arc labels.
    InvalidIri,
    /// A size outside the SIZE constraint.
    SizeOutOfRange,
    /// SET OF elements not in ascending order of their encodings.
    SetOfNotSorted,
    /// SET components not in ascending tag order, or repeated.
    SetNotSorted,
    /// A component with a DEFAULT value encoded with that value.
    DefaultValueEncoded,
    /// An open type's key that its object set, which is not extensible,
    /// does not list (X.682 table constraint).
    UnknownKey,
    /// An open type's value that is not the one its key selects (encoding).
    KeyMismatch,
    /// The output buffer is too small.
    BufferTooSmall,
    /// BER: the indefinite length form on a primitive value.
    IndefinitePrimitive,
    /// BER: a constructed value of indefinite length without its
    /// end-of-contents octets.
    MissingEndOfContents,
    /// BER: a segment of a constructed string of another type.
    WrongSegment,
    /// BER decoding needs more room than the [`crate::BerSpace`] has.
    BerSpaceExhausted,
    /// BER decoding of a collection whose elements must be re-encoded as
    /// DER needs the `alloc` feature.
    BerNeedsAlloc,
    /// A value to be kept raw, read from BER, whose DER only its type could
    /// give (a context-tagged value of OCTET STRING segments): refused.
    AmbiguousBer,
    /// JER input that is not JSON (RFC 8259).
    Json(&'static str),
    /// JER input whose JSON is not a value of the type.
    Jer(&'static str),
    /// OER input that X.696 does not allow, or that CANONICAL-OER does not
    /// (the reason names the clause).
    Oer(&'static str),
    /// PER input that X.691 does not allow, or that CANONICAL-PER does not
    /// (the reason names the clause).
    Per(&'static str),
}

impl ErrorKind {
    fn message(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind::*;
        match self {
            Truncated => f.write_str("input ends inside a value"),
            Missing => f.write_str("required component missing"),
            UnexpectedTag { expected: Some(e), found } => write!(f, "unexpected tag {found}, expected {e}"),
            UnexpectedTag { expected: None, found } => write!(f, "unexpected tag {found}"),
            NonMinimalTag => f.write_str("tag number not in minimal form"),
            TagTooLarge => f.write_str("tag number too large"),
            IndefiniteLength => f.write_str("indefinite length (BER, not DER)"),
            NonMinimalLength => f.write_str("length not in minimal form"),
            LengthTooLarge => f.write_str("length too large"),
            LengthBeyondParent => f.write_str("length runs past the enclosing value"),
            TrailingData => f.write_str("trailing data after value"),
            TooDeep => f.write_str("nesting too deep"),
            WrongForm => f.write_str("wrong primitive/constructed form"),
            InvalidBoolean => f.write_str("BOOLEAN must be 0x00 or 0xFF"),
            InvalidNull => f.write_str("NULL with content"),
            EmptyInteger => f.write_str("INTEGER with no content"),
            NonMinimalInteger => f.write_str("INTEGER not in minimal form"),
            ValueOutOfRange => f.write_str("value out of range"),
            UnknownEnumerated => f.write_str("unknown ENUMERATED value"),
            InvalidOid => f.write_str("malformed OBJECT IDENTIFIER"),
            NonMinimalOid => f.write_str("OBJECT IDENTIFIER sub-identifier not minimal"),
            InvalidBitString => f.write_str("malformed BIT STRING unused bits"),
            BitStringTrailingZero => f.write_str("named BIT STRING has trailing zero bits"),
            InvalidCharacter => f.write_str("character not allowed in this string type"),
            InvalidTime => f.write_str("time not in DER form"),
            InvalidReal => f.write_str("REAL not in DER form"),
            InvalidIri => f.write_str("malformed OID-IRI"),
            SizeOutOfRange => f.write_str("size out of range"),
            SetOfNotSorted => f.write_str("SET OF elements not sorted"),
            SetNotSorted => f.write_str("SET components not in tag order"),
            DefaultValueEncoded => f.write_str("DEFAULT value encoded"),
            UnknownKey => f.write_str("key not in the object set"),
            KeyMismatch => f.write_str("value does not go with its key"),
            BufferTooSmall => f.write_str("output buffer too small"),
            IndefinitePrimitive => f.write_str("indefinite length on a primitive value"),
            MissingEndOfContents => f.write_str("end-of-contents missing"),
            WrongSegment => f.write_str("segment of the wrong type in a constructed string"),
            BerSpaceExhausted => f.write_str("BER space exhausted"),
            BerNeedsAlloc => f.write_str("BER collection needs the alloc feature"),
            AmbiguousBer => f.write_str("raw value from BER may hold a string in segments; decode it by its type"),
            Json(what) => write!(f, "malformed JSON: {what}"),
            Jer(what) => write!(f, "JER: {what}"),
            Oer(what) | Per(what) => f.write_str(what),
        }
    }
}

/// One step of an error path: a component name or an element index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment {
    /// A component, alternative or type name.
    Name(&'static str),
    /// An element of a SEQUENCE OF / SET OF.
    Index(u32),
}

/// Deepest path kept; outer names beyond it are dropped and shown as `…`.
const MAX_PATH: usize = 12;

/// A decode or encode error.
///
/// The path is built as the error travels outwards: each level of generated
/// code appends its name, so `segments` holds the innermost name first.
///
/// With `alloc` the details live in a box, so that every `Result` on the
/// decode path stays two words wide; the box is only made when decoding
/// fails. Without `alloc` they are inline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(Details);

#[cfg(feature = "alloc")]
type Details = alloc::boxed::Box<Inner>;
#[cfg(not(feature = "alloc"))]
type Details = Inner;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Inner {
    kind: ErrorKind,
    offset: usize,
    segments: [Segment; MAX_PATH],
    len: u8,
    truncated: bool,
    /// `offset` counts bits (PER), not bytes.
    in_bits: bool,
    /// Made by an encoder, whose input is a value: `offset` is 0, or where
    /// a check of a value the caller gave (an ANY's DER, a string's
    /// characters) failed inside it.
    encoding: bool,
}

impl Error {
    /// An error of `kind` at byte `offset` of the input.
    #[cold]
    pub fn new(kind: ErrorKind, offset: usize) -> Error {
        Error::located(kind, offset, false)
    }

    /// An error of `kind` at bit `offset` of the input (PER, whose values
    /// need not start on an octet).
    #[cold]
    pub fn at_bit(kind: ErrorKind, offset: usize) -> Error {
        Error::located(kind, offset, true)
    }

    #[cold]
    fn located(kind: ErrorKind, offset: usize, in_bits: bool) -> Error {
        let inner = Inner {
            kind,
            offset,
            segments: [Segment::Index(0); MAX_PATH],
            len: 0,
            truncated: false,
            in_bits,
            encoding: false,
        };
        #[cfg(feature = "alloc")]
        let inner = alloc::boxed::Box::new(inner);
        Error(inner)
    }

    /// This error with its offset counting bits: a check of a value read
    /// from PER, given the bit the value started at.
    #[cold]
    pub fn counted_in_bits(mut self) -> Error {
        self.0.in_bits = true;
        self
    }

    /// This error as an encoder's: printed without a byte offset of an
    /// input there is none of (`PATH: MESSAGE`).
    #[cold]
    pub fn while_encoding(mut self) -> Error {
        self.0.encoding = true;
        self
    }

    /// Whether an encoder made it ([`Error::while_encoding`]).
    pub fn is_encoding(&self) -> bool {
        self.0.encoding
    }

    /// What went wrong.
    pub fn kind(&self) -> ErrorKind {
        self.0.kind
    }

    /// The offset in the input where it went wrong: in bytes, or in bits
    /// when [`Error::in_bits`] (PER).
    pub fn offset(&self) -> usize {
        self.0.offset
    }

    /// Whether [`Error::offset`] counts bits.
    pub fn in_bits(&self) -> bool {
        self.0.in_bits
    }

    /// The path, outermost first.
    pub fn path(&self) -> impl Iterator<Item = Segment> + '_ {
        self.0.segments[..self.0.len as usize].iter().rev().copied()
    }

    /// Adds an enclosing name to the path.
    #[cold]
    #[must_use]
    pub fn at(mut self, name: &'static str) -> Error {
        self.push_at(name);
        self
    }

    /// Adds an enclosing component's name to the path, in place.
    #[cold]
    pub fn push_at(&mut self, name: &'static str) {
        self.push(Segment::Name(name));
    }

    /// Adds an enclosing element index to the path.
    #[cold]
    #[must_use]
    pub fn at_index(mut self, index: usize) -> Error {
        self.push(Segment::Index(u32::try_from(index).unwrap_or(u32::MAX)));
        self
    }

    fn push(&mut self, segment: Segment) {
        let inner: &mut Inner = &mut self.0;
        match inner.segments.get_mut(inner.len as usize) {
            Some(slot) => {
                *slot = segment;
                inner.len += 1;
            }
            None => inner.truncated = true,
        }
    }
}

/// Writes `PATH at byte N: MESSAGE` (`at bit N` for PER), the form
/// `synta-dump` prints.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.truncated {
            f.write_str("…")?;
        }
        let mut first = !self.0.truncated;
        for segment in self.path() {
            match segment {
                Segment::Name(n) => {
                    if !first {
                        f.write_str(".")?;
                    }
                    f.write_str(n)?;
                }
                Segment::Index(i) => write!(f, "[{i}]")?,
            }
            first = false;
        }
        if self.0.len == 0 {
            f.write_str("<value>")?;
        }
        let unit = if self.0.in_bits { "bit" } else { "byte" };
        match (self.0.encoding, self.0.offset) {
            (true, 0) => f.write_str(": ")?,
            (true, n) => write!(f, " at {unit} {n} of the value: ")?,
            (false, n) => write!(f, " at {unit} {n}: ")?,
        }
        self.0.kind.message(f)
    }
}

impl core::error::Error for Error {}

/// The result of every decode and encode.
pub type Result<T> = core::result::Result<T, Error>;

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::{Error, ErrorKind};
    use alloc::string::ToString;

    #[test]
    fn an_encoders_error_names_no_input_offset() {
        let decoding = Error::new(ErrorKind::InvalidTime, 0).at("utcTime").at("Time");
        assert_eq!(decoding.to_string(), "Time.utcTime at byte 0: time not in DER form");
        let encoding = decoding.while_encoding();
        assert!(encoding.is_encoding());
        assert_eq!(encoding.to_string(), "Time.utcTime: time not in DER form");
        // A check inside a value the caller gave says where in it.
        let inside = Error::new(ErrorKind::InvalidCharacter, 1).at("X520countryName").while_encoding();
        assert_eq!(
            inside.to_string(),
            "X520countryName at byte 1 of the value: character not allowed in this string type"
        );
    }
}
