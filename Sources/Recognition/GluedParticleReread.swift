/// With a CJK language and a Latin one together (`kor+eng`), a Latin word with a Korean
/// particle glued to it ("apt에", "AutoRemover가", "CD를", "ASCII로") often comes out of the
/// mixed model as one Latin word whose particle is read as letters or symbols ("aptol]",
/// "AutoRemover7}", "CDS", "ASCIIZ"). The CJK model alone reads the particle right (and the
/// Latin part as digits): where its reading of such a word ends in a few sure CJK characters,
/// the word is cut there, the Latin languages read the part before the cut, and the word
/// becomes that Latin text with the CJK model's ending.
enum GluedParticleReread {
    /// A Korean particle or verb ending glued to a word is one to three syllables long.
    static let longestEnding = 3
    /// Each character of the ending must be this sure: the CJK model reads Latin letters as
    /// digits and symbols, rarely as a confident syllable.
    static let sureEnough = 0.8
    /// The Latin reading of the part before the cut must be this sure: where there is no
    /// particle (a Latin word's last letters taken for a syllable, "hupcl" → "hup디") it is not.
    static let sureLatin = 0.8

    static func hasCandidates(_ blocks: [RecognizedBlock]) -> Bool {
        blocks.flatMap(\.paragraphs).flatMap(\.lines).contains { line in line.words.indices.contains { isCandidate($0, in: line) } }
    }

    /// `symbols`: the CJK engine's characters in a box; `latinWord`: the Latin engine's words
    /// in a box read as one word.
    static func reread(_ blocks: [RecognizedBlock],
                       symbols: (BoundingBox) throws(RecognitionError) -> [RecognizedWord],
                       latinWord: (BoundingBox) throws(RecognitionError) -> [RecognizedWord]) throws(RecognitionError) -> [RecognizedBlock] {
        try blocks.mappingLines { line throws(RecognitionError) in
            var words = line.words
            for i in words.indices where isCandidate(i, in: line) {
                let read = try symbols(words[i].box).filter { !$0.text.allSatisfy(\.isWhitespace) }
                guard let ending = ending(of: read) else { continue }
                // The CJK model may take a Latin letter or two into the ending ("er가" →
                // "아가"): each shorter ending is tried too, and the cut whose part before it
                // the Latin languages read surest wins.
                var best: (text: String, confidence: Double)?
                for start in ending {
                    var head = words[i].box
                    head.width = read[start].box.x - head.x
                    guard 2 * head.width >= line.box.height else { continue }
                    let latin = try latinWord(head)
                    guard latin.count == 1, let word = latin.first, word.confidence >= sureLatin, isLatinText(word.text),
                          word.confidence > best?.confidence ?? 0 else { continue }
                    let tail = read[start...]
                    best = (word.text + tail.map(\.text).joined(), min(word.confidence, tail.map(\.confidence).min()!))
                }
                if let best { words[i] = RecognizedWord(text: best.text, box: words[i].box, confidence: best.confidence) }
            }
            return words == line.words ? line : line.replacingWords(words)
        }
    }

    /// A doubtful word of no CJK script on a line of Korean (or other CJK) syllables, with no
    /// CJK word right after it (that is its particle, read already: see LatinReread).
    static func isCandidate(_ index: Int, in line: RecognizedLine) -> Bool {
        let word = line.words[index]
        guard word.confidence < ScriptReread.doubtful, word.text.unicodeScalars.count >= 2,
              !ScriptReread.hasCJK(word.text),
              line.words.contains(where: { GarbledRunReread.hasSyllable($0.text) }) else { return false }
        guard index + 1 < line.words.count else { return true }
        let next = line.words[index + 1]
        return !GarbledRunReread.hasSyllable(next.text) || next.box.x - word.box.maxX > line.box.height / 4
    }

    /// The CJK characters that end `symbols` after something that is not CJK, when there are
    /// one to three of them and each is sure.
    static func ending(of symbols: [RecognizedWord]) -> Range<Int>? {
        let start = (symbols.lastIndex { !GarbledRunReread.hasSyllable($0.text) } ?? -1) + 1
        guard start > 0, start < symbols.count, symbols.count - start <= longestEnding,
              symbols[start...].allSatisfy({ $0.confidence >= sureEnough }) else { return nil }
        return start..<symbols.count
    }

    /// ASCII text with two letters or more: a name, a command, an option, an address.
    private static func isLatinText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII && !$0.properties.isWhitespace }
            && text.unicodeScalars.filter { $0.properties.isAlphabetic }.count >= 2
    }
}
