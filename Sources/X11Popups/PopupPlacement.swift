import X11Connection

/// Where a popup of a given size goes next to a rectangle on screen: below it, else above it,
/// else over it, always on the anchor's monitor.
enum PopupPlacement {
    static let gap = 6
    static let margin = 8

    /// The monitor area a popup for `anchor` may use.
    static func area(for anchor: ScreenRect, monitors: [Monitor]) -> ScreenRect {
        let centre = (x: anchor.x + anchor.width / 2, y: anchor.y + anchor.height / 2)
        return monitors.monitor(containingX: centre.x, y: centre.y)?.frame ?? anchor
    }

    /// `size` is clamped to the monitor (less a margin) first.
    static func frame(width: Int, height: Int, near anchor: ScreenRect, on area: ScreenRect) -> ScreenRect {
        let width = min(width, area.width - 2 * margin), height = min(height, area.height - 2 * margin)
        var y = anchor.maxY + gap
        if y + height > area.maxY - margin { y = anchor.y - gap - height }
        y = clamp(y, area.y + margin, area.maxY - margin - height)
        let x = clamp(anchor.x, area.x + margin, area.maxX - margin - width)
        return ScreenRect(x: x, y: y, width: width, height: height)
    }
}
