use ::synta_rt as rt;
/// `id-kp-OCSPSigning` = 1.3.6.1.5.5.7.3.9
pub const ID_KP_OCSP_SIGNING: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x09],
);
/// `id-pkix-ocsp` = 1.3.6.1.5.5.7.48.1
pub const ID_PKIX_OCSP: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01],
);
/// `id-pkix-ocsp-basic` = 1.3.6.1.5.5.7.48.1.1
pub const ID_PKIX_OCSP_BASIC: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x01],
);
/// `id-pkix-ocsp-nonce` = 1.3.6.1.5.5.7.48.1.2
pub const ID_PKIX_OCSP_NONCE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x02],
);
/// `id-pkix-ocsp-crl` = 1.3.6.1.5.5.7.48.1.3
pub const ID_PKIX_OCSP_CRL: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x03],
);
/// `id-pkix-ocsp-response` = 1.3.6.1.5.5.7.48.1.4
pub const ID_PKIX_OCSP_RESPONSE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x04],
);
/// `id-pkix-ocsp-nocheck` = 1.3.6.1.5.5.7.48.1.5
pub const ID_PKIX_OCSP_NOCHECK: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x05],
);
/// `id-pkix-ocsp-archive-cutoff` = 1.3.6.1.5.5.7.48.1.6
pub const ID_PKIX_OCSP_ARCHIVE_CUTOFF: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x06],
);
/// `id-pkix-ocsp-service-locator` = 1.3.6.1.5.5.7.48.1.7
pub const ID_PKIX_OCSP_SERVICE_LOCATOR: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x07],
);
/// `id-pkix-ocsp-pref-sig-algs` = 1.3.6.1.5.5.7.48.1.8
pub const ID_PKIX_OCSP_PREF_SIG_ALGS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x08],
);
/// `id-pkix-ocsp-extended-revoke` = 1.3.6.1.5.5.7.48.1.9
pub const ID_PKIX_OCSP_EXTENDED_REVOKE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01, 0x09],
);
/// ```asn1
///
///
/// -- Request (§4.1.1)
/// OCSPRequest ::= SEQUENCE {
///     tbsRequest                  TBSRequest,
///     optionalSignature   [0]     EXPLICIT Signature OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OcspRequest<'a> {
    /// `tbsRequest`: [UNIVERSAL 16] -> OCSP-2013-88.TBSRequest
    pub tbs_request: TbsRequest<'a>,
    /// `optionalSignature`: [0] EXPLICIT [UNIVERSAL 16] -> OCSP-2013-88.Signature OPTIONAL
    pub optional_signature: ::core::option::Option<Signature<'a>>,
}
impl<'a> rt::DerValue<'a> for OcspRequest<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tbs_request = r
            .value::<TbsRequest<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("tbsRequest"))?;
        let optional_signature = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<Signature<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("optionalSignature"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            tbs_request,
            optional_signature,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.tbs_request)
            .map_err(|e| e.at("tbsRequest"))?;
        if let ::core::option::Option::Some(v) = &self.optional_signature {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("optionalSignature"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OcspRequest<'a> {
    const NAME: &'static str = "OCSPRequest";
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
impl<'a> rt::Jer for OcspRequest<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("tbsRequest");
        rt::Jer::write_jer(&self.tbs_request, w).map_err(|e| e.at("tbsRequest"))?;
        if let ::core::option::Option::Some(v) = &self.optional_signature {
            w.member("optionalSignature");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("optionalSignature"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// TBSRequest ::= SEQUENCE {
///     version             [0]     EXPLICIT Version DEFAULT v1,
///     requestorName       [1]     EXPLICIT GeneralName OPTIONAL,
///     requestList                 SEQUENCE OF Request,
///     requestExtensions   [2]     EXPLICIT Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TbsRequest<'a> {
    /// `version`: [0] EXPLICIT [UNIVERSAL 2] -> OCSP-2013-88.Version DEFAULT 0
    pub version: Version<'a>,
    /// `requestorName`: [1] EXPLICIT -> PKIX1Implicit88.GeneralName OPTIONAL
    pub requestor_name: ::core::option::Option<super::pkix1_implicit88::GeneralName<'a>>,
    /// `requestList`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> OCSP-2013-88.Request
    pub request_list: rt::SequenceOf<'a, Request<'a>>,
    /// `requestExtensions`: [2] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub request_extensions: ::core::option::Option<
        super::pkix1_explicit88::Extensions<'a>,
    >,
}
impl<'a> TbsRequest<'a> {
    /// The DER encoding of the DEFAULT value of `version`.
    pub const VERSION_DEFAULT: &'static [u8] = &[0xa0, 0x03, 0x02, 0x01, 0x00];
    /// The DEFAULT value of `version`, decoded from its encoding.
    pub fn version_default() -> rt::Result<Version<'static>> {
        let mut r = rt::Reader::new(Self::VERSION_DEFAULT);
        r.explicit(
            rt::Tag::context(0),
            |r| r.value::<Version<'static>>(rt::Tag::INTEGER),
        )
    }
}
impl<'a> rt::DerValue<'a> for TbsRequest<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let version = if r.peek_is(rt::Tag::context(0).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<Version<'a>>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("version"))?;
            rt::check_not_default(before, r.remaining(), Self::VERSION_DEFAULT, off)
                .map_err(|e| e.at("version"))?;
            v
        } else {
            Self::version_default()?
        };
        let requestor_name = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    <super::pkix1_implicit88::GeneralName<
                        'a,
                    > as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("requestorName"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let request_list = r
            .value::<rt::SequenceOf<'a, Request<'a>>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("requestList"))?;
        let request_extensions = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| {
                        r
                            .value::<
                                super::pkix1_explicit88::Extensions<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("requestExtensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            requestor_name,
            request_list,
            request_extensions,
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
        if let ::core::option::Option::Some(v) = &self.requestor_name {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("requestorName"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.request_list)
            .map_err(|e| e.at("requestList"))?;
        if let ::core::option::Option::Some(v) = &self.request_extensions {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("requestExtensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TbsRequest<'a> {
    const NAME: &'static str = "TBSRequest";
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
impl<'a> rt::Jer for TbsRequest<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        if let ::core::option::Option::Some(v) = &self.requestor_name {
            w.member("requestorName");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("requestorName"))?;
        }
        w.member("requestList");
        rt::Jer::write_jer(&self.request_list, w).map_err(|e| e.at("requestList"))?;
        if let ::core::option::Option::Some(v) = &self.request_extensions {
            w.member("requestExtensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("requestExtensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Signature ::= SEQUENCE {
///     signatureAlgorithm      AlgorithmIdentifier,
///     signature               BIT STRING,
///     certs               [0] EXPLICIT SEQUENCE OF Certificate OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature<'a> {
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] BIT STRING
    pub signature: rt::BitString<'a>,
    /// `certs`: [0] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> PKIX1Explicit88.Certificate OPTIONAL
    pub certs: ::core::option::Option<
        rt::SequenceOf<'a, super::pkix1_explicit88::Certificate<'a>>,
    >,
}
impl<'a> rt::DerValue<'a> for Signature<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let signature_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        let certs = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| {
                        r
                            .value::<
                                rt::SequenceOf<'a, super::pkix1_explicit88::Certificate<'a>>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("certs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            signature_algorithm,
            signature,
            certs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        if let ::core::option::Option::Some(v) = &self.certs {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("certs"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Signature<'a> {
    const NAME: &'static str = "Signature";
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
impl<'a> rt::Jer for Signature<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        if let ::core::option::Option::Some(v) = &self.certs {
            w.member("certs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("certs"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Version ::= INTEGER { v1(0) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version<'a>(pub rt::Integer<'a>);
impl<'a> Version<'a> {
    /// The number `v1`.
    pub const V1: i64 = 0;
}
impl<'a> rt::DerValue<'a> for Version<'a> {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <rt::Integer<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for Version<'a> {
    const NAME: &'static str = "Version";
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
impl<'a> rt::Jer for Version<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// Request ::= SEQUENCE {
///     reqCert                     CertID,
///     singleRequestExtensions [0] EXPLICIT Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request<'a> {
    /// `reqCert`: [UNIVERSAL 16] -> OCSP-2013-88.CertID
    pub req_cert: CertId<'a>,
    /// `singleRequestExtensions`: [0] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub single_request_extensions: ::core::option::Option<
        super::pkix1_explicit88::Extensions<'a>,
    >,
}
impl<'a> rt::DerValue<'a> for Request<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let req_cert = r
            .value::<CertId<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("reqCert"))?;
        let single_request_extensions = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| {
                        r
                            .value::<
                                super::pkix1_explicit88::Extensions<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("singleRequestExtensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            req_cert,
            single_request_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.req_cert)
            .map_err(|e| e.at("reqCert"))?;
        if let ::core::option::Option::Some(v) = &self.single_request_extensions {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("singleRequestExtensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Request<'a> {
    const NAME: &'static str = "Request";
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
impl<'a> rt::Jer for Request<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("reqCert");
        rt::Jer::write_jer(&self.req_cert, w).map_err(|e| e.at("reqCert"))?;
        if let ::core::option::Option::Some(v) = &self.single_request_extensions {
            w.member("singleRequestExtensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("singleRequestExtensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CertID ::= SEQUENCE {
///     hashAlgorithm           AlgorithmIdentifier,
///     issuerNameHash          OCTET STRING,
///     issuerKeyHash           OCTET STRING,
///     serialNumber            CertificateSerialNumber }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertId<'a> {
    /// `hashAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub hash_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `issuerNameHash`: [UNIVERSAL 4] OCTET STRING
    pub issuer_name_hash: &'a [u8],
    /// `issuerKeyHash`: [UNIVERSAL 4] OCTET STRING
    pub issuer_key_hash: &'a [u8],
    /// `serialNumber`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub serial_number: super::pkix1_explicit88::CertificateSerialNumber<'a>,
}
impl<'a> rt::DerValue<'a> for CertId<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let hash_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("hashAlgorithm"))?;
        let issuer_name_hash = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("issuerNameHash"))?;
        let issuer_key_hash = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("issuerKeyHash"))?;
        let serial_number = r
            .value::<
                super::pkix1_explicit88::CertificateSerialNumber<'a>,
            >(rt::Tag::INTEGER)
            .map_err(|e| e.at("serialNumber"))?;
        Ok(Self {
            hash_algorithm,
            issuer_name_hash,
            issuer_key_hash,
            serial_number,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.hash_algorithm)
            .map_err(|e| e.at("hashAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.issuer_name_hash)
            .map_err(|e| e.at("issuerNameHash"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.issuer_key_hash)
            .map_err(|e| e.at("issuerKeyHash"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.serial_number)
            .map_err(|e| e.at("serialNumber"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CertId<'a> {
    const NAME: &'static str = "CertID";
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
impl<'a> rt::Jer for CertId<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("hashAlgorithm");
        rt::Jer::write_jer(&self.hash_algorithm, w).map_err(|e| e.at("hashAlgorithm"))?;
        w.member("issuerNameHash");
        rt::Jer::write_jer(&self.issuer_name_hash, w)
            .map_err(|e| e.at("issuerNameHash"))?;
        w.member("issuerKeyHash");
        rt::Jer::write_jer(&self.issuer_key_hash, w).map_err(|e| e.at("issuerKeyHash"))?;
        w.member("serialNumber");
        rt::Jer::write_jer(&self.serial_number, w).map_err(|e| e.at("serialNumber"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// OCSPResponse ::= SEQUENCE {
///     responseStatus          OCSPResponseStatus,
///     responseBytes       [0] EXPLICIT ResponseBytes OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OcspResponse<'a> {
    /// `responseStatus`: [UNIVERSAL 10] -> OCSP-2013-88.OCSPResponseStatus
    pub response_status: OcspResponseStatus,
    /// `responseBytes`: [0] EXPLICIT [UNIVERSAL 16] -> OCSP-2013-88.ResponseBytes OPTIONAL
    pub response_bytes: ::core::option::Option<ResponseBytes<'a>>,
}
impl<'a> rt::DerValue<'a> for OcspResponse<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let response_status = r
            .value::<OcspResponseStatus>(rt::Tag::ENUMERATED)
            .map_err(|e| e.at("responseStatus"))?;
        let response_bytes = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<ResponseBytes<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("responseBytes"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            response_status,
            response_bytes,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::ENUMERATED, &self.response_status)
            .map_err(|e| e.at("responseStatus"))?;
        if let ::core::option::Option::Some(v) = &self.response_bytes {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("responseBytes"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OcspResponse<'a> {
    const NAME: &'static str = "OCSPResponse";
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
impl<'a> rt::Jer for OcspResponse<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("responseStatus");
        rt::Jer::write_jer(&self.response_status, w)
            .map_err(|e| e.at("responseStatus"))?;
        if let ::core::option::Option::Some(v) = &self.response_bytes {
            w.member("responseBytes");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("responseBytes"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// OCSPResponseStatus ::= ENUMERATED {
///     successful          (0),
///     malformedRequest    (1),
///     internalError       (2),
///     tryLater            (3),
///     -- (4) is not used
///     sigRequired         (5),
///     unauthorized        (6) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OcspResponseStatus {
    /// Number 0.
    Successful,
    /// Number 1.
    MalformedRequest,
    /// Number 2.
    InternalError,
    /// Number 3.
    TryLater,
    /// Number 5.
    SigRequired,
    /// Number 6.
    Unauthorized,
}
impl OcspResponseStatus {
    /// The number on the wire.
    pub fn number(&self) -> i64 {
        match self {
            Self::Successful => 0,
            Self::MalformedRequest => 1,
            Self::InternalError => 2,
            Self::TryLater => 3,
            Self::SigRequired => 5,
            Self::Unauthorized => 6,
        }
    }
}
impl<'a> rt::DerValue<'a> for OcspResponseStatus {
    const TAG: rt::Tag = rt::Tag::ENUMERATED;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        match rt::decode_i128(r)? {
            0 => Ok(Self::Successful),
            1 => Ok(Self::MalformedRequest),
            2 => Ok(Self::InternalError),
            3 => Ok(Self::TryLater),
            5 => Ok(Self::SigRequired),
            6 => Ok(Self::Unauthorized),
            _ => Err(rt::Error::new(rt::ErrorKind::UnknownEnumerated, off)),
        }
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_i128(w, i128::from(self.number()));
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OcspResponseStatus {
    const NAME: &'static str = "OCSPResponseStatus";
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
impl rt::Jer for OcspResponseStatus {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Successful => w.identifier("successful"),
            Self::MalformedRequest => w.identifier("malformedRequest"),
            Self::InternalError => w.identifier("internalError"),
            Self::TryLater => w.identifier("tryLater"),
            Self::SigRequired => w.identifier("sigRequired"),
            Self::Unauthorized => w.identifier("unauthorized"),
        }
        Ok(())
    }
}
/// ```asn1
/// ResponseBytes ::= SEQUENCE {
///     responseType            OBJECT IDENTIFIER,
///     response                OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResponseBytes<'a> {
    /// `responseType`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub response_type: rt::ObjectIdentifier<'a>,
    /// `response`: [UNIVERSAL 4] OCTET STRING
    pub response: &'a [u8],
}
impl<'a> rt::DerValue<'a> for ResponseBytes<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let response_type = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("responseType"))?;
        let response = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("response"))?;
        Ok(Self { response_type, response })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.response_type)
            .map_err(|e| e.at("responseType"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.response)
            .map_err(|e| e.at("response"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ResponseBytes<'a> {
    const NAME: &'static str = "ResponseBytes";
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
impl<'a> rt::Jer for ResponseBytes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("responseType");
        rt::Jer::write_jer(&self.response_type, w).map_err(|e| e.at("responseType"))?;
        w.member("response");
        rt::Jer::write_jer(&self.response, w).map_err(|e| e.at("response"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// BasicOCSPResponse ::= SEQUENCE {
///     tbsResponseData         ResponseData,
///     signatureAlgorithm      AlgorithmIdentifier,
///     signature               BIT STRING,
///     certs               [0] EXPLICIT SEQUENCE OF Certificate OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BasicOcspResponse<'a> {
    /// `tbsResponseData`: [UNIVERSAL 16] -> OCSP-2013-88.ResponseData
    pub tbs_response_data: ResponseData<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] BIT STRING
    pub signature: rt::BitString<'a>,
    /// `certs`: [0] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> PKIX1Explicit88.Certificate OPTIONAL
    pub certs: ::core::option::Option<
        rt::SequenceOf<'a, super::pkix1_explicit88::Certificate<'a>>,
    >,
}
impl<'a> rt::DerValue<'a> for BasicOcspResponse<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tbs_response_data = r
            .value::<ResponseData<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("tbsResponseData"))?;
        let signature_algorithm = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        let certs = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| {
                        r
                            .value::<
                                rt::SequenceOf<'a, super::pkix1_explicit88::Certificate<'a>>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("certs"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            tbs_response_data,
            signature_algorithm,
            signature,
            certs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.tbs_response_data)
            .map_err(|e| e.at("tbsResponseData"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        if let ::core::option::Option::Some(v) = &self.certs {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("certs"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for BasicOcspResponse<'a> {
    const NAME: &'static str = "BasicOCSPResponse";
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
impl<'a> rt::Jer for BasicOcspResponse<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("tbsResponseData");
        rt::Jer::write_jer(&self.tbs_response_data, w)
            .map_err(|e| e.at("tbsResponseData"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        if let ::core::option::Option::Some(v) = &self.certs {
            w.member("certs");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("certs"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ResponseData ::= SEQUENCE {
///     version             [0] EXPLICIT Version DEFAULT v1,
///     responderID             ResponderID,
///     producedAt              GeneralizedTime,
///     responses               SEQUENCE OF SingleResponse,
///     responseExtensions  [1] EXPLICIT Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResponseData<'a> {
    /// `version`: [0] EXPLICIT [UNIVERSAL 2] -> OCSP-2013-88.Version DEFAULT 0
    pub version: Version<'a>,
    /// `responderID`: -> OCSP-2013-88.ResponderID
    pub responder_id: ResponderId<'a>,
    /// `producedAt`: [UNIVERSAL 24] GeneralizedTime
    pub produced_at: rt::GeneralizedTime<'a>,
    /// `responses`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> OCSP-2013-88.SingleResponse
    pub responses: rt::SequenceOf<'a, SingleResponse<'a>>,
    /// `responseExtensions`: [1] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub response_extensions: ::core::option::Option<
        super::pkix1_explicit88::Extensions<'a>,
    >,
}
impl<'a> ResponseData<'a> {
    /// The DER encoding of the DEFAULT value of `version`.
    pub const VERSION_DEFAULT: &'static [u8] = &[0xa0, 0x03, 0x02, 0x01, 0x00];
    /// The DEFAULT value of `version`, decoded from its encoding.
    pub fn version_default() -> rt::Result<Version<'static>> {
        let mut r = rt::Reader::new(Self::VERSION_DEFAULT);
        r.explicit(
            rt::Tag::context(0),
            |r| r.value::<Version<'static>>(rt::Tag::INTEGER),
        )
    }
}
impl<'a> rt::DerValue<'a> for ResponseData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let version = if r.peek_is(rt::Tag::context(0).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<Version<'a>>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("version"))?;
            rt::check_not_default(before, r.remaining(), Self::VERSION_DEFAULT, off)
                .map_err(|e| e.at("version"))?;
            v
        } else {
            Self::version_default()?
        };
        let responder_id = <ResponderId<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("responderID"))?;
        let produced_at = r
            .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
            .map_err(|e| e.at("producedAt"))?;
        let responses = r
            .value::<rt::SequenceOf<'a, SingleResponse<'a>>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("responses"))?;
        let response_extensions = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| {
                        r
                            .value::<
                                super::pkix1_explicit88::Extensions<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("responseExtensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            responder_id,
            produced_at,
            responses,
            response_extensions,
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
        rt::DerUntagged::encode_untagged(&self.responder_id, w)
            .map_err(|e| e.at("responderID"))?;
        rt::encode_value(w, rt::Tag::universal(24), &self.produced_at)
            .map_err(|e| e.at("producedAt"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.responses)
            .map_err(|e| e.at("responses"))?;
        if let ::core::option::Option::Some(v) = &self.response_extensions {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("responseExtensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ResponseData<'a> {
    const NAME: &'static str = "ResponseData";
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
impl<'a> rt::Jer for ResponseData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("responderID");
        rt::Jer::write_jer(&self.responder_id, w).map_err(|e| e.at("responderID"))?;
        w.member("producedAt");
        rt::Jer::write_jer(&self.produced_at, w).map_err(|e| e.at("producedAt"))?;
        w.member("responses");
        rt::Jer::write_jer(&self.responses, w).map_err(|e| e.at("responses"))?;
        if let ::core::option::Option::Some(v) = &self.response_extensions {
            w.member("responseExtensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("responseExtensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ResponderID ::= CHOICE {
///     byName              [1] Name,
///     byKey               [2] KeyHash }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum ResponderId<'a> {
    /// `byName`: [1] EXPLICIT -> PKIX1Explicit88.Name
    ByName(super::pkix1_explicit88::Name<'a>),
    /// `byKey`: [2] EXPLICIT [UNIVERSAL 4] -> OCSP-2013-88.KeyHash
    ByKey(KeyHash<'a>),
}
impl<'a> rt::DerUntagged<'a> for ResponderId<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    <super::pkix1_explicit88::Name<
                        'a,
                    > as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("byName"))?;
            return Ok(Self::ByName(v));
        }
        if tag == rt::Tag::context(2).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<KeyHash<'a>>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("byKey"))?;
            return Ok(Self::ByKey(v));
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
            Self::ByName(v) => {
                w.tlv(
                        rt::Tag::context(1).constructed(),
                        |w| rt::DerUntagged::encode_untagged(v, w),
                    )
                    .map_err(|e| e.at("byName"))
            }
            Self::ByKey(v) => {
                w.tlv(
                        rt::Tag::context(2).constructed(),
                        |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                    )
                    .map_err(|e| e.at("byKey"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(1).constructed()
            || tag == rt::Tag::context(2).constructed()
    }
}
impl<'a> rt::Der<'a> for ResponderId<'a> {
    const NAME: &'static str = "ResponderID";
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
impl<'a> rt::Jer for ResponderId<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::ByName(v) => {
                w.begin_object();
                w.member("byName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("byName"))?;
                w.end_object();
            }
            Self::ByKey(v) => {
                w.begin_object();
                w.member("byKey");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("byKey"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// KeyHash ::= OCTET STRING
/// ```
pub type KeyHash<'a> = &'a [u8];
/// ```asn1
/// SingleResponse ::= SEQUENCE {
///     certID                  CertID,
///     certStatus              CertStatus,
///     thisUpdate              GeneralizedTime,
///     nextUpdate          [0] EXPLICIT GeneralizedTime OPTIONAL,
///     singleExtensions    [1] EXPLICIT Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SingleResponse<'a> {
    /// `certID`: [UNIVERSAL 16] -> OCSP-2013-88.CertID
    pub cert_id: CertId<'a>,
    /// `certStatus`: -> OCSP-2013-88.CertStatus
    pub cert_status: CertStatus<'a>,
    /// `thisUpdate`: [UNIVERSAL 24] GeneralizedTime
    pub this_update: rt::GeneralizedTime<'a>,
    /// `nextUpdate`: [0] EXPLICIT [UNIVERSAL 24] GeneralizedTime OPTIONAL
    pub next_update: ::core::option::Option<rt::GeneralizedTime<'a>>,
    /// `singleExtensions`: [1] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub single_extensions: ::core::option::Option<
        super::pkix1_explicit88::Extensions<'a>,
    >,
}
impl<'a> rt::DerValue<'a> for SingleResponse<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let cert_id = r
            .value::<CertId<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("certID"))?;
        let cert_status = <CertStatus<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("certStatus"))?;
        let this_update = r
            .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
            .map_err(|e| e.at("thisUpdate"))?;
        let next_update = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("nextUpdate"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let single_extensions = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| {
                        r
                            .value::<
                                super::pkix1_explicit88::Extensions<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("singleExtensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            cert_id,
            cert_status,
            this_update,
            next_update,
            single_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.cert_id)
            .map_err(|e| e.at("certID"))?;
        rt::DerUntagged::encode_untagged(&self.cert_status, w)
            .map_err(|e| e.at("certStatus"))?;
        rt::encode_value(w, rt::Tag::universal(24), &self.this_update)
            .map_err(|e| e.at("thisUpdate"))?;
        if let ::core::option::Option::Some(v) = &self.next_update {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("nextUpdate"))?;
        }
        if let ::core::option::Option::Some(v) = &self.single_extensions {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("singleExtensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SingleResponse<'a> {
    const NAME: &'static str = "SingleResponse";
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
impl<'a> rt::Jer for SingleResponse<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("certID");
        rt::Jer::write_jer(&self.cert_id, w).map_err(|e| e.at("certID"))?;
        w.member("certStatus");
        rt::Jer::write_jer(&self.cert_status, w).map_err(|e| e.at("certStatus"))?;
        w.member("thisUpdate");
        rt::Jer::write_jer(&self.this_update, w).map_err(|e| e.at("thisUpdate"))?;
        if let ::core::option::Option::Some(v) = &self.next_update {
            w.member("nextUpdate");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("nextUpdate"))?;
        }
        if let ::core::option::Option::Some(v) = &self.single_extensions {
            w.member("singleExtensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("singleExtensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CertStatus ::= CHOICE {
///     good                [0] IMPLICIT NULL,
///     revoked             [1] IMPLICIT RevokedInfo,
///     unknown             [2] IMPLICIT UnknownInfo }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum CertStatus<'a> {
    /// `good`: [0] NULL
    Good(()),
    /// `revoked`: [1] -> OCSP-2013-88.RevokedInfo
    Revoked(RevokedInfo<'a>),
    /// `unknown`: [2] -> OCSP-2013-88.UnknownInfo
    Unknown(UnknownInfo),
}
impl<'a> rt::DerUntagged<'a> for CertStatus<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0) {
            r.value::<()>(rt::Tag::context(0)).map_err(|e| e.at("good"))?;
            return Ok(Self::Good(()));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .value::<RevokedInfo<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("revoked"))?;
            return Ok(Self::Revoked(v));
        }
        if tag == rt::Tag::context(2) {
            r.value::<UnknownInfo>(rt::Tag::context(2)).map_err(|e| e.at("unknown"))?;
            return Ok(Self::Unknown(()));
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
            Self::Good(v) => {
                rt::encode_value(w, rt::Tag::context(0), v).map_err(|e| e.at("good"))
            }
            Self::Revoked(v) => {
                rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                    .map_err(|e| e.at("revoked"))
            }
            Self::Unknown(v) => {
                rt::encode_value(w, rt::Tag::context(2), v).map_err(|e| e.at("unknown"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0) || tag == rt::Tag::context(1).constructed()
            || tag == rt::Tag::context(2)
    }
}
impl<'a> rt::Der<'a> for CertStatus<'a> {
    const NAME: &'static str = "CertStatus";
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
impl<'a> rt::Jer for CertStatus<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Good(v) => {
                w.begin_object();
                w.member("good");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("good"))?;
                w.end_object();
            }
            Self::Revoked(v) => {
                w.begin_object();
                w.member("revoked");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("revoked"))?;
                w.end_object();
            }
            Self::Unknown(v) => {
                w.begin_object();
                w.member("unknown");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("unknown"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// RevokedInfo ::= SEQUENCE {
///     revocationTime          GeneralizedTime,
///     revocationReason    [0] EXPLICIT CRLReason OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevokedInfo<'a> {
    /// `revocationTime`: [UNIVERSAL 24] GeneralizedTime
    pub revocation_time: rt::GeneralizedTime<'a>,
    /// `revocationReason`: [0] EXPLICIT [UNIVERSAL 10] -> PKIX1Implicit88.CRLReason OPTIONAL
    pub revocation_reason: ::core::option::Option<super::pkix1_implicit88::CrlReason>,
}
impl<'a> rt::DerValue<'a> for RevokedInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let revocation_time = r
            .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
            .map_err(|e| e.at("revocationTime"))?;
        let revocation_reason = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| {
                        r
                            .value::<
                                super::pkix1_implicit88::CrlReason,
                            >(rt::Tag::ENUMERATED)
                    },
                )
                .map_err(|e| e.at("revocationReason"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            revocation_time,
            revocation_reason,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(24), &self.revocation_time)
            .map_err(|e| e.at("revocationTime"))?;
        if let ::core::option::Option::Some(v) = &self.revocation_reason {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::ENUMERATED, v),
                )
                .map_err(|e| e.at("revocationReason"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RevokedInfo<'a> {
    const NAME: &'static str = "RevokedInfo";
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
impl<'a> rt::Jer for RevokedInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("revocationTime");
        rt::Jer::write_jer(&self.revocation_time, w)
            .map_err(|e| e.at("revocationTime"))?;
        if let ::core::option::Option::Some(v) = &self.revocation_reason {
            w.member("revocationReason");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("revocationReason"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// UnknownInfo ::= NULL
/// ```
pub type UnknownInfo = ();
/// ```asn1
/// ArchiveCutoff ::= GeneralizedTime
/// ```
pub type ArchiveCutoff<'a> = rt::GeneralizedTime<'a>;
/// ```asn1
/// AcceptableResponses ::= SEQUENCE OF OBJECT IDENTIFIER
/// ```
pub type AcceptableResponses<'a> = rt::SequenceOf<'a, rt::ObjectIdentifier<'a>>;
/// ```asn1
/// ServiceLocator ::= SEQUENCE {
///     issuer                  Name,
///     locator                 AuthorityInfoAccessSyntax }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServiceLocator<'a> {
    /// `issuer`: -> PKIX1Explicit88.Name
    pub issuer: super::pkix1_explicit88::Name<'a>,
    /// `locator`: [UNIVERSAL 16] -> PKIX1Implicit88.AuthorityInfoAccessSyntax (size 1..MAX)
    pub locator: super::pkix1_implicit88::AuthorityInfoAccessSyntax<'a>,
}
impl<'a> rt::DerValue<'a> for ServiceLocator<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let issuer = <super::pkix1_explicit88::Name<
            'a,
        > as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("issuer"))?;
        let locator = r
            .value::<
                super::pkix1_implicit88::AuthorityInfoAccessSyntax<'a>,
            >(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("locator"))?;
        Ok(Self { issuer, locator })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.locator)
            .map_err(|e| e.at("locator"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ServiceLocator<'a> {
    const NAME: &'static str = "ServiceLocator";
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
impl<'a> rt::Jer for ServiceLocator<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("locator");
        rt::Jer::write_jer(&self.locator, w).map_err(|e| e.at("locator"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CrlID ::= SEQUENCE {
///     crlUrl              [0] EXPLICIT IA5String OPTIONAL,
///     crlNum              [1] EXPLICIT INTEGER OPTIONAL,
///     crlTime             [2] EXPLICIT GeneralizedTime OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrlId<'a> {
    /// `crlUrl`: [0] EXPLICIT [UNIVERSAL 22] IA5String OPTIONAL
    pub crl_url: ::core::option::Option<rt::Ia5String<'a>>,
    /// `crlNum`: [1] EXPLICIT [UNIVERSAL 2] INTEGER OPTIONAL
    pub crl_num: ::core::option::Option<rt::Integer<'a>>,
    /// `crlTime`: [2] EXPLICIT [UNIVERSAL 24] GeneralizedTime OPTIONAL
    pub crl_time: ::core::option::Option<rt::GeneralizedTime<'a>>,
}
impl<'a> rt::DerValue<'a> for CrlId<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let crl_url = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<rt::Ia5String<'a>>(rt::Tag::universal(22)),
                )
                .map_err(|e| e.at("crlUrl"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let crl_num = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<rt::Integer<'a>>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("crlNum"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let crl_time = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("crlTime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { crl_url, crl_num, crl_time })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.crl_url {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(22), v),
                )
                .map_err(|e| e.at("crlUrl"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crl_num {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("crlNum"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crl_time {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("crlTime"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CrlId<'a> {
    const NAME: &'static str = "CrlID";
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
impl<'a> rt::Jer for CrlId<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.crl_url {
            w.member("crlUrl");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crlUrl"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crl_num {
            w.member("crlNum");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crlNum"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crl_time {
            w.member("crlTime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crlTime"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PreferredSignatureAlgorithms ::= SEQUENCE OF PreferredSignatureAlgorithm
/// ```
pub type PreferredSignatureAlgorithms<'a> = rt::SequenceOf<
    'a,
    PreferredSignatureAlgorithm<'a>,
>;
/// ```asn1
/// PreferredSignatureAlgorithm ::= SEQUENCE {
///     sigIdentifier           AlgorithmIdentifier,
///     certIdentifier          AlgorithmIdentifier OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreferredSignatureAlgorithm<'a> {
    /// `sigIdentifier`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub sig_identifier: super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    /// `certIdentifier`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier OPTIONAL
    pub cert_identifier: ::core::option::Option<
        super::pkix1_explicit88::AlgorithmIdentifier<'a>,
    >,
}
impl<'a> rt::DerValue<'a> for PreferredSignatureAlgorithm<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let sig_identifier = r
            .value::<super::pkix1_explicit88::AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("sigIdentifier"))?;
        let cert_identifier = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<
                    super::pkix1_explicit88::AlgorithmIdentifier<'a>,
                >(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("certIdentifier"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            sig_identifier,
            cert_identifier,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.sig_identifier)
            .map_err(|e| e.at("sigIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.cert_identifier {
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("certIdentifier"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PreferredSignatureAlgorithm<'a> {
    const NAME: &'static str = "PreferredSignatureAlgorithm";
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
impl<'a> rt::Jer for PreferredSignatureAlgorithm<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("sigIdentifier");
        rt::Jer::write_jer(&self.sig_identifier, w).map_err(|e| e.at("sigIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.cert_identifier {
            w.member("certIdentifier");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("certIdentifier"))?;
        }
        w.end_object();
        Ok(())
    }
}
