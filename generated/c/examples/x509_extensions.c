/* Prints the extensions of certificates, decoded by their extnID with the
 * typed schema (PKIX1Typed) and read through its lookups: the C twin of
 * generated/rust/examples/x509_extensions.rs, line for line.
 *
 *   make -C generated/c examples
 *   generated/c/build/x509_extensions cert.der other.pem
 *
 * For each file: `FILE: ok` (or `FILE: error: ...`), then one line per
 * extension (`ext OID critical=BOOL typed|raw`) and, for the extensions
 * below, one line of what it says. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pem.h"
#include "pkix1_typed.h"

/* KeyUsage's named bits, in bit order. */
static const char *const key_usage_names[] = {
    "digitalSignature", "nonRepudiation", "keyEncipherment", "dataEncipherment", "keyAgreement",
    "keyCertSign",      "cRLSign",        "encipherOnly",    "decipherOnly",
};

static void print_oid(synta_oid oid) {
    char text[160];
    synta_oid_to_text(oid, text, sizeof text);
    fputs(text, stdout);
}

static void print_hex(const uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) printf("%02x", p[i]);
}

static void print_text(synta_bytes s) {
    fwrite(s.ptr, 1, s.len, stdout);
}

static void print_general_name(const pkix1_implicit88_GeneralName *n) {
    switch (n->kind) {
    case pkix1_implicit88_GeneralName_otherName:
        fputs("other:", stdout);
        print_oid(n->u.otherName.type_id);
        break;
    case pkix1_implicit88_GeneralName_rfc822Name:
        fputs("email:", stdout);
        print_text(n->u.rfc822Name);
        break;
    case pkix1_implicit88_GeneralName_dNSName:
        fputs("dns:", stdout);
        print_text(n->u.dNSName);
        break;
    case pkix1_implicit88_GeneralName_x400Address:
        fputs("x400", stdout);
        break;
    case pkix1_implicit88_GeneralName_directoryName: {
        /* A decoded Name re-encodes to the octets it was read from. */
        uint8_t der[4096];
        size_t len = 0;
        synta_error err;
        fputs("dir:", stdout);
        if (pkix1_explicit88_Name_encode(&n->u.directoryName, der, sizeof der, &len, &err) == SYNTA_OK) {
            print_hex(der, len);
        } else {
            fputs("<too long>", stdout);
        }
        break;
    }
    case pkix1_implicit88_GeneralName_ediPartyName:
        fputs("edi", stdout);
        break;
    case pkix1_implicit88_GeneralName_uniformResourceIdentifier:
        fputs("uri:", stdout);
        print_text(n->u.uniformResourceIdentifier);
        break;
    case pkix1_implicit88_GeneralName_iPAddress:
        fputs("ip:", stdout);
        print_hex(n->u.iPAddress.ptr, n->u.iPAddress.len);
        break;
    case pkix1_implicit88_GeneralName_registeredID:
        fputs("rid:", stdout);
        print_oid(n->u.registeredID);
        break;
    default:
        fputs("?", stdout);
    }
}

static void print_general_names(const pkix1_implicit88_GeneralNames *names) {
    size_t i;
    for (i = 0; i < names->count; i++) {
        if (i > 0) putchar(' ');
        print_general_name(&names->items[i]);
    }
}

static void print_subtrees(int present, const pkix1_implicit88_GeneralSubtrees *trees) {
    size_t i;
    if (!present) {
        fputs("none", stdout);
        return;
    }
    putchar('[');
    for (i = 0; i < trees->count; i++) {
        if (i > 0) putchar(' ');
        print_general_name(&trees->items[i].base);
    }
    putchar(']');
}

static void print_policies(const pkix1_typed_CertificatePolicies *policies) {
    size_t i, j;
    fputs("  policies", stdout);
    for (i = 0; i < policies->count; i++) {
        const pkix1_typed_PolicyInformation *p = &policies->items[i];
        putchar(' ');
        print_oid(p->policyIdentifier);
        for (j = 0; p->has_policyQualifiers && j < p->policyQualifiers.count; j++) {
            const pkix1_typed_PolicyQualifierInfo *q = &p->policyQualifiers.items[j];
            switch (q->qualifier.kind) {
            case pkix1_typed_PolicyQualifierInfo_qualifier_cps:
                fputs("+cps:", stdout);
                print_text(q->qualifier.u.cps);
                break;
            case pkix1_typed_PolicyQualifierInfo_qualifier_unotice:
                fputs("+unotice", stdout);
                break;
            default:
                putchar('+');
                print_oid(q->policyQualifierId);
            }
        }
    }
    putchar('\n');
}

static void describe(const pkix1_typed_CertExtensions *exts) {
    const struct pkix1_implicit88_BasicConstraints *bc = pkix1_typed_CertExtensions_find_BasicConstraints(exts);
    const synta_bit_string *ku = pkix1_typed_CertExtensions_find_KeyUsage(exts);
    const struct pkix1_implicit88_ExtKeyUsageSyntax *eku = pkix1_typed_CertExtensions_find_ExtKeyUsage(exts);
    const pkix1_implicit88_SubjectAltName *san = pkix1_typed_CertExtensions_find_SubjectAltName(exts);
    const pkix1_implicit88_IssuerAltName *ian = pkix1_typed_CertExtensions_find_IssuerAltName(exts);
    const struct pkix1_implicit88_NameConstraints *nc = pkix1_typed_CertExtensions_find_NameConstraints(exts);
    const pkix1_typed_CertificatePolicies *cp = pkix1_typed_CertExtensions_find_CertificatePolicies(exts);
    const struct pkix1_implicit88_AuthorityKeyIdentifier *aki =
        pkix1_typed_CertExtensions_find_AuthorityKeyIdentifier(exts);
    const synta_bytes *ski = pkix1_typed_CertExtensions_find_SubjectKeyIdentifier(exts);
    const struct pkix1_implicit88_AuthorityInfoAccessSyntax *aia =
        pkix1_typed_CertExtensions_find_AuthorityInfoAccess(exts);
    const struct pkix1_implicit88_CRLDistributionPoints *dps =
        pkix1_typed_CertExtensions_find_CRLDistributionPoints(exts);
    size_t i;

    for (i = 0; i < exts->count; i++) {
        const pkix1_typed_CertExtension *e = &exts->items[i];
        fputs("  ext ", stdout);
        print_oid(e->extnID);
        printf(" critical=%s %s\n", e->critical ? "true" : "false",
               e->extnValue.kind == pkix1_typed_CertExtension_extnValue_other ? "raw" : "typed");
    }
    if (bc) {
        printf("  basic-constraints ca=%s pathlen=", bc->cA ? "true" : "false");
        if (bc->has_pathLenConstraint) {
            int64_t n;
            synta_error err;
            if (synta_integer_to_i64(bc->pathLenConstraint, 0, &n, &err) == SYNTA_OK) {
                printf("%lld\n", (long long)n);
            } else {
                puts("<wide>");
            }
        } else {
            puts("none");
        }
    }
    if (ku) {
        int first = 1;
        fputs("  key-usage ", stdout);
        for (i = 0; i < sizeof key_usage_names / sizeof key_usage_names[0]; i++) {
            if (synta_bit_string_get(ku, i)) {
                printf("%s%s", first ? "" : ",", key_usage_names[i]);
                first = 0;
            }
        }
        putchar('\n');
    }
    if (eku) {
        fputs("  ext-key-usage", stdout);
        for (i = 0; i < eku->count; i++) {
            putchar(' ');
            print_oid(eku->items[i]);
        }
        putchar('\n');
    }
    if (san) {
        fputs("  subject-alt-name ", stdout);
        print_general_names(san);
        putchar('\n');
    }
    if (ian) {
        fputs("  issuer-alt-name ", stdout);
        print_general_names(ian);
        putchar('\n');
    }
    if (nc) {
        fputs("  name-constraints permitted=", stdout);
        print_subtrees(nc->has_permittedSubtrees, &nc->permittedSubtrees);
        fputs(" excluded=", stdout);
        print_subtrees(nc->has_excludedSubtrees, &nc->excludedSubtrees);
        putchar('\n');
    }
    if (cp) print_policies(cp);
    if (aki) {
        fputs("  authority-key-id keyid=", stdout);
        if (aki->has_keyIdentifier) {
            print_hex(aki->keyIdentifier.ptr, aki->keyIdentifier.len);
        } else {
            fputs("none", stdout);
        }
        fputs(" issuer=", stdout);
        if (aki->has_authorityCertIssuer) {
            putchar('[');
            print_general_names(&aki->authorityCertIssuer);
            putchar(']');
        } else {
            fputs("none", stdout);
        }
        fputs(" serial=", stdout);
        if (aki->has_authorityCertSerialNumber) {
            print_hex(aki->authorityCertSerialNumber.ptr, aki->authorityCertSerialNumber.len);
        } else {
            fputs("none", stdout);
        }
        putchar('\n');
    }
    if (ski) {
        fputs("  subject-key-id ", stdout);
        print_hex(ski->ptr, ski->len);
        putchar('\n');
    }
    if (aia) {
        fputs("  authority-info-access", stdout);
        for (i = 0; i < aia->count; i++) {
            putchar(' ');
            print_oid(aia->items[i].accessMethod);
            putchar('=');
            print_general_name(&aia->items[i].accessLocation);
        }
        putchar('\n');
    }
    if (dps) {
        fputs("  crl-distribution-points", stdout);
        for (i = 0; i < dps->count; i++) {
            const pkix1_implicit88_DistributionPoint *dp = &dps->items[i];
            putchar(' ');
            if (!dp->has_distributionPoint) {
                fputs("none", stdout);
            } else if (dp->distributionPoint.kind == pkix1_implicit88_DistributionPointName_fullName) {
                putchar('[');
                print_general_names(&dp->distributionPoint.u.fullName);
                putchar(']');
            } else {
                fputs("relative", stdout);
            }
        }
        putchar('\n');
    }
}

static int contains(const uint8_t *data, size_t len, const char *text) {
    size_t n = strlen(text), i;
    for (i = 0; i + n <= len; i++) {
        if (memcmp(data + i, text, n) == 0) return 1;
    }
    return 0;
}

static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    uint8_t *data = NULL;
    long size;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
        data = malloc((size_t)size + 1);
        if (data && fread(data, 1, (size_t)size, f) != (size_t)size) {
            free(data);
            data = NULL;
        }
        *len = (size_t)size;
    }
    fclose(f);
    return data;
}

int main(int argc, char **argv) {
    static uint8_t arena_buf[1 << 20];
    synta_arena arena;
    int i;
    synta_arena_init(&arena, arena_buf, sizeof arena_buf, NULL);
    for (i = 1; i < argc; i++) {
        size_t len = 0;
        uint8_t *data = read_file(argv[i], &len);
        pem_block *blocks = NULL;
        long count = 0, bad = 0;
        const uint8_t *der = data;
        pkix1_typed_Certificate cert;
        synta_error err;
        if (!data) {
            printf("%s: error: cannot read the file\n", argv[i]);
            continue;
        }
        if (contains(data, len, "-----BEGIN CERTIFICATE-----")) {
            count = pem_blocks((const char *)data, len, &blocks, &bad);
            if (count < 1) {
                printf("%s: error: not PEM\n", argv[i]);
                free(data);
                continue;
            }
            der = blocks[0].der;
            len = blocks[0].len;
        }
        synta_arena_reset(&arena);
        if (pkix1_typed_Certificate_decode(der, len, &arena, &cert, &err) == SYNTA_OK) {
            printf("%s: ok\n", argv[i]);
            if (cert.tbsCertificate.has_extensions) describe(&cert.tbsCertificate.extensions);
        } else {
            char message[512];
            synta_error_format(&err, message, sizeof message);
            printf("%s: error: %s\n", argv[i], message);
        }
        if (count > 0) pem_free(blocks, count);
        free(data);
    }
    return 0;
}
