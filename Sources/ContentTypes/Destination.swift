import Foundation

/// Where recognised text goes: `--to` on the command line, `to` in a binding. Parsed once,
/// where it is written, so a command that cannot run is an error there and then (a binding's
/// is a config error) rather than a capture that silently goes elsewhere.
public enum Destination: Codable, Sendable, Equatable, CustomStringConvertible {
    /// Typed into the window that had the focus when the capture started.
    case type
    case clipboard
    case primary
    case stdout
    /// A program and its arguments; the text is appended as one more argument (no shell runs).
    case exec([String])

    public static let names = "type|clipboard|primary|stdout|exec:CMD"

    /// Why a written destination cannot be used.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case unknown(String)
        /// `exec:` with no program, or with an unterminated quote or a trailing backslash.
        case unusableCommand(String)

        public var description: String {
            switch self {
            case .unknown(let text): "'\(text)' is not one of \(Destination.names)"
            case .unusableCommand(let command):
                "'exec:\(command)' names no program to run (an empty command, an unterminated quote or a trailing backslash)"
            }
        }
    }

    /// `type`, `clipboard`, `primary`, `stdout` or `exec:CMD`, CMD split into words as a
    /// shell would (quotes and backslashes; nothing expanded).
    public init(parsing text: String) throws(ParseError) {
        switch text {
        case "type": self = .type
        case "clipboard": self = .clipboard
        case "primary": self = .primary
        case "stdout": self = .stdout
        default:
            guard text.hasPrefix("exec:") else { throw .unknown(text) }
            let command = String(text.dropFirst(5))
            guard let words = CommandWords.split(command), !words.isEmpty else { throw .unusableCommand(command) }
            self = .exec(words)
        }
    }

    /// As it would be written back (an `exec:` command re-quoted word by word).
    public var description: String {
        switch self {
        case .type: "type"
        case .clipboard: "clipboard"
        case .primary: "primary"
        case .stdout: "stdout"
        case .exec(let words): "exec:" + words.map(Self.quoted).joined(separator: " ")
        }
    }

    private static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./:=+,@%".unicodeScalars.contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
