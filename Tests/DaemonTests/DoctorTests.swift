import Foundation
import TestDesktop
import X11Connection
import X11Input
import XCTest

/// `captext doctor` on a private Xvfb.
final class DoctorTests: XCTestCase {
    func testReportsEveryCheckAndATakenHotkey() throws {
        let harness = try DaemonHarness(config: DaemonTests.config)
        defer { harness.stop() }
        let display = harness.desktop.display

        let holder = try HotkeyGrabber(display: try X11Display(name: display))
        XCTAssertEqual(try holder.grab([try Chord("Super+T")]), [])
        let taken = try harness.captext("doctor")
        XCTAssertEqual(taken.status, 1, taken.stdout)
        let lines = taken.stdout.components(separatedBy: "\n")
        for expected in ["✓ config: \(harness.configFile.path) is valid", "✓ display: \(display) reachable",
                         "✓ XTest: available (typing)", "✓ XShm: available (fast screen grabs)",
                         "✓ XRandR: available (monitor layout)", "✓ keyboard map: XKB, group 1 active",
                         "✓ zbar: ", "✓ postcodes: ", "✓ Tesseract: 5.", "✓ languages: eng configured; installed: ",
                         "✗ hotkey Super+T: Super+T is taken by another program",
                         "✓ hotkey Ctrl+Alt+Y: free to grab",
                         "✗ (optional) notifications: no session bus",
                         "✗ (optional) accessibility: no session bus",
                         "✗ (optional) IBus input purpose: ",
                         "✗ (optional) daemon: not running"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(expected) }, "missing '\(expected)' in:\n\(taken.stdout)")
        }
        _ = try holder.grab([])

        let daemon = try harness.start()
        let healthy = try harness.captext("doctor")
        XCTAssertEqual(healthy.status, 0, healthy.stdout)
        XCTAssertTrue(healthy.stdout.contains("✓ hotkey Super+T: held by the running captext daemon"), healthy.stdout)
        XCTAssertTrue(healthy.stdout.contains("✓ daemon: running (pid \(daemon.processIdentifier)) on \(display), engine warm for auto"), healthy.stdout)
    }

    /// In one session bus: the switch as the session left it, then switched on.
    func testAccessibilityBusIsReported() throws {
        let harness = try DaemonHarness(config: DaemonTests.config)
        defer { harness.stop() }
        let script = """
            '\(captextBinary)' doctor | grep accessibility
            gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method org.freedesktop.DBus.Properties.Set \\
                org.a11y.Status IsEnabled '<false>' >/dev/null
            '\(captextBinary)' doctor | grep accessibility
            gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method org.freedesktop.DBus.Properties.Set \\
                org.a11y.Status IsEnabled '<true>' >/dev/null
            '\(captextBinary)' doctor | grep accessibility
            """
        let result = try runProcess(["dbus-run-session", "--", "sh", "-c", script], environment: harness.environment)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdout + result.stderr)
        XCTAssertTrue(lines.first?.contains("the AT-SPI bus is up") == true, result.stdout)
        XCTAssertEqual(lines.dropFirst().first, "✗ (optional) accessibility: the AT-SPI bus is up but switched off: `captext daemon` switches it on at start (Qt applications must start after that)")
        XCTAssertEqual(lines.last, "✓ accessibility: the AT-SPI bus is up and enabled: fields' labels, roles and input types give their content type")
    }

    /// `vie` without Tesseract's Vietnamese script model: an optional check names its package.
    func testVietnameseWithoutItsScriptModelIsReported() throws {
        let harness = try DaemonHarness(config: DaemonTests.config)
        defer { harness.stop() }
        let system = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? "/usr/share/tesseract-ocr/5/tessdata"  // Debian's
        let partial = FileManager.default.temporaryDirectory.appendingPathComponent("tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: partial) }
        for name in ["eng", "vie", "osd"] {
            try FileManager.default.createSymbolicLink(atPath: partial.appendingPathComponent("\(name).traineddata").path,
                                                       withDestinationPath: "\(system)/\(name).traineddata")
        }
        let expected = "✗ (optional) script models: vie reads better with Tesseract's Vietnamese script model too: "
            + "sudo apt-get install tesseract-ocr-script-viet"
        var environment = harness.environment
        environment["TESSDATA_PREFIX"] = partial.path
        let without = try runProcess([captextBinary, "doctor"], environment: environment)
        XCTAssertTrue(without.stdout.contains(expected), without.stdout)
        XCTAssertFalse(try harness.captext("doctor").stdout.contains("script models"))
    }

    func testBadConfigAndMissingLanguageFail() throws {
        let harness = try DaemonHarness(config: "lang = \"eng+xyz\"\n[bindings]\n\"Super+T\" = { action = \"capture\" }\n")
        defer { harness.stop() }
        let missing = try harness.captext("doctor")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stdout.contains("✗ languages: xyz configured but not installed; sudo apt-get install tesseract-ocr-xyz"), missing.stdout)
        // The daemon would not start with it: doctor says so, at the line and key.
        XCTAssertTrue(missing.stdout.contains("✗ config: \(harness.configFile.path): line 1: lang: "), missing.stdout)

        try harness.writeConfig("[bindings]\n\"Super+T\" = { action = \"scan\" }\n")
        let broken = try harness.captext("doctor")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("✗ config: \(harness.configFile.path): line 2: bindings.\"Super+T\".action: 'scan' is not one of capture|menu"), broken.stdout)
    }
}
