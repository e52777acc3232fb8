/* synta-dump-c: the C twin of synta-dump. Decodes files as a type of the
 * compiled schemas and prints `FILE: ok` or `FILE: error: PATH at byte N:
 * MESSAGE`; --roundtrip also re-encodes and reports the first byte that
 * differs; --encoding ber (or --ber) decodes in BER mode, --encoding
 * oer|coer BASIC-OER or CANONICAL-OER (types generated with --oer),
 * --encoding uper|per|cuper|cper BASIC-PER or CANONICAL-PER, UNALIGNED or
 * ALIGNED (`per`; types generated with --per), and
 * --der-out DIR writes each value's DER to DIR/<input file name>; --jer
 * prints the value as
 * X.697 JSON after its line; --from-jer reads X.697 JSON instead, as its
 * DER (so --der-out writes the DER of the JSON, and --jer writes it back). The lines are the same as synta-dump's, so the two
 * implementations can be compared line by line. Exit status 1 when any
 * input failed, 2 on usage errors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pem.h"
#include "synta_rt.h"
#include "synta_types.h"

static int usage(void) {
    fprintf(stderr, "usage: synta-dump-c --type MODULE.TYPE [--pem] [--roundtrip] [--encoding der|ber|oer|coer|uper|per|cuper|cper]\n"
                    "                    [--ber]"
                    "                    [--jer] [--from-jer] [--der-out DIR] FILE...\n"
                    "       synta-dump-c --list\n");
    return 2;
}

/* The whole file, or NULL (errno set). */
static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    uint8_t *data = NULL;
    size_t cap = 0, n = 0;
    if (!f) return NULL;
    for (;;) {
        size_t got;
        if (n == cap) {
            uint8_t *grown = realloc(data, cap ? cap * 2 : 65536);
            if (!grown) {
                free(data);
                fclose(f);
                return NULL;
            }
            data = grown;
            cap = cap ? cap * 2 : 65536;
        }
        got = fread(data + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    fclose(f);
    *len = n;
    return data;
}

/* The rule inputs are read by. */
typedef enum encoding { DER, BER, OER, COER, UPER, APER, CUPER, CAPER } encoding;
static const char *const encoding_names[] = {"der", "ber", "oer", "coer", "uper", "per", "cuper", "cper"};

static int is_per(encoding rule) {
    return rule >= UPER;
}

/* The canonical rule of a rule's family, which a re-encoding is in. */
static encoding canonical_of(encoding rule) {
    switch (rule) {
    case BER: return DER;
    case OER: return COER;
    case UPER: return CUPER;
    case APER: return CAPER;
    default: return rule;
    }
}

/* What to do with each input. */
typedef struct options {
    int roundtrip;
    encoding rule;
    int jer;
    int from_jer; /* the inputs are X.697 JSON */
    const char *der_out; /* NULL: nothing written */
} options;

/* Decodes `input` by `rule` and encodes the value again: as DER from DER
 * or BER, as CANONICAL-OER from OER (and its DER into `der`). */
static synta_status reencode(const synta_type_entry *type, encoding rule, const uint8_t *input, size_t len,
                             synta_arena *arena, synta_bytes *encoded, synta_bytes *der, synta_error *err) {
    if (rule == OER || rule == COER) {
        if (type->oer_roundtrip == NULL) {
            return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
        }
        return type->oer_roundtrip(input, len, rule == COER, arena, encoded, der, err);
    }
    if (is_per(rule)) {
        if (type->per_roundtrip == NULL) {
            return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
        }
        return type->per_roundtrip(input, len, rule == APER || rule == CAPER, rule == CUPER || rule == CAPER, arena,
                                   encoded, der, err);
    }
    {
        synta_status st = type->roundtrip(input, len, rule == BER, arena, encoded, err);
        if (st != SYNTA_OK) return st;
    }
    *der = *encoded;
    return SYNTA_OK;
}

/* Writes `bytes` to DIR/NAME; 0 on success. */
static int write_file(const char *dir, const char *name, synta_bytes bytes) {
    char path[4096];
    FILE *f;
    int ok;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "wb");
    if (!f) return 1;
    ok = fwrite(bytes.ptr, 1, bytes.len, f) == bytes.len;
    return fclose(f) != 0 || !ok;
}

/* JSON text gathered in memory, so that a value that fails half-way
 * prints its error line instead. */
typedef struct text_buffer {
    char *text;
    size_t len, cap;
    int failed; /* out of memory */
} text_buffer;

static void text_append(void *ctx, const char *text, size_t len) {
    text_buffer *b = (text_buffer *)ctx;
    if (b->failed) return;
    if (b->len + len + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        char *grown;
        while (cap < b->len + len + 1) cap *= 2;
        grown = realloc(b->text, cap);
        if (!grown) {
            b->failed = 1;
            return;
        }
        b->text = grown;
        b->cap = cap;
    }
    memcpy(b->text + b->len, text, len);
    b->len += len;
    b->text[b->len] = '\0';
}

/* Checks one input (`out_name`: its name under --der-out); prints its
 * line; returns 0 when it passed. */
static int check(const synta_type_entry *type, const options *opt, const char *label, const char *out_name,
                 const uint8_t *input, size_t len, synta_arena *arena) {
    synta_error err;
    synta_bytes encoded, der = {NULL, 0}, expected = {input, len};
    char message[512];
    synta_status st;
    encoding canonical = canonical_of(opt->rule);
    int lenient = canonical != opt->rule;
    int from_oer = opt->rule == OER || opt->rule == COER;
    int from_per = is_per(opt->rule);
    int aligned = opt->rule == APER || opt->rule == CAPER;
    synta_arena_reset(arena);
    if (from_oer && type->oer_roundtrip == NULL) {
        printf("%s: error: generated without --oer\n", label);
        return 1;
    }
    if (from_per && type->per_roundtrip == NULL) {
        printf("%s: error: generated without --per\n", label);
        return 1;
    }
    /* From OER or PER, the DER only when it is written: a value may hold
     * what has no DER (an alternative read from OER or PER that the schema
     * does not know), as synta-dump does. */
    st = reencode(type, opt->rule, input, len, arena, &encoded,
                  opt->der_out || !(from_oer || from_per) ? &der : NULL, &err);
    if (st != SYNTA_OK) {
        synta_error_format(&err, message, sizeof message);
        printf("%s: error: %s\n", label, message);
        return 1;
    }
    if (opt->der_out && write_file(opt->der_out, out_name, der)) {
        printf("%s: error: %s/%s: cannot write the file\n", label, opt->der_out, out_name);
        return 1;
    }
    if (opt->roundtrip) {
        synta_bytes again = encoded, again_der;
        if (lenient) {
            /* What a BER, BASIC-OER or BASIC-PER input re-encodes to is
             * checked in the canonical rule of its family: it must
             * re-encode to itself. */
            expected = encoded;
            if (reencode(type, canonical, encoded.ptr, encoded.len, arena, &again,
                         opt->rule == BER ? &again_der : NULL, &err) != SYNTA_OK) {
                synta_error_format(&err, message, sizeof message);
                printf("%s: error: <%s-out> %s\n", label, encoding_names[canonical], message);
                return 1;
            }
        }
        if (again.len != expected.len || memcmp(again.ptr, expected.ptr, expected.len) != 0) {
            size_t at = 0, shorter = again.len < expected.len ? again.len : expected.len;
            while (at < shorter && again.ptr[at] == expected.ptr[at]) at++;
            printf("%s: error: <roundtrip> at byte %zu: re-encoding differs (%zu bytes in, %zu bytes out)\n", label,
                   at, expected.len, again.len);
            return 1;
        }
    }
    if (opt->jer) {
        text_buffer json = {NULL, 0, 0, 0};
        synta_jer j;
        if (type->jer == NULL || (from_oer && type->oer_jer == NULL) || (from_per && type->per_jer == NULL)) {
            printf("%s: error: generated without --jer\n", label);
            return 1;
        }
        synta_jer_init(&j, text_append, &json, arena);
        if (from_oer) {
            st = type->oer_jer(input, len, opt->rule == COER, arena, &j, &err);
        } else if (from_per) {
            st = type->per_jer(input, len, aligned, opt->rule == CUPER || opt->rule == CAPER, arena, &j, &err);
        } else {
            st = type->jer(input, len, opt->rule == BER, arena, &j, &err);
        }
        if (st == SYNTA_OK && json.failed) {
            st = synta_fail(&err, SYNTA_ERR_ARENA_EXHAUSTED, 0);
        }
        if (st != SYNTA_OK) {
            free(json.text);
            synta_error_format(&err, message, sizeof message);
            printf("%s: error: %s\n", label, message);
            return 1;
        }
        printf("%s: ok\n%s\n", label, json.text ? json.text : "");
        free(json.text);
        return 0;
    }
    printf("%s: ok\n", label);
    return 0;
}

/* Reads the JSON `text` as its DER, then checks that as check() does. */
static int check_jer(const synta_type_entry *type, const options *opt, const char *label, const uint8_t *text,
                     size_t len, synta_arena *arena) {
    synta_error err;
    synta_bytes der;
    uint8_t *copy;
    char message[512];
    int failed;
    const char *slash = strrchr(label, '/');
    if (type->from_jer == NULL) {
        printf("%s: error: generated without --jer\n", label);
        return 1;
    }
    synta_arena_reset(arena);
    if (type->from_jer((const char *)text, len, arena, &der, &err) != SYNTA_OK) {
        synta_error_format(&err, message, sizeof message);
        printf("%s: error: %s\n", label, message);
        return 1;
    }
    /* check() starts from an empty arena: the DER is copied out first. */
    copy = (uint8_t *)malloc(der.len ? der.len : 1);
    if (copy == NULL) {
        printf("%s: error: out of memory\n", label);
        return 1;
    }
    memcpy(copy, der.ptr, der.len);
    failed = check(type, opt, label, slash ? slash + 1 : label, copy, der.len, arena);
    free(copy);
    return failed;
}

/* The file name part of a path. */
static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

int main(int argc, char **argv) {
    const char *type_name = NULL;
    int pem = 0, list = 0, failed = 0, i;
    options opt = {0, DER, 0, 0, NULL};
    const synta_type_entry *type;
    synta_arena arena;
    for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--type") == 0 && i + 1 < argc) {
            type_name = argv[++i];
        } else if (strncmp(argv[i], "--type=", 7) == 0) {
            type_name = argv[i] + 7;
        } else if (strcmp(argv[i], "--pem") == 0) {
            pem = 1;
        } else if (strcmp(argv[i], "--roundtrip") == 0) {
            opt.roundtrip = 1;
        } else if (strcmp(argv[i], "--ber") == 0) {
            opt.rule = BER;
        } else if (strcmp(argv[i], "--encoding") == 0 && i + 1 < argc) {
            int k, found = 0;
            i++;
            for (k = 0; k < (int)(sizeof encoding_names / sizeof encoding_names[0]); k++) {
                if (strcmp(argv[i], encoding_names[k]) == 0) {
                    opt.rule = (encoding)k;
                    found = 1;
                }
            }
            if (!found) return usage();
        } else if (strcmp(argv[i], "--jer") == 0) {
            opt.jer = 1;
        } else if (strcmp(argv[i], "--from-jer") == 0) {
            opt.from_jer = 1;
        } else if (strcmp(argv[i], "--der-out") == 0 && i + 1 < argc) {
            opt.der_out = argv[++i];
        } else if (strncmp(argv[i], "--der-out=", 10) == 0) {
            opt.der_out = argv[i] + 10;
        } else if (strcmp(argv[i], "--list") == 0) {
            list = 1;
        } else if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        } else {
            return usage();
        }
    }
    if (list) {
        /* With an OER or PER encoding: the types with it. */
        size_t k;
        for (k = 0; k < synta_types_count; k++) {
            int has = opt.rule == OER || opt.rule == COER ? synta_types[k].oer_roundtrip != NULL
                      : is_per(opt.rule)                 ? synta_types[k].per_roundtrip != NULL
                                                         : 1;
            if (has) puts(synta_types[k].name);
        }
        return 0;
    }
    if (!type_name) return usage();
    type = synta_type_find(type_name);
    if (!type) {
        fprintf(stderr, "error: no type `%s` in the shipped schemas (see --list)\n", type_name);
        return 2;
    }
    synta_arena_init_heap(&arena, 1 << 16);
    for (; i < argc; i++) {
        size_t len = 0;
        uint8_t *data = read_file(argv[i], &len);
        if (!data) {
            printf("%s: error: cannot read the file\n", argv[i]);
            failed = 1;
            continue;
        }
        if (opt.from_jer) {
            failed |= check_jer(type, &opt, argv[i], data, len, &arena);
        } else if (!pem) {
            failed |= check(type, &opt, argv[i], base_name(argv[i]), data, len, &arena);
        } else {
            pem_block *blocks;
            long bad = 0, n = pem_blocks((const char *)data, len, &blocks, &bad), k;
            if (n < 0) {
                printf("%s: error: PEM block %ld: invalid base64\n", argv[i], bad);
                failed = 1;
            } else if (n == 0) {
                printf("%s: error: no PEM block found\n", argv[i]);
                failed = 1;
            }
            for (k = 0; k < n; k++) {
                char label[4096], out_name[4096];
                if (n > 1) {
                    snprintf(label, sizeof label, "%s#%ld", argv[i], k + 1);
                    snprintf(out_name, sizeof out_name, "%s.%ld", base_name(argv[i]), k + 1);
                } else {
                    snprintf(label, sizeof label, "%s", argv[i]);
                    snprintf(out_name, sizeof out_name, "%s", base_name(argv[i]));
                }
                failed |= check(type, &opt, label, out_name, blocks[k].der, blocks[k].len, &arena);
            }
            if (n > 0) pem_free(blocks, n);
        }
        free(data);
    }
    synta_arena_free(&arena);
    return failed ? 1 : 0;
}
