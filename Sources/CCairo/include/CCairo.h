#ifndef CAPTEXT_CCAIRO_H
#define CAPTEXT_CCAIRO_H

#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>

// Pango's own header needs GLib's and HarfBuzz's include paths, which only pkg-config knows, and
// a pkg-config module would also link Pango into every captext process. The types and the dozen
// functions captext lays text out with are declared here instead, as Pango 1.x defines them
// (PangoLayout and PangoFontDescription stay opaque). After Pango's header the types are its
// own, and the compiler checks the declarations against it (PopupTests does).
#ifndef __PANGO_H__
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoRectangle { int x, y, width, height; } PangoRectangle;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
#define PANGO_SCALE 1024
#endif

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_free(PangoFontDescription *desc);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, int setting);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_get_pixel_size(PangoLayout *layout, int *width, int *height);
void pango_layout_get_cursor_pos(PangoLayout *layout, int index, PangoRectangle *strong_pos, PangoRectangle *weak_pos);

/// Frees a layout (a GObject; libgobject comes with Pango).
void g_object_unref(void *object);

/// Loads Pango and cairo, once; the functions above call into them (see CLibraryLoader.h).
/// Returns 0 when loaded; otherwise 1, with `*error` set to the loader's message.
int captext_cairo_load(const char **error);

#endif
