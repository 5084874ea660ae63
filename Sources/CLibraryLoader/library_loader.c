#include "CLibraryLoader.h"

#include <stdio.h>
#include <stdlib.h>

// RTLD_GLOBAL: loaded local, libtesseract read the same line with ~40 % more CPU time than
// linked (measured with `captext read`); global, the two are alike.
void *captext_library_open(const char *const *names, const char *install, char *error, size_t capacity) {
    for (const char *const *name = names; *name; name++) {
        void *library = dlopen(*name, RTLD_LAZY | RTLD_GLOBAL);
        if (library) return library;
    }
    snprintf(error, capacity, "cannot load %s (%s): %s", names[0], dlerror(), install);
    return NULL;
}

void captext_library_lacks(void *library, const char *name, const char *symbol, const char *install,
                           char *error, size_t capacity) {
    snprintf(error, capacity, "the installed %s lacks %s: %s", name, symbol, install);
    dlclose(library);
}

void captext_library_fail(const char *error) {
    fprintf(stderr, "captext: %s\n", error);
    exit(2);
}
