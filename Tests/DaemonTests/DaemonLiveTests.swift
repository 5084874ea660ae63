import Foundation
import TestDesktop
import X11Connection
import XCTest

/// Live Text run by the daemon with its warm engine: from a `live` binding, from the menu, and
/// `captext live` handed to it. Its --verbose log tells who ran it; the overlay is found by its
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
        try harness.waitForGrabbingWindow(probe)
        XCTAssertTrue(harness.log.contains("Ctrl+Alt+L: live"), harness.log)
        try harness.waitForLog("Live Text in auto")
        try harness.closeGrabbingWindow(probe, loggedAs: "Ctrl+Alt+L: live done")
        try harness.fire("ctrl+alt+y", chord: "Ctrl+Alt+Y")
        // And Live Text again: the gate was left open.
        try harness.press("ctrl+alt+l")
        try harness.waitForGrabbingWindow(probe)
        try harness.closeGrabbingWindow(probe, loggedAs: "Ctrl+Alt+L: live done", count: 2)
    }

    func testMenuEntryRunsLiveText() throws {
        try harness.start()
        try harness.press("ctrl+alt+m")
        _ = try harness.desktop.waitForWindow("--class", "Captext")
        usleep(100_000)  // the keyboard grab follows the map
        try harness.desktop.run("xdotool", "key", "Up", "Up", "Return")  // round to Live Text, before the camera
        try harness.waitForLog("Live Text in auto")
        try harness.waitForGrabbingWindow(probe)
        // Esc closes Live Text (status 0); a capture's overlay would have been cancelled (status 1).
        try harness.closeGrabbingWindow(probe, loggedAs: "Ctrl+Alt+M: menu done")
    }

    func testLiveCommandIsServedByTheDaemonUnlessAskedNotTo() throws {
        try harness.start()
        let live = try BackgroundProcess([captextBinary, "live", "--lang", "eng"], environment: harness.environment)
        try harness.waitForLog("live requested by a client")
        try harness.waitForGrabbingWindow(probe)
        try harness.closeGrabbingWindow(probe, loggedAs: "client: live done")
        let result = try live.wait(timeout: 10)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")

        var alone = harness.environment
        alone["CAPTEXT_NO_DAEMON"] = "1"
        let local = try BackgroundProcess([captextBinary, "live"], environment: alone)
        try harness.waitForGrabbingWindow(probe)
        try harness.desktop.run("xdotool", "key", "Escape")
        XCTAssertEqual(try local.wait(timeout: 30).status, 0)
        XCTAssertEqual(harness.occurrences("live requested by a client"), 1, harness.log)
        XCTAssertEqual(harness.occurrences("Live Text in"), 1, harness.log)
    }

    /// A daemon from before `live` answers it as a malformed request, having done nothing:
    /// `captext live` says so and runs here.
    func testAnOlderDaemonLeavesLiveToTheCommand() throws {
        let directory = harness.root.appendingPathComponent("run/captext")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let socket = directory.appendingPathComponent("daemon-\(harness.desktop.display.dropFirst()).sock").path
        let received = harness.root.appendingPathComponent("received").path
        let olderDaemon = Process()
        olderDaemon.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        olderDaemon.arguments = ["-c", """
            import socket, sys
            s = socket.socket(socket.AF_UNIX)
            s.bind(sys.argv[1])
            s.listen(1)
            c = s.accept()[0]
            open(sys.argv[2], "wb").write(c.makefile("rb").readline())
            c.sendall(b'{"status":2,"message":"malformed DaemonRequest: \\\\"command\\\\" has a wrong value"}\\n')
            """, socket, received]
        try olderDaemon.run()
        defer { olderDaemon.terminate() }
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }

        let live = try BackgroundProcess([captextBinary, "live"], environment: harness.environment)
        try harness.waitForGrabbingWindow(probe)
        try harness.desktop.run("xdotool", "key", "Escape")
        let result = try live.wait(timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "captext: the captext daemon is older than this captext and cannot run live (restart it); running Live Text here\n")
        XCTAssertTrue(try String(contentsOfFile: received, encoding: .utf8).contains("\"command\":\"live\""))
    }
}
