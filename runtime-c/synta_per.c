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
    r->base = 0;
}

/* The bit of the whole input the reader is at (an open type's reader
 * starts at its octets' bit). */
#define AT(r) ((r)->base + (r)->bit)

/* What a kept value records of the variant it was read in: its open
 * types encode values of types this schema does not know in that variant,
 * which only a writer of that variant can write back. */
static uint8_t kept_variant(int aligned) {
    return (uint8_t)(aligned ? SYNTA_ANY_APER : SYNTA_ANY_UPER);
}

static size_t bits_left(const synta_per_reader *r) {
    return r->len * 8 - r->bit;
}

static synta_status need(const synta_per_reader *r, size_t bits, synta_error *err) {
    return bits > bits_left(r) ? synta_fail_bit(err, SYNTA_ERR_TRUNCATED, AT(r)) : SYNTA_OK;
}

synta_status synta_per_finish(const synta_per_reader *r, synta_error *err) {
    size_t end, pad;
    if (r->bit == 0) {
        if (r->len == 0) {
            return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, r->base);
        }
        if (r->len > 1) {
            return synta_fail_bit(err, SYNTA_ERR_TRAILING_DATA, r->base + 8);
        }
        return r->data[0] == 0 ? SYNTA_OK : synta_fail_bit(err, SYNTA_ERR_PER_EMPTY_ENCODING, r->base);
    }
    end = (r->bit + 7) / 8 * 8;
    if (r->len * 8 > end) {
        return synta_fail_bit(err, SYNTA_ERR_TRAILING_DATA, r->base + end);
    }
    pad = end - r->bit;
    if (pad > 0 && (r->data[end / 8 - 1] & ((1u << pad) - 1u)) != 0) {
        return synta_fail_bit(err, SYNTA_ERR_PER_END_PADDING, AT(r));
    }
    return SYNTA_OK;
}

synta_status synta_per_enter(synta_per_reader *r, synta_error *err) {
    if (r->depth >= SYNTA_MAX_DEPTH) {
        return synta_fail_bit(err, SYNTA_ERR_TOO_DEEP, AT(r));
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
    size_t left = n, byte, shift, i, span;
    SYNTA_TRY(need(r, n, err));
    byte = r->bit / 8;
    shift = r->bit % 8;
    span = (shift + n + 7) / 8;
    if (span <= 8) {
        /* Up to 57 bits from at most eight octets: one window. */
        for (i = 0; i < span; i++) {
            v = (v << 8) | r->data[byte + i];
        }
        v >>= 8 * span - shift - n;
        *out = n == 64 ? v : v & ((((uint64_t)1) << n) - 1u);
        r->bit += n;
        return SYNTA_OK;
    }
    while (left > 0) {
        size_t take;
        unsigned chunk;
        shift = r->bit % 8;
        take = 8 - shift < left ? 8 - shift : left;
        chunk = ((unsigned)(uint8_t)(r->data[r->bit / 8] << shift)) >> (8 - take);
        v = (v << take) | chunk;
        r->bit += take;
        left -= take;
    }
    *out = v;
    return SYNTA_OK;
}

synta_status synta_per_read_align(synta_per_reader *r, synta_error *err) {
    size_t at = AT(r);
    uint64_t pad;
    if (!r->aligned || r->bit % 8 == 0) {
        return SYNTA_OK;
    }
    SYNTA_TRY(synta_per_read_bits(r, (unsigned)(8 - r->bit % 8), &pad, err));
    return pad != 0 ? synta_fail_bit(err, SYNTA_ERR_PER_PADDING, at) : SYNTA_OK;
}

synta_status synta_per_read_octets(synta_per_reader *r, size_t n, synta_per_octets *out, synta_error *err) {
    if (n > bits_left(r) / 8) {
        return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, AT(r));
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
    size_t at = AT(r);
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
    size_t at = AT(r);
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
    size_t at = AT(r), count = 0;
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
    size_t at = AT(r);
    synta_per_octets value = {NULL, 0, 0};
    SYNTA_TRY(synta_per_read_integer_octets(r, 0, &value, err));
    if (value.len > 8) {
        return synta_fail_bit(err, SYNTA_ERR_PER_WIDE_NUMBER, at);
    }
    *out = octets_value(&value);
    return SYNTA_OK;
}

synta_status synta_per_read_integer_octets(synta_per_reader *r, int is_signed, synta_per_octets *out,
                                           synta_error *err) {
    size_t at = AT(r);
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
    size_t at = AT(r);
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
    w->need = 0;
}

synta_status synta_per_writer_finish(synta_per_writer *w, size_t *out_len, synta_error *err) {
    size_t len = (w->bits + 7) / 8;
    if (len == 0) {
        len = 1;
        if (w->cap > 0) {
            w->buf[0] = 0;
        }
    }
    if (len > w->cap || w->need > w->cap) {
        if (out_len) {
            *out_len = len > w->need ? len : w->need;
        }
        return synta_fail(err, SYNTA_ERR_BUFFER_TOO_SMALL, 0);
    }
    if (out_len) {
        *out_len = len;
    }
    return SYNTA_OK;
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
    size_t left = n, byte = w->bits / 8, room = 8 - w->bits % 8;
    size_t last = byte + (n > room ? (n - room + 7) / 8 : 0);
    if (n > 0 && n < 64 && last < w->cap) {
        /* Into the buffer directly: the current octet's free bits, then
         * whole octets. */
        value &= (((uint64_t)1) << n) - 1u;
        if (room == 8) {
            w->buf[byte] = 0;
        }
        if (n <= room) {
            w->buf[byte] = (uint8_t)(w->buf[byte] | (value << (room - n)));
            w->bits += n;
            return;
        }
        w->buf[byte] = (uint8_t)(w->buf[byte] | (value >> (n - room)));
        left = n - room;
        while (left >= 8) {
            w->buf[++byte] = (uint8_t)(value >> (left - 8));
            left -= 8;
        }
        if (left > 0) {
            w->buf[++byte] = (uint8_t)(value << (8 - left));
        }
        w->bits += n;
        return;
    }
    while (left > 0) {
        size_t take;
        room = 8 - w->bits % 8;
        take = room < left ? room : left;
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

/* ------------------------------------------------------------------------
 * Values, under the plan's form of their use (runtime-rust/src/per_values.rs)
 */

static const synta_per_length UNCONSTRAINED = {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}};

/* An error found in a value's content (a check written for DER, which
 * names bytes), placed at the value's bit. */
static synta_status at_bit(synta_status st, synta_error *err, size_t at) {
    if (st != SYNTA_OK && err != NULL) {
        err->offset = at;
        err->in_bits = 1;
    }
    return st;
}

static synta_status exhausted(synta_error *err, size_t at) {
    return synta_fail_bit(err, SYNTA_ERR_ARENA_EXHAUSTED, at);
}

synta_status synta_per_read_bool(synta_per_reader *r, bool *out, synta_error *err) {
    int b;
    SYNTA_TRY(synta_per_read_bit(r, &b, err));
    *out = b != 0;
    return SYNTA_OK;
}

/* A run of `bits` bits of the input from bit `start` of r->data. */
typedef struct bit_run {
    const uint8_t *data;
    size_t start, bits;
} bit_run;

static synta_status take_run(synta_per_reader *r, size_t bits, bit_run *out, synta_error *err) {
    SYNTA_TRY(need(r, bits, err));
    out->data = r->data;
    out->start = r->bit;
    out->bits = bits;
    r->bit += bits;
    return SYNTA_OK;
}

static unsigned run_bit(const bit_run *v, size_t i) {
    size_t bit = v->start + i;
    return (v->data[bit / 8] >> (7 - bit % 8)) & 1u;
}

static uint64_t run_bits(const bit_run *v, size_t from, unsigned n) {
    uint64_t out = 0;
    unsigned i;
    for (i = 0; i < n; i++) {
        out = (out << 1) | run_bit(v, from + i);
    }
    return out;
}

/* The whole octets of a run, to `dest`. */
static void copy_octets(const bit_run *v, uint8_t *dest) {
    const uint8_t *from = v->data + v->start / 8;
    unsigned shift = (unsigned)(v->start % 8);
    size_t i, n = v->bits / 8;
    if (shift == 0) {
        if (n > 0) {
            memcpy(dest, from, n);
        }
        return;
    }
    /* Octet i spans from[i] and from[i + 1], both within the run. */
    for (i = 0; i < n; i++) {
        dest[i] = (uint8_t)((from[i] << shift) | (from[i + 1] >> (8 - shift)));
    }
}

/* The octets of a run: a view when it is empty or whole octets start on
 * one, else a copy in the arena with its padding bits zero (so nothing
 * is taken for no bits: T_arena_bound_per counts on it). */
static synta_status run_octets(const bit_run *v, synta_arena *arena, size_t at, synta_bytes *out, synta_error *err) {
    size_t len = (v->bits + 7) / 8, i;
    uint8_t *copy;
    if (v->bits == 0 || (v->start % 8 == 0 && v->bits % 8 == 0)) {
        out->ptr = v->data + v->start / 8;
        out->len = len;
        return SYNTA_OK;
    }
    copy = (uint8_t *)synta_arena_alloc(arena, len, 1);
    if (copy == NULL) {
        return exhausted(err, at);
    }
    copy_octets(v, copy);
    memset(copy + v->bits / 8, 0, len - v->bits / 8);
    for (i = v->bits / 8 * 8; i < v->bits; i++) {
        if (run_bit(v, i)) {
            copy[i / 8] = (uint8_t)(copy[i / 8] | (0x80u >> (i % 8)));
        }
    }
    out->ptr = copy;
    out->len = len;
    return SYNTA_OK;
}

static int size_contains(synta_per_size size, size_t n) {
    switch (size.kind) {
    case SYNTA_PER_SIZE_EMPTY:
        return n == 0;
    case SYNTA_PER_SIZE_SHORT:
    case SYNTA_PER_SIZE_FIXED:
        return n == size.n;
    case SYNTA_PER_SIZE_LENGTH:
        break;
    }
    switch (size.length.kind) {
    case SYNTA_PER_LENGTH_FIXED:
        return n == size.length.lb;
    case SYNTA_PER_LENGTH_CONSTRAINED:
        return n >= size.length.lb && n <= size.length.ub;
    case SYNTA_PER_LENGTH_UNCONSTRAINED:
        break;
    }
    return 1;
}

static size_t size_least(synta_per_size size) {
    switch (size.kind) {
    case SYNTA_PER_SIZE_EMPTY:
        return 0;
    case SYNTA_PER_SIZE_SHORT:
    case SYNTA_PER_SIZE_FIXED:
        return size.n;
    case SYNTA_PER_SIZE_LENGTH:
        break;
    }
    return size.length.kind == SYNTA_PER_LENGTH_UNCONSTRAINED ? 0 : size.length.lb;
}

/* Reads the items of `unit` bits of a string sized as `size`: a run of
 * the input, or (fragments) of their bits joined in the arena; and how
 * many. */
static synta_status read_items(synta_per_reader *r, synta_per_size size, size_t unit, synta_arena *arena,
                               bit_run *out, size_t *count, synta_error *err) {
    size_t bit = AT(r), at, part, done = 0, room = 0;
    int outside = 0, more = 0;
    synta_per_length form;
    uint8_t *joined = NULL;
    synta_per_writer join;
    if (size.extensible) {
        SYNTA_TRY(synta_per_read_bit(r, &outside, err));
    }
    if (outside && r->canonical) {
        synta_per_size open = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
        SYNTA_TRY(read_items(r, open, unit, arena, out, count, err));
        return size_contains(size, *count) ? synta_fail_bit(err, SYNTA_ERR_PER_ROOT_SENT_OUTSIDE, bit) : SYNTA_OK;
    }
    if (outside) {
        size.kind = SYNTA_PER_SIZE_LENGTH;
        size.length = UNCONSTRAINED;
    }
    switch (size.kind) {
    case SYNTA_PER_SIZE_EMPTY:
        *count = 0;
        return take_run(r, 0, out, err);
    case SYNTA_PER_SIZE_SHORT:
        *count = size.n;
        return take_run(r, size.n * unit, out, err);
    case SYNTA_PER_SIZE_FIXED:
        *count = size.n;
        SYNTA_TRY(synta_per_read_align(r, err));
        return take_run(r, size.n * unit, out, err);
    case SYNTA_PER_SIZE_LENGTH:
        break;
    }
    form = size.length;
    at = AT(r);
    SYNTA_TRY(synta_per_read_length(r, form, &part, &more, err));
    if (!more) {
        SYNTA_TRY(synta_per_read_align(r, err));
        if (part > bits_left(r) / (unit ? unit : 1)) {
            return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, AT(r));
        }
        *count = part;
        return take_run(r, part * unit, out, err);
    }
    /* Fragments: their bits joined in the arena. */
    synta_per_writer_init(&join, NULL, 0, 0);
    for (;;) {
        bit_run piece;
        size_t i;
        SYNTA_TRY(synta_per_read_align(r, err));
        if (part > bits_left(r) / (unit ? unit : 1)) {
            return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, AT(r));
        }
        SYNTA_TRY(take_run(r, part * unit, &piece, err));
        done += part;
        if (arena == NULL) {
            /* Skipped, not kept. */
        } else if ((join.bits + piece.bits + 7) / 8 > room) {
            size_t want = (join.bits + piece.bits + 7) / 8;
            uint8_t *bigger;
            want = want > 2 * room ? want : 2 * room;
            bigger = (uint8_t *)synta_arena_alloc(arena, want, 1);
            if (bigger == NULL) {
                return exhausted(err, at);
            }
            if (joined != NULL) {
                memcpy(bigger, joined, (join.bits + 7) / 8);
            }
            joined = bigger;
            room = want;
            join.buf = joined;
            join.cap = room;
        }
        for (i = 0; arena != NULL && i < piece.bits; i++) {
            synta_per_write_bit(&join, (int)run_bit(&piece, i));
        }
        if (!more) {
            break;
        }
        SYNTA_TRY(synta_per_read_length(r, UNCONSTRAINED, &part, &more, err));
    }
    out->data = joined;
    out->start = 0;
    out->bits = join.bits;
    *count = done;
    return SYNTA_OK;
}

synta_status synta_per_read_octet_string(synta_per_reader *r, synta_per_size size, synta_arena *arena,
                                         synta_bytes *out, synta_error *err) {
    size_t at = AT(r), count;
    bit_run run;
    SYNTA_TRY(read_items(r, size, 8, arena, &run, &count, err));
    return run_octets(&run, arena, at, out, err);
}

synta_status synta_per_read_open_octets(synta_per_reader *r, synta_arena *arena, synta_bytes *out, synta_error *err) {
    synta_per_size open = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
    return synta_per_read_octet_string(r, open, arena, out, err);
}

synta_status synta_per_open(synta_per_reader *r, synta_arena *arena, synta_per_reader *inner, synta_error *err) {
    synta_bytes octets;
    size_t start;
    SYNTA_TRY(synta_per_read_open_octets(r, arena, &octets, err));
    /* Where the octets start: after the length (and padding). */
    start = AT(r) - 8 * octets.len;
    synta_per_reader_init(inner, octets.ptr, octets.len, r->aligned, r->canonical);
    inner->base = start;
    inner->depth = r->depth;
    return SYNTA_OK;
}

synta_status synta_per_read_any(synta_per_reader *r, synta_arena *arena, synta_any *out, synta_error *err) {
    synta_bytes octets = {NULL, 0};
    SYNTA_TRY(synta_per_read_open_octets(r, arena, &octets, err));
    out->ptr = octets.ptr;
    out->len = octets.len;
    out->per = kept_variant(r->aligned);
    return SYNTA_OK;
}

synta_status synta_per_read_bit_string(synta_per_reader *r, synta_per_size size, int named, synta_arena *arena,
                                 synta_bit_string *out, synta_error *err) {
    size_t at = AT(r), count, held;
    bit_run run;
    synta_bytes octets;
    SYNTA_TRY(read_items(r, size, 1, arena, &run, &count, err));
    SYNTA_TRY(run_octets(&run, arena, at, &octets, err));
    out->ptr = octets.ptr;
    out->len = octets.len;
    out->unused = (uint8_t)((8 - count % 8) % 8);
    if (!named) {
        return SYNTA_OK;
    }
    /* Held without trailing zero bits (X.680 22.7). */
    held = count;
    while (held > 0 && !run_bit(&run, held - 1)) {
        held--;
    }
    if (r->canonical && count != (held > size_least(size) ? held : size_least(size))) {
        return synta_fail_bit(err, SYNTA_ERR_PER_NAMED_BITS_FORM, at);
    }
    out->len = (held + 7) / 8;
    out->unused = (uint8_t)((8 - held % 8) % 8);
    return SYNTA_OK;
}

/* The code point at index `n` of an alphabet, or -1. */
static int64_t code_of(const synta_per_chars *c, uint64_t n) {
    size_t i;
    for (i = 0; i < c->count; i++) {
        uint64_t lo = c->ranges[2 * i], size = (uint64_t)c->ranges[2 * i + 1] - lo + 1u;
        if (n < size) {
            return (int64_t)(lo + n);
        }
        n -= size;
    }
    return -1;
}

static int index_of(const synta_per_chars *c, uint32_t code, uint64_t *out) {
    uint64_t before = 0;
    size_t i;
    for (i = 0; i < c->count; i++) {
        uint32_t lo = c->ranges[2 * i], hi = c->ranges[2 * i + 1];
        if (code >= lo && code <= hi) {
            *out = before + (code - lo);
            return 1;
        }
        before += (uint64_t)(hi - lo) + 1u;
    }
    return 0;
}

synta_status synta_per_read_chars(synta_per_reader *r, synta_per_size size, synta_per_chars chars,
                                  synta_string_kind kind, synta_arena *arena, synta_string *out, synta_error *err) {
    size_t at = AT(r), count, i, width = chars.octets;
    bit_run run;
    uint8_t *copy;
    SYNTA_TRY(read_items(r, size, chars.bits, arena, &run, &count, err));
    if (count == 0 || (chars.bits == 8 && width == 1 && chars.ranges == NULL && run.start % 8 == 0)) {
        out->ptr = run.data + run.start / 8;
        out->len = count;
    } else {
        if (count > SIZE_MAX / 4) {
            return exhausted(err, at);
        }
        copy = (uint8_t *)synta_arena_alloc(arena, count * width, 1);
        if (copy == NULL) {
            return exhausted(err, at);
        }
        for (i = 0; i < count; i++) {
            uint64_t n = run_bits(&run, i * chars.bits, chars.bits);
            uint32_t code;
            size_t k;
            if (chars.ranges != NULL) {
                int64_t c = code_of(&chars, n);
                if (c < 0) {
                    return synta_fail_bit(err, SYNTA_ERR_PER_CHARACTER_INDEX, at);
                }
                code = (uint32_t)c;
            } else {
                code = (uint32_t)n;
            }
            for (k = 0; k < width; k++) {
                copy[i * width + k] = (uint8_t)(code >> (8 * (width - 1 - k)));
            }
        }
        out->ptr = copy;
        out->len = count * width;
    }
    return at_bit(synta_check_string(kind, *out, 0, err), err, at);
}

synta_status synta_per_read_content(synta_per_reader *r, synta_content_check check, synta_arena *arena,
                                    synta_bytes *out, synta_error *err) {
    size_t at = AT(r);
    SYNTA_TRY(synta_per_read_open_octets(r, arena, out, err));
    return check == NULL ? SYNTA_OK : at_bit(check(*out, 0, err), err, at);
}

synta_status synta_per_read_text(synta_per_reader *r, synta_string_kind kind, synta_arena *arena, synta_string *out,
                                 synta_error *err) {
    size_t at = AT(r);
    SYNTA_TRY(synta_per_read_open_octets(r, arena, out, err));
    return at_bit(synta_check_string(kind, *out, 0, err), err, at);
}

/* An integer read as `form`: a number (sign and magnitude, when it fits
 * 64 bits) or two's complement octets. */
typedef struct per_number {
    int octets_form;
    int negative;
    uint64_t magnitude;
    synta_bytes octets;
} per_number;

/* lb + offset as sign and magnitude; 0 when past 64 bits. */
static int add_offset(int64_t lb, uint64_t offset, int *negative, uint64_t *magnitude) {
    if (lb >= 0) {
        if (offset > UINT64_MAX - (uint64_t)lb) {
            return 0;
        }
        *negative = 0;
        *magnitude = (uint64_t)lb + offset;
        return 1;
    }
    {
        uint64_t below = (uint64_t)(-(lb + 1)) + 1u;
        if (offset >= below) {
            *negative = 0;
            *magnitude = offset - below;
        } else {
            *negative = 1;
            *magnitude = below - offset;
        }
    }
    return 1;
}

/* Two's complement octets as sign and magnitude; 0 when past 64 bits of
 * magnitude. */
static int octets_number(synta_bytes v, int *negative, uint64_t *magnitude) {
    size_t i, skip = 0;
    uint64_t n = 0;
    int neg = v.len > 0 && (v.ptr[0] & 0x80);
    uint8_t fill = neg ? 0xFF : 0x00;
    while (skip + 1 < v.len && v.ptr[skip] == fill) {
        skip++;
    }
    if (v.len - skip > 8) {
        return 0;
    }
    for (i = skip; i < v.len; i++) {
        n = (n << 8) | v.ptr[i];
    }
    if (neg) {
        /* Sign-extended to 64 bits, then negated. */
        if (v.len - skip < 8) {
            n |= ~(uint64_t)0 << (8 * (v.len - skip));
        }
        *magnitude = ~n + 1u;
        if (*magnitude == 0) {
            return 0;
        }
    } else {
        *magnitude = n;
    }
    *negative = neg;
    return 1;
}

static int in_root(synta_per_int form, synta_bytes octets) {
    int negative;
    uint64_t magnitude, lb_mag, hi_mag;
    int hi_negative;
    if (!octets_number(octets, &negative, &magnitude)) {
        return form.kind == SYNTA_PER_INT_SEMI && !(octets.len > 0 && (octets.ptr[0] & 0x80));
    }
    if (form.kind == SYNTA_PER_INT_UNCONSTRAINED) {
        return 1;
    }
    /* v >= lb */
    lb_mag = form.lb < 0 ? (uint64_t)(-(form.lb + 1)) + 1u : (uint64_t)form.lb;
    if (form.lb < 0 ? (negative && magnitude > lb_mag) : (negative || magnitude < lb_mag)) {
        return 0;
    }
    if (form.kind == SYNTA_PER_INT_SEMI) {
        return 1;
    }
    /* v <= lb + most */
    if (!add_offset(form.lb, form.most, &hi_negative, &hi_mag)) {
        return 1;
    }
    if (hi_negative) {
        return negative && magnitude >= hi_mag;
    }
    return negative || magnitude <= hi_mag;
}

static synta_status read_number(synta_per_reader *r, synta_per_int form, synta_arena *arena, per_number *out,
                                synta_error *err) {
    size_t at = AT(r);
    int outside = 0;
    uint64_t offset;
    synta_per_octets v;
    memset(out, 0, sizeof *out);
    if (form.extensible) {
        SYNTA_TRY(synta_per_read_bit(r, &outside, err));
    }
    if (!outside && form.kind == SYNTA_PER_INT_CONSTRAINED) {
        SYNTA_TRY(synta_per_read_whole(r, form.whole, form.most, &offset, err));
        if (!add_offset(form.lb, offset, &out->negative, &out->magnitude)) {
            return synta_fail_bit(err, SYNTA_ERR_PER_WIDE_CONSTRAINED, at);
        }
        return SYNTA_OK;
    }
    if (!outside && form.kind == SYNTA_PER_INT_SEMI) {
        SYNTA_TRY(synta_per_read_integer_octets(r, 0, &v, err));
        if (v.len <= 8) {
            if (!add_offset(form.lb, octets_value(&v), &out->negative, &out->magnitude)) {
                return synta_fail_bit(err, SYNTA_ERR_PER_WIDE_CONSTRAINED, at);
            }
            return SYNTA_OK;
        }
        if (form.lb != 0) {
            return synta_fail_bit(err, SYNTA_ERR_PER_WIDE_SEMI, at);
        }
        {
            /* The offset is the value: DER's two's complement puts a zero
             * octet in front of a top bit set. */
            int top = (synta_per_octet(&v, 0) & 0x80) != 0;
            uint8_t *copy = (uint8_t *)synta_arena_alloc(arena, v.len + (size_t)top, 1);
            if (copy == NULL) {
                return exhausted(err, at);
            }
            copy[0] = 0;
            synta_per_copy(&v, copy + top);
            out->octets_form = 1;
            out->octets.ptr = copy;
            out->octets.len = v.len + (size_t)top;
            return SYNTA_OK;
        }
    }
    SYNTA_TRY(synta_per_read_integer_octets(r, 1, &v, err));
    {
        bit_run run = {v.data, v.start, 8 * v.len};
        SYNTA_TRY(run_octets(&run, arena, at, &out->octets, err));
    }
    out->octets_form = 1;
    if (outside && r->canonical && in_root(form, out->octets)) {
        return synta_fail_bit(err, SYNTA_ERR_PER_ROOT_SENT_OUTSIDE, at);
    }
    return SYNTA_OK;
}

/* The minimal two's complement octets of a number, into buf[9]. */
static synta_bytes number_octets(int negative, uint64_t magnitude, uint8_t *buf) {
    uint64_t v = negative ? ~magnitude + 1u : magnitude;
    size_t i, skip = 0;
    buf[0] = negative ? 0xFF : 0x00;
    for (i = 0; i < 8; i++) {
        buf[1 + i] = (uint8_t)(v >> (56 - 8 * i));
    }
    while (skip < 8 && ((buf[skip] == 0 && !(buf[skip + 1] & 0x80)) || (buf[skip] == 0xFF && (buf[skip + 1] & 0x80)))) {
        skip++;
    }
    {
        synta_bytes out = {buf + skip, 9 - skip};
        return out;
    }
}

synta_status synta_per_read_integer(synta_per_reader *r, synta_per_int form, synta_arena *arena, synta_integer *out,
                                    synta_error *err) {
    size_t at = AT(r);
    per_number n;
    uint8_t buf[9], *copy;
    synta_bytes octets;
    SYNTA_TRY(read_number(r, form, arena, &n, err));
    if (n.octets_form) {
        *out = n.octets;
        return at_bit(synta_check_integer(*out, 0, err), err, at);
    }
    octets = number_octets(n.negative, n.magnitude, buf);
    copy = (uint8_t *)synta_arena_alloc(arena, octets.len, 1);
    if (copy == NULL) {
        return exhausted(err, at);
    }
    memcpy(copy, octets.ptr, octets.len);
    out->ptr = copy;
    out->len = octets.len;
    return SYNTA_OK;
}

/* A number read as `form`, as sign and magnitude, or a range error. */
static synta_status read_native(synta_per_reader *r, synta_per_int form, synta_arena *arena, int *negative,
                                uint64_t *magnitude, synta_error *err) {
    size_t at = AT(r);
    per_number n;
    SYNTA_TRY(read_number(r, form, arena, &n, err));
    if (n.octets_form && !octets_number(n.octets, &n.negative, &n.magnitude)) {
        return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    *negative = n.negative;
    *magnitude = n.magnitude;
    return SYNTA_OK;
}

synta_status synta_per_read_int64(synta_per_reader *r, synta_per_int form, synta_arena *arena, int64_t min,
                                  int64_t max, int64_t *out, synta_error *err) {
    size_t at = AT(r);
    int negative = 0;
    uint64_t magnitude = 0;
    int64_t v;
    if (form.kind == SYNTA_PER_INT_CONSTRAINED && !form.extensible) {
        /* The common case: lb + offset, the offset within the range. */
        uint64_t offset, limit;
        SYNTA_TRY(synta_per_read_whole(r, form.whole, form.most, &offset, err));
        limit = form.lb < 0 ? (uint64_t)INT64_MAX + ((uint64_t)(-(form.lb + 1)) + 1u)
                                     : (uint64_t)INT64_MAX - (uint64_t)form.lb;
        if (offset > limit) {
            return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
        }
        v = (int64_t)((uint64_t)form.lb + offset);
        if (v < min || v > max) {
            return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
        }
        *out = v;
        return SYNTA_OK;
    }
    SYNTA_TRY(read_native(r, form, arena, &negative, &magnitude, err));
    if (negative ? magnitude > (uint64_t)INT64_MAX + 1u : magnitude > (uint64_t)INT64_MAX) {
        return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    v = negative ? (int64_t)(0 - magnitude) : (int64_t)magnitude;
    if (v < min || v > max) {
        return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    *out = v;
    return SYNTA_OK;
}

synta_status synta_per_read_uint64(synta_per_reader *r, synta_per_int form, synta_arena *arena, uint64_t max,
                                   uint64_t *out, synta_error *err) {
    size_t at = AT(r);
    int negative = 0;
    uint64_t magnitude = 0;
    if (form.kind == SYNTA_PER_INT_CONSTRAINED && !form.extensible && form.lb >= 0) {
        /* The common case: lb + offset, the offset within the range. */
        uint64_t offset;
        SYNTA_TRY(synta_per_read_whole(r, form.whole, form.most, &offset, err));
        if (offset > UINT64_MAX - (uint64_t)form.lb || (uint64_t)form.lb + offset > max) {
            return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
        }
        *out = (uint64_t)form.lb + offset;
        return SYNTA_OK;
    }
    SYNTA_TRY(read_native(r, form, arena, &negative, &magnitude, err));
    if ((negative && magnitude != 0) || magnitude > max) {
        return synta_fail_bit(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    *out = magnitude;
    return SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * Constructed types' pieces (runtime-rust/src/per_structure.rs)
 */

synta_status synta_per_read_count(synta_per_reader *r, synta_per_length form, int extensible, size_t *part,
                                  int *more, int *outside, synta_error *err) {
    *outside = 0;
    if (extensible) {
        SYNTA_TRY(synta_per_read_bit(r, outside, err));
    }
    return synta_per_read_length(r, *outside ? UNCONSTRAINED : form, part, more, err);
}

synta_status synta_per_count_done(const synta_per_reader *r, synta_per_length form, int outside, size_t count,
                                  size_t at, synta_error *err) {
    synta_per_size size = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
    size.length = form;
    if (outside && r->canonical && size_contains(size, count)) {
        return synta_fail_bit(err, SYNTA_ERR_PER_ROOT_SENT_OUTSIDE, at);
    }
    return SYNTA_OK;
}

/* Room for exactly `want` items, the `n` held copied. */
static synta_status give_room(const synta_per_reader *r, synta_arena *arena, void **items, size_t *room, size_t n,
                              size_t want, size_t size, synta_error *err) {
    void *bigger = synta_arena_array(arena, want, size);
    if (bigger == NULL) {
        return exhausted(err, AT(r));
    }
    if (n > 0) {
        memcpy(bigger, *items, n * size);
    }
    *items = bigger;
    *room = want;
    return SYNTA_OK;
}

synta_status synta_per_reserve(const synta_per_reader *r, synta_arena *arena, void **items, size_t *room, size_t n,
                               size_t part, size_t least, size_t size, synta_error *err) {
    size_t want = part;
    /* A count the input cannot hold reserves no more than it can: the
     * elements read then fail on the truncation. */
    if (least > 0 && want > bits_left(r) / least) {
        want = bits_left(r) / least;
    }
    if (want == 0 || want <= *room - n) {
        return SYNTA_OK;
    }
    want += n;
    if (*room > 0 && want / 2 < *room) {
        want = *room > SIZE_MAX / 2 ? want : 2 * *room;
    }
    return give_room(r, arena, items, room, n, want, size, err);
}

synta_status synta_per_grow(synta_per_reader *r, synta_arena *arena, void **items, size_t *room, size_t n,
                            size_t need_items, size_t size, synta_error *err) {
    size_t want;
    if (need_items <= *room) {
        return SYNTA_OK;
    }
    want = *room ? *room : 4;
    while (want < need_items) {
        want = want > SIZE_MAX / 2 ? need_items : 2 * want;
    }
    return give_room(r, arena, items, room, n, want, size, err);
}

synta_status synta_per_read_index(synta_per_reader *r, synta_per_whole whole, size_t roots, int extensible,
                                  int *addition, size_t *index, synta_error *err) {
    uint64_t v;
    *addition = 0;
    if (extensible) {
        SYNTA_TRY(synta_per_read_bit(r, addition, err));
    }
    if (*addition) {
        size_t at = AT(r);
        SYNTA_TRY(synta_per_read_normally_small(r, &v, err));
        if (v > (uint64_t)SIZE_MAX) {
            return synta_fail_bit(err, SYNTA_ERR_PER_ADDITION_INDEX, at);
        }
        *index = (size_t)v;
        return SYNTA_OK;
    }
    SYNTA_TRY(synta_per_read_whole(r, whole, roots > 0 ? (uint64_t)(roots - 1) : 0u, &v, err));
    *index = (size_t)v;
    return SYNTA_OK;
}

synta_status synta_per_later_item(size_t index, size_t at, int64_t *out, synta_error *err) {
    if ((uint64_t)index > UINT32_MAX) {
        return synta_fail_bit(err, SYNTA_ERR_PER_ADDITION_INDEX, at);
    }
    *out = SYNTA_ENUM_LATER(index);
    return SYNTA_OK;
}

synta_status synta_per_read_bitmap(synta_per_reader *r, synta_per_bitmap *out, synta_error *err) {
    size_t at = AT(r), i;
    uint64_t n;
    SYNTA_TRY(synta_per_read_normally_small(r, &n, err));
    if (n >= (uint64_t)bits_left(r)) {
        return synta_fail_bit(err, SYNTA_ERR_TRUNCATED, AT(r));
    }
    out->count = (size_t)n + 1u;
    out->bits.data = r->data;
    out->bits.start = r->bit;
    out->bits.len = 0;
    r->bit += out->count;
    for (i = 0; i < out->count; i++) {
        if (synta_per_bitmap_get(out, i)) {
            return SYNTA_OK;
        }
    }
    return synta_fail_bit(err, SYNTA_ERR_PER_NO_ADDITION, at);
}

synta_status synta_per_read_preamble(synta_per_reader *r, size_t n, synta_per_bitmap *out, synta_error *err) {
    SYNTA_TRY(need(r, n, err));
    out->count = n;
    out->bits.data = r->data;
    out->bits.start = r->bit;
    out->bits.len = 0;
    r->bit += n;
    return SYNTA_OK;
}

int synta_per_bitmap_get(const synta_per_bitmap *b, size_t i) {
    size_t bit;
    if (b == NULL || i >= b->count) {
        return 0;
    }
    bit = b->bits.start + i;
    return (b->bits.data[bit / 8] >> (7 - bit % 8)) & 1;
}

synta_status synta_per_skip_unknown_additions(synta_per_reader *r, const synta_per_bitmap *b, size_t known,
                                              synta_error *err) {
    size_t i;
    for (i = known; i < b->count; i++) {
        if (synta_per_bitmap_get(b, i)) {
            synta_per_size open = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
            bit_run run;
            size_t count;
            /* Fragments are joined in no arena: a SET keeps nothing. */
            SYNTA_TRY(read_items(r, open, 8, NULL, &run, &count, err));
        }
    }
    return SYNTA_OK;
}

/* What synta_per_read_unknown_additions keeps, in the arena: the bitmap's
 * bit count and the known additions' count (four octets each, big-endian),
 * the variant they were read in (one octet, as synta_any's `per`), the
 * bitmap's bits, then each unknown addition present: four octets of
 * length and its octets. */
#define KEPT_VARIANT 8u
#define KEPT_BITMAP 9u

static void put32(uint8_t *p, size_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static size_t get32(const uint8_t *p) {
    return ((size_t)p[0] << 24) | ((size_t)p[1] << 16) | ((size_t)p[2] << 8) | p[3];
}

/* An open type's octets (X.691 §11.2), fragments and all, copied to
 * `dest`, which has room for them (a first reading counted them); how
 * many in `*len`. */
static synta_status read_open_into(synta_per_reader *r, uint8_t *dest, size_t *len, synta_error *err) {
    size_t part, done = 0;
    int more;
    SYNTA_TRY(synta_per_read_length(r, UNCONSTRAINED, &part, &more, err));
    for (;;) {
        bit_run piece;
        SYNTA_TRY(synta_per_read_align(r, err));
        SYNTA_TRY(take_run(r, 8 * part, &piece, err));
        copy_octets(&piece, dest + done);
        done += part;
        if (!more) {
            *len = done;
            return SYNTA_OK;
        }
        SYNTA_TRY(synta_per_read_length(r, UNCONSTRAINED, &part, &more, err));
    }
}

synta_status synta_per_read_unknown_additions(synta_per_reader *r, const synta_per_bitmap *b, size_t known,
                                              synta_arena *arena, synta_bytes *out, synta_error *err) {
    size_t at = AT(r), from = r->bit, i, total, map = (b->count + 7) / 8, used;
    uint8_t *kept;
    out->ptr = NULL;
    out->len = 0;
    if (b->count <= known || b->count > 0xFFFFFFFFu) {
        return SYNTA_OK;
    }
    /* Read twice: once to size the block (nothing kept), once into it.
     * A later version may add any number of additions, and this takes
     * the arena for what it keeps and nothing more. */
    total = KEPT_BITMAP + map;
    for (i = known; i < b->count; i++) {
        synta_per_size open = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
        bit_run run;
        size_t len;
        if (!synta_per_bitmap_get(b, i)) {
            continue;
        }
        SYNTA_TRY(read_items(r, open, 8, NULL, &run, &len, err));
        if (len > 0xFFFFFFFFu || len > SIZE_MAX - 4 - total) {
            return exhausted(err, at);
        }
        total += 4 + len;
    }
    kept = (uint8_t *)synta_arena_alloc(arena, total, 1);
    if (kept == NULL) {
        return exhausted(err, at);
    }
    put32(kept, b->count);
    put32(kept + 4, known);
    kept[KEPT_VARIANT] = kept_variant(r->aligned);
    memset(kept + KEPT_BITMAP, 0, map);
    for (i = 0; i < b->count; i++) {
        if (synta_per_bitmap_get(b, i)) {
            kept[KEPT_BITMAP + i / 8] = (uint8_t)(kept[KEPT_BITMAP + i / 8] | (0x80u >> (i % 8)));
        }
    }
    r->bit = from;
    used = KEPT_BITMAP + map;
    for (i = known; i < b->count; i++) {
        size_t len;
        if (!synta_per_bitmap_get(b, i)) {
            continue;
        }
        SYNTA_TRY(read_open_into(r, kept + used + 4, &len, err));
        put32(kept + used, len);
        used += 4 + len;
    }
    out->ptr = kept;
    out->len = total;
    return SYNTA_OK;
}

int synta_per_unknown_additions_present(synta_bytes kept) {
    size_t count, known, i;
    if (kept.ptr == NULL || kept.len < KEPT_BITMAP) {
        return 0;
    }
    count = get32(kept.ptr);
    known = get32(kept.ptr + 4);
    for (i = known; i < count; i++) {
        if (kept.ptr[KEPT_BITMAP + i / 8] & (0x80u >> (i % 8))) {
            return 1;
        }
    }
    return 0;
}

synta_status synta_per_read_unknown_alternative(synta_per_reader *r, size_t index, synta_arena *arena,
                                                synta_any *out, synta_error *err) {
    size_t at = AT(r), from = r->bit, len;
    synta_per_size open = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
    bit_run run;
    uint8_t *kept;
    /* Kept as Rust keeps it, in a tag number's room. */
    if (index > SYNTA_MAX_TAG_NUMBER) {
        return synta_fail_bit(err, SYNTA_ERR_PER_ADDITION_INDEX, at);
    }
    /* Counted first, then read into the block that keeps it. */
    SYNTA_TRY(read_items(r, open, 8, NULL, &run, &len, err));
    if (len > SIZE_MAX - 4) {
        return exhausted(err, at);
    }
    kept = (uint8_t *)synta_arena_alloc(arena, 4 + len, 1);
    if (kept == NULL) {
        return exhausted(err, at);
    }
    put32(kept, index);
    r->bit = from;
    SYNTA_TRY(read_open_into(r, kept + 4, &len, err));
    out->ptr = kept;
    out->len = 4 + len;
    out->per = kept_variant(r->aligned);
    return SYNTA_OK;
}

void synta_per_jer_alternative(synta_jer *j, synta_any kept) {
    synta_bytes octets = {NULL, 0};
    if (kept.ptr != NULL && kept.len >= 4) {
        octets.ptr = kept.ptr + 4;
        octets.len = kept.len - 4;
    }
    synta_jer_hex(j, octets);
}

synta_status synta_per_check_not_default(const synta_per_reader *r, int same, size_t at, synta_error *err) {
    return r->canonical && same ? synta_fail_bit(err, SYNTA_ERR_DEFAULT_VALUE_ENCODED, at) : SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * Writing values
 */

void synta_per_write_bool(synta_per_writer *w, bool v) {
    synta_per_write_bit(w, v ? 1 : 0);
}

synta_status synta_per_write_integer(synta_per_writer *w, synta_per_int form, synta_integer v, synta_error *err) {
    int negative = 0, fits;
    uint64_t magnitude = 0, offset = 0;
    int has_offset = 0;
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    SYNTA_TRY(synta_check_integer(v, 0, err));
    fits = octets_number(v, &negative, &magnitude);
    switch (form.kind) {
    case SYNTA_PER_INT_CONSTRAINED:
    case SYNTA_PER_INT_SEMI:
        if (fits) {
            /* offset = v - lb, when it is not negative */
            uint64_t lb_mag = form.lb < 0 ? (uint64_t)(-(form.lb + 1)) + 1u : (uint64_t)form.lb;
            if (form.lb < 0) {
                if (!negative) {
                    has_offset = magnitude <= UINT64_MAX - lb_mag;
                    offset = magnitude + lb_mag;
                } else if (magnitude <= lb_mag) {
                    has_offset = 1;
                    offset = lb_mag - magnitude;
                }
            } else if (!negative && magnitude >= lb_mag) {
                has_offset = 1;
                offset = magnitude - lb_mag;
            }
        }
        if (form.kind == SYNTA_PER_INT_CONSTRAINED) {
            has_offset = has_offset && offset <= form.most;
            if (form.extensible) {
                synta_per_write_bit(w, !has_offset);
            }
            if (has_offset) {
                synta_per_write_whole(w, form.whole, offset);
            } else if (form.extensible) {
                synta_per_write_integer_octets(w, v.ptr, v.len);
            } else {
                return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, 0);
            }
            return SYNTA_OK;
        }
        /* Past 64 bits: the value itself above a bound of 0. */
        if (!fits && form.lb == 0 && !(v.ptr[0] & 0x80)) {
            if (form.extensible) {
                synta_per_write_bit(w, 0);
            }
            if (v.len > 1 && v.ptr[0] == 0) {
                synta_per_write_integer_octets(w, v.ptr + 1, v.len - 1);
            } else {
                synta_per_write_integer_octets(w, v.ptr, v.len);
            }
            return SYNTA_OK;
        }
        if (form.extensible) {
            synta_per_write_bit(w, !has_offset);
        }
        if (has_offset) {
            synta_per_write_semi_constrained(w, offset);
        } else if (form.extensible) {
            synta_per_write_integer_octets(w, v.ptr, v.len);
        } else {
            return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, 0);
        }
        return SYNTA_OK;
    case SYNTA_PER_INT_UNCONSTRAINED:
        break;
    }
    if (form.extensible) {
        synta_per_write_bit(w, 0);
    }
    synta_per_write_integer_octets(w, v.ptr, v.len);
    return SYNTA_OK;
}

synta_status synta_per_write_int64_any(synta_per_writer *w, synta_per_int form, int64_t v, synta_error *err) {
    uint8_t buf[9];
    if (form.kind == SYNTA_PER_INT_CONSTRAINED && !form.extensible) {
        /* The common case: the offset from lb, within the range. */
        uint64_t offset = (uint64_t)v - (uint64_t)form.lb;
        if (v < form.lb || offset > form.most) {
            return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, 0);
        }
        synta_per_write_whole(w, form.whole, offset);
        return SYNTA_OK;
    }
    uint64_t magnitude = v < 0 ? (uint64_t)(-(v + 1)) + 1u : (uint64_t)v;
    return synta_per_write_integer(w, form, number_octets(v < 0, magnitude, buf), err);
}

synta_status synta_per_write_uint64_any(synta_per_writer *w, synta_per_int form, uint64_t v, synta_error *err) {
    uint8_t buf[9];
    if (form.kind == SYNTA_PER_INT_CONSTRAINED && !form.extensible && form.lb >= 0) {
        uint64_t offset = v - (uint64_t)form.lb;
        if (v < (uint64_t)form.lb || offset > form.most) {
            return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, 0);
        }
        synta_per_write_whole(w, form.whole, offset);
        return SYNTA_OK;
    }
    return synta_per_write_integer(w, form, number_octets(0, v, buf), err);
}

/* Where `count` items sized as `size` go: the extension bit, then the
 * layout's length parts; each part's items written by `emit`. */
typedef void (*emit_fn)(synta_per_writer *w, const void *ctx, size_t first, size_t n);

static synta_status write_items(synta_per_writer *w, synta_per_size size, size_t count, emit_fn emit,
                                const void *ctx, synta_error *err) {
    int in_root = size_contains(size, count), more = 0;
    size_t done = 0;
    if (size.extensible) {
        synta_per_write_bit(w, !in_root);
    } else if (!in_root) {
        return synta_fail(err, SYNTA_ERR_SIZE_OUT_OF_RANGE, 0);
    }
    if (!in_root) {
        size.kind = SYNTA_PER_SIZE_LENGTH;
        size.length = UNCONSTRAINED;
    }
    switch (size.kind) {
    case SYNTA_PER_SIZE_EMPTY:
        return SYNTA_OK;
    case SYNTA_PER_SIZE_SHORT:
        emit(w, ctx, 0, count);
        return SYNTA_OK;
    case SYNTA_PER_SIZE_FIXED:
        synta_per_write_align(w);
        emit(w, ctx, 0, count);
        return SYNTA_OK;
    case SYNTA_PER_SIZE_LENGTH:
        break;
    }
    do {
        size_t n = synta_per_write_length(w, size.length, count - done, &more);
        synta_per_write_align(w);
        emit(w, ctx, done, n);
        done += n;
    } while (more);
    return SYNTA_OK;
}

static void emit_octets(synta_per_writer *w, const void *ctx, size_t first, size_t n) {
    synta_per_write_octets(w, (const uint8_t *)ctx + first, n);
}

static void emit_bits(synta_per_writer *w, const void *ctx, size_t first, size_t n) {
    const synta_bit_string *v = (const synta_bit_string *)ctx;
    size_t i;
    for (i = first; i < first + n; i++) {
        synta_per_write_bit(w, i / 8 < v->len && (v->ptr[i / 8] & (0x80u >> (i % 8))));
    }
}

synta_status synta_per_write_octet_string(synta_per_writer *w, synta_per_size size, synta_bytes v, synta_error *err) {
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    return write_items(w, size, v.len, emit_octets, v.ptr, err);
}

void synta_per_write_open_octets(synta_per_writer *w, const uint8_t *octets, size_t n) {
    synta_per_size open = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
    (void)write_items(w, open, n, emit_octets, octets, NULL);
}

synta_status synta_per_write_any(synta_per_writer *w, synta_any v, synta_error *err) {
    if (!v.per) {
        /* A TLV (read from DER, or made so): which type, and so which PER,
         * is not known. */
        return synta_fail(err, SYNTA_ERR_PER_UNKNOWN_ALTERNATIVE, 0);
    }
    if (v.per != kept_variant(w->aligned)) {
        return synta_fail(err, SYNTA_ERR_PER_ALTERNATIVE_OF_OTHER_VARIANT, 0);
    }
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    synta_per_write_open_octets(w, v.ptr, v.len);
    return SYNTA_OK;
}

synta_status synta_per_write_bit_string(synta_per_writer *w, synta_per_size size, int named, synta_bit_string v,
                                  synta_error *err) {
    size_t bits, least = size_least(size);
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    if (v.unused > 7 || (v.len == 0 && v.unused != 0)) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, 0);
    }
    bits = v.len * 8 - v.unused;
    /* Named bits are held without their trailing zero bits: written back
     * with as many as the least size needs. */
    if (named && bits < least) {
        bits = least;
    }
    return write_items(w, size, bits, emit_bits, &v, err);
}

typedef struct chars_ctx {
    const uint8_t *content;
    synta_per_chars chars;
} chars_ctx;

static uint32_t char_code(const chars_ctx *c, size_t i) {
    size_t k, width = c->chars.octets;
    uint32_t code = 0;
    for (k = 0; k < width; k++) {
        code = (code << 8) | c->content[i * width + k];
    }
    return code;
}

/* The number a character is written as, or 0 when it has none. */
static int char_number(const chars_ctx *c, size_t i, uint64_t *n) {
    uint32_t code = char_code(c, i);
    if (c->chars.ranges != NULL) {
        if (!index_of(&c->chars, code, n)) {
            return 0;
        }
    } else {
        *n = code;
    }
    return c->chars.bits >= 32 || (*n >> c->chars.bits) == 0;
}

static void emit_chars(synta_per_writer *w, const void *ctx, size_t first, size_t n) {
    const chars_ctx *c = (const chars_ctx *)ctx;
    size_t i;
    for (i = first; i < first + n; i++) {
        uint64_t v = 0;
        (void)char_number(c, i, &v);
        synta_per_write_bits(w, v, c->chars.bits);
    }
}

synta_status synta_per_write_chars(synta_per_writer *w, synta_per_size size, synta_per_chars chars,
                                   synta_string_kind kind, synta_string v, synta_error *err) {
    chars_ctx c;
    size_t i, count;
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    SYNTA_TRY(synta_check_string(kind, v, 0, err));
    c.content = v.ptr;
    c.chars = chars;
    count = v.len / chars.octets;
    for (i = 0; i < count; i++) {
        uint64_t n;
        if (!char_number(&c, i, &n)) {
            return synta_fail(err, SYNTA_ERR_PER_CHARACTER_OUTSIDE, 0);
        }
    }
    return write_items(w, size, count, emit_chars, &c, err);
}

synta_status synta_per_write_content(synta_per_writer *w, synta_content_check check, synta_bytes v,
                                     synta_error *err) {
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    if (check != NULL) {
        SYNTA_TRY(check(v, 0, err));
    }
    synta_per_write_open_octets(w, v.ptr, v.len);
    return SYNTA_OK;
}

synta_status synta_per_write_text(synta_per_writer *w, synta_string_kind kind, synta_string v, synta_error *err) {
    if (v.ptr == NULL && v.len > 0) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    SYNTA_TRY(synta_check_string(kind, v, 0, err));
    synta_per_write_open_octets(w, v.ptr, v.len);
    return SYNTA_OK;
}

/* The room an open type's encoding is made in, past what w has written:
 * a gap left for its length, so that moving it down never overtakes it. */
#define OPEN_GAP 4u

void synta_per_open_begin(synta_per_writer *w, synta_per_writer *inner) {
    size_t at = (w->bits + 7) / 8 + OPEN_GAP;
    if (w->buf != NULL && at < w->cap) {
        synta_per_writer_init(inner, w->buf + at, w->cap - at, w->aligned);
    } else {
        synta_per_writer_init(inner, NULL, 0, w->aligned);
    }
    inner->need = 0;
}

/* The octets of the length headers of `n` octets (fragments past 16K). */
static size_t header_octets(size_t n) {
    if (n < 128) {
        return 1;
    }
    if (n < SYNTA_PER_K16) {
        return 2;
    }
    return n / SYNTA_PER_K16 / 4 + 2 + n / SYNTA_PER_K16;
}

synta_status synta_per_open_end(synta_per_writer *w, synta_per_writer *inner, synta_error *err) {
    size_t n = (inner->bits + 7) / 8, start = (w->bits + 7) / 8 + OPEN_GAP, made, at, from, i;
    (void)err;
    if (n == 0) {
        n = 1; /* a complete encoding of no bits is one zero octet */
        if (inner->cap > 0) {
            inner->buf[0] = 0;
        }
    }
    /* Its octets go where writing them after their length cannot
     * overwrite one not yet read: at `start`, or moved up to `at`. The
     * room that takes is what w needs. */
    at = w->bits / 8 + header_octets(n) + 2;
    made = start + (n > inner->need ? n : inner->need);
    if (made < at + n) {
        made = at + n;
    }
    if (made > w->need) {
        w->need = made;
    }
    if (inner->buf == NULL || made > w->cap || inner->need > inner->cap) {
        /* It did not fit: w counts on (its bytes are not written), and
         * finishing reports the room it needs. */
        int more = 0;
        size_t done = 0;
        do {
            size_t part = synta_per_write_length(w, UNCONSTRAINED, n - done, &more);
            synta_per_write_align(w);
            for (i = 0; i < part; i++) {
                synta_per_write_bits(w, 0, 8);
            }
            done += part;
        } while (more);
        return SYNTA_OK;
    }
    from = (size_t)(inner->buf - w->buf);
    if (from < at) {
        memmove(w->buf + at, w->buf + from, n);
        from = at;
    }
    synta_per_write_open_octets(w, w->buf + from, n);
    return SYNTA_OK;
}

synta_status synta_per_write_count(synta_per_writer *w, synta_per_length form, int extensible, size_t count,
                                   size_t *part, int *more, synta_error *err) {
    synta_per_size size = {SYNTA_PER_SIZE_LENGTH, 0, UNCONSTRAINED, 0};
    int in_root;
    size.length = form;
    in_root = size_contains(size, count);
    if (extensible) {
        synta_per_write_bit(w, !in_root);
    } else if (!in_root) {
        return synta_fail(err, SYNTA_ERR_SIZE_OUT_OF_RANGE, 0);
    }
    *part = synta_per_write_length(w, in_root ? form : UNCONSTRAINED, count, more);
    return SYNTA_OK;
}

void synta_per_write_index(synta_per_writer *w, synta_per_whole whole, int extensible, int addition, size_t index) {
    if (extensible) {
        synta_per_write_bit(w, addition);
    }
    if (addition) {
        synta_per_write_normally_small(w, index);
    } else {
        synta_per_write_whole(w, whole, index);
    }
}

synta_status synta_per_write_later_item(synta_per_writer *w, uint32_t index, size_t named, synta_error *err) {
    if (index < named) {
        return synta_fail(err, SYNTA_ERR_PER_LATER_ITEM_NAMED, 0);
    }
    synta_per_write_bit(w, 1);
    synta_per_write_normally_small(w, index);
    return SYNTA_OK;
}

void synta_per_write_bitmap(synta_per_writer *w, const bool *present, size_t n, synta_bytes unknown) {
    size_t count = n, known = n, i;
    if (unknown.ptr != NULL && unknown.len >= KEPT_BITMAP) {
        count = get32(unknown.ptr);
        known = get32(unknown.ptr + 4);
        count = count > known ? n + (count - known) : n;
    }
    synta_per_write_normally_small(w, count > 0 ? count - 1 : 0);
    for (i = 0; i < n; i++) {
        synta_per_write_bit(w, present[i]);
    }
    for (i = n; i < count; i++) {
        size_t bit = known + (i - n);
        synta_per_write_bit(w, (unknown.ptr[KEPT_BITMAP + bit / 8] & (0x80u >> (bit % 8))) != 0);
    }
}

synta_status synta_per_write_unknown_additions(synta_per_writer *w, synta_bytes kept, synta_error *err) {
    size_t count, known, at, i;
    if (kept.ptr == NULL || kept.len < KEPT_BITMAP) {
        return SYNTA_OK;
    }
    if (kept.ptr[KEPT_VARIANT] != kept_variant(w->aligned)) {
        return synta_fail(err, SYNTA_ERR_PER_ADDITIONS_OF_OTHER_VARIANT, 0);
    }
    count = get32(kept.ptr);
    known = get32(kept.ptr + 4);
    at = KEPT_BITMAP + (count + 7) / 8;
    for (i = known; i < count; i++) {
        size_t len;
        if (!(kept.ptr[KEPT_BITMAP + i / 8] & (0x80u >> (i % 8)))) {
            continue;
        }
        if (at + 4 > kept.len || (len = get32(kept.ptr + at)) > kept.len - at - 4) {
            return synta_fail(err, SYNTA_ERR_PER_UNKNOWN_EXTENSIONS, 0);
        }
        synta_per_write_open_octets(w, kept.ptr + at + 4, len);
        at += 4 + len;
    }
    return SYNTA_OK;
}

synta_status synta_per_write_unknown_alternative(synta_per_writer *w, synta_per_whole whole, synta_any kept,
                                                 synta_error *err) {
    if (kept.ptr == NULL || kept.len < 4) {
        return synta_fail(err, SYNTA_ERR_PER_UNKNOWN_ALTERNATIVE, 0);
    }
    if (kept.per != kept_variant(w->aligned)) {
        return synta_fail(err, SYNTA_ERR_PER_ALTERNATIVE_OF_OTHER_VARIANT, 0);
    }
    synta_per_write_index(w, whole, 1, 1, get32(kept.ptr));
    synta_per_write_open_octets(w, kept.ptr + 4, kept.len - 4);
    return SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * CANONICAL-PER's SET OF order (X.691 §22)
 */

/* Element `i`'s complete encoding, as octets padded with zero bits (none
 * for an encoding of no bits), made at buf[0..cap): its length, or
 * SIZE_MAX when it did not fit (*need then says how much it takes). */
static synta_status element_key(const void *set, size_t i, synta_per_element_fn write, int aligned, uint8_t *buf,
                                size_t cap, size_t *len, size_t *need, synta_error *err) {
    synta_per_writer k;
    synta_per_writer_init(&k, buf, cap, aligned);
    SYNTA_TRY(write(set, i, &k, err));
    *len = (k.bits + 7) / 8;
    *need = *len > k.need ? *len : k.need;
    return SYNTA_OK;
}

static int key_order(const uint8_t *a, size_t alen, const uint8_t *b, size_t blen) {
    size_t n = alen < blen ? alen : blen;
    int c = n ? memcmp(a, b, n) : 0;
    if (c != 0) {
        return c;
    }
    return alen < blen ? -1 : alen > blen;
}

synta_status synta_per_check_set_order(const synta_per_reader *r, const void *set, size_t count,
                                       synta_per_element_fn write, synta_arena *arena, size_t at, synta_error *err) {
    /* Each element's key against the one before: two buffers taken in
     * turn, each grown to twice what it held when a key outgrows it, so a
     * check takes arena for the largest keys, not for all of them. */
    uint8_t *keys[2] = {NULL, NULL};
    size_t room[2] = {0, 0}, i, plen = 0, len, need;
    if (!r->canonical || count < 2) {
        return SYNTA_OK;
    }
    for (i = 0; i < count; i++) {
        int k = (int)(i % 2);
        SYNTA_TRY(element_key(set, i, write, r->aligned, keys[k], room[k], &len, &need, err));
        if (need > room[k]) {
            size_t want = room[k] > SIZE_MAX / 2 || need > 2 * room[k] ? need : 2 * room[k];
            keys[k] = (uint8_t *)synta_arena_alloc(arena, want, 1);
            if (keys[k] == NULL) {
                return exhausted(err, at);
            }
            room[k] = want;
            SYNTA_TRY(element_key(set, i, write, r->aligned, keys[k], want, &len, &need, err));
        }
        if (i > 0 && key_order(keys[1 - k], plen, keys[k], len) > 0) {
            synta_status st = synta_fail_bit(err, SYNTA_ERR_SET_OF_NOT_SORTED, at);
            synta_error_at_index(err, i);
            return st;
        }
        plen = len;
    }
    return SYNTA_OK;
}

/* The sort's index, at the end of the writer's buffer: for each element
 * its key's offset and length, and two arrays of element numbers (the
 * order so far, and the merge's room). Read and written with memcpy: the
 * buffer has no alignment. */
enum { KEY_AT, KEY_LEN, ORDER, MERGED, INDEX_ARRAYS };

static size_t index_get(const uint8_t *index, size_t count, int array, size_t i) {
    size_t v;
    memcpy(&v, index + ((size_t)array * count + i) * sizeof v, sizeof v);
    return v;
}

static void index_put(uint8_t *index, size_t count, int array, size_t i, size_t v) {
    memcpy(index + ((size_t)array * count + i) * sizeof v, &v, sizeof v);
}

static int element_order(const uint8_t *buf, const uint8_t *index, size_t count, size_t a, size_t b) {
    return key_order(buf + index_get(index, count, KEY_AT, a), index_get(index, count, KEY_LEN, a),
                     buf + index_get(index, count, KEY_AT, b), index_get(index, count, KEY_LEN, b));
}

/* A stable merge sort of ORDER by the elements' keys, bottom up: equal
 * encodings keep their given order. */
static void sort_elements(const uint8_t *buf, uint8_t *index, size_t count) {
    int from = ORDER, to = MERGED;
    size_t width, i;
    for (width = 1; width < count; width *= 2) {
        for (i = 0; i < count; i += 2 * width) {
            size_t mid = i + width < count ? i + width : count, end = mid + width < count ? mid + width : count;
            size_t a = i, b = mid, k = i;
            while (k < end) {
                size_t take;
                if (a < mid && (b == end || element_order(buf, index, count, index_get(index, count, from, a),
                                                          index_get(index, count, from, b)) <= 0)) {
                    take = index_get(index, count, from, a++);
                } else {
                    take = index_get(index, count, from, b++);
                }
                index_put(index, count, to, k++, take);
            }
        }
        from = to;
        to = from == ORDER ? MERGED : ORDER;
    }
    if (from != ORDER) {
        memcpy(index + (size_t)ORDER * count * sizeof(size_t), index + (size_t)MERGED * count * sizeof(size_t),
               count * sizeof(size_t));
    }
}

synta_status synta_per_write_set_of(synta_per_writer *w, const void *set, size_t count, size_t part, int more,
                                    synta_per_element_fn write, synta_error *err) {
    size_t cap = w->cap, start = (w->bits + 7) / 8, keys_end = start, most = start, index_size = 0, index_at = 0;
    size_t i, done = 0, need_before = w->need;
    uint8_t *index = NULL;
    synta_status st = SYNTA_OK;
    if (count > 1) {
        index_size = count > SIZE_MAX / (INDEX_ARRAYS * sizeof(size_t)) ? SIZE_MAX
                                                                         : count * INDEX_ARRAYS * sizeof(size_t);
        if (w->buf != NULL && cap >= start && cap - start >= index_size) {
            index_at = cap - index_size;
            index = w->buf + index_at;
        }
        /* Each element's complete encoding (its key), one after another past
         * w's bits; without room for them all, w counts on in the given
         * order, and reports the room it needs. */
        for (i = 0; i < count; i++) {
            size_t room = index != NULL && index_at > keys_end ? index_at - keys_end : 0, len, need;
            SYNTA_TRY(element_key(set, i, write, w->aligned, room ? w->buf + keys_end : NULL, room, &len, &need, err));
            if (need > room) {
                index = NULL;
            } else if (index != NULL) {
                index_put(index, count, KEY_AT, i, keys_end);
                index_put(index, count, KEY_LEN, i, len);
                index_put(index, count, ORDER, i, i);
            }
            if (keys_end + need > most) {
                most = keys_end > SIZE_MAX - need ? SIZE_MAX : keys_end + need;
            }
            keys_end = keys_end > SIZE_MAX - len ? SIZE_MAX : keys_end + len;
        }
        if (index != NULL) {
            sort_elements(w->buf, index, count);
            w->cap = index_at; /* the index stays whole while the output grows */
        }
    }
    /* X.691 §22: in the order of the elements' encodings, in parts after
     * their counts past 16K elements (§11.9.3.8). w->need counts what the
     * elements need past the output (their own SET OFs and open types). */
    w->need = 0;
    for (;;) {
        for (i = done; i < done + part && st == SYNTA_OK; i++) {
            st = write(set, index != NULL ? index_get(index, count, ORDER, i) : i, w, err);
        }
        done += part;
        if (!more || st != SYNTA_OK) {
            break;
        }
        part = synta_per_write_length(w, SYNTA_PER_ANY_COUNT, count - done, &more);
    }
    w->cap = cap;
    /* The room taken: the keys, the output and what the elements needed
     * past it, below the index. */
    if ((w->bits + 7) / 8 > most) {
        most = (w->bits + 7) / 8;
    }
    if (w->need > most) {
        most = w->need;
    }
    most = most > SIZE_MAX - index_size ? SIZE_MAX : most + index_size;
    w->need = most > need_before ? most : need_before;
    return st;
}

/* ------------------------------------------------------------------------
 * Entry points
 */

synta_status synta_per_entry_decode(const char *name, synta_per_read_fn read, int aligned, int canonical,
                                    const uint8_t *buf, size_t len, synta_arena *arena, void *out, synta_error *err) {
    synta_per_reader r;
    synta_status st;
    synta_internal_error_clear(err);
    if ((buf == NULL && len > 0) || arena == NULL || out == NULL) {
        (void)synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
        synta_error_at(err, name);
        return SYNTA_ERR_NULL_ARGUMENT;
    }
    synta_per_reader_init(&r, buf, len, aligned, canonical);
    st = read(&r, arena, out, err);
    if (st == SYNTA_OK) {
        st = synta_per_finish(&r, err);
    }
    if (st != SYNTA_OK) {
        /* Every offset a PER decode names is a bit's: a check the generated
         * code makes (written for DER) is at the value's bit too. */
        if (err != NULL) {
            err->in_bits = 1;
        }
        synta_error_at(err, name);
    }
    return st;
}

synta_status synta_per_entry_encode(const char *name, synta_per_write_fn write, int aligned, const void *in,
                                    uint8_t *buf, size_t cap, size_t *out_len, synta_error *err) {
    synta_per_writer w;
    synta_status st;
    synta_internal_error_clear(err);
    if (in == NULL || (buf == NULL && cap > 0) || out_len == NULL) {
        return synta_internal_encoding_error(err, name, synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0));
    }
    synta_per_writer_init(&w, buf, cap, aligned);
    st = write(in, &w, err);
    if (st == SYNTA_OK) {
        st = synta_per_writer_finish(&w, out_len, err);
    }
    return synta_internal_encoding_error(err, name, st);
}
