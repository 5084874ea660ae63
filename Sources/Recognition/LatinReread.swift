import Foundation

/// With a CJK language and a Latin one together (`kor+eng`), a Latin word glued to a CJK
/// particle ("apt에", "gnupg를", "Incoming에서") comes out of the mixed model as digits or
/// symbols ("801 에", "80408 를", "10000100 에서"), and the CJK model reads it no better. Such a
/// word — digits in it, a CJK word right after it with no gap — is read again alone by the
/// Latin languages, as a single word, and replaced when that reading is letters, not digits:
/// "4의 배수" stays, since the Latin model reads the "4" as a digit too.
enum LatinReread {
    /// The non-CJK languages of a mixed set; nil when the set is not mixed.
    static func latinOnly(_ languages: [String]) -> [String]? {
        let latin = languages.filter { !ScriptReread.cjkLanguages.contains($0) }
        return latin.isEmpty || latin.count == languages.count ? nil : latin
    }

    /// Some word is worth reading again (checked before the Latin engine is made).
    static func hasCandidates(_ blocks: [RecognizedBlock]) -> Bool {
        blocks.flatMap(\.paragraphs).flatMap(\.lines).contains { line in
            zip(line.words, line.words.dropFirst()).contains { isCandidate($0, before: $1, lineHeight: line.box.height) }
        }
    }

    /// Replaces every candidate word by what `read` (the Latin engine on the word's box) finds
    /// there, when that is a plain Latin word.
    static func reread(_ blocks: [RecognizedBlock],
                       _ read: (BoundingBox) throws(RecognitionError) -> [RecognizedWord]) throws(RecognitionError) -> [RecognizedBlock] {
        try blocks.mappingLines { line throws(RecognitionError) in
            var words = line.words
            for i in words.indices.dropLast() where isCandidate(words[i], before: words[i + 1], lineHeight: line.box.height) {
                // The mixed model's box often reaches into the particle: stop where that starts.
                var box = words[i].box
                box.width = min(box.width, max(words[i + 1].box.x - box.x, 1))
                let reading = try read(box)
                guard reading.count == 1, let word = reading.first, isLatinWord(word.text) else { continue }
                words[i] = RecognizedWord(text: word.text, box: words[i].box, confidence: word.confidence)
            }
            return words == line.words ? line : RecognizedLine(box: line.box, words: words)
        }
    }

    /// Digits in a word of no CJK script, and a CJK word starting where it ends.
    static func isCandidate(_ word: RecognizedWord, before next: RecognizedWord, lineHeight: Int) -> Bool {
        let scalars = word.text.unicodeScalars
        return scalars.count >= 2 && scalars.contains { $0.properties.numericType != nil }
            && !scalars.contains { LineAssembly.Script($0) != .other }
            && next.text.unicodeScalars.first.map { LineAssembly.Script($0) != .other } == true
            && next.box.x - word.box.maxX <= lineHeight / 4
    }

    /// Letters (and the joiners of names and options: - _ . '), no digits, inside any brackets
    /// or quotes.
    static func isLatinWord(_ text: String) -> Bool {
        let core = text.trimmingCharacters(in: CharacterSet(charactersIn: "([{'\"‘“)]}’”.,:;!?"))
        let scalars = core.unicodeScalars
        return scalars.contains { $0.properties.isAlphabetic }
            && scalars.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || "-_.'".unicodeScalars.contains($0) }
    }
}
