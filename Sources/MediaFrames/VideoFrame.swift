import Recognition

/// One decoded frame: its pixels and, when the stream says, when it is shown.
public struct VideoFrame: Sendable {
    public let image: Image
    /// Seconds from the start of the stream (the clip's time, or the live source's running time).
    public let timestamp: Double?
}
