/* The ETSI CAM in UNALIGNED PER, decoded and encoded by our generated C
 * (generated/c/its) and by asn1c's (-gen-PER, from the same schemas/its),
 * in interleaved rounds on the same messages, each side first checked to
 * write every message back as it came; prints, as JSON rows of the C
 * harness's shape (bench/report reads them), each side's median
 * nanoseconds a message.
 *   make -C bench/c OUT=DIR DIR/per-cam && DIR/per-cam [--quick] CAM.uper... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cam_pdu_descriptions.h"
#include "CAM.h"
#include "per_decoder.h"
#include "per_encoder.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    static uint8_t in[8][256], out[512];
    size_t len[3];
    int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    int n = argc - 1 - quick, i, round, k;
    const int reps = quick ? 2000 : 20000, rounds = quick ? 5 : 15;
    double ours_dec[15], theirs_dec[15], ours_enc[15], theirs_enc[15];
    static uint8_t space[1 << 16];
    synta_arena arena;
    synta_error err;
    if (n < 1 || n > 8) {
        fprintf(stderr, "usage: per-cam [--quick] CAM.uper... (one to eight)\n");
        return 2;
    }
    for (i = 0; i < n; i++) {
        FILE *f = fopen(argv[i + 1 + quick], "rb");
        if (f == NULL) {
            perror(argv[i + 1 + quick]);
            return 2;
        }
        len[i] = fread(in[i], 1, sizeof in[i], f);
        fclose(f);
    }
    synta_arena_init(&arena, space, sizeof space, NULL);
    for (round = 0; round < rounds; round++) {
        double t0 = now();
        for (k = 0; k < reps; k++) {
            for (i = 0; i < n; i++) {
                cam_pdu_descriptions_CAM v;
                synta_arena_reset(&arena);
                if (cam_pdu_descriptions_CAM_decode_uper(in[i], len[i], &arena, &v, &err) != SYNTA_OK) abort();
            }
        }
        double t1 = now();
        for (k = 0; k < reps; k++) {
            for (i = 0; i < n; i++) {
                CAM_t *cam = NULL;
                asn_dec_rval_t rv = uper_decode_complete(0, &asn_DEF_CAM, (void **)&cam, in[i], len[i]);
                if (rv.code != RC_OK) abort();
                ASN_STRUCT_FREE(asn_DEF_CAM, cam);
            }
        }
        double t2 = now();
        ours_dec[round] = (t1 - t0) / (reps * n);
        theirs_dec[round] = (t2 - t1) / (reps * n);
        /* Encoding a decoded value. */
        {
            cam_pdu_descriptions_CAM v[8];
            CAM_t *cams[8];
            size_t got;
            synta_arena_reset(&arena);
            for (i = 0; i < n; i++) {
                cams[i] = NULL;
                if (cam_pdu_descriptions_CAM_decode_uper(in[i], len[i], &arena, &v[i], &err) != SYNTA_OK) abort();
                if (uper_decode_complete(0, &asn_DEF_CAM, (void **)&cams[i], in[i], len[i]).code != RC_OK) abort();
            }
            for (i = 0; i < n; i++) {
                asn_enc_rval_t er = uper_encode_to_buffer(&asn_DEF_CAM, cams[i], out, sizeof out);
                if (er.encoded < 0 || (size_t)(er.encoded + 7) / 8 != len[i] || memcmp(out, in[i], len[i]) != 0) {
                    fprintf(stderr, "per-cam: asn1c does not write message %d back as it came\n", i + 1);
                    return 1;
                }
            }
            t0 = now();
            for (k = 0; k < reps; k++)
                for (i = 0; i < n; i++)
                    if (cam_pdu_descriptions_CAM_encode_uper(&v[i], out, sizeof out, &got, &err) != SYNTA_OK || got != len[i]) abort();
            t1 = now();
            for (k = 0; k < reps; k++)
                for (i = 0; i < n; i++) {
                    asn_enc_rval_t er = uper_encode_to_buffer(&asn_DEF_CAM, cams[i], out, sizeof out);
                    if (er.encoded < 0) abort();
                }
            t2 = now();
            for (i = 0; i < n; i++) ASN_STRUCT_FREE(asn_DEF_CAM, cams[i]);
            ours_enc[round] = (t1 - t0) / (reps * n);
            theirs_enc[round] = (t2 - t1) / (reps * n);
        }
    }
    qsort(ours_dec, rounds, sizeof(double), cmp);
    qsort(theirs_dec, rounds, sizeof(double), cmp);
    qsort(ours_enc, rounds, sizeof(double), cmp);
    qsort(theirs_enc, rounds, sizeof(double), cmp);
    printf("{\"results\": [\n");
    printf("  {\"set\": \"its\", \"decoder\": \"ours (C)\", \"work\": \"decode-uper\", \"ns_per_cert\": %.1f},\n",
           ours_dec[rounds / 2]);
    printf("  {\"set\": \"its\", \"decoder\": \"asn1c 0.9.28\", \"work\": \"decode-uper\", \"ns_per_cert\": %.1f},\n",
           theirs_dec[rounds / 2]);
    printf("  {\"set\": \"its\", \"decoder\": \"ours (C)\", \"work\": \"encode-uper\", \"ns_per_cert\": %.1f},\n",
           ours_enc[rounds / 2]);
    printf("  {\"set\": \"its\", \"decoder\": \"asn1c 0.9.28\", \"work\": \"encode-uper\", \"ns_per_cert\": %.1f}\n",
           theirs_enc[rounds / 2]);
    printf("]}\n");
    return 0;
}
