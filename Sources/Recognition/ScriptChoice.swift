/// `--lang auto`: each region is read with the primary languages (the user's, then eng) first.
/// A reading under `confidentPrimary` whose region OSD names Japanese or Korean is read in that
/// script's set (`osdKanaOrHangul`, kept when the reading shows the script). Otherwise the
/// lines of a reading under `confidentPrimary` are read again, each alone, with one
/// language of each installed CJK script, and the characters each makes name the region's
/// script (`CharacterScript`, from the words that tell it: `telling`; a photo is read again
/// whole); so are the doubtful lines of a
/// confident reading (a terminal's Korean lines between its Latin ones). A region in a CJK
/// script is then read with that script's languages and the primary ones (`kor+eng`, whose
/// Latin words `ScriptReread` keeps). A Latin reading is read again in the language its
/// function words name (German, French, Vietnamese: `LatinLanguageGuess`), so a Latin screen
/// in a primary language costs nothing more. On a page of several regions, what the others
/// were read in then counts for one read in the primary languages alone (`inPageLanguage`).
extension ImageAnalyzer {
    /// Below this length-weighted mean word confidence a primary reading may be another
    /// script's text read as Latin letters. Measured on the tune regions (bench/ocr-accuracy
    /// README, "Which script each region holds"): at 0.75, 99 % of Latin regions are kept.
    static let confidentPrimary = 0.75

    /// OSD's script confidence above which a script it names without data installed is
    /// reported (see `ScriptDetector`).
    static let confidentOSD = 1.0

    /// OSD's script confidence from which its Japanese or Korean is taken without the CJK
    /// survey (and checked on the reading it gives): 0.08–4.1 on the tune crops it named so.
    static let osdKanaOrHangul = 0.2

    /// A line of a confident primary reading below this confidence may be another script's:
    /// on the tune crops `eng` reads every English line at 0.55 or more (all but one at 0.75
    /// or more) and most Korean lines under 0.7, even in terminals whose Latin lines make the
    /// region's mean confident (line confidences of `captext read --json --lang eng`).
    static let doubtfulLine = 0.7

    /// The share of a confident reading's lines that are doubtful from which those lines are
    /// surveyed for CJK script: a fifth of an English crop's lines at most, a third of a
    /// Korean terminal's at least.
    static let doubtfulLines = 0.25

    func analyzeByScript(_ image: Image, scripts: ScriptLanguages, options: AnalysisOptions, readsAhead: Bool,
                         bands: ([String]) -> [BoundingBox]) async throws(RecognitionError) -> ImageAnalysis {
        var primary = try await analyze(image, bands: bands(scripts.primary), options: options, languages: scripts.primary, readsAhead: readsAhead)
        guard primary.hasText else { return primary }
        // Codes are decoded once, with the primary reading; every later reading is of text alone.
        let textOnly = options.textOnly
        let confident = primary.meanConfidence >= Self.confidentPrimary
        // OSD's view of an unsure reading's region, asked once (nil without osd.traineddata).
        let osd = confident ? nil : await osdDetection(of: image)
        if let script = osd.flatMap({ Self.kanaOrHangul($0, scripts: scripts) }) {
            let languages = scripts.languages(for: script)
            var reading = try await analyze(image, bands: bands(languages), options: textOnly, languages: languages, readsAhead: readsAhead)
            if CharacterScript.cjkScript(ofLines: reading.lines.map(\.text), installed: [script]) == script {
                reading.codes = primary.codes
                return reading
            }
        }
        // A photo's or a tilted scan's lines are no level boxes to cut out: it is surveyed whole.
        let cjk = !confident && options.levels ? try await cjkScript(of: image, scripts: scripts, options: textOnly)
            : try await cjkScript(ofLinesIn: primary, confident: confident, of: image, scripts: scripts, options: textOnly)
        if let cjk {
            let languages = scripts.languages(for: cjk)
            var reading = try await analyze(image, bands: bands(languages), options: textOnly, languages: languages, readsAhead: readsAhead)
            reading.codes = primary.codes
            return reading
        }
        if let osd, osd.confidence >= Self.confidentOSD, scripts.cjk.count < 3, let seen = Script(osdName: osd.script),
           !scripts.readable.contains(seen) {
            primary.unreadableScripts = [seen]
        }
        return try await inLatinLanguage(image, primary: primary, scripts: scripts, options: textOnly, bands: bands)
    }

    /// The CJK script of `image`'s lines as the CJK survey reads it whole, each line's vote
    /// weighed by how sure the survey is of its CJK characters: on a photo its `kor` makes
    /// unsure Hangul of blurred kana and kanji (a dark flyer's lines at 0.1–0.4, its kana and
    /// kanji at 0.9).
    private func cjkScript(of image: Image, scripts: ScriptLanguages, options: AnalysisOptions) async throws(RecognitionError) -> Script? {
        guard let survey = scripts.cjkSurvey else { return nil }
        let whole = [BoundingBox(x: 0, y: 0, width: image.width, height: image.height)]
        let lines = try await analyze(image, bands: whole, options: options, languages: survey).lines
        return CharacterScript.cjkScript(ofLines: lines.map(\.text), weights: lines.map { CharacterScript.sureness(of: $0.words) },
                                         installed: Set(scripts.cjk.keys))
    }

    /// The CJK script of the lines of a level primary reading as the CJK survey reads them, each on
    /// its own, spread over the workers: every line of an unsure reading; of a confident one,
    /// its doubtful lines when they are a `doubtfulLines` share of its lines (a terminal's
    /// Korean lines between its Latin ones). Read whole, the survey (three languages at once)
    /// kept one core busy for seconds while the other waited.
    private func cjkScript(ofLinesIn primary: ImageAnalysis, confident: Bool, of image: Image, scripts: ScriptLanguages,
                           options: AnalysisOptions) async throws(RecognitionError) -> Script? {
        let lines = primary.lines
        let surveyed = confident ? lines.filter { $0.confidence < Self.doubtfulLine } : lines
        guard let survey = scripts.cjkSurvey, !surveyed.isEmpty,
              !confident || Double(surveyed.count) >= Self.doubtfulLines * Double(lines.count) else { return nil }
        let lineOptions = { var line = options; line.mode = .line; return line }()
        let crops = surveyed.map { line in
            // A margin of a quarter of the line's height: Tesseract misreads glyphs cut at the edge.
            let box = line.box, margin = max(box.height / 4, 2)
            return image.cropped(to: BoundingBox(x: box.x - margin, y: box.y - margin,
                                                 width: box.width + 2 * margin, height: box.height + 2 * margin))
        }
        // One job a line, so the workers share them as they come free.
        let readings = await withTaskGroup(of: (Int, Result<[RecognizedWord], RecognitionError>).self) { group in
            for (index, crop) in crops.enumerated() {
                group.addTask {
                    do throws(RecognitionError) {
                        return (index, .success(try await self.run(survey) { engine throws(RecognitionError) in
                            try engine.analyze(crop, options: lineOptions).words
                        }))
                    } catch { return (index, .failure(error)) }
                }
            }
            var readings: [(Int, Result<[RecognizedWord], RecognitionError>)] = []
            for await reading in group { readings.append(reading) }
            return readings
        }
        var read: [String] = []
        for (index, words) in readings {
            read.append(CharacterScript.telling(try words.get(), primary: surveyed[index].words.map(\.text)))
        }
        return CharacterScript.cjkScript(ofLines: read, installed: Set(scripts.cjk.keys))
    }

    /// The share of a primary reading's words that show marks `eng` could not read (a letter
    /// outside ASCII, or a digit between letters: "Lién", "Kh6ng") above which, when its
    /// function words name no language, the other Latin languages are tried: `eng` marks
    /// 16–24 % of the Vietnamese tune crops' words, under 3 % of the German and English ones'.
    /// Half of it for a reading under `confidentPrimary` (a blurred photo), whose marks `eng`
    /// reads as ASCII look-alikes as often as not ("đã" as "di", "d8").
    static let markedWords = 0.1

    /// `primary` again in the installed Latin language its words are in, when that is not a
    /// primary one (`LatinLanguageGuess`): German read in `deu`, with its umlauts. Too few
    /// words to tell, in the language of the one country its domains and calling codes name
    /// (a hotel card at `hotel-bergblick.de`). Too few words and no country (a list of names),
    /// but many marked, in the text or only in the ink
    /// (`UnreadMarks`: `eng` reads `möglich` as `moglich`): each other Latin language is tried
    /// (`likeliestLatin`). A language is read alone, its words then weighed against the primary
    /// reading's (`MarkedWordMerge`). `primary`'s codes are kept.
    private func inLatinLanguage(_ image: Image, primary: ImageAnalysis, scripts: ScriptLanguages, options: AnalysisOptions,
                                 bands: ([String]) -> [BoundingBox]) async throws(RecognitionError) -> ImageAnalysis {
        guard !scripts.otherLatin.isEmpty else { return primary }
        let words = primary.words.map(\.text), unsure = primary.meanConfidence < Self.confidentPrimary
        let candidates: [String]
        if let language = scripts.latinLanguage(of: words) {
            guard scripts.otherLatin.contains(language) else { return primary }
            candidates = [language]
        } else if let language = LatinLanguageGuess.language(ofCountriesIn: primary.text, among: scripts.otherLatin) {
            candidates = [language]
        } else if Self.isMarked(words, showing: LatinLanguageGuess.showsUnreadMarks, unsure: unsure)
                    || UnreadMarks.share(of: primary.words, in: image) >= Self.markedWords {
            candidates = scripts.otherLatin
        } else {
            return primary
        }
        var readings: [(language: String, reading: ImageAnalysis)] = []
        for language in candidates {
            var reading = try await analyze(image, bands: bands([language]), options: options, languages: [language])
            reading.blocks = MarkedWordMerge.merged(reading.blocks, with: primary.blocks)
            for index in reading.blocks.indices { reading.blocks[index].languages = [language] + scripts.primary }
            readings.append((language, reading))
        }
        guard var chosen = candidates.count == 1 ? readings.first?.reading : Self.likeliestLatin(readings, scripts: scripts, unsure: unsure)
        else { return primary }
        chosen.unreadableScripts = primary.unreadableScripts
        chosen.codes = primary.codes
        return chosen
    }

    /// Of a region's readings in each other Latin language, the one whose own function words
    /// name its language once its marks are read ("c6 thé hoat d6ng" in `eng`, "có thể hoạt
    /// động" in `vie`) when exactly one does (confidence alone chose `deu` for a line of
    /// Vietnamese on bench/ocr-accuracy); otherwise the surest of those whose words show marks
    /// as often as the primary reading's showed unread ones (a list of Vietnamese names: read
    /// alone, `vie` is less sure of them than `eng` of its readings without marks).
    static func likeliestLatin(_ readings: [(language: String, reading: ImageAnalysis)], scripts: ScriptLanguages,
                               unsure: Bool) -> ImageAnalysis? {
        let named = readings.filter { scripts.latinLanguage(of: $0.reading.words.map(\.text)) == $0.language }
        if named.count == 1 { return named[0].reading }
        return readings.map(\.reading)
            .filter { isMarked($0.words.map(\.text), showing: LatinLanguageGuess.hasMarks, unsure: unsure) }
            .max { $0.meanConfidence < $1.meanConfidence }
    }

    /// Whether a `markedWords` share of `words` (half of it in an unsure reading) show marks.
    static func isMarked(_ words: [String], showing marks: (String) -> Bool, unsure: Bool) -> Bool {
        Double(words.filter(marks).count) >= markedWords * (unsure ? 0.5 : 1) * Double(words.count)
    }

    /// With `--lang auto`, what the page's other regions tell a region read in the primary
    /// languages alone. Where they named one Latin language other than the primary ones, a
    /// region whose words are too few to name their own (a short dialog, a list) is read in it:
    /// a German dialog beside a German terminal keeps its umlauts. Where they were read in one
    /// CJK script, a region with a doubtful word is read again in that script's set, and kept
    /// when it then has words in that script (a table's cell of Korean words among Latin
    /// options, too short for the CJK survey). Where most of the page's CJK text was read in one
    /// script, a region read in another (a Japanese card's address line of kanji and digits,
    /// which a one-line survey took for Korean) is read again in the page's and the surer reading kept.
    func inPageLanguage(_ readings: [ImageAnalysis], scripts: ScriptLanguages, layout: PageLayout, image: Image,
                                options: AnalysisOptions) async throws(RecognitionError) -> [ImageAnalysis] {
        let sets = Set(readings.compactMap { $0.blocks.first?.languages })
        let cjkScripts = scripts.cjk.keys.filter { sets.contains(scripts.languages(for: $0)) }
        let latin = Set(sets.compactMap(\.first).filter(scripts.otherLatin.contains))
        // The page's CJK characters by the script their regions were read in; the page's script
        // has at least twice as many as every other.
        var cjkCharacters: [Script: Int] = [:]
        for reading in readings {
            guard let script = scripts.cjkScript(readIn: reading.blocks.first?.languages) else { continue }
            cjkCharacters[script, default: 0] += reading.words.reduce(0) { $0 + $1.text.unicodeScalars.filter { LineAssembly.Script($0) != .other }.count }
        }
        let ranked = cjkCharacters.sorted { $0.value > $1.value }
        let pageScript = ranked.count >= 2 && ranked[0].value >= 2 * ranked[1].value ? ranked[0].key : nil
        var plans: [(index: Int, languages: [String], keepsScript: Bool)] = []
        var surerKept: Set<Int> = []
        for (index, reading) in readings.enumerated() {
            guard let pageScript, let script = scripts.cjkScript(readIn: reading.blocks.first?.languages), script != pageScript else { continue }
            plans.append((index, scripts.languages(for: pageScript), false))
            surerKept.insert(index)
        }
        for (index, reading) in readings.enumerated() where reading.blocks.first?.languages == scripts.primary {
            if latin.count == 1, let language = latin.first,
               scripts.latinLanguage(of: reading.words.map(\.text)) == nil {
                plans.append((index, [language] + scripts.primary, false))
            } else if cjkScripts.count == 1, reading.words.contains(where: { $0.confidence < Self.doubtfulLine }) {
                plans.append((index, scripts.languages(for: cjkScripts[0]), true))
            }
        }
        let rereadings = await withTaskGroup(of: (Int, Bool, Result<ImageAnalysis, RecognitionError>).self) { group in
            for plan in plans {
                group.addTask {
                    do throws(RecognitionError) {
                        let reading = try await self.readRegion(plan.index, of: layout, in: image, options: options, languages: plan.languages)
                        return (plan.index, plan.keepsScript, .success(reading))
                    } catch { return (plan.index, plan.keepsScript, .failure(error)) }
                }
            }
            var rereadings: [(Int, Bool, Result<ImageAnalysis, RecognitionError>)] = []
            for await reading in group { rereadings.append(reading) }
            return rereadings
        }
        var result = readings
        for (index, keepsScript, reading) in rereadings {
            let reread = try reading.get()
            if surerKept.contains(index), reread.meanConfidence <= readings[index].meanConfidence { continue }
            // A word of two characters or more in the script, not a symbol read as one.
            guard !keepsScript || reread.words.contains(where: { word in
                CharacterScript.cjkScript(of: word.text, installed: [cjkScripts[0]], least: CharacterScript.leastCharacters) != nil
            }) else { continue }
            result[index] = reread
            result[index].unreadableScripts = readings[index].unreadableScripts
        }
        return result
    }

    /// Japanese or Korean when OSD names it and its languages are installed: OSD tells kana
    /// and Hangul in a tenth of the CJK survey's time (on the tune crops it named one for 63 of
    /// 76 Japanese and Korean crops, for none of the others). Chinese is left to the survey:
    /// kanji alone, OSD's Han, may be Japanese.
    private static func kanaOrHangul(_ detection: ScriptDetector.Detection, scripts: ScriptLanguages) -> Script? {
        guard detection.confidence >= osdKanaOrHangul, let script = Script(osdName: detection.script),
              script == .japanese || script == .korean, scripts.cjk[script] != nil else { return nil }
        return script
    }

    private func osdDetection(of image: Image) async -> ScriptDetector.Detection? {
        let detection = try? await onWorker({ $0.scriptDetector }) { detector in detector.detect(image) }
        return detection ?? nil
    }
}

extension ImageAnalysis {
    /// Mean word confidence, weighted by the words' lengths; 0 without words.
    var meanConfidence: Double { OCREngine.confidence(blocks) }
}
