import CX11

/// The window typed keys go to, fixed when typing starts.
public struct TargetWindow: Sendable, Equatable, CustomStringConvertible {
    /// The window with the input focus, or the window under the pointer when focus follows
    /// the pointer (no window manager: XGetInputFocus says PointerRoot).
    public let window: UInt
    /// The nearest window at or above `window` with WM_CLASS (the application's top level).
    public let client: UInt?
    /// WM_CLASS instance and class names of `client`.
    public let wmClass: [String]
    public let followsPointer: Bool

    /// True when the window belongs to a terminal emulator (per `classes`).
    public func isTerminal(classes: Set<String>) -> Bool {
        let lowered = Set(classes.map { $0.lowercased() })
        return wmClass.contains { lowered.contains($0.lowercased()) }
    }

    public var description: String {
        let name = wmClass.last.map { " (\($0))" } ?? ""
        return "window 0x\(String(client ?? window, radix: 16))\(name)"
    }
}

extension X11Display {
    /// The window that receives keys now, or nil when nothing (or only the root) has focus.
    public func focusedWindow() -> TargetWindow? {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(handle, &focus, &revert)
        let followsPointer = focus == Window(PointerRoot)
        if followsPointer { focus = deepestWindowUnderPointer() }
        guard focus != 0, focus != rootWindow else { return nil }
        return target(focus, followsPointer: followsPointer)
    }

    /// The window's attributes; a clear error when there is no such window.
    func attributes(of window: UInt) throws(X11Error) -> XWindowAttributes {
        var attributes = XWindowAttributes()
        let missing = X11Error.request("there is no window 0x\(String(window, radix: 16))")
        do throws(X11Error) {
            guard try checked("", { XGetWindowAttributes(handle, Window(window), &attributes) }) != 0 else { throw missing }
        } catch .connectionLost {
            throw .connectionLost
        } catch {
            throw missing
        }
        return attributes
    }

    /// Gives `window` the input focus and returns it as the target.
    public func focus(window: UInt) throws(X11Error) -> TargetWindow {
        // Focused, the root window sends keys wherever the pointer happens to be.
        guard window != rootWindow else {
            throw .request("window 0x\(String(window, radix: 16)) is the root window, which takes no typing; give an application's window (xwininfo shows its id)")
        }
        let attributes = try attributes(of: window)
        guard attributes.map_state == IsViewable else {
            throw .request("window 0x\(String(window, radix: 16)) is not visible, so it cannot take the keyboard focus")
        }
        try checked("focusing window 0x\(String(window, radix: 16))") {
            XSetInputFocus(handle, Window(window), RevertToParent, Time(CurrentTime))
        }
        return target(window, followsPointer: false)
    }

    /// True while keys still go to `target`'s application: the focus is unchanged, or it moved
    /// within the same top-level window.
    package func focusIsStill(on target: TargetWindow) -> Bool {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(handle, &focus, &revert)
        if !target.followsPointer && focus == target.window { return true }
        guard let now = focusedWindow() else { return false }
        return now.window == target.window || (target.client != nil && now.client == target.client)
    }

    private func target(_ window: Window, followsPointer: Bool) -> TargetWindow {
        let client = clientWindow(from: window)
        return TargetWindow(window: UInt(window), client: client.map(UInt.init),
                            wmClass: client.map(wmClass(of:)) ?? [], followsPointer: followsPointer)
    }

    private func deepestWindowUnderPointer() -> Window {
        var window = rootWindow
        while true {
            var root: Window = 0, child: Window = 0
            var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
            var mask: UInt32 = 0
            guard XQueryPointer(handle, window, &root, &child, &rootX, &rootY, &x, &y, &mask) != 0, child != 0 else {
                return window
            }
            window = child
        }
    }

    /// Walks up from `window` to the first window with WM_CLASS.
    /// The window's parent; nil when the server cannot tell (the window is gone).
    func parent(of window: Window) -> Window? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(handle, window, &root, &parent, &children, &count) != 0 else { return nil }
        if let children { XFree(children) }
        return parent
    }

    func clientWindow(from window: Window) -> Window? {
        var current = window
        while current != 0 && current != rootWindow {
            if !wmClass(of: current).isEmpty { return current }
            guard let parent = parent(of: current) else { return nil }
            current = parent
        }
        return nil
    }

    func wmClass(of window: Window) -> [String] {
        var hint = XClassHint()
        guard XGetClassHint(handle, window, &hint) != 0 else { return [] }
        defer {
            if let name = hint.res_name { XFree(name) }
            if let name = hint.res_class { XFree(name) }
        }
        return [hint.res_name, hint.res_class].compactMap { $0.map { String(cString: $0) } }
    }

    package func wmProtocols(of window: Window) -> [Atom] {
        var protocols: UnsafeMutablePointer<Atom>?
        var count: Int32 = 0
        guard XGetWMProtocols(handle, window, &protocols, &count) != 0, let protocols else { return [] }
        defer { XFree(protocols) }
        return Array(UnsafeBufferPointer(start: protocols, count: Int(count)))
    }
}
