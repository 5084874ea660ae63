import CX11

/// Temporary bindings of symbols to keycodes that carry no symbols. A bound key gets one group
/// of the ONE_LEVEL type: the same keysym whatever Shift, Caps Lock or the group say. `restore()`
/// puts every changed key back as it was; the owner must call it on every exit path.
///
/// Each batch is one XkbChangeMap request over the span of spare keycodes, so clients get one
/// MappingNotify per batch: one XChangeKeyboardMapping per run of consecutive spare keycodes
/// gave ~17 per batch, and xterm, which rebuilds its key translations on each, fell behind.
final class SpareKeyBindings {
    private let display: X11Display
    private let keymap: XkbKeymap
    private let spare: [UInt8]
    private let original: [UInt8: XkbSymMapRec]
    /// Keysym currently bound by us, per spare keycode.
    private var bound: [UInt8: UInt] = [:]

    init(display: X11Display, keymap: XkbKeymap, spare: [UInt8]) {
        self.display = display
        self.keymap = keymap
        self.spare = spare
        original = Dictionary(uniqueKeysWithValues: spare.map { ($0, keymap.desc.pointee.map.pointee.key_sym_map[Int($0)]) })
    }

    var capacity: Int { spare.count }
    var hasChanges: Bool { !bound.isEmpty }

    /// Binds each symbol to a spare keycode (at most `capacity`), keeping bindings that are
    /// still wanted. Returns the keycode per symbol.
    func bind(_ symbols: Set<KeySymbol>) throws(X11Error) -> [KeySymbol: UInt8] {
        precondition(symbols.count <= capacity, "more symbols than spare keycodes")
        let wanted = Dictionary(uniqueKeysWithValues: symbols.map { ($0.keysym, $0) })
        var result: [KeySymbol: UInt8] = [:]
        var free: [UInt8] = []
        for keycode in spare {
            if let keysym = bound[keycode], let symbol = wanted[keysym] { result[symbol] = keycode } else { free.append(keycode) }
        }
        var changes: [UInt8: UInt] = [:]
        for symbol in symbols where result[symbol] == nil {
            let keycode = free.removeFirst()
            result[symbol] = keycode
            changes[keycode] = symbol.keysym
        }
        try apply(changes)
        return result
    }

    /// Puts every key we changed back to its original (empty) symbols.
    func restore() throws(X11Error) {
        try apply(bound.mapValues { _ in UInt(NoSymbol) })
    }

    private func apply(_ changes: [UInt8: UInt]) throws(X11Error) {
        guard let first = changes.keys.min(), let last = changes.keys.max() else { return }
        let desc = keymap.desc
        for (keycode, keysym) in changes {
            let key = Int32(keycode)
            if keysym == NoSymbol {
                XkbResizeKeySyms(desc, key, 0)
                let offset = desc.pointee.map.pointee.key_sym_map[Int(keycode)].offset
                desc.pointee.map.pointee.key_sym_map[Int(keycode)] = original[keycode]!
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].offset = offset
                bound[keycode] = nil
            } else {
                guard let syms = XkbResizeKeySyms(desc, key, 1) else { throw .request("out of memory binding a keycode") }
                syms[0] = KeySym(keysym)
                let one = UInt8(XkbOneLevelIndex)
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].kt_index = (one, one, one, one)
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].group_info = 1
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].width = 1
                // Recorded before sending, so that `restore()` covers a request that failed.
                bound[keycode] = keysym
            }
        }
        var request = XkbMapChangesRec()
        request.changed = UInt16(XkbKeySymsMask)
        request.first_key_sym = first
        request.num_key_syms = last - first + 1
        try display.checked("changing the keyboard mapping") { XkbChangeMap(display.handle, desc, &request) }
    }
}
