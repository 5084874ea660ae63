import CTesseract

/// A reading of a prepared page: its blocks and the segmentation that gave them; `rows`: the
/// page's rows of ink when it was read row by row (`InkRows`); `cjk`: a mixed set's CJK
/// languages' own reading in that segmentation, when made (`MixedSetReading`).
struct PageReading: Sendable {
    var blocks: [RecognizedBlock]
    var mode: SegmentationMode
    var rows: [BoundingBox]? = nil
    var cjk: [RecognizedBlock]? = nil
}

/// A page read by the two halves of a set apart: a mixed set's CJK languages and its Latin
/// ones (`MixedSetReading`), or the script models and the languages read behind them
/// (`ScriptModelReading`).
struct ReadingHalves: Sendable {
    var first: [RecognizedBlock]
    var second: [RecognizedBlock]
}

/// One of a set's halves (see `ReadingHalves`).
enum ReadingHalf: Sendable {
    case first, second
}

extension OCREngine {
    /// Preprocesses, recognises, and when a crop with visible ink comes back empty, tries the
    /// other segmentation modes before believing there is no text.
    public func analyze(_ image: Image, options: AnalysisOptions = AnalysisOptions()) throws(RecognitionError) -> ImageAnalysis {
        guard let page = Self.prepare(image, options: options) else { return blank(image, options: options) }
        return try analyze(page, of: image, options: options)
    }

    /// `image`, prepared as `page` already, read and settled; `inHalves`: a set read as its
    /// halves where it has them (see `firstReading`).
    func analyze(_ page: PreparedPage, of image: Image, options: AnalysisOptions, inHalves: Bool = false) throws(RecognitionError) -> ImageAnalysis {
        try finish(firstReading(page, options: options, inHalves: inHalves), of: image, page: page, options: options)
    }

    /// As `analyze`, but a set with a script model (`ScriptModelReading`) is read first by that
    /// model alone, not by the mixed model.
    func analyzeByScriptModel(_ image: Image, options: AnalysisOptions) throws(RecognitionError) -> ImageAnalysis {
        guard let page = Self.prepare(image, options: options) else { return blank(image, options: options) }
        let script = options.characters == nil ? scriptModelHalves?.script : nil
        let first = try script?.recognize(page, mode: Self.firstMode(page, options: options).tesseractMode)
        return try finish(firstReading(page, options: options, first: first), of: image, page: page, options: options)
    }

    /// Nil for flat colour, a gradient or noise: nothing Tesseract could read, only artefacts to invent.
    static func prepare(_ image: Image, options: AnalysisOptions) -> PreparedPage? {
        ScreenTextPreprocessor().prepare(image, dpi: options.dpi, levels: options.levels, sharpensPhotos: options.sharpensPhotos)
    }

    /// `image` with nothing to read: its codes alone.
    func blank(_ image: Image, options: AnalysisOptions) -> ImageAnalysis {
        ImageAnalysis(width: image.width, height: image.height, languages: languages, blocks: [], codes: decodedCodes(image, options))
    }

    func decodedCodes(_ image: Image, _ options: AnalysisOptions) -> [DecodedCode] {
        options.readsCodes ? codeReader?.decode(image) ?? [] : []
    }

    /// The segmentation `page` is read in first.
    static func firstMode(_ page: PreparedPage, options: AnalysisOptions) -> SegmentationMode {
        options.mode == .auto ? page.suggestedMode : options.mode
    }

    /// The page read in its first segmentation, settled: a block read with little confidence
    /// is often one a uniform-block layout tore apart (widely spaced labels of a form or list),
    /// which sparse segmentation then reads whole; a page read empty is tried in the other modes
    /// before it is believed blank. `inHalves`: a set is read as its halves (`ReadingHalves`):
    /// an image read whole, where they run on two cores; a page's regions, read on every core
    /// already, keep the mixed model, whose lines there measured better (bench/page-accuracy:
    /// its Korean windows' spaces and words); bands of a set with a script model are read by that
    /// model alone (`analyzeByScriptModel`).
    /// `first`, `halves` and `sparse`: those readings when already made (on other workers,
    /// meanwhile: see `ImageAnalyzer.analyzeReadingAhead`).
    func firstReading(_ page: PreparedPage, options: AnalysisOptions, inHalves: Bool = false, first given: [RecognizedBlock]? = nil,
                      halves givenHalves: ReadingHalves? = nil, sparse ahead: [RecognizedBlock]? = nil) throws(RecognitionError) -> PageReading {
        let first = Self.firstMode(page, options: options)
        var mode = first
        var blocks: [RecognizedBlock]
        var halves = givenHalves
        if inHalves, given == nil, halves == nil { halves = try halvesReading(page, mode: first, options: options) }
        if let given { blocks = given } else if let halves {
            blocks = merged(halves)
        } else { blocks = try recognize(page, mode: first.tesseractMode, characters: options.characters) }
        var sparse = ahead
        func sparseReading() throws(RecognitionError) -> [RecognizedBlock] {
            if let sparse { return sparse }
            let reading = try recognize(page, mode: SegmentationMode.sparse.tesseractMode, characters: options.characters)
            sparse = reading
            return reading
        }
        if Self.retriesSparse(blocks, mode: first, options: options) {
            // Where Tesseract's lines are not the ink's, its rows went wrong: the ink's rows read
            // one by one keep the lines whole and in order, which sparse segmentation does not,
            // and are kept when surer than the block at all. Not a photo's: its scan's rows are
            // less sure than its lines (four targets of Japanese invoices lost on bench/form-fill).
            let rows = page.isPhotograph ? [] : InkRows.rows(of: page)
            if !rows.isEmpty, InkRows.disagree(blocks, with: rows, on: page) {
                let byRows = try rowsReading(page, rows: rows, characters: options.characters)
                if Self.confidence(byRows) > Self.confidence(blocks) { return PageReading(blocks: byRows, mode: first, rows: rows) }
            }
            let sparse = try sparseReading()
            // Tesseract is often sure of what it invents, so sparse must be clearly surer.
            if Self.confidence(sparse) >= Self.confidence(blocks) + 0.1 { (blocks, mode) = (sparse, .sparse) }
        }
        for fallback in [SegmentationMode.sparse, .block] where blocks.isEmpty && fallback != first {
            if fallback == .sparse { blocks = try sparseReading() } else { blocks = try recognize(page, mode: fallback.tesseractMode, characters: options.characters) }
            mode = fallback
        }
        let cjk = ScriptReread.cjkOnly(languages) != nil && mode == first ? halves?.first : nil
        return PageReading(blocks: blocks, mode: mode, cjk: cjk)
    }

    /// The page read by both halves of the set apart, in `mode`; nil for sets without halves
    /// and for readings of some characters only.
    func halvesReading(_ page: PreparedPage, mode: SegmentationMode, options: AnalysisOptions) throws(RecognitionError) -> ReadingHalves? {
        guard options.characters == nil, let first = try halfReading(.first, page, mode: mode),
              let second = try halfReading(.second, page, mode: mode) else { return nil }
        return ReadingHalves(first: first, second: second)
    }

    /// The page read by one half of the set alone, in `mode`: a mixed set's CJK or Latin
    /// languages, a script model or the languages behind it; nil for sets without halves.
    func halfReading(_ half: ReadingHalf, _ page: PreparedPage, mode: SegmentationMode) throws(RecognitionError) -> [RecognizedBlock]? {
        guard let engines = halfEngines else { return nil }
        return try (half == .first ? engines.first : engines.second).recognize(page, mode: mode.tesseractMode)
    }

    /// The two halves' readings as one (see `ReadingHalves`).
    private func merged(_ halves: ReadingHalves) -> [RecognizedBlock] {
        if ScriptReread.cjkOnly(languages) != nil { return MixedSetReading.merged(cjk: halves.first, latin: halves.second) }
        return ScriptModelReading.merged(script: halves.first, own: halves.second)
    }

    /// Whether `blocks`, read in `mode`, are read again in sparse segmentation (see `firstReading`).
    static func retriesSparse(_ blocks: [RecognizedBlock], mode: SegmentationMode, options: AnalysisOptions) -> Bool {
        options.mode == .auto && mode == .block && confidence(blocks) < 0.8
    }

    /// `rows` of `page` (its pixels) read one by one as single lines.
    func rowsReading(_ page: PreparedPage, rows: [BoundingBox], characters: String?) throws(RecognitionError) -> [RecognizedBlock] {
        var blocks: [RecognizedBlock] = []
        for row in rows { blocks += try recognize(page, mode: PSM_SINGLE_LINE, characters: characters, area: row) }
        return blocks
    }

    /// The page read by the CJK languages of a mixed set alone (see `ScriptReread`), in `mode`
    /// or by `rows`; nil for other sets.
    func cjkReading(_ page: PreparedPage, mode: SegmentationMode, rows: [BoundingBox]? = nil) throws(RecognitionError) -> [RecognizedBlock]? {
        guard let cjkEngine else { return nil }
        if let rows { return try cjkEngine.rowsReading(page, rows: rows, characters: nil) }
        return try cjkEngine.recognize(page, mode: mode.tesseractMode)
    }

    /// The second looks at doubtful words, and the analysis in the image's pixels.
    func finish(_ first: PageReading, of image: Image, page: PreparedPage, options: AnalysisOptions) throws(RecognitionError) -> ImageAnalysis {
        var blocks = first.blocks
        if options.characters == nil, ScriptReread.isWorthRereading(blocks),
           let cjk = try first.cjk != nil ? first.cjk : cjkReading(page, mode: first.mode, rows: first.rows) {
            blocks = ScriptReread.merge(blocks, with: cjk)
        }
        if options.characters == nil, GarbledRunReread.hasCandidates(blocks), let latinEngine {
            blocks = try GarbledRunReread.reread(blocks) { box throws(RecognitionError) in
                try latinEngine.words(on: page, mode: PSM_SINGLE_LINE, in: box)
            }
        }
        if options.characters == nil, LatinReread.hasCandidates(blocks), let latinEngine {
            blocks = try LatinReread.reread(blocks) { word throws(RecognitionError) in
                try latinEngine.words(on: page, mode: PSM_SINGLE_WORD, in: word)
            }
        }
        if options.characters == nil, GluedParticleReread.hasCandidates(blocks), let cjkEngine, let latinEngine {
            blocks = try GluedParticleReread.reread(blocks) { box throws(RecognitionError) in
                try cjkEngine.symbols(page, mode: PSM_SINGLE_WORD, area: page.geometry.page(box))
            } latinWord: { box throws(RecognitionError) in
                try latinEngine.words(on: page, mode: PSM_SINGLE_WORD, in: box)
            }
        }
        let cjk = languages.contains(where: ScriptReread.cjkLanguages.contains)
        if options.characters == nil, page.isPhotograph, DottedZeros.hasCandidates(blocks, cjk: cjk) {
            blocks = try DottedZeros.checked(blocks, cjk: cjk) { box throws(RecognitionError) in
                try symbols(page, mode: PSM_SINGLE_WORD, area: page.geometry.page(box), inPagePixels: true)
            } isClosed: { DottedZeros.isClosedOnTheRight($0, in: page.geometry.page($1), of: page.image) }
        }
        blocks = QuoteShapes.straightened(blocks, page: page.image) { page.geometry.page($0) }
        return ImageAnalysis(width: image.width, height: image.height, languages: languages,
                             blocks: page.geometry.original(levelled: ParagraphLayout.regroup(blocks)),
                             codes: decodedCodes(image, options))
    }

    /// Mean word confidence, weighted by the words' lengths.
    static func confidence(_ blocks: [RecognizedBlock]) -> Double {
        let words = blocks.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        let characters = words.reduce(0) { $0 + $1.text.count }
        return characters == 0 ? 0 : words.reduce(0) { $0 + $1.confidence * Double($1.text.count) } / Double(characters)
    }

    /// The words read in `box` (levelled pixels) of `page`, for a second look at part of it.
    private func words(on page: PreparedPage, mode: TessPageSegMode, in box: BoundingBox) throws(RecognitionError) -> [RecognizedWord] {
        try recognize(page, mode: mode, area: page.geometry.page(box)).flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
    }
}
