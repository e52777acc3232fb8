use ::synta_rt as rt;
/// `id-krb5` = 1.3.6.1.5.2
pub const ID_KRB5: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x02],
);
/// ```asn1
///
///
/// -- Basic types (§5.2)
/// Int32 ::= INTEGER (-2147483648..2147483647)
/// ```
pub type Int32 = i32;
/// ```asn1
///
///
/// UInt32 ::= INTEGER (0..4294967295)
/// ```
pub type UInt32 = u32;
/// ```asn1
///
///
/// Microseconds ::= INTEGER (0..999999)
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Microseconds(pub u32);
impl<'a> rt::DerValue<'a> for Microseconds {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <u32 as rt::DerValue>::decode_content(r)?;
        rt::check_range((0..=999999).contains(&i128::from(v)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_range((0..=999999).contains(&i128::from(self.0)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for Microseconds {
    const NAME: &'static str = "Microseconds";
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
impl rt::Jer for Microseconds {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// -- GeneralString restricted to IA5 characters (§5.2.1).
/// KerberosString ::= GeneralString (IA5String)
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KerberosString<'a>(pub rt::GeneralString<'a>);
impl<'a> rt::DerValue<'a> for KerberosString<'a> {
    const TAG: rt::Tag = rt::Tag::universal(27);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::GeneralString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_alphabet(v.code_points(), &[(0x0, 0x7f)], off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_alphabet(self.0.code_points(), &[(0x0, 0x7f)], 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for KerberosString<'a> {
    const NAME: &'static str = "KerberosString";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(27))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(27), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(27)
    }
}
impl<'a> rt::Jer for KerberosString<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// Realm ::= KerberosString
/// ```
pub type Realm<'a> = KerberosString<'a>;
/// ```asn1
/// PrincipalName ::= SEQUENCE {
///     name-type    [0] Int32,
///     name-string  [1] SEQUENCE OF KerberosString }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrincipalName<'a> {
    /// `name-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub name_type: Int32,
    /// `name-string`: [1] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 27] -> KerberosV5Spec2.KerberosString (from 0x0..0x7f)
    pub name_string: rt::SequenceOf<'a, KerberosString<'a>>,
}
impl<'a> rt::DerValue<'a> for PrincipalName<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let name_type = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("name-type"))?;
        let name_string = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<rt::SequenceOf<'a, KerberosString<'a>>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("name-string"))?;
        Ok(Self { name_type, name_string })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.name_type),
            )
            .map_err(|e| e.at("name-type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.name_string),
            )
            .map_err(|e| e.at("name-string"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PrincipalName<'a> {
    const NAME: &'static str = "PrincipalName";
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
impl<'a> rt::Jer for PrincipalName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("name-type");
        rt::Jer::write_jer(&self.name_type, w).map_err(|e| e.at("name-type"))?;
        w.member("name-string");
        rt::Jer::write_jer(&self.name_string, w).map_err(|e| e.at("name-string"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KerberosTime ::= GeneralizedTime
/// ```
pub type KerberosTime<'a> = rt::GeneralizedTime<'a>;
/// ```asn1
/// HostAddress ::= SEQUENCE {
///     addr-type  [0] Int32,
///     address    [1] OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostAddress<'a> {
    /// `addr-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub addr_type: Int32,
    /// `address`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub address: &'a [u8],
}
impl<'a> rt::DerValue<'a> for HostAddress<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let addr_type = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("addr-type"))?;
        let address = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("address"))?;
        Ok(Self { addr_type, address })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.addr_type),
            )
            .map_err(|e| e.at("addr-type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.address),
            )
            .map_err(|e| e.at("address"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for HostAddress<'a> {
    const NAME: &'static str = "HostAddress";
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
impl<'a> rt::Jer for HostAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("addr-type");
        rt::Jer::write_jer(&self.addr_type, w).map_err(|e| e.at("addr-type"))?;
        w.member("address");
        rt::Jer::write_jer(&self.address, w).map_err(|e| e.at("address"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// HostAddresses ::= SEQUENCE OF HostAddress
/// ```
pub type HostAddresses<'a> = rt::SequenceOf<'a, HostAddress<'a>>;
/// The type of `AuthorizationData.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthorizationDataItem<'a> {
    /// `ad-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub ad_type: Int32,
    /// `ad-data`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub ad_data: &'a [u8],
}
impl<'a> rt::DerValue<'a> for AuthorizationDataItem<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ad_type = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("ad-type"))?;
        let ad_data = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("ad-data"))?;
        Ok(Self { ad_type, ad_data })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.ad_type),
            )
            .map_err(|e| e.at("ad-type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.ad_data),
            )
            .map_err(|e| e.at("ad-data"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AuthorizationDataItem<'a> {
    const NAME: &'static str = "AuthorizationData.item";
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
impl<'a> rt::Jer for AuthorizationDataItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("ad-type");
        rt::Jer::write_jer(&self.ad_type, w).map_err(|e| e.at("ad-type"))?;
        w.member("ad-data");
        rt::Jer::write_jer(&self.ad_data, w).map_err(|e| e.at("ad-data"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AuthorizationData ::= SEQUENCE OF SEQUENCE {
///     ad-type  [0] Int32,
///     ad-data  [1] OCTET STRING }
/// ```
pub type AuthorizationData<'a> = rt::SequenceOf<'a, AuthorizationDataItem<'a>>;
/// ```asn1
/// PA-DATA ::= SEQUENCE {
///     padata-type   [1] Int32,
///     padata-value  [2] OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaData<'a> {
    /// `padata-type`: [1] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub padata_type: Int32,
    /// `padata-value`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub padata_value: &'a [u8],
}
impl<'a> rt::DerValue<'a> for PaData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let padata_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("padata-type"))?;
        let padata_value = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("padata-value"))?;
        Ok(Self { padata_type, padata_value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.padata_type),
            )
            .map_err(|e| e.at("padata-type"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.padata_value),
            )
            .map_err(|e| e.at("padata-value"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PaData<'a> {
    const NAME: &'static str = "PA-DATA";
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
impl<'a> rt::Jer for PaData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("padata-type");
        rt::Jer::write_jer(&self.padata_type, w).map_err(|e| e.at("padata-type"))?;
        w.member("padata-value");
        rt::Jer::write_jer(&self.padata_value, w).map_err(|e| e.at("padata-value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KerberosFlags ::= BIT STRING (SIZE (32..MAX))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KerberosFlags<'a>(pub rt::BitString<'a>);
impl<'a> rt::DerValue<'a> for KerberosFlags<'a> {
    const TAG: rt::Tag = rt::Tag::BIT_STRING;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::BitString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 32, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 32, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for KerberosFlags<'a> {
    const NAME: &'static str = "KerberosFlags";
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
impl<'a> rt::Jer for KerberosFlags<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// EncryptedData ::= SEQUENCE {
///     etype   [0] Int32,
///     kvno    [1] UInt32 OPTIONAL,
///     cipher  [2] OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncryptedData<'a> {
    /// `etype`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub etype: Int32,
    /// `kvno`: [1] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32 OPTIONAL
    pub kvno: ::core::option::Option<UInt32>,
    /// `cipher`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub cipher: &'a [u8],
}
impl<'a> rt::DerValue<'a> for EncryptedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let etype = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("etype"))?;
        let kvno = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(rt::Tag::context(1), |r| r.value::<UInt32>(rt::Tag::INTEGER))
                .map_err(|e| e.at("kvno"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let cipher = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("cipher"))?;
        Ok(Self { etype, kvno, cipher })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.etype),
            )
            .map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.kvno {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("kvno"))?;
        }
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.cipher),
            )
            .map_err(|e| e.at("cipher"))?;
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
        w.member("etype");
        rt::Jer::write_jer(&self.etype, w).map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.kvno {
            w.member("kvno");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("kvno"))?;
        }
        w.member("cipher");
        rt::Jer::write_jer(&self.cipher, w).map_err(|e| e.at("cipher"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncryptionKey ::= SEQUENCE {
///     keytype   [0] Int32,
///     keyvalue  [1] OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncryptionKey<'a> {
    /// `keytype`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub keytype: Int32,
    /// `keyvalue`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub keyvalue: &'a [u8],
}
impl<'a> rt::DerValue<'a> for EncryptionKey<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let keytype = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("keytype"))?;
        let keyvalue = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("keyvalue"))?;
        Ok(Self { keytype, keyvalue })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.keytype),
            )
            .map_err(|e| e.at("keytype"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.keyvalue),
            )
            .map_err(|e| e.at("keyvalue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncryptionKey<'a> {
    const NAME: &'static str = "EncryptionKey";
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
impl<'a> rt::Jer for EncryptionKey<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("keytype");
        rt::Jer::write_jer(&self.keytype, w).map_err(|e| e.at("keytype"))?;
        w.member("keyvalue");
        rt::Jer::write_jer(&self.keyvalue, w).map_err(|e| e.at("keyvalue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Checksum ::= SEQUENCE {
///     cksumtype  [0] Int32,
///     checksum   [1] OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checksum<'a> {
    /// `cksumtype`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub cksumtype: Int32,
    /// `checksum`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub checksum: &'a [u8],
}
impl<'a> rt::DerValue<'a> for Checksum<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let cksumtype = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("cksumtype"))?;
        let checksum = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("checksum"))?;
        Ok(Self { cksumtype, checksum })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.cksumtype),
            )
            .map_err(|e| e.at("cksumtype"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.checksum),
            )
            .map_err(|e| e.at("checksum"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Checksum<'a> {
    const NAME: &'static str = "Checksum";
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
impl<'a> rt::Jer for Checksum<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("cksumtype");
        rt::Jer::write_jer(&self.cksumtype, w).map_err(|e| e.at("cksumtype"))?;
        w.member("checksum");
        rt::Jer::write_jer(&self.checksum, w).map_err(|e| e.at("checksum"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Ticket ::= [APPLICATION 1] SEQUENCE {
///     tkt-vno   [0] INTEGER (5),
///     realm     [1] Realm,
///     sname     [2] PrincipalName,
///     enc-part  [3] EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticket<'a> {
    /// `tkt-vno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub tkt_vno: u8,
    /// `realm`: [1] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub realm: Realm<'a>,
    /// `sname`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub sname: PrincipalName<'a>,
    /// `enc-part`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_part: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for Ticket<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let tkt_vno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("tkt-vno"))?;
        rt::check_range(i128::from(tkt_vno) == 5, off).map_err(|e| e.at("tkt-vno"))?;
        let realm = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("realm"))?;
        let sname = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("sname"))?;
        let enc_part = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(Self {
            tkt_vno,
            realm,
            sname,
            enc_part,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.tkt_vno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("tkt-vno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("tkt-vno"))?;
        }
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.realm),
            )
            .map_err(|e| e.at("realm"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.sname),
            )
            .map_err(|e| e.at("sname"))?;
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_part),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Ticket<'a> {
    const NAME: &'static str = "Ticket";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(1), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(1).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(1).constructed()
    }
}
impl<'a> rt::Jer for Ticket<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("tkt-vno");
        rt::Jer::write_jer(&self.tkt_vno, w).map_err(|e| e.at("tkt-vno"))?;
        w.member("realm");
        rt::Jer::write_jer(&self.realm, w).map_err(|e| e.at("realm"))?;
        w.member("sname");
        rt::Jer::write_jer(&self.sname, w).map_err(|e| e.at("sname"))?;
        w.member("enc-part");
        rt::Jer::write_jer(&self.enc_part, w).map_err(|e| e.at("enc-part"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncTicketPart ::= [APPLICATION 3] SEQUENCE {
///     flags               [0] TicketFlags,
///     key                 [1] EncryptionKey,
///     crealm              [2] Realm,
///     cname               [3] PrincipalName,
///     transited           [4] TransitedEncoding,
///     authtime            [5] KerberosTime,
///     starttime           [6] KerberosTime OPTIONAL,
///     endtime             [7] KerberosTime,
///     renew-till          [8] KerberosTime OPTIONAL,
///     caddr               [9] HostAddresses OPTIONAL,
///     authorization-data  [10] AuthorizationData OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncTicketPart<'a> {
    /// `flags`: [0] EXPLICIT [UNIVERSAL 3] -> KerberosV5Spec2.TicketFlags (size 32..MAX)
    pub flags: TicketFlags<'a>,
    /// `key`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptionKey
    pub key: EncryptionKey<'a>,
    /// `crealm`: [2] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub crealm: Realm<'a>,
    /// `cname`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub cname: PrincipalName<'a>,
    /// `transited`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.TransitedEncoding
    pub transited: TransitedEncoding<'a>,
    /// `authtime`: [5] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub authtime: KerberosTime<'a>,
    /// `starttime`: [6] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub starttime: ::core::option::Option<KerberosTime<'a>>,
    /// `endtime`: [7] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub endtime: KerberosTime<'a>,
    /// `renew-till`: [8] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub renew_till: ::core::option::Option<KerberosTime<'a>>,
    /// `caddr`: [9] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddresses OPTIONAL
    pub caddr: ::core::option::Option<HostAddresses<'a>>,
    /// `authorization-data`: [10] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.AuthorizationData OPTIONAL
    pub authorization_data: ::core::option::Option<AuthorizationData<'a>>,
}
impl<'a> rt::DerValue<'a> for EncTicketPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let flags = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<TicketFlags<'a>>(rt::Tag::BIT_STRING),
            )
            .map_err(|e| e.at("flags"))?;
        let key = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<EncryptionKey<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("key"))?;
        let crealm = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("crealm"))?;
        let cname = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("cname"))?;
        let transited = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<TransitedEncoding<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("transited"))?;
        let authtime = r
            .explicit(
                rt::Tag::context(5),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("authtime"))?;
        let starttime = if r.peek_is(rt::Tag::context(6).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(6),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("starttime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let endtime = r
            .explicit(
                rt::Tag::context(7),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("endtime"))?;
        let renew_till = if r.peek_is(rt::Tag::context(8).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(8),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("renew-till"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let caddr = if r.peek_is(rt::Tag::context(9).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(9),
                    |r| r.value::<HostAddresses<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("caddr"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let authorization_data = if r.peek_is(rt::Tag::context(10).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(10),
                    |r| r.value::<AuthorizationData<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("authorization-data"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            flags,
            key,
            crealm,
            cname,
            transited,
            authtime,
            starttime,
            endtime,
            renew_till,
            caddr,
            authorization_data,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::BIT_STRING, &self.flags),
            )
            .map_err(|e| e.at("flags"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.key),
            )
            .map_err(|e| e.at("key"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.crealm),
            )
            .map_err(|e| e.at("crealm"))?;
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.cname),
            )
            .map_err(|e| e.at("cname"))?;
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.transited),
            )
            .map_err(|e| e.at("transited"))?;
        w.tlv(
                rt::Tag::context(5).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.authtime),
            )
            .map_err(|e| e.at("authtime"))?;
        if let ::core::option::Option::Some(v) = &self.starttime {
            w.tlv(
                    rt::Tag::context(6).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("starttime"))?;
        }
        w.tlv(
                rt::Tag::context(7).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.endtime),
            )
            .map_err(|e| e.at("endtime"))?;
        if let ::core::option::Option::Some(v) = &self.renew_till {
            w.tlv(
                    rt::Tag::context(8).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("renew-till"))?;
        }
        if let ::core::option::Option::Some(v) = &self.caddr {
            w.tlv(
                    rt::Tag::context(9).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("caddr"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authorization_data {
            w.tlv(
                    rt::Tag::context(10).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("authorization-data"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncTicketPart<'a> {
    const NAME: &'static str = "EncTicketPart";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(3), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(3).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(3).constructed()
    }
}
impl<'a> rt::Jer for EncTicketPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("flags");
        rt::Jer::write_jer(&self.flags, w).map_err(|e| e.at("flags"))?;
        w.member("key");
        rt::Jer::write_jer(&self.key, w).map_err(|e| e.at("key"))?;
        w.member("crealm");
        rt::Jer::write_jer(&self.crealm, w).map_err(|e| e.at("crealm"))?;
        w.member("cname");
        rt::Jer::write_jer(&self.cname, w).map_err(|e| e.at("cname"))?;
        w.member("transited");
        rt::Jer::write_jer(&self.transited, w).map_err(|e| e.at("transited"))?;
        w.member("authtime");
        rt::Jer::write_jer(&self.authtime, w).map_err(|e| e.at("authtime"))?;
        if let ::core::option::Option::Some(v) = &self.starttime {
            w.member("starttime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("starttime"))?;
        }
        w.member("endtime");
        rt::Jer::write_jer(&self.endtime, w).map_err(|e| e.at("endtime"))?;
        if let ::core::option::Option::Some(v) = &self.renew_till {
            w.member("renew-till");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("renew-till"))?;
        }
        if let ::core::option::Option::Some(v) = &self.caddr {
            w.member("caddr");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("caddr"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authorization_data {
            w.member("authorization-data");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authorization-data"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// TransitedEncoding ::= SEQUENCE {
///     tr-type   [0] Int32,
///     contents  [1] OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransitedEncoding<'a> {
    /// `tr-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub tr_type: Int32,
    /// `contents`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub contents: &'a [u8],
}
impl<'a> rt::DerValue<'a> for TransitedEncoding<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tr_type = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("tr-type"))?;
        let contents = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("contents"))?;
        Ok(Self { tr_type, contents })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.tr_type),
            )
            .map_err(|e| e.at("tr-type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.contents),
            )
            .map_err(|e| e.at("contents"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TransitedEncoding<'a> {
    const NAME: &'static str = "TransitedEncoding";
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
impl<'a> rt::Jer for TransitedEncoding<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("tr-type");
        rt::Jer::write_jer(&self.tr_type, w).map_err(|e| e.at("tr-type"))?;
        w.member("contents");
        rt::Jer::write_jer(&self.contents, w).map_err(|e| e.at("contents"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// TicketFlags ::= KerberosFlags
/// ```
pub type TicketFlags<'a> = KerberosFlags<'a>;
/// ```asn1
/// AS-REQ ::= [APPLICATION 10] KDC-REQ
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsReq<'a>(pub KdcReq<'a>);
impl<'a> rt::DerValue<'a> for AsReq<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <KdcReq<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AsReq<'a> {
    const NAME: &'static str = "AS-REQ";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(10), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(10).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(10).constructed()
    }
}
impl<'a> rt::Jer for AsReq<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// TGS-REQ ::= [APPLICATION 12] KDC-REQ
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TgsReq<'a>(pub KdcReq<'a>);
impl<'a> rt::DerValue<'a> for TgsReq<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <KdcReq<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TgsReq<'a> {
    const NAME: &'static str = "TGS-REQ";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(12), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(12).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(12).constructed()
    }
}
impl<'a> rt::Jer for TgsReq<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// KDC-REQ ::= SEQUENCE {
///     pvno      [1] INTEGER (5),
///     msg-type  [2] INTEGER (10 | 12),
///     padata    [3] SEQUENCE OF PA-DATA OPTIONAL,
///     req-body  [4] KDC-REQ-BODY }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdcReq<'a> {
    /// `pvno`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [2] EXPLICIT [UNIVERSAL 2] INTEGER (value 10 | 12) : u8
    pub msg_type: u8,
    /// `padata`: [3] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> KerberosV5Spec2.PA-DATA OPTIONAL
    pub padata: ::core::option::Option<rt::SequenceOf<'a, PaData<'a>>>,
    /// `req-body`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.KDC-REQ-BODY
    pub req_body: KdcReqBody<'a>,
}
impl<'a> rt::DerValue<'a> for KdcReq<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(2), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 10 || i128::from(msg_type) == 12, off)
            .map_err(|e| e.at("msg-type"))?;
        let padata = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<rt::SequenceOf<'a, PaData<'a>>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("padata"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let req_body = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<KdcReqBody<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("req-body"))?;
        Ok(Self {
            pvno,
            msg_type,
            padata,
            req_body,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 10 || i128::from(*v) == 12, 0)
                .map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        if let ::core::option::Option::Some(v) = &self.padata {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("padata"))?;
        }
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.req_body),
            )
            .map_err(|e| e.at("req-body"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KdcReq<'a> {
    const NAME: &'static str = "KDC-REQ";
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
impl<'a> rt::Jer for KdcReq<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        if let ::core::option::Option::Some(v) = &self.padata {
            w.member("padata");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("padata"))?;
        }
        w.member("req-body");
        rt::Jer::write_jer(&self.req_body, w).map_err(|e| e.at("req-body"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KDC-REQ-BODY ::= SEQUENCE {
///     kdc-options             [0] KDCOptions,
///     cname                   [1] PrincipalName OPTIONAL,
///     realm                   [2] Realm,
///     sname                   [3] PrincipalName OPTIONAL,
///     from                    [4] KerberosTime OPTIONAL,
///     till                    [5] KerberosTime,
///     rtime                   [6] KerberosTime OPTIONAL,
///     nonce                   [7] UInt32,
///     etype                   [8] SEQUENCE OF Int32,
///     addresses               [9] HostAddresses OPTIONAL,
///     enc-authorization-data  [10] EncryptedData OPTIONAL,
///     additional-tickets      [11] SEQUENCE OF Ticket OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdcReqBody<'a> {
    /// `kdc-options`: [0] EXPLICIT [UNIVERSAL 3] -> KerberosV5Spec2.KDCOptions (size 32..MAX)
    pub kdc_options: KdcOptions<'a>,
    /// `cname`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub cname: ::core::option::Option<PrincipalName<'a>>,
    /// `realm`: [2] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub realm: Realm<'a>,
    /// `sname`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub sname: ::core::option::Option<PrincipalName<'a>>,
    /// `from`: [4] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub from: ::core::option::Option<KerberosTime<'a>>,
    /// `till`: [5] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub till: KerberosTime<'a>,
    /// `rtime`: [6] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub rtime: ::core::option::Option<KerberosTime<'a>>,
    /// `nonce`: [7] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32
    pub nonce: UInt32,
    /// `etype`: [8] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub etype: rt::SequenceOf<'a, Int32>,
    /// `addresses`: [9] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddresses OPTIONAL
    pub addresses: ::core::option::Option<HostAddresses<'a>>,
    /// `enc-authorization-data`: [10] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData OPTIONAL
    pub enc_authorization_data: ::core::option::Option<EncryptedData<'a>>,
    /// `additional-tickets`: [11] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [APPLICATION 1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Ticket OPTIONAL
    pub additional_tickets: ::core::option::Option<rt::SequenceOf<'a, Ticket<'a>>>,
}
impl<'a> rt::DerValue<'a> for KdcReqBody<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let kdc_options = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<KdcOptions<'a>>(rt::Tag::BIT_STRING),
            )
            .map_err(|e| e.at("kdc-options"))?;
        let cname = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("cname"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let realm = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("realm"))?;
        let sname = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("sname"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let from = if r.peek_is(rt::Tag::context(4).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(4),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("from"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let till = r
            .explicit(
                rt::Tag::context(5),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("till"))?;
        let rtime = if r.peek_is(rt::Tag::context(6).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(6),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("rtime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let nonce = r
            .explicit(rt::Tag::context(7), |r| r.value::<UInt32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("nonce"))?;
        let etype = r
            .explicit(
                rt::Tag::context(8),
                |r| r.value::<rt::SequenceOf<'a, Int32>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("etype"))?;
        let addresses = if r.peek_is(rt::Tag::context(9).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(9),
                    |r| r.value::<HostAddresses<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("addresses"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let enc_authorization_data = if r.peek_is(rt::Tag::context(10).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(10),
                    |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("enc-authorization-data"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let additional_tickets = if r.peek_is(rt::Tag::context(11).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(11),
                    |r| r.value::<rt::SequenceOf<'a, Ticket<'a>>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("additional-tickets"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            kdc_options,
            cname,
            realm,
            sname,
            from,
            till,
            rtime,
            nonce,
            etype,
            addresses,
            enc_authorization_data,
            additional_tickets,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::BIT_STRING, &self.kdc_options),
            )
            .map_err(|e| e.at("kdc-options"))?;
        if let ::core::option::Option::Some(v) = &self.cname {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("cname"))?;
        }
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.realm),
            )
            .map_err(|e| e.at("realm"))?;
        if let ::core::option::Option::Some(v) = &self.sname {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("sname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.from {
            w.tlv(
                    rt::Tag::context(4).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("from"))?;
        }
        w.tlv(
                rt::Tag::context(5).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.till),
            )
            .map_err(|e| e.at("till"))?;
        if let ::core::option::Option::Some(v) = &self.rtime {
            w.tlv(
                    rt::Tag::context(6).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("rtime"))?;
        }
        w.tlv(
                rt::Tag::context(7).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.nonce),
            )
            .map_err(|e| e.at("nonce"))?;
        w.tlv(
                rt::Tag::context(8).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.etype),
            )
            .map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.addresses {
            w.tlv(
                    rt::Tag::context(9).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("addresses"))?;
        }
        if let ::core::option::Option::Some(v) = &self.enc_authorization_data {
            w.tlv(
                    rt::Tag::context(10).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("enc-authorization-data"))?;
        }
        if let ::core::option::Option::Some(v) = &self.additional_tickets {
            w.tlv(
                    rt::Tag::context(11).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("additional-tickets"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KdcReqBody<'a> {
    const NAME: &'static str = "KDC-REQ-BODY";
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
impl<'a> rt::Jer for KdcReqBody<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("kdc-options");
        rt::Jer::write_jer(&self.kdc_options, w).map_err(|e| e.at("kdc-options"))?;
        if let ::core::option::Option::Some(v) = &self.cname {
            w.member("cname");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("cname"))?;
        }
        w.member("realm");
        rt::Jer::write_jer(&self.realm, w).map_err(|e| e.at("realm"))?;
        if let ::core::option::Option::Some(v) = &self.sname {
            w.member("sname");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("sname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.from {
            w.member("from");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("from"))?;
        }
        w.member("till");
        rt::Jer::write_jer(&self.till, w).map_err(|e| e.at("till"))?;
        if let ::core::option::Option::Some(v) = &self.rtime {
            w.member("rtime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("rtime"))?;
        }
        w.member("nonce");
        rt::Jer::write_jer(&self.nonce, w).map_err(|e| e.at("nonce"))?;
        w.member("etype");
        rt::Jer::write_jer(&self.etype, w).map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.addresses {
            w.member("addresses");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("addresses"))?;
        }
        if let ::core::option::Option::Some(v) = &self.enc_authorization_data {
            w.member("enc-authorization-data");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("enc-authorization-data"))?;
        }
        if let ::core::option::Option::Some(v) = &self.additional_tickets {
            w.member("additional-tickets");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("additional-tickets"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KDCOptions ::= KerberosFlags
/// ```
pub type KdcOptions<'a> = KerberosFlags<'a>;
/// ```asn1
/// AS-REP ::= [APPLICATION 11] KDC-REP
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsRep<'a>(pub KdcRep<'a>);
impl<'a> rt::DerValue<'a> for AsRep<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <KdcRep<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AsRep<'a> {
    const NAME: &'static str = "AS-REP";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(11), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(11).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(11).constructed()
    }
}
impl<'a> rt::Jer for AsRep<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// TGS-REP ::= [APPLICATION 13] KDC-REP
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TgsRep<'a>(pub KdcRep<'a>);
impl<'a> rt::DerValue<'a> for TgsRep<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <KdcRep<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TgsRep<'a> {
    const NAME: &'static str = "TGS-REP";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(13), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(13).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(13).constructed()
    }
}
impl<'a> rt::Jer for TgsRep<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// KDC-REP ::= SEQUENCE {
///     pvno      [0] INTEGER (5),
///     msg-type  [1] INTEGER (11 | 13),
///     padata    [2] SEQUENCE OF PA-DATA OPTIONAL,
///     crealm    [3] Realm,
///     cname     [4] PrincipalName,
///     ticket    [5] Ticket,
///     enc-part  [6] EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdcRep<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 11 | 13) : u8
    pub msg_type: u8,
    /// `padata`: [2] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> KerberosV5Spec2.PA-DATA OPTIONAL
    pub padata: ::core::option::Option<rt::SequenceOf<'a, PaData<'a>>>,
    /// `crealm`: [3] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub crealm: Realm<'a>,
    /// `cname`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub cname: PrincipalName<'a>,
    /// `ticket`: [5] EXPLICIT [APPLICATION 1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Ticket
    pub ticket: Ticket<'a>,
    /// `enc-part`: [6] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_part: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for KdcRep<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 11 || i128::from(msg_type) == 13, off)
            .map_err(|e| e.at("msg-type"))?;
        let padata = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<rt::SequenceOf<'a, PaData<'a>>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("padata"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let crealm = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("crealm"))?;
        let cname = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("cname"))?;
        let ticket = r
            .explicit(
                rt::Tag::context(5),
                |r| {
                    r
                        .explicit(
                            rt::Tag::application(1),
                            |r| r.value::<Ticket<'a>>(rt::Tag::SEQUENCE),
                        )
                },
            )
            .map_err(|e| e.at("ticket"))?;
        let enc_part = r
            .explicit(
                rt::Tag::context(6),
                |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(Self {
            pvno,
            msg_type,
            padata,
            crealm,
            cname,
            ticket,
            enc_part,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 11 || i128::from(*v) == 13, 0)
                .map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        if let ::core::option::Option::Some(v) = &self.padata {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("padata"))?;
        }
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.crealm),
            )
            .map_err(|e| e.at("crealm"))?;
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.cname),
            )
            .map_err(|e| e.at("cname"))?;
        w.tlv(
                rt::Tag::context(5).constructed(),
                |w| {
                    w
                        .tlv(
                            rt::Tag::application(1).constructed(),
                            |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.ticket),
                        )
                },
            )
            .map_err(|e| e.at("ticket"))?;
        w.tlv(
                rt::Tag::context(6).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_part),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KdcRep<'a> {
    const NAME: &'static str = "KDC-REP";
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
impl<'a> rt::Jer for KdcRep<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        if let ::core::option::Option::Some(v) = &self.padata {
            w.member("padata");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("padata"))?;
        }
        w.member("crealm");
        rt::Jer::write_jer(&self.crealm, w).map_err(|e| e.at("crealm"))?;
        w.member("cname");
        rt::Jer::write_jer(&self.cname, w).map_err(|e| e.at("cname"))?;
        w.member("ticket");
        rt::Jer::write_jer(&self.ticket, w).map_err(|e| e.at("ticket"))?;
        w.member("enc-part");
        rt::Jer::write_jer(&self.enc_part, w).map_err(|e| e.at("enc-part"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncASRepPart ::= [APPLICATION 25] EncKDCRepPart
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncAsRepPart<'a>(pub EncKdcRepPart<'a>);
impl<'a> rt::DerValue<'a> for EncAsRepPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <EncKdcRepPart<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for EncAsRepPart<'a> {
    const NAME: &'static str = "EncASRepPart";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(25), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(25).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(25).constructed()
    }
}
impl<'a> rt::Jer for EncAsRepPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// EncTGSRepPart ::= [APPLICATION 26] EncKDCRepPart
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncTgsRepPart<'a>(pub EncKdcRepPart<'a>);
impl<'a> rt::DerValue<'a> for EncTgsRepPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = <EncKdcRepPart<'a> as rt::DerValue>::decode_content(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for EncTgsRepPart<'a> {
    const NAME: &'static str = "EncTGSRepPart";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(26), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(26).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(26).constructed()
    }
}
impl<'a> rt::Jer for EncTgsRepPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// EncKDCRepPart ::= SEQUENCE {
///     key             [0] EncryptionKey,
///     last-req        [1] LastReq,
///     nonce           [2] UInt32,
///     key-expiration  [3] KerberosTime OPTIONAL,
///     flags           [4] TicketFlags,
///     authtime        [5] KerberosTime,
///     starttime       [6] KerberosTime OPTIONAL,
///     endtime         [7] KerberosTime,
///     renew-till      [8] KerberosTime OPTIONAL,
///     srealm          [9] Realm,
///     sname           [10] PrincipalName,
///     caddr           [11] HostAddresses OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncKdcRepPart<'a> {
    /// `key`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptionKey
    pub key: EncryptionKey<'a>,
    /// `last-req`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.LastReq
    pub last_req: LastReq<'a>,
    /// `nonce`: [2] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32
    pub nonce: UInt32,
    /// `key-expiration`: [3] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub key_expiration: ::core::option::Option<KerberosTime<'a>>,
    /// `flags`: [4] EXPLICIT [UNIVERSAL 3] -> KerberosV5Spec2.TicketFlags (size 32..MAX)
    pub flags: TicketFlags<'a>,
    /// `authtime`: [5] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub authtime: KerberosTime<'a>,
    /// `starttime`: [6] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub starttime: ::core::option::Option<KerberosTime<'a>>,
    /// `endtime`: [7] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub endtime: KerberosTime<'a>,
    /// `renew-till`: [8] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub renew_till: ::core::option::Option<KerberosTime<'a>>,
    /// `srealm`: [9] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub srealm: Realm<'a>,
    /// `sname`: [10] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub sname: PrincipalName<'a>,
    /// `caddr`: [11] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddresses OPTIONAL
    pub caddr: ::core::option::Option<HostAddresses<'a>>,
}
impl<'a> rt::DerValue<'a> for EncKdcRepPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let key = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<EncryptionKey<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("key"))?;
        let last_req = r
            .explicit(rt::Tag::context(1), |r| r.value::<LastReq<'a>>(rt::Tag::SEQUENCE))
            .map_err(|e| e.at("last-req"))?;
        let nonce = r
            .explicit(rt::Tag::context(2), |r| r.value::<UInt32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("nonce"))?;
        let key_expiration = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("key-expiration"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let flags = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<TicketFlags<'a>>(rt::Tag::BIT_STRING),
            )
            .map_err(|e| e.at("flags"))?;
        let authtime = r
            .explicit(
                rt::Tag::context(5),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("authtime"))?;
        let starttime = if r.peek_is(rt::Tag::context(6).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(6),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("starttime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let endtime = r
            .explicit(
                rt::Tag::context(7),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("endtime"))?;
        let renew_till = if r.peek_is(rt::Tag::context(8).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(8),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("renew-till"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let srealm = r
            .explicit(
                rt::Tag::context(9),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("srealm"))?;
        let sname = r
            .explicit(
                rt::Tag::context(10),
                |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("sname"))?;
        let caddr = if r.peek_is(rt::Tag::context(11).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(11),
                    |r| r.value::<HostAddresses<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("caddr"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            key,
            last_req,
            nonce,
            key_expiration,
            flags,
            authtime,
            starttime,
            endtime,
            renew_till,
            srealm,
            sname,
            caddr,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.key),
            )
            .map_err(|e| e.at("key"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.last_req),
            )
            .map_err(|e| e.at("last-req"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.nonce),
            )
            .map_err(|e| e.at("nonce"))?;
        if let ::core::option::Option::Some(v) = &self.key_expiration {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("key-expiration"))?;
        }
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::BIT_STRING, &self.flags),
            )
            .map_err(|e| e.at("flags"))?;
        w.tlv(
                rt::Tag::context(5).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.authtime),
            )
            .map_err(|e| e.at("authtime"))?;
        if let ::core::option::Option::Some(v) = &self.starttime {
            w.tlv(
                    rt::Tag::context(6).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("starttime"))?;
        }
        w.tlv(
                rt::Tag::context(7).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.endtime),
            )
            .map_err(|e| e.at("endtime"))?;
        if let ::core::option::Option::Some(v) = &self.renew_till {
            w.tlv(
                    rt::Tag::context(8).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("renew-till"))?;
        }
        w.tlv(
                rt::Tag::context(9).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.srealm),
            )
            .map_err(|e| e.at("srealm"))?;
        w.tlv(
                rt::Tag::context(10).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.sname),
            )
            .map_err(|e| e.at("sname"))?;
        if let ::core::option::Option::Some(v) = &self.caddr {
            w.tlv(
                    rt::Tag::context(11).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("caddr"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncKdcRepPart<'a> {
    const NAME: &'static str = "EncKDCRepPart";
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
impl<'a> rt::Jer for EncKdcRepPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("key");
        rt::Jer::write_jer(&self.key, w).map_err(|e| e.at("key"))?;
        w.member("last-req");
        rt::Jer::write_jer(&self.last_req, w).map_err(|e| e.at("last-req"))?;
        w.member("nonce");
        rt::Jer::write_jer(&self.nonce, w).map_err(|e| e.at("nonce"))?;
        if let ::core::option::Option::Some(v) = &self.key_expiration {
            w.member("key-expiration");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("key-expiration"))?;
        }
        w.member("flags");
        rt::Jer::write_jer(&self.flags, w).map_err(|e| e.at("flags"))?;
        w.member("authtime");
        rt::Jer::write_jer(&self.authtime, w).map_err(|e| e.at("authtime"))?;
        if let ::core::option::Option::Some(v) = &self.starttime {
            w.member("starttime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("starttime"))?;
        }
        w.member("endtime");
        rt::Jer::write_jer(&self.endtime, w).map_err(|e| e.at("endtime"))?;
        if let ::core::option::Option::Some(v) = &self.renew_till {
            w.member("renew-till");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("renew-till"))?;
        }
        w.member("srealm");
        rt::Jer::write_jer(&self.srealm, w).map_err(|e| e.at("srealm"))?;
        w.member("sname");
        rt::Jer::write_jer(&self.sname, w).map_err(|e| e.at("sname"))?;
        if let ::core::option::Option::Some(v) = &self.caddr {
            w.member("caddr");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("caddr"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// The type of `LastReq.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastReqItem<'a> {
    /// `lr-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub lr_type: Int32,
    /// `lr-value`: [1] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub lr_value: KerberosTime<'a>,
}
impl<'a> rt::DerValue<'a> for LastReqItem<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let lr_type = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("lr-type"))?;
        let lr_value = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("lr-value"))?;
        Ok(Self { lr_type, lr_value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.lr_type),
            )
            .map_err(|e| e.at("lr-type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.lr_value),
            )
            .map_err(|e| e.at("lr-value"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for LastReqItem<'a> {
    const NAME: &'static str = "LastReq.item";
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
impl<'a> rt::Jer for LastReqItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("lr-type");
        rt::Jer::write_jer(&self.lr_type, w).map_err(|e| e.at("lr-type"))?;
        w.member("lr-value");
        rt::Jer::write_jer(&self.lr_value, w).map_err(|e| e.at("lr-value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// LastReq ::= SEQUENCE OF SEQUENCE {
///     lr-type   [0] Int32,
///     lr-value  [1] KerberosTime }
/// ```
pub type LastReq<'a> = rt::SequenceOf<'a, LastReqItem<'a>>;
/// ```asn1
/// AP-REQ ::= [APPLICATION 14] SEQUENCE {
///     pvno           [0] INTEGER (5),
///     msg-type       [1] INTEGER (14),
///     ap-options     [2] APOptions,
///     ticket         [3] Ticket,
///     authenticator  [4] EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApReq<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 14) : u8
    pub msg_type: u8,
    /// `ap-options`: [2] EXPLICIT [UNIVERSAL 3] -> KerberosV5Spec2.APOptions (size 32..MAX)
    pub ap_options: ApOptions<'a>,
    /// `ticket`: [3] EXPLICIT [APPLICATION 1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Ticket
    pub ticket: Ticket<'a>,
    /// `authenticator`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub authenticator: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for ApReq<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 14, off).map_err(|e| e.at("msg-type"))?;
        let ap_options = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<ApOptions<'a>>(rt::Tag::BIT_STRING),
            )
            .map_err(|e| e.at("ap-options"))?;
        let ticket = r
            .explicit(
                rt::Tag::context(3),
                |r| {
                    r
                        .explicit(
                            rt::Tag::application(1),
                            |r| r.value::<Ticket<'a>>(rt::Tag::SEQUENCE),
                        )
                },
            )
            .map_err(|e| e.at("ticket"))?;
        let authenticator = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("authenticator"))?;
        Ok(Self {
            pvno,
            msg_type,
            ap_options,
            ticket,
            authenticator,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 14, 0).map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::BIT_STRING, &self.ap_options),
            )
            .map_err(|e| e.at("ap-options"))?;
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| {
                    w
                        .tlv(
                            rt::Tag::application(1).constructed(),
                            |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.ticket),
                        )
                },
            )
            .map_err(|e| e.at("ticket"))?;
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.authenticator),
            )
            .map_err(|e| e.at("authenticator"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ApReq<'a> {
    const NAME: &'static str = "AP-REQ";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(14), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(14).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(14).constructed()
    }
}
impl<'a> rt::Jer for ApReq<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        w.member("ap-options");
        rt::Jer::write_jer(&self.ap_options, w).map_err(|e| e.at("ap-options"))?;
        w.member("ticket");
        rt::Jer::write_jer(&self.ticket, w).map_err(|e| e.at("ticket"))?;
        w.member("authenticator");
        rt::Jer::write_jer(&self.authenticator, w).map_err(|e| e.at("authenticator"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// APOptions ::= KerberosFlags
/// ```
pub type ApOptions<'a> = KerberosFlags<'a>;
/// ```asn1
/// Authenticator ::= [APPLICATION 2] SEQUENCE {
///     authenticator-vno   [0] INTEGER (5),
///     crealm              [1] Realm,
///     cname               [2] PrincipalName,
///     cksum               [3] Checksum OPTIONAL,
///     cusec               [4] Microseconds,
///     ctime               [5] KerberosTime,
///     subkey              [6] EncryptionKey OPTIONAL,
///     seq-number          [7] UInt32 OPTIONAL,
///     authorization-data  [8] AuthorizationData OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Authenticator<'a> {
    /// `authenticator-vno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub authenticator_vno: u8,
    /// `crealm`: [1] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub crealm: Realm<'a>,
    /// `cname`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub cname: PrincipalName<'a>,
    /// `cksum`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Checksum OPTIONAL
    pub cksum: ::core::option::Option<Checksum<'a>>,
    /// `cusec`: [4] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32
    pub cusec: Microseconds,
    /// `ctime`: [5] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub ctime: KerberosTime<'a>,
    /// `subkey`: [6] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptionKey OPTIONAL
    pub subkey: ::core::option::Option<EncryptionKey<'a>>,
    /// `seq-number`: [7] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32 OPTIONAL
    pub seq_number: ::core::option::Option<UInt32>,
    /// `authorization-data`: [8] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.AuthorizationData OPTIONAL
    pub authorization_data: ::core::option::Option<AuthorizationData<'a>>,
}
impl<'a> rt::DerValue<'a> for Authenticator<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let authenticator_vno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("authenticator-vno"))?;
        rt::check_range(i128::from(authenticator_vno) == 5, off)
            .map_err(|e| e.at("authenticator-vno"))?;
        let crealm = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("crealm"))?;
        let cname = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("cname"))?;
        let cksum = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<Checksum<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("cksum"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let cusec = r
            .explicit(rt::Tag::context(4), |r| r.value::<Microseconds>(rt::Tag::INTEGER))
            .map_err(|e| e.at("cusec"))?;
        let ctime = r
            .explicit(
                rt::Tag::context(5),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("ctime"))?;
        let subkey = if r.peek_is(rt::Tag::context(6).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(6),
                    |r| r.value::<EncryptionKey<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("subkey"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let seq_number = if r.peek_is(rt::Tag::context(7).constructed()) {
            let v = r
                .explicit(rt::Tag::context(7), |r| r.value::<UInt32>(rt::Tag::INTEGER))
                .map_err(|e| e.at("seq-number"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let authorization_data = if r.peek_is(rt::Tag::context(8).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(8),
                    |r| r.value::<AuthorizationData<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("authorization-data"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            authenticator_vno,
            crealm,
            cname,
            cksum,
            cusec,
            ctime,
            subkey,
            seq_number,
            authorization_data,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.authenticator_vno;
            rt::check_range(i128::from(*v) == 5, 0)
                .map_err(|e| e.at("authenticator-vno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("authenticator-vno"))?;
        }
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.crealm),
            )
            .map_err(|e| e.at("crealm"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.cname),
            )
            .map_err(|e| e.at("cname"))?;
        if let ::core::option::Option::Some(v) = &self.cksum {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("cksum"))?;
        }
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.cusec),
            )
            .map_err(|e| e.at("cusec"))?;
        w.tlv(
                rt::Tag::context(5).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.ctime),
            )
            .map_err(|e| e.at("ctime"))?;
        if let ::core::option::Option::Some(v) = &self.subkey {
            w.tlv(
                    rt::Tag::context(6).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("subkey"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.tlv(
                    rt::Tag::context(7).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("seq-number"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authorization_data {
            w.tlv(
                    rt::Tag::context(8).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("authorization-data"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Authenticator<'a> {
    const NAME: &'static str = "Authenticator";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(2), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(2).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(2).constructed()
    }
}
impl<'a> rt::Jer for Authenticator<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("authenticator-vno");
        rt::Jer::write_jer(&self.authenticator_vno, w)
            .map_err(|e| e.at("authenticator-vno"))?;
        w.member("crealm");
        rt::Jer::write_jer(&self.crealm, w).map_err(|e| e.at("crealm"))?;
        w.member("cname");
        rt::Jer::write_jer(&self.cname, w).map_err(|e| e.at("cname"))?;
        if let ::core::option::Option::Some(v) = &self.cksum {
            w.member("cksum");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("cksum"))?;
        }
        w.member("cusec");
        rt::Jer::write_jer(&self.cusec, w).map_err(|e| e.at("cusec"))?;
        w.member("ctime");
        rt::Jer::write_jer(&self.ctime, w).map_err(|e| e.at("ctime"))?;
        if let ::core::option::Option::Some(v) = &self.subkey {
            w.member("subkey");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("subkey"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.member("seq-number");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("seq-number"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authorization_data {
            w.member("authorization-data");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authorization-data"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AP-REP ::= [APPLICATION 15] SEQUENCE {
///     pvno      [0] INTEGER (5),
///     msg-type  [1] INTEGER (15),
///     enc-part  [2] EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApRep<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 15) : u8
    pub msg_type: u8,
    /// `enc-part`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_part: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for ApRep<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 15, off).map_err(|e| e.at("msg-type"))?;
        let enc_part = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(Self { pvno, msg_type, enc_part })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 15, 0).map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_part),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ApRep<'a> {
    const NAME: &'static str = "AP-REP";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(15), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(15).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(15).constructed()
    }
}
impl<'a> rt::Jer for ApRep<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        w.member("enc-part");
        rt::Jer::write_jer(&self.enc_part, w).map_err(|e| e.at("enc-part"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncAPRepPart ::= [APPLICATION 27] SEQUENCE {
///     ctime       [0] KerberosTime,
///     cusec       [1] Microseconds,
///     subkey      [2] EncryptionKey OPTIONAL,
///     seq-number  [3] UInt32 OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncApRepPart<'a> {
    /// `ctime`: [0] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub ctime: KerberosTime<'a>,
    /// `cusec`: [1] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32
    pub cusec: Microseconds,
    /// `subkey`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptionKey OPTIONAL
    pub subkey: ::core::option::Option<EncryptionKey<'a>>,
    /// `seq-number`: [3] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32 OPTIONAL
    pub seq_number: ::core::option::Option<UInt32>,
}
impl<'a> rt::DerValue<'a> for EncApRepPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ctime = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("ctime"))?;
        let cusec = r
            .explicit(rt::Tag::context(1), |r| r.value::<Microseconds>(rt::Tag::INTEGER))
            .map_err(|e| e.at("cusec"))?;
        let subkey = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<EncryptionKey<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("subkey"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let seq_number = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(rt::Tag::context(3), |r| r.value::<UInt32>(rt::Tag::INTEGER))
                .map_err(|e| e.at("seq-number"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            ctime,
            cusec,
            subkey,
            seq_number,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.ctime),
            )
            .map_err(|e| e.at("ctime"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.cusec),
            )
            .map_err(|e| e.at("cusec"))?;
        if let ::core::option::Option::Some(v) = &self.subkey {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("subkey"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("seq-number"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncApRepPart<'a> {
    const NAME: &'static str = "EncAPRepPart";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(27), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(27).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(27).constructed()
    }
}
impl<'a> rt::Jer for EncApRepPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("ctime");
        rt::Jer::write_jer(&self.ctime, w).map_err(|e| e.at("ctime"))?;
        w.member("cusec");
        rt::Jer::write_jer(&self.cusec, w).map_err(|e| e.at("cusec"))?;
        if let ::core::option::Option::Some(v) = &self.subkey {
            w.member("subkey");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("subkey"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.member("seq-number");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("seq-number"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KRB-SAFE ::= [APPLICATION 20] SEQUENCE {
///     pvno       [0] INTEGER (5),
///     msg-type   [1] INTEGER (20),
///     safe-body  [2] KRB-SAFE-BODY,
///     cksum      [3] Checksum }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbSafe<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 20) : u8
    pub msg_type: u8,
    /// `safe-body`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.KRB-SAFE-BODY
    pub safe_body: KrbSafeBody<'a>,
    /// `cksum`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Checksum
    pub cksum: Checksum<'a>,
}
impl<'a> rt::DerValue<'a> for KrbSafe<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 20, off).map_err(|e| e.at("msg-type"))?;
        let safe_body = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<KrbSafeBody<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("safe-body"))?;
        let cksum = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<Checksum<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("cksum"))?;
        Ok(Self {
            pvno,
            msg_type,
            safe_body,
            cksum,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 20, 0).map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.safe_body),
            )
            .map_err(|e| e.at("safe-body"))?;
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.cksum),
            )
            .map_err(|e| e.at("cksum"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbSafe<'a> {
    const NAME: &'static str = "KRB-SAFE";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(20), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(20).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(20).constructed()
    }
}
impl<'a> rt::Jer for KrbSafe<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        w.member("safe-body");
        rt::Jer::write_jer(&self.safe_body, w).map_err(|e| e.at("safe-body"))?;
        w.member("cksum");
        rt::Jer::write_jer(&self.cksum, w).map_err(|e| e.at("cksum"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KRB-SAFE-BODY ::= SEQUENCE {
///     user-data   [0] OCTET STRING,
///     timestamp   [1] KerberosTime OPTIONAL,
///     usec        [2] Microseconds OPTIONAL,
///     seq-number  [3] UInt32 OPTIONAL,
///     s-address   [4] HostAddress,
///     r-address   [5] HostAddress OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbSafeBody<'a> {
    /// `user-data`: [0] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub user_data: &'a [u8],
    /// `timestamp`: [1] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub timestamp: ::core::option::Option<KerberosTime<'a>>,
    /// `usec`: [2] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32 OPTIONAL
    pub usec: ::core::option::Option<Microseconds>,
    /// `seq-number`: [3] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32 OPTIONAL
    pub seq_number: ::core::option::Option<UInt32>,
    /// `s-address`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddress
    pub s_address: HostAddress<'a>,
    /// `r-address`: [5] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddress OPTIONAL
    pub r_address: ::core::option::Option<HostAddress<'a>>,
}
impl<'a> rt::DerValue<'a> for KrbSafeBody<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let user_data = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("user-data"))?;
        let timestamp = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("timestamp"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let usec = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<Microseconds>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("usec"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let seq_number = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(rt::Tag::context(3), |r| r.value::<UInt32>(rt::Tag::INTEGER))
                .map_err(|e| e.at("seq-number"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let s_address = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<HostAddress<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("s-address"))?;
        let r_address = if r.peek_is(rt::Tag::context(5).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(5),
                    |r| r.value::<HostAddress<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("r-address"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            user_data,
            timestamp,
            usec,
            seq_number,
            s_address,
            r_address,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.user_data),
            )
            .map_err(|e| e.at("user-data"))?;
        if let ::core::option::Option::Some(v) = &self.timestamp {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("timestamp"))?;
        }
        if let ::core::option::Option::Some(v) = &self.usec {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("usec"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("seq-number"))?;
        }
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.s_address),
            )
            .map_err(|e| e.at("s-address"))?;
        if let ::core::option::Option::Some(v) = &self.r_address {
            w.tlv(
                    rt::Tag::context(5).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("r-address"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbSafeBody<'a> {
    const NAME: &'static str = "KRB-SAFE-BODY";
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
impl<'a> rt::Jer for KrbSafeBody<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("user-data");
        rt::Jer::write_jer(&self.user_data, w).map_err(|e| e.at("user-data"))?;
        if let ::core::option::Option::Some(v) = &self.timestamp {
            w.member("timestamp");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("timestamp"))?;
        }
        if let ::core::option::Option::Some(v) = &self.usec {
            w.member("usec");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("usec"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.member("seq-number");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("seq-number"))?;
        }
        w.member("s-address");
        rt::Jer::write_jer(&self.s_address, w).map_err(|e| e.at("s-address"))?;
        if let ::core::option::Option::Some(v) = &self.r_address {
            w.member("r-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("r-address"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KRB-PRIV ::= [APPLICATION 21] SEQUENCE {
///     pvno      [0] INTEGER (5),
///     msg-type  [1] INTEGER (21),
///     enc-part  [3] EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbPriv<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 21) : u8
    pub msg_type: u8,
    /// `enc-part`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_part: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for KrbPriv<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 21, off).map_err(|e| e.at("msg-type"))?;
        let enc_part = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(Self { pvno, msg_type, enc_part })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 21, 0).map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_part),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbPriv<'a> {
    const NAME: &'static str = "KRB-PRIV";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(21), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(21).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(21).constructed()
    }
}
impl<'a> rt::Jer for KrbPriv<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        w.member("enc-part");
        rt::Jer::write_jer(&self.enc_part, w).map_err(|e| e.at("enc-part"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncKrbPrivPart ::= [APPLICATION 28] SEQUENCE {
///     user-data   [0] OCTET STRING,
///     timestamp   [1] KerberosTime OPTIONAL,
///     usec        [2] Microseconds OPTIONAL,
///     seq-number  [3] UInt32 OPTIONAL,
///     s-address   [4] HostAddress,
///     r-address   [5] HostAddress OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncKrbPrivPart<'a> {
    /// `user-data`: [0] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub user_data: &'a [u8],
    /// `timestamp`: [1] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub timestamp: ::core::option::Option<KerberosTime<'a>>,
    /// `usec`: [2] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32 OPTIONAL
    pub usec: ::core::option::Option<Microseconds>,
    /// `seq-number`: [3] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32 OPTIONAL
    pub seq_number: ::core::option::Option<UInt32>,
    /// `s-address`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddress
    pub s_address: HostAddress<'a>,
    /// `r-address`: [5] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddress OPTIONAL
    pub r_address: ::core::option::Option<HostAddress<'a>>,
}
impl<'a> rt::DerValue<'a> for EncKrbPrivPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let user_data = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("user-data"))?;
        let timestamp = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("timestamp"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let usec = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<Microseconds>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("usec"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let seq_number = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(rt::Tag::context(3), |r| r.value::<UInt32>(rt::Tag::INTEGER))
                .map_err(|e| e.at("seq-number"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let s_address = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<HostAddress<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("s-address"))?;
        let r_address = if r.peek_is(rt::Tag::context(5).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(5),
                    |r| r.value::<HostAddress<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("r-address"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            user_data,
            timestamp,
            usec,
            seq_number,
            s_address,
            r_address,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.user_data),
            )
            .map_err(|e| e.at("user-data"))?;
        if let ::core::option::Option::Some(v) = &self.timestamp {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("timestamp"))?;
        }
        if let ::core::option::Option::Some(v) = &self.usec {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("usec"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("seq-number"))?;
        }
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.s_address),
            )
            .map_err(|e| e.at("s-address"))?;
        if let ::core::option::Option::Some(v) = &self.r_address {
            w.tlv(
                    rt::Tag::context(5).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("r-address"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncKrbPrivPart<'a> {
    const NAME: &'static str = "EncKrbPrivPart";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(28), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(28).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(28).constructed()
    }
}
impl<'a> rt::Jer for EncKrbPrivPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("user-data");
        rt::Jer::write_jer(&self.user_data, w).map_err(|e| e.at("user-data"))?;
        if let ::core::option::Option::Some(v) = &self.timestamp {
            w.member("timestamp");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("timestamp"))?;
        }
        if let ::core::option::Option::Some(v) = &self.usec {
            w.member("usec");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("usec"))?;
        }
        if let ::core::option::Option::Some(v) = &self.seq_number {
            w.member("seq-number");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("seq-number"))?;
        }
        w.member("s-address");
        rt::Jer::write_jer(&self.s_address, w).map_err(|e| e.at("s-address"))?;
        if let ::core::option::Option::Some(v) = &self.r_address {
            w.member("r-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("r-address"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KRB-CRED ::= [APPLICATION 22] SEQUENCE {
///     pvno      [0] INTEGER (5),
///     msg-type  [1] INTEGER (22),
///     tickets   [2] SEQUENCE OF Ticket,
///     enc-part  [3] EncryptedData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbCred<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 22) : u8
    pub msg_type: u8,
    /// `tickets`: [2] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [APPLICATION 1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Ticket
    pub tickets: rt::SequenceOf<'a, Ticket<'a>>,
    /// `enc-part`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_part: EncryptedData<'a>,
}
impl<'a> rt::DerValue<'a> for KrbCred<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 22, off).map_err(|e| e.at("msg-type"))?;
        let tickets = r
            .explicit(
                rt::Tag::context(2),
                |r| r.value::<rt::SequenceOf<'a, Ticket<'a>>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("tickets"))?;
        let enc_part = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<EncryptedData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(Self {
            pvno,
            msg_type,
            tickets,
            enc_part,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 22, 0).map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.tickets),
            )
            .map_err(|e| e.at("tickets"))?;
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_part),
            )
            .map_err(|e| e.at("enc-part"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbCred<'a> {
    const NAME: &'static str = "KRB-CRED";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(22), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(22).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(22).constructed()
    }
}
impl<'a> rt::Jer for KrbCred<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        w.member("tickets");
        rt::Jer::write_jer(&self.tickets, w).map_err(|e| e.at("tickets"))?;
        w.member("enc-part");
        rt::Jer::write_jer(&self.enc_part, w).map_err(|e| e.at("enc-part"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncKrbCredPart ::= [APPLICATION 29] SEQUENCE {
///     ticket-info  [0] SEQUENCE OF KrbCredInfo,
///     nonce        [1] UInt32 OPTIONAL,
///     timestamp    [2] KerberosTime OPTIONAL,
///     usec         [3] Microseconds OPTIONAL,
///     s-address    [4] HostAddress OPTIONAL,
///     r-address    [5] HostAddresses OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncKrbCredPart<'a> {
    /// `ticket-info`: [0] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> KerberosV5Spec2.KrbCredInfo
    pub ticket_info: rt::SequenceOf<'a, KrbCredInfo<'a>>,
    /// `nonce`: [1] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32 OPTIONAL
    pub nonce: ::core::option::Option<UInt32>,
    /// `timestamp`: [2] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub timestamp: ::core::option::Option<KerberosTime<'a>>,
    /// `usec`: [3] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32 OPTIONAL
    pub usec: ::core::option::Option<Microseconds>,
    /// `s-address`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddress OPTIONAL
    pub s_address: ::core::option::Option<HostAddress<'a>>,
    /// `r-address`: [5] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddresses OPTIONAL
    pub r_address: ::core::option::Option<HostAddresses<'a>>,
}
impl<'a> rt::DerValue<'a> for EncKrbCredPart<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ticket_info = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<rt::SequenceOf<'a, KrbCredInfo<'a>>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("ticket-info"))?;
        let nonce = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(rt::Tag::context(1), |r| r.value::<UInt32>(rt::Tag::INTEGER))
                .map_err(|e| e.at("nonce"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let timestamp = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("timestamp"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let usec = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<Microseconds>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("usec"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let s_address = if r.peek_is(rt::Tag::context(4).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(4),
                    |r| r.value::<HostAddress<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("s-address"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let r_address = if r.peek_is(rt::Tag::context(5).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(5),
                    |r| r.value::<HostAddresses<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("r-address"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            ticket_info,
            nonce,
            timestamp,
            usec,
            s_address,
            r_address,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.ticket_info),
            )
            .map_err(|e| e.at("ticket-info"))?;
        if let ::core::option::Option::Some(v) = &self.nonce {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("nonce"))?;
        }
        if let ::core::option::Option::Some(v) = &self.timestamp {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("timestamp"))?;
        }
        if let ::core::option::Option::Some(v) = &self.usec {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("usec"))?;
        }
        if let ::core::option::Option::Some(v) = &self.s_address {
            w.tlv(
                    rt::Tag::context(4).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("s-address"))?;
        }
        if let ::core::option::Option::Some(v) = &self.r_address {
            w.tlv(
                    rt::Tag::context(5).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("r-address"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EncKrbCredPart<'a> {
    const NAME: &'static str = "EncKrbCredPart";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(29), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(29).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(29).constructed()
    }
}
impl<'a> rt::Jer for EncKrbCredPart<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("ticket-info");
        rt::Jer::write_jer(&self.ticket_info, w).map_err(|e| e.at("ticket-info"))?;
        if let ::core::option::Option::Some(v) = &self.nonce {
            w.member("nonce");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("nonce"))?;
        }
        if let ::core::option::Option::Some(v) = &self.timestamp {
            w.member("timestamp");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("timestamp"))?;
        }
        if let ::core::option::Option::Some(v) = &self.usec {
            w.member("usec");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("usec"))?;
        }
        if let ::core::option::Option::Some(v) = &self.s_address {
            w.member("s-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("s-address"))?;
        }
        if let ::core::option::Option::Some(v) = &self.r_address {
            w.member("r-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("r-address"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KrbCredInfo ::= SEQUENCE {
///     key         [0] EncryptionKey,
///     prealm      [1] Realm OPTIONAL,
///     pname       [2] PrincipalName OPTIONAL,
///     flags       [3] TicketFlags OPTIONAL,
///     authtime    [4] KerberosTime OPTIONAL,
///     starttime   [5] KerberosTime OPTIONAL,
///     endtime     [6] KerberosTime OPTIONAL,
///     renew-till  [7] KerberosTime OPTIONAL,
///     srealm      [8] Realm OPTIONAL,
///     sname       [9] PrincipalName OPTIONAL,
///     caddr       [10] HostAddresses OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbCredInfo<'a> {
    /// `key`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptionKey
    pub key: EncryptionKey<'a>,
    /// `prealm`: [1] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f) OPTIONAL
    pub prealm: ::core::option::Option<Realm<'a>>,
    /// `pname`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub pname: ::core::option::Option<PrincipalName<'a>>,
    /// `flags`: [3] EXPLICIT [UNIVERSAL 3] -> KerberosV5Spec2.TicketFlags (size 32..MAX) OPTIONAL
    pub flags: ::core::option::Option<TicketFlags<'a>>,
    /// `authtime`: [4] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub authtime: ::core::option::Option<KerberosTime<'a>>,
    /// `starttime`: [5] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub starttime: ::core::option::Option<KerberosTime<'a>>,
    /// `endtime`: [6] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub endtime: ::core::option::Option<KerberosTime<'a>>,
    /// `renew-till`: [7] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub renew_till: ::core::option::Option<KerberosTime<'a>>,
    /// `srealm`: [8] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f) OPTIONAL
    pub srealm: ::core::option::Option<Realm<'a>>,
    /// `sname`: [9] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub sname: ::core::option::Option<PrincipalName<'a>>,
    /// `caddr`: [10] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.HostAddresses OPTIONAL
    pub caddr: ::core::option::Option<HostAddresses<'a>>,
}
impl<'a> rt::DerValue<'a> for KrbCredInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let key = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<EncryptionKey<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("key"))?;
        let prealm = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
                )
                .map_err(|e| e.at("prealm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let pname = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("pname"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let flags = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<TicketFlags<'a>>(rt::Tag::BIT_STRING),
                )
                .map_err(|e| e.at("flags"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let authtime = if r.peek_is(rt::Tag::context(4).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(4),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("authtime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let starttime = if r.peek_is(rt::Tag::context(5).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(5),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("starttime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let endtime = if r.peek_is(rt::Tag::context(6).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(6),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("endtime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let renew_till = if r.peek_is(rt::Tag::context(7).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(7),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("renew-till"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let srealm = if r.peek_is(rt::Tag::context(8).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(8),
                    |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
                )
                .map_err(|e| e.at("srealm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let sname = if r.peek_is(rt::Tag::context(9).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(9),
                    |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("sname"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let caddr = if r.peek_is(rt::Tag::context(10).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(10),
                    |r| r.value::<HostAddresses<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("caddr"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            key,
            prealm,
            pname,
            flags,
            authtime,
            starttime,
            endtime,
            renew_till,
            srealm,
            sname,
            caddr,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.key),
            )
            .map_err(|e| e.at("key"))?;
        if let ::core::option::Option::Some(v) = &self.prealm {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("prealm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.pname {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("pname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.flags {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::BIT_STRING, v),
                )
                .map_err(|e| e.at("flags"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authtime {
            w.tlv(
                    rt::Tag::context(4).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("authtime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.starttime {
            w.tlv(
                    rt::Tag::context(5).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("starttime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.endtime {
            w.tlv(
                    rt::Tag::context(6).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("endtime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.renew_till {
            w.tlv(
                    rt::Tag::context(7).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("renew-till"))?;
        }
        if let ::core::option::Option::Some(v) = &self.srealm {
            w.tlv(
                    rt::Tag::context(8).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("srealm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.sname {
            w.tlv(
                    rt::Tag::context(9).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("sname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.caddr {
            w.tlv(
                    rt::Tag::context(10).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("caddr"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbCredInfo<'a> {
    const NAME: &'static str = "KrbCredInfo";
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
impl<'a> rt::Jer for KrbCredInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("key");
        rt::Jer::write_jer(&self.key, w).map_err(|e| e.at("key"))?;
        if let ::core::option::Option::Some(v) = &self.prealm {
            w.member("prealm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("prealm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.pname {
            w.member("pname");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.flags {
            w.member("flags");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("flags"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authtime {
            w.member("authtime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authtime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.starttime {
            w.member("starttime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("starttime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.endtime {
            w.member("endtime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("endtime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.renew_till {
            w.member("renew-till");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("renew-till"))?;
        }
        if let ::core::option::Option::Some(v) = &self.srealm {
            w.member("srealm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("srealm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.sname {
            w.member("sname");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("sname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.caddr {
            w.member("caddr");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("caddr"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KRB-ERROR ::= [APPLICATION 30] SEQUENCE {
///     pvno        [0] INTEGER (5),
///     msg-type    [1] INTEGER (30),
///     ctime       [2] KerberosTime OPTIONAL,
///     cusec       [3] Microseconds OPTIONAL,
///     stime       [4] KerberosTime,
///     susec       [5] Microseconds,
///     error-code  [6] Int32,
///     crealm      [7] Realm OPTIONAL,
///     cname       [8] PrincipalName OPTIONAL,
///     realm       [9] Realm,
///     sname       [10] PrincipalName,
///     e-text      [11] KerberosString OPTIONAL,
///     e-data      [12] OCTET STRING OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbError<'a> {
    /// `pvno`: [0] EXPLICIT [UNIVERSAL 2] INTEGER (value 5) : u8
    pub pvno: u8,
    /// `msg-type`: [1] EXPLICIT [UNIVERSAL 2] INTEGER (value 30) : u8
    pub msg_type: u8,
    /// `ctime`: [2] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub ctime: ::core::option::Option<KerberosTime<'a>>,
    /// `cusec`: [3] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32 OPTIONAL
    pub cusec: ::core::option::Option<Microseconds>,
    /// `stime`: [4] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub stime: KerberosTime<'a>,
    /// `susec`: [5] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32
    pub susec: Microseconds,
    /// `error-code`: [6] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub error_code: Int32,
    /// `crealm`: [7] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f) OPTIONAL
    pub crealm: ::core::option::Option<Realm<'a>>,
    /// `cname`: [8] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub cname: ::core::option::Option<PrincipalName<'a>>,
    /// `realm`: [9] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub realm: Realm<'a>,
    /// `sname`: [10] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub sname: PrincipalName<'a>,
    /// `e-text`: [11] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.KerberosString (from 0x0..0x7f) OPTIONAL
    pub e_text: ::core::option::Option<KerberosString<'a>>,
    /// `e-data`: [12] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub e_data: ::core::option::Option<&'a [u8]>,
}
impl<'a> rt::DerValue<'a> for KrbError<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let pvno = r
            .explicit(rt::Tag::context(0), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("pvno"))?;
        rt::check_range(i128::from(pvno) == 5, off).map_err(|e| e.at("pvno"))?;
        let off = r.offset();
        let msg_type = r
            .explicit(rt::Tag::context(1), |r| r.value::<u8>(rt::Tag::INTEGER))
            .map_err(|e| e.at("msg-type"))?;
        rt::check_range(i128::from(msg_type) == 30, off).map_err(|e| e.at("msg-type"))?;
        let ctime = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
                )
                .map_err(|e| e.at("ctime"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let cusec = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<Microseconds>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("cusec"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let stime = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("stime"))?;
        let susec = r
            .explicit(rt::Tag::context(5), |r| r.value::<Microseconds>(rt::Tag::INTEGER))
            .map_err(|e| e.at("susec"))?;
        let error_code = r
            .explicit(rt::Tag::context(6), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("error-code"))?;
        let crealm = if r.peek_is(rt::Tag::context(7).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(7),
                    |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
                )
                .map_err(|e| e.at("crealm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let cname = if r.peek_is(rt::Tag::context(8).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(8),
                    |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("cname"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let realm = r
            .explicit(
                rt::Tag::context(9),
                |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
            )
            .map_err(|e| e.at("realm"))?;
        let sname = r
            .explicit(
                rt::Tag::context(10),
                |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("sname"))?;
        let e_text = if r.peek_is(rt::Tag::context(11).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(11),
                    |r| r.value::<KerberosString<'a>>(rt::Tag::universal(27)),
                )
                .map_err(|e| e.at("e-text"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let e_data = if r.peek_is(rt::Tag::context(12).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(12),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("e-data"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            pvno,
            msg_type,
            ctime,
            cusec,
            stime,
            susec,
            error_code,
            crealm,
            cname,
            realm,
            sname,
            e_text,
            e_data,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.pvno;
            rt::check_range(i128::from(*v) == 5, 0).map_err(|e| e.at("pvno"))?;
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pvno"))?;
        }
        {
            let v = &self.msg_type;
            rt::check_range(i128::from(*v) == 30, 0).map_err(|e| e.at("msg-type"))?;
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("msg-type"))?;
        }
        if let ::core::option::Option::Some(v) = &self.ctime {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("ctime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.cusec {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("cusec"))?;
        }
        w.tlv(
                rt::Tag::context(4).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.stime),
            )
            .map_err(|e| e.at("stime"))?;
        w.tlv(
                rt::Tag::context(5).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.susec),
            )
            .map_err(|e| e.at("susec"))?;
        w.tlv(
                rt::Tag::context(6).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.error_code),
            )
            .map_err(|e| e.at("error-code"))?;
        if let ::core::option::Option::Some(v) = &self.crealm {
            w.tlv(
                    rt::Tag::context(7).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("crealm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.cname {
            w.tlv(
                    rt::Tag::context(8).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("cname"))?;
        }
        w.tlv(
                rt::Tag::context(9).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(27), &self.realm),
            )
            .map_err(|e| e.at("realm"))?;
        w.tlv(
                rt::Tag::context(10).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.sname),
            )
            .map_err(|e| e.at("sname"))?;
        if let ::core::option::Option::Some(v) = &self.e_text {
            w.tlv(
                    rt::Tag::context(11).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("e-text"))?;
        }
        if let ::core::option::Option::Some(v) = &self.e_data {
            w.tlv(
                    rt::Tag::context(12).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("e-data"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbError<'a> {
    const NAME: &'static str = "KRB-ERROR";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(30), |r| r.value::<Self>(rt::Tag::SEQUENCE))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(30).constructed(),
            |w| rt::encode_value(w, rt::Tag::SEQUENCE, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(30).constructed()
    }
}
impl<'a> rt::Jer for KrbError<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pvno");
        rt::Jer::write_jer(&self.pvno, w).map_err(|e| e.at("pvno"))?;
        w.member("msg-type");
        rt::Jer::write_jer(&self.msg_type, w).map_err(|e| e.at("msg-type"))?;
        if let ::core::option::Option::Some(v) = &self.ctime {
            w.member("ctime");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("ctime"))?;
        }
        if let ::core::option::Option::Some(v) = &self.cusec {
            w.member("cusec");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("cusec"))?;
        }
        w.member("stime");
        rt::Jer::write_jer(&self.stime, w).map_err(|e| e.at("stime"))?;
        w.member("susec");
        rt::Jer::write_jer(&self.susec, w).map_err(|e| e.at("susec"))?;
        w.member("error-code");
        rt::Jer::write_jer(&self.error_code, w).map_err(|e| e.at("error-code"))?;
        if let ::core::option::Option::Some(v) = &self.crealm {
            w.member("crealm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crealm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.cname {
            w.member("cname");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("cname"))?;
        }
        w.member("realm");
        rt::Jer::write_jer(&self.realm, w).map_err(|e| e.at("realm"))?;
        w.member("sname");
        rt::Jer::write_jer(&self.sname, w).map_err(|e| e.at("sname"))?;
        if let ::core::option::Option::Some(v) = &self.e_text {
            w.member("e-text");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("e-text"))?;
        }
        if let ::core::option::Option::Some(v) = &self.e_data {
            w.member("e-data");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("e-data"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// METHOD-DATA ::= SEQUENCE OF PA-DATA
/// ```
pub type MethodData<'a> = rt::SequenceOf<'a, PaData<'a>>;
/// The type of `TYPED-DATA.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedDataItem<'a> {
    /// `data-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub data_type: Int32,
    /// `data-value`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub data_value: ::core::option::Option<&'a [u8]>,
}
impl<'a> rt::DerValue<'a> for TypedDataItem<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let data_type = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("data-type"))?;
        let data_value = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("data-value"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { data_type, data_value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.data_type),
            )
            .map_err(|e| e.at("data-type"))?;
        if let ::core::option::Option::Some(v) = &self.data_value {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("data-value"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TypedDataItem<'a> {
    const NAME: &'static str = "TYPED-DATA.item";
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
impl<'a> rt::Jer for TypedDataItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("data-type");
        rt::Jer::write_jer(&self.data_type, w).map_err(|e| e.at("data-type"))?;
        if let ::core::option::Option::Some(v) = &self.data_value {
            w.member("data-value");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("data-value"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// TYPED-DATA ::= SEQUENCE SIZE (1..MAX) OF SEQUENCE {
///     data-type   [0] Int32,
///     data-value  [1] OCTET STRING OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedData<'a>(pub rt::SequenceOf<'a, TypedDataItem<'a>>);
impl<'a> rt::DerValue<'a> for TypedData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            TypedDataItem<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TypedData<'a> {
    const NAME: &'static str = "TYPED-DATA";
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
impl<'a> rt::Jer for TypedData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// PA-ENC-TIMESTAMP ::= EncryptedData
/// ```
pub type PaEncTimestamp<'a> = EncryptedData<'a>;
/// ```asn1
/// PA-ENC-TS-ENC ::= SEQUENCE {
///     patimestamp  [0] KerberosTime,
///     pausec       [1] Microseconds OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaEncTsEnc<'a> {
    /// `patimestamp`: [0] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub patimestamp: KerberosTime<'a>,
    /// `pausec`: [1] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32 OPTIONAL
    pub pausec: ::core::option::Option<Microseconds>,
}
impl<'a> rt::DerValue<'a> for PaEncTsEnc<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let patimestamp = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<KerberosTime<'a>>(rt::Tag::universal(24)),
            )
            .map_err(|e| e.at("patimestamp"))?;
        let pausec = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<Microseconds>(rt::Tag::INTEGER),
                )
                .map_err(|e| e.at("pausec"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { patimestamp, pausec })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.patimestamp),
            )
            .map_err(|e| e.at("patimestamp"))?;
        if let ::core::option::Option::Some(v) = &self.pausec {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::INTEGER, v),
                )
                .map_err(|e| e.at("pausec"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PaEncTsEnc<'a> {
    const NAME: &'static str = "PA-ENC-TS-ENC";
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
impl<'a> rt::Jer for PaEncTsEnc<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("patimestamp");
        rt::Jer::write_jer(&self.patimestamp, w).map_err(|e| e.at("patimestamp"))?;
        if let ::core::option::Option::Some(v) = &self.pausec {
            w.member("pausec");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pausec"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ETYPE-INFO-ENTRY ::= SEQUENCE {
///     etype  [0] Int32,
///     salt   [1] OCTET STRING OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EtypeInfoEntry<'a> {
    /// `etype`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub etype: Int32,
    /// `salt`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub salt: ::core::option::Option<&'a [u8]>,
}
impl<'a> rt::DerValue<'a> for EtypeInfoEntry<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let etype = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("etype"))?;
        let salt = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("salt"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { etype, salt })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.etype),
            )
            .map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.salt {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("salt"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EtypeInfoEntry<'a> {
    const NAME: &'static str = "ETYPE-INFO-ENTRY";
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
impl<'a> rt::Jer for EtypeInfoEntry<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("etype");
        rt::Jer::write_jer(&self.etype, w).map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.salt {
            w.member("salt");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("salt"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ETYPE-INFO ::= SEQUENCE OF ETYPE-INFO-ENTRY
/// ```
pub type EtypeInfo<'a> = rt::SequenceOf<'a, EtypeInfoEntry<'a>>;
/// ```asn1
/// ETYPE-INFO2-ENTRY ::= SEQUENCE {
///     etype      [0] Int32,
///     salt       [1] KerberosString OPTIONAL,
///     s2kparams  [2] OCTET STRING OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EtypeInfo2Entry<'a> {
    /// `etype`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub etype: Int32,
    /// `salt`: [1] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.KerberosString (from 0x0..0x7f) OPTIONAL
    pub salt: ::core::option::Option<KerberosString<'a>>,
    /// `s2kparams`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub s2kparams: ::core::option::Option<&'a [u8]>,
}
impl<'a> rt::DerValue<'a> for EtypeInfo2Entry<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let etype = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("etype"))?;
        let salt = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<KerberosString<'a>>(rt::Tag::universal(27)),
                )
                .map_err(|e| e.at("salt"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let s2kparams = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("s2kparams"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { etype, salt, s2kparams })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.etype),
            )
            .map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.salt {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("salt"))?;
        }
        if let ::core::option::Option::Some(v) = &self.s2kparams {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("s2kparams"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EtypeInfo2Entry<'a> {
    const NAME: &'static str = "ETYPE-INFO2-ENTRY";
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
impl<'a> rt::Jer for EtypeInfo2Entry<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("etype");
        rt::Jer::write_jer(&self.etype, w).map_err(|e| e.at("etype"))?;
        if let ::core::option::Option::Some(v) = &self.salt {
            w.member("salt");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("salt"))?;
        }
        if let ::core::option::Option::Some(v) = &self.s2kparams {
            w.member("s2kparams");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("s2kparams"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ETYPE-INFO2 ::= SEQUENCE SIZE (1..MAX) OF ETYPE-INFO2-ENTRY
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EtypeInfo2<'a>(pub rt::SequenceOf<'a, EtypeInfo2Entry<'a>>);
impl<'a> rt::DerValue<'a> for EtypeInfo2<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            EtypeInfo2Entry<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for EtypeInfo2<'a> {
    const NAME: &'static str = "ETYPE-INFO2";
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
impl<'a> rt::Jer for EtypeInfo2<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// AD-IF-RELEVANT ::= AuthorizationData
/// ```
pub type AdIfRelevant<'a> = AuthorizationData<'a>;
/// ```asn1
/// AD-KDCIssued ::= SEQUENCE {
///     ad-checksum  [0] Checksum,
///     i-realm      [1] Realm OPTIONAL,
///     i-sname      [2] PrincipalName OPTIONAL,
///     elements     [3] AuthorizationData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdKdcIssued<'a> {
    /// `ad-checksum`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Checksum
    pub ad_checksum: Checksum<'a>,
    /// `i-realm`: [1] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f) OPTIONAL
    pub i_realm: ::core::option::Option<Realm<'a>>,
    /// `i-sname`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub i_sname: ::core::option::Option<PrincipalName<'a>>,
    /// `elements`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.AuthorizationData
    pub elements: AuthorizationData<'a>,
}
impl<'a> rt::DerValue<'a> for AdKdcIssued<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let ad_checksum = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<Checksum<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("ad-checksum"))?;
        let i_realm = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<Realm<'a>>(rt::Tag::universal(27)),
                )
                .map_err(|e| e.at("i-realm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let i_sname = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<PrincipalName<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("i-sname"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let elements = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<AuthorizationData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("elements"))?;
        Ok(Self {
            ad_checksum,
            i_realm,
            i_sname,
            elements,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.ad_checksum),
            )
            .map_err(|e| e.at("ad-checksum"))?;
        if let ::core::option::Option::Some(v) = &self.i_realm {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("i-realm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.i_sname {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("i-sname"))?;
        }
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.elements),
            )
            .map_err(|e| e.at("elements"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AdKdcIssued<'a> {
    const NAME: &'static str = "AD-KDCIssued";
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
impl<'a> rt::Jer for AdKdcIssued<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("ad-checksum");
        rt::Jer::write_jer(&self.ad_checksum, w).map_err(|e| e.at("ad-checksum"))?;
        if let ::core::option::Option::Some(v) = &self.i_realm {
            w.member("i-realm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("i-realm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.i_sname {
            w.member("i-sname");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("i-sname"))?;
        }
        w.member("elements");
        rt::Jer::write_jer(&self.elements, w).map_err(|e| e.at("elements"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AD-AND-OR ::= SEQUENCE {
///     condition-count  [0] Int32,
///     elements         [1] AuthorizationData }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdAndOr<'a> {
    /// `condition-count`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub condition_count: Int32,
    /// `elements`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.AuthorizationData
    pub elements: AuthorizationData<'a>,
}
impl<'a> rt::DerValue<'a> for AdAndOr<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let condition_count = r
            .explicit(rt::Tag::context(0), |r| r.value::<Int32>(rt::Tag::INTEGER))
            .map_err(|e| e.at("condition-count"))?;
        let elements = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<AuthorizationData<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("elements"))?;
        Ok(Self { condition_count, elements })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.condition_count),
            )
            .map_err(|e| e.at("condition-count"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.elements),
            )
            .map_err(|e| e.at("elements"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AdAndOr<'a> {
    const NAME: &'static str = "AD-AND-OR";
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
impl<'a> rt::Jer for AdAndOr<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("condition-count");
        rt::Jer::write_jer(&self.condition_count, w)
            .map_err(|e| e.at("condition-count"))?;
        w.member("elements");
        rt::Jer::write_jer(&self.elements, w).map_err(|e| e.at("elements"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AD-MANDATORY-FOR-KDC ::= AuthorizationData
/// ```
pub type AdMandatoryForKdc<'a> = AuthorizationData<'a>;
