import Foundation

/// The patterns of the date/time detector, one a form; pieces found next to each other are joined
/// by the detector.
extension DateTimeDetector {
    private typealias V = DateTimeVocabulary

    struct Rule: @unchecked Sendable {
        let regex: NSRegularExpression
        let weak: Bool
        /// Checks the capture groups and returns an ISO value when the piece is a whole date;
        /// `.some(nil)` accepts without one, nil rejects.
        let validate: @Sendable (DetectionText, [Range<Int>?]) -> String??

        /// What every match has near it, so that the rule looks only there (see TextWindows).
        let anchors: Anchors

        init(_ pattern: String, near anchors: Anchors, weak: Bool = false, caseSensitive: Bool = false,
             validate: @escaping @Sendable (DetectionText, [Range<Int>?]) -> String?? = { _, _ in .some(nil) }) {
            regex = NSRegularExpression(pattern, caseSensitive ? [] : [.caseInsensitive])
            self.anchors = anchors
            self.weak = weak
            self.validate = validate
        }
    }

    private static let time = #"(?:(?:[01]?[0-9]|2[0-4])[:.][0-5][0-9](?::[0-5][0-9])?(?:\#(V.ampm))?|(?:1[0-2]|0?[1-9])\#(V.ampmWord)|(?:[01]?[0-9]|2[0-3])\s?h(?:\s?[0-5][0-9])?(?![a-z])|(?:[01]?[0-9]|2[0-3])\s?uhr|(?:1[0-2]|0?[1-9])\s?o'?\s?clock(?:\#(V.ampmWord))?|(?:1[0-2]|[1-9])[0-5][0-9]\#(V.ampmWord)|(?<![a-z])(?:noon|midnight|mid[- ]?day|mittags?|minuit|midi))\#(V.zone)"#
    private static let dayRange = #"\s*(?:-|–|to|thru|through|until|till)\s*(?:the\s+)?"#
    private static let clockWord = #"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"#
    private static let hourWord = #"(?:[01]?[0-9]|2[0-3]|\#(clockWord))"#

    private static let digits = Anchors(digits: true)
    /// Stems of every spelling of V.month and V.weekday ("jui" for juin and juillet).
    private static let months = Anchors(words: ["jan", "jän", "feb", "fév", "fev", "mar", "mär", "mae", "apr", "avr", "may", "mai",
                                                "jun", "jui", "jul", "aug", "aoû", "aou", "sep", "oct", "okt", "nov", "dec", "déc", "dez"])
    /// A day of the month (`V.anyDay`): digits, or an ordinal word, each of which holds one of these.
    private static let days = Anchors(digits: true, words: ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                                                            "ninth", "tenth", "eleventh", "twelfth", "teenth", "twentieth", "thirtieth"])
    private static let weekdayWords = ["mon", "tue", "wed", "thu", "fri", "sat", "sun", "dienstag", "mittwoch", "donnerstag", "freitag",
                                       "samstag", "sonntag", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
    private static let weekdays = Anchors(words: weekdayWords)
    private static let clockWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    /// An hour in digits or words (`hourWord`).
    private static let hours = Anchors(digits: true, words: clockWords)
    private static let periods = ["day", "week", "month", "quarter", "year"]
    private static let partsOfDay = ["morning", "afternoon", "evening", "night"]
    private static let meals = ["lunch", "dinner", "breakfast"]
    /// A duration starts with digits, or with a number word and then a whole unit word ("sec" and
    /// "hr" are in every "section" and "three").
    private static let durationAnchors = Anchors(digits: true, wholeWords: [
        "second", "seconds", "sec", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "day", "days",
        "week", "weeks", "month", "months", "quarter", "quarters", "year", "years", "fortnight", "fortnights",
        "stunde", "stunden", "minuten", "tag", "tage", "wochen", "heure", "heures", "jour", "jours", "semaine", "semaines",
    ])

    /// Whether a CJK character comes right before `index`, or before the one blank OCR puts after it.
    private static func followsCJK(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var before = index - 1
        if before > 0, scalars[before] == " " || scalars[before] == "\t" { before -= 1 }
        return before >= 0 && CJKSpacing.isCJK(scalars[before])
    }

    static let rules: [Rule] = [
        // 2014-04-18, 2014.12.28, 2014-04-18T13:00
        Rule(#"(?<![\d/.-])(\#(V.year))([-/.])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\#(V.ampm))?\#(V.zone))?(?![\d/-])"#, near: digits) { t, g in
            isoDate(year: Int(t[g[1]!]), month: Int(t[g[3]!]), day: Int(t[g[4]!]))
        },
        // 18.04.2014, 4/18/2014, 18-04-14
        Rule(#"(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|\.\d)"#, near: digits) { t, g in
            // "1.1.30" is a version number; a dotted date with a short year writes "01.01.30".
            if t[g[2]!] == ".", g[4]!.count == 2, g[1]!.count < 2 || g[3]!.count < 2 { return nil }
            // "一番町4-7-17": a Japanese address's block, lot and building right after the town
            // (or after the blank OCR puts there: "一番町 4-7-17").
            if t[g[2]!] == "-", g[4]!.count == 2, followsCJK(t.scalars, at: g[0]!.lowerBound) { return nil }
            return numericDate(t[g[1]!], t[g[3]!], year: t[g[4]!], dayFirst: t[g[2]!] == ".")
        },
        // 2027年6月3日, and as Tesseract reads it, 2027 年 6 月 3 日
        Rule(#"(?<![\d])(\#(V.year))[ \t]?年[ \t]?(\d{1,2})[ \t]?月[ \t]?(\d{1,2})[ \t]?日"#, near: digits) { t, g in
            isoDate(year: Int(t[g[1]!]), month: Int(t[g[2]!]), day: Int(t[g[3]!]))
        },
        // 令和9年7月5日: a Japanese era's year (元年, its first), as invoices and forms print it
        Rule(#"(令和|平成|昭和)[ \t]?(元|\d{1,2})[ \t]?年[ \t]?(\d{1,2})[ \t]?月[ \t]?(\d{1,2})[ \t]?日"#, near: digits) { t, g in
            let year = t[g[2]!] == "元" ? 1 : Int(t[g[2]!])
            return isoDate(year: year.map { V.eraStart[t[g[1]!]]! - 1 + $0 }, month: Int(t[g[3]!]), day: Int(t[g[4]!]))
        },
        // 4/18, 21.6.
        Rule(#"(?<![\d/.,-])(\d{1,2})/(\d{1,2})(?![\d/.,-])|(?<![\d/.,-])(\d{1,2})\.(\d{1,2})\.(?![\d])"#, near: digits) { t, g in
            if let a = g[1], let b = g[2] { return numericDate(t[a], t[b], year: nil) }
            return numericDate(t[g[3]!], t[g[4]!], year: nil, dayFirst: true)
        },
        // 9/2012, 2014-10: month and year
        Rule(#"(?<![\d/.-])(?:(?:0?[1-9]|1[0-2])/\#(V.year)|\#(V.year)[-/](?:0[1-9]|1[0-2]))(?![\d/.-])"#, near: digits),
        // 31-Oct-74, 06/Nov/2023:06:36:02 +0200
        Rule(#"(?<![\d/.-])(\d{1,2})([/-])(\#(V.month))\2(\d{4}|\d{2})(?![\d/-])(?::[0-2]\d:[0-5]\d(?::[0-5]\d)?\#(V.zone))?"#, near: digits) { t, g in
            writtenDate(day: t[g[1]!], month: t[g[3]!], year: t[g[4]!])
        },
        // 2012/Aug/10, 2018 March 18
        Rule(#"\b(\#(V.year))[\s/-]+(\#(V.month))[\s/-]+(\#(V.day))(?![\d:])"#, near: digits) { t, g in
            writtenDate(day: t[g[3]!], month: t[g[2]!], year: t[g[1]!])
        },
        // (Monday,) (the) (13 to) 15th (of) February (2024)
        Rule(#"\b(?:\#(V.weekday),?\s+)?(?:the\s+)?(?:(\#(V.anyDay))\#(dayRange))?(\#(V.anyDay))\s*(?:of\s+|de\s+)?(\#(V.month))(?![a-zäéû])(?:,?\s+(\#(V.yearAfterDay)))?+"#, near: months.and(days)) { t, g in
            writtenDate(day: t[g[2]!], month: t[g[3]!], year: g[4].map { t[$0] }, rangeStart: g[1].map { t[$0] })
        },
        // (Monday,) February (the) 15th( - 17th)(, 2024)
        Rule(#"\b(?:\#(V.weekday),?\s+)?(\#(V.month))[\s,/-]*(?:the\s+)?(\#(V.anyDay))(?![\d:])(?:\#(dayRange)(\#(V.anyDay))(?![\d:]))?(?:(?:,\s*|[\s/-]+)(\#(V.yearAfterDay)))?+"#, near: months.and(days)) { t, g in
            writtenDate(day: t[g[2]!], month: t[g[1]!], year: g[4].map { t[$0] }, rangeEnd: g[3].map { t[$0] })
        },
        // March 2024, Sep-2012, 2024 August; a full month name alone (not "May", a common word)
        Rule(#"(?<![0-9]\s)(?:\b\#(V.month)(?:,?\s+|[/-])\#(V.year)\b|\b\#(V.year)(?:\s*AD)?[\s/-]+\#(V.month)(?![a-z])|\b(?:january|february|march|april|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre)\b(?!\s*\d))"#, near: months),
        // weekdays: full names, or capitalised / dotted abbreviations; "Tuesday the 19th"
        Rule(#"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b"#, near: weekdays),
        Rule(#"\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:\.|\b)(?!\s+(?:and|or|is|the)\b)"#, near: weekdays, caseSensitive: true),
        // lower-case abbreviations that are no English word ("sun", "sat" and "wed" are)
        Rule(#"\b(?:tues|thu|thur|thurs|fri)\b\.?|\bmon\."#, near: weekdays),
        Rule(#"\b\#(V.weekday),?\s+(?:the\s+)?(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th)\b"#, near: digits.and(weekdays)),
        // in 2014, since 2014: a bare year only after a word that makes it a time
        Rule(#"\b(?:in|since|through|until|before|after|during)\s+\#(V.year)(?:\s*(?:A\.?D\.?|B\.?C\.?)(?![a-z]))?(?![\d.,:/-]\d)"#, near: digits),
        // third quarter, Q4 2018, 2018Q4
        Rule(#"\b(?:(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:quarter|qtr)(?:\s+(?:of\s+)?\#(V.year))?|Q[1-4]\s*\#(V.year)|\#(V.year)\s*Q[1-4])\b"#, near: Anchors(digits: true, words: ["quarter", "qtr"])),
        Rule(#"\b\#(V.holiday)(?:\s+\#(V.year))?\b"#, near: Anchors(words: V.holidayWords, wholeWords: ["lent", "holi"])),
        // 5-7 pm, 3:30-4:30pm
        Rule(#"(?<![\d.:])(?:[01]?[0-9]|2[0-3])(?::[0-5][0-9])?\s*(?:-|–|—|to)\s*"# + time, near: digits),
        // ten thirty am, four twenty-three a m
        Rule(#"\b\#(clockWord)(?:\s+(?:o'?clock|fifteen|thirty|forty[- ]five|(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?))?\#(V.ampmWord)"#, near: Anchors(words: clockWords)),
        // times
        Rule(#"(?<![\d.:,$€£])"# + time + #"(?![\d%]|[.:]\d)"#, near: Anchors(digits: true, words: ["noon", "mid", "mittag", "minuit"])),
        // relative days
        Rule(#"\b(?:(?:the\s+)?day (?:after tomorrow|before yesterday)|today|tonight|tonite|at the moment|at this time|as soon as possible|ASAP|tomorrow|tmrw?|yesterday|right now|just now|now|heute|morgen|gestern|übermorgen|vorgestern|demain|aujourd'hui|après-demain|avant-hier)\b"#, near: Anchors(words: ["day", "tonight", "tonite", "moment", "time", "possible", "asap", "tomorrow", "tmr", "now", "heute", "morgen", "gestern", "demain", "aujourd", "hier"])),
        Rule(#"\b(?:next|last|this|coming|past|previous|upcoming|current|following|nächste[nrs]?|letzte[nrs]?|prochaine?|dernière?)\s+(?:week(?:-?end)?|weekday|day|hour|month|year|yr|quarter|qtr|woche|monat|jahr|semaine|mois|année|\#(V.weekday)|\#(V.month)|morning|afternoon|evening|night|summer|winter|spring|autumn|fall|seasons?)\b"#, near: Anchors(words: ["next", "last", "this", "coming", "past", "previous", "current", "following", "nächste", "letzte", "prochain", "derni"])),
        // 2 upcoming weeks, all week, end of the month, EOM
        Rule(#"\b\#(V.number)\s+(?:upcoming|next|last|past|previous|coming)\s+(?:days?|weeks?|months?|quarters?|years?)\b|\b(?:all|(?:the\s+)?rest\s+of\s+the)\s+(?:day|week|month|year)\b"#,
             near: Anchors(words: periods).and(Anchors(wholeWords: ["upcoming", "next", "last", "past", "previous", "coming", "all", "rest"]))),
        Rule(#"\b(?:end|beginning|start|middle)\s+of\s+(?:the\s+)?(?:day|week|month|quarter|year|\#(V.year))\b"#, near: Anchors(digits: true, words: periods)),
        Rule(#"\b(?:EO[DMY]|BOM)\b"#, near: Anchors(words: ["eod", "eom", "eoy", "bom"]), caseSensitive: true),
        // on the 15th: a bare day of the month, printed as an ordinal and ending the phrase
        Rule(#"\bthe\s+(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th)\b(?!\s*[a-z0-9])"#, near: digits),
        // in 3 days, 2 weeks before ("3 days ago" is a duration with a tail word)
        Rule(#"\b(?:in|within|after|dans|en|nach)\s+\#(V.number)(?:(?<=\d)\s*|\s+)\#(V.unit)\b|\b\#(V.number)(?:(?<=\d)\s*|\s+)\#(V.unit)\s+(?:before|after)\b"#,
             near: Anchors(wholeWords: ["in", "within", "after", "dans", "en", "nach", "before"])),
        // in May, early Jan: a capitalised month after a word that makes it a time
        Rule(#"\b(?:in|In|during|since|until|by|early|late|mid)\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\b"#, near: months, caseSensitive: true),
        // 11 at night, 3 in the morning
        Rule(#"(?<![\d:.])\b\#(hourWord)(?:\s*(?:-|to)\s*\#(hourWord))?\s+(?:at\s+night|in\s+the\s+(?:morning|afternoon|evening|am|pm))\b"#,
             near: hours.and(Anchors(words: ["night", "morning", "afternoon", "evening"], wholeWords: ["am", "pm"]))),
        // parts of the day: alone ("morning") only joined to a date
        Rule(#"\b(?:(?:early|late)\s+(?:in\s+the\s+)?|(?:this|tomorrow|yesterday|in\s+the)\s+)(?:morning|afternoon|evening|night)(?:ish)?\b|\b(?:after|before)\s+(?:lunch|dinner|breakfast)\b"#, near: Anchors(words: partsOfDay + meals)),
        Rule(#"\b(?:morning|afternoon|evening|lunch|dinner|breakfast)\b"#, near: Anchors(words: partsOfDay + meals), weak: true),
        // 3 fridays from now, 2 thursdays ago
        Rule(#"\b\#(V.number)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days\s+(?:from\s+now|ago|back|hence)\b"#, near: Anchors(words: ["days"])),
        // durations: 2h 30m, 1 hr 15 min, 45 minutes, two weeks, one and a half hours. (Digits are
        // possessive: nothing after them takes a digit, so giving one back never helps a match.)
        Rule(#"(?<![\w.])(?:(?:[0-9]++(?:[.,][0-9]++)?|[0-9]++/[0-9]++)(?:\s+and\s+an?\s+half)?\s?(?:(?:more|additional|extra|less|fewer)\s+)?(?:\#(V.unitWord)|\#(V.unitLetter)(?=,?\s*(?:and\s+)?[0-9]+\s?\#(V.unit)|\s+(?:ago|later|from now|hence)\b))|[0-9]++['"])(?:,?\s*(?:and\s+)?[0-9]+\s?\#(V.unit))*(?:\s+and\s+(?:a\s+)?half)?(?![\w])|\b(?:\#(V.numberWord)|half)\#(V.fraction)?\s+(?:(?:more|additional|extra|less|fewer)\s+)?(?:seconds?|sec|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|quarters?|years?|fortnights?|stunden?|minuten|tage?|wochen|heures?|jours?|semaines?)(?:\s+and\s+(?:a\s+)?half)?\b"#, near: durationAnchors),
        // 1 hour thirty, 2 hours and 10
        Rule(#"\b(?:[0-9]+|one|two|three|an?)\s+hours?\s+(?:and\s+)?(?:[0-5]?[0-9]|ten|fifteen|twenty|thirty|forty|forty[- ]five|fifty)\b(?!\s*(?:[a-z]|[:.]\d))"#, near: Anchors(words: ["hour"])),
        // "at 9" only joined to a date: "tomorrow at 9"
        Rule(#"(?:\b(?:at|um|à|until|till)|@)\s+(?:1[0-2]|0?[1-9]|\#(clockWord)\b)(?![\d:]|[.,]\d|\#(V.ampmWord)|\s?o'?\s?clock)\#(V.zone)"#, near: hours, weak: true),
        // "a quarter past" 3pm, "9" tomorrow, "first tuesday of" october: only joined to a date
        Rule(#"(?<![\d:.])\b(?:(?:a\s+)?quarter|half|(?:[0-5]?[0-9]|five|ten|twenty|twenty[- ]five)(?:\s+minutes?)?)\s+(?:past|after|to|before|till)(?=\s+(?:[0-9]|noon|midnight|\#(clockWord)\b))"#, near: Anchors(digits: true, words: ["noon", "midnight"] + clockWords), weak: true),
        // the 20th of next month
        Rule(#"\b(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th)?(?:\s+day)?\s+of(?=\s+(?:the\s+)?(?:next|this|last|current|previous|coming)\s+month)"#, near: digits, weak: true),
        Rule(#"\b\#(hourWord)(?=\s+(?:tonight|tomorrow|this\s+(?:morning|afternoon|evening)|in\s+the\s+(?:morning|afternoon|evening)))"#,
             near: hours.and(Anchors(words: ["tonight", "tomorrow", "morning", "afternoon", "evening"])), weak: true),
        Rule(#"\b(?:first|second|third|fourth|fifth|last|[1-5](?:st|nd|rd|th))\s+(?:\#(V.weekday)|day|week(?:-?end)?|wkend)\s+(?:of|in)\b"#, near: Anchors(words: weekdayWords + ["day", "week", "wkend"]), weak: true),
    ]
}
