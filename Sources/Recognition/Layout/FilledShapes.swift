/// Buttons, tags, highlighted rows, input fields and small banners: areas of one flat colour,
/// smaller than a panel, with text inside. Their edges seldom fall on the background map's
/// tiles, so a tile mixes the shape's colour with the page's and the text is lost in the mix
/// (a row of coloured buttons came out as one blob). Found at the pixel level instead, each
/// gives the text on it an exact background of its own.
struct FilledShapes: Sendable {
    typealias Colour = BackgroundMap.Colour

    struct Shape: Sendable {
        var box: BoundingBox
        var colour: Colour
        /// The colour around it, which a rounded corner shows inside its box.
        var surround: Colour
        /// The ink on its colour, a gray mask of `box` (0 ink; see `innerInk`).
        var ink: Image
    }

    /// Largest first, so that a shape inside another (a field on a highlighted row) is
    /// applied after it.
    let shapes: [Shape]

    /// Neighbouring pixels this close in colour belong to one flat area.
    static let flat = 12
    /// Heights of shapes: at least a small line with some padding, at most six tiles. A block of
    /// a few lines inside a window (a chat's two-line bubble) is no panel of its own (a panel
    /// inside another belongs to it), and in the tiles of the window's colour its edge passed
    /// for ink framing its text (`=xactly`); anything taller is a panel, which the tiles find.
    static let heights = 10...6 * BackgroundMap.tile

    init(_ image: Image) {
        let areas = FlatAreas(image).areas
        let pageArea = image.width * image.height
        shapes = areas.compactMap { area -> Shape? in
            let box = area.box
            guard Self.heights.contains(box.height), 2 * box.width >= 3 * box.height, 2 * box.area < pageArea,
                  10 * area.count >= 6 * box.area,
                  let surround = Self.surround(box, colour: area.colour, in: image) else { return nil }
            let ink = Self.innerInk(box, colour: area.colour, surround: surround, in: image)
            // Text: a few separate marks (the holes of one bold letter are no word).
            let marks = InkComponents(ink) { $0 == 0 }.components.filter { $0.height >= 3 && 10 * $0.height <= 8 * box.height }
            return marks.count >= 2 ? Shape(box: box, colour: area.colour, surround: surround, ink: ink) : nil
        }.sorted { $0.box.area > $1.box.area }
    }

    /// The shape a point lies on (the smallest there), if any.
    func shape(x: Int, y: Int) -> Int? {
        shapes.lastIndex { $0.box.contains(x: x, y: y) }
    }

    /// `mask` (0 ink) with each shape's box replaced by the ink on the shape's own colour.
    func refine(_ mask: inout Image) {
        for shape in shapes {
            for y in 0..<shape.box.height {
                let row = (shape.box.y + y) * mask.width + shape.box.x
                mask.pixels.replaceSubrange(row..<row + shape.box.width,
                                            with: shape.ink.pixels[y * shape.box.width..<(y + 1) * shape.box.width])
            }
        }
    }

    /// The most common colour around a shape, when what surrounds it a few pixels out differs
    /// from it on most of its outline; nil for a strip of a window's colour where a tile
    /// straddles two windows (it runs on into the window) and for the cells of a table (a
    /// thin rule, then the next cell of the same colour).
    private static func surround(_ box: BoundingBox, colour: Colour, in image: Image) -> Colour? {
        let channels = image.format.rawValue
        var differ = 0, total = 0
        var tally = BackgroundMap.ColourTally()
        image.pixels.withUnsafeBufferPointer { pixels in
            func count(_ x: Int, _ y: Int) {
                guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
                let pixel = Colour(pixels, pixel: y * image.width + x, channels: channels)
                total += 1
                if pixel.distance(to: colour) > BackgroundMap.inkDistance { differ += 1; tally.add(pixel) }
            }
            let out = 3
            for x in box.x..<box.maxX { count(x, box.y - out); count(x, box.maxY - 1 + out) }
            for y in box.y..<box.maxY { count(box.x - out, y); count(box.maxX - 1 + out, y) }
        }
        return total > 0 && 4 * differ >= 3 * total ? tally.mode : nil
    }
}

extension FilledShapes {
    /// A gray mask of `box` (0 ink): what differs from `colour`, except what is joined to the
    /// `surround`ing colour at the box's edge (a rounded corner's outside and its smoothed
    /// rim). Text that touches the edge (a highlight without padding) stays.
    private static func innerInk(_ box: BoundingBox, colour: Colour, surround: Colour, in image: Image) -> Image {
        let channels = image.format.rawValue, width = box.width, height = box.height
        var ink = [Bool](repeating: false, count: width * height)
        var outside = [Bool](repeating: false, count: width * height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = Colour(pixels, pixel: (box.y + y) * image.width + box.x + x, channels: channels)
                    ink[y * width + x] = pixel.distance(to: colour) > BackgroundMap.inkDistance
                    outside[y * width + x] = pixel.distance(to: surround) <= BackgroundMap.inkDistance
                }
            }
        }
        let rim = edgeReached(width: width, height: height, starts: { outside[$0] }, passes: { ink[$0] })
        return Image(width: width, height: height, format: .gray, pixels: ink.indices.map { ink[$0] && !rim[$0] ? 0 : 255 })
    }
}

/// Connected areas of one flat colour (4-connected), from runs along the rows.
private struct FlatAreas {
    struct Area {
        var box: BoundingBox
        var count: Int
        var colour: BackgroundMap.Colour
    }

    let areas: [Area]

    init(_ image: Image) {
        typealias Colour = BackgroundMap.Colour
        let channels = image.format.rawValue, width = image.width
        var union = RunUnion()
        var colours: [Colour] = []  // by label: the colour of the area's first run
        // Runs of the previous and current row: (start, end inclusive, label, colour).
        var previous: [(Int, Int, Int, Colour)] = [], current: [(Int, Int, Int, Colour)] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                current.removeAll(keepingCapacity: true)
                var x = 0, p = 0
                while x < width {
                    let start = x, colour = Colour(pixels, pixel: y * width + x, channels: channels)
                    x += 1
                    while x < width, Colour(pixels, pixel: y * width + x, channels: channels).distance(to: colour) <= FilledShapes.flat { x += 1 }
                    let end = x - 1
                    while p < previous.count, previous[p].1 < start { p += 1 }
                    var q = p, label = -1
                    while q < previous.count, previous[q].0 <= end {
                        if previous[q].3.distance(to: colour) <= FilledShapes.flat { label = union.join(label, previous[q].2) }
                        q += 1
                    }
                    let added = union.add(start: start, end: end, y: y, to: label)
                    if added == colours.count { colours.append(colour) }
                    current.append((start, end, added, colour))
                }
                swap(&previous, &current)
            }
        }
        areas = union.roots.filter { union.boxes[$0].count >= 64 }.map {
            let b = union.boxes[$0]
            return Area(box: BoundingBox(x: b.minX, y: b.minY, width: b.width, height: b.height), count: b.count, colour: colours[$0])
        }
    }
}
