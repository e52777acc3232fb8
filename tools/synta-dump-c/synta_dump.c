/* synta-dump-c: the C twin of synta-dump. Decodes files as a type of the
 * compiled schemas and prints `FILE: ok` or `FILE: error: PATH at byte N:
 * MESSAGE`; --roundtrip also re-encodes and reports the first byte that
 * differs. The lines are the same as synta-dump's, so the two
 * implementations can be compared line by line. Exit status 1 when any
 * input failed, 2 on usage errors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pem.h"
#include "synta_rt.h"
#include "synta_types.h"

static void *grow(void *ctx, size_t size) {
    (void)ctx;
    return malloc(size);
}

static void release(void *ctx, void *block) {
    (void)ctx;
    free(block);
}

static int usage(void) {
    fprintf(stderr, "usage: synta-dump-c --type MODULE.TYPE [--pem] [--roundtrip] FILE...\n"
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

/* Checks one input; prints its line; returns 0 when it passed. */
static int check(const synta_type_entry *type, int roundtrip, const char *label, const uint8_t *der, size_t len,
                 synta_arena *arena) {
    synta_error err;
    synta_bytes encoded;
    char message[512];
    synta_status st;
    synta_arena_reset(arena);
    st = type->roundtrip(der, len, arena, &encoded, &err);
    if (st != SYNTA_OK) {
        synta_error_format(&err, message, sizeof message);
        printf("%s: error: %s\n", label, message);
        return 1;
    }
    if (roundtrip && (encoded.len != len || memcmp(encoded.ptr, der, len) != 0)) {
        size_t at = 0, shorter = encoded.len < len ? encoded.len : len;
        while (at < shorter && encoded.ptr[at] == der[at]) at++;
        printf("%s: error: <roundtrip> at byte %zu: re-encoding differs (%zu bytes in, %zu bytes out)\n", label, at,
               len, encoded.len);
        return 1;
    }
    printf("%s: ok\n", label);
    return 0;
}

int main(int argc, char **argv) {
    const char *type_name = NULL;
    int pem = 0, roundtrip = 0, list = 0, failed = 0, i;
    const synta_type_entry *type;
    static uint8_t arena_buf[1 << 16];
    synta_allocator allocator = {grow, release, NULL};
    synta_arena arena;
    for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--type") == 0 && i + 1 < argc) {
            type_name = argv[++i];
        } else if (strncmp(argv[i], "--type=", 7) == 0) {
            type_name = argv[i] + 7;
        } else if (strcmp(argv[i], "--pem") == 0) {
            pem = 1;
        } else if (strcmp(argv[i], "--roundtrip") == 0) {
            roundtrip = 1;
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
        size_t k;
        for (k = 0; k < synta_types_count; k++) puts(synta_types[k].name);
        return 0;
    }
    if (!type_name) return usage();
    type = synta_type_find(type_name);
    if (!type) {
        fprintf(stderr, "error: no type `%s` in the shipped schemas (see --list)\n", type_name);
        return 2;
    }
    synta_arena_init(&arena, arena_buf, sizeof arena_buf, &allocator);
    for (; i < argc; i++) {
        size_t len = 0;
        uint8_t *data = read_file(argv[i], &len);
        if (!data) {
            printf("%s: error: cannot read the file\n", argv[i]);
            failed = 1;
            continue;
        }
        if (!pem) {
            failed |= check(type, roundtrip, argv[i], data, len, &arena);
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
                char label[4096];
                if (n > 1) {
                    snprintf(label, sizeof label, "%s#%ld", argv[i], k + 1);
                } else {
                    snprintf(label, sizeof label, "%s", argv[i]);
                }
                failed |= check(type, roundtrip, label, blocks[k].der, blocks[k].len, &arena);
            }
            if (n > 0) pem_free(blocks, n);
        }
        free(data);
    }
    synta_arena_reset(&arena);
    return failed ? 1 : 0;
}
