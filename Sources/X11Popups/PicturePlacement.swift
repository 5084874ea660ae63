import Recognition
import X11Connection

/// Where a frozen picture shows on the screen: the whole screen at the root's origin, 1:1; a
/// camera's frame scaled into its window. Readings stay in the picture's pixels; the overlay
/// maps them to the screen and the pointer back.
public struct PicturePlacement: Sendable, Equatable {
    /// The picture's top-left corner, in root pixels.
    public let x: Int, y: Int
    /// Screen pixels per picture pixel.
    public let scale: Double

    public static let screen = PicturePlacement(x: 0, y: 0, scale: 1)

    public init(x: Int, y: Int, scale: Double) {
        self.x = x
        self.y = y
        self.scale = scale
    }

    /// A picture of `width`×`height` as large as fits in `area` (never enlarged), centred in it.
    public init(fitting width: Int, _ height: Int, in area: ScreenRect) {
        let scale = min(1, Double(area.width) / Double(max(width, 1)), Double(area.height) / Double(max(height, 1)))
        let shown = (width: Int((Double(width) * scale).rounded()), height: Int((Double(height) * scale).rounded()))
        self.init(x: area.x + (area.width - shown.width) / 2, y: area.y + (area.height - shown.height) / 2, scale: scale)
    }

    /// The screen rectangle a box of the picture covers.
    public func onScreen(_ box: BoundingBox) -> ScreenRect {
        let left = Double(box.x) * scale, top = Double(box.y) * scale
        let right = Double(box.maxX) * scale, bottom = Double(box.maxY) * scale
        return ScreenRect(x: x + Int(left.rounded(.down)), y: y + Int(top.rounded(.down)),
                          width: max(1, Int(right.rounded(.up)) - Int(left.rounded(.down))),
                          height: max(1, Int(bottom.rounded(.up)) - Int(top.rounded(.down))))
    }

    /// The picture's pixel under a point of the screen.
    public func inPicture(x rootX: Int, y rootY: Int) -> (x: Int, y: Int) {
        (Int((Double(rootX - x) / scale).rounded(.down)), Int((Double(rootY - y) / scale).rounded(.down)))
    }
}
