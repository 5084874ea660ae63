import DataDetection
import Recognition
import X11Desktop

/// What recognition found in the selected pixels: text with boxes, and machine-readable codes.
struct CaptureReading: Sendable {
    let analysis: ImageAnalysis
    let codes: [DecodedCode]

    /// OCR and code reading of `pixels` (boxes are in `pixels`' coordinates).
    static func read(_ pixels: ScreenImage, analyzer: ImageAnalyzer) async throws(RecognitionError) -> CaptureReading {
        let image = Image(width: pixels.width, height: pixels.height, format: .rgba, pixels: pixels.pixels)
        let codes = CodeReader().decode(image)
        return CaptureReading(analysis: try await analyzer.analyze(image), codes: codes)
    }

    /// What `type` wants from everything read, most prominent first, without repeats. Codes
    /// are exact where OCR guesses, so their payloads come first; for `auto` a code in the
    /// selection is what was meant, and the text around it (a caption) is not.
    func values(for type: ContentType, filter: ContentFilter) -> [String] {
        let payloads = codes.map(\.payload)
        let values: [String]
        switch type {
        case .qr:
            values = payloads
        case .auto where !payloads.isEmpty:
            values = payloads
        case .auto, .text:
            values = filter.items(in: analysis.text, type: type).map(\.value)
        default:
            let coded = payloads.flatMap { filter.items(in: $0, type: type) }
            values = (coded + ItemRanking.ranked(filter.items(in: analysis.text, type: type), in: analysis)).map(\.value)
        }
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
