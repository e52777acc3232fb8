/* Unit tests of the C runtime's OER layer (X.696): each piece read under
 * both rules, with the code and offset the Rust runtime gives for the same
 * octets (runtime-rust/src/oer.rs), and written back to front. The
 * generated codecs are compared with Rust's line by line by
 * tests/rules/test_oer.py. */
#include "check.h"

/* A reader over `in` under BASIC-OER (canonical 0) or CANONICAL-OER. */
static synta_oer_reader over(synta_bytes in, int canonical) {
    synta_oer_reader r;
    r.cur = in.ptr;
    r.end = in.ptr + in.len;
    r.origin = (uintptr_t)in.ptr;
    r.depth = 0;
    r.canonical = (uint8_t)canonical;
    return r;
}

/* What the writer `w` over buf[0..cap) holds, compared with `want`. */
static int written(const synta_writer *w, synta_bytes want) {
    synta_bytes got;
    return synta_writer_view(w, &got, NULL) == SYNTA_OK && got.len == want.len && memcmp(got.ptr, want.ptr, want.len) == 0;
}

static void lengths(void) {
    synta_oer_reader r;
    synta_error err;
    synta_bytes v;
    uint8_t buf[16];
    synta_writer w;
    /* X.696 8.6: the long form below 128, or with a leading zero octet,
     * is BASIC-OER only. */
    r = over(B("\x81\x02" "ab"), 0);
    CHECK(synta_oer_read_octets(&r, SYNTA_OER_VARIABLE, &v, &err) == SYNTA_OK && v.len == 2);
    r = over(B("\x81\x02" "ab"), 1);
    CHECK(synta_oer_read_octets(&r, SYNTA_OER_VARIABLE, &v, &err) == SYNTA_ERR_NON_MINIMAL_LENGTH && err.offset == 0);
    r = over(B("\x80"), 0);
    CHECK(synta_oer_read_octets(&r, SYNTA_OER_VARIABLE, &v, &err) == SYNTA_ERR_OER_EMPTY_LENGTH);
    r = over(B("\x03\x01\x02"), 0);
    CHECK(synta_oer_read_octets(&r, SYNTA_OER_VARIABLE, &v, &err) == SYNTA_ERR_LENGTH_BEYOND_PARENT);
    r = over(B("\x85\x01\x00\x00\x00\x00"), 0);
    CHECK(synta_oer_read_octets(&r, SYNTA_OER_VARIABLE, &v, &err) == SYNTA_ERR_LENGTH_TOO_LARGE);
    synta_writer_init(&w, buf, sizeof buf);
    synta_oer_write_length(&w, 300);
    CHECK(written(&w, B("\x82\x01\x2c")));
}

static void integers(void) {
    synta_oer_reader r;
    synta_error err;
    synta_integer v;
    int64_t s;
    uint64_t u;
    uint8_t space[64], buf[16];
    synta_arena arena;
    synta_writer w;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* A fixed width gives DER's minimal two's complement: a view of its
     * tail, with the leading zero an unsigned value needs from the input
     * when it is there ... */
    r = over(B("\x00\x80"), 1);
    CHECK(synta_oer_read_integer(&r, 2, 0, &arena, &v, &err) == SYNTA_OK && v.len == 2 && v.ptr[0] == 0);
    CHECK(synta_arena_used(&arena) == 0);
    /* ... and from the arena when it is not. */
    r = over(B("\xff"), 1);
    CHECK(synta_oer_read_integer(&r, 1, 0, &arena, &v, &err) == SYNTA_OK && v.len == 2 && v.ptr[1] == 0xff);
    r = over(B("\xff\xfe"), 1);
    CHECK(synta_oer_read_integer(&r, 2, 1, &arena, &v, &err) == SYNTA_OK && v.len == 1 && v.ptr[0] == 0xfe);
    /* Length-prefixed: CANONICAL-OER refuses a redundant octet, BASIC-OER
     * drops it. */
    r = over(B("\x02\x00\x05"), 1);
    CHECK(synta_oer_read_integer(&r, 0, 1, &arena, &v, &err) == SYNTA_ERR_NON_MINIMAL_INTEGER && err.offset == 0);
    r = over(B("\x02\x00\x05"), 0);
    CHECK(synta_oer_read_integer(&r, 0, 1, &arena, &v, &err) == SYNTA_OK && v.len == 1 && v.ptr[0] == 5);
    r = over(B("\x00"), 0);
    CHECK(synta_oer_read_integer(&r, 0, 1, &arena, &v, &err) == SYNTA_ERR_EMPTY_INTEGER);
    r = over(B("\x09\x80\x00\x00\x00\x00\x00\x00\x00\x00"), 1);
    CHECK(synta_oer_read_integer(&r, 0, 0, &arena, &v, &err) == SYNTA_ERR_OER_WIDE_UNSIGNED);
    /* Natives, checked against their C type. */
    r = over(B("\x01\x80"), 1);
    CHECK(synta_oer_read_int64(&r, 0, 0, 0, 255, &s, &err) == SYNTA_OK && s == 128);
    r = over(B("\x01\x00"), 1);
    CHECK(synta_oer_read_uint64(&r, 0, 1, UINT64_MAX, &u, &err) == SYNTA_OK && u == 0);
    r = over(B("\xff"), 1);
    CHECK(synta_oer_read_int64(&r, 1, 1, -1, 0, &s, &err) == SYNTA_OK && s == -1);
    r = over(B("\xff"), 1);
    CHECK(synta_oer_read_uint64(&r, 1, 1, UINT64_MAX, &u, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    /* Written in the form read. */
    synta_writer_init(&w, buf, sizeof buf);
    synta_oer_write_uint64(&w, 0, 1, 0x80);
    CHECK(written(&w, B("\x02\x00\x80")));
    synta_writer_init(&w, buf, sizeof buf);
    synta_oer_write_int64(&w, 2, 1, -2);
    CHECK(written(&w, B("\xff\xfe")));
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_integer(&w, 0, 0, B("\x00\x80"), &err) == SYNTA_OK && written(&w, B("\x01\x80")));
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_integer(&w, 0, 0, B("\x80"), &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
}

static void enumerated_and_tags(void) {
    synta_oer_reader r;
    synta_error err;
    int64_t v;
    synta_tag tag;
    uint8_t buf[16];
    synta_writer w;
    r = over(B("\x81\x05"), 1);
    CHECK(synta_oer_read_enumerated(&r, &v, &err) == SYNTA_ERR_OER_ENUMERATED_FORM);
    r = over(B("\x81\x05"), 0);
    CHECK(synta_oer_read_enumerated(&r, &v, &err) == SYNTA_OK && v == 5);
    r = over(B("\x81\xfb"), 1);
    CHECK(synta_oer_read_enumerated(&r, &v, &err) == SYNTA_OK && v == -5);
    r = over(B("\x80"), 0);
    CHECK(synta_oer_read_enumerated(&r, &v, &err) == SYNTA_ERR_OER_EMPTY_ENUMERATED);
    synta_writer_init(&w, buf, sizeof buf);
    synta_oer_write_enumerated(&w, 1000);
    CHECK(written(&w, B("\x82\x03\xe8")));
    /* X.696 8.7: the class in two bits, the number in six or after. */
    r = over(B("\x83"), 1);
    CHECK(synta_oer_read_tag(&r, &tag, &err) == SYNTA_OK && tag == SYNTA_TAG(SYNTA_CLASS_CONTEXT, 0, 3));
    r = over(B("\xbf\x3e"), 1);
    CHECK(synta_oer_read_tag(&r, &tag, &err) == SYNTA_ERR_NON_MINIMAL_TAG);
    r = over(B("\x7f\x81\x00"), 0);
    CHECK(synta_oer_read_tag(&r, &tag, &err) == SYNTA_OK && tag == SYNTA_TAG(SYNTA_CLASS_APPLICATION, 0, 128));
    synta_writer_init(&w, buf, sizeof buf);
    synta_oer_write_tag(&w, SYNTA_TAG(SYNTA_CLASS_APPLICATION, 0, 128));
    CHECK(written(&w, B("\x7f\x81\x00")));
}

static void bitmaps_and_quantities(void) {
    synta_oer_reader r;
    synta_error err;
    const uint8_t *preamble;
    synta_oer_bitmap b;
    size_t n;
    uint8_t buf[16];
    synta_writer w;
    const bool bits[3] = {true, false, true};
    r = over(B("\xa1"), 1);
    CHECK(synta_oer_read_preamble(&r, 3, &preamble, &err) == SYNTA_ERR_OER_PREAMBLE_PADDING);
    r = over(B("\xa1"), 0);
    CHECK(synta_oer_read_preamble(&r, 3, &preamble, &err) == SYNTA_OK && SYNTA_OER_BIT(preamble, 0) &&
          !SYNTA_OER_BIT(preamble, 1));
    /* An extension bitmap with no addition present is BASIC-OER only; one
     * of no bits is neither. */
    r = over(B("\x02\x07\x00"), 1);
    CHECK(synta_oer_read_bitmap(&r, &b, &err) == SYNTA_ERR_OER_NO_ADDITION);
    r = over(B("\x02\x07\x00"), 0);
    CHECK(synta_oer_read_bitmap(&r, &b, &err) == SYNTA_OK && b.len == 1);
    r = over(B("\x01\x00"), 0);
    CHECK(synta_oer_read_bitmap(&r, &b, &err) == SYNTA_ERR_OER_EMPTY_BITMAP);
    r = over(B("\x02\x05\xa4"), 1);
    CHECK(synta_oer_read_bitmap(&r, &b, &err) == SYNTA_ERR_OER_BITMAP_PADDING);
    synta_writer_init(&w, buf, sizeof buf);
    synta_oer_write_bitmap(&w, bits, 3);
    CHECK(written(&w, B("\x02\x05\xa0")));
    r = over(B("\x02\x00\x03"), 1);
    CHECK(synta_oer_read_quantity(&r, &n, &err) == SYNTA_ERR_OER_QUANTITY_FORM);
    r = over(B("\x02\x00\x03"), 0);
    CHECK(synta_oer_read_quantity(&r, &n, &err) == SYNTA_OK && n == 3);
    r = over(B("\x00"), 0);
    CHECK(synta_oer_read_quantity(&r, &n, &err) == SYNTA_ERR_OER_EMPTY_QUANTITY);
}

static void bit_strings(void) {
    synta_oer_reader r;
    synta_error err;
    synta_bit_string v;
    uint8_t buf[16];
    synta_writer w;
    /* Padding bits are zero in both rules. */
    r = over(B("\xa1"), 0);
    CHECK(synta_oer_read_bits(&r, 4, 0, &v, &err) == SYNTA_ERR_INVALID_BIT_STRING && err.offset == 0);
    r = over(B("\x02\x04\xa0"), 1);
    CHECK(synta_oer_read_bits(&r, SYNTA_OER_VARIABLE, 0, &v, &err) == SYNTA_OK && v.len == 1 && v.unused == 4);
    /* Named bits: held without trailing zero bits, written back to the
     * size. */
    r = over(B("\x80\x00"), 1);
    CHECK(synta_oer_read_bits(&r, 16, 1, &v, &err) == SYNTA_OK && v.len == 1 && v.unused == 7);
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_bits(&w, 16, &v, &err) == SYNTA_OK && written(&w, B("\x80\x00")));
    r = over(B("\x00"), 1);
    CHECK(synta_oer_read_bits(&r, 8, 1, &v, &err) == SYNTA_OK && v.len == 0 && v.unused == 0);
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_bits(&w, 8, &v, &err) == SYNTA_OK && written(&w, B("\x00")));
    synta_writer_init(&w, buf, sizeof buf);
    v.ptr = (const uint8_t *)"\xff\xff";
    v.len = 2;
    v.unused = 0;
    CHECK(synta_oer_write_bits(&w, 8, &v, &err) == SYNTA_ERR_SIZE_OUT_OF_RANGE);
}

/* Two elements (a length octet, then the octets) in SET OF order. */
static int content_order(const void *a, const void *b) {
    const uint8_t *x = (const uint8_t *)a, *y = (const uint8_t *)b;
    synta_bytes u, v;
    u.ptr = x + 1;
    u.len = x[0];
    v.ptr = y + 1;
    v.len = y[0];
    return synta_der_set_order(u, v);
}

static void set_of_order(void) {
    uint8_t buf[32];
    synta_writer w;
    size_t mark, element;
    /* Three elements written back to front, each with its length for the
     * sort, which takes the lengths away. */
    static const char *const elements[] = {"\x02", "\x01\x05", "\x01"};
    size_t i;
    synta_writer_init(&w, buf, sizeof buf);
    mark = synta_writer_mark(&w);
    for (i = 3; i > 0; i--) {
        element = synta_writer_mark(&w);
        synta_write_bytes(&w, (const uint8_t *)elements[i - 1], strlen(elements[i - 1]));
        synta_oer_set_element_end(&w, element);
    }
    synta_oer_sort_set_of(&w, mark, 3);
    CHECK(written(&w, B("\x01\x01\x05\x02")));
    /* A writer that only counts counts no lengths. */
    synta_writer_init(&w, NULL, 0);
    for (i = 3; i > 0; i--) {
        element = synta_writer_mark(&w);
        synta_write_bytes(&w, (const uint8_t *)elements[i - 1], strlen(elements[i - 1]));
        synta_oer_set_element_end(&w, element);
    }
    synta_oer_sort_set_of(&w, 0, 3);
    CHECK(synta_writer_mark(&w) == 4);
    {
        /* 4000 elements of 1 to 3 nonzero octets (no two compare equal),
         * in a scrambled order, against qsort's order of them. */
        enum { K = 4000 };
        static uint8_t room[K * 4 + 16], want[K][4], flat[K * 3];
        size_t n = 0;
        synta_writer_init(&w, room, sizeof room);
        mark = synta_writer_mark(&w);
        for (i = K; i > 0; i--) {
            size_t k = ((i - 1) * 2654435761u) % K, len = 1 + k % 3;
            uint8_t e[3] = {(uint8_t)(1 + k % 251), (uint8_t)(1 + k / 251), 0x80};
            element = synta_writer_mark(&w);
            synta_write_bytes(&w, e, len);
            synta_oer_set_element_end(&w, element);
            want[i - 1][0] = (uint8_t)len;
            memcpy(want[i - 1] + 1, e, len);
        }
        synta_oer_sort_set_of(&w, mark, K);
        qsort(want, K, sizeof want[0], content_order);
        for (i = 0; i < K; i++) {
            memcpy(flat + n, want[i] + 1, want[i][0]);
            n += want[i][0];
        }
        CHECK(written(&w, bytes((const char *)flat, n)));
    }
}

static void open_types_and_depth(void) {
    synta_oer_reader r, inner;
    synta_error err;
    bool flag;
    r = over(B("\x02\xff\x00"), 1);
    CHECK(synta_oer_open(&r, &inner, &err) == SYNTA_OK && synta_oer_offset(&inner) == 1);
    CHECK(synta_oer_read_bool(&inner, &flag, &err) == SYNTA_OK && flag);
    CHECK(synta_oer_finish(&inner, &err) == SYNTA_ERR_TRAILING_DATA && err.offset == 2);
    r = over(B("\x01"), 1);
    CHECK(synta_oer_read_bool(&r, &flag, &err) == SYNTA_ERR_INVALID_BOOLEAN);
    r = over(B("\x01"), 0);
    CHECK(synta_oer_read_bool(&r, &flag, &err) == SYNTA_OK && flag);
    r = over(B(""), 0);
    r.depth = SYNTA_MAX_DEPTH;
    CHECK(synta_oer_enter(&r, &err) == SYNTA_ERR_TOO_DEEP);
}

/* Collects JSON text. */
typedef struct json_text {
    char buf[64];
    size_t len;
} json_text;

static void to_json_text(void *ctx, const char *s, size_t len) {
    json_text *t = (json_text *)ctx;
    if (t->len + len < sizeof t->buf) {
        memcpy(t->buf + t->len, s, len);
        t->len += len;
        t->buf[t->len] = '\0';
    }
}

static void unknown_alternatives(void) {
    /* A CHOICE alternative [5] of a later version: its tag and its open
     * type in BASIC-OER's long form, kept as read, as a view of the input. */
    const synta_bytes in = B("\x85\x81\x02\xab\xcd\x01");
    synta_oer_reader r = over(in, 0);
    synta_error err;
    synta_tag tag;
    synta_any kept;
    uint8_t buf[16], space[64];
    synta_writer w;
    synta_arena scratch;
    synta_jer j;
    json_text text = {{0}, 0};
    CHECK(synta_oer_read_tag(&r, &tag, &err) == SYNTA_OK);
    CHECK(synta_oer_read_unknown_alternative(&r, in.ptr, &kept, &err) == SYNTA_OK);
    CHECK(kept.ptr == in.ptr && kept.len == 5 && synta_oer_offset(&r) == 5);
    /* Written back: the tag, then the value with its length canonical. */
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_unknown_alternative(&w, kept, &err) == SYNTA_OK);
    CHECK(written(&w, B("\x85\x02\xab\xcd")));
    /* Its JSON is the hex of the value, as Rust writes it. */
    synta_arena_init(&scratch, space, sizeof space, NULL);
    synta_jer_init(&j, to_json_text, &text, &scratch);
    synta_oer_jer_alternative(&j, kept);
    CHECK(strcmp(text.buf, "\"ABCD\"") == 0);
    /* An open type running past the input is refused where it starts. */
    r = over(B("\x85\x03\xab"), 1);
    CHECK(synta_oer_read_tag(&r, &tag, &err) == SYNTA_OK);
    CHECK(synta_oer_read_unknown_alternative(&r, in.ptr, &kept, &err) == SYNTA_ERR_LENGTH_BEYOND_PARENT);
    /* What was never read as one (a zeroed value) is not written. */
    kept.ptr = NULL;
    kept.len = 0;
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_unknown_alternative(&w, kept, &err) == SYNTA_ERR_MISSING);
}

static void unknown_additions(void) {
    /* A bitmap of two additions, both present; this schema knows the first
     * (its open type 01 05, read by the generated code), the second is
     * kept, its length in BASIC-OER's long form. */
    const synta_bytes in = B("\x02\x06\xc0\x01\x05\x81\x01\xaa");
    synta_oer_reader r = over(in, 0);
    synta_error err;
    synta_oer_bitmap b;
    synta_bytes kept;
    uint8_t buf[16];
    synta_writer w;
    const bool known_present[1] = {false};
    CHECK(synta_oer_read_bitmap(&r, &b, &err) == SYNTA_OK && b.len == 2);
    CHECK(synta_oer_skip_open(&r, &err) == SYNTA_OK);
    CHECK(synta_oer_read_unknown_additions(&r, in.ptr, &b, 1, &kept, &err) == SYNTA_OK);
    CHECK(kept.ptr == in.ptr && kept.len == in.len && r.cur == r.end);
    CHECK(synta_oer_unknown_additions_present(kept, 1));
    /* Written back: the unknown one's open type (its length canonical),
     * and a bitmap of the value's known bit then the kept one. */
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_unknown_additions(&w, kept, 1, &err) == SYNTA_OK);
    synta_oer_write_bitmap_with(&w, known_present, 1, kept);
    CHECK(written(&w, B("\x02\x06\x40\x01\xaa")));
    /* A bitmap with no bit past the known ones keeps nothing. */
    r = over(B("\x02\x07\x80\x00"), 0);
    CHECK(synta_oer_read_bitmap(&r, &b, &err) == SYNTA_OK && b.len == 1);
    CHECK(synta_oer_skip_open(&r, &err) == SYNTA_OK);
    CHECK(synta_oer_read_unknown_additions(&r, in.ptr, &b, 1, &kept, &err) == SYNTA_OK);
    CHECK(kept.ptr == NULL && kept.len == 0 && !synta_oer_unknown_additions_present(kept, 1));
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_oer_write_unknown_additions(&w, kept, 1, &err) == SYNTA_OK && synta_writer_mark(&w) == 0);
}

void test_oer(void) {
    lengths();
    integers();
    enumerated_and_tags();
    bitmaps_and_quantities();
    bit_strings();
    set_of_order();
    open_types_and_depth();
    unknown_alternatives();
    unknown_additions();
}
