import Recognition

/// `captext live` run by the command or by the daemon: the one call of `LiveFlow.run`, so that
/// both end the same way.
public enum LiveRun {
    /// As `captext live` exits: 0 closed, 2 an error, with the message for the user.
    public static func perform(analyzer: ImageAnalyzer, display: String?) async -> CaptureReply {
        guard let error = await LiveFlow.run(analyzer: analyzer, display: display) else { return CaptureReply(status: 0) }
        return CaptureReply(status: 2, message: error.description)
    }
}
