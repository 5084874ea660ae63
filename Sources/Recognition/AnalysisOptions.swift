/// What to do with one image.
public struct AnalysisOptions: Sendable, Equatable {
    public var mode: SegmentationMode
    /// The image's resolution when known: it then decides the enlargement instead of the text size.
    public var dpi: Int?
    /// Also decode QR codes and barcodes (zbar); off when only the text is wanted.
    public var readsCodes: Bool
    /// Recognise only these characters (Tesseract's whitelist), for a second look at a line
    /// that should hold a number.
    public var characters: String?
    /// The visible top-level windows, bottom to top in stacking order, in the image's pixels,
    /// when the image is a screen grab: the exact first cut of its layout.
    public var windows: [BoundingBox]
    /// Whether a tilted image may be levelled. Off for the regions and bands of a page found
    /// level as a whole: the skew of a few lines is a guess, and a wrong one crosses them.
    var levels = true
    /// Whether a photo's enlarged blur is sharpened, which brings out its dots and colons
    /// (`ScreenTextPreprocessor`). Off for a second look at a photo that yielded nothing
    /// wanted: the same sharpening now and then turns one digit into another (`720` read `726`).
    public var sharpensPhotos = true

    /// These options for a reading of the text alone: its codes are decoded once elsewhere.
    var textOnly: AnalysisOptions {
        var text = self
        text.readsCodes = false
        return text
    }

    public init(mode: SegmentationMode = .auto, dpi: Int? = nil, readsCodes: Bool = false, characters: String? = nil,
                windows: [BoundingBox] = []) {
        self.mode = mode
        self.dpi = dpi
        self.readsCodes = readsCodes
        self.characters = characters
        self.windows = windows
    }
}
