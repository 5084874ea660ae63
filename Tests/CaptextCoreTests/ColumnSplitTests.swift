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

    /// A reading of one block, of one paragraph, for each group of lines.
    private func analysis(blocks groups: [[RecognizedLine]]) -> ImageAnalysis {
        let blocks = groups.map { lines in
            let paragraph = RecognizedParagraph(box: BoundingBox(enclosing: lines.map(\.box)), lines: lines)
            return RecognizedBlock(box: paragraph.box, paragraphs: [paragraph])
        }
        return ImageAnalysis(width: 1100, height: 400, languages: ["eng"], blocks: blocks)
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
        crossed.insert(line(283, [("www.hotel-des-pins-toulouse-centre.fr/reservations", 50)]), at: 1)  // 600 px wide, into the phones' column
        XCTAssertEqual(ColumnSplit.columns(of: RecognizedParagraph(box: crossed[0].box, lines: crossed)).count, 1)
        let oneLine = [line(260, [("Gate", 50), ("B44", 110), ("Boarding", 600), ("10:40", 710)]), line(305, [("Seat", 50), ("32A", 110)])]
        XCTAssertEqual(ColumnSplit.columns(of: RecognizedParagraph(box: oneLine[0].box, lines: oneLine)).count, 1)
    }

    /// Full-width lines above and below the columns (a card's name, the web address under an
    /// address and its phone column, as on de-hotel-card-2) stay whole, before and after them.
    func testFullWidthLinesAroundTheColumnsStayWhole() {
        var lines = card.map { line($0.0, $0.1) }
        lines.insert(line(215, [("Auberge", 50), ("des", 150), ("Pins", 200), ("—", 260), ("chambres", 290), ("et", 400),
                                ("table", 440), ("d'hôtes", 510), ("à", 610), ("Toulouse", 640)]), at: 0)
        lines.append(line(350, [("www.hotel-des-pins-toulouse-centre.fr/reservations", 50)]))  // 600 px wide, into the phones' column
        let reading = analysis(lines)
        XCTAssertEqual(ColumnSplit.splittingColumns(reading).text,
                       "Auberge des Pins — chambres et table d'hôtes à Toulouse\n\n12 ter rue des Lilas\n31000 TOULOUSE\n\n"
                       + "Tél. 05 61 22 48 90\nFax +33 5 61 22 48 91\n\nwww.hotel-des-pins-toulouse-centre.fr/reservations")
        XCTAssertEqual(ItemRanking.values(of: .address, in: reading, filter: ContentFilter(region: "FR")),
                       ["12 ter rue des Lilas, 31000 TOULOUSE"])
    }

    /// Three columns (an address, its phones, the invoice's number and date), the middle one
    /// with a line the others lack, and a line of the left column alone: each column whole.
    func testThreeColumnsAreEachReadWhole() {
        let lines = [
            line(100, [("Unit", 50), ("2,", 110), ("45", 146), ("Harbour", 182), ("Tel", 400), ("023", 446), ("8049", 494), ("6210", 554), ("Invoice", 760), ("no.", 854)]),
            line(130, [("Road", 50), ("Fax", 400), ("023", 446), ("8049", 494), ("6219", 554), ("Invoice", 760), ("date", 854)]),
            line(160, [("Southampton", 50), ("SO14", 194), ("Email", 400)]),
            line(190, [("3HJ", 50)]),
        ]
        XCTAssertEqual(ColumnSplit.splittingColumns(analysis(lines)).text,
                       "Unit 2, 45 Harbour\nRoad\nSouthampton SO14\n3HJ\n\nTel 023 8049 6210\nFax 023 8049 6219\nEmail\n\n"
                       + "Invoice no.\nInvoice date")
    }

    /// Tesseract cut the address and its phone column into two blocks where the phones ran out
    /// (uk-invoice-2): the blocks stacked one under the other are cut as one, and the address
    /// is read whole from its column.
    func testColumnsCutIntoBlocksAreReadAsOne() {
        let upper = [line(100, [("Unit", 50), ("2,", 110), ("45", 146), ("Harbour", 182), ("Tel", 400), ("023", 446), ("8049", 494), ("6210", 554)]),
                     line(130, [("Road", 50), ("Fax", 400), ("023", 446), ("8049", 494), ("6219", 554)])]
        let lower = [line(160, [("Southampton", 50), ("SO14", 194), ("Email", 400)]),
                     line(190, [("3HJ", 50), ("accounts@kingsleyreed.co.uk", 398)])]
        let reading = analysis(blocks: [upper, lower])
        XCTAssertEqual(ColumnSplit.splittingColumns(reading).text,
                       "Unit 2, 45 Harbour\nRoad\nSouthampton SO14\n3HJ\n\nTel 023 8049 6210\nFax 023 8049 6219\nEmail\naccounts@kingsleyreed.co.uk")
        XCTAssertEqual(ItemRanking.values(of: .address, in: reading, filter: ContentFilter(region: "GB")),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
    }

    /// uk-shipping-notice-2 photographed anew: Tesseract's second paragraph starts with the
    /// left column's longest line, whose gap to the right column is under three text heights.
    func testAColumnsLongestLineInAParagraphOfItsOwnIsCutAtTheGutter() {
        let upper = [line(100, [("Deliver", 50), ("to", 146)]),
                     line(130, [("James", 50), ("Whitfield", 122), ("Carrier", 380), ("Royal", 476), ("Mail", 548)])]
        let lower = [line(160, [("Unit", 50), ("2,", 110), ("45", 146), ("Harbour", 182), ("Road", 278), ("Order", 380), ("ref.", 452), ("KR-55812", 512)]),
                     line(190, [("Southampton", 50), ("SO14", 194), ("3HJ", 254)])]
        let reading = analysis(blocks: [upper, lower])
        XCTAssertEqual(ColumnSplit.splittingColumns(reading).text,
                       "Deliver to\nJames Whitfield\nUnit 2, 45 Harbour Road\nSouthampton SO14 3HJ\n\nCarrier Royal Mail\nOrder ref. KR-55812")
        XCTAssertEqual(ItemRanking.values(of: .address, in: reading, filter: ContentFilter(region: "GB")),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
    }

    /// A line whose text was re-read (NumberRecheck) is no longer its words: it stays whole.
    func testALineReReadIsNotCut() {
        var lines = card.map { line($0.0, $0.1) }
        lines[0].text = "12 ter rue des Lilas Tél. 05 61 22 48 90 "
        XCTAssertEqual(ColumnSplit.columns(of: RecognizedParagraph(box: lines[0].box, lines: lines)).count, 1)
    }

    /// Japanese lines are their words joined without blanks between the characters
    /// (jp-invoice-2: an address, its phone column, the invoice's number): they are cut like
    /// any other, each side keeping the text as it was joined.
    func testJapaneseLinesAreCutAtTheGutter() {
        func japanese(_ y: Int, _ text: String, _ words: [(String, Int)]) -> RecognizedLine {
            var recognized = line(y, words)
            recognized.text = text
            return recognized
        }
        let lines = [
            japanese(100, "〒530-0001 大阪府大阪市北区梅 TEL 06-6345-1122",
                     [("〒530-0001", 35), ("大", 160), ("阪", 172), ("府", 184), ("大", 196), ("阪", 208), ("市", 220), ("北", 232),
                      ("区", 244), ("梅", 256), ("TEL", 400), ("06-6345-1122", 440)]),
            japanese(130, "田3-1-3 FAX 06-6345-1123", [("田3-1-3", 35), ("FAX", 400), ("06-6345-1123", 440)]),
            japanese(160, "メール sales@minato-", [("メ", 400), ("ー", 412), ("ル", 424), ("sales@minato-", 445)]),
        ]
        XCTAssertEqual(ColumnSplit.splittingColumns(analysis(lines)).text,
                       "〒530-0001 大阪府大阪市北区梅\n田3-1-3\n\nTEL 06-6345-1122\nFAX 06-6345-1123\nメール sales@minato-")
    }

    /// In a photo a long word's box grows with the tilt (`Southampton` 21 px tall beside words of
    /// 16): the gutter is measured in the words' usual height, not the tallest's.
    func testAGutterBesideAWordTallWithTheTiltIsStillAGutter() {
        func word(_ text: String, _ x: Int, _ y: Int, _ height: Int) -> RecognizedWord {
            RecognizedWord(text: text, box: BoundingBox(x: x, y: y, width: 9 * text.count, height: height), confidence: 0.9)
        }
        func line(_ words: [RecognizedWord]) -> RecognizedLine {
            RecognizedLine(text: words.map(\.text).joined(separator: " "), box: BoundingBox(enclosing: words.map(\.box)),
                           confidence: 0.9, words: words)
        }
        let lines = [
            line([word("Unit", 67, 337, 16), word("2,", 106, 337, 16), word("45", 127, 337, 14), word("Harbour", 154, 337, 17),
                  word("Road", 220, 337, 16), word("Tel", 306, 337, 14), word("023", 340, 337, 15), word("8049", 370, 337, 15)]),
            line([word("Southampton", 67, 359, 21), word("SO14", 170, 359, 16), word("3HJ", 210, 359, 16),
                  word("Fax", 286, 359, 16), word("023", 320, 359, 15), word("8049", 350, 359, 15)]),
        ]
        let columns = ColumnSplit.columns(of: RecognizedParagraph(box: BoundingBox(enclosing: lines.map(\.box)), lines: lines))
        XCTAssertEqual(columns.map { $0.lines.map(\.text).joined(separator: "\n") },
                       ["Unit 2, 45 Harbour Road\nSouthampton SO14 3HJ", "Tel 023 8049\nFax 023 8049"])
    }
}
