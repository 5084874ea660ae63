import Foundation

/// Neighbourhood filters over gray images (the edge pixels repeated beyond the border).
enum GrayFilters {
    /// The image without its dark strokes: a grey closing (the brightest level within
    /// `radius`, then the darkest of those), which fills every dark stroke narrower than the
    /// window and keeps the edges of larger areas where they are.
    static func closing(_ gray: Image, radius: Int) -> Image {
        var pixels = gray.pixels
        for brightest in [true, false] {
            pixels = brightest
                ? extremeAlongRows(pixels, width: gray.width, radius: radius, Brightest.self)
                : extremeAlongRows(pixels, width: gray.width, radius: radius, Darkest.self)
            pixels = brightest
                ? extremeAlongColumns(pixels, width: gray.width, height: gray.height, radius: radius, Brightest.self)
                : extremeAlongColumns(pixels, width: gray.width, height: gray.height, radius: radius, Darkest.self)
        }
        return Image(width: gray.width, height: gray.height, format: .gray, pixels: pixels)
    }

    /// The brighter or the darker of two levels, chosen at compile time so that the loops below
    /// are specialised (and vectorised) for each.
    private protocol Extreme { static func pick(_ a: UInt8, _ b: UInt8) -> UInt8 }
    private enum Brightest: Extreme { @inline(__always) static func pick(_ a: UInt8, _ b: UInt8) -> UInt8 { max(a, b) } }
    private enum Darkest: Extreme { @inline(__always) static func pick(_ a: UInt8, _ b: UInt8) -> UInt8 { min(a, b) } }

    /// Each pixel's brightest (or darkest) level within `radius` along its row, by van Herk
    /// and Gil-Werman's running blocks: three comparisons a pixel, whatever the radius.
    private static func extremeAlongRows<E: Extreme>(_ pixels: [UInt8], width: Int, radius: Int, _: E.Type) -> [UInt8] {
        let window = 2 * radius + 1
        var out = pixels
        var forward = [UInt8](repeating: 0, count: width), backward = forward
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for base in stride(from: 0, to: source.count, by: width) {
                    // Running extremes within blocks of `window`, from each block's start and end.
                    for start in stride(from: 0, to: width, by: window) {
                        let end = min(start + window, width) - 1
                        forward[start] = source[base + start]
                        if start < end { for i in start + 1...end { forward[i] = E.pick(forward[i - 1], source[base + i]) } }
                        backward[end] = source[base + end]
                        for i in stride(from: end - 1, through: start, by: -1) { backward[i] = E.pick(backward[i + 1], source[base + i]) }
                    }
                    for i in 0..<width {
                        target[base + i] = E.pick(backward[max(i - radius, 0)], forward[min(i + radius, width - 1)])
                    }
                }
            }
        }
        return out
    }

    /// The same along columns, a whole row at a time (rows are contiguous, columns are not).
    private static func extremeAlongColumns<E: Extreme>(_ pixels: [UInt8], width: Int, height: Int, radius: Int, _: E.Type) -> [UInt8] {
        let window = 2 * radius + 1
        var out = pixels
        var forward = pixels, backward = pixels
        forward.withUnsafeMutableBufferPointer { forward in
            backward.withUnsafeMutableBufferPointer { backward in
                for y in 1..<max(height, 1) where y % window != 0 {
                    let row = y * width
                    for x in 0..<width { forward[row + x] = E.pick(forward[row - width + x], forward[row + x]) }
                }
                for y in stride(from: height - 2, through: 0, by: -1) where (y + 1) % window != 0 {
                    let row = y * width
                    for x in 0..<width { backward[row + x] = E.pick(backward[row + width + x], backward[row + x]) }
                }
                out.withUnsafeMutableBufferPointer { target in
                    for y in 0..<height {
                        let row = y * width, back = max(y - radius, 0) * width, ahead = min(y + radius, height - 1) * width
                        for x in 0..<width { target[row + x] = E.pick(backward[back + x], forward[ahead + x]) }
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
            // Paeth's network: the median of nine in nineteen exchanges.
            var p = window
            @inline(__always) func order(_ i: Int, _ j: Int) {
                let low = pointwiseMin(p[i], p[j]), high = pointwiseMax(p[i], p[j])
                p[i] = low
                p[j] = high
            }
            order(1, 2); order(4, 5); order(7, 8); order(0, 1); order(3, 4); order(6, 7)
            order(1, 2); order(4, 5); order(7, 8); order(0, 3); order(5, 8); order(4, 7)
            order(3, 6); order(1, 4); order(2, 5); order(4, 7); order(4, 2); order(6, 4)
            order(4, 2)
            return p[4]
        }
    }

    /// A 3×3 binomial blur (1 2 1): noise halved, one-pixel strokes kept.
    static func smooth3x3(_ gray: Image) -> Image {
        neighbourhood(gray) { window in
            @inline(__always) func w(_ i: Int) -> SIMD16<UInt16> { SIMD16<UInt16>(truncatingIfNeeded: window[i]) }
            let corners = w(0) &+ w(2) &+ w(6) &+ w(8), edges = w(1) &+ w(3) &+ w(5) &+ w(7)
            return SIMD16<UInt8>(truncatingIfNeeded: (corners &+ 2 &* edges &+ 4 &* w(4)) &>> 4)
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
        // Each pixel's taps are summed in the same order along rows and along columns, a tap
        // at a time over a whole row (rows padded with their edge pixels), so that the inner
        // loops neither clamp nor stride.
        func blurredRows(_ source: [Double]) -> [Double] {
            var out = [Double](repeating: 0, count: source.count)
            var padded = [Double](repeating: 0, count: width + 2 * radius)
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<padded.count { padded[x] = source[row + min(max(x - radius, 0), width - 1)] }
                    padded.withUnsafeBufferPointer { padded in
                        for (k, weight) in kernel.enumerated() {
                            addScaled(padded.baseAddress! + k, by: weight, to: out.baseAddress! + row, count: width)
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
                        for (k, weight) in kernel.enumerated() {
                            let from = min(max(y + k - radius, 0), height - 1) * width
                            addScaled(source.baseAddress! + from, by: weight, to: out.baseAddress! + y * width, count: width)
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

    /// `target[i] += weight * source[i]` for `count` values, four at a time (the same
    /// products and sums as one at a time, so the same results).
    @inline(__always)
    private static func addScaled(_ source: UnsafePointer<Double>, by weight: Double, to target: UnsafeMutablePointer<Double>, count: Int) {
        let weights = SIMD4<Double>(repeating: weight)
        var i = 0
        while i + 4 <= count {
            let sum = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD4<Double>.self)
                + weights * UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<Double>.self)
            UnsafeMutableRawPointer(target + i).storeBytes(of: sum, as: SIMD4<Double>.self)
            i += 4
        }
        while i < count {
            target[i] += weight * source[i]
            i += 1
        }
    }

    /// Each pixel replaced by `combine` of its 3×3 neighbourhood (the pixels above, at and
    /// below it, left to right), sixteen pixels of a row at a time.
    @inline(__always)
    private static func neighbourhood(_ gray: Image, _ combine: (InlineArray<9, SIMD16<UInt8>>) -> SIMD16<UInt8>) -> Image {
        let width = gray.width, height = gray.height
        guard width > 0, height > 0 else { return gray }
        // The image with its edge pixels repeated one beyond each side, and room for the last
        // chunk of a row to be loaded whole.
        let paddedWidth = width + 2
        var padded = [UInt8](repeating: 0, count: paddedWidth * (height + 2) + 16)
        for y in -1...height {
            let source = min(max(y, 0), height - 1) * width, row = (y + 1) * paddedWidth
            padded[row] = gray.pixels[source]
            padded.replaceSubrange(row + 1...row + width, with: gray.pixels[source..<source + width])
            padded[row + width + 1] = gray.pixels[source + width - 1]
        }
        var out = [UInt8](repeating: 0, count: width * height)
        padded.withUnsafeBytes { padded in
            out.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    for x in stride(from: 0, to: width, by: 16) {
                        var window = InlineArray<9, SIMD16<UInt8>>(repeating: .zero)
                        for dy in 0..<3 {
                            for dx in 0..<3 {
                                window[3 * dy + dx] = padded.loadUnaligned(fromByteOffset: (y + dy) * paddedWidth + x + dx, as: SIMD16<UInt8>.self)
                            }
                        }
                        let result = combine(window)
                        if x + 16 <= width {
                            out.storeBytes(of: result, toByteOffset: y * width + x, as: SIMD16<UInt8>.self)
                        } else {
                            for lane in 0..<width - x { out[y * width + x + lane] = result[lane] }
                        }
                    }
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: out)
    }
}

extension Image {
    /// The darkest and the lightest level within `box` (inside the image) of a gray image.
    func levels(in box: BoundingBox) -> (darkest: UInt8, lightest: UInt8) {
        var darkest = UInt8.max, lightest = UInt8.min
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                let value = pixels[y * width + x]
                darkest = min(darkest, value); lightest = max(lightest, value)
            }
        }
        return (darkest, lightest)
    }

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
