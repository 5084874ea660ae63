import DBusWire

/// An object on the accessibility bus: its application's connection name and its path.
struct AccessibleReference: Hashable, Sendable {
    let bus: String
    let path: String

    /// The registry's desktop, whose children are the applications.
    static let desktop = AccessibleReference(bus: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")

    /// The application's root object on the same connection.
    var applicationRoot: AccessibleReference { AccessibleReference(bus: bus, path: "/org/a11y/atspi/accessible/root") }

    init(bus: String, path: String) {
        self.bus = bus
        self.path = path
    }

    /// From a `(so)` reference; nil for the null object toolkits use for "none".
    init?(_ value: DBusValue?) {
        guard let fields = value?.elements, fields.count == 2, let bus = fields[0].string, let path = fields[1].string,
              !bus.isEmpty, path != "/org/a11y/atspi/null" else { return nil }
        self.init(bus: bus, path: path)
    }
}

/// AT-SPI's numbers for what captext asks (atspi-constants.h).
enum AccessibleState: Int {
    case editable = 7, focused = 12, showing = 25
}

enum AccessibleRole {
    static let label: UInt32 = 29

    /// Role names as libatspi spells them (`atspi_role_get_name`), indexed by role number.
    static let names = [
        "invalid", "accelerator label", "alert", "animation", "arrow", "calendar", "canvas", "check box", "check menu item",
        "color chooser", "column header", "combo box", "date editor", "desktop icon", "desktop frame", "dial", "dialog",
        "directory pane", "drawing area", "file chooser", "filler", "focus traversable", "font chooser", "frame", "glass pane",
        "html container", "icon", "image", "internal frame", "label", "layered pane", "list", "list item", "menu", "menu bar",
        "menu item", "option pane", "page tab", "page tab list", "panel", "password text", "popup menu", "progress bar",
        "push button", "radio button", "radio menu item", "root pane", "row header", "scroll bar", "scroll pane", "separator",
        "slider", "spin button", "split pane", "status bar", "table", "table cell", "table column header", "table row header",
        "tearoff menu item", "terminal", "text", "toggle button", "tool bar", "tool tip", "tree", "tree table", "unknown",
        "viewport", "window", "extended", "header", "footer", "paragraph", "ruler", "application", "autocomplete", "editbar",
        "embedded", "entry", "chart", "caption", "document frame", "heading", "page", "section", "redundant object", "form",
        "link", "input method window", "table row", "tree item", "document spreadsheet", "document presentation",
        "document text", "document web", "document email", "comment", "list box", "grouping", "image map", "notification",
        "info bar", "level bar", "title bar", "block quote", "audio", "video", "definition", "article", "landmark", "log",
        "marquee", "math", "rating", "timer", "static", "math fraction", "math root", "subscript", "superscript",
        "description list", "description term", "description value", "footnote", "content deletion", "content insertion",
        "mark", "suggestion", "push button menu",
    ]

    static func name(of role: UInt32) -> String? {
        Int(role) < names.count && role != 0 ? names[Int(role)] : nil
    }
}

/// A state set as AT-SPI sends it: two 32-bit words of bits.
struct AccessibleStates {
    let bits: UInt64

    init(_ value: DBusValue?) {
        let words = value?.elements?.compactMap(\.uint32) ?? []
        bits = words.count == 2 ? UInt64(words[0]) | UInt64(words[1]) << 32 : 0
    }

    func contains(_ state: AccessibleState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }
}
