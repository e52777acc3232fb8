/* How a fuzz input picks its type and mode, for the C targets here and the
 * Rust ones (generated/rust/fuzz/src/select.rs, the same rule, tested to
 * agree for every type): the first two octets, little-endian, index the type
 * table modulo its length; the low bit of the third asks for BER mode; the
 * rest is the input. One seed corpus serves every target. */
#ifndef SYNTA_FUZZ_INPUT_H
#define SYNTA_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "synta_types.h"

#define SYNTA_FUZZ_PREFIX 3

/* The type `data` names, its mode in `*ber`; NULL when it is too short. */
static const synta_type_entry *synta_fuzz_select(const uint8_t *data, size_t size, int *ber) {
    size_t index;
    if (size < SYNTA_FUZZ_PREFIX) return NULL;
    index = ((size_t)data[0] | (size_t)data[1] << 8) % synta_types_count;
    *ber = data[2] & 1;
    return &synta_types[index];
}

/* The arena's blocks beyond its first, for the targets (growing the arena is
 * fuzzed too). */
static void *synta_fuzz_grow(void *ctx, size_t size) {
    (void)ctx;
    return malloc(size);
}

static void synta_fuzz_release(void *ctx, void *block) {
    (void)ctx;
    free(block);
}

#endif
