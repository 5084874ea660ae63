import CX11
import X11Connection

/// A key press as the popups understand it: the keysym after Shift, Caps Lock and the layout
/// group are applied, the character it types, and the modifiers that change its meaning.
struct KeyInput {
    let keysym: UInt
    /// Keysyms on the key's first two levels, whatever modifiers are held: a layout that needs
    /// Shift for digits (French AZERTY) still picks a chooser entry with the digit key.
    let levelKeysyms: [UInt]
    /// The character typed, nil for function and cursor keys and with Control or Alt held.
    let character: Character?
    let shift: Bool
    let control: Bool

    /// Translates without an input method: an input method (IBus) would see captext's popups as
    /// text fields and report their content type, hiding the user's real field from captext.
    init(_ event: inout XKeyEvent) {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 16)
        _ = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        self.keysym = UInt(keysym)
        levelKeysyms = [XLookupKeysym(&event, 0), XLookupKeysym(&event, 1)].map { UInt($0) }
        shift = event.state & UInt32(ShiftMask) != 0
        control = event.state & UInt32(ControlMask) != 0
        let alt = event.state & UInt32(Mod1Mask) != 0
        // Keypad digits with Num Lock have keysyms of their own; their text is plain ASCII.
        let ascii = buffer[0] >= 0x20 && buffer[0] < 0x7F && buffer[1] == 0 ? Unicode.Scalar(UInt8(buffer[0])) : nil
        character = control || alt ? nil : (Keysyms.scalar(for: UInt(keysym)) ?? ascii).map { Character($0) }
    }

    func `is`(_ keysyms: Int32...) -> Bool { keysyms.contains { UInt($0) == keysym } }


    var isEscape: Bool { `is`(XK_Escape) }
    var isEnter: Bool { `is`(XK_Return, XK_KP_Enter) }

    /// The digit 1–9 on this key (main row or keypad, either level), if any.
    var digit: Int? {
        for sym in [keysym] + levelKeysyms {
            if sym >= UInt(XK_1), sym <= UInt(XK_9) { return Int(sym - UInt(XK_0)) }
            if sym >= UInt(XK_KP_1), sym <= UInt(XK_KP_9) { return Int(sym - UInt(XK_KP_0)) }
        }
        return nil
    }

    /// Arrow direction as (dx, dy), keypad arrows included.
    var arrow: (dx: Int, dy: Int)? {
        if `is`(XK_Left, XK_KP_Left) { return (-1, 0) }
        if `is`(XK_Right, XK_KP_Right) { return (1, 0) }
        if `is`(XK_Up, XK_KP_Up) { return (0, -1) }
        if `is`(XK_Down, XK_KP_Down) { return (0, 1) }
        return nil
    }
}
