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
