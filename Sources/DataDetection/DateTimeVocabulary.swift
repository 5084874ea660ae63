/// Words and patterns of the date/time detector: English, German and French month and weekday
/// names, number words, units.
enum DateTimeVocabulary {
    static let month = #"(?:jan(?:uary|uar|vier)?|j[äa]nner|feb(?:ruary|ruar)?|f[ée]v(?:rier)?|mar(?:ch)?|m[äa]rz|maerz|mars|apr(?:il)?|avr(?:il)?|may|mai|jun[ei]?|juin|jul[iy]?|juil(?:let)?|aug(?:ust)?|ao[uû]t|sep(?:t(?:ember|embre)?)?|oct(?:ob(?:er|re))?|okt(?:ober)?|nov(?:emb(?:er|re))?|dec(?:ember)?|d[ée]c(?:embre)?|dez(?:ember)?)\.?"#
    static let weekday = #"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\.?"#
    static let day = #"(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th|er|e|\.)?"#
    static let year = #"(?:1[89][0-9]{2}|20[0-9]{2})"#
    static let numberWord = #"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a few|a couple of|several|half an?|a half|a quarter of an?|quarter of an?|ein(?:e|en)?|zwei|drei|vier|fünf|zehn|un|une|deux|trois|quatre|cinq|dix)"#
    static let number = #"(?:[0-9]+(?:[.,][0-9]+)?|\#(numberWord))(?:\s+and\s+(?:a\s+)?(?:half|quarter))?"#
    static let unit = #"(?:seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|y|fortnights?|quarters?|sekunden?|minuten?|stunden?|tage?n?|wochen?|monate?n?|jahre?n?|secondes?|heures?|jours?|semaines?|mois|ans?|années?)"#
    static let zone = #"(?:\s?(?:UTC|GMT)(?:\s?[+-]\s?[0-9]{1,2}(?::?[0-9]{2})?)?|\s?(?:[ECMPA][SD]T|CES?T|MES?Z|BST|IST|JST|AEST|AEDT|HST|AKST|AKDT|Z)|\s?[+-][0-9]{2}:?[0-9]{2})?"#
    static let ampm = #"(?:\s?(?:[ap]\.?m\.?|[ap])(?![a-z]))"#

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
