import Foundation
import TestDesktop
import X11Connection
import X11Input
import XCTest

/// `captext daemon` end to end on a private Xvfb: chords pressed with XTest (xdotool), the
/// daemon's --verbose log shows what each release started. These bindings read a region too
/// small to hold text, so each capture ends at once (status 2) instead of opening the overlay.
final class DaemonTests: XCTestCase {
    static let config = """
        lang = "eng"
        [bindings]
        "Super+T" = { action = "capture", to = "stdout", region = "0,0,2,2" }
        "Ctrl+Alt+Y" = { action = "capture", type = "phone", region = "0,0,2,2" }
        "Super+Z" = { action = "capture", type = "url", region = "0,0,2,2" }
        """

    var harness: DaemonHarness!

    override func setUpWithError() throws {
        harness = try DaemonHarness(config: Self.config)
    }

    override func tearDown() {
        harness?.stop()
    }

    func testChordHeldByAnotherClientIsReportedAndTheOthersFire() throws {
        let other = try X11Display(name: harness.desktop.display)
        let holder = try HotkeyGrabber(display: other)
        XCTAssertEqual(try holder.grab([try Chord("Super+T")]), [])

        try harness.start()
        try harness.waitForLog("Super+T is taken by another program")
        XCTAssertTrue(harness.log.contains("hotkeys: Ctrl+Alt+Y, Super+Z"), harness.log)

        try harness.fire("ctrl+alt+y", chord: "Ctrl+Alt+Y")
        try harness.press("super+t")
        try harness.fire("super+z", chord: "Super+Z")
        XCTAssertEqual(harness.occurrences("Super+T: capture --to"), 0, harness.log)
        withExtendedLifetime(holder) {}
    }

    func testBrokenConfigOnSIGHUPKeepsTheBindingsAndAGoodOneReplacesThem() throws {
        try harness.start()
        try harness.writeConfig("[bindings]\n\"Super+T\" = { action = \"capture\" }\n\"Super+Bogus\" = { action = \"capture\" }\n")
        harness.signal(SIGHUP)
        try harness.waitForLog("line 3: bindings.\"Super+Bogus\": unknown key name 'Bogus'")
        try harness.waitForLog("keeping the previous settings")
        try harness.fire("ctrl+alt+y", chord: "Ctrl+Alt+Y")

        // A fixed file is picked up without a signal.
        try harness.writeConfig("[bindings]\n\"Ctrl+Alt+U\" = { action = \"capture\", to = \"clipboard\", region = \"0,0,2,2\" }\n")
        try harness.waitForLog("hotkeys: Ctrl+Alt+U")
        try harness.press("ctrl+alt+y")
        try harness.fire("ctrl+alt+u", chord: "Ctrl+Alt+U")
        XCTAssertTrue(harness.log.contains("Ctrl+Alt+U: capture --to clipboard"), harness.log)
        XCTAssertEqual(harness.occurrences("Ctrl+Alt+Y: capture --type phone"), 1, harness.log)
    }

    func testSecondDaemonIsRefused() throws {
        let first = try harness.start()
        let second = try harness.captext("daemon")
        XCTAssertEqual(second.status, 2)
        XCTAssertEqual(second.stderr, "captext: a captext daemon is already running for display \(harness.desktop.display) (pid \(first.processIdentifier))\n")
        let socket = harness.root.appendingPathComponent("run/captext/daemon-\(harness.desktop.display.dropFirst()).sock").path
        let mode = try FileManager.default.attributesOfItem(atPath: socket)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func testStaleSocketFromAKilledDaemonIsReplaced() throws {
        try harness.start()
        harness.signal(SIGKILL)
        _ = try harness.waitForExit()
        try harness.start()
        try harness.fire("ctrl+alt+y", chord: "Ctrl+Alt+Y")
    }

    func testHotkeysFollowALayoutSwitch() throws {
        try harness.start()
        // German layout: Z moves to the key where US has Y.
        try harness.desktop.setLayout("de")
        try harness.waitForLog("keyboard mapping changed")
        try harness.fire("super+z", chord: "Super+Z")
        try harness.desktop.setLayout("us")
        try harness.fire("super+z", chord: "Super+Z", times: 2)
    }

    func testSIGTERMExitsAndReleasesTheGrabs() throws {
        try harness.start()
        let other = try X11Display(name: harness.desktop.display)
        let probe = try HotkeyGrabber(display: other)
        XCTAssertEqual(try probe.probe(try Chord("Super+T"))?.reason, .taken)
        harness.signal(SIGTERM)
        XCTAssertEqual(try harness.waitForExit(), 0)
        XCTAssertNil(try probe.probe(try Chord("Super+T")))
        XCTAssertNil(try probe.probe(try Chord("Ctrl+Alt+Y")))
        let socket = harness.root.appendingPathComponent("run/captext/daemon-\(harness.desktop.display.dropFirst()).sock").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: socket))
    }

    func testXServerGoingAwayEndsTheDaemonWithAMessage() throws {
        try harness.start()
        harness.desktop.killXServer()
        XCTAssertEqual(try harness.waitForExit(), 1)
        XCTAssertTrue(harness.log.contains("the X server of display \(harness.desktop.display) went away; exiting"), harness.log)
    }

    func testBadConfigAtStartIsRefusedWithLineAndKey() throws {
        try harness.writeConfig("[bindings]\n\"Super+T\" = { action = \"capture\", type = \"fone\" }\n")
        let result = try harness.captext("daemon")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("captext: \(harness.configFile.path): line 2: bindings.\"Super+T\".type: unknown content type 'fone'"), result.stderr)
    }
}

/// Real captures: by a hotkey, and `captext capture` handed to the daemon, which performs it
/// with its warm engine. The document is an ImageMagick window at the top-left corner.
final class DaemonCaptureTests: XCTestCase {
    static let config = DaemonTests.config + """

        "Ctrl+Alt+E" = { action = "capture", type = "email", to = "clipboard", region = "0,325,900,45" }
        "Ctrl+Alt+M" = { action = "menu", to = "clipboard", region = "0,325,900,45" }
        "Ctrl+Alt+S" = { action = "capture", type = "email", to = "clipboard" }
        "Ctrl+Alt+P" = { action = "capture", type = "phone" }
        """

    /// The product's main loop: chord, drag over the document, and the focused terminal gets
    /// exactly the phone number (typed by the daemon with its warm engine).
    func testHotkeyDragTypesIntoTheFocusedReceiver() throws {
        let harness = try DaemonHarness(config: Self.config)
        defer { harness.stop() }
        let document = try showDocument(harness)
        defer { document.terminate() }
        try harness.start()
        let received = FileManager.default.temporaryDirectory.appendingPathComponent("captext-daemon-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: received.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: received) }
        let terminal = Process()
        terminal.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        terminal.arguments = ["xterm", "-geometry", "80x8+0+560", "-e", "sh", "-c", "stty raw -echo; cat >> '\(received.path)'"]
        terminal.environment = harness.environment
        try terminal.run()
        defer { terminal.terminate() }
        try harness.desktop.focus(try harness.desktop.window(of: terminal))
        usleep(300_000)  // the shell switches the tty to raw mode
        // The first XTest key makes the XTest keyboard the core keyboard's source, a keymap
        // change that moves nothing: the chord must still be grabbed when its key comes.
        try harness.press("ctrl+alt+p")
        var overlay = false
        for _ in 0..<100 where !overlay {
            overlay = (try? runProcess(["xdotool", "search", "--onlyvisible", "--classname", "captext"], environment: harness.environment))?.status == 0
            if !overlay { usleep(50_000) }
        }
        XCTAssertTrue(overlay, harness.log)
        usleep(400_000)  // the overlay maps its windows, then grabs pointer and keyboard
        try harness.desktop.run("xdotool", "mousemove", "0", "228", "mousedown", "1", "mousemove", "450", "250",
                             "mousemove", "899", "268", "mouseup", "1")  // the phone line
        try harness.waitForLog("Ctrl+Alt+P: capture done: delivered 14 characters")
        var text = ""
        for _ in 0..<100 where text != "(415) 555-0132" {
            usleep(20_000)
            text = (try? String(contentsOf: received, encoding: .utf8)) ?? ""
        }
        XCTAssertEqual(text, "(415) 555-0132", harness.log)
        // --verbose tells the type and how long deciding it took, never the text itself.
        XCTAssertTrue(harness.log.contains("content type phone, decided in "), harness.log)
        XCTAssertFalse(harness.log.contains("555-0132"), harness.log)
    }

    func testHotkeyOpensTheSelectionOverlay() throws {
        let harness = try DaemonHarness(config: Self.config)
        defer { harness.stop() }
        let document = try showDocument(harness)
        defer { document.terminate() }
        try harness.start()

        try harness.press("ctrl+alt+s")
        for _ in 0..<100 {
            if (try? runProcess(["xdotool", "search", "--onlyvisible", "--classname", "captext"], environment: harness.environment))?.status == 0 { break }
            usleep(50_000)
        }
        usleep(400_000)  // the overlay maps its windows, then grabs pointer and keyboard
        try harness.desktop.run("xdotool", "mousemove", "200", "350", "click", "1")  // the email line
        try harness.waitForLog("Ctrl+Alt+S: capture done: delivered 28 characters")
        XCTAssertEqual(try harness.desktop.run("xclip", "-o", "-selection", "clipboard"), "maria.keller@kellerstone.com")
    }

    func testMenuChoosesTheContentTypeOrCancels() throws {
        let harness = try DaemonHarness(config: Self.config)
        defer { harness.stop() }
        let document = try showDocument(harness)
        defer { document.terminate() }
        try harness.start()

        try harness.press("ctrl+alt+m")
        try waitForMenu(harness)
        try harness.desktop.run("xdotool", "key", "Escape")
        try harness.waitForLog("Ctrl+Alt+M: menu ended with status 1: cancelled")

        try harness.press("ctrl+alt+m")
        try waitForMenu(harness)
        try harness.desktop.run("xdotool", "key", "3")  // Email address
        try harness.waitForLog("Ctrl+Alt+M: menu done: delivered 28 characters")
        XCTAssertEqual(try harness.desktop.run("xclip", "-o", "-selection", "clipboard"), "maria.keller@kellerstone.com")
    }

    private func waitForMenu(_ harness: DaemonHarness) throws {
        for _ in 0..<100 {
            if (try? runProcess(["xdotool", "search", "--onlyvisible", "--class", "Captext"], environment: harness.environment))?.status == 0 {
                usleep(100_000)  // the keyboard grab follows the map
                return
            }
            usleep(50_000)
        }
        throw TestFailure("the menu did not appear; log:\n\(harness.log)")
    }

    func testHotkeyCapturesItsRegionAndABurstIsIgnored() throws {
        let harness = try DaemonHarness(config: Self.config)
        defer { harness.stop() }
        let document = try showDocument(harness)
        defer { document.terminate() }
        try harness.start()

        // The second release arrives while the first capture is still reading.
        try harness.desktop.run("xdotool", "key", "--clearmodifiers", "ctrl+alt+e", "ctrl+alt+e")
        try harness.waitForLog("Ctrl+Alt+E: capture done: delivered 28 characters")
        XCTAssertEqual(harness.occurrences("Ctrl+Alt+E ignored: a capture is running"), 1, harness.log)
        XCTAssertEqual(try harness.desktop.run("xclip", "-o", "-selection", "clipboard"), "maria.keller@kellerstone.com")
    }

    func showDocument(_ harness: DaemonHarness) throws -> Process {
        guard let image = Bundle.module.url(forResource: "Fixtures/card-phone-fax", withExtension: "png") else {
            throw TestFailure("missing fixture card-phone-fax.png")
        }
        let document = Process()
        document.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        document.arguments = ["display", "-geometry", "+0+0", image.path]
        document.environment = harness.environment
        try document.run()
        for _ in 0..<100 {
            if (try? runProcess(["xdotool", "search", "--onlyvisible", "--name", "ImageMagick: card-phone-fax"], environment: harness.environment))?.status == 0 {
                return document
            }
            usleep(100_000)
        }
        document.terminate()
        throw TestFailure("the document window did not appear")
    }

    func testCaptureIsServedByTheDaemon() throws {
        let harness = try DaemonHarness(config: DaemonTests.config)
        defer { harness.stop() }
        let document = try showDocument(harness)
        defer { document.terminate() }
        try harness.start()

        let result = try harness.captext("capture", "--region", "0,325,900,45", "--type", "email", "--to", "clipboard")
        XCTAssertEqual(result.status, 0, result.stderr + harness.log)
        try harness.waitForLog("capture requested by a client")
        try harness.waitForLog("client: capture done: delivered 28 characters")
        XCTAssertEqual(try harness.desktop.run("xclip", "-o", "-selection", "clipboard"), "maria.keller@kellerstone.com")

        // Without the daemon's help when asked not to.
        var alone = harness.environment
        alone["CAPTEXT_NO_DAEMON"] = "1"
        let local = try runProcess([captextBinary, "capture", "--region", "0,325,900,45", "--type", "email", "--to", "clipboard"], environment: alone)
        XCTAssertEqual(local.status, 0, local.stderr)
        XCTAssertEqual(harness.occurrences("capture requested by a client"), 1)
    }
}
