// Leptonica (and its image codecs: TIFF, WebP, JPEG 2000, GIF…) is loaded on first use, see
// CLibraryLoader.h; only commands that read pixels need it.
#include "CTesseract.h"

#include <CLibraryLoader.h>

#define LEPTONICA_FUNCTIONS(X) \
    X(PIX *, pixConvertTo1, (PIX *pixs, l_int32 threshold), (pixs, threshold)) \
    X(PIX *, pixConvertTo32, (PIX *pixs), (pixs)) \
    X(PIX *, pixConvertTo8, (PIX *pixs, l_int32 cmapflag), (pixs, cmapflag)) \
    X(PIX *, pixCreate, (l_int32 width, l_int32 height, l_int32 depth), (width, height, depth)) \
    X(void, pixDestroy, (PIX **ppix), (ppix)) \
    X(l_ok, pixFindSkew, (PIX *pixs, l_float32 *pangle, l_float32 *pconf), (pixs, pangle, pconf)) \
    X(PIXCMAP *, pixGetColormap, (PIX *pix), (pix)) \
    X(l_uint32 *, pixGetData, (PIX *pix), (pix)) \
    X(l_int32, pixGetDepth, (const PIX *pix), (pix)) \
    X(l_int32, pixGetHeight, (const PIX *pix), (pix)) \
    X(l_int32, pixGetSpp, (const PIX *pix), (pix)) \
    X(l_int32, pixGetWidth, (const PIX *pix), (pix)) \
    X(l_int32, pixGetWpl, (const PIX *pix), (pix)) \
    X(l_ok, pixReadHeaderMem, (const l_uint8 *data, size_t size, l_int32 *pformat, l_int32 *pw, l_int32 *ph, \
                               l_int32 *pbps, l_int32 *pspp, l_int32 *piscmap), \
      (data, size, pformat, pw, ph, pbps, pspp, piscmap)) \
    X(PIX *, pixReadMem, (const l_uint8 *data, size_t size), (data, size)) \
    X(PIX *, pixReadMemTiff, (const l_uint8 *cdata, size_t size, l_int32 n), (cdata, size, n)) \
    X(FILE *, fopenReadFromMemory, (const l_uint8 *data, size_t size), (data, size)) \
    X(l_ok, tiffGetCount, (FILE *fp, l_int32 *pn), (fp, pn)) \
    X(l_int32, setMsgSeverity, (l_int32 newsev), (newsev))

CAPTEXT_LAZY_LIBRARY(leptonica, LEPTONICA_FUNCTIONS, "apt-get install liblept5", "liblept.so.5", "libleptonica.so")
