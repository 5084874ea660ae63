extension Image {
    /// This gray ink mask (0 ink) without its long straight runs of ink, across or down: the
    /// strips of another window along a window's edge, window borders, rules and underlines.
    /// No stroke of a letter the layout reads as text is that long, and a glyph touching such
    /// a strip (text flush with a window's border) is a glyph of its own again.
    func erasingStraightRuns(atLeast length: Int) -> Image {
        var erased = pixels
        let width = width, height = height
        pixels.withUnsafeBufferPointer { mask in
            for y in 0..<height {
                var x = 0
                while x < width {
                    guard mask[y * width + x] == 0 else { x += 1; continue }
                    let start = x
                    while x < width, mask[y * width + x] == 0 { x += 1 }
                    if x - start >= length { for i in start..<x { erased[y * width + i] = 255 } }
                }
            }
            for x in 0..<width {
                var y = 0
                while y < height {
                    guard mask[y * width + x] == 0 else { y += 1; continue }
                    let start = y
                    while y < height, mask[y * width + x] == 0 { y += 1 }
                    if y - start >= length { for j in start..<y { erased[j * width + x] = 255 } }
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: erased)
    }
}
