/// Word boxes and word breaks of a CJK line checked against the ink on the page, where
/// Tesseract's own boxes mislead `LineAssembly`'s spacing:
/// - Tesseract's box for a word of several syllables sometimes holds only its last one (in a
///   terminal font, "니다" boxed around 다 alone), and the gap left over looks like a space.
///   Ink beside a CJK word that neither neighbour's box covers, as wide as part of a
///   syllable, goes to the nearer word.
/// - In a terminal font the syllables of one Korean word stand a cell apart, as far as words
///   in a proportional font, and Tesseract splits some words into syllables ("항 목") while
///   it keeps others whole ("시간순"). The breaks inside the line's whole words show its
///   letter spacing; Hangul words parted by no more than that are one word.
enum InkWordBreaks {
    /// `words` of the line in `line`, boxes in `page`'s pixels (dark ink on light), and the
    /// line's letter spacing in those pixels where a word of several syllables shows it.
    static func checked(_ words: [RecognizedWord], line: BoundingBox, on page: Image) -> (words: [RecognizedWord], letterSpacing: Int?) {
        guard words.count > 1, words.contains(where: { Self.isCJK($0.text.unicodeScalars.first) }),
              let ink = LineInk(line: line, on: page) else { return (words, nil) }
        let claimed = Self.claimingOrphanInk(words, ink)
        guard let letterSpacing = Self.letterSpacing(claimed, ink) else { return (claimed, nil) }
        return (Self.joined(claimed, atMost: letterSpacing, ink), letterSpacing)
    }

    private static func claimingOrphanInk(_ words: [RecognizedWord], _ ink: LineInk) -> [RecognizedWord] {
        var words = words
        for index in words.indices.dropFirst() {
            let left = words[index - 1].box, right = words[index].box
            guard right.x - left.maxX >= 2, Self.isCJK(words[index - 1].text.unicodeScalars.last)
                    || Self.isCJK(words[index].text.unicodeScalars.first) else { continue }
            let runs = ink.runs(from: left.maxX, to: right.x)
            // A missed syllable, not a sliver of a neighbour's stroke the box left out.
            guard 4 * runs.map(\.count).reduce(0, +) >= ink.lineHeight else { continue }
            // Nearer to the left word's edge than to the right's: the left word's ink.
            let isLeft = { (run: Range<Int>) in run.lowerBound - left.maxX < right.x - run.upperBound }
            if let end = runs.filter(isLeft).map(\.upperBound).max() { words[index - 1].box.width = end - left.x }
            if let start = runs.filter({ !isLeft($0) }).map(\.lowerBound).min() {
                words[index].box = BoundingBox(x: start, y: right.y, width: right.maxX - start, height: right.height)
            }
        }
        return words
    }

    /// Hangul syllables are square: a whole word of n syllables breaks between them at every
    /// n-th of its width, and the blank there is a sample of the letter spacing (a gap inside a
    /// syllable, between 니's ㄴ and ㅣ, lies elsewhere). The widest sample is the spacing,
    /// leaving out those over half as much again as their median (a word Tesseract glued
    /// across a space: a space is twice the letter spacing in a terminal). Nil below two samples.
    private static func letterSpacing(_ words: [RecognizedWord], _ ink: LineInk) -> Int? {
        var samples: [Int] = []
        for word in words where word.text.unicodeScalars.allSatisfy(Self.isHangul) {
            let count = word.text.unicodeScalars.count
            guard count >= 2 else { continue }
            let runs = ink.runs(from: word.box.x, to: word.box.maxX)
            let blanks = zip(runs, runs.dropFirst()).map { $0.upperBound..<$1.lowerBound }
            let pitch = Double(word.box.width) / Double(count)
            for syllable in 1..<count {
                let edge = Double(word.box.x) + pitch * Double(syllable)
                let near = blanks.filter { Double($0.lowerBound) - pitch / 4 <= edge && edge <= Double($0.upperBound) + pitch / 4 }
                samples.append(near.map(\.count).max() ?? 0)
            }
        }
        guard samples.count >= 2, let median = samples.median else { return nil }
        return samples.filter { 2 * $0 <= 3 * median }.max()
    }

    private static func joined(_ words: [RecognizedWord], atMost letterSpacing: Int, _ ink: LineInk) -> [RecognizedWord] {
        var joined = [words[0]]
        for word in words.dropFirst() {
            let last = joined[joined.count - 1]
            // Overlapping boxes say nothing about spacing (and their union would reach on).
            if last.box.maxX <= word.box.x, ink.widestBlank(from: last.box.maxX, to: word.box.x) <= letterSpacing,
               last.text.unicodeScalars.last.map(Self.isHangul) == true, word.text.unicodeScalars.first.map(Self.isHangul) == true {
                let characters = Double(last.text.count + word.text.count)
                let confidence = (last.confidence * Double(last.text.count) + word.confidence * Double(word.text.count)) / characters
                joined[joined.count - 1] = RecognizedWord(text: last.text + word.text, box: BoundingBox(enclosing: [last.box, word.box]),
                                                          confidence: confidence)
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    private static func isCJK(_ scalar: Unicode.Scalar?) -> Bool {
        scalar.map { LineAssembly.Script($0) != .other } ?? false
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool { LineAssembly.Script(scalar) == .hangul }
}
