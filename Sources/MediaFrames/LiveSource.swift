/// Where live frames come from.
public enum LiveSource: Sendable {
    /// A V4L2 camera, e.g. /dev/video0, in its best mode for text.
    case camera(device: String)
    /// GStreamer's test pattern, live at the given size and rate: the camera path without a camera.
    case testPattern(width: Int, height: Int, framesPerSecond: Int)
    /// A video file played in real time, as a camera would deliver it.
    case file(path: String)

    /// The pipeline up to the decoded frames; its first element is named `source`.
    var pipelineHead: String {
        switch self {
        case .camera:
            // decodebin: cameras give raw frames or JPEG (the large modes of most USB cameras).
            "v4l2src name=source ! capsfilter name=mode ! decodebin"
        case .testPattern(let width, let height, let rate):
            "videotestsrc name=source is-live=true pattern=smpte ! video/x-raw,width=\(width),height=\(height),framerate=\(rate)/1"
        case .file:
            "filesrc name=source ! decodebin"
        }
    }
}
