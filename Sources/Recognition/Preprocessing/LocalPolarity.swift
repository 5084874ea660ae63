/// Makes every region of a page dark-on-light: a dark terminal or a dark header bar on an
/// otherwise light screenshot is inverted where it is, so Tesseract never has to try each
/// line both ways (which it would otherwise do for every line, doubling its time).
enum LocalPolarity {
    /// Inverts the pixels lying in a dark-median square, with dark neighbours, of any of
    /// four `tile`-sized grids offset by half a tile (one grid alone would leave a strip of
    /// a dark region that starts inside a tile). Returns whether anything was inverted.
    @discardableResult
    static func normalize(_ image: inout Image, tile: Int = 12) -> Bool {
        precondition(image.format == .gray)
        let width = image.width, height = image.height, half = tile / 2
        let offsets = [(0, 0), (half, 0), (0, half), (half, half)]
        // Dark tiles of each grid; a grid offset by o has tiles starting at -o, tile-o, ...
        let columns = width / tile + 2, rows = height / tile + 2
        var dark = [[Bool]](repeating: [Bool](repeating: false, count: columns * rows), count: offsets.count)
        var anyDark = false
        // A tile's median is darker than 96 when more than half of its pixels are: counted from
        // a summed-area table of dark pixels, four lookups a tile.
        let darkBelow = summedDarkPixels(image)
        func darkCount(_ top: Int, _ left: Int, _ bottom: Int, _ right: Int) -> Int {
            darkBelow[bottom * (width + 1) + right] - darkBelow[top * (width + 1) + right]
                - darkBelow[bottom * (width + 1) + left] + darkBelow[top * (width + 1) + left]
        }
        // The pixels of a tile of grid g, cut at the image's edge; nil for one wholly outside.
        func tileBox(_ g: Int, row: Int, column: Int) -> (top: Int, left: Int, bottom: Int, right: Int)? {
            let (ox, oy) = offsets[g]
            let top = max(row * tile - oy, 0), bottom = min(row * tile - oy + tile, height)
            let left = max(column * tile - ox, 0), right = min(column * tile - ox + tile, width)
            return top < bottom && left < right ? (top, left, bottom, right) : nil
        }
        for g in offsets.indices {
            for row in 0..<rows {
                for column in 0..<columns {
                    guard let box = tileBox(g, row: row, column: column) else { continue }
                    if 2 * darkCount(box.top, box.left, box.bottom, box.right) > (box.bottom - box.top) * (box.right - box.left) {
                        dark[g][row * columns + column] = true
                        anyDark = true
                    }
                }
            }
        }
        guard anyDark else { return false }
        // A dark region has interior tiles whose eight neighbours are all dark; the thick
        // strokes of a bold heading never do (only a few of their neighbours are), so their
        // letters keep their holes. The region's border tiles are taken along with its interior.
        dark = dark.map { grid in
            let interior = (0..<rows * columns).map { grid[$0] && darkNeighbours(of: $0, in: grid, rows: rows, columns: columns) == 8 }
            return (0..<rows * columns).map { index in
                grid[index] && (interior[index] || neighbours(of: index, rows: rows, columns: columns).contains { interior[$0] })
            }
        }
        // Every pixel of a dark tile of any grid is flipped once.
        var flip = [Bool](repeating: false, count: width * height)
        for g in offsets.indices {
            for index in 0..<rows * columns where dark[g][index] {
                guard let box = tileBox(g, row: index / columns, column: index % columns) else { continue }
                for y in box.top..<box.bottom { for x in box.left..<box.right { flip[y * width + x] = true } }
            }
        }
        var flipped = false
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in flip.indices where flip[i] {
                pixels[i] = 255 - pixels[i]
                flipped = true
            }
        }
        return flipped
    }

    /// Entry (y, x) of a (height + 1) × (width + 1) table: how many pixels above row y and
    /// left of column x are darker than 96.
    private static func summedDarkPixels(_ image: Image) -> [Int] {
        let width = image.width, height = image.height, stride = width + 1
        var table = [Int](repeating: 0, count: stride * (height + 1))
        image.pixels.withUnsafeBufferPointer { pixels in
            table.withUnsafeMutableBufferPointer { table in
                for y in 0..<height {
                    var inRow = 0
                    for x in 0..<width {
                        if pixels[y * width + x] < 96 { inRow += 1 }
                        table[(y + 1) * stride + x + 1] = table[y * stride + x + 1] + inRow
                    }
                }
            }
        }
        return table
    }

    private static func neighbours(of index: Int, rows: Int, columns: Int) -> [Int] {
        let row = index / columns, column = index % columns
        var result: [Int] = []
        for r in max(row - 1, 0)...min(row + 1, rows - 1) {
            for c in max(column - 1, 0)...min(column + 1, columns - 1) where r != row || c != column { result.append(r * columns + c) }
        }
        return result
    }

    private static func darkNeighbours(of index: Int, in grid: [Bool], rows: Int, columns: Int) -> Int {
        neighbours(of: index, rows: rows, columns: columns).filter { grid[$0] }.count
    }
}
