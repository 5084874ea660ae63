import CX11

extension X11Display {
    /// Where `window` lies on the screen (root-window pixels, border excluded), or nil when it
    /// does not exist or is not mapped.
    public func frameOfWindow(_ window: UInt) -> ScreenRect? {
        var attributes = XWindowAttributes()
        let exists = (try? checked("") { XGetWindowAttributes(handle, Window(window), &attributes) }) ?? 0
        guard exists != 0, attributes.map_state == IsViewable else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(handle, Window(window), rootWindow, 0, 0, &x, &y, &child) != 0 else { return nil }
        return ScreenRect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
    }

    /// The pointer's position in root-window pixels.
    public func pointerLocation() -> (x: Int, y: Int) {
        var root: Window = 0, child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        var mask: UInt32 = 0
        XQueryPointer(handle, rootWindow, &root, &child, &rootX, &rootY, &x, &y, &mask)
        return (Int(rootX), Int(rootY))
    }
}

extension X11Display {
    /// The frames of the mapped application windows, bottom to top in stacking order (menus,
    /// tooltips and our own overlay passed over): what a screen grab shows, window by window.
    public func topLevelFrames() -> [ScreenRect] {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(handle, rootWindow, &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).compactMap { index in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(handle, children[index], &attributes) != 0,
                  attributes.map_state == IsViewable, attributes.override_redirect == 0 else { return nil }
            return ScreenRect(x: Int(attributes.x), y: Int(attributes.y),
                              width: Int(attributes.width + 2 * attributes.border_width),
                              height: Int(attributes.height + 2 * attributes.border_width))
        }
    }
}
