import Recognition
import X11Connection

extension ScreenRect {
    /// A box Recognition found in a screen grab's pixels, as the screen rectangle it is.
    public init(_ box: BoundingBox) {
        self.init(x: box.x, y: box.y, width: box.width, height: box.height)
    }
}
