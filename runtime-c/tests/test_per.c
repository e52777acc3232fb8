/* Unit tests of the C runtime's PER layer (X.691): each piece read in both
 * variants with the error, bit offset and message the Rust runtime gives
 * for the same bits (runtime-rust/src/per.rs), and written back as the
 * Rust writer writes it (runtime-rust/src/per_writer.rs). */
#include "check.h"

static synta_per_reader reader(synta_bytes in, int aligned) {
    synta_per_reader r;
    synta_per_reader_init(&r, in.ptr, in.len, aligned, 0);
    return r;
}

/* Whether `err` prints as `want`. */
static int says(const synta_error *err, const char *want) {
    char text[256];
    synta_error_format(err, text, sizeof text);
    if (strcmp(text, want) != 0) {
        fprintf(stderr, "got:  %s\nwant: %s\n", text, want);
        return 0;
    }
    return 1;
}

static const synta_per_whole BITS3 = {SYNTA_PER_WHOLE_BITS, 3};
static const synta_per_whole BITS17 = {SYNTA_PER_WHOLE_BITS, 17};
static const synta_per_whole OCTET = {SYNTA_PER_WHOLE_OCTETS, 1};
static const synta_per_whole TWO_OCTETS = {SYNTA_PER_WHOLE_OCTETS, 2};
static const synta_per_whole UP_TO_3 = {SYNTA_PER_WHOLE_LENGTH, 3};
static const synta_per_length OPEN = {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}};
static const synta_per_length ONE_TO_4 = {SYNTA_PER_LENGTH_CONSTRAINED, 1, 4, {SYNTA_PER_WHOLE_BITS, 2}};

static void bits_and_padding(void) {
    synta_per_reader r = reader(B("\xb3\x50"), 0);
    synta_error err;
    uint64_t v;
    int b;
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && b == 1);
    CHECK(synta_per_read_bits(&r, 3, &v, &err) == SYNTA_OK && v == 3);
    CHECK(synta_per_read_bits(&r, 7, &v, &err) == SYNTA_OK && v == 0x1A && r.bit == 11);
    CHECK(synta_per_read_bits(&r, 5, &v, &err) == SYNTA_OK && v == 0x10);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_ERR_TRUNCATED && says(&err, "<value> at bit 16: input ends inside a value"));
    /* ALIGNED padding must be zero; UNALIGNED has none. */
    r = reader(B("\x80\x05"), 1);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_align(&r, &err) == SYNTA_OK);
    CHECK(synta_per_read_bits(&r, 8, &v, &err) == SYNTA_OK && v == 5);
    r = reader(B("\x84\x05"), 1);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_align(&r, &err) == SYNTA_ERR_PER_PADDING);
    CHECK(says(&err, "<value> at bit 1: padding bits are not zero (X.691 \xc2\xa7" "3.7.20)"));
    r = reader(B("\x85"), 0);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_align(&r, &err) == SYNTA_OK);
    CHECK(synta_per_read_bits(&r, 7, &v, &err) == SYNTA_OK && v == 5);
}

/* A preamble past 64 bits is a view of its bits, first bit first. */
static void long_preambles(void) {
    synta_per_reader r = reader(B("\x80\x00\x00\x00\x00\x00\x00\x00\x21"), 0);
    synta_per_bitmap preamble;
    synta_error err;
    CHECK(synta_per_read_preamble(&r, 70, &preamble, &err) == SYNTA_OK && r.bit == 70);
    CHECK(synta_per_bitmap_get(&preamble, 0) && !synta_per_bitmap_get(&preamble, 1));
    CHECK(!synta_per_bitmap_get(&preamble, 65) && synta_per_bitmap_get(&preamble, 66));
    CHECK(synta_per_bitmap_get(&preamble, 69) == 0 && synta_per_bitmap_get(&preamble, 70) == 0);
    r = reader(B("\x80\x00\x00\x00\x00\x00\x00\x00"), 0);
    CHECK(synta_per_read_preamble(&r, 70, &preamble, &err) == SYNTA_ERR_TRUNCATED);
    CHECK(says(&err, "<value> at bit 0: input ends inside a value") && r.bit == 0);
}

static void whole_numbers(void) {
    synta_per_reader r;
    synta_error err;
    uint64_t v;
    int b;
    /* INTEGER (0..65536) value 5: `00 02 80` UNALIGNED, `00 05` ALIGNED. */
    r = reader(B("\x00\x02\x80"), 0);
    CHECK(synta_per_read_whole(&r, BITS17, 65536, &v, &err) == SYNTA_OK && v == 5);
    r = reader(B("\x00\x05"), 1);
    CHECK(synta_per_read_whole(&r, UP_TO_3, 65536, &v, &err) == SYNTA_OK && v == 5);
    r = reader(B("\x80\xc8"), 1);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_whole(&r, OCTET, 255, &v, &err) == SYNTA_OK &&
          v == 200);
    r = reader(B("\xe0"), 0);
    CHECK(synta_per_read_whole(&r, BITS3, 5, &v, &err) == SYNTA_ERR_PER_PAST_RANGE);
    CHECK(says(&err, "<value> at bit 0: a number past the upper bound of its range (X.691 \xc2\xa7" "11.5)"));
    r = reader(B("\x40\x00\x05"), 1);
    CHECK(synta_per_read_whole(&r, UP_TO_3, 65536, &v, &err) == SYNTA_ERR_PER_NUMBER_FORM);
    r = reader(B("\xc0\x00\x00\x00\x05"), 1);
    CHECK(synta_per_read_whole(&r, UP_TO_3, 65536, &v, &err) == SYNTA_ERR_PER_OCTET_COUNT);
}

static void lengths(void) {
    synta_per_reader r;
    synta_error err;
    size_t n;
    int more, b;
    r = reader(B("\x40"), 0);
    CHECK(synta_per_read_length(&r, ONE_TO_4, &n, &more, &err) == SYNTA_OK && n == 2 && !more);
    r = reader(B("\x7f"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_OK && n == 127);
    r = reader(B("\x80\x80"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_OK && n == 128);
    r = reader(B("\xbf\xff"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_OK && n == 16383);
    r = reader(B("\xc4"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_OK && n == 65536 && more);
    r = reader(B("\x80\x05"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_ERR_PER_LENGTH_FORM);
    CHECK(says(&err, "<value> at bit 0: a length below 128 in two octets (X.691 \xc2\xa7" "11.9.3.6)"));
    r = reader(B("\xc5"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_ERR_PER_FRAGMENT);
    r = reader(B("\xc0"), 0);
    CHECK(synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_ERR_PER_FRAGMENT);
    r = reader(B("\x80\x03"), 1);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_length(&r, OPEN, &n, &more, &err) == SYNTA_OK &&
          n == 3);
}

static void numbers(void) {
    synta_per_reader r;
    synta_error err;
    synta_per_octets o;
    uint64_t v;
    r = reader(B("\x0a"), 0);
    CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_OK && v == 5);
    r = reader(B("\x80\xa0\x00"), 0);
    CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_OK && v == 64);
    r = reader(B("\x80\x82\x80"), 0);
    CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_ERR_PER_NORMALLY_SMALL_FORM);
    /* 512 in two octets; in four (00 00 02 00) or in none it is not in the
     * fewest octets (fuzz finding 27). */
    r = reader(B("\x81\x01\x00\x00"), 0);
    CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_OK && v == 512);
    r = reader(B("\x82\x00\x00\x00\x80\x00"), 0);
    CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_ERR_PER_INTEGER_FORM && err.offset == 1);
    r = reader(B("\x80\x00"), 0);
    CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_ERR_PER_EMPTY_INTEGER);
    r = reader(B("\x02\x01\x00"), 0);
    CHECK(synta_per_read_integer_octets(&r, 0, &o, &err) == SYNTA_OK && o.len == 2 && synta_per_octet(&o, 0) == 1);
    r = reader(B("\x02\x00\x05"), 0);
    CHECK(synta_per_read_integer_octets(&r, 0, &o, &err) == SYNTA_ERR_PER_INTEGER_FORM);
    r = reader(B("\x02\xff\x80"), 0);
    CHECK(synta_per_read_integer_octets(&r, 1, &o, &err) == SYNTA_ERR_PER_INTEGER_FORM);
    r = reader(B("\x02\x00\x80"), 0);
    CHECK(synta_per_read_integer_octets(&r, 1, &o, &err) == SYNTA_OK);
    r = reader(B("\x00"), 0);
    CHECK(synta_per_read_integer_octets(&r, 1, &o, &err) == SYNTA_ERR_PER_EMPTY_INTEGER);
}

static void octets_and_the_end(void) {
    synta_per_reader r = reader(B("\xaa\xbf\x80"), 0);
    synta_error err;
    synta_per_octets o;
    uint8_t out[2];
    uint64_t v;
    int b;
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_octets(&r, 2, &o, &err) == SYNTA_OK);
    synta_per_copy(&o, out);
    CHECK(out[0] == 0x55 && out[1] == 0x7f);
    r = reader(B("\xc0"), 0);
    CHECK(synta_per_read_bits(&r, 2, &v, &err) == SYNTA_OK && synta_per_finish(&r, &err) == SYNTA_OK);
    r = reader(B("\xc1"), 0);
    CHECK(synta_per_read_bits(&r, 2, &v, &err) == SYNTA_OK && synta_per_finish(&r, &err) == SYNTA_ERR_PER_END_PADDING);
    CHECK(says(&err, "<value> at bit 2: padding bits at the end are not zero (X.691 \xc2\xa7" "11.1)"));
    r = reader(B("\xc0\x00"), 0);
    CHECK(synta_per_read_bits(&r, 2, &v, &err) == SYNTA_OK && synta_per_finish(&r, &err) == SYNTA_ERR_TRAILING_DATA);
    r = reader(B("\x00"), 0);
    CHECK(synta_per_finish(&r, &err) == SYNTA_OK);
    r = reader(B(""), 0);
    CHECK(synta_per_finish(&r, &err) == SYNTA_ERR_TRUNCATED);
    r = reader(B("\x01"), 0);
    CHECK(synta_per_finish(&r, &err) == SYNTA_ERR_PER_EMPTY_ENCODING);
}

static int wrote(synta_per_writer *w, synta_bytes want) {
    size_t len;
    return synta_per_writer_finish(w, &len, NULL) == SYNTA_OK && len == want.len && memcmp(w->buf, want.ptr, len) == 0;
}

/* A run of bit-fields: 1, then 5 in three bits, then 10 in four (the
 * offset of 20 from 10); read at once, taken out in place, gathered and
 * written at once. */
static void runs(void) {
    synta_per_reader r = reader(B("\x6d\x00"), 0);
    synta_per_word run, out = {0, 0, 0};
    synta_per_writer w;
    uint8_t buf[8];
    uint64_t v;
    uint8_t u;
    synta_error err;
    CHECK(synta_per_read_bit(&r, &(int){0}, &err) == SYNTA_OK);
    CHECK(synta_per_read_word(&r, 8, &run, &err) == SYNTA_OK && run.at == 1 && r.bit == 9);
    CHECK(synta_per_word_bit(&run, 0) && !synta_per_word_bit(&run, 5));
    CHECK(synta_per_word_field(&run, 1, 3) == 5);
    CHECK(synta_per_word_u8(&run, 4, 4, 10, 15, &u, &err) == SYNTA_OK && u == 20);
    /* Past the bound: refused at the field's bit of the input. */
    CHECK(synta_per_word_whole(&run, 1, 3, 4, &v, &err) == SYNTA_ERR_PER_PAST_RANGE);
    CHECK(says(&err, "<value> at bit 2: a number past the upper bound of its range (X.691 \xc2\xa7" "11.5)"));
    CHECK(synta_per_read_word(&r, 8, &run, &err) == SYNTA_ERR_TRUNCATED && r.bit == 9);
    synta_per_word_push(&out, 1, 1);
    synta_per_word_push(&out, 5, 3);
    CHECK(synta_per_word_push_uint64(&out, 20, 10, 15, 4, &err) == SYNTA_OK);
    CHECK(synta_per_word_push_int64(&out, 26, 10, 15, 4, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    CHECK(synta_per_word_push_int64(&out, 9, 10, 15, 4, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    synta_per_write_word(&w, &out);
    CHECK(wrote(&w, B("\xda")));
    /* Sixty-four bits at once. */
    out = (synta_per_word){0, 0, 0};
    synta_per_word_push(&out, UINT64_MAX, 64);
    CHECK(out.bits == 64 && synta_per_word_field(&out, 0, 64) == UINT64_MAX);
}

static void writing(void) {
    uint8_t buf[32];
    synta_per_writer w;
    int more, variant;
    size_t n, len;
    synta_error err;
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    synta_per_write_whole(&w, BITS17, 5);
    CHECK(wrote(&w, B("\x00\x02\x80")));
    synta_per_writer_init(&w, buf, sizeof buf, 1);
    synta_per_write_whole(&w, UP_TO_3, 5);
    CHECK(wrote(&w, B("\x00\x05")));
    synta_per_writer_init(&w, buf, sizeof buf, 1);
    synta_per_write_bit(&w, 1);
    synta_per_write_whole(&w, OCTET, 200);
    CHECK(wrote(&w, B("\x80\xc8")));
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(wrote(&w, B("\x00")));
    /* Fragments: 64K and a final length of none; 64K, 32K, then 1696. */
    synta_per_writer_init(&w, buf, sizeof buf, 1);
    n = synta_per_write_length(&w, OPEN, 65536, &more);
    CHECK(n == 65536 && more);
    n = synta_per_write_length(&w, OPEN, 0, &more);
    CHECK(n == 0 && !more);
    CHECK(synta_per_write_length(&w, OPEN, 100000, &more) == 65536 && more);
    CHECK(synta_per_write_length(&w, OPEN, 34464, &more) == 32768 && more);
    CHECK(synta_per_write_length(&w, OPEN, 1696, &more) == 1696 && !more);
    CHECK(wrote(&w, B("\xc4\x00\xc4\xc2\x86\xa0")));
    /* A buffer too small says how long the encoding is. */
    synta_per_writer_init(&w, buf, 1, 0);
    synta_per_write_bits(&w, 0xFFFF, 16);
    CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && len == 2);
    /* What is written reads back, in both variants. */
    for (variant = 0; variant < 2; variant++) {
        synta_per_reader r;
        uint64_t v;
        int b;
        synta_per_octets o;
        const uint8_t big[2] = {1, 0};
        synta_per_writer_init(&w, buf, sizeof buf, variant);
        synta_per_write_bit(&w, 1);
        synta_per_write_whole(&w, BITS3, 5);
        synta_per_write_bit(&w, 1);
        synta_per_write_whole(&w, TWO_OCTETS, 40000);
        synta_per_write_bit(&w, 1);
        synta_per_write_whole(&w, UP_TO_3, 70000);
        synta_per_write_normally_small(&w, 5);
        synta_per_write_normally_small(&w, 1000);
        synta_per_write_integer_octets(&w, big, 2);
        (void)synta_per_write_length(&w, ONE_TO_4, 3, &more);
        CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_OK);
        synta_per_reader_init(&r, buf, len, variant, 1);
        CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && b && synta_per_read_whole(&r, BITS3, 7, &v, &err) == SYNTA_OK && v == 5);
        CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_whole(&r, TWO_OCTETS, 65535, &v, &err) == SYNTA_OK &&
              v == 40000);
        CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK && synta_per_read_whole(&r, UP_TO_3, 1u << 20, &v, &err) == SYNTA_OK &&
              v == 70000);
        CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_OK && v == 5);
        CHECK(synta_per_read_normally_small(&r, &v, &err) == SYNTA_OK && v == 1000);
        CHECK(synta_per_read_integer_octets(&r, 0, &o, &err) == SYNTA_OK && o.len == 2);
        CHECK(synta_per_read_length(&r, ONE_TO_4, &n, &more, &err) == SYNTA_OK && n == 3);
        CHECK(synta_per_finish(&r, &err) == SYNTA_OK);
    }
}

/* --- Values under their forms (runtime-rust/src/per_values.rs) --- */

static const synta_per_size OCTETS_PAIR_EXT = {SYNTA_PER_SIZE_SHORT, 2, {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}}, 1};

static void extensible_sizes(void) {
    synta_arena arena;
    uint8_t space[256];
    synta_per_reader r;
    synta_error err;
    synta_bytes v;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* OCTET STRING (SIZE (2, ...)): the extension bit set, a length of 2,
     * two octets: BASIC reads it; CANONICAL refuses it at the bit. */
    r = reader(B("\x81\x55\xe6\x80"), 0);
    CHECK(synta_per_read_octet_string(&r, OCTETS_PAIR_EXT, &arena, &v, &err) == SYNTA_OK && v.len == 2 &&
          v.ptr[0] == 0xab && v.ptr[1] == 0xcd);
    synta_per_reader_init(&r, (const uint8_t *)"\x81\x55\xe6\x80", 4, 0, 1);
    CHECK(synta_per_read_octet_string(&r, OCTETS_PAIR_EXT, &arena, &v, &err) == SYNTA_ERR_PER_ROOT_SENT_OUTSIDE);
    CHECK(says(&err, "<value> at bit 0: a value within the root sent as outside it (the extension bit must be 0)"));
    /* Three octets are outside the root: canonical. */
    synta_per_reader_init(&r, (const uint8_t *)"\x81\x80\x00\x00\x00", 5, 0, 1);
    CHECK(synta_per_read_octet_string(&r, OCTETS_PAIR_EXT, &arena, &v, &err) == SYNTA_OK && v.len == 3);
    /* Two in the root: no length; the octets start between octets, so
     * they are copied. */
    r = reader(B("\x55\xe6\x80"), 0);
    CHECK(synta_per_read_octet_string(&r, OCTETS_PAIR_EXT, &arena, &v, &err) == SYNTA_OK && v.len == 2 &&
          v.ptr[0] == 0xab && v.ptr[1] == 0xcd && synta_arena_used(&arena) > 0);
}

static void integers(void) {
    synta_arena arena;
    uint8_t space[256], buf[16];
    synta_per_reader r;
    synta_per_writer w;
    synta_error err;
    synta_integer v;
    int64_t n;
    uint64_t u;
    size_t len;
    /* INTEGER (-5..10, ...): 12 is outside, as two's complement. */
    const synta_per_int ext = {SYNTA_PER_INT_CONSTRAINED, -5, 15, {SYNTA_PER_WHOLE_BITS, 4}, 1};
    const synta_per_int semi = {SYNTA_PER_INT_SEMI, -1, 0, {SYNTA_PER_WHOLE_EMPTY, 0}, 0};
    synta_arena_init(&arena, space, sizeof space, NULL);
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(synta_per_write_int64(&w, ext, 12, &err) == SYNTA_OK && wrote(&w, B("\x80\x86\x00")));
    r = reader(B("\x80\x86\x00"), 0);
    CHECK(synta_per_read_int64(&r, ext, &arena, INT64_MIN, INT64_MAX, &n, &err) == SYNTA_OK && n == 12);
    /* 3 in the root: BASIC reads it sent outside, CANONICAL refuses it. */
    r = reader(B("\x80\x81\x80"), 0);
    CHECK(synta_per_read_int64(&r, ext, &arena, INT64_MIN, INT64_MAX, &n, &err) == SYNTA_OK && n == 3);
    synta_per_reader_init(&r, (const uint8_t *)"\x80\x81\x80", 3, 0, 1);
    CHECK(synta_per_read_int64(&r, ext, &arena, INT64_MIN, INT64_MAX, &n, &err) == SYNTA_ERR_PER_ROOT_SENT_OUTSIDE);
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(synta_per_write_int64(&w, ext, -5, &err) == SYNTA_OK && wrote(&w, B("\x00")));
    /* A native of too narrow a type is out of range at the value's bit. */
    r = reader(B("\x80\x86\x00"), 0);
    CHECK(synta_per_read_int64(&r, ext, &arena, 0, 10, &n, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    /* INTEGER (-1..MAX): 300 is offset 301, `02 01 2d`; as a DER view. */
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(synta_per_write_int64(&w, semi, 300, &err) == SYNTA_OK && wrote(&w, B("\x02\x01\x2d")));
    r = reader(B("\x02\x01\x2d"), 0);
    CHECK(synta_per_read_integer(&r, semi, &arena, &v, &err) == SYNTA_OK && v.len == 2 && v.ptr[0] == 1 && v.ptr[1] == 0x2c);
    r = reader(B("\x01\x00"), 0);
    CHECK(synta_per_read_uint64(&r, semi, &arena, UINT64_MAX, &u, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(synta_per_write_int64(&w, semi, -2, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    (void)len;
}

static void characters(void) {
    synta_arena arena;
    uint8_t space[256], buf[16];
    synta_per_reader r;
    synta_per_writer w;
    synta_error err;
    synta_string v;
    /* NumericString: four bits a character, as indexes (X.691 A.2). */
    static const uint32_t numeric[] = {0x20, 0x20, 0x30, 0x39};
    const synta_per_chars digits = {4, 1, numeric, 2};
    const synta_per_size three = {SYNTA_PER_SIZE_FIXED, 3, {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0, {SYNTA_PER_WHOLE_EMPTY, 0}}, 0};
    synta_arena_init(&arena, space, sizeof space, NULL);
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(synta_per_write_chars(&w, three, digits, SYNTA_STRING_NUMERIC, SYNTA_LITERAL("1 9"), &err) == SYNTA_OK &&
          wrote(&w, B("\x20\xa0")));
    r = reader(B("\x20\xa0"), 0);
    CHECK(synta_per_read_chars(&r, three, digits, SYNTA_STRING_NUMERIC, &arena, &v, &err) == SYNTA_OK && v.len == 3 &&
          memcmp(v.ptr, "1 9", 3) == 0);
    /* Index 11 is past the alphabet's eleven characters. */
    r = reader(B("\xb0\x00"), 0);
    CHECK(synta_per_read_chars(&r, three, digits, SYNTA_STRING_NUMERIC, &arena, &v, &err) == SYNTA_ERR_PER_CHARACTER_INDEX);
    CHECK(says(&err, "<value> at bit 0: a character index past the alphabet (X.691 \xc2\xa7" "30.5.4)"));
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    CHECK(synta_per_write_chars(&w, three, digits, SYNTA_STRING_NUMERIC, SYNTA_LITERAL("1x9"), &err) != SYNTA_OK);
}

static synta_status write_byte(const void *set, size_t i, synta_per_writer *w, synta_error *err) {
    (void)err;
    synta_per_write_bits(w, ((const uint8_t *)set)[i], 8);
    return SYNTA_OK;
}

/* Element `i` of a SET OF SET OF: a set of three octets, sorted too. */
static synta_status write_set_of_bytes(const void *sets, size_t i, synta_per_writer *w, synta_error *err) {
    return synta_per_write_set_of(w, ((const uint8_t(*)[3])sets)[i], 3, 3, 0, write_byte, err);
}

static void open_types_and_sets(void) {
    uint8_t buf[64], big[20000];
    synta_per_writer w, o;
    synta_per_reader r, inner;
    synta_arena arena;
    uint8_t space[256];
    synta_error err;
    uint64_t v;
    size_t len, i;
    const uint8_t set[3] = {3, 1, 2};
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* An open type after one bit: made in the room past it, moved down. */
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    synta_per_write_bit(&w, 1);
    synta_per_open_begin(&w, &o);
    synta_per_write_bits(&o, 0x5, 3);
    CHECK(synta_per_open_end(&w, &o, &err) == SYNTA_OK && wrote(&w, B("\x80\xd0\x00")));
    r = reader(B("\x80\xd0\x00"), 0);
    CHECK(synta_per_read_bits(&r, 1, &v, &err) == SYNTA_OK && synta_per_open(&r, &arena, &inner, &err) == SYNTA_OK);
    CHECK(synta_per_read_bits(&inner, 3, &v, &err) == SYNTA_OK && v == 5 && synta_per_finish(&inner, &err) == SYNTA_OK);
    /* The inner reader's errors name the bit of the whole input. */
    r = reader(B("\x80\xd0\x80"), 0);
    CHECK(synta_per_read_bits(&r, 1, &v, &err) == SYNTA_OK && synta_per_open(&r, &arena, &inner, &err) == SYNTA_OK);
    CHECK(synta_per_read_bits(&inner, 3, &v, &err) == SYNTA_OK && synta_per_finish(&inner, &err) == SYNTA_ERR_PER_END_PADDING);
    CHECK(says(&err, "<value> at bit 12: padding bits at the end are not zero (X.691 \xc2\xa7" "11.1)"));
    {
        /* An ANY read without its key: the octets after one bit, kept
         * (copied, being off the octet) and written back in its variant
         * only; one read from DER has no PER, nor this one DER. */
        synta_any any;
        synta_writer dw;
        uint8_t der[8];
        r = reader(B("\x81\x00\x80\x00"), 0);
        CHECK(synta_per_read_bits(&r, 1, &v, &err) == SYNTA_OK && synta_per_read_any(&r, &arena, &any, &err) == SYNTA_OK);
        CHECK(any.per == SYNTA_ANY_UPER && any.len == 2 && any.ptr[0] == 0x01 && any.ptr[1] == 0x00);
        synta_per_writer_init(&w, buf, sizeof buf, 0);
        synta_per_write_bit(&w, 1);
        CHECK(synta_per_write_any(&w, any, &err) == SYNTA_OK && wrote(&w, B("\x81\x00\x80\x00")));
        /* Its octets are a value's UNALIGNED encoding: ALIGNED refuses them. */
        synta_per_writer_init(&w, buf, sizeof buf, 1);
        CHECK(synta_per_write_any(&w, any, &err) == SYNTA_ERR_PER_ALTERNATIVE_OF_OTHER_VARIANT);
        synta_writer_init(&dw, der, sizeof der);
        CHECK(synta_encode_any(&dw, any, &err) == SYNTA_ERR_PER_ALTERNATIVE_HAS_NO_DER);
        any.per = 0;
        CHECK(synta_per_write_any(&w, any, &err) == SYNTA_ERR_PER_UNKNOWN_ALTERNATIVE);
        r = reader(B("\x81"), 0);
        CHECK(synta_per_read_bits(&r, 1, &v, &err) == SYNTA_OK &&
              synta_per_read_any(&r, &arena, &any, &err) == SYNTA_ERR_TRUNCATED);
    }
    {
        /* An ENUMERATED item of a later version: its addition index (2, a
         * normally small number after the extension bit: 1 0 000010), held as
         * SYNTA_ENUM_LATER(2), a number no item may have, and written back
         * past the named additions only (below, it would read back as one
         * of them). */
        int addition;
        size_t index;
        int64_t item;
        r = reader(B("\x82"), 0);
        CHECK(synta_per_read_index(&r, BITS3, 5, 1, &addition, &index, &err) == SYNTA_OK && addition && index == 2);
        CHECK(synta_per_later_item(index, 0, &item, &err) == SYNTA_OK && SYNTA_ENUM_IS_LATER(item));
        CHECK(SYNTA_ENUM_LATER_INDEX(item) == 2 && !SYNTA_ENUM_IS_LATER(INT64_MIN + ((int64_t)1 << 32)));
        synta_per_writer_init(&w, buf, sizeof buf, 0);
        CHECK(synta_per_write_later_item(&w, SYNTA_ENUM_LATER_INDEX(item), 1, &err) == SYNTA_OK && wrote(&w, B("\x82")));
        synta_per_writer_init(&w, buf, sizeof buf, 1);
        CHECK(synta_per_write_later_item(&w, 2, 3, &err) == SYNTA_ERR_PER_LATER_ITEM_NAMED);
        CHECK(says(&err, "<value> at byte 0: an item of a later version with the index of an addition this schema names"));
#if SIZE_MAX > UINT32_MAX
        CHECK(synta_per_later_item((size_t)UINT32_MAX + 1, 7, &item, &err) == SYNTA_ERR_PER_ADDITION_INDEX);
        CHECK(says(&err, "<value> at bit 7: an addition index past the type's"));
#endif
    }
    {
        /* An alternative and an extension addition of a later version,
         * kept from ALIGNED (a bitmap of one addition, present, then its
         * open type): written back in ALIGNED only. */
        synta_any alternative;
        synta_per_bitmap bitmap;
        synta_bytes additions;
        r = reader(B("\x02\x01\x00"), 1);
        CHECK(synta_per_read_unknown_alternative(&r, 3, &arena, &alternative, &err) == SYNTA_OK);
        CHECK(alternative.per == SYNTA_ANY_APER);
        r = reader(B("\x01\x02\x01\x00"), 1);
        CHECK(synta_per_read_bitmap(&r, &bitmap, &err) == SYNTA_OK && bitmap.count == 1);
        CHECK(synta_per_read_unknown_additions(&r, &bitmap, 0, &arena, &additions, &err) == SYNTA_OK);
        CHECK(synta_per_finish(&r, &err) == SYNTA_OK);
        synta_per_writer_init(&w, buf, sizeof buf, 0);
        CHECK(synta_per_write_unknown_alternative(&w, BITS3, alternative, &err) ==
              SYNTA_ERR_PER_ALTERNATIVE_OF_OTHER_VARIANT);
        CHECK(synta_per_write_unknown_additions(&w, additions, &err) == SYNTA_ERR_PER_ADDITIONS_OF_OTHER_VARIANT);
        CHECK(says(&err, "<value> at byte 0: extension additions read in the other PER variant that this schema does not know "
                         "cannot be written in this one"));
        synta_per_writer_init(&w, buf, sizeof buf, 1);
        CHECK(synta_per_write_unknown_alternative(&w, BITS3, alternative, &err) == SYNTA_OK);
        CHECK(synta_per_write_unknown_additions(&w, additions, &err) == SYNTA_OK);
    }
    /* Fragmented past 16K, in a buffer too small: it says how much it needs. */
    for (i = 0; i < sizeof big; i++) {
        big[i] = (uint8_t)i;
    }
    synta_per_writer_init(&w, buf, sizeof buf, 0);
    synta_per_open_begin(&w, &o);
    synta_per_write_octets(&o, big, sizeof big);
    CHECK(synta_per_open_end(&w, &o, &err) == SYNTA_OK);
    CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && len >= sizeof big + 3);
    {
        static uint8_t out[20100], joined[70000];
        synta_bytes read;
        size_t cap = len;
        synta_per_writer_init(&w, out, cap, 0);
        synta_per_open_begin(&w, &o);
        synta_per_write_octets(&o, big, sizeof big);
        CHECK(synta_per_open_end(&w, &o, &err) == SYNTA_OK && synta_per_writer_finish(&w, &len, &err) == SYNTA_OK);
        CHECK(len == sizeof big + 3 && out[0] == 0xc1 && out[16385] == 0x8e);
        synta_arena_init(&arena, joined, sizeof joined, NULL);
        synta_per_reader_init(&r, out, len, 0, 1);
        CHECK(synta_per_read_open_octets(&r, &arena, &read, &err) == SYNTA_OK && read.len == sizeof big &&
              memcmp(read.ptr, big, sizeof big) == 0);
    }
    /* CANONICAL-PER's SET OF: in the order of the encodings, sorted with
     * an index at the end of the buffer, which the length needed counts:
     * a buffer as long as the output only is too small, and says so. */
    {
        uint8_t room[3 + 3 * 4 * sizeof(size_t)];
        synta_per_writer_init(&w, room, 3, 0);
        CHECK(synta_per_write_set_of(&w, set, 3, 3, 0, write_byte, &err) == SYNTA_OK);
        CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && len == sizeof room);
        synta_per_writer_init(&w, room, len, 0);
        CHECK(synta_per_write_set_of(&w, set, 3, 3, 0, write_byte, &err) == SYNTA_OK && wrote(&w, B("\x01\x02\x03")));
        CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_OK && len == 3);
    }
    /* Sets in a set: each inner one sorted in the room below the outer
     * one's index, so the length asked for counts both indexes (the last
     * inner one's after the output), not one an element. */
    {
        static const uint8_t sets[3][3] = {{9, 8, 7}, {3, 1, 2}, {6, 5, 4}};
        uint8_t room[256];
        synta_per_writer_init(&w, room, 9, 0);
        CHECK(synta_per_write_set_of(&w, sets, 3, 3, 0, write_set_of_bytes, &err) == SYNTA_OK);
        CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && len == 9 + 2 * 3 * 4 * sizeof(size_t));
        synta_per_writer_init(&w, room, len, 0);
        CHECK(synta_per_write_set_of(&w, sets, 3, 3, 0, write_set_of_bytes, &err) == SYNTA_OK &&
              wrote(&w, B("\x01\x02\x03\x04\x05\x06\x07\x08\x09")));
    }
    synta_per_reader_init(&r, buf, 3, 0, 1);
    CHECK(synta_per_check_set_order(&r, set, 3, write_byte, &arena, 0, &err) == SYNTA_ERR_SET_OF_NOT_SORTED);
    r.canonical = 0;
    CHECK(synta_per_check_set_order(&r, set, 3, write_byte, &arena, 0, &err) == SYNTA_OK);
    /* Checking takes arena for two keys, not one an element. */
    {
        static uint8_t many[1000];
        uint8_t small[16];
        for (i = 0; i < sizeof many; i++) {
            many[i] = (uint8_t)(i / 4);
        }
        r.canonical = 1;
        synta_arena_init(&arena, small, sizeof small, NULL);
        CHECK(synta_per_check_set_order(&r, many, sizeof many, write_byte, &arena, 0, &err) == SYNTA_OK);
        many[500] = 0;
        CHECK(synta_per_check_set_order(&r, many, sizeof many, write_byte, &arena, 0, &err) ==
                  SYNTA_ERR_SET_OF_NOT_SORTED &&
              err.depth == 1 && (err.indices & 1) && err.path[0].index == 500);
    }
}

static synta_status read_one_bit(synta_per_reader *r, synta_arena *arena, void *out, synta_error *err) {
    int b;
    (void)arena;
    SYNTA_TRY(synta_per_read_bit(r, &b, err));
    *(int *)out = b;
    return SYNTA_OK;
}

static synta_status write_one_bit(const void *in, synta_per_writer *w, synta_error *err) {
    (void)err;
    synta_per_write_bit(w, *(const int *)in);
    return SYNTA_OK;
}

/* Seventy extension additions of a later version, all present: read and
 * written back in order (C kept at most 64 and called the rest an
 * exhausted arena: fuzz finding 26). */
static void many_unknown_additions(void) {
    uint8_t in[200], out[200], space[16384];
    synta_per_writer w;
    synta_per_reader r;
    synta_per_bitmap bitmap;
    synta_arena arena;
    synta_bytes kept;
    synta_error err;
    size_t len, i;
    synta_per_writer_init(&w, in, sizeof in, 0);
    /* The bitmap's length less one, past 63: its long form. */
    synta_per_write_normally_small(&w, 69);
    for (i = 0; i < 70; i++) {
        synta_per_write_bits(&w, 1, 1);
    }
    for (i = 0; i < 70; i++) {
        synta_per_write_bits(&w, 1, 8);
        synta_per_write_bits(&w, i, 8);
    }
    CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_OK);
    r = reader(bytes((const char *)in, len), 0);
    synta_arena_init(&arena, space, sizeof space, NULL);
    CHECK(synta_per_read_bitmap(&r, &bitmap, &err) == SYNTA_OK && bitmap.count == 70);
    CHECK(synta_per_read_unknown_additions(&r, &bitmap, 0, &arena, &kept, &err) == SYNTA_OK);
    CHECK(synta_per_finish(&r, &err) == SYNTA_OK);
    /* The additions start off an octet (7 + 70 bits of bitmap): copied
     * once, into the block alone (9 octets of header, 9 of bitmap, 5 an
     * addition), the arena's only take (T_arena_bound_per counts on it). */
    CHECK(kept.len == 9 + 9 + 70 * 5 && synta_arena_used(&arena) == kept.len);
    synta_per_writer_init(&w, out, sizeof out, 0);
    CHECK(synta_per_write_unknown_additions(&w, kept, &err) == SYNTA_OK);
    CHECK(synta_per_writer_finish(&w, &len, &err) == SYNTA_OK && len == 140);
    for (i = 0; i < 70; i++) {
        CHECK(out[2 * i] == 1 && out[2 * i + 1] == i);
    }
}

/* What a decode copies takes the arena for the octets it keeps and
 * nothing for an empty value (T_arena_bound_per counts on both). */
static void copies_take_what_they_keep(void) {
    static const synta_per_size UP_TO_8 = {
        SYNTA_PER_SIZE_LENGTH, 0, {SYNTA_PER_LENGTH_CONSTRAINED, 0, 8, {SYNTA_PER_WHOLE_BITS, 4}}, 0};
    static const synta_per_size OPEN_SIZE = {SYNTA_PER_SIZE_LENGTH, 0, {SYNTA_PER_LENGTH_UNCONSTRAINED, 0, 0,
                                                                       {SYNTA_PER_WHOLE_EMPTY, 0}}, 0};
    static const uint32_t AB[] = {'a', 'b'};
    static const synta_per_chars A_OR_B = {1, 1, AB, 1};
    uint8_t space[64];
    synta_arena arena;
    synta_per_reader r;
    synta_bit_string bits;
    synta_string text;
    synta_any alternative;
    synta_error err;
    int b;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* A bit, then an empty BIT STRING (SIZE (0..8)), an empty IA5String
     * (FROM ("ab")), both off an octet. */
    r = reader(B("\x80\x00"), 0);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK);
    CHECK(synta_per_read_bit_string(&r, UP_TO_8, 0, &arena, &bits, &err) == SYNTA_OK && bits.len == 0);
    CHECK(synta_per_read_chars(&r, OPEN_SIZE, A_OR_B, SYNTA_STRING_IA5, &arena, &text, &err) == SYNTA_OK);
    CHECK(text.len == 0 && synta_arena_used(&arena) == 0);
    /* An alternative of a later version, off an octet: its index's room
     * and its two octets, copied once. */
    r = reader(B("\x81\x01\x23\x45\x00"), 0);
    CHECK(synta_per_read_bit(&r, &b, &err) == SYNTA_OK);
    CHECK(synta_per_read_unknown_alternative(&r, 3, &arena, &alternative, &err) == SYNTA_OK);
    CHECK(alternative.len == 6 && synta_arena_used(&arena) == 6);
    CHECK(alternative.ptr[4] == 0x02 && alternative.ptr[5] == 0x46);
}

/* A collection's room: its part at once, no more than the input holds,
 * at least doubled for a later part. */
static void room_for_elements(void) {
    uint8_t space[4096];
    synta_arena arena;
    synta_per_reader r = reader(B("\x00\x00\x00\x00"), 0);
    synta_error err;
    uint32_t *items = NULL;
    size_t room = 0, used;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* Ten announced, of eight bits each at least: 32 bits hold four. */
    CHECK(synta_per_reserve(&r, &arena, (void **)&items, &room, 0, 10, 8, sizeof *items, &err) == SYNTA_OK);
    used = synta_arena_used(&arena);
    CHECK(room == 4 && used >= 4 * sizeof *items && used < 4 * sizeof *items + SYNTA_ARENA_ALIGN);
    /* Two of no known width, with room for four: nothing taken. */
    CHECK(synta_per_reserve(&r, &arena, (void **)&items, &room, 0, 2, 0, sizeof *items, &err) == SYNTA_OK);
    CHECK(room == 4 && synta_arena_used(&arena) == used);
    /* A later part of one past four held: the room doubles. */
    items[3] = 7;
    CHECK(synta_per_reserve(&r, &arena, (void **)&items, &room, 4, 1, 0, sizeof *items, &err) == SYNTA_OK);
    CHECK(room == 8 && items[3] == 7);
    /* A part larger than the room doubled: as large as asked. */
    CHECK(synta_per_reserve(&r, &arena, (void **)&items, &room, 8, 20, 0, sizeof *items, &err) == SYNTA_OK);
    CHECK(room == 28 && items[3] == 7);
}

static void entry_points(void) {
    synta_arena arena;
    uint8_t space[64], buf[4];
    synta_error err;
    int v = 1;
    size_t len;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* NULL arguments are refused, never followed. */
    CHECK(synta_per_entry_decode("T", read_one_bit, 0, 0, NULL, 1, &arena, &v, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_per_entry_decode("T", read_one_bit, 0, 0, buf, 1, NULL, &v, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_per_entry_decode("T", read_one_bit, 0, 0, buf, 1, &arena, NULL, NULL) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_per_entry_encode("T", write_one_bit, 0, NULL, buf, sizeof buf, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_per_entry_encode("T", write_one_bit, 0, &v, NULL, 4, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_per_entry_encode("T", write_one_bit, 0, &v, buf, sizeof buf, NULL, NULL) == SYNTA_ERR_NULL_ARGUMENT);
    /* No buffer at all: the length it needs. */
    CHECK(synta_per_entry_encode("T", write_one_bit, 0, &v, NULL, 0, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && len == 1);
    CHECK(synta_per_entry_encode("T", write_one_bit, 1, &v, buf, sizeof buf, &len, &err) == SYNTA_OK && len == 1 &&
          buf[0] == 0x80);
    /* A decode error names the type and counts bits. */
    CHECK(synta_per_entry_decode("T", read_one_bit, 0, 0, buf, 2, &arena, &v, &err) == SYNTA_ERR_TRAILING_DATA);
    CHECK(says(&err, "T at bit 8: trailing data after value"));
}

void test_per(void) {
    many_unknown_additions();
    copies_take_what_they_keep();
    room_for_elements();
    entry_points();
    extensible_sizes();
    integers();
    characters();
    open_types_and_sets();
    bits_and_padding();
    long_preambles();
    runs();
    whole_numbers();
    lengths();
    numbers();
    octets_and_the_end();
    writing();
}
