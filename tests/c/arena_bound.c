/* Checks T_arena_bound (and T_arena_bound_oer, T_arena_bound_per)
 * against real decodes.
 *
 *   arena_bound [--oer|--uper|--aper] MODULE.TYPE FILE...
 *       decodes each file (DER, or BASIC-OER with --oer, BASIC-PER of a
 *       variant with --uper or --aper) on a heap arena;
 *       one that does not decode prints `FILE: invalid`. Otherwise it
 *       decodes again into a caller's buffer of exactly the bound's bytes
 *       for its length, starting one byte past an aligned address, and
 *       prints `FILE: USED BOUND` (exit 1 when that decode fails or USED >
 *       BOUND).
 *   arena_bound --per-byte [--oer|--per]
 *       prints `MODULE.TYPE RATIO` for every type: its bound for 1 MiB of
 *       input over 1 MiB (`none` when it has no bound). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synta_rt.h"
#include "synta_types.h"

static uint8_t input[1 << 20];

/* The rule a run checks. */
static enum { DER, OER, UPER, APER } rule;

static size_t bound_of(const synta_type_entry *type, size_t len) {
    switch (rule) {
    case OER:
        return type->oer_arena_bound(len);
    case UPER:
    case APER:
        return type->per_arena_bound(len);
    case DER:
        break;
    }
    return type->arena_bound(len);
}

static synta_status decode(const synta_type_entry *type, size_t len, synta_arena *arena, synta_error *err) {
    switch (rule) {
    case OER:
        return type->decode_oer(input, len, 0, arena, err);
    case UPER:
    case APER:
        return type->decode_per(input, len, rule == APER, 0, arena, err);
    case DER:
        break;
    }
    return type->decode(input, len, 0, arena, err);
}

/* The rule a flag names (DER for none). */
static int rule_of(const char *flag) {
    if (strcmp(flag, "--oer") == 0) {
        return OER;
    }
    if (strcmp(flag, "--uper") == 0 || strcmp(flag, "--per") == 0) {
        return UPER;
    }
    return strcmp(flag, "--aper") == 0 ? APER : DER;
}

static int per_byte(void) {
    size_t i;
    for (i = 0; i < synta_types_count; i++) {
        size_t bound = bound_of(&synta_types[i], sizeof input);
        if (bound == SIZE_MAX) {
            printf("%s none\n", synta_types[i].name);
        } else {
            printf("%s %.3f\n", synta_types[i].name, (double)bound / (double)sizeof input);
        }
    }
    return 0;
}

static int check(const synta_type_entry *type, const char *path) {
    FILE *f = fopen(path, "rb");
    synta_arena heap, arena;
    synta_error err;
    size_t len, used, bound;
    uint8_t *space;
    int ok;
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 1;
    }
    len = fread(input, 1, sizeof input, f);
    fclose(f);
    synta_arena_init_heap(&heap, 0);
    ok = decode(type, len, &heap, &err) == SYNTA_OK;
    synta_arena_free(&heap);
    if (!ok) {
        printf("%s: invalid\n", path);
        return 0;
    }
    bound = bound_of(type, len);
    if (bound == SIZE_MAX || (space = (uint8_t *)malloc(bound + 1)) == NULL) {
        printf("%s: no bound\n", path);
        return 1;
    }
    synta_arena_init(&arena, space + 1, bound, NULL);
    if (decode(type, len, &arena, &err) != SYNTA_OK) {
        char text[256];
        synta_error_format(&err, text, sizeof text);
        printf("%s: %zu bytes were not enough: %s\n", path, bound, text);
        free(space);
        return 1;
    }
    used = synta_arena_used(&arena);
    free(space);
    printf("%s: %zu %zu\n", path, used, bound);
    return used > bound;
}

int main(int argc, char **argv) {
    const synta_type_entry *type;
    int i, first = 1, bad = 0;
    if (argc > 2 && strcmp(argv[1], "--per-byte") == 0 && rule_of(argv[argc - 1]) != DER) {
        rule = rule_of(argv[argc - 1]);
        argc--;
    } else if (argc > 1 && rule_of(argv[1]) != DER) {
        rule = rule_of(argv[1]);
        first = 2;
    }
    if (rule == OER && (synta_types_count == 0 || synta_types[0].decode_oer == NULL)) {
        fprintf(stderr, "arena_bound: these types were generated without --oer\n");
        return 2;
    }
    if ((rule == UPER || rule == APER) && (synta_types_count == 0 || synta_types[0].decode_per == NULL)) {
        fprintf(stderr, "arena_bound: these types were generated without --per\n");
        return 2;
    }
    if (argc == first + 1 && strcmp(argv[first], "--per-byte") == 0) {
        return per_byte();
    }
    if (argc <= first || (type = synta_type_find(argv[first])) == NULL) {
        fprintf(stderr, "usage: arena_bound [--oer|--uper|--aper] MODULE.TYPE FILE... | arena_bound --per-byte [--oer|--per]\n");
        return 2;
    }
    for (i = first + 1; i < argc; i++) {
        bad |= check(type, argv[i]);
    }
    return bad;
}
