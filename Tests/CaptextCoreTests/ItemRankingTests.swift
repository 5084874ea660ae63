@testable import CaptextCore
import DataDetection
@testable import Recognition
import XCTest

/// The order in which a field gets the values of its type, on readings built by hand.
final class ItemRankingTests: XCTestCase {
    /// One paragraph a line, each line one word box as tall as given.
    private func reading(_ lines: [(text: String, height: Int)]) -> ImageAnalysis {
        let paragraphs = lines.enumerated().map { index, line in
            let box = BoundingBox(x: 40, y: 40 + 60 * index, width: 14 * line.text.count, height: line.height)
            let words = [RecognizedWord(text: line.text, box: box, confidence: 0.9)]
            return RecognizedParagraph(box: box, lines: [RecognizedLine(text: line.text, box: box, confidence: 0.9, words: words)])
        }
        return ImageAnalysis(width: 600, height: 600, languages: ["jpn"],
                             blocks: [RecognizedBlock(box: BoundingBox(enclosing: paragraphs.map(\.box)), paragraphs: paragraphs)])
    }

    /// A boarding pass prints its boarding time larger than the date: a date field still gets the date.
    func testADateComesBeforeATimeOfDayAlone() {
        let pass = reading([("搭乗開始 11:00", 32), ("出発 2027 年 6 月 3 日", 20), ("チェックイン 15:00", 20)])
        XCTAssertEqual(ItemRanking.values(of: .datetime, in: pass, filter: ContentFilter(region: "JP")),
                       ["2027年6月3日", "11:00", "15:00"])
    }

    /// A photo's OCR read the fax's label `Pax`: the number labelled a phone still comes first,
    /// though the fax stands nearer the centre; an unlabelled number comes between them.
    func testANumberLabelledAPhoneComesBeforeAFaxWhoseLabelIsMisread() {
        let card = reading([("Phone 503-555-0186", 20), ("503-555-0190", 20), ("Pax 503-555-0187", 20), ("", 20), ("", 20)])
        XCTAssertEqual(ItemRanking.values(of: .phone, in: card, filter: ContentFilter(region: "US")),
                       ["503-555-0186", "503-555-0190", "503-555-0187"])
    }

    /// The label is the words after the last number before it: `Tel` after a fax on the same line.
    func testTheLabelOfANumberIsTheWordsRightBeforeIt() {
        let card = reading([("", 20), ("", 20), ("", 20), ("Fax 0117 496 0129 Tel 0117 496 0123", 20)])
        XCTAssertEqual(ItemRanking.values(of: .phone, in: card, filter: ContentFilter(region: "GB")),
                       ["0117 496 0123", "0117 496 0129"])
    }

    /// A boarding pass's large flight number read without its blank (`JL123`), its stub's with it:
    /// the field gets it as printed, once.
    func testOfTwoPrintingsOfAValueTheOneWithItsBlanksIsGiven() {
        let pass = reading([("便名 JL123", 32), ("搭乗開始 11:00", 20), ("便名 JL 123", 20)])
        XCTAssertEqual(ItemRanking.values(of: .flight, in: pass, filter: ContentFilter(region: "JP")), ["JL 123"])
        let card = reading([("Tel 0117 4960123", 24), ("Tel 0117 496 0123", 20)])
        XCTAssertEqual(ItemRanking.values(of: .phone, in: card, filter: ContentFilter(region: "GB")), ["0117 496 0123"])
    }

    /// uk-hotel-card-3 photographed anew: the email's `@` lost, its domain read as a host of its
    /// own above the page's web address: a URL field gets the web address, once.
    func testABareHostThePagePrintsWithWWWIsThatAddress() {
        let card = reading([("Email receptionG oakfieldvets.co.uk", 20), ("www oakfieldvets.co.uk", 20)])
        XCTAssertEqual(ItemRanking.values(of: .url, in: card, filter: ContentFilter(region: "GB")), ["www.oakfieldvets.co.uk"])
        let two = reading([("example.com", 20), ("www.example.org", 20)])
        XCTAssertEqual(Set(ItemRanking.values(of: .url, in: two, filter: ContentFilter(region: "GB"))), ["example.com", "www.example.org"])
    }

    /// A fax alone is no phone a field wants, nor a time alone a date: the page is worth a second
    /// look (`UnsureLineRecheck`); a phone, a date or any unlabelled number is what it wants.
    func testAFaxOrATimeAloneIsNoWantedValue() {
        let us = ContentFilter(region: "US"), jp = ContentFilter(region: "JP")
        XCTAssertFalse(ItemRanking.holdsWantedValue(of: .phone, in: reading([("Fax 503-555-0187", 20)]), filter: us))
        XCTAssertTrue(ItemRanking.holdsWantedValue(of: .phone, in: reading([("Fax 503-555-0187", 20), ("503-555-0190", 20)]), filter: us))
        XCTAssertFalse(ItemRanking.holdsWantedValue(of: .datetime, in: reading([("搭乗開始 11:00", 20)]), filter: jp))
        XCTAssertTrue(ItemRanking.holdsWantedValue(of: .datetime, in: reading([("搭乗開始 11:00", 20), ("出発 2027 年 6 月 3 日", 20)]), filter: jp))
        XCTAssertFalse(ItemRanking.holdsWantedValue(of: .email, in: reading([("Mail: none", 20)]), filter: us))
    }

    /// fr-hotel-card-2, photographed: the phone's last blank lost, the fax beside it whole. The
    /// phone takes the fax's groups; a number of another length or country, two numbers grouped
    /// differently, or other separators leave it as read.
    func testANumberTakesTheGroupsOfThePagesOtherNumber() {
        let fr = ContentFilter(region: "FR")
        func phones(_ lines: [String]) -> [String] {
            ItemRanking.values(of: .phone, in: reading(lines.map { ($0, 20) }), filter: fr)
        }
        XCTAssertEqual(phones(["Tél. 04 91 552017", "Fax 04 91 55 20 18"]), ["04 91 55 20 17", "04 91 55 20 18"])
        XCTAssertEqual(phones(["Tél. 04 91 552017", "Fax +33 4 91 55 20 18"]), ["04 91 552017", "+33 4 91 55 20 18"])
        XCTAssertEqual(Set(phones(["Tél. 04 91 552017", "Fax 04 91 55 20 18", "04 91 55 2019"])),
                       ["04 91 552017", "04 91 55 20 18", "04 91 55 20 19"])
        XCTAssertEqual(phones(["Tél. 04.91.552017", "Fax 04.91.55.20.18"]), ["04.91.55.20.17", "04.91.55.20.18"])
        XCTAssertEqual(phones(["Tél. 04.91.552017", "Fax 04 91 55 20 18"]), ["04.91.552017", "04 91 55 20 18"])
        // A blank OCR put inside a group (reshoot e's fr-hotel-card-2): the fax has none there.
        XCTAssertEqual(phones(["Tél 04 91 55 20 1 7", "Fax 04 91 55 20 18"]), ["04 91 55 20 17", "04 91 55 20 18"])
        XCTAssertEqual(phones(["Tél 04 91 55 20 1 7", "Fax 04 91 55 2018"]), ["04 91 55 20 1 7", "04 91 55 2018"])
    }

    /// uk-invoice-2, photographed: the large invoice date and the smaller due date stand on rows
    /// of a right-hand column that Tesseract joined to the rows of two columns beside them. The
    /// due date's line is the taller (its email stands lower than its label); the date's own
    /// words say which is printed larger.
    func testADateIsAsTallAsItsOwnWordsNotItsLine() {
        func line(_ words: [(String, Int, Int)], y: Int) -> RecognizedLine {
            let recognized = words.map { RecognizedWord(text: $0.0, box: BoundingBox(x: $0.1, y: y, width: 12 * $0.0.count, height: $0.2), confidence: 0.9) }
            let text = words.map(\.0).joined(separator: " ")
            return RecognizedLine(text: text, box: BoundingBox(enclosing: recognized.map(\.box)), confidence: 0.9, words: recognized)
        }
        let issued = line([("Southampton", 40, 16), ("Email", 300, 16), ("14/09/2027", 600, 21)], y: 150)
        var due = line([("accounts@kingsleyreed.co.uk", 300, 16), ("due", 560, 16), ("14/10/2027", 600, 16)], y: 170)
        due.box.height = 43
        XCTAssertGreaterThan(due.box.height, issued.box.height)
        let paragraphs = [issued, due].map { RecognizedParagraph(box: $0.box, lines: [$0]) }
        let invoice = ImageAnalysis(width: 900, height: 600, languages: ["eng"],
                                    blocks: [RecognizedBlock(box: BoundingBox(enclosing: paragraphs.map(\.box)), paragraphs: paragraphs)])
        XCTAssertEqual(ItemRanking.values(of: .datetime, in: invoice, filter: ContentFilter(region: "GB")), ["14/09/2027", "14/10/2027"])
    }

    /// On a tilted photo every box is taller by the rise along its width: a long line of small
    /// text passes for a tall one, and so does a long word. Where the page was levelled, the
    /// line knows its height there, and its words are measured without the rise.
    func testATiltedPagesWordsAreMeasuredWithoutTheRise() {
        func line(_ text: String, width: Int, height: Int, level: Int) -> RecognizedLine {
            let word = RecognizedWord(text: text, box: BoundingBox(x: 40, y: 100, width: width, height: height), confidence: 0.9)
            var line = RecognizedLine(text: text, box: word.box, confidence: 0.9, words: [word])
            line.levelHeight = level
            return line
        }
        // A rise of 0.04 a pixel: the date 21 px tall level; the other, on a line of small text, 16 px but twice as wide.
        let date = line("2027年7月5日", width: 150, height: 27, level: 21)
        let block = line("一番町4-7-17 2027-07-19", width: 300, height: 28, level: 16)
        XCTAssertEqual(date.textHeight, 21)
        let paragraphs = [block, date].map { RecognizedParagraph(box: $0.box, lines: [$0]) }
        let card = ImageAnalysis(width: 600, height: 600, languages: ["jpn"],
                                 blocks: [RecognizedBlock(box: BoundingBox(enclosing: paragraphs.map(\.box)), paragraphs: paragraphs)])
        XCTAssertEqual(ItemRanking.values(of: .datetime, in: card, filter: ContentFilter(region: "JP")).first, "2027年7月5日")
    }
}
