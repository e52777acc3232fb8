/* Checks T_arena_bound against real decodes.
 *
 *   arena_bound MODULE.TYPE FILE...
 *       decodes each file on a heap arena; one that does not decode prints
 *       `FILE: invalid`. Otherwise it decodes again into a caller's buffer
 *       of exactly T_arena_bound(len) bytes, starting one byte past an
 *       aligned address, and prints `FILE: USED BOUND` (exit 1 when that
 *       decode fails or USED > BOUND).
 *   arena_bound --per-byte
 *       prints `MODULE.TYPE RATIO` for every type: its bound for 1 MiB of
 *       input over 1 MiB (`none` when it has no bound). */
#include <stdio.h>
#include <stdlib.h>

#include "synta_rt.h"
#include "synta_types.h"

static uint8_t input[1 << 20];

static int per_byte(void) {
    size_t i;
    for (i = 0; i < synta_types_count; i++) {
        size_t bound = synta_types[i].arena_bound(sizeof input);
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
    ok = type->decode(input, len, 0, &heap, &err) == SYNTA_OK;
    synta_arena_free(&heap);
    if (!ok) {
        printf("%s: invalid\n", path);
        return 0;
    }
    bound = type->arena_bound(len);
    if (bound == SIZE_MAX || (space = (uint8_t *)malloc(bound + 1)) == NULL) {
        printf("%s: no bound\n", path);
        return 1;
    }
    synta_arena_init(&arena, space + 1, bound, NULL);
    if (type->decode(input, len, 0, &arena, &err) != SYNTA_OK) {
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
    int i, bad = 0;
    if (argc == 2 && argv[1][0] == '-' && argv[1][1] == '-') {
        return per_byte();
    }
    if (argc < 2 || (type = synta_type_find(argv[1])) == NULL) {
        fprintf(stderr, "usage: arena_bound MODULE.TYPE FILE... | arena_bound --per-byte\n");
        return 2;
    }
    for (i = 2; i < argc; i++) {
        bad |= check(type, argv[i]);
    }
    return bad;
}
