/* Decodes an IEEE 1609.2 peer-to-peer PDU (CA certificates) in
 * CANONICAL-OER, prints what its certificates say, and writes the value
 * back as OER and as DER, as generated/rust/examples/v2x_oer.rs does:
 * `make -C generated/c v2x-examples && build/v2x/v2x_oer PDU.oer`. */
#include <stdio.h>
#include <string.h>

#include "ieee1609dot2_peer2_peer.h"

int main(int argc, char **argv) {
    static uint8_t oer[1 << 16], again[1 << 16];
    ieee1609dot2_peer2_peer_Ieee1609dot2Peer2PeerPDU pdu;
    synta_arena arena;
    synta_error err;
    synta_jer j;
    size_t len, again_len, der_len, i;
    FILE *f;
    if (argc != 2 || (f = fopen(argv[1], "rb")) == NULL) {
        fprintf(stderr, "usage: v2x_oer PDU.oer\n");
        return 2;
    }
    len = fread(oer, 1, sizeof oer, f);
    fclose(f);
    synta_arena_init_heap(&arena, 0);
    /* Strings and octets are views of `oer`: nothing is copied. */
    if (ieee1609dot2_peer2_peer_Ieee1609dot2Peer2PeerPDU_decode_coer(oer, len, &arena, &pdu, &err) != SYNTA_OK) {
        char line[256];
        synta_error_format(&err, line, sizeof line);
        fprintf(stderr, "%s: error: %s\n", argv[1], line);
        synta_arena_free(&arena);
        return 1;
    }
    if (pdu.content.kind == ieee1609dot2_peer2_peer_Ieee1609dot2Peer2PeerPDU_content_caCerts) {
        for (i = 0; i < pdu.content.u.caCerts.count; i++) {
            /* `Certificate` is `CertificateBase` with a constraint of its own. */
            const ieee1609dot2_ToBeSignedCertificate *tbs = &pdu.content.u.caCerts.items[i].toBeSigned;
            printf("CRL series %u, valid ", (unsigned)tbs->crlSeries);
            synta_jer_init(&j, synta_jer_to_file, stdout, &arena);
            if (ieee1609dot2_base_types_ValidityPeriod_write_jer(&j, &tbs->validityPeriod, &err) != SYNTA_OK) {
                synta_arena_free(&arena);
                return 1;
            }
            printf("\n");
        }
    }
    /* The same value in either rule: OER as it came, and DER. */
    if (ieee1609dot2_peer2_peer_Ieee1609dot2Peer2PeerPDU_encode_oer(&pdu, again, sizeof again, &again_len, &err) != SYNTA_OK ||
        again_len != len || memcmp(again, oer, len) != 0 ||
        ieee1609dot2_peer2_peer_Ieee1609dot2Peer2PeerPDU_encoded_len(&pdu, &der_len, &err) != SYNTA_OK) {
        fprintf(stderr, "%s: error: not written back as it came\n", argv[1]);
        synta_arena_free(&arena);
        return 1;
    }
    printf("%zu octets of OER, %zu of DER\n", len, der_len);
    synta_arena_free(&arena);
    return 0;
}
