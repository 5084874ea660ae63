#ifndef CAPTEXT_CTESSERACT_H
#define CAPTEXT_CTESSERACT_H

// Leptonica first: it defines struct Pix, which tesseract/capi.h only forward-declares.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

/// Load libtesseract and Leptonica, once; the Tess* and pix* functions captext uses call into
/// them (see CLibraryLoader.h). Return 0 when loaded; otherwise 1, with `*error` set to the
/// loader's message (static storage).
int captext_tesseract_load(const char **error);
int captext_leptonica_load(const char **error);

/// How many times libtesseract asked for its universal ambiguity table and was given none
/// (see universal_ambiguities.c): once per language an engine loads.
unsigned long captext_tesseract_universal_ambiguities_skipped(void);

/// How many PNGs were written uncompressed (see line_image_compression.c): Tesseract writes one
/// per text line it recognises.
unsigned long captext_tesseract_line_images_stored(void);

#endif
