/// Photographed text (a camera frame, a phone photo of a page or a screen) has what screen
/// text never has: light falling off across the page, paper texture, sensor noise and JPEG
/// blocks. One global ink/background level then fits nowhere: the dark corner's paper is
/// darker than the bright corner's ink, and Tesseract's single threshold loses one of them.
/// This divides the page by an estimate of its own background, so the paper is white
/// everywhere and the ink keeps its contrast, after a median filter takes out the noise.
enum PhotoBackground {
    /// Screens draw flat colours: neighbouring background pixels are equal (two in three
    /// or more pairs of a screen crop or page, JPEG screenshots included); sensor noise
    /// makes them differ (under one in ten in a photo). Between the two lies the line.
    static let maximumEqualNeighbours = 0.3
    /// The background is the brightest level of each tile this big: larger than a stroke
    /// (so every tile holds some paper), small enough to follow the light's fall-off and the
    /// edge of the page.
    static let tile = 8

    /// Whether `gray` looks photographed: too few equal horizontal neighbours for a screen.
    static func isPhotographed(_ gray: Image) -> Bool {
        precondition(gray.format == .gray)
        guard gray.width >= 2, gray.height >= 1 else { return false }
        var equal = 0
        gray.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<gray.height {
                let row = y * gray.width
                for x in 1..<gray.width where pixels[row + x] == pixels[row + x - 1] { equal += 1 }
            }
        }
        return Double(equal) < maximumEqualNeighbours * Double((gray.width - 1) * gray.height)
    }

    /// Whether a photo's text is lighter than its background (a screen photographed). Its
    /// most common level is no guide: under light falling off, the paper of the dark corner
    /// can outnumber the rest and the bright corner's paper pass for light ink. So each
    /// square of the photo with text-like contrast votes by its own statistics.
    static func inkIsLighter(_ gray: Image, square: Int = 64) -> Bool {
        var lighter = 0, darker = 0
        for y in stride(from: 0, to: gray.height, by: square) {
            for x in stride(from: 0, to: gray.width, by: square) {
                let stats = InkStatistics(gray.cropped(to: BoundingBox(x: x, y: y, width: square, height: square)))
                guard stats.contrast >= InkStatistics.minimumContrast else { continue }
                if stats.isDark { lighter += 1 } else { darker += 1 }
            }
        }
        return lighter > darker
    }

    /// `gray` (dark text on a light background) denoised and divided by its background:
    /// paper 255 wherever the light fell, ink as dark against it as it was locally.
    static func flatten(_ gray: Image) -> Image {
        let denoised = median3x3(gray)
        let background = backgroundEstimate(denoised)
        var pixels = denoised.pixels
        for i in pixels.indices {
            let level = max(Int(background[i]), 1)
            pixels[i] = UInt8(min(255, Int(pixels[i]) * 255 / level))
        }
        return Image(width: gray.width, height: gray.height, format: .gray, pixels: pixels)
    }

    /// The share of the range from ink to paper, at its paper end, that is mapped to white:
    /// the paper's texture and what noise the median left, which would otherwise be
    /// enlarged into specks that pass for small glyphs.
    static let paperShare = 0.25

    /// The ink and paper levels of a flattened photo for the contrast stretch.
    static func levels(of flattened: Image) -> (ink: Int, background: Int) {
        let stats = InkStatistics(flattened)
        let paper = Double(stats.background) - paperShare * Double(stats.background - stats.ink)
        return (stats.ink, max(Int(paper.rounded()), stats.ink + 1))
    }

    /// Whitens the desk or the page's edge that a photo catches along its border: dark
    /// (below 128) pixels connected to the border whose extent is a third of the image's
    /// width or height or more. Left in, they are the longest "lines" of the page and its
    /// layout is taken for a single line. A letter cut by the border is far smaller.
    static func clearBorderInk(_ gray: inout Image) {
        let width = gray.width, height = gray.height
        var seen = [Bool](repeating: false, count: width * height)
        var stack: [Int] = [], region: [Int] = []
        var border: [Int] = []
        for x in 0..<width { border += [x, (height - 1) * width + x] }
        for y in 0..<height { border += [y * width, y * width + width - 1] }
        for start in border where !seen[start] && gray.pixels[start] < 128 {
            seen[start] = true
            stack = [start]
            region.removeAll(keepingCapacity: true)
            var minX = width, maxX = -1, minY = height, maxY = -1
            while let i = stack.popLast() {
                region.append(i)
                let x = i % width, y = i / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let n = ny * width + nx
                        if !seen[n], gray.pixels[n] < 128 { seen[n] = true; stack.append(n) }
                    }
                }
            }
            if 3 * (maxX - minX + 1) >= width || 3 * (maxY - minY + 1) >= height {
                for i in region { gray.pixels[i] = 255 }
            }
        }
    }

    /// Each pixel's background level: the brightest of each tile (a 3×3 median over the
    /// tiles drops a tile lying wholly inside a large glyph), interpolated bilinearly
    /// between tile centres so it has no steps.
    static func backgroundEstimate(_ gray: Image) -> [UInt8] {
        let width = gray.width, height = gray.height
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        var brightest = [Int](repeating: 0, count: columns * rows)
        gray.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let t = (y / tile) * columns + x / tile
                    brightest[t] = max(brightest[t], Int(pixels[y * width + x]))
                }
            }
        }
        let smoothed = (0..<rows * columns).map { index -> Double in
            let row = index / columns, column = index % columns
            var around: [Int] = []
            for r in max(row - 1, 0)...min(row + 1, rows - 1) {
                for c in max(column - 1, 0)...min(column + 1, columns - 1) { around.append(brightest[r * columns + c]) }
            }
            around.sort()
            return Double(around[around.count / 2])
        }
        var estimate = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height {
            let fy = min(max((Double(y) + 0.5) / Double(tile) - 0.5, 0), Double(rows - 1))
            let r0 = Int(fy), r1 = min(r0 + 1, rows - 1), ay = fy - Double(r0)
            for x in 0..<width {
                let fx = min(max((Double(x) + 0.5) / Double(tile) - 0.5, 0), Double(columns - 1))
                let c0 = Int(fx), c1 = min(c0 + 1, columns - 1), ax = fx - Double(c0)
                let top = smoothed[r0 * columns + c0] * (1 - ax) + smoothed[r0 * columns + c1] * ax
                let bottom = smoothed[r1 * columns + c0] * (1 - ax) + smoothed[r1 * columns + c1] * ax
                estimate[y * width + x] = UInt8((top * (1 - ay) + bottom * ay).rounded())
            }
        }
        return estimate
    }

    /// Each pixel replaced by the median of its 3×3 neighbourhood (the edge repeated): sensor
    /// noise and JPEG ringing go, strokes two pixels wide stay.
    static func median3x3(_ gray: Image) -> Image {
        let width = gray.width, height = gray.height
        var out = gray.pixels
        var window = [UInt8](repeating: 0, count: 9)
        gray.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    var k = 0
                    for dy in -1...1 {
                        let row = min(max(y + dy, 0), height - 1) * width
                        for dx in -1...1 { window[k] = pixels[row + min(max(x + dx, 0), width - 1)]; k += 1 }
                    }
                    window.sort()
                    out[y * width + x] = window[4]
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: out)
    }
}
