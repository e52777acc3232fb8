use ::synta_rt as rt;
/// ```asn1
///
///
/// MechType ::= OBJECT IDENTIFIER
/// ```
pub type MechType<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
/// NegotiationToken ::= CHOICE {
///     negTokenInit  [0] NegTokenInit,
///     negTokenResp  [1] NegTokenResp }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum NegotiationToken<'a> {
    /// `negTokenInit`: [0] EXPLICIT [UNIVERSAL 16] -> SPNEGOASNOneSpec.NegTokenInit
    NegTokenInit(NegTokenInit<'a>),
    /// `negTokenResp`: [1] EXPLICIT [UNIVERSAL 16] -> SPNEGOASNOneSpec.NegTokenResp
    NegTokenResp(NegTokenResp<'a>),
}
impl<'a> rt::DerUntagged<'a> for NegotiationToken<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<NegTokenInit<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("negTokenInit"))?;
            return Ok(Self::NegTokenInit(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<NegTokenResp<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("negTokenResp"))?;
            return Ok(Self::NegTokenResp(v));
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
            Self::NegTokenInit(v) => {
                w.tlv(
                        rt::Tag::context(0).constructed(),
                        |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                    )
                    .map_err(|e| e.at("negTokenInit"))
            }
            Self::NegTokenResp(v) => {
                w.tlv(
                        rt::Tag::context(1).constructed(),
                        |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                    )
                    .map_err(|e| e.at("negTokenResp"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
            || tag == rt::Tag::context(1).constructed()
    }
}
impl<'a> rt::Der<'a> for NegotiationToken<'a> {
    const NAME: &'static str = "NegotiationToken";
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
impl<'a> rt::Jer for NegotiationToken<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::NegTokenInit(v) => {
                w.begin_object();
                w.member("negTokenInit");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("negTokenInit"))?;
                w.end_object();
            }
            Self::NegTokenResp(v) => {
                w.begin_object();
                w.member("negTokenResp");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("negTokenResp"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// MechTypeList ::= SEQUENCE OF MechType
/// ```
pub type MechTypeList<'a> = rt::SequenceOf<'a, MechType<'a>>;
/// ```asn1
/// NegTokenInit ::= SEQUENCE {
///     mechTypes    [0] MechTypeList,
///     reqFlags     [1] ContextFlags OPTIONAL,
///     mechToken    [2] OCTET STRING OPTIONAL,
///     mechListMIC  [3] OCTET STRING OPTIONAL,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NegTokenInit<'a> {
    /// `mechTypes`: [0] EXPLICIT [UNIVERSAL 16] -> SPNEGOASNOneSpec.MechTypeList
    pub mech_types: MechTypeList<'a>,
    /// `reqFlags`: [1] EXPLICIT [UNIVERSAL 3] -> SPNEGOASNOneSpec.ContextFlags (size 32) OPTIONAL
    pub req_flags: ::core::option::Option<ContextFlags<'a>>,
    /// `mechToken`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub mech_token: ::core::option::Option<&'a [u8]>,
    /// `mechListMIC`: [3] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub mech_list_mic: ::core::option::Option<&'a [u8]>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for NegTokenInit<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let mech_types = r
            .explicit(
                rt::Tag::context(0),
                |r| r.value::<MechTypeList<'a>>(rt::Tag::SEQUENCE),
            )
            .map_err(|e| e.at("mechTypes"))?;
        let req_flags = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<ContextFlags<'a>>(rt::Tag::BIT_STRING),
                )
                .map_err(|e| e.at("reqFlags"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let mech_token = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("mechToken"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let mech_list_mic = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("mechListMIC"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            mech_types,
            req_flags,
            mech_token,
            mech_list_mic,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::encode_value(w, rt::Tag::SEQUENCE, &self.mech_types),
            )
            .map_err(|e| e.at("mechTypes"))?;
        if let ::core::option::Option::Some(v) = &self.req_flags {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::BIT_STRING, v),
                )
                .map_err(|e| e.at("reqFlags"))?;
        }
        if let ::core::option::Option::Some(v) = &self.mech_token {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("mechToken"))?;
        }
        if let ::core::option::Option::Some(v) = &self.mech_list_mic {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("mechListMIC"))?;
        }
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for NegTokenInit<'a> {
    const NAME: &'static str = "NegTokenInit";
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
impl<'a> rt::Jer for NegTokenInit<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("mechTypes");
        rt::Jer::write_jer(&self.mech_types, w).map_err(|e| e.at("mechTypes"))?;
        if let ::core::option::Option::Some(v) = &self.req_flags {
            w.member("reqFlags");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("reqFlags"))?;
        }
        if let ::core::option::Option::Some(v) = &self.mech_token {
            w.member("mechToken");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("mechToken"))?;
        }
        if let ::core::option::Option::Some(v) = &self.mech_list_mic {
            w.member("mechListMIC");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("mechListMIC"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// The type of `NegTokenResp.negState`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NegTokenRespNegState {
    /// Number 0.
    AcceptCompleted,
    /// Number 1.
    AcceptIncomplete,
    /// Number 2.
    Reject,
    /// Number 3.
    RequestMic,
}
impl NegTokenRespNegState {
    /// The number on the wire.
    pub fn number(&self) -> i64 {
        match self {
            Self::AcceptCompleted => 0,
            Self::AcceptIncomplete => 1,
            Self::Reject => 2,
            Self::RequestMic => 3,
        }
    }
}
impl<'a> rt::DerValue<'a> for NegTokenRespNegState {
    const TAG: rt::Tag = rt::Tag::ENUMERATED;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        match rt::decode_i128(r)? {
            0 => Ok(Self::AcceptCompleted),
            1 => Ok(Self::AcceptIncomplete),
            2 => Ok(Self::Reject),
            3 => Ok(Self::RequestMic),
            _ => Err(rt::Error::new(rt::ErrorKind::UnknownEnumerated, off)),
        }
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_i128(w, i128::from(self.number()));
        Ok(())
    }
}
impl<'a> rt::Der<'a> for NegTokenRespNegState {
    const NAME: &'static str = "NegTokenResp.negState";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::context(0), |r| r.value::<Self>(rt::Tag::ENUMERATED))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::context(0).constructed(),
            |w| rt::encode_value(w, rt::Tag::ENUMERATED, self),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
    }
}
impl rt::Jer for NegTokenRespNegState {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::AcceptCompleted => w.identifier("accept-completed"),
            Self::AcceptIncomplete => w.identifier("accept-incomplete"),
            Self::Reject => w.identifier("reject"),
            Self::RequestMic => w.identifier("request-mic"),
        }
        Ok(())
    }
}
/// ```asn1
/// NegTokenResp ::= SEQUENCE {
///     negState       [0] ENUMERATED {
///         accept-completed   (0),
///         accept-incomplete  (1),
///         reject             (2),
///         request-mic        (3) } OPTIONAL,
///     supportedMech  [1] MechType OPTIONAL,
///     responseToken  [2] OCTET STRING OPTIONAL,
///     mechListMIC    [3] OCTET STRING OPTIONAL,
///     ... }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NegTokenResp<'a> {
    /// `negState`: [0] EXPLICIT [UNIVERSAL 10] ENUMERATED { accept-completed(0), accept-incomplete(1), reject(2), request-mic(3) } OPTIONAL
    pub neg_state: ::core::option::Option<NegTokenRespNegState>,
    /// `supportedMech`: [1] EXPLICIT [UNIVERSAL 6] -> SPNEGOASNOneSpec.MechType OPTIONAL
    pub supported_mech: ::core::option::Option<MechType<'a>>,
    /// `responseToken`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub response_token: ::core::option::Option<&'a [u8]>,
    /// `mechListMIC`: [3] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub mech_list_mic: ::core::option::Option<&'a [u8]>,
    /// Extension additions this schema does not know, kept to re-encode them unchanged.
    pub unknown_extensions: rt::UnknownExtensions<'a>,
}
impl<'a> rt::DerValue<'a> for NegTokenResp<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let neg_state = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<NegTokenRespNegState>(rt::Tag::ENUMERATED),
                )
                .map_err(|e| e.at("negState"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let supported_mech = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<MechType<'a>>(rt::Tag::OBJECT_IDENTIFIER),
                )
                .map_err(|e| e.at("supportedMech"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let response_token = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("responseToken"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let mech_list_mic = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("mechListMIC"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let unknown_extensions = rt::UnknownExtensions::read(r, |_| false)?;
        Ok(Self {
            neg_state,
            supported_mech,
            response_token,
            mech_list_mic,
            unknown_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.neg_state {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::ENUMERATED, v),
                )
                .map_err(|e| e.at("negState"))?;
        }
        if let ::core::option::Option::Some(v) = &self.supported_mech {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, v),
                )
                .map_err(|e| e.at("supportedMech"))?;
        }
        if let ::core::option::Option::Some(v) = &self.response_token {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("responseToken"))?;
        }
        if let ::core::option::Option::Some(v) = &self.mech_list_mic {
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("mechListMIC"))?;
        }
        self.unknown_extensions.encode(w);
        Ok(())
    }
}
impl<'a> rt::Der<'a> for NegTokenResp<'a> {
    const NAME: &'static str = "NegTokenResp";
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
impl<'a> rt::Jer for NegTokenResp<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.neg_state {
            w.member("negState");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("negState"))?;
        }
        if let ::core::option::Option::Some(v) = &self.supported_mech {
            w.member("supportedMech");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("supportedMech"))?;
        }
        if let ::core::option::Option::Some(v) = &self.response_token {
            w.member("responseToken");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("responseToken"))?;
        }
        if let ::core::option::Option::Some(v) = &self.mech_list_mic {
            w.member("mechListMIC");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("mechListMIC"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ContextFlags ::= BIT STRING {
///     delegFlag     (0),
///     mutualFlag    (1),
///     replayFlag    (2),
///     sequenceFlag  (3),
///     anonFlag      (4),
///     confFlag      (5),
///     integFlag     (6) } (SIZE (32))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContextFlags<'a>(pub rt::BitString<'a>);
impl<'a> ContextFlags<'a> {
    /// Bit `delegFlag(0)`.
    pub const DELEG_FLAG: usize = 0;
    /// Whether bit `delegFlag` is set.
    pub fn deleg_flag(&self) -> bool {
        self.0.bit(0)
    }
    /// Bit `mutualFlag(1)`.
    pub const MUTUAL_FLAG: usize = 1;
    /// Whether bit `mutualFlag` is set.
    pub fn mutual_flag(&self) -> bool {
        self.0.bit(1)
    }
    /// Bit `replayFlag(2)`.
    pub const REPLAY_FLAG: usize = 2;
    /// Whether bit `replayFlag` is set.
    pub fn replay_flag(&self) -> bool {
        self.0.bit(2)
    }
    /// Bit `sequenceFlag(3)`.
    pub const SEQUENCE_FLAG: usize = 3;
    /// Whether bit `sequenceFlag` is set.
    pub fn sequence_flag(&self) -> bool {
        self.0.bit(3)
    }
    /// Bit `anonFlag(4)`.
    pub const ANON_FLAG: usize = 4;
    /// Whether bit `anonFlag` is set.
    pub fn anon_flag(&self) -> bool {
        self.0.bit(4)
    }
    /// Bit `confFlag(5)`.
    pub const CONF_FLAG: usize = 5;
    /// Whether bit `confFlag` is set.
    pub fn conf_flag(&self) -> bool {
        self.0.bit(5)
    }
    /// Bit `integFlag(6)`.
    pub const INTEG_FLAG: usize = 6;
    /// Whether bit `integFlag` is set.
    pub fn integ_flag(&self) -> bool {
        self.0.bit(6)
    }
}
impl<'a> rt::DerValue<'a> for ContextFlags<'a> {
    const TAG: rt::Tag = rt::Tag::BIT_STRING;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = rt::BitString::decode_named(r)?;
        rt::check_size((v.len() as i128) == 32, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) == 32, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for ContextFlags<'a> {
    const NAME: &'static str = "ContextFlags";
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
impl<'a> rt::Jer for ContextFlags<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
