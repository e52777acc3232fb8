/* The OER tests' C dump (tests/rules/test_oer.py), the C twin of
 * oer_dump.rs: reads lines `Module.Type RULE HEX` from standard input,
 * RULE `oer`, `coer` or `der`, and prints one line each: `ok OER DER JSON`
 * (the value written again as CANONICAL-OER and as DER, hex, DER `-` when
 * the value has none, and its JER)
 * or `error MESSAGE`, over the registry (synta_types.h) of the C generated
 * with --oer --jer --registry. Each OER value that decodes must take no
 * more arena than its type's T_arena_bound_oer: `error arena bound
 * exceeded` when it does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dump_lines.h"
#include "synta_types.h"

int main(void) {
    static char text[1 << 20];
    static uint8_t bytes[1 << 19];
    synta_arena arena;
    synta_arena_init_heap(&arena, 0);
    while (fgets(text, sizeof text, stdin) != NULL) {
        char name[256], rule[16], data[sizeof text];
        const synta_type_entry *e;
        synta_error err;
        synta_bytes oer, der;
        size_t len = 0;
        synta_status st;
        data[0] = 0;
        if (sscanf(text, "%255s %15s %s", name, rule, data) < 2) {
            continue;
        }
        synta_arena_reset(&arena);
        e = synta_type_find(name);
        if (e == NULL) {
            printf("error no type %s\n", name);
            continue;
        }
        if (!unhex(data, bytes, &len)) {
            printf("error not hex\n");
            continue;
        }
        if (strcmp(rule, "der") == 0) {
            st = e->der_to_oer(bytes, len, &arena, &oer, &err);
            if (st == SYNTA_OK) {
                st = e->roundtrip(bytes, len, 0, &arena, &der, &err);
            }
        } else {
            int canonical = strcmp(rule, "coer") == 0;
            if (e->decode_oer(bytes, len, canonical, &arena, &err) == SYNTA_OK &&
                synta_arena_used(&arena) > e->oer_arena_bound(len)) {
                printf("error arena bound exceeded: %zu bytes used, %zu bound\n", synta_arena_used(&arena),
                       e->oer_arena_bound(len));
                continue;
            }
            synta_arena_reset(&arena);
            st = e->oer_roundtrip(bytes, len, canonical, &arena, &oer, &der, &err);
            /* What only OER can write (what the schema does not know) has
             * no DER: `-`, as the Rust dump prints. */
            if (st == SYNTA_ERR_OER_ALTERNATIVE_HAS_NO_DER || st == SYNTA_ERR_OER_ADDITIONS_HAVE_NO_DER) {
                st = e->oer_roundtrip(bytes, len, canonical, &arena, &oer, NULL, &err);
                der.ptr = NULL;
                der.len = 0;
            }
        }
        if (st != SYNTA_OK) {
            fail(&err);
            continue;
        }
        printf("ok ");
        hex(&oer);
        printf(" ");
        if (der.ptr == NULL) {
            printf("-");
        } else {
            hex(&der);
        }
        printf(" ");
        {
            synta_jer j;
            synta_jer_init(&j, synta_jer_to_file, stdout, &arena);
            st = e->oer_jer(oer.ptr, oer.len, 1, &arena, &j, &err);
        }
        printf("\n");
        if (st != SYNTA_OK) {
            fail(&err);
        }
        fflush(stdout);
    }
    synta_arena_free(&arena);
    return 0;
}
