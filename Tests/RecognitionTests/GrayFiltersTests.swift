@testable import Recognition
import XCTest

/// The filters work sixteen pixels or a whole row at a time; each must give exactly what the
/// plain definition gives, at the image's edges and in a row's last, shorter chunk too.
final class GrayFiltersTests: XCTestCase {
    /// Noise of every level, in sizes that are no multiple of sixteen (and one narrower than that).
    private func noise(width: Int, height: Int, seed: UInt64) -> Image {
        var generator = SeededGenerator(state: seed)
        return Image(width: width, height: height, format: .gray, pixels: (0..<width * height).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    private let sizes = [(37, 23), (5, 9), (16, 16), (101, 3), (1, 1), (64, 40)]

    /// The 3×3 neighbourhood of (x, y), the edge pixels repeated beyond the border.
    private func window(_ image: Image, _ x: Int, _ y: Int) -> [Int] {
        (-1...1).flatMap { dy in (-1...1).map { dx in
            Int(image.pixels[min(max(y + dy, 0), image.height - 1) * image.width + min(max(x + dx, 0), image.width - 1)])
        } }
    }

    func testMedianIsTheMiddleOfTheSortedNeighbourhood() {
        for (seed, (width, height)) in sizes.enumerated() {
            let image = noise(width: width, height: height, seed: UInt64(seed + 1))
            let median = GrayFilters.median3x3(image)
            for y in 0..<height {
                for x in 0..<width {
                    XCTAssertEqual(Int(median.pixels[y * width + x]), window(image, x, y).sorted()[4], "\(width)×\(height) at \(x),\(y)")
                }
            }
        }
    }

    func testSmoothingIsTheBinomialWeightedMean() {
        let weights = [1, 2, 1, 2, 4, 2, 1, 2, 1]
        for (seed, (width, height)) in sizes.enumerated() {
            let image = noise(width: width, height: height, seed: UInt64(seed + 11))
            let smooth = GrayFilters.smooth3x3(image)
            for y in 0..<height {
                for x in 0..<width {
                    let sum = zip(window(image, x, y), weights).map { $0 * $1 }.reduce(0, +)
                    XCTAssertEqual(Int(smooth.pixels[y * width + x]), sum / 16, "\(width)×\(height) at \(x),\(y)")
                }
            }
        }
    }

    /// A closing is the darkest, within the radius, of the brightest levels within the radius
    /// (each along rows, then columns). Checked where the window lies inside the image: near
    /// an edge the running blocks take in a little more than the cut window (as they always did).
    func testClosingIsTheDarkestOfTheBrightest() {
        func extreme(_ image: [Int], _ width: Int, _ height: Int, _ radius: Int, horizontal: Bool, _ pick: ([Int]) -> Int) -> [Int] {
            (0..<width * height).map { i in
                let x = i % width, y = i / width
                let values = (-radius...radius).compactMap { d -> Int? in
                    let (u, v) = horizontal ? (x + d, y) : (x, y + d)
                    return u >= 0 && u < width && v >= 0 && v < height ? image[v * width + u] : nil
                }
                return pick(values)
            }
        }
        for (seed, (width, height)) in sizes.enumerated() {
            for radius in [1, 2, 4] {
                let image = noise(width: width, height: height, seed: UInt64(seed + 21))
                var expected = image.pixels.map(Int.init)
                expected = extreme(expected, width, height, radius, horizontal: true) { $0.max()! }
                expected = extreme(expected, width, height, radius, horizontal: false) { $0.max()! }
                expected = extreme(expected, width, height, radius, horizontal: true) { $0.min()! }
                expected = extreme(expected, width, height, radius, horizontal: false) { $0.min()! }
                let closed = GrayFilters.closing(image, radius: radius)
                for y in 2 * radius..<max(height - 2 * radius, 2 * radius) {
                    for x in 2 * radius..<max(width - 2 * radius, 2 * radius) {
                        XCTAssertEqual(Int(closed.pixels[y * width + x]), expected[y * width + x], "\(width)×\(height), radius \(radius), at \(x),\(y)")
                    }
                }
            }
        }
    }
}

/// SplitMix64: the same noise on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
