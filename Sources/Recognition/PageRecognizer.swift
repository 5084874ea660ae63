import CTesseract

extension OCREngine {
    /// Preprocesses, recognises, and when a crop with visible ink comes back empty, tries the
    /// other segmentation modes before believing there is no text.
    public func analyze(_ image: Image, options: AnalysisOptions = AnalysisOptions()) throws(RecognitionError) -> ImageAnalysis {
        let codes = options.readsCodes ? codeReader?.decode(image) ?? [] : []
        // Flat colour, a gradient or noise: nothing Tesseract could read, only artefacts to invent.
        guard let page = ScreenTextPreprocessor().prepare(image, dpi: options.dpi) else {
            return ImageAnalysis(width: image.width, height: image.height, languages: languages, blocks: [], codes: codes)
        }
        let first = options.mode == .auto ? page.suggestedMode : options.mode
        var mode = first
        var blocks = try recognize(page, mode: first.tesseractMode, characters: options.characters)
        // A block read with little confidence is often one a uniform-block layout tore apart
        // (widely spaced labels of a form or list): sparse segmentation then reads it whole.
        if options.mode == .auto, first == .block, Self.confidence(blocks) < 0.8 {
            let sparse = try recognize(page, mode: SegmentationMode.sparse.tesseractMode, characters: options.characters)
            // Tesseract is often sure of what it invents, so sparse must be clearly surer.
            if Self.confidence(sparse) >= Self.confidence(blocks) + 0.1 { (blocks, mode) = (sparse, .sparse) }
        }
        for fallback in [SegmentationMode.sparse, .block] where blocks.isEmpty && fallback != first {
            blocks = try recognize(page, mode: fallback.tesseractMode, characters: options.characters)
            mode = fallback
        }
        if options.characters == nil, ScriptReread.isWorthRereading(blocks), let cjkEngine {
            blocks = ScriptReread.merge(blocks, with: try cjkEngine.recognize(page, mode: mode.tesseractMode))
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
        return ImageAnalysis(width: image.width, height: image.height, languages: languages,
                             blocks: page.geometry.original(levelled: ParagraphLayout.regroup(blocks)), codes: codes)
    }

    /// Mean word confidence, weighted by the words' lengths.
    private static func confidence(_ blocks: [RecognizedBlock]) -> Double {
        let words = blocks.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        let characters = words.reduce(0) { $0 + $1.text.count }
        return characters == 0 ? 0 : words.reduce(0) { $0 + $1.confidence * Double($1.text.count) } / Double(characters)
    }

    /// The words read in `box` (levelled pixels) of `page`, for a second look at part of it.
    private func words(on page: PreparedPage, mode: TessPageSegMode, in box: BoundingBox) throws(RecognitionError) -> [RecognizedWord] {
        try recognize(page, mode: mode, area: page.geometry.page(box)).flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
    }
}
