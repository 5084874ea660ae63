/// The OCR confusions inside candidate numbers: letters Tesseract reads for digits, and spaces it
/// inserts. Detectors repair a candidate and accept the repaired form only when it then validates
/// (a check digit, libphonenumber, a real TLD), so a repair never invents data on its own.
public enum OCRRepair {
    /// The letters (and bar, and a dollar sign: a photo's `($12) 555-0163`) taken for digits.
    static let digitForLetter: [Unicode.Scalar: Unicode.Scalar] = [
        "O": "0", "o": "0", "I": "1", "l": "1", "|": "1", "S": "5", "$": "5", "B": "8", "Z": "2",
    ]
    /// The reverse, for letters OCR printed as digits (in TLDs, carrier prefixes, airline codes).
    static let letterForDigit: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "O", "1": "I", "5": "S", "8": "B", "2": "Z",
    ]

    /// `text` with digits OCR printed for letters turned back into (upper-case) letters.
    static func lettersForDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { letterForDigit[$0] ?? $0 }))
    }

    /// Whether `other` is `text` read again with letters for some of the digits OCR takes them
    /// for (`4B` for `48`), and otherwise alike. Never the other way round: where a value wants a
    /// digit for a letter, its detector folds it and checks the result (`4l5-555-O199`), while a
    /// word read alone, out of its line, leans to digits (`4B` read `48`, a postcode's `SO14` `5014`).
    public static func readsLettersForDigits(_ text: String, _ other: String) -> Bool {
        let a = Array(text.unicodeScalars), b = Array(other.unicodeScalars)
        return a.count == b.count && a != b && zip(a, b).allSatisfy { $0 == $1 || digitForLetter[$1] == $0 }
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
    /// A key of `digitForLetter` (asked of every scalar of a text: no dictionary look-up).
    static func isConfusable(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "O", "o", "I", "l", "|", "S", "$", "B", "Z": true
        default: false
        }
    }

    /// `text` with every confusable letter turned into its digit (same length: offsets stay valid).
    static func foldingDigits<S: Sequence<Unicode.Scalar>>(_ text: S) -> [Unicode.Scalar] {
        text.map { digitForLetter[$0] ?? $0 }
    }

    /// The digits of `text` once confusions are folded, or nil if anything but digits, confusable
    /// letters and separators (space, hyphen, dot) remains.
    static func digits<S: Sequence<Unicode.Scalar>>(_ text: S) -> String? {
        var result = ""
        for s in text {
            if isDigit(s) {
                result.unicodeScalars.append(s)
            } else if let digit = digitForLetter[s] {
                result.unicodeScalars.append(digit)
            } else if s != " " && s != "-" && s != "." {
                return nil
            }
        }
        return result
    }

    /// The input with confusable letters folded to digits inside "numeric runs": maximal runs of
    /// digits, confusable letters and separators (a blank, hyphen, dot or bracket, or two of them
    /// with a bracket: `(S12) 555`) that hold at least `minimumDigits` real digits and no more
    /// confusable letters than digits. Same scalar count as the input.
    static func foldingNumericRuns(_ scalars: [Unicode.Scalar], minimumDigits: Int = 3) -> [Unicode.Scalar] {
        func isSeparator(_ s: Unicode.Scalar) -> Bool { " -.()".unicodeScalars.contains(s) }
        func startsNumber(_ k: Int) -> Bool { isDigit(scalars[k]) || isConfusable(scalars[k]) }
        // Two separators, one a bracket: an area code's `) ` or ` (`, not prose's `. 3`.
        func isBracketPair(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool { isSeparator(b) && (a == ")" || a == "(" || b == ")" || b == "(") }
        var result = scalars
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) || isConfusable(scalars[index]) else { index += 1; continue }
            // A run may not start inside a word: "Bob" or "Is" must stay words.
            if index > 0, scalars[index - 1].isAlphabetic, !isConfusable(scalars[index - 1]) {
                index += 1
                while index < scalars.count, scalars[index].isAlphabetic || isDigit(scalars[index]) {
                    index += 1
                }
                continue
            }
            var end = index, digits = 0, letters = 0
            while end < scalars.count {
                let s = scalars[end]
                if isDigit(s) {
                    digits += 1
                } else if isConfusable(s) {
                    letters += 1
                } else if !(isSeparator(s) && end + 1 < scalars.count && (startsNumber(end + 1)
                            || isBracketPair(s, scalars[end + 1]) && end + 2 < scalars.count && startsNumber(end + 2))) {
                    break
                }
                end += 1
            }
            // A run that ends inside a word is a word ("Oslo"), not a number.
            let endsInWord = end < scalars.count && scalars[end].isAlphabetic
            if digits >= minimumDigits, letters <= digits, !endsInWord {
                for k in index..<end { result[k] = digitForLetter[scalars[k]] ?? scalars[k] }
            }
            index = end
        }
        return result
    }

    /// Whether `a` becomes `b` by changing, adding or dropping one letter.
    static func isOneLetterApart(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        if a.count == b.count { return zip(a, b).filter { $0 != $1 }.count == 1 }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        let k = zip(short, long).prefix { $0 == $1 }.count
        return short[k...] == long[(k + 1)...]
    }
}
