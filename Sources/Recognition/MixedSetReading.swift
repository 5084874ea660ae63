/// A mixed set (`kor+eng`) read as its two halves: the CJK languages alone and the Latin
/// languages alone, each over the whole page, then word by word the better of the two. That is
/// what Tesseract's mixed model does on nearly every line of such text (each line read by both
/// models, the surer words kept), at the cost of both, on one core; read apart, the halves run
/// on two cores, and the CJK half is the reading `ScriptReread` wants anyway, instead of a
/// third reading.
enum MixedSetReading {
    /// `cjk`'s blocks, paragraphs and lines, each line's words chosen between the two readings;
    /// a line with no CJK syllable is the Latin reading's.
    /// A CJK word of two syllables or more is kept, and a Latin word half over such words is left
    /// out: the Latin model cannot read CJK script, only invent letters there, often surely
    /// ("뭔가를" read "HAS"); so is a one-syllable word fairly sure or surer than they. What
    /// the CJK model makes of Latin letters (digits, brackets, a lone jamo: "--0680109" for
    /// "--heading") is no such word. The other words go in runs, the smallest groups of both
    /// readings' words whose ends meet; a run is the Latin reading's where its words are surer
    /// (by their confidence per character) and cover half of the CJK reading's at least, as
    /// Tesseract's mixed model weighs runs; a run read alike by both is as sure as both together.
    /// A CJK word half under the Latin words put in goes (a particle read glued to a Latin word,
    /// which `GluedParticleReread` parts). Latin words where the CJK model saw nothing are kept
    /// when fairly sure.
    static func merged(cjk: [RecognizedBlock], latin: [RecognizedBlock]) -> [RecognizedBlock] {
        let hasSyllable = { (line: RecognizedLine) in line.words.contains { GarbledRunReread.hasSyllable($0.text) } }
        // A page with no CJK syllable is Latin text: the Latin reading's own lines and paragraphs.
        guard cjk.flatMap(\.paragraphs).flatMap(\.lines).contains(where: hasSyllable) else { return latin.isEmpty ? cjk : latin }
        var latinWords = latin.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        return cjk.mappingLines { line in
            let theirs = ReadingRuns.taken(from: &latinWords, for: line.box)
            guard !theirs.isEmpty else { return line }
            if !hasSyllable(line) { return RecognizedLine(box: line.box, words: theirs, letterSpacing: nil) }
            let held = line.words.filter { word in isKept(word, against: theirs.filter { overlap($0.box, word.box) > 0 }) }
            let candidates = theirs.filter { word in 2 * held.map { overlap($0.box, word.box) }.reduce(0, +) < word.box.width }
            var putIn: [RecognizedWord] = [], replaced: [RecognizedWord] = []
            for (cjk, latin) in ReadingRuns.runs(line.words.filter { !held.contains($0) }, candidates, slack: line.box.height / 8) where !latin.isEmpty {
                if cjk.map(\.text) == latin.map(\.text) {
                    (putIn, replaced) = (putIn + ReadingRuns.agreed(cjk, latin), replaced + cjk)
                    continue
                }
                let isSurer = cjk.isEmpty ? ReadingRuns.sureness(latin) >= alone && covered(held, by: latin) == 0
                    : ReadingRuns.sureness(latin) > ReadingRuns.sureness(cjk) && 2 * covered(cjk, by: latin) >= cjk.map(\.box.width).reduce(0, +)
                if isSurer { (putIn, replaced) = (putIn + latin, replaced + cjk) }
            }
            guard !putIn.isEmpty else { return line }
            let kept = line.words.filter { word in
                held.contains(word) ? 2 * covered([word], by: putIn) < word.box.width : !replaced.contains(word)
            }
            return line.replacingWords((kept + putIn).sorted { $0.box.x < $1.box.x })
        }
    }

    /// How much of `words`' width the `others` cover.
    private static func covered(_ words: [RecognizedWord], by others: [RecognizedWord]) -> Int {
        words.map { word in others.map { overlap($0.box, word.box) }.reduce(0, +) }.reduce(0, +)
    }

    /// A Latin word where the CJK model saw nothing is put in when this sure.
    static let alone = 0.6

    /// A word of CJK script, two syllables or more, or one fairly sure or surer than every Latin
    /// word over it (the CJK model reads `-H,` as a doubtful `개,`).
    private static func isKept(_ word: RecognizedWord, against latin: [RecognizedWord]) -> Bool {
        guard ScriptReread.isCJK(word.text) else { return false }
        let syllables = word.text.unicodeScalars.filter { GarbledRunReread.hasSyllable(String($0)) }.count
        return syllables >= 2 || syllables == 1 && (word.confidence >= alone || latin.allSatisfy { word.confidence >= $0.confidence })
    }

    /// How far the two boxes overlap across.
    private static func overlap(_ a: BoundingBox, _ b: BoundingBox) -> Int {
        max(0, min(a.maxX, b.maxX) - max(a.x, b.x))
    }
}
