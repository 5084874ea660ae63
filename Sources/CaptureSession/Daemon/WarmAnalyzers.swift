import Recognition
import Synchronization

/// The daemon's OCR analyzers, one per language set, created once and kept: the first
/// capture after start already finds its engine loaded.
final class WarmAnalyzers: Sendable {
    let defaultLanguages: [String]
    private let tessdata: Tessdata
    private let analyzers: Mutex<[[String]: ImageAnalyzer]>

    init(defaultLanguages: [String], tessdata: Tessdata) throws(RecognitionError) {
        self.defaultLanguages = defaultLanguages
        self.tessdata = tessdata
        analyzers = Mutex([defaultLanguages: try ImageAnalyzer(languages: defaultLanguages, tessdata: tessdata)])
    }

    /// Loads the engines for the default languages and for `others` (the bindings' own) now.
    func warmUp(_ others: [[String]] = []) async throws(RecognitionError) {
        try await analyzer(for: nil).warmUp()
        for languages in others { try await analyzer(for: languages).warmUp() }
    }

    /// The analyzer for `languages` (nil: the defaults), created on first use.
    func analyzer(for languages: [String]?) throws(RecognitionError) -> ImageAnalyzer {
        let wanted = languages ?? defaultLanguages
        if let existing = analyzers.withLock({ $0[wanted] }) { return existing }
        let created = try ImageAnalyzer(languages: wanted, tessdata: tessdata)
        return analyzers.withLock { analyzers in
            if let existing = analyzers[wanted] { return existing }
            analyzers[wanted] = created
            return created
        }
    }
}
