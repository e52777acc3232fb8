/* FreeIPA's GetKeytab extended operation (getkeytab.asn1), for a client
 * that asks for a service's keys and a directory plugin that answers:
 * plain C types in, DER out, and back. Built on the C that
 * `synta-compile --lang c --emit-runtime=single --prefix IPA-GetKeytab=gk`
 * writes (see Makefile); nothing here depends on how that code is laid out
 * beyond the header it generates. */
#ifndef GETKEYTAB_H
#define GETKEYTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One Kerberos key as the reply carries it. */
typedef struct getkeytab_key {
    int32_t enctype;
    const uint8_t *key;
    size_t key_len;
    bool has_salt;
    int32_t salt_type;
    const uint8_t *salt;
    size_t salt_len;
    const uint8_t *s2kparams; /* NULL: none */
    size_t s2kparams_len;
} getkeytab_key;

typedef enum getkeytab_kind {
    GETKEYTAB_NEW_KEYS = 1,     /* make new keys, from `password` when given */
    GETKEYTAB_CURRENT_KEYS = 2, /* send the keys the principal has */
    GETKEYTAB_REPLY = 3         /* the server's answer */
} getkeytab_kind;

/* A message read by getkeytab_decode; everything it points at belongs to
 * it until getkeytab_free. Which fields mean something follows `kind`. */
typedef struct getkeytab_message {
    getkeytab_kind kind;
    /* GETKEYTAB_NEW_KEYS and GETKEYTAB_CURRENT_KEYS */
    const char *principal;     /* NUL-terminated */
    /* GETKEYTAB_NEW_KEYS */
    const char *password;      /* NUL-terminated; NULL when not sent */
    const int32_t *enctypes;
    size_t n_enctypes;
    /* GETKEYTAB_REPLY */
    int32_t kvno;
    const getkeytab_key *keys;
    size_t n_keys;
} getkeytab_message;

/* Each returns 0 on success, or -1 with the reason in why[0..why_len)
 * (`why` may be NULL). An encoding is malloc'd: the caller frees *out. */
int getkeytab_encode_request(getkeytab_kind kind, const char *principal, const char *password,
                             const int32_t *enctypes, size_t n_enctypes, uint8_t **out, size_t *out_len,
                             char *why, size_t why_len);
int getkeytab_encode_reply(int32_t kvno, const getkeytab_key *keys, size_t n_keys, uint8_t **out,
                           size_t *out_len, char *why, size_t why_len);
/* Reads one DER message of any kind; *out is freed with getkeytab_free. */
int getkeytab_decode(const uint8_t *der, size_t len, getkeytab_message **out, char *why, size_t why_len);
/* Frees what getkeytab_decode made (NULL: nothing). */
void getkeytab_free(getkeytab_message *msg);

#ifdef __cplusplus
}
#endif
#endif /* GETKEYTAB_H */
