import Foundation
import Glibc
import TestDesktop
import XCTest

/// `kill -9` during `captext type`: no handler runs, so the spare keycodes stay bound. The
/// record on the root window lets the next typist and `doctor --fix` give them back.
final class KilledTypistTests: XCTestCase {
    private var server: PrivateDesktop!
    private var xterm: XtermReceiver!

    override func setUpWithError() throws {
        server = try PrivateDesktop()
        xterm = try XtermReceiver(on: server)
        try server.setLayout("us")
    }

    override func tearDown() {
        xterm = nil
        server?.stop()
    }

    func testTheNextTypistRestoresTheKeycodesOfAKilledOne() throws {
        let before = try server.keymapDump()
        try killTypingMidway()
        XCTAssertNotEqual(try server.keymapDump(), before, "the killed typist had bound nothing (typing ended too soon?)")
        let report = try runProcess([captextBinary, "doctor"], environment: server.environment).stdout
        XCTAssertTrue(report.contains("✗ borrowed keycodes: keycodes ") && report.contains("run `captext doctor --fix`"), report)

        let text = "Жёлтый € ü ✓"
        try xterm.reset()
        let typed = try runProcess([captextBinary, "type", text], environment: server.environment)
        XCTAssertEqual(typed.status, 0, typed.stderr)
        XCTAssertEqual(xterm.received(expecting: text), text)
        XCTAssertEqual(try server.keymapDump(), before)
        XCTAssertTrue(try runProcess([captextBinary, "doctor"], environment: server.environment).stdout.contains("✓ borrowed keycodes: none"))
    }

    func testDoctorFixRestoresThem() throws {
        let before = try server.keymapDump()
        try killTypingMidway()
        let fixed = try runProcess([captextBinary, "doctor", "--fix"], environment: server.environment).stdout
        XCTAssertTrue(fixed.contains("✓ borrowed keycodes: restored keycodes "), fixed)
        XCTAssertEqual(try server.keymapDump(), before)
    }

    /// Kills a typist of 8000 characters of many scripts (most outside the layout) while it types.
    private func killTypingMidway() throws {
        try xterm.reset()
        XCTAssertEqual(try server.killTypingMidway(String(repeating: try fixture("many-scripts-2000.txt"), count: 4)), SIGKILL)
    }
}
