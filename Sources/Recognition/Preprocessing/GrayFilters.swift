import Foundation

/// Neighbourhood filters over gray images (the edge pixels repeated beyond the border).
enum GrayFilters {
    /// The image without its dark strokes: a grey closing (the brightest level within
    /// `radius`, then the darkest of those), which fills every dark stroke narrower than the
    /// window and keeps the edges of larger areas where they are.
    static func closing(_ gray: Image, radius: Int) -> Image {
        var pixels = gray.pixels
        for (horizontal, brightest) in [(true, true), (false, true), (true, false), (false, false)] {
            pixels = extreme(pixels, width: gray.width, height: gray.height, radius: radius, horizontal: horizontal, brightest: brightest)
        }
        return Image(width: gray.width, height: gray.height, format: .gray, pixels: pixels)
    }

    /// Each pixel's brightest (or darkest) level within `radius` along rows or columns, by
    /// van Herk and Gil-Werman's running blocks: three comparisons a pixel, whatever the radius.
    private static func extreme(_ pixels: [UInt8], width: Int, height: Int, radius: Int, horizontal: Bool, brightest: Bool) -> [UInt8] {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width, window = 2 * radius + 1
        var out = pixels
        var forward = [UInt8](repeating: 0, count: length), backward = forward
        let pick: (UInt8, UInt8) -> UInt8 = brightest ? { max($0, $1) } : { min($0, $1) }
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for line in 0..<lines {
                    let base = horizontal ? line * width : line
                    // Running extremes within blocks of `window`, from each block's start and end.
                    for i in 0..<length {
                        let value = source[base + i * step]
                        forward[i] = i % window == 0 ? value : pick(forward[i - 1], value)
                    }
                    for i in stride(from: length - 1, through: 0, by: -1) {
                        let value = source[base + i * step]
                        backward[i] = i == length - 1 || (i + 1) % window == 0 ? value : pick(backward[i + 1], value)
                    }
                    for i in 0..<length {
                        target[base + i * step] = pick(backward[max(i - radius, 0)], forward[min(i + radius, length - 1)])
                    }
                }
            }
        }
        return out
    }

    /// Each pixel replaced by the median of its 3×3 neighbourhood: sensor noise and JPEG
    /// ringing go, strokes two pixels wide stay.
    static func median3x3(_ gray: Image) -> Image {
        neighbourhood(gray) { window in
            window.sort()
            return window[4]
        }
    }

    /// A 3×3 binomial blur (1 2 1): noise halved, one-pixel strokes kept.
    static func smooth3x3(_ gray: Image) -> Image {
        neighbourhood(gray) { window in
            let sum = Int(window[0]) + 2 * Int(window[1]) + Int(window[2]) + 2 * Int(window[3]) + 4 * Int(window[4])
                + 2 * Int(window[5]) + Int(window[6]) + 2 * Int(window[7]) + Int(window[8])
            return UInt8(sum / 16)
        }
    }

    /// An unsharp mask: each pixel pushed away from its Gaussian-blurred neighbourhood by
    /// `amount` times the difference, so that a blurred dot or comma is as dark as the strokes again.
    static func sharpened(_ gray: Image, sigma: Double, amount: Double) -> Image {
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        let kernel = weights.map { $0 / total }
        let width = gray.width, height = gray.height
        // Each pixel's taps are summed in the same order along rows and along columns; rows are
        // padded with their edge pixels and columns accumulated a whole row at a time, so that
        // the inner loops neither clamp nor stride.
        func blurredRows(_ source: [Double]) -> [Double] {
            var out = [Double](repeating: 0, count: source.count)
            var padded = [Double](repeating: 0, count: width + 2 * radius)
            for y in 0..<height {
                let row = y * width
                for x in 0..<padded.count { padded[x] = source[row + min(max(x - radius, 0), width - 1)] }
                padded.withUnsafeBufferPointer { padded in
                    out.withUnsafeMutableBufferPointer { out in
                        for x in 0..<width {
                            var sum = 0.0
                            for k in 0..<kernel.count { sum += kernel[k] * padded[x + k] }
                            out[row + x] = sum
                        }
                    }
                }
            }
            return out
        }
        func blurredColumns(_ source: [Double]) -> [Double] {
            var out = [Double](repeating: 0, count: source.count)
            source.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = y * width
                        for k in 0..<kernel.count {
                            let weight = kernel[k], from = min(max(y + k - radius, 0), height - 1) * width
                            for x in 0..<width { out[row + x] += weight * source[from + x] }
                        }
                    }
                }
            }
            return out
        }
        let original = gray.pixels.map(Double.init)
        let blur = blurredColumns(blurredRows(original))
        let pixels = zip(original, blur).map { value, mean in UInt8(min(max(value + amount * (value - mean), 0), 255).rounded()) }
        return Image(width: width, height: height, format: .gray, pixels: pixels)
    }

    /// Each pixel replaced by `combine` of its 3×3 neighbourhood, row by row.
    private static func neighbourhood(_ gray: Image, _ combine: (inout [UInt8]) -> UInt8) -> Image {
        let width = gray.width, height = gray.height
        var out = gray.pixels
        var window = [UInt8](repeating: 0, count: 9)
        gray.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    var k = 0
                    for dy in -1...1 {
                        let row = min(max(y + dy, 0), height - 1) * width
                        for dx in -1...1 { window[k] = pixels[row + min(max(x + dx, 0), width - 1)]; k += 1 }
                    }
                    out[y * width + x] = combine(&window)
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: out)
    }
}

extension Image {
    /// Light for dark: a dark theme read as a light one.
    mutating func invert() {
        for i in pixels.indices { pixels[i] = 255 - pixels[i] }
    }

    /// Maps the `ink` level to 0 and the `background` level to 255 (a gray image).
    mutating func stretch(ink: Int, background: Int) {
        let span = Double(background - ink)
        let table = (0..<256).map { UInt8(clamping: Int((Double($0 - ink) / span * 255).rounded())) }
        for i in pixels.indices { pixels[i] = table[Int(pixels[i])] }
    }
}
