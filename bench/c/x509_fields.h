/* Parse-only and parse+fields with the generated C for RFC 5280, shared by
 * the C harness and (through FFI) the criterion suite. Parse+fields reads
 * what bench/src/x509 reads for every Rust decoder, in the same form. */
#ifndef BENCH_X509_FIELDS_H
#define BENCH_X509_FIELDS_H

#include <stddef.h>
#include <stdint.h>

#define BENCH_NAME_CAP 1024

typedef struct bench_fields {
    uint8_t version;
    size_t serial_len; /* content octets of the serial number */
    uint8_t serial_last;
    char issuer[BENCH_NAME_CAP]; /* "CN=…, O=…", as bench/src/dn.rs */
    size_t issuer_len;
    char subject[BENCH_NAME_CAP];
    size_t subject_len;
    uint64_t signature_algorithm; /* last arc of the OID */
    size_t signature_len;
    int64_t not_before; /* seconds since 1970 */
    int64_t not_after;
    uint64_t key_algorithm;
    size_t key_len;
} bench_fields;

/* 1 when the certificate decodes, else 0. */
int bench_c_parse(const uint8_t *der, size_t len);
/* The same in BER mode. */
int bench_c_parse_ber(const uint8_t *ber, size_t len);
/* sizeof the decoded Certificate struct. */
size_t bench_c_certificate_size(void);
/* The arena bytes decoding the certificate takes ((size_t)-1 when it does
 * not decode). */
size_t bench_c_arena_used(const uint8_t *der, size_t len);
/* Decodes and fills `out`; 1 on success, else 0. */
int bench_c_fields(const uint8_t *der, size_t len, bench_fields *out);
/* Decodes, re-encodes into buf[0..cap) and returns the length (0 on error). */
size_t bench_c_reencode(const uint8_t *der, size_t len, uint8_t *buf, size_t cap);

/* A certificate decoded once (its arena inside), to time encoding alone;
 * NULL when it does not decode. Freed by bench_c_decoded_free. */
typedef struct bench_c_decoded bench_c_decoded;
bench_c_decoded *bench_c_decode_kept(const uint8_t *der, size_t len);
/* Encodes a kept certificate into buf[0..cap), back to front, and leaves it
 * where it was written (synta_writer_view: no move to the front): its
 * length (0 on error), and its start in buf in *start. */
size_t bench_c_encode_kept(const bench_c_decoded *kept, uint8_t *buf, size_t cap, size_t *start);
void bench_c_decoded_free(bench_c_decoded *kept);

#endif
