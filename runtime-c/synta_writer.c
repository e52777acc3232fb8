/* synta_rt: the writer, and the values written with it. See synta_rt.h. Every rule mirrors the Rust
 * runtime (runtime-rust/src), so both accept and reject the same inputs with
 * the same error at the same offset. */
#include "synta_internal.h"

/* ------------------------------------------------------------------------
 * Writer
 */

void synta_writer_init(synta_writer *w, uint8_t *buf, size_t cap) {
    if (w == NULL) {
        return;
    }
    w->buf = buf;
    w->cap = buf ? cap : 0;
    w->len = 0;
    w->overflow = 0;
}

/* `n` octets that do not fit in front (or a writer that only counts):
 * counted, and no room left for anything after them. */
static void writer_count(synta_writer *w, size_t n) {
    if (w->buf) {
        w->overflow |= SYNTA_WRITER_FULL;
    }
    synta_writer_count(w, n);
}

void synta_write_bytes(synta_writer *w, const uint8_t *bytes, size_t n) {
    if (w == NULL) {
        return;
    }
    if (bytes == NULL && n != 0) {
        /* Nothing to copy: the encoding fails where it is finished, not
         * silently short of `n` octets. */
        w->overflow |= SYNTA_WRITER_NULL_BYTES;
        return;
    }
    if (n > w->cap - w->len) {
        writer_count(w, n);
        return;
    }
    if (n > 32) {
        memcpy(w->buf + (w->cap - w->len - n), bytes, n);
    } else if (n > 16) {
        /* Most names, OIDs of extensions' values, key identifiers: two
         * overlapping copies of 16, no call. */
        uint8_t *p = w->buf + (w->cap - w->len - n);
        memcpy(p, bytes, 16);
        memcpy(p + n - 16, bytes + n - 16, 16);
    } else if (n) {
        /* Headers, native integers, BOOLEANs: no call. */
        synta_copy_short(w->buf + (w->cap - w->len - n), bytes, n);
    }
    w->len += n;
}

/* Any header: identifiers of several octets, lengths of up to 8. */
static void write_header_general(synta_writer *w, synta_tag tag, size_t content_len) {
    /* Stored octet by octet straight into the buffer: built in a local
     * array and copied, the copy's wide loads wait on the narrow stores
     * that built it (no store forwarding), which cost more than the rest of
     * the header. */
    uint32_t number = SYNTA_TAG_NUMBER(tag);
    uint8_t first = (uint8_t)((SYNTA_TAG_CLASS(tag) << 6) | (SYNTA_TAG_IS_CONSTRUCTED(tag) << 5));
    size_t id_len = 1, count = 0, n, i;
    uint8_t *p;
    if (number >= 31) {
        uint32_t v;
        for (v = number; v; v >>= 7) {
            id_len++;
        }
    }
    if (content_len >= 0x80) {
        size_t v;
        /* At most sizeof v octets; the bound also lets gcc -O3 see that
         * the header stays within its 15 octets. */
        for (v = content_len; v && count < sizeof v; v >>= 8) {
            count++;
        }
    }
    n = id_len + 1 + count;
    if (n > w->cap - w->len) {
        writer_count(w, n);
        return;
    }
    p = w->buf + (w->cap - w->len - n);
    if (number < 31) {
        p[0] = (uint8_t)(first | number);
    } else {
        p[0] = (uint8_t)(first | 0x1f);
        for (i = 1; i < id_len; i++) {
            p[i] = (uint8_t)(((number >> (7 * (id_len - 1 - i))) & 0x7f) | (i + 1 < id_len ? 0x80 : 0));
        }
    }
    if (count == 0) {
        p[id_len] = (uint8_t)content_len;
    } else {
        p[id_len] = (uint8_t)(0x80 | count);
        for (i = 0; i < count; i++) {
            p[id_len + 1 + i] = (uint8_t)(content_len >> (8 * (count - 1 - i)));
        }
    }
    w->len += n;
}

void synta_write_header(synta_writer *w, synta_tag tag, size_t content_len) {
    if (w == NULL) {
        return;
    }
    /* The headers synta_write_header_since leaves to this function are
     * mostly a one-octet identifier with a length in two or three octets
     * (a certificate, its TBSCertificate, its key and extensions): those
     * without the loops of the general form. (Short lengths it writes
     * itself; the general form has the rest.) */
    if (SYNTA_TAG_NUMBER(tag) < 31 && content_len >= 0x80 && content_len <= 0xffff) {
        size_t n = content_len <= 0xff ? 3 : 4;
        if (n <= w->cap - w->len) {
            uint8_t *p = w->buf + (w->cap - w->len - n);
            p[0] = synta_identifier_octet(tag);
            if (n == 3) {
                p[1] = 0x81;
                p[2] = (uint8_t)content_len;
            } else {
                p[1] = 0x82;
                p[2] = (uint8_t)(content_len >> 8);
                p[3] = (uint8_t)content_len;
            }
            w->len += n;
            return;
        }
    }
    write_header_general(w, tag, content_len);
}

void synta_write_int64(synta_writer *w, int64_t v) {
    uint8_t bytes[8];
    size_t start = 0;
    int i;
    uint64_t u = (uint64_t)v;
    for (i = 7; i >= 0; i--) {
        bytes[i] = (uint8_t)u;
        u >>= 8;
    }
    /* Drop octets that only repeat the sign of the next one. */
    while (start < 7 && ((bytes[start] == 0x00 && bytes[start + 1] < 0x80) ||
                         (bytes[start] == 0xff && bytes[start + 1] >= 0x80))) {
        start++;
    }
    synta_write_bytes(w, bytes + start, 8 - start);
}

void synta_write_uint64(synta_writer *w, uint64_t v) {
    uint8_t bytes[9];
    size_t start = 0;
    int i;
    bytes[0] = 0;
    for (i = 8; i >= 1; i--) {
        bytes[i] = (uint8_t)v;
        v >>= 8;
    }
    while (start < 8 && bytes[start] == 0x00 && bytes[start + 1] < 0x80) {
        start++;
    }
    synta_write_bytes(w, bytes + start, 9 - start);
}

synta_status synta_writer_finish(synta_writer *w, size_t *out_len, synta_error *err) {
    if (w == NULL || out_len == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    /* What was written, or, when it did not fit, what the whole encoding
     * needs: a full writer goes on counting. */
    *out_len = w->len;
    if (w->overflow & SYNTA_WRITER_NULL_BYTES) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    if (w->overflow) {
        return synta_fail(err, SYNTA_ERR_BUFFER_TOO_SMALL, 0);
    }
    if (w->buf && w->len) {
        memmove(w->buf, w->buf + (w->cap - w->len), w->len);
    }
    return SYNTA_OK;
}

void synta_encode_bool(synta_writer *w, bool v) {
    uint8_t b = v ? 0xff : 0x00;
    synta_write_bytes(w, &b, 1);
}

synta_status synta_encode_bit_string(synta_writer *w, const synta_bit_string *bits, int named, synta_error *err) {
    SYNTA_TRY(synta_check_view(bits->ptr, bits->len, err));
    SYNTA_TRY(synta_internal_check_bits(bits->ptr, bits->len, bits->unused, 0, named, err));
    synta_write_bytes(w, bits->ptr, bits->len);
    synta_write_bytes(w, &bits->unused, 1);
    return SYNTA_OK;
}

/* Checks that v holds `one` whole DER value, or (one 0) any number of them. */
static synta_status check_values(synta_bytes v, int one, synta_error *err) {
    synta_reader r;
    synta_arena none = {0}; /* DER mode reads into no arena */
    synta_any read;
    SYNTA_TRY(synta_check_view(v.ptr, v.len, err));
    reader_over(&r, v.ptr, v.len, 0);
    do {
        SYNTA_TRY(synta_decode_any(&r, &none, &read, err));
    } while (!one && !synta_reader_is_empty(&r));
    return synta_reader_finish(&r, err);
}

synta_status synta_encode_any(synta_writer *w, synta_any v, synta_error *err) {
    synta_bytes tlv = {v.ptr, v.len};
    if (v.per) {
        /* Read from PER without its key: its type, and so its DER, is not
         * known. */
        return synta_fail(err, SYNTA_ERR_PER_ALTERNATIVE_HAS_NO_DER, 0);
    }
    SYNTA_TRY(check_values(tlv, 1, err));
    synta_encode_bytes(w, tlv);
    return SYNTA_OK;
}

synta_status synta_encode_raw_values(synta_writer *w, synta_bytes v, synta_error *err) {
    if (v.len != 0) {
        SYNTA_TRY(check_values(v, 0, err));
        synta_encode_bytes(w, v);
    }
    return SYNTA_OK;
}

/* The length of the TLV at p[0..avail) that this writer wrote itself. */
size_t synta_internal_written_tlv_len(const uint8_t *p, size_t avail) {
    size_t i = 1, len = 0, count;
    if (avail < 2) {
        return avail;
    }
    if ((p[0] & 0x1f) == 0x1f) {
        while (i < avail && (p[i] & 0x80)) {
            i++;
        }
        i++;
    }
    if (i >= avail) {
        return avail;
    }
    if (p[i] < 0x80) {
        len = p[i++];
    } else {
        count = p[i++] & 0x7fu;
        while (count-- && i < avail) {
            len = (len << 8) | p[i++];
        }
    }
    return len > avail - i ? avail : i + len;
}

static void reverse(uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n / 2; i++) {
        uint8_t t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
}

/* Moves p[a..n) in front of p[0..a) in place. */
static void rotate(uint8_t *p, size_t a, size_t n) {
    reverse(p, a);
    reverse(p + a, n - a);
    reverse(p, n);
}

/* The sort of encoded items lying one after another (SET OF elements, a
 * SET's components): in place, since the writer has no room to lend, and
 * stable. A merge sort whose merges rotate instead of copying (each splits
 * the longer run at its middle item, finds where that item goes in the
 * other, and rotates the two middle parts past each other): one
 * comparison a merge for items already in order, O(k log^2 k) work at
 * worst for k items, where the insertion sort it replaced took O(k^2) (a
 * SET OF of 64K INTEGERs in random order: 17 s). */
typedef struct item_sort {
    synta_item_extent_fn extent;
    int (*order)(synta_bytes, synta_bytes);
} item_sort;

static synta_bytes item_at(const uint8_t *p, size_t avail, const item_sort *s) {
    synta_bytes item;
    item.ptr = p;
    item.len = s->extent(p, avail);
    return item;
}

/* The octets the first `k` items at p[0..n) take. */
static size_t items_span(const uint8_t *p, size_t n, size_t k, const item_sort *s) {
    size_t at = 0;
    while (k-- > 0 && at < n) {
        at += s->extent(p + at, n - at);
    }
    return at;
}

/* Merges the sorted runs A = p[0..a) (na items) and B = p[a..n) (nb
 * items). Each round splits them as A1 A2 B1 B2, with every item of B1
 * before every item of A2, rotates them to A1 B1 A2 B2, merges A1 with B1
 * and goes on with A2 and B2. A1 and B1 hold at most three quarters of the
 * items (half the longer run and at most the shorter), so the recursion is
 * O(log k) deep. */
static void merge_items(uint8_t *p, size_t a, size_t na, size_t n, size_t nb, const item_sort *s) {
    while (na > 0 && nb > 0) {
        size_t a1 = 0, na1 = 0, b1 = 0, nb1 = 0, last = items_span(p, a, na - 1, s);
        if (s->order(item_at(p + last, a - last, s), item_at(p + a, n - a, s)) <= 0) {
            return; /* already in order */
        }
        if (na >= nb) {
            /* A2 from A's middle item on; B1 the items of B before it. */
            synta_bytes middle;
            na1 = na / 2;
            a1 = items_span(p, a, na1, s);
            middle = item_at(p + a1, a - a1, s);
            while (nb1 < nb) {
                synta_bytes item = item_at(p + a + b1, n - a - b1, s);
                if (s->order(item, middle) >= 0) {
                    break;
                }
                b1 += item.len;
                nb1++;
            }
        } else {
            /* B2 from B's middle item on; A1 the items of A not after it. */
            synta_bytes middle;
            nb1 = nb / 2;
            b1 = items_span(p + a, n - a, nb1, s);
            middle = item_at(p + a + b1, n - a - b1, s);
            while (na1 < na) {
                synta_bytes item = item_at(p + a1, a - a1, s);
                if (s->order(item, middle) > 0) {
                    break;
                }
                a1 += item.len;
                na1++;
            }
        }
        rotate(p + a1, a - a1, a - a1 + b1);
        merge_items(p, a1, na1, a1 + b1, nb1, s);
        p += a1 + b1;
        n -= a1 + b1;
        a -= a1;
        na -= na1;
        nb -= nb1;
    }
}

static void sort_items(uint8_t *p, size_t n, size_t count, const item_sort *s) {
    size_t half = count / 2, mid;
    if (count < 2) {
        return;
    }
    mid = items_span(p, n, half, s);
    sort_items(p, mid, half, s);
    sort_items(p + mid, n - mid, count - half, s);
    merge_items(p, mid, half, n, count - half, s);
}

void synta_internal_sort_items(uint8_t *p, size_t n, synta_item_extent_fn extent,
                               int (*order)(synta_bytes, synta_bytes)) {
    item_sort s;
    size_t count = 0, at = 0;
    s.extent = extent;
    s.order = order;
    while (at < n) {
        at += extent(p + at, n - at);
        count++;
    }
    sort_items(p, n, count, &s);
}

/* The tag of a TLV the writer wrote, as a number whose order is the DER
 * tag order (X.690 8.6 of X.680): class, then number; the form aside. */
static uint64_t written_tag_order(synta_bytes tlv) {
    uint64_t number = tlv.ptr[0] & 0x1fu;
    size_t i;
    if (number == 0x1f) {
        number = 0;
        for (i = 1; i < tlv.len && i < 6; i++) {
            number = (number << 7) | (tlv.ptr[i] & 0x7fu);
            if (!(tlv.ptr[i] & 0x80)) {
                break;
            }
        }
    }
    return ((uint64_t)(tlv.ptr[0] >> 6) << 32) | number;
}

static int tag_order(synta_bytes a, synta_bytes b) {
    uint64_t x = written_tag_order(a), y = written_tag_order(b);
    return x < y ? -1 : x > y;
}

/* Sorts the TLVs written since the writer held `mark` bytes by `order`. */
static void sort_written(synta_writer *w, size_t mark, int (*order)(synta_bytes, synta_bytes)) {
    if (!w->buf || w->overflow || w->len <= mark) {
        return;
    }
    synta_internal_sort_items(w->buf + (w->cap - w->len), w->len - mark, synta_internal_written_tlv_len, order);
}

void synta_writer_sort_set_general(synta_writer *w, size_t mark) {
    sort_written(w, mark, synta_der_set_order);
}

void synta_writer_sort_by_tag(synta_writer *w, size_t mark) {
    sort_written(w, mark, tag_order);
}

bool synta_writer_equals(const synta_writer *w, const uint8_t *bytes, size_t len) {
    return !w->overflow && w->buf && w->len == len && memcmp(w->buf + (w->cap - w->len), bytes, len) == 0;
}

synta_status synta_arena_writer(synta_writer *w, synta_arena *arena, size_t offset, synta_error *err) {
    size_t len;
    uint8_t *buf;
    if (w == NULL || arena == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, offset);
    }
    len = w->len;
    buf = len ? (uint8_t *)synta_arena_alloc(arena, len, 1) : NULL;
    if (len && !buf) {
        return synta_fail(err, SYNTA_ERR_ARENA_EXHAUSTED, offset);
    }
    synta_writer_init(w, buf, len);
    return SYNTA_OK;
}

synta_status synta_writer_view(const synta_writer *w, synta_bytes *out, synta_error *err) {
    if (w == NULL || out == NULL) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    if (w->overflow & SYNTA_WRITER_NULL_BYTES) {
        return synta_fail(err, SYNTA_ERR_NULL_ARGUMENT, 0);
    }
    if (w->overflow) {
        return synta_fail(err, SYNTA_ERR_BUFFER_TOO_SMALL, 0);
    }
    out->ptr = w->buf ? w->buf + (w->cap - w->len) : NULL;
    out->len = w->len;
    return SYNTA_OK;
}

synta_bytes synta_bytes_from_cstr(const char *s) {
    synta_bytes b;
    b.ptr = (const uint8_t *)s;
    b.len = s ? strlen(s) : 0;
    return b;
}
