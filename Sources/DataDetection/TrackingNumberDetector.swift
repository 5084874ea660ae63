import ContentTypes
import Foundation

/// Shipment tracking numbers of UPS, FedEx, USPS (IMpb, S10), DHL, Canada Post, OnTrac and other
/// carriers, however the digits are spaced. Numbers with a strong check digit stand alone; formats
/// without one (or with a weak one) count only near a carrier word or "tracking". OCR's letters
/// for digits are repaired only where a check digit then confirms the number.
public struct TrackingNumberDetector: DataDetector {
    public let type = ContentType.tracking

    public init() {}

    /// In English, German, French, Japanese (Yamato's "inquiry number", a slip's number, delivery:
    /// their numbers' 番 is enough, OCR misreads the 号 after it) and Korean (waybill, delivery).
    private static let contextWords = NSRegularExpression(
        #"(?i)track|sendung|suivi|shipment|parcel|package|paket|colis|waybill|\bawb\b|\bups\b|fedex|usps|\bdhl\b|canada ?post|postes canada|ontrac|purolator|canpar|\bdpd\b|amazon|lasership|yodel|gofo|spee-?dee|old dominion|yunexpress|landmark|royal mail|deutsche post|la poste|\bgls\b|hermes|courier|carrier|lieferung|livraison|お問い合わせ番|問合せ番|追跡|伝票番|送り状|配送|宅急便|ヤマト|佐川|日本郵便|ゆうパック|운송장|송장|배송|택배"#)

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        var found: [DataItem] = []
        // The windows of a line share its context, looked for once.
        var contextOfLines: [Range<Int>: Bool] = [:]
        for run in Self.runs(in: text.scalars) {
            for first in run.indices {
                // Tokens are ASCII: a window's length in scalars is its compact form's in characters.
                var length = 0
                var hasDigit = false
                for last in first..<run.count {
                    length += run[last].range.count
                    hasDigit = hasDigit || run[last].hasDigit
                    if length > 40 { break }
                    // A window without a single digit is prose, however OCR could fold its letters:
                    // skipping it keeps the format patterns off every word of a long text.
                    guard length >= 10, hasDigit, !Self.splitsNumber(run, first, last) else { continue }
                    let range = run[first].range.lowerBound..<run[last].range.upperBound
                    let compact = String(String.UnicodeScalarView(text.scalars[range].filter(Self.isTokenScalar)))
                    let hasContext = { (own: NSRegularExpression?) in
                        let lines = text.lineAndLineBefore(around: range)
                        if let own { return own.firstMatch(in: text.string, range: text.utf16Range(lines)) != nil }
                        if let known = contextOfLines[lines] { return known }
                        let context = Self.hasContext(text, in: lines)
                        contextOfLines[lines] = context
                        return context
                    }
                    if let (value, carrier) = Self.validate(compact, hasContext: hasContext) {
                        let printed = Self.printed(text.scalars[range], repairedAs: value)
                        found.append(text.item(.tracking, range, value: value,
                                               printed: Self.suffixSpacedLikePrefix(printed ?? String(String.UnicodeScalarView(text.scalars[range]))),
                                               details: ["carrier": carrier]))
                    }
                }
            }
        }
        return found.removingOverlaps()
    }

    /// The number as printed (its spaces, hyphens and case) with the digits a repair read for
    /// letters in place; nil when no repair changed it. `repaired`: the compact value, one
    /// character for each token scalar of `printed`.
    static func printed(_ printed: ArraySlice<Unicode.Scalar>, repairedAs repaired: String) -> String? {
        var digits = repaired.unicodeScalars.makeIterator()
        var result = String.UnicodeScalarView()
        var changed = false
        for s in printed {
            guard isTokenScalar(s), let r = digits.next() else { result.append(s); continue }
            let folded = OCRRepair.isDigit(r) && !OCRRepair.isDigit(s)
            changed = changed || folded
            result.append(folded ? r : s)
        }
        return changed ? String(result) : nil
    }

    /// A UPU number (`LA 620 188 451 FR`) printed with a blank after its service letters and
    /// between its digits but none before its country's (`451FR`): OCR lost that blank, as it
    /// loses blanks far more often than it makes them, and the number is printed with it.
    static func suffixSpacedLikePrefix(_ printed: String) -> String {
        printed.replacingOccurrences(of: #"^([A-Z]{2} \d{3} \d{3} \d{3})([A-Z]{2})$"#, with: "$1 $2", options: .regularExpression)
    }

    /// True when the window run[first...last] cuts a longer spaced number: a digit token touches it.
    static func splitsNumber(_ run: [Token], _ first: Int, _ last: Int) -> Bool {
        (first > 0 && run[first - 1].endsWithDigit && run[first].startsWithDigit)
            || (last + 1 < run.count && run[last + 1].startsWithDigit && run[last].endsWithDigit)
    }

    /// The number (repaired if need be) and its carrier when `compact` is a valid tracking number.
    /// `hasContext(words)`: whether `words` (any carrier word when nil) stand near the number.
    static func validate(_ compact: String, hasContext: (NSRegularExpression?) -> Bool) -> (String, String)? {
        let upper = compact.uppercased()
        // A run of one digit ("000000000000") is a placeholder, not a parcel.
        if isRepetition(upper) { return nil }
        var context: Bool?
        func isNear(_ format: TrackingFormat) -> Bool {
            if let own = format.context { return hasContext(own) }
            if context == nil { context = hasContext(nil) }
            return context == true
        }
        for format in TrackingFormat.candidates(for: upper) {
            if format.needsContext, !isNear(format) { continue }
            return (upper, format.carrier)
        }
        // OCR repair: fold letters read for digits after a kept prefix of 0–4 characters, and
        // accept only a check-digit format (which must pass with the repaired digits). Keeping
        // every confusable letter, a repair is the number as it was. (Compact forms are ASCII:
        // scalar offsets are character offsets.)
        let scalars = Array(compact.unicodeScalars)
        guard let lastConfusable = scalars.lastIndex(where: OCRRepair.isConfusable) else { return nil }
        let folded = OCRRepair.foldingDigits(scalars)
        for keep in 0...min(4, lastConfusable) {
            let head = String(compact.prefix(keep)).uppercased()
            let repaired = head + String(String.UnicodeScalarView(folded[keep...])).uppercased()
            guard repaired != upper, !isRepetition(repaired) else { continue }
            for format in TrackingFormat.checkedCandidates(for: repaired) {
                if format.weak, !isNear(format) { continue }
                return (repaired, format.carrier)
            }
        }
        return nil
    }

    /// One character repeated (or nothing).
    private static func isRepetition(_ string: String) -> Bool {
        !string.contains { $0 != string.first }
    }

    /// A carrier word or "tracking" in `lines`: the number's line and the line before.
    static func hasContext(_ text: DetectionText, in lines: Range<Int>) -> Bool {
        contextWords.firstMatch(in: text.string, range: text.utf16Range(lines)) != nil
    }

    /// Where a token is, and where its digits are (its text is copied only for a window worth validating).
    struct Token {
        let range: Range<Int>
        let hasDigit: Bool
        let startsWithDigit: Bool
        let endsWithDigit: Bool

        init(_ range: Range<Int>, of scalars: [Unicode.Scalar]) {
            self.range = range
            hasDigit = scalars[range].contains(where: OCRRepair.isDigit)
            startsWithDigit = OCRRepair.isDigit(scalars[range.lowerBound])
            endsWithDigit = OCRRepair.isDigit(scalars[range.upperBound - 1])
        }
    }

    /// Runs of alphanumeric tokens separated only by spaces or a hyphen: the pieces a printed
    /// number may be split into.
    static func runs(in scalars: [Unicode.Scalar]) -> [[Token]] {
        var runs: [[Token]] = []
        var current: [Token] = []
        var index = 0
        while index < scalars.count {
            let s = scalars[index]
            if isTokenScalar(s) {
                var end = index
                while end < scalars.count, isTokenScalar(scalars[end]) { end += 1 }
                current.append(Token(index..<end, of: scalars))
                index = end
                continue
            }
            var gap = index
            while gap < scalars.count, scalars[gap] == " " || scalars[gap] == "-" { gap += 1 }
            let hyphens = scalars[index..<gap].filter { $0 == "-" }.count
            if gap == index || gap - index > 3 || hyphens > 1 {
                if !current.isEmpty { runs.append(current) }
                current = []
                index = max(gap, index + 1)
            } else {
                index = gap
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// An ASCII letter or digit, or a bar (OCR's 1).
    static func isTokenScalar(_ s: Unicode.Scalar) -> Bool {
        s.isASCIILetter || OCRRepair.isDigit(s) || s == "|"
    }
}
