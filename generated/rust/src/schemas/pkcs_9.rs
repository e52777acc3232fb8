use ::synta_rt as rt;
/// `pkcs-9` = 1.2.840.113549.1.9
pub const PKCS_9: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09],
);
/// `pkcs-9-at-emailAddress` = 1.2.840.113549.1.9.1
pub const PKCS_9_AT_EMAIL_ADDRESS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x01],
);
/// `pkcs-9-at-unstructuredName` = 1.2.840.113549.1.9.2
pub const PKCS_9_AT_UNSTRUCTURED_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x02],
);
/// `pkcs-9-at-contentType` = 1.2.840.113549.1.9.3
pub const PKCS_9_AT_CONTENT_TYPE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x03],
);
/// `pkcs-9-at-messageDigest` = 1.2.840.113549.1.9.4
pub const PKCS_9_AT_MESSAGE_DIGEST: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x04],
);
/// `pkcs-9-at-signingTime` = 1.2.840.113549.1.9.5
pub const PKCS_9_AT_SIGNING_TIME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x05],
);
/// `pkcs-9-at-counterSignature` = 1.2.840.113549.1.9.6
pub const PKCS_9_AT_COUNTER_SIGNATURE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x06],
);
/// `pkcs-9-at-challengePassword` = 1.2.840.113549.1.9.7
pub const PKCS_9_AT_CHALLENGE_PASSWORD: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x07],
);
/// `pkcs-9-at-unstructuredAddress` = 1.2.840.113549.1.9.8
pub const PKCS_9_AT_UNSTRUCTURED_ADDRESS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x08],
);
/// `pkcs-9-at-extendedCertificateAttributes` = 1.2.840.113549.1.9.9
pub const PKCS_9_AT_EXTENDED_CERTIFICATE_ATTRIBUTES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x09],
);
/// `pkcs-9-at-signingDescription` = 1.2.840.113549.1.9.13
pub const PKCS_9_AT_SIGNING_DESCRIPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x0d],
);
/// `pkcs-9-at-extensionRequest` = 1.2.840.113549.1.9.14
pub const PKCS_9_AT_EXTENSION_REQUEST: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x0e],
);
/// `pkcs-9-at-smimeCapabilities` = 1.2.840.113549.1.9.15
pub const PKCS_9_AT_SMIME_CAPABILITIES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x0f],
);
/// `pkcs-9-at-friendlyName` = 1.2.840.113549.1.9.20
pub const PKCS_9_AT_FRIENDLY_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x14],
);
/// `pkcs-9-at-localKeyId` = 1.2.840.113549.1.9.21
pub const PKCS_9_AT_LOCAL_KEY_ID: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x15],
);
/// `certTypes` = 1.2.840.113549.1.9.22
pub const CERT_TYPES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x16],
);
/// `x509Certificate` = 1.2.840.113549.1.9.22.1
pub const X509_CERTIFICATE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x16, 0x01],
);
/// `sdsiCertificate` = 1.2.840.113549.1.9.22.2
pub const SDSI_CERTIFICATE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x16, 0x02],
);
/// `crlTypes` = 1.2.840.113549.1.9.23
pub const CRL_TYPES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x17],
);
/// `x509Crl` = 1.2.840.113549.1.9.23.1
pub const X509_CRL: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x17, 0x01],
);
/// `pkcs-9-ub-pkcs9String` = 255
pub const PKCS_9_UB_PKCS9_STRING: i64 = 255;
/// `pkcs-9-ub-emailAddress` = 255
pub const PKCS_9_UB_EMAIL_ADDRESS: i64 = 255;
/// `pkcs-9-ub-unstructuredName` = 255
pub const PKCS_9_UB_UNSTRUCTURED_NAME: i64 = 255;
/// `pkcs-9-ub-unstructuredAddress` = 255
pub const PKCS_9_UB_UNSTRUCTURED_ADDRESS: i64 = 255;
/// `pkcs-9-ub-challengePassword` = 255
pub const PKCS_9_UB_CHALLENGE_PASSWORD: i64 = 255;
/// `pkcs-9-ub-signingDescription` = 255
pub const PKCS_9_UB_SIGNING_DESCRIPTION: i64 = 255;
/// `pkcs-9-ub-friendlyName` = 255
pub const PKCS_9_UB_FRIENDLY_NAME: i64 = 255;
/// ```asn1
///
///
/// -- Value types (§5)
/// PKCS9String ::= CHOICE {
///     ia5String        IA5String (SIZE (1..pkcs-9-ub-pkcs9String)),
///     directoryString  DirectoryString255 }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Pkcs9String<'a> {
    /// `ia5String`: [UNIVERSAL 22] IA5String (size 1..255)
    Ia5String(rt::Ia5String<'a>),
    /// `directoryString`: -> PKCS-9.DirectoryString255
    DirectoryString(DirectoryString255<'a>),
}
impl<'a> rt::DerUntagged<'a> for Pkcs9String<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(22) {
            let off = r.offset();
            let v = r
                .value::<rt::Ia5String<'a>>(rt::Tag::universal(22))
                .map_err(|e| e.at("ia5String"))?;
            rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("ia5String"))?;
            return Ok(Self::Ia5String(v));
        }
        if <DirectoryString255<'a> as rt::DerUntagged>::has_tag(tag) {
            let v = <DirectoryString255<'a> as rt::DerUntagged>::decode_untagged(r)
                .map_err(|e| e.at("directoryString"))?;
            return Ok(Self::DirectoryString(v));
        }
        Err(
            rt::Error::new(
                rt::ErrorKind::UnexpectedTag {
                    expected: ::core::option::Option::None,
                    found: tag,
                },
                r.offset(),
            ),
        )
    }
    fn encode_untagged<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        match self {
            Self::Ia5String(v) => {
                rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("ia5String"))?;
                rt::encode_value(w, rt::Tag::universal(22), v)
                    .map_err(|e| e.at("ia5String"))
            }
            Self::DirectoryString(v) => {
                rt::DerUntagged::encode_untagged(v, w)
                    .map_err(|e| e.at("directoryString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(22)
            || <DirectoryString255<'a> as rt::DerUntagged>::has_tag(tag)
    }
}
impl<'a> rt::Der<'a> for Pkcs9String<'a> {
    const NAME: &'static str = "PKCS9String";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        <Self as rt::DerUntagged>::decode_untagged(r)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(self, w)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        <Self as rt::DerUntagged>::has_tag(tag)
    }
}
impl<'a> rt::Jer for Pkcs9String<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Ia5String(v) => {
                w.begin_object();
                w.member("ia5String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("ia5String"))?;
                w.end_object();
            }
            Self::DirectoryString(v) => {
                w.begin_object();
                w.member("directoryString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("directoryString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// DirectoryString255 ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..pkcs-9-ub-pkcs9String)),
///     printableString  PrintableString (SIZE (1..pkcs-9-ub-pkcs9String)),
///     universalString  UniversalString (SIZE (1..pkcs-9-ub-pkcs9String)),
///     utf8String       UTF8String      (SIZE (1..pkcs-9-ub-pkcs9String)),
///     bmpString        BMPString       (SIZE (1..pkcs-9-ub-pkcs9String)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum DirectoryString255<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..255)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..255)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..255)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..255)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..255)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for DirectoryString255<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
        }
        Err(
            rt::Error::new(
                rt::ErrorKind::UnexpectedTag {
                    expected: ::core::option::Option::None,
                    found: tag,
                },
                r.offset(),
            ),
        )
    }
    fn encode_untagged<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for DirectoryString255<'a> {
    const NAME: &'static str = "DirectoryString255";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        <Self as rt::DerUntagged>::decode_untagged(r)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(self, w)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        <Self as rt::DerUntagged>::has_tag(tag)
    }
}
impl<'a> rt::Jer for DirectoryString255<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// EmailAddress ::= IA5String (SIZE (1..pkcs-9-ub-emailAddress))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailAddress<'a>(pub rt::Ia5String<'a>);
impl<'a> rt::DerValue<'a> for EmailAddress<'a> {
    const TAG: rt::Tag = rt::Tag::universal(22);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::Ia5String<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=255).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for EmailAddress<'a> {
    const NAME: &'static str = "EmailAddress";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(22))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(22), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(22)
    }
}
impl<'a> rt::Jer for EmailAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// UnstructuredName ::= PKCS9String
/// ```
pub type UnstructuredName<'a> = Pkcs9String<'a>;
/// ```asn1
/// UnstructuredAddress ::= DirectoryString255
/// ```
pub type UnstructuredAddress<'a> = DirectoryString255<'a>;
/// ```asn1
/// ChallengePassword ::= DirectoryString255
/// ```
pub type ChallengePassword<'a> = DirectoryString255<'a>;
/// ```asn1
/// SigningDescription ::= DirectoryString255
/// ```
pub type SigningDescription<'a> = DirectoryString255<'a>;
/// ```asn1
/// ContentType ::= OBJECT IDENTIFIER
/// ```
pub type ContentType<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
/// MessageDigest ::= OCTET STRING
/// ```
pub type MessageDigest<'a> = &'a [u8];
/// ```asn1
/// SigningTime ::= Time
/// ```
pub type SigningTime<'a> = super::pkix1_explicit88::Time<'a>;
/// ```asn1
/// ExtensionRequest ::= Extensions
/// ```
pub type ExtensionRequest<'a> = super::pkix1_explicit88::Extensions<'a>;
/// ```asn1
/// SMIMECapabilities ::= SEQUENCE OF SMIMECapability
/// ```
pub type SmimeCapabilities<'a> = rt::SequenceOf<'a, SmimeCapability<'a>>;
/// ```asn1
/// SMIMECapability ::= SEQUENCE {
///     algorithm   OBJECT IDENTIFIER,
///     parameters  ANY DEFINED BY algorithm OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SmimeCapability<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: ANY DEFINED BY algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for SmimeCapability<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let algorithm = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("algorithm"))?;
        let parameters = if r
            .peek_tag()
            .is_some_and(<rt::RawDer<'a> as rt::DerUntagged>::has_tag)
        {
            let v = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
                .map_err(|e| e.at("parameters"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { algorithm, parameters })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.algorithm)
            .map_err(|e| e.at("algorithm"))?;
        if let ::core::option::Option::Some(v) = &self.parameters {
            rt::DerUntagged::encode_untagged(v, w).map_err(|e| e.at("parameters"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SmimeCapability<'a> {
    const NAME: &'static str = "SMIMECapability";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SEQUENCE)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE
    }
}
impl<'a> rt::Jer for SmimeCapability<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("algorithm");
        rt::Jer::write_jer(&self.algorithm, w).map_err(|e| e.at("algorithm"))?;
        if let ::core::option::Option::Some(v) = &self.parameters {
            w.member("parameters");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("parameters"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// FriendlyName ::= BMPString (SIZE (1..pkcs-9-ub-friendlyName))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendlyName<'a>(pub rt::BmpString<'a>);
impl<'a> rt::DerValue<'a> for FriendlyName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(30);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::BmpString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=255).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for FriendlyName<'a> {
    const NAME: &'static str = "FriendlyName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(30))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(30), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Jer for FriendlyName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// LocalKeyId ::= OCTET STRING
/// ```
pub type LocalKeyId<'a> = &'a [u8];
