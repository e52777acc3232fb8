//! The words of ASN.1 that every stage shares: tag classes, the module's
//! tagging default, the restricted character string types and the time
//! types. The AST and the IR both use them; neither borrows the other's.

/// The module's default tagging (X.680 §13.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagDefault {
    /// `EXPLICIT TAGS`, also the default when nothing is written.
    Explicit,
    /// `IMPLICIT TAGS`.
    Implicit,
    /// `AUTOMATIC TAGS`.
    Automatic,
}

/// Tag class (X.680 §31.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TagClass {
    /// `[UNIVERSAL n]`.
    Universal,
    /// `[APPLICATION n]`.
    Application,
    /// `[n]`.
    Context,
    /// `[PRIVATE n]`.
    Private,
}

/// The restricted character string types (X.680 §41).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum StringKind {
    Bmp,
    General,
    Graphic,
    Ia5,
    Iso646,
    Numeric,
    Printable,
    Teletex,
    T61,
    Universal,
    Utf8,
    Videotex,
    Visible,
}

impl StringKind {
    /// The characters of a type whose repertoire is a small fixed set
    /// (X.680 §41, Table 8), as ascending inclusive ranges of code points;
    /// `None` for the others.
    pub fn repertoire(self) -> Option<&'static [(u32, u32)]> {
        Some(match self {
            StringKind::Ia5 => &[(0, 127)],
            StringKind::Visible | StringKind::Iso646 => &[(32, 126)],
            StringKind::Numeric => &[(32, 32), (48, 57)],
            StringKind::Printable => &[(32, 32), (39, 41), (43, 58), (61, 61), (63, 63), (65, 90), (97, 122)],
            StringKind::Bmp => &[(0, 0xFFFF)],
            _ => return None,
        })
    }

    /// The keyword naming the type.
    pub fn keyword(self) -> &'static str {
        match self {
            StringKind::Bmp => "BMPString",
            StringKind::General => "GeneralString",
            StringKind::Graphic => "GraphicString",
            StringKind::Ia5 => "IA5String",
            StringKind::Iso646 => "ISO646String",
            StringKind::Numeric => "NumericString",
            StringKind::Printable => "PrintableString",
            StringKind::Teletex => "TeletexString",
            StringKind::T61 => "T61String",
            StringKind::Universal => "UniversalString",
            StringKind::Utf8 => "UTF8String",
            StringKind::Videotex => "VideotexString",
            StringKind::Visible => "VisibleString",
        }
    }

    /// Every kind, for parsing keywords.
    pub const ALL: [StringKind; 13] = [
        StringKind::Bmp,
        StringKind::General,
        StringKind::Graphic,
        StringKind::Ia5,
        StringKind::Iso646,
        StringKind::Numeric,
        StringKind::Printable,
        StringKind::Teletex,
        StringKind::T61,
        StringKind::Universal,
        StringKind::Utf8,
        StringKind::Videotex,
        StringKind::Visible,
    ];
}

/// The time types (X.680 §38, §46-47).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum TimeKind {
    UtcTime,
    GeneralizedTime,
    Date,
    TimeOfDay,
    DateTime,
    Duration,
    Time,
}

impl TimeKind {
    /// The keyword naming the type.
    pub fn keyword(self) -> &'static str {
        match self {
            TimeKind::UtcTime => "UTCTime",
            TimeKind::GeneralizedTime => "GeneralizedTime",
            TimeKind::Date => "DATE",
            TimeKind::TimeOfDay => "TIME-OF-DAY",
            TimeKind::DateTime => "DATE-TIME",
            TimeKind::Duration => "DURATION",
            TimeKind::Time => "TIME",
        }
    }
}
