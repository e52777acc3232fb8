#include "pem.h"

#include <stdlib.h>
#include <string.h>

static int b64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/* Standard base64 with padding, strict: the text length a multiple of 4,
 * '=' only at the end. Returns 0 on success. */
static int b64_decode(const char *s, size_t n, uint8_t *out, size_t *out_len) {
    size_t i, o = 0;
    if (n % 4 != 0) {
        return -1;
    }
    for (i = 0; i < n; i += 4) {
        int v[4], k, pad = 0;
        for (k = 0; k < 4; k++) {
            if (s[i + k] == '=' && i + 4 == n && k >= 2) {
                v[k] = 0;
                pad++;
            } else if (pad > 0 || (v[k] = b64_value(s[i + k])) < 0) {
                return -1;
            }
        }
        out[o++] = (uint8_t)((v[0] << 2) | (v[1] >> 4));
        if (pad < 2) out[o++] = (uint8_t)(((v[1] & 0xf) << 4) | (v[2] >> 2));
        if (pad < 1) out[o++] = (uint8_t)(((v[2] & 0x3) << 6) | v[3]);
    }
    *out_len = o;
    return 0;
}

static int starts_with(const char *s, size_t n, const char *prefix) {
    size_t p = strlen(prefix);
    return n >= p && memcmp(s, prefix, p) == 0;
}

long pem_blocks(const char *text, size_t len, pem_block **out, long *bad_block) {
    pem_block *blocks = NULL;
    long count = 0;
    char *body = NULL;
    size_t body_len = 0, pos = 0;
    int in_block = 0;
    *out = NULL;
    while (pos < len) {
        size_t end = pos, a, b;
        while (end < len && text[end] != '\n') end++;
        a = pos;
        b = end;
        pos = end + 1;
        while (a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '\r')) a++;
        while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '\r')) b--;
        if (starts_with(text + a, b - a, "-----BEGIN ")) {
            in_block = 1;
            body_len = 0;
        } else if (starts_with(text + a, b - a, "-----END ")) {
            pem_block *grown;
            if (!in_block) continue;
            in_block = 0;
            grown = realloc(blocks, (size_t)(count + 1) * sizeof *blocks);
            if (!grown) goto fail;
            blocks = grown;
            blocks[count].der = malloc(body_len / 4 * 3 + 1);
            if (!blocks[count].der) goto fail;
            if (b64_decode(body ? body : "", body_len, blocks[count].der, &blocks[count].len) != 0) {
                free(blocks[count].der);
                *bad_block = count + 1;
                goto fail;
            }
            count++;
        } else if (in_block && memchr(text + a, ':', b - a) == NULL) {
            char *grown = realloc(body, body_len + (b - a) + 1);
            if (!grown) goto fail;
            body = grown;
            memcpy(body + body_len, text + a, b - a);
            body_len += b - a;
        }
    }
    free(body);
    *out = blocks;
    return count;
fail:
    free(body);
    pem_free(blocks, count);
    return -1;
}

void pem_free(pem_block *blocks, long count) {
    long i;
    for (i = 0; i < count; i++) {
        free(blocks[i].der);
    }
    free(blocks);
}
