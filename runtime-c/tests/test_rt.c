/* Unit tests of the C runtime: one case per DER rule, with the error code,
 * offset and message the Rust runtime gives for the same bytes; the arena;
 * the back-to-front writer. Prints `N passed, M failed`. */
#include "synta_codec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (cond) {                                                              \
            passed++;                                                            \
        } else {                                                                 \
            failed++;                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

static synta_bytes bytes(const char *s, size_t n) {
    synta_bytes b;
    b.ptr = (const uint8_t *)s;
    b.len = n;
    return b;
}
#define B(lit) bytes(lit, sizeof(lit) - 1)
#define S(str) bytes(str, strlen(str))

/* Reads one TLV of the whole input and requires the reader to be done:
 * the structural rules. Returns the status; fills err. */
static synta_status read_whole(synta_bytes in, synta_error *err) {
    synta_reader r;
    synta_tlv tlv;
    synta_status s;
    synta_reader_init(&r, in.ptr, in.len);
    if ((s = synta_read_tlv(&r, &tlv, err)) != SYNTA_OK) {
        return s;
    }
    return synta_reader_finish(&r, err);
}

static void structural_rules(void) {
    synta_error err;
    CHECK(read_whole(B("\x04\x81\x05hello"), &err) == SYNTA_ERR_NON_MINIMAL_LENGTH && err.offset == 1);
    CHECK(read_whole(B("\x30\x80\x00\x00"), &err) == SYNTA_ERR_INDEFINITE_LENGTH && err.offset == 1);
    CHECK(read_whole(B("\x04\x01\x00\x00"), &err) == SYNTA_ERR_TRAILING_DATA && err.offset == 3);
    CHECK(read_whole(B("\x04\x05\x00"), &err) == SYNTA_ERR_LENGTH_BEYOND_PARENT && err.offset == 0);
    CHECK(read_whole(B("\x1f\x1e\x00"), &err) == SYNTA_ERR_NON_MINIMAL_TAG);
    CHECK(read_whole(B("\x1f\x80\x01\x00"), &err) == SYNTA_ERR_NON_MINIMAL_TAG);
    CHECK(read_whole(B("\x04\x82\x00\x80"), &err) == SYNTA_ERR_NON_MINIMAL_LENGTH);
    CHECK(read_whole(B("\x04\x85\x01\x00\x00\x00\x00"), &err) == SYNTA_ERR_LENGTH_TOO_LARGE);
    CHECK(read_whole(B("\x04"), &err) == SYNTA_ERR_TRUNCATED && err.offset == 1);
    CHECK(read_whole(B("\x9f\x80\x80\x80\x80\x01\x00"), &err) == SYNTA_ERR_NON_MINIMAL_TAG);
    CHECK(read_whole(B("\x9f\x81\x80\x80\x80\x01\x00"), &err) == SYNTA_ERR_TAG_TOO_LARGE);
    CHECK(read_whole(B("\x9f\x1f\x00"), &err) == SYNTA_OK);
}

static void depth_limit(void) {
    /* 70 nested SEQUENCEs, built with the writer: entering the 65th fails. */
    uint8_t buf[256];
    synta_reader r[SYNTA_MAX_DEPTH + 2];
    synta_writer w;
    synta_tlv tlv;
    synta_error err;
    size_t len = 0, offset = 0;
    int i;
    synta_status s = SYNTA_OK;
    synta_writer_init(&w, buf, sizeof buf);
    for (i = 0; i < 70; i++) {
        synta_write_header(&w, SYNTA_TAG_SEQUENCE, w.len);
    }
    CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK);
    synta_reader_init(&r[0], buf, len);
    for (i = 0; i <= SYNTA_MAX_DEPTH && s == SYNTA_OK; i++) {
        offset = synta_reader_offset(&r[i]);
        s = synta_read_tlv(&r[i], &tlv, &err);
        if (s == SYNTA_OK) {
            s = synta_reader_enter(&r[i], &tlv, &r[i + 1], &err);
        }
    }
    CHECK(s == SYNTA_ERR_TOO_DEEP && err.offset == offset && i == SYNTA_MAX_DEPTH + 1);
}

static void unexpected_tag_and_path(void) {
    synta_reader r;
    synta_tlv tlv;
    synta_error err;
    char text[128];
    size_t need;
    synta_reader_init(&r, (const uint8_t *)"\x02\x01\x05", 3);
    CHECK(synta_read_expected(&r, SYNTA_TAG_SEQUENCE, &tlv, &err) == SYNTA_ERR_UNEXPECTED_TAG);
    CHECK(synta_reader_offset(&r) == 0);
    synta_error_at(&err, "version");
    synta_error_at_index(&err, 2);
    synta_error_at(&err, "Certificate");
    need = synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "Certificate[2].version at byte 0: unexpected tag [UNIVERSAL 2], expected [UNIVERSAL 16 c]") == 0);
    CHECK(need == strlen(text));
    /* Cut to the buffer, still terminated, still counting. */
    CHECK(synta_error_format(&err, text, 8) == need && strlen(text) == 7);
    synta_reader_init(&r, NULL, 0);
    CHECK(synta_read_expected(&r, SYNTA_TAG_SEQUENCE, &tlv, &err) == SYNTA_ERR_MISSING);
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "<value> at byte 0: required component missing") == 0);
}

static void primitive_rules(void) {
    synta_error err;
    bool flag;
    int64_t i64;
    uint64_t u64;
    CHECK(synta_check_boolean(B("\x01"), 5, &flag, &err) == SYNTA_ERR_INVALID_BOOLEAN && err.offset == 5);
    CHECK(synta_check_boolean(B("\xff"), 0, &flag, &err) == SYNTA_OK && flag == 1);
    CHECK(synta_check_null(B("\x00"), 0, &err) == SYNTA_ERR_INVALID_NULL);
    CHECK(synta_check_integer(B(""), 0, &err) == SYNTA_ERR_EMPTY_INTEGER);
    CHECK(synta_check_integer(B("\x00\x7f"), 0, &err) == SYNTA_ERR_NON_MINIMAL_INTEGER);
    CHECK(synta_check_integer(B("\xff\x80"), 0, &err) == SYNTA_ERR_NON_MINIMAL_INTEGER);
    CHECK(synta_check_integer(B("\x00\x80"), 0, &err) == SYNTA_OK);
    CHECK(synta_integer_to_i64(B("\x80"), 0, &i64, &err) == SYNTA_OK && i64 == -128);
    CHECK(synta_integer_to_i64(B("\x80\x00\x00\x00\x00\x00\x00\x00"), 0, &i64, &err) == SYNTA_OK && i64 == INT64_MIN);
    CHECK(synta_integer_to_i64(B("\x00\x80\x00\x00\x00\x00\x00\x00\x00"), 0, &i64, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    CHECK(synta_integer_to_u64(B("\x00\xff\xff\xff\xff\xff\xff\xff\xff"), 0, &u64, &err) == SYNTA_OK && u64 == UINT64_MAX);
    CHECK(synta_integer_to_u64(B("\xff"), 0, &u64, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    CHECK(synta_check_oid(B("\x2a\x86\x48"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_oid(B("\x2a\x80\x01"), 10, &err) == SYNTA_ERR_NON_MINIMAL_OID && err.offset == 11);
    CHECK(synta_check_oid(B("\x2a\x86"), 0, &err) == SYNTA_ERR_INVALID_OID && err.offset == 2);
    CHECK(synta_check_oid(B(""), 0, &err) == SYNTA_ERR_INVALID_OID);
    CHECK(synta_check_bit_string(B("\x03\x08"), 0, 0, &err) == SYNTA_OK);
    CHECK(synta_check_bit_string(B("\x03\x09"), 0, 0, &err) == SYNTA_ERR_INVALID_BIT_STRING);
    CHECK(synta_check_bit_string(B("\x08\x00"), 0, 0, &err) == SYNTA_ERR_INVALID_BIT_STRING);
    CHECK(synta_check_bit_string(B("\x01"), 0, 0, &err) == SYNTA_ERR_INVALID_BIT_STRING);
    CHECK(synta_check_bit_string(B("\x00\x80\x00"), 0, 1, &err) == SYNTA_ERR_BIT_STRING_TRAILING_ZERO);
    CHECK(synta_check_bit_string(B("\x07\x80"), 0, 1, &err) == SYNTA_OK);
}

static void strings_and_times(void) {
    synta_error err;
    CHECK(synta_check_string(SYNTA_STRING_PRINTABLE, B("Hello (World)?"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_string(SYNTA_STRING_PRINTABLE, B("a@b"), 10, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 11);
    CHECK(synta_check_string(SYNTA_STRING_IA5, B("a\x80"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_VISIBLE, B("a\x7f"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_NUMERIC, B("12 3a"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 4);
    {
        /* Every octet against each ASCII alphabet, alone and after a valid
         * prefix (found at its offset): X.680's sizes, 74, 128, 95 and 11. */
        static const struct {
            synta_string_kind kind;
            int size;
        } alphabets[] = {{SYNTA_STRING_PRINTABLE, 74}, {SYNTA_STRING_IA5, 128}, {SYNTA_STRING_VISIBLE, 95},
                         {SYNTA_STRING_NUMERIC, 11}};
        size_t a;
        for (a = 0; a < sizeof alphabets / sizeof alphabets[0]; a++) {
            int b, accepted = 0;
            for (b = 0; b < 256; b++) {
                uint8_t text[10] = {'1', '1', '1', '1', '1', '1', '1', '1', '1', (uint8_t)b};
                synta_bytes one = {text + 9, 1}, long_text = {text, sizeof text};
                synta_status alone = synta_check_string(alphabets[a].kind, one, 0, &err);
                synta_status prefixed = synta_check_string(alphabets[a].kind, long_text, 100, &err);
                accepted += alone == SYNTA_OK;
                CHECK(alone == prefixed && (prefixed == SYNTA_OK || err.offset == 109));
            }
            CHECK(accepted == alphabets[a].size);
        }
    }
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("caf\xc3\xa9"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("ab\xc0\xaf"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 2);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("\xed\xa0\x80"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("\xf4\x90\x80\x80"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("x\xe2\x82"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 1);
    CHECK(synta_check_string(SYNTA_STRING_BMP, B("\x00\x41\xd8\x00"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 2);
    CHECK(synta_check_string(SYNTA_STRING_BMP, B("\x00\x41\x00"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_UNIVERSAL, B("\x00\x11\x00\x00"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_BYTES, B("\xff\x00"), 0, &err) == SYNTA_OK);
    /* SIZE counts characters: octets, pairs, quadruples (a partial last
     * one counting), or UTF-8 sequences. */
    CHECK(synta_string_length(SYNTA_STRING_PRINTABLE, B("Test CA")) == 7);
    CHECK(synta_string_length(SYNTA_STRING_BYTES, B("\xff\x00\x01")) == 3);
    CHECK(synta_string_length(SYNTA_STRING_UTF8, B("caf\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80")) == 6);
    CHECK(synta_string_length(SYNTA_STRING_BMP, B("\x00\x41\x20\xac")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_BMP, B("\x00\x41\x00")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_UNIVERSAL, B("\x00\x01\xf6\x00\x00\x00\x00\x41")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_UNIVERSAL, B("\x00\x00\x00\x41\x00")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_UTF8, B("")) == 0);

    CHECK(synta_check_utc_time(B("491231235959Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_utc_time(B("4912312359Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_utc_time(B("491231235959+0100"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_utc_time(B("000229000000Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_utc_time(B("990229000000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240229120000Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_generalized_time(B("21000229120000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101000000.5Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_generalized_time(B("20240101000000.50Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101000000.Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101000000"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101240000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);

    CHECK(synta_der_set_order(B("\x01\x02"), B("\x01\x03")) < 0);
    CHECK(synta_der_set_order(B("\x01\x02\x00"), B("\x01\x02")) == 0);
    CHECK(synta_der_set_order(B("\x01\x02\x01"), B("\x01\x02")) > 0);
}

/* The DER time check written the plain way, octet by octet: the oracle of
 * the runtime's eight-digits-at-a-time checks. `year_digits` is 2
 * (UTCTime) or 4 (GeneralizedTime, here without a fraction). */
static int plain_time_valid(const uint8_t *s, size_t len, size_t year_digits) {
    long f[6];
    size_t i;
    long year = 0;
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap;
    if (len != year_digits + 11 || s[len - 1] != 'Z') {
        return 0;
    }
    for (i = 0; i < len - 1; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return 0;
        }
    }
    for (i = 0; i < year_digits; i++) {
        year = year * 10 + (s[i] - '0');
    }
    if (year_digits == 2) {
        year += year < 50 ? 2000 : 1900;
    }
    for (i = 0; i < 5; i++) {
        f[i] = (s[year_digits + 2 * i] - '0') * 10 + (s[year_digits + 2 * i + 1] - '0');
    }
    leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    return f[0] >= 1 && f[0] <= 12 && f[1] >= 1 && f[1] <= days[f[0] - 1] + (f[0] == 2 && leap) && f[2] <= 23 &&
           f[3] <= 59 && f[4] <= 59;
}

/* Whether the runtime's check of `len` octets agrees with the plain one. */
static int time_check_agrees(const uint8_t *t, size_t len, size_t year_digits) {
    synta_error err;
    synta_bytes b = {t, len};
    synta_status got = year_digits == 4 ? synta_check_generalized_time(b, 0, &err) : synta_check_utc_time(b, 0, &err);
    return (got == SYNTA_OK) == plain_time_valid(t, len, year_digits);
}

/* Every field at and beyond its bounds, in leap and common years and the
 * centuries' exceptions; then every octet value at every position of the
 * valid times of the first of the month: the checks agree with the plain
 * one. */
static void times_against_a_plain_check(void) {
    static const int years[] = {1900, 1950, 1999, 2000, 2004, 2023, 2049, 2100, 9999};
    static const int day_values[] = {0, 1, 28, 29, 30, 31, 32};
    static const int clocks[][3] = {{0, 0, 0}, {23, 59, 59}, {24, 0, 0}, {0, 60, 0}, {0, 0, 60}};
    size_t y, d, c, year_digits, at;
    int month, octet;
    long disagreements = 0, compared = 0;
    for (y = 0; y < sizeof years / sizeof years[0]; y++)
        for (month = 0; month <= 13; month++)
            for (d = 0; d < sizeof day_values / sizeof day_values[0]; d++)
                for (c = 0; c < sizeof clocks / sizeof clocks[0]; c++)
                    for (year_digits = 2; year_digits <= 4; year_digits += 2) {
                        char text[24];
                        uint8_t *t = (uint8_t *)text;
                        size_t len = (size_t)sprintf(text, "%0*d%02d%02d%02d%02d%02dZ", (int)year_digits,
                                                     year_digits == 4 ? years[y] : years[y] % 100, month,
                                                     day_values[d], clocks[c][0], clocks[c][1], clocks[c][2]);
                        disagreements += !time_check_agrees(t, len, year_digits);
                        compared++;
                        if (day_values[d] != 1 || !plain_time_valid(t, len, year_digits)) {
                            continue;
                        }
                        for (at = 0; at < len; at++) {
                            uint8_t keep = t[at];
                            for (octet = 0; octet < 256; octet++) {
                                t[at] = (uint8_t)octet;
                                disagreements += !time_check_agrees(t, len, year_digits);
                                compared++;
                            }
                            t[at] = keep;
                        }
                    }
    CHECK(disagreements == 0);
    CHECK(compared > 100000);
}

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
    synta_arena_reset(&a);
    CHECK(p.released == 1 && synta_arena_alloc(&a, 16, 1) == buf.bytes);
}

static void writer(void) {
    uint8_t out[64];
    synta_writer w;
    synta_error err;
    size_t len = 0, mark;
    static const int64_t values[] = {0, 127, 128, -128, -129, 256, INT64_MIN, INT64_MAX};
    static const char *const encodings[] = {"\x00", "\x7f", "\x00\x80", "\x80", "\xff\x7f", "\x01\x00",
                                            "\x80\x00\x00\x00\x00\x00\x00\x00", "\x7f\xff\xff\xff\xff\xff\xff\xff"};
    static const size_t lengths[] = {1, 1, 2, 1, 2, 2, 8, 8};
    size_t i;
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        synta_writer_init(&w, out, sizeof out);
        synta_write_int64(&w, values[i]);
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK && len == lengths[i] &&
              memcmp(out, encodings[i], len) == 0);
    }
    synta_writer_init(&w, out, sizeof out);
    synta_write_uint64(&w, UINT64_MAX);
    CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK && len == 9 && out[0] == 0 && out[1] == 0xff);

    /* SEQUENCE { INTEGER 5, [31] OCTET STRING "hi" }, written back to front. */
    synta_writer_init(&w, out, sizeof out);
    mark = w.len;
    synta_write_bytes(&w, (const uint8_t *)"hi", 2);
    synta_write_header(&w, SYNTA_TAG(SYNTA_CLASS_CONTEXT, 0, 31), 2);
    synta_write_int64(&w, 5);
    synta_write_header(&w, SYNTA_TAG_INTEGER, 1);
    synta_write_header(&w, SYNTA_TAG_SEQUENCE, w.len - mark);
    {
        /* Where it was written, before the move to the front. */
        synta_bytes view;
        CHECK(synta_writer_view(&w, &view, &err) == SYNTA_OK && view.len == 10 &&
              view.ptr == out + sizeof out - 10 && memcmp(view.ptr, "\x30\x08\x02\x01\x05\x9f\x1f\x02hi", 10) == 0);
    }
    CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK && len == 10 &&
          memcmp(out, "\x30\x08\x02\x01\x05\x9f\x1f\x02hi", 10) == 0);

    /* Long lengths and the counting mode agree. */
    {
        static uint8_t big[300], outbig[310];
        size_t counted = 0;
        synta_writer_init(&w, NULL, 0);
        synta_write_bytes(&w, big, sizeof big);
        synta_write_header(&w, SYNTA_TAG_OCTET_STRING, sizeof big);
        {
            synta_bytes view;
            CHECK(synta_writer_view(&w, &view, &err) == SYNTA_OK && view.ptr == NULL && view.len == 304);
        }
        CHECK(synta_writer_finish(&w, &counted, &err) == SYNTA_OK && counted == 304);
        synta_writer_init(&w, outbig, sizeof outbig);
        synta_write_bytes(&w, big, sizeof big);
        synta_write_header(&w, SYNTA_TAG_OCTET_STRING, sizeof big);
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK && len == counted &&
              memcmp(outbig, "\x04\x82\x01\x2c", 4) == 0);
        synta_writer_init(&w, outbig, 100);
        synta_write_bytes(&w, big, sizeof big);
        {
            synta_bytes view;
            CHECK(synta_writer_view(&w, &view, &err) == SYNTA_ERR_BUFFER_TOO_SMALL);
        }
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL);
    }

    /* Headers of every size, read back by the strict reader: tag numbers at
     * each octet boundary of the long form, lengths at each of the long
     * form's, in every class and both forms; too little room overflows. */
    {
        static const uint32_t numbers[] = {0, 30, 31, 127, 128, 16383, 16384, 2097151, 2097152, SYNTA_MAX_TAG_NUMBER};
        static const size_t contents[] = {0, 127, 128, 255, 256, 65535, 65536};
        static uint8_t body[65536 + 16];
        size_t n, c, cls;
        for (n = 0; n < sizeof numbers / sizeof numbers[0]; n++) {
            for (c = 0; c < sizeof contents / sizeof contents[0]; c++) {
                for (cls = 0; cls < 4; cls++) {
                    synta_tag tag = SYNTA_TAG(cls, cls & 1, numbers[n]);
                    synta_reader r;
                    synta_tlv tlv;
                    synta_writer_init(&w, body, sizeof body);
                    w.len = contents[c]; /* as if the content were written */
                    synta_write_header(&w, tag, contents[c]);
                    CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK);
                    synta_reader_init(&r, body, len);
                    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_OK && tlv.tag == tag &&
                          tlv.content.len == contents[c] && synta_reader_offset(&r) == len);
                    synta_writer_init(&w, body, contents[c] + 1);
                    w.len = contents[c];
                    synta_write_header(&w, tag, contents[c]);
                    CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL);
                }
            }
        }
    }
}

/* The writes generated encoders make inline (short contents, short
 * headers) and the general ones, in every mix: counting gives the length
 * that writing gives, and once a write does not fit, nothing more is
 * stored anywhere (the octets around the buffer stay as they were) while
 * the count goes on. */
static void writer_room(void) {
    static const uint8_t text[] = "0123456789abcdefghijklmnopqrstuvwxyzABCD";
    static const size_t sizes[] = {1, 2, 15, 16, 17, 40};
    size_t mix, cap;
    for (mix = 0; mix < 64; mix++) {
        size_t counted, len, i;
        synta_writer w;
        synta_error err;
        /* The same encoding, counted then written into ever smaller room. */
        for (cap = 0; cap <= 200; cap++) {
            uint8_t guarded[256];
            uint8_t *buf = cap ? guarded + 16 : NULL;
            int intact = 1;
            memset(guarded, 0xa5, sizeof guarded);
            synta_writer_init(&w, buf, cap);
            for (i = 0; i < 6; i++) {
                size_t mark = synta_writer_mark(&w);
                synta_bytes content;
                content.ptr = text;
                content.len = sizes[(mix + i) % 6];
                if ((mix >> i) & 1) {
                    synta_encode_bytes(&w, content);
                } else {
                    synta_write_bytes(&w, content.ptr, content.len);
                }
                if ((mix >> (5 - i)) & 1) {
                    synta_write_header_since(&w, SYNTA_TAG_OCTET_STRING, mark);
                } else {
                    synta_write_header(&w, SYNTA_TAG_UTF8_STRING, content.len);
                }
            }
            synta_write_header_since(&w, SYNTA_TAG_SEQUENCE, 0);
            if (cap == 0) {
                CHECK(synta_writer_finish(&w, &counted, &err) == SYNTA_OK && w.len == counted);
                continue;
            }
            if (cap >= counted) {
                synta_reader r, seq;
                CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK && len == counted);
                /* Read back: the six strings, last written first. */
                synta_reader_init(&r, buf, len);
                CHECK(synta_open(&r, SYNTA_TAG_SEQUENCE, &seq, &err) == SYNTA_OK);
                for (i = 6; i-- > 0;) {
                    synta_tlv tlv;
                    size_t size = sizes[(mix + i) % 6];
                    CHECK(synta_read_tlv(&seq, &tlv, &err) == SYNTA_OK && tlv.content.len == size &&
                          memcmp(tlv.content.ptr, text, size) == 0);
                }
            } else {
                CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && w.len == counted);
            }
            for (i = 0; i < 16; i++) {
                intact &= guarded[i] == 0xa5 && guarded[16 + cap + i] == 0xa5;
            }
            CHECK(intact);
        }
    }
}

/* A lazy field is one TLV in DER form; its content waits for its accessor,
 * while synta_decode_any checks the content now. */
static void lazy_fields(void) {
    synta_error err;
    synta_reader r;
    synta_any out;
    synta_arena *arena = NULL; /* DER mode allocates nothing */
    /* A SEQUENCE holding a UTF8String that is not UTF-8. */
    synta_bytes bad_content = B("\x30\x05\x0c\x03\xff\xfe\xfd");
    synta_reader_init(&r, bad_content.ptr, bad_content.len);
    CHECK(synta_decode_lazy_tagged(&r, SYNTA_TAG_SEQUENCE, arena, &out, &err) == SYNTA_OK && out.len == 7);
    synta_reader_init(&r, bad_content.ptr, bad_content.len);
    CHECK(synta_decode_any(&r, arena, &out, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 4);
    /* The framing is still DER: a long-form length that fits the short form fails. */
    synta_bytes bad_length = B("\x30\x81\x02\x05\x00");
    synta_reader_init(&r, bad_length.ptr, bad_length.len);
    CHECK(synta_decode_lazy(&r, arena, &out, &err) == SYNTA_ERR_NON_MINIMAL_LENGTH && err.offset == 1);
    /* Another tag than the one expected, and nothing at all. */
    synta_reader_init(&r, bad_content.ptr, bad_content.len);
    CHECK(synta_decode_lazy_tagged(&r, SYNTA_TAG_SET, arena, &out, &err) == SYNTA_ERR_UNEXPECTED_TAG && err.offset == 0);
    synta_reader_init(&r, bad_content.ptr, 0);
    CHECK(synta_decode_lazy(&r, arena, &out, &err) == SYNTA_ERR_MISSING);
}

static void open_type_keys(void) {
    /* Sorted as byte strings: a prefix before what extends it. */
    const synta_bytes keys[] = {B("\x2a\x86\x48"), B("\x55\x1d"), B("\x55\x1d\x13"), B("\x55\x1d\x25")};
    synta_reader r;
    synta_bytes rest;
    CHECK(synta_find_key(keys, 4, B("\x2a\x86\x48")) == 0);
    CHECK(synta_find_key(keys, 4, B("\x55\x1d")) == 1);
    CHECK(synta_find_key(keys, 4, B("\x55\x1d\x13")) == 2);
    CHECK(synta_find_key(keys, 4, B("\x55\x1d\x25")) == 3);
    CHECK(synta_find_key(keys, 4, B("\x55\x1d\x14")) == 4);
    CHECK(synta_find_key(keys, 4, B("\x55")) == 4);
    CHECK(synta_find_key(keys, 4, B("")) == 4);
    CHECK(synta_find_key(keys, 0, B("\x55\x1d")) == 0);
    synta_reader_init(&r, (const uint8_t *)"\x01\x02\x03", 3);
    r.cur += 1;
    rest = synta_take_rest(&r);
    CHECK(rest.len == 2 && rest.ptr[0] == 2 && synta_reader_is_empty(&r));
}

static void oid_text(void) {
    char text[64];
    CHECK(synta_oid_to_text(B("\x55\x1d\x13"), text, sizeof text) == 9 && strcmp(text, "2.5.29.19") == 0);
    CHECK(synta_oid_to_text(B("\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0b"), text, sizeof text) == 21);
    CHECK(strcmp(text, "1.2.840.113549.1.1.11") == 0);
    CHECK(synta_oid_to_text(B("\x09\x92\x26"), text, sizeof text) == 8 && strcmp(text, "0.9.2342") == 0);
    /* The first sub-identifier past 80 is all arc 2 (2.999 is 1079). */
    CHECK(synta_oid_to_text(B("\x88\x37\x03"), text, sizeof text) == 7 && strcmp(text, "2.999.3") == 0);
    /* A UUID arc (2.25.N) and the largest arc decoding allows (2^128 - 1). */
    synta_oid_to_text(B("\x69\x83\xf0\x9d\xa7\xeb\xcf\xde\xe0\xc7\xa1\xa7\xb2\xc0\x94\x8c\xc8\xf9\xd7\x76"), text, sizeof text);
    CHECK(strcmp(text, "2.25.329800735698586629295641978511506172918") == 0);
    synta_oid_to_text(B("\x69\x83\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f"), text, sizeof text);
    CHECK(strcmp(text, "2.25.340282366920938463463374607431768211455") == 0);
    /* Cut short like snprintf: the whole length, a terminated prefix. */
    CHECK(synta_oid_to_text(B("\x55\x1d\x13"), text, 5) == 9 && strcmp(text, "2.5.") == 0);
    CHECK(synta_oid_to_text(B("\x55\x1d\x13"), NULL, 0) == 9);
}

static void integer_order(void) {
    /* -129, -128, -1, 0, 1, 127, 128, 2^64 in ascending order. */
    const synta_integer order[] = {
        B("\xff\x7f"), B("\x80"), B("\xff"), B("\x00"), B("\x01"), B("\x7f"), B("\x00\x80"),
        B("\x01\x00\x00\x00\x00\x00\x00\x00\x00"),
    };
    size_t i, j, n = sizeof order / sizeof order[0];
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            int c = synta_integer_compare(order[i], order[j]);
            CHECK(i < j ? c < 0 : i > j ? c > 0 : c == 0);
        }
    }
    CHECK(synta_integer_compare(B("\x05"), SYNTA_INTEGER_CONST("\x05")) == 0);
}

/* REAL: the same encodings and refusals as runtime-rust/src/real.rs. */
static void reals(void) {
    static const double values[] = {1.0,    -1.0,   0.5,    255.0,    0.1,   -1234.5625, 1.7976931348623157e308,
                                    2.2250738585072014e-308, 5e-324, -5e-324, 1e300, 3.141592653589793};
    static const char *const bad[] = {
        "\x80\x00\x02", "\x80\x00\x00\x01", "\x81\x00\x01\x01", "\x83\x01\x01\x01", "\x90\x00\x01", "\x84\x00\x01",
        "\x80\x00", "\x40\x00", "\x44", "\x01\x31", "\x03\x31\x30.E+0", "\x03\x31.E0", "\x03\x31.E+1", "\x03+1.E1",
        "\x03\x31.5E1"};
    static const size_t bad_len[] = {3, 4, 4, 4, 3, 3, 2, 2, 1, 2, 7, 5, 6, 6, 6};
    uint8_t buf[SYNTA_REAL_MAX_DOUBLE];
    synta_error err;
    synta_real r;
    size_t i;
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        r = synta_real_from_double(values[i], buf);
        CHECK(synta_check_real(r, 0, &err) == SYNTA_OK);
        CHECK(synta_real_to_double(r) == values[i]);
    }
    r = synta_real_from_double(255.0, buf);
    CHECK(r.len == 3 && memcmp(r.ptr, "\x80\x00\xff", 3) == 0);
    r = synta_real_from_double(-0.5, buf);
    CHECK(r.len == 3 && memcmp(r.ptr, "\xc0\xff\x01", 3) == 0);
    r = synta_real_from_double(5e-324, buf);
    CHECK(r.len == 4 && memcmp(r.ptr, "\x81\xfb\xce\x01", 4) == 0);
    CHECK(synta_real_from_double(0.0, buf).len == 0);
    r = synta_real_from_double(-0.0, buf);
    CHECK(r.len == 1 && r.ptr[0] == 0x43);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(synta_check_real(bytes(bad[i], bad_len[i]), 7, &err) == SYNTA_ERR_INVALID_REAL && err.offset == 7);
    }
    CHECK(synta_real_to_double(B("\x03-125.E-2")) == -1.25);
    CHECK(synta_real_to_double(B("\x03\x31.E+0")) == 1.0);
    /* Octets that are not DER read as NaN, whatever they hold. */
    CHECK(synta_real_to_double(B("\x03\x31\x32")) != synta_real_to_double(B("\x03\x31\x32")));
    CHECK(synta_real_to_double(B("\x01\x31")) != synta_real_to_double(B("\x01\x31")));
    /* 2^64 + 1 needs 65 bits: it rounds to 2^64. */
    CHECK(synta_real_to_double(B("\x80\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01")) == 18446744073709551616.0);
}

/* DATE, TIME-OF-DAY, DATE-TIME and the IRIs, as in runtime-rust. */
static void useful_times_and_iris(void) {
    synta_error err;
    CHECK(synta_check_date(B("20240229"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_date(B("20230229"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_date(B("15811231"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_date(B("2024-02-29"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_time_of_day(B("235959"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_time_of_day(B("240000"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_time_of_day(B("235960"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_date_time(B("19511014153000"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_date_time(B("19511014153000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    {
        /* TIME and DURATION: some of the cases of runtime-rust/src/iso_time.rs. */
        static const char *const good_times[] = {"1985-W15-5", "-0002-04-12", "15:27:35.5", "15:27:46+01",
                                                  "2024-02-29T12:00Z", "2000-366", "19", "24:00:00",
                                                  "+12345-01-01", "R5/2024-01-01T09:00/PT1H", "R/P1W"};
        static const char *const bad_times[] = {"", "15:27:35,5", "15:27:46+01:00", "2023-02-29", "1900-02-29",
                                                "1985-W54", "24:00:01", "1985-04T12:00", "19850412",
                                                "12345-01-01", "P1D/P1D", "R05/P1D", "2024-01-01T"};
        static const char *const good_durations[] = {"2Y10M15DT10H20M30S", "1W", "0.5W", "1Y0M", "T1H", "1DT0.25S"};
        static const char *const bad_durations[] = {"", "P1Y", "1", "T", "1DT", "01D", "1M1Y", "1H", "1W1D",
                                                    "1.5Y1M", "1,5S", "1.S"};
        size_t i;
        for (i = 0; i < sizeof good_times / sizeof *good_times; i++) {
            CHECK(synta_check_time(S(good_times[i]), 0, &err) == SYNTA_OK);
        }
        for (i = 0; i < sizeof bad_times / sizeof *bad_times; i++) {
            CHECK(synta_check_time(S(bad_times[i]), 5, &err) == SYNTA_ERR_INVALID_TIME && err.offset == 5);
        }
        for (i = 0; i < sizeof good_durations / sizeof *good_durations; i++) {
            CHECK(synta_check_duration(S(good_durations[i]), 0, &err) == SYNTA_OK);
        }
        for (i = 0; i < sizeof bad_durations / sizeof *bad_durations; i++) {
            CHECK(synta_check_duration(S(bad_durations[i]), 0, &err) == SYNTA_ERR_INVALID_TIME);
        }
    }
    CHECK(synta_check_oid_iri(B("/ISO/Registration_Authority/19785.CBEFF"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_oid_iri(B("/Joint-ISO-ITU-T/0/\xc3\x9cnicode"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_relative_oid_iri(B("Registration_Authority/19785.CBEFF"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_oid_iri(B("/ISO//1"), 3, &err) == SYNTA_ERR_INVALID_IRI && err.offset == 3);
    CHECK(synta_check_oid_iri(B("/01"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_oid_iri(B("/a-"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_oid_iri(B("/a\xc2\x85"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_oid_iri(B("ISO"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_relative_oid_iri(B(""), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_relative_oid_iri(B("/ISO"), 0, &err) == SYNTA_ERR_INVALID_IRI);
}

/* BER mode: the cases of runtime-rust/src/ber.rs's tests, with the same
 * errors at the same offsets. */
static synta_status any_ber(synta_bytes in, synta_arena *arena, synta_any *out, synta_error *err) {
    synta_reader r;
    synta_reader_init_ber(&r, in.ptr, in.len);
    SYNTA_TRY(synta_decode_any(&r, arena, out, err));
    return synta_reader_finish(&r, err);
}

static int same(synta_bytes a, synta_bytes b) {
    return a.len == b.len && memcmp(a.ptr, b.ptr, a.len) == 0;
}

static void ber_mode(void) {
    static uint8_t space[1 << 16];
    static uint8_t big[4 + 300];
    synta_arena arena;
    synta_error err;
    synta_reader r, c;
    synta_tlv tlv;
    synta_any any;
    bool flag;
    synta_bit_string bits;
    size_t i;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* Indefinite and long lengths: the content, and the raw value with its
     * end-of-contents. DER mode still refuses them. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x30\x80\x02\x81\x01\x05\x02\x01\x07\x00\x00", 11);
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_OK && tlv.content.len == 7 && tlv.raw.len == 11);
    CHECK(read_whole(B("\x30\x80\x00\x00"), &err) == SYNTA_ERR_INDEFINITE_LENGTH);
    /* A raw value brought to DER: segments joined, BOOLEAN as 0xFF, a SET
     * sorted, lengths definite. */
    CHECK(any_ber(B("\x30\x80\x24\x80\x04\x01\x61\x00\x00\x01\x01\x05\x31\x06\x02\x01\x02\x02\x01\x01\x00\x00"), &arena,
                  &any, &err) == SYNTA_OK);
    CHECK(same(any, B("\x30\x0e\x04\x01\x61\x01\x01\xff\x31\x06\x02\x01\x01\x02\x01\x02")));
    /* An indefinite length whose DER header would be as long as the
     * indefinite one and its end-of-contents (four octets) is not DER. */
    big[0] = 0x30;
    big[1] = 0x80;
    big[2] = 0x04;
    big[3] = 0x82;
    big[4] = 0x01;
    big[5] = 0x28;
    for (i = 6; i < sizeof big - 2; i++) big[i] = 0x5a;
    big[sizeof big - 2] = big[sizeof big - 1] = 0;
    CHECK(any_ber(bytes((const char *)big, sizeof big), &arena, &any, &err) == SYNTA_OK);
    CHECK(any.len == sizeof big && any.ptr[1] == 0x82 && any.ptr[2] == 0x01 && any.ptr[3] == 0x2c);
    /* A DER header around BER: brought to DER, lazy or not. */
    CHECK(any_ber(B("\x30\x07\x30\x80\x01\x01\x01\x00\x00"), &arena, &any, &err) == SYNTA_OK &&
          same(any, B("\x30\x05\x30\x03\x01\x01\xff")));
    synta_reader_init_ber(&r, (const uint8_t *)"\x30\x07\x30\x80\x01\x01\x01\x00\x00", 9);
    CHECK(synta_decode_lazy(&r, &arena, &any, &err) == SYNTA_OK && same(any, B("\x30\x05\x30\x03\x01\x01\xff")));
    /* A lazy value's probe finds each form DER would not write under a
     * DER header (the cases of ber.rs's probe test): a length not minimal,
     * a string in segments, BOOLEAN true as 0x01, unused bits set, a time
     * without seconds, a SET out of order; each is brought to DER. */
    {
        static const struct {
            const char *ber, *der;
            size_t ber_len, der_len;
        } probes[] = {
            {"\x30\x04\x04\x81\x01\x61", "\x30\x03\x04\x01\x61", 6, 5},
            {"\x30\x05\x24\x03\x04\x01\x61", "\x30\x03\x04\x01\x61", 7, 5},
            {"\x30\x03\x01\x01\x01", "\x30\x03\x01\x01\xff", 5, 5},
            {"\x30\x04\x03\x02\x01\x81", "\x30\x04\x03\x02\x01\x80", 6, 6},
            {"\x30\x0d\x17\x0b" "2511251415Z", "\x30\x0f\x17\x0d" "251125141500Z", 15, 17},
            {"\x31\x06\x02\x01\x07\x02\x01\x05", "\x31\x06\x02\x01\x05\x02\x01\x07", 8, 8},
        };
        size_t p;
        for (p = 0; p < sizeof probes / sizeof probes[0]; p++) {
            synta_reader_init_ber(&r, (const uint8_t *)probes[p].ber, probes[p].ber_len);
            CHECK(synta_decode_lazy(&r, &arena, &any, &err) == SYNTA_OK);
            CHECK(same(any, bytes(probes[p].der, probes[p].der_len)) && any.ptr != (const uint8_t *)probes[p].ber);
        }
        /* What BER and DER encode alike is left to the value's decoding: a
         * PrintableString with '@' and an INTEGER not minimal stay as read. */
        synta_reader_init_ber(&r, (const uint8_t *)"\x30\x07\x13\x01@\x02\x02\x00\x05", 9);
        CHECK(synta_decode_lazy(&r, &arena, &any, &err) == SYNTA_OK && any.len == 9 && any.ptr == r.end - 9);
    }
    /* Deep nesting whose lengths grow to two octets, then three, on the
     * way out: every level's header made longer than its placeholder. */
    {
        static uint8_t ber[2 + 260 + 60 * 4], der[4 + 260 + 60 * 4];
        size_t n = 0, d, k, levels = 60;
        for (k = 0; k < levels; k++) {
            ber[n++] = 0x30;
            ber[n++] = 0x80;
        }
        ber[n++] = 0x04;
        ber[n++] = 0x82;
        ber[n++] = 0x01;
        ber[n++] = 0x00;
        memset(ber + n, 0x5a, 256);
        n += 256;
        for (k = 0; k < levels; k++) {
            ber[n++] = 0;
            ber[n++] = 0;
        }
        /* The DER, from the inside out, right-aligned in der[]. */
        d = sizeof der;
        d -= 256;
        memset(der + d, 0x5a, 256);
        der[--d] = 0x00;
        der[--d] = 0x01;
        der[--d] = 0x82;
        der[--d] = 0x04;
        for (k = 0; k < levels; k++) {
            size_t len = sizeof der - d;
            if (len > 0xff) {
                der[--d] = (uint8_t)len;
                der[--d] = (uint8_t)(len >> 8);
                der[--d] = 0x82;
            } else {
                der[--d] = (uint8_t)len;
                der[--d] = 0x81;
            }
            der[--d] = 0x30;
        }
        CHECK(any_ber(bytes((const char *)ber, n), &arena, &any, &err) == SYNTA_OK &&
              same(any, bytes((const char *)der + d, sizeof der - d)));
    }
    /* A SET of 20 000 INTEGERs in reverse order, sorted by merging in
     * scratch room the arena lends and takes back; and, in an arena with
     * room for the DER only, by insertion. Both give the same DER. */
    {
        enum { K = 20000 };
        static uint8_t ber[2 + 5 * K + 2], der[5 + 5 * K], space2[5 + 5 * K + 64], roomy[1 << 20];
        synta_arena small, large;
        size_t k;
        ber[0] = 0x31;
        ber[1] = 0x80;
        der[0] = 0x31;
        der[1] = 0x83;
        der[2] = (uint8_t)((5 * K) >> 16);
        der[3] = (uint8_t)((5 * K) >> 8);
        der[4] = (uint8_t)(5 * K);
        for (k = 0; k < K; k++) {
            uint8_t *b = ber + 2 + 5 * k, *d = der + 5 + 5 * k;
            size_t down = K - 1 - k;
            b[0] = d[0] = 0x02;
            b[1] = d[1] = 0x03;
            b[2] = d[2] = 0x01;
            b[3] = (uint8_t)(down >> 8);
            b[4] = (uint8_t)down;
            d[3] = (uint8_t)(k >> 8);
            d[4] = (uint8_t)k;
        }
        ber[sizeof ber - 2] = ber[sizeof ber - 1] = 0;
        synta_arena_init(&large, roomy, sizeof roomy, NULL);
        CHECK(any_ber(bytes((const char *)ber, sizeof ber), &large, &any, &err) == SYNTA_OK &&
              same(any, bytes((const char *)der, sizeof der)));
        CHECK(synta_arena_used(&large) < sizeof der + 64); /* the scratch was given back */
        {
            /* 2000 values, room for the DER only: the insertion sort. */
            static uint8_t ber2[2 + 5 * 2000 + 2];
            memcpy(ber2, ber, 2 + 5 * 2000);
            ber2[sizeof ber2 - 2] = ber2[sizeof ber2 - 1] = 0;
            synta_arena_init(&small, space2, 5 + 5 * 2000 + 8, NULL);
            CHECK(any_ber(bytes((const char *)ber2, sizeof ber2), &small, &any, &err) == SYNTA_OK && any.len == 4 + 5 * 2000);
            for (k = 1; k < 2000 && any.len == 4 + 5 * 2000; k++) {
                synta_bytes a = {any.ptr + 4 + 5 * (k - 1), 5}, b = {any.ptr + 4 + 5 * k, 5};
                if (synta_der_set_order(a, b) > 0) {
                    break;
                }
            }
            CHECK(k == 2000);
        }
    }
    /* DER input stays a view of the input. */
    CHECK(any_ber(B("\x30\x03\x02\x01\x05"), &arena, &any, &err) == SYNTA_OK && any.ptr[0] == 0x30 && any.len == 5);
    /* A context tag around OCTET STRINGs, sent in BER: an IMPLICIT string
     * in segments or a SEQUENCE OF; only the type can tell. */
    CHECK(any_ber(B("\xa0\x80\x04\x01\x61\x04\x01\x62\x00\x00"), &arena, &any, &err) == SYNTA_ERR_AMBIGUOUS_BER &&
          err.offset == 0);
    CHECK(any_ber(B("\xa0\x06\x04\x01\x61\x04\x01\x62"), &arena, &any, &err) == SYNTA_OK);
    /* A constructed OCTET STRING alone under the tag (CMS's streamed
     * eContent) is a string under an EXPLICIT tag; mixed with a primitive
     * segment it is ambiguous again. */
    CHECK(any_ber(B("\xa0\x80\x24\x80\x04\x01\x61\x04\x01\x62\x00\x00\x00\x00"), &arena, &any, &err) ==
              SYNTA_OK &&
          any.len == 6 && memcmp(any.ptr, "\xa0\x04\x04\x02\x61\x62", 6) == 0);
    CHECK(any_ber(B("\xa0\x80\x24\x80\x04\x01\x61\x00\x00\x04\x01\x62\x00\x00"), &arena, &any, &err) ==
          SYNTA_ERR_AMBIGUOUS_BER);
    /* Strings in segments, one constructed itself; BIT STRING unused bits
     * only in the last segment; a segment of another type. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x24\x80\x04\x02\xaa\xbb\x24\x03\x04\x01\xcc\x00\x00", 13);
    CHECK(synta_open_segments(&r, SYNTA_TAG_OCTET_STRING, 0, &arena, &c, &err) == SYNTA_OK && c.end - c.cur == 3 &&
          memcmp(c.cur, "\xaa\xbb\xcc", 3) == 0 && synta_reader_is_empty(&r));
    synta_reader_init_ber(&r, (const uint8_t *)"\x23\x09\x03\x02\x00\xf0\x03\x03\x04\x0f\xf0", 11);
    CHECK(synta_open_segments(&r, SYNTA_TAG_BIT_STRING, 1, &arena, &c, &err) == SYNTA_OK && c.end - c.cur == 4 &&
          memcmp(c.cur, "\x04\xf0\x0f\xf0", 4) == 0);
    synta_reader_init_ber(&r, (const uint8_t *)"\x23\x08\x03\x02\x04\xf0\x03\x02\x00\x0f", 10);
    CHECK(synta_open_segments(&r, SYNTA_TAG_BIT_STRING, 1, &arena, &c, &err) == SYNTA_ERR_INVALID_BIT_STRING &&
          err.offset == 6);
    /* No segment at all: the empty BIT STRING, typed or raw. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x23\x00", 2);
    CHECK(synta_open_segments(&r, SYNTA_TAG_BIT_STRING, 1, &arena, &c, &err) == SYNTA_OK && c.end - c.cur == 1 &&
          c.cur[0] == 0);
    CHECK(any_ber(B("\x23\x80\x00\x00"), &arena, &any, &err) == SYNTA_OK && same(any, B("\x03\x01\x00")));
    synta_reader_init_ber(&r, (const uint8_t *)"\x24\x04\x02\x02\xaa\xbb", 6);
    CHECK(synta_open_segments(&r, SYNTA_TAG_OCTET_STRING, 0, &arena, &c, &err) == SYNTA_ERR_WRONG_SEGMENT && err.offset == 2);
    /* The same constructed form is refused without BER mode. */
    synta_reader_init(&r, (const uint8_t *)"\x24\x03\x04\x01\xcc", 5);
    CHECK(synta_open_segments(&r, SYNTA_TAG_OCTET_STRING, 0, &arena, &c, &err) == SYNTA_ERR_UNEXPECTED_TAG);
    /* Malformed BER: a primitive of indefinite length, no end-of-contents. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x04\x80\x01\x00\x00", 5);
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_ERR_INDEFINITE_PRIMITIVE && err.offset == 1);
    CHECK(strcmp(synta_status_message(err.code), "indefinite length on a primitive value") == 0);
    synta_reader_init_ber(&r, (const uint8_t *)"\x30\x80\x05\x00", 4);
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_ERR_MISSING_END_OF_CONTENTS && err.offset == 4);
    /* BOOLEAN true as any non-zero octet; unused bits that are not zero
     * cleared in a copy; trailing zero named bits dropped. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x01", 1);
    CHECK(synta_decode_bool(&r, &flag, &err) == SYNTA_OK && flag);
    synta_reader_init_ber(&r, (const uint8_t *)"\x04\xff", 2);
    CHECK(synta_decode_bit_string(&r, 0, &arena, &bits, &err) == SYNTA_OK && bits.unused == 4 && bits.len == 1 &&
          bits.ptr[0] == 0xf0);
    synta_reader_init_ber(&r, (const uint8_t *)"\x00\x80\x00", 3);
    CHECK(synta_decode_bit_string(&r, 1, &arena, &bits, &err) == SYNTA_OK && bits.unused == 7 && bits.len == 1);
    synta_reader_init(&r, (const uint8_t *)"\x00\x80\x00", 3);
    CHECK(synta_decode_bit_string(&r, 1, &arena, &bits, &err) == SYNTA_ERR_BIT_STRING_TRAILING_ZERO);
}

/* BER forms of the times (ber_time.rs's cases): the DER form of each, or
 * NULL when it names no instant DER can write. */
static void ber_times(void) {
    static const struct {
        const char *ber, *der;
    } utc[] = {
        {"2401011200Z", "240101120000Z"},     {"240101120000Z", "240101120000Z"},
        {"240101120000+0100", "240101110000Z"}, {"2401010030-0045", "240101011500Z"},
        {"240101003000+0100", "231231233000Z"}, {"000301000000+0001", "000229235900Z"},
        {"240101120000", NULL},                {"2401011200.5Z", NULL},
        {"240101120000+01", NULL},             {"240101120000+2400", NULL},
        {"491231230000-0200", NULL},           {"500101000000+0100", NULL},
        {"490229000000Z", NULL},               {"2401011260Z", NULL},
        {"240101120000Zjunk", NULL},           {"24010112Z", NULL},
    },
      generalized[] = {
          {"2024010112Z", "20240101120000Z"},
          {"202401011230Z", "20240101123000Z"},
          {"2024010112,5Z", "20240101123000Z"},
          {"2024010112.1234567Z", "20240101120724.44412Z"},
          {"202401011230.25Z", "20240101123015Z"},
          {"202401011230.001Z", "20240101123000.06Z"},
          {"20240101123015,50Z", "20240101123015.5Z"},
          {"20240101123015.000Z", "20240101123015Z"},
          {"20240101120000+01", "20240101110000Z"},
          {"20240101120000-0130", "20240101133000Z"},
          {"20231231235959.5-0001", "20240101000059.5Z"},
          {"20240101000000.123456789123+0000", "20240101000000.123456789123Z"},
          {"99991231235959.999999999Z", "99991231235959.999999999Z"},
          {"20240101120000", NULL},
          {"2024010112.5", NULL},
          {"20240101120000.Z", NULL},
          {"2024010112.Z", NULL},
          {"20240101120000+1", NULL},
          {"20240101120000+0160", NULL},
          {"20240230120000Z", NULL},
          {"2024010124Z", NULL},
          {"00000101003000+0100", NULL},
          {"202401011", NULL},
          {"2024010112.123456789012345678901234567890123Z", NULL},
      };
    static uint8_t space[4096];
    synta_arena arena;
    synta_error err;
    synta_reader r;
    synta_time t;
    synta_any any;
    size_t i, k;
    synta_arena_init(&arena, space, sizeof space, NULL);
    for (k = 0; k < 2; k++) {
        size_t n = k ? sizeof generalized / sizeof *generalized : sizeof utc / sizeof *utc;
        for (i = 0; i < n; i++) {
            const char *ber = k ? generalized[i].ber : utc[i].ber, *der = k ? generalized[i].der : utc[i].der;
            synta_status st;
            synta_reader_init_ber(&r, (const uint8_t *)ber, strlen(ber));
            st = k ? synta_decode_generalized_time(&r, &arena, &t, &err) : synta_decode_utc_time(&r, &arena, &t, &err);
            if (der) {
                CHECK(st == SYNTA_OK && t.len == strlen(der) && memcmp(t.ptr, der, t.len) == 0);
            } else {
                CHECK(st == SYNTA_ERR_INVALID_TIME && err.offset == 0);
            }
        }
    }
    /* DER mode refuses every BER form. */
    synta_reader_init(&r, (const uint8_t *)"2401011200Z", 11);
    CHECK(synta_decode_utc_time(&r, &arena, &t, &err) == SYNTA_ERR_INVALID_TIME);
    /* Inside a raw value, by the universal tag; local time refused there
     * too, at the text. */
    CHECK(any_ber(B("\x30\x11\x17\x0f" "2401011200+0100"), &arena, &any, &err) == SYNTA_OK &&
          same(any, B("\x30\x0f\x17\x0d" "240101110000Z")));
    /* In segments inside a raw value: joined, then brought to DER. */
    CHECK(any_ber(B("\x30\x80\x37\x80\x04\x05" "24010" "\x04\x0a" "11200+0100" "\x00\x00\x00\x00"), &arena, &any,
                  &err) == SYNTA_OK &&
          same(any, B("\x30\x0f\x17\x0d" "240101110000Z")));
    CHECK(any_ber(B("\x30\x10\x18\x0e" "20240101120000"), &arena, &any, &err) == SYNTA_ERR_INVALID_TIME &&
          err.offset == 4);
}

/* The table search of a constraint with many ranges: every value from
 * below the first range to beyond the last, against a linear scan. */
static void range_tables(void) {
    static const synta_range signed_ranges[] = {{INT64_MIN, -100}, {-7, -7}, {-3, 0}, {2, 2}, {5, 9}, {40, INT64_MAX}};
    static const synta_urange unsigned_ranges[] = {{0, 0}, {2, 2}, {5, 9}, {12, 12}, {UINT64_MAX - 1, UINT64_MAX}};
    int64_t x;
    size_t k;
    int agree = 1;
    for (x = -120; x <= 60; x++) {
        int want = 0;
        for (k = 0; k < 6; k++) want |= signed_ranges[k].lo <= x && x <= signed_ranges[k].hi;
        agree &= synta_in_ranges(x, signed_ranges, 6) == (bool)want;
        if (x >= 0) {
            want = 0;
            for (k = 0; k < 5; k++) want |= unsigned_ranges[k].lo <= (uint64_t)x && (uint64_t)x <= unsigned_ranges[k].hi;
            agree &= synta_in_uranges((uint64_t)x, unsigned_ranges, 5) == (bool)want;
        }
    }
    CHECK(agree);
    CHECK(synta_in_ranges(INT64_MIN, signed_ranges, 6) && synta_in_ranges(INT64_MAX, signed_ranges, 6));
    CHECK(synta_in_uranges(UINT64_MAX, unsigned_ranges, 5) && !synta_in_uranges(UINT64_MAX - 2, unsigned_ranges, 5));
    CHECK(!synta_in_ranges(0, signed_ranges, 0));
}

/* A counting writer turned into one over the arena bytes it counted: the
 * same value written there, or the arena's exhaustion where it has no
 * room. */
static void arena_writer(void) {
    static const uint8_t content[] = {1, 2, 3};
    uint8_t space[64], tiny[2];
    synta_arena arena;
    synta_writer w;
    synta_error err;
    synta_bytes out;
    int pass;
    synta_arena_init(&arena, space, sizeof space, NULL);
    synta_writer_init(&w, NULL, 0);
    for (pass = 0; pass < 2; pass++) {
        synta_write_bytes(&w, content, sizeof content);
        synta_write_header_since(&w, SYNTA_TAG_OCTET_STRING, 0);
        if (pass == 0) CHECK(synta_arena_writer(&w, &arena, 9, &err) == SYNTA_OK);
    }
    CHECK(synta_writer_view(&w, &out, &err) == SYNTA_OK);
    CHECK(out.len == 5 && memcmp(out.ptr, "\x04\x03\x01\x02\x03", 5) == 0);
    CHECK(out.ptr >= space && out.ptr + out.len <= space + sizeof space && synta_arena_used(&arena) == 5);
    synta_arena_init(&arena, tiny, sizeof tiny, NULL);
    synta_writer_init(&w, NULL, 0);
    synta_write_bytes(&w, content, sizeof content);
    CHECK(synta_arena_writer(&w, &arena, 9, &err) == SYNTA_ERR_ARENA_EXHAUSTED && err.offset == 9);
}

/* synta_check_oid, quick pass and exact check together, against the rule
 * written out here arc by arc (X.690 8.19: no arc starts with 0x80, the
 * last octet ends an arc; ours: no arc above 128 bits), on every OID of up
 * to six octets over the octets that matter and on those after a 12-octet
 * prefix (13 to 18 octets, either side of the quick pass's 16), and on
 * arcs of 18 to 20 groups: the same status at the same offset. */
static synta_status oid_rule(const uint8_t *p, size_t n, size_t *at) {
    size_t i, start = 0;
    if (n == 0) {
        *at = 0;
        return SYNTA_ERR_INVALID_OID;
    }
    for (i = 0; i < n; i++) {
        size_t groups = i - start + 1;
        if (i == start && p[i] == 0x80) {
            *at = i;
            return SYNTA_ERR_NON_MINIMAL_OID;
        }
        if (groups > 19 || (groups == 19 && (p[start] & 0x7f) > 0x03)) {
            *at = i;
            return SYNTA_ERR_INVALID_OID;
        }
        if (p[i] < 0x80) {
            start = i + 1;
        }
    }
    *at = n;
    return start == n ? SYNTA_OK : SYNTA_ERR_INVALID_OID;
}

static int oid_agrees(const uint8_t *p, size_t n) {
    synta_error err;
    size_t at = 0;
    synta_bytes content = {p, n};
    synta_status want = oid_rule(p, n, &at), got = synta_check_oid(content, 100, &err);
    return got == want && (got == SYNTA_OK || err.offset == 100 + at);
}

static void oid_checks(void) {
    static const uint8_t octets[] = {0x00, 0x01, 0x03, 0x04, 0x7f, 0x80, 0x81, 0xff};
    static const uint8_t prefix[12] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x2b, 0x06, 0x01};
    uint8_t buf[32];
    size_t len, k, tried = 0, agreed = 0, pre;
    for (pre = 0; pre <= sizeof prefix; pre += sizeof prefix) {
        memcpy(buf, prefix, pre);
        for (len = 0; len <= 6; len++) {
            size_t count = 1, c;
            for (k = 0; k < len; k++) count *= sizeof octets;
            for (c = 0; c < count; c++) {
                size_t v = c;
                for (k = 0; k < len; k++, v /= sizeof octets) buf[pre + k] = octets[v % sizeof octets];
                tried++;
                agreed += (size_t)oid_agrees(buf, pre + len);
            }
        }
    }
    for (len = 18; len <= 20; len++) {
        uint8_t first;
        for (first = 0x80; first <= 0x84; first++) {
            buf[0] = 0x2a;
            buf[1] = first;
            memset(buf + 2, 0xff, len - 2);
            buf[len] = 0x01;
            tried++;
            agreed += (size_t)oid_agrees(buf, len + 1);
        }
    }
    CHECK(tried > 500000 && agreed == tried);
}

/* synta_peek_is against its rule (the tag read as synta_peek_tag reads it,
 * equal to `tag` or to its constructed form), for every first octet,
 * tags of each class and form, low and high numbers, and at the end. */
static void peek_is(void) {
    static const synta_tag tags[] = {SYNTA_TAG_BOOLEAN, SYNTA_TAG_OCTET_STRING, SYNTA_TAG_SEQUENCE, SYNTA_TAG_SET,
                                     SYNTA_TAG(SYNTA_CLASS_CONTEXT, 0, 0), SYNTA_TAG(SYNTA_CLASS_CONTEXT, 1, 3),
                                     SYNTA_TAG(SYNTA_CLASS_APPLICATION, 1, 30), SYNTA_TAG(SYNTA_CLASS_PRIVATE, 0, 5),
                                     SYNTA_TAG(SYNTA_CLASS_CONTEXT, 0, 31), SYNTA_TAG(SYNTA_CLASS_APPLICATION, 1, 200)};
    static const uint8_t seconds[] = {0x00, 0x05, 0x1f, 0x20, 0x80, 0x81};
    size_t t, b, s, tried = 0, agreed = 0;
    for (t = 0; t < sizeof tags / sizeof tags[0]; t++) {
        synta_reader r;
        synta_reader_init(&r, NULL, 0);
        tried++;
        agreed += (size_t)(synta_peek_is(&r, tags[t]) == 0);
        for (b = 0; b < 256; b++) {
            for (s = 0; s < sizeof seconds; s++) {
                uint8_t in[3] = {(uint8_t)b, seconds[s], 0x00};
                synta_tag found;
                int want;
                synta_reader_init(&r, in, sizeof in);
                want = synta_peek_tag(&r, &found) && (found == tags[t] || found == SYNTA_TAG_CONSTRUCTED(tags[t]));
                tried++;
                agreed += (size_t)(synta_peek_is(&r, tags[t]) == want);
            }
        }
    }
    CHECK(tried > 15000 && agreed == tried);
}

/* synta_check_alphabet on one-octet kinds (read octet by octet) and on
 * UTF-8 (read by code point): every octet after a valid prefix, against
 * an alphabet of one range and one of two; the error at the string. */
static void alphabets(void) {
    static const uint32_t ia5[] = {0x00, 0x7f}, digits_and_upper[] = {'0', '9', 'A', 'Z'};
    static const synta_string_kind kinds[] = {SYNTA_STRING_BYTES, SYNTA_STRING_IA5, SYNTA_STRING_PRINTABLE};
    synta_error err;
    size_t k, tried = 0, agreed = 0;
    int b;
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (b = 0; b < 256; b++) {
            uint8_t text[3] = {'A', '1', (uint8_t)b};
            synta_string s = {text, sizeof text};
            int in_ia5 = b < 0x80, in_two = (b >= '0' && b <= '9') || (b >= 'A' && b <= 'Z');
            synta_status one = synta_check_alphabet(kinds[k], s, ia5, 1, 7, &err);
            synta_status two = synta_check_alphabet(kinds[k], s, digits_and_upper, 2, 7, &err);
            tried += 2;
            agreed += (size_t)(one == (in_ia5 ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER));
            agreed += (size_t)(two == (in_two ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER) && (in_two || err.offset == 7));
        }
    }
    CHECK(tried == 1536 && agreed == tried);
    /* Strings of 1 to 24 octets with one octet anywhere: the same answer
     * whether the octets are looked at one by one or eight at a time. */
    {
        static const uint32_t ascii_and_high[] = {0x00, 0x7f, 0xe0, 0xe9};
        uint8_t text[24];
        size_t len, at;
        tried = agreed = 0;
        for (len = 1; len <= sizeof text; len++) {
            for (at = 0; at < len; at++) {
                for (b = 0x78; b < 0x100; b += 0x07) {
                    synta_string s = {text, len};
                    int in_ia5 = b < 0x80, in_three = in_ia5 || (b >= 0xe0 && b <= 0xe9);
                    memset(text, 'k', sizeof text);
                    text[at] = (uint8_t)b;
                    tried += 3;
                    agreed += (size_t)(synta_check_alphabet(SYNTA_STRING_BYTES, s, ia5, 1, 3, &err) ==
                                       (in_ia5 ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER));
                    agreed += (size_t)(synta_check_alphabet(SYNTA_STRING_BYTES, s, ascii_and_high, 2, 3, &err) ==
                                       (in_three ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER));
                    agreed += (size_t)(synta_check_alphabet(SYNTA_STRING_BYTES, s, digits_and_upper, 2, 3, &err) ==
                                       SYNTA_ERR_INVALID_CHARACTER);
                }
            }
        }
        CHECK(tried > 10000 && agreed == tried);
    }
    CHECK(synta_check_alphabet(SYNTA_STRING_UTF8, (synta_string){(const uint8_t *)"a\xc3\xa9", 3}, ia5, 1, 0, &err) ==
          SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_alphabet(SYNTA_STRING_UTF8, (synta_string){(const uint8_t *)"ab", 2}, ia5, 1, 0, &err) == SYNTA_OK);
}

/* The native INTEGER readers' one-octet path against their general path,
 * for every one-octet content and some longer ones: the same status, the
 * same value, the reader at the same place. */
#define SAME_AS_GENERAL(name, type)                                                          \
    do {                                                                                     \
        synta_reader a, b;                                                                   \
        type x = 0, y = 0;                                                                   \
        synta_error e1, e2;                                                                  \
        synta_reader_init(&a, in, n);                                                        \
        synta_reader_init(&b, in, n);                                                        \
        synta_status s1 = name(&a, &x, &e1), s2 = name##_general(&b, &y, &e2);               \
        tried++;                                                                             \
        agreed += (size_t)(s1 == s2 && a.cur == b.cur && (s1 != SYNTA_OK || x == y));        \
    } while (0)
static void native_integers(void) {
    static const uint8_t longer[][3] = {{0x00, 0x80}, {0x00, 0x7f}, {0xff, 0x7f}, {0x01, 0x00}, {0x80, 0x00}};
    size_t tried = 0, agreed = 0, v, n;
    uint8_t in[3];
    for (v = 0; v < 256 + sizeof longer / sizeof longer[0]; v++) {
        if (v < 256) {
            in[0] = (uint8_t)v;
            n = 1;
        } else {
            memcpy(in, longer[v - 256], 2);
            n = 2;
        }
        SAME_AS_GENERAL(synta_decode_i8, int8_t);
        SAME_AS_GENERAL(synta_decode_i16, int16_t);
        SAME_AS_GENERAL(synta_decode_i32, int32_t);
        SAME_AS_GENERAL(synta_decode_i64, int64_t);
        SAME_AS_GENERAL(synta_decode_u8, uint8_t);
        SAME_AS_GENERAL(synta_decode_u16, uint16_t);
        SAME_AS_GENERAL(synta_decode_u32, uint32_t);
        SAME_AS_GENERAL(synta_decode_u64, uint64_t);
    }
    CHECK(tried == 8 * 261 && agreed == tried);
    {
        synta_reader r;
        int8_t i8;
        uint8_t u8;
        synta_error err;
        synta_reader_init(&r, (const uint8_t *)"\xfe", 1);
        CHECK(synta_decode_i8(&r, &i8, &err) == SYNTA_OK && i8 == -2 && synta_reader_is_empty(&r));
        synta_reader_init(&r, (const uint8_t *)"\xfe", 1);
        CHECK(synta_decode_u8(&r, &u8, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    }
}

int main(void) {
    range_tables();
    arena_writer();
    structural_rules();
    depth_limit();
    unexpected_tag_and_path();
    primitive_rules();
    oid_checks();
    peek_is();
    alphabets();
    native_integers();
    strings_and_times();
    times_against_a_plain_check();
    arena();
    writer();
    writer_room();
    lazy_fields();
    open_type_keys();
    oid_text();
    integer_order();
    reals();
    useful_times_and_iris();
    ber_mode();
    ber_times();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
