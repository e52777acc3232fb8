/* What the runtime's own files share and nothing else includes: not
 * installed, not part of the API, free to change with the runtime. Each
 * layer is a file of its own (synta_error.c, synta_arena.c,
 * synta_reader.c, synta_check.c, synta_writer.c, synta_entry.c,
 * synta_ber.c, synta_jer.c, synta_oer.c, synta_per.c), so that a static
 * link takes only the layers a program calls: a DER decoder takes no JER, nor BER unless the runtime is
 * with BER mode, whose branches the reader calls (weakly: see SYNTA_BER_FN).
 * Functions here that are not inline are named synta_internal_*. */
#ifndef SYNTA_INTERNAL_H
#define SYNTA_INTERNAL_H

#include "synta_codec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SYNTA_RT_HIDDEN
#pragma GCC visibility push(hidden)
#endif

/* --- Errors (synta_error.c) --- */

/* Within the runtime, a failure records its error out of line and gives
 * back its code here, where each file's compiler sees it: a failure never
 * returns SYNTA_OK, so nothing it leaves unwritten is read after it (which
 * gcc -O3 would otherwise warn of). synta_error.c defines the functions by
 * their link names. */
#undef synta_fail
#undef synta_fail_tag
#define synta_fail(err, code, offset) (SYNTA_LINK_NAME(fail)((err), (code), (offset)), (code))
#define synta_fail_tag(err, offset, found, has_expected, expected)                   \
    (SYNTA_LINK_NAME(fail_tag)((err), (offset), (found), (has_expected), (expected)), SYNTA_ERR_UNEXPECTED_TAG)

/* The guard of a public function given a view: a view at NULL that
 * claims octets returns SYNTA_ERR_NULL_ARGUMENT from the caller. */
#define SYNTA_REFUSE_NULL_VIEW(v, offset, err)                            \
    do {                                                                  \
        if ((v).ptr == NULL && (v).len != 0) {                            \
            return synta_fail((err), SYNTA_ERR_NULL_ARGUMENT, (offset)); \
        }                                                                 \
    } while (0)

/* A view at NULL as the empty view, for the public functions that have no
 * error to give (comparisons, lengths, text). */
static inline synta_bytes view_or_empty(synta_bytes v) {
    if (v.ptr == NULL) {
        v.len = 0;
    }
    return v;
}

/* `code` from an encoder's entry point for the type `name`: unless it is
 * SYNTA_OK, its error gets the type as its outer step and is marked as an
 * encoder's (printed without the byte offset of an input). */
synta_status synta_internal_encoding_error(synta_error *err, const char *name, synta_status code);

/* What JER input finds wrong, with Rust's words
 * (runtime-rust/src/json.rs and jer_in.rs): malformed JSON, then JSON that
 * is no value of the type. One list, so the numbers and texts agree. */
#define SYNTA_JER_PROBLEMS(X)                                                   \
    X(JSON_NOT_UTF8, "not UTF-8")                                               \
    X(JSON_TEXT_AFTER, "text after the value")                                  \
    X(JSON_EXPECTED_VALUE, "expected a value")                                  \
    X(JSON_TOO_DEEP, "nesting too deep")                                        \
    X(JSON_MEMBER_NAME, "expected a member name")                               \
    X(JSON_COLON, "expected `:`")                                               \
    X(JSON_OBJECT_END, "expected `,` or `}`")                                   \
    X(JSON_ARRAY_END, "expected `,` or `]`")                                    \
    X(JSON_UNTERMINATED, "unterminated string")                                 \
    X(JSON_LONE_LOW, "lone low surrogate")                                      \
    X(JSON_LONE_HIGH, "lone high surrogate")                                    \
    X(JSON_ESCAPE, "invalid escape")                                            \
    X(JSON_CONTROL, "control character in a string")                            \
    X(JSON_U_ESCAPE, "invalid \\u escape")                                     \
    X(JSON_NUMBER, "malformed number")                                          \
    X(JER_OBJECT, "expected an object")                                         \
    X(JER_NOT_MEMBER, "member not in the type")                                 \
    X(JER_TWICE, "member given twice")                                          \
    X(JER_CHOICE, "expected an object of one member (a CHOICE)")                \
    X(JER_NO_ALTERNATIVE, "alternative not in the CHOICE")                      \
    X(JER_NOT_IDENTIFIER, "identifier not in the ENUMERATED")                   \
    X(JER_NUMBER_RANGE, "number out of range")                                  \
    X(JER_IDENTIFIER, "expected an identifier")                                 \
    X(JER_INTEGER, "expected an integer")                                       \
    X(JER_INTEGER_LONG, "integer too long")                                     \
    X(JER_HEX, "expected a string of hex digits")                               \
    X(JER_ODD_HEX, "odd number of hex digits")                                  \
    X(JER_ARCS, "expected dotted arcs")                                         \
    X(JER_MALFORMED_ARCS, "malformed arcs")                                     \
    X(JER_ARC_LARGE, "arc too large")                                           \
    X(JER_STRING, "expected a string")                                          \
    X(JER_CHARACTER, "character not in the string type")                        \
    X(JER_BOOL, "expected true or false")                                       \
    X(JER_NULL, "expected null")                                                \
    X(JER_BITS_LENGTH, "expected a number of bits")                             \
    X(JER_BAD_LENGTH, "bad length")                                             \
    X(JER_LENGTH_FIT, "length does not fit the value's octets")                 \
    X(JER_NUMBER, "expected a number")                                          \
    X(JER_ARRAY, "expected an array")

#define SYNTA_JER_PROBLEM_ENUM(name, text) SYNTA_JER_##name,
typedef enum synta_jer_problem { SYNTA_JER_PROBLEMS(SYNTA_JER_PROBLEM_ENUM) SYNTA_JER_PROBLEM_COUNT } synta_jer_problem;
#undef SYNTA_JER_PROBLEM_ENUM

/* Records a JER input error (SYNTA_ERR_JSON for the JSON_ problems,
 * SYNTA_ERR_JER for the others) at `offset` in the text (synta_jer.c). */
synta_status synta_internal_jer_fail(synta_error *err, synta_jer_problem what, size_t offset);

/* A JER input error carries its problem's text in the two tag fields,
 * which only SYNTA_ERR_UNEXPECTED_TAG uses otherwise: synta_error_format
 * then prints it without a reference to the texts, which a program that
 * never reads JER (its generated code extracts the JER layer from an
 * archive for T_write_jer) would otherwise link. The struct is unchanged. */
#if UINTPTR_MAX > 0xffffffffffffffffu
#error "a pointer does not fit the two 32-bit tag fields of synta_error"
#endif
static inline void synta_internal_error_set_text(synta_error *err, const char *text) {
    uint64_t bits = (uint64_t)(uintptr_t)text;
    err->found = (synta_tag)(bits & 0xffffffffu);
    err->expected = (synta_tag)(bits >> 32);
}
static inline const char *synta_internal_error_text(const synta_error *err) {
    return (const char *)(uintptr_t)(((uint64_t)err->expected << 32) | err->found);
}

/* An error with no code and no path, as an entry point leaves `err` when
 * it succeeds (NULL: nothing to do). */
static inline void synta_internal_error_clear(synta_error *err) {
    if (err) {
        err->code = SYNTA_OK;
        err->depth = 0;
        err->truncated = 0;
        err->in_bits = 0;
        err->indices = 0;
        err->encoding = 0;
        err->offset = 0;
    }
}

/* --- Checks (synta_check.c) --- */

/* The BIT STRING rules of synta_check_bit_string, on its parts: `len`
 * octets at `data` after the unused-bit count `unused`. */
synta_status synta_internal_check_bits(const uint8_t *data, size_t len, uint8_t unused, size_t offset, int named,
                                       synta_error *err);

/* --- Reader (synta_reader.c) --- */

/* A reader over `len` octets at `data` that stand for content at absolute
 * offset `base`, at depth 0 in DER mode. */
static inline void reader_over(synta_reader *r, const uint8_t *data, size_t len, size_t base) {
    r->cur = data;
    r->end = data ? data + len : data;
    r->origin = (uintptr_t)data - base;
    r->depth = 0;
}

/* synta_read_tlv for the runtime's own readers, which are never NULL. */
synta_status synta_internal_read_tlv(synta_reader *r, synta_tlv *out, synta_error *err);

/* One whole TLV into `out`: its content checked recursively when `deep`
 * (ANY), only its identifier and length otherwise (a lazy field); its tag
 * must be `tag` when `want_tag`. */
synta_status synta_internal_decode_raw(synta_reader *r, int deep, int want_tag, synta_tag tag, synta_arena *arena,
                                       synta_any *out, synta_error *err);

/* --- Writer (synta_writer.c) --- */

/* The octets of the one item at `p` (at most `avail`): an item of a
 * region synta_internal_sort_items sorts. */
typedef size_t (*synta_item_extent_fn)(const uint8_t *p, size_t avail);

/* Sorts the items lying one after another at p[0..n) by `order`, in place
 * and stably, in O(k log^2 k) for k items (SET and SET OF sorting). */
void synta_internal_sort_items(uint8_t *p, size_t n, synta_item_extent_fn extent,
                               int (*order)(synta_bytes, synta_bytes));

/* The length of the TLV written at `p` (at most `avail` octets). */
size_t synta_internal_written_tlv_len(const uint8_t *p, size_t avail);

/* --- Entry points (synta_entry.c) --- */

/* Reads a whole value of `e` with `r` (DER or BER mode). */
synta_status synta_internal_entry_read(const synta_entry *e, synta_reader *r, synta_arena *arena, void *out,
                                       synta_error *err);

/* --- Checks (synta_check.c) --- */

/* `n` decimal digits as a number, or -1. */
static inline long digits(const uint8_t *s, size_t n) {
    long v = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return -1;
        }
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

static inline int days_in_month(long year, long month) {
    switch (month) {
    case 4: case 6: case 9: case 11: return 30;
    case 2: return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
    default: return 31;
    }
}

/* TIME and DURATION (X.680 38), and BER's times: ISO 8601 text read by a
 * cursor over the content. */
typedef struct {
    const uint8_t *s;
    size_t n, at;
} iso_cursor;

static inline int iso_peek(const iso_cursor *c) {
    return c->at < c->n ? c->s[c->at] : -1;
}

static inline int iso_is_digit(int octet) {
    return octet >= '0' && octet <= '9';
}

/* How many digits start the rest of the text. */
static inline size_t iso_leading_digits(const iso_cursor *c) {
    size_t i = c->at;
    while (i < c->n && iso_is_digit(c->s[i])) {
        i++;
    }
    return i - c->at;
}

/* Exactly `n` digits, as a number; -1 otherwise. */
static inline long iso_fixed(iso_cursor *c, size_t n) {
    long v;
    if (c->n - c->at < n || (v = digits(c->s + c->at, n)) < 0) {
        return -1;
    }
    c->at += n;
    return v;
}

/* REAL (X.690 8.5) in its DER form (11.3): see synta_rt.h. */
enum { REAL_PLUS_INFINITY = 0x40, REAL_MINUS_INFINITY, REAL_NOT_A_NUMBER, REAL_MINUS_ZERO, REAL_NR3 = 0x03 };

/* The parts of a binary REAL, or 0 when the octets after the first are not
 * DER. */
int synta_internal_split_binary(synta_bytes content, synta_bytes *exponent, synta_bytes *mantissa);

/* The nearest double to a decimal number as `[-]digits[.digits][(e|E)[+|-]digits]`
 * writes it (checked by the caller: NR3 text, a JSON number), whatever the
 * locale's decimal point. */
double synta_internal_decimal_to_double(const uint8_t *s, size_t n);

/* --- Arena (synta_arena.c) --- */

struct synta_arena_block {
    synta_arena_block *next;
    size_t cap;
    /* The block's bytes follow the header (flexible array member). */
    uint8_t data[];
};

/* What one buffer needs for the arena's allocations, wherever it starts
 * (synta_arena_needed). */
size_t synta_internal_arena_extent(const synta_arena *arena);

/* --- BER mode (synta_ber.c), which the reader calls in BER mode --- */

/* A BER length (the indefinite form included) of a value tagged `tag`. */
SYNTA_BER_FN synta_status synta_internal_read_ber_length(synta_reader *r, synta_tag tag, size_t *out, size_t *end_of_contents,
                                            synta_error *err);

/* A whole TLV read in BER mode, brought to DER. */
SYNTA_BER_FN synta_status synta_internal_decode_raw_ber(const synta_reader *r, const synta_tlv *tlv, int deep, int want_tag,
                                           synta_tag tag, size_t offset, synta_arena *arena, synta_any *out,
                                           synta_error *err);

/* The values read in BER mode from `start`, brought to DER. */
SYNTA_BER_FN synta_status synta_internal_normalize_span(const synta_reader *r, size_t start, synta_arena *arena,
                                                        synta_bytes *span, synta_error *err);

#ifdef SYNTA_RT_HIDDEN
#pragma GCC visibility pop
#endif

#endif /* SYNTA_INTERNAL_H */
