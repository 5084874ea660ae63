#include <atspi/atspi.h>

/* GObject and boxed-type helpers are macros or need GType values; Swift calls these instead. */
static inline void captext_atspi_unref(void *object) { if (object) g_object_unref(object); }
static inline void *captext_atspi_ref(void *object) { return object ? g_object_ref(object) : NULL; }
static inline void captext_atspi_clear_error(GError **error) { g_clear_error(error); }
static inline void captext_atspi_event_free(AtspiEvent *event) { if (event) g_boxed_free(ATSPI_TYPE_EVENT, event); }
