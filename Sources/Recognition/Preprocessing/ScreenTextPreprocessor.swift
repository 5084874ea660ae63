/// Turns any image into a `PreparedPage` for Tesseract. Every step was kept because it
/// measurably helped on bench/ocr-accuracy (see its README): grayscale; dark themes
/// inverted, globally and region by region, so Tesseract need not try every line both
/// ways (text that differs in hue rather than brightness taken from the colour distance);
/// a photo made a scan first (`PhotoBackground`: its uneven light, noise, desk and frames gone);
/// contrast stretched so faint ink reaches black; a tilted photo or scan levelled;
/// underlines and rules removed;
/// small text enlarged with a Lanczos filter; a margin of background so text never touches
/// the edge.
struct ScreenTextPreprocessor {
    /// The glyph-height percentile measured (near the cap height for Latin, the full
    /// height for CJK) and the height it is enlarged to.
    static let heightPercentile = 0.75
    static let targetHeight = 24.0
    /// The height text is enlarged to: `targetHeight` for reading.
    var textHeight = Self.targetHeight
    /// Beyond 4× a crop is mostly enlarged blur, and Tesseract's time grows with the area.
    static let maxScale = 4.0

    /// Nil when nothing in the image has text-like contrast (flat colour, a gradient, noise).
    /// `sharpensPhotos`: see `AnalysisOptions.sharpensPhotos`.
    func prepare(_ source: Image, dpi: Int?, levels: Bool = true, sharpensPhotos: Bool = true) -> PreparedPage? {
        var gray = source.grayscale()
        // A photo is made a scan first; its colour cast and noise would pass for text of another hue.
        let photographed = PhotoBackground.isPhotographed(gray)
        if photographed {
            guard let page = PhotoBackground.scan(gray) else { return nil }
            gray = page
        }
        var stats = InkStatistics(gray)
        let lighter = ColourContrast.inkIsLighter(gray, background: stats.background)
        if source.format == .rgba, !photographed, stats.contrast < ColourContrast.luminanceSufficient || lighter != stats.isDark {
            // Dark on light by construction, whatever the hues.
            gray = ColourContrast.distanceImage(source, luminance: gray, inkIsLighter: lighter)
            stats = InkStatistics(gray)
        }
        guard stats.contrast >= InkStatistics.minimumContrast else { return nil }
        if stats.isDark { gray.invert() }
        LocalPolarity.normalize(&gray)
        gray.stretch(ink: stats.isDark ? 255 - stats.ink : stats.ink,
                     background: stats.isDark ? 255 - stats.background : stats.background)
        let measured = levels ? Deskew.measure(gray) : nil
        let tilt = measured.flatMap { Deskew.angle(of: $0, minimumConfidence: photographed ? Deskew.photoConfidence : Deskew.minimumConfidence) }
        var rotation = tilt.map { degrees in
            gray = Deskew.rotate(gray, degrees: degrees)
            return PageRotation(degrees: degrees, width: source.width, height: source.height)
        }

        var components = InkComponents(gray) { $0 < 128 }.components
        // An underlined word is one component as tall as the text and a little more.
        if let typicalHeight = components.map(\.height).filter({ $0 >= 3 }).median,
           RuleRemoval.remove(from: &gray, textHeight: typicalHeight) {
            components = InkComponents(gray) { $0 < 128 }.components
        }
        let layout = TextLayout(components, imageWidth: gray.width, imageHeight: gray.height)
        guard let textHeight = layout.textHeight(percentile: Self.heightPercentile) else { return nil }
        var scale = dpi.map { 300 / Double($0) } ?? self.textHeight / Double(textHeight)
        // Never past the pixel limit, however small the text.
        scale = min(scale, Self.maxScale, (Double(Image.maxPixelCount) / Double(gray.width * gray.height)).squareRoot())
        if scale > 1.05 {
            gray = Resampler.resize(gray, width: Int((Double(gray.width) * scale).rounded()),
                                    height: Int((Double(gray.height) * scale).rounded()))
            // A photo's blur, enlarged, leaves dots and colons too faint for Tesseract's threshold
            // (`soehne de`, `19 30`): sharpened as wide as a pixel and a half of the photo, enlarged.
            if photographed, sharpensPhotos { gray = GrayFilters.sharpened(gray, sigma: 1.5 * scale, amount: 1.5) }
            // A photo of small text on a large card gives Leptonica no peak at its own size
            // (confidence 0), enlarged it does: measured again there. Turning about the centre
            // and enlarging commute, so the page's geometry is the same as when levelled first.
            if photographed, rotation == nil, measured?.confidence == 0,
               let degrees = Deskew.angle(of: gray, minimumConfidence: Deskew.photoConfidence) {
                gray = Deskew.rotate(gray, degrees: degrees)
                rotation = PageRotation(degrees: degrees, width: source.width, height: source.height)
            }
        }
        let effectiveScale = Double(gray.width) / Double(rotation?.rotatedWidth ?? source.width)
        let padding = max(10, Int(Double(textHeight) * effectiveScale))
        gray = pad(gray, by: padding, with: 255)
        return PreparedPage(
            image: gray,
            geometry: PageGeometry(rotation: rotation, scale: effectiveScale, padding: padding, originalWidth: source.width, originalHeight: source.height),
            resolution: dpi.map { Int((Double($0) * effectiveScale).rounded()) } ?? 300,
            suggestedMode: layout.suggestedMode,
            isPhotograph: photographed)
    }

    /// Whether the text of `image` (a photo or a scan) is tilted enough to be levelled.
    static func isTilted(_ image: Image) -> Bool {
        var gray = image.grayscale()
        if InkStatistics(gray).isDark { gray.invert() }
        return Deskew.angle(of: gray) != nil
    }

    private func pad(_ image: Image, by padding: Int, with value: UInt8) -> Image {
        let width = image.width + 2 * padding, height = image.height + 2 * padding
        var pixels = [UInt8](repeating: value, count: width * height)
        for y in 0..<image.height {
            let src = y * image.width, dst = (y + padding) * width + padding
            pixels.replaceSubrange(dst..<dst + image.width, with: image.pixels[src..<src + image.width])
        }
        return Image(width: width, height: height, format: .gray, pixels: pixels)
    }
}
