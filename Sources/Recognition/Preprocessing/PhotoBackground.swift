/// Photographed text (a camera frame, a phone photo of a page or a screen) has what screen
/// text never has: light falling off across the page, paper texture, sensor noise and JPEG
/// blocks. One global ink/background level then fits nowhere: the dark corner's paper is
/// darker than the bright corner's ink, and Tesseract's single threshold loses one of them.
/// This divides the page by an estimate of its own background (the page with its text
/// taken out), so the paper is white everywhere and the ink keeps its contrast.
enum PhotoBackground {
    /// Screens draw flat colours: neighbouring background pixels are equal (two in three
    /// or more pairs of a screen crop or page, JPEG screenshots included); sensor noise
    /// makes them differ (under one in ten in a photo). Between the two lies the line.
    static let maximumEqualNeighbours = 0.3
    /// The background is what is left when every dark stroke narrower than twice this is
    /// filled in: wider than the strokes of a photographed heading, far narrower than a card
    /// or the page's margin, whose edges it keeps.
    static let strokeRadius = 10
    /// The share of the range from ink to paper, at its paper end, that is mapped to white:
    /// the paper's texture and the noise, which would otherwise be enlarged into specks
    /// that pass for small glyphs. More takes faint grey text with it.
    static let paperShare = 0.1
    /// Strokes up to about eight pixels wide have a quarter of their pixels on an edge; a
    /// filled area cut by a 64 px square, a few in a hundred.
    static let strokeEdgeShare = 0.15

    /// Whether `image` looks photographed: too few equal horizontal neighbours for a screen.
    static func isPhotographed(_ image: Image) -> Bool {
        let gray = image.format == .gray ? image : image.grayscale()
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

    /// Whether a photo's text is lighter than its background (a screen photographed, a dark
    /// card). Its most common level is no guide: under light falling off, the paper of the
    /// dark corner can outnumber the rest and the bright corner's paper pass for light ink.
    /// So each square of the photo whose ink is strokes votes by its own statistics.
    static func inkIsLighter(_ gray: Image, square: Int = 64) -> Bool {
        var lighter = 0, darker = 0
        for y in stride(from: 0, to: gray.height, by: square) {
            for x in stride(from: 0, to: gray.width, by: square) {
                let piece = gray.cropped(to: BoundingBox(x: x, y: y, width: square, height: square))
                let stats = InkStatistics(piece)
                guard stats.contrast >= InkStatistics.minimumContrast, isStrokes(piece, stats) else { continue }
                if stats.isDark { lighter += 1 } else { darker += 1 }
            }
        }
        return lighter > darker
    }

    /// Whether the ink of `piece` is strokes (much of it borders the background), not the
    /// edge of a larger area: a card's edge on its paper, the desk beside the page, which
    /// would vote for the polarity of whatever lies beyond it.
    static func isStrokes(_ piece: Image, _ stats: InkStatistics) -> Bool {
        let width = piece.width, height = piece.height
        var ink = 0, edge = 0
        piece.pixels.withUnsafeBufferPointer { pixels in
            func isInk(_ i: Int) -> Bool { stats.isInk(pixels[i]) }
            for y in 0..<height {
                for x in 0..<width where isInk(y * width + x) {
                    let i = y * width + x
                    ink += 1
                    if (x > 0 && !isInk(i - 1)) || (x + 1 < width && !isInk(i + 1))
                        || (y > 0 && !isInk(i - width)) || (y + 1 < height && !isInk(i + width)) { edge += 1 }
                }
            }
        }
        return ink > 0 && Double(edge) >= strokeEdgeShare * Double(ink)
    }

    /// The least a background is taken to be, as a share of the page's paper: light falling
    /// off leaves the paper of the dark corner above half of the bright corner's. Below it
    /// lies no paper but the desk, a dark card, or (a dark page's photo inverted) its light
    /// margin, where dividing by the level itself would enlarge the noise many times into
    /// specks that are read as letters.
    static let leastBackgroundShare = 0.5

    /// `gray` (dark text on a light background) divided by its background: paper 255
    /// wherever the light fell, ink as dark against it as it was locally. The background is
    /// measured on a median-filtered copy (one bright speck of noise would otherwise be the
    /// paper's level); what is divided is only lightly smoothed, as a median erases the
    /// one-pixel strokes of small text. What is divided is the ink's depth below its
    /// background, by no less than `leastBackgroundShare` of the paper.
    static func flatten(_ gray: Image) -> Image {
        let background = GrayFilters.closing(GrayFilters.median3x3(gray), radius: strokeRadius)
        // The paper's level where the light is brightest: the lightest tenth of the background.
        let paper = GrayHistogram(background).lightest(reaching: (background.pixels.count + 9) / 10)
        let least = max(Int(leastBackgroundShare * Double(paper)), 1)
        var pixels = GrayFilters.smooth3x3(gray).pixels
        for i in pixels.indices {
            let level = Int(background.pixels[i]), depth = max(level - Int(pixels[i]), 0)
            pixels[i] = UInt8(max(0, 255 - depth * 255 / max(level, least)))
        }
        return Image(width: gray.width, height: gray.height, format: .gray, pixels: pixels)
    }

    /// `gray` made a scan: dark text on a white page, the light's fall-off, the noise, the
    /// desk and the frames gone. The rest of the reading then sees flat colours, as on a screen.
    /// Nil when nothing in it has text-like contrast (a wall, the desk).
    static func scan(_ gray: Image) -> Image? {
        guard InkStatistics(gray).contrast >= InkStatistics.minimumContrast else { return nil }
        var page = gray
        if inkIsLighter(page) { page.invert() }
        page = flatten(page)
        let stats = InkStatistics(page)
        let paper = Double(stats.background) - paperShare * Double(stats.background - stats.ink)
        page.stretch(ink: stats.ink, background: max(Int(paper.rounded()), stats.ink + 1))
        PhotoFrames.clear(&page)
        return page
    }
}
