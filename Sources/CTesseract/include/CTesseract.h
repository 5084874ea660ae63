#ifndef CAPTEXT_CTESSERACT_H
#define CAPTEXT_CTESSERACT_H

// Leptonica first: it defines struct Pix, which tesseract/capi.h only forward-declares.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

/// Loads libtesseract, once; the Tess* functions captext uses call into it (see
/// tesseract_loader.c). Returns 0 when it is loaded; otherwise 1, with `*error` set to the
/// loader's message (static storage).
int captext_tesseract_load(const char **error);

#endif
