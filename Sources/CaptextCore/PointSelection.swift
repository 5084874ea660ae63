import ContentTypes
import DataDetection
import Recognition

/// A click without a drag: the text line under the pointer, or with a content type the item
/// of that type under it (else the nearest one on that line).
public enum PointSelection {
    /// The strip of `area` read around a click: wide enough for a long line, a few lines tall.
    public static func band(around point: (x: Int, y: Int), in area: BoundingBox) -> BoundingBox {
        let width = min(area.width, 1200), height = min(area.height, 120)
        let x = min(max(point.x - width / 2, area.x), area.maxX - width)
        let y = min(max(point.y - height / 2, area.y), area.maxY - height)
        return BoundingBox(x: x, y: y, width: width, height: height)
    }

    /// The values under `point` (in the reading's pixels): none, or one.
    public static func values(in reading: CaptureReading, at point: (x: Int, y: Int), type: ContentType,
                       filter: ContentFilter) -> [String] {
        // A click on an address beside a phone column means the address: lines are cut at gutters.
        let analysis = ColumnSplit.splittingColumns(reading.analysis)
        let filter = filter.settled(for: analysis.text, readIn: analysis.languages)
        if let code = reading.codes.first(where: { contains($0.box, point, margin: 4) }) {
            return type == .auto || type == .qr ? [code.payload] : filter.values(of: Array(filter.items(in: code.payload, type: type).prefix(1)))
        }
        // The tightest line holding the point, a few pixels of slack for clicks between letters.
        let spans = ItemRanking.lineSpans(of: analysis)
        guard let (line, range) = spans.filter({ contains($0.line.box, point, margin: 6) })
            .min(by: { $0.line.box.height < $1.line.box.height }) else { return [] }
        switch type {
        case .auto, .text, .qr:
            return type == .qr ? [] : filter.values(of: Array(filter.items(in: line.text, type: type).prefix(1)))
        default:
            let onLine = filter.items(in: analysis.text, type: type).filter { $0.start < range.upperBound && range.lowerBound < $0.end }
            let clicked = offset(under: point.x, in: line, startingAt: range.lowerBound)
            let nearest = onLine.min { distance($0, clicked) < distance($1, clicked) }
            return nearest.map { [$0.value(filter.format)] } ?? []
        }
    }

    /// The text offset of the word under (or nearest to) `x`, located in the line's text.
    private static func offset(under x: Int, in line: RecognizedLine, startingAt lineStart: Int) -> Int {
        let scalars = Array(line.text.unicodeScalars)
        var position = 0
        var best = (distance: Int.max, offset: lineStart)
        for word in line.words {
            let pattern = Array(word.text.unicodeScalars)
            guard !pattern.isEmpty, let found = find(pattern, in: scalars, from: position) else { continue }
            position = found + pattern.count
            let gap = x < word.box.x ? word.box.x - x : (x > word.box.maxX ? x - word.box.maxX : 0)
            if gap < best.distance { best = (gap, lineStart + found) }
        }
        return best.offset
    }

    private static func find(_ pattern: [Unicode.Scalar], in text: [Unicode.Scalar], from start: Int) -> Int? {
        guard text.count >= pattern.count, start <= text.count - pattern.count else { return nil }
        return (start...(text.count - pattern.count)).first { Array(text[$0..<$0 + pattern.count]) == pattern }
    }

    private static func distance(_ item: DataItem, _ offset: Int) -> Int {
        offset < item.start ? item.start - offset : (offset >= item.end ? offset - item.end + 1 : 0)
    }

    private static func contains(_ box: BoundingBox, _ point: (x: Int, y: Int), margin: Int) -> Bool {
        point.x >= box.x - margin && point.x < box.maxX + margin && point.y >= box.y - margin && point.y < box.maxY + margin
    }
}
