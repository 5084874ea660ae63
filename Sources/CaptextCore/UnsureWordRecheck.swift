import ContentTypes
import DataDetection
import Recognition

/// A value found may hold a word Tesseract was unsure of where its line's context misled it: a
/// photo's `Ste 4B` wrapped onto a row that runs on across the gutter into the phone column
/// (`4B Fax (512) 555-0148`) is read `48` (confidence 0.74); its own crop reads `4B`. Each such
/// word of the page's values of the wanted type is read again alone. Its reading is taken where
/// it only reads letters for digits OCR confuses them with, Tesseract is surer of it, and the
/// page still yields a wanted value: a word alone loses its line's context, and its other
/// readings (`www.w.lakesidesupply.com`, a postcode's `SO14` as `18014`) were worse, however sure.
public enum UnsureWordRecheck {
    /// A word read with less confidence than this is read again (a photo's sure words read 0.9 and more).
    static let unsureWord = 0.8

    public static func refine(_ analysis: ImageAnalysis, image: Image, type: ContentType, filter: ContentFilter,
                              analyzer: ImageAnalyzer) async -> ImageAnalysis {
        guard ItemRanking.isKindOfValue(type) else { return analysis }
        let unsure = unsureWords(of: type, in: analysis, filter: filter)
        guard !unsure.isEmpty else { return analysis }
        var places: [(block: Int, paragraph: Int, line: Int, word: Int)] = []
        for (b, block) in analysis.blocks.enumerated() {
            for (p, paragraph) in block.paragraphs.enumerated() {
                for (l, line) in paragraph.lines.enumerated() {
                    for (w, word) in line.words.enumerated() where unsure.contains(word.box) { places.append((b, p, l, w)) }
                }
            }
        }
        let rereads = await SecondReadings.of(places.map { at in
            (word: analysis.blocks[at.block].paragraphs[at.paragraph].lines[at.line].words[at.word], languages: analysis.blocks[at.block].languages)
        }) { await analyzer.readAlone($0.word, languages: $0.languages, in: image) }
        var refined = analysis, changed = false
        for (at, reread) in zip(places, rereads) {
            let line = refined.blocks[at.block].paragraphs[at.paragraph].lines[at.line]
            let word = line.words[at.word]
            guard let reread, OCRRepair.readsLettersForDigits(word.text, reread.text), reread.confidence > word.confidence else { continue }
            var words = line.words
            words[at.word].text = reread.text
            words[at.word].confidence = reread.confidence
            refined.blocks[at.block].paragraphs[at.paragraph].lines[at.line] = line.replacingWords(words)
            changed = true
        }
        guard changed, ItemRanking.holdsWantedValue(of: type, in: refined, filter: filter) else { return analysis }
        return refined
    }

    /// The boxes of the unsure words inside the values of `type` that `analysis` yields, each
    /// value read from its own column as `ItemRanking.values` reads it.
    static func unsureWords(of type: ContentType, in analysis: ImageAnalysis, filter: ContentFilter) -> Set<BoundingBox> {
        let filter = filter.settled(for: analysis.text, readIn: analysis.languages)
        let columns = ColumnSplit.splittingColumns(analysis)
        let lines = ItemRanking.lineSpans(of: columns)
        var boxes = Set<BoundingBox>()
        for item in filter.items(in: columns.text, type: type) {
            for span in ItemRanking.spans(of: item, in: lines) {
                for (word, range) in zip(span.line.words, span.line.wordRanges) where word.confidence < unsureWord {
                    let start = span.range.lowerBound + range.lowerBound, end = span.range.lowerBound + range.upperBound
                    if start < item.end, end > item.start { boxes.insert(word.box) }
                }
            }
        }
        return boxes
    }
}
