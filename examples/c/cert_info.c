/* cert_info: prints the subject, issuer, validity, serial number and
 * subjectAltName of X.509 certificates (DER, or PEM with --pem), using only
 * the generated C of RFC 5280 (generated/c) and the C runtime (runtime-c).
 * A starting point for a daemon: one arena on the stack, no allocation
 * while decoding, and every string a view into the input.
 *
 *   cert_info [--pem] FILE...
 *
 * Output, one field a line:
 *   serial: 0x<hex>
 *   subject: <dotted OID>=<value as UTF-8>   (each attribute, in order)
 *   issuer: ...
 *   notBefore: YYYY-MM-DD hh:mm:ss UTC
 *   notAfter: ...
 *   san: DNS:<name> | email:<addr> | URI:<uri> | IP:<address>
 *        | DirName:<oid>=<value>,... | RID:<dotted OID> | other:<kind>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pem.h"
#include "pkix1_explicit88.h"
#include "pkix1_implicit88.h"

/* Prints the dotted form of an OID's content octets. */
static void print_oid(synta_oid oid) {
    unsigned long long arc = 0;
    size_t i;
    int first = 1;
    for (i = 0; i < oid.len; i++) {
        arc = (arc << 7) | (oid.ptr[i] & 0x7f);
        if (oid.ptr[i] & 0x80) continue;
        if (first) {
            unsigned long long top = arc < 40 ? 0 : arc < 80 ? 1 : 2;
            printf("%llu.%llu", top, arc - 40 * top);
            first = 0;
        } else {
            printf(".%llu", arc);
        }
        arc = 0;
    }
}

static void put_utf8(unsigned long cp) {
    if (cp < 0x80) {
        putchar((int)cp);
    } else if (cp < 0x800) {
        putchar((int)(0xc0 | (cp >> 6)));
        putchar((int)(0x80 | (cp & 0x3f)));
    } else if (cp < 0x10000) {
        putchar((int)(0xe0 | (cp >> 12)));
        putchar((int)(0x80 | ((cp >> 6) & 0x3f)));
        putchar((int)(0x80 | (cp & 0x3f)));
    } else {
        putchar((int)(0xf0 | (cp >> 18)));
        putchar((int)(0x80 | ((cp >> 12) & 0x3f)));
        putchar((int)(0x80 | ((cp >> 6) & 0x3f)));
        putchar((int)(0x80 | (cp & 0x3f)));
    }
}

/* Prints a string value as UTF-8: `width` 1 for 8-bit text (UTF-8 or
 * ASCII as is), 2 for BMPString, 4 for UniversalString; `latin1` for
 * TeletexString, read as ISO 8859-1. */
static void print_text(synta_bytes s, int width, int latin1) {
    size_t i;
    for (i = 0; i + (size_t)width <= s.len; i += (size_t)width) {
        unsigned long cp = 0;
        int k;
        for (k = 0; k < width; k++) cp = (cp << 8) | s.ptr[i + (size_t)k];
        if (width == 1 && !latin1) {
            putchar((int)cp);
        } else {
            put_utf8(cp);
        }
    }
}

/* An attribute value (ANY): the string types names use, else its hex. */
static void print_attribute_value(synta_any value) {
    synta_reader r;
    synta_tlv tlv;
    size_t i;
    synta_reader_init(&r, value.ptr, value.len);
    if (synta_read_tlv(&r, &tlv, NULL) == SYNTA_OK && SYNTA_TAG_CLASS(tlv.tag) == SYNTA_CLASS_UNIVERSAL) {
        switch (SYNTA_TAG_NUMBER(tlv.tag)) {
        case 12: case 18: case 19: case 22: case 26: print_text(tlv.content, 1, 0); return;
        case 20: print_text(tlv.content, 1, 1); return;
        case 30: print_text(tlv.content, 2, 0); return;
        case 28: print_text(tlv.content, 4, 0); return;
        default: break;
        }
    }
    putchar('#');
    for (i = 0; i < value.len; i++) printf("%02x", value.ptr[i]);
}

/* Each attribute as `<oid>=<value>`: on a line of its own after `label`,
 * or (label NULL) separated by commas. */
static void print_name(const char *label, const pkix1_explicit88_Name *name) {
    size_t i, j;
    int first = 1;
    const pkix1_explicit88_RDNSequence *rdns = &name->u.rdnSequence;
    for (i = 0; i < rdns->count; i++) {
        for (j = 0; j < rdns->items[i].count; j++) {
            const pkix1_explicit88_AttributeTypeAndValue *atv = &rdns->items[i].items[j];
            if (label) {
                printf("%s: ", label);
            } else if (!first) {
                putchar(',');
            }
            first = 0;
            print_oid(atv->type);
            putchar('=');
            print_attribute_value(atv->value);
            if (label) putchar('\n');
        }
    }
}

static void print_time(const char *label, const pkix1_explicit88_Time *t) {
    /* Both forms are checked DER times: digits, then Z. */
    const uint8_t *s = t->u.utcTime.ptr;
    int year;
    if (t->kind == pkix1_explicit88_Time_utcTime) {
        year = (s[0] - '0') * 10 + (s[1] - '0');
        year += year < 50 ? 2000 : 1900;
        s += 2;
    } else {
        s = t->u.generalTime.ptr;
        year = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
        s += 4;
    }
    printf("%s: %04d-%.2s-%.2s %.2s:%.2s:%.2s UTC\n", label, year, s, s + 2, s + 4, s + 6, s + 8);
}

static void print_serial(synta_integer serial) {
    size_t i = 0;
    /* Serial numbers are positive; skip the sign octet and leading zeros. */
    while (i + 1 < serial.len && serial.ptr[i] == 0) i++;
    printf("serial: 0x");
    printf("%x", serial.ptr[i]);
    for (i++; i < serial.len; i++) printf("%02x", serial.ptr[i]);
    putchar('\n');
}

static int same_oid(synta_oid a, synta_oid b) {
    return a.len == b.len && memcmp(a.ptr, b.ptr, a.len) == 0;
}

/* subjectAltName, when the certificate has one. */
static int print_san(const pkix1_explicit88_TBSCertificate *tbs, synta_arena *arena) {
    size_t i, j;
    if (!tbs->has_extensions) return 0;
    for (i = 0; i < tbs->extensions.count; i++) {
        const pkix1_explicit88_Extension *ext = &tbs->extensions.items[i];
        pkix1_implicit88_SubjectAltName names;
        synta_error err;
        if (!same_oid(ext->extnID, pkix1_implicit88_id_ce_subjectAltName)) continue;
        if (pkix1_implicit88_SubjectAltName_decode(ext->extnValue.ptr, ext->extnValue.len, arena, &names, &err) !=
            SYNTA_OK) {
            char text[256];
            synta_error_format(&err, text, sizeof text);
            printf("san: error: %s\n", text);
            return 1;
        }
        for (j = 0; j < names.count; j++) {
            const pkix1_implicit88_GeneralName *gn = &names.items[j];
            switch (gn->kind) {
            case pkix1_implicit88_GeneralName_dNSName:
                printf("san: DNS:%.*s\n", (int)gn->u.dNSName.len, (const char *)gn->u.dNSName.ptr);
                break;
            case pkix1_implicit88_GeneralName_rfc822Name:
                printf("san: email:%.*s\n", (int)gn->u.rfc822Name.len, (const char *)gn->u.rfc822Name.ptr);
                break;
            case pkix1_implicit88_GeneralName_uniformResourceIdentifier:
                printf("san: URI:%.*s\n", (int)gn->u.uniformResourceIdentifier.len,
                       (const char *)gn->u.uniformResourceIdentifier.ptr);
                break;
            case pkix1_implicit88_GeneralName_iPAddress:
                if (gn->u.iPAddress.len == 4) {
                    const uint8_t *a = gn->u.iPAddress.ptr;
                    printf("san: IP:%u.%u.%u.%u\n", a[0], a[1], a[2], a[3]);
                } else {
                    size_t k;
                    printf("san: IP:");
                    for (k = 0; k < gn->u.iPAddress.len; k++) printf("%02x", gn->u.iPAddress.ptr[k]);
                    putchar('\n');
                }
                break;
            case pkix1_implicit88_GeneralName_directoryName:
                printf("san: DirName:");
                print_name(NULL, &gn->u.directoryName);
                putchar('\n');
                break;
            case pkix1_implicit88_GeneralName_registeredID:
                printf("san: RID:");
                print_oid(gn->u.registeredID);
                putchar('\n');
                break;
            default:
                printf("san: other:%d\n", (int)gn->kind);
                break;
            }
        }
    }
    return 0;
}

/* Decodes one certificate and prints it; returns 0 when it decoded. */
static int show(const char *label, const uint8_t *der, size_t len, synta_arena *arena) {
    pkix1_explicit88_Certificate cert;
    const pkix1_explicit88_TBSCertificate *tbs = &cert.tbsCertificate;
    synta_error err;
    synta_arena_reset(arena);
    if (pkix1_explicit88_Certificate_decode(der, len, arena, &cert, &err) != SYNTA_OK) {
        char text[256];
        synta_error_format(&err, text, sizeof text);
        printf("%s: error: %s\n", label, text);
        return 1;
    }
    printf("%s\n", label);
    print_serial(tbs->serialNumber);
    print_name("subject", &tbs->subject);
    print_name("issuer", &tbs->issuer);
    print_time("notBefore", &tbs->validity.notBefore);
    print_time("notAfter", &tbs->validity.notAfter);
    return print_san(tbs, arena);
}

int main(int argc, char **argv) {
    /* Room for any certificate here; a daemon sizes it for its inputs, or
     * gives the arena allocator callbacks to grow. */
    static uint8_t space[1 << 16];
    synta_arena arena;
    int i = 1, pem = 0, failed = 0;
    if (argc > 1 && strcmp(argv[1], "--pem") == 0) {
        pem = 1;
        i++;
    }
    synta_arena_init(&arena, space, sizeof space, NULL);
    for (; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        static uint8_t data[1 << 20];
        size_t len;
        if (!f) {
            printf("%s: error: cannot read the file\n", argv[i]);
            failed = 1;
            continue;
        }
        len = fread(data, 1, sizeof data, f);
        fclose(f);
        if (!pem) {
            failed |= show(argv[i], data, len, &arena);
        } else {
            pem_block *blocks;
            long bad, n = pem_blocks((const char *)data, len, &blocks, &bad), k;
            if (n <= 0) {
                printf("%s: error: no valid PEM block\n", argv[i]);
                failed = 1;
                continue;
            }
            for (k = 0; k < n; k++) failed |= show(argv[i], blocks[k].der, blocks[k].len, &arena);
            pem_free(blocks, n);
        }
    }
    return failed;
}
