import ContentTypes
import Foundation

/// Flight numbers: an airline designator from the shipped list (IATA two characters or ICAO three
/// letters), then 1–4 digits and an optional suffix letter. Look-alikes stay out: paper sizes and
/// aircraft ("A4", "A320": too few digits without a flight word), roads, gates, seats and models
/// (the word before names them), times ("LH 12:30"), years ("UK 2023").
public struct FlightNumberDetector: DataDetector {
    public let type = ContentType.flight

    public init() {}

    private static let candidate = NSRegularExpression(
        #"(?<![A-Za-z0-9\-/.:])([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3}) ?([0-9][0-9OIlSBZ]{0,3})([A-Z])?(?![A-Za-z0-9]|[:.,\-/][0-9])"#)
    private static let flightWords = NSRegularExpression(
        #"(?i)\b(?:flights?|flt|flug|vol|vuelo|volo|boarding|embarquement|departs?|departure|arrives?|arrival|dep|arr|itinerary|check[ -]?in|operated|airlines?|airways|callsign|delayed|on time|cancell?ed)\b"#)
    private static let lookAlikeHosts = NSRegularExpression(
        #"(?i)\b(?:gate|seat|terminal|room|suite|flat|apt|apartment|unit|platform|track|train|zug|flugsteig|sitz(?:platz)?|gleis|zimmer|porte|si[eè]ge|voie|quai|page|route|road|rd|hwy|highway|interstate|exit|chapter|model|size|no|nr|iso|en|din|usb|hdmi|windows|version|v|year|tax|item|order|invoice|ref|part)\.?\s*$"#)

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        var items: [DataItem] = []
        for groups in text.matches(Self.candidate) {
            guard let whole = groups[0], let designatorRange = groups[1], let numberRange = groups[2] else { continue }
            let designator = text[designatorRange]
            let isIATA = designator.count == 2 && designator.contains(where: \.isLetter) && AirlineCodes.iata.contains(designator)
            let isICAO = designator.count == 3 && AirlineCodes.icao.contains(designator)
            guard isIATA || isICAO else { continue }
            // OCR letters in the number count only once folded to digits.
            guard let number = OCRRepair.digits(text[numberRange].unicodeScalars) else { continue }
            // A designator ending in a digit glued to one or two more ("B12", "A3") is a gate, seat
            // or grid cell far more often than airline B1's flight 2.
            let glued = designatorRange.upperBound == numberRange.lowerBound
            if glued, designator.last?.isNumber == true, number.count < 3 { continue }
            let suffix = groups[3].map { text[$0] } ?? ""
            if Self.followsLookAlikeHost(text, before: whole.lowerBound) { continue }
            let context = Self.hasFlightWord(text, around: whole)
            if !context {
                // Alone, only the common shape passes: two letters, three or four digits, not a year.
                let year = number.count == 4 && (number.hasPrefix("19") || number.hasPrefix("20"))
                guard isIATA, designator.allSatisfy(\.isLetter), number.count >= 3, !year else { continue }
            }
            // As printed, the space between designator and number kept, OCR's letters folded.
            let printed = designator + text[designatorRange.upperBound..<numberRange.lowerBound] + number + suffix
            items.append(text.item(.flight, whole, value: designator + number + suffix, printed: printed,
                                   details: ["airline": designator]))
        }
        return items
    }

    private static func followsLookAlikeHost(_ text: DetectionText, before start: Int) -> Bool {
        let lineStart = (0..<start).last { text.scalars[$0] == "\n" }.map { $0 + 1 } ?? 0
        return !text.matches(lookAlikeHosts, in: max(lineStart, start - 24)..<start).isEmpty
    }

    /// A word about flights on the same line or the line before.
    private static func hasFlightWord(_ text: DetectionText, around range: Range<Int>) -> Bool {
        !text.matches(flightWords, in: text.lineAndLineBefore(around: range)).isEmpty
    }
}
