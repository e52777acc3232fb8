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

/* An OCTET STRING decoded into the arena, as a SEQUENCE OF is: 8 bytes of
 * arena for each of its octets, in two arrays. */
static synta_status blob_decode_tlv(synta_reader *r, synta_arena *arena, void *out, synta_error *err) {
    synta_tlv tlv;
    size_t half;
    SYNTA_TRY(synta_read_expected(r, SYNTA_TAG_OCTET_STRING, &tlv, err));
    half = tlv.content.len / 2;
    SYNTA_TRY(synta_check(synta_arena_array(arena, half, 8) != NULL, SYNTA_ERR_ARENA_EXHAUSTED, 0, err));
    SYNTA_TRY(synta_check(synta_arena_array(arena, tlv.content.len - half, 8) != NULL, SYNTA_ERR_ARENA_EXHAUSTED, 0, err));
    *(size_t *)out = tlv.content.len;
    return SYNTA_OK;
}

static const synta_entry blob = {"Blob", blob_decode_tlv, bool_encode_tlv};

/* The same, but the input is wrong after the arrays: at its last byte. */
static synta_status spoilt_decode_tlv(synta_reader *r, synta_arena *arena, void *out, synta_error *err) {
    SYNTA_TRY(blob_decode_tlv(r, arena, out, err));
    return synta_fail(err, SYNTA_ERR_INVALID_BOOLEAN, synta_reader_offset(r) - 1);
}

static const synta_entry spoilt = {"Spoilt", spoilt_decode_tlv, bool_encode_tlv};

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

/* A decode that runs out of a caller's buffer says how much it needs, and
 * one retry with that much succeeds, wherever the buffer starts. */
static void arena_needed(void) {
    static uint8_t input[2 + 127], space[8 * 127 + 16];
    synta_arena arena;
    synta_error err;
    size_t len = 0, shift, needed;
    input[0] = 0x04;
    input[1] = 127;
    synta_arena_init(&arena, space, 64, NULL);
    CHECK(synta_entry_decode(&blob, input, sizeof input, &arena, &len, &err) == SYNTA_ERR_ARENA_EXHAUSTED);
    needed = synta_arena_needed(&arena);
    CHECK(needed >= 8 * 127 && needed <= 8 * 127 + 16);
    for (shift = 0; shift < 8; shift++) {
        synta_arena_init(&arena, space + shift, needed, NULL);
        CHECK(synta_entry_decode(&blob, input, sizeof input, &arena, &len, &err) == SYNTA_OK && len == 127);
        CHECK(synta_arena_needed(&arena) == 0);
    }
    /* An input that does not decode fails with its own error, not with the
     * arena's, and nothing is said to be needed. */
    synta_arena_init(&arena, space, 64, NULL);
    CHECK(synta_entry_decode(&spoilt, input, sizeof input, &arena, &len, &err) == SYNTA_ERR_INVALID_BOOLEAN);
    CHECK(err.offset == sizeof input - 1 && err.depth == 1 && strcmp(err.path[0].name, "Spoilt") == 0);
    CHECK(synta_arena_needed(&arena) == 0);
    /* The same from a heap arena, without a retry. */
    synta_arena_init_heap(&arena, 0);
    CHECK(synta_entry_decode(&blob, input, sizeof input, &arena, &len, &err) == SYNTA_OK && len == 127);
    synta_arena_free(&arena);
}

/* Every pointer an entry point takes, NULL in turn: SYNTA_ERR_NULL_ARGUMENT
 * naming the type, never a crash; `err` NULL is allowed. */
static void null_arguments(void) {
    uint8_t space[64], out[8];
    synta_arena arena;
    synta_error err;
    bool v = true;
    size_t len;
    const uint8_t *der = (const uint8_t *)"\x01\x01\xff";
    char text[64];
    synta_arena_init(&arena, space, sizeof space, NULL);
    CHECK(synta_entry_decode(&flag, NULL, 3, &arena, &v, &err) == SYNTA_ERR_NULL_ARGUMENT);
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "Flag: a pointer argument is NULL") == 0);
    CHECK(synta_entry_decode(&flag, der, 3, NULL, &v, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_decode(&flag, der, 3, &arena, NULL, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_decode(&flag, der, 3, &arena, &v, NULL) == SYNTA_OK);
    CHECK(synta_entry_decode(&flag, NULL, 0, &arena, &v, NULL) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_decode_ber(&flag, NULL, 3, &arena, &v, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_decode_ber(&flag, der, 3, NULL, &v, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_decode_ber(&flag, der, 3, &arena, NULL, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_encode(&flag, NULL, out, sizeof out, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_encode(&flag, &v, NULL, sizeof out, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_encode(&flag, &v, out, sizeof out, NULL, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_encode(&flag, &v, out, sizeof out, &len, NULL) == SYNTA_OK && len == 3);
    CHECK(synta_entry_encoded_len(&flag, NULL, &len, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_entry_encoded_len(&flag, &v, NULL, &err) == SYNTA_ERR_NULL_ARGUMENT);
    CHECK(synta_error_format(NULL, text, sizeof text) > 0 && synta_error_format(&err, NULL, 0) > 0);
}

static void encode(void) {
    char text[64];
    uint8_t out[8];
    size_t len = 0;
    synta_error err;
    bool v = true;
    CHECK(synta_entry_encoded_len(&flag, &v, &len, &err) == SYNTA_OK && len == 3);
    CHECK(synta_entry_encode(&flag, &v, out, sizeof out, &len, &err) == SYNTA_OK && len == 3);
    CHECK(memcmp(out, "\x01\x01\xff", 3) == 0);
    /* Too small: the length it needs, and an encoder's error (no offset). */
    len = 0;
    CHECK(synta_entry_encode(&flag, &v, out, 2, &len, &err) == SYNTA_ERR_BUFFER_TOO_SMALL && len == 3);
    CHECK(synta_error_format(&err, text, sizeof text) > 0 && strcmp(text, "Flag: output buffer too small") == 0);
    /* A success clears what the error held. */
    CHECK(synta_entry_encode(&flag, &v, out, sizeof out, &len, &err) == SYNTA_OK && err.code == SYNTA_OK);
    CHECK(synta_error_format(&err, text, sizeof text) > 0 && strcmp(text, "no error") == 0);
}

void test_entry(void) {
    decode();
    arena_needed();
    null_arguments();
    encode();
}
