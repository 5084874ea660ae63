/// How many pixels of a gray image have each level.
struct GrayHistogram {
    private var counts = [Int](repeating: 0, count: 256)

    init(_ image: Image) {
        for value in image.pixels { counts[Int(value)] += 1 }
    }

    /// The level that `count` pixels reach counted from the dark end (0 when fewer are in the image).
    func darkest(reaching count: Int) -> Int {
        var seen = 0
        for level in 0..<256 { seen += counts[level]; if seen >= count { return level } }
        return 0
    }

    /// The level that `count` pixels reach counted from the light end (255 when fewer are in the image).
    func lightest(reaching count: Int) -> Int {
        var seen = 0
        for level in stride(from: 255, through: 0, by: -1) { seen += counts[level]; if seen >= count { return level } }
        return 255
    }

    /// The pixels within two levels of `level`.
    func around(_ level: Int) -> Int {
        (max(level - 2, 0)...min(level + 2, 255)).reduce(0) { $0 + counts[$1] }
    }
}
