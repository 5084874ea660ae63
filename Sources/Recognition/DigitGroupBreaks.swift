/// A number printed in groups ("04 91 55 20 17") keeps its groups as printed: in a blurred
/// photo Tesseract sometimes joins two groups into one word ("04 91 55 2017"). Digits are of
/// one width (tabular figures) in nearly every font, so the line's other digit groups tell
/// how wide a group of so many digits is; a word of digits wider than that by about a space
/// is cut at its widest blanks, one a missing space. Measured by width, not by blanks alone:
/// in a photo the blank beside a `1` is nearly as wide as a space (11 px against 12–16).
enum DigitGroupBreaks {
    /// The least share of a space's extra width by which a word must be too wide, and by which
    /// a blank where it is cut must be wider than the blanks between digits.
    static let spaceShare = 0.6
    /// How far a cut may fall from a boundary between two digits, in digits.
    static let digitTolerance = 0.3

    /// `words` of the line in `line`, boxes in `page`'s pixels (dark ink on light).
    static func split(_ words: [RecognizedWord], line: BoundingBox, on page: Image) -> [RecognizedWord] {
        let digitWords = Set(words.indices.filter { isDigits(words[$0].text) })
        guard digitWords.count >= 3, let ink = LineInk(line: line, on: page) else { return words }
        // The spaces the line shows between neighbouring digit groups.
        let spaces = words.indices.dropFirst().filter { digitWords.contains($0) && digitWords.contains($0 - 1) }
            .compactMap { i -> Int? in
                let left = words[i - 1].box, right = words[i].box
                return left.maxX < right.x ? ink.widestBlank(from: left.maxX, to: right.x) : nil
            }
        guard let space = spaces.map(Double.init).median else { return words }
        // The blanks between the ink of each group's digits, measured once.
        var blanks: [Int: [Range<Int>]] = [:]
        for index in digitWords {
            let runs = ink.runs(from: words[index].box.x, to: words[index].box.maxX)
            blanks[index] = zip(runs, runs.dropFirst()).map { $0.upperBound..<$1.lowerBound }
        }
        var result: [RecognizedWord] = []
        for (index, word) in words.enumerated() {
            guard let own = blanks[index], word.text.count >= 3,
                  let digits = DigitSpacing(of: digitWords.subtracting([index]).map { (words[$0], blanks[$0]!) }), space > digits.blank,
                  let pieces = pieces(of: word, blanks: own, digits: digits, space: space) else {
                result.append(word)
                continue
            }
            result += pieces
        }
        return result
    }

    /// How the line's digit groups are set: the pitch of a digit, and the blank between two
    /// digits of a group.
    private struct DigitSpacing {
        let pitch: Double, blank: Double

        init?(of groups: [(word: RecognizedWord, blanks: [Range<Int>])]) {
            let blank = groups.flatMap { $0.blanks.map { Double($0.count) } }.median ?? 0
            // A group of n digits is n pitches wide less the blank after its last digit.
            guard let pitch = groups.map({ (Double($0.word.box.width) + blank) / Double($0.word.text.count) }).median else { return nil }
            (self.pitch, self.blank) = (pitch, blank)
        }
    }

    /// `word` cut at its widest blanks, as many as the spaces its width has room for beyond
    /// its digits; nil when it has no room for one or a cut falls inside a digit.
    private static func pieces(of word: RecognizedWord, blanks: [Range<Int>], digits spacing: DigitSpacing, space: Double) -> [RecognizedWord]? {
        let digits = Array(word.text)
        // What a space adds to a group's width: it stands where a blank between digits would.
        let gain = space - spacing.blank
        let extra = Double(word.box.width) - (spacing.pitch * Double(digits.count) - spacing.blank)
        let missing = Int((extra / gain).rounded())
        guard extra >= spaceShare * gain, missing >= 1, missing < digits.count else { return nil }
        let blanks = blanks.sorted { $0.count > $1.count }.prefix(missing).sorted { $0.lowerBound < $1.lowerBound }
        guard blanks.count == missing, blanks.allSatisfy({ Double($0.count) >= spacing.blank + spaceShare * gain }) else { return nil }
        var pieces: [RecognizedWord] = [], start = 0, left = word.box.x
        for (cut, blank) in blanks.enumerated() {
            // The digits left of the blank, the spaces already cut taken off its offset.
            let offset = (Double(blank.lowerBound - word.box.x) + spacing.blank - Double(cut) * gain) / spacing.pitch
            let boundary = Int(offset.rounded())
            guard abs(offset - Double(boundary)) <= digitTolerance, boundary > start, boundary < digits.count else { return nil }
            pieces.append(RecognizedWord(text: String(digits[start..<boundary]),
                                         box: BoundingBox(x: left, y: word.box.y, width: blank.lowerBound - left, height: word.box.height),
                                         confidence: word.confidence))
            (start, left) = (boundary, blank.upperBound)
        }
        pieces.append(RecognizedWord(text: String(digits[start...]),
                                     box: BoundingBox(x: left, y: word.box.y, width: word.box.maxX - left, height: word.box.height),
                                     confidence: word.confidence))
        return pieces
    }

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
}
