// Tesseract hands every text line to its LSTM as a PNG in memory (ImageData::SetPix writes the
// line's Pix with Leptonica's pixWriteMem(IFF_PNG)) and decodes it again at once. At zlib's
// default level that compression took about 4 % of the CPU of reading a whole screen (perf:
// libz's deflate under Leptonica's pixWriteStreamPng, per line of every band). captext writes
// no PNG itself (libpng only decodes, PNGDecoder), so the level Leptonica asks libpng for is
// replaced by 0, stored, and the rows are left unfiltered (filters only help deflate; choosing
// one costs a pass over every row, undoing it another): the same pixels, decoded the same.
// Leptonica's call reaches this definition the way libtesseract's reaches universal_ambiguities.c's.
#define _GNU_SOURCE
#include "CTesseract.h"

#include <dlfcn.h>
#include <png.h>
#include <stdatomic.h>

typedef void (*compression_setter)(png_structrp, int);

static _Atomic(compression_setter) libpng_setter;
static atomic_ulong stored;

__attribute__((visibility("default"), used, retain))
void png_set_compression_level(png_structrp png, int level) {
    (void)level;
    compression_setter setter = atomic_load_explicit(&libpng_setter, memory_order_acquire);
    if (!setter) {
        // libpng's own, next in the lookup after this executable (captext links libpng).
        setter = (compression_setter)dlsym(RTLD_NEXT, "png_set_compression_level");
        if (!setter) return;  // libpng's default level stays: slower, the same pixels
        atomic_store_explicit(&libpng_setter, setter, memory_order_release);
    }
    atomic_fetch_add_explicit(&stored, 1, memory_order_relaxed);
    setter(png, 0);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
}

unsigned long captext_tesseract_line_images_stored(void) {
    return atomic_load_explicit(&stored, memory_order_relaxed);
}
