import CX11
import Glibc
import X11Connection

extension X11Display {
    /// The core keyboard's XKB state: groups and base, latched and locked modifiers.
    func keyboardState() -> XkbStateRec {
        var state = XkbStateRec()
        XkbGetState(handle, UInt32(XkbUseCoreKbd), &state)
        return state
    }

    /// Names of the modifier keys held down now.
    func heldModifierKeys() -> [String] {
        var keys = [CChar](repeating: 0, count: 32)
        XQueryKeymap(handle, &keys)
        return (0..<256).compactMap { code -> String? in
            guard UInt8(bitPattern: keys[code / 8]) & (1 << (code % 8)) != 0 else { return nil }
            let keysym = XkbKeycodeToKeysym(handle, KeyCode(code), 0, 0)
            guard XkbKeysymToModifiers(handle, keysym) != 0 else { return nil }
            return XKeysymToString(keysym).map { String(cString: $0) } ?? "keycode \(code)"
        }
    }
}

/// The parts of the keyboard state typing changes — modifier locks (Caps Lock) and the locked
/// group — and puts back in `restore()`.
final class KeyboardStateGuard {
    private let display: X11Display
    private let originalLockedGroup: Int
    /// Locked modifiers left on while typing: Num Lock, which only changes the keypad.
    let keptLocks: UInt8
    private(set) var clearedLocks: UInt8 = 0
    private(set) var group: Int
    private var groupChanged = false

    init(display: X11Display) {
        self.display = display
        let state = display.keyboardState()
        originalLockedGroup = Int(state.locked_group)
        group = Int(state.group)
        keptLocks = state.locked_mods & UInt8(truncatingIfNeeded: XkbKeysymToModifiers(display.handle, KeySym(XK_Num_Lock)))
    }

    /// Waits until no modifier key is held, polling, up to `timeout`; unlatches latched ones.
    /// `interrupted` is asked on every poll and ends the wait with its signal.
    static func waitForReleasedModifiers(_ display: X11Display, timeout: Duration,
                                         interrupted: () -> Int32?) throws(TypingError) {
        let deadline = ContinuousClock.now + timeout
        while display.keyboardState().base_mods != 0 {
            if display.isConnectionLost { throw .connectionLost(typed: 0) }
            if let signal = interrupted() { throw .interrupted(signal: signal, typed: 0) }
            guard ContinuousClock.now < deadline else {
                let keys = display.heldModifierKeys()
                throw .modifiersHeld(keys.isEmpty ? ["unknown"] : keys)
            }
            usleep(10_000)
        }
        let latched = display.keyboardState().latched_mods
        if latched != 0 { XkbLatchModifiers(display.handle, UInt32(XkbUseCoreKbd), UInt32(latched), 0) }
    }

    /// Switches off every locked modifier but Num Lock (Caps Lock, Shift Lock, Level3 Lock).
    func clearLocks() {
        clearedLocks = display.keyboardState().locked_mods & ~keptLocks
        if clearedLocks != 0 { XkbLockModifiers(display.handle, UInt32(XkbUseCoreKbd), UInt32(clearedLocks), 0) }
    }

    func lockGroup(_ newGroup: Int) {
        guard newGroup != group else { return }
        XkbLockGroup(display.handle, UInt32(XkbUseCoreKbd), UInt32(newGroup))
        group = newGroup
        groupChanged = true
    }

    func restore() {
        if clearedLocks != 0 {
            XkbLockModifiers(display.handle, UInt32(XkbUseCoreKbd), UInt32(clearedLocks), UInt32(clearedLocks))
            clearedLocks = 0
        }
        if groupChanged {
            XkbLockGroup(display.handle, UInt32(XkbUseCoreKbd), UInt32(originalLockedGroup))
            groupChanged = false
        }
    }
}
