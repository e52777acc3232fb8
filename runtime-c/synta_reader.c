/* synta_rt: the reader, and the values read with it. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Reader
 */

void synta_reader_init(synta_reader *r, const uint8_t *data, size_t len) {
    if (r) {
        reader_over(r, data, len, 0);
    }
}

/* An identifier in the high tag number form (its first octet's number bits
 * all set), or none at all: read_tag handles one-octet identifiers itself. */
static synta_status read_tag_long(synta_reader *r, synta_tag *out, synta_error *err) {
    size_t start = synta_reader_offset(r);
    uint8_t first;
    uint32_t cls, number = 0;
    int constructed, i;
    if (r->cur >= r->end) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, start);
    }
    first = *r->cur++;
    cls = (uint32_t)first >> 6;
    constructed = (first & 0x20) != 0;
    /* High tag number form: base 128, no leading 0x80, at least 31. */
    for (i = 0; i < 4; i++) {
        uint8_t b;
        if (r->cur >= r->end) {
            return synta_fail(err, SYNTA_ERR_TRUNCATED, synta_reader_offset(r));
        }
        b = *r->cur;
        if (i == 0 && b == 0x80) {
            return synta_fail(err, SYNTA_ERR_NON_MINIMAL_TAG, start);
        }
        r->cur++;
        number = (number << 7) | (uint32_t)(b & 0x7f);
        if ((b & 0x80) == 0) {
            if (number < 31) {
                return synta_fail(err, SYNTA_ERR_NON_MINIMAL_TAG, start);
            }
            *out = SYNTA_TAG(cls, constructed, number);
            return SYNTA_OK;
        }
    }
    return synta_fail(err, SYNTA_ERR_TAG_TOO_LARGE, start);
}

/* Reads an identifier; one octet (a tag number below 31) is the usual case. */
static inline synta_status read_tag(synta_reader *r, synta_tag *out, synta_error *err) {
    if (r->cur < r->end && (r->cur[0] & 0x1f) != 0x1f) {
        *out = synta_low_tag(*r->cur++);
        return SYNTA_OK;
    }
    return read_tag_long(r, out, err);
}

static synta_status read_length(synta_reader *r, size_t *out, synta_error *err) {
    size_t start = synta_reader_offset(r);
    size_t count, i, len = 0;
    uint8_t first;
    if (r->cur >= r->end) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, start);
    }
    first = *r->cur++;
    if (first < 0x80) {
        *out = first;
        return SYNTA_OK;
    }
    count = first & 0x7f;
    if (count == 0) {
        return synta_fail(err, SYNTA_ERR_INDEFINITE_LENGTH, start);
    }
    if (count > 4) {
        return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, start);
    }
    if ((size_t)(r->end - r->cur) < count) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, synta_reader_offset(r));
    }
    if (r->cur[0] == 0) {
        return synta_fail(err, SYNTA_ERR_NON_MINIMAL_LENGTH, start);
    }
    for (i = 0; i < count; i++) {
        len = (len << 8) | r->cur[i];
    }
    r->cur += count;
    if (len < 0x80) {
        return synta_fail(err, SYNTA_ERR_NON_MINIMAL_LENGTH, start);
    }
    *out = len;
    return SYNTA_OK;
}

synta_status synta_internal_read_tlv(synta_reader *r, synta_tlv *out, synta_error *err) {
    const uint8_t *start = r->cur;
    size_t len = 0, header, end_of_contents = 0;
    synta_tag tag = 0;
    synta_status s;
    uint8_t identifier;
    if (synta_short_header(r, &identifier, &header, &len)) {
        tag = synta_low_tag(identifier);
        r->cur += header;
    } else if ((s = read_tag(r, &tag, err)) != SYNTA_OK) {
        return s;
    } else if ((s = SYNTA_READER_IS_BER(r) ? synta_internal_read_ber_length(r, tag, &len, &end_of_contents, err)
                                           : read_length(r, &len, err)) != SYNTA_OK) {
        return s;
    }
    if (len > (size_t)(r->end - r->cur)) {
        r->cur = start;
        return synta_fail(err, SYNTA_ERR_LENGTH_BEYOND_PARENT, synta_reader_offset(r));
    }
    out->tag = tag;
    out->content_offset = synta_reader_offset(r);
    out->offset = out->content_offset - (size_t)(r->cur - start);
    out->content.ptr = r->cur;
    out->content.len = len;
    r->cur += len + end_of_contents;
    out->raw.ptr = start;
    out->raw.len = (size_t)(r->cur - start);
    return SYNTA_OK;
}

synta_status synta_read_tlv(synta_reader *r, synta_tlv *out, synta_error *err) {
    if (r == NULL || out == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    return synta_internal_read_tlv(r, out, err);
}

static synta_status read_expected(synta_reader *r, synta_tag tag, synta_tlv *out, synta_error *err) {
    size_t offset = synta_reader_offset(r);
    const uint8_t *start = r->cur;
    synta_status s;
    if (synta_reader_is_empty(r)) {
        return synta_fail(err, SYNTA_ERR_MISSING, offset);
    }
    if ((s = synta_internal_read_tlv(r, out, err)) != SYNTA_OK) {
        return s;
    }
    if (out->tag != tag) {
        r->cur = start;
        return synta_fail_tag(err, offset, out->tag, 1, tag);
    }
    return SYNTA_OK;
}

synta_status synta_read_expected(synta_reader *r, synta_tag tag, synta_tlv *out, synta_error *err) {
    if (r == NULL || out == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    return read_expected(r, tag, out, err);
}

static synta_status reader_enter(const synta_reader *r, const synta_tlv *tlv, synta_reader *inner, synta_error *err) {
    if (SYNTA_READER_DEPTH(r) >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, tlv->offset);
    }
    reader_over(inner, tlv->content.ptr, tlv->content.len, tlv->content_offset);
    inner->depth = (uint8_t)(r->depth + 1); /* the mode bit stays */
    return SYNTA_OK;
}

synta_status synta_reader_enter(const synta_reader *r, const synta_tlv *tlv, synta_reader *inner, synta_error *err) {
    if (r == NULL || tlv == NULL || inner == NULL || (tlv->content.ptr == NULL && tlv->content.len != 0)) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    return reader_enter(r, tlv, inner, err);
}

int synta_peek_tag_general(const synta_reader *r, synta_tag *out) {
    synta_reader rest;
    synta_error ignored;
    if (synta_reader_is_empty(r)) {
        return 0;
    }
    rest = *r;
    return read_tag(&rest, out, &ignored) == SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * Values
 */

synta_status synta_open_general(synta_reader *r, synta_tag tag, synta_reader *inner, synta_error *err) {
    synta_tlv tlv;
    SYNTA_TRY(read_expected(r, tag, &tlv, err));
    return reader_enter(r, &tlv, inner, err);
}

synta_status synta_next_tag_general(const synta_reader *r, synta_tag *out, synta_error *err) {
    synta_reader rest;
    if (synta_reader_is_empty(r)) {
        return synta_fail(err, SYNTA_ERR_MISSING, synta_reader_offset(r));
    }
    rest = *r;
    return read_tag(&rest, out, err);
}

synta_status synta_reader_trailing(const synta_reader *r, synta_error *err) {
    synta_reader rest;
    synta_tag tag;
    synta_status st;
    if (r == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    rest = *r;
    st = read_tag(&rest, &tag, err);
    if (st == SYNTA_ERR_NON_MINIMAL_TAG || st == SYNTA_ERR_TAG_TOO_LARGE) {
        return st;
    }
    return synta_fail(err, SYNTA_ERR_TRAILING_DATA, synta_reader_offset(r));
}

synta_status synta_decode_null(synta_reader *r, synta_null *out, synta_error *err) {
    *out = 0;
    return synta_check(synta_reader_is_empty(r), SYNTA_ERR_INVALID_NULL, synta_reader_offset(r), err);
}

#define SIGNED_DECODER(name, type, min, max)                                                     \
    synta_status name(synta_reader *r, type *out, synta_error *err) {                           \
        size_t offset = synta_reader_offset(r);                                                  \
        int64_t v;                                                                               \
        synta_bytes content = synta_take_rest(r);                                                \
        SYNTA_TRY(synta_integer_to_i64(content, offset, &v, err));                              \
        SYNTA_TRY(synta_check(v >= (min) && v <= (max), SYNTA_ERR_VALUE_OUT_OF_RANGE, offset, err)); \
        *out = (type)v;                                                                          \
        return SYNTA_OK;                                                                         \
    }
#define UNSIGNED_DECODER(name, type, max)                                                     \
    synta_status name(synta_reader *r, type *out, synta_error *err) {                        \
        size_t offset = synta_reader_offset(r);                                               \
        uint64_t v;                                                                           \
        synta_bytes content = synta_take_rest(r);                                             \
        SYNTA_TRY(synta_integer_to_u64(content, offset, &v, err));                           \
        SYNTA_TRY(synta_check(v <= (max), SYNTA_ERR_VALUE_OUT_OF_RANGE, offset, err));       \
        *out = (type)v;                                                                       \
        return SYNTA_OK;                                                                      \
    }
SIGNED_DECODER(synta_decode_i8_general, int8_t, INT8_MIN, INT8_MAX)
SIGNED_DECODER(synta_decode_i16_general, int16_t, INT16_MIN, INT16_MAX)
SIGNED_DECODER(synta_decode_i32_general, int32_t, INT32_MIN, INT32_MAX)
UNSIGNED_DECODER(synta_decode_u8_general, uint8_t, UINT8_MAX)
UNSIGNED_DECODER(synta_decode_u16_general, uint16_t, UINT16_MAX)
UNSIGNED_DECODER(synta_decode_u32_general, uint32_t, UINT32_MAX)

synta_status synta_decode_i64_general(synta_reader *r, int64_t *out, synta_error *err) {
    size_t offset = synta_reader_offset(r);
    synta_bytes content = synta_take_rest(r);
    return synta_integer_to_i64(content, offset, out, err);
}

synta_status synta_decode_u64_general(synta_reader *r, uint64_t *out, synta_error *err) {
    size_t offset = synta_reader_offset(r);
    synta_bytes content = synta_take_rest(r);
    return synta_integer_to_u64(content, offset, out, err);
}

synta_status synta_decode_enumerated(synta_reader *r, int extensible, int64_t *out, synta_error *err) {
    size_t offset = synta_reader_offset(r);
    synta_bytes content = synta_take_rest(r);
    synta_status st = synta_integer_to_i64(content, offset, out, err);
    if (st == SYNTA_ERR_VALUE_OUT_OF_RANGE && !extensible && content.len <= 16) {
        return synta_fail(err, SYNTA_ERR_UNKNOWN_ENUMERATED, offset);
    }
    return st;
}

/* One whole TLV into `out`: its content checked recursively when `deep`
 * (ANY), only its identifier and length otherwise (a lazy field); its tag
 * must be `tag` when `want_tag`, which is checked last, as Rust does. */
synta_status synta_internal_decode_raw(synta_reader *r, int deep, int want_tag, synta_tag tag, synta_arena *arena,
                                       synta_any *out, synta_error *err) {
    synta_tlv tlv;
    size_t offset = synta_reader_offset(r);
    if (synta_reader_is_empty(r)) {
        return synta_fail(err, SYNTA_ERR_MISSING, offset);
    }
    SYNTA_TRY(synta_internal_read_tlv(r, &tlv, err));
    if (SYNTA_READER_IS_BER(r)) {
        return synta_internal_decode_raw_ber(r, &tlv, deep, want_tag, tag, offset, arena, out, err);
    }
    if (deep) {
        SYNTA_TRY(synta_check_value(r->depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, err));
    }
    if (want_tag && tlv.tag != tag) {
        return synta_fail_tag(err, offset, tlv.tag, 1, tag);
    }
    *out = synta_any_of_tlv(tlv.raw);
    return SYNTA_OK;
}

synta_status synta_decode_any_general(synta_reader *r, synta_arena *arena, synta_any *out, synta_error *err) {
    return synta_internal_decode_raw(r, 1, 0, 0, arena, out, err);
}

synta_status synta_decode_any_tagged(synta_reader *r, synta_tag tag, synta_arena *arena, synta_any *out,
                                     synta_error *err) {
    return synta_internal_decode_raw(r, 1, 1, tag, arena, out, err);
}

synta_status synta_decode_lazy(synta_reader *r, synta_arena *arena, synta_any *out, synta_error *err) {
    return synta_internal_decode_raw(r, 0, 0, 0, arena, out, err);
}

synta_status synta_decode_lazy_tagged(synta_reader *r, synta_tag tag, synta_arena *arena, synta_any *out,
                                      synta_error *err) {
    return synta_internal_decode_raw(r, 0, 1, tag, arena, out, err);
}

void *synta_arena_array_general(synta_arena *arena, size_t count, size_t size) {
    if (count == 0 || size == 0 || count > SIZE_MAX / size) {
        return NULL;
    }
    return synta_arena_alloc(arena, count * size, SYNTA_ARENA_ALIGN);
}

/* Byte-string order: the octets, then the length (as Rust orders slices). */
static int compare_bytes(synta_bytes a, synta_bytes b) {
    size_t n = a.len < b.len ? a.len : b.len;
    int c = n ? memcmp(a.ptr, b.ptr, n) : 0;
    if (c != 0) {
        return c;
    }
    return (a.len > b.len) - (a.len < b.len);
}

size_t synta_find_key(const synta_bytes *keys, size_t n, synta_bytes key) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = compare_bytes(keys[mid], key);
        if (c == 0) {
            return mid;
        }
        if (c < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return n;
}

synta_status synta_decode_unknown_extensions(synta_reader *r, int has_stop, synta_tag stop, synta_arena *arena,
                                             synta_bytes *out, synta_error *err) {
    size_t start = synta_reader_mark(r);
    while (!synta_reader_is_empty(r)) {
        synta_tag next;
        synta_tlv tlv;
        SYNTA_TRY(synta_next_tag(r, &next, err));
        if (has_stop && next == stop) {
            break;
        }
        SYNTA_TRY(synta_internal_read_tlv(r, &tlv, err));
        if (!SYNTA_READER_IS_BER(r)) {
            SYNTA_TRY(synta_check_value(r->depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, err));
        }
    }
    *out = synta_reader_span(r, start);
    if (SYNTA_READER_IS_BER(r)) {
        return synta_internal_normalize_span(r, start, arena, out, err);
    }
    return SYNTA_OK;
}

size_t synta_count_elements_general(const synta_reader *r) {
    /* Plain locals, not a copy of the reader: the caller has just written
     * the reader field by field, and a wider load spanning several of those
     * fresh stores (as a struct copy compiles to) waits for all of them. */
    const uint8_t *p = r->cur, *end = r->end;
    size_t n = 0;
    while (p < end) {
        size_t header, content;
        n++;
        if (synta_short_header_at(p, (size_t)(end - p), &header, &content)) {
            p += header + content;
        } else {
            synta_reader rest;
            synta_tlv tlv;
            reader_over(&rest, p, (size_t)(end - p), 0);
            rest.depth = r->depth; /* the mode, and the depth bound of an indefinite length's scan */
            if (synta_internal_read_tlv(&rest, &tlv, NULL) != SYNTA_OK) {
                break;
            }
            p = rest.cur;
        }
    }
    return n;
}

size_t synta_bit_string_length(const synta_bit_string *bits) {
    if (bits == NULL || bits->ptr == NULL) {
        return 0;
    }
    return bits->len * 8 - (bits->len ? bits->unused : 0);
}

bool synta_bit_string_get(const synta_bit_string *bits, size_t i) {
    return i < synta_bit_string_length(bits) && (bits->ptr[i / 8] & (0x80u >> (i % 8))) != 0;
}

/* The next code point of a checked string at s[*i], advancing *i. */
static uint32_t next_code_point(synta_string_kind kind, synta_string s, size_t *i) {
    const uint8_t *p = s.ptr + *i;
    uint32_t cp;
    size_t extra, k;
    switch (kind) {
    case SYNTA_STRING_BMP:
        *i += 2;
        return ((uint32_t)p[0] << 8) | p[1];
    case SYNTA_STRING_UNIVERSAL:
        *i += 4;
        return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
    case SYNTA_STRING_UTF8:
        extra = p[0] >= 0xf0 ? 3 : p[0] >= 0xe0 ? 2 : p[0] >= 0xc0 ? 1 : 0;
        cp = extra ? (uint32_t)(p[0] & (0x3f >> extra)) : p[0];
        for (k = 1; k <= extra && *i + k < s.len; k++) {
            cp = (cp << 6) | (p[k] & 0x3fu);
        }
        *i += k;
        return cp;
    default:
        *i += 1;
        return p[0];
    }
}

size_t synta_string_length(synta_string_kind kind, synta_string s) {
    size_t i = 0, n = 0;
    s = view_or_empty(s);
    /* Characters of one width are counted by the length alone (a partial
     * last one counts as one, as a walk by code points counts it); UTF-8
     * by that walk. */
    switch (kind) {
    case SYNTA_STRING_UTF8:
        break;
    case SYNTA_STRING_BMP:
        return (s.len + 1) / 2;
    case SYNTA_STRING_UNIVERSAL:
        return (s.len + 3) / 4;
    default:
        return s.len;
    }
    while (i < s.len) {
        next_code_point(kind, s, &i);
        n++;
    }
    return n;
}

/* The first range starting above x is found by halving; x is in the one
 * before it, if anywhere. One body for both signednesses. */
#define SYNTA_IN_RANGES(x, ranges, n)                 \
    do {                                              \
        size_t lo_ = 0, hi_ = (n);                    \
        while (lo_ < hi_) {                           \
            size_t mid_ = lo_ + (hi_ - lo_) / 2;      \
            if ((ranges)[mid_].lo <= (x)) {           \
                lo_ = mid_ + 1;                       \
            } else {                                  \
                hi_ = mid_;                           \
            }                                         \
        }                                             \
        return lo_ > 0 && (x) <= (ranges)[lo_ - 1].hi; \
    } while (0)

bool synta_in_ranges(int64_t x, const synta_range *ranges, size_t n) {
    SYNTA_IN_RANGES(x, ranges, n);
}

bool synta_in_uranges(uint64_t x, const synta_urange *ranges, size_t n) {
    SYNTA_IN_RANGES(x, ranges, n);
}

/* Whether `c` is in one of the n inclusive ranges ranges[2k]..ranges[2k+1]. */
static int in_alphabet(uint32_t c, const uint32_t *ranges, size_t n) {
    size_t k;
    for (k = 0; k < n; k++) {
        if (c >= ranges[2 * k] && c <= ranges[2 * k + 1]) {
            return 1;
        }
    }
    return 0;
}

synta_status synta_check_alphabet(synta_string_kind kind, synta_string s, const uint32_t *ranges, size_t n,
                                  size_t offset, synta_error *err) {
    size_t i = 0;
    if (kind != SYNTA_STRING_UTF8 && kind != SYNTA_STRING_BMP && kind != SYNTA_STRING_UNIVERSAL) {
        /* One octet a character (KerberosString's GeneralString (IA5String)
         * on every Kerberos name): read as it is, no code point to decode
         * (a loop of its own: a test of the kind per character costs).
         * Where the alphabet holds every ASCII octet (IA5String's), eight
         * octets without a high bit are in it at once. */
        if (n > 0 && ranges[0] == 0 && ranges[1] >= 0x7f) {
            for (; s.len - i >= 8; i += 8) {
                uint64_t word;
                memcpy(&word, s.ptr + i, 8);
                if (word & UINT64_C(0x8080808080808080)) {
                    break;
                }
            }
        }
        for (; i < s.len; i++) {
            if (!in_alphabet(s.ptr[i], ranges, n)) {
                return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset);
            }
        }
        return SYNTA_OK;
    }
    while (i < s.len) {
        if (!in_alphabet(next_code_point(kind, s, &i), ranges, n)) {
            return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset);
        }
    }
    return SYNTA_OK;
}
