/* Unit tests of the C runtime's reader: DER's structural rules, the depth
 * bound, lazy fields, open types' keys, peeking at tags, native INTEGERs. */
#include "check.h"

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
    /* After the value, an identifier DER forbids is named as what it is. */
    CHECK(read_whole(B("\x04\x01\x00\xbf\x03\x00"), &err) == SYNTA_ERR_NON_MINIMAL_TAG && err.offset == 3);
    CHECK(read_whole(B("\x04\x01\x00\x9f\x80\x01"), &err) == SYNTA_ERR_NON_MINIMAL_TAG && err.offset == 3);
    CHECK(read_whole(B("\x04\x01\x00\x9f\xff\xff\xff\xff\x01"), &err) == SYNTA_ERR_TAG_TOO_LARGE && err.offset == 3);
    CHECK(read_whole(B("\x04\x01\x00\x9f\x1f"), &err) == SYNTA_ERR_TRAILING_DATA && err.offset == 3);
    CHECK(read_whole(B("\x04\x01\x00\x9f"), &err) == SYNTA_ERR_TRAILING_DATA && err.offset == 3);
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

void test_reader(void) {
    structural_rules();
    depth_limit();
    lazy_fields();
    open_type_keys();
    peek_is();
    native_integers();
}
