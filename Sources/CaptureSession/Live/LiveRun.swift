import CaptextConfig
import FieldAwareness
import Recognition

/// `captext live` run by the command or by the daemon: the one call of `LiveFlow.run`, so that
/// both end the same way.
public enum LiveRun {
    /// As `captext live` exits: 0 closed, 2 an error, with the message for the user. `config`
    /// and `fields` (the daemon's tracker) decide how Enter types, as for a capture; `timing`
    /// hears when the overlay and the reading show.
    public static func perform(analyzer: ImageAnalyzer, display: String?, config: Config, fields: FieldTracker? = nil,
                               timing: LiveTiming? = nil) async -> CaptureReply {
        guard let error = await LiveFlow.run(analyzer: analyzer, display: display, config: config, fields: fields, timing: timing)
        else { return CaptureReply(status: 0) }
        return CaptureReply(status: 2, message: error.description)
    }
}
