import CTesseract

/// How Tesseract should look for text: the user's `--psm`, or `auto` to pick from the crop.
public enum SegmentationMode: String, Sendable, CaseIterable, Codable {
    /// Chosen from the image's shape (see `ScreenTextPreprocessor`).
    case auto
    /// Exactly one line of text.
    case line
    /// One uniform block of lines.
    case block
    /// Text scattered over a screen: find as much as possible in no particular order.
    case sparse
    /// Tesseract's full page layout analysis (columns, paragraphs).
    case page

    var tesseractMode: TessPageSegMode {
        switch self {
        case .line: return PSM_SINGLE_LINE
        case .block: return PSM_SINGLE_BLOCK
        case .sparse: return PSM_SPARSE_TEXT
        case .page, .auto: return PSM_AUTO
        }
    }
}
