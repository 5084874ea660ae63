/// What a photo catches around and between its text that is no text: the desk along its
/// border, and frames, the edges dividing the page from the desk, its margin from a dark
/// card, that the background division leaves as lines. Left in, they are the longest
/// "lines" of the page and its layout is taken for a single line; a letter is far smaller.
enum PhotoFrames {
    /// Anything clearly darker than the paper: a frame's grey edge, the desk's texture.
    static let ink: UInt8 = 200

    /// Whitens, in a flattened dark-on-light photo, the ink connected to the border that
    /// reaches a third of the image's width or height (the desk), and the ink reaching half
    /// of it, four text heights long or more, that fills under a fifth of its box (a frame);
    /// with each, the soft edge around it (the light's fall-off at the page's edge).
    static func clear(_ gray: inout Image) {
        let width = gray.width, height = gray.height
        var label = [Int32](repeating: -1, count: width * height)
        var shapes: [(pixels: [Int], box: BoundingBox, touchesBorder: Bool)] = []
        var stack: [Int] = []
        for start in 0..<width * height where label[start] < 0 && gray.pixels[start] < ink {
            let id = Int32(shapes.count)
            label[start] = id
            stack = [start]
            var pixels: [Int] = []
            var minX = width, maxX = -1, minY = height, maxY = -1
            while let i = stack.popLast() {
                pixels.append(i)
                let x = i % width, y = i / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                forEachNeighbour(of: i, width: width, height: height) { n in
                    if label[n] < 0 && gray.pixels[n] < ink { label[n] = id; stack.append(n) }
                }
            }
            let box = BoundingBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            shapes.append((pixels, box, minX == 0 || minY == 0 || maxX == width - 1 || maxY == height - 1))
        }
        let textHeight = shapes.map(\.box.height).filter { $0 >= 3 }.median ?? 0
        for shape in shapes {
            let box = shape.box
            let desk = shape.touchesBorder && (3 * box.width >= width || 3 * box.height >= height)
            let frame = (2 * box.width >= width || 2 * box.height >= height) && max(box.width, box.height) >= 4 * textHeight
                && 5 * shape.pixels.count < box.area
            guard desk || frame else { continue }
            for i in shape.pixels { gray.pixels[i] = 255 }
            stack += shape.pixels
        }
        while let i = stack.popLast() {
            forEachNeighbour(of: i, width: width, height: height) { n in
                if gray.pixels[n] < 250 { gray.pixels[n] = 255; stack.append(n) }
            }
        }
    }

    @inline(__always)
    private static func forEachNeighbour(of index: Int, width: Int, height: Int, _ body: (Int) -> Void) {
        let x = index % width, y = index / width
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y { body(ny * width + nx) }
        }
    }
}
