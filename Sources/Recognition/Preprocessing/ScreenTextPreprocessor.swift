import Foundation

/// Turns any image into a `PreparedPage`: gray, dark-on-light, small text enlarged,
/// padded with the background, and a segmentation mode suggested from the crop's shape.
struct ScreenTextPreprocessor {
    struct Tuning {
        var targetHeight = Double(ProcessInfo.processInfo.environment["CAPTEXT_DEV_TARGET"] ?? "") ?? 24
        var percentile = Double(ProcessInfo.processInfo.environment["CAPTEXT_DEV_PCT"] ?? "") ?? 0.75
        var maxScale = Double(ProcessInfo.processInfo.environment["CAPTEXT_DEV_MAXSCALE"] ?? "") ?? 4
        var filter: Resampler.Filter = {
            switch ProcessInfo.processInfo.environment["CAPTEXT_DEV_FILTER"] {
            case "bilinear": return .bilinear
            case "lanczos": return .lanczos3
            default: return .catmullRom
            }
        }()
        var invert = ProcessInfo.processInfo.environment["CAPTEXT_DEV_NOINVERT"] == nil
        var integerScale = ProcessInfo.processInfo.environment["CAPTEXT_DEV_INTSCALE"] != nil
        var padding = Int(ProcessInfo.processInfo.environment["CAPTEXT_DEV_PAD"] ?? "") ?? -1
        var stretch = ProcessInfo.processInfo.environment["CAPTEXT_DEV_STRETCH"] != nil
        var mixedCheck = ProcessInfo.processInfo.environment["CAPTEXT_DEV_NOMIXED"] == nil
    }

    var tuning = Tuning()

    func prepare(_ source: Image, dpi: Int?) -> PreparedPage {
        let original = source.grayscale()
        var gray = original
        let stats = InkStatistics(gray)
        let hasInk = stats.contrast >= InkStatistics.minimumContrast
        if tuning.invert && stats.isDark { invert(&gray) }
        if tuning.invert && tuning.mixedCheck { LocalPolarity.normalize(&gray) }
        let background = tuning.invert && stats.isDark ? 255 - stats.background : stats.background
        let ink = tuning.invert && stats.isDark ? 255 - stats.ink : stats.ink
        if tuning.stretch && hasInk { stretch(&gray, ink: ink, background: background) }
        let threshold = UInt8((background + ink) / 2)
        let inkIsDark = ink < background
        let components = InkComponents(gray) { inkIsDark ? $0 < threshold : $0 > threshold }
        let layout = TextLayout(components.components, imageWidth: gray.width, imageHeight: gray.height)

        var scale = 1.0
        if let dpi, dpi > 0 {
            scale = min(max(300 / Double(dpi), 1), tuning.maxScale)
        } else if let height = layout.textHeight(percentile: tuning.percentile) {
            scale = min(max(tuning.targetHeight / Double(height), 1), tuning.maxScale)
        }
        if tuning.integerScale { scale = scale.rounded(.down) }
        // Never grow past the pixel limit, whatever the text size.
        scale = min(scale, (Double(Image.maxPixelCount) / Double(gray.width * gray.height)).squareRoot())
        scale = max(scale, 1)
        if scale > 1.05 {
            gray = Resampler.resize(gray, width: Int((Double(gray.width) * scale).rounded()),
                                    height: Int((Double(gray.height) * scale).rounded()), filter: tuning.filter)
        } else {
            scale = 1
        }
        let textHeight = Double(layout.textHeight(percentile: tuning.percentile) ?? 10) * scale
        let padding = tuning.padding >= 0 ? tuning.padding : max(10, Int(textHeight))
        let effectiveScaleX = Double(gray.width) / Double(source.width)
        gray = pad(gray, by: padding, with: UInt8(clamping: background))

        if ProcessInfo.processInfo.environment["CAPTEXT_DEV_DEBUG"] != nil {
            FileHandle.standardError.write(Data("DBG lh=\(layout.lineHeight ?? -1) h50=\(layout.textHeight(percentile: 0.5) ?? -1) h75=\(layout.textHeight(percentile: 0.75) ?? -1) h90=\(layout.textHeight(percentile: 0.9) ?? -1) lines=\(layout.lines.count) glyphs=\(layout.glyphs.count) scale=\(scale) mode=\(layout.suggestedMode) dark=\(stats.isDark) bg=\(stats.background) ink=\(stats.ink)\n".utf8))
        }
        return PreparedPage(
            image: gray,
            geometry: PageGeometry(scale: effectiveScaleX, padding: padding, originalWidth: source.width, originalHeight: source.height),
            resolution: Int((Double(dpi ?? 0) * scale).rounded()) > 0 ? Int((Double(dpi!) * scale).rounded()) : 300,
            mixedPolarity: ProcessInfo.processInfo.environment["CAPTEXT_DEV_TESSINVERT"] != nil,
            suggestedMode: layout.suggestedMode,
            hasInk: hasInk && !components.components.isEmpty)
    }

    private func invert(_ image: inout Image) {
        for i in image.pixels.indices { image.pixels[i] = 255 - image.pixels[i] }
    }

    /// Maps ink to 0 and background to 255, so faint text reaches full contrast.
    private func stretch(_ image: inout Image, ink: Int, background: Int) {
        let span = Double(background - ink)
        guard abs(span) >= 1 else { return }
        let table = (0..<256).map { UInt8(clamping: Int((Double($0 - ink) / span * 255).rounded())) }
        for i in image.pixels.indices { image.pixels[i] = table[Int(image.pixels[i])] }
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
