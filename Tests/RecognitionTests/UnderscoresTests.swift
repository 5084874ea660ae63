import XCTest
@testable import Recognition

/// Underscores between words, told from the ink where Tesseract read a space or nothing.
final class UnderscoresTests: XCTestCase {
    /// Whether an underscore is seen between two "words" (blocks of ink 40 px wide, 12 px apart)
    /// on a line 26 px tall, under a stroke 2 px thick at `strokeRows` from `strokeFrom` to `strokeTo`.
    /// `strokeLevel`: the stroke's gray (a pixel-thin stroke enlarged is mid grey), with a row of
    /// `fringeLevel` above and below it (its blur) when given.
    private func gap(strokeFrom: Int, strokeTo: Int, strokeRows: Range<Int> = 27..<29, strokeLevel: UInt8 = 0,
                     fringeLevel: UInt8? = nil) -> Bool {
        var image = Image(width: 120, height: 40, format: .gray, pixels: [UInt8](repeating: 255, count: 120 * 40))
        func fill(_ xs: Range<Int>, _ ys: Range<Int>, _ level: UInt8 = 0) { for y in ys { for x in xs { image.pixels[y * 120 + x] = level } } }
        fill(10..<50, 8..<26)
        fill(62..<102, 8..<26)
        fill(strokeFrom..<strokeTo, strokeRows, strokeLevel)
        if let fringeLevel {
            fill(strokeFrom + 2..<strokeTo - 2, strokeRows.lowerBound - 1..<strokeRows.lowerBound, fringeLevel)
            fill(strokeFrom + 2..<strokeTo - 2, strokeRows.upperBound..<strokeRows.upperBound + 1, fringeLevel)
        }
        let left = RecognizedWord(text: "snake", box: BoundingBox(x: 10, y: 8, width: 40, height: 18), confidence: 0.9)
        let right = RecognizedWord(text: "cases", box: BoundingBox(x: 62, y: 8, width: 40, height: 18), confidence: 0.9)
        let line = BoundingBox(x: 10, y: 4, width: 92, height: 26)
        return Underscores.hasUnderscore(between: left, and: right, line: line, on: image, inkBelow: Underscores.inkLevel(image.levels(in: line)))
    }

    func testAStrokeFillingTheGapLowInTheLineIsAnUnderscore() {
        XCTAssertTrue(gap(strokeFrom: 50, strokeTo: 62))
    }

    /// A terminal font's underscore a pixel thin, enlarged: a band of mid grey with a lighter
    /// row of blur either side (`replace whitespace` in DejaVu Sans Mono 9 and 10 before).
    func testAThinBlurredStrokeIsAnUnderscore() {
        XCTAssertTrue(gap(strokeFrom: 50, strokeTo: 62, strokeLevel: 140, fringeLevel: 160))
    }

    /// An underscore Tesseract read at a word's start, half a letter from the word before: in a
    /// terminal's font that is no space when the line's spaces are twice as wide
    /// (`'expand _tabs' is false` in a code editor before).
    func testAnUnderscoreReadAtAWordsEdgeJoinsWhereTheLinesSpacesAreWider() {
        let page = Image(width: 320, height: 40, format: .gray, pixels: [UInt8](repeating: 255, count: 320 * 40))
        func word(_ text: String, _ x: Int, _ maxX: Int) -> RecognizedWord {
            RecognizedWord(text: text, box: BoundingBox(x: x, y: 10, width: maxX - x, height: 15), confidence: 0.9)
        }
        let words = [word("'expand", 125, 177), word("_tabs'", 182, 222), word("is", 233, 247), word("false.", 258, 300)]
        let line = BoundingBox(x: 125, y: 10, width: 175, height: 15)
        XCTAssertEqual(Underscores.joined(words, line: line, on: page, levels: page.levels(in: line)).map(\.text), ["'expand_tabs'", "is", "false."])
        let spaced = [word("'expand", 125, 177), word("_tabs'", 182, 222), word("is", 228, 242), word("false.", 248, 290)]
        XCTAssertEqual(Underscores.joined(spaced, line: line, on: page, levels: page.levels(in: line)).map(\.text), ["'expand", "_tabs'", "is", "false."])
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
