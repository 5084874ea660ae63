import CX11
import LiveText

/// Ctrl+F over a Live Text document: the query as typed, every place it occurs, and the one
/// the user is on (selected, so Ctrl+C copies it and Enter moves on).
struct LiveFind {
    private(set) var query = LineEditor("")
    private(set) var matches: [TextMatch] = []
    /// The index in `matches` of the match the user is on.
    private(set) var current: Int?

    /// Applies a key to the query or to the choice of match; false when the key is not find's.
    mutating func handle(_ key: KeyInput, in document: LiveDocument) -> Bool {
        if key.isEnter || key.is(XK_F3) || key.is(XK_Down, XK_KP_Down) || key.is(XK_Up, XK_KP_Up) {
            step(backwards: key.shift || key.is(XK_Up, XK_KP_Up))
        } else if key.is(XK_BackSpace) {
            query.backspace()
            search(document)
        } else if let character = key.character {
            query.insert(character)
            search(document)
        } else {
            return false
        }
        return true
    }

    /// What the badge says: the query and where the user is among its matches.
    var status: String {
        let found = query.text.isEmpty ? "" : matches.isEmpty ? "  ·  no match" : "  ·  \((current ?? 0) + 1) of \(matches.count)"
        return "Find: \(query.text)▏\(found)  ·  Enter next, Shift+Enter previous, Esc ends"
    }

    /// Finds the query again, in a fuller reading too.
    mutating func search(_ document: LiveDocument) {
        matches = document.matches(of: query.text)
        current = matches.isEmpty ? nil : 0
    }

    private mutating func step(backwards: Bool) {
        guard let current, !matches.isEmpty else { return }
        self.current = (current + (backwards ? matches.count - 1 : 1)) % matches.count
    }
}
