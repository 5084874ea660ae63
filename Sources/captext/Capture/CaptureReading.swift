import ContentTypes
import DataDetection
import Recognition
import X11Desktop

/// What recognition found in the selected pixels: text with boxes, and machine-readable codes.
struct CaptureReading: Sendable {
    let analysis: ImageAnalysis
    var codes: [DecodedCode] { analysis.codes }

    /// OCR and code reading of `pixels` (boxes are in `pixels`' coordinates), with a second
    /// look at number-like lines when `type` wants a number. `windows`: the top-level windows
    /// in `pixels`' coordinates, bottom to top.
    static func read(_ pixels: ScreenImage, windows: [BoundingBox], type: ContentType, filter: ContentFilter,
                     analyzer: ImageAnalyzer) async throws(RecognitionError) -> CaptureReading {
        let image = Image(width: pixels.width, height: pixels.height, format: .rgba, pixels: pixels.pixels)
        let analysis = try await analyzer.analyze(image, options: AnalysisOptions(readsCodes: true, windows: windows))
        return CaptureReading(analysis: await NumberRecheck.refine(analysis, image: image, type: type, filter: filter, analyzer: analyzer))
    }

    /// What `type` wants from everything read, most prominent first, without repeats.
    func values(for type: ContentType, filter: ContentFilter) -> [String] {
        ItemRanking.values(of: type, in: analysis, filter: filter)
    }
}
