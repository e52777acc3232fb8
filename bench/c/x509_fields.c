#include "x509_fields.h"

#include <stdlib.h>
#include <string.h>

#include "pkix1_explicit88.h"

/* Enough for any certificate of the corpora (a CA-store root needs at most
 * 736 bytes); the arena has no allocator, so a larger one fails cleanly. */
#define ARENA_BYTES 8192

typedef struct out_text {
    char *buf;
    size_t len;
} out_text;

static void put(out_text *o, const char *s, size_t n) {
    if (o->len + n >= BENCH_NAME_CAP) n = o->len < BENCH_NAME_CAP - 1 ? BENCH_NAME_CAP - 1 - o->len : 0;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
    o->buf[o->len] = 0;
}

static void put_str(out_text *o, const char *s) { put(o, s, strlen(s)); }

static void put_u64(out_text *o, uint64_t v) {
    char tmp[24];
    size_t n = sizeof tmp;
    do {
        tmp[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    put(o, tmp + n, sizeof tmp - n);
}

static void put_utf8(out_text *o, uint32_t cp) {
    char b[4];
    if (cp > 0x10ffff || (cp >= 0xd800 && cp < 0xe000)) cp = 0xfffd;
    if (cp < 0x80) {
        b[0] = (char)cp;
        put(o, b, 1);
    } else if (cp < 0x800) {
        b[0] = (char)(0xc0 | cp >> 6);
        b[1] = (char)(0x80 | (cp & 0x3f));
        put(o, b, 2);
    } else if (cp < 0x10000) {
        b[0] = (char)(0xe0 | cp >> 12);
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        b[2] = (char)(0x80 | (cp & 0x3f));
        put(o, b, 3);
    } else {
        b[0] = (char)(0xf0 | cp >> 18);
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
        b[3] = (char)(0x80 | (cp & 0x3f));
        put(o, b, 4);
    }
}

static const char *short_name(synta_oid oid) {
    static const uint8_t email[] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x01};
    static const uint8_t dc[] = {0x09, 0x92, 0x26, 0x89, 0x93, 0xf2, 0x2c, 0x64, 0x01, 0x19};
    static const uint8_t uid[] = {0x09, 0x92, 0x26, 0x89, 0x93, 0xf2, 0x2c, 0x64, 0x01, 0x01};
    if (oid.len == 3 && oid.ptr[0] == 0x55 && oid.ptr[1] == 0x04) {
        switch (oid.ptr[2]) {
        case 3: return "CN";
        case 4: return "SN";
        case 5: return "serialNumber";
        case 6: return "C";
        case 7: return "L";
        case 8: return "ST";
        case 9: return "street";
        case 10: return "O";
        case 11: return "OU";
        case 12: return "title";
        case 42: return "GN";
        case 97: return "organizationIdentifier";
        default: return NULL;
        }
    }
    if (oid.len == sizeof email && !memcmp(oid.ptr, email, sizeof email)) return "emailAddress";
    if (oid.len == sizeof dc && !memcmp(oid.ptr, dc, sizeof dc)) return "DC";
    if (oid.len == sizeof uid && !memcmp(oid.ptr, uid, sizeof uid)) return "UID";
    return NULL;
}

static void put_dotted(out_text *o, synta_oid oid) {
    uint64_t arc = 0;
    int first = 1;
    for (size_t i = 0; i < oid.len; i++) {
        arc = arc << 7 | (oid.ptr[i] & 0x7f);
        if (oid.ptr[i] & 0x80) continue;
        if (first) {
            uint64_t top = arc / 40 < 2 ? arc / 40 : 2;
            put_u64(o, top);
            put_str(o, ".");
            put_u64(o, arc - top * 40);
            first = 0;
        } else {
            put_str(o, ".");
            put_u64(o, arc);
        }
        arc = 0;
    }
}

/* One whole attribute value TLV: its tag number and content. */
static void put_value(out_text *o, synta_any value) {
    static const char hex[] = "0123456789abcdef";
    synta_reader r;
    synta_tlv tlv;
    synta_error err;
    synta_reader_init(&r, value.ptr, value.len);
    if (synta_read_tlv(&r, &tlv, &err) != SYNTA_OK) return;
    const uint8_t *p = tlv.content.ptr;
    size_t n = tlv.content.len;
    switch (SYNTA_TAG_NUMBER(tlv.tag)) {
    case 12: case 18: case 19: case 22: case 26: /* checked UTF-8 or ASCII */
        put(o, (const char *)p, n);
        break;
    case 20: /* TeletexString read as Latin-1 */
        for (size_t i = 0; i < n; i++) put_utf8(o, p[i]);
        break;
    case 30: /* BMPString */
        for (size_t i = 0; i + 1 < n; i += 2) put_utf8(o, (uint32_t)p[i] << 8 | p[i + 1]);
        break;
    case 28: /* UniversalString */
        for (size_t i = 0; i + 3 < n; i += 4)
            put_utf8(o, (uint32_t)p[i] << 24 | (uint32_t)p[i + 1] << 16 | (uint32_t)p[i + 2] << 8 | p[i + 3]);
        break;
    default:
        put_str(o, "#");
        for (size_t i = 0; i < n; i++) {
            char b[2] = {hex[p[i] >> 4], hex[p[i] & 15]};
            put(o, b, 2);
        }
    }
}

static size_t format_name(const pkix1_explicit88_Name *name, char *buf) {
    out_text o = {buf, 0};
    buf[0] = 0;
    const pkix1_explicit88_RDNSequence *rdns = &name->u.rdnSequence;
    for (size_t i = 0; i < rdns->count; i++) {
        const pkix1_explicit88_RelativeDistinguishedName *rdn = &rdns->items[i];
        for (size_t j = 0; j < rdn->count; j++) {
            const pkix1_explicit88_AttributeTypeAndValue *atv = &rdn->items[j];
            if (o.len) put_str(&o, ", ");
            const char *short_ = short_name(atv->type);
            if (short_) put_str(&o, short_);
            else put_dotted(&o, atv->type);
            put_str(&o, "=");
            put_value(&o, atv->value);
        }
    }
    return o.len;
}

static uint64_t last_arc(synta_oid oid) {
    size_t start = 0;
    for (size_t i = 0; i + 1 < oid.len; i++)
        if (!(oid.ptr[i] & 0x80)) start = i + 1;
    uint64_t arc = 0;
    for (size_t i = start; i < oid.len; i++) arc = arc << 7 | (oid.ptr[i] & 0x7f);
    if (start == 0) arc -= (arc / 40 < 2 ? arc / 40 : 2) * 40;
    return arc;
}

static int digits(const uint8_t *p, int n) {
    int v = 0;
    for (int i = 0; i < n; i++) v = v * 10 + (p[i] - '0');
    return v;
}

/* Seconds since 1970 of a checked UTCTime or GeneralizedTime ("…Z"). */
static int64_t unix_time(const pkix1_explicit88_Time *t) {
    const uint8_t *p;
    int64_t year;
    if (t->kind == pkix1_explicit88_Time_utcTime) {
        p = t->u.utcTime.ptr;
        year = digits(p, 2);
        year += year < 50 ? 2000 : 1900;
        p += 2;
    } else {
        p = t->u.generalTime.ptr;
        year = digits(p, 4);
        p += 4;
    }
    int64_t month = digits(p, 2), day = digits(p + 2, 2);
    int64_t y = month <= 2 ? year - 1 : year;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    int64_t days = era * 146097 + doe - 719468;
    return days * 86400 + digits(p + 4, 2) * 3600 + digits(p + 6, 2) * 60 + digits(p + 8, 2);
}

/* Decodes `der` into `cert`, with an arena in `mem` (the caller's stack);
 * the arena bytes it took in *used, when used is not NULL. */
static int decode_used(const uint8_t *der, size_t len, uint8_t mem[ARENA_BYTES], pkix1_explicit88_Certificate *cert,
                       size_t *used) {
    synta_arena arena;
    synta_error err;
    synta_arena_init(&arena, mem, ARENA_BYTES, NULL);
    int ok = pkix1_explicit88_Certificate_decode(der, len, &arena, cert, &err) == SYNTA_OK;
    if (used) *used = synta_arena_used(&arena);
    return ok;
}

static int decode(const uint8_t *der, size_t len, uint8_t mem[ARENA_BYTES], pkix1_explicit88_Certificate *cert) {
    return decode_used(der, len, mem, cert, NULL);
}

int bench_c_parse(const uint8_t *der, size_t len) {
    uint8_t mem[ARENA_BYTES];
    pkix1_explicit88_Certificate cert;
    return decode(der, len, mem, &cert);
}

size_t bench_c_certificate_size(void) { return sizeof(pkix1_explicit88_Certificate); }

size_t bench_c_arena_used(const uint8_t *der, size_t len) {
    uint8_t mem[ARENA_BYTES];
    pkix1_explicit88_Certificate cert;
    size_t used;
    return decode_used(der, len, mem, &cert, &used) ? used : (size_t)-1;
}

int bench_c_parse_ber(const uint8_t *ber, size_t len) {
    uint8_t mem[ARENA_BYTES];
    pkix1_explicit88_Certificate cert;
    synta_arena arena;
    synta_error err;
    synta_arena_init(&arena, mem, ARENA_BYTES, NULL);
    return pkix1_explicit88_Certificate_decode_ber(ber, len, &arena, &cert, &err) == SYNTA_OK;
}

int bench_c_fields(const uint8_t *der, size_t len, bench_fields *out) {
    uint8_t mem[ARENA_BYTES];
    pkix1_explicit88_Certificate cert;
    if (!decode(der, len, mem, &cert)) return 0;
    const pkix1_explicit88_TBSCertificate *tbs = &cert.tbsCertificate;
    out->version = tbs->version.len == 1 ? tbs->version.ptr[0] : 0xff;
    out->serial_len = tbs->serialNumber.len;
    out->serial_last = tbs->serialNumber.ptr[tbs->serialNumber.len - 1];
    out->issuer_len = format_name(&tbs->issuer, out->issuer);
    out->subject_len = format_name(&tbs->subject, out->subject);
    out->signature_algorithm = last_arc(cert.signatureAlgorithm.algorithm);
    out->signature_len = cert.signature.len;
    out->not_before = unix_time(&tbs->validity.notBefore);
    out->not_after = unix_time(&tbs->validity.notAfter);
    out->key_algorithm = last_arc(tbs->subjectPublicKeyInfo.algorithm.algorithm);
    out->key_len = tbs->subjectPublicKeyInfo.subjectPublicKey.len;
    return 1;
}

size_t bench_c_reencode(const uint8_t *der, size_t len, uint8_t *buf, size_t cap) {
    uint8_t mem[ARENA_BYTES];
    pkix1_explicit88_Certificate cert;
    synta_error err;
    size_t n = 0;
    if (!decode(der, len, mem, &cert)) return 0;
    if (pkix1_explicit88_Certificate_encode(&cert, buf, cap, &n, &err) != SYNTA_OK) return 0;
    return n;
}

struct bench_c_decoded {
    uint8_t mem[ARENA_BYTES];
    pkix1_explicit88_Certificate cert;
};

bench_c_decoded *bench_c_decode_kept(const uint8_t *der, size_t len) {
    bench_c_decoded *kept = malloc(sizeof *kept);
    if (kept && !decode(der, len, kept->mem, &kept->cert)) {
        free(kept);
        kept = NULL;
    }
    return kept;
}

size_t bench_c_encode_kept(const bench_c_decoded *kept, uint8_t *buf, size_t cap, size_t *start) {
    synta_error err;
    synta_writer w;
    synta_bytes der;
    synta_writer_init(&w, buf, cap);
    if (pkix1_explicit88_Certificate_encode_tlv(&kept->cert, &w, &err) != SYNTA_OK ||
        synta_writer_view(&w, &der, &err) != SYNTA_OK) {
        return 0;
    }
    *start = (size_t)(der.ptr - buf);
    return der.len;
}

void bench_c_decoded_free(bench_c_decoded *kept) { free(kept); }
