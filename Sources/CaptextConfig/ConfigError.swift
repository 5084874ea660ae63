import ContentTypes

/// A config file that cannot be used, with the place to fix it.
public struct ConfigError: Error, CustomStringConvertible, Sendable {
    public enum Problem: Error, Sendable, Equatable {
        case syntax(String)
        case unreadable(String)
        case unknownKey
        case wrongType(expected: String)
        case unknownContentType(String)
        case invalidRegex(String)
        case emptyRule
        case invalidValue(String, expected: String)
        case unusableDestination(Destination.ParseError)
        /// A binding's chord that cannot be grabbed as written (the reason comes from the parser).
        case invalidChord(String)
        /// Languages Tesseract cannot load (the reason, with the package to install).
        case unavailableLanguages(String)
        /// A binding option its action cannot honour; `takes` lists those it can.
        case notForAction(String, takes: String)
    }

    public let file: String
    /// 1-based; nil when the place cannot be told (an unreadable file).
    public let line: Int?
    /// The key's path, e.g. `window_rules[2].type`.
    public let key: String?
    public let problem: Problem

    public init(file: String, line: Int?, key: String?, problem: Problem) {
        self.file = file
        self.line = line
        self.key = key
        self.problem = problem
    }

    public var description: String {
        let place = [file, line.map { "line \($0)" }, key].compactMap { $0 }.joined(separator: ": ")
        let what = switch problem {
        case .syntax(let message): message
        case .unreadable(let reason): "cannot read the config: \(reason)"
        case .unknownKey: "unknown key"
        case .wrongType(let expected): "must be \(expected)"
        case .unknownContentType(let name): "unknown content type '\(name)' (one of \(ContentType.allNames))"
        case .invalidRegex(let body): "invalid regular expression /\(body)/"
        case .emptyRule: "a window rule needs at least one of class, title, role"
        case .invalidValue(let value, let expected): "'\(value)' is not one of \(expected)"
        case .unusableDestination(let error): error.description
        case .invalidChord(let reason): reason
        case .unavailableLanguages(let reason): reason
        case .notForAction(let action, let takes): "not used by action \"\(action)\" (it takes only \(takes))"
        }
        return "\(place): \(what)"
    }
}
