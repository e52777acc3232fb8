use ::synta_rt as rt;
/// ```asn1
///
///
/// -- RFC 6806 §8: PA-SERVER-REFERRAL (padata type 25) carries, encrypted,
/// -- the realm to ask next.
/// PA-SERVER-REFERRAL-DATA ::= EncryptedData
/// ```
pub type PaServerReferralData<'a> = super::kerberos_v5_spec2::EncryptedData<'a>;
/// ```asn1
/// ServerReferralData ::= SEQUENCE {
///     referred-realm            [0] Realm OPTIONAL,
///     true-principal-name       [1] PrincipalName OPTIONAL,
///     requested-principal-name  [2] PrincipalName OPTIONAL,
///     referral-valid-until      [3] KerberosTime OPTIONAL,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerReferralData<'a> {
    /// `referred-realm`: [0] EXPLICIT [UNIVERSAL 27] -> KerberosV5Spec2.Realm (from 0x0..0x7f) OPTIONAL
    pub referred_realm: ::core::option::Option<super::kerberos_v5_spec2::Realm<'a>>,
    /// `true-principal-name`: [1] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub true_principal_name: ::core::option::Option<
        super::kerberos_v5_spec2::PrincipalName<'a>,
    >,
    /// `requested-principal-name`: [2] EXPLICIT [UNIVERSAL 16] -> KerberosV5Spec2.PrincipalName OPTIONAL
    pub requested_principal_name: ::core::option::Option<
        super::kerberos_v5_spec2::PrincipalName<'a>,
    >,
    /// `referral-valid-until`: [3] EXPLICIT [UNIVERSAL 24] -> KerberosV5Spec2.KerberosTime OPTIONAL
    pub referral_valid_until: ::core::option::Option<
        super::kerberos_v5_spec2::KerberosTime<'a>,
    >,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for ServerReferralData<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let referred_realm = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| {
                        r
                            .value::<
                                super::kerberos_v5_spec2::Realm<'a>,
                            >(rt::Tag::universal(27))
                    },
                )
                .map_err(|e| e.at("referred-realm"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let true_principal_name = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| {
                        r
                            .value::<
                                super::kerberos_v5_spec2::PrincipalName<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("true-principal-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let requested_principal_name = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| {
                        r
                            .value::<
                                super::kerberos_v5_spec2::PrincipalName<'a>,
                            >(rt::Tag::SEQUENCE)
                    },
                )
                .map_err(|e| e.at("requested-principal-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let referral_valid_until = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| {
                        r
                            .value::<
                                super::kerberos_v5_spec2::KerberosTime<'a>,
                            >(rt::Tag::universal(24))
                    },
                )
                .map_err(|e| e.at("referral-valid-until"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            referred_realm,
            true_principal_name,
            requested_principal_name,
            referral_valid_until,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.referred_realm {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(27), v),
                )
                .map_err(|e| e.at("referred-realm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.true_principal_name {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("true-principal-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.requested_principal_name {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("requested-principal-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.referral_valid_until {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::universal(24), v),
                )
                .map_err(|e| e.at("referral-valid-until"))?;
        }
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ServerReferralData<'a> {
    const NAME: &'static str = "ServerReferralData";
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
impl<'a> rt::Jer for ServerReferralData<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.referred_realm {
            w.member("referred-realm");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("referred-realm"))?;
        }
        if let ::core::option::Option::Some(v) = &self.true_principal_name {
            w.member("true-principal-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("true-principal-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.requested_principal_name {
            w.member("requested-principal-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("requested-principal-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.referral_valid_until {
            w.member("referral-valid-until");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("referral-valid-until"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KERB-PA-PAC-REQUEST ::= SEQUENCE {
///     include-pac  [0] BOOLEAN }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KerbPaPacRequest {
    /// `include-pac`: [0] EXPLICIT [UNIVERSAL 1] BOOLEAN
    pub include_pac: bool,
}
impl<'a> rt::DerValue<'a> for KerbPaPacRequest {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let include_pac = r
            .explicit(rt::Tag::context(0), |r| r.value::<bool>(rt::Tag::BOOLEAN))
            .map_err(|e| e.at("include-pac"))?;
        Ok(Self { include_pac })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::BOOLEAN, &self.include_pac),
            )
            .map_err(|e| e.at("include-pac"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for KerbPaPacRequest {
    const NAME: &'static str = "KERB-PA-PAC-REQUEST";
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
impl rt::Jer for KerbPaPacRequest {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("include-pac");
        rt::Jer::write_jer(&self.include_pac, w).map_err(|e| e.at("include-pac"))?;
        w.end_object();
        Ok(())
    }
}
