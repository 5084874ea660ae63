import Foundation
import TestDesktop
import X11Connection
import XCTest

/// The camera run by the daemon with its warm engine: from a `camera` binding, from the menu,
/// and `captext camera` handed to it. No camera here: the daemon's environment names a real
/// clip played in real time (CAPTEXT_CAMERA_SOURCE=clip:Tests/Fixtures/still-card.mp4). The
/// preview is found by its window (WM_CLASS captext) and its grab of pointer and keyboard.
final class DaemonCameraTests: XCTestCase {
    static let config = """
        lang = "eng"
        [bindings]
        "Ctrl+Alt+C" = { action = "camera" }
        "Ctrl+Alt+M" = { action = "menu" }
        """
    static let clip = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/still-card.mp4").path

    var harness: DaemonHarness!
    var probe: X11Display!

    override func setUpWithError() throws {
        harness = try DaemonHarness(config: Self.config)
        harness.daemonOnlyEnvironment = ["CAPTEXT_CAMERA_SOURCE": "clip:\(Self.clip)"]
        probe = try X11Display(name: harness.desktop.display)
    }

    override func tearDown() {
        probe = nil
        harness?.stop()
    }

    func testHotkeyOpensTheCameraAndEscapeClosesItAndReleasesTheInput() throws {
        try harness.start()
        try harness.press("ctrl+alt+c")
        try harness.waitForGrabbingWindow(probe)
        XCTAssertTrue(harness.log.contains("Ctrl+Alt+C: camera"), harness.log)
        try harness.waitForLog("camera \(Self.clip) in auto")
        try harness.closeGrabbingWindow(probe, loggedAs: "Ctrl+Alt+C: camera done")
        // And again: the gate was left open and the clip released.
        try harness.press("ctrl+alt+c")
        try harness.waitForGrabbingWindow(probe)
        try harness.closeGrabbingWindow(probe, loggedAs: "Ctrl+Alt+C: camera done", count: 2)
    }

    func testMenuEntryOpensTheCamera() throws {
        try harness.start()
        try harness.press("ctrl+alt+m")
        _ = try harness.desktop.waitForWindow("--class", "Captext")
        usleep(100_000)  // the keyboard grab follows the map
        try harness.desktop.run("xdotool", "key", "Up", "Return")  // round to the last entry
        try harness.waitForLog("camera \(Self.clip) in auto")
        try harness.waitForGrabbingWindow(probe)
        try harness.closeGrabbingWindow(probe, loggedAs: "Ctrl+Alt+M: menu done")
    }

    /// A forwarded `captext camera` opens what it would have opened alone: its own stand-in, not
    /// the daemon's. A bad one is the client's one-line error, status 2.
    func testCameraCommandIsServedByTheDaemonWithTheClientsCamera() throws {
        try harness.start()
        var client = harness.environment
        client["CAPTEXT_CAMERA_SOURCE"] = "clip:\(Self.clip)"
        let camera = try BackgroundProcess([captextBinary, "camera"], environment: client)
        try harness.waitForLog("camera requested by a client")
        try harness.waitForGrabbingWindow(probe)
        try harness.closeGrabbingWindow(probe, loggedAs: "client: camera done")
        let result = try camera.wait(timeout: 10)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")

        client["CAPTEXT_CAMERA_SOURCE"] = "webcam"
        let refused = try runProcess([captextBinary, "camera"], environment: client)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "captext: CAPTEXT_CAMERA_SOURCE=webcam: expected test-pattern, test-pattern:WIDTHxHEIGHT or clip:PATH\n")
        XCTAssertEqual(harness.occurrences("camera requested by a client"), 2, harness.log)
    }
}
