import Recognition

/// Tells a still picture from a moving one, frame after frame: the mean difference of a coarse
/// grid of luminance samples between consecutive frames, compared with a threshold a hand-held
/// camera's noise stays under. The picture has settled once it stayed still for `settleTime`;
/// that is reported once, until it moves again. Costs a few thousand samples a frame.
public struct Stillness: Sendable {
    public enum Change: Sendable, Equatable {
        /// The picture moved (or the frame's size changed): what was found in it is stale.
        case moved
        /// Still, but not yet for long enough, or already reported.
        case still
        /// Still for `settleTime` since it last moved: the moment to read it, once.
        case settled
    }

    /// Samples on each axis of the grid.
    static let gridSide = 64
    /// Mean luminance difference (0–255) above which the picture counts as moving.
    public let threshold: Double
    public let settleTime: Duration
    private var samples: [UInt8] = []
    private var size = (width: 0, height: 0)
    private var stillSince: ContinuousClock.Instant?
    private var reported = false

    public init(threshold: Double = 4, settleTime: Duration = .milliseconds(300)) {
        self.threshold = threshold
        self.settleTime = settleTime
    }

    /// What `frame`, shown at `time`, changes.
    public mutating func observe(_ frame: Image, at time: ContinuousClock.Instant) -> Change {
        let current = Self.sample(frame)
        defer {
            samples = current
            size = (frame.width, frame.height)
        }
        guard size == (frame.width, frame.height), samples.count == current.count, !current.isEmpty else {
            stillSince = time
            reported = false
            return .moved
        }
        var total = 0
        for index in current.indices { total += abs(Int(current[index]) - Int(samples[index])) }
        if Double(total) / Double(current.count) > threshold {
            stillSince = time
            reported = false
            return .moved
        }
        guard !reported, let since = stillSince, time - since >= settleTime else { return .still }
        reported = true
        return .settled
    }

    /// Luminance at the centres of a `gridSide`×`gridSide` grid.
    static func sample(_ frame: Image) -> [UInt8] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let channels = frame.format.rawValue
        var samples = [UInt8](repeating: 0, count: gridSide * gridSide)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<gridSide {
                let y = (2 * row + 1) * frame.height / (2 * gridSide)
                for column in 0..<gridSide {
                    let offset = (y * frame.width + (2 * column + 1) * frame.width / (2 * gridSide)) * channels
                    if channels == 1 {
                        samples[row * gridSide + column] = pixels[offset]
                    } else {
                        let red = 299 * Int(pixels[offset]), green = 587 * Int(pixels[offset + 1]), blue = 114 * Int(pixels[offset + 2])
                        samples[row * gridSide + column] = UInt8((red + green + blue) / 1000)
                    }
                }
            }
        }
        return samples
    }
}
