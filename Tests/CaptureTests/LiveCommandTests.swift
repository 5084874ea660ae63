import Foundation
import TestDesktop
import XCTest

/// `captext live` end to end: the frozen screen read by real Tesseract, words selected with
/// XTest pointer events (xdotool), Ctrl+C served as the CLIPBOARD and read back with xclip,
/// over a screen of real windows: card-phone-fax.png at the top-left corner, a two-column
/// article beside it at (920, 0), and a GTK dialog below.
final class LiveCommandTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var windows: [Client] = []

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "1920x1080x24"])
            windows.append(try server.showCard())
            windows.append(try Client(["display", "-geometry", "+920+0", try fixturePath("two-column-article.png")], on: server))
            _ = try server.waitForWindow("--name", "ImageMagick: two-column-article")
            let dialog = try Client(["zenity", "--info", "--title", "Backup", "--text", "Backup finished: 12 files copied"], on: server)
            try server.run("xdotool", "windowmove", try server.window(of: dialog.process), "0", "620")
            windows.append(dialog)
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        windows = []
        server?.stop()
        super.tearDown()
    }

    var server: PrivateDesktop { Self.server }

    /// Starts `captext live` with an empty clipboard and waits for the overlay's grab.
    func startLive(environment extra: [String: String] = [:]) throws -> BackgroundProcess {
        try server.run("sh", "-c", "printf '' | xclip -selection clipboard")
        let live = try BackgroundProcess([captextBinary, "live"], environment: server.environment.merging(extra) { $1 })
        _ = try server.waitForWindow("--classname", "captext")
        usleep(400_000)
        return live
    }

    /// Repeats `select` and Ctrl+C until the clipboard holds something: gestures made before
    /// the screen is read select nothing. The clipboard is watched long enough between tries
    /// that a press of the next try never counts as a double click with the last.
    func copy(after select: () throws -> Void, timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            try select()
            try server.run("xdotool", "key", "ctrl+c")
            let copied = try clipboard(within: 1.5) { !$0.isEmpty }
            if !copied.isEmpty { return copied }
        }
        throw TestFailure("nothing was copied within \(timeout) s")
    }

    /// The clipboard once `accepts` it (a copy takes a moment to be served), else after `timeout`.
    func clipboard(within timeout: TimeInterval = 10, until accepts: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var content = ""
        repeat {
            content = try runProcess(["xclip", "-o", "-selection", "clipboard"], environment: server.environment).stdout
            if accepts(content) { break }
            usleep(100_000)
        } while Date() < deadline
        return content
    }

    func close(_ live: BackgroundProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        try server.run("xdotool", "key", "Escape")
        let result = try live.wait()
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
    }

    func testDragAcrossTwoLinesCopiesTheirWordsAndTheOverlayStays() throws {
        let live = try startLive()
        // From "Phone:" to "555-0199" on the line below, the pointer over the gap between them on the way.
        let copied = try copy { try server.drag(from: (60, 250), to: (300, 300)) }
        XCTAssertEqual(copied, "Phone: (415) 555-0132\nFax: (415) 555-0199")
        // Still open: a second selection is copied too.
        try server.drag(from: (60, 350), to: (400, 350))
        try server.run("xdotool", "key", "ctrl+c")
        XCTAssertEqual(try clipboard { $0.hasPrefix("maria") }, "maria.keller@kellerstone.com")
        try close(live)
    }

    /// Beside each line of the article's left column stands one of the right column: a drag
    /// down three lines of the left one copies exactly those lines.
    func testDragDownThreeLinesOfTheLeftColumnCopiesThem() throws {
        let live = try startLive()
        // From "For" to "gave" (the article's pixels, shown at x + 920).
        let copied = try copy { try server.drag(from: (955, 77), to: (1225, 115)) }
        XCTAssertEqual(copied, "For example, if you distribute copies of the\nlibrary, whether gratis or for a fee, you must\ngive the recipients all the rights that we gave")
        try close(live)
    }

    func testDoubleClickCopiesAWordAndTripleClickALine() throws {
        let live = try startLive()
        let word = try copy { try server.run("xdotool", "mousemove", "130", "300", "click", "--repeat", "2", "--delay", "80", "1") }
        XCTAssertEqual(word, "(415)")
        try server.run("xdotool", "mousemove", "130", "300", "click", "--repeat", "3", "--delay", "80", "1")
        try server.run("xdotool", "key", "ctrl+c")
        XCTAssertEqual(try clipboard { $0.hasPrefix("Fax") }, "Fax: (415) 555-0199")
        try close(live)
    }

    /// Enter types the selection into the window that had the focus (a terminal: no Return
    /// after it), and closes the overlay.
    func testEnterTypesTheSelectionIntoTheFocusedTerminal() throws {
        let terminal = try XtermReceiver(on: server, geometry: "40x4+920+560")
        try terminal.reset()
        let live = try startLive()
        // Tab goes to the first detected item, the phone number.
        XCTAssertEqual(try copy { try server.run("xdotool", "key", "Tab") }, "(415) 555-0132")
        try server.run("xdotool", "key", "Return")
        let result = try live.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(terminal.received(expecting: "(415) 555-0132"), "(415) 555-0132")
    }

    func testEscapeBeforeTheScreenIsReadExitsZero() throws {
        let live = try startLive()
        try close(live)
    }

    /// The engine fails in the background (corrupt language data, found only when it loads):
    /// the overlay closes, the error is one line, exit 2, no window left.
    func testReadingThatFailsClosesTheOverlayWithItsError() throws {
        let tessdata = FileManager.default.temporaryDirectory.appendingPathComponent("captext-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tessdata, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tessdata) }
        try Data(repeating: 0x5A, count: 4096).write(to: tessdata.appendingPathComponent("eng.traineddata"))
        let live = try BackgroundProcess([captextBinary, "live", "--lang", "eng"],
                                         environment: server.environment.merging(["TESSDATA_PREFIX": tessdata.path]) { $1 })
        let result = try live.wait(timeout: 60)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "captext: language data 'eng' in \(tessdata.path) could not be loaded (unreadable or corrupt): reinstall its tesseract-ocr-* package\n")
        XCTAssertEqual(try server.run("sh", "-c", "xdotool search --classname captext || true"), "")
    }

    func testNoDisplayIsAOneLineError() throws {
        let result = try runProcess([captextBinary, "live", "--display", ":97"], environment: server.environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("captext: "), result.stderr)
    }
}
