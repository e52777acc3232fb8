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

void test_per(void) {
    bits_and_padding();
    whole_numbers();
    lengths();
    numbers();
    octets_and_the_end();
    writing();
}
