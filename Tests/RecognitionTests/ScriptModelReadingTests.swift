import XCTest
@testable import Recognition

/// A Vietnamese line read by the script model `Vietnamese` and by `vie` apart.
final class ScriptModelReadingTests: XCTestCase, LineReadings {
    private func mergedLines(_ script: [[RecognizedWord]], _ own: [[RecognizedWord]]) -> [RecognizedLine] {
        ScriptModelReading.merged(script: page(script), own: page(own)).flatMap(\.paragraphs).flatMap(\.lines)
    }

    /// Run by run, the surer reading: a word, or words the other reading joined or split.
    func testEachRunIsTheSurerReadings() {
        let script = [word("một", x: 0, width: 30, confidence: 0.93), word("đổi", x: 40, width: 30, confidence: 0.61),
                      word("số", x: 80, width: 20, confidence: 0.9), word("tậptin", x: 110, width: 60, confidence: 0.4)]
        let own = [word("một", x: 0, width: 30, confidence: 0.9), word("đối", x: 40, width: 30, confidence: 0.85),
                   word("sổ", x: 80, width: 20, confidence: 0.7), word("tập", x: 110, width: 28, confidence: 0.8),
                   word("tin", x: 142, width: 28, confidence: 0.8)]
        XCTAssertEqual(mergedLines([script], [own]).map(\.text), ["một đối số tập tin"])
    }

    /// What both read alike is as sure as both together; what only `vie` saw is left out, as
    /// Tesseract's mixed model, which follows the script model's words, leaves it; each of its
    /// words goes to the line its middle is in.
    func testWordsReadAlikeAreSurerAndWordsOnlyTheLanguageSawAreLeftOut() throws {
        let script = [[word("Hãy", x: 0, width: 30, confidence: 0.8)], [word("thử", x: 0, width: 30, confidence: 0.9, y: 30)]]
        let own = [[word("Hãy", x: 0, width: 30, confidence: 0.5), word("»", x: 60, width: 10, confidence: 0.7)],
                   [word("thừ", x: 0, width: 30, confidence: 0.6, y: 30)]]
        let lines = mergedLines(script, own)
        XCTAssertEqual(lines.map(\.text), ["Hãy", "thử"])
        XCTAssertEqual(try XCTUnwrap(lines.first?.words.first).confidence, 0.9, accuracy: 0.001)
    }
}
