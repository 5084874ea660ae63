import CaptextConfig
import DataDetection
import X11Desktop

/// The one place that decides which content type a capture looks for. For now: the request's
/// type (flag or binding), else auto; window rules and the window's declared hint plug in here.
enum CaptureContentType {
    static func resolve(_ request: CaptureRequest, focused: TargetWindow?) -> ContentTypeHint {
        ContentTypeHint.resolve(flag: request.type, rules: [], window: nil)
    }
}
