import ContentTypes
import DataDetection
import Recognition

/// A page that yields nothing of the wanted type (or only its last resort: a fax for a phone, a
/// time alone for a date) is given a second look where its reading was unsure: each unsure line
/// read again alone, enlarged for its own height rather than for the page's (a screenshot's
/// `HG1 1JT` read `1J3T` with its page, right alone). The lines read again replace the first
/// ones only when the page then yields a wanted item, and each only when Tesseract is surer of
/// it: a second look may find a value, never trade a sure reading for a guess.
public enum UnsureLineRecheck {
    /// A line read with less confidence than this is read again.
    static let unsureLine = 0.75

    public static func refine(_ analysis: ImageAnalysis, image: Image, type: ContentType, filter: ContentFilter,
                              analyzer: ImageAnalyzer) async -> ImageAnalysis {
        guard ItemRanking.wantsSecondLook(for: type, in: analysis, filter: filter) else { return analysis }
        var unsure: [(block: Int, paragraph: Int, line: Int)] = []
        for (b, block) in analysis.blocks.enumerated() {
            for (p, paragraph) in block.paragraphs.enumerated() {
                for (l, line) in paragraph.lines.enumerated() where line.confidence < unsureLine { unsure.append((b, p, l)) }
            }
        }
        guard !unsure.isEmpty else { return analysis }
        let rereads = await SecondReadings.of(unsure.map { at in
            (line: analysis.blocks[at.block].paragraphs[at.paragraph].lines[at.line], languages: analysis.blocks[at.block].languages)
        }) { await analyzer.readAlone($0.line, languages: $0.languages, in: image) }
        var refined = analysis, changed = false
        for (at, reread) in zip(unsure, rereads) {
            guard let reread, reread.confidence > analysis.blocks[at.block].paragraphs[at.paragraph].lines[at.line].confidence else { continue }
            refined.blocks[at.block].paragraphs[at.paragraph].lines[at.line] = reread
            changed = true
        }
        guard changed, ItemRanking.holdsWantedValue(of: type, in: refined, filter: filter) else { return analysis }
        return refined
    }
}
