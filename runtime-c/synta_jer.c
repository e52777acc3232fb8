/* synta_rt: JER (X.697) output. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

#include <math.h>

/* --- JER (X.697) output: jer.rs of the Rust runtime, to the byte --- */

/* Where a writer initialised without a sink sends its text. */
static void discard(void *ctx, const char *text, size_t len) {
    (void)ctx;
    (void)text;
    (void)len;
}

void synta_jer_init(synta_jer *j, synta_jer_sink sink, void *ctx, synta_arena *scratch) {
    if (j == NULL) {
        return;
    }
    j->put = sink ? sink : discard;
    j->ctx = ctx;
    j->scratch = scratch;
    j->comma = 0;
}

void synta_jer_to_file(void *file, const char *text, size_t len) {
    if (file != NULL && text != NULL) {
        fwrite(text, 1, len, (FILE *)file);
    }
}

static void jer_put(synta_jer *j, const char *text, size_t len) {
    j->put(j->ctx, text, len);
}

static void jer_puts(synta_jer *j, const char *text) {
    jer_put(j, text, strlen(text));
}

/* Before a value: the comma that separates it from the one before. */
static void jer_start(synta_jer *j) {
    if (j->comma) {
        jer_put(j, ",", 1);
    }
    j->comma = 0;
}

void synta_jer_begin_object(synta_jer *j) {
    jer_start(j);
    jer_put(j, "{", 1);
}

void synta_jer_end_object(synta_jer *j) {
    jer_put(j, "}", 1);
    j->comma = 1;
}

void synta_jer_begin_array(synta_jer *j) {
    jer_start(j);
    jer_put(j, "[", 1);
}

void synta_jer_end_array(synta_jer *j) {
    jer_put(j, "]", 1);
    j->comma = 1;
}

/* One code point of a JSON string, escaped as jer.rs escapes it. */
static void jer_code_point(synta_jer *j, uint32_t c) {
    char buf[16];
    size_t n;
    if (c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
        c = 0xfffd; /* no Unicode scalar value */
    }
    if (c == '"' || c == '\\') {
        buf[0] = '\\';
        buf[1] = (char)c;
        jer_put(j, buf, 2);
        return;
    }
    if (c < 0x20 || c == 0x7f) {
        snprintf(buf, sizeof buf, "\\u%04x", (unsigned)c);
        jer_put(j, buf, 6);
        return;
    }
    if (c < 0x80) {
        buf[0] = (char)c;
        n = 1;
    } else if (c < 0x800) {
        buf[0] = (char)(0xc0 | (c >> 6));
        buf[1] = (char)(0x80 | (c & 0x3f));
        n = 2;
    } else if (c < 0x10000) {
        buf[0] = (char)(0xe0 | (c >> 12));
        buf[1] = (char)(0x80 | ((c >> 6) & 0x3f));
        buf[2] = (char)(0x80 | (c & 0x3f));
        n = 3;
    } else {
        buf[0] = (char)(0xf0 | (c >> 18));
        buf[1] = (char)(0x80 | ((c >> 12) & 0x3f));
        buf[2] = (char)(0x80 | ((c >> 6) & 0x3f));
        buf[3] = (char)(0x80 | (c & 0x3f));
        n = 4;
    }
    jer_put(j, buf, n);
}

/* A JSON string of the code points of `s`, `width` octets each (big
 * endian), or of UTF-8 text (width 0, checked when decoded). */
static void jer_text(synta_jer *j, synta_bytes s, size_t width) {
    size_t i = 0;
    jer_start(j);
    jer_put(j, "\"", 1);
    while (i < s.len) {
        uint32_t c = 0;
        size_t k, n = width;
        if (width == 0) {
            uint8_t b = s.ptr[i];
            n = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
            c = n == 1 ? b : (uint32_t)(b & (0x7f >> n));
            for (k = 1; k < n && i + k < s.len; k++) {
                c = c << 6 | (uint32_t)(s.ptr[i + k] & 0x3f);
            }
        } else {
            for (k = 0; k < n && i + k < s.len; k++) {
                c = c << 8 | s.ptr[i + k];
            }
        }
        jer_code_point(j, c);
        i += n;
    }
    jer_put(j, "\"", 1);
    j->comma = 1;
}

void synta_jer_member(synta_jer *j, const char *name) {
    synta_bytes text;
    text.ptr = (const uint8_t *)name;
    text.len = strlen(name);
    jer_text(j, text, 0);
    jer_put(j, ":", 1);
    j->comma = 0;
}

void synta_jer_identifier(synta_jer *j, const char *name) {
    synta_bytes text;
    text.ptr = (const uint8_t *)name;
    text.len = strlen(name);
    jer_text(j, text, 0);
}

/* A literal or number written as it is. */
static void jer_raw(synta_jer *j, const char *text) {
    jer_start(j);
    jer_puts(j, text);
    j->comma = 1;
}

void synta_jer_bool(synta_jer *j, bool v) {
    jer_raw(j, v ? "true" : "false");
}

void synta_jer_null(synta_jer *j) {
    jer_raw(j, "null");
}

void synta_jer_int64(synta_jer *j, int64_t v) {
    char buf[24];
    snprintf(buf, sizeof buf, "%lld", (long long)v);
    jer_raw(j, buf);
}

void synta_jer_uint64(synta_jer *j, uint64_t v) {
    char buf[24];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
    jer_raw(j, buf);
}

void synta_jer_any(synta_jer *j, synta_any v) {
    synta_bytes bytes = {v.ptr, v.len};
    synta_jer_hex(j, bytes);
}

void synta_jer_hex(synta_jer *j, synta_bytes bytes) {
    static const char digits[] = "0123456789ABCDEF";
    char buf[64];
    size_t i, n = 0;
    jer_start(j);
    jer_put(j, "\"", 1);
    for (i = 0; i < bytes.len; i++) {
        buf[n++] = digits[bytes.ptr[i] >> 4];
        buf[n++] = digits[bytes.ptr[i] & 15];
        if (n == sizeof buf) {
            jer_put(j, buf, n);
            n = 0;
        }
    }
    jer_put(j, buf, n);
    jer_put(j, "\"", 1);
    j->comma = 1;
}

/* The decimal digits of the big-endian two's-complement (`is_signed`) or
 * unsigned integer `bytes`, NUL-terminated, in room from the scratch arena:
 * jer.rs `decimal`, by division by 10^9 of 32-bit limbs. */
static synta_status jer_decimal(synta_jer *j, synta_bytes bytes, int is_signed, char **out, synta_error *err) {
    size_t nlimbs = (bytes.len + 3) / 4, i, used, digits = 0;
    int negative = is_signed && bytes.len > 0 && (bytes.ptr[0] & 0x80);
    uint32_t *limbs, *groups;
    size_t ngroups = 0;
    char *text;
    /* At most 10 decimal digits per 4 octets, and a sign. */
    size_t cap = nlimbs * 10 + 3;
    if (j->scratch == NULL || nlimbs > SIZE_MAX / 16) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, 0);
    }
    /* The limbs, then the groups of nine digits: fewer than 10 per 9 limbs
     * (a limb holds 9.64 digits), so twice as many is room enough. */
    limbs = (uint32_t *)synta_arena_alloc(j->scratch, (nlimbs * 3 + 1) * sizeof(uint32_t), sizeof(uint32_t));
    text = (char *)synta_arena_alloc(j->scratch, cap, 1);
    if (limbs == NULL || text == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, 0);
    }
    groups = limbs + nlimbs;
    /* The magnitude, in little-endian limbs. */
    memset(limbs, 0, nlimbs * sizeof(uint32_t));
    for (i = 0; i < bytes.len; i++) {
        size_t from_end = bytes.len - 1 - i;
        uint8_t b = negative ? (uint8_t)~bytes.ptr[i] : bytes.ptr[i];
        limbs[from_end / 4] |= (uint32_t)b << (8 * (from_end % 4));
    }
    if (negative) { /* two's complement: inverted above, now add one */
        for (i = 0; i < nlimbs && ++limbs[i] == 0; i++) {
        }
    }
    used = nlimbs;
    for (;;) {
        uint64_t rem = 0;
        while (used > 0 && limbs[used - 1] == 0) {
            used--;
        }
        if (used == 0) {
            break;
        }
        for (i = used; i-- > 0;) {
            uint64_t cur = rem << 32 | limbs[i];
            limbs[i] = (uint32_t)(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        groups[ngroups++] = (uint32_t)rem;
    }
    if (negative) {
        text[digits++] = '-';
    }
    if (ngroups == 0) {
        text[digits++] = '0';
    } else {
        digits += (size_t)snprintf(text + digits, cap - digits, "%lu", (unsigned long)groups[ngroups - 1]);
        for (i = ngroups - 1; i-- > 0;) {
            digits += (size_t)snprintf(text + digits, cap - digits, "%09lu", (unsigned long)groups[i]);
        }
    }
    text[digits] = '\0';
    *out = text;
    return SYNTA_OK;
}

synta_status synta_jer_integer(synta_jer *j, const synta_integer *v, synta_error *err) {
    char *text;
    SYNTA_TRY(jer_decimal(j, *v, 1, &text, err));
    jer_raw(j, text);
    return SYNTA_OK;
}

void synta_jer_bits(synta_jer *j, const synta_bit_string *v) {
    synta_bytes bytes;
    bytes.ptr = v->ptr;
    bytes.len = v->len;
    synta_jer_begin_object(j);
    synta_jer_member(j, "value");
    synta_jer_hex(j, bytes);
    synta_jer_member(j, "length");
    synta_jer_uint64(j, (uint64_t)synta_bit_string_length(v));
    synta_jer_end_object(j);
}

/* One arc of `bytes` (a sub-identifier's base-128 digits), minus `minus`
 * (80 for the third arc of a first sub-identifier of 80 or more). */
static synta_status jer_arc(synta_jer *j, synta_bytes digits, unsigned minus, synta_error *err) {
    uint64_t v = 0;
    size_t i;
    char buf[24];
    if (digits.len <= 9) { /* at most 63 bits */
        for (i = 0; i < digits.len; i++) {
            v = v << 7 | (uint64_t)(digits.ptr[i] & 0x7f);
        }
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)(v - minus));
        jer_puts(j, buf);
    } else {
        /* The arc as big-endian octets, then in decimal. */
        size_t bits = digits.len * 7, n = (bits + 7) / 8, at;
        uint8_t *octets;
        char *text;
        SYNTA_TRY(synta_check(j->scratch != NULL, SYNTA_ERR_ARENA_EXHAUSTED, 0, err));
        octets = (uint8_t *)synta_arena_alloc(j->scratch, n, 1);
        SYNTA_TRY(synta_check(octets != NULL, SYNTA_ERR_ARENA_EXHAUSTED, 0, err));
        memset(octets, 0, n);
        for (i = 0; i < digits.len; i++) {
            size_t k;
            for (k = 0; k < 7; k++) {
                if (digits.ptr[digits.len - 1 - i] & (1u << k)) {
                    at = i * 7 + k;
                    octets[n - 1 - at / 8] |= (uint8_t)(1u << (at % 8));
                }
            }
        }
        /* Subtract `minus` (the value is at least that). */
        for (i = n; i-- > 0 && minus > 0;) {
            unsigned cur = octets[i];
            octets[i] = (uint8_t)(cur - (minus & 0xff));
            minus = (minus >> 8) + (cur < (minus & 0xff));
        }
        {
            synta_bytes magnitude;
            magnitude.ptr = octets;
            magnitude.len = n;
            SYNTA_TRY(jer_decimal(j, magnitude, 0, &text, err));
        }
        jer_puts(j, text);
    }
    return SYNTA_OK;
}

synta_status synta_jer_oid(synta_jer *j, const synta_oid *v, int relative, synta_error *err) {
    size_t i = 0, start = 0;
    int first = !relative;
    jer_start(j);
    jer_put(j, "\"", 1);
    for (i = 0; i < v->len; i++) {
        synta_bytes digits;
        if (v->ptr[i] & 0x80) {
            continue;
        }
        digits.ptr = v->ptr + start;
        digits.len = i + 1 - start;
        if (start > 0) {
            jer_put(j, ".", 1);
        }
        if (first) {
            /* The first sub-identifier holds two arcs. */
            uint64_t small = 0;
            size_t k;
            int big = digits.len > 9;
            for (k = 0; !big && k < digits.len; k++) {
                small = small << 7 | (uint64_t)(digits.ptr[k] & 0x7f);
            }
            if (!big && small < 80) {
                char buf[8];
                snprintf(buf, sizeof buf, "%u.%u", (unsigned)(small / 40), (unsigned)(small % 40));
                jer_puts(j, buf);
            } else {
                jer_put(j, "2.", 2);
                SYNTA_TRY(jer_arc(j, digits, 80, err));
            }
            first = 0;
        } else {
            SYNTA_TRY(jer_arc(j, digits, 0, err));
        }
        start = i + 1;
    }
    jer_put(j, "\"", 1);
    j->comma = 1;
    return SYNTA_OK;
}

void synta_jer_string(synta_jer *j, synta_string_kind kind, const synta_string *v) {
    switch (kind) {
    case SYNTA_STRING_BMP: jer_text(j, *v, 2); break;
    case SYNTA_STRING_UNIVERSAL: jer_text(j, *v, 4); break;
    case SYNTA_STRING_UTF8: jer_text(j, *v, 0); break;
    default: jer_text(j, *v, 1); break; /* each octet the code point of its number */
    }
}

/* A text with separators inserted before the given offsets (time.rs
 * write_extended): DATE `2024-02-29`, TIME-OF-DAY `23:59:59`. */
static void jer_extended(synta_jer *j, synta_bytes text, const char *separators, const size_t *at, size_t n) {
    size_t i, from = 0;
    jer_start(j);
    jer_put(j, "\"", 1);
    for (i = 0; i < n && at[i] <= text.len; i++) {
        jer_put(j, (const char *)text.ptr + from, at[i] - from);
        jer_put(j, separators + i, 1);
        from = at[i];
    }
    jer_put(j, (const char *)text.ptr + from, text.len - from);
    jer_put(j, "\"", 1);
    j->comma = 1;
}

void synta_jer_text(synta_jer *j, synta_jer_text_kind kind, synta_bytes v) {
    static const size_t date[] = {4, 6}, time_of_day[] = {2, 4}, date_time[] = {4, 6, 8, 10, 12};
    switch (kind) {
    case SYNTA_JER_DATE: jer_extended(j, v, "--", date, 2); break;
    case SYNTA_JER_TIME_OF_DAY: jer_extended(j, v, "::", time_of_day, 2); break;
    case SYNTA_JER_DATE_TIME: jer_extended(j, v, "--T::", date_time, 5); break;
    case SYNTA_JER_DURATION:
        jer_start(j);
        jer_put(j, "\"P", 2);
        jer_put(j, (const char *)v.ptr, v.len);
        jer_put(j, "\"", 1);
        j->comma = 1;
        break;
    case SYNTA_JER_UTF8: jer_text(j, v, 0); break;
    default: jer_text(j, v, 1); break; /* UTCTime, GeneralizedTime, TIME: ASCII */
    }
}

/* `v` (finite, not zero) as Rust's `{:?}` writes an f64: the shortest
 * digits that read back as `v`; plain from 1e-4 up to 1e16 (with at least
 * one digit after the point), else `De` notation (`1e16`, `1.5e-7`). */
static void jer_double(synta_jer *j, double v) {
    char text[40], digits[20], out[400];
    int precision, exponent = 0;
    size_t nd = 0, n = 0, i;
    double magnitude = v < 0 ? -v : v;
    for (precision = 1; precision <= 17; precision++) {
        char check[40];
        const char *p;
        snprintf(text, sizeof text, "%.*e", precision - 1, magnitude);
        /* The digits (any decimal separator skipped) and the exponent. */
        nd = 0;
        for (p = text; *p != 'e'; p++) {
            if (*p >= '0' && *p <= '9') {
                digits[nd++] = *p;
            }
        }
        exponent = atoi(p + 1);
        digits[nd] = '\0';
        snprintf(check, sizeof check, "%se%d", digits, exponent - (int)nd + 1);
        if (strtod(check, NULL) == magnitude) {
            break;
        }
    }
    while (nd > 1 && digits[nd - 1] == '0') {
        nd--;
    }
    if (v < 0) {
        out[n++] = '-';
    }
    if (magnitude >= 1e-4 && magnitude < 1e16) {
        if (exponent >= 0) {
            for (i = 0; i <= (size_t)exponent; i++) {
                out[n++] = i < nd ? digits[i] : '0';
            }
            out[n++] = '.';
            if ((size_t)exponent + 1 >= nd) {
                out[n++] = '0';
            }
            for (i = (size_t)exponent + 1; i < nd; i++) {
                out[n++] = digits[i];
            }
        } else {
            out[n++] = '0';
            out[n++] = '.';
            for (i = 1; i < (size_t)-exponent; i++) {
                out[n++] = '0';
            }
            for (i = 0; i < nd; i++) {
                out[n++] = digits[i];
            }
        }
        out[n] = '\0';
    } else {
        out[n++] = digits[0];
        if (nd > 1) {
            out[n++] = '.';
            for (i = 1; i < nd; i++) {
                out[n++] = digits[i];
            }
        }
        snprintf(out + n, sizeof out - n, "e%d", exponent);
    }
    jer_raw(j, out);
}

synta_status synta_jer_real(synta_jer *j, const synta_real *v, synta_error *err) {
    synta_bytes exponent, mantissa;
    double d;
    if (v->len == 0) {
        jer_raw(j, "0");
        return SYNTA_OK;
    }
    switch (v->ptr[0]) {
    case REAL_MINUS_ZERO: jer_raw(j, "\"-0\""); return SYNTA_OK;
    case REAL_PLUS_INFINITY: jer_raw(j, "\"INF\""); return SYNTA_OK;
    case REAL_MINUS_INFINITY: jer_raw(j, "\"-INF\""); return SYNTA_OK;
    case REAL_NOT_A_NUMBER: jer_raw(j, "\"NaN\""); return SYNTA_OK;
    case REAL_NR3: {
        /* NR3 `125.E-2` is the JSON number `125E-2`. */
        size_t i;
        int dropped = 0;
        jer_start(j);
        for (i = 1; i < v->len; i++) {
            if (v->ptr[i] == '.' && !dropped) {
                dropped = 1;
                continue;
            }
            jer_put(j, (const char *)v->ptr + i, 1);
        }
        j->comma = 1;
        return SYNTA_OK;
    }
    default: break;
    }
    d = synta_real_to_double(*v);
    if (d == d && d != 0.0 && d - d == 0.0) {
        jer_double(j, d);
        return SYNTA_OK;
    }
    /* Beyond a double: the exact value in the value notation. */
    if (!synta_internal_split_binary(*v, &exponent, &mantissa)) {
        return synta_fail(err, SYNTA_ERR_INVALID_REAL, 0);
    }
    {
        char *m, *e;
        char head[32];
        SYNTA_TRY(jer_decimal(j, mantissa, 0, &m, err));
        SYNTA_TRY(jer_decimal(j, exponent, 1, &e, err));
        jer_start(j);
        snprintf(head, sizeof head, "\"{ mantissa %s", (v->ptr[0] & 0x40) ? "-" : "");
        jer_puts(j, head);
        jer_puts(j, m);
        jer_puts(j, ", base 2, exponent ");
        jer_puts(j, e);
        jer_puts(j, " }\"");
        j->comma = 1;
    }
    return SYNTA_OK;
}

/* ------------------------------------------------------------------------
 * JER input: json.rs and jer_in.rs of the Rust runtime, error for error.
 */

/* How deep JSON may nest: the DER nesting bound with the objects JER adds
 * (a CHOICE's, a BIT STRING's), as in Rust. */
#define JSON_MAX_DEPTH (2 * SYNTA_MAX_DEPTH + 2)
/* The most decimal digits an INTEGER may have (a 16384-bit RSA modulus has
 * 4933); conversion is quadratic in them. */
#define MAX_INTEGER_DIGITS 20000u

#define SYNTA_JER_PROBLEM_TEXT(name, text) text,
static const char *const jer_problems[] = {SYNTA_JER_PROBLEMS(SYNTA_JER_PROBLEM_TEXT)};
#undef SYNTA_JER_PROBLEM_TEXT

synta_status synta_internal_jer_fail(synta_error *err, synta_jer_problem what, size_t offset) {
    synta_status code = what <= SYNTA_JER_JSON_NUMBER ? SYNTA_ERR_JSON : SYNTA_ERR_JER;
    (void)synta_fail(err, code, offset);
    if (err) {
        synta_internal_error_set_text(err, jer_problems[what]);
    }
    return code;
}

#define JER_FAIL(err, what, offset) synta_internal_jer_fail((err), SYNTA_JER_##what, (offset))

typedef struct json_parser {
    const uint8_t *text;
    size_t len, pos;
    synta_arena *arena;
    synta_error *err;
} json_parser;

/* A value being read, with its siblings until its container is complete. */
typedef struct json_node {
    synta_json value;
    struct json_node *next;
} json_node;

static int json_peek(const json_parser *p) {
    return p->pos < p->len ? p->text[p->pos] : -1;
}

static void json_skip_space(json_parser *p) {
    int c;
    while ((c = json_peek(p)) == ' ' || c == '\t' || c == '\n' || c == '\r') {
        p->pos++;
    }
}

static int hex_digit(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The four hex digits after `\u` (at `u`), or -1. */
static long json_hex4(json_parser *p) {
    long unit = 0;
    size_t i;
    if (p->len - p->pos < 5) {
        return -1;
    }
    for (i = 1; i <= 4; i++) {
        int d = hex_digit(p->text[p->pos + i]);
        if (d < 0) {
            return -1;
        }
        unit = unit * 16 + d;
    }
    p->pos += 5;
    return unit;
}

/* A string from its opening quote; checks its escapes. */
static synta_status json_string(json_parser *p, synta_bytes *out) {
    size_t start = ++p->pos;
    for (;;) {
        int c = json_peek(p);
        if (c < 0) {
            return JER_FAIL(p->err, JSON_UNTERMINATED, start - 1);
        }
        if (c == '"') {
            break;
        }
        if (c == '\\') {
            p->pos++;
            c = json_peek(p);
            if (c == '"' || c == '\\' || c == '/' || c == 'b' || c == 'f' || c == 'n' || c == 'r' || c == 't') {
                p->pos++;
            } else if (c == 'u') {
                long unit = json_hex4(p);
                if (unit < 0) {
                    return JER_FAIL(p->err, JSON_U_ESCAPE, p->pos);
                }
                if (unit >= 0xdc00 && unit < 0xe000) {
                    return JER_FAIL(p->err, JSON_LONE_LOW, p->pos - 6);
                }
                if (unit >= 0xd800 && unit < 0xdc00) {
                    long low = -1;
                    if (p->len - p->pos >= 2 && p->text[p->pos] == '\\' && p->text[p->pos + 1] == 'u') {
                        p->pos++;
                        low = json_hex4(p);
                    }
                    if (low < 0xdc00 || low >= 0xe000) {
                        return JER_FAIL(p->err, JSON_LONE_HIGH, p->pos);
                    }
                }
            } else {
                return JER_FAIL(p->err, JSON_ESCAPE, p->pos);
            }
        } else if (c < 0x20) {
            return JER_FAIL(p->err, JSON_CONTROL, p->pos);
        } else {
            p->pos++;
        }
    }
    out->ptr = p->text + start;
    out->len = p->pos - start;
    p->pos++;
    return SYNTA_OK;
}

static size_t json_digits(json_parser *p) {
    size_t from = p->pos;
    int c;
    while ((c = json_peek(p)) >= '0' && c <= '9') {
        p->pos++;
    }
    return p->pos - from;
}

static synta_status json_number(json_parser *p, synta_bytes *out) {
    size_t start = p->pos;
    int c;
    if (json_peek(p) == '-') {
        p->pos++;
    }
    c = json_peek(p);
    if (c == '0') {
        p->pos++;
    } else if (c >= '1' && c <= '9') {
        json_digits(p);
    } else {
        return JER_FAIL(p->err, JSON_NUMBER, start);
    }
    if (json_peek(p) == '.') {
        p->pos++;
        if (json_digits(p) == 0) {
            return JER_FAIL(p->err, JSON_NUMBER, start);
        }
    }
    c = json_peek(p);
    if (c == 'e' || c == 'E') {
        p->pos++;
        c = json_peek(p);
        if (c == '+' || c == '-') {
            p->pos++;
        }
        if (json_digits(p) == 0) {
            return JER_FAIL(p->err, JSON_NUMBER, start);
        }
    }
    out->ptr = p->text + start;
    out->len = p->pos - start;
    return SYNTA_OK;
}

static synta_status json_literal(json_parser *p, const char *word) {
    size_t n = strlen(word);
    if (p->len - p->pos < n || memcmp(p->text + p->pos, word, n) != 0) {
        return JER_FAIL(p->err, JSON_EXPECTED_VALUE, p->pos);
    }
    p->pos += n;
    return SYNTA_OK;
}

static synta_status json_value(json_parser *p, size_t depth, synta_json *out);

/* The elements of an array or the members of an object, from its opening
 * bracket, into one array of the arena. */
static synta_status json_container(json_parser *p, size_t depth, int object, synta_json *out) {
    json_node *first = NULL, **last = &first;
    size_t count = 0, i;
    synta_json *items;
    int close = object ? '}' : ']';
    if (depth >= JSON_MAX_DEPTH) {
        return JER_FAIL(p->err, JSON_TOO_DEEP, p->pos);
    }
    p->pos++;
    json_skip_space(p);
    if (json_peek(p) == close) {
        p->pos++;
    } else {
        for (;;) {
            json_node *node;
            synta_bytes name = {NULL, 0};
            int c;
            json_skip_space(p);
            if (object) {
                if (json_peek(p) != '"') {
                    return JER_FAIL(p->err, JSON_MEMBER_NAME, p->pos);
                }
                SYNTA_TRY(json_string(p, &name));
                json_skip_space(p);
                if (json_peek(p) != ':') {
                    return JER_FAIL(p->err, JSON_COLON, p->pos);
                }
                p->pos++;
                json_skip_space(p);
            }
            node = (json_node *)synta_arena_alloc(p->arena, sizeof *node, SYNTA_ARENA_ALIGN);
            if (node == NULL) {
                return synta_fail(p->err, SYNTA_ERR_ARENA_EXHAUSTED, p->pos);
            }
            SYNTA_TRY(json_value(p, depth + 1, &node->value));
            node->value.name = name;
            node->next = NULL;
            *last = node;
            last = &node->next;
            count++;
            json_skip_space(p);
            c = json_peek(p);
            if (c == ',') {
                p->pos++;
            } else if (c == close) {
                p->pos++;
                break;
            } else {
                return synta_internal_jer_fail(p->err, object ? SYNTA_JER_JSON_OBJECT_END : SYNTA_JER_JSON_ARRAY_END, p->pos);
            }
        }
    }
    items = NULL;
    if (count > 0) {
        json_node *n;
        if (count > SIZE_MAX / sizeof *items) {
            return synta_fail(p->err, SYNTA_ERR_ARENA_EXHAUSTED, p->pos);
        }
        items = (synta_json *)synta_arena_alloc(p->arena, count * sizeof *items, SYNTA_ARENA_ALIGN);
        if (items == NULL) {
            return synta_fail(p->err, SYNTA_ERR_ARENA_EXHAUSTED, p->pos);
        }
        for (n = first, i = 0; n != NULL; n = n->next, i++) {
            items[i] = n->value;
        }
    }
    out->kind = object ? SYNTA_JSON_OBJECT : SYNTA_JSON_ARRAY;
    out->count = count;
    out->items = items;
    return SYNTA_OK;
}

static synta_status json_value(json_parser *p, size_t depth, synta_json *out) {
    memset(out, 0, sizeof *out);
    out->offset = p->pos;
    switch (json_peek(p)) {
    case '{':
        return json_container(p, depth, 1, out);
    case '[':
        return json_container(p, depth, 0, out);
    case '"':
        out->kind = SYNTA_JSON_STRING;
        return json_string(p, &out->text);
    case '-': case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        out->kind = SYNTA_JSON_NUMBER;
        return json_number(p, &out->text);
    case 't':
        out->kind = SYNTA_JSON_BOOL;
        out->boolean = true;
        return json_literal(p, "true");
    case 'f':
        out->kind = SYNTA_JSON_BOOL;
        return json_literal(p, "false");
    case 'n':
        out->kind = SYNTA_JSON_NULL;
        return json_literal(p, "null");
    default:
        return JER_FAIL(p->err, JSON_EXPECTED_VALUE, p->pos);
    }
}

/* The offset of the first octet that is not UTF-8, or len. */
static size_t utf8_invalid_at(const uint8_t *s, size_t len) {
    size_t i = 0;
    while (i < len) {
        uint8_t c = s[i];
        size_t n, k;
        uint32_t cp;
        if (c < 0x80) {
            i++;
            continue;
        }
        if (c >= 0xc2 && c <= 0xdf) {
            n = 1;
            cp = c & 0x1fu;
        } else if (c >= 0xe0 && c <= 0xef) {
            n = 2;
            cp = c & 0x0fu;
        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 3;
            cp = c & 0x07u;
        } else {
            return i;
        }
        if (len - i <= n) {
            return i;
        }
        for (k = 1; k <= n; k++) {
            if ((s[i + k] & 0xc0) != 0x80) {
                return i;
            }
            cp = (cp << 6) | (s[i + k] & 0x3fu);
        }
        if ((n == 2 && (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000))) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff))) {
            return i;
        }
        i += n + 1;
    }
    return len;
}

static synta_status json_parse(const uint8_t *text, size_t len, synta_arena *arena, synta_json *out,
                               synta_error *err) {
    json_parser p;
    size_t bad = utf8_invalid_at(text, len);
    if (bad < len) {
        return JER_FAIL(err, JSON_NOT_UTF8, bad);
    }
    p.text = text;
    p.len = len;
    p.pos = 0;
    p.arena = arena;
    p.err = err;
    json_skip_space(&p);
    SYNTA_TRY(json_value(&p, 0, out));
    json_skip_space(&p);
    if (p.pos != len) {
        return JER_FAIL(err, JSON_TEXT_AFTER, p.pos);
    }
    return SYNTA_OK;
}

synta_status synta_jer_to_der(const char *text, size_t len, synta_arena *arena, synta_jer_in_fn write,
                              synta_bytes *der, synta_error *err) {
    synta_json root;
    synta_writer w;
    uint8_t *buf;
    if (text == NULL || arena == NULL || write == NULL || der == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    synta_internal_error_clear(err);
    SYNTA_TRY(json_parse((const uint8_t *)text, len, arena, &root, err));
    /* Counted in the order of the text, then written back to front. */
    synta_writer_init(&w, NULL, 0);
    SYNTA_TRY(write(&root, &w, err));
    buf = (uint8_t *)synta_arena_alloc(arena, w.len ? w.len : 1, 1);
    if (buf == NULL) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, 0);
    }
    synta_writer_init(&w, buf, w.len);
    SYNTA_TRY(write(&root, &w, err));
    return synta_writer_view(&w, der, err);
}

/* --- Strings as their characters --- */

/* The next character of a string's text (escapes resolved), as Rust's
 * Unescaped does over text already checked; advances *p. */
static uint32_t json_next_char(const uint8_t **p, const uint8_t *end) {
    const uint8_t *s = *p;
    uint32_t c = *s++;
    if (c == '\\') {
        uint32_t e = *s++;
        switch (e) {
        case 'b': c = 8; break;
        case 'f': c = 12; break;
        case 'n': c = 10; break;
        case 'r': c = 13; break;
        case 't': c = 9; break;
        case 'u': {
            uint32_t high = 0, low = 0;
            int i;
            for (i = 0; i < 4; i++) high = high * 16 + (uint32_t)hex_digit(*s++);
            c = high;
            if (high >= 0xd800 && high < 0xdc00 && end - s >= 6) {
                s += 2;
                for (i = 0; i < 4; i++) low = low * 16 + (uint32_t)hex_digit(*s++);
                c = 0x10000 + ((high - 0xd800) << 10) + ((low - 0xdc00) & 0x3ff);
            }
            break;
        }
        default: c = e; break;
        }
    } else if (c >= 0x80) {
        int n = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
        c &= n == 3 ? 0x07u : n == 2 ? 0x0fu : 0x1fu;
        while (n-- > 0) c = (c << 6) | (*s++ & 0x3fu);
    }
    *p = s;
    return c;
}

/* Whether the string (or member name) `text` is the ASCII `s`. */
static bool json_text_is(synta_bytes text, const char *s) {
    const uint8_t *p = text.ptr, *end = text.ptr + text.len;
    if (memchr(text.ptr, '\\', text.len) == NULL) {
        return strlen(s) == text.len && memcmp(text.ptr, s, text.len) == 0;
    }
    while (p < end) {
        if (*s == '\0' || json_next_char(&p, end) != (uint8_t)*s++) {
            return false;
        }
    }
    return *s == '\0';
}

static synta_status jer_fail_at(synta_error *err, synta_jer_problem what, const synta_json *v) {
    return synta_internal_jer_fail(err, what, v->offset);
}

/* Room for `n` octets in front of what `w` holds, filled by the caller;
 * NULL when the writer only counts (they are counted). */
static uint8_t *jer_reserve(synta_writer *w, size_t n) {
    if (w->buf == NULL || n > w->cap - w->len) {
        if (w->buf != NULL) {
            w->overflow |= SYNTA_WRITER_FULL;
        }
        synta_writer_count(w, n);
        return NULL;
    }
    w->len += n;
    return w->buf + (w->cap - w->len);
}

/* --- The pieces generated readers call --- */

synta_status synta_jer_members(const synta_json *v, const char *const *names, size_t n, const synta_json **found,
                               synta_error *err) {
    size_t i, k;
    if (v->kind != SYNTA_JSON_OBJECT) {
        return jer_fail_at(err, SYNTA_JER_JER_OBJECT, v);
    }
    for (k = 0; k < n; k++) {
        found[k] = NULL;
    }
    for (i = 0; i < v->count; i++) {
        const synta_json *m = &v->items[i];
        for (k = 0; k < n && !json_text_is(m->name, names[k]); k++) {
        }
        if (k == n) {
            return jer_fail_at(err, SYNTA_JER_JER_NOT_MEMBER, m);
        }
        if (found[k] != NULL) {
            return jer_fail_at(err, SYNTA_JER_JER_TWICE, m);
        }
        found[k] = m;
    }
    return SYNTA_OK;
}

synta_status synta_jer_missing(const synta_json *v, synta_error *err) {
    return synta_fail(err, SYNTA_ERR_MISSING, v->offset);
}

synta_status synta_jer_chosen(const synta_json *v, const synta_json **member, synta_error *err) {
    if (v->kind != SYNTA_JSON_OBJECT || v->count != 1) {
        return jer_fail_at(err, SYNTA_JER_JER_CHOICE, v);
    }
    *member = &v->items[0];
    return SYNTA_OK;
}

bool synta_jer_named(const synta_json *member, const char *name) {
    return json_text_is(member->name, name);
}

synta_status synta_jer_no_alternative(const synta_json *v, synta_error *err) {
    return jer_fail_at(err, SYNTA_JER_JER_NO_ALTERNATIVE, v);
}

synta_status synta_jer_unknown_key(const synta_json *v, synta_error *err) {
    return synta_fail(err, SYNTA_ERR_UNKNOWN_KEY, v->offset);
}

/* The number `text` as an int64_t (Rust's i64 parse: an optional sign,
 * then decimal digits only); 0 when it is not one. */
static int parse_i64(synta_bytes text, int64_t *out) {
    size_t i = 0;
    int negative = 0;
    uint64_t magnitude = 0, limit;
    if (text.len > 0 && (text.ptr[0] == '-' || text.ptr[0] == '+')) {
        negative = text.ptr[0] == '-';
        i = 1;
    }
    if (i == text.len) {
        return 0;
    }
    limit = negative ? (uint64_t)INT64_MAX + 1u : (uint64_t)INT64_MAX;
    for (; i < text.len; i++) {
        unsigned d = (unsigned)text.ptr[i] - '0';
        if (d > 9 || magnitude > (limit - d) / 10) {
            return 0;
        }
        magnitude = magnitude * 10 + d;
    }
    *out = negative ? (magnitude == (uint64_t)INT64_MAX + 1u ? INT64_MIN : -(int64_t)magnitude) : (int64_t)magnitude;
    return 1;
}

synta_status synta_jer_enumerated(const synta_json *v, const char *const *names, const int64_t *numbers, size_t n,
                                  int extensible, int64_t *out, synta_error *err) {
    size_t k;
    if (v->kind == SYNTA_JSON_STRING) {
        for (k = 0; k < n; k++) {
            if (json_text_is(v->text, names[k])) {
                *out = numbers[k];
                return SYNTA_OK;
            }
        }
        return jer_fail_at(err, SYNTA_JER_JER_NOT_IDENTIFIER, v);
    }
    if (v->kind == SYNTA_JSON_NUMBER && extensible) {
        return parse_i64(v->text, out) ? SYNTA_OK : jer_fail_at(err, SYNTA_JER_JER_NUMBER_RANGE, v);
    }
    return jer_fail_at(err, SYNTA_JER_JER_IDENTIFIER, v);
}

synta_status synta_jer_elements(const synta_json *v, synta_error *err) {
    return v->kind == SYNTA_JSON_ARRAY ? SYNTA_OK : jer_fail_at(err, SYNTA_JER_JER_ARRAY, v);
}

void synta_jer_drop_default(synta_writer *w, size_t mark, const uint8_t *bytes, size_t len) {
    if (w->buf != NULL && !w->overflow && w->len - mark == len && memcmp(w->buf + (w->cap - w->len), bytes, len) == 0) {
        w->len = mark;
    }
}

synta_status synta_jer_key_content(synta_bytes tlv, synta_bytes *content, synta_error *err) {
    for (;;) {
        synta_reader r;
        synta_tlv t;
        synta_reader_init(&r, tlv.ptr, tlv.len);
        SYNTA_TRY(synta_read_tlv(&r, &t, err));
        if (!SYNTA_TAG_IS_CONSTRUCTED(t.tag)) {
            *content = t.content;
            return SYNTA_OK;
        }
        tlv = t.content;
    }
}

synta_status synta_jer_in_bool(const synta_json *v, synta_writer *w, synta_error *err) {
    uint8_t octet;
    if (v->kind != SYNTA_JSON_BOOL) {
        return jer_fail_at(err, SYNTA_JER_JER_BOOL, v);
    }
    octet = v->boolean ? 0xff : 0;
    synta_write_bytes(w, &octet, 1);
    return SYNTA_OK;
}

synta_status synta_jer_in_null(const synta_json *v, synta_writer *w, synta_error *err) {
    (void)w;
    return v->kind == SYNTA_JSON_NULL ? SYNTA_OK : jer_fail_at(err, SYNTA_JER_JER_NULL, v);
}

/* Multiplies the big-endian number p[0..n) by `scale` and adds `add`;
 * what carries out of p[0] is returned. */
static uint64_t big_mul_add(uint8_t *p, size_t n, uint64_t scale, uint64_t add) {
    uint64_t carry = add;
    while (n-- > 0) {
        uint64_t x = (uint64_t)p[n] * scale + carry;
        p[n] = (uint8_t)x;
        carry = x >> 8;
    }
    return carry;
}

/* The decimal `digits` as a big-endian magnitude filling p[0..n), n large
 * enough (digits / 2 + 1 octets always are). */
static void decimal_to_binary(const uint8_t *digits, size_t count, uint8_t *p, size_t n) {
    size_t i = 0;
    memset(p, 0, n);
    while (i < count) {
        uint64_t scale = 1, add = 0;
        size_t k;
        for (k = 0; k < 9 && i < count; k++, i++) {
            scale *= 10;
            add = add * 10 + (uint64_t)(digits[i] - '0');
        }
        (void)big_mul_add(p, n, scale, add);
    }
}

synta_status synta_jer_in_integer(const synta_json *v, synta_writer *w, synta_error *err) {
    const uint8_t *digits;
    size_t count, n, i, skip = 0;
    int negative;
    uint8_t *p;
    if (v->kind != SYNTA_JSON_NUMBER) {
        return jer_fail_at(err, SYNTA_JER_JER_INTEGER, v);
    }
    negative = v->text.ptr[0] == '-';
    digits = v->text.ptr + negative;
    count = v->text.len - (size_t)negative;
    for (i = 0; i < count; i++) {
        if (digits[i] < '0' || digits[i] > '9') {
            return jer_fail_at(err, SYNTA_JER_JER_INTEGER, v);
        }
    }
    if (count > MAX_INTEGER_DIGITS) {
        return jer_fail_at(err, SYNTA_JER_JER_INTEGER_LONG, v);
    }
    /* A sign octet and the magnitude: at most digits / 2 + 1 octets. */
    n = count / 2 + 2;
    p = jer_reserve(w, n);
    if (p == NULL) {
        return SYNTA_OK; /* counted: at least as many as written */
    }
    decimal_to_binary(digits, count, p, n);
    if (negative) {
        /* Two's complement of the magnitude. */
        unsigned carry = 1;
        for (i = n; i-- > 0;) {
            unsigned x = (unsigned)(uint8_t)~p[i] + carry;
            p[i] = (uint8_t)x;
            carry = x >> 8;
        }
    }
    /* Minimal: the octets that only repeat the sign go. */
    while (skip + 1 < n && ((p[skip] == 0 && !(p[skip + 1] & 0x80)) || (p[skip] == 0xff && (p[skip + 1] & 0x80)))) {
        skip++;
    }
    w->len -= skip;
    return SYNTA_OK;
}

/* The octets of the hex digits in the string `v`, into `p` (when not
 * NULL); their number in *octets. */
static synta_status jer_hex_octets(const synta_json *v, uint8_t *p, size_t *octets, synta_error *err) {
    const uint8_t *s, *end;
    size_t n = 0;
    if (v->kind != SYNTA_JSON_STRING) {
        return jer_fail_at(err, SYNTA_JER_JER_HEX, v);
    }
    s = v->text.ptr;
    end = s + v->text.len;
    while (s < end) {
        /* A pair is complete before its digits are checked, as in Rust. */
        int high = hex_digit((int)json_next_char(&s, end)), low;
        if (s == end) {
            return jer_fail_at(err, SYNTA_JER_JER_ODD_HEX, v);
        }
        low = hex_digit((int)json_next_char(&s, end));
        if (high < 0 || low < 0) {
            return jer_fail_at(err, SYNTA_JER_JER_HEX, v);
        }
        if (p != NULL) {
            p[n] = (uint8_t)(high << 4 | low);
        }
        n++;
    }
    *octets = n;
    return SYNTA_OK;
}

synta_status synta_jer_in_hex(const synta_json *v, synta_writer *w, synta_error *err) {
    size_t n;
    uint8_t *p;
    SYNTA_TRY(jer_hex_octets(v, NULL, &n, err));
    p = jer_reserve(w, n);
    if (p != NULL) {
        SYNTA_TRY(jer_hex_octets(v, p, &n, err));
    }
    return SYNTA_OK;
}

synta_status synta_jer_in_bits(const synta_json *v, synta_writer *w, int named, synta_error *err) {
    static const char *const names[] = {"value", "length"};
    const synta_json *m[2], *value = v;
    size_t octets, bits = 0;
    uint8_t *p;
    if (v->kind != SYNTA_JSON_STRING) {
        synta_bytes t;
        size_t i;
        SYNTA_TRY(synta_jer_members(v, names, 2, m, err));
        if (m[0] == NULL || m[1] == NULL) {
            return synta_jer_missing(v, err);
        }
        if (m[1]->kind != SYNTA_JSON_NUMBER) {
            return jer_fail_at(err, SYNTA_JER_JER_BITS_LENGTH, m[1]);
        }
        /* Rust's usize parse: an optional `+`, then digits only. */
        t = m[1]->text;
        i = t.len > 1 && t.ptr[0] == '+' ? 1 : 0;
        if (i == t.len) {
            return jer_fail_at(err, SYNTA_JER_JER_BAD_LENGTH, m[1]);
        }
        for (; i < t.len; i++) {
            unsigned d = (unsigned)t.ptr[i] - '0';
            if (d > 9 || bits > (SIZE_MAX - d) / 10) {
                return jer_fail_at(err, SYNTA_JER_JER_BAD_LENGTH, m[1]);
            }
            bits = bits * 10 + d;
        }
        value = m[0];
    }
    SYNTA_TRY(jer_hex_octets(value, NULL, &octets, err));
    if (value != v && octets != bits / 8 + (bits % 8 != 0)) {
        return jer_fail_at(err, SYNTA_JER_JER_LENGTH_FIT, m[1]);
    }
    p = jer_reserve(w, 1 + octets);
    if (p == NULL) {
        return SYNTA_OK;
    }
    SYNTA_TRY(jer_hex_octets(value, p + 1, &octets, err));
    p[0] = value != v ? (uint8_t)(octets * 8 - bits) : 0;
    if (named) {
        /* Without the trailing zero bits DER leaves out (X.690 11.2.2). */
        size_t keep = octets, drop;
        while (keep > 0 && p[keep] == 0) {
            keep--;
        }
        p[0] = 0;
        if (keep > 0) {
            uint8_t last = p[keep];
            while (!(last & 1)) {
                last >>= 1;
                p[0]++;
            }
        }
        drop = octets - keep;
        memmove(p + drop, p, keep + 1);
        w->len -= drop;
    }
    return SYNTA_OK;
}

/* The largest arc Rust reads (u128), in decimal. */
static const char U128_MAX_DIGITS[] = "340282366920938463463374607431768211455";

/* Writes the base-128 form of the big-endian number b[0..16) at p (when
 * not NULL); its length. */
static size_t base128(const uint8_t *b, uint8_t *p) {
    uint8_t groups[19];
    size_t n = 0, i;
    uint8_t x[16];
    memcpy(x, b, 16);
    do {
        /* x /= 128, the remainder a group. */
        unsigned rem = 0;
        int zero = 1;
        for (i = 0; i < 16; i++) {
            unsigned cur = (rem << 8) | x[i];
            x[i] = (uint8_t)(cur >> 7);
            rem = cur & 0x7f;
            zero &= x[i] == 0;
        }
        groups[n++] = (uint8_t)rem;
        if (zero) {
            break;
        }
    } while (n < sizeof groups);
    if (p != NULL) {
        for (i = 0; i < n; i++) {
            p[i] = (uint8_t)(groups[n - 1 - i] | (i + 1 < n ? 0x80 : 0));
        }
    }
    return n;
}

/* One arc's digits: empty, a leading zero or other characters make them
 * malformed; past u128, too large. */
static int arc_value(const uint8_t *s, size_t n, uint8_t value[16], synta_jer_problem *what) {
    size_t i;
    if (n == 0 || (n > 1 && s[0] == '0')) {
        *what = SYNTA_JER_JER_MALFORMED_ARCS;
        return 0;
    }
    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            *what = SYNTA_JER_JER_MALFORMED_ARCS;
            return 0;
        }
    }
    if (n > sizeof U128_MAX_DIGITS - 1 || (n == sizeof U128_MAX_DIGITS - 1 && memcmp(s, U128_MAX_DIGITS, n) > 0)) {
        *what = SYNTA_JER_JER_ARC_LARGE;
        return 0;
    }
    decimal_to_binary(s, n, value, 16);
    return 1;
}

/* The arcs of the dotted text (no escapes: an escaped one is malformed
 * anyway unless it escapes a digit or a dot, which json_next_char
 * resolves) into p (NULL: only checked); their length in *len. */
static synta_status jer_arcs(const synta_json *v, const uint8_t *text, size_t tlen, int absolute, uint8_t *p,
                             size_t *len, synta_error *err) {
    size_t pos = 0, arc = 0, out = 0;
    uint8_t first[16], value[16];
    synta_jer_problem what;
    /* Every arc is checked before the first two are joined, as in Rust. */
    for (;;) {
        size_t end = pos;
        while (end < tlen && text[end] != '.') end++;
        if (!arc_value(text + pos, end - pos, value, &what)) {
            return jer_fail_at(err, what, v);
        }
        pos = end + 1;
        if (end >= tlen) break;
    }
    pos = 0;
    for (;;) {
        size_t end = pos;
        while (end < tlen && text[end] != '.') end++;
        (void)arc_value(text + pos, end - pos, value, &what);
        if (absolute && arc == 0) {
            memcpy(first, value, 16);
        } else if (absolute && arc == 1) {
            int i;
            unsigned f = first[15], carry;
            int first_small = 1;
            for (i = 0; i < 15; i++) first_small &= first[i] == 0;
            if (!first_small || f > 2) {
                return jer_fail_at(err, SYNTA_JER_JER_MALFORMED_ARCS, v);
            }
            if (f < 2) {
                int small = value[15] < 40;
                for (i = 0; i < 15; i++) small &= value[i] == 0;
                if (!small) {
                    return jer_fail_at(err, SYNTA_JER_JER_MALFORMED_ARCS, v);
                }
            }
            carry = f * 40;
            for (i = 15; i >= 0 && carry; i--) {
                unsigned x = value[i] + carry;
                value[i] = (uint8_t)x;
                carry = x >> 8;
            }
            if (carry) {
                return jer_fail_at(err, SYNTA_JER_JER_ARC_LARGE, v);
            }
            out += base128(value, p ? p + out : NULL);
        } else {
            out += base128(value, p ? p + out : NULL);
        }
        arc++;
        pos = end + 1;
        if (end >= tlen) break;
    }
    if (absolute && arc < 2) {
        return jer_fail_at(err, SYNTA_JER_JER_MALFORMED_ARCS, v);
    }
    *len = out;
    return SYNTA_OK;
}

synta_status synta_jer_in_arcs(const synta_json *v, synta_writer *w, int absolute, synta_error *err) {
    size_t len;
    uint8_t *p;
    const uint8_t *s, *end;
    if (v->kind != SYNTA_JSON_STRING) {
        return jer_fail_at(err, SYNTA_JER_JER_ARCS, v);
    }
    /* Escaped, the characters with escapes resolved (a character that is
     * not ASCII makes the arcs malformed whatever it is; so does a text of
     * more than 256 characters with an escape). */
    if (memchr(v->text.ptr, '\\', v->text.len) != NULL) {
        uint8_t small[256];
        size_t n = 0;
        s = v->text.ptr;
        end = s + v->text.len;
        while (s < end && n < sizeof small) {
            uint32_t c = json_next_char(&s, end);
            small[n++] = c < 0x80 ? (uint8_t)c : 0xff;
        }
        if (s < end) {
            return jer_fail_at(err, SYNTA_JER_JER_MALFORMED_ARCS, v);
        }
        SYNTA_TRY(jer_arcs(v, small, n, absolute, NULL, &len, err));
        p = jer_reserve(w, len);
        if (p != NULL) {
            SYNTA_TRY(jer_arcs(v, small, n, absolute, p, &len, err));
        }
        return SYNTA_OK;
    }
    SYNTA_TRY(jer_arcs(v, v->text.ptr, v->text.len, absolute, NULL, &len, err));
    p = jer_reserve(w, len);
    if (p != NULL) {
        SYNTA_TRY(jer_arcs(v, v->text.ptr, v->text.len, absolute, p, &len, err));
    }
    return SYNTA_OK;
}

/* The octets character `c` takes in `form` (0 when skipped), written at p
 * when not NULL; -1 when it has no place there. */
static int jer_put_char(uint32_t c, synta_jer_in_text_form form, uint8_t *p) {
    switch (form) {
    case SYNTA_JER_IN_LATIN1:
        if (c > 0xff) return -1;
        if (p) p[0] = (uint8_t)c;
        return 1;
    case SYNTA_JER_IN_UCS2:
        if (c > 0xffff) return -1;
        if (p) {
            p[0] = (uint8_t)(c >> 8);
            p[1] = (uint8_t)c;
        }
        return 2;
    case SYNTA_JER_IN_UCS4:
        if (p) {
            p[0] = (uint8_t)(c >> 24);
            p[1] = (uint8_t)(c >> 16);
            p[2] = (uint8_t)(c >> 8);
            p[3] = (uint8_t)c;
        }
        return 4;
    case SYNTA_JER_IN_DATE:
        if (c == '-' || c == ':' || c == 'T') return 0;
        if (c >= 0x80) return -1;
        if (p) p[0] = (uint8_t)c;
        return 1;
    case SYNTA_JER_IN_DURATION:
        if (c == 'P') return 0;
        /* fall through */
    case SYNTA_JER_IN_ASCII:
        if (c >= 0x80) return -1;
        if (p) p[0] = (uint8_t)c;
        return 1;
    case SYNTA_JER_IN_UTF8:
    default:
        if (c < 0x80) {
            if (p) p[0] = (uint8_t)c;
            return 1;
        }
        if (c < 0x800) {
            if (p) {
                p[0] = (uint8_t)(0xc0 | c >> 6);
                p[1] = (uint8_t)(0x80 | (c & 0x3f));
            }
            return 2;
        }
        if (c < 0x10000) {
            if (p) {
                p[0] = (uint8_t)(0xe0 | c >> 12);
                p[1] = (uint8_t)(0x80 | (c >> 6 & 0x3f));
                p[2] = (uint8_t)(0x80 | (c & 0x3f));
            }
            return 3;
        }
        if (p) {
            p[0] = (uint8_t)(0xf0 | c >> 18);
            p[1] = (uint8_t)(0x80 | (c >> 12 & 0x3f));
            p[2] = (uint8_t)(0x80 | (c >> 6 & 0x3f));
            p[3] = (uint8_t)(0x80 | (c & 0x3f));
        }
        return 4;
    }
}

synta_status synta_jer_in_text(const synta_json *v, synta_writer *w, synta_jer_in_text_form form, synta_error *err) {
    const uint8_t *s, *end;
    size_t n = 0;
    uint8_t *p;
    if (v->kind != SYNTA_JSON_STRING) {
        return jer_fail_at(err, SYNTA_JER_JER_STRING, v);
    }
    end = v->text.ptr + v->text.len;
    for (s = v->text.ptr; s < end;) {
        int k = jer_put_char(json_next_char(&s, end), form, NULL);
        if (k < 0) {
            return jer_fail_at(err, SYNTA_JER_JER_CHARACTER, v);
        }
        n += (size_t)k;
    }
    p = jer_reserve(w, n);
    if (p != NULL) {
        for (s = v->text.ptr; s < end;) {
            p += jer_put_char(json_next_char(&s, end), form, p);
        }
    }
    return SYNTA_OK;
}

synta_status synta_jer_in_real(const synta_json *v, synta_writer *w, synta_error *err) {
    double value;
    uint8_t buf[SYNTA_REAL_MAX_DOUBLE];
    synta_real real;
    if (v->kind == SYNTA_JSON_NUMBER) {
        value = synta_internal_decimal_to_double(v->text.ptr, v->text.len);
    } else if (v->kind == SYNTA_JSON_STRING && json_text_is(v->text, "INF")) {
        value = HUGE_VAL;
    } else if (v->kind == SYNTA_JSON_STRING && json_text_is(v->text, "-INF")) {
        value = -HUGE_VAL;
    } else if (v->kind == SYNTA_JSON_STRING && json_text_is(v->text, "NaN")) {
        value = NAN;
    } else if (v->kind == SYNTA_JSON_STRING && json_text_is(v->text, "-0")) {
        value = -0.0;
    } else {
        return jer_fail_at(err, SYNTA_JER_JER_NUMBER, v);
    }
    real = synta_real_from_double(value, buf);
    synta_write_bytes(w, real.ptr, real.len);
    return SYNTA_OK;
}
