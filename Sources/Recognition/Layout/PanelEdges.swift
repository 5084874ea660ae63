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
        let length = strip.height, start = strip.x, end = strip.maxX
        guard length >= 2 * BackgroundMap.tile, end - start >= 2 else { return false }
        let channels = image.format.rawValue
        return image.pixels.withUnsafeBufferPointer { pixels in
            /// The pixel in column `x`, `along` rows down the strip.
            func colour(_ x: Int, _ along: Int) -> BackgroundMap.Colour {
                BackgroundMap.Colour(pixels, pixel: (strip.y + along) * image.width + x, channels: channels)
            }
            /// The colour of column `x` when nearly all of it holds one.
            func flat(_ x: Int) -> BackgroundMap.Colour? {
                let reference = colour(x, length / 2)
                let strays = (0..<length).filter { colour(x, $0).distance(to: reference) > tolerance }.count
                return Double(strays) <= strayShare * Double(length) ? reference : nil
            }
            guard let first = flat(start), let last = flat(end - 1), first.distance(to: last) >= step else { return false }
            for x in start + 1..<end {
                let (before, after) = (colour(x - 1, length / 2), colour(x, length / 2))
                guard before.distance(to: after) >= step, after.distance(to: last) <= tolerance,
                      before.distance(to: first) <= tolerance else { continue }
                return flat(x - 1) != nil && flat(x) != nil
            }
            return false
        }
    }
}
