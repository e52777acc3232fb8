/* libFuzzer target for one type of the shipped schemas, chosen at build
 * time with -DFUZZ_TYPE='"Module.Type"' (see the Makefile here). Whatever
 * decodes must re-encode to exactly the input: DER has one encoding per
 * value, so a difference is a bug in the decoder's checks or the encoder.
 * With -DFUZZ_BER the input is decoded in BER mode, and its DER
 * re-encoding must decode as DER to itself. */
#include <stdlib.h>
#include <string.h>

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static uint8_t space[4096];
    const synta_allocator allocator = {grow, release, NULL};
    const synta_type_entry *type = synta_type_find(FUZZ_TYPE);
    synta_arena arena;
    synta_error err;
    synta_bytes encoded;
    if (type == NULL) {
        abort();
    }
    /* A small first block, so that growing the arena is fuzzed too. */
    synta_arena_init(&arena, space, sizeof space, &allocator);
#ifdef FUZZ_BER
    /* BER in, DER out: what decodes in BER mode re-encodes as DER that
     * decodes as DER to itself. */
    if (type->roundtrip(data, size, 1, &arena, &encoded, &err) == SYNTA_OK) {
        synta_bytes again;
        if (type->roundtrip(encoded.ptr, encoded.len, 0, &arena, &again, &err) != SYNTA_OK ||
            again.len != encoded.len || memcmp(again.ptr, encoded.ptr, encoded.len) != 0) {
            abort();
        }
    }
#else
    if (type->roundtrip(data, size, 0, &arena, &encoded, &err) == SYNTA_OK &&
        (encoded.len != size || memcmp(encoded.ptr, data, size) != 0)) {
        abort();
    }
#endif
    synta_arena_reset(&arena);
    return 0;
}
