import ContentTypes
import Foundation

/// Full street addresses — house number, street with its street-type word, and postcode and/or
/// city (with the state or province where the country has one) — for the United States, Canada,
/// the United Kingdom, Germany and France, on one line or several. Multi-line values are joined
/// with ", " (as printed too: a form's field holds one line).
public struct AddressDetector: DataDetector {
    public let type = ContentType.address

    public init() {}

    /// A grammar, what its matches hold (it runs only near that, see TextWindows), the check
    /// its matches must pass and the country of a match (the grammars of some serve two).
    private struct Grammar: Sendable {
        let regex: NSRegularExpression
        let anchors: Anchors
        let accepts: @Sendable (DetectionText, [Range<Int>?]) -> Bool
        let country: @Sendable (String) -> String
        /// The match on one line, as printed.
        let printed: @Sendable (DetectionText, [Range<Int>?]) -> String

        init(_ pattern: String, near anchors: Anchors = numbers,
             accepts: @escaping @Sendable (DetectionText, [Range<Int>?]) -> Bool = { _, _ in true },
             country: @escaping @Sendable (String) -> String,
             printed: @escaping @Sendable (DetectionText, [Range<Int>?]) -> String = { text, groups in
                 AddressDetector.normalize(text[groups[0]!])
             }) {
            regex = NSRegularExpression(pattern, [.caseInsensitive])
            self.anchors = anchors
            self.accepts = accepts
            self.country = country
            self.printed = printed
        }
    }

    /// Every address holds a digit (its house number, a postcode) or a house number spelt "one"
    /// or "two" (a whole word: only the US grammar has one, after `houseStart` and before a blank).
    private static let numbers = Anchors(digits: true, wholeWords: ["one", "two"])

    private static let grammars = [
        Grammar(USAddressPatterns.address, accepts: USAddressPatterns.isPlausible, country: USAddressPatterns.country(of:)),
        Grammar(UKAddressPatterns.address, country: { _ in "GB" }, printed: UKAddressPatterns.printed),
        Grammar(EuropeanAddressPatterns.german, near: EuropeanAddressPatterns.germanStreetAnchors.and(Anchors(digits: true)),
                country: EuropeanAddressPatterns.germanSpeakingCountry(of:),
                printed: { text, groups in GermanTowns.repaired(AddressDetector.normalize(text[groups[0]!])) }),
        Grammar(EuropeanAddressPatterns.french, country: { _ in "FR" }, printed: { text, groups in
            let number = groups[1]!, whole = groups[0]!
            let digits = String(String.UnicodeScalarView(OCRRepair.foldingDigits(text.scalars[number])))
            return FrenchPostcodes.repaired(AddressDetector.normalize(text[whole.lowerBound..<number.lowerBound] + digits + text[number.upperBound..<whole.upperBound]))
        }),
        Grammar(JapaneseAddressPatterns.address, near: JapaneseAddressPatterns.anchors, country: { _ in "JP" },
                printed: japanesePrinted),
        Grammar(JapaneseAddressPatterns.addressAfterPostcode, near: JapaneseAddressPatterns.placeAnchors,
                accepts: { text, groups in JapaneseAddressPatterns.isPlacedByPostcode(postcode: text[groups[1]!], rest: text[groups[2]!]) },
                country: { _ in "JP" }, printed: japanesePrinted),
    ]

    private static let japanesePrinted: @Sendable (DetectionText, [Range<Int>?]) -> String = { text, groups in
        JapaneseAddressPatterns.printed(postcode: groups[1].map { text[$0] }, rest: text[groups[2]!])
    }

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        Self.addresses(in: text).map(\.item).removingOverlaps()
    }

    /// The countries of the text's addresses, one per address.
    static func countries(in text: DetectionText) -> [String] {
        let found = addresses(in: text)
        let kept = Set(found.map(\.item).removingOverlaps().map { $0.start..<$0.end })
        return found.filter { kept.contains($0.item.start..<$0.item.end) }.map(\.country)
    }

    /// Every grammar's matches, overlapping ones included, each with its country.
    private static func addresses(in text: DetectionText) -> [(item: DataItem, country: String)] {
        let windows = TextWindows(text)
        var found: [(DataItem, String)] = []
        for grammar in grammars {
            for groups in windows.matches(grammar.regex, near: grammar.anchors) where grammar.accepts(text, groups) {
                guard let range = groups[0] else { continue }
                let oneLine = grammar.printed(text, groups)
                found.append((text.item(.address, range, value: oneLine, printed: oneLine), grammar.country(text[range])))
            }
        }
        return found
    }

    /// One line: line breaks become ", " (a space where the line only wrapped, see
    /// `wrapsInsidePart`), runs of blanks one space.
    static func normalize(_ address: String) -> String {
        let lines = address.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t,")) }
            .filter { !$0.isEmpty }
        var joined = lines.first ?? ""
        for (before, line) in zip(lines, lines.dropFirst()) {
            joined += (wrapsInsidePart(before, line) ? " " : ", ") + line
        }
        return joined.replacingOccurrences(of: #"[ \t]+"#, with: " ", options: .regularExpression)
    }

    /// Whether a line break falls inside one part of an address, a line wrapped in a narrow
    /// column: after a unit's word still waiting for its number ("Ste" / "4B"), after a small
    /// word inside a street's name ("rue de la" / "République"), before the street's type
    /// ("45 Harbour" / "Road"), before CEDEX, between a UK postcode's halves ("SO14" / "3HJ"), or
    /// after a postcode alone, before its town ("10115" / "Berlin").
    static func wrapsInsidePart(_ before: String, _ after: String) -> Bool {
        let lastWord = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.map { $0.lowercased() } ?? ""
        return wrappingWords.contains(lastWord.hasSuffix(".") ? String(lastWord.dropLast()) : lastWord)
            || after.prefixMatch(of: /(?i)cedex\b/) != nil
            || inwardCode.firstMatch(in: after, range: NSRange(after.startIndex..., in: after)) != nil
            || before.wholeMatch(of: /(?:(?:D|A|CH)-)?[0-9]{4,5}/) != nil
            || startsWithStreetType.firstMatch(in: after, range: NSRange(after.startIndex..., in: after)) != nil
    }

    /// A line that is a UK postcode's inward code alone, as OCR reads it (`3HJ`, `3H)`).
    private static let inwardCode = NSRegularExpression(#"^\#(UKAddressPatterns.inward)$"#, [])

    /// A line that begins with a street-type word (the UK list holds the US one), and goes on
    /// with nothing but blanks or a comma.
    private static let startsWithStreetType = NSRegularExpression(
        #"^\#(UKAddressPatterns.streetType)(?=[ \t]*(?:,|$))"#, [.caseInsensitive])

    private static let wrappingWords: Set<String> = [
        "suite", "ste", "apt", "unit", "flat", "room", "bldg",
        "de", "du", "des", "la", "le", "les", "of", "the", "am", "an", "der", "zum", "zur",
    ]

}
