/* The C harness: our generated C, OpenSSL's d2i_X509 and i2d_X509 and asn1c's
 * output for RFC 5280, side by side in one process on the same certificates:
 * parse-only, parse+fields, and encoding a certificate decoded beforehand
 * (what a C program that builds or forwards certificates calls).
 *
 *   harness DATA_DIR [--quick]   prints one JSON object (bench/report reads it)
 *
 * Times are the median of interleaved rounds, in ns per certificate.
 * Allocations are counted by interposing malloc/calloc/realloc: this
 * program's definitions take the place of the C library's for every caller,
 * libcrypto included. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/asn1.h>
#include <openssl/crypto.h>
#include <openssl/objects.h>
#include <openssl/opensslv.h>
#include <openssl/x509.h>

#include "Certificate.h" /* asn1c */
#include "x509_fields.h"

/* ---- allocation counting ------------------------------------------------ */

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

static unsigned long allocations;

void *malloc(size_t n) {
    allocations++;
    return __libc_malloc(n);
}
void *calloc(size_t n, size_t m) {
    allocations++;
    return __libc_calloc(n, m);
}
void *realloc(void *p, size_t n) {
    allocations++;
    return __libc_realloc(p, n);
}
void free(void *p) { __libc_free(p); }

/* ---- inputs ---------------------------------------------------------------- */

typedef struct input {
    uint8_t *der;
    size_t len;
    /* The certificate decoded by each library, for timing encoding alone
     * (prepare_encoding; NULL where it does not decode). */
    bench_c_decoded *ours;
    X509 *openssl;        /* its encoding marked modified: i2d_X509 encodes it */
    X509 *openssl_cached; /* as decoded: i2d_X509 copies the DER it kept */
    Certificate_t *asn1c;
} input;

typedef struct set {
    const char *name;
    input *items;
    size_t count;
} set;

static int by_name(const struct dirent **a, const struct dirent **b) { return strcmp((*a)->d_name, (*b)->d_name); }

static int is_der(const struct dirent *e) {
    size_t n = strlen(e->d_name);
    return n > 4 && !strcmp(e->d_name + n - 4, ".der");
}

static set load(const char *dir, const char *name) {
    char path[4096];
    struct dirent **entries;
    set s = {name, NULL, 0};
    snprintf(path, sizeof path, "%s/%s", dir, name);
    int n = scandir(path, &entries, is_der, by_name);
    if (n <= 0) {
        fprintf(stderr, "harness: no .der files in %s (run bench/prepare-data)\n", path);
        exit(1);
    }
    s.items = calloc((size_t)n, sizeof *s.items);
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s/%s", dir, name, entries[i]->d_name);
        FILE *f = fopen(path, "rb");
        if (!f) exit(1);
        fseek(f, 0, SEEK_END);
        long len = ftell(f);
        fseek(f, 0, SEEK_SET);
        s.items[i].der = malloc((size_t)len);
        s.items[i].len = fread(s.items[i].der, 1, (size_t)len, f);
        fclose(f);
        free(entries[i]);
    }
    free(entries);
    s.count = (size_t)n;
    return s;
}

/* ---- the decoders --------------------------------------------------------- */

static bench_fields fields_out;

static int ours_parse(const input *in) { return bench_c_parse(in->der, in->len); }

static int ours_fields(const input *in) { return bench_c_fields(in->der, in->len, &fields_out); }

static int ours_parse_ber(const input *in) { return bench_c_parse_ber(in->der, in->len); }

static int openssl_parse(const input *in) {
    const unsigned char *p = in->der;
    X509 *x = d2i_X509(NULL, &p, (long)in->len);
    X509_free(x);
    return x != NULL;
}

/* The same fields as bench_c_fields, through OpenSSL's accessors. */
static int openssl_fields(const input *in) {
    const unsigned char *p = in->der;
    X509 *x = d2i_X509(NULL, &p, (long)in->len);
    if (!x) return 0;
    char issuer[BENCH_NAME_CAP], subject[BENCH_NAME_CAP];
    const ASN1_BIT_STRING *sig;
    const X509_ALGOR *sig_alg;
    struct tm not_before, not_after;
    X509_get0_signature(&sig, &sig_alg, x);
    fields_out.version = (uint8_t)X509_get_version(x);
    fields_out.serial_len = (size_t)ASN1_STRING_length(X509_get0_serialNumber(x));
    X509_NAME_oneline(X509_get_issuer_name(x), issuer, sizeof issuer);
    X509_NAME_oneline(X509_get_subject_name(x), subject, sizeof subject);
    fields_out.issuer_len = strlen(issuer);
    fields_out.subject_len = strlen(subject);
    fields_out.signature_algorithm = (uint64_t)OBJ_obj2nid(sig_alg->algorithm);
    fields_out.signature_len = (size_t)ASN1_STRING_length(sig);
    ASN1_TIME_to_tm(X509_get0_notBefore(x), &not_before);
    ASN1_TIME_to_tm(X509_get0_notAfter(x), &not_after);
    fields_out.not_before = timegm(&not_before);
    fields_out.not_after = timegm(&not_after);
    X509_PUBKEY *key = X509_get_X509_PUBKEY(x);
    ASN1_OBJECT *key_alg;
    const unsigned char *key_bytes;
    int key_len;
    X509_PUBKEY_get0_param(&key_alg, &key_bytes, &key_len, NULL, key);
    fields_out.key_algorithm = (uint64_t)OBJ_obj2nid(key_alg);
    fields_out.key_len = (size_t)key_len;
    X509_free(x);
    return 1;
}

static int asn1c_parse(const input *in) {
    Certificate_t *cert = NULL;
    asn_dec_rval_t rv = ber_decode(NULL, &asn_DEF_Certificate, (void **)&cert, in->der, in->len);
    ASN_STRUCT_FREE(asn_DEF_Certificate, cert);
    return rv.code == RC_OK;
}

/* ---- the encoders, on certificates decoded beforehand ---------------------- */

static uint8_t encoded[1 << 18];

/* Decodes every certificate of `s` once with each library, before anything
 * is counted or timed. */
static void prepare_encoding(set *s) {
    for (size_t i = 0; i < s->count; i++) {
        input *in = &s->items[i];
        const unsigned char *p = in->der;
        in->ours = bench_c_decode_kept(in->der, in->len);
        in->openssl = d2i_X509(NULL, &p, (long)in->len);
        /* Marks the TBSCertificate's kept DER stale (and measures it). */
        if (in->openssl) i2d_re_X509_tbs(in->openssl, NULL);
        p = in->der;
        in->openssl_cached = d2i_X509(NULL, &p, (long)in->len);
        /* i2d_X509 writes unbounded: only what fits is encoded (an encoding
         * that is the input's fits, with room to spare for one that is not). */
        if (in->len > sizeof encoded / 2) {
            X509_free(in->openssl);
            X509_free(in->openssl_cached);
            in->openssl = in->openssl_cached = NULL;
        }
        if (ber_decode(NULL, &asn_DEF_Certificate, (void **)&in->asn1c, in->der, in->len).code != RC_OK) {
            ASN_STRUCT_FREE(asn_DEF_Certificate, in->asn1c);
            in->asn1c = NULL;
        }
    }
}

/* Each encoder counts as accepting a certificate when it writes the DER it
 * was decoded from. */
static int same_der(const input *in, const uint8_t *out, size_t len) {
    return len == in->len && !memcmp(out, in->der, len);
}

static int ours_encode(const input *in) {
    size_t start = 0, n;
    if (!in->ours) return 0;
    n = bench_c_encode_kept(in->ours, encoded, sizeof encoded, &start);
    return n && same_der(in, encoded + start, n);
}

/* OpenSSL keeps the TBSCertificate's DER from decoding, and i2d_X509 copies
 * it unless the certificate was changed since: `openssl` is marked changed
 * (i2d_re_X509_tbs), so i2d_X509 encodes it from its fields, as when a CA
 * signs a certificate it built; `openssl_cached` is as decoded. */
static int openssl_encode_from(X509 *x, const input *in) {
    unsigned char *p = encoded;
    int n;
    if (!x) return 0;
    n = i2d_X509(x, &p);
    return n > 0 && same_der(in, encoded, (size_t)n);
}

static int openssl_encode(const input *in) { return openssl_encode_from(in->openssl, in); }

static int openssl_encode_cached(const input *in) { return openssl_encode_from(in->openssl_cached, in); }

static int asn1c_encode(const input *in) {
    if (!in->asn1c) return 0;
    asn_enc_rval_t rv = der_encode_to_buffer(&asn_DEF_Certificate, in->asn1c, encoded, sizeof encoded);
    return rv.encoded > 0 && same_der(in, encoded, (size_t)rv.encoded);
}

typedef struct decoder {
    const char *name;
    const char *work; /* "parse", "fields" or "encode" */
    int (*run)(const input *);
} decoder;

/* OpenSSL by its major and minor version: the harness is built against
 * the system's (Debian's 3.0) and against 3.5 LTS (bench/openssl35). */
#define STR_(x) #x
#define STR(x) STR_(x)
#define OPENSSL_LABEL "OpenSSL " STR(OPENSSL_VERSION_MAJOR) "." STR(OPENSSL_VERSION_MINOR) " d2i_X509"
#define OPENSSL_ENCODE_LABEL "OpenSSL " STR(OPENSSL_VERSION_MAJOR) "." STR(OPENSSL_VERSION_MINOR) " i2d_X509"

static const decoder decoders[] = {
    {"ours (C)", "parse", ours_parse},
    {"ours (C)", "fields", ours_fields},
    {"ours (C), BER mode", "parse", ours_parse_ber},
    {OPENSSL_LABEL, "parse", openssl_parse},
    {OPENSSL_LABEL, "fields", openssl_fields},
    {"asn1c 0.9.28", "parse", asn1c_parse},
    {"ours (C)", "encode", ours_encode},
    {OPENSSL_ENCODE_LABEL, "encode", openssl_encode},
    {OPENSSL_ENCODE_LABEL ", cached", "encode", openssl_encode_cached},
    {"asn1c 0.9.28", "encode", asn1c_encode},
};
#define DECODERS (sizeof decoders / sizeof decoders[0])

/* ---- measuring ------------------------------------------------------------ */

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* ns per certificate over passes of the whole set for about `budget_ns`. */
static double time_round(const decoder *d, const set *s, double budget_ns) {
    size_t passes = 0;
    volatile int sink = 0;
    double start = now_ns(), elapsed;
    do {
        for (size_t i = 0; i < s->count; i++) sink += d->run(&s->items[i]);
        passes++;
        elapsed = now_ns() - start;
    } while (elapsed < budget_ns);
    (void)sink;
    return elapsed / (double)(passes * s->count);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s DATA_DIR [--quick]\n", argv[0]);
        return 2;
    }
    int quick = argc > 2 && !strcmp(argv[2], "--quick");
    const int rounds = quick ? 3 : 7;
    const double budget = quick ? 30e6 : 150e6;
    set sets[] = {load(argv[1], "pkits"), load(argv[1], "ml-dsa"), load(argv[1], "ca-store")};
    printf("{\"openssl\":\"%s\",\"results\":[", OpenSSL_version(OPENSSL_VERSION));
    int first = 1;
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        double times[DECODERS][16];
        prepare_encoding(&sets[s]);
        size_t accepted[DECODERS] = {0};
        unsigned long max_allocs[DECODERS] = {0};
        for (size_t d = 0; d < DECODERS; d++) {
            for (size_t i = 0; i < sets[s].count; i++) {
                unsigned long before = allocations;
                accepted[d] += (size_t)decoders[d].run(&sets[s].items[i]);
                if (allocations - before > max_allocs[d]) max_allocs[d] = allocations - before;
            }
        }
        /* Interleaved rounds: every decoder once per round. */
        for (int r = 0; r < rounds; r++)
            for (size_t d = 0; d < DECODERS; d++) times[d][r] = time_round(&decoders[d], &sets[s], budget);
        for (size_t d = 0; d < DECODERS; d++) {
            qsort(times[d], (size_t)rounds, sizeof(double), cmp_double);
            printf("%s{\"set\":\"%s\",\"decoder\":\"%s\",\"work\":\"%s\",\"inputs\":%zu,\"accepted\":%zu,"
                   "\"ns_per_cert\":%.1f,\"allocs\":%lu}",
                   first ? "" : ",", sets[s].name, decoders[d].name, decoders[d].work, sets[s].count, accepted[d],
                   times[d][rounds / 2], max_allocs[d]);
            first = 0;
        }
    }
    printf("]}\n");
    return 0;
}
