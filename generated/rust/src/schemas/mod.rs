/// ASN.1 module `AttributeCertificateVersion1`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod attribute_certificate_version1 {
    include!("attribute_certificate_version1.rs");
}
/// ASN.1 module `CryptographicMessageSyntax2004`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod cryptographic_message_syntax2004 {
    include!("cryptographic_message_syntax2004.rs");
}
/// ASN.1 module `GSSAPI-Framing`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod gssapi_framing {
    include!("gssapi_framing.rs");
}
/// ASN.1 module `KerberosPreauthFramework`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod kerberos_preauth_framework {
    include!("kerberos_preauth_framework.rs");
}
/// ASN.1 module `KerberosReferrals`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod kerberos_referrals {
    include!("kerberos_referrals.rs");
}
/// ASN.1 module `KerberosV5Spec2`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod kerberos_v5_spec2 {
    include!("kerberos_v5_spec2.rs");
}
/// ASN.1 module `SPNEGOASNOneSpec`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod spnegoasn_one_spec {
    include!("spnegoasn_one_spec.rs");
}
/// ASN.1 module `MerkleTreeCertificates`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod merkle_tree_certificates {
    include!("merkle_tree_certificates.rs");
}
/// ASN.1 module `AsymmetricKeyPackageModuleV1`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod asymmetric_key_package_module_v1 {
    include!("asymmetric_key_package_module_v1.rs");
}
/// ASN.1 module `NIST-SHA2`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod nist_sha2 {
    include!("nist_sha2.rs");
}
/// ASN.1 module `PKCS-1`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkcs_1 {
    include!("pkcs_1.rs");
}
/// ASN.1 module `PKCS-10`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkcs_10 {
    include!("pkcs_10.rs");
}
/// ASN.1 module `PKCS-12`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkcs_12 {
    include!("pkcs_12.rs");
}
/// ASN.1 module `PKCS-9`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkcs_9 {
    include!("pkcs_9.rs");
}
/// ASN.1 module `OCSP-2013-88`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod ocsp_2013_88 {
    include!("ocsp_2013_88.rs");
}
/// ASN.1 module `PKIX1Explicit88`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkix1_explicit88 {
    include!("pkix1_explicit88.rs");
}
/// ASN.1 module `PKIX1Implicit88`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkix1_implicit88 {
    include!("pkix1_implicit88.rs");
}
/// ASN.1 module `PKIXAttributeCertificate`.
#[allow(clippy::all, clippy::pedantic, non_camel_case_types, dead_code, unused_imports)]
pub mod pkix_attribute_certificate {
    include!("pkix_attribute_certificate.rs");
}
