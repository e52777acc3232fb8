/* synta_rt: the entry points of generated types (synta_codec.h). See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Entry points of generated types (synta_codec.h)
 */

/* One whole value from `r`, which it must fill exactly. */
static synta_status read_whole(const synta_entry *e, synta_reader *r, synta_arena *arena, void *out,
                               synta_error *err) {
    synta_status st = e->decode_tlv(r, arena, out, err);
    if (st == SYNTA_OK) {
        st = synta_reader_finish(r, err);
    }
    if (st != SYNTA_OK) {
        synta_error_at(err, e->name);
    }
    return st;
}

/* The arena a decode from `start` needs, measured by decoding again on
 * the heap; 0 when that decode fails too, whose status is then `*st` and
 * its error `err`'s: the input's own error comes before the arena's. */
static size_t measure(const synta_entry *e, const synta_reader *start, void *out, synta_status *st,
                      synta_error *err) {
    synta_arena heap;
    synta_reader r = *start;
    size_t needed = 0;
    synta_status again;
    synta_arena_init_heap(&heap, 0);
    again = read_whole(e, &r, &heap, out, err);
    if (again == SYNTA_OK) {
        needed = synta_internal_arena_extent(&heap);
    } else if (again != SYNTA_ERR_ARENA_EXHAUSTED) {
        *st = again;
    }
    synta_arena_free(&heap);
    return needed;
}

synta_status synta_internal_entry_read(const synta_entry *e, synta_reader *r, synta_arena *arena, void *out,
                                       synta_error *err) {
    synta_reader start = *r;
    synta_status st;
    synta_internal_error_clear(err);
    if (e == NULL || r->cur == NULL || arena == NULL || out == NULL) {
        (void)synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
        synta_error_at(err, e ? e->name : NULL);
        return SYNTA_ERR_NULL_ARGUMENT;
    }
    arena->needed = 0;
    st = read_whole(e, r, arena, out, err);
    if (st == SYNTA_ERR_ARENA_EXHAUSTED) {
        synta_error input;
        arena->needed = measure(e, &start, out, &st, &input);
        if (st != SYNTA_ERR_ARENA_EXHAUSTED && err != NULL) {
            *err = input;
        }
    }
    return st;
}

synta_status synta_entry_decode(const synta_entry *e, const uint8_t *der, size_t len, synta_arena *arena, void *out,
                                synta_error *err) {
    synta_reader r;
    synta_reader_init(&r, der, len);
    return synta_internal_entry_read(e, &r, arena, out, err);
}

/* Writes into `w` (a buffer, or a counter when buf is NULL). */
static synta_status entry_write(const synta_entry *e, const void *in, synta_writer *w, size_t *out_len,
                                synta_error *err) {
    synta_status st = e->encode_tlv(in, w, err);
    if (st == SYNTA_OK) {
        st = synta_writer_finish(w, out_len, err);
    }
    return synta_internal_encoding_error(err, e->name, st);
}

synta_status synta_entry_encode(const synta_entry *e, const void *in, uint8_t *buf, size_t cap, size_t *out_len,
                                synta_error *err) {
    synta_writer w;
    synta_internal_error_clear(err);
    if (e == NULL || in == NULL || buf == NULL || out_len == NULL) {
        return synta_internal_encoding_error(err, e ? e->name : NULL, synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0));
    }
    synta_writer_init(&w, buf, cap);
    return entry_write(e, in, &w, out_len, err);
}

synta_status synta_entry_encoded_len(const synta_entry *e, const void *in, size_t *out_len, synta_error *err) {
    synta_writer w;
    synta_internal_error_clear(err);
    if (e == NULL || in == NULL || out_len == NULL) {
        return synta_internal_encoding_error(err, e ? e->name : NULL, synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0));
    }
    synta_writer_init(&w, NULL, 0);
    return entry_write(e, in, &w, out_len, err);
}
