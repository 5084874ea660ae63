/// What a gray image's histogram says about its text: the background level, the ink
/// level, and whether it is light text on a dark background.
struct InkStatistics {
    let background: Int
    let ink: Int
    /// Background darker than the ink: light text on a dark theme.
    var isDark: Bool { background < ink }
    var contrast: Int { abs(background - ink) }
    /// Halfway between background and ink.
    var midpoint: Int { (background + ink) / 2 }

    /// Whether a gray level lies on the ink's side of the midpoint.
    func isInk(_ level: UInt8) -> Bool { isDark ? Int(level) > midpoint : Int(level) < midpoint }
    /// Below this contrast there is no text to see (flat colour, noise, gradients).
    static let minimumContrast = 40

    init(_ image: Image) {
        precondition(image.format == .gray)
        var histogram = [Int](repeating: 0, count: 256)
        for value in image.pixels { histogram[Int(value)] += 1 }
        // Screens have flat backgrounds: the most common level (smoothed for photos) is it.
        var best = 0, bestCount = -1
        for level in 0..<256 {
            let count = (max(level - 2, 0)...min(level + 2, 255)).reduce(0) { $0 + histogram[$1] }
            if count > bestCount { best = level; bestCount = count }
        }
        background = best
        // Ink: a level far from the background that a small but real share of pixels reach.
        let total = image.pixels.count, tail = max(total / 500, 1)
        var seen = 0, darkInk = 0, lightInk = 255
        for level in 0..<256 { seen += histogram[level]; if seen >= tail { darkInk = level; break } }
        seen = 0
        for level in stride(from: 255, through: 0, by: -1) { seen += histogram[level]; if seen >= tail { lightInk = level; break } }
        ink = best - darkInk >= lightInk - best ? darkInk : lightInk
    }
}
