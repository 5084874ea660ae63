/// The text-like ink components of an image and what they say about its layout: how tall
/// the text is and how many lines there are.
struct TextLayout {
    typealias Glyph = InkComponents.Component

    let glyphs: [Glyph]
    let lines: [[Glyph]]

    init(_ components: [Glyph], imageWidth: Int, imageHeight: Int) {
        // Not text: specks, rules and frames. A vertical rule (a window's edge, a separator)
        // would otherwise join every line beside it into one.
        glyphs = components.filter { c in
            c.height >= 3 && c.width <= 4 * c.height + 2
                && !(c.width > imageWidth / 2 && c.height > imageHeight / 2)
                && !(c.height >= 8 * c.width && c.height > imageHeight / 2)
        }
        // Lines: glyphs whose vertical extents overlap, merged top to bottom.
        var lines: [[Glyph]] = [], bottom = -1
        for glyph in glyphs.sorted(by: { $0.minY < $1.minY }) {
            if glyph.minY <= bottom, !lines.isEmpty {
                lines[lines.count - 1].append(glyph)
                bottom = max(bottom, glyph.maxY)
            } else {
                lines.append([glyph])
                bottom = glyph.maxY
            }
        }
        self.lines = lines
    }

    /// A percentile of glyph heights: near the cap height for Latin text at 0.75.
    func textHeight(percentile: Double) -> Int? {
        guard !glyphs.isEmpty else { return nil }
        let heights = glyphs.map(\.height).sorted()
        return heights[min(Int(Double(heights.count) * percentile), heights.count - 1)]
    }

    /// One line → `.line`, else `.block` (rows of a table or terminal stay rows).
    var suggestedMode: SegmentationMode { lines.count > 1 ? .block : .line }
}
