import Foundation
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

/// A glob (`fnmatch`, case-sensitive) or, written `/…/`, a regular expression (ICU syntax)
/// searched in the value. Web pages choose window titles, so a regular expression that
/// backtracks without end on one (`/(a+)+$/`) gives up after `timeLimit` instead of hanging.
public struct Pattern: Sendable, CustomStringConvertible {
    public let description: String
    private let regex: NSRegularExpression?

    public static let timeLimit = Duration.milliseconds(50)

    /// A `/…/` pattern whose body is no regular expression.
    public struct InvalidRegex: Error, Equatable {
        public let body: String
    }

    /// The search ran out of time.
    public struct TooSlow: Error {}

    public init(_ text: String) throws(InvalidRegex) {
        description = text
        guard text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") else { regex = nil; return }
        let body = String(text.dropFirst().dropLast())
        do { regex = try NSRegularExpression(pattern: body) } catch { throw InvalidRegex(body: body) }
    }

    public func matches(_ value: String?) throws(TooSlow) -> Bool {
        guard let value else { return false }
        guard let regex else { return fnmatch(description, value, 0) == 0 }
        let deadline = ContinuousClock.now + Self.timeLimit
        var found = false, gaveUp = false
        // .reportProgress: ICU calls back during a long match attempt too, where stopping ends it.
        regex.enumerateMatches(in: value, options: .reportProgress, range: NSRange(location: 0, length: value.utf16.count)) {
            result, _, stop in
            if result != nil {
                found = true
                stop.pointee = true
            } else if ContinuousClock.now > deadline {
                gaveUp = true
                stop.pointee = true
            }
        }
        if gaveUp, !found { throw TooSlow() }
        return found
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

    /// Throws when one of the patterns ran out of time on this window.
    public func matches(_ window: WindowFacts) throws(Pattern.TooSlow) -> Bool {
        if let windowClass, try !windowClass.matches(window.instanceName), try !windowClass.matches(window.className) {
            return false
        }
        if let title, try !title.matches(window.title) { return false }
        if let role, try !role.matches(window.role) { return false }
        return true
    }

    /// How the rule reads in a config, for explanations.
    public var summary: String {
        [("class", windowClass), ("title", title), ("role", role)]
            .compactMap { key, pattern in pattern.map { "\(key)=\($0)" } }
            .joined(separator: " ")
    }
}
