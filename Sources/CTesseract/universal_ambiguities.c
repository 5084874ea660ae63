// Every language Tesseract loads sorts its built-in table of "universal" character ambiguities
// (rn/m, cl/d, ...) into lists by insertion (UnicharAmbigs::LoadUniversal): measured with perf,
// about 30 % of the CPU time of a cold `captext read` of a crop, once per engine. Only the legacy
// engine reads that table (its dictionary's dangerous-ambiguity check and its adaptive
// classifier); captext recognises with the LSTM engine alone (OEM_LSTM_ONLY, OCREngine), and
// orientation-and-script detection classifies single blobs without it. libtesseract calls the
// function through its PLT, and an executable's exported definition comes first in the lookup
// (see CLibraryLoader.h), so this one stands in for it and loads nothing: the same text on every
// image of the benches (README, "Speed").
#include "CTesseract.h"

#include <stdatomic.h>

static atomic_ulong skipped;

// tesseract::UnicharAmbigs::LoadUniversal(const UNICHARSET &encoder_set, UNICHARSET *unicharset)
__attribute__((visibility("default"), used, retain))
void captext_skip_universal_ambiguities(void *ambiguities, const void *encoder_set, void *unicharset)
    __asm__("_ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_");

void captext_skip_universal_ambiguities(void *ambiguities, const void *encoder_set, void *unicharset) {
    (void)ambiguities, (void)encoder_set, (void)unicharset;
    atomic_fetch_add_explicit(&skipped, 1, memory_order_relaxed);
}

unsigned long captext_tesseract_universal_ambiguities_skipped(void) {
    return atomic_load_explicit(&skipped, memory_order_relaxed);
}
