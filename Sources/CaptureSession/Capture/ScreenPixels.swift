import Recognition
import X11Capture
import X11Connection

/// The screen's pixels and rectangles as Recognition reads them.
extension Image {
    init(_ screen: ScreenImage) {
        self.init(width: screen.width, height: screen.height, format: .rgba, pixels: screen.pixels)
    }
}

extension BoundingBox {
    init(_ rect: ScreenRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
