/// With a CJK language and a Latin one together (`kor+eng`), Tesseract's mixed model often
/// reads a Hangul word as Latin letters ("뭔가를" → "HAS", "이 문제는" → "이 SAE"), which the
/// CJK model alone reads right — while it loses every Latin word ("gnupg" → "80408"). So the
/// page is read again with the CJK languages alone, and a word of the mixed reading that has
/// no CJK character is replaced by the CJK reading of the same place when that reading is
/// all CJK script and surer (where the CJK model reads digits or symbols, the place holds
/// Latin text); every other word stays as the mixed model read it.
enum ScriptReread {
    static let cjkLanguages: Set<String> = ["kor", "kor_vert", "jpn", "jpn_vert", "chi_sim", "chi_sim_vert", "chi_tra", "chi_tra_vert"]

    /// The CJK languages of a mixed set; nil when the set is not mixed.
    static func cjkOnly(_ languages: [String]) -> [String]? {
        let cjk = languages.filter(cjkLanguages.contains)
        return cjk.isEmpty || cjk.count == languages.count ? nil : cjk
    }

    /// Worth a second reading: some words are CJK, and some other word is doubtful.
    static func isWorthRereading(_ blocks: [RecognizedBlock]) -> Bool {
        let words = blocks.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        return words.contains { isCJK($0.text) } && words.contains { !hasCJK($0.text) && $0.confidence < doubtful }
    }

    static let doubtful = 0.9

    static func merge(_ blocks: [RecognizedBlock], with cjkReading: [RecognizedBlock]) -> [RecognizedBlock] {
        let candidates = cjkReading.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        var used = Set<Int>()
        return blocks.mappingLines { line in
            var words: [RecognizedWord] = []
            for word in line.words {
                let overlapping = candidates.indices.filter { !used.contains($0) && overlaps(candidates[$0].box, word.box) }
                let replacement = overlapping.map { candidates[$0] }.sorted { $0.box.x < $1.box.x }
                let surer = replacement.map(\.confidence).reduce(0, +) / Double(max(replacement.count, 1)) > word.confidence
                // Where the CJK model too reads anything but CJK script, the place holds Latin text.
                if !hasCJK(word.text), !replacement.isEmpty, replacement.allSatisfy({ isCJK($0.text) }),
                   (word.confidence < doubtful && surer) || hasSquareCells(word, seen: replacement, in: line) {
                    used.formUnion(overlapping)
                    words += replacement
                } else {
                    words.append(word)
                }
            }
            return words == line.words ? line : line.replacingWords(words)
        }
    }

    /// Latin letters as wide as the line's CJK characters, where the CJK model sees two or more
    /// of them: CJK glyphs' square cells. A Latin letter is half a cell in a terminal and at most
    /// `latinLetter` of it in proportional fonts (capitals the widest). The mixed model reads
    /// "次の" as a sure "RO", "疎な" as "BRU"; "tty를" as "ttyS" (letters of half a cell) stays.
    static func hasSquareCells(_ word: RecognizedWord, seen cjk: [RecognizedWord], in line: RecognizedLine) -> Bool {
        let cells = cjk.map { $0.text.unicodeScalars.filter { !$0.properties.isWhitespace }.count }.reduce(0, +)
        let letters = word.text.unicodeScalars.count
        guard cells >= 2, letters >= 2, word.text.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        return Double(word.box.width) >= latinLetter * Double(letters) * cellWidth(of: line)
    }

    static let latinLetter = 0.7

    /// The median width of a character of the line's CJK words; the line's height without them.
    private static func cellWidth(of line: RecognizedLine) -> Double {
        line.words.filter { isCJK($0.text) }.map { Double($0.box.width) / Double($0.text.unicodeScalars.count) }.median
            ?? Double(line.box.height)
    }

    /// The two boxes share at least half of the smaller one (a word of one reading lies in
    /// the other's word).
    private static func overlaps(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x), height = min(a.maxY, b.maxY) - max(a.y, b.y)
        guard width > 0, height > 0 else { return false }
        return 2 * width * height >= min(a.width * a.height, b.width * b.height)
    }

    /// Any Chinese, Japanese or Korean character in `text`.
    static func hasCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { LineAssembly.Script($0) != .other }
    }

    /// Mostly CJK characters.
    static func isCJK(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        return !scalars.isEmpty && 2 * scalars.filter { LineAssembly.Script($0) != .other }.count >= scalars.count
    }
}
