import CGStreamer
import Foundation
import Glibc
import Synchronization

/// Frames from a live source, newest first: a camera for the preview, or a stand-in for it.
/// Opening starts the source and waits for its first frame, so a busy or broken device fails
/// here; `stop()` (or deinit) stops it and releases the device.
public final class LiveFrames: @unchecked Sendable {
    public let source: LiveSource
    /// The camera's mode chosen for text; nil for the other sources.
    public let mode: CameraMode?
    private let pipeline: Pipeline
    /// The frame that proved the source works, handed out first.
    private let first: Mutex<VideoFrame?>
    private let stopped = Mutex(false)

    /// How long a source may take to deliver its first frame (a camera adjusting exposure).
    static let startTimeout = 10.0

    public init(_ source: LiveSource) throws(MediaError) {
        self.source = source
        if case .camera(let device) = source { try Self.checkAccess(device) }
        // max-buffers=1 drop=true: a slow reader gets the newest frame, never a backlog.
        var sinkOptions = "max-buffers=1 drop=true"
        if case .file = source { sinkOptions += " sync=true" } else { sinkOptions += " sync=false" }
        pipeline = try Pipeline("\(source.pipelineHead) ! \(GStreamer.rgbaSink) \(sinkOptions)")
        do throws(Pipeline.BusError) {
            switch source {
            case .camera(let device):
                pipeline.set("device", of: "source", to: device)
                _ = try pipeline.setState(GST_STATE_READY)
                mode = Self.bestMode(pipeline)
                if let mode { pipeline.set("caps", of: "mode", to: mode.caps) }
            case .file(let path):
                pipeline.set("location", of: "source", to: path)
                mode = nil
            case .testPattern:
                mode = nil
            }
            _ = try pipeline.setState(GST_STATE_PLAYING)
        } catch {
            throw source.error(error)
        }
        guard let frame = pipeline.nextFrame(timeout: Self.startTimeout) else {
            switch pipeline.nextEnding(timeout: 0) {
            case .error(let error): throw source.error(error)
            case .endOfStream: throw .streamEnded
            case nil: throw .timedOut("\(source): no frame within \(MediaError.seconds(Self.startTimeout))")
            }
        }
        first = Mutex(frame)
    }

    deinit { stop() }

    /// The next frame, waiting up to `timeout` seconds; nil if none came by then.
    /// Throws what stopped the source (unplugged, a decoding error), or `.streamEnded`.
    public func nextFrame(timeout: Double = 1) throws(MediaError) -> VideoFrame? {
        if let frame = first.withLock({ $0.take() }) { return frame }
        guard !stopped.withLock({ $0 }) else { throw .streamEnded }
        if let frame = pipeline.nextFrame(timeout: timeout) { return frame }
        switch pipeline.nextEnding(timeout: 0) {
        case .error(let error): throw source.error(error, streaming: true)
        case .endOfStream: throw .streamEnded
        case nil: if stopped.withLock({ $0 }) { throw .streamEnded }
        }
        return nil
    }

    /// The frames as they come, read on a thread of their own, until the source ends or fails,
    /// `stop()` is called or the consumer stops iterating.
    public func frames() -> AsyncThrowingStream<VideoFrame, any Error> {
        AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let reader = Thread { [self] in
                while true {
                    do {
                        if let frame = try nextFrame(timeout: 0.25), case .terminated = continuation.yield(frame) { break }
                    } catch MediaError.streamEnded {
                        continuation.finish()
                        return
                    } catch {
                        continuation.finish(throwing: error)
                        return
                    }
                }
            }
            continuation.onTermination = { [self] _ in stop() }
            reader.start()
        }
    }

    /// Stops the source and releases the device (and the pipeline's threads). Idempotent.
    public func stop() {
        let wasStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        if !wasStopped { _ = try? pipeline.setState(GST_STATE_NULL) }
    }

    /// The modes a READY v4l2src offers, reduced to one size and rate each.
    private static func bestMode(_ pipeline: Pipeline) -> CameraMode? {
        guard let offered = pipeline.sourceCaps(of: "source") else { return nil }
        var modes: [CameraMode] = []
        for index in 0..<gst_caps_get_size(offered.caps) {
            guard let structure = gst_structure_copy(gst_caps_get_structure(offered.caps, index)) else { continue }
            defer { gst_structure_free(structure) }
            // A stepwise size range fixates to its largest size, a list of rates to the nearest to 30.
            gst_structure_fixate_field_nearest_int(structure, "width", Int32.max)
            gst_structure_fixate_field_nearest_int(structure, "height", Int32.max)
            gst_structure_fixate_field_nearest_fraction(structure, "framerate", 30, 1)
            var width: Int32 = 0, height: Int32 = 0, numerator: Int32 = 0, denominator: Int32 = 0
            guard gst_structure_get_int(structure, "width", &width) != 0, gst_structure_get_int(structure, "height", &height) != 0,
                  gst_structure_get_fraction(structure, "framerate", &numerator, &denominator) != 0, denominator > 0 else { continue }
            modes.append(CameraMode(mediaType: String(cString: gst_structure_get_name(structure)), width: Int(width),
                                    height: Int(height), framesPerSecond: Double(numerator) / Double(denominator)))
        }
        return CameraMode.bestForText(modes)
    }

    /// The reasons a device cannot be opened that the file system tells best (v4l2src's own
    /// messages for them are generic).
    private static func checkAccess(_ device: String) throws(MediaError) {
        var info = stat()
        guard stat(device, &info) == 0 else {
            throw errno == EACCES ? .permissionDenied(device) : .noSuchDevice(device)
        }
        guard (info.st_mode & S_IFMT) == S_IFCHR else { throw .notACaptureDevice(device) }
        // Opened as v4l2src will: a node left behind by a camera that was unplugged (or whose
        // driver is gone) opens with ENODEV or ENXIO, and v4l2src would say only that it cannot
        // open the device.
        let descriptor = open(device, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case EACCES, EPERM: throw .permissionDenied(device)
            case EBUSY: throw .deviceBusy(device)
            case ENODEV, ENXIO: throw .noSuchDevice(device)
            default: throw .failed("\(device): \(String(cString: strerror(errno)))")
            }
        }
        close(descriptor)
    }
}

extension LiveSource: CustomStringConvertible {
    public var description: String {
        switch self {
        case .camera(let device): device
        case .testPattern: "the test pattern"
        case .file(let path): path
        }
    }

    /// What an error from this source's pipeline means for the user. `streaming`: after frames
    /// came, where a camera's resource error, whatever v4l2src names it (a read, ENODEV, "Failed
    /// to allocate a buffer": vivid's Disconnect in CameraDeviceTests gives each by turns), is the
    /// camera going away.
    func error(_ error: Pipeline.BusError, streaming: Bool = false) -> MediaError {
        guard case .camera(let device) = self else { return VideoClip.clipError(error) }
        if let missing = error.missingPlugin { return missing.error }
        let resource = gst_resource_error_quark
        if streaming, error.domain == resource() { return .deviceLost(device) }
        if error.isIn(resource, code: GST_RESOURCE_ERROR_BUSY) || error.debug.contains(String(cString: strerror(EBUSY))) {
            return .deviceBusy(device)
        }
        if error.debug.contains(String(cString: strerror(EACCES))) { return .permissionDenied(device) }
        if error.isIn(resource, code: GST_RESOURCE_ERROR_SETTINGS) || error.isIn(resource, code: GST_RESOURCE_ERROR_NOT_FOUND) {
            // /dev/null and the like: a character device that answers no V4L2 query.
            return access(device, F_OK) == 0 ? .notACaptureDevice(device) : .noSuchDevice(device)
        }
        if error.isIn(resource, code: GST_RESOURCE_ERROR_READ) || error.debug.contains(String(cString: strerror(ENODEV))) {
            return .deviceLost(device)
        }
        return .failed("\(device): \(error.message)")
    }
}
