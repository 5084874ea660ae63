/// Windows and panels on a page, the first cut of a screenshot: exact where windows overlap,
/// which no cut through gaps can separate, so text is assigned to the window it lies on.
/// When the desktop's window tree is known its windows are the panels; otherwise they are
/// found as connected areas of one background colour that fill most of their rectangle.
struct Panels: Sendable {
    let rectangles: [BoundingBox]
    /// For each tile of the background map, the index of its panel, or -1; empty when the
    /// panels are windows (`rectangles` bottom to top: the topmost one at a point owns it).
    private let owners: [Int]
    private let columns: Int

    /// The visible top-level `windows` (bottom to top in stacking order, in the image's pixels).
    init(windows: [BoundingBox], width: Int, height: Int) {
        let page = BoundingBox(x: 0, y: 0, width: width, height: height)
        rectangles = windows.compactMap { $0.intersection(page) }
        owners = []
        columns = 0
    }

    /// Neighbouring tiles this close in colour have one background.
    static let sameBackground = 12

    init(_ background: BackgroundMap, image: Image) {
        let width = image.width, height = image.height
        let columns = background.columns, rows = background.rows, tile = BackgroundMap.tile
        var label = [Int](repeating: -1, count: columns * rows)
        var areas: [(minX: Int, minY: Int, maxX: Int, maxY: Int, tiles: Int)] = []
        var seeds: [Int] = []   // a tile of each area: its box's centre may lie outside it
        for start in 0..<columns * rows where label[start] < 0 {
            let id = areas.count
            var area = (minX: start % columns, minY: start / columns, maxX: start % columns, maxY: start / columns, tiles: 0)
            var stack = [start]
            label[start] = id
            while let index = stack.popLast() {
                let column = index % columns, row = index / columns
                area.tiles += 1
                area.minX = min(area.minX, column); area.maxX = max(area.maxX, column)
                area.minY = min(area.minY, row); area.maxY = max(area.maxY, row)
                let colour = background.colour(column: column, row: row)
                for (c, r) in [(column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1)]
                where c >= 0 && r >= 0 && c < columns && r < rows && label[r * columns + c] < 0
                    && background.colour(column: c, row: r).distance(to: colour) <= Self.sameBackground {
                    label[r * columns + c] = id
                    stack.append(r * columns + c)
                }
            }
            areas.append(area)
            seeds.append(start)
        }
        // A panel: a few lines' worth of tiles filling half its rectangle or more, smaller
        // than the whole page (the desktop around the windows is not one).
        func isPanel(_ a: (minX: Int, minY: Int, maxX: Int, maxY: Int, tiles: Int)) -> Bool {
            let w = a.maxX - a.minX + 1, h = a.maxY - a.minY + 1
            return a.tiles >= 12 && w >= 3 && h >= 2 && 2 * a.tiles >= w * h && (w < columns || h < rows)
        }
        func box(_ a: (minX: Int, minY: Int, maxX: Int, maxY: Int, tiles: Int)) -> BoundingBox {
            let x = a.minX * tile, y = a.minY * tile
            return BoundingBox(x: x, y: y, width: min((a.maxX + 1) * tile, width) - x, height: min((a.maxY + 1) * tile, height) - y)
        }
        let candidates = areas.indices.filter { isPanel(areas[$0]) }
        // Panels inside another panel (a banner in a page, a field in a dialog) belong to it.
        var parent: [Int: Int] = [:]
        for a in candidates {
            let inner = box(areas[a])
            let enclosing = candidates.filter { $0 != a && box(areas[$0]).contains(inner) && box(areas[$0]).area > inner.area }
            if let outer = enclosing.min(by: { box(areas[$0]).area < box(areas[$1]).area }) { parent[a] = outer }
        }
        func topLevel(_ a: Int) -> Int { var a = a; while let p = parent[a] { a = p }; return a }
        let top = candidates.filter { parent[$0] == nil }
        // Each area's rectangle, or its parts when it is windows packed closer than a tile.
        let parts = top.map { area in
            let tile = box(areas[area])
            let colour = background.colour(column: seeds[area] % columns, row: seeds[area] / columns)
            let around = BoundingBox(x: tile.x - BackgroundMap.tile, y: tile.y - BackgroundMap.tile,
                                     width: tile.width + 2 * BackgroundMap.tile, height: tile.height + 2 * BackgroundMap.tile)
            let parts = Self.cutAlongGutters(around.clipped(width: width, height: height), colour: colour, in: image)
            return parts.count > 1 ? parts : [Self.exact(tile, colour: colour, in: image)]
        }
        let firstPart = parts.indices.map { area in parts[..<area].reduce(0) { $0 + $1.count } }
        let index = Dictionary(uniqueKeysWithValues: top.enumerated().map { ($1, parts[$0].count == 1 ? firstPart[$0] : Self.severalPanels) })
        var owners = [Int](repeating: -1, count: columns * rows)
        let isCandidate = Set(candidates)
        for t in owners.indices where isCandidate.contains(label[t]) { owners[t] = index[topLevel(label[t])] ?? -1 }
        self.owners = owners
        self.columns = columns
        rectangles = parts.flatMap { $0 }
    }

    /// A tile's owner when its area was cut along gutters: the part is found by rectangle.
    private static let severalPanels = -2

    /// `box`, an area of `colour` to the nearest tile, moved to the rows and columns where
    /// that colour begins and ends: a window's edge lies anywhere in its border tiles, and text
    /// flush with it (an xterm's first column) must not be cut off.
    private static func exact(_ box: BoundingBox, colour: BackgroundMap.Colour, in image: Image) -> BoundingBox {
        let tile = BackgroundMap.tile, channels = image.format.rawValue
        return image.pixels.withUnsafeBufferPointer { pixels in
            /// Whether most of the line (a row at `y` across the box, or a column at `x` down it) has the colour.
            func holds(row y: Int? = nil, column x: Int? = nil) -> Bool {
                let points = y.map { y in stride(from: box.x, to: box.maxX, by: 2).map { ($0, y) } }
                    ?? stride(from: box.y, to: box.maxY, by: 2).map { (x!, $0) }
                let same = points.filter { BackgroundMap.Colour(pixels, pixel: $0.1 * image.width + $0.0, channels: channels).distance(to: colour) <= sameBackground }
                return same.count * 10 >= points.count * 6
            }
            // From outside the border tile inwards, the first line of the colour.
            let top = (max(box.y - tile + 1, 0)..<min(box.y + tile, box.maxY)).first { holds(row: $0) } ?? box.y
            let bottom = (max(box.maxY - tile, box.y)..<min(box.maxY + tile - 1, image.height)).reversed().first { holds(row: $0) }.map { $0 + 1 } ?? box.maxY
            let left = (max(box.x - tile + 1, 0)..<min(box.x + tile, box.maxX)).first { holds(column: $0) } ?? box.x
            let right = (max(box.maxX - tile, box.x)..<min(box.maxX + tile - 1, image.width)).reversed().first { holds(column: $0) }.map { $0 + 1 } ?? box.maxX
            return right > left && bottom > top ? BoundingBox(x: left, y: top, width: right - left, height: bottom - top) : box
        }
    }

    /// The panel a point lies on: the topmost window there; else its tile's panel, else the
    /// smallest panel rectangle around it (a tile of a large heading's ink has no background
    /// of its own); else -1.
    func panel(x: Int, y: Int) -> Int {
        if owners.isEmpty { return rectangles.lastIndex { $0.contains(x: x, y: y) } ?? -1 }
        let owner = owners[(y / BackgroundMap.tile) * columns + x / BackgroundMap.tile]
        if owner >= 0 { return owner }
        let around = rectangles.indices.filter { rectangles[$0].contains(x: x, y: y) }
        return around.min { rectangles[$0].area < rectangles[$1].area } ?? -1
    }

    /// Whether the pixel (x, y) belongs to a panel other than `panel` (for text on no panel,
    /// -1: to any panel).
    func isForeign(x: Int, y: Int, to own: Int) -> Bool {
        let tileOwner = owners.isEmpty ? Self.severalPanels : owners[(y / BackgroundMap.tile) * columns + x / BackgroundMap.tile]
        let owner = tileOwner == Self.severalPanels ? panel(x: x, y: y) : tileOwner
        return owner >= 0 && owner != own
    }
}

extension BoundingBox {
    func contains(_ other: BoundingBox) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    func contains(x px: Int, y py: Int) -> Bool { px >= x && py >= y && px < maxX && py < maxY }

    /// The part of both boxes, or nil when they do not meet.
    func intersection(_ other: BoundingBox) -> BoundingBox? {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
