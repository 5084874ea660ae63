import CaptextConfig
import CaptextCore
import ContentTypes
import DataDetection
import FieldAwareness
import X11Connection
import X11Input

/// The one place that decides which content type a capture looks for: the request's type (the
/// command line or a hotkey binding: explicit), else what the focused window and its field say
/// (the window property, IBus, accessibility, the window rules: inferred), else auto.
enum CaptureContentType {
    static func explicit(_ type: ContentType) -> ContentTypeHint {
        ContentTypeHint.resolve(flag: type, rules: [], window: nil)
    }

    static func inferred(flag: ContentType? = nil, focused: TargetWindow?, display: X11Display, config: Config, fields: FieldTracker?) -> ContentTypeHint {
        let description = focused.flatMap { try? display.describe(window: $0.window) }
        guard let fields else {
            return FieldHintLookup.run(flag: flag, rules: config.windowRules, window: description, connection: display,
                                       listensToInputMethod: false).hint
        }
        // The daemon's tracker already knows the field (and its IBus purpose): no query now.
        return ContentTypeHint.resolve(flag: flag, rules: config.windowRules, window: description.map(WindowFacts.init(describing:)),
                                       field: fields.field(forProcessID: description?.processID).flatMap(FieldInference.hint(for:)))
    }

    /// How the config asks captext to type: its newline policy and terminal list.
    static func typingOptions(_ config: Config) -> TypingOptions {
        var options = TypingOptions(newline: config.newline)
        if let terminals = config.terminals { options.terminalClasses = Set(terminals) }
        return options
    }
}
