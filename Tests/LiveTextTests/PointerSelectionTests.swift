import LiveText
@testable import Recognition
import XCTest

/// The pointer's selection on hand-built readings: press and drag, double and triple click,
/// Shift+click, Ctrl+A, and the text and rectangles of what is selected.
final class PointerSelectionTests: XCTestCase {
    private let columns = LiveDocument(Page.twoColumns)

    func testWordsComeInTheAnalysisOrderWithTheirRegionAndLine() {
        XCTAssertEqual(columns.words.map(\.text), ["left", "one", "left", "two", "right", "one", "right", "two", "left", "three"])
        XCTAssertEqual(columns.words.map(\.region), [0, 0, 0, 0, 1, 1, 1, 1, 0, 0])
        XCTAssertEqual(columns.words.map(\.line), [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
        XCTAssertEqual(columns.text, "left one\nleft two\n\nright one\nright two\n\nleft three")
    }

    /// Inside a word's box, that word; between two words of a line, the nearer; off every line, none.
    func testHitTest() {
        XCTAssertEqual(columns.word(at: (x: 15, y: 15)), 0)
        XCTAssertEqual(columns.word(at: (x: 52, y: 15)), 0)  // "left" ends at 50, "one" starts at 60
        XCTAssertEqual(columns.word(at: (x: 58, y: 15)), 1)
        XCTAssertEqual(columns.word(at: (x: 15, y: 25)), nil)  // between two lines
        XCTAssertEqual(columns.word(at: (x: 200, y: 15)), nil)  // right of the line, left of the next column
    }

    /// The left column's lines are read on both sides of the right column's: a drag from its
    /// first line to its last still takes none of the right column.
    func testDragInsideOneColumnNeverTakesTheNeighbouringColumn() {
        var selection = WordSelection()
        selection.press(at: Page.centre(of: 1, in: columns), in: columns)
        XCTAssertEqual(selection.words(in: columns), [])
        selection.drag(to: Page.centre(of: 8, in: columns), in: columns)
        XCTAssertEqual(selection.words(in: columns), [1, 2, 3, 8])
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "one\nleft two\nleft")
        // Over the gap between the lines, the focus stays where it was.
        selection.drag(to: (x: 15, y: 45), in: columns)
        XCTAssertEqual(selection.words(in: columns), [1, 2, 3, 8])
    }

    func testDragAcrossRegionsTakesEverythingBetweenInReadingOrder() {
        var selection = WordSelection()
        selection.press(at: Page.centre(of: 3, in: columns), in: columns)
        selection.drag(to: Page.centre(of: 6, in: columns), in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "two\nright one\nright")
        // Backwards, the same words.
        selection.press(at: Page.centre(of: 6, in: columns), in: columns)
        selection.drag(to: Page.centre(of: 3, in: columns), in: columns)
        XCTAssertEqual(selection.words(in: columns), [3, 4, 5, 6])
    }

    func testDoubleClickSelectsAWordAndTripleClickItsLine() {
        var selection = WordSelection()
        selection.selectWord(at: Page.centre(of: 5, in: columns), in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "one")
        selection.selectLine(at: Page.centre(of: 5, in: columns), in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "right one")
        selection.selectLine(at: (x: 200, y: 200), in: columns)
        XCTAssertEqual(selection.words(in: columns), [])
    }

    /// Shift+click moves the focus; the anchor stays where the selection began, on either side.
    func testShiftClickExtendsFromTheAnchor() {
        var selection = WordSelection()
        selection.selectWord(at: Page.centre(of: 2, in: columns), in: columns)
        selection.extend(to: Page.centre(of: 5, in: columns), in: columns)
        XCTAssertEqual(selection.words(in: columns), [2, 3, 4, 5])
        selection.extend(to: Page.centre(of: 0, in: columns), in: columns)
        XCTAssertEqual(selection.words(in: columns), [0, 1, 2])
        XCTAssertEqual(selection.anchor, 2)
    }

    /// Ctrl+A: the region of the word under the pointer, or of the blank around it; nothing outside.
    func testSelectRegionUnderThePointer() {
        var selection = WordSelection()
        selection.selectRegion(at: Page.centre(of: 4, in: columns), in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "right one\nright two")
        selection.selectRegion(at: (x: 200, y: 70), in: columns)
        XCTAssertEqual(columns.text(of: selection.words(in: columns)), "left one\nleft two\nleft three")
        selection.selectRegion(at: (x: 700, y: 500), in: columns)
        XCTAssertEqual(selection.words(in: columns), [])
    }

    /// Words are cut from the line's own text: CJK without spaces, the line's spacing and
    /// punctuation kept, never the words joined again with a space.
    func testSelectionTextIsCutFromTheLineText() {
        let document = LiveDocument(Page.analysis([Page.block([
            Page.line("設定を保存しました", words: ["設定を", "保存", "しました"], x: 10, y: 10),
            Page.line("apt에 대해  버그", x: 10, y: 30),
        ])]))
        XCTAssertEqual(document.text(of: [1, 2]), "保存しました")
        XCTAssertEqual(document.text(of: [0, 1, 2, 3, 4, 5]), "設定を保存しました\napt에 대해  버그")
        XCTAssertEqual(document.text(of: [4, 5]), "대해  버그")
    }

    /// A word the line's text does not spell (OCR disagreeing with itself) adds nothing and
    /// takes nothing from its neighbours.
    func testWordMissingFromTheLineTextIsEmpty() {
        var line = Page.line("Total 42", x: 10, y: 10)
        line.words.insert(RecognizedWord(text: "€", box: BoundingBox(x: 200, y: 10, width: 10, height: 12), confidence: 0.2), at: 1)
        let document = LiveDocument(Page.analysis([Page.block([line])]))
        XCTAssertEqual(document.text(of: [0, 1]), "Total")
        XCTAssertEqual(document.text(of: [0, 1, 2]), "Total 42")
    }

    /// One rectangle per line: the union of the selected words' boxes on it.
    func testHighlightIsOneRectanglePerLine() {
        XCTAssertEqual(columns.rectangles(of: [1, 2, 3, 8]), [
            BoundingBox(x: 60, y: 10, width: 30, height: 12),
            BoundingBox(x: 10, y: 30, width: 80, height: 12),
            BoundingBox(x: 10, y: 50, width: 40, height: 12),
        ])
    }

    /// A fuller reading of the screen (a region read later comes first in reading order): the
    /// selection stays on the same words although their indices moved.
    func testSelectionFollowsItsWordsIntoAFullerReading() {
        let right = Page.block([Page.line("right one", x: 300, y: 10)], region: 1)
        let partial = LiveDocument(Page.analysis([right]))
        let full = LiveDocument(Page.analysis([Page.block([Page.line("left one", x: 10, y: 10)], region: 0), right]))
        var selection = WordSelection()
        selection.selectLine(at: Page.centre(of: 1, in: partial), in: partial)
        XCTAssertEqual(selection.words(in: partial), [0, 1])
        selection.carry(from: partial, to: full)
        XCTAssertEqual(selection.words(in: full), [2, 3])
        XCTAssertEqual(full.text(of: selection.words(in: full)), "right one")
    }
}
