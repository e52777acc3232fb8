/* synta_rt: OER and CANONICAL-OER (X.696), the pieces generated OER codecs
 * are made of (synta_codec.h). See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src/oer.rs, oer_values.rs, oer_writer.rs), so both
 * accept and refuse the same inputs with the same error at the same
 * offset. A program that uses only DER links none of this file. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Reading
 */

static void oer_reader_over(synta_oer_reader *r, const uint8_t *data, size_t len, size_t base, int canonical) {
    r->cur = data;
    r->end = data ? data + len : data;
    r->origin = (uintptr_t)data - base;
    r->depth = 0;
    r->canonical = (uint8_t)(canonical != 0);
}

static size_t remaining(const synta_oer_reader *r) {
    return (size_t)(r->end - r->cur);
}

/* The next `n` octets. */
static synta_status take(synta_oer_reader *r, size_t n, const uint8_t **out, synta_error *err) {
    if (n > remaining(r)) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, synta_oer_offset(r));
    }
    *out = r->cur;
    r->cur += n;
    return SYNTA_OK;
}

/* What lengths and ENUMERATED numbers share (X.696 §8.6, §11): one octet
 * below 0x80 (*short_form set), or 0x80 plus a count and that many octets;
 * a count of zero is the error `empty`. */
static synta_status short_or_long(synta_oer_reader *r, synta_status empty, int *short_form, uint8_t *first,
                                  synta_bytes *octets, synta_error *err) {
    size_t at = synta_oer_offset(r);
    const uint8_t *p;
    SYNTA_TRY(take(r, 1, &p, err));
    *first = p[0];
    *short_form = p[0] < 0x80;
    if (*short_form) {
        return SYNTA_OK;
    }
    if ((p[0] & 0x7f) == 0) {
        return synta_fail(err, empty, at);
    }
    octets->len = p[0] & 0x7f;
    return take(r, octets->len, &octets->ptr, err);
}

/* A length determinant (X.696 §8.6); CANONICAL-OER takes the short form
 * below 128 and the long form in its fewest octets only. */
static synta_status length(synta_oer_reader *r, size_t *out, synta_error *err) {
    size_t at = synta_oer_offset(r), i, zeros = 0, len = 0;
    int short_form;
    uint8_t first;
    synta_bytes octets = {NULL, 0};
    SYNTA_TRY(short_or_long(r, SYNTA_ERR_OER_EMPTY_LENGTH, &short_form, &first, &octets, err));
    if (short_form) {
        *out = first;
        return SYNTA_OK;
    }
    while (zeros < octets.len && octets.ptr[zeros] == 0) {
        zeros++;
    }
    if (octets.len - zeros > 4) {
        return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, at);
    }
    for (i = zeros; i < octets.len; i++) {
        len = (len << 8) | octets.ptr[i];
    }
    if (r->canonical && (len < 0x80 || zeros > 0)) {
        return synta_fail(err, SYNTA_ERR_NON_MINIMAL_LENGTH, at);
    }
    *out = len;
    return SYNTA_OK;
}

/* A length determinant and the octets it counts. */
static synta_status length_prefixed(synta_oer_reader *r, synta_bytes *out, synta_error *err) {
    size_t at = synta_oer_offset(r), len;
    SYNTA_TRY(length(r, &len, err));
    if (len > remaining(r)) {
        return synta_fail(err, SYNTA_ERR_LENGTH_BEYOND_PARENT, at);
    }
    out->len = len;
    return take(r, len, &out->ptr, err);
}

synta_status synta_oer_enter(synta_oer_reader *r, synta_error *err) {
    if (r->depth >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, synta_oer_offset(r));
    }
    r->depth++;
    return SYNTA_OK;
}

synta_status synta_oer_open(synta_oer_reader *r, synta_oer_reader *inner, synta_error *err) {
    synta_bytes data;
    if (r->depth >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, synta_oer_offset(r));
    }
    SYNTA_TRY(length_prefixed(r, &data, err));
    oer_reader_over(inner, data.ptr, data.len, synta_oer_offset(r) - data.len, r->canonical);
    inner->depth = (uint8_t)(r->depth + 1);
    return SYNTA_OK;
}

synta_status synta_oer_finish(const synta_oer_reader *r, synta_error *err) {
    return r->cur == r->end ? SYNTA_OK : synta_fail(err, SYNTA_ERR_TRAILING_DATA, synta_oer_offset(r));
}

synta_status synta_oer_skip_open(synta_oer_reader *r, synta_error *err) {
    synta_oer_reader inner;
    return synta_oer_open(r, &inner, err);
}

synta_status synta_oer_read_preamble(synta_oer_reader *r, size_t bits, const uint8_t **out, synta_error *err) {
    size_t at = synta_oer_offset(r), n = (bits + 7) / 8;
    SYNTA_TRY(take(r, n, out, err));
    if (r->canonical && bits % 8 != 0 && ((*out)[n - 1] & (0xffu >> (bits % 8))) != 0) {
        return synta_fail(err, SYNTA_ERR_OER_PREAMBLE_PADDING, at);
    }
    return SYNTA_OK;
}

/* The unused-bit count and the bits after it, behind a length determinant
 * (a BIT STRING of variable size, an extension bitmap). */
static synta_status bits_content(synta_oer_reader *r, size_t at, uint8_t *unused, synta_bytes *octets,
                                 synta_error *err) {
    synta_bytes content;
    SYNTA_TRY(length_prefixed(r, &content, err));
    if (content.len == 0 || content.ptr[0] > 7 || (content.len == 1 && content.ptr[0] != 0)) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, at);
    }
    *unused = content.ptr[0];
    octets->ptr = content.ptr + 1;
    octets->len = content.len - 1;
    return SYNTA_OK;
}

synta_status synta_oer_read_bitmap(synta_oer_reader *r, synta_oer_bitmap *out, synta_error *err) {
    size_t at = synta_oer_offset(r), i;
    uint8_t unused;
    synta_bytes octets;
    int any = 0;
    SYNTA_TRY(bits_content(r, at, &unused, &octets, err));
    out->octets = octets.ptr;
    out->len = octets.len * 8 - unused;
    if (out->len == 0) {
        return synta_fail(err, SYNTA_ERR_OER_EMPTY_BITMAP, at);
    }
    if (r->canonical) {
        for (i = 0; i < out->len && !any; i++) {
            any = SYNTA_OER_BIT(out->octets, i);
        }
        if (!any) {
            return synta_fail(err, SYNTA_ERR_OER_NO_ADDITION, at);
        }
        if (unused > 0 && (octets.ptr[octets.len - 1] & (0xffu >> (8 - unused))) != 0) {
            return synta_fail(err, SYNTA_ERR_OER_BITMAP_PADDING, at);
        }
    }
    return SYNTA_OK;
}

synta_status synta_oer_skip_unknown_additions(synta_oer_reader *r, const synta_oer_bitmap *b, size_t known,
                                              synta_error *err) {
    size_t i;
    for (i = known; i < b->len; i++) {
        if (SYNTA_OER_BIT(b->octets, i)) {
            SYNTA_TRY(synta_oer_skip_open(r, err));
        }
    }
    return SYNTA_OK;
}

synta_status synta_oer_read_quantity(synta_oer_reader *r, size_t *out, synta_error *err) {
    size_t at = synta_oer_offset(r), zeros = 0, i, n = 0;
    synta_bytes octets;
    SYNTA_TRY(length_prefixed(r, &octets, err));
    if (octets.len == 0) {
        return synta_fail(err, SYNTA_ERR_OER_EMPTY_QUANTITY, at);
    }
    if (r->canonical && octets.len > 1 && octets.ptr[0] == 0) {
        return synta_fail(err, SYNTA_ERR_OER_QUANTITY_FORM, at);
    }
    while (zeros < octets.len && octets.ptr[zeros] == 0) {
        zeros++;
    }
    if (octets.len - zeros > (sizeof(size_t) < 4 ? sizeof(size_t) : 4)) {
        return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, at);
    }
    for (i = zeros; i < octets.len; i++) {
        n = (n << 8) | octets.ptr[i];
    }
    *out = n;
    return SYNTA_OK;
}

synta_status synta_oer_element_done(const synta_oer_reader *r, size_t count, size_t index, int sorted,
                                    synta_bytes *previous, const uint8_t *start, size_t offset, size_t quantity_at,
                                    synta_error *err) {
    synta_bytes element;
    element.ptr = start;
    element.len = (size_t)(r->cur - start);
    if (element.len == 0 && count > 65536u) {
        return synta_fail(err, SYNTA_ERR_OER_EMPTY_ELEMENTS, quantity_at);
    }
    if (sorted && r->canonical && index > 0 && synta_der_set_order(*previous, element) > 0) {
        (void)synta_fail(err, SYNTA_ERR_SET_OF_NOT_SORTED, offset);
        synta_error_at_index(err, index);
        return SYNTA_ERR_SET_OF_NOT_SORTED;
    }
    *previous = element;
    return SYNTA_OK;
}

synta_status synta_oer_read_tag(synta_oer_reader *r, synta_tag *out, synta_error *err) {
    size_t at = synta_oer_offset(r), i;
    const uint8_t *p;
    uint32_t cls, number = 0;
    SYNTA_TRY(take(r, 1, &p, err));
    cls = (uint32_t)p[0] >> 6;
    if ((p[0] & 0x3f) < 63) {
        *out = SYNTA_TAG(cls, 0, p[0] & 0x3fu);
        return SYNTA_OK;
    }
    for (i = 0;; i++) {
        SYNTA_TRY(take(r, 1, &p, err));
        if (i == 0 && p[0] == 0x80) {
            return synta_fail(err, SYNTA_ERR_NON_MINIMAL_TAG, at);
        }
        if (number > (SYNTA_MAX_TAG_NUMBER >> 7)) {
            return synta_fail(err, SYNTA_ERR_TAG_TOO_LARGE, at);
        }
        number = (number << 7) | (p[0] & 0x7fu);
        if (!(p[0] & 0x80)) {
            break;
        }
    }
    if (number < 63) {
        return synta_fail(err, SYNTA_ERR_NON_MINIMAL_TAG, at);
    }
    *out = SYNTA_TAG(cls, 0, number);
    return SYNTA_OK;
}

synta_status synta_oer_read_bool(synta_oer_reader *r, bool *out, synta_error *err) {
    size_t at = synta_oer_offset(r);
    const uint8_t *p;
    SYNTA_TRY(take(r, 1, &p, err));
    if (p[0] != 0 && p[0] != 0xff && r->canonical) {
        return synta_fail(err, SYNTA_ERR_INVALID_BOOLEAN, at);
    }
    *out = p[0] != 0;
    return SYNTA_OK;
}

synta_status synta_oer_read_enumerated(synta_oer_reader *r, int64_t *out, synta_error *err) {
    size_t at = synta_oer_offset(r), i;
    int short_form, redundant;
    uint8_t first;
    synta_bytes octets = {NULL, 0};
    uint64_t bits;
    SYNTA_TRY(short_or_long(r, SYNTA_ERR_OER_EMPTY_ENUMERATED, &short_form, &first, &octets, err));
    if (short_form) {
        *out = first;
        return SYNTA_OK;
    }
    if (octets.len > 8) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    bits = (octets.ptr[0] & 0x80) ? UINT64_MAX : 0;
    for (i = 0; i < octets.len; i++) {
        bits = (bits << 8) | octets.ptr[i];
    }
    *out = (int64_t)bits;
    redundant = octets.len > 1 && ((octets.ptr[0] == 0 && !(octets.ptr[1] & 0x80)) ||
                                   (octets.ptr[0] == 0xff && (octets.ptr[1] & 0x80)));
    if (r->canonical && (redundant || (*out >= 0 && *out <= 127))) {
        return synta_fail(err, SYNTA_ERR_OER_ENUMERATED_FORM, at);
    }
    return SYNTA_OK;
}

/* The octets of an INTEGER as DER's minimal two's complement, a suffix of
 * `v` (redundant leading octets dropped). */
static synta_bytes minimal_signed(synta_bytes v) {
    while (v.len > 1 && ((v.ptr[0] == 0 && !(v.ptr[1] & 0x80)) || (v.ptr[0] == 0xff && (v.ptr[1] & 0x80)))) {
        v.ptr++;
        v.len--;
    }
    return v;
}

/* An unsigned magnitude without leading zero octets (at least one octet). */
static synta_bytes minimal_unsigned(synta_bytes v) {
    while (v.len > 1 && v.ptr[0] == 0) {
        v.ptr++;
        v.len--;
    }
    return v;
}

/* The value's octets as OER lays them out (`octets` 0: after a length),
 * as DER content: minimal two's complement, or (unsigned) a minimal
 * magnitude, whose top bit may be set. */
static synta_status integer_octets(synta_oer_reader *r, unsigned octets, int is_signed, synta_bytes *out,
                                   synta_error *err) {
    size_t at = synta_oer_offset(r);
    if (octets > 0) {
        out->len = octets;
        SYNTA_TRY(take(r, octets, &out->ptr, err));
        *out = is_signed ? minimal_signed(*out) : minimal_unsigned(*out);
        return SYNTA_OK;
    }
    SYNTA_TRY(length_prefixed(r, out, err));
    if (out->len == 0) {
        return synta_fail(err, SYNTA_ERR_EMPTY_INTEGER, at);
    }
    {
        synta_bytes minimal = is_signed ? minimal_signed(*out) : minimal_unsigned(*out);
        if (minimal.len != out->len && r->canonical) {
            return synta_fail(err, SYNTA_ERR_NON_MINIMAL_INTEGER, at);
        }
        *out = minimal;
    }
    return SYNTA_OK;
}

synta_status synta_oer_read_integer(synta_oer_reader *r, unsigned octets, int is_signed, synta_arena *arena,
                                    synta_integer *out, synta_error *err) {
    size_t at = synta_oer_offset(r);
    const uint8_t *start = r->cur;
    synta_bytes v;
    uint8_t *copy;
    SYNTA_TRY(integer_octets(r, octets, is_signed, &v, err));
    if (is_signed || !(v.ptr[0] & 0x80)) {
        *out = v;
        return SYNTA_OK;
    }
    if (octets == 0 && v.len > 8) {
        return synta_fail(err, SYNTA_ERR_OER_WIDE_UNSIGNED, at);
    }
    /* DER's leading zero octet: in the input when a fixed width has it. */
    if (octets > 0 && v.ptr > start) {
        out->ptr = v.ptr - 1;
        out->len = v.len + 1;
        return SYNTA_OK;
    }
    copy = (uint8_t *)synta_arena_alloc(arena, v.len + 1, 1);
    if (copy == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, at);
    }
    copy[0] = 0;
    memcpy(copy + 1, v.ptr, v.len);
    out->ptr = copy;
    out->len = v.len + 1;
    return SYNTA_OK;
}

/* A whole number as OER lays it out: `*negative` and its two's complement
 * in 64 bits; VALUE_OUT_OF_RANGE beyond [-2^63, 2^64). */
static synta_status whole(synta_oer_reader *r, unsigned octets, int is_signed, int *negative, uint64_t *bits,
                          synta_error *err) {
    size_t at = synta_oer_offset(r), i;
    synta_bytes v;
    SYNTA_TRY(integer_octets(r, octets, is_signed, &v, err));
    if (!is_signed && octets == 0 && (v.ptr[0] & 0x80) && v.len > 8) {
        return synta_fail(err, SYNTA_ERR_OER_WIDE_UNSIGNED, at);
    }
    *negative = is_signed && (v.ptr[0] & 0x80);
    if (v.len > 8 + (size_t)(!*negative && v.ptr[0] == 0)) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    *bits = *negative ? UINT64_MAX : 0;
    for (i = 0; i < v.len; i++) {
        *bits = (*bits << 8) | v.ptr[i];
    }
    return SYNTA_OK;
}

synta_status synta_oer_read_int64(synta_oer_reader *r, unsigned octets, int is_signed, int64_t min, int64_t max,
                                  int64_t *out, synta_error *err) {
    size_t at = synta_oer_offset(r);
    int negative;
    uint64_t bits;
    SYNTA_TRY(whole(r, octets, is_signed, &negative, &bits, err));
    if ((!negative && bits > (uint64_t)INT64_MAX) || (int64_t)bits < min || (int64_t)bits > max) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    *out = (int64_t)bits;
    return SYNTA_OK;
}

synta_status synta_oer_read_uint64(synta_oer_reader *r, unsigned octets, int is_signed, uint64_t max, uint64_t *out,
                                   synta_error *err) {
    size_t at = synta_oer_offset(r);
    int negative;
    uint64_t bits;
    SYNTA_TRY(whole(r, octets, is_signed, &negative, &bits, err));
    if (negative || bits > max) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, at);
    }
    *out = bits;
    return SYNTA_OK;
}

synta_status synta_oer_read_bits(synta_oer_reader *r, size_t fixed, int named, synta_bit_string *out,
                                 synta_error *err) {
    size_t at = synta_oer_offset(r);
    synta_bytes octets;
    uint8_t unused;
    if (fixed == SYNTA_OER_VARIABLE) {
        SYNTA_TRY(bits_content(r, at, &unused, &octets, err));
    } else {
        octets.len = (fixed + 7) / 8;
        SYNTA_TRY(take(r, octets.len, &octets.ptr, err));
        unused = (uint8_t)((8 - fixed % 8) % 8);
    }
    if (unused > 0 && (octets.ptr[octets.len - 1] & (0xffu >> (8 - unused))) != 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, at);
    }
    /* Named bits: the trailing zero bits dropped, a shorter view. */
    while (named && octets.len > 0 && octets.ptr[octets.len - 1] == 0) {
        octets.len--;
        unused = 0;
    }
    if (named && octets.len > 0) {
        uint8_t last = octets.ptr[octets.len - 1];
        unused = 0;
        while (!(last & (1u << unused))) {
            unused++;
        }
    }
    out->ptr = octets.ptr;
    out->len = octets.len;
    out->unused = unused;
    return SYNTA_OK;
}

synta_status synta_oer_read_octets(synta_oer_reader *r, size_t fixed, synta_bytes *out, synta_error *err) {
    if (fixed == SYNTA_OER_VARIABLE) {
        return length_prefixed(r, out, err);
    }
    out->len = fixed;
    return take(r, fixed, &out->ptr, err);
}

synta_status synta_oer_read_content(synta_oer_reader *r, size_t fixed, synta_content_check check, synta_bytes *out,
                                    synta_error *err) {
    SYNTA_TRY(synta_oer_read_octets(r, fixed, out, err));
    return check(*out, synta_oer_offset(r) - out->len, err);
}

synta_status synta_oer_read_string(synta_oer_reader *r, size_t fixed, synta_string_kind kind, synta_string *out,
                                   synta_error *err) {
    SYNTA_TRY(synta_oer_read_octets(r, fixed, out, err));
    return synta_check_string(kind, *out, synta_oer_offset(r) - out->len, err);
}

/* ------------------------------------------------------------------------
 * Entry points
 */

static synta_status null_argument(const char *name, synta_error *err) {
    (void)synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    synta_error_at(err, name);
    return SYNTA_ERR_NULL_ARGUMENT;
}

synta_status synta_oer_entry_decode(const char *name, synta_oer_read_fn read, int canonical, const uint8_t *buf,
                                    size_t len, synta_arena *arena, void *out, synta_error *err) {
    synta_oer_reader r;
    synta_status st;
    synta_internal_error_clear(err);
    if ((buf == NULL && len > 0) || arena == NULL || out == NULL) {
        return null_argument(name, err);
    }
    oer_reader_over(&r, buf, len, 0, canonical);
    st = read(&r, arena, out, err);
    if (st == SYNTA_OK) {
        st = synta_oer_finish(&r, err);
    }
    if (st != SYNTA_OK) {
        synta_error_at(err, name);
    }
    return st;
}

synta_status synta_oer_entry_encode(const char *name, synta_oer_write_fn write, const void *in, uint8_t *buf,
                                    size_t cap, size_t *out_len, synta_error *err) {
    synta_writer w;
    synta_status st;
    synta_internal_error_clear(err);
    if (in == NULL || (buf == NULL && cap > 0) || out_len == NULL) {
        return synta_internal_encoding_error(err, name, synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0));
    }
    synta_writer_init(&w, buf, cap);
    st = write(in, &w, err);
    if (st == SYNTA_OK) {
        st = synta_writer_finish(&w, out_len, err);
    }
    return synta_internal_encoding_error(err, name, st);
}

/* ------------------------------------------------------------------------
 * Writing (back to front)
 */

void synta_oer_write_length(synta_writer *w, size_t len) {
    uint8_t octets[9];
    size_t n = 0, i;
    if (len < 0x80) {
        octets[0] = (uint8_t)len;
        synta_write_bytes(w, octets, 1);
        return;
    }
    for (i = len; i > 0; i >>= 8) {
        n++;
    }
    octets[0] = (uint8_t)(0x80 | n);
    for (i = 0; i < n; i++) {
        octets[n - i] = (uint8_t)(len >> (8 * i));
    }
    synta_write_bytes(w, octets, n + 1);
}

void synta_oer_write_bool(synta_writer *w, bool v) {
    uint8_t octet = v ? 0xff : 0x00;
    synta_write_bytes(w, &octet, 1);
}

/* `len` octets of `bits`' two's complement, big-endian. */
static void write_be(synta_writer *w, uint64_t bits, size_t len) {
    uint8_t octets[8];
    size_t i;
    for (i = 0; i < len; i++) {
        octets[len - 1 - i] = (uint8_t)(bits >> (8 * i));
    }
    synta_write_bytes(w, octets, len);
}

/* The fewest octets holding `bits`: two's complement when `is_signed`,
 * else unsigned. */
static size_t fewest(uint64_t bits, int is_signed) {
    size_t n = 8;
    while (n > 1) {
        uint8_t top = (uint8_t)(bits >> (8 * (n - 1)));
        uint8_t next = (uint8_t)(bits >> (8 * (n - 2)));
        if (is_signed ? !((top == 0 && !(next & 0x80)) || (top == 0xff && (next & 0x80))) : top != 0) {
            break;
        }
        n--;
    }
    return n;
}

void synta_oer_write_enumerated(synta_writer *w, int64_t v) {
    size_t n;
    uint8_t head;
    if (v >= 0 && v <= 127) {
        head = (uint8_t)v;
        synta_write_bytes(w, &head, 1);
        return;
    }
    n = fewest((uint64_t)v, 1);
    write_be(w, (uint64_t)v, n);
    head = (uint8_t)(0x80 | n);
    synta_write_bytes(w, &head, 1);
}

void synta_oer_write_tag(synta_writer *w, synta_tag tag) {
    uint8_t octets[6];
    uint32_t number = SYNTA_TAG_NUMBER(tag);
    uint8_t cls = (uint8_t)(SYNTA_TAG_CLASS(tag) << 6);
    size_t n = 0, i;
    if (number < 63) {
        octets[0] = (uint8_t)(cls | number);
        synta_write_bytes(w, octets, 1);
        return;
    }
    for (i = number; i > 0; i >>= 7) {
        n++;
    }
    octets[0] = (uint8_t)(cls | 0x3f);
    for (i = 0; i < n; i++) {
        octets[n - i] = (uint8_t)(((number >> (7 * i)) & 0x7f) | (i > 0 ? 0x80 : 0));
    }
    synta_write_bytes(w, octets, n + 1);
}

void synta_oer_write_quantity(synta_writer *w, size_t count) {
    size_t n = fewest((uint64_t)count, 0);
    write_be(w, (uint64_t)count, n);
    synta_oer_write_length(w, n);
}

/* `count` booleans as bits, the first the high bit of the first octet. */
static void write_bits_of(synta_writer *w, const bool *bits, size_t count) {
    uint8_t octet = 0;
    size_t n = (count + 7) / 8, i;
    for (i = n; i > 0; i--) {
        size_t b;
        octet = 0;
        for (b = 0; b < 8; b++) {
            size_t k = (i - 1) * 8 + b;
            if (k < count && bits[k]) {
                octet |= (uint8_t)(0x80u >> b);
            }
        }
        synta_write_bytes(w, &octet, 1);
    }
}

void synta_oer_write_preamble(synta_writer *w, const bool *bits, size_t count) {
    write_bits_of(w, bits, count);
}

void synta_oer_write_bitmap(synta_writer *w, const bool *bits, size_t count) {
    uint8_t unused = (uint8_t)((8 - count % 8) % 8);
    write_bits_of(w, bits, count);
    synta_write_bytes(w, &unused, 1);
    synta_oer_write_length(w, (count + 7) / 8 + 1);
}

void synta_oer_write_int64(synta_writer *w, unsigned octets, int is_signed, int64_t v) {
    size_t n;
    if (octets > 0) {
        write_be(w, (uint64_t)v, octets);
        return;
    }
    if (!is_signed && v >= 0) {
        synta_oer_write_uint64(w, 0, 0, (uint64_t)v);
        return;
    }
    n = fewest((uint64_t)v, 1);
    write_be(w, (uint64_t)v, n);
    synta_oer_write_length(w, n);
}

void synta_oer_write_uint64(synta_writer *w, unsigned octets, int is_signed, uint64_t v) {
    size_t n;
    if (octets > 0) {
        write_be(w, v, octets);
        return;
    }
    n = fewest(v, 0);
    /* Two's complement of a value whose top bit is set takes a zero
     * octet more. */
    if (is_signed && ((v >> (8 * n - 1)) & 1u)) {
        write_be(w, v, n);
        write_be(w, 0, 1);
        n++;
    } else {
        write_be(w, v, n);
    }
    synta_oer_write_length(w, n);
}

synta_status synta_oer_write_integer(synta_writer *w, unsigned octets, int is_signed, synta_integer v,
                                     synta_error *err) {
    SYNTA_TRY(synta_check_view(v.ptr, v.len, err));
    SYNTA_TRY(synta_check_integer(v, 0, err));
    if (octets > 0) {
        if (is_signed) {
            int64_t s;
            SYNTA_TRY(synta_integer_to_i64(v, 0, &s, err));
            synta_oer_write_int64(w, octets, 1, s);
        } else {
            uint64_t u;
            SYNTA_TRY(synta_integer_to_u64(v, 0, &u, err));
            synta_oer_write_uint64(w, octets, 0, u);
        }
        return SYNTA_OK;
    }
    if (!is_signed) {
        if (v.ptr[0] & 0x80) {
            return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, 0);
        }
        v = minimal_unsigned(v);
    }
    synta_write_bytes(w, v.ptr, v.len);
    synta_oer_write_length(w, v.len);
    return SYNTA_OK;
}

synta_status synta_oer_write_bits(synta_writer *w, size_t fixed, const synta_bit_string *v, synta_error *err) {
    SYNTA_TRY(synta_check_view(v->ptr, v->len, err));
    if (v->unused > 7 || (v->len == 0 && v->unused != 0) ||
        (v->unused > 0 && (v->ptr[v->len - 1] & (0xffu >> (8 - v->unused))) != 0)) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, 0);
    }
    if (fixed != SYNTA_OER_VARIABLE) {
        static const uint8_t zero = 0;
        size_t k;
        if (v->len * 8 - v->unused > fixed) {
            return synta_fail(err, SYNTA_ERR_SIZE_OUT_OF_RANGE, 0);
        }
        /* Shorter only with named bits: written back to the size. */
        for (k = v->len; k < (fixed + 7) / 8; k++) {
            synta_write_bytes(w, &zero, 1);
        }
        synta_write_bytes(w, v->ptr, v->len);
        return SYNTA_OK;
    }
    synta_write_bytes(w, v->ptr, v->len);
    synta_write_bytes(w, &v->unused, 1);
    synta_oer_write_length(w, v->len + 1);
    return SYNTA_OK;
}

synta_status synta_oer_write_content(synta_writer *w, size_t fixed, synta_content_check check, synta_bytes v,
                                     synta_error *err) {
    SYNTA_TRY(synta_check_view(v.ptr, v.len, err));
    if (check != NULL) {
        SYNTA_TRY(check(v, 0, err));
    }
    if (fixed != SYNTA_OER_VARIABLE && v.len != fixed) {
        return synta_fail(err, SYNTA_ERR_SIZE_OUT_OF_RANGE, 0);
    }
    synta_write_bytes(w, v.ptr, v.len);
    if (fixed == SYNTA_OER_VARIABLE) {
        synta_oer_write_length(w, v.len);
    }
    return SYNTA_OK;
}

synta_status synta_oer_write_string(synta_writer *w, size_t fixed, synta_string_kind kind, synta_string v,
                                    synta_error *err) {
    SYNTA_TRY(synta_check_view(v.ptr, v.len, err));
    SYNTA_TRY(synta_check_string(kind, v, 0, err));
    return synta_oer_write_content(w, fixed, NULL, v, err);
}

/* The length determinant at `p` (written by synta_oer_write_length):
 * its octets and the length. */
static size_t read_written_length(const uint8_t *p, size_t *len) {
    size_t n, i;
    if (p[0] < 0x80) {
        *len = p[0];
        return 1;
    }
    n = p[0] & 0x7fu;
    *len = 0;
    for (i = 1; i <= n; i++) {
        *len = (*len << 8) | p[i];
    }
    return n + 1;
}

/* The octets of the length-prefixed element at `p`. */
static size_t oer_element_len(const uint8_t *p, size_t avail) {
    size_t len, head = read_written_length(p, &len);
    (void)avail; /* the writer wrote it whole */
    return head + len;
}

/* Two length-prefixed elements in the order of their encodings. */
static int oer_element_order(synta_bytes a, synta_bytes b) {
    size_t alen, blen, ahead = read_written_length(a.ptr, &alen), bhead = read_written_length(b.ptr, &blen);
    synta_bytes x, y;
    x.ptr = a.ptr + ahead;
    x.len = alen;
    y.ptr = b.ptr + bhead;
    y.len = blen;
    return synta_der_set_order(x, y);
}

void synta_oer_sort_set_of(synta_writer *w, size_t mark, size_t count) {
    uint8_t *region;
    size_t n, pos, out;
    if (!w->buf || w->overflow || w->len <= mark) {
        return;
    }
    region = w->buf + (w->cap - w->len);
    n = w->len - mark;
    if (count > 1) {
        /* By the elements' encodings, without their lengths (X.696 §19
         * orders them as DER orders SET OF). */
        synta_internal_sort_items(region, n, oer_element_len, oer_element_order);
    }
    /* Forward compaction to the front keeps every element ahead of where
     * it is read; the gap left at the front is then dropped. */
    out = 0;
    pos = 0;
    while (pos < n) {
        size_t len, head = read_written_length(region + pos, &len);
        memmove(region + out, region + pos + head, len);
        out += len;
        pos += head + len;
    }
    /* The encodings sit at region[0..out); the writer's content must end
     * where it ended, so they move to the back of the region. */
    memmove(region + (n - out), region, out);
    w->len -= n - out;
}

/* --- CHOICE alternatives this schema does not know --- */

synta_status synta_oer_read_unknown_alternative(synta_oer_reader *r, const uint8_t *start, synta_any *out,
                                                synta_error *err) {
    SYNTA_TRY(synta_oer_skip_open(r, err));
    out->ptr = start;
    out->len = (size_t)(r->cur - start);
    out->per = 0;
    return SYNTA_OK;
}

/* The tag and the value's octets of a kept alternative (read and checked
 * when it was kept; anything else is refused as a missing value). */
static synta_status unknown_parts(synta_any kept, synta_tag *tag, synta_bytes *value, synta_error *err) {
    synta_oer_reader r;
    r.cur = kept.ptr;
    r.end = kept.ptr + kept.len;
    r.origin = (uintptr_t)kept.ptr;
    r.depth = 0;
    r.canonical = 0;
    if (kept.ptr == NULL || synta_oer_read_tag(&r, tag, err) != SYNTA_OK || length_prefixed(&r, value, err) != SYNTA_OK ||
        r.cur != r.end) {
        return synta_fail(err, SYNTA_ERR_MISSING, 0);
    }
    return SYNTA_OK;
}

synta_status synta_oer_write_unknown_alternative(synta_writer *w, synta_any kept, synta_error *err) {
    synta_tag tag;
    synta_bytes value;
    SYNTA_TRY(unknown_parts(kept, &tag, &value, err));
    synta_write_bytes(w, value.ptr, value.len);
    synta_oer_write_length(w, value.len);
    synta_oer_write_tag(w, tag);
    return SYNTA_OK;
}

void synta_oer_jer_alternative(synta_jer *j, synta_any kept) {
    synta_tag tag;
    synta_bytes value = {NULL, 0};
    synta_error ignored;
    (void)unknown_parts(kept, &tag, &value, &ignored);
    synta_jer_hex(j, value);
}

/* --- Extension additions this schema does not know --- */

synta_status synta_oer_read_unknown_additions(synta_oer_reader *r, const uint8_t *start, const synta_oer_bitmap *b,
                                              size_t known, synta_bytes *out, synta_error *err) {
    SYNTA_TRY(synta_oer_skip_unknown_additions(r, b, known, err));
    out->ptr = b->len > known ? start : NULL;
    out->len = b->len > known ? (size_t)(r->cur - start) : 0;
    return SYNTA_OK;
}

/* The bitmap of what synta_oer_read_unknown_additions kept, and a reader
 * at the first unknown addition's open type (read and checked when kept:
 * 0 for anything else, which a zeroed value is). */
static int kept_additions(synta_bytes kept, size_t known, synta_oer_bitmap *bitmap, synta_oer_reader *unknown) {
    synta_error ignored;
    size_t i;
    if (kept.ptr == NULL || kept.len == 0) {
        return 0;
    }
    unknown->cur = kept.ptr;
    unknown->end = kept.ptr + kept.len;
    unknown->origin = (uintptr_t)kept.ptr;
    unknown->depth = 0;
    unknown->canonical = 0;
    if (synta_oer_read_bitmap(unknown, bitmap, &ignored) != SYNTA_OK || bitmap->len <= known) {
        return 0;
    }
    for (i = 0; i < known; i++) {
        if (SYNTA_OER_BIT(bitmap->octets, i) && synta_oer_skip_open(unknown, &ignored) != SYNTA_OK) {
            return 0;
        }
    }
    return 1;
}

int synta_oer_unknown_additions_present(synta_bytes kept, size_t known) {
    synta_oer_bitmap bitmap;
    synta_oer_reader unknown;
    size_t i;
    if (!kept_additions(kept, known, &bitmap, &unknown)) {
        return 0;
    }
    for (i = known; i < bitmap.len; i++) {
        if (SYNTA_OER_BIT(bitmap.octets, i)) {
            return 1;
        }
    }
    return 0;
}

synta_status synta_oer_write_unknown_additions(synta_writer *w, synta_bytes kept, size_t known, synta_error *err) {
    synta_oer_bitmap bitmap;
    synta_oer_reader unknown, r;
    synta_bytes value;
    size_t count = 0, k, i;
    if (!kept_additions(kept, known, &bitmap, &unknown)) {
        return SYNTA_OK;
    }
    for (r = unknown; r.cur != r.end; count++) {
        SYNTA_TRY(length_prefixed(&r, &value, err));
    }
    /* Back to front: the last first. */
    for (k = count; k > 0; k--) {
        r = unknown;
        for (i = 0; i < k; i++) {
            SYNTA_TRY(length_prefixed(&r, &value, err));
        }
        synta_write_bytes(w, value.ptr, value.len);
        synta_oer_write_length(w, value.len);
    }
    return SYNTA_OK;
}

void synta_oer_write_bitmap_with(synta_writer *w, const bool *bits, size_t known, synta_bytes kept) {
    synta_oer_bitmap bitmap;
    synta_oer_reader unknown;
    size_t count, n, i;
    uint8_t unused;
    if (!kept_additions(kept, known, &bitmap, &unknown)) {
        synta_oer_write_bitmap(w, bits, known);
        return;
    }
    count = bitmap.len;
    n = (count + 7) / 8;
    for (i = n; i > 0; i--) {
        uint8_t octet = 0;
        size_t b;
        for (b = 0; b < 8; b++) {
            size_t k = (i - 1) * 8 + b;
            if (k < count && (k < known ? bits[k] : SYNTA_OER_BIT(bitmap.octets, k))) {
                octet |= (uint8_t)(0x80u >> b);
            }
        }
        synta_write_bytes(w, &octet, 1);
    }
    unused = (uint8_t)((8 - count % 8) % 8);
    synta_write_bytes(w, &unused, 1);
    synta_oer_write_length(w, n + 1);
}
