/* ldap_search: an LDAP search (RFC 4511 4.5.1) built with the generated C:
 * every entry under BASE, all attributes, written as one LDAPMessage in
 * DER to standard output:
 *
 *   ldap_search BASE > request.der
 *
 * With --reply FILE instead, it reads the server's answer (the messages
 * one after another, as they came on the connection) and prints the DN of
 * each entry and the result code that ends the search.
 * tests/interop/test_build_values.py sends the request to a real slapd. */
#include <stdio.h>
#include <string.h>

#include "lightweight_directory_access_protocol_v3.h"

#define LDAP(name) lightweight_directory_access_protocol_v3_##name

static int fail(const synta_error *err) {
    char text[256];
    synta_error_format(err, text, sizeof text);
    fprintf(stderr, "error: %s\n", text);
    return 1;
}

static int build(const char *base) {
    LDAP(LDAPMessage) message;
    LDAP(SearchRequest) *search = &message.protocolOp.u.searchRequest;
    uint8_t der[1024];
    size_t len;
    synta_error err;

    LDAP(LDAPMessage_init)(&message); /* no controls */
    message.messageID = 1;
    message.protocolOp.kind = LDAP(LDAPMessage_protocolOp_searchRequest);
    search->baseObject = synta_bytes_from_cstr(base);
    search->scope = LIGHTWEIGHT_DIRECTORY_ACCESS_PROTOCOL_V3_SEARCH_REQUEST_SCOPE_WHOLE_SUBTREE;
    search->derefAliases = LIGHTWEIGHT_DIRECTORY_ACCESS_PROTOCOL_V3_SEARCH_REQUEST_DEREF_ALIASES_NEVER_DEREF_ALIASES;
    search->sizeLimit = 0;
    search->timeLimit = 0;
    search->typesOnly = false;
    /* (objectClass=*) */
    search->filter.kind = LDAP(Filter_present);
    search->filter.u.present = SYNTA_LITERAL("objectClass");
    search->attributes.items = NULL; /* none named: all of them */
    search->attributes.count = 0;
    if (LDAP(LDAPMessage_encode)(&message, der, sizeof der, &len, &err) != SYNTA_OK) {
        return fail(&err);
    }
    fwrite(der, 1, len, stdout);
    return 0;
}

static int reply(const char *path) {
    static uint8_t input[1 << 16];
    FILE *f = fopen(path, "rb");
    size_t n;
    synta_reader r;
    synta_arena arena;
    synta_error err;
    int status = 0;
    if (f == NULL) {
        return 2;
    }
    n = fread(input, 1, sizeof input, f);
    fclose(f);
    synta_arena_init_heap(&arena, 0);
    /* One LDAPMessage after another: each TLV read whole, then decoded
     * (BER: LDAP servers may send what DER would not). */
    synta_reader_init(&r, input, n);
    while (status == 0 && !synta_reader_is_empty(&r)) {
        synta_tlv tlv;
        LDAP(LDAPMessage) message;
        if (synta_read_tlv(&r, &tlv, &err) != SYNTA_OK ||
            LDAP(LDAPMessage_decode_ber)(tlv.raw.ptr, tlv.raw.len, &arena, &message, &err) != SYNTA_OK) {
            status = fail(&err);
        } else if (message.protocolOp.kind == LDAP(LDAPMessage_protocolOp_searchResEntry)) {
            const synta_bytes dn = message.protocolOp.u.searchResEntry.objectName;
            printf("entry %.*s\n", (int)dn.len, (const char *)dn.ptr);
        } else if (message.protocolOp.kind == LDAP(LDAPMessage_protocolOp_searchResDone)) {
            printf("done %ld\n", (long)message.protocolOp.u.searchResDone.resultCode);
        }
        synta_arena_reset(&arena);
    }
    synta_arena_free(&arena);
    return status;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--reply") == 0) {
        return reply(argv[2]);
    }
    if (argc != 2) {
        fprintf(stderr, "usage: ldap_search BASE | ldap_search --reply FILE\n");
        return 2;
    }
    return build(argv[1]);
}
