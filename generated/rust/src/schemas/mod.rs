/// ASN.1 module `AttributeCertificateVersion1`.
pub mod attribute_certificate_version1 {
    include!("attribute_certificate_version1.rs");
}
/// ASN.1 module `CryptographicMessageSyntax2004`.
pub mod cryptographic_message_syntax2004 {
    include!("cryptographic_message_syntax2004.rs");
}
/// ASN.1 module `GSSAPI-Framing`.
pub mod gssapi_framing {
    include!("gssapi_framing.rs");
}
/// ASN.1 module `KerberosPreauthFramework`.
pub mod kerberos_preauth_framework {
    include!("kerberos_preauth_framework.rs");
}
/// ASN.1 module `KerberosReferrals`.
pub mod kerberos_referrals {
    include!("kerberos_referrals.rs");
}
/// ASN.1 module `KerberosV5Spec2`.
pub mod kerberos_v5_spec2 {
    include!("kerberos_v5_spec2.rs");
}
/// ASN.1 module `SPNEGOASNOneSpec`.
pub mod spnegoasn_one_spec {
    include!("spnegoasn_one_spec.rs");
}
/// ASN.1 module `MerkleTreeCertificates`.
pub mod merkle_tree_certificates {
    include!("merkle_tree_certificates.rs");
}
/// ASN.1 module `AsymmetricKeyPackageModuleV1`.
pub mod asymmetric_key_package_module_v1 {
    include!("asymmetric_key_package_module_v1.rs");
}
/// ASN.1 module `NIST-SHA2`.
pub mod nist_sha2 {
    include!("nist_sha2.rs");
}
/// ASN.1 module `PKCS-1`.
pub mod pkcs_1 {
    include!("pkcs_1.rs");
}
/// ASN.1 module `PKCS-10`.
pub mod pkcs_10 {
    include!("pkcs_10.rs");
}
/// ASN.1 module `PKCS-12`.
pub mod pkcs_12 {
    include!("pkcs_12.rs");
}
/// ASN.1 module `PKCS-9`.
pub mod pkcs_9 {
    include!("pkcs_9.rs");
}
/// ASN.1 module `OCSP-2013-88`.
pub mod ocsp_2013_88 {
    include!("ocsp_2013_88.rs");
}
/// ASN.1 module `PKIX1Explicit88`.
pub mod pkix1_explicit88 {
    include!("pkix1_explicit88.rs");
}
/// ASN.1 module `PKIX1Implicit88`.
pub mod pkix1_implicit88 {
    include!("pkix1_implicit88.rs");
}
/// ASN.1 module `PKIXAttributeCertificate`.
pub mod pkix_attribute_certificate {
    include!("pkix_attribute_certificate.rs");
}
/// Every type assignment of the module set, by its ASN.1 name
/// (`Module.Type`), in source order.
pub const TYPES: &[&str] = &[
    "AttributeCertificateVersion1.AttributeCertificateV1",
    "AttributeCertificateVersion1.AttributeCertificateInfoV1",
    "AttributeCertificateVersion1.AttCertVersionV1",
    "CryptographicMessageSyntax2004.ContentInfo",
    "CryptographicMessageSyntax2004.ContentType",
    "CryptographicMessageSyntax2004.SignedData",
    "CryptographicMessageSyntax2004.DigestAlgorithmIdentifiers",
    "CryptographicMessageSyntax2004.SignerInfos",
    "CryptographicMessageSyntax2004.EncapsulatedContentInfo",
    "CryptographicMessageSyntax2004.SignerInfo",
    "CryptographicMessageSyntax2004.SignerIdentifier",
    "CryptographicMessageSyntax2004.SignedAttributes",
    "CryptographicMessageSyntax2004.UnsignedAttributes",
    "CryptographicMessageSyntax2004.Attribute",
    "CryptographicMessageSyntax2004.AttributeValue",
    "CryptographicMessageSyntax2004.SignatureValue",
    "CryptographicMessageSyntax2004.EnvelopedData",
    "CryptographicMessageSyntax2004.OriginatorInfo",
    "CryptographicMessageSyntax2004.RecipientInfos",
    "CryptographicMessageSyntax2004.EncryptedContentInfo",
    "CryptographicMessageSyntax2004.EncryptedContent",
    "CryptographicMessageSyntax2004.UnprotectedAttributes",
    "CryptographicMessageSyntax2004.RecipientInfo",
    "CryptographicMessageSyntax2004.EncryptedKey",
    "CryptographicMessageSyntax2004.KeyTransRecipientInfo",
    "CryptographicMessageSyntax2004.RecipientIdentifier",
    "CryptographicMessageSyntax2004.KeyAgreeRecipientInfo",
    "CryptographicMessageSyntax2004.OriginatorIdentifierOrKey",
    "CryptographicMessageSyntax2004.OriginatorPublicKey",
    "CryptographicMessageSyntax2004.RecipientEncryptedKeys",
    "CryptographicMessageSyntax2004.RecipientEncryptedKey",
    "CryptographicMessageSyntax2004.KeyAgreeRecipientIdentifier",
    "CryptographicMessageSyntax2004.RecipientKeyIdentifier",
    "CryptographicMessageSyntax2004.SubjectKeyIdentifier",
    "CryptographicMessageSyntax2004.KEKRecipientInfo",
    "CryptographicMessageSyntax2004.KEKIdentifier",
    "CryptographicMessageSyntax2004.PasswordRecipientInfo",
    "CryptographicMessageSyntax2004.OtherRecipientInfo",
    "CryptographicMessageSyntax2004.DigestedData",
    "CryptographicMessageSyntax2004.Digest",
    "CryptographicMessageSyntax2004.EncryptedData",
    "CryptographicMessageSyntax2004.AuthenticatedData",
    "CryptographicMessageSyntax2004.AuthAttributes",
    "CryptographicMessageSyntax2004.UnauthAttributes",
    "CryptographicMessageSyntax2004.MessageAuthenticationCode",
    "CryptographicMessageSyntax2004.DigestAlgorithmIdentifier",
    "CryptographicMessageSyntax2004.SignatureAlgorithmIdentifier",
    "CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier",
    "CryptographicMessageSyntax2004.ContentEncryptionAlgorithmIdentifier",
    "CryptographicMessageSyntax2004.MessageAuthenticationCodeAlgorithm",
    "CryptographicMessageSyntax2004.KeyDerivationAlgorithmIdentifier",
    "CryptographicMessageSyntax2004.RevocationInfoChoices",
    "CryptographicMessageSyntax2004.RevocationInfoChoice",
    "CryptographicMessageSyntax2004.OtherRevocationInfoFormat",
    "CryptographicMessageSyntax2004.CertificateChoices",
    "CryptographicMessageSyntax2004.AttributeCertificateV2",
    "CryptographicMessageSyntax2004.OtherCertificateFormat",
    "CryptographicMessageSyntax2004.CertificateSet",
    "CryptographicMessageSyntax2004.IssuerAndSerialNumber",
    "CryptographicMessageSyntax2004.CMSVersion",
    "CryptographicMessageSyntax2004.UserKeyingMaterial",
    "CryptographicMessageSyntax2004.OtherKeyAttribute",
    "CryptographicMessageSyntax2004.MessageDigest",
    "CryptographicMessageSyntax2004.SigningTime",
    "CryptographicMessageSyntax2004.Time",
    "CryptographicMessageSyntax2004.Countersignature",
    "CryptographicMessageSyntax2004.ExtendedCertificateOrCertificate",
    "CryptographicMessageSyntax2004.ExtendedCertificate",
    "CryptographicMessageSyntax2004.ExtendedCertificateInfo",
    "CryptographicMessageSyntax2004.Signature",
    "GSSAPI-Framing.MechType",
    "GSSAPI-Framing.InitialContextToken",
    "KerberosPreauthFramework.PA-AUTHENTICATION-SET",
    "KerberosPreauthFramework.PA-AUTHENTICATION-SET-ELEM",
    "KerberosPreauthFramework.KrbFastArmor",
    "KerberosPreauthFramework.PA-FX-FAST-REQUEST",
    "KerberosPreauthFramework.KrbFastArmoredReq",
    "KerberosPreauthFramework.KrbFastReq",
    "KerberosPreauthFramework.FastOptions",
    "KerberosPreauthFramework.PA-FX-FAST-REPLY",
    "KerberosPreauthFramework.KrbFastArmoredRep",
    "KerberosPreauthFramework.KrbFastResponse",
    "KerberosPreauthFramework.KrbFastFinished",
    "KerberosPreauthFramework.EncryptedChallenge",
    "KerberosReferrals.PA-SERVER-REFERRAL-DATA",
    "KerberosReferrals.ServerReferralData",
    "KerberosReferrals.KERB-PA-PAC-REQUEST",
    "KerberosV5Spec2.Int32",
    "KerberosV5Spec2.UInt32",
    "KerberosV5Spec2.Microseconds",
    "KerberosV5Spec2.KerberosString",
    "KerberosV5Spec2.Realm",
    "KerberosV5Spec2.PrincipalName",
    "KerberosV5Spec2.KerberosTime",
    "KerberosV5Spec2.HostAddress",
    "KerberosV5Spec2.HostAddresses",
    "KerberosV5Spec2.AuthorizationData",
    "KerberosV5Spec2.PA-DATA",
    "KerberosV5Spec2.KerberosFlags",
    "KerberosV5Spec2.EncryptedData",
    "KerberosV5Spec2.EncryptionKey",
    "KerberosV5Spec2.Checksum",
    "KerberosV5Spec2.Ticket",
    "KerberosV5Spec2.EncTicketPart",
    "KerberosV5Spec2.TransitedEncoding",
    "KerberosV5Spec2.TicketFlags",
    "KerberosV5Spec2.AS-REQ",
    "KerberosV5Spec2.TGS-REQ",
    "KerberosV5Spec2.KDC-REQ",
    "KerberosV5Spec2.KDC-REQ-BODY",
    "KerberosV5Spec2.KDCOptions",
    "KerberosV5Spec2.AS-REP",
    "KerberosV5Spec2.TGS-REP",
    "KerberosV5Spec2.KDC-REP",
    "KerberosV5Spec2.EncASRepPart",
    "KerberosV5Spec2.EncTGSRepPart",
    "KerberosV5Spec2.EncKDCRepPart",
    "KerberosV5Spec2.LastReq",
    "KerberosV5Spec2.AP-REQ",
    "KerberosV5Spec2.APOptions",
    "KerberosV5Spec2.Authenticator",
    "KerberosV5Spec2.AP-REP",
    "KerberosV5Spec2.EncAPRepPart",
    "KerberosV5Spec2.KRB-SAFE",
    "KerberosV5Spec2.KRB-SAFE-BODY",
    "KerberosV5Spec2.KRB-PRIV",
    "KerberosV5Spec2.EncKrbPrivPart",
    "KerberosV5Spec2.KRB-CRED",
    "KerberosV5Spec2.EncKrbCredPart",
    "KerberosV5Spec2.KrbCredInfo",
    "KerberosV5Spec2.KRB-ERROR",
    "KerberosV5Spec2.METHOD-DATA",
    "KerberosV5Spec2.TYPED-DATA",
    "KerberosV5Spec2.PA-ENC-TIMESTAMP",
    "KerberosV5Spec2.PA-ENC-TS-ENC",
    "KerberosV5Spec2.ETYPE-INFO-ENTRY",
    "KerberosV5Spec2.ETYPE-INFO",
    "KerberosV5Spec2.ETYPE-INFO2-ENTRY",
    "KerberosV5Spec2.ETYPE-INFO2",
    "KerberosV5Spec2.AD-IF-RELEVANT",
    "KerberosV5Spec2.AD-KDCIssued",
    "KerberosV5Spec2.AD-AND-OR",
    "KerberosV5Spec2.AD-MANDATORY-FOR-KDC",
    "SPNEGOASNOneSpec.MechType",
    "SPNEGOASNOneSpec.NegotiationToken",
    "SPNEGOASNOneSpec.MechTypeList",
    "SPNEGOASNOneSpec.NegTokenInit",
    "SPNEGOASNOneSpec.NegTokenResp",
    "SPNEGOASNOneSpec.ContextFlags",
    "MerkleTreeCertificates.TrustAnchorID",
    "MerkleTreeCertificates.TBSCertificateLogEntry",
    "MerkleTreeCertificates.MTCCertificationAuthority",
    "AsymmetricKeyPackageModuleV1.AsymmetricKeyPackage",
    "AsymmetricKeyPackageModuleV1.OneAsymmetricKey",
    "AsymmetricKeyPackageModuleV1.PrivateKeyInfo",
    "AsymmetricKeyPackageModuleV1.Version",
    "AsymmetricKeyPackageModuleV1.PrivateKeyAlgorithmIdentifier",
    "AsymmetricKeyPackageModuleV1.PrivateKey",
    "AsymmetricKeyPackageModuleV1.PublicKey",
    "AsymmetricKeyPackageModuleV1.Attributes",
    "AsymmetricKeyPackageModuleV1.EncryptedPrivateKeyInfo",
    "AsymmetricKeyPackageModuleV1.EncryptionAlgorithmIdentifier",
    "AsymmetricKeyPackageModuleV1.EncryptedData",
    "PKCS-1.EncodingParameters",
    "PKCS-1.HashAlgorithm",
    "PKCS-1.MaskGenAlgorithm",
    "PKCS-1.PSourceAlgorithm",
    "PKCS-1.RSAPublicKey",
    "PKCS-1.RSAPrivateKey",
    "PKCS-1.Version",
    "PKCS-1.OtherPrimeInfos",
    "PKCS-1.OtherPrimeInfo",
    "PKCS-1.RSAES-OAEP-params",
    "PKCS-1.RSAES-AlgorithmIdentifier",
    "PKCS-1.RSASSA-PSS-params",
    "PKCS-1.RSASSA-AlgorithmIdentifier",
    "PKCS-1.TrailerField",
    "PKCS-1.DigestInfo",
    "PKCS-1.DigestAlgorithm",
    "PKCS-10.CertificationRequestInfo",
    "PKCS-10.Attributes",
    "PKCS-10.CertificationRequest",
    "PKCS-12.PFX",
    "PKCS-12.MacData",
    "PKCS-12.AuthenticatedSafe",
    "PKCS-12.SafeContents",
    "PKCS-12.SafeBag",
    "PKCS-12.KeyBag",
    "PKCS-12.PKCS8ShroudedKeyBag",
    "PKCS-12.CertBag",
    "PKCS-12.CRLBag",
    "PKCS-12.SecretBag",
    "PKCS-12.PKCS12Attribute",
    "PKCS-12.PKCS12PbeParams",
    "PKCS-9.PKCS9String",
    "PKCS-9.DirectoryString255",
    "PKCS-9.EmailAddress",
    "PKCS-9.UnstructuredName",
    "PKCS-9.UnstructuredAddress",
    "PKCS-9.ChallengePassword",
    "PKCS-9.SigningDescription",
    "PKCS-9.ContentType",
    "PKCS-9.MessageDigest",
    "PKCS-9.SigningTime",
    "PKCS-9.ExtensionRequest",
    "PKCS-9.SMIMECapabilities",
    "PKCS-9.SMIMECapability",
    "PKCS-9.FriendlyName",
    "PKCS-9.LocalKeyId",
    "OCSP-2013-88.OCSPRequest",
    "OCSP-2013-88.TBSRequest",
    "OCSP-2013-88.Signature",
    "OCSP-2013-88.Version",
    "OCSP-2013-88.Request",
    "OCSP-2013-88.CertID",
    "OCSP-2013-88.OCSPResponse",
    "OCSP-2013-88.OCSPResponseStatus",
    "OCSP-2013-88.ResponseBytes",
    "OCSP-2013-88.BasicOCSPResponse",
    "OCSP-2013-88.ResponseData",
    "OCSP-2013-88.ResponderID",
    "OCSP-2013-88.KeyHash",
    "OCSP-2013-88.SingleResponse",
    "OCSP-2013-88.CertStatus",
    "OCSP-2013-88.RevokedInfo",
    "OCSP-2013-88.UnknownInfo",
    "OCSP-2013-88.ArchiveCutoff",
    "OCSP-2013-88.AcceptableResponses",
    "OCSP-2013-88.ServiceLocator",
    "OCSP-2013-88.CrlID",
    "OCSP-2013-88.PreferredSignatureAlgorithms",
    "OCSP-2013-88.PreferredSignatureAlgorithm",
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
    "PKIX1Implicit88.AuthorityKeyIdentifier",
    "PKIX1Implicit88.KeyIdentifier",
    "PKIX1Implicit88.SubjectKeyIdentifier",
    "PKIX1Implicit88.KeyUsage",
    "PKIX1Implicit88.PrivateKeyUsagePeriod",
    "PKIX1Implicit88.CertificatePolicies",
    "PKIX1Implicit88.PolicyInformation",
    "PKIX1Implicit88.CertPolicyId",
    "PKIX1Implicit88.PolicyQualifierInfo",
    "PKIX1Implicit88.PolicyQualifierId",
    "PKIX1Implicit88.CPSuri",
    "PKIX1Implicit88.UserNotice",
    "PKIX1Implicit88.NoticeReference",
    "PKIX1Implicit88.DisplayText",
    "PKIX1Implicit88.PolicyMappings",
    "PKIX1Implicit88.SubjectAltName",
    "PKIX1Implicit88.GeneralNames",
    "PKIX1Implicit88.GeneralName",
    "PKIX1Implicit88.AnotherName",
    "PKIX1Implicit88.EDIPartyName",
    "PKIX1Implicit88.IssuerAltName",
    "PKIX1Implicit88.SubjectDirectoryAttributes",
    "PKIX1Implicit88.BasicConstraints",
    "PKIX1Implicit88.NameConstraints",
    "PKIX1Implicit88.GeneralSubtrees",
    "PKIX1Implicit88.GeneralSubtree",
    "PKIX1Implicit88.BaseDistance",
    "PKIX1Implicit88.PolicyConstraints",
    "PKIX1Implicit88.SkipCerts",
    "PKIX1Implicit88.CRLDistributionPoints",
    "PKIX1Implicit88.DistributionPoint",
    "PKIX1Implicit88.DistributionPointName",
    "PKIX1Implicit88.ReasonFlags",
    "PKIX1Implicit88.ExtKeyUsageSyntax",
    "PKIX1Implicit88.KeyPurposeId",
    "PKIX1Implicit88.InhibitAnyPolicy",
    "PKIX1Implicit88.FreshestCRL",
    "PKIX1Implicit88.AuthorityInfoAccessSyntax",
    "PKIX1Implicit88.AccessDescription",
    "PKIX1Implicit88.SubjectInfoAccessSyntax",
    "PKIX1Implicit88.CRLNumber",
    "PKIX1Implicit88.IssuingDistributionPoint",
    "PKIX1Implicit88.BaseCRLNumber",
    "PKIX1Implicit88.CRLReason",
    "PKIX1Implicit88.CertificateIssuer",
    "PKIX1Implicit88.HoldInstructionCode",
    "PKIX1Implicit88.InvalidityDate",
    "PKIXAttributeCertificate.AttributeCertificate",
    "PKIXAttributeCertificate.AttributeCertificateInfo",
    "PKIXAttributeCertificate.AttCertVersion",
    "PKIXAttributeCertificate.Holder",
    "PKIXAttributeCertificate.ObjectDigestInfo",
    "PKIXAttributeCertificate.AttCertIssuer",
    "PKIXAttributeCertificate.V2Form",
    "PKIXAttributeCertificate.IssuerSerial",
    "PKIXAttributeCertificate.AttCertValidityPeriod",
    "PKIXAttributeCertificate.Targets",
    "PKIXAttributeCertificate.Target",
    "PKIXAttributeCertificate.TargetCert",
    "PKIXAttributeCertificate.IetfAttrSyntax",
    "PKIXAttributeCertificate.SvceAuthInfo",
    "PKIXAttributeCertificate.RoleSyntax",
    "PKIXAttributeCertificate.Clearance",
    "PKIXAttributeCertificate.ClassList",
    "PKIXAttributeCertificate.SecurityCategory",
    "PKIXAttributeCertificate.AAControls",
    "PKIXAttributeCertificate.AttrSpec",
    "PKIXAttributeCertificate.ACClearAttrs",
    "PKIXAttributeCertificate.ProxyInfo",
];
/// Decodes `der` as the type named `Module.Type` and encodes it again;
/// `None` when no type has that name. Tools pick types this way.
pub fn roundtrip(
    name: &str,
    der: &[u8],
) -> ::core::option::Option<::synta_rt::Result<::synta_rt::Vec<u8>>> {
    ::core::option::Option::Some(
        match name {
            "AttributeCertificateVersion1.AttributeCertificateV1" => {
                ::synta_rt::roundtrip::<
                    attribute_certificate_version1::AttributeCertificateV1,
                >(der)
            }
            "AttributeCertificateVersion1.AttributeCertificateInfoV1" => {
                ::synta_rt::roundtrip::<
                    attribute_certificate_version1::AttributeCertificateInfoV1,
                >(der)
            }
            "AttributeCertificateVersion1.AttCertVersionV1" => {
                ::synta_rt::roundtrip::<
                    attribute_certificate_version1::AttCertVersionV1,
                >(der)
            }
            "CryptographicMessageSyntax2004.ContentInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::ContentInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.ContentType" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::ContentType,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignedData" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.DigestAlgorithmIdentifiers" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::DigestAlgorithmIdentifiers,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignerInfos" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignerInfos,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncapsulatedContentInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::EncapsulatedContentInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignerInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignerInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignerIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignerIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignedAttributes" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignedAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.UnsignedAttributes" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::UnsignedAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.Attribute" => {
                ::synta_rt::roundtrip::<cryptographic_message_syntax2004::Attribute>(der)
            }
            "CryptographicMessageSyntax2004.AttributeValue" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::AttributeValue,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignatureValue" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignatureValue,
                >(der)
            }
            "CryptographicMessageSyntax2004.EnvelopedData" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::EnvelopedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.OriginatorInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OriginatorInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientInfos" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RecipientInfos,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncryptedContentInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::EncryptedContentInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncryptedContent" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::EncryptedContent,
                >(der)
            }
            "CryptographicMessageSyntax2004.UnprotectedAttributes" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::UnprotectedAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncryptedKey" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::EncryptedKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyTransRecipientInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KeyTransRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RecipientIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyAgreeRecipientInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KeyAgreeRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.OriginatorIdentifierOrKey" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OriginatorIdentifierOrKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.OriginatorPublicKey" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OriginatorPublicKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientEncryptedKeys" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RecipientEncryptedKeys,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientEncryptedKey" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RecipientEncryptedKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyAgreeRecipientIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KeyAgreeRecipientIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientKeyIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RecipientKeyIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.SubjectKeyIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SubjectKeyIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.KEKRecipientInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KekRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.KEKIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KekIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.PasswordRecipientInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::PasswordRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherRecipientInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OtherRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.DigestedData" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::DigestedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.Digest" => {
                ::synta_rt::roundtrip::<cryptographic_message_syntax2004::Digest>(der)
            }
            "CryptographicMessageSyntax2004.EncryptedData" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::EncryptedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.AuthenticatedData" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::AuthenticatedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.AuthAttributes" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::AuthAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.UnauthAttributes" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::UnauthAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.MessageAuthenticationCode" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::MessageAuthenticationCode,
                >(der)
            }
            "CryptographicMessageSyntax2004.DigestAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::DigestAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignatureAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SignatureAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KeyEncryptionAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.ContentEncryptionAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::ContentEncryptionAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.MessageAuthenticationCodeAlgorithm" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::MessageAuthenticationCodeAlgorithm,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyDerivationAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::KeyDerivationAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.RevocationInfoChoices" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RevocationInfoChoices,
                >(der)
            }
            "CryptographicMessageSyntax2004.RevocationInfoChoice" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::RevocationInfoChoice,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherRevocationInfoFormat" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OtherRevocationInfoFormat,
                >(der)
            }
            "CryptographicMessageSyntax2004.CertificateChoices" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::CertificateChoices,
                >(der)
            }
            "CryptographicMessageSyntax2004.AttributeCertificateV2" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::AttributeCertificateV2,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherCertificateFormat" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OtherCertificateFormat,
                >(der)
            }
            "CryptographicMessageSyntax2004.CertificateSet" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::CertificateSet,
                >(der)
            }
            "CryptographicMessageSyntax2004.IssuerAndSerialNumber" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::IssuerAndSerialNumber,
                >(der)
            }
            "CryptographicMessageSyntax2004.CMSVersion" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::CmsVersion,
                >(der)
            }
            "CryptographicMessageSyntax2004.UserKeyingMaterial" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::UserKeyingMaterial,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherKeyAttribute" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::OtherKeyAttribute,
                >(der)
            }
            "CryptographicMessageSyntax2004.MessageDigest" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::MessageDigest,
                >(der)
            }
            "CryptographicMessageSyntax2004.SigningTime" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::SigningTime,
                >(der)
            }
            "CryptographicMessageSyntax2004.Time" => {
                ::synta_rt::roundtrip::<cryptographic_message_syntax2004::Time>(der)
            }
            "CryptographicMessageSyntax2004.Countersignature" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::Countersignature,
                >(der)
            }
            "CryptographicMessageSyntax2004.ExtendedCertificateOrCertificate" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::ExtendedCertificateOrCertificate,
                >(der)
            }
            "CryptographicMessageSyntax2004.ExtendedCertificate" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::ExtendedCertificate,
                >(der)
            }
            "CryptographicMessageSyntax2004.ExtendedCertificateInfo" => {
                ::synta_rt::roundtrip::<
                    cryptographic_message_syntax2004::ExtendedCertificateInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.Signature" => {
                ::synta_rt::roundtrip::<cryptographic_message_syntax2004::Signature>(der)
            }
            "GSSAPI-Framing.MechType" => {
                ::synta_rt::roundtrip::<gssapi_framing::MechType>(der)
            }
            "GSSAPI-Framing.InitialContextToken" => {
                ::synta_rt::roundtrip::<gssapi_framing::InitialContextToken>(der)
            }
            "KerberosPreauthFramework.PA-AUTHENTICATION-SET" => {
                ::synta_rt::roundtrip::<
                    kerberos_preauth_framework::PaAuthenticationSet,
                >(der)
            }
            "KerberosPreauthFramework.PA-AUTHENTICATION-SET-ELEM" => {
                ::synta_rt::roundtrip::<
                    kerberos_preauth_framework::PaAuthenticationSetElem,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastArmor" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::KrbFastArmor>(der)
            }
            "KerberosPreauthFramework.PA-FX-FAST-REQUEST" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::PaFxFastRequest>(der)
            }
            "KerberosPreauthFramework.KrbFastArmoredReq" => {
                ::synta_rt::roundtrip::<
                    kerberos_preauth_framework::KrbFastArmoredReq,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastReq" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::KrbFastReq>(der)
            }
            "KerberosPreauthFramework.FastOptions" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::FastOptions>(der)
            }
            "KerberosPreauthFramework.PA-FX-FAST-REPLY" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::PaFxFastReply>(der)
            }
            "KerberosPreauthFramework.KrbFastArmoredRep" => {
                ::synta_rt::roundtrip::<
                    kerberos_preauth_framework::KrbFastArmoredRep,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastResponse" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::KrbFastResponse>(der)
            }
            "KerberosPreauthFramework.KrbFastFinished" => {
                ::synta_rt::roundtrip::<kerberos_preauth_framework::KrbFastFinished>(der)
            }
            "KerberosPreauthFramework.EncryptedChallenge" => {
                ::synta_rt::roundtrip::<
                    kerberos_preauth_framework::EncryptedChallenge,
                >(der)
            }
            "KerberosReferrals.PA-SERVER-REFERRAL-DATA" => {
                ::synta_rt::roundtrip::<kerberos_referrals::PaServerReferralData>(der)
            }
            "KerberosReferrals.ServerReferralData" => {
                ::synta_rt::roundtrip::<kerberos_referrals::ServerReferralData>(der)
            }
            "KerberosReferrals.KERB-PA-PAC-REQUEST" => {
                ::synta_rt::roundtrip::<kerberos_referrals::KerbPaPacRequest>(der)
            }
            "KerberosV5Spec2.Int32" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::Int32>(der)
            }
            "KerberosV5Spec2.UInt32" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::UInt32>(der)
            }
            "KerberosV5Spec2.Microseconds" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::Microseconds>(der)
            }
            "KerberosV5Spec2.KerberosString" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KerberosString>(der)
            }
            "KerberosV5Spec2.Realm" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::Realm>(der)
            }
            "KerberosV5Spec2.PrincipalName" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::PrincipalName>(der)
            }
            "KerberosV5Spec2.KerberosTime" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KerberosTime>(der)
            }
            "KerberosV5Spec2.HostAddress" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::HostAddress>(der)
            }
            "KerberosV5Spec2.HostAddresses" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::HostAddresses>(der)
            }
            "KerberosV5Spec2.AuthorizationData" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AuthorizationData>(der)
            }
            "KerberosV5Spec2.PA-DATA" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::PaData>(der)
            }
            "KerberosV5Spec2.KerberosFlags" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KerberosFlags>(der)
            }
            "KerberosV5Spec2.EncryptedData" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncryptedData>(der)
            }
            "KerberosV5Spec2.EncryptionKey" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncryptionKey>(der)
            }
            "KerberosV5Spec2.Checksum" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::Checksum>(der)
            }
            "KerberosV5Spec2.Ticket" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::Ticket>(der)
            }
            "KerberosV5Spec2.EncTicketPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncTicketPart>(der)
            }
            "KerberosV5Spec2.TransitedEncoding" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::TransitedEncoding>(der)
            }
            "KerberosV5Spec2.TicketFlags" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::TicketFlags>(der)
            }
            "KerberosV5Spec2.AS-REQ" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AsReq>(der)
            }
            "KerberosV5Spec2.TGS-REQ" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::TgsReq>(der)
            }
            "KerberosV5Spec2.KDC-REQ" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KdcReq>(der)
            }
            "KerberosV5Spec2.KDC-REQ-BODY" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KdcReqBody>(der)
            }
            "KerberosV5Spec2.KDCOptions" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KdcOptions>(der)
            }
            "KerberosV5Spec2.AS-REP" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AsRep>(der)
            }
            "KerberosV5Spec2.TGS-REP" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::TgsRep>(der)
            }
            "KerberosV5Spec2.KDC-REP" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KdcRep>(der)
            }
            "KerberosV5Spec2.EncASRepPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncAsRepPart>(der)
            }
            "KerberosV5Spec2.EncTGSRepPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncTgsRepPart>(der)
            }
            "KerberosV5Spec2.EncKDCRepPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncKdcRepPart>(der)
            }
            "KerberosV5Spec2.LastReq" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::LastReq>(der)
            }
            "KerberosV5Spec2.AP-REQ" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::ApReq>(der)
            }
            "KerberosV5Spec2.APOptions" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::ApOptions>(der)
            }
            "KerberosV5Spec2.Authenticator" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::Authenticator>(der)
            }
            "KerberosV5Spec2.AP-REP" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::ApRep>(der)
            }
            "KerberosV5Spec2.EncAPRepPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncApRepPart>(der)
            }
            "KerberosV5Spec2.KRB-SAFE" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KrbSafe>(der)
            }
            "KerberosV5Spec2.KRB-SAFE-BODY" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KrbSafeBody>(der)
            }
            "KerberosV5Spec2.KRB-PRIV" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KrbPriv>(der)
            }
            "KerberosV5Spec2.EncKrbPrivPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncKrbPrivPart>(der)
            }
            "KerberosV5Spec2.KRB-CRED" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KrbCred>(der)
            }
            "KerberosV5Spec2.EncKrbCredPart" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EncKrbCredPart>(der)
            }
            "KerberosV5Spec2.KrbCredInfo" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KrbCredInfo>(der)
            }
            "KerberosV5Spec2.KRB-ERROR" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::KrbError>(der)
            }
            "KerberosV5Spec2.METHOD-DATA" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::MethodData>(der)
            }
            "KerberosV5Spec2.TYPED-DATA" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::TypedData>(der)
            }
            "KerberosV5Spec2.PA-ENC-TIMESTAMP" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::PaEncTimestamp>(der)
            }
            "KerberosV5Spec2.PA-ENC-TS-ENC" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::PaEncTsEnc>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO-ENTRY" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EtypeInfoEntry>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EtypeInfo>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO2-ENTRY" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EtypeInfo2Entry>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO2" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::EtypeInfo2>(der)
            }
            "KerberosV5Spec2.AD-IF-RELEVANT" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AdIfRelevant>(der)
            }
            "KerberosV5Spec2.AD-KDCIssued" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AdKdcIssued>(der)
            }
            "KerberosV5Spec2.AD-AND-OR" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AdAndOr>(der)
            }
            "KerberosV5Spec2.AD-MANDATORY-FOR-KDC" => {
                ::synta_rt::roundtrip::<kerberos_v5_spec2::AdMandatoryForKdc>(der)
            }
            "SPNEGOASNOneSpec.MechType" => {
                ::synta_rt::roundtrip::<spnegoasn_one_spec::MechType>(der)
            }
            "SPNEGOASNOneSpec.NegotiationToken" => {
                ::synta_rt::roundtrip::<spnegoasn_one_spec::NegotiationToken>(der)
            }
            "SPNEGOASNOneSpec.MechTypeList" => {
                ::synta_rt::roundtrip::<spnegoasn_one_spec::MechTypeList>(der)
            }
            "SPNEGOASNOneSpec.NegTokenInit" => {
                ::synta_rt::roundtrip::<spnegoasn_one_spec::NegTokenInit>(der)
            }
            "SPNEGOASNOneSpec.NegTokenResp" => {
                ::synta_rt::roundtrip::<spnegoasn_one_spec::NegTokenResp>(der)
            }
            "SPNEGOASNOneSpec.ContextFlags" => {
                ::synta_rt::roundtrip::<spnegoasn_one_spec::ContextFlags>(der)
            }
            "MerkleTreeCertificates.TrustAnchorID" => {
                ::synta_rt::roundtrip::<merkle_tree_certificates::TrustAnchorId>(der)
            }
            "MerkleTreeCertificates.TBSCertificateLogEntry" => {
                ::synta_rt::roundtrip::<
                    merkle_tree_certificates::TbsCertificateLogEntry,
                >(der)
            }
            "MerkleTreeCertificates.MTCCertificationAuthority" => {
                ::synta_rt::roundtrip::<
                    merkle_tree_certificates::MtcCertificationAuthority,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.AsymmetricKeyPackage" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::AsymmetricKeyPackage,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.OneAsymmetricKey" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::OneAsymmetricKey,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.PrivateKeyInfo" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::PrivateKeyInfo,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.Version" => {
                ::synta_rt::roundtrip::<asymmetric_key_package_module_v1::Version>(der)
            }
            "AsymmetricKeyPackageModuleV1.PrivateKeyAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::PrivateKeyAlgorithmIdentifier,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.PrivateKey" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::PrivateKey,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.PublicKey" => {
                ::synta_rt::roundtrip::<asymmetric_key_package_module_v1::PublicKey>(der)
            }
            "AsymmetricKeyPackageModuleV1.Attributes" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::Attributes,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.EncryptedPrivateKeyInfo" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::EncryptedPrivateKeyInfo,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.EncryptionAlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::EncryptionAlgorithmIdentifier,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.EncryptedData" => {
                ::synta_rt::roundtrip::<
                    asymmetric_key_package_module_v1::EncryptedData,
                >(der)
            }
            "PKCS-1.EncodingParameters" => {
                ::synta_rt::roundtrip::<pkcs_1::EncodingParameters>(der)
            }
            "PKCS-1.HashAlgorithm" => ::synta_rt::roundtrip::<pkcs_1::HashAlgorithm>(der),
            "PKCS-1.MaskGenAlgorithm" => {
                ::synta_rt::roundtrip::<pkcs_1::MaskGenAlgorithm>(der)
            }
            "PKCS-1.PSourceAlgorithm" => {
                ::synta_rt::roundtrip::<pkcs_1::PSourceAlgorithm>(der)
            }
            "PKCS-1.RSAPublicKey" => ::synta_rt::roundtrip::<pkcs_1::RsaPublicKey>(der),
            "PKCS-1.RSAPrivateKey" => ::synta_rt::roundtrip::<pkcs_1::RsaPrivateKey>(der),
            "PKCS-1.Version" => ::synta_rt::roundtrip::<pkcs_1::Version>(der),
            "PKCS-1.OtherPrimeInfos" => {
                ::synta_rt::roundtrip::<pkcs_1::OtherPrimeInfos>(der)
            }
            "PKCS-1.OtherPrimeInfo" => {
                ::synta_rt::roundtrip::<pkcs_1::OtherPrimeInfo>(der)
            }
            "PKCS-1.RSAES-OAEP-params" => {
                ::synta_rt::roundtrip::<pkcs_1::RsaesOaepParams>(der)
            }
            "PKCS-1.RSAES-AlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<pkcs_1::RsaesAlgorithmIdentifier>(der)
            }
            "PKCS-1.RSASSA-PSS-params" => {
                ::synta_rt::roundtrip::<pkcs_1::RsassaPssParams>(der)
            }
            "PKCS-1.RSASSA-AlgorithmIdentifier" => {
                ::synta_rt::roundtrip::<pkcs_1::RsassaAlgorithmIdentifier>(der)
            }
            "PKCS-1.TrailerField" => ::synta_rt::roundtrip::<pkcs_1::TrailerField>(der),
            "PKCS-1.DigestInfo" => ::synta_rt::roundtrip::<pkcs_1::DigestInfo>(der),
            "PKCS-1.DigestAlgorithm" => {
                ::synta_rt::roundtrip::<pkcs_1::DigestAlgorithm>(der)
            }
            "PKCS-10.CertificationRequestInfo" => {
                ::synta_rt::roundtrip::<pkcs_10::CertificationRequestInfo>(der)
            }
            "PKCS-10.Attributes" => ::synta_rt::roundtrip::<pkcs_10::Attributes>(der),
            "PKCS-10.CertificationRequest" => {
                ::synta_rt::roundtrip::<pkcs_10::CertificationRequest>(der)
            }
            "PKCS-12.PFX" => ::synta_rt::roundtrip::<pkcs_12::Pfx>(der),
            "PKCS-12.MacData" => ::synta_rt::roundtrip::<pkcs_12::MacData>(der),
            "PKCS-12.AuthenticatedSafe" => {
                ::synta_rt::roundtrip::<pkcs_12::AuthenticatedSafe>(der)
            }
            "PKCS-12.SafeContents" => ::synta_rt::roundtrip::<pkcs_12::SafeContents>(der),
            "PKCS-12.SafeBag" => ::synta_rt::roundtrip::<pkcs_12::SafeBag>(der),
            "PKCS-12.KeyBag" => ::synta_rt::roundtrip::<pkcs_12::KeyBag>(der),
            "PKCS-12.PKCS8ShroudedKeyBag" => {
                ::synta_rt::roundtrip::<pkcs_12::Pkcs8ShroudedKeyBag>(der)
            }
            "PKCS-12.CertBag" => ::synta_rt::roundtrip::<pkcs_12::CertBag>(der),
            "PKCS-12.CRLBag" => ::synta_rt::roundtrip::<pkcs_12::CrlBag>(der),
            "PKCS-12.SecretBag" => ::synta_rt::roundtrip::<pkcs_12::SecretBag>(der),
            "PKCS-12.PKCS12Attribute" => {
                ::synta_rt::roundtrip::<pkcs_12::Pkcs12Attribute>(der)
            }
            "PKCS-12.PKCS12PbeParams" => {
                ::synta_rt::roundtrip::<pkcs_12::Pkcs12PbeParams>(der)
            }
            "PKCS-9.PKCS9String" => ::synta_rt::roundtrip::<pkcs_9::Pkcs9String>(der),
            "PKCS-9.DirectoryString255" => {
                ::synta_rt::roundtrip::<pkcs_9::DirectoryString255>(der)
            }
            "PKCS-9.EmailAddress" => ::synta_rt::roundtrip::<pkcs_9::EmailAddress>(der),
            "PKCS-9.UnstructuredName" => {
                ::synta_rt::roundtrip::<pkcs_9::UnstructuredName>(der)
            }
            "PKCS-9.UnstructuredAddress" => {
                ::synta_rt::roundtrip::<pkcs_9::UnstructuredAddress>(der)
            }
            "PKCS-9.ChallengePassword" => {
                ::synta_rt::roundtrip::<pkcs_9::ChallengePassword>(der)
            }
            "PKCS-9.SigningDescription" => {
                ::synta_rt::roundtrip::<pkcs_9::SigningDescription>(der)
            }
            "PKCS-9.ContentType" => ::synta_rt::roundtrip::<pkcs_9::ContentType>(der),
            "PKCS-9.MessageDigest" => ::synta_rt::roundtrip::<pkcs_9::MessageDigest>(der),
            "PKCS-9.SigningTime" => ::synta_rt::roundtrip::<pkcs_9::SigningTime>(der),
            "PKCS-9.ExtensionRequest" => {
                ::synta_rt::roundtrip::<pkcs_9::ExtensionRequest>(der)
            }
            "PKCS-9.SMIMECapabilities" => {
                ::synta_rt::roundtrip::<pkcs_9::SmimeCapabilities>(der)
            }
            "PKCS-9.SMIMECapability" => {
                ::synta_rt::roundtrip::<pkcs_9::SmimeCapability>(der)
            }
            "PKCS-9.FriendlyName" => ::synta_rt::roundtrip::<pkcs_9::FriendlyName>(der),
            "PKCS-9.LocalKeyId" => ::synta_rt::roundtrip::<pkcs_9::LocalKeyId>(der),
            "OCSP-2013-88.OCSPRequest" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::OcspRequest>(der)
            }
            "OCSP-2013-88.TBSRequest" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::TbsRequest>(der)
            }
            "OCSP-2013-88.Signature" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::Signature>(der)
            }
            "OCSP-2013-88.Version" => ::synta_rt::roundtrip::<ocsp_2013_88::Version>(der),
            "OCSP-2013-88.Request" => ::synta_rt::roundtrip::<ocsp_2013_88::Request>(der),
            "OCSP-2013-88.CertID" => ::synta_rt::roundtrip::<ocsp_2013_88::CertId>(der),
            "OCSP-2013-88.OCSPResponse" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::OcspResponse>(der)
            }
            "OCSP-2013-88.OCSPResponseStatus" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::OcspResponseStatus>(der)
            }
            "OCSP-2013-88.ResponseBytes" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::ResponseBytes>(der)
            }
            "OCSP-2013-88.BasicOCSPResponse" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::BasicOcspResponse>(der)
            }
            "OCSP-2013-88.ResponseData" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::ResponseData>(der)
            }
            "OCSP-2013-88.ResponderID" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::ResponderId>(der)
            }
            "OCSP-2013-88.KeyHash" => ::synta_rt::roundtrip::<ocsp_2013_88::KeyHash>(der),
            "OCSP-2013-88.SingleResponse" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::SingleResponse>(der)
            }
            "OCSP-2013-88.CertStatus" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::CertStatus>(der)
            }
            "OCSP-2013-88.RevokedInfo" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::RevokedInfo>(der)
            }
            "OCSP-2013-88.UnknownInfo" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::UnknownInfo>(der)
            }
            "OCSP-2013-88.ArchiveCutoff" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::ArchiveCutoff>(der)
            }
            "OCSP-2013-88.AcceptableResponses" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::AcceptableResponses>(der)
            }
            "OCSP-2013-88.ServiceLocator" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::ServiceLocator>(der)
            }
            "OCSP-2013-88.CrlID" => ::synta_rt::roundtrip::<ocsp_2013_88::CrlId>(der),
            "OCSP-2013-88.PreferredSignatureAlgorithms" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::PreferredSignatureAlgorithms>(der)
            }
            "OCSP-2013-88.PreferredSignatureAlgorithm" => {
                ::synta_rt::roundtrip::<ocsp_2013_88::PreferredSignatureAlgorithm>(der)
            }
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
            "PKIX1Implicit88.AuthorityKeyIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::AuthorityKeyIdentifier>(der)
            }
            "PKIX1Implicit88.KeyIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::KeyIdentifier>(der)
            }
            "PKIX1Implicit88.SubjectKeyIdentifier" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::SubjectKeyIdentifier>(der)
            }
            "PKIX1Implicit88.KeyUsage" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::KeyUsage>(der)
            }
            "PKIX1Implicit88.PrivateKeyUsagePeriod" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::PrivateKeyUsagePeriod>(der)
            }
            "PKIX1Implicit88.CertificatePolicies" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CertificatePolicies>(der)
            }
            "PKIX1Implicit88.PolicyInformation" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::PolicyInformation>(der)
            }
            "PKIX1Implicit88.CertPolicyId" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CertPolicyId>(der)
            }
            "PKIX1Implicit88.PolicyQualifierInfo" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::PolicyQualifierInfo>(der)
            }
            "PKIX1Implicit88.PolicyQualifierId" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::PolicyQualifierId>(der)
            }
            "PKIX1Implicit88.CPSuri" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CpSuri>(der)
            }
            "PKIX1Implicit88.UserNotice" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::UserNotice>(der)
            }
            "PKIX1Implicit88.NoticeReference" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::NoticeReference>(der)
            }
            "PKIX1Implicit88.DisplayText" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::DisplayText>(der)
            }
            "PKIX1Implicit88.PolicyMappings" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::PolicyMappings>(der)
            }
            "PKIX1Implicit88.SubjectAltName" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::SubjectAltName>(der)
            }
            "PKIX1Implicit88.GeneralNames" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::GeneralNames>(der)
            }
            "PKIX1Implicit88.GeneralName" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::GeneralName>(der)
            }
            "PKIX1Implicit88.AnotherName" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::AnotherName>(der)
            }
            "PKIX1Implicit88.EDIPartyName" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::EdiPartyName>(der)
            }
            "PKIX1Implicit88.IssuerAltName" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::IssuerAltName>(der)
            }
            "PKIX1Implicit88.SubjectDirectoryAttributes" => {
                ::synta_rt::roundtrip::<
                    pkix1_implicit88::SubjectDirectoryAttributes,
                >(der)
            }
            "PKIX1Implicit88.BasicConstraints" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::BasicConstraints>(der)
            }
            "PKIX1Implicit88.NameConstraints" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::NameConstraints>(der)
            }
            "PKIX1Implicit88.GeneralSubtrees" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::GeneralSubtrees>(der)
            }
            "PKIX1Implicit88.GeneralSubtree" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::GeneralSubtree>(der)
            }
            "PKIX1Implicit88.BaseDistance" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::BaseDistance>(der)
            }
            "PKIX1Implicit88.PolicyConstraints" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::PolicyConstraints>(der)
            }
            "PKIX1Implicit88.SkipCerts" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::SkipCerts>(der)
            }
            "PKIX1Implicit88.CRLDistributionPoints" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CrlDistributionPoints>(der)
            }
            "PKIX1Implicit88.DistributionPoint" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::DistributionPoint>(der)
            }
            "PKIX1Implicit88.DistributionPointName" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::DistributionPointName>(der)
            }
            "PKIX1Implicit88.ReasonFlags" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::ReasonFlags>(der)
            }
            "PKIX1Implicit88.ExtKeyUsageSyntax" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::ExtKeyUsageSyntax>(der)
            }
            "PKIX1Implicit88.KeyPurposeId" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::KeyPurposeId>(der)
            }
            "PKIX1Implicit88.InhibitAnyPolicy" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::InhibitAnyPolicy>(der)
            }
            "PKIX1Implicit88.FreshestCRL" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::FreshestCrl>(der)
            }
            "PKIX1Implicit88.AuthorityInfoAccessSyntax" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::AuthorityInfoAccessSyntax>(der)
            }
            "PKIX1Implicit88.AccessDescription" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::AccessDescription>(der)
            }
            "PKIX1Implicit88.SubjectInfoAccessSyntax" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::SubjectInfoAccessSyntax>(der)
            }
            "PKIX1Implicit88.CRLNumber" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CrlNumber>(der)
            }
            "PKIX1Implicit88.IssuingDistributionPoint" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::IssuingDistributionPoint>(der)
            }
            "PKIX1Implicit88.BaseCRLNumber" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::BaseCrlNumber>(der)
            }
            "PKIX1Implicit88.CRLReason" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CrlReason>(der)
            }
            "PKIX1Implicit88.CertificateIssuer" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::CertificateIssuer>(der)
            }
            "PKIX1Implicit88.HoldInstructionCode" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::HoldInstructionCode>(der)
            }
            "PKIX1Implicit88.InvalidityDate" => {
                ::synta_rt::roundtrip::<pkix1_implicit88::InvalidityDate>(der)
            }
            "PKIXAttributeCertificate.AttributeCertificate" => {
                ::synta_rt::roundtrip::<
                    pkix_attribute_certificate::AttributeCertificate,
                >(der)
            }
            "PKIXAttributeCertificate.AttributeCertificateInfo" => {
                ::synta_rt::roundtrip::<
                    pkix_attribute_certificate::AttributeCertificateInfo,
                >(der)
            }
            "PKIXAttributeCertificate.AttCertVersion" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::AttCertVersion>(der)
            }
            "PKIXAttributeCertificate.Holder" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::Holder>(der)
            }
            "PKIXAttributeCertificate.ObjectDigestInfo" => {
                ::synta_rt::roundtrip::<
                    pkix_attribute_certificate::ObjectDigestInfo,
                >(der)
            }
            "PKIXAttributeCertificate.AttCertIssuer" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::AttCertIssuer>(der)
            }
            "PKIXAttributeCertificate.V2Form" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::V2Form>(der)
            }
            "PKIXAttributeCertificate.IssuerSerial" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::IssuerSerial>(der)
            }
            "PKIXAttributeCertificate.AttCertValidityPeriod" => {
                ::synta_rt::roundtrip::<
                    pkix_attribute_certificate::AttCertValidityPeriod,
                >(der)
            }
            "PKIXAttributeCertificate.Targets" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::Targets>(der)
            }
            "PKIXAttributeCertificate.Target" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::Target>(der)
            }
            "PKIXAttributeCertificate.TargetCert" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::TargetCert>(der)
            }
            "PKIXAttributeCertificate.IetfAttrSyntax" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::IetfAttrSyntax>(der)
            }
            "PKIXAttributeCertificate.SvceAuthInfo" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::SvceAuthInfo>(der)
            }
            "PKIXAttributeCertificate.RoleSyntax" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::RoleSyntax>(der)
            }
            "PKIXAttributeCertificate.Clearance" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::Clearance>(der)
            }
            "PKIXAttributeCertificate.ClassList" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::ClassList>(der)
            }
            "PKIXAttributeCertificate.SecurityCategory" => {
                ::synta_rt::roundtrip::<
                    pkix_attribute_certificate::SecurityCategory,
                >(der)
            }
            "PKIXAttributeCertificate.AAControls" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::AaControls>(der)
            }
            "PKIXAttributeCertificate.AttrSpec" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::AttrSpec>(der)
            }
            "PKIXAttributeCertificate.ACClearAttrs" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::AcClearAttrs>(der)
            }
            "PKIXAttributeCertificate.ProxyInfo" => {
                ::synta_rt::roundtrip::<pkix_attribute_certificate::ProxyInfo>(der)
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
            "AttributeCertificateVersion1.AttributeCertificateV1" => {
                ::synta_rt::der_to_jer::<
                    attribute_certificate_version1::AttributeCertificateV1,
                >(der)
            }
            "AttributeCertificateVersion1.AttributeCertificateInfoV1" => {
                ::synta_rt::der_to_jer::<
                    attribute_certificate_version1::AttributeCertificateInfoV1,
                >(der)
            }
            "AttributeCertificateVersion1.AttCertVersionV1" => {
                ::synta_rt::der_to_jer::<
                    attribute_certificate_version1::AttCertVersionV1,
                >(der)
            }
            "CryptographicMessageSyntax2004.ContentInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::ContentInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.ContentType" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::ContentType,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignedData" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.DigestAlgorithmIdentifiers" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::DigestAlgorithmIdentifiers,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignerInfos" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignerInfos,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncapsulatedContentInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::EncapsulatedContentInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignerInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignerInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignerIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignerIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignedAttributes" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignedAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.UnsignedAttributes" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::UnsignedAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.Attribute" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::Attribute,
                >(der)
            }
            "CryptographicMessageSyntax2004.AttributeValue" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::AttributeValue,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignatureValue" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignatureValue,
                >(der)
            }
            "CryptographicMessageSyntax2004.EnvelopedData" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::EnvelopedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.OriginatorInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OriginatorInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientInfos" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RecipientInfos,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncryptedContentInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::EncryptedContentInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncryptedContent" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::EncryptedContent,
                >(der)
            }
            "CryptographicMessageSyntax2004.UnprotectedAttributes" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::UnprotectedAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.EncryptedKey" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::EncryptedKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyTransRecipientInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KeyTransRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RecipientIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyAgreeRecipientInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KeyAgreeRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.OriginatorIdentifierOrKey" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OriginatorIdentifierOrKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.OriginatorPublicKey" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OriginatorPublicKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientEncryptedKeys" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RecipientEncryptedKeys,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientEncryptedKey" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RecipientEncryptedKey,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyAgreeRecipientIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KeyAgreeRecipientIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.RecipientKeyIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RecipientKeyIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.SubjectKeyIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SubjectKeyIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.KEKRecipientInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KekRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.KEKIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KekIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.PasswordRecipientInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::PasswordRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherRecipientInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OtherRecipientInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.DigestedData" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::DigestedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.Digest" => {
                ::synta_rt::der_to_jer::<cryptographic_message_syntax2004::Digest>(der)
            }
            "CryptographicMessageSyntax2004.EncryptedData" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::EncryptedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.AuthenticatedData" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::AuthenticatedData,
                >(der)
            }
            "CryptographicMessageSyntax2004.AuthAttributes" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::AuthAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.UnauthAttributes" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::UnauthAttributes,
                >(der)
            }
            "CryptographicMessageSyntax2004.MessageAuthenticationCode" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::MessageAuthenticationCode,
                >(der)
            }
            "CryptographicMessageSyntax2004.DigestAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::DigestAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.SignatureAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SignatureAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyEncryptionAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KeyEncryptionAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.ContentEncryptionAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::ContentEncryptionAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.MessageAuthenticationCodeAlgorithm" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::MessageAuthenticationCodeAlgorithm,
                >(der)
            }
            "CryptographicMessageSyntax2004.KeyDerivationAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::KeyDerivationAlgorithmIdentifier,
                >(der)
            }
            "CryptographicMessageSyntax2004.RevocationInfoChoices" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RevocationInfoChoices,
                >(der)
            }
            "CryptographicMessageSyntax2004.RevocationInfoChoice" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::RevocationInfoChoice,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherRevocationInfoFormat" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OtherRevocationInfoFormat,
                >(der)
            }
            "CryptographicMessageSyntax2004.CertificateChoices" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::CertificateChoices,
                >(der)
            }
            "CryptographicMessageSyntax2004.AttributeCertificateV2" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::AttributeCertificateV2,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherCertificateFormat" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OtherCertificateFormat,
                >(der)
            }
            "CryptographicMessageSyntax2004.CertificateSet" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::CertificateSet,
                >(der)
            }
            "CryptographicMessageSyntax2004.IssuerAndSerialNumber" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::IssuerAndSerialNumber,
                >(der)
            }
            "CryptographicMessageSyntax2004.CMSVersion" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::CmsVersion,
                >(der)
            }
            "CryptographicMessageSyntax2004.UserKeyingMaterial" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::UserKeyingMaterial,
                >(der)
            }
            "CryptographicMessageSyntax2004.OtherKeyAttribute" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::OtherKeyAttribute,
                >(der)
            }
            "CryptographicMessageSyntax2004.MessageDigest" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::MessageDigest,
                >(der)
            }
            "CryptographicMessageSyntax2004.SigningTime" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::SigningTime,
                >(der)
            }
            "CryptographicMessageSyntax2004.Time" => {
                ::synta_rt::der_to_jer::<cryptographic_message_syntax2004::Time>(der)
            }
            "CryptographicMessageSyntax2004.Countersignature" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::Countersignature,
                >(der)
            }
            "CryptographicMessageSyntax2004.ExtendedCertificateOrCertificate" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::ExtendedCertificateOrCertificate,
                >(der)
            }
            "CryptographicMessageSyntax2004.ExtendedCertificate" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::ExtendedCertificate,
                >(der)
            }
            "CryptographicMessageSyntax2004.ExtendedCertificateInfo" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::ExtendedCertificateInfo,
                >(der)
            }
            "CryptographicMessageSyntax2004.Signature" => {
                ::synta_rt::der_to_jer::<
                    cryptographic_message_syntax2004::Signature,
                >(der)
            }
            "GSSAPI-Framing.MechType" => {
                ::synta_rt::der_to_jer::<gssapi_framing::MechType>(der)
            }
            "GSSAPI-Framing.InitialContextToken" => {
                ::synta_rt::der_to_jer::<gssapi_framing::InitialContextToken>(der)
            }
            "KerberosPreauthFramework.PA-AUTHENTICATION-SET" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::PaAuthenticationSet,
                >(der)
            }
            "KerberosPreauthFramework.PA-AUTHENTICATION-SET-ELEM" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::PaAuthenticationSetElem,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastArmor" => {
                ::synta_rt::der_to_jer::<kerberos_preauth_framework::KrbFastArmor>(der)
            }
            "KerberosPreauthFramework.PA-FX-FAST-REQUEST" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::PaFxFastRequest,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastArmoredReq" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::KrbFastArmoredReq,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastReq" => {
                ::synta_rt::der_to_jer::<kerberos_preauth_framework::KrbFastReq>(der)
            }
            "KerberosPreauthFramework.FastOptions" => {
                ::synta_rt::der_to_jer::<kerberos_preauth_framework::FastOptions>(der)
            }
            "KerberosPreauthFramework.PA-FX-FAST-REPLY" => {
                ::synta_rt::der_to_jer::<kerberos_preauth_framework::PaFxFastReply>(der)
            }
            "KerberosPreauthFramework.KrbFastArmoredRep" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::KrbFastArmoredRep,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastResponse" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::KrbFastResponse,
                >(der)
            }
            "KerberosPreauthFramework.KrbFastFinished" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::KrbFastFinished,
                >(der)
            }
            "KerberosPreauthFramework.EncryptedChallenge" => {
                ::synta_rt::der_to_jer::<
                    kerberos_preauth_framework::EncryptedChallenge,
                >(der)
            }
            "KerberosReferrals.PA-SERVER-REFERRAL-DATA" => {
                ::synta_rt::der_to_jer::<kerberos_referrals::PaServerReferralData>(der)
            }
            "KerberosReferrals.ServerReferralData" => {
                ::synta_rt::der_to_jer::<kerberos_referrals::ServerReferralData>(der)
            }
            "KerberosReferrals.KERB-PA-PAC-REQUEST" => {
                ::synta_rt::der_to_jer::<kerberos_referrals::KerbPaPacRequest>(der)
            }
            "KerberosV5Spec2.Int32" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::Int32>(der)
            }
            "KerberosV5Spec2.UInt32" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::UInt32>(der)
            }
            "KerberosV5Spec2.Microseconds" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::Microseconds>(der)
            }
            "KerberosV5Spec2.KerberosString" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KerberosString>(der)
            }
            "KerberosV5Spec2.Realm" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::Realm>(der)
            }
            "KerberosV5Spec2.PrincipalName" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::PrincipalName>(der)
            }
            "KerberosV5Spec2.KerberosTime" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KerberosTime>(der)
            }
            "KerberosV5Spec2.HostAddress" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::HostAddress>(der)
            }
            "KerberosV5Spec2.HostAddresses" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::HostAddresses>(der)
            }
            "KerberosV5Spec2.AuthorizationData" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AuthorizationData>(der)
            }
            "KerberosV5Spec2.PA-DATA" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::PaData>(der)
            }
            "KerberosV5Spec2.KerberosFlags" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KerberosFlags>(der)
            }
            "KerberosV5Spec2.EncryptedData" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncryptedData>(der)
            }
            "KerberosV5Spec2.EncryptionKey" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncryptionKey>(der)
            }
            "KerberosV5Spec2.Checksum" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::Checksum>(der)
            }
            "KerberosV5Spec2.Ticket" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::Ticket>(der)
            }
            "KerberosV5Spec2.EncTicketPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncTicketPart>(der)
            }
            "KerberosV5Spec2.TransitedEncoding" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::TransitedEncoding>(der)
            }
            "KerberosV5Spec2.TicketFlags" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::TicketFlags>(der)
            }
            "KerberosV5Spec2.AS-REQ" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AsReq>(der)
            }
            "KerberosV5Spec2.TGS-REQ" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::TgsReq>(der)
            }
            "KerberosV5Spec2.KDC-REQ" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KdcReq>(der)
            }
            "KerberosV5Spec2.KDC-REQ-BODY" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KdcReqBody>(der)
            }
            "KerberosV5Spec2.KDCOptions" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KdcOptions>(der)
            }
            "KerberosV5Spec2.AS-REP" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AsRep>(der)
            }
            "KerberosV5Spec2.TGS-REP" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::TgsRep>(der)
            }
            "KerberosV5Spec2.KDC-REP" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KdcRep>(der)
            }
            "KerberosV5Spec2.EncASRepPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncAsRepPart>(der)
            }
            "KerberosV5Spec2.EncTGSRepPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncTgsRepPart>(der)
            }
            "KerberosV5Spec2.EncKDCRepPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncKdcRepPart>(der)
            }
            "KerberosV5Spec2.LastReq" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::LastReq>(der)
            }
            "KerberosV5Spec2.AP-REQ" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::ApReq>(der)
            }
            "KerberosV5Spec2.APOptions" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::ApOptions>(der)
            }
            "KerberosV5Spec2.Authenticator" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::Authenticator>(der)
            }
            "KerberosV5Spec2.AP-REP" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::ApRep>(der)
            }
            "KerberosV5Spec2.EncAPRepPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncApRepPart>(der)
            }
            "KerberosV5Spec2.KRB-SAFE" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KrbSafe>(der)
            }
            "KerberosV5Spec2.KRB-SAFE-BODY" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KrbSafeBody>(der)
            }
            "KerberosV5Spec2.KRB-PRIV" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KrbPriv>(der)
            }
            "KerberosV5Spec2.EncKrbPrivPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncKrbPrivPart>(der)
            }
            "KerberosV5Spec2.KRB-CRED" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KrbCred>(der)
            }
            "KerberosV5Spec2.EncKrbCredPart" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EncKrbCredPart>(der)
            }
            "KerberosV5Spec2.KrbCredInfo" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KrbCredInfo>(der)
            }
            "KerberosV5Spec2.KRB-ERROR" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::KrbError>(der)
            }
            "KerberosV5Spec2.METHOD-DATA" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::MethodData>(der)
            }
            "KerberosV5Spec2.TYPED-DATA" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::TypedData>(der)
            }
            "KerberosV5Spec2.PA-ENC-TIMESTAMP" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::PaEncTimestamp>(der)
            }
            "KerberosV5Spec2.PA-ENC-TS-ENC" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::PaEncTsEnc>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO-ENTRY" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EtypeInfoEntry>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EtypeInfo>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO2-ENTRY" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EtypeInfo2Entry>(der)
            }
            "KerberosV5Spec2.ETYPE-INFO2" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::EtypeInfo2>(der)
            }
            "KerberosV5Spec2.AD-IF-RELEVANT" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AdIfRelevant>(der)
            }
            "KerberosV5Spec2.AD-KDCIssued" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AdKdcIssued>(der)
            }
            "KerberosV5Spec2.AD-AND-OR" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AdAndOr>(der)
            }
            "KerberosV5Spec2.AD-MANDATORY-FOR-KDC" => {
                ::synta_rt::der_to_jer::<kerberos_v5_spec2::AdMandatoryForKdc>(der)
            }
            "SPNEGOASNOneSpec.MechType" => {
                ::synta_rt::der_to_jer::<spnegoasn_one_spec::MechType>(der)
            }
            "SPNEGOASNOneSpec.NegotiationToken" => {
                ::synta_rt::der_to_jer::<spnegoasn_one_spec::NegotiationToken>(der)
            }
            "SPNEGOASNOneSpec.MechTypeList" => {
                ::synta_rt::der_to_jer::<spnegoasn_one_spec::MechTypeList>(der)
            }
            "SPNEGOASNOneSpec.NegTokenInit" => {
                ::synta_rt::der_to_jer::<spnegoasn_one_spec::NegTokenInit>(der)
            }
            "SPNEGOASNOneSpec.NegTokenResp" => {
                ::synta_rt::der_to_jer::<spnegoasn_one_spec::NegTokenResp>(der)
            }
            "SPNEGOASNOneSpec.ContextFlags" => {
                ::synta_rt::der_to_jer::<spnegoasn_one_spec::ContextFlags>(der)
            }
            "MerkleTreeCertificates.TrustAnchorID" => {
                ::synta_rt::der_to_jer::<merkle_tree_certificates::TrustAnchorId>(der)
            }
            "MerkleTreeCertificates.TBSCertificateLogEntry" => {
                ::synta_rt::der_to_jer::<
                    merkle_tree_certificates::TbsCertificateLogEntry,
                >(der)
            }
            "MerkleTreeCertificates.MTCCertificationAuthority" => {
                ::synta_rt::der_to_jer::<
                    merkle_tree_certificates::MtcCertificationAuthority,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.AsymmetricKeyPackage" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::AsymmetricKeyPackage,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.OneAsymmetricKey" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::OneAsymmetricKey,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.PrivateKeyInfo" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::PrivateKeyInfo,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.Version" => {
                ::synta_rt::der_to_jer::<asymmetric_key_package_module_v1::Version>(der)
            }
            "AsymmetricKeyPackageModuleV1.PrivateKeyAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::PrivateKeyAlgorithmIdentifier,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.PrivateKey" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::PrivateKey,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.PublicKey" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::PublicKey,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.Attributes" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::Attributes,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.EncryptedPrivateKeyInfo" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::EncryptedPrivateKeyInfo,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.EncryptionAlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::EncryptionAlgorithmIdentifier,
                >(der)
            }
            "AsymmetricKeyPackageModuleV1.EncryptedData" => {
                ::synta_rt::der_to_jer::<
                    asymmetric_key_package_module_v1::EncryptedData,
                >(der)
            }
            "PKCS-1.EncodingParameters" => {
                ::synta_rt::der_to_jer::<pkcs_1::EncodingParameters>(der)
            }
            "PKCS-1.HashAlgorithm" => {
                ::synta_rt::der_to_jer::<pkcs_1::HashAlgorithm>(der)
            }
            "PKCS-1.MaskGenAlgorithm" => {
                ::synta_rt::der_to_jer::<pkcs_1::MaskGenAlgorithm>(der)
            }
            "PKCS-1.PSourceAlgorithm" => {
                ::synta_rt::der_to_jer::<pkcs_1::PSourceAlgorithm>(der)
            }
            "PKCS-1.RSAPublicKey" => ::synta_rt::der_to_jer::<pkcs_1::RsaPublicKey>(der),
            "PKCS-1.RSAPrivateKey" => {
                ::synta_rt::der_to_jer::<pkcs_1::RsaPrivateKey>(der)
            }
            "PKCS-1.Version" => ::synta_rt::der_to_jer::<pkcs_1::Version>(der),
            "PKCS-1.OtherPrimeInfos" => {
                ::synta_rt::der_to_jer::<pkcs_1::OtherPrimeInfos>(der)
            }
            "PKCS-1.OtherPrimeInfo" => {
                ::synta_rt::der_to_jer::<pkcs_1::OtherPrimeInfo>(der)
            }
            "PKCS-1.RSAES-OAEP-params" => {
                ::synta_rt::der_to_jer::<pkcs_1::RsaesOaepParams>(der)
            }
            "PKCS-1.RSAES-AlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<pkcs_1::RsaesAlgorithmIdentifier>(der)
            }
            "PKCS-1.RSASSA-PSS-params" => {
                ::synta_rt::der_to_jer::<pkcs_1::RsassaPssParams>(der)
            }
            "PKCS-1.RSASSA-AlgorithmIdentifier" => {
                ::synta_rt::der_to_jer::<pkcs_1::RsassaAlgorithmIdentifier>(der)
            }
            "PKCS-1.TrailerField" => ::synta_rt::der_to_jer::<pkcs_1::TrailerField>(der),
            "PKCS-1.DigestInfo" => ::synta_rt::der_to_jer::<pkcs_1::DigestInfo>(der),
            "PKCS-1.DigestAlgorithm" => {
                ::synta_rt::der_to_jer::<pkcs_1::DigestAlgorithm>(der)
            }
            "PKCS-10.CertificationRequestInfo" => {
                ::synta_rt::der_to_jer::<pkcs_10::CertificationRequestInfo>(der)
            }
            "PKCS-10.Attributes" => ::synta_rt::der_to_jer::<pkcs_10::Attributes>(der),
            "PKCS-10.CertificationRequest" => {
                ::synta_rt::der_to_jer::<pkcs_10::CertificationRequest>(der)
            }
            "PKCS-12.PFX" => ::synta_rt::der_to_jer::<pkcs_12::Pfx>(der),
            "PKCS-12.MacData" => ::synta_rt::der_to_jer::<pkcs_12::MacData>(der),
            "PKCS-12.AuthenticatedSafe" => {
                ::synta_rt::der_to_jer::<pkcs_12::AuthenticatedSafe>(der)
            }
            "PKCS-12.SafeContents" => {
                ::synta_rt::der_to_jer::<pkcs_12::SafeContents>(der)
            }
            "PKCS-12.SafeBag" => ::synta_rt::der_to_jer::<pkcs_12::SafeBag>(der),
            "PKCS-12.KeyBag" => ::synta_rt::der_to_jer::<pkcs_12::KeyBag>(der),
            "PKCS-12.PKCS8ShroudedKeyBag" => {
                ::synta_rt::der_to_jer::<pkcs_12::Pkcs8ShroudedKeyBag>(der)
            }
            "PKCS-12.CertBag" => ::synta_rt::der_to_jer::<pkcs_12::CertBag>(der),
            "PKCS-12.CRLBag" => ::synta_rt::der_to_jer::<pkcs_12::CrlBag>(der),
            "PKCS-12.SecretBag" => ::synta_rt::der_to_jer::<pkcs_12::SecretBag>(der),
            "PKCS-12.PKCS12Attribute" => {
                ::synta_rt::der_to_jer::<pkcs_12::Pkcs12Attribute>(der)
            }
            "PKCS-12.PKCS12PbeParams" => {
                ::synta_rt::der_to_jer::<pkcs_12::Pkcs12PbeParams>(der)
            }
            "PKCS-9.PKCS9String" => ::synta_rt::der_to_jer::<pkcs_9::Pkcs9String>(der),
            "PKCS-9.DirectoryString255" => {
                ::synta_rt::der_to_jer::<pkcs_9::DirectoryString255>(der)
            }
            "PKCS-9.EmailAddress" => ::synta_rt::der_to_jer::<pkcs_9::EmailAddress>(der),
            "PKCS-9.UnstructuredName" => {
                ::synta_rt::der_to_jer::<pkcs_9::UnstructuredName>(der)
            }
            "PKCS-9.UnstructuredAddress" => {
                ::synta_rt::der_to_jer::<pkcs_9::UnstructuredAddress>(der)
            }
            "PKCS-9.ChallengePassword" => {
                ::synta_rt::der_to_jer::<pkcs_9::ChallengePassword>(der)
            }
            "PKCS-9.SigningDescription" => {
                ::synta_rt::der_to_jer::<pkcs_9::SigningDescription>(der)
            }
            "PKCS-9.ContentType" => ::synta_rt::der_to_jer::<pkcs_9::ContentType>(der),
            "PKCS-9.MessageDigest" => {
                ::synta_rt::der_to_jer::<pkcs_9::MessageDigest>(der)
            }
            "PKCS-9.SigningTime" => ::synta_rt::der_to_jer::<pkcs_9::SigningTime>(der),
            "PKCS-9.ExtensionRequest" => {
                ::synta_rt::der_to_jer::<pkcs_9::ExtensionRequest>(der)
            }
            "PKCS-9.SMIMECapabilities" => {
                ::synta_rt::der_to_jer::<pkcs_9::SmimeCapabilities>(der)
            }
            "PKCS-9.SMIMECapability" => {
                ::synta_rt::der_to_jer::<pkcs_9::SmimeCapability>(der)
            }
            "PKCS-9.FriendlyName" => ::synta_rt::der_to_jer::<pkcs_9::FriendlyName>(der),
            "PKCS-9.LocalKeyId" => ::synta_rt::der_to_jer::<pkcs_9::LocalKeyId>(der),
            "OCSP-2013-88.OCSPRequest" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::OcspRequest>(der)
            }
            "OCSP-2013-88.TBSRequest" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::TbsRequest>(der)
            }
            "OCSP-2013-88.Signature" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::Signature>(der)
            }
            "OCSP-2013-88.Version" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::Version>(der)
            }
            "OCSP-2013-88.Request" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::Request>(der)
            }
            "OCSP-2013-88.CertID" => ::synta_rt::der_to_jer::<ocsp_2013_88::CertId>(der),
            "OCSP-2013-88.OCSPResponse" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::OcspResponse>(der)
            }
            "OCSP-2013-88.OCSPResponseStatus" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::OcspResponseStatus>(der)
            }
            "OCSP-2013-88.ResponseBytes" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::ResponseBytes>(der)
            }
            "OCSP-2013-88.BasicOCSPResponse" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::BasicOcspResponse>(der)
            }
            "OCSP-2013-88.ResponseData" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::ResponseData>(der)
            }
            "OCSP-2013-88.ResponderID" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::ResponderId>(der)
            }
            "OCSP-2013-88.KeyHash" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::KeyHash>(der)
            }
            "OCSP-2013-88.SingleResponse" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::SingleResponse>(der)
            }
            "OCSP-2013-88.CertStatus" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::CertStatus>(der)
            }
            "OCSP-2013-88.RevokedInfo" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::RevokedInfo>(der)
            }
            "OCSP-2013-88.UnknownInfo" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::UnknownInfo>(der)
            }
            "OCSP-2013-88.ArchiveCutoff" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::ArchiveCutoff>(der)
            }
            "OCSP-2013-88.AcceptableResponses" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::AcceptableResponses>(der)
            }
            "OCSP-2013-88.ServiceLocator" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::ServiceLocator>(der)
            }
            "OCSP-2013-88.CrlID" => ::synta_rt::der_to_jer::<ocsp_2013_88::CrlId>(der),
            "OCSP-2013-88.PreferredSignatureAlgorithms" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::PreferredSignatureAlgorithms>(der)
            }
            "OCSP-2013-88.PreferredSignatureAlgorithm" => {
                ::synta_rt::der_to_jer::<ocsp_2013_88::PreferredSignatureAlgorithm>(der)
            }
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
            "PKIX1Implicit88.AuthorityKeyIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::AuthorityKeyIdentifier>(der)
            }
            "PKIX1Implicit88.KeyIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::KeyIdentifier>(der)
            }
            "PKIX1Implicit88.SubjectKeyIdentifier" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::SubjectKeyIdentifier>(der)
            }
            "PKIX1Implicit88.KeyUsage" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::KeyUsage>(der)
            }
            "PKIX1Implicit88.PrivateKeyUsagePeriod" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::PrivateKeyUsagePeriod>(der)
            }
            "PKIX1Implicit88.CertificatePolicies" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CertificatePolicies>(der)
            }
            "PKIX1Implicit88.PolicyInformation" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::PolicyInformation>(der)
            }
            "PKIX1Implicit88.CertPolicyId" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CertPolicyId>(der)
            }
            "PKIX1Implicit88.PolicyQualifierInfo" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::PolicyQualifierInfo>(der)
            }
            "PKIX1Implicit88.PolicyQualifierId" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::PolicyQualifierId>(der)
            }
            "PKIX1Implicit88.CPSuri" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CpSuri>(der)
            }
            "PKIX1Implicit88.UserNotice" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::UserNotice>(der)
            }
            "PKIX1Implicit88.NoticeReference" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::NoticeReference>(der)
            }
            "PKIX1Implicit88.DisplayText" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::DisplayText>(der)
            }
            "PKIX1Implicit88.PolicyMappings" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::PolicyMappings>(der)
            }
            "PKIX1Implicit88.SubjectAltName" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::SubjectAltName>(der)
            }
            "PKIX1Implicit88.GeneralNames" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::GeneralNames>(der)
            }
            "PKIX1Implicit88.GeneralName" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::GeneralName>(der)
            }
            "PKIX1Implicit88.AnotherName" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::AnotherName>(der)
            }
            "PKIX1Implicit88.EDIPartyName" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::EdiPartyName>(der)
            }
            "PKIX1Implicit88.IssuerAltName" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::IssuerAltName>(der)
            }
            "PKIX1Implicit88.SubjectDirectoryAttributes" => {
                ::synta_rt::der_to_jer::<
                    pkix1_implicit88::SubjectDirectoryAttributes,
                >(der)
            }
            "PKIX1Implicit88.BasicConstraints" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::BasicConstraints>(der)
            }
            "PKIX1Implicit88.NameConstraints" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::NameConstraints>(der)
            }
            "PKIX1Implicit88.GeneralSubtrees" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::GeneralSubtrees>(der)
            }
            "PKIX1Implicit88.GeneralSubtree" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::GeneralSubtree>(der)
            }
            "PKIX1Implicit88.BaseDistance" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::BaseDistance>(der)
            }
            "PKIX1Implicit88.PolicyConstraints" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::PolicyConstraints>(der)
            }
            "PKIX1Implicit88.SkipCerts" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::SkipCerts>(der)
            }
            "PKIX1Implicit88.CRLDistributionPoints" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CrlDistributionPoints>(der)
            }
            "PKIX1Implicit88.DistributionPoint" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::DistributionPoint>(der)
            }
            "PKIX1Implicit88.DistributionPointName" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::DistributionPointName>(der)
            }
            "PKIX1Implicit88.ReasonFlags" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::ReasonFlags>(der)
            }
            "PKIX1Implicit88.ExtKeyUsageSyntax" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::ExtKeyUsageSyntax>(der)
            }
            "PKIX1Implicit88.KeyPurposeId" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::KeyPurposeId>(der)
            }
            "PKIX1Implicit88.InhibitAnyPolicy" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::InhibitAnyPolicy>(der)
            }
            "PKIX1Implicit88.FreshestCRL" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::FreshestCrl>(der)
            }
            "PKIX1Implicit88.AuthorityInfoAccessSyntax" => {
                ::synta_rt::der_to_jer::<
                    pkix1_implicit88::AuthorityInfoAccessSyntax,
                >(der)
            }
            "PKIX1Implicit88.AccessDescription" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::AccessDescription>(der)
            }
            "PKIX1Implicit88.SubjectInfoAccessSyntax" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::SubjectInfoAccessSyntax>(der)
            }
            "PKIX1Implicit88.CRLNumber" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CrlNumber>(der)
            }
            "PKIX1Implicit88.IssuingDistributionPoint" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::IssuingDistributionPoint>(der)
            }
            "PKIX1Implicit88.BaseCRLNumber" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::BaseCrlNumber>(der)
            }
            "PKIX1Implicit88.CRLReason" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CrlReason>(der)
            }
            "PKIX1Implicit88.CertificateIssuer" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::CertificateIssuer>(der)
            }
            "PKIX1Implicit88.HoldInstructionCode" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::HoldInstructionCode>(der)
            }
            "PKIX1Implicit88.InvalidityDate" => {
                ::synta_rt::der_to_jer::<pkix1_implicit88::InvalidityDate>(der)
            }
            "PKIXAttributeCertificate.AttributeCertificate" => {
                ::synta_rt::der_to_jer::<
                    pkix_attribute_certificate::AttributeCertificate,
                >(der)
            }
            "PKIXAttributeCertificate.AttributeCertificateInfo" => {
                ::synta_rt::der_to_jer::<
                    pkix_attribute_certificate::AttributeCertificateInfo,
                >(der)
            }
            "PKIXAttributeCertificate.AttCertVersion" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::AttCertVersion>(der)
            }
            "PKIXAttributeCertificate.Holder" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::Holder>(der)
            }
            "PKIXAttributeCertificate.ObjectDigestInfo" => {
                ::synta_rt::der_to_jer::<
                    pkix_attribute_certificate::ObjectDigestInfo,
                >(der)
            }
            "PKIXAttributeCertificate.AttCertIssuer" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::AttCertIssuer>(der)
            }
            "PKIXAttributeCertificate.V2Form" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::V2Form>(der)
            }
            "PKIXAttributeCertificate.IssuerSerial" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::IssuerSerial>(der)
            }
            "PKIXAttributeCertificate.AttCertValidityPeriod" => {
                ::synta_rt::der_to_jer::<
                    pkix_attribute_certificate::AttCertValidityPeriod,
                >(der)
            }
            "PKIXAttributeCertificate.Targets" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::Targets>(der)
            }
            "PKIXAttributeCertificate.Target" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::Target>(der)
            }
            "PKIXAttributeCertificate.TargetCert" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::TargetCert>(der)
            }
            "PKIXAttributeCertificate.IetfAttrSyntax" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::IetfAttrSyntax>(der)
            }
            "PKIXAttributeCertificate.SvceAuthInfo" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::SvceAuthInfo>(der)
            }
            "PKIXAttributeCertificate.RoleSyntax" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::RoleSyntax>(der)
            }
            "PKIXAttributeCertificate.Clearance" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::Clearance>(der)
            }
            "PKIXAttributeCertificate.ClassList" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::ClassList>(der)
            }
            "PKIXAttributeCertificate.SecurityCategory" => {
                ::synta_rt::der_to_jer::<
                    pkix_attribute_certificate::SecurityCategory,
                >(der)
            }
            "PKIXAttributeCertificate.AAControls" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::AaControls>(der)
            }
            "PKIXAttributeCertificate.AttrSpec" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::AttrSpec>(der)
            }
            "PKIXAttributeCertificate.ACClearAttrs" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::AcClearAttrs>(der)
            }
            "PKIXAttributeCertificate.ProxyInfo" => {
                ::synta_rt::der_to_jer::<pkix_attribute_certificate::ProxyInfo>(der)
            }
            _ => return ::core::option::Option::None,
        },
    )
}
