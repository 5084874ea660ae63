import ContentTypes
import DataDetection
import Foundation
import LiveText
import Recognition
import XCTest

/// The model on real Tesseract readings of a business card and a two-column article (Fixtures).
final class RealReadingTests: XCTestCase {
    private func reading(_ name: String) async throws -> LiveDocument {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures"))
        let image = try Image(decoding: [UInt8](Data(contentsOf: url)))
        return LiveDocument(try await ImageAnalyzer(languages: ["eng"]).analyze(image))
    }

    /// A drag from "Phone:" to the fax number's last word copies those two lines as printed; the
    /// phone number is an item whose words lie on its printed line; find sees every "keller".
    func testDragItemsAndFindOnACard() async throws {
        let document = try await reading("card-phone-fax")
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

    /// Beside each line of the left column stands one of the right column: a drag down three
    /// lines of the left column copies those three lines and nothing of the right one.
    func testDragDownTheLeftColumnOfAnArticle() async throws {
        let document = try await reading("two-column-article")
        let first = try XCTUnwrap(document.words.firstIndex { $0.text == "For" })
        let last = try XCTUnwrap(document.words.firstIndex { $0.text == "give" })
        XCTAssertNotEqual(document.words[first].region, document.words.first { $0.text == "someone" }?.region, "two regions")
        var selection = WordSelection()
        selection.press(at: Page.centre(of: first, in: document), in: document)
        selection.drag(to: Page.centre(of: last, in: document), in: document)
        XCTAssertEqual(document.text(of: selection.words(in: document)),
                       "For example, if you distribute copies of the\nlibrary, whether gratis or for a fee, you must\ngive")
    }
}
