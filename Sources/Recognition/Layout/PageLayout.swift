/// Splits a page into text regions before recognition, so that each is read on its own
/// (its own polarity, contrast, scale and segmentation) and no line is ever joined across
/// two windows or two columns. Windows and panels come first (`Panels`: the window tree when
/// the desktop gave it, else areas of one background colour). Within each, recursive cuts
/// through the gaps between line pieces: a vertical cut that runs through the whole area (a
/// panel's edge, a column gutter) comes first; then horizontal cuts where the gap is very wide,
/// the background changes or the text size changes; then a narrower gap where the two sides
/// are laid out differently (a heading above two columns). A table drawn with a grid of rules
/// is cut into its cells instead (`RuledTables`), row by row. Regions come out in reading order:
/// windows by rows top to bottom and left to right, and within each, each column whole.
struct PageLayout: Sendable {
    let regions: [TextRegion]
    /// Each region's panel (index into `panels.rectangles`), or -1 for text on no panel.
    let panelOfRegion: [Int]
    /// Each region's pictures: icons beside its text (a dialog's, a list's), the edges of
    /// entry fields and a terminal's cursor, which Tesseract would read as a letter or two
    /// ("9?", "Q", "|", "fj"); painted over before reading.
    let picturesOfRegion: [[BoundingBox]]
    let panels: Panels
    /// The page's ink (0) apart from its backgrounds and filled shapes (255).
    let inkMask: Image
    /// The rows along the top and bottom edges a cut line fills, painted over before reading.
    let cutRows: CutLines.Rows
    /// A terminal's cursors standing over a character, which is shown in reverse: turned back
    /// to the text's colours before reading.
    let cursorsOverCharacters: [BoundingBox]

    /// `windows`: the visible top-level windows, bottom to top, in the image's pixels, when
    /// the desktop told them (a screen grab); else windows and panels are found from colour.
    /// `leavesOutCutLines`: a line the image's top or bottom edge cuts through is no text (`CutLines`).
    init(_ image: Image, windows: [BoundingBox] = [], leavesOutCutLines: Bool = true) {
        let shapes = FilledShapes(image)
        let background = BackgroundMap(image, excluding: shapes.shapes.map(\.box))
        panels = windows.isEmpty ? Panels(background, image: image)
            : Panels(windows: windows, width: image.width, height: image.height)
        let panels = panels  // the closure below may not capture self before it is initialised
        var mask = background.inkMask(of: image, edges: panels.rectangles)
        shapes.refine(&mask)
        inkMask = mask
        let segments = TextSegments(mask: mask, panel: { panels.panel(x: $0, y: $1) }, shapes: shapes,
                                    leavesOutCutLines: leavesOutCutLines)
        let pieces = segments.segments
        cutRows = segments.cutRows
        cursorsOverCharacters = segments.cursorsOverCharacters
        let tables = RuledTables(mask: mask).tables
        // A table's text is read cell by cell; the rest is cut as it lies. A piece belongs
        // where its middle is, once.
        var byPanel = [[TextSegments.Segment]](repeating: [], count: panels.rectangles.count + 1)
        var byTable = [[TextSegments.Segment]](repeating: [], count: tables.count)
        for piece in pieces {
            let middle = (x: piece.box.x + piece.box.width / 2, y: piece.box.y + piece.box.height / 2)
            if let table = tables.firstIndex(where: { $0.box.contains(x: middle.x, y: middle.y) }) {
                byTable[table].append(piece)
            } else {
                byPanel[piece.panel + 1].append(piece)
            }
        }
        let cellsOfTable = tables.indices.map { Self.cells(of: tables[$0], number: $0, pieces: byTable[$0]) }
        let panelOfTable = tables.map { panels.panel(x: $0.box.x + $0.box.width / 2, y: $0.box.y + $0.box.height / 2) }
        let page = BoundingBox(x: 0, y: 0, width: image.width, height: image.height)
        let cutter = Cutter(image: image, background: background, shapes: shapes)
        // Each window's regions, and those of the text on none (a desktop's icons, a banner
        // too small to be a panel) one by one, put in reading order by where they stand.
        var groups: [(box: BoundingBox, regions: [TextRegion], panel: Int)] = []
        // A table comes after the text above it, before the text below.
        func withTables(on panel: Int, _ regions: [TextRegion]) -> [TextRegion] {
            var found = regions
            for table in tables.indices where panelOfTable[table] == panel && !cellsOfTable[table].isEmpty {
                let at = found.firstIndex { $0.box.y >= tables[table].box.y } ?? found.count
                found.insert(contentsOf: cellsOfTable[table], at: at)
            }
            return found
        }
        for (index, rectangle) in panels.rectangles.enumerated() {
            var found: [TextRegion] = []
            if !byPanel[index + 1].isEmpty { cutter.split(byPanel[index + 1], cell: rectangle, kind: .panel, into: &found) }
            found = withTables(on: index, found)
            if !found.isEmpty { groups.append((rectangle, found, index)) }
        }
        var loose: [TextRegion] = []
        if !byPanel[0].isEmpty { cutter.split(byPanel[0], cell: page, kind: .page, into: &loose) }
        if panels.rectangles.isEmpty {
            // A page of no windows or panels (a document): the cuts' order is the reading order,
            // a column read whole, its heading first, before the block beside it.
            let found = withTables(on: -1, loose)
            if !found.isEmpty { groups.append((page, found, -1)) }
        } else {
            groups += loose.map { ($0.box, [$0], -1) }
            groups += tables.indices.filter { panelOfTable[$0] < 0 && !cellsOfTable[$0].isEmpty }.map { (tables[$0].box, cellsOfTable[$0], -1) }
        }
        let order = Self.readingOrder(groups.map(\.box))
        var regions = order.flatMap { groups[$0].regions }
        // Tables numbered in reading order.
        var numbers: [Int: Int] = [:]
        for index in regions.indices {
            guard let table = regions[index].table?.table else { continue }
            if numbers[table] == nil { numbers[table] = numbers.count }
            regions[index].table?.table = numbers[table]!
        }
        // A cell's panel is the one under it: a table's shaded header row can be a panel of its own.
        panelOfRegion = zip(regions, order.flatMap { Array(repeating: groups[$0].panel, count: groups[$0].regions.count) }).map { region, panel in
            region.kind == .cell ? panels.panel(x: region.cell.x + region.cell.width / 2, y: region.cell.y + region.cell.height / 2) : panel
        }
        self.regions = regions
        let cursors = segments.cursors
        picturesOfRegion = regions.map { region in
            pieces.filter { piece in
                piece.glyphs == 1 && region.box.contains(piece.box)
                    && (Self.isPicture(piece.box, textHeight: region.textHeight)
                        || Self.isLineTallHollowBox(piece.box, textHeight: region.textHeight, in: mask)
                            && !pieces.contains { $0.box != piece.box && piece.box.contains($0.box) })
            }.map(\.box) + {
                // The cursors beside the region's text, in its rows: within its crop.
                let near = BoundingBox(x: region.box.x - region.textHeight, y: region.box.y - region.textHeight,
                                       width: region.box.width + 2 * region.textHeight, height: region.box.height + 2 * region.textHeight)
                return cursors.filter { near.contains(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
            }()
        }
    }

    /// A rectangle's outline as tall as a line with nothing inside (no ink, no piece of text: a
    /// button's frame holds its label): a terminal's cursor where the window has no focus.
    /// Tesseract reads it as a letter ("U", "0", "[]") and, beside a word, loses the word's
    /// first letter to it.
    private static func isLineTallHollowBox(_ box: BoundingBox, textHeight: Int, in mask: Image) -> Bool {
        // As tall as a line: the ㅁ of a Hangul syllable (심, 참) is a box too, half as tall.
        box.width >= 6 && 5 * box.height >= 4 * textHeight && isHollowBox(box, in: mask)
    }

    /// `box` of the ink `mask` is a rectangle's outline with nothing inside.
    static func isHollowBox(_ box: BoundingBox, in mask: Image) -> Bool {
        func ink(_ xs: Range<Int>, _ ys: Range<Int>) -> Double {
            var count = 0
            for y in ys { for x in xs where mask.pixels[y * mask.width + x] == 0 { count += 1 } }
            return Double(count) / Double(max(1, xs.count * ys.count))
        }
        let xs = box.x..<box.maxX, ys = box.y..<box.maxY
        let sides = [ink(xs, box.y..<box.y + 1), ink(xs, box.maxY - 1..<box.maxY), ink(box.x..<box.x + 1, ys), ink(box.maxX - 1..<box.maxX, ys)]
        return sides.allSatisfy { $0 >= 0.9 } && ink(box.x + 2..<box.maxX - 2, box.y + 2..<box.maxY - 2) <= 0.02
    }

    /// A lone shape far taller than the text (an icon), or a thin stroke as tall as two lines
    /// (the edge of an entry field the crop cut, a separator): no letter is either, and
    /// Tesseract reads them as one ("9?", "|").
    private static func isPicture(_ box: BoundingBox, textHeight: Int) -> Bool {
        2 * box.height >= 5 * textHeight || 5 * box.width <= box.height && 3 * box.height >= 5 * textHeight
    }

    /// A table's cells that hold text, row by row, each a region of the pieces in it.
    private static func cells(of table: RuledTables.Table, number: Int, pieces: [TextSegments.Segment]) -> [TextRegion] {
        var regions: [TextRegion] = []
        for (row, cells) in table.cells.enumerated() {
            for (column, cell) in cells.enumerated() {
                let inside = pieces.filter { cell.contains(x: $0.box.x + $0.box.width / 2, y: $0.box.y + $0.box.height / 2) }
                guard !inside.isEmpty else { continue }
                regions.append(TextRegion(box: BoundingBox(enclosing: inside.map(\.box)), cell: cell, kind: .cell,
                                          textHeight: max(TextSegments.weightedMedian(inside), 4),
                                          table: .init(table: number, row: row, column: column)))
            }
        }
        return regions
    }

    /// Rows of rectangles top to bottom (one joins a row while it starts above the middle of
    /// the row's first), each row left to right.
    private static func readingOrder(_ boxes: [BoundingBox]) -> [Int] {
        var rows: [[Int]] = []
        for index in boxes.indices.sorted(by: { boxes[$0].y < boxes[$1].y }) {
            if let first = rows.last?.first, boxes[index].y < boxes[first].y + boxes[first].height / 2 {
                rows[rows.count - 1].append(index)
            } else {
                rows.append([index])
            }
        }
        return rows.flatMap { $0.sorted { boxes[$0].x < boxes[$1].x } }
    }

    /// Where region `index` is cut from the page: its text with a margin of its cell (for a
    /// table's cell a wider one: a lone dash, too flat to count as a glyph, may stand before
    /// its text's box, "-Z", and must not touch the crop's edge).
    func cropBox(_ index: Int) -> BoundingBox {
        let region = regions[index]
        let margin = region.kind == .cell ? region.textHeight + 2 : region.textHeight / 2 + 2
        let x0 = max(region.box.x - margin, region.cell.x), y0 = max(region.box.y - margin, region.cell.y)
        let x1 = min(region.box.maxX + margin, region.cell.maxX), y1 = min(region.box.maxY + margin, region.cell.maxY)
        return BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

private struct Cutter {
    typealias Segment = TextSegments.Segment
    let image: Image
    let background: BackgroundMap
    let shapes: FilledShapes

    /// The colour a piece stands on: its shape's, else the background map's in its middle.
    private func backdrop(_ segment: Segment) -> BackgroundMap.Colour {
        segment.shape >= 0 ? shapes.shapes[segment.shape].colour
            : background.colour(x: segment.box.x + segment.box.width / 2, y: segment.box.y + segment.box.height / 2)
    }

    func split(_ segments: [Segment], cell: BoundingBox, kind: TextRegion.Kind, into regions: inout [TextRegion]) {
        let height = max(TextSegments.weightedMedian(segments), 4)
        if let cut = verticalCut(segments, cell: cell, height: height) {
            let (left, right) = (segments.filter { $0.box.maxX <= cut.at }, segments.filter { $0.box.x >= cut.at })
            split(left, cell: BoundingBox(x: cell.x, y: cell.y, width: cut.at - cell.x, height: cell.height), kind: cut.kind, into: &regions)
            split(right, cell: BoundingBox(x: cut.at, y: cell.y, width: cell.maxX - cut.at, height: cell.height), kind: cut.kind, into: &regions)
            return
        }
        let gaps = Self.gaps(segments.map { ($0.box.y, $0.box.maxY) })
        let strong = gaps.filter { isStrong($0, segments: segments, cell: cell, height: height) }
        let weak = strong.isEmpty ? gaps.first { changesLayout(at: $0, segments: segments, cell: cell, height: height) } : nil
        if let cuts = strong.isEmpty ? weak.map({ [$0] }) : strong {
            var top = cell.y
            for bound in cuts.map({ ($0.start + $0.end) / 2 }) + [cell.maxY] {
                let part = segments.filter { $0.box.y >= top && $0.box.maxY <= bound }
                let partCell = BoundingBox(x: cell.x, y: top, width: cell.width, height: bound - top)
                if !part.isEmpty { split(part, cell: partCell, kind: kind, into: &regions) }
                top = bound
            }
            return
        }
        let content = BoundingBox(enclosing: segments.map(\.box))
        regions.append(TextRegion(box: content, cell: cell, kind: kind, textHeight: height))
    }

    /// The widest gap that runs top to bottom through the area and separates two windows or
    /// panels (the background changes across it) or two columns of running text.
    private func verticalCut(_ segments: [Segment], cell: BoundingBox, height: Int) -> (at: Int, kind: TextRegion.Kind)? {
        let gaps = Self.gaps(segments.map { ($0.box.x, $0.box.maxX) }).filter { $0.end - $0.start >= 3 * height / 2 }
        guard !gaps.isEmpty else { return nil }
        let top = segments.map(\.box.y).min()!, bottom = segments.map(\.box.maxY).max()!
        for gap in gaps.sorted(by: { $0.end - $0.start > $1.end - $1.start }) {
            let at = (gap.start + gap.end) / 2
            let strip = BoundingBox(x: gap.start, y: top, width: gap.end - gap.start, height: bottom - top)
            if background.changes(across: strip, vertical: true) || PanelEdges.hasStep(across: strip, of: image)
                || PanelEdges.separatesPanels(across: strip, of: image) || shapesDiffer(across: gap, segments) { return (at, .panel) }
            let (left, right) = (segments.filter { $0.box.maxX <= at }, segments.filter { $0.box.x >= at })
            let (leftIsColumn, rightIsColumn) = (Self.isColumn(left), Self.isColumn(right))
            if leftIsColumn && (rightIsColumn || Self.endsColumns(right, beside: left, height: height))
                || rightIsColumn && Self.endsColumns(left, beside: right, height: height)
                || Self.laidOutApart(left, right, gap: gap.end - gap.start, height: height) {
                return (at, .column)
            }
        }
        return nil
    }

    /// Whether the pieces either side of a vertical gap stand on filled shapes of different
    /// colours (a row of buttons or tags) in most of the rows where both sides have one.
    private func shapesDiffer(across gap: Stretch, _ segments: [Segment]) -> Bool {
        var rows = 0, differ = 0
        for row in Self.spans(segments.map { ($0.box.y, $0.box.maxY) }) {
            let inRow = segments.filter { $0.box.y >= row.start && $0.box.maxY <= row.end }
            guard let left = inRow.filter({ $0.box.maxX <= gap.start }).max(by: { $0.box.maxX < $1.box.maxX }),
                  let right = inRow.filter({ $0.box.x >= gap.end }).min(by: { $0.box.x < $1.box.x }) else { continue }
            rows += 1
            if left.shape != right.shape && (left.shape >= 0 || right.shape >= 0)
                && backdrop(left).distance(to: backdrop(right)) > Panels.sameBackground { differ += 1 }
        }
        return rows > 0 && 2 * differ > rows
    }

    /// Running text: several lines, most of them long and unbroken. A table's label column, a
    /// list of options beside its descriptions, or cells spaced apart are not, so the rows of
    /// a table stay rows.
    private static func isColumn(_ segments: [Segment]) -> Bool {
        let rows = rowShapes(segments)
        guard rows.count >= 3 else { return false }
        let height = max(TextSegments.weightedMedian(segments), 1)
        return measure(rows) >= 10 * height && 3 * rows.filter(\.unbroken).count >= 2 * rows.count
    }

    /// The last column of an article, too short to be judged a column on its own (one or two
    /// lines: CSS columns balance no better): unbroken lines that start level with `column`'s
    /// first, one of them about as wide as its lines.
    private static func endsColumns(_ short: [Segment], beside column: [Segment], height: Int) -> Bool {
        let rows = rowShapes(short)
        guard (1...2).contains(rows.count), rows.allSatisfy(\.unbroken),
              let top = short.map(\.box.y).min(), let columnTop = column.map(\.box.y).min() else { return false }
        return abs(top - columnTop) <= height && 10 * rows.map(\.width).max()! >= 8 * measure(rowShapes(column))
    }

    /// Each row of `segments` (top to bottom): its width, and whether no gap as wide as one and
    /// a half text heights breaks it.
    private static func rowShapes(_ segments: [Segment]) -> [(width: Int, unbroken: Bool)] {
        let height = max(TextSegments.weightedMedian(segments), 1)
        return spans(segments.map { ($0.box.y, $0.box.maxY) }).map { row in
            let inRow = segments.filter { $0.box.y >= row.start && $0.box.maxY <= row.end }.sorted { $0.box.x < $1.box.x }
            return ((inRow.map(\.box.maxX).max() ?? 0) - (inRow.first?.box.x ?? 0),
                    !zip(inRow, inRow.dropFirst()).contains { 2 * ($1.box.x - $0.box.maxX) >= 3 * height })
        }
    }

    /// The median width of rows: a column's measure.
    private static func measure(_ rows: [(width: Int, unbroken: Bool)]) -> Int {
        rows.map(\.width).median ?? 0
    }

    /// The least gap, in text heights, between two blocks read apart for their rows alone.
    static let apartGap = 6

    /// Two blocks far apart whose lines do not share rows: a letterhead's address beside an
    /// invoice's right-aligned number and dates, each laid out on its own. The columns of a
    /// table or a form pair up row by row (a label and its value on one line) and stay rows;
    /// independent blocks share a row only where their line spacing happens to meet (a third of
    /// the rows at most: a table under them pairs, and keeps the whole page from being cut).
    /// Blocks in text of different sizes (a boarding pass's flight and date beside its gate and
    /// seat) need less: a narrower gap, two rows, one of them with no row of the other beside it.
    private static func laidOutApart(_ left: [Segment], _ right: [Segment], gap: Int, height: Int) -> Bool {
        let sizes = (TextSegments.weightedMedian(left), TextSegments.weightedMedian(right))
        if min(sizes.0, sizes.1) > 0, 5 * max(sizes.0, sizes.1) >= 6 * min(sizes.0, sizes.1) {
            return sizedApart((left, sizes.0), (right, sizes.1), gap: gap, height: height)
        }
        guard gap >= apartGap * height else { return false }
        let rows = (spans(left.map { ($0.box.y, $0.box.maxY) }), spans(right.map { ($0.box.y, $0.box.maxY) }))
        let (fewer, more) = rows.0.count <= rows.1.count ? rows : (rows.1, rows.0)
        guard fewer.count >= 3 else { return false }
        // Rows pair when they overlap by most of the taller one: a descender or a capital moves
        // one edge only, a line of another size both.
        let paired = fewer.filter { row in
            more.contains { 10 * (min($0.end, row.end) - max($0.start, row.start)) >= 6 * max($0.end - $0.start, row.end - row.start) }
        }.count
        return 3 * paired <= fewer.count
    }

    /// Blocks of different text sizes at least two text heights apart, each a block of lines (two
    /// rows or more, none further than two of its text heights below the one before, four text
    /// heights wide or more: no glyph the window's edge cut off, no pieces scattered down the
    /// page), where a row of one has no row of the other centred beside it (within a third of
    /// the taller's height): a form's label and its larger value share a centre line and stay rows.
    /// Each side comes with its text size (`TextSegments.weightedMedian`).
    private static func sizedApart(_ left: (segments: [Segment], size: Int), _ right: (segments: [Segment], size: Int),
                                   gap: Int, height: Int) -> Bool {
        guard gap >= 2 * height else { return false }
        let rows = (spans(left.segments.map { ($0.box.y, $0.box.maxY) }), spans(right.segments.map { ($0.box.y, $0.box.maxY) }))
        func isBlock(_ part: (segments: [Segment], size: Int), _ rows: [Stretch]) -> Bool {
            rows.count >= 2 && BoundingBox(enclosing: part.segments.map(\.box)).width >= 4 * part.size
                && !zip(rows, rows.dropFirst()).contains { $1.start - $0.end > 2 * part.size }
        }
        guard isBlock(left, rows.0), isBlock(right, rows.1) else { return false }
        let (fewer, more) = rows.0.count <= rows.1.count ? rows : (rows.1, rows.0)
        return fewer.contains { row in
            !more.contains { 3 * abs(($0.start + $0.end) - (row.start + row.end)) <= 2 * max($0.end - $0.start, row.end - row.start) }
        }
    }

    /// A change of background or text size, or a gap so wide that what lies on either side
    /// is laid out on its own (the rows of a form, however far apart, stay one region).
    private func isStrong(_ gap: Stretch, segments: [Segment], cell: BoundingBox, height: Int) -> Bool {
        if gap.end - gap.start >= 4 * height { return true }
        let strip = BoundingBox(x: cell.x, y: gap.start, width: cell.width, height: gap.end - gap.start)
        if gap.end - gap.start >= 2, background.changes(across: strip, vertical: false) { return true }
        let above = segments.filter { $0.box.maxY <= gap.start && $0.box.maxY > gap.start - height }
        let below = segments.filter { $0.box.y >= gap.end && $0.box.y < gap.end + height }
        // The lines on either side stand on different backgrounds (a banner over a page).
        func widest(_ part: [Segment]) -> Segment? { part.max { $0.box.width < $1.box.width } }
        if let a = widest(above), let b = widest(below), backdrop(a).distance(to: backdrop(b)) > Panels.sameBackground {
            return true
        }
        let a = TextSegments.weightedMedian(above), b = TextSegments.weightedMedian(below)
        return min(a, b) > 0 && 10 * max(a, b) >= 18 * min(a, b)
    }

    /// A paragraph gap between a part that splits into columns or panels and one that does not:
    /// a few lines that span the width (a heading, a footer) above or below columns, or an
    /// invoice's letterhead and dates side by side above its table.
    private func changesLayout(at gap: Stretch, segments: [Segment], cell: BoundingBox, height: Int) -> Bool {
        guard 10 * (gap.end - gap.start) >= 7 * height else { return false }
        let above = segments.filter { $0.box.maxY <= gap.start }, below = segments.filter { $0.box.y >= gap.end }
        func splits(_ part: [Segment]) -> Bool {
            verticalCut(part, cell: cell, height: max(TextSegments.weightedMedian(part), 4)) != nil
        }
        return splits(above) != splits(below)
    }

    /// A stretch of a projection, covered or empty.
    struct Stretch { var start: Int, end: Int }

    /// The covered stretches of a projection: `spans` merged where they overlap or touch.
    static func spans(_ spans: [(Int, Int)]) -> [Stretch] {
        var merged: [Stretch] = []
        for span in spans.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, span.0 <= last.end {
                merged[merged.count - 1].end = max(last.end, span.1)
            } else {
                merged.append(Stretch(start: span.0, end: span.1))
            }
        }
        return merged
    }

    /// The empty stretches between the covered ones.
    static func gaps(_ spans: [(Int, Int)]) -> [Stretch] {
        let covered = Self.spans(spans)
        return zip(covered, covered.dropFirst()).map { Stretch(start: $0.end, end: $1.start) }
    }
}
