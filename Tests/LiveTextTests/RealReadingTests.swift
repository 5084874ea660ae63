import ContentTypes
import DataDetection
import Foundation
import LiveText
import Recognition
import XCTest

/// The model on a real Tesseract reading of a business card (Fixtures/card-phone-fax.png).
final class RealReadingTests: XCTestCase {
    private func card() async throws -> LiveDocument {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "card-phone-fax", withExtension: "png", subdirectory: "Fixtures"))
        let image = try Image(decoding: [UInt8](Data(contentsOf: url)))
        return LiveDocument(try await ImageAnalyzer(languages: ["eng"]).analyze(image))
    }

    /// A drag from "Phone:" to the fax number's last word copies those two lines as printed; the
    /// phone number is an item whose words lie on its printed line; find sees every "keller".
    func testDragItemsAndFindOnACard() async throws {
        let document = try await card()
        let phone = try XCTUnwrap(document.words.firstIndex { $0.text == "Phone:" })
        let fax = try XCTUnwrap(document.words.firstIndex { $0.text == "555-0199" })
        var selection = WordSelection()
        selection.press(at: Page.centre(of: phone, in: document), in: document)
        selection.drag(to: Page.centre(of: fax, in: document), in: document)
        XCTAssertEqual(document.text(of: selection.words(in: document)), "Phone: (415) 555-0132\nFax: (415) 555-0199")

        let items = document.detectedItems(filter: ContentFilter(region: "US"))
        let number = try XCTUnwrap(items.first { $0.item.type == .phone })
        XCTAssertEqual(number.words.map { document.words[$0].text }, ["(415)", "555-0132"])
        let line = try XCTUnwrap(number.rectangles.first)
        XCTAssertEqual(number.rectangles.count, 1)
        XCTAssertTrue((225...245).contains(line.y) && (250...275).contains(line.maxY), "\(line)")
        XCTAssertTrue(items.contains { $0.item.type == .email }, "\(items.map(\.item))")

        // "Maria Keller", "Keller & Stone", and twice in "maria.keller@kellerstone.com", once in "www.kellerstone.com".
        XCTAssertEqual(document.matches(of: "keller").count, 5)
    }
}
