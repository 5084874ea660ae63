import ContentTypes
import DataDetection
import Recognition

/// What recognition found in the selected pixels: text with boxes, and machine-readable codes.
public struct CaptureReading: Sendable {
    public let analysis: ImageAnalysis
    public var codes: [DecodedCode] { analysis.codes }

    public init(analysis: ImageAnalysis) {
        self.analysis = analysis
    }

    /// OCR and code reading of `image` (boxes are in its pixels), with a second look where it
    /// misses what `type` wants (`rechecked`). `windows`: the top-level windows in
    /// the image's pixels, bottom to top.
    public static func read(_ image: Image, windows: [BoundingBox], type: ContentType, filter: ContentFilter,
                            analyzer: ImageAnalyzer) async throws(RecognitionError) -> CaptureReading {
        let options = AnalysisOptions(readsCodes: true, windows: windows)
        let analysis = try await analyzer.analyze(image, options: options)
        return CaptureReading(analysis: await rechecked(analysis, of: image, for: type, filter: filter, options: options, analyzer: analyzer))
    }

    /// `analysis` of `image` given a second look where it misses what `type` wants: number-like
    /// lines read again in the number's characters (`NumberRecheck`), then, if the page still
    /// yields nothing, its unsure lines read again alone (`UnsureLineRecheck`), then a photo
    /// read again unsharpened (`UnsharpenedPhotoRecheck`); last, the unsure words of the values
    /// found read again alone (`UnsureWordRecheck`). `options`: those `analysis` was read with.
    public static func rechecked(_ analysis: ImageAnalysis, of image: Image, for type: ContentType, filter: ContentFilter,
                                 options: AnalysisOptions, analyzer: ImageAnalyzer) async -> ImageAnalysis {
        let numbers = await NumberRecheck.refine(analysis, image: image, type: type, filter: filter, analyzer: analyzer)
        let lines = await UnsureLineRecheck.refine(numbers, image: image, type: type, filter: filter, analyzer: analyzer)
        let photo = await UnsharpenedPhotoRecheck.refine(lines, image: image, type: type, filter: filter, options: options, analyzer: analyzer)
        return await UnsureWordRecheck.refine(photo, image: image, type: type, filter: filter, analyzer: analyzer)
    }

    /// What `type` wants from everything read, most prominent first, without repeats.
    public func values(for type: ContentType, filter: ContentFilter) -> [String] {
        ItemRanking.values(of: type, in: analysis, filter: filter)
    }
}
