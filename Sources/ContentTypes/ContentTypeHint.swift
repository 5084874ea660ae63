import Foundation

/// The content type the focused field wants, and which signal decided it (`captext hint` shows both).
public struct ContentTypeHint: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case commandLine
        case binding(String)
        /// `_CAPTEXT_CONTENT_TYPE` on the window with this id.
        case windowProperty(window: UInt)
        /// The input purpose the application told the input method (IBus), e.g. "phone".
        case inputMethod(purpose: String)
        /// The accessible role of the field, e.g. "password text".
        case accessibleRole(String)
        /// The `text-input-type` a browser exposes, e.g. "tel".
        case inputType(String)
        /// A keyword found in one of the field's texts: which text (e.g. "label"), the text, the keyword.
        case fieldText(kind: String, text: String, keyword: String)
        case windowRule(index: Int, summary: String)
        case automatic
    }

    public let type: ContentType
    public let source: Source
    /// Window rules skipped because a pattern ran out of time ("window rule 2 (title=/(a+)+$/)").
    public var skippedRules: [String] = []

    public init(type: ContentType, source: Source) {
        self.type = type
        self.source = source
    }

    /// An explicit type (asked for on the command line or by a hotkey binding) filters: nothing
    /// of another type is typed. Every other hint is inferred: it ranks results, and when
    /// nothing of the type is found the plain text is still offered.
    public var isExplicit: Bool {
        switch source {
        case .commandLine, .binding: true
        default: false
        }
    }

    public var explanation: String {
        guard skippedRules.isEmpty else {
            return sourceExplanation + "; skipped \(skippedRules.joined(separator: ", ")): a pattern ran out of time"
                + " (\(Pattern.timeLimit)) on this window, fix or remove it"
        }
        return sourceExplanation
    }

    private var sourceExplanation: String {
        switch source {
        case .commandLine: "--type on the command line"
        case .binding(let chord): "the hotkey binding \(chord)"
        case .windowProperty(let window): "the window's _CAPTEXT_CONTENT_TYPE property on 0x\(String(window, radix: 16))"
        case .inputMethod(let purpose): "the field's input purpose '\(purpose)', sent to the input method (IBus)"
        case .accessibleRole(let role): "the field's accessible role '\(role)'"
        case .inputType(let kind): "the field's text-input-type '\(kind)'"
        case .fieldText(let kind, let text, let keyword): "the field's \(kind) '\(text)' (keyword '\(keyword)')"
        case .windowRule(let index, let summary): "window rule \(index + 1) in the config (\(summary))"
        case .automatic: "no hint: decided from what is recognised"
        }
    }

    /// First that answers wins: flag, binding, the window property, what the focused field says
    /// of itself (`field`: input purpose, role, input type, label keywords, strongest first),
    /// the config's window rules, auto. An unrecognised property value is ignored, so a typo in
    /// an application cannot block captext.
    public static func resolve(flag: ContentType?, binding: (chord: String, type: ContentType)? = nil,
                               rules: [WindowRule], window: WindowFacts?, field: ContentTypeHint? = nil) -> ContentTypeHint {
        if let flag { return ContentTypeHint(type: flag, source: .commandLine) }
        if let binding { return ContentTypeHint(type: binding.type, source: .binding(binding.chord)) }
        if let window, let declared = window.declaredContentType.flatMap(ContentType.init(propertyValue:)) {
            return ContentTypeHint(type: declared, source: .windowProperty(window: window.declaringWindow ?? 0))
        }
        if let field { return field }
        var hint = ContentTypeHint(type: .auto, source: .automatic)
        var skipped: [String] = []
        if let window {
            for (index, rule) in rules.enumerated() {
                do {
                    guard try rule.matches(window) else { continue }
                } catch {
                    skipped.append("window rule \(index + 1) (\(rule.summary))")
                    continue
                }
                hint = ContentTypeHint(type: rule.type, source: .windowRule(index: index, summary: rule.summary))
                break
            }
        }
        hint.skippedRules = skipped
        return hint
    }
}

extension ContentType {
    /// `_CAPTEXT_CONTENT_TYPE` values: our names, case-insensitive, plus UIKit/HTML spellings
    /// application authors already know (telephoneNumber, tel, fullStreetAddress, password, …).
    public init?(propertyValue: String) {
        let key = propertyValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let aliases: [String: ContentType] = [
            "tel": .phone, "telephonenumber": .phone, "telephone": .phone,
            "emailaddress": .email, "e-mail": .email,
            "fullstreetaddress": .address, "street-address": .address,
            "shipmenttrackingnumber": .tracking, "flightnumber": .flight,
            "date": .datetime, "time": .datetime,
            "password": .secret, "newpassword": .secret, "new-password": .secret, "current-password": .secret,
            "onetimecode": .digits, "one-time-code": .digits, "pin": .digits, "numeric": .digits,
            "decimal": .number,
        ]
        guard let type = ContentType(rawValue: key) ?? aliases[key] else { return nil }
        self = type
    }
}
