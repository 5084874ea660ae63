import CGStreamer
import Glibc
import Recognition

/// A video file opened for reading single frames: decoded by whatever GStreamer plugins the
/// system has (MP4/H.264, WebM/VP9, Matroska, AVI…), paused at its first frame.
public final class VideoClip {
    /// The clip's length in seconds; nil when the container does not say.
    public let length: Double?
    private let pipeline: Pipeline

    /// How long opening or seeking may take before the clip is given up on. A demuxer that fails
    /// on its first bytes can have its error swallowed by decodebin (it drops the errors of an
    /// element it is still setting up), and then this is the only sign.
    static let timeout = 10.0

    public init(path: String) throws(MediaError) {
        // filesrc says only "Resource not found." or "Could not open file for reading."
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .failed("\(path): \(String(cString: strerror(errno)))") }
        close(descriptor)
        pipeline = try Pipeline("filesrc name=source ! decodebin ! \(GStreamer.rgbaSink) sync=false")
        pipeline.set("location", of: "source", to: path)
        let started: Bool
        do throws(Pipeline.BusError) {
            _ = try pipeline.setState(GST_STATE_PAUSED)
            started = try pipeline.waitUntilSettled(timeout: Self.timeout)
        } catch {
            throw Self.clipError(error)
        }
        guard started else { throw .unreadable("no picture decoded within \(MediaError.seconds(Self.timeout))") }
        length = pipeline.duration()
    }

    /// The frame shown at `seconds` from the start (the last one that began at or before it).
    public func frame(at seconds: Double) throws(MediaError) -> Image {
        precondition(seconds >= 0, "a time before the start")
        if let length, seconds >= length { throw .pastEnd(requested: seconds, length: length) }
        // The last frame can end short of the container's length (an edit list, reordered
        // frames): a seek past its start then finds only the end of the stream. The frame
        // shown there is an earlier one, found by stepping back.
        for stepBack in [0, 0.05, 0.1, 0.2, 0.4, 0.8] where stepBack <= seconds {
            if let frame = try frame(seekingTo: seconds - stepBack) { return frame }
        }
        throw .unreadable("no picture decoded at \(MediaError.seconds(seconds))")
    }

    /// The frame prerolled after an exact seek; nil when the seek found the end of the stream.
    private func frame(seekingTo seconds: Double) throws(MediaError) -> Image? {
        guard pipeline.seekExactly(to: seconds) else { throw .failed("the clip cannot be sought to \(MediaError.seconds(seconds))") }
        let settled: Bool
        do throws(Pipeline.BusError) { settled = try pipeline.waitUntilSettled(timeout: Self.timeout) }
        catch { throw Self.clipError(error) }
        guard settled else { throw .unreadable("no picture decoded at \(MediaError.seconds(seconds)) within \(MediaError.seconds(Self.timeout))") }
        // Settled, the sink holds its frame or the end of the stream: no wait.
        return pipeline.prerolledFrame(timeout: 0)?.image
    }

    static func clipError(_ error: Pipeline.BusError) -> MediaError {
        if let missing = error.missingPlugin { return missing.error }
        return .unreadable(error.message)
    }
}
