use ::synta_rt as rt;
/// ```asn1
///
///
/// AttributeCertificateV1 ::= SEQUENCE {
///     acInfo              AttributeCertificateInfoV1,
///     signatureAlgorithm  AlgorithmIdentifier,
///     signature           BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeCertificateV1<'a> {
    /// `acInfo`: [UNIVERSAL 16] -> AttributeCertificateVersion1.AttributeCertificateInfoV1
    pub ac_info: AttributeCertificateInfoV1<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] BIT STRING
    pub signature: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for AttributeCertificateV1<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ac_info = r
            .value::<AttributeCertificateInfoV1<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("acInfo"))?;
        let signature_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        Ok(Self {
            ac_info,
            signature_algorithm,
            signature,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.ac_info)
            .map_err(|e| e.at("acInfo"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AttributeCertificateV1<'a> {
    const NAME: &'static str = "AttributeCertificateV1";
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
impl<'a> rt::Jer for AttributeCertificateV1<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("acInfo");
        rt::Jer::write_jer(&self.ac_info, w).map_err(|e| e.at("acInfo"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.end_object();
        Ok(())
    }
}
/// The type of `AttributeCertificateInfoV1.subject`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum AttributeCertificateInfoV1Subject<'a> {
    /// `baseCertificateID`: [0] EXPLICIT [UNIVERSAL 16] -> PKIXAttributeCertificate.IssuerSerial
    BaseCertificateId(super::pkix_attribute_certificate::IssuerSerial<'a>),
    /// `subjectName`: [1] EXPLICIT [UNIVERSAL 16] -> PKIX1Implicit88.GeneralNames (size 1..MAX)
    SubjectName(super::pkix1_implicit88::GeneralNames<'a>),
}
impl<'a> rt::DerUntagged<'a> for AttributeCertificateInfoV1Subject<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| {
                        r
                            .value::<
                                super::pkix_attribute_certificate::IssuerSerial<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("baseCertificateID"))?;
            return Ok(Self::BaseCertificateId(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| {
                        r
                            .value::<
                                super::pkix1_implicit88::GeneralNames<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("subjectName"))?;
            return Ok(Self::SubjectName(v));
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
            Self::BaseCertificateId(v) => {
                w.tlv(
                        rt::Tag::context(0).constructed(),
                        |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                    )
                    .map_err(|e| e.at("baseCertificateID"))
            }
            Self::SubjectName(v) => {
                w.tlv(
                        rt::Tag::context(1).constructed(),
                        |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                    )
                    .map_err(|e| e.at("subjectName"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
            || tag == rt::Tag::context(1).constructed()
    }
}
impl<'a> rt::Der<'a> for AttributeCertificateInfoV1Subject<'a> {
    const NAME: &'static str = "AttributeCertificateInfoV1.subject";
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
impl<'a> rt::Jer for AttributeCertificateInfoV1Subject<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::BaseCertificateId(v) => {
                w.begin_object();
                w.member("baseCertificateID");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("baseCertificateID"))?;
                w.end_object();
            }
            Self::SubjectName(v) => {
                w.begin_object();
                w.member("subjectName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("subjectName"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// AttributeCertificateInfoV1 ::= SEQUENCE {
///     version  AttCertVersionV1 DEFAULT v1,
///     subject  CHOICE {
///         baseCertificateID  [0] IssuerSerial,
///         subjectName        [1] GeneralNames },
///     issuer                 GeneralNames,
///     signature              AlgorithmIdentifier,
///     serialNumber           CertificateSerialNumber,
///     attCertValidityPeriod  AttCertValidityPeriod,
///     attributes             SEQUENCE OF Attribute,
///     issuerUniqueID         UniqueIdentifier OPTIONAL,
///     extensions             Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeCertificateInfoV1<'a> {
    /// `version`: [UNIVERSAL 2] -> AttributeCertificateVersion1.AttCertVersionV1 DEFAULT 0
    pub version: AttCertVersionV1<'a>,
    /// `subject`: CHOICE {..}
    pub subject: AttributeCertificateInfoV1Subject<'a>,
    /// `issuer`: [UNIVERSAL 16] -> PKIX1Implicit88.GeneralNames (size 1..MAX)
    pub issuer: super::pkix1_implicit88::GeneralNames<'a>,
    /// `signature`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `serialNumber`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub serial_number: super::pkix1_explicit88::CertificateSerialNumber<'a>,
    /// `attCertValidityPeriod`: [UNIVERSAL 16] -> PKIXAttributeCertificate.AttCertValidityPeriod
    pub att_cert_validity_period: super::pkix_attribute_certificate::AttCertValidityPeriod<
        'a,
    >,
    /// `attributes`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> PKIX1Explicit88.Attribute
    pub attributes: rt::SequenceOf<'a, super::pkix1_explicit88::Attribute<'a>>,
    /// `issuerUniqueID`: [UNIVERSAL 3] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub issuer_unique_id: ::core::option::Option<
        super::pkix1_explicit88::UniqueIdentifier<'a>,
    >,
    /// `extensions`: [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub extensions: ::core::option::Option<super::pkix1_explicit88::Extensions<'a>>,
}
impl<'a> AttributeCertificateInfoV1<'a> {
    /// The DER encoding of the DEFAULT value of `version`.
    pub const VERSION_DEFAULT: &'static [u8] = &[0x02, 0x01, 0x00];
    /// The DEFAULT value of `version`, decoded from its encoding.
    pub fn version_default() -> rt::Result<AttCertVersionV1<'static>> {
        let mut r = rt::Reader::new(Self::VERSION_DEFAULT);
        r.value::<AttCertVersionV1<'static>>(rt::Tag::INTEGER)
    }
}
impl<'a> rt::DerValue<'a> for AttributeCertificateInfoV1<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let version = if r.peek_is(rt::Tag::INTEGER) {
            let before = r.remaining();
            let v = r
                .value::<AttCertVersionV1<'a>>(rt::Tag::INTEGER)
                .map_err(|e| e.at("version"))?;
            rt::check_not_default(before, r.remaining(), Self::VERSION_DEFAULT, off)
                .map_err(|e| e.at("version"))?;
            v
        } else {
            Self::version_default()?
        };
        let subject = <AttributeCertificateInfoV1Subject<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("subject"))?;
        let issuer = r
            .value::<super::pkix1_implicit88::GeneralNames<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("issuer"))?;
        let signature = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signature"))?;
        let serial_number = r
            .value::<
                super::pkix1_explicit88::CertificateSerialNumber<'a>,
            >(rt::Tag::INTEGER)
            .map_err(|e| e.at("serialNumber"))?;
        let att_cert_validity_period = r
            .value::<
                super::pkix_attribute_certificate::AttCertValidityPeriod<'a>,
            >(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("attCertValidityPeriod"))?;
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
            subject,
            issuer,
            signature,
            serial_number,
            att_cert_validity_period,
            attributes,
            issuer_unique_id,
            extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if self.version != Self::version_default()? {
            rt::encode_value(w, rt::Tag::INTEGER, &self.version)
                .map_err(|e| e.at("version"))?;
        }
        rt::DerUntagged::encode_untagged(&self.subject, w).map_err(|e| e.at("subject"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.issuer)
            .map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature)
            .map_err(|e| e.at("signature"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.serial_number)
            .map_err(|e| e.at("serialNumber"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.att_cert_validity_period)
            .map_err(|e| e.at("attCertValidityPeriod"))?;
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
impl<'a> rt::Der<'a> for AttributeCertificateInfoV1<'a> {
    const NAME: &'static str = "AttributeCertificateInfoV1";
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
impl<'a> rt::Jer for AttributeCertificateInfoV1<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("subject");
        rt::Jer::write_jer(&self.subject, w).map_err(|e| e.at("subject"))?;
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.member("serialNumber");
        rt::Jer::write_jer(&self.serial_number, w).map_err(|e| e.at("serialNumber"))?;
        w.member("attCertValidityPeriod");
        rt::Jer::write_jer(&self.att_cert_validity_period, w)
            .map_err(|e| e.at("attCertValidityPeriod"))?;
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
/// AttCertVersionV1 ::= INTEGER { v1(0) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttCertVersionV1<'a>(pub rt::Integer<'a>);
impl<'a> AttCertVersionV1<'a> {
    /// The number `v1`.
    pub const V1: i64 = 0;
}
impl<'a> rt::DerValue<'a> for AttCertVersionV1<'a> {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <rt::Integer<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AttCertVersionV1<'a> {
    const NAME: &'static str = "AttCertVersionV1";
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
impl<'a> rt::Jer for AttCertVersionV1<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
