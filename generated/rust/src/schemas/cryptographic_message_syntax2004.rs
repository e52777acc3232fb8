use ::synta_rt as rt;
/// `id-ct-contentInfo` = 1.2.840.113549.1.9.16.1.6
pub const ID_CT_CONTENT_INFO: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x10, 0x01, 0x06],
);
/// `id-data` = 1.2.840.113549.1.7.1
pub const ID_DATA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01],
);
/// `id-signedData` = 1.2.840.113549.1.7.2
pub const ID_SIGNED_DATA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02],
);
/// `id-envelopedData` = 1.2.840.113549.1.7.3
pub const ID_ENVELOPED_DATA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x03],
);
/// `id-digestedData` = 1.2.840.113549.1.7.5
pub const ID_DIGESTED_DATA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x05],
);
/// `id-encryptedData` = 1.2.840.113549.1.7.6
pub const ID_ENCRYPTED_DATA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x06],
);
/// `id-ct-authData` = 1.2.840.113549.1.9.16.1.2
pub const ID_CT_AUTH_DATA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x10, 0x01, 0x02],
);
/// `id-contentType` = 1.2.840.113549.1.9.3
pub const ID_CONTENT_TYPE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x03],
);
/// `id-messageDigest` = 1.2.840.113549.1.9.4
pub const ID_MESSAGE_DIGEST: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x04],
);
/// `id-signingTime` = 1.2.840.113549.1.9.5
pub const ID_SIGNING_TIME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x05],
);
/// `id-countersignature` = 1.2.840.113549.1.9.6
pub const ID_COUNTERSIGNATURE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x06],
);
/// ```asn1
///
///
/// -- Content information (§3)
/// ContentInfo ::= SEQUENCE {
///     contentType  ContentType,
///     content      [0] EXPLICIT ANY DEFINED BY contentType }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentInfo<'a> {
    /// `contentType`: [UNIVERSAL 6] -> CryptographicMessageSyntax2004.ContentType
    pub content_type: ContentType<'a>,
    /// `content`: [0] EXPLICIT ANY DEFINED BY contentType
    pub content: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for ContentInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let content_type = r
            .value::<ContentType<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("contentType"))?;
        let content = r
            .explicit(
                rt::Tag::context(0),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("content"))?;
        Ok(Self { content_type, content })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.content_type)
            .map_err(|e| e.at("contentType"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.content, w),
            )
            .map_err(|e| e.at("content"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ContentInfo<'a> {
    const NAME: &'static str = "ContentInfo";
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
impl<'a> rt::Jer for ContentInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("contentType");
        rt::Jer::write_jer(&self.content_type, w).map_err(|e| e.at("contentType"))?;
        w.member("content");
        rt::Jer::write_jer(&self.content, w).map_err(|e| e.at("content"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ContentType ::= OBJECT IDENTIFIER
/// ```
pub type ContentType<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
/// SignedData ::= SEQUENCE {
///     version           CMSVersion,
///     digestAlgorithms  DigestAlgorithmIdentifiers,
///     encapContentInfo  EncapsulatedContentInfo,
///     certificates      [0] IMPLICIT CertificateSet OPTIONAL,
///     crls              [1] IMPLICIT RevocationInfoChoices OPTIONAL,
///     signerInfos       SignerInfos }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedData<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `digestAlgorithms`: [UNIVERSAL 17] -> CryptographicMessageSyntax2004.DigestAlgorithmIdentifiers
    pub digest_algorithms: DigestAlgorithmIdentifiers<'a>,
    /// `encapContentInfo`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.EncapsulatedContentInfo
    pub encap_content_info: EncapsulatedContentInfo<'a>,
    /// `certificates`: [0] -> CryptographicMessageSyntax2004.CertificateSet OPTIONAL
    pub certificates: ::core::option::Option<CertificateSet<'a>>,
    /// `crls`: [1] -> CryptographicMessageSyntax2004.RevocationInfoChoices OPTIONAL
    pub crls: ::core::option::Option<RevocationInfoChoices<'a>>,
    /// `signerInfos`: [UNIVERSAL 17] -> CryptographicMessageSyntax2004.SignerInfos
    pub signer_infos: SignerInfos<'a>,
}
impl<'a> rt::DerValue<'a> for SignedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let digest_algorithms = r
            .value::<DigestAlgorithmIdentifiers<'a>>(rt::Tag::SET)
            .map_err(|e| e.at("digestAlgorithms"))?;
        let encap_content_info = r
            .value::<EncapsulatedContentInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("encapContentInfo"))?;
        let certificates = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<CertificateSet<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("certificates"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let crls = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<RevocationInfoChoices<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("crls"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let signer_infos = r
            .value::<SignerInfos<'a>>(rt::Tag::SET)
            .map_err(|e| e.at("signerInfos"))?;
        Ok(Self {
            version,
            digest_algorithms,
            encap_content_info,
            certificates,
            crls,
            signer_infos,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SET, &self.digest_algorithms)
            .map_err(|e| e.at("digestAlgorithms"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.encap_content_info)
            .map_err(|e| e.at("encapContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.certificates {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("certificates"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crls {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("crls"))?;
        }
        rt::encode_value(w, rt::Tag::SET, &self.signer_infos)
            .map_err(|e| e.at("signerInfos"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SignedData<'a> {
    const NAME: &'static str = "SignedData";
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
impl<'a> rt::Jer for SignedData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("digestAlgorithms");
        rt::Jer::write_jer(&self.digest_algorithms, w)
            .map_err(|e| e.at("digestAlgorithms"))?;
        w.member("encapContentInfo");
        rt::Jer::write_jer(&self.encap_content_info, w)
            .map_err(|e| e.at("encapContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.certificates {
            w.member("certificates");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("certificates"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crls {
            w.member("crls");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crls"))?;
        }
        w.member("signerInfos");
        rt::Jer::write_jer(&self.signer_infos, w).map_err(|e| e.at("signerInfos"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// DigestAlgorithmIdentifiers ::= SET OF DigestAlgorithmIdentifier
/// ```
pub type DigestAlgorithmIdentifiers<'a> = rt::SetOf<'a, DigestAlgorithmIdentifier<'a>>;
/// ```asn1
/// SignerInfos ::= SET OF SignerInfo
/// ```
pub type SignerInfos<'a> = rt::SetOf<'a, SignerInfo<'a>>;
/// ```asn1
/// EncapsulatedContentInfo ::= SEQUENCE {
///     eContentType  ContentType,
///     eContent      [0] EXPLICIT OCTET STRING OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncapsulatedContentInfo<'a> {
    /// `eContentType`: [UNIVERSAL 6] -> CryptographicMessageSyntax2004.ContentType
    pub e_content_type: ContentType<'a>,
    /// `eContent`: [0] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub e_content: ::core::option::Option<&'a [u8]>,
}
impl<'a> rt::DerValue<'a> for EncapsulatedContentInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let e_content_type = r
            .value::<ContentType<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("eContentType"))?;
        let e_content = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("eContent"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { e_content_type, e_content })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.e_content_type)
            .map_err(|e| e.at("eContentType"))?;
        if let ::core::option::Option::Some(v) = &self.e_content {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("eContent"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncapsulatedContentInfo<'a> {
    const NAME: &'static str = "EncapsulatedContentInfo";
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
impl<'a> rt::Jer for EncapsulatedContentInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("eContentType");
        rt::Jer::write_jer(&self.e_content_type, w).map_err(|e| e.at("eContentType"))?;
        if let ::core::option::Option::Some(v) = &self.e_content {
            w.member("eContent");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("eContent"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// SignerInfo ::= SEQUENCE {
///     version             CMSVersion,
///     sid                 SignerIdentifier,
///     digestAlgorithm     DigestAlgorithmIdentifier,
///     signedAttrs         [0] IMPLICIT SignedAttributes OPTIONAL,
///     signatureAlgorithm  SignatureAlgorithmIdentifier,
///     signature           SignatureValue,
///     unsignedAttrs       [1] IMPLICIT UnsignedAttributes OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignerInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `sid`: -> CryptographicMessageSyntax2004.SignerIdentifier
    pub sid: SignerIdentifier<'a>,
    /// `digestAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.DigestAlgorithmIdentifier
    pub digest_algorithm: DigestAlgorithmIdentifier<'a>,
    /// `signedAttrs`: [0] -> CryptographicMessageSyntax2004.SignedAttributes (size 1..MAX) OPTIONAL
    pub signed_attrs: ::core::option::Option<SignedAttributes<'a>>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.SignatureAlgorithmIdentifier
    pub signature_algorithm: SignatureAlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.SignatureValue
    pub signature: SignatureValue<'a>,
    /// `unsignedAttrs`: [1] -> CryptographicMessageSyntax2004.UnsignedAttributes (size 1..MAX) OPTIONAL
    pub unsigned_attrs: ::core::option::Option<UnsignedAttributes<'a>>,
}
impl<'a> rt::DerValue<'a> for SignerInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let sid = <SignerIdentifier<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("sid"))?;
        let digest_algorithm = r
            .value::<DigestAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("digestAlgorithm"))?;
        let signed_attrs = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<SignedAttributes<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("signedAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let signature_algorithm = r
            .value::<SignatureAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<SignatureValue<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("signature"))?;
        let unsigned_attrs = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<UnsignedAttributes<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("unsignedAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            sid,
            digest_algorithm,
            signed_attrs,
            signature_algorithm,
            signature,
            unsigned_attrs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::DerUntagged::encode_untagged(&self.sid, w).map_err(|e| e.at("sid"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.digest_algorithm)
            .map_err(|e| e.at("digestAlgorithm"))?;
        if let ::core::option::Option::Some(v) = &self.signed_attrs {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("signedAttrs"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        if let ::core::option::Option::Some(v) = &self.unsigned_attrs {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("unsignedAttrs"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SignerInfo<'a> {
    const NAME: &'static str = "SignerInfo";
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
impl<'a> rt::Jer for SignerInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("sid");
        rt::Jer::write_jer(&self.sid, w).map_err(|e| e.at("sid"))?;
        w.member("digestAlgorithm");
        rt::Jer::write_jer(&self.digest_algorithm, w)
            .map_err(|e| e.at("digestAlgorithm"))?;
        if let ::core::option::Option::Some(v) = &self.signed_attrs {
            w.member("signedAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("signedAttrs"))?;
        }
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        if let ::core::option::Option::Some(v) = &self.unsigned_attrs {
            w.member("unsignedAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("unsignedAttrs"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// SignerIdentifier ::= CHOICE {
///     issuerAndSerialNumber  IssuerAndSerialNumber,
///     subjectKeyIdentifier   [0] SubjectKeyIdentifier }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum SignerIdentifier<'a> {
    /// `issuerAndSerialNumber`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.IssuerAndSerialNumber
    IssuerAndSerialNumber(IssuerAndSerialNumber<'a>),
    /// `subjectKeyIdentifier`: [0] -> CryptographicMessageSyntax2004.SubjectKeyIdentifier
    SubjectKeyIdentifier(SubjectKeyIdentifier<'a>),
}
impl<'a> rt::DerUntagged<'a> for SignerIdentifier<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<IssuerAndSerialNumber<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("issuerAndSerialNumber"))?;
            return Ok(Self::IssuerAndSerialNumber(v));
        }
        if tag == rt::Tag::context(0) {
            let v = r
                .value::<SubjectKeyIdentifier<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("subjectKeyIdentifier"))?;
            return Ok(Self::SubjectKeyIdentifier(v));
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
            Self::IssuerAndSerialNumber(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("issuerAndSerialNumber"))
            }
            Self::SubjectKeyIdentifier(v) => {
                rt::encode_value(w, rt::Tag::context(0), v)
                    .map_err(|e| e.at("subjectKeyIdentifier"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0)
    }
}
impl<'a> rt::Der<'a> for SignerIdentifier<'a> {
    const NAME: &'static str = "SignerIdentifier";
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
impl<'a> rt::Jer for SignerIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::IssuerAndSerialNumber(v) => {
                w.begin_object();
                w.member("issuerAndSerialNumber");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerAndSerialNumber"))?;
                w.end_object();
            }
            Self::SubjectKeyIdentifier(v) => {
                w.begin_object();
                w.member("subjectKeyIdentifier");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("subjectKeyIdentifier"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// SignedAttributes ::= SET SIZE (1..MAX) OF Attribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedAttributes<'a>(pub rt::SetOf<'a, Attribute<'a>>);
impl<'a> rt::DerValue<'a> for SignedAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<'a, Attribute<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for SignedAttributes<'a> {
    const NAME: &'static str = "SignedAttributes";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for SignedAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// UnsignedAttributes ::= SET SIZE (1..MAX) OF Attribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnsignedAttributes<'a>(pub rt::SetOf<'a, Attribute<'a>>);
impl<'a> rt::DerValue<'a> for UnsignedAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<'a, Attribute<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for UnsignedAttributes<'a> {
    const NAME: &'static str = "UnsignedAttributes";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for UnsignedAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// Attribute ::= SEQUENCE {
///     attrType    OBJECT IDENTIFIER,
///     attrValues  SET OF AttributeValue }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute<'a> {
    /// `attrType`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub attr_type: rt::ObjectIdentifier<'a>,
    /// `attrValues`: [UNIVERSAL 17] SET OF -> CryptographicMessageSyntax2004.AttributeValue
    pub attr_values: rt::SetOf<'a, AttributeValue<'a>>,
}
impl<'a> rt::DerValue<'a> for Attribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let attr_type = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("attrType"))?;
        let attr_values = r
            .value::<rt::SetOf<'a, AttributeValue<'a>>>(rt::Tag::SET)
            .map_err(|e| e.at("attrValues"))?;
        Ok(Self { attr_type, attr_values })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.attr_type)
            .map_err(|e| e.at("attrType"))?;
        rt::encode_value(w, rt::Tag::SET, &self.attr_values)
            .map_err(|e| e.at("attrValues"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Attribute<'a> {
    const NAME: &'static str = "Attribute";
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
impl<'a> rt::Jer for Attribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("attrType");
        rt::Jer::write_jer(&self.attr_type, w).map_err(|e| e.at("attrType"))?;
        w.member("attrValues");
        rt::Jer::write_jer(&self.attr_values, w).map_err(|e| e.at("attrValues"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttributeValue ::= ANY
/// ```
pub type AttributeValue<'a> = rt::RawDer<'a>;
/// ```asn1
/// SignatureValue ::= OCTET STRING
/// ```
pub type SignatureValue<'a> = &'a [u8];
/// ```asn1
/// EnvelopedData ::= SEQUENCE {
///     version               CMSVersion,
///     originatorInfo        [0] IMPLICIT OriginatorInfo OPTIONAL,
///     recipientInfos        RecipientInfos,
///     encryptedContentInfo  EncryptedContentInfo,
///     unprotectedAttrs      [1] IMPLICIT UnprotectedAttributes OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnvelopedData<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `originatorInfo`: [0] -> CryptographicMessageSyntax2004.OriginatorInfo OPTIONAL
    pub originator_info: ::core::option::Option<OriginatorInfo<'a>>,
    /// `recipientInfos`: [UNIVERSAL 17] -> CryptographicMessageSyntax2004.RecipientInfos (size 1..MAX)
    pub recipient_infos: RecipientInfos<'a>,
    /// `encryptedContentInfo`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.EncryptedContentInfo
    pub encrypted_content_info: EncryptedContentInfo<'a>,
    /// `unprotectedAttrs`: [1] -> CryptographicMessageSyntax2004.UnprotectedAttributes (size 1..MAX) OPTIONAL
    pub unprotected_attrs: ::core::option::Option<UnprotectedAttributes<'a>>,
}
impl<'a> rt::DerValue<'a> for EnvelopedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let originator_info = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<OriginatorInfo<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("originatorInfo"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let recipient_infos = r
            .value::<RecipientInfos<'a>>(rt::Tag::SET)
            .map_err(|e| e.at("recipientInfos"))?;
        let encrypted_content_info = r
            .value::<EncryptedContentInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("encryptedContentInfo"))?;
        let unprotected_attrs = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<UnprotectedAttributes<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("unprotectedAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            originator_info,
            recipient_infos,
            encrypted_content_info,
            unprotected_attrs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.originator_info {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("originatorInfo"))?;
        }
        rt::encode_value(w, rt::Tag::SET, &self.recipient_infos)
            .map_err(|e| e.at("recipientInfos"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.encrypted_content_info)
            .map_err(|e| e.at("encryptedContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.unprotected_attrs {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("unprotectedAttrs"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EnvelopedData<'a> {
    const NAME: &'static str = "EnvelopedData";
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
impl<'a> rt::Jer for EnvelopedData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.originator_info {
            w.member("originatorInfo");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("originatorInfo"))?;
        }
        w.member("recipientInfos");
        rt::Jer::write_jer(&self.recipient_infos, w)
            .map_err(|e| e.at("recipientInfos"))?;
        w.member("encryptedContentInfo");
        rt::Jer::write_jer(&self.encrypted_content_info, w)
            .map_err(|e| e.at("encryptedContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.unprotected_attrs {
            w.member("unprotectedAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("unprotectedAttrs"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// OriginatorInfo ::= SEQUENCE {
///     certs  [0] IMPLICIT CertificateSet OPTIONAL,
///     crls   [1] IMPLICIT RevocationInfoChoices OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OriginatorInfo<'a> {
    /// `certs`: [0] -> CryptographicMessageSyntax2004.CertificateSet OPTIONAL
    pub certs: ::core::option::Option<CertificateSet<'a>>,
    /// `crls`: [1] -> CryptographicMessageSyntax2004.RevocationInfoChoices OPTIONAL
    pub crls: ::core::option::Option<RevocationInfoChoices<'a>>,
}
impl<'a> rt::DerValue<'a> for OriginatorInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let certs = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<CertificateSet<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("certs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let crls = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<RevocationInfoChoices<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("crls"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { certs, crls })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.certs {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("certs"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crls {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("crls"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OriginatorInfo<'a> {
    const NAME: &'static str = "OriginatorInfo";
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
impl<'a> rt::Jer for OriginatorInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.certs {
            w.member("certs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("certs"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crls {
            w.member("crls");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crls"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// RecipientInfos ::= SET SIZE (1..MAX) OF RecipientInfo
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecipientInfos<'a>(pub rt::SetOf<'a, RecipientInfo<'a>>);
impl<'a> rt::DerValue<'a> for RecipientInfos<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<'a, RecipientInfo<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for RecipientInfos<'a> {
    const NAME: &'static str = "RecipientInfos";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for RecipientInfos<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// EncryptedContentInfo ::= SEQUENCE {
///     contentType                 ContentType,
///     contentEncryptionAlgorithm  ContentEncryptionAlgorithmIdentifier,
///     encryptedContent            [0] IMPLICIT EncryptedContent OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncryptedContentInfo<'a> {
    /// `contentType`: [UNIVERSAL 6] -> CryptographicMessageSyntax2004.ContentType
    pub content_type: ContentType<'a>,
    /// `contentEncryptionAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.ContentEncryptionAlgorithmIdentifier
    pub content_encryption_algorithm: ContentEncryptionAlgorithmIdentifier<'a>,
    /// `encryptedContent`: [0] -> CryptographicMessageSyntax2004.EncryptedContent OPTIONAL
    pub encrypted_content: ::core::option::Option<EncryptedContent<'a>>,
}
impl<'a> rt::DerValue<'a> for EncryptedContentInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let content_type = r
            .value::<ContentType<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("contentType"))?;
        let content_encryption_algorithm = r
            .value::<ContentEncryptionAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("contentEncryptionAlgorithm"))?;
        let encrypted_content = if r.peek_is(rt::Tag::context(0)) {
            let v = r
                .value::<EncryptedContent<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("encryptedContent"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            content_type,
            content_encryption_algorithm,
            encrypted_content,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.content_type)
            .map_err(|e| e.at("contentType"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.content_encryption_algorithm)
            .map_err(|e| e.at("contentEncryptionAlgorithm"))?;
        if let ::core::option::Option::Some(v) = &self.encrypted_content {
            rt::encode_value(w, rt::Tag::context(0), v)
                .map_err(|e| e.at("encryptedContent"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncryptedContentInfo<'a> {
    const NAME: &'static str = "EncryptedContentInfo";
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
impl<'a> rt::Jer for EncryptedContentInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("contentType");
        rt::Jer::write_jer(&self.content_type, w).map_err(|e| e.at("contentType"))?;
        w.member("contentEncryptionAlgorithm");
        rt::Jer::write_jer(&self.content_encryption_algorithm, w)
            .map_err(|e| e.at("contentEncryptionAlgorithm"))?;
        if let ::core::option::Option::Some(v) = &self.encrypted_content {
            w.member("encryptedContent");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("encryptedContent"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncryptedContent ::= OCTET STRING
/// ```
pub type EncryptedContent<'a> = &'a [u8];
/// ```asn1
/// UnprotectedAttributes ::= SET SIZE (1..MAX) OF Attribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnprotectedAttributes<'a>(pub rt::SetOf<'a, Attribute<'a>>);
impl<'a> rt::DerValue<'a> for UnprotectedAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<'a, Attribute<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for UnprotectedAttributes<'a> {
    const NAME: &'static str = "UnprotectedAttributes";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for UnprotectedAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// RecipientInfo ::= CHOICE {
///     ktri   KeyTransRecipientInfo,
///     kari   [1] KeyAgreeRecipientInfo,
///     kekri  [2] KEKRecipientInfo,
///     pwri   [3] PasswordRecipientInfo,
///     ori    [4] OtherRecipientInfo }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum RecipientInfo<'a> {
    /// `ktri`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.KeyTransRecipientInfo
    Ktri(KeyTransRecipientInfo<'a>),
    /// `kari`: [1] -> CryptographicMessageSyntax2004.KeyAgreeRecipientInfo
    Kari(KeyAgreeRecipientInfo<'a>),
    /// `kekri`: [2] -> CryptographicMessageSyntax2004.KEKRecipientInfo
    Kekri(KekRecipientInfo<'a>),
    /// `pwri`: [3] -> CryptographicMessageSyntax2004.PasswordRecipientInfo
    Pwri(PasswordRecipientInfo<'a>),
    /// `ori`: [4] -> CryptographicMessageSyntax2004.OtherRecipientInfo
    Ori(OtherRecipientInfo<'a>),
}
impl<'a> rt::DerUntagged<'a> for RecipientInfo<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<KeyTransRecipientInfo<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("ktri"))?;
            return Ok(Self::Ktri(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .value::<KeyAgreeRecipientInfo<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("kari"))?;
            return Ok(Self::Kari(v));
        }
        if tag == rt::Tag::context(2).constructed() {
            let v = r
                .value::<KekRecipientInfo<'a>>(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("kekri"))?;
            return Ok(Self::Kekri(v));
        }
        if tag == rt::Tag::context(3).constructed() {
            let v = r
                .value::<PasswordRecipientInfo<'a>>(rt::Tag::context(3).constructed())
                .map_err(|e| e.at("pwri"))?;
            return Ok(Self::Pwri(v));
        }
        if tag == rt::Tag::context(4).constructed() {
            let v = r
                .value::<OtherRecipientInfo<'a>>(rt::Tag::context(4).constructed())
                .map_err(|e| e.at("ori"))?;
            return Ok(Self::Ori(v));
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
            Self::Ktri(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("ktri"))
            }
            Self::Kari(v) => {
                rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                    .map_err(|e| e.at("kari"))
            }
            Self::Kekri(v) => {
                rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                    .map_err(|e| e.at("kekri"))
            }
            Self::Pwri(v) => {
                rt::encode_value(w, rt::Tag::context(3).constructed(), v)
                    .map_err(|e| e.at("pwri"))
            }
            Self::Ori(v) => {
                rt::encode_value(w, rt::Tag::context(4).constructed(), v)
                    .map_err(|e| e.at("ori"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(1).constructed()
            || tag == rt::Tag::context(2).constructed()
            || tag == rt::Tag::context(3).constructed()
            || tag == rt::Tag::context(4).constructed()
    }
}
impl<'a> rt::Der<'a> for RecipientInfo<'a> {
    const NAME: &'static str = "RecipientInfo";
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
impl<'a> rt::Jer for RecipientInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Ktri(v) => {
                w.begin_object();
                w.member("ktri");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("ktri"))?;
                w.end_object();
            }
            Self::Kari(v) => {
                w.begin_object();
                w.member("kari");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("kari"))?;
                w.end_object();
            }
            Self::Kekri(v) => {
                w.begin_object();
                w.member("kekri");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("kekri"))?;
                w.end_object();
            }
            Self::Pwri(v) => {
                w.begin_object();
                w.member("pwri");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("pwri"))?;
                w.end_object();
            }
            Self::Ori(v) => {
                w.begin_object();
                w.member("ori");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("ori"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// EncryptedKey ::= OCTET STRING
/// ```
pub type EncryptedKey<'a> = &'a [u8];
/// ```asn1
/// KeyTransRecipientInfo ::= SEQUENCE {
///     version                 CMSVersion,  -- always set to 0 or 2
///     rid                     RecipientIdentifier,
///     keyEncryptionAlgorithm  KeyEncryptionAlgorithmIdentifier,
///     encryptedKey            EncryptedKey }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyTransRecipientInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `rid`: -> CryptographicMessageSyntax2004.RecipientIdentifier
    pub rid: RecipientIdentifier<'a>,
    /// `keyEncryptionAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier
    pub key_encryption_algorithm: KeyEncryptionAlgorithmIdentifier<'a>,
    /// `encryptedKey`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.EncryptedKey
    pub encrypted_key: EncryptedKey<'a>,
}
impl<'a> rt::DerValue<'a> for KeyTransRecipientInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let rid = <RecipientIdentifier<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("rid"))?;
        let key_encryption_algorithm = r
            .value::<KeyEncryptionAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        let encrypted_key = r
            .value::<EncryptedKey<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(Self {
            version,
            rid,
            key_encryption_algorithm,
            encrypted_key,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::DerUntagged::encode_untagged(&self.rid, w).map_err(|e| e.at("rid"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.key_encryption_algorithm)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.encrypted_key)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KeyTransRecipientInfo<'a> {
    const NAME: &'static str = "KeyTransRecipientInfo";
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
impl<'a> rt::Jer for KeyTransRecipientInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("rid");
        rt::Jer::write_jer(&self.rid, w).map_err(|e| e.at("rid"))?;
        w.member("keyEncryptionAlgorithm");
        rt::Jer::write_jer(&self.key_encryption_algorithm, w)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        w.member("encryptedKey");
        rt::Jer::write_jer(&self.encrypted_key, w).map_err(|e| e.at("encryptedKey"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// RecipientIdentifier ::= CHOICE {
///     issuerAndSerialNumber  IssuerAndSerialNumber,
///     subjectKeyIdentifier   [0] SubjectKeyIdentifier }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum RecipientIdentifier<'a> {
    /// `issuerAndSerialNumber`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.IssuerAndSerialNumber
    IssuerAndSerialNumber(IssuerAndSerialNumber<'a>),
    /// `subjectKeyIdentifier`: [0] -> CryptographicMessageSyntax2004.SubjectKeyIdentifier
    SubjectKeyIdentifier(SubjectKeyIdentifier<'a>),
}
impl<'a> rt::DerUntagged<'a> for RecipientIdentifier<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<IssuerAndSerialNumber<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("issuerAndSerialNumber"))?;
            return Ok(Self::IssuerAndSerialNumber(v));
        }
        if tag == rt::Tag::context(0) {
            let v = r
                .value::<SubjectKeyIdentifier<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("subjectKeyIdentifier"))?;
            return Ok(Self::SubjectKeyIdentifier(v));
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
            Self::IssuerAndSerialNumber(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("issuerAndSerialNumber"))
            }
            Self::SubjectKeyIdentifier(v) => {
                rt::encode_value(w, rt::Tag::context(0), v)
                    .map_err(|e| e.at("subjectKeyIdentifier"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0)
    }
}
impl<'a> rt::Der<'a> for RecipientIdentifier<'a> {
    const NAME: &'static str = "RecipientIdentifier";
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
impl<'a> rt::Jer for RecipientIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::IssuerAndSerialNumber(v) => {
                w.begin_object();
                w.member("issuerAndSerialNumber");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerAndSerialNumber"))?;
                w.end_object();
            }
            Self::SubjectKeyIdentifier(v) => {
                w.begin_object();
                w.member("subjectKeyIdentifier");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("subjectKeyIdentifier"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// KeyAgreeRecipientInfo ::= SEQUENCE {
///     version                 CMSVersion,  -- always set to 3
///     originator              [0] EXPLICIT OriginatorIdentifierOrKey,
///     ukm                     [1] EXPLICIT UserKeyingMaterial OPTIONAL,
///     keyEncryptionAlgorithm  KeyEncryptionAlgorithmIdentifier,
///     recipientEncryptedKeys  RecipientEncryptedKeys }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyAgreeRecipientInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `originator`: [0] EXPLICIT -> CryptographicMessageSyntax2004.OriginatorIdentifierOrKey
    pub originator: OriginatorIdentifierOrKey<'a>,
    /// `ukm`: [1] EXPLICIT [UNIVERSAL 4] -> CryptographicMessageSyntax2004.UserKeyingMaterial OPTIONAL
    pub ukm: ::core::option::Option<UserKeyingMaterial<'a>>,
    /// `keyEncryptionAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier
    pub key_encryption_algorithm: KeyEncryptionAlgorithmIdentifier<'a>,
    /// `recipientEncryptedKeys`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.RecipientEncryptedKeys
    pub recipient_encrypted_keys: RecipientEncryptedKeys<'a>,
}
impl<'a> rt::DerValue<'a> for KeyAgreeRecipientInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let originator = r
            .explicit(
                rt::Tag::context(0),
                <OriginatorIdentifierOrKey<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("originator"))?;
        let ukm = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<UserKeyingMaterial<'a>>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("ukm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let key_encryption_algorithm = r
            .value::<KeyEncryptionAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        let recipient_encrypted_keys = r
            .value::<RecipientEncryptedKeys<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("recipientEncryptedKeys"))?;
        Ok(Self {
            version,
            originator,
            ukm,
            key_encryption_algorithm,
            recipient_encrypted_keys,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.originator, w),
            )
            .map_err(|e| e.at("originator"))?;
        if let ::core::option::Option::Some(v) = &self.ukm {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("ukm"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.key_encryption_algorithm)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.recipient_encrypted_keys)
            .map_err(|e| e.at("recipientEncryptedKeys"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KeyAgreeRecipientInfo<'a> {
    const NAME: &'static str = "KeyAgreeRecipientInfo";
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
impl<'a> rt::Jer for KeyAgreeRecipientInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("originator");
        rt::Jer::write_jer(&self.originator, w).map_err(|e| e.at("originator"))?;
        if let ::core::option::Option::Some(v) = &self.ukm {
            w.member("ukm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("ukm"))?;
        }
        w.member("keyEncryptionAlgorithm");
        rt::Jer::write_jer(&self.key_encryption_algorithm, w)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        w.member("recipientEncryptedKeys");
        rt::Jer::write_jer(&self.recipient_encrypted_keys, w)
            .map_err(|e| e.at("recipientEncryptedKeys"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// OriginatorIdentifierOrKey ::= CHOICE {
///     issuerAndSerialNumber  IssuerAndSerialNumber,
///     subjectKeyIdentifier   [0] SubjectKeyIdentifier,
///     originatorKey          [1] OriginatorPublicKey }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum OriginatorIdentifierOrKey<'a> {
    /// `issuerAndSerialNumber`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.IssuerAndSerialNumber
    IssuerAndSerialNumber(IssuerAndSerialNumber<'a>),
    /// `subjectKeyIdentifier`: [0] -> CryptographicMessageSyntax2004.SubjectKeyIdentifier
    SubjectKeyIdentifier(SubjectKeyIdentifier<'a>),
    /// `originatorKey`: [1] -> CryptographicMessageSyntax2004.OriginatorPublicKey
    OriginatorKey(OriginatorPublicKey<'a>),
}
impl<'a> rt::DerUntagged<'a> for OriginatorIdentifierOrKey<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<IssuerAndSerialNumber<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("issuerAndSerialNumber"))?;
            return Ok(Self::IssuerAndSerialNumber(v));
        }
        if tag == rt::Tag::context(0) {
            let v = r
                .value::<SubjectKeyIdentifier<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("subjectKeyIdentifier"))?;
            return Ok(Self::SubjectKeyIdentifier(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .value::<OriginatorPublicKey<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("originatorKey"))?;
            return Ok(Self::OriginatorKey(v));
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
            Self::IssuerAndSerialNumber(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("issuerAndSerialNumber"))
            }
            Self::SubjectKeyIdentifier(v) => {
                rt::encode_value(w, rt::Tag::context(0), v)
                    .map_err(|e| e.at("subjectKeyIdentifier"))
            }
            Self::OriginatorKey(v) => {
                rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                    .map_err(|e| e.at("originatorKey"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0)
            || tag == rt::Tag::context(1).constructed()
    }
}
impl<'a> rt::Der<'a> for OriginatorIdentifierOrKey<'a> {
    const NAME: &'static str = "OriginatorIdentifierOrKey";
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
impl<'a> rt::Jer for OriginatorIdentifierOrKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::IssuerAndSerialNumber(v) => {
                w.begin_object();
                w.member("issuerAndSerialNumber");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerAndSerialNumber"))?;
                w.end_object();
            }
            Self::SubjectKeyIdentifier(v) => {
                w.begin_object();
                w.member("subjectKeyIdentifier");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("subjectKeyIdentifier"))?;
                w.end_object();
            }
            Self::OriginatorKey(v) => {
                w.begin_object();
                w.member("originatorKey");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("originatorKey"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// OriginatorPublicKey ::= SEQUENCE {
///     algorithm  AlgorithmIdentifier,
///     publicKey  BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OriginatorPublicKey<'a> {
    /// `algorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `publicKey`: [UNIVERSAL 3] BIT STRING
    pub public_key: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for OriginatorPublicKey<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("algorithm"))?;
        let public_key = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("publicKey"))?;
        Ok(Self { algorithm, public_key })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.algorithm)
            .map_err(|e| e.at("algorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.public_key)
            .map_err(|e| e.at("publicKey"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OriginatorPublicKey<'a> {
    const NAME: &'static str = "OriginatorPublicKey";
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
impl<'a> rt::Jer for OriginatorPublicKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("algorithm");
        rt::Jer::write_jer(&self.algorithm, w).map_err(|e| e.at("algorithm"))?;
        w.member("publicKey");
        rt::Jer::write_jer(&self.public_key, w).map_err(|e| e.at("publicKey"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// RecipientEncryptedKeys ::= SEQUENCE OF RecipientEncryptedKey
/// ```
pub type RecipientEncryptedKeys<'a> = rt::SequenceOf<'a, RecipientEncryptedKey<'a>>;
/// ```asn1
/// RecipientEncryptedKey ::= SEQUENCE {
///     rid           KeyAgreeRecipientIdentifier,
///     encryptedKey  EncryptedKey }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecipientEncryptedKey<'a> {
    /// `rid`: -> CryptographicMessageSyntax2004.KeyAgreeRecipientIdentifier
    pub rid: KeyAgreeRecipientIdentifier<'a>,
    /// `encryptedKey`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.EncryptedKey
    pub encrypted_key: EncryptedKey<'a>,
}
impl<'a> rt::DerValue<'a> for RecipientEncryptedKey<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let rid = <KeyAgreeRecipientIdentifier<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("rid"))?;
        let encrypted_key = r
            .value::<EncryptedKey<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(Self { rid, encrypted_key })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.rid, w).map_err(|e| e.at("rid"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.encrypted_key)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RecipientEncryptedKey<'a> {
    const NAME: &'static str = "RecipientEncryptedKey";
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
impl<'a> rt::Jer for RecipientEncryptedKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("rid");
        rt::Jer::write_jer(&self.rid, w).map_err(|e| e.at("rid"))?;
        w.member("encryptedKey");
        rt::Jer::write_jer(&self.encrypted_key, w).map_err(|e| e.at("encryptedKey"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KeyAgreeRecipientIdentifier ::= CHOICE {
///     issuerAndSerialNumber  IssuerAndSerialNumber,
///     rKeyId                 [0] IMPLICIT RecipientKeyIdentifier }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum KeyAgreeRecipientIdentifier<'a> {
    /// `issuerAndSerialNumber`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.IssuerAndSerialNumber
    IssuerAndSerialNumber(IssuerAndSerialNumber<'a>),
    /// `rKeyId`: [0] -> CryptographicMessageSyntax2004.RecipientKeyIdentifier
    RKeyId(RecipientKeyIdentifier<'a>),
}
impl<'a> rt::DerUntagged<'a> for KeyAgreeRecipientIdentifier<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<IssuerAndSerialNumber<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("issuerAndSerialNumber"))?;
            return Ok(Self::IssuerAndSerialNumber(v));
        }
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<RecipientKeyIdentifier<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("rKeyId"))?;
            return Ok(Self::RKeyId(v));
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
            Self::IssuerAndSerialNumber(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("issuerAndSerialNumber"))
            }
            Self::RKeyId(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("rKeyId"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0).constructed()
    }
}
impl<'a> rt::Der<'a> for KeyAgreeRecipientIdentifier<'a> {
    const NAME: &'static str = "KeyAgreeRecipientIdentifier";
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
impl<'a> rt::Jer for KeyAgreeRecipientIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::IssuerAndSerialNumber(v) => {
                w.begin_object();
                w.member("issuerAndSerialNumber");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerAndSerialNumber"))?;
                w.end_object();
            }
            Self::RKeyId(v) => {
                w.begin_object();
                w.member("rKeyId");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("rKeyId"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// RecipientKeyIdentifier ::= SEQUENCE {
///     subjectKeyIdentifier  SubjectKeyIdentifier,
///     date                  GeneralizedTime OPTIONAL,
///     other                 OtherKeyAttribute OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecipientKeyIdentifier<'a> {
    /// `subjectKeyIdentifier`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.SubjectKeyIdentifier
    pub subject_key_identifier: SubjectKeyIdentifier<'a>,
    /// `date`: [UNIVERSAL 24] GeneralizedTime OPTIONAL
    pub date: ::core::option::Option<rt::GeneralizedTime<'a>>,
    /// `other`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.OtherKeyAttribute OPTIONAL
    pub other: ::core::option::Option<OtherKeyAttribute<'a>>,
}
impl<'a> rt::DerValue<'a> for RecipientKeyIdentifier<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let subject_key_identifier = r
            .value::<SubjectKeyIdentifier<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("subjectKeyIdentifier"))?;
        let date = if r.peek_is(rt::Tag::universal(24)) {
            let v = r
                .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
                .map_err(|e| e.at("date"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let other = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<OtherKeyAttribute<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("other"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            subject_key_identifier,
            date,
            other,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.subject_key_identifier)
            .map_err(|e| e.at("subjectKeyIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.date {
            rt::encode_value(w, rt::Tag::universal(24), v).map_err(|e| e.at("date"))?;
        }
        if let ::core::option::Option::Some(v) = &self.other {
            rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("other"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RecipientKeyIdentifier<'a> {
    const NAME: &'static str = "RecipientKeyIdentifier";
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
impl<'a> rt::Jer for RecipientKeyIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("subjectKeyIdentifier");
        rt::Jer::write_jer(&self.subject_key_identifier, w)
            .map_err(|e| e.at("subjectKeyIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.date {
            w.member("date");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("date"))?;
        }
        if let ::core::option::Option::Some(v) = &self.other {
            w.member("other");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("other"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// SubjectKeyIdentifier ::= OCTET STRING
/// ```
pub type SubjectKeyIdentifier<'a> = &'a [u8];
/// ```asn1
/// KEKRecipientInfo ::= SEQUENCE {
///     version                 CMSVersion,  -- always set to 4
///     kekid                   KEKIdentifier,
///     keyEncryptionAlgorithm  KeyEncryptionAlgorithmIdentifier,
///     encryptedKey            EncryptedKey }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KekRecipientInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `kekid`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.KEKIdentifier
    pub kekid: KekIdentifier<'a>,
    /// `keyEncryptionAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier
    pub key_encryption_algorithm: KeyEncryptionAlgorithmIdentifier<'a>,
    /// `encryptedKey`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.EncryptedKey
    pub encrypted_key: EncryptedKey<'a>,
}
impl<'a> rt::DerValue<'a> for KekRecipientInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let kekid = r
            .value::<KekIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("kekid"))?;
        let key_encryption_algorithm = r
            .value::<KeyEncryptionAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        let encrypted_key = r
            .value::<EncryptedKey<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(Self {
            version,
            kekid,
            key_encryption_algorithm,
            encrypted_key,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.kekid).map_err(|e| e.at("kekid"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.key_encryption_algorithm)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.encrypted_key)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KekRecipientInfo<'a> {
    const NAME: &'static str = "KEKRecipientInfo";
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
impl<'a> rt::Jer for KekRecipientInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("kekid");
        rt::Jer::write_jer(&self.kekid, w).map_err(|e| e.at("kekid"))?;
        w.member("keyEncryptionAlgorithm");
        rt::Jer::write_jer(&self.key_encryption_algorithm, w)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        w.member("encryptedKey");
        rt::Jer::write_jer(&self.encrypted_key, w).map_err(|e| e.at("encryptedKey"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KEKIdentifier ::= SEQUENCE {
///     keyIdentifier  OCTET STRING,
///     date           GeneralizedTime OPTIONAL,
///     other          OtherKeyAttribute OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KekIdentifier<'a> {
    /// `keyIdentifier`: [UNIVERSAL 4] OCTET STRING
    pub key_identifier: &'a [u8],
    /// `date`: [UNIVERSAL 24] GeneralizedTime OPTIONAL
    pub date: ::core::option::Option<rt::GeneralizedTime<'a>>,
    /// `other`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.OtherKeyAttribute OPTIONAL
    pub other: ::core::option::Option<OtherKeyAttribute<'a>>,
}
impl<'a> rt::DerValue<'a> for KekIdentifier<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let key_identifier = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("keyIdentifier"))?;
        let date = if r.peek_is(rt::Tag::universal(24)) {
            let v = r
                .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
                .map_err(|e| e.at("date"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let other = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<OtherKeyAttribute<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("other"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            key_identifier,
            date,
            other,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.key_identifier)
            .map_err(|e| e.at("keyIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.date {
            rt::encode_value(w, rt::Tag::universal(24), v).map_err(|e| e.at("date"))?;
        }
        if let ::core::option::Option::Some(v) = &self.other {
            rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("other"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KekIdentifier<'a> {
    const NAME: &'static str = "KEKIdentifier";
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
impl<'a> rt::Jer for KekIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("keyIdentifier");
        rt::Jer::write_jer(&self.key_identifier, w).map_err(|e| e.at("keyIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.date {
            w.member("date");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("date"))?;
        }
        if let ::core::option::Option::Some(v) = &self.other {
            w.member("other");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("other"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PasswordRecipientInfo ::= SEQUENCE {
///     version                 CMSVersion,  -- always set to 0
///     keyDerivationAlgorithm  [0] KeyDerivationAlgorithmIdentifier OPTIONAL,
///     keyEncryptionAlgorithm  KeyEncryptionAlgorithmIdentifier,
///     encryptedKey            EncryptedKey }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasswordRecipientInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `keyDerivationAlgorithm`: [0] -> CryptographicMessageSyntax2004.KeyDerivationAlgorithmIdentifier OPTIONAL
    pub key_derivation_algorithm: ::core::option::Option<
        KeyDerivationAlgorithmIdentifier<'a>,
    >,
    /// `keyEncryptionAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier
    pub key_encryption_algorithm: KeyEncryptionAlgorithmIdentifier<'a>,
    /// `encryptedKey`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.EncryptedKey
    pub encrypted_key: EncryptedKey<'a>,
}
impl<'a> rt::DerValue<'a> for PasswordRecipientInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let key_derivation_algorithm = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<
                    KeyDerivationAlgorithmIdentifier<'a>,
                >(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("keyDerivationAlgorithm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let key_encryption_algorithm = r
            .value::<KeyEncryptionAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        let encrypted_key = r
            .value::<EncryptedKey<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(Self {
            version,
            key_derivation_algorithm,
            key_encryption_algorithm,
            encrypted_key,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.key_derivation_algorithm {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("keyDerivationAlgorithm"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.key_encryption_algorithm)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.encrypted_key)
            .map_err(|e| e.at("encryptedKey"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PasswordRecipientInfo<'a> {
    const NAME: &'static str = "PasswordRecipientInfo";
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
impl<'a> rt::Jer for PasswordRecipientInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.key_derivation_algorithm {
            w.member("keyDerivationAlgorithm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("keyDerivationAlgorithm"))?;
        }
        w.member("keyEncryptionAlgorithm");
        rt::Jer::write_jer(&self.key_encryption_algorithm, w)
            .map_err(|e| e.at("keyEncryptionAlgorithm"))?;
        w.member("encryptedKey");
        rt::Jer::write_jer(&self.encrypted_key, w).map_err(|e| e.at("encryptedKey"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// OtherRecipientInfo ::= SEQUENCE {
///     oriType   OBJECT IDENTIFIER,
///     oriValue  ANY DEFINED BY oriType }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherRecipientInfo<'a> {
    /// `oriType`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub ori_type: rt::ObjectIdentifier<'a>,
    /// `oriValue`: ANY DEFINED BY oriType
    pub ori_value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for OtherRecipientInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ori_type = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("oriType"))?;
        let ori_value = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("oriValue"))?;
        Ok(Self { ori_type, ori_value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.ori_type)
            .map_err(|e| e.at("oriType"))?;
        rt::DerUntagged::encode_untagged(&self.ori_value, w)
            .map_err(|e| e.at("oriValue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OtherRecipientInfo<'a> {
    const NAME: &'static str = "OtherRecipientInfo";
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
impl<'a> rt::Jer for OtherRecipientInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("oriType");
        rt::Jer::write_jer(&self.ori_type, w).map_err(|e| e.at("oriType"))?;
        w.member("oriValue");
        rt::Jer::write_jer(&self.ori_value, w).map_err(|e| e.at("oriValue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// DigestedData ::= SEQUENCE {
///     version           CMSVersion,
///     digestAlgorithm   DigestAlgorithmIdentifier,
///     encapContentInfo  EncapsulatedContentInfo,
///     digest            Digest }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestedData<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `digestAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.DigestAlgorithmIdentifier
    pub digest_algorithm: DigestAlgorithmIdentifier<'a>,
    /// `encapContentInfo`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.EncapsulatedContentInfo
    pub encap_content_info: EncapsulatedContentInfo<'a>,
    /// `digest`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.Digest
    pub digest: Digest<'a>,
}
impl<'a> rt::DerValue<'a> for DigestedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let digest_algorithm = r
            .value::<DigestAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("digestAlgorithm"))?;
        let encap_content_info = r
            .value::<EncapsulatedContentInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("encapContentInfo"))?;
        let digest = r
            .value::<Digest<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("digest"))?;
        Ok(Self {
            version,
            digest_algorithm,
            encap_content_info,
            digest,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.digest_algorithm)
            .map_err(|e| e.at("digestAlgorithm"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.encap_content_info)
            .map_err(|e| e.at("encapContentInfo"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.digest)
            .map_err(|e| e.at("digest"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for DigestedData<'a> {
    const NAME: &'static str = "DigestedData";
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
impl<'a> rt::Jer for DigestedData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("digestAlgorithm");
        rt::Jer::write_jer(&self.digest_algorithm, w)
            .map_err(|e| e.at("digestAlgorithm"))?;
        w.member("encapContentInfo");
        rt::Jer::write_jer(&self.encap_content_info, w)
            .map_err(|e| e.at("encapContentInfo"))?;
        w.member("digest");
        rt::Jer::write_jer(&self.digest, w).map_err(|e| e.at("digest"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Digest ::= OCTET STRING
/// ```
pub type Digest<'a> = &'a [u8];
/// ```asn1
/// EncryptedData ::= SEQUENCE {
///     version               CMSVersion,
///     encryptedContentInfo  EncryptedContentInfo,
///     unprotectedAttrs      [1] IMPLICIT UnprotectedAttributes OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncryptedData<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `encryptedContentInfo`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.EncryptedContentInfo
    pub encrypted_content_info: EncryptedContentInfo<'a>,
    /// `unprotectedAttrs`: [1] -> CryptographicMessageSyntax2004.UnprotectedAttributes (size 1..MAX) OPTIONAL
    pub unprotected_attrs: ::core::option::Option<UnprotectedAttributes<'a>>,
}
impl<'a> rt::DerValue<'a> for EncryptedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let encrypted_content_info = r
            .value::<EncryptedContentInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("encryptedContentInfo"))?;
        let unprotected_attrs = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<UnprotectedAttributes<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("unprotectedAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            encrypted_content_info,
            unprotected_attrs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.encrypted_content_info)
            .map_err(|e| e.at("encryptedContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.unprotected_attrs {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("unprotectedAttrs"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncryptedData<'a> {
    const NAME: &'static str = "EncryptedData";
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
impl<'a> rt::Jer for EncryptedData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("encryptedContentInfo");
        rt::Jer::write_jer(&self.encrypted_content_info, w)
            .map_err(|e| e.at("encryptedContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.unprotected_attrs {
            w.member("unprotectedAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("unprotectedAttrs"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AuthenticatedData ::= SEQUENCE {
///     version           CMSVersion,
///     originatorInfo    [0] IMPLICIT OriginatorInfo OPTIONAL,
///     recipientInfos    RecipientInfos,
///     macAlgorithm      MessageAuthenticationCodeAlgorithm,
///     digestAlgorithm   [1] DigestAlgorithmIdentifier OPTIONAL,
///     encapContentInfo  EncapsulatedContentInfo,
///     authAttrs         [2] IMPLICIT AuthAttributes OPTIONAL,
///     mac               MessageAuthenticationCode,
///     unauthAttrs       [3] IMPLICIT UnauthAttributes OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthenticatedData<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `originatorInfo`: [0] -> CryptographicMessageSyntax2004.OriginatorInfo OPTIONAL
    pub originator_info: ::core::option::Option<OriginatorInfo<'a>>,
    /// `recipientInfos`: [UNIVERSAL 17] -> CryptographicMessageSyntax2004.RecipientInfos (size 1..MAX)
    pub recipient_infos: RecipientInfos<'a>,
    /// `macAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.MessageAuthenticationCodeAlgorithm
    pub mac_algorithm: MessageAuthenticationCodeAlgorithm<'a>,
    /// `digestAlgorithm`: [1] -> CryptographicMessageSyntax2004.DigestAlgorithmIdentifier OPTIONAL
    pub digest_algorithm: ::core::option::Option<DigestAlgorithmIdentifier<'a>>,
    /// `encapContentInfo`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.EncapsulatedContentInfo
    pub encap_content_info: EncapsulatedContentInfo<'a>,
    /// `authAttrs`: [2] -> CryptographicMessageSyntax2004.AuthAttributes (size 1..MAX) OPTIONAL
    pub auth_attrs: ::core::option::Option<AuthAttributes<'a>>,
    /// `mac`: [UNIVERSAL 4] -> CryptographicMessageSyntax2004.MessageAuthenticationCode
    pub mac: MessageAuthenticationCode<'a>,
    /// `unauthAttrs`: [3] -> CryptographicMessageSyntax2004.UnauthAttributes (size 1..MAX) OPTIONAL
    pub unauth_attrs: ::core::option::Option<UnauthAttributes<'a>>,
}
impl<'a> rt::DerValue<'a> for AuthenticatedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let originator_info = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<OriginatorInfo<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("originatorInfo"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let recipient_infos = r
            .value::<RecipientInfos<'a>>(rt::Tag::SET)
            .map_err(|e| e.at("recipientInfos"))?;
        let mac_algorithm = r
            .value::<MessageAuthenticationCodeAlgorithm<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("macAlgorithm"))?;
        let digest_algorithm = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<
                    DigestAlgorithmIdentifier<'a>,
                >(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("digestAlgorithm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let encap_content_info = r
            .value::<EncapsulatedContentInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("encapContentInfo"))?;
        let auth_attrs = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .value::<AuthAttributes<'a>>(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("authAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let mac = r
            .value::<MessageAuthenticationCode<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("mac"))?;
        let unauth_attrs = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .value::<UnauthAttributes<'a>>(rt::Tag::context(3).constructed())
                .map_err(|e| e.at("unauthAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            originator_info,
            recipient_infos,
            mac_algorithm,
            digest_algorithm,
            encap_content_info,
            auth_attrs,
            mac,
            unauth_attrs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.originator_info {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("originatorInfo"))?;
        }
        rt::encode_value(w, rt::Tag::SET, &self.recipient_infos)
            .map_err(|e| e.at("recipientInfos"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.mac_algorithm)
            .map_err(|e| e.at("macAlgorithm"))?;
        if let ::core::option::Option::Some(v) = &self.digest_algorithm {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("digestAlgorithm"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.encap_content_info)
            .map_err(|e| e.at("encapContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.auth_attrs {
            rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                .map_err(|e| e.at("authAttrs"))?;
        }
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.mac).map_err(|e| e.at("mac"))?;
        if let ::core::option::Option::Some(v) = &self.unauth_attrs {
            rt::encode_value(w, rt::Tag::context(3).constructed(), v)
                .map_err(|e| e.at("unauthAttrs"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AuthenticatedData<'a> {
    const NAME: &'static str = "AuthenticatedData";
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
impl<'a> rt::Jer for AuthenticatedData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.originator_info {
            w.member("originatorInfo");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("originatorInfo"))?;
        }
        w.member("recipientInfos");
        rt::Jer::write_jer(&self.recipient_infos, w)
            .map_err(|e| e.at("recipientInfos"))?;
        w.member("macAlgorithm");
        rt::Jer::write_jer(&self.mac_algorithm, w).map_err(|e| e.at("macAlgorithm"))?;
        if let ::core::option::Option::Some(v) = &self.digest_algorithm {
            w.member("digestAlgorithm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("digestAlgorithm"))?;
        }
        w.member("encapContentInfo");
        rt::Jer::write_jer(&self.encap_content_info, w)
            .map_err(|e| e.at("encapContentInfo"))?;
        if let ::core::option::Option::Some(v) = &self.auth_attrs {
            w.member("authAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authAttrs"))?;
        }
        w.member("mac");
        rt::Jer::write_jer(&self.mac, w).map_err(|e| e.at("mac"))?;
        if let ::core::option::Option::Some(v) = &self.unauth_attrs {
            w.member("unauthAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("unauthAttrs"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AuthAttributes ::= SET SIZE (1..MAX) OF Attribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthAttributes<'a>(pub rt::SetOf<'a, Attribute<'a>>);
impl<'a> rt::DerValue<'a> for AuthAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<'a, Attribute<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AuthAttributes<'a> {
    const NAME: &'static str = "AuthAttributes";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for AuthAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// UnauthAttributes ::= SET SIZE (1..MAX) OF Attribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnauthAttributes<'a>(pub rt::SetOf<'a, Attribute<'a>>);
impl<'a> rt::DerValue<'a> for UnauthAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<'a, Attribute<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for UnauthAttributes<'a> {
    const NAME: &'static str = "UnauthAttributes";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for UnauthAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// MessageAuthenticationCode ::= OCTET STRING
/// ```
pub type MessageAuthenticationCode<'a> = &'a [u8];
/// ```asn1
/// DigestAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type DigestAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// SignatureAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type SignatureAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// KeyEncryptionAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type KeyEncryptionAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// ContentEncryptionAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type ContentEncryptionAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// MessageAuthenticationCodeAlgorithm ::= AlgorithmIdentifier
/// ```
pub type MessageAuthenticationCodeAlgorithm<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// KeyDerivationAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type KeyDerivationAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// RevocationInfoChoices ::= SET OF RevocationInfoChoice
/// ```
pub type RevocationInfoChoices<'a> = rt::SetOf<'a, RevocationInfoChoice<'a>>;
/// ```asn1
/// RevocationInfoChoice ::= CHOICE {
///     crl    CertificateList,
///     other  [1] IMPLICIT OtherRevocationInfoFormat }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum RevocationInfoChoice<'a> {
    /// `crl`: [UNIVERSAL 16] -> PKIX1Explicit88.CertificateList
    Crl(super::pkix1_explicit88::CertificateList<'a>),
    /// `other`: [1] -> CryptographicMessageSyntax2004.OtherRevocationInfoFormat
    Other(OtherRevocationInfoFormat<'a>),
}
impl<'a> rt::DerUntagged<'a> for RevocationInfoChoice<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<super::pkix1_explicit88::CertificateList<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("crl"))?;
            return Ok(Self::Crl(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .value::<
                    OtherRevocationInfoFormat<'a>,
                >(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("other"))?;
            return Ok(Self::Other(v));
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
            Self::Crl(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("crl"))
            }
            Self::Other(v) => {
                rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                    .map_err(|e| e.at("other"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(1).constructed()
    }
}
impl<'a> rt::Der<'a> for RevocationInfoChoice<'a> {
    const NAME: &'static str = "RevocationInfoChoice";
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
impl<'a> rt::Jer for RevocationInfoChoice<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Crl(v) => {
                w.begin_object();
                w.member("crl");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("crl"))?;
                w.end_object();
            }
            Self::Other(v) => {
                w.begin_object();
                w.member("other");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("other"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// OtherRevocationInfoFormat ::= SEQUENCE {
///     otherRevInfoFormat  OBJECT IDENTIFIER,
///     otherRevInfo        ANY DEFINED BY otherRevInfoFormat }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherRevocationInfoFormat<'a> {
    /// `otherRevInfoFormat`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub other_rev_info_format: rt::ObjectIdentifier<'a>,
    /// `otherRevInfo`: ANY DEFINED BY otherRevInfoFormat
    pub other_rev_info: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for OtherRevocationInfoFormat<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let other_rev_info_format = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("otherRevInfoFormat"))?;
        let other_rev_info = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("otherRevInfo"))?;
        Ok(Self {
            other_rev_info_format,
            other_rev_info,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.other_rev_info_format)
            .map_err(|e| e.at("otherRevInfoFormat"))?;
        rt::DerUntagged::encode_untagged(&self.other_rev_info, w)
            .map_err(|e| e.at("otherRevInfo"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OtherRevocationInfoFormat<'a> {
    const NAME: &'static str = "OtherRevocationInfoFormat";
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
impl<'a> rt::Jer for OtherRevocationInfoFormat<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("otherRevInfoFormat");
        rt::Jer::write_jer(&self.other_rev_info_format, w)
            .map_err(|e| e.at("otherRevInfoFormat"))?;
        w.member("otherRevInfo");
        rt::Jer::write_jer(&self.other_rev_info, w).map_err(|e| e.at("otherRevInfo"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CertificateChoices ::= CHOICE {
///     certificate          Certificate,
///     extendedCertificate  [0] IMPLICIT ExtendedCertificate,  -- obsolete
///     v1AttrCert           [1] IMPLICIT AttributeCertificateV1,  -- obsolete
///     v2AttrCert           [2] IMPLICIT AttributeCertificateV2,
///     other                [3] IMPLICIT OtherCertificateFormat }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum CertificateChoices<'a> {
    /// `certificate`: [UNIVERSAL 16] -> PKIX1Explicit88.Certificate
    Certificate(super::pkix1_explicit88::Certificate<'a>),
    /// `extendedCertificate`: [0] -> CryptographicMessageSyntax2004.ExtendedCertificate
    ExtendedCertificate(ExtendedCertificate<'a>),
    /// `v1AttrCert`: [1] -> AttributeCertificateVersion1.AttributeCertificateV1
    V1AttrCert(super::attribute_certificate_version1::AttributeCertificateV1<'a>),
    /// `v2AttrCert`: [2] -> CryptographicMessageSyntax2004.AttributeCertificateV2
    V2AttrCert(AttributeCertificateV2<'a>),
    /// `other`: [3] -> CryptographicMessageSyntax2004.OtherCertificateFormat
    Other(OtherCertificateFormat<'a>),
}
impl<'a> rt::DerUntagged<'a> for CertificateChoices<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<super::pkix1_explicit88::Certificate<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("certificate"))?;
            return Ok(Self::Certificate(v));
        }
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<ExtendedCertificate<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("extendedCertificate"))?;
            return Ok(Self::ExtendedCertificate(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .value::<
                    super::attribute_certificate_version1::AttributeCertificateV1<'a>,
                >(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("v1AttrCert"))?;
            return Ok(Self::V1AttrCert(v));
        }
        if tag == rt::Tag::context(2).constructed() {
            let v = r
                .value::<AttributeCertificateV2<'a>>(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("v2AttrCert"))?;
            return Ok(Self::V2AttrCert(v));
        }
        if tag == rt::Tag::context(3).constructed() {
            let v = r
                .value::<OtherCertificateFormat<'a>>(rt::Tag::context(3).constructed())
                .map_err(|e| e.at("other"))?;
            return Ok(Self::Other(v));
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
            Self::Certificate(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("certificate"))
            }
            Self::ExtendedCertificate(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("extendedCertificate"))
            }
            Self::V1AttrCert(v) => {
                rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                    .map_err(|e| e.at("v1AttrCert"))
            }
            Self::V2AttrCert(v) => {
                rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                    .map_err(|e| e.at("v2AttrCert"))
            }
            Self::Other(v) => {
                rt::encode_value(w, rt::Tag::context(3).constructed(), v)
                    .map_err(|e| e.at("other"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0).constructed()
            || tag == rt::Tag::context(1).constructed()
            || tag == rt::Tag::context(2).constructed()
            || tag == rt::Tag::context(3).constructed()
    }
}
impl<'a> rt::Der<'a> for CertificateChoices<'a> {
    const NAME: &'static str = "CertificateChoices";
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
impl<'a> rt::Jer for CertificateChoices<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Certificate(v) => {
                w.begin_object();
                w.member("certificate");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("certificate"))?;
                w.end_object();
            }
            Self::ExtendedCertificate(v) => {
                w.begin_object();
                w.member("extendedCertificate");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("extendedCertificate"))?;
                w.end_object();
            }
            Self::V1AttrCert(v) => {
                w.begin_object();
                w.member("v1AttrCert");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("v1AttrCert"))?;
                w.end_object();
            }
            Self::V2AttrCert(v) => {
                w.begin_object();
                w.member("v2AttrCert");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("v2AttrCert"))?;
                w.end_object();
            }
            Self::Other(v) => {
                w.begin_object();
                w.member("other");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("other"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// AttributeCertificateV2 ::= AttributeCertificate
/// ```
pub type AttributeCertificateV2<'a> = super::pkix_attribute_certificate::AttributeCertificate<
    'a,
>;
/// ```asn1
/// OtherCertificateFormat ::= SEQUENCE {
///     otherCertFormat  OBJECT IDENTIFIER,
///     otherCert        ANY DEFINED BY otherCertFormat }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherCertificateFormat<'a> {
    /// `otherCertFormat`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub other_cert_format: rt::ObjectIdentifier<'a>,
    /// `otherCert`: ANY DEFINED BY otherCertFormat
    pub other_cert: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for OtherCertificateFormat<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let other_cert_format = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("otherCertFormat"))?;
        let other_cert = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("otherCert"))?;
        Ok(Self {
            other_cert_format,
            other_cert,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.other_cert_format)
            .map_err(|e| e.at("otherCertFormat"))?;
        rt::DerUntagged::encode_untagged(&self.other_cert, w)
            .map_err(|e| e.at("otherCert"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OtherCertificateFormat<'a> {
    const NAME: &'static str = "OtherCertificateFormat";
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
impl<'a> rt::Jer for OtherCertificateFormat<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("otherCertFormat");
        rt::Jer::write_jer(&self.other_cert_format, w)
            .map_err(|e| e.at("otherCertFormat"))?;
        w.member("otherCert");
        rt::Jer::write_jer(&self.other_cert, w).map_err(|e| e.at("otherCert"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CertificateSet ::= SET OF CertificateChoices
/// ```
pub type CertificateSet<'a> = rt::SetOf<'a, CertificateChoices<'a>>;
/// ```asn1
/// IssuerAndSerialNumber ::= SEQUENCE {
///     issuer        Name,
///     serialNumber  CertificateSerialNumber }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IssuerAndSerialNumber<'a> {
    /// `issuer`: -> PKIX1Explicit88.Name
    pub issuer: super::pkix1_explicit88::Name<'a>,
    /// `serialNumber`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub serial_number: super::pkix1_explicit88::CertificateSerialNumber<'a>,
}
impl<'a> rt::DerValue<'a> for IssuerAndSerialNumber<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let issuer = <super::pkix1_explicit88::Name<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("issuer"))?;
        let serial_number = r
            .value::<
                super::pkix1_explicit88::CertificateSerialNumber<'a>,
            >(rt::Tag::INTEGER)
            .map_err(|e| e.at("serialNumber"))?;
        Ok(Self { issuer, serial_number })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.serial_number)
            .map_err(|e| e.at("serialNumber"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for IssuerAndSerialNumber<'a> {
    const NAME: &'static str = "IssuerAndSerialNumber";
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
impl<'a> rt::Jer for IssuerAndSerialNumber<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("serialNumber");
        rt::Jer::write_jer(&self.serial_number, w).map_err(|e| e.at("serialNumber"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CMSVersion ::= INTEGER { v0(0), v1(1), v2(2), v3(3), v4(4), v5(5) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CmsVersion<'a>(pub rt::Integer<'a>);
impl<'a> CmsVersion<'a> {
    /// The number `v0`.
    pub const V0: i64 = 0;
    /// The number `v1`.
    pub const V1: i64 = 1;
    /// The number `v2`.
    pub const V2: i64 = 2;
    /// The number `v3`.
    pub const V3: i64 = 3;
    /// The number `v4`.
    pub const V4: i64 = 4;
    /// The number `v5`.
    pub const V5: i64 = 5;
}
impl<'a> rt::DerValue<'a> for CmsVersion<'a> {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <rt::Integer<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for CmsVersion<'a> {
    const NAME: &'static str = "CMSVersion";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::INTEGER)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::INTEGER
    }
}
impl<'a> rt::Jer for CmsVersion<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// UserKeyingMaterial ::= OCTET STRING
/// ```
pub type UserKeyingMaterial<'a> = &'a [u8];
/// ```asn1
/// OtherKeyAttribute ::= SEQUENCE {
///     keyAttrId  OBJECT IDENTIFIER,
///     keyAttr    ANY DEFINED BY keyAttrId OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherKeyAttribute<'a> {
    /// `keyAttrId`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub key_attr_id: rt::ObjectIdentifier<'a>,
    /// `keyAttr`: ANY DEFINED BY keyAttrId OPTIONAL
    pub key_attr: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for OtherKeyAttribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let key_attr_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("keyAttrId"))?;
        let key_attr = if r
            .peek_tag()
            .is_some_and(<rt::RawDer<'a> as rt::DerUntagged>::has_tag)
        {
            let v = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
                .map_err(|e| e.at("keyAttr"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { key_attr_id, key_attr })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.key_attr_id)
            .map_err(|e| e.at("keyAttrId"))?;
        if let ::core::option::Option::Some(v) = &self.key_attr {
            rt::DerUntagged::encode_untagged(v, w).map_err(|e| e.at("keyAttr"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OtherKeyAttribute<'a> {
    const NAME: &'static str = "OtherKeyAttribute";
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
impl<'a> rt::Jer for OtherKeyAttribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("keyAttrId");
        rt::Jer::write_jer(&self.key_attr_id, w).map_err(|e| e.at("keyAttrId"))?;
        if let ::core::option::Option::Some(v) = &self.key_attr {
            w.member("keyAttr");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("keyAttr"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// -- Attributes (§11)
/// MessageDigest ::= OCTET STRING
/// ```
pub type MessageDigest<'a> = &'a [u8];
/// ```asn1
/// SigningTime ::= Time
/// ```
pub type SigningTime<'a> = Time<'a>;
/// ```asn1
/// Time ::= CHOICE {
///     utcTime      UTCTime,
///     generalTime  GeneralizedTime }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Time<'a> {
    /// `utcTime`: [UNIVERSAL 23] UTCTime
    UtcTime(rt::UtcTime<'a>),
    /// `generalTime`: [UNIVERSAL 24] GeneralizedTime
    GeneralTime(rt::GeneralizedTime<'a>),
}
impl<'a> rt::DerUntagged<'a> for Time<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(23) {
            let v = r
                .value::<rt::UtcTime<'a>>(rt::Tag::universal(23))
                .map_err(|e| e.at("utcTime"))?;
            return Ok(Self::UtcTime(v));
        }
        if tag == rt::Tag::universal(24) {
            let v = r
                .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
                .map_err(|e| e.at("generalTime"))?;
            return Ok(Self::GeneralTime(v));
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
            Self::UtcTime(v) => {
                rt::encode_value(w, rt::Tag::universal(23), v)
                    .map_err(|e| e.at("utcTime"))
            }
            Self::GeneralTime(v) => {
                rt::encode_value(w, rt::Tag::universal(24), v)
                    .map_err(|e| e.at("generalTime"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(23) || tag == rt::Tag::universal(24)
    }
}
impl<'a> rt::Der<'a> for Time<'a> {
    const NAME: &'static str = "Time";
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
impl<'a> rt::Jer for Time<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::UtcTime(v) => {
                w.begin_object();
                w.member("utcTime");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utcTime"))?;
                w.end_object();
            }
            Self::GeneralTime(v) => {
                w.begin_object();
                w.member("generalTime");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("generalTime"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// Countersignature ::= SignerInfo
/// ```
pub type Countersignature<'a> = SignerInfo<'a>;
/// ```asn1
///
///
/// -- The obsolete extended certificate syntax of PKCS #6 (§10.2.2)
/// ExtendedCertificateOrCertificate ::= CHOICE {
///     certificate          Certificate,
///     extendedCertificate  [0] IMPLICIT ExtendedCertificate }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum ExtendedCertificateOrCertificate<'a> {
    /// `certificate`: [UNIVERSAL 16] -> PKIX1Explicit88.Certificate
    Certificate(super::pkix1_explicit88::Certificate<'a>),
    /// `extendedCertificate`: [0] -> CryptographicMessageSyntax2004.ExtendedCertificate
    ExtendedCertificate(ExtendedCertificate<'a>),
}
impl<'a> rt::DerUntagged<'a> for ExtendedCertificateOrCertificate<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<super::pkix1_explicit88::Certificate<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("certificate"))?;
            return Ok(Self::Certificate(v));
        }
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<ExtendedCertificate<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("extendedCertificate"))?;
            return Ok(Self::ExtendedCertificate(v));
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
            Self::Certificate(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("certificate"))
            }
            Self::ExtendedCertificate(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("extendedCertificate"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0).constructed()
    }
}
impl<'a> rt::Der<'a> for ExtendedCertificateOrCertificate<'a> {
    const NAME: &'static str = "ExtendedCertificateOrCertificate";
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
impl<'a> rt::Jer for ExtendedCertificateOrCertificate<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Certificate(v) => {
                w.begin_object();
                w.member("certificate");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("certificate"))?;
                w.end_object();
            }
            Self::ExtendedCertificate(v) => {
                w.begin_object();
                w.member("extendedCertificate");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("extendedCertificate"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// ExtendedCertificate ::= SEQUENCE {
///     extendedCertificateInfo  ExtendedCertificateInfo,
///     signatureAlgorithm       SignatureAlgorithmIdentifier,
///     signature                Signature }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtendedCertificate<'a> {
    /// `extendedCertificateInfo`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.ExtendedCertificateInfo
    pub extended_certificate_info: ExtendedCertificateInfo<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.SignatureAlgorithmIdentifier
    pub signature_algorithm: SignatureAlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] -> CryptographicMessageSyntax2004.Signature
    pub signature: Signature<'a>,
}
impl<'a> rt::DerValue<'a> for ExtendedCertificate<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let extended_certificate_info = r
            .value::<ExtendedCertificateInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("extendedCertificateInfo"))?;
        let signature_algorithm = r
            .value::<SignatureAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<Signature<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        Ok(Self {
            extended_certificate_info,
            signature_algorithm,
            signature,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.extended_certificate_info)
            .map_err(|e| e.at("extendedCertificateInfo"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ExtendedCertificate<'a> {
    const NAME: &'static str = "ExtendedCertificate";
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
impl<'a> rt::Jer for ExtendedCertificate<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("extendedCertificateInfo");
        rt::Jer::write_jer(&self.extended_certificate_info, w)
            .map_err(|e| e.at("extendedCertificateInfo"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ExtendedCertificateInfo ::= SEQUENCE {
///     version      CMSVersion,
///     certificate  Certificate,
///     attributes   UnauthAttributes }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtendedCertificateInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> CryptographicMessageSyntax2004.CMSVersion
    pub version: CmsVersion<'a>,
    /// `certificate`: [UNIVERSAL 16] -> PKIX1Explicit88.Certificate
    pub certificate: super::pkix1_explicit88::Certificate<'a>,
    /// `attributes`: [UNIVERSAL 17] -> CryptographicMessageSyntax2004.UnauthAttributes (size 1..MAX)
    pub attributes: UnauthAttributes<'a>,
}
impl<'a> rt::DerValue<'a> for ExtendedCertificateInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<CmsVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let certificate = r
            .value::<super::pkix1_explicit88::Certificate<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("certificate"))?;
        let attributes = r
            .value::<UnauthAttributes<'a>>(rt::Tag::SET)
            .map_err(|e| e.at("attributes"))?;
        Ok(Self {
            version,
            certificate,
            attributes,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.certificate)
            .map_err(|e| e.at("certificate"))?;
        rt::encode_value(w, rt::Tag::SET, &self.attributes)
            .map_err(|e| e.at("attributes"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ExtendedCertificateInfo<'a> {
    const NAME: &'static str = "ExtendedCertificateInfo";
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
impl<'a> rt::Jer for ExtendedCertificateInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("certificate");
        rt::Jer::write_jer(&self.certificate, w).map_err(|e| e.at("certificate"))?;
        w.member("attributes");
        rt::Jer::write_jer(&self.attributes, w).map_err(|e| e.at("attributes"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Signature ::= BIT STRING
/// ```
pub type Signature<'a> = rt::BitString<'a>;
