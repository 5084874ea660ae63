import CX11
import Glibc
import X11Connection

/// Why a chord could not be grabbed.
public struct GrabFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Another client holds a grab on it (BadAccess): usually the window manager or a
        /// desktop shortcut daemon.
        case taken
        /// No key of the current keyboard layout gives the chord's key.
        case noKey
    }

    public let chord: Chord
    public let reason: Reason

    public var description: String {
        switch reason {
        case .taken: "\(chord) is taken by another program (a window manager or desktop shortcut); choose another chord or free it there"
        case .noKey: "\(chord): no key of the current keyboard layout gives that key"
        }
    }
}

/// What the event loop reports.
public enum HotkeyEvent: Sendable {
    /// The chord's key was released after the chord was pressed.
    case released(Chord)
    /// The keyboard mapping changed (setxkbmap, a new keyboard) and every chord was grabbed
    /// again; these could not be.
    case regrabbed(failures: [GrabFailure])
}

/// Global hotkeys: passive key grabs on the root window, one per chord and per combination of
/// the lock modifiers (Caps, Num, Scroll Lock), so a chord works whatever locks are on.
/// Owns its grabs: they are released by `ungrabAll()` and in deinit.
/// Not Sendable: use it on the thread that owns the display.
public final class HotkeyGrabber {
    public let display: X11Display
    private var chords: [Chord] = []
    /// Keycodes and X modifier mask of each chord that is grabbed now.
    private var grabbed: [(chord: Chord, keycodes: [UInt8], mask: UInt32)] = []
    private var lockMasks: [UInt32] = [0]
    /// The chord whose key is down, fired when that key comes up.
    private var pressed: (chord: Chord, keycode: UInt8)?
    private var xkbEventBase: Int32 = 0

    public init(display: X11Display) throws(X11Error) {
        self.display = display
        var opcode: Int32 = 0, error: Int32 = 0
        var major = Int32(XkbMajorVersion), minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(display.handle, &opcode, &xkbEventBase, &error, &major, &minor) != 0 else {
            throw .missingExtension("XKEYBOARD")
        }
        let mask = UInt32(XkbNewKeyboardNotifyMask | XkbMapNotifyMask)
        XkbSelectEvents(display.handle, UInt32(XkbUseCoreKbd), mask, mask)
        // Without this a held key sends release+press pairs, which would fire the chord repeatedly.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display.handle, 1, &supported)
        try display.sync()
    }

    deinit { ungrabAll() }

    /// The connection's file descriptor, to wait for events with poll.
    public var fileDescriptor: Int32 { XConnectionNumber(display.handle) }

    /// Replaces the grabbed chords with `chords`; returns those that could not be grabbed.
    /// The others are grabbed and fire.
    public func grab(_ chords: [Chord]) throws(X11Error) -> [GrabFailure] {
        ungrabAll()
        self.chords = chords
        return try grabCurrent()
    }

    /// Releases every grab. On a lost connection there is nothing to release (the server
    /// dropped our grabs with us), and Xlib would wait forever for the reply.
    public func ungrabAll() {
        defer {
            grabbed = []
            pressed = nil
        }
        guard !display.isConnectionLost else { return }
        for entry in grabbed { ungrab(entry.keycodes, entry.mask) }
        XSync(display.handle, 0)
    }

    /// Whether `chord` can be grabbed now: grabs and releases it at once.
    public func probe(_ chord: Chord) throws(X11Error) -> GrabFailure? {
        refreshLockMasks()
        guard let (keycodes, mask) = resolve(chord) else { return GrabFailure(chord: chord, reason: .noKey) }
        if try tryGrab(keycodes, mask) { ungrab(keycodes, mask); return nil }
        return GrabFailure(chord: chord, reason: .taken)
    }

    /// Handles every event that has arrived, without blocking.
    public func pendingEvents() throws(X11Error) -> [HotkeyEvent] {
        var events: [HotkeyEvent] = []
        var mappingChanged = false
        while XPending(display.handle) > 0 {
            var event = XEvent()
            XNextEvent(display.handle, &event)
            switch event.type {
            case KeyPress:
                let keycode = UInt8(truncatingIfNeeded: event.xkey.keycode)
                let state = UInt32(event.xkey.state) & ~lockMasks.reduce(0, |)
                if let entry = grabbed.first(where: { $0.keycodes.contains(keycode) && $0.mask == state }) {
                    pressed = (entry.chord, keycode)
                }
            case KeyRelease:
                let keycode = UInt8(truncatingIfNeeded: event.xkey.keycode)
                if let (chord, down) = pressed, down == keycode {
                    pressed = nil
                    events.append(.released(chord))
                }
            case MappingNotify:
                XRefreshKeyboardMapping(&event.xmapping)
                if event.xmapping.request != MappingPointer { mappingChanged = true }
            case xkbEventBase:
                let xkbType = withUnsafePointer(to: &event) {
                    $0.withMemoryRebound(to: XkbAnyEvent.self, capacity: 1) { $0.pointee.xkb_type }
                }
                if xkbType == XkbNewKeyboardNotify || xkbType == XkbMapNotify { mappingChanged = true }
            default:
                break
            }
        }
        if display.isConnectionLost { throw .connectionLost }
        if mappingChanged, let regrabbed = try followMappingChange() { events.append(regrabbed) }
        return events
    }

    /// After a keymap change, grabs again the chords whose keycodes or modifier bits moved.
    /// Grabs that still fit are kept: a change that moves nothing — the XTest keyboard taking
    /// over from the real one sends one, in the middle of a chord — must leave no moment
    /// without them. A chord pressed before the change still fires on its release: the
    /// release carries the same physical keycode.
    private func followMappingChange() throws(X11Error) -> HotkeyEvent? {
        let previousLocks = lockMasks
        refreshLockMasks()
        let kept = lockMasks != previousLocks ? [] : grabbed.filter { entry in
            resolve(entry.chord).map { $0.keycodes == entry.keycodes && $0.mask == entry.mask } ?? false
        }
        guard kept.count != grabbed.count else { return nil }
        let currentLocks = lockMasks
        lockMasks = previousLocks
        for entry in grabbed where !kept.contains(where: { $0.chord == entry.chord }) { ungrab(entry.keycodes, entry.mask) }
        lockMasks = currentLocks
        grabbed = kept
        return .regrabbed(failures: try grabCurrent())
    }

    /// Grabs every chord not grabbed yet; returns those that cannot be.
    private func grabCurrent() throws(X11Error) -> [GrabFailure] {
        refreshLockMasks()
        var failures: [GrabFailure] = []
        for chord in chords where !grabbed.contains(where: { $0.chord == chord }) {
            guard let (keycodes, mask) = resolve(chord) else {
                failures.append(GrabFailure(chord: chord, reason: .noKey))
                continue
            }
            if try tryGrab(keycodes, mask) {
                grabbed.append((chord, keycodes, mask))
            } else {
                failures.append(GrabFailure(chord: chord, reason: .taken))
            }
        }
        return failures
    }

    /// Grabs every keycode with every lock combination; on BadAccess releases what it got.
    private func tryGrab(_ keycodes: [UInt8], _ mask: UInt32) throws(X11Error) -> Bool {
        do {
            try display.checked("grabbing a key") {
                for keycode in keycodes {
                    for locks in lockMasks {
                        XGrabKey(display.handle, Int32(keycode), mask | locks, display.rootWindow, 0, GrabModeAsync, GrabModeAsync)
                    }
                }
            }
            return true
        } catch .connectionLost {
            throw .connectionLost
        } catch {
            // With a valid keycode, modifiers and root window the one error XGrabKey can give is
            // BadAccess: another client grabbed the same key and modifiers first.
            ungrab(keycodes, mask)
            return false
        }
    }

    private func ungrab(_ keycodes: [UInt8], _ mask: UInt32) {
        for keycode in keycodes {
            for locks in lockMasks {
                XUngrabKey(display.handle, Int32(keycode), mask | locks, display.rootWindow)
            }
        }
    }

    /// Every combination of the lock modifiers the keymap has (Caps Lock; Num and Scroll Lock
    /// live on whichever ModN the keymap puts them).
    private func refreshLockMasks() {
        let locks = [UInt32(LockMask), modifierMask(of: XK_Num_Lock), modifierMask(of: XK_Scroll_Lock)]
        var masks: Set<UInt32> = [0]
        for lock in locks where lock != 0 {
            masks.formUnion(masks.map { $0 | lock })
        }
        lockMasks = masks.sorted()
    }

    /// The keycodes that give the chord's key in the current layout, and the modifier mask.
    private func resolve(_ chord: Chord) -> (keycodes: [UInt8], mask: UInt32)? {
        var mask: UInt32 = 0
        for modifier in chord.modifiers {
            guard let bit = modifierMaskOf(modifier), bit != 0 else { return nil }
            mask |= bit
        }
        let keycodes = keycodes(giving: chord.keysym)
        return keycodes.isEmpty ? nil : (keycodes, mask)
    }

    private func modifierMaskOf(_ modifier: Chord.Modifier) -> UInt32? {
        switch modifier {
        case .control: UInt32(ControlMask)
        case .shift: UInt32(ShiftMask)
        case .alt: modifierMask(of: XK_Alt_L, XK_Alt_R, XK_Meta_L, fallback: Mod1Mask)
        case .superKey: modifierMask(of: XK_Super_L, XK_Super_R, fallback: Mod4Mask)
        case .hyper: modifierMask(of: XK_Hyper_L, XK_Hyper_R, fallback: 0)
        case .altGr: modifierMask(of: XK_ISO_Level3_Shift, XK_Mode_switch, fallback: Mod5Mask)
        case .mod(let n): UInt32(Mod1Mask) << UInt32(n - 1)
        }
    }

    /// The X modifier bit(s) the keymap gives the first of `keysyms` that is on a modifier key.
    private func modifierMask(of keysyms: Int32..., fallback: Int32 = 0) -> UInt32 {
        for keysym in keysyms {
            let mask = XkbKeysymToModifiers(display.handle, KeySym(keysym))
            if mask != 0 { return mask }
        }
        return UInt32(fallback)
    }

    /// Keycodes carrying `keysym` (either case of a letter) in any group and level.
    private func keycodes(giving keysym: UInt) -> [UInt8] {
        var lower: KeySym = 0, upper: KeySym = 0
        XConvertCase(KeySym(keysym), &lower, &upper)
        var minKeycode: Int32 = 0, maxKeycode: Int32 = 0
        XDisplayKeycodes(display.handle, &minKeycode, &maxKeycode)
        let count = maxKeycode - minKeycode + 1
        var perKeycode: Int32 = 0
        guard let map = XGetKeyboardMapping(display.handle, UInt8(minKeycode), count, &perKeycode) else { return [] }
        defer { XFree(map) }
        var found: [UInt8] = []
        for index in 0..<Int(count) {
            let symbols = (0..<Int(perKeycode)).map { map[index * Int(perKeycode) + $0] }
            if symbols.contains(where: { $0 != 0 && ($0 == lower || $0 == upper) }) {
                found.append(UInt8(Int(minKeycode) + index))
            }
        }
        return found
    }
}
