import LiveText
@testable import Recognition

/// Hand-built readings: each word 10 px a character wide, 10 px apart, lines 12 px tall.
enum Page {
    /// The words of `spelled` (split at spaces, or given as `words`) on one line at (x, y).
    static func line(_ spelled: String, words: [String]? = nil, x: Int, y: Int) -> RecognizedLine {
        var left = x
        let recognized = (words ?? spelled.split(separator: " ").map(String.init)).map { word -> RecognizedWord in
            defer { left += 10 * word.count + 10 }
            return RecognizedWord(text: word, box: BoundingBox(x: left, y: y, width: 10 * word.count, height: 12), confidence: 0.9)
        }
        return RecognizedLine(text: spelled, box: BoundingBox(enclosing: recognized.map(\.box)), confidence: 0.9, words: recognized)
    }

    /// One paragraph of `lines` in region `region`.
    static func block(_ lines: [RecognizedLine], region: Int? = nil) -> RecognizedBlock {
        let box = BoundingBox(enclosing: lines.map(\.box))
        return RecognizedBlock(box: box, paragraphs: [RecognizedParagraph(box: box, lines: lines)], region: region)
    }

    static func analysis(_ blocks: [RecognizedBlock], regions: [BoundingBox] = []) -> ImageAnalysis {
        ImageAnalysis(width: 800, height: 600, languages: ["eng"], blocks: blocks, regions: regions.map {
            TextRegion(box: $0, cell: $0, kind: .column, textHeight: 12)
        })
    }

    /// Two columns side by side, read as a layout may give them: the left column's first two
    /// lines, the right column's, then the left column's last line (region 0 left, 1 right).
    static let twoColumns = analysis([
        block([line("left one", x: 10, y: 10), line("left two", x: 10, y: 30)], region: 0),
        block([line("right one", x: 300, y: 10), line("right two", x: 300, y: 30)], region: 1),
        block([line("left three", x: 10, y: 50)], region: 0),
    ], regions: [BoundingBox(x: 0, y: 0, width: 250, height: 80), BoundingBox(x: 290, y: 0, width: 250, height: 80)])

    /// The centre of the word `index` of `document`.
    static func centre(of index: Int, in document: LiveDocument) -> (x: Int, y: Int) {
        let box = document.words[index].box
        return (box.x + box.width / 2, box.y + box.height / 2)
    }
}
