#ifndef CAPTEXT_CZBAR_H
#define CAPTEXT_CZBAR_H

#include <zbar.h>

/// Loads libzbar, once; the zbar_* functions captext uses call into it (see CLibraryLoader.h).
/// Returns 0 when loaded; otherwise 1, with `*error` set to the loader's message.
int captext_zbar_load(const char **error);

#endif
