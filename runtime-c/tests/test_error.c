/* Unit tests of the C runtime's errors: their text, their paths, and a
 * NULL error, which every function that takes one accepts. */
#include "check.h"

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

/* A path deeper than SYNTA_MAX_PATH keeps its innermost segments and says
 * it was cut. */
static void long_paths(void) {
    synta_error err;
    char text[256];
    size_t i;
    synta_fail(&err, SYNTA_ERR_TRUNCATED, 9);
    for (i = 0; i < SYNTA_MAX_PATH + 3; i++) {
        CHECK(synta_error_at(&err, "a") == SYNTA_ERR_TRUNCATED);
    }
    CHECK(err.depth == SYNTA_MAX_PATH && err.truncated);
    synta_error_format(&err, text, sizeof text);
    CHECK(strncmp(text, "\xe2\x80\xa6" ".a.a", 7) == 0);
    CHECK(strstr(text, " at byte 9: input ends inside a value") != NULL);
}

/* Names and element indices share a path, each segment one word; an
 * index keeps its whole value. */
static void mixed_paths(void) {
    synta_error err;
    char text[256];
    synta_fail(&err, SYNTA_ERR_MISSING, 3);
    synta_error_at(&err, "name");
    synta_error_at_index(&err, (size_t)5000000000u);
    synta_error_at(&err, "items");
    synta_error_at_index(&err, 2);
    synta_error_at(&err, "Outer");
    synta_error_format(&err, text, sizeof text);
    CHECK(strcmp(text, "Outer[2].items[5000000000].name at byte 3: required component missing") == 0);
    CHECK(sizeof(synta_path_segment) == sizeof(void *) && sizeof(synta_error) <= 24 + sizeof(size_t) * (1 + SYNTA_MAX_PATH));
}

/* The functions that record an error take NULL for it and still return
 * the code. */
static void null_error(void) {
    CHECK(synta_fail(NULL, SYNTA_ERR_MISSING, 3) == SYNTA_ERR_MISSING);
    CHECK(synta_fail_tag(NULL, 0, SYNTA_TAG_BOOLEAN, 1, SYNTA_TAG_SEQUENCE) == SYNTA_ERR_UNEXPECTED_TAG);
    CHECK(synta_error_at(NULL, "x") == SYNTA_OK);
    CHECK(synta_error_at_index(NULL, 4) == SYNTA_OK);
}

/* Every status has a message of its own. */
static void messages(void) {
    int code;
    CHECK(strcmp(synta_status_message(SYNTA_OK), "ok") == 0);
    for (code = 1; code <= (int)SYNTA_ERR_NULL_ARGUMENT; code++) {
        const char *m = synta_status_message((synta_status)code);
        int other, distinct = 1;
        for (other = 0; other < code; other++) {
            distinct &= strcmp(m, synta_status_message((synta_status)other)) != 0;
        }
        CHECK(strcmp(m, "unknown error") != 0 && distinct);
    }
    CHECK(strcmp(synta_status_message((synta_status)9999), "unknown error") == 0);
}

void test_error(void) {
    unexpected_tag_and_path();
    long_paths();
    mixed_paths();
    null_error();
    messages();
}
