/* cert_serial: the serial number of each DER certificate given, decoded
 * with the C that synta-compile wrote for this project at build time
 * (CMakeLists.txt). One line a file:
 *   FILE: serial 0x<hex>
 *   FILE: error: <path> at byte <offset>: <message>
 */
#include <stdio.h>
#include <stdlib.h>

#include "pkix1_explicit88.h"

static unsigned char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    unsigned char *data = NULL;
    long size;
    if (f == NULL) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
        data = malloc((size_t)size + 1);
        if (data != NULL && fread(data, 1, (size_t)size, f) != (size_t)size) {
            free(data);
            data = NULL;
        }
        *len = (size_t)size;
    }
    fclose(f);
    return data;
}

int main(int argc, char **argv) {
    int i, status = 0;
    for (i = 1; i < argc; i++) {
        /* Decoding allocates nothing: the arena's first block is here. */
        unsigned char space[1 << 16];
        synta_arena arena;
        synta_error err;
        pkix1_explicit88_Certificate cert;
        size_t len = 0, k;
        unsigned char *der = read_file(argv[i], &len);
        if (der == NULL) {
            fprintf(stderr, "%s: cannot read\n", argv[i]);
            return 2;
        }
        synta_arena_init(&arena, space, sizeof space, NULL);
        if (pkix1_explicit88_Certificate_decode(der, len, &arena, &cert, &err) == SYNTA_OK) {
            const synta_integer serial = cert.tbsCertificate.serialNumber;
            printf("%s: serial 0x", argv[i]);
            for (k = 0; k < serial.len; k++) printf("%02x", serial.ptr[k]);
            printf("\n");
        } else {
            char line[256];
            synta_error_format(&err, line, sizeof line);
            printf("%s: error: %s\n", argv[i], line);
            status = 1;
        }
        synta_arena_reset(&arena);
        free(der);
    }
    return status;
}
