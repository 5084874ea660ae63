import CX11

/// A key chord as a user writes it: modifiers and one key joined by "+", e.g. "Super+Shift+P",
/// "Ctrl+Alt+T", "Print". Modifier names are case-insensitive; the key is an X11 keysym name.
public struct Chord: Hashable, Sendable, CustomStringConvertible {
    /// Logical modifiers; which X modifier bit each is on depends on the keymap (see `HotkeyGrabber`).
    public enum Modifier: Hashable, Sendable, Comparable {
        case control, shift, alt, superKey, hyper, altGr
        /// Mod1 … Mod5 written directly.
        case mod(Int)
    }

    /// As written in the config, for messages.
    public let description: String
    public let modifiers: Set<Modifier>
    public let keysym: UInt

    public init(_ text: String) throws(ChordError) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        // "Ctrl++" would mean the plus key: its keysym name is "plus".
        guard !parts.contains(where: { $0.isEmpty }) else { throw .init(chord: text, problem: "an empty part; write keys like Super+Shift+P (the + key is 'plus')") }
        var modifiers: Set<Modifier> = []
        for name in parts.dropLast() {
            guard let modifier = Self.modifier(named: name) else {
                throw .init(chord: text, problem: "unknown modifier '\(name)' (use Ctrl, Shift, Alt, Super, Hyper, AltGr or Mod1…Mod5)")
            }
            guard modifiers.insert(modifier).inserted else { throw .init(chord: text, problem: "'\(name)' is given twice") }
        }
        let keyName = parts[parts.count - 1]
        if Self.modifier(named: keyName) != nil, parts.count > 1 {
            throw .init(chord: text, problem: "the last part must be a key, not the modifier '\(keyName)'")
        }
        guard let keysym = Self.keysym(named: keyName) else {
            throw .init(chord: text, problem: "unknown key name '\(keyName)' (use X11 key names such as T, F9, Print, space, Return; see xev)")
        }
        description = text
        self.modifiers = modifiers
        self.keysym = keysym
    }

    public static func == (a: Chord, b: Chord) -> Bool { a.modifiers == b.modifiers && a.keysym == b.keysym }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(modifiers)
        hasher.combine(keysym)
    }

    private static func modifier(named name: String) -> Modifier? {
        switch name.lowercased() {
        case "ctrl", "control": .control
        case "shift": .shift
        case "alt", "meta": .alt
        case "super", "win", "logo": .superKey
        case "hyper": .hyper
        case "altgr": .altGr
        case "mod1", "mod2", "mod3", "mod4", "mod5": .mod(Int(String(name.last!))!)
        default: nil
        }
    }

    /// The keysym for a key name: X11's own names (case-sensitive, tried as written, then with
    /// the usual capitalisation), a few common spellings, and single letters in lower case (the
    /// keysym the unshifted key carries).
    private static func keysym(named name: String) -> UInt? {
        let aliases = ["esc": "Escape", "enter": "Return", "prtsc": "Print", "printscreen": "Print",
                       "del": "Delete", "ins": "Insert", "pgup": "Prior", "pgdn": "Next", "pageup": "Prior",
                       "pagedown": "Next", "backspace": "BackSpace", "capslock": "Caps_Lock"]
        var candidates = [aliases[name.lowercased()] ?? name]
        if name.count == 1 { candidates.insert(name.lowercased(), at: 0) }
        candidates += [name.lowercased(), name.prefix(1).uppercased() + name.dropFirst().lowercased()]
        for candidate in candidates {
            let keysym = XStringToKeysym(candidate)
            if keysym != 0 { return UInt(keysym) }
        }
        return nil
    }
}

/// A chord that cannot be read, with the reason.
public struct ChordError: Error, CustomStringConvertible, Sendable {
    public let chord: String
    public let problem: String
    public var description: String { "'\(chord)': \(problem)" }
}
