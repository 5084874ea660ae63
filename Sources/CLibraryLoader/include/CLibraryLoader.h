#ifndef CAPTEXT_CLIBRARYLOADER_H
#define CAPTEXT_CLIBRARYLOADER_H

// Libraries captext loads on first use instead of at process start. Linked, each and what it
// pulls in costs every captext process its dynamic loading, including the ones that never
// use it: `hint` draws nothing, reads no pixels and finds no phone numbers.
//
// In a loader's .c file, list the functions captext calls with the library's own signatures
// (the compiler checks them against the library's header) and declare the library:
//
//   #define ZBAR_FUNCTIONS(X) X(int, zbar_scan_image, (zbar_image_scanner_t *s, zbar_image_t *i), (s, i)) ...
//   CAPTEXT_LAZY_LIBRARY(zbar, ZBAR_FUNCTIONS, "apt-get install libzbar0", "libzbar.so.0")
//
// That defines each function, calling the library's through a pointer resolved when the first
// one is called, and `int captext_zbar_load(const char **error)`: 0 once loaded, else 1 with
// the reason. A function called when the library cannot be loaded stops the process with that
// reason (exit status 2); callers that can report it better call the load function first.

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/// dlopen()s the first of the NULL-terminated `names` that loads; NULL with `error` set if none.
void *captext_library_open(const char *const *names, const char *install, char *error, size_t capacity);
/// Closes `library`, which lacks `symbol`, and sets `error` to say so.
void captext_library_lacks(void *library, const char *name, const char *symbol, const char *install,
                           char *error, size_t capacity);
/// Prints `error` and exits with status 2.
_Noreturn void captext_library_fail(const char *error);

#define CAPTEXT_LAZY_POINTER(result, name, parameters, arguments) static result (*name##_pointer) parameters;
#define CAPTEXT_LAZY_RESOLVE(result, name, parameters, arguments) \
    if (!(name##_pointer = (result (*) parameters)dlsym(library, #name))) { missing = #name; goto lacking; }
// Hidden: exported, they would stand in for the library's own functions in every other library
// that calls them (Tesseract calls Leptonica's, Pango cairo's), each call paying the detour.
#define CAPTEXT_LAZY_TRAMPOLINE(result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { require_library(); return name##_pointer arguments; }

#define CAPTEXT_LAZY_LIBRARY(group, FUNCTIONS, install, ...) \
    FUNCTIONS(CAPTEXT_LAZY_POINTER) \
    static pthread_once_t group##_once = PTHREAD_ONCE_INIT; \
    static char group##_error[512]; \
    static void group##_load(void) { \
        static const char *const names[] = {__VA_ARGS__, NULL}; \
        void *library = captext_library_open(names, install, group##_error, sizeof group##_error); \
        const char *missing = NULL; \
        if (!library) return; \
        FUNCTIONS(CAPTEXT_LAZY_RESOLVE) \
        return; \
    lacking: \
        captext_library_lacks(library, names[0], missing, install, group##_error, sizeof group##_error); \
    } \
    int captext_##group##_load(const char **error) { \
        pthread_once(&group##_once, group##_load); \
        if (group##_error[0] == '\0') return 0; \
        if (error) *error = group##_error; \
        return 1; \
    } \
    static void require_library(void) { \
        const char *error = NULL; \
        if (captext_##group##_load(&error) != 0) captext_library_fail(error); \
    } \
    FUNCTIONS(CAPTEXT_LAZY_TRAMPOLINE)

#endif
