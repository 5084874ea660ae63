import CGStreamer
import Recognition

/// An owned GStreamer pipeline ending in an appsink named `sink` that hands over RGBA frames.
/// Set to NULL (which closes files and devices) and freed in deinit, on every path.
final class Pipeline {
    /// A GStreamer error as it came off the bus, with what decodebin said it lacked.
    struct BusError {
        let domain: GQuark
        let code: Int32
        let message: String
        let debug: String
        let missingPlugin: MissingPlugin?
    }

    private let pipeline: OpaquePointer
    private let bus: OpaquePointer
    private let sink: OpaquePointer
    /// Noted from the bus's element messages, for the error that follows it.
    private var missingPlugin: MissingPlugin?

    /// `description` in gst-launch syntax; `sink` must name its appsink.
    init(_ description: String) throws(MediaError) {
        try GStreamer.initialize()
        var error: UnsafeMutablePointer<GError>?
        let parsed = gst_parse_launch(description, &error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            if let parsed { gst_object_unref(UnsafeMutableRawPointer(parsed)) }
            throw .failed("cannot build the GStreamer pipeline: \(message)")
        }
        guard let parsed else { throw .failed("cannot build the GStreamer pipeline") }
        guard let sink = gst_bin_get_by_name(parsed, "sink"), let bus = gst_element_get_bus(parsed) else {
            gst_object_unref(UnsafeMutableRawPointer(parsed))
            throw .failed("the GStreamer pipeline has no appsink named sink")
        }
        pipeline = parsed
        self.sink = sink
        self.bus = bus
    }

    deinit {
        gst_element_set_state(pipeline, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(sink))
        gst_object_unref(UnsafeMutableRawPointer(bus))
        gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }

    /// Sets a property of the element named `element` from its string form ("location", a path;
    /// "caps", caps in gst-launch syntax).
    func set(_ property: String, of element: String, to value: String) {
        guard let named = gst_bin_get_by_name(pipeline, element) else { preconditionFailure("no element \(element)") }
        defer { gst_object_unref(UnsafeMutableRawPointer(named)) }
        gst_util_set_object_arg(named, property, value)
    }

    /// The caps the element named `element` can produce on its src pad (once it is READY, what
    /// the device offers).
    func sourceCaps(of element: String) -> OwnedCaps? {
        guard let named = gst_bin_get_by_name(pipeline, element) else { return nil }
        defer { gst_object_unref(UnsafeMutableRawPointer(named)) }
        guard let pad = gst_element_get_static_pad(named, "src") else { return nil }
        defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
        return gst_pad_query_caps(pad, nil).map(OwnedCaps.init)
    }

    /// Changes state; a failure is the error the bus has for it.
    func setState(_ state: GstState) throws(BusError) -> GstStateChangeReturn {
        let result = gst_element_set_state(pipeline, state)
        if result == GST_STATE_CHANGE_FAILURE {
            if case .error(let error) = nextEnding(timeout: 0) { throw error }
            throw BusError(domain: 0, code: 0, message: "the pipeline refused to start", debug: "", missingPlugin: missingPlugin)
        }
        return result
    }

    /// Waits for an asynchronous state change or seek to finish: true when it did, false on
    /// timeout; throws the error that stopped it.
    func waitUntilSettled(timeout seconds: Double) throws(BusError) -> Bool {
        while true {
            let types = GstMessageType(GST_MESSAGE_ASYNC_DONE.rawValue | GST_MESSAGE_ERROR.rawValue | GST_MESSAGE_ELEMENT.rawValue)
            guard let message = gst_bus_timed_pop_filtered(bus, Self.nanoseconds(seconds), types) else { return false }
            defer { unref(message) }
            switch message.pointee.type {
            case GST_MESSAGE_ASYNC_DONE: return true
            case GST_MESSAGE_ERROR: throw busError(message)
            default: noteMissingPlugin(message)
            }
        }
    }

    /// What ends a playing stream.
    enum Ending {
        case error(BusError)
        case endOfStream
    }

    /// An error or the end of the stream, if one comes within `timeout` seconds. (One call pops
    /// both: popping either alone would throw the other away.)
    func nextEnding(timeout seconds: Double) -> Ending? {
        while true {
            let types = GstMessageType(GST_MESSAGE_ERROR.rawValue | GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ELEMENT.rawValue)
            guard let message = gst_bus_timed_pop_filtered(bus, Self.nanoseconds(seconds), types) else { return nil }
            defer { unref(message) }
            switch message.pointee.type {
            case GST_MESSAGE_ERROR: return .error(busError(message))
            case GST_MESSAGE_EOS: return .endOfStream
            default: noteMissingPlugin(message)
            }
        }
    }

    /// The clip's length in seconds, once prerolled.
    func duration() -> Double? {
        var nanoseconds: Int64 = 0
        guard gst_element_query_duration(pipeline, GST_FORMAT_TIME, &nanoseconds) != 0, nanoseconds >= 0 else { return nil }
        return Double(nanoseconds) / 1e9
    }

    /// A flushing seek to exactly `seconds`: the frame then prerolled is the one shown at that time.
    func seekExactly(to seconds: Double) -> Bool {
        let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue)
        return gst_element_seek_simple(pipeline, GST_FORMAT_TIME, flags, Int64((seconds * 1e9).rounded())) != 0
    }

    /// The frame waiting in the paused sink.
    func prerolledFrame(timeout seconds: Double) -> VideoFrame? {
        gst_app_sink_try_pull_preroll(sink, Self.nanoseconds(seconds)).flatMap(Self.frame(from:))
    }

    /// The next frame from the playing sink; nil on timeout or at the end of the stream.
    func nextFrame(timeout seconds: Double) -> VideoFrame? {
        gst_app_sink_try_pull_sample(sink, Self.nanoseconds(seconds)).flatMap(Self.frame(from:))
    }

    private static func frame(from sample: OpaquePointer) -> VideoFrame? {
        defer { gst_mini_object_unref(UnsafeMutableRawPointer(sample).assumingMemoryBound(to: GstMiniObject.self)) }
        guard let buffer = gst_sample_get_buffer(sample), let caps = gst_sample_get_caps(sample),
              let structure = gst_caps_get_structure(caps, 0) else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        guard gst_structure_get_int(structure, "width", &width) != 0, gst_structure_get_int(structure, "height", &height) != 0,
              width > 0, height > 0 else { return nil }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
        defer { gst_buffer_unmap(buffer, &map) }
        let rowBytes = Int(width) * 4, rows = Int(height)
        // Rows may be padded; RGBA rows are whole words, so in practice they are not.
        let stride = map.size / rows
        guard stride >= rowBytes, let data = map.data else { return nil }
        var pixels = [UInt8](repeating: 0, count: rowBytes * rows)
        pixels.withUnsafeMutableBytes { destination in
            for row in 0..<rows {
                (destination.baseAddress! + row * rowBytes).copyMemory(from: data + row * stride, byteCount: rowBytes)
            }
        }
        let timestamp = Self.presentationTime(of: buffer)
        return VideoFrame(image: Image(width: Int(width), height: rows, format: .rgba, pixels: pixels), timestamp: timestamp)
    }

    /// GstBuffer's public pts field, which follows its mini object header and pool pointer
    /// (GST_CLOCK_TIME_NONE, all ones, when the stream does not say).
    private static func presentationTime(of buffer: OpaquePointer) -> Double? {
        let pts = (UnsafeRawPointer(buffer) + MemoryLayout<GstMiniObject>.stride + MemoryLayout<UnsafeRawPointer>.stride)
            .load(as: UInt64.self)
        return pts == UInt64.max ? nil : Double(pts) / 1e9
    }

    private func busError(_ message: UnsafeMutablePointer<GstMessage>) -> BusError {
        var error: UnsafeMutablePointer<GError>?
        var debug: UnsafeMutablePointer<CChar>?
        gst_message_parse_error(message, &error, &debug)
        defer {
            if let error { g_error_free(error) }
            g_free(debug)
        }
        return BusError(domain: error?.pointee.domain ?? 0, code: error?.pointee.code ?? 0,
                        message: error.map { String(cString: $0.pointee.message) } ?? "unknown error",
                        debug: debug.map { String(cString: $0) } ?? "", missingPlugin: missingPlugin)
    }

    private func noteMissingPlugin(_ message: UnsafeMutablePointer<GstMessage>) {
        guard missingPlugin == nil, captext_gstpbutils_load(nil) == 0, gst_is_missing_plugin_message(message) != 0 else { return }
        func take(_ string: UnsafeMutablePointer<CChar>?) -> String {
            defer { g_free(string) }
            return string.map { String(cString: $0) } ?? ""
        }
        missingPlugin = MissingPlugin(description: take(gst_missing_plugin_message_get_description(message)),
                                      detail: take(gst_missing_plugin_message_get_installer_detail(message)))
    }

    private func unref(_ message: UnsafeMutablePointer<GstMessage>) {
        gst_mini_object_unref(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GstMiniObject.self))
    }

    private static func nanoseconds(_ seconds: Double) -> GstClockTime { GstClockTime(max(0, seconds) * 1e9) }
}

extension Pipeline.BusError: Error {
    func isIn(_ domain: () -> GQuark, code: some RawRepresentable<UInt32>) -> Bool {
        self.domain == domain() && UInt32(self.code) == code.rawValue
    }
}

/// Caps owned by Swift (freed in deinit).
final class OwnedCaps {
    let caps: OpaquePointer
    init(_ caps: OpaquePointer) { self.caps = caps }
    deinit { gst_mini_object_unref(UnsafeMutableRawPointer(caps).assumingMemoryBound(to: GstMiniObject.self)) }
}
