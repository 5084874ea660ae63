@testable import CaptextCore
import DataDetection
@testable import Recognition
import XCTest

/// Columns inside one paragraph (an address beside a phone column), on readings built by hand.
final class ColumnSplitTests: XCTestCase {
    /// A line of words, each given by its text and left edge; 12 px per letter, 24 px tall.
    private func line(_ y: Int, _ words: [(String, Int)]) -> RecognizedLine {
        let recognized = words.map { text, x in
            RecognizedWord(text: text, box: BoundingBox(x: x, y: y, width: 12 * text.count, height: 24), confidence: 0.9)
        }
        return RecognizedLine(text: words.map(\.0).joined(separator: " "), box: BoundingBox(enclosing: recognized.map(\.box)),
                              confidence: 0.9, words: recognized)
    }

    private func analysis(_ lines: [RecognizedLine]) -> ImageAnalysis {
        let paragraph = RecognizedParagraph(box: BoundingBox(enclosing: lines.map(\.box)), lines: lines)
        return ImageAnalysis(width: 1100, height: 400, languages: ["fra"],
                             blocks: [RecognizedBlock(box: paragraph.box, paragraphs: [paragraph])])
    }

    private let card = [
        (260, [("12", 50), ("ter", 90), ("rue", 140), ("des", 190), ("Lilas", 240), ("Tél.", 620), ("05", 680), ("61", 720), ("22", 760), ("48", 800), ("90", 840)]),
        (305, [("31000", 50), ("TOULOUSE", 125), ("Fax", 620), ("+33", 670), ("5", 720), ("61", 740), ("22", 780), ("48", 820), ("91", 860)]),
    ]

    func testAnAddressBesideAPhoneColumnIsReadFromItsColumn() {
        let reading = analysis(card.map { line($0.0, $0.1) })
        XCTAssertEqual(ColumnSplit.splittingColumns(reading).text,
                       "12 ter rue des Lilas\n31000 TOULOUSE\n\nTél. 05 61 22 48 90\nFax +33 5 61 22 48 91")
        let filter = ContentFilter(region: "US", infersCountry: true)
        XCTAssertEqual(ItemRanking.values(of: .address, in: reading, filter: filter), ["12 ter rue des Lilas, 31000 TOULOUSE"])
        XCTAssertEqual(ItemRanking.values(of: .phone, in: reading, filter: filter), ["05 61 22 48 90", "+33 5 61 22 48 91"])
    }

    /// A click on the address's line gives the address, one on the phone column the number.
    func testAClickTakesTheItemOfItsColumn() {
        let read = CaptureReading(analysis: analysis(card.map { line($0.0, $0.1) }))
        let filter = ContentFilter(region: "US", infersCountry: true)
        XCTAssertEqual(PointSelection.values(in: read, at: (x: 160, y: 270), type: .address, filter: filter),
                       ["12 ter rue des Lilas, 31000 TOULOUSE"])
        XCTAssertEqual(PointSelection.values(in: read, at: (x: 730, y: 270), type: .phone, filter: filter), ["05 61 22 48 90"])
    }

    func testAGapThatAWordCrossesOrOnlyOneLineShowsIsNoGutter() {
        var crossed = card.map { line($0.0, $0.1) }
        crossed.insert(line(283, [("www.hotel-des-pins-toulouse-centre.fr", 50)]), at: 1)  // 444 px wide, across x = 450
        XCTAssertEqual(ColumnSplit.columns(of: RecognizedParagraph(box: crossed[0].box, lines: crossed)).count, 1)
        let oneLine = [line(260, [("Gate", 50), ("B44", 110), ("Boarding", 600), ("10:40", 710)]), line(305, [("Seat", 50), ("32A", 110)])]
        XCTAssertEqual(ColumnSplit.columns(of: RecognizedParagraph(box: oneLine[0].box, lines: oneLine)).count, 1)
    }

    /// A full-width line under the columns (the web address under an address and its phone
    /// column, as on de-hotel-card-2) does not join them: it goes to the column it starts in.
    func testAFullWidthLineBelowTheColumnsGoesToTheColumnItStartsIn() {
        var lines = card.map { line($0.0, $0.1) }
        lines.append(line(350, [("www.hotel-des-pins-toulouse-centre.fr", 50)]))  // 444 px wide, across x = 450
        let reading = analysis(lines)
        XCTAssertEqual(ColumnSplit.splittingColumns(reading).text,
                       "12 ter rue des Lilas\n31000 TOULOUSE\nwww.hotel-des-pins-toulouse-centre.fr\n\n"
                       + "Tél. 05 61 22 48 90\nFax +33 5 61 22 48 91")
        XCTAssertEqual(ItemRanking.values(of: .address, in: reading, filter: ContentFilter(region: "FR")),
                       ["12 ter rue des Lilas, 31000 TOULOUSE"])
    }

    /// A line whose text was re-read (NumberRecheck) is no longer its words: it stays whole.
    func testALineReReadIsNotCut() {
        var lines = card.map { line($0.0, $0.1) }
        lines[0].text = "12 ter rue des Lilas Tél. 05 61 22 48 90 "
        XCTAssertEqual(ColumnSplit.columns(of: RecognizedParagraph(box: lines[0].box, lines: lines)).count, 1)
    }
}
