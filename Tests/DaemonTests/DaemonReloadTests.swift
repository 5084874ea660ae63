import Foundation
import XCTest

extension DaemonTests {
    /// The config is read and checked off the event loop: while a large one loads (several
    /// seconds in a debug build), a hotkey and a client's capture are still served, and the new
    /// bindings apply once it is done.
    func testHotkeyAndClientAreServedWhileALargeConfigReloads() throws {
        try harness.start()
        let rules = (0..<80_000).map { "[[window_rules]]\nclass = \"app\($0)\"\ntitle = \"*window \($0)*\"\ntype = \"email\"\n" }
        try harness.writeConfig(Self.config + "\n\"Ctrl+Alt+U\" = { action = \"capture\", region = \"0,0,2,2\" }\n"
                                + rules.joined())
        try harness.waitForLog("reloading")

        try harness.fire("ctrl+alt+y", chord: "Ctrl+Alt+Y")
        // The client reads a small config of its own: the large one would delay it, not the daemon.
        let small = harness.root.appendingPathComponent("small.toml")
        try Self.config.write(to: small, atomically: true, encoding: .utf8)
        _ = try harness.captext("capture", "--config", small.path, "--region", "0,0,2,2", "--to", "clipboard")
        try harness.waitForLog("client: capture ended")
        XCTAssertEqual(harness.occurrences("reloaded"), 0, "served only after the reload:\n\(harness.log)")

        try harness.waitForLog("reloaded", seconds: 120)
        try harness.waitForLog("hotkeys: Super+T, Ctrl+Alt+Y, Super+Z, Ctrl+Alt+U")
        try harness.fire("ctrl+alt+u", chord: "Ctrl+Alt+U")
    }
}
