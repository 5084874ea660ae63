import CX11
import DataDetection
import Foundation
import LiveText
import Recognition
import TestDesktop
import X11Capture
import X11Connection
import X11Popups
import XCTest

/// Live Text's overlay on a private Xvfb over a real xterm's text read by real Tesseract,
/// driven with XTest while another xterm holds the keyboard focus, which must never move.
final class LiveOverlayTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var xterm: FocusedXterm!
    nonisolated(unsafe) static var text: Client!

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            text = try server.showText(["Copy these four words", "or mail bob@example.com"], title: "live-sample", geometry: "40x3+0+120")
            xterm = try FocusedXterm(on: server)
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        xterm = nil
        text = nil
        server?.stop()
        super.tearDown()
    }

    private var driver: PopupDriver!

    override func setUp() async throws {
        driver = try PopupDriver(display: Self.server.display)
    }

    private func assertLeftNothingBehind(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(driver.captextWindows().count, 0, "overlay windows left behind", file: file, line: line)
        XCTAssertEqual(driver.focus(), Self.xterm.window, "the focus moved", file: file, line: line)
        XCTAssertTrue(driver.inputIsFree(), "pointer or keyboard still grabbed", file: file, line: line)
    }

    /// A reading that arrives while the overlay waits for events wakes the wait at once (the
    /// screen's words showed up to 50 ms late, when the wait polled).
    func testAWakeEndsTheWaitForEventsAtOnce() throws {
        let wake = try XCTUnwrap(WakePipe())
        let run = BackgroundRun(display: Self.server.display) { display in
            let overlay = try LiveOverlay(display: display, screen: try ScreenGrab(display: display))
            let request = try overlay.nextRequest(before: .now + .seconds(20), wake: wake)
            return request == nil
        }
        try driver.waitForPopupGrab()
        wake.signal()
        XCTAssertEqual(try run.value(timeout: 5), true, "a request instead of the wake")
        assertLeftNothingBehind()
    }

    func testSelectionIsDrawnOnTheWordsCopiedAndEscapeLeavesNothing() async throws {
        let original = try ScreenGrab(display: driver.display).image
        let image = Image(width: original.width, height: original.height, format: .rgba, pixels: original.pixels)
        let document = LiveDocument(try await ImageAnalyzer(languages: ["eng"]).analyze(image))
        let line = try XCTUnwrap(document.lines.first { $0.text.hasPrefix("Copy these") }, "\(document.lines.map(\.text))")
        let words = Array(line.words)
        func centre(_ word: Int) -> (Int, Int) {
            let box = document.words[word].box
            return (box.x + box.width / 2, box.y + box.height / 2)
        }

        let run = BackgroundRun(display: Self.server.display) { display in
            let overlay = try LiveOverlay(display: display, screen: try ScreenGrab(display: display))
            overlay.show(document, items: [])
            var copies: [String] = []
            while let request = try overlay.nextRequest(before: .now + .seconds(20)) {
                guard case .copy(let text) = request else { return copies }
                copies.append(text)
            }
            return copies
        }
        try driver.waitForPopupGrab()

        // A drag from the first word to the second: tinted exactly on their box, nothing beyond.
        driver.move(centre(words[0]).0, centre(words[0]).1)
        driver.button(down: true)
        driver.move(centre(words[1]).0, centre(words[1]).1)
        driver.button(down: false)
        let selected = document.rectangles(of: [words[0], words[1]])[0]
        let shown = try driver.screen { $0.rgb(x: selected.x, y: selected.y) != original.rgb(x: selected.x, y: selected.y) }
        for (x, y) in [(selected.x, selected.y), (selected.maxX - 1, selected.maxY - 1)] {
            XCTAssertNotEqual(shown.rgb(x: x, y: y).red, original.rgb(x: x, y: y).red, "not tinted at \(x),\(y)")
        }
        for (x, y) in [(selected.x - 1, selected.y), (selected.maxX, selected.y), (selected.x, selected.maxY), (selected.x, selected.y - 1)] {
            XCTAssertEqual(shown.rgb(x: x, y: y).red, original.rgb(x: x, y: y).red, "tinted at \(x),\(y)")
        }
        driver.key("c", holding: ["Control_L"])

        // Shift+click extends from the anchor to the third word.
        usleep(500_000)
        driver.click(at: centre(words[2]).0, centre(words[2]).1, holding: ["Shift_L"])
        driver.key("c", holding: ["Control_L"])

        // Ctrl+A: the region under the pointer.
        driver.key("a", holding: ["Control_L"])
        driver.key("c", holding: ["Control_L"])
        // The arrows: one word back from the region's last, then Shift extends one more back.
        driver.key("Left")
        driver.key("Left", holding: ["Shift_L"])
        driver.key("c", holding: ["Control_L"])
        driver.key("Escape")

        let region = document.regionWords(at: centre(words[2]))
        XCTAssertGreaterThanOrEqual(region.count, 3)
        XCTAssertEqual(try run.value(timeout: 20), [
            document.text(of: [words[0], words[1]]),
            document.text(of: Array(words[0]...words[2])),
            document.text(of: region),
            document.text(of: [region[region.count - 3], region[region.count - 2]]),
        ])
        assertLeftNothingBehind()
    }

    func testAnotherClientsKeyboardGrabIsReportedAndNothingIsLeft() throws {
        XCTAssertEqual(XGrabKeyboard(driver.handle, driver.display.rootWindow, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime)), GrabSuccess)
        let run = BackgroundRun(display: Self.server.display) { display in
            _ = try LiveOverlay(display: display, screen: try ScreenGrab(display: display))
        }
        XCTAssertThrowsError(try run.value()) { error in
            guard case PopupError.inputGrabbed(let device) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(device, "keyboard")
        }
        XUngrabKeyboard(driver.handle, Time(CurrentTime))
        XSync(driver.handle, 0)
        assertLeftNothingBehind()
    }

    /// Ctrl+L and the button in the corner: the screen recedes but for the words, the email is
    /// underlined. Tab selects it, Ctrl+F finds a word (typed in capitals), Enter asks to type the selection.
    func testLiveTextButtonFindTabAndEnter() async throws {
        let original = try ScreenGrab(display: driver.display).image
        let image = Image(width: original.width, height: original.height, format: .rgba, pixels: original.pixels)
        let document = LiveDocument(try await ImageAnalyzer(languages: ["eng"]).analyze(image))
        let items = document.detectedItems(filter: ContentFilter(region: "US"))
        let email = try XCTUnwrap(items.first { $0.item.type == .email }, "\(document.text)")
        let line = try XCTUnwrap(document.lines.first { $0.text.hasPrefix("Copy these") }, "\(document.lines.map(\.text))")
        let word = document.words[line.words.lowerBound].box
        let blank = (x: line.box.maxX + 30, y: line.box.y + line.box.height / 2)
        let underline = (x: email.rectangles[0].x + 3, y: email.rectangles[0].maxY + 2)

        let run = BackgroundRun(display: Self.server.display) { display in
            let overlay = try LiveOverlay(display: display, screen: try ScreenGrab(display: display))
            overlay.show(document, items: items)
            var requests: [LiveOverlay.Request] = []
            while let request = try overlay.nextRequest(before: .now + .seconds(20)) {
                requests.append(request)
                if request == .close { return requests }
                if case .type = request { return requests }
            }
            return requests
        }
        try driver.waitForPopupGrab()
        driver.key("l", holding: ["Control_L"])
        let lit = try driver.screen { $0.rgb(x: blank.x, y: blank.y).red < original.rgb(x: blank.x, y: blank.y).red }
        let inWord = (x: word.x + 1, y: word.y + 1)
        XCTAssertTrue(lit.rgb(x: inWord.x, y: inWord.y) == original.rgb(x: inWord.x, y: inWord.y), "a word was dimmed")
        let mark = lit.rgb(x: underline.x, y: underline.y)
        XCTAssertGreaterThan(Int(mark.blue), Int(mark.red) + 80, "the email is not underlined")
        // The button in the bottom right corner turns it off again.
        driver.click(at: 1250, 768)
        _ = try driver.screen { $0.rgb(x: blank.x, y: blank.y) == original.rgb(x: blank.x, y: blank.y) }

        driver.key("Tab")
        driver.key("c", holding: ["Control_L"])
        driver.key("f", holding: ["Control_L"])
        driver.type("THESE")
        driver.key("c", holding: ["Control_L"])
        driver.key("Escape")
        driver.key("Return")

        let requests = try run.value(timeout: 30)
        let these = document.words.indices.filter { document.words[$0].text == "these" }
        let area = BoundingBox(enclosing: document.rectangles(of: these))
        XCTAssertEqual(requests, [.copy("bob@example.com"), .copy("these"),
                                  .type("these", ScreenRect(x: area.x, y: area.y, width: area.width, height: area.height))])
        assertLeftNothingBehind()
    }
}
