import Glibc

/// What captext knows about the focused window, for choosing a content type.
public struct WindowFacts: Sendable, Equatable {
    /// WM_CLASS: instance name and class name.
    public var instanceName: String?
    public var className: String?
    public var title: String?
    /// WM_WINDOW_ROLE.
    public var role: String?
    /// `_CAPTEXT_CONTENT_TYPE` on the window or its nearest ancestor that has it.
    public var declaredContentType: String?
    /// The window `declaredContentType` was read from.
    public var declaringWindow: UInt?

    public init(instanceName: String? = nil, className: String? = nil, title: String? = nil,
                role: String? = nil, declaredContentType: String? = nil, declaringWindow: UInt? = nil) {
        self.instanceName = instanceName
        self.className = className
        self.title = title
        self.role = role
        self.declaredContentType = declaredContentType
        self.declaringWindow = declaringWindow
    }
}

/// A glob (`fnmatch`, case-sensitive) or, written `/…/`, a regular expression searched in the value.
public struct Pattern: Sendable, CustomStringConvertible {
    public let description: String
    private let regex: String?

    /// A `/…/` pattern whose body is no regular expression.
    public struct InvalidRegex: Error, Equatable {
        public let body: String
    }

    public init(_ text: String) throws(InvalidRegex) {
        description = text
        guard text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") else { regex = nil; return }
        let body = String(text.dropFirst().dropLast())
        do { _ = try Regex(body) } catch { throw InvalidRegex(body: body) }
        regex = body
    }

    public func matches(_ value: String?) -> Bool {
        guard let value else { return false }
        if let regex, let compiled = try? Regex(regex) { return value.contains(compiled) }
        return fnmatch(description, value, 0) == 0
    }
}

/// `[[window_rules]]`: every pattern given must match; `class` matches the WM_CLASS instance or class name.
public struct WindowRule: Sendable {
    public var windowClass: Pattern?
    public var title: Pattern?
    public var role: Pattern?
    public var type: ContentType

    public init(windowClass: Pattern?, title: Pattern?, role: Pattern?, type: ContentType) {
        self.windowClass = windowClass
        self.title = title
        self.role = role
        self.type = type
    }

    public func matches(_ window: WindowFacts) -> Bool {
        (windowClass.map { $0.matches(window.instanceName) || $0.matches(window.className) } ?? true)
            && (title?.matches(window.title) ?? true)
            && (role?.matches(window.role) ?? true)
    }

    /// How the rule reads in a config, for explanations.
    public var summary: String {
        [("class", windowClass), ("title", title), ("role", role)]
            .compactMap { key, pattern in pattern.map { "\(key)=\($0)" } }
            .joined(separator: " ")
    }
}
