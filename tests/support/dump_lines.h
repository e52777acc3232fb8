/* What the C dumps of the OER and PER tests (oer_dump.c, per_dump.c)
 * share: hex in and out, and an error line as the Rust dumps print it. */
#ifndef DUMP_LINES_H
#define DUMP_LINES_H

#include <stdio.h>
#include <string.h>

#include "synta_rt.h"

static void hex(const synta_bytes *b) {
    size_t i;
    for (i = 0; i < b->len; i++) {
        printf("%02x", b->ptr[i]);
    }
}

/* The octets of hex `text` into `out`; 0 when it is not hex. */
static int unhex(const char *text, uint8_t *out, size_t *len) {
    size_t n = strlen(text), i;
    if (n % 2) {
        return 0;
    }
    for (i = 0; i < n / 2; i++) {
        unsigned v;
        if (sscanf(text + 2 * i, "%2x", &v) != 1) {
            return 0;
        }
        out[i] = (uint8_t)v;
    }
    *len = n / 2;
    return 1;
}

static void fail(const synta_error *err) {
    char line[512];
    synta_error_format(err, line, sizeof line);
    printf("error %s\n", line);
}

#endif
