/// Underlines (links, underlined headings), table rules and box-drawing lines join the
/// glyphs they touch into one wide shape that is no letter: an underlined line can come back
/// empty. Long thin runs of ink are removed from a dark-on-light page before recognition,
/// except where a stroke crosses them (a descender through an underline keeps its pixels).
enum RuleRemoval {
    /// Removes horizontal and vertical rules longer than three text heights and no thicker
    /// than a fifth of one. Returns whether anything was removed.
    @discardableResult
    static func remove(from image: inout Image, textHeight: Int) -> Bool {
        precondition(image.format == .gray)
        let width = image.width, height = image.height
        let length = max(3 * textHeight, 24), thickness = max(2, textHeight / 5)
        var clear: [Int] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            // Rules are often drawn light (a table's grey grid), yet Tesseract still sees them.
            func isInk(_ x: Int, _ y: Int) -> Bool { pixels[y * width + x] < 200 }
            /// How far ink reaches from (x, y) along the other axis, up to `thickness + 1`.
            func extent(_ x: Int, _ y: Int, horizontal: Bool) -> Int {
                var count = 1
                for direction in [-1, 1] {
                    var step = 1
                    while count <= thickness {
                        let (px, py) = horizontal ? (x, y + direction * step) : (x + direction * step, y)
                        guard px >= 0, py >= 0, px < width, py < height, isInk(px, py) else { break }
                        count += 1
                        step += 1
                    }
                }
                return count
            }
            for horizontal in [true, false] {
                let lines = horizontal ? height : width, span = horizontal ? width : height
                for line in 0..<lines {
                    var start = 0
                    while start < span {
                        let point = { (i: Int) -> (Int, Int) in horizontal ? (i, line) : (line, i) }
                        guard isInk(point(start).0, point(start).1) else { start += 1; continue }
                        var end = start
                        while end < span, isInk(point(end).0, point(end).1) { end += 1 }
                        if end - start >= length {
                            let thin = (start..<end).map(point).filter { extent($0.0, $0.1, horizontal: horizontal) <= thickness }
                            // A rule is thin nearly all along; the edge of a dark area (a desk
                            // around a photographed page) is not, and stays whole.
                            if 5 * thin.count >= 4 * (end - start) { clear += thin.map { $0.1 * width + $0.0 } }
                        }
                        start = end
                    }
                }
            }
        }
        for index in clear { image.pixels[index] = 255 }
        return !clear.isEmpty
    }
}
