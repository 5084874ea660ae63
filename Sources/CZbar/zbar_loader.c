// libzbar (and the video4linux and JPEG libraries it pulls in) is loaded on first use, see
// CLibraryLoader.h; only commands that look for codes in pixels need it.
#include "CZbar.h"

#include <CLibraryLoader.h>

#define ZBAR_FUNCTIONS(X) \
    X(const char *, zbar_get_symbol_name, (zbar_symbol_type_t sym), (sym)) \
    X(zbar_image_t *, zbar_image_create, (void), ()) \
    X(void, zbar_image_destroy, (zbar_image_t *image), (image)) \
    X(const zbar_symbol_t *, zbar_image_first_symbol, (const zbar_image_t *image), (image)) \
    X(void, zbar_image_set_data, (zbar_image_t *image, const void *data, unsigned long data_byte_length, \
                                  zbar_image_cleanup_handler_t *cleanup_hndlr), \
      (image, data, data_byte_length, cleanup_hndlr)) \
    X(void, zbar_image_set_format, (zbar_image_t *image, unsigned long format), (image, format)) \
    X(void, zbar_image_set_size, (zbar_image_t *image, unsigned width, unsigned height), (image, width, height)) \
    X(zbar_image_scanner_t *, zbar_image_scanner_create, (void), ()) \
    X(void, zbar_image_scanner_destroy, (zbar_image_scanner_t *scanner), (scanner)) \
    X(int, zbar_image_scanner_set_config, (zbar_image_scanner_t *scanner, zbar_symbol_type_t symbology, \
                                           zbar_config_t config, int value), \
      (scanner, symbology, config, value)) \
    X(int, zbar_scan_image, (zbar_image_scanner_t *scanner, zbar_image_t *image), (scanner, image)) \
    X(const char *, zbar_symbol_get_data, (const zbar_symbol_t *symbol), (symbol)) \
    X(unsigned int, zbar_symbol_get_data_length, (const zbar_symbol_t *symbol), (symbol)) \
    X(unsigned, zbar_symbol_get_loc_size, (const zbar_symbol_t *symbol), (symbol)) \
    X(int, zbar_symbol_get_loc_x, (const zbar_symbol_t *symbol, unsigned index), (symbol, index)) \
    X(int, zbar_symbol_get_loc_y, (const zbar_symbol_t *symbol, unsigned index), (symbol, index)) \
    X(zbar_symbol_type_t, zbar_symbol_get_type, (const zbar_symbol_t *symbol), (symbol)) \
    X(const zbar_symbol_t *, zbar_symbol_next, (const zbar_symbol_t *symbol), (symbol)) \
    X(int, zbar_version, (unsigned *major, unsigned *minor, unsigned *patch), (major, minor, patch))

CAPTEXT_LAZY_LIBRARY(zbar, ZBAR_FUNCTIONS, "apt-get install libzbar0", "libzbar.so.0", "libzbar.so")
