import XCTest
@testable import Recognition

/// Word breaks checked against ink drawn where syllables would be: 10 px wide, 20 px tall,
/// 6 px apart inside a word and 20 px apart between words, as in a terminal font.
final class InkWordBreaksTests: XCTestCase {
    private let line = BoundingBox(x: 0, y: 10, width: 300, height: 20)

    private func page(inkAt columns: [Int]) -> Image {
        var page = Image(width: 300, height: 40, format: .gray, pixels: [UInt8](repeating: 255, count: 300 * 40))
        for x0 in columns {
            for y in 10..<30 { for x in x0..<(x0 + 10) { page.pixels[y * 300 + x] = 0 } }
        }
        return page
    }

    private func word(_ text: String, from x: Int, to maxX: Int) -> RecognizedWord {
        RecognizedWord(text: text, box: BoundingBox(x: x, y: 10, width: maxX - x, height: 20), confidence: 0.9)
    }

    func testSyllablesPartedByTheLettersSpacingOfTheLinesWordsAreOneWord() {
        // "시간순" whole, then "항" "목" split at the letter spacing, then a space before "표시".
        let page = page(inkAt: [0, 16, 32, 62, 78, 108, 124])
        let words = [word("시간순", from: 0, to: 42), word("항", from: 62, to: 72), word("목", from: 78, to: 88), word("표시", from: 108, to: 134)]
        let checked = InkWordBreaks.checked(words, line: line, on: page)
        XCTAssertEqual(checked.words.map(\.text), ["시간순", "항목", "표시"])
        XCTAssertEqual(checked.words[1].box, BoundingBox(x: 62, y: 10, width: 26, height: 20))
        XCTAssertEqual(checked.letterSpacing, 6)
    }

    func testInkNoBoxCoversGoesToTheNearerWord() {
        // "출력합" "니다", the second boxed around 다 alone: 니's ink lies between the boxes.
        let page = page(inkAt: [0, 16, 32, 48, 64])
        let words = [word("출력합", from: 0, to: 42), word("니다", from: 64, to: 74)]
        let checked = InkWordBreaks.checked(words, line: line, on: page)
        XCTAssertEqual(checked.words.map(\.text), ["출력합니다"])
        XCTAssertEqual(checked.words[0].box, BoundingBox(x: 0, y: 10, width: 74, height: 20))
    }

    func testSpacesWiderThanTheLetterSpacingStayAndLatinWordsAreLeftAlone() {
        let page = page(inkAt: [0, 16, 46, 62, 92])
        let words = [word("접근", from: 0, to: 26), word("시간", from: 46, to: 72), word("ls", from: 92, to: 102)]
        XCTAssertEqual(InkWordBreaks.checked(words, line: line, on: page).words, words)
        let latin = [word("make", from: 0, to: 26), word("install", from: 46, to: 72)]
        XCTAssertNil(InkWordBreaks.checked(latin, line: line, on: page).letterSpacing)
    }
}
