use ::synta_rt as rt;
/// ```asn1
///
///
/// CertificationRequestInfo ::= SEQUENCE {
///     version        INTEGER { v1(0) } (v1, ...),
///     subject        Name,
///     subjectPKInfo  SubjectPublicKeyInfo,
///     attributes     [0] Attributes }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificationRequestInfo<'a> {
    /// `version`: [UNIVERSAL 2] INTEGER { v1(0) } (value 0, ...)
    pub version: rt::Integer<'a>,
    /// `subject`: -> PKIX1Explicit88.Name
    pub subject: super::pkix1_explicit88::Name<'a>,
    /// `subjectPKInfo`: [UNIVERSAL 16] -> PKIX1Explicit88.SubjectPublicKeyInfo
    pub subject_pk_info: super::pkix1_explicit88::SubjectPublicKeyInfo<'a>,
    /// `attributes`: [0] -> PKCS-10.Attributes
    pub attributes: Attributes<'a>,
}
impl<'a> rt::DerValue<'a> for CertificationRequestInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let subject = <super::pkix1_explicit88::Name<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("subject"))?;
        let subject_pk_info = r
            .value::<
                super::pkix1_explicit88::SubjectPublicKeyInfo<'a>,
            >(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("subjectPKInfo"))?;
        let attributes = r
            .value::<Attributes<'a>>(rt::Tag::context(0).constructed())
            .map_err(|e| e.at("attributes"))?;
        Ok(Self {
            version,
            subject,
            subject_pk_info,
            attributes,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::DerUntagged::encode_untagged(&self.subject, w).map_err(|e| e.at("subject"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.subject_pk_info)
            .map_err(|e| e.at("subjectPKInfo"))?;
        rt::encode_value(w, rt::Tag::context(0).constructed(), &self.attributes)
            .map_err(|e| e.at("attributes"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CertificationRequestInfo<'a> {
    const NAME: &'static str = "CertificationRequestInfo";
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
impl<'a> rt::Jer for CertificationRequestInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("subject");
        rt::Jer::write_jer(&self.subject, w).map_err(|e| e.at("subject"))?;
        w.member("subjectPKInfo");
        rt::Jer::write_jer(&self.subject_pk_info, w).map_err(|e| e.at("subjectPKInfo"))?;
        w.member("attributes");
        rt::Jer::write_jer(&self.attributes, w).map_err(|e| e.at("attributes"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Attributes ::= SET OF Attribute
/// ```
pub type Attributes<'a> = rt::SetOf<'a, super::pkix1_explicit88::Attribute<'a>>;
/// ```asn1
/// CertificationRequest ::= SEQUENCE {
///     certificationRequestInfo  CertificationRequestInfo,
///     signatureAlgorithm        AlgorithmIdentifier,
///     signature                 BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificationRequest<'a> {
    /// `certificationRequestInfo`: [UNIVERSAL 16] -> PKCS-10.CertificationRequestInfo
    pub certification_request_info: CertificationRequestInfo<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] BIT STRING
    pub signature: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for CertificationRequest<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let certification_request_info = r
            .value::<CertificationRequestInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("certificationRequestInfo"))?;
        let signature_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        Ok(Self {
            certification_request_info,
            signature_algorithm,
            signature,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.certification_request_info)
            .map_err(|e| e.at("certificationRequestInfo"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CertificationRequest<'a> {
    const NAME: &'static str = "CertificationRequest";
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
impl<'a> rt::Jer for CertificationRequest<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("certificationRequestInfo");
        rt::Jer::write_jer(&self.certification_request_info, w)
            .map_err(|e| e.at("certificationRequestInfo"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.end_object();
        Ok(())
    }
}
