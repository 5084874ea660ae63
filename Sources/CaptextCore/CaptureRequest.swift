import ContentTypes

/// One capture, as the command line or a daemon binding describes it. A value: it crosses
/// threads and processes (the daemon receives it over its socket as JSON).
public struct CaptureRequest: Codable, Sendable, Equatable {
    /// Which pixels to read.
    public enum Source: Codable, Sendable, Equatable {
        /// The user selects a rectangle, or clicks a line, on the frozen screen.
        case select
        /// A fixed rectangle in root-window pixels.
        case region(x: Int, y: Int, width: Int, height: Int)
        /// A window's visible area; nil: the focused window.
        case window(id: UInt?)
        /// One monitor by index (0 is the primary) or RandR name; nil: the one with the pointer.
        case screen(monitor: String?)
    }

    public var source: Source = .select
    /// The content type asked for; nil: resolved from the focused window (see `CaptureContentType`).
    public var type: ContentType?
    public var destination: Destination = .type
    /// Tesseract languages; nil: the defaults (`LanguageSelection.defaultSpec`). The analyzer
    /// given to `CaptureFlow.perform` must have been created for these.
    public var languages: [String]?
    /// Show the text (editable) before delivering it.
    public var preview = false
    /// How values are delivered; nil: the config's `format`, else as printed.
    public var format: ValueFormat?
    /// ISO 3166 country for numbers and addresses written without one; nil: the locale's.
    public var country: String?
    /// The X display; nil: $DISPLAY.
    public var display: String?

    public init() {}
}
