import Foundation

/// A Latin language with marks (Vietnamese, German, French) read alone, word by word against
/// the primary languages' reading of the same region. Read together (`vie+eng`), Tesseract
/// takes `eng`'s "nam", "tat", "Loai" for "nằm", "tắt", "Loại": English scores a word without
/// marks higher. Read alone, `vie` garbles a terminal's English option names ("--US@FTS" for
/// "--users"), which the primary reading has. So a word the marked reading read without marks
/// faces the primary reading's word in the same place, and the surer of the two is kept when
/// their letters differ; a word with marks stays ("được", where `eng` reads "dugc").
enum MarkedWordMerge {
    static func merged(_ marked: [RecognizedBlock], with primary: [RecognizedBlock]) -> [RecognizedBlock] {
        let others = primary.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        return marked.mappingLines { line in
            var words = line.words
            for index in words.indices {
                guard words[index].text.unicodeScalars.allSatisfy(\.isASCII), let other = counterpart(of: words[index], among: others),
                      LatinLanguageGuess.folded(other.text) != LatinLanguageGuess.folded(words[index].text), other.confidence > words[index].confidence else { continue }
                words[index] = RecognizedWord(text: other.text, box: words[index].box, confidence: other.confidence)
            }
            return words == line.words ? line : line.replacingWords(words)
        }
    }

    /// The one word of `others` that stands where `word` does (most of each one's width shared,
    /// on the same line); nil where words were split or joined differently.
    private static func counterpart(of word: RecognizedWord, among others: [RecognizedWord]) -> RecognizedWord? {
        func shared(_ other: RecognizedWord) -> Int { min(word.box.maxX, other.box.maxX) - max(word.box.x, other.box.x) }
        let facing = others.filter { other in
            let level = min(word.box.maxY, other.box.maxY) - max(word.box.y, other.box.y)
            return 2 * level > min(word.box.height, other.box.height) && shared(other) > 0
        }
        guard facing.count == 1, let other = facing.first else { return nil }
        return 10 * shared(other) >= 8 * max(word.box.width, other.box.width) ? other : nil
    }
}
