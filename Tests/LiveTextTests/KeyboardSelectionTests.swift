import ContentTypes
import DataDetection
import LiveText
@testable import Recognition
import XCTest

/// Selection from the keyboard alone: arrows word by word, Shift extending, Tab through items.
final class KeyboardSelectionTests: XCTestCase {
    private let columns = LiveDocument(Page.twoColumns)

    /// Left and right follow reading order (across lines and regions); Shift keeps the anchor.
    func testArrowsMoveWordByWordAndShiftExtends() {
        var selection = WordSelection()
        selection.move(.right, extending: false, in: columns)
        XCTAssertEqual(selection.words(in: columns), [0])
        selection.move(.right, extending: false, in: columns)
        selection.move(.right, extending: true, in: columns)
        selection.move(.right, extending: true, in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "one\nleft two")
        selection.move(.left, extending: false, in: columns)
        XCTAssertEqual(selection.words(in: columns), [2])
        selection.move(.left, extending: false, in: columns)
        selection.move(.left, extending: false, in: columns)
        XCTAssertEqual(selection.words(in: columns), [0], "stops at the first word")
    }

    /// Up and down go to the nearest word on the line before or after; none before the first.
    func testUpAndDownGoToTheNearestWordOnTheNextLine() {
        let document = LiveDocument(Page.analysis([Page.block([
            Page.line("a bb ccc", x: 10, y: 10),
            Page.line("dddddd e", x: 10, y: 30),
        ])]))
        var selection = WordSelection()
        selection.selectWord(at: Page.centre(of: 2, in: document), in: document)  // "ccc", x 60...90
        selection.move(.down, extending: false, in: document)
        XCTAssertEqual(document.text(of: selection.words(in: document)), "e")
        selection.move(.up, extending: true, in: document)
        XCTAssertEqual(document.text(of: selection.words(in: document)), "ccc\ndddddd e")
        selection.move(.up, extending: false, in: document)
        XCTAssertEqual(document.text(of: selection.words(in: document)), "ccc\ndddddd e", "no line above the first")
    }

    /// Tab goes from item to item round the end, Shift+Tab back; each selects the item's words.
    func testTabCyclesThroughDetectedItems() {
        let document = LiveDocument(Page.analysis([Page.block([
            Page.line("Call (415) 555-0132 Maria", x: 10, y: 10),
            Page.line("or write to maria@example.com", x: 10, y: 30),
        ])]))
        let items = document.detectedItems(filter: ContentFilter(region: "US"))
        XCTAssertEqual(items.map(\.item.type), [.phone, .email])
        XCTAssertEqual(items.map(\.words), [[1, 2], [7]])
        XCTAssertEqual(items[0].rectangles, [BoundingBox(x: 60, y: 10, width: 140, height: 12)])
        var selection = WordSelection()
        selection.moveToItem(of: items)
        XCTAssertEqual(document.text(of: selection.words(in: document)), "(415) 555-0132")
        selection.moveToItem(of: items)
        XCTAssertEqual(document.text(of: selection.words(in: document)), "maria@example.com")
        selection.moveToItem(of: items)
        XCTAssertEqual(selection.item, 0)
        selection.moveToItem(backwards: true, of: items)
        XCTAssertEqual(selection.item, 1)
        selection.move(.left, extending: false, in: document)
        XCTAssertNil(selection.item, "an arrow leaves the item")
        // With no item chosen, Tab goes on from the focus (here the email's word), Shift+Tab back from "to".
        selection.move(.right, extending: false, in: document)
        selection.moveToItem(of: items)
        XCTAssertEqual(selection.item, 1)
        selection.move(.left, extending: false, in: document)
        selection.moveToItem(backwards: true, of: items)
        XCTAssertEqual(selection.item, 0)
    }

    /// Ctrl+Tab selects whole paragraphs in reading order, round the end, from where the focus is.
    func testControlTabMovesThroughParagraphs() {
        XCTAssertEqual(columns.paragraphs, [0..<4, 4..<8, 8..<10])
        var selection = WordSelection()
        selection.moveToParagraph(in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "left one\nleft two")
        selection.moveToParagraph(in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "right one\nright two")
        selection.moveToParagraph(in: columns)
        selection.moveToParagraph(in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "left one\nleft two", "round the end")
        selection.moveToParagraph(backwards: true, in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "left three", "back round the start")
        selection.move(.left, extending: false, in: columns)
        selection.move(.left, extending: false, in: columns)
        selection.moveToParagraph(in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "left three", "on from the paragraph of the focus (right two)")
    }

    /// A QR code on the screen is an item after the text's: Tab reaches it (no words to tint,
    /// its box to outline) and its payload's actions come first.
    func testACodeIsTheLastItemTabReaches() {
        var analysis = Page.analysis([Page.block([Page.line("Call (415) 555-0132", x: 10, y: 10)])])
        analysis.codes = [DecodedCode(symbology: "QR-Code", payload: "https://example.com/menu", box: BoundingBox(x: 300, y: 40, width: 60, height: 60))]
        let document = LiveDocument(analysis)
        let items = document.detectedItems(filter: ContentFilter(region: "US"))
        XCTAssertEqual(items.map(\.item.type), [.phone, .qr])
        XCTAssertEqual(items[1].words, [])
        XCTAssertEqual(items[1].rectangles, [BoundingBox(x: 300, y: 40, width: 60, height: 60)])
        XCTAssertEqual(items[1].actions.first?.kind, .open("https://example.com/menu"))
        var selection = WordSelection()
        selection.moveToItem(of: items)
        selection.moveToItem(of: items)
        XCTAssertEqual(selection.item, 1)
        XCTAssertEqual(selection.words(in: document), [], "a code has no words to select")
    }
}
