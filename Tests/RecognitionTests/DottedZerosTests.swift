import XCTest
@testable import Recognition

/// A dotted zero and a six drawn as a blurred photo leaves them (prepared: dark on light).
final class DottedZerosTests: XCTestCase, LineReadings {
    private func glyph(_ rows: [String]) -> Image {
        let pixels = rows.flatMap { row in row.map { $0 == "#" ? UInt8(20) : UInt8(230) } }
        return Image(width: rows[0].count, height: rows.count, format: .gray, pixels: pixels)
    }

    private let zero = [
        "..######..", ".########.", "###....###", "##......##", "##......##", "##..##..##", "##.####.##",
        "##.####.##", "##..##..##", "##......##", "##......##", "###....###", ".########.", "..######..",
    ]
    /// Bold, its dot blurred into the ring's sides below its hole (fr-invoice-2's photo).
    private var boldZero: [String] {
        var rows = zero
        rows.replaceSubrange(3...8, with: ["###.##.###", "###.##.###", "##########", "##########", "##########", "###.##.###"])
        return rows
    }
    private let six = [
        "....####..", "..######..", ".###......", "##........", "##........", "##.####...", "########..",
        "###....###", "##......##", "##......##", "##......##", "###....###", ".########.", "..######..",
    ]
    private let blob = [
        "..######..", ".########.", "##########", "##########", "##########", "##########", "##########",
        "##########", "##########", "##########", "##########", "##########", ".########.", "..######..",
    ]

    private func isRing(_ rows: [String]) -> Bool {
        let image = glyph(rows), box = BoundingBox(x: 0, y: 0, width: image.width, height: image.height)
        return DottedZeros.isClosedOnTheRight(BoundingBox(x: 3, y: 0, width: 4, height: image.height), in: box, of: image)
    }

    func testADottedZeroIsARingAndASixIsNot() {
        XCTAssertTrue(isRing(zero))
        XCTAssertTrue(isRing(boldZero))
        XCTAssertFalse(isRing(six))
        XCTAssertFalse(isRing(blob))
    }

    /// A doubtful number's `6` whose glyph is a ring becomes `0`; a sure number, or one read again
    /// in another number of characters, stays.
    func testOnlyTheRingsOfDoubtfulNumbersBecomeZeros() throws {
        func number(_ text: String, confidence: Double) -> [RecognizedBlock] {
            page([[word(text, x: 0, width: 60, confidence: confidence)]])
        }
        func symbols(_ text: String) -> [RecognizedWord] {
            text.enumerated().map { word(String($1), x: 10 * $0, width: 10, confidence: 0.5) }
        }
        func checked(_ text: String, confidence: Double, reread: String) throws -> String {
            // The glyph at x 20 (the third character) is a ring, the others are not.
            try DottedZeros.checked(number(text, confidence: confidence)) { _ in symbols(reread) } isClosed: { symbol, _ in symbol.x == 20 }
                .flatMap(\.paragraphs).flatMap(\.lines).map(\.text).joined()
        }
        XCTAssertEqual(try checked("726", confidence: 0.78, reread: "720"), "720")
        XCTAssertEqual(try checked("566,08", confidence: 0.73, reread: "560,00"), "560,08")
        // Read at 0.93 on a second photo of the same notice, still doubtful; at 0.97, sure.
        XCTAssertEqual(try checked("726", confidence: 0.93, reread: "726"), "720")
        XCTAssertEqual(try checked("766", confidence: 0.97, reread: "766"), "766")
        XCTAssertEqual(try checked("726", confidence: 0.78, reread: "72"), "726")
    }
}
