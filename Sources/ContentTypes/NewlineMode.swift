/// What a line break in the text becomes when typed: `captext type --newline`, `newline` in the config.
public enum NewlineMode: String, CaseIterable, Sendable {
    /// The Return key (in a GTK text view Linefeed does nothing, Return starts a new line).
    case `return`
    /// Shift+Return: a line break without sending, in chat-like fields.
    case shiftReturn = "shift-return"
    /// A space: the lines are joined.
    case space
    /// Return between lines, but never after the last one, so the last line is not submitted.
    case keepLines = "keep-lines"
    /// Nothing: the lines run together.
    case drop

    /// The names accepted on the command line and in configs, for help and error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: "|") }
}
