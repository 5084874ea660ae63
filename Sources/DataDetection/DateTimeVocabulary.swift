/// Words and patterns of the date/time detector: English, German and French month and weekday
/// names, number words, units.
enum DateTimeVocabulary {
    static let month = #"(?:jan(?:uary|uar|vier)?|j[äa]nner|feb(?:ruary|ruar)?|f[ée]v(?:rier)?|mar(?:ch)?|m[äa]rz|maerz|mars|apr(?:il)?|avr(?:il)?|may|mai|jun[ei]?|juin|jul[iy]?|juil(?:let)?|aug(?:ust)?|ao[uû]t|sep(?:t(?:ember|embre)?)?|oct(?:ob(?:er|re))?|okt(?:ober)?|nov(?:emb(?:er|re))?|dec(?:ember)?|d[ée]c(?:embre)?|dez(?:ember)?)\.?"#
    static let weekday = #"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\.?"#
    static let day = #"(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th|er|e|\.)?"#
    static let year = #"(?:1[89][0-9]{2}|20[0-9]{2})"#
    /// The Gregorian year in which each Japanese era's first year (元年) began.
    static let eraStart = ["令和": 2019, "平成": 1989, "昭和": 1926]
    static let numberWord = #"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|(?:a\s+)?few|(?:a\s+)?couple(?:\s+of)?|a\s+pair\s+of|three[- ]quarters\s+of\s+an?|several|half an?|a half|a quarter of an?|quarter of an?|ein(?:e|en)?|zwei|drei|vier|fünf|zehn|un|une|deux|trois|quatre|cinq|dix)"#
    /// "and a half", "and three quarters of an": the fraction after a whole number of units.
    static let fraction = #"(?:\s+and\s+(?:(?:a|an|one|two|three)\s+)?(?:half|quarters?)(?:\s+of(?:\s+an?)?)?)"#
    /// Its digits are possessive: every rule follows a number with a blank or a unit, never a digit.
    static let number = #"(?:[0-9]++(?:[.,][0-9]++)?|\#(numberWord))\#(fraction)?"#
    static let unit = #"(?:seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|y|fortnights?|quarters?|sekunden?|minuten?|stunden?|tage?n?|wochen?|monate?n?|jahre?n?|secondes?|heures?|jours?|semaines?|mois|ans?|années?)"#
    /// Units a bare number can carry alone; the single letters only inside "2h 30m"-like runs ("1 m" is a metre).
    static let unitWord = #"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|mos?|years?|yrs?|fortnights?|quarters?|sekunden?|minuten?|stunden?|tage?n?|wochen?|monate?n?|jahre?n?|secondes?|heures?|jours?|semaines?|mois|ans?|années?)"#
    static let unitLetter = #"[smdwy]"#
    static let zone = #"(?:\s?(?:UTC|GMT)(?:\s?[+-][0-9]{1,2}(?::?[0-9]{2})?)?|\s?(?:[ECMPA][SD]T|CES?T|MES?Z|BST|IST|JST|AEST|AEDT|HST|AKST|AKDT|Z)|\s?[+-][0-9]{2}:?[0-9]{2})?"#
    static let ampm = #"(?:\s?(?:[ap]\.?\s?m\.?|[ap])(?![a-z]))"#
    /// am/pm after a bare hour: "4a" or "7p" alone is too often something else.
    static let ampmWord = #"(?:\s?[ap]\.?\s?m\.?(?![a-z]))"#
    static let ordinalDay = #"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty[- ]?first)"#
    /// A day of the month in digits or as an ordinal word.
    static let anyDay = #"(?:\#(day)|\#(ordinalDay))"#
    /// Two-digit years only after a day and month ("3 Aug 96"), never before a clock word. An era
    /// is dotted or in capitals (`14 a.d.`, `2014 AD`): OCR's stray word after a date (`2027 Be`) is none.
    static let yearAfterDay = #"(?:[0-9]{1,4}\s?(?:(?-i:BCE?|AD|CE|BE)|B\.C\.?(?:E\.?)?|A\.D\.?|C\.E\.?|B\.E\.?)(?![a-z])|\#(year)|'?[0-9]{2})(?![0-9:]|\s?(?:[ap]\.?m\b|h\b|o'?\s?clock))"#
    /// Jewish, Islamic, Hindu and Sikh feasts by their common English spellings; "<name> Jayanti"
    /// is a birth anniversary.
    static let religiousHoliday = #"(?:ha?n+uk+ah|simchat\s+torah|shemini\s+atzeret|tu\s+b'?i?sh?vat|tisha\s+b'av|lag\s+b'omer|yom\s+ha'?atzmaut|yom\s+hashoah|holocaust\s+(?:remembrance\s+)?day|i[dy]\s+ul[- ]adha|bakr\s+id|laylat\s+al[- ][qk]adr|night\s+of\s+(?:power|measures)|sacrifice\s+feast|(?:day\s+of\s+)?ashura|mawlid(?:\s+al-nabawi)?|isra\s+and\s+mi'raj|dhanteras|bhai\s+dooj|chhath|karva\s+chauth|maha\s+shivaratri|rama?\s+navami|[uy]+gadi|thiruvonam|[bv]asant\s+panchami|holika\s+dahan|gokulashtami|navroz|vai?sh?akhi|vasakhi|(?:[a-z]+\s+){1,2}jayanti|[a-z]+\s+diwas|makara?\s+sankranth?i|guru\s+[a-z]+(?:\s+singh)?\s+(?:birthday|jayanti))"#
    /// Holidays; names that are also common words ("lent") only before a year.
    static let holiday = #"(?:christmas(?:\s+(?:day|eve))?|xmas|thanksgiving(?:\s+day)?|easter(?:\s+(?:sunday|monday|mon))?|good\s+friday|halloween|new\s+year'?s'?\s+(?:day|eve)|valentine'?s?\s+day|(?:st\.?|saint)\s+(?:patrick|paddy)'?s\s+day|independence\s+day|labou?r\s+day|memorial\s+day|mother'?s\s+day|father'?s\s+day|(?:orthodox\s+)?(?:good|great|holy|clean|palm|whit|white|trinity|easter|lazarus|maundy|shrove|ash|black)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:orthodox\s+)?easter|deepavali|[a-z]+\s+puja|boxing\s+day|pentecost|ramadan|hanukk?ah|chanukah|passover|diwali|eid\s+al-(?:fitr|adha)|yom\s+kippur|rosh\s+hashann?ah?|(?:chinese\s+|lunar\s+|parsi\s+|islamic\s+)+new\s+year'?s?(?:'?\s+day)?|(?:MLK|martin\s+luther\s+king(?:'?s)?)(?:\s+jr\.?)?\s+day|boss'?s?\s+day|king'?s\s+day|koningsdag|earth\s+hour|(?:world|global|international)\s+(?:[a-z']+\s+){1,3}day|mardi\s+gras|ash\s+wednesday|maundy\s+thursday|palm\s+sunday|whit\s+(?:sunday|monday)|trinity\s+sunday|pancake\s+day|(?:lent|(?:chh?oti\s+)?holi)(?=\s+[0-9]{4})|purim|shavuot|sukkot|succos|navaratri|dussehra|onam|(?:[a-z]+\s+)?pongal|vesak|buddha\s+(?:day|purnima)|ganesh\s+chaturthi|raksha\s+bandhan|rakhi|janmashtami|[bv]aisakhi|makar\s+sankranti|\#(religiousHoliday)|weihnachten|silvester|ostern|pfingsten|no[eë]l|p[âa]ques|toussaint)"#

    /// One word of each alternative of `holiday` and `religiousHoliday` (the rarest it must
    /// spell), so that the holiday rule runs only near one (see TextWindows); "day" stands for
    /// every "… day" and weekday, "nuk" for every spelling of Hanukkah, "svat" and "shvat" for Tu
    /// BiShvat's ("vat" is in every "private"). Lent and Holi, common inside other words, are the
    /// rule's whole-word anchors.
    static let holidayWords = [
        "christmas", "xmas", "thanksgiving", "easter", "day", "halloween", "year", "valentine", "deepavali", "puja",
        "pentecost", "ramadan", "hanuk", "chanukah", "passover", "diwali", "eid", "kippur", "rosh", "koningsdag", "hour",
        "gras", "purim", "shavuot", "sukkot", "succos", "navaratri", "dussehra", "onam", "pongal", "vesak", "buddha",
        "chaturthi", "bandhan", "rakhi", "janmashtami", "aisakhi", "sankranti", "weihnachten", "silvester", "ostern",
        "pfingsten", "noel", "noël", "pâques", "paques", "toussaint",
        "nuk", "torah", "atzeret", "svat", "shvat", "tisha", "omer", "atzmaut", "hashoah", "holocaust", "adha", "bakr", "laylat",
        "night", "feast", "ashura", "mawlid", "raj", "dhanteras", "dooj", "chhath", "chauth", "shivaratri", "navami",
        "gadi", "thiruvonam", "panchami", "dahan", "gokulashtami", "navroz", "akhi", "jayanti", "diwas", "sankrant", "guru",
    ]

    /// Month number of a month name or abbreviation (English, German, French).
    static func monthNumber(_ word: String) -> Int? {
        let w = word.lowercased().replacingOccurrences(of: ".", with: "")
        let table: [(String, Int)] = [
            ("jan", 1), ("jän", 1), ("feb", 2), ("fév", 2), ("fev", 2), ("mär", 3), ("mae", 3), ("mar", 3),
            ("apr", 4), ("avr", 4), ("may", 5), ("mai", 5), ("juin", 6), ("jun", 6), ("juil", 7), ("jul", 7),
            ("aug", 8), ("aoû", 8), ("aou", 8), ("sep", 9), ("oct", 10), ("okt", 10), ("nov", 11),
            ("dec", 12), ("déc", 12), ("dez", 12),
        ]
        return table.first { w.hasPrefix($0.0) }?.1
    }

    /// The day number of "15th", "15." or "fifteenth".
    static func dayNumber(_ word: String) -> Int? {
        let digits = word.prefix { $0.isNumber }
        if !digits.isEmpty { return Int(digits) }
        let w = word.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
        let units = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
        let teens = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
                     "seventeenth", "eighteenth", "nineteenth"]
        if let i = units.firstIndex(of: w) { return i + 1 }
        if let i = teens.firstIndex(of: w) { return i + 10 }
        if w == "twentieth" { return 20 }
        if w == "thirtieth" { return 30 }
        for (tens, value) in [("twenty", 20), ("thirty", 30)] where w.hasPrefix(tens) {
            if let i = units.firstIndex(of: String(w.dropFirst(tens.count))) { return value + i + 1 }
        }
        return nil
    }

    /// A four-digit year, or a two-digit one read as 1951–2050.
    static func fullYear(_ text: String) -> Int? {
        let digits = text.filter(\.isNumber)
        guard let y = Int(digits) else { return nil }
        // An era ("88 AD", "2555 BE") gives the year as written.
        return digits.count == 2 && !text.contains(where: \.isLetter) ? 2000 + y - (y > 50 ? 100 : 0) : y
    }

    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

import Foundation
