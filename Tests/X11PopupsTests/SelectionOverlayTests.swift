import CX11
import Foundation
import TestDesktop
import X11Capture
import X11Connection
import X11Popups
import XCTest

/// The selection overlay on a private Xvfb, driven with XTest from the test's own connection
/// while an xterm holds the keyboard focus, which must never move.
final class SelectionOverlayTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var xterm: FocusedXterm!

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            try server.run("xsetroot", "-solid", "#c08040")
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

    override func setUp() async throws {
        driver = try PopupDriver(display: Self.server.display)
    }

    /// Starts the overlay over a fresh grab and waits until it has the keyboard.
    private func startOverlay(timeout: Duration = .seconds(20)) throws -> BackgroundRun<ScreenSelection> {
        let run = BackgroundRun(display: Self.server.display) { display in
            try SelectionOverlay.select(on: display, screen: try ScreenGrab(display: display), timeout: timeout)
        }
        try driver.waitForPopupGrab()
        return run
    }

    private func assertLeftNothingBehind(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(driver.captextWindows().count, 0, "overlay windows left behind", file: file, line: line)
        XCTAssertEqual(driver.focus(), Self.xterm.window, "the focus moved", file: file, line: line)
        XCTAssertTrue(driver.inputIsFree(), "pointer or keyboard still grabbed", file: file, line: line)
    }

    func testDragSelectsTheExactRectangleAndShowsItUndimmed() throws {
        let original = try ScreenGrab(display: driver.display).image
        driver.move(100, 120)
        let run = try startOverlay()
        let windows = driver.captextWindows()
        XCTAssertEqual(windows.map(\.frame), [ScreenRect(x: 0, y: 0, width: 1280, height: 800)])
        XCTAssertTrue(windows.allSatisfy(\.overrideRedirect))
        XCTAssertEqual(driver.focus(), Self.xterm.window, "showing the overlay moved the focus")

        driver.button(down: true)
        driver.move(200, 200)
        driver.move(340, 260)
        // While the button is held: the selection shows the frozen pixels, the rest is dimmed.
        let shown = try driver.screen { $0.rgb(x: 339, y: 259) == original.rgb(x: 339, y: 259) && $0.rgb(x: 400, y: 300).red < 150 }
        XCTAssertEqual(shown.rgb(x: 150, y: 150).red, 0xC0)
        XCTAssertEqual(shown.rgb(x: 150, y: 150).green, 0x80)
        let dimmed = shown.rgb(x: 50, y: 50)
        XCTAssertLessThan(Int(dimmed.red), 0xC0 * 6 / 10)
        XCTAssertGreaterThan(Int(dimmed.red), 0xC0 * 3 / 10)
        driver.button(down: false)

        XCTAssertEqual(try run.value(), .region(ScreenRect(x: 100, y: 120, width: 240, height: 140)))
        assertLeftNothingBehind()
    }

    func testClickWithoutDragReturnsThePoint() throws {
        driver.move(500, 300)
        let run = try startOverlay()
        driver.button(down: true)
        driver.move(502, 297)
        driver.button(down: false)
        XCTAssertEqual(try run.value(), .point(x: 500, y: 300))
        assertLeftNothingBehind()
    }

    func testKeyboardOnlySelection() throws {
        driver.move(640, 400)
        let run = try startOverlay()
        driver.key("Right")                                // the box appears: 240x40 around the pointer
        driver.key("Right")                                // 10 px right
        driver.key("Down")                                 // 10 px down
        driver.key("Right", holding: ["Shift_L"])          // 10 px wider
        driver.key("Down", holding: ["Shift_L"])           // 10 px taller
        driver.key("Left", holding: ["Control_L"])         // 1 px left
        driver.key("Return")
        XCTAssertEqual(try run.value(), .region(ScreenRect(x: 529, y: 390, width: 250, height: 50)))
        assertLeftNothingBehind()
    }

    func testEscapeCancelsAndRightButtonCancels() throws {
        driver.move(300, 300)
        var run = try startOverlay()
        driver.button(down: true)
        driver.move(400, 400)
        driver.key("Escape")
        XCTAssertEqual(try run.value(), .cancelled)
        driver.button(down: false)
        assertLeftNothingBehind()

        run = try startOverlay()
        driver.click(at: 200, 200, button: 3)
        XCTAssertEqual(try run.value(), .cancelled)
        assertLeftNothingBehind()
    }

    func testTimeoutCancels() throws {
        let run = try startOverlay(timeout: .milliseconds(300))
        XCTAssertEqual(try run.value(), .cancelled)
        assertLeftNothingBehind()
    }

    func testAnotherClientsGrabIsReportedAndNothingIsLeft() throws {
        for device in ["keyboard", "pointer"] {
            let handle = driver.handle, root = driver.display.rootWindow
            let status = device == "keyboard"
                ? XGrabKeyboard(handle, root, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
                : XGrabPointer(handle, root, 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync, 0, 0, Time(CurrentTime))
            XCTAssertEqual(status, GrabSuccess)
            let run = BackgroundRun(display: Self.server.display) { display in
                try SelectionOverlay.select(on: display, screen: try ScreenGrab(display: display), timeout: .seconds(10))
            }
            XCTAssertThrowsError(try run.value()) { error in
                guard case PopupError.inputGrabbed(let reported) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(reported, device)
                XCTAssertTrue("\(error)".contains("another program holds the \(device)"), "\(error)")
            }
            XUngrabKeyboard(handle, Time(CurrentTime))
            XUngrabPointer(handle, Time(CurrentTime))
            XSync(handle, 0)
            assertLeftNothingBehind()
        }
    }
}

/// Two monitors at different positions and sizes on one wide screen (xrandr --setmonitor).
final class SelectionOverlayMonitorTests: XCTestCase {
    func testOneWindowPerMonitorAndRootCoordinatesAcrossThem() throws {
        let server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "2560x800x24"])
        defer { server.stop() }
        try server.run("xrandr", "--setmonitor", "LEFT", "1280/338x800/211+0+0", "screen")
        try server.run("xrandr", "--setmonitor", "RIGHT", "1280/338x600/211+1280+200", "none")
        try server.run("xsetroot", "-solid", "#808080")
        let xterm = try FocusedXterm(on: server)
        let driver = try PopupDriver(display: server.display)
        let marker = try SolidWindow(driver.display, x: 1400, y: 300, width: 60, height: 40, rgb: 0x00FF00)
        defer { marker.close() }

        driver.move(1250, 250)
        let run = BackgroundRun(display: server.display) { display in
            try SelectionOverlay.select(on: display, screen: try ScreenGrab(display: display), timeout: .seconds(20))
        }
        try driver.waitForPopupGrab()
        XCTAssertEqual(Set(driver.captextWindows().map(\.frame)),
                       [ScreenRect(x: 0, y: 0, width: 1280, height: 800), ScreenRect(x: 1280, y: 200, width: 1280, height: 600)])
        // A drag from the left monitor into the right one: the marker on the right monitor
        // shows undimmed exactly where it is in root coordinates.
        driver.button(down: true)
        driver.move(1250, 260)
        driver.move(1430, 330)
        let shown = try driver.screen { $0.rgb(x: 1429, y: 329).green == 0xFF && $0.rgb(x: 1431, y: 331).green < 0xC0 }
        XCTAssertEqual(shown.rgb(x: 1400, y: 300).green, 0xFF)
        XCTAssertEqual(shown.rgb(x: 1429, y: 329).green, 0xFF)
        XCTAssertLessThan(shown.rgb(x: 1430, y: 330).green, 0xC0)
        XCTAssertEqual(shown.rgb(x: 1260, y: 300).red, 0x80)
        driver.button(down: false)
        XCTAssertEqual(try run.value(), .region(ScreenRect(x: 1250, y: 250, width: 180, height: 80)))
        XCTAssertEqual(driver.captextWindows().count, 0)
        XCTAssertEqual(driver.focus(), xterm.window)
    }
}
