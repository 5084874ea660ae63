import CX11
import X11Connection

/// One run of typing: resolves the plan's keys against the keymap, binds the missing
/// characters to spare keycodes chunk by chunk, presses the keys, checks focus and keyboard
/// as it goes, and restores the keyboard on every way out.
final class TypingSession {
    /// Keys between checks of keyboard and signals (the focus is checked before every key).
    static let checkInterval = 16

    private let display: X11Display
    private let target: TargetWindow
    private let signals: SignalWatch?
    private let state: KeyboardStateGuard
    private let keyboard: KeyboardMap
    private let bindings: SpareKeyBindings
    private let clientSync: ClientSync
    /// Modifier keys we hold down now, and the mask they give.
    private var held = (keycodes: [UInt8](), mask: UInt8(0))
    /// Characters typed by the keys sent so far, and those known to have reached the target.
    private var sent = 0
    private var confirmed = 0
    private var keysSinceClientSync = 0
    /// The client has looked up a key under the current bindings, so it holds its own copy of
    /// them until it reaches the next keymap change in its queue: the server's keymap may change
    /// again (or be restored) without waiting for it to consume the keys still queued.
    private var clientHoldsBindings = false

    init(display: X11Display, target: TargetWindow, signals: SignalWatch?) throws(TypingError) {
        self.display = display
        self.target = target
        self.signals = signals
        state = KeyboardStateGuard(display: display)
        let keymap: XkbKeymap
        do { keymap = try XkbKeymap(display) } catch { throw .x11(error) }
        keyboard = KeyboardMap(keymap, activeGroup: state.group, lockedModifiers: state.keptLocks)
        bindings = SpareKeyBindings(display: display, keymap: keymap, spare: keyboard.spareKeycodes,
                                    type: keyboard.spareKeyType)
        clientSync = ClientSync(display: display, target: target)
    }

    func type(_ plan: TypingPlan) throws(TypingError) -> Int {
        let chunks = chunked(plan.keys)
        if chunks.contains(where: { !$0.missing.isEmpty }) && bindings.capacity == 0 { throw .noSpareKeycodes }
        do { try BorrowedKeycodes.record(keycodes: keyboard.spareKeycodes, modifiers: keyboard.modifierKeycodes, on: display) } catch {
            throw translate(error)
        }
        do {
            state.clearLocks()
            try check()
            for chunk in chunks {
                var strokes = keyboard.strokes
                if !chunk.missing.isEmpty {
                    strokes.merge(try bind(chunk.missing)) { $1 }
                }
                for (index, key) in chunk.keys.enumerated() {
                    try pressIntoTarget(key, strokes[key.symbol]!)
                    if index == 0 && !chunk.missing.isEmpty { clientHoldsBindings = clientSync.confirmLookup() }
                    if (index + 1) % Self.checkInterval == 0 { try check() }
                }
            }
            hold([], mask: 0)
            sent = plan.total
            try check()
        } catch {
            try restore()
            throw error
        }
        try restore()
        return plan.total
    }

    /// Splits the keys where the characters missing from the keymap would exceed the spare slots.
    /// Filled from the end, so that the last chunk starts as early as it can: a ping-capable client
    /// must have translated the first key of each chunk before the keymap changes again, so the
    /// typing ends once it has consumed the keys before the last chunk, not more.
    private func chunked(_ keys: [PlannedKey]) -> [(keys: ArraySlice<PlannedKey>, missing: Set<KeySymbol>)] {
        var chunks: [(keys: ArraySlice<PlannedKey>, missing: Set<KeySymbol>)] = []
        var end = keys.count
        var missing: Set<KeySymbol> = []
        for index in keys.indices.reversed()
        where keyboard.strokes[keys[index].symbol] == nil && !missing.contains(keys[index].symbol) {
            if missing.count == bindings.capacity {
                chunks.append((keys[(index + 1)..<end], missing))
                end = index + 1
                missing = []
            }
            missing.insert(keys[index].symbol)
        }
        chunks.append((keys[..<end], missing))
        return chunks.reversed()
    }

    /// Rebinds the spare keycodes; first lets the client finish with the keys typed under the
    /// previous bindings.
    private func bind(_ symbols: Set<KeySymbol>) throws(TypingError) -> [KeySymbol: KeyStroke] {
        if bindings.hasChanges && !clientHoldsBindings { syncClient() }
        try check()
        clientHoldsBindings = false
        do { return try bindings.bind(symbols) } catch { throw translate(error) }
    }

    /// Presses `key` only while the target has the focus. The server is grabbed from the focus
    /// query to the key events, so no client (a window manager, xdotool) can move the focus in
    /// between: not one key lands in another window. The ungrab is sent at once, so other
    /// clients get their turn before the next key's grab.
    private func pressIntoTarget(_ key: PlannedKey, _ stroke: KeyStroke) throws(TypingError) {
        XGrabServer(display.handle)
        defer {
            XUngrabServer(display.handle)
            XFlush(display.handle)
        }
        guard display.focusIsStill(on: target) else {
            if display.isConnectionLost { throw .connectionLost(typed: confirmed) }
            // Every key so far was pressed under the grab while the target had the focus.
            throw .focusMoved(typed: sent)
        }
        press(key, stroke)
    }

    private func press(_ key: PlannedKey, _ stroke: KeyStroke) {
        if let group = stroke.group, group != state.group {
            hold([], mask: 0)
            state.lockGroup(group)
        }
        var modifiers = stroke.modifiers, mask = stroke.modifierMask
        if key.shifted, let shift = keyboard.shiftKeycode, !modifiers.contains(shift) {
            modifiers.append(shift)
            mask |= UInt8(ShiftMask)
        }
        hold(modifiers, mask: mask)
        XTestFakeKeyEvent(display.handle, UInt32(stroke.keycode), 1, 0)
        XTestFakeKeyEvent(display.handle, UInt32(stroke.keycode), 0, 0)
        sent = key.typedAfter
        keysSinceClientSync += 1
    }

    /// Presses and releases modifier keys so that exactly `keycodes` are held.
    private func hold(_ keycodes: [UInt8], mask: UInt8) {
        guard keycodes != held.keycodes else { return }
        for keycode in held.keycodes where !keycodes.contains(keycode) {
            XTestFakeKeyEvent(display.handle, UInt32(keycode), 0, 0)
        }
        for keycode in keycodes where !held.keycodes.contains(keycode) {
            XTestFakeKeyEvent(display.handle, UInt32(keycode), 1, 0)
        }
        held = (keycodes, mask)
    }

    /// Stops typing when the connection broke, a signal came, the focus moved or the user
    /// pressed a modifier or switched layout; otherwise records what was sent as delivered.
    /// The focus query is a round trip, so the server has handled every key sent before it.
    private func check() throws(TypingError) {
        let focusKept = display.focusIsStill(on: target)
        let keyboardState = display.keyboardState()
        if display.isConnectionLost { throw .connectionLost(typed: confirmed) }
        guard focusKept else { throw .focusMoved(typed: confirmed) }
        guard keyboardState.base_mods & ~held.mask == 0, Int(keyboardState.group) == state.group else {
            throw .keyboardTouched(typed: confirmed)
        }
        confirmed = sent
        if let signal = signals?.caught { throw .interrupted(signal: signal, typed: confirmed) }
    }

    private func syncClient() {
        clientSync.waitForClient(afterKeys: keysSinceClientSync)
        keysSinceClientSync = 0
    }

    /// Releases our modifier keys, puts the spare keycodes, locks and group back.
    private func restore() throws(TypingError) {
        guard !display.isConnectionLost else { throw .connectionLost(typed: confirmed) }
        hold([], mask: 0)
        if bindings.hasChanges && !clientHoldsBindings { syncClient() }
        do { try bindings.restore() } catch { throw translate(error) }
        state.restore()
        BorrowedKeycodes.release(on: display)
        do { try display.sync() } catch { throw translate(error) }
    }

    private func translate(_ error: X11Error) -> TypingError {
        if case .connectionLost = error { return .connectionLost(typed: confirmed) }
        return .x11(error)
    }
}

