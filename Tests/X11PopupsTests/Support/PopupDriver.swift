import CX11
import Foundation
import TestDesktop
import X11Capture
import X11Connection

/// Runs one of captext's popups on a background thread with its own X connection, as the
/// capture command runs it, so the test's thread stays free to drive it.
final class BackgroundRun<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<T, Error>?

    init(display: String, _ body: @escaping @Sendable (X11Display) throws -> T) {
        let thread = Thread { [self] in
            let outcome = Result { () throws -> T in try body(try X11Display(name: display)) }
            condition.lock()
            result = outcome
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// The popup's result; a popup still running after `timeout` fails the test.
    func value(timeout: TimeInterval = 10) throws -> T {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while result == nil {
            guard condition.wait(until: deadline) else { throw TestFailure("the popup did not finish within \(timeout) s") }
        }
        return try result!.get()
    }
}

/// Synthetic input and window inspection from the test's own X connection.
final class PopupDriver {
    let display: X11Display

    init(display: String) throws {
        self.display = try X11Display(name: display)
    }

    var handle: OpaquePointer { display.handle }

    func move(_ x: Int, _ y: Int) {
        XTestFakeMotionEvent(handle, -1, Int32(x), Int32(y), 0)
        XSync(handle, 0)
    }

    func button(_ number: UInt32 = 1, down: Bool) {
        XTestFakeButtonEvent(handle, number, down ? 1 : 0, 0)
        XSync(handle, 0)
    }

    /// A click with modifier keys ("Shift_L") held around it.
    func click(at x: Int, _ y: Int, button: UInt32 = 1, holding modifiers: [String] = []) {
        let codes = modifiers.map(keycode)
        codes.forEach { XTestFakeKeyEvent(handle, UInt32($0), 1, 0) }
        move(x, y)
        self.button(button, down: true)
        self.button(button, down: false)
        codes.reversed().forEach { XTestFakeKeyEvent(handle, UInt32($0), 0, 0) }
        XSync(handle, 0)
    }

    /// Presses and releases the key for a keysym name ("Left", "Return", "2"), with modifier
    /// keys ("Shift_L", "Control_L") held around it.
    func key(_ name: String, holding modifiers: [String] = []) {
        let codes = modifiers.map(keycode)
        codes.forEach { XTestFakeKeyEvent(handle, UInt32($0), 1, 0) }
        let code = UInt32(keycode(name))
        XTestFakeKeyEvent(handle, code, 1, 0)
        XTestFakeKeyEvent(handle, code, 0, 0)
        codes.reversed().forEach { XTestFakeKeyEvent(handle, UInt32($0), 0, 0) }
        XSync(handle, 0)
    }

    /// Types ASCII text key by key (Shift for capitals and shifted symbols on a US layout).
    func type(_ text: String) {
        let shifted = Set(#"ABCDEFGHIJKLMNOPQRSTUVWXYZ~!@#$%^&*()_+{}|:"<>?"#)
        for character in text {
            let name = character == " " ? "space" : String(character)
            key(name, holding: shifted.contains(character) ? ["Shift_L"] : [])
        }
    }

    private func keycode(_ name: String) -> KeyCode {
        let symbol = XStringToKeysym(name)
        let code = XKeysymToKeycode(handle, symbol)
        precondition(code != 0, "no key for \(name)")
        return code
    }

    /// Waits until a popup holds the keyboard grab (the test cannot take it), i.e. it is ready
    /// for input.
    func waitForPopupGrab(timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !captextWindows().filter(\.mapped).isEmpty {
                let status = XGrabKeyboard(handle, display.rootWindow, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
                if status == GrabSuccess { XUngrabKeyboard(handle, Time(CurrentTime)) }
                XSync(handle, 0)
                if status == AlreadyGrabbed { return }
            }
            usleep(20_000)
        }
        throw TestFailure("no captext popup took the keyboard within \(timeout) s")
    }

    struct WindowInfo {
        let id: Window
        let frame: ScreenRect
        let mapped: Bool
        let overrideRedirect: Bool
    }

    /// Top-level windows named captext (WM_CLASS), mapped or not.
    func captextWindows() -> [WindowInfo] {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(handle, display.rootWindow, &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return UnsafeBufferPointer(start: children, count: Int(count)).compactMap { window in
            var hint = XClassHint()
            guard XGetClassHint(handle, window, &hint) != 0 else { return nil }
            let name = hint.res_name.map { String(cString: $0) }
            if let n = hint.res_name { XFree(n) }
            if let c = hint.res_class { XFree(c) }
            guard name == "captext" else { return nil }
            var attributes = XWindowAttributes()
            XGetWindowAttributes(handle, window, &attributes)
            return WindowInfo(id: window, frame: ScreenRect(x: Int(attributes.x), y: Int(attributes.y),
                                                            width: Int(attributes.width), height: Int(attributes.height)),
                              mapped: attributes.map_state == IsViewable, overrideRedirect: attributes.override_redirect != 0)
        }
    }

    /// The window with the input focus (XGetInputFocus).
    func focus() -> Window {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(handle, &focus, &revert)
        return focus
    }

    /// True when the test can grab pointer and keyboard itself, i.e. captext let go of both.
    func inputIsFree() -> Bool { display.inputIsFree() }

    /// Grabs the screen until `check` accepts it (the popup redraws asynchronously).
    func screen(until check: (ScreenImage) -> Bool, timeout: TimeInterval = 5) throws -> ScreenImage {
        let deadline = Date().addingTimeInterval(timeout)
        var image = try ScreenGrab(display: display).image
        while !check(image) && Date() < deadline {
            usleep(30_000)
            image = try ScreenGrab(display: display).image
        }
        return image
    }
}

/// A plain xterm holding the keyboard focus: the "user's field" whose focus must not move.
final class FocusedXterm {
    let process: Process
    let window: Window

    init(on server: PrivateDesktop) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
        process.arguments = ["-geometry", "40x5+700+500"]
        process.environment = server.environment
        process.standardError = FileHandle.nullDevice
        try process.run()
        let id = try server.window(of: process)
        try server.focus(id)
        guard let window = Window(id) else { throw TestFailure("bad window id \(id)") }
        self.window = window
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

extension PrivateDesktop {
    /// An xterm titled `title` at `geometry` showing `lines` in 16 px DejaVu Sans Mono, black on
    /// white (text Live Text's tests read with real Tesseract), once it is mapped.
    func showText(_ lines: [String], title: String, geometry: String) throws -> Client {
        let printed = lines.map { $0 + "\\n" }.joined()
        let client = try Client(["xterm", "-T", title, "-bg", "white", "-fg", "black", "-fa", "DejaVu Sans Mono", "-fs", "16",
                                 "-geometry", geometry, "-e", "sh", "-c", "printf '\(printed)'; exec sleep 600"], on: self)
        _ = try waitForWindow("--name", title)
        return client
    }
}
