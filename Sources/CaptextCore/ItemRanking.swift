import ContentTypes
import DataDetection
import Recognition

/// Orders detected items the way a person scans a document: larger text first, then nearer the
/// centre; a number labelled as a phone comes before one without a label, and one labelled as a
/// fax after both; a time of day alone after the dates.
public enum ItemRanking {
    /// The values `type` asks for in the filter's format, most prominent first, without repeats. QR codes and barcodes
    /// (largest first) are exact where OCR guesses, so their payloads come first: as they are
    /// for `qr`, and for `auto` (a code in the selection is what was meant, not its caption);
    /// the items of another type a payload holds (a URL, a `tel:` number) before the text's.
    public static func values(of type: ContentType, in analysis: ImageAnalysis, filter: ContentFilter) -> [String] {
        let filter = filter.settled(for: analysis.text, readIn: analysis.languages)
        let payloads = analysis.codes.sorted { $0.box.width * $0.box.height > $1.box.width * $1.box.height }.map(\.payload)
        let values: [String]
        switch type {
        case .qr:
            values = payloads
        case .auto where !payloads.isEmpty:
            values = payloads
        case .auto, .text:
            values = filter.values(of: filter.items(in: analysis.text, type: type))
        default:
            // An item is read from its own column, never across a gutter into the next one.
            let columns = ColumnSplit.splittingColumns(analysis)
            values = payloads.flatMap { filter.values(of: filter.items(in: $0, type: type)) }
                + filter.values(of: ranked(filter.items(in: columns.text, type: type), in: columns))
        }
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    public static func ranked(_ items: [DataItem], in analysis: ImageAnalysis) -> [DataItem] {
        let lines = lineSpans(of: analysis)
        let centreX = analysis.width / 2, centreY = analysis.height / 2
        func key(_ item: DataItem) -> (Int, Int, Int) {
            let touched = lines.filter { $0.range.overlaps(item.start..<max(item.end, item.start + 1)) }
            let height = touched.map(\.line.box.height).max() ?? 0
            let distance = touched.map { line in
                abs(line.line.box.x + line.line.box.width / 2 - centreX) + abs(line.line.box.y + line.line.box.height / 2 - centreY)
            }.min() ?? Int.max
            // A form's date field wants a date; a time alone (check-in 15:00, boarding 11:00) comes after the dates.
            let timeAlone = item.type == .datetime && DateTimeDetector.isTimeOfDayAlone(item.printed)
            let label = item.type == .phone ? touched.first.map { PhoneLabel(before: item, on: $0) } : nil
            return (label?.rank ?? (timeAlone ? 2 : 1), -height, distance)
        }
        return items.map { ($0, key($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Each line with its range of Unicode scalar offsets in `analysis.text`, which joins lines
    /// with one newline and paragraphs with two.
    static func lineSpans(of analysis: ImageAnalysis) -> [(line: RecognizedLine, range: Range<Int>)] {
        var spans: [(RecognizedLine, Range<Int>)] = []
        var offset = 0
        for (p, paragraph) in analysis.paragraphs.enumerated() {
            if p > 0 { offset += 2 }
            for (l, line) in paragraph.lines.enumerated() {
                if l > 0 { offset += 1 }
                let length = line.text.unicodeScalars.count
                spans.append((line, offset..<offset + length))
                offset += length
            }
        }
        return spans
    }
}
