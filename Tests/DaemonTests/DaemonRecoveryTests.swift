import Foundation
import Glibc
import TestDesktop
import XCTest

extension DaemonCaptureTests {
    /// Each clipboard capture starts a `serve-selection` child that ends when another client
    /// takes the selection; the daemon must reap it, or it stays a zombie until the daemon exits.
    func testDaemonReapsTheSelectionServersItStarts() throws {
        let harness = try DaemonHarness(config: DaemonTests.config)
        defer { harness.stop() }
        let document = try showDocument(harness)
        defer { document.terminate() }
        let daemon = try harness.start()

        // The second capture takes the clipboard from the first's server, xclip from the second's.
        for count in 1...2 {
            let result = try harness.captext("capture", "--region", "0,325,900,45", "--type", "email", "--to", "clipboard")
            XCTAssertEqual(result.status, 0, result.stderr + harness.log)
            try harness.waitForLog("client: capture done: delivered 28 characters", count: count)
        }
        try runProcess(["sh", "-c", "echo taken | xclip -i -selection clipboard"], environment: harness.environment)
        XCTAssertEqual(try harness.desktop.run("xclip", "-o", "-selection", "clipboard"), "taken")

        var zombies: [Int32] = []
        for _ in 0..<40 {
            zombies = processTable().filter { $0.parent == daemon.processIdentifier && $0.state == "Z" }.map(\.pid)
            if zombies.isEmpty { break }
            usleep(50_000)
        }
        XCTAssertEqual(zombies, [], "zombie children of the daemon")
    }
}

extension DaemonTests {
    /// A typist killed before the daemon started left spare keycodes bound: the daemon restores them.
    func testDaemonRestoresKeycodesAKilledTypistLeftBound() throws {
        let desktop = harness.desktop
        let terminal = try XtermReceiver(on: desktop)
        try desktop.focus(terminal.window)
        let before = try desktop.keymapDump()
        let text = String(repeating: String(String.UnicodeScalarView((0x3041...0x3096).compactMap(Unicode.Scalar.init))), count: 40)
        XCTAssertEqual(try desktop.killTypingMidway(text), SIGKILL)
        XCTAssertNotEqual(try desktop.keymapDump(), before, "the killed typist had bound nothing")
        try harness.start()
        try harness.waitForLog("restored keycodes ")
        XCTAssertEqual(try desktop.keymapDump(), before)
    }
}
