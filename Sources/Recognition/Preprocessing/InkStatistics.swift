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
        let histogram = GrayHistogram(image)
        // Screens have flat backgrounds: the most common level (smoothed for photos) is it.
        var best = 0, bestCount = -1
        for level in 0..<256 {
            let count = histogram.around(level)
            if count > bestCount { best = level; bestCount = count }
        }
        background = best
        // Ink: a level far from the background that a small but real share of pixels reach.
        let tail = max(image.pixels.count / 500, 1)
        let darkInk = histogram.darkest(reaching: tail), lightInk = histogram.lightest(reaching: tail)
        ink = best - darkInk >= lightInk - best ? darkInk : lightInk
    }
}
