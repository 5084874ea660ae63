// GStreamer's appsink library (frames handed to the application), loaded on first use with
// GStreamer itself, see CLibraryLoader.h.
#include "CGStreamer.h"

#include <CLibraryLoader.h>

#define GSTAPP_FUNCTIONS(X) \
    X(GstSample *, gst_app_sink_try_pull_preroll, (GstAppSink *appsink, GstClockTime timeout), (appsink, timeout)) \
    X(GstSample *, gst_app_sink_try_pull_sample, (GstAppSink *appsink, GstClockTime timeout), (appsink, timeout))

// (One line: packaging/build-deb reads the sonames from it.)
CAPTEXT_LAZY_LIBRARY(gstapp, GSTAPP_FUNCTIONS, "apt-get install libgstreamer-plugins-base1.0-0", "libgstapp-1.0.so.0", "libgstapp-1.0.so")
