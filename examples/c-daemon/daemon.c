/* daemon: the host of the example, loading plugins as a daemon does and
 * handing each message to the plugin of its kind:
 *
 *   daemon PLUGIN.so... -- KIND:IN:OUT...
 *
 * reads IN, has the plugin named KIND handle it, prints its summary and
 * writes its answer to OUT. The plugins are loaded with RTLD_GLOBAL, the
 * hardest case for coexistence: every symbol a plugin exports is then
 * visible to the plugins loaded after it. Each plugin carries its own
 * synta runtime, hidden, and calls only that one. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plugin.h"

enum { MAX_PLUGINS = 8, MAX_MESSAGE = 1 << 20 };

static const daemon_plugin *plugins[MAX_PLUGINS];
static size_t plugin_count;

static int load(const char *path) {
    void *handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    daemon_plugin_info_fn info;
    if (handle == NULL) {
        fprintf(stderr, "daemon: %s\n", dlerror());
        return 1;
    }
    /* A function pointer from dlsym's object pointer, as POSIX allows. */
    *(void **)&info = dlsym(handle, DAEMON_PLUGIN_INFO);
    if (info == NULL || plugin_count == MAX_PLUGINS) {
        fprintf(stderr, "daemon: %s: no %s\n", path, DAEMON_PLUGIN_INFO);
        return 1;
    }
    plugins[plugin_count++] = info();
    return 0;
}

static const daemon_plugin *find(const char *kind) {
    size_t i;
    for (i = 0; i < plugin_count; i++) {
        if (strcmp(plugins[i]->name, kind) == 0) {
            return plugins[i];
        }
    }
    return NULL;
}

/* Handles "KIND:IN:OUT"; 0 when the plugin did. */
static int serve(char *job, uint8_t *in, uint8_t *out) {
    char *kind = strtok(job, ":"), *in_path = strtok(NULL, ":"), *out_path = strtok(NULL, ":");
    const daemon_plugin *plugin = kind ? find(kind) : NULL;
    char text[512];
    size_t len, answer_len = 0;
    FILE *f;
    if (plugin == NULL || in_path == NULL || out_path == NULL || (f = fopen(in_path, "rb")) == NULL) {
        fprintf(stderr, "daemon: cannot serve %s\n", job);
        return 1;
    }
    len = fread(in, 1, MAX_MESSAGE, f);
    fclose(f);
    if (plugin->handle(in, len, out, MAX_MESSAGE, &answer_len, text, sizeof text) != 0) {
        printf("%s: %s: error: %s\n", kind, in_path, text);
        return 1;
    }
    printf("%s: %s: %s\n", kind, in_path, text);
    if ((f = fopen(out_path, "wb")) == NULL || fwrite(out, 1, answer_len, f) != answer_len || fclose(f) != 0) {
        fprintf(stderr, "daemon: cannot write %s\n", out_path);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    uint8_t *in = malloc(MAX_MESSAGE), *out = malloc(MAX_MESSAGE);
    int i = 1, failed = 0;
    if (in == NULL || out == NULL) {
        return 2;
    }
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (load(argv[i]) != 0) {
            return 2;
        }
    }
    for (i++; i < argc; i++) {
        failed |= serve(argv[i], in, out);
    }
    free(in);
    free(out);
    return failed;
}
