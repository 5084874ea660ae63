import Recognition

/// Columns the layout left inside one paragraph: an address printed beside a phone column reads
/// "12 ter rue des Lilas Tél. 05 61 22 48 90" / "31000 TOULOUSE Fax +33 5…", which no detector
/// can take apart. Where two lines or more have a wide gap at the same place and no word of the
/// lines between them crosses it, those lines become one paragraph per column, so that a
/// column's lines follow one another in the text; full-width lines above and below (a heading,
/// a web address under the columns) stay whole, before and after them.
enum ColumnSplit {
    /// A gap between two words this many times the line's text height is a gutter, not a space.
    static let gutterHeights = 3

    /// Tesseract may cut columns into blocks where a line of one column is missing (an address
    /// of four lines beside three phone lines): paragraphs stacked right under one another,
    /// of every two one with a gutter-wide gap, are cut as one, their pieces put in the first
    /// one's block. The other's lines need only leave the gutter free (`gutter(of:)`): the
    /// longest line of a column comes nearest the next one (`Harbour Road` 51 px from `Order`,
    /// three text heights).
    static func splittingColumns(_ analysis: ImageAnalysis) -> ImageAnalysis {
        let slots = analysis.blocks.indices.flatMap { b in analysis.blocks[b].paragraphs.map { (block: b, paragraph: $0) } }
        let cells = Set(analysis.blocks.indices.filter { b in
            analysis.blocks[b].region.map { analysis.regions.indices.contains($0) && analysis.regions[$0].table != nil } ?? false
        })
        var paragraphs = [[RecognizedParagraph]](repeating: [], count: analysis.blocks.count)
        var first = 0
        while first < slots.count {
            var end = first + 1
            while end < slots.count, !cells.contains(slots[first].block), !cells.contains(slots[end].block),
                  hasWideGap(slots[end - 1].paragraph) || hasWideGap(slots[end].paragraph),
                  isStacked(slots[end].paragraph, under: slots[end - 1].paragraph) { end += 1 }
            let stack = slots[first..<end].map(\.paragraph)
            if stack.count > 1, let merged = piece(of: stack[0], stack.flatMap(\.lines)),
               case let pieces = columns(of: merged), pieces.count > 1 {
                paragraphs[slots[first].block] += pieces
                first = end
            } else {
                paragraphs[slots[first].block] += columns(of: slots[first].paragraph)
                first += 1
            }
        }
        var split = analysis
        for b in split.blocks.indices { split.blocks[b].paragraphs = paragraphs[b] }
        return split
    }

    private static func hasWideGap(_ paragraph: RecognizedParagraph) -> Bool {
        paragraph.lines.contains { !$0.wideGaps.isEmpty }
    }

    /// Whether `lower` starts within two of `upper`'s line heights under it, side by side with it.
    private static func isStacked(_ lower: RecognizedParagraph, under upper: RecognizedParagraph) -> Bool {
        let lineHeight = upper.lines.last?.box.height ?? 0
        return lower.box.y >= upper.box.maxY - lineHeight / 2 && lower.box.y - upper.box.maxY <= 2 * lineHeight
            && lower.box.x < upper.box.maxX && upper.box.x < lower.box.maxX
    }

    /// The paragraph in reading order: its lines above the columns, each column left to right
    /// (itself cut where it holds columns again), its lines below; or the paragraph itself.
    static func columns(of paragraph: RecognizedParagraph) -> [RecognizedParagraph] {
        guard paragraph.lines.count >= 2, let (middle, rows) = gutter(of: paragraph.lines) else { return [paragraph] }
        let lines = paragraph.lines
        let left = lines[rows].compactMap { $0.keeping { $0.box.x < middle } }
        let right = lines[rows].compactMap { $0.keeping { $0.box.x >= middle } }
        return [piece(of: paragraph, Array(lines[..<rows.lowerBound]))].compactMap { $0 }
            + [left, right].compactMap { piece(of: paragraph, $0) }.flatMap(columns(of:))
            + [piece(of: paragraph, Array(lines[rows.upperBound...]))].compactMap { $0 }.flatMap(columns(of:))
    }

    /// The first gutter found, top to bottom and left to right: a wide gap between two words,
    /// narrowed to the blank that the lines around it share (at least a text height wide), and
    /// those lines, at least two of them with words on both sides. A line whose text is not its
    /// words' in order (re-read whole by NumberRecheck) cannot be cut at a word: it ends the
    /// lines around a gutter.
    static func gutter(of lines: [RecognizedLine]) -> (middle: Int, rows: Range<Int>)? {
        let uncut = lines.map { $0.wordRanges == nil }
        for (index, line) in lines.enumerated() where !uncut[index] {
            let height = line.textHeight
            for (left, right) in line.wideGaps {
                var blank = left.box.maxX..<right.box.x
                // The blank narrowed to what `row` leaves free of its words too, nil when too narrow.
                func shared(with row: Int) -> Range<Int>? {
                    guard !uncut[row] else { return nil }
                    var free = blank
                    for word in lines[row].words where word.box.x < free.upperBound && free.lowerBound < word.box.maxX {
                        // The blank keeps its wider side of the word.
                        let before = free.lowerBound..<max(free.lowerBound, word.box.x)
                        let after = min(free.upperBound, word.box.maxX)..<free.upperBound
                        free = before.count >= after.count ? before : after
                    }
                    return free.count >= height ? free : nil
                }
                var first = index, last = index
                while first > 0, let narrower = shared(with: first - 1) { blank = narrower; first -= 1 }
                while last + 1 < lines.count, let narrower = shared(with: last + 1) { blank = narrower; last += 1 }
                let middle = (blank.lowerBound + blank.upperBound) / 2
                let besides = lines[first...last].filter { line in
                    line.words.contains { $0.box.maxX <= middle } && line.words.contains { $0.box.x >= middle }
                }
                if besides.count >= 2 { return (middle, first..<last + 1) }
            }
        }
        return nil
    }

    /// `lines` as a paragraph of their own, nil for none.
    private static func piece(of paragraph: RecognizedParagraph, _ lines: [RecognizedLine]) -> RecognizedParagraph? {
        guard !lines.isEmpty else { return nil }
        var piece = paragraph
        piece.lines = lines
        piece.box = BoundingBox(enclosing: lines.map(\.box))
        return piece
    }
}

private extension RecognizedLine {
    /// Its words' usual (median) height, the line's own where it has no words: in a photo a long
    /// word's box grows with the tilt (`Southampton` 21 px where its neighbours are 16).
    var textHeight: Int { words.map(\.box.height).median ?? box.height }

    /// The neighbouring words with a gutter-wide gap between them, left to right.
    var wideGaps: [(RecognizedWord, RecognizedWord)] {
        zip(words, words.dropFirst()).filter { $1.box.x - $0.box.maxX > ColumnSplit.gutterHeights * textHeight }
    }

    /// Where each word's text lies in the line's text; nil unless the text is the words in order
    /// with at most blanks between them (none between Chinese or Japanese characters).
    var wordRanges: [Range<String.Index>]? {
        var ranges: [Range<String.Index>] = [], at = text.startIndex
        for word in words {
            while at < text.endIndex, text[at] == " " { at = text.index(after: at) }
            guard !word.text.isEmpty, text[at...].hasPrefix(word.text) else { return nil }
            let end = text.index(at, offsetBy: word.text.count)
            ranges.append(at..<end)
            at = end
        }
        return at == text.endIndex ? ranges : nil
    }

    /// The line with only the words `keep` takes (a run of them: one side of a gutter), its
    /// text cut from the line's so that the blanks between them stay as they were; nil for none.
    func keeping(_ keep: (RecognizedWord) -> Bool) -> RecognizedLine? {
        let indices = words.indices.filter { keep(words[$0]) }
        guard let first = indices.first, let last = indices.last, let ranges = wordRanges else { return nil }
        let kept = indices.map { words[$0] }
        var part = self
        part.text = String(text[ranges[first].lowerBound..<ranges[last].upperBound])
        part.box = BoundingBox(enclosing: kept.map(\.box))
        part.confidence = kept.map(\.confidence).min() ?? confidence
        part.words = kept
        return part
    }
}
