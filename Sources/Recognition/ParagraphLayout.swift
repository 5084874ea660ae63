/// Regroups Tesseract's lines into blocks and paragraphs by how they sit on screen.
/// Tesseract's paragraph model is built for printed documents (indents, justification);
/// on screens a paragraph ends where the vertical gap grows, and the one-line blocks
/// that sparse segmentation returns for a list or a form belong together.
enum ParagraphLayout {
    static func regroup(_ blocks: [RecognizedBlock]) -> [RecognizedBlock] {
        let columns = blocks.map { joinedPieces(of: $0.paragraphs.flatMap(\.lines)) }.filter { !$0.isEmpty }
        guard !columns.isEmpty else { return [] }
        let all = columns.flatMap { $0 }
        let lineHeight = all.map(\.box.height).median ?? 0
        let gaps = zip(all, all.dropFirst()).filter { continues($0.1, after: $0.0) }.map { $0.1.box.y - $0.0.box.maxY }
        let usualGap = gaps.median ?? 0
        let breakGap = usualGap + max(lineHeight * 6 / 10, 2)

        // Blocks that carry on the previous one (same column, usual spacing) join it.
        var merged: [[RecognizedLine]] = []
        for lines in columns {
            if let last = merged.last?.last, let first = lines.first, continues(first, after: last),
               first.box.y - last.box.maxY <= breakGap {
                merged[merged.count - 1].append(contentsOf: lines)
            } else {
                merged.append(lines)
            }
        }
        return merged.map { lines in
            var paragraphs: [[RecognizedLine]] = [[lines[0]]]
            for (previous, line) in zip(lines, lines.dropFirst()) {
                if continues(line, after: previous), line.box.y - previous.box.maxY <= breakGap {
                    paragraphs[paragraphs.count - 1].append(line)
                } else {
                    paragraphs.append([line])
                }
            }
            let grouped = paragraphs.map { RecognizedParagraph(box: BoundingBox(enclosing: $0.map(\.box)), lines: $0) }
            return RecognizedBlock(box: BoundingBox(enclosing: grouped.map(\.box)), paragraphs: grouped)
        }
    }

    /// Tesseract sometimes returns one line of mixed scripts as several lines, a word or two
    /// each and not even left to right ("트롤" "컨트" "kup[=<" "--bac" for "--backup[=<컨트롤"):
    /// lines that share most of their height and stand within a few letters of each other
    /// are one line, its words left to right.
    static func joinedPieces(of lines: [RecognizedLine]) -> [RecognizedLine] {
        var joined: [RecognizedLine] = []
        for line in lines {
            let index = joined.firstIndex { other in
                let shared = min(other.box.maxY, line.box.maxY) - max(other.box.y, line.box.y)
                let gap = max(line.box.x - other.box.maxX, other.box.x - line.box.maxX)
                let height = min(other.box.height, line.box.height)
                return 10 * shared >= 6 * height && gap <= 2 * max(other.box.height, line.box.height)
            }
            guard let index else { joined.append(line); continue }
            let words = (joined[index].words + line.words).sorted { $0.box.x < $1.box.x }
            joined[index] = RecognizedLine(box: BoundingBox(enclosing: [joined[index].box, line.box]), words: words,
                                           letterSpacing: joined[index].letterSpacing ?? line.letterSpacing)
        }
        return joined
    }

    /// `line` is below `previous` and shares some of its horizontal extent.
    private static func continues(_ line: RecognizedLine, after previous: RecognizedLine) -> Bool {
        line.box.y >= previous.box.maxY - previous.box.height / 2
            && line.box.x < previous.box.maxX && previous.box.x < line.box.maxX
    }
}
