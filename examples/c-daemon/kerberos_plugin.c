/* The Kerberos plugin: reads a client's AS-REQ (RFC 4120 5.4.1) and answers
 * it, as a KDC asking for pre-authentication does, with a KRB-ERROR
 * (5.9.1) of code KDC_ERR_PREAUTH_REQUIRED built from the request. */
#include <stdio.h>
#include <time.h>

#include "kerberos_v5_spec2.h"
#include "plugin.h"

enum { KRB_ERROR = 30, KDC_ERR_PREAUTH_REQUIRED = 25 };

/* A principal's name as "a/b", cut to fit `cap`. */
static void principal_text(const kerberos_v5_spec2_PrincipalName *p, char *out, size_t cap) {
    size_t used = 0, i;
    out[0] = '\0';
    for (i = 0; i < p->name_string.count && used < cap; i++) {
        const synta_string *part = &p->name_string.items[i];
        int n = snprintf(out + used, cap - used, "%s%.*s", i ? "/" : "", (int)part->len, (const char *)part->ptr);
        used += n > 0 ? (size_t)n : 0;
    }
}

static int fail(const synta_error *err, char *text, size_t cap) {
    synta_error_format(err, text, cap);
    return 1;
}

static int handle(const uint8_t *msg, size_t len, uint8_t *answer, size_t answer_cap, size_t *answer_len, char *text,
                  size_t text_cap) {
    kerberos_v5_spec2_AS_REQ req;
    kerberos_v5_spec2_KRB_ERROR reply;
    const kerberos_v5_spec2_KDC_REQ_BODY *body = &req.req_body;
    synta_arena arena;
    synta_error err;
    char client[128] = "?", service[128] = "?", now[16];
    time_t t = time(NULL);
    int failed = 0;

    synta_arena_init_heap(&arena, 0);
    if (kerberos_v5_spec2_AS_REQ_decode(msg, len, &arena, &req, &err) != SYNTA_OK) {
        synta_arena_free(&arena);
        return fail(&err, text, text_cap);
    }
    if (body->has_cname) {
        principal_text(&body->cname, client, sizeof client);
    }
    if (body->has_sname) {
        principal_text(&body->sname, service, sizeof service);
    }

    /* The answer's strings and names are views into the request. */
    strftime(now, sizeof now, "%Y%m%d%H%M%SZ", gmtime(&t));
    kerberos_v5_spec2_KRB_ERROR_init(&reply);
    reply.pvno = 5;
    reply.msg_type = KRB_ERROR;
    reply.stime = synta_bytes_from_cstr(now);
    reply.susec = 0;
    reply.error_code = KDC_ERR_PREAUTH_REQUIRED;
    reply.has_cname = body->has_cname;
    reply.cname = body->cname;
    reply.has_crealm = true;
    reply.crealm = body->realm;
    reply.realm = body->realm;
    if (body->has_sname) {
        reply.sname = body->sname;
    }
    if (kerberos_v5_spec2_KRB_ERROR_encode(&reply, answer, answer_cap, answer_len, &err) != SYNTA_OK) {
        failed = fail(&err, text, text_cap);
    } else {
        snprintf(text, text_cap, "AS-REQ from %s@%.*s for %s, nonce %lu: KRB-ERROR %d (%zu bytes)", client,
                 (int)body->realm.len, (const char *)body->realm.ptr, service, (unsigned long)body->nonce,
                 KDC_ERR_PREAUTH_REQUIRED, *answer_len);
    }
    synta_arena_free(&arena);
    return failed;
}

static const daemon_plugin plugin = {"kerberos", handle};

DAEMON_PLUGIN_EXPORT const daemon_plugin *daemon_plugin_info(void) {
    return &plugin;
}
