import Foundation

/// Full street addresses — house number, street with its street-type word, and postcode and/or
/// city (with the state or province where the country has one) — for the United States, Canada,
/// the United Kingdom, Germany and France, on one line or several. Multi-line values are joined
/// with ", ".
public struct AddressDetector: DataDetector {
    public let type = ContentType.address

    public init() {}

    private typealias P = AddressPatterns

    private static let patterns: [NSRegularExpression] = [
        // US / CA: 123 N Main St Ste 4, Springfield, IL 62704 | Victoria, BC V8V 2G9
        #"(?<![\w-])\#(P.house)[ \t]+(?:\#(P.directional)[ \t]+)?(?:\#(P.word)[ \t]+){0,4}?\#(P.usStreetType)(?:[ \t]+\#(P.directional))?(?![\w])(?:\#(P.sep)\#(P.unit))?\#(P.sep)\#(P.city)\s*,?\s*(?:(?:\#(P.usStates)|(?-i:D\.C|N\.Y)\.?)(?:[ \t]*,?[ \t]*\d{5}(?:-\d{4})?)?|(?:\#(P.caProvinces))(?:[ \t]+(?-i:[A-Z]\d[A-Z])\s?\d(?-i:[A-Z])\d)?)(?![\w])"#,
        // UK: (Flat 4, Building,) 22B Derwent Parade, (Locality,)* POSTCODE
        #"(?<![\w-])\#(P.house)[ \t]+(?:\#(P.word)[ \t]+){0,3}?\#(P.ukStreetType)(?![\w])(?:\#(P.sep)\#(P.ukLocality)){0,4}?\#(P.sep)\#(P.ukPostcode)(?![\w])|(?<![\w-])\#(P.house)[ \t]+(?:\#(P.word)[ \t]+){0,3}?\#(P.ukStreetType)\#(P.sep)\#(P.ukPostcode)(?:\#(P.sep)\#(P.ukLocality))?(?![\w])"#,
        // DE: Linienstraße 40, 10119 Berlin
        #"(?<![\w-])(?:\#(P.deStreet))[ \t]+\d{1,4}[ \t]?[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?(?:\#(P.sep))(?:\d{5}\#(P.sep)?(?-i:[A-ZÄÖÜ][\wäöüß\-]*(?:[ \t]+[A-ZÄÖÜ][\wäöüß\-]*)?)|[A-ZÄÖÜ][\wäöüß\-]+(?=\s*,\s*(?:Germany|Deutschland)|\s*$))"#,
        // FR: 4 Cité du Cardinal Lemoine, 75005 Paris | 123 Rue Montmartre, Paris
        #"(?<![\w-])\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+\#(P.frStreetType)[ \t]+(?:\#(P.word)[ \t]+){0,5}?\#(P.word)(?:\#(P.sep)\d{5}[ \t]+\#(P.city)|,[ \t]*(?:Paris|Lyon|Marseille|Toulouse|Nice|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes))(?![\w])"#,
    ].map { NSRegularExpression($0, [.caseInsensitive]) }

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        var items: [DataItem] = []
        for pattern in Self.patterns {
            for groups in text.matches(pattern) {
                guard let range = groups[0] else { continue }
                items.append(text.item(.address, range, value: Self.normalize(text[range])))
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
