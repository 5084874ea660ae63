/// The keyboard's moves: arrows word by word (Shift extends), Tab through detected items,
/// Ctrl+Tab through paragraphs.
extension WordSelection {
    public enum Direction: Sendable {
        /// Reading order: the word before or after.
        case left, right
        /// The nearest word on the line before or after.
        case up, down
    }

    /// Moves the focus one word in `direction` (from the first word when nothing is selected);
    /// with `extending` (Shift) the anchor stays, else the moved-to word alone is selected.
    public mutating func move(_ direction: Direction, extending: Bool, in document: LiveDocument) {
        guard !document.words.isEmpty else { return }
        guard let current = focus ?? anchor else { return select(anchor: 0, focus: 0) }
        let target: Int
        switch direction {
        case .left: target = max(current - 1, 0)
        case .right: target = min(current + 1, document.words.count - 1)
        case .up, .down:
            let line = document.words[current].line + (direction == .up ? -1 : 1)
            let box = document.words[current].box
            guard document.lines.indices.contains(line),
                  let nearest = document.nearestWord(on: line, toX: box.x + box.width / 2) else { return }
            target = nearest
        }
        select(anchor: extending ? (anchor ?? current) : target, focus: target)
    }

    /// Ctrl+Tab (Ctrl+Shift+Tab, `backwards`): selects the paragraph after (before) the one the
    /// focus is in, round the end; the first (last) when nothing is selected.
    public mutating func moveToParagraph(backwards: Bool = false, in document: LiveDocument) {
        let paragraphs = document.paragraphs
        guard !paragraphs.isEmpty else { return }
        let next: Int
        if let current = focus ?? anchor, let here = paragraphs.firstIndex(where: { $0.contains(current) }) {
            next = (here + (backwards ? paragraphs.count - 1 : 1)) % paragraphs.count
        } else {
            next = backwards ? paragraphs.count - 1 : 0
        }
        select(anchor: paragraphs[next].lowerBound, focus: paragraphs[next].upperBound - 1)
    }

    /// Tab (or Shift+Tab, `backwards`): selects the next (previous) of `items`, round the end.
    /// With none chosen yet, the first item from the focus on (the last before it), so Tab
    /// goes on from where the arrows or the pointer left off.
    public mutating func moveToItem(backwards: Bool = false, of items: [DetectedItem]) {
        guard !items.isEmpty else { return }
        let next: Int
        if let item {
            next = (item + (backwards ? items.count - 1 : 1)) % items.count
        } else {
            let position = focus ?? anchor ?? -1
            // Codes have no words: they come after the text's items.
            next = backwards ? items.lastIndex { ($0.words.first ?? .max) < position } ?? items.count - 1
                : items.firstIndex { ($0.words.first ?? .max) >= position } ?? 0
        }
        select(anchor: items[next].words.first, focus: items[next].words.last, item: next)
    }
}
