/* Unit tests of the C runtime's JER output (X.697): the JSON of each kind
 * of value, written through a sink into a buffer. The generated types'
 * JER is compared with the Rust runtime's, byte for byte, by
 * tests/c/test_c_jer.py. */
#include "check.h"

#include <locale.h>

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
    synta_jer_member(&j, "any");
    synta_jer_any(&j, synta_any_of_tlv(B("\x05\x00")));
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
    CHECK(strcmp(out.buf, "{\"flag\":true,\"n\":-5,\"octets\":\"0AFF\",\"any\":\"0500\",\"nothing\":null,"
                          "\"text\":\"a\\\"b\\\\\\u000a\xc3\xa9\",\"oid\":\"1.2.840.113549.1.1.1\","
                          "\"big\":18446744073709551616,\"list\":[1,18446744073709551615]}") == 0);
}

/* --- JER input --- */

/* A SET OF INTEGER, read as a generated SET OF is. */
static synta_status set_of_integers(const synta_json *v, synta_writer *w, synta_error *err) {
    size_t mark = synta_writer_mark(w), set_mark, k, n;
    SYNTA_TRY(synta_jer_elements(v, err));
    set_mark = synta_writer_mark(w);
    n = v->count;
    for (k = 0; k < n; k++) {
        size_t i = synta_jer_step(w, k, n);
        size_t element = synta_writer_mark(w);
        SYNTA_TRY_AT_INDEX(synta_jer_in_integer(&v->items[i], w, err), i);
        synta_write_header_since(w, SYNTA_TAG_INTEGER, element);
    }
    synta_writer_sort_set(w, set_mark, n);
    synta_write_header_since(w, SYNTA_TAG_SET, mark);
    return SYNTA_OK;
}

/* One value of each kind as its TLV under `tag`, by `read`. */
static synta_jer_in_fn current_read;
static synta_tag current_tag;
static synta_status one_value(const synta_json *v, synta_writer *w, synta_error *err) {
    size_t mark = synta_writer_mark(w);
    SYNTA_TRY(current_read(v, w, err));
    synta_write_header_since(w, current_tag, mark);
    return SYNTA_OK;
}

static synta_status read_bits(const synta_json *v, synta_writer *w, synta_error *err) {
    return synta_jer_in_bits(v, w, 0, err);
}
static synta_status read_named_bits(const synta_json *v, synta_writer *w, synta_error *err) {
    return synta_jer_in_bits(v, w, 1, err);
}
static synta_status read_oid(const synta_json *v, synta_writer *w, synta_error *err) {
    return synta_jer_in_arcs(v, w, 1, err);
}
static synta_status read_bmp(const synta_json *v, synta_writer *w, synta_error *err) {
    return synta_jer_in_text(v, w, SYNTA_JER_IN_UCS2, err);
}
static synta_status read_date(const synta_json *v, synta_writer *w, synta_error *err) {
    return synta_jer_in_text(v, w, SYNTA_JER_IN_DATE, err);
}

/* `json` read by `read` under `tag` gives the content `content`; NULL:
 * refused with `message`. */
static void reads(synta_jer_in_fn read, synta_tag tag, const char *json, synta_bytes content, const char *message) {
    uint8_t space[4096];
    char text[160];
    synta_arena arena;
    synta_error err;
    synta_bytes der;
    synta_status st;
    synta_arena_init(&arena, space, sizeof space, NULL);
    current_read = read;
    current_tag = tag;
    st = synta_jer_to_der(json, strlen(json), &arena, one_value, &der, &err);
    if (message != NULL) {
        CHECK(st != SYNTA_OK);
        synta_error_format(&err, text, sizeof text);
        CHECK(strcmp(text, message) == 0);
        if (strcmp(text, message) != 0) printf("  %s: got %s\n", json, text);
        return;
    }
    CHECK(st == SYNTA_OK);
    if (st == SYNTA_OK && (der.len != content.len + 2 || memcmp(der.ptr + 2, content.ptr, content.len) != 0)) {
        size_t i;
        printf("  %s:", json);
        for (i = 0; i < der.len; i++) printf(" %02x", der.ptr[i]);
        printf("\n");
    }
    CHECK(st == SYNTA_OK && der.len == content.len + 2 && memcmp(der.ptr + 2, content.ptr, content.len) == 0);
}

/* JSON numbers read as REAL, in a locale whose decimal point is `,` as a
 * daemon's may be after setlocale(LC_ALL, ""): strtod reads `1.5` as 1
 * there. The Makefile builds de_DE.UTF-8 into $(OUT)/locale (localedef);
 * under CI it must be there. */
static void reals_in_a_comma_locale(void) {
    static const double values[] = {1.5, -2.5e-3, 0.1, 123456.789, 1e300, 0.0};
    static const char *const texts[] = {"1.5", "-2.5e-3", "0.1", "123456.789", "1E+300", "0.000"};
    char number[1000];
    uint8_t buf[SYNTA_REAL_MAX_DOUBLE];
    synta_real expected;
    size_t i, n;
    const char *ci = getenv("CI");
    const char *was = setlocale(LC_NUMERIC, NULL);
    char saved[64];
    snprintf(saved, sizeof saved, "%s", was != NULL ? was : "C");
    if (setlocale(LC_NUMERIC, "de_DE.UTF-8") == NULL) {
        printf("note: no de_DE.UTF-8 locale (LOCPATH or the locales package): JER REAL read in the C locale only\n");
        CHECK(ci == NULL || strcmp(ci, "true") != 0);
    } else {
        CHECK(strcmp(localeconv()->decimal_point, ",") == 0);
    }
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        expected = synta_real_from_double(values[i], buf);
        reads(synta_jer_in_real, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, 9), texts[i], expected, NULL);
    }
    /* 2^-1075 (check.h), halfway between 0 and the least double: to 0;
     * with a 1 thirty digits after its 752, to the least double. */
    n = five_to_the(1075, number, sizeof number - 40);
    memcpy(number + n, "e-1075", 7);
    reads(synta_jer_in_real, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, 9), number, B(""), NULL);
    memset(number + n, '0', 30);
    memcpy(number + n + 30, "1e-1106", 8);
    reads(synta_jer_in_real, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, 9), number, B("\x81\xfb\xce\x01"), NULL);
    setlocale(LC_NUMERIC, saved);
}

static void json_to_der(void) {
    uint8_t space[4096];
    synta_arena arena;
    synta_error err;
    synta_bytes der;
    char text[160];
    static const char *const not_integers[] = {"1.5", "1e3", "\"1\"", "true", "[]"};
    size_t i;
    /* Minimal two's complement, as the Rust runtime's unit test has it. */
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "0", B("\x00"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "-0", B("\x00"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "127", B("\x7f"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "128", B("\x00\x80"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "-128", B("\x80"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "-129", B("\xff\x7f"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "256", B("\x01\x00"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "18446744073709551615",
          B("\x00\xff\xff\xff\xff\xff\xff\xff\xff"), NULL);
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "-1208925819614629174706176",
          B("\xff\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"), NULL);
    for (i = 0; i < sizeof not_integers / sizeof *not_integers; i++) {
        reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, not_integers[i], B(""),
              "<value> at byte 0: JER: expected an integer");
    }
    reads(synta_jer_in_integer, SYNTA_TAG_INTEGER, "007", B(""), "<value> at byte 1: malformed JSON: text after the value");
    /* BIT STRING, both forms; named bits without trailing zeros. */
    reads(read_bits, SYNTA_TAG_BIT_STRING, "{\"value\": \"A528\", \"length\": 13}", B("\x03\xa5\x28"), NULL);
    reads(read_bits, SYNTA_TAG_BIT_STRING, "\"A5\"", B("\x00\xa5"), NULL);
    reads(read_bits, SYNTA_TAG_BIT_STRING, "{\"value\": \"A5\", \"length\": 9}", B(""),
          "<value> at byte 26: JER: length does not fit the value's octets");
    reads(read_named_bits, SYNTA_TAG_BIT_STRING, "{\"value\": \"0600\", \"length\": 16}", B("\x01\x06"), NULL);
    reads(read_named_bits, SYNTA_TAG_BIT_STRING, "\"0000\"", B("\x00"), NULL);
    /* OBJECT IDENTIFIER. */
    reads(read_oid, SYNTA_TAG_OID, "\"1.2.840.113549\"", B("\x2a\x86\x48\x86\xf7\x0d"), NULL);
    reads(read_oid, SYNTA_TAG_OID, "\"2.999\"", B("\x88\x37"), NULL);
    reads(read_oid, SYNTA_TAG_OID, "\"1.40\"", B(""), "<value> at byte 0: JER: malformed arcs");
    reads(read_oid, SYNTA_TAG_OID, "\"1.02\"", B(""), "<value> at byte 0: JER: malformed arcs");
    reads(read_oid, SYNTA_TAG_OID, "\"2.340282366920938463463374607431768211456\"", B(""),
          "<value> at byte 0: JER: arc too large");
    /* Strings: escapes and surrogate pairs resolved; what a type cannot hold. */
    reads(read_bmp, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, 30), "\"A\\u00e9\"", B("\x00\x41\x00\xe9"), NULL);
    reads(read_bmp, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, 30), "\"\\ud83d\\ude00\"", B(""), "<value> at byte 0: JER: character not in the string type");
    reads(read_bmp, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, 30), "\"\\ud83d\"", B(""), "<value> at byte 7: malformed JSON: lone high surrogate");
    reads(read_date, SYNTA_TAG_UTF8_STRING, "\"2024-01-31\"", B("20240131"), NULL);
    /* A SET OF in DER order; an element's error names its index. */
    synta_arena_init(&arena, space, sizeof space, NULL);
    CHECK(synta_jer_to_der("[256, 1, -1]", 12, &arena, set_of_integers, &der, &err) == SYNTA_OK);
    CHECK(der.len == 12 && memcmp(der.ptr, "\x31\x0a\x02\x01\x01\x02\x01\xff\x02\x02\x01\x00", 12) == 0);
    CHECK(synta_jer_to_der("[1, \"x\"]", 8, &arena, set_of_integers, &der, &err) == SYNTA_ERR_JER);
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "[1] at byte 4: JER: expected an integer") == 0);
    /* Not UTF-8; an arena too small. */
    CHECK(synta_jer_to_der("[1, \"\xff\"]", 8, &arena, set_of_integers, &der, &err) == SYNTA_ERR_JSON);
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "<value> at byte 5: malformed JSON: not UTF-8") == 0);
    synta_arena_init(&arena, space, 16, NULL);
    CHECK(synta_jer_to_der("[1, 2, 3, 4]", 12, &arena, set_of_integers, &der, &err) == SYNTA_ERR_ARENA_EXHAUSTED);
}

void test_jer(void) {
    an_object();
    json_to_der();
    reals_in_a_comma_locale();
}
