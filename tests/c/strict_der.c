/* The strict-DER suite against the generated C, called directly: each case
 * of tests/support/strict-der.tsv (the list the Rust suite and both tools read)
 * decoded by its type from the registry, refused with the error line given
 * there or accepted and re-encoded as it was. Built and run by
 * tests/c/test_c_generated.py:  strict_der tests/support/strict-der.tsv */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synta_types.h"

/* Splits `line` at its tabs into `columns` (in place); how many there were. */
static int split(char *line, char **columns, int max) {
    int n = 0;
    char *tab;
    columns[n++] = line;
    while (n < max && (tab = strchr(line, '\t')) != NULL) {
        *tab = '\0';
        line = tab + 1;
        columns[n++] = line;
    }
    return n;
}

/* `hex` as bytes into `out` (room for `cap`); how many, or -1. */
static long unhex(const char *hex, uint8_t *out, size_t cap) {
    size_t i, n = strlen(hex);
    if (n % 2 != 0 || n / 2 > cap) return -1;
    for (i = 0; i < n / 2; i++) {
        unsigned byte;
        if (sscanf(hex + 2 * i, "%2x", &byte) != 1) return -1;
        out[i] = (uint8_t)byte;
    }
    return (long)(n / 2);
}

/* One case; 0 when it came out as listed, else 1 (and says why). */
static int run_case(char **c, synta_arena *arena) {
    static uint8_t der[4096];
    char message[512];
    synta_error err;
    synta_bytes out;
    const synta_type_entry *type = synta_type_find(c[1]);
    long len = unhex(c[2], der, sizeof der);
    synta_status st;
    if (type == NULL || len < 0) {
        fprintf(stderr, "%s: no type %s, or bad hex\n", c[0], c[1]);
        return 1;
    }
    synta_arena_reset(arena);
    st = type->roundtrip(der, (size_t)len, 0, arena, &out, &err);
    if (st != SYNTA_OK) {
        synta_error_format(&err, message, sizeof message);
        if (strcmp(message, c[3]) == 0) return 0;
        fprintf(stderr, "%s: %s, expected %s\n", c[0], message, c[3]);
        return 1;
    }
    if (strcmp(c[3], "ok") == 0 && out.len == (size_t)len && memcmp(out.ptr, der, out.len) == 0) return 0;
    fprintf(stderr, "%s: accepted, expected %s\n", c[0], c[3]);
    return 1;
}

int main(int argc, char **argv) {
    static char line[16384];
    static uint8_t memory[1 << 16];
    synta_arena arena;
    int cases = 0, failed = 0;
    FILE *f = argc == 2 ? fopen(argv[1], "r") : NULL;
    if (f == NULL) {
        fprintf(stderr, "usage: strict_der tests/support/strict-der.tsv\n");
        return 2;
    }
    synta_arena_init(&arena, memory, sizeof memory, NULL);
    while (fgets(line, sizeof line, f) != NULL) {
        char *columns[4];
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#') continue;
        cases++;
        if (split(line, columns, 4) != 4) {
            fprintf(stderr, "not four columns: %s\n", line);
            failed++;
            continue;
        }
        failed += run_case(columns, &arena);
    }
    fclose(f);
    printf("%d cases, %d failed\n", cases, failed);
    return failed != 0 || cases == 0;
}
