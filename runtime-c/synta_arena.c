/* synta_rt: the arena. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Arena
 */

/* Smallest block asked of the allocator, so that growth is not per node. */
#define SYNTA_MIN_BLOCK 4096u

void synta_arena_init(synta_arena *arena, void *buf, size_t cap, const synta_allocator *allocator) {
    if (!arena) {
        return;
    }
    arena->buf = (uint8_t *)buf;
    arena->cap = buf ? cap : 0;
    arena->used = 0;
    arena->allocator = allocator;
    arena->blocks = NULL;
    arena->spare = NULL;
    arena->block_used = 0;
    arena->chunk = SYNTA_MIN_BLOCK;
    arena->grown = 0;
    arena->total = 0;
    arena->needed = 0;
}

static void *heap_grow(void *ctx, size_t size) {
    (void)ctx;
    return malloc(size);
}

static void heap_release(void *ctx, void *block) {
    (void)ctx;
    free(block);
}

/* Constant: the heap arena's callbacks are the same for every arena. */
static const synta_allocator heap_allocator = {heap_grow, heap_release, NULL};

void synta_arena_init_heap(synta_arena *arena, size_t chunk) {
    synta_arena_init(arena, NULL, 0, &heap_allocator);
    if (arena && chunk > SYNTA_MIN_BLOCK) {
        arena->chunk = chunk;
    }
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

/* A block of at least `want` bytes: the one reset kept when it is large
 * enough, else a new one from the allocator. */
static synta_arena_block *new_block(synta_arena *arena, size_t want) {
    synta_arena_block *block = arena->spare;
    if (block && block->cap >= want) {
        arena->spare = NULL;
        return block;
    }
    /* Each block at least as large as all before it: O(log n) of them. */
    if (want < arena->chunk) {
        want = arena->chunk;
    }
    if (want < arena->grown) {
        want = arena->grown;
    }
    if (want > SIZE_MAX - sizeof(synta_arena_block)) {
        return NULL;
    }
    block = (synta_arena_block *)arena->allocator->grow(arena->allocator->ctx, sizeof(synta_arena_block) + want);
    if (block) {
        block->cap = want;
    }
    return block;
}

void *synta_arena_alloc(synta_arena *arena, size_t size, size_t align) {
    void *p;
    synta_arena_block *block;
    if (!arena || align == 0 || (align & (align - 1)) != 0) {
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
    block = new_block(arena, size + align);
    if (!block) {
        return NULL;
    }
    block->next = arena->blocks;
    arena->blocks = block;
    arena->block_used = 0;
    arena->grown += block->cap;
    return carve(block->data, block->cap, &arena->block_used, size, align, &arena->total);
}

static void release(synta_arena *arena, synta_arena_block *block) {
    if (arena->allocator && arena->allocator->release) {
        arena->allocator->release(arena->allocator->ctx, block);
    }
}

void synta_arena_reset(synta_arena *arena) {
    if (!arena) {
        return;
    }
    while (arena->blocks) {
        synta_arena_block *block = arena->blocks;
        arena->blocks = block->next;
        /* The largest block stays for the next message. */
        if (!arena->spare || block->cap > arena->spare->cap) {
            synta_arena_block *smaller = arena->spare;
            arena->spare = block;
            block = smaller;
        }
        if (block) {
            release(arena, block);
        }
    }
    arena->used = 0;
    arena->block_used = 0;
    arena->grown = 0;
    arena->total = 0;
}

void synta_arena_free(synta_arena *arena) {
    if (!arena) {
        return;
    }
    synta_arena_reset(arena);
    if (arena->spare) {
        release(arena, arena->spare);
        arena->spare = NULL;
    }
}

size_t synta_arena_used(const synta_arena *arena) {
    return arena ? arena->total : 0;
}

size_t synta_arena_needed(const synta_arena *arena) {
    return arena ? arena->needed : 0;
}

size_t synta_internal_arena_extent(const synta_arena *arena) {
    /* A block switch can leave up to SYNTA_ARENA_ALIGN - 1 bytes of
     * padding that one buffer would have needed between the two, and the
     * caller's buffer may start anywhere: one such margin for each. */
    size_t margin = SYNTA_ARENA_ALIGN - 1;
    const synta_arena_block *block;
    for (block = arena->blocks; block; block = block->next) {
        margin += SYNTA_ARENA_ALIGN - 1;
    }
    return arena->total + margin;
}
