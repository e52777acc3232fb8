/* Unit tests of the C runtime: BER mode: its forms, brought to DER, and its times. */
#include "check.h"


/* BER mode: the cases of runtime-rust/src/ber.rs's tests, with the same
 * errors at the same offsets. */
static synta_status any_ber(synta_bytes in, synta_arena *arena, synta_any *out, synta_error *err) {
    synta_reader r;
    synta_reader_init_ber(&r, in.ptr, in.len);
    SYNTA_TRY(synta_decode_any(&r, arena, out, err));
    return synta_reader_finish(&r, err);
}

static int same(synta_any a, synta_bytes b) {
    return !a.per && a.len == b.len && memcmp(a.ptr, b.ptr, a.len) == 0;
}

static void ber_mode(void) {
    static uint8_t space[1 << 16];
    static uint8_t big[4 + 300];
    synta_arena arena;
    synta_error err;
    synta_reader r, c;
    synta_tlv tlv;
    synta_any any;
    bool flag;
    synta_bit_string bits;
    size_t i;
    synta_arena_init(&arena, space, sizeof space, NULL);
    /* Indefinite and long lengths: the content, and the raw value with its
     * end-of-contents. DER mode still refuses them. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x30\x80\x02\x81\x01\x05\x02\x01\x07\x00\x00", 11);
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_OK && tlv.content.len == 7 && tlv.raw.len == 11);
    CHECK(read_whole(B("\x30\x80\x00\x00"), &err) == SYNTA_ERR_INDEFINITE_LENGTH);
    /* A raw value brought to DER: segments joined, BOOLEAN as 0xFF, a SET
     * sorted, lengths definite. */
    CHECK(any_ber(B("\x30\x80\x24\x80\x04\x01\x61\x00\x00\x01\x01\x05\x31\x06\x02\x01\x02\x02\x01\x01\x00\x00"), &arena,
                  &any, &err) == SYNTA_OK);
    CHECK(same(any, B("\x30\x0e\x04\x01\x61\x01\x01\xff\x31\x06\x02\x01\x01\x02\x01\x02")));
    /* An indefinite length whose DER header would be as long as the
     * indefinite one and its end-of-contents (four octets) is not DER. */
    big[0] = 0x30;
    big[1] = 0x80;
    big[2] = 0x04;
    big[3] = 0x82;
    big[4] = 0x01;
    big[5] = 0x28;
    for (i = 6; i < sizeof big - 2; i++) big[i] = 0x5a;
    big[sizeof big - 2] = big[sizeof big - 1] = 0;
    CHECK(any_ber(bytes((const char *)big, sizeof big), &arena, &any, &err) == SYNTA_OK);
    CHECK(any.len == sizeof big && any.ptr[1] == 0x82 && any.ptr[2] == 0x01 && any.ptr[3] == 0x2c);
    /* A DER header around BER: brought to DER, lazy or not. */
    CHECK(any_ber(B("\x30\x07\x30\x80\x01\x01\x01\x00\x00"), &arena, &any, &err) == SYNTA_OK &&
          same(any, B("\x30\x05\x30\x03\x01\x01\xff")));
    synta_reader_init_ber(&r, (const uint8_t *)"\x30\x07\x30\x80\x01\x01\x01\x00\x00", 9);
    CHECK(synta_decode_lazy(&r, &arena, &any, &err) == SYNTA_OK && same(any, B("\x30\x05\x30\x03\x01\x01\xff")));
    /* A lazy value's probe finds each form DER would not write under a
     * DER header (the cases of ber.rs's probe test): a length not minimal,
     * a string in segments, BOOLEAN true as 0x01, unused bits set, a time
     * without seconds, a SET out of order; each is brought to DER. */
    {
        static const struct {
            const char *ber, *der;
            size_t ber_len, der_len;
        } probes[] = {
            {"\x30\x04\x04\x81\x01\x61", "\x30\x03\x04\x01\x61", 6, 5},
            {"\x30\x05\x24\x03\x04\x01\x61", "\x30\x03\x04\x01\x61", 7, 5},
            {"\x30\x03\x01\x01\x01", "\x30\x03\x01\x01\xff", 5, 5},
            {"\x30\x04\x03\x02\x01\x81", "\x30\x04\x03\x02\x01\x80", 6, 6},
            {"\x30\x0d\x17\x0b" "2511251415Z", "\x30\x0f\x17\x0d" "251125141500Z", 15, 17},
            {"\x31\x06\x02\x01\x07\x02\x01\x05", "\x31\x06\x02\x01\x05\x02\x01\x07", 8, 8},
        };
        size_t p;
        for (p = 0; p < sizeof probes / sizeof probes[0]; p++) {
            synta_reader_init_ber(&r, (const uint8_t *)probes[p].ber, probes[p].ber_len);
            CHECK(synta_decode_lazy(&r, &arena, &any, &err) == SYNTA_OK);
            CHECK(same(any, bytes(probes[p].der, probes[p].der_len)) && any.ptr != (const uint8_t *)probes[p].ber);
        }
        /* What BER and DER encode alike is left to the value's decoding: a
         * PrintableString with '@' and an INTEGER not minimal stay as read. */
        synta_reader_init_ber(&r, (const uint8_t *)"\x30\x07\x13\x01@\x02\x02\x00\x05", 9);
        CHECK(synta_decode_lazy(&r, &arena, &any, &err) == SYNTA_OK && any.len == 9 && any.ptr == r.end - 9);
    }
    /* Deep nesting whose lengths grow to two octets, then three, on the
     * way out: every level's header made longer than its placeholder. */
    {
        static uint8_t ber[2 + 260 + 60 * 4], der[4 + 260 + 60 * 4];
        size_t n = 0, d, k, levels = 60;
        for (k = 0; k < levels; k++) {
            ber[n++] = 0x30;
            ber[n++] = 0x80;
        }
        ber[n++] = 0x04;
        ber[n++] = 0x82;
        ber[n++] = 0x01;
        ber[n++] = 0x00;
        memset(ber + n, 0x5a, 256);
        n += 256;
        for (k = 0; k < levels; k++) {
            ber[n++] = 0;
            ber[n++] = 0;
        }
        /* The DER, from the inside out, right-aligned in der[]. */
        d = sizeof der;
        d -= 256;
        memset(der + d, 0x5a, 256);
        der[--d] = 0x00;
        der[--d] = 0x01;
        der[--d] = 0x82;
        der[--d] = 0x04;
        for (k = 0; k < levels; k++) {
            size_t len = sizeof der - d;
            if (len > 0xff) {
                der[--d] = (uint8_t)len;
                der[--d] = (uint8_t)(len >> 8);
                der[--d] = 0x82;
            } else {
                der[--d] = (uint8_t)len;
                der[--d] = 0x81;
            }
            der[--d] = 0x30;
        }
        CHECK(any_ber(bytes((const char *)ber, n), &arena, &any, &err) == SYNTA_OK &&
              same(any, bytes((const char *)der + d, sizeof der - d)));
    }
    /* A SET of 20 000 INTEGERs in reverse order, sorted by merging in
     * scratch room the arena lends and takes back; and, in an arena with
     * room for the DER only, by insertion. Both give the same DER. */
    {
        enum { K = 20000 };
        static uint8_t ber[2 + 5 * K + 2], der[5 + 5 * K], space2[5 + 5 * K + 64], roomy[1 << 20];
        synta_arena small, large;
        size_t k;
        ber[0] = 0x31;
        ber[1] = 0x80;
        der[0] = 0x31;
        der[1] = 0x83;
        der[2] = (uint8_t)((5 * K) >> 16);
        der[3] = (uint8_t)((5 * K) >> 8);
        der[4] = (uint8_t)(5 * K);
        for (k = 0; k < K; k++) {
            uint8_t *b = ber + 2 + 5 * k, *d = der + 5 + 5 * k;
            size_t down = K - 1 - k;
            b[0] = d[0] = 0x02;
            b[1] = d[1] = 0x03;
            b[2] = d[2] = 0x01;
            b[3] = (uint8_t)(down >> 8);
            b[4] = (uint8_t)down;
            d[3] = (uint8_t)(k >> 8);
            d[4] = (uint8_t)k;
        }
        ber[sizeof ber - 2] = ber[sizeof ber - 1] = 0;
        synta_arena_init(&large, roomy, sizeof roomy, NULL);
        CHECK(any_ber(bytes((const char *)ber, sizeof ber), &large, &any, &err) == SYNTA_OK &&
              same(any, bytes((const char *)der, sizeof der)));
        CHECK(synta_arena_used(&large) < sizeof der + 64); /* the scratch was given back */
        {
            /* 2000 values, room for the DER only: the insertion sort. */
            static uint8_t ber2[2 + 5 * 2000 + 2];
            memcpy(ber2, ber, 2 + 5 * 2000);
            ber2[sizeof ber2 - 2] = ber2[sizeof ber2 - 1] = 0;
            synta_arena_init(&small, space2, 5 + 5 * 2000 + 8, NULL);
            CHECK(any_ber(bytes((const char *)ber2, sizeof ber2), &small, &any, &err) == SYNTA_OK && any.len == 4 + 5 * 2000);
            for (k = 1; k < 2000 && any.len == 4 + 5 * 2000; k++) {
                synta_bytes a = {any.ptr + 4 + 5 * (k - 1), 5}, b = {any.ptr + 4 + 5 * k, 5};
                if (synta_der_set_order(a, b) > 0) {
                    break;
                }
            }
            CHECK(k == 2000);
        }
    }
    /* DER input stays a view of the input. */
    CHECK(any_ber(B("\x30\x03\x02\x01\x05"), &arena, &any, &err) == SYNTA_OK && any.ptr[0] == 0x30 && any.len == 5);
    /* A context tag around OCTET STRINGs, sent in BER: an IMPLICIT string
     * in segments or a SEQUENCE OF; only the type can tell. */
    CHECK(any_ber(B("\xa0\x80\x04\x01\x61\x04\x01\x62\x00\x00"), &arena, &any, &err) == SYNTA_ERR_AMBIGUOUS_BER &&
          err.offset == 0);
    CHECK(any_ber(B("\xa0\x06\x04\x01\x61\x04\x01\x62"), &arena, &any, &err) == SYNTA_OK);
    /* A constructed OCTET STRING alone under the tag (CMS's streamed
     * eContent) is a string under an EXPLICIT tag; mixed with a primitive
     * segment it is ambiguous again. */
    CHECK(any_ber(B("\xa0\x80\x24\x80\x04\x01\x61\x04\x01\x62\x00\x00\x00\x00"), &arena, &any, &err) ==
              SYNTA_OK &&
          any.len == 6 && memcmp(any.ptr, "\xa0\x04\x04\x02\x61\x62", 6) == 0);
    CHECK(any_ber(B("\xa0\x80\x24\x80\x04\x01\x61\x00\x00\x04\x01\x62\x00\x00"), &arena, &any, &err) ==
          SYNTA_ERR_AMBIGUOUS_BER);
    /* Strings in segments, one constructed itself; BIT STRING unused bits
     * only in the last segment; a segment of another type. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x24\x80\x04\x02\xaa\xbb\x24\x03\x04\x01\xcc\x00\x00", 13);
    CHECK(synta_open_segments(&r, SYNTA_TAG_OCTET_STRING, 0, &arena, &c, &err) == SYNTA_OK && c.end - c.cur == 3 &&
          memcmp(c.cur, "\xaa\xbb\xcc", 3) == 0 && synta_reader_is_empty(&r));
    synta_reader_init_ber(&r, (const uint8_t *)"\x23\x09\x03\x02\x00\xf0\x03\x03\x04\x0f\xf0", 11);
    CHECK(synta_open_segments(&r, SYNTA_TAG_BIT_STRING, 1, &arena, &c, &err) == SYNTA_OK && c.end - c.cur == 4 &&
          memcmp(c.cur, "\x04\xf0\x0f\xf0", 4) == 0);
    synta_reader_init_ber(&r, (const uint8_t *)"\x23\x08\x03\x02\x04\xf0\x03\x02\x00\x0f", 10);
    CHECK(synta_open_segments(&r, SYNTA_TAG_BIT_STRING, 1, &arena, &c, &err) == SYNTA_ERR_INVALID_BIT_STRING &&
          err.offset == 6);
    /* No segment at all: the empty BIT STRING, typed or raw. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x23\x00", 2);
    CHECK(synta_open_segments(&r, SYNTA_TAG_BIT_STRING, 1, &arena, &c, &err) == SYNTA_OK && c.end - c.cur == 1 &&
          c.cur[0] == 0);
    CHECK(any_ber(B("\x23\x80\x00\x00"), &arena, &any, &err) == SYNTA_OK && same(any, B("\x03\x01\x00")));
    synta_reader_init_ber(&r, (const uint8_t *)"\x24\x04\x02\x02\xaa\xbb", 6);
    CHECK(synta_open_segments(&r, SYNTA_TAG_OCTET_STRING, 0, &arena, &c, &err) == SYNTA_ERR_WRONG_SEGMENT && err.offset == 2);
    /* The same constructed form is refused without BER mode. */
    synta_reader_init(&r, (const uint8_t *)"\x24\x03\x04\x01\xcc", 5);
    CHECK(synta_open_segments(&r, SYNTA_TAG_OCTET_STRING, 0, &arena, &c, &err) == SYNTA_ERR_UNEXPECTED_TAG);
    /* Malformed BER: a primitive of indefinite length, no end-of-contents. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x04\x80\x01\x00\x00", 5);
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_ERR_INDEFINITE_PRIMITIVE && err.offset == 1);
    CHECK(strcmp(synta_status_message(err.code), "indefinite length on a primitive value") == 0);
    synta_reader_init_ber(&r, (const uint8_t *)"\x30\x80\x05\x00", 4);
    CHECK(synta_read_tlv(&r, &tlv, &err) == SYNTA_ERR_MISSING_END_OF_CONTENTS && err.offset == 4);
    /* BOOLEAN true as any non-zero octet; unused bits that are not zero
     * cleared in a copy; trailing zero named bits dropped. */
    synta_reader_init_ber(&r, (const uint8_t *)"\x01", 1);
    CHECK(synta_decode_bool(&r, &flag, &err) == SYNTA_OK && flag);
    synta_reader_init_ber(&r, (const uint8_t *)"\x04\xff", 2);
    CHECK(synta_decode_bit_string(&r, 0, &arena, &bits, &err) == SYNTA_OK && bits.unused == 4 && bits.len == 1 &&
          bits.ptr[0] == 0xf0);
    synta_reader_init_ber(&r, (const uint8_t *)"\x00\x80\x00", 3);
    CHECK(synta_decode_bit_string(&r, 1, &arena, &bits, &err) == SYNTA_OK && bits.unused == 7 && bits.len == 1);
    synta_reader_init(&r, (const uint8_t *)"\x00\x80\x00", 3);
    CHECK(synta_decode_bit_string(&r, 1, &arena, &bits, &err) == SYNTA_ERR_BIT_STRING_TRAILING_ZERO);
}

/* BER forms of the times (ber_time.rs's cases): the DER form of each, or
 * NULL when it names no instant DER can write. */
static void ber_times(void) {
    static const struct {
        const char *ber, *der;
    } utc[] = {
        {"2401011200Z", "240101120000Z"},     {"240101120000Z", "240101120000Z"},
        {"240101120000+0100", "240101110000Z"}, {"2401010030-0045", "240101011500Z"},
        {"240101003000+0100", "231231233000Z"}, {"000301000000+0001", "000229235900Z"},
        {"240101120000", NULL},                {"2401011200.5Z", NULL},
        {"240101120000+01", NULL},             {"240101120000+2400", NULL},
        {"491231230000-0200", NULL},           {"500101000000+0100", NULL},
        {"490229000000Z", NULL},               {"2401011260Z", NULL},
        {"240101120000Zjunk", NULL},           {"24010112Z", NULL},
    },
      generalized[] = {
          {"2024010112Z", "20240101120000Z"},
          {"202401011230Z", "20240101123000Z"},
          {"2024010112,5Z", "20240101123000Z"},
          {"2024010112.1234567Z", "20240101120724.44412Z"},
          {"202401011230.25Z", "20240101123015Z"},
          {"202401011230.001Z", "20240101123000.06Z"},
          {"20240101123015,50Z", "20240101123015.5Z"},
          {"20240101123015.000Z", "20240101123015Z"},
          {"20240101120000+01", "20240101110000Z"},
          {"20240101120000-0130", "20240101133000Z"},
          {"20231231235959.5-0001", "20240101000059.5Z"},
          {"20240101000000.123456789123+0000", "20240101000000.123456789123Z"},
          {"99991231235959.999999999Z", "99991231235959.999999999Z"},
          {"20240101120000", NULL},
          {"2024010112.5", NULL},
          {"20240101120000.Z", NULL},
          {"2024010112.Z", NULL},
          {"20240101120000+1", NULL},
          {"20240101120000+0160", NULL},
          {"20240230120000Z", NULL},
          {"2024010124Z", NULL},
          {"00000101003000+0100", NULL},
          {"202401011", NULL},
          {"2024010112.123456789012345678901234567890123Z", NULL},
      };
    static uint8_t space[4096];
    synta_arena arena;
    synta_error err;
    synta_reader r;
    synta_time t;
    synta_any any;
    size_t i, k;
    synta_arena_init(&arena, space, sizeof space, NULL);
    for (k = 0; k < 2; k++) {
        size_t n = k ? sizeof generalized / sizeof *generalized : sizeof utc / sizeof *utc;
        for (i = 0; i < n; i++) {
            const char *ber = k ? generalized[i].ber : utc[i].ber, *der = k ? generalized[i].der : utc[i].der;
            synta_status st;
            synta_reader_init_ber(&r, (const uint8_t *)ber, strlen(ber));
            st = k ? synta_decode_generalized_time(&r, &arena, &t, &err) : synta_decode_utc_time(&r, &arena, &t, &err);
            if (der) {
                CHECK(st == SYNTA_OK && t.len == strlen(der) && memcmp(t.ptr, der, t.len) == 0);
            } else {
                CHECK(st == SYNTA_ERR_INVALID_TIME && err.offset == 0);
            }
        }
    }
    /* DER mode refuses every BER form. */
    synta_reader_init(&r, (const uint8_t *)"2401011200Z", 11);
    CHECK(synta_decode_utc_time(&r, &arena, &t, &err) == SYNTA_ERR_INVALID_TIME);
    /* Inside a raw value, by the universal tag; local time refused there
     * too, at the text. */
    CHECK(any_ber(B("\x30\x11\x17\x0f" "2401011200+0100"), &arena, &any, &err) == SYNTA_OK &&
          same(any, B("\x30\x0f\x17\x0d" "240101110000Z")));
    /* In segments inside a raw value: joined, then brought to DER. */
    CHECK(any_ber(B("\x30\x80\x37\x80\x04\x05" "24010" "\x04\x0a" "11200+0100" "\x00\x00\x00\x00"), &arena, &any,
                  &err) == SYNTA_OK &&
          same(any, B("\x30\x0f\x17\x0d" "240101110000Z")));
    CHECK(any_ber(B("\x30\x10\x18\x0e" "20240101120000"), &arena, &any, &err) == SYNTA_ERR_INVALID_TIME &&
          err.offset == 4);
}

void test_ber(void) {
    ber_mode();
    ber_times();
}
