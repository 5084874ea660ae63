import CTesseract

/// libtesseract, which captext loads on first use rather than at process start (see
/// tesseract_loader.c): commands that read no pixels start without it.
public enum TesseractLibrary {
    /// Loads the library, once; an error says what to install.
    public static func load() throws(RecognitionError) {
        var message: UnsafePointer<CChar>?
        guard captext_tesseract_load(&message) == 0 else {
            throw .tesseractUnavailable(message.map { String(cString: $0) } ?? "cannot load Tesseract")
        }
    }

    /// The library's version, loading it; nil when it cannot be loaded.
    public static var version: String? {
        guard (try? load()) != nil, let version = TessVersion() else { return nil }
        return String(cString: version)
    }

    /// How many languages loaded so far skipped the legacy engine's universal ambiguity table
    /// (see universal_ambiguities.c): 0 after an engine was made means the stand-in is not exported.
    static var skippedAmbiguityTables: UInt { captext_tesseract_universal_ambiguities_skipped() }

    /// How many PNGs were written uncompressed (see line_image_compression.c): 0 after a line
    /// was recognised means the stand-in is not exported.
    static var storedLineImages: UInt { captext_tesseract_line_images_stored() }
}
