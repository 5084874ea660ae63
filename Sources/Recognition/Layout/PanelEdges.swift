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

    /// Whether the background steps from one flat colour to another across `strip` (a gap
    /// between pieces of text: `vertical`, running top to bottom).
    static func hasStep(across strip: BoundingBox, vertical: Bool, of image: Image) -> Bool {
        let length = vertical ? strip.height : strip.width
        let (start, end) = vertical ? (strip.x, strip.maxX) : (strip.y, strip.maxY)
        guard length >= 2 * BackgroundMap.tile, end - start >= 2 else { return false }
        let channels = image.format.rawValue
        return image.pixels.withUnsafeBufferPointer { pixels in
            /// The pixel at `across` (a column of a vertical strip) and `along` it.
            func colour(_ across: Int, _ along: Int) -> BackgroundMap.Colour {
                let (x, y) = vertical ? (across, strip.y + along) : (strip.x + along, across)
                return BackgroundMap.Colour(pixels, pixel: y * image.width + x, channels: channels)
            }
            /// The colour of line `across` when nearly all of it holds one.
            func flat(_ across: Int) -> BackgroundMap.Colour? {
                let reference = colour(across, length / 2)
                let strays = (0..<length).filter { colour(across, $0).distance(to: reference) > tolerance }.count
                return Double(strays) <= strayShare * Double(length) ? reference : nil
            }
            guard let first = flat(start), let last = flat(end - 1), first.distance(to: last) >= step else { return false }
            for across in start + 1..<end {
                let (before, after) = (colour(across - 1, length / 2), colour(across, length / 2))
                guard before.distance(to: after) >= step, after.distance(to: last) <= tolerance,
                      before.distance(to: first) <= tolerance else { continue }
                return flat(across - 1) != nil && flat(across) != nil
            }
            return false
        }
    }
}
