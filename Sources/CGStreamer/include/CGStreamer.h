#ifndef CAPTEXT_CGSTREAMER_H
#define CAPTEXT_CGSTREAMER_H

#include <stddef.h>
#include <stdint.h>

// GStreamer's headers need GLib's include paths, which only pkg-config knows, and a pkg-config
// module would also link GStreamer into every captext process. The types and the functions
// captext decodes and captures frames with are declared here instead, as GStreamer 1.x and
// GLib 2.x define them (their ABI is stable across the 1.x series); the objects stay opaque
// but for the few public fields read (a message's type, an error's domain, code and message).
// After GStreamer's header the types are its own: compiled after gst.h, gstappsink.h and
// pbutils.h (1.22) the declarations match, and so do the layouts read (a message's type at 64,
// GstMapInfo's data at 16, a buffer's pts after its mini object and pool).
#ifndef __GST_H__
typedef int gboolean;
typedef uint32_t GQuark;
typedef uint64_t GstClockTime;
typedef struct _GstElement GstElement;
typedef struct _GstBin GstBin;
typedef struct _GstBus GstBus;
typedef struct _GstPad GstPad;
typedef struct _GstCaps GstCaps;
typedef struct _GstStructure GstStructure;
typedef struct _GstSample GstSample;
typedef struct _GstBuffer GstBuffer;
typedef struct _GstMemory GstMemory;
typedef struct _GstAppSink GstAppSink;
typedef struct _GstObject GstObject;
typedef struct _GObject GObject;

typedef struct _GError { GQuark domain; int code; char *message; } GError;

typedef struct _GstMiniObject {
    unsigned long type;
    int refcount, lockstate;
    unsigned int flags;
    void *copy, *dispose, *free;
    unsigned int priv_uint;
    void *priv_pointer;
} GstMiniObject;

typedef enum {
    GST_MESSAGE_EOS = 1 << 0,
    GST_MESSAGE_ERROR = 1 << 1,
    GST_MESSAGE_ELEMENT = 1 << 15,
    GST_MESSAGE_ASYNC_DONE = 1 << 21,
} GstMessageType;

/// The public head of a message; the rest (its lock) is GStreamer's.
typedef struct _GstMessage { GstMiniObject mini_object; GstMessageType type; } GstMessage;

typedef enum { GST_STATE_NULL = 1, GST_STATE_READY = 2, GST_STATE_PAUSED = 3, GST_STATE_PLAYING = 4 } GstState;
typedef enum {
    GST_STATE_CHANGE_FAILURE = 0, GST_STATE_CHANGE_SUCCESS = 1, GST_STATE_CHANGE_ASYNC = 2, GST_STATE_CHANGE_NO_PREROLL = 3
} GstStateChangeReturn;
typedef enum { GST_FORMAT_TIME = 3 } GstFormat;
typedef enum { GST_SEEK_FLAG_FLUSH = 1 << 0, GST_SEEK_FLAG_ACCURATE = 1 << 1 } GstSeekFlags;
typedef enum { GST_MAP_READ = 1 } GstMapFlags;

typedef struct _GstMapInfo {
    GstMemory *memory;
    GstMapFlags flags;
    uint8_t *data;
    size_t size, maxsize;
    void *user_data[4];
    void *_gst_reserved[4];
} GstMapInfo;

typedef enum {
    GST_RESOURCE_ERROR_NOT_FOUND = 3, GST_RESOURCE_ERROR_BUSY = 4, GST_RESOURCE_ERROR_READ = 9, GST_RESOURCE_ERROR_SETTINGS = 13,
} GstResourceError;
#endif

// libgstreamer-1.0 (and GLib under it)
gboolean gst_init_check(int *argc, char ***argv, GError **error);
GstElement *gst_parse_launch(const char *pipeline_description, GError **error);
GstElement *gst_bin_get_by_name(GstBin *bin, const char *name);
void gst_util_set_object_arg(GObject *object, const char *name, const char *value);
GstStateChangeReturn gst_element_set_state(GstElement *element, GstState state);
GstBus *gst_element_get_bus(GstElement *element);
GstPad *gst_element_get_static_pad(GstElement *element, const char *name);
GstMessage *gst_bus_timed_pop_filtered(GstBus *bus, GstClockTime timeout, GstMessageType types);
gboolean gst_element_query_duration(GstElement *element, GstFormat format, int64_t *duration);
gboolean gst_element_seek_simple(GstElement *element, GstFormat format, GstSeekFlags seek_flags, int64_t seek_pos);
void gst_message_parse_error(GstMessage *message, GError **gerror, char **debug);
GstCaps *gst_pad_query_caps(GstPad *pad, GstCaps *filter);
unsigned int gst_caps_get_size(const GstCaps *caps);
GstStructure *gst_caps_get_structure(const GstCaps *caps, unsigned int index);
GstStructure *gst_structure_copy(const GstStructure *structure);
void gst_structure_free(GstStructure *structure);
const char *gst_structure_get_name(const GstStructure *structure);
gboolean gst_structure_get_int(const GstStructure *structure, const char *fieldname, int *value);
gboolean gst_structure_get_fraction(const GstStructure *structure, const char *fieldname, int *value_numerator, int *value_denominator);
gboolean gst_structure_fixate_field_nearest_int(GstStructure *structure, const char *field_name, int target);
gboolean gst_structure_fixate_field_nearest_fraction(GstStructure *structure, const char *field_name, int target_numerator, int target_denominator);
GstBuffer *gst_sample_get_buffer(GstSample *sample);
GstCaps *gst_sample_get_caps(GstSample *sample);
gboolean gst_buffer_map(GstBuffer *buffer, GstMapInfo *info, GstMapFlags flags);
void gst_buffer_unmap(GstBuffer *buffer, GstMapInfo *info);
/// Unrefs a message, a sample or caps (gst_message_unref and the like are inline wrappers of it).
void gst_mini_object_unref(GstMiniObject *mini_object);
void gst_object_unref(void *object);
GQuark gst_resource_error_quark(void);
void g_error_free(GError *error);
void g_free(void *mem);

// libgstapp-1.0
GstSample *gst_app_sink_try_pull_preroll(GstAppSink *appsink, GstClockTime timeout);
GstSample *gst_app_sink_try_pull_sample(GstAppSink *appsink, GstClockTime timeout);

// libgstpbutils-1.0
gboolean gst_is_missing_plugin_message(GstMessage *msg);
char *gst_missing_plugin_message_get_description(GstMessage *msg);
char *gst_missing_plugin_message_get_installer_detail(GstMessage *msg);

/// Load GStreamer, its app library (appsink) and its plugin utilities, once each; the functions
/// above call into them (see CLibraryLoader.h). Return 0 when loaded; otherwise 1, with
/// `*error` set to the loader's message.
int captext_gstreamer_load(const char **error);
int captext_gstapp_load(const char **error);
int captext_gstpbutils_load(const char **error);

#endif
