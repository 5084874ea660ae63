import DataDetection
import Foundation

/// The content type the focused field wants, and which rule decided it (`captext hint` shows both).
public struct ContentTypeHint: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case commandLine
        case binding(String)
        case windowRule(index: Int, summary: String)
        case windowProperty
        case automatic
    }

    public let type: ContentType
    public let source: Source

    public init(type: ContentType, source: Source) {
        self.type = type
        self.source = source
    }

    public var explanation: String {
        switch source {
        case .commandLine: "--type on the command line"
        case .binding(let chord): "the hotkey binding \(chord)"
        case .windowRule(let index, let summary): "window rule \(index + 1) in the config (\(summary))"
        case .windowProperty: "the window's _CAPTEXT_CONTENT_TYPE property"
        case .automatic: "no hint: decided from what is recognised"
        }
    }

    /// First that answers wins: flag, binding, config window rules, the window property, auto.
    /// An unrecognised property value is ignored, so a typo in an application cannot block captext.
    public static func resolve(flag: ContentType?, binding: (chord: String, type: ContentType)? = nil,
                               rules: [WindowRule], window: WindowFacts?) -> ContentTypeHint {
        if let flag { return ContentTypeHint(type: flag, source: .commandLine) }
        if let binding { return ContentTypeHint(type: binding.type, source: .binding(binding.chord)) }
        if let window {
            if let index = rules.firstIndex(where: { $0.matches(window) }) {
                return ContentTypeHint(type: rules[index].type, source: .windowRule(index: index, summary: rules[index].summary))
            }
            if let declared = window.declaredContentType.flatMap(ContentType.init(propertyValue:)) {
                return ContentTypeHint(type: declared, source: .windowProperty)
            }
        }
        return ContentTypeHint(type: .auto, source: .automatic)
    }
}

extension ContentType {
    /// `_CAPTEXT_CONTENT_TYPE` values: our names, case-insensitive, plus UIKit/HTML spellings
    /// application authors already know (telephoneNumber, tel, fullStreetAddress, …).
    public init?(propertyValue: String) {
        let key = propertyValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let aliases: [String: ContentType] = [
            "tel": .phone, "telephonenumber": .phone, "telephone": .phone,
            "emailaddress": .email, "e-mail": .email,
            "fullstreetaddress": .address, "street-address": .address,
            "shipmenttrackingnumber": .tracking, "flightnumber": .flight,
            "date": .datetime, "time": .datetime,
        ]
        guard let type = ContentType(rawValue: key) ?? aliases[key] else { return nil }
        self = type
    }
}
