import XCTest
@testable import Recognition

/// Underscores between words, told from the ink where Tesseract read a space or nothing.
final class UnderscoresTests: XCTestCase {
    /// Whether an underscore is seen between two "words" (blocks of ink 40 px wide, 12 px apart)
    /// on a line 26 px tall, under a stroke 2 px thick at `strokeRows` from `strokeFrom` to `strokeTo`.
    private func gap(strokeFrom: Int, strokeTo: Int, strokeRows: Range<Int> = 27..<29) -> Bool {
        var image = Image(width: 120, height: 40, format: .gray, pixels: [UInt8](repeating: 255, count: 120 * 40))
        func fill(_ xs: Range<Int>, _ ys: Range<Int>) { for y in ys { for x in xs { image.pixels[y * 120 + x] = 0 } } }
        fill(10..<50, 8..<26)
        fill(62..<102, 8..<26)
        fill(strokeFrom..<strokeTo, strokeRows)
        let left = RecognizedWord(text: "snake", box: BoundingBox(x: 10, y: 8, width: 40, height: 18), confidence: 0.9)
        let right = RecognizedWord(text: "cases", box: BoundingBox(x: 62, y: 8, width: 40, height: 18), confidence: 0.9)
        return Underscores.hasUnderscore(between: left, and: right, line: BoundingBox(x: 10, y: 4, width: 92, height: 26), on: image)
    }

    func testAStrokeFillingTheGapLowInTheLineIsAnUnderscore() {
        XCTAssertTrue(gap(strokeFrom: 50, strokeTo: 62))
    }

    func testAnUnderlineRunningUnderTheWordsIsNone() {
        XCTAssertFalse(gap(strokeFrom: 10, strokeTo: 102))
    }

    func testAStrokeAtMidHeightOrAGapWithoutOneIsNone() {
        XCTAssertFalse(gap(strokeFrom: 50, strokeTo: 62, strokeRows: 15..<17), "a dash")
        XCTAssertFalse(gap(strokeFrom: 0, strokeTo: 0))
    }

    /// DejaVu Sans Mono 11 on a dark editor: read `my var = other _value here + read config
    /// file()` before.
    func testIdentifiersKeepTheirUnderscores() async throws {
        let text = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("code-identifiers.png")).text
        XCTAssertEqual(text, "my_var = other_value_here + read_config_file()")
    }

    func testTheWordsOfAnUnderlinedLinkStayApart() async throws {
        let text = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("underlined-link.png")).text
        XCTAssertEqual(text, "Read the user guide before you start.")
    }
}
