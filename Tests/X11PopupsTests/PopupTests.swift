import CX11
import Foundation
import TestDesktop
import X11Capture
import X11Connection
@testable import X11Popups
import XCTest

/// The chooser and the preview prompt on a private Xvfb, driven with XTest while an xterm
/// holds the keyboard focus, which must never move.
final class PopupTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var xterm: FocusedXterm!

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            try server.run("xsetroot", "-solid", "#405060")
            xterm = try FocusedXterm(on: server)
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        xterm = nil
        server?.stop()
        super.tearDown()
    }

    private var driver: PopupDriver!
    private let anchor = ScreenRect(x: 100, y: 100, width: 300, height: 50)

    override func setUp() async throws {
        driver = try PopupDriver(display: Self.server.display)
        driver.move(5, 5)
    }

    private func choose(_ items: [String], title: String? = nil, near anchor: ScreenRect? = nil) throws -> BackgroundRun<Int?> {
        let anchor = anchor ?? self.anchor
        let run = BackgroundRun(display: Self.server.display) { display in
            try Chooser.choose(on: display, items: items, near: anchor, title: title, timeout: .seconds(20))
        }
        try driver.waitForPopupGrab()
        return run
    }

    private func prompt(_ text: String, masked: Bool = false) throws -> BackgroundRun<String?> {
        let anchor = self.anchor
        let run = BackgroundRun(display: Self.server.display) { display in
            try PreviewPrompt.edit(on: display, text: text, near: anchor, masked: masked, timeout: .seconds(20))
        }
        try driver.waitForPopupGrab()
        return run
    }

    private func assertLeftNothingBehind(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(driver.captextWindows().count, 0, "popup windows left behind", file: file, line: line)
        XCTAssertEqual(driver.focus(), Self.xterm.window, "the focus moved", file: file, line: line)
        XCTAssertTrue(driver.inputIsFree(), "pointer or keyboard still grabbed", file: file, line: line)
    }

    // MARK: - Chooser

    /// CCairo declares the Pango functions it draws with itself (see CCairo.h): Pango's own
    /// header must agree with every declaration.
    func testPangoDeclarationsMatchPangosHeader() throws {
        let header = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CCairo/include/CCairo.h").path
        let environment = ProcessInfo.processInfo.environment
        let flags = try runProcess(["pkg-config", "--cflags", "pangocairo"], environment: environment)
        XCTAssertEqual(flags.status, 0, flags.stderr)
        let check = try runProcess(["clang", "-fsyntax-only", "-x", "c", "-"] + flags.stdout.split(whereSeparator: \.isWhitespace).map(String.init),
                                   environment: environment, input: Data("#include <pango/pangocairo.h>\n#include \"\(header)\"\n".utf8))
        XCTAssertEqual(check.status, 0, check.stderr)
    }

    func testChooserPicksTheSecondItemWithKey2() throws {
        let run = try choose(["+49 30 1234567", "+1 650 253 0000", "+44 20 7946 0958"], title: "Which number?")
        let windows = driver.captextWindows()
        XCTAssertEqual(windows.count, 1)
        XCTAssertTrue(windows[0].overrideRedirect)
        XCTAssertEqual(windows[0].frame.x, anchor.x, "the chooser sits below the selection")
        XCTAssertEqual(windows[0].frame.y, anchor.maxY + PopupPlacement.gap)
        XCTAssertEqual(driver.focus(), Self.xterm.window)
        driver.key("2")
        XCTAssertEqual(try run.value(), 1)
        assertLeftNothingBehind()
    }

    func testChooserArrowsAndEnter() throws {
        let run = try choose(["one", "two", "three"])
        driver.key("Down")
        driver.key("Down")
        driver.key("Down")
        driver.key("Up")
        driver.key("Return")
        XCTAssertEqual(try run.value(), 1)
        assertLeftNothingBehind()
    }

    func testChooserClickPicksTheRowUnderThePointer() throws {
        let run = try choose(["first", "second", "third"])
        let frame = try XCTUnwrap(driver.captextWindows().first?.frame)
        driver.click(at: frame.x + 40, frame.maxY - PopupStyle.padding - 4)
        XCTAssertEqual(try run.value(), 2)
        assertLeftNothingBehind()
    }

    func testChooserEscapeAndClickOutsideCancel() throws {
        var run = try choose(["a", "b"])
        driver.key("Escape")
        XCTAssertNil(try run.value())
        assertLeftNothingBehind()

        run = try choose(["a", "b"])
        driver.click(at: 1000, 700)
        XCTAssertNil(try run.value())
        assertLeftNothingBehind()
    }

    func testChooserStaysOnScreenNearTheBottomEdge() throws {
        let low = ScreenRect(x: 1200, y: 760, width: 200, height: 30)
        let run = try choose(["a fairly long item to make the list wide", "b"], near: low)
        let frame = try XCTUnwrap(driver.captextWindows().first?.frame)
        XCTAssertEqual(frame.maxY, low.y - PopupPlacement.gap, "placed above the selection")
        XCTAssertLessThanOrEqual(frame.maxX, 1280 - PopupPlacement.margin)
        driver.key("Escape")
        XCTAssertNil(try run.value())
    }

    func testChooserRendersKoreanJapaneseAndArabic() throws {
        let items = ["전화 010-1234-5678", "電話 03-1234-5678", "هاتف ٠١٢٣٤٥", "Straße 12"]
        // Every character has a font (no boxes drawn instead)...
        let pixmap = try ServerPixmap(display: driver.display, width: 1, height: 1)
        let layout = TextLayout(canvas: pixmap.canvas, font: PopupStyle.font)
        for item in items {
            layout.text = item
            XCTAssertEqual(layout.unknownGlyphs, 0, item)
            XCTAssertGreaterThan(layout.size.width, 40, item)
        }
        // ...and each row of the popup has light text pixels on its dark background.
        let run = try choose(items)
        let frame = try XCTUnwrap(driver.captextWindows().first?.frame)
        let image = try driver.screen { $0.rgb(x: frame.x + 3, y: frame.maxY - 3).red < 0x30 }
        let rowHeight = (frame.height - 2 * PopupStyle.padding) / items.count
        for row in 1..<items.count {
            let y = frame.y + PopupStyle.padding + row * rowHeight
            let band = ScreenRect(x: frame.x + PopupStyle.padding + 26, y: y, width: frame.width - 50, height: rowHeight)
            XCTAssertGreaterThan(lightPixels(image, in: band), 30, "row \(row + 1): \(items[row])")
        }
        driver.key("4")
        XCTAssertEqual(try run.value(), 3)
        assertLeftNothingBehind()
    }

    // MARK: - Preview prompt

    func testPromptEditThenEnterReturnsTheEditedText() throws {
        let run = try prompt("hello world")
        XCTAssertEqual(driver.focus(), Self.xterm.window)
        for _ in 0..<5 { driver.key("BackSpace") }
        driver.type("there")
        driver.key("Home")
        driver.type("Say ")
        driver.key("End")
        driver.type("s")
        driver.key("Return")
        XCTAssertEqual(try run.value(), "Say hello theres")
        assertLeftNothingBehind()
    }

    func testPromptLeftRightDelete() throws {
        let run = try prompt("abcdef")
        driver.key("Left")
        driver.key("Left")
        driver.key("Delete")
        driver.key("Right")
        driver.type("X")
        driver.key("Home")
        driver.key("Right")
        driver.key("Delete")
        driver.key("Return")
        XCTAssertEqual(try run.value(), "acdfX")
        assertLeftNothingBehind()
    }

    func testPromptEscapeCancels() throws {
        let run = try prompt("do not insert")
        driver.type("more")
        driver.key("Escape")
        XCTAssertNil(try run.value())
        assertLeftNothingBehind()
    }

    func testPromptTypesTheLayoutsCharacters() throws {
        try Self.server.setLayout("de")
        defer { try? Self.server.setLayout("us") }
        let run = try prompt("Stra")
        driver.key("ssharp")
        driver.key("e")
        driver.key("udiaeresis", holding: ["Shift_L"])
        driver.key("Return")
        XCTAssertEqual(try run.value(), "StraßeÜ")
        assertLeftNothingBehind()
    }

    func testMaskedPromptNeverDrawsTheText() throws {
        // Two secrets of the same length must look exactly the same on screen.
        var shots: [ScreenImage] = []
        for secret in ["hunter2", "WWWWWWW"] {
            let run = try prompt(secret, masked: true)
            let frame = try XCTUnwrap(driver.captextWindows().first?.frame)
            let image = try driver.screen { $0.rgb(x: frame.x + 3, y: frame.maxY - 3).red < 0x30 }
            shots.append(try image.cropped(to: frame))
            XCTAssertGreaterThan(lightPixels(shots.last!, in: shots.last!.bounds), 30, "nothing drawn")
            driver.type("X")
            driver.key("Return")
            XCTAssertEqual(try run.value(), secret + "X")
            assertLeftNothingBehind()
        }
        XCTAssertEqual(shots[0], shots[1], "the masked prompt shows something that depends on the secret")
    }
}

/// Pixels brighter than the popups' backgrounds (text).
private func lightPixels(_ image: ScreenImage, in rect: ScreenRect) -> Int {
    var count = 0
    for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX where image.rgb(x: x, y: y).green > 0xA0 {
            count += 1
        }
    }
    return count
}
