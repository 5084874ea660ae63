import LiveText
@testable import Recognition
import XCTest

/// Ctrl+F: every match of a text, ignoring case, with its words and rectangles.
final class FindTests: XCTestCase {
    func testMatchesIgnoreCaseAndComeInReadingOrder() {
        let document = LiveDocument(Page.twoColumns)
        let matches = document.matches(of: "LEFT")
        XCTAssertEqual(matches.map(\.words), [[0], [2], [8]])
        XCTAssertEqual(matches.map(\.rectangles), [[BoundingBox(x: 10, y: 10, width: 40, height: 12)],
                                                   [BoundingBox(x: 10, y: 30, width: 40, height: 12)],
                                                   [BoundingBox(x: 10, y: 50, width: 40, height: 12)]])
        XCTAssertEqual(document.matches(of: ""), [])
        XCTAssertEqual(document.matches(of: "middle"), [])
    }

    /// A match over two lines touches the words of both, one rectangle on each line (blocks are
    /// a blank line apart, as in the text captext types); a match inside words touches them.
    func testMatchesAcrossLinesAndInsideWords() {
        let document = LiveDocument(Page.twoColumns)
        XCTAssertEqual(document.matches(of: "two\nright"), [])
        XCTAssertEqual(document.matches(of: "one\nleft").map(\.words), [[1, 2]])
        XCTAssertEqual(document.matches(of: "one\nleft").first?.rectangles.count, 2)
        let cjk = LiveDocument(Page.analysis([Page.block([Page.line("設定を保存しました", words: ["設定を", "保存", "しました"], x: 10, y: 10)])]))
        XCTAssertEqual(cjk.matches(of: "存し").map(\.words), [[1, 2]])
    }
}
