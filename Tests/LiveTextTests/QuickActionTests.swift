import ContentTypes
import DataDetection
import Foundation
@testable import LiveText
import XCTest

/// The menu a click on a detected item opens: its default action, then Copy and Type.
final class QuickActionTests: XCTestCase {
    /// 2023-11-14 22:13:20 UTC.
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func item(_ type: ContentType, _ value: String, text: String? = nil, details: [String: String] = [:]) -> DataItem {
        let printed = text ?? value
        return DataItem(type: type, value: value, text: printed, start: 0, end: printed.unicodeScalars.count, details: details)
    }

    private func actions(_ item: DataItem) -> [QuickAction] { QuickAction.actions(for: item, now: now) }

    private func copyAndType(_ text: String) -> [QuickAction] {
        [QuickAction(title: "Copy", kind: .copy(text)), QuickAction(title: "Type into the field", kind: .type(text))]
    }

    func testALinkOpensPercentEncodedAndCopiesAsPrinted() {
        let link = item(.url, "http://example.com/café?q=a%20b&n=100%", text: "example.com/café?q=a%20b&n=100%")
        XCTAssertEqual(actions(link), [QuickAction(title: "Open link", kind: .open("http://example.com/caf%C3%A9?q=a%20b&n=100%25"))]
            + copyAndType("example.com/café?q=a%20b&n=100%"))
    }

    func testALocalOrShellLinkOnlyCopies() {
        XCTAssertEqual(actions(item(.url, "file:///etc/passwd")), copyAndType("file:///etc/passwd"))
        XCTAssertEqual(actions(item(.url, "ssh://host.example.com")), copyAndType("ssh://host.example.com"))
    }

    func testAnEmailComposesWithItsOddCharactersEncoded() {
        XCTAssertEqual(actions(item(.email, "o'brien+news@exämple.com")).first,
                       QuickAction(title: "Compose email", kind: .open("mailto:o'brien+news@ex%C3%A4mple.com")))
        XCTAssertEqual(actions(item(.email, "a%b?c&d=e,f g@x.org")).first?.kind, .open("mailto:a%25b%3Fc%26d%3De%2Cf%20g@x.org"))
    }

    func testAPhoneCallsItsE164FormAndCopiesItAsPrinted() {
        let phone = item(.phone, "(415) 555-0123", details: ["e164": "+14155550123"])
        XCTAssertEqual(actions(phone), [QuickAction(title: "Call", kind: .open("tel:+14155550123"))] + copyAndType("(415) 555-0123"))
        XCTAssertEqual(actions(item(.phone, "+44 (0)20 7946-0958", details: ["e164": ""])).first?.kind, .open("tel:+4402079460958"))
    }

    func testAnAddressShowsOnAMapAndCopiesItsLines() {
        let address = item(.address, "1 Rue de l'Église, 75001 Paris", text: "1 Rue de l'Église\n75001 Paris")
        XCTAssertEqual(actions(address), [QuickAction(title: "Show on map", kind: .open("geo:0,0?q=1%20Rue%20de%20l%27%C3%89glise%2C%2075001%20Paris"))]
            + copyAndType("1 Rue de l'Église\n75001 Paris"))
    }

    func testATrackingNumberOpensItsCarriersPage() {
        let ups = item(.tracking, "1Z999AA10123456784", text: "1Z 999 AA1 0123 4567 84", details: ["carrier": "UPS"])
        XCTAssertEqual(actions(ups), [QuickAction(title: "Track shipment (UPS)", kind: .open("https://www.ups.com/track?tracknum=1Z999AA10123456784"))]
            + copyAndType("1Z 999 AA1 0123 4567 84"))
        XCTAssertEqual(actions(item(.tracking, "9400111899223100000000", details: ["carrier": "USPS"])).first?.kind,
                       .open("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000000"))
        XCTAssertEqual(actions(item(.tracking, "TBA123456789012", details: ["carrier": "Amazon"])).first?.title, "Track shipment (Amazon)")
    }

    /// A UPU number is tracked by its issuing post office when that has a page; an unknown
    /// carrier gets no page (no third-party site learns the number), Copy and Type stay.
    func testAPostalOrUnknownCarrierNumber() {
        XCTAssertEqual(actions(item(.tracking, "RR123456785US", details: ["carrier": "S10"])).first,
                       QuickAction(title: "Track shipment (USPS)", kind: .open("https://tools.usps.com/go/TrackConfirmAction?tLabels=RR123456785US")))
        XCTAssertEqual(actions(item(.tracking, "RR123456785FR", details: ["carrier": "S10"])), copyAndType("RR123456785FR"))
        XCTAssertEqual(actions(item(.tracking, "SP123456789012345678", details: ["carrier": "Spee-Dee"])), copyAndType("SP123456789012345678"))
        XCTAssertEqual(actions(item(.tracking, "1Z999AA10123456784")), copyAndType("1Z999AA10123456784"))
    }

    func testAFlightOpensItsStatusPage() {
        XCTAssertEqual(actions(item(.flight, "BA117", text: "BA 117")),
                       [QuickAction(title: "Flight status", kind: .open("https://www.flightaware.com/live/flight/BA117"))] + copyAndType("BA 117"))
    }

    func testPlainItemsOnlyCopyAndType() {
        XCTAssertEqual(actions(item(.number, "42")), copyAndType("42"))
        XCTAssertEqual(actions(item(.text, "hello")), copyAndType("hello"))
    }

    // MARK: dates

    /// The calendar file with its UID line taken out (checked on its own).
    private func calendarFile(_ value: String, text: String) throws -> (ics: String, uid: String) {
        let found = actions(item(.datetime, value, text: text))
        XCTAssertEqual(found.first?.title, "Add to calendar")
        XCTAssertEqual(Array(found.dropFirst()), copyAndType(text))
        guard case .openCalendarEvent(let ics)? = found.first?.kind else {
            XCTFail("no calendar event for \(text)")
            return ("", "")
        }
        let uid = try XCTUnwrap(ics.components(separatedBy: "\r\n").first { $0.hasPrefix("UID:") })
        XCTAssertNotNil(uid.range(of: #"^UID:[0-9a-f]+@captext$"#, options: .regularExpression), uid)
        return (ics.replacingOccurrences(of: uid + "\r\n", with: ""), uid)
    }

    private func calendar(_ event: String...) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//captext//Live Text//EN", "BEGIN:VEVENT"] + event + ["END:VEVENT", "END:VCALENDAR"])
            .map { $0 + "\r\n" }.joined()
    }

    func testADateAloneIsAnAllDayEvent() throws {
        let (ics, uid) = try calendarFile("2024-03-15", text: "March 15, 2024")
        XCTAssertEqual(ics, calendar("DTSTAMP:20231114T221320Z", "DTSTART;VALUE=DATE:20240315", "DURATION:P1D", "SUMMARY:March 15\\, 2024"))
        XCTAssertEqual(try calendarFile("2024-03-15", text: "March 15, 2024").uid, uid, "the same event keeps its UID")
        XCTAssertNotEqual(try calendarFile("2024-03-16", text: "March 16, 2024").uid, uid)
    }

    func testADateWithItsTimeIsAnHourLong() throws {
        XCTAssertEqual(try calendarFile("2024-03-15", text: "2024-03-15 2:30 pm").ics,
                       calendar("DTSTAMP:20231114T221320Z", "DTSTART:20240315T143000", "DURATION:PT1H", "SUMMARY:2024-03-15 2:30 pm"))
        XCTAssertEqual(try calendarFile("2024-03-15", text: "2024-03-15T12:05").ics,
                       calendar("DTSTAMP:20231114T221320Z", "DTSTART:20240315T120500", "DURATION:PT1H", "SUMMARY:2024-03-15T12:05"))
    }

    /// A zone given as UTC or an offset makes a UTC start; a named zone stays wall time.
    func testATimeWithAZoneStartsInUTC() throws {
        XCTAssertTrue(try calendarFile("2023-11-06", text: "06/Nov/2023:06:36:02 +0200").ics.contains("\r\nDTSTART:20231106T043602Z\r\n"))
        XCTAssertTrue(try calendarFile("2024-03-15", text: "2024-03-15 23:30 UTC-5").ics.contains("\r\nDTSTART:20240316T043000Z\r\n"))
        XCTAssertTrue(try calendarFile("2024-03-15", text: "2024-03-15 09:00Z").ics.contains("\r\nDTSTART:20240315T090000Z\r\n"))
        XCTAssertTrue(try calendarFile("2024-03-15", text: "2024-03-15 09:00 EST").ics.contains("\r\nDTSTART:20240315T090000\r\n"))
    }

    /// A time alone, a duration, a relative day or a date without its year names no day.
    func testWhatNamesNoDayOnlyCopiesAndTypes() {
        for text in ["5 pm", "2h 30m", "tomorrow at 9", "March 15", "2024-13-40"] {
            XCTAssertEqual(actions(item(.datetime, text)), copyAndType(text), text)
        }
    }

    /// The detector's values as they are: a date with its year is ISO, the rest printed text.
    func testTheDetectorsDatesMakeEventsAndItsTimesDoNot() {
        let filter = ContentFilter(region: "US")
        let titles = { (text: String) in filter.items(in: text, type: .datetime).map { self.actions($0).first?.title } }
        XCTAssertEqual(titles("Due 2024-03-15."), ["Add to calendar"])
        XCTAssertEqual(titles("le 3 février 2025"), ["Add to calendar"])
        XCTAssertEqual(titles("Open until 5 pm"), ["Copy"])
        XCTAssertEqual(titles("It takes 2h 30m"), ["Copy"])
    }

    func testSummaryEscapingAndFolding() throws {
        XCTAssertEqual(CalendarEvent.escaped("a;b,c\\d\r\nnext"), "a\\;b\\,c\\\\d\\nnext")
        let long = "SUMMARY:" + String(repeating: "é", count: 100)
        let folded = CalendarEvent.folded(long)
        let lines = folded.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.map(\.utf8.count), [74, 75, 61], "never a split character, never over 75 octets")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        XCTAssertEqual(folded.replacingOccurrences(of: "\r\n ", with: ""), long)
    }

    // MARK: codes

    private func codeActions(_ payload: String) -> [QuickAction] { QuickAction.actions(forCode: payload, now: now) }

    func testCodeLinksEmailsPhonesAndPlaces() {
        XCTAssertEqual(codeActions(" HTTPS://Example.org/ä?x=1 \n"),
                       [QuickAction(title: "Open link", kind: .open("HTTPS://Example.org/%C3%A4?x=1"))] + copyAndType("HTTPS://Example.org/ä?x=1"))
        XCTAssertEqual(codeActions("mailto:a%2Bb@x.org?subject=Hi%20there"),
                       [QuickAction(title: "Compose email", kind: .open("mailto:a%2Bb@x.org?subject=Hi%20there"))] + copyAndType("a+b@x.org"))
        XCTAssertEqual(codeActions("MATMSG:TO:ann@x.org;SUB:Lunch & more;BODY:See you\\; at 1?;;"),
                       [QuickAction(title: "Compose email", kind: .open("mailto:ann@x.org?subject=Lunch%20%26%20more&body=See%20you%3B%20at%201%3F"))]
                        + copyAndType("ann@x.org"))
        XCTAssertEqual(codeActions("tel:+44 20 7946 0958"),
                       [QuickAction(title: "Call", kind: .open("tel:+442079460958"))] + copyAndType("+44 20 7946 0958"))
        XCTAssertEqual(codeActions("geo:48.8584,2.2945"),
                       [QuickAction(title: "Show on map", kind: .open("geo:48.8584,2.2945"))] + copyAndType("geo:48.8584,2.2945"))
        XCTAssertEqual(actions(item(.qr, "tel:+14155550123")).first?.title, "Call")
    }

    func testCodeEventsBecomeCalendarFilesWithCRLF() {
        let event = "BEGIN:VEVENT\nSUMMARY:Party\nDTSTART:20240101T200000Z\nEND:VEVENT"
        XCTAssertEqual(codeActions(event).first, QuickAction(title: "Add to calendar", kind: .openCalendarEvent(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//captext//Live Text//EN\r\nBEGIN:VEVENT\r\nSUMMARY:Party\r\n"
                + "DTSTART:20240101T200000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")))
        let whole = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Talk\r\nEND:VEVENT\r\nEND:VCALENDAR"
        XCTAssertEqual(codeActions(whole).first?.kind, .openCalendarEvent(whole + "\r\n"))
    }

    func testCodeWifiOffersItsPasswordAndOtherTextIsText() {
        XCTAssertEqual(codeActions("WIFI:T:WPA;S:Home\\;Net;P:pa\\:ss;;"), [
            QuickAction(title: "Copy password", kind: .copy("pa:ss")),
            QuickAction(title: "Type password into the field", kind: .type("pa:ss")),
            QuickAction(title: "Copy network name", kind: .copy("Home;Net")),
        ])
        XCTAssertEqual(codeActions("WIFI:T:nopass;S:Cafe;;"), copyAndType("WIFI:T:nopass;S:Cafe;;"))
        XCTAssertEqual(codeActions("https://example.org/a b"), copyAndType("https://example.org/a b"))
        XCTAssertEqual(codeActions("file:///etc/passwd"), copyAndType("file:///etc/passwd"))
        XCTAssertEqual(codeActions("MATMSG:SUB:no recipient;;"), copyAndType("MATMSG:SUB:no recipient;;"))
        XCTAssertEqual(codeActions("4006381333931"), copyAndType("4006381333931"))
    }
}
