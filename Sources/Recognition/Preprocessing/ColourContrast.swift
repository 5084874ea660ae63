/// Text that differs from its background in hue more than in brightness (white on an orange
/// banner, blue on purple, a greyed-out button) all but vanishes in a luminance image. This
/// gray image measures instead how far each pixel's colour is from the background's, in the
/// channel where they differ most: the background is white and all ink is dark, whatever
/// the colours.
enum ColourContrast {
    /// Luminance alone serves when it separates ink from background this well, and the
    /// strongest ink is also the most common one (not a frame around light text).
    static let luminanceSufficient = 100
    /// A pixel this much brighter or darker than the background is ink of that polarity.
    static let polarityStep = 40

    /// Whether `gray`'s ink is lighter than its `background` level: the side with more runs
    /// of pixels along the rows (text is many short strokes; a frame, a panel's edge or a dark
    /// margin few long ones).
    static func inkIsLighter(_ gray: Image, background: Int) -> Bool {
        var lighter = 0, darker = 0
        for y in 0..<gray.height {
            var previous = 0
            for x in 0..<gray.width {
                let value = Int(gray.pixels[y * gray.width + x])
                let side = value >= background + polarityStep ? 1 : value <= background - polarityStep ? -1 : 0
                if side != previous { if side > 0 { lighter += 1 } else if side < 0 { darker += 1 } }
                previous = side
            }
        }
        return lighter > darker
    }

    /// Each pixel's distance from the background colour, as gray (far is dark). Pixels of
    /// the other polarity than the ink (a dark frame around light text) are background.
    static func distanceImage(_ image: Image, luminance: Image, inkIsLighter: Bool) -> Image {
        let channels = image.format.rawValue
        let background = dominantColour(image)
        let level = (299 * background.red + 587 * background.green + 114 * background.blue + 500) / 1000
        var gray = [UInt8](repeating: 255, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for i in gray.indices {
                let shift = Int(luminance.pixels[i]) - level
                guard inkIsLighter ? shift > -polarityStep : shift < polarityStep else { continue }
                gray[i] = UInt8(255 - BackgroundMap.Colour(pixels, pixel: i, channels: channels).distance(to: background))
            }
        }
        return Image(width: image.width, height: image.height, format: .gray, pixels: gray)
    }

    /// The most common colour.
    static func dominantColour(_ image: Image) -> BackgroundMap.Colour {
        let channels = image.format.rawValue
        var tally = BackgroundMap.ColourTally()
        image.pixels.withUnsafeBufferPointer { pixels in
            for i in 0..<image.width * image.height { tally.add(BackgroundMap.Colour(pixels, pixel: i, channels: channels)) }
        }
        return tally.mode
    }
}
