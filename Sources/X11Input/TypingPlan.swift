import CX11
import ContentTypes

/// A key to press for the text, and how much of the text is typed once it is.
struct PlannedKey: Equatable {
    var symbol: KeySymbol
    /// Shift held (Shift+Return).
    var shifted = false
    /// Unicode scalars of the text typed after this key.
    var typedAfter: Int
}

/// The keys that type a text under the newline and tab rules.
struct TypingPlan: Equatable {
    var keys: [PlannedKey] = []
    /// Unicode scalars in the text (what "all typed" means).
    var total = 0

    init(_ text: String, newline: NewlineMode, tab: TabMode) {
        let scalars = Array(text.unicodeScalars)
        total = scalars.count
        let lastContent = scalars.lastIndex { !Self.isLineBreak($0) && !Self.isDropped($0) } ?? -1
        for (index, scalar) in scalars.enumerated() {
            let typedAfter = index + 1
            func add(_ symbol: KeySymbol, shifted: Bool = false) {
                keys.append(PlannedKey(symbol: symbol, shifted: shifted, typedAfter: typedAfter))
            }
            if Self.isLineBreak(scalar) {
                switch newline {
                case .return: add(.key(UInt(XK_Return)))
                case .shiftReturn: add(.key(UInt(XK_Return)), shifted: true)
                case .keepLines where index < lastContent: add(.key(UInt(XK_Return)))
                case .space: add(.character(" "))
                case .keepLines, .drop: break
                }
            } else if scalar == "\t" {
                switch tab {
                case .tab: add(.key(UInt(XK_Tab)))
                case .spaces: for _ in 0..<4 { add(.character(" ")) }
                case .drop: break
                }
            } else if !Self.isDropped(scalar) {
                add(.character(scalar))
            }
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Control characters other than line breaks and tabs (including the \r of \r\n).
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }
}
