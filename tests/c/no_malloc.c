/* Decoding calls no allocator: malloc, calloc and realloc are wrapped at
 * link time (-Wl,--wrap=...) and counted while each input is decoded into
 * an arena over a static buffer. Prints `FILE: N` (arena bytes used) per
 * input and the number of allocator calls; exits 1 if there were any, or if
 * an input does not decode. Usage: no_malloc MODULE.TYPE FILE... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synta_rt.h"
#include "synta_types.h"

static long allocations;
static int counting;

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);

void *__wrap_malloc(size_t size) {
    allocations += counting;
    return __real_malloc(size);
}

void *__wrap_calloc(size_t n, size_t size) {
    allocations += counting;
    return __real_calloc(n, size);
}

void *__wrap_realloc(void *p, size_t size) {
    allocations += counting;
    return __real_realloc(p, size);
}

static uint8_t input[1 << 20];
static uint8_t space[1 << 20];

int main(int argc, char **argv) {
    const synta_type_entry *type;
    synta_arena arena;
    int i, bad = 0;
    if (argc < 2 || (type = synta_type_find(argv[1])) == NULL) {
        fprintf(stderr, "usage: no_malloc MODULE.TYPE FILE...\n");
        return 2;
    }
    /* The wrapping is in effect: a call made here is counted. */
    counting = 1;
    free(malloc(1));
    counting = 0;
    if (allocations != 1) {
        fprintf(stderr, "the allocator is not wrapped (link with -Wl,--wrap=malloc,...)\n");
        return 2;
    }
    allocations = 0;
    for (i = 2; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        size_t len;
        synta_error err;
        synta_status st;
        if (!f) {
            return 2;
        }
        len = fread(input, 1, sizeof input, f);
        fclose(f);
        synta_arena_init(&arena, space, sizeof space, NULL);
        counting = 1;
        st = type->decode(input, len, 0, &arena, &err);
        counting = 0;
        if (st != SYNTA_OK) {
            char text[256];
            synta_error_format(&err, text, sizeof text);
            printf("%s: error: %s\n", argv[i], text);
            bad = 1;
            continue;
        }
        printf("%s: %zu\n", argv[i], synta_arena_used(&arena));
    }
    printf("allocator calls while decoding: %ld\n", allocations);
    return bad || allocations ? 1 : 0;
}
