/* Lazy components on real certificates: RFC 5280 compiled with --raw for
 * the issuer and the extensions (prefix `lazy`), next to the fully decoded
 * generated/c. For each DER file: the accessors decode what the full decode
 * holds, both re-encode to the input, and both print the same JER (the
 * lazy one decodes its raw components to write them). Prints `FILE: ok` or
 * the failure. With --ber, the files come in pairs, a BER variant and its
 * certificate's DER: the variant decodes in BER mode to a value that
 * re-encodes to that DER (the extensions, read by their type, drop the
 * `critical FALSE` BER may send), and the DER is checked as above. */
#include <stdio.h>
#include <string.h>

#include "lazy_pkix1_explicit88.h"
#include "pkix1_explicit88.h"

static uint8_t input[1 << 16], ber_input[1 << 16], space[1 << 16], out[1 << 16];

/* JSON text written into a fixed buffer. */
typedef struct json_text {
    char text[1 << 17];
    size_t len;
    int overflow;
} json_text;

static json_text full_json, lazy_json;

static void append(void *ctx, const char *text, size_t len) {
    json_text *t = (json_text *)ctx;
    if (t->len + len > sizeof t->text) {
        t->overflow = 1;
        return;
    }
    memcpy(t->text + t->len, text, len);
    t->len += len;
}

static int check(const uint8_t *der, size_t len) {
    synta_arena arena;
    synta_error err;
    pkix1_explicit88_Certificate full;
    lazy_Certificate lazy;
    lazy_Name issuer;
    lazy_Extensions extensions;
    synta_jer j;
    size_t n, i;
    synta_arena_init(&arena, space, sizeof space, NULL);
    if (pkix1_explicit88_Certificate_decode(der, len, &arena, &full, &err) != SYNTA_OK) return 1;
    if (lazy_Certificate_decode(der, len, &arena, &lazy, &err) != SYNTA_OK) return 2;
    if (lazy_TBSCertificate_get_issuer(&lazy.tbsCertificate, &arena, &issuer, &err) != SYNTA_OK) return 3;
    if (issuer.u.rdnSequence.count != full.tbsCertificate.issuer.u.rdnSequence.count) return 4;
    if (lazy.tbsCertificate.has_extensions != full.tbsCertificate.has_extensions) return 5;
    if (lazy.tbsCertificate.has_extensions) {
        if (lazy_TBSCertificate_get_extensions(&lazy.tbsCertificate, &arena, &extensions, &err) != SYNTA_OK) return 6;
        if (extensions.count != full.tbsCertificate.extensions.count) return 7;
        for (i = 0; i < extensions.count; i++) {
            const synta_bytes *a = &extensions.items[i].extnValue, *b = &full.tbsCertificate.extensions.items[i].extnValue;
            if (a->len != b->len || memcmp(a->ptr, b->ptr, a->len) != 0) return 8;
        }
    } else if (lazy_TBSCertificate_get_extensions(&lazy.tbsCertificate, &arena, &extensions, &err) !=
               SYNTA_ERR_MISSING) {
        return 9;
    }
    if (lazy_Certificate_encode(&lazy, out, sizeof out, &n, &err) != SYNTA_OK || n != len || memcmp(out, der, len))
        return 10;
    full_json.len = lazy_json.len = 0;
    synta_jer_init(&j, append, &full_json, &arena);
    if (pkix1_explicit88_Certificate_write_jer(&j, &full, &err) != SYNTA_OK) return 11;
    synta_jer_init(&j, append, &lazy_json, &arena);
    if (lazy_Certificate_write_jer(&j, &lazy, &err) != SYNTA_OK) return 12;
    if (full_json.overflow || lazy_json.overflow || full_json.len != lazy_json.len ||
        memcmp(full_json.text, lazy_json.text, full_json.len) != 0)
        return 13;
    return 0;
}

/* The BER `ber` read in BER mode re-encodes to `der`. */
static int check_ber(const uint8_t *ber, size_t ber_len, const uint8_t *der, size_t len) {
    synta_arena arena;
    synta_error err;
    lazy_Certificate lazy;
    size_t n;
    synta_arena_init(&arena, space, sizeof space, NULL);
    if (lazy_Certificate_decode_ber(ber, ber_len, &arena, &lazy, &err) != SYNTA_OK) return 20;
    if (lazy_Certificate_encode(&lazy, out, sizeof out, &n, &err) != SYNTA_OK || n != len || memcmp(out, der, len))
        return 21;
    return 0;
}

static size_t read_file(const char *path, uint8_t *buf, size_t cap) {
    FILE *f = fopen(path, "rb");
    size_t len;
    if (!f) return 0;
    len = fread(buf, 1, cap, f);
    fclose(f);
    return len;
}

int main(int argc, char **argv) {
    int i, failed = 0, ber = argc > 1 && strcmp(argv[1], "--ber") == 0;
    for (i = 1 + ber; i < argc; i++) {
        size_t len, ber_len = 0;
        int result = 0;
        if (ber) {
            if (i + 1 >= argc || (ber_len = read_file(argv[i], ber_input, sizeof ber_input)) == 0) return 2;
            i++;
        }
        if ((len = read_file(argv[i], input, sizeof input)) == 0) return 2;
        if (ber) result = check_ber(ber_input, ber_len, input, len);
        if (!result) result = check(input, len);
        if (result) {
            printf("%s: failed check %d\n", argv[i], result);
            failed = 1;
        } else {
            printf("%s: ok\n", argv[i]);
        }
    }
    return failed;
}
