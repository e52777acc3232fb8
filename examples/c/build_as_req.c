/* build_as_req: builds a Kerberos AS-REQ (RFC 4120 5.4.1) from scratch with
 * the generated C, as kinit sends one for a ticket-granting ticket, and
 * writes its DER to standard output:
 *
 *   build_as_req CLIENT REALM NONCE > as-req.der
 *
 * CLIENT is a principal name (alice, host/kdc.synta.test), the request asks
 * for krbtgt/REALM with AES keys, and NONCE (a decimal number) comes back
 * in the reply. With --reply FILE instead, it decodes the KDC's answer
 * (an AS-REP or a KRB-ERROR) and prints what it says.
 * tests/interop/test_build_values.py sends the request to a real MIT KDC. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kerberos_v5_spec2.h"

/* NT-PRINCIPAL and NT-SRV-INST (RFC 4120 6.2). */
enum { NT_PRINCIPAL = 1, NT_SRV_INST = 2 };
/* aes256-cts-hmac-sha1-96 and aes128-cts-hmac-sha1-96 (RFC 3962). */
static const kerberos_v5_spec2_Int32 etypes[] = {18, 17};
/* No KDC option asked for: 32 flags, all clear. */
static const uint8_t no_flags[4] = {0, 0, 0, 0};

/* A principal name of `type`, its components `name` split at '/' into
 * `parts` (views into `name`, which is modified). */
static void principal(kerberos_v5_spec2_PrincipalName *p, int32_t type, char *name, synta_string *parts, size_t max) {
    size_t n = 0;
    char *part = strtok(name, "/");
    kerberos_v5_spec2_PrincipalName_init(p);
    while (part != NULL && n < max) {
        parts[n++] = synta_bytes_from_cstr(part);
        part = strtok(NULL, "/");
    }
    p->name_type = type;
    p->name_string.items = parts;
    p->name_string.count = n;
}

static int build(char *client, const char *realm, unsigned long nonce) {
    static char service[256];
    synta_string client_parts[8], service_parts[2];
    kerberos_v5_spec2_AS_REQ req;
    kerberos_v5_spec2_KDC_REQ_BODY *body = &req.req_body;
    uint8_t der[4096];
    size_t len;
    synta_error err;

    snprintf(service, sizeof service, "krbtgt/%s", realm);
    kerberos_v5_spec2_AS_REQ_init(&req); /* nothing OPTIONAL present */
    req.pvno = 5;
    req.msg_type = 10; /* AS-REQ */
    body->kdc_options.ptr = no_flags;
    body->kdc_options.len = sizeof no_flags;
    body->has_cname = true;
    principal(&body->cname, NT_PRINCIPAL, client, client_parts, 8);
    body->realm = synta_bytes_from_cstr(realm);
    body->has_sname = true;
    principal(&body->sname, NT_SRV_INST, service, service_parts, 2);
    body->till = SYNTA_LITERAL("20370101000000Z");
    body->nonce = (uint32_t)nonce;
    body->etype.items = etypes;
    body->etype.count = sizeof etypes / sizeof etypes[0];

    if (kerberos_v5_spec2_AS_REQ_encode(&req, der, sizeof der, &len, &err) != SYNTA_OK) {
        char text[256];
        synta_error_format(&err, text, sizeof text);
        fprintf(stderr, "error: %s\n", text);
        return 1;
    }
    fwrite(der, 1, len, stdout);
    return 0;
}

/* The KDC's answer: an AS-REP (APPLICATION 11) or a KRB-ERROR (30). */
static int reply(const char *path) {
    static uint8_t input[1 << 16];
    size_t n;
    FILE *f = fopen(path, "rb");
    synta_arena arena;
    synta_error err;
    synta_status st;
    char text[256];
    if (f == NULL) {
        return 2;
    }
    n = fread(input, 1, sizeof input, f);
    fclose(f);
    synta_arena_init_heap(&arena, 0);
    if (n > 0 && input[0] == 0x6b) {
        kerberos_v5_spec2_AS_REP rep;
        st = kerberos_v5_spec2_AS_REP_decode(input, n, &arena, &rep, &err);
        if (st == SYNTA_OK) {
            printf("AS-REP crealm=%.*s ticket-realm=%.*s\n", (int)rep.crealm.len, (const char *)rep.crealm.ptr,
                   (int)rep.ticket.realm.len, (const char *)rep.ticket.realm.ptr);
        }
    } else {
        kerberos_v5_spec2_KRB_ERROR error;
        st = kerberos_v5_spec2_KRB_ERROR_decode(input, n, &arena, &error, &err);
        if (st == SYNTA_OK) {
            printf("KRB-ERROR error-code=%ld realm=%.*s\n", (long)error.error_code, (int)error.realm.len,
                   (const char *)error.realm.ptr);
        }
    }
    synta_arena_free(&arena);
    if (st != SYNTA_OK) {
        synta_error_format(&err, text, sizeof text);
        fprintf(stderr, "error: %s\n", text);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--reply") == 0) {
        return reply(argv[2]);
    }
    if (argc != 4) {
        fprintf(stderr, "usage: build_as_req CLIENT REALM NONCE | build_as_req --reply FILE\n");
        return 2;
    }
    return build(argv[1], argv[2], strtoul(argv[3], NULL, 10));
}
