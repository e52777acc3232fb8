/// ASN.1 module `PKIX1Explicit88`.
pub mod pkix1_explicit88 {
    include!("pkix1_explicit88.rs");
}
/// Every type assignment of the module set, by its ASN.1 name
/// (`Module.Type`), in source order.
pub const TYPES: &[&str] = &[
    "PKIX1Explicit88.Attribute",
    "PKIX1Explicit88.AttributeType",
    "PKIX1Explicit88.AttributeValue",
    "PKIX1Explicit88.AttributeTypeAndValue",
    "PKIX1Explicit88.X520name",
    "PKIX1Explicit88.X520CommonName",
    "PKIX1Explicit88.X520LocalityName",
    "PKIX1Explicit88.X520StateOrProvinceName",
    "PKIX1Explicit88.X520OrganizationName",
    "PKIX1Explicit88.X520OrganizationalUnitName",
    "PKIX1Explicit88.X520Title",
    "PKIX1Explicit88.X520dnQualifier",
    "PKIX1Explicit88.X520countryName",
    "PKIX1Explicit88.X520SerialNumber",
    "PKIX1Explicit88.X520Pseudonym",
    "PKIX1Explicit88.DomainComponent",
    "PKIX1Explicit88.EmailAddress",
    "PKIX1Explicit88.Name",
    "PKIX1Explicit88.RDNSequence",
    "PKIX1Explicit88.DistinguishedName",
    "PKIX1Explicit88.RelativeDistinguishedName",
    "PKIX1Explicit88.DirectoryString",
    "PKIX1Explicit88.Certificate",
    "PKIX1Explicit88.TBSCertificate",
    "PKIX1Explicit88.Version",
    "PKIX1Explicit88.CertificateSerialNumber",
    "PKIX1Explicit88.Validity",
    "PKIX1Explicit88.Time",
    "PKIX1Explicit88.UniqueIdentifier",
    "PKIX1Explicit88.SubjectPublicKeyInfo",
    "PKIX1Explicit88.Extensions",
    "PKIX1Explicit88.Extension",
    "PKIX1Explicit88.CertificateList",
    "PKIX1Explicit88.TBSCertList",
    "PKIX1Explicit88.AlgorithmIdentifier",
    "PKIX1Explicit88.ORAddress",
    "PKIX1Explicit88.BuiltInStandardAttributes",
    "PKIX1Explicit88.CountryName",
    "PKIX1Explicit88.AdministrationDomainName",
    "PKIX1Explicit88.NetworkAddress",
    "PKIX1Explicit88.X121Address",
    "PKIX1Explicit88.TerminalIdentifier",
    "PKIX1Explicit88.PrivateDomainName",
    "PKIX1Explicit88.OrganizationName",
    "PKIX1Explicit88.NumericUserIdentifier",
    "PKIX1Explicit88.PersonalName",
    "PKIX1Explicit88.OrganizationalUnitNames",
    "PKIX1Explicit88.OrganizationalUnitName",
    "PKIX1Explicit88.BuiltInDomainDefinedAttributes",
    "PKIX1Explicit88.BuiltInDomainDefinedAttribute",
    "PKIX1Explicit88.ExtensionAttributes",
    "PKIX1Explicit88.ExtensionAttribute",
    "PKIX1Explicit88.CommonName",
    "PKIX1Explicit88.TeletexCommonName",
    "PKIX1Explicit88.TeletexOrganizationName",
    "PKIX1Explicit88.TeletexPersonalName",
    "PKIX1Explicit88.TeletexOrganizationalUnitNames",
    "PKIX1Explicit88.TeletexOrganizationalUnitName",
    "PKIX1Explicit88.PDSName",
    "PKIX1Explicit88.PhysicalDeliveryCountryName",
    "PKIX1Explicit88.PostalCode",
    "PKIX1Explicit88.PhysicalDeliveryOfficeName",
    "PKIX1Explicit88.PhysicalDeliveryOfficeNumber",
    "PKIX1Explicit88.ExtensionORAddressComponents",
    "PKIX1Explicit88.PhysicalDeliveryPersonalName",
    "PKIX1Explicit88.PhysicalDeliveryOrganizationName",
    "PKIX1Explicit88.ExtensionPhysicalDeliveryAddressComponents",
    "PKIX1Explicit88.UnformattedPostalAddress",
    "PKIX1Explicit88.StreetAddress",
    "PKIX1Explicit88.PostOfficeBoxAddress",
    "PKIX1Explicit88.PosteRestanteAddress",
    "PKIX1Explicit88.UniquePostalName",
    "PKIX1Explicit88.LocalPostalAttributes",
    "PKIX1Explicit88.PDSParameter",
    "PKIX1Explicit88.ExtendedNetworkAddress",
    "PKIX1Explicit88.PresentationAddress",
    "PKIX1Explicit88.TerminalType",
    "PKIX1Explicit88.TeletexDomainDefinedAttributes",
    "PKIX1Explicit88.TeletexDomainDefinedAttribute",
];
/// Decodes `der` as the type named `Module.Type` and encodes it again;
/// `None` when no type has that name. Tools pick types this way.
pub fn roundtrip(
    name: &str,
    der: &[u8],
) -> ::core::option::Option<::synta_rt::Result<::synta_rt::Vec<u8>>> {
    ::core::option::Option::Some(
        match name {
            "PKIX1Explicit88.Attribute" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Attribute>(der)
            }
            "PKIX1Explicit88.AttributeType" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::AttributeType>(der)
            }
            "PKIX1Explicit88.AttributeValue" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::AttributeValue>(der)
            }
            "PKIX1Explicit88.AttributeTypeAndValue" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::AttributeTypeAndValue>(der)
            }
            "PKIX1Explicit88.X520name" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520name>(der)
            }
            "PKIX1Explicit88.X520CommonName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520CommonName>(der)
            }
            "PKIX1Explicit88.X520LocalityName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520LocalityName>(der)
            }
            "PKIX1Explicit88.X520StateOrProvinceName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520StateOrProvinceName>(der)
            }
            "PKIX1Explicit88.X520OrganizationName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520OrganizationName>(der)
            }
            "PKIX1Explicit88.X520OrganizationalUnitName" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::X520OrganizationalUnitName,
                >(der)
            }
            "PKIX1Explicit88.X520Title" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520Title>(der)
            }
            "PKIX1Explicit88.X520dnQualifier" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520dnQualifier>(der)
            }
            "PKIX1Explicit88.X520countryName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520countryName>(der)
            }
            "PKIX1Explicit88.X520SerialNumber" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520SerialNumber>(der)
            }
            "PKIX1Explicit88.X520Pseudonym" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X520Pseudonym>(der)
            }
            "PKIX1Explicit88.DomainComponent" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::DomainComponent>(der)
            }
            "PKIX1Explicit88.EmailAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::EmailAddress>(der)
            }
            "PKIX1Explicit88.Name" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Name>(der)
            }
            "PKIX1Explicit88.RDNSequence" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::RdnSequence>(der)
            }
            "PKIX1Explicit88.DistinguishedName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::DistinguishedName>(der)
            }
            "PKIX1Explicit88.RelativeDistinguishedName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::RelativeDistinguishedName>(der)
            }
            "PKIX1Explicit88.DirectoryString" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::DirectoryString>(der)
            }
            "PKIX1Explicit88.Certificate" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Certificate>(der)
            }
            "PKIX1Explicit88.TBSCertificate" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TbsCertificate>(der)
            }
            "PKIX1Explicit88.Version" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Version>(der)
            }
            "PKIX1Explicit88.CertificateSerialNumber" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::CertificateSerialNumber>(der)
            }
            "PKIX1Explicit88.Validity" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Validity>(der)
            }
            "PKIX1Explicit88.Time" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Time>(der)
            }
            "PKIX1Explicit88.UniqueIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::UniqueIdentifier>(der)
            }
            "PKIX1Explicit88.SubjectPublicKeyInfo" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::SubjectPublicKeyInfo>(der)
            }
            "PKIX1Explicit88.Extensions" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Extensions>(der)
            }
            "PKIX1Explicit88.Extension" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::Extension>(der)
            }
            "PKIX1Explicit88.CertificateList" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::CertificateList>(der)
            }
            "PKIX1Explicit88.TBSCertList" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TbsCertList>(der)
            }
            "PKIX1Explicit88.AlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::AlgorithmIdentifier>(der)
            }
            "PKIX1Explicit88.ORAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::OrAddress>(der)
            }
            "PKIX1Explicit88.BuiltInStandardAttributes" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::BuiltInStandardAttributes>(der)
            }
            "PKIX1Explicit88.CountryName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::CountryName>(der)
            }
            "PKIX1Explicit88.AdministrationDomainName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::AdministrationDomainName>(der)
            }
            "PKIX1Explicit88.NetworkAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::NetworkAddress>(der)
            }
            "PKIX1Explicit88.X121Address" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::X121Address>(der)
            }
            "PKIX1Explicit88.TerminalIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TerminalIdentifier>(der)
            }
            "PKIX1Explicit88.PrivateDomainName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PrivateDomainName>(der)
            }
            "PKIX1Explicit88.OrganizationName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::OrganizationName>(der)
            }
            "PKIX1Explicit88.NumericUserIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::NumericUserIdentifier>(der)
            }
            "PKIX1Explicit88.PersonalName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PersonalName>(der)
            }
            "PKIX1Explicit88.OrganizationalUnitNames" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::OrganizationalUnitNames>(der)
            }
            "PKIX1Explicit88.OrganizationalUnitName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::OrganizationalUnitName>(der)
            }
            "PKIX1Explicit88.BuiltInDomainDefinedAttributes" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::BuiltInDomainDefinedAttributes,
                >(der)
            }
            "PKIX1Explicit88.BuiltInDomainDefinedAttribute" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::BuiltInDomainDefinedAttribute,
                >(der)
            }
            "PKIX1Explicit88.ExtensionAttributes" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::ExtensionAttributes>(der)
            }
            "PKIX1Explicit88.ExtensionAttribute" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::ExtensionAttribute>(der)
            }
            "PKIX1Explicit88.CommonName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::CommonName>(der)
            }
            "PKIX1Explicit88.TeletexCommonName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TeletexCommonName>(der)
            }
            "PKIX1Explicit88.TeletexOrganizationName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TeletexOrganizationName>(der)
            }
            "PKIX1Explicit88.TeletexPersonalName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TeletexPersonalName>(der)
            }
            "PKIX1Explicit88.TeletexOrganizationalUnitNames" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::TeletexOrganizationalUnitNames,
                >(der)
            }
            "PKIX1Explicit88.TeletexOrganizationalUnitName" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::TeletexOrganizationalUnitName,
                >(der)
            }
            "PKIX1Explicit88.PDSName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PdsName>(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryCountryName" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::PhysicalDeliveryCountryName,
                >(der)
            }
            "PKIX1Explicit88.PostalCode" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PostalCode>(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryOfficeName" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::PhysicalDeliveryOfficeName,
                >(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryOfficeNumber" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::PhysicalDeliveryOfficeNumber,
                >(der)
            }
            "PKIX1Explicit88.ExtensionORAddressComponents" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::ExtensionOrAddressComponents,
                >(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryPersonalName" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::PhysicalDeliveryPersonalName,
                >(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryOrganizationName" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::PhysicalDeliveryOrganizationName,
                >(der)
            }
            "PKIX1Explicit88.ExtensionPhysicalDeliveryAddressComponents" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::ExtensionPhysicalDeliveryAddressComponents,
                >(der)
            }
            "PKIX1Explicit88.UnformattedPostalAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::UnformattedPostalAddress>(der)
            }
            "PKIX1Explicit88.StreetAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::StreetAddress>(der)
            }
            "PKIX1Explicit88.PostOfficeBoxAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PostOfficeBoxAddress>(der)
            }
            "PKIX1Explicit88.PosteRestanteAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PosteRestanteAddress>(der)
            }
            "PKIX1Explicit88.UniquePostalName" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::UniquePostalName>(der)
            }
            "PKIX1Explicit88.LocalPostalAttributes" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::LocalPostalAttributes>(der)
            }
            "PKIX1Explicit88.PDSParameter" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PdsParameter>(der)
            }
            "PKIX1Explicit88.ExtendedNetworkAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::ExtendedNetworkAddress>(der)
            }
            "PKIX1Explicit88.PresentationAddress" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::PresentationAddress>(der)
            }
            "PKIX1Explicit88.TerminalType" => {
                ::synta_rt::roundtrip::<pkix1_explicit88::TerminalType>(der)
            }
            "PKIX1Explicit88.TeletexDomainDefinedAttributes" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::TeletexDomainDefinedAttributes,
                >(der)
            }
            "PKIX1Explicit88.TeletexDomainDefinedAttribute" => {
                ::synta_rt::roundtrip::<
                    pkix1_explicit88::TeletexDomainDefinedAttribute,
                >(der)
            }
            _ => return ::core::option::Option::None,
        },
    )
}
/// Decodes `der` as the type named `Module.Type` and writes it as X.697
/// JSON; `None` when no type has that name.
pub fn jer(
    name: &str,
    der: &[u8],
) -> ::core::option::Option<::synta_rt::Result<::synta_rt::String>> {
    ::core::option::Option::Some(
        match name {
            "PKIX1Explicit88.Attribute" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Attribute>(der)
            }
            "PKIX1Explicit88.AttributeType" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::AttributeType>(der)
            }
            "PKIX1Explicit88.AttributeValue" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::AttributeValue>(der)
            }
            "PKIX1Explicit88.AttributeTypeAndValue" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::AttributeTypeAndValue>(der)
            }
            "PKIX1Explicit88.X520name" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520name>(der)
            }
            "PKIX1Explicit88.X520CommonName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520CommonName>(der)
            }
            "PKIX1Explicit88.X520LocalityName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520LocalityName>(der)
            }
            "PKIX1Explicit88.X520StateOrProvinceName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520StateOrProvinceName>(der)
            }
            "PKIX1Explicit88.X520OrganizationName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520OrganizationName>(der)
            }
            "PKIX1Explicit88.X520OrganizationalUnitName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::X520OrganizationalUnitName,
                >(der)
            }
            "PKIX1Explicit88.X520Title" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520Title>(der)
            }
            "PKIX1Explicit88.X520dnQualifier" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520dnQualifier>(der)
            }
            "PKIX1Explicit88.X520countryName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520countryName>(der)
            }
            "PKIX1Explicit88.X520SerialNumber" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520SerialNumber>(der)
            }
            "PKIX1Explicit88.X520Pseudonym" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X520Pseudonym>(der)
            }
            "PKIX1Explicit88.DomainComponent" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::DomainComponent>(der)
            }
            "PKIX1Explicit88.EmailAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::EmailAddress>(der)
            }
            "PKIX1Explicit88.Name" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Name>(der)
            }
            "PKIX1Explicit88.RDNSequence" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::RdnSequence>(der)
            }
            "PKIX1Explicit88.DistinguishedName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::DistinguishedName>(der)
            }
            "PKIX1Explicit88.RelativeDistinguishedName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::RelativeDistinguishedName,
                >(der)
            }
            "PKIX1Explicit88.DirectoryString" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::DirectoryString>(der)
            }
            "PKIX1Explicit88.Certificate" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Certificate>(der)
            }
            "PKIX1Explicit88.TBSCertificate" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TbsCertificate>(der)
            }
            "PKIX1Explicit88.Version" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Version>(der)
            }
            "PKIX1Explicit88.CertificateSerialNumber" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::CertificateSerialNumber>(der)
            }
            "PKIX1Explicit88.Validity" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Validity>(der)
            }
            "PKIX1Explicit88.Time" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Time>(der)
            }
            "PKIX1Explicit88.UniqueIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::UniqueIdentifier>(der)
            }
            "PKIX1Explicit88.SubjectPublicKeyInfo" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::SubjectPublicKeyInfo>(der)
            }
            "PKIX1Explicit88.Extensions" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Extensions>(der)
            }
            "PKIX1Explicit88.Extension" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::Extension>(der)
            }
            "PKIX1Explicit88.CertificateList" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::CertificateList>(der)
            }
            "PKIX1Explicit88.TBSCertList" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TbsCertList>(der)
            }
            "PKIX1Explicit88.AlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::AlgorithmIdentifier>(der)
            }
            "PKIX1Explicit88.ORAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::OrAddress>(der)
            }
            "PKIX1Explicit88.BuiltInStandardAttributes" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::BuiltInStandardAttributes,
                >(der)
            }
            "PKIX1Explicit88.CountryName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::CountryName>(der)
            }
            "PKIX1Explicit88.AdministrationDomainName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::AdministrationDomainName>(der)
            }
            "PKIX1Explicit88.NetworkAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::NetworkAddress>(der)
            }
            "PKIX1Explicit88.X121Address" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::X121Address>(der)
            }
            "PKIX1Explicit88.TerminalIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TerminalIdentifier>(der)
            }
            "PKIX1Explicit88.PrivateDomainName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PrivateDomainName>(der)
            }
            "PKIX1Explicit88.OrganizationName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::OrganizationName>(der)
            }
            "PKIX1Explicit88.NumericUserIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::NumericUserIdentifier>(der)
            }
            "PKIX1Explicit88.PersonalName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PersonalName>(der)
            }
            "PKIX1Explicit88.OrganizationalUnitNames" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::OrganizationalUnitNames>(der)
            }
            "PKIX1Explicit88.OrganizationalUnitName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::OrganizationalUnitName>(der)
            }
            "PKIX1Explicit88.BuiltInDomainDefinedAttributes" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::BuiltInDomainDefinedAttributes,
                >(der)
            }
            "PKIX1Explicit88.BuiltInDomainDefinedAttribute" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::BuiltInDomainDefinedAttribute,
                >(der)
            }
            "PKIX1Explicit88.ExtensionAttributes" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::ExtensionAttributes>(der)
            }
            "PKIX1Explicit88.ExtensionAttribute" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::ExtensionAttribute>(der)
            }
            "PKIX1Explicit88.CommonName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::CommonName>(der)
            }
            "PKIX1Explicit88.TeletexCommonName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TeletexCommonName>(der)
            }
            "PKIX1Explicit88.TeletexOrganizationName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TeletexOrganizationName>(der)
            }
            "PKIX1Explicit88.TeletexPersonalName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TeletexPersonalName>(der)
            }
            "PKIX1Explicit88.TeletexOrganizationalUnitNames" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::TeletexOrganizationalUnitNames,
                >(der)
            }
            "PKIX1Explicit88.TeletexOrganizationalUnitName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::TeletexOrganizationalUnitName,
                >(der)
            }
            "PKIX1Explicit88.PDSName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PdsName>(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryCountryName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::PhysicalDeliveryCountryName,
                >(der)
            }
            "PKIX1Explicit88.PostalCode" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PostalCode>(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryOfficeName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::PhysicalDeliveryOfficeName,
                >(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryOfficeNumber" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::PhysicalDeliveryOfficeNumber,
                >(der)
            }
            "PKIX1Explicit88.ExtensionORAddressComponents" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::ExtensionOrAddressComponents,
                >(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryPersonalName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::PhysicalDeliveryPersonalName,
                >(der)
            }
            "PKIX1Explicit88.PhysicalDeliveryOrganizationName" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::PhysicalDeliveryOrganizationName,
                >(der)
            }
            "PKIX1Explicit88.ExtensionPhysicalDeliveryAddressComponents" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::ExtensionPhysicalDeliveryAddressComponents,
                >(der)
            }
            "PKIX1Explicit88.UnformattedPostalAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::UnformattedPostalAddress>(der)
            }
            "PKIX1Explicit88.StreetAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::StreetAddress>(der)
            }
            "PKIX1Explicit88.PostOfficeBoxAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PostOfficeBoxAddress>(der)
            }
            "PKIX1Explicit88.PosteRestanteAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PosteRestanteAddress>(der)
            }
            "PKIX1Explicit88.UniquePostalName" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::UniquePostalName>(der)
            }
            "PKIX1Explicit88.LocalPostalAttributes" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::LocalPostalAttributes>(der)
            }
            "PKIX1Explicit88.PDSParameter" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PdsParameter>(der)
            }
            "PKIX1Explicit88.ExtendedNetworkAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::ExtendedNetworkAddress>(der)
            }
            "PKIX1Explicit88.PresentationAddress" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::PresentationAddress>(der)
            }
            "PKIX1Explicit88.TerminalType" => {
                ::synta_rt::der_to_jer::<pkix1_explicit88::TerminalType>(der)
            }
            "PKIX1Explicit88.TeletexDomainDefinedAttributes" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::TeletexDomainDefinedAttributes,
                >(der)
            }
            "PKIX1Explicit88.TeletexDomainDefinedAttribute" => {
                ::synta_rt::der_to_jer::<
                    pkix1_explicit88::TeletexDomainDefinedAttribute,
                >(der)
            }
            _ => return ::core::option::Option::None,
        },
    )
}
