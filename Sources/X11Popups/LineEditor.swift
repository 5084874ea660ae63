/// A single line of text being edited: characters (grapheme clusters, so an accented letter or
/// an emoji is one step) and a caret between them.
struct LineEditor {
    private(set) var characters: [Character]
    /// 0...characters.count: the caret sits before `characters[caret]`.
    private(set) var caret: Int

    init(_ text: String) {
        characters = Array(text)
        caret = characters.count
    }

    var text: String { String(characters) }

    mutating func insert(_ character: Character) {
        characters.insert(character, at: caret)
        caret += 1
        // A combining mark joins the character before it into one cluster.
        let merged = Array(String(characters))
        if merged.count != characters.count {
            caret -= characters.count - merged.count
            characters = merged
        }
    }

    mutating func backspace() {
        guard caret > 0 else { return }
        caret -= 1
        characters.remove(at: caret)
    }

    mutating func delete() {
        guard caret < characters.count else { return }
        characters.remove(at: caret)
    }

    mutating func left() { caret = max(0, caret - 1) }
    mutating func right() { caret = min(characters.count, caret + 1) }
    mutating func home() { caret = 0 }
    mutating func end() { caret = characters.count }

    /// What the field shows: the text, or one bullet per character when masked.
    func shown(masked: Bool) -> String {
        masked ? String(repeating: "•", count: characters.count) : text
    }

    /// The caret as a UTF-8 byte offset into `shown(masked:)` (what pango measures in).
    func caretByte(masked: Bool) -> Int {
        masked ? caret * "•".utf8.count : String(characters[..<caret]).utf8.count
    }
}
