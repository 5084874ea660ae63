import Recognition
import Synchronization

/// The daemon's OCR analyzers, one per language plan, created once and kept: the first
/// capture after start already finds its engines loaded.
final class WarmAnalyzers: Sendable {
    let defaultPlan: LanguagePlan
    let tessdata: Tessdata
    private let analyzers: Mutex<[LanguagePlan: ImageAnalyzer]>

    init(defaultPlan: LanguagePlan, tessdata: Tessdata) throws(RecognitionError) {
        self.defaultPlan = defaultPlan
        self.tessdata = tessdata
        analyzers = Mutex([defaultPlan: try ImageAnalyzer(plan: defaultPlan, tessdata: tessdata)])
    }

    /// Loads the engines of the default plan (every script's, with `auto`) and for `others`
    /// (the bindings' own languages) now.
    func warmUp(_ others: [[String]] = []) async throws(RecognitionError) {
        try await analyzer(for: defaultPlan).warmUp(everyScript: true, forPages: true)
        for languages in others { try await analyzer(for: .fixed(languages)).warmUp(forPages: true) }
    }

    /// The analyzer for `plan`, created on first use.
    func analyzer(for plan: LanguagePlan) throws(RecognitionError) -> ImageAnalyzer {
        if let existing = analyzers.withLock({ $0[plan] }) { return existing }
        let created = try ImageAnalyzer(plan: plan, tessdata: tessdata)
        return analyzers.withLock { analyzers in
            if let existing = analyzers[plan] { return existing }
            analyzers[plan] = created
            return created
        }
    }
}
