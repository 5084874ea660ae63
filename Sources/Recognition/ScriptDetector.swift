import CTesseract
import Foundation

/// Tesseract's orientation-and-script detection (osd.traineddata, installed with
/// tesseract-ocr) run on a region as captext prepares it for reading: enlarged, dark on light.
/// Not thread-safe: one per thread, like `OCREngine`.
public final class ScriptDetector {
    /// A script as OSD names it ("Latin", "Hangul", "Japanese", "Han", "Cyrillic", …) and its confidence.
    public struct Detection: Sendable, Equatable {
        public let script: String
        public let confidence: Double
    }

    private let api: OpaquePointer

    public init(tessdata: Tessdata, minimumCharacters: Int = 50) throws(RecognitionError) {
        try TesseractLibrary.load()
        let api = TessBaseAPICreate()!
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        guard TessBaseAPIInit3(api, tessdata.directory, "osd") == 0 else {
            TessBaseAPIDelete(api)
            throw .unusableLanguageData(languages: "osd", directory: tessdata.directory)
        }
        // OSD gives up on fewer characters; a dialog's label or a heading has fewer than its default 50.
        TessBaseAPISetVariable(api, "min_characters_to_try", String(minimumCharacters))
        self.api = api
    }

    deinit { TessBaseAPIDelete(api) }

    /// Nil when the image holds no text-like ink or too few characters for OSD. `image` is a
    /// region of a page, levelled already.
    public func detect(_ image: Image) -> Detection? {
        ScreenTextPreprocessor().prepare(image, dpi: nil, levels: false).flatMap(detect)
    }

    private func detect(_ page: PreparedPage) -> Detection? {
        OpenMP.runSerially()
        page.image.pixels.withUnsafeBufferPointer {
            TessBaseAPISetImage(api, $0.baseAddress, Int32(page.image.width), Int32(page.image.height), 1, Int32(page.image.width))
        }
        TessBaseAPISetSourceResolution(api, Int32(page.resolution))
        defer { TessBaseAPIClear(api) }
        var degrees: Int32 = 0, orientationConfidence: Float = 0, scriptConfidence: Float = 0
        // Points into the OSD data's own table (capi.h's advice to free it predates that).
        var name: UnsafePointer<CChar>?
        guard TessBaseAPIDetectOrientationScript(api, &degrees, &orientationConfidence, &name, &scriptConfidence) != 0,
              let name else { return nil }
        return Detection(script: String(cString: name), confidence: Double(scriptConfidence))
    }
}
