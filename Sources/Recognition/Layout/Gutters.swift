/// Windows packed a few pixels apart on a desktop, with backgrounds of near one colour, are one
/// area of that colour to the background map: no gap is as wide as its tiles. The gaps are
/// still there in the pixels, as gutters: a run of columns (or rows) across the whole area
/// with none of its colour, narrower than a tile, with the colour on both sides. A window's
/// own lines never are one: text lines have the background between them, and a frame or a
/// rule inside a window has the window's background above and below it.
extension Panels {
    /// The parts of `box` (around an area of `colour`) between its gutters, each moved in to
    /// where the colour begins and ends.
    static func cutAlongGutters(_ box: BoundingBox, colour: BackgroundMap.Colour, in image: Image) -> [BoundingBox] {
        image.pixels.withUnsafeBufferPointer { pixels in
            var parts: [BoundingBox] = []
            var pending = [trimmed(box, colour: colour, pixels: pixels, image: image)].compactMap { $0 }
            while let part = pending.popLast() {
                let (columns, rows) = colourCounts(in: part, colour: colour, pixels: pixels, image: image)
                if let cut = gutter(columns, across: part.height) {
                    pending += [part.columns(part.x..<part.x + cut.lowerBound), part.columns(part.x + cut.upperBound..<part.maxX)]
                        .compactMap { trimmed($0, colour: colour, pixels: pixels, image: image) }
                } else if let cut = gutter(rows, across: part.width) {
                    pending += [part.rows(part.y..<part.y + cut.lowerBound), part.rows(part.y + cut.upperBound..<part.maxY)]
                        .compactMap { trimmed($0, colour: colour, pixels: pixels, image: image) }
                } else {
                    parts.append(part)
                }
            }
            return parts.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        }
    }

    /// How many pixels of each column and each row of `box` have `colour`.
    private static func colourCounts(in box: BoundingBox, colour: BackgroundMap.Colour, pixels: UnsafeBufferPointer<UInt8>,
                                     image: Image) -> (columns: [Int], rows: [Int]) {
        var columns = [Int](repeating: 0, count: box.width), rows = [Int](repeating: 0, count: box.height)
        let channels = image.format.rawValue
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX
            where BackgroundMap.Colour(pixels, pixel: y * image.width + x, channels: channels).distance(to: colour) <= sameBackground {
                columns[x - box.x] += 1
                rows[y - box.y] += 1
            }
        }
        return (columns, rows)
    }

    /// The widest run of lines (by index) with next to none of the colour over `length`
    /// pixels, 2 px or more but narrower than a tile, with windows on both sides: a few tiles
    /// of lines that have the colour. A table's rules are no gutters: 1 px wide, or across a
    /// row of cells less tall than a window.
    private static func gutter(_ counts: [Int], across length: Int) -> Range<Int>? {
        let tile = BackgroundMap.tile, window = 4 * tile
        guard length >= window else { return nil }
        let empty = counts.map { 50 * $0 <= length }
        var best: Range<Int>?
        var start: Int?
        for index in 0...counts.count {
            let isEmpty = index < counts.count && empty[index]
            if isEmpty, start == nil { start = index }
            guard !isEmpty, let first = start else { continue }
            start = nil
            let run = first..<index
            guard (2..<tile).contains(run.count), first >= window, counts.count - index >= window,
                  counts[..<first].filter({ 10 * $0 >= length }).count >= window / 2,
                  counts[index...].filter({ 10 * $0 >= length }).count >= window / 2,
                  run.count > best?.count ?? 0 else { continue }
            best = run
        }
        return best
    }

    /// `box` moved in to its first and last rows and columns with more than a speck of the
    /// colour; nil when none has.
    private static func trimmed(_ box: BoundingBox, colour: BackgroundMap.Colour, pixels: UnsafeBufferPointer<UInt8>,
                                image: Image) -> BoundingBox? {
        guard box.area > 0 else { return nil }
        let (columns, rows) = colourCounts(in: box, colour: colour, pixels: pixels, image: image)
        let columnHas = { (count: Int) in 50 * count > box.height }, rowHas = { (count: Int) in 50 * count > box.width }
        guard let left = columns.firstIndex(where: columnHas), let right = columns.lastIndex(where: columnHas),
              let top = rows.firstIndex(where: rowHas), let bottom = rows.lastIndex(where: rowHas) else { return nil }
        return BoundingBox(x: box.x + left, y: box.y + top, width: right - left + 1, height: bottom - top + 1)
    }
}

private extension BoundingBox {
    func columns(_ range: Range<Int>) -> BoundingBox { BoundingBox(x: range.lowerBound, y: y, width: range.count, height: height) }
    func rows(_ range: Range<Int>) -> BoundingBox { BoundingBox(x: x, y: range.lowerBound, width: width, height: range.count) }
}
