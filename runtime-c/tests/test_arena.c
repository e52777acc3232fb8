/* Unit tests of the C runtime: the arena, over a caller's buffer and over a pool that grows. */
#include "check.h"
#include "synta_internal.h" /* the arena's blocks */


/* An allocator over a fixed pool that counts its calls. */
typedef struct pool {
    uint8_t mem[3][8192];
    int given, released;
} pool;

static void *pool_grow(void *ctx, size_t size) {
    pool *p = (pool *)ctx;
    if (size > sizeof p->mem[0] || p->given >= 3) {
        return NULL;
    }
    return p->mem[p->given++];
}

static void pool_release(void *ctx, void *block) {
    (void)block;
    ((pool *)ctx)->released++;
}

static void arena(void) {
    union {
        uint8_t bytes[64];
        uint64_t align;
    } buf;
    synta_arena a;
    pool p;
    synta_allocator allocator;
    void *x, *y;
    size_t i;
    memset(&buf, 0xaa, sizeof buf);
    synta_arena_init(&a, buf.bytes, 40, NULL);
    x = synta_arena_alloc(&a, 3, 1);
    y = synta_arena_alloc(&a, 8, 8);
    CHECK(x == buf.bytes && y == buf.bytes + 8 && synta_arena_used(&a) == 16);
    CHECK(synta_arena_alloc(&a, 25, 1) == NULL); /* 16 + 25 > 40 */
    CHECK(synta_arena_alloc(&a, 24, 1) != NULL);
    CHECK(synta_arena_alloc(&a, 1, 3) == NULL);  /* not a power of two */
    for (i = 40; i < sizeof buf.bytes; i++) {
        CHECK(buf.bytes[i] == 0xaa); /* nothing past the arena */
    }
    synta_arena_reset(&a);
    CHECK(synta_arena_used(&a) == 0 && synta_arena_alloc(&a, 40, 1) == buf.bytes);

    memset(&p, 0, sizeof p);
    allocator.grow = pool_grow;
    allocator.release = pool_release;
    allocator.ctx = &p;
    synta_arena_init(&a, buf.bytes, 16, &allocator);
    CHECK(synta_arena_alloc(&a, 16, 1) == buf.bytes);
    x = synta_arena_alloc(&a, 100, 8);
    CHECK(x != NULL && p.given == 1 && ((uintptr_t)x & 7) == 0);
    CHECK(synta_arena_alloc(&a, 100000, 1) == NULL); /* the pool says no */
    /* Reset keeps the grown block for the next message; free gives it back. */
    synta_arena_reset(&a);
    CHECK(p.released == 0 && synta_arena_used(&a) == 0 && synta_arena_alloc(&a, 16, 1) == buf.bytes);
    CHECK(synta_arena_alloc(&a, 100, 8) == x && p.given == 1);
    synta_arena_free(&a);
    CHECK(p.released == 1 && synta_arena_alloc(&a, 16, 1) == buf.bytes);
    synta_arena_free(&a);
    CHECK(p.released == 1); /* nothing grown since */
}

/* The heap arena: any amount, in few blocks, all given back by free
 * (valgrind and ASan runs of these tests see a leak otherwise). */
static void heap_arena(void) {
    synta_arena a;
    size_t i, blocks = 0;
    const synta_arena_block *b;
    uint8_t *p = NULL;
    synta_arena_init_heap(&a, 0);
    for (i = 0; i < 10000; i++) {
        p = (uint8_t *)synta_arena_alloc(&a, 24, 8);
        if (!p) {
            break;
        }
        memset(p, (int)i, 24);
    }
    CHECK(p != NULL && ((uintptr_t)p & 7) == 0 && synta_arena_used(&a) == 240000);
    for (b = a.blocks; b; b = b->next) {
        blocks++;
    }
    CHECK(blocks <= 7); /* 4096, 4096, 8192, ... past 240000 */
    synta_arena_reset(&a);
    CHECK(a.blocks == NULL && a.spare != NULL);
    CHECK(synta_arena_alloc(&a, 100000, 8) != NULL && a.spare == NULL); /* the kept block */
    synta_arena_free(&a);
    CHECK(a.blocks == NULL && a.spare == NULL && synta_arena_used(&a) == 0);
    /* A chunk sets the first block's size. */
    synta_arena_init_heap(&a, 1 << 20);
    CHECK(synta_arena_alloc(&a, 1, 1) != NULL && synta_arena_alloc(&a, 1000000, 1) != NULL && a.blocks->next == NULL);
    synta_arena_free(&a);
    /* NULL is an empty arena, not a crash. */
    synta_arena_init(NULL, NULL, 0, NULL);
    synta_arena_init_heap(NULL, 0);
    synta_arena_reset(NULL);
    synta_arena_free(NULL);
    CHECK(synta_arena_alloc(NULL, 1, 1) == NULL && synta_arena_used(NULL) == 0 && synta_arena_needed(NULL) == 0);
}

/* T_arena_bound's step: `bytes` (with each allocation's padding) for
 * every `min_len` input bytes, a share of them for the rest, the larger of
 * that and what came before, and SIZE_MAX rather than an overflow. */
static void bound(void) {
    size_t per = 16 + (SYNTA_ARENA_ALIGN - 1);
    CHECK(synta_arena_bound(0, 0, 16, 1, 2) == 0);
    CHECK(synta_arena_bound(0, 10, 16, 1, 2) == 5 * per);
    CHECK(synta_arena_bound(0, 11, 16, 1, 2) == 5 * per + per / 2);
    CHECK(synta_arena_bound(0, 7, 40, 2, 7) == 40 + 2 * (SYNTA_ARENA_ALIGN - 1));
    CHECK(synta_arena_bound(1000, 10, 16, 1, 2) == 1000);
    CHECK(synta_arena_bound(0, SIZE_MAX, 16, 1, 2) == SIZE_MAX);
    CHECK(synta_arena_bound(0, SIZE_MAX / 2, 1, 1, 1) == SIZE_MAX);
}

void test_arena(void) {
    arena();
    heap_arena();
    bound();
}
