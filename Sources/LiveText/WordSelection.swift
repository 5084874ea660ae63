/// The selection over a `LiveDocument`, as the pointer makes it: an anchor word (where the
/// press, double-click or keyboard selection began) and a focus word (where it is now).
public struct WordSelection: Sendable, Equatable {
    public private(set) var anchor: Int?
    public private(set) var focus: Int?
    /// The detected item Tab last moved to, as an index in the items it was given.
    public private(set) var item: Int?

    public init() {}

    /// The selected words in reading order: every word from the anchor to the focus, and when
    /// both are in one region only that region's (a drag inside a column never takes the next one).
    public func words(in document: LiveDocument) -> [Int] {
        guard let anchor, let focus else { return [] }
        let between = min(anchor, focus)...max(anchor, focus)
        let region = document.words[anchor].region
        guard document.words[focus].region == region else { return Array(between) }
        return between.filter { document.words[$0].region == region }
    }

    /// A press: anchors a drag on the word under `point`; nothing is selected until it moves.
    public mutating func press(at point: (x: Int, y: Int), in document: LiveDocument) {
        select(anchor: document.word(at: point), focus: nil)
    }

    /// A drag to `point`: the focus follows the word under it, and stays put over a gap.
    public mutating func drag(to point: (x: Int, y: Int), in document: LiveDocument) {
        guard anchor != nil, let word = document.word(at: point) else { return }
        select(anchor: anchor, focus: word)
    }

    /// Shift+click: from the anchor (or the word itself when there is none) to the word under `point`.
    public mutating func extend(to point: (x: Int, y: Int), in document: LiveDocument) {
        guard let word = document.word(at: point) else { return }
        select(anchor: anchor ?? word, focus: word)
    }

    /// Double-click: the word under `point`.
    public mutating func selectWord(at point: (x: Int, y: Int), in document: LiveDocument) {
        let word = document.word(at: point)
        select(anchor: word, focus: word)
    }

    /// Triple-click: the line under `point`.
    public mutating func selectLine(at point: (x: Int, y: Int), in document: LiveDocument) {
        guard let word = document.word(at: point) else { return select(anchor: nil, focus: nil) }
        let line = document.lines[document.words[word].line].words
        select(anchor: line.lowerBound, focus: line.upperBound - 1)
    }

    /// Ctrl+A: every word of the region under `point` (the word's there, else the smallest
    /// region holding the point); nothing outside every region.
    public mutating func selectRegion(at point: (x: Int, y: Int), in document: LiveDocument) {
        let words = document.regionWords(at: point)
        select(anchor: words.first, focus: words.last)
    }

    /// The same words in `new`, a fuller reading of the same screen (Live Text shows a page as
    /// its regions are read, and indices move as regions arrive): anchor and focus follow their
    /// words' boxes; the item Tab chose is forgotten.
    public mutating func carry(from old: LiveDocument, to new: LiveDocument) {
        func same(_ word: Int?) -> Int? {
            word.flatMap { word in new.words.firstIndex { $0.box == old.words[word].box } }
        }
        select(anchor: same(anchor), focus: same(focus))
    }

    /// Selects `words` (consecutive in reading order, as a match's are), or nothing when empty.
    public mutating func select(_ words: [Int]) {
        select(anchor: words.first, focus: words.last)
    }

    mutating func select(anchor: Int?, focus: Int?, item: Int? = nil) {
        self.anchor = anchor
        self.focus = focus
        self.item = item
    }
}
