/* PEM input for the C tools: every `-----BEGIN ...-----` block of a text,
 * base64-decoded, as synta-dump reads them. */
#ifndef SYNTA_PEM_H
#define SYNTA_PEM_H

#include <stddef.h>
#include <stdint.h>

typedef struct pem_block {
    uint8_t *der;
    size_t len;
} pem_block;

/* The blocks of text[0..len), in order, in *out (free with pem_free).
 * Returns the number of blocks, or -1 when a block is not valid base64
 * (its 1-based number in *bad_block) or memory ran out. */
long pem_blocks(const char *text, size_t len, pem_block **out, long *bad_block);
void pem_free(pem_block *blocks, long count);

#endif
