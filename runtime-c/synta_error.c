/* synta_rt: errors: their codes, text and paths. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Errors
 */

synta_status SYNTA_LINK_NAME(fail)(synta_error *err, synta_status code, size_t offset) {
    if (err) {
        memset(err, 0, sizeof *err);
        err->code = code;
        err->offset = offset;
    }
    return code;
}

synta_status synta_internal_encoding_error(synta_error *err, const char *name, synta_status code) {
    if (err != NULL && code != SYNTA_OK) {
        synta_error_at(err, name);
        err->encoding = 1;
    }
    return code;
}

synta_status synta_fail_bit(synta_error *err, synta_status code, size_t bit) {
    SYNTA_LINK_NAME(fail)(err, code, bit);
    if (err) {
        err->in_bits = 1;
    }
    return code;
}

synta_status SYNTA_LINK_NAME(fail_tag)(synta_error *err, size_t offset, synta_tag found, int has_expected, synta_tag expected) {
    SYNTA_LINK_NAME(fail)(err, SYNTA_ERR_UNEXPECTED_TAG, offset);
    if (err) {
        err->found = found;
        err->has_expected = (uint8_t)(has_expected != 0);
        err->expected = expected;
    }
    return SYNTA_ERR_UNEXPECTED_TAG;
}

static synta_status push_segment(synta_error *err, const char *name, size_t index) {
    if (err == NULL) {
        return SYNTA_OK;
    }
    if (err->depth < SYNTA_MAX_PATH) {
        if (name != NULL) {
            err->path[err->depth].name = name;
        } else {
            err->path[err->depth].index = index;
            err->indices = (uint16_t)(err->indices | (1u << err->depth));
        }
        err->depth++;
    } else {
        err->truncated = 1;
    }
    return err->code;
}

synta_status synta_error_at(synta_error *err, const char *name) {
    if (name == NULL) {
        return err ? err->code : SYNTA_OK;
    }
    return push_segment(err, name, 0);
}

synta_status synta_error_at_index(synta_error *err, size_t index) {
    return push_segment(err, NULL, index);
}

const char *synta_status_message(synta_status code) {
    switch (code) {
    case SYNTA_OK: return "ok";
    case SYNTA_ERR_TRUNCATED: return "input ends inside a value";
    case SYNTA_ERR_MISSING: return "required component missing";
    case SYNTA_ERR_UNEXPECTED_TAG: return "unexpected tag";
    case SYNTA_ERR_NON_MINIMAL_TAG: return "tag number not in minimal form";
    case SYNTA_ERR_TAG_TOO_LARGE: return "tag number too large";
    case SYNTA_ERR_INDEFINITE_LENGTH: return "indefinite length (BER, not DER)";
    case SYNTA_ERR_NON_MINIMAL_LENGTH: return "length not in minimal form";
    case SYNTA_ERR_LENGTH_TOO_LARGE: return "length too large";
    case SYNTA_ERR_LENGTH_BEYOND_PARENT: return "length runs past the enclosing value";
    case SYNTA_ERR_TRAILING_DATA: return "trailing data after value";
    case SYNTA_ERR_TOO_DEEP: return "nesting too deep";
    case SYNTA_ERR_WRONG_FORM: return "wrong primitive/constructed form";
    case SYNTA_ERR_INVALID_BOOLEAN: return "BOOLEAN must be 0x00 or 0xFF";
    case SYNTA_ERR_INVALID_NULL: return "NULL with content";
    case SYNTA_ERR_EMPTY_INTEGER: return "INTEGER with no content";
    case SYNTA_ERR_NON_MINIMAL_INTEGER: return "INTEGER not in minimal form";
    case SYNTA_ERR_VALUE_OUT_OF_RANGE: return "value out of range";
    case SYNTA_ERR_UNKNOWN_ENUMERATED: return "unknown ENUMERATED value";
    case SYNTA_ERR_INVALID_OID: return "malformed OBJECT IDENTIFIER";
    case SYNTA_ERR_NON_MINIMAL_OID: return "OBJECT IDENTIFIER sub-identifier not minimal";
    case SYNTA_ERR_INVALID_BIT_STRING: return "malformed BIT STRING unused bits";
    case SYNTA_ERR_BIT_STRING_TRAILING_ZERO: return "named BIT STRING has trailing zero bits";
    case SYNTA_ERR_INVALID_CHARACTER: return "character not allowed in this string type";
    case SYNTA_ERR_INVALID_TIME: return "time not in DER form";
    case SYNTA_ERR_INVALID_REAL: return "REAL not in DER form";
    case SYNTA_ERR_INVALID_IRI: return "malformed OID-IRI";
    case SYNTA_ERR_SIZE_OUT_OF_RANGE: return "size out of range";
    case SYNTA_ERR_SET_OF_NOT_SORTED: return "SET OF elements not sorted";
    case SYNTA_ERR_SET_NOT_SORTED: return "SET components not in tag order";
    case SYNTA_ERR_DEFAULT_VALUE_ENCODED: return "DEFAULT value encoded";
    case SYNTA_ERR_UNKNOWN_KEY: return "key not in the object set";
    case SYNTA_ERR_KEY_MISMATCH: return "value does not go with its key";
    case SYNTA_ERR_BUFFER_TOO_SMALL: return "output buffer too small";
    case SYNTA_ERR_ARENA_EXHAUSTED: return "arena exhausted";
    case SYNTA_ERR_INDEFINITE_PRIMITIVE: return "indefinite length on a primitive value";
    case SYNTA_ERR_MISSING_END_OF_CONTENTS: return "end-of-contents missing";
    case SYNTA_ERR_WRONG_SEGMENT: return "segment of the wrong type in a constructed string";
    case SYNTA_ERR_AMBIGUOUS_BER: return "raw value from BER may hold a string in segments; decode it by its type";
    case SYNTA_ERR_NULL_ARGUMENT: return "a pointer argument is NULL";
    case SYNTA_ERR_OER_EMPTY_LENGTH: return "a length determinant of 0x80 has no length octets (X.696 \xc2\xa7" "8.6)";
    case SYNTA_ERR_OER_EMPTY_ENUMERATED: return "an ENUMERATED of 0x80 has no value octets (X.696 \xc2\xa7" "11)";
    case SYNTA_ERR_OER_ENUMERATED_FORM: return "ENUMERATED not in its shortest form (X.696 \xc2\xa7" "11)";
    case SYNTA_ERR_OER_EMPTY_QUANTITY: return "a quantity field with no octets (X.696 \xc2\xa7" "17)";
    case SYNTA_ERR_OER_QUANTITY_FORM: return "quantity field not in its fewest octets (X.696 \xc2\xa7" "17)";
    case SYNTA_ERR_OER_PREAMBLE_PADDING: return "preamble padding bits not zero (X.696 \xc2\xa7" "16)";
    case SYNTA_ERR_OER_EMPTY_BITMAP: return "an extension bitmap with no bits (X.696 \xc2\xa7" "16)";
    case SYNTA_ERR_OER_NO_ADDITION: return "extension bit set but no addition present (X.696 \xc2\xa7" "16)";
    case SYNTA_ERR_OER_BITMAP_PADDING: return "extension bitmap unused bits not zero (X.696 \xc2\xa7" "16)";
    case SYNTA_ERR_OER_UNKNOWN_TAG: return "a tag of no alternative (X.696 \xc2\xa7" "20)";
    case SYNTA_ERR_OER_EMPTY_ELEMENTS: return "a quantity above 65536 of elements of no octets";
    case SYNTA_ERR_OER_WIDE_UNSIGNED: return "an unsigned INTEGER of 2^64 or more with its top bit set is not held yet";
    case SYNTA_ERR_OER_UNKNOWN_EXTENSIONS: return "extension additions read from DER that this schema does not know have no OER";
    case SYNTA_ERR_OER_UNKNOWN_ALTERNATIVE: return "an alternative read from DER that this schema does not know has no OER";
    case SYNTA_ERR_OER_ALTERNATIVE_HAS_NO_DER: return "an alternative read from OER that this schema does not know has no DER";
    case SYNTA_ERR_OER_ADDITIONS_HAVE_NO_DER: return "extension additions read from OER that this schema does not know have no DER";
    case SYNTA_ERR_PER_PADDING: return "padding bits are not zero (X.691 \xc2\xa7" "3.7.20)";
    case SYNTA_ERR_PER_END_PADDING: return "padding bits at the end are not zero (X.691 \xc2\xa7" "11.1)";
    case SYNTA_ERR_PER_EMPTY_ENCODING: return "an encoding of no bits is one zero octet (X.691 \xc2\xa7" "11.1)";
    case SYNTA_ERR_PER_PAST_RANGE: return "a number past the upper bound of its range (X.691 \xc2\xa7" "11.5)";
    case SYNTA_ERR_PER_OCTET_COUNT: return "more octets than the range needs (X.691 \xc2\xa7" "11.5.7.4)";
    case SYNTA_ERR_PER_NUMBER_FORM: return "a number not in the fewest octets (X.691 \xc2\xa7" "11.5.7.4)";
    case SYNTA_ERR_PER_NORMALLY_SMALL_FORM: return "a normally small number below 64 not in six bits (X.691 \xc2\xa7" "11.6)";
    case SYNTA_ERR_PER_WIDE_NUMBER: return "a number of more than 64 bits";
    case SYNTA_ERR_PER_EMPTY_INTEGER: return "an integer of no octets (X.691 \xc2\xa7" "11.7, \xc2\xa7" "11.8)";
    case SYNTA_ERR_PER_INTEGER_FORM: return "an integer not in the fewest octets (X.691 \xc2\xa7" "11.7, \xc2\xa7" "11.8)";
    case SYNTA_ERR_PER_FRAGMENTED_INTEGER: return "an integer's length in fragments";
    case SYNTA_ERR_PER_LENGTH_FORM: return "a length below 128 in two octets (X.691 \xc2\xa7" "11.9.3.6)";
    case SYNTA_ERR_PER_FRAGMENT: return "a fragment of other than 1 to 4 times 16K (X.691 \xc2\xa7" "11.9.3.8)";
    case SYNTA_ERR_PER_ROOT_SENT_OUTSIDE: return "a value within the root sent as outside it (the extension bit must be 0)";
    case SYNTA_ERR_PER_NAMED_BITS_FORM: return "zero bits after the last one bit past the least size (X.691 \xc2\xa7" "16.2)";
    case SYNTA_ERR_PER_CHARACTER_INDEX: return "a character index past the alphabet (X.691 \xc2\xa7" "30.5.4)";
    case SYNTA_ERR_PER_CHARACTER_OUTSIDE: return "a character outside the permitted alphabet";
    case SYNTA_ERR_PER_WIDE_SEMI: return "a semi-constrained INTEGER of more than 64 bits above its bound is not held yet";
    case SYNTA_ERR_PER_WIDE_CONSTRAINED: return "an INTEGER past 64 bits in a constrained form is not held yet";
    case SYNTA_ERR_PER_NO_ALTERNATIVE: return "an index of no alternative (X.691 \xc2\xa7" "23)";
    case SYNTA_ERR_PER_ADDITION_INDEX: return "an addition index past the type's";
    case SYNTA_ERR_PER_NO_ADDITION: return "extension bit set but no addition present (X.691 \xc2\xa7" "19.7)";
    case SYNTA_ERR_PER_LATER_ITEM_ELSEWHERE:
        return "an item of a later version read from PER has no number or identifier to write";
    case SYNTA_ERR_PER_ITEM_HAS_NO_PER: return "an item this schema does not know has no PER here";
    case SYNTA_ERR_PER_UNKNOWN_ALTERNATIVE: return "an alternative read from another rule that this schema does not know has no PER";
    case SYNTA_ERR_PER_UNKNOWN_EXTENSIONS: return "extension additions read from another rule that this schema does not know have no PER";
    case SYNTA_ERR_PER_ALTERNATIVE_HAS_NO_DER: return "an alternative read from OER or PER that this schema does not know has no DER";
    case SYNTA_ERR_PER_ADDITIONS_HAVE_NO_DER: return "extension additions read from OER that this schema does not know have no DER";
    case SYNTA_ERR_PER_ALTERNATIVE_OF_OTHER_VARIANT:
        return "an alternative read in the other PER variant that this schema does not know cannot be written in this one";
    case SYNTA_ERR_PER_ADDITIONS_OF_OTHER_VARIANT:
        return "extension additions read in the other PER variant that this schema does not know cannot be written in this one";
    case SYNTA_ERR_PER_LATER_ITEM_NAMED:
        return "an item of a later version with the index of an addition this schema names";
    case SYNTA_ERR_NO_ALTERNATIVE: return "CHOICE kind is none of its alternatives (0: nothing chosen)";
    case SYNTA_ERR_JSON: return "malformed JSON";
    case SYNTA_ERR_JER: return "JER";
    }
    return "unknown error";
}

/* Appends to a bounded buffer, counting what the whole text needs. */
typedef struct text_out {
    char *buf;
    size_t cap;
    size_t len;
} text_out;

static void text_put(text_out *out, const char *s) {
    size_t n = strlen(s);
    if (out->buf && out->len < out->cap) {
        size_t room = out->cap - out->len - 1;
        memcpy(out->buf + out->len, s, n < room ? n : room);
        out->buf[out->len + (n < room ? n : room)] = '\0';
    }
    out->len += n;
}

static void text_put_tag(text_out *out, synta_tag tag) {
    static const char *const classes[] = {"UNIVERSAL ", "APPLICATION ", "", "PRIVATE "};
    char text[48];
    snprintf(text, sizeof text, "[%s%lu%s]", classes[SYNTA_TAG_CLASS(tag)], (unsigned long)SYNTA_TAG_NUMBER(tag),
             SYNTA_TAG_IS_CONSTRUCTED(tag) ? " c" : "");
    text_put(out, text);
}

size_t synta_error_format(const synta_error *err, char *buf, size_t cap) {
    text_out out = {buf, cap, 0};
    char number[48];
    int first = err && !err->truncated;
    size_t i;
    if (buf && cap) {
        buf[0] = '\0';
    }
    if (!err) {
        text_put(&out, "no error recorded (NULL)");
        return out.len;
    }
    if (err->code == SYNTA_OK) {
        text_put(&out, "no error");
        return out.len;
    }
    if (err->truncated) {
        text_put(&out, "\xe2\x80\xa6"); /* U+2026 */
    }
    for (i = err->depth < SYNTA_MAX_PATH ? err->depth : SYNTA_MAX_PATH; i-- > 0;) {
        const synta_path_segment *s = &err->path[i];
        if (err->indices & (1u << i)) {
            snprintf(number, sizeof number, "[%lu]", (unsigned long)s->index);
            text_put(&out, number);
        } else {
            if (!first) {
                text_put(&out, ".");
            }
            text_put(&out, s->name ? s->name : "?");
        }
        first = 0;
    }
    if (err->depth == 0) {
        text_put(&out, "<value>");
    }
    /* An encoder's error with no offset in the value, and a NULL argument
     * (a fault of the call, not of any input byte), have no place to name. */
    if ((err->encoding && err->offset == 0) || err->code == SYNTA_ERR_NULL_ARGUMENT) {
        text_put(&out, ": ");
    } else {
        snprintf(number, sizeof number, " at %s %lu%s: ", err->in_bits ? "bit" : "byte", (unsigned long)err->offset,
                 err->encoding ? " of the value" : "");
        text_put(&out, number);
    }
    text_put(&out, synta_status_message(err->code));
    if ((err->code == SYNTA_ERR_JSON || err->code == SYNTA_ERR_JER) && synta_internal_error_text(err) != NULL) {
        text_put(&out, ": ");
        text_put(&out, synta_internal_error_text(err));
    }
    if (err->code == SYNTA_ERR_UNEXPECTED_TAG) {
        text_put(&out, " ");
        text_put_tag(&out, err->found);
        if (err->has_expected) {
            text_put(&out, ", expected ");
            text_put_tag(&out, err->expected);
        }
    }
    return out.len;
}
