/// What `CutLines` could not tell from a whole line: a line the image's top or bottom edge cut
/// through its small letters (`Trash` kept below its x-height: its capital and `h` as short as
/// its `r`, `a`, `s`, as tall as a whole line's small letters, 6 rows against 7). Tesseract reads
/// such a fragment as junk it is unsure of (`Ifastl`, confidence 0.24); plain tesseract leaves it
/// out. A line along the edge read that unsure and shorter than the page's other lines goes.
enum UnreadEdgeLines {
    /// A line below this confidence is no reading (whole lines of a screenshot read 0.8–0.97).
    static let unsure = 0.35
    /// And shorter than this share of the other lines' usual height: a cut keeps a part of it.
    static let heightShare = 0.7

    static func removed(from reading: ImageAnalysis) -> ImageAnalysis {
        func atEdge(_ line: RecognizedLine) -> Bool { line.box.y <= 1 || line.box.maxY >= reading.height - 1 }
        let others = reading.lines.filter { !atEdge($0) }.map(\.box.height)
        guard let usual = others.median else { return reading }
        func isCut(_ line: RecognizedLine) -> Bool {
            atEdge(line) && line.confidence < unsure && Double(line.box.height) < heightShare * Double(usual)
        }
        guard reading.lines.contains(where: isCut) else { return reading }
        var kept = reading
        kept.blocks = reading.blocks.compactMap { block in
            var block = block
            block.paragraphs = block.paragraphs.compactMap { paragraph in
                var paragraph = paragraph
                paragraph.lines.removeAll(where: isCut)
                paragraph.box = BoundingBox(enclosing: paragraph.lines.map(\.box))
                return paragraph.lines.isEmpty ? nil : paragraph
            }
            block.box = BoundingBox(enclosing: block.paragraphs.map(\.box))
            return block.paragraphs.isEmpty ? nil : block
        }
        return kept
    }
}
