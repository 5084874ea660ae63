/// `--lang auto`: each region is read with the primary languages (the user's Latin ones, then
/// eng) first; a confident reading is kept, so a Latin screen costs nothing more. Otherwise
/// the region is read with one language of each installed CJK script, and the characters
/// that reading makes name the script (`CharacterScript`); the region is then read with that
/// script's languages and the primary ones (`kor+eng`, whose Latin words `ScriptReread` keeps).
extension ImageAnalyzer {
    /// Below this length-weighted mean word confidence a primary reading may be another
    /// script's text read as Latin letters. Measured with bench/ocr-accuracy/script-detection
    /// on the tune regions: at 0.75, 99 % of Latin regions are kept.
    static let confidentPrimary = 0.75

    /// OSD's script confidence above which a script it names without data installed is
    /// reported (see `ScriptDetector`).
    static let confidentOSD = 1.0

    func analyzeByScript(_ image: Image, scripts: ScriptLanguages, options: AnalysisOptions, readsCJKAhead: Bool,
                         bands: ([String]) -> [BoundingBox]) async throws(RecognitionError) -> ImageAnalysis {
        var primary = try await analyze(image, bands: bands(scripts.primary), options: options, languages: scripts.primary)
        guard primary.hasText, primary.meanConfidence < Self.confidentPrimary else { return primary }
        let whole = [BoundingBox(x: 0, y: 0, width: image.width, height: image.height)]
        if let survey = scripts.cjkSurvey {
            let surveyed = try await analyze(image, bands: whole, options: options, languages: survey)
            if let script = CharacterScript.cjkScript(of: surveyed.text, installed: Set(scripts.cjk.keys)) {
                let languages = scripts.languages(for: script)
                return try await analyze(image, bands: bands(languages), options: options, languages: languages,
                                         readsCJKAhead: readsCJKAhead)
            }
        }
        if scripts.cjk.count < 3, let seen = await osdScript(of: image), !scripts.readable.contains(seen) {
            primary.unreadableScripts = [seen]
        }
        return primary
    }

    /// The script OSD is confident `image` is in; nil without osd.traineddata.
    private func osdScript(of image: Image) async -> Script? {
        let detection = try? await onWorker({ $0.scriptDetector }) { detector in detector.detect(image) }
        guard let detection = detection ?? nil, detection.confidence >= Self.confidentOSD else { return nil }
        return Script(osdName: detection.script)
    }
}

extension ImageAnalysis {
    /// Mean word confidence, weighted by the words' lengths; 0 without words.
    var meanConfidence: Double { OCREngine.confidence(blocks) }
}
