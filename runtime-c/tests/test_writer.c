/* Unit tests of the C runtime: the back-to-front writer, its room, and writing into the arena. */
#include "check.h"


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

    /* Bytes at NULL with a length have nothing to copy: the encoding fails
     * where it is finished (it was short of them, silently), in a writer
     * that stores and in one that counts, even once one also runs out of
     * room; none at NULL is nothing to write. */
    {
        uint8_t two[2];
        synta_bytes view;
        synta_writer_init(&w, out, sizeof out);
        synta_write_bytes(&w, NULL, 0);
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_OK && len == 0);
        synta_writer_init(&w, out, sizeof out);
        synta_write_bytes(&w, NULL, 3);
        synta_write_header(&w, SYNTA_TAG_OCTET_STRING, 3);
        CHECK(synta_writer_view(&w, &view, &err) == SYNTA_ERR_NULL_ARGUMENT);
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
        synta_writer_init(&w, NULL, 0);
        synta_write_bytes(&w, NULL, 3);
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
        synta_writer_init(&w, two, sizeof two);
        synta_write_bytes(&w, NULL, 1);
        synta_write_bytes(&w, (const uint8_t *)"abc", 3);
        CHECK(synta_writer_finish(&w, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
    }

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

/* The views that building a value takes. */
static void views(void) {
    const char *name = "krbtgt";
    synta_bytes b = synta_bytes_from_cstr(name), lit = SYNTA_LITERAL("krbtgt"), none = synta_bytes_from_cstr(NULL);
    CHECK(b.ptr == (const uint8_t *)name && b.len == 6);
    CHECK(lit.len == 6 && memcmp(lit.ptr, "krbtgt", 6) == 0);
    CHECK(none.ptr == NULL && none.len == 0);
    CHECK(SYNTA_LITERAL("").len == 0 && SYNTA_LITERAL("a\0b").len == 3);
    {
        static const synta_bytes table[] = {SYNTA_LITERAL_INIT("host"), SYNTA_LITERAL_INIT("kdc")};
        CHECK(table[0].len == 4 && table[1].len == 3 && memcmp(table[1].ptr, "kdc", 3) == 0);
    }
}

/* Encoders of values a caller built check them as decoders do: what they
 * refuse they do not write. */
static void checked_encoders(void) {
    uint8_t buf[64];
    synta_writer w;
    synta_bytes out;
    synta_error err;
    synta_bit_string bits = {(const uint8_t *)"\x80", 1, 7};
    synta_writer_init(&w, buf, sizeof buf);
    CHECK(synta_encode_view(&w, SYNTA_LITERAL("\x2a\x03"), synta_check_oid, &err) == SYNTA_OK);
    CHECK(synta_encode_view(&w, SYNTA_LITERAL("\x80\x01"), synta_check_oid, &err) == SYNTA_ERR_NON_MINIMAL_OID);
    CHECK(synta_encode_view(&w, SYNTA_LITERAL("\x00\x7f"), synta_check_integer, &err) == SYNTA_ERR_NON_MINIMAL_INTEGER);
    CHECK(synta_encode_view(&w, (synta_bytes){NULL, 1}, NULL, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_encode_view(&w, (synta_bytes){NULL, 0}, NULL, &err) == SYNTA_OK);
    CHECK(synta_encode_string(&w, SYNTA_STRING_PRINTABLE, SYNTA_LITERAL("a*b"), &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_encode_string(&w, SYNTA_STRING_IA5, SYNTA_LITERAL("a*b"), &err) == SYNTA_OK);
    CHECK(synta_encode_bit_string(&w, &bits, 1, &err) == SYNTA_OK);
    bits.unused = 0; /* bit 0 of 0x80 is the last one: named bits end on a one */
    CHECK(synta_encode_bit_string(&w, &bits, 1, &err) == SYNTA_ERR_BIT_STRING_TRAILING_ZERO);
    CHECK(synta_encode_bit_string(&w, &bits, 0, &err) == SYNTA_OK);
    bits.ptr = NULL;
    CHECK(synta_encode_bit_string(&w, &bits, 0, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_encode_any(&w, synta_any_of_tlv(SYNTA_LITERAL("\x05\x00")), &err) == SYNTA_OK);
    CHECK(synta_encode_any(&w, synta_any_of_tlv(SYNTA_LITERAL("\x05\x00\x05\x00")), &err) == SYNTA_ERR_TRAILING_DATA && err.offset == 2);
    CHECK(synta_encode_any(&w, synta_any_of_tlv(SYNTA_LITERAL("")), &err) == SYNTA_ERR_MISSING);
    {
        /* An open type read from PER without its key: its octets are not
         * a TLV, and its DER is not known, however DER-like they look. */
        synta_any per = synta_any_of_tlv(SYNTA_LITERAL("\x05\x00"));
        per.per = 1;
        CHECK(synta_encode_any(&w, per, &err) == SYNTA_ERR_PER_ALTERNATIVE_HAS_NO_DER);
    }
    CHECK(synta_encode_raw_values(&w, SYNTA_LITERAL(""), &err) == SYNTA_OK);
    CHECK(synta_encode_raw_values(&w, SYNTA_LITERAL("\x05\x00\x81\x01\x07"), &err) == SYNTA_OK);
    CHECK(synta_encode_raw_values(&w, SYNTA_LITERAL("\x05\x00\x81"), &err) == SYNTA_ERR_TRUNCATED);
    /* Written: only what was accepted, back to front. */
    CHECK(synta_writer_view(&w, &out, &err) == SYNTA_OK);
    CHECK(out.len == 5 + 2 + 2 + 2 + 3 + 2); /* raw values, ANY, two BIT STRINGs, IA5, OID */
    CHECK(memcmp(out.ptr, "\x05\x00\x81\x01\x07\x05\x00", 7) == 0);
}

/* The K OCTET STRINGs of a SET OF, of 1 to 4 octets drawn from a few values
 * (so that some repeat), in an order `shape` picks: 0 random, 1 reverse
 * DER order, 2 DER order. */
enum { SORTED_K = 6000 };

static size_t set_of_element(size_t i, int shape, uint8_t out[6]) {
    static const uint8_t patterns[][4] = {{0x00, 0x00, 0x00, 0x00}, {0x7f, 0x01, 0xff, 0x00}, {0xff, 0xff, 0x00, 0x01}};
    size_t k = shape == 0 ? (i * 2654435761u) % SORTED_K : shape == 1 ? SORTED_K - 1 - i : i;
    size_t len = 1 + k % 4;
    out[0] = 0x04;
    out[1] = (uint8_t)len;
    memcpy(out + 2, patterns[(k / 4) % 3], len);
    out[2] = (uint8_t)(out[2] ^ (k / 12)); /* most elements differ */
    return 2 + len;
}

static int set_of_cmp(const void *a, const void *b) {
    const uint8_t *x = (const uint8_t *)a, *y = (const uint8_t *)b;
    synta_bytes u, v;
    u.ptr = x;
    u.len = (size_t)x[1] + 2;
    v.ptr = y;
    v.len = (size_t)y[1] + 2;
    return synta_der_set_order(u, v);
}

static void set_of_sorting(void) {
    static uint8_t out[SORTED_K * 6], want[SORTED_K][6], flat[SORTED_K * 6];
    int shape;
    for (shape = 0; shape < 3; shape++) {
        synta_writer w;
        synta_bytes view;
        synta_error err;
        size_t i, n = 0, mark;
        synta_writer_init(&w, out, sizeof out);
        mark = synta_writer_mark(&w);
        for (i = SORTED_K; i > 0; i--) {
            uint8_t e[6];
            size_t len = set_of_element(i - 1, shape, e);
            synta_write_bytes(&w, e, len);
            memcpy(want[i - 1], e, len);
        }
        synta_writer_sort_set_general(&w, mark);
        /* The same elements in X.690 11.6's order (qsort's is the one
         * order: two distinct encodings never compare equal). */
        qsort(want, SORTED_K, sizeof want[0], set_of_cmp);
        for (i = 0; i < SORTED_K; i++) {
            memcpy(flat + n, want[i], (size_t)want[i][1] + 2);
            n += (size_t)want[i][1] + 2;
        }
        CHECK(synta_writer_view(&w, &view, &err) == SYNTA_OK && view.len == n && memcmp(view.ptr, flat, n) == 0);
    }
}

void test_writer(void) {
    views();
    checked_encoders();
    writer();
    writer_room();
    arena_writer();
    set_of_sorting();
}
