import Foundation

/// Separable resampling of 8-bit gray images, used to enlarge small screen text to the
/// size Tesseract reads best.
enum Resampler {
    enum Filter: Sendable {
        case bilinear, catmullRom, lanczos3

        var support: Double {
            switch self {
            case .bilinear: return 1
            case .catmullRom: return 2
            case .lanczos3: return 3
            }
        }

        func weight(_ t: Double) -> Double {
            let x = abs(t)
            switch self {
            case .bilinear:
                return max(0, 1 - x)
            case .catmullRom:
                if x < 1 { return 1.5 * x * x * x - 2.5 * x * x + 1 }
                if x < 2 { return -0.5 * x * x * x + 2.5 * x * x - 4 * x + 2 }
                return 0
            case .lanczos3:
                if x < 1e-9 { return 1 }
                if x >= 3 { return 0 }
                let px = Double.pi * x
                return 3 * sin(px) * sin(px / 3) / (px * px)
            }
        }
    }

    /// Source taps and weights for each destination pixel along one axis (enlarging only).
    private struct Taps {
        let first: [Int]
        let weights: [[Float]]

        init(source: Int, destination: Int, filter: Filter) {
            let scale = Double(destination) / Double(source)
            let radius = Int(filter.support.rounded(.up))
            var first: [Int] = [], weights: [[Float]] = []
            for d in 0..<destination {
                let center = (Double(d) + 0.5) / scale - 0.5
                let start = Int(center.rounded(.down)) - radius + 1
                var w = (0..<(2 * radius)).map { Float(filter.weight(center - Double(start + $0))) }
                let sum = w.reduce(0, +)
                w = w.map { $0 / sum }
                first.append(start)
                weights.append(w)
            }
            self.first = first
            self.weights = weights
        }
    }

    static func resize(_ image: Image, width: Int, height: Int, filter: Filter) -> Image {
        precondition(image.format == .gray)
        let sw = image.width, sh = image.height
        let horizontal = Taps(source: sw, destination: width, filter: filter)
        let vertical = Taps(source: sh, destination: height, filter: filter)
        // Horizontal pass into floats, then vertical pass with rounding and clamping.
        var rows = [Float](repeating: 0, count: width * sh)
        image.pixels.withUnsafeBufferPointer { src in
            rows.withUnsafeMutableBufferPointer { dst in
                for y in 0..<sh {
                    let srcRow = y * sw, dstRow = y * width
                    for x in 0..<width {
                        var sum: Float = 0
                        let start = horizontal.first[x]
                        for (k, w) in horizontal.weights[x].enumerated() {
                            sum += w * Float(src[srcRow + min(max(start + k, 0), sw - 1)])
                        }
                        dst[dstRow + x] = sum
                    }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: width * height)
        rows.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let start = vertical.first[y], weights = vertical.weights[y]
                    let dstRow = y * width
                    var acc = [Float](repeating: 0, count: width)
                    for (k, w) in weights.enumerated() {
                        let srcRow = min(max(start + k, 0), sh - 1) * width
                        for x in 0..<width { acc[x] += w * src[srcRow + x] }
                    }
                    for x in 0..<width { dst[dstRow + x] = UInt8(min(max(acc[x].rounded(), 0), 255)) }
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: out)
    }
}
