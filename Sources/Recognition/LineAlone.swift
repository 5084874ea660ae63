extension ImageAnalyzer {
    /// `line` of `image`'s reading read again from its own crop, as one line: enlarged for its
    /// own height rather than for the page's. `languages`: those its block was read in (no
    /// script to find again), else the plan's. Boxes in `image`'s pixels; nil when nothing is read
    /// or the reading fails: a second look that fails leaves the first reading standing.
    public func readAlone(_ line: RecognizedLine, languages: [String]?, in image: Image) async -> RecognizedLine? {
        let box = line.boxWithMargin.clipped(width: image.width, height: image.height)
        let crop = image.cropped(to: box), options = AnalysisOptions(mode: .line)
        let whole = BoundingBox(x: 0, y: 0, width: crop.width, height: crop.height)
        let reading: ImageAnalysis?
        if let languages {
            reading = try? await analyze(crop, bands: [whole], options: options, languages: languages)
        } else {
            reading = try? await analyze(crop, options: options)
        }
        let words = (reading?.lines ?? []).flatMap(\.words).map { (word: RecognizedWord) in
            RecognizedWord(text: word.text, box: word.box.moved(by: box), confidence: word.confidence)
        }
        guard !words.isEmpty else { return nil }
        return RecognizedLine(box: BoundingBox(enclosing: words.map(\.box)), words: words, letterSpacing: nil)
    }
}

extension ImageAnalyzer {
    /// `word` of `image`'s reading read again from its own crop, as a line of its own; nil
    /// where that crop reads as no word or as several.
    public func readAlone(_ word: RecognizedWord, languages: [String]?, in image: Image) async -> RecognizedWord? {
        let line = RecognizedLine(box: word.box, words: [word], letterSpacing: nil)
        guard let reread = await readAlone(line, languages: languages, in: image), reread.words.count == 1 else { return nil }
        return reread.words[0]
    }
}

extension RecognizedLine {
    /// Its box with a margin of half its height (at least 2 px) all round, for reading it again
    /// alone: Tesseract misreads glyphs cut at a crop's edge.
    public var boxWithMargin: BoundingBox {
        let margin = max(2, box.height / 2)
        return BoundingBox(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
    }
}
