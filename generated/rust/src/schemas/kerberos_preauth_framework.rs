use ::synta_rt as rt;
/// ```asn1
///
///
/// -- §6.4
/// PA-AUTHENTICATION-SET ::= SEQUENCE OF PA-AUTHENTICATION-SET-ELEM
/// ```
pub type PaAuthenticationSet<'a> = rt::SequenceOf<'a, PaAuthenticationSetElem<'a>>;
/// ```asn1
/// PA-AUTHENTICATION-SET-ELEM ::= SEQUENCE {
///     pa-type   [0] Int32,
///     pa-hint   [1] OCTET STRING OPTIONAL,
///     pa-value  [2] OCTET STRING OPTIONAL,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaAuthenticationSetElem<'a> {
    /// `pa-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub pa_type: super::kerberos_v5_spec2::Int32,
    /// `pa-hint`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub pa_hint: ::core::option::Option<&'a [u8]>,
    /// `pa-value`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub pa_value: ::core::option::Option<&'a [u8]>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for PaAuthenticationSetElem<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let pa_type = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<super::kerberos_v5_spec2::Int32>(rt::Tag::INTEGER),
            )
            .map_err(|e| e.at("pa-type"))?;
        let pa_hint = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("pa-hint"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let pa_value = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("pa-value"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            pa_type,
            pa_hint,
            pa_value,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.pa_type),
            )
            .map_err(|e| e.at("pa-type"))?;
        if let ::core::option::Option::Some(v) = &self.pa_hint {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("pa-hint"))?;
        }
        if let ::core::option::Option::Some(v) = &self.pa_value {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("pa-value"))?;
        }
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PaAuthenticationSetElem<'a> {
    const NAME: &'static str = "PA-AUTHENTICATION-SET-ELEM";
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
impl<'a> rt::Jer for PaAuthenticationSetElem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("pa-type");
        rt::Jer::write_jer(&self.pa_type, w).map_err(|e| e.at("pa-type"))?;
        if let ::core::option::Option::Some(v) = &self.pa_hint {
            w.member("pa-hint");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pa-hint"))?;
        }
        if let ::core::option::Option::Some(v) = &self.pa_value {
            w.member("pa-value");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pa-value"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KrbFastArmor ::= SEQUENCE {
///     armor-type   [0] Int32,
///     armor-value  [1] OCTET STRING,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbFastArmor<'a> {
    /// `armor-type`: [0] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Int32 (value -2147483648..2147483647) : i32
    pub armor_type: super::kerberos_v5_spec2::Int32,
    /// `armor-value`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING
    pub armor_value: &'a [u8],
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for KrbFastArmor<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let armor_type = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<super::kerberos_v5_spec2::Int32>(rt::Tag::INTEGER),
            )
            .map_err(|e| e.at("armor-type"))?;
        let armor_value = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
            )
            .map_err(|e| e.at("armor-value"))?;
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            armor_type,
            armor_value,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.armor_type),
            )
            .map_err(|e| e.at("armor-type"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::OCTET_STRING, &self.armor_value),
            )
            .map_err(|e| e.at("armor-value"))?;
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbFastArmor<'a> {
    const NAME: &'static str = "KrbFastArmor";
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
impl<'a> rt::Jer for KrbFastArmor<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("armor-type");
        rt::Jer::write_jer(&self.armor_type, w).map_err(|e| e.at("armor-type"))?;
        w.member("armor-value");
        rt::Jer::write_jer(&self.armor_value, w).map_err(|e| e.at("armor-value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PA-FX-FAST-REQUEST ::= CHOICE {
///     armored-data  [0] KrbFastArmoredReq,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum PaFxFastRequest<'a> {
    /// `armored-data`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosPreauthFramework.KrbFastArmoredReq
    ArmoredData(KrbFastArmoredReq<'a>),
    /// An alternative added in a later version of the schema, kept as read.
    Unknown(rt::RawDer<'a>),
}
impl<'a> rt::DerUntagged<'a> for PaFxFastRequest<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<KrbFastArmoredReq<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("armored-data"))?;
            return Ok(Self::ArmoredData(v));
        }
        Ok(Self::Unknown(rt::RawDer::read(r)?))
    }
    fn encode_untagged<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        match self {
            Self::ArmoredData(v) => {
                w.tlv(
                        rt::Tag::context(0).constructed(),
                        |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                    )
                    .map_err(|e| e.at("armored-data"))
            }
            Self::Unknown(v) => {
                w.write(v.as_bytes());
                Ok(())
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
    }
}
impl<'a> rt::Der<'a> for PaFxFastRequest<'a> {
    const NAME: &'static str = "PA-FX-FAST-REQUEST";
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
impl<'a> rt::Jer for PaFxFastRequest<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::ArmoredData(v) => {
                w.begin_object();
                w.member("armored-data");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("armored-data"))?;
                w.end_object();
            }
            Self::Unknown(v) => rt::Jer::write_jer(v, w)?,
        }
        Ok(())
    }
}
/// ```asn1
/// KrbFastArmoredReq ::= SEQUENCE {
///     armor         [0] KrbFastArmor OPTIONAL,
///     req-checksum  [1] Checksum,
///     enc-fast-req  [2] EncryptedData,  -- holds a KrbFastReq
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbFastArmoredReq<'a> {
    /// `armor`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosPreauthFramework.KrbFastArmor OPTIONAL
    pub armor: ::core::option::Option<KrbFastArmor<'a>>,
    /// `req-checksum`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Checksum
    pub req_checksum: super::kerberos_v5_spec2::Checksum<'a>,
    /// `enc-fast-req`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_fast_req: super::kerberos_v5_spec2::EncryptedData<'a>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for KrbFastArmoredReq<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let armor = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<KrbFastArmor<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("armor"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let req_checksum = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<super::kerberos_v5_spec2::Checksum<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("req-checksum"))?;
        let enc_fast_req = r
            .explicit(
                rt::Tag::context(2),
                |r| {
                    r
                        .value::<
                            super::kerberos_v5_spec2::EncryptedData<'a>,
                        >(rt::Tag::SEQUENCE)
                },
            )
            .map_err(|e| e.at("enc-fast-req"))?;
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            armor,
            req_checksum,
            enc_fast_req,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.armor {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("armor"))?;
        }
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.req_checksum),
            )
            .map_err(|e| e.at("req-checksum"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_fast_req),
            )
            .map_err(|e| e.at("enc-fast-req"))?;
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbFastArmoredReq<'a> {
    const NAME: &'static str = "KrbFastArmoredReq";
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
impl<'a> rt::Jer for KrbFastArmoredReq<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.armor {
            w.member("armor");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("armor"))?;
        }
        w.member("req-checksum");
        rt::Jer::write_jer(&self.req_checksum, w).map_err(|e| e.at("req-checksum"))?;
        w.member("enc-fast-req");
        rt::Jer::write_jer(&self.enc_fast_req, w).map_err(|e| e.at("enc-fast-req"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KrbFastReq ::= SEQUENCE {
///     fast-options  [0] FastOptions,
///     padata        [1] SEQUENCE OF PA-DATA,
///     req-body      [2] KDC-REQ-BODY,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbFastReq<'a> {
    /// `fast-options`: [0] EXPLICIT [UNIVERSAL 3] -> KerberosPreauthFramework.FastOptions (size 32..MAX)
    pub fast_options: FastOptions<'a>,
    /// `padata`: [1] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> KerberosV5Spec2.PA-DATA
    pub padata: rt::SequenceOf<'a, super::kerberos_v5_spec2::PaData<'a>>,
    /// `req-body`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.KDC-REQ-BODY
    pub req_body: super::kerberos_v5_spec2::KdcReqBody<'a>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for KrbFastReq<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let fast_options = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<FastOptions<'a>>(rt::Tag::BIT_STRING),
            )
            .map_err(|e| e.at("fast-options"))?;
        let padata = r
            .explicit(
                rt::Tag::context(1),
                |r| {
                    r
                        .value::<
                            rt::SequenceOf<'a, super::kerberos_v5_spec2::PaData<'a>>,
                        >(rt::Tag::SEQUENCE)
                },
            )
            .map_err(|e| e.at("padata"))?;
        let req_body = r
            .explicit(
                rt::Tag::context(2),
                |r| {
                    r
                        .value::<
                            super::kerberos_v5_spec2::KdcReqBody<'a>,
                        >(rt::Tag::SEQUENCE)
                },
            )
            .map_err(|e| e.at("req-body"))?;
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            fast_options,
            padata,
            req_body,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::BIT_STRING, &self.fast_options),
            )
            .map_err(|e| e.at("fast-options"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.padata),
            )
            .map_err(|e| e.at("padata"))?;
        w.tlv(
                rt::Tag::context(2).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.req_body),
            )
            .map_err(|e| e.at("req-body"))?;
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbFastReq<'a> {
    const NAME: &'static str = "KrbFastReq";
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
impl<'a> rt::Jer for KrbFastReq<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("fast-options");
        rt::Jer::write_jer(&self.fast_options, w).map_err(|e| e.at("fast-options"))?;
        w.member("padata");
        rt::Jer::write_jer(&self.padata, w).map_err(|e| e.at("padata"))?;
        w.member("req-body");
        rt::Jer::write_jer(&self.req_body, w).map_err(|e| e.at("req-body"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// FastOptions ::= KerberosFlags
/// ```
pub type FastOptions<'a> = super::kerberos_v5_spec2::KerberosFlags<'a>;
/// ```asn1
/// PA-FX-FAST-REPLY ::= CHOICE {
///     armored-data  [0] KrbFastArmoredRep,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum PaFxFastReply<'a> {
    /// `armored-data`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosPreauthFramework.KrbFastArmoredRep
    ArmoredData(KrbFastArmoredRep<'a>),
    /// An alternative added in a later version of the schema, kept as read.
    Unknown(rt::RawDer<'a>),
}
impl<'a> rt::DerUntagged<'a> for PaFxFastReply<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<KrbFastArmoredRep<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("armored-data"))?;
            return Ok(Self::ArmoredData(v));
        }
        Ok(Self::Unknown(rt::RawDer::read(r)?))
    }
    fn encode_untagged<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        match self {
            Self::ArmoredData(v) => {
                w.tlv(
                        rt::Tag::context(0).constructed(),
                        |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                    )
                    .map_err(|e| e.at("armored-data"))
            }
            Self::Unknown(v) => {
                w.write(v.as_bytes());
                Ok(())
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
    }
}
impl<'a> rt::Der<'a> for PaFxFastReply<'a> {
    const NAME: &'static str = "PA-FX-FAST-REPLY";
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
impl<'a> rt::Jer for PaFxFastReply<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::ArmoredData(v) => {
                w.begin_object();
                w.member("armored-data");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("armored-data"))?;
                w.end_object();
            }
            Self::Unknown(v) => rt::Jer::write_jer(v, w)?,
        }
        Ok(())
    }
}
/// ```asn1
/// KrbFastArmoredRep ::= SEQUENCE {
///     enc-fast-rep  [0] EncryptedData,  -- holds a KrbFastResponse
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbFastArmoredRep<'a> {
    /// `enc-fast-rep`: [0] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptedData
    pub enc_fast_rep: super::kerberos_v5_spec2::EncryptedData<'a>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for KrbFastArmoredRep<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let enc_fast_rep = r
            .explicit(
                rt::Tag::context(0),
                |r| {
                    r
                        .value::<
                            super::kerberos_v5_spec2::EncryptedData<'a>,
                        >(rt::Tag::SEQUENCE)
                },
            )
            .map_err(|e| e.at("enc-fast-rep"))?;
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            enc_fast_rep,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.enc_fast_rep),
            )
            .map_err(|e| e.at("enc-fast-rep"))?;
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbFastArmoredRep<'a> {
    const NAME: &'static str = "KrbFastArmoredRep";
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
impl<'a> rt::Jer for KrbFastArmoredRep<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("enc-fast-rep");
        rt::Jer::write_jer(&self.enc_fast_rep, w).map_err(|e| e.at("enc-fast-rep"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KrbFastResponse ::= SEQUENCE {
///     padata          [0] SEQUENCE OF PA-DATA,
///     strengthen-key  [1] EncryptionKey OPTIONAL,
///     finished        [2] KrbFastFinished OPTIONAL,
///     nonce           [3] UInt32,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbFastResponse<'a> {
    /// `padata`: [0] EXPLICIT [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> KerberosV5Spec2.PA-DATA
    pub padata: rt::SequenceOf<'a, super::kerberos_v5_spec2::PaData<'a>>,
    /// `strengthen-key`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.EncryptionKey OPTIONAL
    pub strengthen_key: ::core::option::Option<
        super::kerberos_v5_spec2::EncryptionKey<'a>,
    >,
    /// `finished`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosPreauthFramework.KrbFastFinished OPTIONAL
    pub finished: ::core::option::Option<KrbFastFinished<'a>>,
    /// `nonce`: [3] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.UInt32 (value 0..4294967295) : u32
    pub nonce: super::kerberos_v5_spec2::UInt32,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for KrbFastResponse<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let padata = r
            .explicit(
                rt::Tag::context(0),
                |r| {
                    r
                        .value::<
                            rt::SequenceOf<'a, super::kerberos_v5_spec2::PaData<'a>>,
                        >(rt::Tag::SEQUENCE)
                },
            )
            .map_err(|e| e.at("padata"))?;
        let strengthen_key = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| {
                        r
                            .value::<
                                super::kerberos_v5_spec2::EncryptionKey<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("strengthen-key"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let finished = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<KrbFastFinished<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("finished"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let nonce = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<super::kerberos_v5_spec2::UInt32>(rt::Tag::INTEGER),
            )
            .map_err(|e| e.at("nonce"))?;
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            padata,
            strengthen_key,
            finished,
            nonce,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.padata),
            )
            .map_err(|e| e.at("padata"))?;
        if let ::core::option::Option::Some(v) = &self.strengthen_key {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("strengthen-key"))?;
        }
        if let ::core::option::Option::Some(v) = &self.finished {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("finished"))?;
        }
        w.tlv(
                rt::Tag::context(3).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.nonce),
            )
            .map_err(|e| e.at("nonce"))?;
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbFastResponse<'a> {
    const NAME: &'static str = "KrbFastResponse";
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
impl<'a> rt::Jer for KrbFastResponse<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("padata");
        rt::Jer::write_jer(&self.padata, w).map_err(|e| e.at("padata"))?;
        if let ::core::option::Option::Some(v) = &self.strengthen_key {
            w.member("strengthen-key");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("strengthen-key"))?;
        }
        if let ::core::option::Option::Some(v) = &self.finished {
            w.member("finished");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("finished"))?;
        }
        w.member("nonce");
        rt::Jer::write_jer(&self.nonce, w).map_err(|e| e.at("nonce"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KrbFastFinished ::= SEQUENCE {
///     timestamp        [0] KerberosTime,
///     usec             [1] Microseconds,
///     crealm           [2] Realm,
///     cname            [3] PrincipalName,
///     ticket-checksum  [4] Checksum,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KrbFastFinished<'a> {
    /// `timestamp`: [0] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime
    pub timestamp: super::kerberos_v5_spec2::KerberosTime<'a>,
    /// `usec`: [1] EXPLICIT [UNIVERSAL 2] -> KerberosV5Spec2.Microseconds (value 0..999999) : u32
    pub usec: super::kerberos_v5_spec2::Microseconds,
    /// `crealm`: [2] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f)
    pub crealm: super::kerberos_v5_spec2::Realm<'a>,
    /// `cname`: [3] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName
    pub cname: super::kerberos_v5_spec2::PrincipalName<'a>,
    /// `ticket-checksum`: [4] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.Checksum
    pub ticket_checksum: super::kerberos_v5_spec2::Checksum<'a>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for KrbFastFinished<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let timestamp = r
            .explicit(
                rt::Tag::context(0),
                |r| {
                    r
                        .value::<
                            super::kerberos_v5_spec2::KerberosTime<'a>,
                        >(rt::Tag::universal(24))
                },
            )
            .map_err(|e| e.at("timestamp"))?;
        let usec = r
            .explicit(
                rt::Tag::context(1),
                |r| r.value::<super::kerberos_v5_spec2::Microseconds>(rt::Tag::INTEGER),
            )
            .map_err(|e| e.at("usec"))?;
        let crealm = r
            .explicit(
                rt::Tag::context(2),
                |r| {
                    r
                        .value::<
                            super::kerberos_v5_spec2::Realm<'a>,
                        >(rt::Tag::universal(27))
                },
            )
            .map_err(|e| e.at("crealm"))?;
        let cname = r
            .explicit(
                rt::Tag::context(3),
                |r| {
                    r
                        .value::<
                            super::kerberos_v5_spec2::PrincipalName<'a>,
                        >(rt::Tag::SEQUENCE)
                },
            )
            .map_err(|e| e.at("cname"))?;
        let ticket_checksum = r
            .explicit(
                rt::Tag::context(4),
                |r| r.value::<super::kerberos_v5_spec2::Checksum<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("ticket-checksum"))?;
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            timestamp,
            usec,
            crealm,
            cname,
            ticket_checksum,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::universal(24), &self.timestamp),
            )
            .map_err(|e| e.at("timestamp"))?;
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::encode_value(w, rt::Tag::INTEGER, &self.usec),
            )
            .map_err(|e| e.at("usec"))?;
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
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.ticket_checksum),
            )
            .map_err(|e| e.at("ticket-checksum"))?;
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KrbFastFinished<'a> {
    const NAME: &'static str = "KrbFastFinished";
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
impl<'a> rt::Jer for KrbFastFinished<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("timestamp");
        rt::Jer::write_jer(&self.timestamp, w).map_err(|e| e.at("timestamp"))?;
        w.member("usec");
        rt::Jer::write_jer(&self.usec, w).map_err(|e| e.at("usec"))?;
        w.member("crealm");
        rt::Jer::write_jer(&self.crealm, w).map_err(|e| e.at("crealm"))?;
        w.member("cname");
        rt::Jer::write_jer(&self.cname, w).map_err(|e| e.at("cname"))?;
        w.member("ticket-checksum");
        rt::Jer::write_jer(&self.ticket_checksum, w)
            .map_err(|e| e.at("ticket-checksum"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EncryptedChallenge ::= EncryptedData
/// ```
pub type EncryptedChallenge<'a> = super::kerberos_v5_spec2::EncryptedData<'a>;
