/* Values built wrong, one per rule, given to the generated encoders: each
 * line is the case's name and the error the encoder gives (or ACCEPTED).
 * tests/c/test_c_encode_checks.py compares them with the errors expected
 * and runs this under ASan and UBSan. */
#include <stdio.h>

#include "lightweight_directory_access_protocol_v3.h"
#include "pkcs_1.h"
#include "pkix1_explicit88.h"

static uint8_t buf[4096];

static void show(const char *what, synta_status st, const synta_error *err) {
    char text[256];
    if (st == SYNTA_OK) {
        printf("%s: ACCEPTED\n", what);
        return;
    }
    synta_error_format(err, text, sizeof text);
    printf("%s: %s\n", what, text);
}

#define ENCODE(what, type, value) show(what, type##_encode(value, buf, sizeof buf, &len, &err), &err)

int main(void) {
    synta_error err;
    size_t len;
    pkix1_explicit88_X520countryName country = SYNTA_LITERAL("U@");
    pkix1_explicit88_CertificateSerialNumber serial = SYNTA_LITERAL("\x00\x01");
    pkix1_explicit88_AlgorithmIdentifier alg;
    pkix1_explicit88_Time time;
    pkix1_explicit88_DirectoryString name;
    pkix1_explicit88_UniqueIdentifier bits = {(const uint8_t *)"\x01", 1, 8};
    pkix1_explicit88_Extensions extensions = {NULL, 2};
    lightweight_directory_access_protocol_v3_Filter filter;
    pkcs_1_DigestInfo info;

    ENCODE("PrintableString with @", pkix1_explicit88_X520countryName, &country);
    ENCODE("INTEGER not minimal", pkix1_explicit88_CertificateSerialNumber, &serial);
    serial.len = 0;
    ENCODE("INTEGER empty", pkix1_explicit88_CertificateSerialNumber, &serial);
    serial.ptr = NULL;
    serial.len = 1;
    ENCODE("INTEGER at NULL", pkix1_explicit88_CertificateSerialNumber, &serial);

    pkix1_explicit88_AlgorithmIdentifier_init(&alg);
    alg.algorithm = SYNTA_LITERAL("\x80\x01");
    ENCODE("OID sub-identifier not minimal", pkix1_explicit88_AlgorithmIdentifier, &alg);
    alg.algorithm.len = 0;
    ENCODE("OID empty", pkix1_explicit88_AlgorithmIdentifier, &alg);
    alg.algorithm = SYNTA_LITERAL("\x2a\x03");
    alg.has_parameters = true;
    alg.parameters = synta_any_of_tlv(SYNTA_LITERAL("\x05\x01\x00"));
    ENCODE("ANY a NULL with content", pkix1_explicit88_AlgorithmIdentifier, &alg);
    alg.parameters = synta_any_of_tlv(SYNTA_LITERAL("\x30\x05"));
    ENCODE("ANY cut short", pkix1_explicit88_AlgorithmIdentifier, &alg);
    alg.parameters = synta_any_of_tlv(SYNTA_LITERAL("\x05\x00\x05\x00"));
    ENCODE("ANY two values", pkix1_explicit88_AlgorithmIdentifier, &alg);
    alg.parameters.len = 0;
    ENCODE("ANY empty", pkix1_explicit88_AlgorithmIdentifier, &alg);
    alg.parameters = synta_any_of_tlv(SYNTA_LITERAL("\x05\x00"));
    ENCODE("a good AlgorithmIdentifier", pkix1_explicit88_AlgorithmIdentifier, &alg);

    /* A key the closed set does not list, with nothing depending on it. */
    pkcs_1_DigestInfo_init(&info);
    info.digestAlgorithm.algorithm = SYNTA_LITERAL("\x2a\x03\x04");
    info.digest = SYNTA_LITERAL("\x01");
    ENCODE("DigestInfo of an unlisted digest", pkcs_1_DigestInfo, &info);
    info.digestAlgorithm.algorithm = SYNTA_LITERAL("\x60\x86\x48\x01\x65\x03\x04\x02\x08");
    ENCODE("DigestInfo of SHA3-256", pkcs_1_DigestInfo, &info);

    time.kind = pkix1_explicit88_Time_utcTime;
    time.u.utcTime = SYNTA_LITERAL("2501011200Z");
    ENCODE("UTCTime without seconds", pkix1_explicit88_Time, &time);
    time.kind = pkix1_explicit88_Time_generalTime;
    time.u.generalTime = SYNTA_LITERAL("20250101120000.50Z");
    ENCODE("GeneralizedTime with a trailing zero", pkix1_explicit88_Time, &time);
    time.kind = (pkix1_explicit88_Time_kind)99;
    ENCODE("CHOICE kind out of range", pkix1_explicit88_Time, &time);

    name.kind = pkix1_explicit88_DirectoryString_utf8String;
    name.u.utf8String = SYNTA_LITERAL("\xc0\xaf");
    ENCODE("UTF8String overlong", pkix1_explicit88_DirectoryString, &name);
    name.kind = pkix1_explicit88_DirectoryString_bmpString;
    name.u.bmpString = SYNTA_LITERAL("\x00");
    ENCODE("BMPString odd length", pkix1_explicit88_DirectoryString, &name);

    ENCODE("BIT STRING 8 unused bits", pkix1_explicit88_UniqueIdentifier, &bits);
    bits.unused = 1;
    ENCODE("BIT STRING unused bit set", pkix1_explicit88_UniqueIdentifier, &bits);
    bits.len = 0;
    bits.unused = 3;
    ENCODE("empty BIT STRING with unused bits", pkix1_explicit88_UniqueIdentifier, &bits);

    ENCODE("SEQUENCE OF items NULL", pkix1_explicit88_Extensions, &extensions);
    filter.kind = lightweight_directory_access_protocol_v3_Filter_not_;
    filter.u.not_ = NULL;
    ENCODE("recursive component NULL", lightweight_directory_access_protocol_v3_Filter, &filter);
    return 0;
}
