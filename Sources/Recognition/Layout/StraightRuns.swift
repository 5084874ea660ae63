extension Image {
    /// This gray ink mask (0 ink) without its long straight runs of ink, across or down: the
    /// strips of another window along a window's edge, window borders, rules and underlines.
    /// No stroke of a letter the layout reads as text is that long, and a glyph touching such
    /// a strip (text flush with a window's border) is a glyph of its own again.
    func erasingStraightRuns(atLeast length: Int) -> Image {
        var erased = pixels
        let width = width, height = height
        pixels.withUnsafeBufferPointer { mask in
            /// Along `count` lines of `extent` pixels, pixel `i` of line `line` at `index(line, i)`.
            func erase(lines count: Int, extent: Int, _ index: (Int, Int) -> Int) {
                for line in 0..<count {
                    var i = 0
                    while i < extent {
                        guard mask[index(line, i)] == 0 else { i += 1; continue }
                        let start = i
                        while i < extent, mask[index(line, i)] == 0 { i += 1 }
                        if i - start >= length { for j in start..<i { erased[index(line, j)] = 255 } }
                    }
                }
            }
            erase(lines: height, extent: width) { $0 * width + $1 }
            erase(lines: width, extent: height) { $1 * width + $0 }
        }
        return Image(width: width, height: height, format: .gray, pixels: erased)
    }
}
