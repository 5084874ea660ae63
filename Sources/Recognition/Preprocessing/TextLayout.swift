/// The text-like ink components of an image and what they say about its layout: how tall
/// the text is, how many lines there are, and whether the lines form one block.
struct TextLayout {
    typealias Glyph = InkComponents.Component

    let glyphs: [Glyph]
    let lines: [[Glyph]]

    init(_ components: [Glyph], imageWidth: Int, imageHeight: Int) {
        // Not text: specks, rules and frames.
        glyphs = components.filter { c in
            c.height >= 3 && c.width <= 4 * c.height + 2
                && !(c.width > imageWidth / 2 && c.height > imageHeight / 2)
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

    /// The median height of the lines, ascenders to descenders: about the font's em in any script.
    var lineHeight: Int? {
        guard !lines.isEmpty else { return nil }
        let heights = lines.map { line in line.map(\.maxY).max()! - line.map(\.minY).min()! + 1 }.sorted()
        return heights[heights.count / 2]
    }

    /// One line → `.line`, else `.block` (rows of a table or terminal stay rows).
    var suggestedMode: SegmentationMode { lines.count > 1 ? .block : .line }

    /// True when tiles of both polarities hold a real share of the image (a dark header over a
    /// light page): then the per-line inversion Tesseract does on its own is worth its time.
    static func isMixed(_ gray: Image, darkBackground: Bool) -> Bool {
        let tile = 32
        guard gray.width >= 2 * tile || gray.height >= 2 * tile else { return false }
        var opposite = 0, total = 0
        for ty in stride(from: 0, to: gray.height - tile / 2, by: tile) {
            for tx in stride(from: 0, to: gray.width - tile / 2, by: tile) {
                var sum = 0, count = 0
                for y in ty..<min(ty + tile, gray.height) {
                    for x in tx..<min(tx + tile, gray.width) { sum += Int(gray.pixels[y * gray.width + x]); count += 1 }
                }
                let mean = sum / count
                if darkBackground ? mean > 160 : mean < 96 { opposite += 1 }
                total += 1
            }
        }
        return opposite >= 2 && opposite * 20 >= total
    }
}
