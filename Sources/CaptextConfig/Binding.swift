import ContentTypes

/// One `[bindings]` entry: a key chord and what it does.
///
///     [bindings]
///     "Super+T" = { action = "capture" }
///     "Super+Shift+P" = { action = "capture", type = "phone", to = "clipboard", lang = "eng" }
///     "Super+Shift+D" = { action = "capture", type = "datetime", format = "normalized" }
///     "Super+Shift+C" = { action = "camera", device = "/dev/video2", mirror = true }
public struct Binding: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        /// Freeze the screen, select, recognise, deliver.
        case capture
        /// A popup listing the capture actions to choose from.
        case menu
        /// `captext live`: the whole screen frozen as selectable text, copied with Ctrl+C.
        case live
        /// `captext camera`: the camera's preview, a frozen frame's text selected as in Live Text.
        case camera

        /// "capture|menu|live|camera", for messages.
        public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

        /// The options it can honour, so that none is silently ignored: live reads the whole
        /// screen and copies what the user selects (no type, destination or region); the camera
        /// reads its own frames (no region) and takes what `captext camera` takes.
        var options: Set<String> {
            switch self {
            case .capture, .menu: ["action", "type", "to", "format", "lang", "region"]
            case .live: ["action", "lang"]
            case .camera: ["action", "device", "type", "to", "mirror", "lang"]
            }
        }
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
    /// The camera's V4L2 device (`device = "/dev/video2"`); nil: the first /dev/video*.
    public var device: String?
    /// The camera's preview shown mirrored, as a selfie camera (`mirror = true`).
    public var mirror: Bool
    /// Where the entry is in the file, for errors found later (an unknown key name).
    public var line: Int?

    /// The keys a binding's table may have, for one action or another.
    static let options = Action.allCases.reduce(into: Set<String>()) { $0.formUnion($1.options) }

    public init(chord: String, action: Action, type: ContentType? = nil, destination: Destination? = nil,
                format: ValueFormat? = nil, lang: String? = nil, region: [Int]? = nil,
                device: String? = nil, mirror: Bool = false, line: Int? = nil) {
        self.chord = chord
        self.action = action
        self.type = type
        self.destination = destination
        self.format = format
        self.lang = lang
        self.region = region
        self.device = device
        self.mirror = mirror
        self.line = line
    }
}
