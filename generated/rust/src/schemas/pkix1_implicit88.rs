use ::synta_rt as rt;
/// `id-ce` = 2.5.29
pub const ID_CE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d],
);
/// `id-ce-authorityKeyIdentifier` = 2.5.29.35
pub const ID_CE_AUTHORITY_KEY_IDENTIFIER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x23],
);
/// `id-ce-subjectKeyIdentifier` = 2.5.29.14
pub const ID_CE_SUBJECT_KEY_IDENTIFIER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x0e],
);
/// `id-ce-keyUsage` = 2.5.29.15
pub const ID_CE_KEY_USAGE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x0f],
);
/// `id-ce-privateKeyUsagePeriod` = 2.5.29.16
pub const ID_CE_PRIVATE_KEY_USAGE_PERIOD: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x10],
);
/// `id-ce-certificatePolicies` = 2.5.29.32
pub const ID_CE_CERTIFICATE_POLICIES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x20],
);
/// `anyPolicy` = 2.5.29.32.0
pub const ANY_POLICY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x20, 0x00],
);
/// `id-ce-policyMappings` = 2.5.29.33
pub const ID_CE_POLICY_MAPPINGS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x21],
);
/// `id-ce-subjectAltName` = 2.5.29.17
pub const ID_CE_SUBJECT_ALT_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x11],
);
/// `id-ce-issuerAltName` = 2.5.29.18
pub const ID_CE_ISSUER_ALT_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x12],
);
/// `id-ce-subjectDirectoryAttributes` = 2.5.29.9
pub const ID_CE_SUBJECT_DIRECTORY_ATTRIBUTES: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x09],
);
/// `id-ce-basicConstraints` = 2.5.29.19
pub const ID_CE_BASIC_CONSTRAINTS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x13],
);
/// `id-ce-nameConstraints` = 2.5.29.30
pub const ID_CE_NAME_CONSTRAINTS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x1e],
);
/// `id-ce-policyConstraints` = 2.5.29.36
pub const ID_CE_POLICY_CONSTRAINTS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x24],
);
/// `id-ce-cRLDistributionPoints` = 2.5.29.31
pub const ID_CE_C_RL_DISTRIBUTION_POINTS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x1f],
);
/// `id-ce-extKeyUsage` = 2.5.29.37
pub const ID_CE_EXT_KEY_USAGE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x25],
);
/// `anyExtendedKeyUsage` = 2.5.29.37.0
pub const ANY_EXTENDED_KEY_USAGE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x25, 0x00],
);
/// `id-kp-serverAuth` = 1.3.6.1.5.5.7.3.1
pub const ID_KP_SERVER_AUTH: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x01],
);
/// `id-kp-clientAuth` = 1.3.6.1.5.5.7.3.2
pub const ID_KP_CLIENT_AUTH: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x02],
);
/// `id-kp-codeSigning` = 1.3.6.1.5.5.7.3.3
pub const ID_KP_CODE_SIGNING: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x03],
);
/// `id-kp-emailProtection` = 1.3.6.1.5.5.7.3.4
pub const ID_KP_EMAIL_PROTECTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x04],
);
/// `id-kp-timeStamping` = 1.3.6.1.5.5.7.3.8
pub const ID_KP_TIME_STAMPING: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x08],
);
/// `id-kp-OCSPSigning` = 1.3.6.1.5.5.7.3.9
pub const ID_KP_OCSP_SIGNING: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x09],
);
/// `id-ce-inhibitAnyPolicy` = 2.5.29.54
pub const ID_CE_INHIBIT_ANY_POLICY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x36],
);
/// `id-ce-freshestCRL` = 2.5.29.46
pub const ID_CE_FRESHEST_CRL: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x2e],
);
/// `id-pe-authorityInfoAccess` = 1.3.6.1.5.5.7.1.1
pub const ID_PE_AUTHORITY_INFO_ACCESS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01, 0x01],
);
/// `id-pe-subjectInfoAccess` = 1.3.6.1.5.5.7.1.11
pub const ID_PE_SUBJECT_INFO_ACCESS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01, 0x0b],
);
/// `id-ce-cRLNumber` = 2.5.29.20
pub const ID_CE_C_RL_NUMBER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x14],
);
/// `id-ce-issuingDistributionPoint` = 2.5.29.28
pub const ID_CE_ISSUING_DISTRIBUTION_POINT: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x1c],
);
/// `id-ce-deltaCRLIndicator` = 2.5.29.27
pub const ID_CE_DELTA_CRL_INDICATOR: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x1b],
);
/// `id-ce-cRLReasons` = 2.5.29.21
pub const ID_CE_C_RL_REASONS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x15],
);
/// `id-ce-certificateIssuer` = 2.5.29.29
pub const ID_CE_CERTIFICATE_ISSUER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x1d],
);
/// `id-ce-holdInstructionCode` = 2.5.29.23
pub const ID_CE_HOLD_INSTRUCTION_CODE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x17],
);
/// `holdInstruction` = 2.2.840.10040.2
pub const HOLD_INSTRUCTION: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x52, 0x86, 0x48, 0xce, 0x38, 0x02],
);
/// `id-holdinstruction-none` = 2.2.840.10040.2.1
pub const ID_HOLDINSTRUCTION_NONE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x52, 0x86, 0x48, 0xce, 0x38, 0x02, 0x01],
);
/// `id-holdinstruction-callissuer` = 2.2.840.10040.2.2
pub const ID_HOLDINSTRUCTION_CALLISSUER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x52, 0x86, 0x48, 0xce, 0x38, 0x02, 0x02],
);
/// `id-holdinstruction-reject` = 2.2.840.10040.2.3
pub const ID_HOLDINSTRUCTION_REJECT: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x52, 0x86, 0x48, 0xce, 0x38, 0x02, 0x03],
);
/// `id-ce-invalidityDate` = 2.5.29.24
pub const ID_CE_INVALIDITY_DATE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x1d, 0x18],
);
/// ```asn1
///
///
/// AuthorityKeyIdentifier ::= SEQUENCE {
///     keyIdentifier             [0] KeyIdentifier OPTIONAL,
///     authorityCertIssuer       [1] GeneralNames OPTIONAL,
///     authorityCertSerialNumber [2] CertificateSerialNumber OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthorityKeyIdentifier<'a> {
    /// `keyIdentifier`: [0] -> PKIX1Implicit88.KeyIdentifier OPTIONAL
    pub key_identifier: ::core::option::Option<KeyIdentifier<'a>>,
    /// `authorityCertIssuer`: [1] -> PKIX1Implicit88.GeneralNames (size 1..MAX) OPTIONAL
    pub authority_cert_issuer: ::core::option::Option<GeneralNames<'a>>,
    /// `authorityCertSerialNumber`: [2] -> PKIX1Explicit88.CertificateSerialNumber OPTIONAL
    pub authority_cert_serial_number: ::core::option::Option<
        super::pkix1_explicit88::CertificateSerialNumber<'a>,
    >,
}
impl<'a> rt::DerValue<'a> for AuthorityKeyIdentifier<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let key_identifier = if r.peek_is(rt::Tag::context(0)) {
            let v = r
                .value::<KeyIdentifier<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("keyIdentifier"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let authority_cert_issuer = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<GeneralNames<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("authorityCertIssuer"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let authority_cert_serial_number = if r.peek_is(rt::Tag::context(2)) {
            let v = r
                .value::<
                    super::pkix1_explicit88::CertificateSerialNumber<'a>,
                >(rt::Tag::context(2))
                .map_err(|e| e.at("authorityCertSerialNumber"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            key_identifier,
            authority_cert_issuer,
            authority_cert_serial_number,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.key_identifier {
            rt::encode_value(w, rt::Tag::context(0), v)
                .map_err(|e| e.at("keyIdentifier"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authority_cert_issuer {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("authorityCertIssuer"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authority_cert_serial_number {
            rt::encode_value(w, rt::Tag::context(2), v)
                .map_err(|e| e.at("authorityCertSerialNumber"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AuthorityKeyIdentifier<'a> {
    const NAME: &'static str = "AuthorityKeyIdentifier";
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
impl<'a> rt::Jer for AuthorityKeyIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.key_identifier {
            w.member("keyIdentifier");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("keyIdentifier"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authority_cert_issuer {
            w.member("authorityCertIssuer");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authorityCertIssuer"))?;
        }
        if let ::core::option::Option::Some(v) = &self.authority_cert_serial_number {
            w.member("authorityCertSerialNumber");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("authorityCertSerialNumber"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// KeyIdentifier ::= OCTET STRING
/// ```
pub type KeyIdentifier<'a> = &'a [u8];
/// ```asn1
///
///
/// SubjectKeyIdentifier ::= KeyIdentifier
/// ```
pub type SubjectKeyIdentifier<'a> = KeyIdentifier<'a>;
/// ```asn1
///
///
/// KeyUsage ::= BIT STRING {
///     digitalSignature (0),
///     nonRepudiation   (1),
///     keyEncipherment  (2),
///     dataEncipherment (3),
///     keyAgreement     (4),
///     keyCertSign      (5),
///     cRLSign          (6),
///     encipherOnly     (7),
///     decipherOnly     (8) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyUsage<'a>(pub rt::BitString<'a>);
impl<'a> KeyUsage<'a> {
    /// Bit `digitalSignature(0)`.
    pub const DIGITAL_SIGNATURE: usize = 0;
    /// Whether bit `digitalSignature` is set.
    pub fn digital_signature(&self) -> bool {
        self.0.bit(0)
    }
    /// Bit `nonRepudiation(1)`.
    pub const NON_REPUDIATION: usize = 1;
    /// Whether bit `nonRepudiation` is set.
    pub fn non_repudiation(&self) -> bool {
        self.0.bit(1)
    }
    /// Bit `keyEncipherment(2)`.
    pub const KEY_ENCIPHERMENT: usize = 2;
    /// Whether bit `keyEncipherment` is set.
    pub fn key_encipherment(&self) -> bool {
        self.0.bit(2)
    }
    /// Bit `dataEncipherment(3)`.
    pub const DATA_ENCIPHERMENT: usize = 3;
    /// Whether bit `dataEncipherment` is set.
    pub fn data_encipherment(&self) -> bool {
        self.0.bit(3)
    }
    /// Bit `keyAgreement(4)`.
    pub const KEY_AGREEMENT: usize = 4;
    /// Whether bit `keyAgreement` is set.
    pub fn key_agreement(&self) -> bool {
        self.0.bit(4)
    }
    /// Bit `keyCertSign(5)`.
    pub const KEY_CERT_SIGN: usize = 5;
    /// Whether bit `keyCertSign` is set.
    pub fn key_cert_sign(&self) -> bool {
        self.0.bit(5)
    }
    /// Bit `cRLSign(6)`.
    pub const C_RL_SIGN: usize = 6;
    /// Whether bit `cRLSign` is set.
    pub fn c_rl_sign(&self) -> bool {
        self.0.bit(6)
    }
    /// Bit `encipherOnly(7)`.
    pub const ENCIPHER_ONLY: usize = 7;
    /// Whether bit `encipherOnly` is set.
    pub fn encipher_only(&self) -> bool {
        self.0.bit(7)
    }
    /// Bit `decipherOnly(8)`.
    pub const DECIPHER_ONLY: usize = 8;
    /// Whether bit `decipherOnly` is set.
    pub fn decipher_only(&self) -> bool {
        self.0.bit(8)
    }
}
impl<'a> rt::DerValue<'a> for KeyUsage<'a> {
    const TAG: rt::Tag = rt::Tag::BIT_STRING;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = rt::BitString::decode_named(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for KeyUsage<'a> {
    const NAME: &'static str = "KeyUsage";
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
impl<'a> rt::Jer for KeyUsage<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// PrivateKeyUsagePeriod ::= SEQUENCE {
///     notBefore [0] GeneralizedTime OPTIONAL,
///     notAfter  [1] GeneralizedTime OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateKeyUsagePeriod<'a> {
    /// `notBefore`: [0] GeneralizedTime OPTIONAL
    pub not_before: ::core::option::Option<rt::GeneralizedTime<'a>>,
    /// `notAfter`: [1] GeneralizedTime OPTIONAL
    pub not_after: ::core::option::Option<rt::GeneralizedTime<'a>>,
}
impl<'a> rt::DerValue<'a> for PrivateKeyUsagePeriod<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let not_before = if r.peek_is(rt::Tag::context(0)) {
            let v = r
                .value::<rt::GeneralizedTime<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("notBefore"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let not_after = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<rt::GeneralizedTime<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("notAfter"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { not_before, not_after })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.not_before {
            rt::encode_value(w, rt::Tag::context(0), v).map_err(|e| e.at("notBefore"))?;
        }
        if let ::core::option::Option::Some(v) = &self.not_after {
            rt::encode_value(w, rt::Tag::context(1), v).map_err(|e| e.at("notAfter"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PrivateKeyUsagePeriod<'a> {
    const NAME: &'static str = "PrivateKeyUsagePeriod";
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
impl<'a> rt::Jer for PrivateKeyUsagePeriod<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.not_before {
            w.member("notBefore");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("notBefore"))?;
        }
        if let ::core::option::Option::Some(v) = &self.not_after {
            w.member("notAfter");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("notAfter"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// CertificatePolicies ::= SEQUENCE SIZE (1..MAX) OF PolicyInformation
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificatePolicies<'a>(pub rt::SequenceOf<'a, PolicyInformation<'a>>);
impl<'a> rt::DerValue<'a> for CertificatePolicies<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            PolicyInformation<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for CertificatePolicies<'a> {
    const NAME: &'static str = "CertificatePolicies";
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
impl<'a> rt::Jer for CertificatePolicies<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// PolicyInformation ::= SEQUENCE {
///     policyIdentifier  CertPolicyId,
///     policyQualifiers  SEQUENCE SIZE (1..MAX) OF PolicyQualifierInfo OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyInformation<'a> {
    /// `policyIdentifier`: [UNIVERSAL 6] -> PKIX1Implicit88.CertPolicyId
    pub policy_identifier: CertPolicyId<'a>,
    /// `policyQualifiers`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] -> PKIX1Implicit88.PolicyQualifierInfo (size 1..MAX) OPTIONAL
    pub policy_qualifiers: ::core::option::Option<
        rt::SequenceOf<'a, PolicyQualifierInfo<'a>>,
    >,
}
impl<'a> rt::DerValue<'a> for PolicyInformation<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let policy_identifier = r
            .value::<CertPolicyId<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("policyIdentifier"))?;
        let off = r.offset();
        let policy_qualifiers = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<rt::SequenceOf<'a, PolicyQualifierInfo<'a>>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("policyQualifiers"))?;
            rt::check_size((v.len() as i128) >= 1, off)
                .map_err(|e| e.at("policyQualifiers"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            policy_identifier,
            policy_qualifiers,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.policy_identifier)
            .map_err(|e| e.at("policyIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.policy_qualifiers {
            rt::check_size((v.len() as i128) >= 1, 0)
                .map_err(|e| e.at("policyQualifiers"))?;
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("policyQualifiers"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PolicyInformation<'a> {
    const NAME: &'static str = "PolicyInformation";
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
impl<'a> rt::Jer for PolicyInformation<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("policyIdentifier");
        rt::Jer::write_jer(&self.policy_identifier, w)
            .map_err(|e| e.at("policyIdentifier"))?;
        if let ::core::option::Option::Some(v) = &self.policy_qualifiers {
            w.member("policyQualifiers");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("policyQualifiers"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CertPolicyId ::= OBJECT IDENTIFIER
/// ```
pub type CertPolicyId<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
/// PolicyQualifierInfo ::= SEQUENCE {
///     policyQualifierId  PolicyQualifierId,
///     qualifier          ANY DEFINED BY policyQualifierId }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyQualifierInfo<'a> {
    /// `policyQualifierId`: [UNIVERSAL 6] -> PKIX1Implicit88.PolicyQualifierId (+unchecked)
    pub policy_qualifier_id: PolicyQualifierId<'a>,
    /// `qualifier`: ANY DEFINED BY policyQualifierId
    pub qualifier: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for PolicyQualifierInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let policy_qualifier_id = r
            .value::<PolicyQualifierId<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("policyQualifierId"))?;
        let qualifier = <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("qualifier"))?;
        Ok(Self {
            policy_qualifier_id,
            qualifier,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.policy_qualifier_id)
            .map_err(|e| e.at("policyQualifierId"))?;
        rt::DerUntagged::encode_untagged(&self.qualifier, w)
            .map_err(|e| e.at("qualifier"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PolicyQualifierInfo<'a> {
    const NAME: &'static str = "PolicyQualifierInfo";
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
impl<'a> rt::Jer for PolicyQualifierInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("policyQualifierId");
        rt::Jer::write_jer(&self.policy_qualifier_id, w)
            .map_err(|e| e.at("policyQualifierId"))?;
        w.member("qualifier");
        rt::Jer::write_jer(&self.qualifier, w).map_err(|e| e.at("qualifier"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// PolicyQualifierId ::= OBJECT IDENTIFIER ( id-qt-cps | id-qt-unotice )
/// ```
pub type PolicyQualifierId<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
///
///
/// CPSuri ::= IA5String
/// ```
pub type CpSuri<'a> = rt::Ia5String<'a>;
/// ```asn1
/// UserNotice ::= SEQUENCE {
///     noticeRef     NoticeReference OPTIONAL,
///     explicitText  DisplayText OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserNotice<'a> {
    /// `noticeRef`: [UNIVERSAL 16] -> PKIX1Implicit88.NoticeReference OPTIONAL
    pub notice_ref: ::core::option::Option<NoticeReference<'a>>,
    /// `explicitText`: -> PKIX1Implicit88.DisplayText OPTIONAL
    pub explicit_text: ::core::option::Option<DisplayText<'a>>,
}
impl<'a> rt::DerValue<'a> for UserNotice<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let notice_ref = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<NoticeReference<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("noticeRef"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let explicit_text = if r
            .peek_tag()
            .is_some_and(<DisplayText<'a> as rt::DerUntagged>::has_tag)
        {
            let v = <DisplayText<'a> as rt::DerUntagged>::decode_untagged(r)
                .map_err(|e| e.at("explicitText"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { notice_ref, explicit_text })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.notice_ref {
            rt::encode_value(w, rt::Tag::SEQUENCE, v).map_err(|e| e.at("noticeRef"))?;
        }
        if let ::core::option::Option::Some(v) = &self.explicit_text {
            rt::DerUntagged::encode_untagged(v, w).map_err(|e| e.at("explicitText"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for UserNotice<'a> {
    const NAME: &'static str = "UserNotice";
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
impl<'a> rt::Jer for UserNotice<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.notice_ref {
            w.member("noticeRef");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("noticeRef"))?;
        }
        if let ::core::option::Option::Some(v) = &self.explicit_text {
            w.member("explicitText");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("explicitText"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// NoticeReference ::= SEQUENCE {
///     organization   DisplayText,
///     noticeNumbers  SEQUENCE OF INTEGER }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoticeReference<'a> {
    /// `organization`: -> PKIX1Implicit88.DisplayText
    pub organization: DisplayText<'a>,
    /// `noticeNumbers`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 2] INTEGER
    pub notice_numbers: rt::SequenceOf<'a, rt::Integer<'a>>,
}
impl<'a> rt::DerValue<'a> for NoticeReference<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let organization = <DisplayText<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("organization"))?;
        let notice_numbers = r
            .value::<rt::SequenceOf<'a, rt::Integer<'a>>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("noticeNumbers"))?;
        Ok(Self {
            organization,
            notice_numbers,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.organization, w)
            .map_err(|e| e.at("organization"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.notice_numbers)
            .map_err(|e| e.at("noticeNumbers"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for NoticeReference<'a> {
    const NAME: &'static str = "NoticeReference";
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
impl<'a> rt::Jer for NoticeReference<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("organization");
        rt::Jer::write_jer(&self.organization, w).map_err(|e| e.at("organization"))?;
        w.member("noticeNumbers");
        rt::Jer::write_jer(&self.notice_numbers, w).map_err(|e| e.at("noticeNumbers"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// DisplayText ::= CHOICE {
///     ia5String      IA5String     (SIZE (1..200)),
///     visibleString  VisibleString (SIZE (1..200)),
///     bmpString      BMPString     (SIZE (1..200)),
///     utf8String     UTF8String    (SIZE (1..200)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum DisplayText<'a> {
    /// `ia5String`: [UNIVERSAL 22] IA5String (size 1..200)
    Ia5String(rt::Ia5String<'a>),
    /// `visibleString`: [UNIVERSAL 26] VisibleString (size 1..200)
    VisibleString(rt::VisibleString<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..200)
    BmpString(rt::BmpString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..200)
    Utf8String(rt::Utf8String<'a>),
}
impl<'a> rt::DerUntagged<'a> for DisplayText<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(22) {
            let off = r.offset();
            let v = r
                .value::<rt::Ia5String<'a>>(rt::Tag::universal(22))
                .map_err(|e| e.at("ia5String"))?;
            rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("ia5String"))?;
            return Ok(Self::Ia5String(v));
        }
        if tag == rt::Tag::universal(26) {
            let off = r.offset();
            let v = r
                .value::<rt::VisibleString<'a>>(rt::Tag::universal(26))
                .map_err(|e| e.at("visibleString"))?;
            rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("visibleString"))?;
            return Ok(Self::VisibleString(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
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
            Self::Ia5String(v) => {
                rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("ia5String"))?;
                rt::encode_value(w, rt::Tag::universal(22), v)
                    .map_err(|e| e.at("ia5String"))
            }
            Self::VisibleString(v) => {
                rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("visibleString"))?;
                rt::encode_value(w, rt::Tag::universal(26), v)
                    .map_err(|e| e.at("visibleString"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=200).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(22) || tag == rt::Tag::universal(26)
            || tag == rt::Tag::universal(30) || tag == rt::Tag::universal(12)
    }
}
impl<'a> rt::Der<'a> for DisplayText<'a> {
    const NAME: &'static str = "DisplayText";
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
impl<'a> rt::Jer for DisplayText<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Ia5String(v) => {
                w.begin_object();
                w.member("ia5String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("ia5String"))?;
                w.end_object();
            }
            Self::VisibleString(v) => {
                w.begin_object();
                w.member("visibleString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("visibleString"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// The type of `PolicyMappings.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyMappingsItem<'a> {
    /// `issuerDomainPolicy`: [UNIVERSAL 6] -> PKIX1Implicit88.CertPolicyId
    pub issuer_domain_policy: CertPolicyId<'a>,
    /// `subjectDomainPolicy`: [UNIVERSAL 6] -> PKIX1Implicit88.CertPolicyId
    pub subject_domain_policy: CertPolicyId<'a>,
}
impl<'a> rt::DerValue<'a> for PolicyMappingsItem<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let issuer_domain_policy = r
            .value::<CertPolicyId<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("issuerDomainPolicy"))?;
        let subject_domain_policy = r
            .value::<CertPolicyId<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("subjectDomainPolicy"))?;
        Ok(Self {
            issuer_domain_policy,
            subject_domain_policy,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.issuer_domain_policy)
            .map_err(|e| e.at("issuerDomainPolicy"))?;
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.subject_domain_policy)
            .map_err(|e| e.at("subjectDomainPolicy"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PolicyMappingsItem<'a> {
    const NAME: &'static str = "PolicyMappings.item";
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
impl<'a> rt::Jer for PolicyMappingsItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("issuerDomainPolicy");
        rt::Jer::write_jer(&self.issuer_domain_policy, w)
            .map_err(|e| e.at("issuerDomainPolicy"))?;
        w.member("subjectDomainPolicy");
        rt::Jer::write_jer(&self.subject_domain_policy, w)
            .map_err(|e| e.at("subjectDomainPolicy"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// PolicyMappings ::= SEQUENCE SIZE (1..MAX) OF SEQUENCE {
///     issuerDomainPolicy   CertPolicyId,
///     subjectDomainPolicy  CertPolicyId }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyMappings<'a>(pub rt::SequenceOf<'a, PolicyMappingsItem<'a>>);
impl<'a> rt::DerValue<'a> for PolicyMappings<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            PolicyMappingsItem<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for PolicyMappings<'a> {
    const NAME: &'static str = "PolicyMappings";
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
impl<'a> rt::Jer for PolicyMappings<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// SubjectAltName ::= GeneralNames
/// ```
pub type SubjectAltName<'a> = GeneralNames<'a>;
/// ```asn1
/// GeneralNames ::= SEQUENCE SIZE (1..MAX) OF GeneralName
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralNames<'a>(pub rt::SequenceOf<'a, GeneralName<'a>>);
impl<'a> rt::DerValue<'a> for GeneralNames<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            GeneralName<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for GeneralNames<'a> {
    const NAME: &'static str = "GeneralNames";
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
impl<'a> rt::Jer for GeneralNames<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// GeneralName ::= CHOICE {
///     otherName                  [0] AnotherName,
///     rfc822Name                 [1] IA5String,
///     dNSName                    [2] IA5String,
///     x400Address                [3] ORAddress,
///     directoryName              [4] Name,
///     ediPartyName               [5] EDIPartyName,
///     uniformResourceIdentifier  [6] IA5String,
///     iPAddress                  [7] OCTET STRING,
///     registeredID               [8] OBJECT IDENTIFIER }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum GeneralName<'a> {
    /// `otherName`: [0] -> PKIX1Implicit88.AnotherName
    OtherName(AnotherName<'a>),
    /// `rfc822Name`: [1] IA5String
    Rfc822Name(rt::Ia5String<'a>),
    /// `dNSName`: [2] IA5String
    DNsName(rt::Ia5String<'a>),
    /// `x400Address`: [3] -> PKIX1Explicit88.ORAddress
    X400Address(super::pkix1_explicit88::OrAddress<'a>),
    /// `directoryName`: [4] EXPLICIT -> PKIX1Explicit88.Name
    DirectoryName(super::pkix1_explicit88::Name<'a>),
    /// `ediPartyName`: [5] -> PKIX1Implicit88.EDIPartyName
    EdiPartyName(EdiPartyName<'a>),
    /// `uniformResourceIdentifier`: [6] IA5String
    UniformResourceIdentifier(rt::Ia5String<'a>),
    /// `iPAddress`: [7] OCTET STRING
    IPAddress(&'a [u8]),
    /// `registeredID`: [8] OBJECT IDENTIFIER
    RegisteredId(rt::ObjectIdentifier<'a>),
}
impl<'a> rt::DerUntagged<'a> for GeneralName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<AnotherName<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("otherName"))?;
            return Ok(Self::OtherName(v));
        }
        if tag == rt::Tag::context(1) {
            let v = r
                .value::<rt::Ia5String<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("rfc822Name"))?;
            return Ok(Self::Rfc822Name(v));
        }
        if tag == rt::Tag::context(2) {
            let v = r
                .value::<rt::Ia5String<'a>>(rt::Tag::context(2))
                .map_err(|e| e.at("dNSName"))?;
            return Ok(Self::DNsName(v));
        }
        if tag == rt::Tag::context(3).constructed() {
            let v = r
                .value::<
                    super::pkix1_explicit88::OrAddress<'a>,
                >(rt::Tag::context(3).constructed())
                .map_err(|e| e.at("x400Address"))?;
            return Ok(Self::X400Address(v));
        }
        if tag == rt::Tag::context(4).constructed() {
            let v = r
                .explicit(
                    rt::Tag::context(4),
                    <super::pkix1_explicit88::Name<
                        'a,
                    > as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("directoryName"))?;
            return Ok(Self::DirectoryName(v));
        }
        if tag == rt::Tag::context(5).constructed() {
            let v = r
                .value::<EdiPartyName<'a>>(rt::Tag::context(5).constructed())
                .map_err(|e| e.at("ediPartyName"))?;
            return Ok(Self::EdiPartyName(v));
        }
        if tag == rt::Tag::context(6) {
            let v = r
                .value::<rt::Ia5String<'a>>(rt::Tag::context(6))
                .map_err(|e| e.at("uniformResourceIdentifier"))?;
            return Ok(Self::UniformResourceIdentifier(v));
        }
        if tag == rt::Tag::context(7) {
            let v = r
                .value::<&'a [u8]>(rt::Tag::context(7))
                .map_err(|e| e.at("iPAddress"))?;
            return Ok(Self::IPAddress(v));
        }
        if tag == rt::Tag::context(8) {
            let v = r
                .value::<rt::ObjectIdentifier<'a>>(rt::Tag::context(8))
                .map_err(|e| e.at("registeredID"))?;
            return Ok(Self::RegisteredId(v));
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
            Self::OtherName(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("otherName"))
            }
            Self::Rfc822Name(v) => {
                rt::encode_value(w, rt::Tag::context(1), v)
                    .map_err(|e| e.at("rfc822Name"))
            }
            Self::DNsName(v) => {
                rt::encode_value(w, rt::Tag::context(2), v).map_err(|e| e.at("dNSName"))
            }
            Self::X400Address(v) => {
                rt::encode_value(w, rt::Tag::context(3).constructed(), v)
                    .map_err(|e| e.at("x400Address"))
            }
            Self::DirectoryName(v) => {
                w.tlv(
                        rt::Tag::context(4).constructed(),
                        |w| rt::DerUntagged::encode_untagged(v, w),
                    )
                    .map_err(|e| e.at("directoryName"))
            }
            Self::EdiPartyName(v) => {
                rt::encode_value(w, rt::Tag::context(5).constructed(), v)
                    .map_err(|e| e.at("ediPartyName"))
            }
            Self::UniformResourceIdentifier(v) => {
                rt::encode_value(w, rt::Tag::context(6), v)
                    .map_err(|e| e.at("uniformResourceIdentifier"))
            }
            Self::IPAddress(v) => {
                rt::encode_value(w, rt::Tag::context(7), v)
                    .map_err(|e| e.at("iPAddress"))
            }
            Self::RegisteredId(v) => {
                rt::encode_value(w, rt::Tag::context(8), v)
                    .map_err(|e| e.at("registeredID"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed() || tag == rt::Tag::context(1)
            || tag == rt::Tag::context(2) || tag == rt::Tag::context(3).constructed()
            || tag == rt::Tag::context(4).constructed()
            || tag == rt::Tag::context(5).constructed() || tag == rt::Tag::context(6)
            || tag == rt::Tag::context(7) || tag == rt::Tag::context(8)
    }
}
impl<'a> rt::Der<'a> for GeneralName<'a> {
    const NAME: &'static str = "GeneralName";
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
impl<'a> rt::Jer for GeneralName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::OtherName(v) => {
                w.begin_object();
                w.member("otherName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("otherName"))?;
                w.end_object();
            }
            Self::Rfc822Name(v) => {
                w.begin_object();
                w.member("rfc822Name");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("rfc822Name"))?;
                w.end_object();
            }
            Self::DNsName(v) => {
                w.begin_object();
                w.member("dNSName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("dNSName"))?;
                w.end_object();
            }
            Self::X400Address(v) => {
                w.begin_object();
                w.member("x400Address");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("x400Address"))?;
                w.end_object();
            }
            Self::DirectoryName(v) => {
                w.begin_object();
                w.member("directoryName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("directoryName"))?;
                w.end_object();
            }
            Self::EdiPartyName(v) => {
                w.begin_object();
                w.member("ediPartyName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("ediPartyName"))?;
                w.end_object();
            }
            Self::UniformResourceIdentifier(v) => {
                w.begin_object();
                w.member("uniformResourceIdentifier");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("uniformResourceIdentifier"))?;
                w.end_object();
            }
            Self::IPAddress(v) => {
                w.begin_object();
                w.member("iPAddress");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("iPAddress"))?;
                w.end_object();
            }
            Self::RegisteredId(v) => {
                w.begin_object();
                w.member("registeredID");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("registeredID"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// AnotherName ::= SEQUENCE {
///     type-id  OBJECT IDENTIFIER,
///     value    [0] EXPLICIT ANY DEFINED BY type-id }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnotherName<'a> {
    /// `type-id`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub type_id: rt::ObjectIdentifier<'a>,
    /// `value`: [0] EXPLICIT ANY DEFINED BY type-id
    pub value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for AnotherName<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let type_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("type-id"))?;
        let value = r
            .explicit(
                rt::Tag::context(0),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("value"))?;
        Ok(Self { type_id, value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.type_id)
            .map_err(|e| e.at("type-id"))?;
        w.tlv(
                rt::Tag::context(0).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.value, w),
            )
            .map_err(|e| e.at("value"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AnotherName<'a> {
    const NAME: &'static str = "AnotherName";
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
impl<'a> rt::Jer for AnotherName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("type-id");
        rt::Jer::write_jer(&self.type_id, w).map_err(|e| e.at("type-id"))?;
        w.member("value");
        rt::Jer::write_jer(&self.value, w).map_err(|e| e.at("value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// EDIPartyName ::= SEQUENCE {
///     nameAssigner  [0] DirectoryString OPTIONAL,
///     partyName     [1] DirectoryString }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdiPartyName<'a> {
    /// `nameAssigner`: [0] EXPLICIT -> PKIX1Explicit88.DirectoryString OPTIONAL
    pub name_assigner: ::core::option::Option<
        super::pkix1_explicit88::DirectoryString<'a>,
    >,
    /// `partyName`: [1] EXPLICIT -> PKIX1Explicit88.DirectoryString
    pub party_name: super::pkix1_explicit88::DirectoryString<'a>,
}
impl<'a> rt::DerValue<'a> for EdiPartyName<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let name_assigner = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    <super::pkix1_explicit88::DirectoryString<
                        'a,
                    > as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("nameAssigner"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let party_name = r
            .explicit(
                rt::Tag::context(1),
                <super::pkix1_explicit88::DirectoryString<
                    'a,
                > as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("partyName"))?;
        Ok(Self { name_assigner, party_name })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.name_assigner {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("nameAssigner"))?;
        }
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.party_name, w),
            )
            .map_err(|e| e.at("partyName"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for EdiPartyName<'a> {
    const NAME: &'static str = "EDIPartyName";
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
impl<'a> rt::Jer for EdiPartyName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.name_assigner {
            w.member("nameAssigner");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("nameAssigner"))?;
        }
        w.member("partyName");
        rt::Jer::write_jer(&self.party_name, w).map_err(|e| e.at("partyName"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// IssuerAltName ::= GeneralNames
/// ```
pub type IssuerAltName<'a> = GeneralNames<'a>;
/// ```asn1
///
///
/// SubjectDirectoryAttributes ::= SEQUENCE SIZE (1..MAX) OF Attribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubjectDirectoryAttributes<'a>(
    pub rt::SequenceOf<'a, super::pkix1_explicit88::Attribute<'a>>,
);
impl<'a> rt::DerValue<'a> for SubjectDirectoryAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            super::pkix1_explicit88::Attribute<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for SubjectDirectoryAttributes<'a> {
    const NAME: &'static str = "SubjectDirectoryAttributes";
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
impl<'a> rt::Jer for SubjectDirectoryAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// BasicConstraints ::= SEQUENCE {
///     cA                 BOOLEAN DEFAULT FALSE,
///     pathLenConstraint  INTEGER (0..MAX) OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BasicConstraints<'a> {
    /// `cA`: [UNIVERSAL 1] BOOLEAN DEFAULT FALSE
    pub c_a: bool,
    /// `pathLenConstraint`: [UNIVERSAL 2] INTEGER (value 0..MAX) OPTIONAL
    pub path_len_constraint: ::core::option::Option<rt::Integer<'a>>,
}
impl<'a> BasicConstraints<'a> {
    /// The DER encoding of the DEFAULT value of `c_a`.
    pub const C_A_DEFAULT: &'static [u8] = &[0x01, 0x01, 0x00];
}
impl<'a> rt::DerValue<'a> for BasicConstraints<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let c_a = if r.peek_is(rt::Tag::BOOLEAN) {
            let before = r.remaining();
            let v = r.value::<bool>(rt::Tag::BOOLEAN).map_err(|e| e.at("cA"))?;
            rt::check_not_default(before, r.remaining(), Self::C_A_DEFAULT, off)
                .map_err(|e| e.at("cA"))?;
            v
        } else {
            false
        };
        let path_len_constraint = if r.peek_is(rt::Tag::INTEGER) {
            let v = r
                .value::<rt::Integer<'a>>(rt::Tag::INTEGER)
                .map_err(|e| e.at("pathLenConstraint"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { c_a, path_len_constraint })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if self.c_a {
            rt::encode_value(w, rt::Tag::BOOLEAN, &self.c_a).map_err(|e| e.at("cA"))?;
        }
        if let ::core::option::Option::Some(v) = &self.path_len_constraint {
            rt::encode_value(w, rt::Tag::INTEGER, v)
                .map_err(|e| e.at("pathLenConstraint"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for BasicConstraints<'a> {
    const NAME: &'static str = "BasicConstraints";
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
impl<'a> rt::Jer for BasicConstraints<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("cA");
        rt::Jer::write_jer(&self.c_a, w).map_err(|e| e.at("cA"))?;
        if let ::core::option::Option::Some(v) = &self.path_len_constraint {
            w.member("pathLenConstraint");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pathLenConstraint"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// NameConstraints ::= SEQUENCE {
///     permittedSubtrees  [0] GeneralSubtrees OPTIONAL,
///     excludedSubtrees   [1] GeneralSubtrees OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameConstraints<'a> {
    /// `permittedSubtrees`: [0] -> PKIX1Implicit88.GeneralSubtrees (size 1..MAX) OPTIONAL
    pub permitted_subtrees: ::core::option::Option<GeneralSubtrees<'a>>,
    /// `excludedSubtrees`: [1] -> PKIX1Implicit88.GeneralSubtrees (size 1..MAX) OPTIONAL
    pub excluded_subtrees: ::core::option::Option<GeneralSubtrees<'a>>,
}
impl<'a> rt::DerValue<'a> for NameConstraints<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let permitted_subtrees = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .value::<GeneralSubtrees<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("permittedSubtrees"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let excluded_subtrees = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .value::<GeneralSubtrees<'a>>(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("excludedSubtrees"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            permitted_subtrees,
            excluded_subtrees,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.permitted_subtrees {
            rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                .map_err(|e| e.at("permittedSubtrees"))?;
        }
        if let ::core::option::Option::Some(v) = &self.excluded_subtrees {
            rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                .map_err(|e| e.at("excludedSubtrees"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for NameConstraints<'a> {
    const NAME: &'static str = "NameConstraints";
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
impl<'a> rt::Jer for NameConstraints<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.permitted_subtrees {
            w.member("permittedSubtrees");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("permittedSubtrees"))?;
        }
        if let ::core::option::Option::Some(v) = &self.excluded_subtrees {
            w.member("excludedSubtrees");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("excludedSubtrees"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// GeneralSubtrees ::= SEQUENCE SIZE (1..MAX) OF GeneralSubtree
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralSubtrees<'a>(pub rt::SequenceOf<'a, GeneralSubtree<'a>>);
impl<'a> rt::DerValue<'a> for GeneralSubtrees<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            GeneralSubtree<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for GeneralSubtrees<'a> {
    const NAME: &'static str = "GeneralSubtrees";
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
impl<'a> rt::Jer for GeneralSubtrees<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// GeneralSubtree ::= SEQUENCE {
///     base          GeneralName,
///     minimum  [0]  BaseDistance DEFAULT 0,
///     maximum  [1]  BaseDistance OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralSubtree<'a> {
    /// `base`: -> PKIX1Implicit88.GeneralName
    pub base: GeneralName<'a>,
    /// `minimum`: [0] -> PKIX1Implicit88.BaseDistance (value 0..MAX) DEFAULT 0
    pub minimum: BaseDistance<'a>,
    /// `maximum`: [1] -> PKIX1Implicit88.BaseDistance (value 0..MAX) OPTIONAL
    pub maximum: ::core::option::Option<BaseDistance<'a>>,
}
impl<'a> GeneralSubtree<'a> {
    /// The DER encoding of the DEFAULT value of `minimum`.
    pub const MINIMUM_DEFAULT: &'static [u8] = &[0x80, 0x01, 0x00];
    /// The DEFAULT value of `minimum`, decoded from its encoding.
    pub fn minimum_default() -> rt::Result<BaseDistance<'static>> {
        let mut r = rt::Reader::new(Self::MINIMUM_DEFAULT);
        r.value::<BaseDistance<'static>>(rt::Tag::context(0))
    }
}
impl<'a> rt::DerValue<'a> for GeneralSubtree<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let base = <GeneralName<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("base"))?;
        let off = r.offset();
        let minimum = if r.peek_is(rt::Tag::context(0)) {
            let before = r.remaining();
            let v = r
                .value::<BaseDistance<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("minimum"))?;
            rt::check_not_default(before, r.remaining(), Self::MINIMUM_DEFAULT, off)
                .map_err(|e| e.at("minimum"))?;
            v
        } else {
            Self::minimum_default()?
        };
        let maximum = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<BaseDistance<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("maximum"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { base, minimum, maximum })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.base, w).map_err(|e| e.at("base"))?;
        if self.minimum != Self::minimum_default()? {
            rt::encode_value(w, rt::Tag::context(0), &self.minimum)
                .map_err(|e| e.at("minimum"))?;
        }
        if let ::core::option::Option::Some(v) = &self.maximum {
            rt::encode_value(w, rt::Tag::context(1), v).map_err(|e| e.at("maximum"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for GeneralSubtree<'a> {
    const NAME: &'static str = "GeneralSubtree";
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
impl<'a> rt::Jer for GeneralSubtree<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("base");
        rt::Jer::write_jer(&self.base, w).map_err(|e| e.at("base"))?;
        w.member("minimum");
        rt::Jer::write_jer(&self.minimum, w).map_err(|e| e.at("minimum"))?;
        if let ::core::option::Option::Some(v) = &self.maximum {
            w.member("maximum");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("maximum"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// BaseDistance ::= INTEGER (0..MAX)
/// ```
pub type BaseDistance<'a> = rt::Integer<'a>;
/// ```asn1
///
///
/// PolicyConstraints ::= SEQUENCE {
///     requireExplicitPolicy  [0] SkipCerts OPTIONAL,
///     inhibitPolicyMapping   [1] SkipCerts OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyConstraints<'a> {
    /// `requireExplicitPolicy`: [0] -> PKIX1Implicit88.SkipCerts (value 0..MAX) OPTIONAL
    pub require_explicit_policy: ::core::option::Option<SkipCerts<'a>>,
    /// `inhibitPolicyMapping`: [1] -> PKIX1Implicit88.SkipCerts (value 0..MAX) OPTIONAL
    pub inhibit_policy_mapping: ::core::option::Option<SkipCerts<'a>>,
}
impl<'a> rt::DerValue<'a> for PolicyConstraints<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let require_explicit_policy = if r.peek_is(rt::Tag::context(0)) {
            let v = r
                .value::<SkipCerts<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("requireExplicitPolicy"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let inhibit_policy_mapping = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<SkipCerts<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("inhibitPolicyMapping"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            require_explicit_policy,
            inhibit_policy_mapping,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.require_explicit_policy {
            rt::encode_value(w, rt::Tag::context(0), v)
                .map_err(|e| e.at("requireExplicitPolicy"))?;
        }
        if let ::core::option::Option::Some(v) = &self.inhibit_policy_mapping {
            rt::encode_value(w, rt::Tag::context(1), v)
                .map_err(|e| e.at("inhibitPolicyMapping"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PolicyConstraints<'a> {
    const NAME: &'static str = "PolicyConstraints";
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
impl<'a> rt::Jer for PolicyConstraints<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.require_explicit_policy {
            w.member("requireExplicitPolicy");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("requireExplicitPolicy"))?;
        }
        if let ::core::option::Option::Some(v) = &self.inhibit_policy_mapping {
            w.member("inhibitPolicyMapping");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("inhibitPolicyMapping"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// SkipCerts ::= INTEGER (0..MAX)
/// ```
pub type SkipCerts<'a> = rt::Integer<'a>;
/// ```asn1
///
///
/// CRLDistributionPoints ::= SEQUENCE SIZE (1..MAX) OF DistributionPoint
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrlDistributionPoints<'a>(pub rt::SequenceOf<'a, DistributionPoint<'a>>);
impl<'a> rt::DerValue<'a> for CrlDistributionPoints<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            DistributionPoint<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for CrlDistributionPoints<'a> {
    const NAME: &'static str = "CRLDistributionPoints";
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
impl<'a> rt::Jer for CrlDistributionPoints<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// DistributionPoint ::= SEQUENCE {
///     distributionPoint  [0] DistributionPointName OPTIONAL,
///     reasons            [1] ReasonFlags OPTIONAL,
///     cRLIssuer          [2] GeneralNames OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistributionPoint<'a> {
    /// `distributionPoint`: [0] EXPLICIT -> PKIX1Implicit88.DistributionPointName OPTIONAL
    pub distribution_point: ::core::option::Option<DistributionPointName<'a>>,
    /// `reasons`: [1] -> PKIX1Implicit88.ReasonFlags OPTIONAL
    pub reasons: ::core::option::Option<ReasonFlags<'a>>,
    /// `cRLIssuer`: [2] -> PKIX1Implicit88.GeneralNames (size 1..MAX) OPTIONAL
    pub c_rl_issuer: ::core::option::Option<GeneralNames<'a>>,
}
impl<'a> rt::DerValue<'a> for DistributionPoint<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let distribution_point = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    <DistributionPointName<'a> as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("distributionPoint"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let reasons = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<ReasonFlags<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("reasons"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let c_rl_issuer = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .value::<GeneralNames<'a>>(rt::Tag::context(2).constructed())
                .map_err(|e| e.at("cRLIssuer"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            distribution_point,
            reasons,
            c_rl_issuer,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.distribution_point {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("distributionPoint"))?;
        }
        if let ::core::option::Option::Some(v) = &self.reasons {
            rt::encode_value(w, rt::Tag::context(1), v).map_err(|e| e.at("reasons"))?;
        }
        if let ::core::option::Option::Some(v) = &self.c_rl_issuer {
            rt::encode_value(w, rt::Tag::context(2).constructed(), v)
                .map_err(|e| e.at("cRLIssuer"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for DistributionPoint<'a> {
    const NAME: &'static str = "DistributionPoint";
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
impl<'a> rt::Jer for DistributionPoint<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.distribution_point {
            w.member("distributionPoint");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("distributionPoint"))?;
        }
        if let ::core::option::Option::Some(v) = &self.reasons {
            w.member("reasons");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("reasons"))?;
        }
        if let ::core::option::Option::Some(v) = &self.c_rl_issuer {
            w.member("cRLIssuer");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("cRLIssuer"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// DistributionPointName ::= CHOICE {
///     fullName                 [0] GeneralNames,
///     nameRelativeToCRLIssuer  [1] RelativeDistinguishedName }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum DistributionPointName<'a> {
    /// `fullName`: [0] -> PKIX1Implicit88.GeneralNames (size 1..MAX)
    FullName(GeneralNames<'a>),
    /// `nameRelativeToCRLIssuer`: [1] -> PKIX1Explicit88.RelativeDistinguishedName (size 1..MAX)
    NameRelativeToCrlIssuer(super::pkix1_explicit88::RelativeDistinguishedName<'a>),
}
impl<'a> rt::DerUntagged<'a> for DistributionPointName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<GeneralNames<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("fullName"))?;
            return Ok(Self::FullName(v));
        }
        if tag == rt::Tag::context(1).constructed() {
            let v = r
                .value::<
                    super::pkix1_explicit88::RelativeDistinguishedName<'a>,
                >(rt::Tag::context(1).constructed())
                .map_err(|e| e.at("nameRelativeToCRLIssuer"))?;
            return Ok(Self::NameRelativeToCrlIssuer(v));
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
            Self::FullName(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("fullName"))
            }
            Self::NameRelativeToCrlIssuer(v) => {
                rt::encode_value(w, rt::Tag::context(1).constructed(), v)
                    .map_err(|e| e.at("nameRelativeToCRLIssuer"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::context(0).constructed()
            || tag == rt::Tag::context(1).constructed()
    }
}
impl<'a> rt::Der<'a> for DistributionPointName<'a> {
    const NAME: &'static str = "DistributionPointName";
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
impl<'a> rt::Jer for DistributionPointName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::FullName(v) => {
                w.begin_object();
                w.member("fullName");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("fullName"))?;
                w.end_object();
            }
            Self::NameRelativeToCrlIssuer(v) => {
                w.begin_object();
                w.member("nameRelativeToCRLIssuer");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("nameRelativeToCRLIssuer"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// ReasonFlags ::= BIT STRING {
///     unused               (0),
///     keyCompromise        (1),
///     cACompromise         (2),
///     affiliationChanged   (3),
///     superseded           (4),
///     cessationOfOperation (5),
///     certificateHold      (6),
///     privilegeWithdrawn   (7),
///     aACompromise         (8) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReasonFlags<'a>(pub rt::BitString<'a>);
impl<'a> ReasonFlags<'a> {
    /// Bit `unused(0)`.
    pub const UNUSED: usize = 0;
    /// Whether bit `unused` is set.
    pub fn unused(&self) -> bool {
        self.0.bit(0)
    }
    /// Bit `keyCompromise(1)`.
    pub const KEY_COMPROMISE: usize = 1;
    /// Whether bit `keyCompromise` is set.
    pub fn key_compromise(&self) -> bool {
        self.0.bit(1)
    }
    /// Bit `cACompromise(2)`.
    pub const C_A_COMPROMISE: usize = 2;
    /// Whether bit `cACompromise` is set.
    pub fn c_a_compromise(&self) -> bool {
        self.0.bit(2)
    }
    /// Bit `affiliationChanged(3)`.
    pub const AFFILIATION_CHANGED: usize = 3;
    /// Whether bit `affiliationChanged` is set.
    pub fn affiliation_changed(&self) -> bool {
        self.0.bit(3)
    }
    /// Bit `superseded(4)`.
    pub const SUPERSEDED: usize = 4;
    /// Whether bit `superseded` is set.
    pub fn superseded(&self) -> bool {
        self.0.bit(4)
    }
    /// Bit `cessationOfOperation(5)`.
    pub const CESSATION_OF_OPERATION: usize = 5;
    /// Whether bit `cessationOfOperation` is set.
    pub fn cessation_of_operation(&self) -> bool {
        self.0.bit(5)
    }
    /// Bit `certificateHold(6)`.
    pub const CERTIFICATE_HOLD: usize = 6;
    /// Whether bit `certificateHold` is set.
    pub fn certificate_hold(&self) -> bool {
        self.0.bit(6)
    }
    /// Bit `privilegeWithdrawn(7)`.
    pub const PRIVILEGE_WITHDRAWN: usize = 7;
    /// Whether bit `privilegeWithdrawn` is set.
    pub fn privilege_withdrawn(&self) -> bool {
        self.0.bit(7)
    }
    /// Bit `aACompromise(8)`.
    pub const A_A_COMPROMISE: usize = 8;
    /// Whether bit `aACompromise` is set.
    pub fn a_a_compromise(&self) -> bool {
        self.0.bit(8)
    }
}
impl<'a> rt::DerValue<'a> for ReasonFlags<'a> {
    const TAG: rt::Tag = rt::Tag::BIT_STRING;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let v = rt::BitString::decode_named(r)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for ReasonFlags<'a> {
    const NAME: &'static str = "ReasonFlags";
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
impl<'a> rt::Jer for ReasonFlags<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// ExtKeyUsageSyntax ::= SEQUENCE SIZE (1..MAX) OF KeyPurposeId
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtKeyUsageSyntax<'a>(pub rt::SequenceOf<'a, KeyPurposeId<'a>>);
impl<'a> rt::DerValue<'a> for ExtKeyUsageSyntax<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            KeyPurposeId<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for ExtKeyUsageSyntax<'a> {
    const NAME: &'static str = "ExtKeyUsageSyntax";
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
impl<'a> rt::Jer for ExtKeyUsageSyntax<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// KeyPurposeId ::= OBJECT IDENTIFIER
/// ```
pub type KeyPurposeId<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
///
///
/// InhibitAnyPolicy ::= SkipCerts
/// ```
pub type InhibitAnyPolicy<'a> = SkipCerts<'a>;
/// ```asn1
///
///
/// FreshestCRL ::= CRLDistributionPoints
/// ```
pub type FreshestCrl<'a> = CrlDistributionPoints<'a>;
/// ```asn1
///
///
/// AuthorityInfoAccessSyntax ::= SEQUENCE SIZE (1..MAX) OF AccessDescription
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthorityInfoAccessSyntax<'a>(pub rt::SequenceOf<'a, AccessDescription<'a>>);
impl<'a> rt::DerValue<'a> for AuthorityInfoAccessSyntax<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            AccessDescription<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for AuthorityInfoAccessSyntax<'a> {
    const NAME: &'static str = "AuthorityInfoAccessSyntax";
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
impl<'a> rt::Jer for AuthorityInfoAccessSyntax<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// AccessDescription ::= SEQUENCE {
///     accessMethod    OBJECT IDENTIFIER,
///     accessLocation  GeneralName }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessDescription<'a> {
    /// `accessMethod`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub access_method: rt::ObjectIdentifier<'a>,
    /// `accessLocation`: -> PKIX1Implicit88.GeneralName
    pub access_location: GeneralName<'a>,
}
impl<'a> rt::DerValue<'a> for AccessDescription<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let access_method = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("accessMethod"))?;
        let access_location = <GeneralName<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("accessLocation"))?;
        Ok(Self {
            access_method,
            access_location,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.access_method)
            .map_err(|e| e.at("accessMethod"))?;
        rt::DerUntagged::encode_untagged(&self.access_location, w)
            .map_err(|e| e.at("accessLocation"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AccessDescription<'a> {
    const NAME: &'static str = "AccessDescription";
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
impl<'a> rt::Jer for AccessDescription<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("accessMethod");
        rt::Jer::write_jer(&self.access_method, w).map_err(|e| e.at("accessMethod"))?;
        w.member("accessLocation");
        rt::Jer::write_jer(&self.access_location, w)
            .map_err(|e| e.at("accessLocation"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// SubjectInfoAccessSyntax ::= SEQUENCE SIZE (1..MAX) OF AccessDescription
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubjectInfoAccessSyntax<'a>(pub rt::SequenceOf<'a, AccessDescription<'a>>);
impl<'a> rt::DerValue<'a> for SubjectInfoAccessSyntax<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            AccessDescription<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for SubjectInfoAccessSyntax<'a> {
    const NAME: &'static str = "SubjectInfoAccessSyntax";
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
impl<'a> rt::Jer for SubjectInfoAccessSyntax<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// CRLNumber ::= INTEGER (0..MAX)
/// ```
pub type CrlNumber<'a> = rt::Integer<'a>;
/// ```asn1
///
///
/// IssuingDistributionPoint ::= SEQUENCE {
///     distributionPoint          [0] DistributionPointName OPTIONAL,
///     onlyContainsUserCerts      [1] BOOLEAN DEFAULT FALSE,
///     onlyContainsCACerts        [2] BOOLEAN DEFAULT FALSE,
///     onlySomeReasons            [3] ReasonFlags OPTIONAL,
///     indirectCRL                [4] BOOLEAN DEFAULT FALSE,
///     onlyContainsAttributeCerts [5] BOOLEAN DEFAULT FALSE }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IssuingDistributionPoint<'a> {
    /// `distributionPoint`: [0] EXPLICIT -> PKIX1Implicit88.DistributionPointName OPTIONAL
    pub distribution_point: ::core::option::Option<DistributionPointName<'a>>,
    /// `onlyContainsUserCerts`: [1] BOOLEAN DEFAULT FALSE
    pub only_contains_user_certs: bool,
    /// `onlyContainsCACerts`: [2] BOOLEAN DEFAULT FALSE
    pub only_contains_ca_certs: bool,
    /// `onlySomeReasons`: [3] -> PKIX1Implicit88.ReasonFlags OPTIONAL
    pub only_some_reasons: ::core::option::Option<ReasonFlags<'a>>,
    /// `indirectCRL`: [4] BOOLEAN DEFAULT FALSE
    pub indirect_crl: bool,
    /// `onlyContainsAttributeCerts`: [5] BOOLEAN DEFAULT FALSE
    pub only_contains_attribute_certs: bool,
}
impl<'a> IssuingDistributionPoint<'a> {
    /// The DER encoding of the DEFAULT value of `only_contains_user_certs`.
    pub const ONLY_CONTAINS_USER_CERTS_DEFAULT: &'static [u8] = &[0x81, 0x01, 0x00];
    /// The DER encoding of the DEFAULT value of `only_contains_ca_certs`.
    pub const ONLY_CONTAINS_CA_CERTS_DEFAULT: &'static [u8] = &[0x82, 0x01, 0x00];
    /// The DER encoding of the DEFAULT value of `indirect_crl`.
    pub const INDIRECT_CRL_DEFAULT: &'static [u8] = &[0x84, 0x01, 0x00];
    /// The DER encoding of the DEFAULT value of `only_contains_attribute_certs`.
    pub const ONLY_CONTAINS_ATTRIBUTE_CERTS_DEFAULT: &'static [u8] = &[0x85, 0x01, 0x00];
}
impl<'a> rt::DerValue<'a> for IssuingDistributionPoint<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let distribution_point = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    <DistributionPointName<'a> as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("distributionPoint"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let off = r.offset();
        let only_contains_user_certs = if r.peek_is(rt::Tag::context(1)) {
            let before = r.remaining();
            let v = r
                .value::<bool>(rt::Tag::context(1))
                .map_err(|e| e.at("onlyContainsUserCerts"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::ONLY_CONTAINS_USER_CERTS_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("onlyContainsUserCerts"))?;
            v
        } else {
            false
        };
        let off = r.offset();
        let only_contains_ca_certs = if r.peek_is(rt::Tag::context(2)) {
            let before = r.remaining();
            let v = r
                .value::<bool>(rt::Tag::context(2))
                .map_err(|e| e.at("onlyContainsCACerts"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::ONLY_CONTAINS_CA_CERTS_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("onlyContainsCACerts"))?;
            v
        } else {
            false
        };
        let only_some_reasons = if r.peek_is(rt::Tag::context(3)) {
            let v = r
                .value::<ReasonFlags<'a>>(rt::Tag::context(3))
                .map_err(|e| e.at("onlySomeReasons"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let off = r.offset();
        let indirect_crl = if r.peek_is(rt::Tag::context(4)) {
            let before = r.remaining();
            let v = r
                .value::<bool>(rt::Tag::context(4))
                .map_err(|e| e.at("indirectCRL"))?;
            rt::check_not_default(before, r.remaining(), Self::INDIRECT_CRL_DEFAULT, off)
                .map_err(|e| e.at("indirectCRL"))?;
            v
        } else {
            false
        };
        let off = r.offset();
        let only_contains_attribute_certs = if r.peek_is(rt::Tag::context(5)) {
            let before = r.remaining();
            let v = r
                .value::<bool>(rt::Tag::context(5))
                .map_err(|e| e.at("onlyContainsAttributeCerts"))?;
            rt::check_not_default(
                    before,
                    r.remaining(),
                    Self::ONLY_CONTAINS_ATTRIBUTE_CERTS_DEFAULT,
                    off,
                )
                .map_err(|e| e.at("onlyContainsAttributeCerts"))?;
            v
        } else {
            false
        };
        Ok(Self {
            distribution_point,
            only_contains_user_certs,
            only_contains_ca_certs,
            only_some_reasons,
            indirect_crl,
            only_contains_attribute_certs,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.distribution_point {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("distributionPoint"))?;
        }
        if self.only_contains_user_certs {
            rt::encode_value(w, rt::Tag::context(1), &self.only_contains_user_certs)
                .map_err(|e| e.at("onlyContainsUserCerts"))?;
        }
        if self.only_contains_ca_certs {
            rt::encode_value(w, rt::Tag::context(2), &self.only_contains_ca_certs)
                .map_err(|e| e.at("onlyContainsCACerts"))?;
        }
        if let ::core::option::Option::Some(v) = &self.only_some_reasons {
            rt::encode_value(w, rt::Tag::context(3), v)
                .map_err(|e| e.at("onlySomeReasons"))?;
        }
        if self.indirect_crl {
            rt::encode_value(w, rt::Tag::context(4), &self.indirect_crl)
                .map_err(|e| e.at("indirectCRL"))?;
        }
        if self.only_contains_attribute_certs {
            rt::encode_value(w, rt::Tag::context(5), &self.only_contains_attribute_certs)
                .map_err(|e| e.at("onlyContainsAttributeCerts"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for IssuingDistributionPoint<'a> {
    const NAME: &'static str = "IssuingDistributionPoint";
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
impl<'a> rt::Jer for IssuingDistributionPoint<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.distribution_point {
            w.member("distributionPoint");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("distributionPoint"))?;
        }
        w.member("onlyContainsUserCerts");
        rt::Jer::write_jer(&self.only_contains_user_certs, w)
            .map_err(|e| e.at("onlyContainsUserCerts"))?;
        w.member("onlyContainsCACerts");
        rt::Jer::write_jer(&self.only_contains_ca_certs, w)
            .map_err(|e| e.at("onlyContainsCACerts"))?;
        if let ::core::option::Option::Some(v) = &self.only_some_reasons {
            w.member("onlySomeReasons");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("onlySomeReasons"))?;
        }
        w.member("indirectCRL");
        rt::Jer::write_jer(&self.indirect_crl, w).map_err(|e| e.at("indirectCRL"))?;
        w.member("onlyContainsAttributeCerts");
        rt::Jer::write_jer(&self.only_contains_attribute_certs, w)
            .map_err(|e| e.at("onlyContainsAttributeCerts"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// BaseCRLNumber ::= CRLNumber
/// ```
pub type BaseCrlNumber<'a> = CrlNumber<'a>;
/// ```asn1
///
///
/// CRLReason ::= ENUMERATED {
///     unspecified          (0),
///     keyCompromise        (1),
///     cACompromise         (2),
///     affiliationChanged   (3),
///     superseded           (4),
///     cessationOfOperation (5),
///     certificateHold      (6),
///     removeFromCRL        (8),
///     privilegeWithdrawn   (9),
///     aACompromise         (10) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CrlReason {
    /// Number 0.
    Unspecified,
    /// Number 1.
    KeyCompromise,
    /// Number 2.
    CACompromise,
    /// Number 3.
    AffiliationChanged,
    /// Number 4.
    Superseded,
    /// Number 5.
    CessationOfOperation,
    /// Number 6.
    CertificateHold,
    /// Number 8.
    RemoveFromCrl,
    /// Number 9.
    PrivilegeWithdrawn,
    /// Number 10.
    AACompromise,
}
impl CrlReason {
    /// The number on the wire.
    pub fn number(&self) -> i64 {
        match self {
            Self::Unspecified => 0,
            Self::KeyCompromise => 1,
            Self::CACompromise => 2,
            Self::AffiliationChanged => 3,
            Self::Superseded => 4,
            Self::CessationOfOperation => 5,
            Self::CertificateHold => 6,
            Self::RemoveFromCrl => 8,
            Self::PrivilegeWithdrawn => 9,
            Self::AACompromise => 10,
        }
    }
}
impl<'a> rt::DerValue<'a> for CrlReason {
    const TAG: rt::Tag = rt::Tag::ENUMERATED;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        match rt::decode_i128(r)? {
            0 => Ok(Self::Unspecified),
            1 => Ok(Self::KeyCompromise),
            2 => Ok(Self::CACompromise),
            3 => Ok(Self::AffiliationChanged),
            4 => Ok(Self::Superseded),
            5 => Ok(Self::CessationOfOperation),
            6 => Ok(Self::CertificateHold),
            8 => Ok(Self::RemoveFromCrl),
            9 => Ok(Self::PrivilegeWithdrawn),
            10 => Ok(Self::AACompromise),
            _ => Err(rt::Error::new(rt::ErrorKind::UnknownEnumerated, off)),
        }
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_i128(w, i128::from(self.number()));
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CrlReason {
    const NAME: &'static str = "CRLReason";
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
impl rt::Jer for CrlReason {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Unspecified => w.identifier("unspecified"),
            Self::KeyCompromise => w.identifier("keyCompromise"),
            Self::CACompromise => w.identifier("cACompromise"),
            Self::AffiliationChanged => w.identifier("affiliationChanged"),
            Self::Superseded => w.identifier("superseded"),
            Self::CessationOfOperation => w.identifier("cessationOfOperation"),
            Self::CertificateHold => w.identifier("certificateHold"),
            Self::RemoveFromCrl => w.identifier("removeFromCRL"),
            Self::PrivilegeWithdrawn => w.identifier("privilegeWithdrawn"),
            Self::AACompromise => w.identifier("aACompromise"),
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// CertificateIssuer ::= GeneralNames
/// ```
pub type CertificateIssuer<'a> = GeneralNames<'a>;
/// ```asn1
///
///
/// HoldInstructionCode ::= OBJECT IDENTIFIER
/// ```
pub type HoldInstructionCode<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
///
///
/// InvalidityDate ::= GeneralizedTime
/// ```
pub type InvalidityDate<'a> = rt::GeneralizedTime<'a>;
