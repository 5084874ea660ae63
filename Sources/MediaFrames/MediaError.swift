/// Why a clip or a camera gave no frame; each message says what to do about it.
public enum MediaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GStreamer or one of its libraries cannot be loaded (the loader's message names the package).
    case libraryUnavailable(String)
    /// No installed plugin decodes or demuxes this stream.
    case missingPlugin(what: String, package: String)
    /// The file is no video the installed plugins read, or its data is damaged.
    case unreadable(String)
    /// A time at or past the clip's end.
    case pastEnd(requested: Double, length: Double)
    /// The pipeline gave no frame in time.
    case timedOut(String)
    /// No camera given and none plugged in (no /dev/video*).
    case noCamera
    case noSuchDevice(String)
    case notACaptureDevice(String)
    case permissionDenied(String)
    case deviceBusy(String)
    /// The camera went away while frames were being read (unplugged).
    case deviceLost(String)
    /// A live source reached its end (a file played as a live source).
    case streamEnded
    /// Anything else GStreamer reported, in its words.
    case failed(String)

    public var description: String {
        switch self {
        case .libraryUnavailable(let reason): reason
        case .missingPlugin(let what, let package): "no GStreamer plugin for \(what): apt-get install \(package)"
        case .unreadable(let detail): "not a video GStreamer can read, or a damaged one: \(detail)"
        case .pastEnd(let requested, let length):
            "\(Self.seconds(requested)) is past the end of the clip, which is \(Self.seconds(length)) long"
        case .timedOut(let what): what
        case .noCamera: "no camera: there is no /dev/video* (plug one in, or give --device)"
        case .noSuchDevice(let path): "\(path): no such camera (is it plugged in? ls /dev/video*)"
        case .notACaptureDevice(let path): "\(path): not a video capture device"
        case .permissionDenied(let path):
            "\(path): permission denied: add yourself to the video group (sudo adduser $USER video) and log in again"
        case .deviceBusy(let path): "\(path): the camera is in use by another application; close it and try again"
        case .deviceLost(let path): "\(path): the camera stopped delivering frames (unplugged?)"
        case .streamEnded: "the source has no more frames"
        case .failed(let message): message
        }
    }

    /// "2.5 s", "4 s".
    static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }
}
