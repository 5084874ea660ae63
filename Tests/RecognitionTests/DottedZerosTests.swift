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
        // A symbol box wider than tall holds two characters: its middle may be a neighbour's ring.
        let image = glyph(zero), box = BoundingBox(x: 0, y: 0, width: image.width, height: image.height)
        XCTAssertFalse(DottedZeros.isClosedOnTheRight(BoundingBox(x: 0, y: 2, width: 10, height: 9), in: box, of: image))
    }

    /// A doubtful number's `6` whose glyph is a ring becomes `0`; a sure number stays, and so
    /// does a `6` the second reading left out.
    func testOnlyTheRingsOfDoubtfulNumbersBecomeZeros() throws {
        func number(_ text: String, confidence: Double) -> [RecognizedBlock] {
            page([[word(text, x: 0, width: 60, confidence: confidence)]])
        }
        func symbols(_ text: String) -> [RecognizedWord] {
            text.enumerated().map { word(String($1), x: 10 * $0, width: 10, confidence: 0.5) }
        }
        func checked(_ text: String, confidence: Double, reread: String, rings: Set<Int> = [2], cjk: Bool = true) throws -> String {
            // The glyphs of the characters read again at `rings` (the third) are rings, the others are not.
            try DottedZeros.checked(number(text, confidence: confidence), cjk: cjk) { _ in symbols(reread) } isClosed: { symbol, _ in
                rings.contains(symbol.x / 10)
            }.flatMap(\.paragraphs).flatMap(\.lines).map(\.text).joined()
        }
        XCTAssertEqual(try checked("726", confidence: 0.78, reread: "720"), "720")
        XCTAssertEqual(try checked("566,08", confidence: 0.73, reread: "560,00"), "560,08")
        XCTAssertEqual(try checked("766", confidence: 0.95, reread: "766"), "766")
        // Without CJK languages no CJK face's sixes: a surer number is looked at too.
        XCTAssertEqual(try checked("97216", confidence: 0.94, reread: "97210", rings: [4], cjk: false), "97210")
        XCTAssertEqual(try checked("97216", confidence: 0.98, reread: "97210", rings: [4], cjk: false), "97216")
        XCTAssertEqual(try checked("726", confidence: 0.78, reread: "72"), "726")
        // Read again with a character more or fewer: matched along the fewest changes.
        XCTAssertEqual(try checked("555-6163", confidence: 0.85, reread: "$5$5-0163", rings: [5]), "555-0163")
        XCTAssertEqual(try checked("INV-2627-6419", confidence: 0.77, reread: "INV-26027-8419", rings: [5, 6, 10]), "INV-2027-0419")
        XCTAssertEqual(try checked("2627", confidence: 0.83, reread: "267", rings: [1]), "2027")
    }
}
