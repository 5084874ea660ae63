import ContentTypes
import Foundation

/// Full street addresses — house number, street with its street-type word, and postcode and/or
/// city (with the state or province where the country has one) — for the United States, Canada,
/// the United Kingdom, Germany and France, on one line or several. Multi-line values are joined
/// with ", " (as printed too: a form's field holds one line).
public struct AddressDetector: DataDetector {
    public let type = ContentType.address

    public init() {}

    /// A grammar, what its matches hold (it runs only near that, see TextWindows) and the check
    /// its matches must pass.
    private struct Grammar: Sendable {
        let regex: NSRegularExpression
        let anchors: Anchors
        let accepts: @Sendable (DetectionText, [Range<Int>?]) -> Bool

        init(_ pattern: String, near anchors: Anchors = numbers,
             accepts: @escaping @Sendable (DetectionText, [Range<Int>?]) -> Bool = { _, _ in true }) {
            regex = NSRegularExpression(pattern, [.caseInsensitive])
            self.anchors = anchors
            self.accepts = accepts
        }
    }

    /// Every address holds a digit (its house number, a postcode) or a house number spelt "one"
    /// or "two" (a whole word: only the US grammar has one, after `houseStart` and before a blank).
    private static let numbers = Anchors(digits: true, wholeWords: ["one", "two"])

    private static let grammars = [
        Grammar(USAddressPatterns.address, accepts: USAddressPatterns.isPlausible),
        Grammar(UKAddressPatterns.address),
        Grammar(EuropeanAddressPatterns.german, near: EuropeanAddressPatterns.germanStreetAnchors.and(Anchors(digits: true))),
        Grammar(EuropeanAddressPatterns.french),
    ]

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let windows = TextWindows(text)
        var items: [DataItem] = []
        for grammar in Self.grammars {
            for groups in windows.matches(grammar.regex, near: grammar.anchors) where grammar.accepts(text, groups) {
                guard let range = groups[0] else { continue }
                let oneLine = Self.normalize(text[range])
                items.append(text.item(.address, range, value: oneLine, printed: oneLine))
            }
        }
        return items.removingOverlaps()
    }

    /// One line: line breaks become ", ", runs of blanks one space.
    static func normalize(_ address: String) -> String {
        let lines = address.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t,")) }
            .filter { !$0.isEmpty }
        return lines.joined(separator: ", ")
            .replacingOccurrences(of: #"[ \t]+"#, with: " ", options: .regularExpression)
    }
}
