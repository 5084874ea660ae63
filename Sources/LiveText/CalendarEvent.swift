import Foundation

/// A detected date as an iCalendar event (RFC 5545). Only a whole date makes one: the date
/// detector gives an ISO date (`2024-03-15`) as the value of a date with its year, and the
/// printed text otherwise (a time alone, a duration, "tomorrow", a date without its year), which
/// names no day a calendar could hold.
struct CalendarEvent: Equatable {
    struct Day: Equatable {
        let year: Int, month: Int, day: Int
    }

    struct TimeOfDay: Equatable {
        let hour: Int, minute: Int, second: Int
        /// Minutes east of UTC when the text gives a zone as UTC or an offset; nil for the wall
        /// time as printed (a floating time, RFC 5545 3.3.5): "EST" and the like are ambiguous.
        let utcOffset: Int?
    }

    let day: Day
    /// Nil: an all-day event.
    let time: TimeOfDay?
    /// The date as printed.
    let summary: String

    /// A timed event lasts an hour by default: the calendar application lets the person change it.
    static let timedDuration = "PT1H"

    init?(value: String, text: String) {
        guard let day = Self.isoDay(value) else { return nil }
        self.day = day
        time = Self.timeOfDay(in: text)
        summary = text
    }

    /// `YYYY-MM-DD`, a real day.
    private static func isoDay(_ value: String) -> Day? {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              DateComponents(year: year, month: month, day: day).isValidDate(in: gregorian) else { return nil }
        return Day(year: year, month: month, day: day)
    }

    /// A date with its year keeps its time only when printed in one piece with it
    /// ("2024-03-15 14:30", "15/Mar/2024:06:36:02 +0200"), perhaps with a zone.
    private static let clock = try! NSRegularExpression(
        pattern: #"(?<!\d)([01]?[0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?(?:\s?([ap])\.?\s?m\b\.?)?(?:\s?(Z(?![a-z])|UTC|GMT)?(?:\s?([+-])([0-9]{1,2})(?::?([0-9]{2}))?)?)"#,
        options: [.caseInsensitive])

    private static func timeOfDay(in text: String) -> TimeOfDay? {
        guard let match = clock.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        func group(_ index: Int) -> String? { Range(match.range(at: index), in: text).map { String(text[$0]) } }
        func number(_ index: Int) -> Int? { group(index).flatMap { Int($0) } }
        guard var hour = number(1), let minute = number(2) else { return nil }
        if let half = group(4)?.lowercased() {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (half == "p" ? 12 : 0)
        }
        return TimeOfDay(hour: hour, minute: minute, second: number(3) ?? 0,
                         utcOffset: utcOffset(named: group(5), sign: group(6), hours: group(7), minutes: group(8)))
    }

    /// "Z", "UTC", "GMT+2", "+05:30", "-0800" in minutes east of UTC; a bare offset must be
    /// written in full (the date detector's zones), and none is more than 14 hours.
    private static func utcOffset(named name: String?, sign: String?, hours: String?, minutes: String?) -> Int? {
        guard let sign, let hours = hours.flatMap({ Int($0) }) else { return name == nil ? nil : 0 }
        guard name != nil || minutes != nil, hours <= 14 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 60 + (minutes.flatMap { Int($0) } ?? 0))
    }

    /// The event as a calendar file: CRLF lines folded at 75 octets, stamped `now`. Its UID comes
    /// from the event itself, so that adding the same event twice updates it instead of doubling it.
    func ics(stamped now: Date) -> String {
        let start = dtstart
        return Self.calendar(containing: [
            "BEGIN:VEVENT",
            "UID:\(Self.fingerprint(start + "\n" + summary))@captext",
            "DTSTAMP:\(Self.utcStamp(now))",
            start,
            time == nil ? "DURATION:P1D" : "DURATION:\(Self.timedDuration)",
            "SUMMARY:\(Self.escaped(summary))",
            "END:VEVENT",
        ].map(Self.folded))
    }

    /// A VCALENDAR object around content lines, CRLF after each.
    static func calendar(containing lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//captext//Live Text//EN"] + lines + ["END:VCALENDAR"])
            .map { $0 + "\r\n" }.joined()
    }

    private var dtstart: String {
        let date = String(format: "%04d%02d%02d", day.year, day.month, day.day)
        guard let time else { return "DTSTART;VALUE=DATE:" + date }
        let wallTime = String(format: "%02d%02d%02d", time.hour, time.minute, time.second)
        guard let offset = time.utcOffset else { return "DTSTART:\(date)T\(wallTime)" }
        var components = DateComponents(year: day.year, month: day.month, day: day.day,
                                        hour: time.hour, minute: time.minute, second: time.second)
        components.timeZone = TimeZone(secondsFromGMT: offset * 60)
        guard let instant = Self.gregorian.date(from: components) else { return "DTSTART:\(date)T\(wallTime)" }
        return "DTSTART:" + Self.utcStamp(instant)
    }

    private static let gregorian = Calendar(identifier: .gregorian)

    private static func utcStamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }

    /// TEXT escaping (RFC 5545 3.3.11): backslash, comma, semicolon and line breaks.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", ",", ";": result += "\\" + String(scalar)
            case "\r": continue
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A content line cut before 75 octets, never inside a character; each continuation starts
    /// with a space (RFC 5545 3.1).
    static func folded(_ line: String) -> String {
        var pieces: [String] = [], current = "", octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            // The first line holds 75 octets, a continuation 74 after its leading space.
            if octets + size > (pieces.isEmpty ? 75 : 74) {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    /// FNV-1a over the UTF-8 bytes, in hex: stable from one run to the next, unlike Hasher.
    private static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
