/// What a text field wants: the seeds' seven data types (UITextContentType), QR payloads,
/// plain text, or `auto` (decide from what was found). Fields can also want a `secret`
/// (a password: typed, never shown or logged), a `number`, or `digits` (PIN, one-time code).
public enum ContentType: String, CaseIterable, Sendable, Codable {
    case phone, email, url, address, tracking, flight, datetime, qr, text, auto
    case secret, number, digits

    /// The names accepted on the command line and in configs, for help and error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: "|") }
}
