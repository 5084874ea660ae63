import Recognition

/// What a set of words shows: its text, its highlight, and the words a span of text covers.
extension LiveDocument {
    /// The words' text: line by line joined with a newline, each line's part cut from the
    /// line's own text (so CJK stays unspaced and the spaces are the line's, never re-joined).
    public func text(of selected: [Int]) -> String {
        runs(of: selected).map { run in
            let line = lines[words[run[0]].line]
            let start = words[run[0]].range.lowerBound - line.start, end = words[run[run.count - 1]].range.upperBound - line.start
            var part = String.UnicodeScalarView()
            part.append(contentsOf: Array(line.text.unicodeScalars)[start..<max(start, end)])
            return String(part)
        }.joined(separator: "\n")
    }

    /// One rectangle per line the words are on: the union of their boxes there.
    public func rectangles(of selected: [Int]) -> [BoundingBox] {
        runs(of: selected).map { BoundingBox(enclosing: $0.map { words[$0].box }) }
    }

    /// The words whose text overlaps `range` (Unicode scalar offsets in `text`), in order.
    public func words(covering range: Range<Int>) -> [Int] {
        words.indices.filter { words[$0].range.overlaps(range) }
    }

    /// The words grouped by line, in reading order.
    private func runs(of selected: [Int]) -> [[Int]] {
        var runs: [[Int]] = []
        for index in selected.sorted() {
            if let last = runs.last?.last, words[last].line == words[index].line {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        return runs
    }
}
