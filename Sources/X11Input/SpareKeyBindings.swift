import CX11
import X11Connection

/// A place for one temporary binding: a level of a spare keycode.
struct SpareSlot: Hashable {
    var keycode: UInt8
    var level: Int
}

/// Temporary bindings of symbols to keycodes that carry no symbols. A bound key gets one group
/// of the `SpareKeyType`, each level a symbol of its own; the levels are chosen by the modifier
/// keys typing holds itself, and the type reads no other modifier (no lock). `restore()`
/// puts every changed key back as it was; the owner must call it on every exit path.
///
/// Each batch is one XkbChangeMap request over the span of spare keycodes, so clients get one
/// MappingNotify per batch: one XChangeKeyboardMapping per run of consecutive spare keycodes
/// gave ~17 per batch, and xterm, which rebuilds its key translations on each, fell behind.
final class SpareKeyBindings {
    private let display: X11Display
    private let keymap: XkbKeymap
    private let type: SpareKeyType
    /// Every level 0 first: symbols that fit there need no modifier keys.
    private let slots: [SpareSlot]
    private let original: [UInt8: XkbSymMapRec]
    /// Keysym currently bound by us, per slot.
    private var bound: [SpareSlot: UInt] = [:]

    init(display: X11Display, keymap: XkbKeymap, spare: [UInt8], type: SpareKeyType) {
        self.display = display
        self.keymap = keymap
        self.type = type
        slots = type.levels.indices.flatMap { level in spare.map { SpareSlot(keycode: $0, level: level) } }
        original = Dictionary(uniqueKeysWithValues: spare.map { ($0, keymap.desc.pointee.map.pointee.key_sym_map[Int($0)]) })
    }

    var capacity: Int { slots.count }
    var hasChanges: Bool { !bound.isEmpty }

    /// Binds each symbol to a slot (at most `capacity`), keeping bindings that are still
    /// wanted. Returns how to type each symbol.
    func bind(_ symbols: Set<KeySymbol>) throws(X11Error) -> [KeySymbol: KeyStroke] {
        precondition(symbols.count <= capacity, "more symbols than spare slots")
        let wanted = Dictionary(uniqueKeysWithValues: symbols.map { ($0.keysym, $0) })
        var placed: [KeySymbol: SpareSlot] = [:]
        var free: [SpareSlot] = []
        for slot in slots {
            if let keysym = bound[slot], let symbol = wanted[keysym] { placed[symbol] = slot } else { free.append(slot) }
        }
        var changed: Set<UInt8> = []
        for symbol in symbols where placed[symbol] == nil {
            let slot = free.removeFirst()
            placed[symbol] = slot
            bound[slot] = symbol.keysym
            changed.insert(slot.keycode)
        }
        try apply(changed)
        return placed.mapValues { type.stroke(keycode: $0.keycode, level: $0.level) }
    }

    /// Puts every key we changed back to its original (empty) symbols.
    func restore() throws(X11Error) {
        let changed = Set(bound.keys.map(\.keycode))
        bound = [:]
        try apply(changed)
    }

    /// Writes the symbols `bound` gives each of `keycodes`, or its original record when none.
    /// `bound` is updated before sending, so that `restore()` covers a request that failed.
    private func apply(_ keycodes: Set<UInt8>) throws(X11Error) {
        guard let first = keycodes.min(), let last = keycodes.max() else { return }
        let desc = keymap.desc
        let width = type.levels.count
        for keycode in keycodes {
            let levels = (0..<width).map { bound[SpareSlot(keycode: keycode, level: $0)] }
            if levels.allSatisfy({ $0 == nil }) {
                XkbResizeKeySyms(desc, Int32(keycode), 0)
                let offset = desc.pointee.map.pointee.key_sym_map[Int(keycode)].offset
                desc.pointee.map.pointee.key_sym_map[Int(keycode)] = original[keycode]!
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].offset = offset
            } else {
                guard let syms = XkbResizeKeySyms(desc, Int32(keycode), Int32(width)) else {
                    throw .request("out of memory binding a keycode")
                }
                for (level, keysym) in levels.enumerated() { syms[level] = KeySym(keysym ?? UInt(NoSymbol)) }
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].kt_index = (type.index, type.index, type.index, type.index)
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].group_info = 1
                desc.pointee.map.pointee.key_sym_map[Int(keycode)].width = UInt8(width)
            }
        }
        var request = XkbMapChangesRec()
        request.changed = UInt16(XkbKeySymsMask)
        request.first_key_sym = first
        request.num_key_syms = last - first + 1
        try display.checked("changing the keyboard mapping") { XkbChangeMap(display.handle, desc, &request) }
    }
}
