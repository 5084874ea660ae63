/// Two readings of one line weighed against each other run by run (`MixedSetReading`,
/// `ScriptModelReading`), as Tesseract's mixed models weigh their languages' words.
enum ReadingRuns {
    /// The words of the other reading that belong to `line`, their middles in it, taken out of
    /// `words`: each goes to one line only.
    static func taken(from words: inout [RecognizedWord], for line: BoundingBox) -> [RecognizedWord] {
        let isInLine = { (word: RecognizedWord) in (line.y..<line.maxY).contains(word.box.y + word.box.height / 2) }
        defer { words.removeAll(where: isInLine) }
        return words.filter(isInLine)
    }

    /// Two readings' words of a line in runs, left to right: a run ends where no word of either
    /// reading crosses by more than `slack` (boxes of neighbours touch: `:` beside `apt`).
    static func runs(_ first: [RecognizedWord], _ second: [RecognizedWord], slack: Int) -> [(first: [RecognizedWord], second: [RecognizedWord])] {
        let words = (first.map { ($0, true) } + second.map { ($0, false) }).sorted { $0.0.box.x < $1.0.box.x }
        var runs: [(first: [RecognizedWord], second: [RecognizedWord])] = []
        var end = Int.min
        for (word, isFirst) in words {
            if word.box.x + slack >= end { runs.append(([], [])) }
            end = max(end, word.box.maxX)
            if isFirst { runs[runs.count - 1].first.append(word) } else { runs[runs.count - 1].second.append(word) }
        }
        return runs
    }

    /// The words' confidence per character.
    static func sureness(_ words: [RecognizedWord]) -> Double {
        let characters = words.map(\.text.count).reduce(0, +)
        return characters == 0 ? 0 : words.map { $0.confidence * Double($0.text.count) }.reduce(0, +) / Double(characters)
    }

    /// A run both readings read alike, as sure as both together: two models that err apart.
    static func agreed(_ first: [RecognizedWord], _ second: [RecognizedWord]) -> [RecognizedWord] {
        zip(first, second).map { RecognizedWord(text: $0.text, box: $0.box, confidence: 1 - (1 - $0.confidence) * (1 - $1.confidence)) }
    }
}
