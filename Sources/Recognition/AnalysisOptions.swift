/// What to do with one image.
public struct AnalysisOptions: Sendable, Equatable {
    public var mode: SegmentationMode
    /// The image's resolution when known: it then decides the enlargement instead of the text size.
    public var dpi: Int?

    public init(mode: SegmentationMode = .auto, dpi: Int? = nil) {
        self.mode = mode
        self.dpi = dpi
    }
}
