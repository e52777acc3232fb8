use ::synta_rt as rt;
/// `id-ct-KP-aKeyPackage` = 2.16.840.1.101.2.1.2.78.5
pub const ID_CT_KP_A_KEY_PACKAGE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x02, 0x01, 0x02, 0x4e, 0x05],
);
/// ```asn1
///
///
/// AsymmetricKeyPackage ::= SEQUENCE SIZE (1..MAX) OF OneAsymmetricKey
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsymmetricKeyPackage<'a>(pub rt::SequenceOf<'a, OneAsymmetricKey<'a>>);
impl<'a> rt::DerValue<'a> for AsymmetricKeyPackage<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            OneAsymmetricKey<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AsymmetricKeyPackage<'a> {
    const NAME: &'static str = "AsymmetricKeyPackage";
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
impl<'a> rt::Jer for AsymmetricKeyPackage<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// OneAsymmetricKey ::= SEQUENCE {
///     version              Version,
///     privateKeyAlgorithm  PrivateKeyAlgorithmIdentifier,
///     privateKey           PrivateKey,
///     attributes       [0] Attributes OPTIONAL,
///     ...,
///     [[2: publicKey   [1] PublicKey OPTIONAL ]],
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneAsymmetricKey<'a> {
    /// `version`: [UNIVERSAL 2] -> AsymmetricKeyPackageModuleV1.Version (value 0, ...)
    pub version: Version<'a>,
    /// `privateKeyAlgorithm`: [UNIVERSAL 16] -> AsymmetricKeyPackageModuleV1.PrivateKeyAlgorithmIdentifier
    pub private_key_algorithm: PrivateKeyAlgorithmIdentifier<'a>,
    /// `privateKey`: [UNIVERSAL 4] -> AsymmetricKeyPackageModuleV1.PrivateKey
    pub private_key: PrivateKey<'a>,
    /// `attributes`: [0] -> AsymmetricKeyPackageModuleV1.Attributes OPTIONAL
    pub attributes: ::core::option::Option<Attributes<'a>>,
    /// `publicKey`: [1] -> AsymmetricKeyPackageModuleV1.PublicKey OPTIONAL
    pub public_key: ::core::option::Option<PublicKey<'a>>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for OneAsymmetricKey<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<Version<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let private_key_algorithm = r
            .value::<PrivateKeyAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("privateKeyAlgorithm"))?;
        let private_key = r
            .value::<PrivateKey<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("privateKey"))?;
        let attributes = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<Attributes<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("attributes"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let public_key = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<PublicKey<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("publicKey"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            version,
            private_key_algorithm,
            private_key,
            attributes,
            public_key,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.private_key_algorithm)
            .map_err(|e| e.at("privateKeyAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.private_key)
            .map_err(|e| e.at("privateKey"))?;
        if let ::core::option::Option::Some(v) = &self.attributes {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("attributes"))?;
        }
        if let ::core::option::Option::Some(v) = &self.public_key {
            rt::encode_value(w, rt::Tag::context(1), v).map_err(|e| e.at("publicKey"))?;
        }
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OneAsymmetricKey<'a> {
    const NAME: &'static str = "OneAsymmetricKey";
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
impl<'a> rt::Jer for OneAsymmetricKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("privateKeyAlgorithm");
        rt::Jer::write_jer(&self.private_key_algorithm, w)
            .map_err(|e| e.at("privateKeyAlgorithm"))?;
        w.member("privateKey");
        rt::Jer::write_jer(&self.private_key, w).map_err(|e| e.at("privateKey"))?;
        if let ::core::option::Option::Some(v) = &self.attributes {
            w.member("attributes");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("attributes"))?;
        }
        if let ::core::option::Option::Some(v) = &self.public_key {
            w.member("publicKey");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("publicKey"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PrivateKeyInfo ::= OneAsymmetricKey
/// ```
pub type PrivateKeyInfo<'a> = OneAsymmetricKey<'a>;
/// ```asn1
/// Version ::= INTEGER { v1(0), v2(1) } (v1, ..., v2)
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version<'a>(pub rt::Integer<'a>);
impl<'a> Version<'a> {
    /// The number `v1`.
    pub const V1: i64 = 0;
    /// The number `v2`.
    pub const V2: i64 = 1;
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
/// PrivateKeyAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type PrivateKeyAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// PrivateKey ::= OCTET STRING
/// ```
pub type PrivateKey<'a> = &'a [u8];
/// ```asn1
/// PublicKey ::= BIT STRING
/// ```
pub type PublicKey<'a> = rt::BitString<'a>;
/// ```asn1
/// Attributes ::= SET OF Attribute
/// ```
pub type Attributes<'a> = rt::SetOf<'a, super::pkix1_explicit88::Attribute<'a>>;
/// ```asn1
/// EncryptedPrivateKeyInfo ::= SEQUENCE {
///     encryptionAlgorithm  EncryptionAlgorithmIdentifier,
///     encryptedData        EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncryptedPrivateKeyInfo<'a> {
    /// `encryptionAlgorithm`: [UNIVERSAL 16] -> AsymmetricKeyPackageModuleV1.EncryptionAlgorithmIdentifier
    pub encryption_algorithm: EncryptionAlgorithmIdentifier<'a>,
    /// `encryptedData`: [UNIVERSAL 4] -> AsymmetricKeyPackageModuleV1.EncryptedData
    pub encrypted_data: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for EncryptedPrivateKeyInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let encryption_algorithm = r
            .value::<EncryptionAlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("encryptionAlgorithm"))?;
        let encrypted_data = r
            .value::<EncryptedData<'a>>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("encryptedData"))?;
        Ok(Self {
            encryption_algorithm,
            encrypted_data,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.encryption_algorithm)
            .map_err(|e| e.at("encryptionAlgorithm"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.encrypted_data)
            .map_err(|e| e.at("encryptedData"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncryptedPrivateKeyInfo<'a> {
    const NAME: &'static str = "EncryptedPrivateKeyInfo";
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
impl<'a> rt::Jer for EncryptedPrivateKeyInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("encryptionAlgorithm");
        rt::Jer::write_jer(&self.encryption_algorithm, w)
            .map_err(|e| e.at("encryptionAlgorithm"))?;
        w.member("encryptedData");
        rt::Jer::write_jer(&self.encrypted_data, w).map_err(|e| e.at("encryptedData"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncryptionAlgorithmIdentifier ::= AlgorithmIdentifier
/// ```
pub type EncryptionAlgorithmIdentifier<'a> = super::pkix1_explicit88::AlgorithmIdentifier<
    'a,
>;
/// ```asn1
/// EncryptedData ::= OCTET STRING
/// ```
pub type EncryptedData<'a> = &'a [u8];
