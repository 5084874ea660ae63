import Foundation

/// Dates, times and durations: numeric and written dates (English, German and French month
/// names), 12/24-hour times with zones, ranges ("Mon 5–7 pm"), durations ("2h 30m", "1 hr 15 min")
/// and relative dates ("tomorrow at 9", "in 3 days"). Pieces found next to each other are joined
/// into one item; impossible dates ("February 29, 2014", "8/32") are not dates.
public struct DateTimeDetector: DataDetector {
    public let type = ContentType.datetime

    public init() {}

    /// A piece of a date/time expression. Weak pieces ("at 9") count only joined to a strong one.
    struct Piece {
        let range: Range<Int>
        let weak: Bool
        let iso: String?
    }

    private typealias V = DateTimeVocabulary

    private struct Rule: @unchecked Sendable {
        let regex: NSRegularExpression
        let weak: Bool
        /// Checks the capture groups and returns an ISO value when the piece is a whole date;
        /// `.some(nil)` accepts without one, nil rejects.
        let validate: @Sendable (DetectionText, [Range<Int>?]) -> String??

        init(_ pattern: String, weak: Bool = false, caseSensitive: Bool = false,
             validate: @escaping @Sendable (DetectionText, [Range<Int>?]) -> String?? = { _, _ in .some(nil) }) {
            regex = NSRegularExpression(pattern, caseSensitive ? [] : [.caseInsensitive])
            self.weak = weak
            self.validate = validate
        }
    }

    private static let time = #"(?:(?:[01]?[0-9]|2[0-4])[:.][0-5][0-9](?::[0-5][0-9])?(?:\#(V.ampm))?|(?:1[0-2]|0?[1-9])\#(V.ampm)|(?:[01]?[0-9]|2[0-3])\s?h(?:\s?[0-5][0-9])?(?![a-z])|(?:[01]?[0-9]|2[0-3])\s?uhr|(?:1[0-2]|0?[1-9])\s?o'?clock|noon|midnight|midday|mittags?|minuit|midi)\#(V.zone)"#

    private static let rules: [Rule] = [
        // 2014-04-18, 2014-04-18T13:00
        Rule(#"(?<![\d/.-])(\#(V.year))[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?\#(V.zone))?(?![\d/-])"#) { t, g in
            isoDate(year: Int(t[g[1]!]), month: Int(t[g[2]!]), day: Int(t[g[3]!]))
        },
        // 18.04.2014, 4/18/2014, 18-04-14
        Rule(#"(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|\.\d)"#) { t, g in
            numericDate(t[g[1]!], t[g[3]!], year: t[g[4]!])
        },
        // 4/18, 21.6.
        Rule(#"(?<![\d/.,-])(\d{1,2})/(\d{1,2})(?![\d/.,-])|(?<![\d/.,-])(\d{1,2})\.(\d{1,2})\.(?![\d])"#) { t, g in
            if let a = g[1], let b = g[2] { return numericDate(t[a], t[b], year: nil) }
            return numericDate(t[g[3]!], t[g[4]!], year: nil, dayFirst: true)
        },
        // (Monday,) (the) 15th (of) February (2024)
        Rule(#"\b(?:\#(V.weekday),?\s+)?(?:the\s+)?(\#(V.day))\s+(?:of\s+|de\s+)?(\#(V.month))(?![a-zäéû])(?:,?\s+(\#(V.year))(?!\d))?+"#) { t, g in
            writtenDate(day: t[g[1]!], month: t[g[2]!], year: g[3].map { t[$0] })
        },
        // (Monday,) February (the) 15th(, 2024)
        Rule(#"\b(?:\#(V.weekday),?\s+)?(\#(V.month))\s+(?:the\s+)?(\#(V.day))(?![\d:])(?:,?\s+(\#(V.year))(?!\d))?+"#) { t, g in
            writtenDate(day: t[g[2]!], month: t[g[1]!], year: g[3].map { t[$0] })
        },
        // March 2024; a full month name alone (not "May", a common word)
        Rule(#"(?<![0-9]\s)(?:\b\#(V.month)\s+\#(V.year)\b|\b(?:january|february|march|april|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre)\b(?!\s*\d))"#),
        // weekdays: full names, or capitalised / dotted abbreviations
        Rule(#"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b"#),
        Rule(#"\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:\.|\b)(?!\s+(?:and|or|is|the)\b)"#, caseSensitive: true),
        // 5-7 pm, 3:30-4:30pm
        Rule(#"(?<![\d.:])(?:[01]?[0-9]|2[0-3])(?::[0-5][0-9])?\s*(?:-|–|—|to)\s*"# + time),
        // times
        Rule(#"(?<![\d.:,])"# + time + #"(?![\d]|[.:]\d)"#),
        // relative days
        Rule(#"\b(?:the day (?:after tomorrow|before yesterday)|today|tonight|tomorrow|tmrw?|yesterday|right now|just now|now|heute|morgen|gestern|übermorgen|vorgestern|demain|aujourd'hui|après-demain|avant-hier)\b"#),
        Rule(#"\b(?:next|last|this|coming|past|previous|upcoming|nächste[nrs]?|letzte[nrs]?|prochaine?|dernière?)\s+(?:week(?:end)?|month|year|quarter|woche|monat|jahr|semaine|mois|année|\#(V.weekday)|\#(V.month)|morning|afternoon|evening|night)\b"#),
        Rule(#"\b(?:in|within|after|dans|en|nach)\s+\#(V.number)\s*\#(V.unit)\b|\b\#(V.number)\s*\#(V.unit)\s+(?:ago|from now|later|earlier|hence|before|after)\b"#),
        // parts of the day
        Rule(#"\b(?:(?:this|tomorrow|yesterday)\s+)?(?:morning|afternoon|evening|tonight)\b"#),
        // durations: 2h 30m, 1 hr 15 min, 45 minutes, two weeks, one and a half hours
        Rule(#"(?<![\w.])(?:(?:[0-9]+(?:[.,][0-9]+)?|[0-9]+/[0-9]+)(?:\s+and\s+an?\s+half)?\s?(?:(?:more|additional|extra|less|fewer)\s+)?\#(V.unit)|[0-9]+['"])(?:,?\s*(?:and\s+)?[0-9]+\s?\#(V.unit))*(?:\s+and\s+(?:a\s+)?half)?(?![\w])|\b(?:\#(V.numberWord)|half)(?:\s+and\s+(?:a\s+)?(?:half|quarter))?\s+(?:(?:more|additional|extra|less|fewer)\s+)?(?:seconds?|sec|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|fortnights?|stunden?|minuten|tage?|wochen|heures?|jours?|semaines?)(?:\s+and\s+(?:a\s+)?half)?\b"#),
        // "at 9" only joined to a date: "tomorrow at 9"
        Rule(#"\b(?:at|@|um|à)\s+(?:1[0-2]|0?[1-9])(?![\d:]|[.,]\d)"#, weak: true),
    ]

    private static let glue = NSRegularExpression(
        #"^(?:\s*,?\s*|\s+(?:at|@|on|um|à|le|the|of|from|in the)\s+|\s*,\s*(?:at|on)\s+|\s*(?:-|–|—|to|until|till|through|thru|bis|au)\s*)$"#,
        [.caseInsensitive])

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        var pieces: [Piece] = []
        for rule in Self.rules {
            for groups in text.matches(rule.regex) {
                guard let whole = groups[0], !whole.isEmpty, let iso = rule.validate(text, groups) else { continue }
                pieces.append(Piece(range: whole, weak: rule.weak, iso: iso))
            }
        }
        // Longest piece wins where pieces overlap.
        var kept: [Piece] = []
        for piece in pieces.sorted(by: { $0.range.count > $1.range.count })
        where !kept.contains(where: { $0.range.overlaps(piece.range) }) {
            kept.append(piece)
        }
        kept.sort { $0.range.lowerBound < $1.range.lowerBound }
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
        return groups.compactMap { group in
            guard group.contains(where: { !$0.weak }), let first = group.first, let last = group.last else { return nil }
            let range = first.range.lowerBound..<last.range.upperBound
            let value = group.count == 1 && first.iso != nil ? first.iso! : text[range]
            return text.item(.datetime, range, value: value)
        }
    }

    static func isoDate(year: Int?, month: Int?, day: Int?) -> String?? {
        guard let month, let day, (1...12).contains(month), day >= 1,
              day <= V.daysIn(month: month, year: year) else { return nil }
        guard let year else { return .some(nil) }
        return .some(String(format: "%04d-%02d-%02d", year, month, day))
    }

    /// A numeric date read month-first or day-first, whichever is a real date (month-first when
    /// both are, unless `dayFirst`).
    static func numericDate(_ a: String, _ b: String, year: String?, dayFirst: Bool = false) -> String?? {
        guard let first = Int(a), let second = Int(b) else { return nil }
        var fullYear: Int?
        if let year, let y = Int(year) { fullYear = year.count == 2 ? 2000 + y - (y > 50 ? 100 : 0) : y }
        let orders = dayFirst ? [(second, first), (first, second)] : [(first, second), (second, first)]
        for (month, day) in orders {
            if let result = isoDate(year: fullYear, month: month, day: day) { return result }
        }
        return nil
    }

    static func writtenDate(day: String, month: String, year: String?) -> String?? {
        let digits = day.prefix { $0.isNumber }
        return isoDate(year: year.flatMap { Int($0) }, month: V.monthNumber(month), day: Int(digits))
    }
}
