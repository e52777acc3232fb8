/* Decodes an ETSI Cooperative Awareness Message in UNALIGNED PER (as CAMs
 * are sent), prints where the station is, and writes the value back in
 * both PER variants and as DER, as generated/rust/examples/its_cam.rs
 * does: `make -C generated/c its-examples && build/its/its_cam CAM.uper`. */
#include <stdio.h>
#include <string.h>

#include "cam_pdu_descriptions.h"

int main(int argc, char **argv) {
    static uint8_t uper[1 << 16], again[1 << 16];
    cam_pdu_descriptions_CAM cam;
    const cam_pdu_descriptions_BasicContainer *basic;
    synta_arena arena;
    synta_error err;
    size_t len, again_len, aper_len, der_len;
    FILE *f;
    if (argc != 2 || (f = fopen(argv[1], "rb")) == NULL) {
        fprintf(stderr, "usage: its_cam CAM.uper\n");
        return 2;
    }
    len = fread(uper, 1, sizeof uper, f);
    fclose(f);
    /* What PER packs into fewer bits than DER's octets is copied into the
     * arena; reset and reused, it allocates nothing once grown. */
    synta_arena_init_heap(&arena, 0);
    if (cam_pdu_descriptions_CAM_decode_cuper(uper, len, &arena, &cam, &err) != SYNTA_OK) {
        char line[256];
        synta_error_format(&err, line, sizeof line);
        fprintf(stderr, "%s: error: %s\n", argv[1], line);
        synta_arena_free(&arena);
        return 1;
    }
    basic = &cam.cam.camParameters.basicContainer;
    printf("station %lu (type %u) at %ld %ld (0.1 microdegrees)\n", (unsigned long)cam.header.stationID,
           (unsigned)basic->stationType, (long)basic->referencePosition.latitude,
           (long)basic->referencePosition.longitude);
    /* The same value in every rule: UNALIGNED as it came, ALIGNED, DER. */
    if (cam_pdu_descriptions_CAM_encode_uper(&cam, again, sizeof again, &again_len, &err) != SYNTA_OK ||
        again_len != len || memcmp(again, uper, len) != 0 ||
        cam_pdu_descriptions_CAM_encode_aper(&cam, again, sizeof again, &aper_len, &err) != SYNTA_OK ||
        cam_pdu_descriptions_CAM_encoded_len(&cam, &der_len, &err) != SYNTA_OK) {
        fprintf(stderr, "%s: error: not written back as it came\n", argv[1]);
        synta_arena_free(&arena);
        return 1;
    }
    printf("%zu octets of UPER, %zu of APER, %zu of DER\n", len, aper_len, der_len);
    synta_arena_free(&arena);
    return 0;
}
