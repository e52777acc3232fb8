/* synta_rt: JER (X.697) output. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

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
