/* getkeytab.h on the generated gk_ API (ipa_get_keytab.h). */
#include "getkeytab.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ipa_get_keytab.h"

/* C99 has no alignof; this is what it would say. */
#define ALIGN_OF(type) offsetof(struct { char c; type member; }, member)

/* A decoded message and the arena its values live in. */
typedef struct owned_message {
    getkeytab_message msg; /* first, so a getkeytab_message * is one of these */
    synta_arena arena;
} owned_message;

static int fail(char *why, size_t why_len, const char *format, ...) {
    va_list args;
    if (why != NULL && why_len > 0) {
        va_start(args, format);
        vsnprintf(why, why_len, format, args);
        va_end(args);
    }
    return -1;
}

static int fail_synta(char *why, size_t why_len, const synta_error *err) {
    if (why != NULL && why_len > 0) {
        synta_error_format(err, why, why_len);
    }
    return -1;
}

/* DER of `control` into a malloc'd buffer: a first try on the stack, which
 * a request or a short reply fits; a longer one is encoded again into a
 * buffer of the length the first try reported. */
static int encode_control(const gk_GetKeytabControl *control, uint8_t **out, size_t *out_len, char *why,
                          size_t why_len) {
    uint8_t first[512];
    uint8_t *der;
    size_t len = 0;
    synta_error err;
    synta_status st = gk_GetKeytabControl_encode(control, first, sizeof first, &len, &err);
    if (st != SYNTA_OK && st != SYNTA_ERR_BUFFER_TOO_SMALL) {
        return fail_synta(why, why_len, &err);
    }
    der = malloc(len);
    if (der == NULL) {
        return fail(why, why_len, "out of memory (%zu bytes)", len);
    }
    if (st == SYNTA_OK) {
        memcpy(der, first, len);
    } else if (gk_GetKeytabControl_encode(control, der, len, &len, &err) != SYNTA_OK) {
        free(der);
        return fail_synta(why, why_len, &err);
    }
    *out = der;
    *out_len = len;
    return 0;
}

int getkeytab_encode_request(getkeytab_kind kind, const char *principal, const char *password,
                             const int32_t *enctypes, size_t n_enctypes, uint8_t **out, size_t *out_len,
                             char *why, size_t why_len) {
    gk_GetKeytabControl control;
    if (out == NULL || out_len == NULL || principal == NULL) {
        return fail(why, why_len, "no %s", principal == NULL ? "principal" : "place for the encoding");
    }
    if (kind == GETKEYTAB_NEW_KEYS) {
        gk_GKNewKeys *req = &control.u.newkeys;
        gk_GetKeytabControl_init_as(&control, gk_GetKeytabControl_newkeys);
        req->serviceIdentity = synta_bytes_from_cstr(principal);
        /* NULL items with a count is refused by the encoder, with its path. */
        req->enctypes.items = enctypes;
        req->enctypes.count = n_enctypes;
        if (password != NULL) {
            req->has_password = true;
            req->password = synta_bytes_from_cstr(password);
        }
    } else if (kind == GETKEYTAB_CURRENT_KEYS) {
        gk_GetKeytabControl_init_as(&control, gk_GetKeytabControl_curkeys);
        control.u.curkeys.serviceIdentity = synta_bytes_from_cstr(principal);
    } else {
        return fail(why, why_len, "a request is for new keys or current keys, not kind %d", (int)kind);
    }
    return encode_control(&control, out, out_len, why, why_len);
}

int getkeytab_encode_reply(int32_t kvno, const getkeytab_key *keys, size_t n_keys, uint8_t **out,
                           size_t *out_len, char *why, size_t why_len) {
    gk_GetKeytabControl control;
    gk_KrbKey *built;
    size_t i;
    int rc;
    if (out == NULL || out_len == NULL || (keys == NULL && n_keys > 0)) {
        return fail(why, why_len, "no %s", out == NULL || out_len == NULL ? "place for the encoding" : "keys");
    }
    built = calloc(n_keys > 0 ? n_keys : 1, sizeof *built);
    if (built == NULL) {
        return fail(why, why_len, "out of memory (%zu keys)", n_keys);
    }
    for (i = 0; i < n_keys; i++) {
        gk_KrbKey_init(&built[i]);
        built[i].key.type = keys[i].enctype;
        built[i].key.value.ptr = keys[i].key;
        built[i].key.value.len = keys[i].key_len;
        if (keys[i].has_salt) {
            built[i].has_salt = true;
            built[i].salt.type = keys[i].salt_type;
            built[i].salt.value.ptr = keys[i].salt;
            built[i].salt.value.len = keys[i].salt_len;
        }
        if (keys[i].s2kparams != NULL) {
            built[i].has_s2kparams = true;
            built[i].s2kparams.ptr = keys[i].s2kparams;
            built[i].s2kparams.len = keys[i].s2kparams_len;
        }
    }
    gk_GetKeytabControl_init_as(&control, gk_GetKeytabControl_reply);
    control.u.reply.newkvno = kvno;
    control.u.reply.keys.items = built;
    control.u.reply.keys.count = n_keys;
    rc = encode_control(&control, out, out_len, why, why_len);
    free(built);
    return rc;
}

/* A NUL-terminated copy of `text` in the arena; NULL (and the reason) when
 * it holds a NUL byte of its own, which C callers could not see past. */
static const char *arena_cstr(synta_arena *arena, synta_bytes text, const char *what, char *why, size_t why_len) {
    char *copy;
    if (text.len > 0 && memchr(text.ptr, 0, text.len) != NULL) {
        fail(why, why_len, "the %s holds a NUL byte", what);
        return NULL;
    }
    copy = synta_arena_alloc(arena, text.len + 1, 1);
    if (copy == NULL) {
        fail(why, why_len, "out of memory");
        return NULL;
    }
    if (text.len > 0) {
        memcpy(copy, text.ptr, text.len);
    }
    copy[text.len] = '\0';
    return copy;
}

/* The reply's keys, as getkeytab_key, in the arena. */
static int read_keys(owned_message *m, const gk_GKReply *reply, char *why, size_t why_len) {
    getkeytab_key *keys;
    size_t i;
    m->msg.kvno = reply->newkvno;
    m->msg.n_keys = reply->keys.count;
    if (reply->keys.count == 0) {
        return 0;
    }
    keys = synta_arena_alloc(&m->arena, reply->keys.count * sizeof *keys, ALIGN_OF(getkeytab_key));
    if (keys == NULL) {
        return fail(why, why_len, "out of memory (%zu keys)", reply->keys.count);
    }
    for (i = 0; i < reply->keys.count; i++) {
        const gk_KrbKey *k = &reply->keys.items[i];
        memset(&keys[i], 0, sizeof keys[i]);
        keys[i].enctype = k->key.type;
        keys[i].key = k->key.value.ptr;
        keys[i].key_len = k->key.value.len;
        if (k->has_salt) {
            keys[i].has_salt = true;
            keys[i].salt_type = k->salt.type;
            keys[i].salt = k->salt.value.ptr;
            keys[i].salt_len = k->salt.value.len;
        }
        if (k->has_s2kparams) {
            /* Never NULL, even when empty: NULL means "none". */
            keys[i].s2kparams = k->s2kparams.len > 0 ? k->s2kparams.ptr : (const uint8_t *)"";
            keys[i].s2kparams_len = k->s2kparams.len;
        }
    }
    m->msg.keys = keys;
    return 0;
}

/* Fills m->msg from the decoded control. */
static int read_control(owned_message *m, const gk_GetKeytabControl *control, char *why, size_t why_len) {
    switch (control->kind) {
    case gk_GetKeytabControl_newkeys: {
        const gk_GKNewKeys *req = &control->u.newkeys;
        m->msg.kind = GETKEYTAB_NEW_KEYS;
        m->msg.principal = arena_cstr(&m->arena, req->serviceIdentity, "principal", why, why_len);
        if (m->msg.principal == NULL) {
            return -1;
        }
        if (req->has_password) {
            m->msg.password = arena_cstr(&m->arena, req->password, "password", why, why_len);
            if (m->msg.password == NULL) {
                return -1;
            }
        }
        m->msg.enctypes = req->enctypes.items;
        m->msg.n_enctypes = req->enctypes.count;
        return 0;
    }
    case gk_GetKeytabControl_curkeys:
        m->msg.kind = GETKEYTAB_CURRENT_KEYS;
        m->msg.principal = arena_cstr(&m->arena, control->u.curkeys.serviceIdentity, "principal", why, why_len);
        return m->msg.principal == NULL ? -1 : 0;
    case gk_GetKeytabControl_reply:
        m->msg.kind = GETKEYTAB_REPLY;
        return read_keys(m, &control->u.reply, why, why_len);
    default:
        /* The decoder gives one of the three alternatives or an error. */
        return fail(why, why_len, "no alternative chosen");
    }
}

int getkeytab_decode(const uint8_t *der, size_t len, getkeytab_message **out, char *why, size_t why_len) {
    owned_message *m;
    gk_GetKeytabControl control;
    synta_error err;
    uint8_t *copy;
    if (out == NULL) {
        return fail(why, why_len, "no place for the message");
    }
    *out = NULL;
    m = calloc(1, sizeof *m);
    if (m == NULL) {
        return fail(why, why_len, "out of memory");
    }
    synta_arena_init_heap(&m->arena, 0);
    /* The values point into what they were decoded from: a copy the
     * message owns, so the caller's buffer may go before the message. */
    copy = synta_arena_alloc(&m->arena, len > 0 ? len : 1, 1);
    if (copy == NULL) {
        getkeytab_free(&m->msg);
        return fail(why, why_len, "out of memory (%zu bytes)", len);
    }
    if (len > 0 && der != NULL) {
        memcpy(copy, der, len);
    }
    /* A NULL `der` with a length is refused here, with its own error. */
    if (gk_GetKeytabControl_decode(der == NULL ? NULL : copy, len, &m->arena, &control, &err) != SYNTA_OK) {
        getkeytab_free(&m->msg);
        return fail_synta(why, why_len, &err);
    }
    if (read_control(m, &control, why, why_len) != 0) {
        getkeytab_free(&m->msg);
        return -1;
    }
    *out = &m->msg;
    return 0;
}

void getkeytab_free(getkeytab_message *msg) {
    owned_message *m = (owned_message *)msg;
    if (m == NULL) {
        return;
    }
    synta_arena_free(&m->arena);
    free(m);
}
