/* synta_rt: BER mode. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

void synta_reader_init_ber(synta_reader *r, const uint8_t *data, size_t len) {
    synta_reader_init(r, data, len);
    if (r) {
        r->depth = SYNTA_READER_BER;
    }
}
/* A reader over `len` octets at `data` that stand for content at absolute
 * offset `base` (joined segments, DER made from BER), one level deeper
 * than `r`, in its mode. */
static synta_reader nested(const synta_reader *r, const uint8_t *data, size_t len, size_t base) {
    synta_reader inner;
    reader_over(&inner, data, len, base);
    inner.depth = (uint8_t)((r->depth & SYNTA_READER_BER) | (SYNTA_READER_DEPTH(r) < 0x7f ? SYNTA_READER_DEPTH(r) + 1 : 0x7f));
    return inner;
}
/* ------------------------------------------------------------------------
 * BER mode (X.690 8): the rules of runtime-rust/src/ber.rs and of the Rust
 * reader's BER paths, with the same errors at the same offsets.
 */

/* The length of the content of an indefinite-length value that starts at
 * r's position: its values up to the end-of-contents octets of its level. */
static synta_status indefinite_content_len(const synta_reader *r, size_t *out, synta_error *err) {
    synta_reader scan;
    if (SYNTA_READER_DEPTH(r) >= SYNTA_MAX_DEPTH) {
        return synta_fail(err, SYNTA_ERR_TOO_DEEP, synta_reader_offset(r));
    }
    scan = nested(r, r->cur, (size_t)(r->end - r->cur), synta_reader_offset(r));
    for (;;) {
        synta_tlv tlv;
        size_t left = (size_t)(scan.end - scan.cur);
        if (left >= 2 && scan.cur[0] == 0 && scan.cur[1] == 0) {
            *out = (size_t)(scan.cur - r->cur);
            return SYNTA_OK;
        }
        if (left == 0) {
            return synta_fail(err, SYNTA_ERR_MISSING_END_OF_CONTENTS, synta_reader_offset(&scan));
        }
        SYNTA_TRY(synta_internal_read_tlv(&scan, &tlv, err));
    }
}

/* A length in BER (X.690 8.1.3): the short form, any long form, or for a
 * constructed value the indefinite form, whose content ends at the
 * end-of-contents octets (2 octets after the content, in *end_of_contents). */
synta_status synta_internal_read_ber_length(synta_reader *r, synta_tag tag, size_t *out, size_t *end_of_contents,
                                            synta_error *err) {
    size_t start = synta_reader_offset(r), count, i, len = 0;
    uint8_t first;
    *end_of_contents = 0;
    if (r->cur >= r->end) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, start);
    }
    first = *r->cur++;
    if (first < 0x80) {
        *out = first;
        return SYNTA_OK;
    }
    if (first == 0x80) {
        if (!SYNTA_TAG_IS_CONSTRUCTED(tag)) {
            return synta_fail(err, SYNTA_ERR_INDEFINITE_PRIMITIVE, start);
        }
        *end_of_contents = 2;
        return indefinite_content_len(r, out, err);
    }
    if (first == 0xff) {
        return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, start);
    }
    count = first & 0x7fu;
    if ((size_t)(r->end - r->cur) < count) {
        return synta_fail(err, SYNTA_ERR_TRUNCATED, synta_reader_offset(r));
    }
    for (i = 0; i < count; i++) {
        if (len > (SIZE_MAX >> 8)) {
            return synta_fail(err, SYNTA_ERR_LENGTH_TOO_LARGE, start);
        }
        len = (len << 8) | r->cur[i];
    }
    r->cur += count;
    *out = len;
    return SYNTA_OK;
}

/* A walk over the segments of a constructed string: their total length,
 * or (with out) their data copied. */
typedef struct segment_walk {
    int bits;        /* BIT STRING segments, else OCTET STRING segments */
    size_t len;      /* data octets so far */
    int have_unused; /* a BIT STRING segment was read */
    uint8_t unused;  /* the unused bits of the last one */
    uint8_t *out;
} segment_walk;

static synta_status walk_segments(segment_walk *walk, const synta_reader *content, synta_error *err) {
    synta_tag segment = walk->bits ? SYNTA_TAG_BIT_STRING : SYNTA_TAG_OCTET_STRING;
    synta_reader r = *content;
    while (!synta_reader_is_empty(&r)) {
        size_t offset = synta_reader_offset(&r);
        synta_tlv tlv;
        synta_bytes data;
        SYNTA_TRY(synta_internal_read_tlv(&r, &tlv, err));
        if (tlv.tag == SYNTA_TAG_CONSTRUCTED(segment)) {
            synta_reader inner;
            SYNTA_TRY(synta_reader_enter(&r, &tlv, &inner, err));
            SYNTA_TRY(walk_segments(walk, &inner, err));
            continue;
        }
        if (tlv.tag != segment) {
            return synta_fail(err, SYNTA_ERR_WRONG_SEGMENT, offset);
        }
        data = tlv.content;
        if (walk->bits) {
            /* Only the last segment may leave bits unused. */
            if (walk->have_unused && walk->unused != 0) {
                return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
            }
            if (data.len == 0 || data.ptr[0] > 7 || (data.len == 1 && data.ptr[0] != 0)) {
                return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, tlv.content_offset);
            }
            walk->have_unused = 1;
            walk->unused = data.ptr[0];
            data.ptr++;
            data.len--;
        }
        if (walk->out != NULL && data.len > 0) {
            memcpy(walk->out + walk->len, data.ptr, data.len);
        }
        walk->len += data.len;
    }
    return SYNTA_OK;
}

/* The content of the constructed string `tlv`, its segments joined into
 * the arena (a BIT STRING's with the unused bits of its last in front). */
static synta_status join_segments(const synta_reader *parent, const synta_tlv *tlv, int bits, synta_arena *arena,
                                  synta_bytes *out, synta_error *err) {
    synta_reader content;
    segment_walk walk = {0, 0, 0, 0, NULL};
    size_t header = bits ? 1u : 0u;
    uint8_t *joined;
    walk.bits = bits;
    SYNTA_TRY(synta_reader_enter(parent, tlv, &content, err));
    SYNTA_TRY(walk_segments(&walk, &content, err));
    joined = (uint8_t *)synta_arena_alloc(arena, header + walk.len + 1, 1);
    if (joined == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, tlv->offset);
    }
    if (bits) {
        joined[0] = walk.have_unused ? walk.unused : 0;
    }
    walk.len = 0;
    walk.have_unused = 0;
    walk.out = joined + header;
    SYNTA_TRY(walk_segments(&walk, &content, err));
    out->ptr = joined;
    out->len = header + walk.len;
    return SYNTA_OK;
}

synta_status synta_open_segments_general(synta_reader *r, synta_tag tag, int bits, synta_arena *arena,
                                         synta_reader *inner, synta_error *err) {
    synta_tag found;
    synta_tlv tlv;
    synta_bytes joined = {NULL, 0};
    if (!SYNTA_READER_IS_BER(r) || SYNTA_TAG_IS_CONSTRUCTED(tag) || !synta_peek_tag(r, &found) ||
        found != SYNTA_TAG_CONSTRUCTED(tag)) {
        return synta_open_general(r, tag, inner, err);
    }
    SYNTA_TRY(synta_internal_read_tlv(r, &tlv, err));
    SYNTA_TRY(join_segments(r, &tlv, bits, arena, &joined, err));
    *inner = nested(r, joined.ptr, joined.len, tlv.content_offset);
    return SYNTA_OK;
}

synta_status synta_ber_boolean(synta_bytes content, size_t offset, bool *out, synta_error *err) {
    /* X.690 8.2.2: any octet but zero is TRUE. */
    if (content.len != 1) {
        return synta_fail(err, SYNTA_ERR_INVALID_BOOLEAN, offset);
    }
    *out = content.ptr[0] != 0;
    return SYNTA_OK;
}

synta_status synta_ber_bit_string(synta_bytes content, size_t offset, int named, synta_arena *arena,
                                  synta_bit_string *out, synta_error *err) {
    uint8_t unused;
    if (content.len == 0) {
        return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
    }
    unused = content.ptr[0];
    out->unused = unused;
    out->ptr = content.ptr + 1;
    out->len = content.len - 1;
    if (synta_check_bit_string(content, offset, 0, err) != SYNTA_OK) {
        /* BER leaves the unused bits' values to the sender (X.690
         * 8.6.2.3); DER has them zero, so they are cleared in a copy. */
        uint8_t *copy;
        if (unused > 7 || out->len == 0) {
            return synta_fail(err, SYNTA_ERR_INVALID_BIT_STRING, offset);
        }
        copy = (uint8_t *)synta_arena_alloc(arena, out->len, 1);
        if (copy == NULL) {
            return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, offset);
        }
        memcpy(copy, out->ptr, out->len);
        copy[out->len - 1] &= (uint8_t)~((1u << unused) - 1u);
        out->ptr = copy;
    }
    if (named && out->len > 0 && (out->ptr[out->len - 1] & (1u << out->unused)) == 0) {
        /* BER may keep trailing zero bits (X.690 11.2.2 is DER's): the
         * same named bits without them are a prefix of the octets. */
        size_t bits = out->len * 8 - out->unused;
        while (bits > 0 && !(out->ptr[(bits - 1) / 8] & (0x80u >> ((bits - 1) % 8)))) {
            bits--;
        }
        out->len = (bits + 7) / 8;
        out->unused = (uint8_t)(out->len * 8 - bits);
    }
    return SYNTA_OK;
}

/* --- Times in their BER forms (ber_time.rs) ---
 * BER sends UTCTime and GeneralizedTime as their senders wrote them (X.680
 * 47.3, 46.3): without seconds, down to the hour, with a fraction of the
 * last unit written (after '.' or ','), with a time difference, or in
 * local time. Every form but local time names one instant, written in the
 * DER form; local time, and a UTCTime moved out of its century, are
 * refused. */

/* The most digits of a fraction of an hour or of a minute scaled to
 * seconds (fractions of the second are kept whatever their length). */
#define MAX_SCALED_DIGITS 32

typedef struct der_time {
    uint8_t head[14]; /* YYYYMMDDhhmmss, or YYMMDDhhmmss */
    size_t head_len;
    const uint8_t *fraction; /* of the second, without trailing zeros */
    size_t fraction_len;
    uint8_t scaled[MAX_SCALED_DIGITS];
} der_time;

/* The number in the next `width` octets if a digit comes next; else -1,
 * reading nothing. */
static long iso_optional(iso_cursor *c, size_t width) {
    return iso_is_digit(iso_peek(c)) ? iso_fixed(c, width) : -1;
}

static int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* Days from 1970-01-01 to a day of the proleptic Gregorian calendar. */
static int64_t days_from_civil(int64_t year, long month, long day) {
    int64_t y = month <= 2 ? year - 1 : year, era, yoe, doy, doe;
    long m = month <= 2 ? month + 9 : month - 3;
    era = floor_div(y, 400);
    yoe = y - era * 400;
    doy = (153 * m + 2) / 5 + day - 1;
    doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* The day and the second of that day of `seconds` since 1970-01-01. */
static void civil_from_seconds(int64_t seconds, int64_t *year, long *month, long *day, long *second) {
    int64_t days = floor_div(seconds, 86400), z, era, doe, yoe, doy, mp;
    *second = (long)(seconds - days * 86400);
    z = days + 719468;
    era = floor_div(z, 146097);
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    *day = (long)(doy - (153 * mp + 2) / 5 + 1);
    *month = (long)(mp < 10 ? mp + 3 : mp - 9);
    *year = yoe + era * 400 + (*month <= 2);
}

/* Reads `text`, a UTCTime or (with `generalized`) a GeneralizedTime in any
 * form X.680 allows, into *t; 0 when it is none of them or names no
 * instant DER can write. */
static int parse_ber_time(synta_bytes text, int generalized, der_time *t) {
    iso_cursor c;
    long year, month, day, hour, minute, second, unit, fields[6], widths[6];
    int64_t offset_minutes = 0, local, out_year;
    size_t i, at = 0;
    c.s = text.ptr;
    c.n = text.len;
    c.at = 0;
    year = iso_fixed(&c, generalized ? 4 : 2);
    if (!generalized && year >= 0) {
        year += year < 50 ? 2000 : 1900; /* RFC 5280 4.1.2.5.1 */
    }
    month = iso_fixed(&c, 2);
    day = iso_fixed(&c, 2);
    hour = iso_fixed(&c, 2);
    /* The units written: hours only, minutes, or seconds (UTCTime has
     * minutes always); a fraction is of the last of them. */
    minute = generalized ? iso_optional(&c, 2) : iso_fixed(&c, 2);
    if (year < 0 || month < 0 || day < 0 || hour < 0 || (!generalized && minute < 0)) {
        return 0;
    }
    second = minute >= 0 ? iso_optional(&c, 2) : -1;
    unit = minute < 0 ? 3600 : second < 0 ? 60 : 1;
    t->fraction = NULL;
    t->fraction_len = 0;
    if (generalized && c.at < c.n && (c.s[c.at] == '.' || c.s[c.at] == ',')) {
        t->fraction = c.s + ++c.at;
        t->fraction_len = iso_leading_digits(&c);
        c.at += t->fraction_len;
        if (t->fraction_len == 0) {
            return 0;
        }
    }
    if (c.at >= c.n) {
        return 0; /* local time */
    }
    switch (c.s[c.at++]) {
    case 'Z':
        break;
    case '+':
    case '-': {
        int negative = c.s[c.at - 1] == '-';
        long hours = iso_fixed(&c, 2), minutes;
        if (generalized) {
            minutes = iso_optional(&c, 2);
            minutes = minutes < 0 ? 0 : minutes;
        } else {
            minutes = iso_fixed(&c, 2);
        }
        if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
            return 0;
        }
        offset_minutes = negative ? -(hours * 60 + minutes) : hours * 60 + minutes;
        break;
    }
    default:
        return 0;
    }
    minute = minute < 0 ? 0 : minute;
    second = second < 0 ? 0 : second;
    if (c.at != c.n || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month) || hour > 23 ||
        minute > 59 || second > 59) {
        return 0;
    }

    local = days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
    if (unit != 1) {
        /* fraction x unit, from the last digit; what carries out of the
         * first digit is the number of whole seconds (below `unit`). */
        unsigned carry = 0;
        if (t->fraction_len > MAX_SCALED_DIGITS) {
            return 0;
        }
        for (i = t->fraction_len; i > 0; i--) {
            unsigned v = (unsigned)(t->fraction[i - 1] - '0') * (unsigned)unit + carry;
            t->scaled[i - 1] = (uint8_t)('0' + v % 10);
            carry = v / 10;
        }
        local += carry;
        t->fraction = t->scaled;
    }
    while (t->fraction_len > 0 && t->fraction[t->fraction_len - 1] == '0') {
        t->fraction_len--; /* X.690 11.7.3 */
    }

    civil_from_seconds(local - offset_minutes * 60, &out_year, &month, &day, &second);
    if (generalized ? out_year < 0 || out_year > 9999 : out_year < 1950 || out_year > 2049) {
        return 0;
    }
    fields[0] = (long)(generalized ? out_year : out_year % 100);
    widths[0] = generalized ? 4 : 2;
    fields[1] = month;
    fields[2] = day;
    fields[3] = second / 3600;
    fields[4] = second / 60 % 60;
    fields[5] = second % 60;
    for (i = 1; i < 6; i++) {
        widths[i] = 2;
    }
    for (i = 0; i < 6; i++) {
        long v = fields[i], k;
        for (k = widths[i]; k > 0; k--) {
            t->head[at + (size_t)k - 1] = (uint8_t)('0' + v % 10);
            v /= 10;
        }
        at += (size_t)widths[i];
    }
    t->head_len = at;
    return 1;
}

/* Whether `text` is the DER form of a UTCTime or GeneralizedTime. */
static int is_der_time(synta_bytes text, int generalized) {
    return (generalized ? synta_check_generalized_time(text, 0, NULL) : synta_check_utc_time(text, 0, NULL)) ==
           SYNTA_OK;
}

/* --- Raw values brought to DER (ber.rs `normalize`) --- */

/* A forward writer of DER (out NULL: counting only); `scratch`, when not
 * NULL, lends room to sort a SET's values in (see sort_set_of_forward). */
typedef struct der_out {
    uint8_t *out;
    size_t len;
    synta_arena *scratch;
} der_out;

static void der_put(der_out *w, const uint8_t *bytes, size_t n) {
    if (w->out != NULL && n > 0) {
        memcpy(w->out + w->len, bytes, n);
    }
    w->len += n;
}

static void der_header(der_out *w, synta_tag tag, size_t len) {
    uint8_t h[16];
    size_t n = 0, i;
    uint32_t number = SYNTA_TAG_NUMBER(tag);
    uint8_t first = (uint8_t)((SYNTA_TAG_CLASS(tag) << 6) | (SYNTA_TAG_IS_CONSTRUCTED(tag) << 5));
    if (number < 31) {
        h[n++] = (uint8_t)(first | number);
    } else {
        int shift = 28;
        h[n++] = (uint8_t)(first | 0x1f);
        while (shift > 0 && (number >> shift) == 0) {
            shift -= 7;
        }
        for (; shift > 0; shift -= 7) {
            h[n++] = (uint8_t)(0x80 | ((number >> shift) & 0x7f));
        }
        h[n++] = (uint8_t)(number & 0x7f);
    }
    if (len < 0x80) {
        h[n++] = (uint8_t)len;
    } else {
        size_t count = 0, l = len;
        while (l && count < sizeof l) { /* bounded, as in synta_write_header */
            count++;
            l >>= 8;
        }
        h[n++] = (uint8_t)(0x80 | count);
        for (i = count; i > 0; i--) {
            h[n++] = (uint8_t)(len >> (8 * (i - 1)));
        }
    }
    der_put(w, h, n);
}

/* Closes the header of a constructed value that der_header(w, tag, 0)
 * opened at `start`, its content written from `from` on: its length
 * octets are made what the content needs, and the content moved after them
 * when they are more than the one written (the buffer, sized by a counting
 * pass, has the room: nothing after this value is written yet). Where the
 * content now starts. */
static size_t der_close(der_out *w, size_t start, size_t from, synta_tag tag) {
    size_t len = w->len - from;
    der_out header = {NULL, 0, NULL};
    der_header(&header, tag, len);
    if (w->out != NULL) {
        if (start + header.len != from) {
            memmove(w->out + start + header.len, w->out + from, len);
        }
        header.out = w->out + start;
        header.len = 0;
        der_header(&header, tag, len);
    }
    w->len = start + header.len + len;
    return start + header.len;
}

/* Writes the DER text of `t`. */
static void der_time_put(der_out *w, const der_time *t) {
    static const uint8_t mark = '.', zulu = 'Z';
    der_put(w, t->head, t->head_len);
    if (t->fraction_len > 0) {
        der_put(w, &mark, 1);
        der_put(w, t->fraction, t->fraction_len);
    }
    der_put(w, &zulu, 1);
}

synta_status synta_ber_time(synta_bytes content, size_t offset, int generalized, synta_arena *arena, synta_time *out,
                            synta_error *err) {
    der_time t;
    der_out w = {NULL, 0, NULL};
    if (!parse_ber_time(content, generalized, &t)) {
        return synta_fail(err, SYNTA_ERR_INVALID_TIME, offset);
    }
    der_time_put(&w, &t);
    w.out = (uint8_t *)synta_arena_alloc(arena, w.len, 1);
    if (w.out == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, offset);
    }
    w.len = 0;
    der_time_put(&w, &t);
    out->ptr = w.out;
    out->len = w.len;
    return SYNTA_OK;
}

/* Writes the UTCTime (23) or GeneralizedTime `text` in its DER form when it
 * is in another BER form that has one (then 1); else as it is, for the
 * check of the DER to refuse (ber.rs `write_time`). */
static int write_time(der_out *w, uint32_t number, synta_bytes text) {
    synta_tag tag = SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, number);
    der_time time;
    if (!is_der_time(text, number == 24) && parse_ber_time(text, number == 24, &time)) {
        der_out count = {NULL, 0, NULL};
        der_time_put(&count, &time);
        der_header(w, tag, count.len);
        der_time_put(w, &time);
        return 1;
    }
    der_header(w, tag, text.len);
    der_put(w, text.ptr, text.len);
    return 0;
}

/* The longest time sent in segments that is joined to be read (ber.rs
 * MAX_JOINED_TIME); a longer one is written joined as it is. */
#define MAX_JOINED_TIME 64

/* Whether the universal type `number` is encoded as a string of octets or
 * bits, which BER may send in segments (ber.rs `is_string`). */
static int is_string_type(uint32_t number) {
    return number == 3 || number == 4 || number == 7 || number == 12 || number == 14 ||
           (number >= 18 && number <= 28) || (number >= 30 && number <= 36);
}

/* Whether `content` holds values, all of them OCTET STRINGs or all BIT
 * STRINGs, and at least one primitive: what an IMPLICIT string's segments
 * look like, and a SEQUENCE OF strings too (ber.rs's only_strings says why
 * all-constructed strings are read as a string under an EXPLICIT tag). */
static int only_strings(const synta_reader *content) {
    synta_reader r = *content;
    synta_tlv tlv;
    uint32_t first = 0;
    int primitive = 0;
    while (!synta_reader_is_empty(&r) && synta_internal_read_tlv(&r, &tlv, NULL) == SYNTA_OK) {
        uint32_t n = SYNTA_TAG_NUMBER(tlv.tag);
        if (SYNTA_TAG_CLASS(tlv.tag) != SYNTA_CLASS_UNIVERSAL || (n != 3 && n != 4) || (first && first != n)) {
            return 0;
        }
        first = n;
        primitive |= !SYNTA_TAG_IS_CONSTRUCTED(tlv.tag);
    }
    return primitive && synta_reader_is_empty(&r);
}

/* Whether the values of `content`, as read, are in DER SET OF order. */
static int in_set_of_order(const synta_reader *content) {
    synta_reader r = *content;
    synta_tlv tlv;
    synta_bytes previous = {NULL, 0};
    int first = 1;
    while (!synta_reader_is_empty(&r) && synta_internal_read_tlv(&r, &tlv, NULL) == SYNTA_OK) {
        if (!first && synta_der_set_order(previous, tlv.raw) > 0) {
            return 0;
        }
        previous = tlv.raw;
        first = 0;
    }
    return 1;
}

/* Whether the content `c` of a universal primitive of number `n` is as DER
 * writes it, for what BER may write otherwise (ber.rs
 * primitive_in_der_form): a time in another form, BOOLEAN true other than
 * 0xFF, a BIT STRING's unused bits set. */
static int primitive_in_der_form(uint32_t n, synta_bytes c) {
    switch (n) {
    case 1: return c.len != 1 || c.ptr[0] == 0 || c.ptr[0] == 0xff;
    case 3: return c.len < 2 || c.ptr[0] >= 8 || (c.ptr[c.len - 1] & ((1u << c.ptr[0]) - 1u)) == 0;
    case 23: case 24: return is_der_time(c, n == 24);
    default: return 1;
    }
}

/* Whether `tlv`, whose identifier and length the DER reader `parent` read,
 * is in the form DER gives it throughout, so that normalizing it would
 * leave it as it is (ber.rs in_der_form): lengths definite and minimal, no
 * universal string in segments, BOOLEANs, BIT STRINGs, times and the order
 * of universal SETs as DER has them. What BER and DER encode alike is not
 * checked: this probes a lazy value, which is checked when decoded. */
static int in_der_form(const synta_reader *parent, const synta_tlv *tlv) {
    synta_reader inner;
    synta_tlv child;
    uint32_t n = SYNTA_TAG_NUMBER(tlv->tag);
    int universal = SYNTA_TAG_CLASS(tlv->tag) == SYNTA_CLASS_UNIVERSAL;
    if (synta_reader_enter(parent, tlv, &inner, NULL) != SYNTA_OK) {
        return 0;
    }
    if (SYNTA_TAG_IS_CONSTRUCTED(tlv->tag)) {
        if (universal && (is_string_type(n) || (n == 17 && !in_set_of_order(&inner)))) {
            return 0;
        }
        while (!synta_reader_is_empty(&inner)) {
            if (synta_internal_read_tlv(&inner, &child, NULL) != SYNTA_OK || !in_der_form(&inner, &child)) {
                return 0;
            }
        }
        return 1;
    }
    return !universal || primitive_in_der_form(n, tlv->content);
}

/* Where one value lies in a region being sorted. */
typedef struct tlv_place {
    size_t at, len;
} tlv_place;

/* The arena's fill, to give back what was taken after it (when no block
 * was added meanwhile). */
typedef struct arena_mark {
    synta_arena_block *blocks;
    size_t used, block_used, total;
} arena_mark;

static arena_mark arena_mark_of(const synta_arena *arena) {
    arena_mark m;
    m.blocks = arena->blocks;
    m.used = arena->used;
    m.block_used = arena->block_used;
    m.total = arena->total;
    return m;
}

static void arena_release(synta_arena *arena, arena_mark m) {
    if (arena->blocks == m.blocks) {
        arena->used = m.used;
        arena->block_used = m.block_used;
        arena->total = m.total;
    }
}

static int place_order(const uint8_t *p, tlv_place a, tlv_place b) {
    synta_bytes x = {p + a.at, a.len}, y = {p + b.at, b.len};
    return synta_der_set_order(x, y);
}

/* Sorts the DER values at p[0..n) into SET OF order (ber.rs's
 * SliceWriter::sort_set_of): a merge sort of their places, O(k log k)
 * comparisons for k values, then one copy, in room lent by `scratch` and
 * given back; hostile BER (a SET of many values in reverse order) costs no
 * more than sorting. Without the room, in place (synta_internal_sort_items,
 * O(k log^2 k)). */
static void sort_set_of_forward(uint8_t *p, size_t n, synta_arena *scratch) {
    size_t k = 0, at = 0, width, i, o;
    tlv_place *places, *other;
    uint8_t *copy;
    arena_mark mark;
    while (at < n) {
        at += synta_internal_written_tlv_len(p + at, n - at);
        k++;
    }
    if (scratch == NULL || k < 2 || k > SIZE_MAX / (2 * sizeof(tlv_place))) {
        synta_internal_sort_items(p, n, synta_internal_written_tlv_len, synta_der_set_order);
        return;
    }
    mark = arena_mark_of(scratch);
    places = (tlv_place *)synta_arena_alloc(scratch, 2 * k * sizeof(tlv_place), sizeof(size_t));
    copy = (uint8_t *)synta_arena_alloc(scratch, n, 1);
    if (places == NULL || copy == NULL) {
        arena_release(scratch, mark);
        synta_internal_sort_items(p, n, synta_internal_written_tlv_len, synta_der_set_order);
        return;
    }
    other = places + k;
    for (i = 0, at = 0; i < k; i++) {
        places[i].at = at;
        places[i].len = synta_internal_written_tlv_len(p + at, n - at);
        at += places[i].len;
    }
    /* Bottom-up and stable: of equal values, the first stays first. */
    for (width = 1; width < k; width *= 2) {
        tlv_place *swap;
        for (i = 0; i < k; i += 2 * width) {
            size_t mid = i + width < k ? i + width : k, hi = i + 2 * width < k ? i + 2 * width : k;
            size_t a = i, b = mid;
            o = i;
            while (a < mid && b < hi) {
                other[o++] = place_order(p, places[b], places[a]) < 0 ? places[b++] : places[a++];
            }
            while (a < mid) {
                other[o++] = places[a++];
            }
            while (b < hi) {
                other[o++] = places[b++];
            }
        }
        swap = places;
        places = other;
        other = swap;
    }
    for (i = 0, o = 0; i < k; i++) {
        memcpy(copy + o, p + places[i].at, places[i].len);
        o += places[i].len;
    }
    memcpy(p, copy, n);
    arena_release(scratch, mark);
}

/* Writes the DER of the BER values of `content` to `w` (ber.rs
 * `write_normalized`); *irregular is set where the BER departs from DER,
 * *ambiguous where a value under a tag that is not universal, sent in a
 * form DER would not have written, holds nothing but string segments. */
static synta_status write_normalized(const synta_reader *content, der_out *w, int *irregular, int *ambiguous,
                                     synta_error *err) {
    synta_reader r = *content;
    while (!synta_reader_is_empty(&r)) {
        synta_tlv tlv;
        synta_reader inner;
        uint32_t number;
        int universal, irregular_here = 0;
        SYNTA_TRY(synta_internal_read_tlv(&r, &tlv, err));
        SYNTA_TRY(synta_reader_enter(&r, &tlv, &inner, err));
        number = SYNTA_TAG_NUMBER(tlv.tag);
        universal = SYNTA_TAG_CLASS(tlv.tag) == SYNTA_CLASS_UNIVERSAL;
        {
            /* A header DER would not have written: a non-minimal length,
             * or the indefinite form (end-of-contents after the content). */
            der_out header = {NULL, 0, NULL};
            size_t header_read = tlv.content_offset - tlv.offset;
            der_header(&header, tlv.tag, tlv.content.len);
            irregular_here = header.len != header_read || header_read + tlv.content.len != tlv.raw.len;
        }
        if (SYNTA_TAG_IS_CONSTRUCTED(tlv.tag) && universal && is_string_type(number)) {
            segment_walk walk = {0, 0, 0, 0, NULL};
            uint8_t joined[MAX_JOINED_TIME];
            walk.bits = number == 3;
            SYNTA_TRY(walk_segments(&walk, &inner, err));
            if ((number == 23 || number == 24) && walk.len <= MAX_JOINED_TIME) {
                /* A time: joined, then brought to DER (ber.rs
                 * `write_joined_time`). */
                synta_bytes text;
                walk.len = 0;
                walk.out = joined;
                SYNTA_TRY(walk_segments(&walk, &inner, err));
                text.ptr = joined;
                text.len = walk.len;
                write_time(w, number, text);
            } else {
                der_header(w, SYNTA_TAG(SYNTA_CLASS_UNIVERSAL, 0, number), walk.len + (walk.bits ? 1u : 0u));
                if (walk.bits) {
                    uint8_t unused = walk.have_unused ? walk.unused : 0;
                    der_put(w, &unused, 1);
                }
                walk.len = 0;
                walk.have_unused = 0;
                walk.out = w->out ? w->out + w->len : NULL;
                SYNTA_TRY(walk_segments(&walk, &inner, err));
                w->len += walk.len;
            }
            irregular_here = 1;
        } else if (SYNTA_TAG_IS_CONSTRUCTED(tlv.tag)) {
            int inner_irregular = 0, inner_ambiguous = 0;
            size_t start = w->len, from;
            /* One pass: the content is written after a one-octet length,
             * which der_close makes the length it turns out to need. */
            der_header(w, tlv.tag, 0);
            from = w->len;
            SYNTA_TRY(write_normalized(&inner, w, &inner_irregular, &inner_ambiguous, err));
            from = der_close(w, start, from, tlv.tag);
            if (universal && number == 17 && !in_set_of_order(&inner)) {
                inner_irregular = 1;
                if (w->out != NULL) {
                    sort_set_of_forward(w->out + from, w->len - from, w->scratch);
                }
            }
            irregular_here |= inner_irregular;
            *ambiguous |= inner_ambiguous || (!universal && irregular_here && only_strings(&inner));
        } else if (!universal || primitive_in_der_form(number, tlv.content)) {
            der_header(w, tlv.tag, tlv.content.len);
            der_put(w, tlv.content.ptr, tlv.content.len);
        } else if (number == 1) {
            /* A form BER allows: the DER one written instead. */
            static const uint8_t true_octet = 0xff;
            der_header(w, tlv.tag, 1);
            der_put(w, &true_octet, 1);
            irregular_here = 1;
        } else if (number == 3) {
            uint8_t last = (uint8_t)(tlv.content.ptr[tlv.content.len - 1] & ~((1u << tlv.content.ptr[0]) - 1u));
            der_header(w, tlv.tag, tlv.content.len);
            der_put(w, tlv.content.ptr, tlv.content.len - 1);
            der_put(w, &last, 1);
            irregular_here = 1;
        } else {
            /* A time (23, 24), in DER form where it has one (with the
             * header's verdict kept: a long length is irregular too). */
            irregular_here |= write_time(w, number, tlv.content);
        }
        *irregular |= irregular_here;
    }
    return SYNTA_OK;
}

/* The TLV `tlv` read in BER mode brought to DER by its universal tags: a
 * view of the input when it is DER already, else a copy in the arena. A
 * value that only its type could bring to DER is refused (ber.rs
 * `normalize`). */
static synta_status normalize_tlv(const synta_reader *r, const synta_tlv *tlv, synta_arena *arena, synta_bytes *out,
                                  synta_error *err) {
    synta_reader whole = nested(r, tlv->raw.ptr, tlv->raw.len, tlv->offset);
    der_out w = {NULL, 0, NULL};
    int irregular = 0, ambiguous = 0;
    SYNTA_TRY(write_normalized(&whole, &w, &irregular, &ambiguous, err));
    if (!irregular) {
        *out = tlv->raw;
        return SYNTA_OK;
    }
    if (ambiguous) {
        return synta_fail(err, SYNTA_ERR_AMBIGUOUS_BER, tlv->offset);
    }
    w.out = (uint8_t *)synta_arena_alloc(arena, w.len, 1);
    if (w.out == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, tlv->offset);
    }
    w.len = 0;
    w.scratch = arena;
    SYNTA_TRY(write_normalized(&whole, &w, &irregular, &ambiguous, err));
    out->ptr = w.out;
    out->len = w.len;
    return SYNTA_OK;
}

/* The DER `der` (one value, made from BER at `offset`) as a TLV. */
static synta_status read_normalized(synta_bytes der, size_t offset, synta_tlv *tlv, synta_error *err) {
    synta_reader d;
    reader_over(&d, der.ptr, der.len, offset);
    return synta_internal_read_tlv(&d, tlv, err);
}

/* synta_internal_decode_raw in BER mode: the value brought to DER, then checked as DER
 * (when `deep`) from depth 0, as Rust checks DER made from BER. */
synta_status synta_internal_decode_raw_ber(const synta_reader *r, const synta_tlv *tlv, int deep, int want_tag,
                                           synta_tag tag, size_t offset, synta_arena *arena, synta_any *out,
                                           synta_error *err) {
    synta_bytes der = {NULL, 0};
    synta_tlv normalized;
    synta_reader d;
    /* DER already, the usual case: one walk, after which it is kept as
     * read. An ANY's walk checks it as DER mode does; a lazy value's walks
     * its structure, which is what finds BER inside. Otherwise (or when the
     * check fails) the walks that bring it to DER and say what is wrong
     * where. */
    reader_over(&d, tlv->raw.ptr, tlv->raw.len, tlv->offset);
    d.depth = (uint8_t)SYNTA_READER_DEPTH(r);
    if (synta_internal_read_tlv(&d, &normalized, NULL) == SYNTA_OK && synta_reader_is_empty(&d) &&
        (deep ? synta_check_value(d.depth, normalized.tag, normalized.offset, normalized.content,
                                  normalized.content_offset, NULL) == SYNTA_OK
              : in_der_form(&d, &normalized))) {
        if (want_tag && normalized.tag != tag) {
            return synta_fail_tag(err, offset, normalized.tag, 1, tag);
        }
        *out = synta_any_of_tlv(normalized.raw);
        return SYNTA_OK;
    }
    SYNTA_TRY(normalize_tlv(r, tlv, arena, &der, err));
    SYNTA_TRY(read_normalized(der, tlv->offset, &normalized, err));
    if (deep) {
        SYNTA_TRY(synta_check_value(0, normalized.tag, normalized.offset, normalized.content,
                                    normalized.content_offset, err));
    }
    if (want_tag && normalized.tag != tag) {
        return synta_fail_tag(err, offset, normalized.tag, 1, tag);
    }
    *out = synta_any_of_tlv(normalized.raw);
    return SYNTA_OK;
}

/* Unknown extensions read in BER mode (`span`, from position `start` of
 * r): brought to DER together, then each checked as DER. */
synta_status synta_internal_normalize_span(const synta_reader *r, size_t start, synta_arena *arena,
                                           synta_bytes *span, synta_error *err) {
    synta_reader values = nested(r, span->ptr, span->len, start), d;
    der_out w = {NULL, 0, NULL};
    int irregular = 0, ambiguous = 0, der = 1;
    /* DER as read, the usual case: kept (as synta_internal_decode_raw_ber keeps a value,
     * and Rust's UnknownExtensions::read). */
    reader_over(&d, span->ptr, span->len, start);
    d.depth = (uint8_t)SYNTA_READER_DEPTH(r);
    while (der && !synta_reader_is_empty(&d)) {
        synta_tlv tlv;
        der = synta_internal_read_tlv(&d, &tlv, NULL) == SYNTA_OK &&
              synta_check_value(d.depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, NULL) == SYNTA_OK;
    }
    if (der) {
        return SYNTA_OK;
    }
    SYNTA_TRY(write_normalized(&values, &w, &irregular, &ambiguous, err));
    if (irregular) {
        if (ambiguous) {
            return synta_fail(err, SYNTA_ERR_AMBIGUOUS_BER, start);
        }
        w.out = (uint8_t *)synta_arena_alloc(arena, w.len ? w.len : 1, 1);
        if (w.out == NULL) {
            return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, start);
        }
        w.len = 0;
        w.scratch = arena;
        SYNTA_TRY(write_normalized(&values, &w, &irregular, &ambiguous, err));
        span->ptr = w.out;
        span->len = w.len;
    }
    /* Each value checked as DER, whether it was DER as read or made so (as
     * Rust's UnknownExtensions::read does, from depth 0). */
    reader_over(&d, span->ptr, span->len, start);
    while (!synta_reader_is_empty(&d)) {
        synta_tlv tlv;
        SYNTA_TRY(synta_internal_read_tlv(&d, &tlv, err));
        SYNTA_TRY(synta_check_value(d.depth, tlv.tag, tlv.offset, tlv.content, tlv.content_offset, err));
    }
    return SYNTA_OK;
}
synta_status synta_entry_decode_ber(const synta_entry *e, const uint8_t *ber, size_t len, synta_arena *arena,
                                    void *out, synta_error *err) {
    synta_reader r;
    synta_reader_init_ber(&r, ber, len);
    return synta_internal_entry_read(e, &r, arena, out, err);
}
