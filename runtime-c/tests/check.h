/* What the runtime's unit tests share: CHECK, which counts, and octets
 * from literals. Each layer of the runtime has a file of tests here
 * (test_<layer>.c, with its test_<layer>()); main.c runs them all and prints
 * `N passed, M failed`. The cases give the error code, offset and message
 * the Rust runtime gives for the same bytes. */
#ifndef SYNTA_TEST_CHECK_H
#define SYNTA_TEST_CHECK_H

#include "synta_codec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int test_passed, test_failed;

#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (cond) {                                                                       \
            test_passed++;                                                                \
        } else {                                                                          \
            test_failed++;                                                                \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);      \
        }                                                                                 \
    } while (0)

static inline synta_bytes bytes(const char *s, size_t n) {
    synta_bytes b;
    b.ptr = (const uint8_t *)s;
    b.len = n;
    return b;
}
#define B(lit) bytes(lit, sizeof(lit) - 1)
#define S(str) bytes(str, strlen(str))

/* The decimal digits of 5^n into out (cap at least n + 1), most significant
 * first; returns their count. 5^1075 x 10^-1075 is 2^-1075, the halfway
 * point between 0 and the least double, whose 752 significant digits a
 * decimal-to-double conversion must all weigh. */
static inline size_t five_to_the(unsigned n, char *out, size_t cap) {
    size_t len = 1, i;
    out[0] = 1; /* little-endian while multiplying */
    while (n-- > 0) {
        int carry = 0;
        for (i = 0; i < len; i++) {
            int d = out[i] * 5 + carry;
            out[i] = (char)(d % 10);
            carry = d / 10;
        }
        if (carry != 0 && len < cap) {
            out[len++] = (char)carry;
        }
    }
    for (i = 0; i < len / 2; i++) {
        char t = out[i];
        out[i] = out[len - 1 - i];
        out[len - 1 - i] = t;
    }
    for (i = 0; i < len; i++) {
        out[i] = (char)('0' + out[i]);
    }
    return len;
}

/* Reads one TLV of the whole input and requires the reader to be done:
 * the structural rules. Returns the status; fills err. */
static inline synta_status read_whole(synta_bytes in, synta_error *err) {
    synta_reader r;
    synta_tlv tlv;
    synta_status s;
    synta_reader_init(&r, in.ptr, in.len);
    if ((s = synta_read_tlv(&r, &tlv, err)) != SYNTA_OK) {
        return s;
    }
    return synta_reader_finish(&r, err);
}

void test_error(void);
void test_arena(void);
void test_reader(void);
void test_check(void);
void test_writer(void);
void test_entry(void);
void test_ber(void);
void test_jer(void);
void test_oer(void);
void test_per(void);

#endif /* SYNTA_TEST_CHECK_H */
