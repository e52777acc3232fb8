/* The X.509 plugin: reads a certificate (RFC 5280) and answers with the
 * same certificate encoded again from the decoded value, which DER makes
 * byte for byte the input. */
#include <stdio.h>

#include "pkix1_explicit88.h"
#include "plugin.h"

static int handle(const uint8_t *msg, size_t len, uint8_t *answer, size_t answer_cap, size_t *answer_len, char *text,
                  size_t text_cap) {
    pkix1_explicit88_Certificate cert;
    synta_arena arena;
    synta_error err;
    synta_status st;
    char serial[2 * 20 + 1];
    size_t i;

    synta_arena_init_heap(&arena, 0);
    st = pkix1_explicit88_Certificate_decode(msg, len, &arena, &cert, &err);
    if (st == SYNTA_OK) {
        st = pkix1_explicit88_Certificate_encode(&cert, answer, answer_cap, answer_len, &err);
    }
    if (st != SYNTA_OK) {
        synta_arena_free(&arena);
        synta_error_format(&err, text, text_cap);
        return 1;
    }
    serial[0] = '\0';
    for (i = 0; i < cert.tbsCertificate.serialNumber.len && i < 20; i++) {
        snprintf(serial + 2 * i, 3, "%02x", cert.tbsCertificate.serialNumber.ptr[i]);
    }
    snprintf(text, text_cap, "certificate, serial 0x%s, %u extensions: encoded again (%zu bytes)", serial,
             cert.tbsCertificate.has_extensions ? (unsigned)cert.tbsCertificate.extensions.count : 0u, *answer_len);
    synta_arena_free(&arena);
    return 0;
}

static const daemon_plugin plugin = {"x509", handle};

DAEMON_PLUGIN_EXPORT const daemon_plugin *daemon_plugin_info(void) {
    return &plugin;
}
