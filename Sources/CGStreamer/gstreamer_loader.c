// GStreamer (and the GLib it runs on, its plugin registry, threads) is loaded on first use, see
// CLibraryLoader.h; only commands that read video frames or a camera need it.
#include "CGStreamer.h"

#include <CLibraryLoader.h>

#define GSTREAMER_FUNCTIONS(X) \
    X(gboolean, gst_init_check, (int *argc, char ***argv, GError **error), (argc, argv, error)) \
    X(GstElement *, gst_parse_launch, (const char *pipeline_description, GError **error), (pipeline_description, error)) \
    X(GstElement *, gst_bin_get_by_name, (GstBin *bin, const char *name), (bin, name)) \
    X(void, gst_util_set_object_arg, (GObject *object, const char *name, const char *value), (object, name, value)) \
    X(GstStateChangeReturn, gst_element_set_state, (GstElement *element, GstState state), (element, state)) \
    X(GstBus *, gst_element_get_bus, (GstElement *element), (element)) \
    X(GstPad *, gst_element_get_static_pad, (GstElement *element, const char *name), (element, name)) \
    X(GstMessage *, gst_bus_timed_pop_filtered, (GstBus *bus, GstClockTime timeout, GstMessageType types), (bus, timeout, types)) \
    X(gboolean, gst_element_query_duration, (GstElement *element, GstFormat format, int64_t *duration), (element, format, duration)) \
    X(gboolean, gst_element_seek_simple, (GstElement *element, GstFormat format, GstSeekFlags seek_flags, int64_t seek_pos), \
      (element, format, seek_flags, seek_pos)) \
    X(void, gst_message_parse_error, (GstMessage *message, GError **gerror, char **debug), (message, gerror, debug)) \
    X(GstCaps *, gst_pad_query_caps, (GstPad *pad, GstCaps *filter), (pad, filter)) \
    X(unsigned int, gst_caps_get_size, (const GstCaps *caps), (caps)) \
    X(GstStructure *, gst_caps_get_structure, (const GstCaps *caps, unsigned int index), (caps, index)) \
    X(GstStructure *, gst_structure_copy, (const GstStructure *structure), (structure)) \
    X(void, gst_structure_free, (GstStructure *structure), (structure)) \
    X(const char *, gst_structure_get_name, (const GstStructure *structure), (structure)) \
    X(gboolean, gst_structure_get_int, (const GstStructure *structure, const char *fieldname, int *value), (structure, fieldname, value)) \
    X(gboolean, gst_structure_get_fraction, (const GstStructure *structure, const char *fieldname, int *value_numerator, \
                                             int *value_denominator), (structure, fieldname, value_numerator, value_denominator)) \
    X(gboolean, gst_structure_fixate_field_nearest_int, (GstStructure *structure, const char *field_name, int target), \
      (structure, field_name, target)) \
    X(gboolean, gst_structure_fixate_field_nearest_fraction, (GstStructure *structure, const char *field_name, \
                                                              int target_numerator, int target_denominator), \
      (structure, field_name, target_numerator, target_denominator)) \
    X(GstBuffer *, gst_sample_get_buffer, (GstSample *sample), (sample)) \
    X(GstCaps *, gst_sample_get_caps, (GstSample *sample), (sample)) \
    X(gboolean, gst_buffer_map, (GstBuffer *buffer, GstMapInfo *info, GstMapFlags flags), (buffer, info, flags)) \
    X(void, gst_buffer_unmap, (GstBuffer *buffer, GstMapInfo *info), (buffer, info)) \
    X(void, gst_mini_object_unref, (GstMiniObject *mini_object), (mini_object)) \
    X(void, gst_object_unref, (void *object), (object)) \
    X(GQuark, gst_resource_error_quark, (void), ()) \
    X(void, g_error_free, (GError *error), (error)) \
    X(void, g_free, (void *mem), (mem))

CAPTEXT_LAZY_LIBRARY(gstreamer, GSTREAMER_FUNCTIONS, "apt-get install libgstreamer1.0-0", "libgstreamer-1.0.so.0", "libgstreamer-1.0.so")
