use ::synta_rt as rt;
/// `id-pkix` = 1.3.6.1.5.5.7
pub const ID_PKIX: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07],
);
/// `id-pe` = 1.3.6.1.5.5.7.1
pub const ID_PE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01],
);
/// `id-qt` = 1.3.6.1.5.5.7.2
pub const ID_QT: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x02],
);
/// `id-kp` = 1.3.6.1.5.5.7.3
pub const ID_KP: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03],
);
/// `id-ad` = 1.3.6.1.5.5.7.48
pub const ID_AD: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30],
);
/// `id-qt-cps` = 1.3.6.1.5.5.7.2.1
pub const ID_QT_CPS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x02, 0x01],
);
/// `id-qt-unotice` = 1.3.6.1.5.5.7.2.2
pub const ID_QT_UNOTICE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x02, 0x02],
);
/// `id-ad-ocsp` = 1.3.6.1.5.5.7.48.1
pub const ID_AD_OCSP: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x01],
);
/// `id-ad-caIssuers` = 1.3.6.1.5.5.7.48.2
pub const ID_AD_CA_ISSUERS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x02],
);
/// `id-ad-timeStamping` = 1.3.6.1.5.5.7.48.3
pub const ID_AD_TIME_STAMPING: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x03],
);
/// `id-ad-caRepository` = 1.3.6.1.5.5.7.48.5
pub const ID_AD_CA_REPOSITORY: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2b, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30, 0x05],
);
/// `id-at` = 2.5.4
pub const ID_AT: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04],
);
/// `id-at-name` = 2.5.4.41
pub const ID_AT_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x29],
);
/// `id-at-surname` = 2.5.4.4
pub const ID_AT_SURNAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x04],
);
/// `id-at-givenName` = 2.5.4.42
pub const ID_AT_GIVEN_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x2a],
);
/// `id-at-initials` = 2.5.4.43
pub const ID_AT_INITIALS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x2b],
);
/// `id-at-generationQualifier` = 2.5.4.44
pub const ID_AT_GENERATION_QUALIFIER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x2c],
);
/// `id-at-commonName` = 2.5.4.3
pub const ID_AT_COMMON_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x03],
);
/// `id-at-localityName` = 2.5.4.7
pub const ID_AT_LOCALITY_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x07],
);
/// `id-at-stateOrProvinceName` = 2.5.4.8
pub const ID_AT_STATE_OR_PROVINCE_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x08],
);
/// `id-at-organizationName` = 2.5.4.10
pub const ID_AT_ORGANIZATION_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x0a],
);
/// `id-at-organizationalUnitName` = 2.5.4.11
pub const ID_AT_ORGANIZATIONAL_UNIT_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x0b],
);
/// `id-at-title` = 2.5.4.12
pub const ID_AT_TITLE: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x0c],
);
/// `id-at-dnQualifier` = 2.5.4.46
pub const ID_AT_DN_QUALIFIER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x2e],
);
/// `id-at-countryName` = 2.5.4.6
pub const ID_AT_COUNTRY_NAME: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x06],
);
/// `id-at-serialNumber` = 2.5.4.5
pub const ID_AT_SERIAL_NUMBER: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x05],
);
/// `id-at-pseudonym` = 2.5.4.65
pub const ID_AT_PSEUDONYM: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x55, 0x04, 0x41],
);
/// `id-domainComponent` = 0.9.2342.19200300.100.1.25
pub const ID_DOMAIN_COMPONENT: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x09, 0x92, 0x26, 0x89, 0x93, 0xf2, 0x2c, 0x64, 0x01, 0x19],
);
/// `pkcs-9` = 1.2.840.113549.1.9
pub const PKCS_9: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09],
);
/// `id-emailAddress` = 1.2.840.113549.1.9.1
pub const ID_EMAIL_ADDRESS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x01],
);
/// `common-name` = 1
pub const COMMON_NAME: i64 = 1;
/// `teletex-common-name` = 2
pub const TELETEX_COMMON_NAME: i64 = 2;
/// `teletex-organization-name` = 3
pub const TELETEX_ORGANIZATION_NAME: i64 = 3;
/// `teletex-personal-name` = 4
pub const TELETEX_PERSONAL_NAME: i64 = 4;
/// `teletex-organizational-unit-names` = 5
pub const TELETEX_ORGANIZATIONAL_UNIT_NAMES: i64 = 5;
/// `pds-name` = 7
pub const PDS_NAME: i64 = 7;
/// `physical-delivery-country-name` = 8
pub const PHYSICAL_DELIVERY_COUNTRY_NAME: i64 = 8;
/// `postal-code` = 9
pub const POSTAL_CODE: i64 = 9;
/// `physical-delivery-office-name` = 10
pub const PHYSICAL_DELIVERY_OFFICE_NAME: i64 = 10;
/// `physical-delivery-office-number` = 11
pub const PHYSICAL_DELIVERY_OFFICE_NUMBER: i64 = 11;
/// `extension-OR-address-components` = 12
pub const EXTENSION_OR_ADDRESS_COMPONENTS: i64 = 12;
/// `physical-delivery-personal-name` = 13
pub const PHYSICAL_DELIVERY_PERSONAL_NAME: i64 = 13;
/// `physical-delivery-organization-name` = 14
pub const PHYSICAL_DELIVERY_ORGANIZATION_NAME: i64 = 14;
/// `extension-physical-delivery-address-components` = 15
pub const EXTENSION_PHYSICAL_DELIVERY_ADDRESS_COMPONENTS: i64 = 15;
/// `unformatted-postal-address` = 16
pub const UNFORMATTED_POSTAL_ADDRESS: i64 = 16;
/// `street-address` = 17
pub const STREET_ADDRESS: i64 = 17;
/// `post-office-box-address` = 18
pub const POST_OFFICE_BOX_ADDRESS: i64 = 18;
/// `poste-restante-address` = 19
pub const POSTE_RESTANTE_ADDRESS: i64 = 19;
/// `unique-postal-name` = 20
pub const UNIQUE_POSTAL_NAME: i64 = 20;
/// `local-postal-attributes` = 21
pub const LOCAL_POSTAL_ATTRIBUTES: i64 = 21;
/// `extended-network-address` = 22
pub const EXTENDED_NETWORK_ADDRESS: i64 = 22;
/// `terminal-type` = 23
pub const TERMINAL_TYPE: i64 = 23;
/// `teletex-domain-defined-attributes` = 6
pub const TELETEX_DOMAIN_DEFINED_ATTRIBUTES: i64 = 6;
/// `ub-name` = 32768
pub const UB_NAME: i64 = 32768;
/// `ub-common-name` = 64
pub const UB_COMMON_NAME: i64 = 64;
/// `ub-locality-name` = 128
pub const UB_LOCALITY_NAME: i64 = 128;
/// `ub-state-name` = 128
pub const UB_STATE_NAME: i64 = 128;
/// `ub-organization-name` = 64
pub const UB_ORGANIZATION_NAME: i64 = 64;
/// `ub-organizational-unit-name` = 64
pub const UB_ORGANIZATIONAL_UNIT_NAME: i64 = 64;
/// `ub-title` = 64
pub const UB_TITLE: i64 = 64;
/// `ub-serial-number` = 64
pub const UB_SERIAL_NUMBER: i64 = 64;
/// `ub-match` = 128
pub const UB_MATCH: i64 = 128;
/// `ub-emailaddress-length` = 255
pub const UB_EMAILADDRESS_LENGTH: i64 = 255;
/// `ub-common-name-length` = 64
pub const UB_COMMON_NAME_LENGTH: i64 = 64;
/// `ub-country-name-alpha-length` = 2
pub const UB_COUNTRY_NAME_ALPHA_LENGTH: i64 = 2;
/// `ub-country-name-numeric-length` = 3
pub const UB_COUNTRY_NAME_NUMERIC_LENGTH: i64 = 3;
/// `ub-domain-defined-attributes` = 4
pub const UB_DOMAIN_DEFINED_ATTRIBUTES: i64 = 4;
/// `ub-domain-defined-attribute-type-length` = 8
pub const UB_DOMAIN_DEFINED_ATTRIBUTE_TYPE_LENGTH: i64 = 8;
/// `ub-domain-defined-attribute-value-length` = 128
pub const UB_DOMAIN_DEFINED_ATTRIBUTE_VALUE_LENGTH: i64 = 128;
/// `ub-domain-name-length` = 16
pub const UB_DOMAIN_NAME_LENGTH: i64 = 16;
/// `ub-extension-attributes` = 256
pub const UB_EXTENSION_ATTRIBUTES: i64 = 256;
/// `ub-e163-4-number-length` = 15
pub const UB_E163_4_NUMBER_LENGTH: i64 = 15;
/// `ub-e163-4-sub-address-length` = 40
pub const UB_E163_4_SUB_ADDRESS_LENGTH: i64 = 40;
/// `ub-generation-qualifier-length` = 3
pub const UB_GENERATION_QUALIFIER_LENGTH: i64 = 3;
/// `ub-given-name-length` = 16
pub const UB_GIVEN_NAME_LENGTH: i64 = 16;
/// `ub-initials-length` = 5
pub const UB_INITIALS_LENGTH: i64 = 5;
/// `ub-integer-options` = 256
pub const UB_INTEGER_OPTIONS: i64 = 256;
/// `ub-numeric-user-id-length` = 32
pub const UB_NUMERIC_USER_ID_LENGTH: i64 = 32;
/// `ub-organization-name-length` = 64
pub const UB_ORGANIZATION_NAME_LENGTH: i64 = 64;
/// `ub-organizational-unit-name-length` = 32
pub const UB_ORGANIZATIONAL_UNIT_NAME_LENGTH: i64 = 32;
/// `ub-organizational-units` = 4
pub const UB_ORGANIZATIONAL_UNITS: i64 = 4;
/// `ub-pds-name-length` = 16
pub const UB_PDS_NAME_LENGTH: i64 = 16;
/// `ub-pds-parameter-length` = 30
pub const UB_PDS_PARAMETER_LENGTH: i64 = 30;
/// `ub-pds-physical-address-lines` = 6
pub const UB_PDS_PHYSICAL_ADDRESS_LINES: i64 = 6;
/// `ub-postal-code-length` = 16
pub const UB_POSTAL_CODE_LENGTH: i64 = 16;
/// `ub-pseudonym` = 128
pub const UB_PSEUDONYM: i64 = 128;
/// `ub-surname-length` = 40
pub const UB_SURNAME_LENGTH: i64 = 40;
/// `ub-terminal-id-length` = 24
pub const UB_TERMINAL_ID_LENGTH: i64 = 24;
/// `ub-unformatted-address-length` = 180
pub const UB_UNFORMATTED_ADDRESS_LENGTH: i64 = 180;
/// `ub-x121-address-length` = 16
pub const UB_X121_ADDRESS_LENGTH: i64 = 16;
/// ```asn1
///
///
/// -- Attributes (§4.1.2.4, Appendix A)
/// Attribute ::= SEQUENCE {
///     type    AttributeType,
///     values  SET OF AttributeValue }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute<'a> {
    /// `type`: [UNIVERSAL 6] -> PKIX1Explicit88.AttributeType
    pub r#type: AttributeType<'a>,
    /// `values`: [UNIVERSAL 17] SET OF -> PKIX1Explicit88.AttributeValue
    pub values: rt::SetOf<'a, AttributeValue<'a>>,
}
impl<'a> rt::DerValue<'a> for Attribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let r#type = r
            .value::<AttributeType<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("type"))?;
        let values = r
            .value::<rt::SetOf<'a, AttributeValue<'a>>>(rt::Tag::SET)
            .map_err(|e| e.at("values"))?;
        Ok(Self { r#type, values })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.r#type)
            .map_err(|e| e.at("type"))?;
        rt::encode_value(w, rt::Tag::SET, &self.values).map_err(|e| e.at("values"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Attribute<'a> {
    const NAME: &'static str = "Attribute";
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
impl<'a> rt::Jer for Attribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("type");
        rt::Jer::write_jer(&self.r#type, w).map_err(|e| e.at("type"))?;
        w.member("values");
        rt::Jer::write_jer(&self.values, w).map_err(|e| e.at("values"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AttributeType ::= OBJECT IDENTIFIER
/// ```
pub type AttributeType<'a> = rt::ObjectIdentifier<'a>;
/// ```asn1
/// AttributeValue ::= ANY
/// ```
pub type AttributeValue<'a> = rt::RawDer<'a>;
/// ```asn1
/// AttributeTypeAndValue ::= SEQUENCE {
///     type   AttributeType,
///     value  AttributeValue }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeTypeAndValue<'a> {
    /// `type`: [UNIVERSAL 6] -> PKIX1Explicit88.AttributeType
    pub r#type: AttributeType<'a>,
    /// `value`: -> PKIX1Explicit88.AttributeValue
    pub value: AttributeValue<'a>,
}
impl<'a> rt::DerValue<'a> for AttributeTypeAndValue<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let r#type = r
            .value::<AttributeType<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("type"))?;
        let value = <AttributeValue<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("value"))?;
        Ok(Self { r#type, value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.r#type)
            .map_err(|e| e.at("type"))?;
        rt::DerUntagged::encode_untagged(&self.value, w).map_err(|e| e.at("value"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for AttributeTypeAndValue<'a> {
    const NAME: &'static str = "AttributeTypeAndValue";
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
impl<'a> rt::Jer for AttributeTypeAndValue<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("type");
        rt::Jer::write_jer(&self.r#type, w).map_err(|e| e.at("type"))?;
        w.member("value");
        rt::Jer::write_jer(&self.value, w).map_err(|e| e.at("value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
///
/// X520name ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-name)),
///     printableString  PrintableString (SIZE (1..ub-name)),
///     universalString  UniversalString (SIZE (1..ub-name)),
///     utf8String       UTF8String      (SIZE (1..ub-name)),
///     bmpString        BMPString       (SIZE (1..ub-name)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520name<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..32768)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..32768)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..32768)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..32768)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..32768)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520name<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=32768).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=32768).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=32768).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=32768).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=32768).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size(
                        (1..=32768).contains(&(v.code_points().count() as i128)),
                        0,
                    )
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size(
                        (1..=32768).contains(&(v.code_points().count() as i128)),
                        0,
                    )
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size(
                        (1..=32768).contains(&(v.code_points().count() as i128)),
                        0,
                    )
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size(
                        (1..=32768).contains(&(v.code_points().count() as i128)),
                        0,
                    )
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size(
                        (1..=32768).contains(&(v.code_points().count() as i128)),
                        0,
                    )
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520name<'a> {
    const NAME: &'static str = "X520name";
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
impl<'a> rt::Jer for X520name<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// X520CommonName ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-common-name)),
///     printableString  PrintableString (SIZE (1..ub-common-name)),
///     universalString  UniversalString (SIZE (1..ub-common-name)),
///     utf8String       UTF8String      (SIZE (1..ub-common-name)),
///     bmpString        BMPString       (SIZE (1..ub-common-name)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520CommonName<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..64)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..64)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..64)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..64)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..64)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520CommonName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520CommonName<'a> {
    const NAME: &'static str = "X520CommonName";
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
impl<'a> rt::Jer for X520CommonName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// X520LocalityName ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-locality-name)),
///     printableString  PrintableString (SIZE (1..ub-locality-name)),
///     universalString  UniversalString (SIZE (1..ub-locality-name)),
///     utf8String       UTF8String      (SIZE (1..ub-locality-name)),
///     bmpString        BMPString       (SIZE (1..ub-locality-name)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520LocalityName<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..128)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..128)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..128)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..128)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..128)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520LocalityName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520LocalityName<'a> {
    const NAME: &'static str = "X520LocalityName";
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
impl<'a> rt::Jer for X520LocalityName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// X520StateOrProvinceName ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-state-name)),
///     printableString  PrintableString (SIZE (1..ub-state-name)),
///     universalString  UniversalString (SIZE (1..ub-state-name)),
///     utf8String       UTF8String      (SIZE (1..ub-state-name)),
///     bmpString        BMPString       (SIZE (1..ub-state-name)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520StateOrProvinceName<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..128)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..128)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..128)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..128)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..128)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520StateOrProvinceName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520StateOrProvinceName<'a> {
    const NAME: &'static str = "X520StateOrProvinceName";
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
impl<'a> rt::Jer for X520StateOrProvinceName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// X520OrganizationName ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-organization-name)),
///     printableString  PrintableString (SIZE (1..ub-organization-name)),
///     universalString  UniversalString (SIZE (1..ub-organization-name)),
///     utf8String       UTF8String      (SIZE (1..ub-organization-name)),
///     bmpString        BMPString       (SIZE (1..ub-organization-name)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520OrganizationName<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..64)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..64)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..64)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..64)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..64)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520OrganizationName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520OrganizationName<'a> {
    const NAME: &'static str = "X520OrganizationName";
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
impl<'a> rt::Jer for X520OrganizationName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// X520OrganizationalUnitName ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-organizational-unit-name)),
///     printableString  PrintableString (SIZE (1..ub-organizational-unit-name)),
///     universalString  UniversalString (SIZE (1..ub-organizational-unit-name)),
///     utf8String       UTF8String      (SIZE (1..ub-organizational-unit-name)),
///     bmpString        BMPString       (SIZE (1..ub-organizational-unit-name)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520OrganizationalUnitName<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..64)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..64)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..64)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..64)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..64)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520OrganizationalUnitName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520OrganizationalUnitName<'a> {
    const NAME: &'static str = "X520OrganizationalUnitName";
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
impl<'a> rt::Jer for X520OrganizationalUnitName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
///
/// X520Title ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-title)),
///     printableString  PrintableString (SIZE (1..ub-title)),
///     universalString  UniversalString (SIZE (1..ub-title)),
///     utf8String       UTF8String      (SIZE (1..ub-title)),
///     bmpString        BMPString       (SIZE (1..ub-title)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520Title<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..64)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..64)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..64)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..64)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..64)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520Title<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520Title<'a> {
    const NAME: &'static str = "X520Title";
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
impl<'a> rt::Jer for X520Title<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
/// X520dnQualifier ::= PrintableString
/// ```
pub type X520dnQualifier<'a> = rt::PrintableString<'a>;
/// ```asn1
///
/// X520countryName ::= PrintableString (SIZE (2))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct X520countryName<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for X520countryName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.code_points().count() as i128) == 2, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.code_points().count() as i128) == 2, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for X520countryName<'a> {
    const NAME: &'static str = "X520countryName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for X520countryName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// X520SerialNumber ::= PrintableString (SIZE (1..ub-serial-number))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct X520SerialNumber<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for X520SerialNumber<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=64).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for X520SerialNumber<'a> {
    const NAME: &'static str = "X520SerialNumber";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for X520SerialNumber<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// X520Pseudonym ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..ub-pseudonym)),
///     printableString  PrintableString (SIZE (1..ub-pseudonym)),
///     universalString  UniversalString (SIZE (1..ub-pseudonym)),
///     utf8String       UTF8String      (SIZE (1..ub-pseudonym)),
///     bmpString        BMPString       (SIZE (1..ub-pseudonym)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum X520Pseudonym<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..128)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..128)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..128)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..128)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..128)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for X520Pseudonym<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for X520Pseudonym<'a> {
    const NAME: &'static str = "X520Pseudonym";
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
impl<'a> rt::Jer for X520Pseudonym<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
/// DomainComponent ::= IA5String
/// ```
pub type DomainComponent<'a> = rt::Ia5String<'a>;
/// ```asn1
///
/// EmailAddress ::= IA5String (SIZE (1..ub-emailaddress-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailAddress<'a>(pub rt::Ia5String<'a>);
impl<'a> rt::DerValue<'a> for EmailAddress<'a> {
    const TAG: rt::Tag = rt::Tag::universal(22);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::Ia5String<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=255).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=255).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for EmailAddress<'a> {
    const NAME: &'static str = "EmailAddress";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(22))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(22), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(22)
    }
}
impl<'a> rt::Jer for EmailAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// -- Naming (§4.1.2.4)
/// Name ::= CHOICE { rdnSequence RDNSequence }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Name<'a> {
    /// `rdnSequence`: [UNIVERSAL 16] -> PKIX1Explicit88.RDNSequence
    RdnSequence(RdnSequence<'a>),
}
impl<'a> rt::DerUntagged<'a> for Name<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<RdnSequence<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("rdnSequence"))?;
            return Ok(Self::RdnSequence(v));
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
            Self::RdnSequence(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("rdnSequence"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE
    }
}
impl<'a> rt::Der<'a> for Name<'a> {
    const NAME: &'static str = "Name";
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
impl<'a> rt::Jer for Name<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::RdnSequence(v) => {
                w.begin_object();
                w.member("rdnSequence");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("rdnSequence"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// RDNSequence ::= SEQUENCE OF RelativeDistinguishedName
/// ```
pub type RdnSequence<'a> = rt::SequenceOf<'a, RelativeDistinguishedName<'a>>;
/// ```asn1
/// DistinguishedName ::= RDNSequence
/// ```
pub type DistinguishedName<'a> = RdnSequence<'a>;
/// ```asn1
/// RelativeDistinguishedName ::= SET SIZE (1..MAX) OF AttributeTypeAndValue
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelativeDistinguishedName<'a>(pub rt::SetOf<'a, AttributeTypeAndValue<'a>>);
impl<'a> rt::DerValue<'a> for RelativeDistinguishedName<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<
            'a,
            AttributeTypeAndValue<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for RelativeDistinguishedName<'a> {
    const NAME: &'static str = "RelativeDistinguishedName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for RelativeDistinguishedName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// DirectoryString ::= CHOICE {
///     teletexString    TeletexString   (SIZE (1..MAX)),
///     printableString  PrintableString (SIZE (1..MAX)),
///     universalString  UniversalString (SIZE (1..MAX)),
///     utf8String       UTF8String      (SIZE (1..MAX)),
///     bmpString        BMPString       (SIZE (1..MAX)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum DirectoryString<'a> {
    /// `teletexString`: [UNIVERSAL 20] TeletexString (size 1..MAX)
    TeletexString(rt::TeletexString<'a>),
    /// `printableString`: [UNIVERSAL 19] PrintableString (size 1..MAX)
    PrintableString(rt::PrintableString<'a>),
    /// `universalString`: [UNIVERSAL 28] UniversalString (size 1..MAX)
    UniversalString(rt::UniversalString<'a>),
    /// `utf8String`: [UNIVERSAL 12] UTF8String (size 1..MAX)
    Utf8String(rt::Utf8String<'a>),
    /// `bmpString`: [UNIVERSAL 30] BMPString (size 1..MAX)
    BmpString(rt::BmpString<'a>),
}
impl<'a> rt::DerUntagged<'a> for DirectoryString<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(20) {
            let off = r.offset();
            let v = r
                .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                .map_err(|e| e.at("teletexString"))?;
            rt::check_size((v.code_points().count() as i128) >= 1, off)
                .map_err(|e| e.at("teletexString"))?;
            return Ok(Self::TeletexString(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printableString"))?;
            rt::check_size((v.code_points().count() as i128) >= 1, off)
                .map_err(|e| e.at("printableString"))?;
            return Ok(Self::PrintableString(v));
        }
        if tag == rt::Tag::universal(28) {
            let off = r.offset();
            let v = r
                .value::<rt::UniversalString<'a>>(rt::Tag::universal(28))
                .map_err(|e| e.at("universalString"))?;
            rt::check_size((v.code_points().count() as i128) >= 1, off)
                .map_err(|e| e.at("universalString"))?;
            return Ok(Self::UniversalString(v));
        }
        if tag == rt::Tag::universal(12) {
            let off = r.offset();
            let v = r
                .value::<rt::Utf8String<'a>>(rt::Tag::universal(12))
                .map_err(|e| e.at("utf8String"))?;
            rt::check_size((v.code_points().count() as i128) >= 1, off)
                .map_err(|e| e.at("utf8String"))?;
            return Ok(Self::Utf8String(v));
        }
        if tag == rt::Tag::universal(30) {
            let off = r.offset();
            let v = r
                .value::<rt::BmpString<'a>>(rt::Tag::universal(30))
                .map_err(|e| e.at("bmpString"))?;
            rt::check_size((v.code_points().count() as i128) >= 1, off)
                .map_err(|e| e.at("bmpString"))?;
            return Ok(Self::BmpString(v));
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
            Self::TeletexString(v) => {
                rt::check_size((v.code_points().count() as i128) >= 1, 0)
                    .map_err(|e| e.at("teletexString"))?;
                rt::encode_value(w, rt::Tag::universal(20), v)
                    .map_err(|e| e.at("teletexString"))
            }
            Self::PrintableString(v) => {
                rt::check_size((v.code_points().count() as i128) >= 1, 0)
                    .map_err(|e| e.at("printableString"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printableString"))
            }
            Self::UniversalString(v) => {
                rt::check_size((v.code_points().count() as i128) >= 1, 0)
                    .map_err(|e| e.at("universalString"))?;
                rt::encode_value(w, rt::Tag::universal(28), v)
                    .map_err(|e| e.at("universalString"))
            }
            Self::Utf8String(v) => {
                rt::check_size((v.code_points().count() as i128) >= 1, 0)
                    .map_err(|e| e.at("utf8String"))?;
                rt::encode_value(w, rt::Tag::universal(12), v)
                    .map_err(|e| e.at("utf8String"))
            }
            Self::BmpString(v) => {
                rt::check_size((v.code_points().count() as i128) >= 1, 0)
                    .map_err(|e| e.at("bmpString"))?;
                rt::encode_value(w, rt::Tag::universal(30), v)
                    .map_err(|e| e.at("bmpString"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20) || tag == rt::Tag::universal(19)
            || tag == rt::Tag::universal(28) || tag == rt::Tag::universal(12)
            || tag == rt::Tag::universal(30)
    }
}
impl<'a> rt::Der<'a> for DirectoryString<'a> {
    const NAME: &'static str = "DirectoryString";
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
impl<'a> rt::Jer for DirectoryString<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::TeletexString(v) => {
                w.begin_object();
                w.member("teletexString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("teletexString"))?;
                w.end_object();
            }
            Self::PrintableString(v) => {
                w.begin_object();
                w.member("printableString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printableString"))?;
                w.end_object();
            }
            Self::UniversalString(v) => {
                w.begin_object();
                w.member("universalString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("universalString"))?;
                w.end_object();
            }
            Self::Utf8String(v) => {
                w.begin_object();
                w.member("utf8String");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utf8String"))?;
                w.end_object();
            }
            Self::BmpString(v) => {
                w.begin_object();
                w.member("bmpString");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("bmpString"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// Certificate ::= SEQUENCE {
///     tbsCertificate      TBSCertificate,
///     signatureAlgorithm  AlgorithmIdentifier,
///     signature           BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate<'a> {
    /// `tbsCertificate`: [UNIVERSAL 16] -> PKIX1Explicit88.TBSCertificate
    pub tbs_certificate: TbsCertificate<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: AlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] BIT STRING
    pub signature: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for Certificate<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tbs_certificate = r
            .value::<TbsCertificate<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("tbsCertificate"))?;
        let signature_algorithm = r
            .value::<AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        Ok(Self {
            tbs_certificate,
            signature_algorithm,
            signature,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.tbs_certificate)
            .map_err(|e| e.at("tbsCertificate"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Certificate<'a> {
    const NAME: &'static str = "Certificate";
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
impl<'a> rt::Jer for Certificate<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("tbsCertificate");
        rt::Jer::write_jer(&self.tbs_certificate, w)
            .map_err(|e| e.at("tbsCertificate"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// TBSCertificate ::= SEQUENCE {
///     version          [0] Version DEFAULT v1,
///     serialNumber         CertificateSerialNumber,
///     signature            AlgorithmIdentifier,
///     issuer               Name,
///     validity             Validity,
///     subject              Name,
///     subjectPublicKeyInfo SubjectPublicKeyInfo,
///     issuerUniqueID   [1] IMPLICIT UniqueIdentifier OPTIONAL,
///     subjectUniqueID  [2] IMPLICIT UniqueIdentifier OPTIONAL,
///     extensions       [3] Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TbsCertificate<'a> {
    /// `version`: [0] EXPLICIT [UNIVERSAL 2] -> PKIX1Explicit88.Version DEFAULT 0
    pub version: Version<'a>,
    /// `serialNumber`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub serial_number: CertificateSerialNumber<'a>,
    /// `signature`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature: AlgorithmIdentifier<'a>,
    /// `issuer`: -> PKIX1Explicit88.Name
    pub issuer: Name<'a>,
    /// `validity`: [UNIVERSAL 16] -> PKIX1Explicit88.Validity
    pub validity: Validity<'a>,
    /// `subject`: -> PKIX1Explicit88.Name
    pub subject: Name<'a>,
    /// `subjectPublicKeyInfo`: [UNIVERSAL 16] -> PKIX1Explicit88.SubjectPublicKeyInfo
    pub subject_public_key_info: SubjectPublicKeyInfo<'a>,
    /// `issuerUniqueID`: [1] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub issuer_unique_id: ::core::option::Option<UniqueIdentifier<'a>>,
    /// `subjectUniqueID`: [2] -> PKIX1Explicit88.UniqueIdentifier OPTIONAL
    pub subject_unique_id: ::core::option::Option<UniqueIdentifier<'a>>,
    /// `extensions`: [3] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub extensions: ::core::option::Option<Extensions<'a>>,
}
impl<'a> TbsCertificate<'a> {
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
impl<'a> rt::DerValue<'a> for TbsCertificate<'a> {
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
        let serial_number = r
            .value::<CertificateSerialNumber<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("serialNumber"))?;
        let signature = r
            .value::<AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signature"))?;
        let issuer = <Name<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("issuer"))?;
        let validity = r
            .value::<Validity<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("validity"))?;
        let subject = <Name<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("subject"))?;
        let subject_public_key_info = r
            .value::<SubjectPublicKeyInfo<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("subjectPublicKeyInfo"))?;
        let issuer_unique_id = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<UniqueIdentifier<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("issuerUniqueID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let subject_unique_id = if r.peek_is(rt::Tag::context(2)) {
            let v = r
                .value::<UniqueIdentifier<'a>>(rt::Tag::context(2))
                .map_err(|e| e.at("subjectUniqueID"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let extensions = if r.peek_is(rt::Tag::context(3).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(3),
                    |r| r.value::<Extensions<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("extensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            serial_number,
            signature,
            issuer,
            validity,
            subject,
            subject_public_key_info,
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
        rt::encode_value(w, rt::Tag::INTEGER, &self.serial_number)
            .map_err(|e| e.at("serialNumber"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature)
            .map_err(|e| e.at("signature"))?;
        rt::DerUntagged::encode_untagged(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.validity)
            .map_err(|e| e.at("validity"))?;
        rt::DerUntagged::encode_untagged(&self.subject, w).map_err(|e| e.at("subject"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.subject_public_key_info)
            .map_err(|e| e.at("subjectPublicKeyInfo"))?;
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
impl<'a> rt::Der<'a> for TbsCertificate<'a> {
    const NAME: &'static str = "TBSCertificate";
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
impl<'a> rt::Jer for TbsCertificate<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("version");
        rt::Jer::write_jer(&self.version, w).map_err(|e| e.at("version"))?;
        w.member("serialNumber");
        rt::Jer::write_jer(&self.serial_number, w).map_err(|e| e.at("serialNumber"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("validity");
        rt::Jer::write_jer(&self.validity, w).map_err(|e| e.at("validity"))?;
        w.member("subject");
        rt::Jer::write_jer(&self.subject, w).map_err(|e| e.at("subject"))?;
        w.member("subjectPublicKeyInfo");
        rt::Jer::write_jer(&self.subject_public_key_info, w)
            .map_err(|e| e.at("subjectPublicKeyInfo"))?;
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
/// Version ::= INTEGER { v1(0), v2(1), v3(2) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version<'a>(pub rt::Integer<'a>);
impl<'a> Version<'a> {
    /// The number `v1`.
    pub const V1: i64 = 0;
    /// The number `v2`.
    pub const V2: i64 = 1;
    /// The number `v3`.
    pub const V3: i64 = 2;
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
/// CertificateSerialNumber ::= INTEGER
/// ```
pub type CertificateSerialNumber<'a> = rt::Integer<'a>;
/// ```asn1
/// Validity ::= SEQUENCE {
///     notBefore  Time,
///     notAfter   Time }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Validity<'a> {
    /// `notBefore`: -> PKIX1Explicit88.Time
    pub not_before: Time<'a>,
    /// `notAfter`: -> PKIX1Explicit88.Time
    pub not_after: Time<'a>,
}
impl<'a> rt::DerValue<'a> for Validity<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let not_before = <Time<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("notBefore"))?;
        let not_after = <Time<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("notAfter"))?;
        Ok(Self { not_before, not_after })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::DerUntagged::encode_untagged(&self.not_before, w)
            .map_err(|e| e.at("notBefore"))?;
        rt::DerUntagged::encode_untagged(&self.not_after, w)
            .map_err(|e| e.at("notAfter"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Validity<'a> {
    const NAME: &'static str = "Validity";
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
impl<'a> rt::Jer for Validity<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("notBefore");
        rt::Jer::write_jer(&self.not_before, w).map_err(|e| e.at("notBefore"))?;
        w.member("notAfter");
        rt::Jer::write_jer(&self.not_after, w).map_err(|e| e.at("notAfter"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Time ::= CHOICE {
///     utcTime      UTCTime,
///     generalTime  GeneralizedTime }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Time<'a> {
    /// `utcTime`: [UNIVERSAL 23] UTCTime
    UtcTime(rt::UtcTime<'a>),
    /// `generalTime`: [UNIVERSAL 24] GeneralizedTime
    GeneralTime(rt::GeneralizedTime<'a>),
}
impl<'a> rt::DerUntagged<'a> for Time<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(23) {
            let v = r
                .value::<rt::UtcTime<'a>>(rt::Tag::universal(23))
                .map_err(|e| e.at("utcTime"))?;
            return Ok(Self::UtcTime(v));
        }
        if tag == rt::Tag::universal(24) {
            let v = r
                .value::<rt::GeneralizedTime<'a>>(rt::Tag::universal(24))
                .map_err(|e| e.at("generalTime"))?;
            return Ok(Self::GeneralTime(v));
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
            Self::UtcTime(v) => {
                rt::encode_value(w, rt::Tag::universal(23), v)
                    .map_err(|e| e.at("utcTime"))
            }
            Self::GeneralTime(v) => {
                rt::encode_value(w, rt::Tag::universal(24), v)
                    .map_err(|e| e.at("generalTime"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(23) || tag == rt::Tag::universal(24)
    }
}
impl<'a> rt::Der<'a> for Time<'a> {
    const NAME: &'static str = "Time";
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
impl<'a> rt::Jer for Time<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::UtcTime(v) => {
                w.begin_object();
                w.member("utcTime");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("utcTime"))?;
                w.end_object();
            }
            Self::GeneralTime(v) => {
                w.begin_object();
                w.member("generalTime");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("generalTime"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// UniqueIdentifier ::= BIT STRING
/// ```
pub type UniqueIdentifier<'a> = rt::BitString<'a>;
/// ```asn1
/// SubjectPublicKeyInfo ::= SEQUENCE {
///     algorithm         AlgorithmIdentifier,
///     subjectPublicKey  BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubjectPublicKeyInfo<'a> {
    /// `algorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub algorithm: AlgorithmIdentifier<'a>,
    /// `subjectPublicKey`: [UNIVERSAL 3] BIT STRING
    pub subject_public_key: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for SubjectPublicKeyInfo<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let algorithm = r
            .value::<AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("algorithm"))?;
        let subject_public_key = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("subjectPublicKey"))?;
        Ok(Self {
            algorithm,
            subject_public_key,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.algorithm)
            .map_err(|e| e.at("algorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.subject_public_key)
            .map_err(|e| e.at("subjectPublicKey"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for SubjectPublicKeyInfo<'a> {
    const NAME: &'static str = "SubjectPublicKeyInfo";
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
impl<'a> rt::Jer for SubjectPublicKeyInfo<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("algorithm");
        rt::Jer::write_jer(&self.algorithm, w).map_err(|e| e.at("algorithm"))?;
        w.member("subjectPublicKey");
        rt::Jer::write_jer(&self.subject_public_key, w)
            .map_err(|e| e.at("subjectPublicKey"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// Extensions ::= SEQUENCE SIZE (1..MAX) OF Extension
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extensions<'a>(pub rt::SequenceOf<'a, Extension<'a>>);
impl<'a> rt::DerValue<'a> for Extensions<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<'a, Extension<'a>> as rt::DerValue>::decode_content(r)?;
        rt::check_size((v.len() as i128) >= 1, off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((self.0.len() as i128) >= 1, 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for Extensions<'a> {
    const NAME: &'static str = "Extensions";
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
impl<'a> rt::Jer for Extensions<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// Extension ::= SEQUENCE {
///     extnID     OBJECT IDENTIFIER,
///     critical   BOOLEAN DEFAULT FALSE,
///     extnValue  OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extension<'a> {
    /// `extnID`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub extn_id: rt::ObjectIdentifier<'a>,
    /// `critical`: [UNIVERSAL 1] BOOLEAN DEFAULT FALSE
    pub critical: bool,
    /// `extnValue`: [UNIVERSAL 4] OCTET STRING
    pub extn_value: &'a [u8],
}
impl<'a> Extension<'a> {
    /// The DER encoding of the DEFAULT value of `critical`.
    pub const CRITICAL_DEFAULT: &'static [u8] = &[0x01, 0x01, 0x00];
}
impl<'a> rt::DerValue<'a> for Extension<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let extn_id = r
            .value::<rt::ObjectIdentifier<'a>>(rt::Tag::OBJECT_IDENTIFIER)
            .map_err(|e| e.at("extnID"))?;
        let off = r.offset();
        let critical = if r.peek_is(rt::Tag::BOOLEAN) {
            let before = r.remaining();
            let v = r.value::<bool>(rt::Tag::BOOLEAN).map_err(|e| e.at("critical"))?;
            rt::check_not_default(before, r.remaining(), Self::CRITICAL_DEFAULT, off)
                .map_err(|e| e.at("critical"))?;
            v
        } else {
            false
        };
        let extn_value = r
            .value::<&'a [u8]>(rt::Tag::OCTET_STRING)
            .map_err(|e| e.at("extnValue"))?;
        Ok(Self {
            extn_id,
            critical,
            extn_value,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::OBJECT_IDENTIFIER, &self.extn_id)
            .map_err(|e| e.at("extnID"))?;
        if self.critical {
            rt::encode_value(w, rt::Tag::BOOLEAN, &self.critical)
                .map_err(|e| e.at("critical"))?;
        }
        rt::encode_value(w, rt::Tag::OCTET_STRING, &self.extn_value)
            .map_err(|e| e.at("extnValue"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for Extension<'a> {
    const NAME: &'static str = "Extension";
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
impl<'a> rt::Jer for Extension<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("extnID");
        rt::Jer::write_jer(&self.extn_id, w).map_err(|e| e.at("extnID"))?;
        w.member("critical");
        rt::Jer::write_jer(&self.critical, w).map_err(|e| e.at("critical"))?;
        w.member("extnValue");
        rt::Jer::write_jer(&self.extn_value, w).map_err(|e| e.at("extnValue"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CertificateList ::= SEQUENCE {
///     tbsCertList         TBSCertList,
///     signatureAlgorithm  AlgorithmIdentifier,
///     signature           BIT STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificateList<'a> {
    /// `tbsCertList`: [UNIVERSAL 16] -> PKIX1Explicit88.TBSCertList
    pub tbs_cert_list: TbsCertList<'a>,
    /// `signatureAlgorithm`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature_algorithm: AlgorithmIdentifier<'a>,
    /// `signature`: [UNIVERSAL 3] BIT STRING
    pub signature: rt::BitString<'a>,
}
impl<'a> rt::DerValue<'a> for CertificateList<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tbs_cert_list = r
            .value::<TbsCertList<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("tbsCertList"))?;
        let signature_algorithm = r
            .value::<AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        let signature = r
            .value::<rt::BitString<'a>>(rt::Tag::BIT_STRING)
            .map_err(|e| e.at("signature"))?;
        Ok(Self {
            tbs_cert_list,
            signature_algorithm,
            signature,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.tbs_cert_list)
            .map_err(|e| e.at("tbsCertList"))?;
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature_algorithm)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        rt::encode_value(w, rt::Tag::BIT_STRING, &self.signature)
            .map_err(|e| e.at("signature"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for CertificateList<'a> {
    const NAME: &'static str = "CertificateList";
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
impl<'a> rt::Jer for CertificateList<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("tbsCertList");
        rt::Jer::write_jer(&self.tbs_cert_list, w).map_err(|e| e.at("tbsCertList"))?;
        w.member("signatureAlgorithm");
        rt::Jer::write_jer(&self.signature_algorithm, w)
            .map_err(|e| e.at("signatureAlgorithm"))?;
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.end_object();
        Ok(())
    }
}
/// The type of `TBSCertList.revokedCertificates.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TbsCertListRevokedCertificatesItem<'a> {
    /// `userCertificate`: [UNIVERSAL 2] -> PKIX1Explicit88.CertificateSerialNumber
    pub user_certificate: CertificateSerialNumber<'a>,
    /// `revocationDate`: -> PKIX1Explicit88.Time
    pub revocation_date: Time<'a>,
    /// `crlEntryExtensions`: [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub crl_entry_extensions: ::core::option::Option<Extensions<'a>>,
}
impl<'a> rt::DerValue<'a> for TbsCertListRevokedCertificatesItem<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let user_certificate = r
            .value::<CertificateSerialNumber<'a>>(rt::Tag::INTEGER)
            .map_err(|e| e.at("userCertificate"))?;
        let revocation_date = <Time<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("revocationDate"))?;
        let crl_entry_extensions = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<Extensions<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("crlEntryExtensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            user_certificate,
            revocation_date,
            crl_entry_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::INTEGER, &self.user_certificate)
            .map_err(|e| e.at("userCertificate"))?;
        rt::DerUntagged::encode_untagged(&self.revocation_date, w)
            .map_err(|e| e.at("revocationDate"))?;
        if let ::core::option::Option::Some(v) = &self.crl_entry_extensions {
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("crlEntryExtensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TbsCertListRevokedCertificatesItem<'a> {
    const NAME: &'static str = "TBSCertList.revokedCertificates.item";
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
impl<'a> rt::Jer for TbsCertListRevokedCertificatesItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("userCertificate");
        rt::Jer::write_jer(&self.user_certificate, w)
            .map_err(|e| e.at("userCertificate"))?;
        w.member("revocationDate");
        rt::Jer::write_jer(&self.revocation_date, w)
            .map_err(|e| e.at("revocationDate"))?;
        if let ::core::option::Option::Some(v) = &self.crl_entry_extensions {
            w.member("crlEntryExtensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crlEntryExtensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// TBSCertList ::= SEQUENCE {
///     version              Version OPTIONAL,
///     signature            AlgorithmIdentifier,
///     issuer               Name,
///     thisUpdate           Time,
///     nextUpdate           Time OPTIONAL,
///     revokedCertificates  SEQUENCE OF SEQUENCE {
///         userCertificate     CertificateSerialNumber,
///         revocationDate      Time,
///         crlEntryExtensions  Extensions OPTIONAL } OPTIONAL,
///     crlExtensions    [0] Extensions OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TbsCertList<'a> {
    /// `version`: [UNIVERSAL 2] -> PKIX1Explicit88.Version OPTIONAL
    pub version: ::core::option::Option<Version<'a>>,
    /// `signature`: [UNIVERSAL 16] -> PKIX1Explicit88.AlgorithmIdentifier
    pub signature: AlgorithmIdentifier<'a>,
    /// `issuer`: -> PKIX1Explicit88.Name
    pub issuer: Name<'a>,
    /// `thisUpdate`: -> PKIX1Explicit88.Time
    pub this_update: Time<'a>,
    /// `nextUpdate`: -> PKIX1Explicit88.Time OPTIONAL
    pub next_update: ::core::option::Option<Time<'a>>,
    /// `revokedCertificates`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 16] SEQUENCE {..} OPTIONAL
    pub revoked_certificates: ::core::option::Option<
        rt::SequenceOf<'a, TbsCertListRevokedCertificatesItem<'a>>,
    >,
    /// `crlExtensions`: [0] EXPLICIT [UNIVERSAL 16] -> PKIX1Explicit88.Extensions (size 1..MAX) OPTIONAL
    pub crl_extensions: ::core::option::Option<Extensions<'a>>,
}
impl<'a> rt::DerValue<'a> for TbsCertList<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let version = if r.peek_is(rt::Tag::INTEGER) {
            let v = r
                .value::<Version<'a>>(rt::Tag::INTEGER)
                .map_err(|e| e.at("version"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let signature = r
            .value::<AlgorithmIdentifier<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("signature"))?;
        let issuer = <Name<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("issuer"))?;
        let this_update = <Time<'a> as rt::DerUntagged>::decode_untagged(r)
            .map_err(|e| e.at("thisUpdate"))?;
        let next_update = if r
            .peek_tag()
            .is_some_and(<Time<'a> as rt::DerUntagged>::has_tag)
        {
            let v = <Time<'a> as rt::DerUntagged>::decode_untagged(r)
                .map_err(|e| e.at("nextUpdate"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let revoked_certificates = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<
                    rt::SequenceOf<'a, TbsCertListRevokedCertificatesItem<'a>>,
                >(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("revokedCertificates"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let crl_extensions = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<Extensions<'a>>(rt::Tag::SEQUENCE),
                )
                .map_err(|e| e.at("crlExtensions"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            version,
            signature,
            issuer,
            this_update,
            next_update,
            revoked_certificates,
            crl_extensions,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.version {
            rt::encode_value(w, rt::Tag::INTEGER, v).map_err(|e| e.at("version"))?;
        }
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.signature)
            .map_err(|e| e.at("signature"))?;
        rt::DerUntagged::encode_untagged(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        rt::DerUntagged::encode_untagged(&self.this_update, w)
            .map_err(|e| e.at("thisUpdate"))?;
        if let ::core::option::Option::Some(v) = &self.next_update {
            rt::DerUntagged::encode_untagged(v, w).map_err(|e| e.at("nextUpdate"))?;
        }
        if let ::core::option::Option::Some(v) = &self.revoked_certificates {
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("revokedCertificates"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crl_extensions {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SEQUENCE, v),
                )
                .map_err(|e| e.at("crlExtensions"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TbsCertList<'a> {
    const NAME: &'static str = "TBSCertList";
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
impl<'a> rt::Jer for TbsCertList<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.version {
            w.member("version");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("version"))?;
        }
        w.member("signature");
        rt::Jer::write_jer(&self.signature, w).map_err(|e| e.at("signature"))?;
        w.member("issuer");
        rt::Jer::write_jer(&self.issuer, w).map_err(|e| e.at("issuer"))?;
        w.member("thisUpdate");
        rt::Jer::write_jer(&self.this_update, w).map_err(|e| e.at("thisUpdate"))?;
        if let ::core::option::Option::Some(v) = &self.next_update {
            w.member("nextUpdate");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("nextUpdate"))?;
        }
        if let ::core::option::Option::Some(v) = &self.revoked_certificates {
            w.member("revokedCertificates");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("revokedCertificates"))?;
        }
        if let ::core::option::Option::Some(v) = &self.crl_extensions {
            w.member("crlExtensions");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("crlExtensions"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// AlgorithmIdentifier ::= SEQUENCE {
///     algorithm   OBJECT IDENTIFIER,
///     parameters  ANY DEFINED BY algorithm OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlgorithmIdentifier<'a> {
    /// `algorithm`: [UNIVERSAL 6] OBJECT IDENTIFIER
    pub algorithm: rt::ObjectIdentifier<'a>,
    /// `parameters`: ANY DEFINED BY algorithm OPTIONAL
    pub parameters: ::core::option::Option<rt::RawDer<'a>>,
}
impl<'a> rt::DerValue<'a> for AlgorithmIdentifier<'a> {
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
impl<'a> rt::Der<'a> for AlgorithmIdentifier<'a> {
    const NAME: &'static str = "AlgorithmIdentifier";
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
impl<'a> rt::Jer for AlgorithmIdentifier<'a> {
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
/// ORAddress ::= SEQUENCE {
///     built-in-standard-attributes        BuiltInStandardAttributes,
///     built-in-domain-defined-attributes  BuiltInDomainDefinedAttributes OPTIONAL,
///     extension-attributes                ExtensionAttributes OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrAddress<'a> {
    /// `built-in-standard-attributes`: [UNIVERSAL 16] -> PKIX1Explicit88.BuiltInStandardAttributes
    pub built_in_standard_attributes: BuiltInStandardAttributes<'a>,
    /// `built-in-domain-defined-attributes`: [UNIVERSAL 16] -> PKIX1Explicit88.BuiltInDomainDefinedAttributes (size 1..4) OPTIONAL
    pub built_in_domain_defined_attributes: ::core::option::Option<
        BuiltInDomainDefinedAttributes<'a>,
    >,
    /// `extension-attributes`: [UNIVERSAL 17] -> PKIX1Explicit88.ExtensionAttributes (size 1..256) OPTIONAL
    pub extension_attributes: ::core::option::Option<ExtensionAttributes<'a>>,
}
impl<'a> rt::DerValue<'a> for OrAddress<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let built_in_standard_attributes = r
            .value::<BuiltInStandardAttributes<'a>>(rt::Tag::SEQUENCE)
            .map_err(|e| e.at("built-in-standard-attributes"))?;
        let built_in_domain_defined_attributes = if r.peek_is(rt::Tag::SEQUENCE) {
            let v = r
                .value::<BuiltInDomainDefinedAttributes<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("built-in-domain-defined-attributes"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let extension_attributes = if r.peek_is(rt::Tag::SET) {
            let v = r
                .value::<ExtensionAttributes<'a>>(rt::Tag::SET)
                .map_err(|e| e.at("extension-attributes"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            built_in_standard_attributes,
            built_in_domain_defined_attributes,
            extension_attributes,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SEQUENCE, &self.built_in_standard_attributes)
            .map_err(|e| e.at("built-in-standard-attributes"))?;
        if let ::core::option::Option::Some(v) = &self.built_in_domain_defined_attributes
        {
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("built-in-domain-defined-attributes"))?;
        }
        if let ::core::option::Option::Some(v) = &self.extension_attributes {
            rt::encode_value(w, rt::Tag::SET, v)
                .map_err(|e| e.at("extension-attributes"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for OrAddress<'a> {
    const NAME: &'static str = "ORAddress";
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
impl<'a> rt::Jer for OrAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("built-in-standard-attributes");
        rt::Jer::write_jer(&self.built_in_standard_attributes, w)
            .map_err(|e| e.at("built-in-standard-attributes"))?;
        if let ::core::option::Option::Some(v) = &self.built_in_domain_defined_attributes
        {
            w.member("built-in-domain-defined-attributes");
            rt::Jer::write_jer(v, w)
                .map_err(|e| e.at("built-in-domain-defined-attributes"))?;
        }
        if let ::core::option::Option::Some(v) = &self.extension_attributes {
            w.member("extension-attributes");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("extension-attributes"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// BuiltInStandardAttributes ::= SEQUENCE {
///     country-name                CountryName OPTIONAL,
///     administration-domain-name  AdministrationDomainName OPTIONAL,
///     network-address         [0] IMPLICIT NetworkAddress OPTIONAL,
///     terminal-identifier     [1] IMPLICIT TerminalIdentifier OPTIONAL,
///     private-domain-name     [2] PrivateDomainName OPTIONAL,
///     organization-name       [3] IMPLICIT OrganizationName OPTIONAL,
///     numeric-user-identifier [4] IMPLICIT NumericUserIdentifier OPTIONAL,
///     personal-name           [5] IMPLICIT PersonalName OPTIONAL,
///     organizational-unit-names [6] IMPLICIT OrganizationalUnitNames OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuiltInStandardAttributes<'a> {
    /// `country-name`: [APPLICATION 1] EXPLICIT -> PKIX1Explicit88.CountryName OPTIONAL
    pub country_name: ::core::option::Option<CountryName<'a>>,
    /// `administration-domain-name`: [APPLICATION 2] EXPLICIT -> PKIX1Explicit88.AdministrationDomainName OPTIONAL
    pub administration_domain_name: ::core::option::Option<AdministrationDomainName<'a>>,
    /// `network-address`: [0] -> PKIX1Explicit88.NetworkAddress (size 1..16) OPTIONAL
    pub network_address: ::core::option::Option<NetworkAddress<'a>>,
    /// `terminal-identifier`: [1] -> PKIX1Explicit88.TerminalIdentifier (size 1..24) OPTIONAL
    pub terminal_identifier: ::core::option::Option<TerminalIdentifier<'a>>,
    /// `private-domain-name`: [2] EXPLICIT -> PKIX1Explicit88.PrivateDomainName OPTIONAL
    pub private_domain_name: ::core::option::Option<PrivateDomainName<'a>>,
    /// `organization-name`: [3] -> PKIX1Explicit88.OrganizationName (size 1..64) OPTIONAL
    pub organization_name: ::core::option::Option<OrganizationName<'a>>,
    /// `numeric-user-identifier`: [4] -> PKIX1Explicit88.NumericUserIdentifier (size 1..32) OPTIONAL
    pub numeric_user_identifier: ::core::option::Option<NumericUserIdentifier<'a>>,
    /// `personal-name`: [5] -> PKIX1Explicit88.PersonalName OPTIONAL
    pub personal_name: ::core::option::Option<PersonalName<'a>>,
    /// `organizational-unit-names`: [6] -> PKIX1Explicit88.OrganizationalUnitNames (size 1..4) OPTIONAL
    pub organizational_unit_names: ::core::option::Option<OrganizationalUnitNames<'a>>,
}
impl<'a> rt::DerValue<'a> for BuiltInStandardAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let country_name = if r.peek_is(rt::Tag::application(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::application(1),
                    <CountryName<'a> as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("country-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let administration_domain_name = if r
            .peek_is(rt::Tag::application(2).constructed())
        {
            let v = r
                .explicit(
                    rt::Tag::application(2),
                    <AdministrationDomainName<'a> as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("administration-domain-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let network_address = if r.peek_is(rt::Tag::context(0)) {
            let v = r
                .value::<NetworkAddress<'a>>(rt::Tag::context(0))
                .map_err(|e| e.at("network-address"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let terminal_identifier = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<TerminalIdentifier<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("terminal-identifier"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let private_domain_name = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    <PrivateDomainName<'a> as rt::DerUntagged>::decode_untagged,
                )
                .map_err(|e| e.at("private-domain-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let organization_name = if r.peek_is(rt::Tag::context(3)) {
            let v = r
                .value::<OrganizationName<'a>>(rt::Tag::context(3))
                .map_err(|e| e.at("organization-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let numeric_user_identifier = if r.peek_is(rt::Tag::context(4)) {
            let v = r
                .value::<NumericUserIdentifier<'a>>(rt::Tag::context(4))
                .map_err(|e| e.at("numeric-user-identifier"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let personal_name = if r.peek_is(rt::Tag::context(5).constructed()) {
            let v = r
                .value::<PersonalName<'a>>(rt::Tag::context(5).constructed())
                .map_err(|e| e.at("personal-name"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let organizational_unit_names = if r.peek_is(rt::Tag::context(6).constructed()) {
            let v = r
                .value::<OrganizationalUnitNames<'a>>(rt::Tag::context(6).constructed())
                .map_err(|e| e.at("organizational-unit-names"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self {
            country_name,
            administration_domain_name,
            network_address,
            terminal_identifier,
            private_domain_name,
            organization_name,
            numeric_user_identifier,
            personal_name,
            organizational_unit_names,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.country_name {
            w.tlv(
                    rt::Tag::application(1).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("country-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.administration_domain_name {
            w.tlv(
                    rt::Tag::application(2).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("administration-domain-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.network_address {
            rt::encode_value(w, rt::Tag::context(0), v)
                .map_err(|e| e.at("network-address"))?;
        }
        if let ::core::option::Option::Some(v) = &self.terminal_identifier {
            rt::encode_value(w, rt::Tag::context(1), v)
                .map_err(|e| e.at("terminal-identifier"))?;
        }
        if let ::core::option::Option::Some(v) = &self.private_domain_name {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::DerUntagged::encode_untagged(v, w),
                )
                .map_err(|e| e.at("private-domain-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.organization_name {
            rt::encode_value(w, rt::Tag::context(3), v)
                .map_err(|e| e.at("organization-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.numeric_user_identifier {
            rt::encode_value(w, rt::Tag::context(4), v)
                .map_err(|e| e.at("numeric-user-identifier"))?;
        }
        if let ::core::option::Option::Some(v) = &self.personal_name {
            rt::encode_value(w, rt::Tag::context(5).constructed(), v)
                .map_err(|e| e.at("personal-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.organizational_unit_names {
            rt::encode_value(w, rt::Tag::context(6).constructed(), v)
                .map_err(|e| e.at("organizational-unit-names"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for BuiltInStandardAttributes<'a> {
    const NAME: &'static str = "BuiltInStandardAttributes";
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
impl<'a> rt::Jer for BuiltInStandardAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.country_name {
            w.member("country-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("country-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.administration_domain_name {
            w.member("administration-domain-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("administration-domain-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.network_address {
            w.member("network-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("network-address"))?;
        }
        if let ::core::option::Option::Some(v) = &self.terminal_identifier {
            w.member("terminal-identifier");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("terminal-identifier"))?;
        }
        if let ::core::option::Option::Some(v) = &self.private_domain_name {
            w.member("private-domain-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("private-domain-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.organization_name {
            w.member("organization-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("organization-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.numeric_user_identifier {
            w.member("numeric-user-identifier");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("numeric-user-identifier"))?;
        }
        if let ::core::option::Option::Some(v) = &self.personal_name {
            w.member("personal-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("personal-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.organizational_unit_names {
            w.member("organizational-unit-names");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("organizational-unit-names"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// CountryName ::= [APPLICATION 1] CHOICE {
///     x121-dcc-code         NumericString (SIZE (ub-country-name-numeric-length)),
///     iso-3166-alpha2-code  PrintableString (SIZE (ub-country-name-alpha-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum CountryName<'a> {
    /// `x121-dcc-code`: [UNIVERSAL 18] NumericString (size 3)
    X121DccCode(rt::NumericString<'a>),
    /// `iso-3166-alpha2-code`: [UNIVERSAL 19] PrintableString (size 2)
    Iso3166Alpha2Code(rt::PrintableString<'a>),
}
impl<'a> rt::DerUntagged<'a> for CountryName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(18) {
            let off = r.offset();
            let v = r
                .value::<rt::NumericString<'a>>(rt::Tag::universal(18))
                .map_err(|e| e.at("x121-dcc-code"))?;
            rt::check_size((v.code_points().count() as i128) == 3, off)
                .map_err(|e| e.at("x121-dcc-code"))?;
            return Ok(Self::X121DccCode(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("iso-3166-alpha2-code"))?;
            rt::check_size((v.code_points().count() as i128) == 2, off)
                .map_err(|e| e.at("iso-3166-alpha2-code"))?;
            return Ok(Self::Iso3166Alpha2Code(v));
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
            Self::X121DccCode(v) => {
                rt::check_size((v.code_points().count() as i128) == 3, 0)
                    .map_err(|e| e.at("x121-dcc-code"))?;
                rt::encode_value(w, rt::Tag::universal(18), v)
                    .map_err(|e| e.at("x121-dcc-code"))
            }
            Self::Iso3166Alpha2Code(v) => {
                rt::check_size((v.code_points().count() as i128) == 2, 0)
                    .map_err(|e| e.at("iso-3166-alpha2-code"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("iso-3166-alpha2-code"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18) || tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Der<'a> for CountryName<'a> {
    const NAME: &'static str = "CountryName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(1), <Self as rt::DerUntagged>::decode_untagged)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(1).constructed(),
            |w| rt::DerUntagged::encode_untagged(self, w),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(1).constructed()
    }
}
impl<'a> rt::Jer for CountryName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::X121DccCode(v) => {
                w.begin_object();
                w.member("x121-dcc-code");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("x121-dcc-code"))?;
                w.end_object();
            }
            Self::Iso3166Alpha2Code(v) => {
                w.begin_object();
                w.member("iso-3166-alpha2-code");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("iso-3166-alpha2-code"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// AdministrationDomainName ::= [APPLICATION 2] CHOICE {
///     numeric    NumericString   (SIZE (0..ub-domain-name-length)),
///     printable  PrintableString (SIZE (0..ub-domain-name-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum AdministrationDomainName<'a> {
    /// `numeric`: [UNIVERSAL 18] NumericString (size 0..16)
    Numeric(rt::NumericString<'a>),
    /// `printable`: [UNIVERSAL 19] PrintableString (size 0..16)
    Printable(rt::PrintableString<'a>),
}
impl<'a> rt::DerUntagged<'a> for AdministrationDomainName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(18) {
            let off = r.offset();
            let v = r
                .value::<rt::NumericString<'a>>(rt::Tag::universal(18))
                .map_err(|e| e.at("numeric"))?;
            rt::check_size((0..=16).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("numeric"))?;
            return Ok(Self::Numeric(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printable"))?;
            rt::check_size((0..=16).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printable"))?;
            return Ok(Self::Printable(v));
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
            Self::Numeric(v) => {
                rt::check_size((0..=16).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("numeric"))?;
                rt::encode_value(w, rt::Tag::universal(18), v)
                    .map_err(|e| e.at("numeric"))
            }
            Self::Printable(v) => {
                rt::check_size((0..=16).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printable"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printable"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18) || tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Der<'a> for AdministrationDomainName<'a> {
    const NAME: &'static str = "AdministrationDomainName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.explicit(rt::Tag::application(2), <Self as rt::DerUntagged>::decode_untagged)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        w.tlv(
            rt::Tag::application(2).constructed(),
            |w| rt::DerUntagged::encode_untagged(self, w),
        )
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::application(2).constructed()
    }
}
impl<'a> rt::Jer for AdministrationDomainName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Numeric(v) => {
                w.begin_object();
                w.member("numeric");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("numeric"))?;
                w.end_object();
            }
            Self::Printable(v) => {
                w.begin_object();
                w.member("printable");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printable"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// NetworkAddress ::= X121Address
/// ```
pub type NetworkAddress<'a> = X121Address<'a>;
/// ```asn1
/// X121Address ::= NumericString (SIZE (1..ub-x121-address-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct X121Address<'a>(pub rt::NumericString<'a>);
impl<'a> rt::DerValue<'a> for X121Address<'a> {
    const TAG: rt::Tag = rt::Tag::universal(18);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::NumericString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=16).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for X121Address<'a> {
    const NAME: &'static str = "X121Address";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(18))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(18), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18)
    }
}
impl<'a> rt::Jer for X121Address<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// TerminalIdentifier ::= PrintableString (SIZE (1..ub-terminal-id-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TerminalIdentifier<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for TerminalIdentifier<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=24).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=24).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TerminalIdentifier<'a> {
    const NAME: &'static str = "TerminalIdentifier";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for TerminalIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// PrivateDomainName ::= CHOICE {
///     numeric    NumericString   (SIZE (1..ub-domain-name-length)),
///     printable  PrintableString (SIZE (1..ub-domain-name-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum PrivateDomainName<'a> {
    /// `numeric`: [UNIVERSAL 18] NumericString (size 1..16)
    Numeric(rt::NumericString<'a>),
    /// `printable`: [UNIVERSAL 19] PrintableString (size 1..16)
    Printable(rt::PrintableString<'a>),
}
impl<'a> rt::DerUntagged<'a> for PrivateDomainName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(18) {
            let off = r.offset();
            let v = r
                .value::<rt::NumericString<'a>>(rt::Tag::universal(18))
                .map_err(|e| e.at("numeric"))?;
            rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("numeric"))?;
            return Ok(Self::Numeric(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printable"))?;
            rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printable"))?;
            return Ok(Self::Printable(v));
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
            Self::Numeric(v) => {
                rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("numeric"))?;
                rt::encode_value(w, rt::Tag::universal(18), v)
                    .map_err(|e| e.at("numeric"))
            }
            Self::Printable(v) => {
                rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printable"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printable"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18) || tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Der<'a> for PrivateDomainName<'a> {
    const NAME: &'static str = "PrivateDomainName";
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
impl<'a> rt::Jer for PrivateDomainName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::Numeric(v) => {
                w.begin_object();
                w.member("numeric");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("numeric"))?;
                w.end_object();
            }
            Self::Printable(v) => {
                w.begin_object();
                w.member("printable");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printable"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// OrganizationName ::= PrintableString (SIZE (1..ub-organization-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrganizationName<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for OrganizationName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=64).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for OrganizationName<'a> {
    const NAME: &'static str = "OrganizationName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for OrganizationName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// NumericUserIdentifier ::= NumericString (SIZE (1..ub-numeric-user-id-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumericUserIdentifier<'a>(pub rt::NumericString<'a>);
impl<'a> rt::DerValue<'a> for NumericUserIdentifier<'a> {
    const TAG: rt::Tag = rt::Tag::universal(18);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::NumericString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=32).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=32).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for NumericUserIdentifier<'a> {
    const NAME: &'static str = "NumericUserIdentifier";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(18))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(18), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18)
    }
}
impl<'a> rt::Jer for NumericUserIdentifier<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// PersonalName ::= SET {
///     surname              [0] IMPLICIT PrintableString (SIZE (1..ub-surname-length)),
///     given-name           [1] IMPLICIT PrintableString (SIZE (1..ub-given-name-length)) OPTIONAL,
///     initials             [2] IMPLICIT PrintableString (SIZE (1..ub-initials-length)) OPTIONAL,
///     generation-qualifier [3] IMPLICIT PrintableString (SIZE (1..ub-generation-qualifier-length)) OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PersonalName<'a> {
    /// `surname`: [0] PrintableString (size 1..40)
    pub surname: rt::PrintableString<'a>,
    /// `given-name`: [1] PrintableString (size 1..16) OPTIONAL
    pub given_name: ::core::option::Option<rt::PrintableString<'a>>,
    /// `initials`: [2] PrintableString (size 1..5) OPTIONAL
    pub initials: ::core::option::Option<rt::PrintableString<'a>>,
    /// `generation-qualifier`: [3] PrintableString (size 1..3) OPTIONAL
    pub generation_qualifier: ::core::option::Option<rt::PrintableString<'a>>,
}
impl<'a> rt::DerValue<'a> for PersonalName<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let mut surname = ::core::option::Option::None;
        let mut given_name = ::core::option::Option::None;
        let mut initials = ::core::option::Option::None;
        let mut generation_qualifier = ::core::option::Option::None;
        let mut last: ::core::option::Option<rt::Tag> = ::core::option::Option::None;
        while !r.is_empty() {
            let off = r.offset();
            let tag = r.next_tag()?;
            if last.is_some_and(|l| l.order_key() >= tag.order_key()) {
                return Err(rt::Error::new(rt::ErrorKind::SetNotSorted, off));
            }
            last = ::core::option::Option::Some(tag);
            if tag == rt::Tag::context(0) && surname.is_none() {
                let v = r
                    .value::<rt::PrintableString<'a>>(rt::Tag::context(0))
                    .map_err(|e| e.at("surname"))?;
                rt::check_size(
                        (1..=40).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("surname"))?;
                surname = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::context(1) && given_name.is_none() {
                let v = r
                    .value::<rt::PrintableString<'a>>(rt::Tag::context(1))
                    .map_err(|e| e.at("given-name"))?;
                rt::check_size(
                        (1..=16).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("given-name"))?;
                given_name = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::context(2) && initials.is_none() {
                let v = r
                    .value::<rt::PrintableString<'a>>(rt::Tag::context(2))
                    .map_err(|e| e.at("initials"))?;
                rt::check_size((1..=5).contains(&(v.code_points().count() as i128)), off)
                    .map_err(|e| e.at("initials"))?;
                initials = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::context(3) && generation_qualifier.is_none() {
                let v = r
                    .value::<rt::PrintableString<'a>>(rt::Tag::context(3))
                    .map_err(|e| e.at("generation-qualifier"))?;
                rt::check_size((1..=3).contains(&(v.code_points().count() as i128)), off)
                    .map_err(|e| e.at("generation-qualifier"))?;
                generation_qualifier = ::core::option::Option::Some(v);
            } else {
                return Err(
                    rt::Error::new(
                        rt::ErrorKind::UnexpectedTag {
                            expected: ::core::option::Option::None,
                            found: tag,
                        },
                        off,
                    ),
                );
            }
        }
        let surname = surname
            .ok_or_else(|| rt::Error::new(rt::ErrorKind::Missing, r.offset()))
            .map_err(|e| e.at("surname"))?;
        Ok(Self {
            surname,
            given_name,
            initials,
            generation_qualifier,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.surname;
            rt::check_size((1..=40).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("surname"))?;
            rt::encode_value(w, rt::Tag::context(0), v).map_err(|e| e.at("surname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.given_name {
            rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("given-name"))?;
            rt::encode_value(w, rt::Tag::context(1), v).map_err(|e| e.at("given-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.initials {
            rt::check_size((1..=5).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("initials"))?;
            rt::encode_value(w, rt::Tag::context(2), v).map_err(|e| e.at("initials"))?;
        }
        if let ::core::option::Option::Some(v) = &self.generation_qualifier {
            rt::check_size((1..=3).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("generation-qualifier"))?;
            rt::encode_value(w, rt::Tag::context(3), v)
                .map_err(|e| e.at("generation-qualifier"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PersonalName<'a> {
    const NAME: &'static str = "PersonalName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for PersonalName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("surname");
        rt::Jer::write_jer(&self.surname, w).map_err(|e| e.at("surname"))?;
        if let ::core::option::Option::Some(v) = &self.given_name {
            w.member("given-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("given-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.initials {
            w.member("initials");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("initials"))?;
        }
        if let ::core::option::Option::Some(v) = &self.generation_qualifier {
            w.member("generation-qualifier");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("generation-qualifier"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// OrganizationalUnitNames ::= SEQUENCE SIZE (1..ub-organizational-units) OF OrganizationalUnitName
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrganizationalUnitNames<'a>(
    pub rt::SequenceOf<'a, OrganizationalUnitName<'a>>,
);
impl<'a> rt::DerValue<'a> for OrganizationalUnitNames<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            OrganizationalUnitName<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=4).contains(&(v.len() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=4).contains(&(self.0.len() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for OrganizationalUnitNames<'a> {
    const NAME: &'static str = "OrganizationalUnitNames";
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
impl<'a> rt::Jer for OrganizationalUnitNames<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// OrganizationalUnitName ::= PrintableString (SIZE (1..ub-organizational-unit-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrganizationalUnitName<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for OrganizationalUnitName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=32).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=32).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for OrganizationalUnitName<'a> {
    const NAME: &'static str = "OrganizationalUnitName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for OrganizationalUnitName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
///
/// BuiltInDomainDefinedAttributes ::= SEQUENCE SIZE (1..ub-domain-defined-attributes) OF
///     BuiltInDomainDefinedAttribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuiltInDomainDefinedAttributes<'a>(
    pub rt::SequenceOf<'a, BuiltInDomainDefinedAttribute<'a>>,
);
impl<'a> rt::DerValue<'a> for BuiltInDomainDefinedAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            BuiltInDomainDefinedAttribute<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=4).contains(&(v.len() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=4).contains(&(self.0.len() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for BuiltInDomainDefinedAttributes<'a> {
    const NAME: &'static str = "BuiltInDomainDefinedAttributes";
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
impl<'a> rt::Jer for BuiltInDomainDefinedAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// BuiltInDomainDefinedAttribute ::= SEQUENCE {
///     type   PrintableString (SIZE (1..ub-domain-defined-attribute-type-length)),
///     value  PrintableString (SIZE (1..ub-domain-defined-attribute-value-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuiltInDomainDefinedAttribute<'a> {
    /// `type`: [UNIVERSAL 19] PrintableString (size 1..8)
    pub r#type: rt::PrintableString<'a>,
    /// `value`: [UNIVERSAL 19] PrintableString (size 1..128)
    pub value: rt::PrintableString<'a>,
}
impl<'a> rt::DerValue<'a> for BuiltInDomainDefinedAttribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let r#type = r
            .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
            .map_err(|e| e.at("type"))?;
        rt::check_size((1..=8).contains(&(r#type.code_points().count() as i128)), off)
            .map_err(|e| e.at("type"))?;
        let off = r.offset();
        let value = r
            .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
            .map_err(|e| e.at("value"))?;
        rt::check_size((1..=128).contains(&(value.code_points().count() as i128)), off)
            .map_err(|e| e.at("value"))?;
        Ok(Self { r#type, value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.r#type;
            rt::check_size((1..=8).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("type"))?;
            rt::encode_value(w, rt::Tag::universal(19), v).map_err(|e| e.at("type"))?;
        }
        {
            let v = &self.value;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("value"))?;
            rt::encode_value(w, rt::Tag::universal(19), v).map_err(|e| e.at("value"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for BuiltInDomainDefinedAttribute<'a> {
    const NAME: &'static str = "BuiltInDomainDefinedAttribute";
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
impl<'a> rt::Jer for BuiltInDomainDefinedAttribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("type");
        rt::Jer::write_jer(&self.r#type, w).map_err(|e| e.at("type"))?;
        w.member("value");
        rt::Jer::write_jer(&self.value, w).map_err(|e| e.at("value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
/// ExtensionAttributes ::= SET SIZE (1..ub-extension-attributes) OF ExtensionAttribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtensionAttributes<'a>(pub rt::SetOf<'a, ExtensionAttribute<'a>>);
impl<'a> rt::DerValue<'a> for ExtensionAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SetOf<
            'a,
            ExtensionAttribute<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=256).contains(&(v.len() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=256).contains(&(self.0.len() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for ExtensionAttributes<'a> {
    const NAME: &'static str = "ExtensionAttributes";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for ExtensionAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// ExtensionAttribute ::= SEQUENCE {
///     extension-attribute-type  [0] IMPLICIT INTEGER (0..ub-extension-attributes),
///     extension-attribute-value [1] ANY DEFINED BY extension-attribute-type }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtensionAttribute<'a> {
    /// `extension-attribute-type`: [0] INTEGER (value 0..256) : u16
    pub extension_attribute_type: u16,
    /// `extension-attribute-value`: [1] EXPLICIT ANY DEFINED BY extension-attribute-type
    pub extension_attribute_value: rt::RawDer<'a>,
}
impl<'a> rt::DerValue<'a> for ExtensionAttribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let extension_attribute_type = r
            .value::<u16>(rt::Tag::context(0))
            .map_err(|e| e.at("extension-attribute-type"))?;
        rt::check_range((0..=256).contains(&i128::from(extension_attribute_type)), off)
            .map_err(|e| e.at("extension-attribute-type"))?;
        let extension_attribute_value = r
            .explicit(
                rt::Tag::context(1),
                <rt::RawDer<'a> as rt::DerUntagged>::decode_untagged,
            )
            .map_err(|e| e.at("extension-attribute-value"))?;
        Ok(Self {
            extension_attribute_type,
            extension_attribute_value,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.extension_attribute_type;
            rt::check_range((0..=256).contains(&i128::from(*v)), 0)
                .map_err(|e| e.at("extension-attribute-type"))?;
            rt::encode_value(w, rt::Tag::context(0), v)
                .map_err(|e| e.at("extension-attribute-type"))?;
        }
        w.tlv(
                rt::Tag::context(1).constructed(),
                |w| rt::DerUntagged::encode_untagged(&self.extension_attribute_value, w),
            )
            .map_err(|e| e.at("extension-attribute-value"))?;
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ExtensionAttribute<'a> {
    const NAME: &'static str = "ExtensionAttribute";
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
impl<'a> rt::Jer for ExtensionAttribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("extension-attribute-type");
        rt::Jer::write_jer(&self.extension_attribute_type, w)
            .map_err(|e| e.at("extension-attribute-type"))?;
        w.member("extension-attribute-value");
        rt::Jer::write_jer(&self.extension_attribute_value, w)
            .map_err(|e| e.at("extension-attribute-value"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
/// CommonName ::= PrintableString (SIZE (1..ub-common-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommonName<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for CommonName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=64).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for CommonName<'a> {
    const NAME: &'static str = "CommonName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for CommonName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// TeletexCommonName ::= TeletexString (SIZE (1..ub-common-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexCommonName<'a>(pub rt::TeletexString<'a>);
impl<'a> rt::DerValue<'a> for TeletexCommonName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(20);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::TeletexString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=64).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TeletexCommonName<'a> {
    const NAME: &'static str = "TeletexCommonName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(20))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(20), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20)
    }
}
impl<'a> rt::Jer for TeletexCommonName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// TeletexOrganizationName ::= TeletexString (SIZE (1..ub-organization-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexOrganizationName<'a>(pub rt::TeletexString<'a>);
impl<'a> rt::DerValue<'a> for TeletexOrganizationName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(20);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::TeletexString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=64).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=64).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TeletexOrganizationName<'a> {
    const NAME: &'static str = "TeletexOrganizationName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(20))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(20), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20)
    }
}
impl<'a> rt::Jer for TeletexOrganizationName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// TeletexPersonalName ::= SET {
///     surname              [0] IMPLICIT TeletexString (SIZE (1..ub-surname-length)),
///     given-name           [1] IMPLICIT TeletexString (SIZE (1..ub-given-name-length)) OPTIONAL,
///     initials             [2] IMPLICIT TeletexString (SIZE (1..ub-initials-length)) OPTIONAL,
///     generation-qualifier [3] IMPLICIT TeletexString (SIZE (1..ub-generation-qualifier-length)) OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexPersonalName<'a> {
    /// `surname`: [0] TeletexString (size 1..40)
    pub surname: rt::TeletexString<'a>,
    /// `given-name`: [1] TeletexString (size 1..16) OPTIONAL
    pub given_name: ::core::option::Option<rt::TeletexString<'a>>,
    /// `initials`: [2] TeletexString (size 1..5) OPTIONAL
    pub initials: ::core::option::Option<rt::TeletexString<'a>>,
    /// `generation-qualifier`: [3] TeletexString (size 1..3) OPTIONAL
    pub generation_qualifier: ::core::option::Option<rt::TeletexString<'a>>,
}
impl<'a> rt::DerValue<'a> for TeletexPersonalName<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let mut surname = ::core::option::Option::None;
        let mut given_name = ::core::option::Option::None;
        let mut initials = ::core::option::Option::None;
        let mut generation_qualifier = ::core::option::Option::None;
        let mut last: ::core::option::Option<rt::Tag> = ::core::option::Option::None;
        while !r.is_empty() {
            let off = r.offset();
            let tag = r.next_tag()?;
            if last.is_some_and(|l| l.order_key() >= tag.order_key()) {
                return Err(rt::Error::new(rt::ErrorKind::SetNotSorted, off));
            }
            last = ::core::option::Option::Some(tag);
            if tag == rt::Tag::context(0) && surname.is_none() {
                let v = r
                    .value::<rt::TeletexString<'a>>(rt::Tag::context(0))
                    .map_err(|e| e.at("surname"))?;
                rt::check_size(
                        (1..=40).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("surname"))?;
                surname = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::context(1) && given_name.is_none() {
                let v = r
                    .value::<rt::TeletexString<'a>>(rt::Tag::context(1))
                    .map_err(|e| e.at("given-name"))?;
                rt::check_size(
                        (1..=16).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("given-name"))?;
                given_name = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::context(2) && initials.is_none() {
                let v = r
                    .value::<rt::TeletexString<'a>>(rt::Tag::context(2))
                    .map_err(|e| e.at("initials"))?;
                rt::check_size((1..=5).contains(&(v.code_points().count() as i128)), off)
                    .map_err(|e| e.at("initials"))?;
                initials = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::context(3) && generation_qualifier.is_none() {
                let v = r
                    .value::<rt::TeletexString<'a>>(rt::Tag::context(3))
                    .map_err(|e| e.at("generation-qualifier"))?;
                rt::check_size((1..=3).contains(&(v.code_points().count() as i128)), off)
                    .map_err(|e| e.at("generation-qualifier"))?;
                generation_qualifier = ::core::option::Option::Some(v);
            } else {
                return Err(
                    rt::Error::new(
                        rt::ErrorKind::UnexpectedTag {
                            expected: ::core::option::Option::None,
                            found: tag,
                        },
                        off,
                    ),
                );
            }
        }
        let surname = surname
            .ok_or_else(|| rt::Error::new(rt::ErrorKind::Missing, r.offset()))
            .map_err(|e| e.at("surname"))?;
        Ok(Self {
            surname,
            given_name,
            initials,
            generation_qualifier,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.surname;
            rt::check_size((1..=40).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("surname"))?;
            rt::encode_value(w, rt::Tag::context(0), v).map_err(|e| e.at("surname"))?;
        }
        if let ::core::option::Option::Some(v) = &self.given_name {
            rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("given-name"))?;
            rt::encode_value(w, rt::Tag::context(1), v).map_err(|e| e.at("given-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.initials {
            rt::check_size((1..=5).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("initials"))?;
            rt::encode_value(w, rt::Tag::context(2), v).map_err(|e| e.at("initials"))?;
        }
        if let ::core::option::Option::Some(v) = &self.generation_qualifier {
            rt::check_size((1..=3).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("generation-qualifier"))?;
            rt::encode_value(w, rt::Tag::context(3), v)
                .map_err(|e| e.at("generation-qualifier"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TeletexPersonalName<'a> {
    const NAME: &'static str = "TeletexPersonalName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for TeletexPersonalName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("surname");
        rt::Jer::write_jer(&self.surname, w).map_err(|e| e.at("surname"))?;
        if let ::core::option::Option::Some(v) = &self.given_name {
            w.member("given-name");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("given-name"))?;
        }
        if let ::core::option::Option::Some(v) = &self.initials {
            w.member("initials");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("initials"))?;
        }
        if let ::core::option::Option::Some(v) = &self.generation_qualifier {
            w.member("generation-qualifier");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("generation-qualifier"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
/// TeletexOrganizationalUnitNames ::= SEQUENCE SIZE (1..ub-organizational-units) OF
///     TeletexOrganizationalUnitName
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexOrganizationalUnitNames<'a>(
    pub rt::SequenceOf<'a, TeletexOrganizationalUnitName<'a>>,
);
impl<'a> rt::DerValue<'a> for TeletexOrganizationalUnitNames<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            TeletexOrganizationalUnitName<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=4).contains(&(v.len() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=4).contains(&(self.0.len() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TeletexOrganizationalUnitNames<'a> {
    const NAME: &'static str = "TeletexOrganizationalUnitNames";
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
impl<'a> rt::Jer for TeletexOrganizationalUnitNames<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// TeletexOrganizationalUnitName ::= TeletexString (SIZE (1..ub-organizational-unit-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexOrganizationalUnitName<'a>(pub rt::TeletexString<'a>);
impl<'a> rt::DerValue<'a> for TeletexOrganizationalUnitName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(20);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::TeletexString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=32).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=32).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TeletexOrganizationalUnitName<'a> {
    const NAME: &'static str = "TeletexOrganizationalUnitName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(20))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(20), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(20)
    }
}
impl<'a> rt::Jer for TeletexOrganizationalUnitName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// PDSName ::= PrintableString (SIZE (1..ub-pds-name-length))
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdsName<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for PdsName<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=16).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for PdsName<'a> {
    const NAME: &'static str = "PDSName";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for PdsName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// PhysicalDeliveryCountryName ::= CHOICE {
///     x121-dcc-code         NumericString (SIZE (ub-country-name-numeric-length)),
///     iso-3166-alpha2-code  PrintableString (SIZE (ub-country-name-alpha-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum PhysicalDeliveryCountryName<'a> {
    /// `x121-dcc-code`: [UNIVERSAL 18] NumericString (size 3)
    X121DccCode(rt::NumericString<'a>),
    /// `iso-3166-alpha2-code`: [UNIVERSAL 19] PrintableString (size 2)
    Iso3166Alpha2Code(rt::PrintableString<'a>),
}
impl<'a> rt::DerUntagged<'a> for PhysicalDeliveryCountryName<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(18) {
            let off = r.offset();
            let v = r
                .value::<rt::NumericString<'a>>(rt::Tag::universal(18))
                .map_err(|e| e.at("x121-dcc-code"))?;
            rt::check_size((v.code_points().count() as i128) == 3, off)
                .map_err(|e| e.at("x121-dcc-code"))?;
            return Ok(Self::X121DccCode(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("iso-3166-alpha2-code"))?;
            rt::check_size((v.code_points().count() as i128) == 2, off)
                .map_err(|e| e.at("iso-3166-alpha2-code"))?;
            return Ok(Self::Iso3166Alpha2Code(v));
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
            Self::X121DccCode(v) => {
                rt::check_size((v.code_points().count() as i128) == 3, 0)
                    .map_err(|e| e.at("x121-dcc-code"))?;
                rt::encode_value(w, rt::Tag::universal(18), v)
                    .map_err(|e| e.at("x121-dcc-code"))
            }
            Self::Iso3166Alpha2Code(v) => {
                rt::check_size((v.code_points().count() as i128) == 2, 0)
                    .map_err(|e| e.at("iso-3166-alpha2-code"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("iso-3166-alpha2-code"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18) || tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Der<'a> for PhysicalDeliveryCountryName<'a> {
    const NAME: &'static str = "PhysicalDeliveryCountryName";
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
impl<'a> rt::Jer for PhysicalDeliveryCountryName<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::X121DccCode(v) => {
                w.begin_object();
                w.member("x121-dcc-code");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("x121-dcc-code"))?;
                w.end_object();
            }
            Self::Iso3166Alpha2Code(v) => {
                w.begin_object();
                w.member("iso-3166-alpha2-code");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("iso-3166-alpha2-code"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
/// PostalCode ::= CHOICE {
///     numeric-code    NumericString (SIZE (1..ub-postal-code-length)),
///     printable-code  PrintableString (SIZE (1..ub-postal-code-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum PostalCode<'a> {
    /// `numeric-code`: [UNIVERSAL 18] NumericString (size 1..16)
    NumericCode(rt::NumericString<'a>),
    /// `printable-code`: [UNIVERSAL 19] PrintableString (size 1..16)
    PrintableCode(rt::PrintableString<'a>),
}
impl<'a> rt::DerUntagged<'a> for PostalCode<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::universal(18) {
            let off = r.offset();
            let v = r
                .value::<rt::NumericString<'a>>(rt::Tag::universal(18))
                .map_err(|e| e.at("numeric-code"))?;
            rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("numeric-code"))?;
            return Ok(Self::NumericCode(v));
        }
        if tag == rt::Tag::universal(19) {
            let off = r.offset();
            let v = r
                .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                .map_err(|e| e.at("printable-code"))?;
            rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("printable-code"))?;
            return Ok(Self::PrintableCode(v));
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
            Self::NumericCode(v) => {
                rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("numeric-code"))?;
                rt::encode_value(w, rt::Tag::universal(18), v)
                    .map_err(|e| e.at("numeric-code"))
            }
            Self::PrintableCode(v) => {
                rt::check_size((1..=16).contains(&(v.code_points().count() as i128)), 0)
                    .map_err(|e| e.at("printable-code"))?;
                rt::encode_value(w, rt::Tag::universal(19), v)
                    .map_err(|e| e.at("printable-code"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(18) || tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Der<'a> for PostalCode<'a> {
    const NAME: &'static str = "PostalCode";
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
impl<'a> rt::Jer for PostalCode<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::NumericCode(v) => {
                w.begin_object();
                w.member("numeric-code");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("numeric-code"))?;
                w.end_object();
            }
            Self::PrintableCode(v) => {
                w.begin_object();
                w.member("printable-code");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("printable-code"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
///
/// PhysicalDeliveryOfficeName ::= PDSParameter
/// ```
pub type PhysicalDeliveryOfficeName<'a> = PdsParameter<'a>;
/// ```asn1
///
/// PhysicalDeliveryOfficeNumber ::= PDSParameter
/// ```
pub type PhysicalDeliveryOfficeNumber<'a> = PdsParameter<'a>;
/// ```asn1
///
/// ExtensionORAddressComponents ::= PDSParameter
/// ```
pub type ExtensionOrAddressComponents<'a> = PdsParameter<'a>;
/// ```asn1
///
/// PhysicalDeliveryPersonalName ::= PDSParameter
/// ```
pub type PhysicalDeliveryPersonalName<'a> = PdsParameter<'a>;
/// ```asn1
///
/// PhysicalDeliveryOrganizationName ::= PDSParameter
/// ```
pub type PhysicalDeliveryOrganizationName<'a> = PdsParameter<'a>;
/// ```asn1
///
/// ExtensionPhysicalDeliveryAddressComponents ::= PDSParameter
/// ```
pub type ExtensionPhysicalDeliveryAddressComponents<'a> = PdsParameter<'a>;
/// The type of `UnformattedPostalAddress.printable-address.item`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnformattedPostalAddressPrintableAddressItem<'a>(pub rt::PrintableString<'a>);
impl<'a> rt::DerValue<'a> for UnformattedPostalAddressPrintableAddressItem<'a> {
    const TAG: rt::Tag = rt::Tag::universal(19);
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::PrintableString<'a> as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=30).contains(&(v.code_points().count() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=30).contains(&(self.0.code_points().count() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for UnformattedPostalAddressPrintableAddressItem<'a> {
    const NAME: &'static str = "UnformattedPostalAddress.printable-address.item";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::universal(19))
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::universal(19), self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::universal(19)
    }
}
impl<'a> rt::Jer for UnformattedPostalAddressPrintableAddressItem<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// UnformattedPostalAddress ::= SET {
///     printable-address  SEQUENCE SIZE (1..ub-pds-physical-address-lines) OF
///         PrintableString (SIZE (1..ub-pds-parameter-length)) OPTIONAL,
///     teletex-string     TeletexString (SIZE (1..ub-unformatted-address-length)) OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnformattedPostalAddress<'a> {
    /// `printable-address`: [UNIVERSAL 16] SEQUENCE OF [UNIVERSAL 19] PrintableString (size 1..30) (size 1..6) OPTIONAL
    pub printable_address: ::core::option::Option<
        rt::SequenceOf<'a, UnformattedPostalAddressPrintableAddressItem<'a>>,
    >,
    /// `teletex-string`: [UNIVERSAL 20] TeletexString (size 1..180) OPTIONAL
    pub teletex_string: ::core::option::Option<rt::TeletexString<'a>>,
}
impl<'a> rt::DerValue<'a> for UnformattedPostalAddress<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let mut printable_address = ::core::option::Option::None;
        let mut teletex_string = ::core::option::Option::None;
        let mut last: ::core::option::Option<rt::Tag> = ::core::option::Option::None;
        while !r.is_empty() {
            let off = r.offset();
            let tag = r.next_tag()?;
            if last.is_some_and(|l| l.order_key() >= tag.order_key()) {
                return Err(rt::Error::new(rt::ErrorKind::SetNotSorted, off));
            }
            last = ::core::option::Option::Some(tag);
            if tag == rt::Tag::SEQUENCE && printable_address.is_none() {
                let v = r
                    .value::<
                        rt::SequenceOf<
                            'a,
                            UnformattedPostalAddressPrintableAddressItem<'a>,
                        >,
                    >(rt::Tag::SEQUENCE)
                    .map_err(|e| e.at("printable-address"))?;
                rt::check_size((1..=6).contains(&(v.len() as i128)), off)
                    .map_err(|e| e.at("printable-address"))?;
                printable_address = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::universal(20) && teletex_string.is_none() {
                let v = r
                    .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                    .map_err(|e| e.at("teletex-string"))?;
                rt::check_size(
                        (1..=180).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("teletex-string"))?;
                teletex_string = ::core::option::Option::Some(v);
            } else {
                return Err(
                    rt::Error::new(
                        rt::ErrorKind::UnexpectedTag {
                            expected: ::core::option::Option::None,
                            found: tag,
                        },
                        off,
                    ),
                );
            }
        }
        Ok(Self {
            printable_address,
            teletex_string,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.printable_address {
            rt::check_size((1..=6).contains(&(v.len() as i128)), 0)
                .map_err(|e| e.at("printable-address"))?;
            rt::encode_value(w, rt::Tag::SEQUENCE, v)
                .map_err(|e| e.at("printable-address"))?;
        }
        if let ::core::option::Option::Some(v) = &self.teletex_string {
            rt::check_size((1..=180).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("teletex-string"))?;
            rt::encode_value(w, rt::Tag::universal(20), v)
                .map_err(|e| e.at("teletex-string"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for UnformattedPostalAddress<'a> {
    const NAME: &'static str = "UnformattedPostalAddress";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for UnformattedPostalAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.printable_address {
            w.member("printable-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("printable-address"))?;
        }
        if let ::core::option::Option::Some(v) = &self.teletex_string {
            w.member("teletex-string");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("teletex-string"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
/// StreetAddress ::= PDSParameter
/// ```
pub type StreetAddress<'a> = PdsParameter<'a>;
/// ```asn1
///
/// PostOfficeBoxAddress ::= PDSParameter
/// ```
pub type PostOfficeBoxAddress<'a> = PdsParameter<'a>;
/// ```asn1
///
/// PosteRestanteAddress ::= PDSParameter
/// ```
pub type PosteRestanteAddress<'a> = PdsParameter<'a>;
/// ```asn1
///
/// UniquePostalName ::= PDSParameter
/// ```
pub type UniquePostalName<'a> = PdsParameter<'a>;
/// ```asn1
///
/// LocalPostalAttributes ::= PDSParameter
/// ```
pub type LocalPostalAttributes<'a> = PdsParameter<'a>;
/// ```asn1
/// PDSParameter ::= SET {
///     printable-string  PrintableString (SIZE (1..ub-pds-parameter-length)) OPTIONAL,
///     teletex-string    TeletexString (SIZE (1..ub-pds-parameter-length)) OPTIONAL }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdsParameter<'a> {
    /// `printable-string`: [UNIVERSAL 19] PrintableString (size 1..30) OPTIONAL
    pub printable_string: ::core::option::Option<rt::PrintableString<'a>>,
    /// `teletex-string`: [UNIVERSAL 20] TeletexString (size 1..30) OPTIONAL
    pub teletex_string: ::core::option::Option<rt::TeletexString<'a>>,
}
impl<'a> rt::DerValue<'a> for PdsParameter<'a> {
    const TAG: rt::Tag = rt::Tag::SET;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let mut printable_string = ::core::option::Option::None;
        let mut teletex_string = ::core::option::Option::None;
        let mut last: ::core::option::Option<rt::Tag> = ::core::option::Option::None;
        while !r.is_empty() {
            let off = r.offset();
            let tag = r.next_tag()?;
            if last.is_some_and(|l| l.order_key() >= tag.order_key()) {
                return Err(rt::Error::new(rt::ErrorKind::SetNotSorted, off));
            }
            last = ::core::option::Option::Some(tag);
            if tag == rt::Tag::universal(19) && printable_string.is_none() {
                let v = r
                    .value::<rt::PrintableString<'a>>(rt::Tag::universal(19))
                    .map_err(|e| e.at("printable-string"))?;
                rt::check_size(
                        (1..=30).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("printable-string"))?;
                printable_string = ::core::option::Option::Some(v);
            } else if tag == rt::Tag::universal(20) && teletex_string.is_none() {
                let v = r
                    .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
                    .map_err(|e| e.at("teletex-string"))?;
                rt::check_size(
                        (1..=30).contains(&(v.code_points().count() as i128)),
                        off,
                    )
                    .map_err(|e| e.at("teletex-string"))?;
                teletex_string = ::core::option::Option::Some(v);
            } else {
                return Err(
                    rt::Error::new(
                        rt::ErrorKind::UnexpectedTag {
                            expected: ::core::option::Option::None,
                            found: tag,
                        },
                        off,
                    ),
                );
            }
        }
        Ok(Self {
            printable_string,
            teletex_string,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.printable_string {
            rt::check_size((1..=30).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("printable-string"))?;
            rt::encode_value(w, rt::Tag::universal(19), v)
                .map_err(|e| e.at("printable-string"))?;
        }
        if let ::core::option::Option::Some(v) = &self.teletex_string {
            rt::check_size((1..=30).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("teletex-string"))?;
            rt::encode_value(w, rt::Tag::universal(20), v)
                .map_err(|e| e.at("teletex-string"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PdsParameter<'a> {
    const NAME: &'static str = "PDSParameter";
    fn decode_tlv(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        r.value::<Self>(rt::Tag::SET)
    }
    fn encode_tlv<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::encode_value(w, rt::Tag::SET, self)
    }
    fn starts_with(tag: rt::Tag) -> bool {
        tag == rt::Tag::SET
    }
}
impl<'a> rt::Jer for PdsParameter<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.printable_string {
            w.member("printable-string");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("printable-string"))?;
        }
        if let ::core::option::Option::Some(v) = &self.teletex_string {
            w.member("teletex-string");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("teletex-string"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// The type of `ExtendedNetworkAddress.e163-4-address`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtendedNetworkAddressE1634Address<'a> {
    /// `number`: [0] NumericString (size 1..15)
    pub number: rt::NumericString<'a>,
    /// `sub-address`: [1] NumericString (size 1..40) OPTIONAL
    pub sub_address: ::core::option::Option<rt::NumericString<'a>>,
}
impl<'a> rt::DerValue<'a> for ExtendedNetworkAddressE1634Address<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let number = r
            .value::<rt::NumericString<'a>>(rt::Tag::context(0))
            .map_err(|e| e.at("number"))?;
        rt::check_size((1..=15).contains(&(number.code_points().count() as i128)), off)
            .map_err(|e| e.at("number"))?;
        let off = r.offset();
        let sub_address = if r.peek_is(rt::Tag::context(1)) {
            let v = r
                .value::<rt::NumericString<'a>>(rt::Tag::context(1))
                .map_err(|e| e.at("sub-address"))?;
            rt::check_size((1..=40).contains(&(v.code_points().count() as i128)), off)
                .map_err(|e| e.at("sub-address"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        Ok(Self { number, sub_address })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.number;
            rt::check_size((1..=15).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("number"))?;
            rt::encode_value(w, rt::Tag::context(0), v).map_err(|e| e.at("number"))?;
        }
        if let ::core::option::Option::Some(v) = &self.sub_address {
            rt::check_size((1..=40).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("sub-address"))?;
            rt::encode_value(w, rt::Tag::context(1), v)
                .map_err(|e| e.at("sub-address"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for ExtendedNetworkAddressE1634Address<'a> {
    const NAME: &'static str = "ExtendedNetworkAddress.e163-4-address";
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
impl<'a> rt::Jer for ExtendedNetworkAddressE1634Address<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("number");
        rt::Jer::write_jer(&self.number, w).map_err(|e| e.at("number"))?;
        if let ::core::option::Option::Some(v) = &self.sub_address {
            w.member("sub-address");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("sub-address"))?;
        }
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
/// ExtendedNetworkAddress ::= CHOICE {
///     e163-4-address SEQUENCE {
///         number      [0] IMPLICIT NumericString (SIZE (1..ub-e163-4-number-length)),
///         sub-address [1] IMPLICIT NumericString (SIZE (1..ub-e163-4-sub-address-length)) OPTIONAL },
///     psap-address [0] IMPLICIT PresentationAddress }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum ExtendedNetworkAddress<'a> {
    /// `e163-4-address`: [UNIVERSAL 16] SEQUENCE {..}
    E1634Address(ExtendedNetworkAddressE1634Address<'a>),
    /// `psap-address`: [0] -> PKIX1Explicit88.PresentationAddress
    PsapAddress(PresentationAddress<'a>),
}
impl<'a> rt::DerUntagged<'a> for ExtendedNetworkAddress<'a> {
    fn decode_untagged(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let tag = r.next_tag()?;
        if tag == rt::Tag::SEQUENCE {
            let v = r
                .value::<ExtendedNetworkAddressE1634Address<'a>>(rt::Tag::SEQUENCE)
                .map_err(|e| e.at("e163-4-address"))?;
            return Ok(Self::E1634Address(v));
        }
        if tag == rt::Tag::context(0).constructed() {
            let v = r
                .value::<PresentationAddress<'a>>(rt::Tag::context(0).constructed())
                .map_err(|e| e.at("psap-address"))?;
            return Ok(Self::PsapAddress(v));
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
            Self::E1634Address(v) => {
                rt::encode_value(w, rt::Tag::SEQUENCE, v)
                    .map_err(|e| e.at("e163-4-address"))
            }
            Self::PsapAddress(v) => {
                rt::encode_value(w, rt::Tag::context(0).constructed(), v)
                    .map_err(|e| e.at("psap-address"))
            }
        }
    }
    fn has_tag(tag: rt::Tag) -> bool {
        tag == rt::Tag::SEQUENCE || tag == rt::Tag::context(0).constructed()
    }
}
impl<'a> rt::Der<'a> for ExtendedNetworkAddress<'a> {
    const NAME: &'static str = "ExtendedNetworkAddress";
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
impl<'a> rt::Jer for ExtendedNetworkAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        match self {
            Self::E1634Address(v) => {
                w.begin_object();
                w.member("e163-4-address");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("e163-4-address"))?;
                w.end_object();
            }
            Self::PsapAddress(v) => {
                w.begin_object();
                w.member("psap-address");
                rt::Jer::write_jer(v, w).map_err(|e| e.at("psap-address"))?;
                w.end_object();
            }
        }
        Ok(())
    }
}
/// ```asn1
/// PresentationAddress ::= SEQUENCE {
///     pSelector  [0] EXPLICIT OCTET STRING OPTIONAL,
///     sSelector  [1] EXPLICIT OCTET STRING OPTIONAL,
///     tSelector  [2] EXPLICIT OCTET STRING OPTIONAL,
///     nAddresses [3] EXPLICIT SET SIZE (1..MAX) OF OCTET STRING }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresentationAddress<'a> {
    /// `pSelector`: [0] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub p_selector: ::core::option::Option<&'a [u8]>,
    /// `sSelector`: [1] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub s_selector: ::core::option::Option<&'a [u8]>,
    /// `tSelector`: [2] EXPLICIT [UNIVERSAL 4] OCTET STRING OPTIONAL
    pub t_selector: ::core::option::Option<&'a [u8]>,
    /// `nAddresses`: [3] EXPLICIT [UNIVERSAL 17] SET OF [UNIVERSAL 4] OCTET STRING (size 1..MAX)
    pub n_addresses: rt::SetOf<'a, &'a [u8]>,
}
impl<'a> rt::DerValue<'a> for PresentationAddress<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let p_selector = if r.peek_is(rt::Tag::context(0).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(0),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("pSelector"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let s_selector = if r.peek_is(rt::Tag::context(1).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(1),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("sSelector"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let t_selector = if r.peek_is(rt::Tag::context(2).constructed()) {
            let v = r
                .explicit(
                    rt::Tag::context(2),
                    |r| r.value::<&'a [u8]>(rt::Tag::OCTET_STRING),
                )
                .map_err(|e| e.at("tSelector"))?;
            ::core::option::Option::Some(v)
        } else {
            ::core::option::Option::None
        };
        let off = r.offset();
        let n_addresses = r
            .explicit(
                rt::Tag::context(3),
                |r| r.value::<rt::SetOf<'a, &'a [u8]>>(rt::Tag::SET),
            )
            .map_err(|e| e.at("nAddresses"))?;
        rt::check_size((n_addresses.len() as i128) >= 1, off)
            .map_err(|e| e.at("nAddresses"))?;
        Ok(Self {
            p_selector,
            s_selector,
            t_selector,
            n_addresses,
        })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        if let ::core::option::Option::Some(v) = &self.p_selector {
            w.tlv(
                    rt::Tag::context(0).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("pSelector"))?;
        }
        if let ::core::option::Option::Some(v) = &self.s_selector {
            w.tlv(
                    rt::Tag::context(1).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("sSelector"))?;
        }
        if let ::core::option::Option::Some(v) = &self.t_selector {
            w.tlv(
                    rt::Tag::context(2).constructed(),
                    |w| rt::encode_value(w, rt::Tag::OCTET_STRING, v),
                )
                .map_err(|e| e.at("tSelector"))?;
        }
        {
            let v = &self.n_addresses;
            rt::check_size((v.len() as i128) >= 1, 0).map_err(|e| e.at("nAddresses"))?;
            w.tlv(
                    rt::Tag::context(3).constructed(),
                    |w| rt::encode_value(w, rt::Tag::SET, v),
                )
                .map_err(|e| e.at("nAddresses"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for PresentationAddress<'a> {
    const NAME: &'static str = "PresentationAddress";
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
impl<'a> rt::Jer for PresentationAddress<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        if let ::core::option::Option::Some(v) = &self.p_selector {
            w.member("pSelector");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("pSelector"))?;
        }
        if let ::core::option::Option::Some(v) = &self.s_selector {
            w.member("sSelector");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("sSelector"))?;
        }
        if let ::core::option::Option::Some(v) = &self.t_selector {
            w.member("tSelector");
            rt::Jer::write_jer(v, w).map_err(|e| e.at("tSelector"))?;
        }
        w.member("nAddresses");
        rt::Jer::write_jer(&self.n_addresses, w).map_err(|e| e.at("nAddresses"))?;
        w.end_object();
        Ok(())
    }
}
/// ```asn1
///
/// TerminalType ::= INTEGER {
///     telex(3), teletex(4), g3-facsimile(5), g4-facsimile(6), ia5-terminal(7), videotex(8) }
///     (0..ub-integer-options)
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TerminalType(pub u16);
impl TerminalType {
    /// The number `telex`.
    pub const TELEX: i64 = 3;
    /// The number `teletex`.
    pub const TELETEX: i64 = 4;
    /// The number `g3-facsimile`.
    pub const G3_FACSIMILE: i64 = 5;
    /// The number `g4-facsimile`.
    pub const G4_FACSIMILE: i64 = 6;
    /// The number `ia5-terminal`.
    pub const IA5_TERMINAL: i64 = 7;
    /// The number `videotex`.
    pub const VIDEOTEX: i64 = 8;
}
impl<'a> rt::DerValue<'a> for TerminalType {
    const TAG: rt::Tag = rt::Tag::INTEGER;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <u16 as rt::DerValue>::decode_content(r)?;
        rt::check_range((0..=256).contains(&i128::from(v)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_range((0..=256).contains(&i128::from(self.0)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TerminalType {
    const NAME: &'static str = "TerminalType";
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
impl rt::Jer for TerminalType {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
///
/// TeletexDomainDefinedAttributes ::= SEQUENCE SIZE (1..ub-domain-defined-attributes) OF
///     TeletexDomainDefinedAttribute
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexDomainDefinedAttributes<'a>(
    pub rt::SequenceOf<'a, TeletexDomainDefinedAttribute<'a>>,
);
impl<'a> rt::DerValue<'a> for TeletexDomainDefinedAttributes<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let v = <rt::SequenceOf<
            'a,
            TeletexDomainDefinedAttribute<'a>,
        > as rt::DerValue>::decode_content(r)?;
        rt::check_size((1..=4).contains(&(v.len() as i128)), off)?;
        Ok(Self(v))
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        rt::check_size((1..=4).contains(&(self.0.len() as i128)), 0)?;
        rt::DerValue::encode_content(&self.0, w)
    }
}
impl<'a> rt::Der<'a> for TeletexDomainDefinedAttributes<'a> {
    const NAME: &'static str = "TeletexDomainDefinedAttributes";
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
impl<'a> rt::Jer for TeletexDomainDefinedAttributes<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        rt::Jer::write_jer(&self.0, w)
    }
}
/// ```asn1
/// TeletexDomainDefinedAttribute ::= SEQUENCE {
///     type   TeletexString (SIZE (1..ub-domain-defined-attribute-type-length)),
///     value  TeletexString (SIZE (1..ub-domain-defined-attribute-value-length)) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeletexDomainDefinedAttribute<'a> {
    /// `type`: [UNIVERSAL 20] TeletexString (size 1..8)
    pub r#type: rt::TeletexString<'a>,
    /// `value`: [UNIVERSAL 20] TeletexString (size 1..128)
    pub value: rt::TeletexString<'a>,
}
impl<'a> rt::DerValue<'a> for TeletexDomainDefinedAttribute<'a> {
    const TAG: rt::Tag = rt::Tag::SEQUENCE;
    fn decode_content(r: &mut rt::Reader<'a>) -> rt::Result<Self> {
        let off = r.offset();
        let r#type = r
            .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
            .map_err(|e| e.at("type"))?;
        rt::check_size((1..=8).contains(&(r#type.code_points().count() as i128)), off)
            .map_err(|e| e.at("type"))?;
        let off = r.offset();
        let value = r
            .value::<rt::TeletexString<'a>>(rt::Tag::universal(20))
            .map_err(|e| e.at("value"))?;
        rt::check_size((1..=128).contains(&(value.code_points().count() as i128)), off)
            .map_err(|e| e.at("value"))?;
        Ok(Self { r#type, value })
    }
    fn encode_content<W: rt::Writer>(&self, w: &mut W) -> rt::Result<()> {
        {
            let v = &self.r#type;
            rt::check_size((1..=8).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("type"))?;
            rt::encode_value(w, rt::Tag::universal(20), v).map_err(|e| e.at("type"))?;
        }
        {
            let v = &self.value;
            rt::check_size((1..=128).contains(&(v.code_points().count() as i128)), 0)
                .map_err(|e| e.at("value"))?;
            rt::encode_value(w, rt::Tag::universal(20), v).map_err(|e| e.at("value"))?;
        }
        Ok(())
    }
}
impl<'a> rt::Der<'a> for TeletexDomainDefinedAttribute<'a> {
    const NAME: &'static str = "TeletexDomainDefinedAttribute";
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
impl<'a> rt::Jer for TeletexDomainDefinedAttribute<'a> {
    fn write_jer(&self, w: &mut rt::JerWriter) -> rt::Result<()> {
        w.begin_object();
        w.member("type");
        rt::Jer::write_jer(&self.r#type, w).map_err(|e| e.at("type"))?;
        w.member("value");
        rt::Jer::write_jer(&self.value, w).map_err(|e| e.at("value"))?;
        w.end_object();
        Ok(())
    }
}
