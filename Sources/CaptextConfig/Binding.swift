import ContentTypes

/// One `[bindings]` entry: a key chord and what it does.
///
///     [bindings]
///     "Super+T" = { action = "capture" }
///     "Super+Shift+P" = { action = "capture", type = "phone", to = "clipboard", lang = "eng" }
///     "Super+Shift+D" = { action = "capture", type = "datetime", format = "normalized" }
public struct Binding: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        /// Freeze the screen, select, recognise, deliver.
        case capture
        /// A popup listing the capture actions to choose from.
        case menu
        /// `captext live`: the whole screen frozen as selectable text, copied with Ctrl+C.
        case live

        /// "capture|menu|live", for messages.
        public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

        /// The options it can honour: live reads the whole screen and copies what the user
        /// selects, so a content type, a destination or a region would be silently ignored.
        var options: Set<String> { self == .live ? ["action", "lang"] : Binding.options }
    }

    /// The chord as written in the file ("Super+Shift+P"); X11Input's `Chord` parses it.
    public var chord: String
    public var action: Action
    public var type: ContentType?
    public var destination: Destination?
    /// How the values are delivered; nil: the config's `format`.
    public var format: ValueFormat?
    public var lang: String?
    /// A fixed rectangle to read (x, y, width, height in root-window pixels) instead of
    /// letting the user select one: `region = "0,0,400,60"`.
    public var region: [Int]?
    /// Where the entry is in the file, for errors found later (an unknown key name).
    public var line: Int?

    /// The keys a binding's table may have.
    static let options: Set<String> = ["action", "type", "to", "format", "lang", "region"]

    public init(chord: String, action: Action, type: ContentType? = nil, destination: Destination? = nil,
                format: ValueFormat? = nil, lang: String? = nil, region: [Int]? = nil, line: Int? = nil) {
        self.chord = chord
        self.action = action
        self.type = type
        self.destination = destination
        self.format = format
        self.lang = lang
        self.region = region
        self.line = line
    }
}
