/* The generated C API by hand: values built in C and encoded, encoder
 * checks, buffer sizes, DEFAULTs, SET OF order on encoding, arena limits.
 * The corpus tests cover decoding; this covers what a program that builds
 * values meets. Built and run by tests/c/test_c_generated.py. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kerberos_v5_spec2.h"
#include "pkix1_explicit88.h"
#include "pkix1_implicit88.h"
#include "pkix1_typed.h"

static int failures, checks;

#define CHECK(cond)                                                  \
    do {                                                             \
        checks++;                                                    \
        if (!(cond)) {                                               \
            failures++;                                              \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                            \
    } while (0)

static const uint8_t OID_2A[] = {0x2a};
static const uint8_t OID_CN[] = {0x55, 0x04, 0x03};

static int same(const uint8_t *a, size_t alen, const char *hex) {
    size_t i, n = strlen(hex) / 2;
    if (alen != n) return 0;
    for (i = 0; i < n; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        if (a[i] != v) return 0;
    }
    return 1;
}

static void algorithm_identifier(void) {
    pkix1_explicit88_AlgorithmIdentifier ai;
    uint8_t buf[16];
    size_t len = 0;
    synta_error err;
    memset(&ai, 0, sizeof ai);
    ai.algorithm.ptr = OID_2A;
    ai.algorithm.len = 1;
    CHECK(pkix1_explicit88_AlgorithmIdentifier_encoded_len(&ai, &len, &err) == SYNTA_OK && len == 5);
    CHECK(pkix1_explicit88_AlgorithmIdentifier_encode(&ai, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "300306012a"));
    /* Too small a buffer: a clean error, nothing written past it. */
    buf[4] = 0xee;
    CHECK(pkix1_explicit88_AlgorithmIdentifier_encode(&ai, buf, 4, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL);
    CHECK(buf[4] == 0xee);
    /* With parameters: the raw TLV is written as it is. */
    ai.has_parameters = true;
    ai.parameters.ptr = (const uint8_t *)"\x05\x00";
    ai.parameters.len = 2;
    CHECK(pkix1_explicit88_AlgorithmIdentifier_encode(&ai, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "300506012a0500"));
}

static void defaults(void) {
    pkix1_explicit88_Extension ext;
    uint8_t buf[32];
    size_t len;
    synta_error err;
    synta_arena arena;
    uint8_t space[64];
    memset(&ext, 0, sizeof ext);
    ext.extnID.ptr = (const uint8_t *)"\x55\x1d\x0f";
    ext.extnID.len = 3;
    ext.extnValue.ptr = (const uint8_t *)"\x00";
    ext.extnValue.len = 1;
    /* critical FALSE is the DEFAULT: left out. */
    CHECK(pkix1_explicit88_Extension_encode(&ext, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "30080603551d0f040100"));
    ext.critical = true;
    CHECK(pkix1_explicit88_Extension_encode(&ext, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "300b0603551d0f0101ff040100"));
    /* Decoding restores it. */
    synta_arena_init(&arena, space, sizeof space, NULL);
    CHECK(pkix1_explicit88_Extension_decode(buf, len, &arena, &ext, &err) == SYNTA_OK && ext.critical);
    CHECK(pkix1_explicit88_Extension_decode((const uint8_t *)"\x30\x08\x06\x03\x55\x1d\x0f\x04\x01\x00", 10, &arena,
                                            &ext, &err) == SYNTA_OK &&
          !ext.critical);
}

static void set_of_sorted_on_encoding(void) {
    pkix1_explicit88_AttributeTypeAndValue atvs[2];
    pkix1_explicit88_RelativeDistinguishedName rdn;
    uint8_t buf[64];
    size_t len;
    synta_error err;
    memset(atvs, 0, sizeof atvs);
    atvs[0].type.ptr = OID_CN;
    atvs[0].type.len = 3;
    atvs[0].value.ptr = (const uint8_t *)"\x13\x01" "b";
    atvs[0].value.len = 3;
    atvs[1] = atvs[0];
    atvs[1].value.ptr = (const uint8_t *)"\x13\x01" "a";
    rdn.items = atvs;
    rdn.count = 2;
    CHECK(pkix1_explicit88_RelativeDistinguishedName_encode(&rdn, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "3114" "30080603550403130161" "30080603550403130162"));
    /* Counting gives the same length without a buffer. */
    CHECK(pkix1_explicit88_RelativeDistinguishedName_encoded_len(&rdn, &len, &err) == SYNTA_OK && len == 22);
    /* SIZE (1..MAX): an empty one is refused by the encoder too. */
    rdn.count = 0;
    CHECK(pkix1_explicit88_RelativeDistinguishedName_encode(&rdn, buf, sizeof buf, &len, &err) ==
          SYNTA_ERR_SIZE_OUT_OF_RANGE);
}

static void constrained_integers(void) {
    kerberos_v5_spec2_Microseconds us = 999999;
    uint8_t buf[8];
    size_t len;
    synta_error err;
    char text[128];
    CHECK(kerberos_v5_spec2_Microseconds_encode(&us, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "02030f423f"));
    us = 1000000;
    CHECK(kerberos_v5_spec2_Microseconds_encode(&us, buf, sizeof buf, &len, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "Microseconds: value out of range") == 0);
}

static void choice_without_alternative(void) {
    pkix1_explicit88_Time t;
    uint8_t buf[32];
    size_t len;
    synta_error err;
    memset(&t, 0, sizeof t);
    CHECK(t.kind == pkix1_explicit88_Time_none);
    CHECK(pkix1_explicit88_Time_encode(&t, buf, sizeof buf, &len, &err) == SYNTA_ERR_NO_ALTERNATIVE);
    t.kind = (pkix1_explicit88_Time_kind)7;
    CHECK(pkix1_explicit88_Time_encode(&t, buf, sizeof buf, &len, &err) == SYNTA_ERR_NO_ALTERNATIVE);
    t.kind = pkix1_explicit88_Time_utcTime;
    t.u.utcTime.ptr = (const uint8_t *)"250101000000Z";
    t.u.utcTime.len = 13;
    CHECK(pkix1_explicit88_Time_encode(&t, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(len == 15 && buf[0] == 0x17 && buf[1] == 13);
}

static void *grow(void *ctx, size_t size) {
    (*(int *)ctx)++;
    return malloc(size);
}

static void release(void *ctx, void *block) {
    (void)ctx;
    free(block);
}

static void arena_limits(void) {
    /* Name with one RDN of two attributes: two arrays from the arena. */
    static const char *hex = "3018" "3116" "300906035504031302" "6161" "300906035504031302" "6262";
    uint8_t der[32], small[16], big[264];
    size_t i, n = strlen(hex) / 2;
    pkix1_explicit88_Name name;
    synta_arena arena;
    synta_error err;
    int grown = 0;
    size_t needed;
    synta_allocator allocator = {grow, release, NULL};
    char text[128];
    for (i = 0; i < n; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        der[i] = (uint8_t)v;
    }
    allocator.ctx = &grown;
    synta_arena_init(&arena, small, sizeof small, NULL);
    CHECK(pkix1_explicit88_Name_decode(der, n, &arena, &name, &err) == SYNTA_ERR_ARENA_EXHAUSTED);
    synta_error_format(&err, text, sizeof text);
    CHECK(strstr(text, "Name.rdnSequence[0]") == text);
    /* The failure says how much a retry needs, and the retry succeeds. */
    needed = synta_arena_needed(&arena);
    CHECK(needed > sizeof small && needed <= sizeof big);
    synta_arena_init(&arena, big + 1, needed, NULL);
    CHECK(pkix1_explicit88_Name_decode(der, n, &arena, &name, &err) == SYNTA_OK);
    CHECK(name.kind == pkix1_explicit88_Name_rdnSequence && name.u.rdnSequence.count == 1);
    CHECK(name.u.rdnSequence.items[0].count == 2);
    /* Byte strings are views into the input. */
    CHECK(name.u.rdnSequence.items[0].items[1].value.ptr == der + 22);
    /* A small buffer that grows through the callbacks. */
    synta_arena_init(&arena, small, sizeof small, &allocator);
    CHECK(pkix1_explicit88_Name_decode(der, n, &arena, &name, &err) == SYNTA_OK && grown == 1);
    synta_arena_free(&arena);
    /* The heap arena. */
    synta_arena_init_heap(&arena, 0);
    CHECK(pkix1_explicit88_Name_decode(der, n, &arena, &name, &err) == SYNTA_OK && name.u.rdnSequence.count == 1);
    synta_arena_free(&arena);
}

static void named_bits(void) {
    pkix1_implicit88_KeyUsage ku;
    synta_arena arena;
    synta_error err;
    uint8_t space[16];
    synta_arena_init(&arena, space, sizeof space, NULL);
    CHECK(pkix1_implicit88_KeyUsage_decode((const uint8_t *)"\x03\x02\x05\xa0", 4, &arena, &ku, &err) == SYNTA_OK);
    CHECK(synta_bit_string_get(&ku, PKIX1_IMPLICIT88_KEY_USAGE_DIGITAL_SIGNATURE));
    CHECK(!synta_bit_string_get(&ku, PKIX1_IMPLICIT88_KEY_USAGE_NON_REPUDIATION));
    CHECK(synta_bit_string_get(&ku, PKIX1_IMPLICIT88_KEY_USAGE_KEY_ENCIPHERMENT));
    CHECK(!synta_bit_string_get(&ku, PKIX1_IMPLICIT88_KEY_USAGE_DECIPHER_ONLY));
}

/* A keyed open type is encoded only with the key that selects it. */
static void keyed_values_fit_their_keys(void) {
    pkix1_typed_CertExtension ext;
    pkix1_implicit88_BasicConstraints bc;
    uint8_t buf[64];
    size_t len;
    synta_error err;
    memset(&ext, 0, sizeof ext);
    memset(&bc, 0, sizeof bc);
    bc.cA = true;
    ext.extnID.ptr = (const uint8_t *)"\x55\x1d\x13"; /* basicConstraints */
    ext.extnID.len = 3;
    ext.extnValue.kind = pkix1_typed_CertExtension_extnValue_BasicConstraints;
    ext.extnValue.u.BasicConstraints = &bc;
    CHECK(pkix1_typed_CertExtension_encode(&ext, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "300c0603551d130405300301" "01ff"));
    /* The keyUsage key with a BasicConstraints value. */
    ext.extnID.ptr = (const uint8_t *)"\x55\x1d\x0f";
    CHECK(pkix1_typed_CertExtension_encode(&ext, buf, sizeof buf, &len, &err) == SYNTA_ERR_KEY_MISMATCH);
    /* Raw octets under a key the set lists, and under one it does not. */
    ext.extnValue.kind = pkix1_typed_CertExtension_extnValue_other;
    ext.extnValue.u.other.ptr = (const uint8_t *)"\x05\x00";
    ext.extnValue.u.other.len = 2;
    CHECK(pkix1_typed_CertExtension_encode(&ext, buf, sizeof buf, &len, &err) == SYNTA_ERR_KEY_MISMATCH);
    ext.extnID.ptr = (const uint8_t *)"\x2a\x03";
    ext.extnID.len = 2;
    CHECK(pkix1_typed_CertExtension_encode(&ext, buf, sizeof buf, &len, &err) == SYNTA_OK);
    CHECK(same(buf, len, "30080602" "2a0304020500"));
}

int main(void) {
    algorithm_identifier();
    defaults();
    set_of_sorted_on_encoding();
    constrained_integers();
    choice_without_alternative();
    arena_limits();
    named_bits();
    keyed_values_fit_their_keys();
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
