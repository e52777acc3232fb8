/* The generated C behind the Rust fuzz crate (src/c.rs): the type a fuzz
 * input selects, by the C's own rule (../../../c/fuzz/fuzz_input.h), and one
 * decoding as synta-dump-c does it: `in` decoded as the type named `type`
 * (BER mode with `ber`) and encoded again as DER. On success the DER goes to
 * `out` (room for `cap`; its length to `*out_len`, which may exceed `cap`);
 * on failure the error line, as synta-dump-c prints it, to `message`.
 * Returns 0 on success, 1 on a decoding error, 2 when no type has that
 * name; a DER decode that takes more arena than its type's T_arena_bound
 * is a decoding error. synta_fuzz_jer is the same for the value's JSON (its _write_jer).
 * synta_fuzz_oer is the same for a V2X type in OER (`canonical`: only
 * CANONICAL-OER), over the registry of generated/c/v2x (build.rs renames
 * its three symbols, which are the main tree's too), writing the value's
 * CANONICAL-OER; a decode that takes more arena than T_arena_bound_oer is
 * a decoding error. synta_fuzz_per is the same for an ETSI ITS type in PER
 * (`rule`: bit 0 ALIGNED, bit 1 only CANONICAL-PER), over the registry of
 * generated/c/its (renamed so too), writing the value's CANONICAL-PER in
 * its variant; a BASIC-PER decode that takes more arena than
 * T_arena_bound_per is a decoding error. */
#include <stdio.h>
#include <string.h>

#include "fuzz_input.h"
#include "synta_types.h"

const char *synta_fuzz_select_name(const uint8_t *data, size_t size);
int synta_fuzz_roundtrip(const char *type, const uint8_t *in, size_t len, int ber, uint8_t *out, size_t cap,
                         size_t *out_len, char *message, size_t message_cap);
int synta_fuzz_jer(const char *type, const uint8_t *in, size_t len, int ber, uint8_t *out, size_t cap,
                   size_t *out_len, char *message, size_t message_cap);
int synta_fuzz_oer(const char *type, const uint8_t *in, size_t len, int canonical, uint8_t *out, size_t cap,
                   size_t *out_len, char *message, size_t message_cap);
int synta_fuzz_per(const char *type, const uint8_t *in, size_t len, int rule, uint8_t *out, size_t cap,
                   size_t *out_len, char *message, size_t message_cap);
/* generated/c/v2x's and generated/c/its's synta_type_find, renamed by
 * build.rs. */
const synta_type_entry *synta_v2x_type_find(const char *name);
const synta_type_entry *synta_its_type_find(const char *name);

const char *synta_fuzz_select_name(const uint8_t *data, size_t size) {
    int ber;
    const synta_type_entry *entry = synta_fuzz_select(data, size, &ber);
    return entry == NULL ? NULL : entry->name;
}

int synta_fuzz_roundtrip(const char *type, const uint8_t *in, size_t len, int ber, uint8_t *out, size_t cap,
                         size_t *out_len, char *message, size_t message_cap) {
    uint8_t first[1 << 12];
    synta_allocator allocator = {synta_fuzz_grow, synta_fuzz_release, NULL};
    synta_arena arena;
    synta_error err;
    synta_bytes der;
    const synta_type_entry *entry = synta_type_find(type);
    int result = 0;
    if (entry == NULL) return 2;
    synta_arena_init(&arena, first, sizeof first, &allocator);
    if (entry->roundtrip(in, len, ber, &arena, &der, &err) != SYNTA_OK) {
        synta_error_format(&err, message, message_cap);
        result = 1;
    } else {
        *out_len = der.len;
        memcpy(out, der.ptr, der.len < cap ? der.len : cap);
    }
    /* A DER decode takes no more arena than the type's bound; a decode
     * that did would show as C failing where Rust does not. */
    synta_arena_reset(&arena);
    if (result == 0 && !ber && entry->decode(in, len, 0, &arena, &err) == SYNTA_OK &&
        synta_arena_used(&arena) > entry->arena_bound(len)) {
        snprintf(message, message_cap, "arena bound exceeded: %zu bytes used, %zu bound", synta_arena_used(&arena),
                 entry->arena_bound(len));
        result = 1;
    }
    synta_arena_free(&arena);
    return result;
}

/* Where the JSON goes: as much as fits in out[0..cap), counting it all. */
typedef struct json_out {
    uint8_t *out;
    size_t cap, len;
} json_out;

static void json_put(void *ctx, const char *text, size_t n) {
    json_out *j = (json_out *)ctx;
    if (j->len < j->cap) {
        memcpy(j->out + j->len, text, n < j->cap - j->len ? n : j->cap - j->len);
    }
    j->len += n;
}

int synta_fuzz_jer(const char *type, const uint8_t *in, size_t len, int ber, uint8_t *out, size_t cap,
                   size_t *out_len, char *message, size_t message_cap) {
    uint8_t first[1 << 12];
    synta_allocator allocator = {synta_fuzz_grow, synta_fuzz_release, NULL};
    synta_arena arena;
    synta_error err;
    synta_jer jer;
    json_out json = {NULL, 0, 0};
    const synta_type_entry *entry = synta_type_find(type);
    int result = 0;
    if (entry == NULL) return 2;
    json.out = out;
    json.cap = cap;
    synta_arena_init(&arena, first, sizeof first, &allocator);
    synta_jer_init(&jer, json_put, &json, &arena);
    if (entry->jer(in, len, ber, &arena, &jer, &err) != SYNTA_OK) {
        synta_error_format(&err, message, message_cap);
        result = 1;
    } else {
        *out_len = json.len;
    }
    synta_arena_free(&arena);
    return result;
}

int synta_fuzz_oer(const char *type, const uint8_t *in, size_t len, int canonical, uint8_t *out, size_t cap,
                   size_t *out_len, char *message, size_t message_cap) {
    uint8_t first[1 << 12];
    synta_allocator allocator = {synta_fuzz_grow, synta_fuzz_release, NULL};
    synta_arena arena;
    synta_error err;
    synta_bytes oer;
    const synta_type_entry *entry = synta_v2x_type_find(type);
    int result = 0;
    if (entry == NULL || entry->oer_roundtrip == NULL) return 2;
    synta_arena_init(&arena, first, sizeof first, &allocator);
    if (entry->oer_roundtrip(in, len, canonical, &arena, &oer, NULL, &err) != SYNTA_OK) {
        synta_error_format(&err, message, message_cap);
        result = 1;
    } else {
        *out_len = oer.len;
        memcpy(out, oer.ptr, oer.len < cap ? oer.len : cap);
    }
    synta_arena_reset(&arena);
    if (result == 0 && entry->decode_oer(in, len, canonical, &arena, &err) == SYNTA_OK &&
        synta_arena_used(&arena) > entry->oer_arena_bound(len)) {
        snprintf(message, message_cap, "arena bound exceeded: %zu bytes used, %zu bound", synta_arena_used(&arena),
                 entry->oer_arena_bound(len));
        result = 1;
    }
    synta_arena_free(&arena);
    return result;
}

int synta_fuzz_per(const char *type, const uint8_t *in, size_t len, int rule, uint8_t *out, size_t cap,
                   size_t *out_len, char *message, size_t message_cap) {
    uint8_t first[1 << 12];
    synta_allocator allocator = {synta_fuzz_grow, synta_fuzz_release, NULL};
    synta_arena arena;
    synta_error err;
    synta_bytes per;
    const synta_type_entry *entry = synta_its_type_find(type);
    int result = 0;
    if (entry == NULL || entry->per_roundtrip == NULL) return 2;
    synta_arena_init(&arena, first, sizeof first, &allocator);
    if (entry->per_roundtrip(in, len, rule & 1, (rule >> 1) & 1, &arena, &per, NULL, &err) != SYNTA_OK) {
        synta_error_format(&err, message, message_cap);
        result = 1;
    } else {
        *out_len = per.len;
        memcpy(out, per.ptr, per.len < cap ? per.len : cap);
    }
    synta_arena_reset(&arena);
    if (result == 0 && !((rule >> 1) & 1) && entry->decode_per(in, len, rule & 1, 0, &arena, &err) == SYNTA_OK &&
        synta_arena_used(&arena) > entry->per_arena_bound(len)) {
        snprintf(message, message_cap, "arena bound exceeded: %zu bytes used, %zu bound", synta_arena_used(&arena),
                 entry->per_arena_bound(len));
        result = 1;
    }
    synta_arena_free(&arena);
    return result;
}
