/// One fact about the focused field and where it came from (e.g. "AT-SPI labelled-by relation").
public struct Sourced: Sendable, Equatable, Codable {
    public let value: String
    public let source: String

    public init(_ value: String, source: String) {
        self.value = value
        self.source = source
    }
}

/// The field's box on the screen, in root-window pixels.
public struct FieldExtents: Sendable, Equatable, Codable {
    public let x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// What the focused field says about itself. Every value is optional: toolkits expose
/// different subsets, and an absent value is simply unknown.
public struct FocusedField: Sendable, Equatable {
    /// The application's accessible name (often its program name).
    public var application: Sourced?
    public var toolkit: Sourced?
    /// The AT-SPI role name: "entry", "text", "password text", "spin button", …
    public var role: Sourced?
    public var editable: Bool?
    public var name: Sourced?
    public var description: Sourced?
    public var placeholder: Sourced?
    /// The names of the labels the field is labelled by.
    public var labels: [Sourced] = []
    /// The label beside or above the field, when it has no labelled-by relation (zenity --forms).
    public var nearestLabel: Sourced?
    /// The HTML input type browsers expose: tel, email, url, number, password, search, …
    public var inputType: Sourced?
    public var htmlID: Sourced?
    public var htmlName: Sourced?
    public var extents: FieldExtents?
    public var processID: Int32?
    /// The purpose the application told the input method (IBus), when a current one is known.
    public var inputPurpose: Sourced?

    public init() {}

    /// The field's texts a keyword classifier may read, strongest first, each with what it is.
    public var texts: [(kind: String, value: String)] {
        labels.map { ("label", $0.value) }
            + [("name", name), ("placeholder", placeholder), ("description", description),
               ("nearest label", nearestLabel), ("html id", htmlID), ("html name", htmlName)]
                .compactMap { kind, fact in fact.map { (kind, $0.value) } }
    }
}

/// The outcome of asking the accessibility bus: the field, or why it is unknown.
public enum FieldInspection: Sendable, Equatable {
    case found(FocusedField)
    /// Not an error: no bus, accessibility off, nothing focused, a slow bus, … (the reason says which).
    case unknown(String)

    public var field: FocusedField? {
        if case .found(let field) = self { return field }
        return nil
    }
}
