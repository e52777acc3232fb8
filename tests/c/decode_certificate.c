#include "pkix1_explicit88.h"

#include <stdio.h>
#include <stdlib.h>

/* Decodes the certificate in argv[1] (DER, or BER when built with
 * -DREAD_BER) and prints its serial number and DER length: the program
 * tests/c/test_c_link.py links to see what a DER-only program takes. */
int main(int argc, char **argv) {
    static uint8_t input[1 << 16], memory[1 << 16];
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    size_t n, len, i;
    synta_arena arena;
    synta_error err;
    pkix1_explicit88_Certificate cert;
    if (f == NULL) {
        return 2;
    }
    n = fread(input, 1, sizeof input, f);
    fclose(f);
    synta_arena_init(&arena, memory, sizeof memory, NULL);
#ifdef READ_BER
    if (pkix1_explicit88_Certificate_decode_ber(input, n, &arena, &cert, &err) != SYNTA_OK) {
#else
    if (pkix1_explicit88_Certificate_decode(input, n, &arena, &cert, &err) != SYNTA_OK) {
#endif
        char text[256];
        synta_error_format(&err, text, sizeof text);
        printf("error: %s\n", text);
        return 1;
    }
    if (pkix1_explicit88_Certificate_encoded_len(&cert, &len, &err) != SYNTA_OK) {
        return 1;
    }
    for (i = 0; i < cert.tbsCertificate.serialNumber.len; i++) {
        printf("%02x", cert.tbsCertificate.serialNumber.ptr[i]);
    }
    printf(" %zu\n", len);
    return 0;
}
