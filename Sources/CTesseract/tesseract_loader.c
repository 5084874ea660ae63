// libtesseract is loaded on first use (see CLibraryLoader.h): it and what it pulls in
// (libarchive, libcurl with its TLS and Kerberos stack) cost 15-30 ms of dynamic loading and
// static initialisation in every captext process; `capture` loads it on its warm-up thread
// while it grabs the screen.
#include "CTesseract.h"

#include <CLibraryLoader.h>

#define TESSERACT_FUNCTIONS(X) \
    X(TessBaseAPI *, TessBaseAPICreate, (void), ()) \
    X(void, TessBaseAPIDelete, (TessBaseAPI *api), (api)) \
    X(void, TessBaseAPIClear, (TessBaseAPI *api), (api)) \
    X(int, TessBaseAPIInit2, (TessBaseAPI *api, const char *datapath, const char *language, TessOcrEngineMode oem), (api, datapath, language, oem)) \
    X(int, TessBaseAPIInit3, (TessBaseAPI *api, const char *datapath, const char *language), (api, datapath, language)) \
    X(BOOL, TessBaseAPISetVariable, (TessBaseAPI *api, const char *name, const char *value), (api, name, value)) \
    X(void, TessBaseAPISetPageSegMode, (TessBaseAPI *api, TessPageSegMode mode), (api, mode)) \
    X(void, TessBaseAPISetImage, (TessBaseAPI *api, const unsigned char *data, int width, int height, int bytes_per_pixel, int bytes_per_line), (api, data, width, height, bytes_per_pixel, bytes_per_line)) \
    X(void, TessBaseAPISetRectangle, (TessBaseAPI *api, int left, int top, int width, int height), (api, left, top, width, height)) \
    X(void, TessBaseAPISetSourceResolution, (TessBaseAPI *api, int ppi), (api, ppi)) \
    X(int, TessBaseAPIRecognize, (TessBaseAPI *api, ETEXT_DESC *monitor), (api, monitor)) \
    X(BOOL, TessBaseAPIDetectOrientationScript, (TessBaseAPI *api, int *degrees, float *orientation_confidence, const char **script, float *script_confidence), (api, degrees, orientation_confidence, script, script_confidence)) \
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

CAPTEXT_LAZY_LIBRARY(tesseract, TESSERACT_FUNCTIONS, "apt-get install libtesseract5", "libtesseract.so.5", "libtesseract.so")
