/// Where a prepared page's lines of text lie, told by its own ink. Tesseract finds the rows of
/// a uniform block from the block itself, and lines of square CJK glyphs set close together (a
/// terminal's, a few pixels apart) it may take for other rows, read out of order and unsure of
/// every word (`을 } 때 만 J 수` first, for a line of `경고: --retry는 무시합니다`).
enum InkRows {
    /// The rows of `page`'s text, top to bottom, each down to half way to its neighbours and
    /// half a line beyond its ink to the sides; none when a row is too short to be a line of
    /// text (a speck, a rule's remains) or there is a single one.
    static func rows(of page: PreparedPage) -> [BoundingBox] {
        let (width, height) = (page.image.width, page.image.height)
        let glyphs = InkComponents(page.image) { $0 < 128 }.components
        let lines = TextLayout(glyphs, imageWidth: width, imageHeight: height).lines
        let spans = lines.map { line in
            (top: line.map(\.minY).min()!, bottom: line.map(\.maxY).max()! + 1, left: line.map(\.minX).min()!, right: line.map(\.maxX).max()! + 1)
        }
        guard spans.count >= 2, let lineHeight = spans.map({ $0.bottom - $0.top }).median,
              spans.allSatisfy({ 2 * ($0.bottom - $0.top) >= lineHeight }) else { return [] }
        return spans.indices.map { index in
            let span = spans[index]
            let top = index == 0 ? max(0, span.top - lineHeight / 2) : (spans[index - 1].bottom + span.top) / 2
            let bottom = index == spans.count - 1 ? min(height, span.bottom + lineHeight / 2) : (span.bottom + spans[index + 1].top) / 2
            // Never the page's whole width: Tesseract read such a rectangle of an odd-width page
            // from elsewhere on the page (line 5's words for line 1's row).
            let left = max(1, span.left - lineHeight / 2), right = min(width - 1, span.right + lineHeight / 2)
            return BoundingBox(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// Whether Tesseract's lines (`blocks`, levelled pixels) are other than `rows` (the page's
    /// pixels): another count, or a line whose middle lies outside its row.
    static func disagree(_ blocks: [RecognizedBlock], with rows: [BoundingBox], on page: PreparedPage) -> Bool {
        let lines = blocks.flatMap(\.paragraphs).flatMap(\.lines)
        guard lines.count == rows.count else { return true }
        return zip(lines, rows).contains { line, row in
            let box = page.geometry.page(line.box)
            return !(row.y..<row.maxY).contains(box.y + box.height / 2)
        }
    }
}
