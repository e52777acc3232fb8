/* The interface between the example daemon and its plugins. Each plugin is
 * a shared object built from its own module set, with its own copy of the
 * synta runtime linked in, and exports one function:
 *
 *   const daemon_plugin *daemon_plugin_info(void);
 *
 * which the daemon finds with dlsym, the way 389-ds, the MIT KDC and SSSD
 * find their plugins' entry points. */
#ifndef DAEMON_PLUGIN_H
#define DAEMON_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

/* What a plugin built with hidden visibility exports. */
#if defined(__GNUC__) || defined(__clang__)
#define DAEMON_PLUGIN_EXPORT __attribute__((visibility("default")))
#else
#define DAEMON_PLUGIN_EXPORT
#endif

typedef struct daemon_plugin {
    /* The kind of message the plugin handles: "kerberos", "x509". */
    const char *name;
    /* Handles one message: a one-line summary in text[0..text_cap), the
     * DER of the answer in answer[0..answer_cap) with its length in
     * *answer_len. Returns 0, or 1 with the error in `text`. */
    int (*handle)(const uint8_t *msg, size_t len, uint8_t *answer, size_t answer_cap, size_t *answer_len,
                  char *text, size_t text_cap);
} daemon_plugin;

#define DAEMON_PLUGIN_INFO "daemon_plugin_info"
typedef const daemon_plugin *(*daemon_plugin_info_fn)(void);

#endif
