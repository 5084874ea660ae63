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
                + filter.values(of: groupedLikeSiblings(spacedAlike(withWWWAlike(ranked(filter.items(in: columns.text, type: type), in: columns)))))
        }
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// OCR loses a value's blanks far more often than it invents them: of two printings of the
    /// same value on one page (a boarding pass's large `JL123` and its stub's `JL 123`), the one
    /// with more blanks is taken for both, where each stands.
    static func spacedAlike(_ items: [DataItem]) -> [DataItem] {
        func blanks(_ text: String) -> Int { text.unicodeScalars.filter(\.properties.isWhitespace).count }
        func unspaced(_ text: String) -> String { String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace })) }
        return items.map { item in
            let spaced = items.filter { $0.type == item.type && unspaced($0.printed) == unspaced(item.printed) }
                .max { blanks($0.printed) < blanks($1.printed) }
            guard let spaced, blanks(spaced.printed) > blanks(item.printed) else { return item }
            return item.reprinted(spaced.printed)
        }
    }

    /// A bare host the page also prints with `www.` (a photo's `receptionG oakfieldvets.co.uk`,
    /// an email whose `@` OCR lost, above its `www.oakfieldvets.co.uk`) is that web address: the
    /// page prints its site once with `www.`, and a field that wants a URL gets it so, once.
    static func withWWWAlike(_ items: [DataItem]) -> [DataItem] {
        items.map { item in
            guard item.type == .url, case let fuller = "www." + item.printed.lowercased(),
                  let full = items.first(where: { $0.type == .url && $0.printed.lowercased() == fuller }) else { return item }
            return full
        }
    }

    /// A phone number OCR read with fewer blanks than another of the page's numbers in the same
    /// country and of as many digits (a card's `Tél. 04 91 552017` above its `Fax 04 91 55 20 18`):
    /// a document prints its numbers alike, so it takes that number's groups where that number has
    /// all of its separators, the same ones; with two such numbers grouped differently, it stays as read.
    /// So does one with a blank inside a group that number's grouping lacks, all else alike (a
    /// photo's `04 91 55 20 1 7`).
    static func groupedLikeSiblings(_ items: [DataItem]) -> [DataItem] {
        /// Its digits' count, and the separator after each group of digits (by the digits before it).
        func grouping(_ printed: String) -> (digits: Int, separators: [Int: String]) {
            var digits = 0, separators: [Int: String] = [:]
            for scalar in printed.unicodeScalars {
                if ("0"..."9").contains(scalar) { digits += 1 } else if digits > 0 { separators[digits, default: ""].unicodeScalars.append(scalar) }
            }
            separators[digits] = nil
            return (digits, separators)
        }
        /// Whether the separator after the `at`th digit leaves a group of one digit on either side.
        func cutsOneDigit(at: Int, _ grouping: (digits: Int, separators: [Int: String])) -> Bool {
            let bounds = [0] + grouping.separators.keys.sorted() + [grouping.digits]
            guard let k = bounds.firstIndex(of: at) else { return false }
            return at - bounds[k - 1] == 1 || bounds[k + 1] - at == 1
        }
        return items.map { item in
            guard item.type == .phone else { return item }
            let own = grouping(item.printed)
            let patterns = Set(items.filter { $0.type == .phone && $0.value.prefix(4) == item.value.prefix(4) }
                .map { grouping($0.printed) }
                .filter { sibling in
                    guard sibling.digits == own.digits else { return false }
                    if sibling.separators.count > own.separators.count {
                        // Never a one-digit group the sibling's own stray blank made (`20 1 7`).
                        let extra = sibling.separators.keys.filter { own.separators[$0] == nil }
                        return !extra.contains { cutsOneDigit(at: $0, sibling) } && own.separators.allSatisfy { sibling.separators[$0.key] == $0.value }
                    }
                    let extra = own.separators.filter { sibling.separators[$0.key] != $0.value }
                    return sibling.separators.count + 1 == own.separators.count && extra.count == 1 && extra.first?.value == " "
                        && cutsOneDigit(at: extra.first!.key, own)
                }
                .map(\.separators))
            guard patterns.count == 1, let separators = patterns.first else { return item }
            // What stands before the first digit (`+`, a bracket) and after the last, the digits in
            // the sibling's groups between.
            let scalars = Array(item.printed.unicodeScalars)
            func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
            guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else { return item }
            var printed = String.UnicodeScalarView(scalars[..<first]), digits = 0
            for scalar in scalars[first...last] where isDigit(scalar) {
                if let separator = separators[digits] { printed.append(contentsOf: separator.unicodeScalars) }
                printed.append(scalar)
                digits += 1
            }
            printed.append(contentsOf: scalars[(last + 1)...])
            return item.reprinted(String(printed))
        }
    }

    public static func ranked(_ items: [DataItem], in analysis: ImageAnalysis) -> [DataItem] {
        let lines = lineSpans(of: analysis)
        let centreX = analysis.width / 2, centreY = analysis.height / 2
        func key(_ item: DataItem) -> (Int, Int, Int) {
            let touched = spans(of: item, in: lines)
            let height = touched.map { textHeight(of: item, on: $0.line, at: $0.range.lowerBound) }.max() ?? 0
            let distance = touched.map { line in
                abs(line.line.box.x + line.line.box.width / 2 - centreX) + abs(line.line.box.y + line.line.box.height / 2 - centreY)
            }.min() ?? Int.max
            return (preference(of: item, on: touched.first), -height, distance)
        }
        return items.map { ($0, key($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// How tall `item` stands on `line` (which starts at `offset` in the page's text): the
    /// median height of the words it covers (Tesseract boxes a CJK character now and then as
    /// tall as its line), less the rise of a tilted page along each word's width. The line's
    /// box would mislead where the line runs across columns whose rows stand at other heights,
    /// and on a tilted page, where its box is taller by the rise along its whole width.
    static func textHeight(of item: DataItem, on line: RecognizedLine, at offset: Int) -> Int {
        let rise = line.levelHeight.map { Double(max(0, line.box.height - $0)) / Double(max(1, line.box.width)) } ?? 0
        let covered = item.start - offset..<max(item.start, item.end) - offset
        let heights = zip(line.words, line.wordRanges).filter { $0.1.overlaps(covered) }.map { word, _ in
            Int((Double(word.box.height) - rise * Double(word.box.width)).rounded())
        }
        return heights.median ?? line.textHeight
    }

    /// How much a field of the item's type wants it: 0 a number labelled a phone, 1 most items, 2
    /// what it wants last: a fax, and for a date field a time alone (check-in 15:00, boarding
    /// 11:00). `line`: the first line the item is on.
    static func preference(of item: DataItem, on line: (line: RecognizedLine, range: Range<Int>)?) -> Int {
        if item.type == .phone, let line { return PhoneLabel(before: item, on: line).rank }
        return item.type == .datetime && DateTimeDetector.isTimeOfDayAlone(item.printed) ? 2 : 1
    }

    /// Whether `analysis` holds a value `type` wants before its last resorts (a fax, a time alone):
    /// where it holds none, the value may be on a line that was misread.
    public static func holdsWantedValue(of type: ContentType, in analysis: ImageAnalysis, filter: ContentFilter) -> Bool {
        let filter = filter.settled(for: analysis.text, readIn: analysis.languages)
        if analysis.codes.contains(where: { !filter.items(in: $0.payload, type: type).isEmpty }) { return true }
        let columns = ColumnSplit.splittingColumns(analysis)
        let lines = lineSpans(of: columns)
        return filter.items(in: columns.text, type: type).contains { item in
            preference(of: item, on: spans(of: item, in: lines).first) < 2
        }
    }

    /// Whether a second look at `analysis` may find what `type` wants: `type` is a kind of value
    /// and `analysis` holds none before its last resorts.
    public static func wantsSecondLook(for type: ContentType, in analysis: ImageAnalysis, filter: ContentFilter) -> Bool {
        isKindOfValue(type) && !holdsWantedValue(of: type, in: analysis, filter: filter)
    }

    /// Whether `type` asks for values a detector finds in text (not a code's payload, nor any text).
    static func isKindOfValue(_ type: ContentType) -> Bool {
        type != .qr && type != .auto && type != .text
    }

    /// The lines (of `lineSpans`) `item` is on.
    static func spans(of item: DataItem, in lines: [(line: RecognizedLine, range: Range<Int>)]) -> [(line: RecognizedLine, range: Range<Int>)] {
        lines.filter { $0.range.overlaps(item.start..<max(item.end, item.start + 1)) }
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
