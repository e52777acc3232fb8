use ::synta_rt as rt;
/// `rsadsi` = 1.2.840.113549
pub const RSADSI: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d],
);
/// `pkcs` = 1.2.840.113549.1
pub const PKCS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01],
);
/// `pkcs-12` = 1.2.840.113549.1.12
pub const PKCS_12: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c],
);
/// `pkcs-12PbeIds` = 1.2.840.113549.1.12.1
pub const PKCS_12PBE_IDS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01],
);
/// `pbeWithSHAAnd128BitRC4` = 1.2.840.113549.1.12.1.1
pub const PBE_WITH_SHA_AND128_BIT_RC4: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01, 0x01],
);
/// `pbeWithSHAAnd40BitRC4` = 1.2.840.113549.1.12.1.2
pub const PBE_WITH_SHA_AND40_BIT_RC4: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01, 0x02],
);
/// `pbeWithSHAAnd3-KeyTripleDES-CBC` = 1.2.840.113549.1.12.1.3
pub const PBE_WITH_SHA_AND3_KEY_TRIPLE_DES_CBC: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01, 0x03],
);
/// `pbeWithSHAAnd2-KeyTripleDES-CBC` = 1.2.840.113549.1.12.1.4
pub const PBE_WITH_SHA_AND2_KEY_TRIPLE_DES_CBC: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01, 0x04],
);
/// `pbeWithSHAAnd128BitRC2-CBC` = 1.2.840.113549.1.12.1.5
pub const PBE_WITH_SHA_AND128_BIT_RC2_CBC: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01, 0x05],
);
/// `pbewithSHAAnd40BitRC2-CBC` = 1.2.840.113549.1.12.1.6
pub const PBEWITH_SHA_AND40_BIT_RC2_CBC: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01, 0x06],
);
/// `bagtypes` = 1.2.840.113549.1.12.10.1
pub const BAGTYPES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01],
);
/// `keyBag` = 1.2.840.113549.1.12.10.1.1
pub const KEY_BAG: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, 0x01],
);
/// `pkcs8ShroudedKeyBag` = 1.2.840.113549.1.12.10.1.2
pub const PKCS8_SHROUDED_KEY_BAG: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, 0x02],
);
/// `certBag` = 1.2.840.113549.1.12.10.1.3
pub const CERT_BAG: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, 0x03],
);
/// `crlBag` = 1.2.840.113549.1.12.10.1.4
pub const CRL_BAG: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, 0x04],
);
/// `secretBag` = 1.2.840.113549.1.12.10.1.5
pub const SECRET_BAG: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, 0x05],
);
/// `safeContentsBag` = 1.2.840.113549.1.12.10.1.6
pub const SAFE_CONTENTS_BAG: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, 0x06],
);
/// ```asn1
///
///
/// -- The PFX PDU (§4)
/// PFX ::= SEQUENCE {
///     version   INTEGER { v3(3) } (v3, ...),
///     authSafe  ContentInfo,
///     macData   MacData OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pfx<'a> {
    /// `version`: [UNIVERSAL 2] INTEGER { v3(3) } (value 3, ...)
    pub version: rt::Integer<'a>,
    /// `authSafe`: [UNIVERSAL 16] -> CryptographicMessageSyntax2004.ContentInfo
    pub auth_safe: super::cryptographic_message_syntax2004::ContentInfo<'a>,
    /// `macData`: [UNIVERSAL 16] -> PKCS-12.MacData OPTIONAL
    pub mac_data: ::core::option::Option<MacData<'a>>,
}
impl<'a> rt::DerValue<'a> for Pfx<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("version"))?;
        let auth_safe = r
            .value::<
                super::cryptographic_message_syntax2004::ContentInfo<'a>,
            >(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("authSafe"))?;
        let mac_data = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<MacData<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("macData"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            auth_safe,
            mac_data,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.version)
            .map_err(|e| e.at("version"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.auth_safe)
            .map_err(|e| e.at("authSafe"))?;
        if let ::core::option::Option::Some(v) = &self.mac_data {
            rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("macData"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Pfx<'a> {
    const NAME: &'static str = "PFX";
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
impl<'a> rt::Jer for Pfx<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("authSafe");
        rt::Jer::write_jer(&self.auth_safe, w).map_err(|e| e.at("authSafe"))?;
        if let ::core::option::Option::Some(v) = &self.mac_data {
            w.member("macData");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("macData"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// MacData ::= SEQUENCE {
///     mac         DigestInfo,
///     macSalt     OCTET STRING,
///     iterations  INTEGER DEFAULT 1 }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacData<'a> {
    /// `mac`: [UNIVERSAL 16] -> PKCS-1.DigestInfo
    pub mac: super::pkcs_1::DigestInfo<'a>,
    /// `macSalt`: [UNIVERSAL 4] OCTET STRING
    pub mac_salt: &'a [u8],
    /// `iterations`: [UNIVERSAL 2] INTEGER DEFAULT 1
    pub iterations: rt::Integer<'a>,
}
impl<'a> MacData<'a> {
    /// The DER encoding of the DEFAULT value of `iterations`.
    pub const ITERATIONS_DEFAULT: &'static [u8] = &[0x02, 0x01, 0x01];
    /// The DEFAULT value of `iterations`, decoded from its encoding.
    pub fn iterations_default() -> rt::Result<rt::Integer<'static>> {
        let mut r = rt::Reader::new(Self::ITERATIONS_DEFAULT);
        r.value::<rt::Integer<'static>>(rt::Tag::INTEGER)
    }
}
impl<'a> rt::DerValue<'a> for MacData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let mac = r
            .value::<super::pkcs_1::DigestInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("mac"))?;
        let mac_salt = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("macSalt"))?;
        let off = r.offset();
        let iterations = if r.peek_is(rt::Tag::INTEGER) {
            let before = r.remaining();
            let v = r
                .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
                .map_err(|e| e.at("iterations"))?;
            rt::check_not_default(before, r.remaining(), Self::ITERATIONS_DEFAULT, off)
                .map_err(|e| e.at("iterations"))?;
            v
        } else {
            Self::iterations_default()?
        };
        Ok(Self { mac, mac_salt, iterations })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.mac).map_err(|e| e.at("mac"))?;
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.mac_salt)
            .map_err(|e| e.at("macSalt"))?;
        if self.iterations != Self::iterations_default()? {
            rt::encode_value(w, rt::Tag::INTEGER, &self.iterations)
                .map_err(|e| e.at("iterations"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for MacData<'a> {
    const NAME: &'static str = "MacData";
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
impl<'a> rt::Jer for MacData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("mac");
        rt::Jer::write_jer(&self.mac, w).map_err(|e| e.at("mac"))?;
        w.member("macSalt");
        rt::Jer::write_jer(&self.mac_salt, w).map_err(|e| e.at("macSalt"))?;
        w.member("iterations");
        rt::Jer::write_jer(&self.iterations, w).map_err(|e| e.at("iterations"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AuthenticatedSafe ::= SEQUENCE OF ContentInfo
/// ```
pub type AuthenticatedSafe<'a> = rt::SequenceOf<
    'a,
    super::cryptographic_message_syntax2004::ContentInfo<'a>,
>;
/// ```asn1
/// SafeContents ::= SEQUENCE OF SafeBag
/// ```
pub type SafeContents<'a> = rt::SequenceOf<'a, SafeBag<'a>>;
/// ```asn1
/// SafeBag ::= SEQUENCE {
///     bagId          OBJECT IDENTIFIER,
///     bagValue       [0] EXPLICIT ANY DEFINED BY bagId,
///     bagAttributes  SET OF PKCS12Attribute OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SafeBag<'a> {
    /// `bagId`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub bag_id: rt::ObjectIdentifier<'a>,
    /// `bagValue`: [0] EXPLICIT ANY DEFINED BY bagId
    pub bag_value: rt::RawDer<'a>,
    /// `bagAttributes`: [UNIVERSAL 17] SET OF [UNIVERSAL 16] -> PKCS-12.PKCS12Attribute OPTIONAL
    pub bag_attributes: ::core::option::Option<rt::SetOf<'a, Pkcs12Attribute<'a>>>,
}
impl<'a> rt::DerValue<'a> for SafeBag<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let bag_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("bagId"))?;
        let bag_value = r
            .explicit(
                rt::Tag::context(0),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("bagValue"))?;
        let bag_attributes = if r.peek_is(rt::Tag::SET) {
            let v = r
                .value::<rt::SetOf<'a, Pkcs12Attribute<'a>>>(rt::Tag::SET)
                .map_err(|e| e.at("bagAttributes"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            bag_id,
            bag_value,
            bag_attributes,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.bag_id)
            .map_err(|e| e.at("bagId"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.bag_value, w),
            )
            .map_err(|e| e.at("bagValue"))?;
        if let ::core::option::Option::Some(v) = &self.bag_attributes {
            rt::encode_value(w, rt::Tag::SET, v).map_err(|e| e.at("bagAttributes"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SafeBag<'a> {
    const NAME: &'static str = "SafeBag";
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
impl<'a> rt::Jer for SafeBag<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("bagId");
        rt::Jer::write_jer(&self.bag_id, w).map_err(|e| e.at("bagId"))?;
        w.member("bagValue");
        rt::Jer::write_jer(&self.bag_value, w).map_err(|e| e.at("bagValue"))?;
        if let ::core::option::Option::Some(v) = &self.bag_attributes {
            w.member("bagAttributes");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("bagAttributes"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KeyBag ::= PrivateKeyInfo
/// ```
pub type KeyBag<'a> = super::asymmetric_key_package_module_v1::PrivateKeyInfo<'a>;
/// ```asn1
/// PKCS8ShroudedKeyBag ::= EncryptedPrivateKeyInfo
/// ```
pub type Pkcs8ShroudedKeyBag<'a> = super::asymmetric_key_package_module_v1::EncryptedPrivateKeyInfo<
    'a,
>;
/// ```asn1
/// CertBag ::= SEQUENCE {
///     certId     OBJECT IDENTIFIER,
///     certValue  [0] EXPLICIT ANY DEFINED BY certId }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertBag<'a> {
    /// `certId`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub cert_id: rt::ObjectIdentifier<'a>,
    /// `certValue`: [0] EXPLICIT ANY DEFINED BY certId
    pub cert_value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for CertBag<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let cert_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("certId"))?;
        let cert_value = r
            .explicit(
                rt::Tag::context(0),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("certValue"))?;
        Ok(Self { cert_id, cert_value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.cert_id)
            .map_err(|e| e.at("certId"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.cert_value, w),
            )
            .map_err(|e| e.at("certValue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CertBag<'a> {
    const NAME: &'static str = "CertBag";
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
impl<'a> rt::Jer for CertBag<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("certId");
        rt::Jer::write_jer(&self.cert_id, w).map_err(|e| e.at("certId"))?;
        w.member("certValue");
        rt::Jer::write_jer(&self.cert_value, w).map_err(|e| e.at("certValue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CRLBag ::= SEQUENCE {
///     crlId     OBJECT IDENTIFIER,
///     crlValue  [0] EXPLICIT ANY DEFINED BY crlId }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrlBag<'a> {
    /// `crlId`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub crl_id: rt::ObjectIdentifier<'a>,
    /// `crlValue`: [0] EXPLICIT ANY DEFINED BY crlId
    pub crl_value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for CrlBag<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let crl_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("crlId"))?;
        let crl_value = r
            .explicit(
                rt::Tag::context(0),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("crlValue"))?;
        Ok(Self { crl_id, crl_value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.crl_id)
            .map_err(|e| e.at("crlId"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.crl_value, w),
            )
            .map_err(|e| e.at("crlValue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CrlBag<'a> {
    const NAME: &'static str = "CRLBag";
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
impl<'a> rt::Jer for CrlBag<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("crlId");
        rt::Jer::write_jer(&self.crl_id, w).map_err(|e| e.at("crlId"))?;
        w.member("crlValue");
        rt::Jer::write_jer(&self.crl_value, w).map_err(|e| e.at("crlValue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// SecretBag ::= SEQUENCE {
///     secretTypeId  OBJECT IDENTIFIER,
///     secretValue   [0] EXPLICIT ANY DEFINED BY secretTypeId }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecretBag<'a> {
    /// `secretTypeId`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub secret_type_id: rt::ObjectIdentifier<'a>,
    /// `secretValue`: [0] EXPLICIT ANY DEFINED BY secretTypeId
    pub secret_value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for SecretBag<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let secret_type_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("secretTypeId"))?;
        let secret_value = r
            .explicit(
                rt::Tag::context(0),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("secretValue"))?;
        Ok(Self {
            secret_type_id,
            secret_value,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.secret_type_id)
            .map_err(|e| e.at("secretTypeId"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.secret_value, w),
            )
            .map_err(|e| e.at("secretValue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SecretBag<'a> {
    const NAME: &'static str = "SecretBag";
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
impl<'a> rt::Jer for SecretBag<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("secretTypeId");
        rt::Jer::write_jer(&self.secret_type_id, w).map_err(|e| e.at("secretTypeId"))?;
        w.member("secretValue");
        rt::Jer::write_jer(&self.secret_value, w).map_err(|e| e.at("secretValue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PKCS12Attribute ::= SEQUENCE {
///     attrId      OBJECT IDENTIFIER,
///     attrValues  SET OF ANY DEFINED BY attrId }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pkcs12Attribute<'a> {
    /// `attrId`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub attr_id: rt::ObjectIdentifier<'a>,
    /// `attrValues`: [UNIVERSAL 17] SET OF ANY DEFINED BY attrId
    pub attr_values: rt::SetOf<'a, rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for Pkcs12Attribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let attr_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("attrId"))?;
        let attr_values = r
            .value::<rt::SetOf<'a, rt::RawDer<'a>>>(rt::Tag::SET)
            .map_err(|e| e.at("attrValues"))?;
        Ok(Self { attr_id, attr_values })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.attr_id)
            .map_err(|e| e.at("attrId"))?;
        rt::encode_value(w, rt::Tag::SET, &self.attr_values)
            .map_err(|e| e.at("attrValues"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Pkcs12Attribute<'a> {
    const NAME: &'static str = "PKCS12Attribute";
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
impl<'a> rt::Jer for Pkcs12Attribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("attrId");
        rt::Jer::write_jer(&self.attr_id, w).map_err(|e| e.at("attrId"))?;
        w.member("attrValues");
        rt::Jer::write_jer(&self.attr_values, w).map_err(|e| e.at("attrValues"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PKCS12PbeParams ::= SEQUENCE {
///     salt        OCTET STRING,
///     iterations  INTEGER }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pkcs12PbeParams<'a> {
    /// `salt`: [UNIVERSAL 4] OCTET STRING
    pub salt: &'a [u8],
    /// `iterations`: [UNIVERSAL 2] INTEGER
    pub iterations: rt::Integer<'a>,
}
impl<'a> rt::DerValue<'a> for Pkcs12PbeParams<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let salt = r.value::<&'a [u8]>(rt::Tag::OCTET_STRING).map_err(|e| e.at("salt"))?;
        let iterations = r
            .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("iterations"))?;
        Ok(Self { salt, iterations })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.salt)
            .map_err(|e| e.at("salt"))?;
        rt::encode_value(w, rt::Tag::INTEGER, &self.iterations)
            .map_err(|e| e.at("iterations"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Pkcs12PbeParams<'a> {
    const NAME: &'static str = "PKCS12PbeParams";
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
impl<'a> rt::Jer for Pkcs12PbeParams<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("salt");
        rt::Jer::write_jer(&self.salt, w).map_err(|e| e.at("salt"))?;
        w.member("iterations");
        rt::Jer::write_jer(&self.iterations, w).map_err(|e| e.at("iterations"))?;
        w.end_object();
        Ok(())
    }
}
