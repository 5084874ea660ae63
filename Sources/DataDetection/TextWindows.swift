import Foundation

/// What every match of a pattern has near it: a digit, or one of a few words (also inside a
/// longer word: "15thmay" holds "may"). A cheap linear scan finds these places first and the
/// pattern runs only around them (`TextWindows`): ICU's cost is per position tried, and most of
/// a text is far from any date word or digit.
struct Anchors: Sendable {
    struct Word: Sendable {
        /// Lower case.
        let spelling: [Unicode.Scalar]
        /// Counts only as a whole word: no ASCII letter, digit or underscore (word characters to
        /// `\b` whatever else is) touches it. For a word that a rule's matches hold with `\b` or a
        /// blank at both ends and that is common inside longer ones ("in", "lent").
        let whole: Bool
    }

    let digits: Bool
    let words: [Word]
    /// Anchors a match holds as well (a digit as well as a street word): it is looked for only
    /// where it is near both.
    private(set) var alsoNear: [Anchors] = []

    init(digits: Bool = false, words: [String] = [], wholeWords: [String] = []) {
        self.digits = digits
        self.words = words.map { Word(spelling: Array($0.lowercased().unicodeScalars), whole: false) }
            + wholeWords.map { Word(spelling: Array($0.lowercased().unicodeScalars), whole: true) }
    }

    /// These anchors, and `other` too.
    func and(_ other: Anchors) -> Anchors {
        var both = self
        both.alsoNear.append(other)
        return both
    }
}

/// The parts of a text where a pattern can match: within `reach` scalars of one of its anchors
/// (and of one of each set `Anchors.and` adds), merged. A match found in them is exactly one found
/// in the whole text, as long as each match lies within `reach` of those anchors: patterns run
/// with transparent bounds (look-arounds and `\b` see past a window's edges), so only an
/// expression stretched past that, by a run of a hundred blanks, would be missed; likewise `$`
/// takes the end of a window's copy for the text's end only after such a run.
struct TextWindows {
    static let reach = 128
    /// How far past a window's edges look-arounds and `\b` see.
    static let lookaround = 128

    private let text: DetectionText
    private let count: Int
    /// The text in UTF-8 and where each scalar starts in it: a window's string is a copy of its bytes.
    private let utf8: [UInt8]
    private let utf8AtScalar: [Int]
    /// The text lower-cased scalar by scalar (offsets unchanged). ICU folds case a little more
    /// widely (the long s is an s to it): such a spelling is no anchor.
    private let lowered: [Unicode.Scalar]
    /// The windows around digits, merged once: most rules have them among their anchors.
    private let digitWindows: [Range<Int>]
    /// Where each ASCII letter is, by letter: the words are looked for only there.
    private let letterPlaces: [[Int]]

    init(_ text: DetectionText) {
        self.text = text
        count = text.count
        lowered = text.scalars.map(Self.lowercased)
        var utf8: [UInt8] = []
        var utf8AtScalar: [Int] = []
        var digitPlaces: [Range<Int>] = []
        var letterPlaces = [[Int]](repeating: [], count: 26)
        for (index, scalar) in lowered.enumerated() {
            utf8AtScalar.append(utf8.count)
            utf8.append(contentsOf: UTF8.encode(text.scalars[index])!)
            if let letter = Self.letterIndex(scalar) {
                letterPlaces[letter].append(index)
            } else if scalar.isDecimalDigit {
                digitPlaces.append(index..<(index + 1))
            }
        }
        utf8AtScalar.append(utf8.count)
        (self.utf8, self.utf8AtScalar) = (utf8, utf8AtScalar)
        self.letterPlaces = letterPlaces
        digitWindows = Self.merged(digitPlaces, count: count)
    }

    /// The matches of `regex` where a pattern with these anchors can match. Each window is
    /// searched in a copy of itself with `lookaround` more scalars either side (searching the
    /// whole text window by window would copy all of it each time).
    func matches(_ regex: NSRegularExpression, near anchors: Anchors) -> [[Range<Int>?]] {
        windows(near: anchors).flatMap { window in
            let context = max(0, window.lowerBound - Self.lookaround)..<min(count, window.upperBound + Self.lookaround)
            let string = String(decoding: utf8[utf8AtScalar[context.lowerBound]..<utf8AtScalar[context.upperBound]], as: UTF8.self)
            let offset = text.utf16Range(0..<context.lowerBound).length
            var searched = text.utf16Range(window)
            searched.location -= offset
            return regex.matches(in: string, options: [.withTransparentBounds, .withoutAnchoringBounds], range: searched)
                .map { text.groups(of: $0, shiftedBy: offset) }
        }
    }

    /// Where a pattern with these anchors can match.
    func windows(near anchors: Anchors) -> [Range<Int>] {
        var places: [Range<Int>] = []
        for word in anchors.words {
            let spelling = word.spelling
            guard let first = spelling.first else { continue }
            let candidates = Self.letterIndex(first).map { letterPlaces[$0] } ?? lowered.indices.filter { lowered[$0] == first }
            for start in candidates where start + spelling.count <= count && spells(spelling, at: start)
                && !(word.whole && (isWordCharacter(at: start - 1) || isWordCharacter(at: start + spelling.count))) {
                places.append(start..<(start + spelling.count))
            }
        }
        places.sort { $0.lowerBound < $1.lowerBound }
        let wordWindows = Self.merged(places, count: count)
        let windows = anchors.digits ? Self.union(digitWindows, wordWindows) : wordWindows
        return anchors.alsoNear.reduce(windows) { Self.intersection($0, self.windows(near: $1)) }
    }

    /// Where two lists of windows overlap.
    private static func intersection(_ a: [Range<Int>], _ b: [Range<Int>]) -> [Range<Int>] {
        var windows: [Range<Int>] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            let lower = max(a[i].lowerBound, b[j].lowerBound), upper = min(a[i].upperBound, b[j].upperBound)
            if lower < upper { windows.append(lower..<upper) }
            if a[i].upperBound < b[j].upperBound { i += 1 } else { j += 1 }
        }
        return windows
    }

    /// The places, sorted, widened by `reach` and joined where they meet.
    private static func merged(_ places: [Range<Int>], count: Int) -> [Range<Int>] {
        joined(places.map { max(0, $0.lowerBound - reach)..<min(count, $0.upperBound + reach) })
    }

    /// Two lists of windows as one.
    private static func union(_ a: [Range<Int>], _ b: [Range<Int>]) -> [Range<Int>] {
        joined((a + b).sorted { $0.lowerBound < $1.lowerBound })
    }

    /// Ranges sorted by start, joined where they overlap or touch.
    private static func joined(_ sorted: [Range<Int>]) -> [Range<Int>] {
        var windows: [Range<Int>] = []
        for range in sorted {
            if let last = windows.last, range.lowerBound <= last.upperBound {
                windows[windows.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                windows.append(range)
            }
        }
        return windows
    }

    private func spells(_ word: [Unicode.Scalar], at start: Int) -> Bool {
        for offset in 1..<word.count where lowered[start + offset] != word[offset] { return false }
        return true
    }

    private func isWordCharacter(at offset: Int) -> Bool {
        guard offset >= 0, offset < count else { return false }
        let scalar = lowered[offset]
        return Self.letterIndex(scalar) != nil || OCRRepair.isDigit(scalar) || scalar == "_"
    }

    private static func letterIndex(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 97 && scalar.value <= 122 ? Int(scalar.value - 97) : nil
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(scalar.value + 32)! : scalar
        }
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first! : scalar
    }
}
