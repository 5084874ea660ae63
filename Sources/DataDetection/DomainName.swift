import Foundation

/// Host names as URLs and email addresses print them: dot-separated labels of letters, digits,
/// marks, symbols (IDNs such as `✪df.ws`) and inner hyphens.
struct DomainName {
    /// The labels, as printed.
    let labels: [String]
    /// Scalar offsets of the whole name in the scanned text.
    let range: Range<Int>
    /// The top-level label, lower-cased and repaired if OCR confused a letter for a digit.
    /// Worked out when asked: the scan runs on every word of a text, and most are no host.
    var topLevel: String? { repairedTopLevel() }

    /// Scans the longest host name starting at `start`; nil when no label starts there.
    /// `bridgingSpaces`: OCR's space beside the last dot (`auberge-des-pins. fr`) is skipped when
    /// a real top-level domain follows (see `bridgedTopLevel`).
    static func scan(_ scalars: [Unicode.Scalar], from start: Int, bridgingSpaces: Bool = false) -> DomainName? {
        var labels: [String] = []
        var index = start
        while true {
            var end = labelEnd(scalars, from: index)
            guard end > index else { break }
            var label = string(scalars[index..<end])
            // A name wrapped after a hyphen in a narrow column ("schneider-" / "soehne.de").
            if bridgingSpaces, label.hasSuffix("-"), let next = wrappedLabelStart(scalars, after: end) {
                let nextEnd = labelEnd(scalars, from: next)
                label += string(scalars[next..<nextEnd])
                end = nextEnd
            }
            labels.append(label)
            index = end
            if bridgingSpaces, let bridged = bridgedTopLevel(scalars, after: index, labels: labels) {
                labels += string(scalars[bridged]).split(separator: ".").map(String.init)
                index = bridged.upperBound
                break
            }
            // Another label follows only after a single dot and a label character.
            guard index + 1 < scalars.count, scalars[index] == ".", isLabelScalar(scalars[index + 1]) else { break }
            index += 1
        }
        guard !labels.isEmpty,
              labels.allSatisfy({ !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else { return nil }
        return DomainName(labels: labels, range: start..<index)
    }

    /// Where a label goes on after a line break (blanks around it skipped), if one does.
    private static func wrappedLabelStart(_ scalars: [Unicode.Scalar], after end: Int) -> Int? {
        var index = end
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == "\n" else { return nil }
        index += 1
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        return index < scalars.count && isLabelScalar(scalars[index]) && scalars[index] != "-" ? index : nil
    }

    private static func labelEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, isLabelScalar(scalars[end]) { end += 1 }
        return end
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    /// The range of a last label split from the name by OCR's space or speck (". fr", " .fr",
    /// "._com": a photo's grain under the dot read as an underscore, which no host has): a real
    /// top-level domain in lower case, after a label that is none (`acme.com. fr` stays
    /// `acme.com`), ending the line or followed by punctuation or a word that is not lower case
    /// (in `bob@acme. it works` the "it" is prose). A country's own second level (`co`, `ac`,
    /// `or`, `ne`, `go`) is no ending before a country code: `minato-shoji.co. jp` is `.co.jp`.
    /// A name of one label, which no host is, takes a blank OCR read for its dot before a real
    /// top level, or a country's second level and code (`contact@cabinet-girard fr`,
    /// `accounts@kingsleyreed co.uk`). The range may hold two labels.
    private static func bridgedTopLevel(_ scalars: [Unicode.Scalar], after index: Int, labels: [String]) -> Range<Int>? {
        guard index + 2 < scalars.count else { return nil }
        let start: Int
        if (scalars[index] == "." && (scalars[index + 1] == " " || scalars[index + 1] == "_"))
            || (scalars[index] == " " && scalars[index + 1] == ".") {
            start = index + 2
        } else if labels.count == 1, scalars[index] == " " {
            start = index + 1
        } else { return nil }
        var end = labelEnd(scalars, from: start)
        guard end > start, scalars[start..<end].allSatisfy({ $0.isASCII && $0.properties.isLowercase }),
              TopLevelDomains.all.contains(string(scalars[start..<end])) else { return nil }
        if start == index + 1, countrySecondLevels.contains(string(scalars[start..<end])) {
            let code = labelEnd(scalars, from: end + 1)
            if end + 3 == code, scalars[end] == ".", scalars[(end + 1)..<code].allSatisfy({ $0.isASCII && $0.properties.isLowercase }),
               TopLevelDomains.all.contains(string(scalars[(end + 1)..<code])) {
                end = code
            }
        }
        let last = labels.last!.lowercased()
        guard labels.count == 1 || !TopLevelDomains.all.contains(last)
                || countrySecondLevels.contains(last) && end - start == 2 else { return nil }
        if end < scalars.count, scalars[end] == ".", end + 1 < scalars.count, isLabelScalar(scalars[end + 1]) { return nil }
        if end + 1 < scalars.count, scalars[end] == " ", scalars[end + 1].properties.isLowercase { return nil }
        return start..<end
    }

    /// Second-level labels that countries register names under (`.co.uk`, `.ac.jp`, `.or.kr`).
    static let countrySecondLevels: Set<String> = ["co", "ac", "or", "ne", "go"]

    static func isLabelScalar(_ s: Unicode.Scalar) -> Bool {
        if s == "-" { return true }
        if s.isASCII { return s.isASCIILetter || OCRRepair.isDigit(s) }
        // Fullwidth and CJK punctuation ends a name ("｜www.google.com｜").
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
             .otherSymbol, .format:
            return true
        default:
            return false
        }
    }

    /// True when a second label follows the one at `start`: a name of one label is no host for a
    /// bare URL. `bridgingSpaces`: as `scan`'s, a blank after the dot is skipped.
    static func hasTwoLabels(_ scalars: [Unicode.Scalar], from start: Int, bridgingSpaces: Bool = false) -> Bool {
        var end = start
        while end < scalars.count, isLabelScalar(scalars[end]) { end += 1 }
        guard end > start, end + 1 < scalars.count, scalars[end] == "." else { return false }
        let next = bridgingSpaces && scalars[end + 1] == " " ? end + 2 : end + 1
        return next < scalars.count && isLabelScalar(scalars[next])
    }

    /// Four labels of 0–255, as in 192.168.1.1.
    var isIPv4: Bool {
        labels.count == 4 && labels.allSatisfy { $0.count <= 3 && $0.allSatisfy(\.isASCIIDigit) && Int($0)! <= 255 }
    }

    /// At least two labels and a real top-level domain.
    var hasValidTopLevel: Bool { labels.count >= 2 && topLevel != nil }

    /// The name in canonical form: lower case, a repaired top-level label in place.
    var normalized: String { printed.lowercased() }

    /// The name as printed, its case kept, with a repaired top-level label (`c0m` → `com`,
    /// `sakura-ryokan.jP` → `.jp`) and without OCR's spaces.
    var printed: String {
        let last = labels.last!
        let repaired = topLevel.flatMap { $0 == last.lowercased() && !hasOCRCaseInTopLevel ? nil : $0 } ?? last
        return (labels.dropLast() + [repaired]).joined(separator: ".")
    }

    /// A top-level label in mixed case after labels in lower case (`.jP`, `.cOm`): no one prints
    /// a name so, but Tesseract confuses the case of letters that look alike in both (c, o, p, s,
    /// v, w, x, z) and of a letter beside a taller one.
    private var hasOCRCaseInTopLevel: Bool {
        let last = labels.last!
        return last.contains(where: \.isUppercase) && last.contains(where: \.isLowercase)
            && !labels.dropLast().contains { $0.contains(where: \.isUppercase) }
    }

    /// The top-level label if it is one (case-insensitive), else the label with OCR's digit-for-
    /// letter and "rn"-for-"m" confusions repaired if that makes a real one. A label without a
    /// single letter is never repaired: "1.2.3.400" is no domain.
    private func repairedTopLevel() -> String? {
        guard let last = labels.last?.lowercased() else { return nil }
        if TopLevelDomains.all.contains(last) { return last }
        guard last.contains(where: \.isLetter), last.count >= 2 else { return nil }
        let letters = OCRRepair.lettersForDigits(last).lowercased()
        let candidates = [letters, letters.replacingOccurrences(of: "i", with: "l")]
        return (candidates + candidates.map { $0.replacingOccurrences(of: "rn", with: "m") })
            .first { TopLevelDomains.all.contains($0) }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
