use ::synta_rt as rt;
/// `pkcs-1` = 1.2.840.113549.1.1
pub const PKCS_1: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01],
);
/// `rsaEncryption` = 1.2.840.113549.1.1.1
pub const RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01],
);
/// `id-RSAES-OAEP` = 1.2.840.113549.1.1.7
pub const ID_RSAES_OAEP: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x07],
);
/// `id-pSpecified` = 1.2.840.113549.1.1.9
pub const ID_P_SPECIFIED: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x09],
);
/// `id-RSASSA-PSS` = 1.2.840.113549.1.1.10
pub const ID_RSASSA_PSS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0a],
);
/// `md2WithRSAEncryption` = 1.2.840.113549.1.1.2
pub const MD2_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x02],
);
/// `md5WithRSAEncryption` = 1.2.840.113549.1.1.4
pub const MD5_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x04],
);
/// `sha1WithRSAEncryption` = 1.2.840.113549.1.1.5
pub const SHA1_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x05],
);
/// `sha224WithRSAEncryption` = 1.2.840.113549.1.1.14
pub const SHA224_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0e],
);
/// `sha256WithRSAEncryption` = 1.2.840.113549.1.1.11
pub const SHA256_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b],
);
/// `sha384WithRSAEncryption` = 1.2.840.113549.1.1.12
pub const SHA384_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0c],
);
/// `sha512WithRSAEncryption` = 1.2.840.113549.1.1.13
pub const SHA512_WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0d],
);
/// `sha512-224WithRSAEncryption` = 1.2.840.113549.1.1.15
pub const SHA512_224WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0f],
);
/// `sha512-256WithRSAEncryption` = 1.2.840.113549.1.1.16
pub const SHA512_256WITH_RSA_ENCRYPTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x10],
);
/// `id-sha1` = 1.3.14.3.2.26
pub const ID_SHA1: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x0e, 0x03, 0x02, 0x1a],
);
/// `id-md2` = 1.2.840.113549.2.2
pub const ID_MD2: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x02],
);
/// `id-md5` = 1.2.840.113549.2.5
pub const ID_MD5: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05],
);
/// `id-mgf1` = 1.2.840.113549.1.1.8
pub const ID_MGF1: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x08],
);
/// ```asn1
///
///
/// EncodingParameters ::= OCTET STRING (SIZE (0..MAX))
/// ```
pub type EncodingParameters<'a> = &'a [u8];
/// ```asn1
///
///
/// HashAlgorithm ::= AlgorithmIdentifier { {OAEP-PSSDigestAlgorithms} }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HashAlgorithm<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER table PKCS-1.ALGORITHM-IDENTIFIER.&id { { &id 1.3.14.3.2.26, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.4, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.1, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.2, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.3, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.5, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.6, &Type [UNIVERSAL 5] NULL } | ... }
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: PKCS-1.ALGORITHM-IDENTIFIER.&Type table PKCS-1.ALGORITHM-IDENTIFIER.&Type { { &id 1.3.14.3.2.26, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.4, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.1, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.2, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.3, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.5, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.6, &Type [UNIVERSAL 5] NULL } | ... } @.algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for HashAlgorithm<'a> {
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
impl<'a> rt::Der<'a> for HashAlgorithm<'a> {
    const NAME: &'static str = "HashAlgorithm";
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
impl<'a> rt::Jer for HashAlgorithm<'a> {
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
///
///
/// MaskGenAlgorithm ::= AlgorithmIdentifier { {PKCS1MGFAlgorithms} }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaskGenAlgorithm<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER table PKCS-1.ALGORITHM-IDENTIFIER.&id { { &id 1.2.840.113549.1.1.8, &Type [UNIVERSAL 16] -> PKCS-1.HashAlgorithm } | ... }
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: PKCS-1.ALGORITHM-IDENTIFIER.&Type table PKCS-1.ALGORITHM-IDENTIFIER.&Type { { &id 1.2.840.113549.1.1.8, &Type [UNIVERSAL 16] -> PKCS-1.HashAlgorithm } | ... } @.algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for MaskGenAlgorithm<'a> {
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
impl<'a> rt::Der<'a> for MaskGenAlgorithm<'a> {
    const NAME: &'static str = "MaskGenAlgorithm";
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
impl<'a> rt::Jer for MaskGenAlgorithm<'a> {
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
///
///
/// PSourceAlgorithm ::= AlgorithmIdentifier { {PKCS1PSourceAlgorithms} }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PSourceAlgorithm<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER table PKCS-1.ALGORITHM-IDENTIFIER.&id { { &id 1.2.840.113549.1.1.9, &Type [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) } | ... }
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: PKCS-1.ALGORITHM-IDENTIFIER.&Type table PKCS-1.ALGORITHM-IDENTIFIER.&Type { { &id 1.2.840.113549.1.1.9, &Type [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) } | ... } @.algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for PSourceAlgorithm<'a> {
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
impl<'a> rt::Der<'a> for PSourceAlgorithm<'a> {
    const NAME: &'static str = "PSourceAlgorithm";
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
impl<'a> rt::Jer for PSourceAlgorithm<'a> {
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
///
///
/// -- Keys (Appendix A.1)
/// RSAPublicKey ::= SEQUENCE {
///     modulus         INTEGER,  -- n
///     publicExponent  INTEGER }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RsaPublicKey<'a> {
    /// `modulus`: [UNIVERSAL 2] INTEGER
    pub modulus: rt::Integer<'a>,
    /// `publicExponent`: [UNIVERSAL 2] INTEGER
    pub public_exponent: rt::Integer<'a>,
}
impl<'a> rt::DerValue<'a> for RsaPublicKey<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let modulus = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("modulus"))?;
        let public_exponent = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("publicExponent"))?;
        Ok(Self { modulus, public_exponent })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.modulus)
            .map_err(|e| e.at("modulus"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.public_exponent)
            .map_err(|e| e.at("publicExponent"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RsaPublicKey<'a> {
    const NAME: &'static str = "RSAPublicKey";
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
impl<'a> rt::Jer for RsaPublicKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("modulus");
        rt::Jer::write_jer(&self.modulus, w).map_err(|e| e.at("modulus"))?;
        w.member("publicExponent");
        rt::Jer::write_jer(&self.public_exponent, w)
            .map_err(|e| e.at("publicExponent"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// RSAPrivateKey ::= SEQUENCE {
///     version          Version,
///     modulus          INTEGER,  -- n
///     publicExponent   INTEGER,  -- e
///     privateExponent  INTEGER,  -- d
///     prime1           INTEGER,  -- p
///     prime2           INTEGER,  -- q
///     exponent1        INTEGER,  -- d mod (p-1)
///     exponent2        INTEGER,  -- d mod (q-1)
///     coefficient      INTEGER,  -- (inverse of q) mod p
///     otherPrimeInfos  OtherPrimeInfos OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RsaPrivateKey<'a> {
    /// `version`: [UNIVERSAL 2] -> PKCS-1.Version (+unchecked)
    pub version: Version<'a>,
    /// `modulus`: [UNIVERSAL 2] INTEGER
    pub modulus: rt::Integer<'a>,
    /// `publicExponent`: [UNIVERSAL 2] INTEGER
    pub public_exponent: rt::Integer<'a>,
    /// `privateExponent`: [UNIVERSAL 2] INTEGER
    pub private_exponent: rt::Integer<'a>,
    /// `prime1`: [UNIVERSAL 2] INTEGER
    pub prime1: rt::Integer<'a>,
    /// `prime2`: [UNIVERSAL 2] INTEGER
    pub prime2: rt::Integer<'a>,
    /// `exponent1`: [UNIVERSAL 2] INTEGER
    pub exponent1: rt::Integer<'a>,
    /// `exponent2`: [UNIVERSAL 2] INTEGER
    pub exponent2: rt::Integer<'a>,
    /// `coefficient`: [UNIVERSAL 2] INTEGER
    pub coefficient: rt::Integer<'a>,
    /// `otherPrimeInfos`: [UNIVERSAL 16] -> PKCS-1.OtherPrimeInfos (size 1..MAX) OPTIONAL
    pub other_prime_infos: ::core::option::Option<OtherPrimeInfos<'a>>,
}
impl<'a> rt::DerValue<'a> for RsaPrivateKey<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<Version<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let modulus = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("modulus"))?;
        let public_exponent = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("publicExponent"))?;
        let private_exponent = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("privateExponent"))?;
        let prime1 = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("prime1"))?;
        let prime2 = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("prime2"))?;
        let exponent1 = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("exponent1"))?;
        let exponent2 = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("exponent2"))?;
        let coefficient = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("coefficient"))?;
        let other_prime_infos = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<OtherPrimeInfos<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("otherPrimeInfos"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            modulus,
            public_exponent,
            private_exponent,
            prime1,
            prime2,
            exponent1,
            exponent2,
            coefficient,
            other_prime_infos,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.modulus)
            .map_err(|e| e.at("modulus"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.public_exponent)
            .map_err(|e| e.at("publicExponent"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.private_exponent)
            .map_err(|e| e.at("privateExponent"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.prime1).map_err(|e| e.at("prime1"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.prime2).map_err(|e| e.at("prime2"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.exponent1)
            .map_err(|e| e.at("exponent1"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.exponent2)
            .map_err(|e| e.at("exponent2"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.coefficient)
            .map_err(|e| e.at("coefficient"))?;
        if let ::core::option::Option::Some(v) = &self.other_prime_infos {
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("otherPrimeInfos"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RsaPrivateKey<'a> {
    const NAME: &'static str = "RSAPrivateKey";
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
impl<'a> rt::Jer for RsaPrivateKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("modulus");
        rt::Jer::write_jer(&self.modulus, w).map_err(|e| e.at("modulus"))?;
        w.member("publicExponent");
        rt::Jer::write_jer(&self.public_exponent, w)
            .map_err(|e| e.at("publicExponent"))?;
        w.member("privateExponent");
        rt::Jer::write_jer(&self.private_exponent, w)
            .map_err(|e| e.at("privateExponent"))?;
        w.member("prime1");
        rt::Jer::write_jer(&self.prime1, w).map_err(|e| e.at("prime1"))?;
        w.member("prime2");
        rt::Jer::write_jer(&self.prime2, w).map_err(|e| e.at("prime2"))?;
        w.member("exponent1");
        rt::Jer::write_jer(&self.exponent1, w).map_err(|e| e.at("exponent1"))?;
        w.member("exponent2");
        rt::Jer::write_jer(&self.exponent2, w).map_err(|e| e.at("exponent2"))?;
        w.member("coefficient");
        rt::Jer::write_jer(&self.coefficient, w).map_err(|e| e.at("coefficient"))?;
        if let ::core::option::Option::Some(v) = &self.other_prime_infos {
            w.member("otherPrimeInfos");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("otherPrimeInfos"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Version ::= INTEGER { two-prime(0), multi(1) }
///     (CONSTRAINED BY { -- version must be multi if otherPrimeInfos present -- })
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version<'a>(pub rt::Integer<'a>);
impl<'a> Version<'a> {
    /// The number `two-prime`.
    pub const TWO_PRIME: i64 = 0;
    /// The number `multi`.
    pub const MULTI: i64 = 1;
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
///
///
/// OtherPrimeInfos ::= SEQUENCE SIZE (1..MAX) OF OtherPrimeInfo
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherPrimeInfos<'a>(pub rt::SequenceOf<'a, OtherPrimeInfo<'a>>);
impl<'a> rt::DerValue<'a> for OtherPrimeInfos<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            OtherPrimeInfo<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for OtherPrimeInfos<'a> {
    const NAME: &'static str = "OtherPrimeInfos";
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
impl<'a> rt::Jer for OtherPrimeInfos<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// OtherPrimeInfo ::= SEQUENCE {
///     prime        INTEGER,  -- ri
///     exponent     INTEGER,  -- di
///     coefficient  INTEGER }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherPrimeInfo<'a> {
    /// `prime`: [UNIVERSAL 2] INTEGER
    pub prime: rt::Integer<'a>,
    /// `exponent`: [UNIVERSAL 2] INTEGER
    pub exponent: rt::Integer<'a>,
    /// `coefficient`: [UNIVERSAL 2] INTEGER
    pub coefficient: rt::Integer<'a>,
}
impl<'a> rt::DerValue<'a> for OtherPrimeInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let prime = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("prime"))?;
        let exponent = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("exponent"))?;
        let coefficient = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("coefficient"))?;
        Ok(Self {
            prime,
            exponent,
            coefficient,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.prime).map_err(|e| e.at("prime"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.exponent)
            .map_err(|e| e.at("exponent"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.coefficient)
            .map_err(|e| e.at("coefficient"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OtherPrimeInfo<'a> {
    const NAME: &'static str = "OtherPrimeInfo";
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
impl<'a> rt::Jer for OtherPrimeInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("prime");
        rt::Jer::write_jer(&self.prime, w).map_err(|e| e.at("prime"))?;
        w.member("exponent");
        rt::Jer::write_jer(&self.exponent, w).map_err(|e| e.at("exponent"))?;
        w.member("coefficient");
        rt::Jer::write_jer(&self.coefficient, w).map_err(|e| e.at("coefficient"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// RSAES-OAEP-params ::= SEQUENCE {
///     hashAlgorithm     [0] HashAlgorithm    DEFAULT sha1,
///     maskGenAlgorithm  [1] MaskGenAlgorithm DEFAULT mgf1SHA1,
///     pSourceAlgorithm  [2] PSourceAlgorithm DEFAULT pSpecifiedEmpty }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RsaesOaepParams<'a> {
    /// `hashAlgorithm`: [0] EXPLICIT [UNIVERSAL 16] -> PKCS-1.HashAlgorithm DEFAULT { algorithm 1.3.14.3.2.26, parameters [UNIVERSAL 5] NULL : NULL }
    pub hash_algorithm: HashAlgorithm<'a>,
    /// `maskGenAlgorithm`: [1] EXPLICIT [UNIVERSAL 16] -> PKCS-1.MaskGenAlgorithm DEFAULT { algorithm 1.2.840.113549.1.1.8, parameters [UNIVERSAL 16] -> PKCS-1.HashAlgorithm : { algorithm 1.3.14.3.2.26, parameters [UNIVERSAL 5] NULL : NULL } }
    pub mask_gen_algorithm: MaskGenAlgorithm<'a>,
    /// `pSourceAlgorithm`: [2] EXPLICIT [UNIVERSAL 16] -> PKCS-1.PSourceAlgorithm DEFAULT { algorithm 1.2.840.113549.1.1.9, parameters [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) : ''H }
    pub p_source_algorithm: PSourceAlgorithm<'a>,
}
impl<'a> RsaesOaepParams<'a> {
    /// The DER encoding of the DEFAULT value of `hash_algorithm`.
    pub const HASH_ALGORITHM_DEFAULT: &'static [u8] = &[
        0xa0, 0x0b, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00,
    ];
    /// The DEFAULT value of `hash_algorithm`, decoded from its encoding.
    pub fn hash_algorithm_default() -> rt::Result<HashAlgorithm<'static>> {
        let mut r = rt::Reader::new(Self::HASH_ALGORITHM_DEFAULT);
        r.explicit(
            rt::Tag::context(0),
            |r| r.value::<HashAlgorithm<'static>>(rt::Tag::SEQUENCE),
        )
    }
    /// The DER encoding of the DEFAULT value of `mask_gen_algorithm`.
    pub const MASK_GEN_ALGORITHM_DEFAULT: &'static [u8] = &[
        0xa1, 0x18, 0x30, 0x16, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01,
        0x01, 0x08, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00,
    ];
    /// The DEFAULT value of `mask_gen_algorithm`, decoded from its encoding.
    pub fn mask_gen_algorithm_default() -> rt::Result<MaskGenAlgorithm<'static>> {
        let mut r = rt::Reader::new(Self::MASK_GEN_ALGORITHM_DEFAULT);
        r.explicit(
            rt::Tag::context(1),
            |r| r.value::<MaskGenAlgorithm<'static>>(rt::Tag::SEQUENCE),
        )
    }
    /// The DER encoding of the DEFAULT value of `p_source_algorithm`.
    pub const P_SOURCE_ALGORITHM_DEFAULT: &'static [u8] = &[
        0xa2, 0x0f, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01,
        0x01, 0x09, 0x04, 0x00,
    ];
    /// The DEFAULT value of `p_source_algorithm`, decoded from its encoding.
    pub fn p_source_algorithm_default() -> rt::Result<PSourceAlgorithm<'static>> {
        let mut r = rt::Reader::new(Self::P_SOURCE_ALGORITHM_DEFAULT);
        r.explicit(
            rt::Tag::context(2),
            |r| r.value::<PSourceAlgorithm<'static>>(rt::Tag::SEQUENCE),
        )
    }
}
impl<'a> rt::DerValue<'a> for RsaesOaepParams<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let hash_algorithm = if r.peek_is(rt::Tag::context(0).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<HashAlgorithm<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("hashAlgorithm"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::HASH_ALGORITHM_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("hashAlgorithm"))?;
            v
        } else {
            Self::hash_algorithm_default()?
        };
        let off = r.offset();
        let mask_gen_algorithm = if r.peek_is(rt::Tag::context(1).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<MaskGenAlgorithm<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("maskGenAlgorithm"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::MASK_GEN_ALGORITHM_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("maskGenAlgorithm"))?;
            v
        } else {
            Self::mask_gen_algorithm_default()?
        };
        let off = r.offset();
        let p_source_algorithm = if r.peek_is(rt::Tag::context(2).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<PSourceAlgorithm<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("pSourceAlgorithm"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::P_SOURCE_ALGORITHM_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("pSourceAlgorithm"))?;
            v
        } else {
            Self::p_source_algorithm_default()?
        };
        Ok(Self {
            hash_algorithm,
            mask_gen_algorithm,
            p_source_algorithm,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if self.hash_algorithm != Self::hash_algorithm_default()? {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.hash_algorithm),
                )
                .map_err(|e| e.at("hashAlgorithm"))?;
        }
        if self.mask_gen_algorithm != Self::mask_gen_algorithm_default()? {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.mask_gen_algorithm),
                )
                .map_err(|e| e.at("maskGenAlgorithm"))?;
        }
        if self.p_source_algorithm != Self::p_source_algorithm_default()? {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.p_source_algorithm),
                )
                .map_err(|e| e.at("pSourceAlgorithm"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RsaesOaepParams<'a> {
    const NAME: &'static str = "RSAES-OAEP-params";
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
impl<'a> rt::Jer for RsaesOaepParams<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("hashAlgorithm");
        rt::Jer::write_jer(&self.hash_algorithm, w).map_err(|e| e.at("hashAlgorithm"))?;
        w.member("maskGenAlgorithm");
        rt::Jer::write_jer(&self.mask_gen_algorithm, w)
            .map_err(|e| e.at("maskGenAlgorithm"))?;
        w.member("pSourceAlgorithm");
        rt::Jer::write_jer(&self.p_source_algorithm, w)
            .map_err(|e| e.at("pSourceAlgorithm"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// RSAES-AlgorithmIdentifier ::= AlgorithmIdentifier { {PKCS1Algorithms} }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RsaesAlgorithmIdentifier<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER table PKCS-1.ALGORITHM-IDENTIFIER.&id { { &id 1.2.840.113549.1.1.1, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.2, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.4, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.5, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.14, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.11, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.12, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.13, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.15, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.16, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.7, &Type [UNIVERSAL 16] -> PKCS-1.RSAES-OAEP-params } | { &id 1.2.840.113549.1.1.9, &Type [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) } | { &id 1.2.840.113549.1.1.10, &Type [UNIVERSAL 16] -> PKCS-1.RSASSA-PSS-params } | ... }
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: PKCS-1.ALGORITHM-IDENTIFIER.&Type table PKCS-1.ALGORITHM-IDENTIFIER.&Type { { &id 1.2.840.113549.1.1.1, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.2, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.4, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.5, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.14, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.11, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.12, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.13, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.15, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.16, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.7, &Type [UNIVERSAL 16] -> PKCS-1.RSAES-OAEP-params } | { &id 1.2.840.113549.1.1.9, &Type [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) } | { &id 1.2.840.113549.1.1.10, &Type [UNIVERSAL 16] -> PKCS-1.RSASSA-PSS-params } | ... } @.algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for RsaesAlgorithmIdentifier<'a> {
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
impl<'a> rt::Der<'a> for RsaesAlgorithmIdentifier<'a> {
    const NAME: &'static str = "RSAES-AlgorithmIdentifier";
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
impl<'a> rt::Jer for RsaesAlgorithmIdentifier<'a> {
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
/// RSASSA-PSS-params ::= SEQUENCE {
///     hashAlgorithm     [0] HashAlgorithm    DEFAULT sha1,
///     maskGenAlgorithm  [1] MaskGenAlgorithm DEFAULT mgf1SHA1,
///     saltLength        [2] INTEGER          DEFAULT 20,
///     trailerField      [3] TrailerField     DEFAULT trailerFieldBC }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RsassaPssParams<'a> {
    /// `hashAlgorithm`: [0] EXPLICIT [UNIVERSAL 16] -> PKCS-1.HashAlgorithm DEFAULT { algorithm 1.3.14.3.2.26, parameters [UNIVERSAL 5] NULL : NULL }
    pub hash_algorithm: HashAlgorithm<'a>,
    /// `maskGenAlgorithm`: [1] EXPLICIT [UNIVERSAL 16] -> PKCS-1.MaskGenAlgorithm DEFAULT { algorithm 1.2.840.113549.1.1.8, parameters [UNIVERSAL 16] -> PKCS-1.HashAlgorithm : { algorithm 1.3.14.3.2.26, parameters [UNIVERSAL 5] NULL : NULL } }
    pub mask_gen_algorithm: MaskGenAlgorithm<'a>,
    /// `saltLength`: [2] EXPLICIT [UNIVERSAL 2] INTEGER DEFAULT 20
    pub salt_length: rt::Integer<'a>,
    /// `trailerField`: [3] EXPLICIT [UNIVERSAL 2] -> PKCS-1.TrailerField DEFAULT 1
    pub trailer_field: TrailerField<'a>,
}
impl<'a> RsassaPssParams<'a> {
    /// The DER encoding of the DEFAULT value of `hash_algorithm`.
    pub const HASH_ALGORITHM_DEFAULT: &'static [u8] = &[
        0xa0, 0x0b, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00,
    ];
    /// The DEFAULT value of `hash_algorithm`, decoded from its encoding.
    pub fn hash_algorithm_default() -> rt::Result<HashAlgorithm<'static>> {
        let mut r = rt::Reader::new(Self::HASH_ALGORITHM_DEFAULT);
        r.explicit(
            rt::Tag::context(0),
            |r| r.value::<HashAlgorithm<'static>>(rt::Tag::SEQUENCE),
        )
    }
    /// The DER encoding of the DEFAULT value of `mask_gen_algorithm`.
    pub const MASK_GEN_ALGORITHM_DEFAULT: &'static [u8] = &[
        0xa1, 0x18, 0x30, 0x16, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01,
        0x01, 0x08, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00,
    ];
    /// The DEFAULT value of `mask_gen_algorithm`, decoded from its encoding.
    pub fn mask_gen_algorithm_default() -> rt::Result<MaskGenAlgorithm<'static>> {
        let mut r = rt::Reader::new(Self::MASK_GEN_ALGORITHM_DEFAULT);
        r.explicit(
            rt::Tag::context(1),
            |r| r.value::<MaskGenAlgorithm<'static>>(rt::Tag::SEQUENCE),
        )
    }
    /// The DER encoding of the DEFAULT value of `salt_length`.
    pub const SALT_LENGTH_DEFAULT: &'static [u8] = &[0xa2, 0x03, 0x02, 0x01, 0x14];
    /// The DEFAULT value of `salt_length`, decoded from its encoding.
    pub fn salt_length_default() -> rt::Result<rt::Integer<'static>> {
        let mut r = rt::Reader::new(Self::SALT_LENGTH_DEFAULT);
        r.explicit(
            rt::Tag::context(2),
            |r| r.value::<rt::Integer<'static>>(rt::Tag::INTEGER),
        )
    }
    /// The DER encoding of the DEFAULT value of `trailer_field`.
    pub const TRAILER_FIELD_DEFAULT: &'static [u8] = &[0xa3, 0x03, 0x02, 0x01, 0x01];
    /// The DEFAULT value of `trailer_field`, decoded from its encoding.
    pub fn trailer_field_default() -> rt::Result<TrailerField<'static>> {
        let mut r = rt::Reader::new(Self::TRAILER_FIELD_DEFAULT);
        r.explicit(
            rt::Tag::context(3),
            |r| r.value::<TrailerField<'static>>(rt::Tag::INTEGER),
        )
    }
}
impl<'a> rt::DerValue<'a> for RsassaPssParams<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let hash_algorithm = if r.peek_is(rt::Tag::context(0).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<HashAlgorithm<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("hashAlgorithm"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::HASH_ALGORITHM_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("hashAlgorithm"))?;
            v
        } else {
            Self::hash_algorithm_default()?
        };
        let off = r.offset();
        let mask_gen_algorithm = if r.peek_is(rt::Tag::context(1).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<MaskGenAlgorithm<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("maskGenAlgorithm"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::MASK_GEN_ALGORITHM_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("maskGenAlgorithm"))?;
            v
        } else {
            Self::mask_gen_algorithm_default()?
        };
        let off = r.offset();
        let salt_length = if r.peek_is(rt::Tag::context(2).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<rt::Integer<'a>>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("saltLength"))?;
            rt::check_not_default(before, r.remaining(), Self::SALT_LENGTH_DEFAULT, off)
                .map_err(|e| e.at("saltLength"))?;
            v
        } else {
            Self::salt_length_default()?
        };
        let off = r.offset();
        let trailer_field = if r.peek_is(rt::Tag::context(3).constructed()) {
            let before = r.remaining();
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<TrailerField<'a>>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("trailerField"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::TRAILER_FIELD_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("trailerField"))?;
            v
        } else {
            Self::trailer_field_default()?
        };
        Ok(Self {
            hash_algorithm,
            mask_gen_algorithm,
            salt_length,
            trailer_field,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if self.hash_algorithm != Self::hash_algorithm_default()? {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.hash_algorithm),
                )
                .map_err(|e| e.at("hashAlgorithm"))?;
        }
        if self.mask_gen_algorithm != Self::mask_gen_algorithm_default()? {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.mask_gen_algorithm),
                )
                .map_err(|e| e.at("maskGenAlgorithm"))?;
        }
        if self.salt_length != Self::salt_length_default()? {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, &self.salt_length),
                )
                .map_err(|e| e.at("saltLength"))?;
        }
        if self.trailer_field != Self::trailer_field_default()? {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, &self.trailer_field),
                )
                .map_err(|e| e.at("trailerField"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for RsassaPssParams<'a> {
    const NAME: &'static str = "RSASSA-PSS-params";
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
impl<'a> rt::Jer for RsassaPssParams<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("hashAlgorithm");
        rt::Jer::write_jer(&self.hash_algorithm, w).map_err(|e| e.at("hashAlgorithm"))?;
        w.member("maskGenAlgorithm");
        rt::Jer::write_jer(&self.mask_gen_algorithm, w)
            .map_err(|e| e.at("maskGenAlgorithm"))?;
        w.member("saltLength");
        rt::Jer::write_jer(&self.salt_length, w).map_err(|e| e.at("saltLength"))?;
        w.member("trailerField");
        rt::Jer::write_jer(&self.trailer_field, w).map_err(|e| e.at("trailerField"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// RSASSA-AlgorithmIdentifier ::= AlgorithmIdentifier { {PKCS1Algorithms} }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RsassaAlgorithmIdentifier<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER table PKCS-1.ALGORITHM-IDENTIFIER.&id { { &id 1.2.840.113549.1.1.1, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.2, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.4, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.5, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.14, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.11, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.12, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.13, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.15, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.16, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.7, &Type [UNIVERSAL 16] -> PKCS-1.RSAES-OAEP-params } | { &id 1.2.840.113549.1.1.9, &Type [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) } | { &id 1.2.840.113549.1.1.10, &Type [UNIVERSAL 16] -> PKCS-1.RSASSA-PSS-params } | ... }
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: PKCS-1.ALGORITHM-IDENTIFIER.&Type table PKCS-1.ALGORITHM-IDENTIFIER.&Type { { &id 1.2.840.113549.1.1.1, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.2, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.4, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.5, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.14, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.11, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.12, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.13, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.15, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.16, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.1.1.7, &Type [UNIVERSAL 16] -> PKCS-1.RSAES-OAEP-params } | { &id 1.2.840.113549.1.1.9, &Type [UNIVERSAL 4] -> PKCS-1.EncodingParameters (size 0..MAX) } | { &id 1.2.840.113549.1.1.10, &Type [UNIVERSAL 16] -> PKCS-1.RSASSA-PSS-params } | ... } @.algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for RsassaAlgorithmIdentifier<'a> {
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
impl<'a> rt::Der<'a> for RsassaAlgorithmIdentifier<'a> {
    const NAME: &'static str = "RSASSA-AlgorithmIdentifier";
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
impl<'a> rt::Jer for RsassaAlgorithmIdentifier<'a> {
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
/// TrailerField ::= INTEGER { trailerFieldBC(1) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrailerField<'a>(pub rt::Integer<'a>);
impl<'a> TrailerField<'a> {
    /// The number `trailerFieldBC`.
    pub const TRAILER_FIELD_BC: i64 = 1;
}
impl<'a> rt::DerValue<'a> for TrailerField<'a> {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <rt::Integer<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TrailerField<'a> {
    const NAME: &'static str = "TrailerField";
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
impl<'a> rt::Jer for TrailerField<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// DigestInfo ::= SEQUENCE {
///     digestAlgorithm  DigestAlgorithm,
///     digest           OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestInfo<'a> {
    /// `digestAlgorithm`: [UNIVERSAL 16] -> PKCS-1.DigestAlgorithm
    pub digest_algorithm: DigestAlgorithm<'a>,
    /// `digest`: [UNIVERSAL 4] OCTET STRING
    pub digest: &'a [u8],
}
impl<'a> rt::DerValue<'a> for DigestInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let digest_algorithm = r
            .value::<DigestAlgorithm<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("digestAlgorithm"))?;
        let digest = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("digest"))?;
        Ok(Self { digest_algorithm, digest })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.digest_algorithm)
            .map_err(|e| e.at("digestAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.digest)
            .map_err(|e| e.at("digest"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for DigestInfo<'a> {
    const NAME: &'static str = "DigestInfo";
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
impl<'a> rt::Jer for DigestInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("digestAlgorithm");
        rt::Jer::write_jer(&self.digest_algorithm, w)
            .map_err(|e| e.at("digestAlgorithm"))?;
        w.member("digest");
        rt::Jer::write_jer(&self.digest, w).map_err(|e| e.at("digest"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// DigestAlgorithm ::= AlgorithmIdentifier { {PKCS1-v1-5DigestAlgorithms} }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestAlgorithm<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER table PKCS-1.ALGORITHM-IDENTIFIER.&id { { &id 1.2.840.113549.2.2, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.2.5, &Type [UNIVERSAL 5] NULL } | { &id 1.3.14.3.2.26, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.4, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.1, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.2, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.3, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.5, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.6, &Type [UNIVERSAL 5] NULL } }
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: PKCS-1.ALGORITHM-IDENTIFIER.&Type table PKCS-1.ALGORITHM-IDENTIFIER.&Type { { &id 1.2.840.113549.2.2, &Type [UNIVERSAL 5] NULL } | { &id 1.2.840.113549.2.5, &Type [UNIVERSAL 5] NULL } | { &id 1.3.14.3.2.26, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.4, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.1, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.2, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.3, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.5, &Type [UNIVERSAL 5] NULL } | { &id 2.16.840.1.101.3.4.2.6, &Type [UNIVERSAL 5] NULL } } @.algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for DigestAlgorithm<'a> {
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
impl<'a> rt::Der<'a> for DigestAlgorithm<'a> {
    const NAME: &'static str = "DigestAlgorithm";
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
impl<'a> rt::Jer for DigestAlgorithm<'a> {
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
