import ContentTypes
import Foundation
import Synchronization

/// Dates, times and durations: numeric and written dates (English, German and French month
/// names), 12/24-hour times with zones, ranges ("Mon 5–7 pm"), durations ("2h 30m", "1 hr 15 min")
/// and relative dates ("tomorrow at 9", "in 3 days"). Pieces found next to each other are joined
/// into one item; impossible dates ("February 29, 2014", "8/32") are not dates.
public struct DateTimeDetector: DataDetector {
    public let type = ContentType.datetime

    public init() {}

    /// A piece of a date/time expression. Weak pieces ("at 9") count only joined to a strong one.
    struct Piece: Sendable {
        let range: Range<Int>
        let weak: Bool
        let iso: String?
    }

    private typealias V = DateTimeVocabulary

    /// What may stand between two pieces of one expression, on one line.
    private static let glue = NSRegularExpression(
        #"^(?:[^\S\n]*,?[^\S\n]*|[^\S\n]*,?[^\S\n]+(?:and|at|@|on|um|à|le|the|of|from|in|in the|during|after|before|for)[^\S\n]+|[^\S\n]*,[^\S\n]*(?:at|on)[^\S\n]+|[^\S\n]*(?:-|–|—|to|until|untill|till|through|thru|bis|au)[^\S\n]*)\z"#,
        [.caseInsensitive])
    /// Words before an expression that belong to it: "on Friday", "for 5 minutes", "last 2 days",
    /// "at the end of April".
    private static let lead = NSRegularExpression(
        #"(?:\b(?:on|at|in|for|from|by|until|untill|till|through|thru|since|after|before|during|around|about|approximately|within|between|in between|anytime|sometimes?|the|this|last|next|past|upcoming|coming|early|late|mid|first|second|third|(?:the\s+)?(?:end|beginning|start|middle|week)\s+of)\s+|@\s*)$"#,
        [.caseInsensitive])
    /// Words after an expression that belong to it: "3 min 49 sec ago", "9 am (BST)".
    private static let tail = NSRegularExpression(
        #"^(?:\s+(?:ago|from now|hence|later|earlier|back|out|approximately|after next)\b|ish\b|\s*\((?:UTC|GMT|[A-Z]{2,4})(?:\s?[+-]\s?[0-9]{1,2}(?::?[0-9]{2})?)?\))"#,
        [.caseInsensitive])

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let text = YearRepair.repaired(text)
        // Each rule looks only near the digits or words its matches hold (most of a text is
        // neither), and the rules, independent, run side by side; their pieces are joined in the
        // rules' order.
        let windows = TextWindows(text)
        let found = Mutex([[Piece]](repeating: [], count: Self.rules.count))
        DispatchQueue.concurrentPerform(iterations: Self.rules.count) { index in
            let rule = Self.rules[index]
            let pieces = windows.matches(rule.regex, near: rule.anchors).compactMap { groups -> Piece? in
                guard let whole = groups[0], !whole.isEmpty, let iso = rule.validate(text, groups) else { return nil }
                return Piece(range: whole, weak: rule.weak, iso: iso)
            }
            found.withLock { $0[index] = pieces }
        }
        let pieces = found.withLock { $0 }.joined()
        // Longest piece wins where pieces overlap.
        var disjoint = DisjointRanges<Piece>()
        for piece in pieces.sorted(by: { $0.range.count > $1.range.count }) {
            disjoint.insertUnlessOverlapping(piece.range, piece)
        }
        let kept = disjoint.values
        // Join neighbours separated only by glue ("Monday, 5 pm", "tomorrow at 9", "5 - 7 pm").
        var groups: [[Piece]] = []
        for piece in kept {
            if let last = groups.last?.last,
               !text.matches(Self.glue, in: last.range.upperBound..<piece.range.lowerBound).isEmpty
                || last.range.upperBound == piece.range.lowerBound {
                groups[groups.count - 1].append(piece)
            } else {
                groups.append([piece])
            }
        }
        let items: [DataItem] = groups.compactMap { group in
            guard group.contains(where: { !$0.weak }), let first = group.first, let last = group.last else { return nil }
            let range = Self.extended(first.range.lowerBound..<last.range.upperBound, in: text)
            // On one line (a date wrapped in a narrow column, "14. September" / "2027"), and without
            // the blanks OCR put between a Japanese date's digits and 年, 月, 日.
            let printed = CJKSpacing.closed(
                text[Self.afterPrepositions(text, from: range.lowerBound, upTo: first.range.lowerBound)..<range.upperBound]
                    .replacingOccurrences(of: #"[ \t]*\n\s*"#, with: " ", options: .regularExpression))
            // Without an ISO form (a range, a relative date, an ambiguous numeric date) the value is as printed.
            return text.item(.datetime, range, value: (group.count == 1 ? first.iso : nil) ?? printed, printed: printed)
        }
        return items.removingOverlaps()
    }

    /// Whether `printed` is a time of day and nothing else ("15:00", "7.30pm", "19 h 30",
    /// "18:45 Uhr"): no date, range or duration.
    public static func isTimeOfDayAlone(_ printed: String) -> Bool {
        printed.wholeMatch(of: /(?i)(?:[01]?[0-9]|2[0-4])(?:[:.][0-5][0-9](?::[0-5][0-9])?|\s?h\s?[0-5][0-9])?\s?(?:[ap]\.?\s?m\.?|uhr|h)?/) != nil
    }

    /// Lead words that only join an expression to its sentence ("on", "at", "for", "@"): part of
    /// the item, not of the date as a field wants it ("on June 3, 2027" is printed "June 3, 2027").
    private static let prepositions = NSRegularExpression(
        #"^(?:(?:on|at|in|for|from|by|until|untill|till|through|thru|since|after|before|during|around|about|approximately|within)\s+|@\s*)+"#,
        [.caseInsensitive])

    /// Where the printed date starts: after the prepositions that lead `start..<expression`.
    private static func afterPrepositions(_ text: DetectionText, from start: Int, upTo expression: Int) -> Int {
        guard start < expression, let lead = text.matches(prepositions, in: start..<expression).first?[0] else { return start }
        return lead.upperBound
    }

    /// `range` with the lead and tail words around it on its line.
    private static func extended(_ range: Range<Int>, in text: DetectionText) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        let lineStart = (0..<start).last { text.scalars[$0] == "\n" }.map { $0 + 1 } ?? 0
        while let lead = text.matches(lead, in: lineStart..<start).first?[0], lead.lowerBound < start {
            start = lead.lowerBound
        }
        let lineEnd = (end..<text.count).first { text.scalars[$0] == "\n" } ?? text.count
        if let tail = text.matches(tail, in: end..<lineEnd).first?[0] { end = tail.upperBound }
        return start..<end
    }

    static func isoDate(year: Int?, month: Int?, day: Int?) -> String?? {
        guard let month, let day, (1...12).contains(month), day >= 1,
              day <= V.daysIn(month: month, year: year) else { return nil }
        guard let year else { return .some(nil) }
        return .some(String(format: "%04d-%02d-%02d", year, month, day))
    }

    /// A numeric date read month-first or day-first, whichever is a real date. When both are and
    /// differ ("04/07/2027"), which one the document means is its country's convention: the date
    /// has no ISO value and stays as printed, never silently reordered. `dayFirst` (dotted dates,
    /// "21.6.") reads day-first even then.
    static func numericDate(_ a: String, _ b: String, year: String?, dayFirst: Bool = false) -> String?? {
        guard let first = Int(a), let second = Int(b) else { return nil }
        let fullYear = year.flatMap(V.fullYear)
        let orders = dayFirst ? [(second, first), (first, second)] : [(first, second), (second, first)]
        let readings = orders.compactMap { isoDate(year: fullYear, month: $0.0, day: $0.1) }
        guard let reading = readings.first else { return nil }
        if readings.count == 2, first != second, !dayFirst { return .some(nil) }
        return .some(reading)
    }

    /// A date with its month written; a day range ("13 to 15 July") must run forwards within the month.
    static func writtenDate(day: String, month: String, year: String?, rangeStart: String? = nil,
                            rangeEnd: String? = nil) -> String?? {
        let year = year.flatMap(V.fullYear), month = V.monthNumber(month)
        guard let dayNumber = V.dayNumber(day) else { return nil }
        for other in [rangeStart, rangeEnd].compactMap({ $0 }) {
            guard let otherDay = V.dayNumber(other), isoDate(year: year, month: month, day: otherDay) != nil,
                  (rangeStart != nil ? otherDay < dayNumber : otherDay > dayNumber) else { return nil }
        }
        let iso = isoDate(year: year, month: month, day: dayNumber)
        return rangeStart == nil && rangeEnd == nil ? iso : iso.map { _ in nil }
    }
}
