/* synta_rt: the checks of primitive content, DER's rules for each universal
 * type (INTEGER, OID, strings, times, REAL, ...). See synta_rt.h. Every rule
 * mirrors the Rust runtime (runtime-rust/src), so both accept and reject the
 * same inputs with the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Primitive content
 */

synta_status synta_check_boolean(synta_bytes content, size_t offset, bool *out, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    if (content.len != 1 || (content.ptr[0] != 0x00 && content.ptr[0] != 0xff)) {
        return synta_fail(err, SYNTA_ERR_INVALID_BOOLEAN, offset);
    }
    if (out) {
        *out = content.ptr[0] == 0xff;
    }
    return SYNTA_OK;
}

synta_status synta_check_null(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return content.len == 0 ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_NULL, offset);
}

synta_status synta_input_check_integer(synta_bytes content, size_t offset, synta_error *err) {
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_EMPTY_INTEGER, offset);
    }
    if (content.len > 1 && ((content.ptr[0] == 0x00 && content.ptr[1] < 0x80) ||
                            (content.ptr[0] == 0xff && content.ptr[1] >= 0x80))) {
        return synta_fail(err, SYNTA_ERR_NON_MINIMAL_INTEGER, offset);
    }
    return SYNTA_OK;
}

synta_status synta_check_integer(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return synta_input_check_integer(content, offset, err);
}

synta_status synta_integer_to_i64(synta_bytes content, size_t offset, int64_t *out, synta_error *err) {
    uint64_t acc;
    size_t i;
    synta_status s = synta_check_integer(content, offset, err);
    if (out == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, offset);
    }
    if (s != SYNTA_OK) {
        return s;
    }
    if (content.len > 8) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, offset);
    }
    acc = (content.ptr[0] & 0x80) ? UINT64_MAX : 0;
    for (i = 0; i < content.len; i++) {
        acc = (acc << 8) | content.ptr[i];
    }
    /* Two's complement to int64_t without implementation-defined casts. */
    *out = acc <= (uint64_t)INT64_MAX ? (int64_t)acc : -(int64_t)(~acc) - 1;
    return SYNTA_OK;
}

int synta_integer_compare(synta_integer a, synta_integer b) {
    int a_negative;
    int b_negative;
    size_t i;
    a = view_or_empty(a);
    b = view_or_empty(b);
    a_negative = a.len > 0 && (a.ptr[0] & 0x80) != 0;
    b_negative = b.len > 0 && (b.ptr[0] & 0x80) != 0;
    if (a_negative != b_negative) {
        return a_negative ? -1 : 1;
    }
    if (a.len != b.len) {
        /* Minimal encodings of one sign: the longer is farther from zero. */
        int longer = a.len > b.len ? 1 : -1;
        return a_negative ? -longer : longer;
    }
    /* Same sign and width: two's complement orders as unsigned octets. */
    for (i = 0; i < a.len; i++) {
        if (a.ptr[i] != b.ptr[i]) {
            return a.ptr[i] < b.ptr[i] ? -1 : 1;
        }
    }
    return 0;
}

synta_status synta_integer_to_u64(synta_bytes content, size_t offset, uint64_t *out, synta_error *err) {
    uint64_t acc = 0;
    size_t i, start = 0;
    synta_status s = synta_check_integer(content, offset, err);
    if (out == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, offset);
    }
    if (s != SYNTA_OK) {
        return s;
    }
    if (content.ptr[0] & 0x80) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, offset);
    }
    if (content.ptr[0] == 0 && content.len > 1) {
        start = 1;
    }
    if (content.len - start > 8) {
        return synta_fail(err, SYNTA_ERR_VALUE_OUT_OF_RANGE, offset);
    }
    for (i = start; i < content.len; i++) {
        acc = (acc << 8) | content.ptr[i];
    }
    *out = acc;
    return SYNTA_OK;
}

/* The exact check of synta_check_oid: finds the error and its offset, or
 * accepts what the quick pass could not (an OID over 16 octets). */
static synta_status check_oid_exactly(synta_bytes content, size_t offset, synta_error *err) {
    size_t i, groups = 0;
    int start = 1;
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_OID, offset);
    }
    for (i = 0; i < content.len; i++) {
        uint8_t b = content.ptr[i];
        if (start && b == 0x80) {
            return synta_fail(err, SYNTA_ERR_NON_MINIMAL_OID, offset + i);
        }
        groups++;
        /* At most 128 bits an arc, as in Rust: 19 groups whose first holds
         * at most two bits. */
        if (groups > 19 || (groups == 19 && (content.ptr[i + 1 - 19] & 0x7f) > 0x03)) {
            return synta_fail(err, SYNTA_ERR_INVALID_OID, offset + i);
        }
        start = (b & 0x80) == 0;
        if (start) {
            groups = 0;
        }
    }
    if (!start) {
        return synta_fail(err, SYNTA_ERR_INVALID_OID, offset + content.len);
    }
    return SYNTA_OK;
}

synta_status synta_input_check_oid(synta_bytes content, size_t offset, synta_error *err) {
    /* The usual OID has at most 16 octets, so no arc can pass 112 bits:
     * it is enough that the last octet ends an arc and that no arc starts
     * with 0x80, which one test an octet finds (0x80 is rare, so the test
     * of the octet before it is rarer still). Anything else is looked at
     * exactly. */
    const uint8_t *p = content.ptr;
    size_t i, n = content.len;
    if (n == 0 || n > 16 || p[n - 1] >= 0x80 || p[0] == 0x80) {
        return check_oid_exactly(content, offset, err);
    }
    for (i = 1; i < n; i++) {
        if (p[i] == 0x80 && p[i - 1] < 0x80) {
            return check_oid_exactly(content, offset, err);
        }
    }
    return SYNTA_OK;
}

synta_status synta_check_oid(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return synta_input_check_oid(content, offset, err);
}

/* Decimal digits of an arc, least significant first: 40 hold 128 bits. */
typedef struct arc_digits {
    uint8_t d[40];
    size_t n;
} arc_digits;

/* Reads one arc's base-128 groups from oid.ptr[*i] on. */
static void read_arc(synta_oid oid, size_t *i, arc_digits *arc) {
    int more = 1;
    arc->d[0] = 0;
    arc->n = 1;
    while (more && *i < oid.len) {
        unsigned carry = oid.ptr[*i] & 0x7fu;
        size_t k;
        more = (oid.ptr[*i] & 0x80u) != 0;
        (*i)++;
        for (k = 0; k < arc->n; k++) {
            unsigned v = arc->d[k] * 128u + carry;
            arc->d[k] = (uint8_t)(v % 10u);
            carry = v / 10u;
        }
        while (carry != 0 && arc->n < sizeof arc->d) {
            arc->d[arc->n++] = (uint8_t)(carry % 10u);
            carry /= 10u;
        }
    }
}

/* X.690 8.19.4: the first sub-identifier is 40 * arc1 + arc2, with arc1 at
 * most 2; takes 40 * arc1 off it and returns arc1. */
static unsigned split_first_arc(arc_digits *arc) {
    unsigned small = arc->d[0] + (arc->n > 1 ? 10u * arc->d[1] : 0u), top, take, k;
    top = arc->n > 2 ? 2u : small < 40u ? 0u : small < 80u ? 1u : 2u;
    take = 40u * top;
    for (k = 0; k < arc->n && take != 0; k++) {
        int v = (int)arc->d[k] - (int)(take % 10u);
        take /= 10u;
        if (v < 0) {
            v += 10;
            take++;
        }
        arc->d[k] = (uint8_t)v;
    }
    while (arc->n > 1 && arc->d[arc->n - 1] == 0) {
        arc->n--;
    }
    return top;
}

static void put_char(char *buf, size_t cap, size_t *len, char c) {
    if (*len + 1 < cap) {
        buf[*len] = c;
    }
    (*len)++;
}

size_t synta_oid_to_text(synta_oid oid, char *buf, size_t cap) {
    size_t i = 0, len = 0;
    int first = 1;
    oid = view_or_empty(oid);
    if (buf == NULL) {
        cap = 0;
    }
    while (i < oid.len) {
        arc_digits arc;
        size_t k;
        read_arc(oid, &i, &arc);
        if (first) {
            put_char(buf, cap, &len, (char)('0' + split_first_arc(&arc)));
            first = 0;
        }
        put_char(buf, cap, &len, '.');
        for (k = arc.n; k > 0; k--) {
            put_char(buf, cap, &len, (char)('0' + arc.d[k - 1]));
        }
    }
    if (cap > 0) {
        buf[len < cap ? len : cap - 1] = '\0';
    }
    return len;
}

synta_status synta_input_check_bit_string(synta_bytes content, size_t offset, int named, synta_error *err) {
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    return synta_internal_check_bits(content.ptr + 1, content.len - 1, content.ptr[0], offset, named, err);
}

synta_status synta_check_bit_string(synta_bytes content, size_t offset, int named, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return synta_input_check_bit_string(content, offset, named, err);
}

synta_status synta_internal_check_bits(const uint8_t *data, size_t len, uint8_t unused, size_t offset, int named,
                                       synta_error *err) {
    uint8_t last;
    if (len == 0) {
        return unused == 0 ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    last = data[len - 1];
    if (unused > 7 || (last & ((1u << unused) - 1u)) != 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    if (named && (last & (1u << unused)) == 0) {
        return synta_fail(err, SYNTA_ERR_BIT_STRING_TRAILING_ZERO, offset);
    }
    return SYNTA_OK;
}

/* Length of the valid UTF-8 prefix (Rust's `valid_up_to`): no overlong
 * forms, no surrogates, nothing above U+10FFFF. */
static size_t utf8_valid_up_to(const uint8_t *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint8_t c = s[i];
        size_t need, k;
        uint32_t cp;
        if (c < 0x80) {
            i++;
            continue;
        }
        if (c >= 0xc2 && c <= 0xdf) {
            need = 1;
            cp = c & 0x1fu;
        } else if (c >= 0xe0 && c <= 0xef) {
            need = 2;
            cp = c & 0x0fu;
        } else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;
            cp = c & 0x07u;
        } else {
            return i;
        }
        if (n - i <= need) {
            return i;
        }
        for (k = 1; k <= need; k++) {
            if ((s[i + k] & 0xc0) != 0x80) {
                return i;
            }
            cp = (cp << 6) | (s[i + k] & 0x3fu);
        }
        if ((need == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
            (need == 3 && (cp < 0x10000 || cp > 0x10ffff))) {
            return i;
        }
        i += need + 1;
    }
    return n;
}

/* Whether octet `b` is outside each ASCII string type's alphabet. */
#define OUTSIDE_PRINTABLE(b)                                                                                   \
    (!(((b) >= 'a' && (b) <= 'z') || ((b) >= 'A' && (b) <= 'Z') || ((b) >= '0' && (b) <= '9') || (b) == ' ' || \
       (b) == '\'' || (b) == '(' || (b) == ')' || (b) == '+' || (b) == ',' || (b) == '-' || (b) == '.' ||      \
       (b) == '/' || (b) == ':' || (b) == '=' || (b) == '?'))
#define OUTSIDE_IA5(b) ((b) >= 0x80)
#define OUTSIDE_VISIBLE(b) ((b) < 0x20 || (b) >= 0x7f)
#define OUTSIDE_NUMERIC(b) (!(((b) >= '0' && (b) <= '9') || (b) == ' '))
/* A 256-entry table of `f` over every octet, built by the compiler. */
#define ROW16(f, b)                                                                                           \
    f(b), f(b + 1), f(b + 2), f(b + 3), f(b + 4), f(b + 5), f(b + 6), f(b + 7), f(b + 8), f(b + 9), f(b + 10), \
        f(b + 11), f(b + 12), f(b + 13), f(b + 14), f(b + 15)
#define TABLE256(f)                                                                                          \
    {ROW16(f, 0),   ROW16(f, 16),  ROW16(f, 32),  ROW16(f, 48),  ROW16(f, 64),  ROW16(f, 80),                \
     ROW16(f, 96),  ROW16(f, 112), ROW16(f, 128), ROW16(f, 144), ROW16(f, 160), ROW16(f, 176),               \
     ROW16(f, 192), ROW16(f, 208), ROW16(f, 224), ROW16(f, 240)}

/* Per ASCII string type, whether each octet is outside its alphabet:
 * constant data, not state. */
static const uint8_t outside_printable[256] = TABLE256(OUTSIDE_PRINTABLE);
static const uint8_t outside_ia5[256] = TABLE256(OUTSIDE_IA5);
static const uint8_t outside_visible[256] = TABLE256(OUTSIDE_VISIBLE);
static const uint8_t outside_numeric[256] = TABLE256(OUTSIDE_NUMERIC);

/* Checks `content` against the alphabet of `outside`: one load and one OR
 * per octet, no branch on the data; the offending octet is looked for only
 * when there is one. */
static synta_status check_ascii(const uint8_t *outside, synta_bytes content, size_t offset, synta_error *err) {
    const uint8_t *p = content.ptr;
    uint8_t any = 0;
    size_t i;
    /* Four octets a step: the loop's own bookkeeping would otherwise cost
     * more than the lookups. */
    for (i = 0; i + 4 <= content.len; i += 4) {
        any |= (uint8_t)(outside[p[i]] | outside[p[i + 1]] | outside[p[i + 2]] | outside[p[i + 3]]);
    }
    for (; i < content.len; i++) {
        any |= outside[p[i]];
    }
    if (!any) {
        return SYNTA_OK;
    }
    for (i = 0; !outside[content.ptr[i]]; i++) {
    }
    return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset + i);
}

synta_status synta_input_check_string(synta_string_kind kind, synta_bytes content, size_t offset, synta_error *err) {
    size_t i, width;
    switch (kind) {
    case SYNTA_STRING_UTF8:
        i = utf8_valid_up_to(content.ptr, content.len);
        return i == content.len ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset + i);
    case SYNTA_STRING_BYTES:
        return SYNTA_OK;
    case SYNTA_STRING_BMP:
    case SYNTA_STRING_UNIVERSAL:
        width = kind == SYNTA_STRING_BMP ? 2 : 4;
        if (content.len % width != 0) {
            return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset);
        }
        for (i = 0; i < content.len; i += width) {
            uint32_t cp = width == 2 ? ((uint32_t)content.ptr[i] << 8) | content.ptr[i + 1]
                                     : ((uint32_t)content.ptr[i] << 24) | ((uint32_t)content.ptr[i + 1] << 16) |
                                           ((uint32_t)content.ptr[i + 2] << 8) | content.ptr[i + 3];
            if ((cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
                return synta_fail(err, SYNTA_ERR_INVALID_CHARACTER, offset + i);
            }
        }
        return SYNTA_OK;
    case SYNTA_STRING_PRINTABLE:
        return check_ascii(outside_printable, content, offset, err);
    case SYNTA_STRING_IA5:
        return check_ascii(outside_ia5, content, offset, err);
    case SYNTA_STRING_VISIBLE:
        return check_ascii(outside_visible, content, offset, err);
    default: /* NumericString */
        return check_ascii(outside_numeric, content, offset, err);
    }
}

synta_status synta_check_string(synta_string_kind kind, synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return synta_input_check_string(kind, content, offset, err);
}

/* `MMDD` of `year`, a day of it. */
static int valid_day(long year, const uint8_t *s) {
    long month = digits(s, 2), day = digits(s + 2, 2);
    return month >= 1 && month <= 12 && day >= 1 && day <= days_in_month(year, month);
}

/* `hhmmss`, a second of a day. */
static int valid_clock(const uint8_t *s) {
    long hour = digits(s, 2), minute = digits(s + 2, 2), second = digits(s + 4, 2);
    return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

/* Eight octets as a little-endian word, whatever the machine's order (one
 * load where it is little-endian). */
static uint64_t load_le64(const uint8_t *s) {
    return (uint64_t)s[0] | (uint64_t)s[1] << 8 | (uint64_t)s[2] << 16 | (uint64_t)s[3] << 24 |
           (uint64_t)s[4] << 32 | (uint64_t)s[5] << 40 | (uint64_t)s[6] << 48 | (uint64_t)s[7] << 56;
}

/* What digit_pairs gives for octets that are not all digits: no pair of
 * digits spells 0xff. */
#define NOT_DIGITS UINT64_MAX
/* The `i`th of the four numbers digit_pairs read. */
#define PAIR(pairs, i) ((unsigned)((pairs) >> (16 * (i)) & 0xffu))

/* The four two-digit numbers that eight ASCII digits spell, one in every
 * other octet (see PAIR), or NOT_DIGITS. All eight at once: an octet is a
 * digit when its high nibble is 3 before and after adding 6; with every
 * octet a digit value, ten times each plus its successor leaves each
 * pair's number (below 100, no carry) in the pair's first octet. */
static inline uint64_t digit_pairs(const uint8_t *s) {
    const uint64_t high = UINT64_C(0xf0f0f0f0f0f0f0f0), threes = UINT64_C(0x3030303030303030);
    uint64_t x = load_le64(s), v;
    if ((x & high) != threes || ((x + UINT64_C(0x0606060606060606)) & high) != threes) {
        return NOT_DIGITS;
    }
    v = x - threes;
    return v * 10 + (v >> 8);
}

/* A real second of the Gregorian calendar. */
static int valid_time(long year, unsigned month, unsigned day, unsigned hour, unsigned minute, unsigned second) {
    return month >= 1 && month <= 12 && day >= 1 && (int)day <= days_in_month(year, (long)month) && hour <= 23 &&
           minute <= 59 && second <= 59;
}

/* `YYMMDDHHMMSSZ`, the only DER form of UTCTime: its twelve digits read as
 * two overlapping windows of eight (`YYMMDDHH`, `DDHHMMSS`). */
synta_status synta_input_check_utc_time(synta_bytes content, size_t offset, synta_error *err) {
    uint64_t head, tail;
    unsigned yy;
    if (content.len != 13 || content.ptr[12] != 'Z' || (head = digit_pairs(content.ptr)) == NOT_DIGITS ||
        (tail = digit_pairs(content.ptr + 4)) == NOT_DIGITS ||
        !valid_time((yy = PAIR(head, 0)) < 50 ? 2000 + (long)yy : 1900 + (long)yy, PAIR(head, 1), PAIR(head, 2),
                    PAIR(tail, 1), PAIR(tail, 2), PAIR(tail, 3))) {
        return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
    }
    return SYNTA_OK;
}

synta_status synta_check_utc_time(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return synta_input_check_utc_time(content, offset, err);
}

/* `YYYYMMDDHHMMSS[.f]Z`: the fourteen digits read as two overlapping
 * windows of eight (`YYYYMMDD`, `DDHHMMSS`). */
synta_status synta_input_check_generalized_time(synta_bytes content, size_t offset, synta_error *err) {
    uint64_t head, tail;
    size_t body, i;
    if (content.len < 15 || content.ptr[content.len - 1] != 'Z' || (head = digit_pairs(content.ptr)) == NOT_DIGITS ||
        (tail = digit_pairs(content.ptr + 6)) == NOT_DIGITS ||
        !valid_time((long)PAIR(head, 0) * 100 + (long)PAIR(head, 1), PAIR(head, 2), PAIR(head, 3), PAIR(tail, 1),
                    PAIR(tail, 2), PAIR(tail, 3))) {
        return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
    }
    body = content.len - 1;
    if (body > 14) {
        /* `.` then digits, the last not zero. */
        if (content.ptr[14] != '.' || body == 15 || content.ptr[body - 1] == '0') {
            return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
        }
        for (i = 15; i < body; i++) {
            if (content.ptr[i] < '0' || content.ptr[i] > '9') {
                return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
            }
        }
    }
    return SYNTA_OK;
}

synta_status synta_check_generalized_time(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return synta_input_check_generalized_time(content, offset, err);
}

/* `YYYYMMDD` with a year of the "Basic" setting (X.680 38.4.1): 1582-9999. */
static int valid_date(const uint8_t *s) {
    long year = digits(s, 4);
    return year >= 1582 && year <= 9999 && valid_day(year, s + 4);
}

synta_status synta_check_date(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return content.len == 8 && valid_date(content.ptr) ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

synta_status synta_check_time_of_day(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return content.len == 6 && valid_clock(content.ptr) ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

synta_status synta_check_date_time(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return content.len == 14 && valid_date(content.ptr) && valid_clock(content.ptr + 8)
               ? SYNTA_OK
               : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

/* TIME and DURATION (X.680 38): ISO 8601 text, read by a cursor over the
 * content (iso_cursor, with its first readers in synta_internal.h, which
 * BER's times share). The rules are those of runtime-rust/src/iso_time.rs.
 * Every reader returns 0 when the text does not match, leaving the cursor
 * anywhere. */

static int iso_eat(iso_cursor *c, int octet) {
    if (iso_peek(c) != octet) {
        return 0;
    }
    c->at++;
    return 1;
}

/* Exactly `n` digits whose number is from `min` to `max`, or -1. */
static long iso_field(iso_cursor *c, size_t n, long min, long max) {
    long v = iso_fixed(c, n);
    return v >= min && v <= max ? v : -1;
}

/* `.` and at least one digit, when there is a `.`: 1 when there was a
 * fraction, 0 when there was none, -1 when it has no digits. */
static int iso_fraction(iso_cursor *c) {
    size_t count;
    if (!iso_eat(c, '.')) {
        return 0;
    }
    count = iso_leading_digits(c);
    c->at += count;
    return count > 0 ? 1 : -1;
}

/* Digits without leading zeros: a number of a duration or of recurrences. */
static int iso_number(iso_cursor *c) {
    size_t count = iso_leading_digits(c);
    int ok = count == 1 || (count > 1 && c->s[c->at] != '0');
    c->at += count;
    return ok;
}

/* A year: four digits, or a sign and four or more. Its remainder by 400
 * (negative years counted astronomically), or -1. */
static long iso_year(iso_cursor *c) {
    int negative = iso_eat(c, '-');
    int is_signed = negative || iso_eat(c, '+');
    size_t count = iso_leading_digits(c), i;
    long rem = 0;
    if (count < 4 || (!is_signed && count > 4)) {
        return -1;
    }
    for (i = 0; i < count; i++) {
        rem = (rem * 10 + (c->s[c->at + i] - '0')) % 400;
    }
    c->at += count;
    return negative ? (400 - rem) % 400 : rem;
}

/* What follows a year; *complete says whether the date names a day. */
static int iso_rest_of_date(iso_cursor *c, long year_mod_400, int *complete) {
    long month;
    *complete = 0;
    if (!iso_eat(c, '-')) {
        return 1;
    }
    if (iso_eat(c, 'W')) {
        if (iso_field(c, 2, 1, 53) < 0) {
            return 0;
        }
        *complete = iso_eat(c, '-');
        return !*complete || iso_field(c, 1, 1, 7) >= 0;
    }
    switch (iso_leading_digits(c)) {
    case 3: /* an ordinal day: 337 days in the eleven months besides February */
        *complete = 1;
        return iso_field(c, 3, 1, 337 + days_in_month(year_mod_400, 2)) >= 0;
    case 2:
        month = iso_field(c, 2, 1, 12);
        if (month < 0) {
            return 0;
        }
        *complete = iso_eat(c, '-');
        return !*complete || iso_field(c, 2, 1, days_in_month(year_mod_400, month)) >= 0;
    default:
        return 0;
    }
}

/* hh[:mm[:ss]][.f][Z|+hh|+hh:mm]: hour 24 only with zeros after it, a time
 * difference of at most 15 hours with its minutes written only when not
 * zero. */
static int iso_time_of_day(iso_cursor *c) {
    static const long limits[2] = {59, 60};
    long hour = iso_field(c, 2, 0, 24);
    size_t start = c->at, i;
    int zeros_only = 1;
    if (hour < 0) {
        return 0;
    }
    for (i = 0; i < 2 && iso_eat(c, ':'); i++) {
        if (iso_field(c, 2, 0, limits[i]) < 0) {
            return 0;
        }
    }
    if (iso_fraction(c) < 0) {
        return 0;
    }
    for (i = start; i < c->at; i++) {
        zeros_only &= c->s[i] == ':' || c->s[i] == '.' || c->s[i] == '0';
    }
    if (hour == 24 && !zeros_only) {
        return 0;
    }
    if (iso_eat(c, 'Z') || !(iso_eat(c, '+') || iso_eat(c, '-'))) {
        return 1;
    }
    if (iso_field(c, 2, 0, 15) < 0) {
        return 0;
    }
    return !iso_eat(c, ':') || iso_field(c, 2, 1, 59) >= 0;
}

/* A date (with a time of day when it names a day), a time of day, or two
 * digits alone (a century, or an hour). */
static int iso_point(iso_cursor *c) {
    int first = iso_peek(c), complete;
    size_t count = iso_leading_digits(c);
    long year_mod_400;
    if (first == '+' || first == '-' || count == 4) {
        year_mod_400 = iso_year(c);
        if (year_mod_400 < 0 || !iso_rest_of_date(c, year_mod_400, &complete)) {
            return 0;
        }
        return !iso_eat(c, 'T') || (complete && iso_time_of_day(c));
    }
    if (count != 2) {
        return 0;
    }
    if (c->at + 2 == c->n || c->s[c->at + 2] == '/') {
        c->at += 2;
        return 1;
    }
    return iso_time_of_day(c);
}

/* A duration after its `P`: `nW`, or components in the order YMD T HMS
 * with at least one (and one after a `T`), a fraction only on the last. */
static int iso_duration(iso_cursor *c) {
    static const char designators[] = "YMDHMS";
    size_t next = 0, components = 0, before_t = 0, end;
    int after_t = 0, fraction = 0, designator;
    const char *found;
    for (;;) {
        if (!after_t && iso_eat(c, 'T')) {
            after_t = 1;
            before_t = components;
            next = next > 3 ? next : 3;
            continue;
        }
        if (!iso_is_digit(iso_peek(c))) {
            break;
        }
        if (fraction || !iso_number(c) || (fraction = iso_fraction(c)) < 0 || (designator = iso_peek(c)) < 0) {
            return 0;
        }
        c->at++;
        if (designator == 'W' && components == 0 && !after_t) {
            next = 6; /* weeks stand alone */
        } else {
            end = after_t ? 6 : 3;
            found = next < end ? memchr(designators + next, designator, end - next) : NULL;
            if (found == NULL) {
                return 0;
            }
            next = (size_t)(found - designators) + 1;
        }
        components++;
    }
    return components > 0 && (!after_t || components > before_t);
}

/* A point, a duration, or an interval: point/point, point/duration,
 * duration/point. */
static int iso_span(iso_cursor *c) {
    int starts_with_duration = iso_eat(c, 'P');
    if (!(starts_with_duration ? iso_duration(c) : iso_point(c))) {
        return 0;
    }
    if (!iso_eat(c, '/')) {
        return 1;
    }
    return !starts_with_duration && iso_eat(c, 'P') ? iso_duration(c) : iso_point(c);
}

synta_status synta_check_time(synta_bytes content, size_t offset, synta_error *err) {
    iso_cursor c;
    int ok;
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    c.s = content.ptr;
    c.n = content.len;
    c.at = 0;
    ok = !iso_eat(&c, 'R') || ((iso_peek(&c) == '/' || iso_number(&c)) && iso_eat(&c, '/'));
    return ok && iso_span(&c) && c.at == c.n ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

synta_status synta_check_duration(synta_bytes content, size_t offset, synta_error *err) {
    iso_cursor c;
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    c.s = content.ptr;
    c.n = content.len;
    c.at = 0;
    return iso_duration(&c) && c.at == c.n ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
}

/* One arc label of an IRI (X.660 7.5), its UTF-8 already checked: an
 * integer without leading zeros, or letters, digits, `-._~` and characters
 * beyond U+009F, not starting or ending with `-`. */
static int valid_label(const uint8_t *s, size_t n) {
    size_t i, digit_count = 0;
    if (n == 0) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        digit_count += s[i] >= '0' && s[i] <= '9';
    }
    if (digit_count == n) {
        return n == 1 || s[0] != '0';
    }
    if (s[0] == '-' || s[n - 1] == '-') {
        return 0;
    }
    for (i = 0; i < n; i++) {
        uint8_t c = s[i];
        int ascii_ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '.' || c == '_' || c == '~';
        /* U+0080..U+009F are C2 80..C2 9F. */
        int control = c == 0xc2 && i + 1 < n && s[i + 1] <= 0x9f;
        if ((c < 0x80 && !ascii_ok) || control) {
            return 0;
        }
    }
    return 1;
}

/* Labels separated by `/`, at least one. */
static int valid_labels(const uint8_t *s, size_t n) {
    size_t start = 0, i;
    if (utf8_valid_up_to(s, n) != n) {
        return 0;
    }
    for (i = 0; i <= n; i++) {
        if (i == n || s[i] == '/') {
            if (!valid_label(s + start, i - start)) {
                return 0;
            }
            start = i + 1;
        }
    }
    return 1;
}

synta_status synta_check_oid_iri(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return content.len > 0 && content.ptr[0] == '/' && valid_labels(content.ptr + 1, content.len - 1)
               ? SYNTA_OK
               : synta_fail(err, SYNTA_ERR_INVALID_IRI, offset);
}

synta_status synta_check_relative_oid_iri(synta_bytes content, size_t offset, synta_error *err) {
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    return valid_labels(content.ptr, content.len) ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_IRI, offset);
}

/* The parts of a binary REAL, or 0 when the octets after the first are not
 * DER: base 2, no scaling, the exponent minimal and in the shortest format,
 * the mantissa minimal and odd. */
int synta_internal_split_binary(synta_bytes content, synta_bytes *exponent, synta_bytes *mantissa) {
    uint8_t first = content.ptr[0];
    size_t at = 1, exp_len;
    if (first & 0x3c) {
        return 0;
    }
    if ((first & 3) < 3) {
        exp_len = (size_t)(first & 3) + 1;
    } else {
        if (content.len < 2 || content.ptr[1] < 4) {
            return 0; /* the long form only where the short ones do not reach */
        }
        exp_len = content.ptr[1];
        at = 2;
    }
    if (content.len - at <= exp_len) {
        return 0; /* no mantissa */
    }
    exponent->ptr = content.ptr + at;
    exponent->len = exp_len;
    mantissa->ptr = content.ptr + at + exp_len;
    mantissa->len = content.len - at - exp_len;
    if (exp_len > 1 && ((exponent->ptr[0] == 0x00 && exponent->ptr[1] < 0x80) ||
                        (exponent->ptr[0] == 0xff && exponent->ptr[1] >= 0x80))) {
        return 0;
    }
    return mantissa->ptr[0] != 0 && (mantissa->ptr[mantissa->len - 1] & 1);
}

/* `-`? [1-9] ([0-9]* [1-9])? `.E` (`+0` | `-`? [1-9][0-9]*). */
static int nr3_is_canonical(const uint8_t *s, size_t n) {
    size_t i = 0, start;
    if (i < n && s[i] == '-') {
        i++;
    }
    start = i;
    while (i < n && s[i] >= '0' && s[i] <= '9') {
        i++;
    }
    if (i == start || s[start] == '0' || s[i - 1] == '0' || n - i < 3 || s[i] != '.' || s[i + 1] != 'E') {
        return 0;
    }
    i += 2;
    if (n - i == 2 && s[i] == '+' && s[i + 1] == '0') {
        return 1;
    }
    if (s[i] == '-') {
        i++;
    }
    if (i == n || s[i] < '1' || s[i] > '9') {
        return 0;
    }
    while (i < n && s[i] >= '0' && s[i] <= '9') {
        i++;
    }
    return i == n;
}

synta_status synta_check_real(synta_bytes content, size_t offset, synta_error *err) {
    synta_bytes exponent, mantissa;
    int ok;
    SYNTA_REFUSE_NULL_VIEW(content, offset, err);
    if (content.len == 0) {
        return SYNTA_OK;
    }
    switch (content.ptr[0] >> 6) {
    case 2:
    case 3:
        ok = synta_internal_split_binary(content, &exponent, &mantissa);
        break;
    case 1:
        ok = content.len == 1 && content.ptr[0] <= REAL_MINUS_ZERO;
        break;
    default:
        ok = content.ptr[0] == REAL_NR3 && nr3_is_canonical(content.ptr + 1, content.len - 1);
        break;
    }
    return ok ? SYNTA_OK : synta_fail(err, SYNTA_ERR_INVALID_REAL, offset);
}

static uint64_t double_bits(double v) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    return bits;
}

static double bits_double(uint64_t bits) {
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}

/* x * 2^e by powers of two that are normal numbers, so that only the last
 * step can round (libm's ldexp would need -lm). */
static double scale(double x, long e) {
    while (e > 1023) {
        x *= bits_double((uint64_t)2046 << 52);
        e -= 1023;
        if (x - x != 0) {
            return x; /* infinite */
        }
    }
    while (e < -1022) {
        x *= bits_double((uint64_t)1 << 52);
        e += 1022;
        if (x == 0) {
            return x;
        }
    }
    return x * bits_double((uint64_t)(e + 1023) << 52);
}

#define REAL_INFINITY 0x7ff0000000000000u
#define REAL_NAN 0x7ff8000000000000u
/* Exponents are clamped here: beyond it every mantissa over- or underflows. */
#define REAL_EXPONENT_CLAMP 100000L

/* Decimal digits past this many never change the nearest double, beside a
 * sticky digit for the rest: a halfway point between two doubles has at
 * most 767 significant digits. */
#define DECIMAL_KEPT_DIGITS 780

double synta_internal_decimal_to_double(const uint8_t *s, size_t n) {
    /* strtod reads the decimal point of the current locale (`,` in a
     * daemon that called setlocale for de_DE), so it is given only the
     * sign, the significant digits and an exponent, which it reads alike
     * in every locale. */
    char text[DECIMAL_KEPT_DIGITS + 32];
    size_t i = 0, len = 0, kept = 0;
    long exponent = 0, shift = 0;
    int after_point = 0, negative_exponent = 0, sticky = 0;
    if (i < n && s[i] == '-') {
        text[len++] = '-';
        i++;
    }
    for (; i < n && s[i] != 'e' && s[i] != 'E'; i++) {
        if (s[i] == '.') {
            after_point = 1;
        } else if (kept == 0 && s[i] == '0') {
            shift -= after_point && shift > -REAL_EXPONENT_CLAMP;
        } else if (kept < DECIMAL_KEPT_DIGITS) {
            text[len++] = (char)s[i];
            kept++;
            shift -= after_point;
        } else {
            sticky |= s[i] != '0';
            shift += !after_point && shift < REAL_EXPONENT_CLAMP;
        }
    }
    if (kept == 0) {
        text[len++] = '0';
    } else if (sticky) {
        text[len++] = '1';
        shift--;
    }
    if (i < n) {
        i++; /* `e` */
        negative_exponent = i < n && s[i] == '-';
        i += i < n && (s[i] == '-' || s[i] == '+');
    }
    for (; i < n; i++) {
        if (exponent < REAL_EXPONENT_CLAMP) {
            exponent = exponent * 10 + (s[i] - '0');
        }
    }
    snprintf(text + len, sizeof text - len, "e%ld", (negative_exponent ? -exponent : exponent) + shift);
    return strtod(text, NULL);
}

double synta_real_to_double(synta_real real) {
    synta_bytes exponent, mantissa;
    uint64_t m = 0;
    long e;
    size_t i, head, rest;
    double magnitude;
    if (real.len == 0) {
        return 0.0;
    }
    /* Not DER (the caller did not check it): not a number. */
    if (synta_check_real(real, 0, NULL) != SYNTA_OK) {
        return bits_double(REAL_NAN);
    }
    switch (real.ptr[0]) {
    case REAL_PLUS_INFINITY: return bits_double(REAL_INFINITY);
    case REAL_MINUS_INFINITY: return -bits_double(REAL_INFINITY);
    case REAL_NOT_A_NUMBER: return bits_double(REAL_NAN);
    case REAL_MINUS_ZERO: return -0.0;
    case REAL_NR3: return synta_internal_decimal_to_double(real.ptr + 1, real.len - 1);
    default: break;
    }
    synta_internal_split_binary(real, &exponent, &mantissa);
    /* The leading 64 bits of the mantissa and a sticky 1 for any bit after
     * them: it has 57 bits or more then, so the conversion rounds right. */
    head = mantissa.len < 8 ? mantissa.len : 8;
    for (i = 0; i < head; i++) {
        m = (m << 8) | mantissa.ptr[i];
    }
    for (; i < mantissa.len; i++) {
        m |= mantissa.ptr[i] != 0;
    }
    if (exponent.len > 3) {
        e = (exponent.ptr[0] & 0x80) ? -REAL_EXPONENT_CLAMP : REAL_EXPONENT_CLAMP;
    } else {
        e = (exponent.ptr[0] & 0x80) ? -1 : 0;
        for (i = 0; i < exponent.len; i++) {
            e = e * 256 + exponent.ptr[i];
        }
    }
    rest = mantissa.len - head;
    e += rest < (size_t)REAL_EXPONENT_CLAMP ? (long)rest * 8 : REAL_EXPONENT_CLAMP;
    magnitude = scale((double)m, e);
    return (real.ptr[0] & 0x40) ? -magnitude : magnitude;
}

synta_real synta_real_from_double(double v, uint8_t buf[SYNTA_REAL_MAX_DOUBLE]) {
    synta_real out;
    uint64_t bits = double_bits(v), fraction = bits & ((1ull << 52) - 1), m;
    int biased = (int)((bits >> 52) & 0x7ff), negative = (int)(bits >> 63), e;
    size_t len = 1, n;
    out.ptr = buf;
    if (buf == NULL) {
        out.len = 0;
        return out;
    }
    if (biased == 0x7ff) {
        buf[0] = fraction ? REAL_NOT_A_NUMBER : negative ? REAL_MINUS_INFINITY : REAL_PLUS_INFINITY;
        out.len = 1;
        return out;
    }
    if (biased == 0 && fraction == 0) {
        buf[0] = REAL_MINUS_ZERO;
        out.len = negative ? 1 : 0;
        return out;
    }
    /* Subnormals have no implicit bit and the smallest exponent. */
    m = biased ? fraction | (1ull << 52) : fraction;
    e = biased ? biased - 1075 : -1074;
    while (!(m & 1)) {
        m >>= 1;
        e++;
    }
    buf[0] = (uint8_t)(0x80 | (negative ? 0x40 : 0));
    if (e >= -128 && e <= 127) {
        buf[len++] = (uint8_t)(e & 0xff);
    } else {
        buf[0] |= 1;
        buf[len++] = (uint8_t)((e >> 8) & 0xff);
        buf[len++] = (uint8_t)(e & 0xff);
    }
    for (n = 7; n > 1 && !(m >> (8 * (n - 1))); n--) {
    }
    while (n-- > 0) {
        buf[len++] = (uint8_t)(m >> (8 * n));
    }
    out.len = len;
    return out;
}

int synta_der_set_order(synta_bytes a, synta_bytes b) {
    size_t n, i;
    int c;
    const synta_bytes *longer;
    a = view_or_empty(a);
    b = view_or_empty(b);
    n = a.len < b.len ? a.len : b.len;
    c = n ? memcmp(a.ptr, b.ptr, n) : 0;
    if (c != 0) {
        return c < 0 ? -1 : 1;
    }
    longer = a.len > b.len ? &a : &b;
    for (i = n; i < longer->len; i++) {
        if (longer->ptr[i] != 0) {
            return a.len > b.len ? 1 : -1;
        }
    }
    return 0;
}

synta_status synta_check_value(uint8_t depth, synta_tag tag, size_t offset, synta_bytes content, size_t content_offset,
                               synta_error *err) {
    int universal = SYNTA_TAG_CLASS(tag) == SYNTA_CLASS_UNIVERSAL;
    uint32_t n = SYNTA_TAG_NUMBER(tag);
    if (SYNTA_TAG_IS_CONSTRUCTED(tag)) {
        synta_reader inner;
        if (universal && n != 8 && n != 11 && n != 16 && n != 17 && n != 29) {
            return synta_fail(err, SYNTA_ERR_WRONG_FORM, offset);
        }
        if (depth >= SYNTA_MAX_DEPTH) {
            return synta_fail(err, SYNTA_ERR_TOO_DEEP, offset);
        }
        reader_over(&inner, content.ptr, content.len, content_offset);
        inner.depth = (uint8_t)(depth + 1);
        while (!synta_reader_is_empty(&inner)) {
            synta_tlv child;
            SYNTA_TRY(synta_internal_read_tlv(&inner, &child, err));
            SYNTA_TRY(synta_check_value(inner.depth, child.tag, child.offset, child.content, child.content_offset, err));
        }
        return SYNTA_OK;
    }
    if (!universal) {
        return SYNTA_OK;
    }
    if (depth >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, offset);
    }
    switch (n) {
    case 0: return synta_fail_tag(err, offset, tag, 0, 0);
    case 1: return synta_check_boolean(content, content_offset, NULL, err);
    case 2: case 10: return synta_input_check_integer(content, content_offset, err);
    case 3: return synta_input_check_bit_string(content, content_offset, 0, err);
    case 5: return synta_check_null(content, content_offset, err);
    case 6: case 13: return synta_input_check_oid(content, content_offset, err);
    case 8: case 11: case 16: case 17: case 29: return synta_fail(err, SYNTA_ERR_WRONG_FORM, offset);
    case 12: return synta_input_check_string(SYNTA_STRING_UTF8, content, content_offset, err);
    case 18: return synta_input_check_string(SYNTA_STRING_NUMERIC, content, content_offset, err);
    case 19: return synta_input_check_string(SYNTA_STRING_PRINTABLE, content, content_offset, err);
    case 22: return synta_input_check_string(SYNTA_STRING_IA5, content, content_offset, err);
    case 23: return synta_input_check_utc_time(content, content_offset, err);
    case 24: return synta_input_check_generalized_time(content, content_offset, err);
    case 26: return synta_input_check_string(SYNTA_STRING_VISIBLE, content, content_offset, err);
    case 28: return synta_input_check_string(SYNTA_STRING_UNIVERSAL, content, content_offset, err);
    case 30: return synta_input_check_string(SYNTA_STRING_BMP, content, content_offset, err);
    default: return SYNTA_OK;
    }
}
