/* Unit tests of the C runtime's entry points (synta_entry_*), over a
 * codec written here as generated code writes one: a BOOLEAN. */
#include "check.h"

static synta_status bool_decode_tlv(synta_reader *r, synta_arena *arena, void *out, synta_error *err) {
    synta_tlv tlv;
    (void)arena;
    SYNTA_TRY(synta_read_expected(r, SYNTA_TAG_BOOLEAN, &tlv, err));
    return synta_check_boolean(tlv.content, tlv.content_offset, (bool *)out, err);
}

static synta_status bool_encode_tlv(const void *in, synta_writer *w, synta_error *err) {
    (void)err;
    synta_encode_bool(w, *(const bool *)in);
    synta_write_header(w, SYNTA_TAG_BOOLEAN, 1);
    return SYNTA_OK;
}

static const synta_entry flag = {"Flag", bool_decode_tlv, bool_encode_tlv};

static void decode(void) {
    uint8_t space[64];
    synta_arena arena;
    synta_error err;
    char text[128];
    bool v = false;
    synta_arena_init(&arena, space, sizeof space, NULL);
    CHECK(synta_entry_decode(&flag, (const uint8_t *)"\x01\x01\xff", 3, &arena, &v, &err) == SYNTA_OK && v);
    /* The value must fill the input, and an error names the type. */
    CHECK(synta_entry_decode(&flag, (const uint8_t *)"\x01\x01\x00\x00", 4, &arena, &v, &err) ==
          SYNTA_ERR_TRAILING_DATA);
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "Flag at byte 3: trailing data after value") == 0);
    CHECK(synta_entry_decode(&flag, (const uint8_t *)"\x01\x01\x01", 3, &arena, &v, &err) ==
          SYNTA_ERR_INVALID_BOOLEAN);
    CHECK(err.depth == 1 && strcmp(err.path[0].name, "Flag") == 0 && err.offset == 2);
}

static void encode(void) {
    uint8_t out[8];
    size_t len = 0;
    synta_error err;
    bool v = true;
    CHECK(synta_entry_encoded_len(&flag, &v, &len, &err) == SYNTA_OK && len == 3);
    CHECK(synta_entry_encode(&flag, &v, out, sizeof out, &len, &err) == SYNTA_OK && len == 3);
    CHECK(memcmp(out, "\x01\x01\xff", 3) == 0);
    CHECK(synta_entry_encode(&flag, &v, out, 2, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL);
    CHECK(err.depth == 0);
}

void test_entry(void) {
    decode();
    encode();
}
