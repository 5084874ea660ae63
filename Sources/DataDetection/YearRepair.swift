/// A year OCR misread by one digit (`5th July 2627`: a dotted zero read `6`, which DottedZeros
/// looks at only where Tesseract was unsure), repaired from the page: a year no date has (outside
/// 1800–2099) that one zero read as a look-alike (`6`, `8`, `9`, `O`, `o`) makes a year printed
/// elsewhere on the page (`1st July 2027` above it). Nothing else validates such a repair, so the
/// page's own year is the only evidence taken; the text keeps its length, so offsets hold.
enum YearRepair {
    /// What OCR reads for a zero, in the fonts where it mistakes one.
    private static let zeroLookalikes: Set<Unicode.Scalar> = ["6", "8", "9", "O", "o"]

    static func repaired(_ text: DetectionText) -> DetectionText {
        let scalars = text.scalars
        let tokens = fourCharacterTokens(scalars)
        let years = Set(tokens.map { String(String.UnicodeScalarView(scalars[$0])) }.filter(isYear))
        guard !years.isEmpty else { return text }
        var repaired = scalars, changed = false
        for range in tokens {
            let token = Array(scalars[range])
            guard !isYear(String(String.UnicodeScalarView(token))) else { continue }
            let candidates = years.filter { year in
                let differing = zip(year.unicodeScalars, token).filter { $0 != $1 }
                return differing.count == 1 && differing.allSatisfy { $0.0 == "0" && zeroLookalikes.contains($0.1) }
            }
            guard candidates.count == 1, let year = candidates.first else { continue }
            repaired.replaceSubrange(range, with: year.unicodeScalars)
            changed = true
        }
        return changed ? DetectionText(String(String.UnicodeScalarView(repaired))) : text
    }

    private static func isYear(_ token: String) -> Bool {
        guard token.count == 4, token.allSatisfy(\.isASCIIDigit), let value = Int(token) else { return false }
        return (1800...2099).contains(value)
    }

    /// Runs of exactly four letters or digits, the first a 1 or a 2, between other characters.
    private static func fourCharacterTokens(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
            // Most of a text is ASCII: its letters and digits without Unicode's tables.
            s.isASCII ? s.isASCIILetter || ("0"..."9").contains(s) : s.properties.isAlphabetic || s.properties.numericType != nil
        }
        var tokens: [Range<Int>] = [], index = 0
        while index < scalars.count {
            guard isAlphanumeric(scalars[index]) else { index += 1; continue }
            var end = index
            while end < scalars.count, isAlphanumeric(scalars[end]) { end += 1 }
            if end - index == 4, ("1"..."2").contains(scalars[index]) { tokens.append(index..<end) }
            index = end
        }
        return tokens
    }
}
