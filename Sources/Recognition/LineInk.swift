/// Which columns of a line hold ink, in its middle rows (where a neighbouring line's
/// descenders and accents do not reach): the blanks between words (`InkWordBreaks`) and
/// between digits (`DigitGroupBreaks`).
struct LineInk {
    let page: Image
    let rows: Range<Int>
    var lineHeight: Int { rows.count * 4 / 3 }
    /// Ink is darker than midway between the line's paper and its darkest ink.
    let threshold: UInt8

    /// Nil when the line has too little contrast to tell ink from paper.
    init?(line: BoundingBox, on page: Image) {
        let box = line.clipped(width: page.width, height: page.height)
        let (darkest, lightest) = page.levels(in: box)
        guard Int(lightest) - Int(darkest) >= 64 else { return nil }
        self.page = page
        threshold = UInt8((Int(lightest) + Int(darkest)) / 2)
        rows = (box.y + box.height / 8)..<(box.maxY - box.height / 8)
    }

    /// The widest run of columns without ink in `start..<end` (the gap between two words
    /// whose boxes left out an edge of a stroke).
    func widestBlank(from start: Int, to end: Int) -> Int {
        let runs = runs(from: start, to: end)
        let edges = [start] + runs.flatMap { [$0.lowerBound, $0.upperBound] } + [end]
        return stride(from: 0, to: edges.count, by: 2).map { edges[$0 + 1] - edges[$0] }.max() ?? 0
    }

    /// The runs of inked columns in `start..<end`.
    func runs(from start: Int, to end: Int) -> [Range<Int>] {
        let start = max(start, 0), end = min(end, page.width)
        var runs: [Range<Int>] = [], runStart: Int?
        for x in start...max(start, end) {
            let inked = x < end && rows.contains { page.pixels[$0 * page.width + x] < threshold }
            if inked, runStart == nil { runStart = x }
            if !inked, let first = runStart { runs.append(first..<x); runStart = nil }
        }
        return runs
    }
}
