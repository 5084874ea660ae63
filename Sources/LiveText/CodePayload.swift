import Foundation

/// A QR or bar code's payload read for what it holds: the URI schemes and the de-facto formats
/// (ZXing's MATMSG and WIFI) phones' camera apps act on. A code is anyone's to print, so only
/// web, mail, phone, map and calendar payloads open anything; the rest is text.
struct CodePayload {
    let payload: String

    init(_ payload: String) {
        self.payload = payload.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func actions(now: Date) -> [QuickAction] {
        if let link = QuickLinks.webLink(payload), !payload.contains(where: \.isWhitespace) {
            return [QuickAction(title: "Open link", kind: .open(link))] + QuickAction.copyAndType(payload)
        }
        if let address = suffix(after: "mailto:") {
            let recipient = address.prefix { $0 != "?" }
            return [QuickAction(title: "Compose email", kind: .open(QuickLinks.uriSafe(payload)))]
                + QuickAction.copyAndType(String(recipient).removingPercentEncoding ?? String(recipient))
        }
        if let message = suffix(after: "MATMSG:"), case let fields = Self.fields(message), let recipient = fields["TO"], !recipient.isEmpty {
            let headers = [("subject", fields["SUB"]), ("body", fields["BODY"])].compactMap { name, value in
                value.map { name + "=" + QuickLinks.percentEncoded($0, keeping: QuickLinks.unreserved) }
            }
            let uri = QuickLinks.mailto(recipient) + (headers.isEmpty ? "" : "?" + headers.joined(separator: "&"))
            return [QuickAction(title: "Compose email", kind: .open(uri))] + QuickAction.copyAndType(recipient)
        }
        if let number = suffix(after: "tel:") {
            // RFC 3966 allows "-.()" between digits but no spaces, which codes often hold.
            let uri = QuickLinks.uriSafe("tel:" + number.filter { !$0.isWhitespace })
            return [QuickAction(title: "Call", kind: .open(uri))] + QuickAction.copyAndType(number)
        }
        if suffix(after: "geo:") != nil {
            return [QuickAction(title: "Show on map", kind: .open(QuickLinks.uriSafe(payload)))] + QuickAction.copyAndType(payload)
        }
        if suffix(after: "BEGIN:VCALENDAR") != nil || suffix(after: "BEGIN:VEVENT") != nil {
            return [QuickAction(title: "Add to calendar", kind: .openCalendarEvent(calendarFile))] + QuickAction.copyAndType(payload)
        }
        if let network = suffix(after: "WIFI:") {
            // Nothing opens a network: its password is what a person types, into the network dialog.
            let fields = Self.fields(network)
            if let password = fields["P"], !password.isEmpty {
                return [QuickAction(title: "Copy password", kind: .copy(password)),
                        QuickAction(title: "Type password into the field", kind: .type(password))]
                    + (fields["S"].map { [QuickAction(title: "Copy network name", kind: .copy($0))] } ?? [])
            }
        }
        return QuickAction.copyAndType(payload)
    }

    /// The payload after `prefix`, matched ignoring case.
    private func suffix(after prefix: String) -> String? {
        payload.prefix(prefix.count).lowercased() == prefix.lowercased() ? String(payload.dropFirst(prefix.count)) : nil
    }

    /// An event's own lines inside a calendar, with CRLF line ends whatever the code had.
    private var calendarFile: String {
        let lines = payload.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(String.init)
        if lines.first?.uppercased() == "BEGIN:VCALENDAR" { return lines.map { $0 + "\r\n" }.joined() }
        return CalendarEvent.calendar(containing: lines)
    }

    /// `KEY:value;KEY:value;;` with `\` escaping the next character (MECARD's syntax); the first
    /// of a repeated key counts.
    static func fields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:], current = "", escaped = false
        for character in text + ";" {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character != ";" {
                current.append(character)
            } else {
                if let colon = current.firstIndex(of: ":"), fields[current[..<colon].uppercased()] == nil {
                    fields[current[..<colon].uppercased()] = String(current[current.index(after: colon)...])
                }
                current = ""
            }
        }
        return fields
    }
}
