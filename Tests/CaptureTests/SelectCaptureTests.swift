import Foundation
import TestDesktop
import XCTest

/// `captext capture --select` end to end: the overlay driven with XTest pointer and key events
/// (xdotool), over card-phone-fax.png shown at the screen's top-left corner.
final class SelectCaptureTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var document: Client!
    nonisolated(unsafe) static var receiver: XtermReceiver!
    nonisolated(unsafe) static var other: XtermReceiver!

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            document = try server.showCard()
            receiver = try XtermReceiver(on: server, geometry: "60x6+0+560")
            other = try XtermReceiver(on: server, geometry: "60x6+640+560")
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        receiver = nil
        other = nil
        document = nil
        server?.stop()
        super.tearDown()
    }

    var server: PrivateDesktop { Self.server }
    var receiver: XtermReceiver { Self.receiver }

    /// Starts `captext capture --select ARGS` with the receiver focused, and waits for the overlay.
    func startCapture(_ arguments: [String]) throws -> BackgroundProcess {
        try Self.other.reset()
        try receiver.reset()
        try server.run("xdotool", "mousemove", "640", "400")
        let capture = try BackgroundProcess([captextBinary, "capture", "--select"] + arguments, environment: server.environment)
        _ = try server.waitForWindow("--classname", "captext")
        // The overlay maps its windows, then grabs pointer and keyboard.
        usleep(400_000)
        return capture
    }

    func testDragSelectsThePhoneNumberAndTypesIt() throws {
        let capture = try startCapture(["--type", "phone"])
        try server.drag(from: (20, 226), to: (620, 270))
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0132"), "(415) 555-0132")
    }

    func testClickSelectsTheLineUnderThePointer() throws {
        let capture = try startCapture(["--to", "stdout"])
        try server.run("xdotool", "mousemove", "200", "350", "click", "1")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "maria.keller@kellerstone.com\n")
    }

    func testClickWithATypeTakesTheItemUnderThePointer() throws {
        // The fax line: ranking alone would give the phone number above it.
        let capture = try startCapture(["--type", "phone", "--to", "stdout"])
        try server.run("xdotool", "mousemove", "250", "300", "click", "1")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "(415) 555-0199\n")
    }

    func testKeyboardOnlySelection() throws {
        let capture = try startCapture(["--type", "phone"])
        // The first arrow places a 240x40 box centred on the pointer; Shift+Right widens it.
        try server.run("xdotool", "mousemove", "200", "247")
        try server.run("xdotool", "key", "Right")
        for _ in 0..<12 { try server.run("xdotool", "key", "shift+Right") }
        try server.run("xdotool", "key", "Return")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0132"), "(415) 555-0132")
    }

    func testEscapeCancelsAndTypesNothing() throws {
        let capture = try startCapture(["--type", "phone"])
        try server.run("xdotool", "key", "Escape")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "", quiet: 0.5), "")
        XCTAssertEqual(try server.run("xdotool", "getwindowfocus"), receiver.window, "the focus stays where it was")
    }

    func testFocusMovedBeforeDeliveryCopiesInsteadOfTyping() throws {
        let capture = try startCapture(["--type", "phone"])
        try server.focus(Self.other.window)
        try server.drag(from: (20, 226), to: (620, 270))
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was typed"), result.stderr)
        XCTAssertEqual(receiver.received(expecting: "", quiet: 0.5), "")
        XCTAssertEqual(Self.other.received(expecting: "", quiet: 0.5), "")
        XCTAssertEqual(try server.run("xclip", "-o", "-selection", "clipboard"), "(415) 555-0132")
    }

    func testEmptySelectionIsAnError() throws {
        let capture = try startCapture([])
        try server.drag(from: (300, 300), to: (306, 302))
        let result = try capture.wait()
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("too small"), result.stderr)
    }
}

extension SelectCaptureTests {
    func testChooserPicksTheSecondNumberWithKeyTwo() throws {
        let capture = try startCapture(["--type", "phone"])
        try server.drag(from: (20, 226), to: (620, 320))
        try server.waitForPopup()
        try server.run("xdotool", "key", "2")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0199"), "(415) 555-0199")
    }

    func testPreviewIsEditedBeforeItIsTyped() throws {
        let capture = try startCapture(["--type", "phone", "--preview"])
        try server.drag(from: (20, 226), to: (620, 270))
        try server.waitForPopup()
        // Replace the last digit, then confirm.
        try server.run("xdotool", "key", "End", "BackSpace", "9", "Return")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "(415) 555-0139"), "(415) 555-0139")
    }

    func testPreviewEscapeTypesNothing() throws {
        let capture = try startCapture(["--type", "phone", "--preview"])
        try server.drag(from: (20, 226), to: (620, 270))
        try server.waitForPopup()
        try server.run("xdotool", "key", "Escape")
        let result = try capture.wait()
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(receiver.received(expecting: "", quiet: 0.5), "")
    }
}
