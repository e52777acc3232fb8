use ::synta_rt as rt;
/// `id-pe-ac-auditIdentity` = 1.3.6.1.5.5.7.1.4
pub const ID_PE_AC_AUDIT_IDENTITY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01, 0x04],
);
/// `id-pe-aaControls` = 1.3.6.1.5.5.7.1.6
pub const ID_PE_AA_CONTROLS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01, 0x06],
);
/// `id-pe-ac-proxying` = 1.3.6.1.5.5.7.1.10
pub const ID_PE_AC_PROXYING: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01, 0x0a],
);
/// `id-ce-targetInformation` = 2.5.29.55
pub const ID_CE_TARGET_INFORMATION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x37],
);
/// `id-aca` = 1.3.6.1.5.5.7.10
pub const ID_ACA: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x0a],
);
/// `id-aca-authenticationInfo` = 1.3.6.1.5.5.7.10.1
pub const ID_ACA_AUTHENTICATION_INFO: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x0a, 0x01],
);
/// `id-aca-accessIdentity` = 1.3.6.1.5.5.7.10.2
pub const ID_ACA_ACCESS_IDENTITY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x0a, 0x02],
);
/// `id-aca-chargingIdentity` = 1.3.6.1.5.5.7.10.3
pub const ID_ACA_CHARGING_IDENTITY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x0a, 0x03],
);
/// `id-aca-group` = 1.3.6.1.5.5.7.10.4
pub const ID_ACA_GROUP: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x0a, 0x04],
);
/// `id-aca-encAttrs` = 1.3.6.1.5.5.7.10.6
pub const ID_ACA_ENC_ATTRS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x0a, 0x06],
);
/// `id-at-role` = 2.5.4.72
pub const ID_AT_ROLE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x48],
);
/// `id-at-clearance` = 2.5.1.5.55
pub const ID_AT_CLEARANCE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x01, 0x05, 0x37],
);
/// ```asn1
///
///
/// -- §4.1
/// AttributeCertificate ::= SEQUENCE {
///     acinfo              AttributeCertificateInfo,
///     signatureAlgorithm  AlgorithmIdentifier,
///     signatureValue      BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeCertificate<'a> {
    /// `acinfo`: [UNIVERSAL 16] -> PKIXAttributeCertificate.AttributeCertificateInfo
    pub acinfo: AttributeCertificateInfo<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `signatureValue`: [UNIVERSAL 3] BIT STRING
    pub signature_value: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for AttributeCertificate<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let acinfo = r
            .value::<AttributeCertificateInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("acinfo"))?;
        let signature_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature_value = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signatureValue"))?;
        Ok(Self {
            acinfo,
            signature_algorithm,
            signature_value,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.acinfo)
            .map_err(|e| e.at("acinfo"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature_value)
            .map_err(|e| e.at("signatureValue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AttributeCertificate<'a> {
    const NAME: &'static str = "AttributeCertificate";
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
impl<'a> rt::Jer for AttributeCertificate<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("acinfo");
        rt::Jer::write_jer(&self.acinfo, w).map_err(|e| e.at("acinfo"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signatureValue");
        rt::Jer::write_jer(&self.signature_value, w)
            .map_err(|e| e.at("signatureValue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttributeCertificateInfo ::= SEQUENCE {
///     version                 AttCertVersion,  -- version is v2
///     holder                  Holder,
///     issuer                  AttCertIssuer,
///     signature               AlgorithmIdentifier,
///     serialNumber            CertificateSerialNumber,
///     attrCertValidityPeriod  AttCertValidityPeriod,
///     attributes              SEQUENCE OF Attribute,
///     issuerUniqueID          UniqueIdentifier OPTIONAL,
///     extensions              Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeCertificateInfo<'a> {
    /// `version`: [UNIVERSAL 2] -> PKIXAttributeCertificate.AttCertVersion
    pub version: AttCertVersion<'a>,
    /// `holder`: [UNIVERSAL 16] -> PKIXAttributeCertificate.Holder
    pub holder: Holder<'a>,
    /// `issuer`: -> PKIXAttributeCertificate.AttCertIssuer
    pub issuer: AttCertIssuer<'a>,
    /// `signature`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `serialNumber`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub serial_number: super::pkix1_explicit88::CertificateSerialNumber<'a>,
    /// `attrCertValidityPeriod`: [UNIVERSAL 16] -> PKIXAttributeCertificate.AttCertValidityPeriod
    pub attr_cert_validity_period: AttCertValidityPeriod<'a>,
    /// `attributes`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> PKIX1Explicit88.Attribute
    pub attributes: rt::SequenceOf<'a, super::pkix1_explicit88::Attribute<'a>>,
    /// `issuerUniqueID`: [UNIVERSAL 3] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub issuer_unique_id: ::core::option::Option<
        super::pkix1_explicit88::UniqueIdentifier<'a>,
    >,
    /// `extensions`: [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub extensions: ::core::option::Option<super::pkix1_explicit88::Extensions<'a>>,
}
impl<'a> rt::DerValue<'a> for AttributeCertificateInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<AttCertVersion<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let holder = r
            .value::<Holder<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("holder"))?;
        let issuer = <AttCertIssuer<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("issuer"))?;
        let signature = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signature"))?;
        let serial_number = r
            .value::<
                super::pkix1_explicit88::CertificateSerialNumber<'a>,
            >(rt::Tag::INTEGER)
            .map_err(|e| e.at("serialNumber"))?;
        let attr_cert_validity_period = r
            .value::<AttCertValidityPeriod<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("attrCertValidityPeriod"))?;
        let attributes = r
            .value::<
                rt::SequenceOf<'a, super::pkix1_explicit88::Attribute<'a>>,
            >(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("attributes"))?;
        let issuer_unique_id = if r.peek_is(rt::Tag::BIT_STRING) {
            let v = r
                .value::<
                    super::pkix1_explicit88::UniqueIdentifier<'a>,
                >(rt::Tag::BIT_STRING)
                .map_err(|e| e.at("issuerUniqueID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let extensions = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<super::pkix1_explicit88::Extensions<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("extensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            holder,
            issuer,
            signature,
            serial_number,
            attr_cert_validity_period,
            attributes,
            issuer_unique_id,
            extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.holder)
            .map_err(|e| e.at("holder"))?;
        rt::DerUntagged::encode_untagged(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature)
            .map_err(|e| e.at("signature"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.serial_number)
            .map_err(|e| e.at("serialNumber"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.attr_cert_validity_period)
            .map_err(|e| e.at("attrCertValidityPeriod"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.attributes)
            .map_err(|e| e.at("attributes"))?;
        if let ::core::option::Option::Some(v) = &self.issuer_unique_id {
            rt::encode_value(w, rt::Tag::BIT_STRING, v)
                .map_err(|e| e.at("issuerUniqueID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.extensions {
            rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("extensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AttributeCertificateInfo<'a> {
    const NAME: &'static str = "AttributeCertificateInfo";
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
impl<'a> rt::Jer for AttributeCertificateInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("holder");
        rt::Jer::write_jer(&self.holder, w).map_err(|e| e.at("holder"))?;
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.member("serialNumber");
        rt::Jer::write_jer(&self.serial_number, w).map_err(|e| e.at("serialNumber"))?;
        w.member("attrCertValidityPeriod");
        rt::Jer::write_jer(&self.attr_cert_validity_period, w)
            .map_err(|e| e.at("attrCertValidityPeriod"))?;
        w.member("attributes");
        rt::Jer::write_jer(&self.attributes, w).map_err(|e| e.at("attributes"))?;
        if let ::core::option::Option::Some(v) = &self.issuer_unique_id {
            w.member("issuerUniqueID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerUniqueID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.extensions {
            w.member("extensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("extensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttCertVersion ::= INTEGER { v2(1) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttCertVersion<'a>(pub rt::Integer<'a>);
impl<'a> AttCertVersion<'a> {
    /// The number `v2`.
    pub const V2: i64 = 1;
}
impl<'a> rt::DerValue<'a> for AttCertVersion<'a> {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <rt::Integer<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AttCertVersion<'a> {
    const NAME: &'static str = "AttCertVersion";
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
impl<'a> rt::Jer for AttCertVersion<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// Holder ::= SEQUENCE {
///     baseCertificateID  [0] IssuerSerial OPTIONAL,
///     entityName         [1] GeneralNames OPTIONAL,
///     objectDigestInfo   [2] ObjectDigestInfo OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder<'a> {
    /// `baseCertificateID`: [0] -> PKIXAttributeCertificate.IssuerSerial OPTIONAL
    pub base_certificate_id: ::core::option::Option<IssuerSerial<'a>>,
    /// `entityName`: [1] -> PKIX1Implicit88.GeneralNames (size 1..MAX) OPTIONAL
    pub entity_name: ::core::option::Option<super::pkix1_implicit88::GeneralNames<'a>>,
    /// `objectDigestInfo`: [2] -> PKIXAttributeCertificate.ObjectDigestInfo OPTIONAL
    pub object_digest_info: ::core::option::Option<ObjectDigestInfo<'a>>,
}
impl<'a> rt::DerValue<'a> for Holder<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let base_certificate_id = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<IssuerSerial<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("baseCertificateID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let entity_name = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<
                    super::pkix1_implicit88::GeneralNames<'a>,
                >(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("entityName"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let object_digest_info = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .value::<ObjectDigestInfo<'a>>(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("objectDigestInfo"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            base_certificate_id,
            entity_name,
            object_digest_info,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.base_certificate_id {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("baseCertificateID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.entity_name {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("entityName"))?;
        }
        if let ::core::option::Option::Some(v) = &self.object_digest_info {
            rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                .map_err(|e| e.at("objectDigestInfo"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Holder<'a> {
    const NAME: &'static str = "Holder";
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
impl<'a> rt::Jer for Holder<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.base_certificate_id {
            w.member("baseCertificateID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("baseCertificateID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.entity_name {
            w.member("entityName");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("entityName"))?;
        }
        if let ::core::option::Option::Some(v) = &self.object_digest_info {
            w.member("objectDigestInfo");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("objectDigestInfo"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// The type of `ObjectDigestInfo.digestedObjectType`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectDigestInfoDigestedObjectType {
    /// Number 0.
    PublicKey,
    /// Number 1.
    PublicKeyCert,
    /// Number 2.
    OtherObjectTypes,
}
impl ObjectDigestInfoDigestedObjectType {
    /// The number on the wire.
    pub fn number(&self) -> i64 {
        match self {
            Self::PublicKey => 0,
            Self::PublicKeyCert => 1,
            Self::OtherObjectTypes => 2,
        }
    }
}
impl<'a> rt::DerValue<'a> for ObjectDigestInfoDigestedObjectType {
    const TAG: rt::Tag = rt::Tag::ENUMERATED;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        match rt::decode_i128(r)? {
            0 => Ok(Self::PublicKey),
            1 => Ok(Self::PublicKeyCert),
            2 => Ok(Self::OtherObjectTypes),
            _ => Err(rt::Error::new(rt::ErrorKind::UnknownEnumerated, off)),
        }
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_i128(w, i128::from(self.number()));
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ObjectDigestInfoDigestedObjectType {
    const NAME: &'static str = "ObjectDigestInfo.digestedObjectType";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::ENUMERATED)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::ENUMERATED, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::ENUMERATED
    }
}
impl rt::Jer for ObjectDigestInfoDigestedObjectType {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::PublicKey => w.identifier("publicKey"),
            Self::PublicKeyCert => w.identifier("publicKeyCert"),
            Self::OtherObjectTypes => w.identifier("otherObjectTypes"),
        }
        Ok(())
    }
}
/// ```asn1
/// ObjectDigestInfo ::= SEQUENCE {
///     digestedObjectType  ENUMERATED {
///         publicKey         (0),
///         publicKeyCert     (1),
///         otherObjectTypes  (2) },
///     otherObjectTypeID   OBJECT IDENTIFIER OPTIONAL,
///     digestAlgorithm     AlgorithmIdentifier,
///     objectDigest        BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectDigestInfo<'a> {
    /// `digestedObjectType`: [UNIVERSAL 10] ENUMERATED { publicKey(0), publicKeyCert(1), otherObjectTypes(2) }
    pub digested_object_type: ObjectDigestInfoDigestedObjectType,
    /// `otherObjectTypeID`: [UNIVERSAL 6] OBJECT IDENTIFIER OPTIONAL
    pub other_object_type_id: ::core::option::Option<rt::ObjectIdentifier<'a>>,
    /// `digestAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub digest_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `objectDigest`: [UNIVERSAL 3] BIT STRING
    pub object_digest: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for ObjectDigestInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let digested_object_type = r
            .value::<ObjectDigestInfoDigestedObjectType>(rt::Tag::ENUMERATED)
            .map_err(|e| e.at("digestedObjectType"))?;
        let other_object_type_id = if r.peek_is(rt::Tag::OBJECT_IDENTIFIER) {
            let v = r
                .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
                .map_err(|e| e.at("otherObjectTypeID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let digest_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("digestAlgorithm"))?;
        let object_digest = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("objectDigest"))?;
        Ok(Self {
            digested_object_type,
            other_object_type_id,
            digest_algorithm,
            object_digest,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::ENUMERATED, &self.digested_object_type)
            .map_err(|e| e.at("digestedObjectType"))?;
        if let ::core::option::Option::Some(v) = &self.other_object_type_id {
            rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, v)
                .map_err(|e| e.at("otherObjectTypeID"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.digest_algorithm)
            .map_err(|e| e.at("digestAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.object_digest)
            .map_err(|e| e.at("objectDigest"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ObjectDigestInfo<'a> {
    const NAME: &'static str = "ObjectDigestInfo";
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
impl<'a> rt::Jer for ObjectDigestInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("digestedObjectType");
        rt::Jer::write_jer(&self.digested_object_type, w)
            .map_err(|e| e.at("digestedObjectType"))?;
        if let ::core::option::Option::Some(v) = &self.other_object_type_id {
            w.member("otherObjectTypeID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("otherObjectTypeID"))?;
        }
        w.member("digestAlgorithm");
        rt::Jer::write_jer(&self.digest_algorithm, w)
            .map_err(|e| e.at("digestAlgorithm"))?;
        w.member("objectDigest");
        rt::Jer::write_jer(&self.object_digest, w).map_err(|e| e.at("objectDigest"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttCertIssuer ::= CHOICE {
///     v1Form      GeneralNames,
///     v2Form  [0] V2Form }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum AttCertIssuer<'a> {
    /// `v1Form`: [UNIVERSAL 16] -> PKIX1Implicit88.GeneralNames (size 1..MAX)
    V1Form(super::pkix1_implicit88::GeneralNames<'a>),
    /// `v2Form`: [0] -> PKIXAttributeCertificate.V2Form
    V2Form(V2Form<'a>),
}
impl<'a> rt::DerUntagged<'a> for AttCertIssuer<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<super::pkix1_implicit88::GeneralNames<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("v1Form"))?;
            return Ok(Self::V1Form(v));
        }
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<V2Form<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("v2Form"))?;
            return Ok(Self::V2Form(v));
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
            Self::V1Form(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("v1Form"))
            }
            Self::V2Form(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("v2Form"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0).constructed()
    }
}
impl<'a> rt::Der<'a> for AttCertIssuer<'a> {
    const NAME: &'static str = "AttCertIssuer";
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
impl<'a> rt::Jer for AttCertIssuer<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::V1Form(v) => {
                w.begin_object();
                w.member("v1Form");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("v1Form"))?;
                w.end_object();
            }
            Self::V2Form(v) => {
                w.begin_object();
                w.member("v2Form");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("v2Form"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// V2Form ::= SEQUENCE {
///     issuerName             GeneralNames OPTIONAL,
///     baseCertificateID  [0] IssuerSerial OPTIONAL,
///     objectDigestInfo   [1] ObjectDigestInfo OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct V2Form<'a> {
    /// `issuerName`: [UNIVERSAL 16] -> PKIX1Implicit88.GeneralNames (size 1..MAX) OPTIONAL
    pub issuer_name: ::core::option::Option<super::pkix1_implicit88::GeneralNames<'a>>,
    /// `baseCertificateID`: [0] -> PKIXAttributeCertificate.IssuerSerial OPTIONAL
    pub base_certificate_id: ::core::option::Option<IssuerSerial<'a>>,
    /// `objectDigestInfo`: [1] -> PKIXAttributeCertificate.ObjectDigestInfo OPTIONAL
    pub object_digest_info: ::core::option::Option<ObjectDigestInfo<'a>>,
}
impl<'a> rt::DerValue<'a> for V2Form<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let issuer_name = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<super::pkix1_implicit88::GeneralNames<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("issuerName"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let base_certificate_id = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<IssuerSerial<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("baseCertificateID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let object_digest_info = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<ObjectDigestInfo<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("objectDigestInfo"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            issuer_name,
            base_certificate_id,
            object_digest_info,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.issuer_name {
            rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("issuerName"))?;
        }
        if let ::core::option::Option::Some(v) = &self.base_certificate_id {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("baseCertificateID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.object_digest_info {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("objectDigestInfo"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for V2Form<'a> {
    const NAME: &'static str = "V2Form";
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
impl<'a> rt::Jer for V2Form<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.issuer_name {
            w.member("issuerName");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerName"))?;
        }
        if let ::core::option::Option::Some(v) = &self.base_certificate_id {
            w.member("baseCertificateID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("baseCertificateID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.object_digest_info {
            w.member("objectDigestInfo");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("objectDigestInfo"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// IssuerSerial ::= SEQUENCE {
///     issuer     GeneralNames,
///     serial     CertificateSerialNumber,
///     issuerUID  UniqueIdentifier OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IssuerSerial<'a> {
    /// `issuer`: [UNIVERSAL 16] -> PKIX1Implicit88.GeneralNames (size 1..MAX)
    pub issuer: super::pkix1_implicit88::GeneralNames<'a>,
    /// `serial`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub serial: super::pkix1_explicit88::CertificateSerialNumber<'a>,
    /// `issuerUID`: [UNIVERSAL 3] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub issuer_uid: ::core::option::Option<
        super::pkix1_explicit88::UniqueIdentifier<'a>,
    >,
}
impl<'a> rt::DerValue<'a> for IssuerSerial<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let issuer = r
            .value::<super::pkix1_implicit88::GeneralNames<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("issuer"))?;
        let serial = r
            .value::<
                super::pkix1_explicit88::CertificateSerialNumber<'a>,
            >(rt::Tag::INTEGER)
            .map_err(|e| e.at("serial"))?;
        let issuer_uid = if r.peek_is(rt::Tag::BIT_STRING) {
            let v = r
                .value::<
                    super::pkix1_explicit88::UniqueIdentifier<'a>,
                >(rt::Tag::BIT_STRING)
                .map_err(|e| e.at("issuerUID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { issuer, serial, issuer_uid })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.issuer)
            .map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.serial).map_err(|e| e.at("serial"))?;
        if let ::core::option::Option::Some(v) = &self.issuer_uid {
            rt::encode_value(w, rt::Tag::BIT_STRING, v).map_err(|e| e.at("issuerUID"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for IssuerSerial<'a> {
    const NAME: &'static str = "IssuerSerial";
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
impl<'a> rt::Jer for IssuerSerial<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("serial");
        rt::Jer::write_jer(&self.serial, w).map_err(|e| e.at("serial"))?;
        if let ::core::option::Option::Some(v) = &self.issuer_uid {
            w.member("issuerUID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerUID"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttCertValidityPeriod ::= SEQUENCE {
///     notBeforeTime  GeneralizedTime,
///     notAfterTime   GeneralizedTime }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttCertValidityPeriod<'a> {
    /// `notBeforeTime`: [UNIVERSAL 24] GeneralizedTime
    pub not_before_time: rt::GeneralizedTime<'a>,
    /// `notAfterTime`: [UNIVERSAL 24] GeneralizedTime
    pub not_after_time: rt::GeneralizedTime<'a>,
}
impl<'a> rt::DerValue<'a> for AttCertValidityPeriod<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let not_before_time = r
            .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
            .map_err(|e| e.at("notBeforeTime"))?;
        let not_after_time = r
            .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
            .map_err(|e| e.at("notAfterTime"))?;
        Ok(Self {
            not_before_time,
            not_after_time,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(24), &self.not_before_time)
            .map_err(|e| e.at("notBeforeTime"))?;
        rt::encode_value(w, rt::Tag::universal(24), &self.not_after_time)
            .map_err(|e| e.at("notAfterTime"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AttCertValidityPeriod<'a> {
    const NAME: &'static str = "AttCertValidityPeriod";
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
impl<'a> rt::Jer for AttCertValidityPeriod<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("notBeforeTime");
        rt::Jer::write_jer(&self.not_before_time, w).map_err(|e| e.at("notBeforeTime"))?;
        w.member("notAfterTime");
        rt::Jer::write_jer(&self.not_after_time, w).map_err(|e| e.at("notAfterTime"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Targets ::= SEQUENCE OF Target
/// ```
pub type Targets<'a> = rt::SequenceOf<'a, Target<'a>>;
/// ```asn1
/// Target ::= CHOICE {
///     targetName   [0] GeneralName,
///     targetGroup  [1] GeneralName,
///     targetCert   [2] TargetCert }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Target<'a> {
    /// `targetName`: [0] EXPLICIT -> PKIX1Implicit88.GeneralName
    TargetName(super::pkix1_implicit88::GeneralName<'a>),
    /// `targetGroup`: [1] EXPLICIT -> PKIX1Implicit88.GeneralName
    TargetGroup(super::pkix1_implicit88::GeneralName<'a>),
    /// `targetCert`: [2] -> PKIXAttributeCertificate.TargetCert
    TargetCert(TargetCert<'a>),
}
impl<'a> rt::DerUntagged<'a> for Target<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    <super::pkix1_implicit88::GeneralName<
                        'a,
                    > as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("targetName"))?;
            return Ok(Self::TargetName(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    <super::pkix1_implicit88::GeneralName<
                        'a,
                    > as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("targetGroup"))?;
            return Ok(Self::TargetGroup(v));
        }
        if tag == rt::Tag::context(2).constructed() {
            let v = r
                .value::<TargetCert<'a>>(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("targetCert"))?;
            return Ok(Self::TargetCert(v));
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
            Self::TargetName(v) => {
                w.tlv(
                        rt::Tag::context(0).constructed(),
                        |w| rt::DerUntagged::encode_untagged(v, w),
                    )
                    .map_err(|e| e.at("targetName"))
            }
            Self::TargetGroup(v) => {
                w.tlv(
                        rt::Tag::context(1).constructed(),
                        |w| rt::DerUntagged::encode_untagged(v, w),
                    )
                    .map_err(|e| e.at("targetGroup"))
            }
            Self::TargetCert(v) => {
                rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                    .map_err(|e| e.at("targetCert"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
            || tag == rt::Tag::context(1).constructed()
            || tag == rt::Tag::context(2).constructed()
    }
}
impl<'a> rt::Der<'a> for Target<'a> {
    const NAME: &'static str = "Target";
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
impl<'a> rt::Jer for Target<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TargetName(v) => {
                w.begin_object();
                w.member("targetName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("targetName"))?;
                w.end_object();
            }
            Self::TargetGroup(v) => {
                w.begin_object();
                w.member("targetGroup");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("targetGroup"))?;
                w.end_object();
            }
            Self::TargetCert(v) => {
                w.begin_object();
                w.member("targetCert");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("targetCert"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// TargetCert ::= SEQUENCE {
///     targetCertificate  IssuerSerial,
///     targetName         GeneralName OPTIONAL,
///     certDigestInfo     ObjectDigestInfo OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetCert<'a> {
    /// `targetCertificate`: [UNIVERSAL 16] -> PKIXAttributeCertificate.IssuerSerial
    pub target_certificate: IssuerSerial<'a>,
    /// `targetName`: -> PKIX1Implicit88.GeneralName OPTIONAL
    pub target_name: ::core::option::Option<super::pkix1_implicit88::GeneralName<'a>>,
    /// `certDigestInfo`: [UNIVERSAL 16] -> PKIXAttributeCertificate.ObjectDigestInfo OPTIONAL
    pub cert_digest_info: ::core::option::Option<ObjectDigestInfo<'a>>,
}
impl<'a> rt::DerValue<'a> for TargetCert<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let target_certificate = r
            .value::<IssuerSerial<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("targetCertificate"))?;
        let target_name = if r
            .peek_tag()
            .is_some_and(
                <super::pkix1_implicit88::GeneralName<'a> as rt::DerUntagged>::has_tag,
            )
        {
            let v = <super::pkix1_implicit88::GeneralName<
                'a,
            > as rt::DerUntagged>::decode_untagged(r)
                .map_err(|e| e.at("targetName"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let cert_digest_info = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<ObjectDigestInfo<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("certDigestInfo"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            target_certificate,
            target_name,
            cert_digest_info,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.target_certificate)
            .map_err(|e| e.at("targetCertificate"))?;
        if let ::core::option::Option::Some(v) = &self.target_name {
            rt::DerUntagged::encode_untagged(v, w).map_err(|e| e.at("targetName"))?;
        }
        if let ::core::option::Option::Some(v) = &self.cert_digest_info {
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("certDigestInfo"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TargetCert<'a> {
    const NAME: &'static str = "TargetCert";
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
impl<'a> rt::Jer for TargetCert<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("targetCertificate");
        rt::Jer::write_jer(&self.target_certificate, w)
            .map_err(|e| e.at("targetCertificate"))?;
        if let ::core::option::Option::Some(v) = &self.target_name {
            w.member("targetName");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("targetName"))?;
        }
        if let ::core::option::Option::Some(v) = &self.cert_digest_info {
            w.member("certDigestInfo");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("certDigestInfo"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// The type of `IetfAttrSyntax.values.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum IetfAttrSyntaxValuesItem<'a> {
    /// `octets`: [UNIVERSAL 4] OCTET STRING
    Octets(&'a [u8]),
    /// `oid`: [UNIVERSAL 6] OBJECT IDENTIFIER
    Oid(rt::ObjectIdentifier<'a>),
    /// `string`: [UNIVERSAL 12] UTF8String
    String(rt::Utf8String<'a>),
}
impl<'a> rt::DerUntagged<'a> for IetfAttrSyntaxValuesItem<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::OCTET_STRING {
            let v = r
                .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
                .map_err(|e| e.at("octets"))?;
            return Ok(Self::Octets(v));
        }
        if tag == rt::Tag::OBJECT_IDENTIFIER {
            let v = r
                .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
                .map_err(|e| e.at("oid"))?;
            return Ok(Self::Oid(v));
        }
        if tag == rt::Tag::universal(12) {
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("string"))?;
            return Ok(Self::String(v));
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
            Self::Octets(v) => {
                rt::encode_value(w, rt::Tag::OCTET_STRING, v).map_err(|e| e.at("octets"))
            }
            Self::Oid(v) => {
                rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, v)
                    .map_err(|e| e.at("oid"))
            }
            Self::String(v) => {
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("string"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::OCTET_STRING || tag == rt::Tag::OBJECT_IDENTIFIER
            || tag == rt::Tag::universal(12)
    }
}
impl<'a> rt::Der<'a> for IetfAttrSyntaxValuesItem<'a> {
    const NAME: &'static str = "IetfAttrSyntax.values.item";
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
impl<'a> rt::Jer for IetfAttrSyntaxValuesItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Octets(v) => {
                w.begin_object();
                w.member("octets");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("octets"))?;
                w.end_object();
            }
            Self::Oid(v) => {
                w.begin_object();
                w.member("oid");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("oid"))?;
                w.end_object();
            }
            Self::String(v) => {
                w.begin_object();
                w.member("string");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("string"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// IetfAttrSyntax ::= SEQUENCE {
///     policyAuthority  [0] GeneralNames OPTIONAL,
///     values           SEQUENCE OF CHOICE {
///         octets  OCTET STRING,
///         oid     OBJECT IDENTIFIER,
///         string  UTF8String } }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IetfAttrSyntax<'a> {
    /// `policyAuthority`: [0] -> PKIX1Implicit88.GeneralNames (size 1..MAX) OPTIONAL
    pub policy_authority: ::core::option::Option<
        super::pkix1_implicit88::GeneralNames<'a>,
    >,
    /// `values`: [UNIVERSAL 16] SEQUENCE OF CHOICE {..}
    pub values: rt::SequenceOf<'a, IetfAttrSyntaxValuesItem<'a>>,
}
impl<'a> rt::DerValue<'a> for IetfAttrSyntax<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let policy_authority = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<
                    super::pkix1_implicit88::GeneralNames<'a>,
                >(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("policyAuthority"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let values = r
            .value::<rt::SequenceOf<'a, IetfAttrSyntaxValuesItem<'a>>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("values"))?;
        Ok(Self { policy_authority, values })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.policy_authority {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("policyAuthority"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.values)
            .map_err(|e| e.at("values"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for IetfAttrSyntax<'a> {
    const NAME: &'static str = "IetfAttrSyntax";
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
impl<'a> rt::Jer for IetfAttrSyntax<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.policy_authority {
            w.member("policyAuthority");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("policyAuthority"))?;
        }
        w.member("values");
        rt::Jer::write_jer(&self.values, w).map_err(|e| e.at("values"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// SvceAuthInfo ::= SEQUENCE {
///     service   GeneralName,
///     ident     GeneralName,
///     authInfo  OCTET STRING OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvceAuthInfo<'a> {
    /// `service`: -> PKIX1Implicit88.GeneralName
    pub service: super::pkix1_implicit88::GeneralName<'a>,
    /// `ident`: -> PKIX1Implicit88.GeneralName
    pub ident: super::pkix1_implicit88::GeneralName<'a>,
    /// `authInfo`: [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub auth_info: ::core::option::Option<&'a [u8]>,
}
impl<'a> rt::DerValue<'a> for SvceAuthInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let service = <super::pkix1_implicit88::GeneralName<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("service"))?;
        let ident = <super::pkix1_implicit88::GeneralName<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("ident"))?;
        let auth_info = if r.peek_is(rt::Tag::OCTET_STRING) {
            let v = r
                .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
                .map_err(|e| e.at("authInfo"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { service, ident, auth_info })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.service, w).map_err(|e| e.at("service"))?;
        rt::DerUntagged::encode_untagged(&self.ident, w).map_err(|e| e.at("ident"))?;
        if let ::core::option::Option::Some(v) = &self.auth_info {
            rt::encode_value(w, rt::Tag::OCTET_STRING, v).map_err(|e| e.at("authInfo"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SvceAuthInfo<'a> {
    const NAME: &'static str = "SvceAuthInfo";
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
impl<'a> rt::Jer for SvceAuthInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("service");
        rt::Jer::write_jer(&self.service, w).map_err(|e| e.at("service"))?;
        w.member("ident");
        rt::Jer::write_jer(&self.ident, w).map_err(|e| e.at("ident"))?;
        if let ::core::option::Option::Some(v) = &self.auth_info {
            w.member("authInfo");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authInfo"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// RoleSyntax ::= SEQUENCE {
///     roleAuthority  [0] GeneralNames OPTIONAL,
///     roleName       [1] GeneralName }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleSyntax<'a> {
    /// `roleAuthority`: [0] -> PKIX1Implicit88.GeneralNames (size 1..MAX) OPTIONAL
    pub role_authority: ::core::option::Option<
        super::pkix1_implicit88::GeneralNames<'a>,
    >,
    /// `roleName`: [1] EXPLICIT -> PKIX1Implicit88.GeneralName
    pub role_name: super::pkix1_implicit88::GeneralName<'a>,
}
impl<'a> rt::DerValue<'a> for RoleSyntax<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let role_authority = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<
                    super::pkix1_implicit88::GeneralNames<'a>,
                >(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("roleAuthority"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let role_name = r
            .explicit(
                rt::Tag::context(1),
                <super::pkix1_implicit88::GeneralName<
                    'a,
                > as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("roleName"))?;
        Ok(Self { role_authority, role_name })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.role_authority {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("roleAuthority"))?;
        }
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.role_name, w),
            )
            .map_err(|e| e.at("roleName"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RoleSyntax<'a> {
    const NAME: &'static str = "RoleSyntax";
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
impl<'a> rt::Jer for RoleSyntax<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.role_authority {
            w.member("roleAuthority");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("roleAuthority"))?;
        }
        w.member("roleName");
        rt::Jer::write_jer(&self.role_name, w).map_err(|e| e.at("roleName"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Clearance ::= SEQUENCE {
///     policyId            [0] OBJECT IDENTIFIER,
///     classList           [1] ClassList DEFAULT { unclassified },
///     securityCategories  [2] SET OF SecurityCategory OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clearance<'a> {
    /// `policyId`: [0] OBJECT IDENTIFIER
    pub policy_id: rt::ObjectIdentifier<'a>,
    /// `classList`: [1] -> PKIXAttributeCertificate.ClassList DEFAULT '01'B
    pub class_list: ClassList<'a>,
    /// `securityCategories`: [2] SET OF [UNIVERSAL 16] -> PKIXAttributeCertificate.SecurityCategory OPTIONAL
    pub security_categories: ::core::option::Option<rt::SetOf<'a, SecurityCategory<'a>>>,
}
impl<'a> Clearance<'a> {
    /// The DER encoding of the DEFAULT value of `class_list`.
    pub const CLASS_LIST_DEFAULT: &'static [u8] = &[0x81, 0x02, 0x06, 0x40];
    /// The DEFAULT value of `class_list`, decoded from its encoding.
    pub fn class_list_default() -> rt::Result<ClassList<'static>> {
        let mut r = rt::Reader::new(Self::CLASS_LIST_DEFAULT);
        r.value::<ClassList<'static>>(rt::Tag::context(1))
    }
}
impl<'a> rt::DerValue<'a> for Clearance<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let policy_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::context(0))
            .map_err(|e| e.at("policyId"))?;
        let off = r.offset();
        let class_list = if r.peek_is(rt::Tag::context(1)) {
            let before = r.remaining();
            let v = r
                .value::<ClassList<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("classList"))?;
            rt::check_not_default(before, r.remaining(), Self::CLASS_LIST_DEFAULT, off)
                .map_err(|e| e.at("classList"))?;
            v
        } else {
            Self::class_list_default()?
        };
        let security_categories = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .value::<
                    rt::SetOf<'a, SecurityCategory<'a>>,
                >(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("securityCategories"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            policy_id,
            class_list,
            security_categories,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::context(0), &self.policy_id)
            .map_err(|e| e.at("policyId"))?;
        if self.class_list != Self::class_list_default()? {
            rt::encode_value(w, rt::Tag::context(1), &self.class_list)
                .map_err(|e| e.at("classList"))?;
        }
        if let ::core::option::Option::Some(v) = &self.security_categories {
            rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                .map_err(|e| e.at("securityCategories"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Clearance<'a> {
    const NAME: &'static str = "Clearance";
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
impl<'a> rt::Jer for Clearance<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("policyId");
        rt::Jer::write_jer(&self.policy_id, w).map_err(|e| e.at("policyId"))?;
        w.member("classList");
        rt::Jer::write_jer(&self.class_list, w).map_err(|e| e.at("classList"))?;
        if let ::core::option::Option::Some(v) = &self.security_categories {
            w.member("securityCategories");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("securityCategories"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ClassList ::= BIT STRING {
///     unmarked      (0),
///     unclassified  (1),
///     confidential  (2),
///     secret        (3),
///     topSecret     (4) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassList<'a>(pub rt::BitString<'a>);
impl<'a> ClassList<'a> {
    /// Bit `unmarked(0)`.
    pub const UNMARKED: usize = 0;
    /// Whether bit `unmarked` is set.
    pub fn unmarked(&self) -> bool {
        self.0.bit(0)
    }
    /// Bit `unclassified(1)`.
    pub const UNCLASSIFIED: usize = 1;
    /// Whether bit `unclassified` is set.
    pub fn unclassified(&self) -> bool {
        self.0.bit(1)
    }
    /// Bit `confidential(2)`.
    pub const CONFIDENTIAL: usize = 2;
    /// Whether bit `confidential` is set.
    pub fn confidential(&self) -> bool {
        self.0.bit(2)
    }
    /// Bit `secret(3)`.
    pub const SECRET: usize = 3;
    /// Whether bit `secret` is set.
    pub fn secret(&self) -> bool {
        self.0.bit(3)
    }
    /// Bit `topSecret(4)`.
    pub const TOP_SECRET: usize = 4;
    /// Whether bit `topSecret` is set.
    pub fn top_secret(&self) -> bool {
        self.0.bit(4)
    }
}
impl<'a> rt::DerValue<'a> for ClassList<'a> {
    const TAG: rt::Tag = rt::Tag::BIT_STRING;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = rt::BitString::decode_named(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for ClassList<'a> {
    const NAME: &'static str = "ClassList";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::BIT_STRING)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::BIT_STRING, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::BIT_STRING
    }
}
impl<'a> rt::Jer for ClassList<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// SecurityCategory ::= SEQUENCE {
///     type   [0] IMPLICIT OBJECT IDENTIFIER,
///     value  [1] ANY DEFINED BY type }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecurityCategory<'a> {
    /// `type`: [0] OBJECT IDENTIFIER
    pub r#type: rt::ObjectIdentifier<'a>,
    /// `value`: [1] EXPLICIT ANY DEFINED BY type
    pub value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for SecurityCategory<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let r#type = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::context(0))
            .map_err(|e| e.at("type"))?;
        let value = r
            .explicit(
                rt::Tag::context(1),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("value"))?;
        Ok(Self { r#type, value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::context(0), &self.r#type)
            .map_err(|e| e.at("type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.value, w),
            )
            .map_err(|e| e.at("value"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SecurityCategory<'a> {
    const NAME: &'static str = "SecurityCategory";
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
impl<'a> rt::Jer for SecurityCategory<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("type");
        rt::Jer::write_jer(&self.r#type, w).map_err(|e| e.at("type"))?;
        w.member("value");
        rt::Jer::write_jer(&self.value, w).map_err(|e| e.at("value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AAControls ::= SEQUENCE {
///     pathLenConstraint  INTEGER (0..MAX) OPTIONAL,
///     permittedAttrs     [0] AttrSpec OPTIONAL,
///     excludedAttrs      [1] AttrSpec OPTIONAL,
///     permitUnSpecified  BOOLEAN DEFAULT TRUE }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AaControls<'a> {
    /// `pathLenConstraint`: [UNIVERSAL 2] INTEGER (value 0..MAX) OPTIONAL
    pub path_len_constraint: ::core::option::Option<rt::Integer<'a>>,
    /// `permittedAttrs`: [0] -> PKIXAttributeCertificate.AttrSpec OPTIONAL
    pub permitted_attrs: ::core::option::Option<AttrSpec<'a>>,
    /// `excludedAttrs`: [1] -> PKIXAttributeCertificate.AttrSpec OPTIONAL
    pub excluded_attrs: ::core::option::Option<AttrSpec<'a>>,
    /// `permitUnSpecified`: [UNIVERSAL 1] BOOLEAN DEFAULT TRUE
    pub permit_un_specified: bool,
}
impl<'a> AaControls<'a> {
    /// The DER encoding of the DEFAULT value of `permit_un_specified`.
    pub const PERMIT_UN_SPECIFIED_DEFAULT: &'static [u8] = &[0x01, 0x01, 0xff];
}
impl<'a> rt::DerValue<'a> for AaControls<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let path_len_constraint = if r.peek_is(rt::Tag::INTEGER) {
            let v = r
                .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
                .map_err(|e| e.at("pathLenConstraint"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let permitted_attrs = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<AttrSpec<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("permittedAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let excluded_attrs = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<AttrSpec<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("excludedAttrs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let off = r.offset();
        let permit_un_specified = if r.peek_is(rt::Tag::BOOLEAN) {
            let before = r.remaining();
            let v = r
                .value::<bool>(rt::Tag::BOOLEAN)
                .map_err(|e| e.at("permitUnSpecified"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::PERMIT_UN_SPECIFIED_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("permitUnSpecified"))?;
            v
        } else {
            true
        };
        Ok(Self {
            path_len_constraint,
            permitted_attrs,
            excluded_attrs,
            permit_un_specified,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.path_len_constraint {
            rt::encode_value(w, rt::Tag::INTEGER, v)
                .map_err(|e| e.at("pathLenConstraint"))?;
        }
        if let ::core::option::Option::Some(v) = &self.permitted_attrs {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("permittedAttrs"))?;
        }
        if let ::core::option::Option::Some(v) = &self.excluded_attrs {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("excludedAttrs"))?;
        }
        if !self.permit_un_specified {
            rt::encode_value(w, rt::Tag::BOOLEAN, &self.permit_un_specified)
                .map_err(|e| e.at("permitUnSpecified"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AaControls<'a> {
    const NAME: &'static str = "AAControls";
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
impl<'a> rt::Jer for AaControls<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.path_len_constraint {
            w.member("pathLenConstraint");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pathLenConstraint"))?;
        }
        if let ::core::option::Option::Some(v) = &self.permitted_attrs {
            w.member("permittedAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("permittedAttrs"))?;
        }
        if let ::core::option::Option::Some(v) = &self.excluded_attrs {
            w.member("excludedAttrs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("excludedAttrs"))?;
        }
        w.member("permitUnSpecified");
        rt::Jer::write_jer(&self.permit_un_specified, w)
            .map_err(|e| e.at("permitUnSpecified"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttrSpec ::= SEQUENCE OF OBJECT IDENTIFIER
/// ```
pub type AttrSpec<'a> = rt::SequenceOf<'a, rt::ObjectIdentifier<'a>>;
/// ```asn1
/// ACClearAttrs ::= SEQUENCE {
///     acIssuer  GeneralName,
///     acSerial  INTEGER,
///     attrs     SEQUENCE OF Attribute }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AcClearAttrs<'a> {
    /// `acIssuer`: -> PKIX1Implicit88.GeneralName
    pub ac_issuer: super::pkix1_implicit88::GeneralName<'a>,
    /// `acSerial`: [UNIVERSAL 2] INTEGER
    pub ac_serial: rt::Integer<'a>,
    /// `attrs`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> PKIX1Explicit88.Attribute
    pub attrs: rt::SequenceOf<'a, super::pkix1_explicit88::Attribute<'a>>,
}
impl<'a> rt::DerValue<'a> for AcClearAttrs<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ac_issuer = <super::pkix1_implicit88::GeneralName<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("acIssuer"))?;
        let ac_serial = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("acSerial"))?;
        let attrs = r
            .value::<
                rt::SequenceOf<'a, super::pkix1_explicit88::Attribute<'a>>,
            >(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("attrs"))?;
        Ok(Self {
            ac_issuer,
            ac_serial,
            attrs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.ac_issuer, w)
            .map_err(|e| e.at("acIssuer"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.ac_serial)
            .map_err(|e| e.at("acSerial"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.attrs).map_err(|e| e.at("attrs"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AcClearAttrs<'a> {
    const NAME: &'static str = "ACClearAttrs";
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
impl<'a> rt::Jer for AcClearAttrs<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("acIssuer");
        rt::Jer::write_jer(&self.ac_issuer, w).map_err(|e| e.at("acIssuer"))?;
        w.member("acSerial");
        rt::Jer::write_jer(&self.ac_serial, w).map_err(|e| e.at("acSerial"))?;
        w.member("attrs");
        rt::Jer::write_jer(&self.attrs, w).map_err(|e| e.at("attrs"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ProxyInfo ::= SEQUENCE OF Targets
/// ```
pub type ProxyInfo<'a> = rt::SequenceOf<'a, Targets<'a>>;
