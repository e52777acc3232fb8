/* Unit tests of the C runtime's JER output (X.697): the JSON of each kind
 * of value, written through a sink into a buffer. The generated types'
 * JER is compared with the Rust runtime's, byte for byte, by
 * tests/c/test_c_jer.py. */
#include "check.h"

typedef struct text {
    char buf[256];
    size_t len;
} text;

static void to_text(void *ctx, const char *s, size_t len) {
    text *t = (text *)ctx;
    if (t->len + len < sizeof t->buf) {
        memcpy(t->buf + t->len, s, len);
        t->len += len;
        t->buf[t->len] = '\0';
    }
}

static void an_object(void) {
    uint8_t space[256];
    synta_arena scratch;
    synta_jer j;
    synta_error err;
    text out = {{0}, 0};
    const synta_string quoted = B("a\"b\\\n\xc3\xa9");
    const synta_oid rsa = B("\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01");
    const synta_integer big = B("\x01\x00\x00\x00\x00\x00\x00\x00\x00");
    synta_arena_init(&scratch, space, sizeof space, NULL);
    synta_jer_init(&j, to_text, &out, &scratch);
    synta_jer_begin_object(&j);
    synta_jer_member(&j, "flag");
    synta_jer_bool(&j, true);
    synta_jer_member(&j, "n");
    synta_jer_int64(&j, -5);
    synta_jer_member(&j, "octets");
    synta_jer_hex(&j, B("\x0a\xff"));
    synta_jer_member(&j, "nothing");
    synta_jer_null(&j);
    synta_jer_member(&j, "text");
    synta_jer_string(&j, SYNTA_STRING_UTF8, &quoted);
    synta_jer_member(&j, "oid");
    CHECK(synta_jer_oid(&j, &rsa, 0, &err) == SYNTA_OK);
    synta_jer_member(&j, "big");
    CHECK(synta_jer_integer(&j, &big, &err) == SYNTA_OK);
    synta_jer_member(&j, "list");
    synta_jer_begin_array(&j);
    synta_jer_uint64(&j, 1);
    synta_jer_uint64(&j, UINT64_MAX);
    synta_jer_end_array(&j);
    synta_jer_end_object(&j);
    /* Control characters are escaped by their code point, as the Rust runtime
     * writes them. */
    CHECK(strcmp(out.buf, "{\"flag\":true,\"n\":-5,\"octets\":\"0AFF\",\"nothing\":null,"
                          "\"text\":\"a\\\"b\\\\\\u000a\xc3\xa9\",\"oid\":\"1.2.840.113549.1.1.1\","
                          "\"big\":18446744073709551616,\"list\":[1,18446744073709551615]}") == 0);
}

void test_jer(void) {
    an_object();
}
