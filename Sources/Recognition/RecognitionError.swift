/// Why text recognition could not run; each message is one line a user can act on.
public enum RecognitionError: Error, Equatable, CustomStringConvertible {
    case unknownLanguage(String)
    case missingLanguage(String)
    case unreadableTessdata(String)
    case unusableLanguageData(languages: String, directory: String)
    case recognitionFailed
    /// libtesseract could not be loaded; the loader's message.
    case tesseractUnavailable(String)
    /// The task reading the image was cancelled (Live Text closed before the screen was read).
    case cancelled

    public var description: String {
        switch self {
        case .unknownLanguage(let code):
            return "unknown language code '\(code)' (Tesseract codes look like eng, deu, kor, chi_sim; several join with +)"
        case .missingLanguage(let code):
            return "language data for '\(code)' is missing: apt-get install \(TesseractLanguages.debianPackage(for: code))"
        case .unreadableTessdata(let directory):
            return "tessdata directory '\(directory)' is not readable: apt-get install tesseract-ocr-eng, or point TESSDATA_PREFIX at a tessdata directory"
        case .unusableLanguageData(let languages, let directory):
            return "language data '\(languages)' in \(directory) could not be loaded (unreadable or corrupt): reinstall its tesseract-ocr-* package"
        case .recognitionFailed:
            return "Tesseract failed to recognise the image"
        case .tesseractUnavailable(let message):
            return message
        case .cancelled:
            return "the reading was cancelled"
        }
    }
}
