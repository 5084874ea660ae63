/// What decodebin said it lacked, and the Debian package that brings it.
struct MissingPlugin: Equatable {
    /// GStreamer's own words, e.g. "H.264 (High Profile) decoder".
    let description: String
    /// The installer detail, "gstreamer|1.0|app|description|decoder-video/x-h264, …".
    let detail: String

    var error: MediaError { .missingPlugin(what: description, package: Self.package(forDetail: detail)) }

    /// The package whose plugins handle the caps named in `detail`. VP8/VP9 and the common
    /// containers are in -good (installed with captext), AV1 in -bad; the patent-encumbered and
    /// legacy codecs (H.264, H.265, MPEG, …) are FFmpeg's, in -libav.
    static func package(forDetail detail: String) -> String {
        let good = ["video/x-vp8", "video/x-vp9", "video/quicktime", "video/x-matroska", "video/webm", "video/x-msvideo", "image/jpeg"]
        if good.contains(where: detail.contains) { return "gstreamer1.0-plugins-good" }
        if detail.contains("video/x-av1") { return "gstreamer1.0-plugins-bad" }
        if detail.contains("decoder-video/") { return "gstreamer1.0-libav" }
        return "gstreamer1.0-libav gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly"
    }
}
