/* libFuzzer target for every type of the shipped schemas, in DER and BER
 * mode: the input's prefix picks them (fuzz_input.h, the rule the Rust
 * targets share). Decode, encode, decode: whatever decodes re-encodes to DER
 * that decodes as DER to itself (the same value: the same octets again); in
 * DER mode, to exactly the input, since DER has one encoding per value;
 * and a DER decode takes no more arena than the type's T_arena_bound. */
#include <string.h>

#include "fuzz_input.h"
#include "synta_rt.h"
#include "synta_types.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static uint8_t space[4096];
    const synta_allocator allocator = {synta_fuzz_grow, synta_fuzz_release, NULL};
    int ber;
    const synta_type_entry *type = synta_fuzz_select(data, size, &ber);
    const uint8_t *input = data + SYNTA_FUZZ_PREFIX;
    size_t len = size - SYNTA_FUZZ_PREFIX;
    synta_arena arena;
    synta_error err;
    synta_bytes encoded, again;
    if (type == NULL) return 0;
    /* A small first block, so that growing the arena is fuzzed too. */
    synta_arena_init(&arena, space, sizeof space, &allocator);
    if (type->roundtrip(input, len, ber, &arena, &encoded, &err) == SYNTA_OK) {
        if (!ber && (encoded.len != len || memcmp(encoded.ptr, input, len) != 0)) abort();
        if (type->roundtrip(encoded.ptr, encoded.len, 0, &arena, &again, &err) != SYNTA_OK ||
            again.len != encoded.len || memcmp(again.ptr, encoded.ptr, encoded.len) != 0) {
            abort();
        }
    }
    /* What decodes as DER takes no more arena than its type's bound. */
    synta_arena_reset(&arena);
    if (!ber && type->decode(input, len, 0, &arena, &err) == SYNTA_OK && synta_arena_used(&arena) > type->arena_bound(len)) {
        abort();
    }
    synta_arena_free(&arena);
    return 0;
}
