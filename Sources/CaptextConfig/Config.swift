import ContentTypes
import Foundation
import TOMLKit

/// The user's settings, from `$XDG_CONFIG_HOME/captext/config.toml` (default `~/.config/...`).
/// `Assets/config.example.toml` documents every key.
///
///     lang = "eng+deu"          # Tesseract languages
///     region = "DE"             # default country for numbers and addresses when the document shows none
///     terminals = ["xterm"]     # WM_CLASS names of terminals (replaces the built-in list)
///     newline = "keep-lines"    # what a line break becomes when typing
///     format = "normalized"     # values as printed (default) or in canonical form
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
    /// How detected values are delivered; nil: as printed.
    public var format: ValueFormat?
    public var notifications = true
    public var windowRules: [WindowRule] = []
    /// In the order of the file.
    public var bindings: [Binding] = []
    /// The line of each top-level key, for errors found later (a language that is not installed).
    public var lines: [String: Int] = [:]

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
        // TOML's parser reads a C string: a NUL would silently end the file there.
        if let nul = source.utf8.firstIndex(of: 0) {
            let line = source.utf8[..<nul].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw ConfigError(file: file, line: line, key: nil, problem: .syntax("a NUL byte; the config must be text"))
        }
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
            config.lines[key] = locator.line(of: key, in: .top)
            switch key {
            case "lang", "region":
                guard let value = table[key]?.string else { throw fail(.wrongType(expected: "a string"), key) }
                if key == "lang" {
                    config.lang = value
                } else {
                    config.region = value.uppercased()
                    guard config.region == "ZZ" || Locale.Region.isoRegions.contains(where: { $0.identifier == config.region }) else {
                        throw fail(.invalidValue(value, expected: "a two-letter country code such as US, GB, DE (ZZ for none)"), key)
                    }
                }
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
            case "format":
                config.format = try format(table[key], fail: { fail($0, key) })
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
                if option == "mirror" {
                    guard let mirror = options[option]?.bool else { throw fail(.wrongType(expected: "true or false"), option) }
                    binding.mirror = mirror
                    continue
                }
                guard let value = options[option]?.string else {
                    throw fail(Binding.options.contains(option) ? .wrongType(expected: "a string") : .unknownKey, option)
                }
                switch option {
                case "action":
                    action = Binding.Action(rawValue: value)
                    if action == nil {
                        throw fail(.invalidValue(value, expected: Binding.Action.names), option)
                    }
                case "type":
                    guard let type = ContentType(rawValue: value) else { throw fail(.unknownContentType(value), option) }
                    binding.type = type
                case "to":
                    do throws(Destination.ParseError) { binding.destination = try Destination(parsing: value) } catch {
                        throw fail(.unusableDestination(error), option)
                    }
                case "format":
                    binding.format = try format(options[option], fail: { fail($0, option) })
                case "lang":
                    binding.lang = value
                case "device":
                    guard value.hasPrefix("/") else { throw fail(.wrongType(expected: "the camera's path, such as \"/dev/video0\""), option) }
                    binding.device = value
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
            guard let action else { throw fail(.wrongType(expected: "set (\(Binding.Action.names))"), "action") }
            if let unused = options.keys.first(where: { !action.options.contains($0) }) {
                throw fail(.notForAction(action.rawValue, takes: action.options.subtracting(["action"]).sorted().joined(separator: ", ")), unused)
            }
            binding.action = action
            bindings.append(binding)
        }
        return bindings.sorted { ($0.line ?? .max, $0.chord) < ($1.line ?? .max, $1.chord) }
    }

    /// A `format` value: printed or normalized.
    private static func format(_ node: TOMLValueConvertible?, fail: (ConfigError.Problem) -> ConfigError) throws(ConfigError) -> ValueFormat {
        guard let value = node?.string else { throw fail(.wrongType(expected: "a string")) }
        guard let format = ValueFormat(rawValue: value) else { throw fail(.invalidValue(value, expected: ValueFormat.allNames)) }
        return format
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

/// TOMLKit keeps no source positions for keys; find them in the text for error messages. The
/// text is indexed once, so that locating every key of a long file stays linear.
private struct KeyLocator {
    enum Section: Hashable {
        case top
        /// The n-th `[[window_rules]]` (0-based).
        case rule(Int)
        case bindings
        case other
    }

    private struct Place: Hashable {
        let section: Section
        let key: String
    }

    /// The first line (1-based) of each key in each section; a top-level key also finds a
    /// section header (`[name]`, `[[name]]`), a binding a `[bindings."chord"]` header.
    private var lines: [Place: Int] = [:]
    private var ruleHeaders: [Int] = []

    init(source: String) {
        var section = Section.top
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                let name = line.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("[[window_rules]]") {
                    section = .rule(ruleHeaders.count)
                    ruleHeaders.append(number)
                } else if line.hasPrefix("[bindings]") {
                    section = .bindings
                } else {
                    if name.hasPrefix("bindings.") { record(Self.unquoted(String(name.dropFirst(9))), .bindings, number) }
                    section = .other
                }
                record(String(name.prefix { $0 != "." }), .top, number)
                continue
            }
            guard let name = line.split(separator: "=", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces), line.contains("=")
            else { continue }
            record(Self.unquoted(name), section, number)
        }
    }

    private mutating func record(_ key: String, _ section: Section, _ number: Int) {
        let place = Place(section: section, key: key)
        if lines[place] == nil { lines[place] = number }
    }

    private static func unquoted(_ name: String) -> String {
        guard name.count >= 2, let first = name.first, first == name.last, first == "\"" || first == "'" else { return name }
        return String(name.dropFirst().dropLast())
    }

    /// The line of `key = …` in `wanted`; a whole-rule problem (a missing key) points at the
    /// rule's header.
    func line(of key: String, in wanted: Section) -> Int? {
        if let number = lines[Place(section: wanted, key: key)] { return number }
        guard case .rule(let rule) = wanted, rule < ruleHeaders.count else { return nil }
        return ruleHeaders[rule]
    }
}
