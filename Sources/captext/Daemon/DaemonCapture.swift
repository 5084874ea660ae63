import Recognition

/// How the daemon performs one capture with its warm analyzers.
enum DaemonCapture {
    static func run(_ request: CaptureRequest, analyzers: WarmAnalyzers, notify: Bool) async -> CaptureReply {
        do {
            _ = try analyzers.analyzer(for: request.languages)
        } catch {
            return CaptureReply(status: 2, message: error.description)
        }
        return CaptureReply(status: 2, message: "capture is not part of this build yet")
    }
}
