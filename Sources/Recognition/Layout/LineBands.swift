/// A region of many lines is read as a few bands of whole lines, one per core, instead of
/// waiting on one core: a crop (one region) would otherwise leave the others idle, and a
/// large window would be read long after its small neighbours. Bands are cut across rows
/// with no ink at all in the box, so no glyph is split, and hold about the same amount of ink.
extension PageLayout {
    /// Lines of text a band holds at least: Tesseract finds the rows of a block from its
    /// lines, and with two, one of them short (a paragraph's last word, "다."), it took them
    /// for steep rows and read the block in vertical pieces.
    static let linesPerBand = 3

    /// `box` (page pixels) cut into at most `count` bands, top to bottom; `box` alone when
    /// it has too few lines of text to be worth cutting.
    func bands(of box: BoundingBox, textHeight: Int, count: Int) -> [BoundingBox] {
        let box = box.clipped(width: inkMask.width, height: inkMask.height)
        guard count > 1, box.area > 0 else { return [box] }
        let lines = inkRuns(in: box)
        // Specks and underlines are no lines of their own; they stay with whatever band holds them.
        let textLines = lines.filter { 2 * ($0.rows.count) >= textHeight }
        let bandCount = min(count, textLines.count / Self.linesPerBand)
        guard bandCount > 1, let widest = textLines.map(\.width).max() else { return [box] }
        let total = lines.reduce(0) { $0 + $1.ink }
        var cuts: [Int] = []
        var above = 0
        for (line, next) in zip(lines, lines.dropFirst()) where cuts.count < bandCount - 1 {
            above += line.ink
            // At the first gap past the next share of the ink, with enough lines on both
            // sides, and long lines on both sides of the cut.
            let start = cuts.last ?? 0
            guard above * bandCount >= (cuts.count + 1) * total,
                  textLines.filter({ $0.rows.lowerBound >= start && $0.rows.upperBound <= next.rows.lowerBound }).count >= Self.linesPerBand,
                  textLines.filter({ $0.rows.lowerBound >= next.rows.lowerBound }).count >= Self.linesPerBand,
                  2 * line.width >= widest, 2 * next.width >= widest else { continue }
            cuts.append((line.rows.upperBound + next.rows.lowerBound) / 2)
        }
        let edges = [0] + cuts + [box.height]
        return zip(edges, edges.dropFirst()).map { BoundingBox(x: box.x, y: box.y + $0, width: box.width, height: $1 - $0) }
    }

    /// The runs of rows of `box` with ink, top to bottom: their rows (from the box's top),
    /// how much ink and how wide. A column inked in four rows of five or more is a frame's
    /// side (a window's border, a text view's edge, given with the windows the X server knows)
    /// or a table's rule, not text (a line's glyphs leave the gaps between lines blank): with
    /// it every row had ink and a window was read on one core.
    private func inkRuns(in box: BoundingBox) -> [(rows: Range<Int>, ink: Int, width: Int)] {
        var inkedRows = [Int](repeating: 0, count: box.width)
        for y in box.y..<box.maxY {
            let row = y * inkMask.width
            for x in box.x..<box.maxX where inkMask.pixels[row + x] == 0 { inkedRows[x - box.x] += 1 }
        }
        let textColumns = (box.x..<box.maxX).filter { 5 * inkedRows[$0 - box.x] < 4 * box.height }
        var runs: [(rows: Range<Int>, ink: Int, width: Int)] = []
        var open: (start: Int, ink: Int, minX: Int, maxX: Int)?
        for y in 0...box.height {
            var ink = 0, minX = Int.max, maxX = Int.min
            if y < box.height {
                let row = (box.y + y) * inkMask.width
                for x in textColumns where inkMask.pixels[row + x] == 0 {
                    ink += 1
                    minX = min(minX, x)
                    maxX = x
                }
            }
            if ink > 0 {
                open = open.map { ($0.start, $0.ink + ink, min($0.minX, minX), max($0.maxX, maxX)) } ?? (y, ink, minX, maxX)
            } else if let run = open {
                runs.append((run.start..<y, run.ink, run.maxX - run.minX + 1))
                open = nil
            }
        }
        return runs
    }
}
