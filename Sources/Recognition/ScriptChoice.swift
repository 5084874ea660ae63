/// `--lang auto`: each region is read with the primary languages (the user's, then eng) first; a confident reading is kept, so a Latin screen costs nothing more. Otherwise
/// the region is read with one language of each installed CJK script, and the characters
/// that reading makes name the script (`CharacterScript`); the region is then read with that
/// script's languages and the primary ones (`kor+eng`, whose Latin words `ScriptReread` keeps).
/// A Latin reading whose words carry many marks is read again with the other installed Latin
/// languages, and the surest reading kept.
extension ImageAnalyzer {
    /// Below this length-weighted mean word confidence a primary reading may be another
    /// script's text read as Latin letters. Measured on the tune regions (bench/ocr-accuracy
    /// README, "Which script each region holds"): at 0.75, 99 % of Latin regions are kept.
    static let confidentPrimary = 0.75

    /// OSD's script confidence above which a script it names without data installed is
    /// reported (see `ScriptDetector`).
    static let confidentOSD = 1.0

    /// The share of a primary reading's words with a letter outside ASCII above which other
    /// Latin languages are tried: `tesseract -l eng` reads the Vietnamese tune crops with é in
    /// 16–24 % of their words, the German and English ones with under 3 %.
    static let markedWords = 0.1

    func analyzeByScript(_ image: Image, scripts: ScriptLanguages, options: AnalysisOptions, readsCJKAhead: Bool,
                         bands: ([String]) -> [BoundingBox]) async throws(RecognitionError) -> ImageAnalysis {
        var primary = try await analyze(image, bands: bands(scripts.primary), options: options, languages: scripts.primary)
        guard primary.hasText else { return primary }
        guard primary.meanConfidence < Self.confidentPrimary else {
            return try await surestLatin(image, primary: primary, scripts: scripts, options: options, bands: bands)
        }
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
        return try await surestLatin(image, primary: primary, scripts: scripts, options: options, bands: bands)
    }

    private func surestLatin(_ image: Image, primary: ImageAnalysis, scripts: ScriptLanguages, options: AnalysisOptions,
                             bands: ([String]) -> [BoundingBox]) async throws(RecognitionError) -> ImageAnalysis {
        let words = primary.words
        // Latin letters with marks only: a primary set with Korean in it makes Hangul words.
        let marked = words.filter { $0.text.unicodeScalars.contains { (0xC0...0x24F).contains($0.value) || (0x1E00...0x1EFF).contains($0.value) } }
        guard !scripts.otherLatin.isEmpty, Double(marked.count) >= Self.markedWords * Double(words.count) else { return primary }
        var surest = primary
        for language in scripts.otherLatin {
            let languages = [language] + scripts.primary
            let reading = try await analyze(image, bands: bands(languages), options: options, languages: languages)
            if reading.meanConfidence > surest.meanConfidence { surest = reading }
        }
        surest.unreadableScripts = primary.unreadableScripts
        return surest
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
