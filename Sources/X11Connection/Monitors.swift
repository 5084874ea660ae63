import CX11

extension X11Display {
    /// The active monitors from XRandR 1.5 (`XRRGetMonitors`), primary first; the whole root
    /// window as one monitor named "screen" when RandR is missing or reports none.
    public func monitors() -> [Monitor] {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(handle, rootWindow, &attributes)
        let whole = Monitor(name: "screen", x: 0, y: 0, width: Int(attributes.width), height: Int(attributes.height), isPrimary: true)
        guard hasRandR15 else { return [whole] }
        var count: Int32 = 0
        guard let list = XRRGetMonitors(handle, rootWindow, 1, &count) else { return [whole] }
        defer { XRRFreeMonitors(list) }
        var monitors: [Monitor] = []
        for info in UnsafeBufferPointer(start: list, count: Int(max(count, 0))) where info.width > 0 && info.height > 0 {
            monitors.append(Monitor(name: atomName(info.name) ?? "monitor \(monitors.count + 1)",
                                    x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height),
                                    isPrimary: info.primary != 0))
        }
        guard !monitors.isEmpty else { return [whole] }
        // Stable order: primary first, then left to right, top to bottom.
        return monitors.sorted { a, b in
            if a.isPrimary != b.isPrimary { return a.isPrimary }
            return (a.x, a.y) < (b.x, b.y)
        }
    }

    private var hasRandR15: Bool {
        var event: Int32 = 0, error: Int32 = 0
        guard XRRQueryExtension(handle, &event, &error) != 0 else { return false }
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryVersion(handle, &major, &minor) != 0 else { return false }
        return major > 1 || (major == 1 && minor >= 5)
    }

    func atomName(_ atom: Atom) -> String? {
        guard atom != 0, let name = XGetAtomName(handle, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }
}
