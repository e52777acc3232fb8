use ::synta_rt as rt;
/// `id-mtc` = 1.3.6.1.4.1.44363.47
pub const ID_MTC: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0xda, 0x4b, 0x2f],
);
/// `id-alg-mtcProof` = 1.3.6.1.4.1.44363.47.0
pub const ID_ALG_MTC_PROOF: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0xda, 0x4b, 0x2f, 0x00],
);
/// `id-rdna-trustAnchorID` = 1.3.6.1.4.1.44363.47.1
pub const ID_RDNA_TRUST_ANCHOR_ID: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0xda, 0x4b, 0x2f, 0x01],
);
/// `id-pe-mtcCertificationAuthority` = 1.3.6.1.4.1.44363.47.2
pub const ID_PE_MTC_CERTIFICATION_AUTHORITY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0xda, 0x4b, 0x2f, 0x02],
);
/// ```asn1
///
///
/// TrustAnchorID ::= RELATIVE-OID
/// ```
pub type TrustAnchorId<'a> = rt::RelativeOid<'a>;
/// ```asn1
///
///
/// -- A log entry: TBSCertificate without serialNumber and signature, with the
/// -- hash of the subject public key info in place of the key.
/// TBSCertificateLogEntry ::= SEQUENCE {
///     version               [0] EXPLICIT Version DEFAULT v1,
///     issuer                    Name,
///     validity                  Validity,
///     subject                   Name,
///     subjectPublicKeyAlgorithm AlgorithmIdentifier,
///     subjectPublicKeyInfoHash  OCTET STRING,
///     issuerUniqueID        [1] IMPLICIT UniqueIdentifier OPTIONAL,
///     subjectUniqueID       [2] IMPLICIT UniqueIdentifier OPTIONAL,
///     extensions            [3] EXPLICIT Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TbsCertificateLogEntry<'a> {
    /// `version`: [0] EXPLICIT [UNIVERSAL 2] -> PKIX1Explicit88.Version DEFAULT 0
    pub version: super::pkix1_explicit88::Version<'a>,
    /// `issuer`: -> PKIX1Explicit88.Name
    pub issuer: super::pkix1_explicit88::Name<'a>,
    /// `validity`: [UNIVERSAL 16] -> PKIX1Explicit88.Validity
    pub validity: super::pkix1_explicit88::Validity<'a>,
    /// `subject`: -> PKIX1Explicit88.Name
    pub subject: super::pkix1_explicit88::Name<'a>,
    /// `subjectPublicKeyAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub subject_public_key_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `subjectPublicKeyInfoHash`: [UNIVERSAL 4] OCTET STRING
    pub subject_public_key_info_hash: &'a [u8],
    /// `issuerUniqueID`: [1] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub issuer_unique_id: ::core::option::Option<
        super::pkix1_explicit88::UniqueIdentifier<'a>,
    >,
    /// `subjectUniqueID`: [2] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub subject_unique_id: ::core::option::Option<
        super::pkix1_explicit88::UniqueIdentifier<'a>,
    >,
    /// `extensions`: [3] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub extensions: ::core::option::Option<super::pkix1_explicit88::Extensions<'a>>,
}
impl<'a> TbsCertificateLogEntry<'a> {
    /// The DER encoding of the DEFAULT value of `version`.
    pub const VERSION_DEFAULT: &'static [u8] = &[0xa0, 0x03, 0x02, 0x01, 0x00];
    /// The DEFAULT value of `version`, decoded from its encoding.
    pub fn version_default() -> rt::Result<super::pkix1_explicit88::Version<'static>> {
        let mut r = rt::Reader::new(Self::VERSION_DEFAULT);
        r.explicit(
            rt::Tag::context(0),
            |r| r.value::<super::pkix1_explicit88::Version<'static>>(rt::Tag::INTEGER),
        )
    }
}
impl<'a> rt::DerValue<'a> for TbsCertificateLogEntry<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let version = if r.peek_is(rt::Tag::context(0).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<super::pkix1_explicit88::Version<'a>>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("version"))?;
            rt::check_not_default(before, r.remaining(), Self::VERSION_DEFAULT, off)
                .map_err(|e| e.at("version"))?;
            v
        } else {
            Self::version_default()?
        };
        let issuer = <super::pkix1_explicit88::Name<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("issuer"))?;
        let validity = r
            .value::<super::pkix1_explicit88::Validity<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("validity"))?;
        let subject = <super::pkix1_explicit88::Name<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("subject"))?;
        let subject_public_key_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("subjectPublicKeyAlgorithm"))?;
        let subject_public_key_info_hash = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("subjectPublicKeyInfoHash"))?;
        let issuer_unique_id = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<
                    super::pkix1_explicit88::UniqueIdentifier<'a>,
                >(rt::Tag::context(1))
                .map_err(|e| e.at("issuerUniqueID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let subject_unique_id = if r.peek_is(rt::Tag::context(2)) {
            let v = r
                .value::<
                    super::pkix1_explicit88::UniqueIdentifier<'a>,
                >(rt::Tag::context(2))
                .map_err(|e| e.at("subjectUniqueID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let extensions = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| {
                        r
                            .value::<
                                super::pkix1_explicit88::Extensions<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("extensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            issuer,
            validity,
            subject,
            subject_public_key_algorithm,
            subject_public_key_info_hash,
            issuer_unique_id,
            subject_unique_id,
            extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if self.version != Self::version_default()? {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, &self.version),
                )
                .map_err(|e| e.at("version"))?;
        }
        rt::DerUntagged::encode_untagged(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.validity)
            .map_err(|e| e.at("validity"))?;
        rt::DerUntagged::encode_untagged(&self.subject, w).map_err(|e| e.at("subject"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.subject_public_key_algorithm)
            .map_err(|e| e.at("subjectPublicKeyAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.subject_public_key_info_hash)
            .map_err(|e| e.at("subjectPublicKeyInfoHash"))?;
        if let ::core::option::Option::Some(v) = &self.issuer_unique_id {
            rt::encode_value(w, rt::Tag::context(1), v)
                .map_err(|e| e.at("issuerUniqueID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.subject_unique_id {
            rt::encode_value(w, rt::Tag::context(2), v)
                .map_err(|e| e.at("subjectUniqueID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.extensions {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("extensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TbsCertificateLogEntry<'a> {
    const NAME: &'static str = "TBSCertificateLogEntry";
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
impl<'a> rt::Jer for TbsCertificateLogEntry<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("validity");
        rt::Jer::write_jer(&self.validity, w).map_err(|e| e.at("validity"))?;
        w.member("subject");
        rt::Jer::write_jer(&self.subject, w).map_err(|e| e.at("subject"))?;
        w.member("subjectPublicKeyAlgorithm");
        rt::Jer::write_jer(&self.subject_public_key_algorithm, w)
            .map_err(|e| e.at("subjectPublicKeyAlgorithm"))?;
        w.member("subjectPublicKeyInfoHash");
        rt::Jer::write_jer(&self.subject_public_key_info_hash, w)
            .map_err(|e| e.at("subjectPublicKeyInfoHash"))?;
        if let ::core::option::Option::Some(v) = &self.issuer_unique_id {
            w.member("issuerUniqueID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("issuerUniqueID"))?;
        }
        if let ::core::option::Option::Some(v) = &self.subject_unique_id {
            w.member("subjectUniqueID");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("subjectUniqueID"))?;
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
///
///
/// MTCCertificationAuthority ::= SEQUENCE {
///     logHash    AlgorithmIdentifier,
///     sigAlg     AlgorithmIdentifier,
///     minSerial  INTEGER (0..mtcMaxSerial),
///     maxSerial  INTEGER (0..mtcMaxSerial) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MtcCertificationAuthority<'a> {
    /// `logHash`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub log_hash: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `sigAlg`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub sig_alg: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `minSerial`: [UNIVERSAL 2] INTEGER (value 0..18446744073709551615) : u64
    pub min_serial: u64,
    /// `maxSerial`: [UNIVERSAL 2] INTEGER (value 0..18446744073709551615) : u64
    pub max_serial: u64,
}
impl<'a> rt::DerValue<'a> for MtcCertificationAuthority<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let log_hash = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("logHash"))?;
        let sig_alg = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("sigAlg"))?;
        let min_serial = r
            .value::<u64>(rt::Tag::INTEGER)
            .map_err(|e| e.at("minSerial"))?;
        let max_serial = r
            .value::<u64>(rt::Tag::INTEGER)
            .map_err(|e| e.at("maxSerial"))?;
        Ok(Self {
            log_hash,
            sig_alg,
            min_serial,
            max_serial,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.log_hash)
            .map_err(|e| e.at("logHash"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.sig_alg)
            .map_err(|e| e.at("sigAlg"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.min_serial)
            .map_err(|e| e.at("minSerial"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.max_serial)
            .map_err(|e| e.at("maxSerial"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for MtcCertificationAuthority<'a> {
    const NAME: &'static str = "MTCCertificationAuthority";
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
impl<'a> rt::Jer for MtcCertificationAuthority<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("logHash");
        rt::Jer::write_jer(&self.log_hash, w).map_err(|e| e.at("logHash"))?;
        w.member("sigAlg");
        rt::Jer::write_jer(&self.sig_alg, w).map_err(|e| e.at("sigAlg"))?;
        w.member("minSerial");
        rt::Jer::write_jer(&self.min_serial, w).map_err(|e| e.at("minSerial"))?;
        w.member("maxSerial");
        rt::Jer::write_jer(&self.max_serial, w).map_err(|e| e.at("maxSerial"))?;
        w.end_object();
        Ok(())
    }
}
