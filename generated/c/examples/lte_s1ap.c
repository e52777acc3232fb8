/* Decodes an S1AP message in ALIGNED PER (as eNodeBs and MMEs send it),
 * prints which procedure it carries, and writes it back, as
 * generated/rust-lte/examples/lte_s1ap.rs does:
 * `make -C generated/c lte-examples && build/lte/lte_s1ap MESSAGE.aper`. */
#include <stdio.h>
#include <string.h>

#include "s1ap_pdu_descriptions.h"

/* The arena of a decode: T_arena_bound_per of the largest message read
 * (64 KiB) fits, so a decode never runs out (docs/c.md, "PER"). */
static uint8_t space[1 << 19];

int main(int argc, char **argv) {
    static uint8_t aper[1 << 16], again[1 << 16];
    s1ap_pdu_descriptions_S1AP_PDU pdu;
    const char *message;
    unsigned procedure, criticality;
    synta_any value;
    synta_arena arena;
    synta_error err;
    size_t len, again_len;
    char unaligned[256] = "written";
    FILE *f;
    if (argc != 2 || (f = fopen(argv[1], "rb")) == NULL) {
        fprintf(stderr, "usage: lte_s1ap MESSAGE.aper\n");
        return 2;
    }
    len = fread(aper, 1, sizeof aper, f);
    fclose(f);
    if (s1ap_pdu_descriptions_S1AP_PDU_arena_bound_per(sizeof aper) > sizeof space) {
        fprintf(stderr, "lte_s1ap: the arena is smaller than the bound\n");
        return 2;
    }
    synta_arena_init(&arena, space, sizeof space, NULL);
    if (s1ap_pdu_descriptions_S1AP_PDU_decode_aper(aper, len, &arena, &pdu, &err) != SYNTA_OK) {
        char line[256];
        synta_error_format(&err, line, sizeof line);
        fprintf(stderr, "%s: error: %s\n", argv[1], line);
        return 1;
    }
    /* Each message is a procedure code, its criticality and a value whose
     * type the code selects (an open type, kept as its octets). */
#define MESSAGE(name)                                   \
    message = #name;                                    \
    procedure = pdu.u.name.procedureCode;               \
    criticality = (unsigned)pdu.u.name.criticality;     \
    value = pdu.u.name.value
    switch (pdu.kind) {
    case s1ap_pdu_descriptions_S1AP_PDU_initiatingMessage: MESSAGE(initiatingMessage); break;
    case s1ap_pdu_descriptions_S1AP_PDU_successfulOutcome: MESSAGE(successfulOutcome); break;
    case s1ap_pdu_descriptions_S1AP_PDU_unsuccessfulOutcome: MESSAGE(unsuccessfulOutcome); break;
    default:
        fprintf(stderr, "%s: error: a message of a later S1AP version\n", argv[1]);
        return 1;
    }
#undef MESSAGE
    printf("%s: procedure %u (criticality %u), its value in %zu octets\n", message, procedure, criticality,
           value.len);
    /* Written back as it came; the value's octets are an ALIGNED encoding,
     * which UNALIGNED cannot carry without knowing its type. */
    if (s1ap_pdu_descriptions_S1AP_PDU_encode_aper(&pdu, again, sizeof again, &again_len, &err) != SYNTA_OK ||
        again_len != len || memcmp(again, aper, len) != 0) {
        fprintf(stderr, "%s: error: not written back as it came\n", argv[1]);
        return 1;
    }
    if (s1ap_pdu_descriptions_S1AP_PDU_encode_uper(&pdu, again, sizeof again, &again_len, &err) != SYNTA_OK) {
        synta_error_format(&err, unaligned, sizeof unaligned);
    }
    printf("%zu octets of APER written back as they came; UPER: %s\n", len, unaligned);
    return 0;
}
