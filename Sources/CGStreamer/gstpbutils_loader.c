// GStreamer's plugin utilities (which plugin a clip lacks), loaded on first use with GStreamer
// itself, see CLibraryLoader.h.
#include "CGStreamer.h"

#include <CLibraryLoader.h>

#define GSTPBUTILS_FUNCTIONS(X) \
    X(gboolean, gst_is_missing_plugin_message, (GstMessage *msg), (msg)) \
    X(char *, gst_missing_plugin_message_get_description, (GstMessage *msg), (msg)) \
    X(char *, gst_missing_plugin_message_get_installer_detail, (GstMessage *msg), (msg))

// (One line: packaging/build-deb reads the sonames from it.)
CAPTEXT_LAZY_LIBRARY(gstpbutils, GSTPBUTILS_FUNCTIONS, "apt-get install libgstreamer-plugins-base1.0-0", "libgstpbutils-1.0.so.0", "libgstpbutils-1.0.so")
