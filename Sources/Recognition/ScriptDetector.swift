import CTesseract
import Foundation

/// Tesseract's orientation-and-script detection (osd.traineddata, installed with
/// tesseract-ocr) run on a region as captext prepares it for reading: enlarged, dark on light.
/// Not thread-safe: one per thread, like `OCREngine`.
public final class ScriptDetector {
    /// A script as OSD names it ("Latin", "Hangul", "Japanese", "Han", "Cyrillic", …) and its
    /// confidence; and how far the text is turned: the clockwise turn, 0, 90, 180 or 270
    /// degrees, that would stand it upright.
    public struct Detection: Sendable, Equatable {
        public let script: String
        public let confidence: Double
        public let uprightTurn: Int
    }

    /// Text enlarged for orientation alone: OSD judged turned crops, whole, as well as at the
    /// reading height (24 of 27 turned ocr-accuracy crops either way, 22 at 12 px), on less
    /// than half the pixels.
    static let orientationTextHeight = 16.0
    /// OSD reads at most 250 characters, but the page is prepared and laid out whole first
    /// (0.18 s and 0.26 s of a photographed flyer): a piece from its middle, this many pixels a
    /// side, shows enough.
    static let orientationSide = 768

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
        ScreenTextPreprocessor().prepare(image, dpi: nil, levels: false).flatMap { detect($0.image, resolution: $0.resolution) }
    }

    /// The clockwise turn that stands `image`'s text upright; nil when OSD cannot tell.
    public func uprightTurn(of image: Image) -> Int? {
        let side = Self.orientationSide
        let middle = image.cropped(to: BoundingBox(x: max(0, (image.width - side) / 2), y: max(0, (image.height - side) / 2),
                                                   width: min(side, image.width), height: min(side, image.height)))
        guard let page = ScreenTextPreprocessor(textHeight: Self.orientationTextHeight).prepare(middle, dpi: nil, levels: false) else { return nil }
        return detect(page.image, resolution: page.resolution)?.uprightTurn
    }

    /// `image`: dark text on light, as prepared for reading.
    private func detect(_ image: Image, resolution: Int) -> Detection? {
        OpenMP.runSerially()
        image.pixels.withUnsafeBufferPointer {
            TessBaseAPISetImage(api, $0.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
        }
        TessBaseAPISetSourceResolution(api, Int32(resolution))
        defer { TessBaseAPIClear(api) }
        var degrees: Int32 = 0, orientationConfidence: Float = 0, scriptConfidence: Float = 0
        // Points into the OSD data's own table (capi.h's advice to free it predates that).
        var name: UnsafePointer<CChar>?
        guard TessBaseAPIDetectOrientationScript(api, &degrees, &orientationConfidence, &name, &scriptConfidence) != 0,
              let name else { return nil }
        // OSD names the text's own orientation, counter-clockwise.
        return Detection(script: String(cString: name), confidence: Double(scriptConfidence),
                         uprightTurn: (360 - Int(degrees)) % 360)
    }
}
