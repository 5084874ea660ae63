import Recognition

/// Columns the layout left inside one paragraph: an address printed beside a phone column reads
/// "12 ter rue des Lilas Tél. 05 61 22 48 90" / "31000 TOULOUSE Fax +33 5…", which no detector
/// can take apart. Where two lines or more have a wide gap at the same place and no word of the
/// paragraph crosses it, each column becomes a paragraph of its own, so that its lines follow
/// one another in the text.
enum ColumnSplit {
    /// A gap between two words this many times the line's text height is a gutter, not a space.
    static let gutterHeights = 3

    static func splittingColumns(_ analysis: ImageAnalysis) -> ImageAnalysis {
        var split = analysis
        for b in split.blocks.indices {
            split.blocks[b].paragraphs = split.blocks[b].paragraphs.flatMap(columns(of:))
        }
        return split
    }

    /// The paragraph's columns left to right, or the paragraph itself when it has none.
    static func columns(of paragraph: RecognizedParagraph) -> [RecognizedParagraph] {
        // A line whose text is not its words' (re-read by NumberRecheck, or Hangul and CJK joined
        // without spaces) cannot be cut at a word.
        guard paragraph.lines.count >= 2,
              paragraph.lines.allSatisfy({ $0.text == $0.words.map(\.text).joined(separator: " ") })
        else { return [paragraph] }
        let cuts = gutters(of: paragraph)
        guard !cuts.isEmpty else { return [paragraph] }
        let bounds = [Int.min] + cuts + [Int.max]
        return zip(bounds, bounds.dropFirst()).compactMap { left, right in
            let lines = paragraph.lines.compactMap { line -> RecognizedLine? in
                // A word across a gutter (on a full-width line above or below the columns) goes
                // to the column it starts in.
                let words = line.words.filter { $0.box.x >= left && $0.box.x < right }
                guard !words.isEmpty else { return nil }
                var part = line
                part.text = words.map(\.text).joined(separator: " ")
                part.box = BoundingBox(enclosing: words.map(\.box))
                part.confidence = words.map(\.confidence).min() ?? line.confidence
                part.words = words
                return part
            }
            guard !lines.isEmpty else { return nil }
            var column = paragraph
            column.lines = lines
            column.box = BoundingBox(enclosing: lines.map(\.box))
            return column
        }
    }

    /// The x of each gutter, left to right: the middle of a wide gap that at least two lines
    /// show and that no word crosses from the first of those lines to the last. A line above or
    /// below them may cross it: a full-width line (a web address under an address and its phone
    /// column) does not make the columns one.
    static func gutters(of paragraph: RecognizedParagraph) -> [Int] {
        let lines = paragraph.lines
        var cuts: [Int] = []
        for line in lines {
            let height = line.words.map(\.box.height).max() ?? line.box.height
            for (left, right) in zip(line.words, line.words.dropFirst())
            where right.box.x - left.box.maxX > gutterHeights * height {
                let middle = (left.box.maxX + right.box.x) / 2
                guard !cuts.contains(where: { abs($0 - middle) < right.box.x - left.box.maxX }) else { continue }
                let across = lines.indices.filter { index in
                    lines[index].words.contains { $0.box.maxX <= middle } && lines[index].words.contains { $0.box.x >= middle }
                }
                guard across.count >= 2, let first = across.first, let last = across.last,
                      !lines[first...last].contains(where: { line in
                          line.words.contains { $0.box.x < middle && middle < $0.box.maxX }
                      }) else { continue }
                cuts.append(middle)
            }
        }
        return cuts.sorted()
    }
}
