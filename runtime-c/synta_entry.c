/* synta_rt: the entry points of generated types (synta_codec.h). See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Entry points of generated types (synta_codec.h)
 */

/* One whole value from `r` (initialised over the caller's input), which it
 * must fill exactly. */
synta_status synta_internal_entry_read(const synta_entry *e, synta_reader *r, synta_arena *arena, void *out,
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
    if (st != SYNTA_OK) {
        synta_error_at(err, e->name);
        return st;
    }
    return synta_writer_finish(w, out_len, err);
}

synta_status synta_entry_encode(const synta_entry *e, const void *in, uint8_t *buf, size_t cap, size_t *out_len,
                                synta_error *err) {
    synta_writer w;
    synta_writer_init(&w, buf, cap);
    return entry_write(e, in, &w, out_len, err);
}

synta_status synta_entry_encoded_len(const synta_entry *e, const void *in, size_t *out_len, synta_error *err) {
    synta_writer w;
    synta_writer_init(&w, NULL, 0);
    return entry_write(e, in, &w, out_len, err);
}
