import Foundation
import TestDesktop
import XCTest

/// `captext capture` end to end on a private Xvfb: a real document in an ImageMagick window,
/// a real terminal receiving the keys, real Tesseract, the clipboard read back with xclip.
final class CaptureTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var document: Client!
    nonisolated(unsafe) static var receiver: XtermReceiver!

    /// Lines of card-phone-fax.png shown at the screen's top-left corner (x, y, width, height).
    static let phoneLine = "0,225,900,45"
    static let faxLine = "0,275,900,45"
    static let emailLine = "0,325,900,45"
    static let phoneAndFax = "0,225,900,95"
    static let faxAndEmail = "0,275,900,95"

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            document = try server.showCard()
            receiver = try XtermReceiver(on: server, geometry: "80x8+0+560")
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        receiver = nil
        document = nil
        server?.stop()
        super.tearDown()
    }

    var server: PrivateDesktop { Self.server }
    var receiver: XtermReceiver { Self.receiver }

    func capture(_ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
        try runProcess([captextBinary, "capture"] + arguments, environment: environment ?? server.environment)
    }

    func testRegionPhoneIsTypedIntoTheFocusedTerminal() throws {
        try receiver.reset()
        let result = try capture(["--region", Self.phoneLine, "--type", "phone"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0132"), "(415) 555-0132")
    }

    /// No --type: the receiver's window declares what it wants, and only that is typed; an
    /// inferred type only ranks, so a field wanting an email still gets what `auto` finds
    /// (here the line's phone number) when no email is there.
    func testTheFocusedWindowsContentTypeDecides() throws {
        _ = try server.run("xprop", "-id", receiver.window, "-f", "_CAPTEXT_CONTENT_TYPE", "8u", "-set", "_CAPTEXT_CONTENT_TYPE", "phone")
        defer { _ = try? server.run("xprop", "-id", receiver.window, "-remove", "_CAPTEXT_CONTENT_TYPE") }
        // The fax and email lines: `auto` would take both lines as text; the field wants the number.
        try receiver.reset()
        var result = try capture(["--region", Self.faxAndEmail])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0199"), "(415) 555-0199")

        _ = try server.run("xprop", "-id", receiver.window, "-f", "_CAPTEXT_CONTENT_TYPE", "8u", "-set", "_CAPTEXT_CONTENT_TYPE", "email")
        try receiver.reset()
        result = try capture(["--region", Self.phoneLine])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0132"), "(415) 555-0132")
        XCTAssertFalse((try? capture(["--region", Self.phoneLine, "--type", "email"]))?.status == 0,
                       "an explicit type that is not there types nothing")
    }

    func testClipboardKeepsTheTextAfterCaptextExits() throws {
        let result = try capture(["--region", Self.emailLine, "--type", "email", "--to", "clipboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try server.run("xclip", "-o", "-selection", "clipboard"), "maria.keller@kellerstone.com")
        XCTAssertEqual(try server.run("xclip", "-o", "-selection", "clipboard", "-t", "TARGETS")
            .split(separator: "\n").filter { ["UTF8_STRING", "STRING", "TEXT", "TARGETS"].contains($0) }.count, 4)
        // Another owner takes over; the server then leaves.
        try runProcess(["sh", "-c", "echo other | xclip -selection clipboard >/dev/null 2>&1"], environment: server.environment)
        XCTAssertEqual(try server.run("xclip", "-o", "-selection", "clipboard"), "other")
    }

    func testPrimarySelectionAndLargeTextByIncr() throws {
        // The selection server alone, with a text far beyond one X request; it says "ok" once
        // it owns the selection.
        let text = String(repeating: "0123456789 Grüße ", count: 60_000)
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("captext-incr-\(UUID().uuidString)")
        let ready = input.appendingPathExtension("ready")
        try Data(text.utf8).write(to: input)
        defer { [input, ready].forEach { try? FileManager.default.removeItem(at: $0) } }
        try runProcess(["sh", "-c", "'\(captextBinary)' serve-selection --selection primary < '\(input.path)' > '\(ready.path)' 2>&1 &"],
                       environment: server.environment)
        let deadline = Date().addingTimeInterval(10)
        while (try? String(contentsOf: ready, encoding: .utf8)) != "ok\n" && Date() < deadline { usleep(20_000) }
        XCTAssertEqual(try String(contentsOf: ready, encoding: .utf8), "ok\n")
        let read = try runProcess(["xclip", "-o", "-selection", "primary"], environment: server.environment)
        XCTAssertTrue(read.stdout == text, "xclip read \(read.stdout.utf8.count) bytes of \(text.utf8.count)")
        try runProcess(["sh", "-c", "echo done | xclip -selection primary >/dev/null 2>&1"], environment: server.environment)
        XCTAssertEqual(try server.run("xclip", "-o", "-selection", "primary"), "done")
    }

    func testStdoutAndExecDestinations() throws {
        let printed = try capture(["--region", Self.phoneAndFax, "--type", "phone", "--to", "stdout"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(printed.stdout, "(415) 555-0132\n(415) 555-0199\n", "the phone number, then the fax")
        let executed = try capture(["--region", Self.emailLine, "--type", "email", "--to", "exec:printf <%s>"])
        XCTAssertEqual(executed.status, 0, executed.stderr)
        XCTAssertEqual(executed.stdout, "<maria.keller@kellerstone.com>")
        let quoted = try capture(["--region", Self.emailLine, "--type", "email", "--to", "exec:printf '[%s] and more'"])
        XCTAssertEqual(quoted.stdout, "[maria.keller@kellerstone.com] and more", quoted.stderr)
        XCTAssertNotEqual(try capture(["--region", Self.emailLine, "--to", "exec:printf 'open"]).status, 0)
    }

    func testDarkTerminalWindow() throws {
        let terminal = try Client(["xterm", "-geometry", "48x6+700+560", "-bg", "black", "-fg", "gray90", "-fa", "DejaVu Sans Mono",
                                   "-fs", "12", "-e", "sh", "-c", "printf 'Support line:\\n  +1 212-555-0188\\n'; sleep 600"], on: server)
        let window = try server.window(of: terminal.process)
        usleep(500_000)
        let result = try capture(["--window", window, "--type", "phone", "--to", "stdout"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "+1 212-555-0188\n")
    }

    /// Two terminals edge to edge with the same colours: nothing in the pixels parts them, so
    /// `read` of the screenshot joins their lines; the window tree, which capture asks, does not.
    func testWindowsEdgeToEdgeAreReadApart() throws {
        let left = ["alpha bravo charlie delta echo foxtrot", "golf hotel india juliet kilo lima mike"]
        let right = ["uniform victor whiskey xray yankee zulu", "one two three four five six seven eight"]
        var terminals: [Client] = []
        for (x, lines) in [(0, left), (360, right)] {
            terminals.append(try Client(["xterm", "-geometry", "40x3+\(x)+440", "-bw", "0", "-b", "0", "-bg", "white", "-fg", "black",
                                         "-fa", "DejaVu Sans Mono", "-fs", "11", "-e", "sh", "-c",
                                         "printf '\\033[?25l\(lines.joined(separator: "\\n"))'; sleep 600"], on: server))
            _ = try server.window(of: terminals[terminals.count - 1].process)
        }
        usleep(700_000)
        let result = try capture(["--region", "0,440,720,60", "--to", "stdout"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init), left + right)
    }

    func testQRCodeInAWindow() throws {
        let card = try Client(["display", "-geometry", "+200+100", try fixturePath("card-qr-text.png")], on: server)
        let window = try server.waitForWindow("--name", "ImageMagick: card-qr-text")
        usleep(300_000)
        // auto: a code in the selection is what was meant, not its caption.
        let automatic = try capture(["--window", window, "--to", "stdout"])
        XCTAssertEqual(automatic.status, 0, automatic.stderr)
        XCTAssertEqual(automatic.stdout, "WIFI:T:WPA;S:GuestNet;P:coffee4all;;\n")
        let text = try capture(["--window", window, "--type", "text", "--to", "stdout"])
        XCTAssertTrue(text.stdout.contains("Scan to join"), text.stdout)
        withExtendedLifetime(card) {}
    }

    func testNothingFoundTypesNothingAndExitsOne() throws {
        try receiver.reset()
        let result = try capture(["--region", "0,20,900,80", "--type", "phone"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("no phone number found"), result.stderr)
        XCTAssertEqual(receiver.received(expecting: "", quiet: 0.5), "")
    }

    /// With a notification daemon (dunst) on the session bus, "nothing found" is a desktop
    /// notification instead of a line on stderr.
    func testNothingFoundIsADesktopNotificationWhenADaemonRuns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-notify-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let address = "unix:path=\(directory.path)/bus"
        let bus = try Client(["dbus-daemon", "--session", "--nofork", "--address=\(address)"], on: server)
        let notifications = try Client(["DBUS_SESSION_BUS_ADDRESS=\(address)", "dunst"], on: server)
        defer { withExtendedLifetime((bus, notifications)) {} }
        var environment = server.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        func dunstctl(_ arguments: String...) throws -> ProcessResult {
            try runProcess(["dunstctl"] + arguments, environment: environment, timeout: 10)
        }
        var ready = false
        for _ in 0..<100 where !ready {
            ready = try dunstctl("is-paused").status == 0
            if !ready { usleep(50_000) }
        }
        XCTAssertTrue(ready, "dunst did not come up on the private bus")

        try receiver.reset()
        let result = try capture(["--region", "0,20,900,80", "--type", "phone"], environment: environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "", "the notice went to the notification daemon, not stderr")
        XCTAssertEqual(try dunstctl("count", "displayed").stdout.trimmingCharacters(in: .whitespacesAndNewlines), "1")
        _ = try dunstctl("close-all")
        let history = try dunstctl("history").stdout
        XCTAssertTrue(history.contains("no phone number found"), history)
        XCTAssertEqual(receiver.received(expecting: "", quiet: 0.5), "")
    }

    func testErrorsAreOneLineAndExitTwo() throws {
        let cases: [([String], [String: String]?, String)] = [
            (["--region", "1200,700,200,200"], nil, "outside the screen"),
            (["--region", "10,10,2,2"], nil, "too small"),
            (["--window", "0x1234567"], nil, "is gone"),
            (["--screen", "7"], nil, "no monitor"),
            (["--region", Self.emailLine, "--type", "email", "--to", "exec:false"], nil, "'false' failed with exit status 1"),
            (["--region", Self.emailLine, "--to", "exec:/nonexistent/program"], nil, "cannot run '/nonexistent/program'"),
            (["--region", "0,0,100,100"], server.environment.merging(["DISPLAY": ":1999"]) { $1 }, "cannot open X display"),
        ]
        for (arguments, environment, message) in cases {
            let result = try capture(arguments, environment: environment)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        let usage = try capture(["--region", "1,2,3"])
        XCTAssertNotEqual(usage.status, 0)
        XCTAssertNotEqual(try capture(["--region", "0,0,10,10", "--window"]).status, 0)
        XCTAssertNotEqual(try capture(["--region", "0,0,10,10", "--to", "printer"]).status, 0)
        XCTAssertNotEqual(try capture(["--region", "0,0,10,10", "--country", "XX"]).status, 0)
    }
}
