/* synta_rt: the arena. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Arena
 */

struct synta_arena_block {
    synta_arena_block *next;
    size_t cap;
    /* The block's bytes follow the header (flexible array member). */
    uint8_t data[];
};

/* Smallest block asked of the allocator, so that growth is not per node. */
#define SYNTA_MIN_BLOCK 4096u

void synta_arena_init(synta_arena *arena, void *buf, size_t cap, const synta_allocator *allocator) {
    arena->buf = (uint8_t *)buf;
    arena->cap = buf ? cap : 0;
    arena->used = 0;
    arena->allocator = allocator;
    arena->blocks = NULL;
    arena->block_used = 0;
    arena->total = 0;
}

/* `size` bytes aligned to `align` from region[used..cap), or NULL. */
static void *carve(uint8_t *region, size_t cap, size_t *used, size_t size, size_t align, size_t *total) {
    uintptr_t at;
    size_t pad;
    if (!region) {
        return NULL; /* no buffer: even NULL + 0 is undefined in C */
    }
    at = (uintptr_t)(region + *used);
    pad = (size_t)((align - (at & (align - 1))) & (align - 1));
    if (pad > cap - *used || size > cap - *used - pad) {
        return NULL;
    }
    *used += pad + size;
    *total += pad + size;
    return region + (*used - size);
}

void *synta_arena_alloc(synta_arena *arena, size_t size, size_t align) {
    void *p;
    size_t want;
    synta_arena_block *block;
    if (align == 0 || (align & (align - 1)) != 0) {
        return NULL;
    }
    if (arena->blocks) {
        p = carve(arena->blocks->data, arena->blocks->cap, &arena->block_used, size, align, &arena->total);
    } else {
        p = carve(arena->buf, arena->cap, &arena->used, size, align, &arena->total);
    }
    if (p || !arena->allocator || !arena->allocator->grow) {
        return p;
    }
    /* A new block with room for the request at any alignment. */
    if (size > SIZE_MAX - align - sizeof(synta_arena_block)) {
        return NULL;
    }
    want = size + align;
    if (want < SYNTA_MIN_BLOCK) {
        want = SYNTA_MIN_BLOCK;
    }
    block = (synta_arena_block *)arena->allocator->grow(arena->allocator->ctx, sizeof(synta_arena_block) + want);
    if (!block) {
        return NULL;
    }
    block->next = arena->blocks;
    block->cap = want;
    arena->blocks = block;
    arena->block_used = 0;
    return carve(block->data, block->cap, &arena->block_used, size, align, &arena->total);
}

void synta_arena_reset(synta_arena *arena) {
    while (arena->blocks) {
        synta_arena_block *next = arena->blocks->next;
        if (arena->allocator && arena->allocator->release) {
            arena->allocator->release(arena->allocator->ctx, arena->blocks);
        }
        arena->blocks = next;
    }
    arena->used = 0;
    arena->block_used = 0;
    arena->total = 0;
}

size_t synta_arena_used(const synta_arena *arena) {
    return arena->total;
}
