import Foundation
import LiveText
import Recognition
import TestDesktop
import X11Capture
import X11Connection
import X11Popups
import XCTest

/// Live Text over two monitors at different positions and sizes on one wide screen
/// (xrandr --setmonitor): words on the second monitor select and tint exactly where they are.
final class LiveOverlayMonitorTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var text: Client!
    nonisolated(unsafe) static var xterm: FocusedXterm!

    // Set up outside the async test: the xterms' processes are waited for when they go, which
    // must not happen on a concurrency pool thread.
    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "2560x800x24"])
            try server.run("xrandr", "--setmonitor", "LEFT", "1280/338x800/211+0+0", "screen")
            try server.run("xrandr", "--setmonitor", "RIGHT", "1280/338x600/211+1280+200", "none")
            text = try server.showText(["Second monitor words"], title: "right-monitor", geometry: "30x2+1400+300")
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

    func testWordsOnTheSecondMonitorSelectExactlyOnTheirPixels() async throws {
        let driver = try PopupDriver(display: Self.server.display)
        let original = try ScreenGrab(display: driver.display).image
        let image = Image(width: original.width, height: original.height, format: .rgba, pixels: original.pixels)
        // As Live Text reads the screen: with the windows' frames.
        let windows = driver.display.topLevelFrames().map { BoundingBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        let document = LiveDocument(try await ImageAnalyzer(languages: ["eng"]).analyze(image, options: AnalysisOptions(windows: windows)))
        let line = try XCTUnwrap(document.lines.first { $0.text.hasSuffix("monitor words") }, "\(document.lines.map(\.text))")
        let first = document.words[line.words.lowerBound].box, second = document.words[line.words.lowerBound + 1].box
        XCTAssertGreaterThan(first.x, 1280, "the words are on the right monitor")

        let run = BackgroundRun(display: Self.server.display) { display in
            let overlay = try LiveOverlay(display: display, screen: try ScreenGrab(display: display))
            overlay.show(document, items: [])
            return try overlay.nextRequest(before: .now + .seconds(20))
        }
        try driver.waitForPopupGrab()
        XCTAssertEqual(Set(driver.captextWindows().map(\.frame)),
                       [ScreenRect(x: 0, y: 0, width: 1280, height: 800), ScreenRect(x: 1280, y: 200, width: 1280, height: 600)])
        driver.move(first.x + 2, first.y + first.height / 2)
        driver.button(down: true)
        driver.move(second.x + second.width - 2, second.y + second.height / 2)
        driver.button(down: false)
        let selected = BoundingBox(enclosing: [first, second])
        let shown = try driver.screen { $0.rgb(x: selected.x, y: selected.y) != original.rgb(x: selected.x, y: selected.y) }
        XCTAssertNotEqual(shown.rgb(x: selected.maxX - 1, y: selected.maxY - 1).red, original.rgb(x: selected.maxX - 1, y: selected.maxY - 1).red)
        for (x, y) in [(selected.x - 1, selected.y), (selected.maxX, selected.y), (selected.x, selected.maxY)] {
            XCTAssertEqual(shown.rgb(x: x, y: y).red, original.rgb(x: x, y: y).red, "tinted at \(x),\(y)")
        }
        driver.key("c", holding: ["Control_L"])
        XCTAssertEqual(try run.value(timeout: 20), .copy(document.text(of: [line.words.lowerBound, line.words.lowerBound + 1])))
        XCTAssertEqual(driver.captextWindows().count, 0)
        XCTAssertEqual(driver.focus(), Self.xterm.window)
    }
}
