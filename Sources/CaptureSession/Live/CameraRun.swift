import CaptextConfig
import CaptextCore
import FieldAwareness
import MediaFrames
import Recognition

/// `captext camera` run by the command or by the daemon, ending the same way for both.
public enum CameraRun {
    /// As `captext camera` exits: 0 closed or delivered, 2 an error, with the message for the user.
    public static func perform(analyzer: ImageAnalyzer, source: LiveSource, mirrored: Bool, request: CaptureRequest, config: Config,
                               fields: FieldTracker? = nil, timings: (@Sendable (String) -> Void)? = nil) async -> CaptureReply {
        guard let error = await CameraFlow.run(analyzer: analyzer, source: source, mirrored: mirrored, request: request,
                                               config: config, fields: fields, timings: timings)
        else { return CaptureReply(status: 0) }
        return CaptureReply(status: 2, message: error.description)
    }
}
