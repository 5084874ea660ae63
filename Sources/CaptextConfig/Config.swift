import DataDetection
import Foundation
import TOMLKit

/// The user's settings, from `$XDG_CONFIG_HOME/captext/config.toml` (default `~/.config/...`).
///
///     lang = "eng+deu"          # Tesseract languages
///     region = "DE"             # default country for phone numbers and addresses
///     [[window_rules]]          # first match wins
///     class = "Thunderbird"     # glob on WM_CLASS instance or class; "/…/" for a regex
///     title = "*Write:*"
///     role = "…"
///     type = "email"
public struct Config: Sendable {
    public var lang: String?
    public var region: String?
    public var windowRules: [WindowRule] = []

    public init() {}

    /// The default path; the file need not exist.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/captext/config.toml"
    }

    /// Loads `path`; a missing file at the default path is an empty config, elsewhere an error.
    public static func load(path: String, mustExist: Bool) throws(ConfigError) -> Config {
        guard FileManager.default.fileExists(atPath: path) else {
            if mustExist { throw ConfigError(file: path, line: nil, key: nil, problem: .unreadable("no such file")) }
            return Config()
        }
        let source: String
        do { source = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ConfigError(file: path, line: nil, key: nil, problem: .unreadable(error.localizedDescription))
        }
        return try parse(source, file: path)
    }

    public static func parse(_ source: String, file: String) throws(ConfigError) -> Config {
        let table: TOMLTable
        do { table = try TOMLTable(string: source) } catch let error as TOMLParseError {
            throw ConfigError(file: file, line: error.source.begin.line, key: nil, problem: .syntax(error.description))
        } catch {
            throw ConfigError(file: file, line: nil, key: nil, problem: .syntax("\(error)"))
        }
        let locator = KeyLocator(source: source)
        func fail(_ problem: ConfigError.Problem, _ key: String, rule: Int? = nil) -> ConfigError {
            ConfigError(file: file, line: locator.line(of: key, inRule: rule),
                        key: rule.map { "window_rules[\($0 + 1)].\(key)" } ?? key, problem: problem)
        }

        var config = Config()
        for key in table.keys {
            switch key {
            case "lang", "region":
                guard let value = table[key]?.string else { throw fail(.wrongType(expected: "a string"), key) }
                if key == "lang" { config.lang = value } else { config.region = value.uppercased() }
            case "window_rules":
                guard let rules = table[key]?.array else {
                    throw fail(.wrongType(expected: "an array of tables ([[window_rules]])"), key)
                }
                for (index, element) in rules.enumerated() {
                    guard let ruleTable = element.table else {
                        throw fail(.wrongType(expected: "a table"), key)
                    }
                    config.windowRules.append(try rule(from: ruleTable, index: index, fail: fail))
                }
            default:
                throw fail(.unknownKey, key)
            }
        }
        return config
    }

    private static func rule(from table: TOMLTable, index: Int,
                             fail: (ConfigError.Problem, String, Int?) -> ConfigError) throws(ConfigError) -> WindowRule {
        var patterns: [String: Pattern] = [:]
        var type: ContentType?
        for key in table.keys {
            guard let value = table[key]?.string else { throw fail(.wrongType(expected: "a string"), key, index) }
            switch key {
            case "class", "title", "role":
                do { patterns[key] = try Pattern(value) } catch { throw fail(error, key, index) }
            case "type":
                guard let parsed = ContentType(rawValue: value) else { throw fail(.unknownContentType(value), key, index) }
                type = parsed
            default:
                throw fail(.unknownKey, key, index)
            }
        }
        guard let type else { throw fail(.wrongType(expected: "set (the content type this rule gives)"), "type", index) }
        guard !patterns.isEmpty else { throw fail(.emptyRule, "type", index) }
        return WindowRule(windowClass: patterns["class"], title: patterns["title"], role: patterns["role"], type: type)
    }
}

/// TOMLKit keeps no source positions for keys; find them in the text for error messages.
private struct KeyLocator {
    let lines: [Substring]

    init(source: String) { lines = source.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The line of `key = …` at the top level, or inside the `rule`-th `[[window_rules]]` (0-based).
    func line(of key: String, inRule rule: Int?) -> Int? {
        var section = -1  // -1: top level; n: inside the n-th [[window_rules]]
        var ruleCount = 0
        for (number, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                section = line.hasPrefix("[[window_rules]]") ? ruleCount : Int.max
                if line.hasPrefix("[[window_rules]]") { ruleCount += 1 }
                continue
            }
            guard section == (rule ?? -1) else { continue }
            let name = line.split(separator: "=", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces)
            if name == key || name == "\"\(key)\"" { return number + 1 }
        }
        // A whole-section problem (e.g. a missing key): point at the rule's header.
        guard let rule else { return nil }
        return lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("[[window_rules]]") }
            .dropFirst(rule).first.map { $0 + 1 }
    }
}
