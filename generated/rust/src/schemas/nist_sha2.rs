use ::synta_rt as rt;
/// `nistAlgorithms` = 2.16.840.1.101.3.4
pub const NIST_ALGORITHMS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04],
);
/// `hashAlgs` = 2.16.840.1.101.3.4.2
pub const HASH_ALGS: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02],
);
/// `id-sha256` = 2.16.840.1.101.3.4.2.1
pub const ID_SHA256: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01],
);
/// `id-sha384` = 2.16.840.1.101.3.4.2.2
pub const ID_SHA384: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x02],
);
/// `id-sha512` = 2.16.840.1.101.3.4.2.3
pub const ID_SHA512: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03],
);
/// `id-sha224` = 2.16.840.1.101.3.4.2.4
pub const ID_SHA224: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x04],
);
/// `id-sha512-224` = 2.16.840.1.101.3.4.2.5
pub const ID_SHA512_224: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x05],
);
/// `id-sha512-256` = 2.16.840.1.101.3.4.2.6
pub const ID_SHA512_256: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x06],
);
/// `id-sha3-224` = 2.16.840.1.101.3.4.2.7
pub const ID_SHA3_224: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x07],
);
/// `id-sha3-256` = 2.16.840.1.101.3.4.2.8
pub const ID_SHA3_256: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x08],
);
/// `id-sha3-384` = 2.16.840.1.101.3.4.2.9
pub const ID_SHA3_384: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x09],
);
/// `id-sha3-512` = 2.16.840.1.101.3.4.2.10
pub const ID_SHA3_512: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x0a],
);
/// `id-shake128` = 2.16.840.1.101.3.4.2.11
pub const ID_SHAKE128: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x0b],
);
/// `id-shake256` = 2.16.840.1.101.3.4.2.12
pub const ID_SHAKE256: rt::ObjectIdentifier<'static> = rt::ObjectIdentifier::from_static(
    &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x0c],
);
