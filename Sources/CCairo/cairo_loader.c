// Pango, cairo and what they pull in (HarfBuzz, fontconfig, FreeType, pixman…) are loaded on
// first use, see CLibraryLoader.h; only commands that draw an overlay or a popup need them.
#include "CCairo.h"

#include <CLibraryLoader.h>

#define CAIRO_FUNCTIONS(X) \
    X(void, cairo_clip, (cairo_t *cr), (cr)) \
    X(cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    X(void, cairo_destroy, (cairo_t *cr), (cr)) \
    X(void, cairo_fill, (cairo_t *cr), (cr)) \
    X(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr)) \
    X(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height)) \
    X(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface)) \
    X(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface)) \
    X(void, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    X(void, cairo_paint, (cairo_t *cr), (cr)) \
    X(void, cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter)) \
    X(void, cairo_pop_group_to_source, (cairo_t *cr), (cr)) \
    X(void, cairo_push_group, (cairo_t *cr), (cr)) \
    X(void, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    X(void, cairo_restore, (cairo_t *cr), (cr)) \
    X(void, cairo_save, (cairo_t *cr), (cr)) \
    X(void, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    X(void, cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    X(void, cairo_set_operator, (cairo_t *cr, cairo_operator_t op), (cr, op)) \
    X(void, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), \
      (cr, red, green, blue, alpha)) \
    X(void, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    X(void, cairo_stroke, (cairo_t *cr), (cr)) \
    X(void, cairo_surface_destroy, (cairo_surface_t *surface), (surface)) \
    X(void, cairo_surface_finish, (cairo_surface_t *surface), (surface)) \
    X(void, cairo_surface_flush, (cairo_surface_t *surface), (surface)) \
    X(void, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface)) \
    X(void, cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty)) \
    X(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface)) \
    X(cairo_surface_t *, cairo_xlib_surface_create, (Display *dpy, Drawable drawable, Visual *visual, int width, int height), \
      (dpy, drawable, visual, width, height)) \
    X(PangoLayout *, pango_cairo_create_layout, (cairo_t *cr), (cr)) \
    X(void, pango_cairo_update_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    X(void, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    X(PangoFontDescription *, pango_font_description_from_string, (const char *str), (str)) \
    X(void, pango_font_description_free, (PangoFontDescription *desc), (desc)) \
    X(void, pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc)) \
    X(void, pango_layout_set_single_paragraph_mode, (PangoLayout *layout, int setting), (layout, setting)) \
    X(void, pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
    X(void, pango_layout_set_ellipsize, (PangoLayout *layout, PangoEllipsizeMode ellipsize), (layout, ellipsize)) \
    X(int, pango_layout_get_unknown_glyphs_count, (PangoLayout *layout), (layout)) \
    X(void, pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    X(void, pango_layout_get_pixel_size, (PangoLayout *layout, int *width, int *height), (layout, width, height)) \
    X(void, pango_layout_get_cursor_pos, (PangoLayout *layout, int index, PangoRectangle *strong_pos, PangoRectangle *weak_pos), \
      (layout, index, strong_pos, weak_pos)) \
    X(void, g_object_unref, (void *object), (object))

// libpangocairo depends on libpango, libcairo and libgobject: symbols are looked up through it.
CAPTEXT_LAZY_LIBRARY(cairo, CAIRO_FUNCTIONS, "apt-get install libpangocairo-1.0-0", "libpangocairo-1.0.so.0")
