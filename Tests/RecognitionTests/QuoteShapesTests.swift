import XCTest
@testable import Recognition

/// Straight quotes that `eng` reads as curly ones are told apart by their ink.
final class QuoteShapesTests: XCTestCase {
    /// An upright wedge has no slant; a tick leaning like `/` has.
    func testSlantOfATick() {
        let upright = tick { y in 4 - y / 6 ... 5 + y / 6 }
        let leaning = tick { y in (8 - y / 2)...(10 - y / 2) }
        let box = BoundingBox(x: 0, y: 0, width: 16, height: 12)
        XCTAssertEqual(QuoteShapes.slant(of: upright, in: box, fromLeft: true)!, 0, accuracy: 0.02)
        XCTAssertGreaterThan(QuoteShapes.slant(of: leaning, in: box, fromLeft: true)!, QuoteShapes.uprightSlant)
        // From the right, the same single tick.
        XCTAssertEqual(QuoteShapes.slant(of: upright, in: box, fromLeft: false)!, 0, accuracy: 0.02)
        XCTAssertNil(QuoteShapes.slant(of: Image(width: 16, height: 12, format: .gray, pixels: [UInt8](repeating: 255, count: 192)),
                                       in: box, fromLeft: true))
    }

    /// Noto Sans CJK's straight ticks around 'word', read `‘word’` by jpn+eng, come out straight.
    func testStraightQuotesOfAJapaneseScreen() async throws {
        let analysis = try await ImageAnalyzer(languages: ["jpn", "eng"]).analyze(Fixtures.image("japanese-quotes.png"))
        XCTAssertTrue(analysis.text.contains("'word'関数"), analysis.text)
        XCTAssertFalse(analysis.text.contains("‘"), analysis.text)
    }

    /// A typeset sentence's curly quotes stay curly.
    func testCurlyQuotesStay() async throws {
        let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("curly-quotes.png"))
        XCTAssertEqual(analysis.text, "He said ‘hello’ and “goodbye” to the users’ files.")
    }

    /// A 16×12 white image with black ink at `columns(y)` on rows 0–11.
    private func tick(_ columns: (Int) -> ClosedRange<Int>) -> Image {
        var pixels = [UInt8](repeating: 255, count: 16 * 12)
        for y in 0..<12 { for x in columns(y) { pixels[y * 16 + x] = 0 } }
        return Image(width: 16, height: 12, format: .gray, pixels: pixels)
    }
}
