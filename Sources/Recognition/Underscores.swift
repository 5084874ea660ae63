/// Tesseract drops the underscores of enlarged text (`snake_case_name` read `snake case name`
/// in DejaVu Sans Mono from 10 pt up, and by plain tesseract too once the text is enlarged), and
/// code, file names and variables (`LC_ALL`, `read_config_file`) lose their meaning. The ink
/// tells: an underscore is a thin stroke low in the line that fills the gap between two words,
/// with nothing over it, and stops where they start. An underline runs on under the words and
/// is no underscore.
enum Underscores {
    /// Where the stroke may lie: from this share of the line's height down, to this share below
    /// it (an underscore lies at about the descenders' depth; the next line starts further down).
    static let top = 0.7, below = 0.15
    /// The stroke covers at least this share of the gap's columns.
    static let cover = 0.7
    /// Ink is what is darker than the line's background by this share (%) of its contrast.
    static let strokeDepth = 35

    /// `words` of the line in `line` (boxes in `page`'s pixels, dark ink on light; `levels`, the
    /// line's darkest and lightest), the words an underscore joins made one.
    static func joined(_ words: [RecognizedWord], line: BoundingBox, on page: Image,
                       levels: (darkest: UInt8, lightest: UInt8)) -> [RecognizedWord] {
        // CJK characters' bottom strokes stand low in the line, and identifiers are Latin.
        guard words.count >= 2, line.height >= 6,
              !words.contains(where: { ScriptReread.hasCJK($0.text) }) else { return words }
        // The line's own word space: in a terminal's font a space and an underscore's side
        // bearings are both about a letter wide, and only the line tells them apart.
        let space = zip(words, words.dropFirst()).map { $1.box.x - $0.box.maxX }.median ?? 0
        let inkBelow = inkLevel(levels)
        var out = [words[0]]
        for word in words.dropFirst() {
            let previous = out[out.count - 1]
            // An underscore Tesseract read at a word's edge, the next word a narrow gap away
            // (`other_ value_ here`), is that stroke: the two are joined as they are.
            // A lone `_` (Python's `for _ in`) is a word of its own.
            let read = (previous.text.hasSuffix("_") || word.text.hasPrefix("_")) && previous.text != "_" && word.text != "_"
            let found = !read && hasUnderscore(between: previous, and: word, line: line, on: page, inkBelow: inkBelow)
            guard found || read && isTight(previous, word, space: space) else {
                out.append(word)
                continue
            }
            out[out.count - 1] = RecognizedWord(text: previous.text + (found ? "_" : "") + word.text,
                                                box: BoundingBox(enclosing: [previous.box, word.box]),
                                                confidence: min(previous.confidence, word.confidence))
        }
        return out
    }

    /// Closer than 0.6 of a letter (a space is nearer a whole letter), or than half the line's
    /// usual `space` between words: no space between them.
    private static func isTight(_ left: RecognizedWord, _ right: RecognizedWord, space: Int) -> Bool {
        let gap = right.box.x - left.box.maxX
        return 5 * gap * left.text.count <= 3 * left.box.width || 2 * gap <= space
    }

    /// The level under which a pixel of a line of `levels` is ink. A stroke a pixel thin,
    /// enlarged, is a band of mid grey, lighter than the letters' cores: ink is measured from the
    /// line's own background, not at half way.
    static func inkLevel(_ levels: (darkest: UInt8, lightest: UInt8)) -> UInt8 {
        UInt8(Int(levels.lightest) - strokeDepth * (Int(levels.lightest) - Int(levels.darkest)) / 100)
    }

    /// Whether an underscore fills the gap between `left` and `right`: a thin stroke low in the
    /// line covers most of it and stops within half a cell of the words' edges. `inkBelow`: the
    /// line's `inkLevel`.
    static func hasUnderscore(between left: RecognizedWord, and right: RecognizedWord, line: BoundingBox, on page: Image,
                              inkBelow: UInt8) -> Bool {
        let start = left.box.maxX, end = right.box.x, gap = end - start
        guard gap >= 2, gap <= 2 * line.height else { return false }
        let cell = Double(left.box.width) / Double(max(left.text.count, 1))
        let firstRow = line.y + Int(top * Double(line.height))
        let lastRow = min(line.maxY + Int(below * Double(line.height)), page.height - 1)
        guard firstRow <= lastRow, end <= page.width else { return false }
        let thickest = max(3, line.height / 5)
        func isInk(_ x: Int, _ y: Int) -> Bool { page.pixels[y * page.width + x] < inkBelow }
        var stroke: [Int] = []
        for y in firstRow...lastRow {
            let covered = (start..<end).filter { isInk($0, y) }.count
            if Double(covered) >= cover * Double(gap) { stroke.append(y) } else if !stroke.isEmpty { break }
        }
        guard let strokeTop = stroke.first, let strokeBottom = stroke.last, stroke.count <= thickest else { return false }
        // Nothing over it (a letter's foot beside the gap, `Z`, `L`, has its stem or diagonal),
        // nor right under it (the top of the next line's letters); the row either side of a
        // thin stroke is its own blur.
        let over = line.y..<max(line.y, strokeTop - 1), under = min(strokeBottom + 2, page.height)..<min(strokeBottom + 4, page.height)
        let inked = (start..<end).filter { x in
            isInk(x, strokeTop) && (over.contains { isInk(x, $0) } || under.contains { isInk(x, $0) })
        }.count
        guard 10 * inked <= gap else { return false }
        // Along its middle row, the stroke stops within half a cell of the words' edges.
        let row = stroke[stroke.count / 2]
        var from = (start + end) / 2, to = from
        while from > 0, isInk(from - 1, row) { from -= 1 }
        while to < page.width - 1, isInk(to + 1, row) { to += 1 }
        let slack = Int((cell / 2).rounded(.up)) + 1
        return from >= start - slack && to < end + slack
    }
}
