/// How a detected value is delivered: `--format` on the commands that print or type items,
/// `format` in the config and in a binding.
public enum ValueFormat: String, CaseIterable, Sendable, Codable {
    /// The characters on the document, after the OCR repairs that validate (an `O` that must be
    /// `0` in a phone number): what a person filling a form types.
    case printed
    /// The canonical form: E.164 phone numbers, ISO 8601 dates, URLs with their scheme and a
    /// lower-case host, tracking and flight numbers without spaces.
    case normalized

    /// The names accepted on the command line and in configs, for help and error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: "|") }
}
