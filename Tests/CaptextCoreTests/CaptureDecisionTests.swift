import CaptextCore
import ContentTypes
import DataDetection
@testable import Recognition
import XCTest

/// What a reading yields for a content type, on readings built by hand: no display, no OCR.
final class CaptureDecisionTests: XCTestCase {
    private let filter = ContentFilter(region: "US")

    /// One paragraph per line; each word's box spans its share of the line.
    private func reading(_ lines: [(text: String, box: BoundingBox)], width: Int = 800, height: Int = 400) -> ImageAnalysis {
        let paragraphs = lines.map { line -> RecognizedParagraph in
            let texts = line.text.split(separator: " ").map(String.init)
            let share = line.box.width / max(texts.count, 1)
            let words = texts.enumerated().map { index, text in
                RecognizedWord(text: text, box: BoundingBox(x: line.box.x + index * share, y: line.box.y, width: share - 4, height: line.box.height), confidence: 0.9)
            }
            return RecognizedParagraph(box: line.box, lines: [RecognizedLine(text: line.text, box: line.box, confidence: 0.9, words: words)])
        }
        return ImageAnalysis(width: width, height: height, languages: ["eng"],
                             blocks: [RecognizedBlock(box: BoundingBox(enclosing: lines.map(\.box)), paragraphs: paragraphs)])
    }

    /// The number in the largest type comes first; a number labelled as a fax comes last.
    func testPhoneNumbersRankByProminenceAndFaxComesLast() {
        let analysis = reading([
            (text: "Fax (212) 555-0188", box: BoundingBox(x: 20, y: 20, width: 300, height: 30)),
            (text: "Office (646) 739-8156", box: BoundingBox(x: 20, y: 80, width: 300, height: 14)),
            (text: "Call (415) 555-0132", box: BoundingBox(x: 20, y: 120, width: 400, height: 36)),
        ])
        XCTAssertEqual(ItemRanking.values(of: .phone, in: analysis, filter: filter),
                       ["(415) 555-0132", "(646) 739-8156", "(212) 555-0188"])
    }

    /// A click reads a strip around the point, inside the area and never larger than it.
    func testClickBandStaysInsideItsArea() {
        let area = BoundingBox(x: 100, y: 50, width: 800, height: 600)
        XCTAssertEqual(PointSelection.band(around: (x: 120, y: 60), in: area), BoundingBox(x: 100, y: 50, width: 800, height: 120))
        XCTAssertEqual(PointSelection.band(around: (x: 880, y: 640), in: area), BoundingBox(x: 100, y: 530, width: 800, height: 120))
        let small = BoundingBox(x: 0, y: 0, width: 300, height: 40)
        XCTAssertEqual(PointSelection.band(around: (x: 150, y: 20), in: small), small)
    }

    /// Of two numbers on the clicked line, the one under the pointer.
    func testClickTakesTheItemUnderThePointer() {
        let analysis = reading([(text: "Tel (646) 739-8156 Fax (212) 555-0188", box: BoundingBox(x: 0, y: 10, width: 600, height: 20))])
        let read = CaptureReading(analysis: analysis)
        XCTAssertEqual(PointSelection.values(in: read, at: (x: 500, y: 18), type: .phone, filter: filter), ["(212) 555-0188"])
        XCTAssertEqual(PointSelection.values(in: read, at: (x: 120, y: 18), type: .phone, filter: filter), ["(646) 739-8156"])
        XCTAssertEqual(PointSelection.values(in: read, at: (x: 120, y: 200), type: .phone, filter: filter), [], "a click on no line")
    }

    /// The request crosses to the daemon as JSON: an exec command keeps its words exactly.
    func testCaptureRequestRoundTripsThroughJSON() throws {
        var request = CaptureRequest()
        request.source = .region(x: 0, y: 10, width: 400, height: 60)
        request.type = .email
        request.destination = .exec(["sh", "-c", "printf %s \"$1\" > '/tmp/a b'", "it's"])
        request.languages = ["eng", "deu"]
        let decoded = try JSONDecoder().decode(CaptureRequest.self, from: JSONEncoder().encode(request))
        XCTAssertEqual(decoded, request)
    }
}
