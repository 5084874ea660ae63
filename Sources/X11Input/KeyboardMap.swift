import CX11
import X11Connection

/// Something to type: a character, or a key known by its keysym (Return, Tab).
enum KeySymbol: Hashable, Sendable {
    case character(Unicode.Scalar)
    case key(UInt)

    /// Keys other than characters that typing uses.
    static let functionKeys: Set<UInt> = [UInt(XK_Return), UInt(XK_Tab)]

    init?(keysym: UInt) {
        if let scalar = Keysyms.scalar(for: keysym) {
            self = .character(scalar)
        } else if KeySymbol.functionKeys.contains(keysym) {
            self = .key(keysym)
        } else {
            return nil
        }
    }

    /// The keysym to bind to a spare keycode for it.
    var keysym: UInt {
        switch self {
        case .character(let scalar): Keysyms.keysym(for: scalar)
        case .key(let keysym): keysym
        }
    }
}

/// One way to type a symbol: hold the `modifiers` keys, press `keycode`, with XKB group `group`
/// active (nil: any group, for keys that read the same in all of them).
struct KeyStroke: Sendable {
    var keycode: UInt8
    var group: Int?
    var modifiers: [UInt8]
    /// The modifier mask the held `modifiers` give.
    var modifierMask: UInt8
}

/// What the keyboard types right now, read with XKB: which key, group and shift level gives
/// each character, and which keycodes carry no symbols at all (free for temporary bindings).
struct KeyboardMap {
    let strokes: [KeySymbol: KeyStroke]
    let spareKeycodes: [UInt8]
    /// The key type spare keycodes get when bound, and how to reach each of its levels.
    let spareKeyType: SpareKeyType
    /// A Shift key in the active group, for Shift+Return.
    let shiftKeycode: UInt8?

    /// Every modifier key typing may hold down.
    var modifierKeycodes: Set<UInt8> {
        Set(strokes.values.flatMap(\.modifiers) + spareKeyType.levels.flatMap(\.keycodes) + [shiftKeycode].compactMap { $0 })
    }

    /// Reads what `keymap` types. `activeGroup` is preferred over other groups (no group
    /// switch needed); `lockedModifiers` stay on while typing (Num Lock) and select levels too.
    init(_ keymap: XkbKeymap, activeGroup: Int, lockedModifiers: UInt8) {
        let reader = XkbKeymapReader(keymap, lockedModifiers: lockedModifiers)

        var strokes: [KeySymbol: KeyStroke] = [:]
        let groups = [activeGroup] + (0..<reader.groupCount).filter { $0 != activeGroup }
        for group in groups {
            for pressed in reader.modifierCombinations(group: group) {
                for keycode in reader.keycodes where reader.modmap(keycode) == 0 {
                    guard let keysym = reader.keysym(keycode, group: group, modifiers: pressed.mask),
                          let symbol = KeySymbol(keysym: keysym), strokes[symbol] == nil else { continue }
                    strokes[symbol] = KeyStroke(keycode: keycode, group: group, modifiers: pressed.keycodes,
                                                modifierMask: pressed.mask)
                }
            }
        }
        self.strokes = strokes
        spareKeycodes = reader.keycodes.filter { reader.groupCount(of: $0) == 0 && reader.modmap($0) == 0 }
        let combinations = reader.modifierCombinations(group: activeGroup)
        shiftKeycode = combinations.first { $0.mask == UInt8(ShiftMask) }?.keycodes.first
        spareKeyType = reader.widestReachableType(with: combinations, group: activeGroup)
    }
}

/// A key type for temporary bindings, with the modifier keys that select each of its levels in
/// `group`. Every level is a slot for one symbol: FOUR_LEVEL (Shift, Level3) turns the few spare
/// keycodes a keymap has into four times as many places, so a text needs fewer rebinding rounds.
struct SpareKeyType {
    var index: UInt8
    /// Per level, the modifier keys to hold; level 0 needs none.
    var levels: [ModifierCombination]
    var group: Int

    /// How to type the symbol bound at `level` of `keycode`.
    func stroke(keycode: UInt8, level: Int) -> KeyStroke {
        let modifiers = levels[level]
        // Level 0 reads the same in every group; the others need the group whose modifier keys they use.
        return KeyStroke(keycode: keycode, group: level == 0 ? nil : group, modifiers: modifiers.keycodes,
                         modifierMask: modifiers.mask)
    }
}

/// Modifier keys pressed together, and the modifier mask they produce.
struct ModifierCombination {
    var keycodes: [UInt8]
    var mask: UInt8
}

/// Read access to an XKB keyboard description (the XkbKey* macros, which Swift cannot import).
private struct XkbKeymapReader {
    let desc: XkbDescRec
    let map: XkbClientMapRec
    let lockedModifiers: UInt8

    init(_ keymap: XkbKeymap, lockedModifiers: UInt8) {
        desc = keymap.desc.pointee
        map = desc.map.pointee
        self.lockedModifiers = lockedModifiers
    }

    var keycodes: ClosedRange<UInt8> { desc.min_key_code...desc.max_key_code }
    var groupCount: Int { keycodes.map(groupCount(of:)).max() ?? 0 }

    func modmap(_ keycode: UInt8) -> UInt8 { map.modmap[Int(keycode)] }
    func groupCount(of keycode: UInt8) -> Int { Int(map.key_sym_map[Int(keycode)].group_info & 0x0F) }

    /// The group a key uses when `group` is active: keys with fewer groups wrap, clamp or
    /// redirect it, as the key's group info says.
    func effectiveGroup(_ keycode: UInt8, _ group: Int) -> Int? {
        let info = map.key_sym_map[Int(keycode)].group_info
        let count = Int(info & 0x0F)
        guard count > 0 else { return nil }
        if group < count { return group }
        switch Int32(info & 0xC0) {
        case XkbClampIntoRange: return count - 1
        case XkbRedirectIntoRange:
            let target = Int((info & 0x30) >> 4)
            return target < count ? target : 0
        default: return group % count
        }
    }

    /// The keysym a key gives in `group` with modifiers `pressed` held (plus the kept locks).
    func keysym(_ keycode: UInt8, group: Int, modifiers pressed: UInt8) -> UInt? {
        guard let group = effectiveGroup(keycode, group) else { return nil }
        let symMap = map.key_sym_map[Int(keycode)]
        let typeIndex = withUnsafeBytes(of: symMap.kt_index) { Int($0[group]) }
        let level = level(of: map.types[typeIndex], modifiers: pressed)
        let width = Int(symMap.width)
        guard level < width else { return nil }
        let keysym = map.syms[Int(symMap.offset) + group * width + level]
        return keysym == 0 ? nil : UInt(keysym)
    }

    /// The shift level a key of `type` gives with modifiers `pressed` held (plus the kept locks).
    func level(of type: XkbKeyTypeRec, modifiers pressed: UInt8) -> Int {
        let relevant = (pressed | lockedModifiers) & type.mods.mask
        for i in 0..<Int(type.map_count) {
            let entry = type.map[i]
            if entry.active != 0 && entry.mods.mask == relevant { return Int(entry.level) }
        }
        return 0
    }

    /// The key type with the most levels that `combinations` reach, each level by the fewest
    /// keys. Only types that read no other modifier qualify, so that no lock (Caps Lock, Num
    /// Lock) the user toggles can change a symbol: only the modifier keys typing holds itself.
    func widestReachableType(with combinations: [ModifierCombination], group: Int) -> SpareKeyType {
        var best = SpareKeyType(index: UInt8(XkbOneLevelIndex), levels: [ModifierCombination(keycodes: [], mask: 0)], group: group)
        let held = combinations.reduce(UInt8(0)) { $0 | $1.mask }
        for index in 0..<Int(map.num_types) {
            let type = map.types[index]
            guard type.mods.mask & ~held == 0, Int(type.num_levels) > best.levels.count else { continue }
            var levels: [Int: ModifierCombination] = [:]
            for combination in combinations {
                let level = level(of: type, modifiers: combination.mask)
                if levels[level] == nil { levels[level] = combination }
            }
            guard levels.count == Int(type.num_levels) else { continue }
            best = SpareKeyType(index: UInt8(index), levels: (0..<levels.count).map { levels[$0]! }, group: group)
        }
        return best
    }

    /// Every combination of the Shift, Level3 and Level5 keys the layout has in `group`,
    /// fewest keys first, so plain keys win over shifted ones.
    func modifierCombinations(group: Int) -> [ModifierCombination] {
        let wanted: [[UInt]] = [[UInt(XK_Shift_L), UInt(XK_Shift_R)], [UInt(XK_ISO_Level3_Shift)], [UInt(XK_ISO_Level5_Shift)]]
        let keys: [(UInt8, UInt8)] = wanted.compactMap { keysyms in
            keycodes.first { keycode in
                modmap(keycode) != 0 && keysym(keycode, group: group, modifiers: 0).map(keysyms.contains) == true
            }.map { ($0, modmap($0)) }
        }
        var combinations = [ModifierCombination(keycodes: [], mask: 0)]
        for (keycode, mask) in keys {
            combinations += combinations.map { ModifierCombination(keycodes: $0.keycodes + [keycode], mask: $0.mask | mask) }
        }
        return combinations.sorted { $0.keycodes.count < $1.keycodes.count }
    }
}
