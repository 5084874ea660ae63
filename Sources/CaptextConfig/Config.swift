import ContentTypes
import Foundation
import TOMLKit

/// The user's settings, from `$XDG_CONFIG_HOME/captext/config.toml` (default `~/.config/...`).
/// `Assets/config.example.toml` documents every key.
///
///     lang = "eng+deu"          # Tesseract languages
///     region = "DE"             # default country for phone numbers and addresses
///     terminals = ["xterm"]     # WM_CLASS names of terminals (replaces the built-in list)
///     newline = "keep-lines"    # what a line break becomes when typing
///     notifications = false     # desktop notifications (default on)
///     [[window_rules]]          # first match wins
///     class = "Thunderbird"     # glob on WM_CLASS instance or class; "/…/" for a regex
///     title = "*Write:*"
///     role = "…"
///     type = "email"
///     [bindings]                # hotkeys of `captext daemon`
///     "Super+Shift+P" = { action = "capture", type = "phone", to = "clipboard", lang = "eng" }
public struct Config: Sendable {
    public var lang: String?
    public var region: String?
    public var terminals: [String]?
    public var newline: NewlineMode?
    public var notifications = true
    public var windowRules: [WindowRule] = []
    /// In the order of the file.
    public var bindings: [Binding] = []

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
            ConfigError(file: file, line: locator.line(of: key, in: rule.map { .rule($0) } ?? .top),
                        key: rule.map { "window_rules[\($0 + 1)].\(key)" } ?? key, problem: problem)
        }

        var config = Config()
        for key in table.keys {
            switch key {
            case "lang", "region":
                guard let value = table[key]?.string else { throw fail(.wrongType(expected: "a string"), key) }
                if key == "lang" { config.lang = value } else { config.region = value.uppercased() }
            case "terminals":
                guard let array = table[key]?.array, case let names = array.compactMap(\.string),
                      names.count == array.count else {
                    throw fail(.wrongType(expected: "an array of strings (WM_CLASS names)"), key)
                }
                config.terminals = names
            case "newline":
                guard let value = table[key]?.string else { throw fail(.wrongType(expected: "a string"), key) }
                guard let policy = NewlineMode(rawValue: value) else {
                    throw fail(.invalidValue(value, expected: NewlineMode.allNames), key)
                }
                config.newline = policy
            case "notifications":
                guard let value = table[key]?.bool else { throw fail(.wrongType(expected: "true or false"), key) }
                config.notifications = value
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
            case "bindings":
                guard let bindings = table[key]?.table else { throw fail(.wrongType(expected: "a table ([bindings])"), key) }
                config.bindings = try parseBindings(bindings, file: file, locator: locator)
            default:
                throw fail(.unknownKey, key)
            }
        }
        return config
    }

    private static func parseBindings(_ table: TOMLTable, file: String, locator: KeyLocator) throws(ConfigError) -> [Binding] {
        var bindings: [Binding] = []
        for chord in table.keys {
            let line = locator.line(of: chord, in: .bindings)
            func fail(_ problem: ConfigError.Problem, _ option: String? = nil) -> ConfigError {
                ConfigError(file: file, line: line, key: Binding.keyPath(chord, option), problem: problem)
            }
            guard let options = table[chord]?.table else {
                throw fail(.wrongType(expected: "a table such as { action = \"capture\" }"))
            }
            var binding = Binding(chord: chord, action: .capture, line: line)
            var action: Binding.Action?
            for option in options.keys {
                guard let value = options[option]?.string else { throw fail(.wrongType(expected: "a string"), option) }
                switch option {
                case "action":
                    action = Binding.Action(rawValue: value)
                    if action == nil {
                        throw fail(.invalidValue(value, expected: Binding.Action.allCases.map(\.rawValue).joined(separator: "|")), option)
                    }
                case "type":
                    guard let type = ContentType(rawValue: value) else { throw fail(.unknownContentType(value), option) }
                    binding.type = type
                case "to":
                    do throws(Destination.ParseError) { binding.destination = try Destination(parsing: value) } catch {
                        throw fail(.unusableDestination(error), option)
                    }
                case "lang":
                    binding.lang = value
                case "region":
                    let numbers = value.split(separator: ",", omittingEmptySubsequences: false)
                        .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                    guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[0] >= 0, numbers[1] >= 0 else {
                        throw fail(.wrongType(expected: "\"X,Y,WIDTH,HEIGHT\" in pixels, such as \"0,0,400,60\""), option)
                    }
                    binding.region = numbers
                default:
                    throw fail(.unknownKey, option)
                }
            }
            guard let action else { throw fail(.wrongType(expected: "set (capture or menu)"), "action") }
            binding.action = action
            bindings.append(binding)
        }
        return bindings.sorted { ($0.line ?? .max, $0.chord) < ($1.line ?? .max, $1.chord) }
    }

    private static func rule(from table: TOMLTable, index: Int,
                             fail: (ConfigError.Problem, String, Int?) -> ConfigError) throws(ConfigError) -> WindowRule {
        var patterns: [String: Pattern] = [:]
        var type: ContentType?
        for key in table.keys {
            guard let value = table[key]?.string else { throw fail(.wrongType(expected: "a string"), key, index) }
            switch key {
            case "class", "title", "role":
                do { patterns[key] = try Pattern(value) } catch { throw fail(.invalidRegex(error.body), key, index) }
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

extension Binding {
    /// How a binding's key reads in messages: `bindings."Super+T".type`.
    public static func keyPath(_ chord: String, _ option: String? = nil) -> String {
        "bindings.\"\(chord)\"" + (option.map { ".\($0)" } ?? "")
    }
}

/// TOMLKit keeps no source positions for keys; find them in the text for error messages.
private struct KeyLocator {
    enum Section: Equatable {
        case top
        /// The n-th `[[window_rules]]` (0-based).
        case rule(Int)
        case bindings
        case other
    }

    let lines: [Substring]

    init(source: String) { lines = source.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The line of `key = …` in `wanted`; for a binding also a `[bindings."key"]` header.
    func line(of key: String, in wanted: Section) -> Int? {
        var section = Section.top
        var ruleCount = 0
        for (number, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                if line.hasPrefix("[[window_rules]]") {
                    section = .rule(ruleCount)
                    ruleCount += 1
                } else if line.hasPrefix("[bindings]") {
                    section = .bindings
                } else {
                    if wanted == .bindings, line == "[bindings.\(key)]" || line == "[bindings.\"\(key)\"]" { return number + 1 }
                    section = .other
                }
                continue
            }
            guard section == wanted else { continue }
            let name = line.split(separator: "=", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces)
            if name == key || name == "\"\(key)\"" || name == "'\(key)'" { return number + 1 }
        }
        // A whole-section problem (e.g. a missing key): point at the rule's header.
        guard case .rule(let rule) = wanted else { return nil }
        return lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("[[window_rules]]") }
            .dropFirst(rule).first.map { $0 + 1 }
    }
}
