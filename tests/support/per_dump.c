/* The PER tests' C dump (tests/rules/test_per.py), the C twin of
 * per_dump.rs: reads lines `Module.Type RULE HEX` from standard input, RULE
 * `uper`, `aper`, `cuper`, `caper`, or `der:uper` / `der:aper` (DER in, PER
 * out), and prints one line each: `ok PER DER JSON` (the value written
 * again as CANONICAL-PER in the rule's variant and as DER, hex, DER `-`
 * when the value has none, and its JER, `-` the same) or `error MESSAGE`,
 * over the registry (synta_types.h) of the C generated with --per --jer
 * --registry. Each BASIC-PER value that decodes must take no more arena
 * than its type's T_arena_bound_per: `error arena bound exceeded` when it
 * does. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dump_lines.h"
#include "synta_types.h"

/* The variant and rule of `uper`, `aper`, `cuper` or `caper`; 0 for
 * another name. */
static int rule_of(const char *rule, int *aligned, int *canonical) {
    *canonical = rule[0] == 'c';
    rule += *canonical;
    *aligned = strcmp(rule, "aper") == 0;
    return *aligned || strcmp(rule, "uper") == 0;
}

int main(void) {
    static char text[1 << 20];
    static uint8_t bytes[1 << 19];
    synta_arena arena;
    synta_arena_init_heap(&arena, 0);
    while (fgets(text, sizeof text, stdin) != NULL) {
        char name[256], rule[16], data[sizeof text];
        const synta_type_entry *e;
        synta_error err;
        synta_bytes per, der;
        size_t len = 0;
        int aligned, canonical, from_der;
        synta_status st;
        data[0] = 0;
        if (sscanf(text, "%255s %15s %s", name, rule, data) < 2) {
            continue;
        }
        synta_arena_reset(&arena);
        e = synta_type_find(name);
        from_der = strncmp(rule, "der:", 4) == 0;
        if (!unhex(data, bytes, &len)) {
            printf("error not hex\n");
            continue;
        }
        if (e == NULL || !rule_of(rule + (from_der ? 4 : 0), &aligned, &canonical) || (from_der && canonical)) {
            printf("error no type %s or rule %s\n", name, rule);
            continue;
        }
        if (from_der) {
            st = e->der_to_per(bytes, len, aligned, &arena, &per, &err);
            if (st == SYNTA_OK) {
                st = e->roundtrip(bytes, len, 0, &arena, &der, &err);
            }
        } else {
            if (!canonical && e->decode_per(bytes, len, aligned, 0, &arena, &err) == SYNTA_OK &&
                synta_arena_used(&arena) > e->per_arena_bound(len)) {
                printf("error arena bound exceeded: %zu bytes used, %zu bound\n", synta_arena_used(&arena),
                       e->per_arena_bound(len));
                continue;
            }
            synta_arena_reset(&arena);
            st = e->per_roundtrip(bytes, len, aligned, canonical, &arena, &per, NULL, &err);
            /* What only PER can write (what the schema does not know) has
             * no DER: `-`, as the Rust dump prints. */
            if (st == SYNTA_OK) {
                synta_bytes again;
                synta_error ignored;
                if (e->per_roundtrip(bytes, len, aligned, canonical, &arena, &again, &der, &ignored) != SYNTA_OK) {
                    der.ptr = NULL;
                    der.len = 0;
                }
            }
        }
        if (st != SYNTA_OK) {
            fail(&err);
            continue;
        }
        printf("ok ");
        hex(&per);
        printf(" ");
        if (der.ptr == NULL) {
            printf("-");
        } else {
            hex(&der);
        }
        printf(" ");
        {
            /* Into memory first: an ENUMERATED item of a later version has
             * no JER (nor DER), `-` then, as the Rust dump prints. */
            char *json = NULL;
            size_t json_len = 0;
            FILE *mem = open_memstream(&json, &json_len);
            synta_jer j;
            if (mem == NULL) {
                perror("open_memstream");
                return 1;
            }
            synta_jer_init(&j, synta_jer_to_file, mem, &arena);
            st = e->per_jer(per.ptr, per.len, aligned, canonical, &arena, &j, &err);
            fclose(mem);
            printf("%s\n", st == SYNTA_OK ? json : "-");
            free(json);
        }
        fflush(stdout);
    }
    synta_arena_free(&arena);
    return 0;
}
