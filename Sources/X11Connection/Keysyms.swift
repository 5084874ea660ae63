/// Conversions between X keysyms and Unicode scalars, for typing and for the popups' key input.
package enum Keysyms {
    /// Keysyms 0x01000000 + code point stand for any Unicode scalar.
    static let unicodeBase: UInt = 0x0100_0000

    private static let scalarByLegacy: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for i in stride(from: 0, to: legacyKeysymPairs.count, by: 2) {
            table[legacyKeysymPairs[i]] = legacyKeysymPairs[i + 1]
        }
        return table
    }()

    private static func isLatin1(_ value: UInt) -> Bool {
        (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value)
    }

    /// The character a keysym types, or nil for function keys, dead keys and modifiers.
    package static func scalar(for keysym: UInt) -> Unicode.Scalar? {
        if isLatin1(keysym) { return Unicode.Scalar(UInt32(keysym)) }
        if keysym >= unicodeBase + 0x20, keysym <= unicodeBase + 0x10FFFF {
            return Unicode.Scalar(UInt32(keysym - unicodeBase))
        }
        guard keysym < 0x1_0000, let value = scalarByLegacy[UInt32(keysym)] else { return nil }
        return Unicode.Scalar(value)
    }

    /// The keysym to bind for a scalar: the Latin-1 keysym, else the Unicode keysym. Not the
    /// legacy keysyms: bound on spare keycodes, xterm lost 96 and a GTK entry 23 of the 699
    /// characters that have one (‰, ≃, ⎛…), and none as Unicode keysyms.
    package static func keysym(for scalar: Unicode.Scalar) -> UInt {
        let value = UInt(scalar.value)
        return isLatin1(value) ? value : unicodeBase + value
    }
}
