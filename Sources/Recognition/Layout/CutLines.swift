/// A line of text cut through by the image's top or bottom edge: what a selection dragged a
/// little too far shows of the next line, or a window hanging off the screen of its last one.
/// Read, it is junk (`Carrinar Davwal Mail`, or katakana that sent a whole English crop to the
/// Japanese reading) and slow (Tesseract spent six times a whole line's time on one); its
/// glyphs are no text of the page's layout, so the crop's edge painting covers them.
enum CutLines {
    typealias Glyph = InkComponents.Component

    /// The glyphs of a cut line run into the edge, or stand under one that does (the rest of a
    /// character cut through): at least this share of those in its rows.
    static let cutShare = 0.8
    /// Their usual (median) height is below this share of the nearest whole line's over the same
    /// columns: a whole line's glyphs are mostly small letters, as tall as that line's, whether it
    /// touches the edge or not; a cut one keeps a part of each.
    static let heightShare = 0.8
    /// Or their tallest is below this share of that line's tallest: CJK characters are built of
    /// strokes and marks of many heights (`ー`, a dakuten), so medians of a cut line and a whole
    /// one come close; a Latin line with its descenders cut keeps its capitals.
    static let tallestShare = 0.6

    /// The rows along the top and bottom edges that hold nothing but a cut line's ink.
    struct Rows: Sendable {
        var top = 0, bottom = 0

        func contains(y: Int, imageHeight height: Int) -> Bool { y < top || y >= height - bottom }
    }

    /// `glyphs` but those of a line cut by the top or bottom edge of an image `height` rows
    /// tall, and the rows that line fills: what of it is no glyph (an `i`'s dot, a fragment
    /// cut off its letter) is painted over there (`PageLayout.cutRows`), not read.
    static func whole(_ glyphs: [Glyph], imageHeight height: Int) -> (glyphs: [Glyph], rows: Rows) {
        var kept = glyphs, cut = Rows()
        if let rows = cutRows(kept, touches: { $0.minY == 0 }, reach: { $0.maxY }) {
            kept.removeAll { $0.maxY <= rows }
            cut.top = rows + 1
        }
        let bottom = height - 1
        // Measured from the bottom: a glyph's reach is how far up it goes.
        if let rows = cutRows(kept, touches: { $0.maxY == bottom }, reach: { bottom - $0.minY }) {
            kept.removeAll { bottom - $0.minY <= rows }
            cut.bottom = rows + 1
        }
        return (kept, cut)
    }

    /// How far from the edge the line it cuts reaches (rows, from the edge), if it cuts one:
    /// `touches` tells a glyph running into the edge, `reach` how far from it a glyph ends.
    private static func cutRows(_ glyphs: [Glyph], touches: (Glyph) -> Bool, reach: (Glyph) -> Int) -> Int? {
        func nearSide(_ glyph: Glyph) -> Int { reach(glyph) - glyph.height + 1 }
        let cut = glyphs.filter(touches)
        let heights = cut.map(\.height)
        guard var rows = cut.map(reach).max(), let tallest = heights.max() else { return nil }
        // The cut letters' dots and accents have no say, and may stand further from the edge
        // than the cut stems (Vietnamese `ể`): the line reaches as far.
        func isMark(_ glyph: Glyph) -> Bool { !touches(glyph) && 2 * glyph.height <= tallest + 1 }
        rows = glyphs.filter { isMark($0) && nearSide($0) <= rows }.map(reach).reduce(rows, max)
        // So does a dot standing apart beyond its cut letter (`ị` cut at the top), closer to it
        // than to the next line's glyphs (a terminal's columns line up).
        func sharesColumns(_ a: Glyph, _ b: Glyph) -> Bool { a.maxX >= b.minX && a.minX <= b.maxX }
        let dotsBeyond = glyphs.filter { mark in
            guard isMark(mark), nearSide(mark) > rows, nearSide(mark) <= rows + 3 else { return false }
            let middle = (mark.minX + mark.maxX) / 2
            guard let letter = cut.first(where: { $0.minX <= middle && middle <= $0.maxX }) else { return false }
            let gap = nearSide(mark) - reach(letter) - 1
            let next = glyphs.filter { sharesColumns($0, mark) && nearSide($0) > reach(mark) }.map { nearSide($0) - reach(mark) - 1 }.min()
            return gap <= 2 && gap < next ?? .max
        }
        rows = dotsBeyond.map(reach).reduce(rows, max)
        // The glyphs within those rows, and the rest of the page, none reaching into them.
        let near = glyphs.filter { reach($0) <= rows }
        let rest = glyphs.filter { nearSide($0) > rows }
        // Beyond a cut glyph, sharing its columns: a Hangul syllable's lower jamo, a kanji's lower
        // radical; not text inside a frame the edge cuts (a card's sides and top are one glyph).
        func isUnderCut(_ glyph: Glyph) -> Bool {
            touches(glyph) || cut.contains { reach($0) < reach(glyph)
                && 2 * (min($0.maxX, glyph.maxX) - max($0.minX, glyph.minX) + 1) >= min($0.width, glyph.width) }
        }
        let standing = near.filter { !isMark($0) }
        guard near.count + rest.count == glyphs.count, !rest.isEmpty,
              Double(standing.filter(isUnderCut).count) >= cutShare * Double(standing.count) else { return nil }
        // Its own text's height: that of the nearest line over the same columns (a screen's
        // terminals elsewhere have smaller text than the card hanging off its bottom).
        let minX = cut.map(\.minX).min()!, maxX = cut.map(\.maxX).max()!
        let beside = rest.filter { $0.maxX >= minX && $0.minX <= maxX }
        guard let first = beside.map(nearSide).min() else { return nil }
        // Accents over that line's letters (`nếu ổn`) stand nearer the edge than the letters: no
        // line of their own.
        let close = beside.filter { nearSide($0) <= first + 4 * tallest }
        func isMark(_ mark: Glyph, on letter: Glyph) -> Bool {
            2 * mark.height <= letter.height && sharesColumns(mark, letter)
                && nearSide(letter) > reach(mark) && nearSide(letter) - reach(mark) <= mark.height
        }
        let letters = close.filter { mark in !close.contains { isMark(mark, on: $0) } }
        guard let nearest = letters.min(by: { nearSide($0) < nearSide($1) }) else { return nil }
        let line = letters.filter { nearSide($0) <= nearSide(nearest) + nearest.height }.map(\.height)
        let isCut = Double(heights.median!) < heightShare * Double(line.median!)
            || Double(tallest) < tallestShare * Double(line.max()!)
        return isCut ? rows : nil
    }
}
