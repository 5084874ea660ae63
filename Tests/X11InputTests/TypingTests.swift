import CX11
import Foundation
import TestDesktop
import X11Connection
@testable import X11Input
import XCTest

/// `captext type` end to end on a private Xvfb, into real receivers that report exactly what
/// arrived: xterm (raw `cat`), a GTK entry and a GTK text view (zenity).
final class TypingTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var xterm: XtermReceiver!

    static let cases: [(name: String, text: String)] = [
        ("ASCII", ##"The quick brown fox jumps over the lazy dog 0123456789 !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##),
        ("Latin accents", "Straße Ärger Öl Über ß Ä É é è ê ë à â ç ñ ø å æ œ Ł ő"),
        ("Cyrillic", "Съешь же ещё этих мягких французских булок, да выпей чаю. ЁЙЩ"),
        ("Greek", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία. ΑΒΓΔ άέήίόύώ ς"),
        ("Korean", "다람쥐 헌 쳇바퀴에 타고파"),
        ("Japanese", "いろはにほへと カタカナ 漢字"),
        ("Chinese", "我能吞下玻璃而不伤身体"),
        ("Vietnamese", "Tiếng Việt: ệ ộ ậ ẫ ữ ỡ ặ ẳ, decomposed: e\u{323}\u{302} o\u{31B}\u{303}"),
        ("Emoji", "😀 👍🏽 👩‍💻 🇩🇪 ❤️"),
    ]

    /// (setxkbmap layout, XKB group to lock): us,ru both with us active and with ru active.
    static let layouts: [(layout: String, group: Int)] = [("us", 0), ("de", 0), ("fr", 0), ("us,ru", 0), ("us,ru", 1)]

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            xterm = try XtermReceiver(on: server)
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        xterm = nil
        server?.stop()
        super.tearDown()
    }

    var server: PrivateDesktop { Self.server }
    var xterm: XtermReceiver { Self.xterm }

    // MARK: - Characters on every layout

    func testEveryCaseIntoXtermOnEveryLayout() throws {
        for (layout, group) in Self.layouts {
            try useLayout(layout, group: group)
            let before = try server.keymapDump()
            for (name, text) in Self.cases {
                try xterm.reset()
                let result = try type([text])
                XCTAssertEqual(result.status, 0, "\(name) on \(layout)/\(group): \(result.stderr)")
                XCTAssertEqual(xterm.received(expecting: text), text, "\(name) on \(layout) group \(group + 1)")
            }
            try assertKeyboardUnchanged(before, group: group, "after typing on \(layout)")
        }
    }

    func testEveryCaseIntoGTKEntryOnEveryLayout() throws {
        let text = Self.cases.map(\.text).joined(separator: " ")
        for (layout, group) in Self.layouts {
            try useLayout(layout, group: group)
            let before = try server.keymapDump()
            let entry = try ZenityReceiver(.entry, on: server)
            // The newline becomes Return, which closes the dialog.
            let result = try type([text + "\n"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try entry.finish(pressReturn: false), text, "GTK entry on \(layout) group \(group + 1)")
            try assertKeyboardUnchanged(before, group: group, "after typing on \(layout)")
        }
    }

    func testMixedTextsOf2000Characters() throws {
        let mixed = try fixture("mixed-2000.txt")
        let manyScripts = try fixture("many-scripts-2000.txt")
        try useLayout("us,ru", group: 0)
        let before = try server.keymapDump()
        for text in [mixed, manyScripts] {
            try xterm.reset()
            XCTAssertEqual(try type(["--file", "-"], input: text).status, 0)
            XCTAssertEqual(xterm.received(expecting: text), text)
        }
        let entry = try ZenityReceiver(.entry, on: server)
        XCTAssertEqual(try type(["--file", "-"], input: mixed).status, 0)
        XCTAssertEqual(try entry.finish(), mixed)
        try assertKeyboardUnchanged(before, group: 0, "after 2000 characters")
    }

    /// Characters that also have a pre-Unicode keysym (‰, ≃, ⎛, Hangul jamo…): bound as those,
    /// xterm and GTK lost some.
    func testCharactersWithLegacyKeysyms() throws {
        let text = try fixture("legacy-keysym-characters.txt")
        try useLayout("us", group: 0)
        try xterm.reset()
        XCTAssertEqual(try type(["--file", "-"], input: text).status, 0)
        XCTAssertEqual(xterm.received(expecting: text), text)
        let entry = try ZenityReceiver(.entry, on: server)
        XCTAssertEqual(try type(["--file", "-"], input: text).status, 0)
        XCTAssertEqual(try entry.finish(), text)
    }

    // MARK: - Newlines, tabs, control characters

    func testNewlinesAndTabsInTerminal() throws {
        try useLayout("us", group: 0)
        let expectations: [([String], String)] = [
            (["a\nb\tc\r\nd\u{7}e"], "a b\tc de"),           // terminal default: newline → space
            (["--newline", "return", "a\nb"], "a\rb"),      // raw tty: Return arrives as \r
            (["--newline", "drop", "--tab", "spaces", "a\nb\tc"], "ab    c"),
            (["--tab", "drop", "a\tb"], "ab"),
        ]
        for (arguments, expected) in expectations {
            try xterm.reset()
            XCTAssertEqual(try type(arguments).status, 0)
            XCTAssertEqual(xterm.received(expecting: expected), expected, "\(arguments)")
        }
        try xterm.reset()
        let refused = try type(["--newline", "keep-lines", "rm -rf x\nls"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("terminal"), refused.stderr)
        XCTAssertEqual(xterm.received(expecting: ""), "")
    }

    func testNewlinesAndTabsInGTKTextView() throws {
        try useLayout("de", group: 0)
        let text = "line1 ü\nline2\tTab 世界\n€ @ {}\n"
        let view = try ZenityReceiver(.textView, on: server)
        XCTAssertEqual(try type([text]).status, 0)
        XCTAssertEqual(try view.finish(), text)

        let keepLines = try ZenityReceiver(.textView, on: server)
        XCTAssertEqual(try type(["--newline", "keep-lines", "l1\nl2\n\n"]).status, 0)
        XCTAssertEqual(try keepLines.finish(), "l1\nl2")
    }

    // MARK: - Modifiers and locks

    func testShiftHeldAtStartIsWaitedFor() throws {
        try useLayout("us", group: 0)
        try xterm.reset()
        try server.run("xdotool", "keydown", "Shift_L")
        let typing = try startType(["abc ä Ж"])
        usleep(400_000)
        try server.run("xdotool", "keyup", "Shift_L")
        typing.waitUntilExit()
        XCTAssertEqual(typing.terminationStatus, 0)
        XCTAssertEqual(xterm.received(expecting: "abc ä Ж"), "abc ä Ж")
    }

    func testShiftNeverReleasedFailsClearly() throws {
        try useLayout("us", group: 0)
        try xterm.reset()
        let before = try server.keymapDump()
        try server.run("xdotool", "keydown", "Shift_L")
        defer { _ = try? server.run("xdotool", "keyup", "Shift_L") }
        let result = try type(["abc"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Shift_L"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1)
        XCTAssertEqual(xterm.received(expecting: "", quiet: 0.5), "")
        XCTAssertEqual(try server.keymapDump(), before)
    }

    func testCapsLockIsOffWhileTypingAndBackAfter() throws {
        try useLayout("de", group: 0)
        try withDisplay { XkbLockModifiers($0.handle, UInt32(XkbUseCoreKbd), UInt32(LockMask), UInt32(LockMask)) }
        defer { try? withDisplay { XkbLockModifiers($0.handle, UInt32(XkbUseCoreKbd), UInt32(LockMask), 0) } }
        try xterm.reset()
        XCTAssertEqual(try type(["Hello ä Ö ß"]).status, 0)
        XCTAssertEqual(xterm.received(expecting: "Hello ä Ö ß"), "Hello ä Ö ß")
        XCTAssertEqual(try keyboardState().locked_mods & UInt8(LockMask), UInt8(LockMask))
    }

    // MARK: - Stops

    func testSignalsMidRunRestoreTheKeymap() throws {
        try useLayout("us", group: 0)
        let text = String(repeating: try fixture("many-scripts-2000.txt"), count: 4)
        let before = try server.keymapDump()
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            try xterm.reset()
            let typing = try startType(["--file", "-"], input: text)
            usleep(400_000)
            kill(typing.processIdentifier, signal)
            typing.waitUntilExit()
            XCTAssertEqual(typing.terminationReason, .uncaughtSignal, "signal \(signal)")
            XCTAssertEqual(typing.terminationStatus, signal)
            let typed = xterm.received(expecting: text, quiet: 0.5)
            XCTAssertTrue(typed.unicodeScalars.count < text.unicodeScalars.count && text.unicodeScalars.starts(with: typed.unicodeScalars),
                          "signal \(signal): typing went on or went wrong")
            XCTAssertEqual(try server.keymapDump(), before, "keymap after signal \(signal)")
        }
    }

    func testFocusMovedStopsTyping() throws {
        try useLayout("us", group: 0)
        let other = try XtermReceiver(on: server)
        try other.reset()
        try xterm.reset()
        let before = try server.keymapDump()
        // Keys on the layout need no rebinding nor waiting for the client: they go fastest.
        let text = String(repeating: "the quick brown fox ", count: 10_000)
        let typing = try startType(["--file", "-"], input: text, errors: true)
        usleep(400_000)
        try server.focus(other.window)
        typing.process.waitUntilExit()
        let message = typing.stderr()
        XCTAssertEqual(typing.process.terminationStatus, 1, message)
        let count = try XCTUnwrap(Int(message.split(separator: " ").first { Int($0) != nil } ?? ""), message)
        XCTAssertTrue(message.contains("focus moved"), message)
        let typed = xterm.received(expecting: text, quiet: 0.5)
        XCTAssertTrue(text.unicodeScalars.starts(with: typed.unicodeScalars), "the first window got other text")
        XCTAssertGreaterThanOrEqual(typed.unicodeScalars.count, count)
        // The focus is checked under a server grab before every key: not one key escapes.
        XCTAssertEqual(other.received(expecting: "not even one key", quiet: 1), "", "keys typed into the window that took the focus")
        XCTAssertEqual(try server.keymapDump(), before)
    }

    func testLostConnectionIsReported() throws {
        let doomed = try PrivateDesktop()
        let terminal = try XtermReceiver(on: doomed)
        try terminal.reset()
        let typing = try startType(["--file", "-"], input: String(repeating: try fixture("many-scripts-2000.txt"), count: 4),
                                   server: doomed, errors: true)
        usleep(400_000)
        doomed.killXServer()
        typing.process.waitUntilExit()
        let message = typing.stderr()
        XCTAssertEqual(typing.process.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("lost the connection") && message.contains("could not be restored"), message)
    }

    // MARK: - Refusals

    func testNoDisplayOrBadDisplay() throws {
        var environment = server.environment
        environment["DISPLAY"] = nil
        let missing = try runProcess([captextBinary, "type", "x"], environment: environment)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("DISPLAY is not set"), missing.stderr)
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1)

        environment["DISPLAY"] = ":1999"
        let unreachable = try runProcess([captextBinary, "type", "x"], environment: environment)
        XCTAssertEqual(unreachable.status, 2)
        XCTAssertTrue(unreachable.stderr.contains("cannot open X display ':1999'"), unreachable.stderr)
        XCTAssertEqual(unreachable.stderr.split(separator: "\n").count, 1)
    }

    func testNoXTestExtension() throws {
        let plain = try PrivateDesktop(xvfbArguments: ["-extension", "XTEST"])
        defer { plain.stop() }
        let result = try runProcess([captextBinary, "type", "x"], environment: plain.environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("XTEST"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1)
    }

    func testNoFocusedWindowOrBadWindow() throws {
        try withDisplay { XSetInputFocus($0.handle, 0, Int32(RevertToNone), Time(CurrentTime)) }
        let result = try type(["x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no window has the keyboard focus"), result.stderr)

        let bad = try type(["--window", "0x7fffff0", "x"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("there is no window 0x7fffff0"), bad.stderr)

        // Focused, the root window would pass the keys to whatever lies under the pointer.
        let root = String(try X11Display(name: server.display).rootWindow)
        let rootResult = try type(["--window", root, "x"])
        XCTAssertEqual(rootResult.status, 2)
        XCTAssertTrue(rootResult.stderr.contains("is the root window"), rootResult.stderr)
    }

    func testWindowOptionFocusesTheWindow() throws {
        try useLayout("us", group: 0)
        try xterm.reset()
        try withDisplay { XSetInputFocus($0.handle, 0, Int32(RevertToNone), Time(CurrentTime)) }
        XCTAssertEqual(try type(["--window", xterm.window, "by id ü"]).status, 0)
        XCTAssertEqual(xterm.received(expecting: "by id ü"), "by id ü")
    }

    // MARK: - Library

    func testTypistReturnsTheCountAndDropsControls() throws {
        try useLayout("us", group: 0)
        try xterm.reset()
        let typist = try Typist(display: X11Display(name: server.display))
        let target = try typist.focusedWindow()
        XCTAssertTrue(target.isTerminal(classes: TypingOptions.defaultTerminalClasses))
        XCTAssertEqual(try typist.type("ok\u{1B}ж\u{0}!", into: target), 6)
        XCTAssertEqual(xterm.received(expecting: "okж!"), "okж!")
    }

    /// Spare keycodes are bound four symbols deep (plain, Shift, Level3, Shift+Level3), so the
    /// mixed 2000-character text (96 characters missing from `us`) needs two batches, not six.
    func testSpareKeycodesHoldFourLevels() throws {
        for layout in ["us", "de", "fr", "us,ru"] {
            try useLayout(layout, group: 0)
            let display = try X11Display(name: server.display)
            let keymap = try XkbKeymap(display)
            let map = KeyboardMap(keymap, activeGroup: 0, lockedModifiers: 0)
            XCTAssertEqual(map.spareKeyType.levels.map(\.keycodes.count), [0, 1, 1, 2], layout)
            XCTAssertEqual(map.spareKeyType.levels.last?.mask, UInt8(ShiftMask) | map.spareKeyType.levels[2].mask, layout)
            XCTAssertGreaterThanOrEqual(map.spareKeycodes.count * 4, 76, layout)
        }
    }

    // MARK: - Helpers

    /// Sets the layout, locks `group` (the first keeps the previous one otherwise) and
    /// focuses the shared terminal.
    private func useLayout(_ layout: String, group: Int) throws {
        try server.setLayout(layout)
        try withDisplay { XkbLockGroup($0.handle, UInt32(XkbUseCoreKbd), UInt32(group)) }
        try server.focus(xterm.window)
    }

    private func assertKeyboardUnchanged(_ before: String, group: Int, _ context: String,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try server.keymapDump(), before, "keymap \(context)", file: file, line: line)
        let state = try keyboardState()
        XCTAssertEqual(Int(state.group), group, "group \(context)", file: file, line: line)
        XCTAssertEqual(state.locked_mods & UInt8(LockMask), 0, "Caps Lock \(context)", file: file, line: line)
    }

    private func keyboardState() throws -> XkbStateRec {
        var state = XkbStateRec()
        try withDisplay { XkbGetState($0.handle, UInt32(XkbUseCoreKbd), &state) }
        return state
    }

    private func withDisplay(_ body: (X11Display) -> Void) throws {
        let display = try X11Display(name: server.display)
        body(display)
        XSync(display.handle, 0)
    }

    private func type(_ arguments: [String], input: String? = nil) throws -> ProcessResult {
        try runProcess([captextBinary, "type"] + arguments, environment: server.environment, input: input.map { Data($0.utf8) })
    }

    private func startType(_ arguments: [String], input: String? = nil) throws -> Process {
        try startType(arguments, input: input, server: server, errors: false).process
    }

    /// Starts `captext type` without waiting; with `errors`, its stderr can be read afterwards.
    private func startType(_ arguments: [String], input: String?, server: PrivateDesktop? = nil,
                           errors: Bool) throws -> (process: Process, stderr: () -> String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: captextBinary)
        process.arguments = ["type"] + arguments
        process.environment = (server ?? self.server).environment
        let inputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        process.standardError = errors ? errorPipe : FileHandle.nullDevice
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        return (process, { String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) })
    }
}
