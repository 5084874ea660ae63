// libtesseract is loaded on first use instead of at process start. It and what it pulls in
// (libarchive, libcurl with its TLS and Kerberos stack) cost 15-30 ms of dynamic loading and
// static initialisation in every captext process, including the ones that never read pixels
// (`hint`, `type`, `detect`); `capture` loads it on its warm-up thread while it grabs the screen.
// Each Tess* function captext uses is defined here with Tesseract's own signature and calls the
// library's through a pointer resolved at load time.
#include "CTesseract.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define TESSERACT_FUNCTIONS(X) \
    X(TessBaseAPI *, TessBaseAPICreate, (void), ()) \
    X(void, TessBaseAPIDelete, (TessBaseAPI *api), (api)) \
    X(void, TessBaseAPIClear, (TessBaseAPI *api), (api)) \
    X(int, TessBaseAPIInit3, (TessBaseAPI *api, const char *datapath, const char *language), (api, datapath, language)) \
    X(BOOL, TessBaseAPISetVariable, (TessBaseAPI *api, const char *name, const char *value), (api, name, value)) \
    X(void, TessBaseAPISetPageSegMode, (TessBaseAPI *api, TessPageSegMode mode), (api, mode)) \
    X(void, TessBaseAPISetImage, (TessBaseAPI *api, const unsigned char *data, int width, int height, int bytes_per_pixel, int bytes_per_line), (api, data, width, height, bytes_per_pixel, bytes_per_line)) \
    X(void, TessBaseAPISetRectangle, (TessBaseAPI *api, int left, int top, int width, int height), (api, left, top, width, height)) \
    X(void, TessBaseAPISetSourceResolution, (TessBaseAPI *api, int ppi), (api, ppi)) \
    X(int, TessBaseAPIRecognize, (TessBaseAPI *api, ETEXT_DESC *monitor), (api, monitor)) \
    X(TessResultIterator *, TessBaseAPIGetIterator, (TessBaseAPI *api), (api)) \
    X(void, TessDeleteText, (const char *text), (text)) \
    X(const char *, TessVersion, (void), ()) \
    X(BOOL, TessPageIteratorBoundingBox, (const TessPageIterator *handle, TessPageIteratorLevel level, int *left, int *top, int *right, int *bottom), (handle, level, left, top, right, bottom)) \
    X(BOOL, TessPageIteratorIsAtBeginningOf, (const TessPageIterator *handle, TessPageIteratorLevel level), (handle, level)) \
    X(void, TessResultIteratorDelete, (TessResultIterator *handle), (handle)) \
    X(BOOL, TessResultIteratorNext, (TessResultIterator *handle, TessPageIteratorLevel level), (handle, level)) \
    X(TessPageIterator *, TessResultIteratorGetPageIterator, (TessResultIterator *handle), (handle)) \
    X(char *, TessResultIteratorGetUTF8Text, (const TessResultIterator *handle, TessPageIteratorLevel level), (handle, level)) \
    X(float, TessResultIteratorConfidence, (const TessResultIterator *handle, TessPageIteratorLevel level), (handle, level))

#define DECLARE_POINTER(result, name, parameters, arguments) static result (*name##_pointer) parameters;
TESSERACT_FUNCTIONS(DECLARE_POINTER)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];

// RTLD_GLOBAL: loaded local, the same one-line read took ~40 % more CPU time than with the
// library linked (measured with `captext read`); global, the two are alike.
static void load(void) {
    void *library = dlopen("libtesseract.so.5", RTLD_LAZY | RTLD_GLOBAL);
    if (!library) library = dlopen("libtesseract.so", RTLD_LAZY | RTLD_GLOBAL);
    if (!library) {
        snprintf(load_error, sizeof load_error, "cannot load Tesseract (%s): apt-get install libtesseract5", dlerror());
        return;
    }
#define RESOLVE(result, name, parameters, arguments) \
    if (!(name##_pointer = (result (*) parameters)dlsym(library, #name))) { \
        snprintf(load_error, sizeof load_error, "the installed libtesseract lacks %s: apt-get install libtesseract5", #name); \
        dlclose(library); \
        return; \
    }
    TESSERACT_FUNCTIONS(RESOLVE)
}

int captext_tesseract_load(const char **error) {
    pthread_once(&load_once, load);
    if (load_error[0] == '\0') return 0;
    if (error) *error = load_error;
    return 1;
}

// Callers load first (OCREngine does); a call without Tesseract stops with the reason.
static void require_loaded(void) {
    const char *error = NULL;
    if (captext_tesseract_load(&error) != 0) {
        fprintf(stderr, "captext: %s\n", error);
        exit(2);
    }
}

#define DEFINE_TRAMPOLINE(result, name, parameters, arguments) \
    result name parameters { require_loaded(); return name##_pointer arguments; }
TESSERACT_FUNCTIONS(DEFINE_TRAMPOLINE)
