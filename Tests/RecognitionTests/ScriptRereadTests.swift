import XCTest
@testable import Recognition

final class ScriptRereadTests: XCTestCase {
    private func word(_ text: String, x: Int, confidence: Double) -> RecognizedWord {
        RecognizedWord(text: text, box: BoundingBox(x: x, y: 0, width: 40, height: 20), confidence: confidence)
    }

    private func page(_ words: [RecognizedWord]) -> [RecognizedBlock] {
        let box = BoundingBox(enclosing: words.map(\.box))
        let line = RecognizedLine(text: words.map(\.text).joined(separator: " "), box: box, confidence: 0.8, words: words)
        return [RecognizedBlock(box: box, paragraphs: [RecognizedParagraph(box: box, lines: [line])])]
    }

    func testOnlyMixedSetsAreReadAgain() {
        XCTAssertEqual(ScriptReread.cjkOnly(["kor", "eng"]), ["kor"])
        XCTAssertEqual(ScriptReread.cjkOnly(["jpn", "eng", "deu"]), ["jpn"])
        XCTAssertNil(ScriptReread.cjkOnly(["kor"]))
        XCTAssertNil(ScriptReread.cjkOnly(["eng", "deu"]))
    }

    func testDoubtfulLatinWordGivesWayToASurerCJKReading() {
        let mixed = page([word("이", x: 0, confidence: 0.95), word("SAE", x: 50, confidence: 0.6), word("gnupg", x: 100, confidence: 0.7)])
        XCTAssertTrue(ScriptReread.isWorthRereading(mixed))
        let korean = page([word("이", x: 0, confidence: 0.95), word("문제는", x: 50, confidence: 0.9), word("80408", x: 100, confidence: 0.8)])
        let merged = ScriptReread.merge(mixed, with: korean)
        // The Korean model's digits where the mixed one read a Latin word mean Latin text is there.
        XCTAssertEqual(merged[0].paragraphs[0].lines[0].words.map(\.text), ["이", "문제는", "gnupg"])
        XCTAssertEqual(merged[0].paragraphs[0].lines[0].text, "이 문제는 gnupg")
    }

    func testSureLatinWordsAndLessSureReadingsStay() {
        let mixed = page([word("이", x: 0, confidence: 0.95), word("apt", x: 50, confidence: 0.95), word("HAS", x: 100, confidence: 0.85)])
        let korean = page([word("이", x: 0, confidence: 0.95), word("안", x: 50, confidence: 0.99), word("뭔가를", x: 100, confidence: 0.5)])
        XCTAssertEqual(ScriptReread.merge(mixed, with: korean)[0].paragraphs[0].lines[0].words.map(\.text), ["이", "apt", "HAS"])
        XCTAssertFalse(ScriptReread.isWorthRereading(page([word("apt", x: 0, confidence: 0.5)])), "no CJK on the page")
    }
}
