/* A program that decodes a certificate and reads its fields, written once
 * for our generated C and once (with -DASN1C) for asn1c's output, so that
 * the code each links, statically with --gc-sections, can be compared as
 * a user would see it (bench/report: "fields program"). Both print
 *
 *   issuer-rdns=N subject-rdns=N not-after=TIME sig-alg-octets=N extensions=N
 *
 * for each certificate (DER) named on the command line. */
#include <stdio.h>

#ifdef ASN1C
#include "Certificate.h"
#include "Extensions.h"
#else
#include "pkix1_explicit88.h"
#endif

static unsigned char input[1 << 16];

static int show(const unsigned char *der, size_t len) {
#ifdef ASN1C
    Certificate_t *cert = NULL;
    asn_dec_rval_t rv = ber_decode(NULL, &asn_DEF_Certificate, (void **)&cert, der, len);
    const Time_t *not_after;
    const OCTET_STRING_t *time;
    int ok = rv.code == RC_OK;
    if (ok) {
        not_after = &cert->tbsCertificate.validity.notAfter;
        time = not_after->present == Time_PR_utcTime ? &not_after->choice.utcTime : &not_after->choice.generalTime;
        printf("issuer-rdns=%d subject-rdns=%d not-after=%.*s sig-alg-octets=%d extensions=%d\n",
               cert->tbsCertificate.issuer.choice.rdnSequence.list.count,
               cert->tbsCertificate.subject.choice.rdnSequence.list.count, (int)time->size, (const char *)time->buf,
               (int)cert->signatureAlgorithm.algorithm.size,
               cert->tbsCertificate.extensions ? cert->tbsCertificate.extensions->list.count : 0);
    }
    ASN_STRUCT_FREE(asn_DEF_Certificate, cert);
    return ok;
#else
    static uint8_t memory[1 << 16];
    pkix1_explicit88_Certificate cert;
    const pkix1_explicit88_TBSCertificate *tbs = &cert.tbsCertificate;
    const pkix1_explicit88_Time *not_after = &tbs->validity.notAfter;
    const synta_time *time;
    synta_arena arena;
    synta_error err;
    synta_arena_init(&arena, memory, sizeof memory, NULL);
    if (pkix1_explicit88_Certificate_decode(der, len, &arena, &cert, &err) != SYNTA_OK) {
        return 0;
    }
    time = not_after->kind == pkix1_explicit88_Time_utcTime ? &not_after->u.utcTime : &not_after->u.generalTime;
    printf("issuer-rdns=%d subject-rdns=%d not-after=%.*s sig-alg-octets=%d extensions=%d\n",
           (int)tbs->issuer.u.rdnSequence.count, (int)tbs->subject.u.rdnSequence.count, (int)time->len,
           (const char *)time->ptr, (int)cert.signatureAlgorithm.algorithm.len,
           tbs->has_extensions ? (int)tbs->extensions.count : 0);
    return 1;
#endif
}

int main(int argc, char **argv) {
    int i, failed = 0;
    for (i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        size_t len;
        if (f == NULL) {
            return 2;
        }
        len = fread(input, 1, sizeof input, f);
        fclose(f);
        if (!show(input, len)) {
            printf("%s: not decoded\n", argv[i]);
            failed = 1;
        }
    }
    return failed;
}
