import XCTest
@testable import Recognition

/// A Latin language with marks read alone, weighed word by word against the primary reading.
final class MarkedWordMergeTests: XCTestCase {
    /// One line of words at the given x positions (40 px wide each), with their confidences.
    private func blocks(_ words: [(String, Int, Double)]) -> [RecognizedBlock] {
        let recognized = words.map { RecognizedWord(text: $0.0, box: BoundingBox(x: $0.1, y: 0, width: 40, height: 20), confidence: $0.2) }
        let box = BoundingBox(enclosing: recognized.map(\.box))
        let line = RecognizedLine(box: box, words: recognized, letterSpacing: nil)
        return [RecognizedBlock(box: box, paragraphs: [RecognizedParagraph(box: box, lines: [line])])]
    }

    /// Vietnamese read alone keeps its marks where `eng` read the same letters surer ("nam"),
    /// and takes `eng`'s option name where it garbled it.
    func testMarksStayAndGarbledWordsAreTakenFromThePrimaryReading() {
        let vietnamese = blocks([("phải", 0, 0.90), ("nằm", 50, 0.80), ("trong", 100, 0.92), ("--US@FTS", 150, 0.40)])
        let english = blocks([("phai", 0, 0.95), ("nam", 50, 0.96), ("trong", 100, 0.95), ("--users", 150, 0.93)])
        let merged = MarkedWordMerge.merged(vietnamese, with: english)
        XCTAssertEqual(merged[0].paragraphs[0].lines[0].text, "phải nằm trong --users")
        XCTAssertEqual(merged[0].paragraphs[0].lines[0].words[3].box, vietnamese[0].paragraphs[0].lines[0].words[3].box)
    }

    /// A word read with marks stays, however sure the primary reading of other letters; a
    /// word without is not replaced where the readings split the words apart differently.
    func testAMarkedWordStaysAndOnlyAFacingWordReplaces() {
        let vietnamese = blocks([("được", 0, 0.80), ("--US@FTS", 50, 0.40)])
        let english = blocks([("dugc", 0, 0.95), ("--us", 50, 0.97), ("ers", 75, 0.97)])
        XCTAssertEqual(MarkedWordMerge.merged(vietnamese, with: english)[0].paragraphs[0].lines[0].text, "được --US@FTS")
    }
}
