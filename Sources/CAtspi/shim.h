#include <atspi/atspi.h>

/* G_OBJECT_TYPE_NAME and friends are macros; the few GLib helpers Swift needs. */
static inline void captext_atspi_unref(void *object) { if (object) g_object_unref(object); }
static inline void captext_atspi_clear_error(GError **error) { g_clear_error(error); }
