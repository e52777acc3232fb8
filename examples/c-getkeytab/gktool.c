/* gktool: GetKeytab messages from the command line, as hex.
 *
 *   gktool request new|current PRINCIPAL [-p PASSWORD] [ENCTYPE...]
 *   gktool reply KVNO [ENCTYPE:KEY[:SALTTYPE:SALT[:S2KPARAMS]]...]
 *       (bytes in hex; SALTTYPE and SALT `-` for no salt)
 *   gktool decode        one message a line of hex on stdin, one line out each
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "getkeytab.h"

#define MAX_ITEMS 4096

static void print_hex(const uint8_t *bytes, size_t len) {
    size_t i;
    for (i = 0; i < len; i++) {
        printf("%02x", bytes[i]);
    }
}

/* Reads hex digits into a malloc'd buffer (NULL: not hex). */
static uint8_t *from_hex(const char *hex, size_t *len) {
    size_t n = strlen(hex), i;
    uint8_t *bytes = malloc(n / 2 + 1);
    if (bytes == NULL || n % 2 != 0) {
        free(bytes);
        return NULL;
    }
    for (i = 0; i < n / 2; i++) {
        unsigned int byte;
        if (sscanf(hex + 2 * i, "%2x", &byte) != 1) {
            free(bytes);
            return NULL;
        }
        bytes[i] = (uint8_t)byte;
    }
    *len = n / 2;
    return bytes;
}

static int put(int rc, uint8_t *der, size_t len, const char *why) {
    if (rc != 0) {
        printf("error: %s\n", why);
        return 1;
    }
    print_hex(der, len);
    printf("\n");
    free(der);
    return 0;
}

static int request(int argc, char **argv) {
    static int32_t enctypes[MAX_ITEMS];
    const char *password = NULL;
    size_t n = 0, len = 0;
    uint8_t *der = NULL;
    char why[256];
    int i, rc;
    getkeytab_kind kind = strcmp(argv[0], "new") == 0 ? GETKEYTAB_NEW_KEYS : GETKEYTAB_CURRENT_KEYS;
    for (i = 2; i < argc && n < MAX_ITEMS; i++) {
        if (strcmp(argv[i], "-p") == 0 && i + 1 < argc) {
            password = argv[++i];
        } else {
            enctypes[n++] = (int32_t)strtol(argv[i], NULL, 10);
        }
    }
    rc = getkeytab_encode_request(kind, argv[1], password, enctypes, n, &der, &len, why, sizeof why);
    return put(rc, der, len, why);
}

static int reply(int argc, char **argv) {
    static getkeytab_key keys[MAX_ITEMS];
    size_t n = 0, len = 0;
    uint8_t *der = NULL;
    char why[256];
    int i, rc;
    for (i = 1; i < argc && n < MAX_ITEMS; i++, n++) {
        char *fields[5] = {NULL, NULL, NULL, NULL, NULL}, *field = argv[i];
        int k = 0;
        /* Split at each ':' in place. */
        while (field != NULL && k < 5) {
            char *colon = strchr(field, ':');
            fields[k++] = field;
            if (colon != NULL) {
                *colon = '\0';
            }
            field = colon != NULL ? colon + 1 : NULL;
        }
        if (k < 2) {
            fprintf(stderr, "a key is ENCTYPE:KEY[:SALTTYPE:SALT[:S2KPARAMS]]\n");
            return 2;
        }
        keys[n].enctype = (int32_t)strtol(fields[0], NULL, 10);
        keys[n].key = from_hex(fields[1], &keys[n].key_len);
        if (k >= 4 && strcmp(fields[2], "-") != 0) {
            keys[n].has_salt = true;
            keys[n].salt_type = (int32_t)strtol(fields[2], NULL, 10);
            keys[n].salt = from_hex(fields[3], &keys[n].salt_len);
        }
        if (k == 5) {
            keys[n].s2kparams = from_hex(fields[4], &keys[n].s2kparams_len);
        }
    }
    rc = getkeytab_encode_reply((int32_t)strtol(argv[0], NULL, 10), keys, n, &der, &len, why, sizeof why);
    rc = put(rc, der, len, why);
    for (i = 0; (size_t)i < n; i++) {
        free((void *)keys[i].key);
        free((void *)keys[i].salt);
        free((void *)keys[i].s2kparams);
    }
    return rc;
}

static void print_message(const getkeytab_message *m) {
    size_t i;
    switch (m->kind) {
    case GETKEYTAB_NEW_KEYS:
        printf("new principal=");
        print_hex((const uint8_t *)m->principal, strlen(m->principal));
        printf(" password=");
        if (m->password == NULL) {
            printf("-");
        } else {
            print_hex((const uint8_t *)m->password, strlen(m->password));
        }
        printf(" enctypes=");
        for (i = 0; i < m->n_enctypes; i++) {
            printf("%s%ld", i > 0 ? "," : "", (long)m->enctypes[i]);
        }
        break;
    case GETKEYTAB_CURRENT_KEYS:
        printf("current principal=");
        print_hex((const uint8_t *)m->principal, strlen(m->principal));
        break;
    case GETKEYTAB_REPLY:
        printf("reply kvno=%ld keys=", (long)m->kvno);
        for (i = 0; i < m->n_keys; i++) {
            const getkeytab_key *k = &m->keys[i];
            printf("%s%ld:", i > 0 ? "," : "", (long)k->enctype);
            print_hex(k->key, k->key_len);
            if (k->has_salt) {
                printf(":%ld:", (long)k->salt_type);
                print_hex(k->salt, k->salt_len);
            }
            if (k->s2kparams != NULL) {
                printf(k->has_salt ? ":" : ":-:-:");
                print_hex(k->s2kparams, k->s2kparams_len);
            }
        }
        break;
    }
    printf("\n");
}

static int decode(void) {
    static char line[1 << 20];
    int failed = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        getkeytab_message *m = NULL;
        size_t len = 0;
        uint8_t *der;
        char why[256];
        line[strcspn(line, "\r\n")] = '\0';
        der = from_hex(line, &len);
        if (der == NULL) {
            printf("error: not hex\n");
            failed = 1;
            continue;
        }
        if (getkeytab_decode(der, len, &m, why, sizeof why) == 0) {
            print_message(m);
        } else {
            printf("error: %s\n", why);
        }
        free(der);
        getkeytab_free(m);
    }
    return failed;
}

int main(int argc, char **argv) {
    if (argc >= 4 && strcmp(argv[1], "request") == 0) {
        return request(argc - 2, argv + 2);
    }
    if (argc >= 3 && strcmp(argv[1], "reply") == 0) {
        return reply(argc - 2, argv + 2);
    }
    if (argc == 2 && strcmp(argv[1], "decode") == 0) {
        return decode();
    }
    fprintf(stderr, "usage: gktool request new|current PRINCIPAL [-p PASSWORD] [ENCTYPE...]\n"
                    "       gktool reply KVNO [ENCTYPE:KEY[:SALTTYPE:SALT[:S2KPARAMS]]...]\n"
                    "       gktool decode < hex-lines\n");
    return 2;
}
