//! Tags: class, form and number of an identifier octet (X.690 §8.1.2).

use core::fmt;

/// Tag class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// UNIVERSAL.
    Universal = 0,
    /// APPLICATION.
    Application = 1,
    /// Context-specific (`[n]`).
    Context = 2,
    /// PRIVATE.
    Private = 3,
}

/// A decoded identifier: class, constructed bit and number, packed in one
/// word so that comparing tags is one integer comparison.
///
/// Layout: class in bits 30..32, constructed in bit 29, number below. The
/// order of the packed word is the DER order of tags (class, then number)
/// for tags of the same form, and tags of different form never compete for
/// the same position in a schema.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tag(u32);

/// Largest tag number accepted (numbers up to 2^28 - 1 fit four octets).
pub const MAX_TAG_NUMBER: u32 = (1 << 28) - 1;

impl Tag {
    /// A tag of any class, form and number up to [`MAX_TAG_NUMBER`].
    pub const fn new(class: Class, constructed: bool, number: u32) -> Tag {
        Tag(((class as u32) << 30) | ((constructed as u32) << 29) | (number & MAX_TAG_NUMBER))
    }

    /// A primitive UNIVERSAL tag.
    pub const fn universal(number: u32) -> Tag {
        Tag::new(Class::Universal, false, number)
    }

    /// A primitive context-specific tag `[n]`.
    pub const fn context(number: u32) -> Tag {
        Tag::new(Class::Context, false, number)
    }

    /// A primitive APPLICATION tag.
    pub const fn application(number: u32) -> Tag {
        Tag::new(Class::Application, false, number)
    }

    /// A primitive PRIVATE tag.
    pub const fn private(number: u32) -> Tag {
        Tag::new(Class::Private, false, number)
    }

    /// The same tag in constructed form.
    pub const fn constructed(self) -> Tag {
        Tag(self.0 | (1 << 29))
    }

    /// The class.
    pub const fn class(self) -> Class {
        match self.0 >> 30 {
            0 => Class::Universal,
            1 => Class::Application,
            2 => Class::Context,
            _ => Class::Private,
        }
    }

    /// Whether the constructed bit is set.
    pub const fn is_constructed(self) -> bool {
        self.0 & (1 << 29) != 0
    }

    /// The tag number.
    pub const fn number(self) -> u32 {
        self.0 & MAX_TAG_NUMBER
    }

    /// The key DER sorts SET components by: class, then number.
    pub const fn order_key(self) -> u32 {
        self.0 & !(1 << 29)
    }

    /// Number of identifier octets.
    pub const fn encoded_len(self) -> usize {
        let n = self.number();
        if n < 31 {
            1
        } else if n < 1 << 7 {
            2
        } else if n < 1 << 14 {
            3
        } else if n < 1 << 21 {
            4
        } else {
            5
        }
    }

    /// The identifier octets, in `buf[..len]`.
    #[inline]
    pub fn encode(self, buf: &mut [u8; 5]) -> usize {
        let n = self.number();
        if n < 31 {
            buf[0] = self.lead_octet() | n as u8;
            return 1;
        }
        self.encode_long(buf)
    }

    /// The class and form bits of the first identifier octet.
    #[inline(always)]
    pub(crate) const fn lead_octet(self) -> u8 {
        ((self.0 >> 30) as u8) << 6 | (self.is_constructed() as u8) << 5
    }

    /// The identifier octets of a tag number of 31 or more.
    #[cold]
    fn encode_long(self, buf: &mut [u8; 5]) -> usize {
        let n = self.number();
        buf[0] = self.lead_octet() | 0x1f;
        let len = self.encoded_len();
        for (i, slot) in buf.iter_mut().enumerate().take(len).skip(1) {
            let shift = 7 * (len - 1 - i);
            let more = if i + 1 < len { 0x80 } else { 0 };
            *slot = ((n >> shift) & 0x7f) as u8 | more;
        }
        len
    }

    // Universal tags used by the runtime's own types.
    /// BOOLEAN.
    pub const BOOLEAN: Tag = Tag::universal(1);
    /// INTEGER.
    pub const INTEGER: Tag = Tag::universal(2);
    /// BIT STRING.
    pub const BIT_STRING: Tag = Tag::universal(3);
    /// OCTET STRING.
    pub const OCTET_STRING: Tag = Tag::universal(4);
    /// NULL.
    pub const NULL: Tag = Tag::universal(5);
    /// OBJECT IDENTIFIER.
    pub const OBJECT_IDENTIFIER: Tag = Tag::universal(6);
    /// ObjectDescriptor.
    pub const OBJECT_DESCRIPTOR: Tag = Tag::universal(7);
    /// REAL.
    pub const REAL: Tag = Tag::universal(9);
    /// ENUMERATED.
    pub const ENUMERATED: Tag = Tag::universal(10);
    /// UTF8String.
    pub const UTF8_STRING: Tag = Tag::universal(12);
    /// RELATIVE-OID.
    pub const RELATIVE_OID: Tag = Tag::universal(13);
    /// SEQUENCE and SEQUENCE OF.
    pub const SEQUENCE: Tag = Tag::universal(16).constructed();
    /// SET and SET OF.
    pub const SET: Tag = Tag::universal(17).constructed();
    /// NumericString.
    pub const NUMERIC_STRING: Tag = Tag::universal(18);
    /// PrintableString.
    pub const PRINTABLE_STRING: Tag = Tag::universal(19);
    /// TeletexString (T61String).
    pub const TELETEX_STRING: Tag = Tag::universal(20);
    /// VideotexString.
    pub const VIDEOTEX_STRING: Tag = Tag::universal(21);
    /// IA5String.
    pub const IA5_STRING: Tag = Tag::universal(22);
    /// UTCTime.
    pub const UTC_TIME: Tag = Tag::universal(23);
    /// GeneralizedTime.
    pub const GENERALIZED_TIME: Tag = Tag::universal(24);
    /// GraphicString.
    pub const GRAPHIC_STRING: Tag = Tag::universal(25);
    /// VisibleString (ISO646String).
    pub const VISIBLE_STRING: Tag = Tag::universal(26);
    /// GeneralString.
    pub const GENERAL_STRING: Tag = Tag::universal(27);
    /// UniversalString.
    pub const UNIVERSAL_STRING: Tag = Tag::universal(28);
    /// BMPString.
    pub const BMP_STRING: Tag = Tag::universal(30);
    /// TIME.
    pub const TIME: Tag = Tag::universal(14);
    /// DATE.
    pub const DATE: Tag = Tag::universal(31);
    /// TIME-OF-DAY.
    pub const TIME_OF_DAY: Tag = Tag::universal(32);
    /// DATE-TIME.
    pub const DATE_TIME: Tag = Tag::universal(33);
    /// DURATION.
    pub const DURATION: Tag = Tag::universal(34);
    /// OID-IRI.
    pub const OID_IRI: Tag = Tag::universal(35);
    /// RELATIVE-OID-IRI.
    pub const RELATIVE_OID_IRI: Tag = Tag::universal(36);
}

/// ASN.1 notation: `[UNIVERSAL 2]`, `[0]`, `[APPLICATION 1]`, with `c` for constructed.
impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let class = match self.class() {
            Class::Universal => "UNIVERSAL ",
            Class::Application => "APPLICATION ",
            Class::Context => "",
            Class::Private => "PRIVATE ",
        };
        let form = if self.is_constructed() { " c" } else { "" };
        write!(f, "[{class}{}{form}]", self.number())
    }
}

impl fmt::Debug for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
