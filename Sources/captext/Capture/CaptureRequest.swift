import CaptextConfig
import DataDetection
import X11Desktop

/// One capture, as the command line or a daemon binding describes it. A value: it crosses
/// threads and processes (the daemon receives it over its socket as JSON).
struct CaptureRequest: Codable, Sendable, Equatable {
    /// Which pixels to read.
    enum Source: Codable, Sendable, Equatable {
        /// The user selects a rectangle, or clicks a line, on the frozen screen.
        case select
        /// A fixed rectangle in root-window pixels.
        case region(x: Int, y: Int, width: Int, height: Int)
        /// A window's visible area; nil: the focused window.
        case window(id: UInt?)
        /// One monitor by index (0 is the primary) or RandR name; nil: the one with the pointer.
        case screen(monitor: String?)
    }

    /// Where the text goes.
    enum Destination: Codable, Sendable, Equatable {
        /// Typed into the window that had the focus when the capture started.
        case type
        case clipboard
        case primary
        case stdout
        /// A program and its arguments; the text is appended as one more argument.
        case exec([String])

        /// `type`, `clipboard`, `primary`, `stdout` or `exec:CMD` (CMD split into words as a
        /// shell would, quotes and backslashes included; no shell runs).
        init?(argument: String) {
            switch argument {
            case "type": self = .type
            case "clipboard": self = .clipboard
            case "primary": self = .primary
            case "stdout": self = .stdout
            default:
                guard argument.hasPrefix("exec:") else { return nil }
                guard let words = CommandWords.split(String(argument.dropFirst(5))), !words.isEmpty else { return nil }
                self = .exec(words)
            }
        }
    }

    var source: Source = .select
    /// The content type asked for; nil: resolved from the focused window (see `CaptureContentType`).
    var type: ContentType?
    var destination: Destination = .type
    /// Tesseract languages; nil: the defaults (`LanguageSelection.defaultSpec`). The analyzer
    /// given to `CaptureFlow.perform` must have been created for these.
    var languages: [String]?
    /// Show the text (editable) before delivering it.
    var preview = false
    /// ISO 3166 country for numbers and addresses written without one; nil: the locale's.
    var country: String?
    /// The X display; nil: $DISPLAY.
    var display: String?
}
