import CX11

/// What the X server offers captext, for `captext doctor` (with `hasSharedMemory`); the Xlib calls stay here.
extension X11Display {
    /// Monitors described by RandR; without it all monitors are one screen.
    public var hasRandR: Bool {
        var event: Int32 = 0, error: Int32 = 0
        return XRRQueryExtension(handle, &event, &error) != 0
    }

    /// Of `keysyms` (names as in keysymdef.h without XK_: "a", "Return", "Shift_L"), those no
    /// key of the current map produces.
    public func keysymsWithoutKey(_ keysyms: [String]) -> [String] {
        keysyms.filter { name in
            let keysym = XStringToKeysym(name)
            return keysym == 0 || XKeysymToKeycode(handle, keysym) == 0
        }
    }

    /// The active keyboard group (layout), counted from 1.
    public var keyboardGroup: Int {
        var state = XkbStateRec()
        XkbGetState(handle, UInt32(XkbUseCoreKbd), &state)
        return Int(state.group) + 1
    }
}
