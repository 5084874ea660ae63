/// A panel's edge inside a gap between text: the flat background steps to another flat colour
/// all along the gap (a code editor's file list, #252526, beside its text, #1e1e1e). The step
/// is far under what `BackgroundMap.changes` counts as a change, which a wallpaper's gradient
/// or JPEG noise must not pass; but a rendered panel's colour is exact. Both sides of the step
/// keep one colour down the whole gap, they differ by a few levels in one pixel, where a
/// gradient moves a level or two, and the colour after the step reaches the gap's far side
/// (a line drawn down a table's gap between its columns is no step).
enum PanelEdges {
    /// The least difference, in one channel, between the two sides.
    static let step = 3
    /// How far a pixel of a side may stray from its colour (a screenshot's JPEG), and the share
    /// of the gap's length where it may stray further (a speck, a stray glyph's edge).
    static let tolerance = 2
    static let strayShare = 0.05

    /// Whether the background steps from one flat colour to another across `strip`, a gap
    /// running top to bottom between pieces of text. Not across a gap between rows: a table's
    /// rows striped a few levels apart would be cut one from the next.
    static func hasStep(across strip: BoundingBox, of image: Image) -> Bool {
        guard strip.height >= 2 * BackgroundMap.tile, strip.width >= 2 else { return false }
        return columns(of: strip, in: image) { colour, flat in
            let (start, end, middle) = (strip.x, strip.maxX, strip.height / 2)
            guard let first = flat(start), let last = flat(end - 1), first.distance(to: last) >= step else { return false }
            for x in start + 1..<end {
                let (before, after) = (colour(x - 1, middle), colour(x, middle))
                guard before.distance(to: after) >= step, after.distance(to: last) <= tolerance,
                      before.distance(to: first) <= tolerance else { continue }
                return flat(x - 1) != nil && flat(x) != nil
            }
            return false
        }
    }

    /// Whether `strip`, a gap running top to bottom between pieces of text, runs between two
    /// panels of one colour standing apart (cards side by side: white on #f5f7fa, each perhaps
    /// framed by a line): both ends of the gap keep that colour all down it, and columns of
    /// other flat colours (the page between the cards, their frames) span more of it than a
    /// rule down a table's gap or an old table's cell spacing between two cells' frames.
    static func separatesPanels(across strip: BoundingBox, of image: Image) -> Bool {
        guard strip.height >= 2 * BackgroundMap.tile, strip.width >= cardSpacing + 2 * edge else { return false }
        return columns(of: strip, in: image) { _, flat in
            // A glyph's antialiased edge may reach a pixel or two into the gap.
            func isOther(_ x: Int, _ side: BackgroundMap.Colour) -> Bool { flat(x).map { $0.distance(to: side) >= step } ?? false }
            guard let left = (strip.x..<strip.x + edge).first(where: { flat($0) != nil }),
                  let right = (strip.maxX - edge..<strip.maxX).last(where: { flat($0) != nil }),
                  left < right, let side = flat(left), let other = flat(right), side.distance(to: other) <= tolerance,
                  let low = (left + 1..<right).first(where: { isOther($0, side) }),
                  let high = (low..<right).last(where: { isOther($0, side) }) else { return false }
            return high - low + 1 >= cardSpacing
        }
    }

    /// The least width between two panels' facing edges, their frames included: wider than
    /// a table's rule and than an old table's cells framed 2 px apart (1 + 2 + 1).
    static let cardSpacing = 8
    /// How far into the gap a side's colour is looked for.
    static let edge = 3

    /// Hands `look` the strip's pixels: `colour(x, along)`, the pixel in column `x`, `along`
    /// rows down the strip; and `flat(x)`, the colour of column `x` when nearly all of it holds one.
    private static func columns(of strip: BoundingBox, in image: Image,
                                _ look: ((Int, Int) -> BackgroundMap.Colour, (Int) -> BackgroundMap.Colour?) -> Bool) -> Bool {
        let channels = image.format.rawValue, length = strip.height
        return image.pixels.withUnsafeBufferPointer { pixels in
            func colour(_ x: Int, _ along: Int) -> BackgroundMap.Colour {
                BackgroundMap.Colour(pixels, pixel: (strip.y + along) * image.width + x, channels: channels)
            }
            func flat(_ x: Int) -> BackgroundMap.Colour? {
                let reference = colour(x, length / 2)
                let strays = (0..<length).filter { colour(x, $0).distance(to: reference) > tolerance }.count
                return Double(strays) <= strayShare * Double(length) ? reference : nil
            }
            return look(colour, flat)
        }
    }
}
