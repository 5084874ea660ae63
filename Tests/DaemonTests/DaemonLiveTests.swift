import Foundation
import TestDesktop
import X11Connection
import XCTest

/// Live Text run by the daemon with its warm engine: from a `live` binding and from the menu. Its --verbose log tells who ran it; the overlay is found by its
/// windows (WM_CLASS captext) and its grab of pointer and keyboard.
final class DaemonLiveTests: XCTestCase {
    static let config = """
        lang = "eng"
        [bindings]
        "Ctrl+Alt+L" = { action = "live" }
        "Ctrl+Alt+M" = { action = "menu" }
        "Ctrl+Alt+Y" = { action = "capture", type = "phone", region = "0,0,2,2" }
        """

    var harness: DaemonHarness!
    var probe: X11Display!

    override func setUpWithError() throws {
        harness = try DaemonHarness(config: Self.config)
        probe = try X11Display(name: harness.desktop.display)
    }

    override func tearDown() {
        probe = nil
        harness?.stop()
    }

    func testHotkeyShowsLiveTextAndEscapeLeavesNothingAndTheDaemonServesOn() throws {
        try harness.start()
        try harness.press("ctrl+alt+l")
        try waitForOverlay()
        XCTAssertTrue(harness.log.contains("Ctrl+Alt+L: live"), harness.log)
        try harness.waitForLog("Live Text in eng")
        try closeOverlay(loggedAs: "Ctrl+Alt+L: live done")
        try harness.fire("ctrl+alt+y", chord: "Ctrl+Alt+Y")
        // And Live Text again: the gate was left open.
        try harness.press("ctrl+alt+l")
        try waitForOverlay()
        try closeOverlay(loggedAs: "Ctrl+Alt+L: live done", count: 2)
    }

    func testMenuEntryRunsLiveText() throws {
        try harness.start()
        try harness.press("ctrl+alt+m")
        _ = try harness.desktop.waitForWindow("--class", "Captext")
        usleep(100_000)  // the keyboard grab follows the map
        try harness.desktop.run("xdotool", "key", "Up", "Return")  // round to the last entry
        try harness.waitForLog("Live Text in eng")
        try waitForOverlay()
        // Esc closes Live Text (status 0); a capture's overlay would have been cancelled (status 1).
        try closeOverlay(loggedAs: "Ctrl+Alt+M: menu done")
    }

    /// Waits until an overlay window is mapped and the pointer and keyboard are grabbed.
    private func waitForOverlay() throws {
        _ = try harness.desktop.waitForWindow("--classname", "captext")
        for _ in 0..<200 {
            if !probe.inputIsFree() { return }
            usleep(50_000)
        }
        throw TestFailure("the overlay never grabbed the input; log:\n\(harness.log)")
    }

    /// Esc, then the daemon's word that it ended, and nothing of the overlay left.
    private func closeOverlay(loggedAs outcome: String, count: Int = 1, line: UInt = #line) throws {
        try harness.desktop.run("xdotool", "key", "Escape")
        try harness.waitForLog(outcome, count: count, seconds: 30)
        let windows = try runProcess(["xdotool", "search", "--classname", "captext"], environment: harness.environment)
        XCTAssertEqual(windows.stdout, "", "overlay windows left behind", line: line)
        XCTAssertTrue(probe.inputIsFree(), "pointer or keyboard still grabbed", line: line)
    }
}
