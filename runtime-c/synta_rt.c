/* synta_rt: see synta_rt.h. Every rule here mirrors the Rust runtime
 * (runtime-rust/src), so both accept and reject the same inputs with the
 * same error at the same offset. */
#include "synta_codec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Errors
 */

synta_status synta_fail(synta_error *err, synta_status code, size_t offset) {
    if (err) {
        memset(err, 0, sizeof *err);
        err->code = code;
        err->offset = offset;
    }
    return code;
}

synta_status synta_fail_tag(synta_error *err, size_t offset, synta_tag found, int has_expected, synta_tag expected) {
    synta_fail(err, SYNTA_ERR_UNEXPECTED_TAG, offset);
    if (err) {
        err->found = found;
        err->has_expected = has_expected;
        err->expected = expected;
    }
    return SYNTA_ERR_UNEXPECTED_TAG;
}

static synta_status push_segment(synta_error *err, const char *name, uint32_t index) {
    if (err == NULL) {
        return SYNTA_OK;
    }
    if (err->depth < SYNTA_MAX_PATH) {
        err->path[err->depth].name = name;
        err->path[err->depth].index = index;
        err->depth++;
    } else {
        err->truncated = 1;
    }
    return err->code;
}

synta_status synta_error_at(synta_error *err, const char *name) {
    return push_segment(err, name, 0);
}

synta_status synta_error_at_index(synta_error *err, size_t index) {
    return push_segment(err, NULL, index > UINT32_MAX ? UINT32_MAX : (uint32_t)index);
}

const char *synta_status_message(synta_status code) {
    switch (code) {
    case SYNTA_OK: return "ok";
    case SYNTA_ERR_TRUNCATED: return "input ends inside a value";
    case SYNTA_ERR_MISSING: return "required component missing";
    case SYNTA_ERR_UNEXPECTED_TAG: return "unexpected tag";
    case SYNTA_ERR_NON_MINIMAL_TAG: return "tag number not in minimal form";
    case SYNTA_ERR_TAG_TOO_LARGE: return "tag number too large";
    case SYNTA_ERR_INDEFINITE_LENGTH: return "indefinite length (BER, not DER)";
    case SYNTA_ERR_NON_MINIMAL_LENGTH: return "length not in minimal form";
    case SYNTA_ERR_LENGTH_TOO_LARGE: return "length too large";
    case SYNTA_ERR_LENGTH_BEYOND_PARENT: return "length runs past the enclosing value";
    case SYNTA_ERR_TRAILING_DATA: return "trailing data after value";
    case SYNTA_ERR_TOO_DEEP: return "nesting too deep";
    case SYNTA_ERR_WRONG_FORM: return "wrong primitive/constructed form";
    case SYNTA_ERR_INVALID_BOOLEAN: return "BOOLEAN must be 0x00 or 0xFF";
    case SYNTA_ERR_INVALID_NULL: return "NULL with content";
    case SYNTA_ERR_EMPTY_INTEGER: return "INTEGER with no content";
    case SYNTA_ERR_NON_MINIMAL_INTEGER: return "INTEGER not in minimal form";
    case SYNTA_ERR_VALUE_OUT_OF_RANGE: return "value out of range";
    case SYNTA_ERR_UNKNOWN_ENUMERATED: return "unknown ENUMERATED value";
    case SYNTA_ERR_INVALID_OID: return "malformed OBJECT IDENTIFIER";
    case SYNTA_ERR_NON_MINIMAL_OID: return "OBJECT IDENTIFIER sub-identifier not minimal";
    case SYNTA_ERR_INVALID_BIT_STRING: return "malformed BIT STRING unused bits";
    case SYNTA_ERR_BIT_STRING_TRAILING_ZERO: return "named BIT STRING has trailing zero bits";
    case SYNTA_ERR_INVALID_CHARACTER: return "character not allowed in this string type";
    case SYNTA_ERR_INVALID_TIME: return "time not in DER form";
    case SYNTA_ERR_INVALID_REAL: return "REAL not in DER form";
    case SYNTA_ERR_INVALID_IRI: return "malformed OID-IRI";
    case SYNTA_ERR_SIZE_OUT_OF_RANGE: return "size out of range";
    case SYNTA_ERR_SET_OF_NOT_SORTED: return "SET OF elements not sorted";
    case SYNTA_ERR_SET_NOT_SORTED: return "SET components not in tag order";
    case SYNTA_ERR_DEFAULT_VALUE_ENCODED: return "DEFAULT value encoded";
    case SYNTA_ERR_UNKNOWN_KEY: return "key not in the object set";
    case SYNTA_ERR_KEY_MISMATCH: return "value does not go with its key";
    case SYNTA_ERR_BUFFER_TOO_SMALL: return "output buffer too small";
    case SYNTA_ERR_ARENA_EXHAUSTED: return "arena exhausted";
    case SYNTA_ERR_INDEFINITE_PRIMITIVE: return "indefinite length on a primitive value";
    case SYNTA_ERR_MISSING_END_OF_CONTENTS: return "end-of-contents missing";
    case SYNTA_ERR_WRONG_SEGMENT: return "segment of the wrong type in a constructed string";
    case SYNTA_ERR_AMBIGUOUS_BER: return "raw value from BER may hold a string in segments; decode it by its type";
    case SYNTA_ERR_BER_NOT_COMPILED: return "BER mode is not compiled in (SYNTA_BER)";
    }
    return "unknown error";
}

/* Appends to a bounded buffer, counting what the whole text needs. */
typedef struct text_out {
    char *buf;
    size_t cap;
    size_t len;
} text_out;

static void put(text_out *out, const char *s) {
    size_t n = strlen(s);
    if (out->buf && out->len < out->cap) {
        size_t room = out->cap - out->len - 1;
        memcpy(out->buf + out->len, s, n < room ? n : room);
        out->buf[out->len + (n < room ? n : room)] = '\0';
    }
    out->len += n;
}

static void put_tag(text_out *out, synta_tag tag) {
    static const char *const classes[] = {"UNIVERSAL ", "APPLICATION ", "", "PRIVATE "};
    char text[48];
    snprintf(text, sizeof text, "[%s%lu%s]", classes[SYNTA_TAG_CLASS(tag)], (unsigned long)SYNTA_TAG_NUMBER(tag),
             SYNTA_TAG_IS_CONSTRUCTED(tag) ? " c" : "");
    put(out, text);
}

size_t synta_error_format(const synta_error *err, char *buf, size_t cap) {
    text_out out = {buf, cap, 0};
    char number[32];
    int first = !err->truncated;
    size_t i;
    if (buf && cap) {
        buf[0] = '\0';
    }
    if (err->truncated) {
        put(&out, "\xe2\x80\xa6"); /* U+2026 */
    }
    for (i = err->depth; i-- > 0;) {
        const synta_path_segment *s = &err->path[i];
        if (s->name) {
            if (!first) {
                put(&out, ".");
            }
            put(&out, s->name);
        } else {
            snprintf(number, sizeof number, "[%lu]", (unsigned long)s->index);
            put(&out, number);
        }
        first = 0;
    }
    if (err->depth == 0) {
        put(&out, "<value>");
    }
    snprintf(number, sizeof number, " at byte %lu: ", (unsigned long)err->offset);
    put(&out, number);
    put(&out, synta_status_message(err->code));
    if (err->code == SYNTA_ERR_UNEXPECTED_TAG) {
        put(&out, " ");
        put_tag(&out, err->found);
        if (err->has_expected) {
            put(&out, ", expected ");
            put_tag(&out, err->expected);
        }
    }
    return out.len;
}

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

/* ------------------------------------------------------------------------
 * Reader
 */

/* `r` over the `len` octets at `data`, which stand at absolute offset
 * `base`, at depth 0. */
static void reader_over(synta_reader *r, const uint8_t *data, size_t len, size_t base) {
    r->cur = data;
    r->end = data ? data + len : data;
    r->origin = (uintptr_t)data - base;
    r->depth = 0;
}

void synta_reader_init(synta_reader *r, const uint8_t *data, size_t len) {
    reader_over(r, data, len, 0);
}

#if SYNTA_BER
void synta_reader_init_ber(synta_reader *r, const uint8_t *data, size_t len) {
    synta_reader_init(r, data, len);
    r->depth = SYNTA_READER_BER;
}
#endif

#if SYNTA_BER
/* A reader over `len` octets at `data` that stand for content at absolute
 * offset `base` (joined segments, DER made from BER), one level deeper
 * than `r`, in its mode. */
static synta_reader nested(const synta_reader *r, const uint8_t *data, size_t len, size_t base) {
    synta_reader inner;
    reader_over(&inner, data, len, base);
    inner.depth = (uint8_t)((r->depth & SYNTA_READER_BER) | (SYNTA_READER_DEPTH(r) < 0x7f ? SYNTA_READER_DEPTH(r) + 1 : 0x7f));
    return inner;
}
#endif

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

#if SYNTA_BER
static synta_status read_ber_length(synta_reader *r, synta_tag tag, size_t *out, size_t *end_of_contents,
                                    synta_error *err);
#else
/* Without BER mode, the length is DER's (this one is never called). */
#define read_ber_length(r, tag, out, end_of_contents, err) read_length(r, out, err)
#endif

synta_status synta_read_tlv(synta_reader *r, synta_tlv *out, synta_error *err) {
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
    } else if ((s = SYNTA_READER_IS_BER(r) ? read_ber_length(r, tag, &len, &end_of_contents, err)
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

synta_status synta_read_expected(synta_reader *r, synta_tag tag, synta_tlv *out, synta_error *err) {
    size_t offset = synta_reader_offset(r);
    const uint8_t *start = r->cur;
    synta_status s;
    if (synta_reader_is_empty(r)) {
        return synta_fail(err, SYNTA_ERR_MISSING, offset);
    }
    if ((s = synta_read_tlv(r, out, err)) != SYNTA_OK) {
        return s;
    }
    if (out->tag != tag) {
        r->cur = start;
        return synta_fail_tag(err, offset, out->tag, 1, tag);
    }
    return SYNTA_OK;
}

synta_status synta_reader_enter(const synta_reader *r, const synta_tlv *tlv, synta_reader *inner, synta_error *err) {
    if (SYNTA_READER_DEPTH(r) >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, tlv->offset);
    }
    reader_over(inner, tlv->content.ptr, tlv->content.len, tlv->content_offset);
    inner->depth = (uint8_t)(r->depth + 1); /* the mode bit stays */
    return SYNTA_OK;
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
 * Primitive content
 */

synta_status synta_check_boolean(synta_bytes content, size_t offset, bool *out, synta_error *err) {
    if (content.len != 1 || (content.ptr[0] != 0x00 && content.ptr[0] != 0xff)) {
        return synta_fail(err, SYNTA_ERR_INVALID_BOOLEAN, offset);
    }
    if (out) {
        *out = content.ptr[0] == 0xff;
    }
    return SYNTA_OK;
}

synta_status synta_check_null(synta_bytes content, size_t offset, synta_error *err) {
    return content.len == 0 ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_NULL, offset);
}

synta_status synta_check_integer(synta_bytes content, size_t offset, synta_error *err) {
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_EMPTY_INTEGER, offset);
    }
    if (content.len > 1 && ((content.ptr[0] == 0x00 && content.ptr[1] < 0x80) ||
                            (content.ptr[0] == 0xff && content.ptr[1] >= 0x80))) {
        return synta_fail(err, SYNTA_ERR_NON_MINIMAL_INTEGER, offset);
    }
    return SYNTA_OK;
}

synta_status synta_integer_to_i64(synta_bytes content, size_t offset, int64_t *out, synta_error *err) {
    uint64_t acc;
    size_t i;
    synta_status s = synta_check_integer(content, offset, err);
    if (s != SYNTA_OK) {
        return s;
    }
    if (content.len > 8) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, offset);
    }
    acc = (content.ptr[0] & 0x80) ? UINT64_MAX : 0;
    for (i = 0; i < content.len; i++) {
        acc = (acc << 8) | content.ptr[i];
    }
    /* Two's complement to int64_t without implementation-defined casts. */
    *out = acc <= (uint64_t)INT64_MAX ? (int64_t)acc : -(int64_t)(~acc) - 1;
    return SYNTA_OK;
}

int synta_integer_compare(synta_integer a, synta_integer b) {
    int a_negative = a.len > 0 && (a.ptr[0] & 0x80) != 0;
    int b_negative = b.len > 0 && (b.ptr[0] & 0x80) != 0;
    size_t i;
    if (a_negative != b_negative) {
        return a_negative ? -1 : 1;
    }
    if (a.len != b.len) {
        /* Minimal encodings of one sign: the longer is farther from zero. */
        int longer = a.len > b.len ? 1 : -1;
        return a_negative ? -longer : longer;
    }
    /* Same sign and width: two's complement orders as unsigned octets. */
    for (i = 0; i < a.len; i++) {
        if (a.ptr[i] != b.ptr[i]) {
            return a.ptr[i] < b.ptr[i] ? -1 : 1;
        }
    }
    return 0;
}

synta_status synta_integer_to_u64(synta_bytes content, size_t offset, uint64_t *out, synta_error *err) {
    uint64_t acc = 0;
    size_t i, start = 0;
    synta_status s = synta_check_integer(content, offset, err);
    if (s != SYNTA_OK) {
        return s;
    }
    if (content.ptr[0] & 0x80) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, offset);
    }
    if (content.ptr[0] == 0 && content.len > 1) {
        start = 1;
    }
    if (content.len - start > 8) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, offset);
    }
    for (i = start; i < content.len; i++) {
        acc = (acc << 8) | content.ptr[i];
    }
    *out = acc;
    return SYNTA_OK;
}

/* The exact check of synta_check_oid: finds the error and its offset, or
 * accepts what the quick pass could not (an OID over 16 octets). */
static synta_status check_oid_exactly(synta_bytes content, size_t offset, synta_error *err) {
    size_t i, groups = 0;
    int start = 1;
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_OID, offset);
    }
    for (i = 0; i < content.len; i++) {
        uint8_t b = content.ptr[i];
        if (start && b == 0x80) {
            return synta_fail(err, SYNTA_ERR_NON_MINIMAL_OID, offset + i);
        }
        groups++;
        /* At most 128 bits an arc, as in Rust: 19 groups whose first holds
         * at most two bits. */
        if (groups > 19 || (groups == 19 && (content.ptr[i + 1 - 19] & 0x7f) > 0x03)) {
            return synta_fail(err, SYNTA_ERR_INVALID_OID, offset + i);
        }
        start = (b & 0x80) == 0;
        if (start) {
            groups = 0;
        }
    }
    if (!start) {
        return synta_fail(err, SYNTA_ERR_INVALID_OID, offset + content.len);
    }
    return SYNTA_OK;
}

synta_status synta_check_oid(synta_bytes content, size_t offset, synta_error *err) {
    /* The usual OID has at most 16 octets, so no arc can pass 112 bits:
     * it is enough that the last octet ends an arc and that no arc starts
     * with 0x80, which one test an octet finds (0x80 is rare, so the test
     * of the octet before it is rarer still). Anything else is looked at
     * exactly. */
    const uint8_t *p = content.ptr;
    size_t i, n = content.len;
    if (n == 0 || n > 16 || p[n - 1] >= 0x80 || p[0] == 0x80) {
        return check_oid_exactly(content, offset, err);
    }
    for (i = 1; i < n; i++) {
        if (p[i] == 0x80 && p[i - 1] < 0x80) {
            return check_oid_exactly(content, offset, err);
        }
    }
    return SYNTA_OK;
}

/* Decimal digits of an arc, least significant first: 40 hold 128 bits. */
typedef struct arc_digits {
    uint8_t d[40];
    size_t n;
} arc_digits;

/* Reads one arc's base-128 groups from oid.ptr[*i] on. */
static void read_arc(synta_oid oid, size_t *i, arc_digits *arc) {
    int more = 1;
    arc->d[0] = 0;
    arc->n = 1;
    while (more && *i < oid.len) {
        unsigned carry = oid.ptr[*i] & 0x7fu;
        size_t k;
        more = (oid.ptr[*i] & 0x80u) != 0;
        (*i)++;
        for (k = 0; k < arc->n; k++) {
            unsigned v = arc->d[k] * 128u + carry;
            arc->d[k] = (uint8_t)(v % 10u);
            carry = v / 10u;
        }
        while (carry != 0 && arc->n < sizeof arc->d) {
            arc->d[arc->n++] = (uint8_t)(carry % 10u);
            carry /= 10u;
        }
    }
}

/* X.690 8.19.4: the first sub-identifier is 40 * arc1 + arc2, with arc1 at
 * most 2; takes 40 * arc1 off it and returns arc1. */
static unsigned split_first_arc(arc_digits *arc) {
    unsigned small = arc->d[0] + (arc->n > 1 ? 10u * arc->d[1] : 0u), top, take, k;
    top = arc->n > 2 ? 2u : small < 40u ? 0u : small < 80u ? 1u : 2u;
    take = 40u * top;
    for (k = 0; k < arc->n && take != 0; k++) {
        int v = (int)arc->d[k] - (int)(take % 10u);
        take /= 10u;
        if (v < 0) {
            v += 10;
            take++;
        }
        arc->d[k] = (uint8_t)v;
    }
    while (arc->n > 1 && arc->d[arc->n - 1] == 0) {
        arc->n--;
    }
    return top;
}

static void put_char(char *buf, size_t cap, size_t *len, char c) {
    if (*len + 1 < cap) {
        buf[*len] = c;
    }
    (*len)++;
}

size_t synta_oid_to_text(synta_oid oid, char *buf, size_t cap) {
    size_t i = 0, len = 0;
    int first = 1;
    while (i < oid.len) {
        arc_digits arc;
        size_t k;
        read_arc(oid, &i, &arc);
        if (first) {
            put_char(buf, cap, &len, (char)('0' + split_first_arc(&arc)));
            first = 0;
        }
        put_char(buf, cap, &len, '.');
        for (k = arc.n; k > 0; k--) {
            put_char(buf, cap, &len, (char)('0' + arc.d[k - 1]));
        }
    }
    if (cap > 0) {
        buf[len < cap ? len : cap - 1] = '\0';
    }
    return len;
}

synta_status synta_check_bit_string(synta_bytes content, size_t offset, int named, synta_error *err) {
    uint8_t unused, last;
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    unused = content.ptr[0];
    if (content.len == 1) {
        return unused == 0 ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    last = content.ptr[content.len - 1];
    if (unused > 7 || (last & ((1u << unused) - 1u)) != 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    if (named && (last & (1u << unused)) == 0) {
        return synta_fail(err, SYNTA_ERR_BIT_STRING_TRAILING_ZERO, offset);
    }
    return SYNTA_OK;
}

/* Length of the valid UTF-8 prefix (Rust's `valid_up_to`): no overlong
 * forms, no surrogates, nothing above U+10FFFF. */
static size_t utf8_valid_up_to(const uint8_t *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint8_t c = s[i];
        size_t need, k;
        uint32_t cp;
        if (c < 0x80) {
            i++;
            continue;
        }
        if (c >= 0xc2 && c <= 0xdf) {
            need = 1;
            cp = c & 0x1fu;
        } else if (c >= 0xe0 && c <= 0xef) {
            need = 2;
            cp = c & 0x0fu;
        } else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;
            cp = c & 0x07u;
        } else {
            return i;
        }
        if (n - i <= need) {
            return i;
        }
        for (k = 1; k <= need; k++) {
            if ((s[i + k] & 0xc0) != 0x80) {
                return i;
            }
            cp = (cp << 6) | (s[i + k] & 0x3fu);
        }
        if ((need == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
            (need == 3 && (cp < 0x10000 || cp > 0x10ffff))) {
            return i;
        }
        i += need + 1;
    }
    return n;
}

/* Whether octet `b` is outside each ASCII string type's alphabet. */
#define OUTSIDE_PRINTABLE(b)                                                                                   \
    (!(((b) >= 'a' && (b) <= 'z') || ((b) >= 'A' && (b) <= 'Z') || ((b) >= '0' && (b) <= '9') || (b) == ' ' || \
       (b) == '\'' || (b) == '(' || (b) == ')' || (b) == '+' || (b) == ',' || (b) == '-' || (b) == '.' ||      \
       (b) == '/' || (b) == ':' || (b) == '=' || (b) == '?'))
#define OUTSIDE_IA5(b) ((b) >= 0x80)
#define OUTSIDE_VISIBLE(b) ((b) < 0x20 || (b) >= 0x7f)
#define OUTSIDE_NUMERIC(b) (!(((b) >= '0' && (b) <= '9') || (b) == ' '))
/* A 256-entry table of `f` over every octet, built by the compiler. */
#define ROW16(f, b)                                                                                           \
    f(b), f(b + 1), f(b + 2), f(b + 3), f(b + 4), f(b + 5), f(b + 6), f(b + 7), f(b + 8), f(b + 9), f(b + 10), \
        f(b + 11), f(b + 12), f(b + 13), f(b + 14), f(b + 15)
#define TABLE256(f)                                                                                          \
    {ROW16(f, 0),   ROW16(f, 16),  ROW16(f, 32),  ROW16(f, 48),  ROW16(f, 64),  ROW16(f, 80),                \
     ROW16(f, 96),  ROW16(f, 112), ROW16(f, 128), ROW16(f, 144), ROW16(f, 160), ROW16(f, 176),               \
     ROW16(f, 192), ROW16(f, 208), ROW16(f, 224), ROW16(f, 240)}

/* Per ASCII string type, whether each octet is outside its alphabet:
 * constant data, not state. */
static const uint8_t outside_printable[256] = TABLE256(OUTSIDE_PRINTABLE);
static const uint8_t outside_ia5[256] = TABLE256(OUTSIDE_IA5);
static const uint8_t outside_visible[256] = TABLE256(OUTSIDE_VISIBLE);
static const uint8_t outside_numeric[256] = TABLE256(OUTSIDE_NUMERIC);

/* Checks `content` against the alphabet of `outside`: one load and one OR
 * per octet, no branch on the data; the offending octet is looked for only
 * when there is one. */
static synta_status check_ascii(const uint8_t *outside, synta_bytes content, size_t offset, synta_error *err) {
    const uint8_t *p = content.ptr;
    uint8_t any = 0;
    size_t i;
    /* Four octets a step: the loop's own bookkeeping would otherwise cost
     * more than the lookups. */
    for (i = 0; i + 4 <= content.len; i += 4) {
        any |= (uint8_t)(outside[p[i]] | outside[p[i + 1]] | outside[p[i + 2]] | outside[p[i + 3]]);
    }
    for (; i < content.len; i++) {
        any |= outside[p[i]];
    }
    if (!any) {
        return SYNTA_OK;
    }
    for (i = 0; !outside[content.ptr[i]]; i++) {
    }
    return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset + i);
}

synta_status synta_check_string(synta_string_kind kind, synta_bytes content, size_t offset, synta_error *err) {
    size_t i, width;
    switch (kind) {
    case SYNTA_STRING_UTF8:
        i = utf8_valid_up_to(content.ptr, content.len);
        return i == content.len ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset + i);
    case SYNTA_STRING_BYTES:
        return SYNTA_OK;
    case SYNTA_STRING_BMP:
    case SYNTA_STRING_UNIVERSAL:
        width = kind == SYNTA_STRING_BMP ? 2 : 4;
        if (content.len % width != 0) {
            return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset);
        }
        for (i = 0; i < content.len; i += width) {
            uint32_t cp = width == 2 ? ((uint32_t)content.ptr[i] << 8) | content.ptr[i + 1]
                                     : ((uint32_t)content.ptr[i] << 24) | ((uint32_t)content.ptr[i + 1] << 16) |
                                           ((uint32_t)content.ptr[i + 2] << 8) | content.ptr[i + 3];
            if ((cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
                return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset + i);
            }
        }
        return SYNTA_OK;
    case SYNTA_STRING_PRINTABLE:
        return check_ascii(outside_printable, content, offset, err);
    case SYNTA_STRING_IA5:
        return check_ascii(outside_ia5, content, offset, err);
    case SYNTA_STRING_VISIBLE:
        return check_ascii(outside_visible, content, offset, err);
    default: /* NumericString */
        return check_ascii(outside_numeric, content, offset, err);
    }
}

/* The value of `n` ASCII digits, or -1. */
static long digits(const uint8_t *s, size_t n) {
    long v = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return -1;
        }
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

static int days_in_month(long year, long month) {
    switch (month) {
    case 4: case 6: case 9: case 11: return 30;
    case 2: return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
    default: return 31;
    }
}

/* `MMDD` of `year`, a day of it. */
static int valid_day(long year, const uint8_t *s) {
    long month = digits(s, 2), day = digits(s + 2, 2);
    return month >= 1 && month <= 12 && day >= 1 && day <= days_in_month(year, month);
}

/* `hhmmss`, a second of a day. */
static int valid_clock(const uint8_t *s) {
    long hour = digits(s, 2), minute = digits(s + 2, 2), second = digits(s + 4, 2);
    return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

/* Eight octets as a little-endian word, whatever the machine's order (one
 * load where it is little-endian). */
static uint64_t load_le64(const uint8_t *s) {
    return (uint64_t)s[0] | (uint64_t)s[1] << 8 | (uint64_t)s[2] << 16 | (uint64_t)s[3] << 24 |
           (uint64_t)s[4] << 32 | (uint64_t)s[5] << 40 | (uint64_t)s[6] << 48 | (uint64_t)s[7] << 56;
}

/* What digit_pairs gives for octets that are not all digits: no pair of
 * digits spells 0xff. */
#define NOT_DIGITS UINT64_MAX
/* The `i`th of the four numbers digit_pairs read. */
#define PAIR(pairs, i) ((unsigned)((pairs) >> (16 * (i)) & 0xffu))

/* The four two-digit numbers that eight ASCII digits spell, one in every
 * other octet (see PAIR), or NOT_DIGITS. All eight at once: an octet is a
 * digit when its high nibble is 3 before and after adding 6; with every
 * octet a digit value, ten times each plus its successor leaves each
 * pair's number (below 100, no carry) in the pair's first octet. */
static inline uint64_t digit_pairs(const uint8_t *s) {
    const uint64_t high = UINT64_C(0xf0f0f0f0f0f0f0f0), threes = UINT64_C(0x3030303030303030);
    uint64_t x = load_le64(s), v;
    if ((x & high) != threes || ((x + UINT64_C(0x0606060606060606)) & high) != threes) {
        return NOT_DIGITS;
    }
    v = x - threes;
    return v * 10 + (v >> 8);
}

/* A real second of the Gregorian calendar. */
static int valid_time(long year, unsigned month, unsigned day, unsigned hour, unsigned minute, unsigned second) {
    return month >= 1 && month <= 12 && day >= 1 && (int)day <= days_in_month(year, (long)month) && hour <= 23 &&
           minute <= 59 && second <= 59;
}

/* `YYMMDDHHMMSSZ`, the only DER form of UTCTime: its twelve digits read as
 * two overlapping windows of eight (`YYMMDDHH`, `DDHHMMSS`). */
synta_status synta_check_utc_time(synta_bytes content, size_t offset, synta_error *err) {
    uint64_t head, tail;
    unsigned yy;
    if (content.len != 13 || content.ptr[12] != 'Z' || (head = digit_pairs(content.ptr)) == NOT_DIGITS ||
        (tail = digit_pairs(content.ptr + 4)) == NOT_DIGITS ||
        !valid_time((yy = PAIR(head, 0)) < 50 ? 2000 + (long)yy : 1900 + (long)yy, PAIR(head, 1), PAIR(head, 2),
                    PAIR(tail, 1), PAIR(tail, 2), PAIR(tail, 3))) {
        return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
    }
    return SYNTA_OK;
}

/* `YYYYMMDDHHMMSS[.f]Z`: the fourteen digits read as two overlapping
 * windows of eight (`YYYYMMDD`, `DDHHMMSS`). */
synta_status synta_check_generalized_time(synta_bytes content, size_t offset, synta_error *err) {
    uint64_t head, tail;
    size_t body, i;
    if (content.len < 15 || content.ptr[content.len - 1] != 'Z' || (head = digit_pairs(content.ptr)) == NOT_DIGITS ||
        (tail = digit_pairs(content.ptr + 6)) == NOT_DIGITS ||
        !valid_time((long)PAIR(head, 0) * 100 + (long)PAIR(head, 1), PAIR(head, 2), PAIR(head, 3), PAIR(tail, 1),
                    PAIR(tail, 2), PAIR(tail, 3))) {
        return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
    }
    body = content.len - 1;
    if (body > 14) {
        /* `.` then digits, the last not zero. */
        if (content.ptr[14] != '.' || body == 15 || content.ptr[body - 1] == '0') {
            return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
        }
        for (i = 15; i < body; i++) {
            if (content.ptr[i] < '0' || content.ptr[i] > '9') {
                return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
            }
        }
    }
    return SYNTA_OK;
}

/* `YYYYMMDD` with a year of the "Basic" setting (X.680 38.4.1): 1582-9999. */
static int valid_date(const uint8_t *s) {
    long year = digits(s, 4);
    return year >= 1582 && year <= 9999 && valid_day(year, s + 4);
}

synta_status synta_check_date(synta_bytes content, size_t offset, synta_error *err) {
    return content.len == 8 && valid_date(content.ptr) ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

synta_status synta_check_time_of_day(synta_bytes content, size_t offset, synta_error *err) {
    return content.len == 6 && valid_clock(content.ptr) ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

synta_status synta_check_date_time(synta_bytes content, size_t offset, synta_error *err) {
    return content.len == 14 && valid_date(content.ptr) && valid_clock(content.ptr + 8)
               ? SYNTA_OK
               : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

/* TIME and DURATION (X.680 38): ISO 8601 text, read by a cursor over the
 * content. The rules are those of runtime-rust/src/iso_time.rs, which says
 * where they come from. Every reader returns 0 when the text does not match,
 * leaving the cursor anywhere. */
typedef struct {
    const uint8_t *s;
    size_t n, at;
} iso_cursor;

static int iso_peek(const iso_cursor *c) {
    return c->at < c->n ? c->s[c->at] : -1;
}

static int iso_eat(iso_cursor *c, int octet) {
    if (iso_peek(c) != octet) {
        return 0;
    }
    c->at++;
    return 1;
}

static int iso_is_digit(int octet) {
    return octet >= '0' && octet <= '9';
}

/* How many digits start the rest of the text. */
static size_t iso_leading_digits(const iso_cursor *c) {
    size_t i = c->at;
    while (i < c->n && iso_is_digit(c->s[i])) {
        i++;
    }
    return i - c->at;
}

/* Exactly `n` digits, as a number; -1 otherwise. */
static long iso_fixed(iso_cursor *c, size_t n) {
    long v;
    if (c->n - c->at < n || (v = digits(c->s + c->at, n)) < 0) {
        return -1;
    }
    c->at += n;
    return v;
}

/* Exactly `n` digits whose number is from `min` to `max`, or -1. */
static long iso_field(iso_cursor *c, size_t n, long min, long max) {
    long v = iso_fixed(c, n);
    return v >= min && v <= max ? v : -1;
}

/* `.` and at least one digit, when there is a `.`: 1 when there was a
 * fraction, 0 when there was none, -1 when it has no digits. */
static int iso_fraction(iso_cursor *c) {
    size_t count;
    if (!iso_eat(c, '.')) {
        return 0;
    }
    count = iso_leading_digits(c);
    c->at += count;
    return count > 0 ? 1 : -1;
}

/* Digits without leading zeros: a number of a duration or of recurrences. */
static int iso_number(iso_cursor *c) {
    size_t count = iso_leading_digits(c);
    int ok = count == 1 || (count > 1 && c->s[c->at] != '0');
    c->at += count;
    return ok;
}

/* A year: four digits, or a sign and four or more. Its remainder by 400
 * (negative years counted astronomically), or -1. */
static long iso_year(iso_cursor *c) {
    int negative = iso_eat(c, '-');
    int is_signed = negative || iso_eat(c, '+');
    size_t count = iso_leading_digits(c), i;
    long rem = 0;
    if (count < 4 || (!is_signed && count > 4)) {
        return -1;
    }
    for (i = 0; i < count; i++) {
        rem = (rem * 10 + (c->s[c->at + i] - '0')) % 400;
    }
    c->at += count;
    return negative ? (400 - rem) % 400 : rem;
}

/* What follows a year; *complete says whether the date names a day. */
static int iso_rest_of_date(iso_cursor *c, long year_mod_400, int *complete) {
    long month;
    *complete = 0;
    if (!iso_eat(c, '-')) {
        return 1;
    }
    if (iso_eat(c, 'W')) {
        if (iso_field(c, 2, 1, 53) < 0) {
            return 0;
        }
        *complete = iso_eat(c, '-');
        return !*complete || iso_field(c, 1, 1, 7) >= 0;
    }
    switch (iso_leading_digits(c)) {
    case 3: /* an ordinal day: 337 days in the eleven months besides February */
        *complete = 1;
        return iso_field(c, 3, 1, 337 + days_in_month(year_mod_400, 2)) >= 0;
    case 2:
        month = iso_field(c, 2, 1, 12);
        if (month < 0) {
            return 0;
        }
        *complete = iso_eat(c, '-');
        return !*complete || iso_field(c, 2, 1, days_in_month(year_mod_400, month)) >= 0;
    default:
        return 0;
    }
}

/* hh[:mm[:ss]][.f][Z|+hh|+hh:mm]: hour 24 only with zeros after it, a time
 * difference of at most 15 hours with its minutes written only when not
 * zero. */
static int iso_time_of_day(iso_cursor *c) {
    static const long limits[2] = {59, 60};
    long hour = iso_field(c, 2, 0, 24);
    size_t start = c->at, i;
    int zeros_only = 1;
    if (hour < 0) {
        return 0;
    }
    for (i = 0; i < 2 && iso_eat(c, ':'); i++) {
        if (iso_field(c, 2, 0, limits[i]) < 0) {
            return 0;
        }
    }
    if (iso_fraction(c) < 0) {
        return 0;
    }
    for (i = start; i < c->at; i++) {
        zeros_only &= c->s[i] == ':' || c->s[i] == '.' || c->s[i] == '0';
    }
    if (hour == 24 && !zeros_only) {
        return 0;
    }
    if (iso_eat(c, 'Z') || !(iso_eat(c, '+') || iso_eat(c, '-'))) {
        return 1;
    }
    if (iso_field(c, 2, 0, 15) < 0) {
        return 0;
    }
    return !iso_eat(c, ':') || iso_field(c, 2, 1, 59) >= 0;
}

/* A date (with a time of day when it names a day), a time of day, or two
 * digits alone (a century, or an hour). */
static int iso_point(iso_cursor *c) {
    int first = iso_peek(c), complete;
    size_t count = iso_leading_digits(c);
    long year_mod_400;
    if (first == '+' || first == '-' || count == 4) {
        year_mod_400 = iso_year(c);
        if (year_mod_400 < 0 || !iso_rest_of_date(c, year_mod_400, &complete)) {
            return 0;
        }
        return !iso_eat(c, 'T') || (complete && iso_time_of_day(c));
    }
    if (count != 2) {
        return 0;
    }
    if (c->at + 2 == c->n || c->s[c->at + 2] == '/') {
        c->at += 2;
        return 1;
    }
    return iso_time_of_day(c);
}

/* A duration after its `P`: `nW`, or components in the order YMD T HMS
 * with at least one (and one after a `T`), a fraction only on the last. */
static int iso_duration(iso_cursor *c) {
    static const char designators[] = "YMDHMS";
    size_t next = 0, components = 0, before_t = 0, end;
    int after_t = 0, fraction = 0, designator;
    const char *found;
    for (;;) {
        if (!after_t && iso_eat(c, 'T')) {
            after_t = 1;
            before_t = components;
            next = next > 3 ? next : 3;
            continue;
        }
        if (!iso_is_digit(iso_peek(c))) {
            break;
        }
        if (fraction || !iso_number(c) || (fraction = iso_fraction(c)) < 0 || (designator = iso_peek(c)) < 0) {
            return 0;
        }
        c->at++;
        if (designator == 'W' && components == 0 && !after_t) {
            next = 6; /* weeks stand alone */
        } else {
            end = after_t ? 6 : 3;
            found = next < end ? memchr(designators + next, designator, end - next) : NULL;
            if (found == NULL) {
                return 0;
            }
            next = (size_t)(found - designators) + 1;
        }
        components++;
    }
    return components > 0 && (!after_t || components > before_t);
}

/* A point, a duration, or an interval: point/point, point/duration,
 * duration/point. */
static int iso_span(iso_cursor *c) {
    int starts_with_duration = iso_eat(c, 'P');
    if (!(starts_with_duration ? iso_duration(c) : iso_point(c))) {
        return 0;
    }
    if (!iso_eat(c, '/')) {
        return 1;
    }
    return !starts_with_duration && iso_eat(c, 'P') ? iso_duration(c) : iso_point(c);
}

synta_status synta_check_time(synta_bytes content, size_t offset, synta_error *err) {
    iso_cursor c;
    int ok;
    c.s = content.ptr;
    c.n = content.len;
    c.at = 0;
    ok = !iso_eat(&c, 'R') || ((iso_peek(&c) == '/' || iso_number(&c)) && iso_eat(&c, '/'));
    return ok && iso_span(&c) && c.at == c.n ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

synta_status synta_check_duration(synta_bytes content, size_t offset, synta_error *err) {
    iso_cursor c;
    c.s = content.ptr;
    c.n = content.len;
    c.at = 0;
    return iso_duration(&c) && c.at == c.n ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

/* One arc label of an IRI (X.660 7.5), its UTF-8 already checked: an
 * integer without leading zeros, or letters, digits, `-._~` and characters
 * beyond U+009F, not starting or ending with `-`. */
static int valid_label(const uint8_t *s, size_t n) {
    size_t i, digit_count = 0;
    if (n == 0) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        digit_count += s[i] >= '0' && s[i] <= '9';
    }
    if (digit_count == n) {
        return n == 1 || s[0] != '0';
    }
    if (s[0] == '-' || s[n - 1] == '-') {
        return 0;
    }
    for (i = 0; i < n; i++) {
        uint8_t c = s[i];
        int ascii_ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '.' || c == '_' || c == '~';
        /* U+0080..U+009F are C2 80..C2 9F. */
        int control = c == 0xc2 && i + 1 < n && s[i + 1] <= 0x9f;
        if ((c < 0x80 && !ascii_ok) || control) {
            return 0;
        }
    }
    return 1;
}

/* Labels separated by `/`, at least one. */
static int valid_labels(const uint8_t *s, size_t n) {
    size_t start = 0, i;
    if (utf8_valid_up_to(s, n) != n) {
        return 0;
    }
    for (i = 0; i <= n; i++) {
        if (i == n || s[i] == '/') {
            if (!valid_label(s + start, i - start)) {
                return 0;
            }
            start = i + 1;
        }
    }
    return 1;
}

synta_status synta_check_oid_iri(synta_bytes content, size_t offset, synta_error *err) {
    return content.len > 0 && content.ptr[0] == '/' && valid_labels(content.ptr + 1, content.len - 1)
               ? SYNTA_OK
               : synta_fail(err, SYNTA_ERR_INVALID_IRI, offset);
}

synta_status synta_check_relative_oid_iri(synta_bytes content, size_t offset, synta_error *err) {
    return valid_labels(content.ptr, content.len) ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_IRI, offset);
}

/* REAL (X.690 8.5) in its DER form (11.3): see synta_rt.h. */
enum { REAL_PLUS_INFINITY = 0x40, REAL_MINUS_INFINITY, REAL_NOT_A_NUMBER, REAL_MINUS_ZERO, REAL_NR3 = 0x03 };

/* The parts of a binary REAL, or 0 when the octets after the first are not
 * DER: base 2, no scaling, the exponent minimal and in the shortest format,
 * the mantissa minimal and odd. */
static int split_binary(synta_bytes content, synta_bytes *exponent, synta_bytes *mantissa) {
    uint8_t first = content.ptr[0];
    size_t at = 1, exp_len;
    if (first & 0x3c) {
        return 0;
    }
    if ((first & 3) < 3) {
        exp_len = (size_t)(first & 3) + 1;
    } else {
        if (content.len < 2 || content.ptr[1] < 4) {
            return 0; /* the long form only where the short ones do not reach */
        }
        exp_len = content.ptr[1];
        at = 2;
    }
    if (content.len - at <= exp_len) {
        return 0; /* no mantissa */
    }
    exponent->ptr = content.ptr + at;
    exponent->len = exp_len;
    mantissa->ptr = content.ptr + at + exp_len;
    mantissa->len = content.len - at - exp_len;
    if (exp_len > 1 && ((exponent->ptr[0] == 0x00 && exponent->ptr[1] < 0x80) ||
                        (exponent->ptr[0] == 0xff && exponent->ptr[1] >= 0x80))) {
        return 0;
    }
    return mantissa->ptr[0] != 0 && (mantissa->ptr[mantissa->len - 1] & 1);
}

/* `-`? [1-9] ([0-9]* [1-9])? `.E` (`+0` | `-`? [1-9][0-9]*). */
static int nr3_is_canonical(const uint8_t *s, size_t n) {
    size_t i = 0, start;
    if (i < n && s[i] == '-') {
        i++;
    }
    start = i;
    while (i < n && s[i] >= '0' && s[i] <= '9') {
        i++;
    }
    if (i == start || s[start] == '0' || s[i - 1] == '0' || n - i < 3 || s[i] != '.' || s[i + 1] != 'E') {
        return 0;
    }
    i += 2;
    if (n - i == 2 && s[i] == '+' && s[i + 1] == '0') {
        return 1;
    }
    if (s[i] == '-') {
        i++;
    }
    if (i == n || s[i] < '1' || s[i] > '9') {
        return 0;
    }
    while (i < n && s[i] >= '0' && s[i] <= '9') {
        i++;
    }
    return i == n;
}

synta_status synta_check_real(synta_bytes content, size_t offset, synta_error *err) {
    synta_bytes exponent, mantissa;
    int ok;
    if (content.len == 0) {
        return SYNTA_OK;
    }
    switch (content.ptr[0] >> 6) {
    case 2:
    case 3:
        ok = split_binary(content, &exponent, &mantissa);
        break;
    case 1:
        ok = content.len == 1 && content.ptr[0] <= REAL_MINUS_ZERO;
        break;
    default:
        ok = content.ptr[0] == REAL_NR3 && nr3_is_canonical(content.ptr + 1, content.len - 1);
        break;
    }
    return ok ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_REAL, offset);
}

static uint64_t double_bits(double v) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    return bits;
}

static double bits_double(uint64_t bits) {
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}

/* x * 2^e by powers of two that are normal numbers, so that only the last
 * step can round (libm's ldexp would need -lm). */
static double scale(double x, long e) {
    while (e > 1023) {
        x *= bits_double((uint64_t)2046 << 52);
        e -= 1023;
        if (x - x != 0) {
            return x; /* infinite */
        }
    }
    while (e < -1022) {
        x *= bits_double((uint64_t)1 << 52);
        e += 1022;
        if (x == 0) {
            return x;
        }
    }
    return x * bits_double((uint64_t)(e + 1023) << 52);
}

#define REAL_INFINITY 0x7ff0000000000000u
#define REAL_NAN 0x7ff8000000000000u
/* Exponents are clamped here: beyond it every mantissa over- or underflows. */
#define REAL_EXPONENT_CLAMP 100000L

/* The NR3 text (checked) as strtod reads it in any locale: the sign, the
 * mantissa digits (the first 100; later ones only matter past the 100th
 * significant digit), `e` and the exponent. */
static double decimal_to_double(const uint8_t *s, size_t n) {
    char text[128];
    size_t i = 0, len = 0, kept = 0;
    long exponent = 0, dropped = 0;
    int negative_exponent;
    if (s[0] == '-') {
        text[len++] = '-';
        i = 1;
    }
    for (; s[i] != '.'; i++) {
        if (kept < 100) {
            text[len++] = (char)s[i];
            kept++;
        } else if (dropped < REAL_EXPONENT_CLAMP) {
            dropped++;
        }
    }
    i += 2; /* `.E` */
    negative_exponent = s[i] == '-';
    for (i += (s[i] == '-' || s[i] == '+'); i < n; i++) {
        if (exponent < REAL_EXPONENT_CLAMP) {
            exponent = exponent * 10 + (s[i] - '0');
        }
    }
    snprintf(text + len, sizeof text - len, "e%ld", (negative_exponent ? -exponent : exponent) + dropped);
    return strtod(text, NULL);
}

double synta_real_to_double(synta_real real) {
    synta_bytes exponent, mantissa;
    uint64_t m = 0;
    long e;
    size_t i, head, rest;
    double magnitude;
    if (real.len == 0) {
        return 0.0;
    }
    /* Not DER (the caller did not check it): not a number. */
    if (synta_check_real(real, 0, NULL) != SYNTA_OK) {
        return bits_double(REAL_NAN);
    }
    switch (real.ptr[0]) {
    case REAL_PLUS_INFINITY: return bits_double(REAL_INFINITY);
    case REAL_MINUS_INFINITY: return -bits_double(REAL_INFINITY);
    case REAL_NOT_A_NUMBER: return bits_double(REAL_NAN);
    case REAL_MINUS_ZERO: return -0.0;
    case REAL_NR3: return decimal_to_double(real.ptr + 1, real.len - 1);
    default: break;
    }
    split_binary(real, &exponent, &mantissa);
    /* The leading 64 bits of the mantissa and a sticky 1 for any bit after
     * them: it has 57 bits or more then, so the conversion rounds right. */
    head = mantissa.len < 8 ? mantissa.len : 8;
    for (i = 0; i < head; i++) {
        m = (m << 8) | mantissa.ptr[i];
    }
    for (; i < mantissa.len; i++) {
        m |= mantissa.ptr[i] != 0;
    }
    if (exponent.len > 3) {
        e = (exponent.ptr[0] & 0x80) ? -REAL_EXPONENT_CLAMP : REAL_EXPONENT_CLAMP;
    } else {
        e = (exponent.ptr[0] & 0x80) ? -1 : 0;
        for (i = 0; i < exponent.len; i++) {
            e = e * 256 + exponent.ptr[i];
        }
    }
    rest = mantissa.len - head;
    e += rest < (size_t)REAL_EXPONENT_CLAMP ? (long)rest * 8 : REAL_EXPONENT_CLAMP;
    magnitude = scale((double)m, e);
    return (real.ptr[0] & 0x40) ? -magnitude : magnitude;
}

synta_real synta_real_from_double(double v, uint8_t buf[SYNTA_REAL_MAX_DOUBLE]) {
    synta_real out;
    uint64_t bits = double_bits(v), fraction = bits & ((1ull << 52) - 1), m;
    int biased = (int)((bits >> 52) & 0x7ff), negative = (int)(bits >> 63), e;
    size_t len = 1, n;
    out.ptr = buf;
    if (biased == 0x7ff) {
        buf[0] = fraction ? REAL_NOT_A_NUMBER : negative ? REAL_MINUS_INFINITY : REAL_PLUS_INFINITY;
        out.len = 1;
        return out;
    }
    if (biased == 0 && fraction == 0) {
        buf[0] = REAL_MINUS_ZERO;
        out.len = negative ? 1 : 0;
        return out;
    }
    /* Subnormals have no implicit bit and the smallest exponent. */
    m = biased ? fraction | (1ull << 52) : fraction;
    e = biased ? biased - 1075 : -1074;
    while (!(m & 1)) {
        m >>= 1;
        e++;
    }
    buf[0] = (uint8_t)(0x80 | (negative ? 0x40 : 0));
    if (e >= -128 && e <= 127) {
        buf[len++] = (uint8_t)(e & 0xff);
    } else {
        buf[0] |= 1;
        buf[len++] = (uint8_t)((e >> 8) & 0xff);
        buf[len++] = (uint8_t)(e & 0xff);
    }
    for (n = 7; n > 1 && !(m >> (8 * (n - 1))); n--) {
    }
    while (n-- > 0) {
        buf[len++] = (uint8_t)(m >> (8 * n));
    }
    out.len = len;
    return out;
}

int synta_der_set_order(synta_bytes a, synta_bytes b) {
    size_t n = a.len < b.len ? a.len : b.len, i;
    int c = n ? memcmp(a.ptr, b.ptr, n) : 0;
    const synta_bytes *longer;
    if (c != 0) {
        return c < 0 ? -1 : 1;
    }
    longer = a.len > b.len ? &a : &b;
    for (i = n; i < longer->len; i++) {
        if (longer->ptr[i] != 0) {
            return a.len > b.len ? 1 : -1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------------
 * Writer
 */

void synta_writer_init(synta_writer *w, uint8_t *buf, size_t cap) {
    w->buf = buf;
    w->cap = buf ? cap : 0;
    w->len = 0;
    w->overflow = 0;
}

/* `n` octets that do not fit in front (or a writer that only counts):
 * counted, and no room left for anything after them. */
static void writer_count(synta_writer *w, size_t n) {
    if (w->buf) {
        w->overflow = 1;
    }
    synta_writer_count(w, n);
}

void synta_write_bytes(synta_writer *w, const uint8_t *bytes, size_t n) {
    if (n > w->cap - w->len) {
        writer_count(w, n);
        return;
    }
    if (n > 32) {
        memcpy(w->buf + (w->cap - w->len - n), bytes, n);
    } else if (n > 16) {
        /* Most names, OIDs of extensions' values, key identifiers: two
         * overlapping copies of 16, no call. */
        uint8_t *p = w->buf + (w->cap - w->len - n);
        memcpy(p, bytes, 16);
        memcpy(p + n - 16, bytes + n - 16, 16);
    } else if (n) {
        /* Headers, native integers, BOOLEANs: no call. */
        synta_copy_short(w->buf + (w->cap - w->len - n), bytes, n);
    }
    w->len += n;
}

/* Any header: identifiers of several octets, lengths of up to 8. */
static void write_header_general(synta_writer *w, synta_tag tag, size_t content_len) {
    /* Stored octet by octet straight into the buffer: built in a local
     * array and copied, the copy's wide loads wait on the narrow stores
     * that built it (no store forwarding), which cost more than the rest of
     * the header. */
    uint32_t number = SYNTA_TAG_NUMBER(tag);
    uint8_t first = (uint8_t)((SYNTA_TAG_CLASS(tag) << 6) | (SYNTA_TAG_IS_CONSTRUCTED(tag) << 5));
    size_t id_len = 1, count = 0, n, i;
    uint8_t *p;
    if (number >= 31) {
        uint32_t v;
        for (v = number; v; v >>= 7) {
            id_len++;
        }
    }
    if (content_len >= 0x80) {
        size_t v;
        /* At most sizeof v octets; the bound also lets gcc -O3 see that
         * the header stays within its 15 octets. */
        for (v = content_len; v && count < sizeof v; v >>= 8) {
            count++;
        }
    }
    n = id_len + 1 + count;
    if (n > w->cap - w->len) {
        writer_count(w, n);
        return;
    }
    p = w->buf + (w->cap - w->len - n);
    if (number < 31) {
        p[0] = (uint8_t)(first | number);
    } else {
        p[0] = (uint8_t)(first | 0x1f);
        for (i = 1; i < id_len; i++) {
            p[i] = (uint8_t)(((number >> (7 * (id_len - 1 - i))) & 0x7f) | (i + 1 < id_len ? 0x80 : 0));
        }
    }
    if (count == 0) {
        p[id_len] = (uint8_t)content_len;
    } else {
        p[id_len] = (uint8_t)(0x80 | count);
        for (i = 0; i < count; i++) {
            p[id_len + 1 + i] = (uint8_t)(content_len >> (8 * (count - 1 - i)));
        }
    }
    w->len += n;
}

void synta_write_header(synta_writer *w, synta_tag tag, size_t content_len) {
    /* The headers synta_write_header_since leaves to this function are
     * mostly a one-octet identifier with a length in two or three octets
     * (a certificate, its TBSCertificate, its key and extensions): those
     * without the loops of the general form. (Short lengths it writes
     * itself; the general form has the rest.) */
    if (SYNTA_TAG_NUMBER(tag) < 31 && content_len >= 0x80 && content_len <= 0xffff) {
        size_t n = content_len <= 0xff ? 3 : 4;
        if (n <= w->cap - w->len) {
            uint8_t *p = w->buf + (w->cap - w->len - n);
            p[0] = synta_identifier_octet(tag);
            if (n == 3) {
                p[1] = 0x81;
                p[2] = (uint8_t)content_len;
            } else {
                p[1] = 0x82;
                p[2] = (uint8_t)(content_len >> 8);
                p[3] = (uint8_t)content_len;
            }
            w->len += n;
            return;
        }
    }
    write_header_general(w, tag, content_len);
}

void synta_write_int64(synta_writer *w, int64_t v) {
    uint8_t bytes[8];
    size_t start = 0;
    int i;
    uint64_t u = (uint64_t)v;
    for (i = 7; i >= 0; i--) {
        bytes[i] = (uint8_t)u;
        u >>= 8;
    }
    /* Drop octets that only repeat the sign of the next one. */
    while (start < 7 && ((bytes[start] == 0x00 && bytes[start + 1] < 0x80) ||
                         (bytes[start] == 0xff && bytes[start + 1] >= 0x80))) {
        start++;
    }
    synta_write_bytes(w, bytes + start, 8 - start);
}

void synta_write_uint64(synta_writer *w, uint64_t v) {
    uint8_t bytes[9];
    size_t start = 0;
    int i;
    bytes[0] = 0;
    for (i = 8; i >= 1; i--) {
        bytes[i] = (uint8_t)v;
        v >>= 8;
    }
    while (start < 8 && bytes[start] == 0x00 && bytes[start + 1] < 0x80) {
        start++;
    }
    synta_write_bytes(w, bytes + start, 9 - start);
}

synta_status synta_writer_finish(synta_writer *w, size_t *out_len, synta_error *err) {
    if (w->overflow) {
        return synta_fail(err, SYNTA_ERR_BUFFER_TOO_SMALL, 0);
    }
    if (w->buf && w->len) {
        memmove(w->buf, w->buf + (w->cap - w->len), w->len);
    }
    if (out_len) {
        *out_len = w->len;
    }
    return SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * Entry points of generated types (synta_codec.h)
 */

/* One whole value from `r` (initialised over the caller's input), which it
 * must fill exactly. */
static synta_status entry_read(const synta_entry *e, synta_reader *r, synta_arena *arena, void *out,
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
    return entry_read(e, &r, arena, out, err);
}

#if SYNTA_BER
synta_status synta_entry_decode_ber(const synta_entry *e, const uint8_t *ber, size_t len, synta_arena *arena,
                                    void *out, synta_error *err) {
    synta_reader r;
    synta_reader_init_ber(&r, ber, len);
    return entry_read(e, &r, arena, out, err);
}
#endif

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

synta_status synta_arena_writer(synta_writer *w, synta_arena *arena, size_t offset, synta_error *err) {
    size_t len = w->len;
    uint8_t *buf = len ? (uint8_t *)synta_arena_alloc(arena, len, 1) : NULL;
    if (len && !buf) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, offset);
    }
    synta_writer_init(w, buf, len);
    return SYNTA_OK;
}

synta_status synta_writer_view(const synta_writer *w, synta_bytes *out, synta_error *err) {
    if (w->overflow) {
        return synta_fail(err, SYNTA_ERR_BUFFER_TOO_SMALL, 0);
    }
    out->ptr = w->buf ? w->buf + (w->cap - w->len) : NULL;
    out->len = w->len;
    return SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * Values
 */

synta_status synta_open_general(synta_reader *r, synta_tag tag, synta_reader *inner, synta_error *err) {
    synta_tlv tlv;
    SYNTA_TRY(synta_read_expected(r, tag, &tlv, err));
    return synta_reader_enter(r, &tlv, inner, err);
}

synta_status synta_next_tag_general(const synta_reader *r, synta_tag *out, synta_error *err) {
    synta_reader rest;
    if (synta_reader_is_empty(r)) {
        return synta_fail(err, SYNTA_ERR_MISSING, synta_reader_offset(r));
    }
    rest = *r;
    return read_tag(&rest, out, err);
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

synta_status synta_check_value(uint8_t depth, synta_tag tag, size_t offset, synta_bytes content, size_t content_offset,
                               synta_error *err) {
    int universal = SYNTA_TAG_CLASS(tag) == SYNTA_CLASS_UNIVERSAL;
    uint32_t n = SYNTA_TAG_NUMBER(tag);
    if (SYNTA_TAG_IS_CONSTRUCTED(tag)) {
        synta_reader inner;
        if (universal && n != 8 && n != 11 && n != 16 && n != 17 && n != 29) {
            return synta_fail(err, SYNTA_ERR_WRONG_FORM, offset);
        }
        if (depth >= SYNTA_MAX_DEPTH) {
            return synta_fail(err, SYNTA_ERR_TOO_DEEP, offset);
        }
        reader_over(&inner, content.ptr, content.len, content_offset);
        inner.depth = (uint8_t)(depth + 1);
        while (!synta_reader_is_empty(&inner)) {
            synta_tlv child;
            SYNTA_TRY(synta_read_tlv(&inner, &child, err));
            SYNTA_TRY(synta_check_value(inner.depth, child.tag, child.offset, child.content, child.content_offset, err));
        }
        return SYNTA_OK;
    }
    if (!universal) {
        return SYNTA_OK;
    }
    if (depth >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, offset);
    }
    switch (n) {
    case 0: return synta_fail_tag(err, offset, tag, 0, 0);
    case 1: return synta_check_boolean(content, content_offset, NULL, err);
    case 2: case 10: return synta_check_integer(content, content_offset, err);
    case 3: return synta_check_bit_string(content, content_offset, 0, err);
    case 5: return synta_check_null(content, content_offset, err);
    case 6: case 13: return synta_check_oid(content, content_offset, err);
    case 8: case 11: case 16: case 17: case 29: return synta_fail(err, SYNTA_ERR_WRONG_FORM, offset);
    case 12: return synta_check_string(SYNTA_STRING_UTF8, content, content_offset, err);
    case 18: return synta_check_string(SYNTA_STRING_NUMERIC, content, content_offset, err);
    case 19: return synta_check_string(SYNTA_STRING_PRINTABLE, content, content_offset, err);
    case 22: return synta_check_string(SYNTA_STRING_IA5, content, content_offset, err);
    case 23: return synta_check_utc_time(content, content_offset, err);
    case 24: return synta_check_generalized_time(content, content_offset, err);
    case 26: return synta_check_string(SYNTA_STRING_VISIBLE, content, content_offset, err);
    case 28: return synta_check_string(SYNTA_STRING_UNIVERSAL, content, content_offset, err);
    case 30: return synta_check_string(SYNTA_STRING_BMP, content, content_offset, err);
    default: return SYNTA_OK;
    }
}

#if SYNTA_BER
static synta_status decode_raw_ber(const synta_reader *r, const synta_tlv *tlv, int deep, int want_tag, synta_tag tag,
                                   size_t offset, synta_arena *arena, synta_any *out, synta_error *err);
#endif

/* One whole TLV into `out`: its content checked recursively when `deep`
 * (ANY), only its identifier and length otherwise (a lazy field); its tag
 * must be `tag` when `want_tag`, which is checked last, as Rust does. */
static synta_status decode_raw(synta_reader *r, int deep, int want_tag, synta_tag tag, synta_arena *arena,
                               synta_any *out, synta_error *err) {
    synta_tlv tlv;
    size_t offset = synta_reader_offset(r);
    if (synta_reader_is_empty(r)) {
        return synta_fail(err, SYNTA_ERR_MISSING, offset);
    }
    SYNTA_TRY(synta_read_tlv(r, &tlv, err));
#if SYNTA_BER
    if (SYNTA_READER_IS_BER(r)) {
        return decode_raw_ber(r, &tlv, deep, want_tag, tag, offset, arena, out, err);
    }
#else
    (void)arena;
#endif
    if (deep) {
        SYNTA_TRY(synta_check_value(r->depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, err));
    }
    if (want_tag && tlv.tag != tag) {
        return synta_fail_tag(err, offset, tlv.tag, 1, tag);
    }
    *out = tlv.raw;
    return SYNTA_OK;
}

synta_status synta_decode_any_general(synta_reader *r, synta_arena *arena, synta_any *out, synta_error *err) {
    return decode_raw(r, 1, 0, 0, arena, out, err);
}

synta_status synta_decode_any_tagged(synta_reader *r, synta_tag tag, synta_arena *arena, synta_any *out,
                                     synta_error *err) {
    return decode_raw(r, 1, 1, tag, arena, out, err);
}

synta_status synta_decode_lazy(synta_reader *r, synta_arena *arena, synta_any *out, synta_error *err) {
    return decode_raw(r, 0, 0, 0, arena, out, err);
}

synta_status synta_decode_lazy_tagged(synta_reader *r, synta_tag tag, synta_arena *arena, synta_any *out,
                                      synta_error *err) {
    return decode_raw(r, 0, 1, tag, arena, out, err);
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

#if SYNTA_BER
static synta_status normalize_span(const synta_reader *r, size_t start, synta_arena *arena, synta_bytes *span,
                                   synta_error *err);
#endif

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
        SYNTA_TRY(synta_read_tlv(r, &tlv, err));
        if (!SYNTA_READER_IS_BER(r)) {
            SYNTA_TRY(synta_check_value(r->depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, err));
        }
    }
    *out = synta_reader_span(r, start);
#if SYNTA_BER
    if (SYNTA_READER_IS_BER(r)) {
        return normalize_span(r, start, arena, out, err);
    }
#else
    (void)arena;
#endif
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
#if SYNTA_BER
            rest.depth = r->depth; /* the mode, and the depth bound of an indefinite length's scan */
#endif
            if (synta_read_tlv(&rest, &tlv, NULL) != SYNTA_OK) {
                break;
            }
            p = rest.cur;
        }
    }
    return n;
}

size_t synta_bit_string_length(const synta_bit_string *bits) {
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

void synta_encode_bool(synta_writer *w, bool v) {
    uint8_t b = v ? 0xff : 0x00;
    synta_write_bytes(w, &b, 1);
}

void synta_encode_bit_string(synta_writer *w, const synta_bit_string *bits) {
    synta_write_bytes(w, bits->ptr, bits->len);
    synta_write_bytes(w, &bits->unused, 1);
}

/* The length of the TLV at p[0..avail) that this writer wrote itself. */
static size_t written_tlv_len(const uint8_t *p, size_t avail) {
    size_t i = 1, len = 0, count;
    if (avail < 2) {
        return avail;
    }
    if ((p[0] & 0x1f) == 0x1f) {
        while (i < avail && (p[i] & 0x80)) {
            i++;
        }
        i++;
    }
    if (i >= avail) {
        return avail;
    }
    if (p[i] < 0x80) {
        len = p[i++];
    } else {
        count = p[i++] & 0x7fu;
        while (count-- && i < avail) {
            len = (len << 8) | p[i++];
        }
    }
    return len > avail - i ? avail : i + len;
}

static void reverse(uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n / 2; i++) {
        uint8_t t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
}

/* Moves p[a..n) in front of p[0..a) in place. */
static void rotate(uint8_t *p, size_t a, size_t n) {
    reverse(p, a);
    reverse(p + a, n - a);
    reverse(p, n);
}

/* The tag of a TLV the writer wrote, as a number whose order is the DER
 * tag order (X.690 8.6 of X.680): class, then number; the form aside. */
static uint64_t written_tag_order(synta_bytes tlv) {
    uint64_t number = tlv.ptr[0] & 0x1fu;
    size_t i;
    if (number == 0x1f) {
        number = 0;
        for (i = 1; i < tlv.len && i < 6; i++) {
            number = (number << 7) | (tlv.ptr[i] & 0x7fu);
            if (!(tlv.ptr[i] & 0x80)) {
                break;
            }
        }
    }
    return ((uint64_t)(tlv.ptr[0] >> 6) << 32) | number;
}

static int tag_order(synta_bytes a, synta_bytes b) {
    uint64_t x = written_tag_order(a), y = written_tag_order(b);
    return x < y ? -1 : x > y;
}

/* Sorts the TLVs written since the writer held `mark` bytes by `order`. */
static void sort_written(synta_writer *w, size_t mark, int (*order)(synta_bytes, synta_bytes)) {
    uint8_t *region;
    size_t n, prev = 0, pos = 0;
    if (!w->buf || w->overflow || w->len <= mark) {
        return;
    }
    region = w->buf + (w->cap - w->len);
    n = w->len - mark;
    /* Insertion sort over the elements in place: an element already in
     * order (the usual case: a SET OF that was decoded) costs one compare. */
    while (pos < n) {
        size_t len = written_tlv_len(region + pos, n - pos);
        synta_bytes cur, other;
        cur.ptr = region + pos;
        cur.len = len;
        other.ptr = region + prev;
        other.len = pos - prev;
        if (pos > 0 && order(other, cur) > 0) {
            size_t at = 0;
            for (;;) {
                size_t l = written_tlv_len(region + at, pos - at);
                other.ptr = region + at;
                other.len = l;
                if (order(other, cur) > 0) {
                    break;
                }
                at += l;
            }
            rotate(region + at, pos - at, pos + len - at);
            /* The sorted prefix now ends with the element that was last. */
            prev = pos + len - (pos - prev);
        } else {
            prev = pos;
        }
        pos += len;
    }
}

void synta_writer_sort_set_general(synta_writer *w, size_t mark) {
    sort_written(w, mark, synta_der_set_order);
}

void synta_writer_sort_by_tag(synta_writer *w, size_t mark) {
    sort_written(w, mark, tag_order);
}

bool synta_writer_equals(const synta_writer *w, const uint8_t *bytes, size_t len) {
    return !w->overflow && w->buf && w->len == len && memcmp(w->buf + (w->cap - w->len), bytes, len) == 0;
}

#if SYNTA_BER
/* ------------------------------------------------------------------------
 * BER mode (X.690 8): the rules of runtime-rust/src/ber.rs and of the Rust
 * reader's BER paths, with the same errors at the same offsets.
 */

/* The length of the content of an indefinite-length value that starts at
 * r's position: its values up to the end-of-contents octets of its level. */
static synta_status indefinite_content_len(const synta_reader *r, size_t *out, synta_error *err) {
    synta_reader scan;
    if (SYNTA_READER_DEPTH(r) >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, synta_reader_offset(r));
    }
    scan = nested(r, r->cur, (size_t)(r->end - r->cur), synta_reader_offset(r));
    for (;;) {
        synta_tlv tlv;
        size_t left = (size_t)(scan.end - scan.cur);
        if (left >= 2 && scan.cur[0] == 0 && scan.cur[1] == 0) {
            *out = (size_t)(scan.cur - r->cur);
            return SYNTA_OK;
        }
        if (left == 0) {
            return synta_fail(err, SYNTA_ERR_MISSING_END_OF_CONTENTS, synta_reader_offset(&scan));
        }
        SYNTA_TRY(synta_read_tlv(&scan, &tlv, err));
    }
}

/* A length in BER (X.690 8.1.3): the short form, any long form, or for a
 * constructed value the indefinite form, whose content ends at the
 * end-of-contents octets (2 octets after the content, in *end_of_contents). */
static synta_status read_ber_length(synta_reader *r, synta_tag tag, size_t *out, size_t *end_of_contents,
                                    synta_error *err) {
    size_t start = synta_reader_offset(r), count, i, len = 0;
    uint8_t first;
    *end_of_contents = 0;
    if (r->cur >= r->end) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, start);
    }
    first = *r->cur++;
    if (first < 0x80) {
        *out = first;
        return SYNTA_OK;
    }
    if (first == 0x80) {
        if (!SYNTA_TAG_IS_CONSTRUCTED(tag)) {
            return synta_fail(err, SYNTA_ERR_INDEFINITE_PRIMITIVE, start);
        }
        *end_of_contents = 2;
        return indefinite_content_len(r, out, err);
    }
    if (first == 0xff) {
        return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, start);
    }
    count = first & 0x7fu;
    if ((size_t)(r->end - r->cur) < count) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, synta_reader_offset(r));
    }
    for (i = 0; i < count; i++) {
        if (len > (SIZE_MAX >> 8)) {
            return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, start);
        }
        len = (len << 8) | r->cur[i];
    }
    r->cur += count;
    *out = len;
    return SYNTA_OK;
}

/* A walk over the segments of a constructed string: their total length,
 * or (with out) their data copied. */
typedef struct segment_walk {
    int bits;        /* BIT STRING segments, else OCTET STRING segments */
    size_t len;      /* data octets so far */
    int have_unused; /* a BIT STRING segment was read */
    uint8_t unused;  /* the unused bits of the last one */
    uint8_t *out;
} segment_walk;

static synta_status walk_segments(segment_walk *walk, const synta_reader *content, synta_error *err) {
    synta_tag segment = walk->bits ? SYNTA_TAG_BIT_STRING : SYNTA_TAG_OCTET_STRING;
    synta_reader r = *content;
    while (!synta_reader_is_empty(&r)) {
        size_t offset = synta_reader_offset(&r);
        synta_tlv tlv;
        synta_bytes data;
        SYNTA_TRY(synta_read_tlv(&r, &tlv, err));
        if (tlv.tag == SYNTA_TAG_CONSTRUCTED(segment)) {
            synta_reader inner;
            SYNTA_TRY(synta_reader_enter(&r, &tlv, &inner, err));
            SYNTA_TRY(walk_segments(walk, &inner, err));
            continue;
        }
        if (tlv.tag != segment) {
            return synta_fail(err, SYNTA_ERR_WRONG_SEGMENT, offset);
        }
        data = tlv.content;
        if (walk->bits) {
            /* Only the last segment may leave bits unused. */
            if (walk->have_unused && walk->unused != 0) {
                return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
            }
            if (data.len == 0 || data.ptr[0] > 7 || (data.len == 1 && data.ptr[0] != 0)) {
                return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, tlv.content_offset);
            }
            walk->have_unused = 1;
            walk->unused = data.ptr[0];
            data.ptr++;
            data.len--;
        }
        if (walk->out != NULL && data.len > 0) {
            memcpy(walk->out + walk->len, data.ptr, data.len);
        }
        walk->len += data.len;
    }
    return SYNTA_OK;
}

/* The content of the constructed string `tlv`, its segments joined into
 * the arena (a BIT STRING's with the unused bits of its last in front). */
static synta_status join_segments(const synta_reader *parent, const synta_tlv *tlv, int bits, synta_arena *arena,
                                  synta_bytes *out, synta_error *err) {
    synta_reader content;
    segment_walk walk = {0, 0, 0, 0, NULL};
    size_t header = bits ? 1u : 0u;
    uint8_t *joined;
    walk.bits = bits;
    SYNTA_TRY(synta_reader_enter(parent, tlv, &content, err));
    SYNTA_TRY(walk_segments(&walk, &content, err));
    joined = (uint8_t *)synta_arena_alloc(arena, header + walk.len + 1, 1);
    if (joined == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, tlv->offset);
    }
    if (bits) {
        joined[0] = walk.have_unused ? walk.unused : 0;
    }
    walk.len = 0;
    walk.have_unused = 0;
    walk.out = joined + header;
    SYNTA_TRY(walk_segments(&walk, &content, err));
    out->ptr = joined;
    out->len = header + walk.len;
    return SYNTA_OK;
}

synta_status synta_open_segments_general(synta_reader *r, synta_tag tag, int bits, synta_arena *arena,
                                         synta_reader *inner, synta_error *err) {
    synta_tag found;
    synta_tlv tlv;
    synta_bytes joined = {NULL, 0};
    if (!SYNTA_READER_IS_BER(r) || SYNTA_TAG_IS_CONSTRUCTED(tag) || !synta_peek_tag(r, &found) ||
        found != SYNTA_TAG_CONSTRUCTED(tag)) {
        return synta_open_general(r, tag, inner, err);
    }
    SYNTA_TRY(synta_read_tlv(r, &tlv, err));
    SYNTA_TRY(join_segments(r, &tlv, bits, arena, &joined, err));
    *inner = nested(r, joined.ptr, joined.len, tlv.content_offset);
    return SYNTA_OK;
}

synta_status synta_ber_boolean(synta_bytes content, size_t offset, bool *out, synta_error *err) {
    /* X.690 8.2.2: any octet but zero is TRUE. */
    if (content.len != 1) {
        return synta_fail(err, SYNTA_ERR_INVALID_BOOLEAN, offset);
    }
    *out = content.ptr[0] != 0;
    return SYNTA_OK;
}

synta_status synta_ber_bit_string(synta_bytes content, size_t offset, int named, synta_arena *arena,
                                  synta_bit_string *out, synta_error *err) {
    uint8_t unused;
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    unused = content.ptr[0];
    out->unused = unused;
    out->ptr = content.ptr + 1;
    out->len = content.len - 1;
    if (synta_check_bit_string(content, offset, 0, err) != SYNTA_OK) {
        /* BER leaves the unused bits' values to the sender (X.690
         * 8.6.2.3); DER has them zero, so they are cleared in a copy. */
        uint8_t *copy;
        if (unused > 7 || out->len == 0) {
            return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
        }
        copy = (uint8_t *)synta_arena_alloc(arena, out->len, 1);
        if (copy == NULL) {
            return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, offset);
        }
        memcpy(copy, out->ptr, out->len);
        copy[out->len - 1] &= (uint8_t)~((1u << unused) - 1u);
        out->ptr = copy;
    }
    if (named && out->len > 0 && (out->ptr[out->len - 1] & (1u << out->unused)) == 0) {
        /* BER may keep trailing zero bits (X.690 11.2.2 is DER's): the
         * same named bits without them are a prefix of the octets. */
        size_t bits = out->len * 8 - out->unused;
        while (bits > 0 && !(out->ptr[(bits - 1) / 8] & (0x80u >> ((bits - 1) % 8)))) {
            bits--;
        }
        out->len = (bits + 7) / 8;
        out->unused = (uint8_t)(out->len * 8 - bits);
    }
    return SYNTA_OK;
}

/* --- Times in their BER forms (ber_time.rs) ---
 * BER sends UTCTime and GeneralizedTime as their senders wrote them (X.680
 * 47.3, 46.3): without seconds, down to the hour, with a fraction of the
 * last unit written (after '.' or ','), with a time difference, or in
 * local time. Every form but local time names one instant, written in the
 * DER form; local time, and a UTCTime moved out of its century, are
 * refused. */

/* The most digits of a fraction of an hour or of a minute scaled to
 * seconds (fractions of the second are kept whatever their length). */
#define MAX_SCALED_DIGITS 32

typedef struct der_time {
    uint8_t head[14]; /* YYYYMMDDhhmmss, or YYMMDDhhmmss */
    size_t head_len;
    const uint8_t *fraction; /* of the second, without trailing zeros */
    size_t fraction_len;
    uint8_t scaled[MAX_SCALED_DIGITS];
} der_time;

/* The number in the next `width` octets if a digit comes next; else -1,
 * reading nothing. */
static long iso_optional(iso_cursor *c, size_t width) {
    return iso_is_digit(iso_peek(c)) ? iso_fixed(c, width) : -1;
}

static int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* Days from 1970-01-01 to a day of the proleptic Gregorian calendar. */
static int64_t days_from_civil(int64_t year, long month, long day) {
    int64_t y = month <= 2 ? year - 1 : year, era, yoe, doy, doe;
    long m = month <= 2 ? month + 9 : month - 3;
    era = floor_div(y, 400);
    yoe = y - era * 400;
    doy = (153 * m + 2) / 5 + day - 1;
    doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* The day and the second of that day of `seconds` since 1970-01-01. */
static void civil_from_seconds(int64_t seconds, int64_t *year, long *month, long *day, long *second) {
    int64_t days = floor_div(seconds, 86400), z, era, doe, yoe, doy, mp;
    *second = (long)(seconds - days * 86400);
    z = days + 719468;
    era = floor_div(z, 146097);
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    *day = (long)(doy - (153 * mp + 2) / 5 + 1);
    *month = (long)(mp < 10 ? mp + 3 : mp - 9);
    *year = yoe + era * 400 + (*month <= 2);
}

/* Reads `text`, a UTCTime or (with `generalized`) a GeneralizedTime in any
 * form X.680 allows, into *t; 0 when it is none of them or names no
 * instant DER can write. */
static int parse_ber_time(synta_bytes text, int generalized, der_time *t) {
    iso_cursor c;
    long year, month, day, hour, minute, second, unit, fields[6], widths[6];
    int64_t offset_minutes = 0, local, out_year;
    size_t i, at = 0;
    c.s = text.ptr;
    c.n = text.len;
    c.at = 0;
    year = iso_fixed(&c, generalized ? 4 : 2);
    if (!generalized && year >= 0) {
        year += year < 50 ? 2000 : 1900; /* RFC 5280 4.1.2.5.1 */
    }
    month = iso_fixed(&c, 2);
    day = iso_fixed(&c, 2);
    hour = iso_fixed(&c, 2);
    /* The units written: hours only, minutes, or seconds (UTCTime has
     * minutes always); a fraction is of the last of them. */
    minute = generalized ? iso_optional(&c, 2) : iso_fixed(&c, 2);
    if (year < 0 || month < 0 || day < 0 || hour < 0 || (!generalized && minute < 0)) {
        return 0;
    }
    second = minute >= 0 ? iso_optional(&c, 2) : -1;
    unit = minute < 0 ? 3600 : second < 0 ? 60 : 1;
    t->fraction = NULL;
    t->fraction_len = 0;
    if (generalized && c.at < c.n && (c.s[c.at] == '.' || c.s[c.at] == ',')) {
        t->fraction = c.s + ++c.at;
        t->fraction_len = iso_leading_digits(&c);
        c.at += t->fraction_len;
        if (t->fraction_len == 0) {
            return 0;
        }
    }
    if (c.at >= c.n) {
        return 0; /* local time */
    }
    switch (c.s[c.at++]) {
    case 'Z':
        break;
    case '+':
    case '-': {
        int negative = c.s[c.at - 1] == '-';
        long hours = iso_fixed(&c, 2), minutes;
        if (generalized) {
            minutes = iso_optional(&c, 2);
            minutes = minutes < 0 ? 0 : minutes;
        } else {
            minutes = iso_fixed(&c, 2);
        }
        if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
            return 0;
        }
        offset_minutes = negative ? -(hours * 60 + minutes) : hours * 60 + minutes;
        break;
    }
    default:
        return 0;
    }
    minute = minute < 0 ? 0 : minute;
    second = second < 0 ? 0 : second;
    if (c.at != c.n || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month) || hour > 23 ||
        minute > 59 || second > 59) {
        return 0;
    }

    local = days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
    if (unit != 1) {
        /* fraction x unit, from the last digit; what carries out of the
         * first digit is the number of whole seconds (below `unit`). */
        unsigned carry = 0;
        if (t->fraction_len > MAX_SCALED_DIGITS) {
            return 0;
        }
        for (i = t->fraction_len; i > 0; i--) {
            unsigned v = (unsigned)(t->fraction[i - 1] - '0') * (unsigned)unit + carry;
            t->scaled[i - 1] = (uint8_t)('0' + v % 10);
            carry = v / 10;
        }
        local += carry;
        t->fraction = t->scaled;
    }
    while (t->fraction_len > 0 && t->fraction[t->fraction_len - 1] == '0') {
        t->fraction_len--; /* X.690 11.7.3 */
    }

    civil_from_seconds(local - offset_minutes * 60, &out_year, &month, &day, &second);
    if (generalized ? out_year < 0 || out_year > 9999 : out_year < 1950 || out_year > 2049) {
        return 0;
    }
    fields[0] = (long)(generalized ? out_year : out_year % 100);
    widths[0] = generalized ? 4 : 2;
    fields[1] = month;
    fields[2] = day;
    fields[3] = second / 3600;
    fields[4] = second / 60 % 60;
    fields[5] = second % 60;
    for (i = 1; i < 6; i++) {
        widths[i] = 2;
    }
    for (i = 0; i < 6; i++) {
        long v = fields[i], k;
        for (k = widths[i]; k > 0; k--) {
            t->head[at + (size_t)k - 1] = (uint8_t)('0' + v % 10);
            v /= 10;
        }
        at += (size_t)widths[i];
    }
    t->head_len = at;
    return 1;
}

/* Whether `text` is the DER form of a UTCTime or GeneralizedTime. */
static int is_der_time(synta_bytes text, int generalized) {
    return (generalized ? synta_check_generalized_time(text, 0, NULL) : synta_check_utc_time(text, 0, NULL)) ==
           SYNTA_OK;
}

/* --- Raw values brought to DER (ber.rs `normalize`) --- */

/* A forward writer of DER (out NULL: counting only); `scratch`, when not
 * NULL, lends room to sort a SET's values in (see sort_set_of_forward). */
typedef struct der_out {
    uint8_t *out;
    size_t len;
    synta_arena *scratch;
} der_out;

static void der_put(der_out *w, const uint8_t *bytes, size_t n) {
    if (w->out != NULL && n > 0) {
        memcpy(w->out + w->len, bytes, n);
    }
    w->len += n;
}

static void der_header(der_out *w, synta_tag tag, size_t len) {
    uint8_t h[16];
    size_t n = 0, i;
    uint32_t number = SYNTA_TAG_NUMBER(tag);
    uint8_t first = (uint8_t)((SYNTA_TAG_CLASS(tag) << 6) | (SYNTA_TAG_IS_CONSTRUCTED(tag) << 5));
    if (number < 31) {
        h[n++] = (uint8_t)(first | number);
    } else {
        int shift = 28;
        h[n++] = (uint8_t)(first | 0x1f);
        while (shift > 0 && (number >> shift) == 0) {
            shift -= 7;
        }
        for (; shift > 0; shift -= 7) {
            h[n++] = (uint8_t)(0x80 | ((number >> shift) & 0x7f));
        }
        h[n++] = (uint8_t)(number & 0x7f);
    }
    if (len < 0x80) {
        h[n++] = (uint8_t)len;
    } else {
        size_t count = 0, l = len;
        while (l && count < sizeof l) { /* bounded, as in synta_write_header */
            count++;
            l >>= 8;
        }
        h[n++] = (uint8_t)(0x80 | count);
        for (i = count; i > 0; i--) {
            h[n++] = (uint8_t)(len >> (8 * (i - 1)));
        }
    }
    der_put(w, h, n);
}

/* Closes the header of a constructed value that der_header(w, tag, 0)
 * opened at `start`, its content written from `from` on: its length
 * octets are made what the content needs, and the content moved after them
 * when they are more than the one written (the buffer, sized by a counting
 * pass, has the room: nothing after this value is written yet). Where the
 * content now starts. */
static size_t der_close(der_out *w, size_t start, size_t from, synta_tag tag) {
    size_t len = w->len - from;
    der_out header = {NULL, 0, NULL};
    der_header(&header, tag, len);
    if (w->out != NULL) {
        if (start + header.len != from) {
            memmove(w->out + start + header.len, w->out + from, len);
        }
        header.out = w->out + start;
        header.len = 0;
        der_header(&header, tag, len);
    }
    w->len = start + header.len + len;
    return start + header.len;
}

/* Writes the DER text of `t`. */
static void der_time_put(der_out *w, const der_time *t) {
    static const uint8_t mark = '.', zulu = 'Z';
    der_put(w, t->head, t->head_len);
    if (t->fraction_len > 0) {
        der_put(w, &mark, 1);
        der_put(w, t->fraction, t->fraction_len);
    }
    der_put(w, &zulu, 1);
}

synta_status synta_ber_time(synta_bytes content, size_t offset, int generalized, synta_arena *arena, synta_time *out,
                            synta_error *err) {
    der_time t;
    der_out w = {NULL, 0, NULL};
    if (!parse_ber_time(content, generalized, &t)) {
        return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
    }
    der_time_put(&w, &t);
    w.out = (uint8_t *)synta_arena_alloc(arena, w.len, 1);
    if (w.out == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, offset);
    }
    w.len = 0;
    der_time_put(&w, &t);
    out->ptr = w.out;
    out->len = w.len;
    return SYNTA_OK;
}

/* Writes the UTCTime (23) or GeneralizedTime `text` in its DER form when it
 * is in another BER form that has one (then 1); else as it is, for the
 * check of the DER to refuse (ber.rs `write_time`). */
static int write_time(der_out *w, uint32_t number, synta_bytes text) {
    synta_tag tag = SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, number);
    der_time time;
    if (!is_der_time(text, number == 24) && parse_ber_time(text, number == 24, &time)) {
        der_out count = {NULL, 0, NULL};
        der_time_put(&count, &time);
        der_header(w, tag, count.len);
        der_time_put(w, &time);
        return 1;
    }
    der_header(w, tag, text.len);
    der_put(w, text.ptr, text.len);
    return 0;
}

/* The longest time sent in segments that is joined to be read (ber.rs
 * MAX_JOINED_TIME); a longer one is written joined as it is. */
#define MAX_JOINED_TIME 64

/* Whether the universal type `number` is encoded as a string of octets or
 * bits, which BER may send in segments (ber.rs `is_string`). */
static int is_string_type(uint32_t number) {
    return number == 3 || number == 4 || number == 7 || number == 12 || number == 14 ||
           (number >= 18 && number <= 28) || (number >= 30 && number <= 36);
}

/* Whether `content` holds values, all of them OCTET STRINGs or all BIT
 * STRINGs, and at least one primitive: what an IMPLICIT string's segments
 * look like, and a SEQUENCE OF strings too (ber.rs's only_strings says why
 * all-constructed strings are read as a string under an EXPLICIT tag). */
static int only_strings(const synta_reader *content) {
    synta_reader r = *content;
    synta_tlv tlv;
    uint32_t first = 0;
    int primitive = 0;
    while (!synta_reader_is_empty(&r) && synta_read_tlv(&r, &tlv, NULL) == SYNTA_OK) {
        uint32_t n = SYNTA_TAG_NUMBER(tlv.tag);
        if (SYNTA_TAG_CLASS(tlv.tag) != SYNTA_CLASS_UNIVERSAL || (n != 3 && n != 4) || (first && first != n)) {
            return 0;
        }
        first = n;
        primitive |= !SYNTA_TAG_IS_CONSTRUCTED(tlv.tag);
    }
    return primitive && synta_reader_is_empty(&r);
}

/* Whether the values of `content`, as read, are in DER SET OF order. */
static int in_set_of_order(const synta_reader *content) {
    synta_reader r = *content;
    synta_tlv tlv;
    synta_bytes previous = {NULL, 0};
    int first = 1;
    while (!synta_reader_is_empty(&r) && synta_read_tlv(&r, &tlv, NULL) == SYNTA_OK) {
        if (!first && synta_der_set_order(previous, tlv.raw) > 0) {
            return 0;
        }
        previous = tlv.raw;
        first = 0;
    }
    return 1;
}

/* Whether the content `c` of a universal primitive of number `n` is as DER
 * writes it, for what BER may write otherwise (ber.rs
 * primitive_in_der_form): a time in another form, BOOLEAN true other than
 * 0xFF, a BIT STRING's unused bits set. */
static int primitive_in_der_form(uint32_t n, synta_bytes c) {
    switch (n) {
    case 1: return c.len != 1 || c.ptr[0] == 0 || c.ptr[0] == 0xff;
    case 3: return c.len < 2 || c.ptr[0] >= 8 || (c.ptr[c.len - 1] & ((1u << c.ptr[0]) - 1u)) == 0;
    case 23: case 24: return is_der_time(c, n == 24);
    default: return 1;
    }
}

/* Whether `tlv`, whose identifier and length the DER reader `parent` read,
 * is in the form DER gives it throughout, so that normalizing it would
 * leave it as it is (ber.rs in_der_form): lengths definite and minimal, no
 * universal string in segments, BOOLEANs, BIT STRINGs, times and the order
 * of universal SETs as DER has them. What BER and DER encode alike is not
 * checked: this probes a lazy value, which is checked when decoded. */
static int in_der_form(const synta_reader *parent, const synta_tlv *tlv) {
    synta_reader inner;
    synta_tlv child;
    uint32_t n = SYNTA_TAG_NUMBER(tlv->tag);
    int universal = SYNTA_TAG_CLASS(tlv->tag) == SYNTA_CLASS_UNIVERSAL;
    if (synta_reader_enter(parent, tlv, &inner, NULL) != SYNTA_OK) {
        return 0;
    }
    if (SYNTA_TAG_IS_CONSTRUCTED(tlv->tag)) {
        if (universal && (is_string_type(n) || (n == 17 && !in_set_of_order(&inner)))) {
            return 0;
        }
        while (!synta_reader_is_empty(&inner)) {
            if (synta_read_tlv(&inner, &child, NULL) != SYNTA_OK || !in_der_form(&inner, &child)) {
                return 0;
            }
        }
        return 1;
    }
    return !universal || primitive_in_der_form(n, tlv->content);
}

static void reverse_bytes(uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n / 2; i++) {
        uint8_t t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
}

/* Sorts the DER values at p[0..n) into SET OF order by insertion and
 * rotation: no room is needed beyond the values, but it is quadratic. */
static void insertion_sort_set_of(uint8_t *p, size_t n) {
    size_t next = 0;
    while (next < n) {
        size_t len = written_tlv_len(p + next, n - next), at = 0;
        while (at < next) {
            size_t here = written_tlv_len(p + at, next - at);
            synta_bytes a = {p + at, here}, b = {p + next, len};
            if (synta_der_set_order(a, b) > 0) {
                break;
            }
            at += here;
        }
        /* Rotate p[at..next+len) right by len. */
        reverse_bytes(p + at, next - at);
        reverse_bytes(p + next, len);
        reverse_bytes(p + at, next + len - at);
        next += len;
    }
}

/* Where one value lies in a region being sorted. */
typedef struct tlv_place {
    size_t at, len;
} tlv_place;

/* The arena's fill, to give back what was taken after it (when no block
 * was added meanwhile). */
typedef struct arena_mark {
    synta_arena_block *blocks;
    size_t used, block_used, total;
} arena_mark;

static arena_mark arena_mark_of(const synta_arena *arena) {
    arena_mark m;
    m.blocks = arena->blocks;
    m.used = arena->used;
    m.block_used = arena->block_used;
    m.total = arena->total;
    return m;
}

static void arena_release(synta_arena *arena, arena_mark m) {
    if (arena->blocks == m.blocks) {
        arena->used = m.used;
        arena->block_used = m.block_used;
        arena->total = m.total;
    }
}

static int place_order(const uint8_t *p, tlv_place a, tlv_place b) {
    synta_bytes x = {p + a.at, a.len}, y = {p + b.at, b.len};
    return synta_der_set_order(x, y);
}

/* Sorts the DER values at p[0..n) into SET OF order (ber.rs's
 * SliceWriter::sort_set_of): a merge sort of their places, O(k log k)
 * comparisons for k values, then one copy, in room lent by `scratch` and
 * given back; hostile BER (a SET of many values in reverse order) costs no
 * more than sorting. Without the room, by insertion. */
static void sort_set_of_forward(uint8_t *p, size_t n, synta_arena *scratch) {
    size_t k = 0, at = 0, width, i, o;
    tlv_place *places, *other;
    uint8_t *copy;
    arena_mark mark;
    while (at < n) {
        at += written_tlv_len(p + at, n - at);
        k++;
    }
    if (scratch == NULL || k < 2 || k > SIZE_MAX / (2 * sizeof(tlv_place))) {
        insertion_sort_set_of(p, n);
        return;
    }
    mark = arena_mark_of(scratch);
    places = (tlv_place *)synta_arena_alloc(scratch, 2 * k * sizeof(tlv_place), sizeof(size_t));
    copy = (uint8_t *)synta_arena_alloc(scratch, n, 1);
    if (places == NULL || copy == NULL) {
        arena_release(scratch, mark);
        insertion_sort_set_of(p, n);
        return;
    }
    other = places + k;
    for (i = 0, at = 0; i < k; i++) {
        places[i].at = at;
        places[i].len = written_tlv_len(p + at, n - at);
        at += places[i].len;
    }
    /* Bottom-up and stable: of equal values, the first stays first. */
    for (width = 1; width < k; width *= 2) {
        tlv_place *swap;
        for (i = 0; i < k; i += 2 * width) {
            size_t mid = i + width < k ? i + width : k, hi = i + 2 * width < k ? i + 2 * width : k;
            size_t a = i, b = mid;
            o = i;
            while (a < mid && b < hi) {
                other[o++] = place_order(p, places[b], places[a]) < 0 ? places[b++] : places[a++];
            }
            while (a < mid) {
                other[o++] = places[a++];
            }
            while (b < hi) {
                other[o++] = places[b++];
            }
        }
        swap = places;
        places = other;
        other = swap;
    }
    for (i = 0, o = 0; i < k; i++) {
        memcpy(copy + o, p + places[i].at, places[i].len);
        o += places[i].len;
    }
    memcpy(p, copy, n);
    arena_release(scratch, mark);
}

/* Writes the DER of the BER values of `content` to `w` (ber.rs
 * `write_normalized`); *irregular is set where the BER departs from DER,
 * *ambiguous where a value under a tag that is not universal, sent in a
 * form DER would not have written, holds nothing but string segments. */
static synta_status write_normalized(const synta_reader *content, der_out *w, int *irregular, int *ambiguous,
                                     synta_error *err) {
    synta_reader r = *content;
    while (!synta_reader_is_empty(&r)) {
        synta_tlv tlv;
        synta_reader inner;
        uint32_t number;
        int universal, irregular_here = 0;
        SYNTA_TRY(synta_read_tlv(&r, &tlv, err));
        SYNTA_TRY(synta_reader_enter(&r, &tlv, &inner, err));
        number = SYNTA_TAG_NUMBER(tlv.tag);
        universal = SYNTA_TAG_CLASS(tlv.tag) == SYNTA_CLASS_UNIVERSAL;
        {
            /* A header DER would not have written: a non-minimal length,
             * or the indefinite form (end-of-contents after the content). */
            der_out header = {NULL, 0, NULL};
            size_t header_read = tlv.content_offset - tlv.offset;
            der_header(&header, tlv.tag, tlv.content.len);
            irregular_here = header.len != header_read || header_read + tlv.content.len != tlv.raw.len;
        }
        if (SYNTA_TAG_IS_CONSTRUCTED(tlv.tag) && universal && is_string_type(number)) {
            segment_walk walk = {0, 0, 0, 0, NULL};
            uint8_t joined[MAX_JOINED_TIME];
            walk.bits = number == 3;
            SYNTA_TRY(walk_segments(&walk, &inner, err));
            if ((number == 23 || number == 24) && walk.len <= MAX_JOINED_TIME) {
                /* A time: joined, then brought to DER (ber.rs
                 * `write_joined_time`). */
                synta_bytes text;
                walk.len = 0;
                walk.out = joined;
                SYNTA_TRY(walk_segments(&walk, &inner, err));
                text.ptr = joined;
                text.len = walk.len;
                write_time(w, number, text);
            } else {
                der_header(w, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, number), walk.len + (walk.bits ? 1u : 0u));
                if (walk.bits) {
                    uint8_t unused = walk.have_unused ? walk.unused : 0;
                    der_put(w, &unused, 1);
                }
                walk.len = 0;
                walk.have_unused = 0;
                walk.out = w->out ? w->out + w->len : NULL;
                SYNTA_TRY(walk_segments(&walk, &inner, err));
                w->len += walk.len;
            }
            irregular_here = 1;
        } else if (SYNTA_TAG_IS_CONSTRUCTED(tlv.tag)) {
            int inner_irregular = 0, inner_ambiguous = 0;
            size_t start = w->len, from;
            /* One pass: the content is written after a one-octet length,
             * which der_close makes the length it turns out to need. */
            der_header(w, tlv.tag, 0);
            from = w->len;
            SYNTA_TRY(write_normalized(&inner, w, &inner_irregular, &inner_ambiguous, err));
            from = der_close(w, start, from, tlv.tag);
            if (universal && number == 17 && !in_set_of_order(&inner)) {
                inner_irregular = 1;
                if (w->out != NULL) {
                    sort_set_of_forward(w->out + from, w->len - from, w->scratch);
                }
            }
            irregular_here |= inner_irregular;
            *ambiguous |= inner_ambiguous || (!universal && irregular_here && only_strings(&inner));
        } else if (!universal || primitive_in_der_form(number, tlv.content)) {
            der_header(w, tlv.tag, tlv.content.len);
            der_put(w, tlv.content.ptr, tlv.content.len);
        } else if (number == 1) {
            /* A form BER allows: the DER one written instead. */
            static const uint8_t true_octet = 0xff;
            der_header(w, tlv.tag, 1);
            der_put(w, &true_octet, 1);
            irregular_here = 1;
        } else if (number == 3) {
            uint8_t last = (uint8_t)(tlv.content.ptr[tlv.content.len - 1] & ~((1u << tlv.content.ptr[0]) - 1u));
            der_header(w, tlv.tag, tlv.content.len);
            der_put(w, tlv.content.ptr, tlv.content.len - 1);
            der_put(w, &last, 1);
            irregular_here = 1;
        } else {
            /* A time (23, 24), in DER form where it has one (with the
             * header's verdict kept: a long length is irregular too). */
            irregular_here |= write_time(w, number, tlv.content);
        }
        *irregular |= irregular_here;
    }
    return SYNTA_OK;
}

/* The TLV `tlv` read in BER mode brought to DER by its universal tags: a
 * view of the input when it is DER already, else a copy in the arena. A
 * value that only its type could bring to DER is refused (ber.rs
 * `normalize`). */
static synta_status normalize_tlv(const synta_reader *r, const synta_tlv *tlv, synta_arena *arena, synta_bytes *out,
                                  synta_error *err) {
    synta_reader whole = nested(r, tlv->raw.ptr, tlv->raw.len, tlv->offset);
    der_out w = {NULL, 0, NULL};
    int irregular = 0, ambiguous = 0;
    SYNTA_TRY(write_normalized(&whole, &w, &irregular, &ambiguous, err));
    if (!irregular) {
        *out = tlv->raw;
        return SYNTA_OK;
    }
    if (ambiguous) {
        return synta_fail(err, SYNTA_ERR_AMBIGUOUS_BER, tlv->offset);
    }
    w.out = (uint8_t *)synta_arena_alloc(arena, w.len, 1);
    if (w.out == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, tlv->offset);
    }
    w.len = 0;
    w.scratch = arena;
    SYNTA_TRY(write_normalized(&whole, &w, &irregular, &ambiguous, err));
    out->ptr = w.out;
    out->len = w.len;
    return SYNTA_OK;
}

/* The DER `der` (one value, made from BER at `offset`) as a TLV. */
static synta_status read_normalized(synta_bytes der, size_t offset, synta_tlv *tlv, synta_error *err) {
    synta_reader d;
    reader_over(&d, der.ptr, der.len, offset);
    return synta_read_tlv(&d, tlv, err);
}

/* decode_raw in BER mode: the value brought to DER, then checked as DER
 * (when `deep`) from depth 0, as Rust checks DER made from BER. */
static synta_status decode_raw_ber(const synta_reader *r, const synta_tlv *tlv, int deep, int want_tag, synta_tag tag,
                                   size_t offset, synta_arena *arena, synta_any *out, synta_error *err) {
    synta_bytes der = {NULL, 0};
    synta_tlv normalized;
    synta_reader d;
    /* DER already, the usual case: one walk, after which it is kept as
     * read. An ANY's walk checks it as DER mode does; a lazy value's walks
     * its structure, which is what finds BER inside. Otherwise (or when the
     * check fails) the walks that bring it to DER and say what is wrong
     * where. */
    reader_over(&d, tlv->raw.ptr, tlv->raw.len, tlv->offset);
    d.depth = (uint8_t)SYNTA_READER_DEPTH(r);
    if (synta_read_tlv(&d, &normalized, NULL) == SYNTA_OK && synta_reader_is_empty(&d) &&
        (deep ? synta_check_value(d.depth, normalized.tag, normalized.offset, normalized.content,
                                  normalized.content_offset, NULL) == SYNTA_OK
              : in_der_form(&d, &normalized))) {
        if (want_tag && normalized.tag != tag) {
            return synta_fail_tag(err, offset, normalized.tag, 1, tag);
        }
        *out = normalized.raw;
        return SYNTA_OK;
    }
    SYNTA_TRY(normalize_tlv(r, tlv, arena, &der, err));
    SYNTA_TRY(read_normalized(der, tlv->offset, &normalized, err));
    if (deep) {
        SYNTA_TRY(synta_check_value(0, normalized.tag, normalized.offset, normalized.content,
                                    normalized.content_offset, err));
    }
    if (want_tag && normalized.tag != tag) {
        return synta_fail_tag(err, offset, normalized.tag, 1, tag);
    }
    *out = normalized.raw;
    return SYNTA_OK;
}

/* Unknown extensions read in BER mode (`span`, from position `start` of
 * r): brought to DER together, then each checked as DER. */
static synta_status normalize_span(const synta_reader *r, size_t start, synta_arena *arena, synta_bytes *span,
                                   synta_error *err) {
    synta_reader values = nested(r, span->ptr, span->len, start), d;
    der_out w = {NULL, 0, NULL};
    int irregular = 0, ambiguous = 0, der = 1;
    /* DER as read, the usual case: kept (as decode_raw_ber keeps a value,
     * and Rust's UnknownExtensions::read). */
    reader_over(&d, span->ptr, span->len, start);
    d.depth = (uint8_t)SYNTA_READER_DEPTH(r);
    while (der && !synta_reader_is_empty(&d)) {
        synta_tlv tlv;
        der = synta_read_tlv(&d, &tlv, NULL) == SYNTA_OK &&
              synta_check_value(d.depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, NULL) == SYNTA_OK;
    }
    if (der) {
        return SYNTA_OK;
    }
    SYNTA_TRY(write_normalized(&values, &w, &irregular, &ambiguous, err));
    if (irregular) {
        if (ambiguous) {
            return synta_fail(err, SYNTA_ERR_AMBIGUOUS_BER, start);
        }
        w.out = (uint8_t *)synta_arena_alloc(arena, w.len ? w.len : 1, 1);
        if (w.out == NULL) {
            return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, start);
        }
        w.len = 0;
        w.scratch = arena;
        SYNTA_TRY(write_normalized(&values, &w, &irregular, &ambiguous, err));
        span->ptr = w.out;
        span->len = w.len;
    }
    /* Each value checked as DER, whether it was DER as read or made so (as
     * Rust's UnknownExtensions::read does, from depth 0). */
    reader_over(&d, span->ptr, span->len, start);
    while (!synta_reader_is_empty(&d)) {
        synta_tlv tlv;
        SYNTA_TRY(synta_read_tlv(&d, &tlv, err));
        SYNTA_TRY(synta_check_value(d.depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, err));
    }
    return SYNTA_OK;
}
#endif /* SYNTA_BER */

/* --- JER (X.697) output: jer.rs of the Rust runtime, to the byte --- */

void synta_jer_init(synta_jer *j, synta_jer_sink sink, void *ctx, synta_arena *scratch) {
    j->put = sink;
    j->ctx = ctx;
    j->scratch = scratch;
    j->comma = 0;
}

void synta_jer_to_file(void *file, const char *text, size_t len) {
    fwrite(text, 1, len, (FILE *)file);
}

static void jer_put(synta_jer *j, const char *text, size_t len) {
    j->put(j->ctx, text, len);
}

static void jer_puts(synta_jer *j, const char *text) {
    jer_put(j, text, strlen(text));
}

/* Before a value: the comma that separates it from the one before. */
static void jer_start(synta_jer *j) {
    if (j->comma) {
        jer_put(j, ",", 1);
    }
    j->comma = 0;
}

void synta_jer_begin_object(synta_jer *j) {
    jer_start(j);
    jer_put(j, "{", 1);
}

void synta_jer_end_object(synta_jer *j) {
    jer_put(j, "}", 1);
    j->comma = 1;
}

void synta_jer_begin_array(synta_jer *j) {
    jer_start(j);
    jer_put(j, "[", 1);
}

void synta_jer_end_array(synta_jer *j) {
    jer_put(j, "]", 1);
    j->comma = 1;
}

/* One code point of a JSON string, escaped as jer.rs escapes it. */
static void jer_code_point(synta_jer *j, uint32_t c) {
    char buf[16];
    size_t n;
    if (c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
        c = 0xfffd; /* no Unicode scalar value */
    }
    if (c == '"' || c == '\\') {
        buf[0] = '\\';
        buf[1] = (char)c;
        jer_put(j, buf, 2);
        return;
    }
    if (c < 0x20 || c == 0x7f) {
        snprintf(buf, sizeof buf, "\\u%04x", (unsigned)c);
        jer_put(j, buf, 6);
        return;
    }
    if (c < 0x80) {
        buf[0] = (char)c;
        n = 1;
    } else if (c < 0x800) {
        buf[0] = (char)(0xc0 | (c >> 6));
        buf[1] = (char)(0x80 | (c & 0x3f));
        n = 2;
    } else if (c < 0x10000) {
        buf[0] = (char)(0xe0 | (c >> 12));
        buf[1] = (char)(0x80 | ((c >> 6) & 0x3f));
        buf[2] = (char)(0x80 | (c & 0x3f));
        n = 3;
    } else {
        buf[0] = (char)(0xf0 | (c >> 18));
        buf[1] = (char)(0x80 | ((c >> 12) & 0x3f));
        buf[2] = (char)(0x80 | ((c >> 6) & 0x3f));
        buf[3] = (char)(0x80 | (c & 0x3f));
        n = 4;
    }
    jer_put(j, buf, n);
}

/* A JSON string of the code points of `s`, `width` octets each (big
 * endian), or of UTF-8 text (width 0, checked when decoded). */
static void jer_text(synta_jer *j, synta_bytes s, size_t width) {
    size_t i = 0;
    jer_start(j);
    jer_put(j, "\"", 1);
    while (i < s.len) {
        uint32_t c = 0;
        size_t k, n = width;
        if (width == 0) {
            uint8_t b = s.ptr[i];
            n = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
            c = n == 1 ? b : (uint32_t)(b & (0x7f >> n));
            for (k = 1; k < n && i + k < s.len; k++) {
                c = c << 6 | (uint32_t)(s.ptr[i + k] & 0x3f);
            }
        } else {
            for (k = 0; k < n && i + k < s.len; k++) {
                c = c << 8 | s.ptr[i + k];
            }
        }
        jer_code_point(j, c);
        i += n;
    }
    jer_put(j, "\"", 1);
    j->comma = 1;
}

void synta_jer_member(synta_jer *j, const char *name) {
    synta_bytes text;
    text.ptr = (const uint8_t *)name;
    text.len = strlen(name);
    jer_text(j, text, 0);
    jer_put(j, ":", 1);
    j->comma = 0;
}

void synta_jer_identifier(synta_jer *j, const char *name) {
    synta_bytes text;
    text.ptr = (const uint8_t *)name;
    text.len = strlen(name);
    jer_text(j, text, 0);
}

/* A literal or number written as it is. */
static void jer_raw(synta_jer *j, const char *text) {
    jer_start(j);
    jer_puts(j, text);
    j->comma = 1;
}

void synta_jer_bool(synta_jer *j, bool v) {
    jer_raw(j, v ? "true" : "false");
}

void synta_jer_null(synta_jer *j) {
    jer_raw(j, "null");
}

void synta_jer_int64(synta_jer *j, int64_t v) {
    char buf[24];
    snprintf(buf, sizeof buf, "%lld", (long long)v);
    jer_raw(j, buf);
}

void synta_jer_uint64(synta_jer *j, uint64_t v) {
    char buf[24];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
    jer_raw(j, buf);
}

void synta_jer_hex(synta_jer *j, synta_bytes bytes) {
    static const char digits[] = "0123456789ABCDEF";
    char buf[64];
    size_t i, n = 0;
    jer_start(j);
    jer_put(j, "\"", 1);
    for (i = 0; i < bytes.len; i++) {
        buf[n++] = digits[bytes.ptr[i] >> 4];
        buf[n++] = digits[bytes.ptr[i] & 15];
        if (n == sizeof buf) {
            jer_put(j, buf, n);
            n = 0;
        }
    }
    jer_put(j, buf, n);
    jer_put(j, "\"", 1);
    j->comma = 1;
}

/* The decimal digits of the big-endian two's-complement (`is_signed`) or
 * unsigned integer `bytes`, NUL-terminated, in room from the scratch arena:
 * jer.rs `decimal`, by division by 10^9 of 32-bit limbs. */
static synta_status jer_decimal(synta_jer *j, synta_bytes bytes, int is_signed, char **out, synta_error *err) {
    size_t nlimbs = (bytes.len + 3) / 4, i, used, digits = 0;
    int negative = is_signed && bytes.len > 0 && (bytes.ptr[0] & 0x80);
    uint32_t *limbs, *groups;
    size_t ngroups = 0;
    char *text;
    /* At most 10 decimal digits per 4 octets, and a sign. */
    size_t cap = nlimbs * 10 + 3;
    if (j->scratch == NULL || nlimbs > SIZE_MAX / 16) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, 0);
    }
    /* The limbs, then the groups of nine digits: fewer than 10 per 9 limbs
     * (a limb holds 9.64 digits), so twice as many is room enough. */
    limbs = (uint32_t *)synta_arena_alloc(j->scratch, (nlimbs * 3 + 1) * sizeof(uint32_t), sizeof(uint32_t));
    text = (char *)synta_arena_alloc(j->scratch, cap, 1);
    if (limbs == NULL || text == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, 0);
    }
    groups = limbs + nlimbs;
    /* The magnitude, in little-endian limbs. */
    memset(limbs, 0, nlimbs * sizeof(uint32_t));
    for (i = 0; i < bytes.len; i++) {
        size_t from_end = bytes.len - 1 - i;
        uint8_t b = negative ? (uint8_t)~bytes.ptr[i] : bytes.ptr[i];
        limbs[from_end / 4] |= (uint32_t)b << (8 * (from_end % 4));
    }
    if (negative) { /* two's complement: inverted above, now add one */
        for (i = 0; i < nlimbs && ++limbs[i] == 0; i++) {
        }
    }
    used = nlimbs;
    for (;;) {
        uint64_t rem = 0;
        while (used > 0 && limbs[used - 1] == 0) {
            used--;
        }
        if (used == 0) {
            break;
        }
        for (i = used; i-- > 0;) {
            uint64_t cur = rem << 32 | limbs[i];
            limbs[i] = (uint32_t)(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        groups[ngroups++] = (uint32_t)rem;
    }
    if (negative) {
        text[digits++] = '-';
    }
    if (ngroups == 0) {
        text[digits++] = '0';
    } else {
        digits += (size_t)snprintf(text + digits, cap - digits, "%lu", (unsigned long)groups[ngroups - 1]);
        for (i = ngroups - 1; i-- > 0;) {
            digits += (size_t)snprintf(text + digits, cap - digits, "%09lu", (unsigned long)groups[i]);
        }
    }
    text[digits] = '\0';
    *out = text;
    return SYNTA_OK;
}

synta_status synta_jer_integer(synta_jer *j, const synta_integer *v, synta_error *err) {
    char *text;
    SYNTA_TRY(jer_decimal(j, *v, 1, &text, err));
    jer_raw(j, text);
    return SYNTA_OK;
}

void synta_jer_bits(synta_jer *j, const synta_bit_string *v) {
    synta_bytes bytes;
    bytes.ptr = v->ptr;
    bytes.len = v->len;
    synta_jer_begin_object(j);
    synta_jer_member(j, "value");
    synta_jer_hex(j, bytes);
    synta_jer_member(j, "length");
    synta_jer_uint64(j, (uint64_t)synta_bit_string_length(v));
    synta_jer_end_object(j);
}

/* One arc of `bytes` (a sub-identifier's base-128 digits), minus `minus`
 * (80 for the third arc of a first sub-identifier of 80 or more). */
static synta_status jer_arc(synta_jer *j, synta_bytes digits, unsigned minus, synta_error *err) {
    uint64_t v = 0;
    size_t i;
    char buf[24];
    if (digits.len <= 9) { /* at most 63 bits */
        for (i = 0; i < digits.len; i++) {
            v = v << 7 | (uint64_t)(digits.ptr[i] & 0x7f);
        }
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)(v - minus));
        jer_puts(j, buf);
    } else {
        /* The arc as big-endian octets, then in decimal. */
        size_t bits = digits.len * 7, n = (bits + 7) / 8, at;
        uint8_t *octets;
        char *text;
        SYNTA_TRY(synta_check(j->scratch != NULL, SYNTA_ERR_ARENA_EXHAUSTED, 0, err));
        octets = (uint8_t *)synta_arena_alloc(j->scratch, n, 1);
        SYNTA_TRY(synta_check(octets != NULL, SYNTA_ERR_ARENA_EXHAUSTED, 0, err));
        memset(octets, 0, n);
        for (i = 0; i < digits.len; i++) {
            size_t k;
            for (k = 0; k < 7; k++) {
                if (digits.ptr[digits.len - 1 - i] & (1u << k)) {
                    at = i * 7 + k;
                    octets[n - 1 - at / 8] |= (uint8_t)(1u << (at % 8));
                }
            }
        }
        /* Subtract `minus` (the value is at least that). */
        for (i = n; i-- > 0 && minus > 0;) {
            unsigned cur = octets[i];
            octets[i] = (uint8_t)(cur - (minus & 0xff));
            minus = (minus >> 8) + (cur < (minus & 0xff));
        }
        {
            synta_bytes magnitude;
            magnitude.ptr = octets;
            magnitude.len = n;
            SYNTA_TRY(jer_decimal(j, magnitude, 0, &text, err));
        }
        jer_puts(j, text);
    }
    return SYNTA_OK;
}

synta_status synta_jer_oid(synta_jer *j, const synta_oid *v, int relative, synta_error *err) {
    size_t i = 0, start = 0;
    int first = !relative;
    jer_start(j);
    jer_put(j, "\"", 1);
    for (i = 0; i < v->len; i++) {
        synta_bytes digits;
        if (v->ptr[i] & 0x80) {
            continue;
        }
        digits.ptr = v->ptr + start;
        digits.len = i + 1 - start;
        if (start > 0) {
            jer_put(j, ".", 1);
        }
        if (first) {
            /* The first sub-identifier holds two arcs. */
            uint64_t small = 0;
            size_t k;
            int big = digits.len > 9;
            for (k = 0; !big && k < digits.len; k++) {
                small = small << 7 | (uint64_t)(digits.ptr[k] & 0x7f);
            }
            if (!big && small < 80) {
                char buf[8];
                snprintf(buf, sizeof buf, "%u.%u", (unsigned)(small / 40), (unsigned)(small % 40));
                jer_puts(j, buf);
            } else {
                jer_put(j, "2.", 2);
                SYNTA_TRY(jer_arc(j, digits, 80, err));
            }
            first = 0;
        } else {
            SYNTA_TRY(jer_arc(j, digits, 0, err));
        }
        start = i + 1;
    }
    jer_put(j, "\"", 1);
    j->comma = 1;
    return SYNTA_OK;
}

void synta_jer_string(synta_jer *j, synta_string_kind kind, const synta_string *v) {
    switch (kind) {
    case SYNTA_STRING_BMP: jer_text(j, *v, 2); break;
    case SYNTA_STRING_UNIVERSAL: jer_text(j, *v, 4); break;
    case SYNTA_STRING_UTF8: jer_text(j, *v, 0); break;
    default: jer_text(j, *v, 1); break; /* each octet the code point of its number */
    }
}

/* A text with separators inserted before the given offsets (time.rs
 * write_extended): DATE `2024-02-29`, TIME-OF-DAY `23:59:59`. */
static void jer_extended(synta_jer *j, synta_bytes text, const char *separators, const size_t *at, size_t n) {
    size_t i, from = 0;
    jer_start(j);
    jer_put(j, "\"", 1);
    for (i = 0; i < n && at[i] <= text.len; i++) {
        jer_put(j, (const char *)text.ptr + from, at[i] - from);
        jer_put(j, separators + i, 1);
        from = at[i];
    }
    jer_put(j, (const char *)text.ptr + from, text.len - from);
    jer_put(j, "\"", 1);
    j->comma = 1;
}

void synta_jer_text(synta_jer *j, synta_jer_text_kind kind, synta_bytes v) {
    static const size_t date[] = {4, 6}, time_of_day[] = {2, 4}, date_time[] = {4, 6, 8, 10, 12};
    switch (kind) {
    case SYNTA_JER_DATE: jer_extended(j, v, "--", date, 2); break;
    case SYNTA_JER_TIME_OF_DAY: jer_extended(j, v, "::", time_of_day, 2); break;
    case SYNTA_JER_DATE_TIME: jer_extended(j, v, "--T::", date_time, 5); break;
    case SYNTA_JER_DURATION:
        jer_start(j);
        jer_put(j, "\"P", 2);
        jer_put(j, (const char *)v.ptr, v.len);
        jer_put(j, "\"", 1);
        j->comma = 1;
        break;
    case SYNTA_JER_UTF8: jer_text(j, v, 0); break;
    default: jer_text(j, v, 1); break; /* UTCTime, GeneralizedTime, TIME: ASCII */
    }
}

/* `v` (finite, not zero) as Rust's `{:?}` writes an f64: the shortest
 * digits that read back as `v`; plain from 1e-4 up to 1e16 (with at least
 * one digit after the point), else `De` notation (`1e16`, `1.5e-7`). */
static void jer_double(synta_jer *j, double v) {
    char text[40], digits[20], out[400];
    int precision, exponent = 0;
    size_t nd = 0, n = 0, i;
    double magnitude = v < 0 ? -v : v;
    for (precision = 1; precision <= 17; precision++) {
        char check[40];
        const char *p;
        snprintf(text, sizeof text, "%.*e", precision - 1, magnitude);
        /* The digits (any decimal separator skipped) and the exponent. */
        nd = 0;
        for (p = text; *p != 'e'; p++) {
            if (*p >= '0' && *p <= '9') {
                digits[nd++] = *p;
            }
        }
        exponent = atoi(p + 1);
        digits[nd] = '\0';
        snprintf(check, sizeof check, "%se%d", digits, exponent - (int)nd + 1);
        if (strtod(check, NULL) == magnitude) {
            break;
        }
    }
    while (nd > 1 && digits[nd - 1] == '0') {
        nd--;
    }
    if (v < 0) {
        out[n++] = '-';
    }
    if (magnitude >= 1e-4 && magnitude < 1e16) {
        if (exponent >= 0) {
            for (i = 0; i <= (size_t)exponent; i++) {
                out[n++] = i < nd ? digits[i] : '0';
            }
            out[n++] = '.';
            if ((size_t)exponent + 1 >= nd) {
                out[n++] = '0';
            }
            for (i = (size_t)exponent + 1; i < nd; i++) {
                out[n++] = digits[i];
            }
        } else {
            out[n++] = '0';
            out[n++] = '.';
            for (i = 1; i < (size_t)-exponent; i++) {
                out[n++] = '0';
            }
            for (i = 0; i < nd; i++) {
                out[n++] = digits[i];
            }
        }
        out[n] = '\0';
    } else {
        out[n++] = digits[0];
        if (nd > 1) {
            out[n++] = '.';
            for (i = 1; i < nd; i++) {
                out[n++] = digits[i];
            }
        }
        snprintf(out + n, sizeof out - n, "e%d", exponent);
    }
    jer_raw(j, out);
}

synta_status synta_jer_real(synta_jer *j, const synta_real *v, synta_error *err) {
    synta_bytes exponent, mantissa;
    double d;
    if (v->len == 0) {
        jer_raw(j, "0");
        return SYNTA_OK;
    }
    switch (v->ptr[0]) {
    case REAL_MINUS_ZERO: jer_raw(j, "\"-0\""); return SYNTA_OK;
    case REAL_PLUS_INFINITY: jer_raw(j, "\"INF\""); return SYNTA_OK;
    case REAL_MINUS_INFINITY: jer_raw(j, "\"-INF\""); return SYNTA_OK;
    case REAL_NOT_A_NUMBER: jer_raw(j, "\"NaN\""); return SYNTA_OK;
    case REAL_NR3: {
        /* NR3 `125.E-2` is the JSON number `125E-2`. */
        size_t i;
        int dropped = 0;
        jer_start(j);
        for (i = 1; i < v->len; i++) {
            if (v->ptr[i] == '.' && !dropped) {
                dropped = 1;
                continue;
            }
            jer_put(j, (const char *)v->ptr + i, 1);
        }
        j->comma = 1;
        return SYNTA_OK;
    }
    default: break;
    }
    d = synta_real_to_double(*v);
    if (d == d && d != 0.0 && d - d == 0.0) {
        jer_double(j, d);
        return SYNTA_OK;
    }
    /* Beyond a double: the exact value in the value notation. */
    if (!split_binary(*v, &exponent, &mantissa)) {
        return synta_fail(err, SYNTA_ERR_INVALID_REAL, 0);
    }
    {
        char *m, *e;
        char head[32];
        SYNTA_TRY(jer_decimal(j, mantissa, 0, &m, err));
        SYNTA_TRY(jer_decimal(j, exponent, 1, &e, err));
        jer_start(j);
        snprintf(head, sizeof head, "\"{ mantissa %s", (v->ptr[0] & 0x40) ? "-" : "");
        jer_puts(j, head);
        jer_puts(j, m);
        jer_puts(j, ", base 2, exponent ");
        jer_puts(j, e);
        jer_puts(j, " }\"");
        j->comma = 1;
    }
    return SYNTA_OK;
}
