import Recognition

/// What lies under a point: a word, or the region to select whole.
extension LiveDocument {
    /// The word under `point` (image pixels): the one whose box holds it, else the nearest word
    /// on the line under it (a press between two words), else nil (no line there).
    public func word(at point: (x: Int, y: Int)) -> Int? {
        if let inside = words.indices.first(where: { words[$0].box.contains(point) }) { return inside }
        // Of nested or touching lines, the tightest.
        guard let line = lines.indices.filter({ lines[$0].box.contains(point) })
            .min(by: { lines[$0].box.height < lines[$1].box.height }) else { return nil }
        return nearestWord(on: line, toX: point.x)
    }

    /// The words of the region under `point`, in reading order: the region of the word there,
    /// else the smallest region holding the point; none outside every region.
    public func regionWords(at point: (x: Int, y: Int)) -> [Int] {
        let region: Int?
        if let word = word(at: point) {
            region = words[word].region
        } else {
            guard let holding = regions.indices.filter({ regions[$0].contains(point) }).min(by: { regions[$0].area < regions[$1].area })
            else { return [] }
            region = holding
        }
        return words.indices.filter { words[$0].region == region }
    }

    /// The word of `line` horizontally nearest to `x`.
    func nearestWord(on line: Int, toX x: Int) -> Int? {
        lines[line].words.min { Self.distance(x, words[$0].box) < Self.distance(x, words[$1].box) }
    }

    private static func distance(_ x: Int, _ box: BoundingBox) -> Int {
        x < box.x ? box.x - x : x >= box.maxX ? x - box.maxX + 1 : 0
    }
}

extension BoundingBox {
    public func contains(_ point: (x: Int, y: Int)) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
}
