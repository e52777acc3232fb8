/* Unit tests of the C runtime: the checks of primitive content: DER's rules for each universal type,
 * times against a plain check, OIDs, REAL, alphabets, range tables. */
#include "check.h"


static void primitive_rules(void) {
    synta_error err;
    bool flag;
    int64_t i64;
    uint64_t u64;
    CHECK(synta_check_boolean(B("\x01"), 5, &flag, &err) == SYNTA_ERR_INVALID_BOOLEAN && err.offset == 5);
    CHECK(synta_check_boolean(B("\xff"), 0, &flag, &err) == SYNTA_OK && flag == 1);
    CHECK(synta_check_null(B("\x00"), 0, &err) == SYNTA_ERR_INVALID_NULL);
    CHECK(synta_check_integer(B(""), 0, &err) == SYNTA_ERR_EMPTY_INTEGER);
    CHECK(synta_check_integer(B("\x00\x7f"), 0, &err) == SYNTA_ERR_NON_MINIMAL_INTEGER);
    CHECK(synta_check_integer(B("\xff\x80"), 0, &err) == SYNTA_ERR_NON_MINIMAL_INTEGER);
    CHECK(synta_check_integer(B("\x00\x80"), 0, &err) == SYNTA_OK);
    CHECK(synta_integer_to_i64(B("\x80"), 0, &i64, &err) == SYNTA_OK && i64 == -128);
    CHECK(synta_integer_to_i64(B("\x80\x00\x00\x00\x00\x00\x00\x00"), 0, &i64, &err) == SYNTA_OK && i64 == INT64_MIN);
    CHECK(synta_integer_to_i64(B("\x00\x80\x00\x00\x00\x00\x00\x00\x00"), 0, &i64, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    CHECK(synta_integer_to_u64(B("\x00\xff\xff\xff\xff\xff\xff\xff\xff"), 0, &u64, &err) == SYNTA_OK && u64 == UINT64_MAX);
    CHECK(synta_integer_to_u64(B("\xff"), 0, &u64, &err) == SYNTA_ERR_VALUE_OUT_OF_RANGE);
    CHECK(synta_check_oid(B("\x2a\x86\x48"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_oid(B("\x2a\x80\x01"), 10, &err) == SYNTA_ERR_NON_MINIMAL_OID && err.offset == 11);
    CHECK(synta_check_oid(B("\x2a\x86"), 0, &err) == SYNTA_ERR_INVALID_OID && err.offset == 2);
    CHECK(synta_check_oid(B(""), 0, &err) == SYNTA_ERR_INVALID_OID);
    CHECK(synta_check_bit_string(B("\x03\x08"), 0, 0, &err) == SYNTA_OK);
    CHECK(synta_check_bit_string(B("\x03\x09"), 0, 0, &err) == SYNTA_ERR_INVALID_BIT_STRING);
    CHECK(synta_check_bit_string(B("\x08\x00"), 0, 0, &err) == SYNTA_ERR_INVALID_BIT_STRING);
    CHECK(synta_check_bit_string(B("\x01"), 0, 0, &err) == SYNTA_ERR_INVALID_BIT_STRING);
    CHECK(synta_check_bit_string(B("\x00\x80\x00"), 0, 1, &err) == SYNTA_ERR_BIT_STRING_TRAILING_ZERO);
    CHECK(synta_check_bit_string(B("\x07\x80"), 0, 1, &err) == SYNTA_OK);
}

static void strings_and_times(void) {
    synta_error err;
    CHECK(synta_check_string(SYNTA_STRING_PRINTABLE, B("Hello (World)?"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_string(SYNTA_STRING_PRINTABLE, B("a@b"), 10, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 11);
    CHECK(synta_check_string(SYNTA_STRING_IA5, B("a\x80"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_VISIBLE, B("a\x7f"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_NUMERIC, B("12 3a"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 4);
    {
        /* Every octet against each ASCII alphabet, alone and after a valid
         * prefix (found at its offset): X.680's sizes, 74, 128, 95 and 11. */
        static const struct {
            synta_string_kind kind;
            int size;
        } alphabets[] = {{SYNTA_STRING_PRINTABLE, 74}, {SYNTA_STRING_IA5, 128}, {SYNTA_STRING_VISIBLE, 95},
                         {SYNTA_STRING_NUMERIC, 11}};
        size_t a;
        for (a = 0; a < sizeof alphabets / sizeof alphabets[0]; a++) {
            int b, accepted = 0;
            for (b = 0; b < 256; b++) {
                uint8_t text[10] = {'1', '1', '1', '1', '1', '1', '1', '1', '1', (uint8_t)b};
                synta_bytes one = {text + 9, 1}, long_text = {text, sizeof text};
                synta_status alone = synta_check_string(alphabets[a].kind, one, 0, &err);
                synta_status prefixed = synta_check_string(alphabets[a].kind, long_text, 100, &err);
                accepted += alone == SYNTA_OK;
                CHECK(alone == prefixed && (prefixed == SYNTA_OK || err.offset == 109));
            }
            CHECK(accepted == alphabets[a].size);
        }
    }
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("caf\xc3\xa9"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("ab\xc0\xaf"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 2);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("\xed\xa0\x80"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("\xf4\x90\x80\x80"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_UTF8, B("x\xe2\x82"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 1);
    CHECK(synta_check_string(SYNTA_STRING_BMP, B("\x00\x41\xd8\x00"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER && err.offset == 2);
    CHECK(synta_check_string(SYNTA_STRING_BMP, B("\x00\x41\x00"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_UNIVERSAL, B("\x00\x11\x00\x00"), 0, &err) == SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_string(SYNTA_STRING_BYTES, B("\xff\x00"), 0, &err) == SYNTA_OK);
    /* SIZE counts characters: octets, pairs, quadruples (a partial last
     * one counting), or UTF-8 sequences. */
    CHECK(synta_string_length(SYNTA_STRING_PRINTABLE, B("Test CA")) == 7);
    CHECK(synta_string_length(SYNTA_STRING_BYTES, B("\xff\x00\x01")) == 3);
    CHECK(synta_string_length(SYNTA_STRING_UTF8, B("caf\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80")) == 6);
    CHECK(synta_string_length(SYNTA_STRING_BMP, B("\x00\x41\x20\xac")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_BMP, B("\x00\x41\x00")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_UNIVERSAL, B("\x00\x01\xf6\x00\x00\x00\x00\x41")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_UNIVERSAL, B("\x00\x00\x00\x41\x00")) == 2);
    CHECK(synta_string_length(SYNTA_STRING_UTF8, B("")) == 0);

    CHECK(synta_check_utc_time(B("491231235959Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_utc_time(B("4912312359Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_utc_time(B("491231235959+0100"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_utc_time(B("000229000000Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_utc_time(B("990229000000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240229120000Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_generalized_time(B("21000229120000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101000000.5Z"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_generalized_time(B("20240101000000.50Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101000000.Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101000000"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_generalized_time(B("20240101240000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);

    CHECK(synta_der_set_order(B("\x01\x02"), B("\x01\x03")) < 0);
    CHECK(synta_der_set_order(B("\x01\x02\x00"), B("\x01\x02")) == 0);
    CHECK(synta_der_set_order(B("\x01\x02\x01"), B("\x01\x02")) > 0);
}

/* The DER time check written the plain way, octet by octet: the oracle of
 * the runtime's eight-digits-at-a-time checks. `year_digits` is 2
 * (UTCTime) or 4 (GeneralizedTime, here without a fraction). */
static int plain_time_valid(const uint8_t *s, size_t len, size_t year_digits) {
    long f[6];
    size_t i;
    long year = 0;
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap;
    if (len != year_digits + 11 || s[len - 1] != 'Z') {
        return 0;
    }
    for (i = 0; i < len - 1; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return 0;
        }
    }
    for (i = 0; i < year_digits; i++) {
        year = year * 10 + (s[i] - '0');
    }
    if (year_digits == 2) {
        year += year < 50 ? 2000 : 1900;
    }
    for (i = 0; i < 5; i++) {
        f[i] = (s[year_digits + 2 * i] - '0') * 10 + (s[year_digits + 2 * i + 1] - '0');
    }
    leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    return f[0] >= 1 && f[0] <= 12 && f[1] >= 1 && f[1] <= days[f[0] - 1] + (f[0] == 2 && leap) && f[2] <= 23 &&
           f[3] <= 59 && f[4] <= 59;
}

/* Whether the runtime's check of `len` octets agrees with the plain one. */
static int time_check_agrees(const uint8_t *t, size_t len, size_t year_digits) {
    synta_error err;
    synta_bytes b = {t, len};
    synta_status got = year_digits == 4 ? synta_check_generalized_time(b, 0, &err) : synta_check_utc_time(b, 0, &err);
    return (got == SYNTA_OK) == plain_time_valid(t, len, year_digits);
}

/* Every field at and beyond its bounds, in leap and common years and the
 * centuries' exceptions; then every octet value at every position of the
 * valid times of the first of the month: the checks agree with the plain
 * one. */
static void times_against_a_plain_check(void) {
    static const int years[] = {1900, 1950, 1999, 2000, 2004, 2023, 2049, 2100, 9999};
    static const int day_values[] = {0, 1, 28, 29, 30, 31, 32};
    static const int clocks[][3] = {{0, 0, 0}, {23, 59, 59}, {24, 0, 0}, {0, 60, 0}, {0, 0, 60}};
    size_t y, d, c, year_digits, at;
    int month, octet;
    long disagreements = 0, compared = 0;
    for (y = 0; y < sizeof years / sizeof years[0]; y++)
        for (month = 0; month <= 13; month++)
            for (d = 0; d < sizeof day_values / sizeof day_values[0]; d++)
                for (c = 0; c < sizeof clocks / sizeof clocks[0]; c++)
                    for (year_digits = 2; year_digits <= 4; year_digits += 2) {
                        char text[24];
                        uint8_t *t = (uint8_t *)text;
                        size_t len = (size_t)sprintf(text, "%0*d%02d%02d%02d%02d%02dZ", (int)year_digits,
                                                     year_digits == 4 ? years[y] : years[y] % 100, month,
                                                     day_values[d], clocks[c][0], clocks[c][1], clocks[c][2]);
                        disagreements += !time_check_agrees(t, len, year_digits);
                        compared++;
                        if (day_values[d] != 1 || !plain_time_valid(t, len, year_digits)) {
                            continue;
                        }
                        for (at = 0; at < len; at++) {
                            uint8_t keep = t[at];
                            for (octet = 0; octet < 256; octet++) {
                                t[at] = (uint8_t)octet;
                                disagreements += !time_check_agrees(t, len, year_digits);
                                compared++;
                            }
                            t[at] = keep;
                        }
                    }
    CHECK(disagreements == 0);
    CHECK(compared > 100000);
}

static void oid_text(void) {
    char text[64];
    CHECK(synta_oid_to_text(B("\x55\x1d\x13"), text, sizeof text) == 9 && strcmp(text, "2.5.29.19") == 0);
    CHECK(synta_oid_to_text(B("\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0b"), text, sizeof text) == 21);
    CHECK(strcmp(text, "1.2.840.113549.1.1.11") == 0);
    CHECK(synta_oid_to_text(B("\x09\x92\x26"), text, sizeof text) == 8 && strcmp(text, "0.9.2342") == 0);
    /* The first sub-identifier past 80 is all arc 2 (2.999 is 1079). */
    CHECK(synta_oid_to_text(B("\x88\x37\x03"), text, sizeof text) == 7 && strcmp(text, "2.999.3") == 0);
    /* A UUID arc (2.25.N) and the largest arc decoding allows (2^128 - 1). */
    synta_oid_to_text(B("\x69\x83\xf0\x9d\xa7\xeb\xcf\xde\xe0\xc7\xa1\xa7\xb2\xc0\x94\x8c\xc8\xf9\xd7\x76"), text, sizeof text);
    CHECK(strcmp(text, "2.25.329800735698586629295641978511506172918") == 0);
    synta_oid_to_text(B("\x69\x83\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f"), text, sizeof text);
    CHECK(strcmp(text, "2.25.340282366920938463463374607431768211455") == 0);
    /* Cut short like snprintf: the whole length, a terminated prefix. */
    CHECK(synta_oid_to_text(B("\x55\x1d\x13"), text, 5) == 9 && strcmp(text, "2.5.") == 0);
    CHECK(synta_oid_to_text(B("\x55\x1d\x13"), NULL, 0) == 9);
}

static void integer_order(void) {
    /* -129, -128, -1, 0, 1, 127, 128, 2^64 in ascending order. */
    const synta_integer order[] = {
        B("\xff\x7f"), B("\x80"), B("\xff"), B("\x00"), B("\x01"), B("\x7f"), B("\x00\x80"),
        B("\x01\x00\x00\x00\x00\x00\x00\x00\x00"),
    };
    size_t i, j, n = sizeof order / sizeof order[0];
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            int c = synta_integer_compare(order[i], order[j]);
            CHECK(i < j ? c < 0 : i > j ? c > 0 : c == 0);
        }
    }
    CHECK(synta_integer_compare(B("\x05"), SYNTA_INTEGER_CONST("\x05")) == 0);
}

/* REAL: the same encodings and refusals as runtime-rust/src/real.rs. */
static void reals(void) {
    static const double values[] = {1.0,    -1.0,   0.5,    255.0,    0.1,   -1234.5625, 1.7976931348623157e308,
                                    2.2250738585072014e-308, 5e-324, -5e-324, 1e300, 3.141592653589793};
    static const char *const bad[] = {
        "\x80\x00\x02", "\x80\x00\x00\x01", "\x81\x00\x01\x01", "\x83\x01\x01\x01", "\x90\x00\x01", "\x84\x00\x01",
        "\x80\x00", "\x40\x00", "\x44", "\x01\x31", "\x03\x31\x30.E+0", "\x03\x31.E0", "\x03\x31.E+1", "\x03+1.E1",
        "\x03\x31.5E1"};
    static const size_t bad_len[] = {3, 4, 4, 4, 3, 3, 2, 2, 1, 2, 7, 5, 6, 6, 6};
    uint8_t buf[SYNTA_REAL_MAX_DOUBLE];
    synta_error err;
    synta_real r;
    size_t i;
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        r = synta_real_from_double(values[i], buf);
        CHECK(synta_check_real(r, 0, &err) == SYNTA_OK);
        CHECK(synta_real_to_double(r) == values[i]);
    }
    r = synta_real_from_double(255.0, buf);
    CHECK(r.len == 3 && memcmp(r.ptr, "\x80\x00\xff", 3) == 0);
    r = synta_real_from_double(-0.5, buf);
    CHECK(r.len == 3 && memcmp(r.ptr, "\xc0\xff\x01", 3) == 0);
    r = synta_real_from_double(5e-324, buf);
    CHECK(r.len == 4 && memcmp(r.ptr, "\x81\xfb\xce\x01", 4) == 0);
    CHECK(synta_real_from_double(0.0, buf).len == 0);
    r = synta_real_from_double(-0.0, buf);
    CHECK(r.len == 1 && r.ptr[0] == 0x43);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(synta_check_real(bytes(bad[i], bad_len[i]), 7, &err) == SYNTA_ERR_INVALID_REAL && err.offset == 7);
    }
    CHECK(synta_real_to_double(B("\x03-125.E-2")) == -1.25);
    CHECK(synta_real_to_double(B("\x03\x31.E+0")) == 1.0);
    /* 2^-1075, halfway between 0 and the least double: even rounds it to
     * 0; a 1 thirty digits after its 752 rounds it up. */
    {
        char nr3[1000];
        size_t n;
        nr3[0] = 0x03;
        n = 1 + five_to_the(1075, nr3 + 1, sizeof nr3 - 40);
        memcpy(nr3 + n, ".E-1075", 7);
        CHECK(synta_real_to_double(bytes(nr3, n + 7)) == 0.0);
        memset(nr3 + n, '0', 30);
        memcpy(nr3 + n + 30, "1.E-1106", 8);
        CHECK(synta_real_to_double(bytes(nr3, n + 38)) == 4.9406564584124654e-324);
    }
    /* Octets that are not DER read as NaN, whatever they hold. */
    CHECK(synta_real_to_double(B("\x03\x31\x32")) != synta_real_to_double(B("\x03\x31\x32")));
    CHECK(synta_real_to_double(B("\x01\x31")) != synta_real_to_double(B("\x01\x31")));
    /* 2^64 + 1 needs 65 bits: it rounds to 2^64. */
    CHECK(synta_real_to_double(B("\x80\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01")) == 18446744073709551616.0);
}

/* DATE, TIME-OF-DAY, DATE-TIME and the IRIs, as in runtime-rust. */
static void useful_times_and_iris(void) {
    synta_error err;
    CHECK(synta_check_date(B("20240229"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_date(B("20230229"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_date(B("15811231"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_date(B("2024-02-29"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_time_of_day(B("235959"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_time_of_day(B("240000"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_time_of_day(B("235960"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    CHECK(synta_check_date_time(B("19511014153000"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_date_time(B("19511014153000Z"), 0, &err) == SYNTA_ERR_INVALID_TIME);
    {
        /* TIME and DURATION: some of the cases of runtime-rust/src/iso_time.rs. */
        static const char *const good_times[] = {"1985-W15-5", "-0002-04-12", "15:27:35.5", "15:27:46+01",
                                                  "2024-02-29T12:00Z", "2000-366", "19", "24:00:00",
                                                  "+12345-01-01", "R5/2024-01-01T09:00/PT1H", "R/P1W"};
        static const char *const bad_times[] = {"", "15:27:35,5", "15:27:46+01:00", "2023-02-29", "1900-02-29",
                                                "1985-W54", "24:00:01", "1985-04T12:00", "19850412",
                                                "12345-01-01", "P1D/P1D", "R05/P1D", "2024-01-01T"};
        static const char *const good_durations[] = {"2Y10M15DT10H20M30S", "1W", "0.5W", "1Y0M", "T1H", "1DT0.25S"};
        static const char *const bad_durations[] = {"", "P1Y", "1", "T", "1DT", "01D", "1M1Y", "1H", "1W1D",
                                                    "1.5Y1M", "1,5S", "1.S"};
        size_t i;
        for (i = 0; i < sizeof good_times / sizeof *good_times; i++) {
            CHECK(synta_check_time(S(good_times[i]), 0, &err) == SYNTA_OK);
        }
        for (i = 0; i < sizeof bad_times / sizeof *bad_times; i++) {
            CHECK(synta_check_time(S(bad_times[i]), 5, &err) == SYNTA_ERR_INVALID_TIME && err.offset == 5);
        }
        for (i = 0; i < sizeof good_durations / sizeof *good_durations; i++) {
            CHECK(synta_check_duration(S(good_durations[i]), 0, &err) == SYNTA_OK);
        }
        for (i = 0; i < sizeof bad_durations / sizeof *bad_durations; i++) {
            CHECK(synta_check_duration(S(bad_durations[i]), 0, &err) == SYNTA_ERR_INVALID_TIME);
        }
    }
    CHECK(synta_check_oid_iri(B("/ISO/Registration_Authority/19785.CBEFF"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_oid_iri(B("/Joint-ISO-ITU-T/0/\xc3\x9cnicode"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_relative_oid_iri(B("Registration_Authority/19785.CBEFF"), 0, &err) == SYNTA_OK);
    CHECK(synta_check_oid_iri(B("/ISO//1"), 3, &err) == SYNTA_ERR_INVALID_IRI && err.offset == 3);
    CHECK(synta_check_oid_iri(B("/01"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_oid_iri(B("/a-"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_oid_iri(B("/a\xc2\x85"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_oid_iri(B("ISO"), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_relative_oid_iri(B(""), 0, &err) == SYNTA_ERR_INVALID_IRI);
    CHECK(synta_check_relative_oid_iri(B("/ISO"), 0, &err) == SYNTA_ERR_INVALID_IRI);
}

/* The table search of a constraint with many ranges: every value from
 * below the first range to beyond the last, against a linear scan. */
static void range_tables(void) {
    static const synta_range signed_ranges[] = {{INT64_MIN, -100}, {-7, -7}, {-3, 0}, {2, 2}, {5, 9}, {40, INT64_MAX}};
    static const synta_urange unsigned_ranges[] = {{0, 0}, {2, 2}, {5, 9}, {12, 12}, {UINT64_MAX - 1, UINT64_MAX}};
    int64_t x;
    size_t k;
    int agree = 1;
    for (x = -120; x <= 60; x++) {
        int want = 0;
        for (k = 0; k < 6; k++) want |= signed_ranges[k].lo <= x && x <= signed_ranges[k].hi;
        agree &= synta_in_ranges(x, signed_ranges, 6) == (bool)want;
        if (x >= 0) {
            want = 0;
            for (k = 0; k < 5; k++) want |= unsigned_ranges[k].lo <= (uint64_t)x && (uint64_t)x <= unsigned_ranges[k].hi;
            agree &= synta_in_uranges((uint64_t)x, unsigned_ranges, 5) == (bool)want;
        }
    }
    CHECK(agree);
    CHECK(synta_in_ranges(INT64_MIN, signed_ranges, 6) && synta_in_ranges(INT64_MAX, signed_ranges, 6));
    CHECK(synta_in_uranges(UINT64_MAX, unsigned_ranges, 5) && !synta_in_uranges(UINT64_MAX - 2, unsigned_ranges, 5));
    CHECK(!synta_in_ranges(0, signed_ranges, 0));
}

/* synta_check_oid, quick pass and exact check together, against the rule
 * written out here arc by arc (X.690 8.19: no arc starts with 0x80, the
 * last octet ends an arc; ours: no arc above 128 bits), on every OID of up
 * to six octets over the octets that matter and on those after a 12-octet
 * prefix (13 to 18 octets, either side of the quick pass's 16), and on
 * arcs of 18 to 20 groups: the same status at the same offset. */
static synta_status oid_rule(const uint8_t *p, size_t n, size_t *at) {
    size_t i, start = 0;
    if (n == 0) {
        *at = 0;
        return SYNTA_ERR_INVALID_OID;
    }
    for (i = 0; i < n; i++) {
        size_t groups = i - start + 1;
        if (i == start && p[i] == 0x80) {
            *at = i;
            return SYNTA_ERR_NON_MINIMAL_OID;
        }
        if (groups > 19 || (groups == 19 && (p[start] & 0x7f) > 0x03)) {
            *at = i;
            return SYNTA_ERR_INVALID_OID;
        }
        if (p[i] < 0x80) {
            start = i + 1;
        }
    }
    *at = n;
    return start == n ? SYNTA_OK : SYNTA_ERR_INVALID_OID;
}

static int oid_agrees(const uint8_t *p, size_t n) {
    synta_error err;
    size_t at = 0;
    synta_bytes content = {p, n};
    synta_status want = oid_rule(p, n, &at), got = synta_check_oid(content, 100, &err);
    return got == want && (got == SYNTA_OK || err.offset == 100 + at);
}

static void oid_checks(void) {
    static const uint8_t octets[] = {0x00, 0x01, 0x03, 0x04, 0x7f, 0x80, 0x81, 0xff};
    static const uint8_t prefix[12] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x2b, 0x06, 0x01};
    uint8_t buf[32];
    size_t len, k, tried = 0, agreed = 0, pre;
    for (pre = 0; pre <= sizeof prefix; pre += sizeof prefix) {
        memcpy(buf, prefix, pre);
        for (len = 0; len <= 6; len++) {
            size_t count = 1, c;
            for (k = 0; k < len; k++) count *= sizeof octets;
            for (c = 0; c < count; c++) {
                size_t v = c;
                for (k = 0; k < len; k++, v /= sizeof octets) buf[pre + k] = octets[v % sizeof octets];
                tried++;
                agreed += (size_t)oid_agrees(buf, pre + len);
            }
        }
    }
    for (len = 18; len <= 20; len++) {
        uint8_t first;
        for (first = 0x80; first <= 0x84; first++) {
            buf[0] = 0x2a;
            buf[1] = first;
            memset(buf + 2, 0xff, len - 2);
            buf[len] = 0x01;
            tried++;
            agreed += (size_t)oid_agrees(buf, len + 1);
        }
    }
    CHECK(tried > 500000 && agreed == tried);
}

/* synta_check_alphabet on one-octet kinds (read octet by octet) and on
 * UTF-8 (read by code point): every octet after a valid prefix, against
 * an alphabet of one range and one of two; the error at the string. */
static void alphabets(void) {
    static const uint32_t ia5[] = {0x00, 0x7f}, digits_and_upper[] = {'0', '9', 'A', 'Z'};
    static const synta_string_kind kinds[] = {SYNTA_STRING_BYTES, SYNTA_STRING_IA5, SYNTA_STRING_PRINTABLE};
    synta_error err;
    size_t k, tried = 0, agreed = 0;
    int b;
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (b = 0; b < 256; b++) {
            uint8_t text[3] = {'A', '1', (uint8_t)b};
            synta_string s = {text, sizeof text};
            int in_ia5 = b < 0x80, in_two = (b >= '0' && b <= '9') || (b >= 'A' && b <= 'Z');
            synta_status one = synta_check_alphabet(kinds[k], s, ia5, 1, 7, &err);
            synta_status two = synta_check_alphabet(kinds[k], s, digits_and_upper, 2, 7, &err);
            tried += 2;
            agreed += (size_t)(one == (in_ia5 ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER));
            agreed += (size_t)(two == (in_two ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER) && (in_two || err.offset == 7));
        }
    }
    CHECK(tried == 1536 && agreed == tried);
    /* Strings of 1 to 24 octets with one octet anywhere: the same answer
     * whether the octets are looked at one by one or eight at a time. */
    {
        static const uint32_t ascii_and_high[] = {0x00, 0x7f, 0xe0, 0xe9};
        uint8_t text[24];
        size_t len, at;
        tried = agreed = 0;
        for (len = 1; len <= sizeof text; len++) {
            for (at = 0; at < len; at++) {
                for (b = 0x78; b < 0x100; b += 0x07) {
                    synta_string s = {text, len};
                    int in_ia5 = b < 0x80, in_three = in_ia5 || (b >= 0xe0 && b <= 0xe9);
                    memset(text, 'k', sizeof text);
                    text[at] = (uint8_t)b;
                    tried += 3;
                    agreed += (size_t)(synta_check_alphabet(SYNTA_STRING_BYTES, s, ia5, 1, 3, &err) ==
                                       (in_ia5 ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER));
                    agreed += (size_t)(synta_check_alphabet(SYNTA_STRING_BYTES, s, ascii_and_high, 2, 3, &err) ==
                                       (in_three ? SYNTA_OK : SYNTA_ERR_INVALID_CHARACTER));
                    agreed += (size_t)(synta_check_alphabet(SYNTA_STRING_BYTES, s, digits_and_upper, 2, 3, &err) ==
                                       SYNTA_ERR_INVALID_CHARACTER);
                }
            }
        }
        CHECK(tried > 10000 && agreed == tried);
    }
    CHECK(synta_check_alphabet(SYNTA_STRING_UTF8, (synta_string){(const uint8_t *)"a\xc3\xa9", 3}, ia5, 1, 0, &err) ==
          SYNTA_ERR_INVALID_CHARACTER);
    CHECK(synta_check_alphabet(SYNTA_STRING_UTF8, (synta_string){(const uint8_t *)"ab", 2}, ia5, 1, 0, &err) == SYNTA_OK);
}

void test_check(void) {
    primitive_rules();
    strings_and_times();
    times_against_a_plain_check();
    oid_text();
    integer_order();
    reals();
    useful_times_and_iris();
    range_tables();
    oid_checks();
    alphabets();
}
