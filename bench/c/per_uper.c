/* Messages in UNALIGNED PER, decoded and encoded by our generated C and by
 * asn1c's (-gen-PER, from the same schemas), in interleaved rounds on the
 * same messages, each side first checked to write every message back as it
 * came; prints, as JSON rows of the C harness's shape (bench/report reads
 * them), each side's median nanoseconds a message. Built once a suite, the
 * suite's header naming its types (per_its.h: the ETSI CAM; per_rrc.h: LTE
 * RRC messages):
 *   make -C bench/c OUT=DIR DIR/per-its && DIR/per-its [--quick] FILE.uper...
 * A file's type is the suite's only one, or the part of its name after the
 * first '-' (`3-BCCH-BCH-Message.uper`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "asn_application.h"
#include "per_decoder.h"
#include "per_encoder.h"
#include "synta_rt.h"

/* One message type: our decode and encode (through wrappers of one
 * signature), the size of our value, and asn1c's descriptor. */
typedef struct {
    const char *name;
    synta_status (*decode)(const uint8_t *in, size_t len, synta_arena *arena, void *out, synta_error *err);
    synta_status (*encode)(const void *value, uint8_t *out, size_t cap, size_t *got, synta_error *err);
    size_t size;
    asn_TYPE_descriptor_t *asn1c;
} per_type;

#define OURS(T)                                                                                              \
    static synta_status T##_dec(const uint8_t *in, size_t len, synta_arena *arena, void *out, synta_error *err) { \
        return T##_decode_uper(in, len, arena, (T *)out, err);                                              \
    }                                                                                                        \
    static synta_status T##_enc(const void *value, uint8_t *out, size_t cap, size_t *got, synta_error *err) { \
        return T##_encode_uper((const T *)value, out, cap, got, err);                                       \
    }
#define PER_TYPE(name, T, asn1c) {name, T##_dec, T##_enc, sizeof(T), &asn_DEF_##asn1c}

#include PER_SUITE_HEADER

enum { MAX_MESSAGES = 16, MAX_ROUNDS = 15 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The type of the file at `path`. */
static const per_type *type_of(const char *path) {
    const char *base = strrchr(path, '/'), *dash;
    size_t i, n = sizeof TYPES / sizeof TYPES[0];
    if (n == 1) return &TYPES[0];
    base = base ? base + 1 : path;
    dash = strchr(base, '-');
    for (i = 0; dash != NULL && i < n; i++) {
        size_t len = strlen(TYPES[i].name);
        if (strncmp(dash + 1, TYPES[i].name, len) == 0 && strcmp(dash + 1 + len, ".uper") == 0) return &TYPES[i];
    }
    return NULL;
}

static double median(double *t, int n) {
    qsort(t, n, sizeof(double), cmp);
    return t[n / 2];
}

int main(int argc, char **argv) {
    static uint8_t in[MAX_MESSAGES][1024], out[2048], space[1 << 16];
    static double ours_dec[MAX_ROUNDS], theirs_dec[MAX_ROUNDS], ours_enc[MAX_ROUNDS], theirs_enc[MAX_ROUNDS];
    size_t len[MAX_MESSAGES], got;
    const per_type *type[MAX_MESSAGES];
    void *value[MAX_MESSAGES], *theirs[MAX_MESSAGES];
    int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    int n = argc - 1 - quick, i, round, k;
    const int reps = quick ? 2000 : 20000, rounds = quick ? 5 : MAX_ROUNDS;
    synta_arena arena;
    synta_error err;
    if (n < 1 || n > MAX_MESSAGES) {
        fprintf(stderr, "usage: per-%s [--quick] FILE.uper... (one to %d)\n", SUITE, MAX_MESSAGES);
        return 2;
    }
    for (i = 0; i < n; i++) {
        const char *path = argv[i + 1 + quick];
        FILE *f = fopen(path, "rb");
        type[i] = type_of(path);
        if (f == NULL || type[i] == NULL) {
            fprintf(stderr, "per-%s: %s: %s\n", SUITE, path, f == NULL ? "cannot be read" : "of no type of the suite");
            return 2;
        }
        len[i] = fread(in[i], 1, sizeof in[i], f);
        fclose(f);
        value[i] = malloc(type[i]->size);
        if (value[i] == NULL) abort();
    }
    synta_arena_init(&arena, space, sizeof space, NULL);
    for (round = 0; round < rounds; round++) {
        double t0 = now(), t1, t2;
        for (k = 0; k < reps; k++) {
            for (i = 0; i < n; i++) {
                synta_arena_reset(&arena);
                if (type[i]->decode(in[i], len[i], &arena, value[i], &err) != SYNTA_OK) abort();
            }
        }
        t1 = now();
        for (k = 0; k < reps; k++) {
            for (i = 0; i < n; i++) {
                void *v = NULL;
                asn_dec_rval_t rv = uper_decode_complete(0, type[i]->asn1c, &v, in[i], len[i]);
                if (rv.code != RC_OK) abort();
                ASN_STRUCT_FREE(*type[i]->asn1c, v);
            }
        }
        t2 = now();
        ours_dec[round] = (t1 - t0) / (reps * n);
        theirs_dec[round] = (t2 - t1) / (reps * n);
        /* Encoding a decoded value, each side's written back as it came. */
        synta_arena_reset(&arena);
        for (i = 0; i < n; i++) {
            asn_enc_rval_t er;
            theirs[i] = NULL;
            if (type[i]->decode(in[i], len[i], &arena, value[i], &err) != SYNTA_OK) abort();
            if (uper_decode_complete(0, type[i]->asn1c, &theirs[i], in[i], len[i]).code != RC_OK) abort();
            er = uper_encode_to_buffer(type[i]->asn1c, theirs[i], out, sizeof out);
            if (er.encoded < 0 || (size_t)(er.encoded + 7) / 8 != len[i] || memcmp(out, in[i], len[i]) != 0) {
                fprintf(stderr, "per-%s: asn1c does not write message %d back as it came\n", SUITE, i + 1);
                return 1;
            }
            if (type[i]->encode(value[i], out, sizeof out, &got, &err) != SYNTA_OK || got != len[i] ||
                memcmp(out, in[i], len[i]) != 0) {
                fprintf(stderr, "per-%s: ours does not write message %d back as it came\n", SUITE, i + 1);
                return 1;
            }
        }
        t0 = now();
        for (k = 0; k < reps; k++)
            for (i = 0; i < n; i++)
                if (type[i]->encode(value[i], out, sizeof out, &got, &err) != SYNTA_OK || got != len[i]) abort();
        t1 = now();
        for (k = 0; k < reps; k++)
            for (i = 0; i < n; i++)
                if (uper_encode_to_buffer(type[i]->asn1c, theirs[i], out, sizeof out).encoded < 0) abort();
        t2 = now();
        for (i = 0; i < n; i++) ASN_STRUCT_FREE(*type[i]->asn1c, theirs[i]);
        ours_enc[round] = (t1 - t0) / (reps * n);
        theirs_enc[round] = (t2 - t1) / (reps * n);
    }
    printf("{\"results\": [\n");
    printf("  {\"set\": \"%s\", \"decoder\": \"ours (C)\", \"work\": \"decode-uper\", \"ns_per_cert\": %.1f},\n", SUITE,
           median(ours_dec, rounds));
    printf("  {\"set\": \"%s\", \"decoder\": \"asn1c 0.9.28\", \"work\": \"decode-uper\", \"ns_per_cert\": %.1f},\n",
           SUITE, median(theirs_dec, rounds));
    printf("  {\"set\": \"%s\", \"decoder\": \"ours (C)\", \"work\": \"encode-uper\", \"ns_per_cert\": %.1f},\n", SUITE,
           median(ours_enc, rounds));
    printf("  {\"set\": \"%s\", \"decoder\": \"asn1c 0.9.28\", \"work\": \"encode-uper\", \"ns_per_cert\": %.1f}\n",
           SUITE, median(theirs_enc, rounds));
    printf("]}\n");
    for (i = 0; i < n; i++) free(value[i]);
    return 0;
}
