import CGStreamer

/// GStreamer's libraries, loaded and initialised once per process.
enum GStreamer {
    private static let initialization: Result<Void, MediaError> = {
        var reason: UnsafePointer<CChar>?
        for load in [captext_gstreamer_load, captext_gstapp_load] where load(&reason) != 0 {
            return .failure(.libraryUnavailable(reason.map { String(cString: $0) } ?? "cannot load GStreamer"))
        }
        var error: UnsafeMutablePointer<GError>?
        guard gst_init_check(nil, nil, &error) != 0 else {
            defer { if let error { g_error_free(error) } }
            return .failure(.libraryUnavailable("GStreamer did not start: " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error")))
        }
        return .success(())
    }()

    static func initialize() throws(MediaError) {
        if case .failure(let error) = initialization { throw error }
    }

    /// The end of every pipeline: whatever was decoded, as RGBA rows for `Image`. File names and
    /// devices are set as properties afterwards (`Pipeline.set`), never spliced into the text.
    static let rgbaSink = "videoconvert ! video/x-raw,format=RGBA ! appsink name=sink"
}
