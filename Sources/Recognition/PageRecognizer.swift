import CTesseract

extension OCREngine {
    /// Preprocesses, recognises, and when a crop with visible ink comes back empty, tries the
    /// other segmentation modes before believing there is no text.
    public func analyze(_ image: Image, options: AnalysisOptions = AnalysisOptions()) throws(RecognitionError) -> ImageAnalysis {
        let page = ScreenTextPreprocessor().prepare(image, dpi: options.dpi)
        // Flat colour, a gradient or noise: nothing Tesseract could read, only artefacts to invent.
        guard page.hasInk else { return ImageAnalysis(width: image.width, height: image.height, languages: languages, blocks: []) }
        let first = options.mode == .auto ? page.suggestedMode : options.mode
        var attempts = [first]
        for fallback in [SegmentationMode.sparse, .block] where !attempts.contains(fallback) { attempts.append(fallback) }
        var blocks: [RecognizedBlock] = []
        for mode in attempts {
            blocks = try recognize(page, mode: mode.tesseractMode)
            if !blocks.isEmpty { break }
        }
        return ImageAnalysis(width: image.width, height: image.height, languages: languages,
                             blocks: ParagraphLayout.regroup(blocks))
    }
}
