// Leptonica first: it defines struct Pix, which tesseract/capi.h only forward-declares.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>
