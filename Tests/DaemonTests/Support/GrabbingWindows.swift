import Foundation
import TestDesktop
import X11Connection
import XCTest

/// Live Text's overlay and the camera's preview, run by the daemon: both map a window of
/// WM_CLASS captext and grab pointer and keyboard until Esc.
extension DaemonHarness {
    /// Waits until such a window is mapped and the pointer and keyboard are grabbed (`probe`:
    /// a connection of the test's own to the desktop).
    func waitForGrabbingWindow(_ probe: X11Display) throws {
        _ = try desktop.waitForWindow("--classname", "captext")
        for _ in 0..<200 {
            if !probe.inputIsFree() { return }
            usleep(50_000)
        }
        throw TestFailure("the window never grabbed the input; log:\n\(log)")
    }

    /// Esc, then the daemon's word that it ended, and nothing of the window or its grab left.
    func closeGrabbingWindow(_ probe: X11Display, loggedAs outcome: String, count: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
        try desktop.run("xdotool", "key", "Escape")
        try waitForLog(outcome, count: count, seconds: 30)
        let windows = try runProcess(["xdotool", "search", "--classname", "captext"], environment: environment)
        XCTAssertEqual(windows.stdout, "", "windows left behind", file: file, line: line)
        XCTAssertTrue(probe.inputIsFree(), "pointer or keyboard still grabbed", file: file, line: line)
    }
}
