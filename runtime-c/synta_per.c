/* synta_rt: PER (X.691), ALIGNED and UNALIGNED, the pieces generated PER
 * codecs are made of (synta_codec.h). See synta_rt.h. Every rule mirrors
 * the Rust runtime (runtime-rust/src/per.rs, per_writer.rs), so both accept
 * and refuse the same inputs with the same error at the same bit. A
 * program that uses no PER links none of this file. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Reading
 */

void synta_per_reader_init(synta_per_reader *r, const uint8_t *data, size_t len, int aligned, int canonical) {
    if (r == NULL) {
        return;
    }
    r->data = data;
    r->len = data ? len : 0;
    r->bit = 0;
    r->aligned = (uint8_t)(aligned != 0);
    r->canonical = (uint8_t)(canonical != 0);
    r->depth = 0;
}

static size_t bits_left(const synta_per_reader *r) {
    return r->len * 8 - r->bit;
}

static synta_status need(const synta_per_reader *r, size_t bits, synta_error *err) {
    return bits > bits_left(r) ? synta_fail_bit(err, SYNTA_ERR_TRUNCATED, r->bit) : SYNTA_OK;
}

synta_status synta_per_finish(const synta_per_reader *r, synta_error *err) {
    size_t end, pad;
    if (r->bit == 0) {
        if (r->len == 0) {
            return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, 0);
        }
        if (r->len > 1) {
            return synta_fail_bit(err, SYNTA_ERR_TRAILING_DATA, 8);
        }
        return r->data[0] == 0 ? SYNTA_OK : synta_fail_bit(err, SYNTA_ERR_PER_EMPTY_ENCODING, 0);
    }
    end = (r->bit + 7) / 8 * 8;
    if (r->len * 8 > end) {
        return synta_fail_bit(err, SYNTA_ERR_TRAILING_DATA, end);
    }
    pad = end - r->bit;
    if (pad > 0 && (r->data[end / 8 - 1] & ((1u << pad) - 1u)) != 0) {
        return synta_fail_bit(err, SYNTA_ERR_PER_END_PADDING, r->bit);
    }
    return SYNTA_OK;
}

synta_status synta_per_enter(synta_per_reader *r, synta_error *err) {
    if (r->depth >= SYNTA_MAX_DEPTH) {
        return synta_fail_bit(err, SYNTA_ERR_TOO_DEEP, r->bit);
    }
    r->depth++;
    return SYNTA_OK;
}

void synta_per_leave(synta_per_reader *r) {
    if (r->depth > 0) {
        r->depth--;
    }
}

synta_status synta_per_read_bit(synta_per_reader *r, int *out, synta_error *err) {
    SYNTA_TRY(need(r, 1, err));
    *out = (r->data[r->bit / 8] & (0x80u >> (r->bit % 8))) != 0;
    r->bit++;
    return SYNTA_OK;
}

synta_status synta_per_read_bits(synta_per_reader *r, unsigned n, uint64_t *out, synta_error *err) {
    uint64_t v = 0;
    size_t left = n;
    SYNTA_TRY(need(r, n, err));
    while (left > 0) {
        size_t shift = r->bit % 8, take = 8 - shift < left ? 8 - shift : left;
        unsigned chunk = ((unsigned)(uint8_t)(r->data[r->bit / 8] << shift)) >> (8 - take);
        v = (v << take) | chunk;
        r->bit += take;
        left -= take;
    }
    *out = v;
    return SYNTA_OK;
}

synta_status synta_per_read_align(synta_per_reader *r, synta_error *err) {
    size_t at = r->bit;
    uint64_t pad;
    if (!r->aligned || r->bit % 8 == 0) {
        return SYNTA_OK;
    }
    SYNTA_TRY(synta_per_read_bits(r, (unsigned)(8 - r->bit % 8), &pad, err));
    return pad != 0 ? synta_fail_bit(err, SYNTA_ERR_PER_PADDING, at) : SYNTA_OK;
}

synta_status synta_per_read_octets(synta_per_reader *r, size_t n, synta_per_octets *out, synta_error *err) {
    if (n > bits_left(r) / 8) {
        return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, r->bit);
    }
    out->data = r->data;
    out->start = r->bit;
    out->len = n;
    r->bit += 8 * n;
    return SYNTA_OK;
}

uint8_t synta_per_octet(const synta_per_octets *v, size_t i) {
    size_t bit = v->start + 8 * i, byte = bit / 8, shift = bit % 8;
    if (shift == 0) {
        return v->data[byte];
    }
    return (uint8_t)((v->data[byte] << shift) | (v->data[byte + 1] >> (8 - shift)));
}

void synta_per_copy(const synta_per_octets *v, uint8_t *out) {
    size_t i;
    for (i = 0; i < v->len; i++) {
        out[i] = synta_per_octet(v, i);
    }
}

static uint64_t octets_value(const synta_per_octets *v) {
    uint64_t n = 0;
    size_t i;
    for (i = 0; i < v->len; i++) {
        n = (n << 8) | synta_per_octet(v, i);
    }
    return n;
}

/* The fewest bits holding every value in 0..n. */
static unsigned bits_for(uint64_t n) {
    unsigned b = 0;
    while (n) {
        b++;
        n >>= 1;
    }
    return b;
}

synta_status synta_per_read_whole(synta_per_reader *r, synta_per_whole form, uint64_t most, uint64_t *out,
                                  synta_error *err) {
    size_t at = r->bit;
    uint64_t v = 0, octets = 0;
    synta_per_octets value = {NULL, 0, 0};
    switch (form.kind) {
    case SYNTA_PER_WHOLE_EMPTY:
        break;
    case SYNTA_PER_WHOLE_BITS:
        SYNTA_TRY(synta_per_read_bits(r, form.n, &v, err));
        break;
    case SYNTA_PER_WHOLE_OCTETS:
        SYNTA_TRY(synta_per_read_align(r, err));
        SYNTA_TRY(synta_per_read_bits(r, 8u * form.n, &v, err));
        break;
    case SYNTA_PER_WHOLE_LENGTH:
        SYNTA_TRY(synta_per_read_bits(r, bits_for(form.n > 0 ? form.n - 1u : 0u), &octets, err));
        octets++;
        if (octets > form.n) {
            return synta_fail_bit(err, SYNTA_ERR_PER_OCTET_COUNT, at);
        }
        SYNTA_TRY(synta_per_read_align(r, err));
        SYNTA_TRY(synta_per_read_octets(r, (size_t)octets, &value, err));
        if (octets > 1 && synta_per_octet(&value, 0) == 0) {
            return synta_fail_bit(err, SYNTA_ERR_PER_NUMBER_FORM, at);
        }
        v = octets_value(&value);
        break;
    }
    if (v > most) {
        return synta_fail_bit(err, SYNTA_ERR_PER_PAST_RANGE, at);
    }
    *out = v;
    return SYNTA_OK;
}

synta_status synta_per_read_normally_small(synta_per_reader *r, uint64_t *out, synta_error *err) {
    size_t at = r->bit;
    int long_form;
    SYNTA_TRY(synta_per_read_bit(r, &long_form, err));
    if (!long_form) {
        return synta_per_read_bits(r, 6, out, err);
    }
    SYNTA_TRY(synta_per_read_semi_constrained(r, out, err));
    return *out < 64 ? synta_fail_bit(err, SYNTA_ERR_PER_NORMALLY_SMALL_FORM, at) : SYNTA_OK;
}

/* Octets after an unconstrained length that is not fragmented. */
static synta_status per_length_prefixed(synta_per_reader *r, synta_per_octets *out, synta_error *err) {
    size_t at = r->bit, count = 0;
    int more = 0;
    synta_per_length open = {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}};
    SYNTA_TRY(synta_per_read_length(r, open, &count, &more, err));
    if (more) {
        return synta_fail_bit(err, SYNTA_ERR_PER_FRAGMENTED_INTEGER, at);
    }
    SYNTA_TRY(synta_per_read_align(r, err));
    return synta_per_read_octets(r, count, out, err);
}

synta_status synta_per_read_semi_constrained(synta_per_reader *r, uint64_t *out, synta_error *err) {
    size_t at = r->bit;
    synta_per_octets value = {NULL, 0, 0};
    SYNTA_TRY(per_length_prefixed(r, &value, err));
    if (value.len > 8) {
        return synta_fail_bit(err, SYNTA_ERR_PER_WIDE_NUMBER, at);
    }
    *out = octets_value(&value);
    return SYNTA_OK;
}

synta_status synta_per_read_integer_octets(synta_per_reader *r, int is_signed, synta_per_octets *out,
                                           synta_error *err) {
    size_t at = r->bit;
    SYNTA_TRY(per_length_prefixed(r, out, err));
    if (out->len == 0) {
        return synta_fail_bit(err, SYNTA_ERR_PER_EMPTY_INTEGER, at);
    }
    if (out->len > 1) {
        uint8_t a = synta_per_octet(out, 0), b = synta_per_octet(out, 1);
        int redundant = is_signed ? (a == 0 && !(b & 0x80)) || (a == 0xFF && (b & 0x80)) : a == 0;
        if (redundant) {
            return synta_fail_bit(err, SYNTA_ERR_PER_INTEGER_FORM, at);
        }
    }
    return SYNTA_OK;
}

synta_status synta_per_read_length(synta_per_reader *r, synta_per_length form, size_t *count, int *more,
                                   synta_error *err) {
    size_t at = r->bit;
    uint64_t first, second, v;
    *more = 0;
    switch (form.kind) {
    case SYNTA_PER_LENGTH_FIXED:
        *count = form.lb;
        return SYNTA_OK;
    case SYNTA_PER_LENGTH_CONSTRAINED:
        SYNTA_TRY(synta_per_read_whole(r, form.whole, (uint64_t)(form.ub - form.lb), &v, err));
        *count = (size_t)v + form.lb;
        return SYNTA_OK;
    case SYNTA_PER_LENGTH_UNCONSTRAINED:
        break;
    }
    SYNTA_TRY(synta_per_read_align(r, err));
    SYNTA_TRY(synta_per_read_bits(r, 8, &first, err));
    if (!(first & 0x80)) {
        *count = (size_t)first;
        return SYNTA_OK;
    }
    if (!(first & 0x40)) {
        SYNTA_TRY(synta_per_read_bits(r, 8, &second, err));
        *count = (size_t)(((first & 0x3F) << 8) | second);
        return *count < 128 ? synta_fail_bit(err, SYNTA_ERR_PER_LENGTH_FORM, at) : SYNTA_OK;
    }
    first &= 0x3F;
    if (first < 1 || first > 4) {
        return synta_fail_bit(err, SYNTA_ERR_PER_FRAGMENT, at);
    }
    *count = (size_t)first * SYNTA_PER_K16;
    *more = 1;
    return SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * Writing
 */

void synta_per_writer_init(synta_per_writer *w, uint8_t *buf, size_t cap, int aligned) {
    w->buf = buf;
    w->cap = buf ? cap : 0;
    w->bits = 0;
    w->aligned = (uint8_t)(aligned != 0);
}

synta_status synta_per_writer_finish(synta_per_writer *w, size_t *out_len, synta_error *err) {
    size_t len = (w->bits + 7) / 8;
    if (len == 0) {
        len = 1;
        if (w->cap > 0) {
            w->buf[0] = 0;
        }
    }
    if (out_len) {
        *out_len = len;
    }
    return len > w->cap ? synta_fail(err, SYNTA_ERR_BUFFER_TOO_SMALL, 0) : SYNTA_OK;
}

/* Ors `chunk` (`take` bits, at most the room left in the current octet)
 * into the output. */
static void put(synta_per_writer *w, unsigned chunk, size_t take) {
    size_t byte = w->bits / 8, room = 8 - w->bits % 8;
    if (byte < w->cap) {
        if (room == 8) {
            w->buf[byte] = 0;
        }
        w->buf[byte] = (uint8_t)(w->buf[byte] | (chunk << (room - take)));
    }
    w->bits += take;
}

void synta_per_write_bit(synta_per_writer *w, int set) {
    put(w, set ? 1u : 0u, 1);
}

void synta_per_write_bits(synta_per_writer *w, uint64_t value, unsigned n) {
    size_t left = n;
    while (left > 0) {
        size_t room = 8 - w->bits % 8, take = room < left ? room : left;
        put(w, (unsigned)((value >> (left - take)) & ((1u << take) - 1u)), take);
        left -= take;
    }
}

void synta_per_write_align(synta_per_writer *w) {
    if (w->aligned && w->bits % 8) {
        put(w, 0, 8 - w->bits % 8);
    }
}

void synta_per_write_octets(synta_per_writer *w, const uint8_t *octets, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        synta_per_write_bits(w, octets[i], 8);
    }
}

/* The fewest octets holding n (one for zero). */
static unsigned octets_for(uint64_t n) {
    unsigned b = bits_for(n);
    return b ? (b + 7) / 8 : 1;
}

void synta_per_write_whole(synta_per_writer *w, synta_per_whole form, uint64_t offset) {
    unsigned octets;
    switch (form.kind) {
    case SYNTA_PER_WHOLE_EMPTY:
        break;
    case SYNTA_PER_WHOLE_BITS:
        synta_per_write_bits(w, offset, form.n);
        break;
    case SYNTA_PER_WHOLE_OCTETS:
        synta_per_write_align(w);
        synta_per_write_bits(w, offset, 8u * form.n);
        break;
    case SYNTA_PER_WHOLE_LENGTH:
        octets = octets_for(offset);
        synta_per_write_bits(w, octets - 1u, bits_for(form.n > 0 ? form.n - 1u : 0u));
        synta_per_write_align(w);
        synta_per_write_bits(w, offset, 8u * octets);
        break;
    }
}

void synta_per_write_semi_constrained(synta_per_writer *w, uint64_t offset) {
    unsigned octets = octets_for(offset);
    int more;
    synta_per_length open = {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}};
    (void)synta_per_write_length(w, open, octets, &more);
    synta_per_write_align(w);
    synta_per_write_bits(w, offset, 8u * octets);
}

void synta_per_write_normally_small(synta_per_writer *w, uint64_t n) {
    if (n < 64) {
        synta_per_write_bit(w, 0);
        synta_per_write_bits(w, n, 6);
    } else {
        synta_per_write_bit(w, 1);
        synta_per_write_semi_constrained(w, n);
    }
}

void synta_per_write_integer_octets(synta_per_writer *w, const uint8_t *octets, size_t n) {
    int more;
    synta_per_length open = {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}};
    (void)synta_per_write_length(w, open, n, &more);
    synta_per_write_align(w);
    synta_per_write_octets(w, octets, n);
}

size_t synta_per_write_length(synta_per_writer *w, synta_per_length form, size_t count, int *more) {
    size_t m;
    *more = 0;
    switch (form.kind) {
    case SYNTA_PER_LENGTH_FIXED:
        return count;
    case SYNTA_PER_LENGTH_CONSTRAINED:
        synta_per_write_whole(w, form.whole, (uint64_t)(count - form.lb));
        return count;
    case SYNTA_PER_LENGTH_UNCONSTRAINED:
        break;
    }
    synta_per_write_align(w);
    if (count < 128) {
        synta_per_write_bits(w, count, 8);
        return count;
    }
    if (count < SYNTA_PER_K16) {
        synta_per_write_bits(w, 0x8000u | count, 16);
        return count;
    }
    m = count / SYNTA_PER_K16 < 4 ? count / SYNTA_PER_K16 : 4;
    synta_per_write_bits(w, 0xC0u | m, 8);
    *more = 1;
    return m * SYNTA_PER_K16;
}
