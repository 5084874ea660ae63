import Foundation

/// With a CJK language and a Latin one together (`kor+eng`), a Latin word glued to a CJK
/// particle ("apt에", "gnupg를", "Incoming에서") comes out of the mixed model as digits or
/// symbols ("801 에", "80408 를", "10000100 에서"), and the CJK model reads it no better. Such a
/// word — digits in it, a CJK word right after it with no gap — is read again alone by the
/// Latin languages, as a single word, and replaced when that reading is letters, not digits:
/// "4의 배수" stays, since the Latin model reads the "4" as a digit too. A doubtful word of
/// digits and symbols standing alone among Korean words ("[-]040" for "[-]hup") is read again
/// the same way, and replaced when the Latin reading has fewer digits and is surer ("ascii85"
/// and "4" stay).
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
                || line.words.contains { isDigitsAmongKorean($0, in: line) }
        }
    }

    /// A doubtful word with two digits or more and no CJK script, on a line of Korean syllables.
    static func isDigitsAmongKorean(_ word: RecognizedWord, in line: RecognizedLine) -> Bool {
        word.confidence < ScriptReread.doubtful && digits(word.text) >= 2
            && !ScriptReread.hasCJK(word.text)
            && line.words.contains { GarbledRunReread.hasSyllable($0.text) }
    }

    /// The reading when it is one word.
    private static func only(_ reading: [RecognizedWord]) -> RecognizedWord? {
        reading.count == 1 ? reading.first : nil
    }

    private static func digits(_ text: String) -> Int {
        text.unicodeScalars.filter { $0.properties.numericType != nil }.count
    }

    /// Replaces every candidate word by what `read` (the Latin engine on the word's box) finds
    /// there, when that is a plain Latin word.
    static func reread(_ blocks: [RecognizedBlock],
                       _ read: (BoundingBox) throws(RecognitionError) -> [RecognizedWord]) throws(RecognitionError) -> [RecognizedBlock] {
        try blocks.mappingLines { line throws(RecognitionError) in
            var words = line.words
            for i in words.indices {
                let replacement: RecognizedWord?
                if i + 1 < words.count, isCandidate(words[i], before: words[i + 1], lineHeight: line.box.height) {
                    // The mixed model's box often reaches into the particle: stop where that starts.
                    var box = words[i].box
                    box.width = min(box.width, max(words[i + 1].box.x - box.x, 1))
                    replacement = try only(read(box)).flatMap { isLatinWord($0.text) ? $0 : nil }
                } else if isDigitsAmongKorean(words[i], in: line) {
                    replacement = try only(read(words[i].box)).flatMap { word in
                        GarbledRunReread.isPlainLatin(word.text) && word.text.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2
                            && digits(word.text) < digits(words[i].text) && word.confidence > words[i].confidence ? word : nil
                    }
                } else {
                    replacement = nil
                }
                if let replacement { words[i] = RecognizedWord(text: replacement.text, box: words[i].box, confidence: replacement.confidence) }
            }
            return words == line.words ? line : line.replacingWords(words)
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

/// The mixed model sometimes breaks a Latin word among Korean ones into loose Hangul letters,
/// digits and symbols ("apt-cdrom을" → "pt ㄷ ㅇ 0『007 을"): no syllable, and a bare jamo,
/// which Korean text never has. Such a run of words is read again as a line by the Latin
/// languages alone and replaced when that reading is plain Latin text and surer.
enum GarbledRunReread {
    static func hasCandidates(_ blocks: [RecognizedBlock]) -> Bool {
        blocks.flatMap(\.paragraphs).flatMap(\.lines).contains { !runs(in: $0).isEmpty }
    }

    static func reread(_ blocks: [RecognizedBlock],
                       _ readLine: (BoundingBox) throws(RecognitionError) -> [RecognizedWord]) throws(RecognitionError) -> [RecognizedBlock] {
        try blocks.mappingLines { line throws(RecognitionError) in
            var words = line.words
            // From the last run back, so earlier indices stay valid.
            for run in runs(in: line).reversed() {
                var box = BoundingBox(enclosing: words[run].map(\.box))
                // The run's last box often reaches into the particle after it: stop there.
                if run.upperBound < words.count { box.width = min(box.width, max(words[run.upperBound].box.x - box.x, 1)) }
                let reading = try readLine(box)
                let before = words[run].map(\.confidence).reduce(0, +) / Double(run.count)
                let after = reading.map(\.confidence).reduce(0, +) / Double(max(reading.count, 1))
                guard !reading.isEmpty, reading.allSatisfy({ isPlainLatin($0.text) }), after > before else { continue }
                words.replaceSubrange(run, with: reading.map { RecognizedWord(text: $0.text, box: $0.box, confidence: $0.confidence) })
            }
            return words == line.words ? line : line.replacingWords(words)
        }
    }

    /// Runs of words with no CJK syllable, at least one holding a bare jamo, on a line that
    /// has CJK syllables.
    static func runs(in line: RecognizedLine) -> [Range<Int>] {
        guard line.words.contains(where: { hasSyllable($0.text) }) else { return [] }
        var runs: [Range<Int>] = [], start: Int?
        for i in line.words.indices + [line.words.count] {
            if i < line.words.count, !hasSyllable(line.words[i].text) {
                if start == nil { start = i }
                continue
            }
            if let s = start, line.words[s..<i].contains(where: { hasJamo($0.text) }) { runs.append(s..<i) }
            start = nil
        }
        return runs
    }

    private static func hasJamo(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) || (0x3130...0x318F).contains($0.value) }
    }

    static func hasSyllable(_ text: String) -> Bool {
        text.unicodeScalars.contains { LineAssembly.Script($0) != .other && !hasJamo(String($0)) && !(0x3000...0x303F).contains($0.value) }
    }

    /// ASCII letters and digits with the punctuation of commands, options, paths and addresses.
    static func isPlainLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./@:'\"(),[]=+".unicodeScalars.contains($0)) }
    }
}
