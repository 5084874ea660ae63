import CX11
import ContentTypes
import X11Connection
@testable import X11Input
import XCTest

/// How text becomes keys under the newline and tab rules (no X server needed).
final class TypingPlanTests: XCTestCase {
    private func keys(_ text: String, _ newline: NewlineMode, _ tab: TabMode = .tab) -> [String] {
        TypingPlan(text, newline: newline, tab: tab).keys.map { key in
            switch key.symbol {
            case .character(let scalar): String(scalar)
            case .key(let keysym): (key.shifted ? "S-" : "") + (keysym == UInt(XK_Return) ? "⏎" : "⇥")
            }
        }
    }

    func testNewlineModes() {
        XCTAssertEqual(keys("a\nb", .return), ["a", "⏎", "b"])
        XCTAssertEqual(keys("a\nb", .shiftReturn), ["a", "S-⏎", "b"])
        XCTAssertEqual(keys("a\nb", .space), ["a", " ", "b"])
        XCTAssertEqual(keys("a\nb", .drop), ["a", "b"])
        XCTAssertEqual(keys("a\n\nb\n\n", .keepLines), ["a", "⏎", "⏎", "b"])
        XCTAssertEqual(keys("a\u{2028}b", .return), ["a", "⏎", "b"])
    }

    func testTabsAndControlCharacters() {
        XCTAssertEqual(keys("a\tb", .return, .tab), ["a", "⇥", "b"])
        XCTAssertEqual(keys("a\tb", .return, .spaces), ["a", " ", " ", " ", " ", "b"])
        XCTAssertEqual(keys("a\tb", .return, .drop), ["a", "b"])
        XCTAssertEqual(keys("a\r\nb\u{7}\u{1B}c\u{85}", .return), ["a", "⏎", "b", "c"])
    }

    func testCountsScalarsTypedAfterEachKey() {
        let plan = TypingPlan("x\r\ny\u{0}", newline: .space, tab: .tab)
        XCTAssertEqual(plan.total, 5)
        XCTAssertEqual(plan.keys.map(\.typedAfter), [1, 3, 4])
    }

    func testKeysymsForCharacters() {
        XCTAssertEqual(Keysyms.keysym(for: "a"), 0x61)
        XCTAssertEqual(Keysyms.keysym(for: "ä"), 0xE4)
        XCTAssertEqual(Keysyms.keysym(for: "ж"), 0x0100_0436)
        XCTAssertEqual(Keysyms.keysym(for: "世"), 0x0100_4E16)
        XCTAssertEqual(Keysyms.scalar(for: 0x6D6), "ж")
        XCTAssertEqual(Keysyms.scalar(for: 0x0101_F600), "😀")
        XCTAssertNil(Keysyms.scalar(for: UInt(XK_Shift_L)))
        XCTAssertNil(Keysyms.scalar(for: UInt(XK_dead_acute)))
    }
}
