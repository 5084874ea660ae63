/// One way a camera can deliver frames: a media type (raw or JPEG), a size and a frame rate.
public struct CameraMode: Equatable, Sendable, CustomStringConvertible {
    /// GStreamer's media type, "video/x-raw" or "image/jpeg".
    public let mediaType: String
    public let width: Int
    public let height: Int
    public let framesPerSecond: Double

    public init(mediaType: String, width: Int, height: Int, framesPerSecond: Double) {
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
    }

    public var description: String { "\(width)x\(height) at \(framesPerSecond.rounded()) fps (\(mediaType))" }

    /// A preview slower than this feels broken; text needs pixels more than smoothness above it.
    public static let smoothFramesPerSecond = 15.0

    /// The best mode for reading text: the most pixels among the modes at a smooth frame rate
    /// (all modes when none is), then the higher frame rate, then raw frames over JPEG
    /// (no compression artefacts around letters).
    public static func bestForText(_ modes: [CameraMode]) -> CameraMode? {
        let smooth = modes.filter { $0.framesPerSecond >= smoothFramesPerSecond }
        return (smooth.isEmpty ? modes : smooth).max { a, b in
            if a.width * a.height != b.width * b.height { return a.width * a.height < b.width * b.height }
            if a.framesPerSecond != b.framesPerSecond { return a.framesPerSecond < b.framesPerSecond }
            return a.mediaType != "video/x-raw" && b.mediaType == "video/x-raw"
        }
    }

    /// The mode as caps for v4l2src's capsfilter.
    var caps: String {
        let rate = framesPerSecond.rounded() == framesPerSecond ? "\(Int(framesPerSecond))/1" : "\(Int((framesPerSecond * 1000).rounded()))/1000"
        return "\(mediaType),width=\(width),height=\(height),framerate=\(rate)"
    }
}
