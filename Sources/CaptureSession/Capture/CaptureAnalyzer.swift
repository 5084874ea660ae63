import CaptextCore
import ContentTypes
import DataDetection
import Recognition

/// What a capture needs from recognition: a reading of the selected pixels. `ImageAnalyzer`
/// is the real one (Tesseract, ZBar); the flow's tests hand over readings built by hand.
protocol CaptureAnalyzer {
    /// `windows`: the top-level windows in the image's pixels, bottom to top.
    func read(_ image: Image, windows: [BoundingBox], type: ContentType, filter: ContentFilter) async throws(RecognitionError) -> CaptureReading
}

extension ImageAnalyzer: CaptureAnalyzer {
    func read(_ image: Image, windows: [BoundingBox], type: ContentType, filter: ContentFilter) async throws(RecognitionError) -> CaptureReading {
        try await CaptureReading.read(image, windows: windows, type: type, filter: filter, analyzer: self)
    }
}
