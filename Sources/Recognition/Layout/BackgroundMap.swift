/// The background colour of every `tile`×`tile` square of an image: the most common colour
/// in it (screens have flat backgrounds; a glyph covers less than half of a square). Ink is
/// what differs from the backgrounds around it, whatever its hue, so text on a coloured
/// banner or a dark panel is found as readily as black on white.
struct BackgroundMap: Sendable {
    struct Colour: Equatable, Sendable {
        var red: Int, green: Int, blue: Int

        /// The largest difference in one channel: hue contrast counts as much as brightness.
        func distance(to other: Colour) -> Int {
            max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
        }

        init(red: Int, green: Int, blue: Int) {
            self.red = red; self.green = green; self.blue = blue
        }

        /// Pixel `index` of an image's buffer of `channels` channels (a gray one repeated).
        init(_ pixels: UnsafeBufferPointer<UInt8>, pixel index: Int, channels: Int) {
            let p = index * channels
            red = Int(pixels[p])
            green = channels == 1 ? red : Int(pixels[p + 1])
            blue = channels == 1 ? red : Int(pixels[p + 2])
        }

        /// Its bin when colours are counted at 4 bits a channel.
        var bin: Int { (red >> 4) << 8 | (green >> 4) << 4 | blue >> 4 }
    }

    /// Counts colours at 4 bits a channel; the most common one's exact colour is its bin's
    /// mean. Reused: `reset()` clears only the bins that were touched.
    struct ColourTally {
        private var counts = [Int](repeating: 0, count: 4096)
        private var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: 4096)
        private var touched: [Int] = []

        mutating func add(_ colour: Colour) {
            let bin = colour.bin
            if counts[bin] == 0 { touched.append(bin) }
            counts[bin] += 1
            sums[bin].0 += colour.red; sums[bin].1 += colour.green; sums[bin].2 += colour.blue
        }

        /// The most common colour (the first counted of equally common ones), or black when
        /// nothing was counted.
        var mode: Colour {
            guard let bin = touched.max(by: { counts[$0] < counts[$1] }) else { return Colour(red: 0, green: 0, blue: 0) }
            let n = counts[bin]
            return Colour(red: sums[bin].0 / n, green: sums[bin].1 / n, blue: sums[bin].2 / n)
        }

        mutating func reset() {
            for bin in touched { counts[bin] = 0; sums[bin] = (0, 0, 0) }
            touched.removeAll(keepingCapacity: true)
        }
    }

    static let tile = 16
    /// A pixel this far from every nearby background is ink; a flat backdrop's noise (JPEG,
    /// wallpapers' gradients) stays below it.
    static let inkDistance = 32

    let columns: Int, rows: Int
    private let colours: [Colour]

    /// `shapes`: boxes of filled shapes (buttons, tags) that keep their own colour; a square
    /// they cover only in part takes its background from the rest, what lies around them.
    init(_ image: Image, excluding shapes: [BoundingBox] = []) {
        let tile = Self.tile, channels = image.format.rawValue
        let columns = (image.width + tile - 1) / tile, rows = (image.height + tile - 1) / tile
        self.columns = columns
        self.rows = rows
        var colours: [Colour] = []
        colours.reserveCapacity(columns * rows)
        var tally = ColourTally()
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<rows {
                for column in 0..<columns {
                    let square = BoundingBox(x: column * tile, y: row * tile, width: min(tile, image.width - column * tile),
                                             height: min(tile, image.height - row * tile))
                    let covering = shapes.filter { $0.intersection(square) != nil }
                    var counted = 0
                    for pass in covering.isEmpty ? [false] : [true, false] where counted == 0 {
                        for y in square.y..<square.maxY {
                            for x in square.x..<square.maxX where !pass || !covering.contains(where: { $0.contains(x: x, y: y) }) {
                                tally.add(Colour(pixels, pixel: y * image.width + x, channels: channels))
                                counted += 1
                            }
                        }
                    }
                    colours.append(tally.mode)
                    tally.reset()
                }
            }
        }
        self.colours = colours
    }

    func colour(column: Int, row: Int) -> Colour {
        colours[min(max(row, 0), rows - 1) * columns + min(max(column, 0), columns - 1)]
    }

    /// The background at a pixel.
    func colour(x: Int, y: Int) -> Colour { colour(column: x / Self.tile, row: y / Self.tile) }

    /// A gray mask of `image` (0 ink, 255 background): ink differs from its square's
    /// background. A square that an edge of one of `edges` (windows, panels: exact rectangles)
    /// cuts through has two backgrounds: each side takes the one of the square next to it on
    /// that side, so neither the strip of the other window nor text flush with the edge
    /// turns into ink of the wrong colour.
    func inkMask(of image: Image, edges rectangles: [BoundingBox] = []) -> Image {
        let channels = image.format.rawValue, tile = Self.tile
        let cuts = TileCuts(rectangles, columns: columns, rows: rows)
        var mask = [UInt8](repeating: 255, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = y / tile
                for x in 0..<image.width {
                    let column = x / tile
                    let background = cuts.isEmpty ? colours[row * columns + column]
                        : colour(column: cuts.column(for: x, y: y, in: column), row: cuts.row(for: x, y: y, in: row))
                    if Colour(pixels, pixel: y * image.width + x, channels: channels).distance(to: background) > Self.inkDistance {
                        mask[y * image.width + x] = 0
                    }
                }
            }
        }
        return Image(width: image.width, height: image.height, format: .gray, pixels: mask)
    }

    /// Whether the background changes across a strip of the image (between two windows or
    /// panels) rather than staying one flat colour (a gutter inside one): in at least half of
    /// the strip's tile rows (or columns, for a horizontal strip) its two sides and middle differ.
    func changes(across strip: BoundingBox, vertical: Bool) -> Bool {
        let tile = Self.tile
        // Across the strip: its two sides and middle; along it: every tile.
        let (start, length, from, extent) = vertical ? (strip.x, strip.width, strip.y, strip.height) : (strip.y, strip.height, strip.x, strip.width)
        let across = [start, start + length / 2, start + max(length - 1, 0)].map { $0 / tile }
        let along = Array(from / tile...(from + max(extent - 1, 0)) / tile)
        let changed = along.filter { position in
            let sides = across.map { vertical ? colour(column: $0, row: position) : colour(column: position, row: $0) }
            return sides.contains { $0.distance(to: sides[0]) > Self.inkDistance / 2 }
        }.count
        return !along.isEmpty && 2 * changed >= along.count
    }
}

/// The edges of rectangles that cut through background squares, by square column (vertical
/// edges) and row (horizontal ones): for a pixel in such a square, the neighbouring square on
/// its side of the edge.
private struct TileCuts {
    /// Per square column (row): (edge position, the rectangle's extent along the edge). Arrays,
    /// not dictionaries: they are looked up for every pixel of the page.
    private let vertical: [[(x: Int, from: Int, to: Int)]]
    private let horizontal: [[(y: Int, from: Int, to: Int)]]
    let isEmpty: Bool

    init(_ rectangles: [BoundingBox], columns: Int, rows: Int) {
        var vertical = [[(x: Int, from: Int, to: Int)]](repeating: [], count: columns)
        var horizontal = [[(y: Int, from: Int, to: Int)]](repeating: [], count: rows)
        let tile = BackgroundMap.tile
        for r in rectangles {
            for x in [r.x, r.maxX] where x % tile != 0 && x / tile < columns { vertical[x / tile].append((x, r.y, r.maxY)) }
            for y in [r.y, r.maxY] where y % tile != 0 && y / tile < rows { horizontal[y / tile].append((y, r.x, r.maxX)) }
        }
        self.vertical = vertical
        self.horizontal = horizontal
        isEmpty = vertical.allSatisfy(\.isEmpty) && horizontal.allSatisfy(\.isEmpty)
    }

    /// The square column whose background the pixel (x, y) of square column `column` takes.
    func column(for x: Int, y: Int, in column: Int) -> Int {
        guard let edge = vertical[column].first(where: { y >= $0.from && y < $0.to }) else { return column }
        return min(max(x >= edge.x ? column + 1 : column - 1, 0), vertical.count - 1)
    }

    func row(for x: Int, y: Int, in row: Int) -> Int {
        guard let edge = horizontal[row].first(where: { x >= $0.from && x < $0.to }) else { return row }
        return min(max(y >= edge.y ? row + 1 : row - 1, 0), horizontal.count - 1)
    }
}
