import CX11

/// What the X server says about a window, for choosing a content type: the client's WM_CLASS,
/// title and role, its process, and `_CAPTEXT_CONTENT_TYPE` from the window or an ancestor.
public struct WindowDescription: Sendable, Equatable {
    public let target: TargetWindow
    public let title: String?
    /// WM_WINDOW_ROLE.
    public let role: String?
    /// _NET_WM_PID, when the client sets it.
    public let processID: Int32?
    /// `_CAPTEXT_CONTENT_TYPE` and the window it was found on (the focused window or the
    /// nearest ancestor up to the top level that has it).
    public let declaredContentType: (value: String, window: UInt)?

    public static func == (lhs: WindowDescription, rhs: WindowDescription) -> Bool {
        lhs.target == rhs.target && lhs.title == rhs.title && lhs.role == rhs.role && lhs.processID == rhs.processID
            && lhs.declaredContentType?.value == rhs.declaredContentType?.value
            && lhs.declaredContentType?.window == rhs.declaredContentType?.window
    }
}

extension X11Display {
    /// The focused window described, or nil when nothing has the focus.
    public func describeFocusedWindow() -> WindowDescription? {
        focusedWindow().map(describe)
    }

    /// Describes the window with id `window`; fails when there is no such window.
    public func describe(window: UInt) throws(X11Error) -> WindowDescription {
        _ = try attributes(of: window)
        let client = clientWindow(from: Window(window))
        return describe(TargetWindow(window: window, client: client.map(UInt.init),
                                     wmClass: client.map(wmClass(of:)) ?? [], followsPointer: false))
    }

    private func describe(_ target: TargetWindow) -> WindowDescription {
        let client = target.client.map { Window($0) }
        let title = client.flatMap { utf8Property("_NET_WM_NAME", of: $0) ?? textProperty(XA_WM_NAME, of: $0) }
        let role = client.flatMap { textProperty(atom("WM_WINDOW_ROLE"), of: $0) }
        let pid = client.flatMap { cardinalProperty("_NET_WM_PID", of: $0) }.map { Int32(truncatingIfNeeded: $0) }
        return WindowDescription(target: target, title: title, role: role, processID: pid,
                                 declaredContentType: declaredContentType(from: Window(target.window), upTo: client))
    }

    /// `_CAPTEXT_CONTENT_TYPE` on `window` or its ancestors, stopping at the top level `client`
    /// (or the root when the window has no client).
    private func declaredContentType(from window: Window, upTo client: Window?) -> (value: String, window: UInt)? {
        var current = window
        while current != 0 && current != rootWindow {
            if let value = utf8Property("_CAPTEXT_CONTENT_TYPE", of: current) { return (value, UInt(current)) }
            if current == client { return nil }
            guard let parent = parent(of: current) else { return nil }
            current = parent
        }
        return nil
    }

    /// The root window's text property `name` (e.g. AT_SPI_BUS, the accessibility bus address
    /// some sessions publish there), or nil when absent or empty.
    public func rootProperty(_ name: String) -> String? {
        utf8Property(name, of: Window(rootWindow))
    }

    /// The root window's CARDINAL (format 32) property `name`; empty when absent.
    package func rootCardinals(_ name: String) -> [UInt] {
        let existing = XInternAtom(handle, name, 1)
        guard existing != 0, let (bytes, format) = rawProperty(existing, of: Window(rootWindow)), format == 32 else { return [] }
        return bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
    }

    /// Replaces (or, with `append`, extends) the root window's CARDINAL property `name`;
    /// an empty replacement deletes it.
    package func setRootCardinals(_ name: String, _ values: [UInt], append: Bool = false) {
        let property = atom(name), root = Window(rootWindow)
        guard append || !values.isEmpty else {
            XDeleteProperty(handle, root, property)
            return
        }
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(handle, root, property, XA_CARDINAL, 32, append ? PropModeAppend : PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }

    /// A UTF8_STRING property (also accepts STRING), or nil when absent or empty.
    func utf8Property(_ name: String, of window: Window) -> String? {
        let existing = XInternAtom(handle, name, 1)
        guard existing != 0 else { return nil }
        return textProperty(existing, of: window)
    }

    /// A text property decoded as UTF-8 (Latin-1 STRING is ASCII in practice for these names).
    private func textProperty(_ property: Atom, of window: Window) -> String? {
        guard let (bytes, format) = rawProperty(property, of: window), format == 8 else { return nil }
        let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    private func cardinalProperty(_ name: String, of window: Window) -> UInt? {
        let existing = XInternAtom(handle, name, 1)
        guard existing != 0, let (bytes, format) = rawProperty(existing, of: window), format == 32,
              bytes.count >= MemoryLayout<UInt>.size else { return nil }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt.self) }
    }

    /// The property's bytes (format-32 items are `long`s, as Xlib returns them) and its format.
    private func rawProperty(_ property: Atom, of window: Window) -> ([UInt8], Int32)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(handle, window, property, 0, 4096, 0, Atom(AnyPropertyType),
                                        &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, type != 0 else { return nil }
        let itemSize = format == 32 ? MemoryLayout<UInt>.size : Int(format / 8)
        return (Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)), format)
    }
}
