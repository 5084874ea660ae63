import XCTest
@testable import Recognition

final class DigitGroupBreaksTests: XCTestCase {
    /// A line of digit groups drawn as ink blocks: each digit 14 px of ink on a 19 px pitch,
    /// a space 14 px more; `narrowGapAfterDigit` widens one blank inside a group to 11 px (beside a `1`).
    private func line(_ groups: [String], narrowGapAfterDigit: Int? = nil) -> (Image, [(String, BoundingBox)]) {
        let width = 400, height = 30
        var pixels = [UInt8](repeating: 255, count: width * height)
        var x = 10, boxes: [(String, BoundingBox)] = []
        for group in groups {
            let start = x
            for (index, _) in group.enumerated() {
                for y in 8..<22 { for dx in 0..<14 { pixels[y * width + x + dx] = 0 } }
                x += index == narrowGapAfterDigit ? 25 : 19
            }
            boxes.append((group, BoundingBox(x: start, y: 8, width: x - 5 - start, height: 14)))
            x += 14
        }
        return (Image(width: width, height: height, format: .gray, pixels: pixels), boxes)
    }

    private func words(_ boxes: [(String, BoundingBox)], joining index: Int) -> [RecognizedWord] {
        var words = boxes.map { RecognizedWord(text: $0.0, box: $0.1, confidence: 0.9) }
        let joined = RecognizedWord(text: words[index].text + words[index + 1].text,
                                    box: BoundingBox(enclosing: [words[index].box, words[index + 1].box]), confidence: 0.9)
        words.replaceSubrange(index...index + 1, with: [joined])
        return words
    }

    func testTwoGroupsReadAsOneAreCutWhereTheSpaceIs() {
        let (page, boxes) = line(["04", "91", "55", "20", "17"])
        let split = DigitGroupBreaks.split(words(boxes, joining: 3), line: BoundingBox(x: 0, y: 0, width: 400, height: 30), on: page)
        XCTAssertEqual(split.map(\.text), ["04", "91", "55", "20", "17"])
        XCTAssertEqual(split[3].box.maxX, boxes[3].1.maxX, accuracy: 1)
        XCTAssertEqual(split[4].box.x, boxes[4].1.x)
    }

    /// A blank inside a group as wide as most of a space (beside a `1`) is no space: the group
    /// is no wider than its digits.
    func testAGroupAsWideAsItsDigitsStaysWhole() {
        let (page, boxes) = line(["04", "91", "2017"], narrowGapAfterDigit: 2)
        let words = boxes.map { RecognizedWord(text: $0.0, box: $0.1, confidence: 0.9) }
        XCTAssertEqual(DigitGroupBreaks.split(words, line: BoundingBox(x: 0, y: 0, width: 400, height: 30), on: page).map(\.text),
                       ["04", "91", "2017"])
    }

    /// bench/form-fill's fr-hotel-card-2 photographed: Tesseract read "04 91 55 2017", and the
    /// phone number as printed was not found.
    func testAPhotographedPhoneNumberKeepsItsGroups() async throws {
        let text = try await ImageAnalyzer(languages: ["fra", "eng"]).analyze(Fixtures.image("photographed-hotel-card.jpg")).text
        XCTAssertTrue(text.contains("04 91 55 20 17"), text)
    }
}
