/// Pieces of text lines: glyph-like ink components chained left to right while they share
/// a line and stand no further apart than a word space. A piece never bridges a gutter
/// between columns or windows, so the gaps between pieces show the page's layout.
struct TextSegments {
    struct Segment {
        var box: BoundingBox
        var glyphs: Int
        /// The window or panel its glyphs lie on (see `Panels`).
        var panel: Int
        /// The filled shape (a button, a tag) its glyphs lie on, or -1.
        var shape: Int
    }

    let segments: [Segment]
    /// The rows a line cut by the top or bottom edge fills, when left out (see `CutLines`).
    let cutRows: CutLines.Rows
    /// A terminal's cursors (see `cursor(_:among:typicalHeight:in:)`): no glyphs, painted over
    /// before reading, or turned back to the text's colours where one stands over a character.
    let cursors: [BoundingBox]
    let cursorsOverCharacters: [BoundingBox]

    /// `panel` tells which panel a point lies on: a piece never reaches from one to another,
    /// nor off or onto one of the filled `shapes`.
    init(mask: Image, panel: (Int, Int) -> Int, shapes: FilledShapes, leavesOutCutLines: Bool) {
        let components = InkComponents(mask) { $0 == 0 }.components
        let typical = components.filter { $0.height >= 3 }.map(\.height).median ?? 0
        let glyphs = components.filter { Self.isGlyph($0, typicalHeight: typical, imageHeight: mask.height) }
        let found = glyphs.map { ($0, Self.cursor($0, among: glyphs, typicalHeight: typical, in: mask)) }
        cursors = found.compactMap { $0.1?.kind == .alone ? $0.1?.box : nil }
        cursorsOverCharacters = found.compactMap { $0.1?.kind == .overCharacter ? $0.1?.box : nil }
        // A cursor over a character stays a glyph: the character, and its neighbours it touches.
        let text = found.filter { $0.1?.kind != .alone }.map(\.0)
        let whole = leavesOutCutLines ? CutLines.whole(text, imageHeight: mask.height) : (glyphs: text, rows: CutLines.Rows())
        cutRows = whole.rows
        let ordered = whole.glyphs.sorted { $0.minX < $1.minX }

        var segments: [Segment] = []
        // Segments still open to the right, by index into `segments`.
        var open: [Int] = []
        for glyph in ordered {
            let box = BoundingBox(x: glyph.minX, y: glyph.minY, width: glyph.width, height: glyph.height)
            let owner = panel(box.x + box.width / 2, box.y + box.height / 2)
            let shape = shapes.shape(x: box.x + box.width / 2, y: box.y + box.height / 2) ?? -1
            open.removeAll { box.x - segments[$0].box.maxX > 2 * max(segments[$0].box.height, box.height) }
            let join = open.first { index in
                let s = segments[index].box
                let overlap = min(s.maxY, box.maxY) - max(s.y, box.y)
                let height = max(s.height, box.height)
                return segments[index].panel == owner
                    && segments[index].shape == shape && overlap * 2 >= min(s.height, box.height) && box.x - s.maxX <= height * 8 / 10
                    && min(s.height, box.height) * 3 >= height
            }
            if let join {
                segments[join].box = BoundingBox(enclosing: [segments[join].box, box])
                segments[join].glyphs += 1
            } else {
                segments.append(Segment(box: box, glyphs: 1, panel: owner, shape: shape))
                open.append(segments.count - 1)
            }
        }
        // A lone speck is noise, not a word.
        self.segments = Self.withoutDashedRules(segments.filter { $0.glyphs > 1 || $0.box.height >= max(6, typical / 2) },
                                                typicalHeight: typical)
    }

    /// The pieces but the dashes of a dashed rule down the page (a ticket's stub, a coupon's
    /// edge), which Tesseract reads as `ı` or `'` beside the text: four or more lone pieces of one
    /// narrow size, no taller than small letters, one under the other at one pitch, closer than
    /// their height. Lone letters in a column stand a line apart, and a terminal table's `|` is
    /// as tall as its line.
    private static func withoutDashedRules(_ segments: [Segment], typicalHeight: Int) -> [Segment] {
        let dashes = segments.indices.filter { index in
            let box = segments[index].box
            return segments[index].glyphs == 1 && 2 * box.width <= box.height && box.height <= typicalHeight
        }.sorted { (segments[$0].box.x, segments[$0].box.y) < (segments[$1].box.x, segments[$1].box.y) }
        var dropped = Set<Int>(), run: [Int] = []
        func close() {
            if run.count >= 4 { dropped.formUnion(run) }
            run = []
        }
        for index in dashes {
            if let last = run.last {
                let above = segments[last].box, box = segments[index].box, pitch = box.y - above.y
                let continues = abs(box.x - above.x) <= 1 && abs(box.width - above.width) <= 1
                    && abs(box.height - above.height) <= 1 && pitch > above.height && pitch - above.height <= above.height
                    && (run.count < 2 || abs(pitch - (above.y - segments[run[run.count - 2]].box.y)) <= 1)
                if !continues { close() }
            }
            run.append(index)
        }
        close()
        return segments.indices.filter { !dropped.contains($0) }.map { segments[$0] }
    }

    /// A terminal's cursor among `glyphs`: a block a cell wide and as tall as the line it stands
    /// in, from its capitals' tops to its descenders' ends (no letter of theirs, a bold `i`'s stem
    /// or a heading's period, is), half as tall again as small letters at least (a Hangul
    /// syllable's ㅁ is a box no taller than its other parts); solid where the window has focus,
    /// an outline with nothing inside where it has none. Beside a prompt one joins its line, and
    /// Tesseract reads it as letters (`fj`, `[]`) and the prompt's `@` as `G`.
    /// Moved back over a character, the cursor shows it in reverse: a block with the letter cut
    /// out of it (`notes.txt` was read `note. txt`), often one glyph with the small letters it
    /// touches on each side; the block is the run of columns inked from its top to its bottom.
    private static func cursor(_ c: InkComponents.Component, among glyphs: [InkComponents.Component], typicalHeight: Int,
                               in mask: Image) -> (kind: Cursor, box: BoundingBox)? {
        guard c.width >= 4, c.width <= 3 * c.height, 2 * c.height >= 3 * typicalHeight, c.height <= 3 * typicalHeight else { return nil }
        let whole = BoundingBox(x: c.minX, y: c.minY, width: c.width, height: c.height)
        let found: (kind: Cursor, box: BoundingBox)
        if 10 * c.width >= 4 * c.height, c.width <= 2 * c.height,
           100 * c.count >= 95 * c.width * c.height || PageLayout.isHollowBox(whole, in: mask) {
            found = (.alone, whole)
        } else if let block = reversedBlock(in: whole, of: mask) {
            found = (.overCharacter, block)
        } else {
            return nil
        }
        // The glyphs of its line, beside it: all within its rows.
        let line = glyphs.filter { g in
            abs(g.minX - c.minX) <= 40 * c.width && 2 * (min(g.maxY, c.maxY) - max(g.minY, c.minY) + 1) >= g.height
        }
        guard line.allSatisfy({ $0.minY >= c.minY - 1 && $0.maxY <= c.maxY + 1 }) else { return nil }
        // A cursor's cell reaches below the line's baseline, by its descenders' room: a bold `D`
        // or `B` (a block with a hole too) ends on it.
        guard found.kind == .overCharacter else { return found }
        let baseline = line.filter { $0.maxX < c.minX || $0.minX > c.maxX }.map(\.maxY).median
        return baseline.map { 6 * (c.maxY - $0) >= c.height } == true ? found : nil
    }

    enum Cursor {
        /// A block or an outline after the text.
        case alone
        /// A block with the character under it cut out.
        case overCharacter
    }

    /// The block of a cursor over a character within `box` of `mask`: from the first to the last
    /// column inked on nine rows in ten, a cell wide, its top and bottom rows inked as much (the
    /// gaps between letters are not), more ink than not but not solid.
    private static func reversedBlock(in box: BoundingBox, of mask: Image) -> BoundingBox? {
        func isInk(_ x: Int, _ y: Int) -> Bool { mask.pixels[y * mask.width + x] == 0 }
        let rows = box.y..<box.maxY
        let solid = (box.x..<box.maxX).filter { x in 10 * rows.filter { isInk(x, $0) }.count >= 9 * box.height }
        guard let left = solid.first, let right = solid.last else { return nil }
        let block = BoundingBox(x: left, y: box.y, width: right - left + 1, height: box.height)
        guard 10 * block.width >= 4 * block.height, block.width <= block.height else { return nil }
        let columns = left...right
        let ink = rows.reduce(0) { sum, y in sum + columns.filter { isInk($0, y) }.count }
        return 10 * columns.filter { isInk($0, box.y) }.count >= 9 * block.width
            && 10 * columns.filter { isInk($0, box.maxY - 1) }.count >= 9 * block.width
            && 100 * ink >= 55 * block.width * block.height && 100 * ink < 95 * block.width * block.height ? block : nil
    }

    /// Letters, digits and marks; not rules, frames, specks or pictures.
    private static func isGlyph(_ c: InkComponents.Component, typicalHeight: Int, imageHeight: Int) -> Bool {
        let thin = min(c.width, c.height), long = max(c.width, c.height)
        if c.height < 3 && c.width < 3 { return false }
        // Rules: long and thin (an underline joined to its word still has the word's height).
        if thin <= max(3, typicalHeight / 4) && long > 3 * max(thin, typicalHeight) { return false }
        // Solid bars: a strip of another panel along a window's edge, a block, a thick rule.
        if long >= 4 * thin && thin >= 3 && c.count * 100 >= 85 * c.width * c.height { return false }
        // Frames and outlines: large and nearly empty.
        if c.width > 2 * typicalHeight && c.height > 2 * typicalHeight && c.count * 10 < c.width * c.height { return false }
        // Pictures and panels: far taller than any text.
        return c.height <= max(12 * typicalHeight, 24) && c.height < imageHeight * 3 / 4
    }

    /// The usual height of line pieces, weighted by width (body text outweighs headings).
    static func weightedMedian(_ segments: [Segment]) -> Int {
        let sorted = segments.sorted { $0.box.height < $1.box.height }
        let total = sorted.reduce(0) { $0 + $1.box.width }
        var seen = 0
        for segment in sorted {
            seen += segment.box.width
            if 2 * seen >= total { return segment.box.height }
        }
        return 0
    }
}
