/// A rectangle in root-window pixels (the grabbed screen image's coordinates).
public struct ScreenRect: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when every pixel of `other` lies inside this rectangle.
    public func contains(_ other: ScreenRect) -> Bool {
        !other.isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }

    /// The common part, or nil when the rectangles do not overlap.
    public func intersection(_ other: ScreenRect) -> ScreenRect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return ScreenRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// "X,Y WxH", the way the command line writes regions.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// A monitor as XRandR reports it, in root-window pixels.
public struct Monitor: Sendable, Equatable {
    /// The RandR monitor name ("DP-1", "screen" when RandR is missing).
    public let name: String
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    public let isPrimary: Bool

    public init(name: String, x: Int, y: Int, width: Int, height: Int, isPrimary: Bool) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isPrimary = isPrimary
    }

    public var frame: ScreenRect { ScreenRect(x: x, y: y, width: width, height: height) }
}

extension Array where Element == Monitor {
    /// The monitor holding the point, else the one nearest to it (points in gaps between
    /// monitors of different sizes belong to no monitor).
    public func monitor(containingX x: Int, y: Int) -> Monitor? {
        if let hit = first(where: { $0.frame.contains(x: x, y: y) }) { return hit }
        return self.min { distanceSquared($0.frame, x, y) < distanceSquared($1.frame, x, y) }
    }
}

private func distanceSquared(_ rect: ScreenRect, _ x: Int, _ y: Int) -> Int {
    let dx = x < rect.x ? rect.x - x : (x >= rect.maxX ? x - rect.maxX + 1 : 0)
    let dy = y < rect.y ? rect.y - y : (y >= rect.maxY ? y - rect.maxY + 1 : 0)
    return dx * dx + dy * dy
}
